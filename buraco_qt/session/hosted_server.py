"""A `buraco-server` of the game's own, hosting a table on this computer (Game → Play online… → Host).

`HostedServer` starts ``python -m buraco_qt.server`` in a `QProcess`, as Kajongg's local game starts
its server: it listens on every address of the computer (friends on the network join it) on a port
chosen once and kept (`storage/online_table.py`), so that the same invite holds after a restart of
the server or of the game, with its tables in a folder of its own under the game's data folder. Its
first line on stdout (``listening on ws://HOST:PORT/``) says it is ready (`listening`). A server that
ends by itself (killed, crashed) is started again on the same port and folder, where its tables are
(`restarted`); the clients rejoin by themselves. `stop` ends it (SIGTERM: its tables are on the disk).
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QObject, QProcess, QTimer, Signal, Slot

from buraco_qt.session.child_process import end_child, end_quietly, python_child

log = logging.getLogger(__name__)
#: Every address of this computer.
ALL_ADDRESSES = "0.0.0.0"
#: How long to wait before starting again a server that ended by itself, and how many times in a row.
RESTART_DELAY_MS = 500
MAX_RESTARTS = 5
#: How long `stop` waits for the server to end after SIGTERM.
STOP_WAIT_MS = 5000
#: The server's pace for a table of people: the computers' delay, the pause after a hand (seconds).
AI_DELAY_S = 0.7
HAND_PAUSE_S = 30


class HostedServer(QObject):
    """One buraco-server child process on `port` with its tables in `data`."""

    #: The server accepts connections: its websocket address on this computer (ws://127.0.0.1:PORT/).
    listening = Signal(str)
    #: The server could not be started (or keeps ending): why, in English (for the log; the window says it).
    failed = Signal(str)
    #: The server ended by itself and was started again on its port.
    restarted = Signal()

    def __init__(self, port: int, data: Path, *, host: str = ALL_ADDRESSES, extra: tuple[str, ...] = (),
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.port = port
        self.data = Path(data)
        self.host = host
        self.extra = tuple(extra)
        #: The websocket address to connect to from this computer, once it listens.
        self.url: str | None = None
        self._process: QProcess | None = None
        self._workers: list[QProcess] = []
        self._buffer = bytearray()
        self._restarts = 0
        self._stopping = False
        self._ever_listened = False
        self.destroyed.connect(lambda *_: end_quietly(self._workers))

    @property
    def pid(self) -> int:
        """The server's process id (0 while none runs)."""
        return int(self._process.processId()) if self._process is not None else 0

    @property
    def running(self) -> bool:
        """True while the server's process runs."""
        return self._process is not None

    def start(self) -> None:
        """Start the server (its `listening` follows)."""
        self._stopping = False
        if self._process is not None:
            return
        self.data.mkdir(parents=True, exist_ok=True)
        process = python_child(self, "buraco_qt.server", "--host", self.host, "--port", str(self.port),
                               "--data", str(self.data), "--ai-delay", str(AI_DELAY_S),
                               "--hand-pause", str(HAND_PAUSE_S), "--status-every", "0", *self.extra)
        process.setProcessChannelMode(QProcess.ProcessChannelMode.SeparateChannels)   # its log is a file
        log_file = self.data / "server.log"
        process.setStandardErrorFile(str(log_file), QProcess.OpenModeFlag.Append)
        process.readyReadStandardOutput.connect(self._on_output)
        process.finished.connect(self._on_finished)
        process.errorOccurred.connect(self._on_error)
        self._process = process
        self._workers.append(process)
        self._buffer.clear()
        process.start()

    def stop(self) -> None:
        """End the server (its tables are on the disk) and wait for it."""
        self._stopping = True
        process, self._process = self._process, None
        self.url = None
        if process is None:
            return
        end_child(process, process.terminate, STOP_WAIT_MS, self._workers)

    @Slot()
    def _on_output(self) -> None:
        process = self._process
        if process is None or self.sender() is not process:
            return
        self._buffer += process.readAllStandardOutput().data()
        if b"\n" not in self._buffer or self.url is not None:
            return
        line = bytes(self._buffer).split(b"\n", 1)[0].decode("utf-8", "replace").strip()
        if not line.startswith("listening on "):
            self.failed.emit(f"the server said {line!r}")
            self.stop()
            return
        self.url = f"ws://127.0.0.1:{self.port}/"
        self._ever_listened = True
        self._restarts = 0
        self.listening.emit(self.url)

    @Slot()
    def _on_finished(self, *_args: object) -> None:
        process = self.sender()
        if process is not self._process:
            return
        self._process = None
        self.url = None
        if process in self._workers:
            self._workers.remove(process)
        process.deleteLater()
        if self._stopping:
            return
        if not self._ever_listened or self._restarts >= MAX_RESTARTS:
            self.failed.emit(f"the server ended (see {self.data / 'server.log'})")
            return
        self._restarts += 1
        log.warning("the hosted server ended by itself: starting it again (%d)", self._restarts)
        QTimer.singleShot(RESTART_DELAY_MS, self, self._start_again)

    def _start_again(self) -> None:
        if not self._stopping and self._process is None:
            self.start()
            self.restarted.emit()

    @Slot(object)
    def _on_error(self, error: QProcess.ProcessError) -> None:
        if self.sender() is self._process and error == QProcess.ProcessError.FailedToStart:
            self._on_finished()
