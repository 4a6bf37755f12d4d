"""`normal`'s model of the next opponent: what it holds, whether it can take the pile, what a discard feeds it.

It works from what the seat has seen: the cards the next opponent was seen taking with the pile,
its hidden card count, and the unseen cards (`Context.unseen`).
"""

from __future__ import annotations

import math
from collections import Counter
from functools import cached_property
from typing import TYPE_CHECKING

from buraco_qt.rules import Card
from buraco_qt.rules.melds import is_wild_card, sets_allowed

from .common import neighbours
from .fits import MeldFits, meld_fits

if TYPE_CHECKING:
    from .estimates import Context


class NextOpponent:
    """The next opponent as one decision sees it (remembered card by card)."""

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self._info: tuple[int, frozenset, Counter, int] | None = None
        self._holds_cache: dict = {}
        self._take_cache: dict = {}
        self._opp_fits: MeldFits | None = None

    def _next_opponent(self) -> tuple[int, frozenset, Counter, int]:
        """(hidden cards, cards seen taken, their ranks, how many of them are wild) of the next opponent."""
        if self._info is None:
            view = self.ctx.view
            seat = (view.seat + 1) % view.players
            known = view.known[seat]
            hidden = max(0, view.hand_counts[seat] - len(known))
            wilds = sum(1 for c in known if is_wild_card(c))
            self._info = (hidden, frozenset(known), Counter(c.rank for c in known), wilds)
        return self._info

    def _next_holds(self, card: Card) -> float:
        """P(the next opponent holds at least one `card`), from the cards seen taken and the unseen ones."""
        chance = self._holds_cache.get(card)
        if chance is None:
            hidden, known, _, _ = self._next_opponent()
            total = self.ctx.unseen_total
            if card in known:
                chance = 1.0
            elif not total:
                chance = 0.0
            else:
                lam = hidden * self.ctx.unseen.get(card, 0) / total
                chance = 1.0 - math.exp(-lam)
            self._holds_cache[card] = chance
        return chance

    def take_chance(self, card: Card) -> float:
        """P(the next opponent can take the pile with `card` on top, or use it on its table)."""
        chance = self._take_cache.get(card)
        if chance is None:
            chance = self._take_cache[card] = self._take_chance(card)
        return chance

    def _take_chance(self, card: Card) -> float:
        variant = self.ctx.variant
        if variant.pickup != "pair":
            # under the pair rule the top card must start a new meld: fitting a meld takes nothing
            if self._opp_fits is None:
                self._opp_fits = meld_fits(self.ctx.view.melds[self.ctx.opp], variant)
            if self._opp_fits.fits(card):
                return 1.0
        if is_wild_card(card):
            return 0.0 if variant.pickup == "pair" else 0.3
        hidden, _, known_ranks, known_wilds = self._next_opponent()
        total = self.ctx.unseen_total or 1
        miss = 1.0
        set_ok = sets_allowed(card.rank, variant)
        if set_ok:
            k = known_ranks.get(card.rank, 0)
            lam = hidden * self.ctx.unseen_ranks[card.rank] / total
            if k >= 2:
                p = 1.0
            elif k == 1:
                p = 1 - math.exp(-lam)
            else:
                p = 1 - math.exp(-lam) * (1 + lam)
            miss *= 1 - p
        near = {d: self._next_holds(other) for d, other in neighbours(card, variant)}
        for a, b in ((-2, -1), (-1, 1), (1, 2)):
            if a in near and b in near:
                miss *= 1 - near[a] * near[b]
        if variant.pickup != "pair":
            lam_w = hidden * self.ctx.unseen_wilds / total
            p_wild = 1.0 if known_wilds else 1 - math.exp(-lam_w)
            p_one = 1 - ((1 - near.get(-1, 0)) * (1 - near.get(1, 0))
                         * (1 - near.get(-2, 0) * 0.5) * (1 - near.get(2, 0) * 0.5))
            if set_ok:
                p_one = 1 - (1 - p_one) * (0.0 if k else math.exp(-lam))
            miss *= 1 - p_wild * p_one * 0.8
        return 1.0 - miss

    def discard_danger(self, card: Card) -> float:
        """The expected gain of the next opponent from this discard."""
        ctx = self.ctx
        pile = ctx.view.discard
        if ctx.variant.pickup == "free":
            base = ctx.w.feed_free * self.take_chance(card) if not is_wild_card(card) else ctx.w.feed_free * 2
            return base * (1 + len(pile) / 10)
        return self.take_chance(card) * self._pile_value

    @cached_property
    def _pile_value(self) -> float:
        """What taking the pile with one more card on top is worth to the next opponent."""
        ctx = self.ctx
        pile = ctx.view.discard
        return (len(pile) + 1) * ctx.w.pile_card + 25 + sum(ctx.points(c) for c in pile) * 0.3
