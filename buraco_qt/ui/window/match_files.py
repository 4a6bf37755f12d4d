"""Saved matches in the window: the autosave after every move, the question at start ("Continue the
match of …?"), Game → Save as… and Open…, and what the player is told when a file cannot be opened.

The files themselves are `persistence`'s (the format) and `autosave`'s (the autosave and its lock);
here is only what the window does with them. `MatchFiles` knows the match through the table's face
(`TableFace.match_to_save`: nothing is saved of a match played elsewhere), plays a saved match through
the callable it is given, and tells the player through its signals; it knows nothing else of the
window. Dialogs never block: they are opened with `open()` and answer through signals.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale, QObject, QStandardPaths, Signal, Slot

from buraco_qt import rules as R
from buraco_qt.platform.qt_namespace import Qt
from buraco_qt.rules.values import Record
from buraco_qt.storage import persistence
from buraco_qt.storage.autosave import Autosave
from buraco_qt.text.languages import number
from buraco_qt.text.move_words import refusal_text
from buraco_qt.text.variant_names import preset_name

if TYPE_CHECKING:  # pragma: no cover
    from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

    from buraco_qt.session.table_face import TableFace
    from buraco_qt.storage.settings import Settings

#: How the window plays a saved match: play(game, seats, names, ai_seed, resumed=..., hints=...).
Play = Callable[..., None]

translate = QCoreApplication.translate
log = logging.getLogger(__name__)

#: Errors that say nothing is wrong inside the file: it is left where it is.
_NOT_DAMAGED = (persistence.NEWER, persistence.CANNOT_READ, persistence.NOT_A_FILE)
#: Errors that say a file chosen in Open… is something else than a saved match (a text, a picture,
#: another JSON file): the player's file is left where it is too.
_NOT_A_SAVE = (persistence.NOT_A_SAVE, persistence.TOO_LARGE)


def reason(error: persistence.SaveError) -> str:
    """Why a saved match cannot be opened, in the player's language."""
    return refusal_text(error.template, error.params)


def describe(saved: persistence.SavedMatch) -> dict[str, str]:
    """When a match was saved, its rules and its score, as the questions show them."""
    from PySide6.QtCore import QDateTime
    moment = QDateTime.fromString(saved.saved, Qt.DateFormat.ISODate).toLocalTime()
    totals = saved.game.totals
    return {"date": QLocale().toString(moment, QLocale.FormatType.ShortFormat),
            "variant": preset_name(saved.game.variant.name),
            "score": translate("Dialogs", "{a} to {b}").format(a=number(totals[0]), b=number(totals[1]))}


class Opening(Record):
    """What a window starts with: the autosave it owns, a saved match to go on with, what to tell."""

    FIELDS = ("autosave", "saved", "ask", "notes", "warnings")
    autosave: Autosave | None
    saved: persistence.SavedMatch | None
    ask: bool                                               # offer `saved`: Continue / New match
    notes: list[str]                                        # for the status bar
    warnings: list[str]                                     # for message boxes

    def __init__(self, autosave: Autosave | None = None, saved: persistence.SavedMatch | None = None,
                 ask: bool = False, notes: list[str] | None = None, warnings: list[str] | None = None) -> None:
        self.autosave = autosave
        self.saved = saved
        self.ask = ask
        self.notes = [] if notes is None else notes
        self.warnings = [] if warnings is None else warnings

    def begin(self, files: MatchFiles, new_match: Callable[[], None], unused: Sequence[str] = ()) -> None:
        """Start the window's match (`files`: its saved matches): ask about the saved one, go on with it,
        or play the one dealt; then say in the status bar what the player should know (`unused`: options
        ``--continue`` left aside)."""
        notes = list(self.notes)
        if self.saved is None:
            files.controller.start()
        elif self.ask:
            files.ask_to_continue(self.saved, new_match)
        else:
            files.resume(self.saved, new_match=new_match)
            if unused:
                notes.append(translate("App", "The saved match goes on as it was; options not used: {options}").format(
                    options=", ".join(unused)))
        if notes:                          # after what starting the match says
            files.noted.emit(translate("Table", ". ").join(notes), False)


def opening(resume: bool, own_autosave: bool, folder: Path | None = None) -> Opening:
    """Find the match to start with, before the window exists.

    `own_autosave`: this window is to write the autosave, if it can take its lock; else the autosave
    is only read (``--continue --screenshot``) and never changed. `resume`: go on with the autosave
    without asking (``--continue``)."""
    autosave = Autosave(folder)
    if not own_autosave:
        if not resume:
            return Opening()
        try:
            saved = autosave.read()
        except persistence.SaveError as error:
            return Opening(warnings=[translate("Dialogs", "This saved match cannot be opened: {reason}.").format(
                reason=reason(error))])
        return Opening(saved=saved, notes=[] if saved else [_nothing_to_continue()])
    if not autosave.claim():
        if autosave.unwritable is not None:
            return _read_only(autosave, resume)
        return Opening(notes=[_elsewhere()], warnings=[_elsewhere()])
    result = Opening(autosave=autosave)
    try:
        result.saved = autosave.recover()
    except OSError as error:              # a whole pending file could not be made the autosave
        autosave.release()
        result.autosave = None
        result.warnings.append(translate(
            "Dialogs", "The match cannot be saved automatically in {folder}: {error}").format(
            folder=autosave.folder, error=error.strerror or error))
        return result
    except persistence.SaveError as error:
        text = reason(error)
        if error.template in (persistence.CANNOT_READ, persistence.NOT_A_FILE):
            autosave.release()             # nothing wrong inside it (no permission, no file): never write over it
            result.autosave = None
            result.warnings.append(translate(
                "Dialogs", "The match saved last cannot be opened: {reason}. It is left where it is, and this window "
                           "does not save its match automatically.").format(reason=text))
            return result
        try:
            aside = autosave.set_aside()
        except OSError:
            autosave.release()             # the damaged file cannot be moved: never write over it
            result.autosave = None
            result.warnings.append(translate(
                "Dialogs", "The match saved last cannot be opened: {reason}. It cannot be moved aside either, so "
                           "this window does not save its match automatically.").format(reason=text))
        else:
            result.warnings.append(translate(
                "Dialogs", "The match saved last cannot be opened: {reason}. It was moved to {path}. A new match "
                           "starts.").format(reason=text, path=aside))
        return result
    if result.saved is None:
        if resume:
            result.notes.append(_nothing_to_continue())
    elif result.saved.game.phase == "match_over":
        result.saved = None                # a finished match is not offered (it was never cleared)
    else:
        result.ask = not resume
    return result


def _read_only(autosave: Autosave, resume: bool) -> Opening:
    """The data folder cannot be written: say so; the match saved there is still offered (read only)."""
    error = autosave.unwritable
    text = translate("Dialogs", "The match cannot be saved automatically: the folder {folder} cannot be written "
                                "({error}). Use Game → Save as… to keep it.").format(
        folder=autosave.folder, error=error.strerror or error)
    result = Opening(notes=[text], warnings=[text])
    try:
        result.saved = autosave.read()
    except persistence.SaveError as problem:      # nothing can be moved aside here: it is told, and left
        result.warnings.append(translate("Dialogs", "This saved match cannot be opened: {reason}.").format(
            reason=reason(problem)))
        return result
    if result.saved is not None and result.saved.game.phase == "match_over":
        result.saved = None
    elif result.saved is not None:
        result.ask = not resume
    elif resume:
        result.notes.append(_nothing_to_continue())
    return result


def anything_saved(folder: Path | None = None) -> bool:
    """True if the autosave holds a match (or a move on its way) to offer; nothing is read or locked."""
    return Autosave(folder).anything_saved()


def _is_folder(path: str) -> bool:
    """True if `path` names a folder (False for anything else, a name too long for the system too)."""
    try:
        return Path(path).is_dir()
    except (OSError, ValueError):
        return False


def _nothing_to_continue() -> str:
    return translate("Window", "There is no saved match to continue: a new match starts")


def _elsewhere() -> str:
    return translate("Dialogs", "A match is already open in another Buraco window. This window plays a new match "
                                "that is not saved automatically: use Game → Save as… to keep it.")


class MatchFiles(QObject):
    """The window's saved matches: it autosaves (if it owns the autosave), saves as, opens, resumes.

    `controller` is the table's face; `settings` keep the folder of the last file chosen; `play` plays
    a saved match at the table; `open_over` opens a box over the window (now, or once it shows); the
    dialogs are `parent`'s."""

    #: Something to say in the status bar until the next move (True: as a refusal is said).
    noted = Signal(str, bool)
    #: Something went wrong with a file: the player is told in a box.
    warned = Signal(str)
    #: The settings changed (the folder of the last file chosen): they are to be written.
    settingsChanged = Signal()

    def __init__(self, controller: TableFace, settings: Settings, autosave: Autosave | None, *, play: Play,
                 open_over: Callable[[QWidget], None], parent: QWidget) -> None:
        super().__init__(parent)
        #: The table's face (the match in play).
        self.controller = controller
        self.settings = settings
        self._play = play
        self._open_over = open_over
        self._parent = parent
        #: The autosave this window owns (None: it does not save its match automatically).
        self.autosave: Autosave | None = None
        #: True once the window has closed (`release`): it takes no autosave any more.
        self.closed = False
        self.own(autosave)
        self._written: tuple | None = None                # the match the autosave holds, and how far
        self.question: QMessageBox | None = None          # Continue / New match, or replace the match
        self.file_dialog: QFileDialog | None = None
        controller.published.connect(self._on_state)

    def follow(self, controller: TableFace) -> None:
        """Keep the match of `controller` from now on (the window changed its face: an online table has
        nothing to autosave, and the autosave of the match held meanwhile stays as it is)."""
        self.controller.published.disconnect(self._on_state)
        self.controller = controller
        controller.published.connect(self._on_state)

    def own(self, autosave: Autosave | None) -> None:
        """Write the match to `autosave` after every move from now on, if this window holds its lock."""
        self.autosave = autosave if autosave is not None and autosave.owned else None

    # ----- the autosave --------------------------------------------------------------------------

    @Slot(object)
    def _on_state(self, _shown) -> None:
        """After every move (and every deal): the match to the autosave; a finished match clears it."""
        playing = self.controller.match_to_save()
        if self.autosave is None or playing is None:
            return
        game = playing.game
        written = (id(game), game.seed, game.variant, game.players, len(game.log), game.phase, tuple(playing.hints),
                   tuple(playing.seats), tuple(playing.names), playing.ai_seed)
        if written == self._written:
            return                       # the same match, not moved (shown again after an online table): kept as it is
        self._written = written
        try:
            if playing.game.phase == "match_over":
                self.autosave.clear()
            else:
                self.autosave.write(playing.game, playing.table())
        except OSError as error:
            self.noted.emit(translate("Window", "The match could not be saved automatically: {error}").format(
                error=error.strerror or error), True)

    def autosave_now(self) -> Path | None:
        """Write the match to the autosave now and wait for the disk; its path (None: not owned, no
        match in play, or it could not be written)."""
        playing = self.controller.match_to_save()
        if self.autosave is None or playing is None or playing.game.phase == "match_over":
            return None
        try:
            # an error may have left the match half changed: a state the engine refuses never
            # replaces the last good autosave
            R.Game.from_json(playing.game.to_json())
            return self.autosave.save_now(playing.game, playing.table())
        except Exception:                  # noqa: BLE001 (asked after a crash: say "not saved", never raise)
            log.exception("autosave_now failed")
            return None

    def release(self) -> None:
        """The window closes: the last move reaches the disk and the autosave's lock is given up."""
        self.closed = True
        if self.autosave is not None:
            self.autosave.release()
            self.autosave = None

    # ----- going on with a saved match -----------------------------------------------------------

    def resume(self, saved: persistence.SavedMatch, new_match: Callable[[], None] | None = None) -> bool:
        """Play `saved` from where it stopped (its seats, names and computers' seed); False if it cannot be.

        Nothing that goes wrong while resuming it stops the game: with `new_match` (the autosave at
        start) the autosave is moved aside and `new_match` starts a new match; without (Open…) the match
        in play goes on. The player is told either way."""
        before = self.controller.match_to_save()
        try:
            self._play(saved.game, saved.seats, saved.names, saved.ai_seed, resumed=True, hints=saved.hints)
        except Exception as error:         # noqa: BLE001  (a saved match is never trusted to play)
            log.exception("the saved match could not be played on")
            problem = type(error).__name__
            if new_match is not None:
                text = self._set_autosave_aside(problem)
                new_match()
            else:
                if before is not None:
                    self._play(before.game, before.seats, before.names, before.ai_seed, resumed=True,
                               hints=before.hints)
                text = translate("Dialogs", "This saved match cannot be opened: it could not be played on ({error}). "
                                            "The match in play goes on.").format(error=problem)
            self.warned.emit(text)
            return False
        return True

    def _set_autosave_aside(self, problem: str) -> str:
        """The autosave that could not be played on is moved aside (if this window owns it); what to tell."""
        if self.autosave is not None:
            try:
                aside = self.autosave.set_aside()
            except OSError:                    # it cannot be moved: never write over it
                self.autosave.release()
                self.autosave = None
                return translate("Dialogs", "The match saved last could not be played on ({error}). It is left where "
                                            "it is, and this window does not save its match automatically. A new "
                                            "match starts.").format(error=problem)
            return translate("Dialogs", "The match saved last could not be played on ({error}). It was moved to "
                                        "{path}. A new match starts.").format(error=problem, path=aside)
        return translate("Dialogs", "The match saved last could not be played on ({error}). A new match "
                                    "starts.").format(error=problem)

    def ask_to_continue(self, saved: persistence.SavedMatch, new_match: Callable[[], None]) -> QMessageBox:
        """"Continue the match of …?": Continue resumes `saved`, New match calls `new_match`.

        Closing the question (Escape) continues: nothing is lost."""
        from PySide6.QtWidgets import QMessageBox  # the dialogs' classes: loaded when first used
        box = self._question(translate("Dialogs", "Continue the match of {date} ({variant}, {score})?").format(
            **describe(saved)))
        box.setObjectName("continue-question")
        go_on = box.addButton(translate("Dialogs", "Continue"), QMessageBox.ButtonRole.AcceptRole)
        go_on.setObjectName("continue")
        fresh = box.addButton(translate("Dialogs", "New match"), QMessageBox.ButtonRole.DestructiveRole)
        fresh.setObjectName("new-match")
        box.setDefaultButton(go_on)
        box.setEscapeButton(go_on)

        def answered(_result: int) -> None:
            self._forget(box)
            if box.clickedButton() is fresh:
                new_match()
            else:
                self.resume(saved, new_match=new_match)

        box.finished.connect(answered)
        self._open_over(box)
        return box

    def _question(self, text: str) -> QMessageBox:
        from PySide6.QtWidgets import QMessageBox
        if self.question is not None:
            self.question.close()
        box = QMessageBox(QMessageBox.Icon.Question, translate("Window", "Buraco"), text,
                          QMessageBox.StandardButton.NoButton, self._parent)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        self.question = box
        return box

    def _forget(self, box: QMessageBox) -> None:
        if self.question is box:
            self.question = None

    # ----- Save as… and Open… ----------------------------------------------------------------------

    def folder(self) -> str:
        """The folder a file dialog opens in: the one of the last match saved or opened, else the documents."""
        return self._folder()

    def _folder(self) -> str:
        folder = self.settings.match_folder
        if folder and _is_folder(folder):
            return folder
        documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        return documents if documents and _is_folder(documents) else str(Path.home())

    def _remember_folder(self, path: Path) -> None:
        folder = str(path.parent)
        if folder != self.settings.match_folder:
            self.settings.match_folder = folder
            self.settingsChanged.emit()

    def _file_dialog(self, title: str, save: bool) -> QFileDialog:
        from PySide6.QtWidgets import QFileDialog
        if self.file_dialog is not None:
            self.file_dialog.close()
            self.file_dialog.deleteLater()
        dialog = QFileDialog(self._parent, title, self._folder(), translate("Dialogs", "Buraco matches (*.buraco)"))
        dialog.setObjectName("save-dialog" if save else "open-dialog")
        dialog.setDefaultSuffix(persistence.SUFFIX[1:])
        if save:
            dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
            dialog.setFileMode(QFileDialog.FileMode.AnyFile)
        else:
            dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        self.file_dialog = dialog
        return dialog

    def save_as(self) -> QFileDialog:
        """Game → Save as…: choose a file, then `save_to` it."""
        from datetime import datetime
        dialog = self._file_dialog(translate("Dialogs", "Save the match"), save=True)
        name = translate("Dialogs", "Buraco {date}").format(date=datetime.now().strftime("%Y-%m-%d %H.%M"))
        dialog.selectFile(name + persistence.SUFFIX)
        dialog.fileSelected.connect(lambda path: self.save_to(Path(path)))
        dialog.open()
        return dialog

    def save_to(self, path: Path) -> bool:
        """Write the match in play to `path` (atomically); False, with a message, if it cannot be written."""
        playing = self.controller.match_to_save()
        if playing is None:                # a match of another table: nothing of it to keep here
            return False
        try:
            persistence.save(path, playing.game, playing.table())
        except OSError as error:
            self.warned.emit(translate("Dialogs", "The match could not be saved to {path}: {error}").format(
                path=path, error=error.strerror or error))
            return False
        self._remember_folder(path)
        self.noted.emit(translate("Window", "The match was saved to {path}").format(path=path), False)
        return True

    def open_file(self) -> QFileDialog:
        """Game → Open…: choose a file, then `open_path` it."""
        dialog = self._file_dialog(translate("Dialogs", "Open a saved match"), save=False)
        dialog.fileSelected.connect(lambda path: self.open_path(Path(path)))
        dialog.open()
        return dialog

    def in_progress(self) -> bool:
        """True if the match in play has begun and is not over (replacing it loses something)."""
        playing = self.controller.match_to_save()
        if playing is None:                # a match of another table: leaving it loses it
            return self.controller.snapshot.phase != "match_over"
        return playing.game.phase != "match_over" and bool(playing.game.log)

    def open_path(self, path: Path) -> persistence.SavedMatch | None:
        """Open the match saved in `path`: it replaces the match in play (after asking, if that one has
        begun). A file that cannot be opened is told, moved aside if it is damaged, and the match in
        play goes on. The match read (None if it could not be)."""
        try:
            saved = persistence.load(path)
        except persistence.SaveError as error:
            self._cannot_open(path, error)
            return None
        self._remember_folder(path)
        if not self.in_progress():
            self.resume(saved)
            return saved
        box = self._question(translate("Dialogs", "Replace the match in progress with the match of {date} "
                                                  "({variant}, {score})?").format(**describe(saved)))
        from PySide6.QtWidgets import QMessageBox
        box.setObjectName("replace-question")
        box.setInformativeText(translate("Dialogs", "To keep the match in progress, save it first with Game → "
                                                    "Save as…"))
        replace = box.addButton(translate("Dialogs", "Open"), QMessageBox.ButtonRole.AcceptRole)
        replace.setObjectName("open")
        keep = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)

        def answered(_result: int) -> None:
            self._forget(box)
            if box.clickedButton() is replace:
                self.resume(saved)

        box.finished.connect(answered)
        box.open()
        return saved

    def _cannot_open(self, path: Path, error: persistence.SaveError) -> None:
        """Say why `path` cannot be opened; a damaged file is moved aside (never deleted)."""
        text = translate("Dialogs", "This saved match cannot be opened: {reason}.").format(reason=reason(error))
        if error.template not in (*_NOT_DAMAGED, *_NOT_A_SAVE):
            try:
                aside = persistence.set_aside(path)
            except OSError:
                pass
            else:
                text = translate("Dialogs", "This saved match cannot be opened: {reason}. It was moved to "
                                            "{path}.").format(reason=reason(error), path=aside)
        self.warned.emit(text)
