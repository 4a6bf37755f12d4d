"""A match's hands played again move by move, every hand face up, without Qt: the core of a replay view.

`Replay(game, seats, names)` takes a copy of a match (the one in play, or `Replay.from_saved` of a
`.buraco` file) and never changes the game it came from. It plays the match's action log again from
its start (`Game.restart`: its seed, first deal and starter) once, keeping each hand's start; `hand(n)`
then plays hand n again and holds its steps: the table as a `TableSnapshot` (every hand face up) as
dealt and after each move, the move's `Outcome`, and a cursor (`forward`, `back`, `go_to`). For a
step where a person was to move, `advice(step)` asks the `normal` computer player, in this process,
what it would have played there (the hint's player: a fresh one seeded with the seat), once per step
and only when asked, so that opening a hand stays quick. The words are the window's:
`text/replay_words.py` says a step, its advice, the deal number and the step counter.

A match whose log does not lead from its start to its state (saved before deal numbers, begun in
the middle of a hand, or longer than its log keeps) has no hands to replay: `complete` is False.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import TYPE_CHECKING

from buraco_qt import rules as R
from buraco_qt.rules.values import Frozen, set_field
from buraco_qt.session.snapshot import TableSnapshot, take_snapshot

if TYPE_CHECKING:  # pragma: no cover
    from buraco_qt.storage.persistence import SavedMatch

#: The level whose choices the replay's teacher shows (the hint's).
ADVICE_LEVEL = "normal"
#: A hand keeps a copy of its game every this many steps: a step's position (which the teacher needs,
#: a snapshot is not enough) is rebuilt from the nearest one by at most this many moves.
CHECKPOINT_EVERY = 32
_NEXT = str(R.NextHand())


class HandSummary(Frozen):
    """One hand of the match as a replay lists it: its number, deal, starter, moves and points."""

    __slots__ = FIELDS = ("number", "deal", "starter", "moves", "points")
    number: int
    deal: int | None
    starter: int
    moves: int
    points: tuple[int, ...] | None        # per team, once the hand was played to its end

    def __init__(self, number: int, deal: int | None, starter: int, moves: int,
                 points: tuple[int, ...] | None) -> None:
        set_field(self, "number", number)
        set_field(self, "deal", deal)
        set_field(self, "starter", starter)
        set_field(self, "moves", moves)
        set_field(self, "points", points)

    @property
    def finished(self) -> bool:
        """True once the hand was played to its end (a hand still in play would show hidden cards)."""
        return self.points is not None


class Step(Frozen):
    """One move of a hand: who made it, what the engine said it did, the table before and after."""

    __slots__ = FIELDS = ("index", "seat", "action", "outcome", "before", "after", "person", "points")
    index: int                            # 1 for the hand's first move
    seat: int
    action: R.Action
    outcome: R.Outcome
    before: TableSnapshot
    after: TableSnapshot
    person: bool                          # a person made it (the teacher has advice for it)
    points: tuple[int, ...] | None        # the hand's points per team, when the move ended the hand

    def __init__(self, index: int, seat: int, action: R.Action, outcome: R.Outcome, before: TableSnapshot,
                 after: TableSnapshot, person: bool, points: tuple[int, ...] | None) -> None:
        set_field(self, "index", index)
        set_field(self, "seat", seat)
        set_field(self, "action", action)
        set_field(self, "outcome", outcome)
        set_field(self, "before", before)
        set_field(self, "after", after)
        set_field(self, "person", person)
        set_field(self, "points", points)


class Advice(Frozen):
    """What the `normal` player would have played at a person's step, and whether the person did."""

    __slots__ = FIELDS = ("seat", "action", "followed", "think_ms")
    SHOWN = ("seat", "action", "followed")
    seat: int
    action: R.Action
    followed: bool                        # the person played this very move
    think_ms: float                       # how long the player took

    def __init__(self, seat: int, action: R.Action, followed: bool, think_ms: float) -> None:
        set_field(self, "seat", seat)
        set_field(self, "action", action)
        set_field(self, "followed", followed)
        set_field(self, "think_ms", think_ms)


class HandReplay:
    """One hand played again: its steps, the table at each, a cursor, and advice asked for lazily."""

    def __init__(self, start: R.Game, actions: Sequence[str], *, names: Sequence[str], humans: Sequence[int],
                 viewer: int) -> None:
        self.number = start.hand_number
        #: The deal number of the hand (None: a hand dealt before deal numbers).
        self.deal = start.deal
        self.starter = start.starter
        self._names = tuple(names)
        self._humans = tuple(humans)
        self._viewer = viewer
        self._actions = [R.parse_action(text) for text in actions]
        self._checkpoints: dict[int, R.Game] = {0: start}     # copied before use, never changed
        self._advice: dict[int, Advice] = {}
        game = start.copy()
        self.dealt = self._snapshot(game, None)
        self.steps: list[Step] = []
        before = self.dealt
        for index, action in enumerate(self._actions):
            if index and index % CHECKPOINT_EVERY == 0:
                self._checkpoints[index] = game.copy()
            seat = game.seat_to_move
            outcome = game.apply(action)
            after = self._snapshot(game, outcome)
            points = tuple(game.history[-1]) if outcome.hand_ended else None
            self.steps.append(Step(index + 1, seat, action, outcome, before, after, seat in self._humans, points))
            before = after
        #: The step shown: 0 is the deal, `len(steps)` the last move.
        self.position = 0

    def _snapshot(self, game: R.Game, outcome: R.Outcome | None) -> TableSnapshot:
        return take_snapshot(game, shown=range(game.players), names=self._names, humans=self._humans,
                             viewer=self._viewer, curtain_seat=None, can_act=False, outcome=outcome)

    # ----- the cursor --------------------------------------------------------------------------

    @property
    def count(self) -> int:
        """How many moves the hand has (its steps)."""
        return len(self.steps)

    def snapshot(self, position: int | None = None) -> TableSnapshot:
        """The table after step `position` (0: as dealt; None: the step shown)."""
        position = self.position if position is None else position
        self._check(position)
        return self.dealt if position == 0 else self.steps[position - 1].after

    def step(self, position: int | None = None) -> Step | None:
        """Step `position` (None: the step shown); None for the deal (position 0)."""
        position = self.position if position is None else position
        self._check(position)
        return None if position == 0 else self.steps[position - 1]

    def forward(self) -> bool:
        """Show the next step; False at the last."""
        return self.go_to(self.position + 1) if self.position < self.count else False

    def back(self) -> bool:
        """Show the step before; False at the deal."""
        return self.go_to(self.position - 1) if self.position > 0 else False

    def go_to(self, position: int) -> bool:
        """Show step `position` (clamped to 0..count); True if the step shown changed."""
        position = max(0, min(self.count, position))
        changed = position != self.position
        self.position = position
        return changed

    def _check(self, position: int) -> None:
        if not 0 <= position <= self.count:
            raise IndexError(f"hand {self.number} has steps 0 to {self.count}: {position}")

    # ----- the teacher -------------------------------------------------------------------------

    def game_before(self, position: int) -> R.Game:
        """A new game in the position before step `position` (1..count) was played: rebuilt from the
        nearest checkpoint, never shared."""
        self._check(position)
        if position == 0:
            raise IndexError("the deal has no position before it")
        index = position - 1
        base = index - index % CHECKPOINT_EVERY
        game = self._checkpoints[base].copy()
        for action in self._actions[base:index]:
            game.apply(action)
        return game

    def keep_advice(self, position: int, action: R.Action, think_ms: float = 0.0) -> Advice:
        """Keep what the `normal` player chose at step `position` when it was asked elsewhere (the computer
        players' worker, on `game_before(position).view(seat)`); `advice` answers with it from then on."""
        step = self.step(position)
        if step is None or not step.person:
            raise IndexError(f"step {position} of hand {self.number} is no person's move")
        self._advice[position] = Advice(step.seat, action, action == step.action, think_ms)
        return self._advice[position]

    def known_advice(self, position: int | None = None) -> Advice | None:
        """The advice at step `position` (None: the step shown) if it was asked already, without asking."""
        return self._advice.get(self.position if position is None else position)

    def advice(self, position: int | None = None) -> Advice | None:
        """What the `normal` player would have played at step `position` (None: the step shown), if a
        person made it; computed on the first question (a few to some hundred milliseconds), then kept."""
        position = self.position if position is None else position
        step = self.step(position)
        if step is None or not step.person:
            return None
        if position not in self._advice:
            from buraco_qt import ai  # the players load when the teacher is first asked
            game = self.game_before(position)
            began = time.perf_counter()
            action = ai.create(ADVICE_LEVEL, seed=step.seat).choose(game.view(step.seat))
            think_ms = (time.perf_counter() - began) * 1000
            self._advice[position] = Advice(step.seat, action, action == step.action, think_ms)
        return self._advice[position]


def hand_start(game: R.Game, hand: int) -> tuple[int | None, int]:
    """The deal number and the starter of hand `hand` (1: the first) of `game`: what a match needs to
    deal that hand again (`rules.new_game(..., deal=, starter=)`); the starter moves on a seat a hand."""
    if not 1 <= hand <= game.hand_number:
        raise IndexError(f"the match has hands 1 to {game.hand_number}: {hand}")
    deal = game.deals[hand - 1] if hand <= len(game.deals) else None
    return deal, (game.starter - (game.hand_number - hand)) % game.players


class Replay:
    """The hands of a match, to be played again; a copy: the match it came from never changes."""

    def __init__(self, game: R.Game, seats: Sequence[str] | None = None, names: Sequence[str] | None = None,
                 viewer: int | None = None) -> None:
        own = game.copy()
        self.variant = own.variant
        self.players = own.players
        #: The seat kinds ("human", "ai:normal"...): the moves of "human" seats get the teacher's advice.
        self.seats = list(seats) if seats else ["human"] + ["ai:normal"] * (own.players - 1)
        if len(self.seats) != own.players:
            raise ValueError(f"{len(self.seats)} seats for {own.players} players")
        #: The names the snapshots carry (as the window shows them; "" where none was given).
        self.names = [str(name) for name in names] if names else [""] * own.players
        if len(self.names) != own.players:
            raise ValueError(f"{len(self.names)} names for {own.players} players")
        self.humans = [seat for seat, kind in enumerate(self.seats) if kind == "human"]
        #: The seat at the foot of the table (the person's, else seat 0).
        self.viewer = viewer if viewer is not None else (self.humans[0] if self.humans else 0)
        self._starts: list[R.Game] = []
        self._actions: list[list[str]] = []
        self._history = [tuple(points) for points in own.history]
        self._hands: dict[int, HandReplay] = {}
        #: True when the match's log leads from its start to its state (else there is nothing to replay).
        self.complete = self._read(own)
        if not self.complete:
            self._starts, self._actions = [], []

    @classmethod
    def from_saved(cls, saved: SavedMatch, viewer: int | None = None) -> Replay:
        """The replay of a saved match (`storage.persistence.SavedMatch`: its game, seats and names)."""
        return cls(saved.game, saved.seats, saved.names, viewer)

    def _read(self, own: R.Game) -> bool:
        """Play the log again from the match's start, keeping each hand's start; False if it does not
        lead to the match's state."""
        try:
            replica = own.restart()
        except ValueError:
            return False
        self._starts.append(replica.copy())
        self._actions.append([])
        for text in own.log:
            try:
                replica.apply(text)
            except (R.IllegalAction, ValueError):
                return False
            if text == _NEXT:
                self._starts.append(replica.copy())
                self._actions.append([])
            else:
                self._actions[-1].append(text)
        return replica.to_json() == own.to_json()

    @property
    def hands(self) -> list[HandSummary]:
        """The hands of the match, the first first (none when the match cannot be replayed)."""
        return [HandSummary(start.hand_number, start.deal, start.starter, len(actions),
                            self._history[index] if index < len(self._history) else None)
                for index, (start, actions) in enumerate(zip(self._starts, self._actions))]

    def hand(self, number: int | None = None) -> HandReplay:
        """Hand `number` played again (None: the last); IndexError if the match has no such hand."""
        if not self._starts:
            raise IndexError("this match's moves are not known from its start")
        number = len(self._starts) if number is None else number
        if not 1 <= number <= len(self._starts):
            raise IndexError(f"the match has hands 1 to {len(self._starts)}: {number}")
        if number not in self._hands:
            self._hands[number] = HandReplay(self._starts[number - 1], self._actions[number - 1],
                                             names=self.names, humans=self.humans, viewer=self.viewer)
        return self._hands[number]
