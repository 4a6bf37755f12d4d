"""A computer's move is shown in pieces between frames (ui/table/table_pieces.py): what each piece does,
that whatever reads the table first has them done, and that the table at rest is the same as when the
move is shown at once."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication
from table_harness import scene_problems

from buraco_qt import ai
from buraco_qt import rules as R
from buraco_qt.app import create_window
from buraco_qt.session.turn_guard import TurnGuard
from buraco_qt.ui.table import pile_items
from buraco_qt.ui.table.card_item import CardItem
from buraco_qt.ui.table.pile_id import PileId

COMPUTERS = "ai:normal,ai:normal,ai:normal,ai:normal"


def computers_table(show_window, speed: int = 120):
    """Four computer seats whose moves the test plays (`play`), at 1024 × 700."""
    window = show_window(create_window(["--seed", "7", "--players", "4", "--seats", COMPUTERS, "--speed", str(speed),
                                        "--target", "100000"]), (1024, 700))
    window.controller.match.close()
    return window


def moves(window, count: int) -> list:
    """The next `count` moves of the window's match, chosen by normal players on a copy of it."""
    game = window.controller.game.copy()
    players = [ai.create("normal", seed=70 + seat) for seat in range(game.players)]
    guard, chosen = TurnGuard(), []
    while len(chosen) < count and game.phase in ("draw", "play"):
        action, _problem = guard.choose(game, players[game.seat_to_move].choose(game.view(game.seat_to_move)))
        game.apply(action)
        chosen.append(action)
    return chosen


def up_to(qtbot, window, kind: type) -> R.Action:
    """Play the match on until a computer's next move is of `kind` (R.Draw, R.Discard...): that move."""
    while True:
        action = moves(window, 1)[0]
        if isinstance(action, kind):
            return action
        window.controller.match._apply(action)
        at_rest(qtbot, window)


def at_rest(qtbot, window) -> None:
    scene = window.scene
    qtbot.waitUntil(lambda: not scene.pieces.waiting and not scene.flights.flying and scene.art.sharp, timeout=10_000)
    QApplication.processEvents()


def test_a_computers_move_is_shown_in_the_next_passes_and_whatever_reads_the_table_first_has_it_shown(
        qtbot, show_window):
    window = computers_table(show_window)
    scene, controller = window.scene, window.controller
    at_rest(qtbot, window)
    draw = up_to(qtbot, window, R.Draw)
    stock = scene.stock.count
    controller.match._apply(draw)
    assert scene.pieces.waiting and scene.animating            # the move's own pass did not redraw the table
    assert scene.stock.count == stock
    assert scene_problems(window) == []                        # it reads the table: the pieces are done first
    assert not scene.pieces.waiting and scene.stock.count == stock - 1


def test_the_pieces_of_a_move_the_cards_the_labels_their_places_each_label_then_the_status_bar(qtbot, show_window):
    window = computers_table(show_window)
    scene, controller = window.scene, window.controller
    at_rest(qtbot, window)
    discard = up_to(qtbot, window, R.Discard)
    seen = {card: card.scenePos() for card in scene.items() if isinstance(card, CardItem) and card.isVisible()}
    shown: list = []
    scene.stateShown.connect(shown.append)
    controller.match._apply(discard)                           # a card changes pile, the turn passes
    scene.pieces._next()                                       # 1: the cards each pile holds
    assert {card: card.scenePos() for card in seen if card.isVisible()} == \
        {card: place for card, place in seen.items() if card.isVisible()}        # each where it was on the screen
    assert not scene.flights.flying and not shown
    scene.pieces._next()                                       # 2: the labels (none repainted yet)
    assert {card: card.scenePos() for card in seen if card.isVisible()} == \
        {card: place for card, place in seen.items() if card.isVisible()}
    assert not scene.flights.flying and not shown
    scene.pieces._next()                                       # 3: their places, the flights
    assert scene.flights.flying and not shown
    labels = 0
    while scene.pieces.waiting and not shown:
        scene.pieces._next()                                   # 4: the labels whose look changed, one each
        labels += 1
    assert shown and labels >= 2                               # 5: the status bar, last
    assert scene_problems(window) == []


def test_a_hand_whose_count_changed_repaints_its_badge_not_its_panel(qtbot, show_window, monkeypatch):
    painted: list = []
    paint = pile_items.HandItem.paint

    def recorded(self, painter, option, widget=None):
        painted.append((self.objectName(), QRectF(option.exposedRect)))
        paint(self, painter, option, widget)
    monkeypatch.setattr(pile_items.HandItem, "paint", recorded)     # before the items exist: Qt finds it
    window = computers_table(show_window)
    scene, controller = window.scene, window.controller
    at_rest(qtbot, window)
    draw = up_to(qtbot, window, R.Draw)
    painted.clear()
    drawer = PileId.hand(controller.game.seat_to_move)
    controller.match._apply(draw)
    at_rest(qtbot, window)
    panel = scene.pile(drawer).panel_rect
    drawn = [rect for name, rect in painted if name == str(drawer)]
    assert drawn and all(rect.width() < panel.width() / 3 for rect in drawn)


def test_the_table_at_rest_after_computers_moves_is_the_same_shown_in_pieces_or_at_once(qtbot, show_window):
    in_pieces, at_once = computers_table(show_window), computers_table(show_window)
    at_once.controller.published.connect(lambda *_: at_once.scene.pieces.flush())   # after the scene's own slot
    for window in (in_pieces, at_once):
        at_rest(qtbot, window)
    for action in moves(in_pieces, 24):
        for window in (in_pieces, at_once):
            window.controller.match._apply(action)
        for window in (in_pieces, at_once):
            at_rest(qtbot, window)
        assert in_pieces.view.grab().toImage() == at_once.view.grab().toImage(), action
    assert scene_problems(in_pieces) == [] and scene_problems(at_once) == []
