"""The player's settings: a small JSON store (another issue adds the settings dialog).

Settings are plain JSON, written to a temporary file and renamed into place. A damaged file is
kept aside (``settings.json.damaged``) and the defaults are used.
"""

from __future__ import annotations

import dataclasses
import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

#: CardCol's default delay between computer moves, in milliseconds.
DEFAULT_SPEED_MS = 700


@dataclass
class Settings:
    """What the player chose: animation speed, card deck, hand order, names."""

    speed_ms: int = DEFAULT_SPEED_MS          # delay of a computer move; 0 = instant
    deck: str = "default"
    four_colour: bool = False
    back: str = "blue"
    hand_sort: str = "rank"                    # "rank", "suit" or "manual"
    player_name: str = ""                      # "" = "You"
    extra: dict[str, Any] = field(default_factory=dict)  # keys of later issues, kept as read

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
            return cls()
        except (OSError, ValueError):
            try:
                path.replace(path.with_name(path.name + ".damaged"))
            except OSError:
                pass
            return cls()
        return cls.from_dict(data)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Settings":
        """Settings from JSON data; unknown keys are kept in `extra`, bad values fall back."""
        settings = cls()
        known = {f.name for f in dataclasses.fields(cls)} - {"extra"}
        for key, value in data.items():
            if key in known:
                default = getattr(settings, key)
                if isinstance(value, type(default)) and not (isinstance(default, int) and isinstance(value, bool)
                                                            and not isinstance(default, bool)):
                    setattr(settings, key, value)
            else:
                settings.extra[key] = value
        settings.speed_ms = max(0, min(5000, settings.speed_ms))
        if settings.hand_sort not in ("rank", "suit", "manual"):
            settings.hand_sort = "rank"
        return settings

    def to_dict(self) -> dict[str, Any]:
        """The settings as JSON data."""
        data = {f.name: getattr(self, f.name) for f in dataclasses.fields(self) if f.name != "extra"}
        data.update(self.extra)
        return data

    def save(self, path: Path | str | None = None) -> None:
        """Write the settings atomically (temporary file, then rename)."""
        path = Path(path) if path is not None else self.default_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(path.name + ".tmp")
        tmp.write_text(json.dumps(self.to_dict(), indent=2, ensure_ascii=False), encoding="utf-8")
        os.replace(tmp, path)
