"""The window's changeable records (Settings, a saved match's Table and SavedMatch, the window's
Opening, the mouse's Press) behave as values: built by position or by keyword with the same defaults,
a fresh list or dict for each record, equal only to a record of the same kind with the same compared
fields, shown by repr as `Name(field=value, ...)`, changeable and so never hashed, the same after copy
and pickle; Settings keeps what its file holds and is changed by `replace`."""

from __future__ import annotations

import copy
import json
import pickle
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF

from buraco_qt.storage import persistence as P
from buraco_qt.storage.settings import Settings
from buraco_qt.ui.table.table_gestures import Press
from buraco_qt.ui.window.match_files import Opening

#: Each kind: its fields in constructor order with their defaults (REQUIRED: none), the fields left
#: out of equality and repr, its repr when built from `_given` and its defaults.
REQUIRED = object()
SETTINGS_DEFAULTS = {
    "speed_ms": 700, "deck": "default", "four_colour": False, "back": "blue", "hand_sort": "rank",
    "player_name": "", "animation": True, "card_scale": 1.0, "confirm_last_discard": True, "hints": True,
    "language": "", "sound": True, "sound_volume": 50, "window_geometry": "", "match_folder": "",
    "variant": "cardcol", "players": 4, "seats": ["human", "ai:normal", "ai:normal", "ai:normal"],
    "names": ["", "", "", ""], "targets": {}, "hand_size": 11, "brazilian_pickup": "free", "extra": {},
    "path": None, "set_aside": None, "dropped": [], "unreadable": ""}
KINDS = {
    Settings: (SETTINGS_DEFAULTS, ("path", "set_aside", "dropped", "unreadable"),
               "Settings(speed_ms=700, deck='default', four_colour=False, back='blue', hand_sort='rank', "
               "player_name='', animation=True, card_scale=1.0, confirm_last_discard=True, hints=True, language='', "
               "sound=True, sound_volume=50, window_geometry='', match_folder='', variant='cardcol', players=4, "
               "seats=['human', 'ai:normal', 'ai:normal', 'ai:normal'], names=['', '', '', ''], targets={}, "
               "hand_size=11, brazilian_pickup='free', extra={})"),
    P.Table: ({"seats": REQUIRED, "names": REQUIRED, "levels": REQUIRED, "options": {}}, (),
              "Table(seats=['human'], names=['Ana'], levels=[''], options={})"),
    P.SavedMatch: ({"game": REQUIRED, "table": REQUIRED, "saved": REQUIRED, "app": REQUIRED, "version": 1}, (),
                   "SavedMatch(game='a game', table=Table(seats=[], names=[], levels=[], options={}), "
                   "saved='2024-05-01T10:00:00+00:00', app='buraco-qt 1.0', version=1)"),
    Opening: ({"autosave": None, "saved": None, "ask": False, "notes": [], "warnings": []}, (),
              "Opening(autosave=None, saved=None, ask=False, notes=[], warnings=[])"),
    Press: ({"item": REQUIRED, "start": REQUIRED, "dragging": False, "dragged": [], "grab": QPointF(),
             "lead": 0, "kind": "", "raised": []}, (),
            "Press(item='a card', start=PySide6.QtCore.QPointF(1.000000, 2.000000), dragging=False, dragged=[], "
            "grab=PySide6.QtCore.QPointF(0.000000, 0.000000), lead=0, kind='', raised=[])"),
}
GIVEN = {Settings: {}, P.Table: {"seats": ["human"], "names": ["Ana"], "levels": [""]},
         P.SavedMatch: {"game": "a game", "table": P.Table([], [], []), "saved": "2024-05-01T10:00:00+00:00",
                        "app": "buraco-qt 1.0"},
         Opening: {}, Press: {"item": "a card", "start": QPointF(1, 2)}}
def _given(kind: type) -> dict:
    return dict(GIVEN[kind])


def _other(value: object) -> object:
    """A value of the field's own type other than `value`."""
    if value is None:
        return Path("elsewhere")
    if isinstance(value, bool):
        return not value
    if isinstance(value, P.Table):
        return P.Table(["human"], [""], [""])
    if isinstance(value, QPointF):
        return QPointF(value.x() + 5, value.y() + 6)
    if isinstance(value, dict):
        return {**value, "k": 1}
    return value + {int: 3, float: 0.5, str: "!", list: ["x"]}[type(value)]


kinds = pytest.mark.parametrize("kind", list(KINDS), ids=lambda kind: kind.__name__)


@kinds
def test_built_by_position_or_keyword_with_the_same_defaults(kind):
    defaults = KINDS[kind][0]
    record = kind(**_given(kind))
    assert {name: getattr(record, name) for name in defaults} == {**defaults, **_given(kind)}
    values = [_other(getattr(record, name)) for name in defaults]
    by_position, by_keyword = kind(*values), kind(**dict(zip(defaults, values)))
    assert [getattr(by_position, name) for name in defaults] == values
    assert [getattr(by_keyword, name) for name in defaults] == values
    assert kind.__match_args__ == tuple(defaults)
    with pytest.raises(TypeError):
        kind(*values, "one too many")
    with pytest.raises(TypeError):
        kind(**_given(kind), no_such_field=1)
    with pytest.raises(TypeError):
        kind(values[0], **dict(zip(defaults, values)))
    required = [name for name, default in defaults.items() if default is REQUIRED]
    if required:
        with pytest.raises(TypeError):
            kind(*values[:len(required) - 1])


@kinds
def test_each_record_has_lists_and_dicts_of_its_own(kind):
    first, second = kind(**_given(kind)), kind(**_given(kind))
    shared = [name for name, default in KINDS[kind][0].items()
              if isinstance(default, (list, dict, QPointF)) and getattr(first, name) is getattr(second, name)]
    assert shared == []


@kinds
def test_equal_to_the_same_kind_with_the_same_compared_fields(kind):
    defaults, not_compared, _ = KINDS[kind]
    record = kind(**_given(kind))
    assert record == kind(**_given(kind)) and not record != kind(**_given(kind))
    for name in defaults:
        other = kind(**_given(kind))
        setattr(other, name, _other(getattr(record, name)))
        assert (record == other) == (name in not_compared) and (record != other) == (name not in not_compared)
    assert record.__eq__(object()) is NotImplemented and record != object()
    assert record != tuple(getattr(record, name) for name in defaults)


@kinds
def test_shown_by_its_compared_fields(kind):
    assert repr(kind(**_given(kind))) == KINDS[kind][2]


@kinds
def test_changeable_and_so_never_hashed(kind):
    record = kind(**_given(kind))
    assert kind.__hash__ is None
    with pytest.raises(TypeError):
        hash(record)
    for name in KINDS[kind][0]:
        value = _other(getattr(record, name))
        setattr(record, name, value)
        assert getattr(record, name) == value


@kinds
def test_copy_and_pickle_keep_every_field(kind):
    record = kind(**{**_given(kind), **({"path": Path("settings.json")} if kind is Settings else {})})
    for copied in (copy.copy(record), pickle.loads(pickle.dumps(record))):
        assert type(copied) is kind and copied is not record and copied == record
        assert [getattr(copied, name) for name in KINDS[kind][0]] == [getattr(record, name) for name in KINDS[kind][0]]
    shallow = copy.copy(record)
    assert all(getattr(shallow, name) is getattr(record, name) for name in KINDS[kind][0])


def test_settings_write_their_fields_and_the_unknown_keys_read_but_not_where_they_live(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"speed_ms": 0, "later_issue": [1, 2], "path": "x", "set_aside": "y"}), "utf-8")
    settings = Settings.load(path)
    assert settings.path == path and settings.set_aside is None
    assert settings.speed_ms == 0 and settings.extra == {"later_issue": [1, 2], "path": "x", "set_aside": "y"}
    settings.save()
    stored = [name for name in SETTINGS_DEFAULTS if name not in ("extra", "path", "set_aside", "dropped", "unreadable")]
    written = json.loads(path.read_text("utf-8"))
    assert list(written) == [*stored, "later_issue", "path", "set_aside"]
    assert written == {**settings.to_dict()} and written["speed_ms"] == 0 and written["path"] == "x"
    assert Settings.from_dict(written) == settings


def test_settings_replace_changes_the_named_fields_of_a_copy_and_keeps_where_they_live(tmp_path):
    settings = Settings(path=tmp_path / "settings.json", set_aside=tmp_path / "settings.json.damaged")
    changed = settings.replace(hints=False, extra={"k": 1})
    assert changed is not settings and settings.hints and settings.extra == {}
    assert not changed.hints and changed.extra == {"k": 1}
    assert changed.path == settings.path and changed.set_aside == settings.set_aside
    assert changed.seats is settings.seats and changed == settings.replace(hints=False, extra={"k": 1})
    assert settings.replace(path=None).path is None and settings.replace() == settings
    with pytest.raises(TypeError):
        settings.replace(no_such_field=1)
