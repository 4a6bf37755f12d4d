"""Actions: small frozen values with a stable text form used in logs, saves and tests."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from . import messages as M
from .cards import Card, _shown, format_cards, parse_cards
from .messages import IllegalAction


def _cards_key(cards: tuple[Card, ...]) -> tuple[Card, ...]:
    return tuple(sorted(cards))


@dataclass(frozen=True)
class Draw:
    """Draw the top card of the stock."""

    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True)
class TakePile:
    """Take the discard pile; with `cards`, meld the top card with them; with `target`, add it there."""

    cards: tuple[Card, ...] = ()
    target: int | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", _cards_key(tuple(self.cards)))

    def __str__(self) -> str:
        if self.target is not None:
            return f"take add {self.target}"
        if self.cards:
            return f"take meld {format_cards(self.cards)}"
        return "take"


@dataclass(frozen=True)
class Redraw:
    """Brazilian first turn: discard the card just drawn and draw another."""

    def __str__(self) -> str:
        return "redraw"


@dataclass(frozen=True)
class NewMeld:
    """Lay `cards` from the hand as a new meld of the team."""

    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", _cards_key(tuple(self.cards)))

    def __str__(self) -> str:
        return f"meld {format_cards(self.cards)}"


@dataclass(frozen=True)
class AddToMeld:
    """Add `cards` from the hand to the team's meld number `target`."""

    target: int
    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", _cards_key(tuple(self.cards)))

    def __str__(self) -> str:
        return f"add {self.target} {format_cards(self.cards)}"


@dataclass(frozen=True)
class Discard:
    """Discard one card, ending the turn."""

    card: Card

    def __str__(self) -> str:
        return f"discard {self.card}"


@dataclass(frozen=True)
class Undo:
    """Take back the last table play of this turn."""

    def __str__(self) -> str:
        return "undo"


@dataclass(frozen=True)
class EndHand:
    """End the hand when the stock is gone (Brazilian: instead of taking the pile)."""

    def __str__(self) -> str:
        return "end"


@dataclass(frozen=True)
class NextHand:
    """Deal the next hand of the match."""

    def __str__(self) -> str:
        return "next"


Action = Union[Draw, TakePile, Redraw, NewMeld, AddToMeld, Discard, Undo, EndHand, NextHand]


def parse_action(text: str) -> Action:
    """Read an action from its text form (the inverse of `str(action)`); IllegalAction if it is none."""
    words = text.split() if isinstance(text, str) else []
    if not words:
        raise IllegalAction(M.NOT_AN_ACTION, text=_shown(text))
    verb, rest = words[0], words[1:]
    simple = {"draw": Draw, "redraw": Redraw, "undo": Undo, "end": EndHand, "next": NextHand}
    if verb in simple and not rest:
        return simple[verb]()
    if verb == "take":
        if not rest:
            return TakePile()
        if rest[0] == "add" and len(rest) == 2:
            return TakePile(target=_meld_number(rest[1], text))
        if rest[0] == "meld" and len(rest) > 1:
            return TakePile(cards=tuple(parse_cards(rest[1:])))
    if verb == "meld" and rest:
        return NewMeld(tuple(parse_cards(rest)))
    if verb == "add" and len(rest) >= 2:
        return AddToMeld(_meld_number(rest[0], text), tuple(parse_cards(rest[1:])))
    if verb == "discard" and len(rest) == 1:
        return Discard(Card.parse(rest[0]))
    raise IllegalAction(M.NOT_AN_ACTION, text=_shown(text))


def _meld_number(word: str, text: str) -> int:
    """A meld's number in an action's text: 0 to 999, ASCII digits only."""
    if not (word.isascii() and word.isdigit() and len(word) <= 3):
        raise IllegalAction(M.NOT_AN_ACTION, text=_shown(text))
    return int(word)


def check_action(action: object) -> Action:
    """The action itself if it is a well-formed action value, else IllegalAction (never TypeError)."""
    if isinstance(action, (Draw, Redraw, Undo, EndHand, NextHand)):
        return action
    cards = getattr(action, "cards", ())
    well_formed = isinstance(cards, tuple) and all(isinstance(card, Card) for card in cards)
    if isinstance(action, TakePile):
        target = action.target
        well_formed = well_formed and (target is None or type(target) is int) and not (cards and target is not None)
    elif isinstance(action, NewMeld):
        well_formed = well_formed and bool(cards)
    elif isinstance(action, AddToMeld):
        well_formed = well_formed and bool(cards) and type(action.target) is int
    elif isinstance(action, Discard):
        well_formed = isinstance(action.card, Card)
    else:
        well_formed = False
    if not well_formed:
        raise IllegalAction(M.NOT_AN_ACTION, text=_shown(action))
    return action  # type: ignore[return-value]
