"""Which cards extend a team's melds: the places a run is open at, the cards that fit, remembered."""

from __future__ import annotations

from functools import lru_cache

from buraco_qt.rules import Card, Variant
from buraco_qt.rules.melds import WILD, Meld, is_wild_card, ladder
from buraco_qt.rules.messages import MeldError

from .common import run_distance


@lru_cache(maxsize=1 << 11)
def run_openings(meld: Meld, variant: Variant) -> tuple[Card, ...]:
    """The naturals that extend a run by one: at an end, or for a wild inside (the wild moves to an end)."""
    steps = ladder(variant)
    suit = meld.suit
    low = _run_position(meld, variant)
    high = low + len(meld.cards) - 1
    ends = [Card(steps[position], suit) for position in (low - 1, high + 1) if 0 <= position < len(steps)]
    inside = [Card(steps[low + i], suit) for i, wild in enumerate(meld.wild_flags)
              if wild and 0 < i < len(meld.cards) - 1]
    return (*ends, *inside)


def _run_position(meld: Meld, variant: Variant) -> int:
    """The ladder position of a run's first card."""
    steps = ladder(variant)
    for i, (card, wild) in enumerate(zip(meld.cards, meld.wild_flags)):
        if not wild:
            if card.rank == 1:
                return 0 if i == 0 else len(steps) - 1 - i
            return steps.index(card.rank) - i
    return 0


class MeldFits:
    """Which cards may be added to one of a team's open runs or sets, remembered card by card."""

    def __init__(self, melds: tuple[Meld, ...], variant: Variant) -> None:
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

    def fits(self, card: Card) -> bool:
        """True if the card is a natural that may be added to one of the runs or sets."""
        fits = self._known.get(card)
        if fits is None:
            variant = self.variant
            candidates = (*self._runs_by_suit.get(card.suit, ()), *self._sets_by_rank.get(card.rank, ()))
            fits = self._known[card] = any(_fits(meld, card, variant) for meld in candidates)
        return fits


@lru_cache(maxsize=1 << 9)
def meld_fits(melds: tuple[Meld, ...], variant: Variant) -> MeldFits:
    """The `MeldFits` of a team's melds, shared by every decision that sees the same melds."""
    return MeldFits(melds, variant)


@lru_cache(maxsize=1 << 13)
def _fits(meld: Meld, card: Card, variant: Variant) -> bool:
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
