"""What one seat may know: `SeatView`, the only thing a computer player is shown."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import Action
from .cards import Card
from .melds import Meld
from .refusals import go_out_refusal, table_summary
from .scoring import team_of, team_seats
from .values import Frozen, set_field
from .variants import Variant

if TYPE_CHECKING:
    from .game import Game


class SeatView(Frozen):
    """What one seat may know: its hand, the table, the pile, counts of hidden cards, what was seen."""

    __slots__ = FIELDS = (
        "seat", "players", "variant", "phase", "seat_to_move", "hand", "hand_counts", "stock_count", "discard",
        "reserve_counts", "reserve_state", "melds", "closed", "known", "totals", "hand_number", "turn", "starter",
        "legal", "laid_points", "forbidden_discard", "redraw_available", "stock_out", "opened", "went_out",
        "first_meld_minimum", "go_out_refusals")
    seat: int
    players: int
    variant: Variant
    phase: str
    seat_to_move: int
    hand: tuple[Card, ...]
    hand_counts: tuple[int, ...]
    stock_count: int
    discard: tuple[Card, ...]
    reserve_counts: tuple[int | None, ...]
    reserve_state: tuple[str, ...]
    melds: tuple[tuple[Meld, ...], ...]
    closed: tuple[tuple[Meld, ...], ...]
    known: tuple[tuple[Card, ...], ...]
    totals: tuple[int, ...]
    hand_number: int
    turn: int
    starter: int
    legal: tuple[Action, ...]
    laid_points: int                         # card points the seat to move laid this turn
    forbidden_discard: Card | None           # the card taken from a one-card pile this turn, not to be discarded
    redraw_available: bool                   # the first card drawn may still be exchanged (Brazilian)
    stock_out: bool                          # the stock and both reserves are gone
    opened: tuple[bool, ...]                 # per team: its first meld of the hand is complete
    went_out: int | None                     # the seat that went out (once the hand is over)
    first_meld_minimum: int                  # the points this seat's team's first meld must reach (0: none)
    go_out_refusals: tuple[str | None, ...]  # per team: why it may not go out now (a template), or None

    def __init__(self, seat: int, players: int, variant: Variant, phase: str, seat_to_move: int,
                 hand: tuple[Card, ...], hand_counts: tuple[int, ...], stock_count: int,
                 discard: tuple[Card, ...], reserve_counts: tuple[int | None, ...], reserve_state: tuple[str, ...],
                 melds: tuple[tuple[Meld, ...], ...], closed: tuple[tuple[Meld, ...], ...],
                 known: tuple[tuple[Card, ...], ...], totals: tuple[int, ...], hand_number: int, turn: int,
                 starter: int, legal: tuple[Action, ...], laid_points: int, forbidden_discard: Card | None,
                 redraw_available: bool, stock_out: bool, opened: tuple[bool, ...], went_out: int | None,
                 first_meld_minimum: int, go_out_refusals: tuple[str | None, ...]) -> None:
        set_field(self, "seat", seat)
        set_field(self, "players", players)
        set_field(self, "variant", variant)
        set_field(self, "phase", phase)
        set_field(self, "seat_to_move", seat_to_move)
        set_field(self, "hand", hand)
        set_field(self, "hand_counts", hand_counts)
        set_field(self, "stock_count", stock_count)
        set_field(self, "discard", discard)
        set_field(self, "reserve_counts", reserve_counts)
        set_field(self, "reserve_state", reserve_state)
        set_field(self, "melds", melds)
        set_field(self, "closed", closed)
        set_field(self, "known", known)
        set_field(self, "totals", totals)
        set_field(self, "hand_number", hand_number)
        set_field(self, "turn", turn)
        set_field(self, "starter", starter)
        set_field(self, "legal", legal)
        set_field(self, "laid_points", laid_points)
        set_field(self, "forbidden_discard", forbidden_discard)
        set_field(self, "redraw_available", redraw_available)
        set_field(self, "stock_out", stock_out)
        set_field(self, "opened", opened)
        set_field(self, "went_out", went_out)
        set_field(self, "first_meld_minimum", first_meld_minimum)
        set_field(self, "go_out_refusals", go_out_refusals)

    @property
    def team(self) -> int:
        """This seat's team."""
        return team_of(self.seat)

    def legal_actions(self) -> list[Action]:
        """The actions this seat may take now (empty when it is not its turn)."""
        return list(self.legal)

    def team_seats(self, team: int) -> list[int]:
        """The seats of a team."""
        return team_seats(self.players, team)


def seat_view(game: Game, seat: int) -> SeatView:
    """What `seat` may know of `game` now: no other hand, no stock order, no reserve."""
    legal = tuple(game.legal_actions()) if seat == game.seat_to_move and game.phase in ("draw", "play") else ()
    return SeatView(
        seat=seat, players=game.players, variant=game.variant, phase=game.phase,
        seat_to_move=game.seat_to_move, hand=tuple(game.hands[seat]),
        hand_counts=tuple(map(len, game.hands)), stock_count=len(game.stock),
        discard=tuple(game.discard),
        reserve_counts=tuple(None if r is None else len(r) for r in game.reserves),
        reserve_state=tuple(game.reserve_state),
        melds=tuple(map(tuple, game.melds)), closed=tuple(map(tuple, game.closed)),
        known=tuple(map(tuple, game.known)), totals=tuple(game.totals),
        hand_number=game.hand_number, turn=game.turn, starter=game.starter, legal=legal,
        laid_points=game.laid_points, forbidden_discard=game.forbidden_discard,
        redraw_available=game.redraw_available, stock_out=game.stock_out, opened=tuple(game.opened),
        went_out=game.went_out, first_meld_minimum=game.first_meld_minimum(team_of(seat)),
        go_out_refusals=tuple(go_out_refusal(game.variant, table_summary(game.melds[team], game.closed[team]))
                              for team in (0, 1)))
