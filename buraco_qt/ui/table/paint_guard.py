"""Paint methods that cannot take the program down.

With PySide6 6.11 an exception raised in a Python `QGraphicsItem.paint` while the view's own Python
`paintEvent` is on the stack is a segmentation fault, beyond any exception hook. `paint_guard`
catches it in the item (or the view), draws nothing more of it, and hands the error to
`sys.excepthook` on the next turn of the event loop (where the error box of `crash_guard` shows it).
A KeyboardInterrupt (Python's own Ctrl+C handler, where the game's `quit_signals` does not stand in
for it) is caught as well: raised into the paint it crashed the program just the same.
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable

from PySide6.QtCore import QTimer


def paint_guard(paint: Callable) -> Callable:
    """`paint` (an item's `paint` or a widget's `paintEvent`) with its errors reported through
    `sys.excepthook` instead of raised into Qt."""

    @functools.wraps(paint)
    def guarded(self, *args) -> None:
        try:
            paint(self, *args)
        except BaseException:  # noqa: BLE001 (raised into Qt's paint it would crash the process)
            error = sys.exc_info()
            QTimer.singleShot(0, lambda: sys.excepthook(*error))

    return guarded
