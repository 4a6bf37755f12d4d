"""The piles of the table: the places that hold cards, and your name plate.

Every pile is a `QGraphicsObject` known by its `pile_id.PileId` (its object name is the id as text:
``stock``, ``discard``, ``hand:<seat>``, ``melds:<team>``, ``meld:<team>:<index>``, ``new-meld``,
``reserve:<team>``, ``closed:<team>``); its cards (`card_item.CardItem`) are its child items. Piles
only draw; gestures go to the scene, which asks the controller.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QFontMetricsF, QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from buraco_qt.platform.qt_namespace import Qt, when_made
from buraco_qt.ui.art import theme
from buraco_qt.ui.art.card_art import CardArt
from buraco_qt.ui.table.card_item import CardItem, SceneGestures
from buraco_qt.ui.table.paint_guard import paint_guard
from buraco_qt.ui.table.pile_id import DISCARD, NEW_MELD, STOCK, PileId
from buraco_qt.ui.table.repaint_on_change import RepaintOnChange
from buraco_qt.ui.table.table_layout import RIBBON_TWO_LINES, MeldPlace, OtherHand

if TYPE_CHECKING:  # pragma: no cover
    from buraco_qt.rules.cards import Card


class PileItem(SceneGestures, RepaintOnChange, QGraphicsObject):
    """A place on the table holding cards; it can light up as a drop target."""

    interactive = False

    def __init__(self, pile_id: PileId, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        #: Which pile it is (its key in the scene's piles; its object name as text).
        self.pile_id = pile_id
        self.setObjectName(str(pile_id))
        self.cards: list[CardItem] = []
        self.area = QRectF()
        self.lit = False
        self.hot = False
        self.hint = False     # lit for a hint
        self.s = 1.0          # the table's scale
        self._placed: tuple | None = None     # how its cards were last placed (`placed_as`)
        self._tip: str | None = None          # its tooltip as last set (`table_labels.set_tip`)
        when_made(lambda: self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if self.interactive
                                                       else Qt.MouseButton.NoButton))
        # piles draw only decorations that change with the state: cache them as pixmaps
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def shown_cards(self) -> list[Card | None]:
        """The cards of the pile, in table order (bottom/left first); None for a card face down."""
        return [item.card for item in self.cards]

    def area_of(self, changed: set[str]) -> QRectF | None:
        """A pile's own picture does not show which cards it holds (they are items of their own): a change
        of its cards alone repaints none of it."""
        return QRectF() if changed <= {"cards"} else None

    def move_to(self, rect: QRectF) -> None:
        """Put the pile's corner where `rect` says (its size stays as it is: `set_area` gives it)."""
        self.setPos(QPointF(round(rect.left()), round(rect.top())))

    def set_area(self, rect: QRectF) -> None:
        """Place the pile: `rect` in scene coordinates (or parent coordinates for nested piles)."""
        self.move_to(rect)
        local = QRectF(0, 0, round(rect.width()), round(rect.height()))
        if local != self.area:
            self.prepareGeometryChange()
            self.area = local
        self.update()

    def target_rect(self) -> QRectF:
        """The drop area in scene coordinates."""
        return self.mapRectToScene(self.area)

    def focus_rect(self) -> QRectF:
        """What the keyboard focus mark surrounds, in scene coordinates."""
        return self.target_rect()

    def placed_as(self, *how) -> bool:
        """True when the pile holds the cards it held when last placed, each still where it was put, and
        is placed again the same way (`how`): its cards need no new place, size, shadow or clip. Else the
        caller places them (and the next call compares with this one)."""
        key = (how, tuple(self.cards))
        if key == self._placed and all(card.at is not None for card in self.cards):
            return True
        self._placed = key
        return False

    def unplace(self) -> None:
        """Its cards are placed again at the next layout, whatever changed (another size, deck or order)."""
        self._placed = None

    def clip_cards(self, clear: bool = False) -> None:
        """Let each card of the fan paint only the part the next card leaves visible (`clear`: all of it)."""
        cards = self.cards
        if clear or len(cards) < 2:
            for card in cards:
                card.set_clip(None)
            return
        # after every move, for every pile: the card's place read once, the margins once per height
        places = [(card.x(), card.y(), card.h, card.scale() == 1.0) for card in cards]
        margins: dict[float, tuple[float, float]] = {}
        for index, card in enumerate(cards):
            clip = None
            x, y, h, unscaled = places[index]
            if index + 1 < len(cards) and unscaled:
                next_x, next_y, next_h, next_unscaled = places[index + 1]
                if next_h == h and next_unscaled and cards[index + 1].isVisible():
                    if h not in margins:
                        margins[h] = (theme.shadow_margin(h) + 2, theme.corner_radius(h) + 1.5)
                    margin, corner = margins[h]
                    dx, dy = next_x - x, next_y - y
                    if abs(dy) < 0.01 and 0 <= dx < card.w - corner:
                        clip = QRectF(-margin, -margin, dx + corner + margin, h + 3 * margin)
                    elif abs(dx) < 0.01 and 0 <= dy < h - corner:
                        clip = QRectF(-margin, -margin, card.w + 2 * margin, dy + corner + margin)
            card.set_clip(clip)

    def set_lit(self, lit: bool, hot: bool = False, hint: bool = False) -> None:
        """Light the pile as a drop target (`hot`: the one a drag would drop on; `hint`: where a hint plays)."""
        if (lit, hot, hint) != (self.lit, self.hot, self.hint):
            self.lit, self.hot, self.hint = lit, hot, hint
            self.update()

    def glow_colour(self) -> QColor:
        """The colour the pile glows in: a drop target's gold, or the hint's colour."""
        return theme.HINT if self.hint else theme.TARGET

    def boundingRect(self) -> QRectF:
        return self.area.adjusted(-12, -12, 12, 12)

    def radius(self) -> float:
        return 8 * self.s

    @paint_guard
    def paint(self, painter: QPainter, option, widget=None) -> None:
        if self.lit:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            theme.glow(painter, self.area.adjusted(-4, -4, 4, 4), self.radius(), self.hot, self.glow_colour())


class StockItem(PileItem):
    """The stock: a squared stack of backs with its count."""

    interactive = True

    def __init__(self) -> None:
        super().__init__(STOCK)
        self.count = 0
        self.card_h = 100.0
        self.art: CardArt | None = None
        self.ready = False        # glows softly when drawing is the thing to do

    def shown_cards(self) -> list[Card | None]:
        return [None] * self.count

    def _base(self) -> QRectF:
        """The top card of the stack, in item coordinates."""
        h = self.card_h
        w = self.art.width(h)
        return QRectF(self.area.width() - w, self.area.height() - h, w, h)

    def focus_rect(self) -> QRectF:
        return self.mapRectToScene(self._base())

    @paint_guard
    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        h = self.card_h
        w = self.art.width(h)
        radius = theme.corner_radius(h)
        base = self._base()
        if self.lit or self.ready:
            theme.glow(painter, base.adjusted(-4, -4, 4, 4), radius + 3, self.hot, self.glow_colour())
        if self.count == 0:
            theme.slot(painter, base, radius)
            return
        dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
        layers = 1 + min(3, self.count // 12)
        step = max(1.5, 2.2 * self.s)
        m = theme.shadow_margin(h)
        painter.drawPixmap(QPointF(base.left() - m - (layers - 1) * step,
                                   base.top() - m + m * 0.45 - (layers - 1) * step),
                           theme.shadow_pixmap(w + (layers - 1) * step, h + (layers - 1) * step, dpr))
        pm = self.art.pixmap("back", h, dpr)
        for i in range(layers):
            off = (layers - 1 - i) * step
            target = base.translated(-off, -off)
            painter.drawPixmap(target, pm, QRectF(pm.rect()))
            if i < layers - 1:
                theme.rounded(painter, target, radius, None, QColor(0, 0, 0, 60), 1)
        theme.badge(painter, QPointF(base.center().x(), base.bottom() - 14 * self.s), str(self.count),
                    theme.font(12 * self.s, bold=True))


class DiscardItem(PileItem):
    """The discard pile, spread a little so players see what it holds."""

    interactive = True

    def __init__(self) -> None:
        super().__init__(DISCARD)
        self.card_h = 100.0
        self.art: CardArt | None = None
        self.label = ""
        self.ready = False
        self.fan_width = 0.0
        self.empty = True         # it shows an empty slot

    def area_of(self, changed: set[str]) -> QRectF | None:
        """Its cards, and how far they reach while it does not glow, are not in its own picture."""
        quiet = {"cards"} if self.lit or self.ready else {"cards", "fan_width"}
        return QRectF() if changed <= quiet else None

    def place_cards(self, height: float, step: float) -> None:
        """Spread the cards left to right, `step` apart; only the top three cast a shadow."""
        if not self.placed_as(height, step):
            count = len(self.cards)
            for index, card in enumerate(self.cards):
                card.set_height(height)
                card.set_shadow(index >= count - 3)
                card.place_at(index * step, 0.0)
            self.clip_cards()
        last = self.cards[-1] if self.cards else None
        self.fan_width = (last.at[0] + last.w) if last is not None else self.art.width(height)
        self.empty = not self.cards
        self.update()

    def focus_rect(self) -> QRectF:
        if not self.cards:
            h = self.card_h
            return self.mapRectToScene(QRectF(0, self.area.height() - h, self.art.width(h), h))
        return self.mapRectToScene(QRectF(0, 0, min(self.area.width(), self.fan_width), self.area.height()))

    @paint_guard
    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        h = self.card_h
        w = self.art.width(h)
        radius = theme.corner_radius(h)
        if self.lit or self.ready:
            fan = QRectF(0, 0, min(self.area.width(), self.fan_width), self.area.height())
            theme.glow(painter, fan.adjusted(-4, -4, 4, 4), radius + 3, self.hot, self.glow_colour())
        if self.empty:
            slot = QRectF(0, self.area.height() - h, w, h)
            theme.slot(painter, slot, radius)
            theme.text(painter, slot, self.label, theme.font(12 * self.s), theme.TEXT_DIM,
                       theme.ALIGN_CENTER, shadow=False)


class HandItem(PileItem):
    """A player's hand: your own fanned face up in row 0, the others face down in row 4."""

    def __init__(self, seat: int) -> None:
        super().__init__(PileId.hand(seat))
        self.seat = seat
        self.own = False
        self.player = ""
        self.active = False
        self.panel_rect = QRectF()
        self.count_text = ""
        self.status = ""
        self.fan_width = 0.0

    def boundingRect(self) -> QRectF:
        return self.area.united(self.panel_rect).adjusted(-12, -12, 12, 12)

    def area_of(self, changed: set[str]) -> QRectF | None:
        """Your own hand paints its glow alone: the name, the count and whose turn it is are not repainted.
        Another's repaints the badge alone when only its count changed; the fan's width shows only in a glow."""
        changed = changed - ({"cards", "fan_width"} if self.lit else {"cards", "fan_width", "area"})
        if not changed or (self.own and not changed & {"own", "lit", "hot", "area", "s"}):
            return QRectF()
        if not self.own and changed <= {"count_text"}:
            return self._badge_room()
        return None

    def _title_line(self) -> QRectF:
        """The line at the top of another's panel: the name, the count's badge at its right, the status."""
        r, pad = self.panel_rect, 10 * self.s
        return QRectF(r.left() + pad, r.top() + 4 * self.s, r.width() - 2 * pad, 22 * self.s)

    def _badge_room(self) -> QRectF:
        """Where the count's badge is drawn, whatever the count (up to three digits)."""
        line = self._title_line()
        centre = line.right() - 14 * self.s
        return QRectF(centre - 30 * self.s, line.top() - 4, 60 * self.s, line.height() + 8)

    def place_own_cards(self, height: float, step: float, lift: float, fan_width: float) -> None:
        """Your hand, face up in row 0: a fan `step` apart; selected cards stand `lift` higher (a hint's do not)."""
        self.panel_rect = QRectF()
        self.fan_width = fan_width
        self.update()
        if self.placed_as(height, step, lift, tuple(card.selected for card in self.cards)):
            return
        for index, card in enumerate(self.cards):
            card.set_height(height)
            card.set_shadow(True)
            card.place_at(index * step, -lift if card.selected else 0.0)
        self.clip_cards()

    def place_face_down(self, place: OtherHand) -> None:
        """Another player's hand in row 4: a panel with their name and a fan of backs."""
        self.setPos(QPointF(round(place.panel.left()), round(place.panel.top())))
        panel = QRectF(0, 0, place.panel.width(), place.panel.height())
        if panel != self.panel_rect or place.fan != self.area:     # else its cards need no repaint
            self.prepareGeometryChange()
            self.panel_rect = panel
            self.area = place.fan
        if not self.placed_as(place):
            count = len(self.cards)
            for index, card in enumerate(self.cards):
                card.set_height(place.card_height)
                card.set_shadow(index == count - 1 or place.step > place.card_width * 0.5)
                card.place_at(place.fan.left() + index * place.step, place.fan.top())
            self.clip_cards()
        self.update()

    @paint_guard
    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if not self.own:
            r = self.panel_rect
            theme.panel(painter, r, 10 * self.s, self.active)
            pad = 10 * self.s
            line = self._title_line()
            name_font = theme.font(14 * self.s, bold=True)
            colour = theme.GOLD if self.active else theme.TEXT
            title = ("\u25B6 " if self.active else "") + self.player
            theme.text(painter, line, title, name_font, colour)
            badge_font = theme.font(11.5 * self.s, bold=True)
            theme.badge(painter, QPointF(r.right() - pad - 14 * self.s, line.center().y()), self.count_text,
                        badge_font)
            if self.status:
                theme.text(painter, line.adjusted(0, 0, -34 * self.s, 0), self.status, theme.font(11.5 * self.s),
                           theme.GOLD if self.active else theme.TEXT_DIM,
                           theme.ALIGN_RIGHT | theme.ALIGN_VCENTER)
        if self.lit:
            theme.glow(painter, self.area.adjusted(-4, -4, 4, 4), self.radius(), self.hot, self.glow_colour())


class MeldItem(PileItem):
    """One meld of a team: a vertical fan, with a ribbon when it is a canasta."""

    def __init__(self, team: int, index: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(PileId.meld(team, index), parent)
        self.team = team
        self.index = index
        self.canasta: str | None = None
        self.ribbon = ""
        self.points_text = ""
        self.fresh = False
        self.columns = 1
        self.ribbon_h = 17.0        # the room for the ribbon at the bottom of the meld's place
        self.ribbon_reach = 2.0     # how far the ribbon reaches beyond the meld on either side
        self._tip_of: tuple | None = None     # what its tooltip says (the meld, the rules, the language)
        self.cards_bottom = 0.0     # the bottom of its cards where they are put (with their shadows)

    @staticmethod
    def ribbon_px(scale: float) -> float:
        """The size of the ribbon's font at the table's `scale`."""
        return 10.5 * scale

    def boundingRect(self) -> QRectF:
        return self.area.adjusted(-max(12.0, self.ribbon_reach + 2), -12, max(12.0, self.ribbon_reach + 2), 12)

    def area_of(self, changed: set[str]) -> QRectF | None:
        """Its cards show in its own picture only through the plate behind a meld in several columns."""
        return QRectF() if changed <= ({"cards", "cards_bottom"} if self.columns == 1 else {"cards"}) else None

    def focus_rect(self) -> QRectF:
        """The meld's cards (its area reaches down to the bottom of the row)."""
        if not self.cards:
            return self.target_rect()
        rect = QRectF()
        for card in self.cards:
            rect = rect.united(card.mapRectToScene(card.card_rect()))
        return rect

    def place_cards(self, place: MeldPlace, height: float, width: float, column_gap: float,
                    ribbon: tuple[float, float]) -> None:
        """Stand the meld in `place`: a vertical fan, flowing on into further columns when it has them; its
        ribbon (if a canasta) at the bottom, `ribbon` = (its height, how far it reaches beyond the meld)."""
        if self.columns != place.columns or (self.ribbon_h, self.ribbon_reach) != ribbon:
            self.prepareGeometryChange()
            self.columns = place.columns
            self.ribbon_h, self.ribbon_reach = ribbon
            self.update()
        self.set_area(place.area)
        if self.placed_as(place, height, width, column_gap):
            return
        for index, card in enumerate(self.cards):
            card.set_height(height)
            card.set_shadow(True)
            card.place_at((index // place.per_column) * (width + column_gap), (index % place.per_column) * place.step)
        self.clip_cards()
        # where the plate behind a meld in columns ends: under its lowest card where it is put, with its shadow
        # (not where a card in flight is: the plate was painted for the flight's first frame and stayed so)
        self.cards_bottom = max((card.at[1] + card.h + 1.5 * (theme.shadow_margin(card.h) + 2) for card in self.cards),
                                default=0.0)
        self.update()

    @paint_guard
    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self.columns > 1:
            # one meld in several columns: a plate behind them shows that they belong together
            bottom = self.cards_bottom if self.cards else self.area.bottom()
            plate = QRectF(self.area.left(), self.area.top(), self.area.width(), bottom - self.area.top())
            theme.rounded(painter, plate.adjusted(-5 * self.s, -5 * self.s, 5 * self.s, 5 * self.s), self.radius(),
                          QColor(0, 0, 0, 45), QColor(255, 255, 255, 40), 1.2 * self.s)
        if self.lit:
            theme.glow(painter, self.area.adjusted(-4, -4, 4, 4), self.radius(), self.hot, self.glow_colour())
        if self.ribbon:
            # at the top of the room under the cards: one line tall, or two when its words need them
            reach = self.ribbon_reach
            width = self.area.width() + 2 * reach
            px = self.ribbon_px(self.s)
            font = theme.font(px, bold=True)
            flags = theme.ALIGN_CENTER
            h = 15 * self.s
            if QFontMetricsF(font).horizontalAdvance(self.ribbon) > width - 4:
                # words on two lines when the layout gave them room ("Medio limpia"), else the line smaller
                font = theme.fitted_line_font(px, self.ribbon, width - 4, bold=True)
                two_lines = " " in self.ribbon and self.ribbon_h >= RIBBON_TWO_LINES * self.s
                if two_lines or QFontMetricsF(font).horizontalAdvance(self.ribbon) > width - 4:
                    font = theme.fitted_font(px, self.ribbon, width - 4, bold=True)
                    flags |= theme.WORD_WRAP
                    h = self.ribbon_h - 2 * self.s
            r = QRectF(-reach, self.area.height() - self.ribbon_h + 4 * self.s, width, h)
            clean = self.canasta in ("clean", "royal", "ace_to_ace", "twos", "wild_clean")
            colour = theme.CLEAN if clean else theme.DIRTY
            path = theme.rounded_path(r, min(h / 2, 8 * self.s))
            painter.fillPath(path, QBrush(theme.ribbon_gradient(r, colour)))
            painter.setFont(font)
            theme.draw_text(painter, r, flags, self.ribbon,
                            QColor("#2b2200") if colour == theme.CLEAN else QColor("#1d2630"))
        elif self.points_text:
            h = 14 * self.s
            r = QRectF(0, self.area.height() - h + 2 * self.s, self.area.width(), h)
            theme.text(painter, r, self.points_text, theme.font(10.5 * self.s), theme.TEXT_DIM,
                       theme.ALIGN_CENTER, shadow=False)


class NewMeldItem(PileItem):
    """The "New meld" target after your team's melds."""

    def __init__(self) -> None:
        super().__init__(NEW_MELD)
        self.label = ""
        self.card_h = 80.0

    def focus_rect(self) -> QRectF:
        return self.mapRectToScene(QRectF(0, 0, self.area.width(), min(self.area.height(), self.card_h)))

    def label_px(self, scale: float) -> float:
        """The size of the label's font at the table's `scale`."""
        return 11 * scale

    def word_width(self, scale: float) -> float:
        """How wide the label's widest word is at the table's `scale` (the layout makes the target that wide)."""
        return theme.widest(self.label_px(scale), True, tuple(self.label.split()))

    @paint_guard
    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        radius = theme.corner_radius(self.card_h) + 2
        slot = QRectF(0, 0, self.area.width(), min(self.area.height(), self.card_h))
        if self.lit:
            theme.glow(painter, slot.adjusted(-3, -3, 3, 3), radius, self.hot, self.glow_colour())
        lit = self.glow_colour()
        colour = lit if self.lit else theme.SLOT
        theme.slot(painter, slot, radius, colour)
        # the label at the bottom, in as many lines as its words need; the "+" in the room above it
        pad = max(4.0, slot.height() * 0.09)
        width = slot.width() - 6
        font = theme.fitted_font(self.label_px(self.s), self.label, width, bold=True)
        metrics = QFontMetricsF(font)
        flags = theme.ALIGN_HCENTER | theme.ALIGN_TOP | theme.WORD_WRAP
        label_h = metrics.boundingRect(QRectF(0, 0, width, 10_000), flags, self.label).height() if self.label else 0
        label = QRectF(slot.left() + 3, max(slot.top() + pad, min(slot.top() + slot.height() * 0.52,
                                                                  slot.bottom() - pad - label_h)), width, label_h)
        plus_font = theme.font(min(slot.height() * 0.3, (label.top() - slot.top() - pad) * 0.8), bold=True)
        plus_h = QFontMetricsF(plus_font).height()
        if plus_h <= label.top() - slot.top() - pad / 2:
            plus = QRectF(slot.left(), (slot.top() + label.top() - plus_h) / 2, slot.width(), plus_h)
            theme.text(painter, plus, "+", plus_font, lit if self.lit else theme.TEXT_DIM, theme.ALIGN_CENTER,
                       shadow=False)
        painter.setFont(font)
        theme.draw_text(painter, label, flags, self.label, lit if self.lit else theme.TEXT_DIM)


class MeldsRowItem(PileItem):
    """A team's melds row: a soft band on the felt, the team panel on its left."""

    def __init__(self, team: int) -> None:
        super().__init__(PileId.melds(team))
        self.team = team
        self.title = ""
        self.title_parts: list[str] = []   # the title in lines, used when it does not fit on one
        self.lines: list[str] = []
        self.panel_w = 150.0
        self.own = False
        self.active = False
        self.empty_text = ""

    def fonts(self, scale: float) -> tuple[QFont, QFont]:
        """The fonts of the panel's title and of its lines at the table's `scale` (`text_width` measures in them)."""
        return theme.font(14 * scale, bold=True), theme.font(11.5 * scale)

    def text_width(self, scale: float) -> float:
        """How wide the panel's texts are at the table's `scale`: its title (in its lines, when it has them)
        and its lines (the layout makes the panel that wide)."""
        title = theme.widest(14 * scale, True, (self.title,))
        if self.title_parts:
            title = min(title, theme.widest(14 * scale, True, tuple(self.title_parts)))
        return max(title, theme.widest(11.5 * scale, False, tuple(self.lines)))

    def area_of(self, changed: set[str]) -> QRectF | None:
        """The team's names, its points and whose turn it is show on its panel: the melds are not repainted;
        its points alone repaint their lines."""
        changed = changed - {"cards"}
        if not changed:
            return QRectF()
        if not changed <= {"active", "title", "title_parts", "lines"}:
            return None
        r = self.area
        if changed == {"lines"}:
            pad = 10 * self.s
            top = r.top() + 6 * self.s + sum(self._title_steps())
            return QRectF(r.left() + pad, top, self.panel_w - 2 * pad, 16 * self.s * len(self.lines)).adjusted(
                -2, -2, 2, 4)
        return QRectF(r.left(), r.top(), self.panel_w, r.height()).adjusted(-3, -3, 3, 3)

    def _titles(self) -> list[str]:
        """The panel's title in its lines: one, or the names one a line when they do not fit."""
        title_font, _ = self.fonts(self.s)
        if self.title_parts and QFontMetrics(title_font).horizontalAdvance(self.title) > self.panel_w - 20 * self.s:
            return self.title_parts
        return [self.title]

    def _title_steps(self) -> list[float]:
        """How far down each title line moves the next line."""
        titles = self._titles()
        return [(21 if index == len(titles) - 1 else 18) * self.s for index in range(len(titles))]

    def shown_cards(self) -> list[Card | None]:
        out: list[Card | None] = []
        for child in self.childItems():
            if isinstance(child, MeldItem) and child.isVisible():
                out.extend(child.shown_cards())
        return out

    @paint_guard
    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self.area
        radius = 12 * self.s
        theme.rounded(painter, r, radius, QColor(0, 0, 0, 34 if self.own else 24), theme.PANEL_BORDER, 1)
        side = QRectF(r.left(), r.top(), self.panel_w, r.height())
        path = QPainterPath()
        path.addRoundedRect(side, radius, radius)
        painter.fillPath(path, theme.brush_of(QColor(0, 0, 0, 40)))
        pad = 10 * self.s
        y = r.top() + 6 * self.s
        title_font, line_font = self.fonts(self.s)
        title_w = side.width() - 2 * pad
        titles = self._titles()
        for index, title in enumerate(titles):
            theme.text(painter, QRectF(side.left() + pad, y, title_w, 20 * self.s), title,
                       title_font, theme.GOLD if self.active else theme.TEXT)
            y += (21 if index == len(titles) - 1 else 18) * self.s
        for line in self.lines:
            theme.text(painter, QRectF(side.left() + pad, y, side.width() - 2 * pad, 16 * self.s), line,
                       line_font, theme.TEXT_DIM)
            y += 16 * self.s
        if self.empty_text:
            area = QRectF(side.right() + 14 * self.s, r.top(), r.width() - side.width() - 28 * self.s, r.height())
            theme.text(painter, area, self.empty_text, theme.font(13 * self.s), QColor(255, 255, 255, 70),
                       theme.ALIGN_LEFT | theme.ALIGN_VCENTER, shadow=False)
        if self.lit:
            theme.glow(painter, r.adjusted(2, 2, -2, -2), radius, self.hot, self.glow_colour())


class ReserveItem(PileItem):
    """A team's reserve (buraco / morto), laid crosswise while it is on the table."""

    def __init__(self, team: int) -> None:
        super().__init__(PileId.reserve(team))
        self.team = team
        self.count = 0
        self.card_h = 60.0
        self.art: CardArt | None = None
        self.label = ""

    def shown_cards(self) -> list[Card | None]:
        return [None] * self.count

    @paint_guard
    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
        h = self.card_h
        w = self.art.width(h)
        pm = self.art.pixmap("back", h, dpr)
        turned = theme.rotated(pm, ("back", pm.width(), pm.height(), dpr, self.art.images.back))
        rw, rh = h, w          # crosswise
        top = 0.0
        step = max(1.5, 2 * self.s)
        m = theme.shadow_margin(rh)
        painter.drawPixmap(QPointF(-m, top - m + theme.shadow_offset(rh)),
                           theme.shadow_pixmap(rw + step, rh + step, dpr))
        for i in range(2):
            off = (1 - i) * step
            painter.drawPixmap(QRectF(off, top + off, rw, rh), turned, QRectF(turned.rect()))
        theme.text(painter, self.label_rect(), self.label, self.label_font(), theme.TEXT_DIM, theme.ALIGN_CENTER)

    def label_font(self) -> QFont:
        return theme.font(10.5 * self.s, bold=True)

    def label_rect(self) -> QRectF:
        """Where the label goes, under the cards (item coordinates)."""
        rh = self.art.width(self.card_h)
        return QRectF(-8 * self.s, rh + 2 * self.s, self.card_h + 16 * self.s, 14 * self.s)

    def label_ink(self) -> QRectF:
        """Where the label's text falls, in scene coordinates."""
        rect = QFontMetricsF(self.label_font()).boundingRect(self.label_rect(), theme.ALIGN_CENTER, self.label)
        return self.mapRectToScene(rect)


class ClosedItem(PileItem):
    """A team's closed canastas (CardCol's cerrados): a squared stack with count and points."""

    def __init__(self, team: int, reserve: ReserveItem) -> None:
        super().__init__(PileId.closed(team))
        self.team = team
        self.count = 0
        self.label = ""
        self.reserve = reserve          # its label and this one share the strip under them
        self.label_room = QRectF()      # that strip, across the team's panel (item coordinates)

    def place_cards(self, height: float, step: float) -> None:
        """A squared stack, each card `step` lower; the top and bottom cards cast a shadow."""
        if self.placed_as(height, step):
            return
        count = len(self.cards)
        for index, card in enumerate(self.cards):
            card.set_height(height)
            card.set_shadow(index == 0 or index == count - 1)
            card.place_at(0, index * step)
        self.clip_cards()

    def set_label_room(self, room: QRectF) -> None:
        """The strip under the stack, across the panel, in scene coordinates."""
        local = room.translated(-self.pos())
        if local != self.label_room:
            self.prepareGeometryChange()
            self.label_room = local
            self.update()

    def boundingRect(self) -> QRectF:
        return self.area.united(self.label_room).adjusted(-12, -12, 12, 12)

    def label_font(self) -> QFont:
        """The label's font: its size, a little smaller if that makes it fit its room (in the whole pixels
        `theme.text` cuts a line at)."""
        return theme.fitted_line_font(10.5 * self.s, self.label, int(self.label_space().width()), bold=True)

    def label_space(self) -> QRectF:
        """The part of the strip the label may take: right of the reserve's label while the reserve is there."""
        room = QRectF(self.label_room)
        if self.reserve.isVisible() and self.reserve.label:
            room.setLeft(max(room.left(), self.mapFromScene(self.reserve.label_ink().topRight()).x() + 4 * self.s))
        return room

    def label_rect(self) -> QRectF:
        """Where the label goes: centred under the stack, moved left as far as it must to stay in its room."""
        room = self.label_space()
        width = min(room.width(), QFontMetricsF(self.label_font()).horizontalAdvance(self.label) + 2)
        left = min(max(self.area.center().x() - width / 2, room.left()), room.right() - width)
        return QRectF(left, room.top(), width, room.height())

    @paint_guard
    def paint(self, painter: QPainter, option, widget=None) -> None:
        if self.count:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            theme.text(painter, self.label_rect(), self.label, self.label_font(), theme.GOLD, theme.ALIGN_CENTER)


class PlateItem(RepaintOnChange, QGraphicsObject):
    """Row 1: your name and whose turn it is."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("plate")
        self.rect = QRectF()
        self.name = ""
        self.status = ""
        self.active = False
        self.s = 1.0
        when_made(lambda: self.setAcceptedMouseButtons(Qt.MouseButton.NoButton))
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_rect(self, rect: QRectF) -> None:
        if rect != self.rect:
            self.prepareGeometryChange()
            self.rect = rect
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def fonts(self) -> tuple[QFont, QFont]:
        """The fonts of the name and of the status."""
        return theme.font(14 * self.s, bold=True), theme.font(12.5 * self.s, bold=self.active)

    def widths(self) -> tuple[float, float]:
        """(room for the name, width of the plate): the name gives way first, so the status stays whole."""
        f, small = self.fonts()
        name_w = QFontMetricsF(f).horizontalAdvance(self.name)
        status_w = QFontMetricsF(small).horizontalAdvance(self.status) if self.status else 0
        width = (24 * self.s + name_w + (status_w + 18 * self.s if self.status else 0)
                 + (16 * self.s if self.active else 0))
        if width > self.rect.width():
            name_w = max(name_w - (width - self.rect.width()), min(name_w, 60 * self.s))
            width = self.rect.width()
        return name_w, width

    @paint_guard
    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        f, small = self.fonts()
        pad = 12 * self.s
        name_w, width = self.widths()
        r = QRectF(self.rect.left() + (self.rect.width() - width) / 2, self.rect.top(), width, self.rect.height())
        theme.panel(painter, r, r.height() / 2, self.active)
        x = r.left() + pad
        if self.active:
            d = 7 * self.s
            dot = QPainterPath()
            dot.addEllipse(QRectF(x, r.center().y() - d / 2, d, d))
            painter.fillPath(dot, theme.brush_of(theme.GOLD))
            x += 16 * self.s
        theme.text(painter, QRectF(x, r.top(), name_w + 2, r.height()), self.name, f,
                   theme.GOLD if self.active else theme.TEXT)
        if self.status:
            x += name_w + 18 * self.s
            theme.text(painter, QRectF(x, r.top(), r.right() - x - pad + 2, r.height()), self.status, small,
                       theme.TEXT if self.active else theme.TEXT_DIM)
