"""Every table on the disk in `--data`, each move before the next is accepted, without the event loop
waiting for the disk.

A table is a snapshot file, ``<code>.table`` (JSON: the lobby and the match in the ``.buraco`` format,
see docs/server.md), followed by its moves in the server's journal. A move is one line appended to
the journal segment in use (``moves.<n>.journal``: the table's code, its `seq`, its move count and
the move's text), written by the event loop before the move is sent to anybody: once written, a
killed server loses nothing. A snapshot is written in two steps: the loop writes the table whole to
a new pending file beside it (``<code>.table.<n>.pending``, written but not yet durable), and one
writer thread makes the newest pending file of each table durable (fsync) and renames it over the
table's file. The writer also makes the journal durable, one fsync for every table at once, at most
every SYNC_EVERY_S (a power cut may lose the moves of the last interval). A table takes a snapshot
when its lobby changes and after every SNAPSHOT_EVERY moves; a segment is closed past SEGMENT_BYTES
and removed once every table with moves in it has a durable snapshot taken after them (a table idle
for a whole segment since its moves is asked for one).

Reading takes a table's newest pending file that reads, else its file, then the journal's moves of
that table after the snapshot's `seq`, in order. A finished table's files are removed.
"""

from __future__ import annotations

import itertools
import json
import logging
import os
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from buraco_qt.storage import files

SUFFIX = ".table"
PENDING = ".pending"
JOURNAL = ".journal"
#: The largest table file read back (a long match is far below).
MAX_BYTES = 8 * 1024 * 1024
#: The writer makes the journal and each table durable at most this often (a killed server loses
#: nothing meanwhile: the journal and the pending files are whole; a power cut may lose the moves of
#: the last interval).
SYNC_EVERY_S = 0.2
#: A table's moves between two of its snapshots (what a restart replays of it, at most).
SNAPSHOT_EVERY = 64
#: A journal segment's size past which the next one is begun.
SEGMENT_BYTES = 4 * 1024 * 1024
#: The largest journal segment read back.
MAX_SEGMENT_BYTES = 64 * 1024 * 1024
log = logging.getLogger("buraco_qt.server")


class TableStore:
    """The tables' files and the moves' journal in one folder."""

    def __init__(self, folder: Path | str, sync_every: float = SYNC_EVERY_S, *,
                 snapshot_every: int = SNAPSHOT_EVERY, segment_bytes: int = SEGMENT_BYTES) -> None:
        self.folder = Path(folder)
        self.folder.mkdir(parents=True, exist_ok=True)
        self.sync_every = sync_every
        self.snapshot_every = snapshot_every
        self.segment_bytes = segment_bytes
        self._numbers = itertools.count(1)
        # the event loop's side
        self._since: dict[str, int] = {}           # code -> moves journaled since its last snapshot
        self._base: dict[str, int] = {}            # code -> the segment in use at its last snapshot
        self._segment = 0                          # the segment in use (0: none open yet)
        self._fd: int | None = None
        self._bytes = 0
        self._old_segments: list[Path] | None = None   # the segments read back, removed once replaced
        # shared with the writer (under `_wake`)
        self._dirty: dict[str, tuple[int, Path | None, int]] = {}  # code -> newest pending, its segment (None: remove)
        self._passed: list[Path] = []                             # older pending files, to remove
        self._lines_in: dict[int, set[str]] = {}                  # segment -> the tables with moves in it
        self._journal_dirty = False
        self._retired: list[int] = []                             # segments closed, to make durable
        self._new_segment = False
        self._busy = False
        self._closed = False
        # the writer's own
        self._committed: dict[str, int] = {}       # code -> the segment of its newest durable snapshot
        self._wake = threading.Condition()
        self._writer = threading.Thread(target=self._write_loop, name="table-writer", daemon=True)
        self._writer.start()
        self.writes = 0

    def path(self, code: str) -> Path:
        """The file of table `code`."""
        return self.folder / (code + SUFFIX)

    def segment_path(self, number: int) -> Path:
        """Journal segment `number`."""
        return self.folder / f"moves.{number:012d}{JOURNAL}"

    # ----- the event loop's side -------------------------------------------------------------

    def save(self, code: str, record: dict[str, Any]) -> None:
        """A snapshot of the table, written now (whole, not yet durable); the writer thread makes it durable."""
        number = next(self._numbers)
        pending = self.folder / f"{code}{SUFFIX}.{number:012d}{PENDING}"
        files.write_new(pending, json.dumps(record, separators=(",", ":"), ensure_ascii=False))
        self.writes += 1
        self._since[code] = 0
        self._base[code] = self._segment
        with self._wake:
            older = self._dirty.get(code)
            if older is not None and older[1] is not None:
                self._passed.append(older[1])
            self._dirty[code] = (number, pending, self._segment)
            self._wake.notify()

    def due(self, code: str) -> bool:
        """True if the table's next move is to be written as a snapshot (none yet, or enough moves since)."""
        since = self._since.get(code)
        return since is None or since >= self.snapshot_every or self._fd is None

    def append(self, code: str, seq: int, moves: int, action: str) -> list[str]:
        """Journal one move of a table (written now, whole, not yet durable). The codes of the tables,
        idle for a whole segment since their last moves, whose snapshot would let an old segment go."""
        assert self._fd is not None
        line = json.dumps({"code": code, "seq": seq, "moves": moves, "action": action},
                          separators=(",", ":"), ensure_ascii=False) + "\n"
        data = line.encode("utf-8")
        os.write(self._fd, data)
        self._bytes += len(data)
        self._since[code] = self._since.get(code, 0) + 1
        in_use = self._lines_in.get(self._segment)
        if in_use is None or code not in in_use or not self._journal_dirty:
            with self._wake:
                self._lines_in.setdefault(self._segment, set()).add(code)
                if not self._journal_dirty:
                    self._journal_dirty = True
                    self._wake.notify()
        if self._bytes >= self.segment_bytes:
            return self._next_segment()
        return []

    def _next_segment(self) -> list[str]:
        """Begin the next segment; the tables holding a segment two back are due for a snapshot."""
        number = self._segment + 1
        fd = os.open(self.segment_path(number), os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_APPEND, 0o644)
        with self._wake:
            if self._fd is not None:
                self._retired.append(self._fd)
            self._fd, self._segment, self._bytes = fd, number, 0
            self._new_segment = True
            held = {code for segment, codes in self._lines_in.items() if segment <= number - 2 for code in codes}
            self._wake.notify()
        return sorted(code for code in held if self._base.get(code, 0) <= number - 2)

    def remove(self, code: str) -> None:
        """Forget the table: its files go (after the writes already asked)."""
        self._since.pop(code, None)
        self._base.pop(code, None)
        with self._wake:
            older = self._dirty.get(code)
            if older is not None and older[1] is not None:
                self._passed.append(older[1])
            self._dirty[code] = (0, None, self._segment)
            self._wake.notify()

    # ----- the writer thread -----------------------------------------------------------------

    def _write_loop(self) -> None:
        """Make the journal and the newest pending file of each table durable, at most every `sync_every`
        seconds; remove the segments no table needs any more."""
        while True:
            with self._wake:
                while not self._work() and not self._closed:
                    self._busy = False
                    self._wake.notify_all()
                    self._wake.wait()
                if self._closed and not self._work():
                    self._busy = False
                    self._wake.notify_all()
                    return
                self._busy = True
                dirty, self._dirty = self._dirty, {}
                passed, self._passed = self._passed, []
                retired, self._retired = self._retired, []
                journal = self._fd if self._journal_dirty else None
                new_segment, self._journal_dirty, self._new_segment = self._new_segment, False, False
            for path in passed:
                _unlink(path)
            for code, (_number, pending, segment) in dirty.items():
                try:
                    if pending is None:
                        for path in self._files_of(code):
                            _unlink(path)
                        self._committed.pop(code, None)
                        with self._wake:
                            for codes in self._lines_in.values():
                                codes.discard(code)
                    else:
                        files.commit(pending, self.path(code))
                        self._committed[code] = segment
                except OSError as error:
                    log.error("table file of %s not written: %s", code, error)
            try:
                for fd in retired:
                    os.fsync(fd)
                    os.close(fd)
                if journal is not None:
                    os.fsync(journal)
                if new_segment:
                    files.sync_folder(self.folder)
            except OSError as error:
                log.error("journal not made durable: %s", error)
            self._drop_segments()
            if self.sync_every and not self._closed:
                time.sleep(self.sync_every)       # the moves meanwhile are one fsync; a table's snapshots one write

    def _work(self) -> bool:
        return bool(self._dirty or self._passed or self._journal_dirty or self._retired)

    def _drop_segments(self) -> None:
        """Remove each closed segment whose tables all have a durable snapshot taken after it."""
        with self._wake:
            closed = {number: set(codes) for number, codes in self._lines_in.items() if number < self._segment}
        for number, codes in sorted(closed.items()):
            if all(self._committed.get(code, -1) > number for code in codes):
                _unlink(self.segment_path(number))
                with self._wake:
                    self._lines_in.pop(number, None)

    def _files_of(self, code: str) -> list[Path]:
        return [self.path(code), *sorted(self.folder.glob(f"{code}{SUFFIX}.*{PENDING}"))]

    # ----- reading back ----------------------------------------------------------------------

    def load_all(self, read: Callable[[dict[str, Any]], Any],
                 replay: Callable[[str, dict[str, Any]], None]) -> list[Any]:
        """Every table of the folder, each the value of `read(record)` for its newest readable file; a
        file that `read` refuses (ValueError) is set aside as ``.damaged`` and said in the log. Then
        `replay(code, move)` for each move of the journal, oldest first (`move`: its `seq`, `moves` and
        `action`; a torn last line is passed over), and the journal begins afresh: the caller saves
        every table (`save`) before it goes on."""
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
        segments = self._segments()
        for _number, path in segments:
            for move in _journal_moves(path):
                replay(move["code"], move)
        self._old_segments = [path for _number, path in segments]
        self._segment = max((number for number, _path in segments), default=0)
        return tables

    def begin_journal(self) -> None:
        """Open a new journal segment; once the tables saved since `load_all` are durable, the old ones go."""
        old = self._old_segments
        if old is None:
            segments = self._segments()
            old = [path for _number, path in segments]
            self._segment = max((number for number, _path in segments), default=0)
        self.flush()
        for path in old:
            _unlink(path)
        self._old_segments = []
        if old:
            files.sync_folder(self.folder)
        self._next_segment()

    def _segments(self) -> list[tuple[int, Path]]:
        found = []
        for path in self.folder.glob(f"moves.*{JOURNAL}"):
            number = path.name[len("moves."):-len(JOURNAL)]
            if number.isdigit():
                found.append((int(number), path))
        return sorted(found)

    def flush(self) -> None:
        """Wait until every write asked so far is on the disk."""
        with self._wake:
            self._wake.notify()
            while self._work() or self._busy:
                self._wake.wait(0.05)

    def close(self) -> None:
        """Finish the writes and stop the writer."""
        with self._wake:
            self._closed = True
            self._wake.notify_all()
        self._writer.join()
        if self._fd is not None:
            try:
                os.fsync(self._fd)
            except OSError as error:
                log.error("journal not made durable: %s", error)
            os.close(self._fd)
            self._fd = None


def _journal_moves(path: Path) -> list[dict[str, Any]]:
    """The well-formed moves of a journal segment (a line cut short by a crash, or damaged, is passed over)."""
    try:
        if path.stat().st_size > MAX_SEGMENT_BYTES:
            raise ValueError("too large")
        data = path.read_bytes()
    except (OSError, ValueError) as error:
        log.error("journal %s cannot be read (%s): set aside", path.name, error)
        try:
            files.set_aside(path)
        except OSError:
            pass
        return []
    moves = []
    for number, line in enumerate(data.split(b"\n"), 1):
        if not line:
            continue
        try:
            move = json.loads(line)
        except (ValueError, RecursionError):
            move = None
        if not (isinstance(move, dict) and isinstance(move.get("code"), str) and isinstance(move.get("action"), str)
                and all(isinstance(move.get(name), int) and not isinstance(move.get(name), bool)
                        for name in ("seq", "moves"))):
            log.error("journal %s: line %d cannot be read: passed over", path.name, number)
            continue
        moves.append(move)
    return moves


def _unlink(path: Path) -> None:
    try:
        path.unlink(missing_ok=True)
    except OSError as error:
        log.error("%s not removed: %s", path.name, error)
