"""A table on buraco-server as the window's face: the second `TableFace`, over the network (docs/online.md).

`OnlineFace` drives a `ClientProcess` (the table client in its own process) and turns what it tells
into the face's signals in the window's thread: each `state` is published as the window's
`TableSnapshot` (with the `Outcome` of the move when it follows the last one, so the cards fly; a
resync redraws without flights), each refusal as `refused` with the engine's reason in the player's
language. The person's own meld, addition or discard is shown at once (`net.prediction.predict`)
and the server's state replaces it whole, or its refusal puts the table back as the server has it.
A hint is asked of a local computer player on the `SeatView` the client read from the server's state.

The snapshot is the one seat's at this screen: its `humans` are that seat alone (the others are
people elsewhere or computers: the window says "Ana is playing…" of both), and the computer seats
are named as the local game names them. Nothing here is kept on the disk (`match_to_save` is None):
the server keeps the match. Besides the face's signals it says who sits where (`lobbyChanged`), where
the seat is and its newest token (`seated`), the first state (`started`), lines for the status bar
(`noticed`), a request of the lobby refused (`failed`) and the end of the table for this window (`ended`).
"""

from __future__ import annotations

import itertools
import logging
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot

from buraco_qt import rules as R
from buraco_qt.net.events import Event
from buraco_qt.net.prediction import predict
from buraco_qt.rules import messages as M
from buraco_qt.session.client_process import ClientProcess
from buraco_qt.session.controller import HINT_LEVEL, computer_names
from buraco_qt.session.snapshot import TableSnapshot
from buraco_qt.text import online_words as OW
from buraco_qt.text.move_sentences import move_sentence
from buraco_qt.text.move_words import refusal_text

if TYPE_CHECKING:  # pragma: no cover
    from buraco_qt.net.remote_table import RemoteState
    from buraco_qt.session.computer_seats import SeatProcess, SeatThreads

translate = QCoreApplication.translate
log = logging.getLogger(__name__)
#: The channel of the hints' questions to the computer players' worker.
HINTS = "online-hint"
OVER = ("hand_over", "match_over")
#: The lobby's seat kinds a host may choose for a seat nobody sits at.
SEAT_CHOICES = tuple(OW.SEAT_KINDS)


class OnlineFace(QObject):
    """One seat at a table of buraco-server, as the window plays it."""

    published = Signal(object)
    refused = Signal(str)
    busyChanged = Signal(bool)
    handOver = Signal()
    matchOver = Signal()
    hintFound = Signal(int, object)
    #: Who sits where changed: the lobby (a dict as the server sent it).
    lobbyChanged = Signal(object)
    #: The client sits at a table: its code, its seat and its newest token (after every rejoin too).
    seated = Signal(str, int, str)
    #: The first state of the match came: the table can be shown.
    started = Signal()
    #: A line for the status bar (True: said as a problem).
    noticed = Signal(str, bool)
    #: A request of the lobby (create, join, rejoin, a seat, the start) was refused: why, translated.
    failed = Signal(str)
    #: The table can no longer be played from here (gone, unreachable): why, translated.
    ended = Signal(str)

    def __init__(self, url: str, name: str, *, speed_ms: int = 700, options: dict[str, Any] | None = None,
                 client: ClientProcess | None = None, advisor: SeatProcess | SeatThreads | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.url = url
        self.name = name
        self.client = client or ClientProcess(url, name, options, self)
        self.client.received.connect(self._on_event)
        self.client.sent.connect(self._on_sent)
        self.client.refused.connect(self._on_call_refused)
        self.client.stopped.connect(self._on_stopped)
        self._advisor = advisor
        self._own_advisor = advisor is None
        self._advisor_connected = False
        #: The table's invite code, this window's seat and its newest token (None until seated).
        self.code: str | None = None
        self.seat: int | None = None
        self.token: str | None = None
        #: The lobby as the server last sent it (None until seated).
        self.lobby: dict[str, Any] | None = None
        #: The last state the server sent (None before the start).
        self.state: RemoteState | None = None
        #: The last snapshot published: the server's state, or a move of this seat shown before its answer.
        self.snapshot: TableSnapshot | None = None
        self.hints_used = [0, 0, 0, 0]
        self._speed_ms = speed_ms
        self._busy = False
        self._acting: tuple[int, R.Action] | None = None     # (ticket, action) of the move awaiting its answer
        self._act_request: int | None = None                 # the request id the worker sent it with
        self._predicted = False                              # the snapshot shows the move awaited
        self._held = False
        self._closing = False
        self._deadline: float | None = None                  # the turn clock's end (monotonic), if on
        self._hint_asks = itertools.count(1)
        self._hint_asked: tuple[int, int, int] | None = None  # (ask, seq, seat)
        self._hint_counted: tuple[int, int] | None = None
        self._failed_requests: dict[int, str] = {}           # ticket -> what the lobby asked (create, join…)
        self._requests: dict[int, str] = {}                  # request id -> the kind of the lobby's request
        self._closed_by_owner = False

    # ----- the lobby -------------------------------------------------------------------------------

    def connect_and_create(self, preset: str, players: int, seats: Sequence[str], *, target: int | None = None,
                           turn_seconds: float | None = None, hand_size: int | None = None,
                           pickup: str | None = None, deal: int | None = None) -> None:
        """Connect, create a table (this window its host, at seat 0)."""
        self._begin()
        fields = {"preset": preset, "players": players, "seats": list(seats), "target": target,
                  "turn_seconds": turn_seconds, "hand_size": hand_size, "pickup": pickup, "deal": deal}
        self._lobby_call("create_table", **{k: v for k, v in fields.items() if v is not None or k == "seats"})

    def connect_and_join(self, code: str, seat: int | None = None) -> None:
        """Connect, sit at the table `code` (at `seat`, or the first open one)."""
        self._begin()
        self._lobby_call("join", code=code, **({} if seat is None else {"seat": seat}))

    def connect_and_rejoin(self, code: str, token: str) -> None:
        """Connect, come back to the seat of `token` at the table `code`."""
        self._begin()
        self._lobby_call("rejoin", code=code, token=token)

    def set_seat(self, seat: int, kind: str) -> None:
        """The host: a seat nobody sits at becomes open or a computer's (`SEAT_CHOICES`)."""
        self._lobby_call("set_seat", seat=seat, kind=kind)

    def move_to(self, seat: int) -> None:
        """Before the start: sit at another open seat (this one is given up, that one taken)."""
        if self.code is not None:
            code = self.code
            self._lobby_call("leave")
            self._lobby_call("join", code=code, seat=seat)

    def start_match(self) -> None:
        """The host starts the match (open seats become computers)."""
        self._lobby_call("start")

    @property
    def is_host(self) -> bool:
        """True if this seat is the table's host (it may set seats and start)."""
        return self.lobby is not None and self.seat is not None and self.lobby.get("host") == self.seat

    @property
    def playing(self) -> bool:
        """True once the match has started here (a state came)."""
        return self.state is not None

    def leave_table(self) -> None:
        """Give the seat up (before the start it is open again; after it a computer plays it), then stop."""
        self._lobby_call("leave")
        self.shutdown()

    def _begin(self) -> None:
        self.client.start()
        self.client.call("connect")

    def _lobby_call(self, method: str, **fields: Any) -> None:
        ticket = self.client.call(method, **fields)
        if ticket:
            self._failed_requests[ticket] = method

    # ----- the face: state --------------------------------------------------------------------------

    @property
    def busy(self) -> bool:
        """True while this seat's move waits for the server's answer."""
        return self._busy

    @property
    def speed_ms(self) -> int:
        """The pace the cards fly at (the server paces the computer seats)."""
        return self._speed_ms

    @speed_ms.setter
    def speed_ms(self, value: int) -> None:
        self._speed_ms = max(0, int(value))

    def seconds_left(self) -> int | None:
        """The turn clock: whole seconds left in the turn (None: no clock, or no turn on it)."""
        if self._deadline is None or self.snapshot is None or self.snapshot.phase in OVER:
            return None
        return max(0, int(self._deadline - time.monotonic() + 0.999))

    def match_to_save(self) -> None:
        """Nothing local to save: the server keeps the match (it is never autosaved as a local one)."""
        return None

    # ----- the face: requests -----------------------------------------------------------------------

    def request(self, action: R.Action) -> bool:
        """Send this seat's move; a meld, an addition or a discard shows at once. True when sent (the state or
        a refusal follows); False, with `refused`, when it cannot be sent now."""
        shown = self.snapshot
        if self._acting is not None:
            self.refused.emit(OW.waiting_text())
            return False
        if shown is None or not shown.can_act:
            if isinstance(action, R.NextHand) and shown is not None and shown.phase == "hand_over":
                return self.next_hand()
            self.refused.emit(translate("Rules", M.NOT_YOUR_TURN))
            return False
        ticket = self.client.call("act", action=str(action))
        if not ticket:
            self.refused.emit(translate("Window", OW.REFUSALS["offline"]))
            return False
        self._acting = (ticket, action)
        self._act_request = None
        self._set_busy(True)
        if action not in shown.legal:         # the server says why (the engine's reason): the cards go back now
            return False
        guess = predict(self.state.snapshot if self.state is not None else shown, action)
        if guess is not None:
            self._predicted = True
            self._publish(self._adapt(guess, guess.outcome))
        return True

    def next_hand(self) -> bool:
        """Ask the server for the next deal (any seat may, once a hand is over)."""
        if self.snapshot is None or self.snapshot.phase != "hand_over":
            return False
        return bool(self.client.call("next_hand"))

    def explain(self, action: R.Action) -> str | None:
        """Why `action` would be refused now, as far as this seat's snapshot tells; None if it is legal."""
        shown = self.snapshot
        if shown is None or not shown.can_act:
            return translate("Rules", M.NOT_YOUR_TURN)
        if action in shown.legal:
            return None
        try:
            if isinstance(action, R.NewMeld):
                R.build_meld(action.cards, shown.variant)
            elif isinstance(action, R.AddToMeld):
                melds = shown.melds[shown.team_of(shown.viewer)]
                if not 0 <= action.target < len(melds):
                    return translate("Rules", M.NO_SUCH_MELD)
                melds[action.target].extend(action.cards)
        except R.MeldError as error:
            return refusal_text(error.template, error.params)
        if shown.phase == "draw" and not isinstance(action, (R.Draw, R.TakePile)):
            return translate("Rules", M.MUST_DRAW_FIRST)
        if shown.phase == "play" and isinstance(action, (R.Draw, R.TakePile)):
            return translate("Rules", M.ALREADY_DREW)
        return translate("Rules", M.NOT_NOW)

    def ask_hint(self) -> bool:
        """Ask a local `normal` player what this seat should play, on the view the client read from the server."""
        shown, state = self.snapshot, self.state
        if shown is None or state is None or not shown.can_act or self._acting is not None:
            return False
        seat = state.seat
        ask = next(self._hint_asks)
        self._hint_asked = (ask, state.seq, seat)
        self._worker().ask(HINTS, ask, HINT_LEVEL, seat, state.view, fresh=True)
        return True

    def _worker(self) -> SeatProcess | SeatThreads:
        if self._advisor is None:
            from buraco_qt.session.computer_seats import SeatProcess
            self._advisor = SeatProcess(self)
        if not self._advisor_connected:
            self._advisor.answered.connect(self._on_hint)
            self._advisor_connected = True
        return self._advisor

    @Slot(str, int, int, str, str, float)
    def _on_hint(self, channel: str, ticket: int, _seat: int, text: str, error: str, _ms: float) -> None:
        asked = self._hint_asked
        if channel != HINTS or asked is None or asked[0] != ticket:
            return
        self._hint_asked = None
        state, shown = self.state, self.snapshot
        if error or not text or state is None or shown is None or state.seq != asked[1] or not shown.can_act:
            return
        try:
            action = R.parse_action(text)
        except (ValueError, R.RulesError):
            return
        if action not in shown.legal:
            return
        seat = asked[2]
        if self._hint_counted != (state.seq, seat):
            self._hint_counted = (state.seq, seat)
            self.hints_used[seat] += 1
        self.hintFound.emit(seat, action)

    # ----- the face: the rest -----------------------------------------------------------------------

    def lift_curtain(self) -> bool:
        """No curtain: one person plays at this screen."""
        return False

    def reset_curtain(self) -> None:
        """No curtain: one person plays at this screen."""

    def retranslate(self) -> None:
        """The names do not depend on the language; the words are written as each move comes."""

    def start(self, message: str | None = None) -> None:
        """Publish the table as the server last sent it (a fresh deal's cards fly from the stock)."""
        if self.snapshot is None:
            return
        shown = self.snapshot
        if self.state is not None and self.state.view.turn == 0 and shown.phase == "draw" and \
                not any(shown.melds) and len(shown.discard) <= 1:
            shown = shown.replace(outcome=R.Outcome(shown.seat_to_move, R.NextHand(), dealt=True))
        self._publish(shown.replace(message=message) if message else shown)
        self._say_over(resync=True)

    def new_match(self) -> None:
        """Nothing: a new match at a server is a new table (the window leaves this one)."""

    def set_match(self, game: R.Game, seats: Sequence[str] | None = None, names: Sequence[str] | None = None,
                  ai_seed: int | None = None, *, resumed: bool = False, hints: Sequence[int] = ()) -> None:
        """Nothing: a match of this computer is played by the window's own face."""

    def hold(self) -> None:
        """Show no new state until `recover` (an error is being shown); the server's match goes on."""
        self._held = True

    def recover(self) -> None:
        """Show the table as the server last sent it."""
        self._held = False
        if self.state is not None:
            self._publish(self._from_state(self.state, None))

    def shutdown(self) -> None:
        """This window stops playing the table: the connection closes (the seat is kept for its token)."""
        self._closing = True
        self._closed_by_owner = True
        self.client.shutdown()
        if self._advisor is not None and self._own_advisor:
            self._advisor.shutdown()

    # ----- publishing ------------------------------------------------------------------------------

    def _names(self, shown: TableSnapshot) -> tuple[str, ...]:
        """The people's names as the server says them; the computers' as the local game names them."""
        persons = self._persons(shown.players)
        given = [shown.names[seat] if seat in persons else "" for seat in range(shown.players)]
        computers = computer_names(shown.players, sorted(persons), given)
        return tuple(computers.get(seat, given[seat]) for seat in range(shown.players))

    def _persons(self, players: int) -> set[int]:
        seats = self.lobby.get("seats") if isinstance(self.lobby, dict) else None
        persons = {self.seat} if self.seat is not None else set()
        if isinstance(seats, list):
            for entry in seats[:players]:
                if isinstance(entry, dict) and entry.get("kind") == "person" and isinstance(entry.get("seat"), int):
                    persons.add(entry["seat"])
        return persons

    def _adapt(self, shown: TableSnapshot, outcome: R.Outcome | None) -> TableSnapshot:
        """A snapshot of the server's (or predicted) as this screen shows it, with the move's words."""
        adapted = shown.replace(humans=(shown.viewer,), names=self._names(shown), outcome=outcome, message=None)
        if outcome is not None:
            adapted = adapted.replace(message=move_sentence(outcome, adapted))
        return adapted

    def _from_state(self, state: RemoteState, outcome: R.Outcome | None) -> TableSnapshot:
        return self._adapt(state.snapshot, outcome)

    def _publish(self, shown: TableSnapshot) -> None:
        self.snapshot = shown
        if not self._held:
            self.published.emit(shown)

    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            self.busyChanged.emit(busy)

    def _say_over(self, resync: bool, before: str | None = None) -> None:
        phase = self.snapshot.phase if self.snapshot is not None else None
        if phase in OVER and (resync or before not in OVER):
            self.handOver.emit()
            if phase == "match_over":
                self.matchOver.emit()

    def _put_back(self) -> None:
        """The move shown before its answer did not happen (refused, or the connection dropped)."""
        if self._predicted and self.state is not None:
            self._publish(self._from_state(self.state, None))
        self._predicted = False

    def _done_acting(self) -> None:
        self._acting = None
        self._act_request = None
        self._set_busy(False)

    # ----- what the client tells ---------------------------------------------------------------------

    @Slot(int, object)
    def _on_sent(self, ticket: int, request: Any) -> None:
        if self._acting is not None and self._acting[0] == ticket:
            self._act_request = request
        elif ticket in self._failed_requests and isinstance(request, int):
            self._requests[request] = self._failed_requests.pop(ticket)

    @Slot(int, str)
    def _on_call_refused(self, ticket: int, reason: str) -> None:
        log.info("the table client could not make call %d: %s", ticket, reason)
        if self._acting is not None and self._acting[0] == ticket:
            self._put_back()
            self._done_acting()
            self.refused.emit(translate("Window", "The server refused the move"))

    @Slot()
    def _on_stopped(self) -> None:
        if not self._closing:
            self._closing = True
            self.ended.emit(OW.gone_text(None) if self.code is not None else OW.cannot_connect_text(self.url))

    @Slot(object)
    def _on_event(self, event: Event) -> None:
        if self._closing or not isinstance(event, Event):
            return
        handler = getattr(self, f"_event_{event.kind}", None)
        if handler is not None:
            try:
                handler(event)
            except Exception:                 # noqa: BLE001 (a state the window cannot use: said, never a crash)
                log.exception("an event of the table client could not be used: %r", event)
                self.noticed.emit(translate("Window", "The server sent something this game cannot read: it "
                                                      "was left aside"), True)

    def _event_table(self, event: Event) -> None:
        message = event.message or {}
        code, seat, token = message.get("code"), message.get("seat"), message.get("token")
        if not (isinstance(code, str) and isinstance(seat, int) and isinstance(token, str)):
            return
        self.code, self.seat, self.token = code, seat, token
        if event.request is not None:
            self._requests.pop(event.request, None)
        lobby = message.get("lobby")
        if isinstance(lobby, dict):
            self._take_lobby(lobby)
        self.seated.emit(code, seat, token)

    def _event_lobby(self, event: Event) -> None:
        message = event.message
        if isinstance(message, dict) and message.get("code") in (None, self.code):
            if event.request is not None:
                self._requests.pop(event.request, None)
            self._take_lobby(message)

    def _take_lobby(self, lobby: dict[str, Any]) -> None:
        before, self.lobby = self.lobby, lobby
        if before is not None:
            for line in self._lobby_news(before, lobby):
                self.noticed.emit(line, False)
        self.lobbyChanged.emit(lobby)

    def _lobby_news(self, before: dict[str, Any], after: dict[str, Any]) -> list[str]:
        """What changed at the other seats, in words: a person came, left, dropped, came back, is played for."""
        old = {entry.get("seat"): entry for entry in before.get("seats", []) if isinstance(entry, dict)}
        lines = []
        for entry in after.get("seats", []):
            if not isinstance(entry, dict) or entry.get("seat") == self.seat:
                continue
            was = old.get(entry.get("seat"), {})
            name = entry.get("name") if isinstance(entry.get("name"), str) else was.get("name")
            if not isinstance(name, str) or not name:
                continue
            person, was_person = entry.get("kind") == "person", was.get("kind") == "person"
            if person and not was_person:
                lines.append(OW.sat_down_text(name))
            elif was_person and not person:
                lines.append(OW.stood_up_text(name))
            elif person and was.get("connected") and not entry.get("connected"):
                lines.append(OW.dropped_text(name))
            elif person and entry.get("connected") and not was.get("connected"):
                lines.append(OW.seat_back_text(name))
            if person and entry.get("computer_plays") and not was.get("computer_plays") and after.get("started"):
                lines.append(OW.stand_in_text(name))
        return lines

    def _event_state(self, event: Event) -> None:
        state = event.state
        if state is None:
            return
        first = self.state is None
        before = self.state.snapshot.phase if self.state is not None else None
        self.state = state
        self._deadline = None if state.turn_deadline is None else time.monotonic() + state.turn_deadline
        outcome = None if event.resync else event.outcome
        mine = self._acting is not None and outcome is not None and outcome.seat == state.seat \
            and outcome.action == self._acting[1]
        if mine or event.resync or (self._acting is not None and not state.snapshot.can_act
                                    and state.snapshot.seat_to_move != state.seat):
            shown_before = self._predicted
            self._predicted = False
            self._done_acting()
            if mine and shown_before:
                outcome = None                    # shown already: the server's table replaces it quietly
        if first:
            self.snapshot = self._from_state(state, None)
            self.started.emit()
            return
        self._publish(self._from_state(state, outcome))
        self._say_over(event.resync, before)

    def _event_timeout(self, event: Event) -> None:
        seat = (event.message or {}).get("seat")
        shown = self.snapshot
        if shown is None or not isinstance(seat, int) or not 0 <= seat < shown.players:
            return
        self.noticed.emit(OW.timeout_text(None if seat == self.seat else shown.names[seat]), seat == self.seat)

    def _event_error(self, event: Event) -> None:
        error = event.error
        if error is None:
            return
        if error.code == "bad_frame":
            log.warning("a frame from the server was left aside: %s", error.message)
            return
        acting = self._acting is not None and (event.request is None or event.request == self._act_request
                                                or self._act_request is None)
        if acting and error.code in ("illegal", "not_your_turn", "offline", "not_started", "too_fast", "server"):
            self._put_back()
            self._done_acting()
            self.refused.emit(OW.refused_move_text(error.code, error.template, error.params))
            return
        kind = self._requests.pop(event.request, None) if event.request is not None else None
        if kind is not None or self.state is None:
            self.failed.emit(OW.refused_request_text(error.code))
        else:
            self.refused.emit(OW.refused_move_text(error.code, error.template, error.params))

    def _event_lost(self, _event: Event) -> None:
        if self.code is None:
            return
        self._put_back()
        self._done_acting()
        self.noticed.emit(OW.lost_text(), True)

    def _event_reconnecting(self, event: Event) -> None:
        if self.code is not None:
            self.noticed.emit(OW.lost_text(event.delay), True)

    def _event_reconnected(self, _event: Event) -> None:
        self.noticed.emit(OW.back_text(), False)

    def _event_gone(self, event: Event) -> None:
        self._closing = True
        self.ended.emit(OW.gone_text(event.error.code if event.error is not None else None))

    def _event_closed(self, event: Event) -> None:
        if self._closing:
            return
        self._closing = True
        self.ended.emit(OW.cannot_connect_text(self.url) if self.code is None else OW.gone_text(None))

    def _event_left(self, _event: Event) -> None:
        self.code = self.seat = self.token = None
