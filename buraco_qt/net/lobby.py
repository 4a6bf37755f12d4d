"""A `lobby` from the server read as untrusted: the same message with every field of the protocol's type, or
`BadFrame` with the reason (docs/protocol.md)."""

from __future__ import annotations

from typing import Any, TypeGuard

from buraco_qt.ai import LEVELS
from buraco_qt.rules.variants import VARIANTS

from .remote_table import BadFrame

#: The longest name kept from a lobby (the server allows less).
MAX_NAME = 64


def _int(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _seat_entry(entry: Any, players: int) -> dict[str, Any]:
    if not isinstance(entry, dict):
        raise BadFrame("a seat of the lobby is not an object")
    seat, kind, name = entry.get("seat"), entry.get("kind"), entry.get("name")
    if not (_int(seat) and 0 <= seat < players):
        raise BadFrame("a seat of the lobby has no seat number")
    if not (kind in ("person", "open") or (isinstance(kind, str) and kind.startswith("ai:")
                                            and kind[3:] in LEVELS)):
        raise BadFrame(f"seat {seat} of the lobby is of no known kind")
    if name is not None and not isinstance(name, str):
        raise BadFrame(f"seat {seat} of the lobby has a name that is not text")
    return {"seat": seat, "kind": kind, "name": None if name is None else name[:MAX_NAME],
            "connected": entry.get("connected") is True, "computer_plays": entry.get("computer_plays") is True}


def read_lobby(message: Any) -> dict[str, Any]:
    """The lobby of `message` with each field checked (unknown fields dropped); BadFrame if it cannot be read."""
    if not isinstance(message, dict):
        raise BadFrame("a lobby that is not an object")
    code, host, players = message.get("code"), message.get("host"), message.get("players", 4)
    if code is not None and not isinstance(code, str):
        raise BadFrame("the lobby's code is not text")
    if players not in (2, 4) or isinstance(players, bool):
        raise BadFrame("the lobby's players are not 2 or 4")
    if host is not None and not (_int(host) and 0 <= host < players):
        raise BadFrame("the lobby's host is not a seat")
    seats = message.get("seats")
    if not isinstance(seats, list) or len(seats) != players:
        raise BadFrame("the lobby's seats are not one per player")
    read = [_seat_entry(entry, players) for entry in seats]
    if sorted(entry["seat"] for entry in read) != list(range(players)):
        raise BadFrame("the lobby names a seat twice")
    variant, clock, deal = message.get("variant"), message.get("turn_seconds"), message.get("deal")
    if variant is not None and variant not in VARIANTS:
        raise BadFrame("the lobby's rules are of no known preset")
    if clock is not None and not (isinstance(clock, (int, float)) and not isinstance(clock, bool) and 0 < clock < 1e6):
        raise BadFrame("the lobby's turn clock is not a number of seconds")
    lobby: dict[str, Any] = {"type": "lobby", "code": code, "host": host, "started": message.get("started") is True,
                             "players": players, "variant": variant, "turn_seconds": clock, "seats": read}
    if _int(deal):
        lobby["deal"] = deal
    return lobby
