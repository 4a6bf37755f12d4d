"""A saved variant is checked field by field against what a variant may hold (rules/variants.py: one
definition of the ranges, signs, words and lengths, within which every preset lies); a position with
no legal move is refused; the turn guard never indexes an empty list of moves."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from buraco_qt import rules as R
from buraco_qt.rules import validation
from buraco_qt.rules.variants import NUMBER_RANGES, TARGET_RANGE, VARIANT_NAME, deal_fits
from buraco_qt.session.turn_guard import TurnGuard, fallback
from buraco_qt.storage import persistence
from buraco_qt.storage.statistics import Statistics


def _options():
    for name, preset in R.VARIANTS.items():
        for hand_size in (None, 11, 13, 15):
            for target in (None, *TARGET_RANGE):
                for pickup in (None, *R.BRAZILIAN_PICKUPS) if name == "brazilian" else (None,):
                    yield R.with_options(preset, hand_size=hand_size, target=target, brazilian_pickup=pickup)


def test_every_preset_with_every_option_lies_within_the_limits():
    for variant in _options():
        assert validation.check_variant(variant.to_dict()) == variant
        assert VARIANT_NAME.fullmatch(variant.name) and deal_fits(variant, 2) and deal_fits(variant, 4)
        for players in (2, 4):
            game = R.new_game(variant, players, seed=1)
            assert R.Game.from_json(game.to_json()).to_json() == game.to_json()


def _with_variant(**changes) -> str:
    data = json.loads(R.new_game("brazilian", 4, seed=3).to_json())
    data["variant"].update(changes)
    return json.dumps(data)


@pytest.mark.parametrize("changes, field", [
    ({"first_meld_minimum": [["1000", 75]]}, "variant.first_meld_minimum"),
    ({"first_meld_minimum": [[1000, "75"]]}, "variant.first_meld_minimum"),
    ({"first_meld_minimum": [[2000, 90], [1000, 75]]}, "variant.first_meld_minimum"),   # thresholds rise
    ({"first_meld_minimum": "1000"}, "variant.first_meld_minimum"),
    ({"points_low": -5}, "variant.points_low"),
    ({"points_joker": 10 ** 6}, "variant.points_joker"),
    ({"going_out_bonus": -200}, "variant.going_out_bonus"),
    ({"reserve_missed_penalty": 100}, "variant.reserve_missed_penalty"),
    ({"ace_set_bonus": [0]}, "variant.ace_set_bonus"),
    ({"ace_set_bonus": [500, -300]}, "variant.ace_set_bonus"),
    ({"canasta_bonus": [["clean", 200], ["clean", 300]]}, "variant.canasta_bonus"),
    ({"canasta_bonus": [["shiny", 200]]}, "variant.canasta_bonus"),
    ({"canasta_bonus": [[["clean"], 200]]}, "variant.canasta_bonus"),
    ({"first_meld_minimum": [[[1000], 75]]}, "variant.first_meld_minimum"),
    ({"canasta_bonus": [["clean", -200]]}, "variant.canasta_bonus"),
    ({"name": "Cardcol"}, "variant.name"),
    ({"name": "x" * 41}, "variant.name"),
    ({"pickup_option": "soft"}, "variant.pickup_option"),
    ({"decks": 9}, "variant.decks"),
    ({"max_wilds": "1"}, "variant.max_wilds"),
    ({"up_card": 1}, "variant.up_card"),
    ({"target": 0}, "variant.target"),
])
def test_a_variant_field_out_of_its_limits_is_refused_with_its_name(changes, field):
    with pytest.raises(R.StateError) as refused:
        R.Game.from_json(_with_variant(**changes))
    assert refused.value.params.get("field") == field


def test_a_deck_too_small_for_the_deal_is_refused():
    with pytest.raises(R.StateError) as refused:
        R.Game.from_json(_with_variant(decks=1, hand_size=20))
    assert refused.value.template == validation.SMALL_DECK


def test_every_range_has_a_preset_inside_it():
    for field, (low, high) in NUMBER_RANGES.items():
        values = {getattr(variant, field) for variant in R.VARIANTS.values()} - {None}
        assert values and all(low <= value <= high for value in values), field


def test_a_name_the_check_lets_through_is_one_the_statistics_can_count():
    saved = R.Game.from_json(_with_variant(name="my_rules_2"))
    statistics = Statistics()
    statistics.variants[saved.variant.name] = statistics.overall
    assert Statistics.from_json(statistics.to_json()).variants.keys() == {"my_rules_2"}


def test_stock_cards_moved_into_a_hand_before_the_draw_is_a_position_without_a_move():
    data = json.loads(R.new_game("closed", 4, seed=5).to_json())
    seat = data["seat_to_move"]
    data["hands"][seat] = " ".join([data["hands"][seat], data["stock"]])
    data["stock"] = ""
    with pytest.raises(R.StateError) as refused:
        R.Game.from_json(json.dumps(data))
    assert refused.value.template == validation.NO_MOVE


@pytest.mark.parametrize("change", [
    lambda data: data["turn_state"].update(laid_points=30),                      # laid before drawing
    lambda data: data["turn_state"].update(undo_stack=[{"hand": "", "melds": [], "closed": [], "known": "",
                                                        "laid_points": 0}]),
    lambda data: data.update(hands=["", *data["hands"][1:]], stock=" ".join([data["hands"][0], data["stock"]])),
    lambda data: data.update(reserves=["", data["reserves"][1]],
                             stock=" ".join([data["reserves"][0], data["stock"]])),
])
def test_a_turn_that_cannot_be_is_refused(change):
    data = json.loads(R.new_game("burraco", 4, seed=8).to_json())
    change(data)
    with pytest.raises(R.StateError) as refused:
        R.Game.from_json(json.dumps(data))
    assert refused.value.template == validation.DISAGREES


def test_the_turn_guard_never_indexes_an_empty_list_of_moves():
    assert fallback([]) is None
    game = R.new_game("closed", 4, seed=5)
    game.stock, game.phase = [], "draw"
    game._legal_cache = None
    assert game.legal_actions() == []
    action, problem = TurnGuard().choose(game, R.Draw())
    assert action is None and "no legal move" in problem


def test_a_match_the_file_lets_through_that_the_table_cannot_play_on_is_refused(monkeypatch):
    text = persistence.to_text(R.new_game("open", 4, seed=2), persistence.Table.for_match(
        ["human", "ai:easy", "ai:easy", "ai:easy"], ["", "", "", ""], 1))
    assert persistence.from_text(text)

    def broken(self, team):
        raise TypeError("'>' not supported between instances of 'int' and 'str'")

    monkeypatch.setattr(R.Game, "first_meld_minimum", broken)
    with pytest.raises(persistence.SaveError) as refused:
        persistence.from_text(text)
    assert refused.value.template == persistence.NOT_PLAYABLE and refused.value.params == {"error": "TypeError"}


def test_a_match_keeps_its_last_moves_and_a_long_saved_log_opens_with_them():
    from buraco_qt.rules.validation import MAX_LOG, MAX_LOG_READ
    game = R.new_game("closed", 4, seed=5)
    game.log = ["draw", "discard 5H"] * (MAX_LOG // 2)
    game.apply(game.legal_actions()[0])
    assert MAX_LOG - MAX_LOG // 10 <= len(game.log) <= MAX_LOG and game.log[-1] != "discard 5H"
    data = json.loads(game.to_json())
    data["log"] = ["draw"] * (MAX_LOG * 3)
    assert len(R.Game.from_json(json.dumps(data)).log) == MAX_LOG
    data["log"] = ["draw"] * (MAX_LOG_READ + 1)
    with pytest.raises(R.StateError) as refused:
        R.Game.from_json(json.dumps(data))
    assert refused.value.params["field"] == "log"


JSON = st.recursive(st.none() | st.booleans() | st.integers(-(10 ** 12), 10 ** 12) | st.text(max_size=6)
                    | st.sampled_from(["clean", "dirty", "any", "free", "cardcol"]),
                    lambda children: st.lists(children, max_size=3), max_leaves=8)


@settings(max_examples=300, deadline=None)
@given(changes=st.dictionaries(st.sampled_from(R.Variant.FIELDS), JSON, min_size=1, max_size=4))
def test_any_saved_variant_is_refused_with_a_reason_or_is_one_a_variant_may_be(changes):
    try:
        game = R.Game.from_json(_with_variant(**changes))
    except R.StateError as error:
        assert error.template
        return
    validation.check_variant(game.variant.to_dict())


def test_a_preset_takes_only_its_own_options():
    assert R.preset_options("cardcol", 13, "duro") == {"hand_size": 13, "brazilian_pickup": None}
    assert R.preset_options("brazilian", 13, "duro") == {"hand_size": None, "brazilian_pickup": "duro"}
    assert R.preset_options("cardcol", 12, "free") == {"hand_size": None, "brazilian_pickup": None}
    for name in R.VARIANTS:                  # what it keeps, with_options takes
        R.with_options(R.VARIANTS[name], **R.preset_options(name, 15, "super_duro"))
