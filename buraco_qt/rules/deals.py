"""Deal numbers: a hand's cards from one number, the same in every match of a variant and player count.

Each hand of a match has a deal number, drawn from the match's random generator (`draw_number`) or
given (a deal played again, a deal shared with friends). The hand's deck is shuffled by a generator
seeded with that number alone and dealt as the variant deals (`deal_cards`): the hands in seat order,
the two reserves, the stock and, where the variant turns one, the first card of the discard pile. So
the number, with the variant and the number of players, gives the same cards everywhere.
"""

from __future__ import annotations

import random
import re

from .cards import Card, build_deck
from .values import Frozen, set_field
from .variants import Variant

#: Deal numbers run from 1 to MAX_DEAL (players see them as plain numbers, at most nine digits).
MAX_DEAL = 999_999_999
#: What may stand between the digits of a deal number a player types: spaces and thousands separators.
_SEPARATORS = re.compile(r"[\s,.'\u2019_\u00a0\u202f]+")


class Deal(Frozen):
    """The cards of one deal: each seat's hand, the two reserves, the stock (top last), the discard pile."""

    __slots__ = FIELDS = ("number", "hands", "reserves", "stock", "discard")
    number: int
    hands: tuple[tuple[Card, ...], ...]
    reserves: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]
    discard: tuple[Card, ...]

    def __init__(self, number: int, hands: tuple[tuple[Card, ...], ...], reserves: tuple[tuple[Card, ...], ...],
                 stock: tuple[Card, ...], discard: tuple[Card, ...]) -> None:
        set_field(self, "number", number)
        set_field(self, "hands", hands)
        set_field(self, "reserves", reserves)
        set_field(self, "stock", stock)
        set_field(self, "discard", discard)


def is_deal_number(value: object) -> bool:
    """True for a deal number: an integer (not a bool) from 1 to MAX_DEAL."""
    return isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= MAX_DEAL


def draw_number(rng: random.Random) -> int:
    """The next deal number of a match, drawn from its random generator."""
    return 1 + _below(rng, MAX_DEAL)


def shuffled_deck(variant: Variant, number: int) -> list[Card]:
    """The variant's deck in the order deal `number` puts it (ValueError if it is no deal number)."""
    if not is_deal_number(number):
        raise ValueError(f"a deal number runs from 1 to {MAX_DEAL}: {number!r}")
    deck = build_deck(variant.decks, variant.jokers_per_deck)
    rng = random.Random(number)
    # Fisher-Yates spelled out, on the generator's raw bits: a deal must stay the same on every
    # Python, whatever `random.shuffle` may become
    for i in range(len(deck) - 1, 0, -1):
        j = _below(rng, i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def deal_cards(variant: Variant, players: int, number: int) -> Deal:
    """The cards deal `number` gives `players` players of `variant` (ValueError if it is no deal number)."""
    deck = shuffled_deck(variant, number)
    size = variant.hand_size
    hands = tuple(tuple(deck[seat * size:(seat + 1) * size]) for seat in range(players))
    rest = deck[players * size:]
    reserves = (tuple(rest[:size]), tuple(rest[size:2 * size]))
    stock = rest[2 * size:]
    discard = (stock.pop(),) if variant.up_card else ()
    return Deal(number, hands, reserves, tuple(stock), discard)


def parse_deal_number(text: str) -> int | None:
    """The deal number a player typed ("123 456 789", "123,456,789", "123.456.789", "#42"), or None.

    Spaces and thousands separators may stand between the digits, each group after the first of
    three digits (so that "1.5" is no deal number); leading zeros are allowed."""
    if not isinstance(text, str) or len(text) > 40:
        return None
    groups = _SEPARATORS.split(text.strip().removeprefix("#").strip())
    if not all(group.isdecimal() for group in groups) or any(len(group) != 3 for group in groups[1:]):
        return None
    number = int("".join(groups))
    return number if is_deal_number(number) else None


def _below(rng: random.Random, n: int) -> int:
    """A uniform integer in 0..n-1 from the generator's bits (as CPython's own `_randbelow`)."""
    bits = n.bit_length()
    value = rng.getrandbits(bits)
    while value >= n:
        value = rng.getrandbits(bits)
    return value
