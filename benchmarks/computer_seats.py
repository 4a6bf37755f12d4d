"""Where the computer seats decide: the GUI thread's gaps, memory and the cost of one decision's round trip.

    PYTHONPATH=. python benchmarks/computer_seats.py [--seconds 20] [--repeat 3] [--seed 3] [--autosave]
                                                     [--no-breakdown] [--no-trips]

It measures the tree on PYTHONPATH: computer players in a worker process, or (an older tree) in a
thread of the GUI process, the two designs weighed in issue 20.

1. Four `hard` seats play (speed 300 ms, the variant the game starts with by default)
   while a 16 ms timer ticks in the GUI thread: p50, p99 and max of the gaps between ticks, the
   decisions made, then the resident memory of the GUI process and of the computer players' worker
   process (0 when they decide in a thread of the GUI process), and how many passes of the event loop
   made the GUI thread work (thread time, so hardly moved by other programs) longer than 2, 4, 8 and
   16 ms: each such pass may hold the timer up. Each run is a fresh process.
2. The round trip of one decision: four `easy` seats at speed 0 play 300 moves; for each decision,
   the time from the controller sending the seat's view to the answer reaching the GUI thread,
   minus the time the player itself thought (median and p90, and the first decision's, which waits
   for the worker process to start; milliseconds).
0. (--breakdown, the default) First one run of 1. with every step of the GUI thread timed
   (`gui_steps.py`): per step its thread time per move (p50, p99, max) and per call, Python's
   collections (and, with --events, every event Qt hands out); how many passes of the event loop
   worked longer than 2, 4, 8 and 16 ms, by their largest step; and the steps inside the five longest
   gaps of the timer. Thread time, unlike the gaps, hardly depends on what
   else the machine runs.
With --autosave the window writes its autosave after every move, as the game does.
Each line gives the machine's load average: other programs share it.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile

RUN = r"""
import os, sys, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
mode, seconds, seed = sys.argv[1], int(sys.argv[2]), sys.argv[3]
try:                                                  # as the game does before its QApplication
    from buraco_qt.platform import paint_threads
    paint_threads.paint_in_one_thread()
except ImportError:                                   # an older tree: Qt's pool of paint threads
    pass
clock = None
if mode == "steps":                                   # the gaps, with every step of the GUI thread timed
    sys.path.insert(0, os.path.dirname(sys.argv[4]))
    from gui_steps import StepClock, report
    clock = StepClock()
    clock.install()
    app = clock.events(QApplication)(sys.argv) if os.environ.get("BENCH_EVENTS") == "1" else QApplication(sys.argv)
else:
    app = QApplication(sys.argv)
from buraco_qt.app import create_window
from buraco_qt.session import controller as C
try:                                                  # the match's run without Qt (an older tree: the controller's)
    from buraco_qt.session.match import Match as Runner
except ImportError:
    Runner = C.GameController
if clock is not None:
    apply = Runner._apply
    def counted_apply(self, action):
        clock.move = self.moves_applied + 1
        apply(self, action)
    Runner._apply = counted_apply

def rss(pid):
    try:
        for line in open(f"/proc/{pid}/status"):
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        return 0.0
    return 0.0

def children():
    pids = []
    for task in os.listdir("/proc/self/task"):
        try:
            pids += open(f"/proc/self/task/{task}/children").read().split()
        except OSError:
            pass
    return pids

sent, trips, think_ms, thoughts = {}, [], {}, []
if hasattr(Runner, "_ask"):                           # a question sent: Match._ask
    ask = Runner._ask
    def timed_ask(self, *args, **kwargs):
        ask(self, *args, **kwargs)
        sent[self._current] = time.perf_counter()
    Runner._ask = timed_ask
else:                                                 # an older tree: the controller's _schedule
    schedule = C.GameController._schedule
    def timed_schedule(self):
        schedule(self)
        if self._pending_seat is not None:
            sent[self._current] = time.perf_counter()
    C.GameController._schedule = timed_schedule
def trip(generation, think):
    start = sent.pop(generation, None)
    if start is not None:
        trips.append((time.perf_counter() - start) * 1000 - think)
        thoughts.append(think)
if hasattr(C.GameController, "_on_answered"):          # the worker process says how long it thought
    answered = C.GameController._on_answered
    def timed_answered(self, channel, ticket, seat, text, error, think):
        if channel == "seat":
            trip(ticket, think)
        answered(self, channel, ticket, seat, text, error, think)
    C.GameController._on_answered = timed_answered
else:                                               # a thread: time the player inside it
    decided, decide = C.GameController._on_decided, C._decide
    def timed_decided(self, generation, seat, text, error):
        trip(generation, think_ms.pop(generation, 0.0))
        decided(self, generation, seat, text, error)
    def timed_decide(player, view, generation, relay):
        class Timed:
            def choose(self, view):
                start = time.perf_counter()
                try:
                    return player.choose(view)
                finally:
                    think_ms[generation] = (time.perf_counter() - start) * 1000
        decide(Timed(), view, generation, relay)
    C.GameController._on_decided = timed_decided
    C._decide = timed_decide

if mode in ("gaps", "steps"):
    w = create_window(["--seed", seed, "--speed", "300", "--seats", "ai:hard,ai:hard,ai:hard,ai:hard",
                       "--target", "100000"], autosave=os.environ.get("BENCH_AUTOSAVE") == "1")
else:
    w = create_window(["--seed", seed, "--speed", "0", "--seats", "ai:easy,ai:easy,ai:easy,ai:easy",
                       "--target", "100000"])
w.show()
if clock is not None:
    clock.passes()
try:                                                  # as the game does once its table has painted
    from buraco_qt.platform import collector
    QTimer.singleShot(0, collector.resume)
except ImportError:                                   # an older tree: the collector was simply on
    pass
from PySide6.QtCore import QAbstractEventDispatcher
work, waiting = [], []                                # thread ms of each pass of the event loop (cheap)
def before_wait():
    waiting[:] = [time.thread_time_ns()]
def after_work():
    if waiting:
        work.append((time.thread_time_ns() - waiting.pop()) / 1e6)
QAbstractEventDispatcher.instance().aboutToBlock.connect(before_wait)
QAbstractEventDispatcher.instance().awake.connect(after_work)
gaps, last, ticks = [], [time.perf_counter()], []
def tick():
    now = time.perf_counter()
    gaps.append((now - last[0]) * 1000)
    ticks.append(now)
    last[0] = now
ticker = QTimer(); ticker.setTimerType(ticker.timerType().PreciseTimer); ticker.timeout.connect(tick); ticker.start(16)
def done():
    g = sorted(gaps[10:])
    workers = children()
    worker = sum(rss(pid) for pid in workers)
    t = sorted(trips)
    print(f"{g[len(g) // 2]:.1f} {g[int(len(g) * 0.99)]:.1f} {g[-1]:.1f} {w.controller.moves_applied} "
          f"{rss(os.getpid()):.0f} {worker:.0f} {statistics.median(t):.2f} {t[int(len(t) * 0.9)]:.2f} "
          f"{max(thoughts):.0f} {trips[0]:.0f} "
          + " ".join(str(sum(ms > limit for ms in work[50:])) for limit in (2, 4, 8, 16)) + f" {max(work[50:]):.1f}")
    if clock is not None:
        print(report(clock, ticks, w.controller.moves_applied))
    w.close()
import statistics
if mode in ("gaps", "steps"):
    QTimer.singleShot(seconds * 1000, done)
else:
    poll = QTimer(); poll.timeout.connect(lambda: w.controller.moves_applied >= 300 and (poll.stop(), done()))
    poll.start(5)
app.exec()
w.controller.shutdown()
"""


def run(mode: str, seconds: int, seed: int, env: dict) -> tuple[list[str], str]:
    """One run in a fresh process (its own data folder): the numbers of its first line, and the lines after it."""
    data = tempfile.mkdtemp(prefix="buraco-qt-bench-data-")
    env = {**env, "XDG_DATA_HOME": data,         # `-c` puts the working directory first on the path: the tree
           "PYTHONPATH": os.pathsep.join(os.path.abspath(path)   # measured is the one on PYTHONPATH, from anywhere
                                         for path in env.get("PYTHONPATH", "").split(os.pathsep) if path)}
    out = subprocess.run([sys.executable, "-c", RUN, mode, str(seconds), str(seed), os.path.abspath(__file__)],
                         capture_output=True, text=True, env=env, cwd=data, timeout=seconds + 300)
    if out.returncode or not out.stdout.strip():
        raise RuntimeError(out.stderr[-2000:])
    first, _, rest = out.stdout.partition("\n")
    return first.split(), rest.rstrip()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=int, default=20)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--breakdown", action=argparse.BooleanOptionalAction, default=True,
                        help="first one run with every step of the GUI thread timed (the table of steps)")
    parser.add_argument("--trips", action=argparse.BooleanOptionalAction, default=True,
                        help="the round trips of 300 easy moves after the gaps")
    parser.add_argument("--events", action="store_true",
                        help="with --breakdown, time every event Qt hands out too (costs more than it measures)")
    parser.add_argument("--autosave", action="store_true",
                        help="the window writes its autosave after every move, as the game does")
    args = parser.parse_args()
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "BURACO_QT_CONFIG": os.devnull,
           "BENCH_AUTOSAVE": "1" if args.autosave else "0", "BENCH_EVENTS": "1" if args.events else "0"}
    saving = ", autosave on" if args.autosave else ""
    if args.breakdown:
        load = os.getloadavg()[0]
        (p50, p99, worst, moves, *_), breakdown = run("steps", args.seconds, args.seed, env)
        print(f"four hard seats, {args.seconds} s{saving}, every step timed (load {load:.2f}; the timing itself costs "
              f"a little): GUI gaps p50 {p50} ms, p99 {p99} ms, max {worst} ms; {moves} moves")
        print(breakdown, flush=True)
    for _ in range(args.repeat):
        load = os.getloadavg()[0]
        (p50, p99, worst, moves, gui, worker, _, _, slowest, _, *passes), _ = run("gaps", args.seconds, args.seed, env)
        print(f"four hard seats, {args.seconds} s{saving} (load {load:.2f}): GUI gaps p50 {p50} ms, p99 {p99} ms, "
              f"max {worst} ms; {moves} moves, slowest decision {slowest} ms; RSS GUI {gui} MB, worker {worker} MB; "
              f"passes of the event loop working longer than 2/4/8/16 ms: {'/'.join(passes[:4])} "
              f"(thread time, the longest {passes[4]} ms)")
    for _ in range(args.repeat if args.trips else 0):
        load = os.getloadavg()[0]
        (_, _, _, _, gui, worker, median, p90, _, first, *_), _ = run("trip", 0, args.seed, env)
        print(f"round trip of a decision beyond the player's own time (load {load:.2f}): median {median} ms, "
              f"p90 {p90} ms, the first {first} ms (a worker process starts); RSS after 300 easy moves: "
              f"GUI {gui} MB, worker {worker} MB")


if __name__ == "__main__":
    main()
