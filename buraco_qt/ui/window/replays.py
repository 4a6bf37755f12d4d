"""What the game's window does with replays and deal numbers: the score sheet's Replay and Play this deal
again, Game → Replay a saved match…, and the replay view opened over the window with the match in play
held until it closes.

`Replays` knows the match through the table's face: a replay is of the match `match_to_save` gives (a
match played elsewhere has no moves here to replay), or of a saved file; the replay itself is a copy
(`session/replay_face.py`), and the match in play here is only held (`TableFace.hold`) while the view
is open and let go on (`recover`) when it closes, as it was (a match played elsewhere is not held: it
goes on there, and the view, application-modal, keeps its table from being played meanwhile).
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal

from buraco_qt import rules as R
from buraco_qt.platform.qt_namespace import Qt
from buraco_qt.session.replay import hand_start
from buraco_qt.storage import persistence
from buraco_qt.text import replay_words as RW

if TYPE_CHECKING:  # pragma: no cover
    from PySide6.QtWidgets import QFileDialog, QMessageBox

    from buraco_qt.session.replay_face import ReplayFace
    from buraco_qt.ui.window.main_window import MainWindow
    from buraco_qt.ui.window.replay_window import ReplayWindow

translate = QCoreApplication.translate


class Replays(QObject):
    """The window's replays: one replay view at a time, over the window, the match held meanwhile."""

    #: The replay view closed: the match in play goes on.
    closed = Signal()

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        #: The replay view open now (None: none).
        self.view: ReplayWindow | None = None
        #: The question before a new match replaces the one in progress (Play this deal again).
        self.question: QMessageBox | None = None
        self.file_dialog: QFileDialog | None = None

    # ----- opening a replay ----------------------------------------------------------------------

    def show_hand(self, hand: int | None = None) -> ReplayWindow | None:
        """Score sheet → Replay: hand `hand` of the match in play (None: the last one finished)."""
        playing = self.window.controller.match_to_save()
        if playing is None:
            self.window.warn(RW.not_replayable_text())
            return None
        from buraco_qt.session.replay_face import ReplayFace
        return self.open(ReplayFace.of_match(playing, hand))

    def choose_file(self) -> QFileDialog:
        """Game → Replay a saved match…: choose a file, then `replay_path` it."""
        files = self.window.files
        from PySide6.QtWidgets import QFileDialog
        if self.file_dialog is not None:
            self.file_dialog.close()
            self.file_dialog.deleteLater()
        title = translate("Table", RW.LABELS["replay_saved"]).rstrip("…. ")
        dialog = QFileDialog(self.window, title, files.folder(), translate("Dialogs", "Buraco matches (*.buraco)"))
        dialog.setObjectName("replay-dialog")
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.fileSelected.connect(lambda path: self.replay_path(Path(path)))
        self.file_dialog = dialog
        dialog.open()
        return dialog

    def replay_path(self, path: Path) -> ReplayWindow | None:
        """The replay of the match saved in `path`; a file that is not a saved match, or a match whose
        moves are not all known, is told (and left as it is)."""
        try:
            saved = persistence.load(path)
        except persistence.SaveError as error:
            from buraco_qt.ui.window.match_files import reason
            self.window.warn(translate("Dialogs", "This saved match cannot be opened: {reason}.").format(
                reason=reason(error)))
            return None
        from buraco_qt.session.replay_face import ReplayFace
        return self.open(ReplayFace.of_saved(saved))

    def open(self, face: ReplayFace) -> ReplayWindow | None:
        """Show `face` over the window, the match in play held until the view closes; a replay with
        nothing to show is told instead."""
        if not face.complete or not face.hands:
            face.shutdown()
            face.deleteLater()
            self.window.warn(RW.not_replayable_text() if not face.complete else RW.no_finished_hand_text())
            return None
        self.leave()
        from buraco_qt.ui.window.replay_window import ReplayWindow
        window = self.window
        scene = window.scene
        view = ReplayWindow(face, scene.images, hand_sort=window.settings.hand_sort,
                            animations=scene.animations, card_scale=scene.card_scale, parent=window)
        view.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        # no computer seat moves under the replay (a match played elsewhere goes on there: it is not held)
        held = window.controller.match_to_save() is not None
        if held:
            window.controller.hold()
        view.finished.connect(lambda _result: self._closed(view, held))
        self.view = view
        if window.isVisible():
            view.setGeometry(window.geometry())    # over the game, as large
        view.show()
        view.raise_()
        view.activateWindow()
        return view

    def leave(self) -> None:
        """Close the replay view, if one is open (the match in play goes on)."""
        if self.view is not None:
            self.view.reject()

    def _closed(self, view: ReplayWindow, held: bool) -> None:
        if self.view is not view:
            return
        self.view = None
        if held:
            self.window.controller.recover()      # the match goes on where it was
        self.closed.emit()

    # ----- Play this deal again ------------------------------------------------------------------

    def play_again(self, hand: int | None = None) -> bool:
        """Score sheet → Play this deal again: a new match of the same rules, players, seats and names whose
        first hand is hand `hand`'s deal (None: the last finished), started by the same seat; asked first
        while the match in progress would be lost. False when the hand's deal is not known here."""
        c = self.window.controller
        playing = c.match_to_save()
        played = len(c.snapshot.history)
        hand = played if hand is None else hand
        if playing is None or not 1 <= hand <= playing.game.hand_number:
            return False
        deal, starter = hand_start(playing.game, hand)
        if deal is None:
            return False
        seats, names, variant, players = list(playing.seats), list(playing.names), playing.game.variant, \
            playing.game.players

        def start() -> None:
            seed = random.randrange(1 << 30)
            game = R.new_game(variant, players, seed, deal=deal, starter=starter)
            self.window.set_match(game, seats, names, seed)

        if not self.window.files.in_progress():
            start()
            return True
        from PySide6.QtWidgets import QMessageBox
        box = QMessageBox(QMessageBox.Icon.Question, translate("Window", "Buraco"),
                          translate("Window", "Play deal {deal} again in a new match? The match in progress "
                                              "ends.").format(deal=deal),
                          QMessageBox.StandardButton.NoButton, self.window)
        box.setObjectName("play-again-question")
        box.setInformativeText(translate("Dialogs", "To keep the match in progress, save it first with Game → "
                                                    "Save as…"))
        again = box.addButton(translate("Table", RW.LABELS["play_again"]), QMessageBox.ButtonRole.AcceptRole)
        again.setObjectName("play-again")
        keep = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        box.setWindowModality(Qt.WindowModality.WindowModal)

        def answered(_result: int) -> None:
            if self.question is box:
                self.question = None
            if box.clickedButton() is again:
                start()

        box.finished.connect(answered)
        self.question = box
        box.open()
        return True

