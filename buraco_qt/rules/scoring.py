"""Teams and their points: which seats play together, a team's points on the table, and a hand's score
(a per-team breakdown with one line per item of the variant's scoring table)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from .melds import SET, WILD, Meld, canasta_bonus, meld_score
from .values import Record

if TYPE_CHECKING:      # (a Protocol class made at import would cost the game's start)
    from typing import Protocol

    from .variants import Variant

    class Table(Protocol):
        """What `table_points` reads of a table: a Game, a SeatView, the session's TableSnapshot."""

        @property
        def variant(self) -> Variant: ...
        @property
        def melds(self) -> Sequence[Sequence[Meld]]: ...
        @property
        def closed(self) -> Sequence[Sequence[Meld]]: ...


def team_of(seat: int) -> int:
    """The team of a seat: partners sit across the table, seats 0 and 2 are team 0, seats 1 and 3 team 1."""
    return seat % 2


def team_seats(players: int, team: int) -> list[int]:
    """The seats of `team` at a table of `players`."""
    return [seat for seat in range(players) if team_of(seat) == team]


def table_points(table: Table, team: int) -> int:
    """The points of a team's melds and closed canastas this hand: their cards' points and canasta bonuses."""
    return sum(meld_score(meld, table.variant) for meld in [*table.melds[team], *table.closed[team]])

# Reserve states of a team during a hand.
RESERVE_THERE = "there"
RESERVE_TAKEN = "taken"
RESERVE_INDIRECT = "indirect"  # taken by discarding the last card; its taker has not played since
RESERVE_STOCK = "stock"  # turned into the stock when the stock ran out


class HandScore(Record):
    """One team's score for one hand, item by item."""

    __slots__ = FIELDS = ("team", "canastas", "table_cards", "hand_cards", "going_out", "reserve", "penalties")
    team: int
    canastas: dict[str, list[int]]  # kind -> [count, bonus points]
    table_cards: int
    hand_cards: int
    going_out: int
    reserve: int
    penalties: int

    def __init__(self, team: int, canastas: dict[str, list[int]] | None = None, table_cards: int = 0,
                 hand_cards: int = 0, going_out: int = 0, reserve: int = 0, penalties: int = 0) -> None:
        self.team = team
        self.canastas = {} if canastas is None else canastas
        self.table_cards = table_cards
        self.hand_cards = hand_cards
        self.going_out = going_out
        self.reserve = reserve
        self.penalties = penalties

    @property
    def canasta_points(self) -> int:
        """The sum of the canasta bonuses."""
        return sum(points for _, points in self.canastas.values())

    @property
    def total(self) -> int:
        """The hand total."""
        return (self.canasta_points + self.table_cards + self.hand_cards + self.going_out
                + self.reserve + self.penalties)

    def rows(self) -> list[tuple[str, int]]:
        """(item, points) rows in score-sheet order: canastas by kind first, the total last."""
        rows = [(f"canasta_{kind}", points) for kind, (_, points) in sorted(self.canastas.items())]
        rows += [("table_cards", self.table_cards), ("hand_cards", self.hand_cards),
                 ("going_out", self.going_out), ("reserve", self.reserve),
                 ("penalties", self.penalties), ("total", self.total)]
        return rows

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON data."""
        return dict(zip(self.FIELDS, self.copy()._values()))

    def copy(self) -> HandScore:
        """An independent copy (its canastas too)."""
        copied = HandScore(*self._values())
        copied.canastas = {kind: list(entry) for kind, entry in self.canastas.items()}
        return copied

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> HandScore:
        """From `to_dict` data."""
        return cls(**data)


def canasta_label(meld: Meld) -> str:
    """The score-sheet kind of a canasta: its kind, or aces_clean / aces_dirty for sets of aces."""
    variant = meld.variant
    if meld.kind == SET and meld.rank == 1 and variant.ace_set_bonus and meld.canasta in ("clean", "dirty"):
        return f"aces_{meld.canasta}"
    return meld.canasta or ""


def score_team(game: Any, team: int) -> HandScore:
    """Score one team at the end of a hand of `game` (a Game)."""
    variant = game.variant
    score = HandScore(team)
    all_melds = list(game.melds[team]) + list(game.closed[team])
    for meld in all_melds:
        score.table_cards += sum(variant.card_points(card) for card in meld.cards)
        if meld.canasta:
            entry = score.canastas.setdefault(canasta_label(meld), [0, 0])
            entry[0] += 1
            entry[1] += canasta_bonus(meld, variant)
        elif meld.kind == WILD:
            score.penalties += variant.unfinished_wild_meld_penalty
    state = game.reserve_state[team]
    indirect_unplayed = state == RESERVE_INDIRECT and variant.indirect_reserve_penalty != 0
    for seat in team_seats(game.players, team):
        if indirect_unplayed and game.reserve_taker[team] == seat:
            continue  # the reserve counts as never taken: its cards do not count either
        score.hand_cards -= sum(variant.card_points(card) for card in game.hands[seat])
    if game.went_out is not None and team_of(game.went_out) == team:
        score.going_out = variant.going_out_bonus
    if state == RESERVE_THERE:
        score.reserve = variant.reserve_missed_penalty
    elif indirect_unplayed:
        score.reserve = variant.indirect_reserve_penalty
    elif state in (RESERVE_TAKEN, RESERVE_INDIRECT):
        score.reserve = variant.reserve_taken_bonus
    return score
