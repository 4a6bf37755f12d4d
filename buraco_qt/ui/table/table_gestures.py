"""Gestures on the table: clicks, drags and drops, double-clicks, the selection, keys.

Click the stock to draw; click (or drag) the discard pile to take it; click cards of your hand to
select several; drag a selection onto "New meld" or one of your team's melds; drag a card onto the
discard pile (or double-click it) to discard; drag within the hand to reorder. While dragging, the
legal targets light up; the drop target is the area under the pointer, else the one the dragged
card overlaps most. A gesture becomes a request to the controller; a refused one flies back.
Dragging is done with item mouse events inside the scene (QDrag cannot be driven in headless tests).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtWidgets import QApplication

from buraco_qt import rules as R
from buraco_qt.platform.qt_namespace import Qt
from buraco_qt.rules.values import Record
from buraco_qt.ui.table.card_item import CardItem
from buraco_qt.ui.table.pile_id import DISCARD, NEW_MELD, PileId
from buraco_qt.ui.table.pile_items import HandItem, PileItem
from buraco_qt.ui.table.table_sync import melds_on_table

if TYPE_CHECKING:  # pragma: no cover
    from buraco_qt.ui.table.table_scene import TableScene

translate = QCoreApplication.translate


class Press(Record):
    """The mouse button held down on a card or pile, and what it drags."""

    FIELDS = ("item", "start", "dragging", "dragged", "grab", "lead", "kind", "raised")
    item: object
    start: QPointF
    dragging: bool
    dragged: list
    grab: QPointF                                      # where the lead card was taken, from its corner
    lead: int                                          # the index in `dragged` of the card under the pointer
    kind: str               # "cards" or "pile"
    raised: list                                       # (item, z before) raised while dragging

    def __init__(self, item: object, start: QPointF, dragging: bool = False, dragged: list | None = None,
                 grab: QPointF | None = None, lead: int = 0, kind: str = "", raised: list | None = None) -> None:
        self.item = item
        self.start = start
        self.dragging = dragging
        self.dragged = [] if dragged is None else dragged
        self.grab = QPointF() if grab is None else grab
        self.lead = lead
        self.kind = kind
        self.raised = [] if raised is None else raised


class TableGestures:
    """Turns the mouse and keys on `scene` into selections, reorders and requests to its controller."""

    def __init__(self, scene: TableScene, piles: dict[PileId, PileItem]) -> None:
        self.scene = scene
        self.piles = piles
        self._press: Press | None = None
        self._last_toggle: tuple[CardItem, bool] | None = None    # the click a double-click undoes
        self._lit: set[PileId] = set()

    @property
    def dragging(self) -> bool:
        """True while cards are being dragged."""
        return self._press is not None and self._press.dragging

    def state_changed(self, move: R.Outcome | None) -> None:
        """The state moved on: drop what is held (the redraw lays it out); your own move (not a draw)
        and a deal clear the selection."""
        if self._press is not None:
            self.cancel(relayout=False)
        if move is not None and (move.dealt
                                 or (move.seat == self.scene.viewer and not isinstance(move.action, R.Draw))):
            for card in self.selected_cards():
                card.selected = False

    def selected_cards(self) -> list[CardItem]:
        """The selected cards of your hand, in hand order."""
        hand = self.scene.pile(PileId.hand(self.scene.viewer))
        return [c for c in hand.cards if c.selected] if hand else []

    def clear_selection(self) -> None:
        """Put every selected card back into the hand."""
        changed = False
        for card in self.selected_cards():
            card.selected = False
            card.update()
            changed = True
        if changed:
            self.scene.relayout()

    def press(self, item, event) -> None:
        """A card or pile was pressed (from the items)."""
        if event.button() != Qt.MouseButton.LeftButton or self.scene.curtain_seat is not None:
            event.ignore()
            return
        event.accept()
        self._press = Press(item, event.scenePos())

    def drag_move(self, event) -> None:
        """The mouse moved with the button down: past the drag distance, the cards follow it."""
        held = self._press
        if held is None:
            return
        pos = event.scenePos()
        if not held.dragging:
            if (pos - held.start).manhattanLength() < QApplication.startDragDistance():
                return
            if not self._begin_drag(held):
                return
        self._drag_to(held, pos)

    def release(self, event) -> None:
        """The button came up: a drop where the cards are, or a click."""
        held = self._press
        self._press = None
        if held is None:
            return
        if held.dragging:
            self._drop(held, event.scenePos())
        else:
            self._click(held.item)

    def double_click(self, item: CardItem, event) -> None:
        """Double-click a card of your hand to discard it."""
        self._press = None
        if self._last_toggle is not None and self._last_toggle[0] is item:
            item.selected = self._last_toggle[1]
            item.update()
        self._last_toggle = None
        if item.parentItem() is not self.piles.get(PileId.hand(self.scene.viewer)) or not item.face_up:
            return
        event.accept()
        if not self.request_discard(item.card):
            self.scene.relayout()

    def request_discard(self, card: R.Card) -> bool:
        """Discard `card`; the last card of the hand first asks `confirm_discard` (Settings)."""
        c = self.scene.controller
        action = R.Discard(card)
        shown = self.scene.snapshot
        last_card = shown.can_act and shown.hands[shown.viewer].count == 1
        if self.scene.confirm_discard is not None and last_card and action in shown.legal:
            self.scene.confirm_discard(card, lambda: c.request(action))
            return False
        return c.request(action)

    def key_press(self, event) -> bool:
        """Enter (or Space) lifts the hotseat curtain; Escape drops what you hold, else the selection.
        False: a key for someone else."""
        if self.scene.curtain_seat is not None:
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
                self.scene.lift_curtain()
            event.accept()
            return True
        if event.key() == Qt.Key.Key_Escape:
            if self._press is not None:
                self.cancel()
            else:
                self.clear_selection()
            event.accept()
            return True
        return False

    def _own_hand(self) -> HandItem:
        return self.piles[PileId.hand(self.scene.viewer)]

    def _click(self, item) -> None:
        c = self.scene.controller
        if item is self.scene.stock:
            c.request(R.Draw())
        elif item is self.scene.discard:
            c.request(self.take_action(None))
        elif isinstance(item, CardItem) and item.parentItem() is self._own_hand():
            self._last_toggle = (item, item.selected)
            item.selected = not item.selected
            item.update()
            self.scene.relayout()

    def take_action(self, target: PileId | None) -> R.Action:
        """The pickup meant by a gesture: with the selected cards, on a meld, or the whole pile."""
        legal = self.scene.snapshot.legal
        chosen = tuple(item.card for item in self.selected_cards())
        if target is not None and target.kind == "meld":
            return R.TakePile(target=target.meld_index)
        with_cards = R.TakePile(cards=chosen) if chosen else None
        if target == NEW_MELD:
            return with_cards or R.TakePile()
        if with_cards is not None and with_cards in legal:
            return with_cards
        if R.TakePile() in legal:
            return R.TakePile()
        return with_cards or R.TakePile()

    def _begin_drag(self, held: Press) -> bool:
        own = self._own_hand()
        if isinstance(held.item, CardItem) and held.item.parentItem() is own:
            dragged = self.selected_cards() if held.item.selected else [held.item]
            held.kind = "cards"
        elif held.item is self.scene.discard and self.scene.discard.cards:
            dragged = [self.scene.discard.cards[-1]]
            held.kind = "pile"
        else:
            return False
        self.scene.flights.finish()
        held.dragging = True
        held.dragged = dragged
        lead = held.item if held.kind == "cards" else dragged[0]
        held.lead = dragged.index(lead)
        held.grab = held.start - lead.scenePos()
        top = own if held.kind == "cards" else self.scene.discard
        top.clip_cards(clear=True)
        held.raised = [(top, top.zValue())]
        top.setZValue(500)
        for index, card in enumerate(dragged):
            card.setZValue(1000 + index)
        self._light(held)
        return True

    def _legal_targets(self, held: Press) -> set[PileId]:
        g = self.scene.snapshot
        legal = set(g.legal)
        team = g.team_of(self.scene.viewer)
        lit: set[PileId] = set()
        if not legal:
            return lit
        if held.kind == "cards":
            cards = tuple(item.card for item in held.dragged)
            if R.NewMeld(cards) in legal:
                lit.add(NEW_MELD)
            for index in range(len(g.melds[team])):
                if R.AddToMeld(index, cards) in legal:
                    lit.add(PileId.meld(team, index))
            if len(cards) == 1 and R.Discard(cards[0]) in legal:
                lit.add(DISCARD)
        else:
            chosen = tuple(item.card for item in self.selected_cards())
            if R.TakePile() in legal or (chosen and R.TakePile(cards=chosen) in legal):
                lit.add(PileId.hand(self.scene.viewer))
            if chosen and R.TakePile(cards=chosen) in legal:
                lit.add(NEW_MELD)
            for index in range(len(g.melds[team])):
                if R.TakePile(target=index) in legal:
                    lit.add(PileId.meld(team, index))
        return lit

    def _light(self, held: Press) -> None:
        self._lit = self._legal_targets(held)
        for pile_id in self._lit:
            pile = self.piles.get(pile_id)
            if pile is not None:
                pile.set_lit(True)

    def _unlight(self) -> None:
        for pile in self.piles.values():
            pile.set_lit(False)
        self._lit = set()

    def lit_targets(self) -> set[PileId]:
        """The piles lit as legal drop targets right now (while dragging)."""
        return {pile_id for pile_id, pile in self.piles.items() if pile.lit}

    def _drag_to(self, held: Press, pos: QPointF) -> None:
        lead = held.dragged[held.lead]
        spread = lead.w * 0.3
        for index, card in enumerate(held.dragged):
            scene_pos = pos - held.grab + QPointF((index - held.lead) * spread, 0)
            card.move_off()
            card.setPos(card.parentItem().mapFromScene(scene_pos))
        target = self._target_at(pos, lead)
        for pile_id in self._lit:
            pile = self.piles.get(pile_id)
            if pile is not None:
                pile.set_lit(True, hot=(pile_id == target))

    def _drop_areas(self) -> list[tuple[PileId, QRectF]]:
        scale = self.scene.s
        team = self.scene.snapshot.team_of(self.scene.viewer)
        areas: list[tuple[PileId, QRectF]] = []
        for side in (team, 1 - team):
            for meld in melds_on_table(self.piles, side):
                areas.append((meld.pile_id, meld.target_rect().adjusted(-6 * scale, -6 * scale, 6 * scale, 6 * scale)))
        for pile in (self.scene.new_meld, self.scene.discard):
            areas.append((pile.pile_id, pile.target_rect().adjusted(-8 * scale, -8 * scale, 8 * scale, 8 * scale)))
        own = self._own_hand()
        lift = own.area.height() * 0.17
        areas.append((own.pile_id, own.target_rect().adjusted(-6 * scale, -lift - 6 * scale, 6 * scale, 10 * scale)))
        for side in (team, 1 - team):
            row = self.piles[PileId.melds(side)]
            areas.append((row.pile_id, row.target_rect()))
        return areas

    def _target_at(self, pos: QPointF, lead: CardItem | None = None) -> PileId | None:
        areas = self._drop_areas()
        for pile_id, rect in areas:
            if rect.contains(pos):
                return pile_id
        if lead is not None:
            card = lead.mapRectToScene(lead.card_rect())
            best, best_area = None, card.width() * card.height() * 0.3
            for pile_id, rect in areas:
                inter = rect.intersected(card)
                area = inter.width() * inter.height()
                if area > best_area:
                    best, best_area = pile_id, area
            return best
        return None

    def _restore_raise(self, held: Press) -> None:
        for item, z in held.raised:
            item.setZValue(z)
        held.raised = []

    def cancel(self, relayout: bool = True) -> None:
        """Drop what is held: the dragged cards go back (laid out again unless `relayout` is False)."""
        held = self._press
        self._press = None
        if held is not None and held.dragging:
            self._restore_raise(held)
            self._unlight()
            if relayout:
                self.scene.relayout()

    def _drop(self, held: Press, pos: QPointF) -> None:
        c = self.scene.controller
        g = self.scene.snapshot
        target = self._target_at(pos, held.dragged[held.lead])
        self._unlight()
        self._restore_raise(held)
        team = g.team_of(self.scene.viewer)
        own = self._own_hand()
        action: R.Action | None = None
        if held.kind == "cards":
            cards = tuple(item.card for item in held.dragged)
            if target == own.pile_id:
                self._reorder(held, pos)
                return
            if target == NEW_MELD:
                action = R.NewMeld(cards)
            elif target is not None and target.is_meld_of(team):
                action = R.AddToMeld(target.meld_index, cards)
            elif target == PileId.melds(team):
                action = self._row_drop(cards)
            elif target == DISCARD:
                if len(cards) == 1:
                    if not self.request_discard(cards[0]):
                        self.scene.relayout()
                    return
                else:
                    self.scene.hint.emit(translate("Table", "Discard one card at a time"))
            elif target is not None and target.kind in ("meld", "melds"):
                self.scene.hint.emit(translate("Table", "You can only play on your own team's melds"))
        else:
            if target == own.pile_id or target == PileId.melds(team):
                action = self.take_action(None)
            elif target == NEW_MELD:
                action = self.take_action(NEW_MELD)
            elif target is not None and target.is_meld_of(team):
                action = self.take_action(target)
            elif target is not None and target.kind in ("meld", "melds"):
                self.scene.hint.emit(translate("Table", "You can only play on your own team's melds"))
        if action is None or not c.request(action):
            self.scene.relayout()

    def _row_drop(self, cards: tuple[R.Card, ...]) -> R.Action:
        """Cards dropped on the melds row, not on a meld: the one play they fit, else a new meld."""
        legal = self.scene.snapshot.legal
        if R.NewMeld(cards) in legal:
            return R.NewMeld(cards)
        fits = [a for a in legal if isinstance(a, R.AddToMeld) and a.cards == tuple(sorted(cards))]
        if len(fits) == 1:
            return fits[0]
        return R.NewMeld(cards)

    def _reorder(self, held: Press, pos: QPointF) -> None:
        own = self._own_hand()
        rest = [card for card in own.cards if card not in held.dragged]
        local_x = own.mapFromScene(pos - held.grab).x() + held.dragged[held.lead].w / 2
        index = 0
        for card in rest:
            if card.pos().x() + card.w / 2 < local_x:
                index += 1
        own.cards = rest[:index] + list(held.dragged) + rest[index:]
        for z, card in enumerate(own.cards):
            card.setZValue(z)
        self.scene.hand_order.arrange(self.scene.viewer, [item.card for item in own.cards])
        self.scene.relayout()
