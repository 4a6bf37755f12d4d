"""Computer players. They see only a `SeatView`, never the game (a placeholder until the AI issue)."""

from __future__ import annotations

import random

from buraco_qt.rules import Action, SeatView

LEVELS = ("easy", "normal", "hard", "classic")


class RandomPlayer:
    """Chooses uniformly among the legal actions (a stand-in for the real levels)."""

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: SeatView) -> Action:
        """One of the seat's legal actions."""
        return self._rng.choice(view.legal_actions())


def create(level: str, seed: int = 0, budget_ms: int | None = None) -> RandomPlayer:
    """A computer player of `level`."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}")
    return RandomPlayer(seed)
