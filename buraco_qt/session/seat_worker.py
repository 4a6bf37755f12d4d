"""The computer players' own process: it reads seat views on stdin and writes their choices on stdout.

`python -m buraco_qt.session.seat_worker` imports the rules and the players only (no Qt). Messages are
pickled, each after its length (4 bytes, big-endian): `("decide", channel, ticket, level, seed,
view, fresh)` asks the player of `(channel, level, seed)` (a new one if `fresh`) for its choice
in `view`, answered by `(channel, ticket, seat, action text or "", error text or "", milliseconds
thought)`; `("forget",)` drops the players (a new match), `("forget", channels)` those of `channels`
alone (a server's table that ended). The process ends when its stdin closes,
so it never outlives the game. Between hands it settles its heap (`ai.memory.settle`: the players'
full caches would make a full garbage collection stall a decision) and gives freed memory back.
"""

from __future__ import annotations

import os
import pickle
import struct
import sys
import time
from typing import TYPE_CHECKING, BinaryIO

if TYPE_CHECKING:
    from buraco_qt.ai import Player
    from buraco_qt.rules import SeatView

HEADER = struct.Struct(">I")


def encode(message: object) -> bytes:
    """`message` as one frame: its length, then its pickle."""
    data = pickle.dumps(message, protocol=pickle.HIGHEST_PROTOCOL)
    return HEADER.pack(len(data)) + data


def decode(buffer: bytearray) -> list:
    """The whole frames at the start of `buffer`, removed from it (a partial frame stays)."""
    messages = []
    while len(buffer) >= HEADER.size:
        (size,) = HEADER.unpack_from(buffer)
        if len(buffer) < HEADER.size + size:
            break
        messages.append(pickle.loads(bytes(buffer[HEADER.size:HEADER.size + size])))
        del buffer[:HEADER.size + size]
    return messages


def _read(stream: BinaryIO) -> object | None:
    header = stream.read(HEADER.size)
    if len(header) < HEADER.size:
        return None
    (size,) = HEADER.unpack(header)
    data = stream.read(size)
    return pickle.loads(data) if len(data) == size else None


def _decide_request(message: tuple[object, ...]) -> tuple[str, int, str, int, SeatView, bool] | None:
    """`("decide", channel, ticket, level, seed, view, fresh)` with fields of their kinds, without
    its first word; None if `message` is not that."""
    from buraco_qt.rules import SeatView
    if len(message) != 7 or message[0] != "decide":
        return None
    _, channel, ticket, level, seed, view, fresh = message
    if not (isinstance(channel, str) and isinstance(ticket, int) and isinstance(level, str)
            and isinstance(seed, int) and isinstance(view, SeatView)):
        return None
    return channel, ticket, level, seed, view, bool(fresh)


def serve(requests: BinaryIO, answers: BinaryIO) -> None:
    """Answer requests until `requests` ends; a message that is no request is passed over."""
    from buraco_qt import ai
    from buraco_qt.ai.memory import settle
    from buraco_qt.platform import heap_trim
    players: dict[tuple[str, str, int], Player] = {}
    hand: int | None = None
    while (message := _read(requests)) is not None:
        if not isinstance(message, tuple) or not message:
            continue
        if message[0] == "forget":
            if len(message) == 1:
                players.clear()
            elif isinstance(gone := message[1], (list, tuple, set, frozenset)):
                for key in [key for key in players if key[0] in gone]:
                    del players[key]
            continue
        request = _decide_request(message)
        if request is None:
            continue
        channel, ticket, level, seed, view, fresh = request
        if view.hand_number != hand:
            hand = view.hand_number
            settle()
            heap_trim.release()
        text, error = "", ""
        start = time.perf_counter()
        try:
            key = (channel, level, seed)
            player = ai.create(level, seed=seed) if fresh else players.get(key)
            if player is None:
                player = players[key] = ai.create(level, seed=seed)
            text = str(player.choose(view))
        except Exception as exc:  # a broken player must not end the process
            error = f"{type(exc).__name__}: {exc}"
        think_ms = (time.perf_counter() - start) * 1000
        answers.write(encode((channel, ticket, view.seat, text, error, think_ms)))
        answers.flush()


def main() -> None:
    """Serve on stdin and stdout; whatever the players print goes to stderr. A Ctrl+C in the game's
    terminal is the game's to handle (it ends this process by closing stdin)."""
    import signal
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    answers = os.fdopen(os.dup(sys.stdout.fileno()), "wb")
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())
    sys.stdout = sys.stderr
    serve(sys.stdin.buffer, answers)


if __name__ == "__main__":
    main()
