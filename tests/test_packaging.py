"""Every way of installing carries the game's files: the wheel and the sdist hold every card SVG, the
icon, the launcher files, every compiled catalog and every module; the wheel, installed into a fresh
virtual environment, renders the table from a folder outside the checkout.

The builds run from a copy of the checkout with one catalog more (a made-up language), so that
"every catalog" is checked before the game's languages are written. They use the setuptools
installed for the tests (``[test]``) when it is new enough, else a build environment from PyPI.
"""

from __future__ import annotations

import importlib.metadata
import os
import shutil
import subprocess
import sys
import tarfile
import venv
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SKIP = shutil.ignore_patterns(".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", ".pytest_cache",
                              ".hypothesis", "*.pyc")
CATALOG = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="eo">
<context><name>MainWindow</name>
<message><source>&amp;Game</source><translation>&amp;Ludo</translation></message>
</context>
</TS>
"""


def _setuptools_is_new_enough() -> bool:
    try:
        version = importlib.metadata.version("setuptools")
    except importlib.metadata.PackageNotFoundError:
        return False
    return tuple(int(part) for part in version.split(".")[:2] if part.isdigit()) >= (70, 1)


NO_ISOLATION = ["--no-build-isolation"] if _setuptools_is_new_enough() else []


@pytest.fixture
def source(tmp_path) -> Path:
    """A copy of the checkout, with the compiled catalog of a made-up language added."""
    copy = tmp_path / "source"
    shutil.copytree(ROOT, copy, ignore=SKIP)
    ts = copy / "i18n" / "buraco_eo.ts"
    ts.write_text(CATALOG, encoding="utf-8")
    code = ("import sys; from PySide6.scripts.pyside_tool import lrelease; "
            "sys.argv = ['lrelease', *sys.argv[1:]]; lrelease()")
    subprocess.run([sys.executable, "-c", code, "-silent", str(ts), "-qm", str(copy / "i18n" / "buraco_eo.qm")],
                   check=True)
    return copy


def _pip(*args: str, cwd: Path) -> None:
    result = subprocess.run([sys.executable, "-m", "pip", "--disable-pip-version-check", *args], cwd=cwd,
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]


def _expected(source: Path) -> dict[str, set[str]]:
    """The files every install must carry, by where they are in the checkout."""
    modules = {p.relative_to(source).as_posix() for p in (source / "buraco_qt").rglob("*.py")}
    cards = {p.name for p in (source / "assets" / "cards").iterdir() if p.suffix == ".svg" or p.name == "LICENSE"}
    icons = {p.relative_to(source / "assets" / "icons").as_posix() for p in (source / "assets" / "icons").rglob("*")
             if p.is_file()}
    catalogs = {p.name for p in (source / "i18n").glob("*.qm")}
    sounds = {p.name for p in (source / "assets" / "sounds").glob("*.wav")}
    assert len(cards) >= 58 and len(icons) >= 10 and "buraco_eo.qm" in catalogs and len(modules) > 30
    assert len(sounds) >= 6
    return {"modules": modules, "cards": cards, "icons": icons, "catalogs": catalogs, "sounds": sounds}


def _check_wheel(wheel: Path, expected: dict[str, set[str]]) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    assert expected["modules"] <= names, sorted(expected["modules"] - names)
    assert {f"buraco_qt/assets/cards/{name}" for name in expected["cards"]} <= names
    assert {f"buraco_qt/assets/icons/{name}" for name in expected["icons"]} <= names
    assert {f"buraco_qt/assets/sounds/{name}" for name in expected["sounds"]} <= names
    assert {"buraco_qt/assets/desktop/buraco-qt.desktop", "buraco_qt/assets/desktop/buraco-qt.metainfo.xml"} <= names
    assert {f"buraco_qt/i18n/{name}" for name in expected["catalogs"]} <= names
    assert "buraco_qt/assets/__init__.py" in names and "buraco_qt/i18n/__init__.py" in names


def _fresh_venv(folder: Path) -> Path:
    """A new virtual environment that sees this one's PySide6 (and tqdm) but no buraco_qt; its Python."""
    venv.EnvBuilder(with_pip=False).create(folder)
    python = folder / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    site = subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                          capture_output=True, text=True, check=True).stdout.strip()
    import PySide6
    import tqdm
    shared = {str(Path(PySide6.__file__).parents[1]), str(Path(tqdm.__file__).parents[1])}
    Path(site, "pyside6-of-the-tests.pth").write_text("\n".join(sorted(shared)) + "\n", encoding="utf-8")
    return python


def test_the_wheel_holds_everything_and_runs_installed_outside_the_checkout(source, tmp_path):
    expected = _expected(source)
    dist = tmp_path / "dist"
    _pip("wheel", "--no-deps", *NO_ISOLATION, "-w", str(dist), str(source), cwd=tmp_path)
    (wheel,) = dist.glob("buraco_qt-*.whl")
    _check_wheel(wheel, expected)
    # installed into a fresh virtual environment, run from a folder that has no checkout in it
    python = _fresh_venv(tmp_path / "venv")
    _pip("--python", str(python), "install", "--no-deps", "--no-index", str(wheel), cwd=tmp_path)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {key: value for key, value in os.environ.items() if key not in ("PYTHONPATH", "PYTHONHOME")}
    env.update(QT_QPA_PLATFORM="offscreen", XDG_CACHE_HOME=str(tmp_path / "cache"),
               BURACO_QT_CONFIG=str(tmp_path / "settings.json"))
    where = subprocess.run([str(python), "-c", "import buraco_qt, buraco_qt.platform.resources as r; "
                            "print(buraco_qt.__file__); print(r.card_folder()); print(sorted(r.catalogs()))"],
                           cwd=elsewhere, env=env, capture_output=True, text=True, timeout=60)
    module, cards, catalogs = where.stdout.splitlines()
    installed = tmp_path / "venv"
    assert Path(module).is_relative_to(installed) and Path(cards).is_relative_to(installed), where.stdout
    assert len(list(Path(cards).glob("*.svg"))) == len([c for c in expected["cards"] if c.endswith(".svg")])
    sounds = subprocess.run([str(python), "-c", "import buraco_qt.platform.resources as r; print(r.sound_folder())"],
                            cwd=elsewhere, env=env, capture_output=True, text=True, timeout=60).stdout.strip()
    assert Path(sounds).is_relative_to(installed) and {p.name for p in Path(sounds).glob("*.wav")} == expected["sounds"]
    assert "'eo'" in catalogs
    script = installed / ("Scripts/buraco-qt.exe" if os.name == "nt" else "bin/buraco-qt")
    shot = elsewhere / "table.png"
    run = subprocess.run([str(script), "--screenshot", str(shot), "--seed", "3", "--players", "2", "--advance", "25"],
                         cwd=elsewhere, env=env, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr[-3000:]
    assert "missing or damaged" not in run.stderr and run.stdout.strip() == str(shot)
    from PySide6.QtGui import QImage
    assert QImage(str(shot)).width() == 1024
    assert list((tmp_path / "cache" / "buraco-qt" / "cards").rglob("*.argb")), "no card kept in the cache folder"


def test_the_sdist_holds_the_sources_and_builds_a_complete_wheel(source, tmp_path):
    if not _setuptools_is_new_enough():
        pytest.skip("needs setuptools 70.1 or newer installed (pip install -e '.[test]')")
    expected = _expected(source)
    dist = tmp_path / "dist"
    built = subprocess.run([sys.executable, "-c", "import sys; from setuptools import build_meta; "
                            "print(build_meta.build_sdist(sys.argv[1]))", str(dist)],
                           cwd=source, capture_output=True, text=True, timeout=300)
    assert built.returncode == 0, built.stderr[-3000:]
    sdist = dist / built.stdout.strip().splitlines()[-1]
    with tarfile.open(sdist) as archive:
        names = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    assert {f"assets/cards/{name}" for name in expected["cards"]} <= names
    assert {f"i18n/{name}" for name in expected["catalogs"]} <= names and "i18n/buraco_eo.ts" in names
    assert {"tools/make_cards.py", "tools/make_icon.py", "tests/test_packaging.py", "quickstart.py",
            "assets/desktop/buraco-qt.desktop", "README.md", "tools/make_sounds.py", "tools/write_rules_page.py",
            "docs/rules.md"} <= names
    assert {f"assets/sounds/{name}" for name in expected["sounds"]} <= names
    _pip("wheel", "--no-deps", *NO_ISOLATION, "-w", str(tmp_path / "wheel"), str(sdist), cwd=tmp_path)
    (wheel,) = (tmp_path / "wheel").glob("buraco_qt-*.whl")
    _check_wheel(wheel, expected)
