"""The table client in a process of its own, for the window: requests on stdin, events on stdout.

A Python thread in the window's process would allocate, and Python's collector runs in the thread
that allocates: Qt objects in garbage cycles would then be destroyed in the client's thread, not the
window's (this project saw that segfault when computer players thought in a thread; they think in
`session/seat_worker.py` now). So the window runs `python -m buraco_qt.net.worker` (a `QProcess`) and
keeps no Python thread of its own: the worker holds the `TableClient`, reads its states into the
window's records, and sends them back whole.

Frames are those of the seat worker (`session.seat_worker.encode` / `decode`: a pickle after its
length). To the worker: `("start", url, name, options)` first (options: `TableClient`'s keywords),
then `(method, ticket, fields)` for `connect`, `create_table`, `join`, `rejoin`, `set_seat`, `start`,
`act`, `next_hand`, `leave` and `close` (fields: the method's keywords). From it: `("sent", ticket, request)`
once a call is made (`request`: the id its answering events carry), `("refused", ticket, reason)` for
a call it could not make (an action that is none), and `("event", Event)` for every event. The
process ends when its stdin closes (the window is gone), closing the connection first.
"""

from __future__ import annotations

import os
import sys
import threading
from typing import Any, BinaryIO

from buraco_qt.session.seat_worker import HEADER, decode, encode  # noqa: F401  (the adapter's frames)

from .client import TableClient
from .events import Event

METHODS = ("connect", "create_table", "join", "rejoin", "set_seat", "start", "act", "next_hand", "leave", "close")


def _read(stream: BinaryIO) -> Any:
    header = stream.read(HEADER.size)
    if len(header) < HEADER.size:
        return None
    (size,) = HEADER.unpack(header)
    frame = bytearray(header) + stream.read(size)
    messages = decode(frame)
    return messages[0] if messages else None


def serve(requests: BinaryIO, answers: BinaryIO) -> None:
    """Run one client for the requests until they end."""
    lock = threading.Lock()

    def send(message: object) -> None:
        data = encode(message)
        with lock:
            answers.write(data)
            answers.flush()

    def deliver(event: Event) -> None:
        send(("event", event))

    first = _read(requests)
    if not (isinstance(first, tuple) and len(first) == 4 and first[0] == "start"):
        return
    _, url, name, options = first
    client = TableClient(url, name, deliver, **options)
    try:
        while (message := _read(requests)) is not None:
            method, ticket, fields = message
            if method not in METHODS:
                send(("refused", ticket, f"no such request: {method!r}"))
                continue
            try:
                if method == "close":
                    client.close()
                    send(("sent", ticket, None))
                    continue
                pending = getattr(client, method)(**fields)
            except Exception as error:           # a call that cannot be made (an action that is none)
                send(("refused", ticket, str(error) or type(error).__name__))
                continue
            send(("sent", ticket, pending.request))
    finally:
        client.close()


def main() -> None:
    """Serve on stdin and stdout (prints go to stderr; the game's Ctrl+C is the game's: it closes stdin)."""
    import signal
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    answers = os.fdopen(os.dup(sys.stdout.fileno()), "wb")
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())
    sys.stdout = sys.stderr
    serve(sys.stdin.buffer, answers)


if __name__ == "__main__":
    main()
