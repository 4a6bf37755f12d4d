"""Hostile clients get nothing: each case gets its documented error (or its connection closed) and
changes nothing at the table."""

from __future__ import annotations

import asyncio
import json
import socket
import subprocess
import time

import pytest
from test_server import FAST, seat_table, start

from buraco_qt.server.client import Client, ServerProcess


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    folder = tmp_path_factory.mktemp("hostile")
    process = ServerProcess("--data", str(folder / "data"), *FAST, log_path=str(folder / "server.log"))
    yield process
    assert process.stop() == 0


def run(coroutine):
    return asyncio.run(coroutine)


async def hello(url: str, name: str = "Ana") -> Client:
    return await Client(url, name).connect()


async def error_of(client: Client, kind: str | None = None, **fields) -> dict:
    """Send a request (or a raw frame when `kind` is None) and return the error it got."""
    if kind is None:
        await client.send_raw(fields["raw"])
    else:
        await client.request(kind, **fields)
    return await client.expect("error", timeout=10)


async def still_open(client: Client) -> None:
    """The connection answers a request after the refusal."""
    await client.request("join", code="NOPE")
    assert (await client.expect("error"))["code"] == "no_table"


def test_a_frame_over_64_kib_closes_the_connection(server):
    async def case():
        client = await hello(server.url)
        await client.send_raw(json.dumps({"type": "act", "action": "x" * 70_000}))
        code, _reason = await asyncio.wait_for(client.closed, 10)
        assert code == 1009
    run(case())


def test_invalid_json_is_a_bad_message(server):
    async def case():
        client = await hello(server.url)
        error = await error_of(client, raw="{not json")
        assert error["code"] == "bad_message" and error["message"] == "not JSON"
        await still_open(client)
    run(case())


def test_a_binary_frame_is_a_bad_message(server):
    async def case():
        client = await hello(server.url)
        assert (await error_of(client, raw=b"\x00\x01"))["code"] == "bad_message"
        await still_open(client)
    run(case())


@pytest.mark.parametrize("frame", ['[1, 2]', '"hello"', '{"type": 5}', '{"id": {"a": 1}, "type": "join"}',
                                   '{"type": "join", "code": 12}',
                                   '{"type": "create_table", "variant": "open", "players": "4"}',
                                   '{"type": "create_table", "variant": "open", "players": 3}',
                                   '{"type": "create_table", "variant": "poker", "players": 4}',
                                   '{"type": "create_table", "variant": "open", "players": 4, '
                                   '"seats": ["ai:genius", "open", "open"]}',
                                   '{"type": "create_table", "variant": "open", "players": 4, "turn_seconds": true}',
                                   '{"type": "act", "action": ["draw"]}'])
def test_wrong_types_are_bad_messages(server, frame):
    async def case():
        client = await hello(server.url)
        error = await error_of(client, raw=frame)
        assert (error["code"] in ("bad_message",) if "act" not in frame
                else error["code"] in ("bad_message", "not_seated"))
        await still_open(client)
    run(case())


def test_an_unknown_type_is_refused(server):
    async def case():
        client = await hello(server.url)
        error = await error_of(client, "teleport", id=7)
        assert error["code"] == "unknown_type" and error["id"] == 7 and "teleport" in error["message"]
        await still_open(client)
    run(case())


def test_hello_comes_first_and_names_are_checked(server):
    async def case():
        client = await Client(server.url, "Ana").connect(hello=False)
        assert (await error_of(client, "join", code="X"))["code"] == "hello_first"
        assert (await error_of(client, "hello", protocol=1, name="x" * 25))["code"] == "bad_message"
        assert (await error_of(client, "hello", protocol=1, name="   "))["code"] == "bad_message"
        assert (await error_of(client, "hello", protocol=1, name="a\u0007b"))["code"] == "bad_message"
        assert (await error_of(client, "hello", protocol=1, name=42))["code"] == "bad_message"
        await client.request("hello", protocol=1, name=" <b>Zé</b> " + "x" * 13)
        assert (await client.expect("welcome"))["protocol"] == 1
        await client.request("create_table", variant="open", players=2, seats=["open"])
        table = await client.expect("table")
        assert table["lobby"]["seats"][0]["name"] == "<b>Zé</b> " + "x" * 13      # kept as text, 24 characters
    run(case())


def test_another_protocol_version_is_refused_and_closed(server):
    async def case():
        client = await Client(server.url, "Ana").connect(hello=False)
        error = await error_of(client, "hello", protocol=2, name="Ana")
        assert error["code"] == "version"
        code, _reason = await asyncio.wait_for(client.closed, 10)
        assert code == 1008
    run(case())


def test_out_of_turn_and_for_another_seat_change_nothing(server):
    async def case():
        clients, _code = await seat_table(server.url, "open")
        mover = clients[0].state["snapshot"]["seat_to_move"]
        other = clients[(mover + 1) % 4]
        seq = other.state["seq"]
        # the mover's own legal move, sent by another seat (an act names no seat: it is the sender's)
        error = await error_of(other, "act", action="draw")
        assert error["code"] == "not_your_turn"
        error = await error_of(other, "act", action="draw", seat=mover)
        assert error["code"] == "not_your_turn"
        await asyncio.sleep(0.2)
        assert all(client.state["seq"] == seq for client in clients)       # nothing was sent: nothing changed
    run(case())


def test_an_illegal_action_gets_the_engines_reason(server):
    async def case():
        clients, _code = await seat_table(server.url, "open")
        mover = clients[clients[0].state["snapshot"]["seat_to_move"]]
        seq = mover.state["seq"]
        error = await error_of(mover, "act",
                               action="discard " + mover.state["snapshot"]["hands"][mover.table["seat"]][0])
        assert error["code"] == "illegal" and error["message"] and error["params"]["template"]
        error = await error_of(mover, "act", action="fly to the moon")
        assert error["code"] == "illegal"
        error = await error_of(mover, "act", action="next")
        assert error["code"] == "illegal"
        await asyncio.sleep(0.2)
        assert mover.state["seq"] == seq
    run(case())


def test_forged_and_replayed_tokens_are_refused(server):
    async def case():
        clients, code = await seat_table(server.url, "open", players=2)
        thief = await hello(server.url, "Eve")
        assert (await error_of(thief, "rejoin", code=code, token="A" * 32))["code"] == "bad_token"
        assert (await error_of(thief, "rejoin", code=code, token=""))["code"] == "bad_token"
        assert (await error_of(thief, "rejoin", code="ZZZZ", token=clients[0].table["token"]))["code"] == "no_table"
        # a token is spent by its rejoin: the old one replayed is refused
        token = clients[1].table["token"]
        again = await hello(server.url, "Bia")
        await again.request("rejoin", code=code, token=token)
        assert (await again.expect("table"))["seat"] == 1
        assert (await error_of(thief, "rejoin", code=code, token=token))["code"] == "bad_token"
    run(case())


def test_only_the_host_starts(server):
    async def case():
        host = await hello(server.url)
        await host.request("create_table", variant="burraco", players=4, seats=["open", "ai:easy", "open"])
        table = await host.expect("table")
        guest = await hello(server.url, "Bia")
        await guest.request("join", code=table["code"].lower())              # a code as typed
        assert (await guest.expect("table"))["seat"] == 1
        assert (await error_of(guest, "start"))["code"] == "not_host"
        late = await hello(server.url, "Caio")
        assert (await error_of(late, "join", code=table["code"], seat=1))["code"] == "seat_taken"
        assert (await error_of(late, "start"))["code"] == "not_seated"
        await host.request("start")
        state = await guest.expect("state")
        assert state["snapshot"]["phase"] == "draw"
        assert (await error_of(host, "start"))["code"] == "started"
        assert (await error_of(late, "join", code=table["code"]))["code"] == "seat_taken"
    run(case())


def test_a_flood_is_refused_then_closed(tmp_path):
    process = ServerProcess("--no-data", "--rate", "5", "--burst", "5", "--status-every", "0")
    try:
        async def case():
            client = await hello(process.url)
            for _ in range(60):
                await client.send_raw('{"type": "join", "code": "X"}')
            codes = []
            try:
                while True:
                    codes.append((await client.expect("error", timeout=10))["code"])
            except ConnectionError:
                pass
            assert "too_fast" in codes and codes.count("no_table") <= 6
            code, _reason = await asyncio.wait_for(client.closed, 10)
            assert code == 1008
        run(case())
    finally:
        process.stop()


def test_repeated_bad_messages_close_the_connection(server):
    async def case():
        client = await hello(server.url)
        for _ in range(12):
            await client.send_raw("nope")
        code, _reason = await asyncio.wait_for(client.closed, 10)
        assert code == 1008
    run(case())


def test_idle_handshakes_time_out():
    process = ServerProcess("--no-data", "--handshake-timeout", "1", "--status-every", "0")
    try:
        host, port = process.url.removeprefix("ws://").strip("/").rsplit(":", 1)
        with socket.create_connection((host, int(port)), timeout=10) as raw:     # TCP, and never a word
            started = time.monotonic()
            assert raw.recv(100) == b""                                         # closed by the server
            assert time.monotonic() - started < 9

        async def silent():
            client = await Client(process.url, "Ana").connect(hello=False)      # a websocket, and no hello
            code, _reason = await asyncio.wait_for(client.closed, 10)
            assert code == 1008
        run(silent())
    finally:
        process.stop()


def test_limits_per_address():
    process = ServerProcess("--no-data", "--max-connections-per-address", "3", "--max-tables-per-address", "1",
                            "--status-every", "0")
    try:
        async def case():
            clients = [await hello(process.url, f"P{i}") for i in range(3)]
            with pytest.raises(Exception) as refused:
                await hello(process.url, "P4")
            assert "429" in str(refused.value)
            await clients[0].request("create_table", variant="open", players=2, seats=["open"])
            await clients[0].expect("table")
            error = await error_of(clients[1], "create_table", variant="open", players=2, seats=["open"])
            assert error["code"] == "limit"
            await clients[2].close()
            await asyncio.sleep(0.2)
            await hello(process.url, "P5")                                        # a place is free again
        run(case())
    finally:
        process.stop()


def test_tls_with_a_certificate(tmp_path):
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    made = subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", str(key),
                           "-out", str(cert), "-days", "1", "-subj", "/CN=localhost"], capture_output=True)
    if made.returncode != 0:
        pytest.skip("openssl cannot make a certificate here")
    process = start(tmp_path, "--certfile", str(cert), "--keyfile", str(key))
    try:
        assert process.url.startswith("wss://127.0.0.1:")
        import ssl
        context = ssl.create_default_context(cafile=str(cert))
        context.check_hostname = False

        async def case():
            client = await Client(process.url, "Ana", ssl=context).connect()
            await client.request("create_table", variant="open", players=2, seats=["ai:easy"])
            assert (await client.expect("table"))["code"]
        run(case())
    finally:
        assert process.stop() == 0


def test_behind_a_proxy_the_forwarded_address_counts():
    process = ServerProcess("--no-data", "--behind-proxy", "--max-connections-per-address", "1", "--status-every", "0")
    try:
        async def case():
            first = await Client(process.url, "Ana", additional_headers={"X-Forwarded-For": "203.0.113.7"}).connect()
            await Client(process.url, "Bia", additional_headers={"X-Forwarded-For": "198.51.100.2"}).connect()
            with pytest.raises(Exception) as refused:
                await Client(process.url, "Eve",
                             additional_headers={"X-Forwarded-For": "10.0.0.1, 203.0.113.7"}).connect()
            assert "429" in str(refused.value)
            await first.close()
        run(case())
    finally:
        process.stop()
