"""A small protocol client (asyncio, `websockets`): what the tests and benchmarks/server_load.py play with.

`Client` sends requests and keeps every frame it got (`frames`), the last `state`, and waits for a
message of a type; `choose` picks one legal move from a snapshot's `legal` list, as a quick player
who lays what it can and discards.
"""

from __future__ import annotations

import asyncio
import json
import random
from typing import Any

from websockets.asyncio.client import connect


class Client:
    """One connection to a server, speaking the table protocol."""

    def __init__(self, url: str, name: str, **options: Any) -> None:
        self.url = url
        self.name = name
        self.options = options
        self.websocket: Any = None
        self.frames: list[dict[str, Any]] = []   # every message received, in order
        self.state: dict[str, Any] | None = None
        self.table: dict[str, Any] | None = None
        self._inbox: asyncio.Queue = asyncio.Queue()
        self._reader: asyncio.Task | None = None
        self._ids = iter(range(1, 1 << 62))
        self.closed: asyncio.Future | None = None

    async def connect(self, hello: bool = True) -> Client:
        """Open the connection (and say hello)."""
        self.websocket = await connect(self.url, max_size=None, compression=None, **self.options)
        self.closed = asyncio.get_running_loop().create_future()
        self._reader = asyncio.get_running_loop().create_task(self._read())
        if hello:
            await self.request("hello", protocol=1, name=self.name)
            await self.expect("welcome")
        return self

    async def _read(self) -> None:
        try:
            async for frame in self.websocket:
                message = json.loads(frame)
                self.frames.append(message)
                if message.get("type") == "state":
                    self.state = message
                elif message.get("type") == "table":
                    self.table = message
                await self._inbox.put(message)
        except Exception:
            pass
        finally:
            assert self.closed is not None
            if not self.closed.done():
                self.closed.set_result((self.websocket.close_code, self.websocket.close_reason))
            await self._inbox.put(None)

    async def send_raw(self, frame: str | bytes) -> None:
        """Send a frame as it is."""
        await self.websocket.send(frame)

    async def request(self, kind: str, **fields: Any) -> int:
        """Send a request with a new id; the id."""
        request_id = next(self._ids)
        await self.websocket.send(json.dumps({"type": kind, "id": request_id, **fields}))
        return request_id

    async def expect(self, *kinds: str, timeout: float = 30.0) -> dict[str, Any]:
        """The next message of one of `kinds` (those before it are skipped); TimeoutError, or
        ConnectionError if the connection closes first."""
        async with asyncio.timeout(timeout):
            while True:
                message = await self._inbox.get()
                if message is None:
                    await self._inbox.put(None)
                    raise ConnectionError(f"closed: {self.closed.result() if self.closed else None}")
                if message.get("type") in kinds:
                    return message

    async def state_after(self, seq: int, timeout: float = 30.0) -> dict[str, Any]:
        """The first `state` whose seq is above `seq`."""
        while True:
            message = await self.expect("state", timeout=timeout)
            if message["seq"] > seq:
                return message

    async def close(self) -> None:
        """Close the connection."""
        if self.websocket is not None:
            await self.websocket.close()
        if self._reader is not None:
            await asyncio.wait([self._reader], timeout=5)

    def drop(self) -> None:
        """Cut the connection without a closing handshake (a client that disappears)."""
        self.websocket.transport.abort()


def choose(legal: list[str], rng: random.Random) -> str:
    """A move from `legal`: the next hand, else (the stock out) end the hand half the time, else lay what it can,
    else draw (sometimes take the pile), else discard."""
    if not legal:
        raise ValueError("no legal move")
    if "next" in legal:
        return "next"
    if "end" in legal and rng.random() < 0.5:      # the stock is out: taking the pile and discarding it again
        return "end"                               # could go on for ever (brazilian), so end the hand as often
    takes = [move for move in legal if move.startswith("take")]
    if "draw" in legal or takes:
        if takes and rng.random() < 0.5:
            return rng.choice(takes)
        return "draw" if "draw" in legal else (takes[0] if takes else rng.choice(legal))
    lays = [move for move in legal if move.startswith(("meld", "add"))]
    if lays:
        return rng.choice(lays)
    discards = [move for move in legal if move.startswith("discard")]
    if discards:
        return rng.choice(discards)
    forward = [move for move in legal if move != "undo"]
    return rng.choice(forward or legal)


class ServerProcess:
    """A `buraco-server` started in a process of its own (`python -m buraco_qt.server`); its url is read
    from the `listening on` line."""

    def __init__(self, *arguments: str, log_path: str | None = None) -> None:
        import subprocess
        import sys
        self.arguments = ["--host", "127.0.0.1", "--port", "0", *arguments]
        self._log = open(log_path, "ab") if log_path else subprocess.DEVNULL
        self.process = subprocess.Popen([sys.executable, "-m", "buraco_qt.server", *self.arguments],
                                        stdout=subprocess.PIPE, stderr=self._log, text=True)
        assert self.process.stdout is not None
        line = self.process.stdout.readline().strip()
        if not line.startswith("listening on "):
            self.process.kill()
            raise RuntimeError(f"the server said {line!r}")
        self.url = line.removeprefix("listening on ")

    def kill(self) -> None:
        """SIGKILL: the server ends at once."""
        self.process.kill()
        self.process.wait()

    def stop(self) -> int:
        """SIGTERM, and its exit code."""
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(20)
            except Exception:
                self.process.kill()
        if hasattr(self._log, "close"):
            self._log.close()
        return self.process.wait()
