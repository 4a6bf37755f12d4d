"""No computer seat can stall the table: the controller checks every answer of a computer player.

A computer seat's answer is used only when it is legal and moves the game on. Undo is a person's
tool: a computer seat's Undo is replaced by a move forward, unless Undo is the only legal move.
An answer that is missing, unreadable, illegal or an exception is replaced by a legal move that
makes progress (draw, discard, take the pile, end the hand, else any other legal move).

Should a seat still come back to a position it has already decided in during the same turn (a
cycle through Undo), the guard plays the rest of that turn itself: discard if it may, else moves
that lead to positions not yet seen this turn, else Undo back towards the start of the turn, where
a discard is allowed. And should the whole table come back to a position of this hand at the start
of a turn (two seats taking a one-card pile and discarding it again, for ever), the seat draws from
the stock: the stock only shrinks, so every hand ends. Pure Python over the rules: no Qt.
"""

from __future__ import annotations

from buraco_qt import rules as R

#: Moves that always move a turn on: they end it or pass its draw.
PROGRESS = (R.Draw, R.Discard, R.TakePile, R.EndHand)


def position(game: R.Game) -> tuple:
    """What a seat can change in its turn: its hand, its team's table, the piles' sizes."""
    seat = game.seat_to_move
    team = game.team_of(seat)
    return (game.hand_number, seat, game.phase, tuple(sorted(str(c) for c in game.hands[seat])),
            tuple(tuple(str(c) for c in m.cards) for m in game.melds[team]), len(game.closed[team]),
            len(game.discard), len(game.stock), tuple(r is None for r in game.reserves))


def table_position(game: R.Game) -> tuple:
    """The whole table at the start of a turn: every hand, the discard pile, the stock's size, the melds."""
    return (game.seat_to_move, tuple(tuple(sorted(str(c) for c in hand)) for hand in game.hands),
            tuple(str(c) for c in game.discard), len(game.stock),
            tuple(tuple(tuple(str(c) for c in m.cards) for m in team) for team in game.melds),
            tuple(len(team) for team in game.closed), tuple(r is None for r in game.reserves))


def fallback(legal: list[R.Action]) -> R.Action | None:
    """A legal move that moves the game on (the computer players' own `progressing_move`: draw, end
    the hand, take the pile, discard); else any legal move but Undo; Undo only when nothing else is
    legal; None when nothing is (a position a checked game never reaches)."""
    from buraco_qt.ai.choice import progressing_move
    forward: list[R.Action] = [action for action in legal if not isinstance(action, R.Undo)]
    return progressing_move(forward) or (legal[0] if legal else None)


class TurnGuard:
    """Checks the answers of computer seats turn by turn (one guard per controller)."""

    def __init__(self) -> None:
        self._turn: tuple | None = None
        self._seen: set[tuple] = set()
        self.forced = False           # the guard plays the rest of this turn itself
        self._hand: tuple | None = None
        self._tables: set[tuple] = set()   # the table at the start of each turn of this hand

    def choose(self, game: R.Game, answer: R.Action | None, error: str = "") -> tuple[R.Action | None, str]:
        """The move to apply for the computer seat to move, and why its answer was not used ("" if it was);
        None (and why) when no move is legal."""
        legal = game.legal_actions()
        seat = game.seat_to_move
        if not legal:
            return None, f"seat {seat} has no legal move"
        turn = (id(game), game.hand_number, seat)
        if game.phase == "draw" or turn != self._turn:
            self._turn, self._seen, self.forced = turn, set(), False
        if game.phase == "draw":
            repeated = self._repeated_table(game)
            if repeated and not isinstance(answer, (R.Draw, R.EndHand)):
                for action in legal:
                    if isinstance(action, (R.Draw, R.EndHand)):
                        return action, f"seat {seat}: the table came back to a position of this hand; {action} instead"
        here = position(game)
        if here in self._seen and not self.forced:
            self.forced = True
        self._seen.add(here)
        if self.forced:
            action = self._way_out(game, legal)
            return action, f"seat {seat} came back to a position of this turn: the table plays on with {action}"
        if error:
            problem = f"seat {seat} gave no move ({error})"
        elif answer is None:
            problem = f"seat {seat} gave no move"
        elif answer not in legal:
            problem = f"seat {seat} answered an illegal move: {answer}"
        elif isinstance(answer, R.Undo) and any(not isinstance(a, R.Undo) for a in legal):
            problem = f"seat {seat} asked to take back a play: a computer seat plays on"
        else:
            return answer, ""
        instead = fallback(legal)
        return instead, f"{problem}; played {instead} instead"

    def _repeated_table(self, game: R.Game) -> bool:
        hand = (id(game), game.hand_number)
        if hand != self._hand:
            self._hand, self._tables = hand, set()
        table = table_position(game)
        if table in self._tables:
            return True
        self._tables.add(table)
        return False

    def _way_out(self, game: R.Game, legal: list[R.Action]) -> R.Action:
        for kind in PROGRESS:
            for action in legal:
                if isinstance(action, kind):
                    return action
        undo = None
        for action in legal:
            if isinstance(action, R.Undo):
                undo = action
                continue
            trial = game.copy()
            trial.apply(action)
            if position(trial) not in self._seen:
                return action
        return undo if undo is not None else legal[0]       # `choose` returned first when none is legal
