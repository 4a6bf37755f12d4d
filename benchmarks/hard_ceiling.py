"""How strong can `hard`'s search get? The same search, cheating: an upper bound of the method.

Run: python benchmarks/hard_ceiling.py [--variant cardcol] [--hands 400] [--seed 2] [--jobs 2]
         [--budget-ms 400] [--searched draw,discard,plays] [--horizon 1000] [--sees all|hands|nothing]

A diagnostic, never a player of the game. The hard side's search samples the real game instead of
a determinization of its view. With `--sees all` it sees every hand and both reserves; only the
order of the stock is shuffled for each sample. With `--sees hands` it sees the hands, and the
reserves are dealt again from the stock and the reserves for each sample (what no inference from
play could ever tell). `--sees nothing` is the honest search, for comparison. Everything else is
`hard` as shipped (budget, candidates, the confidence gate, `normal` rollouts), with the decisions
searched and the horizon given here (by default all three decisions, rolled on to the end of the
hand). If even this search cannot reach a share of hands against `normal`, no better guessing of
the hidden cards will make the honest search reach it. It prints the `buraco-sim` report of the
hard-vs-normal duplicate hands (4 players).
"""

from __future__ import annotations

import argparse
import random

from buraco_qt import ai
from buraco_qt import rules as R
from buraco_qt.ai.hard import HardPlayer
from buraco_qt.ai.sampling import game_from_view
from buraco_qt.tools import sim

_viewed: list[R.Game] = []    # the game whose view was asked for last (one per worker process)
_options: dict = {}           # the HardPlayer options of this run


class OmniscientHard(HardPlayer):
    """`hard` whose samples are the real game, with what `sees` hides dealt again."""

    sees = "all"

    def choose(self, view: R.SeatView) -> R.Action:
        """The search's choice, sampling the game the view was taken from."""
        self.true_game = _viewed[-1]
        return super().choose(view)

    def sample_game(self, view: R.SeatView, rng: random.Random) -> R.Game:
        """The real game: the stock shuffled, and the reserves dealt again unless it sees them."""
        if self.sees == "nothing":
            return super().sample_game(view, rng)
        game = self.true_game
        reserves = [None if r is None else list(r) for r in game.reserves]
        stock = list(game.stock)
        if self.sees == "hands":
            stock += [card for r in reserves if r is not None for card in r]
        rng.shuffle(stock)
        if self.sees == "hands":
            for index, reserve in enumerate(reserves):
                if reserve is not None:
                    reserves[index], stock = stock[:len(reserve)], stock[len(reserve):]
        return game_from_view(view, [list(hand) for hand in game.hands], reserves, stock, rng)


def _remember_view(original):
    def view(game: R.Game, seat: int) -> R.SeatView:
        _viewed[:] = [game]
        return original(game, seat)
    return view


def _create(original):
    def create(level: str, seed: int = 0, budget_ms: int | None = None):
        if level != "hard":
            return original(level, seed=seed, budget_ms=budget_ms)
        player = OmniscientHard(seed, budget_ms=budget_ms or 400, **_options["hard"])
        player.sees = _options["sees"]
        return player
    return create


def main() -> None:
    """Play the duplicate hands and print the report."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--variant", default="cardcol")
    parser.add_argument("--hands", type=int, default=400)
    parser.add_argument("--seed", type=int, default=2)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--budget-ms", type=int, default=400)
    parser.add_argument("--searched", default="draw,discard,plays",
                        help="the decisions searched: draw, discard, plays")
    parser.add_argument("--horizon", type=int, default=1000,
                        help="turns rolled on after each candidate (1000: to the end of the hand)")
    parser.add_argument("--sees", choices=("all", "hands", "nothing"), default="all",
                        help="what the search sees: hands and reserves, hands only, or nothing hidden")
    args = parser.parse_args()
    _options["hard"] = {"searched": frozenset(args.searched.split(",")), "horizon": args.horizon,
                        "play_horizon": args.horizon}
    _options["sees"] = args.sees
    R.Game.view = _remember_view(R.Game.view)
    sim.ai.create = _create(ai.create)
    report = sim.run(args.variant, 4, ("hard", "normal"), args.hands, seed=args.seed, jobs=args.jobs,
                     budget_ms=args.budget_ms, progress=True)
    print(f"hidden cards the search sees: {args.sees}; searched: {args.searched}, horizon {args.horizon}")
    print(sim.format_report(report))


if __name__ == "__main__":
    main()
