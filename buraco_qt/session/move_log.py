"""The moves of the hand being played, as a player remembers them: derived from the engine's own log.

`HandLog.sync(game)` replays the match's action log (`Game.log`) from its start (`Game.restart`: its
seed, first deal and starter) on a copy of its own, one new action at a time, and keeps the `Outcome`
of every move of the current hand; so the list always equals the engine's, and a match resumed from a
file has its hand's moves back. A table known only by its snapshots (another computer's: online) is
followed from them instead (`follow`). What of them everyone at the table saw, and the words, are the
describer's (`text/move_sentences.py`), shown by the window (ui/dialogs/move_log_window.py).
No Qt here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from buraco_qt import rules as R

if TYPE_CHECKING:  # pragma: no cover
    from buraco_qt.session.snapshot import TableSnapshot


class HandLog:
    """The outcomes of the current hand's moves, replayed from a match's log."""

    def __init__(self) -> None:
        self._replica: R.Game | None = None
        self._key: tuple[Any, ...] = ()
        self._moves: list[R.Outcome] = []
        self._last: R.Outcome | None = None       # the move of the last snapshot followed
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

    def follow(self, shown: TableSnapshot) -> bool:
        """Catch up with a table known only by its snapshots: the move `shown` carries, if it is new (the
        moves before the first snapshot followed are not known); True if anything changed."""
        outcome = shown.outcome
        if self._key != ("followed",):
            self._key = ("followed",)
            self._replica = None
            self._moves = []
            self.complete = outcome is not None and outcome.dealt
            self.hand_number, self.starter = shown.hand_number, shown.seat_to_move
            self._last = outcome
            return True
        if outcome is None or outcome is self._last:
            return False
        self._last = outcome
        if outcome.dealt:
            self._moves = []
            self.complete = True
            self.hand_number, self.starter = shown.hand_number, shown.seat_to_move
        else:
            self._moves.append(outcome)
        return True

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
        self._moves.append(outcome)
        return True

    def _matches(self, game: R.Game) -> bool:
        replica = self._replica
        return (replica is not None and replica.hand_number == game.hand_number and replica.phase == game.phase
                and replica.hands == game.hands and replica.discard == game.discard and replica.melds == game.melds
                and replica.seat_to_move == game.seat_to_move)

    def outcomes(self) -> list[R.Outcome]:
        """The outcomes of this hand's moves, oldest first."""
        return list(self._moves)
