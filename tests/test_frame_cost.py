"""What a frame of the table costs the window's thread: a redraw repaints what changed, one paint
makes few card sprites (the others follow between frames, then the cards are sharp again).

Counted, not timed: the work a frame does (pile paints, sprites made), which is what made the table
stutter while computers played (benchmarks/computer_seats.py times it)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from PySide6.QtWidgets import QApplication
from table_harness import show

from buraco_qt import rules as R
from buraco_qt.app import create_window
from buraco_qt.ui.art import card_art
from buraco_qt.ui.table import pile_items
from buraco_qt.ui.table.card_item import CardItem
from buraco_qt.ui.table.pile_id import PileId

PILE_CLASSES = (pile_items.StockItem, pile_items.DiscardItem, pile_items.HandItem, pile_items.MeldItem,
                pile_items.NewMeldItem, pile_items.MeldsRowItem, pile_items.ReserveItem, pile_items.ClosedItem,
                pile_items.PlateItem)


def shown(qtbot, *argv: str):
    window = create_window(["--seed", "5", "--players", "4", "--advance", "60", *argv])
    window.controller.shutdown()
    show(window)
    qtbot.waitUntil(lambda: window.scene.art.sharp)
    window.view.viewport().repaint()
    return window


def count_calls(monkeypatch, owner, name: str, calls: list) -> None:
    original = getattr(owner, name)

    def counted(self, *args, **kwargs):
        calls.append(self)
        return original(self, *args, **kwargs)
    monkeypatch.setattr(owner, name, counted)


def test_a_redraw_that_changes_nothing_repaints_no_pile(qapp, qtbot, monkeypatch):
    # every label written and every pile placed again, all as they were: each pile is painted from its
    # cached picture (before: each pile painted itself again, its texts shaped, at every move)
    painted: list = []
    for cls in PILE_CLASSES:                   # before the items exist: Qt's calls of `paint` find it
        count_calls(monkeypatch, cls, "paint", painted)
    window = shown(qtbot)
    try:
        window.scene.sync(None, animate=False)
        window.view.viewport().repaint()
        assert painted
        painted.clear()
        window.scene.sync(None, animate=False)
        window.view.viewport().repaint()
        assert [pile.objectName() for pile in painted] == []
        window.scene.stock.count -= 1        # a pile whose look changes is painted again
        window.scene.stock.update()
        window.view.viewport().repaint()
        assert [pile.objectName() for pile in painted] == ["stock"]
    finally:
        window.close()


def test_a_paint_makes_no_sprite_for_a_card_drawn_before_and_the_cards_are_sharp_again_between_frames(
        qapp, qtbot, monkeypatch):
    # every card of the table changes size (as a meld row does when it fills up): before, the paint that
    # showed it made all their sprites at once (20 ms for a row of melds), then three of them (3 ms)
    window = shown(qtbot)
    try:
        made: list = []
        count_calls(monkeypatch, card_art.CardArt, "_make", made)
        window.scene.set_card_scale(0.9)
        window.view.viewport().repaint()
        assert made == []
        assert not window.scene.art.sharp
        qtbot.waitUntil(lambda: window.scene.art.sharp)
        QApplication.processEvents()
        window.view.viewport().repaint()
        cards = [item for item in window.scene.items() if isinstance(item, CardItem) and item.isVisible()]
        assert len(made) > 20
        blurred = [card.card for card in cards if card._draw is not None and card._draw[4]]
        assert blurred == []
        assert all(card._draw is not None for card in cards)
    finally:
        window.close()


def test_a_computer_move_writes_the_status_bar_once(qapp, qtbot, monkeypatch):
    # the computer seats go busy, idle and busy again around each move: that told the window to fit its
    # status text and points three times per move instead of once (a millisecond each time)
    from buraco_qt.ui.window.main_window import MainWindow
    refreshes: list = []
    count_calls(monkeypatch, MainWindow, "_refresh", refreshes)
    window = create_window(["--seed", "2", "--players", "4", "--speed", "0", "--seats",
                            "ai:easy,ai:easy,ai:easy,ai:easy", "--target", "100000"])
    try:
        show(window)
        qtbot.waitUntil(lambda: window.controller.moves_applied >= 5, timeout=30_000)
        refreshes.clear()
        start = window.controller.moves_applied
        qtbot.waitUntil(lambda: window.controller.moves_applied >= start + 30, timeout=30_000)
        window.controller.shutdown()
        moves = window.controller.moves_applied - start
        assert len(refreshes) <= moves + 1
    finally:
        window.controller.shutdown()
        window.close()


COLLECTOR = r"""
import gc, json
from buraco_qt import app
from PySide6.QtCore import QCoreApplication, QTimer
make = app.window_for
def window_for(*args, **kwargs):
    window = make(*args, **kwargs)
    def report():
        import os
        threads = [open(f"/proc/self/task/{task}/comm").read().strip() for task in os.listdir("/proc/self/task")]
        print(json.dumps({"collecting": gc.isenabled(), "set_aside": gc.get_freeze_count(),
                          "tracked": len(gc.get_objects()), "threads": threads}))
        window.controller.shutdown()
        QCoreApplication.quit()
    QTimer.singleShot(2000, report)
    return window
app.window_for = window_for
app.main(["buraco-qt", "--seed", "1", "--speed", "0", "--seats", "ai:easy,ai:easy,ai:easy,ai:easy"])
"""


@pytest.fixture(scope="module")
def started_game(tmp_path_factory) -> dict:
    """What `buraco-qt` (its `main`) looks like 2 s after its start, four computers playing."""
    tmp_path = tmp_path_factory.mktemp("start")
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", BURACO_QT_CONFIG=os.devnull, PYTHONPATH=root,
               XDG_DATA_HOME=str(tmp_path / "data"), XDG_CACHE_HOME=str(tmp_path / "cache"))
    env.pop("QT_NO_GUI_THREADPOOL", None)
    result = subprocess.run([sys.executable, "-c", COLLECTOR], cwd=tmp_path, env=env, capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 0, result.stderr[-3000:]
    return json.loads(result.stdout.strip().splitlines()[-1])


def test_a_collection_while_computers_play_goes_through_what_the_game_made_not_the_start(started_game):
    # a full collection went through the ~32,000 objects the start made (modules, classes, Qt's enums),
    # 5-30 ms in the middle of a card's flight; they are set aside once the table has painted
    seen = started_game
    assert seen["collecting"]
    assert seen["set_aside"] > 15_000, seen


@pytest.mark.skipif(not os.path.isdir("/proc/self/task"), reason="threads are counted in /proc")
def test_the_table_paints_in_the_windows_thread_alone(started_game):
    # Qt's raster engine handed large blits to a pool of threads and waited for them: with a computer
    # player's worker on the other core, a flight's paint waited for a core (Qt names them "Thread (pooled)")
    assert not [name for name in started_game["threads"] if "pool" in name.lower()], started_game["threads"]


def test_a_card_in_flight_is_drawn_from_the_sprite_it_has_while_its_new_one_is_made_between_frames(qapp, qtbot):
    from buraco_qt.ui.art.card_images import CardImages
    art = card_art.CardArt(CardImages())

    class Waiter:
        told = 0

        def sprite_ready(self) -> None:
            self.told += 1
    waiter = Waiter()
    before, _ = art.sprite("QH", 100, True, waiter=waiter)
    during, target = art.sprite("QH", 80, True, waiter=waiter)                  # landing in a smaller pile
    assert during is before and round(target.height()) > 80                     # its old picture, scaled down
    assert not art.sharp
    qtbot.waitUntil(lambda: art.sharp)
    assert waiter.told == 1
    after, _ = art.sprite("QH", 80, True, waiter=waiter)
    assert after is not before and round(after.height() / after.devicePixelRatio()) < round(before.height())


def test_every_card_of_the_deck_has_a_sprite_to_be_drawn_from_once_the_table_has_painted(qapp, qtbot, monkeypatch):
    # a card first seen in a move (from a computer's hand) had none: it was made in the paint that
    # showed the move (1 to 3 ms, its SVG parsed and rendered)
    window = shown(qtbot)
    try:
        art = window.scene.art
        qtbot.waitUntil(lambda: art.prepared)
        made: list = []
        count_calls(monkeypatch, card_art.CardArt, "_make", made)

        class Waiter:
            def sprite_ready(self) -> None:
                pass
        for card in R.build_deck(1, 1):
            art.sprite(str(card), 77, True, waiter=Waiter())       # a size the table never drew
        assert made == []
        art.make_wanted_now()
        assert len(made) == len({str(card) for card in R.build_deck(1, 1)})
    finally:
        window.close()


def test_whose_turn_it_is_repaints_a_panel_not_the_cards_beside_it(qapp, qtbot, monkeypatch):
    # the turn passing to the other team lit its panel, and the whole row of melds was repainted with
    # every card in it; your own hand, whose name and count are on the plate, was repainted with its cards
    painted: list = []
    count_calls(monkeypatch, CardItem, "paint", painted)
    window = shown(qtbot, "--seats", "human,ai:easy,ai:easy,ai:easy")
    try:
        scene = window.scene
        row = scene.pile(PileId.melds(0))
        melded = {card for pile_id, pile in scene.piles().items() if pile_id.is_meld_of(0) for card in pile.cards}
        assert melded
        hand = scene.pile(PileId.hand(0))
        fan = set(hand.cards)
        for _ in range(5):
            QApplication.processEvents()
        painted.clear()
        row.active = not row.active
        row.update()
        hand.active = not hand.active
        hand.update()
        for _ in range(3):
            QApplication.processEvents()
        assert not melded & set(painted) and not fan & set(painted)
        row.own = not row.own                   # the band's own look changes: all of it is repainted
        row.update()
        for _ in range(3):
            QApplication.processEvents()
        assert melded & set(painted)
    finally:
        window.close()
