"""Cyclic garbage is collected in the GUI thread only, never in a computer player's thread.

CPython runs its cyclic collector in whichever thread happens to allocate past a threshold. The
computer players allocate a great deal in the controller's worker threads, so without this the
collector often runs there, and any Qt object that has just become cyclic garbage would be destroyed
in a thread it does not belong to. Qt then warns "Timers cannot be stopped from another thread" and
the program can crash. `install()` turns automatic collection off and instead checks the
collector's counters on a timer in the GUI thread, collecting the generations that are due, as
the automatic collector would. (Calibre's GarbageCollector does the same for the same reason.)
`uninstall()` gives collection back to Python (the tests do, once a test's computer players stopped).
"""

from __future__ import annotations

import gc

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QThread, QTimer

INTERVAL_MS = 500     # how often the GUI thread checks whether a collection is due


class _Collector(QObject):
    """Checks the collector's counters on a timer and collects what is due."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.thresholds = gc.get_threshold()
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.collect_due)
        self.timer.start(INTERVAL_MS)
        gc.disable()
        self.destroyed.connect(lambda *_: gc.enable())

    def collect_due(self) -> None:
        """Collect the youngest generation past its threshold, and the older ones due with it."""
        counts = gc.get_count()
        if counts[0] <= self.thresholds[0]:
            return
        generation = 0
        while generation < 2 and counts[generation + 1] > self.thresholds[generation + 1]:
            generation += 1
        gc.collect(generation)


def install() -> None:
    """From now on, collect cyclic garbage in the GUI thread only (once per application)."""
    app = QCoreApplication.instance()
    if app is None or QThread.currentThread() != app.thread():
        return
    if app.findChild(_Collector, "gui-gc") is None:
        _Collector(app).setObjectName("gui-gc")


def uninstall() -> None:
    """Undo `install()`: automatic collection is on again, and a later `install()` takes it over afresh.

    Call it only while no computer player's thread runs Python (every controller shut down).
    """
    app = QCoreApplication.instance()
    collector = app.findChild(_Collector, "gui-gc") if app is not None else None
    if collector is not None:
        # Collection comes back after the deletion, not inside it (from `destroyed`): a collection run
        # within a QObject's destructor that deletes other QObjects can deadlock on Qt's locks. Deleted
        # now, not later: a later `destroyed` would turn collection on under a collector installed since.
        collector.destroyed.disconnect()
        gc.disable()
        shiboken6.delete(collector)
        gc.enable()
