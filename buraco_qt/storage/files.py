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
        commit(temporary, path)
    except BaseException:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        raise


def write_new(path: Path | str, text: str) -> None:
    """Write `text` to `path`, a file that must not exist yet, without waiting for the disk.

    The file is whole once this returns (a killed process leaves it so); `commit` makes it durable.
    FileExistsError if `path` exists; a file left half written by an error is removed."""
    path = Path(path)
    handle = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o644)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(text)
    except BaseException:
        try:
            os.unlink(path)
        except OSError:
            pass
        raise


def write_replacing(path: Path | str, data: bytes) -> None:
    """Write `data` to `path` through a temporary name beside it, renamed over it: a reader finds the
    old file or the new one whole, never half of one. Not made durable (no fsync): for caches."""
    path = Path(path)
    partial = path.with_name(f".{path.name}.{os.getpid()}")
    partial.write_bytes(data)
    os.replace(partial, path)


def commit(source: Path | str, path: Path | str) -> None:
    """Make `source` durable (fsync), then rename it over `path` and make the rename durable too."""
    sync_file(source)
    os.replace(source, path)
    sync_folder(Path(path).parent)


def sync_file(path: Path | str) -> None:
    """Wait until the disk holds the contents of `path`."""
    descriptor = os.open(path, os.O_RDWR | getattr(os, "O_BINARY", 0))
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


def sync_folder(folder: Path | str) -> None:
    """Make a rename in `folder` durable where the system allows it (POSIX; a no-op elsewhere)."""
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


class NotAFile(ValueError):
    """Something other than a regular file stands where a file was expected (a folder, a pipe)."""


class TooLarge(ValueError):
    """A file larger than the limit of what is read of it."""

    def __init__(self, name: str, size: int, limit: int) -> None:
        super().__init__(f"{name} is larger than {limit} bytes ({size})")
        self.size = size


def read_limited(path: Path | str, limit: int) -> str:
    """The UTF-8 text of a regular file of at most `limit` bytes (a leading byte order mark left out),
    read without reading more than that.

    NotAFile, TooLarge (a file larger by its size is refused before any read) or UnicodeDecodeError
    (all ValueError); OSError if it cannot be read."""
    name = Path(path).name
    # not blocking: a named pipe in the file's place must not stall the game
    descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    try:
        status = os.fstat(descriptor)
    except BaseException:
        os.close(descriptor)
        raise
    if not stat.S_ISREG(status.st_mode):          # a folder too: it is looked at before it is read
        os.close(descriptor)
        raise NotAFile(f"{name} is not a file")
    with os.fdopen(descriptor, "rb") as file:
        if status.st_size > limit:
            raise TooLarge(name, status.st_size, limit)
        raw = file.read(limit + 1)
    if len(raw) > limit:
        raise TooLarge(name, len(raw), limit)
    return raw.decode("utf-8-sig")          # a byte order mark (as some Windows editors write) is no text
