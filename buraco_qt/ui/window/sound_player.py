"""Plays the sound of each move with Qt Multimedia's `QSoundEffect`, when it is installed.

Qt Multimedia comes with the ``PySide6-Addons`` wheel, an optional extra of the game (``sound``);
`install_command` says how to add it to the game's installation (buraco_qt/platform/installation.py), of the
version of the PySide6 in use. Without it (or without the system audio libraries it needs) the game
plays silently and Settings says why. `QSoundEffect` loads and plays in the background:
nothing here waits for the sound card. Qt Multimedia is loaded and the effects are made a moment
after the window shows (`LOAD_DELAY_MS`; about 40 ms of work), so that never delays the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, QUrl, Slot

from buraco_qt.platform import resources
from buraco_qt.session.snapshot import TableSnapshot
from buraco_qt.ui.window.sounds import SOUNDS, sound_for

if TYPE_CHECKING:  # pragma: no cover
    from buraco_qt.session.table_face import TableFace

#: How long after `SoundPlayer.follow` the effects are made (the window has shown by then).
LOAD_DELAY_MS = 300
#: The system libraries of Qt Multimedia that a desktop may lack, each with its package: Debian and Ubuntu,
#: Fedora (the others it loads, Qt's window needs too).
SYSTEM_LIBRARIES = {"libpulse.so.0": ("libpulse0", "pulseaudio-libs")}
_UNKNOWN = object()


def sound_effect_class():
    """Qt Multimedia's QSoundEffect, or None when Qt Multimedia cannot be loaded here."""
    try:
        from PySide6.QtMultimedia import QSoundEffect
    except ImportError:       # not installed, or a system library it needs is missing (libpulse)
        return None
    return QSoundEffect


def multimedia_available() -> bool:
    """True when the game can play sounds (Qt Multimedia loads)."""
    return sound_effect_class() is not None


def multimedia_installed() -> bool:
    """True when PySide6-Addons, which holds Qt Multimedia, is installed (whether it loads or not)."""
    from importlib import metadata
    try:
        metadata.version("PySide6-Addons")
    except metadata.PackageNotFoundError:
        return False
    return True


def multimedia_load_error() -> str:
    """Why Qt Multimedia does not load here, in Python's words ("" when it does)."""
    try:
        import PySide6.QtMultimedia  # noqa: F401
    except ImportError as error:
        return str(error)
    return ""


def missing_system_library() -> str:
    """The system library whose absence keeps Qt Multimedia from loading, as the loader names it ("" if none)."""
    from buraco_qt.platform.platform_check import NOT_FOUND
    found = NOT_FOUND.match(multimedia_load_error())
    return found.group(1) if found else ""


def install_command() -> str:
    """The command that adds Qt Multimedia (PySide6-Addons, the version of PySide6's Essentials in use)
    to the Python environment the game runs in."""
    from buraco_qt.platform import installation
    return installation.add_command(f"PySide6-Addons=={installation.pyside_version()}")


class SoundPlayer(QObject):
    """The sounds of the moves at one volume (0 to 100; 0 is silence)."""

    def __init__(self, volume: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.volume = max(0, min(100, int(volume)))
        self._effect_class = _UNKNOWN         # QSoundEffect, or None: looked up when first needed
        self._effects: dict[str, object] = {}
        #: The sound chosen for the last move that makes one ("" before any), played or not.
        self.last_sound = ""
        self._followed: TableFace | None = None

    @property
    def available(self) -> bool:
        """True when sounds can be heard (Qt Multimedia loaded)."""
        if self._effect_class is _UNKNOWN:
            self._effect_class = sound_effect_class()
        return self._effect_class is not None

    def follow(self, controller: TableFace) -> None:
        """Play the sound of every move `controller` publishes from now on (and no longer the one followed before)."""
        if self._followed is not None:
            self._followed.published.disconnect(self._on_move)
        self._followed = controller
        controller.published.connect(self._on_move)
        QTimer.singleShot(LOAD_DELAY_MS, self, self._load)

    def set_volume(self, volume: int) -> None:
        """Another volume, 0 (silence) to 100."""
        self.volume = max(0, min(100, int(volume)))
        for effect in self._effects.values():
            effect.setVolume(self._level())

    def _level(self) -> float:
        # a quadratic taper: heard loudness grows far slower than the amplitude, so the lower half of the slider
        # would otherwise be nearly all loud
        return (self.volume / 100) ** 2

    @Slot()
    def _load(self) -> None:
        """Make an effect for every sound; each loads its file in the background."""
        if self._effects or self.volume == 0 or not self.available:
            return
        folder = resources.sound_folder()
        for name in SOUNDS:
            path = folder / f"{name}.wav" if folder is not None else None
            if path is None or not path.is_file():
                continue          # a damaged install: that move stays silent
            effect = self._effect_class(self)
            effect.setSource(QUrl.fromLocalFile(str(path)))
            effect.setVolume(self._level())
            self._effects[name] = effect

    @Slot(object)
    def _on_move(self, shown: TableSnapshot) -> None:
        name = sound_for(shown.outcome, shown.phase, shown.went_out)
        if name is not None:
            self.play(name)

    def play(self, name: str) -> None:
        """Play a sound of `SOUNDS` (nothing at volume 0, or without Qt Multimedia)."""
        self.last_sound = name
        if self.volume == 0 or not self.available:
            return
        self._load()
        effect = self._effects.get(name)
        if effect is not None:
            effect.play()
