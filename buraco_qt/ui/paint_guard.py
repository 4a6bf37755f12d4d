"""Paint methods that cannot take the program down.

With PySide6 6.11 an exception raised in a Python `QGraphicsItem.paint` while the view's own Python
`paintEvent` is on the stack is a segmentation fault, beyond any exception hook. `paint_guard`
catches it in the item, draws nothing more of that item, and hands the error to `sys.excepthook` on
the next turn of the event loop (where the error box of `crash_guard` shows it).
"""

from __future__ import annotations

import functools
import sys
from typing import Callable

from PySide6.QtCore import QTimer


def paint_guard(paint: Callable) -> Callable:
    """`paint` with its errors reported through `sys.excepthook` instead of raised into Qt."""

    @functools.wraps(paint)
    def guarded(self, painter, option, widget=None) -> None:
        try:
            paint(self, painter, option, widget)
        except Exception:  # noqa: BLE001 (raised into Qt's paint it would crash the process)
            error = sys.exc_info()
            QTimer.singleShot(0, lambda: sys.excepthook(*error))

    return guarded
