"""What a frame of the table costs the window's thread: a redraw repaints what changed, one paint
makes few card sprites (the others follow between frames, then the cards are sharp again).

Counted, not timed: the work a frame does (pile paints, sprites made), which is what made the table
stutter while computers played (benchmarks/computer_seats.py times it)."""

from __future__ import annotations

from buraco_qt.app import create_window
from buraco_qt.ui import pile_items
from table_harness import show

PILE_CLASSES = (pile_items.StockItem, pile_items.DiscardItem, pile_items.HandItem, pile_items.MeldItem,
                pile_items.NewMeldItem, pile_items.MeldsRowItem, pile_items.ReserveItem, pile_items.ClosedItem,
                pile_items.PlateItem)


def shown(qtbot, *argv: str):
    window = create_window(["--seed", "5", "--players", "4", "--advance", "60", *argv])
    window.controller.shutdown()
    show(window)
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
