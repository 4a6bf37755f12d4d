"""A match as JSON data and back: exact (the random generator's state included), checked before use.

The fields and their JSON form are declared once, in `state.py`; this is the envelope around them.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from . import state
from .validation import NEWER_VERSION, NOT_A_GAME, NOT_JSON, WRONG_VALUE, StateError, check_game

if TYPE_CHECKING:
    from .game import Game

FORMAT = "buraco-qt-game"
VERSION = 1


def game_to_dict(game: Game) -> dict[str, Any]:
    """The whole match as plain JSON data (exact: includes the random generator's state)."""
    return {"format": FORMAT, "version": VERSION, **state.to_data(game)}


def game_from_dict(cls: type[Game], data: dict[str, Any]) -> Game:
    """A match from `game_to_dict` data, every field checked first; StateError (a ValueError) with the reason."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise StateError(NOT_A_GAME)
    version = data.get("version")
    if not (isinstance(version, int) and not isinstance(version, bool) and 1 <= version <= VERSION):
        raise StateError(NEWER_VERSION, version=repr(version)[:24])
    try:
        state.check_data(data)
        game = game_from_checked_dict(cls, data)
        check_game(game)
    except StateError:
        raise
    except (KeyError, IndexError, TypeError, ValueError, AttributeError, RecursionError) as error:
        # a damage the field checks did not foresee: still refused with a reason, never a crash
        raise StateError(WRONG_VALUE, field="game") from error
    return game


def game_from_checked_dict(cls: type[Game], data: dict[str, Any]) -> Game:
    """A match from `game_to_dict` data known to be well formed (its melds are still rebuilt by the rules)."""
    return cls.from_state(**state.from_data(data))


def game_from_json(cls: type[Game], text: str) -> Game:
    """A match from JSON text; StateError (a ValueError) with the reason if it is not a valid game."""
    try:
        data = json.loads(text)
    except (TypeError, ValueError, RecursionError) as error:
        raise StateError(NOT_JSON) from error
    return game_from_dict(cls, data)
