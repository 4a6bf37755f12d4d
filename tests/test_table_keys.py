"""Keyboard play on the table: a whole turn by key presses alone, the focus order of Tab and of the
arrows, the focus mark, and the focus said to screen readers through the view's accessible name."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from test_table import find_seed, meld_then_add

from buraco_qt import rules as R
from buraco_qt.ui.art import theme
from buraco_qt.ui.table import accessibility
from buraco_qt.ui.table.pile_id import DISCARD, NEW_MELD, STOCK, PileId

EASY = ["human", "ai:easy", "ai:easy", "ai:easy"]


def _window(game_window, seed: int, variant: str = "cardcol"):
    window = game_window(R.new_game(variant, 4, seed), EASY)
    return window


def press(window, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(window.view, key, modifier)


def focus_on(window, place: PileId | R.Card) -> None:
    """Tab until the focus is on `place`, a pile or a card of your hand (one not yet selected: a person
    looks at the mark and presses Tab again)."""
    keys = window.scene.keys
    for _ in range(80):
        pile_id, item = keys.focus
        if keys.active and (pile_id == place if isinstance(place, PileId)
                            else pile_id is None and item.card == place and not item.selected):
            return
        press(window, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reached {place}: {keys.focus_name}")


def in_focus(keys):
    """The place in focus: a pile's id, or the card item of your hand."""
    pile_id, item = keys.focus
    return item if pile_id is None else pile_id


def test_a_whole_turn_by_key_presses_alone(qtbot, game_window):
    seed = find_seed("cardcol", lambda g: meld_then_add(g) is not None)
    meld, add = meld_then_add(R.new_game("cardcol", 4, seed))
    window = _window(game_window, seed)
    c = window.controller
    qtbot.waitUntil(c.can_act)
    start = len(c.game.log)
    press(window, Qt.Key.Key_D)                                     # draw
    assert c.game.log[start:] == ["draw"] and c.game.phase == "play"
    for card in meld.cards:                                         # select the meld's cards with Space
        focus_on(window, card)
        press(window, Qt.Key.Key_Space)
    assert sorted(card.card for card in window.scene.selected_cards()) == sorted(meld.cards)
    focus_on(window, NEW_MELD)
    press(window, Qt.Key.Key_Return)                                # lay down
    assert c.game.log[start + 1] == str(meld) and len(c.game.melds[0]) == 1
    focus_on(window, add.cards[0])
    press(window, Qt.Key.Key_Space)
    focus_on(window, PileId.meld(0, 0))
    press(window, Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)     # add (the keypad's Enter)
    assert c.game.log[start + 2] == str(add)
    discard = next(a for a in c.legal_actions() if isinstance(a, R.Discard))
    focus_on(window, discard.card)
    press(window, Qt.Key.Key_X)                                     # discard the card in focus
    assert c.game.log[start:start + 4] == ["draw", str(meld), str(add), str(discard)]
    assert c.game.seat_to_move != 0 or c.game.log[start + 3:start + 4] == [str(discard)]


def test_enter_on_the_stock_draws_and_enter_on_the_discard_pile_discards_the_selected_card(qtbot, game_window):
    window = _window(game_window, find_seed("cardcol", lambda g: True))
    c = window.controller
    qtbot.waitUntil(c.can_act)
    start = len(c.game.log)
    focus_on(window, STOCK)
    press(window, Qt.Key.Key_Return)
    assert c.game.log[start:] == ["draw"]
    discard = next(a for a in c.legal_actions() if isinstance(a, R.Discard))
    focus_on(window, DISCARD)
    press(window, Qt.Key.Key_Return)                                # nothing selected: said, not played
    assert c.game.log[start:] == ["draw"] and "Select the card to discard" in window.status_text()
    focus_on(window, discard.card)
    press(window, Qt.Key.Key_Space)
    focus_on(window, DISCARD)
    press(window, Qt.Key.Key_Return)
    assert c.game.log[start:start + 2] == ["draw", str(discard)]


def test_p_takes_the_discard_pile(qtbot, game_window):
    seed = find_seed("cardcol", lambda g: R.TakePile() in g.legal_actions())
    window = _window(game_window, seed)
    c = window.controller
    qtbot.waitUntil(c.can_act)
    start = len(c.game.log)
    press(window, Qt.Key.Key_P)
    assert c.game.log[start:] == ["take"]


def test_a_key_that_cannot_play_says_why(qtbot, game_window):
    window = _window(game_window, find_seed("cardcol", lambda g: True))
    c = window.controller
    qtbot.waitUntil(c.can_act)
    press(window, Qt.Key.Key_X)                                     # no card in focus, none selected
    assert window.status_text() == "\u26A0 Move the focus to a card of your hand to discard it"
    press(window, Qt.Key.Key_D)
    focus_on(window, NEW_MELD)
    press(window, Qt.Key.Key_Return)
    assert window.status_text() == "\u26A0 Select cards of your hand with Space first"
    assert c.game.log == ["draw"]


def test_keys_out_of_turn_are_refused_with_the_engines_reason(qtbot, game_window):
    game = next(game for game in (R.new_game("cardcol", 4, seed) for seed in range(50)) if game.starter != 0)
    window = game_window(game, EASY, speed=2000)
    c = window.controller
    assert not c.can_act()
    moves = c.moves_applied
    press(window, Qt.Key.Key_D)
    assert window.status_text() == "\u26A0 It is not your turn" and c.moves_applied == moves


def _with_a_meld(qtbot, game_window):
    """A window where you have drawn and laid down a meld (the window, the meld)."""
    seed = find_seed("cardcol", lambda g: meld_then_add(g) is not None)
    meld, _add = meld_then_add(R.new_game("cardcol", 4, seed))
    window = _window(game_window, seed)
    qtbot.waitUntil(window.controller.can_act)
    assert window.controller.request(R.Draw()) and window.controller.request(meld)
    return window, meld


def _expected_order(window) -> list:
    scene = window.scene
    g = window.controller.game
    team = g.team_of(scene.viewer)
    hand = scene.card_items(PileId.hand(scene.viewer))
    own = [PileId.meld(team, index) for index in range(len(g.melds[team]))]
    other = [PileId.meld(1 - team, index) for index in range(len(g.melds[1 - team]))]
    return [STOCK, DISCARD, *hand, *own, NEW_MELD, *other]


def test_tab_goes_through_every_place_in_table_order_and_shift_tab_back(qtbot, game_window):
    window, _meld = _with_a_meld(qtbot, game_window)
    keys = window.scene.keys
    wanted = _expected_order(window)
    assert PileId.meld(0, 0) in wanted and len(wanted) > 10
    assert not keys.active
    press(window, Qt.Key.Key_Tab)                                   # the first press shows where the focus is
    seen = [in_focus(keys)]
    for _ in range(len(wanted)):
        press(window, Qt.Key.Key_Tab)
        seen.append(in_focus(keys))
    assert seen == wanted + [STOCK]                                 # round the table and back to the stock
    back = []
    for _ in range(len(wanted)):
        press(window, Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
        back.append(in_focus(keys))
    assert back == list(reversed(wanted))
    press(window, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert in_focus(keys) == wanted[-1]


def test_arrows_move_along_a_row_and_to_the_nearest_place_of_the_next_row(qtbot, game_window):
    window, _meld = _with_a_meld(qtbot, game_window)
    keys = window.scene.keys
    press(window, Qt.Key.Key_Right)
    assert in_focus(keys) == STOCK
    press(window, Qt.Key.Key_Left)
    assert in_focus(keys) == STOCK                                  # the row's end holds
    press(window, Qt.Key.Key_Right)
    assert in_focus(keys) == DISCARD
    press(window, Qt.Key.Key_Down)                                  # the nearest of your melds row
    row = [PileId.meld(0, 0), NEW_MELD]
    assert in_focus(keys) in row
    near = min(row, key=lambda pile_id: abs(window.scene.pile(pile_id).focus_rect().center().x()
                                            - window.scene.discard.focus_rect().center().x()))
    assert in_focus(keys) == near
    press(window, Qt.Key.Key_Up)
    assert keys.focus[0] in (STOCK, DISCARD, None)                  # None: a card of your hand
    first = window.scene.card_items(PileId.hand(0))[0]
    press(window, Qt.Key.Key_Up)                                    # no row above: stays
    for _ in range(3):
        press(window, Qt.Key.Key_Right)
    assert keys.focus[0] is None
    hand = window.scene.card_items(PileId.hand(0))
    assert keys.focus[1] in hand and first in hand


def test_the_focus_mark_rings_the_place_in_focus_and_hides_for_the_mouse(qtbot, game_window):
    window = _window(game_window, find_seed("cardcol", lambda g: True))
    scene, keys = window.scene, window.scene.keys
    qtbot.waitUntil(window.controller.can_act)
    viewport = window.view.viewport()

    def ring_pixel():
        rect = keys.mark.rect
        point = window.view.mapFromScene(rect.center().x(), rect.top())
        return viewport.grab().toImage().pixelColor(point)

    assert not keys.mark.isVisible()
    press(window, Qt.Key.Key_Tab)
    press(window, Qt.Key.Key_Tab)
    assert in_focus(keys) == DISCARD and keys.mark.isVisible()
    assert keys.mark.rect.contains(scene.discard.focus_rect())
    colour = ring_pixel()
    assert (colour.red(), colour.green(), colour.blue()) == (theme.FOCUS.red(), theme.FOCUS.green(), theme.FOCUS.blue())
    press(window, Qt.Key.Key_Tab)                                   # the first card of your hand
    card = keys.focus[1]
    assert keys.mark.rect.contains(card.mapRectToScene(0, 0, 4, card.h))
    assert keys.mark.rect.width() < card.w + 12                     # its visible strip, not its neighbours
    QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=QPoint(5, viewport.height() // 2))
    assert not keys.mark.isVisible()
    assert window.view.accessibleName() == "Card table"


def test_space_selects_the_card_in_focus_and_escape_puts_it_back(qtbot, game_window):
    window = _window(game_window, find_seed("cardcol", lambda g: True))
    scene = window.scene
    qtbot.waitUntil(window.controller.can_act)
    press(window, Qt.Key.Key_D)
    for _ in range(3):
        press(window, Qt.Key.Key_Tab)
    card = scene.keys.focus[1]
    press(window, Qt.Key.Key_Space)
    assert scene.selected_cards() == [card] and card.pos().y() < 0
    assert ", selected, card 1 of" in window.view.accessibleName()
    press(window, Qt.Key.Key_Escape)
    assert scene.selected_cards() == []


# ----- screen readers ----------------------------------------------------------------------------

def test_the_view_is_named_after_the_place_in_focus(qtbot, game_window):
    window = _window(game_window, find_seed("cardcol", lambda g: True))
    c, view = window.controller, window.view
    qtbot.waitUntil(c.can_act)
    interface = QAccessible.queryAccessibleInterface(view)
    assert view.accessibleName() == "Card table" and "Tab and the arrow keys" in view.accessibleDescription()
    names = []
    for _ in range(4):
        press(window, Qt.Key.Key_Tab)
        names.append(view.accessibleName())
        assert interface.text(QAccessible.Text.Name) == view.accessibleName() == window.scene.keys.spoken
    g = c.game
    assert names[0] == window.scene.stock.toolTip() and names[0].startswith("Stock: ")
    top = window.scene.discard.toolTip()
    assert names[1] == top and f"{len(g.discard)}" in top and "on top" in top
    first = window.scene.card_items(PileId.hand(0))[0].card
    from buraco_qt.text.move_words import card_name
    assert names[2] == f"{card_name(first)}, card 1 of {len(g.hands[0])} in your hand"
    assert names[3].startswith(card_name(window.scene.card_items(PileId.hand(0))[1].card) + ", card 2 of")


def test_a_meld_in_focus_is_said_in_words(qtbot, game_window):
    window, meld = _with_a_meld(qtbot, game_window)
    focus_on(window, PileId.meld(0, 0))
    name = window.view.accessibleName()
    assert name.startswith("Your team's meld: ") and "points" in name
    from buraco_qt.text.move_words import card_name
    assert all(card_name(card) in name for card in meld.cards)
    assert "\u2665" not in name and "\u2660" not in name           # words, not suit signs


def test_every_move_is_announced_as_the_status_bar_says_it(qtbot, game_window, monkeypatch):
    sent = []
    monkeypatch.setattr(accessibility, "send", lambda event: sent.append(event.message()))
    window = _window(game_window, find_seed("cardcol", lambda g: True))
    c = window.controller
    said = []
    c.published.connect(lambda shown: said.append(window.status_text()) if shown.message is not None else None)
    qtbot.waitUntil(c.can_act)
    c.request(R.Draw())
    discard = next(a for a in c.legal_actions() if isinstance(a, R.Discard))
    c.request(discard)
    qtbot.waitUntil(c.can_act, timeout=30_000)                      # the three computer seats played
    computer = [text for text in said if not text.startswith("You ")]
    assert len(computer) >= 6                                       # each drew and discarded at least
    assert all(text in sent for text in said)
    window.ask_hint()
    qtbot.waitUntil(lambda: any(text.startswith("Hint: ") for text in sent))
    c.request(R.Discard(c.game.hands[0][0]))                        # refused: you must draw first
    assert sent[-1] == window.status_text()[2:]                    # the reason, without the warning sign


def _unnamed(shown) -> list[str]:
    """The widgets of `shown` a screen reader meets (they take the focus, or show text or data) with no name."""
    from PySide6.QtWidgets import QAbstractScrollArea, QHeaderView, QLabel, QWidget
    unnamed = []
    for widget in [shown, *shown.findChildren(QWidget)]:
        if not widget.isVisibleTo(shown) or widget.objectName().startswith("qt_"):
            continue
        if isinstance(widget, QHeaderView):      # its sections are cells of its table's accessible table
            continue
        if isinstance(widget.parent(), QAbstractScrollArea) and widget is widget.parent().viewport():
            continue
        if widget.focusPolicy() == Qt.FocusPolicy.NoFocus and not isinstance(widget, (QAbstractScrollArea, QLabel)):
            continue
        interface = QAccessible.queryAccessibleInterface(widget)
        if interface is None or not interface.text(QAccessible.Text.Name).strip():
            unnamed.append(f"{type(widget).__name__} {widget.objectName()!r}")
    return unnamed


def test_every_widget_a_screen_reader_meets_has_a_name(qtbot, game_window):
    window = _window(game_window, find_seed("cardcol", lambda g: True))
    assert _unnamed(window) == []
    assert window.statusBar().accessibleName() == "Status bar" and window.menuBar().accessibleName() == "Menus"
    for show in (window.new_game, window.show_settings, window.show_score_sheet, window.show_statistics,
                 window.show_how_to_play, window.show_rules, window.show_about):
        dialog = show()
        qtbot.waitExposed(dialog)
        assert _unnamed(dialog) == [], show.__name__
        dialog.close()
