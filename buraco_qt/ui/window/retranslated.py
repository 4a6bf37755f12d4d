"""A widget that speaks a new language at once: on `QEvent.LanguageChange` it calls its `retranslate()`."""

from __future__ import annotations

from PySide6.QtCore import QEvent


class Retranslated:
    """Mixed in before the Qt class (``class AboutDialog(Retranslated, QDialog)``); the class defines
    `retranslate()`, which sets every text again and leaves what the player chose as it is."""

    def retranslate(self) -> None:  # pragma: no cover - every user defines it
        raise NotImplementedError

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        """A new language was installed: set the texts again."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
