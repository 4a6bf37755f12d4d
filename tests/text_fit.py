"""Whether every text of the table and of a dialog is shown whole: not cut with "…", not clipped, not
squeezed below a readable size.

On the table, every text an item draws goes through `theme.draw_text` (`theme.text`, `theme.badge`
and the items' own labels call it); `table_text_problems` paints each item as its device cache
does (clipped to its bounding rectangle) and checks each text it drew against the room it was
given: its width, its height, the item's rectangle, the view, the font's size, and whether
`theme.elided` cut it. In a dialog, `dialog_text_problems` checks each visible label, button,
check box, group title, combo box and table cell against its own rectangle.
"""

from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QImage, QPainter
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QGraphicsItem,
    QGroupBox,
    QHeaderView,
    QLabel,
    QRadioButton,
    QStyleOptionGraphicsItem,
    QTableWidget,
    QWidget,
)

from buraco_qt.ui.art import theme

#: The smallest text a player reads at 1024 × 700 (pixels).
READABLE_PX = 9
#: What a measure may be off by (pixels): rounding of the layout.
SLACK = 0.75


@dataclass
class Drawn:
    """One text drawn by an item: what, where, in which font; `cut_from` is the text before "…" cut it."""

    value: str
    rect: QRectF
    align: int
    font: QFont
    cut_from: str = ""


@contextmanager
def recording():
    """Record every text drawn through `theme` while inside (a list of `Drawn`)."""
    drawn: list[Drawn] = []
    cuts: dict[str, str] = {}
    draw_text, elided = theme.draw_text, theme.elided

    def record_draw(painter, rect, align, value, colour):
        drawn.append(Drawn(value, QRectF(rect), int(align), QFont(painter.font()), cuts.get(value, "")))
        draw_text(painter, rect, align, value, colour)

    def record_elided(font, value, width):
        result = elided(font, value, width)
        if result != value:
            cuts[result] = value
        return result

    theme.draw_text, theme.elided = record_draw, record_elided
    try:
        yield drawn
    finally:
        theme.draw_text, theme.elided = draw_text, elided


def paint_item(item: QGraphicsItem) -> list[Drawn]:
    """Paint `item` alone, clipped to its bounding rectangle as its device cache is; the texts it drew."""
    scene = item.scene()
    image = QImage(max(1, int(scene.width())), max(1, int(scene.height())), QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    painter.setTransform(item.sceneTransform())
    painter.setClipRect(item.boundingRect())
    with recording() as drawn:
        item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return drawn


def ink(text: Drawn) -> QRectF:
    """Where the text's lines fall (its rectangle as laid out in `rect`, a line's full height)."""
    metrics = QFontMetricsF(text.font)
    return metrics.boundingRect(text.rect, text.align, text.value)


def drawn_problems(name: str, item: QGraphicsItem, texts: list[Drawn], view: QRectF) -> list[str]:
    """What is wrong with each text `item` drew."""
    problems = []
    for text in texts:
        if not text.value.strip():
            continue
        what = f"{name}: {text.value!r}"
        metrics = QFontMetricsF(text.font)
        if text.cut_from:
            problems.append(f"{what} is cut (from {text.cut_from!r})")
        if text.font.pixelSize() < READABLE_PX:
            problems.append(f"{what} is drawn {text.font.pixelSize()} px tall")
        if text.align & theme.WORD_WRAP:
            widest = max(metrics.horizontalAdvance(word) for word in theme.unbreakable_pieces(text.value))
        else:
            widest = max(metrics.horizontalAdvance(line) for line in text.value.split("\n"))
        if widest > text.rect.width() + SLACK:
            problems.append(f"{what} is {widest:.1f} px wide in {text.rect.width():.1f}")
        laid = ink(text)
        if laid.height() > text.rect.height() + SLACK:
            problems.append(f"{what} is {laid.height():.1f} px tall in {text.rect.height():.1f}")
        bounds = item.boundingRect()
        if not bounds.adjusted(-SLACK, -SLACK, SLACK, SLACK).contains(laid):
            problems.append(f"{what} at {_r(laid)} is clipped by its item's rectangle {_r(bounds)}")
        on_screen = item.mapRectToScene(laid)
        if not view.adjusted(-SLACK, -SLACK, SLACK, SLACK).contains(on_screen):
            problems.append(f"{what} at {_r(on_screen)} leaves the view {_r(view)}")
    return problems


def table_text_problems(scene) -> list[str]:
    """Every text the visible items of the table draw, checked (see the module's docstring), and no two
    texts of different items on top of each other."""
    problems = []
    view = scene.sceneRect()
    inks: list[tuple[str, str, QRectF]] = []
    for item in scene.items():
        if not item.isVisible() or not hasattr(item, "paint") or item.objectName() in ("curtain", "") \
                or item.objectName().startswith("card:"):
            continue
        name = item.objectName()
        texts = paint_item(item)
        problems += drawn_problems(name, item, texts, view)
        inks += [(name, text.value, item.mapRectToScene(_tight(text))) for text in texts if text.value.strip()]
    for index, (name, value, ink) in enumerate(inks):
        for other, other_value, other_ink in inks[index + 1:]:
            if other != name and ink.intersects(other_ink):
                problems.append(f"{name}: {value!r} runs into {other}: {other_value!r}")
    return problems


def _tight(text: Drawn) -> QRectF:
    """The text's lines, a pixel in on every side (neighbours may touch)."""
    return ink(text).adjusted(1, 1, -1, -1)


# ----- dialogs ----------------------------------------------------------------------------------

def _r(rect) -> str:
    return f"({rect.x():.0f},{rect.y():.0f} {rect.width():.0f}×{rect.height():.0f})"


def _name(widget: QWidget) -> str:
    return f"{type(widget).__name__} {widget.objectName()!r}".strip()


def dialog_text_problems(dialog: QWidget) -> list[str]:
    """Every visible text of `dialog` that its widget shows only in part (see the module's docstring)."""
    problems = []
    for child in dialog.findChildren(QWidget):
        if not child.isVisibleTo(dialog) or child.width() <= 0:
            continue
        if isinstance(child, QLabel) and child.text():
            problems += _label_problems(child)
        elif isinstance(child, (QCheckBox, QRadioButton, QAbstractButton)) and child.text():
            hint = child.sizeHint()
            if hint.width() > child.width() + SLACK or hint.height() > child.height() + SLACK:
                problems.append(f"{_name(child)} {child.text()!r} needs {hint.width()}×{hint.height()}, "
                                f"has {child.width()}×{child.height()}")
        elif isinstance(child, QGroupBox) and child.title():
            wide = child.fontMetrics().horizontalAdvance(child.title()) + 16
            if wide > child.width():
                problems.append(f"{_name(child)} title {child.title()!r} needs {wide}, has {child.width()}")
        elif isinstance(child, QComboBox) and child.count():
            wide = child.sizeHint().width()
            if wide > child.width() + SLACK:
                problems.append(f"{_name(child)} {child.currentText()!r} needs {wide}, has {child.width()}")
        if isinstance(child, QTableWidget):
            problems += _table_problems(child)
    return problems


def _label_problems(label: QLabel) -> list[str]:
    room = label.contentsRect()
    margin = label.margin() * 2 + (label.indent() if label.indent() > 0 else 0)
    width = room.width() - margin
    what = f"{_name(label)} {label.text()[:60]!r}"
    if label.wordWrap():
        need = label.heightForWidth(label.width())
        if need > label.height() + SLACK:
            return [f"{what} needs {need} px of height, has {label.height()}"]
        return []
    hint = label.sizeHint()
    if hint.width() > label.width() + SLACK and label.textFormat() != Qt.TextFormat.RichText:
        return [f"{what} needs {hint.width()} px, has {label.width()}"]
    if hint.height() > label.height() + SLACK:
        return [f"{what} needs {hint.height()} px of height, has {label.height()}"]
    return [] if width >= 0 else [f"{what} has no room"]


def _table_problems(table: QTableWidget) -> list[str]:
    """Every row shown whole in the table's viewport, every cell's and header's text within its section."""
    problems = []
    viewport = table.viewport().height()
    rows = sum(table.rowHeight(row) for row in range(table.rowCount()) if not table.isRowHidden(row))
    if table.verticalScrollBarPolicy() != Qt.ScrollBarPolicy.ScrollBarAlwaysOn and rows > viewport + SLACK:
        problems.append(f"{_name(table)}: its rows need {rows} px, the table shows {viewport}")
    pad = 8
    for row in range(table.rowCount()):
        header = table.verticalHeaderItem(row)
        if header is not None and header.text():
            problems += _section_text(table, table.verticalHeader(), header.text(), header.font(),
                                      table.verticalHeader().width(), pad + 8)
        for column in range(table.columnCount()):
            cell = table.item(row, column)
            if cell is not None and cell.text():
                problems += _section_text(table, None, cell.text(), cell.font(), table.columnWidth(column), pad)
    for column in range(table.columnCount()):
        header = table.horizontalHeaderItem(column)
        if header is not None and header.text():
            problems += _section_text(table, table.horizontalHeader(), header.text(), header.font(),
                                      table.columnWidth(column), pad + 8)
    return problems


def _section_text(table: QAbstractItemView, header: QHeaderView | None, text: str, font: QFont, width: int,
                  pad: int) -> list[str]:
    wide = QFontMetricsF(font).horizontalAdvance(text) + pad
    if wide > width + SLACK:
        return [f"{_name(table)}: {text!r} needs {wide:.0f} px, its {'header' if header else 'column'} has {width}"]
    return []
