"""The table client in a process of its own (`net/worker.py`), driven from the window's thread.

`ClientProcess` runs ``python -m buraco_qt.net.worker`` in a `QProcess`, as `computer_seats.SeatProcess`
runs the computer players: the window's process keeps no Python thread (docs/online.md says why).
Calls go to the worker's stdin as pickled frames, `(method, ticket, fields)`; what the worker says
comes back on its stdout and is told with signals in the window's thread: `event(Event)` for every
event of the client, `sent(ticket, request)` once a call is made, `refused(ticket, reason)` for a call
the worker could not make, `stopped()` when the worker has ended (by itself or killed). Closing its
stdin (`shutdown`) closes the connection; the seat stays for its token.
"""

from __future__ import annotations

import functools
import itertools
import logging
from typing import Any

from PySide6.QtCore import QObject, QProcess, Signal, Slot

from buraco_qt.session.child_process import end_child, end_quietly, python_child

log = logging.getLogger(__name__)
#: How long `shutdown` waits for the worker to close its connection and end.
SHUTDOWN_WAIT_MS = 3000


class ClientProcess(QObject):
    """One table client in a worker process: calls in, events out (signals in the window's thread)."""

    received = Signal(object)
    sent = Signal(int, object)
    refused = Signal(int, str)
    stopped = Signal()

    def __init__(self, url: str, name: str, options: dict[str, Any] | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.url = url
        self.name = name
        self.options = dict(options or {})
        self._tickets = itertools.count(1)
        self._buffer = bytearray()
        self._process: QProcess | None = None
        self._workers: list[QProcess] = []
        self.destroyed.connect(functools.partial(end_quietly, self._workers))

    @property
    def running(self) -> bool:
        """True while the worker runs."""
        return self._process is not None

    def start(self) -> None:
        """Start the worker with the client's address, name and options (`TableClient`'s keywords)."""
        if self._process is not None:
            return
        from buraco_qt.net.worker import encode
        process = python_child(self, "buraco_qt.net.worker")
        process.readyReadStandardOutput.connect(self._on_output)
        process.finished.connect(self._on_finished)
        process.errorOccurred.connect(self._on_error)
        self._process = process
        self._workers.append(process)
        process.start()
        process.write(encode(("start", self.url, self.name, self.options)))

    def call(self, method: str, **fields: Any) -> int:
        """Ask the client for `method` (`connect`, `create_table`, `join`, `act`…) with `fields`; its ticket
        (0: no worker runs, nothing was asked)."""
        if self._process is None:
            return 0
        from buraco_qt.net.worker import encode
        ticket = next(self._tickets)
        self._process.write(encode((method, ticket, fields)))
        return ticket

    def shutdown(self, wait_ms: int = SHUTDOWN_WAIT_MS) -> None:
        """Close the worker's stdin (it closes the connection and ends), wait a little, then kill it."""
        process, self._process = self._process, None
        if process is None:
            return
        end_child(process, process.closeWriteChannel, wait_ms, self._workers)

    @Slot()
    def _on_output(self) -> None:
        process = self._process
        if process is None or self.sender() is not process:
            return
        from buraco_qt.net.worker import decode
        self._buffer += process.readAllStandardOutput().data()
        try:
            frames = decode(self._buffer)
        except Exception:                     # noqa: BLE001 (a worker that says nonsense is ended, never trusted)
            log.exception("the table client's worker sent a frame that cannot be read")
            self._stop_now()
            return
        for frame in frames:
            if not isinstance(frame, tuple) or not frame:
                continue
            if frame[0] == "event" and len(frame) == 2:
                self.received.emit(frame[1])
            elif frame[0] == "sent" and len(frame) == 3:
                self.sent.emit(frame[1], frame[2])
            elif frame[0] == "refused" and len(frame) == 3:
                self.refused.emit(frame[1], str(frame[2]))
            if self._process is not process:  # a slot shut the client down
                return

    def _stop_now(self) -> None:
        process, self._process = self._process, None
        if process is not None:
            end_quietly([process])
            if process in self._workers:
                self._workers.remove(process)
            process.deleteLater()
        self.stopped.emit()

    @Slot()
    def _on_finished(self, *_args: object) -> None:
        if self.sender() is self._process:
            self._process = None
            self.sender().deleteLater()
            self.stopped.emit()

    @Slot(object)
    def _on_error(self, error: QProcess.ProcessError) -> None:
        process = self.sender()
        if process is not None and process is self._process and error == QProcess.ProcessError.FailedToStart:
            self._on_finished()
