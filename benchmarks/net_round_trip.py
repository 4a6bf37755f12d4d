"""The table client's round trip over loopback: one `TableClient` at a table with three computer seats on
a local `buraco-server`, the client playing its own moves at once.

For each of the client's moves: the time from `act` (in the owner's thread) to the `state` event that
shows it (delivered to the owner's queue), p50, p99 and max; and the client thread's share of it, the
reading of each state into its `TableSnapshot` and `SeatView` (`remote_table.read_state`). The server
runs with its data folder (every move written) and `--ai-delay 0`.

    python3 benchmarks/net_round_trip.py [--preset cardcol] [--moves 400] [--seed 1]
"""

from __future__ import annotations

import argparse
import queue
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from buraco_qt.net import remote_table  # noqa: E402
from buraco_qt.net.client import TableClient  # noqa: E402
from buraco_qt.server.client import ServerProcess, choose  # noqa: E402


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--preset", default="cardcol")
    parser.add_argument("--moves", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    reads: list[float] = []
    timed_read = remote_table.read_state

    def read_state(message, lobby=None):
        began = time.perf_counter()
        try:
            return timed_read(message, lobby)
        finally:
            reads.append(time.perf_counter() - began)
    import buraco_qt.net.client as client_module
    client_module.read_state = read_state

    with tempfile.TemporaryDirectory() as folder:
        server = ServerProcess("--data", folder, "--ai-delay", "0", "--hand-pause", "0", "--workers", "1",
                               "--status-every", "0", "--rate", "100000", "--burst", "100000")
        events: queue.Queue = queue.Queue()
        client = TableClient(server.url, "Ana", events.put)
        try:
            client.connect().result(10)
            client.create_table(args.preset, 4, ["ai:easy"] * 3, target=100_000).result(10)
            client.start().result(10)
            rng = random.Random(args.seed)
            trips: list[float] = []
            sent: float | None = None
            while len(trips) < args.moves:
                event = events.get(timeout=60)
                if event.kind == "error":
                    print("error:", event.error)
                if event.kind != "state" or event.state.seq != client.seq:
                    continue
                if sent is not None and event.outcome is not None and event.outcome.seat == client.seat:
                    trips.append(time.perf_counter() - sent)
                    sent = None
                snapshot = event.state.snapshot
                if snapshot.can_act:                 # (the server deals the next hand by itself: --hand-pause 0)
                    sent = time.perf_counter()
                    client.act(choose([str(action) for action in snapshot.legal], rng))
        finally:
            client.close()
            server.stop()
    ms = [trip * 1000 for trip in trips]
    read_ms = [read * 1000 for read in reads]
    print(f"{args.preset}: {len(ms)} moves of the client, act to its state: p50 {statistics.median(ms):.2f} ms, "
          f"p99 {percentile(ms, 0.99):.2f} ms, max {max(ms):.2f} ms")
    print(f"reading a state into its records ({len(read_ms)} states): p50 {statistics.median(read_ms):.2f} ms, "
          f"p99 {percentile(read_ms, 0.99):.2f} ms, max {max(read_ms):.2f} ms")


if __name__ == "__main__":
    main()
