"""The autosave: the match in play, written after every move to ``autosave.buraco`` in the player's
data folder, and the lock that lets one window at a time own it. No widgets here.

A move is written in two steps, so that the table never waits for the disk and a killed process
loses nothing. The GUI thread writes the match whole to a new *pending* file beside the autosave
(``autosave.buraco.<n>.pending``: written, not yet on the disk, about a tenth of a millisecond), and
one writer thread makes it durable (fsync) and renames it over ``autosave.buraco``. A pending file is
removed or renamed before any newer one is renamed, so a pending file is always newer than the
autosave: reading takes the newest pending file that opens, else the autosave. A process killed at
any moment after a move's pending file is whole resumes at that move; a power cut may lose the moves
not yet made durable (one fsync, ~10 ms, behind), never the whole file.

The lock (``autosave.lock``, `QLockFile`) is held by the window that owns the autosave; the lock of a
process that died (killed, crashed) is taken over at once, a living one's never, however old. Qt
takes a lock for living when a process of the same program name (``python3.11``) has its number: on
Linux the process's command line tells a buraco-qt window from another Python program that got the
number of a game that died. A folder where the lock cannot be written is told as such
(`Autosave.unwritable`), not as a lock held by another window.

A Ctrl+C (or any signal whose handler raises) never lands between a move's pending file and its
hand-over to the writer (`quit_signals.uninterrupted`): the writer would wait for a hand-over that
never comes, and no later move would reach the disk.
"""

from __future__ import annotations

import errno
import logging
import os
import sys
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING

from buraco_qt import rules as R
from buraco_qt.platform import diagnostics, quit_signals
from buraco_qt.storage import files, persistence

if TYPE_CHECKING:  # pragma: no cover
    from concurrent.futures import ThreadPoolExecutor

FILE_NAME = "autosave" + persistence.SUFFIX
LOCK_NAME = "autosave.lock"
PENDING_SUFFIX = ".pending"
#: How long closing a window waits at most for the last move to reach the disk.
FLUSH_TIMEOUT_S = 5.0

log = logging.getLogger(__name__)
_writer: ThreadPoolExecutor | None = None
_writer_guard = threading.Lock()


def data_folder() -> Path:
    """The player's data folder (``QStandardPaths.AppDataLocation``: ``$XDG_DATA_HOME/buraco-qt`` on Linux)."""
    return diagnostics.data_folder() or Path.home() / ".local" / "share" / "buraco-qt"


def _writer_thread() -> ThreadPoolExecutor:
    """The one thread that makes autosaves durable (made at the first autosave)."""
    global _writer
    with _writer_guard:
        if _writer is None:
            from concurrent.futures import ThreadPoolExecutor  # at the first move: not in the way of the startup
            _writer = ThreadPoolExecutor(1, thread_name_prefix="autosave")
        return _writer


class Autosave:
    """The autosave file of a data folder, and its lock: `claim` it before writing."""

    def __init__(self, folder: Path | str | None = None) -> None:
        self.folder = Path(folder) if folder is not None else data_folder()
        #: The autosave itself.
        self.path = self.folder / FILE_NAME
        from PySide6.QtCore import QLockFile  # here: a start with nothing saved takes no lock before its table shows
        self._lock = QLockFile(str(self.folder / LOCK_NAME))
        self._lock.setStaleLockTime(0)       # never stale by age: only when the process holding it is gone
        self._owned = False
        self._mutex = threading.Condition()
        self._latest: Path | None = None     # the newest pending file, not yet taken by the writer
        self._writing = False                # the writer has work for this autosave
        self._generation = 0                 # counts clears: a commit begun before one is dropped
        self._sequence = 0
        self._error: OSError | None = None
        self._refused: Path | None = None    # the file `read` or `recover` could not open
        #: Why the last `claim` failed if not because another window holds the lock: the folder
        #: cannot be written (None: it can, or no claim failed).
        self.unwritable: OSError | None = None

    # ----- the lock ------------------------------------------------------------------------------

    def claim(self) -> bool:
        """Take the lock (True), unless a living process holds it (False: do not write)."""
        if not self._owned:
            self.unwritable = None
            try:
                self.folder.mkdir(parents=True, exist_ok=True)
            except OSError as error:
                log.warning("no data folder %s: %s", self.folder, error)
                self.unwritable = error
                return False
            self._owned = self._lock.tryLock(0) or self._take_over_stale_lock()
            if not self._owned:               # held by another window, or (even a dead one's) not removable
                self.unwritable = self._why_unwritable()
        return self._owned

    def _take_over_stale_lock(self) -> bool:
        """Take the lock that Qt takes for living when its process number now belongs to another program."""
        if self._lock.error() != self._lock.LockError.LockFailedError:
            return False
        from PySide6.QtCore import QSysInfo
        pid, host, _name = self._lock.getLockInfo()
        if not pid or pid == os.getpid() or host != QSysInfo.machineHostName() or not _another_program(pid):
            return False
        log.info("the autosave's lock names process %s, which is not buraco-qt: the lock is stale", pid)
        # removeStaleLockFile also refuses while a process holds the lock file open (Qt's own lock)
        return self._lock.removeStaleLockFile() and self._lock.tryLock(0)

    def _why_unwritable(self) -> OSError | None:
        """Why no file can be made in the folder (None: one can, so another window holds the lock)."""
        probe = self.folder / f".{LOCK_NAME}.{os.getpid()}.probe"
        try:
            files.write_new(probe, "")
        except FileExistsError:               # left by a process of this number that died: writable
            pass
        except OSError as error:
            return error
        _remove(probe)
        if self._lock.error() == self._lock.LockError.LockFailedError:
            return None
        return PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(self.folder / LOCK_NAME))

    @property
    def owned(self) -> bool:
        """True while this object holds the lock."""
        return self._owned

    def release(self) -> None:
        """Wait for the last move to reach the disk, then give the lock up."""
        if self._owned:
            self.flush()
            self._lock.unlock()
            self._owned = False

    # ----- reading -------------------------------------------------------------------------------

    def pending_files(self) -> list[Path]:
        """The pending files in the folder, newest first."""
        try:
            found = list(self.folder.glob(f"{FILE_NAME}.*{PENDING_SUFFIX}"))
        except OSError:
            return []
        return sorted(found, key=_sequence_of, reverse=True)

    def anything_saved(self) -> bool:
        """True if there is an autosave or a pending file to read (nothing is read, nothing locked)."""
        return self.path.exists() or self.path.is_symlink() or bool(self.pending_files())

    def read(self) -> persistence.SavedMatch | None:
        """The last match written (None: there is none); SaveError if the autosave is damaged.

        Nothing is changed on the disk (see `recover`)."""
        return self._newest()[0]

    def recover(self) -> persistence.SavedMatch | None:
        """As `read`, and (the lock held) the newest whole pending file becomes the autosave, the
        half-written ones are removed."""
        saved, source, broken = self._newest()
        if self._owned:
            for path in broken:
                _remove(path)
            if source is not None and source != self.path:
                files.commit(source, self.path)
            for path in self.pending_files():
                _remove(path)
        return saved

    def _newest(self) -> tuple[persistence.SavedMatch | None, Path | None, list[Path]]:
        broken: list[Path] = []
        self._refused = None
        for path in self.pending_files():
            try:
                return persistence.load(path), path, broken
            except persistence.SaveError as error:
                if error.template == persistence.NEWER:     # whole, from a newer buraco-qt: the newest match
                    self._refused = path
                    raise
                broken.append(path)           # killed while writing it: the one before is whole
        if not self.path.exists() and not self.path.is_symlink():
            return None, None, broken
        self._refused = self.path
        saved = persistence.load(self.path)
        self._refused = None
        return saved, self.path, broken

    def set_aside(self) -> Path:
        """Move the autosave that `read` or `recover` refused (``autosave.buraco``, or a pending file a
        newer buraco-qt wrote) to ``<its name>.damaged`` (never overwritten); the new path."""
        return persistence.set_aside(self._refused or self.path)

    # ----- writing -------------------------------------------------------------------------------

    def write(self, game: R.Game, table: persistence.Table) -> None:
        """Save the match (the lock held; else nothing): whole on return, on the disk a moment later.

        OSError if it cannot be written (or if the last one could not be made durable)."""
        if not self._owned:
            return
        error, self._error = self._error, None
        if error is not None:
            raise error
        text = persistence.to_text(game, table)
        pending = self._new_pending_path()
        with quit_signals.uninterrupted():
            files.write_new(pending, text)
            self._hand_over(pending)

    def _hand_over(self, pending: Path) -> None:
        """Give the writer `pending` (the newest), starting it if it is idle."""
        with self._mutex:
            older, self._latest = self._latest, pending
            if older is not None:
                _remove(older)                # never made durable: the newer one replaces it
            if self._writing:
                return
            self._writing = True
            try:
                _writer_thread().submit(self._commit_all)
            except BaseException:             # not handed over (the interpreter is ending): flush must not wait for it
                self._writing = False
                raise

    def _new_pending_path(self) -> Path:
        self._sequence = max(self._sequence + 1, time.time_ns())
        return self.folder / f"{FILE_NAME}.{self._sequence:020d}{PENDING_SUFFIX}"

    def _commit_all(self) -> None:
        """The writer thread: make the newest pending file durable and the autosave, until none is left."""
        while True:
            with self._mutex:
                pending, self._latest = self._latest, None
                generation = self._generation
                if pending is None:
                    self._writing = False
                    self._mutex.notify_all()
                    return
            try:
                files.sync_file(pending)
                with self._mutex:
                    current = generation == self._generation
                    if current:
                        os.replace(pending, self.path)
                if current:
                    files.sync_folder(self.folder)
                else:
                    _remove(pending)          # the match ended meanwhile
            except OSError as error:
                self._error = error
                log.warning("autosave not written: %s", error)
            except BaseException:            # never leave `_writing` set: flush would wait in vain
                with self._mutex:
                    self._writing = False
                    self._mutex.notify_all()
                raise

    def flush(self, timeout: float = FLUSH_TIMEOUT_S) -> bool:
        """Wait until every move written is on the disk; False if that took longer than `timeout` s."""
        with self._mutex:
            return self._mutex.wait_for(lambda: not self._writing, timeout)

    def save_now(self, game: R.Game, table: persistence.Table) -> Path | None:
        """Save the match and wait until it is on the disk; its path, or None (not owned, not written)."""
        if not self._owned:
            return None
        self.write(game, table)
        if not self.flush() or self._error is not None:
            return None
        return self.path

    def clear(self) -> None:
        """The match is over: remove the autosave (a write still on its way is dropped)."""
        if not self._owned:
            return
        with quit_signals.uninterrupted(), self._mutex:
            self._generation += 1
            latest, self._latest = self._latest, None
            if latest is not None:
                _remove(latest)
            _remove(self.path)


def _another_program(pid: int) -> bool:
    """True if process `pid` is known to run something other than buraco-qt (Linux: its command
    line names no buraco); False where that cannot be known."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        with open(f"/proc/{int(pid)}/cmdline", "rb") as file:
            command = file.read(1 << 16)
    except OSError:                           # gone (then Qt took the lock already) or not ours to read
        return False
    return b"buraco" not in command.lower()


def _sequence_of(path: Path) -> int:
    middle = path.name[len(FILE_NAME) + 1:-len(PENDING_SUFFIX)]
    return int(middle) if middle.isdigit() else -1


def _remove(path: Path) -> None:
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass
    except OSError as error:
        log.warning("cannot remove %s: %s", path, error)
