"""A server table's match thinking in the worker processes: answers come back through the match,
a seat silent past its time gets a legal move and its worker is replaced, late answers are dropped."""

from __future__ import annotations

import asyncio

from buraco_qt import rules as R
from buraco_qt.server.clock import LoopClock
from buraco_qt.server.thinker import TableThinker, Workers
from buraco_qt.session.match import Match


class Record:
    """The match's listener: the moves and the answers replaced."""

    def __init__(self) -> None:
        self.moves: list = []
        self.problems: list[str] = []

    def moved(self, seat, action, outcome) -> None:
        self.moves.append(action)

    def busy_changed(self, busy) -> None:
        pass

    def fell_back(self, problem) -> None:
        self.problems.append(problem)


async def play(seats: list[str], moves: int, timeout_ms: int | None = None) -> tuple[Match, Record, Workers]:
    """A match of `seats` on the event loop's clock, thinking in one worker, until `moves` are applied."""
    workers = Workers(1)
    record = Record()
    thinker = TableThinker(workers, "T", 4, lambda *answer: match.answer(*answer))
    match = Match(R.new_game("open", 4, 3), seats, clock=LoopClock(), thinker=thinker, listener=record,
                  speed_ms=0, ai_seed=1)
    if timeout_ms is not None:
        match.decision_timeout_ms = timeout_ms
    match.go_on()
    async with asyncio.timeout(60):
        while len(record.moves) < moves:
            await asyncio.sleep(0.01)
    match.close()
    assert set(workers._home) <= set(thinker.channels)
    thinker.close()                          # the table's match ended: its players are forgotten
    assert not workers._home
    await workers.close()
    return match, record, workers


def test_the_workers_answers_reach_the_match():
    match, record, workers = asyncio.run(play(["ai:easy"] * 4, 12))
    assert match.fallbacks == 0 and workers.decisions >= 12
    assert all(isinstance(action, R.Action) for action in record.moves)


def test_a_silent_seat_gets_a_legal_move_its_worker_is_replaced_and_its_late_answer_dropped():
    # no worker starts and answers within 1 ms (a process is started for each): every seat is silent,
    # and the table still plays on (a limit that a quick answer could meet made the test depend on the cards)
    match, record, workers = asyncio.run(play(["ai:hard"] * 4, 4, timeout_ms=1))
    assert match.fallbacks >= 1 and all("no answer" in problem for problem in record.problems)
    assert str(record.moves[0]) == "draw" and workers.replaced >= 1
