"""What one move did: the record `Game.apply` returns, so that nobody has to compare states."""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Action
from .cards import Card
from .melds import Meld


@dataclass(frozen=True)
class Outcome:
    """What an applied action did: cards moved, the meld laid, canastas, the reserves, the hand's end."""

    seat: int                            # the seat whose move it was (for NextHand: the last hand's)
    action: Action
    drawn: tuple[Card, ...] = ()         # cards drawn from the stock (Draw; Redraw: the new card)
    taken: tuple[Card, ...] = ()         # the discard pile taken, bottom to top (a meld took the top)
    discarded: Card | None = None        # the card put on the discard pile (Discard, Redraw)
    meld: Meld | None = None             # the meld made or extended, as it stands after the move
    meld_index: int | None = None        # its index among the team's melds when it was laid or extended
    meld_closed: bool = False            # it became a canasta that left the table (the team's last closed)
    canastas: int = 0                    # canastas completed by the move
    reserve_taken: int | None = None     # the team whose reserve went into the mover's hand
    reserve_to_stock: int | None = None  # the team whose reserve became the stock
    went_out: int | None = None          # the seat that went out, ending the hand
    stock_exhausted: bool = False        # the hand ended because the stock ran out
    hand_ended: bool = False             # the hand (and maybe the match) ended with this move
    dealt: bool = False                  # a new hand was dealt
