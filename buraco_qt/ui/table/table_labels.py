"""The texts on the table: labels, counts, team panels, your name plate, tooltips, the curtain.

Every text is translated under the "Table" context (buraco_qt/text/contexts.py) when the table is
redrawn, so a change of language shows at the next redraw. `label_table` writes them all from the
snapshot; the items paint what they are given.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from buraco_qt import rules as R
from buraco_qt.session.snapshot import TableSnapshot
from buraco_qt.text.contexts import Table
from buraco_qt.text.languages import current, number
from buraco_qt.text.move_words import SUIT_NAMES, card_name, cards_text, set_rank_word
from buraco_qt.text.team_names import reserve_name, team_name, team_name_lines
from buraco_qt.ui.art import theme
from buraco_qt.ui.table.pile_id import DISCARD, NEW_MELD, STOCK, PileId
from buraco_qt.ui.table.pile_items import MeldItem, PileItem, PlateItem

translate = QCoreApplication.translate
_SUIT_SIGNS = {"C": "\u2663", "D": "\u2666", "H": "\u2665", "S": "\u2660"}

#: What a face-down hand's panel says of its player: thinking, or the one who went out.
HAND_STATUSES = {"playing": QT_TRANSLATE_NOOP("Table", "playing…"), "went_out": QT_TRANSLATE_NOOP("Table", "went out")}
#: What your name plate says (besides "{name} is playing").
PLATE_STATUSES = {"over": QT_TRANSLATE_NOOP("Table", "The hand is over"),
                  "draw": QT_TRANSLATE_NOOP("Table", "Your turn: draw a card"),
                  "play": QT_TRANSLATE_NOOP("Table", "Your turn: meld or discard"),
                  "hotseat": QT_TRANSLATE_NOOP("Table", "Your turn")}
#: The word on a canasta's ribbon, per kind of canasta.
RIBBONS = {"clean": QT_TRANSLATE_NOOP("Table", "Clean"), "dirty": QT_TRANSLATE_NOOP("Table", "Dirty"),
           "semi_clean": QT_TRANSLATE_NOOP("Table", "Semi-clean"), "royal": QT_TRANSLATE_NOOP("Table", "Royal"),
           "ace_to_ace": QT_TRANSLATE_NOOP("Table", "A to A"), "wild_clean": QT_TRANSLATE_NOOP("Table", "Wild"),
           "wild_dirty": QT_TRANSLATE_NOOP("Table", "Wild"), "twos": QT_TRANSLATE_NOOP("Table", "Twos")}


def label_table(piles: dict[PileId, PileItem], plate: PlateItem, snapshot: TableSnapshot) -> None:
    """Write every label and tooltip of the table from `snapshot`."""
    g = snapshot
    viewer = g.viewer
    _label_stock_and_discard(piles, g)
    for seat in range(g.players):
        _label_hand(piles[PileId.hand(seat)], g, seat)
    for team in (0, 1):
        _label_team(piles, g, team, own=(team == g.team_of(viewer)))
    _label_plate(plate, g)


def _label_stock_and_discard(piles: dict[PileId, PileItem], g: TableSnapshot) -> None:
    can_act, legal = g.can_act, g.legal
    stock, discard, new_meld = piles[STOCK], piles[DISCARD], piles[NEW_MELD]
    stock.count = g.stock_count
    set_tip(stock, Table.tr("Stock: %n card(s)", "", g.stock_count))
    stock.ready = can_act and any(isinstance(a, R.Draw) for a in legal)
    stock.update()
    discard.label = translate("Table", "Discard")
    top = g.discard[-1] if g.discard else None
    if top is None:
        set_tip(discard, translate("Table", "Discard pile: empty"))
    else:
        set_tip(discard, Table.tr("Discard pile: %n card(s), {card} on top", "", len(g.discard)).format(
            card=card_name(top)))
    discard.ready = can_act and any(isinstance(a, R.TakePile) for a in legal)
    discard.update()
    new_meld.label = translate("Table", "New meld")
    set_tip(new_meld, translate("Table", "Drag cards here to lay down a new meld"))


def _label_hand(hand: PileItem, g: TableSnapshot, seat: int) -> None:
    hand.own = seat == g.viewer
    hand.player = g.names[seat]
    hand.active = g.phase in ("draw", "play") and g.seat_to_move == seat
    count = g.hands[seat].count
    hand.count_text = str(count)
    hand.status = ""
    if hand.active and not g.is_human(seat):
        hand.status = translate("Table", HAND_STATUSES["playing"])
    elif g.went_out == seat and g.phase in ("hand_over", "match_over"):
        hand.status = translate("Table", HAND_STATUSES["went_out"])
    set_tip(hand, Table.tr("{name}: %n card(s)", "", count).format(name=g.names[seat]))
    hand.update()


def _label_team(piles: dict[PileId, PileItem], g: TableSnapshot, team: int, own: bool) -> None:
    """A team's melds row: its panel (names, points), its melds' ribbons, its reserve and closed canastas."""
    row = piles[PileId.melds(team)]
    row.own = own
    row.title = team_name(g, team)
    row.title_parts = team_name_lines(g, team)
    set_tip(row, row.title)
    row.active = g.phase in ("draw", "play") and g.team_of(g.seat_to_move) == team
    row.lines = team_lines(g.table_points(team), g.totals[team], g.variant.target)
    row.empty_text = "" if g.melds[team] or own else translate("Table", "No melds yet")
    row.update()
    for index, meld in enumerate(g.melds[team]):
        item = piles[PileId.meld(team, index)]
        item.canasta = meld.canasta
        item.ribbon = canasta_ribbon(meld) if meld.canasta else ""
        about = (meld, g.variant, current())
        if item._tip_of != about:             # a meld that did not change keeps its tooltip
            item._tip_of = about
            set_tip(item, meld_tooltip(meld, g.variant))
        item.update()
    reserve_word = reserve_name(g.variant.name)
    reserve = piles[PileId.reserve(team)]
    there = g.reserves[team] is not None
    reserve.setVisible(there)
    reserve.count = g.reserves[team] if there else 0
    reserve.label = reserve_word
    set_tip(reserve, Table.tr("{reserve} of {team}: %n card(s), still on the table", "",
                              reserve.count).format(reserve=reserve_word, team=row.title))
    closed = piles[PileId.closed(team)]
    closed.count = len(g.closed[team])
    closed_points = sum(R.meld_score(m, g.variant) for m in g.closed[team])
    closed.label = closed_label(closed.count, closed_points)
    closed.setVisible(closed.count > 0)
    set_tip(closed, translate("Table", "Closed canastas: {count}, {points} points").format(
        count=closed.count, points=number(closed_points)))
    closed.update()


def _label_plate(plate: PlateItem, g: TableSnapshot) -> None:
    """Row 1: your name and what to do now (or who is playing)."""
    can_act = g.can_act
    plate.name = g.names[g.viewer]
    plate.active = can_act
    if g.phase in ("hand_over", "match_over"):
        plate.status = translate("Table", PLATE_STATUSES["over"])
    elif can_act:
        plate.status = translate("Table", PLATE_STATUSES["draw" if g.phase == "draw" else "play"])
        if len(g.humans) > 1:
            plate.status = translate("Table", PLATE_STATUSES["hotseat"])
    else:
        plate.status = translate("Table", "{name} is playing").format(name=g.names[g.seat_to_move])
    plate.update()


def set_tip(item: PileItem, text: str) -> None:
    """Give `item` the tooltip `text`, asking Qt only when it says something else."""
    if item._tip != text:
        item._tip = text
        item.setToolTip(text)


def ribbon_width(scale: float) -> float:
    """How wide the widest ribbon word of the language is at the table's `scale`, on one line in the
    smallest font it may take (the layout gives the ribbons a second line when a meld is narrower)."""
    return theme.widest(theme.least_px(MeldItem.ribbon_px(scale)), True,
                        tuple(translate("Table", word) for word in RIBBONS.values()))


def ribbon_piece_width(scale: float) -> float:
    """How wide the widest piece of the language's ribbon words that a line cannot break is at the
    table's `scale`, in the smallest font a ribbon may take (the layout sets the melds that far apart)."""
    return theme.widest(theme.least_px(MeldItem.ribbon_px(scale)), True, tuple(
        piece for word in RIBBONS.values() for piece in theme.unbreakable_pieces(translate("Table", word))))


def team_lines(points: int, total: int, target: int) -> list[str]:
    """The lines of a team's panel under its name: its points on the table, its match total and the target."""
    return [translate("Table", "On the table: {points}").format(points=number(points)),
            translate("Table", "Match: {points} of {target}").format(points=number(total), target=number(target))]


def closed_label(count: int, points: int) -> str:
    """The label under a team's closed canastas: how many (when more than one) and their points."""
    if count > 1:
        return translate("Table", "{count} · {points} pts").format(count=count, points=number(points))
    return translate("Table", "{points} pts").format(points=number(points))


def canasta_ribbon(meld: R.Meld) -> str:
    """The short word on a canasta's ribbon ("Clean", "Dirty" ...)."""
    if meld.canasta in RIBBONS:
        return translate("Table", RIBBONS[meld.canasta])
    return translate("Table", "Canasta")


def meld_tooltip(meld: R.Meld, variant: R.Variant) -> str:
    """What a meld is, what it is worth and its cards ("Run of ♥, 4 card(s): 40 points\\n...")."""
    return _meld_text(meld, variant, spoken=False)


def meld_words(meld: R.Meld, variant: R.Variant) -> str:
    """The meld's tooltip in words, for a screen reader: "Run of hearts, 4 cards: 40 points, 5 of hearts, ..."."""
    return _meld_text(meld, variant, spoken=True)


def _meld_text(meld: R.Meld, variant: R.Variant, spoken: bool) -> str:
    if meld.kind == "run":
        suit = translate("Cards", SUIT_NAMES[meld.suit]) if spoken else _SUIT_SIGNS.get(meld.suit, meld.suit)
        kind = translate("Table", "Run of {suit}").format(suit=suit)
    elif meld.kind == "set":
        kind = translate("Table", "Set of {rank}").format(rank=set_rank_word(meld.rank))
    else:
        kind = translate("Table", "Wild meld")
    canasta = {
        "clean": translate("Table", "clean canasta"), "dirty": translate("Table", "dirty canasta"),
        "semi_clean": translate("Table", "semi-clean canasta"), "royal": translate("Table", "royal canasta"),
        "ace_to_ace": translate("Table", "ace-to-ace canasta"), "wild_clean": translate("Table", "wild canasta"),
        "wild_dirty": translate("Table", "wild canasta"), "twos": translate("Table", "canasta of twos"),
    }.get(meld.canasta or "", "")
    points = number(R.meld_score(meld, variant))
    cards = ", ".join(card_name(card) for card in meld.cards) if spoken else cards_text(meld.cards)
    if canasta:
        text = translate("Table", "{kind}, {canasta}: {points} points\n{cards}").format(
            kind=kind, canasta=canasta, points=points, cards=cards)
    else:
        text = Table.tr("{kind}, %n card(s): {points} points\n{cards}", "", len(meld.cards)).format(
            kind=kind, points=points, cards=cards)
    return text.replace("\n", ". ") if spoken else text


def curtain_texts(name: str) -> tuple[str, str, str]:
    """The hotseat curtain calling `name` to the screen: its title, its line below, its tooltip."""
    return (translate("Table", "Pass to {name}").format(name=name),
            translate("Table", "{name}: click here or press Enter to see your cards").format(name=name),
            translate("Table", "Pass the screen to {name}").format(name=name))
