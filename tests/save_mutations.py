"""Saved matches mutated field by field, and what the game must do with each: refuse it with a
reason, or play it on (a whole hand with computer players) without an exception, saving and opening
it again after every move. Used by tests/test_save_fuzz.py; ``python -m tests.save_mutations N``
runs N mutants per base save and prints what it found."""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Iterator
from typing import Any

from buraco_qt import ai
from buraco_qt import rules as R
from buraco_qt.session.snapshot import take_snapshot
from buraco_qt.session.turn_guard import TurnGuard
from buraco_qt.storage import persistence

#: Values put in place of a field's own.
ODD_VALUES: list[Any] = [
    None, True, False, 0, 1, -1, 2, 3, 7, 11, 13, 50, 100, -100, 10 ** 6, -(10 ** 6), 10 ** 20, 2.5, "", "x",
    "Cardcol", "1000", "AS", "JK", "any", "free", "none", "clean", [], [0], [1, 2], [[1000, "75"]], [["1000", 75]],
    [["clean", -5]], [["clean", 200], ["clean", 300]], [[2000, 90], [1000, 75]], [["x", 1]], {}, {"a": 1},
    [None, None], ["AS", "KS"], "x" * 300, [[["clean"], 200]], [[[1000], 75]], [{"a": 1}], [[1, 2, 3]],
]


def base_games(seed: int = 0) -> list[R.Game]:
    """Saves to mutate: each preset at its deal and in the middle of a hand played by computers."""
    games = []
    for index, name in enumerate(sorted(R.VARIANTS)):
        players = 2 if index % 3 == 0 else 4
        games.append(R.new_game(name, players, seed=seed + index))
        game = R.new_game(name, players, seed=seed + index + 100)
        play(game, moves=25 + index * 3, seed=seed)
        if game.phase in ("draw", "play"):
            games.append(game)
    return games


def mutants(game: R.Game, rng: random.Random, count: int) -> Iterator[tuple[str, str]]:
    """`count` saves of `game` each with one field changed: (what was changed, the file's text)."""
    data = json.loads(game.to_json())
    table = persistence.Table.for_match(["human"] + ["ai:normal"] * (game.players - 1), [""] * game.players, 7)
    fields = [("variant", key) for key in data["variant"]] + [(key,) for key in data if key not in ("format", "rng")]
    fields += [("turn_state", key) for key in data["turn_state"]]
    for _ in range(count):
        changed = json.loads(json.dumps(data))
        kind = rng.random()
        if kind < 0.15:
            where = _move_cards(changed, rng)
        else:
            path = rng.choice(fields)
            value = rng.choice(ODD_VALUES) if rng.random() < 0.7 else _nearby(_get(changed, path), rng)
            _set(changed, path, value)
            where = f"{'.'.join(path)} = {value!r:.60}"
        text = json.dumps({"format": persistence.FORMAT, "version": 1, "saved": "2026-12-01T18:20:00+00:00",
                           "app": "0.1.0", "table": table.to_dict(), "game": json.dumps(changed)})
        yield where, text


def _get(data: dict, path: tuple[str, ...]) -> Any:
    for key in path:
        data = data[key]
    return data


def _set(data: dict, path: tuple[str, ...], value: Any) -> None:
    for key in path[:-1]:
        data = data[key]
    data[path[-1]] = value


def _nearby(value: Any, rng: random.Random) -> Any:
    """A value of the same kind as `value`, a little or much off."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return rng.choice([-value, value + 1, value - 1, value * 10, -1, 0, value * 1000])
    if isinstance(value, str):
        words = value.split()
        rng.shuffle(words)
        return " ".join(words[: max(0, len(words) - 1)]) if words else "AS"
    if isinstance(value, list):
        if value and rng.random() < 0.5:
            return value[:-1]
        return [*value, *(value[:1] or [0])]
    return None


def _move_cards(data: dict, rng: random.Random) -> str:
    """Cards moved from one pile of the table to another (the deck stays whole)."""
    piles = [("stock",), ("discard",)] + [("hands", i) for i in range(len(data["hands"]))]
    piles += [("reserves", i) for i in (0, 1) if data["reserves"][i] is not None]
    source, target = rng.sample(piles, 2)
    cards = _get_pile(data, source).split()
    taken = rng.randint(1, max(1, len(cards))) if cards else 0
    moved, kept = cards[:taken], cards[taken:]
    _set_pile(data, source, " ".join(kept))
    _set_pile(data, target, " ".join([*_get_pile(data, target).split(), *moved]))
    if rng.random() < 0.5:
        data["phase"] = rng.choice(["draw", "play"])
    return f"{len(moved)} cards {source} → {target}, phase {data['phase']}"


def _get_pile(data: dict, where: tuple) -> str:
    return data[where[0]] if len(where) == 1 else data[where[0]][where[1]]


def _set_pile(data: dict, where: tuple, text: str) -> None:
    if len(where) == 1:
        data[where[0]] = text
    else:
        data[where[0]][where[1]] = text


def play(game: R.Game, *, moves: int = 100_000, seed: int = 0, levels: tuple[str, ...] = ("normal",),
         check_saves: bool = False) -> int:
    """Computers play `game` on through the turn guard, as at the table, for `moves` moves or to the end
    of the hand; with `check_saves` every eighth position (and the last) is also saved, opened again and
    drawn as a snapshot. The moves played."""
    players = [ai.create(levels[seat % len(levels)], seed=seed * 10 + seat) for seat in range(game.players)]
    guard = TurnGuard()
    played = 0
    while game.phase in ("draw", "play") and played < moves:
        if check_saves and played % 8 == 0:
            again = R.Game.from_json(game.to_json())
            assert again.to_json() == game.to_json()
            take_snapshot(game, shown=range(game.players), names=[""] * game.players, humans=[0], viewer=0,
                          curtain_seat=None, can_act=True)
        seat = game.seat_to_move
        action, _problem = guard.choose(game, players[seat].choose(game.view(seat)))
        assert action is not None, "no legal move in a position the check let through"
        game.apply(action)
        played += 1
        assert played < 5000, "the hand does not end"
    if check_saves and game.phase != "match_over":
        R.Game.from_json(game.to_json())             # the position the hand ended in (or stopped at)
        if game.phase == "hand_over":
            game.apply(R.NextHand())                   # the next deal too
            R.Game.from_json(game.to_json())
    return played


def run(count: int, seed: int = 0, levels: tuple[str, ...] = ("easy", "normal")) -> dict[str, int]:
    """Mutate each base save `count` times; every mutant is refused with a reason or plays a hand.
    AssertionError (with the mutation) for any other outcome. Counts of what happened."""
    rng = random.Random(seed)
    found = {"refused": 0, "played": 0}
    for game in base_games(seed):
        for where, text in mutants(game, rng, count):
            try:
                saved = persistence.from_text(text)
            except persistence.SaveError as error:
                assert error.template and error.template.format(**error.params), where
                found["refused"] += 1
                continue
            try:
                play(saved.game, seed=seed, levels=levels, check_saves=True)
            except Exception as error:                 # noqa: BLE001  (reported with the mutation)
                raise AssertionError(f"{saved.game.variant.name}: {where}: {type(error).__name__}: {error}") from error
            found["played"] += 1
    return found


if __name__ == "__main__":
    print(run(int(sys.argv[1]) if len(sys.argv) > 1 else 20, seed=int(sys.argv[2]) if len(sys.argv) > 2 else 0))
