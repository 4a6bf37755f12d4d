"""The first-meld minimum: its size, and the search for plays that reach it in one turn."""

from buraco_qt import rules as R
from buraco_qt.rules.opening import can_reach, first_meld_minimum, hand_left_is_playable, reaching_plays

BR = R.VARIANTS["brazilian"]


def cards(text: str) -> list[R.Card]:
    return R.parse_cards(text)


def test_minimum_by_team_total():
    totals = (0, 1000, 1001, 2000, 2001)
    assert [first_meld_minimum(BR, total, False) for total in totals] == [0, 0, 75, 75, 90]
    assert first_meld_minimum(BR, 2500, True) == 0
    assert first_meld_minimum(R.VARIANTS["closed"], 2500, False) == 0


def test_the_issue_hand_cannot_reach_75():
    hand = cards("7H 3D QH QC 8H 2D 8C 4C 8S")
    assert not can_reach(BR, hand, [], 75, reserve_there=True)
    assert can_reach(BR, hand, [], 25, reserve_there=True)            # 2D 7H 8H


def test_plays_reaching_the_minimum_use_each_card_once():
    plays = reaching_plays(BR, cards("9H 10H JH QH KH AS AD AC 9C"), [], 90, reserve_there=True)
    assert [str(play) for play in plays] == ["meld 9H 10H JH QH KH", "meld AC AD AS"]
    assert not can_reach(BR, cards("9H 10H JH QH KH AS AD AC 9C"), [], 96, reserve_there=True)
    # two decks: the same run twice
    twice = cards("5H 6H 7H 5H 6H 7H 9C 9D")
    assert [str(p) for p in reaching_plays(BR, twice, [], 30, reserve_there=True)] == ["meld 5H 6H 7H"] * 2


def test_additions_to_the_teams_melds_count():
    run = R.build_meld(cards("5H 6H 7H"), BR)
    plays = reaching_plays(BR, cards("8H 9H KS 4D 4C AS AD AC"), [run], 60, reserve_there=True)
    assert [str(play) for play in plays] == ["add 0 8H 9H", "meld AC AD AS"]


def test_what_is_left_must_let_the_turn_go_on():
    aces = cards("AS AD AC AH")
    assert can_reach(BR, aces, [], 60, reserve_there=True)            # the empty hand takes the reserve
    assert not can_reach(BR, aces, [], 60, reserve_there=False)       # it would have to go out
    assert can_reach(BR, [*aces, *cards("4D 5S")], [], 60, reserve_there=False)
    five = cards("AS AD AC AH 4D")
    assert can_reach(BR, five, [], 60, reserve_there=True)            # the last card is discarded
    assert not can_reach(BR, five, [], 60, reserve_there=True, forbidden=R.Card.parse("4D"))
    assert hand_left_is_playable(cards("4D 4D"), False, R.Card.parse("4D"))


def test_a_search_past_its_limit_finds_nothing():
    hand = cards("9H 10H JH QH KH AS AD AC 9C")
    assert reaching_plays(BR, hand, [], 90, reserve_there=True, limit=1) is None
