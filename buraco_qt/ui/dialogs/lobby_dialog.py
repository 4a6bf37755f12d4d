"""The lobby of an online table: the invite, the seats as they sit at the table (you at the bottom, your
partner across, the opponents at the sides), who sits where and is connected, the computers' levels;
the host gives an open seat to a computer (or opens it again) and starts the match, a guest may move to
another open seat. It follows the server's lobby live (`show_lobby`) and asks through signals.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from buraco_qt.net.invite import Invite
from buraco_qt.text.languages import number
from buraco_qt.text.online_words import SEAT_KINDS, seat_kind_text
from buraco_qt.text.variant_names import preset_name
from buraco_qt.ui.art import theme
from buraco_qt.ui.dialogs.invite_dialog import InvitePanel
from buraco_qt.ui.window.retranslated import Retranslated

translate = QCoreApplication.translate
#: Where each seat shows, counted from this window's seat: (row, column, columns) of the lobby's grid: you at the
#: bottom, your partner (or your opponent of two) across, the opponents of four at the sides.
PLACES = {0: (2, 0, 2), 1: (1, 0, 1), 2: (0, 0, 2), 3: (1, 1, 1)}


class SeatBox(QFrame):
    """One seat of the lobby: whose it is, its name, connected or a computer; the host's and guests' controls."""

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.setObjectName(f"seat-box:{seat}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        layout.setSpacing(3)
        self.role = QLabel(self)
        theme.secondary_text(self.role)
        self.name = QLabel(self)
        self.name.setObjectName("seat-name")
        self.name.setTextFormat(Qt.TextFormat.PlainText)
        font = self.name.font()
        font.setWeight(QFont.Weight.DemiBold)
        font.setPointSizeF(font.pointSizeF() * 1.1)
        self.name.setFont(font)
        self.state = QLabel(self)
        self.state.setObjectName("seat-state")
        self.kind = QComboBox(self)
        self.kind.setObjectName(f"seat-kind:{seat}")
        for key in SEAT_KINDS:
            self.kind.addItem("", key)
        self.kind.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.sit = QPushButton(self)
        self.sit.setObjectName(f"sit:{seat}")
        for widget in (self.role, self.name, self.state, self.kind, self.sit):
            layout.addWidget(widget)
        self.kind.setVisible(False)
        self.sit.setVisible(False)


class LobbyDialog(Retranslated, QDialog):
    """The lobby of one table, for the seat `seat` of this window (`host`: it may set seats and start)."""

    #: The host gives seat `seat` the kind (`"open"`, `"ai:<level>"`).
    seatChosen = Signal(int, str)
    #: A guest moves to the open seat `seat`.
    moveRequested = Signal(int)
    #: The host starts the match.
    startRequested = Signal()
    #: Leave the table.
    leaveRequested = Signal()

    def __init__(self, invite: Invite, reach: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lobby-dialog")
        self.setModal(False)
        self.lobby: dict[str, Any] = {}
        self.seat = 0
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 14, 16, 12)
        layout.setSpacing(10)
        self.invite = InvitePanel(invite, reach, self)
        layout.addWidget(self.invite)
        line = QFrame(self)
        line.setFrameShape(QFrame.Shape.HLine)
        line.setFrameShadow(QFrame.Shadow.Sunken)
        layout.addWidget(line)
        self.rules = QLabel(self)
        self.rules.setObjectName("rules")
        self.rules.setWordWrap(True)
        font = self.rules.font()
        font.setWeight(QFont.Weight.DemiBold)
        self.rules.setFont(font)
        layout.addWidget(self.rules)
        grid = QGridLayout()
        grid.setSpacing(8)
        for column in (0, 1):
            grid.setColumnMinimumWidth(column, 220)
        self.boxes = [SeatBox(seat, self) for seat in range(4)]
        for box in self.boxes:
            box.kind.activated.connect(lambda _index, box=box: self.seatChosen.emit(box.seat, box.kind.currentData()))
            box.sit.clicked.connect(lambda _checked=False, box=box: self.moveRequested.emit(box.seat))
        self.grid = grid
        layout.addLayout(grid)
        self.partners = QLabel(self)
        self.partners.setObjectName("partners-note")
        self.partners.setWordWrap(True)
        theme.secondary_text(self.partners)
        self.partners.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.partners)
        self.status = QLabel(self)
        self.status.setObjectName("lobby-status")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.status)
        buttons = QHBoxLayout()
        self.leave = QPushButton(self)
        self.leave.setObjectName("leave")
        self.leave.clicked.connect(self.leaveRequested)
        buttons.addWidget(self.leave)
        buttons.addStretch(1)
        self.waiting = QLabel(self)
        self.waiting.setObjectName("waiting")
        theme.secondary_text(self.waiting)
        buttons.addWidget(self.waiting)
        self.start = QPushButton(self)
        self.start.setObjectName("start")
        self.start.setDefault(True)
        self.start.clicked.connect(self.startRequested)
        buttons.addWidget(self.start)
        layout.addLayout(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text in the current language."""
        self.setWindowTitle(translate("Dialogs", "The table's lobby"))
        self.partners.setText(translate("Dialogs", "Partners sit across the table from each other."))
        self.leave.setText(translate("Dialogs", "&Leave the table"))
        self.start.setText(translate("Dialogs", "&Start the match"))
        self.waiting.setText(translate("Dialogs", "The host starts the match."))
        self._fill()

    def show_lobby(self, lobby: dict[str, Any], seat: int) -> None:
        """Show the server's lobby as seen from `seat`, this window's."""
        self.lobby = lobby if isinstance(lobby, dict) else {}
        self.seat = seat
        self._fill()

    def say(self, text: str, problem: bool = False) -> None:
        """A line under the seats (a refusal, who came or went)."""
        self.status.setText(text)
        self.status.setStyleSheet(f"color: {theme.negative_colour(self.palette()).name()};" if problem else "")

    def _entries(self) -> dict[int, dict[str, Any]]:
        seats = self.lobby.get("seats")
        entries = {}
        if isinstance(seats, list):
            for entry in seats:
                if isinstance(entry, dict) and isinstance(entry.get("seat"), int):
                    entries[entry["seat"]] = entry
        return entries

    def _fill(self) -> None:
        lobby = self.lobby
        players = lobby.get("players") if lobby.get("players") in (2, 4) else 4
        host = lobby.get("host")
        is_host = host == self.seat
        started = bool(lobby.get("started"))
        entries = self._entries()
        variant = lobby.get("variant")
        rules = [preset_name(variant) if isinstance(variant, str) else "",
                 translate("Dialogs", "{count} players").format(count=players)]
        clock = lobby.get("turn_seconds")
        if isinstance(clock, (int, float)) and clock > 0:
            rules.append(translate("Dialogs", "turn clock: {seconds} s").format(seconds=number(int(clock))))
        self.rules.setText(" · ".join(part for part in rules if part))
        for box in self.boxes:
            self.grid.removeWidget(box)
            box.setVisible(False)
        for seat in range(players):
            box = self.boxes[seat]
            place = (seat - self.seat) % players
            row, column, columns = PLACES[place * 2 if players == 2 else place]
            self.grid.addWidget(box, row, column, 1, columns,
                                Qt.AlignmentFlag.AlignHCenter if columns > 1 else Qt.AlignmentFlag(0))
            box.setVisible(True)
            self._fill_box(box, entries.get(seat, {}), players, place, seat == host, is_host and not started)
            box.setMinimumWidth(0)
            box.setMinimumWidth(max(220, box.minimumSizeHint().width()))     # the boxes across as wide as the sides
        self.start.setVisible(is_host and not started)
        self.waiting.setVisible(not is_host and not started)
        self.partners.setVisible(players == 4)

    def _fill_box(self, box: SeatBox, entry: dict[str, Any], players: int, place: int, hosts: bool,
                  may_set: bool) -> None:
        if place == 0:
            role = translate("Dialogs", "You")
        elif players == 4 and place == 2:
            role = translate("Dialogs", "Your partner")
        else:
            role = translate("Dialogs", "Opponent")
        role = translate("Dialogs", "{role} · seat {n}").format(role=role, n=box.seat + 1)
        if hosts:
            role = translate("Dialogs", "{role} · host").format(role=role)
        box.role.setText(role)
        kind = entry.get("kind") if isinstance(entry.get("kind"), str) else "open"
        name = entry.get("name") if isinstance(entry.get("name"), str) else ""
        if kind == "person":
            box.name.setText(name or translate("Dialogs", "A player"))
            if entry.get("computer_plays"):
                state = translate("Dialogs", "away: a computer plays the seat")
            elif entry.get("connected"):
                state = translate("Dialogs", "● connected")
            else:
                state = translate("Dialogs", "○ not connected")
        else:
            box.name.setText(seat_kind_text(kind))
            state = translate("Dialogs", "waiting for a friend to join") if kind == "open" else \
                translate("Dialogs", "a computer plays this seat")
        box.state.setText(state)
        settable = may_set and kind != "person"
        box.kind.setVisible(settable)
        if settable:
            for index in range(box.kind.count()):
                box.kind.setItemText(index, seat_kind_text(box.kind.itemData(index)))
            box.kind.setCurrentIndex(max(0, box.kind.findData(kind)))
        box.sit.setText(translate("Dialogs", "Sit &here"))
        box.sit.setVisible(kind == "open" and not may_set and not self.lobby.get("started") and place != 0)
