"""TurnGuard: whatever a computer seat answers, every turn ends (pure Python, no Qt)."""

from __future__ import annotations

import pytest
from rules_helpers import make_game

from buraco_qt import rules as R
from buraco_qt.session.turn_guard import TurnGuard, fallback

MAX_TURN_MOVES = 60


def looper(game: R.Game) -> R.Action:
    """Lay a meld, take it back, lay it again... (the Brazilian freeze of issue 16, made worse)."""
    legal = game.legal_actions()
    for kind in (R.Undo, R.NewMeld, R.AddToMeld, R.Draw, R.Discard):
        for action in legal:
            if isinstance(action, kind):
                return action
    return legal[0]


@pytest.mark.parametrize("seed", [0, 2])
def test_every_turn_ends_at_the_brazilian_minimum(seed):
    # from 1975-1265 the first meld needs 75 or 90 points: melds below it forbid the discard and
    # leave Undo as the only legal move; a seat that takes back and lays again must not loop
    game = R.new_game("brazilian", 4, seed)
    game.totals = [1975, 1265]
    guard = TurnGuard()
    only_undo = 0
    for _turn in range(40):
        seat, moves = game.seat_to_move, 0
        while game.phase in ("draw", "play") and game.seat_to_move == seat:
            only_undo += game.legal_actions() == [R.Undo()]
            action, _problem = guard.choose(game, looper(game))
            game.apply(action)
            moves += 1
            assert moves <= MAX_TURN_MOVES, game.log[-20:]
        if game.phase not in ("draw", "play"):
            break
    assert only_undo > 0            # the positions that looped before did come up


def test_a_computer_seat_never_takes_back_while_it_can_play_on():
    for seed in range(100):
        game = R.new_game("open", 4, seed)
        game.apply(R.Draw())
        melds = [a for a in game.legal_actions() if isinstance(a, R.NewMeld)]
        if melds:
            break
    game.apply(melds[0])
    assert R.Undo() in game.legal_actions()
    action, problem = TurnGuard().choose(game, R.Undo())
    assert not isinstance(action, R.Undo) and action in game.legal_actions() and "take back" in problem
    assert isinstance(fallback(game.legal_actions()), R.Discard)


@pytest.mark.parametrize("answer, error", [(None, ""), (R.Discard(R.Card.parse("JK")), ""), (None, "boom")])
def test_a_missing_or_illegal_answer_becomes_a_move_forward(answer, error):
    game = R.new_game("open", 4, 1)
    action, problem = TurnGuard().choose(game, answer, error)
    assert action == R.Draw() and problem


def pile_cycler(game: R.Game) -> R.Action:
    """Take the discard pile whenever it may, and throw back the card it took (2 players: for ever)."""
    legal = game.legal_actions()
    takes = [a for a in legal if isinstance(a, R.TakePile) and not a.cards]
    if takes:
        return takes[0]
    discards = [a for a in legal if isinstance(a, R.Discard)]
    if discards and game.log and game.log[-1] == "take":
        return discards[-1]
    return next((a for a in legal if isinstance(a, (R.Draw, R.Discard))), legal[0])


def test_every_hand_ends_when_seats_pass_a_pile_back_and_forth():
    # burraco, 2 players: both seats take a one-card pile and discard it again; seen with `normal`
    # seats, whose hand then never ended. A repeated table makes the seat draw: the stock runs out.
    game = make_game("burraco", 2, hands=["3C 5D 7H 9S JC KD 4H 6S 8C 10D QH", "3D 5H 7S 9C JD KH 4S 6C 8D 10H QS"],
                     stock="2C 3H 5C 7D 9H JS KC 4D 6H 8S 10C QD", discard="AS", reserves=[None, None])
    guard = TurnGuard()
    moves = 0
    while game.phase in ("draw", "play"):
        action, _problem = guard.choose(game, pile_cycler(game))
        game.apply(action)
        moves += 1
        assert moves < 3000, game.log[-12:]


def test_a_guard_that_took_over_a_turn_judges_the_turn_of_another_game_afresh():
    games = [R.new_game("open", 4, seed) for seed in (0, 1)]
    for game in games:
        game.apply(R.Draw())
    guard = TurnGuard()
    discard = next(a for a in games[0].legal_actions() if isinstance(a, R.Discard))
    guard.choose(games[0], discard)
    _action, problem = guard.choose(games[0], discard)    # the same position again: the guard plays on itself
    assert "came back" in problem
    answer = next(a for a in games[1].legal_actions() if isinstance(a, R.Discard))
    assert guard.choose(games[1], answer) == (answer, "")


def test_a_table_seen_in_one_game_is_no_repetition_in_another():
    # two matches dealt alike: taking the pile in the second is its first look at that table
    first, second = R.new_game("open", 4, 3), R.new_game("open", 4, 3)
    for game in (first, second):
        game.apply(R.Draw())
        game.apply(next(a for a in game.legal_actions() if isinstance(a, R.Discard)))
    guard = TurnGuard()
    assert guard.choose(first, R.Draw()) == (R.Draw(), "")
    assert R.TakePile() in second.legal_actions()
    assert guard.choose(second, R.TakePile()) == (R.TakePile(), "")
