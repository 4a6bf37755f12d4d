"""Cards, decks, meld validity per preset, wild placement, canasta kinds and meld scores."""

import pytest
from rules_helpers import actions_text, make_game, refusal

from buraco_qt import rules as R

V = R.VARIANTS


def meld(text: str, variant: str) -> R.Meld:
    return R.build_meld(R.parse_cards(text), V[variant])


def reason(text: str, variant: str) -> str:
    with pytest.raises(R.MeldError) as caught:
        meld(text, variant)
    return str(caught.value)


# ----- cards and decks ----------------------------------------------------------------------

def test_card_notation_round_trip():
    for text in ["10H", "AS", "2C", "QD", "KH", "JK", "7S"]:
        assert str(R.Card.parse(text)) == text
    assert R.parse_cards("5H 6H JK") == [R.Card(5, "H"), R.Card(6, "H"), R.JOKER]
    assert R.Card.parse("10h") == R.Card(10, "H")


@pytest.mark.parametrize("bad", ["", "1H", "11H", "10", "JKH", "ZZ", "AX"])
def test_card_parse_refuses_bad_notation(bad):
    with pytest.raises(ValueError):
        R.Card.parse(bad)


def test_cards_compare_by_value():
    assert R.Card.parse("5H") == R.Card.parse("5H")
    assert R.Card.parse("5H") is R.Card(5, "H")
    assert sorted(R.parse_cards("KS 2C AH JK")) == R.parse_cards("JK AH 2C KS")


@pytest.mark.parametrize("name, size", [
    ("cardcol", 220), ("brazilian", 106), ("open", 104), ("dirty_open", 108), ("closed", 108),
    ("closed_stcl", 108), ("closed_dirty", 108), ("burraco", 108)])
def test_deck_sizes(name, size):
    variant = V[name]
    deck = R.build_deck(variant.decks, variant.jokers_per_deck)
    assert len(deck) == size == variant.cards_in_play
    assert deck.count(R.JOKER) == variant.decks * variant.jokers_per_deck


def test_eight_presets_exactly():
    assert set(V) == {"cardcol", "brazilian", "open", "dirty_open", "closed", "closed_stcl",
                      "closed_dirty", "burraco"}


@pytest.mark.parametrize("name", list(V))
@pytest.mark.parametrize("players", [2, 4])
def test_deal_sizes(name, players):
    game = R.new_game(name, players, seed=3)
    size = V[name].hand_size
    assert [len(hand) for hand in game.hands] == [size] * players
    assert [len(reserve) for reserve in game.reserves] == [size, size]
    assert len(game.discard) == (1 if V[name].up_card else 0)
    total = V[name].cards_in_play
    assert len(game.stock) == total - (players + 2) * size - len(game.discard)
    assert sum(game.all_cards().values()) == total


@pytest.mark.parametrize("hand_size", [11, 13, 15])
def test_cardcol_hand_size_option(hand_size):
    variant = R.with_options(V["cardcol"], hand_size=hand_size)
    game = R.new_game(variant, 4, seed=1)
    assert {len(hand) for hand in game.hands} == {hand_size}
    assert {len(reserve) for reserve in game.reserves} == {hand_size}


def test_brazilian_pickup_options():
    duro = R.with_options(V["brazilian"], brazilian_pickup="duro")
    assert duro.pickup == "top_card" and duro.jokers_per_deck == 1
    super_duro = R.with_options(V["brazilian"], brazilian_pickup="super_duro")
    assert super_duro.pickup == "top_card" and super_duro.jokers_per_deck == 0
    assert super_duro.cards_in_play == 104
    with pytest.raises(R.MeldError, match="own suit"):
        R.build_meld(R.parse_cards("5H 6H 2C"), super_duro)
    assert str(R.build_meld(R.parse_cards("5H 6H 2H"), super_duro)) == "5H 6H 2H"
    with pytest.raises(ValueError):
        R.with_options(V["brazilian"], brazilian_pickup="soft")


def test_variant_json_round_trip():
    for variant in V.values():
        assert R.Variant.from_dict(variant.to_dict()) == variant


def test_variant_data_older_than_a_parameter_takes_the_presets_value():
    data = V["cardcol"].to_dict()
    del data["max_meld_cards"]                  # saved before the seven-card cap existed
    assert R.Variant.from_dict(data).max_meld_cards == 7
    data = R.with_options(V["cardcol"], hand_size=13).to_dict()
    del data["max_meld_cards"]
    assert R.Variant.from_dict(data) == R.with_options(V["cardcol"], hand_size=13)


# ----- validity tables ------------------------------------------------------------------------

VALID = [
    # (preset, cards, table order, canasta)
    ("cardcol", "5H 6H 7H", "5H 6H 7H", None),
    ("cardcol", "5H 6H JK", "5H 6H JK", None),
    ("cardcol", "5H 7H 2S", "5H 2S 7H", None),
    ("cardcol", "AH 3H 4H", "AH 3H 4H", None),          # no natural 2: A-3-4 is consecutive
    ("cardcol", "QH KH AH", "QH KH AH", None),
    ("cardcol", "KH AH JK", "JK KH AH", None),
    ("cardcol", "5H 5D 5S", "5D 5H 5S", None),
    ("cardcol", "5H 5H JK", "5H 5H JK", None),
    ("cardcol", "JK 2D 2C", "2C 2D JK", None),          # a mono meld
    ("cardcol", "2C 2D 2H 2S 2C 2D 2H", "2C 2C 2D 2D 2H 2H 2S", "twos"),
    ("cardcol", "2C 2D 2H JK JK 2C 2S", "2C 2C 2D 2H 2S JK JK", "wild_dirty"),
    ("cardcol", "3H 4H 5H 6H 7H 8H 9H", "3H 4H 5H 6H 7H 8H 9H", "clean"),
    ("cardcol", "3H 4H 5H 6H 7H 8H JK", "3H 4H 5H 6H 7H 8H JK", "dirty"),
    ("cardcol", "AH AD AS AC AH AD AS", "AC AD AD AH AH AS AS", "clean"),
    ("brazilian", "2H 3H JK 5H", "2H 3H JK 5H", None),    # the 2H stays natural, JK at 4
    ("brazilian", "AH 2H 3H", "AH 2H 3H", None),
    ("brazilian", "5H 6H 2C JK", "5H 6H JK 2C", None),    # any number of wilds
    ("brazilian", "3H 4H 5H 6H 7H 8H 2C JK", "3H 4H 5H 6H 7H 8H JK 2C", None),  # 2 wilds: no canasta
    ("brazilian", "AS AS AD", "AD AS AS", None),
    ("brazilian", "2C 2D 2H", "2C 2D 2H", None),
    ("brazilian", "2C 2D 2H 2S 2C 2D 2H", "2C 2C 2D 2D 2H 2H 2S", "twos"),
    ("brazilian", "2C 2D 2H 2S 2C 2D JK", "2C 2C 2D 2D 2H 2S JK", "wild_dirty"),
    ("brazilian", "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH", None, "royal"),
    ("brazilian", "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH", None, "ace_to_ace"),
    ("open", "3S 4S 5S", "3S 4S 5S", None),
    ("open", "3S 4S 2S", "2S 3S 4S", None),             # natural 2 at the 2 position
    ("open", "3S 4S 2C", "3S 4S 2C", None),             # a 2 of another suit is wild
    ("open", "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH", None, "ace_to_ace"),
    ("dirty_open", "5C 5D 5H", "5C 5D 5H", None),
    ("dirty_open", "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH JK", None, "dirty"),
    ("dirty_open", "4H 5H 6H 7H 8H 9H 10H", None, "clean"),
    ("closed", "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH", None, "royal"),
    ("closed", "7C 7D 7H 7S 7C 7D JK", "7C 7C 7D 7D 7H 7S JK", "dirty"),
    ("closed_stcl", "9D 10D JD", "9D 10D JD", None),
    ("closed_dirty", "9D 9C 9S", "9C 9D 9S", None),
    ("burraco", "3H 4H 5H 6H 7H 8H 9H JK", "3H 4H 5H 6H 7H 8H 9H JK", "semi_clean"),
    ("burraco", "3H 4H 5H JK 7H 8H 9H 10H", "3H 4H 5H JK 7H 8H 9H 10H", "dirty"),  # wild in a gap
    ("burraco", "3H 4H 5H 6H 7H 8H JK", "3H 4H 5H 6H 7H 8H JK", "dirty"),  # only 6 naturals
    ("burraco", "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH", None, "royal"),
]


@pytest.mark.parametrize("name, cards, order, canasta", VALID)
def test_valid_melds(name, cards, order, canasta):
    built = meld(cards, name)
    assert str(built) == (order or cards)
    assert built.canasta == canasta
    assert sorted(built.cards) == sorted(R.parse_cards(cards))


INVALID = [
    ("cardcol", "5H 6H", "at least three"),
    ("cardcol", "5H 6D 7H", "one suit"),
    ("cardcol", "5H 6H 2C JK", "only one wild"),
    ("cardcol", "5H 2C JK", "only one wild"),
    ("cardcol", "KH AH 3H", "K-A-3 does not wrap"),
    ("cardcol", "QH KH AH 3H", "does not wrap"),
    ("cardcol", "5H 8H JK", "gaps"),
    ("cardcol", "5H 5H 6H", "5H twice"),
    ("cardcol", "5H 6H 7H 5D", "one suit"),
    ("cardcol", "AH 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH", "ace to ace"),
    ("brazilian", "5S 5S 5D", "sets of aces"),
    ("brazilian", "JK JK 2C", "only twos and at most one joker"),
    ("brazilian", "5H 2C JK", "two natural"),
    ("open", "5C 5D 5H", "only runs"),
    ("open", "2C 2D 2H", "only wild"),
    ("open", "5H 6H 2C 2D", "only one wild"),
    ("dirty_open", "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH", "ace to ace"),
    ("dirty_open", "2C 2D 2H", "only wild"),
    ("closed", "JK JK 2C", "only wild"),
    ("closed_stcl", "9D 9C 9S", "only runs"),
    ("burraco", "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH", "ace to ace"),
    ("burraco", "2C 2D 2S", "only wild"),
]


@pytest.mark.parametrize("name, cards, words", INVALID)
def test_invalid_melds_give_the_reason(name, cards, words):
    assert words in reason(cards, name)


def test_meld_error_carries_a_translatable_template():
    with pytest.raises(R.MeldError) as caught:
        meld("KH AH 3H", "cardcol")
    assert caught.value.template.format(**caught.value.params) == str(caught.value)
    assert "{high}" in caught.value.template


# ----- wild placement and movement --------------------------------------------------------------

def test_seed_000_wild_moves_to_the_low_end():
    base = meld("5H 6H JK", "cardcol")
    assert str(base) == "5H 6H JK"
    assert str(base.extend(R.parse_cards("3H"))) == "3H JK 5H 6H"
    assert str(base.extend(R.parse_cards("7H"))) == "5H 6H 7H JK"


def test_wild_fills_a_gap_and_moves_when_the_gap_is_filled():
    gap = meld("5H JK 7H", "closed")
    assert gap.wild_flags == (False, True, False)
    filled = gap.extend(R.parse_cards("6H"))
    assert str(filled) == "5H 6H 7H JK"
    assert filled.wild_flags == (False, False, False, True)


def test_wild_at_the_ace_goes_low():
    assert str(meld("QH KH JK", "cardcol")) == "QH KH JK"         # stands for the ace
    assert str(meld("QH KH AH JK", "closed")) == "JK QH KH AH"    # high end past the ace


def test_natural_two_returns_to_its_place():
    run = meld("5H 6H 2H", "closed")
    assert str(run) == "5H 6H 2H" and run.wild_flags[-1]
    grown = run.extend(R.parse_cards("3H 4H"))
    assert str(grown) == "2H 3H 4H 5H 6H" and grown.wild_count == 0


def test_wild_is_never_taken_back():
    run = meld("5H 6H JK", "cardcol")
    grown = run.extend(R.parse_cards("7H 8H"))
    assert R.JOKER in grown.cards


def test_extend_refusals():
    run = meld("5H 6H JK", "cardcol")
    with pytest.raises(R.MeldError, match="only one wild"):
        run.extend(R.parse_cards("2C"))
    with pytest.raises(R.MeldError, match="one suit"):
        run.extend(R.parse_cards("7S"))
    with pytest.raises(R.MeldError):
        run.extend([])
    group = meld("5H 5D 5S", "cardcol")
    with pytest.raises(R.MeldError, match="one rank"):
        group.extend(R.parse_cards("6H"))
    monos = meld("JK 2C 2D", "cardcol")
    with pytest.raises(R.MeldError, match="natural"):
        monos.extend(R.parse_cards("5H"))


def test_cardcol_cerrado_cannot_grow():
    closed = meld("3H 4H 5H 6H 7H 8H 9H", "cardcol")
    assert closed.is_closed
    with pytest.raises(R.MeldError, match="closed"):
        closed.extend(R.parse_cards("10H"))
    other = meld("3H 4H 5H 6H 7H 8H 9H", "closed")
    assert not other.is_closed
    assert other.extend(R.parse_cards("10H")).canasta == "clean"


@pytest.mark.parametrize("cards", ["3H 4H 5H 6H 7H 8H 9H 10H", "5H 5D 5S 5C 5H 5D 5S 5C",
                                   "2C 2D 2H 2S 2C 2D 2H JK", "3H 4H 5H 6H 7H 8H JK 10H"])
def test_cardcol_refuses_a_new_meld_of_more_than_seven_cards(cards):
    assert "at most 7 cards" in reason(cards, "cardcol")
    with pytest.raises(R.MeldError) as caught:
        meld(cards, "cardcol")
    assert caught.value.template == "a meld may hold at most {limit} cards in this variant"
    assert caught.value.params == {"limit": "7"}


@pytest.mark.parametrize("name", [name for name in V if name != "cardcol"])
def test_melds_grow_past_seven_where_canastas_grow(name):
    assert V[name].max_meld_cards is None
    assert meld("3H 4H 5H 6H 7H 8H 9H 10H", name).canasta == "clean"
    six = meld("3H 4H 5H 6H 7H 8H", name)
    assert len(six.extend(R.parse_cards("9H 10H")).cards) == 8


def test_cardcol_refuses_an_addition_past_seven_cards():
    six = meld("3H 4H 5H 6H 7H 8H", "cardcol")
    with pytest.raises(R.MeldError, match="at most 7 cards"):
        six.extend(R.parse_cards("9H 10H"))
    assert six.extend(R.parse_cards("9H")).canasta == "clean"   # seven closes it
    assert meld("3H 4H 5H 6H 7H 8H 9H", "cardcol").canasta == "clean"


def test_cardcol_seven_card_cap_in_legal_actions():
    game = make_game("cardcol", hands=["3H 4H 5H 6H 7H 8H 9H 10H KS QD", "", "", ""], stock="KC",
                     phase="play")
    legal = actions_text(game)
    assert "meld 3H 4H 5H 6H 7H 8H 9H" in legal and "meld 4H 5H 6H 7H 8H 9H 10H" in legal
    assert not any(text.startswith("meld") and len(text.split()) > 8 for text in legal)
    assert "at most 7 cards" in refusal(game, "meld 3H 4H 5H 6H 7H 8H 9H 10H")
    grown = make_game("cardcol", hands=["9H 10H KS QD", "", "", ""], stock="KC", phase="play",
                      melds=[["3H 4H 5H 6H 7H 8H"], []])
    legal = actions_text(grown)
    assert "add 0 9H" in legal and "add 0 9H 10H" not in legal
    assert "at most 7 cards" in refusal(grown, "add 0 9H 10H")
    twin = make_game("closed", hands=["9H 10H KS QD", "", "", ""], stock="KC", phase="play",
                     melds=[["3H 4H 5H 6H 7H 8H"], []])
    assert "add 0 9H 10H" in actions_text(twin)


def test_dirty_canasta_becomes_clean_when_the_two_goes_home():
    dirty = meld("4H 5H 6H 7H 8H 9H 2H", "closed")
    assert dirty.canasta == "dirty"
    assert str(dirty) == "4H 5H 6H 7H 8H 9H 2H"
    clean = dirty.extend(R.parse_cards("3H"))
    assert str(clean) == "2H 3H 4H 5H 6H 7H 8H 9H" and clean.canasta == "clean"


# ----- scores of melds ---------------------------------------------------------------------------

@pytest.mark.parametrize("name, cards, points", [
    ("cardcol", "3H 4H 5H 6H 7H 8H 9H", 400 + 5 * 5 + 10 * 2),
    ("cardcol", "3H 4H 5H 6H 7H 8H JK", 200 + 5 * 5 + 10 + 50),
    ("cardcol", "AH AD AS AC AH AD AS", 500 + 7 * 20),
    ("cardcol", "AH AD AS AC AH AD JK", 300 + 6 * 20 + 50),
    ("cardcol", "QH KH AH", 10 + 10 + 20),
    ("cardcol", "8H 9H 10H JH QH KH AH", 400 + 6 * 10 + 20),      # an ace run has no ace bonus
    ("cardcol", "2C 2D 2H 2S 2C 2D 2H", 2000 + 7 * 25),
    ("cardcol", "2C 2D 2H JK 2S 2C 2D", 1000 + 6 * 25 + 50),
    ("brazilian", "3H 4H 5H 6H 7H 8H 9H", 200 + 5 * 5 + 10 * 2),
    ("brazilian", "3H 4H 5H 6H 7H 8H JK", 100 + 5 * 5 + 10 + 20),
    ("brazilian", "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH", 500 + 15 + 10 + 25 + 60),
    ("brazilian", "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH", 1000 + 30 + 10 + 25 + 60),
    ("brazilian", "2C 2D 2H 2S 2C 2D 2H", 1000 + 70),
    ("brazilian", "2C 2D 2H 2S 2C 2D JK", 100 + 60 + 20),
    ("brazilian", "AS AD AC AH AS AD AC", 200 + 7 * 15),          # no ace bonus outside cardcol
    ("open", "3S 4S 5S 6S 7S 8S 9S", 200 + 45),
    ("open", "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS", 1000 + 30 + 10 + 25 + 60),
    ("dirty_open", "3S 4S 5S 6S 7S 8S 2C", 100 + 25 + 10 + 20),
    ("dirty_open", "3S 4S 5S 6S 7S 8S JK", 100 + 25 + 10 + 30),
    ("closed", "3S 4S 5S 6S 7S 8S JK", 100 + 35 + 20),
    ("closed_stcl", "3S 4S 5S 6S 7S 8S 9S", 245),
    ("closed_dirty", "3S 4S 5S 6S 7S 8S 2D", 100 + 35 + 10),
    ("burraco", "3H 4H 5H 6H 7H 8H 9H JK", 150 + 45 + 30),
    ("burraco", "3H 4H 5H 6H 7H 8H 9H 2C", 150 + 45 + 20),
    ("burraco", "3H 4H 5H 6H 7H 8H 9H", 200 + 45),
    ("burraco", "3H 4H 5H JK 7H 8H 9H", 100 + 40 + 30),
])
def test_meld_score(name, cards, points):
    assert R.meld_score(meld(cards, name), V[name]) == points


@pytest.mark.parametrize("name, points", [
    ("cardcol", (5, 10, 20, 25, 50)), ("brazilian", (5, 10, 15, 10, 20)), ("open", (5, 10, 15, 10, 20)),
    ("dirty_open", (5, 10, 15, 20, 30)), ("closed", (5, 10, 15, 10, 20)),
    ("closed_stcl", (5, 10, 15, 10, 20)), ("closed_dirty", (5, 10, 15, 10, 20)),
    ("burraco", (5, 10, 15, 20, 30))])
def test_card_points(name, points):
    variant = V[name]
    got = tuple(variant.card_points(R.Card.parse(text)) for text in ("7H", "8H", "AH", "2H", "JK"))
    assert got == points
    assert variant.card_points(R.Card.parse("3C")) == 5
    assert variant.card_points(R.Card.parse("KC")) == 10
