"""Settings (F9): computer delay, animation, card deck, back and size, four-colour suits, confirm
before discarding the last card, language.

Every control has an object name (``speed``, ``animation``, ``deck``, ``back``, ``card-size``,
``four-colour``, ``confirm-last-discard``, ``language``); `apply_to(settings)` writes what they say
into a `Settings`.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QCoreApplication, Qt, QT_TRANSLATE_NOOP
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGroupBox, QHBoxLayout,
                               QLabel, QSlider, QSpinBox, QVBoxLayout, QWidget)

from buraco_qt.settings import CARD_SCALES, DEFAULT_SPEED_MS, LANGUAGES, Settings

from .card_images import CardImages

#: Languages by their own names (not translated: people look for their own language).
LANGUAGE_NAMES = {"en": "English", "es": "Español", "pt_BR": "Português (Brasil)", "de": "Deutsch",
                  "fil": "Tagalog"}

CARD_SIZE_LABELS = {
    0.85: QT_TRANSLATE_NOOP("SettingsDialog", "Small"),
    1.0: QT_TRANSLATE_NOOP("SettingsDialog", "Normal"),
    1.15: QT_TRANSLATE_NOOP("SettingsDialog", "Large"),
}

BACK_LABELS = {
    "blue": QT_TRANSLATE_NOOP("SettingsDialog", "Blue"),
    "red": QT_TRANSLATE_NOOP("SettingsDialog", "Red"),
    "green": QT_TRANSLATE_NOOP("SettingsDialog", "Green"),
}


def deck_label(name: str) -> str:
    """A deck as people read it: "Buraco (the game's own)", "KDE: Oxygen", "Aisleriot: bonded"."""
    if name == "default":
        return QCoreApplication.translate("SettingsDialog", "Buraco (the game's own)")
    kind, _, rest = name.partition(":")
    rest = rest.removeprefix("svg-").replace("-", " ").replace("_", " ")
    return "{}: {}".format({"kde": "KDE", "aisleriot": "Aisleriot"}.get(kind, kind), rest.title())


class SettingsDialog(QDialog):
    """The player's preferences; the window applies them at once and keeps them."""

    #: The fields of `Settings` the dialog shows and `apply_to` writes.
    FIELDS = ("speed_ms", "animation", "confirm_last_discard", "deck", "back", "card_scale", "four_colour",
              "language")

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settings-dialog")
        self.setWindowTitle(self.tr("Settings"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 14, 16, 12)
        layout.setSpacing(12)

        play = QGroupBox(self.tr("Play"), self)
        form = QFormLayout(play)
        row = QHBoxLayout()
        self.speed_slider = QSlider(Qt.Orientation.Horizontal, play)
        self.speed_slider.setObjectName("speed-slider")
        self.speed_slider.setRange(0, 30)           # steps of 100 ms
        self.speed = QSpinBox(play)
        self.speed.setObjectName("speed")
        self.speed.setRange(0, 5000)
        self.speed.setSingleStep(100)
        self.speed.setSuffix(self.tr(" ms"))
        self.speed.setSpecialValueText(self.tr("instant"))
        self.speed_slider.valueChanged.connect(lambda v: self.speed.setValue(v * 100))
        self.speed.valueChanged.connect(self._speed_to_slider)
        row.addWidget(self.speed_slider, 1)
        row.addWidget(self.speed)
        form.addRow(self.tr("Computer &delay:"), row)
        form.itemAt(form.rowCount() - 1, QFormLayout.ItemRole.LabelRole).widget().setBuddy(self.speed)
        hint = QLabel(self.tr("How long each computer move stays on screen (CardCol: {ms} ms; 0 = instant).").format(
            ms=DEFAULT_SPEED_MS), play)
        hint.setWordWrap(True)
        hint.setStyleSheet("color: #5d655f;")
        form.addRow("", hint)
        self.animation = QCheckBox(self.tr("&Animate the cards"), play)
        self.animation.setObjectName("animation")
        form.addRow("", self.animation)
        self.confirm = QCheckBox(self.tr("Ask before discarding the &last card"), play)
        self.confirm.setObjectName("confirm-last-discard")
        form.addRow("", self.confirm)
        layout.addWidget(play)

        cards = QGroupBox(self.tr("Cards"), self)
        form = QFormLayout(cards)
        self.deck = QComboBox(cards)
        self.deck.setObjectName("deck")
        decks = CardImages.available_decks()
        if settings.deck not in decks:
            decks.append(settings.deck)
        for name in decks:
            self.deck.addItem(deck_label(name), name)
        form.addRow(self.tr("&Deck:"), self.deck)
        self.back = QComboBox(cards)
        self.back.setObjectName("back")
        for name in CardImages.backs():
            self.back.addItem(QCoreApplication.translate("SettingsDialog", BACK_LABELS.get(name, name)), name)
        form.addRow(self.tr("&Back:"), self.back)
        self.card_size = QComboBox(cards)
        self.card_size.setObjectName("card-size")
        for scale in CARD_SCALES:
            self.card_size.addItem(QCoreApplication.translate("SettingsDialog", CARD_SIZE_LABELS[scale]), scale)
        form.addRow(self.tr("Card &size:"), self.card_size)
        self.four_colour = QCheckBox(self.tr("&Four-colour suits (clubs green, diamonds blue)"), cards)
        self.four_colour.setObjectName("four-colour")
        form.addRow("", self.four_colour)
        self.deck.currentIndexChanged.connect(self._deck_changed)
        layout.addWidget(cards)

        general = QGroupBox(self.tr("Language"), self)
        form = QFormLayout(general)
        self.language = QComboBox(general)
        self.language.setObjectName("language")
        for code in LANGUAGES:
            self.language.addItem(LANGUAGE_NAMES.get(code) or self.tr("The system's language"), code)
        form.addRow(self.tr("&Language:"), self.language)
        note = QLabel(self.tr("A new language takes effect the next time the game starts."), general)
        note.setWordWrap(True)
        note.setStyleSheet("color: #5d655f;")
        form.addRow("", note)
        layout.addWidget(general)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
                                        | QDialogButtonBox.StandardButton.RestoreDefaults, self)
        self.buttons.setObjectName("buttons")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).clicked.connect(
            lambda: self.set_settings(Settings()))
        layout.addWidget(self.buttons)
        self.set_settings(settings)
        self.setMinimumWidth(460)

    def _speed_to_slider(self, value: int) -> None:
        self.speed_slider.blockSignals(True)
        self.speed_slider.setValue(min(30, round(value / 100)))
        self.speed_slider.blockSignals(False)

    def _deck_changed(self) -> None:
        own = self.deck.currentData() == "default"
        self.back.setEnabled(own)              # system decks have their own back
        self.four_colour.setEnabled(own)

    def set_settings(self, settings: Settings) -> None:
        """Show `settings` in the controls."""
        self.speed.setValue(settings.speed_ms)
        self._speed_to_slider(settings.speed_ms)
        self.animation.setChecked(settings.animation)
        self.confirm.setChecked(settings.confirm_last_discard)
        self.deck.setCurrentIndex(max(0, self.deck.findData(settings.deck)))
        self.back.setCurrentIndex(max(0, self.back.findData(settings.back)))
        self.card_size.setCurrentIndex(max(0, self.card_size.findData(settings.card_scale)))
        self.four_colour.setChecked(settings.four_colour)
        self.language.setCurrentIndex(max(0, self.language.findData(settings.language)))
        self._deck_changed()

    def apply_to(self, settings: Settings) -> Settings:
        """Write the controls into `settings` (returned, for chaining)."""
        settings.speed_ms = self.speed.value()
        settings.animation = self.animation.isChecked()
        settings.confirm_last_discard = self.confirm.isChecked()
        settings.deck = self.deck.currentData()
        settings.back = self.back.currentData() or settings.back
        settings.card_scale = float(self.card_size.currentData())
        settings.four_colour = self.four_colour.isChecked()
        settings.language = self.language.currentData()
        return settings

    def settings(self, base: Settings) -> Settings:
        """A copy of `base` with the controls' values."""
        return self.apply_to(dataclasses.replace(base, extra=dict(base.extra)))
