"""Cost of the move log: following a match move by move, and reading a whole match back (Continue, Open).

Run: python benchmarks/move_log_cost.py [--variant cardcol] [--hands 6] [--seed 3]
Prints the median and the largest time of `HandLog.sync` after one move (the window follows the game),
and the time of a first `sync` of the finished match (its whole log replayed from the seed).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from buraco_qt import rules as R
from buraco_qt.session.move_log import HandLog


def measure(variant: str, hands: int, seed: int) -> tuple[list[float], float, int]:
    """Seconds per following sync, seconds of a whole replay, and the number of actions in the match."""
    game = R.new_game(variant, 4, seed=seed)
    rng = random.Random(seed)
    follower = HandLog()
    follows: list[float] = []
    while game.phase != "match_over" and game.hand_number <= hands:
        action = R.NextHand() if game.phase == "hand_over" else rng.choice(game.legal_actions())
        game.apply(action)
        start = time.perf_counter()
        follower.sync(game)
        follows.append(time.perf_counter() - start)
    start = time.perf_counter()
    HandLog().sync(R.Game.from_json(game.to_json()))
    return follows, time.perf_counter() - start, len(game.log)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="cardcol")
    parser.add_argument("--hands", type=int, default=6)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    follows, whole, actions = measure(args.variant, args.hands, args.seed)
    print(f"{args.variant}: {actions} actions; reading the match back and replaying its whole log: "
          f"{whole * 1000:.1f} ms")
    print(f"following one move: median {statistics.median(follows) * 1e6:.0f} µs, "
          f"largest {max(follows) * 1000:.2f} ms")


if __name__ == "__main__":
    main()
