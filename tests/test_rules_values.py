"""The rules' value records (the actions, Variant, Meld, Outcome, SeatView, HandScore and the table
snapshot) behave as values: built by position or by keyword with the same defaults and normalisation,
equal only to a record of the same kind with the same fields, hashed alike when equal, shown by repr
as `Name(field=value, ...)`, unchangeable where frozen, and the same after copy, deepcopy, pickle
(the computer players' process receives seat views pickled) and JSON."""

from __future__ import annotations

import copy
import dataclasses
import json
import os
import pickle
import random
import subprocess
import sys
from pathlib import Path

import pytest

from buraco_qt import rules as R
from buraco_qt.session.snapshot import HandShown, TableSnapshot, take_snapshot

C = R.Card.parse

VARIANT_FIELDS = (
    "name", "decks", "jokers_per_deck", "hand_size", "up_card", "natural_twos", "twos_own_suit_only", "sets",
    "wild_melds", "max_wilds", "ace_to_ace", "canasta_closes", "max_meld_cards", "pickup", "pickup_option",
    "go_out_needs", "go_out_blocked_by_wild_meld", "go_out_by_discard", "first_meld_minimum", "target",
    "reserve_when_only_wilds", "first_turn_free_up_card", "first_turn_redraw", "empty_stock_pickup",
    "points_low", "points_high", "points_ace", "points_two", "points_joker", "canasta_bonus", "ace_set_bonus",
    "going_out_bonus", "reserve_taken_bonus", "reserve_missed_penalty", "indirect_reserve_penalty",
    "unfinished_wild_meld_penalty", "min_naturals")
SEAT_VIEW_FIELDS = (
    "seat", "players", "variant", "phase", "seat_to_move", "hand", "hand_counts", "stock_count", "discard",
    "reserve_counts", "reserve_state", "melds", "closed", "known", "totals", "hand_number", "turn", "starter",
    "legal", "laid_points", "forbidden_discard", "redraw_available", "stock_out", "opened", "went_out",
    "first_meld_minimum", "go_out_refusals")
OUTCOME_FIELDS = (
    "seat", "action", "drawn", "taken", "discarded", "meld", "meld_index", "meld_closed", "canastas",
    "reserve_taken", "reserve_to_stock", "went_out", "stock_exhausted", "hand_ended", "dealt")
SNAPSHOT_FIELDS = (
    "variant", "players", "phase", "seat_to_move", "hand_number", "stock_count", "discard", "hands", "melds",
    "reserves", "reserves_taken", "closed", "totals", "history", "hand_scores", "went_out", "winner",
    "first_meld_minimum", "go_out_refusals", "names", "humans", "viewer", "curtain_seat", "can_act", "legal",
    "outcome", "message", "deals")
HAND_SCORE_FIELDS = ("team", "canastas", "table_cards", "hand_cards", "going_out", "reserve", "penalties")
MELD_FIELDS = ("kind", "cards", "wild_flags", "canasta", "variant")

#: Every action kind with its fields in constructor order.
ACTION_FIELDS = {R.Draw: (), R.TakePile: ("cards", "target"), R.Redraw: (), R.NewMeld: ("cards",),
                 R.AddToMeld: ("target", "cards"), R.Discard: ("card",), R.Undo: (), R.EndHand: (),
                 R.NextHand: ()}


def _fields(value: object) -> tuple[str, ...]:
    kind = type(value)
    return {R.Variant: VARIANT_FIELDS, R.SeatView: SEAT_VIEW_FIELDS, R.Outcome: OUTCOME_FIELDS,
            TableSnapshot: SNAPSHOT_FIELDS, HandShown: ("seat", "count", "cards"), R.HandScore: HAND_SCORE_FIELDS,
            R.Meld: MELD_FIELDS, **ACTION_FIELDS}[kind]


def _values(value: object) -> tuple:
    return tuple(getattr(value, name) for name in _fields(value))


@pytest.fixture(scope="module")
def table() -> dict[str, object]:
    """Records of a real hand of random play: a view and a snapshot while melds lie on the table, the
    outcome of a meld, and the snapshot once the hand is scored."""
    found: dict[str, object] = {}
    for seed in range(20):
        game = R.new_game("cardcol", 4, seed=seed)
        rng = random.Random(seed)
        while game.phase in ("draw", "play"):
            seat = game.seat_to_move
            if any(game.melds) and "view" not in found and game.phase == "play":
                found["view"] = game.view(seat)
                found["playing"] = take_snapshot(game, shown={seat}, names=["A", "B", "C", "D"], humans=[seat],
                                                 viewer=seat, curtain_seat=None, can_act=True)
            outcome = game.apply(rng.choice(game.legal_actions()))
            if outcome.meld is not None:
                found["outcome"] = outcome
        if "view" in found and "outcome" in found:
            found["scored"] = take_snapshot(game, shown={0, 1, 2, 3}, names=["A", "B", "C", "D"], humans=[0],
                                            viewer=0, curtain_seat=2, can_act=False, outcome=outcome,
                                            message="the hand is over")
            found["scores"] = game.hand_scores
            return found
    raise AssertionError("no hand laid a meld")


def _samples(table: dict) -> list[object]:
    """One record of every kind (two of some, with other values)."""
    meld = table["outcome"].meld
    return [R.Draw(), R.TakePile(), R.TakePile(cards=(C("5H"), C("6H"))), R.TakePile(target=1), R.Redraw(),
            R.NewMeld((C("7H"), C("5H"), C("6H"))), R.AddToMeld(0, (C("8H"),)), R.Discard(C("KS")), R.Undo(),
            R.EndHand(), R.NextHand(), *R.VARIANTS.values(), meld, table["outcome"], table["view"],
            table["playing"], table["scored"], table["scored"].hands[0], table["playing"].hands[1],
            *table["scores"]]


def test_actions_sort_their_cards_and_show_as_before():
    assert repr(R.Draw()) == "Draw()" and repr(R.NextHand()) == "NextHand()"
    assert repr(R.TakePile()) == "TakePile(cards=(), target=None)"
    taken = R.TakePile(cards=[C("7H"), C("5H")])
    assert taken.cards == (C("5H"), C("7H"))
    assert repr(taken) == "TakePile(cards=(Card('5H'), Card('7H')), target=None)"
    assert repr(R.TakePile(target=2)) == "TakePile(cards=(), target=2)"
    assert repr(R.NewMeld([C("7H"), C("JK"), C("5H")])) == "NewMeld(cards=(Card('JK'), Card('5H'), Card('7H')))"
    assert repr(R.AddToMeld(2, [C("9S"), C("8S")])) == "AddToMeld(target=2, cards=(Card('8S'), Card('9S')))"
    assert repr(R.Discard(C("10D"))) == "Discard(card=Card('10D'))"
    assert R.AddToMeld(cards=[C("9S"), C("8S")], target=2) == R.AddToMeld(2, (C("8S"), C("9S")))
    assert R.NewMeld(cards=[C("6H"), C("5H")]) == R.NewMeld((C("5H"), C("6H")))
    assert [str(action) for action in (taken, R.TakePile(target=2), R.AddToMeld(2, [C("9S"), C("8S")]))] == [
        "take meld 5H 7H", "take add 2", "add 2 8S 9S"]
    with pytest.raises(TypeError):
        R.Draw(1)
    with pytest.raises(TypeError):
        R.NewMeld()
    with pytest.raises(TypeError):
        R.Discard(C("KS"), card=C("QS"))


def test_records_are_equal_only_to_the_same_kind_with_the_same_fields(table):
    empty = [R.Draw(), R.Redraw(), R.Undo(), R.EndHand(), R.NextHand()]
    for a in empty:
        for b in empty:
            assert (a == b) == (type(a) is type(b)) and (a != b) == (type(a) is not type(b))
    cards = (C("5H"), C("6H"), C("7H"))
    assert R.NewMeld(cards) != R.TakePile(cards=cards) and R.NewMeld(cards) == R.NewMeld(cards[::-1])
    assert R.AddToMeld(0, cards) != R.AddToMeld(1, cards) and R.TakePile(target=0) != R.TakePile()
    assert R.Draw().__eq__(()) is NotImplemented and R.NewMeld(cards).__eq__(cards) is NotImplemented
    for value in _samples(table):
        assert value == copy.copy(value) and not value != copy.copy(value)
        assert value != object() and value.__eq__(object()) is NotImplemented
    assert len({R.Draw(), R.Draw(), R.Undo(), R.NewMeld(cards), R.NewMeld(cards[::-1])}) == 3


def test_a_meld_is_compared_without_its_variant():
    cards = R.parse_cards("5H 6H 7H")
    meld, other = R.build_meld(cards, R.VARIANTS["closed"]), R.build_meld(cards, R.VARIANTS["burraco"])
    assert meld == other and hash(meld) == hash(other) and meld.variant != other.variant
    assert repr(meld) == ("Meld(kind='run', cards=(Card('5H'), Card('6H'), Card('7H')), "
                          "wild_flags=(False, False, False), canasta=None)")
    assert R.build_meld(R.parse_cards("5H 6H 8H JK"), R.VARIANTS["closed"]) != meld


def test_the_hash_is_the_hash_of_the_compared_fields(table):
    """As the dataclasses hashed them: sets of actions and melds keep their order, and with it the
    computer players' decisions."""
    for value in _samples(table):
        if isinstance(value, (R.HandScore, TableSnapshot)) and not _hashable(value):
            continue
        fields = _values(value)[:-1] if isinstance(value, R.Meld) else _values(value)
        assert hash(value) == hash(fields) == hash(copy.deepcopy(value)), type(value).__name__
    assert hash(table["playing"]) == hash(copy.copy(table["playing"]))
    with pytest.raises(TypeError):
        hash(table["scores"][0])           # a hand score changes: it has no hash
    with pytest.raises(TypeError):
        hash(table["scored"])              # so neither has a snapshot that holds it


def _hashable(value: object) -> bool:
    try:
        hash(value)
    except TypeError:
        return False
    return True


def test_repr_names_every_field(table):
    for value in _samples(table):
        shown = [name for name in _fields(value) if not (isinstance(value, R.Meld) and name == "variant")]
        expected = f"{type(value).__name__}({', '.join(f'{name}={getattr(value, name)!r}' for name in shown)})"
        assert repr(value) == expected
    assert repr(R.HandScore(1)) == ("HandScore(team=1, canastas={}, table_cards=0, hand_cards=0, going_out=0, "
                                    "reserve=0, penalties=0)")
    assert str(R.Draw()) == "draw" and str(R.HandScore(1)) == repr(R.HandScore(1))


def test_frozen_records_refuse_changes(table):
    for value in _samples(table):
        if isinstance(value, R.HandScore):
            continue
        for name in (_fields(value) or ("anything",)):
            with pytest.raises(dataclasses.FrozenInstanceError):
                setattr(value, name, 1)
            with pytest.raises(dataclasses.FrozenInstanceError):
                delattr(value, name)
        with pytest.raises(dataclasses.FrozenInstanceError):
            value.extra = 1
    score = R.HandScore(0)
    score.table_cards += 30
    score.canastas["clean"] = [1, 200]
    assert score.total == 230 and R.HandScore(0).canastas == {} and R.HandScore(0).canastas is not score.canastas


def test_positional_and_keyword_construction_agree(table):
    for value in _samples(table):
        kind, values = type(value), _values(value)
        by_position, by_keyword = kind(*values), kind(**dict(zip(_fields(value), values)))
        assert by_position == by_keyword == value and _values(by_keyword) == values
        assert type(by_position) is kind
        with pytest.raises(TypeError):
            kind(*values, None)
    first = R.Outcome(0, R.Draw())
    assert _values(first) == (0, R.Draw(), (), (), None, None, None, False, 0, None, None, None, False, False,
                              False)
    assert R.Variant("x") == R.Variant("x", 2, 2, 11, False, True, False, "any", "none", 1, "yes", False, None,
                                       "free", "", "clean", False, False, (), 2000, False, False, False, False, 5,
                                       10, 15, 10, 20, (("clean", 200), ("dirty", 100), ("royal", 500),
                                                        ("ace_to_ace", 1000)), None, 100, 0, -100, -100, 0, 2)
    assert R.HandScore(0) == R.HandScore(0, {}, 0, 0, 0, 0, 0) and R.HandScore(0) != R.HandScore(1)


@pytest.mark.parametrize("protocol", [2, pickle.DEFAULT_PROTOCOL, pickle.HIGHEST_PROTOCOL])
def test_copies_and_pickles_are_equal_records(table, protocol):
    for value in _samples(table):
        for other in (copy.copy(value), copy.deepcopy(value), pickle.loads(pickle.dumps(value, protocol))):
            assert type(other) is type(value) and other == value and repr(other) == repr(value)
            assert _values(other) == _values(value)
    scored = table["scored"]
    deep = copy.deepcopy(scored)
    assert deep.hand_scores == scored.hand_scores and deep.hand_scores[0] is not scored.hand_scores[0]
    assert deep.hand_scores[0].canastas is not scored.hand_scores[0].canastas
    view = pickle.loads(pickle.dumps(table["view"], protocol))
    assert view.legal_actions() == table["view"].legal_actions() and view.variant.card_points(C("JK")) == 50


def test_variants_and_hand_scores_as_json_and_changed(table):
    for variant in R.VARIANTS.values():
        data = json.loads(json.dumps(variant.to_dict()))
        assert list(data) == list(VARIANT_FIELDS) and R.Variant.from_dict(data) == variant
        assert R.Variant.from_dict({"name": variant.name}) == variant
    changed = R.with_options(R.VARIANTS["brazilian"], target=5000, brazilian_pickup="super_duro")
    assert (changed.target, changed.pickup, changed.jokers_per_deck, changed.name) == (5000, "top_card", 0,
                                                                                      "brazilian")
    assert R.VARIANTS["brazilian"].target == 3000 and hash(changed) != hash(R.VARIANTS["brazilian"])
    for score in table["scores"]:
        data = json.loads(json.dumps(score.to_dict()))
        assert list(data) == list(HAND_SCORE_FIELDS) and R.HandScore.from_dict(data) == score
        assert data["canastas"] is not score.canastas
    game = R.Game.from_json(R.new_game("closed", 4, seed=5).to_json())
    rng = random.Random(5)
    for _ in range(60):
        game.apply(rng.choice(game.legal_actions()))
        game = R.Game.from_json(game.to_json())
    assert game.to_json() == R.Game.from_json(game.to_json()).to_json()


def test_a_pickled_meld_or_variant_hashes_as_in_the_process_that_reads_it():
    """The computer players' process has its own text hashes: a meld or variant it receives must not
    carry the window's hash, or it would differ from an equal one built there."""
    variant = R.VARIANTS["closed"]
    meld = R.build_meld(R.parse_cards("5H 6H 7H"), variant)
    hash(meld), hash(variant)
    code = ("import pickle, sys\nfrom buraco_qt import rules as R\n"
            "meld, variant = pickle.loads(sys.stdin.buffer.read())\n"
            "built = R.build_meld(R.parse_cards('5H 6H 7H'), R.VARIANTS['closed'])\n"
            "print(hash(meld) == hash(built), hash(variant) == hash(R.VARIANTS['closed']), built in {meld})")
    seed = "1" if os.environ.get("PYTHONHASHSEED") != "1" else "2"
    result = subprocess.run([sys.executable, "-c", code], input=pickle.dumps((meld, variant)), capture_output=True,
                            env={**os.environ, "PYTHONHASHSEED": seed, "PYTHONPATH": str(Path(R.__file__).parents[2])},
                            check=True)
    assert result.stdout.split() == [b"True", b"True", b"True"]


def test_the_players_process_keeps_one_variant_for_equal_ones(table):
    """A view arrives pickled at every decision: its variant is the one received before (its point
    tables and its place in the players' caches are kept), not a new copy each time."""
    data = pickle.dumps(table["view"], pickle.HIGHEST_PROTOCOL)
    first, second = pickle.loads(data), pickle.loads(data)
    assert first.variant is second.variant and first.variant == table["view"].variant
    assert all(meld.variant is first.variant for team in second.melds for meld in team)
    other = pickle.loads(pickle.dumps(R.with_options(R.VARIANTS["cardcol"], hand_size=13)))
    assert other is not first.variant and other.hand_size == 13
