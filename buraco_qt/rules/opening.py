"""The first-meld minimum: its size, and whether a hand can still reach it this turn.

A team that must meet a minimum lays its first melds in one turn; the turn cannot end (no discard)
while the cards laid are short of it. `can_reach` answers whether some set of plays from a hand
(new melds, and additions to the team's open melds) lays enough card points, leaving a hand the
player can go on with. The engine asks it before a pickup that lays cards (a pickup cannot be taken
back), and the computer players before each play they make toward the minimum.
"""

from __future__ import annotations

from collections import Counter
from typing import Iterable, Sequence

from .candidates import HandGroups, addition_options, new_meld_options
from .cards import Card
from .melds import Meld
from .variants import Variant

# nodes of one search; past it the answer is "no" (a refusal, never a turn that cannot end)
SEARCH_LIMIT = 20_000


def first_meld_minimum(variant: Variant, team_total: int, opened: bool) -> int:
    """The points a team's first meld of the hand must reach (0 once the team has opened, or none applies)."""
    if opened:
        return 0
    minimum = 0
    for threshold, points in variant.first_meld_minimum:
        if team_total > threshold:
            minimum = points
    return minimum


def hand_left_is_playable(left: Sequence[Card], reserve_there: bool, forbidden: Card | None) -> bool:
    """True if a hand of `left` cards surely lets the turn go on once the minimum is met.

    Two or more cards: one can be discarded. An empty hand takes the reserve, if it is there; so
    does discarding the last card, unless that card may not be discarded. Without the reserve a hand
    of one card or none would have to go out, which these plays do not count on.
    """
    if len(left) >= 2:
        return True
    if not reserve_there:
        return False
    return not left or left[0] != forbidden


def can_reach(variant: Variant, hand: Iterable[Card], melds: Sequence[Meld], needed: int, *,
              reserve_there: bool, forbidden: Card | None = None, limit: int = SEARCH_LIMIT) -> bool:
    """True if plays from `hand` lay at least `needed` card points this turn (see the module docstring).

    The plays are new melds and additions to `melds` (the team's melds on the table), each card
    used once; what is left must pass `hand_left_is_playable`. A new meld grown by additions in the
    same turn is one new meld of all its cards, so new melds are taken whole.
    """
    cards = sorted(hand)
    if needed <= 0:
        return hand_left_is_playable(cards, reserve_there, forbidden)
    items = tuple(sorted(Counter(cards).items()))
    groups = HandGroups(items)
    points = variant.card_points
    # (cards laid, points) of every play: additions per open meld, then the new melds
    additions = []
    for meld in melds:
        if meld.is_closed:
            continue
        useful = groups.useful_for(meld.kind, meld.suit, meld.rank)
        if useful:
            options = addition_options(variant, meld.kind, meld.cards, useful)
            additions.append([(Counter(added), sum(map(points, added))) for added, _ in options])
    news = [(Counter(laid), sum(map(points, laid))) for laid, _ in new_meld_options(variant, items, groups)]
    news.sort(key=lambda option: -option[1])
    for options in additions:
        options.sort(key=lambda option: -option[1])
    usable = Counter()
    for option, _ in [*news, *(o for options in additions for o in options)]:
        for card, count in option.items():
            usable[card] = max(usable[card], count)
    search = _Search(points, additions, news, reserve_there, forbidden, limit)
    return search.run(Counter(cards), needed, usable)


class _Search:
    """A depth-first search over disjoint plays, best points first, pruned by the points left."""

    def __init__(self, points, additions: list, news: list, reserve_there: bool,
                 forbidden: Card | None, limit: int) -> None:
        self.points = points
        self.additions = additions
        self.news = news
        self.reserve_there = reserve_there
        self.forbidden = forbidden
        self.nodes = limit

    def run(self, hand: Counter, needed: int, usable: Counter) -> bool:
        return self._additions(0, hand, needed, usable)

    def _bound(self, hand: Counter, usable: Counter) -> int:
        """The most points still layable: the usable cards left in hand."""
        return sum(self.points(card) * min(count, usable[card]) for card, count in hand.items())

    def _done(self, hand: Counter) -> bool:
        return hand_left_is_playable(list(hand.elements()), self.reserve_there, self.forbidden)

    def _additions(self, index: int, hand: Counter, needed: int, usable: Counter) -> bool:
        """Choose an addition (or none) for open meld `index` onwards, then new melds."""
        if needed <= 0 and self._done(hand):
            return True
        if index == len(self.additions):
            return self._news(0, hand, needed, usable)
        self.nodes -= 1
        if self.nodes < 0:
            return False
        for option, value in self.additions[index]:
            if _holds(hand, option) and self._additions(index + 1, hand - option, needed - value, usable):
                return True
        return self._additions(index + 1, hand, needed, usable)

    def _news(self, start: int, hand: Counter, needed: int, usable: Counter) -> bool:
        """Choose new melds from option `start` onwards (an option may be laid twice: several decks)."""
        if needed <= 0:
            return self._done(hand)       # laying more would only shrink the hand
        self.nodes -= 1
        if self.nodes < 0 or self._bound(hand, usable) < needed:
            return False
        for index in range(start, len(self.news)):
            option, value = self.news[index]
            if _holds(hand, option) and self._news(index, hand - option, needed - value, usable):
                return True
            if self.nodes < 0:
                return False
        return False


def _holds(hand: Counter, cards: Counter) -> bool:
    return all(hand[card] >= count for card, count in cards.items())
