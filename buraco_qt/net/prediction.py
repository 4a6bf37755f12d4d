"""A person's own move shown at once: the table as the server will have it after a meld, an addition or
a discard, before the server says so (docs/online.md).

Only what the move's own cards decide is predicted. A draw names a card nobody knows yet; a move that
empties the hand takes the reserve (its cards unknown) or ends the hand (the other hands unknown);
a discard onto an empty stock turns a reserve into the stock or ends the hand: those are None, and
the window waits for the server. A predicted table lets nobody act (`can_act` False, no legal
moves): the person's next move waits for the server's state, which replaces the prediction whole.
"""

from __future__ import annotations

from buraco_qt import rules as R
from buraco_qt.rules.refusals import go_out_refusal, table_summary, takes_reserve
from buraco_qt.session.snapshot import HandShown, TableSnapshot


def predict(snapshot: TableSnapshot, action: R.Action) -> TableSnapshot | None:
    """The table after the viewer's own legal meld, addition or discard (its `outcome` set), or None."""
    if not snapshot.can_act or snapshot.phase != "play" or action not in snapshot.legal:
        return None
    seat = snapshot.viewer
    hand = snapshot.hands[seat].cards
    if seat != snapshot.seat_to_move or hand is None:
        return None
    if isinstance(action, (R.NewMeld, R.AddToMeld)):
        return _lay(snapshot, seat, hand, action)
    if isinstance(action, R.Discard):
        return _discard(snapshot, seat, hand, action)
    return None


def _without(hand: tuple[R.Card, ...], cards: tuple[R.Card, ...]) -> tuple[R.Card, ...] | None:
    """`hand` less one of each of `cards` (the first of each, as the engine takes them), None if it lacks one."""
    left = list(hand)
    for card in cards:
        if card not in left:
            return None
        left.remove(card)
    return tuple(left)


def _reserve_follows(snapshot: TableSnapshot, team: int, left: tuple[R.Card, ...]) -> bool:
    """True if a hand of `left` takes the team's reserve or goes out: what follows is unknown."""
    return not left or (takes_reserve(snapshot.variant, list(left)) and snapshot.reserves[team] is not None)


def _with_hand(snapshot: TableSnapshot, seat: int, left: tuple[R.Card, ...]) -> tuple[HandShown, ...]:
    hands = list(snapshot.hands)
    hands[seat] = HandShown(seat, len(left), left)
    return tuple(hands)


def _lay(snapshot: TableSnapshot, seat: int, hand: tuple[R.Card, ...],
         action: R.NewMeld | R.AddToMeld) -> TableSnapshot | None:
    team = seat % 2
    left = _without(hand, action.cards)
    if left is None or _reserve_follows(snapshot, team, left):
        return None
    melds, closed = list(snapshot.melds[team]), list(snapshot.closed[team])
    try:
        if isinstance(action, R.NewMeld):
            was = None
            melds.append(R.build_meld(action.cards, snapshot.variant))
            index = len(melds) - 1
        else:
            index = action.target
            if not 0 <= index < len(melds):
                return None
            was = melds[index].canasta
            melds[index] = melds[index].extend(action.cards)
    except R.MeldError:
        return None
    meld = melds[index]
    if meld.is_closed:
        closed.append(melds.pop(index))
    outcome = R.Outcome(seat, action, meld=meld, meld_index=index, meld_closed=meld.is_closed,
                        canastas=1 if meld.canasta and not was else 0)
    team_melds, team_closed = list(snapshot.melds), list(snapshot.closed)
    team_melds[team], team_closed[team] = tuple(melds), tuple(closed)
    refusals = list(snapshot.go_out_refusals)
    refusals[team] = go_out_refusal(snapshot.variant, table_summary(melds, closed))
    return snapshot.replace(hands=_with_hand(snapshot, seat, left), melds=tuple(team_melds),
                            closed=tuple(team_closed), go_out_refusals=tuple(refusals), can_act=False, legal=(),
                            outcome=outcome, message=None)


def _discard(snapshot: TableSnapshot, seat: int, hand: tuple[R.Card, ...], action: R.Discard) -> TableSnapshot | None:
    team = seat % 2
    left = _without(hand, (action.card,))
    if left is None or _reserve_follows(snapshot, team, left) or snapshot.stock_count == 0:
        return None
    minimums = list(snapshot.first_meld_minimum)
    if snapshot.melds[team] or snapshot.closed[team]:
        minimums[team] = 0                   # a team with melds has opened once its turn ends
    return snapshot.replace(
        hands=_with_hand(snapshot, seat, left), discard=(*snapshot.discard, action.card),
        seat_to_move=(seat + 1) % snapshot.players, phase="draw", first_meld_minimum=tuple(minimums),
        can_act=False, legal=(), outcome=R.Outcome(seat, action, discarded=action.card), message=None)
