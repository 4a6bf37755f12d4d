"""No frame the server sends to a seat holds another seat's hidden cards, the stock's or the reserves'.

Every frame of whole matches of every preset (four people, then two) is recorded at each client. For
a frame to seat s after change n, every card named anywhere in it (any string, any field) must be
accounted for by what s may see at n: the public table as another seat was shown it (discard pile,
melds, closed canastas; every hand once the hand is over) at n or just before it (the cards a seat
took from the pile were seen by everybody), and s's own hand; and the cards another seat took with the
discard pile and still holds (`known`), each of which s was told that seat took this hand. That own hand is itself
checked against the others: its size is the count they are shown, and all the seats' own hands with
the public table fit in the deck. Other hands, the stock and the reserves must be counts.
"""

from __future__ import annotations

import asyncio
import random
from collections import Counter

import pytest
from test_server import play, seat_table, start

from buraco_qt import rules as R

OVER = ("hand_over", "match_over")


def card_words(value, choices: bool = False) -> Counter:
    """Every card named in `value` (each word of each string that reads as a card): the fields of an
    object are told apart (a card may be named in two of them, its count is the largest), the items of
    a list are added up, but the moves of `legal` are alternatives (counted as the largest too)."""
    if isinstance(value, dict):
        found: Counter = Counter()
        for key, item in value.items():
            found |= card_words(item, key == "legal")
        return found
    if isinstance(value, list):
        found = Counter()
        for item in value:
            if choices:
                found |= card_words(item)
            else:
                found += card_words(item)
        return found
    found = Counter()
    if isinstance(value, str):
        for word in value.split():
            try:
                found[str(R.Card.parse(word))] += 1
            except (ValueError, R.RulesError):
                pass
    return found


def public_cards(snapshot: dict) -> Counter:
    """What every seat sees: the discard pile, the melds, the closed canastas (every hand once a hand is over)."""
    cards = Counter(snapshot["discard"])
    for team in (*snapshot["melds"], *snapshot["closed"]):
        for meld in team:
            cards.update(meld)
    if snapshot["phase"] in OVER:
        for hand in snapshot["hands"]:
            cards.update(hand)
    return cards


def check_frames(frames_by_seat: dict[int, list[dict]], players: int, variant: R.Variant) -> int:
    """Check every frame; how many were checked."""
    deck = Counter(str(card) for card in R.build_deck(variant.decks, variant.jokers_per_deck))
    states = {seat: {f["seq"]: f for f in frames if f["type"] == "state"} for seat, frames in frames_by_seat.items()}
    checked = 0
    for seat, frames in frames_by_seat.items():
        taken: dict[int, Counter] = {other: Counter() for other in range(players)}   # seen taken this hand
        for frame in frames:
            checked += 1
            if frame["type"] == "moved":
                if frame.get("dealt"):
                    taken = {other: Counter() for other in range(players)}
                taken[frame["seat"]].update(frame.get("taken", ()))
            if frame["type"] not in ("state", "moved"):
                assert card_words(frame) == Counter(), frame          # lobby, table, errors: no card at all
                continue
            seq = frame["seq"]
            own_state = states[seat][seq]["snapshot"]
            witness = states[(seat + 1) % players][seq]["snapshot"]     # another seat's view of the same moment
            own = Counter(own_state["hands"][seat])
            # the own hand is one the others see the size of; all own hands and the table fit in the deck
            seen = witness["hands"][seat]
            assert len(own_state["hands"][seat]) == (seen if isinstance(seen, int) else len(seen))
            allowed = public_cards(witness) + own
            if seq - 1 in states[(seat + 1) % players]:     # cards taken from the pile were seen by all
                allowed |= public_cards(states[(seat + 1) % players][seq - 1]["snapshot"]) + own
            if frame["type"] == "state" and "known" in frame["snapshot"]:
                # another seat's cards taken with the pile: each one this seat was told it took
                others_known = Counter()
                for other, known in enumerate(frame["snapshot"]["known"]):
                    assert not (Counter(known) - (own if other == seat else taken[other])), (seat, seq, other, known)
                    if other != seat:
                        others_known.update(known)
                allowed |= others_known + own
            named = card_words(frame)
            assert not (named - allowed), (seat, seq, frame["type"], named - allowed)
            snapshot = frame["snapshot"] if frame["type"] == "state" else None
            if snapshot is not None:
                assert isinstance(snapshot["stock"], int)
                assert all(r is None or isinstance(r, int) for r in snapshot["reserves"])
                if snapshot["phase"] not in OVER:
                    assert all(isinstance(h, int) for i, h in enumerate(snapshot["hands"]) if i != seat)
                    assert snapshot["legal"] == [] or snapshot["seat_to_move"] == seat
            elif "drawn" in frame:
                assert frame["seat"] == seat                              # a drawn card is named to its drawer only
        for seq, state in states[seat].items():                          # the seats' hands together fit the deck
            together = public_cards(state["snapshot"])
            for other in range(players):
                if state["snapshot"]["phase"] not in OVER and seq in states[other]:
                    together.update(states[other][seq]["snapshot"]["hands"][other])
            assert not (together - deck), (seq, together - deck)
    return checked


@pytest.mark.parametrize("players", [4, 2])
def test_no_frame_holds_another_seats_hidden_cards(tmp_path, players, capsys):
    process = start(tmp_path)
    counts = {"frames": 0, "matches": 0, "presets": 0, "cards named": 0}

    async def run():
        for preset, variant in R.VARIANTS.items():
            clients, _code = await seat_table(process.url, preset, players=players, target=100)
            rng = random.Random(preset + str(players))
            await asyncio.gather(*(play(client, rng) for client in clients))
            await asyncio.sleep(0.05)
            frames = {client.table["seat"]: client.frames for client in clients}
            counts["frames"] += check_frames(frames, players, variant)
            counts["cards named"] += sum(sum(card_words(f).values()) for fs in frames.values() for f in fs)
            counts["matches"] += 1
            counts["presets"] += 1
            for client in clients:
                await client.close()
    try:
        asyncio.run(run())
    finally:
        assert process.stop() == 0
    with capsys.disabled():
        print(f"\nno-leak, {players} players: {counts}")
    assert counts["matches"] == len(R.VARIANTS)


def test_the_check_finds_a_leak():
    """A frame that named a card of another hand is caught (the check is not blind)."""
    base = {"variant": "open", "players": 2, "phase": "play", "seat_to_move": 0, "discard": ["5H"],
            "melds": [[], []], "closed": [[], []], "stock": 10, "reserves": [11, 11], "legal": []}
    seat_0 = {"type": "state", "seq": 1, "seat": 0, "snapshot": dict(base, hands=[["7C", "8C"], 2])}
    seat_1 = {"type": "state", "seq": 1, "seat": 1, "snapshot": dict(base, hands=[2, ["9D", "KS"]])}
    variant = R.VARIANTS["open"]
    assert check_frames({0: [seat_0], 1: [seat_1]}, 2, variant) == 2
    leaking = dict(seat_0, snapshot=dict(seat_0["snapshot"], hint="KS"))
    with pytest.raises(AssertionError):
        check_frames({0: [leaking], 1: [seat_1]}, 2, variant)
    moved = {"type": "moved", "seq": 1, "seat": 1, "action": "draw", "drawn": ["KS"]}
    with pytest.raises(AssertionError):
        check_frames({0: [seat_0, moved], 1: [seat_1]}, 2, variant)
    # another seat's `known` cards pass only when this seat was told that seat took them
    forged = dict(seat_0, snapshot=dict(seat_0["snapshot"], known=[[], ["KS"]]))
    with pytest.raises(AssertionError):
        check_frames({0: [forged], 1: [seat_1]}, 2, variant)
    before = dict(base, discard=["KS"])
    took = {"type": "moved", "seq": 1, "seat": 1, "action": "take", "taken": ["KS"]}
    frames = {0: [dict(seat_0, seq=0, snapshot=dict(before, hands=[["7C", "8C"], 1])), took,
                  dict(forged, snapshot=dict(forged["snapshot"], discard=[]))],
              1: [dict(seat_1, seq=0, snapshot=dict(before, hands=[2, ["9D"]])), took,
                  dict(seat_1, snapshot=dict(seat_1["snapshot"], discard=[]))]}
    assert check_frames(frames, 2, variant) == 6
