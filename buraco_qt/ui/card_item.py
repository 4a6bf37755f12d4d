"""A card on the table: `CardItem`, object name ``card:<notation>`` (``card:back`` face down).

A card item only draws itself (a sprite of `card_art.CardArt`, clipped to the part the next card
of its fan leaves visible, with a mark when selected or new); its parent item is its pile. Mouse
presses, drags and releases on a card or a pile go to the table scene (`SceneGestures`).
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from buraco_qt.qt_namespace import Qt, when_made

from . import theme
from .card_art import CardArt
from .paint_guard import paint_guard


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

    def __init__(self, art: CardArt, note: str, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.art = art
        self.note = note
        self.h = 100.0
        self.w = art.width(100)
        self.selected = False
        self.new = False               # came into the hand this turn: a faint mark
        self.hinted = False            # Buraco → Hint plays it: lifted, with a glow
        self.shadow = True
        self.clickable = False         # takes mouse clicks (a card of your hand, face up)
        self.tip = ""                  # its tooltip, as last set
        self.clip: QRectF | None = None   # the part not covered by the next card of the fan
        self._draw: tuple | None = None   # (generation, pixmap, target, source) ready to paint
        self._bounds: tuple | None = None
        self.setObjectName(f"card:{note}")
        when_made(lambda: self.setAcceptedMouseButtons(Qt.MouseButton.NoButton))

    # ----- geometry --------------------------------------------------------------------------

    @property
    def face_up(self) -> bool:
        """False for a face-down card."""
        return self.note != "back"

    def set_note(self, note: str) -> None:
        """Show another card (items are reused)."""
        if note != self.note:
            self.note = note
            self.setObjectName(f"card:{note}")
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

    def place_at(self, point: QPointF) -> None:
        """Put the card at `point` of its pile, rounded to whole pixels so that its sprite is a plain blit."""
        self.setPos(QPointF(round(point.x()), round(point.y())))

    def card_rect(self) -> QRectF:
        """The card itself, in item coordinates."""
        return QRectF(0, 0, self.w, self.h)

    def boundingRect(self) -> QRectF:
        if self._bounds is None or self._bounds[0] != self.h:
            m = theme.shadow_margin(self.h) + 2
            self._bounds = (self.h, QRectF(-m, -m, self.w + 2 * m, self.h + 2 * m + m * 0.5))
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
        pixmap, target = self.art.sprite(self.note, self.h, self.shadow, waiter=self, flying=self.scale() != 1.0)
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
        r = theme.corner_radius(self.h)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self.hinted:
            painter.save()
            if self.clip is not None:
                painter.setClipRect(self.clip, Qt.ClipOperation.IntersectClip)
            theme.card_glow(painter, self.card_rect(), r, theme.shadow_margin(self.h))
            painter.restore()
            if not self.selected:
                return
        if self.selected:
            painter.setPen(QPen(QColor(theme.GOLD.red(), theme.GOLD.green(), theme.GOLD.blue(), 110), 5))
            painter.drawRoundedRect(self.card_rect().adjusted(-1.5, -1.5, 1.5, 1.5), r + 1.5, r + 1.5)
            painter.setPen(QPen(theme.GOLD, 2))
        else:
            painter.setPen(QPen(QColor(120, 200, 255, 210), 2))
        rect = self.card_rect().adjusted(0.5, 0.5, -0.5, -0.5)
        if self.clip is not None:
            painter.save()
            painter.setClipRect(self.clip, Qt.ClipOperation.IntersectClip)
            painter.drawRoundedRect(rect, r, r)
            painter.restore()
        else:
            painter.drawRoundedRect(rect, r, r)

    def mouseDoubleClickEvent(self, event) -> None:
        self.scene().gestures.double_click(self, event)
