"""A card on the table: `CardItem`, holding its `Card` (None face down), object name ``card:<notation>``
(``card:back`` face down).

A card item only draws itself (a sprite of `card_art.CardArt`, clipped to the part the next card
of its fan leaves visible, with a mark when selected or new); its parent item is its pile. Mouse
presses, drags and releases on a card or a pile go to the table scene (`SceneGestures`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from buraco_qt.platform.qt_namespace import Qt, when_made
from buraco_qt.ui.art import theme
from buraco_qt.ui.art.card_art import CardArt
from buraco_qt.ui.table.paint_guard import paint_guard

if TYPE_CHECKING:  # pragma: no cover
    from buraco_qt.rules.cards import Card


def card_note(card: Card | None) -> str:
    """The notation the card art and the object names know a card by: ``10H``, ``JK``, ``back`` face down."""
    return "back" if card is None else str(card)


class SceneGestures:
    """Mouse presses, drags and releases on an item go to the table's gestures (`scene.gestures`), which decide."""

    interactive = True

    def mousePressEvent(self, event) -> None:
        gestures = getattr(self.scene(), "gestures", None)
        if self.interactive and gestures is not None:
            gestures.press(self, event)
        else:
            event.ignore()

    def mouseMoveEvent(self, event) -> None:
        self.scene().gestures.drag_move(event)

    def mouseReleaseEvent(self, event) -> None:
        self.scene().gestures.release(event)


class CardItem(SceneGestures, QGraphicsObject):
    """One card on the table, face up (``card:10H``) or face down (``card:back``)."""

    def __init__(self, art: CardArt, card: Card | None, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.art = art
        #: The card it shows (None: a card face down).
        self.card = card
        self.h = 100.0
        self.w = art.width(100)
        self.selected = False
        self.new = False               # came into the hand this turn: a faint mark
        self._hinted = False           # Buraco → Hint plays it: a ring and an arrow over it
        self.shadow = True
        self.clickable = False         # takes mouse clicks (a card of your hand, face up)
        self.tip = ""                  # its tooltip, as last set
        self.clip: QRectF | None = None   # the part not covered by the next card of the fan
        #: Where its pile last put it, in whole pixels of the pile (None while a flight or a drag has it elsewhere).
        self.at: tuple[int, int] | None = None
        self._draw: tuple | None = None   # (generation, pixmap, target, source) ready to paint
        self._bounds: tuple | None = None
        self.setObjectName(f"card:{card_note(card)}")
        when_made(lambda: self.setAcceptedMouseButtons(Qt.MouseButton.NoButton))

    # ----- geometry --------------------------------------------------------------------------

    @property
    def face_up(self) -> bool:
        """False for a face-down card."""
        return self.card is not None

    def set_card(self, card: Card | None) -> None:
        """Show another card (items are reused)."""
        if card != self.card:
            self.card = card
            self.setObjectName(f"card:{card_note(card)}")
            self._draw = None
            self.update()

    def set_height(self, height: float) -> None:
        """Resize the card to `height` logical pixels."""
        height = float(round(height))
        if height != self.h:
            self.prepareGeometryChange()
            self.h = height
            self.w = self.art.width(height)
            self._draw = None

    def set_shadow(self, shadow: bool) -> None:
        if shadow != self.shadow:
            self.shadow = shadow
            self._draw = None
            self.update()

    def set_clip(self, clip: QRectF | None) -> None:
        if clip != self.clip:
            self.clip = clip
            self._draw = None
            self.update()

    def art_changed(self) -> None:
        """Another deck (its cards may be wider or narrower): fetch the sprite again."""
        self._draw = None
        self.w = self.art.width(self.h)
        self._bounds = None
        self.prepareGeometryChange()

    def place_at(self, x: float, y: float) -> None:
        """Put the card at (`x`, `y`) of its pile, rounded to whole pixels so that its sprite is a plain blit."""
        at = (round(x), round(y))
        if at != self.at:
            self.at = at
            self.setPos(QPointF(*at))

    def move_off(self) -> None:
        """A flight or a drag moves the card away from where its pile put it (its pile places it again)."""
        self.at = None

    def card_rect(self) -> QRectF:
        """The card itself, in item coordinates."""
        return QRectF(0, 0, self.w, self.h)

    @property
    def hinted(self) -> bool:
        """Buraco → Hint plays this card: it shows a ring and, over it, an arrow."""
        return self._hinted

    @hinted.setter
    def hinted(self, hinted: bool) -> None:
        if hinted != self._hinted:
            self.prepareGeometryChange()            # the arrow stands above the card
            self._hinted = hinted
            self.update()

    def pointer_size(self) -> float:
        """The height of the hint's arrow over the card."""
        return max(6.0, round(self.h * 0.08))

    def boundingRect(self) -> QRectF:
        if self._bounds is None or self._bounds[0] != (self.h, self._hinted):
            m = theme.shadow_margin(self.h) + 2
            top = m + (self.pointer_size() + 3 if self._hinted else 0)
            self._bounds = ((self.h, self._hinted), QRectF(-m, -top, self.w + 2 * m, self.h + top + m + m * 0.5))
        return self._bounds[1]

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.card_rect())
        return path

    def scene_centre(self) -> QPointF:
        """The centre of the card in scene coordinates (for tests and drops)."""
        return self.mapToScene(self.card_rect().center())

    # ----- painting --------------------------------------------------------------------------

    def _prepare(self) -> tuple:
        pixmap, target = self.art.sprite(card_note(self.card), self.h, self.shadow, waiter=self)
        # another size's sprite while this one's is made (`CardArt.sprite`): scaled, so filtered
        scaled = abs(pixmap.height() / pixmap.devicePixelRatio() - target.height()) > 0.5
        source = QRectF(pixmap.rect())
        if self.clip is not None:
            part = target.intersected(self.clip)
            sx = source.width() / target.width()
            sy = source.height() / target.height()
            source = QRectF((part.left() - target.left()) * sx, (part.top() - target.top()) * sy,
                            part.width() * sx, part.height() * sy)
            target = part
        self._draw = (self.art.generation, pixmap, target, source, scaled)
        return self._draw

    def sprite_ready(self) -> None:
        """The sprite of the card's own size is made (it was painted from another meanwhile)."""
        self._draw = None
        if shiboken6.isValid(self):             # the table may have gone meanwhile
            self.update()

    @paint_guard
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        draw = self._draw
        if draw is None or draw[0] != self.art.generation:
            draw = self._prepare()
        if draw[4] or self.scale() != 1.0:              # scaled: filter it (flights, resizing)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
            painter.drawPixmap(draw[2], draw[1], draw[3])
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
        else:                                           # 1:1 and pixel-aligned: a plain blit
            painter.drawPixmap(draw[2], draw[1], draw[3])
        if self.selected or self.new or self.hinted:
            self._paint_mark(painter)

    def _paint_mark(self, painter: QPainter) -> None:
        """The marks lie inside the card's visible part: a neighbour's corner is never covered."""
        r = theme.corner_radius(self.h)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.save()
        if self.clip is not None:
            painter.setClipRect(self.clip, Qt.ClipOperation.IntersectClip)
        if self.selected:
            theme.selection_ring(painter, self.card_rect(), r)
        elif self.new:
            theme.rounded(painter, self.card_rect().adjusted(0.5, 0.5, -0.5, -0.5), r, None, QColor(120, 200, 255, 210),
                          2)
        if self._hinted:
            theme.hint_ring(painter, self.card_rect().adjusted(2, 2, -2, -2) if self.selected else self.card_rect(),
                            r, max(1.8, self.h * 0.018))
        painter.restore()
        if self._hinted:
            shown = self.card_rect() if self.clip is None else self.card_rect().intersected(self.clip)
            theme.hint_pointer(painter, QPointF(shown.left() + min(shown.width(), self.w) / 2, -3),
                               self.pointer_size())

    def mouseDoubleClickEvent(self, event) -> None:
        self.scene().gestures.double_click(self, event)
