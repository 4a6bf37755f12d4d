"""How much one buraco-server process holds: N tables of four protocol clients on loopback.

Each client is a real websocket client that plays legal moves at once (the quick player of
`buraco_qt.server.client.choose`; no computer seats). For each N the server is started afresh (with a
data folder: every move is written as in production), the tables are made and started, and the play
is measured for `--seconds`: moves per second, the round trip of a move (from the client's `act` to
the `state` that shows it, p50 and p99), the server's CPU (percent of one core, and per move) and its
RSS (total, and per table above the empty server's).

    python3 benchmarks/server_load.py [--tables 1,10,100,500] [--seconds 10] [--pace 0] [--no-data]
                                      [--server-cpu 0] [--clients-cpu 1] [--profile DIR]

`--pace S` has each player think S seconds on average (0.5 S to 1.5 S) before a move, as people do:
the round trip is then the server's alone, not the queue of every table playing flat out.

The clients run in this process, on the same machine. The server is pinned to one core
(`--server-cpu`) and the clients to another (`--clients-cpu`), so that "CPU %" is of that one core
and the clients take none of it (-1: not pinned). The load average is printed beside each row: other
work on the machine lengthens the round trips, while the server's CPU per move hardly moves with it;
"waited ms/move" is how long the server, ready to run, waited for its core while other processes
had it (from /proc/PID/schedstat), a part of the round trip that is the machine's, not the server's.
`--profile DIR` records where the server's CPU goes with py-spy (installed separately), one
flame graph per N.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from websockets.asyncio.client import connect  # noqa: E402

from buraco_qt.server.client import ServerProcess, choose  # noqa: E402

NO_DATA = False
PACE = 0.0          # seconds a client thinks before a move, on average (0: at once)
SERVER_CPU = 0      # the core the server runs on (-1: any)
PROFILE: Path | None = None
TICK = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid: int, system_only: bool = False) -> float:
    """User + system CPU of a process so far (its system CPU alone: the kernel's work for it)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[12]) + (0 if system_only else int(fields[11]))) / TICK


def waited_seconds(pid: int) -> float:
    """How long the process's main thread has waited, ready to run, for a core taken by something else."""
    return int(Path(f"/proc/{pid}/schedstat").read_text().split()[1]) / 1e9


def rss_mb(pid: int) -> float:
    """Resident memory of a process, MB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


class Player:
    """One seat's client: answers every state where it is to move, timing its moves' round trips."""

    def __init__(self, url: str, name: str, rng: random.Random, stats: dict) -> None:
        self.url, self.name, self.rng, self.stats = url, name, rng, stats
        self.websocket = None
        self.table = None
        self.sent_at: float | None = None
        self.sent_seq = 0
        self.started = asyncio.Event()

    async def open(self) -> None:
        self.websocket = await connect(self.url, max_size=None, compression=None, open_timeout=60)
        await self.websocket.send(json.dumps({"type": "hello", "protocol": 1, "name": self.name}))
        json.loads(await self.websocket.recv())

    async def request(self, message: dict) -> dict:
        await self.websocket.send(json.dumps(message))
        while True:
            reply = json.loads(await self.websocket.recv())
            if reply["type"] in ("table", "error"):
                return reply

    async def play(self, stop: asyncio.Event) -> None:
        async for frame in self.websocket:
            if stop.is_set():
                return
            message = json.loads(frame)
            if message["type"] != "state":
                continue
            self.started.set()
            now = time.perf_counter()
            if self.sent_at is not None and message["seq"] > self.sent_seq:
                if self.stats["measuring"]:
                    self.stats["trips"].append(now - self.sent_at)
                self.sent_at = None
            snapshot = message["snapshot"]
            legal = [move for move in snapshot["legal"] if move != "next"]
            if legal and snapshot["seat_to_move"] == message["seat"] and self.sent_at is None:
                if PACE:
                    await asyncio.sleep(PACE * (0.5 + self.rng.random()))
                    now = time.perf_counter()
                self.sent_at, self.sent_seq = now, message["seq"]
                if self.stats["measuring"]:
                    self.stats["moves"] += 1
                await self.websocket.send(json.dumps({"type": "act", "action": choose(legal, self.rng)}))


async def one_table(url: str, index: int, stats: dict) -> list[Player]:
    rng = random.Random(index)
    players = [Player(url, f"P{index}-{seat}", rng, stats) for seat in range(4)]
    for player in players:
        await player.open()
    table = await players[0].request({"type": "create_table", "variant": "brazilian", "players": 4,
                                      "seats": ["open"] * 3, "target": 100_000})
    for player in players[1:]:
        await player.request({"type": "join", "code": table["code"]})
    await players[0].websocket.send(json.dumps({"type": "start"}))
    return players


async def measure(tables: int, seconds: float, workdir: Path) -> dict:
    storage = ("--no-data",) if NO_DATA else ("--data", str(workdir / f"data-{tables}"))
    server = ServerProcess(*storage, "--ai-delay", "0", "--hand-pause", "0",
                           "--rate", "1000000", "--burst", "1000000", "--status-every", "0", "--workers", "1",
                           "--max-connections-per-address", "1000000", "--max-tables-per-address", "1000000",
                           "--log-level", "WARNING")
    pid = server.process.pid
    if SERVER_CPU >= 0:
        os.sched_setaffinity(pid, {SERVER_CPU})
    await asyncio.sleep(0.5)
    empty_rss = rss_mb(pid)
    stats = {"measuring": False, "moves": 0, "trips": []}
    everyone: list[Player] = []
    batch = 25
    for first in range(0, tables, batch):
        made = await asyncio.gather(*(one_table(server.url, i, stats)
                                      for i in range(first, min(tables, first + batch))))
        everyone.extend(p for table in made for p in table)
    stop = asyncio.Event()
    tasks = [asyncio.create_task(player.play(stop)) for player in everyone]
    await asyncio.sleep(2.0)                               # every table under way
    spy = None
    if PROFILE is not None:
        PROFILE.mkdir(parents=True, exist_ok=True)
        beside = Path(sys.executable).with_name("py-spy")
        spy = await asyncio.create_subprocess_exec(
            str(beside) if beside.exists() else "py-spy", "record", "--pid", str(pid), "--duration", str(int(seconds)),
            "--rate", "200", "--format", "raw", "--output", str(PROFILE / f"server-{tables}.txt"),
            stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.DEVNULL)
    cpu_before, wall_before = cpu_seconds(pid), time.perf_counter()
    system_before = cpu_seconds(pid, system_only=True)
    waited_before, clients_waited_before = waited_seconds(pid), waited_seconds(os.getpid())
    clients_before = cpu_seconds(os.getpid())
    stats["measuring"] = True
    await asyncio.sleep(seconds)
    stats["measuring"] = False
    cpu = cpu_seconds(pid) - cpu_before
    system = cpu_seconds(pid, system_only=True) - system_before
    waited = waited_seconds(pid) - waited_before
    clients_waited = waited_seconds(os.getpid()) - clients_waited_before
    clients_cpu = cpu_seconds(os.getpid()) - clients_before
    wall = time.perf_counter() - wall_before
    rss = rss_mb(pid)
    stop.set()
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    for player in everyone:
        player.websocket.transport.abort()
    if spy is not None:
        await spy.wait()
    server.stop()
    trips = sorted(stats["trips"]) or [float("nan")]
    return {"tables": tables, "moves/s": stats["moves"] / wall,
            "p50 ms": 1000 * statistics.median(trips),
            "p99 ms": 1000 * trips[min(len(trips) - 1, int(len(trips) * 0.99))],
            "cpu %": 100 * cpu / wall, "cpu ms/move": 1000 * cpu / max(1, stats["moves"]),
            "kernel %": 100 * system / max(cpu, 1e-9),
            "waited ms/move": 1000 * waited / max(1, stats["moves"]),
            "rss MB": rss, "rss KB/table": 1024 * (rss - empty_rss) / tables,
            "clients cpu %": 100 * clients_cpu / wall,
            "clients waited ms/move": 1000 * clients_waited / max(1, stats["moves"]), "load": os.getloadavg()[0]}


def main() -> None:
    import gc
    gc.set_threshold(20_000, 20, 100)          # the clients' own collector pauses out of the round trips
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tables", default="1,10,100,500")
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--no-data", action="store_true", help="the server keeps its tables in memory only")
    parser.add_argument("--pace", type=float, default=0.0,
                        help="seconds a player thinks before each move, on average (default 0: at once)")
    parser.add_argument("--server-cpu", type=int, default=0, help="the core of the server (-1: not pinned)")
    parser.add_argument("--clients-cpu", type=int, default=1, help="the core of the clients (-1: not pinned)")
    parser.add_argument("--profile", type=Path, help="a folder for py-spy's record of the server (raw stacks)")
    args = parser.parse_args()
    global NO_DATA, PACE, SERVER_CPU, PROFILE
    NO_DATA, PACE, SERVER_CPU, PROFILE = args.no_data, args.pace, args.server_cpu, args.profile
    if args.clients_cpu >= 0:
        os.sched_setaffinity(0, {args.clients_cpu})
    columns = ("tables", "moves/s", "p50 ms", "p99 ms", "cpu %", "cpu ms/move", "kernel %", "waited ms/move",
               "rss MB", "rss KB/table", "clients cpu %", "clients waited ms/move", "load")
    print(" | ".join(columns))
    with tempfile.TemporaryDirectory() as folder:
        for count in (int(n) for n in args.tables.split(",")):
            row = asyncio.run(measure(count, args.seconds, Path(folder)))
            print(" | ".join(f"{row[c]:>{len(c)}.{2 if c == 'cpu ms/move' else 1}f}" if isinstance(row[c], float)
                             else f"{row[c]:>{len(c)}}" for c in columns), flush=True)


if __name__ == "__main__":
    main()
