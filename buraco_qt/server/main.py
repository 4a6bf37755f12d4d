"""`buraco-server`: the command line, the websocket listener, each connection's reading loop, the status line.

The first line on stdout is ``listening on ws://HOST:PORT/`` (``wss://`` with a certificate), printed
once connections are accepted; the log (one line per table event, and the status line) goes to
stderr. SIGTERM and Ctrl+C stop it with every table on the disk; a SIGKILL loses nothing either
(`store`).
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import logging
import os
import signal
import ssl
import sys
import time
from collections.abc import Sequence
from http import HTTPStatus
from pathlib import Path
from typing import Any

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from . import protocol
from .hub import Connection, Hub, Limits
from .protocol import ProtocolError
from .store import TableStore
from .thinker import Workers

log = logging.getLogger("buraco_qt.server")
#: Python's collector: the youngest generation is collected every 20000 allocations (700 by default),
#: a full collection after 100 of the middle one's (10).
GC_THRESHOLDS = (20_000, 20, 100)


def default_data() -> Path:
    """Where the tables are kept without --data: ``$XDG_DATA_HOME/buraco-qt/server``."""
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "buraco-qt" / "server"


def parse_arguments(argv: Sequence[str] | None) -> argparse.Namespace:
    """The command line."""
    parser = argparse.ArgumentParser(prog="buraco-server", description="The buraco-qt table server (docs/server.md).")
    parser.add_argument("--host", default="127.0.0.1", help="the address to listen on (default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=8765, help="the port (0: a free one; default 8765)")
    parser.add_argument("--data", type=Path, default=None, help="the folder of the tables (default %(default)s)")
    parser.add_argument("--no-data", action="store_true", help="keep the tables in memory only")
    parser.add_argument("--certfile", help="TLS certificate chain (PEM): the server speaks wss://")
    parser.add_argument("--keyfile", help="the certificate's private key (PEM)")
    parser.add_argument("--workers", type=int, default=max(1, (os.cpu_count() or 2) - 1),
                        help="processes where the computer seats think")
    parser.add_argument("--ai-delay", type=float, default=0.7, help="seconds before a computer's move (default 0.7)")
    parser.add_argument("--grace", type=float, default=30.0,
                        help="seconds a dropped person keeps playing their seat before a computer does (default 30)")
    parser.add_argument("--hand-pause", type=float, default=10.0,
                        help="seconds after a hand before the next is dealt, unless a player asks sooner (default 10)")
    parser.add_argument("--handshake-timeout", type=float, default=10.0,
                        help="seconds a connection has to open and say hello (default 10)")
    parser.add_argument("--max-tables", type=int, default=Limits.max_tables)
    parser.add_argument("--max-tables-per-address", type=int, default=Limits.tables_per_address)
    parser.add_argument("--max-connections-per-address", type=int, default=Limits.connections_per_address)
    parser.add_argument("--rate", type=float, default=Limits.rate, help="messages a second per connection")
    parser.add_argument("--burst", type=int, default=Limits.burst, help="messages a connection may send at once")
    parser.add_argument("--behind-proxy", action="store_true",
                        help="a reverse proxy connects: a client's address is the last of X-Forwarded-For")
    parser.add_argument("--status-every", type=float, default=60.0,
                        help="seconds between status lines on stderr (0: none; default 60)")
    parser.add_argument("--log-level", default="INFO", choices=("DEBUG", "INFO", "WARNING", "ERROR"))
    args = parser.parse_args(argv)
    if bool(args.certfile) != bool(args.keyfile):
        parser.error("--certfile and --keyfile go together")
    if not 0 <= args.port <= 65535:
        parser.error("--port is 0 to 65535")
    return args


def tls_context(certfile: str, keyfile: str) -> ssl.SSLContext:
    """A server TLS context of the standard `ssl` module (TLS 1.2 or newer)."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.load_cert_chain(certfile, keyfile)
    return context


def client_address(websocket: ServerConnection, behind_proxy: bool) -> str:
    """The client's address: the peer's, or behind a reverse proxy the last one of its X-Forwarded-For."""
    if behind_proxy and websocket.request is not None:
        forwarded = websocket.request.headers.get("X-Forwarded-For", "")
        if forwarded.strip():
            return forwarded.split(",")[-1].strip()[:64]
    return str(websocket.remote_address[0]) if websocket.remote_address else "?"


async def read_client(hub: Hub, websocket: ServerConnection) -> None:
    """One connection: hello first, then request after request, each answered or refused."""
    address = client_address(websocket, hub.behind_proxy)
    limits = hub.limits
    if hub.per_address.full(address):
        await websocket.close(1008, "too many connections from this address")
        return
    connection = Connection(websocket, address, limits)
    hub.per_address.add(address)
    hub.connections.add(connection)
    try:
        deadline = time.monotonic() + limits.hello_seconds
        while connection.closing is None:
            if connection.name is not None:
                frame = await websocket.recv()
            else:
                try:
                    frame = await asyncio.wait_for(websocket.recv(), max(0.0, deadline - time.monotonic()))
                except TimeoutError:
                    connection.close(1008, "no hello in time")
                    break
            if not connection.rate.allow():
                connection.post(ProtocolError("too_fast").message())
                if connection.rate.refused_in_a_row >= limits.too_fast_closes:
                    connection.close(1008, "too fast")
                continue
            request_id = None
            try:
                message, request_id = protocol.read_frame(frame)
                hub.handle(connection, message, request_id)
            except ProtocolError as error:
                connection.post(error.message(request_id))
                if error.code in ("bad_message", "unknown_type", "hello_first"):
                    connection.bad += 1
                    if connection.bad >= limits.bad_closes:
                        connection.close(1008, "too many bad messages")
            except Exception:
                log.exception("request failed: %r", frame[:200])
                connection.post({"type": "error", "code": "server", "message": "the server failed on this request",
                                 "params": {}, **({"id": request_id} if request_id is not None else {})})
        if connection.closer is not None:
            await asyncio.wait_for(connection.closer, 10)
    except (TimeoutError, ConnectionClosed):
        pass
    finally:
        hub.per_address.remove(address)
        hub.disconnected(connection)


def refuse_crowds(hub: Hub):
    """The opening handshake's check: an address with too many connections gets HTTP 429."""
    def process_request(websocket: ServerConnection, request: Any) -> Any:
        address = client_address(websocket, hub.behind_proxy)
        if hub.per_address.full(address):
            return websocket.respond(HTTPStatus.TOO_MANY_REQUESTS, "too many connections from this address\n")
        return None
    return process_request


async def status_lines(hub: Hub, every: float) -> None:
    """A line on stderr every `every` seconds: tables, connections, moves per second."""
    moves, then = hub.moves, time.monotonic()
    while True:
        await asyncio.sleep(every)
        now = time.monotonic()
        status = hub.status()
        log.info("status: %d tables (%d started), %d connections, %.1f moves/s, %d computer decisions",
                 status["tables"], status["started"], status["connections"],
                 (hub.moves - moves) / max(now - then, 1e-9), status["decisions"])
        moves, then = hub.moves, now


def calm_collector() -> None:
    """Fewer, shorter pauses of Python's collector among thousands of tables and connections: what
    exists at the start is set aside for good, and collections come after more allocations (in the
    load benchmark's client, holding 2000 connections, a full collection stalled everything up to 170 ms)."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(GC_THRESHOLDS[0], GC_THRESHOLDS[1], GC_THRESHOLDS[2])


async def run(args: argparse.Namespace) -> int:
    """Serve until SIGTERM or SIGINT."""
    store = None if args.no_data else TableStore(args.data or default_data())
    workers = Workers(args.workers)
    limits = Limits(max_tables=args.max_tables, tables_per_address=args.max_tables_per_address,
                    connections_per_address=args.max_connections_per_address, rate=args.rate, burst=args.burst,
                    hello_seconds=args.handshake_timeout)
    hub = Hub(store, workers, limits, grace_seconds=args.grace, ai_delay=args.ai_delay, hand_pause=args.hand_pause)
    hub.behind_proxy = args.behind_proxy
    restored = hub.restore()
    context = tls_context(args.certfile, args.keyfile) if args.certfile else None
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, stop.set)
    server = await serve(lambda websocket: read_client(hub, websocket), args.host, args.port,
                         max_size=protocol.MAX_FRAME, open_timeout=args.handshake_timeout,
                         process_request=refuse_crowds(hub), ssl=context, compression=None,
                         ping_interval=20, ping_timeout=20, close_timeout=2)
    calm_collector()
    port = server.sockets[0].getsockname()[1]
    host = args.host if ":" not in args.host else f"[{args.host}]"
    print(f"listening on {'wss' if context else 'ws'}://{host}:{port}/", flush=True)
    log.info("buraco-server on port %d: %d tables restored, data in %s", port, restored,
             "memory only" if store is None else store.folder)
    status = loop.create_task(status_lines(hub, args.status_every)) if args.status_every > 0 else None
    await stop.wait()
    log.info("stopping: %d tables kept", len(hub.tables))
    server.close()
    for table in list(hub.tables.values()):
        table.stop()
    await server.wait_closed()
    if status is not None:
        status.cancel()
    await workers.close()
    if store is not None:
        store.close()
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """The console script `buraco-server`."""
    args = parse_arguments(argv)
    logging.basicConfig(level=args.log_level, stream=sys.stderr, format="%(asctime)s %(message)s")
    logging.getLogger("websockets").setLevel(logging.WARNING)
    try:
        return asyncio.run(run(args))
    except OSError as error:
        print(f"buraco-server: {error}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
