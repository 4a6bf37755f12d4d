"""Saved matches: the round trip of every preset, damaged and hostile files, the files set aside."""

from __future__ import annotations

import json
import random
import sys
from datetime import UTC, datetime

import pytest
from rules_helpers import played_until as _played

from buraco_qt import rules as R
from buraco_qt.storage import persistence as P


def _table(players: int) -> P.Table:
    seats = ["human"] + ["ai:normal"] * (players - 1)
    return P.Table(seats, ["Ana"] + [""] * (players - 1), [""] + ["normal"] * (players - 1),
                   {"hand_size": 11, "brazilian_pickup": "free"})




@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("variant", sorted(R.VARIANTS))
def test_save_then_load_gives_back_the_same_match(tmp_path, variant, players):
    for until in ("mid", "between"):
        game = _played(variant, players, seed=players * 7, until=until)
        path = tmp_path / f"{variant}-{until}.buraco"
        P.save(path, game, _table(players))
        loaded = P.load(path)
        assert loaded.game.to_json() == game.to_json()
        assert loaded.table == _table(players)
        assert loaded.game.legal_actions() == game.legal_actions()
        data = json.loads(path.read_text(encoding="utf-8"))
        assert data["format"] == "buraco-qt" and data["version"] == 1
        assert R.Game.from_json(data["game"]).to_json() == game.to_json()
        # the seed and the move list carried in the file replay the match exactly
        replayed = R.Game.replay(game.variant, players, data_seed(data), loaded.game.log,
                                 totals=loaded.game.start_totals)
        assert replayed.to_json() == game.to_json()
        assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


def data_seed(data: dict) -> int:
    return json.loads(data["game"])["seed"]


def _drop_a_joker(game_data: dict) -> None:
    """Take one joker out of wherever one lies: a hand, a reserve, the stock or the discard pile."""
    places = [(game_data["hands"], seat) for seat in range(len(game_data["hands"]))]
    places += [(game_data["reserves"], team) for team in (0, 1) if game_data["reserves"][team]]
    places += [(game_data, "stock"), (game_data, "discard")]
    for holder, key in places:
        cards = holder[key].split()
        if "JK" in cards:
            cards.remove("JK")
            holder[key] = " ".join(cards)
            return
    raise AssertionError("no joker found outside the table")


def _saved(tmp_path, game: R.Game | None = None, **changes) -> tuple:
    game = game or _played("brazilian", 4, seed=3, until="mid")
    data = P.to_data(game, _table(game.players), saved=datetime(2026, 5, 1, tzinfo=UTC))
    return tmp_path / "match.buraco", data, json.loads(data["game"])


def _write(path, data: dict, game_data: dict | None = None) -> None:
    if game_data is not None and isinstance(data.get("game"), str):
        data = dict(data, game=json.dumps(game_data))
    path.write_text(json.dumps(data), encoding="utf-8")


def _reason(path) -> str:
    with pytest.raises(P.SaveError) as caught:
        P.load(path)
    return caught.value.reason


def test_a_truncated_file_or_random_bytes_are_refused_and_set_aside(tmp_path):
    path, data, _ = _saved(tmp_path)
    text = json.dumps(data)
    path.write_text(text[: len(text) // 2], encoding="utf-8")
    assert "not a saved match in JSON form" in _reason(path)
    path.write_bytes(random.Random(1).randbytes(3000))
    assert "not a buraco-qt saved match" in _reason(path)           # no save at all: not a damaged one
    aside = P.set_aside(path)
    assert aside.name == "match.buraco.damaged" and not path.exists()
    assert aside.read_bytes() == random.Random(1).randbytes(3000)
    path.write_text("{}", encoding="utf-8")
    assert "not a buraco-qt saved match" in _reason(path)
    second = P.set_aside(path)
    assert second.name == "match.buraco.2.damaged" and aside.exists() and second.read_text() == "{}"


@pytest.mark.parametrize("change, expected", [
    (lambda d, g: d.update(version=2), "newer buraco-qt (file version 2)"),
    (lambda d, g: d.update(version="1"), "its version has a wrong value"),
    (lambda d, g: d.update(game=5), "its game has a wrong value"),
    (lambda d, g: d.pop("table"), "its table has a wrong value"),
    (lambda d, g: d.update(table={"seats": 5}), "table.seats"),
    (lambda d, g: d["table"].update(seats=["human", "robot", "ai:easy", "ai:hard"]), "table.seats"),
    (lambda d, g: d["table"].update(options={"ai_seed": "lucky"}), "table.options"),
    (lambda d, g: d["table"].update(options={"ai_seed": 1, "hints_0": -1}), "table.options"),
    (lambda d, g: d["table"].update(options={"ai_seed": 1, "hints_1": 2.5}), "table.options"),
    (lambda d, g: d.update(saved="yesterday"), "its saved has a wrong value"),
    (lambda d, g: g.pop("hands"), "lacks its hands"),
    (lambda d, g: g.update(players=3), "players has a value of the wrong kind"),
    (lambda d, g: g.update(seat_to_move=7), "seat_to_move is out of range: 7"),
    (lambda d, g: g.update(phase="dance"), "phase has a value of the wrong kind"),
    (lambda d, g: g.update(hand_number=10 ** 30), "hand_number is out of range"),
    (lambda d, g: g.update(totals=[10 ** 40, 0]), "totals is out of range"),
    (lambda d, g: g.update(seed=2 ** 80), "seed is out of range"),
    (lambda d, g: g.update(totals=[50, 0]), "totals does not agree"),
    (lambda d, g: g.update(stock=g["stock"] + " AS"), "cards that the deck does not have: AS"),
    (lambda d, g: _drop_a_joker(g), "lacks cards of the deck: JK"),
    (lambda d, g: g.update(stock="ZZ " + g["stock"]), "stock holds something that is not a card"),
    (lambda d, g: g.update(log=["draw", "fly away"]), "'fly away', which is not a move"),
    (lambda d, g: g["variant"].update(decks="two"), "variant.decks has a value of the wrong kind"),
    (lambda d, g: g["rng"].__setitem__(0, 9), "rng has a value of the wrong kind"),
    (lambda d, g: g["variant"].update(pickup="steal"), "variant.pickup has a value of the wrong kind"),
    (lambda d, g: g["variant"].update(canasta_bonus=[["golden", 5]]), "variant.canasta_bonus has a value"),
    (lambda d, g: g["turn_state"].update(forbidden_discard=""), "forbidden_discard has a value"),
    (lambda d, g: g["turn_state"].update(laid_points=-5), "laid_points is out of range"),
])
def test_a_damaged_field_is_refused_with_its_reason(tmp_path, change, expected):
    path, data, game_data = _saved(tmp_path)
    change(data, game_data)
    _write(path, data, game_data)
    before = path.read_bytes()
    assert expected in _reason(path)
    assert path.read_bytes() == before   # load never changes the file


def test_an_illegal_meld_on_the_table_is_refused(tmp_path):
    path, data, game_data = _saved(tmp_path)
    # move three cards of a hand to the table as a "run" that is none: every card still accounted for
    hand = game_data["hands"][0].split()
    odd = [card for card in hand if not card.startswith(("2", "JK"))]
    ranks = {card[:-1] for card in odd}
    chosen = next([a, b, c] for a in odd for b in odd for c in odd
                  if len({a[:-1], b[:-1], c[:-1]}) == 3 and len({a[-1], b[-1], c[-1]}) == 3)
    assert ranks
    for card in chosen:
        hand.remove(card)
    game_data["hands"][0] = " ".join(hand)
    game_data["melds"][0].append({"kind": "run", "cards": " ".join(chosen)})
    _write(path, data, game_data)
    assert "a meld that is not legal in this variant" in _reason(path)


def test_a_joker_in_a_meld_of_a_variant_without_jokers_is_refused(tmp_path):
    game = _played("open", 2, seed=1, until="mid")
    path, data, game_data = _saved(tmp_path, game)
    game_data["melds"][0].append({"kind": "run", "cards": "5H 6H JK"})
    _write(path, data, game_data)
    assert "a meld that is not legal" in _reason(path)


def test_a_file_too_large_is_refused_without_reading_it(tmp_path, monkeypatch):
    path = tmp_path / "huge.buraco"
    with open(path, "wb") as file:           # sparse: 100 MB on paper, nothing on disk
        file.truncate(100 * 1024 * 1024)
    reads = []
    real_open = open

    class Spy:
        def __init__(self, handle):
            self.handle = handle

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.handle.close()

        def fileno(self):
            return self.handle.fileno()

        def read(self, size=-1):
            reads.append(size)
            return self.handle.read(size)

    monkeypatch.setattr("builtins.open", lambda *a, **k: Spy(real_open(*a, **k)))
    assert "too large to be a saved match (104857600 bytes)" in _reason(path)
    assert reads == []


def test_an_older_version_opens(tmp_path, monkeypatch):
    path, data, _ = _saved(tmp_path)
    monkeypatch.setattr(P, "VERSION", 2)     # a later buraco-qt reads what this one wrote
    _write(path, data)
    assert P.load(path).version == 1


def test_saving_replaces_the_file_whole(tmp_path):
    game = _played("cardcol", 4, seed=2, until="mid")
    path = tmp_path / "auto" / "autosave.buraco"
    P.save(path, game, _table(4))
    first = path.read_text(encoding="utf-8")
    game.apply(game.legal_actions()[-1])
    P.save(path, game, _table(4))
    assert path.read_text(encoding="utf-8") != first
    assert sorted(p.name for p in path.parent.iterdir()) == ["autosave.buraco"]
    assert P.load(path).game.to_json() == game.to_json()


def test_persistence_imports_no_qt():
    code = "import sys, buraco_qt.storage.persistence; print('PySide6' in sys.modules)"
    import pathlib
    import subprocess
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=pathlib.Path(__file__).resolve().parents[1], timeout=60)
    assert run.stdout.strip() == "False", run.stderr
