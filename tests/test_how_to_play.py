"""Help → How to play (F1): the page explains the table, a turn, the gestures and every key of the
menus, with a picture of the table drawn in the player's language; Help → Rules moved to Shift+F1."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu

from buraco_qt import rules as R
from buraco_qt.app import create_window
from buraco_qt.text import languages
from buraco_qt.text.variant_names import preset_name
from buraco_qt.ui.dialogs.how_to_play import PICTURE_SIZE, SECTIONS, demo_game

WINDOW = ["--variant", "cardcol", "--seed", "3", "--speed", "0", "--seats", "human,ai:easy,ai:easy,ai:easy"]


def test_f1_opens_how_to_play_and_shift_f1_the_rules(show_window, qtbot):
    window = show_window(create_window(WINDOW))
    assert window.action_how_to_play.shortcut() == QKeySequence(Qt.Key.Key_F1)
    assert window.action_rules.shortcut() == QKeySequence(Qt.Modifier.SHIFT | Qt.Key.Key_F1)
    assert window.help_menu.actions()[:2] == [window.action_how_to_play, window.action_rules]
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    QTest.keyClick(window, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: window.how_to_play_dialog is not None and window.how_to_play_dialog.isVisible())
    assert window.rules_dialog is None
    window.how_to_play_dialog.close()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    QTest.keyClick(window, Qt.Key.Key_F1, Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: window.rules_dialog is not None and window.rules_dialog.isVisible())


def test_the_page_explains_the_gestures_and_every_key_of_the_menus(show_window, qtbot):
    window = show_window(create_window(WINDOW))
    dialog = window.show_how_to_play()
    qtbot.waitExposed(dialog)
    text = dialog.browser.toPlainText()
    keys = [action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            for menu in window.menuBar().findChildren(QMenu) for action in menu.actions()
            if not action.shortcut().isEmpty()]
    assert {"Ctrl+N", "F5", "F9", "Ctrl+Z", "F4", "F1", "Shift+F1"} <= set(keys)
    for key in keys:
        assert key in text, key
    assert "Buraco → Show score sheet" in text and "Help → Rules" in text
    for words in ("Double-click", "Drag", "New meld", "The stock: click it to draw a card.", "Esc"):
        assert words in text, words
    assert "(s)" not in text and "&" not in text.replace(" & ", "")
    assert all(section(window).startswith("<h3>") for section in SECTIONS)


def test_the_picture_is_the_table_of_the_game_in_the_players_language(show_window, qtbot):
    window = show_window(create_window(WINDOW))
    dialog = window.show_how_to_play()
    english = QImage(dialog.picture)
    assert english.size() == PICTURE_SIZE * english.devicePixelRatio() and not english.isNull()
    languages.install("de")
    QApplication.processEvents()
    german = dialog.picture
    assert german is not None and german.size() == english.size() and german != english   # the table's words
    german_name = preset_name("cardcol")
    assert german_name != "CardCol's Buraco" and german_name in dialog.browser.toPlainText()   # the page too
    languages.install("en")
    QApplication.processEvents()
    assert dialog.picture == english                          # the same table, drawn the same way again


@pytest.mark.parametrize("players", [4, 2])
def test_the_pictures_deal_is_the_same_every_time_with_melds_of_both_teams(players):
    for name, variant in R.VARIANTS.items():
        game = demo_game(variant, players)
        assert game.players == players and game.phase == "draw" and game.seat_to_move == 0, name
        assert all(game.melds) and len(game.hands[0]) >= 5, name
        assert demo_game(variant, players).to_json() == game.to_json()


def test_a_two_player_game_is_shown_with_two_players(show_window, qtbot):
    window = show_window(create_window(["--players", "2", "--seed", "3", "--speed", "0"]))
    dialog = window.show_how_to_play()
    text = dialog.browser.toPlainText()
    assert "Your opponent's hand, face down." in text and "partner" not in text


def test_the_page_explains_keyboard_play_and_the_hint_and_help_opens_it_at_the_keys(show_window, qtbot):
    window = show_window(create_window(WINDOW))
    dialog = window.show_keyboard_help()
    qtbot.waitExposed(dialog)
    assert window.action_keyboard in window.help_menu.actions()
    text = dialog.browser.toPlainText()
    for words in ("With the keyboard", "Tab / Shift+Tab", "Space", "select the card in focus, or put it back",
                  "draw from the stock", "discard the card in focus", "Hints", "Buraco → Hint (H) shows what"):
        assert words in text, words
    lines = [line.strip() for line in text.splitlines()]
    assert {"D", "P", "X", "H"} <= set(lines)            # the short keys, each in its row
    assert dialog.browser.verticalScrollBar().value() > 0           # opened at the keyboard section
    assert text.index("With the keyboard") < text.index("Friends at one screen")


#: The Enter and Space keys as the keyboards of each language label them, and the game's texts say them.
KEY_WORDS = {"en": ("Enter", "Space"), "es": ("Intro", "Espacio"), "pt_BR": ("Enter", "Espaço"),
             "pt": ("Enter", "Espaço"), "de": ("Eingabe", "Leertaste"), "fil": ("Enter", "Space")}


@pytest.mark.parametrize("code", list(languages.LANGUAGES))
def test_the_keys_are_named_as_the_game_names_them_in_every_language(show_window, qtbot, code):
    from PySide6.QtCore import QCoreApplication
    assert set(KEY_WORDS) == set(languages.LANGUAGES)
    window = show_window(create_window(WINDOW))
    languages.install(code)
    QApplication.processEvents()
    dialog = window.show_keyboard_help()
    lines = {line.strip() for line in dialog.browser.toPlainText().splitlines()}
    enter, space = KEY_WORDS[code]
    assert {enter, space} <= lines, (code, sorted(lines)[:40])
    assert "Return" not in lines and (code in ("en", "fil") or "Space" not in lines)
    translate = QCoreApplication.translate
    curtain = translate("Table", "{name}: click here or press Enter to see your cards")
    assert enter in curtain, curtain
    described = window.view.accessibleDescription()
    assert enter in described and space in described, described
