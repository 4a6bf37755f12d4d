"""`PileId`: the typed key of the table's piles, whose text is the object name the piles have always had."""

from __future__ import annotations

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
