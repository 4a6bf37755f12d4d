"""The invite to a table: one line to send (``buraco://HOST:PORT/CODE``) with a Copy button, the address and
the code apart, and what friends need to reach it. `InvitePanel` is shown at the top of the lobby;
`InviteDialog` (Game → Show the invite…) shows it alone while the match is played.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from buraco_qt.net.invite import Invite
from buraco_qt.ui.art import theme
from buraco_qt.ui.window.retranslated import Retranslated

translate = QCoreApplication.translate

#: Where the invite leads, for the note under it.
HOSTED_ON_NETWORK = "network"     # this computer's address on its network
HOSTED_ALONE = "alone"            # no network address was found: 127.0.0.1, this computer only
ON_SERVER = "server"              # a server elsewhere


class InvitePanel(Retranslated, QWidget):
    """The invite line, its Copy button, the address and code, and a note on who can reach it."""

    def __init__(self, invite: Invite, reach: str = ON_SERVER, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("invite-panel")
        self.invite = invite
        self.reach = reach
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        self.title = QLabel(self)
        font = self.title.font()
        font.setWeight(QFont.Weight.DemiBold)
        self.title.setFont(font)
        layout.addWidget(self.title)
        row = QHBoxLayout()
        self.line = QLineEdit(self)
        self.line.setObjectName("invite-line")
        self.line.setReadOnly(True)
        self.line.setText(str(invite))
        self.line.setMinimumWidth(self.line.fontMetrics().horizontalAdvance(str(invite)) + 16)
        row.addWidget(self.line, 1)
        self.copy = QPushButton(self)
        self.copy.setObjectName("copy-invite")
        self.copy.clicked.connect(self.copy_invite)
        row.addWidget(self.copy)
        layout.addLayout(row)
        self.details = QLabel(self)
        self.details.setObjectName("invite-details")
        self.details.setWordWrap(True)
        layout.addWidget(self.details)
        self.note = QLabel(self)
        self.note.setObjectName("invite-note")
        self.note.setWordWrap(True)
        theme.secondary_text(self.note)
        layout.addWidget(self.note)
        self.copied = False
        self.retranslate()

    def retranslate(self) -> None:
        """Every text in the current language."""
        self.title.setText(translate("Dialogs", "Invite your friends with this line:"))
        self.copy.setText(translate("Dialogs", "Copied") if self.copied else translate("Dialogs", "&Copy"))
        self.details.setText(translate("Dialogs", "Address: {address} · Invite code: {code}").format(
            address=f"{self.invite.host}:{self.invite.port}", code=self.invite.code))
        if self.reach == HOSTED_ON_NETWORK:
            note = translate("Dialogs", "Friends on this computer's network (the same Wi-Fi or cable) join with it: "
                                        "Game → Play online… → Join a table. From elsewhere, your router must let "
                                        "port {port} through to this computer.").format(port=self.invite.port)
        elif self.reach == HOSTED_ALONE:
            note = translate("Dialogs", "This computer has no address on a network: the invite works only here "
                                        "(127.0.0.1). Connect it to a network and host again, or give your "
                                        "friends its address yourself.")
        else:
            note = translate("Dialogs", "Friends paste it in Game → Play online… → Join a table.")
        self.note.setText(note)

    def copy_invite(self) -> None:
        """Put the invite line on the clipboard."""
        QGuiApplication.clipboard().setText(str(self.invite))
        self.copied = True
        self.retranslate()


class InviteDialog(Retranslated, QDialog):
    """Game → Show the invite…: the invite of the table being played."""

    def __init__(self, invite: Invite, reach: str = ON_SERVER, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("invite-dialog")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 14, 16, 12)
        self.panel = InvitePanel(invite, reach, self)
        layout.addWidget(self.panel)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        layout.addStrut(460)
        self.retranslate()

    def retranslate(self) -> None:
        """The title in the current language (the panel sets its own texts)."""
        self.setWindowTitle(translate("Dialogs", "The table's invite"))
