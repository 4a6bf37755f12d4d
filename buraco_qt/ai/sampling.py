"""Determinization: a full game consistent with what one seat has seen.

`determinize(view, rng)` deals the cards the seat has not seen (see `common.unseen_cards`) at
random into the other hands (next to the cards each was seen taking with the pile), the stock and
the reserves, with the counts the view shows, and builds a `Game` from that. Nothing but the view
goes in, so the samples of two games that differ only in hidden cards are the same.
"""

from __future__ import annotations

import random
from typing import Any

from buraco_qt.rules import Game, SeatView
from buraco_qt.rules.game import FORMAT, VERSION

from .common import unseen_cards


def _text(cards) -> str:
    return " ".join(str(card) for card in cards)


def _meld_data(meld) -> dict[str, str]:
    return {"kind": meld.kind, "cards": _text(meld.cards)}


def _guess_taker(view: SeatView, team: int) -> int:
    """The seat of `team` that most recently played (the likely taker of its reserve)."""
    for back in range(1, view.players + 1):
        seat = (view.seat_to_move - back) % view.players
        if seat % 2 == team:
            return seat
    return team


def determinized_dict(view: SeatView, rng: random.Random) -> dict[str, Any]:
    """A `Game.to_dict()` record consistent with the view, hidden cards dealt by `rng`."""
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
    takers = [None if state == "there" else _guess_taker(view, team)
              for team, state in enumerate(view.reserve_state)]
    state_rng = random.Random(rng.random())
    version, internal, gauss = state_rng.getstate()
    turn_state = dict(view.turn_state)
    turn_state["undo_stack"] = []
    return {
        "format": FORMAT, "version": VERSION,
        "variant": view.variant.to_dict(),
        "players": players, "seed": 0,
        "rng": [version, list(internal), gauss],
        "hand_number": view.hand_number, "starter": view.starter,
        "seat_to_move": view.seat_to_move, "phase": view.phase, "turn": view.turn,
        "hands": [_text(hand) for hand in hands],
        "stock": _text(stock),
        "discard": _text(view.discard),
        "reserves": [None if r is None else _text(r) for r in reserve_cards],
        "reserve_state": list(view.reserve_state),
        "reserve_taker": takers,
        "melds": [[_meld_data(m) for m in team] for team in view.melds],
        "closed": [[_meld_data(m) for m in team] for team in view.closed],
        "known": [_text(k) for k in view.known],
        "turn_state": turn_state,
        "totals": list(view.totals),
        "history": [],
        "hand_scores": None,
        "winner": None,
        "log": [],
    }


def determinize(view: SeatView, rng: random.Random) -> Game:
    """A game consistent with the view (see the module docstring)."""
    return Game.from_dict(determinized_dict(view, rng))
