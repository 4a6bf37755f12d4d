"""Computer players. They see only a `SeatView`, never the game.

`create(level, seed, budget_ms)` returns a player whose `choose(view)` returns one of
`view.legal_actions()`. Levels:

- ``easy``: a beginner: lays what it can, discards a loose card;
- ``normal``: a good club player (heuristics, see `normal.py`);
- ``hard``: `normal` plus determinized Monte Carlo on the decisions that matter (see `hard.py`),
  within `budget_ms` (default 400);
- ``classic``: CardCol's own 2003 computer player (see `classic.py`).

Every player is deterministic given its seed and the views it is shown. Every level decides among
the same choices (`choice.py`): never Undo, and under a first-meld minimum only melds that together
reach it this turn; a level that cannot decide falls back to a progressing move (draw, discard).
"""

from __future__ import annotations

from typing import Protocol

from buraco_qt.rules import Action, SeatView

LEVELS = ("easy", "normal", "hard", "classic")
DEFAULT_BUDGET_MS = 400


class Player(Protocol):
    """A computer player."""

    level: str

    def choose(self, view: SeatView) -> Action:
        """One of `view.legal_actions()`."""


def create(level: str, seed: int = 0, budget_ms: int | None = None) -> Player:
    """A computer player of `level` (one of LEVELS)."""
    if level == "easy":
        from .easy import EasyPlayer
        return EasyPlayer(seed)
    if level == "normal":
        from .normal import NormalPlayer
        return NormalPlayer(seed)
    if level == "hard":
        from .hard import HardPlayer
        return HardPlayer(seed, DEFAULT_BUDGET_MS if budget_ms is None else budget_ms)
    if level == "classic":
        from .classic import ClassicPlayer
        return ClassicPlayer(seed)
    raise ValueError(f"unknown level {level!r}")


__all__ = ["LEVELS", "DEFAULT_BUDGET_MS", "Player", "create"]
