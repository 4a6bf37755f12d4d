"""Turn rules: pickups, reserves, going out, refusals, the stock running out, minimums, undo."""

import pytest
from rules_helpers import actions_text, make_game, refusal

from buraco_qt import rules as R

CANASTA = "3H 4H 5H 6H 7H 8H 9H"
DIRTY = "3H 4H 5H 6H 7H 8H JK"


# ----- drawing and the pickup rules ---------------------------------------------------------------

def test_draw_takes_the_top_of_the_stock():
    game = make_game("open", hands=["5H 6H", "", "", ""], stock="KC QD")
    assert actions_text(game) == {"draw"}          # the pile is empty
    game.apply(R.Draw())
    assert game.hands[0][-1] == R.Card.parse("QD")
    assert game.phase == "play"
    assert refusal(game, "draw") == "you have already drawn this turn"


def test_must_draw_before_playing():
    game = make_game("open", hands=["5H 6H 7H 9C", "", "", ""], stock="KC QD")
    assert "draw" in refusal(game, "meld 5H 6H 7H")


def test_free_pickup_takes_the_whole_pile():
    game = make_game("open", hands=["5H 6H", "", "", ""], stock="KC", discard="9C 4D 8S")
    assert "take" in actions_text(game)
    game.apply("take")
    assert sorted(map(str, game.hands[0])) == sorted(["5H", "6H", "9C", "4D", "8S"])
    assert game.discard == []
    assert sorted(map(str, game.view(1).known[0])) == ["4D", "8S", "9C"]


@pytest.mark.parametrize("name", ["closed", "closed_stcl", "closed_dirty"])
def test_top_card_pickup_must_play_the_top_card(name):
    game = make_game(name, hands=["5H 6H 9D", "", "", ""], stock="KC", discard="2S 7H",
                     melds=[["JS QS KS"], []])
    assert refusal(game, "take").startswith("to take the pile you must play its top card")
    legal = actions_text(game)
    assert "take meld 5H 6H" in legal
    assert "take add 0" not in legal                  # 7H does not fit the spades
    game.apply("take meld 5H 6H")
    assert str(game.melds[0][-1]) == "5H 6H 7H"
    assert sorted(map(str, game.hands[0])) == ["2S", "9D"]


def test_top_card_pickup_onto_a_team_meld():
    game = make_game("closed", hands=["5H 9D", "", "", ""], stock="KC", discard="4C 10S",
                     melds=[["JS QS KS"], []])
    assert "take add 0" in actions_text(game)
    game.apply("take add 0")
    assert str(game.melds[0][0]) == "10S JS QS KS"
    assert sorted(map(str, game.hands[0])) == ["4C", "5H", "9D"]


def test_brazilian_duro_is_a_top_card_rule():
    duro = R.with_options(R.VARIANTS["brazilian"], brazilian_pickup="duro")
    game = make_game(duro, hands=["5H 6H 9D", "", "", ""], stock="KC", discard="8C 7H")
    assert actions_text(game) == {"draw", "take meld 5H 6H"}


def test_cardcol_pair_pickup():
    game = make_game("cardcol", hands=["5H 6H 9D 9S JK", "", "", ""], stock="KC", discard="4C 9H")
    legal = actions_text(game)
    assert "take meld 9D 9S" in legal
    assert "take" not in legal
    assert "pair" in refusal(game, "take")
    assert "natural" in refusal(game, "take meld 9D JK")
    game.apply("take meld 9D 9S")
    assert str(game.melds[0][0]) == "9D 9H 9S"
    assert sorted(map(str, game.hands[0])) == ["4C", "5H", "6H", "JK"]


def test_cardcol_pair_in_sequence():
    game = make_game("cardcol", hands=["5H 7H", "", "", ""], stock="KC", discard="6H")
    assert "take meld 5H 7H" in actions_text(game)


def test_cardcol_wild_on_top_cannot_be_taken():
    game = make_game("cardcol", hands=["2C 2D JK 5H", "", "", ""], stock="KC", discard="4C 2H")
    assert actions_text(game) == {"draw"}
    assert "wild" in refusal(game, "take meld 2C 2D")


def test_cardcol_first_turn_up_card_exception():
    game = R.new_game("cardcol", 4, seed=5)
    assert game.turn == 0 and len(game.discard) == 1
    assert "take" in actions_text(game)
    up = game.discard[0]
    game.apply("take")
    assert game.hands[game.starter].count(up) >= 1
    assert game.forbidden_discard == up


def test_first_turn_exception_only_for_the_starter():
    game = make_game("cardcol", hands=["5H 6H", "", "", ""], stock="KC", discard="9C", turn=1,
                     starter=3)
    assert "take" not in actions_text(game)


def test_one_card_pile_may_not_be_discarded_again():
    game = make_game("open", hands=["5H 6H", "", "", ""], stock="KC", discard="9C")
    game.apply("take")
    assert "discard 9C" not in actions_text(game)
    assert "one-card pile" in refusal(game, "discard 9C")
    game.apply("discard 5H")


def test_one_card_pile_rule_allows_a_second_copy():
    game = make_game("open", hands=["9C 6H", "", "", ""], stock="KC", discard="9C")
    game.apply("take")
    assert "discard 9C" in actions_text(game)


def test_brazilian_first_turn_redraw():
    game = make_game("brazilian", hands=["5H 6H", "", "", ""], stock="KC 3D QD", turn=0)
    game.apply("draw")
    assert "redraw" in actions_text(game)
    game.apply("redraw")
    assert str(game.discard[-1]) == "QD"
    assert str(game.hands[0][-1]) == "3D"
    assert "redraw" not in actions_text(game)


def test_no_redraw_after_the_first_turn_or_in_other_presets():
    late = make_game("brazilian", hands=["5H 6H", "", "", ""], stock="KC 3D QD", turn=1)
    late.apply("draw")
    assert "redraw" not in actions_text(late)
    other = make_game("open", hands=["5H 6H", "", "", ""], stock="KC 3D QD", turn=0)
    other.apply("draw")
    assert "redraw" not in actions_text(other)
    assert "first turn" in refusal(other, "redraw")


# ----- the reserve -----------------------------------------------------------------------------

def test_direct_reserve_pickup_continues_the_turn():
    game = make_game("open", hands=["5H 6H 7H", "", "", ""], stock="KC", phase="play",
                     reserves=["4C 4D 4H", "9C 9D 9H"])
    game.apply("meld 5H 6H 7H")
    assert sorted(map(str, game.hands[0])) == ["4C", "4D", "4H"]
    assert game.reserves[0] is None and game.reserve_state[0] == "taken"
    assert game.phase == "play" and game.seat_to_move == 0
    assert "undo" not in actions_text(game)          # the reserve has been seen


def test_indirect_reserve_pickup_ends_the_turn():
    game = make_game("open", hands=["5H", "KD", "", ""], stock="KC QC", phase="play")
    game.apply("discard 5H")
    assert sorted(map(str, game.hands[0])) == ["4C", "4D", "4H"]
    assert game.reserve_state[0] == "indirect"
    assert game.seat_to_move == 1 and game.phase == "draw"


def test_indirect_reserve_becomes_played_on_the_takers_turn():
    game = make_game("open", players=2, hands=["5H", "KD QD"], stock="KC QC JC", phase="play")
    game.apply("discard 5H")
    assert game.reserve_state[0] == "indirect"
    game.apply("draw")
    game.apply("discard KD")
    assert game.reserve_state[0] == "taken"


def test_cardcol_takes_the_buraco_with_only_wild_cards_left():
    game = make_game("cardcol", hands=["5H 6H 7H JK", "", "", ""], stock="KC", phase="play",
                     reserves=["4C 4D 4H", "9C 9D 9H"])
    game.apply("meld 5H 6H 7H")
    assert sorted(map(str, game.hands[0])) == ["4C", "4D", "4H", "JK"]


def test_two_player_games_have_one_reserve_per_player():
    game = make_game("open", players=2, hands=["5H 6H 7H", "8C"], stock="KC", phase="play",
                     reserves=["4C 4D 4H", "9C 9D 9H"])
    game.apply("meld 5H 6H 7H")
    assert sorted(map(str, game.hands[0])) == ["4C", "4D", "4H"]
    assert game.reserves[1] is not None


# ----- going out and the refusals ----------------------------------------------------------------

def test_going_out_needs_a_canasta():
    game = make_game("dirty_open", hands=["5C", "", "", ""], stock="KC", phase="play",
                     reserves=[None, "9C 9D 9H"], melds=[["JS QS KS"], []])
    assert refusal(game, "discard 5C") == "you cannot go out yet: your team needs a canasta first"


def test_last_card_cannot_be_discarded_without_a_canasta():
    game = make_game("open", hands=["5C", "", "", ""], stock="KC", phase="play",
                     reserves=[None, "9C 9D 9H"], melds=[["JS QS KS"], []])
    assert refusal(game, "discard 5C") == "you cannot go out yet: your team needs a clean canasta first"
    assert "discard 5C" not in actions_text(game)


def test_going_out_by_discard_ends_the_hand():
    game = make_game("open", hands=["5C", "", "", ""], stock="KC", phase="play",
                     reserves=[None, "9C 9D 9H"], melds=[[CANASTA], []])
    game.apply("discard 5C")
    assert game.phase == "hand_over"
    assert game.went_out == 0
    assert game.hand_scores[0].going_out == 100


def test_going_out_by_melding():
    game = make_game("open", hands=["10H JH", "", "", ""], stock="KC", phase="play",
                     reserves=[None, "9C 9D 9H"], melds=[[CANASTA], []])
    assert "add 0 10H JH" in actions_text(game)
    game.apply("add 0 10H JH")
    assert game.phase == "hand_over" and game.went_out == 0


def test_clean_canasta_required_where_the_preset_says():
    game = make_game("closed", hands=["5C", "", "", ""], stock="KC", phase="play",
                     reserves=[None, "9C 9D 9H"], melds=[[DIRTY], []])
    assert "clean canasta" in refusal(game, "discard 5C")
    dirty_ok = make_game("closed_dirty", hands=["5C", "", "", ""], stock="KC", phase="play",
                         reserves=[None, "9C 9D 9H"], melds=[[DIRTY], []])
    dirty_ok.apply("discard 5C")
    assert dirty_ok.phase == "hand_over"


@pytest.mark.parametrize("name", ["dirty_open", "burraco"])
def test_go_out_by_discard_only(name):
    game = make_game(name, hands=["10H JH", "", "", ""], stock="KC", phase="play",
                     reserves=[None, "9C 9D 9H"], melds=[[CANASTA], []])
    assert "add 0 10H JH" not in actions_text(game)
    assert "discarding your last card" in refusal(game, "add 0 10H JH")
    game.apply("add 0 10H")
    game.apply("discard JH")
    assert game.phase == "hand_over" and game.went_out == 0


def test_cardcol_unfinished_wild_meld_blocks_going_out():
    game = make_game("cardcol", hands=["5C", "", "", ""], stock="KC", phase="play",
                     reserves=[None, "9C 9D 9H"], melds=[["JK 2C 2D"], []], closed=[[CANASTA], []])
    assert "wild cards" in refusal(game, "discard 5C")


def test_cardcol_last_card_needs_a_cerrado():
    game = make_game("cardcol", hands=["5C", "", "", ""], stock="KC", phase="play",
                     reserves=[None, "9C 9D 9H"], melds=[["JS QS KS"], []])
    assert "canasta" in refusal(game, "discard 5C")
    closed = make_game("cardcol", hands=["5C", "", "", ""], stock="KC", phase="play",
                       reserves=[None, "9C 9D 9H"], closed=[[CANASTA], []])
    closed.apply("discard 5C")
    assert closed.phase == "hand_over"


def test_cardcol_meld_closes_and_leaves_the_table():
    game = make_game("cardcol", hands=["8H 9H KC QC", "", "", ""], stock="KC", phase="play",
                     melds=[["3H 4H 5H 6H 7H"], []])
    game.apply("add 0 8H 9H")
    assert game.melds[0] == []
    assert str(game.closed[0][0]) == "3H 4H 5H 6H 7H 8H 9H"
    assert "add 0 10H" not in actions_text(game)


def test_play_that_leaves_an_empty_hand_without_going_out_is_refused():
    game = make_game("open", hands=["10H JH", "", "", ""], stock="KC", phase="play",
                     reserves=[None, "9C 9D 9H"], melds=[["7H 8H 9H"], []])
    assert "add 0 10H JH" not in actions_text(game)
    assert "clean canasta" in refusal(game, "add 0 10H JH")


def test_play_that_leaves_one_undiscardable_card_is_refused():
    game = make_game("open", hands=["10H 9C", "", "", ""], stock="KC", phase="play",
                     reserves=[None, "9C 9D 9H"], melds=[["7H 8H 9H"], []])
    assert "add 0 10H" not in actions_text(game)
    assert "clean canasta" in refusal(game, "add 0 10H")
    taken = make_game("open", hands=["10H 9C 5D", "", "", ""], stock="KC", phase="play",
                      melds=[["7H 8H 9H"], []], forbidden_discard="9C")
    taken.apply("add 0 10H")                          # two cards left: fine
    stuck = make_game("open", hands=["10H 9C", "", "", ""], stock="KC", phase="play",
                      melds=[["7H 8H 9H"], []], forbidden_discard="9C")
    assert refusal(stuck, "add 0 10H") == "that would leave you with a card you may not discard"
    assert "add 0 10H" not in actions_text(stuck)


def test_cardcol_closing_addition_of_two_cards_can_go_out_when_one_at_a_time_cannot():
    game = make_game("cardcol", hands=["8H 9H", "", "", ""], stock="KC", phase="play",
                     reserves=[None, "9C 9D 9H"], melds=[["3H 4H 5H 6H 7H"], []])
    legal = actions_text(game)
    assert "add 0 8H 9H" in legal
    assert "add 0 8H" not in legal                     # 9H alone could not be discarded
    game.apply("add 0 8H 9H")
    assert game.phase == "hand_over" and len(game.closed[0]) == 1


# ----- the stock runs out --------------------------------------------------------------------------

def test_empty_stock_takes_a_reserve_team_zero_first():
    game = make_game("open", players=4, hands=["5H 6H", "KD QD", "", ""], stock="", phase="play",
                     reserves=["4C 4D 4H", "9C 9D 9H"])
    game.apply("discard 5H")
    assert game.reserves[0] is None and game.reserve_state[0] == "stock"
    assert sorted(map(str, game.stock)) == ["4C", "4D", "4H"]
    assert game.reserves[1] is not None


def test_empty_stock_and_no_reserve_ends_the_hand():
    game = make_game("open", hands=["5H 6H", "KD QD", "", ""], stock="", phase="play",
                     reserves=[None, None])
    game.apply("discard 5H")
    assert game.phase == "hand_over"
    assert game.went_out is None
    assert game.hand_scores[0].going_out == 0 and game.hand_scores[1].going_out == 0


def test_brazilian_empty_stock_may_take_the_pile_or_end():
    game = make_game("brazilian", hands=["5H 6H", "KD QD", "", ""], stock="", phase="play",
                     reserves=[None, None], discard="9C")
    game.apply("discard 5H")
    assert game.phase == "draw" and game.seat_to_move == 1
    assert actions_text(game) == {"take", "end"}
    game.apply("take")
    assert game.phase == "play"


def test_brazilian_empty_stock_end():
    game = make_game("brazilian", hands=["5H 6H", "KD QD", "", ""], stock="", phase="play",
                     reserves=[None, None], discard="9C")
    game.apply("discard 5H")
    game.apply("end")
    assert game.phase == "hand_over" and game.went_out is None


# ----- first meld minimum and undo ---------------------------------------------------------------

def test_brazilian_first_meld_minimum():
    game = make_game("brazilian", hands=["5H 6H 7H KS KD AS AD AC 9C", "", "", ""], stock="KC",
                     phase="play", totals=[1500, 0])
    assert game.first_meld_minimum(0) == 75
    game.apply("meld 5H 6H 7H")
    assert not any(a.startswith("discard") for a in actions_text(game))
    assert "at least 75 points (now 15)" in refusal(game, "discard 9C")
    game.apply("undo")
    assert game.melds[0] == [] and len(game.hands[0]) == 9
    game.apply("meld AS AD AC")                       # 45
    game.apply("meld 5H 6H 7H")                       # 60
    assert "now 60" in refusal(game, "discard 9C")
    game.apply("undo")
    game.apply("undo")
    assert actions_text(game) >= {"discard 9C"}
    game2 = make_game("brazilian", hands=["9H 10H JH QH KH AS AD AC 9C", "", "", ""], stock="KC",
                      phase="play", totals=[2500, 0])
    assert game2.first_meld_minimum(0) == 90
    game2.apply("meld 9H 10H JH QH KH")               # 50
    game2.apply("meld AS AD AC")                      # 45 -> 95
    game2.apply("discard 9C")
    assert game2.opened[0]


def test_the_reserve_waits_for_the_first_meld_minimum():
    """Emptying the hand below the minimum would take the reserve for good, with no discard allowed."""
    game = make_game("brazilian", hands=["3H 4H 5H 6H", "", "", ""], stock="KC", phase="play",
                     totals=[1500, 0], reserves=["9C 10D JS QH KC 4D 7S 8H 5C 6D 10S", "4C 4D 4H"])
    assert "meld 3H 4H 5H 6H" not in actions_text(game)
    assert "before you take the reserve" in refusal(game, "meld 3H 4H 5H 6H")
    assert "meld 3H 4H 5H" in actions_text(game) and "discard 3H" in actions_text(game)
    enough = make_game("brazilian", hands=["AS AD AC AH 9H 10H JH", "", "", ""], stock="KC", phase="play",
                       totals=[1500, 0], reserves=["9C 10D JS QH KC 4D 7S 8H 5C 6D 10S", "4C 4D 4H"])
    enough.apply("meld 9H 10H JH")                    # 30
    enough.apply("meld AS AD AC AH")                  # 60 more: the reserve is taken
    assert enough.reserves[0] is None and len(enough.hands[0]) == 11
    assert any(a.startswith("discard") for a in actions_text(enough))


def test_the_view_carries_the_minimum_the_points_laid_and_why_going_out_is_refused():
    """A computer seat reads the engine's own answers from its view; it recomputes none of them."""
    game = make_game("brazilian", hands=["AS AD AC AH 9H 10H JH 5C", "", "", ""], stock="KC", phase="play",
                     totals=[1500, 0], melds=[[], ["5D 6D 7D 8D 9D 10D JD"]], forbidden_discard="5C")
    view = game.view(0)
    assert (view.first_meld_minimum, view.laid_points, view.forbidden_discard) == (75, 0, R.Card.parse("5C"))
    assert view.go_out_refusals == (R.messages.GO_OUT_CLEAN, None) == (game.go_out_refusal(0), game.go_out_refusal(1))
    game.apply("meld 9H 10H JH")
    view = game.view(0)
    assert (view.first_meld_minimum, view.laid_points, view.opened) == (75, 30, (False, False))
    assert game.view(1).first_meld_minimum == 0


def test_duro_pickup_below_the_minimum_only_when_the_turn_can_reach_it():
    """A pickup cannot be taken back: below the minimum it is allowed only if the minimum stays reachable."""
    duro = R.with_options(R.VARIANTS["brazilian"], brazilian_pickup="duro")
    short = make_game(duro, hands=["5H 6H KS QD 9C JD 4S", "", "", ""], stock="KC", discard="3C 7H",
                      phase="draw", totals=[1500, 0])
    assert actions_text(short) == {"draw"}
    assert "75 points" in refusal(short, "take meld 5H 6H")
    free = make_game(duro, hands=["5H 6H KS QD 9C JD 4S", "", "", ""], stock="KC", discard="3C 7H",
                     phase="draw", totals=[900, 0])
    assert "take meld 5H 6H" in actions_text(free)
    reach = make_game(duro, hands=["5H 6H 8H 9H KS 4D 4C", "", "", ""], stock="KC", discard="AS AD AC 7H",
                      phase="draw", totals=[1500, 0])
    assert "take meld 5H 6H" in actions_text(reach)
    reach.apply("take meld 5H 6H")                    # 15 laid; 8H 9H and the pile's aces make 80
    assert actions_text(reach) == {"meld AC AD AS", "add 0 8H", "add 0 8H 9H"}
    reach.apply("add 0 8H 9H")
    reach.apply("meld AC AD AS")
    assert "discard KS" in actions_text(reach)


def test_no_minimum_below_one_thousand_or_in_other_presets():
    assert make_game("brazilian", hands=["5H", "", "", ""], totals=[1000, 0]).first_meld_minimum(0) == 0
    assert make_game("closed", hands=["5H", "", "", ""], totals=[1900, 0]).first_meld_minimum(0) == 0


def test_a_match_can_start_from_given_totals():
    game = R.new_game("brazilian", 4, seed=0, totals=(1975, 1265))
    assert game.totals == [1975, 1265] and game.history == []
    assert game.first_meld_minimum(0) == 75 and game.first_meld_minimum(1) == 75
    assert R.new_game("brazilian", 2, seed=0, totals=[2001, 0]).first_meld_minimum(0) == 90
    assert R.new_game("brazilian", 4, seed=0).totals == [0, 0]
    # the deal does not depend on the totals
    assert game.hands == R.new_game("brazilian", 4, seed=0).hands
    copy = R.Game.from_json(game.to_json())
    assert copy.to_json() == game.to_json() and copy.first_meld_minimum(0) == 75
    game.apply(game.legal_actions()[0])
    replayed = R.Game.replay(game.variant, 4, 0, game.log, totals=(1975, 1265))
    assert replayed.to_json() == game.to_json()
    with pytest.raises(ValueError):
        R.new_game("brazilian", 4, seed=0, totals=(1, 2, 3))


def test_undo_takes_back_table_plays_of_this_turn_only():
    game = make_game("open", hands=["5H 6H 7H 8H 9C", "", "", ""], stock="KC QC", phase="draw")
    game.apply("draw")
    assert "undo" not in actions_text(game)           # never a draw
    assert "nothing to undo" in refusal(game, "undo")
    game.apply("meld 5H 6H 7H")
    game.apply("add 0 8H")
    game.apply("undo")
    assert str(game.melds[0][0]) == "5H 6H 7H"
    game.apply("undo")
    assert game.melds[0] == [] and sorted(map(str, game.hands[0])) == ["5H", "6H", "7H", "8H", "9C", "QC"]
    game.apply("meld 5H 6H 7H")
    game.apply("discard 9C")
    game.apply("draw")
    assert "undo" not in actions_text(game)           # never across a discard


# ----- hands, the match and the view --------------------------------------------------------------

def test_next_hand_starts_at_the_next_seat():
    game = make_game("open", hands=["5C", "", "", ""], stock="KC", phase="play", starter=2,
                     reserves=[None, "9C 9D 9H"], melds=[[CANASTA], []])
    game.apply("discard 5C")
    assert game.legal_actions() == [R.NextHand()]
    number = game.hand_number
    game.apply("next")
    assert game.hand_number == number + 1
    assert game.starter == 3 and game.seat_to_move == 3
    assert game.phase == "draw"
    assert sum(game.all_cards().values()) == 104


def test_first_hand_starter_comes_from_the_seed():
    starters = {R.new_game("open", 4, seed).starter for seed in range(30)}
    assert starters == {0, 1, 2, 3}
    assert R.new_game("open", 4, 7).starter == R.new_game("open", 4, 7).starter


def test_match_ends_at_the_target():
    game = make_game("open", hands=["5C", "", "", ""], stock="KC", phase="play", totals=[1900, 300],
                     reserves=[None, "9C 9D 9H"], melds=[[CANASTA], []])
    game.apply("discard 5C")
    assert game.phase == "match_over" and game.winner == 0
    assert game.legal_actions() == []
    assert "over" in refusal(game, "draw")


def test_tied_match_plays_another_hand():
    game = make_game("open", hands=["5C", "", "", ""], stock="KC", phase="play", totals=[1700, 2145],
                     reserves=[None, "9C 9D 9H"], melds=[[CANASTA], []])
    game.apply("discard 5C")
    assert game.totals[0] == game.totals[1] and game.phase == "hand_over"


def test_view_shows_only_what_the_seat_may_know():
    game = R.new_game("open", 4, seed=2)
    view = game.view(1)
    assert view.hand == tuple(game.hands[1])
    assert view.hand_counts == (11, 11, 11, 11)
    assert view.stock_count == len(game.stock)
    assert not hasattr(view, "stock") and not hasattr(view, "hands") and not hasattr(view, "reserves")
    assert view.reserve_counts == (11, 11)
    assert view.legal_actions() == ([] if game.seat_to_move != 1 else game.legal_actions())
    mover = game.view(game.seat_to_move)
    assert mover.legal_actions() == game.legal_actions()


def test_refused_actions_leave_the_state_unchanged():
    game = make_game("open", hands=["5H 6H 9C", "", "", ""], stock="KC", phase="play")
    for action in ["meld 5H 6H", "meld 5H 6H 9C", "discard KS", "add 3 5H", "draw", "take", "next"]:
        refusal(game, action)
    assert "not in your hand" in refusal(game, "meld 5H 6H 7H")
    assert "no such meld" in refusal(game, "add 3 5H")
    assert refusal(game, "nonsense words") == "'nonsense words' is not a move of the game"
