"""Items that repaint only when what they paint from has changed: `RepaintOnChange`.

The table writes every label and places every pile after each move; most of them stay as they
were. An item cached as a pixmap (`DeviceCoordinateCache`) that is told to `update()` paints itself
again from scratch (its texts shaped, its panels filled): done for every pile after every move, that
was half of the frame that shows the move. A `RepaintOnChange` item notes which of its attributes
were given another value since its last repaint and asks Qt for one only if any was, and only of
the part that shows them (`area_of`: a team's turn repaints its panel, not its row of melds and all
their cards). Its attributes are given new values, never changed in place (lists and rectangles
are replaced whole), and the card art it draws from counts by its generation (another deck, size or
pixel ratio).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF


class RepaintOnChange:
    """A graphics item whose `update()` (whole item) repaints only what shows the attributes changed."""

    #: Attributes of which only the length is painted (a pile's own picture shows whether it has cards,
    #: not which: they paint themselves).
    counted = ("cards",)

    def __setattr__(self, name: str, value) -> None:
        state = self.__dict__
        if name in state:
            old = state[name]
            same = len(old) == len(value) if name in self.counted else old is value or old == value
            if not same:
                changes = state.get("_changes")
                if changes is not None:
                    changes.add(name)
        super().__setattr__(name, value)

    def changed(self) -> set[str] | None:
        """The attributes given another value since the last repaint (None: never painted, or forced)."""
        changes = self.__dict__.get("_changes")
        art = self.__dict__.get("art")
        if changes is not None and art is not None and self.__dict__.get("_art_generation") != art.generation:
            changes.add("art")
        return changes

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
        changes = self.changed()
        if changes is not None and not changes:
            return
        state = self.__dict__
        state["_changes"] = set()
        art = state.get("art")
        state["_art_generation"] = art.generation if art is not None else None
        part = self.area_of(changes) if changes is not None else None
        if part is None:
            super().update()
        elif not part.isEmpty():
            super().update(part)

    def repaint(self) -> None:
        """Repaint the item whatever changed (something outside it changed how it looks)."""
        self.__dict__["_changes"] = None
        self.update()
