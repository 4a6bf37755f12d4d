"""The table: a QGraphicsScene in CardCol's layout, played by drag and drop.

Rows, top to bottom: stock, discard pile and your hand; your name and whose turn it is; your
team's melds with the "New meld" target; the other team's melds; the other hands face down. Each
melds row starts with its team's panel: names, points, the reserve while it is there and the
closed canastas.

The scene never changes the game. A gesture becomes a request to the table's face (`TableFace`: the
local controller, or a network client); the face publishes a snapshot of what the screen may see
(`snapshot.TableSnapshot`); the scene redraws from it, never from a live game, reusing card items so
that every card that moved flies from where it was to where it is now.

The scene only puts these together, each in a file of its own:

- `table_sync.TableSync`: which cards each pile shows, and the card items that show them;
- hotseat: whose hands are face down and whom the curtain calls, as the face decides (the snapshot says);
- `table_labels`: every text and tooltip on the table;
- `table_layout`: where everything goes, from the view's size (pure geometry); the piles
  (`pile_items`) put their own cards there;
- `card_flights.CardFlights`: cards flying to their new places;
- `table_pieces.Pieces`: a computer's move shown in pieces between frames;
- `table_gestures.TableGestures`: clicks, drags, drops, double-clicks, the selection, Escape;
- `table_keys.TableKeys`: keyboard play: the focus, its mark, the keys of every move, the focus in words;
- `table_hint.TableHint`: a hint (Buraco → Hint) shown on the cards and piles.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Signal
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from buraco_qt import rules as R
from buraco_qt.platform import qt_namespace
from buraco_qt.platform.qt_namespace import Qt
from buraco_qt.session.snapshot import TableSnapshot
from buraco_qt.ui.art import theme
from buraco_qt.ui.art.card_art import CardArt
from buraco_qt.ui.art.card_images import CardImages
from buraco_qt.ui.table.card_flights import CardFlights, card_places, takeoff
from buraco_qt.ui.table.card_item import CardItem
from buraco_qt.ui.table.curtain import CurtainItem
from buraco_qt.ui.table.pile_id import PileId
from buraco_qt.ui.table.pile_items import (
    ClosedItem,
    DiscardItem,
    MeldsRowItem,
    NewMeldItem,
    PileItem,
    PlateItem,
    ReserveItem,
    StockItem,
)
from buraco_qt.ui.table.repaint_on_change import RepaintOnChange, held
from buraco_qt.ui.table.table_gestures import TableGestures
from buraco_qt.ui.table.table_hint import TableHint
from buraco_qt.ui.table.table_keys import TableKeys
from buraco_qt.ui.table.table_labels import curtain_texts, label_table, ribbon_piece_width, ribbon_width
from buraco_qt.ui.table.table_layout import MeldsRow, TableContents, TextRoom, lay_out_table, table_scale
from buraco_qt.ui.table.table_pieces import Pieces
from buraco_qt.ui.table.table_sync import HandOrder, TableSync, hands_on_table, melds_on_table

if TYPE_CHECKING:  # pragma: no cover
    from buraco_qt.session.table_face import TableFace
    from buraco_qt.ui.window.hints import Hint


def _whose_cards(snapshot: TableSnapshot) -> tuple:
    """Who sits at the screen and whose cards it may show: what changes the curtain or turns a hand over."""
    return snapshot.viewer, snapshot.curtain_seat, tuple(hand.cards is None for hand in snapshot.hands)


class TableScene(QGraphicsScene):
    """The card table; redraws from the face's snapshots and turns gestures into its requests."""

    #: A hint about a gesture (not an engine refusal), for the status bar.
    hint = Signal(str)
    #: Emitted after every redraw from the state (tests check the piles against the engine).
    synced = Signal()
    #: The table shows the state the face announced (the move's `Outcome`, or None): for the status
    #: bar, which so reads the table (the hotseat curtain) after it has been redrawn, once per move.
    stateShown = Signal(object)
    #: Hotseat: the curtain went up (the seat it waits for) or came down (-1), other than by a move
    #: (a move that raises or lowers it is announced by `stateShown`).
    curtainChanged = Signal(int)
    #: The keyboard focus moved or what it is on changed: the place in words ("" when the focus is not shown).
    focusSpoken = Signal(str)

    def __init__(self, controller: TableFace, images: CardImages | None = None, *,
                 hand_sort: str = "rank", parent=None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.images = images or CardImages()
        self.art = CardArt(self.images)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.width_, self.height_ = 1024.0, 654.0
        self._sized = False            # laid out once the view gives its size (not first for a guessed one)
        self.s = 1.0
        self._piles: dict[PileId, PileItem] = {}
        #: The order of the cards of your hand (Buraco → Sort by number / by colour, or as you arranged them).
        self.hand_order = HandOrder(hand_sort)
        #: The snapshot the table shows (the face's last one when the scene was made).
        self.snapshot: TableSnapshot = controller.snapshot
        self._published = self.snapshot          # the last one the face published
        #: Rebuilds the piles from the state.
        self.cards_sync = TableSync(self, self._piles, self.art, self.hand_order)
        #: Cards fly when True (Settings → Animation); the size of the cards (Settings → Card size).
        self.animations = True
        self.card_scale = 1.0
        #: Asked before the last card of the hand is discarded: callable(card, go_on) or None.
        self.confirm_discard = None
        self.flights = CardFlights(self)
        #: A computer's move is shown in pieces between frames; anything that reads the table first has them done.
        self.pieces = Pieces(self)
        self.gestures = TableGestures(self, self._piles)
        self.keys = TableKeys(self, self._piles, self.gestures)
        self.hints = TableHint(self._piles)
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
            self._piles[PileId.reserve(team)].art = self.art
            self.cards_sync.add_pile(ClosedItem(team, self._piles[PileId.reserve(team)]))
        self.stock.setZValue(2)
        self.discard.setZValue(2)
        self.new_meld.setZValue(1)
        self._tooltip: tuple[QGraphicsItem, str] | None = None     # the item whose tooltip shows, and its text
        self.curtain = CurtainItem()
        self.curtain.setZValue(10_000)
        self.curtain.setVisible(False)
        self.curtain.clicked.connect(self.lift_curtain)
        self.addItem(self.curtain)
        controller.published.connect(self.on_published)
        self.sync(None, animate=False)

    # ----- piles ---------------------------------------------------------------------------------

    def pile(self, pile_id: PileId) -> PileItem | None:
        """The pile `pile_id` (`STOCK`, ``PileId.hand(0)``, ``PileId.meld(0, 2)`` ...), or None."""
        self.pieces.flush()
        pile = self._piles.get(pile_id)
        return pile if pile is not None and pile.scene() is self else None

    def piles(self) -> dict[PileId, PileItem]:
        """Every pile on the table by id."""
        self.pieces.flush()
        return {pile_id: pile for pile_id, pile in self._piles.items() if pile.scene() is self}

    def card_items(self, pile_id: PileId) -> list[CardItem]:
        """The card items of a pile, in table order."""
        pile = self.pile(pile_id)
        return list(pile.cards) if pile is not None else []

    @property
    def viewer(self) -> int:
        """The seat whose hand is shown face up."""
        return self.snapshot.viewer

    @property
    def move_ms(self) -> int:
        """How long a card flies: from the face's speed (0 = instant; animations off: 0)."""
        speed = self.controller.speed_ms
        return 0 if speed <= 0 or not self.animations else int(max(120, min(450, speed * 0.5)))

    def set_images(self, images: CardImages) -> None:
        """Another deck, back or colour scheme: every card is drawn again."""
        self.pieces.flush()
        self.images = images
        self.art.use(images)
        for item in self.items():
            if isinstance(item, CardItem):
                item.art_changed()
        theme._rotated_cache.clear()
        self.flights.finish()
        self._layout()
        for item in self.items():
            if isinstance(item, RepaintOnChange):
                item.repaint()
            else:
                item.update()

    def set_card_scale(self, scale: float) -> None:
        """Settings → Card size: a factor of the normal card size."""
        if scale != self.card_scale:
            self.pieces.flush()
            self.card_scale = scale
            self.flights.finish()
            self._layout()

    # ----- hotseat -------------------------------------------------------------------------------

    @property
    def hidden_seats(self) -> set[int]:
        """Seats of people whose hands are face down now, whatever else happens (hotseat)."""
        shown = self.snapshot
        return {hand.seat for hand in shown.hands if hand.cards is None and shown.is_human(hand.seat)}

    @property
    def curtain_seat(self) -> int | None:
        """Hotseat: the person the curtain waits for (None: the curtain is down)."""
        return self.snapshot.curtain_seat

    def _update_hotseat(self) -> None:
        """The curtain while someone is called to the screen (the snapshot says whom)."""
        up = self.curtain_seat is not None
        if up:
            title, line, tooltip = curtain_texts(self.snapshot.names[self.curtain_seat])
            self.curtain.set_text(title, line)
            self.curtain.setToolTip(tooltip)
        self.curtain.set_rect(QRectF(0, 0, self.width_, self.height_))
        self.curtain.setVisible(up)

    def reset_hotseat(self) -> None:
        """A new match: whoever plays first must be called to the screen (hotseat)."""
        self.controller.reset_curtain()

    def lift_curtain(self) -> None:
        """The person the curtain waits for is at the screen: show their hand (`curtainChanged`)."""
        if self.controller.lift_curtain():
            self.sync(None, animate=False)

    def sort_hand(self, mode: str) -> None:
        """Sort your hand by number ("rank") or by colour ("suit")."""
        self.hand_order.sort(mode, self.viewer)
        self.sync(None)

    # ----- from the state ------------------------------------------------------------------------

    def on_published(self, snapshot: TableSnapshot) -> None:
        """The face published a move's snapshot: redraw from it, then say so (`stateShown`). A move of a
        seat not at this screen is shown in pieces (`table_pieces`): the redraw, the labels, the status bar."""
        move = snapshot.outcome
        shown, self._published = self._published, snapshot
        if (move is not None and not move.dealt and not snapshot.is_human(move.seat)
                and _whose_cards(snapshot) == _whose_cards(shown)):
            self.pieces.flush()                 # the move before, if it is still being shown: never more than one
            self.pieces.later(lambda: self._show(snapshot, move, in_pieces=True))
        else:                                   # a person's move, a deal, a curtain: at once
            self.pieces.flush()
            self._show(snapshot, move, in_pieces=False)

    def _show(self, snapshot: TableSnapshot, move: R.Outcome | None, in_pieces: bool) -> None:
        self.gestures.state_changed(move)
        self.hints.clear()
        self.snapshot = snapshot
        if not in_pieces:
            self._redraw(move)
            self.stateShown.emit(move)
            return
        with held() as looks:          # the labels whose look changed are repainted after the cards have moved
            label, place = self._redraw(move, in_place=True)
        self.pieces.later(lambda: self._in_pieces(label, looks))
        self.pieces.later(lambda: self._placed_in_pieces(place, looks, move))

    def _in_pieces(self, piece: Callable[[], None], looks: dict) -> None:
        with held(looks):
            piece()

    def _placed_in_pieces(self, place: Callable[[list | None], None], looks: dict, move: R.Outcome | None) -> None:
        """The cards placed and flying; then the piles that hold none (their new places and sizes), each
        label whose look changed and the status bar, a piece each."""
        decor: list[Callable[[], None]] = []
        with held(looks):
            place(decor)
        if decor:
            self.pieces.later(lambda: self._decorated_in_pieces(decor, looks, move))
        else:
            self._decorated_in_pieces(decor, looks, move)

    def _decorated_in_pieces(self, decor: list[Callable[[], None]], looks: dict, move: R.Outcome | None) -> None:
        with held(looks):
            for piece in decor:
                piece()
        if decor:
            self.keys.refresh()                 # the keyboard's mark may be on one of them
        for item, part in looks.items():
            self.pieces.later(lambda item=item, part=part: item.repaint_part(part))
        self.pieces.later(lambda: self.stateShown.emit(move))

    def sync(self, move: R.Outcome | None = None, animate: bool = True) -> None:
        """Redraw from the face's last snapshot; cards that moved fly there (see `move_ms`). A
        curtain that went up or came down is announced (`curtainChanged`)."""
        self.pieces.flush()
        curtain_before = self.curtain_seat
        self.snapshot = self._published = self.controller.snapshot
        self._redraw(move, animate)
        if self.curtain_seat != curtain_before:
            self.curtainChanged.emit(-1 if self.curtain_seat is None else self.curtain_seat)

    def _redraw(self, move: R.Outcome | None, animate: bool = True,
                in_place: bool = False) -> tuple[Callable[[], None], Callable[..., None]] | None:
        """Redraw from `self.snapshot`: the cards each pile holds, the labels, then the layout and the
        flights. `in_place`: the cards stay where they are on the screen, and the labels and the rest
        are returned, each to be done in a pass of its own (`Pieces`)."""
        before = card_places(self._piles.values())
        self.flights.finish()
        self._update_hotseat()
        appearing = self.cards_sync.show(self.snapshot, move, in_place=in_place)

        def label() -> None:
            label_table(self._piles, self.plate, self.snapshot)

        def place(decor: list | None = None) -> None:
            origin = None if move is None else takeoff(
                None if move.reserve_taken is None else self._piles[PileId.reserve(move.reserve_taken)], self.stock)
            self._layout(every=False, decor=decor)
            for card in appearing:
                card.setVisible(True)
            if animate and self.move_ms > 0 and self.curtain_seat is None:
                self.flights.fly(self._piles.values(), before, origin, self.move_ms, deal=bool(move and move.dealt))
            self._drop_stale_tooltip()
            self.synced.emit()
        if in_place:
            return label, place
        label()
        place()
        return None

    def retranslate(self) -> None:
        """The language changed: every text on the table is set again."""
        self.sync(None, animate=False)

    # ----- layout --------------------------------------------------------------------------------

    def set_table_size(self, width: float, height: float) -> None:
        """The view's size changed: lay the table out again (no animation)."""
        self.pieces.flush()
        self.width_, self.height_ = max(320.0, width), max(240.0, height)
        self._sized = True
        self.setSceneRect(QRectF(0, 0, width, height))
        self.curtain.set_rect(QRectF(0, 0, self.width_, self.height_))
        self.flights.finish()
        self._layout()

    def relayout(self, animate: bool = True) -> None:
        """Lay out again from the current piles (selection, reorder, a refused drop)."""
        self.pieces.flush()
        before = card_places(self._piles.values())
        self.flights.finish()
        self._layout()
        if animate and self.move_ms > 0:
            self.flights.fly(self._piles.values(), before, None, self.move_ms)

    def _layout(self, every: bool = True, decor: list | None = None) -> None:
        """Place every pile and card for the view's size (`table_layout`), from what sync drew; not `every`
        one: a pile placed as it was, its cards where it put them, is left as it is (a move changes a few).
        With a `decor` list, the new places and sizes of the piles that hold no cards (the name plate, the
        melds rows' bands, "New meld", the reserves) go into it, to be given in a pass of their own."""
        later = decor.append if decor is not None else (lambda piece: piece())
        if not self._sized:
            return
        if every:
            for pile in self._piles.values():
                pile.unplace()
        hands = hands_on_table(self._piles)                # what sync drew: the layout never reads ahead of it
        own = self._piles[PileId.hand(self.viewer)]
        others = [hands[(self.viewer + offset) % len(hands)] for offset in range(1, len(hands))]
        my_team = self.snapshot.team_of(self.viewer)
        teams = (my_team, 1 - my_team)
        contents = TableContents(
            own_hand=len(own.cards), discard=len(self.discard.cards),
            other_hands=tuple(len(hand.cards) for hand in others),
            melds=(tuple(len(meld.cards) for meld in melds_on_table(self._piles, teams[0])),
                   tuple(len(meld.cards) for meld in melds_on_table(self._piles, teams[1]))),
            closed=(len(self._piles[PileId.closed(teams[0])].cards), len(self._piles[PileId.closed(teams[1])].cards)))
        scale = table_scale(self.width_, self.height_)
        texts = TextRoom(panel=max(self._piles[PileId.melds(team)].text_width(scale) for team in (0, 1)) / scale,
                         new_meld=self.new_meld.word_width(scale) / scale, ribbon=ribbon_width(scale) / scale,
                         ribbon_piece=ribbon_piece_width(scale) / scale)
        layout = lay_out_table(self.width_, self.height_, contents, card_scale=self.card_scale, aspect=self.art.aspect,
                               texts=texts)
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
        later(lambda: self.plate.set_rect(top.plate))
        for hand, place in zip(others, layout.other_hands):
            hand.place_face_down(place)
        for hand in hands:
            hand.setVisible(True)
        for team, row in zip(teams, layout.meld_rows):
            self._place_melds_row(team, row, later)
        self.keys.refresh()
        if qt_namespace.made():                         # once the table has painted
            self.art.prepare(layout.meld_rows[0].card_height)

    def _place_melds_row(self, team: int, row: MeldsRow, later: Callable[[Callable[[], None]], None]) -> None:
        """A team's melds row: its band, its melds, the reserve and closed canastas on its panel (`later`:
        where the band's size and panel, "New meld" and the reserve go, see `_layout`)."""
        band = self._piles[PileId.melds(team)]
        band.move_to(row.area)                              # its melds stand in it
        band.setZValue(0)

        def band_size() -> None:
            band.panel_w = row.panel_width
            band.set_area(row.area)
        later(band_size)
        for meld, place in zip(melds_on_table(self._piles, team), row.melds):
            meld.place_cards(place, row.card_height, row.card_width, row.column_gap, (row.ribbon, row.ribbon_overhang))
        if row.new_meld is not None:
            def new_meld() -> None:
                self.new_meld.card_h = row.card_height
                self.new_meld.set_area(row.new_meld)
                self.new_meld.setVisible(True)
            later(new_meld)
        reserve = self._piles[PileId.reserve(team)]

        def reserve_place() -> None:
            reserve.card_h = row.reserve_card_height
            reserve.set_area(row.reserve)
        later(reserve_place)
        closed = self._piles[PileId.closed(team)]
        closed.set_area(row.closed)
        closed.set_label_room(row.closed_label)
        closed.place_cards(row.closed_card_height, row.closed_step)

    @property
    def animating(self) -> bool:
        """True while cards are flying, or a move waits to be shown."""
        return self.flights.flying or self.pieces.waiting

    # ----- gestures (table_gestures.py) ----------------------------------------------------------

    def request_discard(self, card: R.Card) -> bool:
        """Discard `card`; the last card of the hand first asks `confirm_discard` (Settings)."""
        self.pieces.flush()
        return self.gestures.request_discard(card)

    def selected_cards(self) -> list[CardItem]:
        """The selected cards of your hand, in hand order."""
        self.pieces.flush()
        return self.gestures.selected_cards()

    def clear_selection(self) -> None:
        """Put every selected card back into the hand."""
        self.pieces.flush()
        self.gestures.clear_selection()

    def lit_targets(self) -> set[PileId]:
        """The piles lit as legal drop targets right now (while dragging)."""
        self.pieces.flush()
        return self.gestures.lit_targets()

    def show_hint(self, hint: Hint) -> None:
        """Show `hint` on the table: its cards lifted and glowing, the piles they go to lit."""
        self.pieces.flush()
        self.flights.finish()
        self.hints.show(hint, self._piles[PileId.hand(self.viewer)])
        self.relayout()

    def clear_hint(self) -> None:
        """Take the hint off the table (if one is shown)."""
        self.pieces.flush()
        if self.hints.clear():
            self.relayout()

    def helpEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        """A tooltip: Qt shows the one of the item under the mouse; the scene keeps which, and what it said."""
        super().helpEvent(event)
        shown = next((item for item in self.items(event.scenePos()) if item.toolTip()), None)
        self._tooltip = None if shown is None else (shown, shown.toolTip())

    def _drop_stale_tooltip(self) -> None:
        """Take down a tooltip whose place went from the table or says something else now (a new hand)."""
        if self._tooltip is None:
            return
        item, said = self._tooltip
        if item.scene() is self and item.isVisible() and item.toolTip() == said:
            return
        self._tooltip = None
        from PySide6.QtWidgets import QToolTip
        if QToolTip.isVisible() and QToolTip.text() == said:
            QToolTip.hideText()

    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        """The mouse takes over: the keyboard focus mark and a hint go."""
        self.pieces.flush()
        self.keys.hide()
        self.clear_hint()
        super().mousePressEvent(event)

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        self.pieces.flush()
        if event.key() == Qt.Key.Key_Escape:
            self.clear_hint()
        if not self.gestures.key_press(event) and not self.keys.key_press(event):
            super().keyPressEvent(event)

    def focusNextPrevChild(self, forward: bool) -> bool:  # noqa: N802 (Qt's name)
        """Tab and Shift+Tab move the keyboard focus among the places of the table."""
        self.pieces.flush()
        return self.keys.tab(forward)
