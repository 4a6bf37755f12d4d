"""Settings persist across a restart of the window (never in the player's own settings file)."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox

from buraco_qt import rules as R
from buraco_qt.app import create_window
from buraco_qt.storage.settings import Settings


@pytest.fixture(autouse=True)
def _own_config(tmp_path, monkeypatch):
    monkeypatch.setenv("BURACO_QT_CONFIG", str(tmp_path / "settings.json"))


@pytest.fixture
def open_window(show_window):
    def make(argv):
        return show_window(create_window(argv, settings=Settings.load()))

    return make


def pick(combo: QComboBox, data) -> None:
    combo.setCurrentIndex(combo.findData(data))


def test_settings_and_new_game_choices_survive_a_restart(qtbot, tmp_path, open_window):
    path = tmp_path / "settings.json"
    assert Settings.default_path() == path
    first = open_window(["--seed", "1"])
    assert first.controller.game.variant.name == "cardcol" and first.controller.speed_ms == 700
    dialog = first.show_settings()
    dialog.findChild(QSpinBox, "speed").setValue(0)
    dialog.findChild(QCheckBox, "animation").setChecked(False)
    pick(dialog.findChild(QComboBox, "card-size"), 0.85)
    dialog.findChild(QCheckBox, "four-colour").setChecked(True)
    dialog.findChild(QCheckBox, "confirm-last-discard").setChecked(False)
    pick(dialog.findChild(QComboBox, "language"), "es")
    dialog.accept()
    assert path.exists()
    new_game = first.new_game()
    pick(new_game.findChild(QComboBox, "variant"), "burraco")
    new_game.findChild(QSpinBox, "target").setValue(1500)
    pick(new_game.findChild(QComboBox, "seat:3"), "ai:hard")
    new_game.accept()
    assert first.controller.game.variant.name == "burraco"
    first.controller.shutdown()
    first.close()

    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["speed_ms"] == 0 and data["variant"] == "burraco" and data["language"] == "es"

    second = open_window(["--seed", "2"])             # a restart: the same settings file
    s = second.settings
    assert (s.speed_ms, s.animation, s.card_scale, s.four_colour, s.confirm_last_discard, s.language) == \
        (0, False, 0.85, True, False, "es")
    assert second.controller.speed_ms == 0 and second.scene.animations is False
    assert second.scene.card_scale == 0.85 and second.scene.images.four_colour
    assert second.scene.confirm_discard is None
    # the table starts with the last variant played, its target and the seats chosen
    g = second.controller.game
    assert g.variant.name == "burraco" and g.variant.target == 1500
    assert second.controller.seats == ["human", "ai:normal", "ai:normal", "ai:hard"]
    # and the dialogs show the same values
    dialog = second.show_settings()
    assert dialog.findChild(QSpinBox, "speed").value() == 0
    assert dialog.findChild(QComboBox, "card-size").currentData() == 0.85
    assert dialog.findChild(QComboBox, "language").currentData() == "es"
    dialog.reject()
    new_game = second.new_game()
    assert new_game.findChild(QComboBox, "variant").currentData() == "burraco"
    assert new_game.findChild(QSpinBox, "target").value() == 1500
    pick(new_game.findChild(QComboBox, "variant"), "open")
    assert new_game.findChild(QSpinBox, "target").value() == R.VARIANTS["open"].target
    new_game.reject()


def test_windows_without_a_settings_file_write_nothing(qtbot, tmp_path):
    from buraco_qt.session.controller import GameController
    from buraco_qt.ui.window.main_window import MainWindow
    window = MainWindow(GameController(R.new_game("open", 4, 1), speed_ms=0))
    qtbot.addWidget(window)
    dialog = window.show_settings()
    dialog.findChild(QSpinBox, "speed").setValue(100)
    dialog.accept()
    assert window.controller.speed_ms == 100
    assert not (tmp_path / "settings.json").exists()
    window.controller.shutdown()
    window.close()


def test_damaged_or_odd_files(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text("{not json", encoding="utf-8")
    settings = Settings.load(path)
    assert settings == Settings() and settings.path == path
    assert (tmp_path / "settings.json.damaged").exists()
    path.write_text(json.dumps({"speed_ms": 99999, "variant": "nope", "seats": ["robot"], "card_scale": 3,
                                "language": "xx", "players": 3, "future_key": 1}), encoding="utf-8")
    settings = Settings.load(path)
    # each value the game cannot use gives way to its default, and is named; the rest is kept
    assert settings.speed_ms == 700 and settings.variant == "cardcol" and settings.players == 4
    assert settings.seats == ["human", "ai:normal", "ai:normal", "ai:normal"]
    assert settings.card_scale == 1.0 and settings.language == ""
    assert settings.dropped == ["speed_ms", "variant", "seats", "card_scale", "language", "players"]
    assert settings.path == path and settings.set_aside is None
    settings.save()
    assert json.loads(path.read_text(encoding="utf-8"))["future_key"] == 1


def test_the_language_comes_from_the_settings_file_the_options_name(tmp_path):
    from buraco_qt.cli import startup_settings
    path = tmp_path / "mine.json"
    path.write_text(json.dumps({"language": "de", "variant": "closed"}), encoding="utf-8")
    settings = startup_settings(["--seed", "3", "--settings", str(path), "--variant", "open"])
    assert settings.language == "de" and settings.variant == "closed" and settings.path == path


def test_a_damaged_settings_file_is_kept_aside_and_the_player_is_told(tmp_path, open_window):
    path = tmp_path / "mine.json"
    path.write_text('{"speed_ms": 300,', encoding="utf-8")
    window = open_window(["--seed", "1", "--speed", "0", "--settings", str(path)])
    assert (tmp_path / "mine.json.damaged").read_text(encoding="utf-8") == '{"speed_ms": 300,'
    assert [box.objectName() for box in window.warnings] == ["warning"]
    assert str(tmp_path / "mine.json.damaged") in window.warnings[0].text()
    assert window.scene.controller.game.phase in ("draw", "play")


def test_a_deck_named_in_the_settings_but_not_installed_gives_way_to_the_games_own_cards(tmp_path, open_window):
    path = tmp_path / "mine.json"
    path.write_text(json.dumps({"deck": "kde:svg-uninstalled"}), encoding="utf-8")
    window = open_window(["--seed", "1", "--speed", "0", "--settings", str(path)])
    assert window.scene.images.deck_name == "default"
    assert len(window.warnings) == 1 and "kde:svg-uninstalled" in window.warnings[0].text()
    assert window.settings.deck == "kde:svg-uninstalled"      # the choice stays, should the deck come back
    window.warnings[0].accept()
    assert window.warnings == []


def test_a_deck_that_cannot_be_used_keeps_the_table_cards_and_the_old_choice(open_window):
    window = open_window(["--seed", "1", "--speed", "0"])
    images = window.scene.images
    window.apply_settings(Settings(deck="kde:svg-uninstalled", four_colour=True))
    assert window.scene.images is images
    assert window.settings.deck == "default" and not window.settings.four_colour
    assert len(window.warnings) == 1 and "kde:svg-uninstalled" in window.warnings[0].text()


@pytest.mark.parametrize("argv, option", [
    (["--deck", "no-such-deck"], "--deck"),
    (["--players", "4", "--seats", "human,ai:robot,ai:easy,ai:easy"], "--seats"),
    (["--players", "2", "--seats", "human,ai:easy,ai:easy"], "--seats"),
    (["--players", "4", "--names", "Ana,Bruno"], "--names"),
    (["--target", "-5"], "argument --target"),
    (["--speed", "999999999"], "argument --speed"),
    (["--advance", "many"], "argument --advance"),
    (["--size", "big"], "argument --size"),
])
def test_a_bad_command_line_is_refused_with_its_reason(qapp, capsys, argv, option):
    with pytest.raises(SystemExit) as refused:
        create_window(["--seed", "1", *argv], settings=Settings())
    assert refused.value.code == 2
    error = capsys.readouterr().err
    assert "usage: buraco-qt" in error and f"error: {option}:" in error


def test_a_folder_given_as_the_settings_file_is_left_alone(qapp, capsys, tmp_path):
    folder = tmp_path / "Documents"
    (folder / "letters").mkdir(parents=True)
    settings = Settings.load(folder)
    assert settings == Settings() and settings.path is None and settings.set_aside is None
    with pytest.raises(SystemExit) as refused:
        create_window(["--seed", "1", "--settings", str(folder)])
    assert refused.value.code == 2 and "error: --settings:" in capsys.readouterr().err
    assert (folder / "letters").is_dir() and not (tmp_path / "Documents.damaged").exists()


def test_a_damaged_file_named_by_settings_is_reported_when_the_game_starts_as_main_starts_it(tmp_path, show_window):
    from buraco_qt.cli import startup_settings
    path = tmp_path / "mine.json"
    path.write_text("{oops", encoding="utf-8")
    argv = ["--seed", "1", "--speed", "0", "--settings", str(path)]
    window = show_window(create_window(argv, settings=startup_settings(argv)))
    assert len(window.warnings) == 1 and "mine.json.damaged" in window.warnings[0].text()


def test_settings_show_the_values_the_command_line_put_in_force(tmp_path, open_window):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"speed_ms": 700, "four_colour": False}), encoding="utf-8")
    window = open_window(["--seed", "1", "--speed", "0", "--four-colour"])
    assert window.controller.speed_ms == 0 and window.scene.images.four_colour
    dialog = window.show_settings()
    assert dialog.findChild(QSpinBox, "speed").value() == 0
    assert dialog.findChild(QCheckBox, "four-colour").isChecked()
    dialog.accept()                                     # OK without a change changes nothing
    assert window.controller.speed_ms == 0 and window.scene.images.four_colour
    # the command line holds for this session only: the file keeps the player's own values
    assert (window.settings.speed_ms, window.settings.four_colour) == (700, False)
    dialog = window.show_settings()
    pick(dialog.findChild(QComboBox, "card-size"), 1.15)
    dialog.findChild(QSpinBox, "speed").setValue(300)
    dialog.accept()
    assert window.controller.speed_ms == 300 and window.scene.card_scale == 1.15
    data = json.loads(path.read_text(encoding="utf-8"))
    assert (data["speed_ms"], data["card_scale"], data["four_colour"]) == (300, 1.15, False)


def test_a_second_damaged_file_never_overwrites_the_first(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text("first {", encoding="utf-8")
    assert Settings.load(path).set_aside == tmp_path / "settings.json.damaged"
    path.write_text("second {", encoding="utf-8")
    assert Settings.load(path).set_aside == tmp_path / "settings.json.2.damaged"
    assert (tmp_path / "settings.json.damaged").read_text(encoding="utf-8") == "first {"
    assert (tmp_path / "settings.json.2.damaged").read_text(encoding="utf-8") == "second {"
