"""The table client played for real: `buraco-server` processes on 127.0.0.1 and `TableClient`s over real
websocket connections. Whole matches through the library, people with computers, a cut connection and a
server killed and started again (the clients rejoin by themselves), a table that is gone, a refused
move; and every state each client read is the snapshot and the view the engine gives that seat, the
server's own game replayed from its table file."""

from __future__ import annotations

import asyncio
import gc
import json
import queue
import random
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from test_server import FAST, NAMES
from test_server_leaks import check_frames

from buraco_qt import rules as R
from buraco_qt.net.client import Backoff, ConnectionLost, RequestRefused, TableClient
from buraco_qt.net.events import Event
from buraco_qt.rules import messages as M
from buraco_qt.server.client import ServerProcess, choose
from buraco_qt.session.snapshot import take_snapshot
from buraco_qt.storage import persistence

OVER = ("hand_over", "match_over")
#: Reconnections come quickly in the tests (the player's client waits 0.5, 1, 2… s).
QUICK = dict(backoff=Backoff(first=0.05, cap=0.4), open_timeout=5)


@pytest.fixture(autouse=True)
def _nothing_of_qt_for_the_clients_threads_to_collect():
    """The clients' threads allocate, and Python collects garbage in the thread that allocates. What the
    earlier tests of this process left (Qt objects among it) is collected here, in the main thread, and
    what lives is set aside, so that no Qt object is destroyed in a client's thread, which crashes (the
    window keeps the client in a process of its own: net/worker.py)."""
    gc.collect()
    gc.freeze()
    yield
    gc.unfreeze()


def start_server(tmp_path: Path, *extra: str, port: int = 0) -> ServerProcess:
    """A server with its tables in tmp_path/data (on `port`, when given: a restart keeps it)."""
    return ServerProcess("--port", str(port), "--data", str(tmp_path / "data"), *FAST, *extra,
                         log_path=str(tmp_path / "server.log"))


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Players:
    """Clients at one table, each event of each kept in the order it came, played by a quick player."""

    def __init__(self, url: str, count: int, **options) -> None:
        self.inbox: queue.Queue[tuple[int, Event]] = queue.Queue()
        self.clients = [TableClient(url, NAMES[index], lambda event, index=index: self.inbox.put((index, event)),
                                    **options) for index in range(count)]
        self.events: list[list[Event]] = [[] for _ in range(count)]
        self.rng = random.Random(count)
        self.playing = True
        self.undone: set[tuple] = set()

    def seat(self, preset: str, players: int, seats: list[str] | None = None, **options) -> str:
        """Connect every client, the first creating the table and starting it; the invite code."""
        host, *guests = self.clients
        host.connect().result(10)
        code = host.create_table(preset, players, seats, **options).result(10)["code"]
        for guest in guests:
            guest.connect().result(10)
            guest.join(code).result(10)
        host.start().result(10)
        return code

    def run(self, until, timeout: float = 60) -> None:
        """Take the events as they come (playing each client's turns) until `until(self)`."""
        deadline = time.monotonic() + timeout
        while not until(self):
            try:
                index, event = self.inbox.get(timeout=max(0.1, deadline - time.monotonic()))
            except queue.Empty:
                index, event = 0, Event("nothing")
            self.events[index].append(event)
            if event.kind == "state" and self.playing:
                self.play(index, event)
            assert time.monotonic() < deadline, (
                "the table did not get there in time", errors(self),
                [self.last(i) and (self.last(i).seq, self.clients[i].seq, self.last(i).view.phase,
                                   self.last(i).view.seat_to_move, self.last(i).snapshot.can_act,
                                   self.last(i).view.legal, self.last(i).view.stock_count, self.last(i).view.hand,
                                   self.last(i).view.hand_counts)
                 for i in range(len(self.clients))],
                [self.events[i][-12:] for i in range(len(self.clients))])

    def play(self, index: int, event: Event) -> None:
        client = self.clients[index]
        state = event.state
        if state.seq != client.seq:
            return                              # a newer state came already: play on that one
        if not state.snapshot.can_act:
            return
        client.act(quick_move(state, self.undone, self.rng, index))

    def states(self, index: int) -> list[Event]:
        return [event for event in self.events[index] if event.kind == "state"]

    def last(self, index: int):
        states = self.states(index)
        return states[-1].state if states else None

    def kinds(self, index: int) -> list[str]:
        return [event.kind for event in self.events[index]]

    def frames(self, index: int) -> list[dict]:
        """The messages this client received (those the events carry)."""
        return [event.message for event in self.events[index]
                if event.message is not None and event.kind not in ("welcome",)]

    def close(self) -> None:
        for client in self.clients:
            client.close()


def quick_move(state, undone: set, rng: random.Random, who: int = 0) -> str:
    """The quick player's move (`server.client.choose`), kept from going round: lays that left nothing but
    undo are not laid again that turn."""
    turn = (who, state.view.hand_number, state.view.turn)
    legal = [str(action) for action in state.snapshot.legal]
    if legal == ["undo"]:
        undone.add(turn)
    elif turn in undone:
        legal = [move for move in legal if not move.startswith(("meld", "add"))] or legal
    return choose(legal, rng)


def over(players: Players) -> bool:
    return all(p is not None and p.snapshot.phase == "match_over"
               for p in (players.last(index) for index in range(len(players.clients))))


def errors(players: Players) -> list[Event]:
    return [event for events in players.events for event in events if event.kind == "error"]


def test_net_imports_no_qt():
    """The network client's modules import no Qt, and say no Qt."""
    code = ("import sys, buraco_qt.net.client, buraco_qt.net.prediction, buraco_qt.net.invite, buraco_qt.net.worker; "
            "print([m for m in sys.modules if m.startswith(('PySide6', 'shiboken'))])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
    for path in (Path(__file__).resolve().parents[1] / "buraco_qt" / "net").glob("*.py"):
        assert "PySide6" not in path.read_text(encoding="utf-8"), path.name


def test_four_clients_play_a_whole_match_and_no_frame_leaks(tmp_path):
    server = start_server(tmp_path)
    players = Players(server.url, 4)
    try:
        players.seat("closed_dirty", 4, target=100)
        players.run(over)
        assert errors(players) == []
        ends = [players.last(index) for index in range(4)]
        assert len({end.snapshot.totals for end in ends}) == 1 and max(ends[0].snapshot.totals) >= 100
        assert all(hand.face_up for hand in ends[0].snapshot.hands)          # every hand shows at the end
        # every state was told once, in order, with the move that made it (the first: the deal)
        for index in range(4):
            states = players.states(index)
            assert [s.state.seq for s in states] == list(range(1, len(states) + 1))
            assert states[0].resync and all(not s.resync and s.outcome is not None for s in states[1:])
        frames = {index: players.frames(index) for index in range(4)}
        # every frame checked (a match to 100 may end with its first hand: some 90 frames a seat)
        assert check_frames(frames, 4, R.VARIANTS["closed_dirty"]) == sum(map(len, frames.values())) > 4 * 40
    finally:
        players.close()
        assert server.stop() == 0
    list(_drain(players, -1))
    assert [players.kinds(index)[-1] for index in range(4)] == ["closed"] * 4


def _replayed(tmp_path: Path) -> R.Game:
    """The match of the one table in tmp_path/data, as the server kept it. The server is started on its
    data once more and stopped: restoring a table writes it whole (the moves a store keeps apart too)."""
    again = start_server(tmp_path)
    assert again.stop() == 0
    records = []
    for path in (tmp_path / "data").glob("*.table*"):
        try:
            records.append(json.loads(path.read_text(encoding="utf-8")))
        except ValueError:
            continue                              # not a whole table file (a journal of moves, say)
    record = max((r for r in records if isinstance(r, dict) and r.get("match")), key=lambda r: r["seq"])
    return persistence.from_text(json.dumps(record["match"])).game


@pytest.mark.parametrize("preset,players,seats,options", [
    ("cardcol", 4, None, {}),
    ("burraco", 4, ["ai:easy", "open", "ai:normal"], {}),          # two people, two computers
    ("closed", 2, None, {}),
    pytest.param("brazilian", 2, None, {"pickup": "duro"}, marks=pytest.mark.slow),
])
def test_every_state_read_is_what_the_engine_gives_that_seat(tmp_path, preset, players, seats, options):
    """The server's game replayed from its table file, move by move: at each seq, each client's snapshot
    equals `take_snapshot(game, shown={seat})` (every hand once a hand is over), its outcome the engine's
    (a card another seat drew not named), its view `game.view(seat)`."""
    server = start_server(tmp_path)
    people = 1 + (seats or ["open"] * (players - 1)).count("open")
    table = Players(server.url, people)
    try:
        table.seat(preset, players, seats, target=50_000, **options)
        # into the second hand (the first hand's end and its scores on the way), a few moves on
        table.run(lambda t: all(t.last(i) is not None and t.last(i).snapshot.hand_number >= 2
                                for i in range(people)) and t.last(0).view.turn >= 2)
        table.playing = False
        time.sleep(0.2)                        # the moves under way come in (a computer's among them)
        list(_drain(table, -1))
    finally:
        table.close()
        assert server.stop() == 0
    assert errors(table) == []
    final = _replayed(tmp_path)
    variant, seed, log = final.variant, final.seed, final.log
    game = R.Game(variant, players, seed, final.start_totals)
    names = list(table.last(0).snapshot.names)
    humans = [i for i in range(players) if seats is None or i == 0 or seats[i - 1] == "open"]
    by_seq = [{event.state.seq: event for event in table.states(index)} for index in range(people)]
    compared = 0
    outcome = None
    for seq in range(1, len(log) + 2):
        if seq > 1:
            outcome = game.apply(log[seq - 2])
        for index, client in enumerate(table.clients):
            event = by_seq[index].get(seq)
            if event is None:
                continue
            seat = client.seat
            shown = set(range(players)) if game.phase in OVER else {seat}
            mine = None if outcome is None else (outcome if outcome.seat == seat else outcome.replace(drawn=()))
            expected = take_snapshot(game, shown=shown, names=names, humans=humans, viewer=seat, curtain_seat=None,
                                     can_act=game.phase in ("draw", "play") and game.seat_to_move == seat
                                     and seat in humans, outcome=mine)
            assert event.state.snapshot == expected, (seq, seat)
            assert event.outcome == mine
            assert event.state.view == game.view(seat), (seq, seat)
            compared += 1
    assert compared >= 40 * people and game.hand_number >= 2


class Proxy:
    """A TCP relay in front of the server, in a thread of its own, whose connections the test can cut."""

    def __init__(self, url: str) -> None:
        host, port = url.removeprefix("ws://").strip("/").rsplit(":", 1)
        self.upstream = (host, int(port))
        self.loop = asyncio.new_event_loop()
        self.writers: list[asyncio.StreamWriter] = []
        ready = threading.Event()
        threading.Thread(target=self._run, args=(ready,), daemon=True).start()
        ready.wait(10)

    def _run(self, ready: threading.Event) -> None:
        asyncio.set_event_loop(self.loop)
        server = self.loop.run_until_complete(asyncio.start_server(self._relay, "127.0.0.1", 0))
        self.url = f"ws://127.0.0.1:{server.sockets[0].getsockname()[1]}/"
        ready.set()
        self.loop.run_forever()

    async def _relay(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            up_reader, up_writer = await asyncio.open_connection(*self.upstream)
        except OSError:
            writer.transport.abort()
            return
        self.writers += [writer, up_writer]

        async def pump(source: asyncio.StreamReader, sink: asyncio.StreamWriter) -> None:
            try:
                while data := await source.read(65536):
                    sink.write(data)
                    await sink.drain()
            except (OSError, asyncio.CancelledError):
                pass
            sink.transport.abort()
        await asyncio.gather(pump(reader, up_writer), pump(up_reader, writer))

    def cut(self) -> None:
        """Every connection through the relay ends at once, without a word (a network failure)."""
        def cut_all() -> None:
            for writer in self.writers:
                writer.transport.abort()
            self.writers.clear()
        self.loop.call_soon_threadsafe(cut_all)


def test_a_cut_connection_rejoins_by_itself_and_gets_the_whole_state(tmp_path):
    server = start_server(tmp_path, "--grace", "30")
    proxy = Proxy(server.url)
    table = Players(server.url, 2, **QUICK)
    cut_off = TableClient(proxy.url, "Bia", lambda event: table.inbox.put((1, event)), **QUICK)
    table.clients[1] = cut_off
    try:
        table.seat("open", 2, target=100_000)
        table.run(lambda t: t.last(1) is not None and t.last(1).seq >= 12)
        token, seq = cut_off.token, cut_off.seq
        cut = len(table.events[1])
        proxy.cut()
        # the other seat plays on meanwhile; the client comes back by itself, with a new token
        table.run(lambda t: "reconnected" in t.kinds(1)[cut:] and t.last(1).seq > seq + 6, timeout=30)
        after = table.kinds(1)[cut:]
        lost, back_at = after.index("lost"), after.index("reconnected")
        assert set(after[:lost]) <= {"state", "moved", "lobby"}, after               # what came before the cut
        assert set(after[lost + 1:back_at]) == {"reconnecting"} and after[back_at + 1] == "table", after
        assert cut_off.token != token and cut_off.seat == 1
        back = next(e for e in table.events[1][cut:] if e.kind == "state")
        assert back.resync and back.outcome is None and back.state.snapshot.hands[1].face_up
        # every move told once; the state after the reconnection is told whole, even when no move came between
        moves = [e.state.seq for e in table.states(1) if not e.resync]
        assert moves == sorted(set(moves)) and back.state.seq >= seq
        assert [e.message["seq"] for e in table.events[1] if e.kind == "moved"] == moves
        assert errors(table) == []
        # the spent token holds nothing any more; the new one is the seat's
        thief = TableClient(server.url, "Eve", **QUICK)
        thief.connect().result(10)
        with pytest.raises(RequestRefused) as refused:
            thief.rejoin(cut_off.code, token).result(10)
        assert refused.value.error.code == "bad_token"
        # a rejoin with the seat's token takes the seat over: the client is told the seat is gone
        thief.rejoin(cut_off.code, cut_off.token).result(10)
        table.playing = False
        table.run(lambda t: "closed" in t.kinds(1), timeout=30)
        ending = table.kinds(1)[-3:]
        assert ending == ["lost", "gone", "closed"], table.kinds(1)[-6:]
        thief.close()
    finally:
        table.close()
        assert server.stop() == 0
    assert "rejoined seat 1" in (tmp_path / "server.log").read_text()


def test_a_server_killed_and_started_again_on_its_port_plays_on(tmp_path):
    port = free_port()
    server = start_server(tmp_path, port=port)
    table = Players(server.url, 2, **QUICK)
    try:
        table.seat("dirty_open", 4, ["ai:easy", "open", "ai:easy"], target=200)
        table.run(lambda t: t.last(0) is not None and t.last(0).seq >= 15)
        def back_and_on(t: Players) -> bool:        # each client rejoined and saw moves after that
            for i in range(2):
                kinds = t.kinds(i)[marks[i]:]
                if "reconnected" not in kinds:
                    return False
                after = t.events[i][marks[i] + kinds.index("reconnected"):]
                if not any(e.kind == "state" and e.state.seq > seq + 3 for e in after):
                    return False
            return True

        for stop in ("term", "kill"):
            marks = [len(events) for events in table.events]
            if stop == "term":
                # no move of ours while the server stops: buraco-server applies a move that reaches it after
                # SIGTERM stopped its tables as the end of the match and removes the table's file (its bug)
                table.playing = False
                table.run(lambda t: t.inbox.empty(), timeout=5)
                time.sleep(0.2)
                assert server.stop() == 0          # a close frame, then the port is shut a while
                table.playing = True           # (the states still queued are played once the seat is back)
            else:
                server.kill()
            seq = max(client.seq for client in table.clients)
            time.sleep(0.3)
            server = start_server(tmp_path, port=port)
            table.run(back_and_on, timeout=45)
            for index in range(2):
                events = table.events[index][marks[index]:]
                kinds = [event.kind for event in events]
                lost, back_at = kinds.index("lost"), kinds.index("reconnected")
                assert set(kinds[:lost]) <= {"state", "moved", "lobby"}, kinds     # what came before the stop
                # (a move the test's player sent on a state that came just before the drop is refused at once)
                between = [e.kind if e.kind != "error" or e.error.code != "offline" else "reconnecting"
                           for e in events[lost + 1:back_at]]
                assert set(between) == {"reconnecting"} and kinds[back_at + 1] == "table", kinds
                back = next(event for event in events[back_at:] if event.kind == "state")
                assert back.resync and back.state.seq >= seq
        table.run(over, timeout=90)
        assert [event for event in errors(table) if event.error.code != "offline"] == []
    finally:
        table.close()
        server.stop()
    assert (tmp_path / "server.log").read_text().count("restored") >= 2


def test_a_table_that_is_gone(tmp_path):
    port = free_port()
    server = start_server(tmp_path, port=port)
    client = TableClient(server.url, "Ana", **QUICK)
    try:
        client.connect().result(10)
        for request in (client.join("NOSUCHTABLE1"), client.rejoin("NOSUCHTABLE1", "x" * 64)):
            with pytest.raises(RequestRefused) as refused:
                request.result(10)
            assert refused.value.error.code == "no_table"
        client.create_table("open", 2, ["ai:easy"]).result(10)
        client.start().result(10)
        # the server comes back without its tables (another data folder): the seat cannot be rejoined
        server.kill()
        server = ServerProcess("--port", str(port), "--no-data", *FAST)
        deadline = time.monotonic() + 30
        kinds = []
        while "closed" not in kinds and time.monotonic() < deadline:
            kinds.append(client.events.get(timeout=30).kind)
        after = kinds[kinds.index("lost"):]
        assert after[-2:] == ["gone", "closed"] and set(after[1:-2]) == {"reconnecting"}, kinds
        with pytest.raises(ConnectionLost):
            client.act("draw").result(1)
    finally:
        client.close()
        server.stop()


def test_a_refused_move_says_why_with_the_engines_template(tmp_path):
    server = start_server(tmp_path)
    table = Players(server.url, 2)
    table.playing = False
    try:
        table.seat("closed", 2, target=100_000)
        table.run(lambda t: all(t.last(i) is not None for i in range(2)))
        mover = next(i for i in range(2) if table.last(i).snapshot.can_act)
        other = table.clients[1 - mover]
        with pytest.raises(RequestRefused) as refused:
            other.act("draw").result(10)
        assert refused.value.error.code == "not_your_turn"
        client = table.clients[mover]
        client.act("draw").result(10)
        table.run(lambda t: t.last(mover).snapshot.phase == "play")
        hand = table.last(mover).snapshot.hands[mover].cards
        with pytest.raises(RequestRefused) as refused:
            client.act(R.NewMeld(hand[:2])).result(10)
        error = refused.value.error
        assert error.code == "illegal" and error.template == M.TOO_FEW_CARDS
        absent = next(card for card in R.build_deck(2, 2) if card not in hand)
        pending = client.act(R.Discard(absent))
        with pytest.raises(RequestRefused) as refused:
            pending.result(10)
        assert refused.value.error.template == M.NOT_IN_HAND and refused.value.error.params["cards"] == str(absent)
        refusal = next(e for e in table.events[mover] + list(_drain(table, mover)) if e.kind == "error"
                       and e.request == pending.request)
        assert refusal.error == refused.value.error
        assert table.last(mover).snapshot.phase == "play"          # nothing changed
    finally:
        table.close()
        assert server.stop() == 0


def _drain(table: Players, index: int):
    while not table.inbox.empty():
        got, event = table.inbox.get()
        table.events[got].append(event)
        if got == index:
            yield event


class FakeServer:
    """A websocket server in a thread of its own that answers hello with `frames`, then a welcome."""

    def __init__(self, frames: list) -> None:
        from websockets.asyncio.server import serve
        self.frames = frames
        self.loop = asyncio.new_event_loop()
        ready = threading.Event()

        async def answer(websocket) -> None:
            from websockets.exceptions import ConnectionClosed
            try:
                async for _request in websocket:
                    for frame in self.frames:
                        await websocket.send(frame)
                    await websocket.send(json.dumps({"type": "welcome", "protocol": 1, "server": "fake", "id": 1}))
            except ConnectionClosed:
                pass

        async def open_server():
            return await serve(answer, "127.0.0.1", 0)

        def run() -> None:
            asyncio.set_event_loop(self.loop)
            self.server = self.loop.run_until_complete(open_server())
            self.url = f"ws://127.0.0.1:{self.server.sockets[0].getsockname()[1]}/"
            ready.set()
            self.loop.run_forever()
            self.loop.close()
        self.thread = threading.Thread(target=run, daemon=True)
        self.thread.start()
        ready.wait(10)

    def stop(self) -> None:
        async def closed() -> None:
            self.server.close()
            await self.server.wait_closed()
        asyncio.run_coroutine_threadsafe(closed(), self.loop).result(10)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)


def test_frames_that_cannot_be_read_are_told_and_dropped():
    state = {"type": "state", "seq": 1, "seat": 0, "snapshot": {"variant": "open", "players": 2, "melds": "x"}}
    junk = ["not json", "[1, 2]", json.dumps({"no": "type"}), json.dumps({"type": 5}), b"\x00binary",
            json.dumps({"type": "table", "code": 7}), json.dumps(state), json.dumps({"type": "future_kind"}),
            json.dumps({"type": "moved", "seq": "x"}), json.dumps({"type": "error", "code": ["x"], "params": 3})]
    server = FakeServer(junk)
    client = TableClient(server.url, "Ana")
    try:
        welcome = client.connect().result(10)
        assert welcome["server"] == "fake" and client.server == "fake"
        kinds = []
        while "welcome" not in kinds:
            event = client.events.get(timeout=10)
            kinds.append(event.kind if event.kind != "error" else event.error.code)
        # each unreadable frame is one error (the damaged error too, read as far as it goes); an unknown type
        # is passed over
        assert kinds == ["bad_frame"] * 8 + ["unknown", "welcome"], kinds
        assert client.state is None and client.code is None and client.connected
    finally:
        client.close()
        server.stop()


def test_closing_while_the_server_does_not_answer():
    """A server that takes the connection and never answers the handshake: close() ends the wait."""
    with socket.socket() as silent:
        silent.bind(("127.0.0.1", 0))
        silent.listen()
        client = TableClient(f"ws://127.0.0.1:{silent.getsockname()[1]}/", "Ana", open_timeout=60)
        hello = client.connect()
        client.close(timeout=20)
        with pytest.raises(ConnectionLost):
            hello.result(1)
        kinds = [client.events.get(timeout=1).kind for _ in range(client.events.qsize())]
        assert kinds == ["closed"]


class WorkerProcess:
    """`python -m buraco_qt.net.worker` as the window runs it, read with blocking reads (no thread here)."""

    def __init__(self, url: str, name: str, **options) -> None:
        self.process = subprocess.Popen([sys.executable, "-m", "buraco_qt.net.worker"], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE)
        self.tickets = iter(range(1, 1 << 30))
        self.write(("start", url, name, options))

    def write(self, message: object) -> None:
        from buraco_qt.net.worker import encode
        self.process.stdin.write(encode(message))
        self.process.stdin.flush()

    def call(self, method: str, **fields) -> int:
        ticket = next(self.tickets)
        self.write((method, ticket, fields))
        return ticket

    def read(self):
        from buraco_qt.net.worker import HEADER, decode
        header = self.process.stdout.read(HEADER.size)
        (size,) = HEADER.unpack(header)
        return decode(bytearray(header) + self.process.stdout.read(size))[0]


def test_the_client_in_its_own_process_plays_a_whole_match(tmp_path):
    """As the window plays: the worker process holds the client; events come back whole, pickled."""
    server = start_server(tmp_path)
    worker = WorkerProcess(server.url, "Ana", **QUICK)
    try:
        worker.call("connect")
        create = worker.call("create_table", preset="open", players=2, seats=["ai:easy"], target=100)
        requests, kinds, rng, last, undone = {}, [], random.Random(2), None, set()
        bad = worker.call("act", action="not a move")
        while last is None or last.snapshot.phase != "match_over":
            frame = worker.read()
            if frame[0] == "sent":
                requests[frame[1]] = frame[2]
                if frame[1] == create:
                    worker.call("start")
                continue
            if frame[0] == "refused":
                assert frame[1] == bad and "not a move" in frame[2]
                kinds.append("refused")
                continue
            event = frame[1]
            kinds.append(event.kind)
            if event.kind == "table":
                assert event.request == requests[create] and event.message["seat"] == 0
            if event.kind == "state":
                last = event.state
                if last.snapshot.can_act and last.seq == event.message["seq"]:
                    worker.call("act", action=quick_move(last, undone, rng))
        assert kinds[:3] == ["refused", "welcome", "table"] and "error" not in kinds
        assert last.view.seat == 0 and all(hand.face_up for hand in last.snapshot.hands)
        worker.process.stdin.close()               # the window is gone: the worker ends
        assert worker.process.wait(20) == 0
    finally:
        if worker.process.poll() is None:
            worker.process.kill()
        assert server.stop() == 0
