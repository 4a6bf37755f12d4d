"""What the screen may show after a move: an immutable table snapshot the controller publishes.

The table, the status bar and the score sheet draw from a `TableSnapshot`, never from the live
`Game`. A hand the screen may not show (a computer's, or another person's at a hotseat table) is
a count with no cards: what is not in the snapshot cannot be drawn by mistake.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from buraco_qt import rules as R
from buraco_qt.rules.scoring import RESERVE_INDIRECT, RESERVE_TAKEN
from buraco_qt.rules.values import Frozen, set_field


class HandShown(Frozen):
    """One seat's hand as the screen may see it: always its count, its cards only if shown face up."""

    __slots__ = FIELDS = ("seat", "count", "cards")
    seat: int
    count: int
    cards: tuple[R.Card, ...] | None      # None: face down (the screen may not see them)

    def __init__(self, seat: int, count: int, cards: tuple[R.Card, ...] | None) -> None:
        set_field(self, "seat", seat)
        set_field(self, "count", count)
        set_field(self, "cards", cards)

    @property
    def face_up(self) -> bool:
        """True if the screen may show this hand's cards."""
        return self.cards is not None


class TableSnapshot(Frozen):
    """The table as the seat(s) at the screen may see it, after one move."""

    __slots__ = FIELDS = (
        "variant", "players", "phase", "seat_to_move", "hand_number", "stock_count", "discard", "hands", "melds",
        "reserves", "reserves_taken", "closed", "totals", "history", "hand_scores", "went_out", "winner",
        "first_meld_minimum", "go_out_refusals", "names", "humans", "viewer", "curtain_seat", "can_act", "legal",
        "outcome", "message", "deals")
    variant: R.Variant
    players: int
    phase: str                                   # "draw", "play", "hand_over", "match_over"
    seat_to_move: int
    hand_number: int
    stock_count: int
    discard: tuple[R.Card, ...]                  # bottom to top
    hands: tuple[HandShown, ...]                 # per seat
    melds: tuple[tuple[R.Meld, ...], ...]        # per team
    reserves: tuple[int | None, ...]             # per team: cards left in its reserve (None once taken)
    reserves_taken: tuple[bool, ...]             # per team: it took its reserve (not: the reserve became the stock)
    closed: tuple[tuple[R.Meld, ...], ...]       # per team: canastas closed off the table
    totals: tuple[int, ...]                      # per team: the match totals
    history: tuple[tuple[int, ...], ...]         # per hand played: each team's points
    hand_scores: tuple[R.HandScore, ...] | None  # the last hand's breakdown per team (copies)
    went_out: int | None
    winner: int | None
    first_meld_minimum: tuple[int, ...]          # per team: points its first meld must reach (0: none)
    go_out_refusals: tuple[str | None, ...]      # per team: why it may not go out now (a template), or None
    names: tuple[str, ...]                       # per seat
    humans: tuple[int, ...]                      # the seats played by people
    viewer: int                                  # the seat whose hand is (or would be) face up
    curtain_seat: int | None                     # hotseat: the person the curtain waits for
    can_act: bool                                # the person at the screen may play now
    legal: tuple[R.Action, ...]                  # that person's legal actions (empty unless can_act)
    outcome: R.Outcome | None                    # what the last move did (None: no move, e.g. a new match)
    message: str | None                          # what happened, for the status bar (None: nothing new)
    deals: tuple[int | None, ...]                # the deal number of each finished hand, the first first (a hand in
                                                 # play's would tell every card to whoever plays the deal)

    def __init__(self, variant: R.Variant, players: int, phase: str, seat_to_move: int, hand_number: int,
                 stock_count: int, discard: tuple[R.Card, ...], hands: tuple[HandShown, ...],
                 melds: tuple[tuple[R.Meld, ...], ...], reserves: tuple[int | None, ...],
                 reserves_taken: tuple[bool, ...], closed: tuple[tuple[R.Meld, ...], ...], totals: tuple[int, ...],
                 history: tuple[tuple[int, ...], ...],
                 hand_scores: tuple[R.HandScore, ...] | None, went_out: int | None, winner: int | None,
                 first_meld_minimum: tuple[int, ...], go_out_refusals: tuple[str | None, ...], names: tuple[str, ...],
                 humans: tuple[int, ...], viewer: int, curtain_seat: int | None, can_act: bool,
                 legal: tuple[R.Action, ...], outcome: R.Outcome | None, message: str | None,
                 deals: tuple[int | None, ...] = ()) -> None:
        set_field(self, "variant", variant)
        set_field(self, "players", players)
        set_field(self, "phase", phase)
        set_field(self, "seat_to_move", seat_to_move)
        set_field(self, "hand_number", hand_number)
        set_field(self, "stock_count", stock_count)
        set_field(self, "discard", discard)
        set_field(self, "hands", hands)
        set_field(self, "melds", melds)
        set_field(self, "reserves", reserves)
        set_field(self, "reserves_taken", reserves_taken)
        set_field(self, "closed", closed)
        set_field(self, "totals", totals)
        set_field(self, "history", history)
        set_field(self, "hand_scores", hand_scores)
        set_field(self, "went_out", went_out)
        set_field(self, "winner", winner)
        set_field(self, "first_meld_minimum", first_meld_minimum)
        set_field(self, "go_out_refusals", go_out_refusals)
        set_field(self, "names", names)
        set_field(self, "humans", humans)
        set_field(self, "viewer", viewer)
        set_field(self, "curtain_seat", curtain_seat)
        set_field(self, "can_act", can_act)
        set_field(self, "legal", legal)
        set_field(self, "outcome", outcome)
        set_field(self, "message", message)
        set_field(self, "deals", deals)

    def __deepcopy__(self, memo: dict) -> TableSnapshot:
        from copy import deepcopy  # its hand scores can change: a deep copy has its own
        return TableSnapshot(*deepcopy(self._values(), memo))

    def deal_of(self, hand: int) -> int | None:
        """The deal number of hand `hand` (1: the first), or None when the screen does not know it."""
        return self.deals[hand - 1] if 1 <= hand <= len(self.deals) else None

    def team_of(self, seat: int) -> int:
        """The team of `seat` (`rules.team_of`: partners sit across, seats 0 and 2 are team 0)."""
        return R.team_of(seat)

    def team_seats(self, team: int) -> list[int]:
        """The seats of `team`."""
        return R.team_seats(self.players, team)

    def is_human(self, seat: int) -> bool:
        """True if a person plays `seat`."""
        return seat in self.humans

    def lone_person(self) -> int | None:
        """The seat of the one person at the screen (None with no person or several: hotseat)."""
        return self.humans[0] if len(self.humans) == 1 else None

    def table_points(self, team: int) -> int:
        """The points of a team's melds and closed canastas this hand (`rules.table_points`)."""
        return R.table_points(self, team)


def take_snapshot(game: R.Game, *, shown: Collection[int], names: Sequence[str], humans: Sequence[int],
                  viewer: int, curtain_seat: int | None, can_act: bool, outcome: R.Outcome | None = None,
                  message: str | None = None) -> TableSnapshot:
    """The snapshot of `game` in which only the hands of the seats in `shown` have their cards."""
    scores = game.hand_scores
    return TableSnapshot(
        variant=game.variant, players=game.players, phase=game.phase, seat_to_move=game.seat_to_move,
        hand_number=game.hand_number, stock_count=len(game.stock), discard=tuple(game.discard),
        hands=tuple(HandShown(seat, len(hand), tuple(hand) if seat in shown else None)
                    for seat, hand in enumerate(game.hands)),
        melds=tuple(tuple(team) for team in game.melds),
        reserves=tuple(None if reserve is None else len(reserve) for reserve in game.reserves),
        reserves_taken=tuple(state in (RESERVE_TAKEN, RESERVE_INDIRECT) for state in game.reserve_state),
        closed=tuple(tuple(team) for team in game.closed),
        totals=tuple(game.totals), history=tuple(tuple(hand) for hand in game.history),
        hand_scores=None if scores is None else tuple(score.copy() for score in scores),
        went_out=game.went_out, winner=game.winner,
        first_meld_minimum=tuple(game.first_meld_minimum(team) for team in (0, 1)),
        go_out_refusals=tuple(game.go_out_refusal(team) for team in (0, 1)),
        names=tuple(names), humans=tuple(humans), viewer=viewer, curtain_seat=curtain_seat, can_act=can_act,
        legal=tuple(game.legal_actions()) if can_act else (), outcome=outcome, message=message,
        deals=tuple(game.deals[:len(game.history)]))
