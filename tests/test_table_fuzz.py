"""A seeded fuzz of the live table in every preset: random clicks, double-clicks, drags, a card held
while the computers play, keys and resizes through the real view, Save as, Open and Continue (the
autosave read back as a restart would), checked after every event (no exception in any slot, no
frozen turn, every card accounted for, the scene equal to the engine, the files equal to the table).
A longer run: benchmarks/fuzz_table.py."""

from __future__ import annotations

import pytest
from table_harness import TableFuzzer, fuzz_window

from buraco_qt import rules as R

EVENTS = 150

CASES = [(preset, 4 if k % 2 == 0 else 2) for k, preset in enumerate(R.VARIANTS)]


@pytest.mark.parametrize("preset, players", CASES)
def test_fuzz_the_table(qtbot, show_window, tmp_path, preset, players):
    # brazilian from 1975-1265 with normal seats: the first-meld minimum that froze the table bites
    brazilian = preset == "brazilian"
    window = fuzz_window(preset, players, seed=11 + players, levels=("normal",) if brazilian else ("easy",),
                         totals=(1975, 1265) if brazilian else None, autosave=True)
    show_window(window, (1180, 760))
    report = TableFuzzer(window, seed=5, files=tmp_path).run(EVENTS)
    assert report.failures == [], "\n".join(report.failures[:5])
    assert report.events == EVENTS and report.moves > 10
    assert report.files >= 3, "the fuzz saved, opened or continued too little"
