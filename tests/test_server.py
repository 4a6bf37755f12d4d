"""buraco-server played for real: server processes on 127.0.0.1 (`--port 0`), websocket clients of the
protocol. Whole matches, people with computers, a drop and a rejoin, the turn clock, SIGKILL and restart."""

from __future__ import annotations

import asyncio
import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from buraco_qt import rules as R
from buraco_qt.server.client import Client, ServerProcess, choose

#: Options that make a server play at the speed of its clients (the tests' clients answer at once).
FAST = ("--ai-delay", "0", "--hand-pause", "0", "--rate", "100000", "--burst", "100000", "--status-every", "0",
        "--workers", "1")
NAMES = ("Ana", "Bia", "Caio", "Duda")


def start(tmp_path: Path, *extra: str) -> ServerProcess:
    """A server with its data and its log in `tmp_path`."""
    return ServerProcess("--data", str(tmp_path / "data"), *FAST, *extra, log_path=str(tmp_path / "server.log"))


async def seat_table(url: str, preset: str, players: int = 4, seats: list[str] | None = None, people: int | None = None,
                     **options) -> tuple[list[Client], str]:
    """A table of `preset` created by the first client, joined by the other people, started."""
    seats = ["open"] * (players - 1) if seats is None else seats
    people = seats.count("open") + 1 if people is None else people
    host = await Client(url, NAMES[0]).connect()
    await host.request("create_table", variant=preset, players=players, seats=seats, **options)
    code = (await host.expect("table"))["code"]
    clients = [host]
    for name in NAMES[1:people]:
        client = await Client(url, name).connect()
        await client.request("join", code=code)
        await client.expect("table")
        clients.append(client)
    await host.request("start")
    while any(client.state is None for client in clients):
        await asyncio.sleep(0.01)
    return clients, code


async def play(client: Client, rng: random.Random, stop=lambda snapshot: snapshot["phase"] == "match_over",
               seq: int = -1) -> dict:
    """Play `client`'s seat (the quick player of `choose`) until `stop(snapshot)`; the last state."""
    while True:
        if client.state is not None and client.state["seq"] > seq:
            state = client.state                  # the newest state known (older ones queued are passed)
        else:
            state = await client.state_after(seq, timeout=60)
        seq = state["seq"]
        snapshot = state["snapshot"]
        if stop(snapshot):
            return state
        legal = [move for move in snapshot["legal"] if move != "next"]
        if legal and snapshot["seat_to_move"] == state["seat"]:
            await client.request("act", action=choose(legal, rng))


def errors(clients: list[Client]) -> list[dict]:
    """Every error the clients got."""
    return [frame for client in clients for frame in client.frames if frame["type"] == "error"]


@pytest.fixture
def server(tmp_path):
    process = start(tmp_path)
    yield process
    assert process.stop() == 0


def test_no_qt_anywhere_in_the_server():
    """The server's modules import no Qt, and say no Qt."""
    code = ("import sys, buraco_qt.server.main, buraco_qt.server.client; "
            "print([m for m in sys.modules if m.startswith(('PySide6', 'shiboken'))])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
    folder = Path(__file__).resolve().parents[1] / "buraco_qt" / "server"
    for path in folder.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "PySide6" not in text and "QtCore" not in text, path.name


def test_the_first_line_says_where_it_listens(tmp_path):
    process = start(tmp_path)
    try:
        assert process.url.startswith("ws://127.0.0.1:") and process.url.endswith("/")
        assert int(process.url.rsplit(":", 1)[1].strip("/")) > 0
    finally:
        assert process.stop() == 0
    log = (tmp_path / "server.log").read_text()
    assert "buraco-server on port" in log and "stopping" in log


@pytest.mark.parametrize("preset", list(R.VARIANTS))
def test_a_whole_match_of_four_people(server, preset):
    async def run():
        clients, _code = await seat_table(server.url, preset, target=100)
        rng = random.Random(preset)
        ends = await asyncio.gather(*(play(client, rng) for client in clients))
        assert errors(clients) == []
        totals = {tuple(end["snapshot"]["totals"]) for end in ends}
        assert len(totals) == 1 and max(next(iter(totals))) >= 100
        for end in ends:                        # at the end every hand shows
            assert all(isinstance(hand, list) for hand in end["snapshot"]["hands"])
        for client in clients:
            await client.close()
    asyncio.run(run())


def test_a_cardcol_table_of_thirteen_cards_and_the_sizes_refused(server):
    async def run():
        clients, _code = await seat_table(server.url, "cardcol", players=2, hand_size=13)
        assert [len(h) if isinstance(h, list) else h
                for h in clients[0].state["snapshot"]["hands"]] in ([13, 13], [14, 13])
        refused = await Client(server.url, "Eva").connect()
        for preset, size in (("cardcol", 12), ("brazilian", 13)):
            await refused.request("create_table", variant=preset, players=2, seats=["open"], hand_size=size)
            error = await refused.expect("error")
            assert error["code"] == "bad_message" and "cardcol: 11, 13, 15" in error["message"]
        for client in (*clients, refused):
            await client.close()
    asyncio.run(run())


def test_two_people_and_two_computers(server, tmp_path):
    async def run():
        clients, code = await seat_table(server.url, "open", seats=["ai:easy", "open", "ai:normal"], target=100)
        rng = random.Random(3)
        ends = await asyncio.gather(*(play(client, rng) for client in clients))
        assert [client.table["seat"] for client in clients] == [0, 2]
        assert errors(clients) == []
        moved = [frame for frame in clients[0].frames if frame["type"] == "moved"]
        assert {frame["by"] for frame in moved if frame["seat"] in (1, 3)} == {"computer"}
        assert {frame["by"] for frame in moved if frame["seat"] in (0, 2)} <= {"person", "server"}
        assert ends[0]["snapshot"]["phase"] == "match_over"
        lobby = clients[0].table["lobby"]
        assert [seat["kind"] for seat in lobby["seats"]] == ["person", "ai:easy", "open", "ai:normal"]
    asyncio.run(run())
    log = (tmp_path / "server.log").read_text()
    assert "computer players' process 0 started" in log and "ended" in log


def test_a_drop_mid_turn_then_a_rejoin(tmp_path):
    process = start(tmp_path, "--grace", "0.5")

    async def run():
        clients, code = await seat_table(process.url, "dirty_open")
        rng = random.Random(11)
        # play until seat 1 has drawn and is to meld or discard, then it vanishes
        mid_turn = lambda s: s["phase"] == "play" and s["seat_to_move"] == 1  # noqa: E731
        others = [asyncio.create_task(play(c, rng)) for c in clients if c is not clients[1]]
        await play(clients[1], rng, stop=mid_turn)
        token = clients[1].table["token"]
        held = clients[1].state["snapshot"]["hands"][1]
        clients[1].drop()
        # past the grace time a computer plays that seat: the others see its moves
        seen = len(clients[0].frames)
        for _ in range(300):
            moves = [f for f in clients[0].frames[seen:] if f["type"] == "moved" and f["seat"] == 1]
            if moves:
                break
            await asyncio.sleep(0.1)
        assert moves and moves[0]["by"] == "stand_in"
        back = await Client(process.url, "Bia").connect()
        await back.request("rejoin", code=code, token=token)
        table = await back.expect("table")
        assert table["seat"] == 1 and table["token"] != token
        state = await back.expect("state")
        assert isinstance(state["snapshot"]["hands"][1], list) and state["snapshot"]["hands"][1] != held
        assert all(isinstance(h, int) for i, h in enumerate(state["snapshot"]["hands"]) if i != 1)
        # the spent token is refused (a replay)
        thief = await Client(process.url, "Eve").connect()
        await thief.request("rejoin", code=code, token=token)
        assert (await thief.expect("error"))["code"] == "bad_token"
        # the person plays the seat again: its next move is its own
        await play(back, rng, seq=state["seq"] - 1,
                   stop=lambda s: any(f["type"] == "moved" and f["seat"] == 1 and f["by"] == "person"
                                      for f in back.frames))
        for task in others:
            task.cancel()
    try:
        asyncio.run(run())
    finally:
        assert process.stop() == 0
    log = (tmp_path / "server.log").read_text()
    assert "seat 1 away past the grace time" in log and "rejoined seat 1" in log


def test_the_turn_clock_plays_for_a_silent_seat(server):
    async def run():
        clients, code = await seat_table(server.url, "closed", players=2, turn_seconds=1, target=100)
        host, guest = clients
        rng = random.Random(5)
        state = host.state
        if state is None or state["snapshot"]["seat_to_move"] != 1:
            # seat 0 plays its turn at once; then seat 1 (silent) is on the clock
            await play(host, rng, stop=lambda s: s["seat_to_move"] == 1 and s["phase"] == "draw")
        deadline = host.state["snapshot"]["turn_deadline"]
        assert deadline is not None and 0 < deadline <= 1
        timeout = await guest.expect("timeout", timeout=10)
        assert timeout["seat"] == 1
        moved = await host.expect("moved", timeout=10)
        assert moved["seat"] == 1 and moved["by"] == "clock"
        # the computer ends seat 1's turn (every move of it on the clock); then it is seat 0's turn
        final = await play(host, rng, stop=lambda s: s["seat_to_move"] == 0 and s["phase"] == "draw")
        assert final["snapshot"]["legal"]
        told = next(i for i, f in enumerate(host.frames) if f["type"] == "timeout")
        turn = []
        for frame in host.frames[told:]:
            if frame["type"] == "moved":
                turn.append(frame)
                if "discarded" in frame or frame.get("hand_ended"):
                    break
        assert turn and all(f["seat"] == 1 and f["by"] == "clock" for f in turn)
        for client in clients:
            await client.close()
    asyncio.run(run())


def _kill_and_go_on(tmp_path: Path, preset: str, kills: int) -> list[dict]:
    """A match of four people on a server SIGKILLed `kills` times mid-hand and started again on the same
    data; the clients rejoin with their tokens and play on. What each restart found."""
    process = start(tmp_path)
    runs = []

    async def run():
        nonlocal process
        clients, code = await seat_table(process.url, preset, target=100)
        rng = random.Random(preset)
        for kill in range(kills):
            target = clients[0].state["seq"] + 10 + 10 * kill     # well inside the first hand
                                                                  # (target 100: one hand or two)
            stops = [play(c, rng, stop=lambda s, c=c: c.state["seq"] >= target and s["phase"] in ("draw", "play"),
                          seq=c.state["seq"] - 1) for c in clients]
            await asyncio.gather(*stops)
            before = {c.table["seat"]: c.state for c in clients}
            process.kill()
            process = start(tmp_path)
            back = []
            for client in clients:
                again = await Client(process.url, client.name).connect()
                await again.request("rejoin", code=code, token=client.table["token"])
                await again.expect("table")
                state = await again.expect("state")
                seat = again.table["seat"]
                old = dict(before[seat]["snapshot"], turn_deadline=None)
                assert dict(state["snapshot"], turn_deadline=None) == old
                assert state["seq"] == before[seat]["seq"]
                back.append(again)
            runs.append({"kill": kill + 1, "seq": before[0]["seq"], "hand": before[0]["snapshot"]["hand_number"]})
            for client in clients:
                client.drop()
            clients[:] = back
        ends = await asyncio.gather(*(play(c, rng, seq=c.state["seq"] - 1) for c in clients))
        assert {e["snapshot"]["phase"] for e in ends} == {"match_over"}
        assert errors(clients) == []
    try:
        asyncio.run(run())
    finally:
        assert process.stop() == 0
    assert list((tmp_path / "data").glob("*.table*")) == []          # a finished match is cleared
    return runs


def test_a_server_killed_mid_hand_restores_every_table(tmp_path):
    runs = _kill_and_go_on(tmp_path, "cardcol", kills=2)
    print("kill-and-restart runs:", runs)
    assert len(runs) == 2
    assert "restored" in (tmp_path / "server.log").read_text()


def test_two_tables_restored_after_a_kill(tmp_path):
    process = start(tmp_path)

    async def run():
        nonlocal process
        first, code_1 = await seat_table(process.url, "open", target=100)
        lobby_host = await Client(process.url, "Eva").connect()
        await lobby_host.request("create_table", variant="burraco", players=2, seats=["open"])
        lobby = await lobby_host.expect("table")
        process.kill()
        process = start(tmp_path)
        again = await Client(process.url, "Eva").connect()
        await again.request("rejoin", code=lobby["code"], token=lobby["token"])
        table = await again.expect("table")
        assert table["lobby"]["started"] is False and table["lobby"]["variant"] == "burraco"
        guest = await Client(process.url, "Gil").connect()
        await guest.request("join", code=lobby["code"])
        assert (await guest.expect("table"))["seat"] == 1
        ana = await Client(process.url, "Ana").connect()
        await ana.request("rejoin", code=code_1, token=first[0].table["token"])
        assert (await ana.expect("state"))["snapshot"]["variant"] == "open"
    try:
        asyncio.run(run())
    finally:
        assert process.stop() == 0
    files = sorted(path.name.split(".")[0] for path in (tmp_path / "data").glob("*.table"))
    assert len(files) == 2
    record = json.loads(next((tmp_path / "data").glob("*.table")).read_text())
    assert all(seat["token"] is None or len(seat["token"]) == 64 for seat in record["seats"])   # digests only


def test_the_host_makes_an_open_seat_a_computer_and_back(server):
    """`set_seat`: the host's answer is the lobby, the others are sent it; a person's seat, a guest asking, a
    kind that is none and a started table are refused."""
    async def set_seat(client: Client, **fields) -> int:        # ("kind" is `request`'s own argument)
        request_id = next(client._ids)
        await client.send_raw(json.dumps({"type": "set_seat", "id": request_id, **fields}))
        return request_id

    async def run():
        host = await Client(server.url, NAMES[0]).connect()
        await host.request("create_table", variant="open", players=4, seats=["open", "open", "open"])
        code = (await host.expect("table"))["code"]
        guest = await Client(server.url, NAMES[1]).connect()
        await guest.request("join", code=code, seat=2)
        await guest.expect("table")
        joined = await host.expect("lobby")
        assert joined["seats"][2] == {"seat": 2, "name": NAMES[1], "kind": "person", "connected": True,
                                      "computer_plays": False}
        asked = await set_seat(host, seat=1, kind="ai:hard")
        answer = await host.expect("lobby")
        assert answer["id"] == asked and answer["seats"][1]["kind"] == "ai:hard"
        told = await guest.expect("lobby")
        assert [seat["kind"] for seat in told["seats"]] == ["person", "ai:hard", "person", "open"]
        await set_seat(host, seat=1, kind="open")
        assert (await host.expect("lobby"))["seats"][1]["kind"] == "open"
        for who, fields, code_wanted in ((host, {"seat": 2, "kind": "ai:easy"}, "seat_taken"),
                                         (host, {"seat": 0, "kind": "open"}, "seat_taken"),
                                         (guest, {"seat": 3, "kind": "ai:easy"}, "not_host"),
                                         (host, {"seat": 3, "kind": "ai:genius"}, "bad_message"),
                                         (host, {"seat": 9, "kind": "open"}, "bad_message")):
            await set_seat(who, **fields)
            assert (await who.expect("error"))["code"] == code_wanted, fields
        await set_seat(host, seat=3, kind="ai:easy")
        await host.expect("lobby")
        await host.request("start")
        state = await host.expect("state")
        assert state["seat"] == 0
        await set_seat(host, seat=1, kind="ai:easy")
        assert (await host.expect("error"))["code"] == "started"
        lobby = await guest.expect("lobby")
        while not lobby["started"]:
            lobby = await guest.expect("lobby")
        assert [seat["kind"] for seat in lobby["seats"]] == ["person", "ai:normal", "person", "ai:easy"]
        for client in (host, guest):
            await client.close()
    asyncio.run(run())
