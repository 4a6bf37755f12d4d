"""Where the computer players think: their own process (`SeatProcess`), or threads for tests (`SeatThreads`).

`SeatProcess` runs `buraco_qt.session.seat_worker` in a `QProcess` (a fresh interpreter on every system,
as the spawn start method would: no fork, no Qt in it), started at the first question, so the
window paints first. The GUI process keeps Python's default garbage collection and GIL switch
interval: a hard player's allocations and its full caches live in the other process, on the other
core. Questions and answers are pickled frames on the worker's stdin and stdout. If the worker
dies (or is killed because a player stopped answering), each question it owed is answered with an
error, and the next question starts a new worker. The worker runs in a session of its own and
ignores SIGINT: a Ctrl+C in the terminal is the game's (which ends the worker as it quits).

`SeatThreads` is the test-only in-process mode: players made by a factory in the GUI process (fakes
that sleep, fail or never answer) decide in a `QThreadPool` thread. Both emit `answered(channel,
ticket, seat, action text, error text, milliseconds)` in the GUI thread.
"""

from __future__ import annotations

import functools
import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal, Slot

from buraco_qt import rules as R
from buraco_qt.platform.qt_namespace import Qt
from buraco_qt.session.child_process import end_quietly, python_child

if TYPE_CHECKING:  # pragma: no cover    (QProcess and the frames' pickle: loaded after the first paint)
    from PySide6.QtCore import QProcess

    from buraco_qt.ai import Player

MAX_DECISION_THREADS = 4       # threads for decisions when some never answered (in-process mode)
STOPPED = "the computer players' process stopped"
_running: weakref.WeakSet[SeatProcess] = weakref.WeakSet()


class SeatProcess(QObject):
    """One long-lived worker process for every computer seat (and hints) of a window."""

    answered = Signal(str, int, int, str, str, float)
    _lost = Signal(str, int, int, str, str, float)       # answers for questions a dead worker owed

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._process: QProcess | None = None
        self._lost_connected = False
        self._buffer = bytearray()
        self._owed: dict[tuple[str, int], int] = {}      # (channel, ticket) -> seat
        # a window deleted without being closed (or still open when the program ends) destroys this
        # object: its worker is ended first, quietly, not by QProcess's destructor (which complains
        # and then reports the end to an object already gone)
        self._workers: list[QProcess] = []
        self.destroyed.connect(functools.partial(end_quietly, self._workers))

    @property
    def pid(self) -> int:
        """The worker's process id (0 while none runs)."""
        return int(self._process.processId()) if self._process is not None else 0

    def ask(self, channel: str, ticket: int, level: str, seed: int, view: R.SeatView, fresh: bool = False) -> None:
        """Ask the player of `(channel, level, seed)` (a new one if `fresh`) for its move in `view`."""
        from buraco_qt.session.seat_worker import encode
        self._owed[(channel, ticket)] = view.seat
        if not self._lost_connected:      # here, not at startup: naming Qt's namespace makes it
            self._lost_connected = True
            self._lost.connect(self.answered, Qt.ConnectionType.QueuedConnection)   # never inside `ask`
        process = self._process or self._start()
        process.write(encode(("decide", channel, ticket, level, seed, view, fresh)))

    def warm_up(self) -> None:
        """Start the worker now if none runs, so that the first question (a hint) need not wait for it."""
        if self._process is None:
            self._start()

    def forget(self) -> None:
        """A new match: the players start afresh."""
        if self._process is not None:
            from buraco_qt.session.seat_worker import encode
            self._process.write(encode(("forget",)))

    def replace(self) -> None:
        """A player stopped answering: end the worker (what it owed is answered with an error, later)."""
        self._end()

    def shutdown(self) -> None:
        """End the worker and wait for it (nothing is answered any more)."""
        self._owed.clear()
        self._end()

    def _start(self) -> QProcess:
        process = python_child(self, "buraco_qt.session.seat_worker")
        # bound methods, not partials: the connections end with this object
        process.readyReadStandardOutput.connect(self._on_output)
        process.finished.connect(self._on_finished)
        process.errorOccurred.connect(self._on_error)
        self._process = process
        self._workers.append(process)
        self._buffer.clear()
        _running.add(self)
        process.start()
        return process

    def _end(self) -> None:
        process, self._process = self._process, None
        if process is not None:
            end_quietly([process])
            self._forget_worker(process)
        self._answer_owed()

    def _forget_worker(self, process: QProcess) -> None:
        if process in self._workers:
            self._workers.remove(process)
        process.deleteLater()

    def _answer_owed(self) -> None:
        owed, self._owed = self._owed, {}
        for (channel, ticket), seat in owed.items():
            self._lost.emit(channel, ticket, seat, "", STOPPED, 0.0)

    @Slot()
    def _on_output(self) -> None:
        if self._process is None:
            return
        from buraco_qt.session.seat_worker import decode
        self._buffer += self._process.readAllStandardOutput().data()
        for channel, ticket, seat, text, error, think_ms in decode(self._buffer):
            if self._owed.pop((channel, ticket), None) is not None:
                self.answered.emit(channel, ticket, seat, text, error, think_ms)

    @Slot()
    def _on_finished(self, *_: object) -> None:
        process = self.sender()
        if process is not None and process is self._process:   # it died by itself: the next question starts another
            self._process = None
            self._forget_worker(process)
            self._answer_owed()

    @Slot(object)
    def _on_error(self, error: QProcess.ProcessError) -> None:
        from PySide6.QtCore import QProcess
        if self.sender() is not None and error == QProcess.ProcessError.FailedToStart:
            self._on_finished()


def stop_all() -> None:
    """End every worker process still running (for tests and the end of the program)."""
    for seats in list(_running):
        seats.shutdown()


class _Relay(QObject):
    """Carries a thread's decision back to the GUI thread (queued connection)."""

    decided = Signal(str, int, int, str, str, float)


def _decide(player: Player, view: R.SeatView, channel: str, ticket: int, relay: _Relay) -> None:
    """One decision in the pool's thread (touches only its own objects). The pool is given this
    function, not a QRunnable: PySide keeps every Python QRunnable it started until it is waited for."""
    text, error = "", ""
    try:
        text = str(player.choose(view))
    except Exception as exc:  # a broken computer player must not stop the game
        error = f"{type(exc).__name__}: {exc}"
    try:
        relay.decided.emit(channel, ticket, view.seat, text, error, 0.0)
    except RuntimeError:  # the relay is gone: the controller was closed
        pass


class SeatThreads(QObject):
    """Test-only: players from `factory(level, seed=...)` decide in a thread of the GUI process."""

    answered = Signal(str, int, int, str, str, float)

    def __init__(self, factory: Callable[..., Player], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._factory = factory
        self._players: dict[tuple[str, str, int], Player] = {}
        from PySide6.QtCore import QThreadPool  # the tests' players only: the game's start never needs it
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._relay = _Relay()
        self._relay.decided.connect(self.answered, Qt.ConnectionType.QueuedConnection)

    @property
    def pid(self) -> int:
        """0: the players think in this process."""
        return 0

    def ask(self, channel: str, ticket: int, level: str, seed: int, view: R.SeatView, fresh: bool = False) -> None:
        """As `SeatProcess.ask`; a fresh player (a hint) is a real one, not the factory's."""
        player: Player | None
        if fresh:
            from buraco_qt import ai
            player = ai.create(level, seed=seed)
        else:
            player = self._players.get((channel, level, seed))
            if player is None:
                player = self._players[(channel, level, seed)] = self._factory(level, seed=seed)
        self._pool.start(functools.partial(_decide, player, view, channel, ticket, self._relay))

    def warm_up(self) -> None:
        """Nothing to start: the threads are made when asked."""

    def forget(self) -> None:
        """A new match: the players start afresh."""
        self._players.clear()

    def replace(self) -> None:
        """A player stopped answering: the next decisions get another thread."""
        self._pool.setMaxThreadCount(min(MAX_DECISION_THREADS, self._pool.maxThreadCount() + 1))

    def shutdown(self) -> None:
        """Drop the decisions not started and wait a little for the running one."""
        self._pool.clear()
        self._pool.waitForDone(3000)
