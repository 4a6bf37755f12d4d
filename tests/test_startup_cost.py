"""What the start leaves out until the table has painted (benchmarks/startup_instructions.py counts the cost).

One real start in a fresh process, as the `buraco-qt` command makes it, stopped at the table's first paint.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

START = r"""
import json, sys
from buraco_qt import app
from PySide6.QtCore import QCoreApplication, QEvent, QObject
import PySide6.QtCore as QtCore
import PySide6.QtGui as QtGui
from buraco_qt.ui.table import table_scene
layouts = []
lay_out = table_scene.lay_out_table
def counted(*args, **kwargs):
    layouts.append(args[:2])
    return lay_out(*args, **kwargs)
table_scene.lay_out_table = counted
class FirstPaint(QObject):
    # looks when the first of the game's after-paint steps begins (once the table has painted)
    painted = False
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            self.painted = True
        return False
    def look(self):
        self.seen = {"modules": list(sys.modules), "gui_classes": sorted(vars(QtGui)), "painted": self.painted,
                     "layouts": list(layouts), "qt_namespace": "Qt" in vars(QtCore)}
        QCoreApplication.quit()
first_paint = FirstPaint()
make = app.window_for
def window_for(*args, **kwargs):
    window = make(*args, **kwargs)
    window.view.viewport().installEventFilter(first_paint)
    return window
app.window_for = window_for
start_after = app._start_after_first_paint
def start_after_first_paint(window, begin):
    def looked_first():
        if not hasattr(first_paint, "seen"):
            first_paint.look()
        begin()
    start_after(window, looked_first)
app._start_after_first_paint = start_after_first_paint
import os
app.main(json.loads(os.environ["START_ARGS"]))
print(json.dumps(first_paint.seen))
"""


#: Modules first needed once the table has painted, loaded where they are used (their instructions to the
#: first paint, benchmarks/startup_instructions.py).
AFTER_THE_PAINT = (
    "socket",                   # the quit signals' socket pair, listened to after the paint: 14 M
    "buraco_qt.ai.choice",      # the turn guard's fallback move: 1 M
)

COMPUTER_FIRST = ["buraco-qt", "--seed", "1", "--speed", "0", "--seats", "human,ai:easy,ai:easy,ai:easy"]


def _first_paint(tmp_path: Path, args: list[str] = COMPUTER_FIRST) -> dict:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", BURACO_QT_CONFIG=os.devnull, PYTHONPATH=str(ROOT),
               XDG_DATA_HOME=str(tmp_path / "data"), XDG_CACHE_HOME=str(tmp_path / "cache"),
               START_ARGS=json.dumps(args))
    result = subprocess.run([sys.executable, "-c", START], cwd=tmp_path, env=env, capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 0, result.stderr[-3000:]
    seen = json.loads(result.stdout.strip().splitlines()[-1])
    assert seen["painted"]
    return seen


def test_the_table_paints_before_what_it_does_not_need(tmp_path):
    seen = _first_paint(tmp_path)
    # no dataclass is made at startup (each compiled six methods), nor a dialog module loaded
    assert "dataclasses" not in seen["modules"]
    assert not [name for name in seen["modules"] if name.endswith("_dialog")]
    # the table is laid out once, for the view's size (not first for a guessed one)
    assert len(seen["layouts"]) == 1, seen["layouts"]
    # nor is PySide6's Qt namespace made (~120 M instructions): it is, right after (buraco_qt/platform/qt_namespace.py)
    assert not seen["qt_namespace"]
    # the icon (QIcon, with its theme icon names) is given once the table has painted
    assert "QIcon" not in seen["gui_classes"]
    # nor a module first needed after it
    assert not [name for name in AFTER_THE_PAINT if name in seen["modules"]]


AFTER = r"""
import json, sys
from buraco_qt import app
from PySide6.QtCore import QCoreApplication, QTimer
windows = []
make = app.window_for
def window_for(*args, **kwargs):
    window = make(*args, **kwargs)
    windows.append(window)
    QTimer.singleShot(1500, report)
    return window
def report():
    from PySide6.QtCore import Qt
    from buraco_qt.ui.table.pile_id import PileId
    w = windows[0]
    own = [card for card in w.scene.card_items(PileId.hand(0))]
    print(json.dumps({
        "new": w.action_new.shortcut().toString(), "hint": w.action_hint.shortcut().toString(),
        "context": w.action_new.shortcutContext() == Qt.ShortcutContext.WindowShortcut,
        "own_cards_clickable": all(c.acceptedMouseButtons() == Qt.MouseButton.LeftButton for c in own),
        "cards": len(own),
        "stock_clickable": w.scene.stock.acceptedMouseButtons() == Qt.MouseButton.LeftButton,
        "scroll_bars_off": w.view.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff,
        "plain_status": w.status.message.textFormat() == Qt.TextFormat.PlainText}))
    w.controller.shutdown()
    QCoreApplication.quit()
app.window_for = window_for
app.main(["buraco-qt", "--seed", "1", "--speed", "0", "--seats", "human,ai:easy,ai:easy,ai:easy"])
"""


@pytest.mark.parametrize("args", [
    ["buraco-qt", "--seed", "2", "--speed", "0"],                                   # you start: targets glow
    ["buraco-qt", "--variant", "closed", "--players", "2", "--seats", "human,human"],   # the hotseat curtain
    ["buraco-qt", "--seed", "9", "--advance", "120", "--variant", "open", "--lang", "es"]])   # melds, canastas
def test_no_start_makes_the_qt_namespace_before_its_first_paint(tmp_path, args):
    assert not _first_paint(tmp_path, args)["qt_namespace"]


def test_what_waited_for_the_paint_is_in_place_after_it(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", BURACO_QT_CONFIG=os.devnull, PYTHONPATH=str(ROOT),
               XDG_DATA_HOME=str(tmp_path / "data"), XDG_CACHE_HOME=str(tmp_path / "cache"))
    result = subprocess.run([sys.executable, "-c", AFTER], cwd=tmp_path, env=env, capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 0, result.stderr[-3000:]
    seen = json.loads(result.stdout.strip().splitlines()[-1])
    assert seen["new"] == "Ctrl+N" and seen["hint"] == "H" and seen["context"]
    assert seen["cards"] >= 11 and seen["own_cards_clickable"] and seen["stock_clickable"]
    assert seen["scroll_bars_off"] and seen["plain_status"]
