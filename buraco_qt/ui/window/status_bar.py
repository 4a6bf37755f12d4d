"""The window's status bar: what happened and what to do now (or why a move was refused, or a hint) on the
left, in the two lines of a `StatusLine`; the teams' points on the table on the right.

The window says what to keep (`event`, `problem`, `hint`: each until the next move) and when to show it
(`show_table`, with the snapshot the table shows); the bar writes it. Texts are in the context "Window".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QStatusBar, QWidget

from buraco_qt.platform.qt_namespace import Qt, when_made
from buraco_qt.text.languages import number
from buraco_qt.text.move_sentences import turn_prompt
from buraco_qt.text.team_names import name_joiner, reserve_name
from buraco_qt.ui.window.status_line import StatusLine

if TYPE_CHECKING:  # pragma: no cover
    from buraco_qt.session.snapshot import TableSnapshot

translate = QCoreApplication.translate

#: A refusal is said in bold, in the colour of a warning.
PROBLEM_STYLE = "color: #ffd37a; font-weight: 600;"
#: The share of the window's width the points may take (the message has the rest, in two lines).
POINTS_SHARE = 0.6


class StatusBar(QStatusBar):
    """The message (what happened, what to do, a refusal, a hint) and the points, in the table's green."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setSizeGripEnabled(False)
        #: The message: two lines tall, whatever it says, so that the table never jumps.
        self.message = StatusLine(parent)
        #: The points of each team on the table.
        self.points = QLabel(parent)
        self.points.setObjectName("status-points")
        self.addWidget(self.message, 1)
        self.addPermanentWidget(self.points)

        def plain() -> None:                       # players' names may hold "<": never rich text
            for label in (self.message, self.points):
                label.setTextFormat(Qt.TextFormat.PlainText)
        when_made(plain)
        self.setStyleSheet("QStatusBar { background: #123524; color: #efe9d6; border-top: 1px solid #0a2216; }"
                           "QStatusBar::item { border: none; }"
                           "QLabel { color: #efe9d6; padding: 2px 8px; }")
        #: What happened (a move, a note), why a move was refused, a hint: each said until the next move.
        self.event = ""
        self.problem = ""
        self.hint = ""
        self._shown_problem = False

    def set_texts(self) -> None:
        """The bar's names for screen readers, in the current language."""
        self.setAccessibleName(translate("Window", "Status bar"))
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
        limit = max(round(self.window().width() * POINTS_SHARE), 240) - 24       # the label's padding
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
