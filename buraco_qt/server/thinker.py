"""The computer seats' thought, out of the event loop: `seat_worker` processes driven through asyncio.

Each worker is `python -m buraco_qt.session.seat_worker` (the window's own worker: the same players,
levels and time budgets), spoken to with its pickled frames on stdin and stdout. A seat keeps its
worker (its player remembers the hand); a worker that dies or stays silent past the timeout is
replaced and every question it owed is answered with an error, which the turn guard turns into a
legal move.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
import sys
from typing import Any

from buraco_qt.session import seat_worker

#: A computer seat silent this long gets a legal move played for it (as at home).
DECISION_TIMEOUT_S = 30.0
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
                for _channel, ticket, _seat, text, error, think_ms in seat_worker.decode(buffer):
                    future = self.owed.pop(ticket, None)
                    if future is not None and not future.done():
                        future.set_result((text, error, think_ms))
        finally:
            self.fail("the computer players' process stopped")

    def fail(self, reason: str) -> None:
        owed, self.owed = self.owed, {}
        for future in owed.values():
            if not future.done():
                future.set_result(("", reason, 0.0))

    def end(self) -> None:
        if self.process.returncode is None:
            try:
                self.process.kill()
            except ProcessLookupError:
                pass
        self.fail("the computer players' process was ended")


class Thinker:
    """A pool of worker processes; `decide` asks a seat's player for its move."""

    def __init__(self, workers: int = 1, timeout_s: float = DECISION_TIMEOUT_S) -> None:
        self.size = max(1, workers)
        self.timeout_s = timeout_s
        self._workers: list[_Worker | None] = [None] * self.size
        self._tickets = itertools.count(1)
        self._home: dict[str, int] = {}
        self._next_home = itertools.cycle(range(self.size))
        self._starting: list[asyncio.Lock] = [asyncio.Lock() for _ in range(self.size)]
        self.decisions = 0

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
        assert worker.process.stdin is not None
        try:
            worker.process.stdin.write(seat_worker.encode(("decide", channel, ticket, level, seed, view, False)))
            await worker.process.stdin.drain()
        except (BrokenPipeError, ConnectionResetError):
            worker.fail("the computer players' process stopped")
        try:
            text, error, _ms = await asyncio.wait_for(asyncio.shield(future), self.timeout_s)
        except asyncio.TimeoutError:
            log.warning("computer players' process %d silent for %g s: replaced", index, self.timeout_s)
            worker.end()
            self._workers[index] = None
            return "", f"no answer in {self.timeout_s:g} s"
        self.decisions += 1
        return text, error

    def forget(self, channel: str) -> None:
        """The seat of `channel` is gone (its table ended)."""
        self._home.pop(channel, None)

    async def close(self) -> None:
        """End every worker (closing its stdin ends it)."""
        for index, worker in enumerate(self._workers):
            if worker is None:
                continue
            self._workers[index] = None
            if worker.process.stdin is not None:
                worker.process.stdin.close()
            try:
                await asyncio.wait_for(worker.process.wait(), 5)
            except asyncio.TimeoutError:
                worker.end()
            worker.reader.cancel()
