"""The computer seats' thought, out of the event loop: `seat_worker` processes driven through asyncio.

Each worker is `python -m buraco_qt.session.seat_worker` (the window's own worker: the same players,
levels and time budgets), spoken to with its pickled frames on stdin and stdout. `Workers` is the
server's pool of them: a seat keeps its worker (its player remembers the hand), a worker that dies
or is replaced answers every question it owed with an error (which the turn guard turns into a
legal move), and a table's players are forgotten in their worker when its match ends. A table's
`Match` asks through a `TableThinker`: each question is a task that awaits the worker and hands
the answer to `match.answer` (the match drops an answer whose ticket is stale).
"""

from __future__ import annotations

import asyncio
import itertools
import logging
import sys
from collections import defaultdict
from collections.abc import Callable, Iterable
from typing import Any

from buraco_qt.session import seat_worker

log = logging.getLogger("buraco_qt.server")


class _Worker:
    def __init__(self, process: asyncio.subprocess.Process) -> None:
        self.process = process
        self.owed: dict[int, asyncio.Future] = {}
        self.reader = asyncio.get_running_loop().create_task(self._read())

    async def _read(self) -> None:
        buffer = bytearray()
        stream = self.process.stdout
        assert stream is not None
        try:
            while chunk := await stream.read(65536):
                buffer += chunk
                for _channel, ticket, _seat, text, error, _think_ms in seat_worker.decode(buffer):
                    future = self.owed.pop(ticket, None)
                    if future is not None and not future.done():
                        future.set_result((text, error))
        finally:
            self.fail("the computer players' process stopped")

    def send(self, message: tuple) -> bool:
        """Write one request (False: the process is gone)."""
        stdin = self.process.stdin
        if stdin is None or stdin.is_closing():
            return False
        try:
            stdin.write(seat_worker.encode(message))
        except (BrokenPipeError, ConnectionResetError):
            return False
        return True

    def fail(self, reason: str) -> None:
        owed, self.owed = self.owed, {}
        for future in owed.values():
            if not future.done():
                future.set_result(("", reason))

    def end(self) -> None:
        if self.process.returncode is None:
            try:
                self.process.kill()
            except ProcessLookupError:
                pass
        self.fail("the computer players' process was ended")


class Workers:
    """The server's pool of worker processes; `decide` asks the player of a channel (a table's seat)."""

    def __init__(self, workers: int = 1) -> None:
        self.size = max(1, workers)
        self._workers: list[_Worker | None] = [None] * self.size
        self._ended: list[_Worker] = []            # replaced, until their processes are gone
        self._tickets = itertools.count(1)
        self._home: dict[str, int] = {}
        self._next_home = itertools.cycle(range(self.size))
        self._starting: list[asyncio.Lock] = [asyncio.Lock() for _ in range(self.size)]
        self.decisions = 0
        #: Workers ended because a seat was silent past its time.
        self.replaced = 0

    async def _worker(self, index: int) -> _Worker:
        async with self._starting[index]:
            worker = self._workers[index]
            if worker is None or worker.process.returncode is not None:
                process = await asyncio.create_subprocess_exec(
                    sys.executable, "-m", "buraco_qt.session.seat_worker",
                    stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, start_new_session=True)
                worker = self._workers[index] = _Worker(process)
                log.info("computer players' process %d started (pid %d)", index, process.pid)
            return worker

    async def decide(self, channel: str, level: str, seed: int, view: Any) -> tuple[str, str]:
        """The move (its text) the player of `channel` at `level` chooses in `view`, and an error text ("" if none)."""
        index = self._home.setdefault(channel, next(self._next_home))
        worker = await self._worker(index)
        ticket = next(self._tickets)
        future: asyncio.Future = asyncio.get_running_loop().create_future()
        worker.owed[ticket] = future
        if not worker.send(("decide", channel, ticket, level, seed, view, False)):
            worker.fail("the computer players' process stopped")
        text, error = await future
        self.decisions += 1
        return text, error

    def replace(self, channel: str) -> None:
        """The worker of `channel` is silent past its time: it is ended (what it owed is answered with an
        error), and the next question starts a fresh one."""
        index = self._home.get(channel)
        worker = None if index is None else self._workers[index]
        if worker is not None:
            log.warning("computer players' process %d silent: replaced", index)
            self._workers[index] = None
            self.replaced += 1
            worker.end()
            self._ended = [ended for ended in self._ended if ended.process.returncode is None]
            self._ended.append(worker)

    def forget(self, channels: Iterable[str]) -> None:
        """The players of `channels` are not needed any more (their table ended): their workers drop them."""
        by_worker: dict[int, list[str]] = defaultdict(list)
        for channel in channels:
            index = self._home.pop(channel, None)
            if index is not None:
                by_worker[index].append(channel)
        for index, gone in by_worker.items():
            worker = self._workers[index]
            if worker is not None and worker.process.returncode is None:
                worker.send(("forget", gone))

    async def close(self) -> None:
        """End every worker (closing its stdin ends it) and wait for it, the replaced ones too."""
        for index, worker in enumerate(self._workers):
            if worker is None:
                continue
            self._workers[index] = None
            if worker.process.stdin is not None:
                worker.process.stdin.close()
            self._ended.append(worker)
        ended, self._ended = self._ended, []
        for worker in ended:
            try:
                await asyncio.wait_for(worker.process.wait(), 5)
            except TimeoutError:
                worker.end()
                await worker.process.wait()
            await asyncio.wait([worker.reader], timeout=5)


class TableThinker:
    """The `Thinker` of one table's `Match`: its questions go to the pool, each seat on its own channel."""

    def __init__(self, workers: Workers, code: str, players: int,
                 answer: Callable[[int, int, str, str], None]) -> None:
        self.workers = workers
        self.channels = [f"{code}:{seat}" for seat in range(players)]
        self._answer: Callable[[int, int, str, str], None] | None = answer
        self._tasks: set[asyncio.Task] = set()
        self._asked: str | None = None            # the channel of the last question

    def ask(self, ticket: int, level: str, seed: int, view: Any) -> None:
        """Ask the seat's player in its worker; the answer goes to `match.answer` when it comes."""
        channel = self._asked = self.channels[view.seat]
        task = asyncio.get_running_loop().create_task(self._decide(ticket, channel, level, seed, view))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _decide(self, ticket: int, channel: str, level: str, seed: int, view: Any) -> None:
        text, error = await self.workers.decide(channel, level, seed, view)
        if self._answer is not None:
            self._answer(ticket, view.seat, text, error)

    def forget(self) -> None:
        """The table's players are not used again: their worker drops them."""
        self.workers.forget(self.channels)

    def replace(self) -> None:
        """The seat asked last is silent past its time: its worker is replaced."""
        if self._asked is not None:
            self.workers.replace(self._asked)

    def close(self) -> None:
        """No more answers (the table is closed): questions on their way are dropped, the players forgotten."""
        for task in self._tasks:
            task.cancel()
        self._tasks.clear()
        self._answer = None                   # nor a reference back to the table
        self.forget()
