"""Cyclic garbage is collected in the GUI thread only, never in a computer player's thread.

CPython runs its cyclic collector in whichever thread happens to allocate past a threshold. The
computer players allocate a great deal in the controller's worker threads, so without this the
collector often runs there, and any Qt object that has just become cyclic garbage would be destroyed
in a thread it does not belong to. Qt then warns "Timers cannot be stopped from another thread" and
the program can crash. `install()` turns automatic collection off and instead checks the
collector's counters on a timer in the GUI thread, collecting the generations that are due, as
the automatic collector would. (Calibre's GarbageCollector does the same for the same reason.)
"""

from __future__ import annotations

import gc
from contextlib import contextmanager
from typing import Iterator

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


@contextmanager
def paused() -> Iterator[None]:
    """No automatic collection in the block, until `install` takes over (else it is back as it was when
    the block ends). The startup only makes objects that stay: the collector went through them 16
    times (2-3 ms) before the window showed, and had nothing to free."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled and not _installed():
            gc.enable()


def _installed() -> bool:
    app = QCoreApplication.instance()
    return app is not None and app.findChild(_Collector, "gui-gc") is not None


def install() -> None:
    """From now on, collect cyclic garbage in the GUI thread only (once per application)."""
    app = QCoreApplication.instance()
    if app is None or QThread.currentThread() != app.thread():
        return
    if not _installed():
        _Collector(app).setObjectName("gui-gc")
