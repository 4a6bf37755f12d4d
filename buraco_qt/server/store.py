"""Every table on the disk in `--data`, after each move, as the window's autosave does it.

A table is one file, ``<code>.table`` (JSON: the lobby and the match in the ``.buraco`` format, see
docs/server.md). A move is written in two steps so that the event loop never waits for the disk and
a killed server loses nothing: the loop writes the table whole to a new pending file beside it
(``<code>.table.<n>.pending``, written but not yet durable), and one writer thread makes the newest
pending file of each table durable (fsync) and renames it over the table's file, dropping the older
ones. Reading takes a table's newest pending file that reads, else its file. A finished table's
files are removed.
"""

from __future__ import annotations

import itertools
import json
import logging
import os
import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, Callable

from buraco_qt.storage import files

SUFFIX = ".table"
PENDING = ".pending"
#: The largest table file read back (a long match is far below).
MAX_BYTES = 8 * 1024 * 1024
log = logging.getLogger("buraco_qt.server")


class TableStore:
    """The tables' files in one folder."""

    def __init__(self, folder: Path | str) -> None:
        self.folder = Path(folder)
        self.folder.mkdir(parents=True, exist_ok=True)
        self._writer = ThreadPoolExecutor(1, thread_name_prefix="table-writer")
        self._numbers = itertools.count(1)
        self._newest: dict[str, int] = {}
        self._lock = threading.Lock()
        self.writes = 0

    def path(self, code: str) -> Path:
        """The file of table `code`."""
        return self.folder / (code + SUFFIX)

    def save(self, code: str, record: dict[str, Any]) -> None:
        """Write the table now (whole, not yet durable); the writer thread makes it durable."""
        number = next(self._numbers)
        pending = self.folder / f"{code}{SUFFIX}.{number:012d}{PENDING}"
        files.write_new(pending, json.dumps(record, separators=(",", ":"), ensure_ascii=False))
        with self._lock:
            self._newest[code] = number
        self.writes += 1
        self._writer.submit(self._commit, code, number, pending)

    def _commit(self, code: str, number: int, pending: Path) -> None:
        with self._lock:
            newest = self._newest.get(code)
        try:
            if newest != number:          # a newer move (or the table's end) follows: this one is passed
                pending.unlink(missing_ok=True)
                return
            files.commit(pending, self.path(code))
        except OSError as error:
            log.error("table file %s not written: %s", pending.name, error)

    def remove(self, code: str) -> None:
        """Forget the table: its files go (after the writes already asked)."""
        with self._lock:
            self._newest[code] = -1
        self._writer.submit(self._remove, code)

    def _remove(self, code: str) -> None:
        for path in self._files_of(code):
            path.unlink(missing_ok=True)
        with self._lock:
            if self._newest.get(code) == -1:
                del self._newest[code]

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
        self._writer.submit(lambda: None).result()

    def close(self) -> None:
        """Finish the writes and stop the writer."""
        self._writer.shutdown(wait=True)
