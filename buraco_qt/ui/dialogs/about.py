"""Help → About: version, licence, credits."""

from __future__ import annotations

import html

from PySide6 import __version__ as PYSIDE_VERSION
from PySide6.QtCore import QCoreApplication, Qt, qVersion
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from buraco_qt import __version__
from buraco_qt.ui.window.retranslated import Retranslated

translate = QCoreApplication.translate


class AboutDialog(Retranslated, QDialog):
    """Version, licence, and the credit to CardCol."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("about-dialog")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(22, 18, 22, 14)
        layout.setSpacing(10)
        self.title = QLabel(self)
        self.title.setObjectName("about-title")
        self.title.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.title)
        self.body = QLabel(self)
        self.body.setObjectName("about-text")
        self.body.setWordWrap(True)
        self.body.setTextFormat(Qt.TextFormat.RichText)
        self.body.setOpenExternalLinks(True)
        self.body.setMinimumWidth(400)
        layout.addWidget(self.body)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.setObjectName("buttons")
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text of the box in the current language."""
        self.setWindowTitle(translate("App", "About Buraco"))
        self.title.setText("<h2 style='margin:0'>{}</h2><p style='margin:2px 0 0 0'>{}</p>".format(
            html.escape(translate("App", "Buraco")),
            html.escape(translate("App", "Version {version}").format(version=__version__))))
        paragraphs = [
            translate("App", "Buraco, the canasta of Venezuela and Brazil, for the desktop: you and a computer "
                             "partner against two computer opponents, or friends sharing one screen, with every "
                             "popular rule variant."),
            translate("App", "The rules and the table layout follow CardCol's Buraco (2003) by Markus Schwab, "
                             "published under the GNU GPL."),
            translate("App", "Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later). This "
                             "program comes with absolutely no warranty."),
            translate("App", "The card art is the game's own."),
            translate("App", "Built with Qt {qt} and PySide6 {pyside}.").format(qt=qVersion(), pyside=PYSIDE_VERSION),
        ]
        self.body.setText("".join(f"<p>{html.escape(text)}</p>" for text in paragraphs))
