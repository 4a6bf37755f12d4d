"""Determinization: a full game consistent with what one seat has seen.

`determinize(view, rng)` deals the cards the seat has not seen (see `common.unseen_cards`) at
random into the other hands (next to the cards each was seen taking with the pile), the stock and
the reserves, with the counts the view shows, and builds a `Game` from that. Nothing but the view
goes in, so the samples of two games that differ only in hidden cards are the same.
"""

from __future__ import annotations

import random

from buraco_qt.rules import Game, SeatView, team_of

from .common import unseen_cards


def _guess_taker(view: SeatView, team: int) -> int:
    """The seat of `team` that most recently played (the likely taker of its reserve)."""
    for back in range(1, view.players + 1):
        seat = (view.seat_to_move - back) % view.players
        if team_of(seat) == team:
            return seat
    return team


def _deal_hidden(view: SeatView, rng: random.Random) -> tuple[list, list, list]:
    """(hands, reserves, stock): the unseen cards dealt at random to the places the view hides."""
    pool = list(unseen_cards(view).elements())
    pool.sort(key=lambda card: (card.rank, card.suit))
    rng.shuffle(pool)
    players = view.players
    hidden = [0 if seat == view.seat else view.hand_counts[seat] - len(view.known[seat])
              for seat in range(players)]
    reserves = [count or 0 for count in view.reserve_counts]
    needed = sum(hidden) + view.stock_count + sum(reserves)
    if needed != len(pool):
        raise ValueError(f"view is inconsistent: {len(pool)} unseen cards for {needed} places")
    hands = []
    at = 0
    for seat in range(players):
        if seat == view.seat:
            hands.append(list(view.hand))
            continue
        hands.append([*view.known[seat], *pool[at:at + hidden[seat]]])
        at += hidden[seat]
    reserve_cards: list = []
    for team in (0, 1):
        if view.reserve_counts[team] is None:
            reserve_cards.append(None)
        else:
            reserve_cards.append(pool[at:at + reserves[team]])
            at += reserves[team]
    stock = pool[at:at + view.stock_count]
    return hands, reserve_cards, stock


def determinize(view: SeatView, rng: random.Random) -> Game:
    """A game consistent with the view (see the module docstring)."""
    hands, reserves, stock = _deal_hidden(view, rng)
    return game_from_view(view, hands, reserves, stock, rng)


def game_from_view(view: SeatView, hands: list, reserves: list, stock: list, rng: random.Random) -> Game:
    """The game of the view's table with the given hands, reserves and stock in the hidden places."""
    takers = [None if state == "there" else _guess_taker(view, team)
              for team, state in enumerate(view.reserve_state)]
    return Game.from_state(
        variant=view.variant, players=view.players, seed=0, rng=random.Random(rng.random()),
        hand_number=view.hand_number, starter=view.starter, seat_to_move=view.seat_to_move,
        phase=view.phase, turn=view.turn, hands=hands, stock=stock, discard=view.discard,
        reserves=reserves, reserve_state=view.reserve_state, reserve_taker=takers, melds=view.melds,
        closed=view.closed, known=view.known, laid_points=view.laid_points,
        forbidden_discard=view.forbidden_discard, redraw_available=view.redraw_available,
        stock_out=view.stock_out, opened=view.opened, went_out=view.went_out, totals=view.totals)
