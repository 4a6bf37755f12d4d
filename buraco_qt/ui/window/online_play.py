"""What the game's window does to play online: Game → Play online… (host a table here or on a server, join
one, come back to one), the game's own server, the lobby, the table played through the online face, the
status bar's lines about the network and the turn clock, and leaving the table for the match of this
computer again.

`OnlinePlay` is the window's one place for it. While a table is played the window's face is the
`OnlineFace` (`MainWindow.use_face`); the window's own match (its `local` face) is held meanwhile: no
computer seat moves, its autosave is left as it is, and it comes back as it was when the player leaves
the table. The seat at the table (the server's address, the code, the newest token) is kept in
``online.json`` of the data folder (`storage/online_table.py`), so that after a restart of the game
Game → Play online… → Resume the online table comes back to it (starting the game's own server again, on the same
port and folder, when it hosts the table).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, Slot

from buraco_qt.net.invite import Invite, InviteError, parse_invite, split_address
from buraco_qt.storage.online_table import OnlineFile, OnlineTable
from buraco_qt.text import online_words as OW

if TYPE_CHECKING:  # pragma: no cover
    from PySide6.QtWidgets import QLabel, QMessageBox

    from buraco_qt.session.hosted_server import HostedServer
    from buraco_qt.session.online_face import OnlineFace
    from buraco_qt.ui.dialogs.host_dialog import HostChoices, HostDialog
    from buraco_qt.ui.dialogs.invite_dialog import InviteDialog
    from buraco_qt.ui.dialogs.join_dialog import JoinDialog
    from buraco_qt.ui.dialogs.lobby_dialog import LobbyDialog
    from buraco_qt.ui.dialogs.play_online_dialog import PlayOnlineDialog
    from buraco_qt.ui.window.main_window import MainWindow

translate = QCoreApplication.translate
log = logging.getLogger(__name__)
#: The folder of the game's own server, under the data folder.
HOSTED_FOLDER = "hosted-server"
#: How often the turn clock's count is written, in milliseconds.
CLOCK_TICK_MS = 1000


class OnlinePlay(QObject):
    """The window's online play: one table at a time."""

    #: The window plays an online table now (True), or its own match again (False).
    atTableChanged = Signal(bool)

    def __init__(self, window: MainWindow, data_folder: Path, *, client_options: dict | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.file = OnlineFile(data_folder)
        self.hosted_folder = Path(data_folder) / HOSTED_FOLDER
        #: Keywords for each table client (`TableClient`'s: the tests' quick reconnection).
        self.client_options = dict(client_options or {})
        #: The table's face (None: no table), the game's own server (None: not hosting), the invite.
        self.face: OnlineFace | None = None
        self.server: HostedServer | None = None
        self.invite: Invite | None = None
        self.reach = "server"                 # "here": the game's own server holds the table
        self.invite_reach = "server"          # who can reach the invite (`invite_dialog`'s HOSTED_… or ON_SERVER)
        self._leaving = False                 # the lobby is being closed by the game, not by the player
        self.lobby: LobbyDialog | None = None
        self.dialog: PlayOnlineDialog | HostDialog | JoinDialog | None = None
        self.invite_dialog: InviteDialog | None = None
        self.question: QMessageBox | None = None
        self._name = ""
        self._pending: Callable[[OnlineFace], None] | None = None   # what to ask once the server listens
        self.clock_label: QLabel | None = None
        self._clock = QTimer(self)
        self._clock.setInterval(CLOCK_TICK_MS)
        self._clock.timeout.connect(self._tick)

    # ----- where the player is -------------------------------------------------------------------

    @property
    def at_table(self) -> bool:
        """True while the window plays an online table (its face is the table's)."""
        return self.face is not None and self.window.controller is self.face

    @property
    def busy(self) -> bool:
        """True from the moment a table is asked for until the player leaves it."""
        return self.face is not None

    def remembered(self) -> OnlineTable | None:
        """The seat kept from an earlier session, if any."""
        return self.file.table()

    # ----- Game → Play online… -------------------------------------------------------------------

    def show_dialog(self) -> PlayOnlineDialog | None:
        """Game → Play online…: choose to host, join or come back (at a table already: its lobby or nothing)."""
        if self.face is not None:
            if self.lobby is not None:
                self.lobby.show()
                self.lobby.raise_()
            return None
        from buraco_qt.ui.dialogs.play_online_dialog import PlayOnlineDialog
        dialog = PlayOnlineDialog(self.remembered() is not None, self.window)
        dialog.chosen.connect(self._chosen)
        self._replace_dialog(dialog)
        dialog.open()
        return dialog

    def _replace_dialog(self, dialog) -> None:
        if self.dialog is not None:
            self.dialog.close()
            self.dialog.deleteLater()
        self.dialog = dialog

    @Slot(str)
    def _chosen(self, choice: str) -> None:
        if choice == "here":
            self.show_host_dialog(here=True)
        elif choice == "server":
            self.show_host_dialog(here=False)
        elif choice == "join":
            self.show_join_dialog()
        else:
            self.resume()

    def _default_name(self) -> str:
        return self.file.name() or self.window.settings.player_name

    def show_host_dialog(self, here: bool = True) -> HostDialog:
        """The rules and seats of a table to host (here: on this computer's own server)."""
        from buraco_qt.ui.dialogs.host_dialog import HostChoices, HostDialog
        settings = self.window.settings
        variant = settings.variant
        choices = HostChoices(name=self._default_name(), address=self.file.server_address(), variant=variant,
                              players=settings.players, target=settings.targets.get(variant, 0) or 2000,
                              hand_size=settings.hand_size, brazilian_pickup=settings.brazilian_pickup)
        from buraco_qt import rules as R
        if variant in R.VARIANTS and variant not in settings.targets:
            choices.target = R.VARIANTS[variant].target
        dialog = HostDialog(choices, here, self.window)
        dialog.accepted.connect(lambda: self.host(dialog.choices(), here))
        self._replace_dialog(dialog)
        dialog.open()
        return dialog

    def show_join_dialog(self, invite: str = "") -> JoinDialog:
        """Paste an invite (or an address and a code) and a name."""
        from buraco_qt.ui.dialogs.join_dialog import JoinDialog
        dialog = JoinDialog(self._default_name(), invite, self.window)
        dialog.accepted.connect(lambda: self.join(dialog.chosen_invite(), dialog.chosen_name()))
        self._replace_dialog(dialog)
        dialog.open()
        return dialog

    # ----- going to a table ----------------------------------------------------------------------

    def host(self, choices: HostChoices, here: bool = True) -> None:
        """Open a table with `choices`: on the game's own server (`here`, started now) or on the server of
        `choices.address`; the lobby follows."""
        self._name = choices.name
        self._keep_name(choices.name)
        options = choices.options()
        if here:
            self.reach = "here"
            self._start_server(lambda face: face.connect_and_create(**options))
            return
        try:
            host, port = split_address(choices.address)
        except InviteError:
            return
        self.file.keep_server_address(f"{host}:{port}")
        self.reach = "server"
        face = self._make_face(f"ws://{host}:{port}/", choices.name)
        face.connect_and_create(**options)

    def join(self, invite: Invite, name: str) -> None:
        """Sit at the table of `invite` as `name` (the first open seat; the lobby can move to another)."""
        self._name = name
        self._keep_name(name)
        self.reach = "server"
        face = self._make_face(invite.url, name)
        self.invite = invite
        face.connect_and_join(invite.code)

    def resume(self) -> bool:
        """Come back to the seat kept from an earlier session (its server started again when the game hosts
        it); False when none is kept."""
        kept = self.remembered()
        if kept is None or self.face is not None:
            return False
        self._name = kept.name
        if kept.hosted:
            self.reach = "here"
            port = _port_of(kept.url)
            self._start_server(lambda face: face.connect_and_rejoin(kept.code, kept.token), port=port,
                               name=kept.name)
        else:
            self.reach = "server"
            face = self._make_face(kept.url, kept.name)
            face.connect_and_rejoin(kept.code, kept.token)
        self.window.note(translate("Window", "Going back to the online table…"))
        return True

    def _start_server(self, then: Callable[[OnlineFace], None], port: int | None = None,
                      name: str | None = None) -> None:
        from buraco_qt.platform.lan_address import free_port, port_is_free
        from buraco_qt.session.hosted_server import HostedServer
        if port is None:
            port = self.file.port()
            if port is None or not port_is_free(port):
                port = free_port()
            try:
                self.file.keep_port(port)
            except OSError as error:
                log.warning("the port of the game's server cannot be kept: %s", error)
        server = HostedServer(port, self.hosted_folder, parent=self)
        self.server = server
        self._pending = then
        self._name = name or self._name
        server.listening.connect(self._on_listening)
        server.failed.connect(self._on_server_failed)
        server.restarted.connect(lambda: self._notice(translate("Window", "This computer's table server stopped: "
                                                                          "it was started again"), True))
        server.start()
        self.window.note(translate("Window", "Starting this computer's table server…"))

    @Slot(str)
    def _on_listening(self, url: str) -> None:
        then, self._pending = self._pending, None
        if then is None or self.face is not None:
            return
        face = self._make_face(url, self._name)
        then(face)

    @Slot(str)
    def _on_server_failed(self, reason: str) -> None:
        log.warning("this computer's table server: %s", reason)
        text = translate("Window", "This computer's table server could not be started (see {log}).").format(
            log=self.hosted_folder / "server.log")
        self._end(text)

    def _make_face(self, url: str, name: str) -> OnlineFace:
        from buraco_qt.session.online_face import OnlineFace
        face = OnlineFace(url, name, speed_ms=self.window.local.speed_ms, options=self.client_options, parent=self)
        face.seated.connect(self._on_seated)
        face.lobbyChanged.connect(self._on_lobby)
        face.started.connect(self._on_started)
        face.noticed.connect(self._notice)
        face.failed.connect(self._on_failed)
        face.ended.connect(self._end)
        face.matchOver.connect(self._on_match_over)
        face.published.connect(self._on_published)
        self.face = face
        self.window.refresh_menus()
        return face

    # ----- what the table tells ------------------------------------------------------------------

    @Slot(str, int, str)
    def _on_seated(self, code: str, seat: int, token: str) -> None:
        face = self.face
        if face is None:
            return
        try:
            self.file.keep(OnlineTable(face.url, code, token, seat, self._name or face.name, self.reach == "here"))
        except OSError as error:
            log.warning("the online table cannot be kept for later: %s", error)
        self._make_invite(code)
        if not face.playing and self.lobby is None and not (face.lobby or {}).get("started"):
            self._open_lobby()

    def _make_invite(self, code: str) -> None:
        face = self.face
        if self.reach == "here" and self.server is not None:
            from buraco_qt.platform.lan_address import LOOPBACK, lan_address
            from buraco_qt.ui.dialogs.invite_dialog import HOSTED_ALONE, HOSTED_ON_NETWORK
            address = lan_address()
            self.invite = Invite(address or LOOPBACK, self.server.port, code)
            self.invite_reach = HOSTED_ON_NETWORK if address else HOSTED_ALONE
        else:
            try:
                base = parse_invite(face.url.replace("ws://", "buraco://").replace("wss://", "buraco+tls://")
                                    .rstrip("/") + "/" + code)
            except InviteError:
                base = Invite("127.0.0.1", 8765, code)
            self.invite = base
            self.invite_reach = "server"

    def _open_lobby(self) -> None:
        from buraco_qt.ui.dialogs.lobby_dialog import LobbyDialog
        face = self.face
        lobby = LobbyDialog(self.invite, self.invite_reach, self.window)
        lobby.seatChosen.connect(face.set_seat)
        lobby.moveRequested.connect(face.move_to)
        lobby.startRequested.connect(face.start_match)
        lobby.leaveRequested.connect(lambda: self.leave(ask=False))
        lobby.rejected.connect(self._lobby_closed)
        if face.lobby is not None:
            lobby.show_lobby(face.lobby, face.seat or 0)
        self.lobby = lobby
        lobby.show()
        lobby.raise_()

    def _lobby_closed(self) -> None:
        """The lobby's window was closed before the start: the table is left (its seat given up)."""
        if self.face is not None and not self.face.playing and self.lobby is not None and not self._leaving:
            self.leave(ask=False)

    @Slot(object)
    def _on_lobby(self, lobby: dict) -> None:
        if self.lobby is not None and self.face is not None:
            self.lobby.show_lobby(lobby, self.face.seat or 0)

    @Slot()
    def _on_started(self) -> None:
        face = self.face
        if face is None:
            return
        if self.lobby is not None:
            self._leaving = True
            self.lobby.close()
            self.lobby.deleteLater()
            self.lobby = None
            self._leaving = False
        window = self.window
        window.local.hold()
        window.use_face(face)
        face.start()
        self._ensure_clock_label()
        self._clock.start()
        self._tick()
        self.atTableChanged.emit(True)
        window.refresh_menus()

    @Slot(str, bool)
    def _notice(self, text: str, problem: bool = False) -> None:
        if self.lobby is not None and self.lobby.isVisible():
            self.lobby.say(text, problem)
        else:
            self.window.note(text, problem)

    @Slot(str)
    def _on_failed(self, text: str) -> None:
        face = self.face
        if face is not None and face.code is None and not face.playing:
            self._end(text)               # the table could not be had (no such table, no open seat)
        else:
            self._notice(text, True)

    @Slot()
    def _on_match_over(self) -> None:
        try:
            self.file.keep(None)          # a finished match is cleared at its server: nothing to come back to
        except OSError:
            pass

    @Slot(object)
    def _on_published(self, _shown) -> None:
        self._tick()

    def _end(self, text: str) -> None:
        """The table cannot be played from here any more (`text` says why): back to the match of this computer."""
        face = self.face
        gone = face is not None and face.code is not None
        self._back()
        if gone or face is None:
            try:
                self.file.keep(None)
            except OSError:
                pass
        self.window.warn(text)

    # ----- leaving -------------------------------------------------------------------------------

    def leave(self, ask: bool = True, then: Callable[[], None] | None = None) -> bool:
        """Leave the table (asking first when `ask`), back to the match of this computer; then call `then`.
        Before the start the seat is given up; after it the seat is kept (a computer plays it after a
        while) for Game → Play online… → Resume the online table. False when there is no table."""
        face = self.face
        if face is None:
            if then is not None:
                then()
            return False
        if not ask:
            self._leave_now()
            if then is not None:
                then()
            return True
        from PySide6.QtWidgets import QMessageBox

        from buraco_qt.platform.qt_namespace import Qt
        box = QMessageBox(QMessageBox.Icon.Question, translate("Window", "Buraco"),
                          translate("Window", "Leave the online table?"), QMessageBox.StandardButton.NoButton,
                          self.window)
        box.setObjectName("leave-question")
        over = face.snapshot is not None and face.snapshot.phase == "match_over"
        if over:
            info = translate("Window", "The match is over. Your match on this computer comes back.")
        else:
            info = translate("Window", "A computer plays your seat after a while; Game → Play online… → Resume "
                                       "the online table brings you back to it. Your match on this computer comes "
                                       "back.")
            if self.server is not None:
                info += " " + translate("Window", "This computer hosts the table: it stops for everyone until you "
                                                  "come back.")
        box.setInformativeText(info)
        leave = box.addButton(translate("Window", "Leave the table"), QMessageBox.ButtonRole.AcceptRole)
        leave.setObjectName("leave")
        stay = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(stay)
        box.setEscapeButton(stay)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def answered(_result: int) -> None:
            if self.question is box:
                self.question = None
            if box.clickedButton() is leave:
                self._leave_now()
                if then is not None:
                    then()

        box.finished.connect(answered)
        self.question = box
        box.open()
        return True

    def _leave_now(self) -> None:
        face = self.face
        if face is not None and not face.playing:
            face.leave_table()            # before the start: the seat is open again for someone else
            try:
                self.file.keep(None)
            except OSError:
                pass
        self._back()
        self.window.note(translate("Window", "You left the online table: your match on this computer goes on"))

    def _back(self) -> None:
        """Stop playing the table here (the seat is kept at its server), stop the game's own server, and
        play the match of this computer again as it was."""
        face, self.face = self.face, None
        self._clock.stop()
        if self.clock_label is not None:
            self.clock_label.setVisible(False)
        if self.lobby is not None:
            self._leaving = True
            self.lobby.close()
            self.lobby.deleteLater()
            self.lobby = None
            self._leaving = False
        if self.invite_dialog is not None:
            self.invite_dialog.close()
        window = self.window
        was_at_table = face is not None and window.controller is face
        if was_at_table:
            window.use_face(window.local)
            window.local.recover()
        if face is not None:
            face.shutdown()
            face.deleteLater()
        if self.server is not None:
            self.server.stop()
            self.server.deleteLater()
            self.server = None
        self._pending = None
        self.invite = None
        if was_at_table:
            self.atTableChanged.emit(False)
        window.refresh_menus()

    def shutdown(self) -> None:
        """The window closes: the table's connection closes (its seat is kept), the game's own server stops."""
        face, self.face = self.face, None
        self._clock.stop()
        if face is not None:
            face.shutdown()
        if self.server is not None:
            self.server.stop()
            self.server = None

    # ----- the invite and the turn clock -----------------------------------------------------------

    def show_invite(self) -> InviteDialog | None:
        """Game → Show the invite…: the table's invite while it is played."""
        if self.invite is None:
            return None
        from buraco_qt.ui.dialogs.invite_dialog import InviteDialog
        if self.invite_dialog is not None:
            self.invite_dialog.close()
            self.invite_dialog.deleteLater()
        self.invite_dialog = InviteDialog(self.invite, self.invite_reach, self.window)
        self.invite_dialog.show()
        return self.invite_dialog

    def _ensure_clock_label(self) -> None:
        if self.clock_label is not None:
            return
        from PySide6.QtWidgets import QLabel
        label = QLabel(self.window)
        label.setObjectName("turn-clock")
        self.window.status.bar.insertPermanentWidget(1, label)   # after the message, before the points
        label.setVisible(False)
        self.clock_label = label

    @Slot()
    def _tick(self) -> None:
        label, face = self.clock_label, self.face
        if label is None:
            return
        seconds = face.seconds_left() if face is not None and self.at_table else None
        label.setVisible(seconds is not None)
        if seconds is not None:
            label.setText(OW.clock_text(seconds))
            label.setToolTip(translate("Window", "Seconds left for this turn"))

    def _keep_name(self, name: str) -> None:
        try:
            self.file.keep_name(name)
        except OSError:
            pass


def _port_of(url: str) -> int | None:
    """The port of a websocket address ``ws://HOST:PORT/``."""
    try:
        return parse_invite(url.replace("ws://", "buraco://").rstrip("/") + "/CODE").port
    except InviteError:
        return None
