"""Helpers for rules tests: games from a fixed deal, written as card notations."""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any

from buraco_qt import rules as R
from buraco_qt.rules.state import STATE


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
              known: list[str] | None = None, seat: int = 0, phase: str = "draw", totals: list[int] | None = None,
              turn: int = 5, starter: int = 0, **turn_state: Any) -> R.Game:
    """A game in a chosen position (stock: the last card is the top; melds as card lists; known: the
    cards each seat was seen taking from the pile)."""
    game = R.new_game(variant, players, seed=0)
    reserves = reserves if reserves is not None else ["4C 4D 4H", "9C 9D 9H"]
    forbidden = turn_state.get("forbidden_discard")
    if isinstance(forbidden, str):
        turn_state["forbidden_discard"] = R.Card.parse(forbidden)
    # a test position holds only some of the deck and no score sheet: Game.from_dict's whole-game checks
    # would refuse it, Game.from_state takes it as it is
    return rebuilt(
        game, hands=[R.parse_cards(hand) for hand in hands] if hands is not None else [[] for _ in range(players)],
        stock=R.parse_cards(stock), discard=R.parse_cards(discard),
        reserves=[None if r is None else R.parse_cards(r) for r in reserves],
        reserve_state=["there" if r is not None else "taken" for r in reserves], reserve_taker=[None, None],
        melds=[[R.build_meld(R.parse_cards(text), game.variant) for text in team] for team in melds or [[], []]],
        closed=[[R.build_meld(R.parse_cards(text), game.variant) for text in team] for team in closed or [[], []]],
        known=[R.parse_cards(cards) for cards in known] if known is not None else [[] for _ in range(players)],
        seat_to_move=seat, phase=phase, turn=turn, starter=starter,
        totals=totals or [0, 0], **turn_state)


def rebuilt(game: R.Game, *, rng: random.Random | None = None, **changes: Any) -> R.Game:
    """A new game in `game`'s position with `changes` to its fields (hands, melds, phase, laid_points...),
    made by the public `Game.from_state`: a position is built, never patched. A position built has no
    deal number.

    The new game has `game`'s random generator state (for the deals to come) unless `rng` is given.
    """
    parts = {field.name: getattr(game, field.attr) for field in STATE if field.name != "deals"}
    parts.update(changes)
    if rng is not None:
        parts["rng"] = rng
    return R.Game.from_state(**parts)


def accepted(game: R.Game, actions: Iterable[R.Action]) -> list[R.Action]:
    """The actions of `actions` that the engine accepts in `game`'s position (`game` is left as it was).

    Each is applied to a copy of the position: a refused move leaves the copy as it was (the engine
    promises it), an accepted one is followed by a fresh copy. A trial never deals: the copies start from
    one random generator's state.
    """
    rng = random.Random(0)
    trial = rebuilt(game, rng=rng, log=())
    taken = []
    for action in actions:
        try:
            trial.apply(action)
        except R.IllegalAction:
            continue
        taken.append(action)
        trial = rebuilt(game, rng=rng, log=())
    return taken


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
