"""What each pass of the window's event loop costs while computers play, replayed without them.

    PYTHONPATH=. python benchmarks/move_passes.py [--moves 120] [--pace 300] [--preset cardcol] [--seed 3]
                                                  [--size 1024x700] [--autosave] [--repeat 1]

The moves of a match are chosen first (four `normal` players, the seed), then played at the table
one every `--pace` ms, as the computer seats' moves are (the seat's view taken and pickled after
each, as the question to the next seat is), with no worker process: what the window's thread does
is all that runs, the same every time. Each pass of the event loop (the work between two waits, in
thread time: hardly moved by other programs) is counted by what it did: the move (the engine, the
snapshot, the table's redraw, the status bar...), a paint of the table, a frame of a card's flight,
sprites made between frames, a collection of Python's collector. Printed per kind: how many, p50,
p90 and max (ms), how many over 2, 4 and 8 ms; and over all passes after the first `--warm-up`
moves, the sum of each pass's time beyond 1 ms: a 16 ms timer is held up by more than 1 ms about
once per 16 ms of that sum, whatever the machine's load (the gaps of the timer, in wall time, are
printed too, with the load average: they move with the load).
"""

from __future__ import annotations

import argparse
import gc
import os
import statistics
import sys
import tempfile
import time
from collections import defaultdict

KINDS = ("move", "redraw", "status", "paint", "flight frame", "landing", "sprites", "piece", "gc", "other")


def chosen_moves(game, seed: int, count: int) -> list:
    """`count` moves of `game` (played on a copy) by `normal` players seeded from `seed` (and the deals)."""
    from buraco_qt import ai
    from buraco_qt import rules as R
    from buraco_qt.session.turn_guard import TurnGuard
    game = game.copy()
    players = [ai.create("normal", seed=seed * 10 + seat) for seat in range(4)]
    guard = TurnGuard()
    actions = []
    while len(actions) < count and game.phase != "match_over":
        if game.phase == "hand_over":
            action = R.NextHand()
        else:
            action, _problem = guard.choose(game, players[game.seat_to_move].choose(game.view(game.seat_to_move)))
        game.apply(action)
        actions.append(action)
    return actions


class Passes:
    """Thread time of every pass of the event loop, with what ran in it (`mark`)."""

    def __init__(self) -> None:
        self.passes: list[tuple[float, frozenset, int]] = []     # (ms, kinds, moves so far)
        self.moves = 0
        self._kinds: set[str] = set()
        self._start: int | None = None

    def mark(self, kind: str) -> None:
        self._kinds.add(kind)

    def wrap(self, owner, name: str, kind: str) -> None:
        """Mark `kind` whenever `owner.name` runs (a method the pass's work goes through)."""
        original = getattr(owner, name)
        passes = self

        def marked(*args, **kwargs):
            passes._kinds.add(kind)
            return original(*args, **kwargs)
        setattr(owner, name, marked)

    def install(self) -> None:
        from PySide6.QtCore import QAbstractEventDispatcher
        dispatcher = QAbstractEventDispatcher.instance()
        dispatcher.aboutToBlock.connect(self._about_to_block)
        dispatcher.awake.connect(self._awake)
        gc.callbacks.append(lambda phase, info: phase == "start" and self._kinds.add("gc"))

    def _about_to_block(self) -> None:
        self._start = time.thread_time_ns()
        self._kinds = set()

    def _awake(self) -> None:
        if self._start is not None:
            self.passes.append(((time.thread_time_ns() - self._start) / 1e6, frozenset(self._kinds), self.moves))
            self._start = None


def kind_of(kinds: frozenset) -> str:
    """The pass's kind: its largest piece of work."""
    for kind in KINDS:
        if kind in kinds:
            return kind
    return "other"


def run(args) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["BURACO_QT_CONFIG"] = os.devnull
    os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="buraco-qt-bench-data-")
    from buraco_qt.platform import paint_threads
    paint_threads.paint_in_one_thread()
    clock = None
    if args.steps:                               # every step timed (benchmarks/gui_steps.py)
        sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
        from gui_steps import StepClock
        clock = StepClock()
        clock.install()
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    app = QApplication.instance() or QApplication(sys.argv[:1])
    from buraco_qt.app import create_window
    from buraco_qt.platform import collector
    from buraco_qt.session.seat_worker import encode
    from buraco_qt.ui.art.card_art import CardArt
    from buraco_qt.ui.table.card_flights import CardFlights
    from buraco_qt.ui.table.table_view import TableView
    from buraco_qt.ui.window.main_window import MainWindow

    window = create_window(["--variant", args.preset, "--players", "4", "--seed", str(args.seed), "--speed",
                            str(args.pace), "--seats", "ai:normal,ai:normal,ai:normal,ai:normal", "--target",
                            "100000", "--size", args.size], autosave=args.autosave)
    controller = window.controller
    controller.match.close()                     # its moves are played here, not by the computer seats
    actions = chosen_moves(controller.game, args.seed, args.moves)
    passes = Passes()
    passes.wrap(TableView, "paintEvent", "paint")
    passes.wrap(CardFlights, "_step", "flight frame")
    passes.wrap(CardFlights, "_land", "landing")
    passes.wrap(CardArt, "_make_wanted", "sprites")
    passes.wrap(MainWindow, "_on_state", "status")
    from buraco_qt.ui.table.table_scene import TableScene
    passes.wrap(TableScene, "_redraw", "redraw")
    try:                                         # the table's work after a move in pieces (issue 27)
        from buraco_qt.ui.table.table_pieces import Pieces
        passes.wrap(Pieces, "_run", "piece")
    except ImportError:
        pass
    window.show()
    QTimer.singleShot(0, collector.resume)
    ticks: list[float] = []
    ticker = QTimer()
    ticker.setTimerType(ticker.timerType().PreciseTimer)
    ticker.timeout.connect(lambda: ticks.append(time.perf_counter()))
    pending = list(actions)
    first_move = []

    def play() -> None:
        if not pending:
            pacer.stop()
            QTimer.singleShot(1000, app.quit)
            return
        if not first_move:
            first_move.append(len(ticks))
        passes.mark("move")
        passes.moves += 1
        if clock is not None:
            clock.move = passes.moves if passes.moves > args.warm_up else 0
        controller.match._apply(pending.pop(0))
        game = controller.game
        if game.phase in ("draw", "play"):       # the question to the next seat, as the worker is asked it
            encode(("decide", "seat", 0, "normal", 0, game.view(game.seat_to_move), False))

    pacer = QTimer()
    pacer.setTimerType(pacer.timerType().PreciseTimer)
    pacer.timeout.connect(play)
    QTimer.singleShot(1500, lambda: (passes.install(), ticker.start(16), pacer.start(args.pace)))
    load = os.getloadavg()[0]
    app.exec()
    window.close()
    report(passes, ticks, first_move[0] if first_move else 0, args, load)
    if clock is not None:
        from gui_steps import report as steps
        clock.calls = [call for call in clock.calls if call.move]
        print(steps(clock, ticks, args.moves - args.warm_up).split("\nthe GUI thread's work")[0])


def report(passes: Passes, ticks: list[float], first_tick: int, args, load: float) -> None:
    counted = [(ms, kinds) for ms, kinds, moves in passes.passes if moves > args.warm_up]
    by_kind: dict[str, list[float]] = defaultdict(list)
    for ms, kinds in counted:
        by_kind[kind_of(kinds)].append(ms)
    beyond = sum(max(0.0, ms - 1.0) for ms, _ in counted)
    moves = args.moves - args.warm_up
    print(f"{args.preset}, {moves} moves one every {args.pace} ms after {args.warm_up} of warm-up, {args.size}"
          f"{', autosave on' if args.autosave else ''}: {len(counted)} passes of the event loop, over 2/4/8/16 ms: "
          + "/".join(str(sum(ms > limit for ms, _ in counted)) for limit in (2, 4, 8, 16))
          + f" (thread time, the longest {max(ms for ms, _ in counted):.1f} ms); beyond 1 ms summed {beyond:.0f} ms"
          f" ({beyond / moves:.2f} ms a move)")
    print(f"  {'pass':<14}{'count':>7}{'p50':>7}{'p90':>7}{'max':>7}{'>2 ms':>7}{'>4 ms':>7}{'>8 ms':>7}{'sum':>8}")
    for kind in KINDS:
        values = sorted(by_kind.get(kind, []))
        if not values:
            continue
        print(f"  {kind:<14}{len(values):>7}{statistics.median(values):>7.2f}{values[int(len(values) * 0.9)]:>7.2f}"
              f"{values[-1]:>7.2f}" + "".join(f"{sum(v > limit for v in values):>7}" for limit in (2, 4, 8))
              + f"{sum(values):>8.0f}")
    start = first_tick + 10 + args.warm_up * args.pace // 16
    gaps = sorted((b - a) * 1000 for a, b in zip(ticks[start:], ticks[start + 1:]))
    if gaps:
        print(f"  a 16 ms timer's gaps (wall time, load {load:.2f}): p50 {statistics.median(gaps):.1f} ms, "
              f"p99 {gaps[int(len(gaps) * 0.99)]:.1f} ms, max {gaps[-1]:.1f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=120)
    parser.add_argument("--warm-up", type=int, default=10, help="moves not counted (the start's first sprites)")
    parser.add_argument("--pace", type=int, default=300, help="ms between moves (the computer seats' speed)")
    parser.add_argument("--preset", default="cardcol")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--size", default="1024x700")
    parser.add_argument("--autosave", action="store_true", help="the window writes its autosave after every move")
    parser.add_argument("--steps", action="store_true", help="also every step of a move timed (gui_steps.py)")
    parser.add_argument("--repeat", type=int, default=1, help="runs, each in a fresh process")
    args = parser.parse_args()
    if args.repeat > 1:
        import subprocess
        for _ in range(args.repeat):
            argv = [a for a in sys.argv[1:] if not a.startswith("--repeat")]
            if "--repeat" in sys.argv:
                index = sys.argv.index("--repeat")
                argv = sys.argv[1:index] + sys.argv[index + 2:]
            subprocess.run([sys.executable, os.path.abspath(__file__), *argv], check=True)
        return
    run(args)


if __name__ == "__main__":
    main()
