"""Game → Statistics: the player's results across matches, for all presets together and one tab per
preset played, with what was won against each computer level; Reset asks before it forgets them.

The window's `StatisticsRecorder` counts; this dialog only shows its numbers (again whenever they
change) and asks it to reset. Like the score sheet it is never modal and takes the system's colours,
light or dark.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from buraco_qt.storage.statistics import LEVELS, Tally
from buraco_qt.text.languages import number
from buraco_qt.text.variant_names import PRESET_NAMES, preset_name
from buraco_qt.ui.art import theme
from buraco_qt.ui.window.retranslated import Retranslated
from buraco_qt.ui.window.statistics_recorder import StatisticsRecorder

#: The rows of a tally, in the order shown.
ROWS = (
    ("matches_played", QT_TRANSLATE_NOOP("Dialogs", "Matches played")),
    ("matches_won", QT_TRANSLATE_NOOP("Dialogs", "Matches won")),
    ("win_rate", QT_TRANSLATE_NOOP("Dialogs", "Win rate")),
    ("longest_streak", QT_TRANSLATE_NOOP("Dialogs", "Longest winning streak")),
    ("hands_played", QT_TRANSLATE_NOOP("Dialogs", "Hands played")),
    ("hands_won", QT_TRANSLATE_NOOP("Dialogs", "Hands won")),
    ("hand_average", QT_TRANSLATE_NOOP("Dialogs", "Average points per hand")),
    ("best_hand", QT_TRANSLATE_NOOP("Dialogs", "Best hand")),
    ("canastas_clean", QT_TRANSLATE_NOOP("Dialogs", "Clean canastas")),
    ("canastas_dirty", QT_TRANSLATE_NOOP("Dialogs", "Dirty canastas")),
    ("canastas_wild", QT_TRANSLATE_NOOP("Dialogs", "Canastas of wild cards")),
)
LEVEL_NAMES = {
    "easy": QT_TRANSLATE_NOOP("Dialogs", "Easy"),
    "normal": QT_TRANSLATE_NOOP("Dialogs", "Normal"),
    "hard": QT_TRANSLATE_NOOP("Dialogs", "Hard"),
    "classic": QT_TRANSLATE_NOOP("Dialogs", "CardCol classic"),
}

translate = QCoreApplication.translate


def percent(rate: float | None) -> str:
    """A share as the language writes a percentage ("—" when there is nothing to share)."""
    if rate is None:
        return "—"
    return translate("Dialogs", "{value}%").format(value=QLocale().toString(round(rate * 100)))


def tally_values(tally: Tally) -> dict[str, str]:
    """The text of each row of `ROWS` for a tally."""
    average = tally.hand_average
    return {
        "matches_played": number(tally.matches_played), "matches_won": number(tally.matches_won),
        "win_rate": percent(tally.win_rate), "longest_streak": number(tally.longest_streak),
        "hands_played": number(tally.hands_played), "hands_won": number(tally.hands_won),
        "hand_average": "—" if average is None else number(round(average)),
        "best_hand": "—" if tally.best_hand is None else number(tally.best_hand),
        **{f"canastas_{group}": number(count) for group, count in tally.canastas.items()},
    }


def levels_name(key: str) -> str:
    """Opponents' levels as people read them: "Normal", "Easy & Hard"."""
    return translate("Table", " & ").join(translate("Dialogs", LEVEL_NAMES[level]) for level in key.split("+")
                                         if level in LEVEL_NAMES)


def _table(parent: QWidget, name: str) -> QTableWidget:
    table = QTableWidget(parent)
    table.setObjectName(name)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    table.setAlternatingRowColors(True)
    table.setShowGrid(False)
    table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.setStyleSheet(theme.TABLE_STYLE)
    table.verticalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    return table


def _cell(text: str, bold: QFont | None = None) -> QTableWidgetItem:
    cell = QTableWidgetItem(text)
    cell.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    if bold is not None:
        cell.setFont(bold)
    return cell


def _fit(table: QTableWidget) -> None:
    """The table exactly as large as its contents: no scroll bars, nothing cut off, in any language."""
    header, side = table.horizontalHeader(), table.verticalHeader()
    for widget in (table, header, side):
        widget.ensurePolished()               # the style sheet's padding counts in the sizes below
    table.resizeColumnsToContents()
    table.resizeRowsToContents()
    frame = 2 * table.frameWidth()
    width = side.sizeHint().width() + sum(table.columnWidth(c) for c in range(table.columnCount()))
    height = header.sizeHint().height() + sum(table.rowHeight(r) for r in range(table.rowCount()))
    table.setFixedSize(width + frame + 2, height + frame + 2)


class TallyPage(QWidget):
    """One tab: a tally's rows, and its matches against each computer level."""

    def __init__(self, key: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.key = key                          # "" for all presets together, else the preset's name
        self.setObjectName(f"statistics-{key or 'overall'}")
        layout = QHBoxLayout(self)             # side by side: the window stays low enough for small screens
        layout.setContentsMargins(10, 10, 10, 10)
        layout.setSpacing(14)
        self.table = _table(self, "statistics-table")
        self.table.setColumnCount(1)
        layout.addWidget(self.table, 0, Qt.AlignmentFlag.AlignTop)
        side = QVBoxLayout()
        side.setSpacing(6)
        layout.addLayout(side)
        self.levels_label = QLabel(self)
        self.levels_label.setObjectName("levels-label")
        bold = self.levels_label.font()
        bold.setWeight(QFont.Weight.DemiBold)
        self.levels_label.setFont(bold)
        theme.secondary_text(self.levels_label)
        side.addWidget(self.levels_label)
        self.levels = _table(self, "levels-table")
        self.levels.setColumnCount(3)
        side.addWidget(self.levels)
        side.addStretch(1)
        self.values: dict[str, str] = {}

    def show_tally(self, tally: Tally, title: str) -> None:
        """Fill the page in the current language."""
        self.values = tally_values(tally)
        bold = QFont(self.table.font())
        bold.setWeight(QFont.Weight.DemiBold)
        self.table.setHorizontalHeaderItem(0, QTableWidgetItem(title))
        self.table.setAccessibleName(title)
        self.table.setRowCount(len(ROWS))
        for row, (key, label) in enumerate(ROWS):
            self.table.setVerticalHeaderItem(row, QTableWidgetItem(translate("Dialogs", label)))
            self.table.setItem(row, 0, _cell(self.values[key], bold if key in ("matches_won", "win_rate") else None))
        _fit(self.table)
        self.levels_label.setText(translate("Dialogs", "Against the computer"))
        self.levels.setAccessibleName(self.levels_label.text())
        self.levels.setHorizontalHeaderLabels([translate("Dialogs", "Matches"), translate("Dialogs", "Won"),
                                               translate("Dialogs", "Win rate")])
        order = {level: index for index, level in enumerate(LEVELS)}
        keys = sorted(tally.opponents, key=lambda key: [order.get(level, 9) for level in key.split("+")])
        self.levels.setRowCount(len(keys))
        for row, key in enumerate(keys):
            played, won = tally.opponents[key]
            self.levels.setVerticalHeaderItem(row, QTableWidgetItem(levels_name(key)))
            for column, text in enumerate((number(played), number(won), percent(won / played if played else None))):
                self.levels.setItem(row, column, _cell(text))
        _fit(self.levels)
        self.levels_label.setVisible(bool(keys))
        self.levels.setVisible(bool(keys))


class StatisticsDialog(Retranslated, QDialog):
    """Game → Statistics: not modal; shows the recorder's numbers whenever they change."""

    def __init__(self, recorder: StatisticsRecorder, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statistics-dialog")
        self.setModal(False)
        self.recorder = recorder
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 14, 16, 12)
        layout.setSpacing(10)
        self.headline = QLabel(self)
        self.headline.setObjectName("headline")
        font = self.headline.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setWeight(QFont.Weight.DemiBold)
        self.headline.setFont(font)
        layout.addWidget(self.headline)
        self.whose = QLabel(self)
        self.whose.setObjectName("whose")
        self.whose.setWordWrap(True)
        theme.secondary_text(self.whose)
        layout.addWidget(self.whose)
        self.empty = QLabel(self)
        self.empty.setObjectName("empty")
        self.empty.setWordWrap(True)
        layout.addWidget(self.empty)
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("statistics-tabs")
        layout.addWidget(self.tabs, 1)
        buttons = QHBoxLayout()
        self.reset_button = QPushButton(self)
        self.reset_button.setObjectName("reset")
        self.reset_button.clicked.connect(self.ask_reset)
        self.close_button = QPushButton(self)
        self.close_button.setObjectName("close")
        self.close_button.setDefault(True)
        self.close_button.clicked.connect(self.close)
        buttons.addWidget(self.reset_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        layout.addLayout(buttons)
        self.question: QMessageBox | None = None
        recorder.changed.connect(self.refresh)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text of the window in the current language."""
        self.setWindowTitle(translate("Dialogs", "Statistics"))
        self.headline.setText(translate("Dialogs", "Your statistics"))
        self.whose.setText(translate(
            "Dialogs", "Your team's results in the matches you play at this screen against the computer. Matches of "
                       "people on both teams, and of computers alone, are not counted."))
        self.empty.setText(translate("Dialogs", "No hand has been counted yet: play a hand, and its result will "
                                                "be here."))
        self.reset_button.setText(translate("Dialogs", "&Reset…"))
        self.close_button.setText(translate("Dialogs", "Close"))
        if self.question is not None:
            self._question_texts(self.question)
        self.refresh()

    def pages(self) -> list[TallyPage]:
        """The tabs: all presets together first, then each preset played."""
        return [self.tabs.widget(index) for index in range(self.tabs.count())]

    def refresh(self) -> None:
        """Show the statistics as they are now (the tab being looked at stays in front)."""
        statistics = self.recorder.store.statistics
        shown = self.tabs.currentWidget().key if self.tabs.count() else ""
        order = list(PRESET_NAMES)
        keys = ["", *sorted(statistics.variants, key=lambda name: (order.index(name) if name in order else 99, name))]
        while self.tabs.count():
            page = self.tabs.widget(0)
            self.tabs.removeTab(0)
            page.deleteLater()
        for key in keys:
            tally = statistics.variants[key] if key else statistics.overall
            title = preset_name(key) if key else translate("Dialogs", "All variants")
            page = TallyPage(key, self.tabs)
            page.show_tally(tally, title)
            self.tabs.addTab(page, title)
            if key == shown:
                self.tabs.setCurrentWidget(page)
        self.empty.setVisible(statistics.empty)
        self.tabs.setVisible(not statistics.empty)
        self.reset_button.setEnabled(not statistics.empty)
        self.resize(self.size().expandedTo(self.sizeHint()))      # grows with its tables, keeps a larger size

    # ----- reset ---------------------------------------------------------------------------------

    def ask_reset(self) -> QMessageBox:
        """Reset: ask first (not blocking); Yes forgets every count."""
        if self.question is not None:
            self.question.close()
        box = QMessageBox(QMessageBox.Icon.Question, "", "", QMessageBox.StandardButton.Yes
                          | QMessageBox.StandardButton.No, self)
        box.setObjectName("confirm-reset")
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        self._question_texts(box)

        def done(result: int) -> None:
            if self.question is box:
                self.question = None
            if result == QMessageBox.StandardButton.Yes:
                self.recorder.reset()

        box.finished.connect(done)
        self.question = box
        box.open()
        return box

    @staticmethod
    def _question_texts(box: QMessageBox) -> None:
        box.setWindowTitle(translate("Dialogs", "Reset the statistics?"))
        box.setText(translate("Dialogs", "Forget every match and hand counted so far? This cannot be undone."))
