"""The moves of the hand being played, as a player remembers them: derived from the engine's own log.

`HandLog.sync(game)` replays the match's action log (`Game.log`) from its start (`Game.restart`: its
seed, first deal and starter) on a copy of its own, one new action at a time, and keeps the `Outcome`
of every move of the current hand; so the list always equals the engine's, and a match resumed from
a file has its hand's moves back. `entries`
turns those outcomes into `Entry`s that hold only what everyone at the table saw: a card drawn from
the stock, and the cards of a reserve, are left out unless they belong to the one seat allowed to see
them (`viewer`). No Qt here; the words are the window's (ui/dialogs/move_log_window.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from buraco_qt import rules as R

START, DRAW, TAKE, REDRAW, MELD, ADD, DISCARD, UNDO, END = (
    "start", "draw", "take", "redraw", "meld", "add", "discard", "undo", "end")
_KINDS = {R.Draw: DRAW, R.TakePile: TAKE, R.Redraw: REDRAW, R.NewMeld: MELD, R.AddToMeld: ADD,
          R.Discard: DISCARD, R.Undo: UNDO, R.EndHand: END}


@dataclass(frozen=True)
class Entry:
    """One move of the hand as the table saw it: who, what kind, the cards everyone saw."""

    seat: int
    kind: str                             # START (the deal: `seat` starts), DRAW, TAKE, MELD, ADD...
    cards: tuple[R.Card, ...] = ()        # the public cards: the pile taken, laid, added, discarded
    drawn: tuple[R.Card, ...] = ()        # a card drawn from the stock: only when `viewer` drew it
    meld: tuple[R.Card, ...] = ()         # the meld made or extended, as it stood after the move
    meld_index: int | None = None         # its index among the team's melds when it was laid
    onto: R.Meld | None = None            # the meld cards were added to (not a new one), as it stood after
    added: tuple[R.Card, ...] = ()        # the cards that went onto the meld (a take: the top card too)
    canastas: int = 0
    reserve_taken: bool = False           # the mover took the team's reserve (its cards stay hidden)
    reserve_to_stock: bool = False        # a reserve became the stock
    went_out: int | None = None           # the seat that went out
    points: tuple[int, int] | None = None  # the hand's points per team, when the move ended the hand
    action: str = ""                      # the engine's text of the action (as in `Game.log`)


@dataclass(frozen=True)
class _Move:
    outcome: R.Outcome
    points: tuple[int, int] | None


def entry(outcome: R.Outcome, points: tuple[int, int] | None = None, viewer: int | None = None) -> Entry:
    """The `Entry` of one move; the cards drawn from the stock only if `viewer` is the seat that drew."""
    action, seat = outcome.action, outcome.seat
    kind = _KINDS.get(type(action), START)
    cards: tuple[R.Card, ...] = ()
    added: tuple[R.Card, ...] = ()
    if kind == TAKE:
        cards = outcome.taken
        if outcome.meld is not None:
            added = (outcome.taken[-1], *action.cards) if isinstance(action, R.TakePile) else ()
    elif kind == MELD:
        added = cards = outcome.meld.cards if outcome.meld is not None else tuple(action.cards)
    elif kind == ADD:
        added = cards = tuple(action.cards)
    elif kind in (DISCARD, REDRAW):
        cards = () if outcome.discarded is None else (outcome.discarded,)
    return Entry(
        seat=seat, kind=kind, cards=cards, drawn=outcome.drawn if seat == viewer else (),
        meld=outcome.meld.cards if outcome.meld is not None else (), meld_index=outcome.meld_index,
        added=added, canastas=outcome.canastas, reserve_taken=outcome.reserve_taken is not None,
        onto=outcome.meld if _extends(action) else None,
        reserve_to_stock=outcome.reserve_to_stock is not None, went_out=outcome.went_out, points=points,
        action=str(action))


def _extends(action: R.Action) -> bool:
    """Whether `action` puts cards onto a meld already on the table (not a new one)."""
    return isinstance(action, R.AddToMeld) or (isinstance(action, R.TakePile) and action.target is not None)


class HandLog:
    """The outcomes of the current hand's moves, replayed from a match's log."""

    def __init__(self) -> None:
        self._replica: R.Game | None = None
        self._key: tuple[Any, ...] = ()
        self._moves: list[_Move] = []
        #: The hand the moves belong to, and the seat that started it.
        self.hand_number = 0
        self.starter = 0
        #: False when the match's log could not be replayed to its state: only the moves seen since.
        self.complete = True

    def sync(self, game: R.Game) -> bool:
        """Catch up with `game` (replaying only the actions not yet seen); True if anything changed."""
        key = (id(game), game.seed, game.players, game.variant, tuple(game.start_totals), tuple(game.deals[:1]))
        replica = self._replica
        if (replica is None or key != self._key or len(game.log) < len(replica.log)
                or game.log[:len(replica.log)] != replica.log):
            self._rebuild(game, key)
            return True
        new = game.log[len(replica.log):]
        for text in new:
            if not self._apply(text):
                self._rebuild(game, key)
                return True
        if new and not self._matches(game):
            self._rebuild(game, key)
        return bool(new)

    def _rebuild(self, game: R.Game, key: tuple[Any, ...]) -> None:
        self._key = key
        self._moves = []
        self.complete = True
        try:
            self._replica = game.restart()
        except (TypeError, ValueError):
            self._replica = None
        self._begin_hand()
        if self._replica is not None and all(self._apply(text) for text in game.log) and self._matches(game):
            return
        # a match whose log does not lead to its state (made mid-hand): follow it from here on
        self._replica = game.copy()
        self._moves = []
        self.complete = False
        self._begin_hand()

    def _begin_hand(self) -> None:
        replica = self._replica
        self._moves = []
        if replica is not None:
            self.hand_number = replica.hand_number
            self.starter = replica.starter

    def _apply(self, text: str) -> bool:
        replica = self._replica
        if replica is None:
            return False
        try:
            outcome = replica.apply(text)
        except (R.IllegalAction, ValueError):
            return False
        if outcome.dealt:
            self._begin_hand()
            return True
        points = tuple(replica.history[-1]) if outcome.hand_ended and replica.history else None
        self._moves.append(_Move(outcome, points))
        return True

    def _matches(self, game: R.Game) -> bool:
        replica = self._replica
        return (replica is not None and replica.hand_number == game.hand_number and replica.phase == game.phase
                and replica.hands == game.hands and replica.discard == game.discard and replica.melds == game.melds
                and replica.seat_to_move == game.seat_to_move)

    def outcomes(self) -> list[R.Outcome]:
        """The outcomes of this hand's moves, oldest first."""
        return [move.outcome for move in self._moves]

    def entries(self, viewer: int | None = None) -> list[Entry]:
        """This hand's entries, oldest first: the deal (who starts), then one per move.

        `viewer`: the seat whose draws from the stock are written (None: nobody's)."""
        return [Entry(self.starter, START)] + [entry(move.outcome, move.points, viewer) for move in self._moves]
