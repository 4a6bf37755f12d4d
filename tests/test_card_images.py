"""The card deck: generated SVG files, the image provider, system decks, the contact sheet."""

from __future__ import annotations

import gzip
import importlib.util
import os
import re
import zlib
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QLoggingCategory, QRectF, QSize, Qt, QtMsgType, qInstallMessageHandler
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from buraco_qt.ui.art import card_images as ci
from buraco_qt.ui.art.card_images import CardImages, assets_dir, normalise_card

ROOT = Path(__file__).resolve().parents[1]
RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
SUITS = ["C", "D", "H", "S"]
FACES = [r + s for s in SUITS for r in RANKS]


def _load_generator():
    spec = importlib.util.spec_from_file_location("make_cards", ROOT / "tools" / "make_cards.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


# --------------------------------------------------------------------------- files

def test_assets_dir_is_repo_assets():
    assert assets_dir() == ROOT / "assets" / "cards"


def test_all_card_files_exist():
    files = sorted(p.name for p in assets_dir().glob("*.svg"))
    for face in FACES:
        assert f"{face}.svg" in files
    assert "joker_red.svg" in files and "joker_black.svg" in files
    backs = [f for f in files if f.startswith("back_")]
    assert {"back_blue.svg", "back_red.svg"} <= set(backs)
    assert len(files) >= 56
    assert (assets_dir() / "LICENSE").is_file()
    assert "GPL-3.0-or-later" in (assets_dir() / "LICENSE").read_text()


def test_generator_is_deterministic_and_files_are_current(tmp_path):
    gen = _load_generator()
    first = gen.build()
    second = gen.build()
    assert first == second
    gen.main([str(tmp_path)])
    for name, text in first.items():
        written = (tmp_path / name).read_bytes()
        assert written == text.encode("utf-8")
        committed = assets_dir() / name
        assert committed.read_bytes() == written, f"{name} is stale: run python tools/make_cards.py"


@pytest.mark.parametrize("path", sorted(assets_dir().glob("*.svg")), ids=lambda p: p.name)
def test_svg_uses_only_simple_features(path):
    text = path.read_text(encoding="utf-8")
    for forbidden in ("<text", "<clipPath", "<symbol", "<use", "<pattern", "<image", "<mask", "<filter",
                      "<tspan", "font-family"):
        assert forbidden not in text, f"{path.name} uses {forbidden}"
    assert 'viewBox="0 0 250 350"' in text


@pytest.fixture
def qt_messages(qapp):
    """Every Qt message emitted while the test runs, with qt.svg logging fully enabled
    (the same as running with ``QT_LOGGING_RULES="qt.svg*=true"``)."""
    messages: list[tuple[QtMsgType, str, str]] = []

    def handler(mode, context, message):
        messages.append((mode, context.category or "", message))

    QLoggingCategory.setFilterRules("qt.svg*=true")
    previous = qInstallMessageHandler(handler)
    try:
        yield messages
    finally:
        qInstallMessageHandler(previous)
        QLoggingCategory.setFilterRules("")


def _render(renderer: QSvgRenderer, w: int = 50, h: int = 70) -> QImage:
    img = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    renderer.render(p, QRectF(0, 0, w, h))
    p.end()
    return img


def test_message_capture_catches_svg_problems(qt_messages):
    """The check below is not vacuous: QtSvg does report what it cannot render."""
    bad = (b'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">'
           b'<clipPath id="c"><rect width="1" height="1"/></clipPath>'
           b'<rect width="5" height="5" fill="url(#nope)"/></svg>')
    _render(QSvgRenderer(QByteArray(bad)))
    assert any(cat.startswith("qt.svg") for _, cat, _ in qt_messages)


def test_every_file_renders_without_qt_warnings(qt_messages):
    paths = sorted(assets_dir().glob("*.svg"))
    assert len(paths) >= 55
    for path in paths:
        r = QSvgRenderer(str(path))
        assert r.isValid(), path.name
        assert r.defaultSize() == QSize(250, 350)
        img = _render(r)
        # something was drawn, and the corner outside the rounded border is clear
        assert img.pixelColor(25, 35).alpha() == 255, path.name
        assert img.pixelColor(0, 0).alpha() < 8, path.name
    # the four-colour variants, as the provider loads them
    for four in (False, True):
        deck = ci._OwnDeck(assets_dir(), four, "blue")
        for card in CardImages.all_cards():
            r = QSvgRenderer(QByteArray(deck.svg_bytes(card)))
            assert r.isValid(), card
            _render(r)
    bad = [m for m in qt_messages
           if m[0] != QtMsgType.QtDebugMsg or m[1].startswith("qt.svg")]
    assert not bad, bad[:5]


# --------------------------------------------------------------------------- provider

def test_normalise_card():
    assert normalise_card("10H") == "10H"
    assert normalise_card("as") == "AS"
    assert normalise_card("TD") == "10D"
    assert normalise_card("JK") == "JK_red"
    assert normalise_card("JK_red") == "JK_red"
    assert normalise_card("JK_black") == "JK_black"
    assert normalise_card("back") == "back"
    for bad in ("", "1H", "11S", "AX", "JKX", "K"):
        with pytest.raises(ValueError):
            normalise_card(bad)


def test_aspect_ratio_and_sizes(qapp):
    images = CardImages()
    assert images.aspect_ratio == pytest.approx(250 / 350)
    pm = images.pixmap("AS", 140)
    assert (pm.width(), pm.height()) == (100, 140)
    assert pm.devicePixelRatio() == 1.0
    hi = images.pixmap("AS", 140, dpr=2.0)
    assert (hi.width(), hi.height()) == (200, 280)       # twice the pixels
    assert hi.devicePixelRatio() == 2.0
    assert hi.deviceIndependentSize().toSize() == QSize(100, 140)
    odd = images.pixmap("QD", 97, dpr=1.25)
    assert odd.height() == round(97 * 1.25)


def _diff(a: QImage, b: QImage) -> float:
    """Mean absolute difference of the grey values of two same-size images."""
    assert a.size() == b.size()
    total = 0
    for y in range(0, a.height(), 2):
        for x in range(0, a.width(), 2):
            total += abs(QColor(a.pixel(x, y)).value() - QColor(b.pixel(x, y)).value())
    return total / ((a.height() // 2) * (a.width() // 2))


def test_high_dpi_pixmap_is_rendered_not_upscaled(qapp):
    images = CardImages()
    for card in ("KH", "10S"):
        small = images.pixmap(card, 120, 1.0).toImage()
        big = images.pixmap(card, 120, 2.0).toImage()
        direct = images.pixmap(card, 240, 1.0).toImage()
        big.setDevicePixelRatio(1.0)
        direct.setDevicePixelRatio(1.0)
        # the 2x pixmap is the card rendered at 2x pixels: the same as a card twice as tall
        assert big.convertToFormat(QImage.Format.Format_ARGB32) == \
            direct.convertToFormat(QImage.Format.Format_ARGB32)
        upscaled = small.scaled(big.size(), Qt.AspectRatioMode.IgnoreAspectRatio,
                                Qt.TransformationMode.SmoothTransformation)
        # and it is not a blurred enlargement of the 1x one
        assert _diff(big, upscaled) > 1.0


def test_pixmaps_at_two_sizes_are_crisp(qapp):
    """Edges are sharp at both sizes: strong contrast between neighbouring pixels exists."""
    images = CardImages()
    for h in (90, 300):
        img = images.pixmap("KS", h).toImage()
        best = 0
        y = img.height() // 2 + 3
        for x in range(1, img.width()):
            best = max(best, abs(QColor(img.pixel(x, y)).value() - QColor(img.pixel(x - 1, y)).value()))
        assert best > 150, h


def test_cache_is_keyed_by_size(qapp):
    images = CardImages()
    a = images.pixmap("7C", 100)
    b = images.pixmap("7C", 100)
    assert a.cacheKey() == b.cacheKey()
    c = images.pixmap("7C", 120)
    assert c.cacheKey() != a.cacheKey()
    d = images.pixmap("7C", 100, 2.0)
    assert d.cacheKey() != a.cacheKey()
    assert images.cache_size() == 3
    images.clear_cache()
    assert images.cache_size() == 0


def test_every_card_and_back_renders(qapp):
    images = CardImages()
    for card in FACES + ["JK", "JK_black", "back"]:
        img = images.pixmap(card, 70).toImage()
        assert img.pixelColor(img.width() // 2, img.height() // 2).alpha() == 255, card
    for back in CardImages.backs():
        assert CardImages(back=back).pixmap("back", 70).height() == 70
    assert {"blue", "red"} <= set(CardImages.backs())
    # the jokers and the backs differ
    red = CardImages().pixmap("JK", 80).toImage()
    black = CardImages().pixmap("JK_black", 80).toImage()
    assert red != black
    assert CardImages(back="blue").pixmap("back", 80).toImage() != CardImages(back="red").pixmap("back", 80).toImage()


def _count(img: QImage, pred) -> int:
    n = 0
    for y in range(0, img.height(), 2):
        for x in range(0, img.width(), 2):
            if pred(img.pixelColor(x, y)):
                n += 1
    return n


def _greenish(c: QColor) -> bool:
    return c.green() > c.red() + 40 and c.green() > c.blue() + 20


def _bluish(c: QColor) -> bool:
    return c.blue() > c.red() + 60 and c.blue() > c.green() + 40


def _reddish(c: QColor) -> bool:
    return c.red() > c.green() + 80 and c.red() > c.blue() + 60


def test_four_colour_option(qapp):
    two = CardImages()
    four = CardImages(four_colour=True)
    for card in ("5C", "KC", "AC"):
        assert _count(two.pixmap(card, 100).toImage(), _greenish) == 0
        assert _count(four.pixmap(card, 100).toImage(), _greenish) > 20, card
    for card in ("5D", "QD", "AD"):
        assert _count(two.pixmap(card, 100).toImage(), _reddish) > 20
        assert _count(four.pixmap(card, 100).toImage(), _bluish) > 20, card
        assert _count(four.pixmap(card, 100).toImage(), _reddish) == 0, card
    # hearts and spades are the same in both schemes
    for card in ("5H", "KS", "JK", "back"):
        assert two.pixmap(card, 80).toImage() == four.pixmap(card, 80).toImage()


def test_four_colour_swaps_match_the_generator():
    gen = _load_generator()
    for key in ("main", "dark", "light"):
        assert ci.FOUR_COLOUR_SWAPS["C"][gen.BLACK[key]] == gen.GREEN[key]
        assert ci.FOUR_COLOUR_SWAPS["D"][gen.RED[key]] == gen.BLUE[key]
    text = (assets_dir() / "KD.svg").read_text()
    for colour in ci.FOUR_COLOUR_SWAPS["D"]:
        assert colour in text


# --------------------------------------------------------------------------- system decks

KDE_NAMES = {"A": "1", "J": "jack", "Q": "queen", "K": "king"}
SUIT_NAMES = {"C": "club", "D": "diamond", "H": "heart", "S": "spade"}


def _colour_for(i: int) -> str:
    return f"#{(37 * i) % 200 + 30:02x}{(91 * i) % 200 + 30:02x}{(53 * i) % 200 + 30:02x}"


def _fake_deck_svg(ids: list[str], w: int, h: int) -> str:
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{13 * w}" height="{6 * h}">']
    for i, eid in enumerate(ids):
        x, y = (i % 13) * w, (i // 13) * h
        parts.append(f'<g id="{eid}"><rect x="{x}" y="{y}" width="{w}" height="{h}" '
                     f'fill="{_colour_for(i)}"/></g>')
    parts.append("</svg>")
    return "\n".join(parts)


def _kde_ids() -> list[str]:
    return [f"{KDE_NAMES.get(r, r)}_{SUIT_NAMES[s]}" for s in SUITS for r in RANKS] + ["back"]


def _ais_ids() -> list[str]:
    return ([f"{SUIT_NAMES[s]}_{KDE_NAMES.get(r, r)}" for s in SUITS for r in RANKS]
            + ["joker_red", "joker_black", "back"])


@pytest.fixture
def fake_system(tmp_path, monkeypatch):
    share = tmp_path / "share"
    kde = share / "carddecks" / "svg-fake"
    kde.mkdir(parents=True)
    (kde / "index.desktop").write_text("[KDE Backdeck]\nName=Fake\nSVG=fake.svgz\n")
    (kde / "fake.svgz").write_bytes(gzip.compress(_fake_deck_svg(_kde_ids(), 40, 60).encode()))
    ais = share / "aisleriot" / "cards"
    ais.mkdir(parents=True)
    (ais / "plain.svgz").write_bytes(gzip.compress(_fake_deck_svg(_ais_ids(), 50, 70).encode()))
    monkeypatch.setenv("XDG_DATA_DIRS", str(share))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "home-share"))
    return share


def _centre(pm) -> QColor:
    img = pm.toImage()
    return img.pixelColor(img.width() // 2, img.height() // 2)


def test_available_decks_lists_system_decks(fake_system):
    decks = CardImages.available_decks()
    assert decks[0] == "default"
    assert "kde:svg-fake" in decks
    assert "aisleriot:plain" in decks
    with pytest.raises(ValueError):
        CardImages("kde:svg-missing")


def test_kde_deck_loads_through_the_provider(qapp, fake_system):
    images = CardImages("kde:svg-fake")
    assert images.aspect_ratio == pytest.approx(40 / 60)
    ids = _kde_ids()
    for card, eid in (("AS", "1_spade"), ("10H", "10_heart"), ("KD", "king_diamond"),
                      ("JC", "jack_club"), ("back", "back")):
        pm = images.pixmap(card, 90, 2.0)
        assert pm.height() == 180 and pm.width() == 120
        assert _centre(pm).name() == _colour_for(ids.index(eid)), card
    # the deck has no jokers: ours are used, drawn at this deck's size
    joker = images.pixmap("JK", 90)
    own = CardImages().image("JK", joker.width(), joker.height())
    assert joker.toImage().convertToFormat(QImage.Format.Format_ARGB32) == \
        own.convertToFormat(QImage.Format.Format_ARGB32)


def test_aisleriot_deck_loads_through_the_provider(qapp, fake_system):
    images = CardImages("aisleriot:plain")
    assert images.aspect_ratio == pytest.approx(50 / 70)
    ids = _ais_ids()
    for card, eid in (("AC", "club_1"), ("9S", "spade_9"), ("QH", "heart_queen"),
                      ("JK", "joker_red"), ("JK_black", "joker_black"), ("back", "back")):
        assert _centre(images.pixmap(card, 70)).name() == _colour_for(ids.index(eid)), card


def test_system_deck_is_read_in_place(fake_system):
    files = {p.name for p in assets_dir().iterdir()}
    assert not any(re.search(r"fake|plain", f) for f in files)


# --------------------------------------------------------------------------- contact sheet

def test_contact_sheet(qapp, tmp_path, fake_system):
    from buraco_qt.tools import contact_sheet

    out = tmp_path / "sheet.png"
    assert contact_sheet.main([str(out), "--height", "60", "--four-colour"]) == 0
    img = QImage(str(out))
    assert img.height() >= 6 * 60 and img.width() >= 13 * 42
    out2 = tmp_path / "kde.png"
    assert contact_sheet.main([str(out2), "--deck", "kde:svg-fake", "--height", "50"]) == 0
    assert QImage(str(out2)).height() >= 6 * 50
    assert contact_sheet.main([str(tmp_path / "x.png"), "--deck", "nope"]) == 2


# --------------------------------------------------------------------------- missing or damaged art

@pytest.fixture
def damaged_deck(tmp_path, monkeypatch):
    """The game's deck with 4H.svg deleted and KS.svg damaged."""
    import shutil

    from buraco_qt.platform import resources
    folder = tmp_path / "cards"
    shutil.copytree(assets_dir(), folder)
    (folder / "4H.svg").unlink()
    (folder / "KS.svg").write_bytes(b"<svg this is not")
    monkeypatch.setattr(resources, "card_folder", lambda: folder)
    return folder


def _plain(img: QImage) -> bool:
    """A plainly drawn card: white in the middle of its upper left quarter, no picture there."""
    return img.pixelColor(img.width() // 4, img.height() // 3).name() == "#fdfdfb"


def test_a_missing_or_damaged_card_picture_is_drawn_plainly_and_reported_once(qapp, damaged_deck):
    images = CardImages()
    told = []
    images.on_problem = told.append
    missing = images.pixmap("4H", 140).toImage()
    damaged = images.pixmap("KS", 140).toImage()
    fine = images.pixmap("5H", 140).toImage()
    assert _plain(missing) and _plain(damaged) and not _plain(fine)
    assert missing.pixelColor(missing.width() // 2, missing.height() // 2).alpha() == 255
    assert len(told) == 1 and "4H.svg" in told[0] and told[0] == images.problem_message
    assert [p.split(":")[0] for p in images.problems] == [str(damaged_deck / "4H.svg"), str(damaged_deck / "KS.svg")]


def test_without_the_deck_folder_every_card_is_drawn_plainly(qapp, monkeypatch):
    from buraco_qt.platform import resources
    monkeypatch.setattr(resources, "card_folder", lambda: None)
    images = CardImages()
    assert images.problem_message is not None and "assets/cards" in images.problem_message
    assert CardImages.backs() == ["blue"]
    for card in ("AS", "10D", "JK", "back"):
        assert images.pixmap(card, 90).height() == 90


def test_the_window_says_a_card_picture_is_missing(damaged_deck, show_window, qtbot):
    from buraco_qt.app import create_window
    window = show_window(create_window(["--seed", "3", "--players", "2", "--advance", "25", "--speed", "0",
                                        "--seats", "human,ai:easy"]))
    for card in ("4H", "KS"):                 # whether or not this deal shows them
        window.scene.images.pixmap(card, 100)
    qtbot.waitUntil(lambda: len(window.warnings) == 1)
    assert "4H.svg" in window.warnings[0].text()


GAME_WITH_A_DAMAGED_DECK = """
import shutil, sys
from pathlib import Path
from buraco_qt.platform import resources
from buraco_qt.ui.art.card_images import assets_dir
folder = Path(sys.argv[1]) / "cards"
shutil.copytree(assets_dir(), folder)
for name in ("4H", "JK_red", "back_blue", "back_red", "QD", "7S", "AC"):
    path = folder / (name.replace("JK_red", "joker_red") + ".svg")
    path.unlink()
(folder / "9C.svg").write_bytes(b"\\x00 not a picture")
resources.card_folder = lambda: folder
from buraco_qt.app import main
sys.exit(main(["buraco-qt", "--screenshot", sys.argv[1] + "/table.png", "--seed", "3", "--players", "2",
               "--advance", "25"]))
"""


def test_the_game_runs_on_with_missing_card_pictures_in_its_own_process(tmp_path):
    # before: the missing file raised inside an open QPainter and Qt aborted (exit 139)
    import subprocess
    import sys
    result = subprocess.run([sys.executable, "-c", GAME_WITH_A_DAMAGED_DECK, str(tmp_path)], cwd=ROOT,
                            capture_output=True, text=True, timeout=120,
                            env={**os.environ, "QT_QPA_PLATFORM": "offscreen",
                                 "XDG_CACHE_HOME": str(tmp_path / "cache")})
    assert result.returncode == 0, result.stderr[-2000:]
    assert "missing or damaged" in result.stderr
    assert QImage(str(tmp_path / "table.png")).width() == 1024


# --------------------------------------------------------------------------- caches

def test_memory_keeps_the_pixmaps_of_the_recent_sizes_only(qapp):
    images = CardImages()
    cards = ["AS", "10H", "back", "JK"]
    for height in range(60, 120):                # a window resized through 60 sizes
        for card in cards:
            images.pixmap(card, height)
    assert images.cache_size() == ci.SIZES_KEPT * len(cards)
    recent = images.pixmap("AS", 119)
    assert images.pixmap("AS", 119).cacheKey() == recent.cacheKey()
    # a size used again stays; the least recently used one goes
    images.pixmap("AS", 112)
    images.pixmap("AS", 50)
    kept = images._cache.size_keys()

    def size(height):
        return (*images.pixel_size(height), 1.0)

    assert size(119) in kept and size(112) in kept and size(50) == kept[-1]
    assert size(113) not in kept


def _same(a: QImage, b: QImage) -> bool:
    form = QImage.Format.Format_ARGB32_Premultiplied
    return a.convertToFormat(form) == b.convertToFormat(form)


def test_disk_cache_serves_the_next_start_without_reading_any_svg(qapp, tmp_path):
    first = CardImages(cache=tmp_path)
    drawn = {card: first.pixmap(card, 97, 1.5).toImage() for card in ("AS", "10H", "JK", "back")}
    first.flush_disk_cache()
    files = sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*.argb"))
    assert len(files) == 4 and all("/104x146@1.5/" in f for f in files), files
    second = CardImages(cache=tmp_path)
    for card, image in drawn.items():
        assert _same(second.pixmap(card, 97, 1.5).toImage(), image), card
    assert second._own._renderers == {}                  # no SVG was parsed
    # another colour scheme is another deck; a changed picture file makes the cache stale
    assert CardImages(four_colour=True, cache=tmp_path)._disk_cache().deck_folder != second._disk_cache().deck_folder


def test_disk_cache_is_renewed_when_a_picture_changes_and_skips_damaged_files(qapp, tmp_path, monkeypatch):
    import shutil

    from buraco_qt.platform import resources
    folder = tmp_path / "cards"
    shutil.copytree(assets_dir(), folder)
    monkeypatch.setattr(resources, "card_folder", lambda: folder)
    cache = tmp_path / "cache"
    images = CardImages(cache=cache)
    images.pixmap("AS", 80)
    images.flush_disk_cache()
    (kept,) = cache.rglob("AS.argb")
    kept.write_bytes(b"garbage")                          # a damaged cache file is drawn again
    again = CardImages(cache=cache)
    assert again.pixmap("AS", 80).height() == 80 and "AS" in again._own._renderers
    again.flush_disk_cache()
    kept.write_bytes(zlib.compress(b"\0" * 100))          # whole, but not a card of that size: drawn again
    third = CardImages(cache=cache)
    assert third.pixmap("AS", 80).height() == 80 and "AS" in third._own._renderers
    (folder / "AS.svg").write_text((folder / "AS.svg").read_text().replace("#1a1a1a", "#123456"))
    changed = CardImages(cache=cache)
    assert changed._disk_cache().deck_folder != again._disk_cache().deck_folder


def test_disk_cache_keeps_a_bounded_number_of_sizes(qapp, tmp_path):
    images = CardImages(cache=tmp_path)
    for height in range(40, 40 + ci.DISK_SIZES_KEPT + 5):
        images.pixmap("2C", height)
        images.flush_disk_cache()
    assert len([f for deck in tmp_path.iterdir() for f in deck.iterdir()]) == ci.DISK_SIZES_KEPT


def test_the_tables_card_sprites_are_kept_for_the_recent_sizes_only(qapp):
    from buraco_qt.ui.art.card_art import CardArt
    art = CardArt(CardImages())
    for height in range(60, 120):
        for shadow in (False, True):
            art.sprite("QH", height, shadow)
    assert len(art._sprites) == 2 * ci.SIZES_KEPT
    assert art.sprite("QH", 119, True)[0].cacheKey() == art.sprite("QH", 119, True)[0].cacheKey()
