"""Fingerprints of the computer players' decisions: one digest per preset and level.

Run: python benchmarks/decision_fingerprint.py [--hands 6] [--hard-moves 40]
         [--levels easy,normal,hard,classic] [--presets cardcol,brazilian,...]

Each level plays `--hands` single hands from 0-0 per preset (seeds 0.., 4 players, then 2), every
seat at that level; the digest is a hash of the action logs. `hard` plays with a fixed sample count
(no clock) for its first `--hard-moves` decisions of one 4-player hand per preset. Two versions of
the code that print the same digest for a preset and level made the same decisions there: run it
before and after a change that should not alter play (a speed-up, a tidy) and compare.
"""

from __future__ import annotations

import argparse
import hashlib

from buraco_qt import ai
from buraco_qt import rules as R
from buraco_qt.ai.hard import HardPlayer

MOVE_BOUND = 3000   # decisions in one hand before the fingerprint gives up on it


def player(level: str, seed: int):
    """A player of `level`; hard with a fixed sample count, so its decisions never depend on the clock."""
    if level == "hard":
        return HardPlayer(seed, budget_ms=60_000, samples=2)
    return ai.create(level, seed)


def hand_log(preset: str, players: int, seed: int, level: str, moves: int) -> list[str]:
    """The action log of one hand (or of its first `moves` decisions)."""
    game = R.new_game(preset, players, seed)
    seats = [player(level, seat) for seat in range(players)]
    for _ in range(moves):
        if game.phase not in ("draw", "play"):
            break
        seat = game.seat_to_move
        game.apply(seats[seat].choose(game.view(seat)))
    return game.log


def fingerprint(preset: str, level: str, hands: int, hard_moves: int) -> tuple[str, int]:
    """(digest, decisions) of a level's play in a preset."""
    digest = hashlib.sha256()
    decisions = 0
    runs = [(4, 0, hard_moves)] if level == "hard" else [
        (players, seed, MOVE_BOUND) for players in (4, 2) for seed in range(hands)]
    for players, seed, moves in runs:
        log = hand_log(preset, players, seed, level, moves)
        decisions += len(log)
        digest.update("\n".join(log).encode() + b"\n--\n")
    return digest.hexdigest()[:16], decisions


def main() -> None:
    """Print one line per preset and level."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=6, help="hands per player count (easy, normal, classic)")
    parser.add_argument("--hard-moves", type=int, default=40, help="hard's decisions per preset")
    parser.add_argument("--levels", default=",".join(ai.LEVELS))
    parser.add_argument("--presets", default=",".join(R.VARIANTS))
    args = parser.parse_args()
    for preset in args.presets.split(","):
        for level in args.levels.split(","):
            digest, decisions = fingerprint(preset, level, args.hands, args.hard_moves)
            print(f"{preset:<13} {level:<8} {digest}  {decisions:>6} decisions", flush=True)


if __name__ == "__main__":
    main()
