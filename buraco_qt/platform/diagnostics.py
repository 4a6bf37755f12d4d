"""What the game writes down about itself for a bug report: a rotating log, Qt's messages, native crashes.

Everything goes to the per-user data folder (``QStandardPaths.AppDataLocation``: on Linux
``$XDG_DATA_HOME/buraco-qt``, by default ``~/.local/share/buraco-qt``; docs/troubleshooting.md):

- ``buraco-qt.log`` (and ``.1`` … ``.3`` before it): Python's `logging` and Qt's own messages, a line
  with the versions at every start, and the traceback of every unexpected error;
- ``crash.log``: what `faulthandler` writes when the process dies natively (a segfault, an abort),
  open for the whole session. At the next start a report found there is copied into the log and
  moved aside as ``crash-<time>.log``, so it is told once.

The terminal (standard error) still gets every message Qt sends, as before, and the game's warnings
and errors. A folder
that cannot be written never stops the game: the log goes to the terminal only. No widgets here.
"""

from __future__ import annotations

import atexit
import faulthandler
import logging
import os
import sys
import threading
from pathlib import Path
from typing import TYPE_CHECKING

from buraco_qt import __version__

if TYPE_CHECKING:
    from collections.abc import Callable
    from types import TracebackType
    from typing import Any, TextIO

    from PySide6.QtCore import QMessageLogContext, QtMsgType

    #: What Qt calls with each of its messages.
    QtMessageHandler = Callable[[QtMsgType, QMessageLogContext, str], Any]

LOG_NAME = "buraco-qt.log"
LOG_BYTES = 1_000_000          # a log file is this large at most before it is rotated ...
LOG_BACKUPS = 3                # ... and this many earlier ones are kept
CRASH_NAME = "crash.log"
CRASH_REPORTS_KEPT = 5         # earlier native crash reports (crash-<time>.log) kept
CRASH_TEXT_LOGGED = 20_000     # characters of an earlier crash report copied into the log
FILE_FORMAT = "%(asctime)s %(process)d %(levelname)s %(name)s: %(message)s"
TERMINAL_FORMAT = "%(name)s: %(levelname)s: %(message)s"
#: The logger of Qt's messages; a Qt category ("qt.qpa.fonts") is its child.
QT_LOGGER = "qt"

log = logging.getLogger(__name__)


def data_folder() -> Path | None:
    """The per-user data folder of the game (the application's name must be set), None if Qt has none."""
    from PySide6.QtCore import QStandardPaths
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location) if location else None


class RotatingLog(logging.FileHandler):
    """A log file that is moved to ``.1`` (the ``.1`` to ``.2`` ...) once it would grow past `max_bytes`,
    keeping `backups` earlier files, as `logging.handlers.RotatingFileHandler` does (that module and what
    it imports took 7 ms of every start)."""

    def __init__(self, path: Path, max_bytes: int, backups: int) -> None:
        super().__init__(path, encoding="utf-8")
        self.max_bytes = max_bytes
        self.backups = backups

    def emit(self, record: logging.LogRecord) -> None:
        try:
            if self._full(record):
                self._rotate()
        except Exception:          # as logging does: a handler never raises into the program
            self.handleError(record)
            return
        super().emit(record)

    def _full(self, record: logging.LogRecord) -> bool:
        if self.stream is None:
            self.stream = self._open()
        position = self.stream.tell()
        return position > 0 and position + len(self.format(record)) + 1 >= self.max_bytes

    def _rotate(self) -> None:
        if self.stream is not None:
            self.stream.close()
        self.stream = None
        base = self.baseFilename
        for number in range(self.backups - 1, 0, -1):
            if os.path.exists(f"{base}.{number}"):
                os.replace(f"{base}.{number}", f"{base}.{number + 1}")
        if self.backups > 0:
            os.replace(base, f"{base}.1")
        else:
            os.remove(base)
        self.stream = self._open()


class Diagnostics:
    """The log, Qt's messages and the native crash reports of this session; `close` undoes `install`."""

    def __init__(self) -> None:
        #: The data folder written to, None if it cannot be written.
        self.folder: Path | None = None
        #: The log file, None if it cannot be written (then the log goes to the terminal only).
        self.log_path: Path | None = None
        #: Where a native crash of this session is written, None if nowhere.
        self.crash_path: Path | None = None
        #: The report of a native crash of an earlier session, found at this start (None: there was none).
        self.earlier_crash: Path | None = None
        self._handlers: list[logging.Handler] = []
        self._root_level = logging.getLogger().level
        self._qt_level = logging.getLogger(QT_LOGGER).level
        self._hooks = (sys.excepthook, threading.excepthook)
        self._qt_handler: QtMessageHandler | None = None
        self._previous_qt: QtMessageHandler | None = None
        self._crash_file: TextIO | None = None
        self._faulthandler_was_on = faulthandler.is_enabled()

    # ----- the log -------------------------------------------------------------------------------

    def _start_log(self, folder: Path | None) -> None:
        root = logging.getLogger()
        root.setLevel(logging.INFO)
        terminal = sys.stderr
        if terminal is not None:               # pythonw (the Windows launcher) has no standard error
            handler: logging.Handler = logging.StreamHandler(terminal)
            handler.addFilter(_for_the_terminal)
            handler.setFormatter(logging.Formatter(TERMINAL_FORMAT))
            self._add(handler)
        if folder is None:
            log.warning("no per-user data folder: the log goes to the terminal only")
            return
        path = folder / LOG_NAME
        try:
            folder.mkdir(parents=True, exist_ok=True)
            handler = RotatingLog(path, LOG_BYTES, LOG_BACKUPS)
        except OSError as error:
            log.warning("the log cannot be written in %s (%s): it goes to the terminal only", folder, error)
            return
        handler.setFormatter(logging.Formatter(FILE_FORMAT))
        self._add(handler)
        self.folder, self.log_path = folder, path

    def _add(self, handler: logging.Handler) -> None:
        logging.getLogger().addHandler(handler)
        self._handlers.append(handler)

    def _log_start(self, language: str) -> None:
        from PySide6 import __version__ as pyside_version
        from PySide6.QtCore import qVersion
        log.info("buraco-qt %s started: Python %s, Qt %s (PySide6 %s), %s, language %s",
                 __version__, sys.version.split()[0], qVersion(), pyside_version, _system(), language or "-")

    # ----- Qt's messages -------------------------------------------------------------------------

    def _capture_qt_messages(self) -> None:
        from PySide6.QtCore import QtMsgType, qInstallMessageHandler
        levels = {QtMsgType.QtDebugMsg: logging.DEBUG, QtMsgType.QtInfoMsg: logging.INFO,
                  QtMsgType.QtWarningMsg: logging.WARNING, QtMsgType.QtCriticalMsg: logging.ERROR,
                  QtMsgType.QtFatalMsg: logging.CRITICAL}

        def qt_message(kind: QtMsgType, context: QMessageLogContext, text: str) -> None:
            category = context.category or "default"
            name = QT_LOGGER if category == "default" else category if category.startswith("qt.") \
                else f"{QT_LOGGER}.{category}"
            logging.getLogger(name).log(levels.get(kind, logging.WARNING), "%s", text)
            if kind == QtMsgType.QtFatalMsg:    # Qt aborts next: what is written must be on disk
                for handler in self._handlers:
                    handler.flush()

        logging.getLogger(QT_LOGGER).setLevel(logging.DEBUG)   # Qt sends only what its categories enable
        self._qt_handler = qt_message
        self._previous_qt = qInstallMessageHandler(qt_message)
        # Qt may still speak while Python is finishing: from then on Qt writes to the terminal itself
        atexit.register(self._release_qt_messages)

    def _release_qt_messages(self) -> None:
        if self._qt_handler is not None:
            from PySide6.QtCore import qInstallMessageHandler
            qInstallMessageHandler(self._previous_qt)
            self._qt_handler = None
            atexit.unregister(self._release_qt_messages)

    # ----- unexpected errors, native crashes -----------------------------------------------------

    def _log_uncaught(self) -> None:
        """Errors nothing caught (a window adds its dialog on top: ui/window/crash_guard.py) go to the log."""
        sys.excepthook = log_uncaught

        def thread_hook(args: threading.ExceptHookArgs) -> None:
            if args.exc_type is not SystemExit and args.exc_value is not None:   # None only if called by hand
                log_uncaught(args.exc_type, args.exc_value, args.exc_traceback)

        threading.excepthook = thread_hook

    def _start_crash_reports(self) -> None:
        if self.folder is None:
            return
        path = self.folder / CRASH_NAME
        self.earlier_crash = _set_aside_crash_report(path)
        try:
            self._crash_file = open(path, "a", encoding="utf-8")     # noqa: SIM115 (open for the session)
            faulthandler.enable(file=self._crash_file, all_threads=True)
        except (OSError, ValueError) as error:
            log.warning("native crashes cannot be written to %s (%s)", path, error)
            return
        self.crash_path = path

    def close(self) -> None:
        """Stop writing: the log handlers, Qt's messages, the hooks and faulthandler as they were."""
        root = logging.getLogger()
        for handler in self._handlers:
            root.removeHandler(handler)
            handler.close()
        self._handlers = []
        root.setLevel(self._root_level)
        logging.getLogger(QT_LOGGER).setLevel(self._qt_level)
        self._release_qt_messages()
        sys.excepthook, threading.excepthook = self._hooks
        if self._crash_file is not None:
            faulthandler.disable()
            if self._faulthandler_was_on and sys.__stderr__ is not None:
                faulthandler.enable(sys.__stderr__)
            self._crash_file.close()
            self._crash_file = None


def install(folder: Path | None = None, *, language: str = "", crash_reports: bool = True) -> Diagnostics:
    """Start the log (in `folder`, by default `data_folder()`), send Qt's messages and uncaught errors
    to it, and (with `crash_reports`) native crashes to ``crash.log``; a start line says the versions.

    Call it once the application's name is set and before the QApplication exists (Qt's first messages
    are then logged too). It never raises for a folder that cannot be written."""
    diagnostics = Diagnostics()
    diagnostics._start_log(data_folder() if folder is None else Path(folder))
    diagnostics._log_start(language)
    diagnostics._capture_qt_messages()
    diagnostics._log_uncaught()
    if crash_reports:
        diagnostics._start_crash_reports()
    return diagnostics


def _system() -> str:
    """The operating system, its release and the machine ("Linux 6.1.0 x86_64")."""
    if hasattr(os, "uname"):            # without the platform module: 1 ms of every start
        name = os.uname()
        return f"{name.sysname} {name.release} {name.machine}"
    import platform
    return f"{platform.system()} {platform.release()} {platform.machine()}"


def _for_the_terminal(record: logging.LogRecord) -> bool:
    """The terminal shows every message Qt sends (as Qt's own handler did), the game's from warnings up."""
    return record.levelno >= logging.WARNING or record.name == QT_LOGGER or record.name.startswith(QT_LOGGER + ".")


def log_uncaught(exc_type: type[BaseException], value: BaseException, traceback: TracebackType | None) -> None:
    """Log an error that nothing caught, with its traceback (Ctrl+C in the terminal goes on as Python's)."""
    if issubclass(exc_type, KeyboardInterrupt):
        sys.__excepthook__(exc_type, value, traceback)
        return
    log.critical("An unexpected error", exc_info=(exc_type, value, traceback))


def _set_aside_crash_report(path: Path) -> Path | None:
    """A report of an earlier native crash at `path`: copied into the log, moved aside; its new name."""
    try:
        if not path.is_file() or path.stat().st_size == 0:
            return None
        from datetime import datetime
        when = datetime.fromtimestamp(path.stat().st_mtime)
        with open(path, encoding="utf-8", errors="replace") as file:
            text = file.read(CRASH_TEXT_LOGGED)
        kept = _unused_name(path.with_name(f"crash-{when:%Y%m%d-%H%M%S}.log"))
        os.replace(path, kept)
    except OSError as error:              # another copy of the game may hold it (Windows)
        log.warning("an earlier crash report in %s cannot be moved aside (%s)", path, error)
        return None
    log.warning("The game crashed at %s the last time it ran; the report is kept in %s",
                f"{when:%Y-%m-%d %H:%M:%S}", kept)
    log.info("The crash report:\n%s", text.rstrip())
    _prune_crash_reports(path.parent)
    return kept


def _unused_name(path: Path) -> Path:
    """`path`, or `path` with -2, -3 ... before its suffix if that name is taken."""
    candidate, number = path, 1
    while candidate.exists():
        number += 1
        candidate = path.with_name(f"{path.stem}-{number}{path.suffix}")
    return candidate


def _prune_crash_reports(folder: Path) -> None:
    """Keep the newest CRASH_REPORTS_KEPT reports of earlier crashes."""
    reports = sorted(folder.glob("crash-*.log"), key=lambda p: p.stat().st_mtime, reverse=True)
    for old in reports[CRASH_REPORTS_KEPT:]:
        try:
            old.unlink()
        except OSError:
            pass
