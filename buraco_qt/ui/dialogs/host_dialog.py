"""Host a table: its rules (the preset, its options, the points to end the match, a deal number), 2 or 4
players, who plays each seat but the host's (a friend: an open seat, or a computer of a level), the turn
clock, the host's name, and (hosted on a server) the server's address.

`HostChoices` is what it chose; `OnlinePlay` sends it as the server's `create_table`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
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
from buraco_qt.net.invite import InviteError, split_address
from buraco_qt.text import replay_words as RW
from buraco_qt.text.online_words import SEAT_KINDS
from buraco_qt.text.variant_names import preset_description, preset_name
from buraco_qt.ui.art import theme
from buraco_qt.ui.dialogs.form_parts import (
    accept_buttons,
    follow_preset,
    option_rows,
    problem_label,
    retranslate_options,
)
from buraco_qt.ui.window.retranslated import Retranslated

translate = QCoreApplication.translate
#: The longest turn clock offered, in seconds (0: none).
MAX_TURN_SECONDS = 600
#: The longest name the server takes.
MAX_NAME = 24


@dataclass
class HostChoices:
    """What the host chose."""

    name: str = ""
    address: str = ""                # host:port of a server elsewhere ("": this computer's)
    variant: str = "cardcol"
    players: int = 4
    seats: list[str] = field(default_factory=lambda: ["open", "open", "open"])   # the seats after the host's
    target: int = 2000
    hand_size: int = 11
    brazilian_pickup: str = "free"
    turn_seconds: int = 0            # 0: no turn clock
    deal: int | None = None

    def options(self) -> dict:
        """The `create_table` keywords of the face (`OnlineFace.connect_and_create`)."""
        taken = R.preset_options(self.variant, self.hand_size, self.brazilian_pickup)
        return {"preset": self.variant, "players": self.players, "seats": list(self.seats[:self.players - 1]),
                "target": self.target, "turn_seconds": self.turn_seconds or None,
                "hand_size": taken["hand_size"], "pickup": taken["brazilian_pickup"], "deal": self.deal}


class HostDialog(Retranslated, QDialog):
    """Choose the rules and the seats of a table to host (`here`: on this computer, else on a server)."""

    def __init__(self, choices: HostChoices, here: bool = True, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("host-dialog")
        self.here = here
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 14, 16, 12)
        layout.setSpacing(10)

        self.you_box = QGroupBox(self)
        you = QFormLayout(self.you_box)
        self.name = QLineEdit(self.you_box)
        self.name.setObjectName("name")
        self.name.setMaxLength(MAX_NAME)
        self.name_label = QLabel(self.you_box)
        self.name_label.setBuddy(self.name)
        you.addRow(self.name_label, self.name)
        self.address = QLineEdit(self.you_box)
        self.address.setObjectName("address")
        self.address.setMaxLength(300)
        self.address_label = QLabel(self.you_box)
        self.address_label.setBuddy(self.address)
        you.addRow(self.address_label, self.address)
        self.address.setVisible(not here)
        self.address_label.setVisible(not here)
        layout.addWidget(self.you_box)

        self.rules_box = QGroupBox(self)
        form = QFormLayout(self.rules_box)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.variant = QComboBox(self.rules_box)
        self.variant.setObjectName("variant")
        for key in R.VARIANTS:
            self.variant.addItem("", key)
        self.variant_label = QLabel(self.rules_box)
        self.variant_label.setBuddy(self.variant)
        form.addRow(self.variant_label, self.variant)
        self.target = QSpinBox(self.rules_box)
        self.target.setObjectName("target")
        self.target.setRange(500, 20000)
        self.target.setSingleStep(500)
        self.target.setGroupSeparatorShown(True)
        self.target_label = QLabel(self.rules_box)
        self.target_label.setBuddy(self.target)
        form.addRow(self.target_label, self.target)
        self.hand_size, self.hand_size_label, self.pickup, self.pickup_label = option_rows(self.rules_box, form)
        self.clock = QSpinBox(self.rules_box)
        self.clock.setObjectName("turn-clock")
        self.clock.setRange(0, MAX_TURN_SECONDS)
        self.clock.setSingleStep(15)
        self.clock_label = QLabel(self.rules_box)
        self.clock_label.setBuddy(self.clock)
        form.addRow(self.clock_label, self.clock)
        self.deal = QLineEdit(self.rules_box)
        self.deal.setObjectName("deal-number")
        self.deal.setMaxLength(40)
        self.deal_label = QLabel(self.rules_box)
        self.deal_label.setBuddy(self.deal)
        form.addRow(self.deal_label, self.deal)
        layout.addWidget(self.rules_box)

        self.seats_box = QGroupBox(self)
        grid = QGridLayout(self.seats_box)
        grid.setHorizontalSpacing(10)
        self.players = QComboBox(self.seats_box)
        self.players.setObjectName("players")
        self.players.addItem("", 4)
        self.players.addItem("", 2)
        self.players_label = QLabel(self.seats_box)
        self.players_label.setBuddy(self.players)
        grid.addWidget(self.players_label, 0, 0)
        grid.addWidget(self.players, 0, 1)
        self.seat_labels: list[QLabel] = []
        self.seat_kinds: list[QComboBox] = []
        for index in range(3):
            label = QLabel(self.seats_box)
            kind = QComboBox(self.seats_box)
            kind.setObjectName(f"seat:{index + 1}")
            for key in SEAT_KINDS:
                kind.addItem("", key)
            grid.addWidget(label, index + 1, 0)
            grid.addWidget(kind, index + 1, 1)
            self.seat_labels.append(label)
            self.seat_kinds.append(kind)
        grid.setColumnStretch(1, 1)
        self.note = QLabel(self.seats_box)
        self.note.setObjectName("seats-note")
        self.note.setWordWrap(True)
        theme.secondary_text(self.note)
        grid.addWidget(self.note, 4, 0, 1, 2)
        layout.addWidget(self.seats_box)

        self.problem = problem_label(self)
        layout.addWidget(self.problem)
        self.buttons, self.open_button = accept_buttons(self, "open-table")
        layout.addWidget(self.buttons)

        self.retranslate()
        self.variant.currentIndexChanged.connect(self._variant_changed)
        self.players.currentIndexChanged.connect(self._players_changed)
        self._set_choices(choices)
        layout.addStrut(468)
        for combo in self.findChildren(QComboBox):
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)

    def retranslate(self) -> None:
        """Every text in the current language; the choices stay."""
        self.setWindowTitle(translate("Dialogs", "Host a table on this computer") if self.here
                            else translate("Dialogs", "Host a table on a server"))
        self.you_box.setTitle(translate("Dialogs", "You"))
        self.name_label.setText(translate("Dialogs", "Your &name:"))
        self.name.setPlaceholderText(translate("Dialogs", "as your friends will see it"))
        self.address_label.setText(translate("Dialogs", "Server &address:"))
        self.address.setPlaceholderText(translate("Dialogs", "host:port, e.g. buraco.example.org:8765"))
        self.rules_box.setTitle(translate("Dialogs", "Rules"))
        for index in range(self.variant.count()):
            key = self.variant.itemData(index)
            self.variant.setItemText(index, preset_name(key))
            self.variant.setItemData(index, preset_description(key), Qt.ItemDataRole.ToolTipRole)
        self.variant_label.setText(translate("Dialogs", "&Variant:"))
        self.variant.setToolTip(preset_description(self.variant.currentData()))
        self.target.setSuffix(translate("Dialogs", " points"))
        self.target.setLocale(QLocale())
        self.target_label.setText(translate("Dialogs", "Points to &end the match:"))
        retranslate_options(self.hand_size_label, self.pickup, self.pickup_label)
        self.clock_label.setText(translate("Dialogs", "Turn &clock:"))
        self.clock.setSpecialValueText(translate("Dialogs", "no clock"))
        self.clock.setSuffix(translate("Dialogs", " seconds a turn"))
        self.deal_label.setText(translate("Table", RW.LABELS["deal_number"]))
        self.deal.setPlaceholderText(translate("Dialogs", "empty: a random deal"))
        self.seats_box.setTitle(translate("Dialogs", "Players"))
        self.players.setItemText(0, translate("Dialogs", "4 players, two teams of two"))
        self.players.setItemText(1, translate("Dialogs", "2 players, one against one"))
        self.players_label.setText(translate("Dialogs", "P&layers:"))
        for kind in self.seat_kinds:
            for index in range(kind.count()):
                key = kind.itemData(index)
                kind.setItemText(index, translate("Dialogs", "A friend (an open seat)") if key == "open"
                                 else translate("Dialogs", SEAT_KINDS[key]))
        self.note.setText(translate("Dialogs", "You sit at seat 1. Friends take the open seats with the invite; "
                                               "in the lobby you can still give an open seat to a computer."))
        self.open_button.setText(translate("Dialogs", "&Open the table"))
        self._set_seat_texts()

    def _set_choices(self, choices: HostChoices) -> None:
        self.name.setText(choices.name)
        self.address.setText(choices.address)
        self.variant.blockSignals(True)
        self.variant.setCurrentIndex(max(0, self.variant.findData(choices.variant)))
        self.variant.blockSignals(False)
        self.players.setCurrentIndex(max(0, self.players.findData(choices.players)))
        for index, kind in enumerate(self.seat_kinds):
            wanted = choices.seats[index] if index < len(choices.seats) else "open"
            kind.setCurrentIndex(max(0, kind.findData(wanted)))
        self.hand_size.setCurrentIndex(max(0, self.hand_size.findData(choices.hand_size)))
        self.pickup.setCurrentIndex(max(0, self.pickup.findData(choices.brazilian_pickup)))
        self.clock.setValue(choices.turn_seconds)
        self.deal.setText("" if choices.deal is None else str(choices.deal))
        self._variant_changed()
        self.target.setValue(choices.target)
        self._players_changed()

    def choices(self) -> HostChoices:
        """What the controls say now."""
        players = int(self.players.currentData())
        return HostChoices(
            name=self.name.text().strip(), address=self.address.text().strip(), variant=self.variant.currentData(),
            players=players, seats=[kind.currentData() for kind in self.seat_kinds][:players - 1],
            target=self.target.value(), hand_size=int(self.hand_size.currentData()),
            brazilian_pickup=self.pickup.currentData(), turn_seconds=self.clock.value(),
            deal=R.parse_deal_number(self.deal.text()))

    def problem_text(self) -> str | None:
        """Why the choices cannot be used (translated), or None."""
        if not self.name.text().strip():
            return translate("Dialogs", "Give your name: the others see it at the table.")
        if not self.here:
            try:
                split_address(self.address.text())
            except InviteError:
                return translate("Dialogs", "The server's address is not an address: write it as host:port.")
        if self.deal.text().strip() and R.parse_deal_number(self.deal.text()) is None:
            return RW.deal_number_refusal_text()
        return None

    def accept(self) -> None:
        """Open the table, unless something chosen cannot be used (then the dialog says why and stays)."""
        problem = self.problem_text()
        if problem is not None:
            self.problem.setText(problem)
            self.problem.setVisible(True)
            return
        super().accept()

    def _variant_changed(self) -> None:
        key = self.variant.currentData()
        self.variant.setToolTip(preset_description(key))
        self.target.setValue(R.VARIANTS[key].target)
        follow_preset(key, self.hand_size, self.pickup)

    def _players_changed(self) -> None:
        players = int(self.players.currentData())
        for index in range(3):
            shown = index + 1 < players
            self.seat_labels[index].setVisible(shown)
            self.seat_kinds[index].setVisible(shown)
        self._set_seat_texts()

    def _set_seat_texts(self) -> None:
        players = int(self.players.currentData())
        for index, label in enumerate(self.seat_labels):
            seat = index + 1
            if players == 4:
                label.setText(translate("Dialogs", "Seat {n} · your partner").format(n=seat + 1) if seat == 2
                              else translate("Dialogs", "Seat {n} · an opponent").format(n=seat + 1))
            else:
                label.setText(translate("Dialogs", "Seat {n} · your opponent").format(n=seat + 1))
