"""``buraco-qt --install-desktop-entry``: put the game in this user's application menu.

Following the freedesktop.org conventions (Linux and the BSDs), for the current user only:

- ``$XDG_DATA_HOME/applications/buraco-qt.desktop`` (``XDG_DATA_HOME`` defaults to
  ``~/.local/share``), its ``Exec`` line naming this very Python, so that the launcher starts the
  game from the virtual environment it was installed in;
- the icon in ``$XDG_DATA_HOME/icons/hicolor/<n>x<n>/apps/`` and ``.../scalable/apps/``;
- the AppStream metadata in ``$XDG_DATA_HOME/metainfo/``.

Desktops watch these folders and show the entry at once; no cache is written (an icon cache in the
user's folder would hide icons other programs add later). ``--uninstall-desktop-entry`` removes
these files again. Packagers install the same files from
``assets/desktop`` and ``assets/icons`` system-wide instead (see the README).
"""

from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Callable
from pathlib import Path

from buraco_qt.platform import resources

NAME = "buraco-qt"


def data_home() -> Path:
    """``$XDG_DATA_HOME``, else ``~/.local/share``."""
    value = os.environ.get("XDG_DATA_HOME", "")
    return Path(value) if os.path.isabs(value) else Path.home() / ".local" / "share"


def _exec_line() -> str:
    """The command that starts this installation of the game, quoted as the desktop entry spec says."""
    def quote(word: str) -> str:
        if all(c.isalnum() or c in "/._-+" for c in word):
            return word
        escaped = "".join("\\" + c if c in '"`$\\' else c for c in word)
        return f'"{escaped}"'
    return " ".join(quote(word) for word in (sys.executable, "-m", "buraco_qt"))


def planned_files() -> dict[Path, Path | str]:
    """What is installed: destination -> source file (or text). Empty if the files are missing."""
    desktop = resources.asset("desktop", f"{NAME}.desktop")
    metainfo = resources.asset("desktop", f"{NAME}.metainfo.xml")
    icons = resources.icon_folder()
    if desktop is None or metainfo is None or icons is None:
        return {}
    home = data_home()
    text = desktop.read_text(encoding="utf-8")
    lines = []
    for line in text.splitlines():
        if line.startswith("Exec="):
            line = "Exec=" + _exec_line()
        elif line.startswith("TryExec="):
            continue                      # Exec names a file that exists: nothing to try
        lines.append(line)
    files: dict[Path, Path | str] = {
        home / "applications" / f"{NAME}.desktop": "\n".join(lines) + "\n",
        home / "metainfo" / f"{NAME}.metainfo.xml": metainfo,
        home / "icons" / "hicolor" / "scalable" / "apps" / f"{NAME}.svg": icons / f"{NAME}.svg",
    }
    for png in sorted(icons.glob(f"hicolor/*/apps/{NAME}.png")):
        files[home / "icons" / png.relative_to(icons)] = png
    return files


def install_entry() -> list[Path]:
    """Install the launcher, the icon and the metadata for this user; the files written."""
    written = []
    for target, source in planned_files().items():
        target.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(source, str):
            target.write_text(source, encoding="utf-8")
        else:
            shutil.copyfile(source, target)
        written.append(target)
    return written


def remove_entry() -> list[Path]:
    """Remove what `install_entry` wrote; the files removed."""
    removed = []
    for target in planned_files():
        if target.is_file():
            target.unlink()
            removed.append(target)
    return removed


def main(install: bool, translate: Callable[[str, str], str]) -> int:
    """The command-line options: install (or remove) and say what was done."""
    if sys.platform in ("win32", "darwin"):
        print(translate("App", "The launcher entry is for Linux and BSD desktops; on this system start the game "
                               "with the buraco-qt command."), file=sys.stderr)
        return 1
    if not planned_files():
        print(translate("App", "The launcher files are missing from this installation of buraco-qt."),
              file=sys.stderr)
        return 1
    if install:
        done = install_entry()
        print(translate("App", "Installed for this user: {count} files under {folder}.").format(
            count=len(done), folder=data_home()))
    else:
        done = remove_entry()
        print(translate("App", "Removed for this user: {count} files under {folder}.").format(
            count=len(done), folder=data_home()))
    for path in done:
        print(f"  {path}")
    return 0
