"""A computer player's move said as advice to the person to move: "Add 9♣ to your run of clubs".

Buraco → Hint says the `normal` player's choice this way, and a replay's teacher says what it would
have played at a person's move. The texts are translated under the context "Table".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from buraco_qt import rules as R
from buraco_qt.text.move_words import SUIT_NAMES, card_text, cards_text, set_rank_word

if TYPE_CHECKING:  # pragma: no cover
    from buraco_qt.session.snapshot import TableSnapshot

translate = QCoreApplication.translate


def hint_text(game: TableSnapshot | R.Game, seat: int, action: R.Action) -> str:
    """`action` said as advice to the person in `seat`: "Add 9♣ to your run of clubs"."""
    team = game.team_of(seat)
    if isinstance(action, R.Draw):
        return translate("Table", "Draw from the stock")
    if isinstance(action, R.TakePile):
        if action.target is not None:
            return _meld_sentence(game.melds[team][action.target], card_text(game.discard[-1]), taking=True)
        if action.cards:
            return translate("Table", "Take the discard pile with {cards}").format(cards=cards_text(action.cards))
        return translate("Table", "Take the discard pile")
    if isinstance(action, R.NewMeld):
        try:
            shown = R.build_meld(action.cards, game.variant).cards
        except R.MeldError:
            shown = action.cards
        return translate("Table", "Lay down {cards}").format(cards=cards_text(shown))
    if isinstance(action, R.AddToMeld):
        return _meld_sentence(game.melds[team][action.target], cards_text(action.cards), taking=False)
    if isinstance(action, R.Discard):
        if opponents_cannot_use(game, seat, action.card):
            return translate("Table", "Discard {card}: it fits none of the opponents' melds").format(
                card=card_text(action.card))
        return translate("Table", "Discard {card}").format(card=card_text(action.card))
    if isinstance(action, R.Redraw):
        return translate("Table", "Exchange the first card drawn")
    if isinstance(action, R.EndHand):
        return translate("Table", "End the hand: the stock is empty")
    return translate("Table", "Take back your last play")


def _meld_sentence(meld: R.Meld, cards: str, *, taking: bool) -> str:
    """Cards going onto one of your team's melds, said by the meld's kind."""
    if meld.kind == "run":
        suit = translate("Cards", SUIT_NAMES[meld.suit])
        if taking:
            return translate("Table", "Take the discard pile and add {cards} to your run of {suit}").format(
                cards=cards, suit=suit)
        return translate("Table", "Add {cards} to your run of {suit}").format(cards=cards, suit=suit)
    if meld.kind == "set":
        rank = set_rank_word(meld.rank)
        if taking:
            return translate("Table", "Take the discard pile and add {cards} to your set of {rank}").format(
                cards=cards, rank=rank)
        return translate("Table", "Add {cards} to your set of {rank}").format(cards=cards, rank=rank)
    if taking:
        return translate("Table", "Take the discard pile and add {cards} to your meld of wild cards").format(
            cards=cards)
    return translate("Table", "Add {cards} to your meld of wild cards").format(cards=cards)


def opponents_cannot_use(game: TableSnapshot | R.Game, seat: int, card: R.Card) -> bool:
    """True if the other team has melds on the table and `card` fits none of them (the rules say so).

    Whether they could take the pile with it from their hands is not known, and not claimed."""
    melds = game.melds[1 - game.team_of(seat)]
    if not melds:
        return False
    for meld in melds:
        try:
            meld.extend([card])
        except R.MeldError:
            continue
        return False
    return True
