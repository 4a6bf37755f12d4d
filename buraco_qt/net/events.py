"""What the table client tells its owner: one `Event` per thing that happened, in the order it happened.

`kind` says which (the `KINDS` below); the other fields are those the kind uses, None otherwise. The
client makes every event in its own thread and hands it over through the one callable its owner gave
it (a Qt adapter turns them into signals) or its queue; it never calls into the owner's thread.
"""

from __future__ import annotations

from typing import Any

from buraco_qt import rules as R
from buraco_qt.rules.values import Frozen, set_field

from .remote_table import RemoteState

#: What each kind means, and the fields it sets.
KINDS = {
    "welcome": "the server answered hello (message: its `welcome`)",
    "table": "the client holds a seat: created, joined, or rejoined (message: `table`, with the new token)",
    "lobby": "who sits where changed (message: `lobby`)",
    "state": "the table after a change (state; outcome: the move that made it, when it follows the last one "
             "shown; resync: draw it whole, it does not follow the last one: the first, after a reconnection)",
    "moved": "a move, before its state (outcome; message: `moved`), for a listener of moves alone",
    "timeout": "a seat's turn clock ran out: a computer plays the rest of its turn (message: `timeout`)",
    "error": "a request refused, or a frame that could not be read (error; request: the request it answers)",
    "left": "the seat was given up at the owner's request (message: `left`)",
    "lost": "the connection dropped (reason); a reconnection follows while the client holds a seat",
    "reconnecting": "the next try to reconnect comes in `delay` seconds (attempt: 1, 2, …)",
    "reconnected": "the connection is back and the seat rejoined (a `table` and a whole `state` follow)",
    "gone": "the table is no longer there, another connection took the seat, or the server speaks another "
            "protocol now (reason; error): the client stops",
    "closed": "the client has stopped (reason): no event follows",
}


class RemoteError(Frozen):
    """A refusal from the server (or from the client about a frame it could not read)."""

    __slots__ = FIELDS = ("code", "message", "template", "params")
    code: str                     # the protocol's code: illegal, not_your_turn, no_table… (bad_frame: the client's)
    message: str                  # the server's English sentence
    template: str | None          # the engine's reason as an English template (an `illegal` move), else None
    params: dict[str, Any]        # the values of the message (and of the template)

    def __init__(self, code: str, message: str, template: str | None, params: dict[str, Any]) -> None:
        set_field(self, "code", code)
        set_field(self, "message", message)
        set_field(self, "template", template)
        set_field(self, "params", params)

    def __hash__(self) -> int:
        return hash((self.code, self.message, self.template))

    @classmethod
    def from_message(cls, message: dict[str, Any]) -> RemoteError:
        """An `error` message read (whatever its fields hold)."""
        params = message.get("params")
        params = dict(params) if isinstance(params, dict) else {}
        template = params.get("template")
        code, text = message.get("code"), message.get("message")
        return cls(code if isinstance(code, str) else "unknown", text if isinstance(text, str) else "",
                   template if isinstance(template, str) else None, params)


class Event(Frozen):
    """One thing that happened at the client (see `KINDS`)."""

    __slots__ = FIELDS = ("kind", "message", "state", "outcome", "resync", "error", "request", "reason", "delay",
                          "attempt")
    kind: str
    message: dict[str, Any] | None     # the server's message as it came
    state: RemoteState | None          # "state": the table, the seat's view, the clock
    outcome: R.Outcome | None          # "state", "moved": what the move did
    resync: bool                       # "state": it does not follow the last state shown
    error: RemoteError | None          # "error", "gone"
    request: int | None                # the id of the request this answers
    reason: str | None                 # "lost", "gone", "closed": why, in English (for the log)
    delay: float | None                # "reconnecting": seconds until the try
    attempt: int | None                # "reconnecting": which try

    def __init__(self, kind: str, message: dict[str, Any] | None = None, state: RemoteState | None = None,
                 outcome: R.Outcome | None = None, resync: bool = False, error: RemoteError | None = None,
                 request: int | None = None, reason: str | None = None, delay: float | None = None,
                 attempt: int | None = None) -> None:
        set_field(self, "kind", kind)
        set_field(self, "message", message)
        set_field(self, "state", state)
        set_field(self, "outcome", outcome)
        set_field(self, "resync", resync)
        set_field(self, "error", error)
        set_field(self, "request", request)
        set_field(self, "reason", reason)
        set_field(self, "delay", delay)
        set_field(self, "attempt", attempt)

    def __hash__(self) -> int:
        return id(self)

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.FIELDS[1:]
                          if getattr(self, name) not in (None, False) and name != "state")
        seq = f" seq={self.state.seq}" if self.state is not None else ""
        return f"Event({self.kind}{seq}{', ' if shown else ''}{shown})"
