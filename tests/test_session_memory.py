"""A long, busy session keeps its memory: what held it is let go (the curve: benchmarks/fuzz_memory.py).

Each test counts one holder found in a 10,000-event fuzz of the table: the dialogs (kept hidden after
closing: some 20 MB), the rules' memo caches (filled hand after hand: 20,000 entries, 150,000
objects), the card pictures parsed from SVG (9.5 MB for the deck)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication, QDialog

from buraco_qt.app import create_window


def live_dialogs() -> list[str]:
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    return sorted(type(widget).__name__ for widget in QApplication.topLevelWidgets() if isinstance(widget, QDialog))


def test_a_dialog_closed_is_let_go(qtbot, show_window):
    window = show_window(create_window(["--seed", "3"]))
    window.controller.shutdown()
    before = live_dialogs()
    for show in (window.new_game, window.show_settings, window.show_rules, window.show_about,
                 window.show_statistics, window.show_how_to_play, window.show_keyboard_help):
        for _ in range(2):
            dialog = show()
            qtbot.waitExposed(dialog)
            dialog.close()
    assert live_dialogs() == before
    assert (window.new_game_dialog, window.settings_dialog, window.rules_dialog, window.about_dialog,
            window.statistics_dialog, window.how_to_play_dialog) == (None,) * 6
    dialog = window.show_about()                  # made again when opened again
    qtbot.waitExposed(dialog)
    assert window.about_dialog is dialog and dialog.isVisible()
