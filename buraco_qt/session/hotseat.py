"""Hotseat privacy: several people at one screen never see each other's cards.

With one person (or none) at the table, that person's hand is face up and nothing is hidden. With
several, the hand of a person is face up only while that person sits at the screen: when the turn
passes to another person, every person's hand goes face down behind the curtain until the one it
waits for clicks. `HotseatPrivacy.shown_seats` says which hands the controller's snapshot may hold
cards of; every other hand is a count.
"""

from __future__ import annotations

from collections.abc import Sequence


class HotseatPrivacy:
    """Who sits at the screen, whose hands are face down, and whom the curtain waits for."""

    def __init__(self, viewer: int) -> None:
        #: The seat whose hand is shown face up.
        self.viewer = viewer
        #: The person at the screen (None: nobody called yet).
        self.holder: int | None = None
        #: The person the curtain waits for (None: the curtain is down).
        self.curtain_seat: int | None = None
        #: Seats of people whose hands are face down now, whatever else happens.
        self.hidden: set[int] = set()

    def hides(self, seat: int) -> bool:
        """True if the hand of `seat` must stay face down (another person's, or anyone's behind the curtain)."""
        return seat in self.hidden

    def shown_seats(self, players: int, *, hand_over: bool) -> set[int]:
        """The seats whose cards the screen may show: the viewer's, or every hand once the hand is over,
        never a hand `hides` keeps face down."""
        return {seat for seat in range(players)
                if not self.hides(seat) and (seat == self.viewer or hand_over)}

    def follow(self, humans: Sequence[int], viewer_seat: int, *, players: int, seat_to_move: int,
               playing: bool) -> None:
        """The state moved on: `humans` are the people's seats, `viewer_seat` the one shown when there is
        only one person, `playing` whether a hand is being played (not over)."""
        if len(humans) < 2:
            self.holder = None
            self.curtain_seat = None
            self.hidden = set()
            self.viewer = viewer_seat
            return
        if playing and seat_to_move in humans:
            wanted = seat_to_move
        elif self.holder is not None and self.holder in humans:
            wanted = self.holder
        else:
            wanted = next(seat for offset in range(players)
                          for seat in [(seat_to_move + offset) % players] if seat in humans)
        if wanted != self.holder:
            self.curtain_seat = wanted
            self.hidden = set(humans)
        else:
            self.curtain_seat = None
            self.hidden = set(humans) - {wanted}
        self.viewer = wanted

    def lift(self) -> bool:
        """The person the curtain waits for is at the screen (False: the curtain was not up)."""
        if self.curtain_seat is None:
            return False
        self.holder = self.curtain_seat
        return True

    def reset(self) -> None:
        """A new match: whoever plays first must be called to the screen."""
        self.holder = None
