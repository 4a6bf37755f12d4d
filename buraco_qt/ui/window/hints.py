"""Buraco → Hint (H): what the `normal` computer player would do for the person to move.

`HintFinder.ask` says why there is no hint now (hints off, the hand over, not your turn), or asks the
table's face (`TableFace.ask_hint`): the local controller hands the seat's view (the same `SeatView` a
computer seat gets) to the computer players' worker, where a fresh `normal` player chooses, and answers
only if the table has not moved on meanwhile; the face counts each hint shown in its `hints_used`.
The hint is never played: `found` carries the action, the sentence that says it
(`move_sentences.hint_sentence`), the cards of the hand it would play and the piles it goes to
(`hint_marks`), for the table to show.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot

from buraco_qt import rules as R
from buraco_qt.session.snapshot import TableSnapshot
from buraco_qt.text.move_sentences import hint_sentence
from buraco_qt.ui.table.pile_id import DISCARD, NEW_MELD, STOCK, PileId

if TYPE_CHECKING:  # pragma: no cover
    from buraco_qt.session.table_face import TableFace

translate = QCoreApplication.translate


@dataclass(frozen=True)
class Hint:
    """A move the computer would make for `seat`, in words and as marks on the table."""

    seat: int
    action: R.Action
    text: str                    # "Add 9♣ to your run of clubs"
    cards: tuple[R.Card, ...]    # the hand cards it plays
    piles: tuple[PileId, ...]    # the piles it goes to: the stock, the discard pile, New meld, a meld


class HintFinder(QObject):
    """Asks for hints for the person to move and shows the answers the table has not moved past."""

    #: A hint for the position on the table now.
    found = Signal(object)
    #: No hint now, and why (translated): not your turn, hints turned off.
    refused = Signal(str)

    def __init__(self, controller: TableFace, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        #: Settings → hints: False refuses every request.
        self.enabled = True
        self._asked = False                     # a hint is awaited for the position on the table
        controller.hintFound.connect(self._on_answer)
        controller.published.connect(self._on_state)

    def follow(self, controller: TableFace) -> None:
        """Ask `controller` for hints from now on (the window changed its face); a hint awaited is forgotten."""
        self.controller.hintFound.disconnect(self._on_answer)
        self.controller.published.disconnect(self._on_state)
        self.controller = controller
        self._asked = False
        controller.hintFound.connect(self._on_answer)
        controller.published.connect(self._on_state)

    @property
    def busy(self) -> bool:
        """True while a hint is being looked for."""
        return self._asked

    def ask(self) -> bool:
        """Look for a hint for the person to move (`found` follows), or say why not (`refused`)."""
        c = self.controller
        g = c.snapshot
        if not self.enabled:
            self.refused.emit(translate("Table", "Hints are turned off in Settings"))
            return False
        if g.phase in ("hand_over", "match_over"):
            self.refused.emit(translate("Table", "No hint now: the hand is over"))
            return False
        self._asked = True                      # before asking: a face may answer at once
        if not c.ask_hint():
            self._asked = False
            self.refused.emit(translate("Table", "A hint is for your turn: {name} is playing").format(
                name=g.names[g.seat_to_move]))
            return False
        return True

    def shutdown(self) -> None:
        """Forget the hint being looked for (the window closes)."""
        self._asked = False

    @Slot(object)
    def _on_state(self, _shown) -> None:
        self._asked = False

    @Slot(int, object)
    def _on_answer(self, seat: int, action: R.Action) -> None:
        shown = self.controller.snapshot
        if not self._asked or shown.seat_to_move != seat:
            return
        self._asked = False
        cards, piles = hint_marks(shown, seat, action)
        self.found.emit(Hint(seat, action, hint_sentence(shown, seat, action), cards, piles))


# ----- the hint on the table ---------------------------------------------------------------------

def hint_marks(game: TableSnapshot | R.Game, seat: int,
               action: R.Action) -> tuple[tuple[R.Card, ...], tuple[PileId, ...]]:
    """The hand cards `action` plays and the piles it goes to."""
    team = game.team_of(seat)
    if isinstance(action, R.Draw):
        return (), (STOCK,)
    if isinstance(action, R.TakePile):
        piles = (DISCARD,) if action.target is None else (DISCARD, PileId.meld(team, action.target))
        return tuple(action.cards), piles
    if isinstance(action, R.NewMeld):
        return tuple(action.cards), (NEW_MELD,)
    if isinstance(action, R.AddToMeld):
        return tuple(action.cards), (PileId.meld(team, action.target),)
    if isinstance(action, R.Discard):
        return (action.card,), (DISCARD,)
    if isinstance(action, (R.Redraw, R.EndHand)):
        return (), (STOCK,)
    return (), ()
