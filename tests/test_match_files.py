"""Saved matches in the window: Save as… and Open…, the autosave after every move, the question at
start, --continue, damaged files, and two windows at once."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton
from rules_helpers import played_until
from table_harness import deck_problems, scene_problems

from buraco_qt import rules as R
from buraco_qt.app import create_window
from buraco_qt.storage import persistence as P
from buraco_qt.storage.autosave import Autosave
from buraco_qt.storage.settings import Settings
from buraco_qt.ui.window import match_files

SEATS = {2: ["human", "ai:easy"], 4: ["human", "ai:easy", "ai:normal", "ai:easy"]}


def _window(show_window, *argv: str, autosave: bool = True, settings: Settings | None = None):
    window = create_window(["--speed", "0", "--seed", "3", *argv], settings=settings or Settings(), autosave=autosave)
    return show_window(window, (1100, 720))


def _saved_match(folder: Path, game: R.Game, seats: list[str], names: list[str] | None = None,
                 ai_seed: int = 9, hints: list[int] = ()) -> None:
    P.save(folder / "autosave.buraco", game, P.Table.for_match(seats, names or [""] * len(seats), ai_seed, hints))


def _box_text(window) -> str:
    return " | ".join(box.text() for box in window.warnings)


def _click(box, name: str) -> None:
    QTest.mouseClick(box.findChild(QPushButton, name), Qt.MouseButton.LeftButton)


# ----- Save as… and Open… --------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 4])
def test_save_then_open_shows_the_same_match_in_every_preset(qtbot, game_window, tmp_path, players):
    seats = SEATS[players]
    names = ["Ana"] + [""] * (players - 1)
    window = game_window(R.new_game("cardcol", players, seed=1), seats, speed=5000)   # no computer move meanwhile
    for preset in sorted(R.VARIANTS):
        for until in ("mid", "between"):
            game = played_until(preset, players, seed=players * 7, until=until)
            expected = game.to_json()
            window.set_match(game, seats, names, 4, resumed=True)
            path = tmp_path / f"{preset}-{until}.buraco"
            assert window.files.save_to(path)
            window.new_match()                           # another match, not yet begun: Open does not ask
            assert window.controller.game.to_json() != expected
            assert window.files.open_path(path) is not None
            c = window.controller
            assert c.game.to_json() == expected, (preset, until)
            assert (c.seats, c.given_names, c.ai_seed) == (seats, names, 4)
            assert scene_problems(window) == [], (preset, until)
            assert deck_problems(c.game) == []
            if until == "between":                       # a finished hand waits for Next hand
                assert window.score_sheet.isVisible() and window.action_next.isEnabled()


def test_the_file_dialogs_start_in_documents_then_in_the_last_folder(qtbot, show_window, tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("XDG_DOCUMENTS_DIR", raising=False)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    (tmp_path / "Documents").mkdir()
    settings = Settings(path=tmp_path / "settings.json")
    window = _window(show_window, "--seats", "human,ai:easy,ai:easy,ai:easy", autosave=False, settings=settings)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    QTest.keyClick(window.view, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    dialog = window.files.file_dialog
    assert dialog is not None and dialog.isVisible() and dialog.objectName() == "save-dialog"
    assert dialog.nameFilters() == ["Buraco matches (*.buraco)"]
    assert Path(dialog.directory().absolutePath()) == tmp_path / "Documents"
    folder = tmp_path / "matches"
    folder.mkdir()
    dialog.selectFile(str(folder / "evening"))
    dialog.accept()                                      # the suffix is added
    assert P.load(folder / "evening.buraco").game.to_json() == window.controller.game.to_json()
    assert "The match was saved to" in window.status_text()
    assert Settings.load(settings.path).match_folder == str(folder)
    qtbot.waitUntil(window.controller.can_act)            # the computer seats have played
    window.controller.request(R.Draw())                  # this match has begun
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    QTest.keyClick(window.view, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    dialog = window.files.file_dialog
    assert dialog.objectName() == "open-dialog" and Path(dialog.directory().absolutePath()) == folder
    dialog.selectFile(str(folder / "evening.buraco"))
    dialog.accept()
    question = window.files.question                     # the match in progress is replaced only if told so
    assert question is not None and question.objectName() == "replace-question"
    _click(question, "open")
    assert window.controller.game.to_json() == P.load(folder / "evening.buraco").game.to_json()


def test_open_asks_before_replacing_a_match_in_progress(qtbot, game_window, tmp_path):
    window = game_window(played_until("closed", 4, seed=2, until="mid"), speed=5000)
    path = tmp_path / "other.buraco"
    other = played_until("open", 2, seed=5, until="between")
    P.save(path, other, P.Table.for_match(SEATS[2], ["", "Bea"], 8))
    before = window.controller.game.to_json()
    window.files.open_path(path)
    box = window.files.question
    assert "Replace the match in progress with the match of" in box.text() and "(Open, " in box.text()
    box.button(box.StandardButton.Cancel).click()
    assert window.controller.game.to_json() == before and window.files.question is None
    window.files.open_path(path)
    _click(window.files.question, "open")
    c = window.controller
    assert c.game.to_json() == other.to_json() and c.names[1] == "Bea" and c.game.players == 2
    assert not window.files.save_to(path / "inside-a-file.buraco")      # told, nothing else changes
    assert "The match could not be saved to " in _box_text(window) and P.load(path).game.to_json() == other.to_json()


def _sparse(path: Path) -> None:
    with open(path, "wb") as file:
        file.truncate(100 * 1024 * 1024)


def _damage(path: Path, kind: str, text: str) -> None:
    if kind == "truncated":
        path.write_text(text[: len(text) // 2], encoding="utf-8")
    elif kind == "random bytes":
        path.write_bytes(random.Random(3).randbytes(5000))
    elif kind == "future version":
        path.write_text(json.dumps(dict(json.loads(text), version=99)), encoding="utf-8")
    else:
        _sparse(path)


DAMAGE = {"truncated": "it is not a saved match in JSON form", "random bytes": "this is not a buraco-qt saved match",
          "future version": "newer buraco-qt (file version 99)", "100 MB": "too large to be a saved match"}


@pytest.mark.parametrize("kind", list(DAMAGE))
def test_a_file_that_cannot_be_opened_is_told_and_the_match_goes_on(qtbot, game_window, tmp_path, kind):
    window = game_window(played_until("brazilian", 4, seed=4, until="mid"), speed=5000)
    before = window.controller.game.to_json()
    path = tmp_path / "match.buraco"
    _damage(path, kind, P.to_text(played_until("cardcol", 2, seed=1, until="mid"), P.Table([], [], [])))
    size = path.stat().st_size
    assert window.files.open_path(path) is None
    text = _box_text(window)
    assert text.startswith("This saved match cannot be opened: ") and DAMAGE[kind] in text
    if kind != "truncated":                              # a newer save, or no save at all: it stays where it is
        assert path.stat().st_size == size and "moved" not in text
    else:                                                # damaged: moved aside, never deleted
        aside = tmp_path / "match.buraco.damaged"
        assert not path.exists() and aside.stat().st_size == size and f"It was moved to {aside}." in text
    assert window.controller.game.to_json() == before and window.files.question is None


# ----- the autosave --------------------------------------------------------------------------------

def _autosaved(window) -> P.SavedMatch | None:
    window.files.autosave.flush()
    return Autosave(window.files.autosave.folder).read()


def _last_move_of_a_match() -> tuple[R.Game, R.Action]:
    """A match one move from its end (played at random to 100 points), and that move."""
    variant = R.with_options(R.VARIANTS["open"], target=100)
    game = R.Game(variant, 2, 21)
    rng = random.Random(21)
    while game.phase != "match_over":
        game.apply(rng.choice(game.legal_actions()))
    return R.Game.replay(variant, 2, 21, game.log[:-1]), R.parse_action(game.log[-1])


def test_the_autosave_follows_every_move_and_a_finished_match_clears_it(qtbot, show_window, data_folder):
    window = _window(show_window, "--seats", "human,ai:easy,ai:easy,ai:easy", "--variant", "closed")
    c = window.controller
    assert _autosaved(window).game.to_json() == c.game.to_json()      # the deal itself
    for _ in range(3):
        qtbot.waitUntil(lambda: c.can_act(), timeout=20_000)
        c.request(R.Draw())
        assert _autosaved(window).game.to_json() == c.game.to_json()
        c.request(next(a for a in c.legal_actions() if isinstance(a, R.Discard)))
        qtbot.waitUntil(lambda: c.can_act() or c.game.phase != "draw", timeout=20_000)
        saved = _autosaved(window)
        assert saved.game.to_json() == c.game.to_json() and saved.seats == c.seats
    assert window.autosave_now() == data_folder / "autosave.buraco"
    game, last = _last_move_of_a_match()
    window.set_match(game, ["human", "human"], ["Ana", "Bea"], 1, resumed=True)
    assert _autosaved(window).game.to_json() == game.to_json()
    assert c.request(last) and c.game.phase == "match_over"
    assert _autosaved(window) is None and not (data_folder / "autosave.buraco").exists()
    assert window.autosave_now() is None                               # no match in play


def test_at_start_a_saved_match_is_offered_and_goes_on(qtbot, show_window, data_folder):
    game = played_until("burraco", 4, seed=6, until="mid")
    game.totals = [0, 0]
    _saved_match(data_folder, game, ["human", "ai:easy", "ai:easy", "ai:hard"], ["Ana", "", "", ""], hints=[3, 0, 0, 0])
    expected = game.to_json()
    window = _window(show_window)
    box = window.files.question
    assert box is not None and box.isVisible() and box.objectName() == "continue-question"
    assert box.text().startswith("Continue the match of ") and box.text().endswith(" (Italian Burraco, 0 to 0)?")
    QCoreApplication.processEvents()
    # it waits: a computer (seat 3) is to move, and a controller that had started would be busy at once
    assert not window.controller.busy and window.controller.moves_applied == 0
    assert window.controller.game.to_json() == expected
    _click(box, "continue")
    c = window.controller
    assert c.game.to_json() == expected and c.seats == ["human", "ai:easy", "ai:easy", "ai:hard"]
    assert c.names[0] == "Ana" and c.ai_seed == 9 and scene_problems(window) == []
    assert window.status_text().startswith("The match goes on: Italian Burraco, hand 1")
    assert c.hints_used == [3, 0, 0, 0]                 # the hints taken stay counted
    assert _autosaved(window).hints == [3, 0, 0, 0]


def test_new_match_at_start_replaces_the_saved_one(qtbot, show_window, data_folder):
    _saved_match(data_folder, played_until("open", 2, seed=6, until="between"), SEATS[2])
    window = _window(show_window, "--variant", "closed", "--seats", "human,ai:easy,ai:easy,ai:easy")
    _click(window.files.question, "new-match")
    c = window.controller
    assert c.game.variant.name == "closed" and c.game.seed == 3 and c.game.players == 4
    assert _autosaved(window).game.variant.name == "closed"


@pytest.mark.parametrize("phase", ["hand_over", "computer", "person"])
def test_continue_goes_on_in_any_phase(qtbot, show_window, data_folder, phase):
    if phase == "hand_over":
        game = played_until("dirty_open", 4, seed=3, until="between")
    else:
        game = played_until("cardcol", 4, seed=1, until="mid")
    seat = game.seat_to_move
    seats = ["ai:easy"] * 4
    if phase == "person":
        seats[seat] = "human"
    elif phase == "computer":
        seats[(seat + 1) % 4] = "human"
    else:
        seats[0] = "human"
    _saved_match(data_folder, game, seats, hints=[seat + 1 for seat in range(4)])
    expected = game.to_json()
    window = _window(show_window, "--continue", "--variant", "open", "--seed", "8")
    c = window.controller
    assert c.hints_used == [1, 2, 3, 4]
    assert window.files.question is None
    assert "options not used: --variant, --seed" in window.status_text()
    if phase == "hand_over":                             # it waits for Next hand (not busy: no deal to come)
        QCoreApplication.processEvents()
        assert (not c.busy and c.game.to_json() == expected and window.score_sheet.isVisible()
                and window.action_next.isEnabled())
        window.next_hand()
        assert c.game.phase in ("draw", "play") and c.game.hand_number == game.hand_number + 1
    elif phase == "computer":                            # the computer on turn plays on
        qtbot.waitUntil(lambda: c.moves_applied > 0, timeout=20_000)
        assert c.game.log[:len(json.loads(expected)["log"])] == json.loads(expected)["log"]
    else:                                                # the person on turn, in the middle of the turn
        assert c.game.to_json() == expected and c.can_act() and c.game.phase == "play"
        assert c.legal_actions() == R.Game.from_json(expected).legal_actions()
    assert scene_problems(window) == []


def test_continue_without_a_saved_match_says_so(qtbot, show_window, data_folder):
    window = _window(show_window, "--continue", "--variant", "open")
    assert window.files.question is None and window.controller.game.variant.name == "open"
    assert "There is no saved match to continue: a new match starts" in window.status_text()
    assert _autosaved(window).game.to_json() == window.controller.game.to_json()


@pytest.mark.parametrize("kind", list(DAMAGE))
def test_a_damaged_autosave_at_start_is_told_set_aside_and_a_new_match_starts(qtbot, show_window, data_folder,
                                                                               kind):
    path = data_folder / "autosave.buraco"
    data_folder.mkdir(parents=True, exist_ok=True)
    _damage(path, kind, P.to_text(played_until("closed", 4, seed=2, until="mid"), P.Table([], [], [])))
    size = path.stat().st_size
    window = _window(show_window, "--continue")
    text = _box_text(window)
    aside = data_folder / "autosave.buraco.damaged"
    assert text.startswith("The match saved last cannot be opened: ") and DAMAGE[kind] in text
    assert f"It was moved to {aside}. A new match starts." in text
    assert aside.stat().st_size == size and window.files.question is None
    assert _autosaved(window).game.to_json() == window.controller.game.to_json()
    assert window.controller.game.seed == 3


def test_a_pending_autosave_of_a_newer_version_is_kept_and_told(data_folder):
    data_folder.mkdir(parents=True, exist_ok=True)
    table = P.Table([], [], [])
    (data_folder / "autosave.buraco").write_text(P.to_text(played_until("closed", 4, seed=2, until="mid"), table))
    newer = data_folder / "autosave.buraco.09000000000000000000.pending"
    newer.write_text(json.dumps(dict(json.loads(P.to_text(played_until("closed", 4, seed=5, until="mid"), table)),
                                     version=99)), encoding="utf-8")
    start = match_files.opening(False, True, data_folder)
    try:
        assert start.saved is None and len(start.warnings) == 1          # the older autosave is not offered
        assert "newer buraco-qt (file version 99)" in start.warnings[0]
        aside = data_folder / (newer.name + ".damaged")
        assert f"It was moved to {aside}." in start.warnings[0]
        assert json.loads(aside.read_text())["version"] == 99             # kept (it was deleted)
    finally:
        start.autosave.release()


def test_a_data_folder_that_cannot_be_written_is_told_and_its_match_still_offered(data_folder, monkeypatch):
    from PySide6 import QtCore

    from buraco_qt.storage import files
    data_folder.mkdir(parents=True, exist_ok=True)
    saved = played_until("closed", 4, seed=2, until="mid")
    (data_folder / "autosave.buraco").write_text(P.to_text(saved, P.Table([], [], [])))

    class UnwritableLock(QtCore.QLockFile):
        def tryLock(self, _timeout=0):
            return False

        def error(self):
            return QtCore.QLockFile.LockError.PermissionError

    def read_only(path, _text):
        raise OSError(30, "Read-only file system", str(path))

    monkeypatch.setattr(QtCore, "QLockFile", UnwritableLock)
    monkeypatch.setattr(files, "write_new", read_only)
    start = match_files.opening(False, True, data_folder)
    assert start.autosave is None and start.ask and start.saved.game.to_json() == saved.to_json()
    assert start.warnings == [f"The match cannot be saved automatically: the folder {data_folder} cannot be "
                              "written (Read-only file system). Use Game → Save as… to keep it."]
    assert "another Buraco window" not in " ".join(start.notes)


def test_with_nothing_saved_the_lock_is_taken_once_the_table_shows(qtbot, show_window, data_folder):
    from buraco_qt import app, cli

    options = cli.read_options(["--speed", "0", "--seed", "3", "--seats", "human,ai:easy,ai:easy,ai:easy"])
    window = app.window_for(options, start_after_paint=True, autosave=True)
    lock = data_folder / "autosave.lock"
    assert window.files.autosave is None and not lock.exists()        # nothing written before the first paint
    show_window(window, (1100, 720))
    qtbot.waitUntil(lambda: window.files.autosave is not None)
    assert lock.exists() and window.controller.game.phase == "draw"
    assert _autosaved(window).game.to_json() == window.controller.game.to_json()     # the deal, under the lock
    second = app.window_for(options, start_after_paint=True, autosave=True)
    show_window(second, (1100, 720))
    qtbot.waitUntil(lambda: "A match is already open in another Buraco window" in _box_text(second))
    assert second.files.autosave is None


def test_a_window_closed_before_its_table_showed_takes_no_autosave(qtbot, data_folder, monkeypatch):
    from buraco_qt import app, cli
    from buraco_qt.session.controller import GameController

    started = []
    monkeypatch.setattr(GameController, "start", lambda self: started.append(self))
    monkeypatch.setattr(app, "START_WITHOUT_PAINT_MS", 20)
    options = cli.read_options(["--speed", "0", "--seed", "3", "--seats", "human,ai:easy,ai:easy,ai:easy"])
    window = app.window_for(options, start_after_paint=True, autosave=True)
    qtbot.addWidget(window)
    window.close()
    qtbot.waitUntil(lambda: started == [window.controller])        # the match would start now
    assert window.files.autosave is None
    assert not (data_folder / "autosave.lock").exists() and not (data_folder / "autosave.buraco").exists()


def test_a_second_window_plays_without_the_autosave(qtbot, show_window, data_folder):
    first = _window(show_window, "--seats", "human,ai:easy,ai:easy,ai:easy")
    second = _window(show_window, "--seats", "human,ai:easy", "--players", "2", "--seed", "4")
    assert first.files.autosave is not None and second.files.autosave is None
    assert "A match is already open in another Buraco window" in _box_text(second)
    assert "A match is already open in another Buraco window" in second.status_text()
    assert second.autosave_now() is None
    second.controller.request(R.Draw())
    assert _autosaved(first).game.to_json() == first.controller.game.to_json()
    first.close()                                        # gives the autosave up
    third = _window(show_window, "--continue")
    assert third.files.autosave is not None and third.controller.game.to_json() == first.controller.game.to_json()
