"""Melds: runs, sets and wild melds, the automatic placement of wild cards, canastas, scores."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from functools import cached_property, lru_cache
from typing import Any

from . import messages as M
from .cards import RANK_NAMES, Card
from .messages import MeldError
from .values import Frozen, set_field
from .variants import Variant

RUN, SET, WILD = "run", "set", "wild"


@lru_cache(maxsize=64)
def ladder(variant: Variant) -> tuple[int, ...]:
    """The ranks of a run's positions, low to high: the ace at both ends; no 2 without natural twos."""
    middle = range(2, 14) if variant.natural_twos else range(3, 14)
    return (1, *middle, 1)


def is_wild_card(card: Card) -> bool:
    """A joker or a 2: wild unless it stands as a natural 2 in a run of its suit."""
    return card.is_joker or card.rank == 2


def sets_allowed(rank: int, variant: Variant) -> bool:
    """True if the variant allows sets of this rank (never of twos: they are wild)."""
    if variant.sets == "none":
        return False
    if variant.sets == "aces":
        return rank == 1
    return rank != 2


class Meld(Frozen):
    """A meld on the table: its kind, its cards in table order and its canasta kind, if any.

    Its variant is neither compared nor shown: equal melds of two variants are equal."""

    # no __slots__: the cached properties below live in the meld's __dict__
    FIELDS = ("kind", "cards", "wild_flags", "canasta", "variant")
    SHOWN = ("kind", "cards", "wild_flags", "canasta")
    kind: str
    cards: tuple[Card, ...]
    wild_flags: tuple[bool, ...]
    canasta: str | None
    variant: Variant

    def __init__(self, kind: str, cards: tuple[Card, ...], wild_flags: tuple[bool, ...], canasta: str | None,
                 variant: Variant) -> None:
        set_field(self, "kind", kind)
        set_field(self, "cards", cards)
        set_field(self, "wild_flags", wild_flags)
        set_field(self, "canasta", canasta)
        set_field(self, "variant", variant)

    def __eq__(self, other: Any) -> bool:
        if other.__class__ is self.__class__:
            return (self.kind == other.kind and self.cards == other.cards
                    and self.wild_flags == other.wild_flags and self.canasta == other.canasta)
        return NotImplemented

    def __hash__(self) -> int:
        """The hash of the compared fields, computed once (melds are often dictionary keys)."""
        return self._hash

    @cached_property
    def _hash(self) -> int:
        return hash((self.kind, self.cards, self.wild_flags, self.canasta))

    @cached_property
    def wild_count(self) -> int:
        """How many of its cards stand as wild cards."""
        return sum(self.wild_flags)

    @cached_property
    def suit(self) -> str:
        """The suit of a run ("" for sets and wild melds)."""
        if self.kind != RUN:
            return ""
        return next(card.suit for card, wild in zip(self.cards, self.wild_flags) if not wild)

    @cached_property
    def rank(self) -> int:
        """The rank of a set (0 for runs and wild melds)."""
        if self.kind != SET:
            return 0
        return next(card.rank for card, wild in zip(self.cards, self.wild_flags) if not wild)

    @cached_property
    def _score(self) -> int:
        """`meld_score` in the meld's own variant (melds are shared, so it is asked for often)."""
        return canasta_bonus(self, self.variant) + self.variant.cards_points(self.cards)

    @property
    def is_closed(self) -> bool:
        """True when the variant closes canastas and this meld is one (it can no longer grow)."""
        return self.variant.canasta_closes and self.canasta is not None

    def extend(self, cards: Iterable[Card]) -> Meld:
        """A new meld with `cards` added (wilds placed anew), or MeldError with the reason."""
        added = list(cards)
        if not added:
            raise MeldError(M.NO_CARDS)
        if self.is_closed:
            raise MeldError(M.CLOSED)
        return _check_length(_make(self.kind, [*self.cards, *added], self.variant, new=False))

    def __str__(self) -> str:
        return " ".join(str(card) for card in self.cards)


def may_join(meld: Meld, card: Card) -> bool:
    """False if the card surely cannot be added to the meld: a natural of another suit, rank or kind."""
    if is_wild_card(card):
        return True
    if meld.kind == RUN:
        return card.suit == meld.suit
    if meld.kind == SET:
        return card.rank == meld.rank
    return False


def build_meld(cards: Iterable[Card], variant: Variant) -> Meld:
    """A legal new meld of `cards`, or MeldError with the reason."""
    cards = list(cards)
    if len(cards) < 3:
        raise MeldError(M.TOO_FEW_CARDS)
    kind = _guess_kind(cards)
    return _check_length(_make(kind, cards, variant, new=True))


def meld_score(meld: Meld, variant: Variant | None = None) -> int:
    """The canasta bonus (if any) plus the card points of the meld's cards."""
    if variant is None or variant is meld.variant:
        return meld._score
    return canasta_bonus(meld, variant) + variant.cards_points(meld.cards)


def canasta_bonus(meld: Meld, variant: Variant | None = None) -> int:
    """The canasta bonus of a meld (0 when it is no canasta)."""
    variant = variant or meld.variant
    if meld.canasta is None:
        return 0
    if meld.kind == SET and meld.rank == 1 and variant.ace_set_bonus and meld.canasta in ("clean", "dirty"):
        clean, dirty = variant.ace_set_bonus
        return clean if meld.canasta == "clean" else dirty
    return variant.bonus_for(meld.canasta) or 0


def _guess_kind(cards: Sequence[Card]) -> str:
    naturals = [card for card in cards if not is_wild_card(card)]
    if not naturals:
        return WILD
    ranks = {card.rank for card in naturals}
    if len(ranks) == 1 and len(naturals) >= 2:
        return SET
    return RUN


def _make(kind: str, cards: Sequence[Card], variant: Variant, *, new: bool) -> Meld:
    result = _make_cached(kind, tuple(sorted(cards)), variant, new)
    if isinstance(result, MeldError):
        raise MeldError(result.template, **result.params)
    return result


@lru_cache(maxsize=1 << 14)
def _make_cached(kind: str, cards: tuple[Card, ...], variant: Variant, new: bool) -> Meld | MeldError:
    """The meld of `cards` (sorted), or the refusal; melds are immutable, so they can be shared."""
    try:
        return _make_uncached(kind, list(cards), variant, new=new)
    except MeldError as error:
        return error.with_traceback(None)  # a cached traceback would keep the callers' frames alive


def _make_uncached(kind: str, cards: list[Card], variant: Variant, *, new: bool) -> Meld:
    _check_in_deck(cards, variant)
    if kind == WILD:
        return _make_wild(cards, variant)
    if kind == SET:
        return _make_set(cards, variant, new=new)
    return _make_run(cards, variant, new=new)


def _check_in_deck(cards: list[Card], variant: Variant) -> None:
    """MeldError if the variant's deck does not hold the cards (a joker in a deck without, a third ace)."""
    for card, count in Counter(cards).items():
        copies = variant.decks * (variant.jokers_per_deck if card.is_joker else 1)
        if count > copies:
            raise MeldError(M.NOT_IN_DECK if copies == 0 else M.TOO_MANY_COPIES, card=card)


def _check_length(meld: Meld) -> Meld:
    """The meld, or MeldError if it holds more cards than its variant allows."""
    limit = meld.variant.max_meld_cards
    if limit is not None and len(meld.cards) > limit:
        raise MeldError(M.MELD_TOO_LONG, limit=limit)
    return meld


def _check_wild_count(wilds: int, variant: Variant) -> None:
    if variant.max_wilds is not None and wilds > variant.max_wilds:
        raise MeldError(M.ONE_WILD)


def _make_wild(cards: list[Card], variant: Variant) -> Meld:
    if variant.wild_melds == "none":
        raise MeldError(M.NO_WILD_MELDS)
    if any(not is_wild_card(card) for card in cards):
        raise MeldError(M.WILD_MELD_ONLY_WILDS)
    jokers = sum(card.is_joker for card in cards)
    if variant.wild_melds == "twos_one_joker" and jokers > 1:
        raise MeldError(M.WILD_MELD_TWOS)
    ordered = tuple(sorted(cards, key=lambda card: (card.is_joker, card.suit)))
    canasta = None
    if len(ordered) >= 7:
        canasta = "wild_dirty" if jokers else "twos"
        if variant.bonus_for(canasta) is None:
            canasta = None
    return Meld(WILD, ordered, (True,) * len(ordered), canasta, variant)


def _make_set(cards: list[Card], variant: Variant, *, new: bool) -> Meld:
    naturals = [card for card in cards if not is_wild_card(card)]
    wilds = [card for card in cards if is_wild_card(card)]
    if variant.sets == "none":
        raise MeldError(M.NO_SETS)
    if not naturals or len({card.rank for card in naturals}) != 1:
        raise MeldError(M.SET_ONE_RANK)
    if variant.sets == "aces" and naturals[0].rank != 1:
        raise MeldError(M.ACE_SETS_ONLY)
    if variant.twos_own_suit_only and any(card.rank == 2 for card in wilds):
        raise MeldError(M.TWO_OWN_SUIT)
    _check_wild_count(len(wilds), variant)
    if new and len(naturals) < variant.min_naturals:
        raise MeldError(M.TWO_NATURALS)
    ordered = tuple(sorted(naturals, key=lambda card: card.suit)) + tuple(sorted(wilds))
    flags = (False,) * len(naturals) + (True,) * len(wilds)
    canasta = None
    if len(ordered) >= 7:
        canasta = {0: "clean", 1: "dirty"}.get(len(wilds))
    return Meld(SET, ordered, flags, canasta, variant)


def _make_run(cards: list[Card], variant: Variant, *, new: bool) -> Meld:
    plain = [card for card in cards if not is_wild_card(card)]
    if not plain:
        raise MeldError(M.NOT_A_MELD)
    suit = plain[0].suit
    if any(card.suit != suit for card in plain):
        raise MeldError(M.RUN_ONE_SUIT)
    twos = [card for card in cards if card.rank == 2]
    if variant.twos_own_suit_only and any(card.suit != suit for card in twos):
        raise MeldError(M.TWO_OWN_SUIT)
    jokers = [card for card in cards if card.is_joker]
    own_twos = [card for card in twos if card.suit == suit]
    steps = ladder(variant)
    last = len(steps) - 1
    ranks = [card.rank for card in plain if card.rank != 1]
    aces = len(plain) - len(ranks)
    if len(set(ranks)) != len(ranks):
        rank = next(rank for rank, count in Counter(ranks).items() if count > 1)
        raise MeldError(M.RUN_DUPLICATE, card=Card(rank, suit))
    max_aces = 2 if variant.ace_to_ace == "yes" else 1
    if aces > max_aces:
        raise MeldError(M.NO_ACE_TO_ACE if aces == 2 else M.RUN_DUPLICATE, card=Card(1, suit))
    fixed = [steps.index(rank) for rank in ranks]
    two_options = [1, 0] if (variant.natural_twos and own_twos) else [0]
    ace_places: dict[int, list[tuple[int, ...]]] = {0: [()], 1: [(0,), (last,)], 2: [(0, last)]}
    ace_options = ace_places[aces]
    best: tuple | None = None
    error: str | None = None
    for natural_twos in two_options:
        for ace_positions in ace_options:
            positions = fixed + list(ace_positions) + ([1] * natural_twos)
            # a natural 2 is one of the suit's own twos; every other 2 stands as a wild
            layout = _place_run(sorted(positions), len(jokers) + len(twos) - natural_twos, variant, last)
            if isinstance(layout, str):
                error = error or layout
                continue
            candidate = (-natural_twos, layout[2], len(ace_positions) == 1 and ace_positions[0] == last)
            if best is None or candidate < best[0]:
                best = (candidate, layout, positions, natural_twos)
    if best is None:
        assert error is not None
        if error == M.RUN_GAPS and ranks and aces:
            high = max(ranks)
            low = min(ranks)
            if high >= 12 and low <= 4:
                raise MeldError(M.RUN_NO_WRAP, high=RANK_NAMES[high], low=RANK_NAMES[low])
        raise MeldError(error)
    _, (lowest, wild_at, _gaps), positions, natural_twos = best
    wild_cards = sorted(jokers + (_without_one(twos, own_twos[0]) if natural_twos else twos))
    _check_wild_count(len(wild_cards), variant)
    if new and len(positions) < variant.min_naturals:
        raise MeldError(M.TWO_NATURALS)
    # the run's places from the lowest: the naturals of the ladder, the wilds where they stand
    table = list(_ladder_cards(variant, suit)[lowest:lowest + len(positions) + len(wild_cards)])
    flags = [False] * len(table)
    for position, card in zip(wild_at, wild_cards):
        table[position - lowest] = card
        flags[position - lowest] = True
    cards_in_order, wild_flags = tuple(table), tuple(flags)
    canasta = _run_canasta(cards_in_order, wild_flags, variant, last, lowest)
    return Meld(RUN, cards_in_order, wild_flags, canasta, variant)


@lru_cache(maxsize=64)
def _ladder_cards(variant: Variant, suit: str) -> tuple[Card, ...]:
    """The natural card of `suit` at each place of a run."""
    return tuple(Card(rank, suit) for rank in ladder(variant))


def _without_one(cards: list[Card], card: Card) -> list[Card]:
    rest = list(cards)
    rest.remove(card)
    return rest


def _place_run(positions: list[int], wilds: int, variant: Variant,
               last: int) -> tuple[int, list[int], int] | str:
    """Where the wilds stand: (lowest position, wild positions, gaps filled), or the refusal's template."""
    if len(set(positions)) != len(positions):
        return M.RUN_GAPS
    low, high = positions[0], positions[-1]
    occupied = set(positions)
    gaps = [position for position in range(low, high + 1) if position not in occupied]
    if len(gaps) > wilds:
        return M.RUN_GAPS
    wild_at = list(gaps)
    for _ in range(wilds - len(gaps)):
        if high < last:
            high += 1
            wild_at.append(high)
        elif low > 0:
            low -= 1
            wild_at.append(low)
        else:
            return M.RUN_TOO_LONG
    if low == 0 and high == last:
        rule = variant.ace_to_ace
        if rule == "no" or (rule == "wild_end" and 0 not in wild_at and last not in wild_at):
            return M.NO_ACE_TO_ACE
    return low, sorted(wild_at), len(gaps)


def _run_canasta(table: tuple[Card, ...], flags: tuple[bool, ...], variant: Variant,
                 last: int, lowest: int) -> str | None:
    if len(table) < 7:
        return None
    wilds = sum(flags)
    if wilds == 0:
        kind = "clean"
        if len(table) == last + 1:
            kind = "ace_to_ace"
        elif len(table) >= 13 and variant.natural_twos:
            kind = "royal"
        return kind if variant.bonus_for(kind) is not None else "clean"
    if wilds == 1:
        at_end = flags[0] or flags[-1]
        if at_end and len(table) - 1 >= 7 and variant.bonus_for("semi_clean") is not None:
            return "semi_clean"
        return "dirty"
    return None
