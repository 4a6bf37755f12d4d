"""`normal`: a good club player, by heuristics over the legal moves (no search, no simulation).

Every decision scores the seat's legal actions with a value model of the position seen by that
seat, and picks the best:

- table plays (new melds, additions) are worth the change in the team's table value (card points,
  canasta bonuses, and the expected bonus of melds on their way to a canasta), plus the cards' hand
  penalty avoided, minus the value of holding the cards (wilds are kept for canastas), plus a race
  bonus while the reserve is there (in `cardcol`, also once the team may go out: a race to go
  out first), and the value of taking the reserve or going out;
- in `cardcol` the first canasta is the bottleneck: closing it earns a bonus, and once the reserve
  is gone without one, wilds stay off melds that stay open and the hand keeps a few cards (a hand
  of one card may lay nothing until the team has a canasta);
- going out is taken when the team is ahead in the hand (or the hand is ending anyway), held back
  when behind with time to catch up;
- the discard pile is taken when what it brings beats an unknown stock card;
- the discard is the card with the lowest cost: what it is worth to keep (partners in hand, fits
  on the team's melds, a wild) plus the danger that the next opponent takes the pile or uses it on
  the table (estimated from the cards it was seen taking and from the unseen cards; under CardCol's
  pair rule only a natural pair in its hand takes the pile, a card fitting its melds does not),
  minus the points it would cost if left in hand; in `cardcol`, once the team may go out, minus the
  chance that the cards kept let the seat go out next turn (over the unseen cards it may draw).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from buraco_qt.rules import Action, AddToMeld, Discard, Draw, EndHand, NewMeld, Redraw, SeatView, TakePile, build_meld
from buraco_qt.rules.melds import WILD, is_wild_card
from buraco_qt.rules.messages import MeldError
from buraco_qt.rules.refusals import takes_reserve

from .choice import ComputerPlayer
from .estimates import Context
from .weights import DEFAULT_WEIGHTS, PRESET_WEIGHTS, Weights


class NormalPlayer(ComputerPlayer):
    """A good club player (see the module docstring)."""

    level = "normal"

    def __init__(self, seed: int = 0, weights: Weights | None = None) -> None:
        self.seed = seed
        self.fixed_weights = weights
        self.w = weights or DEFAULT_WEIGHTS

    def weights_for(self, view: SeatView) -> Weights:
        """The weights for the view's preset (or the ones given to the constructor)."""
        if self.fixed_weights is not None:
            return self.fixed_weights
        return PRESET_WEIGHTS.get(view.variant.name, DEFAULT_WEIGHTS)

    def context(self, view: SeatView) -> Context:
        """The value model of one decision."""
        self.w = self.weights_for(view)
        return Context(view, self.w)

    def decide(self, view: SeatView, legal: list[Action]) -> Action:
        """The best of `legal` by the value model."""
        ctx = self.context(view)
        if view.phase == "draw":
            return self.choose_draw(ctx, legal)
        return self.choose_play(ctx, legal)

    # ----- draw or take ----------------------------------------------------------------------

    def pile_values(self, ctx: Context, legal: list[Action]) -> list[tuple[float, TakePile]]:
        """(value, action) for each way of taking the pile."""
        view = ctx.view
        pile = list(view.discard)
        out = []
        for action in legal:
            if not isinstance(action, TakePile):
                continue
            if not action.cards and action.target is None:
                hand = list(ctx.hand)
                value = 0.0
                for card in pile:
                    value += ctx.card_gain(card, hand)
                    hand.append(card)
                out.append((value, action))
                continue
            top = pile[-1]
            rest = pile[:-1]
            try:
                if action.target is not None:
                    old = ctx.melds[action.target]
                    new = old.extend([top])
                    value = ctx.meld_value(new) - ctx.meld_value(old)
                else:
                    value = ctx.meld_value(build_meld([top, *action.cards], ctx.variant))
            except (MeldError, IndexError):
                continue
            value += sum(ctx.risk * ctx.points(c) for c in action.cards) - ctx.hold_value(action.cards)
            value += ctx.points(top) * 0.5
            hand = [c for c in ctx.hand]
            for c in action.cards:
                hand.remove(c)
            for card in rest:
                value += ctx.card_gain(card, hand)
                hand.append(card)
            out.append((value, action))
        return out

    def choose_draw(self, ctx: Context, legal: list[Action]) -> Action:
        options = self.pile_values(ctx, legal)
        draw = next((a for a in legal if isinstance(a, Draw)), None)
        end = next((a for a in legal if isinstance(a, EndHand)), None)
        best = max(options, key=lambda o: (o[0], str(o[1])), default=None)
        if draw is not None:
            if best is not None and best[0] > self.w.draw_value + self.w.take_margin:
                return best[1]
            return draw
        if end is not None:
            if best is not None and best[0] > 0 and ctx.hand_score_estimate(None) < 0:
                return best[1]
            return end
        return best[1] if best else legal[0]

    # ----- play ------------------------------------------------------------------------------

    def play_value(self, ctx: Context, action: NewMeld | AddToMeld) -> float | None:
        """The value of a table play (None if it cannot be evaluated)."""
        variant = ctx.variant
        cards = action.cards
        rest = list(ctx.hand)
        for c in cards:
            rest.remove(c)
        try:
            if isinstance(action, NewMeld):
                new = build_meld(cards, variant)
                value = ctx.meld_value(new, rest)
            else:
                old = ctx.melds[action.target]
                new = old.extend(cards)
                value = ctx.meld_value(new, rest) - ctx.target_value(action.target)
        except (MeldError, IndexError):
            return None
        value += sum(ctx.risk * ctx.points(c) for c in cards) - ctx.hold_value(cards)
        if self.w.first_close and new.canasta and not ctx._has_canasta:
            value += self.w.first_close
        if (self.w.thin_hand and not ctx.reserve_there and not new.canasta
                and not ctx.can_out):
            value -= self.w.thin_hand * max(0.0, self.w.hand_floor - (len(rest) - 1))
        if (self.w.dirty_early and new.kind != WILD and not new.canasta and not ctx._has_canasta
                and not ctx.reserve_there and rest and any(is_wild_card(c) for c in cards)):
            value -= self.w.dirty_early
        if ctx.reserve_there:
            value += self.w.race * len(cards) * (2.0 if len(rest) <= 4 else 1.0)
            if takes_reserve(variant, rest):
                value += self.w.reserve_take
        elif not rest:
            value += ctx.going_out_value(sum(ctx.points(c) for c in cards))
        else:
            if self.w.out_race and ctx.can_out:
                value += self.w.out_race * len(cards)
            if self.w.threat_race and ctx._opp_can_out:
                value += self.w.threat_race * len(cards)
        return value

    def choose_play(self, ctx: Context, legal: list[Action]) -> Action:
        discards = [a for a in legal if isinstance(a, Discard)]
        redraw = next((a for a in legal if isinstance(a, Redraw)), None)
        if redraw is not None and ctx.hand:
            drawn = ctx.hand[-1]
            if not is_wild_card(drawn) and ctx.keep_value(drawn, ctx.hand[:-1]) < self.w.redraw_below:
                return redraw
        plays = []
        for action in legal:
            if isinstance(action, (NewMeld, AddToMeld)):
                value = self.play_value(ctx, action)
                if value is not None:
                    plays.append((value, action))
        if plays:
            value, action = _extreme(plays, max)
            if value > self.w.play_threshold or not discards:
                return action
        if not discards:
            return legal[0]
        return self.choose_discard(ctx, discards)

    def choose_discard(self, ctx: Context, discards: list[Discard]) -> Action:
        return _extreme([(self.discard_cost(ctx, action), action) for action in discards], min)[1]

    def discard_cost(self, ctx: Context, action: Discard) -> float:
        """What a discard costs the team (the lowest is discarded)."""
        card = action.card
        rest = list(ctx.hand)
        rest.remove(card)
        if not rest:
            return -ctx.going_out_value(0) if not ctx.reserve_there else -self.w.reserve_take
        if ctx.reserve_there and takes_reserve(ctx.variant, rest):
            return -self.w.reserve_take
        cost = (ctx.keep_value(card, rest) + self.w.danger * ctx.opponent.discard_danger(card)
                - self.w.shed * ctx.risk * ctx.points(card))
        if self.w.out_next and not ctx.reserve_there and ctx.can_out:
            cost -= self.w.out_next * ctx.out_chance(rest)
        return cost


def _extreme(scored: Sequence[tuple[float, Action]], pick: Callable = max) -> tuple[float, Action]:
    """The (value, action) that `pick` (max or min) chooses by (value, str(action)); texts only for ties."""
    value = pick(value for value, _ in scored)
    tied = [action for other, action in scored if other == value]
    return value, tied[0] if len(tied) == 1 else pick(tied, key=str)


__all__ = ["NormalPlayer", "Context", "Weights", "DEFAULT_WEIGHTS", "PRESET_WEIGHTS"]
