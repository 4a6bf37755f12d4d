"""Strength, speed and robustness of the computer players, against the targets of the AI issue.

Run: python benchmarks/ai_strength.py [--presets cardcol,brazilian,closed] [--hands 2000]
         [--hard-hands cardcol=1600,closed=400,brazilian=40] [--budget-ms 400]
         [--sweep-hands 10000] [--matches 40] [--hard-matches 4] [--jobs 2] [--seed 1]
         [--parts matchups,matches,sweep,throughput]

Per preset: normal vs easy, normal vs classic, hard vs normal (4 players, duplicate hands), with
the share of hands won by the first side and its 95% interval, and the decision latency per level.
Then the same matchups over whole matches (hand after hand to the target, the first-meld
minimums applying as the totals grow): matches won by the first side, finished and stalled
matches, hands per match. Then a sweep over every preset, 2 and 4 players, counting illegal moves
and stalls, and the normal-vs-normal 4-player throughput with --jobs workers.
"""

from __future__ import annotations

import argparse
import itertools
import time

from buraco_qt import rules as R
from buraco_qt.tools import sim

THROUGHPUT_HANDS = 400  # a run of several seconds: 100 hands took 1.5 s and varied by a third
TARGETS = {("normal", "easy"): 0.75, ("normal", "classic"): 0.65, ("hard", "normal"): 0.60}


def hard_hands(option: str, preset: str) -> int:
    """The hands of a hard matchup in `preset` from the --hard-hands option."""
    if "=" not in option:
        return int(option)
    counts = dict(part.split("=") for part in option.split(",") if part)
    return int(counts.get(preset, 100))


def main() -> None:
    """Print the tables."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--presets", default="cardcol,brazilian,closed")
    # 2000 hands: a 95% interval of about ±2 points (200 gave ±7, too wide to judge a 65% target)
    parser.add_argument("--hands", type=int, default=2000, help="hands per normal matchup")
    # cardcol's hard searches few decisions, so its hands are cheap (1600 in 7 min: about ±1.2
    # points, enough to tell hard from normal there); closed and brazilian search far more
    parser.add_argument("--hard-hands", default="cardcol=1600,closed=400,brazilian=40",
                        help="hands per hard matchup: a number, or per preset, e.g. "
                             "cardcol=100,closed=60,brazilian=30 (presets not named: 100)")
    parser.add_argument("--budget-ms", type=int, default=400)
    parser.add_argument("--sweep-hands", type=int, default=10000,
                        help="hands of the illegal-move and stall sweep (all presets, 2 and 4 players)")
    parser.add_argument("--matches", type=int, default=40, help="whole matches per matchup (two per seed)")
    parser.add_argument("--hard-matches", type=int, default=4, help="whole matches per hard matchup")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--parts", default="matchups,matches,sweep,throughput",
                        help="which parts to run: matchups, matches, sweep, throughput")
    args = parser.parse_args()
    parts = set(args.parts.split(","))
    started = time.perf_counter()

    if "matchups" in parts:
        matchups(args)
    if "matches" in parts and args.matches:
        whole_matches(args)
    if "sweep" in parts and args.sweep_hands:
        sweep(args)
    if "throughput" in parts:
        throughput(args)
    print(f"total {time.perf_counter() - started:.0f} s")


def matchups(args: argparse.Namespace) -> None:
    """One line per preset and matchup."""
    print(f"{'preset':<11} {'matchup':<17} {'hands':>5} {'share':>7} {'95% CI':>13} {'target':>7} "
          f"{'ok':>3} {'lat p50':>8} {'p99':>7} {'max':>7}  (ms, first side)  ill stalls")
    for preset in args.presets.split(","):
        for (a, b), target in TARGETS.items():
            hands = hard_hands(args.hard_hands, preset) if "hard" in (a, b) else args.hands
            report = sim.run(preset, 4, (a, b), hands, seed=args.seed, jobs=args.jobs,
                             budget_ms=args.budget_ms, progress=True)
            side = report["sides"][a]
            low, high = side["ci95"]
            ok = side["share"] >= target and (a != "hard" or low > 0.5)
            lat = report["latency"][a]
            print(f"{preset:<11} {a + ' vs ' + b:<17} {report['hands']:>5} {side['share'] * 100:6.1f}% "
                  f"{low * 100:5.1f}-{high * 100:5.1f}% {target * 100:6.0f}% {'yes' if ok else 'NO':>3} "
                  f"{lat['p50_ms']:8.2f} {lat['p99_ms']:7.2f} {lat['max_ms']:7.1f}  "
                  f"{'':16} {report['illegal_moves']:>3} {report['stalls']:>6}", flush=True)


def whole_matches(args: argparse.Namespace) -> None:
    """One line per preset and matchup, over whole matches."""
    print(f"{'preset':<11} {'matchup':<17} {'matches':>7} {'won':>5} {'share':>7} {'finished':>8} "
          f"{'stalled':>7} {'hands/match':>11} {'seconds':>8}")
    for preset in args.presets.split(","):
        for a, b in TARGETS:
            count = args.hard_matches if "hard" in (a, b) else args.matches
            report = sim.run_matches(preset, 4, (a, b), count, seed=args.seed, jobs=args.jobs,
                                     budget_ms=args.budget_ms, progress=True)
            won = report["sides"][a]["won"]
            print(f"{preset:<11} {a + ' vs ' + b:<17} {report['matches']:>7} {won:>5} "
                  f"{won / report['matches'] * 100:6.1f}% {report['finished']:>8} {report['stalled']:>7} "
                  f"{report['hands_per_match']['mean']:>11.1f} {report['seconds']:>8.1f}", flush=True)


def sweep(args: argparse.Namespace) -> None:
    """Illegal moves and stalls over every preset, 2 and 4 players."""
    combos = list(itertools.product(R.VARIANTS, (2, 4)))
    per = max(2, args.sweep_hands // len(combos))
    pairs = [("normal", "classic"), ("easy", "normal"), ("classic", "easy"), ("normal", "normal")]
    illegal = stalls = total = 0
    for index, (preset, players) in enumerate(combos):
        levels = pairs[index % len(pairs)]
        report = sim.run(preset, players, levels, per, seed=args.seed + index, jobs=args.jobs,
                         progress=True)
        illegal += report["illegal_moves"]
        stalls += report["stalls"]
        total += report["hands"]
        print(f"sweep {preset:<12} {players}p {levels[0]:>7} vs {levels[1]:<7} {report['hands']:>5} hands "
              f"{report['illegal_moves']:>3} illegal {report['stalls']:>3} stalls "
              f"{report['hands_per_second']:6.1f} hands/s", flush=True)
    print(f"sweep: {total} hands over {len(combos)} preset/player combinations: "
          f"{illegal} illegal moves, {stalls} stalls")


def throughput(args: argparse.Namespace) -> None:
    """Normal-vs-normal 4-player hands per second with --jobs workers."""
    report = sim.run("cardcol", 4, ("normal", "normal"), THROUGHPUT_HANDS, seed=args.seed, jobs=args.jobs)
    print(f"throughput: normal vs normal, cardcol, 4 players, {args.jobs} jobs: "
          f"{report['hands_per_second']:.1f} hands/s (target 50)")
    for preset in ("closed", "brazilian"):
        other = sim.run(preset, 4, ("normal", "normal"), THROUGHPUT_HANDS, seed=args.seed, jobs=args.jobs)
        print(f"throughput: normal vs normal, {preset}, 4 players, {args.jobs} jobs: "
              f"{other['hands_per_second']:.1f} hands/s")


if __name__ == "__main__":
    main()
