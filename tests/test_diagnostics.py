"""The log, Qt's messages and native crash reports in the per-user data folder (buraco_qt/platform/diagnostics.py),
in this process and in a game of its own that fails, crashes, or cannot write its folder."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import qDebug, qWarning

from buraco_qt import __version__
from buraco_qt.platform import diagnostics
from buraco_qt.text.translators import Translators

ROOT = Path(__file__).resolve().parents[1]


def _game(data_home: Path, code: str, *args: str) -> subprocess.CompletedProcess:
    """Run `code` (which calls the game's main) in its own process with `data_home` as XDG_DATA_HOME."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_DATA_HOME": str(data_home),
           "BURACO_QT_CONFIG": os.devnull}
    return subprocess.run([sys.executable, "-c", code, *args], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)


SCREENSHOT = """
import sys
from buraco_qt import app
sys.exit(app.main(["buraco-qt", "--screenshot", sys.argv[1], "--seed", "3", "--players", "2", "--lang", "de"]))
"""

#: The screenshot run, with a bug in a slot while the table is shown.
SCREENSHOT_WITH_AN_ERROR = """
import sys
from PySide6.QtCore import QTimer
from buraco_qt import app
shoot = app.screenshot
def failing_slot():
    raise RuntimeError("a bug in a slot")
def screenshot(window, path):
    QTimer.singleShot(0, failing_slot)
    shoot(window, path)
app.screenshot = screenshot
sys.exit(app.main(["buraco-qt", "--screenshot", sys.argv[1], "--seed", "3", "--players", "2", "--lang", "de"]))
"""

#: The screenshot run, with a bug in the drawing of the stock (in a QGraphicsItem.paint).
SCREENSHOT_WITH_A_PAINT_ERROR = """
import sys
from buraco_qt import app
from buraco_qt.ui.art import theme
def badge(*args, **kwargs):
    raise RuntimeError("a bug in a paint")
theme.badge = badge
sys.exit(app.main(["buraco-qt", "--screenshot", sys.argv[1], "--seed", "3", "--players", "2"]))
"""

#: A native crash (a segfault) once the window is up.
SEGFAULT = """
import faulthandler, resource, sys
resource.setrlimit(resource.RLIMIT_CORE, (0, 0))      # no core file in the checkout
from buraco_qt import app
app.screenshot = lambda window, path: faulthandler._sigsegv()
sys.exit(app.main(["buraco-qt", "--screenshot", sys.argv[1], "--seed", "3", "--players", "2"]))
"""


def test_qt_messages_go_to_the_log_after_a_start_line(tmp_path, capsys):
    report = diagnostics.install(tmp_path / "data", language="de", crash_reports=False)
    try:
        qWarning("a warning of Qt for the log")
        qDebug("a debug message of Qt")
        logging.getLogger("buraco_qt.session.controller").info("a fallback of a computer seat")
    finally:
        report.close()
    terminal = capsys.readouterr().err          # Qt's messages as before; the game's from warnings up
    assert "a warning of Qt for the log" in terminal and "a debug message of Qt" in terminal
    assert "a fallback of a computer seat" not in terminal
    qWarning("a warning after the log was closed")
    text = report.log_path.read_text(encoding="utf-8")
    lines = text.splitlines()
    assert report.log_path == tmp_path / "data" / diagnostics.LOG_NAME
    assert f"buraco-qt {__version__} started: Python" in lines[0] and "language de" in lines[0]
    assert any("WARNING qt: a warning of Qt for the log" in line for line in lines)
    assert any("DEBUG qt: a debug message of Qt" in line for line in lines)
    assert any("INFO buraco_qt.session.controller: a fallback of a computer seat" in line for line in lines)
    assert "after the log was closed" not in text
    assert not any(isinstance(h, diagnostics.RotatingLog) for h in logging.getLogger().handlers)


def test_a_full_log_moves_to_dot_1_and_keeps_three_earlier_files(tmp_path):
    path = tmp_path / "buraco-qt.log"
    handler = diagnostics.RotatingLog(path, max_bytes=100, backups=3)
    handler.setFormatter(logging.Formatter("%(message)s"))
    logger = logging.Logger("rotation test")
    logger.addHandler(handler)
    try:
        for number in range(30):
            logger.warning("line %02d of the log, thirty bytes", number)    # 33 bytes with its newline
    finally:
        handler.close()
    files = sorted(p.name for p in tmp_path.iterdir())
    assert files == ["buraco-qt.log", "buraco-qt.log.1", "buraco-qt.log.2", "buraco-qt.log.3"]
    assert all(p.stat().st_size < 100 for p in tmp_path.iterdir())
    assert path.read_text(encoding="utf-8").splitlines()[-1] == "line 29 of the log, thirty bytes"
    assert (tmp_path / "buraco-qt.log.1").read_text(encoding="utf-8").splitlines() == [
        "line 24 of the log, thirty bytes", "line 25 of the log, thirty bytes", "line 26 of the log, thirty bytes"]
    assert ((tmp_path / "buraco-qt.log.3").read_text(encoding="utf-8").splitlines()[0]
            == "line 18 of the log, thirty bytes")


def test_an_error_in_a_slot_without_a_player_ends_the_game_with_an_error_code(tmp_path):
    result = _game(tmp_path, SCREENSHOT_WITH_AN_ERROR, str(tmp_path / "table.png"))
    assert result.returncode == 70, result.stderr[-2000:]
    log = (tmp_path / "buraco-qt" / diagnostics.LOG_NAME).read_text(encoding="utf-8")
    assert f"buraco-qt {__version__} started" in log and "language de" in log
    assert "Traceback" in log and "RuntimeError: a bug in a slot" in log
    assert str(tmp_path / "buraco-qt" / diagnostics.LOG_NAME) in result.stderr


def test_an_error_while_a_card_or_pile_is_drawn_is_reported_not_a_crash(tmp_path):
    # PySide6 turns an exception raised out of an item's paint under the view's paintEvent into a
    # segmentation fault (exit -11 before the items' paint methods were guarded)
    result = _game(tmp_path, SCREENSHOT_WITH_A_PAINT_ERROR, str(tmp_path / "table.png"))
    assert result.returncode == 70, result.stderr[-2000:]
    log = (tmp_path / "buraco-qt" / diagnostics.LOG_NAME).read_text(encoding="utf-8")
    assert "RuntimeError: a bug in a paint" in log


def test_a_native_crash_leaves_a_report_that_the_next_start_tells_once(tmp_path):
    crashed = _game(tmp_path, SEGFAULT, str(tmp_path / "crashed.png"))
    assert crashed.returncode != 0
    folder = tmp_path / "buraco-qt"
    report = (folder / diagnostics.CRASH_NAME).read_text(encoding="utf-8")
    assert "Segmentation fault" in report and "in main" in report and "app.py" in report

    again = _game(tmp_path, SCREENSHOT, str(tmp_path / "table.png"))
    assert again.returncode == 0, again.stderr[-2000:]
    kept = list(folder.glob("crash-*.log"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == report
    assert (folder / diagnostics.CRASH_NAME).read_text(encoding="utf-8") == ""
    told_once = Translators("de").translate(
        "App", "Sorry: the game closed unexpectedly the last time it ran. A report of it is kept in {file}; "
               "if you tell us about the problem, please attach it.").format(file=kept[0])
    assert told_once in again.stderr
    log = (folder / diagnostics.LOG_NAME).read_text(encoding="utf-8")
    assert "crashed" in log and "Segmentation fault" in log

    told = _game(tmp_path, SCREENSHOT, str(tmp_path / "table.png"))
    assert told.returncode == 0 and "crash-" not in told.stderr


def test_a_data_folder_that_cannot_be_written_does_not_stop_the_game(tmp_path):
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the data folder should be")
    result = _game(blocked, SCREENSHOT, str(tmp_path / "table.png"))
    assert result.returncode == 0, result.stderr[-2000:]
    assert (tmp_path / "table.png").stat().st_size > 0
    assert "the log cannot be written" in result.stderr
