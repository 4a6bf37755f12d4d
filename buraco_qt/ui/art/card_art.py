"""Card art for the table: each card as a sprite with its soft shadow baked in, one per size.

`card_images.CardImages` renders the faces and backs from SVG; `CardArt` turns them into the
pixmaps the card items paint (with the shadow, at the view's pixel ratio), kept for the sizes in use.

Making a sprite takes half a millisecond or more (its SVG rendered, its shadow laid under it). When
a move makes a row of melds a few pixels smaller, all of its cards want new sprites at once: made in
the paint that shows the move, they held the table up for 20 ms. So one paint makes at most
`SPRITES_PER_PAINT` of them; a card beyond those, or a card in flight (drawn scaled anyway), that was shown
before at another size is painted meanwhile from that sprite, scaled, and its own is made between
frames (`SPRITES_PER_SLICE` at a time), then the card is painted again, sharp.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QPointF, QRectF, QTimer
from PySide6.QtGui import QPainter, QPixmap

from buraco_qt.platform import heap_trim

from buraco_qt.ui.art import theme
from buraco_qt.ui.art.card_images import SizeCache
from buraco_qt.ui.table.table_layout import card_width

if TYPE_CHECKING:  # pragma: no cover
    from buraco_qt.ui.art.card_images import CardImages

#: New sprites one paint of the table makes; the others are made between frames.
SPRITES_PER_PAINT = 3
#: New sprites made at a time between frames.
SPRITES_PER_SLICE = 2
#: How long after the table settled at a new size the sizes it no longer draws are dropped.
SWEEP_AFTER_MS = 300


class SpriteWaiter(Protocol):
    """What waits for its sprite (a card item): told when it is made."""

    def sprite_ready(self) -> None: ...


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
        self._made_this_paint = 0
        #: Sprites to make between frames: (note, height, shadow, pixel ratio) -> who waits for them.
        self._wanted: dict[tuple, list[SpriteWaiter]] = {}
        self._timer: QTimer | None = None
        self._ready: list[SpriteWaiter] = []
        self._sweep_due = False                  # the sizes not drawn since the table settled go, once made

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

    def settled(self) -> None:
        """The table stopped changing size and is painted again: once that paint's sprites are made, the
        sprites and pictures of the sizes it did not draw go (a resize made a set of each per size)."""
        self._sprites.mark()
        self.images.mark_sizes()
        self._sweep_due = True
        QTimer.singleShot(SWEEP_AFTER_MS, self._sweep)

    def _sweep(self) -> None:
        if not self._sweep_due or self._wanted:        # sprites still to make: swept once they are
            return
        self._sweep_due = False
        if self._sprites.forget_unused() + self.images.forget_unused_sizes():
            heap_trim.release()

    def width(self, height: float) -> float:
        """The logical width of a card `height` pixels tall."""
        return card_width(height, self.aspect)

    def pixmap(self, note: str, height: float, dpr: float | None = None) -> QPixmap:
        """The bare card pixmap (no shadow)."""
        return self.images.pixmap(note, max(1, round(height)), dpr or self.dpr)

    @property
    def sharp(self) -> bool:
        """True when every card is painted from a sprite of its own size (none scaled meanwhile)."""
        return not self.fast and not self._wanted

    def begin_paint(self) -> None:
        """The table is about to be painted: its new sprites count from here (`SPRITES_PER_PAINT`)."""
        self._made_this_paint = 0

    def sprite(self, note: str, height: float, shadow: bool, waiter: SpriteWaiter | None = None,
               flying: bool = False) -> tuple[QPixmap, QRectF]:
        """(pixmap, where it goes in item coordinates) for a card `height` pixels tall.

        With a `waiter`, a card `flying` (drawn scaled anyway) or one beyond this paint's share of new
        sprites may get its sprite of another size instead: the waiter is told (`sprite_ready`) when
        its own is made."""
        h = max(1, round(height))
        size, key = (h, self.dpr), (note, shadow)
        found = self._sprites.get(size, key)
        if found is None:
            stale = self._last.get(key)
            if stale is not None and self.fast:
                return stale[0], self._target(h, shadow)
            if stale is not None and waiter is not None and (flying or self._made_this_paint >= SPRITES_PER_PAINT):
                self._wait_for((note, h, shadow, self.dpr), waiter)
                return stale[0], self._target(h, shadow)
            found = self._made(note, h, shadow)
        self._last[key] = found
        return found

    def _made(self, note: str, h: int, shadow: bool) -> tuple[QPixmap, QRectF]:
        found = self._make(note, h, shadow)
        self._sprites.put((h, self.dpr), (note, shadow), found)
        self._made_this_paint += 1
        return found

    def _wait_for(self, wanted: tuple, waiter: SpriteWaiter) -> None:
        self._wanted.setdefault(wanted, []).append(waiter)
        if self._timer is None:
            self._timer = QTimer()
            self._timer.setInterval(0)
            self._timer.timeout.connect(self._make_wanted)
        if not self._timer.isActive():
            self._timer.start()

    def _make_wanted(self) -> None:
        """Between frames: make a few of the sprites cards wait for; when all are made, repaint the cards."""
        for _ in range(SPRITES_PER_SLICE):
            if not self._wanted:
                break
            note, h, shadow, dpr = wanted = next(iter(self._wanted))
            if dpr == self.dpr and self._sprites.get((h, dpr), (note, shadow)) is None:
                self._made(note, h, shadow)
            waiters = self._wanted.pop(wanted)
            self._ready.extend(waiters)
        if not self._wanted:
            self._timer.stop()
            ready, self._ready = self._ready, []
            for waiter in ready:
                waiter.sprite_ready()
            if self._sweep_due:
                QTimer.singleShot(SWEEP_AFTER_MS, self._sweep)     # once the cards are painted sharp
            else:
                heap_trim.release()          # the sprites of the sizes no longer shown went: their pages too

    def make_wanted_now(self) -> None:
        """Make every sprite cards wait for now, and repaint those cards (a screenshot, a test)."""
        while self._wanted:
            self._make_wanted()

    def cache_size(self) -> int:
        """How many sprites are kept."""
        return len(self._sprites)

    def sizes(self) -> list[tuple]:
        """The sizes whose sprites are kept: (height, pixel ratio), least recently used first."""
        return self._sprites.size_keys()

    def clear_cache(self) -> None:
        """Forget every sprite (another deck; items fetch theirs again when their generation changes)."""
        self._sprites.clear()
        self._last.clear()
        self._wanted.clear()
        self._ready.clear()
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
