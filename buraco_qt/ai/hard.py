"""`hard`: `normal` plus determinized Monte Carlo on the decisions that matter.

For the take-or-draw decision and the choice of the discard, `hard` asks `normal` for its few best
candidates, then for each of several determinizations of the hidden cards (`sampling.py`: dealt
consistently with what the seat has seen, never from the real game) plays each candidate and
rolls the game on with the `normal` policy for every seat for a short horizon (by default to the
end of the next opponent's turn, the one who may take the pile), and scores the position reached
from the team's point of view. The same samples serve every candidate (common random numbers);
the candidate with the best mean wins, but `normal`'s choice is kept unless another beats it by a
margin and by `confidence` standard errors of the paired gains: a mean lifted by one lucky sample
is noise, and following noise made `hard` weaker than `normal` (closed, seed 1: 46.5% of hands with
the margin alone, 55.0% with both).

Which decisions are searched depends on the preset (`SEARCHED`, measured against `normal`):
- in closed, also each table play `normal` would make: lay it, or lay nothing more and discard
  (`normal`'s discard), rolled on for `play_horizon` turns (4: a whole round at a table of four; a
  meld held back pays off only when the seat plays again);
- in cardcol, the take-or-draw decision alone. Searching the table plays lost there (45% of hands
  with a horizon of 2, 47% with 4, against 48% without it; 100 hands), and so did searching the
  discard (43% of hands against 50% without it; 100 and 200 hands): the horizon's static value
  knows nothing of what the cards kept in hand will make.

The number of samples follows from `budget_ms`, and a time guard stops sampling when the next
rollout would pass 80% of the budget (checked between rollouts and between the steps of a
rollout, a dropped sample counting for no candidate), so a decision never takes much more than the
budget. No search at all when the legal moves and `normal`'s choice already took 30% of the budget,
or when a hand or the pile holds `BIG_HAND` cards or more (rollouts there are slow: this guard
depends on the view only, not on the clock). `samples=` fixes the count and turns the clock guards
off (as the fairness tests do).
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable

from buraco_qt.rules import (
    Action,
    AddToMeld,
    Discard,
    Draw,
    Game,
    IllegalAction,
    NewMeld,
    SeatView,
    TakePile,
    meld_score,
)

from .common import decision_rng, stable_seed
from .estimates import Context
from .normal import NormalPlayer
from .sampling import determinize
from .weights import Weights

SAMPLE_COST_MS = 2.0    # rough cost of one candidate rollout (horizon 2) on the reference machine
BIG_HAND = 26           # a hand (or pile) this large makes rollouts slow and their value noisy: no search
DEADLINE_SHARE = 0.8    # sampling stops when the next rollout would pass this share of the budget
PREAMBLE_SHARE = 0.3    # the legal moves and normal's choice took this share already: no search
DRAW, DISCARD, PLAYS = "draw", "discard", "plays"
# the decisions searched per preset (the others are normal's); presets not listed: draw and discard
SEARCHED = {"closed": frozenset({DRAW, DISCARD, PLAYS}), "cardcol": frozenset({DRAW})}
DEFAULT_SEARCHED = frozenset({DRAW, DISCARD})


class HardPlayer(NormalPlayer):
    """Search on top of `normal` (see the module docstring)."""

    level = "hard"

    def __init__(self, seed: int = 0, budget_ms: int = 400, samples: int | None = None,
                 top_k: int = 3, horizon: int = 2, margin: float = 15.0, confidence: float = 2.0,
                 weights: Weights | None = None, searched: frozenset[str] | None = None,
                 play_horizon: int = 4) -> None:
        super().__init__(seed, weights)
        self.budget_ms = budget_ms
        self.samples = samples
        self.top_k = top_k
        self.horizon = horizon
        self.margin = margin
        self.confidence = confidence
        self.searched = searched
        self.play_horizon = play_horizon
        #: The clock of the budget (seconds); every check of the budget reads it.
        self.clock: Callable[[], float] = time.perf_counter

    def decide(self, view: SeatView, legal: list[Action]) -> Action:
        """`normal`'s choice among `legal`, or a searched one that clearly beats it."""
        start = self.clock()
        ctx = self.context(view)
        horizon = self.horizon
        searched = self.searched_in(view)
        options: list[Action]
        if view.phase == "draw":
            base = self.choose_draw(ctx, legal)
            draw = next((a for a in legal if isinstance(a, Draw)), None)
            takes = sorted(self.pile_values(ctx, legal), key=lambda o: (-o[0], str(o[1])))
            if draw is None or not takes or DRAW not in searched:
                return base
            options = [draw, base if isinstance(base, TakePile) else takes[0][1]]
        else:
            base = self.choose_play(ctx, legal)
            discards = [a for a in legal if isinstance(a, Discard)]
            if isinstance(base, (NewMeld, AddToMeld)):
                if not discards or PLAYS not in searched:
                    return base
                # lay this, or lay nothing more and discard
                options = [base, self.choose_discard(ctx, discards)]
                horizon = self.play_horizon
            elif not isinstance(base, Discard) or len(discards) < 2 or DISCARD not in searched:
                return base
            else:
                options = list(self.ranked_discards(ctx, discards)[:self.top_k])
                if base not in options:
                    options.insert(0, base)
        if self.too_big(view):
            return base
        if self.samples is None and self.clock() - start > self.budget_ms * PREAMBLE_SHARE / 1000:
            return base
        return self.search(view, options, base, start, horizon)

    def searched_in(self, view: SeatView) -> frozenset[str]:
        """The decisions searched in the view's preset (`SEARCHED`, or those given to the constructor)."""
        if self.searched is not None:
            return self.searched
        return SEARCHED.get(view.variant.name, DEFAULT_SEARCHED)

    @staticmethod
    def too_big(view: SeatView) -> bool:
        """True when the hands or the pile are so large that a rollout costs too much."""
        return max(view.hand_counts) >= BIG_HAND or len(view.discard) >= BIG_HAND

    def ranked_discards(self, ctx: Context, discards: list[Discard]) -> list[Discard]:
        """`normal`'s discards, best first."""
        ranked = []
        for action in discards:
            ranked.append((self.discard_cost(ctx, action), str(action), action))
        ranked.sort(key=lambda r: (r[0], r[1]))
        return [r[2] for r in ranked]

    # ----- the search --------------------------------------------------------------------------

    def sample_count(self, options: int) -> int:
        if self.samples is not None:
            return self.samples
        return max(2, min(60, int(self.budget_ms * 0.8 / (SAMPLE_COST_MS * options))))

    def search(self, view: SeatView, options: list[Action], base: Action, start: float,
               horizon: int | None = None) -> Action:
        if base not in options:
            options = [base, *options]
        rng = decision_rng(self.seed, view)
        count = self.sample_count(len(options))
        per_sample: list[list[float]] = []    # per sample, the value of each option
        budget = self.budget_ms / 1000.0
        deadline = start + budget * DEADLINE_SHARE
        slowest = 0.0
        for index in range(count):
            sample_seed = stable_seed(self.seed, rng.random(), index)
            values = []
            for option in options:
                begun = self.clock()
                if self.samples is None and begun + max(slowest * 1.2, 0.002) > deadline:
                    break
                value = self.rollout(view, option, sample_seed,
                                     None if self.samples is not None else deadline, horizon)
                if value is None:
                    break
                values.append(value)
                slowest = max(slowest, self.clock() - begun)
            if len(values) < len(options):
                break
            per_sample.append(values)
        if not per_sample:
            return base
        means = [sum(column) / len(per_sample) for column in zip(*per_sample)]
        kept = options.index(base)
        best = max(range(len(options)), key=lambda i: (means[i], -i))
        if means[best] <= means[kept] + self.margin or not self.clear_gain(per_sample, best, kept):
            return base
        return options[best]

    def clear_gain(self, per_sample: list[list[float]], best: int, kept: int) -> bool:
        """True if option `best` beats option `kept` by `confidence` standard errors of the paired gains."""
        if not self.confidence:
            return True
        gains = [values[best] - values[kept] for values in per_sample]
        if len(gains) < 2:
            return False
        spread = statistics.stdev(gains)
        return spread == 0 or statistics.fmean(gains) >= self.confidence * spread / len(gains) ** 0.5

    def sample_game(self, view: SeatView, rng: random.Random) -> Game:
        """One full game consistent with the view: the hidden cards dealt at random (`determinize`)."""
        return determinize(view, rng)

    def rollout(self, view: SeatView, option: Action, sample_seed: int,
                deadline: float | None = None, horizon: int | None = None) -> float | None:
        """Play `option` in one determinization and roll on; the team's position value.

        None when the deadline passed before the horizon was reached (the sample is dropped)."""
        game = self.sample_game(view, random.Random(sample_seed))
        team = view.team
        horizon = self.horizon if horizon is None else horizon
        root_turn = game.turn
        try:
            game.apply(option)
        except IllegalAction:
            return -1e6
        players = [NormalPlayer(stable_seed(sample_seed, seat)) for seat in range(game.players)]
        steps = 0
        while game.phase in ("draw", "play") and game.turn < root_turn + horizon and steps < 200:
            if deadline is not None and self.clock() > deadline:
                return None
            seat = game.seat_to_move
            sub_view = game.view(seat)
            try:
                game.apply(players[seat].choose(sub_view))
            except IllegalAction:
                game.apply(sub_view.legal_actions()[0])
            steps += 1
        return evaluate(game, team)


def evaluate(game: Game, team: int) -> float:
    """A static value of a position for `team`: table, canastas on their way, hand, reserve."""
    if game.hand_scores is not None and game.phase != "draw" and game.phase != "play":
        scores = [s.total for s in game.hand_scores]
        return float(scores[team] - scores[1 - team])
    variant = game.variant
    dirty = variant.bonus_for("dirty") or 100
    values = []
    for side in (0, 1):
        value = 0.0
        for meld in [*game.melds[side], *game.closed[side]]:
            value += meld_score(meld, variant)
            if not meld.canasta and meld.kind != "wild":
                value += dirty * {3: 0.1, 4: 0.15, 5: 0.3, 6: 0.5}.get(len(meld.cards), 0.0)
            elif not meld.canasta:
                value += variant.unfinished_wild_meld_penalty * 0.5
        for seat in game.team_seats(side):
            hand = game.hands[seat]
            value -= 0.35 * sum(variant.card_points(card) for card in hand)
            value += 2.0 * len(hand)
        if game.reserves[side] is None:
            value += 60
        values.append(value)
    return values[team] - values[1 - team]
