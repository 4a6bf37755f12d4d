"""OpenSpiel-style random simulation: uniformly random legal play, invariants at every step."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from rules_helpers import accepted

from buraco_qt import rules as R
from buraco_qt.ai.memory import settle
from buraco_qt.rules.opening import reaching_plays

HANDS = 40                # hands per preset and player count, in whole matches
HANDS_PER_MATCH = 40      # a match longer than this has lost its way (random matches take 1-20)
PATIENCE = 40             # actions in one turn before the random player heads for the turn's end
ACTIONS_PER_TURN = 2 * PATIENCE + 20   # ... which it reaches within this many actions


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
    taken = accepted(game, actions)
    assert taken == actions, f"listed actions were refused: {[a for a in actions if a not in taken]}"


def heading_home(game: R.Game, actions: list[R.Action]) -> R.Action | None:
    """A move toward the end of a long turn: discard; under a first-meld minimum, the next play
    that reaches it, else take a play back. None if none of these is legal."""
    for action in actions:
        if isinstance(action, (R.Discard, R.Draw, R.EndHand)):
            return action
    team = game.team_of(game.seat_to_move)
    minimum = game.first_meld_minimum(team)
    if minimum and game.laid_points < minimum:
        plays = reaching_plays(game.variant, game.hands[game.seat_to_move], game.melds[team],
                               minimum - game.laid_points, reserve_there=game.reserves[team] is not None,
                               forbidden=game.forbidden_discard)
        if plays and plays[0] in actions:
            return plays[0]
    return R.Undo() if R.Undo() in actions else None


def play_match(variant: str | R.Variant, players: int, seed: int, hands: int, check_every: int = 5,
               totals: tuple[int, int] = (0, 0)) -> R.Game:
    """Random legal play, hand after hand, to the match's end (or `hands` hands), checking every step.

    The player picks uniformly among the legal actions; a turn longer than PATIENCE actions heads
    for its end (`heading_home`), so every turn must end within ACTIONS_PER_TURN: a position
    with no way to end the turn fails. Every `check_every`-th hand checks that every listed action
    is accepted; one step of each hand makes a JSON twin that must play on identically.
    """
    game = R.new_game(variant, players, seed, totals)
    rng = random.Random(seed * 7919 + players)
    deck = game.all_cards()
    verified: dict[int, R.Meld] = {}
    while game.hand_number <= hands:
        check_all = game.hand_number % check_every == 1
        round_trip_at = rng.randrange(20, 80)
        twin: R.Game | None = None
        twin_rng: random.Random | None = None
        steps = per_turn = 0
        turn = None
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
            action = (heading_home(game, actions) if per_turn > PATIENCE else None) or rng.choice(actions)
            if twin is not None:
                assert twin.legal_actions() == actions
                twin.apply(action)
            game.apply(action)
            steps += 1
            per_turn = per_turn + 1 if game.turn == turn else 0
            turn = game.turn
            assert per_turn < ACTIONS_PER_TURN, f"the turn did not end: {game.log[-10:]}"
            check_invariants(game, deck, verified)
        if twin is not None:
            assert twin.to_json() == game.to_json()
        assert game.hand_scores is not None
        assert [s.total for s in game.hand_scores] == game.history[-1]
        assert game.totals == [start + sum(hand[team] for hand in game.history)
                               for team, start in enumerate(totals)]
        if game.phase == "match_over":
            assert max(game.totals) >= game.variant.target and game.totals[0] != game.totals[1]
            assert game.winner == game.totals.index(max(game.totals))
            break
        starter = game.starter
        settle()              # as the table does between hands: full collections skip the heap so far
        game.apply(R.NextHand())
        assert game.starter == (starter + 1) % players and game.seat_to_move == game.starter
        deck = game.all_cards()
    return game


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("name", list(R.VARIANTS))
def test_random_play_of_whole_matches(name, players):
    hands = 0
    seed = 0
    while hands < HANDS:
        game = play_match(name, players, seed, HANDS_PER_MATCH)
        assert game.phase == "match_over", f"seed {seed}: no end after {game.hand_number} hands"
        hands += game.hand_number
        seed += 1


@pytest.mark.parametrize("pickup", ["duro", "super_duro"])
def test_random_play_under_brazilian_pickup_options_from_the_minimums(pickup):
    """The pickup that lays the top card meets the first-meld minimum from the first hand."""
    variant = R.with_options(R.VARIANTS["brazilian"], brazilian_pickup=pickup)
    for seed, players in ((0, 2), (1, 4)):
        game = play_match(variant, players, seed, 6, check_every=2, totals=(1975, 1265))
        # the match ended, or its six hands were played out (whichever the cards dealt make it)
        assert game.phase == "match_over" or (len(game.history) == 6 and game.hand_number == 7)


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
