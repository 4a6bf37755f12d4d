"""Join a table: paste the invite a friend sent (``buraco://HOST:PORT/CODE``), or type the server's address
and the table's code, and the name the others will see. The seat is chosen in the lobby, among the open ones.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QFormLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from buraco_qt.net.invite import Invite, InviteError, parse_invite, split_address
from buraco_qt.ui.art import theme
from buraco_qt.ui.dialogs.form_parts import accept_buttons, problem_label
from buraco_qt.ui.dialogs.host_dialog import MAX_NAME
from buraco_qt.ui.window.retranslated import Retranslated

translate = QCoreApplication.translate


class JoinDialog(Retranslated, QDialog):
    """The invite (or the address and the code) and a name."""

    def __init__(self, name: str = "", invite: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("join-dialog")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 14, 16, 12)
        layout.setSpacing(10)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.invite = QLineEdit(self)
        self.invite.setObjectName("invite")
        self.invite.setMaxLength(400)
        self.invite.setText(invite)
        self.invite_label = QLabel(self)
        self.invite_label.setBuddy(self.invite)
        form.addRow(self.invite_label, self.invite)
        self.or_label = QLabel(self)
        theme.secondary_text(self.or_label)
        form.addRow("", self.or_label)
        self.address = QLineEdit(self)
        self.address.setObjectName("address")
        self.address.setMaxLength(300)
        self.address_label = QLabel(self)
        self.address_label.setBuddy(self.address)
        form.addRow(self.address_label, self.address)
        self.code = QLineEdit(self)
        self.code.setObjectName("code")
        self.code.setMaxLength(64)
        self.code_label = QLabel(self)
        self.code_label.setBuddy(self.code)
        form.addRow(self.code_label, self.code)
        self.name = QLineEdit(self)
        self.name.setObjectName("name")
        self.name.setMaxLength(MAX_NAME)
        self.name.setText(name)
        self.name_label = QLabel(self)
        self.name_label.setBuddy(self.name)
        form.addRow(self.name_label, self.name)
        layout.addLayout(form)
        self.problem = problem_label(self)
        layout.addWidget(self.problem)
        self.buttons, self.join_button = accept_buttons(self, "join")
        layout.addWidget(self.buttons)
        layout.addStrut(480)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text in the current language."""
        self.setWindowTitle(translate("Dialogs", "Join a table"))
        self.invite_label.setText(translate("Dialogs", "&Invite:"))
        self.invite.setPlaceholderText(translate("Dialogs", "paste it here: buraco://…"))
        self.or_label.setText(translate("Dialogs", "or the server's address and the table's code:"))
        self.address_label.setText(translate("Dialogs", "Server &address:"))
        self.address.setPlaceholderText(translate("Dialogs", "host:port"))
        self.code_label.setText(translate("Dialogs", "Invite &code:"))
        self.name_label.setText(translate("Dialogs", "Your &name:"))
        self.name.setPlaceholderText(translate("Dialogs", "as your friends will see it"))
        self.join_button.setText(translate("Dialogs", "&Join"))

    def chosen_invite(self) -> Invite:
        """The invite given (pasted, or made of the address and the code); InviteError if there is none."""
        if self.invite.text().strip():
            return parse_invite(self.invite.text())
        host, port = split_address(self.address.text())
        return parse_invite(f"{host}:{port}/{self.code.text().strip()}")

    def chosen_name(self) -> str:
        """The name given."""
        return self.name.text().strip()

    def accept(self) -> None:
        """Join, unless the invite or the name cannot be used (then the dialog says why and stays)."""
        try:
            self.chosen_invite()
        except InviteError:
            self._say(translate("Dialogs", "This is not an invite: it looks like buraco://192.168.1.20:8765/"
                                           "ABCDEFGHJKLM, or give the server's address and the code."))
            return
        if not self.chosen_name():
            self._say(translate("Dialogs", "Give your name: the others see it at the table."))
            return
        super().accept()

    def _say(self, text: str) -> None:
        self.problem.setText(text)
        self.problem.setVisible(True)
