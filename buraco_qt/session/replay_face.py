"""A replay as the table's face: the table scene draws a finished hand step by step through it.

`ReplayFace` is a third `TableFace` (after the local `GameController` and a network client): it
publishes `HandReplay.snapshot()` at each step, with the step's `Outcome` so that the cards fly as
they did in play, every hand face up. Nobody may act on it: every request is refused with a reason,
there are no hints, and nothing is saved (`match_to_save` is None: no autosave, no statistics). It
holds a copy of the match (`session/replay.py`), never the match in play, and a cursor that the
window moves (`go_to`, `forward`, `back`) or a timer moves (`play`, one step every `speed_ms`).

The teacher: at a step a person made, the `normal` player's choice there is asked of a computer
players' worker of its own (`computer_seats.SeatProcess`, started at the first question, ended with
the face), on the position before the step (`HandReplay.game_before(step).view(seat)`), one question at
a time: the window's thread never thinks. `advised(position)` says an answer came; `advice_line`
gives the teacher's words for the step shown.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from buraco_qt import rules as R
from buraco_qt.session.controller import default_names
from buraco_qt.session.replay import ADVICE_LEVEL, HandReplay, HandSummary, Replay
from buraco_qt.session.snapshot import TableSnapshot
from buraco_qt.text import replay_words as RW

if TYPE_CHECKING:  # pragma: no cover
    from buraco_qt.session.computer_seats import SeatProcess, SeatThreads
    from buraco_qt.session.table_face import LocalMatch
    from buraco_qt.storage.persistence import SavedMatch

#: The channel of the teacher's questions to its worker.
TEACHER = "teacher"
#: The pace of a replay that plays by itself, in milliseconds per step (its speeds: ½×, 1×, 2×, 4×).
SPEEDS_MS = (1600, 800, 400, 200)
DEFAULT_SPEED_MS = 800


class ReplayFace(QObject):
    """The hands of a match shown again, one step at a time: the table's face for a replay view."""

    published = Signal(object)
    refused = Signal(str)
    busyChanged = Signal(bool)
    handOver = Signal()
    matchOver = Signal()
    hintFound = Signal(int, object)
    #: The step shown changed (its position: 0 is the deal), or another hand was opened.
    stepped = Signal(int)
    #: The replay began (True) or stopped (False) playing by itself.
    playingChanged = Signal(bool)
    #: The teacher's advice for step `position` of the hand shown came.
    advised = Signal(int)

    def __init__(self, game: R.Game, seats: Sequence[str], given_names: Sequence[str], hand: int | None = None, *,
                 advisor: SeatProcess | SeatThreads | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game = game.copy()              # the match as it was when the replay opened, never the live one
        self._seats = list(seats)
        self._given = [str(name) for name in given_names] + [""] * (game.players - len(given_names))
        self.replay = self._read()
        #: The hands that may be shown: those played to their end (never one still in play).
        self.hands: list[HandSummary] = [summary for summary in self.replay.hands if summary.finished]
        #: Hints taken per seat (none: a replay gives none).
        self.hints_used = [0] * game.players
        self._advisor = advisor
        self._own_advisor = advisor is None
        self._connected = False
        self._tickets = itertools.count(1)
        self._asked: dict[int, tuple[HandReplay, int]] = {}    # ticket -> (hand, position) in the worker
        self._wanted: tuple[HandReplay, int] | None = None      # asked for while another question runs
        self._failed: set[tuple[int, int]] = set()              # (hand, position) the worker could not answer
        self._speed_ms = DEFAULT_SPEED_MS
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._tick)
        self._closed = False
        self.hand: HandReplay | None = None
        self.snapshot: TableSnapshot = self._empty_snapshot()
        if self.hands:
            last = self.hands[-1].number
            self.open_hand(hand if hand is not None and any(h.number == hand for h in self.hands) else last,
                           publish=False)

    # ----- where a replay comes from -------------------------------------------------------------

    @classmethod
    def of_match(cls, playing: LocalMatch, hand: int | None = None, *,
                 advisor: SeatProcess | SeatThreads | None = None, parent: QObject | None = None) -> ReplayFace:
        """The replay of the match in play (a copy of it, taken now)."""
        return cls(playing.game, playing.seats, playing.names, hand, advisor=advisor, parent=parent)

    @classmethod
    def of_saved(cls, saved: SavedMatch, hand: int | None = None, *,
                 advisor: SeatProcess | SeatThreads | None = None, parent: QObject | None = None) -> ReplayFace:
        """The replay of a saved match."""
        return cls(saved.game, saved.seats, saved.names, hand, advisor=advisor, parent=parent)

    def _read(self) -> Replay:
        humans = [seat for seat, kind in enumerate(self._seats) if kind == "human"]
        defaults = default_names(self._game.players, humans, self._given)
        names = [given or default for given, default in zip(self._given, defaults)]
        return Replay(self._game, self._seats, names)

    def _empty_snapshot(self) -> TableSnapshot:
        from buraco_qt.session.snapshot import take_snapshot
        game = self._game
        return take_snapshot(game, shown=(), names=self.replay.names, humans=self.replay.humans,
                             viewer=self.replay.viewer, curtain_seat=None, can_act=False)

    @property
    def complete(self) -> bool:
        """True when the match's moves are known from its first deal (else it has no hands to show)."""
        return self.replay.complete

    # ----- the cursor ----------------------------------------------------------------------------

    @property
    def position(self) -> int:
        """The step shown (0: the hand as dealt)."""
        return self.hand.position if self.hand is not None else 0

    @property
    def count(self) -> int:
        """The steps of the hand shown."""
        return self.hand.count if self.hand is not None else 0

    def open_hand(self, number: int, *, publish: bool = True) -> None:
        """Show hand `number` (one of `hands`) as dealt."""
        if not any(summary.number == number for summary in self.hands):
            raise IndexError(f"hand {number} cannot be shown")
        self.pause()
        self.hand = self.replay.hand(number)
        self.hand.go_to(0)
        self._show(self.hand, R.Outcome(self.hand.starter, R.NextHand(), dealt=True), publish)

    def go_to(self, position: int) -> bool:
        """Show step `position` (clamped to the hand); True if the step shown changed."""
        hand = self.hand
        if hand is None:
            return False
        before = hand.position
        if not hand.go_to(position):
            return False
        step = hand.step()
        # one step forward flies as it was played; a jump, or a step back, just moves the cards there
        self._show(hand, step.outcome if step is not None and hand.position == before + 1 else None)
        return True

    def forward(self) -> bool:
        """The next step; False at the last."""
        return self.go_to(self.position + 1)

    def back(self) -> bool:
        """The step before; False at the deal."""
        return self.go_to(self.position - 1)

    def _show(self, hand: HandReplay, outcome: R.Outcome | None, publish: bool = True) -> None:
        shown = hand.snapshot()
        self.snapshot = shown.replace(outcome=outcome, message=RW.step_text(self.replay, hand))
        self._ask_teacher(hand, hand.position)
        if publish:
            self.published.emit(self.snapshot)
            self.stepped.emit(hand.position)

    # ----- playing by itself ---------------------------------------------------------------------

    @property
    def playing(self) -> bool:
        """True while the replay steps on by itself."""
        return self._timer.isActive()

    @property
    def speed_ms(self) -> int:
        """The pace of `play`: milliseconds per step (the cards fly in half of it)."""
        return self._speed_ms

    @speed_ms.setter
    def speed_ms(self, value: int) -> None:
        self._speed_ms = max(50, int(value))

    def play(self) -> bool:
        """Step on by itself, one step every `speed_ms`, to the hand's end (from the deal when at its end)."""
        if self.hand is None or self._closed:
            return False
        if self.position >= self.count:
            self.go_to(0)
        if not self.playing:
            self._timer.start(self._speed_ms)
            self.playingChanged.emit(True)
        return True

    def pause(self) -> None:
        """Stop stepping on by itself."""
        if self.playing:
            self._timer.stop()
            self.playingChanged.emit(False)

    def toggle(self) -> None:
        """Play, or pause while playing."""
        if self.playing:
            self.pause()
        else:
            self.play()

    @Slot()
    def _tick(self) -> None:
        self.forward()
        if self.position < self.count and not self._closed:
            self._timer.start(self._speed_ms)
        else:
            self.playingChanged.emit(False)

    # ----- the teacher ---------------------------------------------------------------------------

    def advice_line(self) -> str | None:
        """The teacher's line for the step shown: "" where no person moved, None while it is asked."""
        hand = self.hand
        if hand is None:
            return ""
        step = hand.step()
        if step is None or not step.person or (hand.number, hand.position) in self._failed:
            return ""
        advice = hand.known_advice()
        return None if advice is None else RW.teacher_text(self.replay, hand, None, advice)

    def _ask_teacher(self, hand: HandReplay, position: int) -> None:
        """Ask for the advice at `position` if a person moved there and it is not known: now, or once the
        question in the worker is answered (only the last one asked for waits)."""
        step = hand.step(position)
        if (step is None or not step.person or hand.known_advice(position) is not None
                or (hand.number, position) in self._failed or self._closed):
            return
        if self._asked:
            self._wanted = (hand, position)
            return
        ticket = next(self._tickets)
        self._asked[ticket] = (hand, position)
        view = hand.game_before(position).view(step.seat)
        # the hint's player: a fresh `normal` seeded with the seat, as `HandReplay.advice` makes it
        self._worker().ask(TEACHER, ticket, ADVICE_LEVEL, step.seat, view, fresh=True)

    def _worker(self) -> SeatProcess | SeatThreads:
        if self._advisor is None:
            from buraco_qt.session.computer_seats import SeatProcess
            self._advisor = SeatProcess(self)
        if not self._connected:
            self._advisor.answered.connect(self._on_answered)
            self._connected = True
        return self._advisor

    @Slot(str, int, int, str, str, float)
    def _on_answered(self, channel: str, ticket: int, _seat: int, text: str, error: str, think_ms: float) -> None:
        if channel != TEACHER or ticket not in self._asked or self._closed:
            return
        hand, position = self._asked.pop(ticket)
        try:
            action = R.parse_action(text) if text and not error else None
        except ValueError:
            action = None
        if action is None:
            self._failed.add((hand.number, position))
        else:
            hand.keep_advice(position, action, think_ms)
        if hand is self.hand:
            self.advised.emit(position)
        wanted, self._wanted = self._wanted, None
        if wanted is not None:
            self._ask_teacher(*wanted)

    # ----- the face: nobody plays on a replay ----------------------------------------------------

    @property
    def busy(self) -> bool:
        """Never: a replay waits for nobody."""
        return False

    def request(self, action: R.Action) -> bool:
        """Refused: the moves of a replay are the match's."""
        self.refused.emit(RW.replay_refusal_text())
        return False

    def next_hand(self) -> bool:
        """Refused, as every request."""
        return self.request(R.NextHand())

    def explain(self, action: R.Action) -> str | None:
        """Every move is refused here, and why."""
        return RW.replay_refusal_text()

    def ask_hint(self) -> bool:
        """No hints on a replay (the teacher says what the computer would have played)."""
        return False

    def lift_curtain(self) -> bool:
        """A replay has no curtain."""
        return False

    def reset_curtain(self) -> None:
        """A replay has no curtain."""

    def retranslate(self) -> None:
        """The names ("You") and the step's words in the new language; the hand and step shown stay."""
        number, position = (self.hand.number, self.hand.position) if self.hand is not None else (None, 0)
        self.replay = self._read()
        self._asked.clear()
        self._wanted = None
        if number is not None:
            self.hand = self.replay.hand(number)
            self.hand.go_to(position)
            self.snapshot = self.hand.snapshot().replace(outcome=None, message=RW.step_text(self.replay, self.hand))
            self._ask_teacher(self.hand, position)

    def start(self, message: str | None = None) -> None:
        """Publish the step shown (the hand as dealt, its cards flying from the stock)."""
        if self.hand is not None:
            self.published.emit(self.snapshot)
            self.stepped.emit(self.hand.position)

    def new_match(self) -> None:
        """Nothing: a replay plays no match."""

    def set_match(self, game: R.Game, seats: Sequence[str] | None = None, names: Sequence[str] | None = None,
                  ai_seed: int | None = None, *, resumed: bool = False, hints: Sequence[int] = ()) -> None:
        """Nothing: a replay plays no match."""

    def match_to_save(self) -> None:
        """Nothing to save: a replay is no match in play."""
        return None

    def hold(self) -> None:
        """Stop playing by itself (an error is being shown)."""
        self.pause()

    def recover(self) -> None:
        """Publish the step shown again."""
        if self.hand is not None:
            self._show(self.hand, None)

    def shutdown(self) -> None:
        """The view closes: no more steps, the teacher's worker ends."""
        self._closed = True
        self._timer.stop()
        self._asked.clear()
        self._wanted = None
        if self._advisor is not None and self._own_advisor:
            self._advisor.shutdown()
