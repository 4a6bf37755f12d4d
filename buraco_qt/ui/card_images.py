"""Card images: the project's own SVG deck, or a deck installed on the system.

:class:`CardImages` renders any card at any logical height and device pixel
ratio into a pixmap cache keyed by size, so the table can scale freely and
stay crisp on high-DPI screens: a pixmap asked for at ``dpr=2`` has twice the
pixels and is rendered at that size from the SVG, never scaled up.

Decks:

- ``"default"``: the project's deck in ``assets/cards/`` (one SVG per card,
  made by ``tools/make_cards.py``); supports the four-colour option (clubs
  green, diamonds blue), done by swapping the suit palette when loading.
- ``"kde:<dir>"``: a KDE card deck, ``carddecks/svg-*/`` in a system data
  folder, one SVG(Z) with element ids ``1_club`` ... ``king_heart``,
  ``back`` and, in some decks, ``red_joker`` / ``black_joker``.
- ``"aisleriot:<name>"``: an aisleriot deck, ``aisleriot/cards/<name>.svgz``,
  element ids ``club_1`` ... ``heart_king``, ``joker_red``, ``joker_black``,
  ``back``.

System decks are read where they are installed (never copied). Cards a
system deck lacks (usually the jokers) come from the project's deck.
"""

from __future__ import annotations

import gzip
import os
import re
from pathlib import Path

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

__all__ = ["CardImages", "assets_dir", "data_dirs", "normalise_card"]

#: Aspect ratio (width / height) of the project's cards: 250 x 350.
DEFAULT_ASPECT = 250 / 350

_RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
_SUITS = ("C", "D", "H", "S")
_SUIT_NAMES = {"C": "club", "D": "diamond", "H": "heart", "S": "spade"}
_RANK_NAMES = {"A": "1", "J": "jack", "Q": "queen", "K": "king"}

# Four-colour option: the generator's palette strings for clubs (black) and
# diamonds (red), and what they become.  Keep in sync with tools/make_cards.py.
_BLACK = {"#1a1a1a": "#1b7a2e", "#3a3d42": "#0e4a1b", "#d4d6da": "#cbe6d0"}
_RED = {"#c8102e": "#1f4fb4", "#7e0a1d": "#13306e", "#f4c9cf": "#cbd7f1"}
FOUR_COLOUR_SWAPS = {"C": _BLACK, "D": _RED}


def assets_dir() -> Path:
    """The folder holding the project's own deck (``assets/cards``)."""
    return Path(__file__).resolve().parents[2] / "assets" / "cards"


def data_dirs() -> list[Path]:
    """System data folders to search for installed decks, most specific first.

    ``$XDG_DATA_HOME`` (default ``~/.local/share``), then ``$XDG_DATA_DIRS``
    (default ``/usr/local/share:/usr/share``), then ``/usr/local/share`` and
    ``/usr/share`` if not already listed.
    """
    home = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    dirs = [home]
    dirs += [d for d in (os.environ.get("XDG_DATA_DIRS") or "/usr/local/share:/usr/share").split(":") if d]
    dirs += ["/usr/local/share", "/usr/share"]
    seen: list[Path] = []
    for d in dirs:
        p = Path(d).expanduser()
        if p not in seen:
            seen.append(p)
    return seen


def normalise_card(card: str) -> str:
    """The canonical name of a card: ``"10H"``, ``"AS"``, ``"JK_red"``, ``"JK_black"``, ``"back"``.

    Accepts the rules engine's notation (``"JK"`` is the red joker), lower
    case, and ``"T"`` for ten. Raises :class:`ValueError` on anything else.
    """
    c = card.strip()
    low = c.lower()
    if low == "back":
        return "back"
    if low in ("jk", "jk_red", "jkr", "joker", "joker_red"):
        return "JK_red"
    if low in ("jk_black", "jkb", "joker_black"):
        return "JK_black"
    up = c.upper()
    if len(up) >= 2:
        rank, s = up[:-1], up[-1]
        if rank == "T":
            rank = "10"
        if rank in _RANKS and s in _SUITS:
            return rank + s
    raise ValueError(f"not a card: {card!r}")


def _read_svg(path: Path) -> bytes:
    data = path.read_bytes()
    if data[:2] == b"\x1f\x8b":
        data = gzip.decompress(data)
    return data


class _Deck:
    """One source of card images: ``render(card, painter, rect)``."""

    aspect = DEFAULT_ASPECT

    def has(self, card: str) -> bool:  # pragma: no cover - interface
        raise NotImplementedError

    def render(self, card: str, painter: QPainter, rect: QRectF) -> None:  # pragma: no cover
        raise NotImplementedError


class _OwnDeck(_Deck):
    """The project's deck: one SVG file per card."""

    def __init__(self, folder: Path, four_colour: bool, back: str) -> None:
        self.folder = folder
        self.four_colour = four_colour
        self.back = back
        self._renderers: dict[str, QSvgRenderer] = {}

    def file_for(self, card: str) -> Path:
        if card == "back":
            path = self.folder / f"back_{self.back}.svg"
            return path if path.exists() else self.folder / "back_blue.svg"
        if card.startswith("JK_"):
            return self.folder / f"joker_{card[3:]}.svg"
        return self.folder / f"{card}.svg"

    def svg_bytes(self, card: str) -> bytes:
        data = self.file_for(card).read_bytes()
        if self.four_colour and card[-1] in FOUR_COLOUR_SWAPS and card not in ("back",) \
                and not card.startswith("JK_"):
            text = data.decode("utf-8")
            for old, new in FOUR_COLOUR_SWAPS[card[-1]].items():
                text = re.sub(re.escape(old), new, text, flags=re.IGNORECASE)
            data = text.encode("utf-8")
        return data

    def has(self, card: str) -> bool:
        return self.file_for(card).exists()

    def renderer(self, card: str) -> QSvgRenderer:
        r = self._renderers.get(card)
        if r is None:
            r = QSvgRenderer(QByteArray(self.svg_bytes(card)))
            if not r.isValid():
                raise ValueError(f"cannot read card image {self.file_for(card)}")
            r.setAspectRatioMode(Qt.AspectRatioMode.IgnoreAspectRatio)
            self._renderers[card] = r
        return r

    def render(self, card: str, painter: QPainter, rect: QRectF) -> None:
        self.renderer(card).render(painter, rect)


class _SystemDeck(_Deck):
    """A deck installed on the system: one SVG(Z) file with an element per card."""

    def __init__(self, path: Path, style: str) -> None:
        self.path = path
        self.style = style            # "kde" or "aisleriot"
        self._renderer = QSvgRenderer(QByteArray(_read_svg(path)))
        if not self._renderer.isValid():
            raise ValueError(f"cannot read card deck {path}")
        probe = self.element_id("AS")
        b = self._renderer.boundsOnElement(probe) if self._renderer.elementExists(probe) else QRectF()
        if b.width() > 0 and b.height() > 0:
            self.aspect = b.width() / b.height()

    def element_id(self, card: str) -> str:
        if card == "back":
            return "back"
        if card.startswith("JK_"):
            colour = card[3:]
            return f"{colour}_joker" if self.style == "kde" else f"joker_{colour}"
        rank, s = card[:-1], card[-1]
        r = _RANK_NAMES.get(rank, rank)
        if self.style == "kde":
            return f"{r}_{_SUIT_NAMES[s]}"
        return f"{_SUIT_NAMES[s]}_{r}"

    def has(self, card: str) -> bool:
        return self._renderer.elementExists(self.element_id(card))

    def render(self, card: str, painter: QPainter, rect: QRectF) -> None:
        self._renderer.render(painter, self.element_id(card), rect)


def _find_system_decks() -> dict[str, tuple[Path, str]]:
    """Installed decks: name -> (SVG file, style). The first folder found wins."""
    found: dict[str, tuple[Path, str]] = {}
    for base in data_dirs():
        kde = base / "carddecks"
        if kde.is_dir():
            for d in sorted(kde.glob("svg-*")):
                svg = _kde_svg_file(d)
                if svg is not None:
                    found.setdefault(f"kde:{d.name}", (svg, "kde"))
        ais = base / "aisleriot" / "cards"
        if ais.is_dir():
            for f in sorted(ais.iterdir()):
                if f.is_file() and f.suffix in (".svgz", ".svg"):
                    found.setdefault(f"aisleriot:{f.stem}", (f, "aisleriot"))
    return found


def _kde_svg_file(folder: Path) -> Path | None:
    """The SVG(Z) of a KDE deck folder: the ``SVG=`` key of ``index.desktop``, else the first one."""
    if not folder.is_dir():
        return None
    desktop = folder / "index.desktop"
    if desktop.is_file():
        try:
            for line in desktop.read_text(encoding="utf-8", errors="replace").splitlines():
                key, _, value = line.partition("=")
                if key.strip() == "SVG" and value.strip():
                    p = folder / value.strip()
                    if p.is_file():
                        return p
        except OSError:
            pass
    for pattern in ("*.svgz", "*.svg"):
        files = sorted(folder.glob(pattern))
        if files:
            return files[0]
    return None


class CardImages:
    """Pixmaps of cards at any size, rendered from SVG and cached.

    ``deck`` is ``"default"`` (the project's deck) or a name from
    :meth:`available_decks` (``"kde:svg-..."``, ``"aisleriot:..."``).
    ``four_colour`` draws clubs green and diamonds blue (project deck only).
    ``back`` picks the project's back (``"blue"``, ``"red"``, ``"green"``);
    a system deck uses its own back.
    """

    def __init__(self, deck: str = "default", four_colour: bool = False, back: str = "blue") -> None:
        self.deck_name = deck
        self.four_colour = four_colour
        self.back = back
        self._own = _OwnDeck(assets_dir(), four_colour, back)
        self._deck: _Deck = self._own
        if deck != "default":
            decks = _find_system_decks()
            if deck not in decks:
                raise ValueError(f"no card deck named {deck!r}")
            path, style = decks[deck]
            self._deck = _SystemDeck(path, style)
        self._cache: dict[tuple, QPixmap] = {}

    @staticmethod
    def available_decks() -> list[str]:
        """``"default"`` followed by the decks installed on the system."""
        return ["default"] + sorted(_find_system_decks())

    @staticmethod
    def backs() -> list[str]:
        """Names of the project's backs (``"blue"``, ``"red"``, ...)."""
        return sorted(p.stem[5:] for p in assets_dir().glob("back_*.svg"))

    @property
    def aspect_ratio(self) -> float:
        """Width / height of a card of this deck."""
        return self._deck.aspect

    def _source(self, card: str) -> _Deck:
        if self._deck is not self._own and not self._deck.has(card):
            return self._own
        return self._deck

    def pixel_size(self, height: float, dpr: float = 1.0) -> tuple[int, int]:
        """The size in device pixels of a card ``height`` logical pixels tall."""
        ph = max(1, round(height * dpr))
        return max(1, round(ph * self.aspect_ratio)), ph

    def pixmap(self, card: str, height: int, dpr: float = 1.0) -> QPixmap:
        """The card (notation as in the rules: ``"10H"``, ``"JK"``, ``"JK_black"``, ``"back"``)
        ``height`` logical pixels tall, rendered for device pixel ratio ``dpr``."""
        name = normalise_card(card)
        pw, ph = self.pixel_size(height, dpr)
        key = (name, (pw, ph), float(dpr), self.four_colour, self.back)
        pm = self._cache.get(key)
        if pm is None:
            pm = QPixmap.fromImage(self.image(name, pw, ph))
            pm.setDevicePixelRatio(dpr)
            self._cache[key] = pm
        return pm

    def image(self, card: str, width: int, height: int) -> QImage:
        """The card rendered into a ``width`` x ``height`` pixel image (no cache)."""
        name = normalise_card(card)
        img = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
        img.fill(Qt.GlobalColor.transparent)
        p = QPainter(img)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        self._source(name).render(name, p, QRectF(0, 0, width, height))
        p.end()
        return img

    def clear_cache(self) -> None:
        self._cache.clear()

    def cache_size(self) -> int:
        return len(self._cache)

    @staticmethod
    def all_cards() -> list[str]:
        """The 52 faces in suit then rank order, the two jokers and ``"back"``."""
        return [r + s for s in _SUITS for r in _RANKS] + ["JK_red", "JK_black", "back"]

