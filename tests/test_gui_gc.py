"""Cyclic garbage is collected in the GUI thread, never in the thread of a computer player."""

from __future__ import annotations

import gc
import threading

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QObject

from buraco_qt import gui_gc
from buraco_qt import rules as R
from buraco_qt.controller import GameController


class _Probe:
    """Cyclic garbage that notes the thread it is collected in."""

    def __init__(self, seen: list[int]) -> None:
        self.seen = seen
        self.me = self

    def __del__(self) -> None:
        self.seen.append(threading.get_ident())


def test_garbage_made_while_a_worker_thread_allocates_is_collected_in_the_gui_thread(qtbot):
    controller = GameController(R.new_game("cardcol", 4, 1), ["human", "ai:easy", "ai:easy", "ai:easy"])
    assert not gc.isenabled()
    seen: list[int] = []
    _Probe(seen)
    # as a computer player does: allocate far past the collector's thresholds, in another thread
    worker = threading.Thread(target=lambda: [[[index]] for index in range(300_000)])
    worker.start()
    worker.join()
    assert seen == []
    alive: list = []

    def collected() -> bool:
        alive.append([[] for _ in range(100)])     # the GUI thread allocates too: a collection falls due
        return seen != []

    qtbot.waitUntil(collected, timeout=5000)
    assert seen == [threading.main_thread().ident]
    controller.shutdown()


def test_collection_is_paused_until_the_gui_collector_takes_over(qtbot):
    collector = QCoreApplication.instance().findChild(QObject, "gui-gc")
    if collector is not None:                 # an earlier test's controller installed it
        shiboken6.delete(collector)
    assert gc.isenabled()
    with gui_gc.paused():
        assert not gc.isenabled()
    assert gc.isenabled()                  # no window was made: back as it was
    with pytest.raises(ValueError), gui_gc.paused():
        raise ValueError("a refused option")
    assert gc.isenabled()
    with gui_gc.paused():
        GameController(R.new_game("cardcol", 4, 1), ["human", "ai:easy", "ai:easy", "ai:easy"])
    assert not gc.isenabled()              # the GUI's collector collects from now on
