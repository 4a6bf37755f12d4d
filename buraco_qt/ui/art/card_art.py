"""Card art for the table: each card as a sprite with its soft shadow baked in, one per size.

`card_images.CardImages` renders the faces and backs from SVG; `CardArt` turns them into the
pixmaps the card items paint (with the shadow, at the view's pixel ratio), kept for the sizes in use.

Making a sprite takes from a fifth of a millisecond (its shadow laid under a picture already drawn)
to a millisecond (its SVG parsed and rendered too). When a move makes a row of melds a few pixels
smaller, all of its cards want new sprites at once: made in the paint that shows the move, they held
the table up for 20 ms, and even a few of them made the first frame of a move the longest of all. So
a paint makes a sprite only for a card never drawn before (it has nothing else to be drawn from): a
card that was drawn before at another size, or with or without its shadow, is painted meanwhile
from that sprite, scaled, and its own is made between frames, one piece in each pass of the event
loop (its picture drawn from SVG in one, its shadow laid under it in the next); then the card is
painted again, sharp.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QPointF, QRectF, QTimer
from PySide6.QtGui import QPainter, QPixmap

from buraco_qt import rules as R
from buraco_qt.platform import heap_trim
from buraco_qt.ui.art import theme
from buraco_qt.ui.art.card_images import SizeCache
from buraco_qt.ui.table.table_layout import card_width

if TYPE_CHECKING:  # pragma: no cover
    from buraco_qt.ui.art.card_images import CardImages

#: How long after the table settled at a new size the sizes it no longer draws are dropped.
SWEEP_AFTER_MS = 300


@functools.cache
def _notes() -> tuple[str, ...]:
    """Every card's notation on the table (a face of each rank and suit, the joker)."""
    return tuple(dict.fromkeys(str(card) for card in R.build_deck(1, 1)))


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

    def __init__(self, images: CardImages) -> None:
        self.images = images
        self.aspect = images.aspect_ratio
        self.dpr = 1.0
        self.fast = False
        self.generation = 0
        self._sprites: SizeCache[tuple, tuple[QPixmap, QRectF]] = SizeCache()   # the recent sizes only
        self._last: dict[tuple, tuple[QPixmap, QRectF]] = {}
        #: Sprites to make between frames: (note, height, shadow, pixel ratio) -> who waits for them.
        self._wanted: dict[tuple, list[SpriteWaiter]] = {}
        self._timer: QTimer | None = None
        self._ready: list[SpriteWaiter] = []
        self._sweep_due = False                  # the sizes not drawn since the table settled go, once made
        self._dropped = 0                        # sizes dropped (of sprites and pictures) when the heap
                                                 # was last trimmed
        self._spares: list[str] = []             # cards to give a sprite when nothing waits (`prepare`)
        self._spares_listed = False
        self._spare_height = 0

    def use(self, images: CardImages) -> None:
        """Draw from another deck, back or colour scheme: every sprite is made again."""
        self.images = images
        self.aspect = images.aspect_ratio
        self.clear_cache()

    def set_dpr(self, dpr: float) -> None:
        if dpr != self.dpr:
            self.dpr = dpr
            self.generation += 1

    def set_fast(self, fast: bool) -> None:
        """While the window is resized (`fast`), every card is drawn from a sprite it has and none is made:
        those cards waited for, of the sizes before, are not made afterwards (their sizes would stay)."""
        if fast != self.fast:
            self.fast = fast
            self.generation += 1                 # every card fetches its sprite again
            if fast:
                self._wanted.clear()
                self._ready.clear()
                if self._timer is not None:
                    self._timer.stop()
            elif self._spares:
                self._start()

    def settled(self) -> None:
        """The table stopped changing size and is painted again: once that paint's sprites are made, the
        sprites and pictures of the sizes it did not draw go (a resize made a set of each per size)."""
        self._sprites.mark()
        self.images.mark_sizes()
        self._sweep_due = True
        QTimer.singleShot(SWEEP_AFTER_MS, self._sweep)

    def _sweep(self) -> None:
        if not self._sweep_due or self._wanted or self._spares:     # sprites still to make: swept once they are
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
    def prepared(self) -> bool:
        """True once every card of the deck has a sprite to be drawn from (`prepare`)."""
        return self._spares_listed and not self._spares

    @property
    def sharp(self) -> bool:
        """True when every card is painted from a sprite of its own size (none scaled meanwhile)."""
        return not self.fast and not self._wanted

    def sprite(self, note: str, height: float, shadow: bool,
               waiter: SpriteWaiter | None = None) -> tuple[QPixmap, QRectF]:
        """(pixmap, where it goes in item coordinates) for a card `height` pixels tall.

        With a `waiter`, a card drawn before (at another size, or with or without its shadow) gets
        that sprite meanwhile: the waiter is told (`sprite_ready`) when its own is made."""
        h = max(1, round(height))
        size, key = (h, self.dpr), (note, shadow)
        found = self._sprites.get(size, key)
        if found is None:
            stand_in, its_shadow = self._last.get(key), shadow
            if stand_in is None:
                stand_in, its_shadow = self._last.get((note, not shadow)), not shadow
            if stand_in is not None and (self.fast or waiter is not None):
                if not self.fast:
                    self._wait_for((note, h, shadow, self.dpr), waiter)
                return stand_in[0], self._target(h, its_shadow)
            found = self._made(note, h, shadow)
        self._last[key] = found
        return found

    def _made(self, note: str, h: int, shadow: bool) -> tuple[QPixmap, QRectF]:
        found = self._make(note, h, shadow)
        self._sprites.put((h, self.dpr), (note, shadow), found)
        return found

    def prepare(self, height: float) -> None:
        """Give every card of the deck that was never drawn a sprite `height` pixels tall (with its shadow;
        the melds' size, asked again at every layout), between frames when no card waits for its own: a
        card first seen in a move (from a computer's hand) is then drawn from it while its own is made,
        not made in the paint that shows the move."""
        self._spare_height = max(1, round(height))
        if not self._spares_listed:
            self._spares_listed = True
            self._spares = [note for note in _notes() if (note, True) not in self._last
                            and (note, False) not in self._last]
            if self._spares:
                self._start()

    def _wait_for(self, wanted: tuple, waiter: SpriteWaiter) -> None:
        self._wanted.setdefault(wanted, []).append(waiter)
        self._start()

    def _start(self) -> None:
        if self._timer is None:
            self._timer = QTimer()
            self._timer.setInterval(0)
            self._timer.timeout.connect(self._make_wanted)
        if not self._timer.isActive():
            self._timer.start()

    def _make_wanted(self) -> None:
        """Between frames: make one of the sprites cards wait for (when all are made, repaint those cards),
        else one of the spare ones (`prepare`)."""
        if not self._wanted:
            self._make_spare()
            return
        note, h, shadow, dpr = wanted = next(iter(self._wanted))
        if dpr == self.dpr and self._sprites.get((h, dpr), (note, shadow)) is None:
            if self._picture_first(note, h, shadow):
                return
            self._made(note, h, shadow)
        self._ready.extend(self._wanted.pop(wanted))
        if not self._wanted:
            if not self._spares:
                self._timer.stop()
            ready, self._ready = self._ready, []
            for waiter in ready:
                waiter.sprite_ready()
            dropped = self._sprites.dropped + self.images.sizes_dropped
            if self._sweep_due:
                QTimer.singleShot(SWEEP_AFTER_MS, self._sweep)     # once the cards are painted sharp
            elif dropped != self._dropped:   # sizes no longer shown went: their pages too, in a pass of its own
                self._dropped = dropped
                QTimer.singleShot(0, heap_trim.release)

    def _picture_first(self, note: str, h: int, shadow: bool) -> bool:
        """Render the card's picture alone if it is not yet (its SVG parsed and drawn: True), so that the
        slice that lays its shadow under it is another: each is half as long."""
        if not shadow or self.images.has_pixmap(note, h, self.dpr):
            return False
        self.images.pixmap(note, h, self.dpr)
        return True

    def _make_spare(self) -> None:
        while self._spares:
            note = self._spares[-1]
            if (note, True) in self._last or (note, False) in self._last:
                self._spares.pop()
                continue
            if not self._picture_first(note, self._spare_height, True):
                self._spares.pop()
                self._last[(note, True)] = self._made(note, self._spare_height, True)
            break
        if not self._spares:
            self._timer.stop()
            if self._sweep_due:
                QTimer.singleShot(SWEEP_AFTER_MS, self._sweep)

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
        self._spares.clear()
        self._spares_listed = False
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
