"""The languages the game speaks: which ones, how a code or a system locale picks one, and loading it.

A language is installed for the whole application (`install`): the game's own catalog
``buraco_<code>.qm`` from `catalog_folder()`, Qt's ``qtbase_<code>.qm`` where PySide6 ships one,
and the `QLocale` that formats numbers. Installing posts `QEvent.LanguageChange` to every window,
whose `changeEvent` sets its texts again: the language changes at once, without a restart.

Qt ships no ``qtbase`` catalog for Filipino and none for European Portuguese; for those the game's
own catalogs translate the standard buttons the game shows (`QT_BUTTONS`), in the context where
Qt's platform theme looks them up.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale, QTranslator

from buraco_qt.platform import resources

#: Every language of the game, by its code, named in its own language (people look for their own).
LANGUAGES = {
    "en": "English",
    "es": "Español",
    "pt_BR": "Português (Brasil)",
    "pt": "Português (Portugal)",
    "de": "Deutsch",
    "fil": "Tagalog",
}
#: Other codes people use for them (Qt itself maps Tagalog ``tl`` to Filipino ``fil``).
ALIASES = {"tl": "fil", "pt_pt": "pt", "pt_br": "pt_BR"}
#: The locale that formats numbers in each language (Venezuelan Spanish writes 2.000, as Spain often does).
NUMBER_LOCALES = {"en": "en_US", "es": "es_VE", "pt_BR": "pt_BR", "pt": "pt_PT", "de": "de_DE", "fil": "fil_PH"}

#: The texts of Qt's standard buttons that the game shows (button boxes, message boxes), where Qt
#: looks them up: the generic platform theme, and the GNOME theme, which gives some an accelerator.
QT_BUTTONS = (
    QT_TRANSLATE_NOOP("QPlatformTheme", "OK"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Close"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Restore Defaults"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&Yes"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&No"),
    QT_TRANSLATE_NOOP("QGnomeTheme", "&OK"),
    QT_TRANSLATE_NOOP("QGnomeTheme", "&Cancel"),
    QT_TRANSLATE_NOOP("QGnomeTheme", "&Close"),
)

#: The key names Qt writes for the keys the game's menus, help and replay view name (`QKeySequence.toString` looks
#: them up in this context): written as the keyboards of each language label them ("Eingabe", "Intro").
QT_KEYS = (
    QT_TRANSLATE_NOOP("QShortcut", "Enter"),
    QT_TRANSLATE_NOOP("QShortcut", "Space"),
    QT_TRANSLATE_NOOP("QShortcut", "Esc"),
    QT_TRANSLATE_NOOP("QShortcut", "Tab"),
    QT_TRANSLATE_NOOP("QShortcut", "Shift"),
    QT_TRANSLATE_NOOP("QShortcut", "Ctrl"),
    QT_TRANSLATE_NOOP("QShortcut", "Left"),         # the replay view's keys
    QT_TRANSLATE_NOOP("QShortcut", "Right"),
    QT_TRANSLATE_NOOP("QShortcut", "Home"),
    QT_TRANSLATE_NOOP("QShortcut", "End"),
)

_installed: list[QTranslator] = []
_current: list[str] = []          # the code installed last (empty: none yet)


def catalog_folder() -> Path | None:
    """The folder of the game's compiled catalogs (the installed ``i18n/``), or None."""
    return resources.catalog_folder()


def catalog_files(language: str) -> list[tuple[str, str]]:
    """The catalogs of `language` as (file name, folder), the game's first: it is asked first."""
    files = []
    folder = catalog_folder()
    if folder is not None:
        files.append((f"buraco_{language}", str(folder)))
    if language != "en":
        from PySide6.QtCore import QLibraryInfo  # not needed in English (its Qt class costs the start)
        files.append((f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)))
    return files


def normalize(code: str) -> str | None:
    """The game's code for a language code ("tl" → "fil", "pt-BR" → "pt_BR", "de_AT" → "de"), or None."""
    code = code.strip().replace("-", "_")
    if code in LANGUAGES:
        return code
    if code.lower() in ALIASES:
        return ALIASES[code.lower()]
    if not code:
        return None
    return _from_locale(QLocale(code)) if "_" in code or len(code) in (2, 3) else None


def _from_locale(locale: QLocale) -> str | None:
    """The game's language for a locale, or None when the game does not speak it."""
    language = locale.language()
    if language == QLocale.Language.Portuguese:
        return "pt_BR" if locale.territory() == QLocale.Country.Brazil else "pt"
    return {
        QLocale.Language.English: "en",
        QLocale.Language.Spanish: "es",
        QLocale.Language.German: "de",
        QLocale.Language.Filipino: "fil",
    }.get(language)


def system_language(locale: QLocale | None = None) -> str:
    """The first of the system's preferred languages that the game speaks; English when none is."""
    locale = locale if locale is not None else QLocale.system()
    for tag in locale.uiLanguages():
        found = _from_locale(QLocale(tag))
        if found is not None:
            return found
    return "en"


def current() -> str:
    """The language installed last ("en" before any is installed)."""
    return _current[-1] if _current else "en"


def installed() -> bool:
    """True once a language has been installed (and not `reset` since)."""
    return bool(_current)


def install(code: str, loaded: Sequence[QTranslator] | None = None) -> str:
    """Speak `code` (any code `normalize` knows; "" or unknown: the system's language) from now on.

    `loaded`: the catalogs of that language read already (`translators.Translators.loaded`, the game's
    first), installed as they are instead of being read again. Returns the game's code of the language
    installed. Every window receives `LanguageChange`."""
    language = normalize(code) or system_language()
    app = QCoreApplication.instance()
    assert app is not None, "a language is installed in the application: it must exist"
    _remove(app)
    QLocale.setDefault(QLocale(NUMBER_LOCALES[language]))
    if loaded is None:
        loaded = catalogs(language)
    for translator in reversed(loaded):          # the game's installed last: asked first
        app.installTranslator(translator)
        _installed.append(translator)
    _current[:] = [language]
    return language


def catalogs(language: str) -> list[QTranslator]:
    """The catalogs of `language` (a code of `LANGUAGES`) that could be read, the game's first."""
    found = []
    for name, folder in catalog_files(language):
        translator = QTranslator()
        if translator.load(name, folder):
            found.append(translator)
    return found


def _remove(app: QCoreApplication | None) -> None:
    for translator in _installed:
        if app is not None:                     # None: the application that held them is gone
            app.removeTranslator(translator)
        translator.deleteLater()
    _installed.clear()


def reset() -> None:
    """Back to the texts in the code and the system's number format (as before any `install`)."""
    _remove(QCoreApplication.instance())
    _current.clear()
    QLocale.setDefault(QLocale.system())


def number(value: int) -> str:
    """A whole number as the current language writes it: 2,000 (English), 2.000 (German)."""
    return QLocale().toString(int(value))
