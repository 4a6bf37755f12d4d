"""Speed of the rules engine: legal_actions() and Game.copy() per call, random-play hands per second.

Run: python benchmarks/rules_speed.py [--hands N] [--states N]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from buraco_qt import rules as R


def legal_actions_times(variant: str, states: int, seed: int) -> list[float]:
    """Seconds per legal_actions() call in play-phase states whose hand holds 11 cards."""
    times: list[float] = []
    rng = random.Random(seed)
    game_seed = seed
    while len(times) < states:
        game = R.new_game(variant, 4, game_seed)
        game_seed += 1
        while game.phase in ("draw", "play") and len(times) < states:
            if game.phase == "play" and len(game.hands[game.seat_to_move]) == 11:
                game._legal_cache = None
                start = time.perf_counter()
                actions = game.legal_actions()
                times.append(time.perf_counter() - start)
            else:
                actions = game.legal_actions()
            game.apply(rng.choice(actions))
    return times


def copy_times(variant: str, states: int, seed: int) -> list[float]:
    """Seconds per Game.copy() at every position of random play (the computer players and `explain`
    copy the game they try moves on)."""
    times: list[float] = []
    rng = random.Random(seed)
    game = R.new_game(variant, 4, seed)
    while len(times) < states:
        start = time.perf_counter()
        game.copy()
        times.append(time.perf_counter() - start)
        if game.phase == "match_over":
            game = R.new_game(variant, 4, seed + len(times))
        game.apply(rng.choice(game.legal_actions()))
    return times


def random_hands_per_second(variant: str, players: int, hands: int) -> float:
    """Hands of uniformly random legal play per second."""
    start = time.perf_counter()
    for seed in range(hands):
        game = R.new_game(variant, players, seed)
        rng = random.Random(seed)
        while game.phase in ("draw", "play"):
            game.apply(rng.choice(game.legal_actions()))
    return hands / (time.perf_counter() - start)


def main() -> None:
    """Print the table."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=20, help="random hands per preset and player count")
    parser.add_argument("--states", type=int, default=300, help="11-card states timed per preset")
    args = parser.parse_args()
    print(f"{'preset':<13} {'legal median ms':>15} {'p99 ms':>8} {'copy median ms':>14} {'p99 ms':>8} "
          f"{'2p hands/s':>11} {'4p hands/s':>11}")
    for name in R.VARIANTS:
        times = sorted(legal_actions_times(name, args.states, 1))
        copies = sorted(copy_times(name, args.states, 1))
        two = random_hands_per_second(name, 2, args.hands)
        four = random_hands_per_second(name, 4, args.hands)
        print(f"{name:<13} {statistics.median(times) * 1000:>15.3f} {_p99(times) * 1000:>8.3f} "
              f"{statistics.median(copies) * 1000:>14.3f} {_p99(copies) * 1000:>8.3f} {two:>11.1f} {four:>11.1f}")


def _p99(times: list[float]) -> float:
    """The 99th percentile of sorted times."""
    return times[int(len(times) * 0.99) - 1]


if __name__ == "__main__":
    main()
