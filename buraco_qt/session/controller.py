"""GameController: the one bridge between Qt and the rules engine.

The table asks (`request`), the controller asks the engine, and the window redraws from the
immutable `TableSnapshot` the controller publishes once per move (`published`: what the screen
may see, the move and what it did, the status message). Computer seats decide in their own process
(`computer_seats.SeatProcess`), their answers come back as signals, and the controller paces their moves
with the animation delay the player chose (0 = as fast as possible, still asynchronous). No
computer seat can stall the table: every answer goes through a `TurnGuard` (a computer seat never
takes back a play; a missing, illegal or looping answer becomes a legal move forward), and a seat
that does not answer in `decision_timeout_ms` gets a legal move played for it.
"""

from __future__ import annotations

import itertools
import logging
import random
import time
from typing import Callable, NamedTuple, Sequence

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, Slot

from buraco_qt.platform import caches, heap_trim
from buraco_qt import rules as R
from buraco_qt.session.computer_seats import SeatProcess, SeatThreads
from buraco_qt.session.hotseat import HotseatPrivacy
from buraco_qt.text.languages import number
from buraco_qt.text import move_words as W
from buraco_qt.text.variant_names import preset_name
from buraco_qt.rules import messages as M
from buraco_qt.session.snapshot import TableSnapshot, take_snapshot
from buraco_qt.session.turn_guard import TurnGuard

DEFAULT_NAMES = ("Lucía", "Bruno", "Ana", "Diego")

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


class Move(NamedTuple):
    """One applied action, with what the table needs to animate it."""

    seat: int
    action: R.Action
    reserve_team: int | None = None       # a team whose reserve went to `seat`'s hand
    reserve_to_stock: bool = False        # a reserve became the stock
    canastas: int = 0                     # canastas made by this move
    deal: bool = False                    # a new hand was dealt
    outcome: R.Outcome | None = None      # what the engine said the move did (None: the first deal)


DECISION_TIMEOUT_MS = 30_000   # a computer seat silent this long gets a legal move played for it
log = logging.getLogger(__name__)


class GameController(QObject):
    """Owns the match, applies requests, runs computer seats in their own process, emits signals.

    `ai_factory(level, seed=...)` (tests only) makes the computer players in this process instead:
    they decide in a thread of it (`computer_seats.SeatThreads`)."""

    #: Once per move, first of all: the `TableSnapshot` the screen draws, the `Move` (None: no move,
    #: e.g. a recovery) and what happened for the status bar (None: nothing new to say).
    published = Signal(object, object, object)
    #: The state changed; the argument is the `Move` that changed it (None: a new match, undo...).
    #: Emitted after `published`, for what follows the moves without drawing them (sounds, autosave).
    stateChanged = Signal(object)
    #: What just happened ("Ana took the buraco"), emitted after `published`, which carries it too.
    message = Signal(str)
    #: A request was refused; the argument is the translated reason.
    refused = Signal(str)
    #: The hand is over (phase "hand_over"); the match is over ("match_over").
    handOver = Signal()
    matchOver = Signal()
    #: True while a computer seat is deciding or its move is pending.
    busyChanged = Signal(bool)

    def __init__(self, game: R.Game, seats: Sequence[str] | None = None, *, names: Sequence[str] | None = None,
                 speed_ms: int = 700, ai_factory: Callable | None = None, ai_seed: int = 0,
                 auto_next_hand: bool | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._ai_seed = ai_seed
        self.speed_ms = max(0, int(speed_ms))
        #: Where the computer players think (hints too): a worker process, or threads for tests.
        self.computer_players = SeatThreads(ai_factory, self) if ai_factory else SeatProcess(self)
        self.computer_players.answered.connect(self._on_answered)
        self._generation = itertools.count(1)
        self._current = 0
        self._pending_seat: int | None = None
        self._timer = QTimer(self)            # paces computer moves; one job at a time
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._on_timer)
        self._timer_job: tuple = ()
        #: How long a computer seat may think before the controller plays a legal move for it.
        self.decision_timeout_ms = DECISION_TIMEOUT_MS
        self._watchdog = QTimer(self)
        self._watchdog.setSingleShot(True)
        self._watchdog.timeout.connect(self._on_no_answer)
        #: Computer answers replaced by the controller (illegal, missing, Undo, a loop); see `last_error`.
        self.fallbacks = 0
        self._last_move = 0.0
        self._busy = False
        self._closed = False
        self.last_error = ""
        self.moves_applied = 0
        #: Hotseat: who sits at the screen, and so whose cards a snapshot may hold.
        self.privacy = HotseatPrivacy(0)
        #: The last snapshot published (see `published`).
        self.snapshot: TableSnapshot | None = None
        self._set_game(game, seats, names)
        self._auto_next = (not self.human_seats) if auto_next_hand is None else auto_next_hand

    # ----- setup ---------------------------------------------------------------------------------

    def _set_game(self, game: R.Game, seats: Sequence[str] | None, names: Sequence[str] | None) -> None:
        self.game = game
        self.seats = list(seats) if seats is not None else ["human"] + ["ai:normal"] * (game.players - 1)
        if len(self.seats) != game.players:
            raise ValueError("one seat kind per player is needed")
        humans = [s for s, kind in enumerate(self.seats) if kind == "human"]
        given = [str(n).strip() for n in names] if names else []
        #: The names given for the seats ("" where a seat has its default name).
        self.given_names = [given[s] if s < len(given) else "" for s in range(game.players)]
        defaults = self._default_names(humans)
        self.names = [self.given_names[s] or defaults[s] for s in range(game.players)]
        #: Hints shown this match, per seat (Buraco → Hint; plain ints, for the score sheet and saves).
        self.hints_used = [0] * game.players
        self._guard = TurnGuard()             # checks the computer seats' answers, turn by turn
        self.computer_players.forget()        # each computer player is made when its seat first moves

    def retranslate(self) -> None:
        """The language changed: the default names of people ("You", "Player 2") follow it."""
        defaults = self._default_names(self.human_seats)
        self.names = [given or defaults[seat] for seat, given in enumerate(self.given_names)]
        if self.snapshot is not None:
            self.refresh_snapshot()

    def _default_names(self, humans: list[int]) -> list[str]:
        computers = computer_names(self.game.players, humans, self.given_names)
        people = people_names(humans, self.given_names, translate("Table", "You"),
                              translate("Table", "Player {number}"), list(computers.values()))
        # "": the seat was given a name
        return [people.get(seat, "") if seat in humans else computers.get(seat, "") for seat in range(self.game.players)]

    def start(self, message: str | None = None) -> None:
        """Announce the state (with `message` for the status bar); a computer seat on turn then plays."""
        caches.clear_loaded_memos()
        heap_trim.release()                   # what the last match freed goes back to the system
        self._publish(Move(self.game.seat_to_move, R.NextHand(), deal=True), message)
        self._schedule()

    def _publish(self, move: Move | None, message: str | None) -> None:
        """One snapshot per move: `published` (the window draws it), then `stateChanged` and `message`."""
        self.snapshot = self._take_snapshot(move.outcome if move is not None else None, message)
        self.published.emit(self.snapshot, move, message)
        self.stateChanged.emit(move)
        if message is not None:
            self.message.emit(message)

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
        self.snapshot = self._take_snapshot(*((None, None) if last is None else (last.outcome, last.message)))
        return self.snapshot

    def lift_curtain(self) -> bool:
        """Hotseat: the person the curtain waits for is at the screen (False: the curtain was not up);
        the snapshot is taken again with that person's cards."""
        if not self.privacy.lift():
            return False
        self.refresh_snapshot()
        return True

    def view_for_hint(self) -> R.SeatView:
        """What the seat to move may know, for a hint computed for it."""
        return self.game.view(self.game.seat_to_move)

    def new_match(self, seed: int | None = None) -> None:
        """A new match with the same variant, players, seats and names."""
        self._cancel()
        if seed is None:
            seed = random.randrange(1 << 30)
        self.game = R.Game(self.game.variant, self.game.players, seed)
        self._set_game(self.game, self.seats, self.given_names)
        self.start(translate("Table", "A new game: {variant}").format(variant=preset_name(self.game.variant.name)))

    def set_match(self, game: R.Game, seats: Sequence[str] | None = None, names: Sequence[str] | None = None,
                  ai_seed: int | None = None, *, resumed: bool = False, hints: Sequence[int] = ()) -> None:
        """A new match with another variant, seats or names (names "" get the default name).

        `resumed`: `game` is a match saved in any phase that goes on where it stopped: a computer
        seat on turn plays, a finished hand waits for Next hand (`handOver` is emitted again); `hints`
        are the hints each seat took in it so far."""
        self._cancel()
        self._closed = False
        if ai_seed is not None:
            self._ai_seed = ai_seed
        self._set_game(game, seats, names)
        self.hints_used = [int(count) for count in hints] or self.hints_used
        self._auto_next = not self.human_seats
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
        self._cancel()

    def recover(self) -> None:
        """After an unexpected error: drop what the computer seats were doing, announce the match as it
        is (everybody redraws from it, whatever a slot left half done) and let the seat to move play."""
        self._cancel()
        if self._closed:
            return
        self._publish(None, None)
        self._schedule()

    def shutdown(self) -> None:
        """Stop computer seats (results still on their way are dropped)."""
        self._closed = True
        self._cancel()
        self.computer_players.shutdown()

    # ----- queries -------------------------------------------------------------------------------

    @property
    def ai_seed(self) -> int:
        """The seed of the computer players: seat s plays with the seed ``ai_seed * 10 + s``."""
        return self._ai_seed

    @property
    def human_seats(self) -> list[int]:
        """The seats played by people."""
        return [seat for seat, kind in enumerate(self.seats) if kind == "human"]

    def is_human(self, seat: int) -> bool:
        """True if a person plays `seat`."""
        return self.seats[seat] == "human"

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
        return self._busy

    @property
    def waiting_for_human(self) -> bool:
        """True when a person must act now (draw, play, or go on after the hand)."""
        g = self.game
        if self._busy:
            return False
        if g.phase in ("draw", "play"):
            return self.is_human(g.seat_to_move)
        return g.phase in ("hand_over", "match_over")

    @property
    def settled(self) -> bool:
        """True when nothing is running: a person must act, or the match is over (for tests)."""
        return not self._busy and (self.waiting_for_human or self.game.phase == "match_over")

    def can_act(self) -> bool:
        """True if the person at the table may play now."""
        g = self.game
        return not self._busy and g.phase in ("draw", "play") and self.is_human(g.seat_to_move)

    def legal_actions(self) -> list[R.Action]:
        """The legal actions of the person to move (empty while computers play)."""
        return self.game.legal_actions() if self.can_act() else []

    def lone_person(self) -> int | None:
        """The seat of the one person at the screen (None with no person or several: hotseat)."""
        return self.human_seats[0] if len(self.human_seats) == 1 else None

    def team_name(self, team: int) -> str:
        """The names of a team's players: "You & Ana"."""
        return self.name_joiner().join(self.team_player_names(team))

    def team_player_names(self, team: int) -> list[str]:
        """The names of a team's players, one each."""
        return [self.names[s] for s in self.game.team_seats(team)]

    def name_joiner(self) -> str:
        """What joins the names of partners: " & "."""
        return translate("Table", " & ")

    def team_name_lines(self, team: int) -> list[str]:
        """A team's name on one line per player, for a panel too narrow for it: "Ana", "& Luis"."""
        names = self.team_player_names(team)
        joiner = self.name_joiner().strip()
        return [names[0], *(f"{joiner} {name}" for name in names[1:])]

    def reserve_name(self) -> str:
        """What the reserve is called in this variant: Buraco (CardCol) or Morto."""
        return translate("Table", "Buraco") if self.game.variant.name == "cardcol" else translate("Table", "Morto")

    def table_points(self, team: int) -> int:
        """The points of a team's melds and closed canastas this hand."""
        g = self.game
        return sum(R.meld_score(m, g.variant) for m in [*g.melds[team], *g.closed[team]])

    def prompt(self) -> str:
        """What to do now, for the status bar."""
        g = self.game
        if g.phase == "match_over":
            you = self.lone_person()
            if you is not None and g.team_of(you) == (g.winner or 0):
                return (translate("Table", "The game is over: you won") if g.players == 2
                        else translate("Table", "The game is over: your team won"))
            return translate("Table", "The game is over: {team} won").format(team=self.team_name(g.winner or 0))
        if g.phase == "hand_over":
            return translate("Table", "The hand is over: choose Next hand to go on")
        seat = g.seat_to_move
        if not self.is_human(seat):
            return translate("Table", "{name} is playing…").format(name=self.names[seat])
        you = len(self.human_seats) == 1
        if g.phase == "draw":
            if you:
                return translate("Table", "Your turn: draw from the stock or take the discard pile")
            return translate("Table", "{name}'s turn: draw from the stock or take the discard pile").format(
                name=self.names[seat])
        if you:
            return translate("Table", "Your turn: lay down melds, then discard a card")
        return translate("Table", "{name}'s turn: lay down melds, then discard a card").format(name=self.names[seat])

    # ----- requests from the table -----------------------------------------------------------

    def request(self, action: R.Action) -> bool:
        """A person's move: apply it, or emit `refused` with the engine's reason. True if applied."""
        g = self.game
        if isinstance(action, R.NextHand):
            if g.phase != "hand_over":
                self._refuse(M.NOT_NOW, {})
                return False
        elif self._busy or g.phase not in ("draw", "play") or not self.is_human(g.seat_to_move):
            template = M.HAND_OVER if g.phase in ("hand_over", "match_over") else M.NOT_YOUR_TURN
            self._refuse(template, {})
            return False
        try:
            self._apply(action)
        except R.IllegalAction as error:
            self._refuse(error.template, error.params)
            return False
        return True

    def next_hand(self) -> bool:
        """Deal the next hand (after a hand is over)."""
        return self.request(R.NextHand())

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

    # ----- applying ------------------------------------------------------------------------------

    def _apply(self, action: R.Action) -> None:
        g = self.game
        outcome = g.apply(action)           # raises IllegalAction, state unchanged
        self.moves_applied += 1
        self._last_move = time.monotonic()
        if outcome.dealt:
            caches.clear_loaded_memos()
            heap_trim.release()
        move = Move(outcome.seat, action, outcome.reserve_taken, outcome.reserve_to_stock is not None,
                    outcome.canastas, outcome.dealt, outcome)
        self._publish(move, self._describe(move, outcome))
        if g.phase == "hand_over":
            self.handOver.emit()
        elif g.phase == "match_over":
            self.handOver.emit()
            self.matchOver.emit()
        self._schedule()

    def _describe(self, move: Move, outcome: R.Outcome) -> str:
        g = self.game
        seat, action = move.seat, move.action
        name = self.names[seat]
        you = self.is_human(seat) and len(self.human_seats) == 1
        parts: list[str] = []
        if isinstance(action, R.NextHand):
            starter = g.seat_to_move
            parts.append(W.hand_start_text(g.hand_number, None if starter == self.lone_person() else self.names[starter]))
        elif isinstance(action, R.Draw):
            parts.append(W.drew_text(you, name, W.cards_text(outcome.drawn) if self.is_human(seat) else None))
        elif isinstance(action, R.TakePile):
            parts.append(W.took_pile_text(you, name, len(outcome.taken)))
            if outcome.meld is not None and action.target is not None:      # its top card went onto a meld
                parts.append(W.added_text(you, name, W.cards_text((outcome.taken[-1], *action.cards)), outcome.meld))
            elif outcome.meld is not None:                                  # ... or into a new one
                parts.append(W.laid_text(you, name, W.cards_text(outcome.meld.cards)))
        elif isinstance(action, R.NewMeld):
            parts.append(W.laid_text(you, name, W.cards_text(outcome.meld.cards if outcome.meld else action.cards)))
        elif isinstance(action, R.AddToMeld):
            parts.append(W.added_text(you, name, W.cards_text(action.cards), outcome.meld))
        elif isinstance(action, R.Discard):
            parts.append(W.discarded_text(you, name, W.card_text(action.card)))
        elif isinstance(action, R.Undo):
            parts.append(W.took_back_text(you, name))
        elif isinstance(action, R.Redraw):
            parts.append(W.exchanged_text(you, name))
        elif isinstance(action, R.EndHand):
            parts.append(W.ended_text(you, name))
        over = g.phase in ("hand_over", "match_over") and not move.deal
        went_out = g.went_out if over else None
        scores = (g.history[-1] if g.history else [0, 0]) if over else None
        parts += W.aftermath_texts(
            you=you, name=name, variant=g.variant.name, canastas=bool(move.canastas),
            reserve_taken=move.reserve_team is not None, reserve_to_stock=move.reserve_to_stock,
            went_out=None if went_out is None else (went_out == self.lone_person(), self.names[went_out]),
            points=None if scores is None else (self.team_name(0), number(scores[0]), self.team_name(1),
                                                number(scores[1])))
        return W.sentences(parts)

    # ----- computer seats ------------------------------------------------------------------------

    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            self.busyChanged.emit(busy)

    def _cancel(self) -> None:
        self._current = next(self._generation)
        self._pending_seat = None
        self._watchdog.stop()
        self._timer.stop()
        self._timer_job = ()
        self._set_busy(False)

    def _schedule(self) -> None:
        """If a computer seat is to move, ask its player (the answer comes back by `_on_answered`)."""
        if self._closed:
            return
        g = self.game
        if g.phase == "hand_over" and self._auto_next:
            self._set_busy(True)
            generation = self._current = next(self._generation)
            self._start_timer(max(1, self.speed_ms * 3), ("next", generation))
            return
        if g.phase not in ("draw", "play") or self.is_human(g.seat_to_move):
            self._set_busy(False)
            return
        seat = g.seat_to_move
        self._current = next(self._generation)
        self._pending_seat = seat
        self._set_busy(True)
        self._watchdog.start(self.decision_timeout_ms)
        self.computer_players.ask("seat", self._current, self.seats[seat][3:], self._ai_seed * 10 + seat, g.view(seat))

    def _auto_next_hand(self, generation: int) -> None:
        if generation != self._current or self.game.phase != "hand_over":
            return
        self._set_busy(False)
        self._apply(R.NextHand())

    def _start_timer(self, delay_ms: int, job: tuple) -> None:
        self._timer_job = job
        self._timer.start(delay_ms)

    @Slot()
    def _on_timer(self) -> None:
        job, self._timer_job = self._timer_job, ()
        if not job:
            return
        if job[0] == "next":
            self._auto_next_hand(job[1])
        else:
            self._play_decision(*job[1:])

    @Slot(str, int, int, str, str, float)
    def _on_answered(self, channel: str, ticket: int, seat: int, text: str, error: str, _think_ms: float) -> None:
        if channel == "seat":
            self._on_decided(ticket, seat, text, error)

    def _on_decided(self, generation: int, seat: int, text: str, error: str) -> None:
        if generation != self._current or self._closed:
            return  # a stale answer (new game, closed window)
        self._watchdog.stop()
        action = None
        if text and not error:
            try:
                action = R.parse_action(text)
            except ValueError:
                error = f"unreadable action {text!r}"
        remaining = self.speed_ms - (time.monotonic() - self._last_move) * 1000
        if remaining > 1:
            self._start_timer(int(remaining), ("play", generation, seat, action, error))
        else:
            self._play_decision(generation, seat, action, error)

    def _play_decision(self, generation: int, seat: int, action: object, error: str) -> None:
        if generation != self._current or self._closed:
            return
        g = self.game
        self._pending_seat = None
        self._watchdog.stop()
        if g.seat_to_move != seat or g.phase not in ("draw", "play"):
            self._schedule()
            return
        # A computer player that fails, answers an illegal move or Undo, or loops must not stop the game.
        action, problem = self._guard.choose(g, action if isinstance(action, R.Action) else None, error)
        if problem:
            self._note_fallback(problem)
        self._set_busy(False)
        if action is not None:                # None: no move is legal (a checked match never gets there)
            self._apply(action)

    def _note_fallback(self, problem: str) -> None:
        self.last_error = problem
        self.fallbacks += 1
        log.info("%s", problem)          # shown when the log is turned on (logging.basicConfig)

    @Slot()
    def _on_no_answer(self) -> None:
        """A computer seat took too long: play a legal move for it (its late answer is dropped)."""
        seat = self._pending_seat
        if seat is None or self._closed:
            return
        self._current = next(self._generation)     # its late answer is stale
        self.computer_players.replace()      # the player still thinking must not hold up the next seats
        self._play_decision(self._current, seat, None,
                            f"no answer in {self.decision_timeout_ms / 1000:g} s")
