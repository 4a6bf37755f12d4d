"""Every line of the scoring tables (each preset's values), and a whole hand scored by hand."""

import pytest
from rules_helpers import make_game

from buraco_qt import rules as R

CLEAN = "3H 4H 5H 6H 7H 8H 9H"          # 5*5 + 2*10 = 45 card points
DIRTY_JOKER = "3S 4S 5S 6S 7S 8S JK"    # 5*5 + 10 + joker


def finish(game: R.Game, action: str = "discard 5C") -> list[R.HandScore]:
    game.apply(action)
    assert game.phase in ("hand_over", "match_over")
    return game.hand_scores


def going_out_game(name, *, melds0=(), closed0=(), melds1=(), hands=None, reserves=None, **kw):
    hands = hands or ["5C", "KD QD", "", ""]
    return make_game(name, hands=hands, stock="KC", phase="play",
                     reserves=reserves if reserves is not None else [None, "9C 9D 9H"],
                     melds=[list(melds0), list(melds1)], closed=[list(closed0), []], **kw)


@pytest.mark.parametrize("name, clean, dirty, going_out, taken, missed", [
    ("cardcol", 400, 200, 100, 100, -100),
    ("brazilian", 200, 100, 200, 0, -100),
    ("open", 200, 100, 100, 0, -100),
    ("closed", 200, 100, 100, 0, -100),
    ("closed_stcl", 200, 100, 100, 0, -100),
    ("closed_dirty", 200, 100, 100, 0, -100),
])
def test_canastas_going_out_and_reserves(name, clean, dirty, going_out, taken, missed):
    variant = R.VARIANTS[name]
    dirty_meld = "3S 4S 5S 6S 7S 8S 2C" if variant.jokers_per_deck == 0 else DIRTY_JOKER
    table = dict(closed0=[CLEAN, dirty_meld]) if variant.canasta_closes else dict(melds0=[CLEAN, dirty_meld])
    scores = finish(going_out_game(name, **table))
    ours, theirs = scores
    assert ours.canastas == {"clean": [1, clean], "dirty": [1, dirty]}
    wild = R.Card.parse("JK" if variant.jokers_per_deck else "2C")
    assert ours.table_cards == 45 + 25 + 10 + variant.card_points(wild)
    assert ours.hand_cards == 0
    assert ours.going_out == going_out
    assert ours.reserve == taken
    assert theirs.reserve == missed
    assert theirs.hand_cards == -20
    assert theirs.going_out == 0
    assert ours.total == clean + dirty + ours.table_cards + going_out + taken
    assert [row for row, _ in ours.rows()][-1] == "total"


@pytest.mark.parametrize("name", ["dirty_open", "burraco"])
def test_going_out_by_discard_presets_score(name):
    scores = finish(going_out_game(name, melds0=[CLEAN, DIRTY_JOKER]))
    assert scores[0].canastas == {"clean": [1, 200], "dirty": [1, 100]}
    assert scores[0].table_cards == 45 + 35 + 30
    assert scores[0].going_out == 100
    assert scores[1].reserve == -100


def test_burraco_semi_clean():
    scores = finish(going_out_game("burraco", melds0=["3H 4H 5H 6H 7H 8H 9H 10H JK"]))
    assert scores[0].canastas == {"semi_clean": [1, 150]}


@pytest.mark.parametrize("name", ["brazilian", "open", "closed", "burraco"])
def test_royal(name):
    royal = "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH"
    scores = finish(going_out_game(name, melds0=[royal]))
    assert scores[0].canastas == {"royal": [1, 500]}


@pytest.mark.parametrize("name", ["brazilian", "open", "closed", "closed_stcl", "closed_dirty"])
def test_ace_to_ace(name):
    scores = finish(going_out_game(name, melds0=["AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH"]))
    assert scores[0].canastas == {"ace_to_ace": [1, 1000]}


def test_cardcol_aces_and_wild_canastas():
    closed = ["AH AD AS AC AH AD AS", "AH AD AS AC AH AD JK", "2C 2D 2H 2S 2C 2D 2H",
              "2C 2D 2H 2S 2C 2D JK"]
    scores = finish(going_out_game("cardcol", closed0=closed))
    assert scores[0].canastas == {"aces_clean": [1, 500], "aces_dirty": [1, 300], "twos": [1, 2000],
                                  "wild_dirty": [1, 1000]}


def test_cardcol_unfinished_wild_meld_costs_a_thousand():
    game = going_out_game("cardcol", closed0=[CLEAN], melds1=["JK 2C 2D"],
                          hands=["5C", "KD QD", "", ""])
    scores = finish(game)
    assert scores[1].penalties == -1000
    assert scores[0].penalties == 0


def test_brazilian_wild_canastas():
    scores = finish(going_out_game("brazilian", melds0=[CLEAN, "2C 2D 2H 2S 2C 2D 2H", "2C 2D 2H 2S 2D 2S JK"]))
    assert scores[0].canastas == {"clean": [1, 200], "twos": [1, 1000], "wild_dirty": [1, 100]}


def test_canasta_points_are_added_to_card_points():
    scores = finish(going_out_game("open", melds0=[CLEAN]))
    assert scores[0].canasta_points == 200 and scores[0].table_cards == 45


def indirect_then_out(name):
    """Seat 1 (team 1) takes its reserve by discarding; seat 2 (team 0) goes out before seat 1 plays."""
    game = make_game(name, hands=["", "5H", "6C 7C 8C", "KD"], stock="KC", phase="play", seat=1,
                     reserves=[None, "9C 9D 9H"], melds=[[CLEAN], []])
    game.apply("discard 5H")
    assert game.reserve_state[1] == "indirect"
    game.apply("draw")
    game.apply("meld 6C 7C 8C")
    game.apply("discard KC")
    assert game.phase == "hand_over"
    return game.hand_scores


@pytest.mark.parametrize("name, reserve, hand_cards", [
    ("open", -100, 0), ("closed", -100, 0), ("closed_stcl", -100, 0),
    ("closed_dirty", -100, 0), ("burraco", -100, 0),
    ("dirty_open", 0, -30),         # not in dirty_open: the reserve counts as taken
    ("brazilian", 0, -30),          # counts as taken; its cards count against the hand (seed 004)
])
def test_indirect_reserve_not_played(name, reserve, hand_cards):
    theirs = indirect_then_out(name)[1]
    assert theirs.reserve == reserve
    assert theirs.hand_cards == hand_cards - 10     # seat 3 still holds KD


def test_indirect_reserve_cardcol_counts_as_taken():
    game = make_game("cardcol", hands=["", "5H", "6C", "KD"], stock="KC", phase="play", seat=1,
                     reserves=[None, "9C 9D 9H"], closed=[[CLEAN], []])
    game.apply("discard 5H")
    game.apply("draw")
    game.apply("discard KC")
    assert game.hand_scores[1].reserve == 100
    assert game.hand_scores[1].hand_cards == -40


def test_reserve_turned_into_stock_scores_nothing():
    game = make_game("open", players=2, hands=["5H 6H", "KD QD"], stock="", phase="play",
                     reserves=["4C 4D 4H", None])
    game.apply("discard 5H")
    assert game.reserve_state[0] == "stock" and len(game.stock) == 3
    for action in ["draw", "discard KD", "draw", "discard 6H", "draw", "discard QD"]:
        game.apply(action)
    assert game.phase == "hand_over" and game.went_out is None
    assert game.hand_scores[0].reserve == 0
    assert game.hand_scores[0].hand_cards == -5      # 4D (4H went to seat 1)


def test_whole_hand_scored_by_hand():
    """A fixed deal of `closed` played to the end; every number below is worked out by hand."""
    game = make_game(
        "closed", players=2,
        hands=["3H 4H 5H 6H 7H 8H 9H 10H KC KD", "AS AD 2C JK QH"],
        stock="KS 9S 8D", discard="", reserves=[None, "9C 9D 9H"], phase="draw")
    for action in ["draw",                               # seat 0 draws 8D
                   "meld 3H 4H 5H 6H 7H 8H 9H 10H",      # a clean canasta of 8 cards
                   "discard 8D",
                   "draw", "discard QH",                 # seat 1 draws 9S
                   "draw",                               # seat 0 draws KS
                   "meld KC KD KS"]:                     # and goes out by melding
        game.apply(action)
    assert game.phase == "hand_over" and game.went_out == 0
    ours, theirs = game.hand_scores
    # team 0: canasta 200; table 3H..7H 25 + 8H 9H 10H 30 + KC KD KS 30 = 85; going out 100
    assert (ours.canasta_points, ours.table_cards, ours.hand_cards, ours.going_out, ours.reserve,
            ours.penalties) == (200, 85, 0, 100, 0, 0)
    assert ours.total == 385
    # team 1: hand AS AD 2C JK 9S = 15 + 15 + 10 + 20 + 10 = 70; reserve not taken -100
    assert (theirs.canasta_points, theirs.table_cards, theirs.hand_cards, theirs.going_out,
            theirs.reserve) == (0, 0, -70, 0, -100)
    assert theirs.total == -170
    assert game.totals == [385, -170]
    assert game.history == [[385, -170]]


def test_teams_and_their_points_on_the_table():
    assert [R.team_of(seat) for seat in range(4)] == [0, 1, 0, 1]
    assert R.team_seats(4, 1) == [1, 3] and R.team_seats(2, 1) == [1]
    # cardcol: a closed clean canasta (45 card points + 400) and an open run (5+5+10)
    game = make_game("cardcol", hands=["5C", "KD", "QD", "JD"], melds=[["6D 7D 8D"], []], closed=[[CLEAN], []])
    assert R.table_points(game, 0) == 45 + 400 + 20 and R.table_points(game, 1) == 0
    from buraco_qt.session.snapshot import take_snapshot
    shown = take_snapshot(game, shown=[0], names=[""] * 4, humans=[0], viewer=0, curtain_seat=None, can_act=False)
    for team in (0, 1):
        assert game.view(team).team == team and game.team_seats(team) == game.view(0).team_seats(team)
        assert shown.table_points(team) == R.table_points(game.view(0), team) == R.table_points(game, team)
