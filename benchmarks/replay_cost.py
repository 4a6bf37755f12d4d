"""Cost of a replay (session/replay.py): opening it, opening a hand, and the teacher's advice per step.

Run: python benchmarks/replay_cost.py [--variant cardcol] [--players 4] [--seed 1] [--target 5000]

Plays a whole match with `normal` seats (to `--target`, so that it is long), saves and opens it as
Game → Replay a saved match would, then prints: the time to read the match's log once (`Replay(...)`),
to open its longest hand (a snapshot per step), to open a hand of random play (long, with undos),
and the `normal` player's advice at every step of the longest hand, as if a person had made each move
(each asked once, as the replay asks; median, 90th percentile and largest). Times are on this machine,
in milliseconds; the advice is the part a replay view should ask for off its window's thread.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from buraco_qt import ai
from buraco_qt import rules as R
from buraco_qt.session.replay import Replay
from buraco_qt.storage import persistence


def long_match(variant: str, players: int, seed: int, target: int) -> R.Game:
    """A whole match of `normal` seats to `target` points."""
    game = R.new_game(R.with_options(R.VARIANTS[variant], target=target), players, seed)
    seats = [ai.create("normal", seat) for seat in range(players)]
    while game.phase != "match_over":
        if game.phase == "hand_over":
            game.apply(R.NextHand())
            continue
        seat = game.seat_to_move
        game.apply(seats[seat].choose(game.view(seat)))
    return game


def random_hand(variant: str, players: int, seed: int) -> R.Game:
    """One hand of uniformly random legal play (long: it lays, takes back and lays again)."""
    game = R.new_game(variant, players, seed)
    rng = random.Random(seed)
    while game.phase in ("draw", "play"):
        game.apply(rng.choice(game.legal_actions()))
    return game


def ms(seconds: float) -> str:
    """Seconds as milliseconds, for the printout."""
    return f"{seconds * 1000:.1f} ms"


def main() -> None:
    """Measure and print."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--variant", default="cardcol", choices=list(R.VARIANTS))
    parser.add_argument("--players", type=int, default=4, choices=(2, 4))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--target", type=int, default=5000)
    args = parser.parse_args()

    game = long_match(args.variant, args.players, args.seed, args.target)
    seats = ["human"] * args.players                      # every move gets the teacher's advice
    text = persistence.to_text(game, persistence.Table.for_match(seats, [""] * args.players, args.seed))
    began = time.perf_counter()
    saved = persistence.from_text(text)
    loaded = time.perf_counter() - began
    began = time.perf_counter()
    replay = Replay.from_saved(saved)
    opened = time.perf_counter() - began
    longest = max(replay.hands, key=lambda hand: hand.moves)
    began = time.perf_counter()
    hand = replay.hand(longest.number)
    hand_opened = time.perf_counter() - began
    print(f"{args.variant}, {args.players} players, to {args.target}: {len(replay.hands)} hands, "
          f"{len(game.log)} moves")
    print(f"  open the saved match (every field checked):      {ms(loaded)}")
    print(f"  Replay: read the log once, keep each hand's start: {ms(opened)}")
    print(f"  open its longest hand ({hand.count} steps):          {ms(hand_opened)} "
          f"({ms(hand_opened / max(1, hand.count))} per step)")

    wild = random_hand(args.variant, args.players, args.seed)
    began = time.perf_counter()
    wild_hand = Replay(wild, seats).hand()
    print(f"  open a hand of random play ({wild_hand.count} steps):    {ms(time.perf_counter() - began)}")

    costs = []
    for position in range(1, hand.count + 1):
        began = time.perf_counter()
        hand.advice(position)
        costs.append(time.perf_counter() - began)
    costs.sort()
    print(f"  the teacher's advice per step ({len(costs)} steps): median {ms(statistics.median(costs))}, "
          f"90% {ms(costs[int(0.9 * (len(costs) - 1))])}, largest {ms(costs[-1])}; "
          f"all of them {ms(sum(costs))}")


if __name__ == "__main__":
    main()
