"""The view of the table: fills the window, no scrollbars, felt background, crisp cards."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from . import theme
from .table_scene import TableScene


class TableView(QGraphicsView):
    """Shows the `TableScene` at 1:1 (the scene lays itself out for the view's size)."""

    def __init__(self, scene: TableScene, parent=None) -> None:
        super().__init__(scene, parent)
        # A viewport made here is known to Python: the first viewport() call needs no look-up of its
        # class among every widget class of Qt (which built 73 enums of dialogs and views: 8 ms at startup).
        self.setViewport(QWidget())
        self.setObjectName("table-view")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
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

    def _crisp(self) -> None:
        self.table.art.set_fast(False)
        self.viewport().update()

    def paintEvent(self, event) -> None:
        dpr = self.devicePixelRatioF()
        if dpr != self.table.art.dpr:          # moved to a screen with another pixel ratio
            self.table.art.set_dpr(dpr)
            self.resetCachedContent()
        super().paintEvent(event)

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        theme.paint_felt(painter, QRectF(0, 0, self.viewport().width(), self.viewport().height()))
