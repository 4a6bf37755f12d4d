"""The catalogs of one language, usable before any QCoreApplication exists.

The command line (``--help``, the reasons an option is refused) is read before the application
exists, so that it needs no display; `translate` looks a text up in these catalogs directly.
Once the application exists, `languages.install` installs the language for every window.
"""

from __future__ import annotations

from PySide6.QtCore import QTranslator

from buraco_qt.text import languages


class Translators:
    """The game's catalog and Qt's for `language` (a code of `languages.LANGUAGES`)."""

    def __init__(self, language: str) -> None:
        #: The catalogs found, the game's first (it is asked first, as once installed).
        self.loaded: list[QTranslator] = languages.catalogs(language)

    def translate(self, context: str, text: str) -> str:
        """`text` in the language (the text itself where no catalog has it); no application needed."""
        for translator in self.loaded:
            found = translator.translate(context, text)
            if found:
                return found
        return text
