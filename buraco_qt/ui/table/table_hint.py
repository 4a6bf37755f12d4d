"""A hint on the table (Buraco → Hint): the cards it would play get a ring and an arrow in the hint's
colour (they stay in the row: a lifted card is a selected one), and the pile or meld they go to
glows in that colour. Never a move: `clear` takes it all back, and the table clears it at the next
state, press or Escape."""

from __future__ import annotations

from typing import TYPE_CHECKING

from buraco_qt.ui.table.pile_id import PileId
from buraco_qt.ui.table.pile_items import HandItem, PileItem

if TYPE_CHECKING:  # pragma: no cover
    from buraco_qt.ui.window.hints import Hint


class TableHint:
    """Shows one `Hint` on the piles (by id in `piles`, shared with the scene)."""

    def __init__(self, piles: dict[PileId, PileItem]) -> None:
        self.piles = piles
        #: The hint on the table now (None: none).
        self.shown: Hint | None = None
        self._lit: list[PileItem] = []
        self._marked: list = []          # the cards it marked

    def show(self, hint: Hint, hand: HandItem) -> None:
        """Mark the cards of `hint` in `hand`, light the piles it goes to."""
        self.clear()
        self.shown = hint
        wanted = list(hint.cards)
        for card in hand.cards:
            if card.card in wanted:
                wanted.remove(card.card)
                card.hinted = True
                self._marked.append(card)
        for pile_id in hint.piles:
            pile = self.piles.get(pile_id)
            if pile is not None and pile.scene() is not None:
                pile.set_lit(True, hot=True, hint=True)
                self._lit.append(pile)

    def clear(self) -> bool:
        """Take the hint off the table; True if there was one."""
        shown = self.shown is not None
        self.shown = None
        for card in self._marked:
            card.hinted = False
        self._marked = []
        for pile in self._lit:
            pile.set_lit(False)
        self._lit = []
        return shown
