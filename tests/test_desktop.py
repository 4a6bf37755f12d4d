"""The game as a desktop application: its icon, the launcher entry and AppStream metadata, the
window remembered between starts, and a dark system palette around the green table."""

from __future__ import annotations

import configparser
import importlib.util
import os
import random
import shutil
import subprocess
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QApplication, QTableWidget

from buraco_qt import __version__
from buraco_qt import rules as R
from buraco_qt.app import create_window
from buraco_qt.cli import startup_settings
from buraco_qt.platform import desktop_entry, resources

ROOT = Path(__file__).resolve().parents[1]
LANGUAGES = ("es", "pt_BR", "pt", "de", "fil")


# --------------------------------------------------------------------------- icon, launcher, metadata

def _make_icon():
    spec = importlib.util.spec_from_file_location("make_icon", ROOT / "tools" / "make_icon.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_icon_is_current_and_every_size_is_drawn(qapp):
    make_icon = _make_icon()
    svg = make_icon.build().encode("utf-8")
    folder = resources.icon_folder()
    assert (folder / "buraco-qt.svg").read_bytes() == svg, "stale: run python tools/make_icon.py"
    for size in make_icon.SIZES:
        image = QImage(str(make_icon.png_path(folder, size)))
        assert image.size() == QSize(size, size)
        fresh = make_icon.render_png(svg, size)
        centre = image.pixelColor(size // 2, size // 2)
        assert centre.alpha() == 255 and centre == fresh.pixelColor(size // 2, size // 2)
        assert image.pixelColor(0, 0).alpha() == 0                 # a rounded tile, clear corners


def test_the_window_has_the_icon(show_window):
    window = show_window(create_window(["--seed", "1", "--speed", "0"]))
    sizes = window.windowIcon().availableSizes()
    assert QSize(16, 16) in sizes and QSize(256, 256) in sizes
    assert window.windowIcon().pixmap(48, 48).toImage().pixelColor(24, 24).alpha() == 255


def _desktop_entry() -> configparser.ConfigParser:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str
    parser.read(resources.asset("desktop", "buraco-qt.desktop"), encoding="utf-8")
    return parser


def test_the_launcher_entry_is_translated_and_a_card_game():
    entry = _desktop_entry()["Desktop Entry"]
    assert entry["Categories"] == "Game;CardGame;" and entry["Icon"] == "buraco-qt" and entry["Exec"] == "buraco-qt"
    for language in LANGUAGES:
        assert entry[f"Name[{language}]"] and entry[f"Comment[{language}]"] != entry["Comment"], language
    if shutil.which("desktop-file-validate"):
        result = subprocess.run(["desktop-file-validate", str(resources.asset("desktop", "buraco-qt.desktop"))],
                                capture_output=True, text=True)
        assert result.returncode == 0 and not result.stdout.strip(), result.stdout


def test_the_appstream_metadata_describes_this_release():
    path = resources.asset("desktop", "buraco-qt.metainfo.xml")
    root = ET.parse(path).getroot()
    assert root.get("type") == "desktop-application" and root.findtext("id") == "buraco-qt"
    assert root.find("launchable").text == "buraco-qt.desktop"
    assert len(root.find("description").findall("p")) >= 1 and len(root.find("description/ul")) >= 4
    releases = root.findall("releases/release")
    assert releases[0].get("version") == __version__ and releases[0].find("description") is not None
    if shutil.which("appstreamcli"):
        # the component id is the desktop file's and the command's name; the project has no domain
        # to build a reverse-DNS id from, which appstreamcli would otherwise ask for
        result = subprocess.run(["appstreamcli", "validate", "--no-net", "--override=cid-desktopapp-is-not-rdns=info",
                                 str(path)], capture_output=True, text=True)
        assert result.returncode == 0, result.stdout


def test_install_desktop_entry_for_this_user(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    assert desktop_entry.main(install=True, translate=lambda context, text: text) == 0
    share = tmp_path / "share"
    launcher = share / "applications" / "buraco-qt.desktop"
    text = launcher.read_text(encoding="utf-8")
    exec_line = next(line for line in text.splitlines() if line.startswith("Exec="))
    assert exec_line.endswith(" -m buraco_qt") and "TryExec" not in text and "Name[de]=Buraco" in text
    assert (share / "icons" / "hicolor" / "48x48" / "apps" / "buraco-qt.png").is_file()
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / "buraco-qt.svg").is_file()
    assert (share / "metainfo" / "buraco-qt.metainfo.xml").is_file()
    assert str(launcher) in capsys.readouterr().out
    assert desktop_entry.main(install=False, translate=lambda context, text: text) == 0
    assert [p for p in share.rglob("*") if p.is_file()] == []


# --------------------------------------------------------------------------- the window remembered

def test_the_window_comes_back_as_it_was_left(tmp_path, show_window, qtbot):
    path = tmp_path / "settings.json"
    argv = ["--seed", "1", "--speed", "0", "--settings", str(path)]
    first = show_window(create_window(argv, settings=startup_settings(argv)))
    first.resize(720, 520)
    first.move(30, 40)
    qtbot.waitUntil(lambda: first.size() == QSize(720, 520))
    left = first.geometry()
    first.close()
    again = show_window(create_window(argv, settings=startup_settings(argv)))
    assert again.geometry() == left and not again.isMaximized()
    again.showMaximized()
    qtbot.waitUntil(again.isMaximized)
    again.close()
    third = show_window(create_window(argv, settings=startup_settings(argv)))
    assert third.isMaximized()
    third.close()
    # --size is what the command line asks for, whatever was left
    sized = show_window(create_window([*argv, "--size", "760x560"], settings=startup_settings(argv)))
    assert not sized.isMaximized() and sized.size() == QSize(760, 560)


# --------------------------------------------------------------------------- a dark palette

def _dark_palette() -> QPalette:
    palette = QPalette()
    colours = {"Window": "#2b2b2b", "WindowText": "#e6e6e6", "Base": "#1f1f1f", "AlternateBase": "#292929",
               "Text": "#e6e6e6", "Button": "#353535", "ButtonText": "#e6e6e6", "Mid": "#4d4d4d",
               "Dark": "#191919", "Light": "#505050", "Midlight": "#404040", "Shadow": "#000000",
               "Highlight": "#3d7bd9", "HighlightedText": "#ffffff", "ToolTipBase": "#353535",
               "ToolTipText": "#e6e6e6", "BrightText": "#ffffff", "Link": "#7fb2ff"}
    for role, colour in colours.items():
        palette.setColor(getattr(QPalette.ColorRole, role), QColor(colour))
    placeholder = QColor("#e6e6e6")
    placeholder.setAlpha(140)
    palette.setColor(QPalette.ColorRole.PlaceholderText, placeholder)
    return palette


@pytest.fixture
def dark(qapp):
    before = QApplication.palette()
    QApplication.setPalette(_dark_palette())
    yield
    QApplication.setPalette(before)


def _luminance(colour: QColor) -> float:
    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4
    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())


def _contrast(a: QColor, b: QColor) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""
    light, dark_ = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (light + 0.05) / (dark_ + 0.05)


def _text_contrast(image: QImage, rect: QRect) -> tuple[float, QColor]:
    """In `rect`: the contrast between the commonest colour (the background) and the text drawn on it,
    the pixel that stands out most from it, and that background."""
    rect = rect.intersected(image.rect())
    pixels = [image.pixelColor(x, y) for y in range(rect.top(), rect.bottom() + 1)
              for x in range(rect.left(), rect.right() + 1)]
    background = QColor(Counter(p.rgb() for p in pixels).most_common(1)[0][0])
    return max(_contrast(background, p) for p in pixels), background


def _played_game() -> R.Game:
    rng = random.Random(3)
    game = R.new_game(R.with_options(R.VARIANTS["cardcol"], target=100_000), 4, 3)   # two hands, always
    for hand in range(2):
        while game.phase in ("draw", "play"):
            game.apply(rng.choice(game.legal_actions()))
        if hand == 0:
            game.apply(R.NextHand())
    return game


def test_the_score_sheet_reads_well_in_a_dark_palette(dark, game_window, qtbot):
    window = game_window(_played_game(), size=(1100, 720))
    sheet = window.show_score_sheet()
    qtbot.waitExposed(sheet)
    image = sheet.grab().toImage()
    table = sheet.findChild(QTableWidget, "score-table")
    offset = table.mapTo(sheet, table.viewport().pos())
    checked = 0
    for row, item in enumerate(sheet.items):
        if item not in ("table_cards", "total", "match"):
            continue
        for team in (0, 1):
            cell = table.visualItemRect(table.item(row, team)).translated(offset)
            ratio, background = _text_contrast(image, cell)
            assert _luminance(background) < 0.1, (item, background.name())      # dark, as the palette
            assert ratio >= 4.5, (item, team, ratio)
            checked += 1
    assert checked == 6
    # the row labels, the headline and the chart's legend
    header = table.verticalHeader()
    label = QRect(header.mapTo(sheet, header.rect().topLeft()), header.size())
    assert _text_contrast(image, label)[0] >= 4.5
    assert _text_contrast(image, sheet.headline.geometry())[0] >= 4.5
    chart = sheet.chart.geometry()
    legend_ratio, chart_background = _text_contrast(image, QRect(chart.left(), chart.top(), chart.width(), 30))
    assert legend_ratio >= 4.5 and _luminance(chart_background) < 0.1


def test_the_menus_follow_a_dark_palette(dark, show_window):
    window = show_window(create_window(["--seed", "1", "--speed", "0"]))
    menu = window.menuBar().actions()[0].menu()
    menu.ensurePolished()
    image = menu.grab().toImage()
    ratio, background = _text_contrast(image, image.rect())
    assert _luminance(background) < 0.1 and ratio >= 4.5


def test_the_per_user_folders_are_named_after_the_game(qapp):
    from PySide6.QtCore import QStandardPaths

    from buraco_qt.app import name_application
    from buraco_qt.storage.settings import Settings
    name_application()
    for location in (QStandardPaths.StandardLocation.CacheLocation, QStandardPaths.StandardLocation.AppDataLocation,
                     QStandardPaths.StandardLocation.AppConfigLocation):
        path = Path(QStandardPaths.writableLocation(location))
        assert path.name == "buraco-qt" and path.parent.name != "buraco-qt", path
    config = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppConfigLocation)
    assert str(Settings.default_path()) in (str(Path(config) / "settings.json"), os.environ.get("BURACO_QT_CONFIG"))
