"""What the autosave costs the table: per move of a window in which four computer seats play.

    python benchmarks/autosave_cost.py [--moves 400] [--variant cardcol] [--seed 1]

One window (offscreen, its data folder in a temporary folder) plays --moves moves at speed 0 with
the autosave on. It prints, per move, the median and the largest time
- the window's thread spends on the autosave (the match to JSON and a pending file written whole),
- from that until the move is durable (fsynced and renamed over autosave.buraco, in the writer thread),
and, for comparison, what writing with `persistence.save` (fsync in the window's thread) would cost.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="buraco-qt-autosave-cost-")   # never the player's
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))   # this tree's buraco_qt

from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402


def line(name: str, seconds: list[float]) -> str:
    """One printed line: median and largest of `seconds`, in milliseconds."""
    ordered = sorted(seconds)
    share = ordered[int(len(ordered) * 0.99)]
    return (f"{name}: median {statistics.median(seconds) * 1000:.2f} ms, 99% under {share * 1000:.2f} ms, "
            f"max {max(seconds) * 1000:.2f} ms over {len(seconds)} moves")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=400)
    parser.add_argument("--variant", default="cardcol")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv)  # noqa: F841 (kept alive)
    from buraco_qt.app import create_window, name_application
    from buraco_qt.storage import autosave, persistence
    from buraco_qt.storage.settings import Settings
    from buraco_qt.ui.window import match_files
    name_application()

    in_window: list[float] = []
    written_at: dict[Path, float] = {}
    durable: list[float] = []
    on_state = match_files.MatchFiles._on_state

    def timed_on_state(self, move) -> None:
        start = time.perf_counter()
        on_state(self, move)
        in_window.append(time.perf_counter() - start)

    new_pending = autosave.Autosave._new_pending_path

    def noted_pending(self) -> Path:
        path = new_pending(self)
        written_at[path] = time.perf_counter()
        return path

    replace = os.replace

    def noted_replace(source, target) -> None:
        replace(source, target)
        began = written_at.pop(Path(source), None)
        if began is not None:
            durable.append(time.perf_counter() - began)

    match_files.MatchFiles._on_state = timed_on_state
    autosave.Autosave._new_pending_path = noted_pending
    autosave.os.replace = noted_replace
    window = create_window(["--variant", args.variant, "--seed", str(args.seed), "--speed", "0", "--target", "100000",
                            "--seats", "ai:easy,ai:easy,ai:easy,ai:easy"], settings=Settings(), autosave=True)
    window.resize(1180, 760)
    window.show()
    QTest.qWaitForWindowExposed(window)
    began = time.perf_counter()
    while window.controller.moves_applied < args.moves:
        QTest.qWait(20)
    elapsed = time.perf_counter() - began
    window.controller.shutdown()
    window.files.autosave.flush()
    skipped = len(in_window) - len(durable)
    # the same moves written as persistence.save would: in the window's thread, fsynced
    game = window.controller.game
    table = window.controller.match_to_save().table()
    folder = Path(tempfile.mkdtemp(prefix="buraco-qt-save-cost-"))
    synchronous = []
    for _ in range(len(in_window)):
        start = time.perf_counter()
        persistence.save(folder / "autosave.buraco", game, table)
        synchronous.append(time.perf_counter() - start)
    window.close()
    size = (autosave.data_folder() / autosave.FILE_NAME).stat().st_size if game.phase != "match_over" else 0
    print(f"{args.variant}, four computer seats at speed 0: {window.controller.moves_applied} moves in "
          f"{elapsed:.1f} s; autosave {size} bytes")
    print(line("autosave, in the window's thread", in_window))
    print(line("autosave, until durable (writer thread)", durable)
          + f"; {skipped} writes overtaken by the next move before they were fsynced")
    print(line("persistence.save in the window's thread (for comparison)", synchronous))


if __name__ == "__main__":
    main()
