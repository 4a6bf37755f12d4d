"""One table of the server: its lobby (seats, the host, tokens), its match, who plays each seat now.

The match is the window's own `session.match.Match`: the table gives it the event loop as its clock
(`clock.LoopClock`), the worker processes as its thinker (`thinker.TableThinker`), and listens to its
moves. A person's `act` is the match's `request`; a computer seat, or a computer standing in for a
person (dropped past the grace time, left, or out of turn time: the table hands the seat to
`ai:normal` with `set_seat` and back), is asked by the match, and its answer passes the turn guard,
so no seat can stall the table. Each move is written to the store, then every connected seat is sent
what it may see (`views`). A table where nobody is connected waits (its match is held).
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
import time
from typing import TYPE_CHECKING, Any

from buraco_qt import rules as R
from buraco_qt.ai import LEVELS
from buraco_qt.rules import messages as M
from buraco_qt.session.match import Match
from buraco_qt.storage import persistence

from . import credentials, views
from .clock import LoopClock
from .protocol import ProtocolError
from .thinker import TableThinker

if TYPE_CHECKING:
    from .hub import Connection, Hub

FORMAT = "buraco-server-table"
VERSION = 1
#: The level of a computer that plays for a person (dropped, left, out of time) and of a seat still open at the start.
STAND_IN = "normal"
PLAYING = ("draw", "play")
log = logging.getLogger("buraco_qt.server")


class Seat:
    """One seat: who it is for, its name, its token's digest, its connection now."""

    def __init__(self, kind: str, name: str | None = None, token: str | None = None) -> None:
        self.kind = kind                      # "person", "ai:<level>", "open"
        self.name = name
        self.token = token                    # the digest of its token (credentials.digest)
        self.connection: Connection | None = None
        self.left = False                     # the person left: a computer plays from then on
        self.stand_in = False                 # the person dropped past the grace time: a computer plays
        self.grace: asyncio.TimerHandle | None = None

    @property
    def person(self) -> bool:
        """A person sits here (connected or not)."""
        return self.kind == "person"

    def shown_name(self, seat: int) -> str:
        """The name the table shows."""
        if self.person:
            return self.name or f"Player {seat + 1}"
        if self.kind == "open":
            return "Open seat"
        return f"Computer ({self.kind[3:]})"

    def to_data(self) -> dict[str, Any]:
        """Plain JSON data (the token as its digest)."""
        return {"kind": self.kind, "name": self.name, "token": self.token, "left": self.left}


class Table:
    """A table: lobby, match, timers; the hub routes the requests of its seats here (and its match's
    moves: it is the match's listener)."""

    def __init__(self, hub: Hub, code: str, serial: int, variant: R.Variant, players: int, kinds: list[str],
                 turn_seconds: float | None, address: str = "", *, deal: int | None = None,
                 starter: int | None = None) -> None:
        self.hub = hub
        self.code = code
        self.serial = serial                  # the table's number in the log (the code is a secret)
        self.variant = variant
        self.players = players
        self.seats = [Seat(kind) for kind in kinds]
        self.host = 0
        self.turn_seconds = turn_seconds
        self.address = address
        #: The first hand's deal number and starter the host chose (None: drawn, as in any match).
        self.deal = deal
        self.starter = starter
        self.started = False
        self.game: R.Game | None = None
        self.ai_seed = secrets.randbits(30)
        self.seq = 0
        self.moves = 0
        self.finished = False
        self.match: Match | None = None
        self.clock = LoopClock()
        self.thinker = TableThinker(hub.workers, code, players, self._answered)
        self._by: str | None = None                        # who makes the move being applied ("person")
        self._replay_stopped = False                       # the journal read back stopped making sense
        self._deadline: float | None = None                # the turn clock (monotonic), if on
        self._turn_timer: asyncio.TimerHandle | None = None
        self._turn: tuple | None = None
        self._clock_turn: tuple | None = None              # the turn a computer finishes for its person

    # ----- the lobby ---------------------------------------------------------------------------

    def label(self) -> str:
        """The table as the log names it."""
        return f"table #{self.serial}"

    def lobby(self) -> dict[str, Any]:
        """The `lobby` message."""
        return {"type": "lobby", "code": self.code, "host": self.host, "started": self.started,
                "variant": self.variant.name, "players": self.players, "turn_seconds": self.turn_seconds,
                "seats": [{"seat": index, "name": seat.name if seat.person else None,
                           "kind": "person" if seat.person else seat.kind,
                           "connected": seat.connection is not None,
                           "computer_plays": self.computer_plays(index) if self.started else False}
                          for index, seat in enumerate(self.seats)]}

    def seat_of(self, connection: Connection) -> int:
        """The seat `connection` holds here."""
        for index, seat in enumerate(self.seats):
            if seat.connection is connection:
                return index
        raise ProtocolError("not_seated")

    def sit(self, connection: Connection, seat: int | None) -> tuple[int, str]:
        """Give `connection` an open seat (`seat`, or the first open one); its number and token."""
        if self.started:
            raise ProtocolError("seat_taken")
        if seat is None:
            seat = next((i for i, s in enumerate(self.seats) if s.kind == "open"), None)
            if seat is None:
                raise ProtocolError("seat_taken")
        if self.seats[seat].kind != "open":
            raise ProtocolError("seat_taken")
        token = credentials.new_token()
        chosen = self.seats[seat]
        chosen.kind, chosen.name, chosen.token = "person", connection.name, credentials.digest(token)
        log.info("%s: %s joined seat %d", self.label(), connection.address, seat)
        self.save()                           # on the disk before anybody is told
        chosen.connection = connection        # counted as connected in the lobby the others get
        self.broadcast_others(seat, self.lobby())   # the newcomer's `table` reply holds the lobby
        return seat, token

    def rejoin(self, connection: Connection, token: str) -> tuple[int, str]:
        """Give `connection` back the seat of `token`; its number and a new token (the old one is spent)."""
        for index, seat in enumerate(self.seats):  # noqa: B007 (the seat found is the loop's last index)
            if seat.person and not seat.left and credentials.matches(token, seat.token):
                break
        else:
            raise ProtocolError("bad_token")
        before = seat.connection
        fresh = credentials.new_token()
        seat.token, seat.connection, seat.name = credentials.digest(fresh), None, connection.name
        if seat.grace is not None:
            seat.grace.cancel()
            seat.grace = None
        seat.stand_in = False
        log.info("%s: %s rejoined seat %d", self.label(), connection.address, index)
        self.save()                           # the old token spent on the disk before anybody is told
        if before is not None and before is not connection:
            before.detach("your seat was taken up by a new connection with its token")
        seat.connection = connection          # counted as connected in the lobby the others get
        connection.table = self
        self.broadcast_others(index, self.lobby())
        return index, fresh

    def broadcast_others(self, index: int, message: dict[str, Any]) -> None:
        """Send `message` to every connected seat but `index`."""
        for other, seat in enumerate(self.seats):
            if other != index and seat.connection is not None:
                seat.connection.post(message)

    def leave(self, connection: Connection) -> None:
        """`connection` leaves its seat: open again before the start, a computer's after it."""
        index = self.seat_of(connection)
        seat = self.seats[index]
        seat.connection = None
        if seat.grace is not None:
            seat.grace.cancel()
            seat.grace = None
        log.info("%s: seat %d left", self.label(), index)
        if not self.started:
            if index == self.host:
                others = [i for i, s in enumerate(self.seats) if s.person and i != index]
                if not others:
                    seat.kind, seat.name, seat.token = "open", None, None
                    self.hub.close_table(self, "its host left before the start")
                    return
                self.host = others[0]
            seat.kind, seat.name, seat.token = "open", None, None
        else:
            seat.left, seat.token = True, None
            if all(s.left for s in self.seats if s.person):
                self.hub.close_table(self, "every person left")
                return
        self.save()
        self.changed_lobby()
        if self.started:
            self.go_on()

    def set_seat(self, connection: Connection, seat: int, kind: str) -> None:
        """The host makes a seat nobody sits at open or a computer's (before the start); the others are told."""
        if self.seat_of(connection) != self.host:
            raise ProtocolError("not_host")
        if self.started:
            raise ProtocolError("started")
        if self.seats[seat].person:
            raise ProtocolError("seat_taken")
        self.seats[seat].kind = kind
        log.info("%s: seat %d is %s", self.label(), seat, kind)
        self.save()
        self.broadcast_others(self.host, self.lobby())   # the host's answer is the lobby

    def dropped(self, connection: Connection) -> None:
        """The connection of a seat went away: the seat is kept; past the grace time a computer plays it."""
        index = self.seat_of(connection)
        seat = self.seats[index]
        seat.connection = None
        log.info("%s: seat %d dropped", self.label(), index)
        if self.started and not self.finished:
            seat.grace = asyncio.get_running_loop().call_later(self.hub.grace_seconds, self._grace_over, index)
        self.changed_lobby()
        if self.started:
            self.go_on()                          # the last one gone: the table waits

    def _grace_over(self, index: int) -> None:
        seat = self.seats[index]
        seat.grace = None
        if seat.connection is None and not self.finished:
            seat.stand_in = True
            log.info("%s: seat %d away past the grace time: a computer plays it", self.label(), index)
            self.changed_lobby()
            self.go_on()

    def changed_lobby(self) -> None:
        """Send every seat the lobby."""
        self.broadcast(lambda _seat: self.lobby())

    # ----- the match ---------------------------------------------------------------------------

    def start(self, connection: Connection) -> None:
        """The host starts the match: open seats become computers."""
        if self.seat_of(connection) != self.host:
            raise ProtocolError("not_host")
        if self.started:
            raise ProtocolError("started")
        for seat in self.seats:
            if seat.kind == "open":
                seat.kind = f"ai:{STAND_IN}"
        self.game = R.new_game(self.variant, self.players, seed=secrets.randbits(62), deal=self.deal,
                               starter=self.starter)
        self.started = True
        self._make_match()
        log.info("%s started: %s, %d players, seats %s", self.label(), self.variant.name, self.players,
                 ",".join(seat.kind for seat in self.seats))
        self.seq += 1
        self._update_clock()
        self.save()
        self.changed_lobby()
        self.broadcast(self.state_for)
        self.go_on()

    def _make_match(self) -> None:
        assert self.game is not None
        self.match = Match(self.game, [self._kind(seat) for seat in range(self.players)], clock=self.clock,
                           thinker=self.thinker, listener=self, speed_ms=round(self.hub.ai_delay * 1000),
                           ai_seed=self.ai_seed, auto_next_hand=True, hand_pause_ms=round(self.hub.hand_pause * 1000))

    def act(self, connection: Connection, action: R.Action) -> None:
        """A person's move: applied when it is this seat's to make and the engine accepts it."""
        seat = self.seat_of(connection)
        game, match = self.game, self.match
        if game is None or match is None:
            raise ProtocolError("not_started")
        if isinstance(action, R.NextHand):
            if game.phase != "hand_over":
                raise ProtocolError("illegal", reason="the hand is not over", template="the hand is not over")
        elif game.phase not in PLAYING or game.seat_to_move != seat or self.computer_plays(seat):
            raise ProtocolError("not_your_turn")
        self._by = "person"
        try:
            refusal = match.request(action, seat)
        except R.RulesError as error:
            refusal = error.template, error.params
        finally:
            self._by = None
        if refusal is not None:
            template, params = refusal
            if template in (M.NOT_YOUR_TURN, M.HAND_OVER):
                raise ProtocolError("not_your_turn")
            raise ProtocolError("illegal", reason=template.format(**params), template=template, **params)

    def computer_plays(self, seat: int) -> bool:
        """A computer makes this seat's moves now."""
        chosen = self.seats[seat]
        if not chosen.person:
            return True
        return chosen.left or chosen.stand_in or (self._clock_turn is not None and self._clock_turn == self._turn
                                                 and self.game is not None and self.game.seat_to_move == seat)

    def _kind(self, seat: int) -> str:
        """The seat's kind for the match: its computer's, the stand-in's, or "human"."""
        chosen = self.seats[seat]
        if not chosen.person:
            return chosen.kind
        return f"ai:{STAND_IN}" if self.computer_plays(seat) else "human"

    def go_on(self) -> None:
        """The match goes on with who plays each seat now; while nobody is connected, it waits."""
        match = self.match
        if match is None or self.finished:
            return
        if not self._people_here():
            match.cancel()                    # nobody is at the table: it waits for someone to rejoin
            return
        self._update_clock()                  # a restored table's clock starts again with its first rejoin
        for seat in range(self.players):
            match.set_seat(seat, self._kind(seat))
        if not match.busy:
            match.go_on()

    def _answered(self, ticket: int, seat: int, text: str, error: str) -> None:
        if self.match is not None:
            self.match.answer(ticket, seat, text, error)

    # ----- what the match tells (MatchListener) ------------------------------------------------

    def moved(self, seat: int, action: R.Action, outcome: R.Outcome) -> None:
        """A move was applied: count it, write the table, tell every seat."""
        by = self._by or self._mover(seat, action)
        self.seq += 1
        self.moves += 1
        self.hub.moves += 1
        game = self.game
        assert game is not None and self.match is not None
        if game.phase == "match_over":
            self.finished = True
        self._update_clock()
        if self.finished:
            self.hub.store_remove(self)
            log.info("%s ended: totals %s, winner team %s, %d moves", self.label(), game.totals, game.winner,
                     self.moves)
        else:
            for index in range(self.players):     # a turn the clock gave a computer is over: the person's again
                self.match.set_seat(index, self._kind(index))
            self.hub.store_moved(self, str(action))
        seq = self.seq
        self.broadcast(lambda receiver: views.moved_message(seq, outcome, receiver, by))
        self.broadcast(self.state_for)
        if self.finished:
            self.hub.finished(self)

    def _mover(self, seat: int, action: R.Action) -> str:
        """Who made a move the match played by itself: `server` (the next deal), `computer`, `clock`, `stand_in`."""
        if isinstance(action, R.NextHand):
            return "server"
        if not self.seats[seat].person:
            return "computer"
        return "clock" if self._clock_turn is not None and self._clock_turn == self._turn else "stand_in"

    def busy_changed(self, busy: bool) -> None:
        """Nothing to do: a client sees whose turn it is in its state."""

    def fell_back(self, problem: str) -> None:
        """A computer's answer was replaced by a legal move: logged."""
        log.info("%s: %s", self.label(), problem)

    # ----- what each seat is sent --------------------------------------------------------------

    def state_for(self, seat: int) -> dict[str, Any]:
        """The `state` message for `seat`."""
        game = self.game
        assert game is not None
        legal = [] if self.computer_plays(seat) and game.phase in PLAYING else views.legal_texts(game, seat)
        left = None if self._deadline is None else max(0.0, round(self._deadline - time.monotonic(), 1))
        names = [chosen.shown_name(index) for index, chosen in enumerate(self.seats)]
        return {"type": "state", "seq": self.seq, "seat": seat,
                "snapshot": views.seat_snapshot(game, seat, names, legal, left)}

    def broadcast(self, message_for) -> None:
        """Send each connected seat its message (`message_for(seat)`)."""
        for index, seat in enumerate(self.seats):
            if seat.connection is not None:
                seat.connection.post(message_for(index))

    def _people_here(self) -> bool:
        return any(seat.connection is not None for seat in self.seats)

    # ----- the turn clock ----------------------------------------------------------------------

    def _update_clock(self) -> None:
        """A new turn starts the turn clock (when the table has one)."""
        game = self.game
        assert game is not None
        turn = (game.hand_number, game.turn, game.seat_to_move) if game.phase in PLAYING else None
        if turn == self._turn:
            return
        self._turn = turn
        self._clock_turn = None
        if self._turn_timer is not None:
            self._turn_timer.cancel()
            self._turn_timer = None
        self._deadline = None
        if turn is not None and self.turn_seconds and self.seats[game.seat_to_move].person:
            self._deadline = time.monotonic() + self.turn_seconds
            self._turn_timer = self.clock.call_later(self.turn_seconds, lambda: self._time_up(turn))

    def _time_up(self, turn: tuple) -> None:
        """The person to move ran out of time: a computer plays the rest of the turn."""
        self._turn_timer = None
        if turn != self._turn or self.finished:
            return
        seat = turn[2]
        log.info("%s: seat %d ran out of time: a computer plays its turn", self.label(), seat)
        self._clock_turn = turn
        self.broadcast(lambda _s: {"type": "timeout", "seat": seat,
                                   "message": "time is up: a computer plays this turn"})
        self.go_on()

    def stop(self) -> None:
        """No more timers or thought (the table is closed or ended, or the server stops); its players are forgotten."""
        for handle in (self._turn_timer, *(seat.grace for seat in self.seats)):
            if handle is not None:
                handle.cancel()
        if self.match is not None:
            self.match.close()
        self.match = None                     # no cycle through the match's listener: the table goes with its
                                              # last reference
        self.thinker.close()
        self.finished = True

    # ----- on the disk -------------------------------------------------------------------------

    def save(self) -> None:
        """Write the table whole to the store."""
        self.hub.store_save(self)

    def replay(self, move: dict[str, Any]) -> None:
        """A move of the journal, read back after the table's file: applied when it follows the table's `seq`
        (an older one is passed over; after a gap or a move the engine refuses, the rest is too)."""
        game = self.game
        seq = move["seq"]
        if game is None or seq <= self.seq:
            return
        if seq == self.seq + 1 and not self._replay_stopped:
            try:
                game.apply(R.parse_action(move["action"]))
                self.seq, self.moves = seq, move["moves"]
                return
            except (R.RulesError, ValueError) as error:
                log.error("%s: move %d of the journal cannot be played (%s)", self.label(), seq, error)
        elif not self._replay_stopped:
            log.error("%s: the journal goes on at move %d after %d", self.label(), seq, self.seq)
        self._replay_stopped = True

    def record(self) -> dict[str, Any]:
        """The table as JSON data: the lobby, and the match in the `.buraco` format."""
        match = None
        if self.game is not None:
            kinds = ["human" if seat.person else seat.kind for seat in self.seats]
            names = [seat.name or "" for seat in self.seats]
            match = persistence.to_data(self.game, persistence.Table.for_match(kinds, names, self.ai_seed))
        return {"format": FORMAT, "version": VERSION, "code": self.code, "variant": self.variant.to_dict(),
                "players": self.players, "host": self.host, "started": self.started, "seq": self.seq,
                "moves": self.moves, "turn_seconds": self.turn_seconds, "ai_seed": self.ai_seed,
                "deal": self.deal, "starter": self.starter,
                "seats": [seat.to_data() for seat in self.seats], "match": match}

    @classmethod
    def from_record(cls, hub: Hub, serial: int, data: Any) -> Table:
        """A table from `record` data, every field checked; ValueError with the reason otherwise."""
        if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != VERSION:
            raise ValueError("not a table of this server")
        code = data.get("code")
        if not isinstance(code, str) or not 1 <= len(code) <= 64 or not code.isalnum():
            raise ValueError("its code is wrong")
        players = data.get("players")
        if players not in (2, 4):
            raise ValueError("its players are wrong")
        try:
            variant = R.Variant.from_dict(data.get("variant"))
        except (TypeError, ValueError, KeyError, AttributeError) as error:
            raise ValueError(f"its variant is wrong ({error})") from None
        seats = data.get("seats")
        if not (isinstance(seats, list) and len(seats) == players and all(isinstance(s, dict) for s in seats)):
            raise ValueError("its seats are wrong")
        kinds = [seat.get("kind") for seat in seats]
        allowed = ("person", "open", *(f"ai:{level}" for level in LEVELS))
        if not all(kind in allowed for kind in kinds):
            raise ValueError("a seat kind is wrong")
        turn_seconds = data.get("turn_seconds")
        if turn_seconds is not None and not (isinstance(turn_seconds, (int, float)) and 0 < turn_seconds <= 3600):
            raise ValueError("its turn clock is wrong")
        deal, starter = data.get("deal"), data.get("starter")
        if not (deal is None or R.is_deal_number(deal)):
            raise ValueError("its deal is wrong")
        if not (starter is None or isinstance(starter, int) and not isinstance(starter, bool)
                and 0 <= starter < players):
            raise ValueError("its starter is wrong")
        table = cls(hub, code, serial, variant, players, kinds, turn_seconds, deal=deal, starter=starter)
        for seat, saved in zip(table.seats, seats):
            name, token, left = saved.get("name"), saved.get("token"), saved.get("left", False)
            if not (name is None or isinstance(name, str) and len(name) <= 100):
                raise ValueError("a seat's name is wrong")
            if not (token is None or isinstance(token, str) and len(token) == 64):
                raise ValueError("a seat's token is wrong")
            seat.name, seat.token, seat.left = name, token, bool(left)
        for name in ("host", "seq", "moves", "ai_seed"):
            if not isinstance(data.get(name), int) or isinstance(data.get(name), bool) or data[name] < 0:
                raise ValueError(f"its {name} is wrong")
        if data["host"] >= players:
            raise ValueError("its host is wrong")
        table.host, table.seq, table.moves, table.ai_seed = data["host"], data["seq"], data["moves"], data["ai_seed"]
        table.started = data.get("started") is True
        match = data.get("match")
        if table.started:
            try:
                saved = persistence.from_text(json.dumps(match))
            except persistence.SaveError as error:
                raise ValueError(f"its match cannot be played on ({error})") from None
            if saved.game.players != players or saved.game.phase == "match_over":
                raise ValueError("its match is not one to play on")
            table.game = saved.game
            table._make_match()
        elif match is not None:
            raise ValueError("a table not started has no match")
        return table

