"""Does `hard` keep its clock? Its decisions' wall and CPU times, and the longest step between two clock reads.

Run: python benchmarks/hard_clock.py [--variant closed] [--hands 40] [--seed 11] [--budget-ms 400]
         [--totals 0,0] [--busy]

Plays duplicate hands of hard against normal (as `buraco-sim` does, one process) and times every
hard decision: the wall clock, the CPU time of the thread, and each stretch between two reads of
hard's clock (`HardPlayer.clock`): the longest stretch is the step the clock cannot interrupt. A
stretch whose CPU time is far below its wall time is time the process did not run (the machine gave
the core to someone else), which no clock inside the process can cut short. `--busy` keeps the other
core busy (a child process spinning) for the run. Prints p50 / p99 / max of each, and each decision
over twice the budget with its longest stretch.
"""

from __future__ import annotations

import argparse
import math
import subprocess
import sys
import time

from buraco_qt.ai.hard import HardPlayer
from buraco_qt.tools import sim


def percentile(values: list[float], fraction: float) -> float:
    """The nearest-rank percentile (0 for none)."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(fraction * len(ordered)) - 1)] if ordered else 0.0


class _Timed:
    """Wraps HardPlayer.choose: per decision, wall and CPU time and the stretches between clock reads."""

    def __init__(self) -> None:
        self.decisions: list[tuple[float, float, float, float]] = []  # wall, cpu, longest stretch: wall, its cpu
        self.longest_cpu = 0.0                                        # the stretch with the most CPU time
        self.reads: list[tuple[float, float]] = []
        original = HardPlayer.choose
        timer = self

        def choose(player: HardPlayer, view):
            timer.reads = [(time.perf_counter(), time.thread_time())]
            try:
                return original(player, view)
            finally:
                timer.reads.append((time.perf_counter(), time.thread_time()))
                timer.note()

        def clock() -> float:
            now = time.perf_counter()
            timer.reads.append((now, time.thread_time()))
            return now

        HardPlayer.choose = choose
        self.clock = clock

    def note(self) -> None:
        reads = self.reads
        stretches = [(b[0] - a[0], b[1] - a[1]) for a, b in zip(reads, reads[1:])]
        wall, cpu = reads[-1][0] - reads[0][0], reads[-1][1] - reads[0][1]
        longest = max(stretches)
        self.longest_cpu = max(self.longest_cpu, max(c for _, c in stretches))
        self.decisions.append((wall, cpu, *longest))


def main() -> None:
    """Play the hands and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--variant", default="closed")
    parser.add_argument("--hands", type=int, default=40)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--budget-ms", type=int, default=400)
    parser.add_argument("--totals", default="0,0", help="match totals the hands are played at")
    parser.add_argument("--busy", action="store_true", help="keep the other core busy meanwhile")
    args = parser.parse_args()
    timer = _Timed()
    original_init = HardPlayer.__init__

    def init(player: HardPlayer, *a, **k) -> None:
        original_init(player, *a, **k)
        player.clock = timer.clock
    HardPlayer.__init__ = init
    spinner = subprocess.Popen([sys.executable, "-c", "while 1: pass"]) if args.busy else None
    try:
        sim.run(args.variant, 4, ("hard", "normal"), args.hands, seed=args.seed, jobs=1, budget_ms=args.budget_ms,
                totals=tuple(int(part) for part in args.totals.split(",")))
    finally:
        if spinner is not None:
            spinner.kill()
            spinner.wait()
    decisions = timer.decisions
    walls = [d[0] for d in decisions]
    cpus = [d[1] for d in decisions]
    stretch_walls = [d[2] for d in decisions]
    print(f"{args.variant}, {args.hands} hands, seed {args.seed}, budget {args.budget_ms} ms"
          f"{', other core busy' if args.busy else ''}: {len(decisions)} hard decisions")
    for label, values in (("wall ms", walls), ("CPU ms", cpus), ("longest stretch, wall ms", stretch_walls)):
        print(f"  {label:<26} p50 {percentile(values, .5) * 1000:6.0f}  p99 {percentile(values, .99) * 1000:6.0f}"
              f"  max {max(values, default=0) * 1000:6.0f}")
    print(f"  the stretch with the most CPU time between two clock reads: {timer.longest_cpu * 1000:.0f} ms")
    over = [d for d in decisions if d[0] * 1000 > 2 * args.budget_ms]
    print(f"  decisions over twice the budget: {len(over)}")
    for wall, cpu, stretch, stretch_cpu in sorted(over, reverse=True)[:10]:
        print(f"    {wall * 1000:6.0f} ms (CPU {cpu * 1000:4.0f} ms): longest stretch {stretch * 1000:5.0f} ms "
              f"with {stretch_cpu * 1000:4.0f} ms CPU")


if __name__ == "__main__":
    main()
