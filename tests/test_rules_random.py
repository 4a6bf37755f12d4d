"""OpenSpiel-style random simulation: uniformly random legal play, invariants at every step."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from buraco_qt import rules as R

HANDS = 50
STEP_BOUND = 4000


def check_invariants(game: R.Game, deck: Counter, verified: dict[int, R.Meld]) -> None:
    assert game.all_cards() == deck, "a card was created or lost"
    for team in (0, 1):
        for meld in [*game.melds[team], *game.closed[team]]:
            assert not (meld.is_closed and meld in game.melds[team])
            if id(meld) in verified:
                continue
            rebuilt = R.build_meld(meld.cards, game.variant)
            assert rebuilt.cards == meld.cards and rebuilt.canasta == meld.canasta
            verified[id(meld)] = meld      # melds are immutable: checked once
    for hand in game.hands:
        assert all(isinstance(card, R.Card) for card in hand)


def every_action_applies(game: R.Game, actions: list[R.Action]) -> None:
    for action in actions:
        assert game._try(action), f"listed action {action} was refused"


def play_hand(name: str, players: int, seed: int, check_all: bool) -> R.Game:
    game = R.new_game(name, players, seed)
    rng = random.Random(seed * 7919 + players)
    deck = game.all_cards()
    verified: dict[int, R.Meld] = {}
    steps = 0
    round_trip_at = rng.randrange(20, 80)
    twin: R.Game | None = None
    twin_rng: random.Random | None = None
    while game.phase in ("draw", "play"):
        actions = game.legal_actions()
        assert actions, f"no legal action in a live state ({game.phase})"
        if check_all:
            every_action_applies(game, actions)
        if steps == round_trip_at:
            twin = R.Game.from_json(game.to_json())
            assert twin.to_json() == game.to_json()
            twin_rng = random.Random()
            twin_rng.setstate(rng.getstate())
        if twin is not None:
            twin_actions = twin.legal_actions()
            assert twin_actions == actions
            twin.apply(twin_rng.choice(twin_actions))
        game.apply(rng.choice(actions))
        steps += 1
        check_invariants(game, deck, verified)
        assert steps < STEP_BOUND, "the hand did not end"
    if twin is not None:
        assert twin.to_json() == game.to_json()
    assert game.hand_scores is not None
    assert [s.total for s in game.hand_scores] == game.history[-1]
    return game


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("name", list(R.VARIANTS))
def test_random_play(name, players):
    for seed in range(HANDS):
        play_hand(name, players, seed, check_all=seed % 5 == 0)


def test_replay_from_log_is_identical():
    game = R.new_game("cardcol", 4, seed=11)
    rng = random.Random(3)
    for _ in range(150):
        if game.phase == "match_over":
            break
        game.apply(rng.choice(game.legal_actions()))
    replayed = R.Game.replay(game.variant, 4, 11, game.log)
    assert replayed.to_json() == game.to_json()


def test_json_is_plain_and_versioned():
    game = R.new_game("brazilian", 2, seed=4)
    data = json.loads(game.to_json())
    assert data["format"] == "buraco-qt-game" and data["version"] == 1
    with pytest.raises(ValueError):
        R.Game.from_json("{}")
    with pytest.raises(ValueError):
        R.Game.from_json("not json")
    data["version"] = 99
    with pytest.raises(ValueError):
        R.Game.from_dict(data)
    broken = json.loads(game.to_json())
    broken["hands"][0] = "XX YY"
    with pytest.raises(ValueError):
        R.Game.from_dict(broken)


def test_rng_state_survives_the_round_trip():
    game = R.new_game("open", 4, seed=9)
    copy = R.Game.from_json(game.to_json())
    for target in (game, copy):
        while target.phase in ("draw", "play"):
            actions = target.legal_actions()
            target.apply(actions[0] if target.phase == "draw" else actions[-1])
        target.apply("next")
    assert game.hands == copy.hands and game.stock == copy.stock
