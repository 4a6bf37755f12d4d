"""Helpers for rules tests: games from a fixed deal, written as card notations."""

from __future__ import annotations

import random
from typing import Any

from buraco_qt import rules as R


def played_until(variant: str, players: int, seed: int, *, until: str) -> R.Game:
    """A match played at random until it is mid-hand (some turns in, "mid") or between two hands
    ("between"); AssertionError if it never gets there."""
    game = R.new_game(variant, players, seed=seed)
    rng = random.Random(seed)
    for step in range(5000):
        if until == "mid" and step >= 25 and game.phase == "play":
            return game
        if until == "between" and game.phase == "hand_over":
            return game
        if game.phase == "match_over":
            break
        game.apply(rng.choice(game.legal_actions()))
    raise AssertionError(f"{variant}: never reached {until}")


def make_game(variant: str | R.Variant, players: int = 4, *, hands: list[str] | None = None,
              stock: str = "", discard: str = "", reserves: list[str | None] | None = None,
              melds: list[list[str]] | None = None, closed: list[list[str]] | None = None,
              seat: int = 0, phase: str = "draw", totals: list[int] | None = None,
              turn: int = 5, starter: int = 0, **turn_state: Any) -> R.Game:
    """A game in a chosen position (stock: the last card is the top; melds as card lists)."""
    game = R.new_game(variant, players, seed=0)
    data = game.to_dict()
    var = game.variant
    data["hands"] = hands if hands is not None else ["" for _ in range(players)]
    data["stock"] = stock
    data["discard"] = discard
    data["reserves"] = reserves if reserves is not None else ["4C 4D 4H", "9C 9D 9H"]
    data["reserve_state"] = ["there" if r is not None else "taken" for r in data["reserves"]]
    data["reserve_taker"] = [None, None]
    for key, value in (("melds", melds), ("closed", closed)):
        teams = value or [[], []]
        data[key] = [[_meld_data(text, var) for text in team] for team in teams]
    data["known"] = ["" for _ in range(players)]
    data["seat_to_move"] = seat
    data["phase"] = phase
    data["turn"] = turn
    data["starter"] = starter
    data["totals"] = totals or [0, 0]
    data["turn_state"].update(turn_state)
    # a test position holds only some of the deck and no score sheet: the whole-game checks would refuse it
    return R.Game._from_checked_dict(data)


def _meld_data(text: str, variant: R.Variant) -> dict[str, str]:
    meld = R.build_meld(R.parse_cards(text), variant)
    return {"kind": meld.kind, "cards": str(meld)}


def actions_text(game: R.Game) -> set[str]:
    """The legal actions as text."""
    return {str(action) for action in game.legal_actions()}


def refusal(game: R.Game, action: str) -> str:
    """The reason the engine gives for refusing `action` (fails if it is accepted)."""
    before = game.to_json()
    try:
        game.apply(action)
    except R.IllegalAction as error:
        assert game.to_json() == before, "a refused action changed the game"
        return error.reason
    raise AssertionError(f"{action!r} was accepted")
