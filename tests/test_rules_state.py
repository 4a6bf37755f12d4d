"""The state declared once (buraco_qt/rules/state.py): a game holds exactly the declared fields, and its
copy, its JSON form and `Game.from_state` follow from the declaration."""

from __future__ import annotations

import json
import random

import pytest
from rules_helpers import played_until

from buraco_qt import rules as R
from buraco_qt.rules import state


def _positions() -> list[R.Game]:
    """Games at a deal, mid-hand with undo steps, between two hands, in a later hand, and over (each
    position read back from its JSON, so that the copies tested here are not made by `copy`)."""
    games = [R.new_game("cardcol", 4, seed=3), R.new_game("brazilian", 2, seed=4)]
    for variant, players, seed in [("cardcol", 4, 1), ("closed", 4, 2), ("brazilian", 2, 5), ("burraco", 4, 6)]:
        game = R.new_game(variant, players, seed=seed)
        rng = random.Random(seed)
        seen = set()
        while game.phase != "match_over":
            kind = ("undo" if game.phase == "play" and game.undo_stack else
                    "hand_over" if game.phase == "hand_over" else
                    "later_hand" if game.hand_number > 1 and game.phase == "play" else None)
            if kind and kind not in seen:
                seen.add(kind)
                games.append(R.Game.from_json(game.to_json()))
            game.apply(rng.choice(game.legal_actions()))
        games.append(game)
    return games


POSITIONS = _positions()


def test_a_game_holds_exactly_the_declared_fields():
    game = R.new_game("open", 4, seed=0)
    assert set(R.Game.__slots__) == {*state.ATTRS, "_legal_cache", "_happened"}
    for attr in state.ATTRS:
        getattr(game, attr)                                  # every field is set by the deal
    with pytest.raises(AttributeError):
        game.undeclared = 1                                  # a field must be declared to be set
    data = json.loads(game.to_json())
    top = [field.name for field in state.STATE if field.group is None]
    turn = [field.name for field in state.STATE if field.group == "turn_state"]
    assert list(data) == ["format", "version", *top[:top.index("known") + 1], "turn_state",
                          *top[top.index("known") + 1:]]
    assert list(data["turn_state"]) == turn


def test_positions_cover_undo_steps_score_sheets_and_later_hands():
    assert any(game.undo_stack for game in POSITIONS)
    assert any(game.hand_scores for game in POSITIONS if game.phase in ("draw", "play"))
    assert any(game.phase == "match_over" for game in POSITIONS)


@pytest.mark.parametrize("index", range(len(POSITIONS)))
def test_a_copy_is_the_same_match_and_plays_on_alone(index):
    game = POSITIONS[index]
    before = game.to_json()
    copy = game.copy()
    assert copy.to_json() == before == R.Game.from_json(before).to_json()
    assert copy.legal_actions() == game.legal_actions()
    # the copy's lists, score sheets and generator are its own
    for name in ("hands", "known", "melds", "closed", "reserves", "history"):
        parts = getattr(copy, name)
        parts.append(None)
        for part in parts:
            if isinstance(part, list):
                part.append(None)
    for name in ("stock", "discard", "totals", "opened", "undo_stack", "log", "deals"):
        getattr(copy, name).append(None)
    for score in copy.hand_scores or ():
        score.table_cards += 1
        score.canastas["clean"] = [9, 9]
    copy._rng.random()
    assert game.to_json() == before
    # and a copy plays on as the game does, through the next deals (the same generator state)
    copy, twin = game.copy(), game.copy()
    rng = random.Random(index)
    for _ in range(400):
        if copy.phase == "match_over":
            break
        action = rng.choice(copy.legal_actions())
        assert copy.apply(action) == twin.apply(action)
    assert copy.to_json() == twin.to_json()
    assert game.to_json() == before


def test_from_state_takes_every_field_by_name():
    game = played_until("closed", 4, 2, until="mid")
    parts = {field.name: getattr(game, field.attr) for field in state.STATE}
    assert R.Game.from_state(**parts).to_json() == game.to_json()
    turn = {field.name: parts.pop(field.name) for field in state.STATE if field.group == "turn_state"}
    assert R.Game.from_state(turn_state=turn, **parts).to_json() == game.to_json()
    with pytest.raises(TypeError, match="no field of the state: hand"):
        R.Game.from_state(hand=[], turn_state=turn, **parts)
    del parts["stock"]
    with pytest.raises(TypeError, match="lacks its stock"):
        R.Game.from_state(turn_state=turn, **parts)


def test_fields_left_out_take_their_defaults():
    game = played_until("burraco", 4, 6, until="mid")
    parts = {field.name: getattr(game, field.attr) for field in state.STATE if field.default is None}
    built = R.Game.from_state(**parts)
    assert built.deals == [None] * game.hand_number and built.start_totals == [0, 0]
    assert built.undo_stack == [] and built.history == [] and built.log == []
    assert built.hand_scores is None and built.winner is None
