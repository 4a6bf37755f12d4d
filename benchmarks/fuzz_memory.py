"""The window's memory over a long, busy session: the seeded fuzz of the table (clicks, double-clicks,
drags, cards held while computers play, keys, resizes) with the dialogs opened and closed among them.

    python benchmarks/fuzz_memory.py [--events 10000] [--every 500] [--preset cardcol] [--players 4]
                                     [--seed 1] [--dialogs 3]

Seat 0 is a person (the fuzz), the others computers (easy, normal) at speed 0; --dialogs is the
weight of a dialog event among the fuzz's (about 3 in 100 events: Settings, Rules, How to play, About,
Statistics, the move log, the score sheet or New game, opened and closed or cancelled). Every --every
events it prints a line of the curve: the resident memory now, the largest since the line before
(sampled every 10 events) and after a collection that also gives the C heap's free pages back (as
the game does at every deal), then what could hold it: the
card sprites kept (pixmaps, sizes, MB), the card images kept (pixmaps, sizes, MB), the items of the
scene (cards among them), the Python wrappers of live Qt objects, the top-level widgets (dialogs),
Python's tracked objects and the entries of the engine's memo caches. The machine's load is given
at the start and the end: other programs share it.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]        # this tree's buraco_qt and the tests' harness

import shiboken6  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

HEADER = (f"{'events':>7}{'RSS MB':>8}{'max':>6}{'settled':>8}  {'sprites':>14}  {'card images':>14}"
          f"{'items':>7}{'cards':>6}{'wrappers':>9}{'windows':>8}{'objects':>9}{'memo':>8}{'moves':>7}")


def pixmaps_mb(pixmaps) -> float:
    """What `pixmaps` take in memory (4 bytes a pixel)."""
    return sum(pixmap.width() * pixmap.height() * 4 for pixmap in pixmaps) / 2 ** 20


def cache_line(cache, pixmap_of) -> str:
    """A `SizeCache` as "count/sizes MB"."""
    values = [pixmap_of(value) for bucket in cache._buckets.values() for value in bucket.values()]
    return f"{len(values):>4}/{len(cache.size_keys()):<2}{pixmaps_mb(values):5.1f}"


def census(window) -> dict[str, object]:
    """What could hold the memory, counted."""
    from buraco_qt.platform.caches import memo_caches
    from buraco_qt.ui.table.card_item import CardItem
    scene = window.scene
    items = scene.items()
    return {"sprites": cache_line(scene.art._sprites, lambda value: value[0]),
            "images": cache_line(scene.images._cache, lambda value: value),
            "items": len(items), "cards": sum(isinstance(item, CardItem) for item in items),
            "wrappers": len(shiboken6.getAllValidWrappers()), "windows": len(QApplication.topLevelWidgets()),
            "objects": len(gc.get_objects()),
            "memo": sum(cache.cache_info().currsize for cache in memo_caches().values())}


def rss_mb() -> float:
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def settled_rss_mb() -> float:
    """RSS after a collection and the C heap's free pages given back."""
    from buraco_qt.platform import heap_trim
    gc.collect()
    heap_trim.release()
    return rss_mb()


def with_dialogs(fuzzer_class):
    """The fuzz with one more kind of event: a dialog opened, looked at and closed."""
    class DialogFuzzer(fuzzer_class):
        def _dialog(self) -> None:
            window = self.window
            kind = self.rng.choice(("settings", "rules", "how_to_play", "about", "statistics", "move_log",
                                    "score_sheet", "new_game"))
            dialog = getattr(window, {"settings": "show_settings", "rules": "show_rules",
                                      "how_to_play": "show_how_to_play", "about": "show_about",
                                      "statistics": "show_statistics", "move_log": "show_move_log",
                                      "score_sheet": "show_score_sheet", "new_game": "new_game"}[kind])()
            QTest.qWait(self.rng.choice((1, 10, 40)))
            if kind in ("settings", "new_game"):
                dialog.reject()
            else:
                dialog.close()
    return DialogFuzzer


def attribute(window) -> None:
    """What each holder held at the end: the settled RSS after each is let go, one after the other."""
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtGui import QPixmapCache

    from buraco_qt.platform.caches import memo_caches
    from buraco_qt.ui.art import theme

    def engine_memos() -> None:
        for cache in memo_caches().values():
            cache.cache_clear()

    def card_pictures() -> None:
        window.scene.art.clear_cache()
        window.scene.images.clear_cache()
        theme.clear_caches()

    def dialogs() -> None:
        for name in ("score_sheet", "move_log", "new_game_dialog", "settings_dialog", "about_dialog", "rules_dialog",
                     "statistics_dialog", "how_to_play_dialog"):
            dialog = getattr(window, name, None)
            if dialog is not None:
                dialog.close()
                dialog.deleteLater()
                setattr(window, name, None)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)

    before = settled_rss_mb()
    parts = []
    for name, let_go in (("engine memo caches", engine_memos), ("card sprites and images", card_pictures),
                         ("Qt's pixmap cache (the piles' pictures)", QPixmapCache.clear), ("the dialogs", dialogs)):
        let_go()
        after = settled_rss_mb()
        parts.append(f"{name} {before - after:.0f} MB")
        before = after
    print(f"held at the end: {', '.join(parts)}; the rest {before:.0f} MB", flush=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=10_000)
    parser.add_argument("--every", type=int, default=500)
    parser.add_argument("--preset", default="cardcol")
    parser.add_argument("--players", type=int, default=4, choices=(2, 4))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--dialogs", type=int, default=3, help="weight of a dialog event (the others' sum to 100)")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv)  # noqa: F841 (kept alive)
    from table_harness import TableFuzzer, fuzz_window, show
    window = fuzz_window(args.preset, args.players, args.seed, speed=0, levels=("easy", "normal"))
    show(window)
    fuzzer = with_dialogs(TableFuzzer)(window, args.seed)
    fuzzer.events["dialog"] = args.dialogs
    print(f"{args.preset}, {args.players} players, seed {args.seed}, {args.events} events "
          f"(load {os.getloadavg()[0]:.2f})", flush=True)
    print(HEADER, flush=True)
    start = time.monotonic()
    curve = []
    highest = [rss_mb()]                  # since the last line, sampled every 10 events

    def line(events: int) -> None:
        now = rss_mb()
        top = max(highest[0], now)
        highest[0] = 0.0
        settled = settled_rss_mb()
        counts = census(window)
        curve.append((events, now, settled, top))
        print(f"{events:>7}{now:>8.0f}{top:>6.0f}{settled:>8.0f}  {counts['sprites']:>14}  {counts['images']:>14}"
              f"{counts['items']:>7}{counts['cards']:>6}{counts['wrappers']:>9}{counts['windows']:>8}"
              f"{counts['objects']:>9}{counts['memo']:>8}{fuzzer.report.moves:>7}", flush=True)

    line(0)
    previous = sys.excepthook
    sys.excepthook = fuzzer._excepthook
    try:
        for event in range(1, args.events + 1):
            fuzzer.step()
            if event % 10 == 0:
                highest[0] = max(highest[0], rss_mb())
            if event % args.every == 0:
                line(event)
    finally:
        sys.excepthook = previous
    window.controller.shutdown()
    attribute(window)
    report = fuzzer.report
    peak = max(top for *_, top in curve)
    print(f"RSS start {curve[0][1]:.0f} MB, max {peak:.0f} MB, end {curve[-1][1]:.0f} MB "
          f"({curve[-1][2]:.0f} MB settled); {report.hands} hands, {report.matches} matches, {report.moves} moves, "
          f"{len(report.failures)} failures, {time.monotonic() - start:.0f} s (load {os.getloadavg()[0]:.2f})")
    for failure in report.failures[:3]:
        print("   ", failure.replace("\n", "\n    "))
    return 0 if not report.failures else 1


if __name__ == "__main__":
    raise SystemExit(main())
