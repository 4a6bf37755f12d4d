"""`Game.apply` says what the move did: every field of the Outcome agrees with the states before and after."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from rules_helpers import make_game

from buraco_qt import rules as R


def _canasta_count(game: R.Game, team: int) -> int:
    return len(game.closed[team]) + sum(1 for meld in game.melds[team] if meld.canasta)


def _check(before: R.Game, action: R.Action, outcome: R.Outcome, after: R.Game) -> None:
    seat = before.seat_to_move
    team = seat % 2
    assert (outcome.seat, outcome.action) == (seat, action)
    gained = Counter(after.hands[seat]) - Counter(before.hands[seat])
    dealt = isinstance(action, R.NextHand)
    assert outcome.dealt == dealt
    if dealt:
        assert after.hand_number == before.hand_number + 1
        return
    if isinstance(action, R.Draw):
        assert outcome.drawn == (before.stock[-1],) and not outcome.taken
    if isinstance(action, R.TakePile):
        assert outcome.taken == tuple(before.discard) and not outcome.drawn
    if isinstance(action, R.Discard):
        assert outcome.discarded == action.card
    if isinstance(action, R.Redraw):
        assert outcome.discarded == before.hands[seat][-1] and outcome.drawn == (after.hands[seat][-1],)
    if outcome.discarded is not None:
        assert after.discard[-1:] == [outcome.discarded] or outcome.hand_ended
    else:
        assert not isinstance(action, (R.Discard, R.Redraw))
    if outcome.meld is not None:
        home = after.closed[team][-1] if outcome.meld_closed else after.melds[team][outcome.meld_index]
        assert home is outcome.meld
    else:
        assert not isinstance(action, (R.NewMeld, R.AddToMeld)) and not getattr(action, "cards", ())
    made = _canasta_count(after, team) - _canasta_count(before, team)
    assert outcome.canastas == max(0, made)
    gone = [t for t in (0, 1) if before.reserves[t] is not None and after.reserves[t] is None]
    assert outcome.reserve_taken == next((t for t in gone if after.reserve_state[t] != "stock"), None)
    assert outcome.reserve_to_stock == next((t for t in gone if after.reserve_state[t] == "stock"), None)
    if outcome.reserve_taken is not None:
        assert outcome.reserve_taken == team and gained
    ended = after.phase in ("hand_over", "match_over")
    assert outcome.hand_ended == ended
    assert outcome.went_out == (after.went_out if ended else None)
    assert outcome.stock_exhausted == (ended and after.went_out is None)


@pytest.mark.parametrize("preset", ["cardcol", "brazilian", "closed", "burraco"])
def test_every_outcome_tells_what_changed(preset):
    for seed in range(2):
        game = R.new_game(preset, 4 - 2 * seed, seed, totals=(1500, 0) if preset == "brazilian" else (0, 0))
        rng = random.Random(seed)
        for _ in range(400):
            legal = game.legal_actions()
            if not legal:
                break
            action = rng.choice(legal)
            before = game.copy()
            outcome = game.apply(action)
            _check(before, action, outcome, game)


def test_a_closing_meld_and_going_out_are_told():
    game = make_game("cardcol", hands=["5H 6H 7H 8H 9H 10H JH KS", "", "", ""], reserves=[None, None],
                     phase="play", seat=0)
    outcome = game.apply(R.NewMeld(R.parse_cards("5H 6H 7H 8H 9H 10H JH")))
    assert outcome.meld_closed and outcome.canastas == 1 and outcome.meld.canasta == "clean"
    assert game.closed[0][-1] is outcome.meld and not outcome.hand_ended
    outcome = game.apply(R.Discard(R.Card.parse("KS")))
    assert outcome.discarded == R.Card.parse("KS")
    assert outcome.went_out == 0 and outcome.hand_ended and not outcome.stock_exhausted
