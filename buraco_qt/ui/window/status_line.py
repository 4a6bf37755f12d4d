"""The status bar's message: always two lines tall, whatever it says, so that the table never changes size.

A message that fits in two lines is shown whole. One that does not shows its short form (what
happened, without what to do next: that is also on the table, by your name) if that fits, else its
first two lines ending in "…"; the whole message is then the label's tooltip, and a click on the
label shows it at once. The lines are broken here, between words, and the label draws them as
given: its height never depends on the text.
"""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from buraco_qt.ui.art import theme

#: How many lines the message may take.
LINES = 2
#: The label's padding left and right, and above and below (the status bar's style sheet sets it).
PAD_X, PAD_Y = 8, 2


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
