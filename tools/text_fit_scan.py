"""Which texts of the table do not fit, over many tables: `python tools/text_fit_scan.py [options]`.

For every preset, number of players, seed, ``--advance`` and language asked for, the table is opened
at 1024 × 700 (Qt's offscreen platform), checked as played and with the longest texts its labels can
say (`longest_texts` and `table_text_problems`, tests/test_text_fit.py and tests/text_fit.py). Each
problem is printed when a table first shows it; at the end, per text and language, how many tables show
it, the most it lacks and a table of two and of four players that shows it (to put in the test's TABLES).
Run it with the test's requirements installed (``pip install -e '.[test]'``): a few seconds a table.
"""

from __future__ import annotations

import argparse
import ast
import gc
import os
import re
import sys
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]


def _ranges(value: str) -> list[int]:
    """"1-30" or "20,40" (or both, comma-separated) as numbers."""
    numbers = []
    for piece in value.split(","):
        first, _, last = piece.partition("-")
        numbers += range(int(first), int(last or first) + 1)
    return numbers


def main(argv: list[str] | None = None) -> int:
    """Scan the tables the options ask for; the number of problems found is the exit status (0: none)."""
    from buraco_qt.rules import VARIANTS
    from buraco_qt.text import languages
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variants", default=",".join(VARIANTS), help="presets, comma-separated (default: all)")
    parser.add_argument("--players", default="2,4", help="2, 4 or 2,4 (default)")
    parser.add_argument("--seeds", default="1-30", help="seeds of the deal, as 1-30 or 3,7 (default: 1-30)")
    parser.add_argument("--advance", default="20,40,60,80", help="moves played before the table is checked")
    parser.add_argument("--langs", default=",".join(languages.LANGUAGES), help="languages (default: all)")
    parser.add_argument("--size", default="1024x700", help="the window's size (default: 1024x700)")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QFontMetricsF
    from PySide6.QtWidgets import QApplication
    app = QApplication.instance() or QApplication([])
    from test_text_fit import longest_texts
    from text_fit import table_text_problems

    from buraco_qt.app import create_window, name_application
    from buraco_qt.ui.art import theme
    short_by: dict[str, float] = {}                       # a text cut with "…": how much wider it is than its room
    elided = theme.elided

    def measured_elided(f, value, width):
        short_by[value] = max(short_by.get(value, 0.0), QFontMetricsF(f).horizontalAdvance(value) - width)
        return elided(f, value, width)
    theme.elided = measured_elided
    name_application()
    size = tuple(int(part) for part in args.size.split("x"))
    found: dict[str, list[str]] = defaultdict(list)        # problem → the tables showing it
    tables = 0
    started = time.monotonic()
    for variant in args.variants.split(","):
        for players in _ranges(args.players):
            for seed in _ranges(args.seeds):
                for advance in _ranges(args.advance):
                    table = ["--variant", variant, "--players", str(players), "--seed", str(seed),
                             "--advance", str(advance)]
                    for code in args.langs.split(","):
                        window = create_window(["--lang", code, "--speed", "0", *table])
                        window.resize(*size)
                        window.show()
                        app.processEvents()
                        window.scene.relayout(animate=False)
                        problems = table_text_problems(window.scene) + longest_texts(window)
                        window.controller.shutdown()
                        window.close()
                        window.deleteLater()
                        app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
                        del window
                        gc.collect()
                        name = f"{code} {' '.join(table)}"
                        for problem in dict.fromkeys(problems):
                            if not found[problem]:
                                print(f"{problem}    [{name}]", flush=True)
                            found[problem].append(name)
                    tables += 1
            print(f"-- {variant} {players}p: {tables} tables, {time.monotonic() - started:.0f} s", flush=True)
    shown: dict[tuple[str, str, str], set[str]] = defaultdict(set)     # (item, text, language) → tables
    most: dict[tuple[str, str, str], float] = defaultdict(float)        # → the most it lacks (px)
    for problem, names in found.items():
        item, text, what = _parts(problem)
        cut = re.match(r"is cut \(from (.*)\)$", what)
        text = cut.group(1) if cut else text
        lacks = re.match(r"is ([\d.]+) px (?:wide|tall) in ([\d.]+)", what)
        amount = float(lacks.group(1)) - float(lacks.group(2)) if lacks else \
            short_by.get(ast.literal_eval(text), 0.0) if cut else 0.0
        for name in names:
            key = (item, text, name.split()[0])
            shown[key].add(name.split(" ", 1)[1])
            most[key] = max(most[key], amount)
    print(f"\n{tables} tables in {time.monotonic() - started:.0f} s; per item, text and language: the tables "
          f"showing it, the most it lacks (px)")
    for key, names in sorted(shown.items(), key=lambda entry: (-len(entry[1]), entry[0])):
        examples = [min((name for name in names if f"--players {players} " in name), default="")
                    for players in _ranges(args.players)]
        print(f"{len(names):6}  {most[key]:5.1f}  {key[2]:5}  {key[0]}: {key[1]}    e.g. "
              + "; ".join(example for example in examples if example))
    return min(255, len(found))


def _parts(problem: str) -> tuple[str, str, str]:
    """A problem as (the kind of item, its text, what is wrong): "meld:0:3: 'Comodines' is ..." →
    ("meld", "'Comodines'", "is ...")."""
    match = re.match(r"^(.*?): ('(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\") (.*)$", problem)
    if match is None:
        return "", problem, ""
    return match.group(1).split(":")[0], match.group(2), match.group(3)


if __name__ == "__main__":
    sys.exit(main())
