"""The table's sentences: what a move did, what to do now, what a hint proposes.

One describer for every place that tells a move: the status bar, the move log, the announcements for
screen readers (they say what the status bar says) and the hint. Each works from what the screen
knows, the table's snapshot (`TableSnapshot`: the names, who is a person, the variant), never from the
live game, so that any face of the table says a move alike. The parts of the sentences are
`move_words`'; everything is translated under the contexts "Table" and "Cards".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from buraco_qt import rules as R
from buraco_qt.text import move_words as W
from buraco_qt.text.languages import number
from buraco_qt.text.team_names import team_name

if TYPE_CHECKING:  # pragma: no cover
    from buraco_qt.session.snapshot import TableSnapshot

translate = QCoreApplication.translate


# ----- what a move did -----------------------------------------------------------------------------

def move_sentence(outcome: R.Outcome, shown: TableSnapshot, *, for_log: bool = False, every_card: bool = False) -> str:
    """What `outcome` did, in sentences: "Ana drew from the stock", "You laid down 7♥ 8♥ 9♥. Canasta!".

    `shown` is the table after the move, or later in the same hand (the names, who is a person; for a
    deal, the new hand's number and who starts it; for the move that ended the hand, its points).
    The status bar names the cards a person drew (it is their screen now); `for_log`, as the move log
    writes it, which stays on the screen: a card drawn only for the one person playing alone, and the
    cards of the discard pile taken and of an exchange; `every_card` (a replay, every hand face up) names
    the cards drawn by anybody."""
    seat, action = outcome.seat, outcome.action
    lone = shown.lone_person()
    you = seat == lone
    name = shown.names[seat]
    drawn = bool(outcome.drawn) and (every_card or (seat == lone if for_log else shown.is_human(seat)))

    def drew() -> str:
        return W.drew_text(you, name, W.cards_text(outcome.drawn) if drawn else None)

    parts: list[str] = []
    if isinstance(action, R.NextHand):
        starter = shown.seat_to_move
        parts.append(W.hand_start_text(shown.hand_number, None if starter == lone else shown.names[starter]))
    elif isinstance(action, R.Draw):
        parts.append(drew())
    elif isinstance(action, R.TakePile):
        parts.append(W.took_pile_text(you, name, len(outcome.taken),
                                      W.cards_text(outcome.taken) if for_log else None))
        if outcome.meld is not None and action.target is not None:      # its top card went onto a meld
            parts.append(W.added_text(you, name, W.cards_text((outcome.taken[-1], *action.cards)), outcome.meld))
        elif outcome.meld is not None:                                  # ... or into a new one
            parts.append(W.laid_text(you, name, W.cards_text(outcome.meld.cards)))
    elif isinstance(action, R.NewMeld):
        parts.append(W.laid_text(you, name, W.cards_text(outcome.meld.cards if outcome.meld else action.cards)))
    elif isinstance(action, R.AddToMeld):
        parts.append(W.added_text(you, name, W.cards_text(action.cards), outcome.meld))
    elif isinstance(action, R.Discard):
        parts.append(W.discarded_text(you, name, W.card_text(action.card)))
    elif isinstance(action, R.Undo):
        parts.append(W.took_back_text(you, name))
    elif isinstance(action, R.Redraw):
        parts.append(W.exchanged_text(you, name))
        if for_log and outcome.discarded is not None:
            parts.append(W.discarded_text(you, name, W.card_text(outcome.discarded)))
        if for_log and drawn:
            parts.append(drew())
    elif isinstance(action, R.EndHand):
        parts.append(W.ended_text(you, name))
    points = shown.history[-1] if outcome.hand_ended and shown.history else None
    went_out = outcome.went_out
    parts += W.aftermath_texts(
        you=you, name=name, variant=shown.variant.name, canastas=bool(outcome.canastas),
        reserve_taken=outcome.reserve_taken is not None, reserve_to_stock=outcome.reserve_to_stock is not None,
        went_out=None if went_out is None else (went_out == lone, shown.names[went_out]),
        points=None if points is None else (team_name(shown, 0), number(points[0]), team_name(shown, 1),
                                            number(points[1])))
    return W.sentences(parts)


def hand_headline(shown: TableSnapshot, hand: int, starter: int) -> str:
    """The hand `hand` and who plays first in it: "Hand 2: Ana starts", "Hand 1: you start"."""
    return W.hand_start_text(hand, None if starter == shown.lone_person() else shown.names[starter])


# ----- what to do now ------------------------------------------------------------------------------

def turn_prompt(shown: TableSnapshot) -> str:
    """What to do now, for the status bar: "Your turn: draw from the stock or take the discard pile"."""
    g = shown
    if g.phase == "match_over":
        you = g.lone_person()
        if you is not None and g.team_of(you) == (g.winner or 0):
            return (translate("Table", "The game is over: you won") if g.players == 2
                    else translate("Table", "The game is over: your team won"))
        return translate("Table", "The game is over: {team} won").format(team=team_name(g, g.winner or 0))
    if g.phase == "hand_over":
        return translate("Table", "The hand is over: choose Next hand to go on")
    seat = g.seat_to_move
    if not g.is_human(seat):
        return translate("Table", "{name} is playing…").format(name=g.names[seat])
    you = len(g.humans) == 1
    if g.phase == "draw":
        if you:
            return translate("Table", "Your turn: draw from the stock or take the discard pile")
        return translate("Table", "{name}'s turn: draw from the stock or take the discard pile").format(
            name=g.names[seat])
    if you:
        return translate("Table", "Your turn: lay down melds, then discard a card")
    return translate("Table", "{name}'s turn: lay down melds, then discard a card").format(name=g.names[seat])


# ----- what a hint proposes ------------------------------------------------------------------------

def hint_sentence(game: TableSnapshot | R.Game, seat: int, action: R.Action) -> str:
    """`action` said as advice to the person in `seat`: "Add 9♣ to your run of clubs"."""
    team = game.team_of(seat)
    if isinstance(action, R.Draw):
        return translate("Table", "Draw from the stock")
    if isinstance(action, R.TakePile):
        if action.target is not None:
            return _meld_sentence(game.melds[team][action.target], W.card_text(game.discard[-1]), taking=True)
        if action.cards:
            return translate("Table", "Take the discard pile with {cards}").format(cards=W.cards_text(action.cards))
        return translate("Table", "Take the discard pile")
    if isinstance(action, R.NewMeld):
        try:
            shown = R.build_meld(action.cards, game.variant).cards
        except R.MeldError:
            shown = action.cards
        return translate("Table", "Lay down {cards}").format(cards=W.cards_text(shown))
    if isinstance(action, R.AddToMeld):
        return _meld_sentence(game.melds[team][action.target], W.cards_text(action.cards), taking=False)
    if isinstance(action, R.Discard):
        if opponents_cannot_use(game, seat, action.card):
            return translate("Table", "Discard {card}: it fits none of the opponents' melds").format(
                card=W.card_text(action.card))
        return translate("Table", "Discard {card}").format(card=W.card_text(action.card))
    if isinstance(action, R.Redraw):
        return translate("Table", "Exchange the first card drawn")
    if isinstance(action, R.EndHand):
        return translate("Table", "End the hand: the stock is empty")
    return translate("Table", "Take back your last play")


def _meld_sentence(meld: R.Meld, cards: str, *, taking: bool) -> str:
    """Cards going onto one of your team's melds, said by the meld's kind."""
    if meld.kind == "run":
        suit = translate("Cards", W.SUIT_NAMES[meld.suit])
        if taking:
            return translate("Table", "Take the discard pile and add {cards} to your run of {suit}").format(
                cards=cards, suit=suit)
        return translate("Table", "Add {cards} to your run of {suit}").format(cards=cards, suit=suit)
    if meld.kind == "set":
        rank = W.set_rank_word(meld.rank)
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
