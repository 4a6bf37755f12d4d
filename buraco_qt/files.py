"""Files written whole or not at all, read with a size limit, and damaged files moved aside (never
overwritten, never deleted)."""

from __future__ import annotations

import os
import stat
import tempfile
from pathlib import Path


def write_atomic(path: Path | str, text: str) -> None:
    """Write `text` to `path` atomically: a uniquely named temporary file beside it, fsynced, renamed."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=path.name + ".", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except BaseException:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable where the system allows it (POSIX; a no-op elsewhere)."""
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)


def set_aside(path: Path | str) -> Path:
    """Move a damaged file to ``<name>.damaged`` (``<name>.2.damaged``… if taken); the new path.

    An existing file of that name is never overwritten; OSError if the file cannot be moved.
    """
    path = Path(path)
    for number in range(1, 1000):
        aside = path.with_name(path.name + (".damaged" if number == 1 else f".{number}.damaged"))
        try:
            os.link(path, aside)          # fails if `aside` exists: nothing is overwritten
        except FileExistsError:
            continue
        except OSError:                   # no hard links here (some file systems): check, then rename
            if aside.exists():
                continue
            os.rename(path, aside)
            return aside
        os.unlink(path)
        return aside
    raise FileExistsError(f"too many damaged copies of {path.name}")


def read_limited(path: Path | str, limit: int) -> str:
    """The UTF-8 text of a regular file of at most `limit` bytes, read without reading more than that.

    ValueError if the file is larger, not a regular file or not UTF-8; OSError if it cannot be read."""
    # not blocking: a named pipe in the file's place must not stall the game
    with os.fdopen(os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)), "rb") as file:
        if not stat.S_ISREG(os.fstat(file.fileno()).st_mode):
            raise ValueError(f"{Path(path).name} is not a file")
        raw = file.read(limit + 1)
    if len(raw) > limit:
        raise ValueError(f"{Path(path).name} is larger than {limit} bytes")
    return raw.decode("utf-8")
