"""Keyboard play on the table: a focus that moves between the places you play on, a mark that
shows it, and keys for every move of a turn.

The places, in rows as on the table: the stock, the discard pile and each card of your hand; your
team's melds and New meld; the other team's melds (to read them). Tab and Shift+Tab go through
them all in that order (wrapping round); Left and Right move along a row, Up and Down to the
nearest place of the row above or below.

- Space selects the card in focus, or puts it back (on a pile, it is Enter);
- Enter plays the selection on the place in focus: the stock draws; the discard pile is taken
  (while drawing) or gets the one selected card; New meld lays the selection down (while drawing:
  takes the pile with it); a meld of your team gets the selection (while drawing: the pile);
- D draws, P takes the discard pile (with the selected cards where the rules want them), X
  discards the card in focus (or the one selected card).

Nothing shows until a key moves or uses the focus; a mouse press hides the mark again. What has
the focus is said in words (`spoken`), which the view gives screen readers as its accessible name.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsObject

from buraco_qt import rules as R
from buraco_qt.platform.qt_namespace import Qt, when_made
from buraco_qt.text.contexts import Table
from buraco_qt.text.move_words import card_name
from buraco_qt.ui.art import theme
from buraco_qt.ui.table.card_item import CardItem
from buraco_qt.ui.table.paint_guard import paint_guard
from buraco_qt.ui.table.pile_id import DISCARD, NEW_MELD, STOCK, PileId
from buraco_qt.ui.table.pile_items import PileItem
from buraco_qt.ui.table.table_labels import meld_words
from buraco_qt.ui.table.table_sync import melds_on_table

if TYPE_CHECKING:  # pragma: no cover
    from buraco_qt.ui.table.table_gestures import TableGestures
    from buraco_qt.ui.table.table_scene import TableScene

translate = QCoreApplication.translate

#: A place the focus can be on: a pile (its id and item: the stock, the discard pile, New meld, a meld) or a
#: card of your hand (None and the card).
Place = tuple[PileId | None, PileItem | CardItem]


@functools.cache
def _arrows() -> dict:
    """Each arrow key and its direction (made at the first key: naming keys makes Qt's namespace)."""
    return {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1, Qt.Key.Key_Up: -1, Qt.Key.Key_Down: 1}


@functools.cache
def _not_ours():
    """The modifiers that make a key another's (menus, the system)."""
    return Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier | Qt.KeyboardModifier.MetaModifier


class FocusMark(QGraphicsObject):
    """The ring around the place that has the keyboard focus (above the cards, below the curtain)."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("focus-mark")
        self.rect = QRectF()
        self.s = 1.0
        self.setZValue(900)
        when_made(lambda: self.setAcceptedMouseButtons(Qt.MouseButton.NoButton))
        self.setVisible(False)

    def surround(self, rect: QRectF, scale: float, room: tuple[float, float] | None = None) -> None:
        """Put the ring around `rect` (scene coordinates); `room`: the left and right edges its line may not
        pass (a card of a fan: the neighbours' corners, with their rank and suit, stay clear)."""
        grow = 4 * scale
        rect = rect.adjusted(-grow, -grow, grow, grow)
        if room is not None:
            edge = self.width() / 2 + 2             # the ring's line with its black rim, either side of `rect`
            rect.setLeft(max(rect.left(), room[0] + edge))
            rect.setRight(max(rect.left() + 2 * edge, min(rect.right(), room[1] - edge)))
        if rect != self.rect or scale != self.s:
            self.prepareGeometryChange()
            self.rect, self.s = rect, scale
            self.update()

    def width(self) -> float:
        """The ring's line width."""
        return max(2.5, 3 * self.s)

    def boundingRect(self) -> QRectF:
        margin = self.width() + 4
        return self.rect.adjusted(-margin, -margin, margin, margin + 3.6 * self.width())

    @paint_guard
    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        theme.focus_ring(painter, self.rect, 9 * self.s, self.width())


class TableKeys:
    """The keyboard focus on `scene` and the moves made with keys (through `gestures`, to the controller)."""

    def __init__(self, scene: TableScene, piles: dict[PileId, PileItem], gestures: TableGestures) -> None:
        self.scene = scene
        self.piles = piles
        self.gestures = gestures
        self.mark = FocusMark()
        scene.addItem(self.mark)
        #: True once a key has used the focus (the mark shows); a mouse press hides it.
        self.active = False
        self._pile: PileId | None = STOCK      # None: a card of your hand
        self._card: CardItem | None = None
        self._card_index = 0
        self._spoken = ""

    # ----- where the focus is ----------------------------------------------------------------

    def rows(self) -> list[list[Place]]:
        """The places of the table, row by row (an empty row left out)."""
        scene = self.scene
        hand = scene.pile(PileId.hand(scene.viewer))
        team = scene.snapshot.team_of(scene.viewer)
        cards = [(None, card) for card in hand.cards if card.face_up] if hand is not None else []
        rows = [[(STOCK, scene.stock), (DISCARD, scene.discard), *cards],
                [*((meld.pile_id, meld) for meld in melds_on_table(self.piles, team)), (NEW_MELD, scene.new_meld)],
                [(meld.pile_id, meld) for meld in melds_on_table(self.piles, 1 - team)]]
        return [row for row in rows if row]

    def places(self) -> list[Place]:
        """Every place, in the order of Tab."""
        return [place for row in self.rows() for place in row]

    @property
    def focus(self) -> Place:
        """The place in focus now (a card played or a meld gone: the place next to where it was)."""
        places = self.places()
        cards = [item for pile_id, item in places if pile_id is None]
        if self._pile is None:
            if self._card in cards:
                return None, self._card
            if cards:
                return None, cards[min(self._card_index, len(cards) - 1)]
            return DISCARD, self.scene.discard
        for pile_id, item in places:
            if pile_id == self._pile:
                return pile_id, item
        if self._pile.kind == "meld":
            gone = self._pile
            melds = [(pile_id, item) for pile_id, item in places
                     if pile_id is not None and pile_id.kind == "meld" and pile_id.owner == gone.owner]
            if melds:
                return melds[-1]
        return NEW_MELD, self.scene.new_meld

    @property
    def focus_name(self) -> str:
        """The focus as a name: ``stock``, ``discard``, ``card:<notation>``, ``new-meld``, ``meld:<team>:<index>``."""
        pile_id, item = self.focus
        return f"card:{item.card}" if pile_id is None else str(pile_id)

    def _set_focus(self, place: Place) -> None:
        pile_id, item = place
        self._pile = pile_id
        if pile_id is None:
            self._card = item
            hand = self.scene.pile(PileId.hand(self.scene.viewer))
            self._card_index = hand.cards.index(item) if hand is not None and item in hand.cards else 0
        self.active = True
        self.refresh()

    # ----- keys ------------------------------------------------------------------------------

    def key_press(self, event) -> bool:
        """A key of keyboard play: move the focus or play. False: not one of ours."""
        if event.modifiers() & _not_ours():
            return False
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self.along(_arrows()[key])
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            self.across(_arrows()[key])
        elif key == Qt.Key.Key_Space:
            self.space()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.enter()
        elif key == Qt.Key.Key_D:
            self.scene.controller.request(R.Draw())
        elif key == Qt.Key.Key_P:
            self.scene.controller.request(self.gestures.take_action(None))
        elif key == Qt.Key.Key_X:
            self.discard_focused()
        else:
            return False
        event.accept()
        return True

    def tab(self, forward: bool) -> bool:
        """Tab or Shift+Tab: the next or previous place, wrapping round (the first press shows the focus)."""
        if self.scene.curtain_seat is not None:
            return True
        if not self.active:
            self._set_focus(self.focus)
            return True
        places = self.places()
        index = self._index(places)
        self._set_focus(places[(index + (1 if forward else -1)) % len(places)])
        return True

    def along(self, step: int) -> None:
        """Left or Right: the neighbour in the row (the first press shows the focus)."""
        if not self.active:
            self._set_focus(self.focus)
            return
        for row in self.rows():
            index = self._index(row)
            if index >= 0:
                self._set_focus(row[max(0, min(len(row) - 1, index + step))])
                return

    def across(self, step: int) -> None:
        """Up or Down: the place of the next row up or down nearest to the one in focus."""
        if not self.active:
            self._set_focus(self.focus)
            return
        rows = self.rows()
        here = next((number for number, row in enumerate(rows) if self._index(row) >= 0), 0)
        target = here + step
        if not 0 <= target < len(rows):
            return
        x = self._rect(self.focus).center().x()
        self._set_focus(min(rows[target], key=lambda place: abs(self._rect(place).center().x() - x)))

    def _index(self, places: list[Place]) -> int:
        focus = self.focus
        for index, place in enumerate(places):
            if place[0] == focus[0] and place[1] is focus[1]:
                return index
        return -1

    def space(self) -> None:
        """Space: select the card in focus or put it back; on a pile, as Enter."""
        if not self.active:
            self._set_focus(self.focus)
            return
        pile_id, item = self.focus
        if pile_id is None:
            self.toggle(item)
        else:
            self.enter()

    def toggle(self, card: CardItem) -> None:
        """Select `card` of your hand, or put it back."""
        card.selected = not card.selected
        card.update()
        self.scene.relayout()

    def enter(self) -> None:
        """Enter: play the selected cards on the place in focus (see the module docstring)."""
        if not self.active:
            self._set_focus(self.focus)
            return
        pile_id, item = self.focus
        scene = self.scene
        c = scene.controller
        if pile_id is None:
            self.toggle(item)
            return
        team = scene.snapshot.team_of(scene.viewer)
        drawing = scene.snapshot.phase == "draw"
        chosen = tuple(item.card for item in self.gestures.selected_cards())
        if pile_id == STOCK:
            c.request(R.Draw())
        elif pile_id == DISCARD:
            if drawing or not scene.snapshot.can_act:
                c.request(self.gestures.take_action(None))
            elif len(chosen) == 1:
                if not self.gestures.request_discard(chosen[0]):
                    scene.relayout()
            elif chosen:
                scene.hint.emit(translate("Table", "Discard one card at a time"))
            else:
                scene.hint.emit(translate("Table", "Select the card to discard with Space first, or press X on it"))
        elif pile_id == NEW_MELD or pile_id.is_meld_of(team):
            if drawing or not scene.snapshot.can_act:
                c.request(self.gestures.take_action(pile_id))
            elif not chosen:
                scene.hint.emit(translate("Table", "Select cards of your hand with Space first"))
            elif pile_id == NEW_MELD:
                c.request(R.NewMeld(chosen))
            else:
                c.request(R.AddToMeld(pile_id.meld_index, chosen))
        else:
            scene.hint.emit(translate("Table", "You can only play on your own team's melds"))

    def discard_focused(self) -> None:
        """X: discard the card in focus, or else the one selected card."""
        pile_id, item = self.focus
        selected = self.gestures.selected_cards()
        card = item if pile_id is None and self.active else selected[0] if len(selected) == 1 else None
        if card is None:
            self.scene.hint.emit(translate("Table", "Move the focus to a card of your hand to discard it"))
            return
        if not self.gestures.request_discard(card.card):
            self.scene.relayout()

    def hide(self) -> None:
        """The mouse took over: hide the mark until the next key."""
        if self.active:
            self.active = False
            self.refresh()

    # ----- the mark and the words ------------------------------------------------------------

    def _rect(self, place: Place) -> QRectF:
        """What the mark surrounds for `place`, in scene coordinates."""
        return self._room(place)[0]

    def _room(self, place: Place) -> tuple[QRectF, tuple[float, float] | None]:
        """What the mark surrounds for `place`, and for a card of a fan the left and right edges the ring's
        line may not pass: the next card's edge, and the end of the previous card's corner."""
        pile_id, item = place
        if pile_id is not None:
            return item.focus_rect(), None
        hand = item.parentItem()
        cards = hand.cards if isinstance(hand, PileItem) else []
        width = item.w
        index = cards.index(item) if item in cards else -1
        left, right = -1e9, 1e9
        if 0 <= index < len(cards) - 1:
            gap = cards[index + 1].pos().x() - item.pos().x()
            if 0 < gap < width:
                width = gap
                right = item.mapToScene(QPointF(gap, 0)).x()
        if index > 0:
            before = cards[index - 1]
            if 0 < item.pos().x() - before.pos().x() < before.w:
                left = before.mapToScene(QPointF(before.w * theme.CORNER_SHARE, 0)).x()
        return item.mapRectToScene(QRectF(0, 0, width, item.h)), (left, right)

    def refresh(self) -> None:
        """Place the mark on the focus (hidden before any key, and behind the hotseat curtain) and say it."""
        shown = self.active and self.scene.curtain_seat is None
        focus = self.focus
        if shown:
            rect, room = self._room(focus)
            self.mark.surround(rect, self.scene.s, room)
        self.mark.setVisible(shown)
        spoken = self.words(focus) if shown else ""
        if spoken != self._spoken:
            self._spoken = spoken
            self.scene.focusSpoken.emit(spoken)

    @property
    def spoken(self) -> str:
        """What has the focus, in words ("" before any key)."""
        return self._spoken

    def words(self, place: Place) -> str:
        """`place` in words in the current language: "Discard pile: 12 cards, 7 of hearts on top"."""
        pile_id, item = place
        g = self.scene.snapshot
        if pile_id is None:
            cards = [card for card_pile, card in self.rows()[0] if card_pile is None]
            position = cards.index(item) + 1 if item in cards else 0
            template = (translate("Table", "{card}, selected, card {position} of {count} in your hand") if item.selected
                        else translate("Table", "{card}, card {position} of {count} in your hand"))
            return template.format(card=card_name(item.card), position=position, count=len(cards))
        if pile_id in (STOCK, DISCARD):
            return item.toolTip()
        if pile_id == NEW_MELD:
            selected = len(self.gestures.selected_cards())
            return Table.tr("New meld: %n card(s) selected", "", selected) if selected \
                else translate("Table", "New meld")
        team, index = pile_id.owner, pile_id.meld_index
        if team >= len(g.melds) or index >= len(g.melds[team]):
            return ""
        meld = meld_words(g.melds[team][index], g.variant)
        if team == g.team_of(self.scene.viewer):
            return translate("Table", "Your team's meld: {meld}").format(meld=meld)
        return translate("Table", "The other team's meld: {meld}").format(meld=meld)
