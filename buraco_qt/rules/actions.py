"""Actions: small frozen values with a stable text form used in logs, saves and tests."""

from __future__ import annotations

from typing import Any

from . import messages as M
from .cards import Card, _shown, format_cards, parse_cards
from .messages import IllegalAction
from .values import Frozen, set_field


class _Bare(Frozen):
    """An action without fields: equal to every action of its own kind."""

    __slots__ = ()

    def __eq__(self, other: Any) -> bool:
        return other.__class__ is self.__class__ or NotImplemented

    def __hash__(self) -> int:
        return hash(())


class Draw(_Bare):
    """Draw the top card of the stock."""

    __slots__ = ()

    def __str__(self) -> str:
        return "draw"


class TakePile(Frozen):
    """Take the discard pile; with `cards`, meld the top card with them; with `target`, add it there."""

    __slots__ = FIELDS = ("cards", "target")
    cards: tuple[Card, ...]
    target: int | None

    def __init__(self, cards: tuple[Card, ...] = (), target: int | None = None) -> None:
        set_field(self, "cards", tuple(sorted(cards)))
        set_field(self, "target", target)

    def __eq__(self, other: Any) -> bool:
        if other.__class__ is self.__class__:
            return self.cards == other.cards and self.target == other.target
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.cards, self.target))

    def __str__(self) -> str:
        if self.target is not None:
            return f"take add {self.target}"
        if self.cards:
            return f"take meld {format_cards(self.cards)}"
        return "take"


class Redraw(_Bare):
    """Brazilian first turn: discard the card just drawn and draw another."""

    __slots__ = ()

    def __str__(self) -> str:
        return "redraw"


class NewMeld(Frozen):
    """Lay `cards` from the hand as a new meld of the team."""

    __slots__ = FIELDS = ("cards",)
    cards: tuple[Card, ...]

    def __init__(self, cards: tuple[Card, ...]) -> None:
        set_field(self, "cards", tuple(sorted(cards)))

    def __eq__(self, other: Any) -> bool:
        if other.__class__ is self.__class__:
            return self.cards == other.cards
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.cards,))

    def __str__(self) -> str:
        return f"meld {format_cards(self.cards)}"


class AddToMeld(Frozen):
    """Add `cards` from the hand to the team's meld number `target`."""

    __slots__ = FIELDS = ("target", "cards")
    target: int
    cards: tuple[Card, ...]

    def __init__(self, target: int, cards: tuple[Card, ...]) -> None:
        set_field(self, "target", target)
        set_field(self, "cards", tuple(sorted(cards)))

    def __eq__(self, other: Any) -> bool:
        if other.__class__ is self.__class__:
            return self.target == other.target and self.cards == other.cards
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.target, self.cards))

    def __str__(self) -> str:
        return f"add {self.target} {format_cards(self.cards)}"


class Discard(Frozen):
    """Discard one card, ending the turn."""

    __slots__ = FIELDS = ("card",)
    card: Card

    def __init__(self, card: Card) -> None:
        set_field(self, "card", card)

    def __eq__(self, other: Any) -> bool:
        if other.__class__ is self.__class__:
            return self.card == other.card
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.card,))

    def __str__(self) -> str:
        return f"discard {self.card}"


class Undo(_Bare):
    """Take back the last table play of this turn."""

    __slots__ = ()

    def __str__(self) -> str:
        return "undo"


class EndHand(_Bare):
    """End the hand when the stock is gone (Brazilian: instead of taking the pile)."""

    __slots__ = ()

    def __str__(self) -> str:
        return "end"


class NextHand(_Bare):
    """Deal the next hand of the match."""

    __slots__ = ()

    def __str__(self) -> str:
        return "next"


Action = Draw | TakePile | Redraw | NewMeld | AddToMeld | Discard | Undo | EndHand | NextHand


def parse_action(text: str) -> Action:
    """Read an action from its text form (the inverse of `str(action)`); IllegalAction if it is none."""
    words = text.split() if isinstance(text, str) else []
    if not words:
        raise IllegalAction(M.NOT_AN_ACTION, text=_shown(text))
    verb, rest = words[0], words[1:]
    simple: dict[str, type[Draw | Redraw | Undo | EndHand | NextHand]] = {
        "draw": Draw, "redraw": Redraw, "undo": Undo, "end": EndHand, "next": NextHand}
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
    if isinstance(action, TakePile):
        target = action.target
        if (_are_cards(action.cards) and (target is None or type(target) is int)
                and not (action.cards and target is not None)):
            return action
    elif isinstance(action, NewMeld):
        if _are_cards(action.cards) and action.cards:
            return action
    elif isinstance(action, AddToMeld):
        if _are_cards(action.cards) and action.cards and type(action.target) is int:
            return action
    elif isinstance(action, Discard):
        if isinstance(action.card, Card):
            return action
    raise IllegalAction(M.NOT_AN_ACTION, text=_shown(action))


def _are_cards(cards: object) -> bool:
    """True for a tuple of cards (an action's `cards`, as a caller may have built it)."""
    return isinstance(cards, tuple) and all(isinstance(card, Card) for card in cards)
