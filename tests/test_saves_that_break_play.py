"""A start never depends on a saved match being sound: the crafted saves of issue 32 are refused
when read, and whatever else goes wrong while a saved match is resumed sets it aside (the autosave)
or leaves the match in play (Open…), with a message, and the game goes on."""

from __future__ import annotations

import json

import pytest
from rules_helpers import played_until

from buraco_qt import rules as R
from buraco_qt.app import create_window
from buraco_qt.session import controller as controller_module
from buraco_qt.storage import persistence as P
from buraco_qt.storage.autosave import Autosave
from buraco_qt.storage.settings import Settings

SEATS = ["human", "ai:easy", "ai:easy", "ai:easy"]


def _window(show_window, *argv: str):
    window = create_window(["--speed", "0", "--seed", "3", *argv], settings=Settings(), autosave=True)
    return show_window(window, (1100, 720))


def _texts(window) -> str:
    return " | ".join(box.text() for box in window.warnings)


def _crafted(change) -> str:
    game = R.new_game("brazilian", 4, seed=77)
    data = json.loads(game.to_json())
    change(data)
    table = P.Table.for_match(SEATS, [""] * 4, 5)
    return json.dumps({**P.to_data(game, table), "game": json.dumps(data)})


def _stock_into_hand(data: dict) -> None:
    seat = data["seat_to_move"]
    data["hands"][seat] = " ".join([data["hands"][seat], data["stock"]])
    data["stock"] = ""


CRAFTED = {
    "first_meld_minimum": (lambda data: data["variant"].update(first_meld_minimum=[["1000", 75]]),
                           "variant.first_meld_minimum has a value of the wrong kind"),
    "stock into a hand": (_stock_into_hand, "stops at a position where no move is possible"),
    "variant name": (lambda data: data["variant"].update(name="Cardcol"), "variant.name has a value"),
    "negative points": (lambda data: data["variant"].update(points_low=-5), "variant.points_low is out of range: -5"),
    "ace set bonus": (lambda data: data["variant"].update(ace_set_bonus=[0]), "variant.ace_set_bonus has a value"),
}


@pytest.mark.parametrize("kind", list(CRAFTED))
def test_a_crafted_autosave_is_refused_at_start_set_aside_and_a_new_match_starts(qtbot, show_window, data_folder,
                                                                                kind):
    change, reason = CRAFTED[kind]
    data_folder.mkdir(parents=True, exist_ok=True)
    (data_folder / "autosave.buraco").write_text(_crafted(change), encoding="utf-8")
    window = _window(show_window, "--continue")
    assert "The match saved last cannot be opened" in _texts(window) and reason in _texts(window)
    assert (data_folder / "autosave.buraco.damaged").exists()
    _new_match_and_autosave(window, data_folder)


@pytest.fixture
def drawing_fails(monkeypatch):
    """The snapshot of the match of seed 77 (the saved one) fails, as an unforeseen bug would."""
    from buraco_qt.session import snapshot
    original = snapshot.take_snapshot

    def take(game, **kwargs):
        if game.seed == 77:
            raise TypeError("'>' not supported between instances of 'int' and 'str'")
        return original(game, **kwargs)

    monkeypatch.setattr(snapshot, "take_snapshot", take)
    monkeypatch.setattr(controller_module, "take_snapshot", take)


@pytest.fixture
def resuming_fails(monkeypatch):
    """Going on with the match of seed 77 (the saved one) at the table fails, as an unforeseen bug would."""
    from buraco_qt.ui.window.main_window import MainWindow
    original = MainWindow.set_match

    def set_match(self, game, *args, **kwargs):
        if game.seed == 77:
            raise TypeError("'>' not supported between instances of 'int' and 'str'")
        return original(self, game, *args, **kwargs)

    monkeypatch.setattr(MainWindow, "set_match", set_match)


def _save_seed_77(data_folder) -> None:
    P.save(data_folder / "autosave.buraco", played_until("open", 4, seed=77, until="mid"),
           P.Table.for_match(SEATS, [""] * 4, 5))


def _new_match_and_autosave(window, data_folder) -> None:
    assert window.controller.game.seed == 3 and window.controller.game.phase in ("draw", "play")
    window.files.autosave.flush()
    assert Autosave(data_folder).read().game.seed == 3          # the next start opens the new match


def test_an_autosave_the_table_cannot_draw_is_refused_at_start(qtbot, show_window, data_folder, drawing_fails):
    _save_seed_77(data_folder)
    window = _window(show_window, "--continue")
    aside = data_folder / "autosave.buraco.damaged"
    assert "The match saved last cannot be opened: the file is damaged: the match in it cannot be played on " \
           f"(TypeError). It was moved to {aside}. A new match starts." in _texts(window)
    assert aside.exists()
    _new_match_and_autosave(window, data_folder)


@pytest.mark.parametrize("argv", [["--continue"], []])
def test_an_autosave_that_fails_while_resuming_is_set_aside_and_a_new_match_starts(
        qtbot, show_window, data_folder, resuming_fails, argv):
    _save_seed_77(data_folder)
    window = _window(show_window, *argv)
    if not argv:                                       # the question: Continue
        window.files.question.accept()
        qtbot.waitUntil(lambda: window.files.question is None)
    aside = data_folder / "autosave.buraco.damaged"
    assert f"The match saved last could not be played on (TypeError). It was moved to {aside}. A new match " \
           "starts." in _texts(window)
    assert aside.exists()
    _new_match_and_autosave(window, data_folder)


def test_a_file_that_fails_while_resuming_leaves_the_match_in_play(qtbot, game_window, tmp_path, resuming_fails):
    window = game_window(played_until("closed", 4, seed=4, until="mid"), speed=5000)
    path = tmp_path / "match.buraco"
    P.save(path, R.new_game("open", 4, seed=77), P.Table.for_match(SEATS, [""] * 4, 5))
    window.controller.game.log.clear()                   # nothing begun: Open… does not ask
    before = window.controller.game.to_json()
    window.files.open_path(path)
    assert "This saved match cannot be opened: it could not be played on (TypeError). The match in play goes " \
           "on." in _texts(window)
    assert window.controller.game.to_json() == before and path.exists()
