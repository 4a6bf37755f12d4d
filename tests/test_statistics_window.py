"""Statistics at the table: the window counts the hands and the match that end there for the people's
team, keeps them across a restart, never counts a resumed hand twice, survives a damaged file, and
Game → Statistics shows them, with a Reset that asks first."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QMessageBox
from test_statistics import greedy

from buraco_qt import rules as R
from buraco_qt.app import window_for
from buraco_qt.cli import read_options
from buraco_qt.session.controller import GameController
from buraco_qt.storage.statistics import StatisticsFile
from buraco_qt.text.languages import number
from buraco_qt.ui.window.main_window import MainWindow

SEATS = ["human", "ai:normal", "ai:normal", "ai:hard"]


class Greedy:
    """A fast computer player for the tests (the real levels take their time)."""

    def __init__(self, level: str, seed: int = 0) -> None:
        self.level = level

    def choose(self, view: R.SeatView) -> R.Action:
        return greedy(view)


@pytest.fixture
def open_window(qtbot):
    """open_window(path, seats=...): a window over an "open" match to 300 points (two hands with seed 6),
    not shown (a table that is not painted plays four times faster); shut down when the test ends."""
    windows = []

    def make(path, game=None, seats=SEATS):
        game = game or R.Game(R.with_options(R.VARIANTS["open"], target=300), 4, 6)
        controller = GameController(game, seats, speed_ms=0, ai_factory=Greedy)
        window = MainWindow(controller, statistics_path=path)
        qtbot.addWidget(window)
        windows.append(window)
        controller.start()
        return window

    yield make
    for window in windows:
        window.controller.shutdown()
        window.close()


def play(window, qtbot, until) -> None:
    """Play the people's seats with `greedy` (and deal on) until `until()` holds."""
    c = window.controller
    for _ in range(5000):
        qtbot.waitUntil(lambda: c.settled or until(), timeout=20_000)
        if until():
            return
        g = c.game
        if g.phase == "hand_over":
            assert c.next_hand()
        elif g.phase in ("draw", "play"):
            assert c.request(greedy(g))
    raise AssertionError("the match did not end")


def test_the_window_counts_a_whole_match_and_keeps_it_across_a_restart(open_window, qtbot, tmp_path):
    path = tmp_path / "statistics.json"
    window = open_window(path)
    game = window.controller.game
    play(window, qtbot, lambda: game.phase == "match_over")
    tally = window.statistics.store.statistics.overall
    assert tally.hands_played == len(game.history) >= 2
    assert tally.points == sum(hand[0] for hand in game.history) == game.totals[0]
    assert (tally.matches_played, tally.matches_won) == (1, int(game.winner == 0))
    assert tally.opponents == {"normal+hard": [1, int(game.winner == 0)]}
    # the file holds it; a new window (the game started again) shows the same numbers
    assert StatisticsFile.load(path).statistics == window.statistics.store.statistics
    again = open_window(path)
    assert again.statistics.store.statistics == window.statistics.store.statistics
    dialog = again.show_statistics()
    overall = dialog.pages()[0]
    assert overall.values["hands_played"] == number(len(game.history))
    assert overall.values["matches_played"] == "1"
    assert [page.key for page in dialog.pages()] == ["", "open"]


def test_a_hand_resumed_from_before_its_end_is_not_counted_twice(open_window, qtbot, tmp_path):
    path = tmp_path / "statistics.json"
    window = open_window(path)
    c = window.controller
    play(window, qtbot, lambda: c.game.turn >= 6)
    saved = R.Game.from_json(c.game.to_json())            # as an autosave during hand 1 holds it
    play(window, qtbot, lambda: c.game.phase != "draw" and c.game.phase != "play")
    counted = window.statistics.store.statistics.overall.hands_played
    assert counted == 1
    # the game starts again (a crash, say) and the saved match is played on to the end of that hand
    again = open_window(path)
    again.controller.set_match(saved, SEATS)
    play(again, qtbot, lambda: again.controller.game.phase in ("hand_over", "match_over"))
    assert again.controller.game.hand_number == 1
    assert again.statistics.store.statistics.overall.hands_played == 1
    # the next hand is new, and it is counted
    play(again, qtbot, lambda: again.controller.game.hand_number == 2 and again.controller.game.phase == "hand_over"
         or again.controller.game.phase == "match_over")
    assert again.statistics.store.statistics.overall.hands_played == 2


def test_people_on_both_teams_and_computers_alone_are_not_counted(open_window, qtbot, tmp_path):
    for seats in (["human", "human", "ai:easy", "ai:easy"], ["ai:easy"] * 4):
        path = tmp_path / f"{seats[1]}.json"
        window = open_window(path, R.Game(R.with_options(R.VARIANTS["open"], target=100), 4, 6), seats)
        game = window.controller.game
        play(window, qtbot, lambda: game.phase == "match_over")
        assert window.statistics.team() is None
        assert window.statistics.store.statistics.empty and not path.exists()


def test_friends_as_partners_count_for_their_team(open_window, qtbot, tmp_path):
    window = open_window(None, seats=["ai:easy", "human", "ai:hard", "human"])
    game = window.controller.game
    play(window, qtbot, lambda: game.phase != "draw" and game.phase != "play")
    assert window.statistics.team() == 1
    assert window.statistics.store.statistics.overall.points == game.history[0][1]


def test_a_damaged_statistics_file_is_set_aside_with_a_message(show_window, tmp_path):
    path = tmp_path / "statistics.json"
    path.write_text('{"format": "buraco-qt statistics", "version": 1, "overall": 3', encoding="utf-8")
    options = read_options(["--seed", "2", "--speed", "0", "--seats", "human,ai:easy,ai:easy,ai:easy"])
    window = show_window(window_for(options, statistics_path=path))
    aside = tmp_path / "statistics.json.damaged"
    assert aside.is_file() and not path.exists()
    assert any(str(aside) in box.text() for box in window.warnings)
    assert window.statistics.store.statistics.empty and window.statistics.store.path == path


def test_statistics_that_cannot_be_saved_are_said_in_the_status_bar(open_window, qtbot, tmp_path):
    window = open_window(tmp_path / "data" / "statistics.json")
    assert window.statistics.startup_problem() == ""          # read at the start, as the game does once it shows
    (tmp_path / "data").write_text("", encoding="utf-8")      # its folder cannot be made: a file is there
    game = window.controller.game
    play(window, qtbot, lambda: game.phase != "draw" and game.phase != "play")
    assert window.statistics.store.statistics.overall.hands_played == 1        # counted, in memory
    assert "The statistics could not be saved" in window.status_text()


def test_the_statistics_window_follows_the_game_and_reset_asks_first(open_window, qtbot, tmp_path):
    path = tmp_path / "statistics.json"
    window = open_window(path)
    assert window.action_statistics in window.game_menu.actions()
    window.action_statistics.trigger()
    dialog = window.statistics_dialog
    assert dialog.isVisible() and dialog.empty.isVisible() and not dialog.reset_button.isEnabled()
    game = window.controller.game
    play(window, qtbot, lambda: game.phase != "draw" and game.phase != "play")      # open while a hand ends
    assert not dialog.empty.isVisible() and dialog.pages()[0].values["hands_played"] == "1"
    assert dialog.pages()[0].table.item(4, 0).text() == "1"
    assert dialog.reset_button.isEnabled()
    box = dialog.ask_reset()
    assert box.isVisible() and box.defaultButton() is box.button(QMessageBox.StandardButton.No)
    box.done(QMessageBox.StandardButton.No)
    assert window.statistics.store.statistics.overall.hands_played == 1
    dialog.reset_button.click()
    dialog.question.done(QMessageBox.StandardButton.Yes)
    assert window.statistics.store.statistics.empty and dialog.empty.isVisible()
    assert json.loads(path.read_text(encoding="utf-8"))["overall"]["hands_played"] == 0
    # the hand reset away is not counted again should it end once more
    assert window.statistics.store.statistics.hands_seen


@pytest.mark.parametrize("code", ["de", "pt", "es"])
def test_the_statistics_window_fits_its_texts_in_long_languages(open_window, qtbot, code):
    from PySide6.QtWidgets import QApplication, QWidget
    from test_statistics import play_match

    from buraco_qt.text import languages
    window = open_window(None)
    statistics = window.statistics.store.statistics
    for variant, seed in (("open", 1), ("cardcol", 2)):
        play_match(variant, seed, statistics=statistics)
    statistics.variants["closed_stcl"] = statistics.variants["open"]       # a preset with a long name
    languages.install(code)
    dialog = window.show_statistics()
    qtbot.waitExposed(dialog)
    QApplication.processEvents()
    narrow = [(child.objectName() or type(child).__name__, child.width(), child.minimumSizeHint().width())
              for child in dialog.findChildren(QWidget)
              if child.isVisibleTo(dialog) and child.width() < child.minimumSizeHint().width()]
    assert narrow == []
    for page in dialog.pages():
        for table in (page.table, page.levels):
            rows = sum(table.rowHeight(r) for r in range(table.rowCount()))
            columns = sum(table.columnWidth(c) for c in range(table.columnCount()))
            assert table.viewport().height() >= rows and table.viewport().width() >= columns, page.key
    tabs = dialog.tabs.tabBar()
    assert all(tabs.tabRect(i).width() >= tabs.fontMetrics().horizontalAdvance(tabs.tabText(i))
               for i in range(tabs.count()))


STARTED = """
import sys
import time
from PySide6.QtWidgets import QApplication
import buraco_qt.app as app

class Started(QApplication):
    def exec(self):                 # the window is made and shown; the event loop is not entered
        return 0

Started(sys.argv[:1])
made = []
window_for = app.window_for
app.window_for = lambda *args, **kwargs: made.append(window_for(*args, **kwargs)) or made[-1]
app.main(["buraco-qt", "--settings", sys.argv[1], "--seed", "3", *sys.argv[2:]])
window = made[0]
deadline = time.monotonic() + 10
while "--screenshot" not in sys.argv and window.sound_player is None and time.monotonic() < deadline:
    QApplication.processEvents()    # the match (and its sounds) start once the table has painted
    time.sleep(0.01)
print(window.statistics.store.path)
print(window.sound_player is not None)
window.controller.shutdown()
"""


@pytest.mark.parametrize("screenshot", [False, True])
def test_the_game_keeps_statistics_in_the_data_folder_and_plays_sounds_but_not_for_a_screenshot(tmp_path,
                                                                                                 screenshot):
    import os
    import subprocess
    import sys
    from pathlib import Path
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_DATA_HOME": str(tmp_path / "share"),
           "XDG_CACHE_HOME": str(tmp_path / "cache")}
    extra = ["--screenshot", str(tmp_path / "table.png")] if screenshot else []
    result = subprocess.run([sys.executable, "-c", STARTED, str(tmp_path / "settings.json"), *extra],
                            cwd=Path(__file__).resolve().parents[1], env=env, capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stderr[-2000:]
    path, sounds = result.stdout.strip().splitlines()[-2:]
    if screenshot:
        assert (path, sounds) == ("None", "False")
    else:
        assert path == str(tmp_path / "share" / "buraco-qt" / "statistics.json") and sounds == "True"
