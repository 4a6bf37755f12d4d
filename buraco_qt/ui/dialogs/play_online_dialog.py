"""Game → Play online…: host a table on this computer, host it on a server, join one, or come back to one.

The dialog only chooses (`chosen`: "here", "server", "join" or "resume"); the window's online play
(`ui/window/online_play.py`) opens the next dialog. Two people at one screen cannot share an online
table: the dialog says so.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from buraco_qt.ui.art import theme
from buraco_qt.ui.window.retranslated import Retranslated

translate = QCoreApplication.translate
#: The choices, in the order shown.
CHOICES = ("here", "server", "join", "resume")


class PlayOnlineDialog(Retranslated, QDialog):
    """Choose how to play online."""

    #: The player chose: "here", "server", "join" or "resume".
    chosen = Signal(str)

    def __init__(self, can_resume: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("play-online-dialog")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 14, 16, 12)
        layout.setSpacing(10)
        self.intro = QLabel(self)
        self.intro.setObjectName("intro")
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        grid = QGridLayout()
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(8)
        self.buttons_by_choice: dict[str, QPushButton] = {}
        self.notes: dict[str, QLabel] = {}
        for row, choice in enumerate(CHOICES):
            button = QPushButton(self)
            button.setObjectName(choice)
            button.clicked.connect(lambda _checked=False, choice=choice: self._choose(choice))
            note = QLabel(self)
            note.setObjectName(f"{choice}-note")
            note.setWordWrap(True)
            theme.secondary_text(note)
            grid.addWidget(button, row, 0, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(note, row, 1)
            self.buttons_by_choice[choice] = button
            self.notes[choice] = note
            if choice == "resume" and not can_resume:
                button.setVisible(False)
                note.setVisible(False)
        grid.setColumnStretch(1, 1)
        layout.addLayout(grid)
        self.hotseat_note = QLabel(self)
        self.hotseat_note.setObjectName("hotseat-note")
        self.hotseat_note.setWordWrap(True)
        theme.secondary_text(self.hotseat_note)
        layout.addWidget(self.hotseat_note)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        layout.addStrut(520)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text in the current language."""
        self.setWindowTitle(translate("Dialogs", "Play online"))
        self.intro.setText(translate("Dialogs", "Play with friends at other computers: one of you hosts a table, "
                                                "the others join it with its invite."))
        texts = {
            "here": (translate("Dialogs", "&Host a table on this computer…"),
                     translate("Dialogs", "This computer keeps the table while you play: friends on your network "
                                          "join with the invite it shows.")),
            "server": (translate("Dialogs", "Host a table on a &server…"),
                       translate("Dialogs", "A buraco-server that is running elsewhere (a friend's, a club's) keeps "
                                            "the table: give its address.")),
            "join": (translate("Dialogs", "&Join a table…"),
                     translate("Dialogs", "Paste the invite a friend sent you.")),
            "resume": (translate("Dialogs", "&Resume the online table"),
                       translate("Dialogs", "Go back to your seat at the table you left.")),
        }
        for choice, (button, note) in texts.items():
            self.buttons_by_choice[choice].setText(button)
            self.notes[choice].setText(note)
        self.hotseat_note.setText(translate("Dialogs", "Each person plays from their own computer: two people at "
                                                       "one screen cannot share a seat at an online table."))

    def _choose(self, choice: str) -> None:
        self.accept()
        self.chosen.emit(choice)
