"""A player's file that is not a saved match, and a file the game cannot read (no permission, no
file at all: a folder, a pipe, a device), are left where they are, with a message; a damaged save
of the game's own is moved aside; a byte order mark is no damage."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from rules_helpers import played_until

from buraco_qt import rules as R
from buraco_qt.app import create_window
from buraco_qt.storage import files
from buraco_qt.storage import persistence as P
from buraco_qt.storage.settings import Settings
from buraco_qt.storage.statistics import NOT_A_FILE, StatisticsFile

SEATS = ["human", "ai:easy", "ai:easy", "ai:easy"]


def _save_text(seed: int = 1) -> str:
    return P.to_text(played_until("closed", 4, seed=seed, until="mid"), P.Table.for_match(SEATS, [""] * 4, 2))


def _texts(window) -> str:
    return " | ".join(box.text() for box in window.warnings)


def _refuse_reading(monkeypatch, refused: Path) -> None:
    """As a file of mode 000 refuses a player's game (as root, the test cannot make one)."""
    read = files.read_limited

    def read_limited(path, limit):
        if Path(path) == refused:
            raise PermissionError(13, "Permission denied", str(path))
        return read(path, limit)

    monkeypatch.setattr(files, "read_limited", read_limited)


NOT_SAVES = {
    "a letter": "Querida Ana,\nte mando la partida de ayer.\n",
    "a JSON list": json.dumps([1, 2, 3]),
    "another JSON object": json.dumps({"format": "something else", "version": 1}),
    "a picture": bytes(range(256)) * 20,
}


@pytest.mark.parametrize("kind", list(NOT_SAVES))
def test_a_file_that_is_not_a_saved_match_is_left_where_it_is_by_open(qtbot, game_window, tmp_path, kind):
    window = game_window(played_until("brazilian", 4, seed=4, until="mid"), speed=5000)
    before = window.controller.game.to_json()
    path = tmp_path / "ana.buraco"
    content = NOT_SAVES[kind]
    path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
    assert window.files.open_path(path) is None
    assert "This saved match cannot be opened: this is not a buraco-qt saved match." in _texts(window)
    assert "moved" not in _texts(window)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["ana.buraco"]
    assert window.controller.game.to_json() == before


def test_a_save_with_a_byte_order_mark_opens(qtbot, game_window, tmp_path):
    window = game_window(R.new_game("open", 4, seed=4), speed=5000)
    text = _save_text()
    path = tmp_path / "notepad.buraco"
    path.write_text("\ufeff" + text, encoding="utf-8")
    assert window.files.open_path(path) is not None
    assert window.controller.game.to_json() == P.from_text(text).game.to_json()
    assert P.from_text("\ufeff" + text).game.to_json() == window.controller.game.to_json()


def test_a_damaged_save_of_the_games_own_is_still_moved_aside_by_open(qtbot, game_window, tmp_path):
    window = game_window(R.new_game("open", 4, seed=4), speed=5000)
    path = tmp_path / "cut.buraco"
    path.write_text(_save_text()[:3000], encoding="utf-8")
    window.files.open_path(path)
    assert (tmp_path / "cut.buraco.damaged").exists() and not path.exists()


def _window(show_window, *argv):
    return show_window(create_window(["--speed", "0", "--seed", "3", *argv], settings=Settings(), autosave=True),
                       (1100, 720))


def test_an_autosave_that_cannot_be_read_is_left_alone_and_never_written_over(qtbot, show_window, data_folder,
                                                                              monkeypatch):
    path = data_folder / "autosave.buraco"
    data_folder.mkdir(parents=True, exist_ok=True)
    path.write_text(_save_text(), encoding="utf-8")
    before = path.read_bytes()
    _refuse_reading(monkeypatch, path)
    window = _window(show_window, "--continue")
    assert "The match saved last cannot be opened: the file cannot be read: Permission denied. It is left where it " \
           "is, and this window does not save its match automatically." in _texts(window)
    assert window.files.autosave is None and window.controller.game.seed == 3
    c = window.controller
    if c.legal_actions():                                # a move is played: still nothing is written
        c.request(c.legal_actions()[0])
    qtbot.waitUntil(lambda: c.moves_applied > 0, timeout=20_000)
    assert path.read_bytes() == before and sorted(p.name for p in data_folder.iterdir()) == ["autosave.buraco"]


@pytest.mark.parametrize("kind", ["folder", "pipe"])
def test_an_autosave_that_is_no_file_is_left_alone(qtbot, show_window, data_folder, kind):
    path = data_folder / "autosave.buraco"
    data_folder.mkdir(parents=True, exist_ok=True)
    path.mkdir() if kind == "folder" else os.mkfifo(path)
    window = _window(show_window, "--continue")
    assert "The match saved last cannot be opened: this is not a file. It is left where it is" in _texts(window)
    assert (path.is_dir() if kind == "folder" else path.is_fifo()) and window.files.autosave is None


def _statistics_path(tmp_path: Path, kind: str) -> Path:
    path = tmp_path / "statistics.json"
    if kind == "pipe":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    elif kind == "/dev/zero":
        path.symlink_to("/dev/zero")
    else:
        path.write_text(json.dumps({"not": "read"}), encoding="utf-8")
    return path


@pytest.mark.parametrize("kind", ["pipe", "folder", "/dev/zero", "no permission"])
def test_a_statistics_file_the_game_cannot_use_is_left_alone_and_the_player_is_told(qtbot, tmp_path, monkeypatch,
                                                                                    show_window, kind):
    from buraco_qt.app import window_for
    from buraco_qt.cli import read_options
    path = _statistics_path(tmp_path, kind)
    if kind == "no permission":
        _refuse_reading(monkeypatch, path)
    store = StatisticsFile.load(path)
    assert store.path is None and store.set_aside is None
    assert store.unusable == (NOT_A_FILE if kind != "no permission" else "Permission denied")
    options = read_options(["--speed", "0", "--seed", "3"], Settings())
    window = show_window(window_for(options, statistics_path=path), (1100, 720))
    problem = window.statistics.startup_problem()
    assert str(path) in problem and "it is left as it is, and the results of this session are not kept" in problem
    assert sorted(p.name for p in tmp_path.iterdir()) == ["statistics.json"]
    if kind == "no permission":
        assert json.loads(path.read_text(encoding="utf-8")) == {"not": "read"}
