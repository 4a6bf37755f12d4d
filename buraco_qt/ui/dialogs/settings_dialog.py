"""Settings (F9): computer delay, animation, card deck, back and size, four-colour suits, confirm
before discarding the last card, hints, sound and its volume, language.

Every control has an object name (``speed``, ``animation``, ``deck``, ``back``, ``card-size``,
``four-colour``, ``confirm-last-discard``, ``hints``, ``sound``, ``volume``, ``language``); `apply_to(settings)`
writes what they say into a `Settings`. Without Qt Multimedia the sound controls are greyed (and
unticked: the setting itself is kept for when it comes) and a line says how to install it, for the way
the game was installed.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from buraco_qt.storage.settings import CARD_SCALES, DEFAULT_SPEED_MS, Settings
from buraco_qt.text.languages import LANGUAGES
from buraco_qt.ui.art import theme
from buraco_qt.ui.art.card_images import CardImages
from buraco_qt.ui.window import sound_player
from buraco_qt.ui.window.retranslated import Retranslated

CARD_SIZE_LABELS = {
    0.85: QT_TRANSLATE_NOOP("Dialogs", "Small"),
    1.0: QT_TRANSLATE_NOOP("Dialogs", "Normal"),
    1.15: QT_TRANSLATE_NOOP("Dialogs", "Large"),
}

BACK_LABELS = {
    "blue": QT_TRANSLATE_NOOP("Dialogs", "Blue"),
    "red": QT_TRANSLATE_NOOP("Dialogs", "Red"),
    "green": QT_TRANSLATE_NOOP("Dialogs", "Green"),
}

translate = QCoreApplication.translate


def deck_label(name: str) -> str:
    """A deck as people read it: "Buraco (the game's own)", "KDE: Oxygen", "Aisleriot: bonded"."""
    if name == "default":
        return translate("Dialogs", "Buraco (the game's own)")
    kind, _, rest = name.partition(":")
    rest = rest.removeprefix("svg-").replace("-", " ").replace("_", " ")
    return "{}: {}".format({"kde": "KDE", "aisleriot": "Aisleriot"}.get(kind, kind), rest.title())


class SettingsDialog(Retranslated, QDialog):
    """The player's preferences; the window applies them at once and keeps them."""

    #: A language was chosen in the list (its code; "" = the system's): the window speaks it at once.
    languageChosen = Signal(str)
    #: The fields of `Settings` the dialog shows and `apply_to` writes.
    FIELDS = ("speed_ms", "animation", "confirm_last_discard", "hints", "deck", "back", "card_scale", "four_colour",
              "sound", "sound_volume", "language")

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settings-dialog")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 14, 16, 12)
        layout.setSpacing(12)

        self.play_box = QGroupBox(self)
        play = self.play_box
        form = QFormLayout(play)
        row = QHBoxLayout()
        self.speed_slider = QSlider(Qt.Orientation.Horizontal, play)
        self.speed_slider.setObjectName("speed-slider")
        self.speed_slider.setRange(0, 30)           # steps of 100 ms
        self.speed = QSpinBox(play)
        self.speed.setObjectName("speed")
        self.speed.setRange(0, 5000)
        self.speed.setSingleStep(100)
        self.speed_slider.valueChanged.connect(lambda v: self.speed.setValue(v * 100))
        self.speed.valueChanged.connect(self._speed_to_slider)
        row.addWidget(self.speed_slider, 1)
        row.addWidget(self.speed)
        self.speed_label = QLabel(play)
        self.speed_label.setBuddy(self.speed)
        form.addRow(self.speed_label, row)
        self.speed_hint = QLabel(play)
        self.speed_hint.setWordWrap(True)
        theme.secondary_text(self.speed_hint)
        form.addRow("", self.speed_hint)
        self.animation = QCheckBox(play)
        self.animation.setObjectName("animation")
        form.addRow("", self.animation)
        self.confirm = QCheckBox(play)
        self.confirm.setObjectName("confirm-last-discard")
        form.addRow("", self.confirm)
        self.hints = QCheckBox(play)
        self.hints.setObjectName("hints")
        form.addRow("", self.hints)
        layout.addWidget(play)

        self.cards_box = QGroupBox(self)
        cards = self.cards_box
        form = QFormLayout(cards)
        self.deck = QComboBox(cards)
        self.deck.setObjectName("deck")
        decks = CardImages.available_decks()
        if settings.deck not in decks:
            decks.append(settings.deck)
        for name in decks:
            self.deck.addItem("", name)
        self.deck_label = QLabel(cards)
        self.deck_label.setBuddy(self.deck)
        form.addRow(self.deck_label, self.deck)
        self.back = QComboBox(cards)
        self.back.setObjectName("back")
        for name in CardImages.backs():
            self.back.addItem("", name)
        self.back_label = QLabel(cards)
        self.back_label.setBuddy(self.back)
        form.addRow(self.back_label, self.back)
        self.card_size = QComboBox(cards)
        self.card_size.setObjectName("card-size")
        for scale in CARD_SCALES:
            self.card_size.addItem("", scale)
        self.card_size_label = QLabel(cards)
        self.card_size_label.setBuddy(self.card_size)
        form.addRow(self.card_size_label, self.card_size)
        self.four_colour = QCheckBox(cards)
        self.four_colour.setObjectName("four-colour")
        form.addRow("", self.four_colour)
        self.deck.currentIndexChanged.connect(self._deck_changed)
        layout.addWidget(cards)

        self.sound_box = QGroupBox(self)
        sound = QVBoxLayout(self.sound_box)
        row = QHBoxLayout()
        self.sound = QCheckBox(self.sound_box)
        self.sound.setObjectName("sound")
        row.addWidget(self.sound)
        row.addSpacing(12)
        self.volume_label = QLabel(self.sound_box)
        row.addWidget(self.volume_label)
        self.volume = QSlider(Qt.Orientation.Horizontal, self.sound_box)
        self.volume.setObjectName("volume")
        self.volume.setRange(0, 100)
        self.volume.setSingleStep(5)
        self.volume.setPageStep(10)
        self.volume_label.setBuddy(self.volume)
        row.addWidget(self.volume, 1)
        sound.addLayout(row)
        self.sound_hint = QLabel(self.sound_box)
        self.sound_hint.setObjectName("sound-hint")
        self.sound_hint.setWordWrap(True)
        self.sound_hint.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        theme.secondary_text(self.sound_hint)
        sound.addWidget(self.sound_hint)
        self.sound_available = sound_player.multimedia_available()
        self._sound_wanted = settings.sound            # what the settings say, shown only where sound can play
        self.sound.toggled.connect(self._sound_changed)
        layout.addWidget(self.sound_box)

        self.language_box = QGroupBox(self)
        general = self.language_box
        form = QFormLayout(general)
        self.language = QComboBox(general)
        self.language.setObjectName("language")
        for code in ("", *LANGUAGES):
            self.language.addItem(LANGUAGES.get(code, ""), code)
        self.language_label = QLabel(general)
        self.language_label.setBuddy(self.language)
        form.addRow(self.language_label, self.language)
        layout.addWidget(general)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
                                        | QDialogButtonBox.StandardButton.RestoreDefaults, self)
        self.buttons.setObjectName("buttons")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).clicked.connect(
            lambda: self.set_settings(Settings()))
        layout.addWidget(self.buttons)
        self.retranslate()
        self.set_settings(settings)
        self.language.currentIndexChanged.connect(lambda: self.languageChosen.emit(self.language.currentData()))
        layout.addStrut(428)                # at least this wide, and wider where the texts of a language need it
        for combo in self.findChildren(QComboBox):
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)    # in every language
        self.fit_height()

    def fit_height(self) -> None:
        """As tall as the wrapped texts need at the dialog's width (Qt sizes a new window to at most two
        thirds of the screen, which cuts them off), within the screen."""
        layout = self.layout()
        layout.activate()
        width = max(self.width() if self.isVisible() else 0, self.sizeHint().width())
        needed = layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else self.sizeHint().height()
        screen = self.screen().availableGeometry().height() if self.screen() is not None else needed
        self.resize(width, max(self.minimumSizeHint().height(), min(needed, screen - 60)))

    def retranslate(self) -> None:
        """Every text of the dialog in the current language; the choices shown stay as they are."""
        self.setWindowTitle(translate("Dialogs", "Settings"))
        self.play_box.setTitle(translate("Dialogs", "Play"))
        self.speed.setSuffix(translate("Dialogs", " ms"))
        self.speed.setSpecialValueText(translate("Dialogs", "instant"))
        self.speed_label.setText(translate("Dialogs", "Computer &delay:"))
        self.speed_hint.setText(translate(
            "Dialogs", "How long each computer move stays on screen (CardCol: {ms} ms; 0 = instant).").format(
            ms=DEFAULT_SPEED_MS))
        self.animation.setText(translate("Dialogs", "&Animate the cards"))
        self.confirm.setText(translate("Dialogs", "Ask before discarding the &last card"))
        self.hints.setText(translate("Dialogs", "Allow &hints (Buraco → Hint)"))
        self.cards_box.setTitle(translate("Dialogs", "Cards"))
        for index in range(self.deck.count()):
            self.deck.setItemText(index, deck_label(self.deck.itemData(index)))
        self.deck_label.setText(translate("Dialogs", "&Deck:"))
        for index in range(self.back.count()):
            name = self.back.itemData(index)
            self.back.setItemText(index, translate("Dialogs", BACK_LABELS[name]) if name in BACK_LABELS else name)
        self.back_label.setText(translate("Dialogs", "&Back:"))
        for index in range(self.card_size.count()):
            self.card_size.setItemText(index, translate("Dialogs", CARD_SIZE_LABELS[self.card_size.itemData(index)]))
        self.card_size_label.setText(translate("Dialogs", "Card &size:"))
        self.four_colour.setText(translate("Dialogs", "&Four-colour suits (clubs green, diamonds blue)"))
        self.sound_box.setTitle(translate("Dialogs", "Sound"))
        self.sound.setText(translate("Dialogs", "&Play sounds"))
        self.volume_label.setText(translate("Dialogs", "&Volume:"))
        self.sound_hint.setText(self._sound_hint())
        self.language_box.setTitle(translate("Dialogs", "Language"))
        self.language.setItemText(0, translate("Dialogs", "The system's language"))
        self.language_label.setText(translate("Dialogs", "&Language:"))
        self.speed.setLocale(QLocale())
        if self.isVisible():
            self.fit_height()                 # the texts of another language wrap otherwise

    def _speed_to_slider(self, value: int) -> None:
        self.speed_slider.blockSignals(True)
        self.speed_slider.setValue(min(30, round(value / 100)))
        self.speed_slider.blockSignals(False)

    def _sound_hint(self) -> str:
        """Why the game is silent and what to do ("" where it can play sounds)."""
        if self.sound_available:
            return ""
        if sound_player.multimedia_installed():
            library = sound_player.missing_system_library()
            if library in sound_player.SYSTEM_LIBRARIES:
                debian, fedora = sound_player.SYSTEM_LIBRARIES[library]
                return "\n".join((translate(
                    "Dialogs", "Qt Multimedia is installed, but the system library {library} it needs is missing, so "
                               "the game plays without sound. To hear the sounds, install it:").format(library=library),
                    f"Debian, Ubuntu: sudo apt install {debian}", f"Fedora: sudo dnf install {fedora}"))
            return translate("Dialogs", "Qt Multimedia is installed but cannot be loaded, so the game plays without "
                                        "sound: {reason}").format(reason=sound_player.multimedia_load_error())
        return translate("Dialogs", "Qt Multimedia is not installed, so the game plays without sound. To hear the "
                                    "sounds, install it: {command}").format(command=sound_player.install_command())

    def _sound_changed(self) -> None:
        self.sound.setEnabled(self.sound_available)
        self.volume.setEnabled(self.sound_available and self.sound.isChecked())
        self.volume_label.setEnabled(self.volume.isEnabled())
        self.sound_hint.setVisible(not self.sound_available)

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
        self.hints.setChecked(settings.hints)
        self.deck.setCurrentIndex(max(0, self.deck.findData(settings.deck)))
        self.back.setCurrentIndex(max(0, self.back.findData(settings.back)))
        self.card_size.setCurrentIndex(max(0, self.card_size.findData(settings.card_scale)))
        self.four_colour.setChecked(settings.four_colour)
        self._sound_wanted = settings.sound
        self.sound.setChecked(settings.sound and self.sound_available)
        self.volume.setValue(settings.sound_volume)
        self._sound_changed()
        self.language.setCurrentIndex(max(0, self.language.findData(settings.language)))
        self._deck_changed()

    def apply_to(self, settings: Settings) -> Settings:
        """Write the controls into `settings` (returned, for chaining)."""
        settings.speed_ms = self.speed.value()
        settings.animation = self.animation.isChecked()
        settings.confirm_last_discard = self.confirm.isChecked()
        settings.hints = self.hints.isChecked()
        settings.deck = self.deck.currentData()
        settings.back = self.back.currentData() or settings.back
        settings.card_scale = float(self.card_size.currentData())
        settings.four_colour = self.four_colour.isChecked()
        settings.sound = self.sound.isChecked() if self.sound_available else self._sound_wanted
        settings.sound_volume = self.volume.value()
        settings.language = self.language.currentData()
        return settings

    def settings(self, base: Settings) -> Settings:
        """A copy of `base` with the controls' values."""
        return self.apply_to(base.replace(extra=dict(base.extra)))
