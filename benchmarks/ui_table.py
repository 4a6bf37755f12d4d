"""Measured numbers of the table (issue "The table"): startup, repaint, memory.

    python benchmarks/ui_table.py [--runs N] [--platform offscreen] [--only startup]

Every program measured runs with compiled byte code, as an installed game does (pip compiles it at
install): PYTHONDONTWRITEBYTECODE is removed from the subprocesses' environment, and the warm-up run
writes the byte code (to a cache folder outside the tree) that the measured runs read.

1. Startup to the first painted frame: `buraco-qt` (its `main()`, a new table, 4 players) against a
   bare PySide6 QMainWindow showing one QLabel, each in a fresh process, timed from spawning the
   process to its first paint (median of N runs each, interleaved; aim: ratio <= 1.5). The game
   starts twice: with an empty card cache (a first start: every card is rendered from SVG) and
   with the cache the first start left (every later start: no SVG is read). The game's program
   imports `buraco_qt.app` first, as the installed `buraco-qt` command does, and stops once its table
   has painted, before the steps the game runs after that paint (its collector's first collection,
   the quit signals' socket, the match's start: `app._start_after_first_paint`). The processor time each
   program used by its first paint is given too (median), which leaves out the time spent waiting
   for a processor; on a shared machine both move by a few tenths of the ratio from run to run
   (benchmarks/startup_instructions.py counts instructions, which do not).
2. Scene repaint at 1600x1000 with a full table (a hand played far on, many melds): median time of
   a synchronous `viewport().repaint()` (aim <= 5 ms); also a redraw from the state (`sync`).
3. RSS after a full hand played through the controller against three computer seats at speed 0
   (aim <= 150 MB), next to the RSS of the bare window.
4. How promptly the GUI thread runs while four hard computer seats think (speed 300 ms): the gaps
   between the ticks of a 16 ms timer, p50, p99 and max.
5. The window resized through 60 sizes, each drawn sharp: the card pixmaps and sprites kept in
   memory afterwards and the RSS before and after (the card images are kept for the recent sizes
   only).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time

BARE = r"""
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QLabel
app = QApplication(sys.argv)
w = QMainWindow(); w.setCentralWidget(QLabel("Buraco")); w.resize(1024, 700)
class F(QObject):
    def eventFilter(self, obj, ev):
        if ev.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, lambda: (print("painted", time.process_time(), flush=True), app.quit()))
        return False
f = F(); w.centralWidget().installEventFilter(f)
w.show(); app.exec()
"""

TABLE = r"""
import sys, time
from buraco_qt import app
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
class F(QObject):
    def eventFilter(self, obj, ev):
        if ev.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, lambda: (print("painted", time.process_time(), flush=True), QCoreApplication.quit()))
        return False
f = F()
windows = []
make = app.window_for
def window_for(*args, **kwargs):
    window = make(*args, **kwargs)
    window.view.viewport().installEventFilter(f)
    windows.append(window)
    return window
app.window_for = window_for
after_paint = app._start_after_first_paint
def start_after_first_paint(window, begin):
    after_paint(window, begin)
    window.view.viewport().installEventFilter(f)    # again: first in line, the game's after-paint steps after it
app._start_after_first_paint = start_after_first_paint
app.main(["buraco-qt", "--seed", "1", "--speed", "0", "--seats", "human,ai:easy,ai:easy,ai:easy", "--size", "1024x700"])
windows[0].controller.shutdown()
"""

RSS = r"""
import sys, random
from PySide6.QtWidgets import QApplication
from PySide6.QtCore import QElapsedTimer
app = QApplication(sys.argv)
def rss():
    for line in open("/proc/self/status"):
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
mode = sys.argv[1]
if mode == "bare":
    from PySide6.QtWidgets import QMainWindow, QLabel
    w = QMainWindow(); w.setCentralWidget(QLabel("Buraco")); w.resize(1024, 700); w.show()
    for _ in range(20): app.processEvents()
    print(f"{rss():.1f}")
    raise SystemExit
from buraco_qt import rules as R
from buraco_qt.app import create_window
if mode == "resize":
    w = create_window(["--variant", "closed", "--seed", "11", "--advance", "90", "--speed", "0",
                       "--seats", "human,ai:easy,ai:easy,ai:easy"])
    w.controller.shutdown()
    w.resize(1024, 700); w.show()
    for _ in range(10): app.processEvents()
    w.view._crisp(); w.view.viewport().repaint()
    before = rss()
    for i in range(60):
        w.resize(900 + 12 * i, 600 + 8 * i)
        for _ in range(3): app.processEvents()
        w.view._crisp()                      # resizing stops at each size: the sharp images are drawn
        w.view.viewport().repaint()
    print(f"{before:.0f} {rss():.0f} {w.scene.images.cache_size()} {len(w.scene.art._sprites)}")
    raise SystemExit
w = create_window(["--variant", "open", "--seed", "2", "--speed", "0", "--seats", "human,ai:easy,ai:easy,ai:easy"])
w.resize(1600, 1000); w.show()
c = w.controller
rng = random.Random(0)
timer = QElapsedTimer(); timer.start()
moves = 0
while c.game.phase in ("draw", "play") and timer.elapsed() < 120000:
    app.processEvents()
    if c.can_act():
        legal = c.game.legal_actions()
        plays = [a for a in legal if isinstance(a, (R.NewMeld, R.AddToMeld))]
        pick = ([a for a in legal if isinstance(a, R.Draw)] or plays[:1]
                or [a for a in legal if isinstance(a, R.Discard)] or legal)
        c.request(pick[0]); moves += 1
        w.view.viewport().repaint()
for _ in range(20): app.processEvents()
print(f"{rss():.1f} {c.moves_applied} {c.game.phase}")
c.shutdown()
"""


def _time_to_paint(code: str, env: dict) -> tuple[float, float]:
    """Seconds from spawning `code` to its first paint, and the processor time it used until then."""
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                            env=env, text=True)
    line = proc.stdout.readline()
    elapsed = time.perf_counter() - start
    proc.wait(timeout=60)
    if "painted" not in line:
        raise RuntimeError("the window never painted")
    return elapsed, float(line.split()[1])


def startup(runs: int, env: dict) -> dict[str, tuple[float, float]]:
    """Median seconds to the first paint and median processor seconds used by then, for the bare
    window ("bare"), the game's first start ("first") and its second start ("second")."""
    import tempfile
    times: dict[str, list[tuple[float, float]]] = {"bare": [], "first": [], "second": []}
    _time_to_paint(BARE, env)        # warm-up: byte code cached, files in the OS cache
    _time_to_paint(TABLE, {**env, "XDG_CACHE_HOME": tempfile.mkdtemp()})
    for _ in range(runs):           # interleaved, so all three see the same machine load
        cache = tempfile.mkdtemp(prefix="buraco-qt-bench-cache-")
        times["bare"].append(_time_to_paint(BARE, env))
        times["first"].append(_time_to_paint(TABLE, {**env, "XDG_CACHE_HOME": cache}))
        time.sleep(0.5)              # the first start's cards reach the cache after its paint
        times["second"].append(_time_to_paint(TABLE, {**env, "XDG_CACHE_HOME": cache}))
    return {name: (statistics.median(t for t, _ in runs_), statistics.median(c for _, c in runs_))
            for name, runs_ in times.items()}


def repaint(runs: int) -> tuple[float, float, int]:
    from PySide6.QtWidgets import QApplication
    app = QApplication.instance() or QApplication([])
    from buraco_qt.app import create_window
    window = create_window(["--variant", "closed", "--seed", "11", "--advance", "90", "--speed", "0",
                            "--seats", "human,ai:easy,ai:easy,ai:easy"])
    window.controller.shutdown()
    window.resize(1600, 1000)
    window.show()
    for _ in range(10):
        app.processEvents()
    viewport = window.view.viewport()
    viewport.repaint()
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        viewport.repaint()
        times.append(time.perf_counter() - start)
    syncs = []
    for _ in range(max(5, runs // 4)):
        start = time.perf_counter()
        window.scene.sync(None, animate=False)
        syncs.append(time.perf_counter() - start)
    cards = sum(len(p.cards) for p in window.scene.piles().values())
    window.close()
    return statistics.median(times), statistics.median(syncs), cards


def memory(env: dict) -> tuple[float, str]:
    bare = subprocess.run([sys.executable, "-c", RSS, "bare"], capture_output=True, text=True, env=env, timeout=120)
    table = subprocess.run([sys.executable, "-c", RSS, "table"], capture_output=True, text=True, env=env,
                           timeout=300)
    return float(bare.stdout.split()[0]), table.stdout.strip()


def frame_gaps(env: dict, seconds: int) -> list[str]:
    """p50, p99 and max of the gaps between 16 ms timer ticks in the GUI thread, and the moves made."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import computer_seats
    return computer_seats.run("gaps", seconds, 3, env)[:4]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--platform", default=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    parser.add_argument("--only", choices=("startup",), default=None, help="measure this part only")
    args = parser.parse_args()
    os.environ["QT_QPA_PLATFORM"] = args.platform
    env = dict(os.environ)
    # As installed, Python finds compiled byte code; this tree may run with PYTHONDONTWRITEBYTECODE.
    # Cache it outside the tree, for both programs alike.
    import tempfile
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = os.path.join(tempfile.gettempdir(), "buraco-qt-bench-pycache")
    print(f"platform: {args.platform}, python {sys.version.split()[0]}")
    env["BURACO_QT_CONFIG"] = os.devnull          # the built-in settings, never the player's
    env["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="buraco-qt-bench-data-")   # the autosave: never the player's
    measured = startup(args.runs, env)
    (bare, bare_cpu), (first, first_cpu), (second, second_cpu) = measured["bare"], measured["first"], measured["second"]
    print(f"startup to first paint: bare PySide6 window {bare * 1000:.0f} ms; buraco-qt first start (empty card "
          f"cache) {first * 1000:.0f} ms, ratio {first / bare:.2f}; second start {second * 1000:.0f} ms, "
          f"ratio {second / bare:.2f} (aim <= 1.5)")
    print(f"processor time to first paint: bare {bare_cpu * 1000:.0f} ms; first start {first_cpu * 1000:.0f} ms, "
          f"ratio {first_cpu / bare_cpu:.2f}; second start {second_cpu * 1000:.0f} ms, "
          f"ratio {second_cpu / bare_cpu:.2f}")
    if args.only == "startup":
        return
    paint, sync, cards = repaint(max(40, args.runs * 10))
    print(f"repaint at 1600x1000, full table ({cards} card items): median {paint * 1000:.2f} ms (aim <= 5 ms); "
          f"redraw from state (sync): median {sync * 1000:.2f} ms")
    p50, p99, worst, moves = frame_gaps(env, 20)
    print(f"GUI thread while four hard seats think (speed 300 ms, 20 s): a 16 ms timer ticks every {p50} ms "
          f"(p50), p99 {p99} ms, max {worst} ms ({moves} moves; benchmarks/computer_seats.py says more)")
    out = subprocess.run([sys.executable, "-c", RSS, "resize"], capture_output=True, text=True, env=env, timeout=300)
    before, after, pixmaps, sprites = out.stdout.split()
    print(f"window resized through 60 sizes: {pixmaps} card pixmaps and {sprites} sprites kept, "
          f"RSS {before} -> {after} MB")
    bare_rss, table_rss = memory(env)
    rss, moves, phase = table_rss.split()
    print(f"RSS after a full hand ({moves} moves, {phase}): {float(rss):.0f} MB (aim <= 150 MB); "
          f"bare PySide6 window: {bare_rss:.0f} MB")


if __name__ == "__main__":
    main()
