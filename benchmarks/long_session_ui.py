"""Memory over a long session of the window: many new matches, resizes and dialogs.

    python benchmarks/long_session_ui.py [--matches 60] [--hands 2] [--target 300] [--every 5]
                                         [--keep-card-cache] [--keep-engine-caches] [--types 12]
                                         [--match-timeout 120] [--tracemalloc]

One window plays match after match with four (or two) computer seats at speed 0. Before every
match it is resized (sizes cycle through 24 steps), Settings, Rules, About and the score sheet are
opened and closed, and the next match is chosen in the New game dialog (variants and player
counts in turn). A match ends at its target or after --hands hands.

Every --every matches it prints a line of the curve: RSS, the items in the scene (card items among
them), the Python wrappers of live Qt objects, the top-level widgets, Python's tracked objects; at the
end RSS start/max/end and the object types that grew most. Each measurement first returns the C
heap's free pages to the system, as the game does at every deal. To measure the window and the
controller alone, two caches measured on their own elsewhere are emptied before each measurement:
the card images' pixmaps (unless --keep-card-cache) and the memo caches (functools) of the rules
and the computer players (unless --keep-engine-caches).
"""

from __future__ import annotations

import argparse
import gc
import os
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))   # this tree's buraco_qt

import shiboken6  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QComboBox, QSpinBox  # noqa: E402

VARIANTS = ("cardcol", "open", "closed", "brazilian", "burraco", "dirty_open", "closed_stcl", "closed_dirty")
SIZES = [(900 + 40 * k, 620 + 25 * k) for k in range(24)]


def rss_mb() -> float:
    """The resident set size of this process, in MB."""
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def all_objects() -> list:
    """Every object the cyclic collector tracks, the frozen ones too (the heap may be frozen
    between hands, and frozen objects are missing from gc.get_objects())."""
    frozen = gc.get_freeze_count()
    if frozen:
        gc.unfreeze()
    objects = gc.get_objects()
    if frozen:
        gc.freeze()
    return objects


def census(window) -> dict[str, int]:
    """Live counts: scene items, card items, Python wrappers of live Qt objects, top-level widgets,
    Python objects. (Not findChildren: wrapping every child would itself leave wrappers behind
    once the dialogs are deleted.)"""
    from buraco_qt.ui.table.card_item import CardItem
    items = window.scene.items()
    return {"items": len(items), "cards": sum(isinstance(i, CardItem) for i in items),
            "wrappers": len(shiboken6.getAllValidWrappers()), "toplevel": len(QApplication.topLevelWidgets()),
            "pyobjects": len(all_objects())}


def clear_engine_caches() -> int:
    """Empty the functools memo caches of the rules and the computer players; how many there were."""
    count = 0
    for name, module in list(sys.modules.items()):
        if name.startswith(("buraco_qt.rules", "buraco_qt.ai")):
            for value in list(vars(module).values()):
                if callable(getattr(value, "cache_clear", None)):
                    value.cache_clear()
                    count += 1
    return count


def type_counts() -> Counter:
    return Counter(type(o).__name__ for o in all_objects())


def play_out(window, hands: int, timeout_s: float = 120.0) -> int:
    """Let the computers play until the match ends or `hands` hands are over; the hands played."""
    c = window.controller
    start = time.monotonic()
    while c.game.phase != "match_over" and len(c.game.history) < hands:
        QTest.qWait(5)
        if time.monotonic() - start > timeout_s:
            print(f"  ! no end after {timeout_s:.0f} s: {c.game.variant.name} hand {c.game.hand_number}, "
                  f"{c.moves_applied} moves, last problem: {c.last_error}", flush=True)
            break
    return len(c.game.history)


def dialogs(window) -> None:
    """Settings (OK), Rules, About, the score sheet: opened and closed, as a player does."""
    settings = window.show_settings()
    QTest.qWait(1)
    settings.findChild(QSpinBox, "speed").setValue(0)      # the computers keep playing at once
    settings.accept()
    rules = window.show_rules()
    QTest.qWait(1)
    rules.close()
    about = window.show_about()
    QTest.qWait(1)
    about.close()
    sheet = window.show_score_sheet()
    QTest.qWait(1)
    sheet.close()


def new_match(window, number: int, target: int) -> None:
    """Game -> New: the next variant, 4 or 2 computer seats, Deal."""
    dialog = window.new_game()
    variant = VARIANTS[number % len(VARIANTS)]
    players = 4 if number % 3 else 2
    for name, value in (("variant", variant), ("players", players)):
        combo = dialog.findChild(QComboBox, name)
        combo.setCurrentIndex(combo.findData(value))
    for seat in range(4):
        combo = dialog.findChild(QComboBox, f"seat:{seat}")
        combo.setCurrentIndex(combo.findData("ai:normal"))
    dialog.findChild(QSpinBox, "target").setValue(target)
    dialog.accept()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=60)
    parser.add_argument("--hands", type=int, default=2, help="hands at most per match")
    parser.add_argument("--target", type=int, default=500, help="points to end a match")
    parser.add_argument("--every", type=int, default=5, help="matches between two lines of the curve")
    parser.add_argument("--match-timeout", type=float, default=120.0, help="seconds a match may take")
    parser.add_argument("--keep-card-cache", action="store_true")
    parser.add_argument("--keep-engine-caches", action="store_true")
    parser.add_argument("--types", type=int, default=12, help="object types that grew most, to list")
    parser.add_argument("--tracemalloc", action="store_true", help="also list the lines that allocated most")
    args = parser.parse_args()

    _app = QApplication.instance() or QApplication(sys.argv)
    from buraco_qt.app import create_window
    from buraco_qt.platform import heap_trim
    from buraco_qt.storage.settings import Settings
    if args.tracemalloc:
        import tracemalloc
        tracemalloc.start(12)
    window = create_window(["--seed", "1", "--speed", "0", "--seats", "ai:normal,ai:normal,ai:normal,ai:normal",
                            "--target", str(args.target)], settings=Settings())
    window.show()
    QTest.qWaitForWindowExposed(window)
    images = window.scene.images

    def measure():
        if not args.keep_card_cache:
            window.scene.images.clear_cache()
        if not args.keep_engine_caches:
            clear_engine_caches()
        for _ in range(3):
            QTest.qWait(10)
        gc.collect()
        heap_trim.release()          # as the game does at every deal: RSS shows what is held
        return rss_mb()

    play_out(window, args.hands, args.match_timeout)
    start_rss = measure()
    first = census(window)
    base_types = type_counts()
    snapshot = tracemalloc.take_snapshot() if args.tracemalloc else None
    peak = start_rss
    hands_total = 0
    curve: list[tuple[int, float]] = []
    print(f"{'match':>5} {'RSS MB':>8} {'items':>6} {'cards':>6} {'wrappers':>8} {'toplevel':>8} {'pyobjects':>9}")
    print(f"{0:>5} {start_rss:8.1f} {first['items']:>6} {first['cards']:>6} {first['wrappers']:>8} "
          f"{first['toplevel']:>8} {first['pyobjects']:>9}", flush=True)
    t0 = time.monotonic()
    for number in range(1, args.matches + 1):
        window.resize(*SIZES[number % len(SIZES)])
        QTest.qWait(1)
        dialogs(window)
        new_match(window, number, args.target)
        hands_total += play_out(window, args.hands, args.match_timeout)
        peak = max(peak, rss_mb())
        if number % args.every == 0 or number == args.matches:
            now = measure()
            peak = max(peak, now)
            live = census(window)
            curve.append((number, now))
            print(f"{number:>5} {now:8.1f} {live['items']:>6} {live['cards']:>6} {live['wrappers']:>8} "
                  f"{live['toplevel']:>8} {live['pyobjects']:>9}", flush=True)
    end_rss = measure()
    print(f"\n{args.matches} matches, {hands_total} hands in {time.monotonic() - t0:.0f} s; "
          f"card cache {'kept' if args.keep_card_cache else 'cleared before each measurement'} "
          f"({images.cache_size()} pixmaps now); engine caches "
          f"{'kept' if args.keep_engine_caches else 'emptied before each measurement'}")
    print(f"RSS start {start_rss:.1f} MB, max {peak:.1f} MB, end {end_rss:.1f} MB, "
          f"end - start {end_rss - start_rss:+.1f} MB")
    settled = curve[1:]                    # after the first line: every dialog made, Qt's caches warm
    if len(settled) >= 3:
        slope, _ = statistics.linear_regression([n for n, _ in settled], [mb for _, mb in settled])
        print(f"trend after match {settled[0][0]}: {slope * 10:+.1f} MB per 10 matches "
              f"(RSS {min(mb for _, mb in settled):.1f} to {max(mb for _, mb in settled):.1f} MB)")
    grown = type_counts()
    grown.subtract(base_types)
    most = [f"{name} {count:+d}" for name, count in grown.most_common(args.types) if count > 0]
    print("object types that grew most:", ", ".join(most) or "none")
    if snapshot is not None:
        import tracemalloc
        stats = tracemalloc.take_snapshot().compare_to(snapshot, "traceback")
        for stat in stats[:args.types]:
            print(f"{stat.size_diff / 1024:+9.0f} KiB {stat.count_diff:+7d} blocks")
            for line in stat.traceback.format()[-8:]:
                print("     ", line)
    window.controller.shutdown()
    window.close()


if __name__ == "__main__":
    main()
