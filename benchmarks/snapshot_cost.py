"""What taking the table snapshot costs per move (the controller takes one per move).

Run: python benchmarks/snapshot_cost.py [--preset closed] [--hands 20] [--seed 1]

Plays random legal moves through whole hands and times `take_snapshot` after each, with the
person's legal actions (the dearest part, which the table computed per move before snapshots too)
and without; prints the median and the slowest.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from buraco_qt import rules as R
from buraco_qt.session.snapshot import take_snapshot


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--preset", default="closed")
    parser.add_argument("--hands", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    timings: dict[bool, list[float]] = {True: [], False: []}
    for hand in range(args.hands):
        game = R.new_game(args.preset, 4, seed=args.seed * 1000 + hand)
        while game.phase in ("draw", "play"):
            game.apply(rng.choice(game.legal_actions()))
            for can_act in (True, False):        # first: the legal actions computed afresh after the move
                start = time.perf_counter()
                take_snapshot(game, shown={0}, names=["a", "b", "c", "d"], humans=[0], viewer=0,
                              curtain_seat=None, can_act=can_act and game.phase in ("draw", "play"))
                timings[can_act].append((time.perf_counter() - start) * 1000)
    for can_act, label in ((True, "with legal actions"), (False, "without")):
        values = timings[can_act]
        print(f"{label:>20}: {len(values)} snapshots, median {statistics.median(values):.3f} ms, "
              f"max {max(values):.3f} ms")


if __name__ == "__main__":
    main()
