"""Hotseat: the curtain that hides the table while the screen passes from one person to another.

When the turn goes to a different person, every hand is face down and this curtain covers the
whole table ("Pass to Ana"); it comes down when that person clicks it (or presses Enter).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Signal
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from buraco_qt.platform.qt_namespace import Qt, when_made
from buraco_qt.ui.art import theme
from buraco_qt.ui.table.paint_guard import paint_guard


class CurtainItem(QGraphicsObject):
    """An opaque cover over the table with "Pass to <name>"; a click lifts it (`clicked`)."""

    clicked = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("curtain")
        self.rect = QRectF(0, 0, 100, 100)
        self.title = ""
        self.subtitle = ""
        when_made(lambda: self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton))
        self.setAcceptHoverEvents(True)      # nothing under it reacts to the mouse
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, False)

    def set_rect(self, rect: QRectF) -> None:
        if rect != self.rect:
            self.prepareGeometryChange()
            self.rect = QRectF(rect)
            self.update()

    def set_text(self, title: str, subtitle: str) -> None:
        if (title, subtitle) != (self.title, self.subtitle):
            self.title, self.subtitle = title, subtitle
            self.update()

    def boundingRect(self) -> QRectF:
        return self.rect

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.rect)
        return path

    def button_rect(self) -> QRectF:
        """The "show my cards" pill, in scene coordinates (the whole curtain takes the click)."""
        s = max(0.6, min(self.rect.width() / 1024.0, self.rect.height() / 654.0))
        w, h = 260 * s, 44 * s
        c = self.rect.center()
        return QRectF(c.x() - w / 2, c.y() + 40 * s, w, h)

    @paint_guard
    def paint(self, painter: QPainter, option, widget=None) -> None:
        from PySide6.QtGui import QLinearGradient  # here: its class (QGradient's presets) is made when drawn
        r = self.rect
        theme.paint_felt(painter, r)
        whole = QPainterPath()
        whole.addRect(r)
        painter.fillPath(whole, theme.brush_of(QColor(6, 24, 14, 150)))   # darker than the table: nothing shows through
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        s = max(0.6, min(r.width() / 1024.0, r.height() / 654.0))
        # a card back motif: two crossed cards
        c = r.center()
        card_w, card_h = 70 * s, 98 * s
        for angle, dx in ((-10, -16 * s), (8, 16 * s)):
            painter.save()
            painter.translate(c.x() + dx, c.y() - 150 * s)
            painter.rotate(angle)
            rect = QRectF(-card_w / 2, -card_h / 2, card_w, card_h)
            g = QLinearGradient(rect.topLeft(), rect.bottomRight())
            g.setColorAt(0, QColor("#2a4f9a"))
            g.setColorAt(1, QColor("#17336b"))
            back = theme.rounded_path(rect, 6 * s)
            painter.fillPath(back, QBrush(g))
            painter.strokePath(back, theme.pen_of(QColor(255, 255, 255, 230), 3 * s))
            theme.rounded(painter, rect.adjusted(7 * s, 7 * s, -7 * s, -7 * s), 3 * s, None,
                          QColor(255, 255, 255, 60), 1.2 * s)
            painter.restore()
        title_font = theme.font(34 * s, bold=True)
        theme.text(painter, QRectF(r.left(), c.y() - 80 * s, r.width(), 56 * s), self.title, title_font,
                   theme.GOLD, theme.ALIGN_CENTER)
        theme.text(painter, QRectF(r.left() + 20 * s, c.y() - 24 * s, r.width() - 40 * s, 40 * s), self.subtitle,
                   theme.font(15 * s), theme.TEXT, theme.ALIGN_CENTER)
        button = self.button_rect()
        theme.rounded(painter, button, button.height() / 2, QColor(248, 203, 74, 40), theme.GOLD, 1.5)
        label_font = theme.font(15 * s, bold=True)
        label = QCoreApplication.translate("Table", "Show my cards")
        fm = QFontMetricsF(label_font)
        if fm.horizontalAdvance(label) > button.width() - 20 * s:
            button = button.adjusted(-(fm.horizontalAdvance(label) - button.width()) / 2 - 14 * s, 0,
                                     (fm.horizontalAdvance(label) - button.width()) / 2 + 14 * s, 0)
        theme.text(painter, button, label, label_font, theme.GOLD, theme.ALIGN_CENTER, shadow=False)

    def mousePressEvent(self, event) -> None:
        event.accept()

    def mouseReleaseEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.rect.contains(event.pos()):
            event.accept()
            self.clicked.emit()

    def mouseDoubleClickEvent(self, event) -> None:
        event.accept()
