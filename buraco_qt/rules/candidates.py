"""Candidate card multisets for melds and additions: every structurally possible one, no more.

The generators propose final multisets (the meld's cards plus cards from the hand); the game
validates each with `build_meld` / `Meld.extend`, so a proposal may be illegal but no legal
meld or addition is ever missed. A multiset is a plain dict of positive counts by card (building
dicts is much cheaper than building `Counter`s).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from functools import lru_cache
from itertools import product

from .cards import JOKER, SUITS, Card
from .melds import RUN, SET, _make, build_meld, is_wild_card
from .variants import Variant


def _merged(first: dict[Card, int], second: dict[Card, int]) -> dict[Card, int]:
    """The sum of two multisets, the cards of `first` first (as `Counter.__add__` for positive counts)."""
    total = dict(first)
    for card, count in second.items():
        total[card] = total.get(card, 0) + count
    return total


def wild_pool(cards: dict[Card, int], variant: Variant, *, run_suit: str | None = None) -> dict[Card, int]:
    """The wild cards among `cards` usable in a run of `run_suit` (None: a set or wild meld)."""
    pool: dict[Card, int] = {}
    for card, count in cards.items():
        if card.is_joker:
            pool[card] = pool.get(card, 0) + count
        elif card.rank == 2 and count:
            if variant.twos_own_suit_only and card.suit != run_suit:
                continue
            pool[card] = pool.get(card, 0) + count
    return pool


def sub_multisets(pool: dict[Card, int], low: int, high: int,
                  required: dict[Card, int] | None = None) -> Iterator[dict[Card, int]]:
    """Every sub-multiset of `pool` containing `required`, with low <= size <= high."""
    if required and any(pool.get(kind, 0) < count for kind, count in required.items() if count > 0):
        return
    kinds = sorted(kind for kind, count in pool.items() if count > 0)
    if required:
        ranges = [range(required.get(kind, 0), pool[kind] + 1) for kind in kinds]
    else:
        ranges = [range(pool[kind] + 1) for kind in kinds]
    for counts in product(*ranges):
        size = sum(counts)
        if low <= size <= high:
            yield (dict(zip(kinds, counts)) if all(counts) else
                   {kind: count for kind, count in zip(kinds, counts) if count})


@lru_cache(maxsize=16)
def _run_cards(natural_twos: bool, suit: str) -> tuple[Card, ...]:
    steps = (1, *(range(2, 14) if natural_twos else range(3, 14)), 1)
    return tuple(Card(rank, suit) for rank in steps)


def run_candidates(suit: str, required: dict[Card, int], optional: dict[Card, int],
                   variant: Variant) -> Iterator[dict[Card, int]]:
    """Final multisets of a run of `suit` holding all of `required` and some of `optional`."""
    pool = _merged(required, optional)
    cards_at = _run_cards(variant.natural_twos, suit)
    last = len(cards_at) - 1
    avail = [pool.get(card, 0) for card in cards_at]
    own_two = Card(2, suit)
    wilds = wild_pool(pool, variant, run_suit=suit)
    cap = sum(pool.values()) if variant.max_wilds is None else variant.max_wilds
    # a 2 of the suit may stand as a natural, freeing a place under the cap
    slack = 1 if (variant.natural_twos and wilds.get(own_two)) else 0
    wild_total = sum(wilds.values())
    gap_budget = min(wild_total, cap + slack)
    fixed = [position for position in range(1, last)
             if required.get(cards_at[position]) and not (cards_at[position].rank == 2)]
    required_aces = required.get(cards_at[0], 0)
    low_limit = min(fixed) if fixed else last
    high_floor = max(fixed) if fixed else 0
    required_wilds = {card: count for card, count in required.items() if card.is_joker or card.rank == 2}
    all_wilds = _wild_choices(tuple(sorted(wilds.items())))
    present = [position for position in range(last + 1) if avail[position]]
    seen: set[frozenset] = set()
    for start, low in enumerate(present):
        if low > low_limit:
            break
        for end in range(start, len(present)):
            high = present[end]
            missing = high - low - (end - start)  # the places between low and high without a card
            if missing > gap_budget:
                break
            if high < high_floor:
                continue
            if low == 0 and high == last and avail[0] < 2:
                continue
            aces = (low == 0) + (high == last and high != low)
            if aces < required_aces:
                continue
            between = present[start + 1:end]
            choosable = [p for p in between if p not in fixed]
            spare = gap_budget - missing
            for extra_gaps in _subsets_up_to(choosable, spare):
                positions = [low, *(p for p in between if p not in extra_gaps)]
                if high != low:
                    positions.append(high)
                naturals: dict = {}
                for p in positions:
                    card = cards_at[p]
                    naturals[card] = naturals.get(card, 0) + 1
                gaps = missing + len(extra_gaps)
                room = low + (last - high)
                choices = all_wilds
                usable_total = wild_total
                if naturals.get(own_two):
                    usable = dict(wilds)
                    usable[own_two] -= 1
                    choices = _wild_choices(tuple(sorted(usable.items())))
                    usable_total -= 1
                need = ({card: count - naturals.get(card, 0) for card, count in required_wilds.items()
                         if count > naturals.get(card, 0)} if required_wilds else None)
                top = min(usable_total, cap + slack, gaps + room)
                size = len(positions)
                for chosen_size, chosen in choices:
                    if not gaps <= chosen_size <= top or size + chosen_size < 3:
                        continue
                    if need and not _holds(chosen, need):
                        continue
                    final = dict(naturals)
                    for card, count in chosen:
                        final[card] = final.get(card, 0) + count
                    key = frozenset(final.items())
                    if key not in seen:
                        seen.add(key)
                        yield final


@lru_cache(maxsize=1 << 10)
def _wild_choices(pool_items: tuple) -> tuple[tuple[int, tuple], ...]:
    """(size, (card, count) items) of every sub-multiset of a pool, in `sub_multisets` order."""
    pool = dict(pool_items)
    return tuple((sum(chosen.values()), tuple(chosen.items()))
                 for chosen in sub_multisets(pool, 0, sum(pool.values())))


def _holds(items: tuple, need: dict[Card, int]) -> bool:
    """True if the (card, count) items hold at least the counts of `need`."""
    counts = dict(items)
    return all(counts.get(card, 0) >= count for card, count in need.items())


def _subsets_up_to(items: list[int], size: int) -> Iterator[tuple[int, ...]]:
    yield ()
    if size <= 0:
        return
    for index, item in enumerate(items):
        for rest in _subsets_up_to(items[index + 1:], size - 1):
            yield (item, *rest)


def set_candidates(rank: int, required: dict[Card, int], optional: dict[Card, int],
                   variant: Variant) -> Iterator[dict[Card, int]]:
    """Final multisets of a set of `rank` holding all of `required` and some of `optional`."""
    pool = _merged(required, optional)
    naturals = {card: count for card, count in pool.items() if card.rank == rank}
    wilds = wild_pool(pool, variant)
    if variant.twos_own_suit_only:
        wilds = {card: count for card, count in wilds.items() if card.is_joker}
    cap = sum(wilds.values()) if variant.max_wilds is None else variant.max_wilds
    need_naturals = {card: count for card, count in required.items() if card.rank == rank}
    need_wilds = {card: count for card, count in required.items() if card.rank != rank}
    wild_choices = list(sub_multisets(wilds, 0, cap, need_wilds))
    for chosen_naturals in sub_multisets(naturals, 1, sum(naturals.values()), need_naturals):
        for chosen_wilds in wild_choices:
            final = _merged(chosen_naturals, chosen_wilds)
            if sum(final.values()) >= 3:
                yield final


def wild_meld_candidates(required: dict[Card, int], optional: dict[Card, int],
                         variant: Variant) -> Iterator[dict[Card, int]]:
    """Final multisets of a meld of wild cards holding all of `required`."""
    if variant.wild_melds == "none":
        return
    pool = wild_pool(_merged(required, optional), variant)
    if variant.wild_melds == "twos_one_joker" and pool.get(JOKER, 0) > 1:
        pool[JOKER] = 1
    yield from sub_multisets(pool, 3, sum(pool.values()), required)


def new_meld_candidates(hand: dict[Card, int], variant: Variant) -> Iterator[dict[Card, int]]:
    """Every multiset of hand cards that might make a new meld."""
    empty: dict[Card, int] = {}
    wilds = sum(count for card, count in hand.items() if card.is_joker or card.rank == 2)
    need = variant.min_naturals
    for suit in SUITS:
        naturals = sum(count for card, count in hand.items() if card.suit == suit)
        if naturals >= need and naturals + wilds >= 3:
            suited = {card: count for card, count in hand.items()
                      if card.suit == suit or card.is_joker or card.rank == 2}
            yield from run_candidates(suit, empty, suited, variant)
    if variant.sets != "none":
        by_rank: Counter[int] = Counter()
        for card, count in hand.items():
            if not card.is_joker and card.rank != 2:
                by_rank[card.rank] += count
        for rank in sorted(by_rank):
            if variant.sets == "aces" and rank != 1:
                continue
            if by_rank[rank] >= need and by_rank[rank] + wilds >= 3:
                ranked = {card: count for card, count in hand.items()
                          if card.rank == rank or card.is_joker or card.rank == 2}
                yield from set_candidates(rank, empty, ranked, variant)
    yield from wild_meld_candidates(empty, hand, variant)


def _useful(hand_items: tuple, keep: Callable[[Card], bool]) -> tuple:
    return tuple((card, count) for card, count in hand_items if keep(card))


class HandGroups:
    """A hand's (card, count) items split by the melds they could join, each group in hand order."""

    def __init__(self, hand_items: tuple) -> None:
        by_suit: dict[str, list] = {suit: [] for suit in SUITS}
        by_rank: dict[int, list] = {}
        wilds: list = []
        for item in hand_items:
            card = item[0]
            if is_wild_card(card):
                wilds.append(item)
                for group in by_suit.values():
                    group.append(item)
                for group in by_rank.values():
                    group.append(item)
            else:
                by_suit[card.suit].append(item)
                rank_group = by_rank.get(card.rank)
                if rank_group is None:
                    rank_group = by_rank[card.rank] = list(wilds)
                rank_group.append(item)
        self.by_suit: dict[str, tuple] = {suit: tuple(group) for suit, group in by_suit.items()}
        self.by_rank: dict[int, tuple] = {rank: tuple(group) for rank, group in by_rank.items()}
        self.wilds: tuple = tuple(wilds)

    def useful_for(self, meld_kind: str, suit: str, rank: int) -> tuple:
        """The hand items that could possibly join a meld of that kind, suit or rank."""
        if meld_kind == "run":
            return self.by_suit[suit]
        if meld_kind == "set":
            return self.by_rank.get(rank, self.wilds)
        return self.wilds


def new_meld_options(variant: Variant, hand_items: tuple, groups: HandGroups | None = None) -> tuple:
    """Every legal new meld from a hand (sorted (card, count) items): ((cards, meld), ...)."""
    if groups is None:
        groups = HandGroups(hand_items)
    options: list = []
    for suit in SUITS:
        options.extend(_group_options(variant, suit, groups.by_suit[suit]))
    if variant.sets != "none":
        for rank in sorted(groups.by_rank):
            if variant.sets == "aces" and rank != 1:
                continue
            options.extend(_group_options(variant, rank, groups.by_rank[rank]))
    options.extend(_group_options(variant, None, groups.wilds))
    return tuple(options)


@lru_cache(maxsize=1 << 13)
def _group_options(variant: Variant, key: str | int | None, useful_items: tuple) -> tuple:
    """The legal new melds of one group: a run of suit `key` (a letter), a set of rank `key` (a number),
    or, with no key, a meld of wild cards."""
    hand = dict(useful_items)
    empty: dict[Card, int] = {}
    wilds = sum(count for card, count in useful_items if card.is_joker or card.rank == 2)
    naturals = sum(hand.values()) - wilds
    if key is None:
        finals = wild_meld_candidates(empty, hand, variant)
    else:
        if isinstance(key, str):
            naturals += hand.get(Card(2, key), 0)
        if naturals < variant.min_naturals or naturals + wilds < 3:
            return ()
        if isinstance(key, str):
            finals = run_candidates(key, empty, hand, variant)
        else:
            finals = set_candidates(key, empty, hand, variant)
    return _validated(finals, empty, lambda cards: build_meld(cards, variant))


@lru_cache(maxsize=1 << 14)
def addition_options(variant: Variant, kind: str, meld_cards: tuple, useful_items: tuple) -> tuple:
    """Every legal addition of hand cards to a meld: ((added cards, extended meld), ...)."""
    meld = _make(kind, list(meld_cards), variant, new=False)
    required = Counter(meld_cards)
    useful = dict(useful_items)
    if kind == RUN:
        finals = run_candidates(meld.suit, required, useful, variant)
    elif kind == SET:
        finals = set_candidates(meld.rank, required, useful, variant)
    else:
        finals = wild_meld_candidates(required, useful, variant)
    return _validated(finals, required, meld.extend)


def pickup_meld_options(variant: Variant, top: Card, hand_items: tuple) -> tuple:
    """Every legal new meld of the pile's top card with hand cards: ((hand cards, meld), ...)."""
    wild_top = top.is_joker or top.rank == 2
    if wild_top:
        useful = hand_items
    else:
        useful = _useful(hand_items, lambda card: card.suit == top.suit or card.rank == top.rank
                         or card.is_joker or card.rank == 2)
    return _pickup_meld_options(variant, top, useful)


@lru_cache(maxsize=1 << 12)
def _pickup_meld_options(variant: Variant, top: Card, useful_items: tuple) -> tuple:
    hand = dict(useful_items)
    required = {top: 1}
    finals: list[dict[Card, int]] = []
    if not (top.is_joker or top.rank == 2):
        finals.extend(run_candidates(top.suit, required, hand, variant))
        if variant.sets == "any" or (variant.sets == "aces" and top.rank == 1):
            finals.extend(set_candidates(top.rank, required, hand, variant))
    else:
        # a wild on top may go into any run, set or wild meld made with the hand
        finals.extend(final for final in new_meld_candidates(_merged(hand, required), variant)
                      if final.get(top, 0) > hand.get(top, 0))
        finals.extend(wild_meld_candidates(required, hand, variant))
    return _validated(finals, required, lambda cards: build_meld([top, *cards], variant))


def _validated(finals: Iterable[dict[Card, int]], required: dict[Card, int], make: Callable) -> tuple:
    """((added cards, meld), ...) for each distinct final multiset that `make` accepts."""
    options = []
    seen: set = set()
    for final in finals:
        if required:
            added = {card: count - required.get(card, 0) for card, count in final.items()
                     if count > required.get(card, 0)}
        else:
            added = {card: count for card, count in final.items() if count > 0}
        key = frozenset(added.items())
        if not added or key in seen:
            continue
        seen.add(key)
        cards = tuple(sorted(card for card, count in added.items() for _ in range(count)))
        try:
            options.append((cards, make(cards)))
        except ValueError:
            continue
    return tuple(options)
