"""An unexpected error while the game runs: logged, the match saved, the player told once, the table
drawn again from the match on Continue; a storm of errors ends in Quit; no box without a player.

pytest-qt catches errors in slots itself (and fails the test); these tests turn that off
(``qt_no_exception_capture``) so that the game's own hooks meet the errors, and put the hooks back.
"""

from __future__ import annotations

import sys
import threading

import pytest
from PySide6.QtCore import QObject, Qt, QTimer, QTranslator, QUrl, Slot
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QApplication, QLabel, QPushButton
from table_harness import scene_problems

from buraco_qt import rules as R
from buraco_qt.platform import diagnostics
from buraco_qt.ui.dialogs.crash_dialog import CrashDialog
from buraco_qt.ui.window.crash_guard import EXIT_AFTER_ERROR, STORM_BOXES, CrashGuard

pytestmark = pytest.mark.qt_no_exception_capture


def _seed(want_starter) -> int:
    return next(seed for seed in range(200) if want_starter(R.new_game("cardcol", 4, seed).starter))


@pytest.fixture
def diagnostics_log(tmp_path):
    """The game's log in a folder of the test; every hook as it was afterwards."""
    hooks = (sys.excepthook, threading.excepthook)
    report = diagnostics.install(tmp_path / "data", crash_reports=False)
    yield report
    report.close()
    assert (sys.excepthook, threading.excepthook) == hooks


class Recorder:
    """What the guard was asked to do: the matches saved, the exit codes asked for."""

    def __init__(self, window, folder) -> None:
        self.window, self.folder = window, folder
        self.saved, self.exits = [], []
        self.now = 1000.0

    def save(self):
        path = self.folder / "autosave.buraco"
        path.write_text(self.window.controller.game.to_json(), encoding="utf-8")
        self.saved.append(path)
        return path


@pytest.fixture
def guarded(diagnostics_log, tmp_path):
    """guarded(window, **options) -> (guard, recorder): a CrashGuard over `window`, taken off afterwards."""
    made = []

    def make(window, **options):
        recorder = Recorder(window, tmp_path)
        guard = CrashGuard(window, recorder.save, diagnostics_log.log_path, quit_app=recorder.exits.append,
                           clock=lambda: recorder.now, **options).install()
        made.append(guard)
        return guard, recorder

    yield make
    for guard in made:
        guard.uninstall()
        if guard.dialog is not None:
            guard.dialog.blockSignals(True)
            guard.dialog.done(0)


def crash_dialogs() -> list[CrashDialog]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, CrashDialog) and w.isVisible()]


def raise_soon(error: Exception) -> None:
    """Raise `error` from a slot of the event loop, as a bug in the game would."""
    def slot():
        raise error
    QTimer.singleShot(0, slot)


def test_an_error_in_a_slot_is_logged_the_match_saved_and_the_table_drawn_again(
        qtbot, game_window, guarded, diagnostics_log, monkeypatch):
    window = game_window(R.new_game("cardcol", 4, _seed(lambda starter: starter == 0)))
    controller = window.controller
    qtbot.waitUntil(controller.can_act)
    guard, recorder = guarded(window)
    # the scene's first step on a new state (before it redraws) fails once: the table is left behind
    first_step = window.scene.gestures.state_changed
    failures = []

    def failing_once(move=None):
        if not failures:
            failures.append(move)
            raise RuntimeError("a bug while drawing the table")
        first_step(move)

    monkeypatch.setattr(window.scene.gestures, "state_changed", failing_once)
    QTimer.singleShot(0, lambda: controller.request(R.Draw()))
    qtbot.waitUntil(lambda: guard.dialog is not None)
    dialog = guard.dialog
    assert crash_dialogs() == [dialog]
    assert scene_problems(window), "the engine drew a card that the table does not show yet"
    text = diagnostics_log.log_path.read_text(encoding="utf-8")
    assert "Traceback" in text and "RuntimeError: a bug while drawing the table" in text
    assert recorder.saved and dialog.match_file.text() == str(recorder.saved[0])
    assert R.Game.from_json(recorder.saved[0].read_text(encoding="utf-8")).to_json() == controller.game.to_json()
    assert dialog.log_file.text() == str(diagnostics_log.log_path)
    assert dialog.log_file.isReadOnly() and dialog.continue_button.isVisible()

    class Opened(QObject):
        urls: list = []

        @Slot(QUrl)
        def open(self, url):
            self.urls.append(url)

    opened = Opened()
    QDesktopServices.setUrlHandler("file", opened, "open")
    try:
        qtbot.mouseClick(dialog.open_folder, Qt.MouseButton.LeftButton)
    finally:
        QDesktopServices.unsetUrlHandler("file")
    assert [url.toLocalFile() for url in opened.urls] == [str(diagnostics_log.log_path.parent)]

    qtbot.mouseClick(dialog.continue_button, Qt.MouseButton.LeftButton)
    assert guard.dialog is None and crash_dialogs() == []
    assert scene_problems(window) == []
    assert controller.can_act() and len(controller.game.hands[0]) == 12
    assert "The player chose Continue" in diagnostics_log.log_path.read_text(encoding="utf-8")


def test_continue_after_an_error_in_the_controller_lets_the_computers_play_on(qtbot, game_window, guarded,
                                                                              monkeypatch):
    # the controller fails between a computer's answer and its move: before Continue it waits for
    # an answer that will never come (its watchdog is stopped)
    window = game_window(R.new_game("cardcol", 4, _seed(lambda starter: starter == 1)))
    controller = window.controller
    guard, recorder = guarded(window)
    read_action = R.parse_action
    failures = []

    def parse_failing_once(text):
        if not failures:
            failures.append(text)
            raise KeyError("a bug in the controller")
        return read_action(text)

    monkeypatch.setattr(R, "parse_action", parse_failing_once)
    qtbot.waitUntil(lambda: guard.dialog is not None)
    assert controller.moves_applied == 0 and not controller.can_act()
    qtbot.mouseClick(guard.dialog.continue_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(controller.can_act, timeout=30_000)
    assert controller.moves_applied >= 3 and scene_problems(window) == []


def test_errors_while_the_box_is_open_are_counted_and_a_storm_offers_quit_only(qtbot, game_window, guarded,
                                                                             diagnostics_log):
    window = game_window(R.new_game("cardcol", 4, _seed(lambda starter: starter == 0)))
    guard, recorder = guarded(window)
    for box in range(1, STORM_BOXES + 1):
        raise_soon(ValueError(f"error {box}"))
        qtbot.waitUntil(lambda: guard.dialog is not None)
        dialog = guard.dialog
        if box == 1:            # more errors while it is open: no second box on top, a count in this one
            for _ in range(4):
                raise_soon(ValueError("error 1"))
            qtbot.waitUntil(lambda: dialog.more_errors == 4)
            assert dialog.more.isVisible() and "4" in dialog.more.text()
        assert crash_dialogs() == [dialog]
        recorder.now += 5
        if box < STORM_BOXES:
            qtbot.mouseClick(dialog.continue_button, Qt.MouseButton.LeftButton)
    assert guard.errors == STORM_BOXES + 4
    assert not dialog.continue_button.isVisible() and dialog.quit_button.isDefault()
    saves = len(recorder.saved)
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)          # no way to go on: closing the box is Quit

    assert recorder.exits == [EXIT_AFTER_ERROR] and len(recorder.saved) == saves + 1
    assert not window.isVisible() and crash_dialogs() == []
    text = diagnostics_log.log_path.read_text(encoding="utf-8")
    assert text.count("ValueError: error 1") == 1 and "4 more errors happened" in text


def test_an_error_in_a_worker_thread_is_told_in_the_gui_thread(qtbot, game_window, guarded, diagnostics_log):
    window = game_window(R.new_game("cardcol", 4, _seed(lambda starter: starter == 0)))
    guard, recorder = guarded(window)

    def work():
        raise OSError("a bug in a worker thread")

    worker = threading.Thread(target=work)
    worker.start()
    worker.join()
    qtbot.waitUntil(lambda: guard.dialog is not None)
    assert guard.dialog.thread() is QApplication.instance().thread()
    assert "OSError: a bug in a worker thread" in diagnostics_log.log_path.read_text(encoding="utf-8")


def test_without_a_player_no_box_opens_and_the_program_ends_with_an_error_code(qtbot, game_window, guarded,
                                                                            diagnostics_log):
    window = game_window(R.new_game("cardcol", 4, _seed(lambda starter: starter == 0)))
    guard, recorder = guarded(window, interactive=False)
    raise_soon(RuntimeError("a bug while nobody watches"))
    qtbot.waitUntil(lambda: bool(recorder.exits))
    assert recorder.exits == [EXIT_AFTER_ERROR] and guard.failed
    assert crash_dialogs() == [] and guard.dialog is None and recorder.saved == []
    assert "RuntimeError: a bug while nobody watches" in diagnostics_log.log_path.read_text(encoding="utf-8")


class LongTexts(QTranslator):
    """Every text of the box three times as long, as German and Portuguese run long."""

    def translate(self, context, source, disambiguation=None, n=-1):
        if context != "Dialogs":
            return None
        return " ".join([source.replace("%n", str(n))] * 3)


def test_the_box_holds_long_texts(qtbot, tmp_path):
    translator = LongTexts()
    QApplication.installTranslator(translator)
    try:
        dialog = CrashDialog(tmp_path / "a" / "rather" / "deep" / "folder" / "buraco-qt.log",
                             tmp_path / "autosave.buraco", can_continue=True)
        qtbot.addWidget(dialog)
        dialog.set_more_errors(12)
        dialog.show()
        qtbot.waitExposed(dialog)
    finally:
        QApplication.removeTranslator(translator)
    assert dialog.explanation.text().count("fault in the program") == 3
    assert dialog.width() <= 900
    for label in dialog.findChildren(QLabel):
        if label.isVisible() and label.wordWrap():
            assert label.height() >= label.heightForWidth(label.width()), label.objectName()
    for button in dialog.findChildren(QPushButton):
        if button.isVisible():
            assert button.width() >= button.sizeHint().width(), button.text()
