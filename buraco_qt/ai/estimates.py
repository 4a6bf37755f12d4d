"""`normal`'s value model: what one decision estimates from the view (see `normal.py` for its use).

`Context` is computed once per decision: the risk that the hand ends soon, the unseen cards, the
value of a meld on its way to a canasta, of a card kept in hand or taken with the pile, of going out,
and the chance to go out next turn. `Context.opponent` models the next opponent (`opponent.py`).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable
from functools import cached_property

from buraco_qt.rules import Card, SeatView, build_meld, meld_score, table_points
from buraco_qt.rules.melds import WILD, Meld, is_wild_card
from buraco_qt.rules.messages import MeldError
from buraco_qt.rules.refusals import table_summary

from .common import has_partner, partners, unseen_cards
from .fits import MeldFits, meld_fits, run_openings
from .opponent import NextOpponent
from .weights import Weights


class Context:
    """What one decision needs, computed once from the view."""

    def __init__(self, view: SeatView, weights: Weights) -> None:
        self.view = view
        self.w = weights
        self.variant = variant = view.variant
        self.team = view.team
        self.opp = 1 - self.team
        self.hand = list(view.hand)
        self.melds = list(view.melds[self.team])
        self.reserve_there = view.reserve_counts[self.team] is not None
        self.clean_bonus = variant.bonus_for("clean") or 0
        self.dirty_bonus = variant.bonus_for("dirty") or 0
        self.risk = self._end_risk()
        self._wild_hold: float | None = None
        self._has_canasta = table_summary(self.melds, view.closed[self.team])[0]
        self._draws_left: float | None = None
        self._team_fits: MeldFits | None = None
        self._meld_value_cache: dict = {}
        self._fit_rate_cache: dict = {}
        self._wild_sinks: int | None = None
        self._layable_cache: dict = {}
        self._out_cache: dict = {}

    # ----- the state of the hand ---------------------------------------------------------

    def _end_risk(self) -> float:
        """A rough probability that the hand ends before the cards now in hand can be laid."""
        view = self.view
        risk = 0.15
        for team in (0, 1):
            if view.reserve_counts[team] is None:
                if view.go_out_refusals[team] is None:
                    smallest = min(view.hand_counts[s] for s in view.team_seats(team))
                    risk = max(risk, 0.9 if smallest <= 2 else 0.65 if smallest <= 5 else 0.45)
                else:
                    risk = max(risk, 0.3)
        left = view.stock_count + sum(c or 0 for c in view.reserve_counts)
        if left < 3 * view.players:
            risk = max(risk, 0.8)
        elif left < 8 * view.players:
            risk = max(risk, 0.4)
        return risk

    @cached_property
    def _opp_can_out(self) -> bool:
        """True if the opponents' table meets the going-out requirement."""
        return self.view.go_out_refusals[self.opp] is None

    @cached_property
    def can_out(self) -> bool:
        """True if the team's table meets the going-out requirement."""
        return self.view.go_out_refusals[self.team] is None

    @cached_property
    def opponent(self) -> NextOpponent:
        """The model of the next opponent (see `opponent.py`)."""
        return NextOpponent(self)

    # the unseen cards are counted on first use (taking the whole pile, for one, needs none)

    @cached_property
    def unseen(self) -> Counter:
        """Cards this seat has not seen (see `unseen_cards`)."""
        return unseen_cards(self.view)

    @cached_property
    def unseen_total(self) -> int:
        """How many cards this seat has not seen."""
        return sum(self.unseen.values())

    @cached_property
    def _unseen_by_rank(self) -> list[int]:
        """Unseen cards by rank, the jokers at 0."""
        ranks = [0] * 14
        for card, n in self.unseen.items():
            ranks[card.rank] += n
        return ranks

    @cached_property
    def unseen_wilds(self) -> int:
        """How many unseen cards are wild (jokers and twos)."""
        return self._unseen_by_rank[0] + self._unseen_by_rank[2]

    @cached_property
    def unseen_ranks(self) -> list[int]:
        """Unseen natural cards by rank (0 at ranks 0 and 2: the twos are wild)."""
        ranks = list(self._unseen_by_rank)
        ranks[0] = ranks[2] = 0
        return ranks

    def points(self, card: Card) -> int:
        return self.variant.card_points(card)

    # ----- values --------------------------------------------------------------------------

    def team_draws_left(self) -> float:
        """A rough count of the cards the team will still draw this hand."""
        if self._draws_left is None:
            view = self.view
            left = view.stock_count + sum(c or 0 for c in view.reserve_counts)
            self._draws_left = max(1.0, min(left / 2, 16.0 * (1.0 - self.risk) + 2))
        return self._draws_left

    def wild_rate(self) -> float:
        """The share of wild cards among the unseen cards."""
        return self.unseen_wilds / self.unseen_total if self.unseen_total else 0.0

    def meld_value(self, meld: Meld, hand_after: list | None = None) -> float:
        """Card points and bonus of a meld, plus the expected bonus of a meld on its way."""
        variant = self.variant
        value = float(meld_score(meld, variant))
        if meld.canasta:
            return value
        n = len(meld.cards)
        if meld.kind == WILD:
            penalty = variant.unfinished_wild_meld_penalty
            hand = self.hand if hand_after is None else hand_after
            in_hand = sum(1 for c in hand if is_wild_card(c))
            need = max(0, 7 - n - in_hand)
            lam = self.team_draws_left() * self.wild_rate() * self.w.wild_draw_share
            finish = _poisson_at_least(lam, need)
            bonus = variant.bonus_for("wild_dirty") or variant.bonus_for("twos") or 0
            blocks = (1 - finish) * self.w.mono_block * max(self.dirty_bonus, 100) if penalty else 0.0
            return value + (1 - finish) * penalty + finish * self.w.mono_share * bonus - blocks
        wilds = meld.wild_count
        if variant.max_wilds is None and wilds >= 2:
            return value
        lam = self.team_draws_left() * self.fit_rate(meld) * self.w.fit_draw_share
        if wilds:
            expected = _poisson_at_least(lam, 7 - n) * self.dirty_bonus
        else:
            clean = _poisson_at_least(lam, 7 - n)
            dirty = _poisson_at_least(lam, 6 - n)
            expected = clean * self.clean_bonus + (dirty - clean) * self.dirty_bonus
        if not self._has_canasta:
            expected *= 1.0 + self.w.first_canasta
        return value + self.w.progress_scale * expected

    def target_value(self, target: int) -> float:
        """`meld_value` of the team's meld number `target` as it stands."""
        value = self._meld_value_cache.get(target)
        if value is None:
            value = self._meld_value_cache[target] = self.meld_value(self.melds[target])
        return value

    def fit_rate(self, meld: Meld) -> float:
        """The share of unseen cards that would extend the meld by one natural."""
        key = (meld.kind, meld.cards, meld.wild_flags)
        rate = self._fit_rate_cache.get(key)
        if rate is None:
            rate = self._fit_rate_cache[key] = self._fit_rate(meld)
        return rate

    def _fit_rate(self, meld: Meld) -> float:
        unseen = self.unseen
        total = self.unseen_total
        if not total:
            return 0.0
        if meld.kind == "set":
            fitting = self.unseen_ranks[meld.rank]
        else:
            fitting = sum(unseen.get(card, 0) for card in run_openings(meld, self.variant))
        return fitting / total

    def wild_hold(self) -> float:
        """What a wild kept in hand is worth: a clean canasta saved, or a meld of wilds."""
        if self._wild_hold is None:
            variant = self.variant
            gap = max(self.clean_bonus - self.dirty_bonus, 50)
            mono = 0.0
            if variant.wild_melds != "none":
                mono = (variant.bonus_for("wild_dirty") or variant.bonus_for("twos") or 0) / 7
            self._wild_hold = self.w.wild_hold * (gap + self.w.mono_hold * mono) * (1.0 - self.risk)
        return self._wild_hold

    def hold_value(self, cards: Iterable[Card]) -> float:
        return sum(self.wild_hold() for c in cards if is_wild_card(c))

    def hand_score_estimate(self, going_out_team: int | None) -> float:
        """Our team's hand score minus the opponents', if the hand ended now."""
        view = self.view
        variant = self.variant
        unseen = self.unseen
        total = sum(unseen.values())
        average = (sum(variant.card_points(c) * n for c, n in unseen.items()) / total) if total else 8.0
        result = []
        for team in (0, 1):
            score: float = table_points(view, team)
            for seat in view.team_seats(team):
                if seat == view.seat:
                    score -= sum(variant.card_points(c) for c in self.hand)
                else:
                    score -= view.hand_counts[seat] * average
            if view.reserve_counts[team] is not None:
                score += variant.reserve_missed_penalty
            else:
                score += variant.reserve_taken_bonus
            if going_out_team == team:
                score += variant.going_out_bonus
            result.append(score)
        return result[self.team] - result[self.opp]

    def going_out_value(self, cards_laid_points: int) -> float:
        """The value of ending the hand now by going out."""
        diff = self.hand_score_estimate(self.team) + cards_laid_points
        left = self.view.stock_count
        if diff >= -self.w.hold_back_margin or self.risk >= 0.8 or left < 10 or self._opp_can_out:
            return self.w.go_out + max(diff, 0) * 0.1
        return -self.w.go_out

    # ----- cards in hand -------------------------------------------------------------------

    def keep_value(self, card: Card, rest: list) -> float:
        """What a card in hand is worth keeping, given the rest of the hand."""
        if is_wild_card(card):
            return self.w.wild_keep + self.points(card)
        same, near1, near2 = partners(card, rest, self.variant)
        value = (self.w.pair * min(same, 2) + self.w.near1 * min(near1, 2)
                 + self.w.near2 * min(near2, 2))
        if self.fits_team(card):
            value += self.w.fits_meld
        return value

    def fits_team(self, card: Card) -> bool:
        """True if the card is a natural that may be added to one of the team's open runs or sets."""
        if self._team_fits is None:
            self._team_fits = meld_fits(self.view.melds[self.team], self.variant)
        return self._team_fits.fits(card)

    def wild_sinks(self) -> int:
        """How many wilds the team's melds can take now (one per clean meld, any on a wild meld)."""
        if self._wild_sinks is None:
            sinks = 0
            for meld in self.melds:
                if meld.kind == WILD:
                    sinks += 99
                elif not meld.canasta and (self.variant.max_wilds is None
                                           or meld.wild_count < self.variant.max_wilds):
                    sinks += 1
            self._wild_sinks = sinks
        return self._wild_sinks

    def layable(self, cards: tuple) -> bool:
        """True if all the cards can be laid now: on the team's melds, or in one new meld."""
        known = self._layable_cache.get(cards)
        if known is not None:
            return known
        wilds = [c for c in cards if is_wild_card(c)]
        loose = [c for c in cards if not is_wild_card(c) and not self.fits_team(c)]
        sinks = self.wild_sinks()
        result = False
        if not loose:
            result = len(wilds) <= sinks
        elif len({c.rank for c in loose}) == 1 or len({c.suit for c in loose}) == 1:
            limit = len(wilds) if self.variant.max_wilds is None else min(len(wilds), self.variant.max_wilds)
            fitting = [c for c in cards if not is_wild_card(c) and c not in loose]
            for extra in ([], *([c] for c in fitting)):
                if len(loose) + len(extra) + limit < 3:
                    continue
                for k in range(limit + 1):
                    if len(wilds) - k > sinks:
                        continue
                    try:
                        build_meld([*loose, *extra, *wilds[:k]], self.variant)
                    except MeldError:
                        continue
                    result = True
                    break
                if result:
                    break
        self._layable_cache[cards] = result
        return result

    def can_empty(self, cards: tuple) -> bool:
        """True if all the cards but one (the discard) can be laid now."""
        if self.layable(cards):
            return True
        return any(self.layable(cards[:i] + cards[i + 1:]) for i in range(len(cards))
                   if i == 0 or cards[i] != cards[i - 1])

    def out_chance(self, hand: list) -> float:
        """P(going out next turn) holding `hand`, over the unseen cards (0 for more than 3 cards)."""
        if len(hand) > 3:
            return 0.0
        held = tuple(sorted(hand))
        known = self._out_cache.get(held)
        if known is not None:
            return known
        unseen = self.unseen
        total = self.unseen_total
        if not total:
            return 0.0
        free = self.can_empty(held)
        alone = self.layable(held)
        wild_result = None
        chance = 0.0
        for card, n in unseen.items():
            if is_wild_card(card):
                if wild_result is None:
                    wild_result = self.can_empty(tuple(sorted((*held, card))))
                ok = wild_result
            elif self.fits_team(card):
                ok = free
            elif not any(has_partner(card, [c], self.variant) for c in held if not is_wild_card(c)):
                ok = alone
            else:
                ok = self.can_empty(tuple(sorted((*held, card))))
            if ok:
                chance += n
        chance /= total
        self._out_cache[held] = chance
        return chance

    def card_gain(self, card: Card, hand: list) -> float:
        """What one card coming into the hand is worth."""
        if is_wild_card(card):
            return self.wild_hold() + 10
        value = -self.risk * self.points(card) * 0.5
        if self.fits_team(card):
            value += 10 + self.points(card)
        same, near1, near2 = partners(card, hand, self.variant)
        value += 7 * min(same, 2) + 5 * min(near1, 2) + 2 * min(near2, 2)
        if self.reserve_there:
            value -= self.w.race * 0.5
        return value + self.w.pile_bonus


def _poisson_at_least(lam: float, need: int) -> float:
    """P(X >= need) for X ~ Poisson(lam)."""
    if need <= 0:
        return 1.0
    term = math.exp(-lam)
    below = term
    for k in range(1, need):
        term *= lam / k
        below += term
    return max(0.0, 1.0 - below)
