"""The player's settings: a small JSON store, edited in Settings (F9) and the New game dialog.

Settings are plain JSON, written to a temporary file and renamed into place. A damaged file is
kept aside (``settings.json.damaged``, or ``settings.json.2.damaged`` if that is taken; named in
`set_aside` so that the window can say so) and the defaults are used. `Settings.load` remembers where it read from (`path`), so the window writes
changes back there; settings made in memory (``Settings()``, as in tests) have no path and are
never written unless a path is given.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from buraco_qt import files
from buraco_qt.rules.values import Record

#: CardCol's default delay between computer moves, in milliseconds, and the longest allowed.
DEFAULT_SPEED_MS = 700
MAX_SPEED_MS = 5000
#: The points to end a match that a settings file (or the command line) may ask for.
TARGET_RANGE = (100, 100_000)
#: Card sizes offered in Settings, as a factor of the table's normal card size.
CARD_SCALES = (0.85, 1.0, 1.15)
#: Seat kinds: a person, or a computer level.
SEAT_KINDS = ("human", "ai:easy", "ai:normal", "ai:hard", "ai:classic")
#: Fields of `Settings` that are not settings of their own in the file.
_NOT_STORED = ("extra", "path", "set_aside")


def _default_seats() -> list[str]:
    return ["human", "ai:normal", "ai:normal", "ai:normal"]


class Settings(Record):
    """What the player chose: animation speed, card deck, hand order, sound, names."""

    FIELDS = ("speed_ms", "deck", "four_colour", "back", "hand_sort", "player_name", "animation", "card_scale",
              "confirm_last_discard", "hints", "language", "sound", "sound_volume", "window_geometry",
              "match_folder", "variant", "players", "seats", "names", "targets", "hand_size", "brazilian_pickup",
              "extra", "path", "set_aside")
    SHOWN = FIELDS[:-2]                        # not `path` and `set_aside`: where the file lives is no setting
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
    language: str                              # a code of buraco_qt.languages; "" = the system's
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

    def __init__(self, speed_ms: int = DEFAULT_SPEED_MS, deck: str = "default", four_colour: bool = False,
                 back: str = "blue", hand_sort: str = "rank", player_name: str = "", animation: bool = True,
                 card_scale: float = 1.0, confirm_last_discard: bool = True, hints: bool = True, language: str = "",
                 sound: bool = True, sound_volume: int = 50, window_geometry: str = "", match_folder: str = "",
                 variant: str = "cardcol", players: int = 4, seats: list[str] | None = None,
                 names: list[str] | None = None, targets: dict[str, int] | None = None, hand_size: int = 11,
                 brazilian_pickup: str = "free", extra: dict[str, Any] | None = None, path: Path | None = None,
                 set_aside: Path | None = None) -> None:
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

    def __eq__(self, other: Any) -> bool:
        if other.__class__ is self.__class__:
            return self._values()[:-2] == other._values()[:-2]      # the SHOWN fields
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
    def load(cls, path: Path | str | None = None) -> "Settings":
        """The settings in `path` (defaults when missing; a damaged file is moved aside)."""
        path = Path(path) if path is not None else cls.default_path()
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            if not isinstance(data, dict):
                raise ValueError("not an object")
        except FileNotFoundError:
            return cls(path=path)
        except (OSError, ValueError):
            if not path.is_file():
                return cls()         # a folder or a device: never moved, never written to
            try:
                aside: Path | None = files.set_aside(path)
            except OSError:
                aside = None
            return cls(path=path, set_aside=aside)
        settings = cls.from_dict(data)
        settings.path = path
        return settings

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Settings":
        """Settings from JSON data; unknown keys are kept in `extra`, bad values fall back."""
        settings = cls()
        known = set(cls.FIELDS) - set(_NOT_STORED)
        for key, value in data.items():
            if key in known:
                default = getattr(settings, key)
                if isinstance(value, type(default)) and not (isinstance(default, int) and isinstance(value, bool)
                                                            and not isinstance(default, bool)):
                    setattr(settings, key, value)
            else:
                settings.extra[key] = value
        if isinstance(data.get("card_scale"), int) and not isinstance(data.get("card_scale"), bool):
            settings.card_scale = float(data["card_scale"])
        settings.speed_ms = max(0, min(MAX_SPEED_MS, settings.speed_ms))
        settings.sound_volume = max(0, min(100, settings.sound_volume))
        if settings.hand_sort not in ("rank", "suit", "manual"):
            settings.hand_sort = "rank"
        settings.card_scale = min(CARD_SCALES, key=lambda scale: abs(scale - settings.card_scale))
        from buraco_qt.languages import normalize
        settings.language = normalize(settings.language) or ""          # "tl" is "fil"; unknown: the system's
        from buraco_qt.rules import BRAZILIAN_PICKUPS, VARIANTS
        if settings.variant not in VARIANTS:
            settings.variant = "cardcol"
        if settings.players not in (2, 4):
            settings.players = 4
        seats = [s if s in SEAT_KINDS else "ai:normal" for s in settings.seats if isinstance(s, str)][:4]
        settings.seats = seats + _default_seats()[len(seats):]
        names = [n[:40] if isinstance(n, str) else "" for n in settings.names][:4]
        settings.names = names + [""] * (4 - len(names))
        settings.targets = {k: v for k, v in settings.targets.items()
                            if k in VARIANTS and isinstance(v, int) and not isinstance(v, bool)
                            and TARGET_RANGE[0] <= v <= TARGET_RANGE[1]}
        if settings.hand_size not in (11, 13, 15):
            settings.hand_size = 11
        if settings.brazilian_pickup not in BRAZILIAN_PICKUPS:
            settings.brazilian_pickup = "free"
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
