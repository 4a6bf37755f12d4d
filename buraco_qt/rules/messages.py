"""Every reason the engine gives for a refusal, as translatable English templates.

The engine has no Qt; the UI translates a refusal with
``move_words.refusal_text(error.template, error.params)``: the template under the context "Rules",
its cards ({card}, {cards}: "7H JK") written as players write them ("7♥ Joker").
`QT_TRANSLATE_NOOP` here only marks the strings for `pyside6-lupdate`.
"""

from __future__ import annotations

from typing import Any


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate looks for
    """Mark a string for translation; returns it unchanged."""
    return text


class RulesError(ValueError):
    """A refusal with a reason: an English template and its parameters."""

    def __init__(self, template: str, **params: Any) -> None:
        self.template = template
        self.params = {key: str(value) for key, value in params.items()}
        super().__init__(template.format(**self.params))

    @property
    def reason(self) -> str:
        """The reason in English."""
        return str(self)


class MeldError(RulesError):
    """The cards do not make a legal meld (or a legal addition to one)."""


class IllegalAction(RulesError):
    """The action is not allowed now; the game is unchanged."""


TOO_FEW_CARDS = QT_TRANSLATE_NOOP("Rules", "a new meld needs at least three cards")
NO_CARDS = QT_TRANSLATE_NOOP("Rules", "choose at least one card")
RUN_ONE_SUIT = QT_TRANSLATE_NOOP("Rules", "a run must be all of one suit")
RUN_DUPLICATE = QT_TRANSLATE_NOOP("Rules", "a run cannot hold {card} twice")
RUN_GAPS = QT_TRANSLATE_NOOP("Rules", "the run has gaps that its wild cards cannot fill")
RUN_NO_WRAP = QT_TRANSLATE_NOOP("Rules", "{high}-A-{low} does not wrap: the ace is either low or high")
RUN_TOO_LONG = QT_TRANSLATE_NOOP("Rules", "a run cannot be that long")
NO_ACE_TO_ACE = QT_TRANSLATE_NOOP("Rules", "a run from ace to ace is not allowed in this variant")
ONE_WILD = QT_TRANSLATE_NOOP("Rules", "a run or set may hold only one wild card")
TWO_NATURALS = QT_TRANSLATE_NOOP("Rules", "a new meld needs at least two natural cards")
NO_SETS = QT_TRANSLATE_NOOP("Rules", "sets of one rank are not allowed in this variant: only runs")
ACE_SETS_ONLY = QT_TRANSLATE_NOOP("Rules", "the only sets allowed in this variant are sets of aces")
SET_ONE_RANK = QT_TRANSLATE_NOOP("Rules", "a set holds cards of one rank only")
NO_WILD_MELDS = QT_TRANSLATE_NOOP("Rules", "a meld of only wild cards is not allowed in this variant")
WILD_MELD_TWOS = QT_TRANSLATE_NOOP("Rules", "a meld of wild cards may hold only twos and at most one joker")
WILD_MELD_ONLY_WILDS = QT_TRANSLATE_NOOP("Rules", "a meld of wild cards cannot take a natural card")
TWO_OWN_SUIT = QT_TRANSLATE_NOOP("Rules", "a 2 can only be used in a run of its own suit")
NOT_A_MELD = QT_TRANSLATE_NOOP("Rules", "these cards do not make a run or a set")
CLOSED = QT_TRANSLATE_NOOP("Rules", "a closed canasta cannot grow")
MELD_TOO_LONG = QT_TRANSLATE_NOOP("Rules", "a meld may hold at most {limit} cards in this variant")

NOT_YOUR_TURN = QT_TRANSLATE_NOOP("Rules", "it is not your turn")
HAND_OVER = QT_TRANSLATE_NOOP("Rules", "the hand is over")
MUST_DRAW_FIRST = QT_TRANSLATE_NOOP("Rules", "draw from the stock or take the discard pile first")
ALREADY_DREW = QT_TRANSLATE_NOOP("Rules", "you have already drawn this turn")
STOCK_EMPTY = QT_TRANSLATE_NOOP("Rules", "the stock is empty")
PILE_EMPTY = QT_TRANSLATE_NOOP("Rules", "the discard pile is empty")
PILE_TOP_WILD = QT_TRANSLATE_NOOP("Rules", "a wild card on top of the discard pile cannot be taken")
PILE_NEEDS_PAIR = QT_TRANSLATE_NOOP(
    "Rules", "to take the pile you must meld its top card with a natural pair from your hand")
PILE_NEEDS_MELD = QT_TRANSLATE_NOOP(
    "Rules", "to take the pile you must play its top card at once, in a new meld or on one of your team's melds")
PILE_FREE = QT_TRANSLATE_NOOP("Rules", "take the whole pile: no meld is needed")
PILE_PAIR_NATURAL = QT_TRANSLATE_NOOP(
    "Rules", "the top card must be melded with two natural cards, no wild card")
NOT_IN_HAND = QT_TRANSLATE_NOOP("Rules", "{cards} not in your hand")
NO_SUCH_MELD = QT_TRANSLATE_NOOP("Rules", "your team has no such meld")
DISCARD_TAKEN_CARD = QT_TRANSLATE_NOOP(
    "Rules", "you cannot discard {card}: you took it from a one-card pile this turn")
DISCARD_MINIMUM = QT_TRANSLATE_NOOP(
    "Rules", "your team's first meld must be worth at least {minimum} points (now {points}): meld more or undo")
RESERVE_MINIMUM = QT_TRANSLATE_NOOP(
    "Rules",
    "your team's first meld must be worth at least {minimum} points (now {points}) before you take the reserve")
PILE_MINIMUM = QT_TRANSLATE_NOOP(
    "Rules",
    "you cannot take the pile now: with it you could not lay the {minimum} points your team's first meld needs")
GO_OUT_CANASTA = QT_TRANSLATE_NOOP("Rules", "you cannot go out yet: your team needs a canasta first")
GO_OUT_CLEAN = QT_TRANSLATE_NOOP("Rules", "you cannot go out yet: your team needs a clean canasta first")
GO_OUT_WILD_MELD = QT_TRANSLATE_NOOP(
    "Rules", "you cannot go out while your team has an unfinished meld of wild cards")
GO_OUT_BY_DISCARD = QT_TRANSLATE_NOOP(
    "Rules", "in this variant you go out by discarding your last card, so keep one card")
LAST_CARD_STUCK = QT_TRANSLATE_NOOP("Rules", "that would leave you with a card you may not discard")
NOTHING_TO_UNDO = QT_TRANSLATE_NOOP("Rules", "there is nothing to undo this turn")
NO_REDRAW = QT_TRANSLATE_NOOP(
    "Rules", "you may only exchange the first card drawn on the first turn of the hand")
NOT_NOW = QT_TRANSLATE_NOOP("Rules", "that is not possible now")
NOT_A_CARD = QT_TRANSLATE_NOOP("Rules", "{text} is not a card")
NOT_AN_ACTION = QT_TRANSLATE_NOOP("Rules", "{text} is not a move of the game")
NOT_IN_DECK = QT_TRANSLATE_NOOP("Rules", "the deck of this variant has no {card}")
TOO_MANY_COPIES = QT_TRANSLATE_NOOP("Rules", "the deck of this variant does not hold that many copies of {card}")
