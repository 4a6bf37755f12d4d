"""Help → About: version, licence, credits."""

from __future__ import annotations

import html

from PySide6 import __version__ as PYSIDE_VERSION
from PySide6.QtCore import Qt, qVersion
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from buraco_qt import __version__


class AboutDialog(QDialog):
    """Version, licence, and the credit to CardCol."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("about-dialog")
        self.setWindowTitle(self.tr("About Buraco"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(22, 18, 22, 14)
        layout.setSpacing(10)
        title = QLabel(self)
        title.setObjectName("about-title")
        title.setTextFormat(Qt.TextFormat.RichText)
        title.setText("<h2 style='margin:0'>{}</h2><p style='margin:2px 0 0 0'>{}</p>".format(
            html.escape(self.tr("Buraco")), html.escape(self.tr("Version {version}").format(version=__version__))))
        layout.addWidget(title)
        body = QLabel(self)
        body.setObjectName("about-text")
        body.setWordWrap(True)
        body.setTextFormat(Qt.TextFormat.RichText)
        body.setOpenExternalLinks(True)
        paragraphs = [
            self.tr("Buraco, the canasta of Venezuela and Brazil, for the desktop: you and a computer partner "
                    "against two computer opponents, or friends sharing one screen, with every popular rule "
                    "variant."),
            self.tr("The rules and the table layout follow CardCol's Buraco (2003) by Markus Schwab, "
                    "published under the GNU GPL."),
            self.tr("Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later). This program "
                    "comes with absolutely no warranty."),
            self.tr("The card art is the game's own."),
            self.tr("Built with Qt {qt} and PySide6 {pyside}.").format(qt=qVersion(), pyside=PYSIDE_VERSION),
        ]
        body.setText("".join(f"<p>{html.escape(text)}</p>" for text in paragraphs))
        body.setMinimumWidth(400)
        layout.addWidget(body)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.setObjectName("buttons")
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
