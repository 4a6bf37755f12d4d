"""Card art for the table: each card as a sprite with its soft shadow baked in, one per size.

`card_images.CardImages` renders the faces and backs from SVG; `CardArt` turns them into the
pixmaps the card items paint (with the shadow, at the view's pixel ratio), kept for the sizes in use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter, QPixmap

from . import theme
from .card_images import SizeCache
from .table_layout import card_width

if TYPE_CHECKING:  # pragma: no cover
    from .card_images import CardImages


class CardArt:
    """Card sprites for the items: the card with its soft shadow baked in, one pixmap per size.

    `dpr` is the device pixel ratio of the view; `fast` is set while the window is being resized
    (the sprite of another size is scaled meanwhile); `generation` changes when either does, so
    items know to fetch their sprite again. The sprites are kept for the most recently used sizes
    only (`card_images.SizeCache`): every resize makes new ones.
    """

    def __init__(self, images: "CardImages") -> None:
        self.images = images
        self.aspect = images.aspect_ratio
        self.dpr = 1.0
        self.fast = False
        self.generation = 0
        self._sprites: SizeCache[tuple, tuple[QPixmap, QRectF]] = SizeCache()   # the recent sizes only
        self._last: dict[tuple, tuple[QPixmap, QRectF]] = {}

    def use(self, images: "CardImages") -> None:
        """Draw from another deck, back or colour scheme: every sprite is made again."""
        self.images = images
        self.aspect = images.aspect_ratio
        self.clear_cache()

    def set_dpr(self, dpr: float) -> None:
        if dpr != self.dpr:
            self.dpr = dpr
            self.generation += 1

    def set_fast(self, fast: bool) -> None:
        if fast != self.fast:
            self.fast = fast
            self.generation += 1

    def width(self, height: float) -> float:
        """The logical width of a card `height` pixels tall."""
        return card_width(height, self.aspect)

    def pixmap(self, note: str, height: float, dpr: float | None = None) -> QPixmap:
        """The bare card pixmap (no shadow)."""
        return self.images.pixmap(note, max(1, round(height)), dpr or self.dpr)

    def sprite(self, note: str, height: float, shadow: bool) -> tuple[QPixmap, QRectF]:
        """(pixmap, where it goes in item coordinates) for a card `height` pixels tall."""
        h = max(1, round(height))
        size, key = (h, self.dpr), (note, shadow)
        found = self._sprites.get(size, key)
        if found is None and self.fast:
            stale = self._last.get((note, shadow))
            if stale is not None:
                return stale[0], self._target(h, shadow)
        if found is None:
            found = self._make(note, h, shadow)
            self._sprites.put(size, key, found)
        self._last[(note, shadow)] = found
        return found

    def cache_size(self) -> int:
        """How many sprites are kept."""
        return len(self._sprites)

    def clear_cache(self) -> None:
        """Forget every sprite (another deck; items fetch theirs again when their generation changes)."""
        self._sprites.clear()
        self._last.clear()
        self.generation += 1

    def _target(self, h: int, shadow: bool) -> QRectF:
        w = self.width(h)
        if not shadow:
            return QRectF(0, 0, w, h)
        m = theme.shadow_margin(h)
        return QRectF(-m, -m, w + 2 * m, h + 2 * m + theme.shadow_offset(h))

    def _make(self, note: str, h: int, shadow: bool) -> tuple[QPixmap, QRectF]:
        dpr = self.dpr
        card = self.images.pixmap(note, h, dpr)
        target = self._target(h, shadow)
        if not shadow:
            return card, target
        w = self.width(h)
        m = theme.shadow_margin(h)
        img = theme.clear_image(max(1, round(target.width() * dpr)), max(1, round(target.height() * dpr)))
        img.setDevicePixelRatio(dpr)
        p = QPainter(img)
        p.drawPixmap(QPointF(0, theme.shadow_offset(h)), theme.shadow_pixmap(w, h, dpr))
        p.drawPixmap(QRectF(m, m, w, h), card, QRectF(card.rect()))
        p.end()
        pm = QPixmap.fromImage(img)
        pm.setDevicePixelRatio(dpr)
        return pm, target
