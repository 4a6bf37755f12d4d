"""Items that repaint only when what they paint from has changed: `RepaintOnChange`.

The table writes every label and places every pile after each move; most of them stay as they
were. An item cached as a pixmap (`DeviceCoordinateCache`) that is told to `update()` paints itself
again from scratch (its texts shaped, its panels filled): done for every pile after every move, that
was half of the frame that shows the move. A `RepaintOnChange` item compares its attributes with
those of its last repaint and asks Qt for one only if any differs, and only of the part that shows
them (`area_of`: a team's turn repaints its panel, not its row of melds and all their cards).

Its attributes are given new values, never changed in place (lists and rectangles are replaced
whole), so the values of the last repaint are kept as they are and compared in one go; the card
art it draws from counts by its generation (another deck, size or pixel ratio).
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from operator import attrgetter

from PySide6.QtCore import QRectF, SignalInstance

_OWN = ("_painted_from", "_painted_names", "_placed", "_tip", "_tip_of")      # what its look does not depend on
_held: dict | None = None          # the items whose repaint waits (`held`), in order


@contextlib.contextmanager
def held(into: dict | None = None) -> Iterator[dict]:
    """While inside, `RepaintOnChange.update()` (the whole item) only notes what it would repaint, in
    the dict it gives: item -> part (None: all of it), in order (`into`: one given before, added to);
    the caller asks each for it afterwards (`repaint_part`)."""
    global _held
    outer, _held = _held, ({} if into is None else into)
    try:
        yield _held
    finally:
        _held = outer


class RepaintOnChange:
    """A graphics item whose `update()` (whole item) repaints only what shows the attributes changed."""

    _painted_from: tuple | None = None
    _painted_names: tuple[int, tuple[str, ...], attrgetter] | None = None

    def _looks(self) -> tuple[tuple[str, ...], tuple]:
        """The item's attribute names and their values now (the card art by its generation)."""
        state = self.__dict__
        known = self._painted_names
        if known is None or known[0] != len(state):        # attributes are added, never taken away
            names = tuple(name for name, value in state.items()     # not the Qt signals PySide keeps there
                          if name not in _OWN and not isinstance(value, SignalInstance))
            known = self._painted_names = (len(state), names, attrgetter(*names))
        values = known[2](self) if len(known[1]) > 1 else (known[2](self),)
        art = state.get("art")
        if art is not None:
            values = (*values, art.generation)
        return known[1], values

    def area_of(self, changed: set[str]) -> QRectF | None:
        """The part of the item that shows the attributes `changed` (None: all of it; an empty rectangle:
        none of it). An item whose panel alone shows whose turn it is says so here."""
        return None

    def update(self, *area) -> None:
        """Repaint the item if what it paints from changed since its last repaint, only the part that
        shows it (`area_of`); an `area` given is repainted whatever changed."""
        if area:
            super().update(*area)
            return
        names, values = self._looks()
        before = self._painted_from
        if before is not None and before[1] == values:
            return
        self._painted_from = (names, values)
        part = None
        if before is not None and before[0] == names and len(before[1]) == len(values):
            changed = {name for name, old, new in zip(names, before[1], values) if old is not new and old != new}
            if len(values) > len(names) and before[1][-1] != values[-1]:
                changed.add("art")
            part = self.area_of(changed)
        if part is not None and part.isEmpty():
            return
        if _held is None:
            self.repaint_part(part)
        elif self in _held:                     # asked twice while held: both parts
            earlier = _held[self]
            _held[self] = None if earlier is None or part is None else earlier.united(part)
        else:
            _held[self] = part

    def repaint_part(self, part: QRectF | None) -> None:
        """Repaint `part` of the item now (None: all of it), whatever changed."""
        if part is None:
            super().update()
        else:
            super().update(part)

    def repaint(self) -> None:
        """Repaint the item whatever changed (something outside it changed how it looks)."""
        self._painted_from = None
        self.update()
