"""The engine refuses what cannot be: texts that are no cards or moves, cards the deck lacks, damaged state."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from buraco_qt import rules as R


@pytest.mark.parametrize("text", ["ZZ", "1H", "11H", "JKH", "A", "", "10", "H5", "🂡"])
def test_a_text_that_is_not_a_card_is_refused(text):
    with pytest.raises(R.IllegalAction) as caught:
        R.Card.parse(text)
    assert "is not a card" in caught.value.reason
    with pytest.raises(R.IllegalAction):
        R.parse_cards(["AS", text])


@pytest.mark.parametrize("value", [None, 5, b"AS", ["AS"]])
def test_a_card_that_is_no_text_is_refused(value):
    with pytest.raises(R.IllegalAction):
        R.Card.parse(value)


@pytest.mark.parametrize("text", ["", "fly", "draw 2", "add x AS", "add -1 AS 2S", "take add 1.5",
                                  "take add ٣", "take meld", "discard", "discard AS KS", "meld"])
def test_a_text_that_is_not_a_move_is_refused(text):
    with pytest.raises(R.IllegalAction) as caught:
        R.parse_action(text)
    assert "is not a move of the game" in caught.value.reason


@pytest.mark.parametrize("action", [42, None, R.AddToMeld("x", (R.JOKER,)), R.NewMeld(()),
                                    R.TakePile(target=True), R.Discard("AS")])
def test_a_malformed_action_value_is_refused_and_changes_nothing(action):
    game = R.new_game("cardcol", 4, seed=2)
    game.apply("draw") if R.Draw() in game.legal_actions() else None
    before = game.to_json()
    with pytest.raises(R.IllegalAction):
        game.apply(action)
    assert game.to_json() == before


def test_a_joker_cannot_be_melded_in_a_variant_without_jokers():
    open_ = R.VARIANTS["open"]
    with pytest.raises(R.MeldError) as caught:
        R.build_meld(R.parse_cards("5H 6H JK"), open_)
    assert caught.value.reason == "the deck of this variant has no JK"
    run = R.build_meld(R.parse_cards("5H 6H 7H"), open_)
    with pytest.raises(R.MeldError):
        run.extend([R.JOKER])
    # a deck of two packs has two aces of spades, not three
    with pytest.raises(R.MeldError) as caught:
        R.build_meld(R.parse_cards("AS AS AS"), R.VARIANTS["burraco"])
    assert "does not hold that many copies of AS" in caught.value.reason
    assert R.build_meld(R.parse_cards("5H 6H JK"), R.VARIANTS["burraco"]).wild_count == 1


def test_a_joker_meld_in_open_is_refused_by_the_game_and_changes_nothing():
    game = R.new_game("open", 2, seed=5)
    game.apply("draw")
    # give the seat a joker by hand, as a hostile caller could: the meld is still refused
    game.hands[game.seat_to_move] += [R.JOKER]
    hand = game.hands[game.seat_to_move]
    five = next(card for card in hand if not card.is_joker and card.rank not in (1, 2, 13, 12))
    game.hands[game.seat_to_move] += [R.Card(five.rank + 1, five.suit)]
    before = game.to_json()
    with pytest.raises(R.IllegalAction) as caught:
        game.apply(R.NewMeld((five, R.Card(five.rank + 1, five.suit), R.JOKER)))
    assert caught.value.reason == "the deck of this variant has no JK"
    assert game.to_json() == before


def test_state_error_is_a_value_error_with_a_template():
    with pytest.raises(ValueError) as caught:
        R.Game.from_json("[1, 2")
    assert isinstance(caught.value, R.StateError) and caught.value.template
    data = json.loads(R.new_game("closed", 2, seed=1).to_json())
    data["version"] = 7
    with pytest.raises(R.StateError, match="format version 7"):
        R.Game.from_dict(data)


_words = st.sampled_from(["draw", "take", "meld", "add", "discard", "next", "end", "undo", "redraw",
                          "AS", "JK", "10H", "2C", "ZZ", "0", "1", "-1", "99", "x", "", "KD", "1H"])
_texts = st.one_of(st.lists(_words, max_size=5).map(" ".join), st.text(max_size=12))


@settings(max_examples=150, deadline=None, derandomize=True)
@given(seed=st.integers(0, 10 ** 6), texts=st.lists(_texts, min_size=1, max_size=8),
       variant=st.sampled_from(sorted(R.VARIANTS)))
def test_fuzz_malformed_moves_never_change_the_state(seed, texts, variant):
    game = R.new_game(variant, 2, seed=seed)
    rng = random.Random(seed)
    for _ in range(rng.randrange(30)):          # somewhere into the hand
        if game.phase not in ("draw", "play"):
            break
        game.apply(rng.choice(game.legal_actions()))
    for text in texts:
        before = game.to_json()
        try:
            game.apply(text)
        except R.IllegalAction as error:
            assert error.reason and game.to_json() == before
        else:
            assert game.log[-1] == str(R.parse_action(text))
        assert sum(game.all_cards().values()) == game.variant.cards_in_play


@settings(max_examples=60, deadline=None, derandomize=True)
@given(path=st.lists(st.sampled_from(["hands", "stock", "discard", "turn", "totals", "phase", "melds",
                                      "seat_to_move", "log", "variant", "rng", "known", "history"]),
                     min_size=1, max_size=3),
       junk=st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False), st.text(max_size=8),
                      st.lists(st.integers(), max_size=3), st.dictionaries(st.text(max_size=3), st.integers(),
                                                                          max_size=2)))
def test_fuzz_damaged_game_data_gives_a_state_error_or_a_whole_game(path, junk):
    data = json.loads(R.new_game("brazilian", 4, seed=8).to_json())
    for key in path:
        data[key] = junk
    try:
        game = R.Game.from_dict(data)
    except R.StateError as error:
        assert error.reason
    else:
        assert sum(game.all_cards().values()) == game.variant.cards_in_play
