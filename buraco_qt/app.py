"""Entry point of the game: arguments, QApplication, the main window."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication, QLabel, QMainWindow


def create_window(argv: list[str]) -> QMainWindow:
    """The main window for `argv` (an existing QApplication is required)."""
    window = QMainWindow()
    window.setWindowTitle(QApplication.translate("app", "Buraco"))
    window.setCentralWidget(QLabel(QApplication.translate("app", "Buraco")))
    window.resize(1024, 700)
    return window


def main(argv: list[str] | None = None) -> int:
    """Start the game."""
    argv = list(sys.argv if argv is None else argv)
    app = QApplication.instance() or QApplication(argv)
    window = create_window(argv[1:])
    window.show()
    return app.exec()
