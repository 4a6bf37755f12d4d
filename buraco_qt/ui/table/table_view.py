"""The view of the table: fills the window, no scrollbars, felt background, crisp cards.

For screen readers the view stands for the table: its accessible name is what the keyboard focus
is on ("Discard pile: 12 cards, 7 of hearts on top"; Qt tells them when it changes), its
description how to play with the keys. The cards and piles themselves are graphics items, which
Qt gives no accessible objects."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QTimer
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from buraco_qt.platform.qt_namespace import Qt, when_made
from buraco_qt.ui.art import theme
from buraco_qt.ui.table.paint_guard import paint_guard
from buraco_qt.ui.table.table_scene import TableScene


class TableView(QGraphicsView):
    """Shows the `TableScene` at 1:1 (the scene lays itself out for the view's size)."""

    def __init__(self, scene: TableScene, parent=None) -> None:
        super().__init__(scene, parent)
        # A viewport made here is known to Python: the first viewport() call needs no look-up of its
        # class among every widget class of Qt (which built 73 enums of dialogs and views: 8 ms at startup).
        self.setViewport(QWidget())
        self.setObjectName("table-view")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setSceneRect(QRectF(0, 0, 1, 1))    # until the first resize: no scroll bars before the policy below

        def no_scroll_bars() -> None:          # the scene is then always the view's size: none shows either
            self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        when_made(no_scroll_bars)
        # no SmoothPixmapTransform: cards are pixel-aligned 1:1 blits (items turn it on when scaled)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlags(QGraphicsView.OptimizationFlag.DontSavePainterState)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setMinimumSize(640, 420)
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(160)
        self._settle.timeout.connect(self._crisp)
        scene.focusSpoken.connect(self._say_focus)
        self._say_focus(scene.keys.spoken)

    @property
    def table(self) -> TableScene:
        return self.scene()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        scene = self.table
        if event.oldSize().isValid() and event.oldSize().width() > 0:
            scene.art.set_fast(True)       # reuse the cached card sizes until resizing stops
            self._settle.start()
        scene.art.set_dpr(self.devicePixelRatioF())
        scene.set_table_size(size.width(), size.height())
        self.setSceneRect(QRectF(0, 0, size.width(), size.height()))
        self.resetCachedContent()

    def _say_focus(self, words: str) -> None:
        """Screen readers: the view is named after what the keyboard focus is on (the table, before any key)."""
        translate = QCoreApplication.translate
        self.setAccessibleName(words or translate("Table", "Card table"))
        self.setAccessibleDescription(translate(
            "Table", "The card table. Tab and the arrow keys move between the stock, the discard pile, your cards "
                     "and the melds; Space selects a card; Enter plays the selected cards on the place in focus; "
                     "D draws, P takes the discard pile, X discards the card in focus, H gives a hint."))

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self._say_focus(self.table.keys.spoken)
        super().changeEvent(event)

    def _crisp(self) -> None:
        self.table.art.set_fast(False)
        self.table.art.settled()
        self.viewport().update()

    @paint_guard
    def paintEvent(self, event) -> None:
        dpr = self.devicePixelRatioF()
        if dpr != self.table.art.dpr:          # moved to a screen with another pixel ratio
            self.table.art.set_dpr(dpr)
            self.resetCachedContent()
        super().paintEvent(event)

    @paint_guard
    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        theme.paint_felt(painter, QRectF(0, 0, self.viewport().width(), self.viewport().height()))
