"""A start that Qt could not carry through (no display, the X11 plugin's system libraries missing) is
told in the player's language, ends with exit code 1 and leaves no crash report (Linux)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from buraco_qt.platform import platform_check

ROOT = Path(__file__).resolve().parents[1]
linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Qt's X11 and Wayland plugins: Linux")


def as_written(context: str, text: str) -> str:
    return text


def _real_plugin() -> str | None:
    import PySide6
    path = Path(PySide6.__file__).parent / "Qt" / "plugins" / "platforms" / platform_check.XCB_PLUGIN
    return str(path) if path.is_file() else None


@pytest.mark.parametrize("environ, names", [
    ({}, ["xcb"]),                                                          # Qt's default
    ({"DISPLAY": ":0"}, ["xcb"]),
    ({"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"}, ["wayland", "xcb"]),
    ({"XDG_SESSION_TYPE": "wayland"}, ["wayland", "xcb"]),
    ({"XDG_SESSION_TYPE": "x11", "WAYLAND_DISPLAY": ""}, ["wayland", "xcb"]),   # set, though empty: as Qt reads it
    ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "offscreen"}, ["offscreen"]),
    ({"QT_QPA_PLATFORM": "wayland;xcb:nograb"}, ["wayland", "xcb"]),
])
def test_the_platforms_are_those_qt_tries(environ, names):
    assert platform_check.platform_names(environ) == names


@linux_only
def test_no_display_is_said_only_where_qt_would_find_none(tmp_path):
    no_display = platform_check.no_display_message(as_written)
    assert "--screenshot" in no_display
    assert platform_check.problem(as_written, {}) == no_display
    assert platform_check.problem(as_written, {"XDG_SESSION_TYPE": "wayland", "XDG_RUNTIME_DIR": str(tmp_path)}) \
        == no_display
    assert platform_check.problem(as_written, {"DISPLAY": ":0", "QT_QPA_PLATFORM": "wayland"}) == no_display
    # a platform that needs no display, or one that may come after: Qt's to try
    for platforms in ("offscreen", "minimal", "wayland;offscreen", "vnc"):
        assert platform_check.problem(as_written, {"QT_QPA_PLATFORM": platforms}) is None
    # a Wayland session: its socket is there (named, or the default one in the runtime folder)
    (tmp_path / "wayland-0").touch()
    assert platform_check.problem(as_written, {"XDG_SESSION_TYPE": "wayland", "XDG_RUNTIME_DIR": str(tmp_path)}) is None
    assert platform_check.problem(as_written, {"WAYLAND_DISPLAY": str(tmp_path / "wayland-0")}) is None


def test_other_systems_are_left_to_qt(monkeypatch):
    monkeypatch.setattr(sys, "platform", "darwin")
    assert platform_check.problem(as_written, {}) is None
    monkeypatch.setattr(sys, "platform", "win32")
    assert platform_check.problem(as_written, {}) is None


FAKE_LIBRARIES = {"libburaco-absent.so.7": ("libburaco-absent7", "buraco-absent"),
                  "libburaco-gone.so.1": ("libburaco-gone1", "buraco-absent"),
                  "libc.so.6": ("libc6", "glibc")}


@linux_only
def test_a_plugin_that_cannot_load_names_the_packages_to_install(tmp_path):
    (tmp_path / platform_check.XCB_PLUGIN).write_bytes(b"not a shared library")
    message = platform_check.problem(as_written, {"DISPLAY": ":0"}, [str(tmp_path)], FAKE_LIBRARIES)
    assert message is not None
    headline, install, debian, fedora = message.splitlines()
    assert "libburaco-absent.so.7, libburaco-gone.so.1" in headline and "libc.so.6" not in headline
    assert debian == "  Debian, Ubuntu: sudo apt install libburaco-absent7 libburaco-gone1"
    assert fedora == "  Fedora: sudo dnf install buraco-absent"          # one package, named once
    # the plugin loads: nothing to say (nor where it is not found at all: Qt says it)
    (tmp_path / "loads").mkdir()
    os.symlink(_ctypes_file(), tmp_path / "loads" / platform_check.XCB_PLUGIN)
    assert platform_check.problem(as_written, {"DISPLAY": ":0"}, [str(tmp_path / "loads")], FAKE_LIBRARIES) is None
    assert platform_check.problem(as_written, {"DISPLAY": ":0"}, [str(tmp_path / "none")], FAKE_LIBRARIES) is None


def _ctypes_file() -> str:
    import _ctypes
    return _ctypes.__file__


@linux_only
def test_the_library_the_loader_misses_is_named_even_when_no_package_is_known(tmp_path):
    import PySide6
    dbus = Path(PySide6.__file__).parent / "Qt" / "lib" / "libQt6DBus.so.6"
    if not dbus.is_file() or b"libdbus-1.so.3\0" not in dbus.read_bytes():
        pytest.skip("no PySide6 wheel's libQt6DBus to make a library that needs a missing one")
    # a real library whose dependency is nowhere: what the loader then says names it
    (tmp_path / platform_check.XCB_PLUGIN).write_bytes(
        dbus.read_bytes().replace(b"libdbus-1.so.3\0", b"libdbuz-1.so.3\0"))
    assert platform_check.missing_libraries(str(tmp_path / platform_check.XCB_PLUGIN), {}) == ["libdbuz-1.so.3"]
    message = platform_check.problem(as_written, {"DISPLAY": ":0"}, [str(tmp_path)], {})
    assert "libdbuz-1.so.3" in message.splitlines()[0]
    assert message.splitlines()[-1] == "Your system's package manager can tell which package holds libdbuz-1.so.3."


@linux_only
def test_the_libraries_found_missing_are_those_the_loader_misses():
    plugin, ldd = _real_plugin(), shutil.which("ldd")
    if plugin is None or ldd is None:
        pytest.skip("no PySide6 wheel's xcb plugin, or no ldd")
    listed = subprocess.run([ldd, plugin], capture_output=True, text=True).stdout
    not_found = sorted({line.split()[0] for line in listed.splitlines() if "not found" in line})
    assert sorted(platform_check.missing_libraries(plugin)) == not_found


def _start(args: list[str], data: Path, **environ: str) -> subprocess.CompletedProcess:
    env = {key: value for key, value in os.environ.items() if key not in (
        "DISPLAY", "WAYLAND_DISPLAY", "WAYLAND_SOCKET", "QT_QPA_PLATFORM", "XDG_SESSION_TYPE")}
    env.update(BURACO_QT_CONFIG=os.devnull, XDG_DATA_HOME=str(data), **environ)
    return subprocess.run([sys.executable, "-m", "buraco_qt", *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120)


def _german(text: str) -> str:
    from buraco_qt.text.translators import Translators
    german = Translators("de").translate("App", text)
    assert german != text, "not translated"
    return german


@linux_only
@pytest.mark.parametrize("language", ["en", "de"])
def test_a_start_without_a_display_says_so_and_leaves_no_crash_report(tmp_path, language):
    result = _start(["--lang", language], tmp_path / "data")
    assert result.returncode == 1, result.stderr[-3000:]
    expected = platform_check.no_display_message(as_written if language == "en" else lambda c, t: _german(t))
    assert result.stderr.strip() == expected
    assert not (tmp_path / "data" / "buraco-qt" / "crash.log").exists()


@pytest.fixture
def x_server(tmp_path):
    """A display of a virtual X server (Xvfb) for the test; skipped where Xvfb is not installed."""
    xvfb = shutil.which("Xvfb")
    if xvfb is None or not sys.platform.startswith("linux"):
        pytest.skip("Xvfb is not installed (Debian, Ubuntu: apt install xvfb)")
    read, write = os.pipe()
    server = subprocess.Popen([xvfb, "-displayfd", str(write), "-nolisten", "tcp", "-screen", "0", "1280x800x24"],
                              pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as told:
        number = told.readline().strip()
    if not number:
        server.kill()
        pytest.skip("Xvfb did not start")
    yield f":{number}"
    server.terminate()
    server.wait(timeout=10)


UNTIL_PAINTED = """
import sys
from buraco_qt import app
from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QGuiApplication
make = app.window_for
def window_for(*args, **kwargs):
    window = make(*args, **kwargs)
    def done():
        print("platform", QGuiApplication.platformName())
        window.controller.shutdown()
        QCoreApplication.quit()
    QTimer.singleShot(1500, done)
    return window
app.window_for = window_for
sys.exit(app.main(["buraco-qt", "--seed", "1", "--speed", "0"]))
"""


@linux_only
def test_on_a_real_x_server_the_game_starts_or_names_the_packages(tmp_path, x_server):
    plugin = _real_plugin()
    if plugin is None:
        pytest.skip("no PySide6 wheel's xcb plugin")
    missing = platform_check.missing_libraries(plugin)
    env = {key: value for key, value in os.environ.items() if key not in (
        "WAYLAND_DISPLAY", "WAYLAND_SOCKET", "QT_QPA_PLATFORM", "XDG_SESSION_TYPE")}
    env.update(DISPLAY=x_server, BURACO_QT_CONFIG=os.devnull, XDG_DATA_HOME=str(tmp_path / "data"))
    result = subprocess.run([sys.executable, "-c", UNTIL_PAINTED], cwd=ROOT, env=env, capture_output=True,
                            text=True, timeout=120)
    crash = tmp_path / "data" / "buraco-qt" / "crash.log"
    if missing:
        assert result.returncode == 1, result.stderr[-3000:]
        assert result.stderr.strip() == platform_check.missing_libraries_message(missing, as_written)
        assert "sudo apt install" in result.stderr and "sudo dnf install" in result.stderr
        assert not crash.exists()
    else:
        assert result.returncode == 0, result.stderr[-3000:]
        assert "platform xcb" in result.stdout
        assert crash.stat().st_size == 0
