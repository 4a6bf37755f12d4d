"""The window at an online table, for real: `buraco-server` processes on 127.0.0.1 (the game's own, hosted from
the window, or one the test starts), two windows of this process each with its own online face and client
process, driven with mouse events. Host, join, the lobby, a whole hand played by mouse on both windows with two
computer seats; a drop and the reconnection; the hosted server killed and started again; a refused move put back;
the local match and its autosave untouched by an online session; no window ever shown another seat's cards."""

from __future__ import annotations

import os
import signal

import pytest
from online_harness import (
    Recorder,
    card_point,
    drag_to,
    hand_item,
    online_window,
    play_by_mouse,
    settled,
    target_point,
    wait_for,
)
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox, QLineEdit, QPushButton
from test_server import FAST

from buraco_qt import rules as R
from buraco_qt.app import create_window
from buraco_qt.server.client import ServerProcess
from buraco_qt.session import hosted_server
from buraco_qt.storage.settings import Settings
from buraco_qt.ui.table.pile_id import DISCARD, PileId

ARGS = ["--speed", "0", "--variant", "open", "--players", "4", "--seats", "human,ai:easy,ai:easy,ai:easy"]


@pytest.fixture(autouse=True)
def _quick_hosted_server(monkeypatch):
    """The game's own server plays its computers at once and keeps a finished hand on the table."""
    monkeypatch.setattr(hosted_server, "AI_DELAY_S", 0)
    monkeypatch.setattr(hosted_server, "HAND_PAUSE_S", 600)


@pytest.fixture
def two_windows(show_window, tmp_path):
    """Two game windows, each with its own online play (data folder); both left when the test ends."""
    windows = []
    for index in range(2):
        window = show_window(create_window([*ARGS, "--seed", str(index + 3)], settings=Settings()), size=(1024, 700))
        window.scene.animations = False
        online_window(window, tmp_path / f"player{index}")
        windows.append(window)
    yield windows
    for window in windows:
        if window._online is not None:
            window._online.shutdown()


def type_into(widget: QLineEdit, text: str) -> None:
    widget.clear()
    QTest.keyClicks(widget, text)


def click(button: QPushButton) -> None:
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def choose(combo: QComboBox, data: object) -> None:
    """Choose the item of `data` as a player does (the combo's `activated`)."""
    index = combo.findData(data)
    combo.setCurrentIndex(index)
    combo.activated.emit(index)


def host_by_dialogs(window, name: str = "Ana") -> None:
    """Game → Play online… → Host a table on this computer: a table of open, 4 players, seat 2 a computer (easy),
    the partner's seat open, seat 4 open; the lobby opens."""
    window.action_play_online.trigger()
    dialog = window.online.dialog
    click(dialog.buttons_by_choice["here"])
    host = window.online.dialog
    type_into(host.name, name)
    host.variant.setCurrentIndex(host.variant.findData("open"))
    host.players.setCurrentIndex(host.players.findData(4))
    host.seat_kinds[0].setCurrentIndex(host.seat_kinds[0].findData("ai:easy"))
    host.seat_kinds[1].setCurrentIndex(host.seat_kinds[1].findData("open"))
    host.seat_kinds[2].setCurrentIndex(host.seat_kinds[2].findData("open"))
    click(host.open_button)
    wait_for(lambda: window.online.lobby is not None, what="the host's lobby")


def join_by_dialogs(window, invite: str, name: str = "Bia") -> None:
    """Game → Play online… → Join a table, the invite pasted; the lobby opens."""
    window.action_play_online.trigger()
    click(window.online.dialog.buttons_by_choice["join"])
    join = window.online.dialog
    type_into(join.invite, invite)
    type_into(join.name, name)
    click(join.join_button)
    wait_for(lambda: window.online.lobby is not None, what="the guest's lobby")


def at_table(host, guest) -> tuple[Recorder, Recorder]:
    """Host and guest in the lobby, seat 4 given to a computer by the host, the match started by the host."""
    host_invite = host.online.invite
    join_by_dialogs(guest, f"buraco://127.0.0.1:{host_invite.port}/{host_invite.code}")
    lobby = host.online.lobby
    wait_for(lambda: "Bia" in lobby.boxes[2].name.text(), what="the guest in the host's lobby")
    choose(lobby.boxes[3].kind, "ai:easy")
    wait_for(lambda: guest.online.lobby is not None and "easy" in guest.online.lobby.boxes[3].name.text(),
             what="the computer seat in the guest's lobby")
    recorders = []
    for window in (host, guest):
        recorders.append(Recorder(window.online.face))
    click(lobby.start)
    wait_for(lambda: host.online.at_table and guest.online.at_table, what="both windows at the table")
    return recorders[0], recorders[1]


def test_host_join_and_play_a_whole_hand_by_mouse_on_both_windows(two_windows):
    host, guest = two_windows
    host_by_dialogs(host)
    lobby = host.online.lobby
    invite = host.online.invite
    assert lobby.invite.line.text() == str(invite) and str(invite).startswith("buraco://")
    assert host.online.server is not None and host.online.server.port == invite.port
    host_seen, guest_seen = at_table(host, guest)
    assert host.controller is host.online.face and guest.controller is guest.online.face
    assert host.controller.snapshot.viewer == 0 and guest.controller.snapshot.viewer == 2
    names = host.controller.snapshot.names
    assert names[0] == "Ana" and names[2] == "Bia" and guest.controller.snapshot.names == names
    # a whole hand, each person's turn played by mouse in that person's window
    done = []
    for _ in range(4000):
        if all(window.controller.snapshot.phase in ("hand_over", "match_over") for window in (host, guest)):
            break
        for window in (host, guest):
            if settled(window):
                made = play_by_mouse(window)
                if made is not None:
                    done.append(made)
                    wait_for(lambda window=window: not window.controller.snapshot.can_act
                             or window.controller.snapshot is not window.scene.snapshot
                             or window.controller.busy, timeout=30, what=f"the answer to {made}")
        QTest.qWait(2)
    else:
        raise AssertionError("the hand did not end")
    assert {"draw", "discard"} <= set(done)
    wait_for(lambda: host.score_sheet is not None and host.score_sheet.isVisible(), what="the score sheet")
    ends = [window.controller.snapshot for window in (host, guest)]
    assert ends[0].history == ends[1].history and ends[0].totals == ends[1].totals
    assert all(hand.face_up for hand in ends[0].hands)          # the hand is over: every hand shows
    assert host_seen.leaks() == [] and guest_seen.leaks() == []
    assert len(host_seen.snapshots) > 20 and len(guest_seen.snapshots) > 20
    # the local match was held: it comes back as it was when the host leaves
    local = host.local
    before = local.game.to_json()
    host.online.leave(ask=False)
    assert host.controller is local and local.game.to_json() == before
    assert "You left the online table" in host.status_text()
    wait_for(lambda: guest.online.face is not None and "reconnecting" in guest.status_text(),
             what="the guest told that the host's server is gone")


def test_a_refused_move_is_put_back_with_the_engines_reason(two_windows, tmp_path):
    """The table believes a move legal (as after a state the server has moved past); the server refuses it: the
    move shown at once is taken back, and the reason is the engine's, in the player's language."""
    window = two_windows[0]
    server = ServerProcess("--data", str(tmp_path / "data"), *FAST, log_path=str(tmp_path / "server.log"))
    try:
        from buraco_qt.ui.dialogs.host_dialog import HostChoices
        port = server.url.rsplit(":", 1)[1].strip("/")
        window.online.host(HostChoices(name="Ana", address=f"127.0.0.1:{port}", variant="open", players=2,
                                       seats=["ai:easy"], target=100), here=False)
        wait_for(lambda: window.online.lobby is not None)
        click(window.online.lobby.start)
        wait_for(lambda: window.online.at_table)
        face = window.controller
        seen = Recorder(face)
        wait_for(lambda: face.snapshot.can_act and face.snapshot.phase == "draw" and settled(window),
                 what="the host's turn")
        shown, real = face.snapshot, face.state
        card = shown.hands[shown.viewer].cards[0]
        wrong = R.Discard(card)
        # the table as a stale state would have it: the card drawn already, the discard listed
        stale = real.snapshot.replace(phase="play", legal=(wrong,))
        face.state = type(real)(real.seq, real.seat, stale, real.view, real.turn_deadline, real.next_hand)
        face.snapshot = face.snapshot.replace(phase="play", legal=(wrong,))
        window.scene.snapshot = face.snapshot
        refused = []
        face.refused.connect(refused.append)
        count = len(seen.snapshots)
        server.process.send_signal(signal.SIGSTOP)            # the answer waits: the move shows before it
        try:
            drag_to(window, card_point(hand_item(window, card)), target_point(window, DISCARD))
            wait_for(lambda: len(seen.snapshots) > count, timeout=10, what="the move shown at once")
            predicted = seen.snapshots[count]
            assert predicted.outcome is not None and predicted.outcome.action == wrong
            assert predicted.discard[-1] == card and predicted.hands[0].count == shown.hands[0].count - 1
            assert face.busy
        finally:
            server.process.send_signal(signal.SIGCONT)
        wait_for(lambda: refused, what="the server's refusal")
        # put back: the table is the server's last state again
        assert face.snapshot.hands[0].cards == real.snapshot.hands[0].cards
        assert face.snapshot.discard == real.snapshot.discard and not face.busy
        assert window.scene.snapshot is face.snapshot and card in [c.card for c in
                                                                              window.scene.card_items(PileId.hand(0))]
        assert refused == ["draw from the stock or take the discard pile first"]
        assert "Draw from the stock or take the discard pile first" in window.status_text()
        # a refusal in the player's language
        from buraco_qt.text import languages
        from buraco_qt.text.online_words import refused_move_text
        languages.install("de")
        assert refused_move_text("illegal", "draw from the stock or take the discard pile first", {}) != refused[0]
    finally:
        window.online.shutdown()
        server.stop()


def test_the_local_autosave_is_the_same_bytes_after_an_online_session(show_window, tmp_path, data_folder):
    """A window that owns the autosave goes online and comes back: the file is byte for byte what it was, and the
    local match goes on from where it was."""
    from buraco_qt.storage.autosave import FILE_NAME
    window = show_window(create_window([*ARGS, "--seed", "5"], settings=Settings(), autosave=True), size=(1024, 700))
    online_window(window, tmp_path / "online")
    window.scene.animations = False
    local = window.local
    wait_for(lambda: local.settled)
    local.request(R.Draw())
    wait_for(lambda: local.settled)
    window.files.autosave.flush()
    saved = (data_folder / FILE_NAME).read_bytes()
    log_before = list(local.game.log)
    server = ServerProcess("--data", str(tmp_path / "data"), *FAST, log_path=str(tmp_path / "server.log"))
    try:
        from buraco_qt.ui.dialogs.host_dialog import HostChoices
        port = server.url.rsplit(":", 1)[1].strip("/")
        window.online.host(HostChoices(name="Ana", address=f"127.0.0.1:{port}", variant="open", players=2,
                                       seats=["ai:easy"], target=100), here=False)
        wait_for(lambda: window.online.lobby is not None)
        click(window.online.lobby.start)
        wait_for(lambda: window.online.at_table)
        assert not window.action_save_as.isEnabled() and window.action_save_as.toolTip()
        assert window.files.save_to(tmp_path / "x.buraco") is False        # nothing local to save
        for _ in range(6):                                                 # some moves online
            wait_for(lambda: settled(window) and window.controller.snapshot.can_act)
            play_by_mouse(window, melds=False)
        window.online.leave(ask=False)
    finally:
        server.stop()
    assert window.controller is local and local.game.log == log_before
    window.files.autosave.flush()
    assert (data_folder / FILE_NAME).read_bytes() == saved
    assert window.action_save_as.isEnabled()
    local.request(next(a for a in local.legal_actions() if isinstance(a, R.Discard)))   # it goes on, and is saved
    wait_for(lambda: local.settled)
    window.files.autosave.flush()
    assert (data_folder / FILE_NAME).read_bytes() != saved


def test_game_new_at_an_online_table_asks_to_leave_it_first(two_windows):
    host = two_windows[0]
    host_by_dialogs(host)
    assert host.new_game() is None                           # asked instead
    box = host.online.question
    assert box is not None and box.isVisible()
    box.button(box.StandardButton.Cancel).click()
    assert host.online.face is not None
    host.new_game()
    click(host.online.question.findChild(QPushButton, "leave"))
    assert host.online.face is None and host.online.server is None and host.controller is host.local
    wait_for(lambda: host.new_game_dialog is not None and host.new_game_dialog.isVisible(),
             what="the New game dialog after leaving")


def test_the_hosted_server_killed_and_started_again_and_a_restart_of_the_game(two_windows, show_window, tmp_path):
    """The game's own server is killed mid-match: it is started again on its port, both windows come back by
    themselves and play on. Then the host's game is closed and started again: Resume brings the host back to
    the seat (its server started again, the table restored from its folder), and the guest comes back too."""
    host, guest = two_windows
    host_by_dialogs(host)
    host_seen, guest_seen = at_table(host, guest)
    for _ in range(200):                                     # a few moves
        if len(host.controller.snapshot.discard) + sum(map(len, host.controller.snapshot.melds)) > 4:
            break
        for window in (host, guest):
            if settled(window):
                play_by_mouse(window, melds=False)
        QTest.qWait(5)
    server = host.online.server
    port = server.port
    seq = host.controller.state.seq
    killed = server.pid
    os.kill(killed, signal.SIGKILL)
    back = "Connected again: the table is as it was"
    wait_for(lambda: back in host_seen.notices and back in guest_seen.notices, what="both windows back")
    assert "Connection lost — reconnecting…" in guest_seen.notices
    assert server.running and server.pid != killed
    assert host.online.server is server and server.port == port and host.controller.state.seq >= seq
    for _ in range(300):                                     # play goes on
        if host.controller.state.seq > seq + 6:
            break
        for window in (host, guest):
            if settled(window):
                play_by_mouse(window, melds=False)
        QTest.qWait(5)
    assert host.controller.state.seq > seq + 6
    # the host's game closes and starts again: the seat is kept for Resume
    folder = host.online.file.path.parent
    seat = host.online.file.table()
    assert seat is not None and seat.hosted and seat.seat == 0
    lost = guest_seen.notices.count("Connection lost — reconnecting…")
    host.close()
    wait_for(lambda: guest_seen.notices.count("Connection lost — reconnecting…") > lost,
             what="the guest told that the table's server is gone")
    again = show_window(create_window([*ARGS, "--seed", "9"], settings=Settings()), size=(1024, 700))
    online_window(again, folder)
    assert again.online.remembered() is not None
    again.online.show_dialog()
    click(again.online.dialog.buttons_by_choice["resume"])
    wait_for(lambda: again.online.at_table, what="the host back at the table")
    assert again.online.server.port == port and again.controller.snapshot.viewer == 0
    wait_for(lambda: guest_seen.notices.count(back) >= 2, what="the guest back")
    assert again.controller.state.seq >= guest.controller.state.seq - 1


class Gate:
    """A relay in front of a server (tests/test_net_client.py's `Proxy`) that can cut every connection and keep
    new ones out for a while: the network fails for one window."""

    def __init__(self, url: str) -> None:
        from test_net_client import Proxy
        gate = self

        class Shut(Proxy):
            async def _relay(self, reader, writer):
                if gate.shut:
                    writer.transport.abort()
                    return
                await super()._relay(reader, writer)

        self.shut = False
        self.proxy = Shut(url)
        self.url = self.proxy.url

    def fail(self) -> None:
        self.shut = True
        self.proxy.cut()


def test_a_drop_and_the_reconnection_with_the_lines_of_both_windows(two_windows, tmp_path):
    """The guest's connection is cut and kept out past the server's grace time: the guest's status bar says it is
    reconnecting, the host's that the guest lost the connection and that a computer plays the seat; once the
    network is back the guest's table is the whole table again, and the host is told the guest is back."""
    host, guest = two_windows
    server = ServerProcess("--data", str(tmp_path / "data"), *FAST, "--grace", "0.3",
                           log_path=str(tmp_path / "server.log"))
    gate = Gate(server.url)
    try:
        from buraco_qt.ui.dialogs.host_dialog import HostChoices
        port = server.url.rsplit(":", 1)[1].strip("/")
        host.online.host(HostChoices(name="Ana", address=f"127.0.0.1:{port}", variant="open", players=4,
                                     seats=["ai:easy", "open", "ai:easy"], target=100_000), here=False)
        wait_for(lambda: host.online.lobby is not None)
        code = host.online.invite.code
        join_by_dialogs(guest, f"{gate.url.removeprefix('ws://').rstrip('/')}/{code}")
        lobby = host.online.lobby
        wait_for(lambda: "Bia" in lobby.boxes[2].name.text())
        host_seen, guest_seen = Recorder(host.online.face), Recorder(guest.online.face)
        click(lobby.start)
        wait_for(lambda: host.online.at_table and guest.online.at_table)
        for _ in range(100):                                 # a few moves, by mouse
            if len(host.controller.snapshot.discard) > 3:
                break
            for window in (host, guest):
                if settled(window):
                    play_by_mouse(window, melds=False)
            QTest.qWait(5)
        gate.fail()
        wait_for(lambda: any(n.startswith("Connection lost — reconnecting in") for n in guest_seen.notices),
                 what="the guest reconnecting")
        assert "Connection lost" in guest.status_text()
        wait_for(lambda: "Bia is away: a computer plays the seat meanwhile" in host_seen.notices,
                 what="the host told a computer plays for the guest")
        assert "Bia lost the connection" in host_seen.notices
        seq = guest.controller.state.seq
        QTest.qWait(300)
        gate.shut = False
        wait_for(lambda: "Connected again: the table is as it was" in guest_seen.notices, what="the guest back")
        wait_for(lambda: "Bia is back at the table" in host_seen.notices, what="the host told the guest is back")
        wait_for(lambda: guest.controller.state.seq >= seq and guest.controller.state.seq == host.controller.state.seq
                 and settled(guest), what="the guest's table caught up")
        mine, theirs = guest.controller.snapshot, host.controller.snapshot
        assert (mine.discard, mine.melds, mine.stock_count, [h.count for h in mine.hands]) == \
            (theirs.discard, theirs.melds, theirs.stock_count, [h.count for h in theirs.hands])
        assert guest_seen.snapshots[-1].hands[2].face_up and host_seen.leaks() == guest_seen.leaks() == []
    finally:
        for window in (host, guest):
            window.online.shutdown()
        server.stop()


def test_a_table_that_is_gone_says_so(two_windows, tmp_path):
    """The server loses the table (started again without its data): the window says the table is no longer
    there, goes back to its own match, and forgets the seat."""
    window = two_windows[0]
    from test_net_client import free_port
    port = free_port()
    server = ServerProcess("--port", str(port), "--no-data", *FAST, log_path=str(tmp_path / "server.log"))
    try:
        from buraco_qt.ui.dialogs.host_dialog import HostChoices
        window.online.host(HostChoices(name="Ana", address=f"127.0.0.1:{port}", variant="open", players=2,
                                       seats=["ai:easy"], target=100_000), here=False)
        wait_for(lambda: window.online.lobby is not None)
        click(window.online.lobby.start)
        wait_for(lambda: window.online.at_table)
        assert window.online.remembered() is not None
        server.kill()
        server = ServerProcess("--port", str(port), "--no-data", *FAST, log_path=str(tmp_path / "server.log"))
        wait_for(lambda: not window.online.busy, what="the window back at its own match")
        assert window.controller is window.local and window.online.remembered() is None
        assert any("no longer there" in box.text() for box in window.warnings)
    finally:
        window.online.shutdown()
        server.stop()


class ScriptedServer:
    """A websocket server in a thread of its own that answers each request type with the frames scripted for it
    (a server that is broken or hostile)."""

    def __init__(self, script: dict[str, list]) -> None:
        import asyncio
        import json
        import threading

        from websockets.asyncio.server import serve
        self.loop = asyncio.new_event_loop()
        ready = threading.Event()

        async def answer(websocket) -> None:
            from websockets.exceptions import ConnectionClosed
            try:
                async for request in websocket:
                    message = json.loads(request)
                    for frame in script.get(message.get("type"), []):
                        if isinstance(frame, dict):
                            frame = json.dumps({**frame, "id": message.get("id")} if "id" in frame else frame)
                        await websocket.send(frame)
            except ConnectionClosed:
                pass

        def run() -> None:
            asyncio.set_event_loop(self.loop)
            async def start():
                return await serve(answer, "127.0.0.1", 0)
            self.server = self.loop.run_until_complete(start())
            self.port = self.server.sockets[0].getsockname()[1]
            ready.set()
            self.loop.run_forever()

        threading.Thread(target=run, daemon=True).start()
        ready.wait(10)

    def stop(self) -> None:
        import asyncio

        async def closed() -> None:
            self.server.close()
            await self.server.wait_closed()
        asyncio.run_coroutine_threadsafe(closed(), self.loop).result(10)
        self.loop.call_soon_threadsafe(self.loop.stop)


def test_a_hostile_server_gets_error_lines_and_changes_nothing(two_windows):
    """Frames that are no protocol, a lobby of nonsense, states that cannot be read, a refusal with a template the
    game does not know and params that do not fit: the window says so at most, never fails, and its own match is
    the same; a join refused (no such table) is said and the window stays at its own match."""
    import json
    window, other = two_windows
    lobby = {"type": "lobby", "code": "ABCDEFGHJKLM", "host": [], "started": "yes", "players": "four",
             "variant": 7, "turn_seconds": "long", "seats": [{"seat": "x", "kind": 5, "name": 9}, 3, None,
                                                             {"seat": 1, "kind": "ai:genius", "name": "<b>x</b>"}]}
    state = {"type": "state", "seq": 1, "seat": 0, "snapshot": {"variant": "open", "players": 2, "melds": "x"}}
    script = {"hello": [{"type": "welcome", "protocol": 1, "server": "hostile", "id": 0}],
              "join": [{"type": "table", "code": "ABCDEFGHJKLM", "seat": 0, "token": "t" * 40, "lobby": lobby,
                        "id": 0},
                       "not json", json.dumps({"type": "lobby", "seats": 5}), json.dumps(lobby), json.dumps(state),
                       json.dumps({"type": "moved", "seq": "x"}), json.dumps({"type": "timeout", "seat": 99}),
                       json.dumps({"type": "error", "code": "illegal", "message": "boom",
                                   "params": {"template": "{nothing} {at} {all}", "x": [1]}}),
                       json.dumps({"type": "error", "code": "illegal", "message": "boom",
                                   "params": {"template": "choose at least one card", "cards": {"a": 1}}})]}
    server = ScriptedServer(script)
    refusing = ScriptedServer({"hello": [{"type": "welcome", "protocol": 1, "server": "x", "id": 0}],
                               "join": [{"type": "error", "code": "no_table", "message": "none", "params": {},
                                         "id": 0}]})
    try:
        before = window.local.game
        from buraco_qt.net.invite import Invite
        window.online.join(Invite("127.0.0.1", server.port, "ABCDEFGHJKLM"), "Ana")
        wait_for(lambda: window.online.lobby is not None, what="the lobby of the hostile table")
        seen = Recorder(window.online.face)
        QTest.qWait(500)
        assert window.online.lobby.isVisible() and not window.online.at_table
        assert window.controller is window.local and window.local.game is before   # its computers play on meanwhile
        assert seen.snapshots == []
        other.online.join(Invite("127.0.0.1", refusing.port, "ABCDEFGHJKLM"), "Bia")
        wait_for(lambda: not other.online.busy, what="the refused join")
        assert any("no table with this invite code" in box.text() for box in other.warnings)
        assert other.controller is other.local and other.online.remembered() is None
    finally:
        window.online.shutdown()
        server.stop()
        refusing.stop()
