"""Cost of saving and of opening a match: persistence.save / persistence.load per move of random play.

Run: python benchmarks/save_cost.py [--variant cardcol] [--moves 400]
Prints the median and the largest time of a save (atomic, fsynced) and of a load (every field checked).
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from pathlib import Path

from buraco_qt import rules as R
from buraco_qt.storage import persistence as P


def measure(variant: str, moves: int, seed: int) -> tuple[list[float], list[float], int]:
    """Seconds per save and per load after each of `moves` random moves, and the last file's size."""
    game = R.new_game(variant, 4, seed=seed)
    table = P.Table(["human"] + ["ai:normal"] * 3, [""] * 4, [""] + ["normal"] * 3)
    rng = random.Random(seed)
    saves: list[float] = []
    loads: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "autosave.buraco"
        for _ in range(moves):
            if game.phase == "match_over":
                game = R.new_game(variant, 4, seed=seed + len(saves))
            game.apply(rng.choice(game.legal_actions()))
            start = time.perf_counter()
            P.save(path, game, table)
            saves.append(time.perf_counter() - start)
            start = time.perf_counter()
            P.load(path)
            loads.append(time.perf_counter() - start)
        size = path.stat().st_size
    return saves, loads, size


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="cardcol", choices=sorted(R.VARIANTS))
    parser.add_argument("--moves", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    saves, loads, size = measure(args.variant, args.moves, args.seed)
    for name, times in (("save", saves), ("load", loads)):
        print(f"{args.variant} {name}: median {statistics.median(times) * 1000:.2f} ms, "
              f"max {max(times) * 1000:.2f} ms over {len(times)} moves")
    print(f"last file: {size} bytes")


if __name__ == "__main__":
    main()
