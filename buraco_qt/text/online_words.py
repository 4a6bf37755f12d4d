"""The words of online play: the status bar's lines about the connection, the other seats and the turn clock,
and the server's refusals, in the player's language (contexts "Window" and "Dialogs").

A refusal of a move is the engine's own reason (its template and params, as the server names them),
said as the local game says it (`move_words.refusal_text`); any other refusal is said by its code. A
server's template the game does not know, or params that do not fit it, never raise: the move is then
said refused in general words.
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QCoreApplication

from buraco_qt.rules import messages as M
from buraco_qt.rules.messages import QT_TRANSLATE_NOOP
from buraco_qt.text.move_words import refusal_text

translate = QCoreApplication.translate

#: The engine's refusal templates (every text of `rules.messages`): the only ones translated from a server.
KNOWN_TEMPLATES = frozenset(value for name, value in vars(M).items() if name.isupper() and isinstance(value, str))

#: A seat's kind in the lobby.
SEAT_KINDS = {
    "open": QT_TRANSLATE_NOOP("Dialogs", "Open seat"),
    "ai:easy": QT_TRANSLATE_NOOP("Dialogs", "Computer: easy"),
    "ai:normal": QT_TRANSLATE_NOOP("Dialogs", "Computer: normal"),
    "ai:hard": QT_TRANSLATE_NOOP("Dialogs", "Computer: hard"),
    "ai:classic": QT_TRANSLATE_NOOP("Dialogs", "Computer: CardCol classic"),
}

#: The server's refusals of a request other than a move, by their code.
REFUSALS = {
    "no_table": QT_TRANSLATE_NOOP("Window", "There is no table with this invite code: check the invite, or ask "
                                            "for a new one"),
    "seat_taken": QT_TRANSLATE_NOOP("Window", "That seat is taken"),
    "not_host": QT_TRANSLATE_NOOP("Window", "Only the host of the table may do that"),
    "started": QT_TRANSLATE_NOOP("Window", "The match has already started"),
    "not_started": QT_TRANSLATE_NOOP("Window", "The match has not started yet"),
    "offline": QT_TRANSLATE_NOOP("Window", "Not connected to the table: the move was not sent"),
    "too_fast": QT_TRANSLATE_NOOP("Window", "Too many moves at once: the server asks to slow down"),
    "limit": QT_TRANSLATE_NOOP("Window", "The server cannot open another table now"),
    "version": QT_TRANSLATE_NOOP("Window", "The server speaks another version of the game's protocol"),
    "already_seated": QT_TRANSLATE_NOOP("Window", "This window already sits at a table"),
}


def refused_move_text(code: str, template: str | None, params: dict[str, Any]) -> str:
    """The server's refusal of a move: the engine's reason when it names one the game knows, else by its code."""
    if code == "not_your_turn":
        return translate("Rules", M.NOT_YOUR_TURN)
    if template in KNOWN_TEMPLATES:
        values = {key: str(value) for key, value in params.items() if key != "template"}
        try:
            return refusal_text(template, values)
        except (KeyError, IndexError, ValueError):
            pass
    if code in REFUSALS:
        return translate("Window", REFUSALS[code])
    return translate("Window", "The server refused the move")


def refused_request_text(code: str) -> str:
    """The server's refusal of a request that is no move (join, start, a seat), by its code."""
    if code in REFUSALS:
        return translate("Window", REFUSALS[code])
    if code == "not_your_turn":
        return translate("Rules", M.NOT_YOUR_TURN)
    return translate("Window", "The server refused the request")


def seat_kind_text(kind: str) -> str:
    """A seat's kind as the lobby says it ("Computer: hard", "Open seat")."""
    return translate("Dialogs", SEAT_KINDS[kind]) if kind in SEAT_KINDS else kind


def cannot_connect_text(address: str) -> str:
    """The first connection to a server failed."""
    return translate("Window", "The table's server at {address} cannot be reached").format(address=address)


def lost_text(delay: float | None = None) -> str:
    """The connection dropped: the next try (None: now)."""
    if delay is None:
        return translate("Window", "Connection lost — reconnecting…")
    return translate("Window", "Connection lost — reconnecting in {seconds} s…").format(
        seconds=max(1, math.ceil(delay)))


def back_text() -> str:
    """The seat is back after a dropped connection."""
    return translate("Window", "Connected again: the table is as it was")


def gone_text(code: str | None) -> str:
    """The table can no longer be played from here: gone from its server, or the seat taken by another window."""
    if code == "bad_token":
        return translate("Window", "Your seat at the online table was taken by another window with its invite, "
                                   "or the table is no longer there")
    if code == "version":
        return translate("Window", REFUSALS["version"])
    return translate("Window", "The online table is no longer there: its match is over, or its server lost it")


def dropped_text(name: str) -> str:
    """Another person's connection dropped (their seat waits for them)."""
    return translate("Window", "{name} lost the connection").format(name=name)


def stand_in_text(name: str) -> str:
    """A computer plays a person's seat (away past the grace time, or gone)."""
    return translate("Window", "{name} is away: a computer plays the seat meanwhile").format(name=name)


def seat_back_text(name: str) -> str:
    """A person whose connection dropped is back."""
    return translate("Window", "{name} is back at the table").format(name=name)


def sat_down_text(name: str) -> str:
    """Someone took a seat in the lobby."""
    return translate("Window", "{name} sat down at the table").format(name=name)


def stood_up_text(name: str) -> str:
    """Someone left their seat in the lobby."""
    return translate("Window", "{name} left the table").format(name=name)


def timeout_text(name: str | None) -> str:
    """A turn clock ran out (`name` None: yours)."""
    if name is None:
        return translate("Window", "Your time ran out: a computer plays the rest of your turn")
    return translate("Window", "{name}'s time ran out: a computer plays the rest of the turn").format(name=name)


def clock_text(seconds: int) -> str:
    """The turn clock's count in the status bar."""
    return translate("Window", "Time: {seconds} s").format(seconds=seconds)


def waiting_text() -> str:
    """A move while the server has not answered the last one."""
    return translate("Window", "Waiting for the server to answer your last move")
