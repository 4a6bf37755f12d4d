"""Deal numbers in the game's window: Game → Play deal… (a number typed in Game → New, or refused), --deal
on the command line, the deal in the move log's title and on the score sheet."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit, QPushButton

from buraco_qt import rules as R
from buraco_qt.app import create_window

DEAL = 482_913_077


def _cards(game: R.Game) -> list[list[str]]:
    return [[str(card) for card in hand] for hand in game.hands]


def test_play_deal_starts_the_deal_typed_and_refuses_what_is_no_deal(show_window, qtbot):
    window = show_window(create_window(["--speed", "0", "--variant", "open", "--players", "2", "--seed", "3"]),
                         size=(1024, 700))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.action_play_deal.trigger()                       # Game → Play deal…
    dialog = window.new_game_dialog
    field = dialog.findChild(QLineEdit, "deal-number")
    qtbot.waitUntil(field.hasFocus)
    for typed in ("1.5", "0", "1 000 000 000", "deal"):
        field.clear()
        qtbot.keyClicks(field, typed)
        qtbot.mouseClick(dialog.findChild(QPushButton, "deal"), Qt.MouseButton.LeftButton)
        assert dialog.isVisible() and dialog.deal_problem.isVisible(), typed
        assert dialog.deal_problem.text() == "A deal number is a whole number from 1 to 999999999"
    field.clear()
    qtbot.keyClicks(field, "482 913 077")
    assert not dialog.deal_problem.isVisible()              # typing again takes the refusal away
    qtbot.mouseClick(dialog.findChild(QPushButton, "deal"), Qt.MouseButton.LeftButton)
    playing = window.controller.match_to_save()
    assert not dialog.isVisible() and playing.game.deals == [DEAL] and playing.game.starter == 0
    assert _cards(playing.game) == [[str(c) for c in hand] for hand in R.deal_cards(R.VARIANTS["open"], 2, DEAL).hands]
    # the move log's title names a hand's deal once the hand is over (a hand in play's would tell its cards)
    log = window.show_move_log()
    assert log.windowTitle() == "Move log — Hand 1"
    window.new_game()
    window.new_game_dialog.accept()                         # an empty deal field: a random deal
    assert window.controller.match_to_save().game.deals != [DEAL]
    QApplication.processEvents()
    assert log.windowTitle() == "Move log — Hand 1"


def test_the_command_lines_deal(show_window):
    window = show_window(create_window(["--speed", "0", "--variant", "closed", "--players", "4", "--seed", "9",
                                        "--deal", "482,913,077"]))
    game = window.controller.match_to_save().game
    assert game.deals == [DEAL] and game.starter == 0
    assert _cards(game) == [[str(c) for c in hand] for hand in R.deal_cards(R.VARIANTS["closed"], 4, DEAL).hands]
