"""Game → New (Ctrl+N): the rules preset and its options, 2 or 4 players, who plays each seat.

Every control has an object name (``variant``, ``players``, ``seat:<n>``, ``name:<n>``, ``target``,
``hand-size``, ``pickup``, ``deal-number``) so tests set values and call `accept()`; `choices()` returns
what was chosen. The deal number ("Play deal…") is empty for a random deal; one that is no deal number
is refused in the dialog, which stays open. The window opens it on the match being played
(`NewGameChoices.from_match`); without choices: you at seat 1, a computer partner and two computer
opponents at normal, CardCol's rules.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale, QRect, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from buraco_qt import rules as R
from buraco_qt.session.controller import computer_names, people_names
from buraco_qt.text import replay_words as RW
from buraco_qt.text.variant_names import (  # noqa: F401
    PRESET_DESCRIPTIONS,
    PRESET_NAMES,
    preset_description,
    preset_name,
)
from buraco_qt.ui.art import theme
from buraco_qt.ui.dialogs.form_parts import follow_preset, option_rows, problem_label, retranslate_options
from buraco_qt.ui.window.retranslated import Retranslated

SEAT_KIND_LABELS = {
    "human": QT_TRANSLATE_NOOP("Dialogs", "Person"),
    "ai:easy": QT_TRANSLATE_NOOP("Dialogs", "Computer: easy"),
    "ai:normal": QT_TRANSLATE_NOOP("Dialogs", "Computer: normal"),
    "ai:hard": QT_TRANSLATE_NOOP("Dialogs", "Computer: hard"),
    "ai:classic": QT_TRANSLATE_NOOP("Dialogs", "Computer: CardCol classic"),
}

translate = QCoreApplication.translate


@dataclass
class NewGameChoices:
    """What the New game dialog chose."""

    variant: str = "cardcol"
    players: int = 4
    seats: list[str] = field(default_factory=lambda: ["human", "ai:normal", "ai:normal", "ai:normal"])
    names: list[str] = field(default_factory=lambda: ["", "", "", ""])   # "" = the default name
    target: int = 2000
    hand_size: int = 11
    brazilian_pickup: str = "free"
    deal: int | None = None          # the first hand's deal number (None: a random deal); never kept

    def build_variant(self) -> R.Variant:
        """The preset with the chosen options."""
        return R.with_options(R.VARIANTS[self.variant], target=self.target,
                              **R.preset_options(self.variant, self.hand_size, self.brazilian_pickup))

    @classmethod
    def from_settings(cls, settings) -> NewGameChoices:
        """The last choices kept in the settings."""
        variant = settings.variant if settings.variant in R.VARIANTS else "cardcol"
        return cls(variant=variant, players=settings.players, seats=list(settings.seats),
                   names=list(settings.names),
                   target=settings.targets.get(variant, R.VARIANTS[variant].target),
                   hand_size=settings.hand_size, brazilian_pickup=settings.brazilian_pickup)

    @classmethod
    def from_match(cls, variant: R.Variant, seats: list[str], names: list[str], settings) -> NewGameChoices:
        """The choices of the match being played (`names` "" = the default name); seats it has no
        player for keep the last choices kept in the settings."""
        players = len(seats)
        return cls(variant=variant.name, players=players, seats=list(seats) + list(settings.seats)[players:],
                   names=list(names) + list(settings.names)[players:], target=variant.target,
                   hand_size=variant.hand_size if variant.name in R.HAND_SIZES else settings.hand_size,
                   brazilian_pickup=variant.pickup_option or settings.brazilian_pickup)

    def store(self, settings) -> None:
        """Keep these choices in the settings (the last variant played and the rest)."""
        settings.variant = self.variant
        settings.players = self.players
        seats = list(self.seats) + list(settings.seats)[len(self.seats):]
        names = list(self.names) + list(settings.names)[len(self.names):]
        settings.seats = (seats + ["ai:normal"] * 4)[:4]
        settings.names = (names + [""] * 4)[:4]
        targets = dict(settings.targets)
        if self.target == R.VARIANTS[self.variant].target:
            targets.pop(self.variant, None)
        else:
            targets[self.variant] = self.target
        settings.targets = targets
        if self.variant in R.HAND_SIZES:
            settings.hand_size = self.hand_size
        if self.variant == "brazilian":
            settings.brazilian_pickup = self.brazilian_pickup


class Description(QLabel):
    """The preset's description, as tall as the longest preset's at its width: each shows whole, and the
    dialog keeps its size when another is chosen."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.texts: list[str] = []

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt's name)
        margins = self.contentsMargins()
        inner = max(1, width - margins.left() - margins.right() - 2 * self.margin())
        metrics = self.fontMetrics()
        tallest = max([metrics.lineSpacing() * 3] + [metrics.boundingRect(QRect(0, 0, inner, 100_000),
                                                                         int(Qt.TextFlag.TextWordWrap), text).height()
                                                     for text in self.texts])
        return max(super().heightForWidth(width), tallest + margins.top() + margins.bottom() + 2 * self.margin())

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        """At its new width, the label asks the layout for the height of the longest description."""
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.setMinimumHeight(self.heightForWidth(event.size().width()))


class NewGameDialog(Retranslated, QDialog):
    """Choose the rules and the players of a new match."""

    def __init__(self, choices: NewGameChoices | None = None, targets: dict[str, int] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("new-game-dialog")
        self._targets = dict(targets or {})       # remembered targets per preset
        choices = choices or NewGameChoices()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 14, 16, 12)
        layout.setSpacing(12)

        self.rules_box = QGroupBox(self)
        rules = self.rules_box
        form = QFormLayout(rules)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.variant = QComboBox(rules)
        self.variant.setObjectName("variant")
        for key in R.VARIANTS:
            self.variant.addItem("", key)
        self.variant_label = QLabel(rules)
        self.variant_label.setBuddy(self.variant)
        form.addRow(self.variant_label, self.variant)
        self.description = Description(rules)
        self.description.setObjectName("variant-description")
        self.description.setWordWrap(True)
        self.description.setTextFormat(Qt.TextFormat.PlainText)
        theme.secondary_text(self.description)
        self.description.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        form.addRow("", self.description)
        self.target = QSpinBox(rules)
        self.target.setObjectName("target")
        self.target.setRange(500, 20000)
        self.target.setSingleStep(500)
        self.target.setGroupSeparatorShown(True)
        self.target_label = QLabel(rules)
        self.target_label.setBuddy(self.target)
        form.addRow(self.target_label, self.target)
        self.hand_size, self.hand_size_label, self.pickup, self.pickup_label = option_rows(rules, form)
        self.deal = QLineEdit(rules)
        self.deal.setObjectName("deal-number")
        self.deal.setMaxLength(40)
        self.deal.textChanged.connect(lambda _text: self.deal_problem.setVisible(False))
        self.deal_label = QLabel(rules)
        self.deal_label.setBuddy(self.deal)
        form.addRow(self.deal_label, self.deal)
        self.deal_problem = problem_label(rules, "deal-problem")
        form.addRow("", self.deal_problem)
        layout.addWidget(rules)

        self.players_box = QGroupBox(self)
        people = self.players_box
        grid = QGridLayout(people)
        grid.setHorizontalSpacing(10)
        self.players = QComboBox(people)
        self.players.setObjectName("players")
        self.players.addItem("", 4)
        self.players.addItem("", 2)
        self.players_label = QLabel(people)
        self.players_label.setBuddy(self.players)
        grid.addWidget(self.players_label, 0, 0)
        grid.addWidget(self.players, 0, 1, 1, 2)
        self.headers = [self._small(), self._small(), self._small()]
        for column, header in enumerate(self.headers):
            grid.addWidget(header, 1, column)
        self.seat_labels: list[QLabel] = []
        self.seat_kinds: list[QComboBox] = []
        self.names: list[QLineEdit] = []
        for seat in range(4):
            label = QLabel(people)
            kind = QComboBox(people)
            kind.setObjectName(f"seat:{seat}")
            for key in SEAT_KIND_LABELS:
                kind.addItem("", key)
            name = QLineEdit(people)
            name.setObjectName(f"name:{seat}")
            name.setMaxLength(40)
            kind.currentIndexChanged.connect(self._update_placeholders)
            name.textChanged.connect(self._update_placeholders)     # another seat's default gives way to it
            grid.addWidget(label, seat + 2, 0)
            grid.addWidget(kind, seat + 2, 1)
            grid.addWidget(name, seat + 2, 2)
            self.seat_labels.append(label)
            self.seat_kinds.append(kind)
            self.names.append(name)
        grid.setColumnStretch(2, 1)
        self.hotseat_note = QLabel(people)
        self.hotseat_note.setObjectName("hotseat-note")
        self.hotseat_note.setWordWrap(True)
        theme.secondary_text(self.hotseat_note)
        grid.addWidget(self.hotseat_note, 6, 0, 1, 3)
        layout.addWidget(people)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.setObjectName("buttons")
        # a button of our own, not the standard OK: Qt gives a standard button its text again on a new language
        self.deal_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.deal_button.setObjectName("deal")
        self.deal_button.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        self.retranslate()
        self.variant.currentIndexChanged.connect(self._variant_changed)
        self.players.currentIndexChanged.connect(self._players_changed)
        self.set_choices(choices)
        layout.addStrut(468)                # at least this wide, and wider where the texts of a language need it
        for combo in self.findChildren(QComboBox):
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)    # in every language

    @staticmethod
    def _small() -> QLabel:
        label = QLabel()
        theme.secondary_text(label)
        label.setStyleSheet("font-weight: 600;")
        return label

    def retranslate(self) -> None:
        """Every text of the dialog in the current language; the choices shown stay as they are."""
        self.setWindowTitle(translate("Dialogs", "New game"))
        self.rules_box.setTitle(translate("Dialogs", "Rules"))
        for index in range(self.variant.count()):
            key = self.variant.itemData(index)
            self.variant.setItemText(index, preset_name(key))
            self.variant.setItemData(index, preset_description(key), Qt.ItemDataRole.ToolTipRole)
        self.variant_label.setText(translate("Dialogs", "&Variant:"))
        self.description.setText(preset_description(self.variant.currentData()))
        self.description.texts = [preset_description(self.variant.itemData(index))
                                  for index in range(self.variant.count())]
        self.description.updateGeometry()
        self.target.setSuffix(translate("Dialogs", " points"))
        self.target.setLocale(QLocale())
        self.target_label.setText(translate("Dialogs", "Points to &end the match:"))
        retranslate_options(self.hand_size_label, self.pickup, self.pickup_label)
        self.deal_label.setText(translate("Table", RW.LABELS["deal_number"]))
        self.deal.setPlaceholderText(translate("Dialogs", "empty: a random deal"))
        self.deal_problem.setText(RW.deal_number_refusal_text())
        self.players_box.setTitle(translate("Dialogs", "Players"))
        self.players.setItemText(0, translate("Dialogs", "4 players, two teams of two"))
        self.players.setItemText(1, translate("Dialogs", "2 players, one against one"))
        self.players_label.setText(translate("Dialogs", "P&layers:"))
        for header, text in zip(self.headers, (translate("Dialogs", "Seat"), translate("Dialogs", "Played by"),
                                               translate("Dialogs", "Name"))):
            header.setText(text)
        for kind in self.seat_kinds:
            for index in range(kind.count()):
                kind.setItemText(index, translate("Dialogs", SEAT_KIND_LABELS[kind.itemData(index)]))
        self.hotseat_note.setText(translate("Dialogs", "With several people, the screen is passed from one to the "
                                                       "next: each sees only their own cards."))
        self.deal_button.setText(translate("Dialogs", "&Deal"))
        self._set_seat_texts()

    # ----- values --------------------------------------------------------------------------------

    def set_choices(self, choices: NewGameChoices) -> None:
        """Show `choices` in the controls."""
        self.variant.blockSignals(True)
        self.variant.setCurrentIndex(max(0, self.variant.findData(choices.variant)))
        self.variant.blockSignals(False)
        self.players.setCurrentIndex(max(0, self.players.findData(choices.players)))
        for seat in range(4):
            kind = choices.seats[seat] if seat < len(choices.seats) else "ai:normal"
            self.seat_kinds[seat].setCurrentIndex(max(0, self.seat_kinds[seat].findData(kind)))
            self.names[seat].setText(choices.names[seat] if seat < len(choices.names) else "")
        self.hand_size.setCurrentIndex(max(0, self.hand_size.findData(choices.hand_size)))
        self.pickup.setCurrentIndex(max(0, self.pickup.findData(choices.brazilian_pickup)))
        self.deal.setText("" if choices.deal is None else str(choices.deal))
        self._variant_changed()
        self.target.setValue(choices.target)
        self._players_changed()

    def choices(self) -> NewGameChoices:
        """What the controls say now (a deal number that cannot be read: None, see `accept`)."""
        players = int(self.players.currentData())
        return NewGameChoices(
            variant=self.variant.currentData(), players=players,
            seats=[self.seat_kinds[s].currentData() for s in range(players)],
            names=[self.names[s].text().strip() for s in range(players)],
            target=self.target.value(), hand_size=int(self.hand_size.currentData()),
            brazilian_pickup=self.pickup.currentData(), deal=R.parse_deal_number(self.deal.text()))

    def focus_deal(self) -> None:
        """Game → Play deal…: the deal number field has the keyboard focus."""
        self.deal.setFocus()
        self.deal.selectAll()

    def accept(self) -> None:
        """Deal: the match chosen, unless the deal number typed is none (then the dialog says so and stays)."""
        if self.deal.text().strip() and R.parse_deal_number(self.deal.text()) is None:
            self.deal_problem.setVisible(True)
            self.deal.setFocus()
            self.deal.selectAll()
            return
        super().accept()

    # ----- reactions -----------------------------------------------------------------------------

    def _variant_changed(self) -> None:
        key = self.variant.currentData()
        self.description.setText(preset_description(key))
        self.target.setValue(self._targets.get(key, R.VARIANTS[key].target))
        follow_preset(key, self.hand_size, self.pickup)
        if key != "brazilian":
            self.pickup.setCurrentIndex(0)

    def _players_changed(self) -> None:
        players = int(self.players.currentData())
        for seat in range(4):
            shown = seat < players
            for widget in (self.seat_labels[seat], self.seat_kinds[seat], self.names[seat]):
                widget.setVisible(shown)
        self._set_seat_texts()

    def _set_seat_texts(self) -> None:
        """The seats' labels and the default names shown in the empty name fields."""
        players = int(self.players.currentData())
        for seat in range(4):
            team = seat % 2 + 1
            if players == 4:
                role = translate("Dialogs", "Seat {n} · team {team}").format(n=seat + 1, team=team)
            else:
                role = translate("Dialogs", "Seat {n}").format(n=seat + 1)
            self.seat_labels[seat].setText(role)
        self._update_placeholders()

    def _update_placeholders(self) -> None:
        players = int(self.players.currentData())
        kinds = [self.seat_kinds[s].currentData() for s in range(players)]
        humans = [s for s, kind in enumerate(kinds) if kind == "human"]
        given = [self.names[s].text() for s in range(players)]
        computers = computer_names(players, humans, given)
        people = people_names(humans, given, translate("Dialogs", "You"), translate("Dialogs", "Player {number}"),
                              list(computers.values()))
        for seat in range(players):
            # shown only while the field is empty
            self.names[seat].setPlaceholderText(people.get(seat, "") if seat in humans else computers.get(seat, ""))
        self.hotseat_note.setVisible(len(humans) > 1)
