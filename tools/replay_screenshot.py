"""A picture of the replay view, to look at: `python tools/replay_screenshot.py out.png [options]`.

The replay of a saved match (``--file``), or of hands that computers play here (``--variant``,
``--players``, ``--seed``, ``--hands``; seat 1 counts as the person, played by `easy`, so that the
teacher speaks),
at hand ``--hand`` (default: the last), step ``--step`` (default: the first move of the person),
in ``--lang``, at ``--size``. No display is needed (Qt's offscreen platform); the teacher's line is
waited for. The game's own window is not opened, and nothing is written but the picture.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", help="the PNG to write")
    parser.add_argument("--file", help="a saved match (.buraco) to replay")
    parser.add_argument("--variant", default="cardcol")
    parser.add_argument("--players", type=int, default=4, choices=(2, 4))
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--hands", type=int, default=1, help="hands the computers play")
    parser.add_argument("--hand", type=int, default=None)
    parser.add_argument("--step", type=int, default=None,
                        help="the step shown (default: the person's first move the computer would have made otherwise)")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--size", default="1024x700")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    from PySide6.QtWidgets import QApplication

    from buraco_qt import ai
    from buraco_qt import rules as R
    from buraco_qt.app import name_application
    from buraco_qt.platform import qt_namespace
    from buraco_qt.session.replay_face import ReplayFace
    from buraco_qt.storage import persistence
    from buraco_qt.text import languages

    app = QApplication.instance() or QApplication([])
    name_application()
    languages.install(args.lang)
    qt_namespace.make()
    from buraco_qt.ui.window.replay_window import ReplayWindow

    if args.file:
        face = ReplayFace.of_saved(persistence.load(args.file), args.hand)
    else:
        game = R.new_game(R.with_options(R.VARIANTS[args.variant], target=100_000), args.players, args.seed)
        # the person's seat plays as a beginner (`easy`), so that the teacher has something to say
        players = [ai.create("easy" if seat == 0 else "normal", seed=args.seed * 10 + seat)
                   for seat in range(args.players)]
        for hand in range(args.hands):
            if hand:
                game.apply(R.NextHand())
            while game.phase in ("draw", "play"):
                game.apply(players[game.seat_to_move].choose(game.view(game.seat_to_move)))
        face = ReplayFace(game, ["human"] + ["ai:normal"] * (args.players - 1), [""] * args.players, args.hand)
    if not face.hands:
        raise SystemExit("nothing to replay")
    view = ReplayWindow(face, animations=False)
    width, height = (int(side) for side in args.size.lower().split("x"))
    view.resize(width, height)
    view.show()
    step = args.step
    if step is None:
        step = next((s.index for s in face.hand.steps if s.person and not face.hand.advice(s.index).followed), 0)
    face.go_to(step)
    deadline = time.monotonic() + 15
    while view.teacher.text() == "…" and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.01)
    deadline = time.monotonic() + 5
    while not view.scene.art.sharp and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.01)
    view.scene.relayout(animate=False)
    for _ in range(5):
        app.processEvents()
    ok = view.grab().save(args.out, "PNG")
    face.shutdown()
    print(args.out if ok else f"cannot write {args.out}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
