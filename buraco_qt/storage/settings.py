"""The player's settings: a small JSON store, edited in Settings (F9) and the New game dialog.

Settings are plain JSON, written to a temporary file and renamed into place, and read as saved
matches are read (`files.read_limited`: never from a pipe or a device, at most `MAX_BYTES`). Every
field is checked: a value the game cannot use (of the wrong kind, out of range, a name or a path
too long) gives way to its default and is named in `dropped`, the rest is kept. A file that is no
settings at all (not JSON, not an object) is kept aside (``settings.json.damaged``, or
``settings.json.2.damaged`` if that is taken; named in `set_aside`) and the defaults are used. A
file that cannot be read (no permission) or that is no file (a folder, a pipe, a device) is left
where it is, never written over, and `unreadable` says why. The window tells the player each of
these. `Settings.load` remembers where it read from (`path`), so the window writes changes back
there; settings made in memory (``Settings()``, as in tests) have no path and are never written
unless a path is given.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

from buraco_qt.rules.values import Record
from buraco_qt.rules.variants import TARGET_RANGE  # the points to end a match a player may choose
from buraco_qt.storage import files

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import TypeGuard

    #: A field's check: the value to use, or _UNUSABLE.
    Check = Callable[[Any], Any]

#: CardCol's default delay between computer moves, in milliseconds, and the longest allowed.
DEFAULT_SPEED_MS = 700
MAX_SPEED_MS = 5000
#: Card sizes offered in Settings, as a factor of the table's normal card size.
CARD_SCALES = (0.85, 1.0, 1.15)
#: Seat kinds: a person, or a computer level.
SEAT_KINDS = ("human", "ai:easy", "ai:normal", "ai:hard", "ai:classic")
#: The largest settings file read (a file of every setting is about a kilobyte).
MAX_BYTES = 256 * 1024
#: `Settings.unreadable` when what stands in the file's place is no file (a folder, a pipe, a device).
NOT_A_FILE = "not a file"
#: Fields of `Settings` that are not settings of their own in the file.
_NOT_STORED = ("extra", "path", "set_aside", "dropped", "unreadable")
#: The longest deck name, window geometry and folder path a file may hold, and a path's longest part
#: (in bytes: what file systems allow).
_MAX_DECK = 200
_MAX_GEOMETRY = 8192
_MAX_PATH = 4096
_MAX_PATH_PART = 255
#: Unknown keys kept (for a later version of the game): at most so many, nested at most so deep.
_MAX_EXTRA = 100
_MAX_DEPTH = 16


def _default_seats() -> list[str]:
    return ["human", "ai:normal", "ai:normal", "ai:normal"]


class Settings(Record):
    """What the player chose: animation speed, card deck, hand order, sound, names."""

    FIELDS = ("speed_ms", "deck", "four_colour", "back", "hand_sort", "player_name", "animation", "card_scale",
              "confirm_last_discard", "hints", "language", "sound", "sound_volume", "window_geometry",
              "match_folder", "variant", "players", "seats", "names", "targets", "hand_size", "brazilian_pickup",
              "extra", "path", "set_aside", "dropped", "unreadable")
    SHOWN = FIELDS[:-4]                        # not where the file lives and what reading it found: no settings
    speed_ms: int                              # delay of a computer move; 0 = instant
    deck: str
    four_colour: bool
    back: str
    hand_sort: str                             # "rank", "suit" or "manual"
    player_name: str                           # "" = "You"
    animation: bool                            # cards fly; off: they jump into place
    card_scale: float                          # one of CARD_SCALES
    confirm_last_discard: bool                 # ask before discarding the last card of the hand
    hints: bool                                # Buraco → Hint may be asked for
    language: str                              # a code of buraco_qt.text.languages; "" = the system's
    sound: bool                                # the sounds of the moves (heard with Qt Multimedia installed)
    sound_volume: int                          # their volume, 0 to 100
    window_geometry: str                       # the window's size, place, maximised (saveGeometry, base64)
    match_folder: str                          # where the last match was saved or opened ("" = Documents)
    # the New game dialog's choices (the last variant played, seats, names, options)
    variant: str
    players: int
    seats: list[str]                           # seat kinds, four entries
    names: list[str]                           # "" = the default name
    targets: dict[str, int]                    # variant -> points to end the match
    hand_size: int                             # cardcol: 11, 13 or 15
    brazilian_pickup: str                      # "free", "duro" or "super_duro"
    extra: dict[str, Any]                      # keys of later issues, kept as read
    path: Path | None                          # where it was read from
    set_aside: Path | None                     # where a damaged file went
    dropped: list[str]                         # the fields of the file that could not be used (now defaults)
    unreadable: str                            # why the file was left as it is ("": it was not)

    def __init__(self, speed_ms: int = DEFAULT_SPEED_MS, deck: str = "default", four_colour: bool = False,
                 back: str = "blue", hand_sort: str = "rank", player_name: str = "", animation: bool = True,
                 card_scale: float = 1.0, confirm_last_discard: bool = True, hints: bool = True, language: str = "",
                 sound: bool = True, sound_volume: int = 50, window_geometry: str = "", match_folder: str = "",
                 variant: str = "cardcol", players: int = 4, seats: list[str] | None = None,
                 names: list[str] | None = None, targets: dict[str, int] | None = None, hand_size: int = 11,
                 brazilian_pickup: str = "free", extra: dict[str, Any] | None = None, path: Path | None = None,
                 set_aside: Path | None = None, dropped: list[str] | None = None, unreadable: str = "") -> None:
        self.speed_ms = speed_ms
        self.deck = deck
        self.four_colour = four_colour
        self.back = back
        self.hand_sort = hand_sort
        self.player_name = player_name
        self.animation = animation
        self.card_scale = card_scale
        self.confirm_last_discard = confirm_last_discard
        self.hints = hints
        self.language = language
        self.sound = sound
        self.sound_volume = sound_volume
        self.window_geometry = window_geometry
        self.match_folder = match_folder
        self.variant = variant
        self.players = players
        self.seats = _default_seats() if seats is None else seats
        self.names = ["", "", "", ""] if names is None else names
        self.targets = {} if targets is None else targets
        self.hand_size = hand_size
        self.brazilian_pickup = brazilian_pickup
        self.extra = {} if extra is None else extra
        self.path = path
        self.set_aside = set_aside
        self.dropped = [] if dropped is None else dropped
        self.unreadable = unreadable

    def __eq__(self, other: Any) -> bool:
        if other.__class__ is self.__class__:
            return self._values()[:-4] == other._values()[:-4]      # the SHOWN fields
        return NotImplemented

    @classmethod
    def default_path(cls) -> Path:
        """Where the settings live: $BURACO_QT_CONFIG, else the platform's config folder."""
        env = os.environ.get("BURACO_QT_CONFIG")
        if env:
            return Path(env)
        from PySide6.QtCore import QStandardPaths
        base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
        return Path(base or Path.home() / ".config") / "buraco-qt" / "settings.json"

    @classmethod
    def load(cls, path: Path | str | None = None) -> Settings:
        """The settings in `path` (defaults when missing; a damaged file is moved aside, one that cannot
        be read or is no file is left alone and never written; fields that cannot be used are dropped)."""
        path = Path(path) if path is not None else cls.default_path()
        if path == Path(os.devnull):
            return cls()                                # no settings asked for (scripts, tests): nothing to tell
        try:
            text = files.read_limited(path, MAX_BYTES)
        except FileNotFoundError:
            return cls(path=path)
        except files.NotAFile:
            return cls(unreadable=NOT_A_FILE)          # a folder, a pipe, a device: never moved, never written to
        except (files.TooLarge, UnicodeDecodeError):
            return cls._damaged(path)
        except OSError as error:                        # no permission, a name too long...
            return cls(unreadable=error.strerror or type(error).__name__)
        try:
            data = json.loads(text)
        except (ValueError, RecursionError):
            return cls._damaged(path)
        if not isinstance(data, dict):
            return cls._damaged(path)
        settings = cls.from_dict(data)
        settings.path = path
        return settings

    @classmethod
    def _damaged(cls, path: Path) -> Settings:
        try:
            aside = files.set_aside(path)
        except OSError as error:          # it cannot be moved: it is not written over either
            return cls(unreadable=error.strerror or type(error).__name__)
        return cls(path=path, set_aside=aside)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Settings:
        """Settings from JSON data; unknown keys are kept in `extra`, a value that cannot be used gives
        way to its default and is named in `dropped`."""
        settings = cls()
        known = set(cls.FIELDS) - set(_NOT_STORED)
        checks = _checks()
        for key, value in data.items():
            if key in known:
                checked = checks[key](value)
                if checked is _UNUSABLE:
                    settings.dropped.append(key)
                else:
                    setattr(settings, key, checked)
            elif isinstance(key, str) and len(settings.extra) < _MAX_EXTRA and len(key) <= 100 and _plain(value):
                settings.extra[key] = value
            else:
                settings.dropped.append(key[:40] + ("…" if len(key) > 40 else ""))
        return settings

    def to_dict(self) -> dict[str, Any]:
        """The settings as JSON data."""
        data = {name: getattr(self, name) for name in self.FIELDS if name not in _NOT_STORED}
        data.update(self.extra)
        return data

    def save(self, path: Path | str | None = None) -> None:
        """Write the settings atomically (temporary file, then rename).

        To `path`, else where they were loaded from, else the default place.
        """
        path = Path(path) if path is not None else (self.path or self.default_path())
        files.write_atomic(path, json.dumps(self.to_dict(), indent=2, ensure_ascii=False))


#: What a check answers for a value that cannot be used.
_UNUSABLE = object()


def _checks() -> dict[str, Check]:
    """For each field of the file, the check of its value: the value to use, or _UNUSABLE."""
    from buraco_qt.rules import BRAZILIAN_PICKUPS, HAND_SIZES, VARIANTS
    from buraco_qt.storage.persistence import MAX_NAME, is_text
    from buraco_qt.text.languages import normalize

    def choice(*allowed: Any) -> Check:
        return lambda value: value if isinstance(value, str) and value in allowed else _UNUSABLE

    def whole(low: int, high: int) -> Check:
        return lambda value: value if _is_int(value) and low <= value <= high else _UNUSABLE

    def yes_no(value: Any) -> Any:
        return value if isinstance(value, bool) else _UNUSABLE

    def text(check: Callable[[str], bool]) -> Check:
        return lambda value: value if isinstance(value, str) and check(value) else _UNUSABLE

    def language(value: Any) -> Any:
        if value == "":
            return ""
        return (normalize(value) or _UNUSABLE) if is_text(value, 20) else _UNUSABLE

    def card_scale(value: Any) -> Any:
        if isinstance(value, (int, float)) and not isinstance(value, bool) and float(value) in CARD_SCALES:
            return float(value)
        return _UNUSABLE

    def seats(value: Any) -> Any:
        if isinstance(value, list) and len(value) <= 4 and all(seat in SEAT_KINDS for seat in value):
            return value + _default_seats()[len(value):]
        return _UNUSABLE

    def names(value: Any) -> Any:
        if isinstance(value, list) and len(value) <= 4 and all(is_text(name, MAX_NAME) for name in value):
            return value + [""] * (4 - len(value))
        return _UNUSABLE

    def targets(value: Any) -> Any:
        if isinstance(value, dict) and all(name in VARIANTS and _is_int(points)
                                           and TARGET_RANGE[0] <= points <= TARGET_RANGE[1]
                                           for name, points in value.items()):
            return value
        return _UNUSABLE

    def number_of(*allowed: int) -> Check:
        return lambda value: value if _is_int(value) and value in allowed else _UNUSABLE

    return {
        "speed_ms": whole(0, MAX_SPEED_MS),
        "deck": text(lambda v: 0 < len(v) and is_text(v, _MAX_DECK) and _printable(v)),
        "four_colour": yes_no,
        "back": text(lambda v: _BACK.fullmatch(v) is not None),
        "hand_sort": choice("rank", "suit", "manual"),
        "player_name": text(lambda v: is_text(v, MAX_NAME)),
        "animation": yes_no,
        "card_scale": card_scale,
        "confirm_last_discard": yes_no,
        "hints": yes_no,
        "language": language,
        "sound": yes_no,
        "sound_volume": whole(0, 100),
        "window_geometry": text(lambda v: len(v) <= _MAX_GEOMETRY and _BASE64.fullmatch(v) is not None),
        "match_folder": text(is_folder_path),
        "variant": choice(*VARIANTS),
        "players": number_of(2, 4),
        "seats": seats,
        "names": names,
        "targets": targets,
        "hand_size": number_of(*HAND_SIZES["cardcol"]),
        "brazilian_pickup": choice(*BRAZILIAN_PICKUPS),
    }


_BACK = re.compile(r"[a-z0-9_-]{1,40}")
_BASE64 = re.compile(r"[A-Za-z0-9+/=]*")


def is_folder_path(text: str) -> bool:
    """True for "" or an absolute path that a file system can hold (at most 4096 characters, each part
    at most 255 bytes, no NUL)."""
    from buraco_qt.storage.persistence import is_text
    if text == "":
        return True
    if not is_text(text, _MAX_PATH) or "\0" in text or not _printable(text):
        return False
    path = Path(text)
    return path.is_absolute() and all(len(part.encode("utf-8")) <= _MAX_PATH_PART for part in path.parts)


def _printable(text: str) -> bool:
    return all(character >= " " and character != "\x7f" for character in text)


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _plain(value: Any, depth: int = 0) -> bool:
    """True for JSON data the file can be written with again: nested at most _MAX_DEPTH deep, its
    texts writable UTF-8."""
    from buraco_qt.storage.persistence import is_text
    if depth > _MAX_DEPTH:
        return False
    if isinstance(value, str):
        return is_text(value, MAX_BYTES)
    if isinstance(value, list):
        return all(_plain(item, depth + 1) for item in value)
    if isinstance(value, dict):
        return all(is_text(key, MAX_BYTES) and _plain(item, depth + 1) for key, item in value.items())
    return value is None or isinstance(value, (bool, int, float))
