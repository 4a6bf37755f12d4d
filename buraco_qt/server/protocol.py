"""The table protocol's messages (docs/protocol.md): a frame read and checked, each request's fields
typed, the error codes and their English messages. Nothing here touches a table."""

from __future__ import annotations

import json
import unicodedata
from typing import Any

from buraco_qt import rules as R
from buraco_qt.ai import LEVELS
from buraco_qt.rules.variants import HAND_SIZES, TARGET_RANGE

PROTOCOL = 1
#: The largest frame the server reads (a larger one closes the connection with 1009).
MAX_FRAME = 64 * 1024
#: A name: 1 to MAX_NAME characters once trimmed, no control characters.
MAX_NAME = 24
#: The longest request id (a string) the server echoes.
MAX_ID = 64
#: The longest action text (the engine's text of a move names at most a few dozen cards).
MAX_ACTION = 2048
#: The longest turn clock, in seconds.
MAX_TURN_SECONDS = 3600
#: The seat kinds `create_table` accepts after the creator's.
SEAT_CHOICES = ("open", *(f"ai:{level}" for level in LEVELS))

#: The error codes and the English message of each (`params` fill the braces).
ERRORS = {
    "bad_message": "{reason}",
    "unknown_type": "unknown message type {type!r}",
    "version": "this server speaks protocol {protocol}",
    "no_table": "there is no table with this code",
    "seat_taken": "that seat is not open",
    "not_host": "only the host may do this",
    "not_your_turn": "it is not your turn",
    "illegal": "{reason}",
    "bad_token": "this token does not hold a seat at this table",
    "too_fast": "too many messages: slow down",
    "hello_first": "say hello first",
    "not_seated": "you are not at a table",
    "already_seated": "you are already at a table: leave it first",
    "started": "the match has already started",
    "not_started": "the match has not started yet",
    "limit": "{reason}",
}


class ProtocolError(Exception):
    """A refused request: its code, its English message and the values in it."""

    def __init__(self, code: str, **params: Any) -> None:
        self.code = code
        self.params = params
        super().__init__(ERRORS[code].format(**params))

    def message(self, request_id: Any = None) -> dict[str, Any]:
        """The `error` message that answers the request."""
        reply: dict[str, Any] = {"type": "error", "code": self.code, "message": str(self), "params": self.params}
        if request_id is not None:
            reply["id"] = request_id
        return reply


def bad(reason: str) -> ProtocolError:
    """A `bad_message` error with its reason."""
    return ProtocolError("bad_message", reason=reason)


def read_frame(frame: str | bytes) -> tuple[dict[str, Any], Any]:
    """The JSON object of a frame and its request id (None if it has none); ProtocolError if it is no request."""
    if not isinstance(frame, str):
        raise bad("frames are JSON text, not binary")
    try:
        message = json.loads(frame, parse_constant=_no_constant)
    except (ValueError, RecursionError):
        raise bad("not JSON") from None
    if not isinstance(message, dict):
        raise bad("a message is a JSON object")
    request_id = message.get("id")
    if request_id is not None and not _is_id(request_id):
        raise bad(f"id is an integer or a string of at most {MAX_ID} characters")
    if not isinstance(message.get("type"), str):
        raise ProtocolError("bad_message", reason="a message needs a string type")
    return message, request_id


def _no_constant(name: str) -> None:
    raise ValueError(name)                    # NaN, Infinity: not JSON


def _is_id(value: Any) -> bool:
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return -2 ** 53 < value < 2 ** 53
    return isinstance(value, str) and len(value) <= MAX_ID


def field(message: dict[str, Any], name: str, kind: type | tuple[type, ...], *, optional: bool = False) -> Any:
    """`message[name]` if it has the type `kind` (None when optional and absent); ProtocolError otherwise."""
    if name not in message or (optional and message[name] is None):
        if optional:
            return None
        raise bad(f"{name} is missing")
    value = message[name]
    if isinstance(value, bool) and bool not in (kind if isinstance(kind, tuple) else (kind,)):
        raise bad(f"{name} has a wrong type")
    if not isinstance(value, kind):
        raise bad(f"{name} has a wrong type")
    return value


def name_field(message: dict[str, Any]) -> str:
    """The player's name of a `hello`: trimmed, NFC, 1 to MAX_NAME characters, no control characters."""
    name = unicodedata.normalize("NFC", field(message, "name", str)).strip()
    if not 1 <= len(name) <= MAX_NAME:
        raise bad(f"a name has 1 to {MAX_NAME} characters")
    if any(unicodedata.category(char) in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp") for char in name):
        raise bad("a name holds no control characters")
    return name


def code_field(message: dict[str, Any]) -> str:
    """An invite code (a short string; an unknown one is `no_table`, not a bad message)."""
    code = field(message, "code", str)
    if len(code) > 64:
        raise ProtocolError("no_table")
    return code


def table_request(message: dict[str, Any]) -> dict[str, Any]:
    """The checked fields of a `create_table`: variant, players, seats, target, turn_seconds, options, and the
    first hand's deal and starter (a deal given without a starter: seat 0 starts, at every table that plays it)."""
    preset = field(message, "variant", str)
    if preset not in R.VARIANTS:
        raise bad(f"variant is one of {', '.join(R.VARIANTS)}")
    players = field(message, "players", int)
    if players not in (2, 4):
        raise bad("players is 2 or 4")
    seats = field(message, "seats", list, optional=True)
    seats = ["open"] * (players - 1) if seats is None else seats
    if len(seats) != players - 1 or not all(isinstance(s, str) and s in SEAT_CHOICES for s in seats):
        raise bad(f"seats: {players - 1} of {', '.join(SEAT_CHOICES)}")
    target = field(message, "target", int, optional=True)
    if target is not None and not TARGET_RANGE[0] <= target <= TARGET_RANGE[1]:
        raise bad(f"target is {TARGET_RANGE[0]} to {TARGET_RANGE[1]}")
    turn_seconds = field(message, "turn_seconds", (int, float), optional=True)
    if turn_seconds is not None and not (turn_seconds == 0 or 1 <= turn_seconds <= MAX_TURN_SECONDS):
        raise bad(f"turn_seconds is 0 (no clock) or 1 to {MAX_TURN_SECONDS}")
    hand_size = field(message, "hand_size", int, optional=True)
    if hand_size is not None and hand_size not in HAND_SIZES.get(preset, ()):
        sizes = "; ".join(f"{name}: {', '.join(map(str, sizes))}" for name, sizes in HAND_SIZES.items())
        raise bad(f"hand_size is one of {sizes}")
    pickup = field(message, "pickup", str, optional=True)
    if pickup is not None and (preset != "brazilian" or pickup not in R.BRAZILIAN_PICKUPS):
        raise bad(f"pickup is for brazilian: one of {', '.join(R.BRAZILIAN_PICKUPS)}")
    deal = field(message, "deal", int, optional=True)
    if deal is not None and not R.is_deal_number(deal):
        raise bad(f"deal is a deal number: 1 to {R.MAX_DEAL}")
    starter = field(message, "starter", int, optional=True)
    if starter is not None and not 0 <= starter < players:
        raise bad(f"starter is a seat: 0 to {players - 1}")
    variant = R.with_options(R.VARIANTS[preset], hand_size=hand_size, target=target, brazilian_pickup=pickup)
    return {"variant": variant, "players": players, "seats": list(seats),
            "turn_seconds": float(turn_seconds) if turn_seconds else None, "deal": deal,
            "starter": 0 if deal is not None and starter is None else starter}


def action_field(message: dict[str, Any]) -> R.Action:
    """The action of an `act`, read with the engine's `parse_action`; ProtocolError `illegal` if unreadable."""
    text = field(message, "action", str)
    if len(text) > MAX_ACTION:
        raise bad(f"an action has at most {MAX_ACTION} characters")
    try:
        return R.parse_action(text)
    except (ValueError, R.RulesError) as error:
        raise ProtocolError("illegal", reason=f"not an action: {error}") from None


def set_seat_request(message: dict[str, Any], players: int) -> tuple[int, str]:
    """The checked `seat` and `kind` of a `set_seat`: a seat of the table and "open" or "ai:<level>"."""
    seat = field(message, "seat", int)
    if not 0 <= seat < players:
        raise bad(f"seat is 0 to {players - 1}")
    kind = field(message, "kind", str)
    if kind not in SEAT_CHOICES:
        raise bad(f"kind is one of {', '.join(SEAT_CHOICES)}")
    return seat, kind


def seat_field(message: dict[str, Any], players: int) -> int | None:
    """The optional `seat` of a `join`: a seat number of the table, or None."""
    seat = field(message, "seat", int, optional=True)
    if seat is not None and not 0 <= seat < players:
        raise bad(f"seat is 0 to {players - 1}")
    return seat


_ENCODER = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False)


def encode(message: dict[str, Any]) -> str:
    """A message as one compact JSON text frame."""
    return _ENCODER.encode(message)
