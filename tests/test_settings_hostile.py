"""A settings file never stops or breaks the game: read as saves are read (no pipe, no device, a size
limit, every error caught), every field checked (a value that cannot be used gives way to its
default and is named), a file that is no settings kept aside, one that cannot be read left alone."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from buraco_qt.app import create_window
from buraco_qt.storage import files
from buraco_qt.storage.settings import MAX_BYTES, NOT_A_FILE, Settings

ROOT = Path(__file__).resolve().parents[1]


def _write(path: Path, data) -> Path:
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize("option", ["--version", "--help"])
def test_a_pipe_in_place_of_the_settings_file_does_not_stall_the_start(tmp_path, option):
    fifo = tmp_path / "settings.json"
    os.mkfifo(fifo)
    env = {**os.environ, "BURACO_QT_CONFIG": str(fifo)}
    result = subprocess.run([sys.executable, "-m", "buraco_qt", option], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0 and "buraco-qt" in result.stdout, result.stderr


def test_a_pipe_a_device_or_a_folder_is_left_alone_and_never_written(tmp_path):
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    zero = tmp_path / "zero.json"
    zero.symlink_to("/dev/zero")
    folder = tmp_path / "folder.json"
    folder.mkdir()
    for path in (fifo, zero, folder):
        settings = Settings.load(path)
        assert settings == Settings() and settings.unreadable == NOT_A_FILE
        assert settings.path is None and settings.set_aside is None
    assert fifo.exists() and zero.is_symlink() and folder.is_dir()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["fifo.json", "folder.json", "zero.json"]


def test_a_file_that_cannot_be_read_is_left_where_it_is(tmp_path, monkeypatch):
    # as root, mode 000 does not keep the game out: the refusal the system would give is simulated
    path = _write(tmp_path / "settings.json", {"speed_ms": 0})

    def refuse(*_args, **_kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(files, "read_limited", refuse)
    settings = Settings.load(path)
    assert settings == Settings() and settings.unreadable == "Permission denied"
    assert settings.path is None and settings.set_aside is None
    assert json.loads(path.read_text(encoding="utf-8")) == {"speed_ms": 0}
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]


@pytest.mark.parametrize("text", ["[" * 100_000 + "]" * 100_000, '{"a":' * 50_000 + "1" + "}" * 50_000,
                                  "[1, 2]", '"text"'])
def test_a_file_that_is_no_settings_is_kept_aside(tmp_path, text):
    path = tmp_path / "settings.json"
    path.write_text(text, encoding="utf-8")
    settings = Settings.load(path)
    assert settings == Settings() and settings.set_aside == tmp_path / "settings.json.damaged"
    assert settings.set_aside.read_text(encoding="utf-8") == text


def test_a_byte_order_mark_as_some_windows_editors_write_is_no_damage(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text("\ufeff" + json.dumps({"speed_ms": 0}), encoding="utf-8")
    settings = Settings.load(path)
    assert settings.speed_ms == 0 and settings.set_aside is None and settings.dropped == []


def test_a_file_larger_than_the_limit_is_kept_aside_without_being_read_whole(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"extra": "x" * MAX_BYTES}), encoding="utf-8")
    settings = Settings.load(path)
    assert settings == Settings() and settings.set_aside == tmp_path / "settings.json.damaged"


#: Values of each field that the game cannot use.
HOSTILE = {
    "speed_ms": [-1, 10 ** 9, "fast", True, 1.5, None, float("inf")],
    "deck": ["", "x" * 300, 5, "kde\n", None, "\ud800"],
    "four_colour": [1, "yes", None],
    "back": ["x" * 300, "../../etc/passwd", "Red", "", 3],
    "hand_sort": ["colour", 1],
    "player_name": ["A" * 101, "\ud800", 7],
    "animation": [0, "no"],
    "card_scale": [3, 0.9, "big", float("nan"), True],
    "confirm_last_discard": [None],
    "hints": ["on"],
    "language": ["xx", "x" * 300, 5],
    "sound": [[]],
    "sound_volume": [101, -5, "loud"],
    "window_geometry": ["not base64!", "A" * 9000, 1],
    "match_folder": ["x" * 300, "relative/folder", "/" + "x" * 300, "/a\0b", "/" + "a/" * 3000, 5],
    "variant": ["Cardcol", "nope", 1],
    "players": [3, 0, "4", True],
    "seats": [["robot"], "human", ["human"] * 5, [1]],
    "names": [["A" * 101], "Ana", ["\udcff"], [1, 2], [""] * 5],
    "targets": [{"cardcol": 5}, {"Cardcol": 2000}, {"cardcol": "2000"}, [2000]],
    "hand_size": [12, "11", True, 10 ** 100],
    "brazilian_pickup": ["soft", 1],
}
GOOD = {"speed_ms": 0, "deck": "default", "four_colour": True, "back": "red", "hand_sort": "suit",
        "player_name": "Lucía", "animation": False, "card_scale": 0.85, "confirm_last_discard": False,
        "hints": False, "language": "de", "sound": False, "sound_volume": 80, "window_geometry": "AdnQywAD",
        "match_folder": "/home/ana/Partidas", "variant": "burraco", "players": 2,
        "seats": ["human", "ai:hard", "ai:easy", "ai:classic"], "names": ["Ana", "Bruno", "", ""],
        "targets": {"burraco": 1500}, "hand_size": 13, "brazilian_pickup": "duro"}


@pytest.mark.parametrize("field, value", [(field, value) for field, values in HOSTILE.items() for value in values])
def test_a_value_that_cannot_be_used_gives_way_to_its_default_and_the_rest_is_kept(tmp_path, field, value):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({**GOOD, field: value}, allow_nan=True), encoding="utf-8")
    settings = Settings.load(path)
    assert settings.dropped == [field] and settings.path == path and settings.set_aside is None
    assert getattr(settings, field) == getattr(Settings(), field)
    assert all(getattr(settings, name) == GOOD[name] or name == "players" and GOOD[name] == 2
               for name in GOOD if name != field)
    settings.save()                                # written back with the default in its place
    again = Settings.load(path)
    assert again == settings and again.dropped == []


def test_values_that_cannot_be_used_are_reported_once_then_the_file_holds_the_defaults(qapp, tmp_path, show_window):
    path = _write(tmp_path / "settings.json", {**GOOD, "back": "x" * 300, "speed_ms": "fast"})
    first = Settings.load(path)
    assert sorted(first.dropped) == ["back", "speed_ms"] and first.back == Settings().back
    assert Settings.load(path).dropped == first.dropped       # reading alone (--version, --help) writes nothing
    window = show_window(create_window(["--seed", "1", "--settings", str(path)], settings=first))
    assert len(window.warnings) == 1 and "speed_ms, back" in window.warnings[0].text()
    again = Settings.load(path)                    # the window told the player: the next start says nothing
    assert again.dropped == [] and again == first and again.hints == GOOD["hints"]


def test_the_good_values_are_all_kept():
    settings = Settings.from_dict(GOOD)
    assert settings.dropped == [] and all(getattr(settings, name) == value for name, value in GOOD.items())


def test_unknown_keys_are_kept_unless_they_could_not_be_written_again(tmp_path):
    deep = 1
    for _ in range(40):
        deep = [deep]
    path = _write(tmp_path / "settings.json", {"later": {"a": [1, 2]}, "deep": deep, "bad": "\udc80"})
    settings = Settings.load(path)
    assert settings.extra == {"later": {"a": [1, 2]}} and settings.dropped == ["deep", "bad"]
    settings.save()
    assert json.loads(path.read_text(encoding="utf-8"))["later"] == {"a": [1, 2]}


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=30),
                    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children,
                                                                                      max_size=4), max_leaves=12)


@hypothesis_settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.dictionaries(st.sampled_from([*GOOD, "extra", "path", "later"]), JSON | st.sampled_from(
    [value for values in HOSTILE.values() for value in values if value == value]), max_size=10))
def test_any_settings_data_loads_saves_and_loads_again_the_same(tmp_path_factory, data):
    path = tmp_path_factory.mktemp("settings") / "settings.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    settings = Settings.load(path)
    assert settings.path == path and settings.set_aside is None
    settings.save()
    again = Settings.load(path)
    assert again == settings and again.dropped == []


def test_the_player_is_told_which_settings_could_not_be_used(qapp, tmp_path, show_window):
    path = _write(tmp_path / "mine.json", {"back": "x" * 300, "match_folder": "x" * 300, "speed_ms": 0})
    window = show_window(create_window(["--seed", "1", "--settings", str(path)], settings=Settings.load(path)))
    assert window.scene.images.back == "blue" and window.settings.speed_ms == 0
    assert len(window.warnings) == 1
    text = window.warnings[0].text()
    assert str(path) in text and "back, match_folder" in text
    window.grab()                               # the table paints with the usual back
    assert window.files._folder() != window.settings.match_folder


def test_a_folder_too_long_for_the_system_opens_the_dialogs_in_documents(qapp, tmp_path, show_window):
    window = show_window(create_window(["--seed", "1"], settings=Settings()))
    window.settings.match_folder = "/" + "x" * 300          # past the checks, as a later setting might put it
    assert window.files._folder() != window.settings.match_folder
    dialog = window.files.open_file()
    dialog.reject()


def test_the_player_is_told_when_the_settings_file_is_left_alone(qapp, tmp_path, show_window):
    fifo = tmp_path / "mine.json"
    os.mkfifo(fifo)
    window = show_window(create_window(["--seed", "1", "--settings", str(fifo)], settings=Settings.load(fifo)))
    assert len(window.warnings) == 1 and str(fifo) in window.warnings[0].text()
    assert "left as it is" in window.warnings[0].text() and window.settings.path is None
