"""Memory of a long session: four computer seats playing whole matches, one after another.

Run: python benchmarks/long_session.py [--variant cardcol] [--level normal] [--matches 100]
         [--seconds 300] [--every 10] [--target N]

Headless (no Qt), in one process, as the window plays them: a new match after each match's end,
every hand dealt with the engine's next-hand move, `settle()` between hands as the controller
calls it. Prints the resident set size (RSS) every `--every` matches, then start / max / end. A
long session must stay flat: the memo caches of the rules and the players are bounded.
"""

from __future__ import annotations

import argparse
import time

from buraco_qt import rules as R
from buraco_qt.tools import sim


def rss_mb() -> float:
    """The resident set size of this process in MB (Linux /proc; 0 elsewhere)."""
    try:
        with open("/proc/self/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def main() -> None:
    """Play matches until the count or the time is reached, printing RSS as it goes."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--variant", default="cardcol", choices=sorted(R.VARIANTS))
    parser.add_argument("--level", default="normal", help="the level of all four seats")
    parser.add_argument("--matches", type=int, default=100)
    parser.add_argument("--seconds", type=float, default=300.0, help="stop after this long")
    parser.add_argument("--every", type=int, default=10, help="print RSS every this many matches")
    parser.add_argument("--target", type=int, default=None, help="match target (default: the preset's)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    variant = R.VARIANTS[args.variant]
    if args.target is not None:
        variant = R.with_options(variant, target=args.target)
    start_rss = rss_mb()
    peak = start_rss
    started = time.perf_counter()
    hands = stalls = 0
    print(f"long session: {args.variant}, four {args.level} seats, up to {args.matches} matches "
          f"or {args.seconds:.0f} s")
    print(f"{'matches':>7} {'hands':>6} {'stalls':>6} {'seconds':>8} {'RSS MB':>8}")
    print(f"{0:>7} {0:>6} {0:>6} {0.0:>8.1f} {start_rss:>8.1f}", flush=True)
    played = 0
    while played < args.matches and time.perf_counter() - started < args.seconds:
        result = sim.play_match(variant, 4, args.seed + played, (args.level, args.level))
        played += 1
        hands += result.hands
        stalls += bool(result.stall)
        peak = max(peak, rss_mb())
        if played % args.every == 0:
            print(f"{played:>7} {hands:>6} {stalls:>6} {time.perf_counter() - started:>8.1f} "
                  f"{rss_mb():>8.1f}", flush=True)
    end = rss_mb()
    print(f"RSS start {start_rss:.1f} MB, max {peak:.1f} MB, end {end:.1f} MB after {played} matches, "
          f"{hands} hands, {stalls} stalled, {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
