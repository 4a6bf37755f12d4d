"""How long Buraco → Hint takes: the `normal` player's choice for the seat to move, over many positions.

Run: QT_QPA_PLATFORM=offscreen python benchmarks/hint_time.py [--presets cardcol,brazilian,...] [--hands 3]

Positions come from hands played by four `easy` seats (every decision of every seat, draws and
plays), so that `normal` meets each position for the first time, as it does at the table. The
legal moves are worked out before the clock starts, as the table has done by the time a person
presses H (it draws from them). For each position it prints, per preset, the median and the
largest time of:

- ask: the GUI thread's part of `HintFinder.ask()` (the seat's view, handing it to the worker);
- think: the worker's part (`ai.create("normal").choose(view)`), as the worker measures it;
- round trip: from `HintFinder.ask()` on the GUI thread to its `found` signal there (the view made,
  the computer players' process, the answer, the check that the table did not move, the sentence).

The hint must arrive within 300 ms.
"""

from __future__ import annotations

import argparse
import statistics
import time

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

from buraco_qt import ai
from buraco_qt import rules as R
from buraco_qt.session.controller import GameController
from buraco_qt.text import languages
from buraco_qt.ui.window.hints import HintFinder

BUDGET_MS = 300.0


def positions(preset: str, hands: int, seed: int) -> list[R.Game]:
    """Every position of `hands` hands of four `easy` seats in which a seat is to draw or play."""
    found: list[R.Game] = []
    players = [ai.create("easy", seed=seat) for seat in range(4)]
    for hand in range(hands):
        game = R.new_game(preset, 4, seed + hand)
        for _ in range(2000):
            if game.phase not in ("draw", "play"):
                break
            found.append(game.copy())
            game.apply(players[game.seat_to_move].choose(game.view(game.seat_to_move)))
    return found


def measure(preset: str, hands: int, seed: int) -> tuple[list[float], list[float], list[float]]:
    """(ask ms, think ms, round-trip ms) of a hint in every position of `preset`."""
    games = positions(preset, hands, seed)
    controller = GameController(games[0], ["human"] * 4, speed_ms=0)
    finder = HintFinder(controller)
    loop = QEventLoop()
    asks: list[float] = []
    thinks: list[float] = []
    trips: list[float] = []
    started = [0.0]

    def found(_hint) -> None:
        trips.append((time.perf_counter() - started[0]) * 1000)
        loop.quit()

    def answered(channel: str, _ask: int, _seat: int, _text: str, _error: str, think_ms: float) -> None:
        if channel == "hint":
            thinks.append(think_ms)

    controller.computer_players.answered.connect(answered)
    finder.found.connect(found)
    for game in games:
        controller.set_match(game, ["human"] * 4)
        game.legal_actions()
        started[0] = time.perf_counter()
        if finder.ask():
            asks.append((time.perf_counter() - started[0]) * 1000)
            QTimer.singleShot(10_000, loop.quit)
            loop.exec()
    finder.shutdown()
    controller.shutdown()
    return asks, thinks, trips


def _line(name: str, times: tuple[list[float], list[float], list[float]]) -> str:
    parts = [f"{label} median {statistics.median(values):6.1f} ms, max {max(values):6.1f} ms"
             for label, values in zip(("ask", "think", "round trip"), times)]
    return f"{name:12} {len(times[2]):5} positions: " + "; ".join(parts)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--presets", default="cardcol,brazilian,closed,burraco",
                        help="comma-separated presets (all: every preset)")
    parser.add_argument("--hands", type=int, default=3, help="hands played per preset")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    languages.install("en")
    presets = list(R.VARIANTS) if args.presets == "all" else args.presets.split(",")
    every: tuple[list[float], list[float], list[float]] = ([], [], [])
    for preset in presets:
        times = measure(preset, args.hands, args.seed)
        for kept, measured in zip(every, times):
            kept += measured
        print(_line(preset, times))
    slow = sum(1 for trip in every[2] if trip > BUDGET_MS)
    print(_line("all", every) + f"; over {BUDGET_MS:.0f} ms: {slow}")
    del app


if __name__ == "__main__":
    main()
