"""What one seat is sent: its `snapshot` and the `moved` record of a move, built from the engine's state
for that seat alone (docs/protocol.md). Another seat's hand, the stock and the reserves are counts
here and nothing more; every hand shows once the hand is over. As Kajongg's server does with a
drawn tile, a card drawn from the stock is named only to the seat that drew it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from buraco_qt import rules as R

OVER = ("hand_over", "match_over")


def cards(items: Sequence[R.Card]) -> list[str]:
    """Card texts."""
    return [str(card) for card in items]


def seat_snapshot(game: R.Game, seat: int, names: Sequence[str], legal: Sequence[str],
                  turn_deadline: float | None) -> dict[str, Any]:
    """The `snapshot` of `game` for `seat`: own hand, counts of the others (every hand once the hand is over)."""
    over = game.phase in OVER
    scores = game.hand_scores                 # the last hand's, through the next hand too (the score sheet)
    return {
        "variant": game.variant.name, "players": game.players, "phase": game.phase,
        "seat_to_move": game.seat_to_move, "hand_number": game.hand_number, "totals": list(game.totals),
        "names": list(names),
        "hands": [cards(hand) if over or index == seat else len(hand) for index, hand in enumerate(game.hands)],
        "stock": len(game.stock), "discard": cards(game.discard),
        "reserves": [None if reserve is None else len(reserve) for reserve in game.reserves],
        "melds": [[cards(meld.cards) for meld in team] for team in game.melds],
        "closed": [[cards(meld.cards) for meld in team] for team in game.closed],
        "legal": list(legal), "turn_deadline": turn_deadline,
        # beyond the protocol's minimum: public facts a table shows
        "target": game.variant.target, "history": [list(points) for points in game.history],
        "deals": game.deals[:len(game.history)],         # each finished hand's (a hand in play's is a secret)
        "first_meld_minimum": [game.first_meld_minimum(team) for team in (0, 1)],
        "went_out": game.went_out if over else None, "winner": game.winner,
        "hand_scores": None if scores is None else [score.to_dict() for score in scores],
        # what a client needs to draw the table and to think for its seat as the engine's `view` does:
        # the table's options, the reserves' fate, the turn's public facts, the cards each seat took
        # with the discard pile and still holds (everybody saw them taken)
        "options": {"hand_size": game.variant.hand_size, "pickup": game.variant.pickup_option or None},
        "reserve_state": list(game.reserve_state), "opened": list(game.opened),
        "turn": game.turn, "starter": game.starter, "laid_points": game.laid_points,
        "forbidden_discard": None if game.forbidden_discard is None else str(game.forbidden_discard),
        "redraw_available": game.redraw_available, "stock_out": game.stock_out,
        "known": [cards(known) for known in game.known],
    }


def legal_texts(game: R.Game, seat: int) -> list[str]:
    """The text of every legal action of `seat` now (empty unless it is to move; "next" after a hand)."""
    if game.phase == "hand_over":
        return ["next"]
    if game.phase == "match_over" or seat != game.seat_to_move:
        return []
    return [str(action) for action in game.legal_actions()]


def moved_message(seq: int, outcome: R.Outcome, receiver: int, by: str) -> dict[str, Any]:
    """The `moved` record of one move for `receiver`: the cards it drew named to the drawer alone."""
    action = outcome.action
    message: dict[str, Any] = {"type": "moved", "seq": seq, "seat": outcome.seat, "action": str(action), "by": by}
    if outcome.drawn and receiver == outcome.seat:
        message["drawn"] = cards(outcome.drawn)
    if outcome.taken:
        message["taken"] = cards(outcome.taken)
    if outcome.discarded is not None:
        message["discarded"] = str(outcome.discarded)
    if outcome.meld is not None:
        message["meld"] = cards(outcome.meld.cards)
        message["meld_index"] = outcome.meld_index
        message["meld_closed"] = outcome.meld_closed
    if outcome.canastas:
        message["canastas"] = outcome.canastas
    for name in ("reserve_taken", "reserve_to_stock", "went_out"):           # a team or a seat: 0 is one
        if getattr(outcome, name) is not None:
            message[name] = getattr(outcome, name)
    for name in ("stock_exhausted", "hand_ended", "dealt"):
        if getattr(outcome, name):
            message[name] = True
    return message
