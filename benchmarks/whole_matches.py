"""Whole matches everywhere: every preset, 2 and 4 players, each level against normal and mixed.

Run: python benchmarks/whole_matches.py [--matches 6] [--hard-matches 2] [--budget-ms 25]
         [--presets all] [--players 2,4] [--target N] [--jobs 1] [--seed 1]
         [--pairings easy-normal,normal-normal,hard-normal,classic-normal,easy-classic,hard-classic]

Each cell plays `--matches` whole matches (two per seed, the levels swapping teams; `--hard-matches`
where a side is hard, whose search gets `--budget-ms` per decision), hand after hand to the
preset's target through the engine's next-hand move, with the first-meld minimums. It prints the
finished and stalled matches (a turn of more than 200 decisions, a hand of more than 1000 turns,
a match of more than 40 hands), the matches each side won, hands per match, the undos the
computer seats made (always 0) and the time, then the totals. The exit status is 1 if a match
stalled or a move was illegal.
"""

from __future__ import annotations

import argparse
import sys
import time

from buraco_qt import rules as R
from buraco_qt.tools import sim

PAIRINGS = "easy-normal,normal-normal,hard-normal,classic-normal,easy-classic,hard-classic"


def main() -> int:
    """Print the table and the totals."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--matches", type=int, default=6, help="matches per cell (two per seed)")
    parser.add_argument("--hard-matches", type=int, default=2, help="matches per cell with a hard side")
    parser.add_argument("--budget-ms", type=int, default=25, help="hard's time budget per decision")
    parser.add_argument("--presets", default="all")
    parser.add_argument("--players", default="2,4")
    parser.add_argument("--pairings", default=PAIRINGS, help="side A-side B, comma separated")
    parser.add_argument("--target", type=int, default=None, help="match target (default: the preset's)")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    presets = list(R.VARIANTS) if args.presets == "all" else args.presets.split(",")
    pairings = [tuple(pair.split("-")) for pair in args.pairings.split(",")]
    started = time.perf_counter()
    totals = {"matches": 0, "finished": 0, "stalled": 0, "illegal": 0, "undos": 0, "hands": 0}
    print(f"{'preset':<13} {'pl':>2} {'side A':>7} {'side B':<7} {'matches':>7} {'finished':>8} "
          f"{'stalled':>7} {'won A':>5} {'won B':>5} {'hands/match':>15} {'undos':>5} {'seconds':>8}")
    for preset in presets:
        variant = R.VARIANTS[preset]
        if args.target is not None:
            variant = R.with_options(variant, target=args.target)
        for players in (int(p) for p in args.players.split(",")):
            for a, b in pairings:
                count = args.hard_matches if "hard" in (a, b) else args.matches
                report = sim.run_matches(variant, players, (a, b), count, seed=args.seed, jobs=args.jobs,
                                         budget_ms=args.budget_ms)
                sides = list(report["sides"].values())
                hands = report["hands_per_match"]
                spread = f"{hands['mean']:.1f} ({hands['min']}-{hands['max']})"
                print(f"{preset:<13} {players:>2} {a:>7} {b:<7} {report['matches']:>7} "
                      f"{report['finished']:>8} {report['stalled']:>7} {sides[0]['won']:>5} {sides[1]['won']:>5} "
                      f"{spread:>15} {report['undos']:>5} {report['seconds']:>8.1f}", flush=True)
                for error in report["errors"]:
                    print(f"    ! {error}")
                totals["matches"] += report["matches"]
                totals["finished"] += report["finished"]
                totals["stalled"] += report["stalled"]
                totals["illegal"] += report["illegal_moves"]
                totals["undos"] += report["undos"]
                totals["hands"] += report["hands"]
    print(f"total: {totals['matches']} matches, {totals['finished']} finished, {totals['stalled']} stalled, "
          f"{totals['hands']} hands, {totals['illegal']} illegal moves, {totals['undos']} undos, "
          f"{time.perf_counter() - started:.0f} s")
    return 1 if totals["stalled"] or totals["illegal"] else 0


if __name__ == "__main__":
    sys.exit(main())
