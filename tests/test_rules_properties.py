"""Hypothesis properties of melds and of game states."""

import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from buraco_qt import rules as R

ALL_CARDS = R.build_deck(1, 1)
variants = st.sampled_from(sorted(R.VARIANTS))
cards = st.sampled_from(ALL_CARDS)
card_lists = st.lists(cards, min_size=3, max_size=9)


def suited_run(draw, variant):
    """A list of cards likely to make a run: a suit, a stretch of ranks, maybe a wild."""
    suit = draw(st.sampled_from(R.SUITS))
    start = draw(st.integers(1, 11))
    length = draw(st.integers(3, 8))
    ranks = [1 + (start - 1 + i) % 13 for i in range(length)]
    chosen = [R.Card(rank, suit) for rank in ranks]
    if draw(st.booleans()):
        chosen[draw(st.integers(0, length - 1))] = draw(st.sampled_from([R.JOKER, R.Card(2, "C")]))
    return chosen


@st.composite
def meld_inputs(draw):
    name = draw(variants)
    variant = R.VARIANTS[name]
    first = suited_run(draw, variant) if draw(st.booleans()) else draw(card_lists)
    extra = draw(st.lists(cards, min_size=1, max_size=4))
    return variant, first, extra


@settings(max_examples=400, suppress_health_check=[HealthCheck.too_slow])
@given(meld_inputs())
def test_accepted_melds_stay_valid_under_extend_or_raise(data):
    variant, first, extra = data
    try:
        meld = R.build_meld(first, variant)
    except R.MeldError:
        return
    assert Counter(meld.cards) == Counter(first)
    assert len(meld.wild_flags) == len(meld.cards)
    try:
        grown = meld.extend(extra)
    except R.MeldError as error:
        assert error.reason
        return
    assert Counter(grown.cards) == Counter(first) + Counter(extra)
    assert grown.kind == meld.kind
    # the grown meld is itself a legal meld of the same cards, laid out the same way
    again = R.build_meld(grown.cards, variant)
    assert again.cards == grown.cards and again.canasta == grown.canasta


@settings(max_examples=300)
@given(meld_inputs())
def test_card_points_of_a_meld_are_the_sum_of_its_cards(data):
    variant, first, _ = data
    try:
        meld = R.build_meld(first, variant)
    except R.MeldError:
        return
    card_points = sum(variant.card_points(card) for card in meld.cards)
    assert R.meld_score(meld, variant) - R.canasta_bonus(meld, variant) == card_points
    assert (R.canasta_bonus(meld, variant) > 0) == (meld.canasta is not None)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(variants, st.sampled_from([2, 4]), st.integers(0, 10_000), st.integers(0, 120))
def test_json_round_trip_of_any_reachable_state(name, players, seed, steps):
    game = R.new_game(name, players, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        actions = game.legal_actions()
        if not actions:
            break
        game.apply(rng.choice(actions))
    text = game.to_json()
    copy = R.Game.from_json(text)
    assert copy.to_json() == text
    assert copy.legal_actions() == game.legal_actions()
    for seat in range(players):
        assert copy.view(seat) == game.view(seat)
