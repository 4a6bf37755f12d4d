"""Every table on the disk in `--data`, after each move, as the window's autosave does it.

A table is one file, ``<code>.table`` (JSON: the lobby and the match in the ``.buraco`` format, see
docs/server.md). A move is written in two steps so that the event loop never waits for the disk and
a killed server loses nothing: the loop writes the table whole to a new pending file beside it
(``<code>.table.<n>.pending``, written but not yet durable), and one writer thread makes the newest
pending file of each table durable (fsync) and renames it over the table's file, dropping the older
ones (at most every SYNC_EVERY_S a table: the moves between are passed). Reading takes a table's newest pending file that reads, else its file. A finished table's
files are removed.
"""

from __future__ import annotations

import itertools
import json
import logging
import os
import threading
import time
from pathlib import Path
from typing import Any, Callable

from buraco_qt.storage import files

SUFFIX = ".table"
PENDING = ".pending"
#: The largest table file read back (a long match is far below).
MAX_BYTES = 8 * 1024 * 1024
#: The writer makes each table durable at most this often (a killed server loses nothing meanwhile:
#: the pending files are whole; a power cut may lose the moves of the last interval).
SYNC_EVERY_S = 0.2
log = logging.getLogger("buraco_qt.server")


class TableStore:
    """The tables' files in one folder."""

    def __init__(self, folder: Path | str, sync_every: float = SYNC_EVERY_S) -> None:
        self.folder = Path(folder)
        self.folder.mkdir(parents=True, exist_ok=True)
        self.sync_every = sync_every
        self._numbers = itertools.count(1)
        self._dirty: dict[str, tuple[int, Path | None]] = {}     # code -> its newest pending file (None: remove)
        self._passed: list[Path] = []                             # older pending files, to remove
        self._busy = False
        self._closed = False
        self._wake = threading.Condition()
        self._writer = threading.Thread(target=self._write_loop, name="table-writer", daemon=True)
        self._writer.start()
        self.writes = 0

    def path(self, code: str) -> Path:
        """The file of table `code`."""
        return self.folder / (code + SUFFIX)

    def save(self, code: str, record: dict[str, Any]) -> None:
        """Write the table now (whole, not yet durable); the writer thread makes it durable."""
        number = next(self._numbers)
        pending = self.folder / f"{code}{SUFFIX}.{number:012d}{PENDING}"
        files.write_new(pending, json.dumps(record, separators=(",", ":"), ensure_ascii=False))
        self.writes += 1
        with self._wake:
            older = self._dirty.get(code)
            if older is not None and older[1] is not None:
                self._passed.append(older[1])
            self._dirty[code] = (number, pending)
            self._wake.notify()

    def remove(self, code: str) -> None:
        """Forget the table: its files go (after the writes already asked)."""
        with self._wake:
            older = self._dirty.get(code)
            if older is not None and older[1] is not None:
                self._passed.append(older[1])
            self._dirty[code] = (0, None)
            self._wake.notify()

    def _write_loop(self) -> None:
        """Make the newest pending file of each table durable, at most every `sync_every` seconds a table."""
        while True:
            with self._wake:
                while not self._dirty and not self._passed and not self._closed:
                    self._busy = False
                    self._wake.notify_all()
                    self._wake.wait()
                if self._closed and not self._dirty and not self._passed:
                    self._busy = False
                    self._wake.notify_all()
                    return
                self._busy = True
                dirty, self._dirty = self._dirty, {}
                passed, self._passed = self._passed, []
            for path in passed:
                _unlink(path)
            for code, (_number, pending) in dirty.items():
                try:
                    if pending is None:
                        for path in self._files_of(code):
                            _unlink(path)
                    else:
                        files.commit(pending, self.path(code))
                except OSError as error:
                    log.error("table file of %s not written: %s", code, error)
            if self.sync_every and not self._closed:
                time.sleep(self.sync_every)       # the moves meanwhile are one write each table

    def _files_of(self, code: str) -> list[Path]:
        return [self.path(code), *sorted(self.folder.glob(f"{code}{SUFFIX}.*{PENDING}"))]

    def load_all(self, read: Callable[[dict[str, Any]], Any]) -> list[Any]:
        """Every table of the folder, each the value of `read(record)` for its newest readable file; a
        file that `read` refuses (ValueError) is set aside as ``.damaged`` and said in the log."""
        codes = sorted({path.name.split(".", 1)[0] for path in self.folder.iterdir()
                        if path.name.endswith(SUFFIX) or path.name.endswith(PENDING)})
        tables = []
        for code in codes:
            candidates = self._files_of(code)
            newest_first = [*reversed(candidates[1:]), candidates[0]]
            table = None
            for path in newest_first:
                if not path.exists():
                    continue
                try:
                    record = json.loads(files.read_limited(path, MAX_BYTES))
                    table = read(record)
                    break
                except (OSError, ValueError, RecursionError) as error:
                    log.error("table file %s cannot be restored (%s): set aside", path.name, error)
                    try:
                        files.set_aside(path)
                    except OSError:
                        pass
            for path in candidates[1:]:
                path.unlink(missing_ok=True)
            if table is not None:
                tables.append(table)
        return tables

    def flush(self) -> None:
        """Wait until every write asked so far is on the disk."""
        with self._wake:
            self._wake.notify()
            while self._dirty or self._passed or self._busy:
                self._wake.wait(0.05)

    def close(self) -> None:
        """Finish the writes and stop the writer."""
        with self._wake:
            self._closed = True
            self._wake.notify_all()
        self._writer.join()


def _unlink(path: Path) -> None:
    try:
        path.unlink(missing_ok=True)
    except OSError as error:
        log.error("%s not removed: %s", path.name, error)
