"""Buraco → Hint (H): what the `normal` computer player would do for the person to move.

`HintFinder.ask` hands the seat's view (the same `SeatView` a computer seat gets) to the computer
players' worker (`controller.computer_players`), where a fresh `normal` player chooses its next
action; the answer is used only if the table has not moved on meanwhile (any new state makes it stale).
The hint is never played: `found` carries the action, the sentence that says it (`move_sentences.hint_sentence`), the
cards of the hand it would play and the piles it goes to (`hint_marks`), for the table to show.
Each hint shown counts once per position in `controller.hints_used` (per seat, for the match).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot

from buraco_qt import rules as R
from buraco_qt.session.controller import GameController
from buraco_qt.text.move_sentences import hint_sentence
from buraco_qt.session.snapshot import TableSnapshot


translate = QCoreApplication.translate

#: The level whose choice the hint shows.
HINT_LEVEL = "normal"


@dataclass(frozen=True)
class Hint:
    """A move the computer would make for `seat`, in words and as marks on the table."""

    seat: int
    action: R.Action
    text: str                    # "Add 9♣ to your run of clubs"
    cards: tuple[str, ...]       # notations of the hand cards it plays
    piles: tuple[str, ...]       # the piles it goes to: "stock", "discard", "new-meld", "meld:<team>:<index>"
    think_ms: float              # how long the computer player took


class HintFinder(QObject):
    """Finds hints off the GUI thread for the person to move; drops answers the table has moved past."""

    #: A hint for the position on the table now.
    found = Signal(object)
    #: No hint now, and why (translated): not your turn, hints turned off.
    refused = Signal(str)

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        #: Settings → hints: False refuses every request.
        self.enabled = True
        controller.computer_players.answered.connect(self._on_answer)
        self._asks = 0
        self._state = 0                         # bumped by every new state: older answers are stale
        self._pending: tuple[int, int, int] | None = None     # (ask, state, seat)
        self._counted: tuple[int, int] | None = None          # (state, seat) of the last hint counted
        controller.published.connect(self._on_state)

    @property
    def busy(self) -> bool:
        """True while a hint is being looked for."""
        return self._pending is not None

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
        if not c.can_act():
            self.refused.emit(translate("Table", "A hint is for your turn: {name} is playing").format(
                name=g.names[g.seat_to_move]))
            return False
        seat = g.seat_to_move
        self._asks += 1
        self._pending = (self._asks, self._state, seat)
        self.controller.computer_players.ask("hint", self._asks, HINT_LEVEL, seat, c.view_for_hint(), fresh=True)
        return True

    def shutdown(self) -> None:
        """Forget the hint being looked for (the window closes; the controller ends the worker)."""
        self._pending = None

    @Slot(object)
    def _on_state(self, _shown) -> None:
        self._state += 1
        self._pending = None

    @Slot(str, int, int, str, str, float)
    def _on_answer(self, channel: str, ask: int, _seat: int, text: str, error: str, think_ms: float) -> None:
        pending = self._pending
        if channel != "hint":
            return
        if pending is None or pending[0] != ask or pending[1] != self._state:
            return      # stale: another hint was asked for, or the table moved on
        self._pending = None
        c = self.controller
        shown = c.snapshot
        seat = pending[2]
        if error or not text or not c.can_act() or shown.seat_to_move != seat:
            return
        action = R.parse_action(text)
        if action not in shown.legal:
            return
        cards, piles = hint_marks(shown, seat, action)
        if self._counted != (self._state, seat):
            self._counted = (self._state, seat)
            c.hints_used[seat] += 1
        self.found.emit(Hint(seat, action, hint_sentence(shown, seat, action), cards, piles, think_ms))


# ----- the hint on the table ---------------------------------------------------------------------

def hint_marks(game: TableSnapshot | R.Game, seat: int,
               action: R.Action) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The hand cards `action` plays (notations) and the piles it goes to (object names on the table)."""
    team = game.team_of(seat)
    if isinstance(action, R.Draw):
        return (), ("stock",)
    if isinstance(action, R.TakePile):
        piles = ("discard",) if action.target is None else ("discard", f"meld:{team}:{action.target}")
        return tuple(map(str, action.cards)), piles
    if isinstance(action, R.NewMeld):
        return tuple(map(str, action.cards)), ("new-meld",)
    if isinstance(action, R.AddToMeld):
        return tuple(map(str, action.cards)), (f"meld:{team}:{action.target}",)
    if isinstance(action, R.Discard):
        return (str(action.card),), ("discard",)
    if isinstance(action, (R.Redraw, R.EndHand)):
        return (), ("stock",)
    return (), ()
