"""The game speaks each of its languages: chosen by code or by the system, switched while it runs,
with Qt's plural forms and the number format of the language, and no English left on screen."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QMenu,
    QSpinBox,
    QTextBrowser,
    QWidget,
)

from buraco_qt import rules as R
from buraco_qt.app import create_window
from buraco_qt.session.controller import GameController
from buraco_qt.text import languages
from buraco_qt.text.contexts import Table
from buraco_qt.text.move_sentences import turn_prompt
from buraco_qt.text.move_words import card_name
from buraco_qt.ui.table.pile_id import PileId

CATALOGS = Path(__file__).resolve().parents[1] / "i18n"
WINDOW = ["--seed", "3", "--speed", "0", "--advance", "40", "--seats", "human,ai:easy,ai:easy,ai:easy"]


def catalog(code: str) -> dict[tuple[str, str], str]:
    """{(context, source): translation} of the finished texts of a catalog (plural texts: the last form)."""
    found = {}
    for context in ET.parse(CATALOGS / f"buraco_{code}.ts").getroot().iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            forms = translation.findall("numerusform") or [translation]
            if translation.get("type") is None and forms[-1].text:
                found[(context.findtext("name"), message.findtext("source"))] = forms[-1].text
    return found


def _words(text: str) -> str:
    """The words of a text, lower case, one space apart (no accelerators, tags or punctuation)."""
    return " " + " ".join(re.findall(r"[^\W\d_]+", re.sub("<[^>]+>", " ", text.replace("&", "")).lower())) + " "


def english_phrases(code: str) -> set[str]:
    """Phrases of two or more English words of the game's texts that the language's own texts never use."""
    sources = {message.findtext("source") for message in ET.parse(CATALOGS / f"buraco_{code}.ts").iter("message")}
    translations = " | ".join(_words(text) for text in catalog(code).values())
    phrases = set()
    for source in sources:
        for piece in re.split(r"\{[a-z_]*\}|%L?n|%\d|[\n:;,.()!?—·/\[\]]", source):
            words = _words(piece)
            if len(words.split()) >= 2 and words not in translations:
                phrases.add(words)
    return phrases


def shown_texts(window) -> list[str]:
    """Every text the window shows: title, menus, status bar, the table's labels and tooltips, and the
    texts of its open dialogs (labels, buttons, group titles, list entries, tooltips, the rules page)."""
    texts = [window.windowTitle(), window.status_text(), window.points_text()]
    for menu in window.menuBar().findChildren(QMenu):
        texts += [menu.title(), *(action.text() for action in menu.actions())]
    scene = window.scene
    for item in scene.items():
        if not item.isVisible():
            continue
        texts.append(item.toolTip())
        for name in ("label", "status", "title", "empty_text", "ribbon", "subtitle"):
            value = getattr(item, name, "")
            texts.append(value if isinstance(value, str) else "")
        texts += getattr(item, "lines", [])
    for dialog in (window.new_game_dialog, window.settings_dialog, window.score_sheet, window.rules_dialog,
                   window.about_dialog, window.statistics_dialog, window.how_to_play_dialog):
        if dialog is None or not dialog.isVisible():
            continue
        texts.append(dialog.windowTitle())
        for child in dialog.findChildren(QWidget):
            if not child.isVisibleTo(dialog):
                continue
            texts.append(child.toolTip())
            if isinstance(child, (QLabel, QAbstractButton)):
                texts.append(child.text())
            elif isinstance(child, QGroupBox):
                texts.append(child.title())
            elif isinstance(child, QComboBox) and child.objectName() != "language":   # languages: their own names
                texts += [child.itemText(index) for index in range(child.count())]
            elif isinstance(child, QSpinBox):
                texts += [child.suffix(), child.specialValueText()]
            elif isinstance(child, QTextBrowser):
                texts.append(child.toPlainText())
    return [text for text in texts if text]


def english_left(window, code: str) -> list[tuple[str, str]]:
    """(English phrase, the start of the shown text that holds it) for every such text; "(s)" is the
    mark of a count shown without the language's plural forms."""
    phrases = sorted(english_phrases(code), key=len, reverse=True)
    left = set()
    for text in shown_texts(window):
        words = _words(text)
        found = "(s)" if "(s)" in text else next((phrase for phrase in phrases if phrase in words), None)
        if found is not None:
            left.add((found.strip(), text[:100]))
    return sorted(left)


def open_every_dialog(window, qtbot) -> None:
    for show in (window.new_game, window.show_settings, window.show_score_sheet, window.show_rules,
                 window.show_about, window.show_statistics, window.show_how_to_play):
        qtbot.waitExposed(show())


# ----- choosing a language -------------------------------------------------------------------------

def test_a_code_or_a_locale_names_one_of_the_languages():
    assert [languages.normalize(code) for code in ("tl", "fil", "pt-BR", "pt_PT", "pt", "de_AT", "es_VE", "en")] \
        == ["fil", "fil", "pt_BR", "pt", "pt", "de", "es", "en"]
    assert languages.normalize("xx") is None and languages.normalize("") is None
    systems = {"pt_PT": "pt", "pt_BR": "pt_BR", "es_ES": "es", "es_VE": "es", "de_CH": "de", "tl_PH": "fil",
               "fil_PH": "fil", "en_GB": "en", "fr_FR": "en", "C": "en"}
    assert {name: languages.system_language(QLocale(name)) for name in systems} == systems
    assert list(languages.LANGUAGES.values()) == ["English", "Español", "Português (Brasil)", "Português (Portugal)",
                                                  "Deutsch", "Tagalog"]


@pytest.mark.parametrize("code", ["tl", "fil", "pt"])
def test_lang_opens_the_window_in_that_language(code, show_window):
    window = show_window(create_window(["--lang", code, *WINDOW]))
    spoken = languages.normalize(code)
    assert languages.current() == spoken
    texts = catalog(spoken)
    assert window.menuBar().actions()[0].text() == texts[("Window", "&Game")] != "&Game"
    assert window.scene.new_meld.label == texts[("Table", "New meld")] != "New meld"


def test_qt_standard_buttons_speak_languages_qt_has_no_catalog_for(show_window, qtbot):
    window = show_window(create_window(["--lang", "fil", *WINDOW]))
    buttons = window.show_settings().findChild(QDialogButtonBox, "buttons")
    texts = catalog("fil")
    for button, source in ((QDialogButtonBox.StandardButton.Cancel, "Cancel"),
                           (QDialogButtonBox.StandardButton.RestoreDefaults, "Restore Defaults")):
        assert buttons.button(button).text() == texts[("QPlatformTheme", source)] != source


def test_qt_own_catalog_is_loaded_where_pyside6_ships_one(show_window):
    window = show_window(create_window(["--lang", "de", *WINDOW]))
    assert window.action_new.shortcut().toString(QKeySequence.SequenceFormat.NativeText) == "Strg+N"


def test_an_unknown_language_is_an_error_of_the_command_line(capsys):
    with pytest.raises(SystemExit):
        create_window(["--lang", "xx"])
    assert "--lang" in capsys.readouterr().err


# ----- plural forms and numbers -------------------------------------------------------------------

def test_english_counts_one_card_and_two_cards(qapp):
    assert Table.tr("Stock: %n card(s)", "", 1) == "Stock: 1 card"
    assert Table.tr("Stock: %n card(s)", "", 2) == "Stock: 2 cards"
    game = R.Game(R.VARIANTS["open"], 4, 1)
    seat = game.seat_to_move
    game.apply(R.Draw())
    game.apply(R.Discard(game.hands[seat][0]))
    seats = ["ai:easy"] * 4
    seats[game.seat_to_move] = "human"
    controller = GameController(game, seats)
    said = []
    controller.published.connect(lambda shown: said.append(shown.message))
    assert controller.request(R.TakePile())
    assert said[-1].startswith("You took the discard pile (1 card)")
    controller.shutdown()


@pytest.mark.parametrize("code, written", [("en", "2,000"), ("es", "2.000"), ("pt_BR", "2.000"), ("de", "2.000"),
                                           ("pt", "2000"), ("fil", "2,000")])
def test_numbers_are_written_as_the_language_writes_them(code, written, show_window):
    window = show_window(create_window(["--lang", code, *WINDOW]))
    assert languages.number(2000) == written
    assert languages.number(12345) == {"2,000": "12,345", "2.000": "12.345", "2000": "12\u00a0345"}[written]
    assert all(written in window.scene.pile(PileId.melds(team)).lines[1] for team in (0, 1))
    window.show_score_sheet()
    assert written in window.score_sheet.findChild(QLabel, "subline").text()


def test_cards_are_written_out_in_the_language(show_window):
    show_window(create_window(["--lang", "en", *WINDOW]))
    assert (card_name("JD"), card_name("7H"), card_name("JK")) == ("Jack of diamonds", "7 of hearts", "Joker")
    window = show_window(create_window(WINDOW))
    hand = window.scene.card_items(PileId.hand(window.scene.viewer))
    assert hand and all(card.toolTip() == card_name(card.card) for card in hand)


# ----- switching while the game runs ---------------------------------------------------------------

def test_a_language_chosen_in_settings_is_spoken_at_once_by_the_window_and_its_dialogs(show_window, qtbot):
    window = show_window(create_window(["--lang", "en", *WINDOW]))
    open_every_dialog(window, qtbot)
    new_game = window.new_game_dialog
    new_game.variant.setCurrentIndex(new_game.variant.findData("burraco"))
    new_game.names[1].setText("Zoe")
    settings = window.settings_dialog
    settings.speed.setValue(300)
    language = settings.findChild(QComboBox, "language")
    language.setCurrentIndex(language.findData("de"))
    QApplication.processEvents()
    de = catalog("de")
    assert languages.current() == "de"
    assert window.menuBar().actions()[0].text() == de[("Window", "&Game")]
    assert window.action_settings.text() == de[("Window", "&Settings…")]
    assert window.scene.new_meld.label == de[("Table", "New meld")]
    assert window.status_text() == turn_prompt(window.controller.snapshot)     # what happened was said in
                                                                               # English: dropped
    assert de[("Table", "Your turn: draw from the stock or take the discard pile")] in window.status_text()
    # each dialog speaks German, and what was chosen in it stays
    assert new_game.windowTitle() == de[("Dialogs", "New game")]
    assert new_game.variant.currentData() == "burraco" and new_game.names[1].text() == "Zoe"
    assert new_game.variant.currentText() == de[("Variants", "Italian Burraco")]
    assert settings.windowTitle() == de[("Dialogs", "Settings")] and settings.speed.value() == 300
    assert language.currentData() == "de"
    assert window.score_sheet.windowTitle() == de[("Dialogs", "Score sheet")]
    assert window.rules_dialog.windowTitle() == de[("Dialogs", "Rules")]
    assert de[("RulesPage", "Wild cards")] in window.rules_dialog.browser.toPlainText()
    assert window.about_dialog.windowTitle() == de[("App", "About Buraco")]
    # Cancel goes back to the language spoken before; OK keeps the new one in the settings
    settings.reject()
    QApplication.processEvents()
    assert languages.current() == "en" and window.menuBar().actions()[0].text() == "&Game"
    assert new_game.windowTitle() == "New game" and new_game.variant.currentData() == "burraco"
    settings = window.show_settings()
    language = settings.findChild(QComboBox, "language")
    language.setCurrentIndex(language.findData("es"))
    settings.accept()
    QApplication.processEvents()
    assert languages.current() == "es" and window.settings.language == "es"
    assert window.windowTitle() == catalog("es")[("Window", "Buraco")]


# ----- nothing left in English -------------------------------------------------------------------

@pytest.mark.parametrize("code", [code for code in languages.LANGUAGES if code != "en"])
def test_a_window_in_a_language_shows_no_english(code, show_window, qtbot):
    window = show_window(create_window(["--lang", code, *WINDOW]), size=(1024, 700))
    open_every_dialog(window, qtbot)
    left = english_left(window, code)
    assert not left, "English left:\n" + "\n".join(f"{phrase!r} in {text!r}" for phrase, text in left)


def test_the_english_check_finds_english(show_window, qtbot):
    # a window in English, judged as if it were German, shows English everywhere
    window = show_window(create_window(["--lang", "en", *WINDOW]))
    open_every_dialog(window, qtbot)
    left = [text for _, text in english_left(window, "de")]
    for text in ("Ne&xt hand", "Drag cards here to lay down a new meld", "Match totals, hand by hand",
                 "&Four-colour suits (clubs green, diamonds blue)"):
        assert text in left


# ----- layout ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("code", list(languages.LANGUAGES))
def test_nothing_is_cut_off_in_the_dialogs_in_any_language(code, show_window, qtbot):
    window = show_window(create_window(["--lang", code, *WINDOW]), size=(1024, 700))
    open_every_dialog(window, qtbot)
    for dialog in (window.new_game_dialog, window.settings_dialog, window.score_sheet, window.rules_dialog,
                   window.about_dialog, window.statistics_dialog, window.how_to_play_dialog):
        QApplication.processEvents()
        narrow = [(child.objectName() or type(child).__name__, child.width(), child.minimumSizeHint().width())
                  for child in dialog.findChildren(QWidget)
                  if child.isVisibleTo(dialog) and child.width() < child.minimumSizeHint().width()]
        assert narrow == [], dialog.objectName()
    # the menus are as wide as their texts, and the status bar shows its message in at most two lines
    label = window.status.message
    room = label.fontMetrics().boundingRect(label.contentsRect().adjusted(8, 0, -8, 0), int(Qt.TextFlag.TextWordWrap),
                                            label.text())
    assert room.height() <= label.contentsRect().height()
