"""PySide6's `Qt` namespace, made once the table has painted: the start's largest single cost.

PySide6 (6.11, and 6.12 alike) makes all 93 enum classes of `Qt` at once, as Python enums (about
120 M instructions, ~10 ms: an eighth of a bare PySide6 window's whole start), the first time
anything names `Qt` or calls a Qt function one of whose overloads takes a `Qt` enum or a colour:
``QPainter.setPen``, ``QBrush(QColor)``, ``QPen(QColor)``, ``fillRect``, ``QImage.fill``,
``QFontMetrics.elidedText``, ``setCursor``... (ui/art/theme.py draws without them: `brush_of`,
`pen_of`, `rounded`, `draw_text`, `elided`, `clear_image`).
The table's first frame is drawn without any of them (tests/test_startup_cost.py checks it), and
the application calls `make()` right after that paint.

`Qt` here stands for the namespace and makes it when an attribute is read (``Qt.AlignmentFlag``),
so a module may name it freely inside functions; what must not wait for the paint goes through
`when_made(fn)`, which runs `fn` at once if the namespace exists, else in `make()`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6 import QtCore

_waiting: list[Callable[[], None]] = []


class _Namespace:
    """Stands for ``PySide6.QtCore.Qt``: reading an attribute makes the namespace."""

    def __getattr__(self, name: str) -> Any:
        return getattr(QtCore.Qt, name)


Qt: Any = _Namespace()


def made() -> bool:
    """True once PySide6 has made the `Qt` namespace."""
    return "Qt" in vars(QtCore)


def when_made(fn: Callable[[], None]) -> None:
    """Run `fn` now if the namespace exists, else when `make()` is called."""
    if made():
        fn()
    else:
        _waiting.append(fn)


def make() -> None:
    """Make the namespace and run what waited for it (the application calls it after the first paint)."""
    QtCore.Qt  # noqa: B018 (reading it makes it)
    while _waiting:
        try:
            _waiting.pop(0)()
        except RuntimeError as error:
            if "already deleted" not in str(error):      # PySide6's word for a Qt object gone meanwhile
                raise
