"""A long seeded fuzz of the live table: random clicks, double-clicks, drags, a card held while the
computers play, keys and resizes through the real view, against computer seats.

    python benchmarks/fuzz_table.py [--preset all|cardcol,open,...] [--events 1500] [--seed 1]
                                    [--players 4|2|both] [--speed 0] [--levels easy,normal]
                                    [--totals 1975,1265]

After every event it checks: no exception in any slot, no frozen turn (a computer seat's turn of
more than 100 moves, or 30 s without a move while only computers are to move), every card
accounted for in the engine, the scene's cards equal to the engine's. One line per run (each in a
process of its own): preset, players, seed, events, hands, matches, moves, exceptions, frozen
turns, scene/deck problems, RSS start/max/end; then the first failures in full. The suite runs a
short version (tests/test_table_fuzz.py).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]        # this tree's buraco_qt and the tests' harness

from PySide6.QtWidgets import QApplication  # noqa: E402

HEADER = (f"{'preset':<13}{'pl':>3}{'seed':>6}{'events':>8}{'hands':>7}{'matches':>8}{'moves':>7}{'exc':>5}"
          f"{'frozen':>7}{'probl':>6}  RSS start/max/end MB   time")


def run_one(args: argparse.Namespace, preset: str, players: int) -> bool:
    """One fuzz run in this process: its line, its first failures; True if it found none."""
    app = QApplication.instance() or QApplication(sys.argv)  # noqa: F841 (kept alive)
    from table_harness import TableFuzzer, fuzz_window, show
    levels = tuple(args.levels.split(","))
    totals = tuple(int(x) for x in args.totals.split(",")) if args.totals else None
    window = fuzz_window(preset, players, args.seed, speed=args.speed, levels=levels, totals=totals)
    show(window)
    start = time.monotonic()
    report = TableFuzzer(window, args.seed).run(args.events)
    window.controller.shutdown()
    print(f"{preset:<13}{players:>3}{args.seed:>6}{report.events:>8}{report.hands:>7}{report.matches:>8}"
          f"{report.moves:>7}{len(report.exceptions):>5}{len(report.frozen):>7}{len(report.problems):>6}  "
          f"{report.rss_start:.0f}/{report.rss_max:.0f}/{report.rss_end:.0f}{time.monotonic() - start:>11.0f} s",
          flush=True)
    for failure in report.failures[:3]:
        print("   ", failure.replace("\n", "\n    "), flush=True)
    return not report.failures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--preset", default="all", help="presets, comma-separated, or all")
    parser.add_argument("--events", type=int, default=1500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", default="4", choices=("2", "4", "both"))
    parser.add_argument("--speed", type=int, default=0, help="computer delay in ms (300: cards held longer)")
    parser.add_argument("--levels", default="easy,normal", help="computer levels, seat by seat in turn")
    parser.add_argument("--totals", default="", help="match points to start from, e.g. 1975,1265")
    parser.add_argument("--no-header", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    from buraco_qt import rules as R
    presets = list(R.VARIANTS) if args.preset == "all" else args.preset.split(",")
    if set(presets) - set(R.VARIANTS):
        parser.error(f"--preset: all, or some of {', '.join(R.VARIANTS)}")
    counts = (2, 4) if args.players == "both" else (int(args.players),)
    if not args.no_header:
        print(HEADER, flush=True)
    if len(presets) * len(counts) == 1:
        return 0 if run_one(args, presets[0], counts[0]) else 1
    failed = 0
    for preset in presets:               # each run in a process of its own: its RSS is its own
        for players in counts:
            argv = [sys.executable, __file__, "--preset", preset, "--players", str(players), "--events",
                    str(args.events), "--seed", str(args.seed), "--speed", str(args.speed), "--levels",
                    args.levels, "--totals", args.totals, "--no-header"]
            failed += subprocess.run(argv, stderr=subprocess.DEVNULL).returncode != 0
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
