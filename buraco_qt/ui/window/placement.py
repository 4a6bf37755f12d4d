"""Where a window that goes with the table opens (the move log, the score sheet): beside the game's
window when the screen has room for it there, else where it covers the least of what the player
plays with (the stock, the discard pile, the hand and the melds weigh more than the other hands).
Pure geometry on rectangles in screen coordinates.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPoint, QRect, QSize

#: The space left between the game's window and a window beside it (pixels).
GAP = 8
#: How finely the screen is searched when nothing fits beside the window (pixels).
STEP = 16


def overlap(a: QRect, b: QRect) -> int:
    """The area two rectangles share."""
    shared = a.intersected(b)
    return shared.width() * shared.height() if shared.isValid() else 0


def beside(size: QSize, window: QRect, screen: QRect, keep_clear: Sequence[tuple[QRect, float]] = (),
           gap: int = GAP) -> QPoint:
    """The top-left corner for a window of `size` (frame included) near `window` on `screen`: right of it,
    else left, else below, else above when the screen has room there (the one covering least of
    `keep_clear`, rectangles with a weight each, e.g. other open windows); else the place of the screen
    that covers the least of `keep_clear`."""
    width, height = size.width(), size.height()

    def on_screen(x: int, y: int) -> QRect:
        x = max(screen.left(), min(x, screen.right() + 1 - width))
        y = max(screen.top(), min(y, screen.bottom() + 1 - height))
        return QRect(x, y, width, height)

    def cost(rect: QRect) -> float:
        return sum(weight * overlap(rect, clear) for clear, weight in keep_clear)

    sides = [on_screen(window.right() + 1 + gap, window.top()), on_screen(window.left() - gap - width, window.top()),
             on_screen(window.left(), window.bottom() + 1 + gap), on_screen(window.left(), window.top() - gap - height)]
    free = [rect for rect in sides if screen.contains(rect) and not rect.intersects(window)]
    if free:
        return min(free, key=cost).topLeft()
    xs = sorted({*range(screen.left(), screen.right() + 2 - width, STEP), screen.right() + 1 - width})
    ys = sorted({*range(screen.top(), screen.bottom() + 2 - height, STEP), screen.bottom() + 1 - height})
    spots = [on_screen(x, y) for y in reversed(ys) for x in reversed(xs)]   # ties: lower right first
    return min(spots, key=cost).topLeft()


def table_weights(view: QRect) -> list[tuple[QRect, float]]:
    """What a window over the table should keep clear of (screen coordinates of the table's view): its
    upper part (the stock, the discard pile, your hand, your melds) three times as much as the rest."""
    upper = QRect(view.left(), view.top(), view.width(), round(view.height() * 0.6))
    return [(view, 1.0), (upper, 2.0)]
