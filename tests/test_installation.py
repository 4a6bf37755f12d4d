"""The command that adds a package to the game's installation, for each way the game is installed
(the game is on no package index: ``pip install 'buraco-qt[sound]'`` cannot work)."""

from __future__ import annotations

import os
import sys

import pytest

from buraco_qt.platform import installation

posix_only = pytest.mark.skipif(os.name == "nt", reason="the commands as a POSIX shell reads them")


@posix_only
def test_pipx_injects_into_the_game_s_own_environment(tmp_path):
    venv = tmp_path / "pipx" / "venvs" / "buraco-qt"
    venv.mkdir(parents=True)
    (venv / "pipx_metadata.json").write_text("{}")
    assert installation.kind(str(venv), "/usr") == "pipx"
    assert installation.add_command("PySide6-Addons==6.11.3", str(venv), "/usr", str(venv / "bin" / "python")) \
        == "pipx inject buraco-qt PySide6-Addons==6.11.3"


@posix_only
def test_a_virtual_environment_uses_its_own_pip(tmp_path):
    venv = tmp_path / "my game" / ".venv"           # a checkout's .venv, in a folder with a space
    venv.mkdir(parents=True)
    assert installation.kind(str(venv), "/usr") == "venv"
    assert installation.add_command("PySide6-Addons==6.11.3", str(venv), "/usr", str(venv / "bin" / "python")) \
        == f"'{venv}/bin/pip' install PySide6-Addons==6.11.3"


@posix_only
def test_the_system_s_python_installs_with_pip_for_the_user_when_the_game_is_so(monkeypatch):
    monkeypatch.setattr(installation, "_installed_for_the_user", lambda: False)
    assert installation.kind("/usr", "/usr") == "system"
    assert installation.add_command("PySide6-Addons==6.11.3", "/usr", "/usr", "/usr/bin/python3") \
        == "/usr/bin/python3 -m pip install PySide6-Addons==6.11.3"
    monkeypatch.setattr(installation, "_installed_for_the_user", lambda: True)
    assert installation.add_command("PySide6-Addons==6.11.3", "/usr", "/usr", "/usr/bin/python3") \
        == "/usr/bin/python3 -m pip install --user PySide6-Addons==6.11.3"


def test_this_installation_is_seen_as_it_is():
    expected = "venv" if sys.prefix != sys.base_prefix else "system"
    assert installation.kind() in (expected, "pipx")
    from importlib import metadata
    assert installation.pyside_version() == metadata.version("PySide6-Essentials")
