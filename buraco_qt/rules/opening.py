"""The first-meld minimum: its size, and whether a hand can still reach it this turn.

A team that must meet a minimum lays its first melds in one turn; the turn cannot end (no discard)
while the cards laid are short of it. `can_reach` answers whether some set of plays from a hand
(new melds, and additions to the team's open melds) lays enough card points, leaving a hand the
player can go on with. The engine asks it before a pickup that lays cards (a pickup cannot be taken
back), and the computer players before each play they make toward the minimum.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence

from .actions import Action, AddToMeld, NewMeld
from .candidates import HandGroups, addition_options, new_meld_options
from .cards import Card
from .melds import Meld
from .variants import Variant

# steps of one search (a step: one play tried); past it the answer is "no", so a search never
# takes long (a refusal, or a meld held back, never a turn that cannot end)
SEARCH_LIMIT = 50_000


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
    """True if plays from `hand` lay at least `needed` card points this turn (see `reaching_plays`)."""
    return reaching_plays(variant, hand, melds, needed, reserve_there=reserve_there, forbidden=forbidden,
                          limit=limit) is not None


def reaching_plays(variant: Variant, hand: Iterable[Card], melds: Sequence[Meld], needed: int, *,
                   reserve_there: bool, forbidden: Card | None = None,
                   limit: int = SEARCH_LIMIT) -> list[Action] | None:
    """Plays from `hand` that lay at least `needed` card points this turn, or None if none are found.

    The plays are new melds and additions to `melds` (the team's melds on the table, by index),
    each card used once, the additions first; what is left must pass `hand_left_is_playable`. A
    new meld grown by additions in the same turn is one new meld of all its cards, so new melds are
    taken whole. None also when the search passes `limit` steps.
    """
    cards = sorted(hand)
    if needed <= 0:
        return [] if hand_left_is_playable(cards, reserve_there, forbidden) else None
    items = tuple(sorted(Counter(cards).items()))
    groups = HandGroups(items)
    points = variant.card_points
    additions = []      # per open meld, its additions: (cards, points, action), best first
    for index, meld in enumerate(melds):
        if meld.is_closed:
            continue
        useful = groups.useful_for(meld.kind, meld.suit, meld.rank)
        if useful:
            options = [(Counter(added), sum(map(points, added)), AddToMeld(index, added))
                       for added, _ in addition_options(variant, meld.kind, meld.cards, useful)]
            options.sort(key=lambda option: -option[1])
            additions.append(options)
    news = [(Counter(laid), sum(map(points, laid)), NewMeld(laid))
            for laid, _ in new_meld_options(variant, items, groups)]
    news.sort(key=lambda option: -option[1])
    every_play = [*news, *(option for options in additions for option in options)]
    usable = {card for cards_laid, _, _ in every_play for card in cards_laid}
    search = _Search(points, additions, news, usable, reserve_there, forbidden, limit)
    if search.additions_from(0, Counter(cards), needed):
        return list(search.path)
    return None


class _Search:
    """A depth-first search over disjoint plays, best points first, pruned by the points left."""

    def __init__(self, points: Callable[[Card], int], additions: list, news: list, usable: set[Card],
                 reserve_there: bool, forbidden: Card | None, limit: int) -> None:
        self.points = points
        self.additions = additions
        self.news = news
        self.usable = usable
        self.reserve_there = reserve_there
        self.forbidden = forbidden
        self.nodes = limit
        self.path: list[Action] = []

    def _bound(self, hand: Counter) -> int:
        """The most points still layable: the cards left in hand that some play could lay."""
        usable = self.usable
        return sum(self.points(card) * count for card, count in hand.items() if card in usable)

    def _done(self, hand: Counter) -> bool:
        return hand_left_is_playable(list(hand.elements()), self.reserve_there, self.forbidden)

    def _try(self, action: Action, step: Callable[[], bool]) -> bool:
        self.path.append(action)
        if step():
            return True
        self.path.pop()
        return False

    def additions_from(self, index: int, hand: Counter, needed: int) -> bool:
        """Choose an addition (or none) for open meld `index` onwards, then new melds."""
        if needed <= 0 and self._done(hand):
            return True
        if index == len(self.additions):
            return self.news_from(0, hand, needed)
        self.nodes -= 1
        if self.nodes < 0:
            return False
        for option, value, action in self.additions[index]:
            self.nodes -= 1
            if self.nodes < 0:
                return False
            if _holds(hand, option) and self._try(
                    action, lambda: self.additions_from(index + 1, hand - option, needed - value)):
                return True
        return self.additions_from(index + 1, hand, needed)

    def news_from(self, start: int, hand: Counter, needed: int) -> bool:
        """Choose new melds from option `start` onwards (an option may be laid twice: several decks)."""
        if needed <= 0:
            return self._done(hand)       # laying more would only shrink the hand
        self.nodes -= 1
        if self.nodes < 0 or self._bound(hand) < needed:
            return False
        for index in range(start, len(self.news)):
            self.nodes -= 1
            if self.nodes < 0:
                return False
            option, value, action = self.news[index]
            if _holds(hand, option) and self._try(
                    action, lambda: self.news_from(index, hand - option, needed - value)):
                return True
        return False


def _holds(hand: Counter, cards: Counter) -> bool:
    return all(hand[card] >= count for card, count in cards.items())
