"""The table's work after a computer's move, a piece at a time between frames: `Pieces`.

Shown at once, a computer's move took one pass of the window's event loop of 3 to 5 ms (the engine,
the table's redraw, the status bar), and its first frame another as long (the cards' first step with
every label that changed repainted); a frame of a card's flight due meanwhile waited that long. So
the table does a move's work in pieces, `GAP_MS` apart (`TableScene._show`): the cards each pile
holds, each kept where it is on the screen; the labels; the cards' places and flights; the new places
of the piles that hold none; each label whose look changed, repainted one at a time
(`RepaintOnChange.held`); the status bar. Whatever asks the table what it shows, and every gesture,
first gets the pieces still waiting done (`flush`)."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

#: The wait between two pieces: the frame of the piece before is painted meanwhile, in a pass of its own.
GAP_MS = 2


class Pieces:
    """Work waiting for the table's next pieces, done in order, one piece a `GAP_MS` apart."""

    def __init__(self, owner: QObject) -> None:
        self._owner = owner                     # its timer ends with it (a closed window's pieces are dropped)
        self._waiting: deque[Callable[[], None]] = deque()
        self._timer: QTimer | None = None
        self._running = False

    @property
    def waiting(self) -> bool:
        """True while pieces wait."""
        return bool(self._waiting)

    def later(self, piece: Callable[[], None]) -> None:
        """Do `piece` after those waiting, in a pass of its own."""
        self._waiting.append(piece)
        if self._timer is None:
            self._timer = QTimer(self._owner)
            self._timer.setSingleShot(True)
            self._timer.setInterval(GAP_MS)
            self._timer.timeout.connect(self._next)
        if not self._timer.isActive():
            self._timer.start()

    def flush(self) -> None:
        """Do every piece waiting now (from inside a piece: nothing, the pieces after it wait their turn)."""
        while self._waiting and not self._running:
            self._run(self._waiting.popleft())

    def _next(self) -> None:
        if self._waiting and not self._running:
            self._run(self._waiting.popleft())
        if self._waiting and not self._timer.isActive():
            self._timer.start()

    def _run(self, piece: Callable[[], None]) -> None:
        self._running = True
        try:
            piece()
        finally:
            self._running = False
