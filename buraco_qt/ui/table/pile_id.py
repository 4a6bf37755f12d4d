"""Which pile of the table: `PileId`, the key of every pile in the scene (``PileId.hand(2)``, `STOCK`).

As text (`str`) a pile's id is its Qt object name, which tests and tools find the items by: ``stock``,
``discard``, ``new-meld``, ``hand:<seat>``, ``melds:<team>`` (a team's melds row), ``meld:<team>:<index>``,
``reserve:<team>``, ``closed:<team>``. A named tuple: hashable, equal by value, and cheap to make at
import, unlike a dataclass (this module is loaded at every start).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:  # pragma: no cover
    from typing import Literal

    #: What a pile is (a name for type checkers: the annotations are never evaluated).
    PileKind = Literal["stock", "discard", "new-meld", "hand", "melds", "meld", "reserve", "closed"]


class PileId(NamedTuple):
    """A pile: its `kind`, the seat (a hand) or the team (the rest) it belongs to, a meld's place in its row."""

    kind: PileKind
    owner: int | None = None         # the seat of a hand; the team of a melds row, a meld, a reserve, closed canastas
    meld_index: int | None = None    # a meld's index among its team's melds

    def __str__(self) -> str:
        """The pile's object name: ``stock``, ``hand:2``, ``meld:0:3``."""
        if self.owner is None:
            return self.kind
        if self.meld_index is None:
            return f"{self.kind}:{self.owner}"
        return f"{self.kind}:{self.owner}:{self.meld_index}"

    @staticmethod
    def hand(seat: int) -> PileId:
        """The hand of `seat`."""
        return PileId("hand", seat)

    @staticmethod
    def melds(team: int) -> PileId:
        """The melds row of `team` (its band and panel, holding its melds)."""
        return PileId("melds", team)

    @staticmethod
    def meld(team: int, index: int) -> PileId:
        """The meld `index` of `team`."""
        return PileId("meld", team, index)

    @staticmethod
    def reserve(team: int) -> PileId:
        """The reserve (buraco, morto) of `team`."""
        return PileId("reserve", team)

    @staticmethod
    def closed(team: int) -> PileId:
        """The closed canastas of `team`."""
        return PileId("closed", team)

    def is_meld_of(self, team: int) -> bool:
        """True for a meld of `team`."""
        return self.kind == "meld" and self.owner == team


#: The stock, the discard pile and the "New meld" target: one each on the table.
STOCK, DISCARD, NEW_MELD = PileId("stock"), PileId("discard"), PileId("new-meld")
