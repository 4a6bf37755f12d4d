"""How the game was installed here, and the command that adds a package to that installation (no Qt).

The game is not on a package index, so ``pip install 'buraco-qt[sound]'`` cannot work: a package
goes into the Python environment the game runs in, by that environment's own tool. pipx keeps each
application in a virtual environment of its own (``…/pipx/venvs/buraco-qt``, with pipx's
``pipx_metadata.json`` in it) and adds to it with ``pipx inject``; a virtual environment (a
checkout's ``.venv`` made by quickstart.py, or any other) has its own pip; otherwise the game runs
on a Python of the system (or conda's), whose ``python -m pip`` installs, for this user alone where
the game itself was installed so.
"""

from __future__ import annotations

import os
import shlex
import sys
from pathlib import Path

PIPX_METADATA = "pipx_metadata.json"


def kind(prefix: str | None = None, base_prefix: str | None = None) -> str:
    """"pipx", "venv" (a virtual environment: a checkout's ``.venv``, or another) or "system"."""
    prefix = sys.prefix if prefix is None else prefix
    base_prefix = sys.base_prefix if base_prefix is None else base_prefix
    here = Path(prefix)
    if (here / PIPX_METADATA).is_file():
        return "pipx"
    if os.path.realpath(prefix) == os.path.realpath(base_prefix):
        return "system"
    return "venv"


def pyside_version() -> str:
    """The version of PySide6 in use (its Essentials wheel's): the one its Addons must match."""
    from importlib import metadata
    try:
        return metadata.version("PySide6-Essentials")
    except metadata.PackageNotFoundError:       # a PySide6 of another make (a distribution's)
        import PySide6
        return PySide6.__version__


def add_command(requirement: str, prefix: str | None = None, base_prefix: str | None = None,
                executable: str | None = None) -> str:
    """The command a player types to add `requirement` ("PySide6-Addons==6.11.3") to this installation."""
    prefix = sys.prefix if prefix is None else prefix
    executable = sys.executable if executable is None else executable
    how = kind(prefix, base_prefix)
    if how == "pipx":
        return f"pipx inject {_quoted(Path(prefix).name)} {_quoted(requirement)}"
    if how == "venv":
        pip = Path(prefix) / ("Scripts/pip.exe" if os.name == "nt" else "bin/pip")
        return f"{_quoted(str(pip))} install {_quoted(requirement)}"
    user = " --user" if _installed_for_the_user() else ""
    return f"{_quoted(executable)} -m pip install{user} {_quoted(requirement)}"


def _installed_for_the_user() -> bool:
    """Whether the game lies in this user's own site-packages (``pip install --user``)."""
    import site
    user_site = site.getusersitepackages()
    return bool(user_site) and Path(__file__).resolve().is_relative_to(Path(user_site).resolve())


def _quoted(word: str) -> str:
    """`word` as the system's shell reads it as one word."""
    if os.name == "nt":
        return f'"{word}"' if " " in word else word
    return shlex.quote(word)
