"""The translation catalogs of one language: Qt's own (standard buttons) and the game's.

They are loaded before any QCoreApplication exists, so that the command line (``--help``, the
reasons an option is refused) is in the player's language too, without a display: `translate`
looks a text up in them directly. Once the application exists, `install` hands them to it and
every ``tr()`` / ``QCoreApplication.translate`` finds them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from buraco_qt import resources


class Translators:
    """Qt's catalog and the game's catalog for `language` ("" = the system's language)."""

    def __init__(self, language: str = "") -> None:
        self.locale = QLocale(language) if language else QLocale()
        #: The catalogs found, the game's first (it is asked first, as the last one installed is).
        self.loaded: list[QTranslator] = []
        folder = resources.catalog_folder()
        own = QTranslator()
        if folder is not None and own.load(self.locale, "buraco", "_", str(folder)):
            self.loaded.append(own)
        qt = QTranslator()
        if qt.load(self.locale, "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            self.loaded.append(qt)

    def translate(self, context: str, text: str) -> str:
        """`text` in the language (the text itself where no catalog has it); no application needed."""
        for translator in self.loaded:
            found = translator.translate(context, text)
            if found:
                return found
        return text

    def install(self, app: QCoreApplication) -> None:
        """Make the catalogs the application's (Qt's first, so the game's is asked first)."""
        for translator in reversed(self.loaded):
            app.installTranslator(translator)
        app._buraco_translators = self         # the catalogs live as long as the application
