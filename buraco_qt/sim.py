"""buraco-sim: headless tournaments between computer levels (no Qt).

    buraco-sim --variant cardcol --players 4 --teams hard,normal --hands 200 --seed 1 --jobs 2 [--json]

Plays duplicate hands: each deal is played twice with the same cards, the levels swapping teams,
so the luck of the deal cancels. `--hands` counts hands played (two per deal). A hand is one deal
played to its end; the side with more points in that hand wins it.

Reports the hands won by each side with a 95% confidence interval (computed over deals, since
the two hands of one deal are not independent), mean points per hand, illegal moves (must be 0),
stalls (hands that passed the turn bound: must be 0), decision latency per level (p50, p99,
max) and hands per second.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import sys
import time
from dataclasses import dataclass, field
from typing import Any

from buraco_qt import ai
from buraco_qt import rules as R
from buraco_qt.ai.common import stable_seed
from buraco_qt.ai.memory import settle

TURN_BOUND = 1000          # turns in one hand before it counts as a stall
ACTIONS_PER_TURN = 200     # decisions within one turn before it counts as a stall


@dataclass
class HandResult:
    """One hand: points per side, and what went wrong."""

    points: tuple[int, int]          # (side A, side B)
    illegal: int = 0
    stalled: bool = False
    turns: int = 0
    decisions: int = 0
    latencies: dict[str, list[float]] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)


def play_hand(variant: str | R.Variant, players: int, seed: int, levels: tuple[str, str],
              swapped: bool = False, budget_ms: int | None = None) -> HandResult:
    """Play one deal to the end: side A (levels[0]) holds team 0 unless `swapped`."""
    settle()
    game = R.new_game(variant, players, seed)
    team_level = (levels[1], levels[0]) if swapped else (levels[0], levels[1])
    seats = [ai.create(team_level[seat % 2], seed=stable_seed(seed, seat), budget_ms=budget_ms)
             for seat in range(players)]
    latencies: dict[str, list[float]] = {level: [] for level in set(levels)}
    illegal = 0
    errors: list[str] = []
    decisions = 0
    stalled = False
    per_turn = 0
    last_turn = -1
    while game.phase in ("draw", "play"):
        if game.turn > TURN_BOUND or per_turn > ACTIONS_PER_TURN:
            stalled = True
            break
        seat = game.seat_to_move
        player = seats[seat]
        view = game.view(seat)
        start = time.perf_counter()
        try:
            action = player.choose(view)
        except Exception as error:  # a crash counts as an illegal move
            action = None
            errors.append(f"{type(error).__name__}: {error}")
        latencies[team_level[seat % 2]].append(time.perf_counter() - start)
        decisions += 1
        try:
            if action is None:
                raise R.IllegalAction("no action")
            game.apply(action)
        except R.IllegalAction as refusal:
            illegal += 1
            if len(errors) < 5:
                errors.append(f"seed {seed} turn {game.turn}: {action} refused: {refusal}")
            game.apply(view.legal_actions()[0])
        if game.turn != last_turn:
            last_turn = game.turn
            per_turn = 0
        else:
            per_turn += 1
    if stalled or game.hand_scores is None:
        points = (0, 0)
        stalled = True
    else:
        scores = [s.total for s in game.hand_scores]
        points = (scores[1], scores[0]) if swapped else (scores[0], scores[1])
    return HandResult(points, illegal, stalled, game.turn, decisions, latencies, errors)


def play_deal(task: tuple) -> list[HandResult]:
    """Both hands of one duplicate deal."""
    variant, players, seed, levels, budget_ms = task
    return [play_hand(variant, players, seed, levels, swapped, budget_ms) for swapped in (False, True)]


def percentile(values: list[float], fraction: float) -> float:
    """The nearest-rank percentile of values (0 for none)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    index = max(0, min(len(ordered) - 1, math.ceil(fraction * len(ordered)) - 1))
    return ordered[index]


def summarize(results: list[list[HandResult]], levels: tuple[str, str], elapsed: float,
              meta: dict[str, Any]) -> dict[str, Any]:
    """The report's figures from the deals' results."""
    hands = [hand for deal in results for hand in deal]
    wins_a = sum(1 for h in hands if not h.stalled and h.points[0] > h.points[1])
    wins_b = sum(1 for h in hands if not h.stalled and h.points[1] > h.points[0])
    ties = len(hands) - wins_a - wins_b
    # per-deal share of side A (ties count half): the unit of the confidence interval
    shares = []
    for deal in results:
        share = 0.0
        for h in deal:
            share += 1.0 if h.points[0] > h.points[1] else 0.5 if h.points[0] == h.points[1] else 0.0
        shares.append(share / len(deal))
    n = len(shares)
    mean = sum(shares) / n if n else 0.0
    var = sum((s - mean) ** 2 for s in shares) / (n - 1) if n > 1 else 0.0
    half = 1.96 * math.sqrt(var / n) if n > 1 else 0.5
    latency: dict[str, dict[str, float]] = {}
    for level in dict.fromkeys(levels):
        values = [v for h in hands for v in h.latencies.get(level, [])]
        latency[level] = {"p50_ms": percentile(values, 0.50) * 1000,
                          "p99_ms": percentile(values, 0.99) * 1000,
                          "max_ms": max(values, default=0.0) * 1000,
                          "decisions": len(values)}
    side_names = _side_names(levels)
    sides = {}
    for index, name in enumerate(side_names):
        won = (wins_a, wins_b)[index]
        share = mean if index == 0 else 1 - mean
        low, high = (mean - half, mean + half) if index == 0 else (1 - mean - half, 1 - mean + half)
        sides[name] = {
            "level": levels[index], "won": won,
            "share": share, "ci95": [max(0.0, low), min(1.0, high)],
            "mean_points": sum(h.points[index] for h in hands) / len(hands) if hands else 0.0,
        }
    return {
        **meta,
        "hands": len(hands), "deals": n, "ties": ties, "sides": sides,
        "illegal_moves": sum(h.illegal for h in hands),
        "stalls": sum(1 for h in hands if h.stalled),
        "mean_turns": sum(h.turns for h in hands) / len(hands) if hands else 0.0,
        "latency": latency,
        "seconds": elapsed,
        "hands_per_second": len(hands) / elapsed if elapsed > 0 else 0.0,
        "errors": [e for h in hands for e in h.errors][:10],
    }


def _side_names(levels: tuple[str, str]) -> tuple[str, str]:
    if levels[0] == levels[1]:
        return (f"{levels[0]} (A)", f"{levels[1]} (B)")
    return levels


def run(variant: str, players: int, levels: tuple[str, str], hands: int, seed: int = 1,
        jobs: int = 1, budget_ms: int | None = None, progress: bool = False) -> dict[str, Any]:
    """Play `hands` duplicate hands (hands // 2 deals, at least one) and summarize them."""
    deals = max(1, (hands + 1) // 2)
    tasks = [(variant, players, stable_seed(seed, index), levels, budget_ms) for index in range(deals)]
    bar = None
    if progress:
        from tqdm import tqdm
        bar = tqdm(total=deals * 2, unit="hand", file=sys.stderr, leave=False)
    start = time.perf_counter()
    results: list[list[HandResult]] = []
    if jobs <= 1:
        for task in tasks:
            results.append(play_deal(task))
            if bar:
                bar.update(2)
    else:
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            for deal in pool.imap(play_deal, tasks, chunksize=1):
                results.append(deal)
                if bar:
                    bar.update(2)
    elapsed = time.perf_counter() - start
    if bar:
        bar.close()
    meta = {"variant": variant, "players": players, "teams": list(levels), "seed": seed,
            "jobs": jobs, "budget_ms": budget_ms}
    return summarize(results, levels, elapsed, meta)


def format_report(report: dict[str, Any]) -> str:
    """The human-readable report."""
    lines = [f"buraco-sim: {report['variant']}, {report['players']} players, "
             f"{report['hands']} duplicate hands ({report['deals']} deals), seed {report['seed']}"]
    for name, side in report["sides"].items():
        low, high = side["ci95"]
        lines.append(f"  {name:<12} won {side['won']:>5}  share {side['share'] * 100:5.1f}% "
                     f"(95% CI {low * 100:5.1f}-{high * 100:5.1f}%)  "
                     f"mean {side['mean_points']:8.1f} points/hand")
    lines.append(f"  ties {report['ties']}   illegal moves {report['illegal_moves']}   "
                 f"stalls {report['stalls']}   mean turns/hand {report['mean_turns']:.1f}")
    lines.append(f"  {'latency':<12} {'p50 ms':>8} {'p99 ms':>8} {'max ms':>8} {'decisions':>10}")
    for level, figures in report["latency"].items():
        lines.append(f"  {level:<12} {figures['p50_ms']:8.2f} {figures['p99_ms']:8.2f} "
                     f"{figures['max_ms']:8.2f} {figures['decisions']:>10}")
    lines.append(f"  {report['hands_per_second']:.2f} hands/s with {report['jobs']} job(s), "
                 f"{report['seconds']:.1f} s")
    for error in report["errors"]:
        lines.append(f"  ! {error}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """The command line."""
    parser = argparse.ArgumentParser(prog="buraco-sim", description=__doc__.split("\n\n")[0])
    parser.add_argument("--variant", default="cardcol", choices=sorted(R.VARIANTS))
    parser.add_argument("--players", type=int, default=4, choices=(2, 4))
    parser.add_argument("--teams", default="normal,easy",
                        help="two levels, side A then side B, e.g. hard,normal")
    parser.add_argument("--hands", type=int, default=100, help="hands to play (two per deal)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--budget-ms", type=int, default=None, help="time budget of the hard level")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--no-progress", action="store_true", help="no progress bar")
    args = parser.parse_args(argv)
    levels = tuple(part.strip() for part in args.teams.split(","))
    if len(levels) != 2 or any(level not in ai.LEVELS for level in levels):
        parser.error(f"--teams needs two of {', '.join(ai.LEVELS)}")
    if args.hands < 1 or args.jobs < 1:
        parser.error("--hands and --jobs must be positive")
    report = run(args.variant, args.players, levels, args.hands, args.seed, args.jobs,
                 args.budget_ms, progress=not args.no_progress)
    if args.json:
        print(json.dumps(report))
    else:
        print(format_report(report))
    return 0 if report["illegal_moves"] == 0 and report["stalls"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
