"""Instructions executed from the start of the process to the first painted frame, counted by valgrind.

    python benchmarks/startup_instructions.py [--first]

The same two programs as ``ui_table.py --only startup`` (a bare PySide6 QMainWindow showing one
QLabel, and ``buraco-qt``'s ``main()``), each run once under valgrind's callgrind and ended at its
first paint. Unlike wall or CPU time, the count does not change with what else the machine is doing
(on a shared machine the timed ratio moves by a few tenths from one run to the next), so it tells
whether a change to the startup helped; the timed benchmark stays the measure of the aim. The game
starts with the card cache a first start left (``--first``: with an empty one). Needs ``valgrind``;
takes about a minute.
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
PAINTED = re.compile(r'print\("painted", flush=True\), (?:app|QCoreApplication)\.quit\(\)')


def _ending_at_the_first_paint(code: str) -> str:
    """`code` with its "painted" line replaced by the end of the process (valgrind counts up to there)."""
    ended, count = PAINTED.subn('__import__("os")._exit(0),', code)
    if count != 1:
        raise RuntimeError("the benchmark's programs changed: cannot find where they print 'painted'")
    # valgrind runs the game some 50 times slower: its match must not start (after 1 s) before the paint
    return ended.replace("from buraco_qt import app\n", "from buraco_qt import app\napp.START_WITHOUT_PAINT_MS = 10 ** 7\n")


def _instructions(code: str, env: dict) -> int:
    out = tempfile.NamedTemporaryFile(suffix=".callgrind", delete=False).name
    try:
        result = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", sys.executable,
                                 "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=900)
        found = re.search(r"Collected : (\d+)", result.stderr)
        if found is None:
            raise RuntimeError(f"valgrind failed: {result.stderr[-2000:]}")
        return int(found.group(1))
    finally:
        os.unlink(out)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--first", action="store_true", help="the game's first start (an empty card cache)")
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed (Debian, Ubuntu: apt install valgrind)")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", BURACO_QT_CONFIG=os.devnull,
               XDG_DATA_HOME=tempfile.mkdtemp(prefix="buraco-qt-bench-data-"),
               XDG_CACHE_HOME=tempfile.mkdtemp(prefix="buraco-qt-bench-cache-"),
               PYTHONPYCACHEPREFIX=os.path.join(tempfile.gettempdir(), "buraco-qt-bench-pycache"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)       # as installed: compiled byte code
    for code in (BARE, TABLE):                     # byte code written; the card cache filled (a normal exit)
        subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, timeout=120)
    if args.first:
        env["XDG_CACHE_HOME"] = tempfile.mkdtemp(prefix="buraco-qt-bench-cache-")
    bare = _instructions(_ending_at_the_first_paint(BARE), env)
    game = _instructions(_ending_at_the_first_paint(TABLE), env)
    start = "first start (empty card cache)" if args.first else "second start"
    print(f"instructions to the first paint (valgrind callgrind): bare PySide6 window {bare / 1e6:,.0f} M; "
          f"buraco-qt {start} {game / 1e6:,.0f} M, ratio {game / bare:.2f}")


if __name__ == "__main__":
    main()
