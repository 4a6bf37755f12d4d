"""The score sheet: the engine's breakdown of the last hand per team, the match totals and a small
line chart of each team's match total hand by hand (drawn with QPainter: QtCharts is not part of
PySide6-Essentials). At the end of the match it says who won and by how much.

The dialog is never modal: it opens beside the table (which stays visible) and asks the window
through signals for the next hand or a new match.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPainterPath, QPalette, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from buraco_qt import rules as R
from buraco_qt.session.snapshot import TableSnapshot
from buraco_qt.text import replay_words as RW
from buraco_qt.text.contexts import Dialogs
from buraco_qt.text.languages import number
from buraco_qt.ui.art import theme
from buraco_qt.ui.window.retranslated import Retranslated

#: Score-sheet row labels, keyed by the engine's item names (`HandScore.rows()`).
ROW_LABELS = {
    "canasta_clean": QT_TRANSLATE_NOOP("Dialogs", "Clean canastas"),
    "canasta_dirty": QT_TRANSLATE_NOOP("Dialogs", "Dirty canastas"),
    "canasta_semi_clean": QT_TRANSLATE_NOOP("Dialogs", "Semi-clean canastas"),
    "canasta_royal": QT_TRANSLATE_NOOP("Dialogs", "Royal canastas"),
    "canasta_ace_to_ace": QT_TRANSLATE_NOOP("Dialogs", "Ace-to-ace canastas"),
    "canasta_wild_clean": QT_TRANSLATE_NOOP("Dialogs", "Wild canastas (clean)"),
    "canasta_wild_dirty": QT_TRANSLATE_NOOP("Dialogs", "Wild canastas"),
    "canasta_twos": QT_TRANSLATE_NOOP("Dialogs", "Canastas of twos"),
    "canasta_aces_clean": QT_TRANSLATE_NOOP("Dialogs", "Clean canastas of aces"),
    "canasta_aces_dirty": QT_TRANSLATE_NOOP("Dialogs", "Dirty canastas of aces"),
    "table_cards": QT_TRANSLATE_NOOP("Dialogs", "Cards on the table"),
    "hand_cards": QT_TRANSLATE_NOOP("Dialogs", "Cards left in hand"),
    "going_out": QT_TRANSLATE_NOOP("Dialogs", "Going out"),
    "reserve": QT_TRANSLATE_NOOP("Dialogs", "Reserve (buraco / morto)"),
    "penalties": QT_TRANSLATE_NOOP("Dialogs", "Penalties"),
    "total": QT_TRANSLATE_NOOP("Dialogs", "Hand total"),
    "match": QT_TRANSLATE_NOOP("Dialogs", "Match total"),
}

translate = QCoreApplication.translate


def row_label(item: str) -> str:
    """The translated label of a score-sheet row (unknown canasta kinds get a generic label)."""
    if item in ROW_LABELS:
        return translate("Dialogs", ROW_LABELS[item])
    if item.startswith("canasta_"):
        return translate("Dialogs", "Canastas ({kind})").format(kind=item[8:].replace("_", " "))
    return item


def sheet_rows(scores: list[R.HandScore]) -> list[tuple[str, list[int], list[int]]]:
    """(item, points per team, canasta count per team) in sheet order; canasta kinds of either team."""
    kinds = sorted({kind for score in scores for kind in score.canastas})
    rows: list[tuple[str, list[int], list[int]]] = []
    for kind in kinds:
        rows.append((f"canasta_{kind}", [s.canastas.get(kind, [0, 0])[1] for s in scores],
                     [s.canastas.get(kind, [0, 0])[0] for s in scores]))
    for item in ("table_cards", "hand_cards", "going_out", "reserve", "penalties", "total"):
        rows.append((item, [dict(s.rows())[item] for s in scores], [0] * len(scores)))
    return rows


class ScoreChart(QWidget):
    """Each team's match total after every hand, as a line, with the target as a dashed line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("score-chart")
        self.series: list[list[int]] = [[0], [0]]
        self.names = ["", ""]
        self.target = 2000
        self.setMinimumHeight(170)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(translate("Dialogs", "Match totals hand by hand"))

    def sizeHint(self) -> QSize:
        return QSize(440, 190)

    def set_data(self, history: list[list[int]], names: list[str], target: int) -> None:
        """`history`: per hand, [team 0 points, team 1 points] (the engine's `history`)."""
        series = [[0], [0]]
        for hand in history:
            for team in (0, 1):
                series[team].append(series[team][-1] + hand[team])
        self.series = series
        self.names = list(names)
        self.target = target
        self.update()

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        palette = self.palette()
        base, ink = palette.color(QPalette.ColorRole.Base), palette.color(QPalette.ColorRole.Text)
        quiet = theme.blend(ink, base, 0.3)
        p.setPen(QPen(palette.color(QPalette.ColorRole.Mid), 1))
        p.setBrush(base)
        p.drawRoundedRect(rect, 6, 6)
        small = QFont(self.font())
        small.setPointSizeF(max(7.0, self.font().pointSizeF() * 0.85))
        fm = QFontMetricsF(small)
        p.setFont(small)
        values = [v for s in self.series for v in s] + [0, self.target]
        low, high = min(values), max(values)
        if high - low < 100:
            high = low + 100
        span = high - low
        step = _nice_step(span / 4)
        low = step * (low // step)
        high = step * -(-high // step)
        legend_h = fm.height() + 8
        left = 10 + max(fm.horizontalAdvance(number(v)) for v in (low, high)) + 6
        plot = QRectF(left, 10 + legend_h, rect.width() - left - 14, rect.height() - 28 - legend_h - fm.height())
        hands = max(1, len(self.series[0]) - 1)

        def point(i: int, v: float) -> QPointF:
            return QPointF(plot.left() + plot.width() * i / hands,
                           plot.bottom() - plot.height() * (v - low) / (high - low))

        # grid and axis labels
        v = low
        while v <= high + 1e-9:
            y = point(0, v).y()
            p.setPen(QPen(theme.blend(base, ink, 0.45 if v == 0 else 0.13), 1))
            p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            p.setPen(quiet)
            p.drawText(QRectF(4, y - fm.height() / 2, left - 10, fm.height()),
                       int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), number(v))
            v += step
        every = max(1, -(-hands // 12))
        for i in range(0, hands + 1, every):
            x = point(i, low).x()
            p.setPen(quiet)
            p.drawText(QRectF(x - 20, plot.bottom() + 3, 40, fm.height()), int(Qt.AlignmentFlag.AlignHCenter), str(i))
        if low <= self.target <= high:
            pen = QPen(theme.target_colour(palette), 1.2, Qt.PenStyle.DashLine)
            p.setPen(pen)
            y = point(0, self.target).y()
            p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            p.drawText(QRectF(plot.left() + 4, y - fm.height() - 1, plot.width() - 8, fm.height()),
                       int(Qt.AlignmentFlag.AlignRight), translate("Dialogs", "target {points}").format(
                           points=number(self.target)))
        # the lines
        colours = theme.team_colours(palette)
        for team in (0, 1):
            colour = colours[team]
            path = QPainterPath()
            for i, value in enumerate(self.series[team]):
                (path.moveTo if i == 0 else path.lineTo)(point(i, value))
            p.setPen(QPen(colour, 2.4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(path)
            p.setBrush(colour)
            p.setPen(QPen(base, 1.2))
            for i, value in enumerate(self.series[team]):
                p.drawEllipse(point(i, value), 3.6, 3.6)
        # legend
        x = plot.left()
        for team in (0, 1):
            colour = colours[team]
            p.setPen(QPen(colour, 3))
            y = 10 + legend_h / 2
            p.drawLine(QPointF(x, y), QPointF(x + 16, y))
            p.setPen(ink)
            label = "{}: {}".format(self.names[team] if team < len(self.names) else "", number(self.series[team][-1]))
            p.drawText(QPointF(x + 22, y + fm.ascent() / 2 - 1), label)
            x += 22 + fm.horizontalAdvance(label) + 22
        p.end()


def _nice_step(raw: float) -> int:
    for step in (50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10000, 20000):
        if step >= raw:
            return step
    return 50000


class ScoreSheet(Retranslated, QDialog):
    """Buraco → Show score sheet, and by itself at the end of every hand."""

    nextHandRequested = Signal()
    newMatchRequested = Signal()
    #: Replay: the hand the sheet shows, on the table again (the replay view).
    replayRequested = Signal()
    #: Play this deal again: a new match whose first hand is the deal of the hand the sheet shows.
    playAgainRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("score-sheet")
        self.setModal(False)
        self.setWindowModality(Qt.WindowModality.NonModal)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 14, 16, 12)
        layout.setSpacing(10)
        self.headline = QLabel(self)
        self.headline.setObjectName("headline")
        self.headline.setWordWrap(True)
        self.headline.setTextFormat(Qt.TextFormat.PlainText)
        font = self.headline.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setWeight(QFont.Weight.DemiBold)
        self.headline.setFont(font)
        layout.addWidget(self.headline)
        self.subline = self._note("subline")
        self.subline.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)   # the deal number too
        layout.addWidget(self.subline)
        self.hints_line = self._note("hints")
        layout.addWidget(self.hints_line)
        self.table = QTableWidget(self)
        self.table.setObjectName("score-table")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setAlternatingRowColors(True)
        self.table.setShowGrid(False)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.table.setStyleSheet(theme.TABLE_STYLE)
        layout.addWidget(self.table)
        self.chart_label = QLabel(self)
        theme.secondary_text(self.chart_label)
        bold = self.chart_label.font()
        bold.setWeight(QFont.Weight.DemiBold)
        self.chart_label.setFont(bold)
        layout.addWidget(self.chart_label)
        self.chart = ScoreChart(self)
        layout.addWidget(self.chart, 1)
        buttons = QHBoxLayout()
        self.replay_button = QPushButton(self)
        self.replay_button.setObjectName("replay")
        self.replay_button.setAutoDefault(False)
        self.replay_button.clicked.connect(self.replayRequested)
        self.again_button = QPushButton(self)
        self.again_button.setObjectName("play-again")
        self.again_button.setAutoDefault(False)
        self.again_button.clicked.connect(self.playAgainRequested)
        buttons.addWidget(self.replay_button)
        buttons.addWidget(self.again_button)
        buttons.addStretch(1)
        self.close_button = QPushButton(self)
        self.close_button.setObjectName("close")
        self.close_button.clicked.connect(self.close)
        self.new_match_button = QPushButton(self)
        self.new_match_button.setObjectName("new-match")
        self.new_match_button.clicked.connect(self._new_match)
        self.next_button = QPushButton(self)
        self.next_button.setObjectName("next-hand")
        self.next_button.clicked.connect(self._next_hand)
        for button in (self.close_button, self.new_match_button, self.next_button):
            buttons.addWidget(button)
        layout.addLayout(buttons)
        self.items: list[str] = []
        self._shown: tuple | None = None       # what `set_game` shows, to show it again in a new language
        self.retranslate()
        self.resize(520, 600)

    def _note(self, name: str) -> QLabel:
        """A line of plain text under the headline, in the palette's quieter colour."""
        label = QLabel(self)
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        theme.secondary_text(label)
        return label

    def retranslate(self) -> None:
        """Every text of the sheet in the current language."""
        self.setWindowTitle(translate("Dialogs", "Score sheet"))
        self.chart_label.setText(translate("Dialogs", "Match totals, hand by hand"))
        self.chart.setAccessibleName(translate("Dialogs", "Match totals hand by hand"))
        self.table.setAccessibleName(translate("Dialogs", "Points of the last hand and of the match"))
        self.close_button.setText(translate("Dialogs", "Close"))
        self.new_match_button.setText(translate("Dialogs", "New match"))
        self.next_button.setText(translate("Dialogs", "Next hand"))
        self.replay_button.setText(translate("Table", RW.LABELS["replay"]))
        self.again_button.setText(translate("Table", RW.LABELS["play_again"]))
        if self._shown is not None:
            self.set_game(*self._shown)

    # ----- content -------------------------------------------------------------------------------

    def set_game(self, game: TableSnapshot | R.Game, team_names: list[str], names: list[str] | None = None,
                 you: int | None = None, hints: list[tuple[str, int]] | None = None, replayable: bool = False) -> None:
        """Fill the sheet from the controller's snapshot (or a game): the last hand's breakdown, totals, chart.

        `you` is the seat of the one person at the screen, spoken to as "you" (None: nobody, or hotseat);
        `hints`: (name, hints taken this match) of each person at the table (Buraco → Hint); `replayable`:
        the match's moves are here, so that its last hand can be replayed and its deal played again."""
        self._shown = (game, team_names, names, you, hints, replayable)
        self._show_hints(hints or [], you is not None)
        scores = list(game.hand_scores or [])
        over = game.phase == "match_over"
        hand_over = game.phase == "hand_over"
        played = len(game.history)
        self.table.clear()
        self.table.setColumnCount(2)
        colours = theme.team_colours(self.palette())
        for team in (0, 1):
            header = QTableWidgetItem(team_names[team])
            header.setForeground(colours[team])
            self.table.setHorizontalHeaderItem(team, header)
        rows = sheet_rows(scores) if len(scores) == 2 else []
        match = list(game.totals)
        self.items = [item for item, _, _ in rows] + ["match"]
        self.table.setRowCount(len(self.items))
        bold = QFont(self.table.font())
        bold.setWeight(QFont.Weight.DemiBold)
        for r, (item, points, counts) in enumerate(rows + [("match", match, [0, 0])]):
            label = QTableWidgetItem(row_label(item))
            self.table.setVerticalHeaderItem(r, label)
            for team in (0, 1):
                value = points[team]
                if item.startswith("canasta_") and counts[team]:
                    text = translate("Dialogs", "{points}  ({count}×)").format(points=number(value),
                                                                               count=counts[team])
                elif item.startswith("canasta_"):
                    text = "—"
                else:
                    text = number(value)
                cell = QTableWidgetItem(text)
                cell.setData(Qt.ItemDataRole.UserRole, value)
                cell.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if item in ("total", "match"):
                    cell.setFont(bold)
                    label.setFont(bold)
                if item != "match" and value < 0:
                    cell.setForeground(theme.negative_colour(self.palette()))
                self.table.setItem(r, team, cell)
        self._fit_table()
        self.chart.set_data(game.history, team_names, game.variant.target)
        # headline and buttons
        if over:
            winner = game.winner if game.winner is not None else (0 if match[0] >= match[1] else 1)
            margin = abs(match[0] - match[1])
            self.setWindowTitle(translate("Dialogs", "Game over"))
            if you is not None and game.team_of(you) == winner:
                won = (translate("Dialogs", "You won the match by {points} points!") if game.players == 2
                       else translate("Dialogs", "Your team won the match by {points} points!"))
                self.headline.setText(won.format(points=number(margin)))
            else:
                self.headline.setText(translate("Dialogs", "{team} won the match by {points} points!").format(
                    team=team_names[winner], points=number(margin)))
            self.subline.setText(Dialogs.tr("Final score: {a} {pa} — {b} {pb}, after %n hand(s).", "", played).format(
                a=team_names[0], pa=number(match[0]), b=team_names[1], pb=number(match[1])))
        else:
            self.setWindowTitle(translate("Dialogs", "Score sheet"))
            if not played:
                self.headline.setText(translate("Dialogs", "No hand has been scored yet."))
            elif hand_over:
                self.headline.setText(translate("Dialogs", "Hand {number} is over").format(number=played))
            else:
                self.headline.setText(translate("Dialogs", "Hand {number}").format(number=played))
            went = ""
            if hand_over and game.went_out is not None and names:
                went = (translate("Dialogs", "You went out.") if game.went_out == you
                        else translate("Dialogs", "{name} went out.").format(name=names[game.went_out])) + " "
            self.subline.setText(went + translate("Dialogs", "The match ends at {target} points.").format(
                target=number(game.variant.target)))
        self._fit_headline()
        self._show_deal(game, played, replayable)
        self.next_button.setVisible(hand_over)
        self.new_match_button.setVisible(over)
        default = self.next_button if hand_over else self.new_match_button if over else self.close_button
        for button in (self.close_button, self.new_match_button, self.next_button):
            button.setDefault(button is default)
            button.setAutoDefault(button is default)

    def _show_deal(self, game: TableSnapshot | R.Game, played: int, replayable: bool) -> None:
        """The deal number of the hand shown (after the subline), and its Replay and Play this deal again."""
        deals = getattr(game, "deals", ())
        deal = deals[played - 1] if 1 <= played <= len(deals) else None
        if deal is not None:
            self.subline.setText(translate("Dialogs", "{text} {deal}.").format(
                text=self.subline.text(), deal=RW.deal_text(deal).replace(" ", "\u00a0")))
        self.replay_button.setVisible(replayable and played > 0)
        self.again_button.setVisible(replayable and deal is not None)

    def _fit_table(self) -> None:
        """The table as tall as its header and all its rows, as the style sheet draws them (polished)."""
        table = self.table
        table.ensurePolished()
        table.horizontalHeader().ensurePolished()
        table.resizeRowsToContents()
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        rows = sum(table.rowHeight(row) for row in range(table.rowCount()))
        header = max(table.horizontalHeader().height(), table.horizontalHeader().sizeHint().height())
        table.setFixedHeight(header + rows + 2 * table.frameWidth() + 2)

    def _fit_headline(self) -> None:
        """The sheet wide enough for its headline on one line, as far as the screen allows."""
        screen = self.screen() or (self.parentWidget().screen() if self.parentWidget() else None)
        most = screen.availableGeometry().width() * 0.9 if screen is not None else 800
        margins = self.layout().contentsMargins()
        wide = self.headline.fontMetrics().horizontalAdvance(self.headline.text()) + 4
        self.headline.setMinimumWidth(round(min(wide, most - margins.left() - margins.right())))

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        """The rows are measured again for the new width (a label of a row may wrap)."""
        super().resizeEvent(event)
        if self.isVisible():
            self._fit_table()

    def _show_hints(self, hints: list[tuple[str, int]], alone: bool) -> None:
        """How many hints each person took this match (one person: "You took 2 hints this match.")."""
        if alone and len(hints) == 1:
            text = Dialogs.tr("You took %n hint(s) this match.", "", hints[0][1])
        else:
            text = " ".join(Dialogs.tr("{name} took %n hint(s) this match.", "", count).format(name=name)
                            for name, count in hints)
        self.hints_line.setText(text)
        self.hints_line.setVisible(bool(text))

    def values(self, team: int) -> dict[str, int]:
        """The points shown per row for `team` (item name -> points), for tests and accessibility."""
        return {item: self.table.item(r, team).data(Qt.ItemDataRole.UserRole) for r, item in enumerate(self.items)}

    # ----- buttons -------------------------------------------------------------------------------

    def _next_hand(self) -> None:
        self.close()
        self.nextHandRequested.emit()

    def _new_match(self) -> None:
        self.close()
        self.newMatchRequested.emit()
