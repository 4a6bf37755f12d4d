"""The status bar: what happened and what to do now (or why a move was refused, or a hint) on the left,
the teams' points on the table on the right.

The window says what to keep (`StatusBar.event`, `problem`, `hint`: each until the next move) and when
to show it (`show_table`, with the snapshot the table shows); the bar writes it. Its message is always
two lines tall, whatever it says, so that the table never changes size (`StatusLine`). A message
that fits in two lines is shown whole. One that does not shows its short form (what happened,
without what to do next: that is also on the table, by your name) if that fits, else its first two
lines ending in "…"; the whole message is then the label's tooltip, and a click on the label shows
it at once. The lines are broken here, between words, and the label draws them as given: its height
never depends on the text.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QLabel, QMainWindow, QSizePolicy, QWidget

from buraco_qt.platform.qt_namespace import Qt, when_made
from buraco_qt.text.languages import number
from buraco_qt.text.move_sentences import turn_prompt
from buraco_qt.text.team_names import name_joiner, reserve_name
from buraco_qt.ui.art import theme

if TYPE_CHECKING:  # pragma: no cover
    from buraco_qt.session.snapshot import TableSnapshot

translate = QCoreApplication.translate

#: How many lines the message may take.
LINES = 2
#: The label's padding left and right, and above and below (the status bar's style sheet sets it).
PAD_X, PAD_Y = 8, 2
#: A refusal is said in bold, in the colour of a warning.
PROBLEM_STYLE = "color: #ffd37a; font-weight: 600;"
#: The share of the window's width the points may take (the message has the rest, in two lines).
POINTS_SHARE = 0.6


def break_lines(font: QFont, text: str, width: float, lines: int = LINES) -> tuple[list[str], bool]:
    """`text` in `font` broken between words into lines at most `width` pixels wide: (its first
    `lines` lines, the last ended with "…" when more was left; True if they hold the whole text)."""
    metrics = QFontMetricsF(font)
    words = text.split()
    out: list[str] = []
    line = ""
    index = 0
    whole = True
    while index < len(words) and len(out) < lines:
        trial = f"{line} {words[index]}" if line else words[index]
        if metrics.horizontalAdvance(trial) <= width:
            line = trial
            index += 1
        elif line:
            out.append(line)
            line = ""
        else:                           # one word wider than the line: it is cut
            out.append(theme.elided(font, trial, int(width)))
            whole = False
            index += 1
    if line:
        out.append(line)
    if index < len(words):
        whole = False
        out[-1] = theme.elided(font, " ".join([out[-1], *words[index:]]), int(width))
    return out, whole


class StatusLine(QLabel):
    """The left part of the status bar: the message in at most two lines, its height fixed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("status-message")
        self.setWordWrap(False)                  # the lines are broken by `break_lines`
        # a long message never widens the bar, and its height is that of two lines, always
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setMinimumWidth(120)
        self._full = ""
        self._short = ""
        self.setFixedHeight(self.line_height() * LINES + 2 * PAD_Y + 2)

    def line_height(self) -> int:
        """The height of one line of the message."""
        return self.fontMetrics().lineSpacing()

    def whole(self) -> str:
        """The message as given, whole (whatever the label shows of it)."""
        return self._full

    def set_message(self, full: str, short: str | None = None) -> None:
        """Show `full` if it fits in two lines, else `short` (or `full` cut with "…"); `full` is the tooltip then."""
        self._full = full
        self._short = full if short is None else short
        self._fit()

    def _fit(self) -> None:
        font = self.font()
        width = max(40.0, self.width() - 2 * PAD_X - 2)
        shown, whole = break_lines(font, self._full, width)
        if not whole and self._short != self._full:
            short, short_whole = break_lines(font, self._short, width)
            if short_whole:
                shown = short
        text = "\n".join(shown)
        self.setText(text)
        self.setToolTip("" if whole else self._full)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        """The message is broken into lines again for the new width."""
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        """Another font (a refusal is bold): the same two lines' height, the lines broken again."""
        super().changeEvent(event)
        if event.type() == event.Type.FontChange:
            self.setFixedHeight(self.line_height() * LINES + 2 * PAD_Y + 2)
            self._fit()

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        """A click shows the whole message when the bar shows only part of it."""
        if not self.toolTip():
            super().mouseReleaseEvent(event)
            return
        from PySide6.QtWidgets import QToolTip
        event.accept()                  # taken here: passed on to the bar, it would hide the tooltip again
        QToolTip.showText(self.mapToGlobal(self.rect().bottomLeft()), self.toolTip(), self)


class StatusBar:
    """The window's status bar: the message (what happened, what to do, a refusal, a hint) and the
    points, in the table's green."""

    def __init__(self, window: QMainWindow) -> None:
        #: Qt's status bar of `window`.
        self.bar = bar = window.statusBar()
        bar.setSizeGripEnabled(False)
        #: The message: two lines tall, whatever it says, so that the table never jumps.
        self.message = StatusLine(window)
        #: The points of each team on the table.
        self.points = QLabel(window)
        self.points.setObjectName("status-points")
        bar.addWidget(self.message, 1)
        bar.addPermanentWidget(self.points)

        def plain() -> None:                       # players' names may hold "<": never rich text
            for label in (self.message, self.points):
                label.setTextFormat(Qt.TextFormat.PlainText)
        when_made(plain)
        bar.setStyleSheet("QStatusBar { background: #123524; color: #efe9d6; border-top: 1px solid #0a2216; }"
                          "QStatusBar::item { border: none; }"
                          "QLabel { color: #efe9d6; padding: 2px 8px; }")
        #: What happened (a move, a note), why a move was refused, a hint: each said until the next move.
        self.event = ""
        self.problem = ""
        self.hint = ""
        self._shown_problem = False

    def set_texts(self) -> None:
        """The bar's names for screen readers, in the current language."""
        self.bar.setAccessibleName(translate("Window", "Status bar"))
        self.message.setAccessibleDescription(translate("Window", "What happened, and what to do now"))
        self.points.setAccessibleDescription(translate("Window", "The points of each team on the table"))

    def whole(self) -> str:
        """The message as said, whole (the bar may show only part of it: the whole is its tooltip)."""
        return self.message.whole()

    def show_table(self, shown: TableSnapshot, curtain: int | None) -> None:
        """Say what the bar keeps about `shown`, the table as it is now (`curtain`: the seat the hotseat
        curtain waits for), and its points."""
        prompt = turn_prompt(shown)
        if curtain is not None:
            text = translate("Window", "Pass the screen to {name}").format(name=shown.names[curtain])
        elif self.problem:
            text = "\u26A0 " + self.problem
        elif self.hint:
            text = self.hint
        elif self.event:
            text = translate("Window", "{event} — {prompt}").format(event=self.event, prompt=prompt)
        else:
            text = prompt
        problem = bool(self.problem)
        if problem != self._shown_problem:          # a refusal is said in bold: its lines are broken in bold
            self._shown_problem = problem
            self.message.setStyleSheet(PROBLEM_STYLE if problem else "")
        # what happened comes first; what to do is also on the table, by your name
        self.message.set_message(text, self.event if self.event and not self.problem and not self.hint
                                 and curtain is None else text)
        self.fit_points(shown)

    def fit_points(self, shown: TableSnapshot) -> None:
        """The points line, with the team that took its reserve said in words; players' names shortened
        with "…" to leave the message the rest of the bar."""
        template = translate("Window", "Points: {team_a} / {team_b}")
        plain, taken = translate("Window", "{team} {points}"), translate("Window", "{team} {points} ({reserve} taken)")
        joiner = name_joiner()
        reserve = reserve_name(shown.variant.name)

        def text(names: list[list[str]]) -> str:
            teams = [(taken if shown.reserves_taken[team] else plain).format(
                team=joiner.join(names[team]), points=number(shown.table_points(team)), reserve=reserve)
                for team in (0, 1)]
            return template.format(team_a=teams[0], team_b=teams[1])

        names = [[shown.names[seat] for seat in shown.team_seats(team)] for team in (0, 1)]
        full = text(names)
        metrics = self.points.fontMetrics()
        limit = max(round(self.bar.window().width() * POINTS_SHARE), 240) - 24       # the label's padding
        if metrics.horizontalAdvance(full) > limit:
            room = limit - metrics.horizontalAdvance(text([[""] * len(team) for team in names]))
            # the shortest names keep their length, the others share what is left equally
            widths = sorted(metrics.horizontalAdvance(name) for team in names for name in team)
            share = room / len(widths)
            for index, width in enumerate(widths):
                if width > share:
                    break
                room -= width
                share = room / max(len(widths) - index - 1, 1)
            names = [[metrics.elidedText(name, Qt.TextElideMode.ElideRight, max(int(share), 30)) for name in team]
                     for team in names]
        said = text(names)
        self.points.setText(said)
        self.points.setToolTip(full if said != full else "")
