"""Shared helpers of the computer players: card relations, unseen cards, table summaries.

Everything here works from what a seat may know (a `SeatView` or plain card lists), never from a
`Game`.
"""

from __future__ import annotations

import random
import zlib
from functools import lru_cache
from collections import Counter
from typing import Iterable

from buraco_qt.rules import Card, SeatView, Variant, build_deck
from buraco_qt.rules.melds import RUN, SET, WILD, Meld, ladder
from buraco_qt.rules.variants import CLEAN_KINDS


def is_wild(card: Card) -> bool:
    """A joker or a 2 (a 2 may stand as a natural in some runs; players treat it as a wild)."""
    return card.rank == 0 or card.rank == 2


@lru_cache(maxsize=1 << 10)
def positions(card: Card, variant: Variant) -> tuple[int, ...]:
    """The ladder positions a natural card may take in a run (an ace has two)."""
    steps = ladder(variant)
    if card.rank == 1:
        return (0, len(steps) - 1)
    return (steps.index(card.rank),)


@lru_cache(maxsize=1 << 12)
def run_distance(a: Card, b: Card, variant: Variant) -> int:
    """How many places apart two naturals of one suit stand in a run (99 for other suits)."""
    if a.suit != b.suit or is_wild(a) or is_wild(b):
        return 99
    return min(abs(x - y) for x in positions(a, variant) for y in positions(b, variant))


def sets_allowed(rank: int, variant: Variant) -> bool:
    """True if the preset allows sets of this rank."""
    if variant.sets == "none":
        return False
    if variant.sets == "aces":
        return rank == 1
    return rank != 2


@lru_cache(maxsize=1 << 10)
def partner_table(card: Card, variant: Variant) -> tuple[frozenset[Card], frozenset[Card], frozenset[Card]]:
    """The naturals `partners` counts: (same rank if sets of it are allowed, 1 run place away, 2 away)."""
    if is_wild(card):
        return frozenset(), frozenset(), frozenset()
    naturals = [other for other in build_deck(1, 0) if not is_wild(other)]
    same_rank = frozenset(other for other in naturals if other.rank == card.rank)
    return (same_rank if sets_allowed(card.rank, variant) else frozenset(),
            frozenset(other for other in naturals if run_distance(card, other, variant) == 1),
            frozenset(other for other in naturals if run_distance(card, other, variant) == 2))


def partners(card: Card, hand: Iterable[Card], variant: Variant) -> tuple[int, int, int]:
    """(same-rank partners usable in a set, run neighbours at distance 1, at distance 2)."""
    same_rank, near1, near2 = partner_table(card, variant)
    if not isinstance(hand, (list, tuple)):
        hand = list(hand)  # read three times below
    same = sum(map(same_rank.__contains__, hand)) if same_rank else 0
    return same, len(near1.intersection(hand)), len(near2.intersection(hand))


def has_partner(card: Card, hand: Iterable[Card], variant: Variant) -> bool:
    """CardCol's "fitting card": another natural of the same rank, or of the suit within 2 places."""
    for other in hand:
        if is_wild(other):
            continue
        if other.rank == card.rank:
            return True
        if run_distance(card, other, variant) <= 2:
            return True
    return False


@lru_cache(maxsize=16)
def _deck_counts(decks: int, jokers_per_deck: int) -> dict[Card, int]:
    return dict(Counter(build_deck(decks, jokers_per_deck)))


def unseen_cards(view: SeatView) -> Counter:
    """Cards the seat has not seen: in the other hands (except the known ones), stock, reserves."""
    seen = [*view.hand, *view.discard]
    for team in (*view.melds, *view.closed):
        for meld in team:
            seen += meld.cards
    for seat, known in enumerate(view.known):
        if seat != view.seat:
            seen += known
    seen_count = Counter(seen).get
    deck = _deck_counts(view.variant.decks, view.variant.jokers_per_deck)
    return Counter({card: left for card, n in deck.items() if (left := n - seen_count(card, 0)) > 0})


def team_summary(melds: Iterable[Meld], closed: Iterable[Meld]) -> tuple[bool, bool, bool]:
    """(has a canasta, has a clean canasta, has an unfinished wild meld)."""
    any_canasta = clean = open_wild = False
    for meld in [*melds, *closed]:
        if meld.canasta:
            any_canasta = True
            clean = clean or meld.canasta in CLEAN_KINDS
        elif meld.kind == WILD:
            open_wild = True
    return any_canasta, clean, open_wild


def can_go_out(view: SeatView, team: int) -> bool:
    """True if the team's table meets the preset's going-out requirement."""
    any_canasta, clean, open_wild = team_summary(view.melds[team], view.closed[team])
    variant = view.variant
    if variant.go_out_needs == "clean" and not clean:
        return False
    if not any_canasta:
        return False
    return not (variant.go_out_blocked_by_wild_meld and open_wild)


def table_points(view: SeatView, team: int) -> int:
    """Card points plus canasta bonuses on the team's table (open melds and closed canastas)."""
    from buraco_qt.rules import meld_score
    return sum(meld_score(m, view.variant) for m in [*view.melds[team], *view.closed[team]])


def stable_seed(*parts: object) -> int:
    """A deterministic 32-bit seed from values (Python's hash() of text is salted per process)."""
    return zlib.crc32(repr(parts).encode())


def decision_rng(seed: int, view: SeatView) -> random.Random:
    """A generator that depends only on the player's seed and what the view shows."""
    return random.Random(stable_seed(seed, view.hand_number, view.turn, view.phase,
                                     len(view.hand), view.turn_state.get("laid_points", 0)))


def meld_kind_label(meld: Meld) -> str:
    """"run", "set" or "wild" (for the priorities of the simple players)."""
    return meld.kind


__all__ = ["RUN", "SET", "WILD", "is_wild", "positions", "run_distance", "sets_allowed",
           "partner_table", "partners", "has_partner", "unseen_cards", "team_summary",
           "can_go_out", "table_points", "stable_seed", "decision_rng", "meld_kind_label"]
