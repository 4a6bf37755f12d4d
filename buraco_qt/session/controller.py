"""GameController: the one bridge between Qt and the rules engine.

The table asks (`request`), the controller asks the engine, and the window redraws from the
immutable `TableSnapshot` the controller publishes once per move (`published`: what the screen
may see, the engine's `Outcome` of the move, the status message). Computer seats decide in their own process
(`computer_seats.SeatProcess`), their answers come back as signals, and the controller paces their moves
with the animation delay the player chose (0 = as fast as possible, still asynchronous). No
computer seat can stall the table: every answer goes through a `TurnGuard` (a computer seat never
takes back a play; a missing, illegal or looping answer becomes a legal move forward), and a seat
that does not answer in `decision_timeout_ms` gets a legal move played for it.

How the match runs (whose turn, asking and pacing computer seats, the guard) is `session.match.Match`,
which has no Qt; the controller gives it Qt's timers as its clock and the worker as its thinker, and
adds the words, names, hotseat privacy and snapshots of a table at one screen.
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, Slot

from buraco_qt import rules as R
from buraco_qt.platform import caches, heap_trim
from buraco_qt.rules import messages as M
from buraco_qt.session.computer_seats import SeatProcess, SeatThreads
from buraco_qt.session.hotseat import HotseatPrivacy
from buraco_qt.session.match import Match
from buraco_qt.session.snapshot import TableSnapshot, take_snapshot
from buraco_qt.text import move_words as W
from buraco_qt.text.move_sentences import move_sentence
from buraco_qt.text.variant_names import preset_name

if TYPE_CHECKING:  # pragma: no cover
    from buraco_qt.session.table_face import LocalMatch

DEFAULT_NAMES = ("Lucía", "Bruno", "Ana", "Diego")
#: The level of the computer player whose choice a hint shows.
HINT_LEVEL = "normal"

translate = QCoreApplication.translate


def computer_names(players: int, humans: Sequence[int], given: Sequence[str]) -> dict[int, str]:
    """The default names of the computer seats (those not in `humans`) at a table of `players`: each
    seat's own from DEFAULT_NAMES, else the first one no seat was `given` (never "Ana & Ana")."""
    taken = {name.strip().casefold() for name in given if name.strip()}
    own_names = DEFAULT_NAMES if players == 4 else DEFAULT_NAMES[:2]
    names = {}
    for seat in range(players):
        if seat in humans or (seat < len(given) and given[seat].strip()):
            continue
        own = own_names[seat % len(own_names)]
        name = next((n for n in (own, *DEFAULT_NAMES) if n.casefold() not in taken), own)
        taken.add(name.casefold())
        names[seat] = name
    return names


def people_names(humans: Sequence[int], given: Sequence[str], you: str, player: str,
                 others: Sequence[str] = ()) -> dict[int, str]:
    """The default names of the people's seats (`humans`) that were not `given` one: `you` for the only
    person, else `player` ("Player {number}") with the seat's number among the people; where a seat was
    `given` that name (or `others` hold it: the computers' defaults), the next free number ("Player 1"
    twice never shows)."""
    taken = {name.strip().casefold() for name in (*given, *others) if name.strip()}
    names = {}
    for index, seat in enumerate(humans):
        if seat < len(given) and given[seat].strip():
            continue
        wanted = [you] if len(humans) == 1 else []
        wanted.append(player.format(number=index + 1))
        name = next((n for n in wanted if n.casefold() not in taken), None)
        number = 1
        while name is None:
            candidate = player.format(number=number)
            name = candidate if candidate.casefold() not in taken else None
            number += 1
        taken.add(name.casefold())
        names[seat] = name
    return names


def default_names(players: int, humans: Sequence[int], given: Sequence[str]) -> list[str]:
    """Each seat's default name at a table of `players` ("" for a seat `given` a name): the people's
    ("You", "Player 2") in the current language, the computers' from DEFAULT_NAMES."""
    computers = computer_names(players, humans, given)
    people = people_names(humans, given, translate("Table", "You"), translate("Table", "Player {number}"),
                          list(computers.values()))
    return [people.get(seat, "") if seat in humans else computers.get(seat, "") for seat in range(players)]


def parse_seats(text: str | Sequence[str], players: int) -> list[str]:
    """Seat kinds from "human,ai:normal,..." ("ai" alone means ai:normal); ValueError if wrong."""
    from buraco_qt import ai
    parts = [p.strip() for p in (text.split(",") if isinstance(text, str) else text) if p.strip()]
    if not parts:
        parts = ["human"]
    seats = []
    for part in parts:
        if part == "ai":
            part = "ai:normal"
        if part != "human" and not (part.startswith("ai:") and part[3:] in ai.LEVELS):
            raise ValueError(f"unknown seat {part!r}: use human or ai:{'|'.join(ai.LEVELS)}")
        seats.append(part)
    if len(seats) > players:
        raise ValueError(f"{len(seats)} seats given for {players} players")
    while len(seats) < players:
        seats.append("ai:normal")
    return seats


log = logging.getLogger(__name__)


class _QtTimer:
    """A delayed call of the match, on a single-shot QTimer of the controller."""

    def __init__(self, parent: QObject, seconds: float, callback: Callable[[], None]) -> None:
        self._callback = callback
        self._timer = QTimer(parent)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._fire)
        self._timer.start(max(0, round(seconds * 1000)))

    def _fire(self) -> None:
        self._timer.deleteLater()
        self._callback()

    def cancel(self) -> None:
        """The call will not happen."""
        self._timer.stop()
        self._timer.deleteLater()


class _QtClock:
    """The match's clock in the window: monotonic time and QTimers."""

    def __init__(self, parent: QObject) -> None:
        self._parent = parent

    def now(self) -> float:
        """Seconds on a monotonic clock."""
        return time.monotonic()

    def call_later(self, seconds: float, callback: Callable[[], None]) -> _QtTimer:
        """`callback` once, `seconds` from now, in the window's thread."""
        return _QtTimer(self._parent, seconds, callback)


class _SeatThinker:
    """The match's thinker in the window: the computer players' worker (or threads), channel "seat"."""

    def __init__(self, players: SeatProcess | SeatThreads) -> None:
        self._players = players

    def ask(self, ticket: int, level: str, seed: int, view: R.SeatView) -> None:
        """Ask the worker; the answer comes back as its `answered` signal."""
        self._players.ask("seat", ticket, level, seed, view)

    def forget(self) -> None:
        """A new match: fresh players."""
        self._players.forget()

    def replace(self) -> None:
        """A player thinks past its time: a fresh worker for the next questions."""
        self._players.replace()


class GameController(QObject):
    """Owns the match, applies requests, runs computer seats in their own process, emits signals: the
    window's `TableFace` for a match played on this computer.

    `ai_factory(level, seed=...)` (tests only) makes the computer players in this process instead:
    they decide in a thread of it (`computer_seats.SeatThreads`)."""

    #: Once per move: the `TableSnapshot` the screen draws, with the move's `outcome` (None: no move,
    #: e.g. a recovery) and what happened for the status bar (`message`, None: nothing new to say).
    published = Signal(object)
    #: A request was refused; the argument is the translated reason.
    refused = Signal(str)
    #: The hand is over (phase "hand_over"); the match is over ("match_over").
    handOver = Signal()
    matchOver = Signal()
    #: True while a computer seat is deciding or its move is pending.
    busyChanged = Signal(bool)
    #: The answer to `ask_hint`: the seat and the action the `normal` computer player would play there.
    hintFound = Signal(int, object)

    def __init__(self, game: R.Game, seats: Sequence[str] | None = None, *, names: Sequence[str] | None = None,
                 speed_ms: int = 700, ai_factory: Callable | None = None, ai_seed: int = 0,
                 auto_next_hand: bool | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        #: Where the computer players think (hints too): a worker process, or threads for tests.
        self.computer_players = SeatThreads(ai_factory, self) if ai_factory else SeatProcess(self)
        self.computer_players.answered.connect(self._on_answered)
        self._closed = False
        #: Hotseat: who sits at the screen, and so whose cards a snapshot may hold.
        self.privacy = HotseatPrivacy(0)
        #: The match as it runs, without Qt: whose turn, the computer seats asked and paced, the guard.
        self.match = Match(game, self._seat_kinds(game, seats), clock=_QtClock(self),
                           thinker=_SeatThinker(self.computer_players), listener=self, speed_ms=speed_ms,
                           ai_seed=ai_seed, auto_next_hand=auto_next_hand)
        self._set_names(names)
        self._hint_asks = 0
        self._hint_asked: tuple[int, int, int] | None = None     # (ask, snapshot, seat) of the hint awaited
        self._hint_counted: tuple[int, int] | None = None        # (snapshot, seat) of the last hint counted
        self._snapshots = 0                                      # snapshots published: a hint is for one
        #: The last snapshot published (see `published`); until the first, the table as it is now.
        self.snapshot: TableSnapshot = self._take_snapshot(None, None)

    # ----- setup ---------------------------------------------------------------------------------

    @staticmethod
    def _seat_kinds(game: R.Game, seats: Sequence[str] | None) -> list[str]:
        return list(seats) if seats is not None else ["human"] + ["ai:normal"] * (game.players - 1)

    def _set_game(self, game: R.Game, seats: Sequence[str] | None, names: Sequence[str] | None,
                  auto_next_hand: bool | None = None) -> None:
        self.match.set_game(game, self._seat_kinds(game, seats), auto_next_hand)
        self._set_names(names)

    def _set_names(self, names: Sequence[str] | None) -> None:
        players = self.game.players
        given = [str(n).strip() for n in names] if names else []
        #: The names given for the seats ("" where a seat has its default name).
        self.given_names = [given[s] if s < len(given) else "" for s in range(players)]
        defaults = self._default_names(self.human_seats)
        self.names = [self.given_names[s] or defaults[s] for s in range(players)]
        #: Hints shown this match, per seat (Buraco → Hint; plain ints, for the score sheet and saves).
        self.hints_used = [0] * players

    def retranslate(self) -> None:
        """The language changed: the default names of people ("You", "Player 2") follow it."""
        defaults = self._default_names(self.human_seats)
        self.names = [given or defaults[seat] for seat, given in enumerate(self.given_names)]
        self.refresh_snapshot()

    def _default_names(self, humans: list[int]) -> list[str]:
        return default_names(self.game.players, humans, self.given_names)

    def start(self, message: str | None = None) -> None:
        """Announce the state (with `message` for the status bar); a computer seat on turn then plays."""
        caches.clear_loaded_memos()
        heap_trim.release()                   # what the last match freed goes back to the system
        self._publish(R.Outcome(self.game.seat_to_move, R.NextHand(), dealt=True), message)
        self.match.go_on()

    def _publish(self, outcome: R.Outcome | None, message: str | None = None, *, described: bool = False) -> None:
        """One snapshot per move, `published`: the window draws it, the rest follows it (`described`: its
        message says what the move did, as the status bar says it)."""
        snapshot = self._take_snapshot(outcome, message)
        if described and outcome is not None:
            snapshot = snapshot.replace(message=move_sentence(outcome, snapshot))
        self.snapshot = snapshot
        self._snapshots += 1
        self.published.emit(snapshot)

    def _take_snapshot(self, outcome: R.Outcome | None, message: str | None) -> TableSnapshot:
        g = self.game
        privacy = self.privacy
        privacy.follow(self.human_seats, self.viewer_seat, players=g.players, seat_to_move=g.seat_to_move,
                       playing=g.phase in ("draw", "play"))
        shown = privacy.shown_seats(g.players, hand_over=g.phase in ("hand_over", "match_over"))
        return take_snapshot(g, shown=shown, names=self.names, humans=self.human_seats, viewer=privacy.viewer,
                             curtain_seat=privacy.curtain_seat, can_act=self.can_act(),
                             outcome=outcome, message=message)

    def refresh_snapshot(self) -> TableSnapshot:
        """The last snapshot taken again, without a move: after the curtain was lifted or the names
        changed language (the move's outcome and message stay those of the last move)."""
        last = self.snapshot
        self.snapshot = self._take_snapshot(last.outcome, last.message)
        return self.snapshot

    def lift_curtain(self) -> bool:
        """Hotseat: the person the curtain waits for is at the screen (False: the curtain was not up);
        the snapshot is taken again with that person's cards."""
        if not self.privacy.lift():
            return False
        self.refresh_snapshot()
        return True

    def reset_curtain(self) -> None:
        """Hotseat: a new match at this screen: whoever plays first must be called to it."""
        self.privacy.reset()

    def match_to_save(self) -> LocalMatch:
        """The match in play as a file keeps it (the game itself: read it, never change it)."""
        from buraco_qt.session.table_face import LocalMatch  # not needed before the table shows
        return LocalMatch(self.game, self.seats, self.given_names, self.ai_seed, self.hints_used)

    def new_match(self, seed: int | None = None) -> None:
        """A new match with the same variant, players, seats and names."""
        self.match.cancel()
        if seed is None:
            seed = random.randrange(1 << 30)
        game = R.Game(self.game.variant, self.game.players, seed)
        self._set_game(game, self.seats, self.given_names, self.match.auto_next_hand)
        self.start(translate("Table", "A new game: {variant}").format(variant=preset_name(self.game.variant.name)))

    def set_match(self, game: R.Game, seats: Sequence[str] | None = None, names: Sequence[str] | None = None,
                  ai_seed: int | None = None, *, resumed: bool = False, hints: Sequence[int] = ()) -> None:
        """A new match with another variant, seats or names (names "" get the default name).

        `resumed`: `game` is a match saved in any phase that goes on where it stopped: a computer
        seat on turn plays, a finished hand waits for Next hand (`handOver` is emitted again); `hints`
        are the hints each seat took in it so far."""
        self._closed = False
        if ai_seed is not None:
            self.match.ai_seed = ai_seed
        self._set_game(game, seats, names)
        self.hints_used = [int(count) for count in hints] or self.hints_used
        variant = preset_name(self.game.variant.name)
        if resumed:
            self.start(translate("Table", "The match goes on: {variant}, hand {number}").format(
                variant=variant, number=self.game.hand_number))
        else:
            self.start(translate("Table", "A new game: {variant}").format(variant=variant))
        if resumed and self.game.phase in ("hand_over", "match_over"):
            self.handOver.emit()
            if self.game.phase == "match_over":
                self.matchOver.emit()

    def hold(self) -> None:
        """Stop the computer seats where they are (answers on their way are dropped) until `recover`."""
        self.match.cancel()

    def recover(self) -> None:
        """After an unexpected error: drop what the computer seats were doing, announce the match as it
        is (everybody redraws from it, whatever a slot left half done) and let the seat to move play."""
        self.match.cancel()
        if self._closed:
            return
        self._publish(None)
        self.match.go_on()

    def shutdown(self) -> None:
        """Stop computer seats (results still on their way are dropped)."""
        self._closed = True
        self.match.close()
        self.computer_players.shutdown()

    # ----- queries -------------------------------------------------------------------------------

    @property
    def game(self) -> R.Game:
        """The match's game (the engine's state: read it, never change it)."""
        return self.match.game

    @property
    def seats(self) -> list[str]:
        """Who plays each seat: "human" or "ai:<level>"."""
        return self.match.seats

    @property
    def speed_ms(self) -> int:
        """The delay between computer moves, in milliseconds (0: as fast as they come)."""
        return self.match.speed_ms

    @speed_ms.setter
    def speed_ms(self, value: int) -> None:
        self.match.speed_ms = max(0, int(value))

    @property
    def decision_timeout_ms(self) -> int:
        """How long a computer seat may think before a legal move is played for it."""
        return self.match.decision_timeout_ms

    @decision_timeout_ms.setter
    def decision_timeout_ms(self, value: int) -> None:
        self.match.decision_timeout_ms = value

    @property
    def fallbacks(self) -> int:
        """Computer answers replaced by a legal move (see `last_error`)."""
        return self.match.fallbacks

    @property
    def last_error(self) -> str:
        """Why the last computer answer was replaced."""
        return self.match.last_error

    @property
    def moves_applied(self) -> int:
        """Moves applied since the controller was made."""
        return self.match.moves_applied

    @property
    def ai_seed(self) -> int:
        """The seed of the computer players: seat s plays with the seed ``ai_seed * 10 + s``."""
        return self.match.ai_seed

    @property
    def human_seats(self) -> list[int]:
        """The seats played by people."""
        return self.match.human_seats

    def is_human(self, seat: int) -> bool:
        """True if a person plays `seat`."""
        return self.match.is_human(seat)

    @property
    def viewer_seat(self) -> int:
        """The seat whose hand the table shows face up: the human to move, else the first human."""
        humans = self.human_seats
        if not humans:
            return 0
        if self.game.seat_to_move in humans:
            return self.game.seat_to_move
        return humans[0]

    @property
    def busy(self) -> bool:
        """True while a computer seat is deciding or its move waits for its turn to be shown."""
        return self.match.busy

    @property
    def waiting_for_human(self) -> bool:
        """True when a person must act now (draw, play, or go on after the hand)."""
        g = self.game
        if self.match.busy:
            return False
        if g.phase in ("draw", "play"):
            return self.is_human(g.seat_to_move)
        return g.phase in ("hand_over", "match_over")

    @property
    def settled(self) -> bool:
        """True when nothing is running: a person must act, or the match is over (for tests)."""
        return not self.match.busy and (self.waiting_for_human or self.game.phase == "match_over")

    def can_act(self) -> bool:
        """True if the person at the table may play now."""
        return self.match.can_act()

    def legal_actions(self) -> list[R.Action]:
        """The legal actions of the person to move (empty while computers play)."""
        return self.game.legal_actions() if self.can_act() else []

    def lone_person(self) -> int | None:
        """The seat of the one person at the screen (None with no person or several: hotseat)."""
        return self.human_seats[0] if len(self.human_seats) == 1 else None

    # ----- requests from the table -----------------------------------------------------------

    def request(self, action: R.Action) -> bool:
        """A person's move: apply it, or emit `refused` with the engine's reason. True if applied."""
        refusal = self.match.request(action)
        if refusal is not None:
            self._refuse(refusal.template, refusal.params)
            return False
        return True

    def next_hand(self) -> bool:
        """Deal the next hand (after a hand is over)."""
        return self.request(R.NextHand())

    def ask_hint(self) -> bool:
        """Ask the `normal` computer player what the person to move should play (off the window's thread):
        `hintFound` answers, unless the table moves on first. False if no person may act now.

        Each hint counts once per position and seat in `hints_used`."""
        if not self.can_act():
            return False
        seat = self.game.seat_to_move
        self._hint_asks += 1
        self._hint_asked = (self._hint_asks, self._snapshots, seat)
        self.computer_players.ask("hint", self._hint_asks, HINT_LEVEL, seat, self.game.view(seat), fresh=True)
        return True

    def _hint_answered(self, ask: int, text: str, error: str) -> None:
        asked = self._hint_asked
        if asked is None or asked[:2] != (ask, self._snapshots):
            return      # stale: another hint was asked for, or the table moved on
        self._hint_asked = None
        seat = asked[2]
        if error or not text or not self.can_act() or self.game.seat_to_move != seat:
            return
        action = R.parse_action(text)
        if action not in self.snapshot.legal:
            return
        if self._hint_counted != (self._snapshots, seat):
            self._hint_counted = (self._snapshots, seat)
            self.hints_used[seat] += 1
        self.hintFound.emit(seat, action)

    def explain(self, action: R.Action) -> str | None:
        """Why `action` would be refused now (translated), or None if it is legal."""
        if not self.can_act():
            return translate("Rules", M.NOT_YOUR_TURN)
        if action in self.game.legal_actions():
            return None
        trial = self.game.copy()
        try:
            trial.apply(action)
        except R.IllegalAction as error:
            return W.refusal_text(error.template, error.params)
        return None

    def _refuse(self, template: str, params: dict) -> None:
        self.refused.emit(W.refusal_text(template, params))

    # ----- what the match tells (MatchListener) ------------------------------------------------

    def moved(self, seat: int, action: R.Action, outcome: R.Outcome) -> None:
        """A move was applied: its snapshot published, then the end of a hand or match said."""
        if outcome.dealt:
            caches.clear_loaded_memos()
            heap_trim.release()
        self._publish(outcome, described=True)
        phase = self.game.phase
        if phase == "hand_over":
            self.handOver.emit()
        elif phase == "match_over":
            self.handOver.emit()
            self.matchOver.emit()

    def busy_changed(self, busy: bool) -> None:
        """A computer seat began or ended its turn."""
        self.busyChanged.emit(busy)

    def fell_back(self, problem: str) -> None:
        """A computer seat's answer was replaced by a legal move."""
        log.info("%s", problem)          # shown when the log is turned on (logging.basicConfig)

    # ----- computer seats ------------------------------------------------------------------------

    @Slot(str, int, int, str, str, float)
    def _on_answered(self, channel: str, ticket: int, seat: int, text: str, error: str, _think_ms: float) -> None:
        if self._closed:
            return
        if channel == "seat":
            self.match.answer(ticket, seat, text, error)
        elif channel == "hint":
            self._hint_answered(ticket, text, error)
