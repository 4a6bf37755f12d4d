"""Match: how a match runs, without Qt: requests, whose turn, the computer seats asked and answered.

The window's `GameController` wraps a `Match` with Qt (its timers as the `Clock`, the worker process
as the `Thinker`, signals for the listener's calls); a table server runs the same `Match` under
asyncio. A `Match` owns the engine's `Game`, the seats ("human" or "ai:<level>"), the `TurnGuard`
that no computer answer gets past unchecked, and the pacing of computer moves (`speed_ms`). It never
blocks and has no thread: the clock calls it back when a delay is over, the thinker when an answer
has come (`answer`). Every applied move reaches the listener once, as the engine's `Outcome`.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from typing import NamedTuple, Protocol

from buraco_qt import rules as R
from buraco_qt.rules import messages as M
from buraco_qt.session.turn_guard import TurnGuard

DECISION_TIMEOUT_MS = 30_000   # a computer seat silent this long gets a legal move played for it
PLAYING = ("draw", "play")


class Timer(Protocol):
    """A delayed call that has not happened yet."""

    def cancel(self) -> None:
        """The call will not happen."""


class Clock(Protocol):
    """Time for a match: the current time and delayed calls (QTimer in the window, asyncio in a server)."""

    def now(self) -> float:
        """Seconds on a monotonic clock."""

    def call_later(self, seconds: float, callback: Callable[[], None]) -> Timer:
        """Call `callback` once, `seconds` from now (0: as soon as the caller has returned)."""


class Thinker(Protocol):
    """Where the computer players decide; each answer comes back through `Match.answer`."""

    def ask(self, ticket: int, level: str, seed: int, view: R.SeatView) -> None:
        """Ask the player of `level` (made with `seed`) for its move in `view`."""

    def forget(self) -> None:
        """A new match: the players made so far are not used again."""

    def replace(self) -> None:
        """A player is still thinking past its time: the next questions go to a fresh one."""


class MatchListener(Protocol):
    """What a match tells whoever shows or sends it."""

    def moved(self, seat: int, action: R.Action, outcome: R.Outcome) -> None:
        """A move was applied (the hand is over when `match.game.phase` says so)."""

    def busy_changed(self, busy: bool) -> None:
        """A computer seat started (True) or ended (False) deciding and playing its move."""

    def fell_back(self, problem: str) -> None:
        """A computer seat's answer was replaced by a legal move (why, in English)."""


class Refusal(NamedTuple):
    """Why a request was refused: the engine's message template and its parameters."""

    template: str
    params: dict


class Match:
    """A match in play: the game, the seats, the requests of people and the moves of computer seats."""

    def __init__(self, game: R.Game, seats: Sequence[str], *, clock: Clock, thinker: Thinker,
                 listener: MatchListener, speed_ms: int = 700, ai_seed: int = 0,
                 auto_next_hand: bool | None = None, hand_pause_ms: int | None = None) -> None:
        self.clock, self.thinker, self.listener = clock, thinker, listener
        #: The delay between computer moves, in milliseconds (0: as fast as they come).
        self.speed_ms = max(0, int(speed_ms))
        #: How long a computer seat may think before a legal move is played for it.
        self.decision_timeout_ms = DECISION_TIMEOUT_MS
        #: The pause before the next hand is dealt by itself, in milliseconds (None: three computer moves' pace).
        self.hand_pause_ms = hand_pause_ms
        #: Computer answers replaced by a legal move, and the last reason why.
        self.fallbacks = 0
        self.last_error = ""
        self.moves_applied = 0
        self._tickets = itertools.count(1)
        self._current = 0
        self._pending_seat: int | None = None
        self._pace: Timer | None = None
        self._watchdog: Timer | None = None
        self._last_move = float("-inf")        # the first computer move waits for nothing
        self._busy = False
        self._closed = False
        self.ai_seed = ai_seed
        self.set_game(game, seats, auto_next_hand)

    # ----- setup ---------------------------------------------------------------------------------

    def set_game(self, game: R.Game, seats: Sequence[str], auto_next_hand: bool | None = None) -> None:
        """Another match (or the same one resumed): the seats' kinds, one per player."""
        self.cancel()
        if len(seats) != game.players:
            raise ValueError("one seat kind per player is needed")
        self.game = game
        self.seats = list(seats)
        #: Deal the next hand by itself when no person plays (computers only).
        self.auto_next_hand = (not self.human_seats) if auto_next_hand is None else auto_next_hand
        self._guard = TurnGuard()
        self.thinker.forget()
        self._closed = False

    def set_seat(self, seat: int, kind: str) -> None:
        """A seat changes hands while the match runs ("human" or "ai:<level>"): a person who left, came back."""
        if kind == self.seats[seat]:
            return
        self.seats[seat] = kind
        if self.game.phase in PLAYING and self.game.seat_to_move == seat:
            self.cancel()
            self.go_on()

    def close(self) -> None:
        """No more moves: delayed calls and answers on their way are dropped."""
        self._closed = True
        self.cancel()

    # ----- queries -------------------------------------------------------------------------------

    @property
    def human_seats(self) -> list[int]:
        """The seats played by people."""
        return [seat for seat, kind in enumerate(self.seats) if kind == "human"]

    def is_human(self, seat: int) -> bool:
        """True if a person plays `seat`."""
        return self.seats[seat] == "human"

    @property
    def busy(self) -> bool:
        """True while a computer seat is deciding or its move waits for its turn to be shown."""
        return self._busy

    def can_act(self, seat: int | None = None) -> bool:
        """True if a person (the one at `seat`, if given) may play now."""
        g = self.game
        return (not self._busy and g.phase in PLAYING and self.is_human(g.seat_to_move)
                and (seat is None or seat == g.seat_to_move))

    # ----- requests ------------------------------------------------------------------------------

    def request(self, action: R.Action, seat: int | None = None) -> Refusal | None:
        """A person's move (from `seat`, when the caller knows who asks): applied, or why not."""
        g = self.game
        if isinstance(action, R.NextHand):
            if g.phase != "hand_over":
                return Refusal(M.NOT_NOW, {})
        elif not self.can_act(seat):
            return Refusal(M.HAND_OVER if g.phase in ("hand_over", "match_over") else M.NOT_YOUR_TURN, {})
        try:
            self._apply(action)
        except R.IllegalAction as error:
            return Refusal(error.template, error.params)
        return None

    # ----- the run of the match ------------------------------------------------------------------

    def go_on(self) -> None:
        """If a computer seat is to move, ask its player; after a hand of computers only, deal the next."""
        if self._closed:
            return
        g = self.game
        if g.phase == "hand_over" and self.auto_next_hand:
            self._set_busy(True)
            ticket = self._current = next(self._tickets)
            pause = max(1, self.speed_ms * 3) if self.hand_pause_ms is None else max(0, self.hand_pause_ms)
            self._pace = self.clock.call_later(pause / 1000, lambda: self._next_hand(ticket))
            return
        if g.phase not in PLAYING or self.is_human(g.seat_to_move):
            self._set_busy(False)
            return
        self._ask(g.seat_to_move, self.seats[g.seat_to_move][3:])

    def cancel(self) -> None:
        """Stop the computer seats where they are (answers on their way are dropped)."""
        self._current = next(self._tickets)
        self._pending_seat = None
        for timer in (self._pace, self._watchdog):
            if timer is not None:
                timer.cancel()
        self._pace = self._watchdog = None
        self._set_busy(False)

    def answer(self, ticket: int, seat: int, text: str, error: str) -> None:
        """The thinker's answer to question `ticket`: the action's text form, or why there is none."""
        if ticket != self._current or self._closed:
            return                                  # a stale answer (a new match, a closed table)
        self._stop_watchdog()
        action = None
        if text and not error:
            try:
                action = R.parse_action(text)
            except ValueError:
                error = f"unreadable action {text!r}"
        remaining = self.speed_ms - (self.clock.now() - self._last_move) * 1000
        if remaining > 1:
            self._pace = self.clock.call_later(int(remaining) / 1000,
                                               lambda: self._play(ticket, seat, action, error))
        else:
            self._play(ticket, seat, action, error)

    def _ask(self, seat: int, level: str) -> None:
        self._current = next(self._tickets)
        self._pending_seat = seat
        self._set_busy(True)
        ticket = self._current
        self._watchdog = self.clock.call_later(self.decision_timeout_ms / 1000, lambda: self._no_answer(ticket))
        self.thinker.ask(ticket, level, self.ai_seed * 10 + seat, self.game.view(seat))

    def _next_hand(self, ticket: int) -> None:
        self._pace = None
        if ticket != self._current or self.game.phase != "hand_over":
            return
        self._set_busy(False)
        self._apply(R.NextHand())

    def _play(self, ticket: int, seat: int, action: R.Action | None, error: str) -> None:
        self._pace = None
        if ticket != self._current or self._closed:
            return
        g = self.game
        self._pending_seat = None
        self._stop_watchdog()
        if g.seat_to_move != seat or g.phase not in PLAYING:
            self.go_on()
            return
        # A computer player that fails, answers an illegal move or Undo, or loops must not stop the game.
        action, problem = self._guard.choose(g, action, error)
        if problem:
            self.last_error = problem
            self.fallbacks += 1
            self.listener.fell_back(problem)
        self._set_busy(False)
        if action is not None:                # None: no move is legal (a checked match never gets there)
            self._apply(action)

    def _no_answer(self, ticket: int) -> None:
        self._watchdog = None
        seat = self._pending_seat
        if ticket != self._current or seat is None or self._closed:
            return
        self._current = next(self._tickets)       # its late answer is stale
        self.thinker.replace()                    # the player still thinking must not hold up the next seats
        self._play(self._current, seat, None, f"no answer in {self.decision_timeout_ms / 1000:g} s")

    def _apply(self, action: R.Action) -> None:
        outcome = self.game.apply(action)           # raises IllegalAction, state unchanged
        self.moves_applied += 1
        self._last_move = self.clock.now()
        self.listener.moved(outcome.seat, action, outcome)
        self.go_on()

    def _stop_watchdog(self) -> None:
        if self._watchdog is not None:
            self._watchdog.cancel()
            self._watchdog = None

    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            self.listener.busy_changed(busy)
