"""A match as JSON data and back: exact (the random generator's state included), checked before use."""

from __future__ import annotations

import json
import random
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Iterable

from .cards import Card, parse_cards
from .melds import Meld
from .scoring import HandScore
from .validation import (MAX_LOG, NEWER_VERSION, NOT_A_GAME, NOT_JSON, WRONG_VALUE, StateError, check_game,
                         check_game_data, meld_from_data)
from .variants import Variant

if TYPE_CHECKING:
    from .game import Game

FORMAT = "buraco-qt-game"
VERSION = 1


def cards_text(cards: Iterable[Card]) -> str:
    """Cards in their text form, separated by spaces."""
    return " ".join(str(card) for card in cards)


def meld_to_data(meld: Meld) -> dict[str, str]:
    """A meld as JSON data (`validation.meld_from_data` reads it back)."""
    return {"kind": meld.kind, "cards": _meld_cards_text(meld.cards)}


@lru_cache(maxsize=1 << 11)
def _meld_cards_text(cards: tuple[Card, ...]) -> str:
    """`cards_text` of a meld's cards (remembered: every undo step writes out the whole table)."""
    return cards_text(cards)


def turn_state_data(game: Game, include_undo: bool = True) -> dict[str, Any]:
    """The state of the turn in progress as JSON data."""
    data = {
        "laid_points": game.laid_points,
        "forbidden_discard": None if game.forbidden_discard is None else str(game.forbidden_discard),
        "redraw_available": game.redraw_available,
        "stock_out": game.stock_out,
        "opened": list(game.opened),
        "went_out": game.went_out,
    }
    if include_undo:
        data["undo_stack"] = game.undo_stack
    return data


def game_to_dict(game: Game) -> dict[str, Any]:
    """The whole match as plain JSON data (exact: includes the random generator's state)."""
    version, internal, gauss = game._rng.getstate()
    return {
        "format": FORMAT,
        "version": VERSION,
        "variant": game.variant.to_dict(),
        "players": game.players,
        "seed": game.seed,
        "rng": [version, list(internal), gauss],
        "hand_number": game.hand_number,
        "deals": list(game.deals),
        "starter": game.starter,
        "seat_to_move": game.seat_to_move,
        "phase": game.phase,
        "turn": game.turn,
        "hands": [cards_text(hand) for hand in game.hands],
        "stock": cards_text(game.stock),
        "discard": cards_text(game.discard),
        "reserves": [None if r is None else cards_text(r) for r in game.reserves],
        "reserve_state": list(game.reserve_state),
        "reserve_taker": list(game.reserve_taker),
        "melds": [[meld_to_data(m) for m in team] for team in game.melds],
        "closed": [[meld_to_data(m) for m in team] for team in game.closed],
        "known": [cards_text(k) for k in game.known],
        "turn_state": turn_state_data(game),
        "totals": list(game.totals),
        "start_totals": list(game.start_totals),
        "history": [list(h) for h in game.history],
        "hand_scores": None if game.hand_scores is None else [s.to_dict() for s in game.hand_scores],
        "winner": game.winner,
        "log": list(game.log),
    }


def game_from_dict(cls: type[Game], data: dict[str, Any]) -> Game:
    """A match from `game_to_dict` data, every field checked first; StateError (a ValueError) with the reason."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise StateError(NOT_A_GAME)
    version = data.get("version")
    if not (isinstance(version, int) and not isinstance(version, bool) and 1 <= version <= VERSION):
        raise StateError(NEWER_VERSION, version=repr(version)[:24])
    try:
        check_game_data(data)
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
    version, internal, gauss = data["rng"]
    rng = random.Random()
    rng.setstate((version, tuple(internal), gauss))
    variant = Variant.from_dict(data["variant"])
    turn = dict(data["turn_state"])
    forbidden = turn["forbidden_discard"]
    turn["forbidden_discard"] = None if forbidden is None else Card.parse(forbidden)
    turn["undo_stack"] = list(turn.get("undo_stack", ()))
    return cls.from_state(
        variant=variant, players=int(data["players"]), seed=data["seed"], rng=rng,
        hand_number=data["hand_number"], starter=data["starter"],
        seat_to_move=data["seat_to_move"], phase=data["phase"], turn=data["turn"],
        hands=[parse_cards(hand) for hand in data["hands"]],
        stock=parse_cards(data["stock"]), discard=parse_cards(data["discard"]),
        reserves=[None if r is None else parse_cards(r) for r in data["reserves"]],
        reserve_state=data["reserve_state"], reserve_taker=data["reserve_taker"],
        melds=[[meld_from_data(m, variant) for m in team] for team in data["melds"]],
        closed=[[meld_from_data(m, variant) for m in team] for team in data["closed"]],
        known=[parse_cards(k) for k in data["known"]], turn_state=turn,
        totals=data["totals"], start_totals=data.get("start_totals", (0, 0)),
        history=data["history"],
        hand_scores=(None if data["hand_scores"] is None
                     else [HandScore.from_dict(s) for s in data["hand_scores"]]),
        winner=data["winner"], log=data["log"][-MAX_LOG:], deals=data.get("deals"))


def game_from_json(cls: type[Game], text: str) -> Game:
    """A match from JSON text; StateError (a ValueError) with the reason if it is not a valid game."""
    try:
        data = json.loads(text)
    except (TypeError, ValueError, RecursionError) as error:
        raise StateError(NOT_JSON) from error
    return game_from_dict(cls, data)
