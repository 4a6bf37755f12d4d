"""Every text a player sees can be translated: `pyside6-lupdate` finds it under the context the
program looks it up in, and a catalog made from what it finds changes what the program shows."""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QAbstractButton, QComboBox, QDialogButtonBox, QGroupBox, QLabel, QMenu, QWidget

from buraco_qt import rules as R
from buraco_qt.app import create_window
from buraco_qt.cli import build_parser
from buraco_qt.rules import messages as M
from buraco_qt.text.languages import LANGUAGES

ROOT = Path(__file__).resolve().parents[1]
MARK = "§ "    # the test catalog's "translation" of a text: the text behind this mark


def _qt_tool(name: str, *args: str) -> None:
    """Run one of PySide6's Qt tools (lupdate, lrelease) as `pyside6-<name>` does."""
    code = (f"import sys; from PySide6.scripts.pyside_tool import {name}; "
            f"sys.argv = ['{name}', *sys.argv[1:]]; {name}()")
    subprocess.run([sys.executable, "-c", code, *args], check=True, capture_output=True)


@pytest.fixture(scope="module")
def extracted(tmp_path_factory) -> Path:
    """The .ts file that lupdate makes of the whole package."""
    ts = tmp_path_factory.mktemp("i18n") / "buraco_xx.ts"
    sources = sorted(str(path) for path in (ROOT / "buraco_qt").rglob("*.py"))
    _qt_tool("lupdate", "-silent", *sources, "-ts", str(ts))
    return ts


def _texts(ts: Path) -> dict[str, set[str]]:
    """{context: its source texts} of a .ts file."""
    texts: dict[str, set[str]] = {}
    for context in ET.parse(ts).getroot().iter("context"):
        texts.setdefault(context.findtext("name") or "", set()).update(
            message.findtext("source") for message in context.iter("message"))
    return texts


def test_every_text_has_a_context(extracted):
    # a text found outside any context (e.g. through an alias of tr) is never looked up by the program
    texts = _texts(extracted)
    assert "" not in texts, sorted(texts[""])
    assert sum(len(found) for found in texts.values()) > 200


def test_every_refusal_reason_is_found_in_the_rules_context(extracted):
    reasons = {value for name, value in vars(M).items() if name.isupper() and isinstance(value, str)}
    assert len(reasons) > 30
    assert reasons - _texts(extracted).get("Rules", set()) == set()


def test_the_command_line_help_is_found_in_the_app_context(extracted):
    parser = build_parser()
    helps = {action.help for action in parser._actions if action.help and action.dest != "help"}
    assert len(helps) > 10
    assert {parser.description, *helps} - _texts(extracted).get("App", set()) == set()


@pytest.fixture
def marked_catalog(extracted, tmp_path):
    """A catalog that "translates" every text lupdate found into the text behind MARK, installed."""
    tree = ET.parse(extracted)
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        forms = translation.findall("numerusform") or [translation]
        for form in forms:
            form.text = MARK + message.findtext("source")
        translation.attrib.pop("type", None)
    ts = tmp_path / "buraco_xx.ts"
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    qm = tmp_path / "buraco_xx.qm"
    _qt_tool("lrelease", "-silent", str(ts), "-qm", str(qm))
    translator = QTranslator()
    assert translator.load(str(qm))
    app = QCoreApplication.instance()
    app.installTranslator(translator)
    yield
    app.removeTranslator(translator)


@pytest.fixture
def window(marked_catalog, show_window):
    """The main window, made while the marked catalog is installed."""
    return show_window(create_window(["--seed", "1", "--speed", "0", "--seats", "human,ai:easy,ai:easy,ai:easy"]),
                       size=(1024, 700))


def test_a_catalog_made_from_the_found_texts_changes_what_the_player_sees(window):
    assert QCoreApplication.translate("Rules", M.TOO_FEW_CARDS) == MARK + M.TOO_FEW_CARDS
    assert build_parser().description == MARK + "Buraco, the card game."
    assert build_parser().format_help().startswith(MARK + "usage: ")       # argparse's own words too
    scene = window.scene
    assert scene.discard.label == MARK + "Discard"
    assert scene.stock.toolTip().startswith(MARK + "Stock: ")
    assert scene.new_meld.label == MARK + "New meld"
    assert window.windowTitle() == MARK + "Buraco"
    assert [action.text() for action in window.menuBar().actions()] == [
        MARK + "&Game", MARK + "&Buraco", MARK + "&Help"]
    assert window.status_text().startswith(MARK)
    # a refused move: the engine's reason reaches the status bar through the catalog
    hand = window.controller.game.hands[0]
    assert not window.controller.request(R.Discard(hand[0]))
    assert any(MARK + reason in window.status_text() for reason in (M.NOT_YOUR_TURN, M.MUST_DRAW_FIRST))


def _untranslated(widget: QWidget) -> list[str]:
    """The texts with words shown by `widget` and its visible children that the catalog did not change.

    Left out on purpose: the languages named in their own language, the card decks installed on the
    system (Aisleriot's, KDE's: names, shown as their makers wrote them), and the standard buttons of a
    button box (Qt's own catalogs translate those)."""
    from buraco_qt.ui.art.card_images import CardImages
    names = set(CardImages.available_decks()) - {"default"}
    found = [widget.windowTitle()]
    for child in [widget, *widget.findChildren(QWidget)]:
        if child is not widget and not child.isVisibleTo(widget):
            continue
        if isinstance(child.parent(), QDialogButtonBox) and child.parent().standardButton(child) != \
                QDialogButtonBox.StandardButton.NoButton:
            continue
        found.append(child.toolTip())
        found += [action.text() for action in child.actions()]
        if isinstance(child, QLabel):
            found.append(child.text())
        elif isinstance(child, QAbstractButton):
            found.append(child.text())
        elif isinstance(child, QGroupBox):
            found.append(child.title())
        elif isinstance(child, QComboBox) and child.objectName() != "language":
            found += [child.itemText(index) for index in range(child.count()) if child.itemData(index) not in names]
    return [text for text in found if re.search("[A-Za-z]{2}", re.sub("<[^>]+>", "", text)) and MARK not in text]


@pytest.fixture
def installed_decks(tmp_path, monkeypatch):
    """A KDE deck and an Aisleriot deck installed on the system, as a desktop with card games has them."""
    share = tmp_path / "share"
    svg = '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="90"><rect width="60" height="90"/></svg>'
    (share / "carddecks" / "svg-dondorf").mkdir(parents=True)
    (share / "carddecks" / "svg-dondorf" / "dondorf.svg").write_text(svg)
    (share / "aisleriot" / "cards").mkdir(parents=True)
    (share / "aisleriot" / "cards" / "bonded.svg").write_text(svg)
    monkeypatch.setenv("XDG_DATA_DIRS", str(share))
    return ["aisleriot:bonded", "kde:svg-dondorf"]


def test_every_window_shows_only_translated_texts(window, qtbot, installed_decks):
    settings = window.show_settings()
    shown = [settings.deck.itemData(index) for index in range(settings.deck.count())]
    assert set(installed_decks) <= set(shown)                  # the names the Settings' deck list shows
    settings.close()
    assert _untranslated(window) == []
    for menu in window.findChildren(QMenu):
        assert [a.text() for a in menu.actions() if a.text() and MARK not in a.text()] == []
    for show in (window.new_game, window.show_settings, window.show_score_sheet, window.show_rules,
                 window.show_about, window.show_statistics, window.show_how_to_play):
        dialog = show()
        qtbot.waitExposed(dialog)
        assert _untranslated(dialog) == [], show.__name__
        dialog.close()


def test_the_how_to_play_page_is_found_by_lupdate(window, qtbot):
    dialog = window.show_how_to_play()
    keys = {action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            for menu in window.findChildren(QMenu) for action in menu.actions()}
    keys |= {QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)
             for key in (Qt.Key.Key_Escape, Qt.Key.Key_Return, Qt.Key.Key_Space)}
    keys.add("{} / {}".format(QKeySequence(Qt.Key.Key_Tab).toString(QKeySequence.SequenceFormat.NativeText),
                              QKeySequence(Qt.Modifier.SHIFT | Qt.Key.Key_Tab).toString(
                                  QKeySequence.SequenceFormat.NativeText)))
    lines = [line.strip() for line in dialog.browser.toPlainText().splitlines()]
    assert len(lines) > 20
    assert [line for line in lines if re.search("[A-Za-z]{2}", line) and MARK not in line and line not in keys] == []


# ----- the catalogs in i18n/ ------------------------------------------------------------------------

CATALOGS = ROOT / "i18n"
PLACEHOLDER = re.compile(r"\{[a-z_]*\}|%L?n|%\d|%\([a-z_]+\)[sr]|%[sr]")

def _messages(ts: Path) -> list[tuple[str, ET.Element]]:
    """(context, message) of every message of a catalog."""
    return [(context.findtext("name"), message) for context in ET.parse(ts).getroot().iter("context")
            for message in context.iter("message")]


def _problems(ts: Path) -> list[str]:
    """What keeps a catalog from being complete: unfinished or empty entries, placeholders that differ."""
    problems = []
    for context, message in _messages(ts):
        source = message.findtext("source")
        translation = message.find("translation")
        forms = [form.text or "" for form in translation.findall("numerusform")] if message.get("numerus") \
            else [translation.text or ""]
        if translation.get("type") in ("unfinished", "vanished", "obsolete") or not all(form.strip() for form in forms):
            problems.append(f"{context}: {source!r} is {translation.get('type') or 'empty'}")
            continue
        wanted = set(PLACEHOLDER.findall(source))
        for form in forms:
            found = set(PLACEHOLDER.findall(form))
            # the form for one may say "one" instead of %n
            if found != wanted and not (len(forms) > 1 and found == wanted - {"%n"} and form is forms[0]):
                problems.append(f"{context}: {source!r} has {sorted(found)}, not {sorted(wanted)}: {form!r}")
    return problems


@pytest.mark.parametrize("code", [code for code in LANGUAGES])
def test_every_catalog_is_complete(code):
    ts = CATALOGS / f"buraco_{code}.ts"
    messages = _messages(ts)
    if code == "en":     # only the plural forms: the English texts are the code's own
        assert messages and all(message.get("numerus") == "yes" for _, message in messages)
    else:
        assert len(messages) > 300
    assert _problems(ts) == []


def test_the_completeness_check_finds_what_is_missing(tmp_path):
    ts = tmp_path / "buraco_xx.ts"
    ts.write_text("""<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="de">
<context><name>Table</name>
<message><source>{name} drew {card}</source><translation>{name} zog</translation></message>
<message numerus="yes"><source>Stock: %n card(s)</source>
<translation><numerusform>Talon: eine Karte</numerusform><numerusform></numerusform></translation></message>
<message><source>Discard</source><translation type="unfinished">Ablegen</translation></message>
<message><source>New meld</source><translation>Neue Meldung</translation></message>
</context></TS>""", encoding="utf-8")
    problems = _problems(ts)
    assert len(problems) == 3 and "'{name} drew {card}' has ['{name}']" in problems[0]
    assert "Stock" in problems[1] and "Discard" in problems[2]


def test_the_catalogs_hold_every_text_of_the_code_and_are_compiled(tmp_path):
    # the documented command, run on copies: it must find nothing new and compile the same .qm files
    subprocess.run([sys.executable, str(ROOT / "tools" / "update_translations.py"), "--out", str(tmp_path)],
                   check=True, capture_output=True, cwd=ROOT)
    for code in LANGUAGES:
        name = f"buraco_{code}"
        fresh, kept = ({(context, m.findtext("source"), m.findtext("comment")) for context, m in _messages(ts)}
                       for ts in (tmp_path / f"{name}.ts", CATALOGS / f"{name}.ts"))
        assert fresh - kept == set(), f"{name}.ts lacks texts of the code: run tools/update_translations.py"
        assert kept - fresh == set(), f"{name}.ts holds texts no longer in the code: run tools/update_translations.py"
        assert (tmp_path / f"{name}.qm").read_bytes() == (CATALOGS / f"{name}.qm").read_bytes(), \
            f"{name}.qm is not compiled from {name}.ts: run tools/update_translations.py"
