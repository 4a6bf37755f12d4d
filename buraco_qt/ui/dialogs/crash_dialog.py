"""The box that tells the player an unexpected error happened: in plain words, whether the match was
saved, where the log is (a path to select and a button that opens its folder), Continue or Quit.

It only tells and asks; ui/window/crash_guard.py decides when it opens and what Continue and Quit do.
"""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, QUrl, Signal
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from buraco_qt.text.contexts import Dialogs
from buraco_qt.ui.window.retranslated import Retranslated

translate = QCoreApplication.translate

#: The lines of text are this many average characters wide (a long text takes more lines).
TEXT_WIDTH_CHARACTERS = 60
#: The widest a file's path is shown (pixels); a longer one scrolls in its field.
PATH_WIDTH_MAX = 560


class CrashDialog(Retranslated, QDialog):
    """An unexpected error: the match saved (or not), the log's place, Continue / Quit (Quit only when
    the error keeps coming back). Escape and the window's close button mean Continue, or Quit if that is
    the one choice."""

    continueRequested = Signal()
    quitRequested = Signal()

    def __init__(self, log_path: Path | None, saved: Path | None, *, can_continue: bool = True,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("crash-dialog")
        self.log_path = log_path
        self.saved = saved
        self.can_continue = can_continue
        #: Errors that happened after the one told, while the box was open.
        self.more_errors = 0
        self.setWindowModality(Qt.WindowModality.ApplicationModal)
        outer = QHBoxLayout(self)
        outer.setContentsMargins(20, 18, 20, 14)
        outer.setSpacing(16)
        icon = QLabel(self)
        size = self.style().pixelMetric(QStyle.PixelMetric.PM_MessageBoxIconSize, None, self)
        icon.setPixmap(self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxCritical, None, self)
                       .pixmap(size, size))
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        outer.addWidget(icon, 0, Qt.AlignmentFlag.AlignTop)
        outer.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)    # as tall as its texts, as a message box
        column = QVBoxLayout()
        column.setSpacing(10)
        outer.addLayout(column, 1)
        self.heading = self._label("crash-heading", column)
        self.heading.setTextFormat(Qt.TextFormat.RichText)
        self.explanation = self._label("crash-explanation", column)
        self.match = self._label("crash-match", column)
        self.match_file = self._path_label("crash-match-file", column)
        self.log_place = self._label("crash-log", column)
        self.log_file = self._path_label("crash-log-file", column)
        row = QHBoxLayout()
        self.open_folder = QPushButton(self)
        self.open_folder.setObjectName("crash-open-folder")
        self.open_folder.setVisible(log_path is not None)
        self.open_folder.clicked.connect(self.show_log_folder)
        row.addWidget(self.open_folder)
        row.addStretch(1)
        column.addLayout(row)
        self.more = self._label("crash-more", column)
        self.more.hide()
        self.choice = self._label("crash-choice", column)
        self.buttons = QDialogButtonBox(self)
        self.buttons.setObjectName("buttons")
        self.continue_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.continue_button.setObjectName("crash-continue")
        self.continue_button.setVisible(can_continue)
        self.quit_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.DestructiveRole)
        self.quit_button.setObjectName("crash-quit")
        (self.continue_button if can_continue else self.quit_button).setDefault(True)
        self.continue_button.clicked.connect(self._continue)
        self.quit_button.clicked.connect(self._quit)
        column.addWidget(self.buttons)
        self.retranslate()

    def _label(self, name: str, layout: QVBoxLayout) -> QLabel:
        label = QLabel(self)
        label.setObjectName(name)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setWordWrap(True)
        label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        label.setMinimumWidth(TEXT_WIDTH_CHARACTERS * label.fontMetrics().averageCharWidth())
        layout.addWidget(label)
        return label

    def _path_label(self, name: str, layout: QVBoxLayout) -> QLineEdit:
        """A file's path, read-only, that the player can select and copy as it is."""
        field = QLineEdit(self)
        field.setObjectName(name)
        field.setReadOnly(True)
        layout.addWidget(field)
        return field

    @staticmethod
    def _show_path(field: QLineEdit, path: Path | None) -> None:
        text = str(path) if path is not None else ""
        field.setText(text)
        field.setToolTip(text)
        field.setCursorPosition(0)
        metrics = field.fontMetrics()             # wide enough for the whole path, up to a limit
        field.setMinimumWidth(min(metrics.horizontalAdvance(text) + 16, PATH_WIDTH_MAX))
        field.setVisible(path is not None)

    def retranslate(self) -> None:
        """Every text of the box in the current language."""
        self.setWindowTitle(translate("Dialogs", "Buraco: something went wrong"))
        self.heading.setText("<b style='font-size:large'>{}</b>".format(html.escape(translate(
            "Dialogs", "Sorry: something went wrong in the game."))))
        self.explanation.setText(translate(
            "Dialogs", "An unexpected error interrupted the game. It is a fault in the program, not in "
                       "anything you did."))
        if self.saved is not None:
            self.match.setText(translate("Dialogs", "Your match was saved, so nothing of it is lost:"))
        else:
            self.match.setText(translate("Dialogs", "Your match could not be saved."))
        self._show_path(self.match_file, self.saved)
        if self.log_path is not None:
            self.log_place.setText(translate(
                "Dialogs", "What happened is written in the log. If you report the problem, please attach "
                           "this file and your saved match:"))
        else:
            self.log_place.setText(translate(
                "Dialogs", "No log file could be written: what happened was written to the terminal only."))
        self._show_path(self.log_file, self.log_path)
        self.open_folder.setText(translate("Dialogs", "Open the log's folder"))
        if self.can_continue:
            self.choice.setText(translate(
                "Dialogs", "Continue shows the table again as the match stands. Quit closes the game."))
        else:
            self.choice.setText(translate(
                "Dialogs", "The error keeps coming back, so the game cannot go on. Please quit and start it "
                           "again."))
        self.continue_button.setText(translate("Dialogs", "&Continue"))
        self.quit_button.setText(translate("Dialogs", "&Quit"))
        self._set_more_text()

    def set_more_errors(self, count: int) -> None:
        """Say that `count` more errors happened while the box was open."""
        self.more_errors = count
        self._set_more_text()

    def _set_more_text(self) -> None:
        self.more.setText(Dialogs.tr("%n more error(s) happened while this message was open.", "",
                                     self.more_errors))
        self.more.setVisible(self.more_errors > 0)

    def show_log_folder(self) -> bool:
        """Open the folder of the log in the system's file manager; False if it could not be opened."""
        if self.log_path is None:
            return False
        return QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.log_path.parent)))

    def _continue(self) -> None:
        self.done(QDialog.DialogCode.Accepted)
        self.continueRequested.emit()

    def _quit(self) -> None:
        self.done(QDialog.DialogCode.Rejected)
        self.quitRequested.emit()

    def reject(self) -> None:
        """Escape, the window's close button, or the system closing every window: Continue where the
        player may go on, else Quit (the one choice left)."""
        if self.can_continue:
            self._continue()
        else:
            self._quit()

