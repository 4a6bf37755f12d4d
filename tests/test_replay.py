"""The replay core: a match's hands played again step by step, face up, never touching the match."""

from __future__ import annotations

import random
import subprocess
import sys

import pytest

from buraco_qt import ai
from buraco_qt import rules as R
from buraco_qt.session.replay import Replay
from buraco_qt.session.snapshot import take_snapshot
from buraco_qt.storage import persistence
from buraco_qt.text import replay_words as RW

NAMES = ["Ana", "Bruno", "Carla", "Diego"]


def shown(game: R.Game, outcome: R.Outcome | None, seats: list[str]):
    """The engine's table as a replay shows it: every hand face up, nobody to act."""
    humans = [seat for seat, kind in enumerate(seats) if kind == "human"]
    return take_snapshot(game, shown=range(game.players), names=NAMES[:game.players], humans=humans,
                         viewer=humans[0] if humans else 0, curtain_seat=None, can_act=False, outcome=outcome)


def play_recording(game: R.Game, seats: list[str], hands: int, rng: random.Random) -> list[list]:
    """Play `hands` hands (random moves for people, `normal` for computers), recording the engine's
    table after each step of each hand (the deal first)."""
    players = {seat: ai.create(kind[3:], seat) for seat, kind in enumerate(seats) if kind != "human"}
    tables = [[shown(game, None, seats)]]
    while True:
        while game.phase in ("draw", "play"):
            seat = game.seat_to_move
            if seat in players:
                action = players[seat].choose(game.view(seat))
            else:
                actions = game.legal_actions()
                calm = [a for a in actions if not isinstance(a, R.Undo)] if len(tables[-1]) > 300 else actions
                action = rng.choice(calm or actions)
            tables[-1].append(shown(game, game.apply(action), seats))
        if len(tables) == hands or game.phase == "match_over":
            return tables
        game.apply(R.NextHand())
        tables.append([shown(game, None, seats)])


@pytest.mark.parametrize("preset", list(R.VARIANTS))
def test_the_replays_table_equals_the_engines_after_every_step(preset):
    index = list(R.VARIANTS).index(preset)
    players = 2 if index % 2 else 4
    seats = ["human"] + ["ai:normal"] * (players - 1)
    game = R.new_game(R.with_options(R.VARIANTS[preset], target=100_000), players, seed=index)
    tables = play_recording(game, seats, 2, random.Random(index))
    replay = Replay(game, seats, NAMES[:players])
    assert replay.complete and [hand.number for hand in replay.hands] == [1, 2]
    assert all(hand.finished for hand in replay.hands)
    assert [hand.deal for hand in replay.hands] == game.deals
    for number, expected in enumerate(tables, 1):
        hand = replay.hand(number)
        assert hand.count == len(expected) - 1 and hand.deal == game.deals[number - 1]
        assert [hand.snapshot(position) for position in range(hand.count + 1)] == expected
        for step in hand.steps:
            assert step.before == expected[step.index - 1] and step.after == expected[step.index]
            assert step.person == (step.seat == 0) and step.outcome == step.after.outcome
        assert hand.steps[-1].points == tuple(game.history[number - 1])
        assert all(h.face_up for h in hand.snapshot(0).hands)


def test_a_hand_in_play_is_replayed_to_its_last_move():
    game = R.new_game("closed_dirty", 4, seed=4)
    rng = random.Random(4)
    for _ in range(40):
        game.apply(rng.choice(game.legal_actions()))
    hand = Replay(game, names=NAMES).hand()
    assert not Replay(game).hands[-1].finished
    assert hand.count == 40 and hand.snapshot(40) == shown(game, hand.steps[-1].outcome, ["human"] + ["ai:normal"] * 3)


def test_the_replay_never_changes_the_match_it_came_from():
    game = R.new_game("cardcol", 4, seed=6)
    seats = ["human", "ai:easy", "human", "ai:easy"]
    play_recording(game, seats, 1, random.Random(6))
    game.apply(R.NextHand())
    rng = random.Random(1)
    for _ in range(30):
        game.apply(rng.choice(game.legal_actions()))
    before = game.to_json()
    replay = Replay(game, seats, NAMES)
    for number in (1, 2):
        hand = replay.hand(number)
        while hand.forward():
            hand.advice()
        hand.back()
        hand.go_to(0)
        hand.game_before(hand.count).apply(hand.steps[-1].action)       # a position of its own
    assert game.to_json() == before
    game.apply(game.legal_actions()[0])           # the match plays on, its replay stays as it was
    assert replay.hand(2).count == 30 and Replay(game).hand(2).count == 31


def test_the_teacher_says_what_normal_would_have_played_at_each_persons_step_and_only_there():
    game = R.new_game("brazilian", 4, seed=2)
    seats = ["human", "ai:normal", "ai:normal", "ai:normal"]
    play_recording(game, seats, 1, random.Random(2))
    hand = Replay(game, seats).hand(1)
    persons = [step for step in hand.steps if step.person][:12]
    assert persons and all(step.seat == 0 for step in persons)
    for step in persons:
        advice = hand.advice(step.index)
        before = hand.game_before(step.index)
        expected = ai.create("normal", seed=0).choose(before.view(0))
        assert advice.action == expected and advice.action in before.legal_actions()
        assert advice.followed == (expected == step.action) and advice.seat == 0
        assert hand.advice(step.index) is advice                          # asked once
    others = [step for step in hand.steps if not step.person][:5]
    assert all(hand.advice(step.index) is None for step in others) and hand.advice(0) is None
    assert any(not hand.advice(step.index).followed for step in persons)  # random moves rarely agree


def test_the_cursor_steps_back_and_forth_within_the_hand():
    game = R.new_game("open", 2, seed=3)
    rng = random.Random(3)
    for _ in range(10):
        game.apply(rng.choice(game.legal_actions()))
    hand = Replay(game).hand()
    assert hand.position == 0 and hand.step() is None and not hand.back()
    assert hand.forward() and hand.position == 1 and hand.step().index == 1
    assert hand.go_to(99) and hand.position == 10 and not hand.forward()
    assert hand.snapshot() == hand.steps[-1].after
    assert hand.go_to(-3) and hand.position == 0 and not hand.go_to(0)
    with pytest.raises(IndexError):
        hand.snapshot(11)
    with pytest.raises(IndexError):
        Replay(game).hand(2)


def test_a_saved_match_replays_as_the_match_itself():
    game = R.new_game("closed_stcl", 4, seed=9)
    seats = ["human", "ai:easy", "ai:normal", "ai:easy"]
    play_recording(game, seats, 1, random.Random(9))
    table = persistence.Table.for_match(seats, ["Ana", "", "", ""], 7)
    saved = persistence.from_text(persistence.to_text(game, table))
    replay = Replay.from_saved(saved)
    direct = Replay(game, seats, saved.names)
    assert replay.seats == seats and replay.humans == [0]
    assert replay.hands == direct.hands and replay.hand(1).steps == direct.hand(1).steps


def test_a_match_whose_moves_are_not_known_from_its_start_has_nothing_to_replay():
    game = R.new_game("open", 4, seed=1)
    rng = random.Random(1)
    for _ in range(12):
        game.apply(rng.choice(game.legal_actions()))
    data = game.to_dict()
    data["log"] = data["log"][3:]                   # the first moves lost
    cut = R.Game.from_dict(data)
    del data["deals"]                               # and saved before deal numbers
    for game in (cut, R.Game.from_dict(data)):
        replay = Replay(game)
        assert not replay.complete and replay.hands == []
        with pytest.raises(IndexError):
            replay.hand()


def test_a_steps_words_are_the_move_logs_with_every_card_named():
    game = R.new_game("cardcol", 4, seed=5)
    seats = ["human"] + ["ai:normal"] * 3
    play_recording(game, seats, 1, random.Random(5))
    replay = Replay(game, seats, ["You", "Lucía", "Ana", "Diego"])
    hand = replay.hand()
    from buraco_qt.text.move_sentences import move_sentence
    from buraco_qt.text.move_words import cards_text
    for step in hand.steps:
        words = RW.step_text(replay, hand, step.index)
        if step.seat == 0:                            # the person's own moves: as the move log writes them
            assert words == move_sentence(step.outcome, step.after, for_log=True)
        if step.outcome.drawn:                        # everybody's draw named: every hand is face up
            assert cards_text(step.outcome.drawn) in words
    starts = "Hand 1: you start" if hand.starter == 0 else f"Hand 1: {replay.names[hand.starter]} starts"
    assert RW.step_text(replay, hand, 0) == starts
    assert RW.step_counter_text(0, hand.count) == "As dealt"
    assert RW.step_counter_text(3, 140) == "Step 3 of 140"
    assert RW.deal_text(hand.deal) == f"Deal {hand.deal}" and RW.deal_text(None) == "No deal number"
    assert RW.hand_deal_text(1, 482913077) == "Hand 1, deal 482913077"
    person = next(step for step in hand.steps if step.person)
    line = RW.advice_text(replay, hand, person.index)
    assert line == "You played what the computer would have played"     # normal played seat 0 itself
    assert RW.advice_text(replay, hand, next(s for s in hand.steps if not s.person).index) == ""


def test_the_core_has_no_qt():
    code = ("import sys; import buraco_qt.session.replay, buraco_qt.rules.deals; "
            "assert not [m for m in sys.modules if m.startswith('PySide6')], 'Qt imported'")
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0
