"""An unexpected error anywhere in the program (a slot, a paint, a worker thread): its traceback goes
to the log, the match is saved, and the player is told (CrashDialog) and chooses: Continue (the
table is drawn again from the match as it stands and the seat to move plays on) or Quit (the game
closes with exit code `EXIT_AFTER_ERROR`).

One box at a time: errors while it is open are logged and counted in it. An error that keeps coming
back (`STORM_BOXES` boxes within `STORM_SECONDS`) gets a box that offers Quit only, so that a
broken paint can never hold the player in a loop of boxes. Without a player (``--screenshot``) no
box opens: the error is logged and the program is asked to end with `EXIT_AFTER_ERROR`.
"""

from __future__ import annotations

import logging
import sys
import threading
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot

from buraco_qt.platform.qt_namespace import Qt, when_made

if TYPE_CHECKING:  # pragma: no cover
    from buraco_qt.ui.dialogs.crash_dialog import CrashDialog

#: The exit code of a game that ended after an unexpected error (sysexits' EX_SOFTWARE).
EXIT_AFTER_ERROR = 70
#: This many boxes within STORM_SECONDS: the last offers Quit only.
STORM_BOXES = 3
STORM_SECONDS = 60.0

log = logging.getLogger(__name__)


class CrashGuard(QObject):
    """Catches what nothing else caught (``sys.excepthook``, ``threading.excepthook``) for `window`.

    `save_match` writes the match now and returns its file (None: nothing was saved); `quit_app` ends
    the event loop with an exit code."""

    _caught = Signal()

    def __init__(self, window, save_match: Callable[[], Path | None] | None, log_path: Path | None, *,
                 interactive: bool = True, quit_app: Callable[[int], None] = QCoreApplication.exit,
                 clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__(window)
        self.window = window
        self.save_match = save_match
        self.log_path = log_path
        self.interactive = interactive
        self._quit_app = quit_app
        self._clock = clock
        #: The box open now, if any.
        self.dialog: CrashDialog | None = None
        #: Errors caught in all; errors caught while a box was open (or about to open).
        self.errors = 0
        self._unseen = 0
        self._told: list[float] = []         # when the recent boxes opened
        self._kinds: set[tuple] = set()      # the errors logged whole while a box is open
        self._lock = threading.Lock()
        self._pending = False
        self._broken = False
        self._hooks = None
        when_made(self._connect)

    def _connect(self) -> None:
        # once Qt's namespace exists (after the first paint): an error caught before is told then
        self._caught.connect(self._tell, Qt.ConnectionType.QueuedConnection)
        if self._pending:
            self._caught.emit()

    @property
    def failed(self) -> bool:
        """True once an unexpected error was caught."""
        return self.errors > 0

    def install(self) -> CrashGuard:
        """Catch uncaught errors from now on (`uninstall` puts the earlier hooks back)."""
        self._hooks = (sys.excepthook, threading.excepthook)
        sys.excepthook = self.catch
        threading.excepthook = self._catch_in_thread
        return self

    def uninstall(self) -> None:
        """Put back the hooks that were there before `install`."""
        if self._hooks is not None and sys.excepthook == self.catch:
            sys.excepthook, threading.excepthook = self._hooks
        self._hooks = None

    def _catch_in_thread(self, args) -> None:
        if args.exc_type is not SystemExit:
            self.catch(args.exc_type, args.exc_value, args.exc_traceback)

    def catch(self, exc_type, value, tb) -> None:
        """An error nothing caught (any thread): log it and let the GUI thread tell the player."""
        if issubclass(exc_type, KeyboardInterrupt):      # Ctrl+C in the terminal: as before
            sys.__excepthook__(exc_type, value, tb)
            return
        kind = _kind(exc_type, tb)
        with self._lock:
            self.errors += 1
            quiet = self.dialog is not None or self._pending
            repeated = quiet and kind in self._kinds
            if quiet:
                self._unseen += 1
                self._kinds.add(kind)
            else:
                self._kinds = {kind}
            signal = not self._pending
            self._pending = True
        if repeated:           # a paint that fails again and again: counted, told when the box closes
            log.debug("The same error again: %s", "".join(traceback.format_exception_only(exc_type, value)).strip())
        else:
            log.critical("An unexpected error", exc_info=(exc_type, value, tb))
        if signal:
            try:
                self._caught.emit()
            except RuntimeError:       # the window is gone: the log has it
                pass

    @Slot()
    def _tell(self) -> None:
        """In the GUI thread: open the box, or count the errors in the one open."""
        with self._lock:
            self._pending = False
            unseen = self._unseen
        if self._broken:
            return
        try:
            if not self.interactive:
                self._quit_app(EXIT_AFTER_ERROR)
            elif self.dialog is not None:
                self.dialog.set_more_errors(unseen)
            else:
                self._open()
        except Exception:      # a box that cannot be shown must not catch its own error forever
            self._broken = True
            log.exception("The error message could not be shown")

    def _open(self) -> None:
        from buraco_qt.ui.dialogs.crash_dialog import (  # loaded when first needed: not in the way of the startup
            CrashDialog,
        )
        self.window.controller.hold()             # nothing moves while the player reads
        saved = self._save()
        now = self._clock()
        self._told = [when for when in self._told if now - when < STORM_SECONDS] + [now]
        dialog = CrashDialog(self.log_path, saved, can_continue=len(self._told) < STORM_BOXES, parent=self.window)
        dialog.set_more_errors(self._unseen)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.continueRequested.connect(self._continue)
        dialog.quitRequested.connect(self._quit)
        self.dialog = dialog
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()

    def _save(self) -> Path | None:
        """The match written now through `save_match`; None if there is none or it failed."""
        if self.save_match is None:
            log.warning("The match could not be saved: the window has no autosave")
            return None
        try:
            saved = self.save_match()
        except Exception:
            log.exception("The match could not be saved")
            return None
        if saved is not None:
            log.info("The match was saved in %s", saved)
        return saved

    def _close_dialog(self, choice: str) -> None:
        with self._lock:
            unseen, self._unseen = self._unseen, 0
            self._kinds = set()
            self.dialog = None
        log.info("The player chose %s%s", choice,
                 f" ({unseen} more errors happened while the message was open)" if unseen else "")

    @Slot()
    def _continue(self) -> None:
        """Go on: everybody redraws from the match as it is, the seat to move plays."""
        self._close_dialog("Continue")
        self.window.controller.recover()

    @Slot()
    def _quit(self) -> None:
        """Save, close the window, end the program with EXIT_AFTER_ERROR."""
        self._close_dialog("Quit")
        self._save()
        try:
            self.window.close()
        except Exception:
            log.exception("The window could not be closed")
        self._quit_app(EXIT_AFTER_ERROR)


def _kind(exc_type, tb) -> tuple:
    """What tells one error from another: its type and the line it was raised on."""
    frames = traceback.extract_tb(tb) if tb is not None else []
    last = frames[-1] if frames else None
    return exc_type.__name__, last.filename if last else "", last.lineno if last else 0
