"""Shared helpers of the computer players: card relations, unseen cards, table summaries.

Everything here works from what a seat may know (a `SeatView` or plain card lists), never from a
`Game`.
"""

from __future__ import annotations

import random
import zlib
from collections import Counter
from collections.abc import Iterable
from functools import lru_cache

from buraco_qt.rules import Card, SeatView, Variant, build_deck
from buraco_qt.rules.melds import is_wild_card, ladder, sets_allowed


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
    if a.suit != b.suit or is_wild_card(a) or is_wild_card(b):
        return 99
    return min(abs(x - y) for x in positions(a, variant) for y in positions(b, variant))


def neighbour(card: Card, distance: int, variant: Variant) -> Card | None:
    """The natural card `distance` places from `card` in a run of its suit (None off the ladder)."""
    steps = ladder(variant)
    for position in positions(card, variant):
        other = position + distance
        if 0 <= other < len(steps):
            return Card(steps[other], card.suit)
    return None


@lru_cache(maxsize=1 << 10)
def neighbours(card: Card, variant: Variant) -> tuple[tuple[int, Card], ...]:
    """(distance, card) for the naturals 2 and 1 places below and 1 and 2 places above `card` in a run."""
    found = ((distance, neighbour(card, distance, variant)) for distance in (-2, -1, 1, 2))
    return tuple((distance, other) for distance, other in found if other is not None)


@lru_cache(maxsize=1 << 10)
def partner_table(card: Card, variant: Variant) -> tuple[frozenset[Card], frozenset[Card], frozenset[Card]]:
    """The naturals `partners` counts: (same rank if sets of it are allowed, 1 run place away, 2 away)."""
    if is_wild_card(card):
        return frozenset(), frozenset(), frozenset()
    naturals = [other for other in build_deck(1, 0) if not is_wild_card(other)]
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
        if is_wild_card(other):
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


def stable_seed(*parts: object) -> int:
    """A deterministic 32-bit seed from values (Python's hash() of text is salted per process)."""
    return zlib.crc32(repr(parts).encode())


def decision_rng(seed: int, view: SeatView) -> random.Random:
    """A generator that depends only on the player's seed and what the view shows."""
    return random.Random(stable_seed(seed, view.hand_number, view.turn, view.phase,
                                     len(view.hand), view.laid_points))


__all__ = ["positions", "run_distance", "neighbour", "neighbours", "partner_table", "partners", "has_partner",
           "unseen_cards", "stable_seed", "decision_rng"]
