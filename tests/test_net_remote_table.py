"""The server's frames read into the window's records, without a network: for positions of random play
the `TableSnapshot`, the `SeatView` and the `Outcome` read from what `server/views.py` sends a seat are
those the engine gives that seat; a predicted move is the table the engine then has; a damaged frame is
refused with `BadFrame`, never another error. (tests/test_net_client.py does it over real connections.)"""

from __future__ import annotations

import json
import random

import pytest

from buraco_qt import rules as R
from buraco_qt.net.prediction import predict
from buraco_qt.net.remote_table import BadFrame, read_moved, read_state, rebuild_meld
from buraco_qt.server import views
from buraco_qt.session.snapshot import take_snapshot

OVER = ("hand_over", "match_over")
CASES = [("cardcol", 4, {"hand_size": 13}), ("cardcol", 2, {"hand_size": 15}),
         ("brazilian", 4, {"brazilian_pickup": "super_duro"}), ("brazilian", 2, {"brazilian_pickup": "duro"}),
         ("dirty_open", 4, {}), ("burraco", 2, {}), ("closed_stcl", 4, {}), ("open", 2, {})]


def sent(message: dict) -> dict:
    """A message as it comes over the wire (JSON: tuples become lists)."""
    return json.loads(json.dumps(message))


def state_message(game: R.Game, seat: int, seq: int = 1) -> dict:
    names = [f"P{index}" for index in range(game.players)]
    return sent({"type": "state", "seq": seq, "seat": seat,
                 "snapshot": views.seat_snapshot(game, seat, names, views.legal_texts(game, seat), None)})


def expected_snapshot(game: R.Game, seat: int, outcome: R.Outcome | None = None):
    """What the window of a lone person at `seat` would draw (every hand shows once the hand is over)."""
    shown = set(range(game.players)) if game.phase in OVER else {seat}
    return take_snapshot(game, shown=shown, names=[f"P{index}" for index in range(game.players)],
                         humans=list(range(game.players)), viewer=seat, curtain_seat=None,
                         can_act=game.phase in ("draw", "play") and game.seat_to_move == seat, outcome=outcome)


LOBBY = {"type": "lobby", "seats": [{"seat": index, "kind": "person"} for index in range(4)]}


@pytest.mark.parametrize("preset,players,options", CASES)
def test_what_a_seat_is_sent_reads_back_as_the_engine_has_it(preset, players, options):
    variant = R.with_options(R.VARIANTS[preset], target=400, **options)
    game = R.new_game(variant, players, seed=len(preset) + players)
    rng = random.Random(preset)
    checked = 0
    for step in range(160):
        if game.phase == "match_over":
            break
        for seat in range(players):
            state = read_state(state_message(game, seat, step + 1), LOBBY)
            assert state.snapshot == expected_snapshot(game, seat)
            assert state.view == game.view(seat)
            assert state.next_hand == (game.phase == "hand_over")
            checked += 1
        outcome = game.apply(rng.choice(game.legal_actions()))       # undo and redraw among them
        for seat in range(players):
            read = read_moved(sent(views.moved_message(step + 2, outcome, seat, "person")), variant, players)
            assert read == (outcome if seat == outcome.seat else outcome.replace(drawn=()))
    assert checked >= 100


@pytest.mark.slow
def test_every_meld_rebuilds_from_its_cards_in_table_order():
    """Melds with wild cards inside, at either end, natural twos, canastas of each kind, sets, monos."""
    variants = {name: R.with_options(R.VARIANTS[name], target=100_000) for name in R.VARIANTS}
    seen = set()
    for variant in variants.values():
        for seed in range(2):
            game = R.new_game(variant, 4, seed=seed)
            rng = random.Random(seed)
            for _ in range(300):
                if game.phase == "match_over":
                    break
                legal = game.legal_actions()
                lays = [a for a in legal if isinstance(a, (R.NewMeld, R.AddToMeld, R.TakePile))]
                game.apply(rng.choice(lays) if lays and rng.random() < 0.7 else rng.choice(legal))
                for meld in (m for team in (*game.melds, *game.closed) for m in team):
                    assert rebuild_meld([str(card) for card in meld.cards], variant) == meld
                    seen.add((meld.kind, meld.canasta, meld.wild_count > 0))
    assert {("run", None, True), ("set", None, True), ("run", "clean", False)} <= seen, seen


def test_a_meld_out_of_order_or_against_the_rules_is_refused():
    variant = R.VARIANTS["dirty_open"]
    assert rebuild_meld(["5H", "2C", "7H"], variant).wild_flags == (False, True, False)
    for cards in (["7H", "2C", "5H"], ["5H", "6C", "7H"], ["5H"], ["XX"], "5H 6H 7H", [5]):
        with pytest.raises(BadFrame):
            rebuild_meld(cards, variant)


@pytest.mark.parametrize("preset", ["cardcol", pytest.param("brazilian", marks=pytest.mark.slow), "closed"])
def test_a_predicted_move_is_the_table_the_engine_then_has(preset):
    variant = R.with_options(R.VARIANTS[preset], target=400)
    counts = {"predicted": 0, "none": 0}
    for players in (2, 4):
        game = R.new_game(variant, players, seed=3)
        rng = random.Random(players)
        for _ in range(250):
            if game.phase == "match_over":
                break
            seat = game.seat_to_move
            if game.phase == "play":
                before = expected_snapshot(game, seat)
                mine = [a for a in game.legal_actions() if isinstance(a, (R.NewMeld, R.AddToMeld, R.Discard))]
                for action in rng.sample(mine, min(3, len(mine))):
                    predicted = predict(before, action)
                    if predicted is None:
                        counts["none"] += 1
                        continue
                    after = game.copy()
                    outcome = after.apply(action)
                    assert predicted == expected_snapshot(after, seat, outcome).replace(can_act=False, legal=())
                    counts["predicted"] += 1
                assert predict(before, R.Draw()) is None
                assert predict(before.replace(can_act=False), mine[0]) is None
            game.apply(rng.choice(game.legal_actions()))
    assert counts["predicted"] > 50, counts


def _damaged(value, rng: random.Random):
    """`value` with one thing in it replaced by something of another kind."""
    junk = [None, -1, 10 ** 12, "XX", "", [], {}, [None], True, 1.5, "5H 5H", ["JK"] * 300]
    if isinstance(value, dict) and value and rng.random() < 0.8:
        key = rng.choice(sorted(value))
        return {**value, key: _damaged(value[key], rng)}
    if isinstance(value, list) and value and rng.random() < 0.8:
        index = rng.randrange(len(value))
        return [*value[:index], _damaged(value[index], rng), *value[index + 1:]]
    return rng.choice(junk)


def test_a_damaged_frame_is_refused_with_the_reason_never_another_error():
    rng = random.Random(5)
    game = R.new_game("cardcol", 4, seed=2)
    messages = []
    for _ in range(60):
        outcome = game.apply(rng.choice(game.legal_actions()))
        messages.append(("state", state_message(game, game.seat_to_move)))
        messages.append(("moved", sent(views.moved_message(1, outcome, outcome.seat, "person"))))
    refused = 0
    for _ in range(1500):
        kind, message = rng.choice(messages)
        damaged = _damaged(message, rng)
        try:
            read_state(damaged, LOBBY) if kind == "state" else read_moved(damaged, game.variant, 4)
        except BadFrame as problem:
            assert str(problem)
            refused += 1
    assert refused > 500
