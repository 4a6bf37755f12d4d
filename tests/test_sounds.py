"""The sounds: the project's own files (short, soft, not clipped, made by tools/make_sounds.py), the
sound each move makes, playing them through Qt Multimedia when it is there, and a silent game that
runs on when it is not; the sound settings."""

from __future__ import annotations

import array
import sys
import types
import wave
from pathlib import Path

import pytest
from PySide6.QtCore import QObject
from tool_modules import tool

from buraco_qt import rules as R
from buraco_qt.platform import resources
from buraco_qt.session.controller import GameController
from buraco_qt.storage.settings import Settings
from buraco_qt.ui.window.main_window import MainWindow
from buraco_qt.ui.window.sounds import SOUNDS, sound_for

ROOT = Path(__file__).resolve().parents[1]
SOUND_FOLDER = ROOT / "assets" / "sounds"


def _samples(path: Path) -> tuple[wave.Wave_read, array.array]:
    with wave.open(str(path)) as reader:
        frames = reader.readframes(reader.getnframes())
        params = reader.getparams()
    samples = array.array("h", frames)
    if sys.byteorder == "big":
        samples.byteswap()
    return params, samples


@pytest.mark.parametrize("name", SOUNDS)
def test_each_sound_is_a_short_soft_wav_that_starts_and_ends_in_silence(name):
    params, samples = _samples(SOUND_FOLDER / f"{name}.wav")
    assert (params.nchannels, params.sampwidth) == (1, 2) and params.framerate in (22_050, 44_100, 48_000)
    seconds = params.nframes / params.framerate
    assert 0.05 < seconds < 0.5
    peak = max(abs(sample) for sample in samples)
    assert 0.1 * 32767 < peak < 0.5 * 32767            # heard, soft, far from clipping
    assert abs(samples[0]) < 200 and abs(samples[-1]) < 50   # no click at either end
    assert (SOUND_FOLDER / f"{name}.wav").stat().st_size < 60_000


def test_the_committed_sounds_are_what_the_script_makes():
    made = tool("make_sounds").sounds()
    assert set(made) == set(SOUNDS) == {path.stem for path in SOUND_FOLDER.glob("*.wav")}
    for name, data in made.items():
        assert (SOUND_FOLDER / f"{name}.wav").read_bytes() == data, f"run tools/make_sounds.py ({name})"


# ----- which sound ---------------------------------------------------------------------------------

C = R.Card.parse
Move = R.Outcome


@pytest.mark.parametrize("move, phase, went_out, sound", [
    (Move(1, R.Draw()), "play", None, "draw"),
    (Move(1, R.TakePile()), "play", None, "draw"),
    (Move(0, R.Redraw()), "play", None, "draw"),
    (Move(1, R.NewMeld((C("3H"), C("4H"), C("5H")))), "play", None, "meld"),
    (Move(1, R.AddToMeld(0, (C("6H"),))), "play", None, "meld"),
    (Move(1, R.AddToMeld(0, (C("9H"),)), canastas=1), "play", None, "canasta"),
    (Move(1, R.Discard(C("KS"))), "draw", None, "discard"),
    (Move(1, R.Discard(C("KS"))), "hand_over", 1, "go_out"),
    (Move(2, R.AddToMeld(0, (C("9H"),)), canastas=1), "hand_over", 2, "go_out"),
    (Move(1, R.Discard(C("KS"))), "match_over", 1, "match_over"),
    (Move(3, R.EndHand()), "match_over", None, "match_over"),
    (Move(3, R.EndHand()), "hand_over", None, None),        # the stock ran out: nobody went out
    (Move(0, R.Undo()), "play", None, None),
    (Move(0, R.NextHand(), dealt=True), "draw", None, None),
    (None, "draw", None, None),
])
def test_each_move_makes_its_sound(move, phase, went_out, sound):
    assert sound_for(move, phase, went_out) == sound


# ----- playing -------------------------------------------------------------------------------------

class FakeEffect(QObject):
    """QSoundEffect as the tests see it: what it was given and how often it played."""

    made: list[FakeEffect] = []

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.source, self.volume, self.plays = None, None, 0
        FakeEffect.made.append(self)

    def setSource(self, url) -> None:  # noqa: N802 (Qt's name)
        self.source = url.toLocalFile()

    def setVolume(self, volume: float) -> None:  # noqa: N802
        self.volume = volume

    def play(self) -> None:
        self.plays += 1


@pytest.fixture
def no_multimedia(monkeypatch):
    """Qt Multimedia cannot be imported (not installed): `import PySide6.QtMultimedia` raises ImportError."""
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", None)


@pytest.fixture
def fake_multimedia(monkeypatch):
    """Qt Multimedia with a QSoundEffect that only records; the sounds from the checkout's assets/."""
    module = types.ModuleType("PySide6.QtMultimedia")
    module.QSoundEffect = FakeEffect
    FakeEffect.made = []
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", module)
    monkeypatch.setattr(resources, "sound_folder", lambda: SOUND_FOLDER)
    return FakeEffect


def _window(show_window, seats=("human", "ai:easy", "ai:easy", "ai:easy"), settings=None):
    game = R.new_game("open", 4, next(s for s in range(500) if R.new_game("open", 4, s).starter == 0))
    controller = GameController(game, list(seats), speed_ms=0, ai_seed=1)
    window = MainWindow(controller, settings=settings)
    controller.start()
    return show_window(window, (1024, 700))


def _draw_and_discard(window, qtbot) -> None:
    c = window.controller
    qtbot.waitUntil(lambda: c.can_act() and c.game.phase == "draw", timeout=20_000)
    assert c.request(R.Draw())
    assert c.request(next(a for a in c.legal_actions() if isinstance(a, R.Discard)))


def test_the_game_runs_with_sound_on_when_qt_multimedia_is_missing(no_multimedia, show_window, qtbot):
    window = _window(show_window, settings=Settings(sound=True, sound_volume=80))
    player = window.enable_sounds()
    assert not player.available
    _draw_and_discard(window, qtbot)
    assert player.last_sound == "discard"
    # the three computers play on, with their sounds chosen and nothing played, to your next turn
    turn = window.controller.game.turn
    qtbot.waitUntil(lambda: window.controller.can_act(), timeout=20_000)
    assert window.controller.game.turn == turn + 3 and player.last_sound == "discard"
    settings = window.show_settings()
    assert not settings.sound.isEnabled() and not settings.volume.isEnabled()
    # a greyed box is not shown ticked, and the setting stays for when Qt Multimedia comes
    assert not settings.sound.isChecked()
    settings.accept()
    assert window.settings.sound is True


def test_settings_say_how_to_add_qt_multimedia_to_this_installation(no_multimedia, monkeypatch, qtbot):
    from buraco_qt.platform import installation
    from buraco_qt.ui.dialogs.settings_dialog import SettingsDialog
    from buraco_qt.ui.window import sound_player
    monkeypatch.setattr(sound_player, "multimedia_installed", lambda: False)
    dialog = SettingsDialog(Settings(sound=True))
    qtbot.addWidget(dialog)
    hint = dialog.sound_hint.text()
    # the game is on no package index: the command adds PySide6's Addons, of the very version of its
    # Essentials, with the tool of the environment the game runs in (here a virtual environment's pip)
    assert "buraco-qt[sound]" not in hint
    from importlib import metadata
    essentials = metadata.version("PySide6-Essentials")
    assert hint.endswith(": " + installation.add_command(f"PySide6-Addons=={essentials}")), hint
    # installed, but it does not load (a system library of its own is missing): say that, not "install"
    monkeypatch.setattr(sound_player, "multimedia_installed", lambda: True)
    broken = SettingsDialog(Settings(sound=True))
    qtbot.addWidget(broken)
    assert "cannot be loaded" in broken.sound_hint.text() and "pip" not in broken.sound_hint.text()
    assert sound_player.multimedia_load_error() in broken.sound_hint.text()
    # ... and where the loader names a system library of Qt Multimedia's, the packages that hold it
    monkeypatch.setattr(sound_player, "multimedia_load_error",
                        lambda: "libpulse.so.0: cannot open shared object file: No such file or directory")
    no_pulse = SettingsDialog(Settings(sound=True))
    qtbot.addWidget(no_pulse)
    lines = no_pulse.sound_hint.text().splitlines()
    assert "libpulse.so.0" in lines[0]
    assert lines[1:] == ["Debian, Ubuntu: sudo apt install libpulse0", "Fedora: sudo dnf install pulseaudio-libs"]


def test_the_moves_play_their_sounds_through_qt_multimedia(fake_multimedia, show_window, qtbot):
    window = _window(show_window, settings=Settings(sound=True, sound_volume=50))
    player = window.enable_sounds()
    assert player.available
    _draw_and_discard(window, qtbot)
    effects = {Path(effect.source).stem: effect for effect in fake_multimedia.made}
    assert set(effects) == set(SOUNDS)
    assert effects["draw"].plays >= 1 and effects["discard"].plays >= 1 and effects["go_out"].plays == 0
    assert effects["draw"].volume == pytest.approx(0.25)
    # Settings: another volume applies at once; sound off plays nothing
    window.apply_settings(window.settings_in_force().replace(sound_volume=100))
    assert effects["meld"].volume == pytest.approx(1.0) and window.settings.sound_volume == 100
    dialog = window.show_settings()
    assert dialog.sound.isEnabled() and dialog.volume.isEnabled() and not dialog.sound_hint.isVisibleTo(dialog)
    dialog.sound.setChecked(False)
    assert not dialog.volume.isEnabled()
    dialog.accept()
    assert window.settings.sound is False and player.volume == 0
    plays = sum(effect.plays for effect in effects.values())
    _draw_and_discard(window, qtbot)
    assert sum(effect.plays for effect in effects.values()) == plays and player.last_sound == "discard"


def test_no_sound_unless_asked(fake_multimedia, show_window, qtbot):
    # tests and --screenshot never call enable_sounds: nothing is made, nothing plays
    window = _window(show_window)
    _draw_and_discard(window, qtbot)
    assert window.sound_player is None and fake_multimedia.made == []


def test_sound_settings_round_trip(tmp_path):
    path = tmp_path / "settings.json"
    Settings(sound=False, sound_volume=35).save(path)
    loaded = Settings.load(path)
    assert (loaded.sound, loaded.sound_volume) == (False, 35)
    # a volume the game cannot use gives way to the usual one, and is named (the window says so)
    assert Settings.from_dict({"sound_volume": 500}).sound_volume == 50
    assert Settings.from_dict({"sound_volume": -3}).dropped == ["sound_volume"]
    assert Settings.from_dict({"sound_volume": "loud", "sound": "yes"}) == Settings()
    assert (Settings().sound, Settings().sound_volume) == (True, 50)


def test_the_sound_controls_write_the_settings(fake_multimedia, qtbot):
    from buraco_qt.ui.dialogs.settings_dialog import SettingsDialog
    dialog = SettingsDialog(Settings(sound=True, sound_volume=20))
    qtbot.addWidget(dialog)
    assert dialog.sound.isChecked() and dialog.volume.value() == 20
    dialog.volume.setValue(70)
    assert dialog.settings(Settings()).sound_volume == 70
    dialog.sound.setChecked(False)
    assert dialog.settings(Settings()).sound is False


@pytest.mark.parametrize("code", ["en", "de", "pt"])
def test_the_settings_show_their_wrapped_texts_whole(no_multimedia, qtbot, code):
    # with the sound hint the dialog is taller than the two thirds of the screen Qt gives a new window
    from PySide6.QtWidgets import QApplication, QLabel

    from buraco_qt.text import languages
    from buraco_qt.ui.dialogs.settings_dialog import SettingsDialog
    languages.install(code)
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    QApplication.processEvents()
    labels = [label for label in dialog.findChildren(QLabel) if label.wordWrap() and label.isVisibleTo(dialog)]
    assert dialog.sound_hint in labels
    assert [(label.text()[:30], label.height(), label.heightForWidth(label.width())) for label in labels
            if label.height() < label.heightForWidth(label.width())] == []
