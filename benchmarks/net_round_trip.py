"""The table client's round trip over loopback: one client at a table with three computer seats on a
local `buraco-server`, playing its own moves at once.

For each of the client's moves: the time from the request to the `state` event that shows it, p50,
p99 and max. By default the client is `python -m buraco_qt.net.worker`, as the window runs it (the
events come back pickled through a pipe; this process only unpickles them, as the window's thread
would, and that is timed too); `--thread` runs `TableClient` in this process, its events in a queue,
and times the reading of each state into its records (`remote_table.read_state`, in the client's
thread). The server runs with its data folder (every move written) and `--ai-delay 0`.

    python3 benchmarks/net_round_trip.py [--thread] [--preset cardcol] [--moves 400] [--seed 1]
"""

from __future__ import annotations

import argparse
import queue
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pickle  # noqa: E402

from buraco_qt.net import remote_table  # noqa: E402
from buraco_qt.net.worker import HEADER, encode  # noqa: E402
from buraco_qt.server.client import ServerProcess, choose  # noqa: E402


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def shown(name: str, seconds: list[float]) -> str:
    ms = [value * 1000 for value in seconds]
    return (f"{name} ({len(ms)}): p50 {statistics.median(ms):.2f} ms, p99 {percentile(ms, 0.99):.2f} ms, "
            f"max {max(ms):.2f} ms")


class InThread:
    """TableClient in this process."""

    def __init__(self, url: str, reads: list[float]) -> None:
        from buraco_qt.net import client as client_module
        timed = remote_table.read_state

        def read_state(message, lobby=None):
            began = time.perf_counter()
            try:
                return timed(message, lobby)
            finally:
                reads.append(time.perf_counter() - began)
        client_module.read_state = read_state
        self.events: queue.Queue = queue.Queue()
        self.client = client_module.TableClient(url, "Ana", self.events.put)

    def call(self, method: str, **fields) -> None:
        getattr(self.client, method)(**fields)

    def event(self):
        return self.events.get(timeout=60)

    def close(self) -> None:
        self.client.close()


class InWorker:
    """The worker process, as the window runs it; the events unpickled here."""

    def __init__(self, url: str, loads: list[float]) -> None:
        self.process = subprocess.Popen([sys.executable, "-m", "buraco_qt.net.worker"], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE)
        self.loads = loads
        self.tickets = iter(range(1, 1 << 30))
        self._write(("start", url, "Ana", {}))

    def _write(self, message: object) -> None:
        self.process.stdin.write(encode(message))
        self.process.stdin.flush()

    def call(self, method: str, **fields) -> None:
        self._write((method, next(self.tickets), fields))

    def event(self):
        while True:
            header = self.process.stdout.read(HEADER.size)
            data = self.process.stdout.read(HEADER.unpack(header)[0])
            began = time.perf_counter()
            frame = pickle.loads(data)
            if frame[0] == "event":
                if frame[1].kind == "state":
                    self.loads.append(time.perf_counter() - began)
                return frame[1]

    def close(self) -> None:
        self.process.stdin.close()
        self.process.wait(20)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--thread", action="store_true", help="TableClient in this process, not the worker")
    parser.add_argument("--preset", default="cardcol")
    parser.add_argument("--moves", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    work: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        server = ServerProcess("--data", folder, "--ai-delay", "0", "--hand-pause", "0", "--workers", "1",
                               "--status-every", "0", "--rate", "100000", "--burst", "100000")
        client = InThread(server.url, work) if args.thread else InWorker(server.url, work)
        try:
            client.call("connect")
            client.call("create_table", preset=args.preset, players=4, seats=["ai:easy"] * 3, target=100_000)
            client.call("start")
            rng = random.Random(args.seed)
            trips: list[float] = []
            sent: float | None = None
            seat = None
            while len(trips) < args.moves:
                event = client.event()
                if event.kind == "error":
                    print("error:", event.error)
                if event.kind == "table":
                    seat = event.message["seat"]
                if event.kind != "state":
                    continue
                if sent is not None and event.outcome is not None and event.outcome.seat == seat:
                    trips.append(time.perf_counter() - sent)
                    sent = None
                snapshot = event.state.snapshot
                if snapshot.can_act:                 # (the server deals the next hand by itself: --hand-pause 0)
                    sent = time.perf_counter()
                    client.call("act", action=choose([str(action) for action in snapshot.legal], rng))
        finally:
            client.close()
            server.stop()
    where = "TableClient in this process" if args.thread else "the worker process"
    print(f"{args.preset}, {where}:")
    print("  " + shown("request to the state that shows the move", trips))
    print("  " + shown("reading a state into its records, in the client's thread" if args.thread
                       else "unpickling a state event, in the window's thread", work))


if __name__ == "__main__":
    main()
