"""From a click to the move on the other window, over loopback: `python benchmarks/online_click_to_move.py [--moves N]`.

Two game windows in this process (Qt's offscreen platform), each with its own online face and table client
process, sit at a table of two on a `buraco-server` on 127.0.0.1 (its data folder on, as a player's). Each
person's move is made with the mouse on that person's window (a click on the stock, a card dragged onto the
discard pile), and timed from the mouse event to:

- the same window showing it (its table redrawn from the move: a discard predicted at once, a draw once the
  server's state brings the card), and
- the other window showing it (its table redrawn from the server's state of that move).

Printed: p50, p90, p99 and the largest of each, per kind of move. The windows' cards do not fly (the time
to the redraw, not to the end of a flight).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=200, help="moves timed")
    parser.add_argument("--variant", default="open")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="buraco-bench-")

    from PySide6.QtCore import QPoint, QPointF, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from buraco_qt import rules as R
    from buraco_qt.app import create_window, name_application
    from buraco_qt.server.client import ServerProcess
    from buraco_qt.storage.settings import Settings
    from buraco_qt.text import languages
    from buraco_qt.ui.dialogs.host_dialog import HostChoices
    from buraco_qt.ui.table.pile_id import PileId
    from buraco_qt.ui.window.online_play import OnlinePlay

    app = QApplication.instance() or QApplication([])
    name_application()
    languages.install("en")
    data = Path(os.environ["XDG_DATA_HOME"])
    server = ServerProcess("--data", str(data / "server"), "--ai-delay", "0", "--hand-pause", "0.2",
                           "--status-every", "0", "--workers", "1")
    port = server.url.rsplit(":", 1)[1].strip("/")

    def wait(condition, seconds: float = 30.0) -> None:
        deadline = time.monotonic() + seconds
        while not condition():
            if time.monotonic() > deadline:
                raise SystemExit("timed out")
            app.processEvents()

    windows = []
    for index in range(2):
        window = create_window(["--speed", "0", "--seed", str(index + 1)], settings=Settings())
        window.resize(1024, 700)
        window.show()
        window.scene.animations = False
        window._online = OnlinePlay(window, data / f"player{index}")
        windows.append(window)
    host, guest = windows
    host.online.host(HostChoices(name="Ana", address=f"127.0.0.1:{port}", variant=args.variant, players=2,
                                 seats=["open"], target=100_000), here=False)
    wait(lambda: host.online.invite is not None and host.online.face.code is not None)
    guest.online.join(host.online.invite, "Bia")
    wait(lambda: guest.online.face.code is not None and guest.online.face.seat == 1)
    host.online.face.start_match()
    wait(lambda: host.online.at_table and guest.online.at_table)

    shown_at: dict[int, list[tuple[float, object]]] = {0: [], 1: []}
    for index, window in enumerate(windows):
        window.scene.stateShown.connect(
            lambda move, index=index: shown_at[index].append((time.perf_counter(), move)))

    def point(window, scene_point: QPointF) -> QPoint:
        return window.view.mapFromScene(scene_point)

    def drag(window, start: QPointF, end: QPointF) -> None:
        viewport = window.view.viewport()
        a, b = point(window, start), point(window, end)
        QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=a)
        for step in range(1, 5):
            QTest.mouseMove(viewport, QPoint(round(a.x() + (b.x() - a.x()) * step / 4),
                                             round(a.y() + (b.y() - a.y()) * step / 4)))
        QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=b)

    own: dict[str, list[float]] = {"draw": [], "discard": []}
    other: dict[str, list[float]] = {"draw": [], "discard": []}
    timed = 0
    deadline = time.monotonic() + 600
    while timed < args.moves and time.monotonic() < deadline:
        mover = next((w for w in windows if w.controller.snapshot.can_act and not w.controller.busy
                      and w.scene.snapshot is w.controller.snapshot), None)
        if mover is None:
            app.processEvents()
            continue
        watcher = guest if mover is host else host
        shown = mover.controller.snapshot
        legal = shown.legal
        mine, theirs = windows.index(mover), windows.index(watcher)
        own_before, other_before = len(shown_at[mine]), len(shown_at[theirs])
        scene = mover.scene
        if any(isinstance(action, R.Draw) for action in legal):
            kind, action = "draw", R.Draw()
            started = time.perf_counter()
            QTest.mouseClick(mover.view.viewport(), Qt.MouseButton.LeftButton,
                             pos=point(mover, scene.stock.target_rect().center()))
        else:
            discards = [a for a in legal if isinstance(a, R.Discard)]
            if not discards:
                mover.controller.request(next(a for a in legal if not isinstance(a, R.Undo)))
                wait(lambda: not mover.controller.busy)
                continue
            action = discards[0]
            kind = "discard"
            card = next(item for item in scene.card_items(PileId.hand(scene.viewer)) if item.card == action.card)
            rect = scene.discard.target_rect()
            started = time.perf_counter()
            drag(mover, card.mapToScene(QPointF(card.w / 2, card.h * 0.55)), rect.center())

        def shown_move(index: int, before: int) -> float | None:
            for moment, move in shown_at[index][before:]:
                if move is not None and move.seat == shown.viewer and move.action == action:
                    return moment
            return None

        wait(lambda: shown_move(theirs, other_before) is not None)
        seen_here = shown_move(mine, own_before)
        wait(lambda: not mover.controller.busy)
        own[kind].append(((seen_here or time.perf_counter()) - started) * 1000)
        other[kind].append((shown_move(theirs, other_before) - started) * 1000)
        timed += 1

    print(f"{timed} moves of {args.variant}, two windows of this process, server on 127.0.0.1 (data folder on)")
    print(f"{'':38} {'n':>4} {'p50':>8} {'p90':>8} {'p99':>8} {'max':>8}  (ms)")
    for title, table in (("shown on the mover's window", own), ("shown on the other window", other)):
        for kind, values in table.items():
            if values:
                print(f"{title + ': ' + kind:38} {len(values):4} {statistics.median(values):8.1f} "
                      f"{percentile(values, 0.9):8.1f} {percentile(values, 0.99):8.1f} {max(values):8.1f}")
        both = table["draw"] + table["discard"]
        print(f"{title + ': all':38} {len(both):4} {statistics.median(both):8.1f} {percentile(both, 0.9):8.1f} "
              f"{percentile(both, 0.99):8.1f} {max(both):8.1f}")
    for window in windows:
        window.online.shutdown()
        window.close()
    server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
