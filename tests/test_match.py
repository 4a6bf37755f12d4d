"""The match core without Qt: whole matches on a fake clock, people's requests, seats that change hands,
the pause before the next hand, and answers that are late, wrong or missing."""

from __future__ import annotations

import heapq
import itertools
import sys

import pytest

from buraco_qt import ai
from buraco_qt import rules as R
from buraco_qt.rules import messages as M
from buraco_qt.session.match import Match


class FakeClock:
    """Time that moves only when the test runs it."""

    def __init__(self) -> None:
        self.time = 0.0
        self._queue: list = []
        self._order = itertools.count()

    def now(self) -> float:
        return self.time

    def call_later(self, seconds, callback):
        entry = [self.time + seconds, next(self._order), callback]
        heapq.heappush(self._queue, entry)
        return self._Handle(entry)

    class _Handle:
        def __init__(self, entry):
            self._entry = entry

        def cancel(self):
            self._entry[2] = None

    def run(self, until=lambda: False, limit: int = 100_000) -> int:
        """Call what is due, in time order, until nothing is left or `until()`; the calls made."""
        calls = 0
        while self._queue and not until() and calls < limit:
            when, _, callback = heapq.heappop(self._queue)
            self.time = max(self.time, when)
            if callback is not None:
                calls += 1
                callback()
        return calls


class FakeThinker:
    """Computer players in this process; each answer comes on the clock, as a worker's would."""

    def __init__(self, clock: FakeClock, think_s: float = 0.05, answers=None) -> None:
        self.clock, self.think_s = clock, think_s
        self.match: Match | None = None
        self.players: dict = {}
        self.asked: list = []
        self.answers = answers         # a function (ticket, seat, view) -> (text, error), to lie or stay silent
        self.replaced = 0

    def ask(self, ticket, level, seed, view):
        self.asked.append((ticket, level, view.seat))
        if self.answers is not None:
            answer = self.answers(ticket, view.seat, view)
            if answer is None:
                return                                          # silent
            text, error = answer
        else:
            player = self.players.setdefault((view.seat, level), ai.create(level, seed=seed))
            text, error = str(player.choose(view)), ""
        self.clock.call_later(self.think_s, lambda: self.match.answer(ticket, view.seat, text, error))

    def forget(self):
        self.players.clear()

    def replace(self):
        self.replaced += 1


class Record:
    """The listener: every move as the engine's outcome, busy changes, fallbacks."""

    def __init__(self) -> None:
        self.moves: list = []
        self.busy: list = []
        self.problems: list = []

    def moved(self, seat, action, outcome):
        self.moves.append((seat, action, outcome))

    def busy_changed(self, busy):
        self.busy.append(busy)

    def fell_back(self, problem):
        self.problems.append(problem)


def make(variant="cardcol", players=4, seats=None, seed=3, speed_ms=300, **thinker):
    """A match; seats are listed from the seat that plays first (so seats[0] moves first)."""
    clock = FakeClock()
    thinker_ = FakeThinker(clock, **thinker)
    record = Record()
    game = R.Game(R.VARIANTS[variant] if isinstance(variant, str) else variant, players, seed)
    seats = seats or ["ai:easy"] * players
    first = game.seat_to_move
    seats = [seats[(seat - first) % players] for seat in range(players)]
    match = Match(game, seats, clock=clock, thinker=thinker_, listener=record, speed_ms=speed_ms, ai_seed=seed)
    thinker_.match = match
    return match, clock, thinker_, record


@pytest.mark.parametrize("variant, players", [("cardcol", 4), ("brazilian", 2), ("open", 4), ("closed_stcl", 2)])
def test_computers_play_a_whole_match_on_the_clock_and_every_move_is_told_once(variant, players):
    match, clock, thinker, record = make(variant, players, seats=["ai:easy", "ai:normal"] * (players // 2))
    match.go_on()
    clock.run(lambda: match.game.phase == "match_over")
    game = match.game
    assert game.phase == "match_over" and match.fallbacks == 0 and not match.busy
    assert [str(action) for _, action, _ in record.moves] == [str(a) for a in game.log][-len(record.moves):]
    assert len(record.moves) == match.moves_applied and all(o.seat == s for s, _, o in record.moves)
    # paced: a computer move comes no sooner than speed_ms after the one before
    assert clock.time >= (match.moves_applied - game.hand_number) * 0.3 - 1e-9
    assert record.busy[0] is True and record.busy[-1] is False


def test_the_same_match_is_played_the_same_way_twice():
    logs = []
    for _ in range(2):
        match, clock, _, _ = make("brazilian", 2, seats=["ai:normal", "ai:easy"])
        match.go_on()
        clock.run(lambda: match.moves_applied >= 300 or match.game.phase == "match_over")
        logs.append([str(a) for a in match.game.log])
    assert logs[0] == logs[1] and len(logs[0]) >= 300


def test_a_person_moves_by_request_and_is_refused_with_the_engines_reason():
    match, clock, _, record = make("cardcol", 4, seats=["human", "ai:easy", "ai:easy", "ai:easy"])
    you = match.game.seat_to_move
    following = [(you + step) % 4 for step in (1, 2, 3)]
    match.go_on()
    assert match.can_act(you) and not match.can_act(following[0]) and not match.busy
    assert match.request(R.Draw(), seat=following[0]) == (M.NOT_YOUR_TURN, {})     # another seat's turn
    assert match.request(R.Discard(match.game.hands[you][0])).template              # draw first: the engine says why
    assert record.moves == []
    assert match.request(R.Draw(), seat=you) is None and len(record.moves) == 1
    assert match.request(R.NextHand()) == (M.NOT_NOW, {})
    match.request(R.Discard(match.game.hands[you][0]))
    assert match.busy and match.game.seat_to_move == following[0]                   # the computers' turn now
    assert match.request(R.Draw(), seat=you) == (M.NOT_YOUR_TURN, {})
    clock.run(lambda: match.game.seat_to_move == you and not match.busy)
    assert match.can_act(you)
    turns = [seat for index, (seat, _, _) in enumerate(record.moves)
             if index >= 2 and seat != record.moves[index - 1][0]]
    assert turns == following                       # each computer in turn, as many moves as it wanted


def test_a_seat_that_changes_hands_is_played_by_its_new_kind():
    match, clock, thinker, _ = make("cardcol", 4, seats=["human", "human", "ai:easy", "ai:easy"])
    first = match.game.seat_to_move
    second = (first + 1) % 4
    match.go_on()
    assert match.can_act(first)
    match.set_seat(first, "ai:normal")              # the person left: a computer plays the seat at once
    assert match.busy and thinker.asked[-1][1:] == ("normal", first)
    clock.run(lambda: match.game.seat_to_move == second)
    assert match.can_act(second) and not match.busy
    match.set_seat(second, "ai:easy")
    asked = len(thinker.asked)
    match.set_seat(second, "human")                 # ... and came back before the answer: its answer is dropped
    assert not match.busy and len(thinker.asked) == asked
    clock.run()
    assert match.game.seat_to_move == second and match.can_act(second)


def test_the_next_hand_waits_for_the_hand_pause_unless_a_person_asks_sooner():
    long_match = R.with_options(R.VARIANTS["closed_stcl"], target=100_000)    # no hand ends the match
    match, clock, _, record = make(long_match, 2, speed_ms=0, think_s=0.5)
    match.auto_next_hand, match.hand_pause_ms = True, 10_000     # as a server's table: deal after 10 s
    match.go_on()
    clock.run(lambda: match.game.phase == "hand_over")
    ended = clock.time
    clock.run(lambda: match.game.hand_number == 2)
    assert clock.time - ended >= 10 and isinstance(record.moves[-1][1], R.NextHand)
    clock.run(lambda: match.game.phase == "hand_over")
    assert match.request(R.NextHand()) is None and match.game.hand_number == 3     # asked: dealt at once
    asked = clock.time
    clock.run(lambda: clock.time > asked + 15 or match.game.phase not in ("draw", "play"))
    assert match.game.hand_number == 3 and match.game.phase in ("draw", "play")   # the pause's deal never came on top
    assert sum(isinstance(action, R.NextHand) for _, action, _ in record.moves) == 2


def test_wrong_late_and_missing_answers_never_stop_the_table():
    def answers(ticket, seat, view):
        if ticket % 3 == 0:
            return None                              # silent: the watchdog plays for it
        if ticket % 3 == 1:
            return "nonsense", ""
        return str(R.Undo()), ""
    match, clock, thinker, record = make("cardcol", 4, answers=answers)
    match.decision_timeout_ms = 2000
    match.go_on()
    clock.run(lambda: match.moves_applied >= 60)
    assert match.moves_applied >= 60 and match.fallbacks == match.moves_applied
    assert thinker.replaced > 0 and any("no answer" in p for p in record.problems)
    assert len(record.problems) == match.fallbacks


def test_a_closed_match_drops_what_was_on_its_way():
    match, clock, thinker, record = make()
    match.go_on()
    match.close()
    clock.run()
    assert record.moves == [] and thinker.asked


def test_the_core_has_no_qt():
    import subprocess
    code = ("import sys; import buraco_qt.session.match; "
            "assert not [m for m in sys.modules if m.startswith('PySide6')], 'Qt imported'")
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0
