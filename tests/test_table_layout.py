"""The table's geometry (ui/table/table_layout.py), with plain numbers: no scene, no items, no window."""

import pytest
from PySide6.QtCore import QRectF

from buraco_qt.ui.table.table_layout import (
    PANEL_MOST,
    PANEL_WIDTH,
    TableContents,
    TextRoom,
    cards_per_column,
    fan_step,
    lay_out_table,
    table_scale,
)

ASPECT = 0.7
FOUR = TableContents(own_hand=11, discard=6, other_hands=(11, 11, 11), melds=((7, 3, 4, 11, 5), (3, 3, 8)),
                     closed=(7, 0))
TWO = TableContents(own_hand=15, discard=20, other_hands=(15,), melds=((3,) * 9, (13, 4)), closed=(8, 7))
DEALT = TableContents(own_hand=11, discard=1, other_hands=(11, 11, 11), melds=((), ()), closed=(0, 0))
#: The view of a 1024 × 700 window (the table's own size at scale 1), and the smallest the view gets.
SIZES = [(1024, 700), (1024, 654), (640, 420)]
#: Texts that ask for the room of the table's labels: none, and long ones (German, Tagalog).
TEXTS = [TextRoom(), TextRoom(panel=190, new_meld=95)]


def piles(layout) -> dict[str, QRectF]:
    """The rectangles of the table's top-level places, in scene coordinates."""
    top = layout.top
    places = {"stock": top.stock, "discard": top.discard, "plate": top.plate,
              "hand": top.hand.adjusted(0, -top.lift, 0, 0)}        # with room for a selected card
    for index, hand in enumerate(layout.other_hands):
        places[f"other hand {index}"] = hand.panel
    for index, row in enumerate(layout.meld_rows):
        places[f"melds row {index}"] = row.area
    return places


def every_rect(layout) -> dict[str, QRectF]:
    """Every rectangle of the layout, the nested ones too."""
    places = piles(layout)
    for index, hand in enumerate(layout.other_hands):
        places[f"fan {index}"] = hand.fan
    for index, row in enumerate(layout.meld_rows):
        places[f"reserve {index}"] = row.reserve
        places[f"closed {index}"] = row.closed
        if row.new_meld is not None:
            places["new meld"] = row.new_meld
        for meld, place in enumerate(row.melds):
            places[f"meld {index}:{meld}"] = place.area
    return places


@pytest.mark.parametrize("contents", [FOUR, TWO, DEALT], ids=["four", "two", "dealt"])
@pytest.mark.parametrize("card_scale", [0.85, 1.0, 1.15])
@pytest.mark.parametrize("size", SIZES, ids=lambda size: "x".join(map(str, size)))
def test_the_places_stay_inside_the_view_and_never_overlap(size, card_scale, contents):
    width, height = size
    places = piles(lay_out_table(width, height, contents, aspect=ASPECT, card_scale=card_scale))
    view = QRectF(0, 0, width, height)
    assert [name for name, rect in places.items() if not view.contains(rect)] == []
    names = list(places)
    overlaps = [(a, b) for index, a in enumerate(names) for b in names[index + 1:] if places[a].intersects(places[b])]
    assert overlaps == []


@pytest.mark.parametrize("texts", TEXTS, ids=["short texts", "long texts"])
@pytest.mark.parametrize("contents", [FOUR, TWO, DEALT], ids=["four", "two", "dealt"])
@pytest.mark.parametrize("card_scale", [0.85, 1.0, 1.15])
@pytest.mark.parametrize("size", SIZES, ids=lambda size: "x".join(map(str, size)))
def test_every_fan_fits_its_pile_and_the_rows_hold_their_melds(size, card_scale, contents, texts):
    layout = lay_out_table(*size, contents, aspect=ASPECT, card_scale=card_scale, texts=texts)
    top = layout.top
    problems = []
    if top.hand_fan_width > top.hand.width() + 0.5:              # the hand's place is rounded to whole pixels
        problems.append("your hand is wider than its place")
    if top.card_width + top.discard_step * (contents.discard - 1) > top.discard.width():
        problems.append("the discard pile is wider than its place")
    for index, hand in enumerate(layout.other_hands):
        if not QRectF(0, 0, hand.panel.width(), hand.panel.height()).contains(hand.fan):
            problems.append(f"the fan of other hand {index} leaves its panel")
    for team, row in enumerate(layout.meld_rows):
        inside = QRectF(0, 0, row.area.width(), row.area.height())
        panel = QRectF(row.area.left(), row.area.top(), row.panel_width, row.area.height())
        places = [place.area for place in row.melds]
        for index, (cards, place) in enumerate(zip(contents.melds[team], row.melds)):
            if (place.per_column - 1) * place.step + row.card_height > place.area.height():
                problems.append(f"meld {team}:{index} is taller than its place")
            if place.columns * place.per_column < cards:
                problems.append(f"meld {team}:{index} has no room for all of its cards")
            if not inside.contains(place.area) or place.area.left() < row.panel_width:
                problems.append(f"meld {team}:{index} leaves its row or covers the team panel")
        problems += [f"melds {team}:{index} and {index + 1} overlap" for index in range(len(places) - 1)
                     if places[index].intersects(places[index + 1])]
        if (team == 0) != (row.new_meld is not None):
            problems.append(f"row {team}: the New meld target is in the wrong row")
        if row.new_meld is not None:
            target = row.new_meld.translated(-row.area.left(), -row.area.top())
            if not row.area.contains(row.new_meld) or any(target.intersects(place) for place in places):
                problems.append("the New meld target leaves the row or covers a meld")
        if not panel.contains(row.reserve) or not panel.contains(row.closed) or row.reserve.intersects(row.closed):
            problems.append(f"row {team}: the reserve and the closed canastas do not sit apart on the panel")
        label = row.closed_label
        if not panel.contains(label) or label.bottom() != row.closed.bottom() or label.top() < row.reserve.top():
            problems.append(f"row {team}: the closed canastas' label leaves the panel or their stack")
    assert problems == []


def test_the_panels_and_the_new_meld_target_are_as_wide_as_their_texts_ask_within_bounds():
    plain = lay_out_table(1024, 654, FOUR, aspect=ASPECT)
    assert plain.meld_rows[0].panel_width == PANEL_WIDTH
    assert plain.meld_rows[0].new_meld.width() == plain.meld_rows[0].card_width
    wide = lay_out_table(1024, 654, FOUR, aspect=ASPECT, texts=TextRoom(panel=170, new_meld=60))
    assert all(row.panel_width == 170 + 22 for row in wide.meld_rows)
    assert wide.meld_rows[0].new_meld.width() == 60 + 8
    huge = lay_out_table(1024, 654, FOUR, aspect=ASPECT, texts=TextRoom(panel=900, new_meld=900))
    assert huge.meld_rows[0].panel_width == PANEL_MOST
    assert huge.meld_rows[0].new_meld.width() == 2.5 * huge.meld_rows[0].card_width
    half = lay_out_table(512, 327, FOUR, aspect=ASPECT, texts=TextRoom(panel=170, new_meld=90))
    assert half.meld_rows[0].panel_width == round((170 + 22) * half.scale)


@pytest.mark.parametrize("size", SIZES[:2])
def test_melds_stand_apart_enough_for_the_widest_piece_of_a_ribbon(size):
    """A ribbon's word that a line cannot break ("Comodines") fits under the narrowest meld, reaching into the
    gaps beside it (4 px of padding), while the row has room for the gaps (a crowded one squeezes them);
    without such a word the melds stand 12 px apart, as they did."""
    plain = lay_out_table(*size, TWO, aspect=ASPECT, texts=TextRoom(ribbon=80))
    piece = plain.meld_rows[0].card_width + 20
    wide = lay_out_table(*size, TWO, aspect=ASPECT, texts=TextRoom(ribbon=80, ribbon_piece=piece / plain.scale))
    for row in wide.meld_rows:
        assert row.card_width + 2 * row.ribbon_overhang - 4 >= piece - 1e-6
    gaps = [after.area.left() - before.area.right() for before, after in zip(plain.meld_rows[1].melds,
                                                                              plain.meld_rows[1].melds[1:])]
    assert gaps == pytest.approx([12 * plain.scale] * len(gaps))


@pytest.mark.parametrize("factor", [1.5, 2.0])
def test_the_table_scales_with_the_view(factor):
    small = every_rect(lay_out_table(1024, 654, FOUR, aspect=ASPECT))
    large = every_rect(lay_out_table(1024 * factor, 654 * factor, FOUR, aspect=ASPECT))
    assert small.keys() == large.keys()
    # every place grows with the view (cards are whole pixels: a little rounding is allowed)
    off = {name: [(edge, getattr(large[name], edge)(), factor * getattr(rect, edge)())
                  for edge in ("left", "top", "width", "height")
                  if abs(getattr(large[name], edge)() - factor * getattr(rect, edge)())
                  > 1 + 0.01 * abs(factor * getattr(rect, edge)())]
           for name, rect in small.items()}
    assert {name: edges for name, edges in off.items() if edges} == {}


def test_the_scale_is_the_tighter_of_width_and_height_and_has_a_floor():
    assert table_scale(1024, 654) == 1.0
    assert table_scale(2048, 654) == 1.0 and table_scale(1024, 1308) == 1.0
    assert table_scale(2048, 1308) == 2.0
    assert table_scale(320, 240) == 0.6


def test_bigger_cards_in_settings_make_bigger_cards_on_the_table():
    normal = lay_out_table(1024, 654, FOUR, aspect=ASPECT)
    big = lay_out_table(1024, 654, FOUR, aspect=ASPECT, card_scale=1.15)
    assert big.top.card_height == round(normal.top.card_height * 1.15)
    assert big.other_hands[0].card_height > normal.other_hands[0].card_height
    assert big.meld_rows[0].card_height >= normal.meld_rows[0].card_height


def test_a_fan_takes_its_room_and_never_spreads_wider_than_asked():
    assert fan_step(1, 70, 500, 40) == 0 and fan_step(0, 70, 500, 40) == 0
    assert fan_step(5, 70, 1000, 40) == 40                 # room to spare: the widest step
    step = fan_step(11, 70, 400, 40)                       # squeezed: the last card ends at the room's edge
    assert step < 40 and 70 + 10 * step == pytest.approx(400)


def test_a_long_meld_flows_into_more_columns_only_when_squeezed():
    assert cards_per_column(13, 2) == 7 and cards_per_column(3, 1) == 3 and cards_per_column(0, 2) == 0
    long_meld = TableContents(own_hand=11, discard=1, other_hands=(11,), melds=((13, 3), (3,)), closed=(0, 0))
    row = lay_out_table(1024, 654, long_meld, aspect=ASPECT).meld_rows[0]
    assert [place.columns for place in row.melds] == [2, 1]
    assert row.melds[0].area.width() > row.melds[1].area.width()
    short_melds = TableContents(own_hand=11, discard=1, other_hands=(11,), melds=((4, 3), (3,)), closed=(0, 0))
    assert [place.columns
            for place in lay_out_table(1024, 654, short_melds, aspect=ASPECT).meld_rows[0].melds] == [1, 1]
