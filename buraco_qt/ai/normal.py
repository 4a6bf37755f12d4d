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

import math
from collections import Counter
from dataclasses import dataclass, replace
from functools import cached_property, lru_cache
from typing import Callable

from buraco_qt.rules import (Action, AddToMeld, Card, Discard, Draw, EndHand, NewMeld, Redraw, SeatView,
                             TakePile, build_meld, meld_score)
from buraco_qt.rules.melds import WILD, Meld, is_wild_card, ladder, sets_allowed
from buraco_qt.rules.messages import MeldError
from buraco_qt.rules.refusals import table_summary, takes_reserve

from .choice import ComputerPlayer
from .common import has_partner, partners, positions, run_distance, table_points, unseen_cards


@dataclass(frozen=True)
class Weights:
    """The tunable numbers of the `normal` value model."""

    wild_hold: float = 0.15          # value of a wild kept in hand: share of (clean - dirty bonus
    mono_hold: float = 1.0           #   + mono_hold * a seventh of the wild-meld bonus)
    wild_draw_share: float = 0.6     # wilds the team draws per card, relative to the unseen share
    mono_share: float = 1.0          # share of the wild-meld bonus counted for a finishable meld
    fit_draw_share: float = 1.5      # fitting cards the team gets per draw, relative to the unseen share
    first_canasta: float = 0.5       # extra weight of the team's first canasta (it allows going out)
    progress_scale: float = 0.3      # weight of the expected canasta bonus of a meld on its way
    mono_block: float = 1.0          # an unfinished meld of wilds blocks going out
    pile_bonus: float = 3.0          # option value of each card taken with the pile
    progress: tuple[float, ...] = (0.0, 0.0, 0.0, 0.30, 0.40, 0.55, 0.75)  # P(canasta) by length
    clean_share: float = 0.55        # chance a clean meld on its way stays clean
    race: float = 10.0               # per card laid while the team's reserve is there
    reserve_take: float = 150.0      # emptying the hand onto the reserve
    go_out: float = 400.0            # going out while ahead
    hold_back_margin: float = 150.0  # behind by more than this with time left: hold back
    pair: float = 16.0               # discard: keep a card with a same-rank partner
    near1: float = 11.0              # ... with a suited neighbour
    near2: float = 6.0               # ... with a suited card two places away
    fits_meld: float = 22.0          # ... that fits one of the team's melds
    wild_keep: float = 250.0         # never discard a wild when anything else will do
    shed: float = 0.6                # discard: weight of the card's hand points at risk
    danger: float = 1.0              # discard: weight of feeding the next opponent
    pile_card: float = 9.0           # what one pile card is worth to whoever takes it
    feed_free: float = 25.0          # free pickup: what a card that fits the opponents is worth to them
    draw_value: float = 6.0          # what an unknown stock card is worth
    take_margin: float = 0.0         # take the pile when it beats a draw by this much
    redraw_below: float = 5.0        # Brazilian first turn: redraw a card kept for less than this
    play_threshold: float = 0.0      # lay a table play worth more than this
    out_race: float = 0.0            # per card laid once the team may go out (reserve taken, canasta)
    threat_race: float = 0.0         # per card laid while the opponents may go out
    first_close: float = 0.0         # closing the team's first canasta (it allows going out)
    dirty_early: float = 0.0         # reserve gone, no canasta: a wild laid on a meld that stays open
    thin_hand: float = 0.0           # reserve gone, no canasta: per card the hand falls below hand_floor
    hand_floor: float = 3.0          #   (a hand of one card may lay nothing until the team has a canasta)
    out_next: float = 0.0            # discard once the team may go out: weight of P(going out next turn)


DEFAULT_WEIGHTS = Weights(wild_hold=0.6, progress_scale=0.8)
# Tuned per preset with benchmarks/ai_strength.py; presets not listed use DEFAULT_WEIGHTS.
PRESET_WEIGHTS = {
    # canastas close at 7 and leave the table: going out fast with dirty canastas pays; the first
    # canasta is the bottleneck once the reserve is gone, then the cards that let the team go out;
    # a canasta of seven wilds with a joker is worth 1000: a wild kept counts a seventh of it twice
    "cardcol": replace(DEFAULT_WEIGHTS, wild_hold=0.3, mono_hold=2.0, progress_scale=0.3, out_race=40.0,
                       first_canasta=1.0, first_close=300.0, dirty_early=150.0, thin_hand=30.0,
                       out_next=300.0),
    # a clean canasta to go out, the top card played at once: keep fewer wilds, feed less
    "closed": replace(DEFAULT_WEIGHTS, wild_hold=0.4, danger=1.5),
}


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
        self.opp_melds = list(view.melds[self.opp])
        self.reserve_there = view.reserve_counts[self.team] is not None
        self.clean_bonus = variant.bonus_for("clean") or 0
        self.dirty_bonus = variant.bonus_for("dirty") or 0
        self.risk = self._end_risk()
        self._wild_hold: float | None = None
        self._has_canasta = table_summary(self.melds, view.closed[self.team])[0]
        self._draws_left: float | None = None
        self._team_fits: MeldFits | None = None
        self._opp_fits: MeldFits | None = None
        self._take_cache: dict = {}
        self._meld_value_cache: dict = {}
        self._fit_rate_cache: dict = {}
        self._next_opponent_info: tuple[int, frozenset, Counter, int] | None = None
        self._next_holds_cache: dict = {}
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

    def points(self, card) -> int:
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
            fitting = sum(unseen.get(card, 0) for card in _run_openings(meld, self.variant))
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

    def hold_value(self, cards) -> float:
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
            score = table_points(view, team)
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

    def keep_value(self, card, rest: list) -> float:
        """What a card in hand is worth keeping, given the rest of the hand."""
        if is_wild_card(card):
            return self.w.wild_keep + self.points(card)
        same, near1, near2 = partners(card, rest, self.variant)
        value = (self.w.pair * min(same, 2) + self.w.near1 * min(near1, 2)
                 + self.w.near2 * min(near2, 2))
        if self.fits_team(card):
            value += self.w.fits_meld
        return value

    def fits_team(self, card) -> bool:
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

    def card_gain(self, card, hand: list) -> float:
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

    # ----- the next opponent ---------------------------------------------------------------

    def _next_opponent(self) -> tuple[int, frozenset, Counter, int]:
        """(hidden cards, cards seen taken, their ranks, how many of them are wild) of the next opponent."""
        if self._next_opponent_info is None:
            view = self.view
            seat = (view.seat + 1) % view.players
            known = view.known[seat]
            hidden = max(0, view.hand_counts[seat] - len(known))
            wilds = sum(1 for c in known if is_wild_card(c))
            self._next_opponent_info = (hidden, frozenset(known), Counter(c.rank for c in known), wilds)
        return self._next_opponent_info

    def _next_holds(self, card) -> float:
        """P(the next opponent holds at least one `card`), from the cards seen taken and the unseen ones."""
        chance = self._next_holds_cache.get(card)
        if chance is None:
            hidden, known, _, _ = self._next_opponent()
            total = self.unseen_total
            if card in known:
                chance = 1.0
            elif not total:
                chance = 0.0
            else:
                lam = hidden * self.unseen.get(card, 0) / total
                chance = 1.0 - math.exp(-lam)
            self._next_holds_cache[card] = chance
        return chance

    def take_chance(self, card) -> float:
        """P(the next opponent can take the pile with `card` on top, or use it on its table)."""
        chance = self._take_cache.get(card)
        if chance is None:
            chance = self._take_cache[card] = self._take_chance(card)
        return chance

    def _take_chance(self, card) -> float:
        variant = self.variant
        if variant.pickup != "pair":
            # under the pair rule the top card must start a new meld: fitting a meld takes nothing
            if self._opp_fits is None:
                self._opp_fits = meld_fits(self.view.melds[self.opp], variant)
            if self._opp_fits.fits(card):
                return 1.0
        if is_wild_card(card):
            return 0.0 if variant.pickup == "pair" else 0.3
        hidden, _, known_ranks, known_wilds = self._next_opponent()
        total = self.unseen_total or 1
        miss = 1.0
        set_ok = sets_allowed(card.rank, variant)
        if set_ok:
            k = known_ranks.get(card.rank, 0)
            lam = hidden * self.unseen_ranks[card.rank] / total
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
            lam_w = hidden * self.unseen_wilds / total
            p_wild = 1.0 if known_wilds else 1 - math.exp(-lam_w)
            p_one = 1 - (1 - near.get(-1, 0)) * (1 - near.get(1, 0)) * (1 - near.get(-2, 0) * 0.5) * (1 - near.get(2, 0) * 0.5)
            if set_ok:
                p_one = 1 - (1 - p_one) * (0.0 if k else math.exp(-lam))
            miss *= 1 - p_wild * p_one * 0.8
        return 1.0 - miss

    def discard_danger(self, card) -> float:
        """The expected gain of the next opponent from this discard."""
        variant = self.variant
        pile = self.view.discard
        if variant.pickup == "free":
            base = self.w.feed_free * self.take_chance(card) if not is_wild_card(card) else self.w.feed_free * 2
            return base * (1 + len(pile) / 10)
        return self.take_chance(card) * self._pile_value

    @cached_property
    def _pile_value(self) -> float:
        """What taking the pile with one more card on top is worth to the next opponent."""
        pile = self.view.discard
        return (len(pile) + 1) * self.w.pile_card + 25 + sum(self.points(c) for c in pile) * 0.3


@lru_cache(maxsize=1 << 11)
def _run_openings(meld: Meld, variant) -> tuple[Card, ...]:
    """The naturals that extend a run by one: at an end, or for a wild inside (the wild moves to an end)."""
    steps = ladder(variant)
    suit = meld.suit
    low = _run_position(meld, variant)
    high = low + len(meld.cards) - 1
    ends = [Card(steps[position], suit) for position in (low - 1, high + 1) if 0 <= position < len(steps)]
    inside = [Card(steps[low + i], suit) for i, wild in enumerate(meld.wild_flags)
              if wild and 0 < i < len(meld.cards) - 1]
    return (*ends, *inside)


def _run_position(meld: Meld, variant) -> int:
    """The ladder position of a run's first card."""
    steps = ladder(variant)
    for i, (card, wild) in enumerate(zip(meld.cards, meld.wild_flags)):
        if not wild:
            if card.rank == 1:
                return 0 if i == 0 else len(steps) - 1 - i
            return steps.index(card.rank) - i
    return 0


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


@lru_cache(maxsize=1 << 11)
def neighbour(card, distance: int, variant) -> Card | None:
    """The natural card `distance` places from `card` in a run of its suit (None off the ladder)."""
    steps = ladder(variant)
    for position in positions(card, variant):
        other = position + distance
        if 0 <= other < len(steps):
            return Card(steps[other], card.suit)
    return None


@lru_cache(maxsize=1 << 10)
def neighbours(card, variant) -> tuple[tuple[int, Card], ...]:
    """(distance, card) for the naturals 2 and 1 places below and 1 and 2 places above `card` in a run."""
    found = ((distance, neighbour(card, distance, variant)) for distance in (-2, -1, 1, 2))
    return tuple((distance, other) for distance, other in found if other is not None)


class MeldFits:
    """Which cards may be added to one of a team's open runs or sets, remembered card by card."""

    def __init__(self, melds: tuple[Meld, ...], variant) -> None:
        self.targets = [meld for meld in melds if not meld.is_closed and meld.kind != WILD]
        self.variant = variant
        self._known: dict[Card, bool] = {}
        # only a run of the card's suit or a set of its rank can take a natural
        self._runs_by_suit: dict[str, list[Meld]] = {}
        self._sets_by_rank: dict[int, list[Meld]] = {}
        for meld in self.targets:
            if meld.kind == "run":
                self._runs_by_suit.setdefault(meld.suit, []).append(meld)
            else:
                self._sets_by_rank.setdefault(meld.rank, []).append(meld)

    def fits(self, card) -> bool:
        """True if the card is a natural that may be added to one of the runs or sets."""
        fits = self._known.get(card)
        if fits is None:
            variant = self.variant
            candidates = (*self._runs_by_suit.get(card.suit, ()), *self._sets_by_rank.get(card.rank, ()))
            fits = self._known[card] = any(_fits(meld, card, variant) for meld in candidates)
        return fits


@lru_cache(maxsize=1 << 9)
def meld_fits(melds: tuple[Meld, ...], variant) -> MeldFits:
    """The `MeldFits` of a team's melds, shared by every decision that sees the same melds."""
    return MeldFits(melds, variant)


@lru_cache(maxsize=1 << 13)
def _fits(meld: Meld, card, variant) -> bool:
    """True if a card may be added to a run of its suit or a set of its rank (cheap tests, then the real one)."""
    if meld.kind == "run":
        naturals = [c for c, w in zip(meld.cards, meld.wild_flags) if not w]
        if is_wild_card(card):
            # a 2 may stand anywhere as a wild
            if all(run_distance(card, c, variant) > len(meld.cards) for c in naturals):
                return False
        else:
            if card.rank != 1 and card in naturals:
                return False  # a run holds each rank once
            # each place between the card and the nearest natural needs a wild (a 2 made natural frees one)
            wilds = sum(1 for c in meld.cards if is_wild_card(c))
            if min(run_distance(card, c, variant) for c in naturals) - 1 > wilds:
                return False
    try:
        meld.extend([card])
    except MeldError:
        return False
    return True


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

    def pile_values(self, ctx: Context, legal: list[Action]) -> list[tuple[float, Action]]:
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

    def play_value(self, ctx: Context, action: Action) -> float | None:
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
        cost = (ctx.keep_value(card, rest) + self.w.danger * ctx.discard_danger(card)
                - self.w.shed * ctx.risk * ctx.points(card))
        if self.w.out_next and not ctx.reserve_there and ctx.can_out:
            cost -= self.w.out_next * ctx.out_chance(rest)
        return cost


def _extreme(scored: list[tuple[float, Action]], pick: Callable = max) -> tuple[float, Action]:
    """The (value, action) that `pick` (max or min) chooses by (value, str(action)); texts only for ties."""
    value = pick(value for value, _ in scored)
    tied = [action for other, action in scored if other == value]
    return value, tied[0] if len(tied) == 1 else pick(tied, key=str)


def with_weights(**changes) -> Weights:
    """The default weights with some changed (for tuning)."""
    return replace(DEFAULT_WEIGHTS, **changes)
