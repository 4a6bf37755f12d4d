"""buraco-sim: headless tournaments between computer levels (no Qt).

    buraco-sim --variant cardcol --players 4 --teams hard,normal --hands 200 --seed 1 --jobs 2 [--json]
    buraco-sim --variant brazilian --teams normal,easy --matches 20 [--target 1500] [--totals 1975,1265]

Plays duplicate hands: each deal is played twice with the same cards, the levels swapping teams,
so the luck of the deal cancels. `--hands` counts hands played (two per deal). A hand is one deal
played to its end; the side with more points in that hand wins it.

Reports the hands won by each side with a 95% confidence interval (computed over deals, since
the two hands of one deal are not independent), mean points per hand, illegal moves (must be 0),
stalls (hands that passed the turn bound: must be 0), decision latency per level (p50, p99,
max) and hands per second. With `--totals a,b` the hands are played at those match totals, so the
first-meld minimums apply (brazilian past 1000).

With `--matches N` it plays N whole matches instead (two per seed, the levels swapping teams):
hand after hand to the target, each next hand started by the next seat, the first-meld minimums
applying as the totals grow, from the totals `--totals` gives. It reports finished matches, the
matches won per side, hands per match and stalls per match (must be 0): a turn of more than
`--actions-per-turn` decisions, a hand of more than 1000 turns, or a match of more than
`--hands-per-match` hands.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from buraco_qt import ai
from buraco_qt import rules as R
from buraco_qt.ai.common import stable_seed
from buraco_qt.ai.memory import settle

TURN_BOUND = 1000          # turns in one hand before it counts as a stall
ACTIONS_PER_TURN = 200     # decisions within one turn before it counts as a stall
HANDS_PER_MATCH = 40       # hands in one match before it counts as a stall


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


@dataclass
class MatchResult:
    """One whole match: hands played, final totals per side, and what went wrong."""

    totals: tuple[int, int]          # (side A, side B)
    hands: int
    finished: bool                   # reached the end of the match (a team past the target)
    winner: int | None = None        # 0 side A, 1 side B
    stall: str = ""                  # "" or why the match stopped: "turn", "hand" or "match"
    illegal: int = 0
    undos: int = 0                   # Undo moves the seats made (a computer seat makes none)
    decisions: int = 0
    latencies: dict[str, list[float]] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)


Factory = Callable[[str, int], Any]     # (level, seed) -> a computer player


class _Table:
    """The computer seats of one game, and what they did: decisions, latencies, illegal moves, undos."""

    def __init__(self, game: R.Game, levels: tuple[str, str], swapped: bool, seed: int,
                 budget_ms: int | None, factory: Factory | None = None) -> None:
        self.game = game
        self.team_level = (levels[1], levels[0]) if swapped else (levels[0], levels[1])
        if factory is None:
            def factory(level: str, player_seed: int) -> Any:
                return ai.create(level, seed=player_seed, budget_ms=budget_ms)
        self.seats = [factory(self.team_level[seat % 2], stable_seed(seed, seat))
                      for seat in range(game.players)]
        self.seed = seed
        self.latencies: dict[str, list[float]] = {level: [] for level in set(levels)}
        self.illegal = 0
        self.undos = 0
        self.errors: list[str] = []
        self.decisions = 0

    def play_hand(self, turn_bound: int, actions_per_turn: int) -> str:
        """Play the current hand to its end; "" when it ended, else the stall: "turn" or "hand"."""
        game = self.game
        per_turn = 0
        last_turn = (game.hand_number, game.turn)
        while game.phase in ("draw", "play"):
            if game.turn > turn_bound:
                return "hand"
            if per_turn > actions_per_turn:
                return "turn"
            self.step()
            turn = (game.hand_number, game.turn)
            per_turn = per_turn + 1 if turn == last_turn else 0
            last_turn = turn
        return ""

    def step(self) -> None:
        """One decision of the seat to move, applied (an illegal or missing one is counted and replaced)."""
        game = self.game
        seat = game.seat_to_move
        view = game.view(seat)
        start = time.perf_counter()
        try:
            action = self.seats[seat].choose(view)
        except Exception as error:  # a crash counts as an illegal move
            action = None
            self.errors.append(f"{type(error).__name__}: {error}")
        self.latencies[self.team_level[seat % 2]].append(time.perf_counter() - start)
        self.decisions += 1
        try:
            if action is None:
                raise R.IllegalAction("no action")
            game.apply(action)
            self.undos += isinstance(action, R.Undo)
        except R.IllegalAction as refusal:
            self.illegal += 1
            if len(self.errors) < 5:
                self.errors.append(f"seed {self.seed} hand {game.hand_number} turn {game.turn}: "
                                   f"{action} refused: {refusal}")
            game.apply(view.legal_actions()[0])


def play_hand(variant: str | R.Variant, players: int, seed: int, levels: tuple[str, str],
              swapped: bool = False, budget_ms: int | None = None,
              totals: tuple[int, int] = (0, 0)) -> HandResult:
    """Play one deal to the end: side A (levels[0]) holds team 0 unless `swapped`; `totals` (team 0,
    team 1) are the match totals the hand is played at (the first-meld minimums depend on them)."""
    settle()
    game = R.new_game(variant, players, seed, totals)
    table = _Table(game, levels, swapped, seed, budget_ms)
    stalled = bool(table.play_hand(TURN_BOUND, ACTIONS_PER_TURN))
    if stalled or game.hand_scores is None:
        points = (0, 0)
        stalled = True
    else:
        scores = [s.total for s in game.hand_scores]
        points = (scores[1], scores[0]) if swapped else (scores[0], scores[1])
    return HandResult(points, table.illegal, stalled, game.turn, table.decisions, table.latencies,
                      table.errors)


def play_match(variant: str | R.Variant, players: int, seed: int, levels: tuple[str, str],
               swapped: bool = False, budget_ms: int | None = None,
               totals: tuple[int, int] = (0, 0), hands_per_match: int = HANDS_PER_MATCH,
               actions_per_turn: int = ACTIONS_PER_TURN, factory: Factory | None = None) -> MatchResult:
    """Play a whole match, hand after hand, to its end (or to a stall).

    Side A (levels[0]) holds team 0 unless `swapped`; `totals` (team 0, team 1) are where the match
    starts. A stall: a turn of more than `actions_per_turn` decisions ("turn"), a hand of more than
    TURN_BOUND turns ("hand"), or more than `hands_per_match` hands ("match"). `factory` makes the
    players (default: `ai.create` with `budget_ms`).
    """
    game = R.new_game(variant, players, seed, totals)
    table = _Table(game, levels, swapped, seed, budget_ms, factory)
    stall = ""
    while True:
        settle()
        stall = table.play_hand(TURN_BOUND, actions_per_turn)
        if stall or game.phase == "match_over":
            break
        if game.hand_number >= hands_per_match:
            stall = "match"
            break
        game.apply(R.NextHand())
    final = (game.totals[1], game.totals[0]) if swapped else (game.totals[0], game.totals[1])
    winner = None
    if game.winner is not None:
        winner = 1 - game.winner if swapped else game.winner
    return MatchResult(final, game.hand_number, game.phase == "match_over", winner, stall,
                       table.illegal, table.undos, table.decisions, table.latencies, table.errors)


def play_deal(task: tuple) -> list[HandResult]:
    """Both hands of one duplicate deal."""
    variant, players, seed, levels, budget_ms, totals = task
    return [play_hand(variant, players, seed, levels, swapped, budget_ms, totals)
            for swapped in (False, True)]


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
    latency = latency_figures(hands, levels)
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


def latency_figures(results: list, levels: tuple[str, str]) -> dict[str, dict[str, float]]:
    """Decision latency per level (p50, p99, max in ms, and the count) over hands or matches."""
    latency: dict[str, dict[str, float]] = {}
    for level in dict.fromkeys(levels):
        values = [v for result in results for v in result.latencies.get(level, [])]
        latency[level] = {"p50_ms": percentile(values, 0.50) * 1000,
                          "p99_ms": percentile(values, 0.99) * 1000,
                          "max_ms": max(values, default=0.0) * 1000,
                          "decisions": len(values)}
    return latency


def _side_names(levels: tuple[str, str]) -> tuple[str, str]:
    if levels[0] == levels[1]:
        return (f"{levels[0]} (A)", f"{levels[1]} (B)")
    return levels


def _execute(worker, tasks: list[tuple], jobs: int, progress: bool, unit: str) -> tuple[list, float]:
    """(results in task order, seconds): `worker` over the tasks, in `jobs` processes."""
    bar = None
    if progress:
        from tqdm import tqdm
        bar = tqdm(total=len(tasks) * 2, unit=unit, file=sys.stderr, leave=False)
    start = time.perf_counter()
    results: list = []
    if jobs <= 1:
        outputs = map(worker, tasks)
        pool = None
    else:
        pool = multiprocessing.get_context("fork").Pool(jobs)
        outputs = pool.imap(worker, tasks, chunksize=1)
    try:
        for output in outputs:
            results.append(output)
            if bar:
                bar.update(2)
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    elapsed = time.perf_counter() - start
    if bar:
        bar.close()
    return results, elapsed


def run(variant: str | R.Variant, players: int, levels: tuple[str, str], hands: int, seed: int = 1,
        jobs: int = 1, budget_ms: int | None = None, progress: bool = False,
        totals: tuple[int, int] = (0, 0)) -> dict[str, Any]:
    """Play `hands` duplicate hands (hands // 2 deals, at least one), at match totals `totals`, and
    summarize them."""
    deals = max(1, (hands + 1) // 2)
    tasks = [(variant, players, stable_seed(seed, index), levels, budget_ms, tuple(totals))
             for index in range(deals)]
    results, elapsed = _execute(play_deal, tasks, jobs, progress, "hand")
    meta = {"variant": _variant_name(variant), "players": players, "teams": list(levels), "seed": seed,
            "jobs": jobs, "budget_ms": budget_ms, "start_totals": list(totals)}
    return summarize(results, levels, elapsed, meta)


def _variant_name(variant: str | R.Variant) -> str:
    return variant if isinstance(variant, str) else variant.name


def play_match_pair(task: tuple) -> list[MatchResult]:
    """Both matches of one duplicate seed: the same first deal, the levels swapping teams."""
    variant, players, seed, levels, budget_ms, totals, hands_per_match, actions_per_turn = task
    return [play_match(variant, players, seed, levels, swapped, budget_ms, totals, hands_per_match,
                       actions_per_turn) for swapped in (False, True)]


def run_matches(variant: str | R.Variant, players: int, levels: tuple[str, str], matches: int,
                seed: int = 1, jobs: int = 1, budget_ms: int | None = None,
                totals: tuple[int, int] = (0, 0), hands_per_match: int = HANDS_PER_MATCH,
                actions_per_turn: int = ACTIONS_PER_TURN, progress: bool = False) -> dict[str, Any]:
    """Play `matches` whole matches (two per seed, the levels swapping teams) and summarize them."""
    pairs = max(1, (matches + 1) // 2)
    tasks = [(variant, players, stable_seed(seed, "match", index), levels, budget_ms, tuple(totals),
              hands_per_match, actions_per_turn) for index in range(pairs)]
    results, elapsed = _execute(play_match_pair, tasks, jobs, progress, "match")
    played = [match for pair in results for match in pair]
    side_names = _side_names(levels)
    sides = {}
    for index, name in enumerate(side_names):
        sides[name] = {
            "level": levels[index],
            "won": sum(1 for m in played if m.finished and m.winner == index),
            "mean_total": sum(m.totals[index] for m in played) / len(played),
        }
    stalls = {kind: sum(1 for m in played if m.stall == kind) for kind in ("turn", "hand", "match")}
    return {
        "variant": _variant_name(variant), "players": players, "teams": list(levels), "seed": seed,
        "jobs": jobs, "budget_ms": budget_ms, "start_totals": list(totals),
        "hands_per_match_bound": hands_per_match, "actions_per_turn_bound": actions_per_turn,
        "matches": len(played),
        "finished": sum(1 for m in played if m.finished),
        "stalled": sum(1 for m in played if m.stall),
        "stalls": stalls,
        "stalls_per_match": sum(1 for m in played if m.stall) / len(played),
        "sides": sides,
        "hands": sum(m.hands for m in played),
        "hands_per_match": {"mean": sum(m.hands for m in played) / len(played),
                            "min": min(m.hands for m in played), "max": max(m.hands for m in played)},
        "illegal_moves": sum(m.illegal for m in played),
        "undos": sum(m.undos for m in played),
        "latency": latency_figures(played, levels),
        "seconds": elapsed,
        "matches_per_second": len(played) / elapsed if elapsed > 0 else 0.0,
        "errors": [e for m in played for e in m.errors][:10],
    }


def _closing_lines(report: dict[str, Any], rate: str) -> list[str]:
    """The end of a report: the latency table per level, the rate and time, the first errors."""
    lines = [f"  {'latency':<12} {'p50 ms':>8} {'p99 ms':>8} {'max ms':>8} {'decisions':>10}"]
    for level, figures in report["latency"].items():
        lines.append(f"  {level:<12} {figures['p50_ms']:8.2f} {figures['p99_ms']:8.2f} "
                     f"{figures['max_ms']:8.2f} {figures['decisions']:>10}")
    lines.append(f"  {rate} with {report['jobs']} job(s), {report['seconds']:.1f} s")
    lines.extend(f"  ! {error}" for error in report["errors"])
    return lines


def _teams(levels) -> str:
    return f"{levels[0]} vs {levels[1]}"


def _counted(count: int, word: str, words: str) -> str:
    return f"{count} {word if count == 1 else words}"


def hands_heading(variant: str, players: int, levels, hands: int, seed: int, totals=(0, 0)) -> str:
    """The line that says what a run of `hands` duplicate hands plays (printed as it starts, and atop its report)."""
    return (f"buraco-sim: {variant}, {players} players, {_teams(levels)}, "
            f"{_counted(hands, 'duplicate hand', 'duplicate hands')} "
            f"({_counted(max(1, (hands + 1) // 2), 'deal', 'deals')}), seed {seed}"
            + (f", at {totals[0]}-{totals[1]}" if any(totals) else ""))


def matches_heading(variant: str, players: int, levels, matches: int, seed: int, totals=(0, 0)) -> str:
    """The line that says what a run of `matches` whole matches plays (printed as it starts, and atop its report)."""
    return (f"buraco-sim: {variant}, {players} players, {_teams(levels)}, "
            f"{_counted(matches, 'whole match', 'whole matches')} (two per seed), seed {seed}"
            + (f", from {totals[0]}-{totals[1]}" if any(totals) else ""))


def format_report(report: dict[str, Any], heading: bool = True) -> str:
    """The human-readable report (without its first line, the heading, if not `heading`)."""
    start = report.get("start_totals", [0, 0])
    lines = [hands_heading(report["variant"], report["players"], report["teams"], report["hands"], report["seed"],
                           start)] if heading else []
    for name, side in report["sides"].items():
        low, high = side["ci95"]
        lines.append(f"  {name:<12} won {side['won']:>5}  share {side['share'] * 100:5.1f}% "
                     f"(95% CI {low * 100:5.1f}-{high * 100:5.1f}%)  "
                     f"mean {side['mean_points']:8.1f} points/hand")
    lines.append(f"  ties {report['ties']}   illegal moves {report['illegal_moves']}   "
                 f"stalls {report['stalls']}   mean turns/hand {report['mean_turns']:.1f}")
    lines.extend(_closing_lines(report, f"{report['hands_per_second']:.2f} hands/s"))
    return "\n".join(lines)


def format_match_report(report: dict[str, Any], heading: bool = True) -> str:
    """The human-readable report of whole matches (without its heading, if not `heading`)."""
    start = report["start_totals"]
    lines = [matches_heading(report["variant"], report["players"], report["teams"], report["matches"],
                             report["seed"], start)] if heading else []
    for name, side in report["sides"].items():
        lines.append(f"  {name:<12} won {side['won']:>5} matches   "
                     f"mean final total {side['mean_total']:8.1f}")
    hands = report["hands_per_match"]
    stalls = report["stalls"]
    lines.append(f"  finished {report['finished']}/{report['matches']}   stalled {report['stalled']} "
                 f"({report['stalls_per_match']:.2f} per match: {stalls['turn']} turn, "
                 f"{stalls['hand']} hand, {stalls['match']} match)   "
                 f"illegal moves {report['illegal_moves']}   undos {report['undos']}")
    lines.append(f"  hands per match: mean {hands['mean']:.1f}, min {hands['min']}, max {hands['max']} "
                 f"(bounds: {report['hands_per_match_bound']} hands a match, "
                 f"{report['actions_per_turn_bound']} actions a turn)")
    lines.extend(_closing_lines(report, f"{report['matches_per_second']:.3f} matches/s"))
    return "\n".join(lines)


def _pair(text: str) -> tuple[int, int]:
    """Two whole numbers "a,b" (argparse type of --totals)."""
    parts = text.split(",")
    if len(parts) != 2:
        raise argparse.ArgumentTypeError("two numbers, team 0 then team 1, e.g. 1975,1265")
    try:
        return int(parts[0]), int(parts[1])
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from error


def build_parser() -> argparse.ArgumentParser:
    """buraco-sim's command line; its help gives every default."""
    parser = argparse.ArgumentParser(prog="buraco-sim", description=__doc__.split("\n\n")[0])
    parser.add_argument("--variant", default="cardcol", choices=sorted(R.VARIANTS), metavar="PRESET",
                        help="the rules preset: " + ", ".join(sorted(R.VARIANTS)) + " (default: %(default)s)")
    parser.add_argument("--players", type=int, default=4, choices=(2, 4), help="2 or 4 players (default: %(default)s)")
    parser.add_argument("--teams", default="normal,easy",
                        help=f"two levels of {', '.join(ai.LEVELS)}, side A then side B, e.g. hard,normal "
                             "(default: %(default)s)")
    parser.add_argument("--hands", type=int, default=100, help="hands to play, two per deal (default: %(default)s)")
    parser.add_argument("--matches", type=int, default=0,
                        help="play this many whole matches instead of single hands, two per seed "
                             "(default: %(default)s, single hands)")
    parser.add_argument("--target", type=int, default=None, help="the match target (default: the preset's)")
    parser.add_argument("--totals", type=_pair, default=(0, 0),
                        help="match totals the hands are played at (or the matches start from), team 0 "
                             "then team 1, e.g. 1975,1265 (default: 0,0)")
    parser.add_argument("--hands-per-match", type=int, default=HANDS_PER_MATCH,
                        help="a match longer than this counts as a stall (default: %(default)s)")
    parser.add_argument("--actions-per-turn", type=int, default=ACTIONS_PER_TURN,
                        help="a turn longer than this counts as a stall (default: %(default)s)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the deals (default: %(default)s)")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default: %(default)s)")
    parser.add_argument("--budget-ms", type=int, default=None,
                        help=f"time budget of a hard seat's decision, ms (default: {ai.DEFAULT_BUDGET_MS})")
    parser.add_argument("--json", action="store_true", help="print one JSON object (the heading goes to stderr)")
    parser.add_argument("--no-progress", action="store_true", help="no progress bar")
    return parser


def main(argv: list[str] | None = None) -> int:
    """The command line: says what runs as it starts, then plays, then prints the report."""
    parser = build_parser()
    args = parser.parse_args(argv)
    levels = tuple(part.strip() for part in args.teams.split(","))
    if len(levels) != 2 or any(level not in ai.LEVELS for level in levels):
        parser.error(f"--teams needs two of {', '.join(ai.LEVELS)}")
    if args.hands < 1 or args.jobs < 1 or args.matches < 0:
        parser.error("--hands and --jobs must be positive, --matches not negative")
    if args.hands_per_match < 1 or args.actions_per_turn < 1:
        parser.error("--hands-per-match and --actions-per-turn must be positive")
    variant: str | R.Variant = args.variant
    if args.target is not None:
        if args.target < 1:
            parser.error("--target must be positive")
        variant = R.with_options(R.VARIANTS[args.variant], target=args.target)
    said = sys.stderr if args.json else sys.stdout
    if args.matches:
        played = 2 * max(1, (args.matches + 1) // 2)
        print(matches_heading(args.variant, args.players, levels, played, args.seed, args.totals)
              + (f", target {args.target}" if args.target else ""), file=said, flush=True)
        report = run_matches(variant, args.players, levels, args.matches, args.seed, args.jobs,
                             args.budget_ms, args.totals, args.hands_per_match, args.actions_per_turn,
                             progress=not args.no_progress)
        text = format_match_report(report, heading=False)
        failed = report["stalled"] or report["illegal_moves"]
    else:
        played = 2 * max(1, (args.hands + 1) // 2)
        print(hands_heading(args.variant, args.players, levels, played, args.seed, args.totals),
              file=said, flush=True)
        report = run(variant, args.players, levels, args.hands, args.seed, args.jobs,
                     args.budget_ms, progress=not args.no_progress, totals=args.totals)
        text = format_report(report, heading=False)
        failed = report["stalls"] or report["illegal_moves"]
    print(json.dumps(report) if args.json else text)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
