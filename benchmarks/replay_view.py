"""Cost of the replay view (ui/window/replay_window.py) in the window's thread: opening it on a long hand,
a step, and the teacher's first and later answers.

Run: QT_QPA_PLATFORM=offscreen python benchmarks/replay_view.py [--variant cardcol] [--players 4] [--seed 1]
     [--target 5000] [--runs 5]

Plays a whole match of `normal` seats (benchmarks/replay_cost.py's `long_match`) and a hand of random play
(long: it lays, takes back and lays again), then, for the longest hand of each, with seat 1 as the person:
the time from the click to the view shown and painted (`ReplayFace`: the match's log read once, the hand
opened; the view: the table, the list of every step in words; the first paint), a step forward (the
table redrawn, the list and the counter), and the time to the teacher's line at a person's step: the
first (its worker process started) and the next ones. Medians of `--runs`, in milliseconds.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from replay_cost import long_match, random_hand  # noqa: E402  (this folder's)


def _first_paint_class():
    from PySide6.QtCore import QEvent, QObject

    class FirstPaint(QObject):
        """Notes when the widget it watches first paints."""

        at = 0.0

        def eventFilter(self, watched, event):  # noqa: N802 (Qt's name)
            if event.type() == QEvent.Type.Paint and not self.at:
                self.at = time.perf_counter()
            return False

    return FirstPaint


def main() -> None:
    """Measure and print."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--variant", default="cardcol")
    parser.add_argument("--players", type=int, default=4, choices=(2, 4))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--target", type=int, default=5000)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()

    from PySide6.QtWidgets import QApplication
    app = QApplication.instance() or QApplication([])
    from buraco_qt.platform import qt_namespace
    from buraco_qt.session.replay_face import ReplayFace
    from buraco_qt.text import languages
    languages.install("en")
    qt_namespace.make()
    from buraco_qt.ui.window.replay_window import ReplayWindow
    FirstPaint = _first_paint_class()

    def wait(condition, limit: float = 30.0) -> None:
        deadline = time.monotonic() + limit
        while not condition() and time.monotonic() < deadline:
            app.processEvents()
            time.sleep(0.001)

    matches = {"match": long_match(args.variant, args.players, args.seed, args.target),
               "random hand": random_hand(args.variant, args.players, args.seed)}
    seats = ["human"] + ["ai:normal"] * (args.players - 1)
    for name, game in matches.items():
        opened, steps, first_advice, advice = [], [], [], []
        for _run in range(args.runs):
            began = time.perf_counter()
            face = ReplayFace(game, seats, [""] * args.players)
            longest = max(face.hands, key=lambda hand: hand.moves).number
            face.open_hand(longest, publish=False)
            view = ReplayWindow(face)
            view.resize(1024, 700)
            view.show()
            painted = FirstPaint(view)
            view.view.viewport().installEventFilter(painted)   # the first paint of the table ends the opening
            wait(lambda: painted.at)
            opened.append(painted.at - began)
            people = [step.index for step in face.hand.steps if step.person][:6]
            for index, position in enumerate(people):
                began = time.perf_counter()
                face.go_to(position)
                wait(lambda: view.teacher.text() not in ("", "…"))
                (first_advice if index == 0 else advice).append(time.perf_counter() - began)
            count = face.count
            for position in range(0, min(count, 60) + 1):
                began = time.perf_counter()
                face.go_to(position)
                app.processEvents()
                steps.append(time.perf_counter() - began)
            face.shutdown()
            view.close()
            view.deleteLater()
            app.processEvents()
        moves = len(game.log)
        print(f"{name}: {args.variant}, {args.players} players, {moves} moves, longest hand {count} steps")
        print(f"  open the view, to its first paint: {statistics.median(opened) * 1000:7.1f} ms "
              f"(median of {args.runs})")
        print(f"  a step forward, redrawn:            {statistics.median(steps) * 1000:7.1f} ms "
              f"(90th percentile {sorted(steps)[int(len(steps) * 0.9)] * 1000:.1f} ms)")
        print(f"  the teacher's first line:           {statistics.median(first_advice) * 1000:7.1f} ms "
              f"(its worker started)")
        if advice:
            print(f"  the teacher's next lines:           {statistics.median(advice) * 1000:7.1f} ms")


if __name__ == "__main__":
    main()
