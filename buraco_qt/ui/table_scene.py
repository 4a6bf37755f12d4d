"""The table: a QGraphicsScene in CardCol's layout, played by drag and drop.

Rows, top to bottom: stock, discard pile and your hand; your name and whose turn it is; your
team's melds with the "New meld" target; the other team's melds; the other hands face down. Each
melds row starts with its team's panel: names, points, the reserve while it is there and the
closed canastas.

The scene never changes the game. A gesture becomes a request to the controller; the controller
asks the engine and announces the new state; the scene redraws from it, reusing card items so
that every card that moved flies from where it was to where it is now.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtWidgets import QApplication, QGraphicsScene

from buraco_qt import rules as R
from buraco_qt.controller import GameController, Move

from . import theme
from .card_art import CardArt
from .card_flights import CardFlights, card_places, takeoff
from .card_images import CardImages
from .card_item import CardItem
from .curtain import CurtainItem
from .hotseat import HotseatPrivacy
from .pile_items import (ClosedItem, DiscardItem, HandItem, MeldsRowItem, NewMeldItem, PileItem, PlateItem, ReserveItem,
                         StockItem)
from .table_labels import curtain_texts, label_table
from .table_layout import MeldsRow, TableContents, lay_out_table
from .table_sync import HandOrder, TableSync, hands_on_table, melds_on_table

translate = QCoreApplication.translate


@dataclass
class _Press:
    item: object
    start: QPointF
    dragging: bool = False
    dragged: list = field(default_factory=list)
    grab: QPointF = field(default_factory=QPointF)
    lead: int = 0
    kind: str = ""          # "cards" or "pile"
    raised: list = field(default_factory=list)


class TableScene(QGraphicsScene):
    """The card table; redraws from the controller's state and turns gestures into requests."""

    #: A hint about a gesture (not an engine refusal), for the status bar.
    hint = Signal(str)
    #: Emitted after every redraw from the state (tests check the piles against the engine).
    synced = Signal()
    #: Hotseat: the curtain went up (the seat it waits for) or came down (-1).
    curtainChanged = Signal(int)

    def __init__(self, controller: GameController, images: CardImages | None = None, *,
                 hand_sort: str = "rank", parent=None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.images = images or CardImages()
        self.art = CardArt(self.images)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.width_, self.height_ = 1024.0, 654.0
        self.s = 1.0
        self._piles: dict[str, PileItem] = {}
        #: The order of the cards of your hand (Buraco → Sort by number / by colour, or as you arranged them).
        self.hand_order = HandOrder(hand_sort)
        self._press: _Press | None = None
        self._last_toggle: tuple[CardItem, bool] | None = None
        #: Hotseat: who sits at the screen and whose hands are face down.
        self.privacy = HotseatPrivacy(controller.viewer_seat)
        #: Rebuilds the piles from the state.
        self.cards_sync = TableSync(self, self._piles, self.art, self.hand_order)
        #: Cards fly when True (Settings → Animation); the size of the cards (Settings → Card size).
        self.animations = True
        self.card_scale = 1.0
        #: Asked before the last card of the hand is discarded: callable(card, go_on) or None.
        self.confirm_discard = None
        self._geometry: dict[str, object] = {}
        self.flights = CardFlights(self)
        self.stock = StockItem()
        self.stock.art = self.art
        self.discard = DiscardItem()
        self.discard.art = self.art
        self.new_meld = NewMeldItem()
        self.plate = PlateItem()
        for item in (self.stock, self.discard, self.new_meld):
            self.cards_sync.add_pile(item)
        self.addItem(self.plate)
        for team in (0, 1):
            self.cards_sync.add_pile(MeldsRowItem(team))
            self.cards_sync.add_pile(ReserveItem(team))
            self._piles[f"reserve:{team}"].art = self.art
            self.cards_sync.add_pile(ClosedItem(team))
        self.stock.setZValue(2)
        self.discard.setZValue(2)
        self.new_meld.setZValue(1)
        self.curtain = CurtainItem()
        self.curtain.setZValue(10_000)
        self.curtain.setVisible(False)
        self.curtain.clicked.connect(self.lift_curtain)
        self.addItem(self.curtain)
        controller.stateChanged.connect(self.on_state)
        self.sync(None, animate=False)

    # ----- piles ---------------------------------------------------------------------------------

    def pile(self, name: str) -> PileItem | None:
        """The pile with that object name (``stock``, ``hand:0``, ``meld:0:2`` ...), or None."""
        pile = self._piles.get(name)
        return pile if pile is not None and pile.scene() is self else None

    def piles(self) -> dict[str, PileItem]:
        """Every pile on the table by object name."""
        return {name: pile for name, pile in self._piles.items() if pile.scene() is self}

    def card_items(self, name: str) -> list[CardItem]:
        """The card items of a pile, in table order."""
        pile = self.pile(name)
        return list(pile.cards) if pile is not None else []

    @property
    def viewer(self) -> int:
        """The seat whose hand is shown face up."""
        return self.privacy.viewer

    @property
    def move_ms(self) -> int:
        """How long a card flies: from the controller's speed (0 = instant; animations off: 0)."""
        speed = self.controller.speed_ms
        return 0 if speed <= 0 or not self.animations else int(max(120, min(450, speed * 0.5)))

    def set_images(self, images: CardImages) -> None:
        """Another deck, back or colour scheme: every card is drawn again."""
        self.images = images
        art = self.art
        art.images = images
        art.aspect = images.aspect_ratio
        art.clear_cache()
        for item in self.items():
            if isinstance(item, CardItem):
                item._draw = None
                item.w = art.width(item.h)
                item._bounds = None
                item.prepareGeometryChange()
        theme._rotated_cache.clear()
        self.flights.finish()
        self._layout()
        for item in self.items():
            item.update()

    def set_card_scale(self, scale: float) -> None:
        """Settings → Card size: a factor of the normal card size."""
        if scale != self.card_scale:
            self.card_scale = scale
            self.flights.finish()
            self._layout()

    # ----- hotseat -------------------------------------------------------------------------------

    @property
    def hidden_seats(self) -> set[int]:
        """Seats of people whose hands are face down now, whatever else happens (hotseat)."""
        return set(self.privacy.hidden)

    @property
    def curtain_seat(self) -> int | None:
        """Hotseat: the person the curtain waits for (None: the curtain is down)."""
        return self.privacy.curtain_seat

    def _update_hotseat(self) -> None:
        """Who sits at the screen (`hotseat.HotseatPrivacy`), and the curtain while someone is called to it."""
        c = self.controller
        g = c.game
        before = self.curtain_seat
        self.privacy.follow(c.human_seats, c.viewer_seat, players=g.players, seat_to_move=g.seat_to_move,
                            playing=g.phase in ("draw", "play"))
        up = self.curtain_seat is not None
        if up:
            title, line, tooltip = curtain_texts(c.names[self.curtain_seat])
            self.curtain.set_text(title, line)
            self.curtain.setToolTip(tooltip)
        self.curtain.set_rect(QRectF(0, 0, self.width_, self.height_))
        self.curtain.setVisible(up)
        if self.curtain_seat != before:
            self.curtainChanged.emit(-1 if self.curtain_seat is None else self.curtain_seat)

    def reset_hotseat(self) -> None:
        """A new match: whoever plays first must be called to the screen (hotseat)."""
        self.privacy.reset()

    def lift_curtain(self) -> None:
        """The person the curtain waits for is at the screen: show their hand."""
        if self.privacy.lift():
            self.sync(None, animate=False)

    def selected_cards(self) -> list[CardItem]:
        """The selected cards of your hand, in hand order."""
        hand = self.pile(f"hand:{self.viewer}")
        return [c for c in hand.cards if c.selected] if hand else []

    def clear_selection(self) -> None:
        """Put every selected card back into the hand."""
        changed = False
        for card in self.selected_cards():
            card.selected = False
            card.update()
            changed = True
        if changed:
            self.relayout()

    def sort_hand(self, mode: str) -> None:
        """Sort your hand by number ("rank") or by colour ("suit")."""
        self.hand_order.sort(mode, self.viewer)
        self.sync(None)

    # ----- from the state ------------------------------------------------------------------------

    def on_state(self, move: Move | None) -> None:
        """The controller announced a new state."""
        if self._press is not None:
            self._cancel_press(relayout=False)       # the redraw below lays the held cards out
        if move is not None and (move.deal or (move.seat == self.viewer and not isinstance(move.action, R.Draw))):
            for card in self.selected_cards():
                card.selected = False
        self.sync(move)

    def sync(self, move: Move | None = None, animate: bool = True) -> None:
        """Redraw from the controller's state; cards that moved fly there (see `move_ms`)."""
        before = card_places(self._piles.values())
        self.flights.finish()
        self._update_hotseat()
        self.cards_sync.show(self.controller.game, move, self.viewer, self.privacy)
        origin = None if move is None else takeoff(
            None if move.reserve_team is None else self._piles[f"reserve:{move.reserve_team}"], self.stock)
        label_table(self._piles, self.plate, self.controller, self.viewer)
        self._layout()
        if animate and self.move_ms > 0 and self.curtain_seat is None:
            self.flights.fly(self._piles.values(), before, origin, self.move_ms, deal=bool(move and move.deal))
        self.synced.emit()

    def retranslate(self) -> None:
        """The language changed: every text on the table is set again."""
        self.sync(None, animate=False)

    # ----- layout --------------------------------------------------------------------------------

    def set_table_size(self, width: float, height: float) -> None:
        """The view's size changed: lay the table out again (no animation)."""
        self.width_, self.height_ = max(320.0, width), max(240.0, height)
        self.setSceneRect(QRectF(0, 0, width, height))
        self.curtain.set_rect(QRectF(0, 0, self.width_, self.height_))
        self.flights.finish()
        self._layout()

    def relayout(self, animate: bool = True) -> None:
        """Lay out again from the current piles (selection, reorder, a refused drop)."""
        before = card_places(self._piles.values())
        self.flights.finish()
        self._layout()
        if animate and self.move_ms > 0:
            self.flights.fly(self._piles.values(), before, None, self.move_ms)

    def _layout(self) -> None:
        """Place every pile and card for the view's size (`table_layout`), from what sync drew."""
        hands = hands_on_table(self._piles)                # what sync drew: the layout never reads ahead of it
        own = self._piles[f"hand:{self.viewer}"]
        others = [hands[(self.viewer + offset) % len(hands)] for offset in range(1, len(hands))]
        my_team = self.controller.game.team_of(self.viewer)
        teams = (my_team, 1 - my_team)
        contents = TableContents(
            own_hand=len(own.cards), discard=len(self.discard.cards),
            other_hands=tuple(len(hand.cards) for hand in others),
            melds=(tuple(len(meld.cards) for meld in melds_on_table(self._piles, teams[0])),
                   tuple(len(meld.cards) for meld in melds_on_table(self._piles, teams[1]))),
            closed=(len(self._piles[f"closed:{teams[0]}"].cards), len(self._piles[f"closed:{teams[1]}"].cards)))
        layout = lay_out_table(self.width_, self.height_, contents, card_scale=self.card_scale, aspect=self.art.aspect)
        self.s = layout.scale
        for pile in self._piles.values():
            pile.s = layout.scale
        self.plate.s = layout.scale
        top = layout.top
        self.stock.card_h = top.card_height
        self.stock.set_area(top.stock)
        self.discard.card_h = top.card_height
        self.discard.set_area(top.discard)
        self.discard.place_cards(top.card_height, top.discard_step)
        own.set_area(top.hand)
        own.place_own_cards(top.card_height, top.hand_step, top.lift, top.hand_fan_width)
        self.plate.set_rect(top.plate)
        for hand, place in zip(others, layout.other_hands):
            hand.place_face_down(place)
        for hand in hands:
            hand.setVisible(True)
        for team, row in zip(teams, layout.meld_rows):
            self._place_melds_row(team, row)
        for pile in self._piles.values():
            pile.clip_cards()
        self.update()

    def _place_melds_row(self, team: int, row: MeldsRow) -> None:
        """A team's melds row: its band, its melds, the reserve and closed canastas on its panel."""
        band = self._piles[f"melds:{team}"]
        band.panel_w = row.panel_width
        band.set_area(row.area)
        band.setZValue(0)
        for meld, place in zip(melds_on_table(self._piles, team), row.melds):
            meld.place_cards(place, row.card_height, row.card_width, row.column_gap)
        if row.new_meld is not None:
            self.new_meld.card_h = row.card_height
            self.new_meld.set_area(row.new_meld)
            self.new_meld.setVisible(True)
        reserve = self._piles[f"reserve:{team}"]
        reserve.card_h = row.reserve_card_height
        reserve.set_area(row.reserve)
        closed = self._piles[f"closed:{team}"]
        closed.set_area(row.closed)
        closed.place_cards(row.closed_card_height, row.closed_step)

    @property
    def animating(self) -> bool:
        """True while cards are flying."""
        return self.flights.flying

    # ----- gestures ------------------------------------------------------------------------------

    def press(self, item, event) -> None:
        """A card or pile was pressed (from the items)."""
        if event.button() != Qt.MouseButton.LeftButton or self.curtain_seat is not None:
            event.ignore()
            return
        event.accept()
        self._press = _Press(item, event.scenePos())

    def drag_move(self, event) -> None:
        p = self._press
        if p is None:
            return
        pos = event.scenePos()
        if not p.dragging:
            if (pos - p.start).manhattanLength() < QApplication.startDragDistance():
                return
            if not self._begin_drag(p):
                return
        self._drag_to(p, pos)

    def release(self, event) -> None:
        p = self._press
        self._press = None
        if p is None:
            return
        if p.dragging:
            self._drop(p, event.scenePos())
        else:
            self._click(p.item)

    def double_click(self, item: CardItem, event) -> None:
        """Double-click a card of your hand to discard it."""
        self._press = None
        if self._last_toggle is not None and self._last_toggle[0] is item:
            item.selected = self._last_toggle[1]
            item.update()
        self._last_toggle = None
        if item.parentItem() is not self._piles.get(f"hand:{self.viewer}") or not item.face_up:
            return
        event.accept()
        if not self.request_discard(R.Card.parse(item.note)):
            self.relayout()

    def request_discard(self, card: R.Card) -> bool:
        """Discard `card`; the last card of the hand first asks `confirm_discard` (Settings)."""
        c = self.controller
        action = R.Discard(card)
        hand = c.game.hands[self.viewer] if c.can_act() else []
        if self.confirm_discard is not None and len(hand) == 1 and action in c.legal_actions():
            self.confirm_discard(card, lambda: c.request(action))
            return False
        return c.request(action)

    def keyPressEvent(self, event) -> None:
        if self.curtain_seat is not None:
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
                self.lift_curtain()
            event.accept()
            return
        if event.key() == Qt.Key.Key_Escape:
            if self._press is not None:
                self._cancel_press()
            else:
                self.clear_selection()
            event.accept()
            return
        super().keyPressEvent(event)

    def _own_hand(self) -> HandItem:
        return self._piles[f"hand:{self.viewer}"]

    def _click(self, item) -> None:
        c = self.controller
        if item is self.stock:
            c.request(R.Draw())
        elif item is self.discard:
            c.request(self._take_action(None))
        elif isinstance(item, CardItem) and item.parentItem() is self._own_hand():
            self._last_toggle = (item, item.selected)
            item.selected = not item.selected
            item.update()
            self.relayout()

    def _take_action(self, target: str | None) -> R.Action:
        """The pickup meant by a gesture: with the selected cards, on a meld, or the whole pile."""
        legal = self.controller.legal_actions()
        chosen = tuple(R.Card.parse(card.note) for card in self.selected_cards())
        if target is not None and target.startswith("meld:"):
            return R.TakePile(target=int(target.split(":")[2]))
        with_cards = R.TakePile(cards=chosen) if chosen else None
        if target == "new-meld":
            return with_cards or R.TakePile()
        if with_cards is not None and with_cards in legal:
            return with_cards
        if R.TakePile() in legal:
            return R.TakePile()
        return with_cards or R.TakePile()

    def _begin_drag(self, p: _Press) -> bool:
        own = self._own_hand()
        if isinstance(p.item, CardItem) and p.item.parentItem() is own:
            dragged = self.selected_cards() if p.item.selected else [p.item]
            p.kind = "cards"
        elif p.item is self.discard and self.discard.cards:
            dragged = [self.discard.cards[-1]]
            p.kind = "pile"
        else:
            return False
        self.flights.finish()
        p.dragging = True
        p.dragged = dragged
        lead = p.item if p.kind == "cards" else dragged[0]
        p.lead = dragged.index(lead)
        p.grab = p.start - lead.scenePos()
        top = own if p.kind == "cards" else self.discard
        top.clip_cards(clear=True)
        p.raised = [(top, top.zValue())]
        top.setZValue(500)
        for k, card in enumerate(dragged):
            card.setZValue(1000 + k)
        self._light(p)
        return True

    def _legal_targets(self, p: _Press) -> set[str]:
        g = self.controller.game
        legal = set(self.controller.legal_actions())
        team = g.team_of(self.viewer)
        lit: set[str] = set()
        if not legal:
            return lit
        if p.kind == "cards":
            cards = tuple(R.Card.parse(card.note) for card in p.dragged)
            if R.NewMeld(cards) in legal:
                lit.add("new-meld")
            for index in range(len(g.melds[team])):
                if R.AddToMeld(index, cards) in legal:
                    lit.add(f"meld:{team}:{index}")
            if len(cards) == 1 and R.Discard(cards[0]) in legal:
                lit.add("discard")
        else:
            chosen = tuple(R.Card.parse(card.note) for card in self.selected_cards())
            if R.TakePile() in legal or (chosen and R.TakePile(cards=chosen) in legal):
                lit.add(f"hand:{self.viewer}")
            if chosen and R.TakePile(cards=chosen) in legal:
                lit.add("new-meld")
            for index in range(len(g.melds[team])):
                if R.TakePile(target=index) in legal:
                    lit.add(f"meld:{team}:{index}")
        return lit

    def _light(self, p: _Press) -> None:
        self._lit = self._legal_targets(p)
        for name in self._lit:
            pile = self._piles.get(name)
            if pile is not None:
                pile.set_lit(True)

    def _unlight(self) -> None:
        for pile in self._piles.values():
            pile.set_lit(False)
        self._lit = set()

    def lit_targets(self) -> set[str]:
        """The names of the piles lit as legal drop targets right now (while dragging)."""
        return {name for name, pile in self._piles.items() if pile.lit}

    def _drag_to(self, p: _Press, pos: QPointF) -> None:
        lead = p.dragged[p.lead]
        spread = lead.w * 0.3
        for k, card in enumerate(p.dragged):
            scene_pos = pos - p.grab + QPointF((k - p.lead) * spread, 0)
            card.setPos(card.parentItem().mapFromScene(scene_pos))
        target = self._target_at(pos, lead)
        for name in getattr(self, "_lit", set()):
            pile = self._piles.get(name)
            if pile is not None:
                pile.set_lit(True, hot=(name == target))

    def _drop_areas(self) -> list[tuple[str, QRectF]]:
        g = self.controller.game
        s = self.s
        team = g.team_of(self.viewer)
        areas: list[tuple[str, QRectF]] = []
        for t in (team, 1 - team):
            for meld in melds_on_table(self._piles, t):
                areas.append((meld.name, meld.target_rect().adjusted(-6 * s, -6 * s, 6 * s, 6 * s)))
        areas.append(("new-meld", self.new_meld.target_rect().adjusted(-8 * s, -8 * s, 8 * s, 8 * s)))
        areas.append(("discard", self.discard.target_rect().adjusted(-8 * s, -8 * s, 8 * s, 8 * s)))
        own = self._own_hand()
        lift = own.area.height() * 0.17
        areas.append((own.name, own.target_rect().adjusted(-6 * s, -lift - 6 * s, 6 * s, 10 * s)))
        for t in (team, 1 - team):
            row = self._piles[f"melds:{t}"]
            areas.append((row.name, row.target_rect()))
        return areas

    def _target_at(self, pos: QPointF, lead: CardItem | None = None) -> str | None:
        areas = self._drop_areas()
        for name, rect in areas:
            if rect.contains(pos):
                return name
        if lead is not None:
            card = lead.mapRectToScene(lead.card_rect())
            best, best_area = None, card.width() * card.height() * 0.3
            for name, rect in areas:
                inter = rect.intersected(card)
                area = inter.width() * inter.height()
                if area > best_area:
                    best, best_area = name, area
            return best
        return None

    def _restore_raise(self, p: _Press) -> None:
        for item, z in p.raised:
            item.setZValue(z)
        p.raised = []

    def _cancel_press(self, relayout: bool = True) -> None:
        p = self._press
        self._press = None
        if p is not None and p.dragging:
            self._restore_raise(p)
            self._unlight()
            if relayout:
                self.relayout()

    def _drop(self, p: _Press, pos: QPointF) -> None:
        c = self.controller
        g = c.game
        target = self._target_at(pos, p.dragged[p.lead])
        self._unlight()
        self._restore_raise(p)
        team = g.team_of(self.viewer)
        own = self._own_hand()
        action: R.Action | None = None
        if p.kind == "cards":
            cards = tuple(R.Card.parse(card.note) for card in p.dragged)
            if target == own.name:
                self._reorder(p, pos)
                return
            if target == "new-meld":
                action = R.NewMeld(cards)
            elif target is not None and target.startswith(f"meld:{team}:"):
                action = R.AddToMeld(int(target.split(":")[2]), cards)
            elif target == f"melds:{team}":
                action = self._row_drop(cards)
            elif target == "discard":
                if len(cards) == 1:
                    if not self.request_discard(cards[0]):
                        self.relayout()
                    return
                else:
                    self.hint.emit(translate("Table", "Discard one card at a time"))
            elif target is not None and (target.startswith("meld:") or target.startswith("melds:")):
                self.hint.emit(translate("Table", "You can only play on your own team's melds"))
        else:
            if target == own.name or target == f"melds:{team}":
                action = self._take_action(None)
            elif target == "new-meld":
                action = self._take_action("new-meld")
            elif target is not None and target.startswith(f"meld:{team}:"):
                action = self._take_action(target)
            elif target is not None and (target.startswith("meld:") or target.startswith("melds:")):
                self.hint.emit(translate("Table", "You can only play on your own team's melds"))
        if action is None or not c.request(action):
            self.relayout()

    def _row_drop(self, cards: tuple[R.Card, ...]) -> R.Action:
        """Cards dropped on the melds row, not on a meld: the one play they fit, else a new meld."""
        legal = self.controller.legal_actions()
        if R.NewMeld(cards) in legal:
            return R.NewMeld(cards)
        fits = [a for a in legal if isinstance(a, R.AddToMeld) and a.cards == tuple(sorted(cards))]
        if len(fits) == 1:
            return fits[0]
        return R.NewMeld(cards)

    def _reorder(self, p: _Press, pos: QPointF) -> None:
        own = self._own_hand()
        rest = [card for card in own.cards if card not in p.dragged]
        local_x = own.mapFromScene(pos - p.grab).x() + p.dragged[p.lead].w / 2
        index = 0
        for card in rest:
            if card.pos().x() + card.w / 2 < local_x:
                index += 1
        own.cards = rest[:index] + list(p.dragged) + rest[index:]
        for z, card in enumerate(own.cards):
            card.setZValue(z)
        self.hand_order.arrange(self.viewer, [card.note for card in own.cards])
        self.relayout()
