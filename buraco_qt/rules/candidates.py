"""Candidate card multisets for melds and additions: every structurally possible one, no more.

The generators propose final multisets (the meld's cards plus cards from the hand); the game
validates each with `build_meld` / `Meld.extend`, so a proposal may be illegal but no legal
meld or addition is ever missed.
"""

from __future__ import annotations

from collections import Counter
from itertools import product
from typing import Iterator

from .cards import JOKER, SUITS, Card
from .melds import ladder
from .variants import Variant

CardCount = Counter


def wild_pool(cards: Counter, variant: Variant, *, run_suit: str | None = None) -> Counter:
    """The wild cards among `cards` usable in a run of `run_suit` (None: a set or wild meld)."""
    pool: Counter = Counter()
    for card, count in cards.items():
        if card.is_joker:
            pool[card] += count
        elif card.rank == 2 and count:
            if variant.twos_own_suit_only and card.suit != run_suit:
                continue
            pool[card] += count
    return pool


def sub_multisets(pool: Counter, low: int, high: int, required: Counter | None = None) -> Iterator[Counter]:
    """Every sub-multiset of `pool` containing `required`, with low <= size <= high."""
    required = required or Counter()
    kinds = sorted(pool)
    ranges = [range(required.get(kind, 0), pool[kind] + 1) for kind in kinds]
    for counts in product(*ranges):
        size = sum(counts)
        if low <= size <= high:
            yield Counter({kind: count for kind, count in zip(kinds, counts) if count})


def run_candidates(suit: str, required: Counter, optional: Counter, variant: Variant) -> Iterator[Counter]:
    """Final multisets of a run of `suit` holding all of `required` and some of `optional`."""
    pool = required + optional
    steps = ladder(variant)
    last = len(steps) - 1
    own_two = Card(2, suit)
    wilds = wild_pool(pool, variant, run_suit=suit)
    cap = sum(pool.values()) if variant.max_wilds is None else variant.max_wilds
    # a 2 of the suit may stand as a natural, freeing a place under the cap
    slack = 1 if (variant.natural_twos and wilds.get(own_two)) else 0
    wild_total = sum(wilds.values())
    gap_budget = min(wild_total, cap + slack)

    def natural_at(position: int) -> Card:
        return Card(steps[position], suit)

    def available(position: int) -> bool:
        return pool.get(natural_at(position), 0) > 0

    required_naturals = {card for card in required if not (card.is_joker or card.rank == 2)}
    seen: set[frozenset] = set()
    for low in range(last + 1):
        if not available(low):
            continue
        gaps_run = 0
        for high in range(low, last + 1):
            if not available(high):
                gaps_run += 1
                if gaps_run > gap_budget:
                    break
                continue
            inner = [position for position in range(low + 1, high)]
            missing = [position for position in inner if not available(position)]
            if len(missing) > gap_budget:
                break
            choosable = [position for position in inner if available(position)]
            spare = gap_budget - len(missing)
            for extra_gaps in _subsets_up_to(choosable, spare):
                positions = [low] + [p for p in choosable if p not in extra_gaps] + ([high] if high != low else [])
                naturals = Counter(natural_at(position) for position in positions)
                if any(naturals[card] > pool[card] for card in naturals):
                    continue
                if not required_naturals <= set(naturals):
                    continue
                if any(naturals[card] < required[card] for card in required_naturals):
                    continue
                gaps = len(missing) + len(extra_gaps)
                room = low + (last - high)
                rest = pool - naturals
                usable = wild_pool(rest, variant, run_suit=suit)
                need = Counter({card: count for card, count in required.items()
                                if card.is_joker or card.rank == 2})
                need = need - naturals
                top = min(sum(usable.values()), cap + slack, gaps + room)
                for chosen in sub_multisets(usable, gaps, top, need):
                    final = naturals + chosen
                    if sum(final.values()) < 3:
                        continue
                    key = frozenset(final.items())
                    if key not in seen:
                        seen.add(key)
                        yield final


def _subsets_up_to(items: list[int], size: int) -> Iterator[tuple[int, ...]]:
    yield ()
    if size <= 0:
        return
    for index, item in enumerate(items):
        for rest in _subsets_up_to(items[index + 1:], size - 1):
            yield (item, *rest)


def set_candidates(rank: int, required: Counter, optional: Counter, variant: Variant) -> Iterator[Counter]:
    """Final multisets of a set of `rank` holding all of `required` and some of `optional`."""
    pool = required + optional
    naturals = Counter({card: count for card, count in pool.items() if card.rank == rank})
    wilds = wild_pool(pool, variant)
    if variant.twos_own_suit_only:
        wilds = Counter({card: count for card, count in wilds.items() if card.is_joker})
    cap = sum(wilds.values()) if variant.max_wilds is None else variant.max_wilds
    need_naturals = Counter({card: count for card, count in required.items() if card.rank == rank})
    need_wilds = required - need_naturals
    for chosen_naturals in sub_multisets(naturals, 1, sum(naturals.values()), need_naturals):
        for chosen_wilds in sub_multisets(wilds, 0, cap, need_wilds):
            final = chosen_naturals + chosen_wilds
            if sum(final.values()) >= 3:
                yield final


def wild_meld_candidates(required: Counter, optional: Counter, variant: Variant) -> Iterator[Counter]:
    """Final multisets of a meld of wild cards holding all of `required`."""
    if variant.wild_melds == "none":
        return
    pool = wild_pool(required + optional, variant)
    if variant.wild_melds == "twos_one_joker" and pool.get(JOKER, 0) > 1:
        pool[JOKER] = 1
    for final in sub_multisets(pool, 3, sum(pool.values()), required):
        yield final


def new_meld_candidates(hand: Counter, variant: Variant) -> Iterator[Counter]:
    """Every multiset of hand cards that might make a new meld."""
    empty: Counter = Counter()
    for suit in SUITS:
        if any(card.suit == suit and card.rank != 2 for card in hand):
            yield from run_candidates(suit, empty, hand, variant)
    if variant.sets != "none":
        ranks = {card.rank for card in hand if not card.is_joker and card.rank != 2}
        if variant.sets == "aces":
            ranks &= {1}
        for rank in sorted(ranks):
            yield from set_candidates(rank, empty, hand, variant)
    yield from wild_meld_candidates(empty, hand, variant)
