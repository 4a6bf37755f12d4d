"""The command line needs no display: ``--help``, ``--version`` and every refused option are answered
before any QApplication exists, in the player's language when a catalog has it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from buraco_qt import __version__

ROOT = Path(__file__).resolve().parents[1]


def _no_display() -> dict[str, str]:
    env = {key: value for key, value in os.environ.items()
           if key not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "XDG_SESSION_TYPE")}
    env["QT_QPA_PLATFORM_PLUGIN_PATH"] = "/nonexistent"      # not even the offscreen plugin is at hand
    env["BURACO_QT_CONFIG"] = os.devnull                      # never the player's settings
    return env


def _run(*args: str, code: str | None = None, env: dict | None = None) -> subprocess.CompletedProcess:
    command = [sys.executable, "-m", "buraco_qt", *args] if code is None else [sys.executable, "-c", code, *args]
    return subprocess.run(command, cwd=ROOT, env=env or _no_display(), capture_output=True, text=True, timeout=120)


def test_help_without_a_display():
    result = _run("--help")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("usage: buraco-qt") and "--install-desktop-entry" in result.stdout
    assert "--version" in result.stdout and result.stderr == ""


def test_version_without_a_display():
    result = _run("--version")
    assert result.returncode == 0 and result.stdout.strip() == f"buraco-qt {__version__}", result.stderr


@pytest.mark.parametrize("args, reason", [
    (["--players", "3"], "--players: invalid choice"),
    (["--seats", "human,robot"], "--seats: give 4 seats"),
    (["--names", "Ana"], "--names: give 4 names"),
    (["--speed", "-1"], "argument --speed: give a whole number"),
    (["--size", "big"], "argument --size: not a size"),
    (["--deck", "kde:nothing-here"], "--deck: no card deck named kde:nothing-here"),
    (["--no-such-option"], "unrecognized arguments"),
])
def test_a_refused_option_without_a_display(tmp_path, args, reason):
    result = _run("--settings", str(tmp_path / "settings.json"), *args)
    assert result.returncode == 2, result.stderr
    assert result.stderr.startswith("usage: buraco-qt") and reason in result.stderr


TRANSLATED_HELP = """
import sys
from pathlib import Path
from buraco_qt.platform import resources
resources.catalog_folder = lambda: Path(sys.argv[1])
from buraco_qt.app import main
main(["buraco-qt", "--settings", sys.argv[2], *sys.argv[3:]])
"""

CATALOG = ("""<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context><name>App</name>
<message><source>show the version and exit</source><translation>muestra la versión y termina</translation></message>
<message><source>--names: give {players} names</source>"""
           """<translation>--names: da {players} nombres</translation></message>
</context>
</TS>
""")


def test_help_and_refusals_are_translated_before_the_application_exists(tmp_path):
    ts = tmp_path / "buraco_es.ts"
    ts.write_text(CATALOG, encoding="utf-8")
    code = ("import sys; from PySide6.scripts.pyside_tool import lrelease; "
            "sys.argv = ['lrelease', *sys.argv[1:]]; lrelease()")
    subprocess.run([sys.executable, "-c", code, "-silent", str(ts), "-qm", str(tmp_path / "buraco_es.qm")], check=True)
    settings = tmp_path / "settings.json"
    settings.write_text('{"language": "es"}', encoding="utf-8")
    shown = _run(str(tmp_path), str(settings), "--help", code=TRANSLATED_HELP)
    assert shown.returncode == 0 and "muestra la versión y termina" in shown.stdout, shown.stderr
    refused = _run(str(tmp_path), str(settings), "--names", "Ana", code=TRANSLATED_HELP)
    assert refused.returncode == 2 and "--names: da 4 nombres" in refused.stderr, refused.stderr


@pytest.mark.parametrize("where", ["under a file", "a folder name too long", "a file name too long"])
def test_a_picture_that_cannot_be_written_is_refused_with_the_reason_before_anything_is_drawn(tmp_path, where):
    (tmp_path / "a-file").write_text("not a folder")
    path = {"under a file": tmp_path / "a-file" / "table.png",
            "a folder name too long": tmp_path / ("x" * 300) / "t.png",
            "a file name too long": tmp_path / ("x" * 300 + ".png")}[where]
    result = _run("--screenshot", str(path))           # no display either: refused before Qt starts
    assert result.returncode == 1 and "Traceback" not in result.stderr, result.stderr
    assert result.stderr.startswith(f"The picture cannot be written to {path}: "), result.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a-file"]
