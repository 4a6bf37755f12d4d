"""Instructions executed from the start of the process to the first painted frame, counted by valgrind.

    python benchmarks/startup_instructions.py [--first] [--painting-bare]

The same two programs as ``ui_table.py --only startup`` (a bare PySide6 QMainWindow showing one
QLabel, and ``buraco-qt``'s ``main()``), each run once under valgrind's callgrind and ended at its
first paint. Unlike wall or CPU time, the count does not change with what else the machine is doing
(on a shared machine the timed ratio moves by a few tenths from one run to the next), so it tells
whether a change to the startup helped; the timed benchmark stays the measure of the aim. The game
starts with the card cache a first start left (``--first``: with an empty one). ``--painting-bare``
adds a third program: the bare window painting its word itself with QPainter, from Python, as the
game's table does. The tree counted is the one on PYTHONPATH (this checkout without it), from any
working directory. Needs ``valgrind``; takes about a minute.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from ui_table import BARE, TABLE

ROOT = Path(__file__).resolve().parents[1]
#: A bare window that paints its one word itself, from Python, as the game's table paints: its first
#: QPainter.setPen makes PySide6 build the whole Qt namespace (93 enum classes, ~120 M instructions),
#: which the QLabel of BARE, painted inside Qt, never needs.
PAINTING_BARE = r"""
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget
app = QApplication(sys.argv)
class Word(QWidget):
    def paintEvent(self, event):
        painter = QPainter(self)
        painter.setPen(QColor("black"))
        painter.drawText(20, 40, "Buraco")
        painter.end()
w = QMainWindow(); w.setCentralWidget(Word()); w.resize(1024, 700)
class F(QObject):
    def eventFilter(self, obj, ev):
        if ev.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, lambda: (print("painted", time.process_time(), flush=True), app.quit()))
        return False
f = F(); w.centralWidget().installEventFilter(f)
w.show(); app.exec()
"""
PAINTED = re.compile(r'print\("painted", time\.process_time\(\), flush=True\), (?:app|QCoreApplication)\.quit\(\)')


def _ending_at_the_first_paint(code: str) -> str:
    """`code` with its "painted" line replaced by the end of the process (valgrind counts up to there)."""
    ended, count = PAINTED.subn('__import__("os")._exit(0),', code)
    if count != 1:
        raise RuntimeError("the benchmark's programs changed: cannot find where they print 'painted'")
    # valgrind runs the game some 50 times slower: its match must not start (after 1 s) before the paint
    return ended.replace("from buraco_qt import app\n",
                         "from buraco_qt import app\napp.START_WITHOUT_PAINT_MS = 10 ** 7\n")


def _instructions(code: str, env: dict, cwd: str) -> int:
    out = tempfile.NamedTemporaryFile(suffix=".callgrind", delete=False).name
    try:
        result = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", sys.executable,
                                 "-c", code], cwd=cwd, env=env, capture_output=True, text=True, timeout=900)
        found = re.search(r"Collected : (\d+)", result.stderr)
        if found is None:
            raise RuntimeError(f"valgrind failed: {result.stderr[-2000:]}")
        return int(found.group(1))
    finally:
        os.unlink(out)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--first", action="store_true", help="the game's first start (an empty card cache)")
    parser.add_argument("--painting-bare", action="store_true",
                        help="also a bare window that paints its word from Python (QPainter), as the table does")
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed (Debian, Ubuntu: apt install valgrind)")
    # `-c` puts the working directory first on the path: the runs start in a folder of their own, and
    # the tree measured is the one on PYTHONPATH (this checkout without it)
    cwd = tempfile.mkdtemp(prefix="buraco-qt-bench-run-")
    trees = [os.path.abspath(path) for path in os.environ.get("PYTHONPATH", "").split(os.pathsep) if path]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", BURACO_QT_CONFIG=os.devnull,
               PYTHONPATH=os.pathsep.join(trees or [str(ROOT)]),
               XDG_DATA_HOME=tempfile.mkdtemp(prefix="buraco-qt-bench-data-"),
               XDG_CACHE_HOME=tempfile.mkdtemp(prefix="buraco-qt-bench-cache-"),
               PYTHONPYCACHEPREFIX=os.path.join(tempfile.gettempdir(), "buraco-qt-bench-pycache"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)       # as installed: compiled byte code
    for code in (BARE, TABLE):                     # byte code written; the card cache filled (a normal exit)
        subprocess.run([sys.executable, "-c", code], cwd=cwd, env=env, capture_output=True, timeout=120)
    if args.first:
        env["XDG_CACHE_HOME"] = tempfile.mkdtemp(prefix="buraco-qt-bench-cache-")
    bare = _instructions(_ending_at_the_first_paint(BARE), env, cwd)
    game = _instructions(_ending_at_the_first_paint(TABLE), env, cwd)
    start = "first start (empty card cache)" if args.first else "second start"
    print(f"instructions to the first paint (valgrind callgrind): bare PySide6 window {bare / 1e6:,.0f} M; "
          f"buraco-qt {start} {game / 1e6:,.0f} M, ratio {game / bare:.2f}")
    if args.painting_bare:
        painting = _instructions(_ending_at_the_first_paint(PAINTING_BARE), env, cwd)
        print(f"bare window painting its word with QPainter from Python {painting / 1e6:,.0f} M "
              f"({painting / bare:.2f} of the bare window); buraco-qt to it: ratio {game / painting:.2f}")


if __name__ == "__main__":
    main()
