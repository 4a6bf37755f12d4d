"""Where everything goes on the table: pure geometry from the view's size, no scene and no items.

CardCol's rows, top to bottom: the stock, the discard pile and your hand (row 0); your name plate
(row 1); your team's melds with the "New meld" target (row 2); the other team's melds (row 3); the
other hands, face down (row 4). `lay_out_table` turns the view's size, the card size and how many
cards each pile holds into rectangles and the step between the cards of every fan; the scene hands
them to the piles, which put their cards there. Everything scales with the view: at 1024 × 654 the
scale is 1. The records are named tuples: as unchangeable as frozen dataclasses, and made at import
in a quarter of their time (this module is loaded at every start).
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QRectF

#: The size of the table at scale 1; the scale never goes below MIN_SCALE.
BASE_WIDTH, BASE_HEIGHT = 1024.0, 654.0
MIN_SCALE = 0.6
#: A meld gets more columns while its cards would overlap more than this (a share of the card's height).
MELD_STEP = 0.25
MELD_STEP_BEFORE_COLUMNS = 0.21


def table_scale(width: float, height: float) -> float:
    """The table's scale for a view `width` × `height` (1 at 1024 × 654, never below MIN_SCALE)."""
    return max(MIN_SCALE, min(width / BASE_WIDTH, height / BASE_HEIGHT))


def card_width(height: float, aspect: float) -> float:
    """The width, in whole pixels, of a card `height` pixels tall (`aspect` = width / height)."""
    return round(max(1, round(height)) * aspect)


def fan_step(count: int, width: float, room: float, most: float) -> float:
    """The distance between neighbouring cards, `width` wide, of a row of `count` cards that fits in
    `room`: `most` when there is space for it, less when there is not, 0 for a single card."""
    return 0 if count < 2 else min(most, (room - width) / (count - 1))


def cards_per_column(count: int, columns: int) -> int:
    """How many cards of a meld of `count` cards stand in each of its `columns` (the last may hold fewer)."""
    return -(-count // columns)


class TableContents(NamedTuple):
    """How many cards each pile holds: all that the layout needs to know of the game."""

    own_hand: int
    discard: int
    other_hands: tuple[int, ...]                          # from the seat after yours on
    melds: tuple[tuple[int, ...], tuple[int, ...]]        # the cards of each meld: your team's, then the others'
    closed: tuple[int, int]                               # the cards shown on each team's closed canastas


class TextRoom(NamedTuple):
    """The room the table's texts ask for, in pixels at scale 1 (the scene measures them in their fonts)."""

    panel: float = 0.0               # the widest line of a team panel (its padding aside)
    new_meld: float = 0.0            # the widest word of the "New meld" target (its padding aside)
    ribbon: float = 0.0              # the widest word on a canasta's ribbon, whole on one line
    ribbon_piece: float = 0.0        # the widest piece of those words that a line cannot break ("Comodines")


#: The height of a canasta's ribbon under its meld at scale 1, in one line and in two.
RIBBON, RIBBON_TWO_LINES = 17.0, 28.0

#: No room asked for by texts (tests and tools that lay out a table without measuring its labels).
NO_TEXTS = TextRoom()

#: A team panel's width at scale 1: as wide as its texts ask, within these bounds.
PANEL_WIDTH, PANEL_MOST = 150.0, 210.0


class TopRows(NamedTuple):
    """Rows 0 and 1: the stock, the discard pile, your hand (scene coordinates) and your name plate."""

    card_height: int
    card_width: float
    lift: int                        # how far a selected card of your hand rises
    stock: QRectF
    discard: QRectF
    discard_step: float
    hand: QRectF
    hand_step: float
    hand_fan_width: float            # from the first card's left to the last card's right (0: no cards)
    plate: QRectF


class OtherHand(NamedTuple):
    """Row 4: the panel of another player (scene coordinates) and their fan of backs in it."""

    panel: QRectF
    fan: QRectF                      # in panel coordinates
    card_height: int
    card_width: float
    step: float


class MeldPlace(NamedTuple):
    """One meld in its row: where its fan goes (row coordinates), in how many columns."""

    area: QRectF
    columns: int
    per_column: int
    step: float                      # between the cards of a column


class MeldsRow(NamedTuple):
    """Row 2 or 3: a team's melds, with its panel (names, points, reserve, closed canastas) on the left."""

    area: QRectF                     # scene coordinates; the rest of the row in row coordinates
    panel_width: float
    card_height: int
    card_width: float
    column_gap: float
    melds: tuple[MeldPlace, ...]
    new_meld: QRectF | None          # your team's row only, scene coordinates
    reserve_card_height: int
    reserve: QRectF                  # scene coordinates (the reserve lies crosswise)
    closed_card_height: int
    closed: QRectF                   # scene coordinates
    closed_step: float
    closed_label: QRectF             # the strip under the closed canastas, across the panel (scene coordinates)
    ribbon: float                    # the height of a canasta's ribbon, at the bottom of its place
    ribbon_overhang: float           # how far a ribbon reaches beyond its meld on either side (into the gap)


class TableLayout(NamedTuple):
    """Where every pile goes, for one view size and one set of pile sizes."""

    scale: float
    top: TopRows
    other_hands: tuple[OtherHand, ...]
    meld_rows: tuple[MeldsRow, MeldsRow]       # your team's, then the other team's


def lay_out_table(width: float, height: float, contents: TableContents, *, aspect: float,
                  card_scale: float = 1.0, texts: TextRoom = NO_TEXTS) -> TableLayout:
    """The table for a view `width` × `height`: `card_scale` is Settings → Card size, `aspect` the
    card's width / height, `texts` the room the labels ask for."""
    scale = table_scale(width, height)
    margin = 12 * scale
    top = _top_rows(width, scale, margin, contents, card_scale, aspect)
    hands_height = round((86 + 50 * (card_scale - 1)) * scale)
    hands_top = height - margin - hands_height
    other_hands = _other_hands(width, scale, margin, hands_top, hands_height, contents.other_hands, card_scale, aspect)
    rows_top = top.plate.bottom() + 8 * scale
    rows_bottom = hands_top - 9 * scale
    meld_rows = _meld_rows(width, scale, margin, rows_top, rows_bottom, contents, card_scale, aspect, texts)
    return TableLayout(scale, top, other_hands, meld_rows)


def _top_rows(width: float, scale: float, margin: float, contents: TableContents, card_scale: float,
              aspect: float) -> TopRows:
    card_h = round(112 * scale * card_scale)
    card_w = card_width(card_h, aspect)
    lift = round(card_h * 0.17)
    row_top = margin + lift
    stack = 7 * scale                            # the stock's squared edge
    stock = QRectF(margin, row_top - stack, card_w + stack, card_h + stack)
    discard_left = margin + card_w + stack + 18 * scale
    discard_width = card_w * 2.0
    discard = QRectF(discard_left, row_top, discard_width, card_h)
    discard_step = fan_step(contents.discard, card_w, discard_width, card_w * 0.22)
    hand_left = discard_left + discard_width + 28 * scale    # CardCol: the hand follows the discard pile
    hand = QRectF(hand_left, row_top, width - margin - hand_left, card_h)
    count = contents.own_hand
    hand_step = fan_step(count, card_w, round(hand.width()), card_w * 0.58)   # the pile's area is whole pixels
    fan_width = card_w + hand_step * max(0, count - 1) if count else 0.0
    plate_width = min(max(fan_width, 380 * scale), width - margin - hand_left)
    plate = QRectF(hand_left, row_top + card_h + 7 * scale, plate_width, 26 * scale)
    return TopRows(card_h, card_w, lift, stock, discard, discard_step, hand, hand_step, fan_width, plate)


def _other_hands(width: float, scale: float, margin: float, top: float, panel_height: float,
                 counts: tuple[int, ...], card_scale: float, aspect: float) -> tuple[OtherHand, ...]:
    gap = 12 * scale
    panel_width = (width - 2 * margin - gap * (len(counts) - 1)) / max(1, len(counts))
    card_h = round(50 * scale * card_scale)
    card_w = card_width(card_h, aspect)
    pad = 12 * scale
    hands = []
    for index, count in enumerate(counts):
        left = margin + index * (panel_width + gap)
        step = fan_step(count, card_w, panel_width - 2 * pad, card_w * 0.34)
        fan_width = card_w + step * max(0, count - 1)
        fan = QRectF(round((panel_width - fan_width) / 2), 28 * scale, max(fan_width, card_w), card_h)
        hands.append(OtherHand(QRectF(left, top, panel_width, panel_height), fan, card_h, card_w, step))
    return tuple(hands)


def _meld_rows(width: float, scale: float, margin: float, top: float, bottom: float, contents: TableContents,
               card_scale: float, aspect: float, texts: TextRoom) -> tuple[MeldsRow, MeldsRow]:
    rows = _meld_rows_with(RIBBON * scale, width, scale, margin, top, bottom, contents, card_scale, aspect, texts)
    if any(texts.ribbon * scale > row.card_width + 2 * row.ribbon_overhang - 4 for row in rows):
        # the widest ribbon would not fit on one line under a meld: every ribbon gets room for two
        rows = _meld_rows_with(RIBBON_TWO_LINES * scale, width, scale, margin, top, bottom, contents, card_scale,
                               aspect, texts)
    return rows


def _meld_rows_with(ribbon: float, width: float, scale: float, margin: float, top: float, bottom: float,
                    contents: TableContents, card_scale: float, aspect: float,
                    texts: TextRoom) -> tuple[MeldsRow, MeldsRow]:
    row_gap = 8 * scale
    room = bottom - top - row_gap
    card_h = round(84 * scale * card_scale)
    pad_top = 8 * scale
    pads = pad_top + ribbon + 4 * scale

    def longest(team: int, most: int) -> int:
        return min(most, max(list(contents.melds[team]) + [3]))

    def need(team: int) -> float:
        return pads + card_h + (longest(team, 9) - 1) * MELD_STEP * card_h

    min_row = pads + card_h * 1.5
    if 2 * min_row > room:
        card_h = max(30, round((room / 2 - pads) / 1.5))
        min_row = pads + card_h * 1.5
    needs = [max(min_row, need(team)) for team in (0, 1)]
    if sum(needs) <= room:
        extra = (room - sum(needs)) / 2
        heights = [needs[0] + extra, needs[1] + extra]
    else:
        first = max(min_row, min(room - min_row, room * needs[0] / sum(needs)))
        heights = [first, room - first]
    # prefer smaller meld cards to splitting a meld of up to eight cards into columns
    fitted = card_h
    for team in (0, 1):
        fitted = min(fitted, (heights[team] - pads) / (1 + 0.22 * (longest(team, 8) - 1)))
    card_h = max(round(card_h * 0.72), round(fitted), 30)
    panel_width = round(min(PANEL_MOST, max(PANEL_WIDTH, texts.panel + 22)) * scale)
    new_meld_width = min(2.5 * card_width(card_h, aspect), max(card_width(card_h, aspect), texts.new_meld * scale + 8))
    rows = []
    y = top
    for team in (0, 1):
        area = QRectF(margin, y, width - 2 * margin, heights[team])
        rows.append(_melds_row(area, scale, contents.melds[team], contents.closed[team], card_h, panel_width,
                               own_row=(team == 0), pad_top=pad_top, ribbon=ribbon, aspect=aspect,
                               new_meld_width=new_meld_width, ribbon_piece=texts.ribbon_piece * scale))
        y += heights[team] + row_gap
    return rows[0], rows[1]


def _melds_row(area: QRectF, scale: float, meld_sizes: tuple[int, ...], closed_count: int, card_h: int,
               panel_width: float, *, own_row: bool, pad_top: float, ribbon: float, aspect: float,
               new_meld_width: float, ribbon_piece: float = 0.0) -> MeldsRow:
    card_w = card_width(card_h, aspect)
    first_left = panel_width + 14 * scale
    right = area.width() - 12 * scale
    # melds stand apart enough for a ribbon's widest piece (4 px of padding) to reach into the gaps beside them
    gap, column_gap = max(12 * scale, ribbon_piece + 4 - card_w + 2 * scale), 4 * scale
    fan_height = area.height() - pad_top - ribbon - 4 * scale
    room = right - first_left - ((new_meld_width + gap) if own_row else 0)
    count = len(meld_sizes)

    def step_for(cards: int, columns: int) -> float:
        per = cards_per_column(cards, columns)
        return card_h * MELD_STEP if per < 2 else min(card_h * MELD_STEP, (fan_height - card_h) / (per - 1))

    # a long meld that would be squeezed flows on into a second (third...) column, space allowing
    columns = [1] * count
    used = count * card_w + max(0, count - 1) * gap
    while count:
        worst = min(range(count), key=lambda index: step_for(meld_sizes[index], columns[index]))
        if (step_for(meld_sizes[worst], columns[worst]) >= card_h * MELD_STEP_BEFORE_COLUMNS
                or used + card_w + column_gap > room):
            break
        columns[worst] += 1
        used += card_w + column_gap
    spacing = gap
    if count > 1 and used > room:          # too many melds: let them overlap a little
        spacing = max(-card_w * 0.5, gap - (used - room) / (count - 1))
    melds = []
    x = first_left
    for size, meld_columns in zip(meld_sizes, columns):
        meld_width = meld_columns * card_w + (meld_columns - 1) * column_gap
        per = cards_per_column(size, meld_columns) if size else 1
        melds.append(MeldPlace(QRectF(x, pad_top, meld_width, fan_height + ribbon), meld_columns, per,
                               step_for(size, meld_columns)))
        x += meld_width + spacing
    new_meld = None
    if own_row:
        melds_end = x - spacing + gap if count else first_left
        new_meld = QRectF(area.left() + min(melds_end, right - new_meld_width), area.top() + pad_top, new_meld_width,
                          card_h)
    # the team panel: the reserve (crosswise) and the closed canastas
    pad = 10 * scale
    reserve_h = round(card_h * 0.6)
    reserve_w, reserve_tall = reserve_h, card_width(reserve_h, aspect)
    reserve = QRectF(area.left() + pad + 2 * scale, area.bottom() - pad - 14 * scale - reserve_tall,
                     reserve_w + 4 * scale, reserve_tall + 14 * scale)
    closed_h = round(card_h * 0.66)
    closed_w = card_width(closed_h, aspect)
    closed_step = 1.2 * scale
    stacked = closed_step * max(0, closed_count - 1)
    closed = QRectF(area.left() + panel_width - pad - closed_w - 4 * scale,
                    area.bottom() - pad - 14 * scale - closed_h - stacked,
                    closed_w + 4 * scale, closed_h + stacked + 14 * scale)
    label_h = 14 * scale
    closed_label = QRectF(area.left() + pad, closed.bottom() - label_h, panel_width - 2 * pad, label_h)
    return MeldsRow(area, panel_width, card_h, card_w, column_gap, tuple(melds), new_meld, reserve_h, reserve,
                    closed_h, closed, closed_step, closed_label, ribbon,
                    max(2 * scale, min(gap, spacing) / 2 - scale))
