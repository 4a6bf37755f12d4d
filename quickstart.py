#!/usr/bin/env python3
"""Quick start from a checkout, with nothing but Python (3.11 or newer) installed.

    python3 quickstart.py play [game options]    install buraco-qt into .venv and start it
    python3 quickstart.py test [pytest options]  install it with the test tools and run the whole suite

Both make the virtual environment ``.venv`` beside this file when it is missing and install into
it (so they work where the system's pip refuses to install, PEP 668), in either order and on
Linux, macOS and Windows (there: ``py quickstart.py ...``). The install is skipped when
``pyproject.toml`` has not changed since the last one.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
EXTRAS = {"play": "", "test": "test"}


def venv_python() -> Path:
    """The Python of the virtual environment."""
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def make_venv() -> None:
    """Create .venv with pip, unless it is there already."""
    if venv_python().exists():
        return
    print(f"creating the virtual environment {VENV}", flush=True)
    try:
        venv.EnvBuilder(with_pip=True).create(VENV)
    except (OSError, subprocess.CalledProcessError) as error:
        sys.exit(f"cannot create {VENV}: {error}\nOn Debian or Ubuntu, install the venv module first: "
                 "sudo apt install python3-venv")


def install(extra: str) -> None:
    """pip install -e the checkout (with `extra`) into .venv, unless already done for this pyproject."""
    stamp = VENV / f".buraco-qt-installed-{extra or 'game'}"
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    if stamp.is_file() and stamp.read_text(encoding="ascii") == digest:
        return
    target = f".[{extra}]" if extra else "."
    print(f"installing buraco-qt{f' with [{extra}]' if extra else ''} into {VENV}", flush=True)
    subprocess.run([str(venv_python()), "-m", "pip", "install", "--disable-pip-version-check", "-q", "-e", target],
                   cwd=ROOT, check=True)
    stamp.write_text(digest, encoding="ascii")


def main(argv: list[str]) -> int:
    if sys.version_info < (3, 11):  # noqa: UP036 (this script runs under any python3, to say so)
        sys.exit(f"buraco-qt needs Python 3.11 or newer; this is {sys.version.split()[0]}")
    if not argv or argv[0] not in EXTRAS:
        sys.exit(__doc__)
    what, rest = argv[0], argv[1:]
    make_venv()
    try:
        install(EXTRAS[what])
    except subprocess.CalledProcessError as error:
        return error.returncode
    if what == "play":
        command = [str(venv_python()), "-m", "buraco_qt", *rest]
    else:
        command = [str(venv_python()), "-m", "pytest", "-n", "auto", "-q", *rest]
    return subprocess.call(command, cwd=ROOT)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
