"""Ctrl+C in the terminal, SIGTERM and SIGHUP end the game as Game → Quit does, never in the middle of Qt.

Python's own handling raises KeyboardInterrupt wherever the program happens to be: inside a paint
called by Qt (a segmentation fault), inside the autosave's hand-over to its writer thread (a writer
that never runs again), or nowhere at all while Qt waits for events (the signal is ignored until
the next Python code runs). Here a handler only records the signal; `signal.set_wakeup_fd` wakes
Qt's event loop through a socket pair watched by a `QSocketNotifier`, and there, between two events,
the window is asked to close. The exit code is then 128 + the signal's number (130, 143, 129), as a
shell reports a program a signal ended.

`uninterrupted` keeps a raising handler (Python's own, where `catch` was not called: tests, an
interactive session) from interrupting code that must run whole. No Qt here; the socket module is
loaded only by `listen`.
"""

from __future__ import annotations

import contextlib
import logging
import signal
import threading
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import socket
    from types import FrameType
    from typing import Any

    from PySide6.QtCore import QObject, QSocketNotifier

    #: A Python signal handler; what `signal.signal` takes and returns is one, or a constant of the system's.
    Handler = Callable[[int, FrameType | None], Any]

#: The signals that ask the game to quit (SIGHUP: the terminal closed; not on Windows).
QUIT_SIGNALS = tuple(getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, name))

log = logging.getLogger(__name__)


def exit_code(signum: int) -> int:
    """The exit code of a program that `signum` ended in order: 128 + its number."""
    return 128 + int(signum)


def signal_name(signum: int) -> str:
    """SIGINT, SIGTERM ... (the number if the system has no name for it)."""
    try:
        return signal.Signals(signum).name
    except ValueError:
        return str(signum)


class QuitSignals:
    """The quit signals of the process, recorded instead of raised (made by `catch`)."""

    def __init__(self) -> None:
        #: The first quit signal received (None: none yet).
        self.received: int | None = None
        self._previous: dict[int, Handler | int | signal.Handlers | None] = {}
        self._previous_wakeup = -1
        self._sockets: tuple[socket.socket, socket.socket] | None = None
        self._notifier: QSocketNotifier | None = None
        self._on_signal: Callable[[int], None] | None = None
        self._told = False

    @property
    def exit_code(self) -> int | None:
        """128 + the signal received, None if none came."""
        return None if self.received is None else exit_code(self.received)

    def _record(self, signum: int, _frame: FrameType | None) -> None:
        # runs between two Python instructions of the main thread, wherever it is: records only
        # (never raises: `uninterrupted` leaves it in place)
        if self.received is None:
            self.received = signum

    def _install(self) -> QuitSignals:
        for signum in QUIT_SIGNALS:
            try:
                previous = signal.signal(signum, self._record)
            except (OSError, ValueError):        # not the main thread, or a signal the system refuses
                continue
            self._previous[signum] = previous
        return self

    def listen(self, on_signal: Callable[[int], None], parent: QObject | None = None) -> None:
        """Call `on_signal(signum)` in Qt's event loop for the first quit signal (at once, through the
        loop, if one came already). A QCoreApplication must exist; `parent` keeps the notifier."""
        import socket

        from PySide6.QtCore import QSocketNotifier, QTimer
        self._on_signal = on_signal
        reader, writer = socket.socketpair()
        reader.setblocking(False)
        writer.setblocking(False)
        self._sockets = (reader, writer)
        try:
            self._previous_wakeup = signal.set_wakeup_fd(writer.fileno(), warn_on_full_buffer=False)
        except (OSError, ValueError) as error:      # not the main thread: the signals are still recorded
            log.warning("signals cannot wake the event loop: %s", error)
        notifier = QSocketNotifier(reader.fileno(), QSocketNotifier.Type.Read, parent)
        notifier.activated.connect(self._woken)
        self._notifier = notifier
        if self.received is not None:             # came while the window was made
            QTimer.singleShot(0, self._tell)

    def _woken(self, *_args: object) -> None:
        if self._sockets is None:                 # restored meanwhile
            return
        reader = self._sockets[0]
        try:
            data = reader.recv(256)
        except OSError:
            data = b""
        for signum in data:                       # the C handler wrote each signal's number
            if signum in QUIT_SIGNALS and self.received is None:
                self.received = signum
        self._tell()

    def _tell(self) -> None:
        if self.received is None or self._told or self._on_signal is None:
            return
        self._told = True
        log.info("%s received: the game quits", signal_name(self.received))
        self._on_signal(self.received)

    def restore(self) -> None:
        """Put back the handlers and the wakeup descriptor that were there before."""
        if self._notifier is not None:
            self._notifier.setEnabled(False)
            self._notifier = None
        if self._sockets is not None:
            try:
                signal.set_wakeup_fd(self._previous_wakeup)
            except (OSError, ValueError):
                pass
            for end in self._sockets:
                end.close()
            self._sockets = None
        for signum, previous in self._previous.items():
            try:
                signal.signal(signum, previous)
            except (OSError, ValueError, TypeError):
                pass
        self._previous.clear()


def catch() -> QuitSignals:
    """Record the quit signals from now on instead of letting them raise or end the process (call it
    in the main thread, first thing); then `QuitSignals.listen` once the QApplication exists."""
    return QuitSignals()._install()


@contextlib.contextmanager
def uninterrupted() -> Iterator[None]:
    """Run the block whole: a quit signal whose Python handler may raise (KeyboardInterrupt) is held
    back until the block has ended, then handled as it would have been."""
    if threading.current_thread() is not threading.main_thread():
        yield                                     # signals are handled in the main thread only
        return
    raising: dict[int, Handler] = {}
    for signum in QUIT_SIGNALS:
        handler = signal.getsignal(signum)
        if callable(handler) and getattr(handler, "__func__", None) is not QuitSignals._record:
            raising[signum] = handler
    if not raising:
        yield
        return
    held: list[tuple[int, FrameType | None]] = []

    def hold(signum: int, frame: FrameType | None) -> None:
        held.append((signum, frame))

    for signum in raising:
        signal.signal(signum, hold)
    try:
        yield
    finally:
        for signum, handler in raising.items():
            signal.signal(signum, handler)
        for signum, frame in held:
            raising[signum](signum, frame)
