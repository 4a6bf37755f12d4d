"""The table's face: the one narrow interface through which the window plays a match.

The window, the table scene, the dialogs, the hint, the autosave and the statistics know a match only
through a `TableFace`: snapshots and signals come out of it, requests go in. The local
`GameController` (the engine, the computer seats, hotseat privacy) is one; a network client is
another, driving the same window with the snapshots a server sends. What the window keeps on the
disk comes through `match_to_save`: a match played here, or None when there is nothing local to save
(an online match is never autosaved as a local match).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from buraco_qt.rules.values import Record

if TYPE_CHECKING:  # pragma: no cover
    from PySide6.QtCore import SignalInstance

    from buraco_qt import rules as R
    from buraco_qt.session.snapshot import TableSnapshot
    from buraco_qt.storage.persistence import Table


class LocalMatch(Record):
    """A match played on this computer as a file keeps it: the engine's game and who sits at its table."""

    FIELDS = ("game", "seats", "names", "ai_seed", "hints")
    game: R.Game                 # the engine's state: read it, never change it
    seats: list[str]             # per seat: "human" or "ai:<level>"
    names: list[str]             # per seat: the name given ("" for the default name)
    ai_seed: int                 # the computer players' seed
    hints: list[int]             # per seat: the hints taken this match

    def __init__(self, game: R.Game, seats: Sequence[str], names: Sequence[str], ai_seed: int,
                 hints: Sequence[int]) -> None:
        self.game = game
        self.seats = list(seats)
        self.names = list(names)
        self.ai_seed = ai_seed
        self.hints = list(hints)

    def table(self) -> Table:
        """Who sits at the table, as a saved match writes it."""
        from buraco_qt.storage.persistence import Table
        return Table.for_match(self.seats, self.names, self.ai_seed, self.hints)


class TableFace(Protocol):
    """What the window needs of a match: snapshots and signals out, requests in (a QObject)."""

    #: Once per move: the `TableSnapshot` to draw, with the move's `outcome` and `message` in it.
    published: SignalInstance
    #: A request was refused: the reason, translated.
    refused: SignalInstance
    #: True while the table waits for a computer seat (or the network), False when it is done.
    busyChanged: SignalInstance
    #: The hand is over (emitted again when a finished hand is resumed).
    handOver: SignalInstance
    #: The match is over (after `handOver`).
    matchOver: SignalInstance
    #: The answer to `ask_hint`: the seat and the action the hint proposes (never once the table moved on).
    hintFound: SignalInstance
    #: The last snapshot (never None: the table as dealt before the first move is published).
    snapshot: TableSnapshot
    #: Hints shown this match, per seat (the score sheet counts them).
    hints_used: list[int]

    @property
    def busy(self) -> bool:
        """True while the table waits for a computer seat (or the network)."""

    @property
    def speed_ms(self) -> int:
        """The delay between computer moves, in milliseconds (0: as fast as they come)."""

    @speed_ms.setter
    def speed_ms(self, value: int) -> None: ...

    def request(self, action: R.Action) -> bool:
        """A person's move: True if it is applied (its snapshot is published), else `refused` says why."""

    def next_hand(self) -> bool:
        """Deal the next hand (after a hand is over)."""

    def explain(self, action: R.Action) -> str | None:
        """Why `action` would be refused now (translated), or None if it is legal (for drags)."""

    def ask_hint(self) -> bool:
        """Ask what the person to move should play: `hintFound` answers; False if nobody may act now."""

    def lift_curtain(self) -> bool:
        """Hotseat: the person the curtain waits for is at the screen (False: it was not up)."""

    def reset_curtain(self) -> None:
        """Hotseat: a new match at this screen: whoever plays first is called to it."""

    def retranslate(self) -> None:
        """The language changed: the names and the snapshot follow it."""

    def start(self, message: str | None = None) -> None:
        """Publish the table as it is (with `message` for the status bar), and let the seat to move play."""

    def new_match(self) -> None:
        """A new match with the same rules and players."""

    def set_match(self, game: R.Game, seats: Sequence[str] | None = None, names: Sequence[str] | None = None,
                  ai_seed: int | None = None, *, resumed: bool = False, hints: Sequence[int] = ()) -> None:
        """Play `game` at this table (`resumed`: a saved match going on where it stopped)."""

    def match_to_save(self) -> LocalMatch | None:
        """The match in play as a file keeps it; None when there is nothing local to save."""

    def hold(self) -> None:
        """Nothing moves until `recover` (an error is being shown)."""

    def recover(self) -> None:
        """Publish the table as it is again and let the seat to move play."""

    def shutdown(self) -> None:
        """The window closes: nothing moves any more."""
