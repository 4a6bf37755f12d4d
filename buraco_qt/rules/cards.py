"""Cards, their text notation, and the decks of the presets."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterable

RANK_NAMES = ("", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("C", "D", "H", "S")
JOKER_RANK = 0
_CARD_RE = re.compile(r"^(JK|10|[AJQK2-9])([CDHS]?)$")


@dataclass(frozen=True, order=True, slots=True)
class Card:
    """One card: rank 1 (ace) to 13 (king) and a suit letter, or the joker (rank 0, no suit)."""

    rank: int
    suit: str = ""

    @property
    def is_joker(self) -> bool:
        """True for a joker."""
        return self.rank == JOKER_RANK

    @classmethod
    def parse(cls, text: str) -> "Card":
        """Read a card from its notation: "10H", "AS", "2C", "JK"."""
        match = _CARD_RE.match(text.strip().upper())
        if not match:
            raise ValueError(f"not a card: {text!r}")
        rank_text, suit = match.groups()
        if rank_text == "JK":
            if suit:
                raise ValueError(f"a joker has no suit: {text!r}")
            return JOKER
        if not suit:
            raise ValueError(f"a card needs a suit: {text!r}")
        return cls(RANK_NAMES.index(rank_text), suit)

    def __str__(self) -> str:
        return "JK" if self.is_joker else RANK_NAMES[self.rank] + self.suit

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"


JOKER = Card(JOKER_RANK, "")


def parse_cards(text: str | Iterable[str]) -> list[Card]:
    """Read a space-separated list of cards ("5H 6H JK") or an iterable of notations."""
    parts = text.split() if isinstance(text, str) else list(text)
    return [Card.parse(part) for part in parts]


def format_cards(cards: Iterable[Card]) -> str:
    """The notation of several cards, space-separated."""
    return " ".join(str(card) for card in cards)


def build_deck(decks: int, jokers_per_deck: int) -> list[Card]:
    """All the cards of `decks` packs of 52 with `jokers_per_deck` jokers each, unshuffled."""
    single = [Card(rank, suit) for suit in SUITS for rank in range(1, 14)]
    return (single + [JOKER] * jokers_per_deck) * decks


def sort_key_by_rank(card: Card) -> tuple[int, int]:
    """Sort order for a hand by number: ace, 2 ... king, jokers last; suits C D H S within."""
    return (14 if card.is_joker else card.rank, SUITS.index(card.suit) if card.suit else 0)


def sort_key_by_suit(card: Card) -> tuple[int, int]:
    """Sort order for a hand by colour: suit by suit, rank within, jokers last."""
    return (SUITS.index(card.suit) if card.suit else 4, card.rank)
