"""`classic`: CardCol's own computer player (2003, `src/Buraco.cpp`), for players who remember it.

Its policy, one move per step, in this order:

- draw phase: take the discard pile only when the top card is not wild and the hand holds a
  natural pair for it (CardCol's first turn: the single up card when it is wild or fits a card);
- add a card to an existing meld (wild melds first, else the largest);
- start a new meld from a set or suited run of 3 or more (a meld of wilds only with 6+, or 5+
  while the reserve is there);
- meld a natural pair with a wild when that lets it shed its hand;
- put wilds on its best clean meld once the team has a canasta (cerrado);
- discard the first card in sorted order that has no partner in the hand, never a wild.

On presets other than `cardcol` it follows the same priorities with that preset's legal moves.
"""

from __future__ import annotations

from buraco_qt.rules import Action, AddToMeld, Card, Discard, Draw, EndHand, NewMeld, SeatView, TakePile, build_meld
from buraco_qt.rules.melds import WILD, is_wild_card, sets_allowed
from buraco_qt.rules.messages import MeldError
from buraco_qt.rules.refusals import table_summary

from .choice import ComputerPlayer
from .common import has_partner


def _sort_key(card: Card) -> tuple[int, str]:
    """CardCol's sort by number, wild cards (jokers and 2s) last."""
    return (99 if is_wild_card(card) else card.rank, card.suit)


class ClassicPlayer(ComputerPlayer):
    """CardCol's priorities, read from its source (see the module docstring)."""

    level = "classic"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def decide(self, view: SeatView, legal: list[Action]) -> Action:
        """One of `legal`, by CardCol's priorities."""
        if view.phase == "draw":
            return self._draw(view, legal)
        return self._play(view, legal)

    # ----- draw ----------------------------------------------------------------------------

    def _draw(self, view: SeatView, legal: list[Action]) -> Action:
        takes = [a for a in legal if isinstance(a, TakePile)]
        top = view.discard[-1] if view.discard else None
        team = view.team
        if takes and top is not None:
            plain = [a for a in takes if not a.cards and a.target is None]
            first_turn = view.turn == 0 and view.variant.first_turn_free_up_card
            if first_turn and plain and len(view.discard) == 1:
                if is_wild_card(top) or has_partner(top, view.hand, view.variant):
                    return plain[0]
            elif not is_wild_card(top):
                has_cerrado = table_summary(view.melds[team], view.closed[team])[0]
                worth = (has_cerrado or view.reserve_counts[team] is not None
                         or len(view.discard) + len(view.hand) > 4)
                pairs = [a for a in takes if len(a.cards) == 2 and not any(is_wild_card(c) for c in a.cards)]
                if pairs and worth:
                    return pairs[0]
                if plain and worth and self._natural_pair_for(top, view):
                    return plain[0]
        for action in legal:
            if isinstance(action, Draw):
                return action
        for action in legal:
            if isinstance(action, EndHand):
                return action
        return legal[0]

    @staticmethod
    def _natural_pair_for(top: Card, view: SeatView) -> bool:
        naturals = sorted((c for c in view.hand if not is_wild_card(c)), key=_sort_key)
        variant = view.variant
        for i, a in enumerate(naturals):
            if a.rank != top.rank and a.suit != top.suit:
                continue
            for b in naturals[i + 1:]:
                if a.rank == top.rank and b.rank == top.rank and not sets_allowed(top.rank, variant):
                    continue
                try:
                    build_meld([top, a, b], variant)
                except MeldError:
                    continue
                return True
        return False

    # ----- play ----------------------------------------------------------------------------

    def _play(self, view: SeatView, legal: list[Action]) -> Action:
        team = view.team
        melds = view.melds[team]
        hand = sorted(view.hand, key=_sort_key)
        adds = [a for a in legal if isinstance(a, AddToMeld) and len(a.cards) == 1]
        news = [a for a in legal if isinstance(a, NewMeld)]
        any_canasta, _, open_wild = table_summary(melds, view.closed[team])
        reserve_there = view.reserve_counts[team] is not None

        # 1. a card onto an existing meld: wild melds first, else the largest
        def target_key(action: AddToMeld) -> tuple[int, int]:
            meld = melds[action.target]
            return (0 if meld.kind == WILD else 1, -len(meld.cards))

        for card in hand:
            fits = [a for a in adds if a.cards[0] == card
                    and (not is_wild_card(card) or melds[a.target].kind == WILD)]
            if fits:
                return min(fits, key=target_key)

        # 2. a new meld from a set or a suited run of 3+ naturals (at most 7 cards)
        natural_news = [a for a in news if len(a.cards) <= 7 and not any(is_wild_card(c) for c in a.cards)]
        for card in hand:
            if is_wild_card(card):
                continue
            found = [a for a in natural_news if card in a.cards]
            if found:
                return max(found, key=lambda a: (len(a.cards), [-_sort_key(c)[0] for c in a.cards]))
        wilds = [c for c in hand if is_wild_card(c)]
        if (len(wilds) > 4 and reserve_there) or len(wilds) > 5:
            wild_news = [a for a in news if all(is_wild_card(c) for c in a.cards) and len(a.cards) <= 7]
            if wild_news:
                return max(wild_news, key=lambda a: len(a.cards))

        # 3. a natural pair with a wild, when the hand can then be shed
        if not open_wild and (any_canasta or (reserve_there and len(hand) <= 4)):
            for action in news:
                naturals = [c for c in action.cards if not is_wild_card(c)]
                if len(action.cards) == 3 and len(naturals) == 2:
                    return action

        # 4. wilds on the best clean meld once the team has a cerrado
        if any_canasta:
            clean = [a for a in adds if is_wild_card(a.cards[0]) and melds[a.target].kind != WILD
                     and melds[a.target].wild_count == 0 and len(melds[a.target].cards) < 7]
            if clean:
                return min(clean, key=lambda a: -len(melds[a.target].cards))

        # 5. discard the first card without a partner, never a wild
        return self._discard(view, legal, hand)

    @staticmethod
    def _discard(view: SeatView, legal: list[Action], hand: list) -> Action:
        discards = {a.card: a for a in legal if isinstance(a, Discard)}
        if not discards:
            return legal[0]
        order = list(hand)
        for index, card in enumerate(order):
            if is_wild_card(card) or card not in discards:
                continue
            rest = order[:index] + order[index + 1:]
            if not has_partner(card, rest, view.variant):
                return discards[card]
        for card in reversed(order):
            if not is_wild_card(card) and card in discards:
                return discards[card]
        return discards[order[-1]] if order[-1] in discards else next(iter(discards.values()))
