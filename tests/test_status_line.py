"""The status bar's message: the table keeps its size whatever the message says, and a message too
long for the bar's two lines can still be read whole."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QToolTip

from buraco_qt import ai
from buraco_qt import rules as R
from buraco_qt.app import create_window
from buraco_qt.text import languages
from buraco_qt.text.move_sentences import turn_prompt
from buraco_qt.ui.window.status_line import LINES, break_lines

WINDOW = ["--seed", "3", "--speed", "0", "--players", "2", "--seats", "human,ai:easy"]


def sizes(window) -> tuple:
    QApplication.processEvents()
    return window.view.size(), window.statusBar().height(), window.status.message.height()


@pytest.mark.parametrize("size", [(1024, 700), (800, 600)])
@pytest.mark.parametrize("code", list(languages.LANGUAGES))
def test_the_table_keeps_its_size_whatever_the_message(code, size, show_window):
    window = show_window(create_window(["--lang", code, *WINDOW]), size=size)
    label = window.status.message
    window.note("Ok")
    short = sizes(window)
    assert "Ok" in label.text() and not label.toolTip()
    long = " ".join([turn_prompt(window.controller.snapshot)] * 12)[:300]
    for problem in (False, True):
        window.note(long, problem=problem)
        assert sizes(window) == short, (code, size, problem)
        assert long in window.status_text()                   # the whole message, for the tooltip and readers
        shown = label.text().split("\n")
        assert len(shown) <= LINES and shown[-1].endswith("\u2026")
        metrics = QFontMetricsF(label.font())
        assert all(metrics.horizontalAdvance(line) <= label.contentsRect().width() for line in shown)
        assert label.toolTip() == window.status_text()
    window.note("Ok", problem=True)
    assert sizes(window) == short and not label.toolTip()


def test_a_message_that_fits_two_lines_is_shown_whole(show_window):
    window = show_window(create_window(["--lang", "de", *WINDOW]), size=(800, 600))
    label = window.status.message
    words = turn_prompt(window.controller.snapshot).split()
    text = " ".join(words * 2)
    window.note(text, problem=True)
    QApplication.processEvents()
    assert label.text().replace("\n", " ") == window.status_text() and "\n" in label.text()
    assert not label.toolTip()


def test_a_click_on_a_cut_message_shows_it_whole(show_window, qtbot):
    window = show_window(create_window(WINDOW), size=(800, 600))
    window.note("a long reason " * 30, problem=True)
    QTest.mouseClick(window.status.message, Qt.MouseButton.LeftButton, pos=QPoint(20, 10))
    qtbot.waitUntil(QToolTip.isVisible)
    assert QToolTip.text() == window.status_text()


def test_lines_break_between_words_and_a_word_too_long_is_cut():
    font = QFont()
    font.setPixelSize(12)
    metrics = QFontMetricsF(font)
    width = metrics.horizontalAdvance("one two three")
    assert break_lines(font, "one two three four", width) == (["one two three", "four"], True)
    lines, whole = break_lines(font, "one two three four five six seven eight", width)
    assert not whole and len(lines) == 2 and lines[1].endswith("\u2026")
    lines, whole = break_lines(font, "x" * 200, width)
    assert not whole and lines[0].endswith("\u2026") and metrics.horizontalAdvance(lines[0]) <= width
    assert break_lines(font, "", width) == ([], True)


# ----- the points -----------------------------------------------------------------------------------

def played_until_a_reserve_is_taken(variant: str, seed: int) -> R.Game:
    """A two-player game played by computers until a team has taken its reserve, then on until seat 0 is to draw."""
    game = R.Game(R.VARIANTS[variant], 2, seed)
    players = [ai.create("normal", seed=seat) for seat in (0, 1)]
    taken = False
    while game.phase in ("draw", "play"):
        taken = taken or any(reserve is None for reserve in game.reserves)
        if taken and game.seat_to_move == 0 and game.phase == "draw":
            return game
        game.apply(players[game.seat_to_move].choose(game.view(game.seat_to_move)))
    raise AssertionError("the hand ended before a reserve was taken")


@pytest.mark.parametrize("variant, reserve", [("cardcol", "Buraco"), ("closed", "Morto")])
def test_the_points_say_in_words_which_team_took_its_reserve(variant, reserve, game_window):
    game = played_until_a_reserve_is_taken(variant, 5)
    window = game_window(game, ["human", "ai:easy"], size=(1024, 700))
    names = window.controller.names
    points = window.points_text()
    assert "[" not in points and points.startswith("Points: ")
    for team in (0, 1):
        said = f"{names[team]} {window.controller.snapshot.table_points(team)} ({reserve} taken)"
        assert (said in points) == (game.reserves[team] is None), points


def test_a_reserve_turned_into_the_stock_is_not_taken(game_window):
    game = R.Game(R.VARIANTS["cardcol"], 2, 5)
    game.apply(R.Draw())
    game.stock.clear()                              # the next turn finds no stock: a reserve becomes it
    game.apply(R.Discard(game.hands[game.seat_to_move][0]))
    assert game.reserves.count(None) == 1
    window = game_window(game, ["human", "ai:easy"], size=(1024, 700))
    assert "taken" not in window.points_text()


@pytest.mark.parametrize("code", list(languages.LANGUAGES))
def test_the_points_of_a_whole_table_keep_the_usual_names_whole(code, show_window):
    # both reserves taken, four usual names: German "(Buraco aufgenommen)" and Tagalog "(nakuha na ang Patay)"
    # ran 4-5 px past the 58% of the bar the points had, and "Bruno & Diego" showed as "Bru… & Die…"
    window = show_window(create_window(["--lang", code, "--variant", "cardcol", "--seed", "7", "--advance", "60",
                                        "--speed", "0", "--seats", "human,ai:easy,ai:easy,ai:easy"]),
                         size=(1024, 700))
    assert all(window.controller.snapshot.reserves_taken)
    points = window.points_text()
    assert "\u2026" not in points and all(name in points for name in window.controller.snapshot.names), points
    assert window.status.message.toolTip() == ""                 # and the message beside it is whole
