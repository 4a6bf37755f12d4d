"""Why a move is refused: going out, the last card, the first-meld minimum, cards not in the hand.

Each rule here has this one home: the engine asks it before it changes anything, the legal moves
are the moves it lets through, and a `SeatView` carries its answers for the computer players and
the table.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import TYPE_CHECKING

from . import messages as M
from .cards import Card
from .melds import WILD, Meld, is_wild_card
from .messages import IllegalAction
from .opening import can_reach
from .scoring import team_of
from .variants import CLEAN_KINDS, Variant

if TYPE_CHECKING:
    from .game import Game

# (has a canasta, has a clean canasta, has an unfinished meld of wild cards) of a team's table
TableSummary = tuple[bool, bool, bool]


def table_summary(melds: Iterable[Meld], closed: Iterable[Meld]) -> TableSummary:
    """The going-out facts of a team's table: its melds on the table and its closed canastas."""
    any_canasta = clean = open_wild = False
    for meld in melds:
        if meld.canasta:
            any_canasta = True
            clean = clean or meld.canasta in CLEAN_KINDS
        elif meld.kind == WILD:
            open_wild = True
    for meld in closed:
        any_canasta = True
        clean = clean or meld.canasta in CLEAN_KINDS
    return any_canasta, clean, open_wild


def _meld_flags(meld: Meld) -> tuple[int, int, int]:
    canasta = meld.canasta
    return (1 if canasta else 0, 1 if canasta in CLEAN_KINDS else 0,
            1 if (meld.kind == WILD and not canasta) else 0)


def summary_with(melds: list[Meld], closed: list[Meld], replaced: int | None, added: Meld) -> TableSummary:
    """`table_summary` with `added` laid as a new meld, or in place of meld number `replaced`."""
    flags = [_meld_flags(m) for m in [*melds, *closed]]
    base = [sum(column) for column in zip(*flags)] if flags else [0, 0, 0]
    new = _meld_flags(added)
    old = (0, 0, 0) if replaced is None else flags[replaced]
    any_canasta, clean, open_wild = (b - o + n > 0 for b, o, n in zip(base, old, new))
    return any_canasta, clean, open_wild


def go_out_refusal(variant: Variant, summary: TableSummary) -> str | None:
    """Why a team with this table may not go out (a template of `messages`), or None if it may."""
    any_canasta, clean, open_wild = summary
    if variant.go_out_needs == "clean" and not clean:
        return M.GO_OUT_CLEAN
    if variant.go_out_needs == "any" and not any_canasta:
        return M.GO_OUT_CANASTA
    if variant.go_out_blocked_by_wild_meld and open_wild:
        return M.GO_OUT_WILD_MELD
    return None


def takes_reserve(variant: Variant, hand: list[Card]) -> bool:
    """True if a hand like this one takes the team's reserve (still there): empty, or only wilds where allowed."""
    if not hand:
        return True
    return variant.reserve_when_only_wilds and all(is_wild_card(card) for card in hand)


def continuation_refusal(game: Game, hand: list[Card], summary: TableSummary,
                         laid_points: int) -> IllegalAction | None:
    """Why a table play leaving `hand` (and the team's table as `summary`) would leave the player stuck, or None."""
    team = team_of(game.seat_to_move)
    variant = game.variant
    reserve_there = game.reserves[team] is not None
    minimum = game.first_meld_minimum(team)
    if reserve_there and takes_reserve(variant, hand):
        # the reserve's cards cannot be taken back: the first meld must be complete before
        if minimum and laid_points < minimum:
            return IllegalAction(M.RESERVE_MINIMUM, minimum=minimum, points=laid_points)
        return None
    if not hand:
        if variant.go_out_by_discard:
            return IllegalAction(M.GO_OUT_BY_DISCARD)
        refusal = go_out_refusal(variant, summary)
        if refusal:
            return IllegalAction(refusal)
        if minimum and laid_points < minimum:
            return IllegalAction(M.DISCARD_MINIMUM, minimum=minimum, points=laid_points)
        return None
    forbidden = game.forbidden_discard
    for card in set(hand):
        if card == forbidden and hand.count(card) < 2:
            continue
        if len(hand) > 1:
            return None
        if reserve_there or go_out_refusal(variant, summary) is None:
            return None
    if len(hand) == 1 and hand[0] != forbidden:
        return IllegalAction(go_out_refusal(variant, summary) or M.LAST_CARD_STUCK)
    return IllegalAction(M.LAST_CARD_STUCK)


def discard_refusal(game: Game, card: Card) -> IllegalAction | None:
    """Why the seat to move may not discard `card` now, or None if it may."""
    hand = game.hands[game.seat_to_move]
    if card not in hand:
        return IllegalAction(M.NOT_IN_HAND, cards=card)
    if game.forbidden_discard == card and hand.count(card) < 2:
        return IllegalAction(M.DISCARD_TAKEN_CARD, card=card)
    return discard_turn_refusal(game)


def discard_turn_refusal(game: Game) -> IllegalAction | None:
    """Why no card at all may be discarded now (None if the hand's cards may be)."""
    team = team_of(game.seat_to_move)
    minimum = game.first_meld_minimum(team)
    if minimum and 0 < game.laid_points < minimum:
        return IllegalAction(M.DISCARD_MINIMUM, minimum=minimum, points=game.laid_points)
    if len(game.hands[game.seat_to_move]) == 1:   # the last card: the reserve, or going out
        if game.reserves[team] is not None:
            return None
        refusal = game.go_out_refusal(team)
        if refusal:
            return IllegalAction(refusal)
    return None


def check_in_hand(game: Game, cards: Iterable[Card]) -> None:
    """Refuse cards the seat to move does not hold."""
    missing = Counter(cards) - Counter(game.hands[game.seat_to_move])
    if missing:
        raise IllegalAction(M.NOT_IN_HAND, cards=" ".join(str(card) for card in sorted(missing.elements())))


def check_minimum_reachable(game: Game, team: int) -> None:
    """Refuse a pickup whose laid cards fall short of the first-meld minimum for good."""
    minimum = game.first_meld_minimum(team)
    if not minimum or game.laid_points >= minimum:
        return
    if not can_reach(game.variant, game.hands[game.seat_to_move], game.melds[team],
                     minimum - game.laid_points, reserve_there=game.reserves[team] is not None,
                     forbidden=game.forbidden_discard):
        raise IllegalAction(M.PILE_MINIMUM, minimum=minimum)
