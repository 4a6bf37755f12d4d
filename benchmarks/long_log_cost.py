"""What a save with a long move log costs: opening it, and each move's autosave afterwards.

    python benchmarks/long_log_cost.py [--lengths 30000,100000,750000] [--moves 40]

For each length, a match in the middle of a hand is given a log of that many moves (its own moves
repeated: the log is read and written, not replayed), saved, and opened with `persistence.load`; then
`--moves` moves are played and each is written as the autosave writes it in the window's thread (the
match to text, a pending file written whole). It prints the file's size, the time to open it, and per
move the median time and the bytes written. 30,000 moves is about the longest match the game offers
(to 100,000 points); a match keeps at most `rules.validation.MAX_LOG` moves.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))   # this tree's buraco_qt

from buraco_qt import rules as R  # noqa: E402
from buraco_qt.storage import files, persistence  # noqa: E402


def mid_hand(seed: int) -> R.Game:
    """A match of cardcol some moves into its second hand (computers play it)."""
    from buraco_qt import ai
    from buraco_qt.session.turn_guard import TurnGuard
    game = R.new_game("cardcol", 4, seed=seed)
    players = [ai.create("easy", seed=seat) for seat in range(4)]
    guard = TurnGuard()
    while game.hand_number < 2 or len(game.log) % 7:
        if game.phase == "hand_over":
            game.apply(R.NextHand())
            continue
        seat = game.seat_to_move
        game.apply(guard.choose(game, players[seat].choose(game.view(seat)))[0])
    return game


def measure(length: int, moves: int, folder: Path, seed: int) -> str:
    """One printed line for a log of `length` moves."""
    game = mid_hand(seed)
    data = json.loads(game.to_json())
    own = data["log"]
    data["log"] = (own * (length // len(own) + 1))[:length]
    table = persistence.Table.for_match(["ai:easy"] * 4, [""] * 4, 1)
    text = json.dumps({"format": persistence.FORMAT, "version": 1, "saved": "2026-12-01T18:20:00+00:00",
                       "app": "0.1.0", "table": table.to_dict(), "game": json.dumps(data)}, indent=1)
    path = folder / f"long-{length}.buraco"
    path.write_text(text, encoding="utf-8")
    started = time.perf_counter()
    try:
        saved = persistence.load(path)
    except persistence.SaveError as error:
        return (f"log {length:>7}: file {len(text) / 1e6:.2f} MB, refused in "
                f"{(time.perf_counter() - started) * 1000:.0f} ms: {error}")
    opened = time.perf_counter() - started
    game = saved.game
    seconds, sizes = [], []
    for number in range(moves):
        if game.phase not in ("draw", "play"):
            game.apply(R.NextHand()) if game.phase == "hand_over" else None
            if game.phase == "match_over":
                break
            continue
        legal = game.legal_actions()
        game.apply(next((a for a in legal if isinstance(a, (R.Draw, R.Discard))), legal[0]))
        started = time.perf_counter()
        written = persistence.to_text(game, table)
        pending = folder / f"autosave.buraco.{length}.{number}.pending"
        files.write_new(pending, written)
        seconds.append(time.perf_counter() - started)
        sizes.append(pending.stat().st_size)
        os.unlink(pending)
    return (f"log {length:>7}: file {len(text) / 1e6:.2f} MB, opened in {opened * 1000:.0f} ms, "
            f"log kept {len(saved.game.log)}; per move: {statistics.median(seconds) * 1000:.1f} ms "
            f"(max {max(seconds) * 1000:.1f}), {statistics.median(sizes) / 1e6:.2f} MB written")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lengths", default="30000,50000,500000,750000")
    parser.add_argument("--moves", type=int, default=40)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        for length in (int(text) for text in args.lengths.split(",")):
            print(measure(length, args.moves, Path(folder), args.seed), flush=True)


if __name__ == "__main__":
    main()
