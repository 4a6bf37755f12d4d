"""Buraco → Hint (H): the normal computer player's choice for the person to move, shown on the table and
said in the status bar, never played; refused when it is not the person's turn; a stale answer is
dropped; counted once per position on the score sheet; Settings can turn hints off."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTranslator
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from rules_helpers import make_game

from buraco_qt import ai
from buraco_qt import rules as R
from buraco_qt.storage.settings import Settings
from buraco_qt.text.move_sentences import hint_sentence, opponents_cannot_use
from buraco_qt.ui.dialogs.settings_dialog import SettingsDialog
from buraco_qt.ui.table.pile_id import DISCARD, STOCK, PileId
from buraco_qt.ui.window.hints import hint_marks

EASY = ["human", "ai:easy", "ai:easy", "ai:easy"]


def _starting_game(variant: str, seed: int = 0) -> R.Game:
    """The first deal from `seed` on in which seat 0, the person, starts."""
    while True:
        game = R.new_game(variant, 4, seed)
        if game.starter == 0:
            return game
        seed += 1


def _hint(qtbot, window):
    with qtbot.waitSignal(window.hints.found, timeout=10_000) as blocker:
        window.ask_hint()
    return blocker.args[0]


@pytest.mark.parametrize("variant", ["cardcol", "brazilian"])
def test_the_hint_is_normals_choice_and_is_never_played(qtbot, game_window, variant):
    window = game_window(_starting_game(variant, 7), EASY)
    c = window.controller
    shown = 0
    while shown < 8:
        qtbot.waitUntil(lambda: c.can_act() or c.game.phase != "draw" and c.game.phase != "play", timeout=30_000)
        if not c.can_act():
            break
        before, moves = c.game.to_json(), c.moves_applied
        hint = _hint(qtbot, window)
        wanted = ai.create("normal", seed=0).choose(c.game.view(0))
        assert hint.action == wanted and hint.seat == 0
        assert c.game.to_json() == before and c.moves_applied == moves         # never played
        QApplication.processEvents()                                           # nor later
        assert c.game.to_json() == before and c.moves_applied == moves and not c.busy
        shown += 1
        assert c.request(hint.action)                                          # the test plays on
    assert shown == 8


def test_a_hint_is_shown_on_the_table_and_in_words_and_goes_with_the_next_move(qtbot, game_window):
    window = game_window(_starting_game("cardcol", 3), EASY)
    c, scene = window.controller, window.scene
    qtbot.waitUntil(c.can_act)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    with qtbot.waitSignal(window.hints.found, timeout=10_000) as blocker:
        QTest.keyClick(window.view, Qt.Key.Key_H)                  # Buraco → Hint's key
    hint = blocker.args[0]
    assert scene.lit_targets() == set(hint.piles) and all(scene.pile(pile_id).hot for pile_id in hint.piles)
    assert window.status_text() == "Hint: " + hint.text
    assert c.request(hint.action)
    assert scene.lit_targets() == set() and "Hint" not in window.status_text()
    for _ in range(40):                     # on to a hint that plays cards of the hand
        qtbot.waitUntil(c.can_act, timeout=30_000)
        hint = _hint(qtbot, window)
        if hint.cards:
            break
        assert c.request(hint.action)
    hand = scene.card_items(PileId.hand(0))
    hinted = [card for card in hand if card.hinted]
    assert sorted(card.card for card in hinted) == sorted(hint.cards)
    assert all(card.pos().y() == 0 for card in hand)               # marked where they are: lifted is selected
    assert scene.lit_targets() == set(hint.piles)
    assert window.status_text() == "Hint: " + hint.text
    assert c.request(hint.action)
    assert not any(card.hinted for card in scene.card_items(PileId.hand(0))) and scene.lit_targets() == set()
    assert not window.status_text().startswith("Hint")


def test_escape_and_a_click_take_the_hint_back(qtbot, game_window):
    window = game_window(_starting_game("cardcol", 3), EASY)
    scene = window.scene
    qtbot.waitUntil(window.controller.can_act)
    hint = _hint(qtbot, window)
    assert scene.lit_targets() == set(hint.piles)
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    assert scene.lit_targets() == set() and scene.hints.shown is None
    _hint(qtbot, window)
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=window.view.viewport().rect().center())
    assert scene.lit_targets() == set() and scene.hints.shown is None


def test_a_hint_is_refused_politely_when_it_is_not_your_turn(qtbot, game_window):
    game = next(game for game in (R.new_game("cardcol", 4, seed) for seed in range(50)) if game.starter != 0)
    window = game_window(game, EASY, speed=2000)
    c = window.controller
    assert not c.can_act() and c.game.seat_to_move != 0
    with qtbot.assertNotEmitted(window.hints.found, wait=200):
        moves = c.moves_applied
        window.ask_hint()
        assert window.status_text() == f"\u26A0 A hint is for your turn: {c.names[c.game.seat_to_move]} is playing"
        assert c.moves_applied == moves
    assert c.hints_used == [0, 0, 0, 0]


def test_a_hint_for_a_position_that_changed_meanwhile_is_dropped(qtbot, game_window):
    window = game_window(_starting_game("cardcol", 3), EASY)
    c = window.controller
    qtbot.waitUntil(c.can_act)
    with qtbot.assertNotEmitted(window.hints.found, wait=500):
        window.ask_hint()
        assert c.request(R.Draw())         # the table moves on before the answer is back
    assert c.hints_used == [0, 0, 0, 0] and not window.hints.busy
    assert window.scene.lit_targets() == set() and "Hint" not in window.status_text()


def test_the_hint_count_is_on_the_score_sheet_once_per_position_and_new_each_match(qtbot, game_window):
    window = game_window(_starting_game("cardcol", 3), EASY)
    c = window.controller
    qtbot.waitUntil(c.can_act)
    _hint(qtbot, window)
    _hint(qtbot, window)                   # the same position again: the same help
    assert c.hints_used == [1, 0, 0, 0]
    assert c.request(R.Draw())
    _hint(qtbot, window)
    assert c.hints_used == [2, 0, 0, 0] and all(type(count) is int for count in c.hints_used)
    sheet = window.show_score_sheet()
    # "hint(s)" until the English catalog has the plural form of the new text
    assert sheet.hints_line.isVisible() and sheet.hints_line.text().startswith("You took 2 hint")
    sheet.close()
    window.new_match()
    assert c.hints_used == [0, 0, 0, 0]


def test_the_score_sheet_names_each_person_in_hotseat(qtbot, game_window):
    window = game_window(_starting_game("cardcol", 3), ["human", "ai:easy", "human", "ai:easy"])
    c = window.controller
    c.hints_used[0], c.hints_used[2] = 3, 1
    sheet = window.show_score_sheet()
    text = sheet.hints_line.text()
    assert text.startswith("Player 1 took 3 hint") and " this match. Player 2 took 1 hint" in text


def test_settings_turn_hints_off_and_grey_the_menu_item(qtbot, game_window):
    window = game_window(_starting_game("cardcol", 3), EASY)
    qtbot.waitUntil(window.controller.can_act)
    assert window.action_hint.isEnabled() and window.action_hint.shortcut().toString() == "H"
    window.apply_settings(window.settings_in_force().replace(hints=False))
    assert not window.action_hint.isEnabled() and window.settings.hints is False
    with qtbot.assertNotEmitted(window.hints.found, wait=200):
        window.ask_hint()
    assert window.status_text() == "\u26A0 Hints are turned off in Settings"
    window.apply_settings(window.settings_in_force().replace(hints=True))
    assert window.action_hint.isEnabled()


def test_the_settings_dialog_and_file_keep_the_hints_choice(qtbot, tmp_path):
    dialog = SettingsDialog(Settings(hints=False))
    qtbot.addWidget(dialog)
    assert not dialog.hints.isChecked()
    dialog.hints.setChecked(True)
    assert dialog.settings(Settings(hints=False)).hints is True
    path = tmp_path / "settings.json"
    Settings(hints=False).save(path)
    assert Settings.load(path).hints is False and Settings().hints is True
    assert Settings.from_dict({"hints": "no"}).hints is True


# ----- the words ---------------------------------------------------------------------------------

def _words(game: R.Game, action: str) -> str:
    return hint_sentence(game, game.seat_to_move, R.parse_action(action))


def test_the_hint_says_each_kind_of_move_in_words():
    game = make_game("cardcol", hands=["7H 7S 9C KD 2D 9H", "5C", "5D", "5S"], stock="3C 3D", discard="4H 6C 7D",
                     melds=[["6C 7C 8C", "QH QS QD"], ["10H JH QH"]], phase="draw")
    assert _words(game, "draw") == "Draw from the stock"
    assert _words(game, "take") == "Take the discard pile"
    assert _words(game, "take meld 7H 7S") == "Take the discard pile with 7\u2665 7\u2660"
    assert _words(game, "take add 0") == "Take the discard pile and add 7\u2666 to your run of clubs"
    assert _words(game, "take add 1") == "Take the discard pile and add 7\u2666 to your set of queens"
    assert _words(game, "meld 9H 7H 2D") == "Lay down 7\u2665 2\u2666 9\u2665"      # in table order
    assert _words(game, "add 0 9C") == "Add 9\u2663 to your run of clubs"
    assert _words(game, "add 1 2D") == "Add 2\u2666 to your set of queens"
    # the other team has a run of hearts 10-Q: a K♦ fits none of their melds, a K♥ or a wild would
    assert _words(game, "discard KD") == "Discard K\u2666: it fits none of the opponents' melds"
    assert opponents_cannot_use(game, 0, R.Card.parse("KD"))
    assert not opponents_cannot_use(game, 0, R.Card.parse("KH"))
    assert not opponents_cannot_use(game, 0, R.Card.parse("2D"))
    assert _words(game, "discard 2D") == "Discard 2\u2666"
    bare = make_game("cardcol", hands=["KD 5C", "5C", "5D", "5S"], discard="4H", phase="play")
    assert _words(bare, "discard KD") == "Discard K\u2666"         # no melds of theirs: no reason claimed


def _cards(text: str) -> tuple[R.Card, ...]:
    return tuple(R.parse_cards(text))


def test_the_hint_marks_the_cards_it_plays_and_where_they_go():
    game = make_game("cardcol", hands=["7H 7S 9C KD 2D", "5C", "5D", "5S"], discard="4H 6C 7D",
                     melds=[["6C 7C 8C"], ["10H JH QH"]], seat=0)
    assert hint_marks(game, 0, R.parse_action("draw")) == ((), (STOCK,))
    assert hint_marks(game, 0, R.parse_action("take meld 7H 7S")) == (_cards("7H 7S"), (DISCARD,))
    assert hint_marks(game, 0, R.parse_action("take add 0")) == ((), (DISCARD, PileId.meld(0, 0)))
    assert hint_marks(game, 0, R.parse_action("add 0 9C")) == (_cards("9C"), (PileId.meld(0, 0),))
    assert hint_marks(game, 0, R.parse_action("discard KD")) == (_cards("KD"), (DISCARD,))
    assert hint_marks(game, 1, R.parse_action("add 0 9C")) == (_cards("9C"), (PileId.meld(1, 0),))


class _Marked(QTranslator):
    """A language in which every text of the table and the window reads "§ " and the English text."""

    def translate(self, context, source, disambiguation=None, n=-1):  # noqa: N802 (Qt's name)
        return "\u00a7 " + source if context in ("Table", "Window") else ""

    def isEmpty(self) -> bool:  # noqa: N802 (Qt's name; an empty translator is never asked)
        return False


def test_a_hint_on_the_table_is_said_again_in_a_new_language(qtbot, game_window):
    window = game_window(_starting_game("cardcol", 3), EASY)
    qtbot.waitUntil(window.controller.can_act)
    hint = _hint(qtbot, window)
    assert window.status_text() == "Hint: " + hint.text
    marked = _Marked()
    QApplication.instance().installTranslator(marked)
    try:
        QApplication.processEvents()
        assert window.status_text().startswith("\u00a7 Hint: \u00a7 ")
        assert window.scene.hints.shown is hint and window.scene.lit_targets() == set(hint.piles)
    finally:
        QApplication.instance().removeTranslator(marked)
