"""Items that repaint only when what they paint from has changed: `RepaintOnChange`.

The table writes every label and places every pile after each move; most of them stay as they
were. An item cached as a pixmap (`DeviceCoordinateCache`) that is told to `update()` paints itself
again from scratch (its texts shaped, its panels filled): done for every pile after every move, that
was half of the frame that shows the move. A `RepaintOnChange` item compares its attributes with
those of its last repaint and asks Qt for one only if any differs, and only of the part that shows
them (`area_of`: a team's turn repaints its panel, not its row of melds and all their cards).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from .card_art import CardArt


_AS_THEY_ARE = frozenset((str, int, float, bool, type(None)))


def _frozen(value: object) -> object:
    """`value` as it is now, to compare with later: containers and rectangles copied, card art by its
    generation (another deck, size or pixel ratio), any other object by itself."""
    kind = type(value)
    if kind in _AS_THEY_ARE:
        return value
    if kind is list or kind is tuple:
        return tuple(_frozen(part) for part in value)
    if kind is QRectF:
        return QRectF(value)
    if kind is QPointF:
        return QPointF(value)
    if kind is CardArt:
        return value.generation
    return value


class RepaintOnChange:
    """A graphics item whose `update()` (whole item) repaints only if one of its attributes changed."""

    _painted_from: list | None = None
    #: Attributes of which only the length is painted (a pile's own picture shows whether it has cards,
    #: not which: they paint themselves).
    counted = ("cards",)

    def looks(self) -> list:
        """What the item paints from: its attributes (and the card art's generation)."""
        counted, plain = self.counted, _AS_THEY_ARE
        return [(name, value if type(value) in plain else len(value) if name in counted else _frozen(value))
                for name, value in vars(self).items() if name != "_painted_from"]

    def area_of(self, changed: set[str]) -> QRectF | None:
        """The part of the item that shows the attributes `changed` (None: all of it; an empty rectangle:
        none of it). An item whose panel alone shows whose turn it is says so here."""
        return None

    def update(self, *area) -> None:
        """Repaint the item if what it paints from changed since its last repaint, only the part that
        shows it (`area_of`); an `area` given is repainted whatever changed."""
        if not area:
            looks, before = self.looks(), self._painted_from
            if looks == before:
                return
            self._painted_from = looks
            if before is not None and len(before) == len(looks):
                changed = {name for (name, value), (_, old) in zip(looks, before) if value != old}
                part = self.area_of(changed)
                if part is not None:
                    if not part.isEmpty():
                        super().update(part)
                    return
        super().update(*area)

    def repaint(self) -> None:
        """Repaint the item whatever changed (something outside it changed how it looks)."""
        self._painted_from = None
        self.update()
