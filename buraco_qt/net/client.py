"""One connection to a table on buraco-server, run in a thread of its own: the protocol's requests, every
event told to the owner, and the seat kept through a dropped connection (docs/online.md).

The client runs an asyncio event loop in its own thread with `websockets.asyncio.client`, as the
server itself does: one thread reads, writes, pings and waits out the reconnection delays, and a
request from the owner's thread is handed to it with `call_soon_threadsafe`. (The blocking
`websockets.sync` client would need a reader thread and a second one for the delays and the
pings, with locks between them and the owner.) In a process that holds Qt objects, run it in
`net/worker.py`'s process instead: Python collects garbage in the thread that allocates, and a Qt
object must not be destroyed in this one. Every event goes to the owner through one callable,
called in the client's thread: it must be thread-safe and quick (`queue.Queue.put`; the worker
writes the event to its stdout); without one the events wait in `events`, a queue.

When the connection drops while the client holds a seat (the server closed it, the network failed,
the server was killed and started again), it tries again after 0.5, 1, 2, 4… seconds (10 at most,
each a little shorter at random, so that the clients of a restarted server do not all come at once),
says hello and `rejoin`s with its token; the answer brings a new token, kept, and the whole state. A
`no_table` or `bad_token` answer means the table is gone: the client says so and stops.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import itertools
import json
import logging
import queue
import random
import threading
from collections.abc import Callable
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, WebSocketException

from buraco_qt import rules as R
from buraco_qt.rules.actions import check_action

from .events import Event, RemoteError
from .lobby import read_lobby
from .remote_table import BadFrame, RemoteState, read_moved, read_state

PROTOCOL = 1
#: The largest frame read from a server (a state of four decks with every legal move is far below).
MAX_FRAME = 4 * 1024 * 1024
#: The answers to a reconnection's hello or rejoin that mean the seat cannot be come back to.
GONE = ("no_table", "bad_token", "version")
log = logging.getLogger("buraco_qt.net")


class ConnectionLost(ConnectionError):
    """A request whose answer cannot come: the connection dropped first, or the client is closed."""


class RequestRefused(Exception):
    """A request the server refused; `error` says why."""

    def __init__(self, error: RemoteError) -> None:
        super().__init__(f"{error.code}: {error.message}")
        self.error = error


class Backoff:
    """Delays between reconnection tries: `first`, doubled up to `cap`, each cut by up to `jitter` at random."""

    def __init__(self, first: float = 0.5, cap: float = 10.0, jitter: float = 0.25,
                 rng: random.Random | None = None) -> None:
        self.first, self.cap, self.jitter = first, cap, jitter
        self.rng = rng or random.Random()

    def delay(self, attempt: int) -> float:
        """Seconds to wait before try number `attempt` (1, 2, …)."""
        base = min(self.cap, self.first * 2 ** min(attempt - 1, 30))
        return base * self.rng.uniform(1 - self.jitter, 1)


class Pending(concurrent.futures.Future):
    """The answer to request `request`: the server's reply (a message), RequestRefused or ConnectionLost."""

    def __init__(self, request: int, kind: str, action: str | None = None) -> None:
        super().__init__()
        self.request = request
        self.kind = kind
        self.action = action                 # an `act`: the action's text, as the server's `moved` names it


class TableClient:
    """One connection to a table server: requests out, events in, the seat kept across reconnections."""

    def __init__(self, url: str, name: str, deliver: Callable[[Event], Any] | None = None, *,
                 backoff: Backoff | None = None, open_timeout: float = 10.0, ping_interval: float | None = 10.0,
                 ping_timeout: float | None = 10.0, give_up_after: float | None = None, ssl: Any = None) -> None:
        self.url = url
        self.name = name
        #: The events, when no `deliver` was given.
        self.events: queue.Queue[Event] = queue.Queue()
        self._deliver = deliver or self.events.put
        self.backoff = backoff or Backoff()
        self.open_timeout = open_timeout
        self.ping_interval = ping_interval
        self.ping_timeout = ping_timeout
        self.give_up_after = give_up_after    # seconds of trying to reconnect before giving up (None: never)
        self.ssl = ssl
        # what the client knows: written in its thread only, each value replaced whole
        self.server: str | None = None        # the server's name and version (its welcome)
        self.code: str | None = None          # the table's invite code
        self.seat: int | None = None
        self.token: str | None = None         # the newest token of the seat (a rejoin spends it and brings another)
        self.lobby: dict[str, Any] | None = None
        self.seq: int | None = None           # the seq of the last state told
        self.state: RemoteState | None = None
        self.connected = False
        self._ids = itertools.count(1)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._stop: asyncio.Event | None = None
        self._outbox: asyncio.Queue[str] | None = None
        self._pending: dict[int, Pending] = {}
        self._moves: dict[int, R.Outcome] = {}   # outcomes of `moved` waiting for their state
        self._resync = True                    # the next state is told whole (the first; after a reconnection)
        self._over = False                     # the match is over: nothing to come back to
        self._taken_over: RemoteError | None = None
        self._closing = False
        self._stopped = False
        self._rejoining = False                # in a reconnection's hello and rejoin
        self._first = True                     # the first connection is under way: requests wait for it

    # ----- the owner's side (any thread) -----------------------------------------------------------

    def connect(self) -> Pending:
        """Start the client's thread, connect and say hello: the answer is the `welcome`."""
        if self._thread is not None:
            raise RuntimeError("the client was started already")
        hello = Pending(next(self._ids), "hello")
        self._thread = threading.Thread(target=self._run, args=(hello,), name="buraco-net", daemon=True)
        self._thread.start()
        self._ready.wait()
        return hello

    def create_table(self, preset: str, players: int, seats: list[str] | None = None, *, target: int | None = None,
                     turn_seconds: float | None = None, hand_size: int | None = None,
                     pickup: str | None = None, deal: int | None = None) -> Pending:
        """Create a table and sit at seat 0 as its host (seats: one per other seat, "open" or "ai:<level>";
        `deal`: the first hand's deal number, started by seat 0)."""
        fields: dict[str, Any] = {"variant": preset, "players": players}
        for name, value in (("seats", seats), ("target", target), ("turn_seconds", turn_seconds),
                            ("hand_size", hand_size), ("pickup", pickup), ("deal", deal)):
            if value is not None:
                fields[name] = value
        return self._request("create_table", fields)

    def join(self, code: str, seat: int | None = None) -> Pending:
        """Sit at the table `code` (at `seat`, or the first open one)."""
        return self._request("join", {"code": code} if seat is None else {"code": code, "seat": seat})

    def rejoin(self, code: str, token: str) -> Pending:
        """Come back to a seat with its token (one kept from an earlier session)."""
        return self._request("rejoin", {"code": code, "token": token})

    def set_seat(self, seat: int, kind: str) -> Pending:
        """The host makes a seat nobody sits at "open" or a computer's ("ai:<level>") before the start: its
        answer is the lobby."""
        return self._request("set_seat", {"seat": seat, "kind": kind})

    def start(self) -> Pending:
        """Start the match (the host only): its answer is the first state."""
        return self._request("start", {})

    def act(self, action: R.Action | str) -> Pending:
        """Play a move (an engine action or its text form): its answer is the server's `moved`."""
        text = str(R.parse_action(action) if isinstance(action, str) else check_action(action))
        return self._request("act", {"action": text}, action=text)

    def next_hand(self) -> Pending:
        """Ask for the next deal (once a hand is over)."""
        return self.act("next")

    def leave(self) -> Pending:
        """Give up the seat (a computer plays it from then on); the connection stays open."""
        return self._request("leave", {})

    def close(self, timeout: float = 5.0) -> None:
        """Close the connection (the seat is kept for its token) and stop the client's thread."""
        self._closing = True
        loop, thread = self._loop, self._thread
        if loop is not None and not self._stopped:
            try:
                loop.call_soon_threadsafe(self._stop_now)
            except RuntimeError:
                pass                              # the loop has ended already
        if thread is not None and thread is not threading.current_thread():
            thread.join(timeout)

    def _request(self, kind: str, fields: dict[str, Any], action: str | None = None) -> Pending:
        pending = Pending(next(self._ids), kind, action)
        frame = json.dumps({"type": kind, "id": pending.request, **fields}, separators=(",", ":"))
        loop = self._loop
        if loop is None or self._stopped or self._closing:
            pending.set_exception(ConnectionLost("the client is not running"))
            return pending
        try:
            loop.call_soon_threadsafe(self._send, frame, pending)
        except RuntimeError:
            pending.set_exception(ConnectionLost("the client is not running"))
        return pending

    # ----- the client's thread ---------------------------------------------------------------------

    def _run(self, hello: Pending) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        try:
            loop.run_until_complete(self._main(hello))
        except Exception as error:                # a bug here must not end the owner's program
            log.exception("the table client failed")
            self._finish(f"the client failed: {error}")
        finally:
            self._stopped = True
            self._ready.set()
            tasks = asyncio.all_tasks(loop)
            for task in tasks:
                task.cancel()
            if tasks:
                loop.run_until_complete(asyncio.gather(*tasks, return_exceptions=True))
            loop.close()

    def _stop_now(self) -> None:
        if self._stop is not None:
            self._stop.set()

    def _emit(self, event: Event) -> None:
        try:
            self._deliver(event)
        except Exception:
            log.exception("the owner's event callable failed on %r", event)

    def _finish(self, reason: str) -> None:
        """The last event: fail what waits, say closed."""
        if self._stopped:
            return
        self._stopped = True
        self.connected = False
        self._fail_pending(reason)
        self._emit(Event("closed", reason=reason))

    async def _main(self, hello: Pending) -> None:
        self._stop = asyncio.Event()
        self._outbox = asyncio.Queue()
        self._ready.set()
        try:
            websocket = await self._unless_stopped(self._open(hello))
            self._first = False
        except _Stopped:
            if not hello.done():
                hello.set_exception(ConnectionLost("closed by its owner"))
            self._finish("closed by its owner")
            return
        except _Refused as refused:
            hello.set_exception(RequestRefused(refused.error)) if not hello.done() else None
            self._emit(Event("error", error=refused.error, request=hello.request))
            self._finish(f"the server refused: {refused.error.message}")
            return
        except _OPEN_ERRORS as error:
            if not hello.done():
                hello.set_exception(ConnectionLost(_describe(error)))
            self._finish(f"could not connect to {self.url}: {_describe(error)}")
            return
        while True:
            reason = await self._serve(websocket)
            self.connected = False
            self._fail_pending(reason)
            if self._closing:
                self._finish("closed by its owner")
                return
            self._emit(Event("lost", reason=reason))
            if self._taken_over is not None:
                self._emit(Event("gone", error=self._taken_over, reason=self._taken_over.message))
                self._finish("the seat was taken up by another connection")
                return
            if self.token is None or self._over:
                self._finish("the match is over" if self._over
                             else "the connection dropped, and no seat to come back to")
                return
            websocket = await self._reconnect()
            if websocket is None:
                return

    async def _open(self, hello: Pending | None = None) -> ClientConnection:
        """A new connection that has said hello (the welcome told); _Refused, or an error of _OPEN_ERRORS."""
        websocket = await connect(self.url, open_timeout=self.open_timeout, ping_interval=self.ping_interval,
                                  ping_timeout=self.ping_timeout, max_size=MAX_FRAME, compression=None,
                                  close_timeout=2, ssl=self.ssl)
        try:
            hello = hello or Pending(next(self._ids), "hello")
            await self._handshake(websocket, hello, {"type": "hello", "protocol": PROTOCOL, "name": self.name})
        except BaseException:
            await _close_quietly(websocket)
            raise
        return websocket

    async def _handshake(self, websocket: ClientConnection, pending: Pending, message: dict[str, Any]) -> dict:
        """Send `message` as the request `pending` and read until its answer (the frames before it are
        told as usual); the answer, or _Refused."""
        self._pending[pending.request] = pending
        await websocket.send(json.dumps({**message, "id": pending.request}, separators=(",", ":")))
        while not pending.done():
            frame = await asyncio.wait_for(websocket.recv(), self.open_timeout)
            self._receive(frame)
        self._pending.pop(pending.request, None)
        error = pending.exception()
        if error is not None:
            if isinstance(error, RequestRefused):
                raise _Refused(error.error)
            raise error
        return pending.result()

    async def _serve(self, websocket: ClientConnection) -> str:
        """Read and write until the connection ends or the owner closes; why it ended."""
        assert self._stop is not None and self._outbox is not None
        reader = asyncio.ensure_future(self._read(websocket))
        writer = asyncio.ensure_future(self._write(websocket))
        stop = asyncio.ensure_future(self._stop.wait())
        try:
            await asyncio.wait((reader, writer, stop), return_when=asyncio.FIRST_COMPLETED)
        finally:
            for task in (reader, writer, stop):
                task.cancel()
        failed = writer.exception() if writer.done() and not writer.cancelled() else None
        reason = "closed by its owner" if self._stop.is_set() else _closing_reason(websocket, failed)
        await _close_quietly(websocket)
        return reason

    async def _read(self, websocket: ClientConnection) -> None:
        try:
            async for frame in websocket:
                self._receive(frame)
        except ConnectionClosed:
            pass

    async def _write(self, websocket: ClientConnection) -> None:
        assert self._outbox is not None
        while True:
            frame = await self._outbox.get()
            await websocket.send(frame)

    async def _reconnect(self) -> ClientConnection | None:
        """Try again with backoff until the seat is back (the connection), the table is gone, the owner
        closes or the time to try is over (None: the client has finished)."""
        assert self._stop is not None and self._loop is not None
        began = self._loop.time()
        for attempt in itertools.count(1):
            delay = self.backoff.delay(attempt)
            if self.give_up_after is not None and self._loop.time() - began + delay > self.give_up_after:
                self._finish("the server could not be reached again")
                return None
            self._emit(Event("reconnecting", delay=delay, attempt=attempt))
            try:
                await asyncio.wait_for(self._stop.wait(), delay)
            except TimeoutError:
                pass
            if self._stop.is_set():
                self._finish("closed by its owner")
                return None
            self._rejoining = True
            try:
                websocket = await self._unless_stopped(self._rejoin())
            except _Stopped:
                self._finish("closed by its owner")
                return None
            except _Refused as refused:
                if refused.error.code in GONE:
                    self._emit(Event("gone", error=refused.error, reason=refused.error.message))
                    self._finish("the table is no longer there")
                    return None
                log.info("rejoin refused (%s): trying again", refused.error.code)
                continue
            except _OPEN_ERRORS as error:
                log.info("reconnection %d failed: %s", attempt, _describe(error))
                continue
            finally:
                self._rejoining = False
            return websocket                       # ("reconnected" and the table were told by _dispatch)
        return None

    async def _rejoin(self) -> ClientConnection:
        """A new connection that has said hello and rejoined the seat; _Refused, or an error of _OPEN_ERRORS."""
        websocket = await self._open()
        try:
            rejoin = Pending(next(self._ids), "rejoin")
            await self._handshake(websocket, rejoin, {"type": "rejoin", "code": self.code, "token": self.token})
        except BaseException:
            await _close_quietly(websocket)
            raise
        return websocket

    async def _unless_stopped(self, awaitable: Any) -> Any:
        """The result of `awaitable`, or _Stopped (it cancelled) as soon as the owner closes the client."""
        assert self._stop is not None
        task = asyncio.ensure_future(awaitable)
        stop = asyncio.ensure_future(self._stop.wait())
        try:
            await asyncio.wait((task, stop), return_when=asyncio.FIRST_COMPLETED)
        finally:
            stop.cancel()
        if task.done():
            return task.result()
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
        raise _Stopped

    def _send(self, frame: str, pending: Pending) -> None:
        """In the loop: queue a request (sent once the first connection has said hello), or refuse it at
        once while a lost connection is not back."""
        if not (self.connected or self._first) or self._outbox is None:
            error = RemoteError("offline", "not connected to the server", None, {})
            pending.set_exception(RequestRefused(error))
            self._emit(Event("error", error=error, request=pending.request))
            return
        self._pending[pending.request] = pending
        self._outbox.put_nowait(frame)

    def _fail_pending(self, reason: str) -> None:
        pending, self._pending = self._pending, {}
        for waiting in pending.values():
            if not waiting.done():
                waiting.set_exception(ConnectionLost(reason))
        if self._outbox is not None:
            while not self._outbox.empty():
                self._outbox.get_nowait()
        self._moves.clear()

    def _resolve(self, request: Any, result: dict[str, Any]) -> None:
        pending = self._pending.pop(request, None) if isinstance(request, int) else None
        if pending is not None and not pending.done():
            pending.set_result(result)

    def _resolve_first(self, accepts: Callable[[Pending], bool], result: dict[str, Any]) -> None:
        for request, pending in self._pending.items():
            if accepts(pending):
                self._resolve(request, result)
                return

    # ----- what the server sends --------------------------------------------------------------------

    def _receive(self, frame: str | bytes) -> None:
        """One frame: read, kept, told; a frame that cannot be read is told as an error, never raised."""
        try:
            message = json.loads(frame) if isinstance(frame, str) else None
        except (ValueError, RecursionError):
            message = None
        if not isinstance(message, dict) or not isinstance(message.get("type"), str):
            self._bad_frame("a frame that is not a message")
            return
        try:
            self._dispatch(message)
        except BadFrame as problem:
            self._bad_frame(f"a {message['type']} that cannot be read: {problem}")
        except Exception as error:                 # whatever the server sends, the client goes on
            log.exception("a frame could not be handled")
            self._bad_frame(f"a {message['type']} that cannot be handled: {error!r}")

    def _bad_frame(self, reason: str) -> None:
        log.warning("%s", reason)
        self._emit(Event("error", error=RemoteError("bad_frame", reason, None, {})))

    def _dispatch(self, message: dict[str, Any]) -> None:
        kind = message["type"]
        request = message.get("id")
        if kind == "welcome":
            server = message.get("server")
            self.server = server if isinstance(server, str) else None
            if not self._rejoining:
                self.connected = True                  # requests may go (the writer sends them once it runs)
                self._emit(Event("welcome", message=message, request=_id(request)))
            self._resolve(request, message)
        elif kind == "table":
            self._seated(message)
            if self._rejoining:
                self.connected, self._resync = True, True   # the state that follows is told whole
                self._emit(Event("reconnected"))
            self._emit(Event("table", message=message, request=_id(request)))
            self._resolve(request, message)
        elif kind == "lobby":
            message = read_lobby(message)
            if message.get("code") in (None, self.code):
                self.lobby = message
            self._emit(Event("lobby", message=message, request=_id(request)))
            self._resolve(request, message)
        elif kind == "state":
            self._on_state(message)
        elif kind == "moved":
            self._on_moved(message)
        elif kind == "timeout":
            self._emit(Event("timeout", message=message))
        elif kind == "left":
            self.code = self.seat = self.token = None
            self._emit(Event("left", message=message, request=_id(request)))
            self._resolve(request, message)
        elif kind == "error":
            error = RemoteError.from_message(message)
            pending = self._pending.pop(request, None) if isinstance(request, int) else None
            if pending is not None and not pending.done():
                pending.set_exception(RequestRefused(error))
            if request is None and error.code == "bad_token":
                self._taken_over = error              # another connection rejoined with this seat's token
            if not (self._rejoining and pending is not None):   # a reconnection's refusal: told as gone, or tried again
                self._emit(Event("error", error=error, request=_id(request)))
        # other types: a newer server's additions, not known here

    def _seated(self, message: dict[str, Any]) -> None:
        code, seat, token, lobby = (message.get(name) for name in ("code", "seat", "token", "lobby"))
        if not (isinstance(code, str) and isinstance(token, str) and isinstance(seat, int)
                and not isinstance(seat, bool) and 0 <= seat < 4):
            raise BadFrame("its code, seat or token is missing")
        if code != self.code:
            self.seq, self.state, self._over = None, None, False
        self.code, self.seat, self.token = code, seat, token
        try:
            self.lobby = read_lobby(lobby)
        except BadFrame as problem:                # the seat is taken all the same; the next lobby tells who sits
            log.warning("the lobby of a table frame was left aside: %s", problem)
        message["lobby"] = self.lobby
        self._taken_over = None

    def _on_state(self, message: dict[str, Any]) -> None:
        seq = message.get("seq")
        if not isinstance(seq, int) or isinstance(seq, bool):
            raise BadFrame("seq is not a number")
        if self.seq is not None and (seq < self.seq or (seq == self.seq and not self._resync)):
            return                                 # told already
        read = read_state(message, self.lobby)
        if self.seat is not None and read.seat != self.seat:
            raise BadFrame("a state for another seat")
        in_order = not self._resync and self.seq is not None and seq == self.seq + 1
        outcome = self._moves.pop(seq, None) if in_order else None
        self._moves.clear()
        if outcome is not None:
            read = RemoteState(read.seq, read.seat, read.snapshot.replace(outcome=outcome), read.view,
                               read.turn_deadline, read.next_hand)
        self.seq, self.state, self._resync = seq, read, False
        self._over = read.snapshot.phase == "match_over"
        self._emit(Event("state", message=message, state=read, outcome=outcome, resync=not in_order))
        self._resolve_first(lambda pending: pending.kind == "start", message)

    def _on_moved(self, message: dict[str, Any]) -> None:
        seq = message.get("seq")
        if not isinstance(seq, int) or isinstance(seq, bool):
            raise BadFrame("seq is not a number")
        if self.state is None or (self.seq is not None and seq <= self.seq):
            return                                 # its state is told already (or there is no table to move on)
        snapshot = self.state.snapshot
        outcome = read_moved(message, snapshot.variant, snapshot.players)
        self._moves[seq] = outcome
        self._emit(Event("moved", message=message, outcome=outcome))
        if message.get("by") == "person" and outcome.seat == self.seat:
            text = str(outcome.action)
            self._resolve_first(lambda pending: pending.kind == "act" and pending.action == text, message)
        if outcome.dealt:
            self._resolve_first(lambda pending: pending.kind == "act" and pending.action == "next", message)


class _Stopped(Exception):
    """The owner closed the client while it waited for a connection."""


class _Refused(Exception):
    """The server refused hello or rejoin."""

    def __init__(self, error: RemoteError) -> None:
        super().__init__(error.message)
        self.error = error


_OPEN_ERRORS = (OSError, asyncio.TimeoutError, WebSocketException, ConnectionLost, EOFError)


def _id(request: Any) -> int | None:
    return request if isinstance(request, int) and not isinstance(request, bool) else None


def _describe(error: BaseException) -> str:
    return str(error) or type(error).__name__


def _closing_reason(websocket: ClientConnection, failed: BaseException | None) -> str:
    """Why the connection ended, in English (for the log and the `lost` event)."""
    received = getattr(websocket.protocol, "close_rcvd", None)
    if received is not None:
        return f"the server closed the connection ({received.code}{' ' + received.reason if received.reason else ''})"
    if failed is not None and not isinstance(failed, ConnectionClosed):
        return f"the connection failed: {_describe(failed)}"
    return "the connection was cut"


async def _close_quietly(websocket: ClientConnection | None) -> None:
    if websocket is None:
        return
    try:
        await asyncio.wait_for(websocket.close(), 3)
    except Exception:
        websocket.transport.abort()
