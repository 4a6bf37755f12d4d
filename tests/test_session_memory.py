"""A long, busy session keeps its memory: what held it is let go (the curve: benchmarks/fuzz_memory.py).

Each test counts one holder found in a 10,000-event fuzz of the table: the dialogs (kept hidden after
closing: some 20 MB), the rules' memo caches (filled hand after hand: 20,000 entries, 150,000
objects), the card pictures parsed from SVG (9.5 MB for the deck), the card pictures of sizes the
table no longer shows."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication, QDialog

from buraco_qt import rules as R
from buraco_qt.app import create_window
from buraco_qt.platform.caches import memo_caches
from buraco_qt.session.controller import GameController
from buraco_qt.ui.art import card_images
from buraco_qt.ui.art.card_images import CardImages
from buraco_qt.ui.table.card_item import CardItem


def live_dialogs() -> list[str]:
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    return sorted(type(widget).__name__ for widget in QApplication.topLevelWidgets() if isinstance(widget, QDialog))


def test_a_dialog_closed_is_let_go(qtbot, show_window):
    window = show_window(create_window(["--seed", "3"]))
    window.controller.shutdown()
    before = live_dialogs()
    for show in (window.new_game, window.show_settings, window.show_rules, window.show_about,
                 window.show_statistics, window.show_how_to_play, window.show_keyboard_help):
        for _ in range(2):
            dialog = show()
            qtbot.waitExposed(dialog)
            dialog.close()
    assert live_dialogs() == before
    assert (window.new_game_dialog, window.settings_dialog, window.rules_dialog, window.about_dialog,
            window.statistics_dialog, window.how_to_play_dialog) == (None,) * 6
    dialog = window.show_about()                  # made again when opened again
    qtbot.waitExposed(dialog)
    assert window.about_dialog is dialog and dialog.isVisible()


def play_to_the_end_of_the_hand(controller: GameController, game: R.Game) -> None:
    """Draw, lay down what can be, discard the first card: until the hand is over."""
    for _ in range(3000):
        if game.phase not in ("draw", "play"):
            return
        legal = [a for a in game.legal_actions() if not isinstance(a, R.Undo)]
        chosen = next((a for a in legal if isinstance(a, (R.Draw, R.NewMeld, R.AddToMeld, R.EndHand))),
                      next((a for a in legal if isinstance(a, R.Discard)), legal[0]))
        controller.request(chosen)
    raise AssertionError("the hand did not end")


def test_every_deal_empties_what_the_rules_remembered_of_the_last_hand(qapp):
    game = R.new_game("cardcol", 4, 7)
    controller = GameController(game, ["human"] * 4, speed_ms=0)
    play_to_the_end_of_the_hand(controller, game)        # the rules' caches fill as the hand is played
    filled = sum(cache.cache_info().currsize for cache in memo_caches().values())
    assert filled > 50
    controller.next_hand() if game.phase == "hand_over" else controller.new_match()
    assert sum(cache.cache_info().currsize for cache in memo_caches().values()) < filled / 10
    controller.shutdown()


def test_the_cards_parsed_from_svg_are_let_go_when_no_card_is_drawn(qtbot, monkeypatch):
    monkeypatch.setattr(card_images, "PARSED_KEPT_MS", 50)
    images = CardImages()
    for card in ("AS", "7H", "JK", "back"):
        images.pixmap(card, 80)
    assert images.parsed == 4
    qtbot.waitUntil(lambda: images.parsed == 0, timeout=2000)
    images.pixmap("KD", 90)                     # parsed again when a card is drawn at a new size
    assert images.parsed == 1


def test_once_the_table_settles_at_a_new_size_the_card_pictures_of_other_sizes_go(qtbot, show_window):
    # every resize made a set of sprites and of card pictures for its sizes; eight sizes of each were
    # kept whatever the table showed (some 15 MB over a session of resizes)
    window = show_window(create_window(["--seed", "5", "--players", "4", "--advance", "60"]), (1100, 760))
    window.controller.shutdown()
    art, images = window.scene.art, window.scene.images
    for width, height in ((900, 640), (1300, 860), (1000, 700), (1500, 980), (820, 600), (1200, 800)):
        window.resize(width, height)
        qtbot.wait(30)
    qtbot.waitUntil(lambda: art.sharp, timeout=5000)
    in_use = {(round(card.h), art.dpr) for card in window.scene.items()
              if isinstance(card, CardItem) and card.isVisible()}
    qtbot.waitUntil(lambda: set(art.sizes()) <= in_use, timeout=5000)
    # the pictures go in the same sweep as the sprites; the sprites of a table may be made by then
    # without one (as the cards fall), so wait for the pictures' own sweep
    qtbot.waitUntil(lambda: len(images.sizes()) <= len(in_use) + 2, timeout=5000)   # and the backs
