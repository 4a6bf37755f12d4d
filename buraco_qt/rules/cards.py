"""Cards, their text notation, and the decks of the presets."""

from __future__ import annotations

import re
from collections.abc import Iterable

from . import messages as M
from .messages import IllegalAction

RANK_NAMES = ("", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("C", "D", "H", "S")
JOKER_RANK = 0
_CARD_RE = re.compile(r"^(JK|10|[AJQK2-9])([CDHS]?)$")


class Card(int):
    """One card: rank 1 (ace) to 13 (king) and a suit letter, or the joker (rank 0, no suit).

    Cards are immutable interned values; they hash, compare and sort as small integers
    (by rank, then suit), which keeps hands and multisets fast.
    """

    rank: int
    suit: str
    is_joker: bool

    def __new__(cls, rank: int, suit: str = "") -> Card:
        code = rank * 4 + (SUITS.index(suit) if suit else 0)
        cached = _INTERNED.get(code)
        if cached is not None and cached.suit == suit:
            return cached
        if rank == JOKER_RANK and suit or rank != JOKER_RANK and suit not in SUITS or not 0 <= rank <= 13:
            raise ValueError(f"not a card: rank {rank!r}, suit {suit!r}")
        card = int.__new__(cls, code)
        card.__dict__.update(rank=rank, suit=suit, is_joker=rank == JOKER_RANK)
        _INTERNED[code] = card
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("cards are immutable")

    def __reduce__(self) -> tuple:
        return (Card, (self.rank, self.suit))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: dict) -> Card:
        return self

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read a card from its notation: "10H", "AS", "2C", "JK"; IllegalAction if it is not a card."""
        match = _CARD_RE.match(text.strip().upper()) if isinstance(text, str) else None
        if not match:
            raise IllegalAction(M.NOT_A_CARD, text=_shown(text))
        rank_text, suit = match.groups()
        if rank_text == "JK":
            if suit:
                raise IllegalAction(M.NOT_A_CARD, text=_shown(text))
            return JOKER
        if not suit:
            raise IllegalAction(M.NOT_A_CARD, text=_shown(text))
        return cls(RANK_NAMES.index(rank_text), suit)

    def __str__(self) -> str:
        return "JK" if self.is_joker else RANK_NAMES[self.rank] + self.suit

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


def _shown(text: object) -> str:
    """A text as a refusal shows it: quoted, at most 30 characters."""
    shown = repr(text) if isinstance(text, str) else repr(type(text).__name__)
    return shown if len(shown) <= 30 else shown[:27] + "..."


_INTERNED: dict[int, Card] = {}
JOKER = Card(JOKER_RANK, "")


def parse_cards(text: str | Iterable[str]) -> list[Card]:
    """Read a space-separated list of cards ("5H 6H JK") or an iterable of notations (IllegalAction if not)."""
    try:
        parts = text.split() if isinstance(text, str) else list(text)
    except TypeError:
        raise IllegalAction(M.NOT_A_CARD, text=_shown(text)) from None
    return [Card.parse(part) for part in parts]


def format_cards(cards: Iterable[Card]) -> str:
    """The notation of several cards, space-separated."""
    return " ".join(str(card) for card in cards)


def build_deck(decks: int, jokers_per_deck: int) -> list[Card]:
    """All the cards of `decks` packs of 52 with `jokers_per_deck` jokers each, unshuffled."""
    single = [Card(rank, suit) for suit in SUITS for rank in range(1, 14)]
    return (single + [JOKER] * jokers_per_deck) * decks

