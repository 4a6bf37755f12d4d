"""Where the game's own files are: the card deck, the icon, the sounds, the desktop entry and the
translation catalogs.

They live in the repository's top-level folders ``assets/`` and ``i18n/``. The packaging installs
these folders as the packages ``buraco_qt.assets`` and ``buraco_qt.i18n`` (setuptools'
``package-dir``), and this module finds them through ``importlib.resources``: the same code finds
them in a wheel, in an install from the sdist and in an editable install of a checkout. A folder
that is not there (a damaged install, a checkout that was never installed) is ``None``: the
callers then say so and go on without it.
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

__all__ = ["asset", "card_folder", "catalog_folder", "catalogs", "icon_folder", "sound_folder"]

#: The packages the repository's ``assets/`` and ``i18n/`` are installed as.
ASSETS_PACKAGE = "buraco_qt.assets"
I18N_PACKAGE = "buraco_qt.i18n"


def _folder(package: str, *parts: str) -> Path | None:
    """A folder of an installed data package, or None when it is missing.

    Every pip install (wheel, sdist, editable) puts the package on the file system, where
    ``importlib.resources`` hands out plain paths; from a zip archive there is no folder to give.
    """
    try:
        root = files(package)
    except (ModuleNotFoundError, TypeError):
        return None
    if not isinstance(root, Path):
        return None
    folder = root.joinpath(*parts)
    return folder if folder.is_dir() else None


def card_folder() -> Path | None:
    """The game's own card deck: one SVG per card (``assets/cards``)."""
    return _folder(ASSETS_PACKAGE, "cards")


def icon_folder() -> Path | None:
    """The application icon: ``buraco-qt.svg`` and ``hicolor/<size>x<size>/apps/buraco-qt.png``."""
    return _folder(ASSETS_PACKAGE, "icons")


def sound_folder() -> Path | None:
    """The sounds of the moves: ``<name>.wav`` (``assets/sounds``, written by ``tools/make_sounds.py``)."""
    return _folder(ASSETS_PACKAGE, "sounds")


def asset(*parts: str) -> Path | None:
    """A file among the installed assets (``asset("desktop", "buraco-qt.desktop")``), or None."""
    folder = _folder(ASSETS_PACKAGE, *parts[:-1])
    if folder is None:
        return None
    path = folder / parts[-1]
    return path if path.is_file() else None


def catalog_folder() -> Path | None:
    """The compiled translation catalogs, ``buraco_<language>.qm`` (``i18n/``)."""
    return _folder(I18N_PACKAGE)


def catalogs() -> dict[str, Path]:
    """The installed catalogs by language code (``{"es": .../buraco_es.qm, ...}``)."""
    folder = catalog_folder()
    if folder is None:
        return {}
    return {path.stem[len("buraco_"):]: path for path in sorted(folder.glob("buraco_*.qm"))}
