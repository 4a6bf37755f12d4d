"""The dialogs around the table: New game, Settings, About, Rules (set values, accept, check)."""

from __future__ import annotations

from collections import Counter

import pytest
import shiboken6
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QLineEdit, QSpinBox, QTextBrowser

from buraco_qt import rules as R
from buraco_qt.app import create_window
from buraco_qt.storage.settings import Settings
from buraco_qt.text.languages import number
from buraco_qt.ui.dialogs.new_game_dialog import PRESET_DESCRIPTIONS, NewGameChoices, NewGameDialog
from buraco_qt.ui.table.pile_id import PileId


@pytest.fixture(autouse=True)
def _own_config(tmp_path, monkeypatch):
    monkeypatch.setenv("BURACO_QT_CONFIG", str(tmp_path / "settings.json"))


@pytest.fixture
def window(qtbot, tmp_path):
    win = create_window(["--seed", "2", "--speed", "0", "--settings", str(tmp_path / "settings.json")])
    qtbot.addWidget(win)
    win.resize(1100, 720)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.controller.shutdown()
    win.close()           # hidden before it is let go: pytest-qt holds widgets only weakly


def pick(combo: QComboBox, data) -> None:
    index = combo.findData(data)
    assert index >= 0, data
    combo.setCurrentIndex(index)


def check_deal(game: R.Game, variant: R.Variant, players: int) -> None:
    """A fresh deal: hands and reserves of `hand_size`, the up card, the rest in the stock."""
    assert game.hand_number == 1 and game.log == [] and game.phase == "draw"
    assert game.players == players and game.variant == variant
    n = variant.hand_size
    assert [len(h) for h in game.hands] == [n] * players
    assert [len(r) for r in game.reserves] == [n, n]
    assert len(game.discard) == (1 if variant.up_card else 0)
    assert len(game.stock) == variant.cards_in_play - players * n - 2 * n - len(game.discard)
    assert game.melds == [[], []] and game.totals == [0, 0]
    every = Counter(str(c) for c in R.build_deck(variant.decks, variant.jokers_per_deck))
    dealt = Counter(str(c) for c in [*game.stock, *game.discard, *(c for h in game.hands for c in h),
                                     *(c for r in game.reserves for c in r)])
    assert dealt == every


@pytest.mark.parametrize("preset", list(R.VARIANTS))
def test_each_preset_from_the_dialog_starts_with_the_right_deal(qtbot, window, preset, monkeypatch):
    from buraco_qt.ui.window import main_window
    monkeypatch.setattr(main_window.random, "randrange", lambda _n: 4242)     # the seed of the deal
    dialog = window.new_game()
    assert isinstance(dialog, NewGameDialog) and dialog.isVisible()
    pick(dialog.findChild(QComboBox, "variant"), preset)
    description = dialog.findChild(QLabel, "variant-description").text()
    assert description and description == PRESET_DESCRIPTIONS[preset]
    assert dialog.findChild(QSpinBox, "target").value() == R.VARIANTS[preset].target
    assert dialog.findChild(QComboBox, "hand-size").isEnabled() == (preset == "cardcol")
    assert dialog.findChild(QComboBox, "pickup").isEnabled() == (preset == "brazilian")
    dialog.findChild(QLineEdit, "name:0").setText("Marta")
    dialog.accept()
    c = window.controller
    variant = R.VARIANTS[preset]
    check_deal(c.game, variant, 4)
    same = R.new_game(variant, 4, 4242)                     # exactly the engine's deal for that seed
    assert c.game.hands == same.hands and c.game.stock == same.stock and c.game.reserves == same.reserves
    assert c.game.discard == same.discard and c.game.seat_to_move == same.seat_to_move
    assert c.seats == ["human", "ai:normal", "ai:normal", "ai:normal"]          # the defaults
    assert c.names[0] == "Marta" and c.names[1] == "Bruno"
    assert window.settings.variant == preset                                   # the last variant played
    assert window.scene.pile(PileId.hand(0)).shown_cards() != [None] * variant.hand_size
    assert len(window.scene.card_items(PileId.hand(0))) == variant.hand_size


def test_options_players_and_seats(qtbot, window):
    dialog = window.new_game()
    pick(dialog.findChild(QComboBox, "variant"), "cardcol")
    pick(dialog.findChild(QComboBox, "hand-size"), 15)
    dialog.findChild(QSpinBox, "target").setValue(3500)
    pick(dialog.findChild(QComboBox, "players"), 2)
    assert not dialog.findChild(QComboBox, "seat:2").isVisibleTo(dialog)
    pick(dialog.findChild(QComboBox, "seat:1"), "ai:classic")
    dialog.accept()
    g = window.controller.game
    check_deal(g, R.with_options(R.VARIANTS["cardcol"], hand_size=15, target=3500), 2)
    assert window.controller.seats == ["human", "ai:classic"]

    dialog = window.new_game()                         # the dialog remembers the last choices
    assert dialog.findChild(QComboBox, "variant").currentData() == "cardcol"
    assert dialog.findChild(QComboBox, "hand-size").currentData() == 15
    assert dialog.findChild(QSpinBox, "target").value() == 3500
    assert dialog.findChild(QComboBox, "players").currentData() == 2
    pick(dialog.findChild(QComboBox, "variant"), "brazilian")
    pick(dialog.findChild(QComboBox, "pickup"), "super_duro")
    pick(dialog.findChild(QComboBox, "players"), 4)
    pick(dialog.findChild(QComboBox, "seat:2"), "human")
    for seat, level in ((1, "ai:easy"), (3, "ai:hard")):
        pick(dialog.findChild(QComboBox, f"seat:{seat}"), level)
    assert dialog.findChild(QLabel, "hotseat-note").isVisibleTo(dialog)
    assert dialog.findChild(QLineEdit, "name:2").placeholderText() == "Player 2"
    assert dialog.findChild(QLineEdit, "name:3").placeholderText() == "Diego"
    dialog.findChild(QLineEdit, "name:0").setText("diego")          # a computer's default gives way to it
    assert dialog.findChild(QLineEdit, "name:3").placeholderText() == "Lucía"
    dialog.findChild(QLineEdit, "name:0").clear()
    assert dialog.findChild(QLineEdit, "name:3").placeholderText() == "Diego"
    dialog.findChild(QLineEdit, "name:1").setText("Player 2")       # so does a person's default
    assert dialog.findChild(QLineEdit, "name:0").placeholderText() == "Player 1"
    assert dialog.findChild(QLineEdit, "name:2").placeholderText() == "Player 3"
    dialog.findChild(QLineEdit, "name:1").clear()
    assert dialog.findChild(QLineEdit, "name:2").placeholderText() == "Player 2"
    dialog.accept()
    c = window.controller
    variant = R.with_options(R.VARIANTS["brazilian"], brazilian_pickup="super_duro")
    check_deal(c.game, variant, 4)
    assert not any(card.is_joker for card in c.game.stock)
    assert c.seats == ["human", "ai:easy", "human", "ai:hard"]
    assert c.names[0] == "Player 1" and c.names[2] == "Player 2"
    assert window.scene.curtain_seat is not None                 # two people: the screen is passed


def test_cancel_keeps_the_game(qtbot, window):
    before = window.controller.game
    dialog = window.new_game()
    pick(dialog.findChild(QComboBox, "variant"), "open")
    dialog.reject()
    assert window.controller.game is before


def test_choices_round_trip_through_settings():
    settings = Settings()
    choices = NewGameChoices(variant="closed", players=2, seats=["human", "ai:hard"], names=["Ana", ""],
                             target=1500)
    choices.store(settings)
    back = NewGameChoices.from_settings(Settings.from_dict(settings.to_dict()))
    assert (back.variant, back.players, back.seats[:2], back.names[:2], back.target) == \
        ("closed", 2, ["human", "ai:hard"], ["Ana", ""], 1500)


def test_settings_dialog_applies_at_once(qtbot, window):
    dialog = window.show_settings()
    dialog.findChild(QSpinBox, "speed").setValue(300)
    dialog.findChild(QCheckBox, "animation").setChecked(False)
    pick(dialog.findChild(QComboBox, "card-size"), 1.15)
    dialog.findChild(QCheckBox, "four-colour").setChecked(True)
    dialog.findChild(QCheckBox, "confirm-last-discard").setChecked(False)
    pick(dialog.findChild(QComboBox, "back"), "red")
    dialog.accept()
    scene = window.scene
    assert window.controller.speed_ms == 300
    assert scene.animations is False and scene.move_ms == 0
    assert scene.card_scale == 1.15
    assert scene.images.four_colour and scene.images.back == "red"
    assert scene.confirm_discard is None
    # the cards are larger now
    card = scene.card_items(PileId.hand(scene.viewer))[0]
    assert card.h == round(112 * scene.s * 1.15)


def test_about_and_rules(qtbot, window):
    about = window.show_about()
    text = " ".join(label.text() for label in about.findChildren(QLabel))
    import buraco_qt
    assert buraco_qt.__version__ in text and "GPL" in text and "CardCol" in text
    window.action_rules.trigger()
    rules = window.rules_dialog
    body = rules.findChild(QTextBrowser, "rules-text").toPlainText()
    variant = window.controller.game.variant
    assert "CardCol" in body and number(variant.target) in body and "buraco" in body
    for name in R.VARIANTS:
        from buraco_qt.ui.dialogs.rules_text import rules_html
        assert number(R.VARIANTS[name].target) in rules_html(R.VARIANTS[name])


def test_confirm_before_discarding_the_last_card(qtbot):
    """Settings → "Ask before discarding the last card": a question (not blocking), Yes discards."""
    import random

    from PySide6.QtWidgets import QMessageBox

    from buraco_qt.session.controller import GameController
    from buraco_qt.ui.window.main_window import MainWindow
    rng = random.Random(1)
    for seed in range(300):
        game = R.new_game("open", 4, seed)
        for _ in range(600):
            if game.phase not in ("draw", "play"):
                break
            if (game.seat_to_move == 0 and game.phase == "play" and len(game.hands[0]) == 1
                    and R.Discard(game.hands[0][0]) in game.legal_actions()):
                break
            game.apply(rng.choice(game.legal_actions()))
        if game.phase == "play" and game.seat_to_move == 0 and len(game.hands[0]) == 1:
            break
    else:
        pytest.skip("no such position")
    window = MainWindow(GameController(game, ["human", "ai:easy", "ai:easy", "ai:easy"], speed_ms=0))
    qtbot.addWidget(window)
    window.show()
    window.controller.start()
    card = game.hands[0][0]
    assert window.scene.request_discard(card) is False
    box = window.confirm_box
    assert box is not None and box.isVisible() and game.hands[0] == [card]
    box.button(QMessageBox.StandardButton.No).click()
    assert window.controller.game.hands[0] == [card]
    qtbot.waitUntil(lambda: not shiboken6.isValid(box))         # answered boxes are deleted, not kept
    window.scene.request_discard(card)
    window.confirm_box.button(QMessageBox.StandardButton.Yes).click()
    assert card not in window.controller.game.hands[0] or window.controller.game.log[-1].startswith("discard")
    assert window.controller.game.log[-1].startswith("discard")
    window.controller.shutdown()
    window.close()


@pytest.mark.parametrize("argv, shown", [
    (["--variant", "brazilian", "--players", "2", "--seats", "ai:hard,human", "--names", "Ana,Bia", "--target",
      "1500", "--pickup", "duro"],
     dict(variant="brazilian", players=2, seats=["ai:hard", "human"], names=["Ana", "Bia"], target=1500,
          pickup="duro")),
    (["--variant", "cardcol", "--hand-size", "13", "--seats", "human,ai:classic,ai:easy,human"],
     dict(variant="cardcol", players=4, seats=["human", "ai:classic", "ai:easy", "human"], names=["", "", "", ""],
          target=2000, hand_size=13)),
])
def test_new_game_proposes_the_match_being_played(qtbot, show_window, argv, shown):
    window = show_window(create_window(["--seed", "2", "--speed", "0", *argv], settings=Settings()))
    dialog = window.new_game()
    players = shown["players"]
    assert dialog.findChild(QComboBox, "variant").currentData() == shown["variant"]
    assert dialog.findChild(QComboBox, "players").currentData() == players
    assert [dialog.findChild(QComboBox, f"seat:{s}").currentData() for s in range(players)] == shown["seats"]
    assert [dialog.findChild(QLineEdit, f"name:{s}").text() for s in range(players)] == shown["names"]
    assert dialog.findChild(QSpinBox, "target").value() == shown["target"]
    if "pickup" in shown:
        assert dialog.findChild(QComboBox, "pickup").currentData() == shown["pickup"]
    if "hand_size" in shown:
        assert dialog.findChild(QComboBox, "hand-size").currentData() == shown["hand_size"]
    before = window.controller.game.variant
    dialog.accept()                                  # Deal without a change: the same match again
    c = window.controller
    assert c.game.variant == before and c.seats == shown["seats"] and c.game.log == []
    assert [name for name in c.names if name in shown["names"]] == [n for n in shown["names"] if n]


@pytest.mark.parametrize("code", ["en", "es", "pt_BR", "pt", "de", "fil"])
def test_every_preset_description_shows_whole_in_the_new_game_dialog(qtbot, show_window, code):
    from buraco_qt.text import languages
    window = show_window(create_window(["--seed", "2", "--speed", "0"]), size=(1024, 700))
    languages.install(code)
    dialog = window.new_game()
    qtbot.waitExposed(dialog)
    label = dialog.findChild(QLabel, "variant-description")
    heights, needs = set(), []
    for preset in R.VARIANTS:
        pick(dialog.variant, preset)
        qtbot.wait(10)
        needed = label.heightForWidth(label.contentsRect().width()) + label.contentsMargins().top() * 2
        assert label.height() >= needed, (code, preset, label.height(), needed, label.text())
        assert dialog.height() <= 700, (code, dialog.height())
        heights.add(dialog.height())
        needs.append(needed)
    assert len(heights) == 1, heights          # the dialog keeps its size from one preset to the next
    assert label.height() <= max(needs) + 1.5 * label.fontMetrics().lineSpacing()     # and no empty band
    dialog.close()
