"""`PileId`: the typed key of the table's piles, whose text is the object name the piles have always had."""

from __future__ import annotations

from rules_helpers import make_game

from buraco_qt import rules as R
from buraco_qt.ui.table.pile_id import DISCARD, NEW_MELD, STOCK, PileId


def test_a_pile_id_as_text_is_the_object_name():
    ids = [STOCK, DISCARD, NEW_MELD, PileId.hand(2), PileId.melds(1), PileId.meld(0, 3), PileId.reserve(0),
           PileId.closed(1)]
    assert [str(pile) for pile in ids] == ["stock", "discard", "new-meld", "hand:2", "melds:1", "meld:0:3",
                                           "reserve:0", "closed:1"]


def test_pile_ids_are_keys_equal_by_value():
    piles = {PileId.hand(0): "yours", PileId.meld(1, 0): "theirs"}
    assert piles[PileId("hand", 0)] == "yours" and piles[PileId.meld(1, 0)] == "theirs"
    assert PileId.meld(0, 1) != PileId.meld(1, 0) and PileId.melds(0) != PileId.meld(0, 0)
    assert sorted([PileId.hand(1), PileId.hand(0)]) == [PileId.hand(0), PileId.hand(1)]


def test_a_meld_knows_its_team():
    assert PileId.meld(1, 2).is_meld_of(1) and not PileId.meld(1, 2).is_meld_of(0)
    assert not PileId.melds(1).is_meld_of(1) and not NEW_MELD.is_meld_of(0)


def test_every_pile_and_card_on_the_table_keeps_its_object_name(game_window):
    game = make_game("cardcol", hands=["7H 7S 9C KD 2D", "5C 6C", "5D", "5S"], stock="3C 3D 3H 3S", discard="4H 6D",
                     melds=[["6C 7C 8C"], ["10H JH QH", "4S 5S 6S"]], seat=0)
    scene = game_window(game).scene
    piles = scene.piles()
    assert sorted(map(str, piles)) == sorted([
        "stock", "discard", "new-meld", "hand:0", "hand:1", "hand:2", "hand:3", "melds:0", "melds:1",
        "meld:0:0", "meld:1:0", "meld:1:1", "reserve:0", "reserve:1", "closed:0", "closed:1"])
    assert all(pile.pile_id == pile_id and pile.objectName() == str(pile_id) for pile_id, pile in piles.items())
    assert [item.card for item in scene.card_items(PileId.meld(1, 1))] == R.parse_cards("4S 5S 6S")
    assert [item.objectName() for item in scene.card_items(PileId.meld(1, 1))] == ["card:4S", "card:5S", "card:6S"]
    assert [(item.card, item.objectName()) for item in scene.card_items(PileId.hand(1))] == [(None, "card:back")] * 2
