"""Parts the dialogs that ask for a choice share: the line that says what is wrong, the buttons."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPushButton, QWidget

from buraco_qt.ui.art import theme


def problem_label(parent: QWidget, name: str = "problem") -> QLabel:
    """A hidden label that wraps and says in the palette's warning colour what is wrong with the choice."""
    label = QLabel(parent)
    label.setObjectName(name)
    label.setWordWrap(True)
    label.setStyleSheet(f"color: {theme.negative_colour(parent.palette()).name()};")
    label.setVisible(False)
    return label


def accept_buttons(dialog: QDialog, name: str) -> tuple[QDialogButtonBox, QPushButton]:
    """Cancel and an accepting button (its text set by the dialog, `name` its object name), wired to `dialog`."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, dialog)
    accept = buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
    accept.setObjectName(name)
    accept.setDefault(True)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons, accept
