"""Deal numbers: one number gives a hand's cards, the same in every match of a preset and player count."""

from __future__ import annotations

import json
import random

import pytest

from buraco_qt import rules as R

PRESETS = list(R.VARIANTS)


def dealt(game: R.Game) -> tuple:
    """The cards of the hand as they stand now (copies): hands, reserves, stock, discard pile."""
    return ([list(hand) for hand in game.hands], [None if r is None else list(r) for r in game.reserves],
            list(game.stock), list(game.discard))


def long_match(preset: str, players: int, seed: int, **given) -> R.Game:
    """A match of `preset` to a target no hand of random play reaches: it always has a next hand."""
    return R.new_game(R.with_options(R.VARIANTS[preset], target=100_000), players, seed, **given)


def random_hand(game: R.Game, rng: random.Random) -> None:
    """Random legal play to the end of the hand being played."""
    while game.phase in ("draw", "play"):
        actions = game.legal_actions()
        moves = [a for a in actions if isinstance(a, (R.Draw, R.Discard))] if len(game.log) > 2000 else actions
        game.apply(rng.choice(moves or actions))


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("preset", PRESETS)
def test_a_deal_number_gives_the_same_cards_every_time_and_another_number_others(preset, players):
    variant = R.VARIANTS[preset]
    for number in (1, 2, 777_777_777, R.MAX_DEAL):
        deal = R.deal_cards(variant, players, number)
        assert deal == R.deal_cards(variant, players, number)
        assert deal.number == number and len(deal.hands) == players
        cards = [card for part in (*deal.hands, *deal.reserves, deal.stock, deal.discard) for card in part]
        assert sorted(cards) == sorted(R.build_deck(variant.decks, variant.jokers_per_deck))
        assert all(len(hand) == variant.hand_size for hand in (*deal.hands, *deal.reserves))
        assert len(deal.discard) == (1 if variant.up_card else 0)
    hands = {R.deal_cards(variant, players, number).hands for number in range(1, 21)}
    assert len(hands) == 20


@pytest.mark.parametrize("preset", PRESETS)
def test_the_same_deal_in_matches_of_other_seeds_deals_the_same_hands(preset):
    for players in (2, 4):
        first = R.new_game(preset, players, seed=1, deal=424_242)
        other = R.new_game(preset, players, seed=987_654_321, deal=424_242)
        deal = R.deal_cards(R.VARIANTS[preset], players, 424_242)
        assert first.deals == other.deals == [424_242] and first.deal == 424_242
        assert dealt(first) == dealt(other) == ([list(h) for h in deal.hands], [list(r) for r in deal.reserves],
                                                list(deal.stock), list(deal.discard))


def test_each_hand_draws_its_deal_number_from_the_seed_whatever_was_played_before():
    """The match's generator gives the deal numbers only: hand 2's cards do not depend on hand 1's play."""
    games = [long_match("open", 4, 5) for _ in range(2)]
    for index, game in enumerate(games):
        random_hand(game, random.Random(index))
        game.apply(R.NextHand())
    assert games[0].log != games[1].log
    assert games[0].deals == games[1].deals and len(set(games[0].deals)) == 2
    assert dealt(games[0]) == dealt(games[1])
    again = R.new_game("open", 4, seed=5)
    assert again.deals == games[0].deals[:1] and R.new_game("open", 4, seed=6).deals != again.deals
    assert all(R.is_deal_number(number) for number in games[0].deals)


def test_play_this_deal_again_deals_the_same_hands_with_the_same_starter():
    game = long_match("brazilian", 4, 8)
    random_hand(game, random.Random(1))
    game.apply(R.NextHand())
    start = dealt(game)
    random_hand(game, random.Random(2))
    again = R.new_game(game.variant, 4, seed=31, deal=game.deal, starter=game.starter)
    assert dealt(again) == start and again.seat_to_move == game.starter and again.hand_number == 1


def test_a_deal_and_a_starter_given_leave_the_match_as_it_would_have_been():
    """A given deal or starter takes the place of the drawn one: the later hands come from the seed alone."""
    natural = long_match("closed", 4, 12)
    given = long_match("closed", 4, 12, deal=5, starter=(natural.starter + 1) % 4)
    assert given.deals == [5] and given.seat_to_move == (natural.starter + 1) % 4
    for game in (natural, given):
        random_hand(game, random.Random(0))
        game.apply(R.NextHand())
    assert natural.deals[1] == given.deals[1] and natural.hands == given.hands
    same = R.new_game("closed", 4, seed=12, deal=natural.deals[0], starter=R.new_game("closed", 4, seed=12).starter)
    assert same.to_json() == R.new_game("closed", 4, seed=12).to_json()


@pytest.mark.parametrize("bad", [0, -1, R.MAX_DEAL + 1, True, "12", 1.0])
def test_a_deal_that_is_no_deal_number_is_refused(bad):
    with pytest.raises(ValueError):
        R.new_game("open", 4, seed=1, deal=bad)
    with pytest.raises(ValueError):
        R.deal_cards(R.VARIANTS["open"], 4, bad)


def test_a_starter_that_is_no_seat_is_refused():
    for bad in (-1, 2, 5):
        with pytest.raises(ValueError):
            R.new_game("open", 2, seed=1, starter=bad)


def test_deals_are_pinned_so_that_a_number_shared_today_deals_the_same_cards_tomorrow():
    """A change here breaks every deal number players have written down: never change these cards."""
    deal = R.deal_cards(R.VARIANTS["open"], 4, 1)
    assert R.format_cards(deal.hands[0]) == PINNED_OPEN_1
    assert R.format_cards(R.deal_cards(R.VARIANTS["cardcol"], 2, 999_999_999).discard) == PINNED_CARDCOL_LAST_UP


PINNED_OPEN_1 = "AS JD 10C 10S JC 7H 8D AC 5C JH 8H"
PINNED_CARDCOL_LAST_UP = "10C"


def test_restart_and_the_log_bring_the_match_back_with_its_first_deal_and_starter():
    game = long_match("burraco", 4, 3, deal=31_337, starter=2)
    rng = random.Random(4)
    for _ in range(3):
        random_hand(game, rng)
        if game.phase == "match_over":
            break
        game.apply(R.NextHand())
    again = game.restart()
    for text in game.log:
        again.apply(text)
    assert again.to_json() == game.to_json()
    replayed = R.Game.replay(game.variant, 4, 3, game.log, deal=31_337, starter=2)
    assert replayed.to_json() == game.to_json()


def test_deals_go_through_the_json_and_are_checked():
    game = long_match("dirty_open", 2, 9)
    random_hand(game, random.Random(1))
    game.apply(R.NextHand())
    data = json.loads(game.to_json())
    assert data["deals"] == game.deals and len(data["deals"]) == 2
    assert R.Game.from_json(game.to_json()).deals == game.deals
    for bad in ([1], [1, 2, 3], [0, 5], [5, R.MAX_DEAL + 1], ["5", 6], [True, 5], 7, "1 2"):
        broken = dict(data, deals=bad)
        with pytest.raises(R.StateError) as refused:
            R.Game.from_dict(broken)
        assert refused.value.params["field"] == "deals"


def test_a_save_made_before_deal_numbers_loads_and_plays_on():
    game = long_match("cardcol", 4, 2)
    random_hand(game, random.Random(3))
    data = json.loads(game.to_json())
    del data["deals"]
    old = R.Game.from_dict(data)
    assert old.deals == [None] and old.deal is None
    assert json.loads(old.to_json())["deals"] == [None]
    old.apply(R.NextHand())
    assert old.deals[0] is None and R.is_deal_number(old.deals[1])
    assert R.Game.from_json(old.to_json()).deals == old.deals
    data["deals"] = [None]
    assert R.Game.from_dict(data).deals == [None]


@pytest.mark.parametrize("text,number", [
    ("482913077", 482913077), (" 482 913 077 ", 482913077), ("482,913,077", 482913077),
    ("482.913.077", 482913077), ("482\u00a0913\u202f077", 482913077), ("482'913'077", 482913077),
    ("#42", 42), ("0042", 42), ("1", 1), ("999999999", 999_999_999), ("\uff14\uff12", 42),
])
def test_a_deal_number_is_read_as_players_type_it(text, number):
    assert R.parse_deal_number(text) == number


@pytest.mark.parametrize("text", ["", " ", "0", "000", "1000000000", "-5", "1.5", "12 3456", "12,34",
                                  "abc", "4e5", "#", "x" * 100, "+7"])
def test_what_is_no_deal_number_is_not_read_as_one(text):
    assert R.parse_deal_number(text) is None
