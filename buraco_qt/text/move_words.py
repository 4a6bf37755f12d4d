"""Cards and moves in words: what the status bar says of a move, and the move log says the same.

Each sentence has a form for the one person playing alone ("You drew 7♥") and one with a name
("Ana drew 7♥"); `you` picks the first. The texts are translated under the contexts "Table" and
"Cards" (buraco_qt/text/contexts.py).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QCoreApplication

from buraco_qt import rules as R
from buraco_qt.rules.messages import QT_TRANSLATE_NOOP  # as Qt's, typed str
from buraco_qt.text.contexts import Table

SUIT_SYMBOLS = {"C": "\u2663", "D": "\u2666", "H": "\u2665", "S": "\u2660"}
#: Suits and the ranks that are words, written out ("Jack of diamonds").
SUIT_NAMES = {"C": QT_TRANSLATE_NOOP("Cards", "clubs"), "D": QT_TRANSLATE_NOOP("Cards", "diamonds"),
              "H": QT_TRANSLATE_NOOP("Cards", "hearts"), "S": QT_TRANSLATE_NOOP("Cards", "spades")}
RANK_NAMES = {"A": QT_TRANSLATE_NOOP("Cards", "Ace"), "J": QT_TRANSLATE_NOOP("Cards", "Jack"),
              "Q": QT_TRANSLATE_NOOP("Cards", "Queen"), "K": QT_TRANSLATE_NOOP("Cards", "King")}
#: The ranks that are words as a set is named by them, in the plural where the language needs it:
#: "the set of kings" (the texts "set of {rank}", "Set of {rank}" put them in {rank}).
SET_RANKS = {"A": QT_TRANSLATE_NOOP("Cards", "aces"), "J": QT_TRANSLATE_NOOP("Cards", "jacks"),
             "Q": QT_TRANSLATE_NOOP("Cards", "queens"), "K": QT_TRANSLATE_NOOP("Cards", "kings")}

translate = QCoreApplication.translate


# ----- cards ---------------------------------------------------------------------------------------

def card_text(card: R.Card | str) -> str:
    """A card as people read it: "10♥", "A♠", "Joker" (suit symbols read in every language)."""
    text = str(card)
    if text == "JK":
        return translate("Cards", "Joker")
    return text[:-1] + SUIT_SYMBOLS.get(text[-1], text[-1])


def card_name(card: R.Card | str) -> str:
    """A card written out in the current language: "Jack of diamonds", "7 of hearts", "Joker"."""
    text = str(card)
    if text == "JK":
        return translate("Cards", "Joker")
    rank, suit = text[:-1], text[-1]
    rank = translate("Cards", RANK_NAMES[rank]) if rank in RANK_NAMES else rank
    return translate("Cards", "{rank} of {suit}").format(rank=rank, suit=translate("Cards", SUIT_NAMES[suit]))


def cards_text(cards: Sequence[R.Card]) -> str:
    """Several cards, space-separated, in the order given."""
    return " ".join(card_text(card) for card in cards)


def cards_in_words(text: str) -> str:
    """Cards in the engine's notation ("7H JK") as players write them ("7♥ Joker"); other words kept."""
    return " ".join(_card_word(part) for part in text.split(" "))


def _card_word(text: str) -> str:
    try:
        return card_text(R.Card.parse(text))
    except R.IllegalAction:          # not a card: "...", a name
        return text


#: The parameters of the engine's refusals that hold cards in its notation ("7H", "7H 8H", "JK").
CARD_PARAMS = ("card", "cards")


def refusal_text(template: str, params: Mapping[str, str]) -> str:
    """A refusal of the engine (its English `template` and `params`) in the current language, with its
    cards as players write them: "una escalera no puede llevar el 7♥ dos veces"."""
    words = {key: cards_in_words(value) if key in CARD_PARAMS else value for key, value in params.items()}
    return translate("Rules", template).format(**words)


def set_rank_word(rank: int) -> str:
    """A set's rank as the set is named by it ("the set of {rank}"): "kings", "7s"; "reyes", "7"."""
    text = str(R.Card(rank, "S"))[:-1]
    if text in SET_RANKS:
        return translate("Cards", SET_RANKS[text])
    #: A number rank as a set is named by it, in the plural where the language needs it ("the set of 7s").
    return translate("Cards", "{rank}s").format(rank=text)


# ----- the move ------------------------------------------------------------------------------------

def hand_start_text(number: int, starter: str | None) -> str:
    """A new hand and who plays first (`starter` None: the person playing alone)."""
    if starter is None:
        return translate("Table", "Hand {number}: you start").format(number=number)
    return translate("Table", "Hand {number}: {name} starts").format(number=number, name=starter)


def drew_text(you: bool, name: str, cards: str | None) -> str:
    """A draw from the stock, with the cards drawn when the screen may show them (`cards` None: not)."""
    if cards is None:
        return translate("Table", "{name} drew from the stock").format(name=name)
    text = translate("Table", "You drew {card}") if you else translate("Table", "{name} drew {card}")
    return text.format(name=name, card=cards)


def took_pile_text(you: bool, name: str, count: int, cards: str | None = None) -> str:
    """The discard pile taken, its `count` cards named when `cards` is given (the move log names them)."""
    if cards is None:
        text = (Table.tr("You took the discard pile (%n card(s))", "", count) if you
                else Table.tr("{name} took the discard pile (%n card(s))", "", count))
    else:
        text = (Table.tr("You took the discard pile (%n card(s)): {cards}", "", count) if you
                else Table.tr("{name} took the discard pile (%n card(s)): {cards}", "", count))
    return text.format(name=name, cards=cards)


def laid_text(you: bool, name: str, cards: str) -> str:
    """A new meld laid down: "Ana laid down 7♥ 8♥ 9♥"."""
    text = translate("Table", "You laid down {cards}") if you else translate("Table", "{name} laid down {cards}")
    return text.format(name=name, cards=cards)


def added_text(you: bool, name: str, cards: str, meld: R.Meld | None) -> str:
    """Cards added to a meld, said by the meld's kind: "Ana added 7♥ to the run of hearts"."""
    if meld is None:
        text, words = (translate("Table", "You added {cards} to a meld") if you
                       else translate("Table", "{name} added {cards} to a meld")), {}
    elif meld.kind == "run":
        text, words = (translate("Table", "You added {cards} to the run of {suit}") if you
                       else translate("Table", "{name} added {cards} to the run of {suit}")), {
            "suit": translate("Cards", SUIT_NAMES[meld.suit])}
    elif meld.kind == "set":
        text, words = (translate("Table", "You added {cards} to the set of {rank}") if you
                       else translate("Table", "{name} added {cards} to the set of {rank}")), {
            "rank": set_rank_word(meld.rank)}
    else:
        text, words = (translate("Table", "You added {cards} to the meld of wild cards") if you
                       else translate("Table", "{name} added {cards} to the meld of wild cards")), {}
    return text.format(name=name, cards=cards, **words)


def discarded_text(you: bool, name: str, card: str) -> str:
    """A discard: "Ana discarded 7♥"."""
    text = translate("Table", "You discarded {card}") if you else translate("Table", "{name} discarded {card}")
    return text.format(name=name, card=card)


def took_back_text(you: bool, name: str) -> str:
    """Undo."""
    return (translate("Table", "You took back your last play") if you
            else translate("Table", "{name} took back a play").format(name=name))


def exchanged_text(you: bool, name: str) -> str:
    """The first card drawn exchanged (variants that allow it)."""
    return (translate("Table", "You exchanged the first card drawn") if you
            else translate("Table", "{name} exchanged the first card drawn").format(name=name))


def ended_text(you: bool, name: str) -> str:
    """The hand ended by a player when the stock ran out."""
    return (translate("Table", "You ended the hand") if you
            else translate("Table", "{name} ended the hand").format(name=name))


# ----- what the move brought ---------------------------------------------------------------------

def aftermath_texts(*, you: bool, name: str, variant: str, canastas: bool, reserve_taken: bool,
                    reserve_to_stock: bool, went_out: tuple[bool, str] | None,
                    points: tuple[str, str, str, str] | None) -> list[str]:
    """What followed from a move, in order: a canasta, the reserve taken (`you`, `name`: the mover's),
    a reserve become the stock, who went out (whether it is the person alone, and their name), the
    hand's points (`points`: team names and points, written as numbers)."""
    parts = []
    if canastas:
        parts.append(translate("Table", "Canasta!"))
    reserve = (translate("Table", "buraco") if variant == "cardcol"      # within a sentence
               else translate("Table", "morto"))
    if reserve_taken:
        parts.append(translate("Table", "You took the {reserve}").format(reserve=reserve) if you
                     else translate("Table", "{name} took the {reserve}").format(name=name, reserve=reserve))
    if reserve_to_stock:
        parts.append(translate("Table", "The stock ran out: a {reserve} became the stock").format(reserve=reserve))
    if went_out is not None:
        out_you, out_name = went_out
        parts.append(translate("Table", "You went out") if out_you
                     else translate("Table", "{name} went out").format(name=out_name))
    if points is not None:
        a, points_a, b, points_b = points
        parts.append(translate("Table", "Hand points: {a} {pa} / {b} {pb}").format(a=a, pa=points_a, b=b, pb=points_b))
    return parts


def sentences(parts: Sequence[str]) -> str:
    """The sentences of a move joined as the language writes them ("Ana drew 7♥. Canasta!")."""
    return translate("Table", ". ").join(part for part in parts if part)


# ----- a whole move, from what the engine said it did --------------------------------------------
