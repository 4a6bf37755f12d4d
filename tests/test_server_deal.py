"""A deal number online: a host sets the first hand's deal, so that two tables play the same cards (a real
server; each seat's own hand as its client reads it)."""

from __future__ import annotations

import asyncio
import random

from test_server import errors, play, seat_table, start  # noqa: F401  (the server fixture's helpers)

from buraco_qt import rules as R
from buraco_qt.server.client import Client

DEAL = 482_913_077


def test_two_tables_with_the_same_deal_deal_the_same_first_hands(tmp_path):
    server = start(tmp_path)
    try:
        async def run() -> list[list[list[str]]]:
            hands = []
            for deal in (DEAL, DEAL, DEAL + 1):
                clients, _code = await seat_table(server.url, "closed", 4, deal=deal)
                hands.append([client.state["snapshot"]["hands"][client.state["seat"]] for client in clients])
                starters = {client.state["snapshot"]["seat_to_move"] for client in clients}
                assert starters == {0}                 # a deal without a starter: the first seat starts
                assert errors(clients) == []
                for client in clients:
                    await client.close()
            return hands

        first, again, other = asyncio.run(run())
    finally:
        assert server.stop() == 0
    dealt = R.deal_cards(R.VARIANTS["closed"], 4, DEAL)
    assert first == again == [[str(card) for card in hand] for hand in dealt.hands]
    assert other != first


def test_a_deal_is_checked_and_told_once_its_hand_is_over(tmp_path):
    server = start(tmp_path)
    try:
        async def run() -> tuple[list[dict], dict, dict]:
            host = await Client(server.url, "Ana").connect()
            refused = []
            for fields in ({"deal": 0}, {"deal": R.MAX_DEAL + 1}, {"deal": "42"}, {"deal": True},
                           {"deal": 42, "starter": 2}):
                await host.request("create_table", variant="open", players=2, seats=["ai:easy"], **fields)
                refused.append(await host.expect("error", "table"))
            await host.close()
            clients, _code = await seat_table(server.url, "open", 2, seats=["ai:easy"], deal=DEAL, starter=1)
            (client,) = clients
            dealt = client.state["snapshot"]
            over = await play(client, random.Random(5), stop=lambda snapshot: snapshot["phase"] != "draw"
                              and snapshot["phase"] != "play")
            await client.close()
            return refused, dealt, over["snapshot"]

        refused, dealt, over = asyncio.run(run())
    finally:
        assert server.stop() == 0
    assert [frame["code"] for frame in refused] == ["bad_message"] * 5
    assert "deal" in refused[0]["message"] and "starter" in refused[-1]["message"]
    assert dealt["seat_to_move"] == 1 and dealt["deals"] == []       # the hand in play's deal is not told
    assert over["deals"][0] == DEAL
