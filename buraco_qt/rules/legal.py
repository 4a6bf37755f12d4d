"""The legal actions of a position: draws, pickups, new melds, additions, discards, undo.

An action is listed only if the engine would accept it. Most are known to be fine without trying
(two or more cards left in hand can always be followed by a discard); the others are tried on the
game itself (`Game._try`, which restores the state) or checked with the refusals of `refusals.py`.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from .actions import Action, AddToMeld, Discard, Draw, EndHand, NewMeld, NextHand, Redraw, TakePile, Undo
from .candidates import HandGroups, addition_options, new_meld_options, pickup_meld_options
from .cards import Card
from .melds import is_wild_card, may_join
from .messages import MeldError
from .refusals import TableSummary, continuation_refusal, discard_turn_refusal, summary_with
from .scoring import team_of

if TYPE_CHECKING:
    from .game import Game


def legal_actions(game: Game) -> list[Action]:
    """Every legal action of the position (computed afresh; `Game.legal_actions` remembers them)."""
    if game.phase == "hand_over":
        return [NextHand()]
    if game.phase == "match_over":
        return []
    if game.phase == "draw":
        actions: list[Action] = []
        if game.stock:
            actions.append(Draw())
        actions.extend(pickup_actions(game))
        if game.stock_out:
            actions.append(EndHand())
        return actions
    actions = []
    if game.redraw_available and game.stock and not game.undo_stack:
        actions.append(Redraw())
    actions.extend(_table_play_actions(game))
    actions.extend(_discard_actions(game))
    if game.undo_stack:
        actions.append(Undo())
    return actions


def pickup_actions(game: Game) -> list[Action]:
    """The ways the seat to move may take the discard pile now."""
    if not game.discard:
        return []
    variant = game.variant
    seat = game.seat_to_move
    team = team_of(seat)
    hand = game.hands[seat]
    top = game.discard[-1]
    rest = len(game.discard) - 1
    legal: list[Action] = []

    # a pickup that lays cards counts toward a first-meld minimum, and cannot be taken back
    minimum_applies = game.first_meld_minimum(team) > 0

    def accept(action: TakePile, hand_after: int) -> None:
        # two or more cards in hand afterwards can never leave the player stuck
        lays = bool(action.cards) or action.target is not None
        if (hand_after >= 2 and not (lays and minimum_applies)) or game._try(action):
            legal.append(action)

    if variant.pickup == "free" or game.first_turn_free_pickup():
        accept(TakePile(), len(hand) + rest + 1)
    if variant.pickup in ("pair", "top_card") and not (variant.pickup == "pair" and is_wild_card(top)):
        items = tuple(sorted(Counter(hand).items()))
        for cards, meld in pickup_meld_options(variant, top, items):
            if variant.pickup == "pair" and (len(cards) != 2 or meld.wild_count):
                continue
            accept(TakePile(cards=cards), len(hand) - len(cards) + rest)
    if variant.pickup == "top_card":
        for index, meld in enumerate(game.melds[team]):
            if meld.is_closed or not may_join(meld, top):
                continue
            try:
                meld.extend([top])
            except MeldError:
                continue
            accept(TakePile(target=index), len(hand) + rest)
    return legal


def _table_play_actions(game: Game) -> list[Action]:
    seat = game.seat_to_move
    team = team_of(seat)
    hand_cards = game.hands[seat]
    hand_items = tuple(sorted(Counter(hand_cards).items()))
    variant = game.variant
    melds = game.melds[team]
    closed = game.closed[team]
    groups = HandGroups(hand_items)
    # two or more cards left in hand can never leave the player stuck: no table summary needed
    enough = len(hand_cards) - 2
    actions: list[Action] = []
    for cards, meld in new_meld_options(variant, hand_items, groups):
        if len(cards) <= enough or _play_is_viable(game, hand_cards, cards,
                                                   summary_with(melds, closed, None, meld)):
            actions.append(NewMeld(cards))
    for index, meld in enumerate(melds):
        if meld.is_closed:
            continue
        useful = groups.useful_for(meld.kind, meld.suit, meld.rank)
        if not useful:
            continue
        for cards, extended in addition_options(variant, meld.kind, meld.cards, useful):
            if len(cards) <= enough or _play_is_viable(game, hand_cards, cards,
                                                       summary_with(melds, closed, index, extended)):
                actions.append(AddToMeld(index, cards))
    return actions


def _play_is_viable(game: Game, hand: list[Card], played: tuple[Card, ...], summary: TableSummary) -> bool:
    left = len(hand) - len(played)
    if left >= 2:
        return True  # one of two or more cards can always be discarded
    rest = list(hand)
    for card in played:
        rest.remove(card)
    laid = game.laid_points + sum(game.variant.card_points(card) for card in played)
    return continuation_refusal(game, rest, summary, laid) is None


def _discard_actions(game: Game) -> list[Action]:
    """The discards `refusals.discard_refusal` accepts, each hand card once, in card order."""
    if discard_turn_refusal(game) is not None:
        return []
    hand = game.hands[game.seat_to_move]
    forbidden = game.forbidden_discard
    return [Discard(card) for card in sorted(set(hand)) if card != forbidden or hand.count(card) >= 2]
