"""What shows over the table: a tooltip goes with its place, the move log and the score sheet open
beside the table, a warning box over its own window."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QRect, QSize
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip

from buraco_qt.app import create_window
from buraco_qt.storage.settings import Settings
from buraco_qt.ui.table.pile_id import PileId
from buraco_qt.ui.window.placement import GAP, beside, overlap, table_weights

HAND_OVER = ["--seed", "11", "--variant", "cardcol", "--players", "2", "--advance", "1000", "--speed", "0"]


def point_at(window, item) -> QPoint:
    """Where `item` is, in the view's viewport."""
    return window.view.mapFromScene(item.mapToScene(item.boundingRect().center()))


def ask_tooltip(window, qtbot, item) -> None:
    """Hover `item` until the view shows its tooltip (once the window is active: activating it hides a tooltip)."""
    window.activateWindow()
    qtbot.waitActive(window)
    QApplication.processEvents()
    viewport = window.view.viewport()
    at = point_at(window, item)
    QApplication.sendEvent(viewport, QHelpEvent(QEvent.Type.ToolTip, at, viewport.mapToGlobal(at)))
    qtbot.waitUntil(QToolTip.isVisible)


def test_a_tooltip_goes_when_its_place_does(show_window, qtbot):
    window = show_window(create_window(HAND_OVER), size=(1024, 700))
    assert window.controller.snapshot.phase == "hand_over"
    closed = window.scene.pile(PileId.closed(0))
    assert closed.isVisible()
    ask_tooltip(window, qtbot, closed)
    assert QToolTip.text() == closed.toolTip()
    if window.score_sheet is not None:
        window.score_sheet.close()
    window.next_hand()                            # F5: the next hand has no closed canastas yet
    qtbot.waitUntil(lambda: window.controller.snapshot.phase in ("draw", "play"))
    assert not closed.isVisible()
    qtbot.waitUntil(lambda: not QToolTip.isVisible())


def test_a_tooltip_stays_while_its_place_says_the_same(show_window, qtbot):
    window = show_window(create_window(HAND_OVER), size=(1024, 700))
    stock = window.scene.stock
    ask_tooltip(window, qtbot, stock)
    window.scene.relayout()                        # a selection, a resize: the stock says the same
    QApplication.processEvents()
    assert QToolTip.isVisible() and QToolTip.text() == stock.toolTip()


# ----- beside the table ------------------------------------------------------------------------------

SCREEN = QRect(0, 0, 1920, 1080)


def test_a_window_opens_right_of_the_table_when_the_screen_has_room():
    window = QRect(100, 100, 1024, 700)
    assert beside(QSize(420, 360), window, SCREEN) == QPoint(1124 + GAP, 100)


def test_then_left_of_it_then_below_it():
    assert beside(QSize(420, 360), QRect(800, 100, 1024, 700), SCREEN) == QPoint(800 - GAP - 420, 100)
    below = beside(QSize(420, 300), QRect(400, 0, 1200, 700), SCREEN)
    assert below == QPoint(400, 700 + GAP)


def test_beside_the_table_it_keeps_clear_of_another_window_there():
    window = QRect(460, 100, 1000, 700)
    log = QRect(1460 + GAP, 100, 420, 360)                  # the move log, right of the table
    assert beside(QSize(420, 600), window, SCREEN, [(log, 2.0)]) == QPoint(460 - GAP - 420, 100)


def test_without_room_it_covers_the_least_of_the_table():
    screen = QRect(0, 0, 1024, 768)
    window = QRect(0, 0, 1024, 740)
    view = QRect(0, 24, 1024, 680)
    spot = QRect(beside(QSize(420, 360), window, screen, table_weights(view)), QSize(420, 360))
    assert screen.contains(spot)
    upper = QRect(0, 24, 1024, 408)                       # the stock, the discard pile, your hand, your melds
    assert spot.bottom() == screen.bottom() and overlap(spot, upper) == min(
        overlap(QRect(x, y, 420, 360), upper) for x in range(0, 605, 8) for y in range(0, 409, 8))


def global_rect(window, item) -> QRect:
    """Where a pile of the table is on the screen."""
    view = window.view
    rect = view.mapFromScene(item.mapToScene(item.boundingRect())).boundingRect()
    return QRect(view.viewport().mapToGlobal(rect.topLeft()), rect.size())


def test_the_move_log_and_the_score_sheet_keep_off_the_stock_the_pile_and_your_hand(show_window, qtbot):
    window = show_window(create_window(HAND_OVER), size=(1024, 700))      # wider than the test's screen
    window.move(0, 0)
    scene = window.scene
    places = [global_rect(window, item) for item in (scene.stock, scene.discard, scene.pile(PileId.hand(0)))]
    for show in (window.show_move_log, window.show_score_sheet):
        dialog = show()
        qtbot.waitExposed(dialog)
        frame = dialog.frameGeometry()
        assert [place for place in places if place.intersects(frame)] == [], type(dialog).__name__


# ----- a second copy --------------------------------------------------------------------------------

def test_a_second_copy_says_so_in_a_box_over_its_own_window(show_window, qtbot):
    first = create_window(["--speed", "0", "--seed", "3"], settings=Settings(), autosave=True)
    first.move(0, 0)
    show_window(first, (420, 380))
    second = create_window(["--speed", "0", "--seed", "4"], settings=Settings(), autosave=True)
    assert [box.text() for box in second.warnings if "another Buraco window" in box.text()]
    box = second.warnings[0]
    assert not box.isVisible()                       # its window is not there yet
    second.move(360, 400)
    show_window(second, (420, 380))
    qtbot.waitUntil(box.isVisible)
    assert second.frameGeometry().contains(box.frameGeometry().center())
    assert not first.frameGeometry().intersects(box.frameGeometry())
