"""What the tests of the window at an online table share: windows with an online play of their own (its own data
folder, quick reconnection), a driver that plays a seat's turn by mouse, a recorder of what a face published
(and the check that no snapshot holds another seat's cards), waits."""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from table_harness import card_point, viewport_point

from buraco_qt import rules as R
from buraco_qt.net.client import Backoff
from buraco_qt.ui.table.pile_id import DISCARD, NEW_MELD, PileId

#: Reconnection in the tests: quick (the player's client waits 0.5, 1, 2… s).
QUICK = {"backoff": Backoff(first=0.05, cap=0.4), "open_timeout": 5}
WAIT_S = 60.0


def online_window(window, folder: Path):
    """Give `window` an online play with its own data folder (two windows of one test do not share a seat)."""
    from buraco_qt.ui.window.online_play import OnlinePlay
    window._online = OnlinePlay(window, folder, client_options=QUICK)
    return window


def wait_for(condition, timeout: float = WAIT_S, what: str = "") -> None:
    """Run Qt's events until `condition()` holds; AssertionError after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"waited {timeout:.0f} s for {what or condition}")
        QTest.qWait(5)


class Recorder:
    """Every snapshot a face published, and whether any held a hidden hand's cards."""

    def __init__(self, face) -> None:
        self.snapshots = []
        self.notices: list[str] = []
        face.published.connect(self.snapshots.append)
        face.noticed.connect(lambda text, _problem: self.notices.append(text))

    def leaks(self) -> list[str]:
        """The snapshots that hold the cards of a hand this seat may not see (a hand in play not its own)."""
        found = []
        for index, shown in enumerate(self.snapshots):
            if shown.phase in ("hand_over", "match_over"):
                continue
            for hand in shown.hands:
                if hand.seat != shown.viewer and hand.cards is not None:
                    found.append(f"snapshot {index}: hand {hand.seat} has its cards")
        return found


def click_at(window, point: QPointF, double: bool = False) -> None:
    viewport = window.view.viewport()
    where = viewport_point(window, point)
    if double:
        QTest.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=where)
    else:
        QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=where)


def drag_to(window, start: QPointF, end: QPointF, steps: int = 5) -> None:
    viewport = window.view.viewport()
    a, b = viewport_point(window, start), viewport_point(window, end)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=a)
    for i in range(1, steps + 1):
        QTest.mouseMove(viewport, QPoint(round(a.x() + (b.x() - a.x()) * i / steps),
                                         round(a.y() + (b.y() - a.y()) * i / steps)))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=b)


def target_point(window, pile_id: PileId) -> QPointF:
    rect = window.scene.pile(pile_id).target_rect()
    return QPointF(rect.center().x(), rect.top() + min(rect.height() / 2, 40))


def hand_item(window, card: R.Card, skip=()):
    for item in window.scene.card_items(PileId.hand(window.scene.viewer)):
        if item.card == card and item not in skip:
            return item
    return None


def settled(window) -> bool:
    """The window's face waits for nothing and the table shows its last snapshot."""
    face = window.controller
    return not face.busy and window.scene.snapshot is face.snapshot and not window.scene.animating


def play_by_mouse(window, melds: bool = True) -> str | None:
    """One gesture of this seat's turn, by mouse: draw (click the stock) or take the pile, lay down a meld (its
    cards clicked, dragged onto New meld), discard (a card dragged onto the discard pile); None when it is not
    this seat's turn, else what was done."""
    face = window.controller
    shown = face.snapshot
    if not shown.can_act or face.busy or window.scene.snapshot is not shown:
        return None
    legal = shown.legal
    scene = window.scene
    if any(isinstance(action, R.Draw) for action in legal):
        click_at(window, scene.stock.target_rect().center())
        return "draw"
    takes = [action for action in legal if isinstance(action, R.TakePile)]
    if shown.phase == "draw" and takes:
        click_at(window, scene.discard.target_rect().center())
        return "take"
    if melds:
        for action in legal:
            if isinstance(action, R.NewMeld) and len(action.cards) < shown.hands[shown.viewer].count - 1:
                chosen = []
                for card in action.cards:
                    item = hand_item(window, card, chosen)
                    if item is None:
                        break
                    click_at(window, card_point(item))
                    chosen.append(item)
                else:
                    drag_to(window, card_point(chosen[0]), target_point(window, NEW_MELD))
                    return "meld"
                scene.clear_selection()
    for action in legal:
        if isinstance(action, R.Discard):
            item = hand_item(window, action.card)
            if item is not None:                          # dragged onto the discard pile
                drag_to(window, card_point(item), target_point(window, DISCARD))
                box = window.confirm_box
                if box is not None:
                    box.button(box.StandardButton.Yes).click()
                return "discard"
    face.request(next(action for action in legal if not isinstance(action, R.Undo)))
    return "other"


def process() -> None:
    QApplication.processEvents()
