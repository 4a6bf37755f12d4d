"""The server's state: its tables by invite code, its connections, and the requests routed to them.

A `Connection` is one client: its name after `hello`, the seat it holds, its rate limit; what it is
sent goes to its socket at once, never waited for (a client that stops reading is closed once too
much waits for it). `Hub.handle` answers one request; the tables do the rest.
"""

from __future__ import annotations

import asyncio
import logging
import time
from dataclasses import dataclass
from typing import Any

from websockets.asyncio.server import broadcast

from buraco_qt import __version__

from . import credentials, protocol
from .limits import PerAddress, RateLimit
from .protocol import ProtocolError
from .store import TableStore
from .table import Table
from .thinker import Workers

log = logging.getLogger("buraco_qt.server")
#: Bytes waiting for a client past which it is closed (it does not read what it is sent).
MAX_UNSENT = 1024 * 1024


@dataclass
class Limits:
    """What the server allows (the command line's options)."""

    max_tables: int = 10_000
    tables_per_address: int = 20
    connections_per_address: int = 50
    rate: float = 20.0                 # messages a second per connection, on average
    burst: int = 40
    too_fast_closes: int = 20          # refusals in a row that close the connection
    bad_closes: int = 10               # bad messages that close the connection
    hello_seconds: float = 10.0        # time from the connection to its hello


class Connection:
    """One client connection: what it said it is, the seat it holds, its limits, its closing."""

    def __init__(self, websocket: Any, address: str, limits: Limits) -> None:
        self.websocket = websocket
        self.address = address
        self.name: str | None = None
        self.table: Table | None = None
        self.rate = RateLimit(limits.rate, limits.burst)
        self.bad = 0
        self.closing: str | None = None
        #: The closing handshake, once the connection is being closed.
        self.closer: asyncio.Task | None = None

    def post(self, message: dict[str, Any]) -> None:
        """Send a message now: written to the socket, or to its buffer (a client too far behind is closed)."""
        if self.closing is not None:
            return
        if self.websocket.transport.get_write_buffer_size() > MAX_UNSENT:
            self.close(1008, "too far behind")
            return
        broadcast((self.websocket,), protocol.encode(message))

    def close(self, code: int, reason: str) -> None:
        """Close the connection after what was sent."""
        if self.closing is None:
            self.closing = reason
            self.closer = asyncio.get_running_loop().create_task(self.websocket.close(code, reason))

    def detach(self, reason: str) -> None:
        """The seat went to another connection: this one is told and closed."""
        self.table = None
        self.post({"type": "error", "code": "bad_token", "message": reason, "params": {}})
        self.close(1008, "seat taken over")


class Hub:
    """The tables and the connections of one server process."""

    def __init__(self, store: TableStore | None, workers: Workers, limits: Limits, *, grace_seconds: float = 30.0,
                 ai_delay: float = 0.5, hand_pause: float = 10.0) -> None:
        self.store = store
        self.workers = workers
        self.limits = limits
        self.grace_seconds = grace_seconds
        self.ai_delay = ai_delay
        self.hand_pause = hand_pause
        self.tables: dict[str, Table] = {}
        self.connections: set[Connection] = set()
        self.per_address = PerAddress(limits.connections_per_address)
        self.tables_per_address = PerAddress(limits.tables_per_address)
        self.moves = 0
        self.behind_proxy = False             # a client's address is the proxy's X-Forwarded-For
        self._serials = iter(range(1, 1 << 62))
        self.started_at = time.monotonic()

    # ----- the disk ----------------------------------------------------------------------------

    def store_save(self, table: Table) -> None:
        """Write `table` whole (when the server has a data folder)."""
        if self.store is not None:
            self.store.save(table.code, table.record())

    def store_moved(self, table: Table, action: str) -> None:
        """Write a move of `table`: a line of the journal, or the table whole when a snapshot is due."""
        store = self.store
        if store is None:
            return
        if store.due(table.code):
            store.save(table.code, table.record())
            return
        for code in store.append(table.code, table.seq, table.moves, action):
            idle = self.tables.get(code)          # its snapshot lets an old journal segment go
            if idle is not None:
                store.save(code, idle.record())

    def store_remove(self, table: Table) -> None:
        """Forget `table` on the disk."""
        if self.store is not None:
            self.store.remove(table.code)

    def restore(self) -> int:
        """Bring back every table of the data folder (its file, then its moves of the journal); how many."""
        if self.store is None:
            return 0

        def read(record: Any) -> Table:
            table = Table.from_record(self, next(self._serials), record)
            self.tables[table.code] = table
            return table

        def replay(code: str, move: dict[str, Any]) -> None:
            table = self.tables.get(code)
            if table is not None:
                table.replay(move)

        self.store.load_all(read, replay)
        for table in list(self.tables.values()):
            if table.game is not None and table.game.phase == "match_over":
                self.tables.pop(table.code)
                self.store_remove(table)
                continue
            self.store_save(table)           # its newest state becomes its file
            log.info("%s restored: %s, %d players, %s, %d moves", table.label(), table.variant.name,
                     table.players, "started" if table.started else "in its lobby", table.moves)
        self.store.begin_journal()
        return len(self.tables)

    # ----- tables ------------------------------------------------------------------------------

    def close_table(self, table: Table, reason: str) -> None:
        """End a table (everybody left): its timers stop, its players are forgotten, its file goes."""
        table.stop()
        self.tables.pop(table.code, None)
        self.store_remove(table)
        self.tables_per_address.remove(table.address) if table.address else None
        log.info("%s closed: %s", table.label(), reason)

    def finished(self, table: Table) -> None:
        """A match is over: the table is cleared once its clients have seen the end (its players forgotten)."""
        for seat in table.seats:
            if seat.connection is not None:
                seat.connection.table = None
                seat.connection = None
        table.stop()
        self.tables.pop(table.code, None)
        if table.address:
            self.tables_per_address.remove(table.address)

    # ----- requests ----------------------------------------------------------------------------

    def handle(self, connection: Connection, message: dict[str, Any], request_id: Any) -> None:
        """Answer one request (ProtocolError: refused, nothing changed)."""
        kind = message["type"]
        if connection.name is None and kind != "hello":
            raise ProtocolError("hello_first")
        handler = getattr(self, f"_on_{kind}", None) if kind in REQUESTS else None
        if handler is None:
            raise ProtocolError("unknown_type", type=kind[:40])
        handler(connection, message, request_id)

    def _reply(self, connection: Connection, message: dict[str, Any], request_id: Any) -> None:
        if request_id is not None:
            message["id"] = request_id
        connection.post(message)

    def _on_hello(self, connection: Connection, message: dict[str, Any], request_id: Any) -> None:
        if message.get("protocol") != protocol.PROTOCOL:
            connection.post(ProtocolError("version", protocol=protocol.PROTOCOL).message(request_id))
            connection.close(1008, "protocol version")
            return
        if connection.name is not None:
            raise protocol.bad("hello comes once")
        connection.name = protocol.name_field(message)
        self._reply(connection, {"type": "welcome", "protocol": protocol.PROTOCOL,
                                 "server": f"buraco-server {__version__}"}, request_id)

    def _free(self, connection: Connection) -> None:
        if connection.table is not None:
            raise ProtocolError("already_seated")

    def _on_create_table(self, connection: Connection, message: dict[str, Any], request_id: Any) -> None:
        self._free(connection)
        request = protocol.table_request(message)
        if len(self.tables) >= self.limits.max_tables:
            raise ProtocolError("limit", reason="the server has as many tables as it can hold")
        if self.tables_per_address.full(connection.address):
            raise ProtocolError("limit", reason="your address has as many tables as it may open")
        code = credentials.new_code(self.tables)
        table = Table(self, code, next(self._serials), request["variant"], request["players"],
                      ["open", *request["seats"]], request["turn_seconds"], connection.address,
                      deal=request["deal"], starter=request["starter"])
        self.tables[code] = table
        self.tables_per_address.add(connection.address)
        log.info("%s created by %s: %s, %d players, seats %s", table.label(), connection.address,
                 table.variant.name, table.players, ",".join(request["seats"]))
        self._seated(connection, table, *table.sit(connection, 0), request_id)

    def _seated(self, connection: Connection, table: Table, seat: int, token: str, request_id: Any) -> None:
        connection.table = table
        self._reply(connection, {"type": "table", "code": table.code, "seat": seat, "token": token,
                                 "lobby": table.lobby()}, request_id)

    def _table(self, message: dict[str, Any]) -> Table:
        table = self.tables.get(credentials.normal_code(protocol.code_field(message)))
        if table is None:
            raise ProtocolError("no_table")
        return table

    def _on_join(self, connection: Connection, message: dict[str, Any], request_id: Any) -> None:
        self._free(connection)
        table = self._table(message)
        seat = protocol.seat_field(message, table.players)
        seat, token = table.sit(connection, seat)
        self._seated(connection, table, seat, token, request_id)

    def _on_rejoin(self, connection: Connection, message: dict[str, Any], request_id: Any) -> None:
        self._free(connection)
        token = protocol.field(message, "token", str)
        table = self._table(message)
        if len(token) > 100:
            raise ProtocolError("bad_token")
        seat, fresh = table.rejoin(connection, token)
        self._seated(connection, table, seat, fresh, request_id)
        if table.started:
            table.go_on()                    # a table restored or left alone goes on (its clock too)
            connection.post(table.state_for(seat))

    def _seated_table(self, connection: Connection) -> Table:
        if connection.table is None:
            raise ProtocolError("not_seated")
        return connection.table

    def _on_start(self, connection: Connection, message: dict[str, Any], request_id: Any) -> None:
        self._seated_table(connection).start(connection)

    def _on_set_seat(self, connection: Connection, message: dict[str, Any], request_id: Any) -> None:
        table = self._seated_table(connection)
        seat, kind = protocol.set_seat_request(message, table.players)
        table.set_seat(connection, seat, kind)
        self._reply(connection, table.lobby(), request_id)

    def _on_act(self, connection: Connection, message: dict[str, Any], request_id: Any) -> None:
        table = self._seated_table(connection)
        table.act(connection, protocol.action_field(message))

    def _on_leave(self, connection: Connection, message: dict[str, Any], request_id: Any) -> None:
        table = self._seated_table(connection)
        connection.table = None
        table.leave(connection)
        self._reply(connection, {"type": "left", "code": table.code}, request_id)

    def disconnected(self, connection: Connection) -> None:
        """A connection ended: its seat is kept for it."""
        self.connections.discard(connection)
        table, connection.table = connection.table, None
        if table is not None and table.code in self.tables:
            try:
                table.dropped(connection)
            except ProtocolError:
                pass

    # ----- status ------------------------------------------------------------------------------

    def status(self) -> dict[str, Any]:
        """What the status line says."""
        return {"tables": len(self.tables), "started": sum(t.started for t in self.tables.values()),
                "connections": len(self.connections), "moves": self.moves,
                "decisions": self.workers.decisions}


REQUESTS = ("hello", "create_table", "join", "rejoin", "start", "act", "leave", "set_seat")

