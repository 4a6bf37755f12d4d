"""Buraco → Hint (H): what the `normal` computer player would do for the person to move.

`HintFinder.ask` hands the seat's view (the same `SeatView` a computer seat gets) to the computer
players' worker (`controller.computer_players`), where a fresh `normal` player chooses its next
action; the answer is used only if the table has not moved on meanwhile (any new state makes it stale).
The hint is never played: `found` carries the action, the sentence that says it (`hint_text`), the
cards of the hand it would play and the piles it goes to (`hint_marks`), for the table to show.
Each hint shown counts once per position in `controller.hints_used` (per seat, for the match).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot

from buraco_qt import rules as R
from buraco_qt.session.controller import GameController
from buraco_qt.text.move_words import SUIT_NAMES, card_text, cards_text, set_rank_word
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
        self.found.emit(Hint(seat, action, hint_text(shown, seat, action), cards, piles, think_ms))


# ----- the hint on the table and in words --------------------------------------------------------

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


def hint_text(game: TableSnapshot | R.Game, seat: int, action: R.Action) -> str:
    """`action` said as advice to the person in `seat`: "Add 9♣ to your run of clubs"."""
    team = game.team_of(seat)
    if isinstance(action, R.Draw):
        return translate("Table", "Draw from the stock")
    if isinstance(action, R.TakePile):
        if action.target is not None:
            return _meld_sentence(game.melds[team][action.target], card_text(game.discard[-1]), taking=True)
        if action.cards:
            return translate("Table", "Take the discard pile with {cards}").format(cards=cards_text(action.cards))
        return translate("Table", "Take the discard pile")
    if isinstance(action, R.NewMeld):
        try:
            shown = R.build_meld(action.cards, game.variant).cards
        except R.MeldError:
            shown = action.cards
        return translate("Table", "Lay down {cards}").format(cards=cards_text(shown))
    if isinstance(action, R.AddToMeld):
        return _meld_sentence(game.melds[team][action.target], cards_text(action.cards), taking=False)
    if isinstance(action, R.Discard):
        if opponents_cannot_use(game, seat, action.card):
            return translate("Table", "Discard {card}: it fits none of the opponents' melds").format(
                card=card_text(action.card))
        return translate("Table", "Discard {card}").format(card=card_text(action.card))
    if isinstance(action, R.Redraw):
        return translate("Table", "Exchange the first card drawn")
    if isinstance(action, R.EndHand):
        return translate("Table", "End the hand: the stock is empty")
    return translate("Table", "Take back your last play")


def _meld_sentence(meld: R.Meld, cards: str, *, taking: bool) -> str:
    """Cards going onto one of your team's melds, said by the meld's kind."""
    if meld.kind == "run":
        suit = translate("Cards", SUIT_NAMES[meld.suit])
        if taking:
            return translate("Table", "Take the discard pile and add {cards} to your run of {suit}").format(
                cards=cards, suit=suit)
        return translate("Table", "Add {cards} to your run of {suit}").format(cards=cards, suit=suit)
    if meld.kind == "set":
        rank = set_rank_word(meld.rank)
        if taking:
            return translate("Table", "Take the discard pile and add {cards} to your set of {rank}").format(
                cards=cards, rank=rank)
        return translate("Table", "Add {cards} to your set of {rank}").format(cards=cards, rank=rank)
    if taking:
        return translate("Table", "Take the discard pile and add {cards} to your meld of wild cards").format(
            cards=cards)
    return translate("Table", "Add {cards} to your meld of wild cards").format(cards=cards)


def opponents_cannot_use(game: TableSnapshot | R.Game, seat: int, card: R.Card) -> bool:
    """True if the other team has melds on the table and `card` fits none of them (the rules say so).

    Whether they could take the pile with it from their hands is not known, and not claimed."""
    melds = game.melds[1 - game.team_of(seat)]
    if not melds:
        return False
    for meld in melds:
        try:
            meld.extend([card])
        except R.MeldError:
            continue
        return False
    return True
