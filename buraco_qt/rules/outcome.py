"""What one move did: the record `Game.apply` returns, so that nobody has to compare states."""

from __future__ import annotations

from .actions import Action
from .cards import Card
from .melds import Meld
from .values import Frozen, set_field


class Outcome(Frozen):
    """What an applied action did: cards moved, the meld laid, canastas, the reserves, the hand's end."""

    __slots__ = FIELDS = ("seat", "action", "drawn", "taken", "discarded", "meld", "meld_index", "meld_closed",
                          "canastas", "reserve_taken", "reserve_to_stock", "went_out", "stock_exhausted",
                          "hand_ended", "dealt")
    seat: int                            # the seat whose move it was (for NextHand: the last hand's)
    action: Action
    drawn: tuple[Card, ...]              # cards drawn from the stock (Draw; Redraw: the new card)
    taken: tuple[Card, ...]              # the discard pile taken, bottom to top (a meld took the top)
    discarded: Card | None               # the card put on the discard pile (Discard, Redraw)
    meld: Meld | None                    # the meld made or extended, as it stands after the move
    meld_index: int | None               # its index among the team's melds when it was laid or extended
    meld_closed: bool                    # it became a canasta that left the table (the team's last closed)
    canastas: int                        # canastas completed by the move
    reserve_taken: int | None            # the team whose reserve went into the mover's hand
    reserve_to_stock: int | None         # the team whose reserve became the stock
    went_out: int | None                 # the seat that went out, ending the hand
    stock_exhausted: bool                # the hand ended because the stock ran out
    hand_ended: bool                     # the hand (and maybe the match) ended with this move
    dealt: bool                          # a new hand was dealt

    def __init__(self, seat: int, action: Action, drawn: tuple[Card, ...] = (), taken: tuple[Card, ...] = (),
                 discarded: Card | None = None, meld: Meld | None = None, meld_index: int | None = None,
                 meld_closed: bool = False, canastas: int = 0, reserve_taken: int | None = None,
                 reserve_to_stock: int | None = None, went_out: int | None = None, stock_exhausted: bool = False,
                 hand_ended: bool = False, dealt: bool = False) -> None:
        set_field(self, "seat", seat)
        set_field(self, "action", action)
        set_field(self, "drawn", drawn)
        set_field(self, "taken", taken)
        set_field(self, "discarded", discarded)
        set_field(self, "meld", meld)
        set_field(self, "meld_index", meld_index)
        set_field(self, "meld_closed", meld_closed)
        set_field(self, "canastas", canastas)
        set_field(self, "reserve_taken", reserve_taken)
        set_field(self, "reserve_to_stock", reserve_to_stock)
        set_field(self, "went_out", went_out)
        set_field(self, "stock_exhausted", stock_exhausted)
        set_field(self, "hand_ended", hand_ended)
        set_field(self, "dealt", dealt)
