"""Items that repaint only when what they paint from has changed: `RepaintOnChange`.

The table writes every label and places every pile after each move; most of them stay as they
were. An item cached as a pixmap (`DeviceCoordinateCache`) that is told to `update()` paints itself
again from scratch (its texts shaped, its panels filled): done for every pile after every move, that
was half of the frame that shows the move. A `RepaintOnChange` item compares its attributes with
those of its last repaint and asks Qt for one only if any differs.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from .card_art import CardArt


def _frozen(value: object) -> object:
    """`value` as it is now, to compare with later: containers and rectangles copied, card art by its
    generation (another deck, size or pixel ratio), any other object by itself."""
    if isinstance(value, (list, tuple)):
        return tuple(_frozen(part) for part in value)
    if isinstance(value, QRectF):
        return QRectF(value)
    if isinstance(value, QPointF):
        return QPointF(value)
    if isinstance(value, CardArt):
        return value.generation
    return value


class RepaintOnChange:
    """A graphics item whose `update()` (whole item) repaints only if one of its attributes changed."""

    _painted_from: tuple | None = None

    def looks(self) -> tuple:
        """What the item paints from: its attributes (and the card art's generation)."""
        return tuple((name, _frozen(value)) for name, value in vars(self).items() if name != "_painted_from")

    def update(self, *area) -> None:
        """Repaint the item if what it paints from changed since its last repaint (an `area`: always)."""
        if not area:
            looks = self.looks()
            if looks == self._painted_from:
                return
            self._painted_from = looks
        super().update(*area)

    def repaint(self) -> None:
        """Repaint the item whatever changed (something outside it changed how it looks)."""
        self._painted_from = None
        self.update()
