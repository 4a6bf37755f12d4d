"""Parts the dialogs that ask for a choice share: the options a preset may take (New game and hosting a table
online), the line that says what is wrong, the buttons."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QPushButton, QWidget

from buraco_qt import rules as R
from buraco_qt.ui.art import theme

PICKUP_LABELS = {
    "free": QT_TRANSLATE_NOOP("Dialogs", "Free: take the whole pile"),
    "duro": QT_TRANSLATE_NOOP("Dialogs", "Duro: play the top card at once"),
    "super_duro": QT_TRANSLATE_NOOP("Dialogs", "Super-duro: as duro, no jokers, twos in own suit"),
}

translate = QCoreApplication.translate


def option_rows(parent: QWidget, form: QFormLayout) -> tuple[QComboBox, QLabel, QComboBox, QLabel]:
    """The hand size and the Brazilian pickup rule, each a row of `form`: their combo boxes and labels (their
    texts are set by `retranslate_options`)."""
    hand_size = QComboBox(parent)
    hand_size.setObjectName("hand-size")
    for size in (11, 13, 15):
        hand_size.addItem(str(size), size)
    hand_size_label = QLabel(parent)
    hand_size_label.setBuddy(hand_size)
    form.addRow(hand_size_label, hand_size)
    pickup = QComboBox(parent)
    pickup.setObjectName("pickup")
    for key in R.BRAZILIAN_PICKUPS:
        pickup.addItem("", key)
    pickup_label = QLabel(parent)
    pickup_label.setBuddy(pickup)
    form.addRow(pickup_label, pickup)
    return hand_size, hand_size_label, pickup, pickup_label


def retranslate_options(hand_size_label: QLabel, pickup: QComboBox, pickup_label: QLabel) -> None:
    """The texts of `option_rows` in the current language."""
    hand_size_label.setText(translate("Dialogs", "&Cards per hand:"))
    for index in range(pickup.count()):
        key = pickup.itemData(index)
        pickup.setItemText(index, translate("Dialogs", PICKUP_LABELS[key]) if key in PICKUP_LABELS else key)
    pickup_label.setText(translate("Dialogs", "Taking the &pile:"))


def follow_preset(key: str, hand_size: QComboBox, pickup: QComboBox) -> None:
    """Let the hand size and the pickup rule be chosen where the preset `key` takes them (its own hand size
    shown where it does not)."""
    sizes = R.HAND_SIZES.get(key)
    hand_size.setEnabled(bool(sizes))
    if not sizes:
        hand_size.setCurrentIndex(hand_size.findData(R.VARIANTS[key].hand_size))
    pickup.setEnabled(key == "brazilian")


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
