"""legal_actions() lists every legal new meld and addition: checked against brute force."""

import random
from collections import Counter

import pytest
from rules_helpers import accepted

from buraco_qt import rules as R
from buraco_qt.rules.candidates import sub_multisets


def brute_force_table_plays(game: R.Game) -> set[str]:
    """Every NewMeld / AddToMeld of any sub-multiset of the hand that the engine accepts."""
    seat = game.seat_to_move
    team = game.team_of(seat)
    hand = Counter(game.hands[seat])
    candidates: list[R.Action] = []
    for sub in sub_multisets(hand, 1, sum(hand.values())):
        cards = tuple(Counter(sub).elements())
        candidates += [R.NewMeld(cards)] if len(cards) >= 3 else []
        candidates += [R.AddToMeld(index, cards) for index in range(len(game.melds[team]))]
    return {str(action) for action in accepted(game, candidates)}


@pytest.mark.parametrize("name", list(R.VARIANTS))
def test_legal_actions_are_complete_and_sound(name):
    checked = 0
    for seed in range(4):
        game = R.new_game(name, 4, seed)
        rng = random.Random(seed)
        steps = 0
        while game.phase in ("draw", "play") and checked < 12:
            actions = game.legal_actions()
            if game.phase == "play" and len(game.hands[game.seat_to_move]) <= 11 and steps % 4 == 0:
                listed = {str(a) for a in actions if isinstance(a, (R.NewMeld, R.AddToMeld))}
                assert listed == brute_force_table_plays(game)
                checked += 1
            game.apply(rng.choice(actions))
            steps += 1
    assert checked >= 8


def brute_force_pickups(game: R.Game) -> set[str]:
    """Every way of taking the discard pile that the engine accepts."""
    seat = game.seat_to_move
    team = game.team_of(seat)
    hand = Counter(game.hands[seat])
    candidates = [R.TakePile()] + [R.TakePile(target=i) for i in range(len(game.melds[team]))]
    candidates += [R.TakePile(cards=tuple(Counter(sub).elements())) for sub in sub_multisets(hand, 1, 8)]
    return {str(action) for action in accepted(game, candidates)}


@pytest.mark.parametrize("name", ["cardcol", "closed", "closed_dirty", "closed_stcl", "open"])
def test_pickup_actions_are_complete_and_sound(name):
    checked = 0
    for seed in range(6):
        game = R.new_game(name, 4, seed)
        rng = random.Random(seed)
        while game.phase in ("draw", "play") and checked < 15:
            actions = game.legal_actions()
            if game.phase == "draw" and game.discard and len(game.hands[game.seat_to_move]) <= 11:
                listed = {str(a) for a in actions if isinstance(a, R.TakePile)}
                assert listed == brute_force_pickups(game)
                checked += 1
            game.apply(rng.choice(actions))
    assert checked >= 10
