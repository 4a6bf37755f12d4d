"""The application icon: the PNG sizes drawn by ``tools/make_icon.py`` (read only when shown)."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QIcon

from buraco_qt.platform import resources


def application_icon() -> QIcon:
    """The game's icon at every size it was drawn in (an empty icon if the files are missing)."""
    icon = QIcon()
    folder = resources.icon_folder()
    if folder is None:
        return icon
    for png in sorted(folder.glob("hicolor/*/apps/buraco-qt.png")):
        side = int(png.parent.parent.name.partition("x")[0])
        icon.addFile(str(png), QSize(side, side))     # the size given: nothing is read until needed
    return icon
