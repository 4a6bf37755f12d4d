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

Missing or damaged art never stops the game: a card whose picture cannot be
read is drawn plainly (white, its rank and suit in the corners and the middle),
and the problem is reported once through `on_problem` (the window shows it).

Memory: pixmaps are kept for the last `SIZES_KEPT` sizes only (the table uses
about four at a time), so resizing the window does not pile up a pixmap per
card per size. Disk: given a ``cache`` folder, every card rendered is kept
there (zlib-compressed pixels) per deck, size and pixel ratio (as KDE's card games keep theirs
with KImageCache), so the next start paints without reading any SVG.
"""

from __future__ import annotations

import os
import re
import sys
import zlib
from collections import OrderedDict
from collections.abc import Callable, Hashable
from pathlib import Path
from typing import TYPE_CHECKING, Generic, TypeVar

from PySide6.QtCore import QCoreApplication, QRectF, QTimer
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen, QPixmap

from buraco_qt.platform import resources
from buraco_qt.platform.qt_namespace import Qt
from buraco_qt.storage import files
from buraco_qt.ui.art import theme

if TYPE_CHECKING:  # pragma: no cover
    from PySide6.QtSvg import QSvgRenderer

__all__ = ["CardImages", "SizeCache", "assets_dir", "data_dirs", "normalise_card", "paint_plain_card"]

#: How many card sizes keep their pixmaps in memory (the table shows about four at a time).
SIZES_KEPT = 8
#: How many sizes of one deck the disk cache keeps (the least recently used go first).
DISK_SIZES_KEPT = 12
#: The project's cards parsed from SVG for drawing are let go this long after the last card drawn:
#: the whole deck parsed holds 9.5 MB, and parsing a card again takes half a millisecond.
PARSED_KEPT_MS = 5000
#: Changes when the way a card is drawn or kept on disk changes, so that older cached images are not
#: used; the pixels are kept in the machine's byte order.
_CACHE_FORMAT = "2:" + sys.byteorder
#: A cached card: its pixels (premultiplied ARGB32, row after row), zlib-compressed.
_CACHE_SUFFIX = ".argb"

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


def assets_dir() -> Path | None:
    """The folder holding the project's own deck (``assets/cards``), None if it is not installed."""
    return resources.card_folder()


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
        import gzip
        data = gzip.decompress(data)
    return data


class _Deck:
    """One source of card images: ``render(card, painter, rect)``."""

    aspect = DEFAULT_ASPECT

    def has(self, card: str) -> bool:  # pragma: no cover - interface
        raise NotImplementedError

    def check(self, card: str) -> None:  # pragma: no cover - interface
        """Raise OSError or ValueError if `card` cannot be drawn (before any painter is open)."""
        raise NotImplementedError

    def render(self, card: str, painter: QPainter, rect: QRectF) -> None:  # pragma: no cover
        raise NotImplementedError

    def identity(self) -> str:  # pragma: no cover - interface
        """What the pictures depend on (files, their sizes and times): the disk cache's key."""
        raise NotImplementedError


def _svg_renderer(data: bytes) -> QSvgRenderer:
    from PySide6.QtCore import QByteArray
    from PySide6.QtSvg import QSvgRenderer  # only when a picture is drawn: a cached start never loads QtSvg
    return QSvgRenderer(QByteArray(data))


class _OwnDeck(_Deck):
    """The project's deck: one SVG file per card (`folder` None: not installed)."""

    def __init__(self, folder: Path | None, four_colour: bool, back: str) -> None:
        self.folder = folder
        self.four_colour = four_colour
        self.back = back
        self._renderers: dict[str, QSvgRenderer] = {}

    def file_for(self, card: str) -> Path:
        folder = self.folder or Path("assets", "cards")     # the name the player is told of
        if card == "back":
            path = folder / f"back_{self.back}.svg"
            return path if path.exists() else folder / "back_blue.svg"
        if card.startswith("JK_"):
            return folder / f"joker_{card[3:]}.svg"
        return folder / f"{card}.svg"

    def svg_bytes(self, card: str) -> bytes:
        if self.folder is None:
            raise OSError(f"the card pictures are not installed ({self.file_for(card)})")
        data = self.file_for(card).read_bytes()
        if self.four_colour and card[-1] in FOUR_COLOUR_SWAPS and card not in ("back",) \
                and not card.startswith("JK_"):
            text = data.decode("utf-8", errors="replace")
            for old, new in FOUR_COLOUR_SWAPS[card[-1]].items():
                text = re.sub(re.escape(old), new, text, flags=re.IGNORECASE)
            data = text.encode("utf-8")
        return data

    def has(self, card: str) -> bool:
        return self.folder is not None and self.file_for(card).exists()

    def renderer(self, card: str) -> QSvgRenderer:
        r = self._renderers.get(card)
        if r is None:
            r = _svg_renderer(self.svg_bytes(card))
            if not r.isValid():
                raise ValueError(f"cannot read card image {self.file_for(card)}")
            self._renderers[card] = r
        return r

    def check(self, card: str) -> None:
        self.renderer(card)

    def render(self, card: str, painter: QPainter, rect: QRectF) -> None:
        self.renderer(card).render(painter, rect)

    def forget_parsed(self) -> None:
        """Let the parsed pictures go (they are parsed again when a card is next drawn)."""
        self._renderers.clear()

    @property
    def parsed(self) -> int:
        """How many cards' pictures are parsed and kept."""
        return len(self._renderers)

    def identity(self) -> str:
        if self.folder is None:
            return "own:none"
        parts = [f"own:{self.four_colour}:{self.back}"]
        for path in sorted(self.folder.glob("*.svg")):
            try:
                stat = path.stat()
            except OSError:
                continue
            parts.append(f"{path.name}:{stat.st_size}:{stat.st_mtime_ns}")
        return "\n".join(parts)


class _SystemDeck(_Deck):
    """A deck installed on the system: one SVG(Z) file with an element per card."""

    def __init__(self, path: Path, style: str) -> None:
        self.path = path
        self.style = style            # "kde" or "aisleriot"
        try:
            stat = path.stat()
            self._identity = f"{style}:{path}:{stat.st_size}:{stat.st_mtime_ns}"
            self._renderer = _svg_renderer(_read_svg(path))
        except (OSError, EOFError, zlib.error) as error:       # gzip.BadGzipFile is an OSError
            raise ValueError(f"cannot read card deck {path}: {error}") from error
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

    def check(self, card: str) -> None:
        if not self.has(card):
            raise ValueError(f"{self.path} has no picture of {card}")

    def render(self, card: str, painter: QPainter, rect: QRectF) -> None:
        self._renderer.render(painter, self.element_id(card), rect)

    def identity(self) -> str:
        return self._identity


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


K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class SizeCache(Generic[K, V]):
    """Values by (size, name), kept for the `sizes` most recently used sizes only.

    A card table shows cards at a few sizes at a time; when the window is resized, the sizes
    of before are dropped as whole sets instead of piling up a pixmap per card per size."""

    def __init__(self, sizes: int = SIZES_KEPT) -> None:
        self.sizes = sizes
        self._buckets: OrderedDict[Hashable, dict[K, V]] = OrderedDict()
        self._used: set[Hashable] = set()         # the sizes asked for since `mark`
        #: How many sizes were dropped so far (their memory freed).
        self.dropped = 0

    def get(self, size: Hashable, name: K) -> V | None:
        """The value for `name` at `size` (None if absent); `size` becomes the most recent."""
        bucket = self._buckets.get(size)
        if bucket is None:
            return None
        self._buckets.move_to_end(size)
        self._used.add(size)
        return bucket.get(name)

    def mark(self) -> None:
        """From now on, note the sizes asked for (see `forget_unused`)."""
        self._used = set()

    def forget_unused(self) -> int:
        """Drop the sizes not asked for since `mark` (the table settled at another size); how many."""
        unused = [size for size in self._buckets if size not in self._used]
        for size in unused:
            del self._buckets[size]
        self.dropped += len(unused)
        return len(unused)

    def put(self, size: Hashable, name: K, value: V) -> None:
        """Keep `value`; the least recently used size is dropped when there are too many."""
        bucket = self._buckets.get(size)
        if bucket is None:
            bucket = self._buckets[size] = {}
            while len(self._buckets) > self.sizes:
                self._buckets.popitem(last=False)
                self.dropped += 1
        self._buckets.move_to_end(size)
        self._used.add(size)
        bucket[name] = value

    def clear(self) -> None:
        self._buckets.clear()

    def __len__(self) -> int:
        return sum(len(bucket) for bucket in self._buckets.values())

    def size_keys(self) -> list[Hashable]:
        """The sizes kept, least recently used first."""
        return list(self._buckets)


_SUIT_SYMBOLS = {"C": "\u2663", "D": "\u2666", "H": "\u2665", "S": "\u2660"}


def paint_plain_card(painter: QPainter, card: str, rect: QRectF) -> None:
    """A card drawn without any picture file: white with its rank and suit (a back: plain blue).

    What the table shows where a card's picture is missing or damaged: still readable and playable."""
    radius = rect.height() * 0.045
    painter.save()
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(QColor("#6b6f76"), max(1.0, rect.height() / 120)))
        inner = rect.adjusted(0.5, 0.5, -0.5, -0.5)
        if card == "back":
            painter.setBrush(QColor("#1d4f91"))
            painter.drawRoundedRect(inner, radius, radius)
            painter.setPen(QPen(QColor(255, 255, 255, 150), max(1.0, rect.height() / 90)))
            margin = rect.height() * 0.07
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(inner.adjusted(margin, margin, -margin, -margin), radius, radius)
            return
        painter.setBrush(QColor("#fdfdfb"))
        painter.drawRoundedRect(inner, radius, radius)
        if card.startswith("JK_"):
            colour = QColor("#c8102e") if card == "JK_red" else QColor("#1a1a1a")
            corner, middle = "\u2605", "\u2605"      # a star: the joker
        else:
            colour = QColor("#c8102e") if card[-1] in "DH" else QColor("#1a1a1a")
            corner = card[:-1] + "\n" + _SUIT_SYMBOLS[card[-1]]
            middle = _SUIT_SYMBOLS[card[-1]]
        painter.setPen(colour)
        font = QFont()
        font.setPixelSize(max(6, round(rect.height() * 0.14)))
        font.setWeight(QFont.Weight.Bold)
        painter.setFont(font)
        pad = rect.height() * 0.04
        box = QRectF(rect.left() + pad, rect.top() + pad, rect.width() * 0.3, rect.height() * 0.4)
        painter.drawText(box, int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop), corner)
        font.setPixelSize(max(8, round(rect.height() * 0.36)))
        painter.setFont(font)
        painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), middle)
    finally:
        painter.restore()


class _DiskCache:
    """Rendered cards as files: ``<folder>/<deck>/<width>x<height>@<ratio>/<card>.argb``, their pixels
    compressed with zlib (a tenth of the work of decoding a PNG of them: 13 cards took 17 million
    instructions as PNG at every start).

    Files are written a moment after they are rendered (never in the way of the first paint),
    each to a temporary name and then renamed, so that two games running at once never read a
    half-written file; a file that does not load as the right size is rendered again."""

    def __init__(self, folder: Path, identity: str) -> None:
        key = (_CACHE_FORMAT + "\n" + identity).encode("utf-8")
        digest = f"{zlib.crc32(key):08x}{zlib.adler32(key):08x}"
        self.deck_folder = folder / digest
        self._pending: list[tuple[Path, QImage]] = []
        self._touched: set[Path] = set()
        self._flush_on_quit = False

    def _size_folder(self, width: int, height: int, dpr: float) -> Path:
        return self.deck_folder / f"{width}x{height}@{dpr:g}"

    def load(self, card: str, width: int, height: int, dpr: float) -> QImage | None:
        folder = self._size_folder(width, height, dpr)
        try:
            pixels = zlib.decompress((folder / f"{card}{_CACHE_SUFFIX}").read_bytes())
        except (OSError, zlib.error):
            return None
        if len(pixels) != width * height * 4:
            return None
        if folder not in self._touched:         # most recently used: kept longest
            self._touched.add(folder)
            try:
                os.utime(folder)
            except OSError:
                pass
        return QImage(pixels, width, height, width * 4, QImage.Format.Format_ARGB32_Premultiplied).copy()

    def store(self, card: str, image: QImage, dpr: float) -> None:
        path = self._size_folder(image.width(), image.height(), dpr) / f"{card}{_CACHE_SUFFIX}"
        app = QCoreApplication.instance()
        if not self._pending and app is not None:
            QTimer.singleShot(200, self.flush)
            if not self._flush_on_quit:            # a game closed at once still keeps its cards
                self._flush_on_quit = True
                app.aboutToQuit.connect(self.flush)
        self._pending.append((path, image))

    def flush(self) -> None:
        """Write what was rendered since the last flush (unwritable: no cache, no harm)."""
        pending, self._pending = self._pending, []
        new_folders = False
        for path, image in pending:
            try:
                if not path.parent.is_dir():
                    path.parent.mkdir(parents=True, exist_ok=True)
                    new_folders = True
                image = image.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
                pixels = bytes(image.constBits())[:image.width() * image.height() * 4]
                files.write_replacing(path, zlib.compress(pixels, 1))
            except OSError:
                return
        if new_folders:
            self._prune()

    def _prune(self) -> None:
        """Keep the `DISK_SIZES_KEPT` most recently used sizes (of any deck)."""
        import shutil
        try:
            folders = [f for deck in self.deck_folder.parent.iterdir() if deck.is_dir()
                       for f in deck.iterdir() if f.is_dir()]
            folders.sort(key=lambda f: f.stat().st_mtime, reverse=True)
        except OSError:
            return
        for folder in folders[DISK_SIZES_KEPT:]:
            shutil.rmtree(folder, ignore_errors=True)
            try:
                folder.parent.rmdir()                 # a deck with no size left
            except OSError:
                pass


class CardImages:
    """Pixmaps of cards at any size, rendered from SVG and cached.

    ``deck`` is ``"default"`` (the project's deck) or a name from
    :meth:`available_decks` (``"kde:svg-..."``, ``"aisleriot:..."``).
    ``four_colour`` draws clubs green and diamonds blue (project deck only).
    ``back`` picks the project's back (``"blue"``, ``"red"``, ``"green"``);
    a system deck uses its own back. ``cache``: a folder where rendered cards
    are kept between runs (None: none). A deck that cannot be read raises
    ValueError; a card picture that cannot be read is drawn plainly and reported.
    """

    def __init__(self, deck: str = "default", four_colour: bool = False, back: str = "blue",
                 cache: Path | None = None) -> None:
        self.deck_name = deck
        self.four_colour = four_colour
        self.back = back
        self.cache_folder = cache
        #: What could not be drawn (each picture file once), in the player's language.
        self.problems: list[str] = []
        #: What the player is told about the first of them (None: all is well).
        self.problem_message: str | None = None
        #: Called with `problem_message` when it is set (later problems are only listed).
        self.on_problem: Callable[[str], None] | None = None
        self._own = _OwnDeck(assets_dir(), four_colour, back)
        self._deck: _Deck = self._own
        if deck != "default":
            decks = _find_system_decks()
            if deck not in decks:
                raise ValueError(f"no card deck named {deck!r}")
            path, style = decks[deck]
            self._deck = _SystemDeck(path, style)
        self._cache: SizeCache[str, QPixmap] = SizeCache()
        self._let_go: QTimer | None = None        # lets the parsed pictures go (`PARSED_KEPT_MS`)
        self._disk: _DiskCache | None = None
        self._broken: set[str] = set()
        if self._own.folder is None:
            self._report("assets/cards", "")

    def like(self, deck: str = "default", four_colour: bool = False, back: str = "blue") -> CardImages:
        """Another deck or colour scheme, with this one's disk cache and problem reporting."""
        images = CardImages(deck, four_colour=four_colour, back=back, cache=self.cache_folder)
        images.on_problem = self.on_problem
        return images

    @staticmethod
    def available_decks() -> list[str]:
        """``"default"`` followed by the decks installed on the system."""
        return ["default"] + sorted(_find_system_decks())

    @staticmethod
    def backs() -> list[str]:
        """Names of the project's backs (``"blue"``, ``"red"``, ...)."""
        folder = assets_dir()
        return sorted(p.stem[5:] for p in folder.glob("back_*.svg")) if folder is not None else ["blue"]

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
        size = (pw, ph, float(dpr))
        pm = self._cache.get(size, name)
        if pm is None:
            image = self._disk_cache().load(name, pw, ph, dpr) if self.cache_folder is not None else None
            if image is None:
                image = self.image(name, pw, ph)
                if self.cache_folder is not None and name not in self._broken:
                    self._disk_cache().store(name, image, dpr)
            pm = QPixmap.fromImage(image)
            pm.setDevicePixelRatio(dpr)
            self._cache.put(size, name, pm)
        return pm

    def has_pixmap(self, card: str, height: int, dpr: float = 1.0) -> bool:
        """True if the card's pixmap of that size is kept in memory (`pixmap` need not draw it)."""
        pw, ph = self.pixel_size(height, dpr)
        return self._cache.get((pw, ph, float(dpr)), normalise_card(card)) is not None

    def _disk_cache(self) -> _DiskCache:
        if self._disk is None:
            own = self._own.identity()        # a look at every card file: once, not twice for the game's own deck
            deck = own if self._deck is self._own else self._deck.identity()
            self._disk = _DiskCache(self.cache_folder, deck + "\n" + own)
        return self._disk

    def image(self, card: str, width: int, height: int) -> QImage:
        """The card rendered into a ``width`` x ``height`` pixel image (no cache).

        A picture that cannot be read gives a plainly drawn card (and a report), never an error."""
        name = normalise_card(card)
        source = self._source(name)
        try:
            source.check(name)
        except (OSError, ValueError) as error:
            self._broken.add(name)
            self._report(str(source.file_for(name)) if isinstance(source, _OwnDeck) else name, str(error))
            source = None
        img = theme.clear_image(width, height)
        rect = QRectF(0, 0, width, height)
        p = QPainter(img)
        try:
            p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
            if source is None:
                paint_plain_card(p, name, rect)
            else:
                source.render(name, p, rect)
        finally:
            p.end()
        self._forget_parsed_later()
        return img

    def _forget_parsed_later(self) -> None:
        if self._let_go is None:
            if QCoreApplication.instance() is None:
                return
            self._let_go = QTimer()
            self._let_go.setSingleShot(True)
            self._let_go.setInterval(PARSED_KEPT_MS)
            self._let_go.timeout.connect(self._own.forget_parsed)
        self._let_go.start()

    @property
    def parsed(self) -> int:
        """How many of the project's cards are parsed from SVG and kept for drawing."""
        return self._own.parsed

    def _report(self, what: str, reason: str) -> None:
        self.problems.append(f"{what}: {reason}" if reason else what)
        if len(self.problems) == 1:
            self.problem_message = QCoreApplication.translate(
                "Window", "Some card pictures of the game are missing or damaged ({file}), so plain cards "
                              "are drawn in their place. Installing buraco-qt again brings them back.").format(
                file=what)
            if self.on_problem is not None:
                self.on_problem(self.problem_message)

    def flush_disk_cache(self) -> None:
        """Write the cards rendered so far to the disk cache now (it is otherwise done shortly after)."""
        if self._disk is not None:
            self._disk.flush()

    def clear_cache(self) -> None:
        self._cache.clear()

    def mark_sizes(self) -> None:
        """Note the sizes drawn from now on (`forget_unused_sizes`)."""
        self._cache.mark()

    @property
    def sizes_dropped(self) -> int:
        """How many sizes' pixmaps were dropped so far."""
        return self._cache.dropped

    def forget_unused_sizes(self) -> int:
        """Drop the pixmaps of the sizes not drawn since `mark_sizes`; how many sizes."""
        return self._cache.forget_unused()

    def cache_size(self) -> int:
        """How many pixmaps are kept in memory."""
        return len(self._cache)

    def sizes(self) -> list[tuple]:
        """The sizes whose pixmaps are kept: (width, height, pixel ratio) in device pixels."""
        return self._cache.size_keys()

    @staticmethod
    def all_cards() -> list[str]:
        """The 52 faces in suit then rank order, the two jokers and ``"back"``."""
        return [r + s for s in _SUITS for r in _RANKS] + ["JK_red", "JK_black", "back"]
