"""The main window: the table, the menus (Game, Buraco, Help), the status bar, and the dialogs
around the table: New game, Settings, Statistics, the score sheet, How to play, Rules and About;
saved matches (autosave, Save as…, Open…) are `match_files.MatchFiles`'.

Dialogs never block: they are opened with `open()` / `show()` and answer through signals, so the
controller (and the tests) go on while they are up. Their modules are imported when they are
first opened, not at startup: the table shows sooner.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QCoreApplication, QPoint, QRect, QTimer, Slot
from PySide6.QtWidgets import QMainWindow, QWidget

from buraco_qt import rules as R
from buraco_qt.platform import heap_trim
from buraco_qt.platform.qt_namespace import Qt, when_made
from buraco_qt.storage.settings import Settings
from buraco_qt.text import languages
from buraco_qt.text.move_sentences import hint_sentence
from buraco_qt.text.move_words import card_text
from buraco_qt.text.team_names import team_name
from buraco_qt.ui.art.card_images import CardImages
from buraco_qt.ui.table import accessibility
from buraco_qt.ui.table.table_scene import TableScene
from buraco_qt.ui.table.table_view import TableView
from buraco_qt.ui.window.match_files import MatchFiles
from buraco_qt.ui.window.retranslated import Retranslated
from buraco_qt.ui.window.statistics_recorder import StatisticsRecorder
from buraco_qt.ui.window.status_line import StatusBar

if TYPE_CHECKING:  # pragma: no cover
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox

    from buraco_qt.session.table_face import TableFace
    from buraco_qt.storage.autosave import Autosave
    from buraco_qt.ui.dialogs.about import AboutDialog
    from buraco_qt.ui.dialogs.how_to_play import HowToPlayDialog
    from buraco_qt.ui.dialogs.move_log_window import MoveLogDialog
    from buraco_qt.ui.dialogs.new_game_dialog import NewGameChoices, NewGameDialog
    from buraco_qt.ui.dialogs.rules_text import RulesDialog
    from buraco_qt.ui.dialogs.score_sheet import ScoreSheet
    from buraco_qt.ui.dialogs.settings_dialog import SettingsDialog
    from buraco_qt.ui.dialogs.statistics_dialog import StatisticsDialog
    from buraco_qt.ui.window.hints import Hint, HintFinder
    from buraco_qt.ui.window.online_play import OnlinePlay
    from buraco_qt.ui.window.replays import Replays
    from buraco_qt.ui.window.sound_player import SoundPlayer


translate = QCoreApplication.translate


class MainWindow(Retranslated, QMainWindow):
    """Buraco: the table in CardCol's layout, menus Game and Buraco, status bar."""

    def __init__(self, controller: TableFace, images: CardImages | None = None, *,
                 hand_sort: str = "rank", settings: Settings | None = None, statistics_path: Path | None = None,
                 autosave: Autosave | None = None,
                 parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("main-window")
        #: The table's face the window plays through now: `local`, or an online table's (`use_face`).
        self.controller = controller
        #: The face of the match of this computer (held while an online table is played).
        self.local = controller
        controller.setParent(self)
        #: The player's settings; written back to `settings.path` when changed (never without a path).
        self.settings = settings if settings is not None else Settings()
        self.scene = TableScene(controller, images, hand_sort=hand_sort, parent=self)
        self.scene.animations = self.settings.animation
        self.scene.card_scale = self.settings.card_scale
        self.view = TableView(self.scene, self)
        self.setCentralWidget(self.view)
        self._hints: HintFinder | None = None
        self.score_sheet: ScoreSheet | None = None
        self.move_log: MoveLogDialog | None = None
        self.new_game_dialog: NewGameDialog | None = None
        self.settings_dialog: SettingsDialog | None = None
        self.about_dialog: AboutDialog | None = None
        self.rules_dialog: RulesDialog | None = None
        self.statistics_dialog: StatisticsDialog | None = None
        self.how_to_play_dialog: HowToPlayDialog | None = None
        self._replays: Replays | None = None
        self._online: OnlinePlay | None = None
        #: Counts the hands and matches that end here (kept in `statistics_path`; None: in memory only).
        self.statistics = StatisticsRecorder(controller, statistics_path, self)
        #: Plays the sounds of the moves once `enable_sounds` is called (never in tests unless asked).
        self.sound_player: SoundPlayer | None = None
        self.confirm_box: QMessageBox | None = None
        self.warnings: list[QMessageBox] = []        # open messages of `warn`
        self._waiting_boxes: list[QWidget] = []      # boxes to open once the window shows (`open_over`)
        #: Saved matches: the autosave (`autosave`, if this window owns it), Save as…, Open….
        self.files = MatchFiles(controller, self.settings, autosave, play=self.set_match, open_over=self.open_over,
                                parent=self)
        self.files.noted.connect(self.note)
        self.files.warned.connect(self.warn)
        self.files.settingsChanged.connect(self.save_settings)
        self._build_menus()
        #: The status bar: what happened and what to do now, and the points.
        self.status = StatusBar(self)
        self._style()
        self._set_texts()
        # after the table is redrawn from the move's snapshot: one refresh per move, with its message
        self.scene.stateShown.connect(self._on_state)
        controller.refused.connect(self._on_refused)
        controller.handOver.connect(self._on_hand_over)
        controller.busyChanged.connect(self._on_busy)
        self.statistics.problem.connect(self._on_refused)
        self.scene.hint.connect(self._on_refused)
        self.scene.curtainChanged.connect(self._on_curtain)
        self._apply_confirm(self.settings.confirm_last_discard)
        self.resize(1024, 700)
        self.restore_geometry()
        self._refresh()

    # ----- menus ---------------------------------------------------------------------------------

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.buraco_menu = bar.addMenu("")
        self.help_menu = bar.addMenu("")
        self._actions_made = False
        #: The menus' items by name (`menu_items.MENU_ITEMS`), once made; each is also ``action_<name>``.
        self.actions_by_name: dict[str, QAction] = {}
        when_made(self._make_actions)       # the menus' items and keys once the table has painted

    def _make_actions(self) -> None:
        """The menus' items (`menu_items.MENU_ITEMS`; QAction's class, with its enums, is made here), each
        kept as ``action_<name>``, and their keys (each works wherever the focus is in the window)."""
        from PySide6.QtGui import QAction, QKeySequence

        from buraco_qt.ui.window.menu_items import MENU_ITEMS
        for item in MENU_ITEMS:
            menu = getattr(self, f"{item.menu}_menu")
            if item.group:
                menu.addSeparator()
            action = QAction(self)
            owner, _, slot = item.slot.rpartition(".")
            action.triggered.connect(getattr(getattr(self, owner) if owner else self, slot))
            if item.key:
                standard = getattr(QKeySequence.StandardKey, item.key, None)
                action.setShortcut(QKeySequence(standard if standard is not None else item.key))
                action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            menu.addAction(action)
            setattr(self, f"action_{item.name}", action)
            self.actions_by_name[item.name] = action
        self.game_menu.setToolTipsVisible(True)           # a disabled item says why (Save as… online)
        self._actions_made = True
        self._set_action_texts()
        self._refresh_actions()

    def _set_action_texts(self) -> None:
        """The menus' items in the current language (once they exist)."""
        if not self._actions_made:
            return
        from buraco_qt.ui.window.menu_items import MENU_ITEMS
        for item in MENU_ITEMS:
            self.actions_by_name[item.name].setText(translate("Window", item.text))

    def _set_texts(self) -> None:
        """The window's own texts in the current language: title and menus."""
        self.setWindowTitle(translate("Window", "Buraco"))
        self.game_menu.setTitle(translate("Window", "&Game"))
        self.buraco_menu.setTitle(translate("Window", "&Buraco"))
        self.help_menu.setTitle(translate("Window", "&Help"))
        self._set_action_texts()
        if self.confirm_box is not None:
            self.confirm_box.setWindowTitle(translate("Window", "Discard the last card?"))
            self.confirm_box.setText(self._confirm_text(self.confirm_box.property("card")))
        for box in self.warnings:
            box.setWindowTitle(translate("Window", "Buraco"))
        self.menuBar().setAccessibleName(translate("Window", "Menus"))
        self.status.set_texts()

    def retranslate(self) -> None:
        """Set every text of the window, the table and the score sheet again in the current language.

        What the status bar said last (a move, a refusal) is dropped: it was said in the old language; a
        hint on the table is said again."""
        self._set_texts()
        self.controller.retranslate()
        self.scene.retranslate()
        self.status.event = ""
        self.status.problem = ""
        hint = self.scene.hints.shown
        self.status.hint = "" if hint is None else self._hint_line(hint)
        if self.score_sheet is not None and self.score_sheet.isVisible():
            self._fill_score_sheet()
        if self.move_log is not None:
            self.move_log.retranslate()           # after the controller: people's names follow the language
        self._refresh()

    def set_language(self, code: str) -> None:
        """Speak `code` from now on ("": the system's language); every window follows at once."""
        if (languages.normalize(code) or languages.system_language()) != languages.current():
            languages.install(code)

    def _style(self) -> None:
        """The menu bar and the status bar frame the table in its green; nothing else is coloured here."""
        self.menuBar().setStyleSheet(
            "QMenuBar { background: #123524; color: #efe9d6; border-bottom: 1px solid #0a2216; }"
            "QMenuBar::item { padding: 4px 10px; background: transparent; }"
            "QMenuBar::item:selected { background: #1f5a3b; border-radius: 4px; }")
        # the menus that open from it follow the system palette (light or dark), like the dialogs

    @Slot()
    def undo(self) -> None:
        """Buraco → Undo: take back the last table play of this turn."""
        self.controller.request(R.Undo())

    @Slot()
    def sort_by_number(self) -> None:
        self.scene.sort_hand("rank")

    @Slot()
    def sort_by_colour(self) -> None:
        self.scene.sort_hand("suit")

    @Slot()
    def redraw(self) -> None:
        self.controller.request(R.Redraw())

    @Slot()
    def end_hand(self) -> None:
        self.controller.request(R.EndHand())

    @Slot(bool)
    def _on_busy(self, busy: bool) -> None:
        # twice per computer move (its move shown, the next seat asked): only the menus depend on it
        self._refresh_actions()

    # ----- status bar ----------------------------------------------------------------------------

    def status_text(self) -> str:
        """The left part of the status bar (what happened / what to do, or why a move was refused), whole:
        when it does not fit in the bar's two lines, the bar shows part of it and the whole is its tooltip."""
        return self.status.whole()

    def points_text(self) -> str:
        """The right part: "Points: You 150 (Buraco taken) / Bruno 140"."""
        return self.status.points.text()

    def _refresh(self) -> None:
        self.status.show_table(self.controller.snapshot, self.scene.curtain_seat)
        self._refresh_actions()

    def _refresh_actions(self) -> None:
        """Which of the menus' items can be chosen now (once they exist)."""
        if not self._actions_made:
            return
        c = self.controller
        g = c.snapshot
        curtain = self.scene.curtain_seat
        legal = g.legal if curtain is None and not c.busy else ()
        self.action_undo.setEnabled(any(isinstance(a, R.Undo) for a in legal))
        self.action_redraw.setEnabled(any(isinstance(a, R.Redraw) for a in legal))
        self.action_end.setEnabled(any(isinstance(a, R.EndHand) for a in legal))
        self.action_next.setEnabled(g.phase == "hand_over" and not c.busy)
        self.action_hint.setEnabled(self.settings.hints and curtain is None)
        online = self._online is not None and self._online.busy
        self.action_leave_online.setEnabled(online)
        self.action_invite.setEnabled(online and self._online.invite is not None)
        local = not (self._online is not None and self._online.at_table)
        self.action_save_as.setEnabled(local)
        self.action_save_as.setToolTip("" if local else translate(
            "Window", "The server keeps the online match: there is nothing to save here"))

    def refresh_menus(self) -> None:
        """Which of the menus' items can be chosen now (after the window went online or came back)."""
        self._refresh_actions()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        """The points line is fitted again to the new width."""
        super().resizeEvent(event)
        self.status.fit_points(self.controller.snapshot)

    @Slot(object)
    def _on_state(self, move) -> None:
        self.status.problem = ""
        self.status.hint = ""
        if move is not None and move.dealt and self.score_sheet is not None and self.score_sheet.isVisible():
            self.score_sheet.close()
        elif self.score_sheet is not None and self.score_sheet.isVisible():
            self._fill_score_sheet()
        if self.confirm_box is not None:
            self.confirm_box.close()
            self.confirm_box = None
        message = self.controller.snapshot.message if move is not None else None
        if message is None:
            self._refresh()
        else:
            self._on_message(message)

    @Slot(int)
    def _on_curtain(self, seat: int) -> None:
        self.status.problem = ""
        self._refresh()

    @Slot(str)
    def _on_message(self, text: str) -> None:
        self.status.event = text
        self._refresh()
        accessibility.announce(self.status.message, self.status_text())

    def note(self, text: str, problem: bool = False) -> None:
        """Say `text` in the status bar until the next move (`problem`: as a refusal is said)."""
        if problem:
            self._on_refused(text)
        else:
            self._on_message(text)

    @Slot(str)
    def _on_refused(self, reason: str) -> None:
        text = reason[:1].upper() + reason[1:] if reason else reason
        self.status.problem = text
        self._refresh()
        accessibility.announce(self.status.message, text, assertive=True)

    # ----- hints ---------------------------------------------------------------------------------

    @property
    def hints(self) -> HintFinder:
        """Buraco → Hint: finds what the normal computer player would do, off the GUI thread (made when
        first asked for: the window shows without it)."""
        if self._hints is None:
            from buraco_qt.ui.window.hints import HintFinder
            self._hints = HintFinder(self.controller, self)
            self._hints.enabled = self.settings.hints
            self._hints.found.connect(self._on_hint)
            self._hints.refused.connect(self._on_refused)
        return self._hints

    @Slot()
    def ask_hint(self) -> None:
        """Buraco → Hint (H): what the normal computer player would do now, shown on the table and in the
        status bar; never played. Refused in the status bar when it is not your turn."""
        self.status.hint = ""
        self.scene.clear_hint()
        self.hints.ask()

    @Slot(object)
    def _on_hint(self, hint: Hint) -> None:
        if self.scene.curtain_seat is not None:
            return
        self.status.problem = ""
        self.scene.show_hint(hint)
        self.status.hint = self._hint_line(hint)
        self._refresh()
        accessibility.announce(self.status.message, self.status.hint)

    def _hint_line(self, hint: Hint) -> str:
        """What the status bar says of `hint`, in the current language."""
        hint_words = hint_sentence(self.controller.snapshot, hint.seat, hint.action)
        return translate("Window", "Hint: {hint}").format(hint=hint_words)

    # ----- game flow -----------------------------------------------------------------------------

    def new_game(self) -> NewGameDialog | None:
        """Game → New: the New game dialog (not blocking), proposing the match being played; Deal starts
        the match chosen. At an online table it first asks to leave it (None: asked)."""
        if self._leave_table_first(self.new_game):
            return None

        def make() -> NewGameDialog:
            from buraco_qt.ui.dialogs.new_game_dialog import NewGameChoices, NewGameDialog
            shown = self.controller.snapshot
            variant = shown.variant
            playing = self.controller.match_to_save()
            if playing is not None:
                seats, names = playing.seats, playing.names
            else:                                       # a match of another table: who is a person here
                seats = ["human" if shown.is_human(seat) else "ai:normal" for seat in range(shown.players)]
                names = [""] * shown.players
            choices = NewGameChoices.from_match(variant, seats, names, self.settings)
            dialog = NewGameDialog(choices, {**self.settings.targets, variant.name: variant.target}, self)
            dialog.accepted.connect(lambda: self.start_game(dialog.choices()))
            return dialog

        dialog = self._dialog("new_game_dialog", make, fresh=True)
        dialog.open()
        return dialog

    def start_game(self, choices: NewGameChoices, seed: int | None = None) -> None:
        """Start a match with `choices` (from the New game dialog) and remember them."""
        if seed is None:
            seed = random.randrange(1 << 30)
        game = R.new_game(choices.build_variant(), choices.players, seed, deal=choices.deal,
                          starter=None if choices.deal is None else 0)   # a deal chosen: the first seat starts
        self.set_match(game, choices.seats[:choices.players], choices.names[:choices.players], seed)
        choices.store(self.settings)
        self.save_settings()

    def play_deal(self) -> NewGameDialog | None:
        """Game → Play deal…: Game → New, at its deal number."""
        if self._leave_table_first(self.play_deal):
            return None
        dialog = self.new_game()
        dialog.focus_deal()
        return dialog

    def replay_saved(self) -> QFileDialog | None:
        """Game → Replay a saved match…: choose a file; its hands are shown in the replay view."""
        if self._leave_table_first(self.replay_saved):
            return None
        return self.replays.choose_file()

    def open_file(self) -> QFileDialog | None:
        """Game → Open…: choose a saved match to play (at an online table, asked to leave it first)."""
        if self._leave_table_first(self.open_file):
            return None
        return self.files.open_file()

    # ----- online ----------------------------------------------------------------------------------

    @property
    def online(self) -> OnlinePlay:
        """Online play: Game → Play online…, the lobby, the table's face (made when first asked for)."""
        if self._online is None:
            from buraco_qt.storage.autosave import data_folder
            from buraco_qt.ui.window.online_play import OnlinePlay
            self._online = OnlinePlay(self, data_folder())
        return self._online

    def show_play_online(self) -> None:
        """Game → Play online…: host a table, join one, or come back to one."""
        self.online.show_dialog()

    def leave_online(self) -> None:
        """Game → Leave the online table (asked first): back to the match of this computer."""
        self.online.leave(ask=True)

    def show_invite(self) -> None:
        """Game → Show the invite…: the online table's invite, to copy."""
        self.online.show_invite()

    def _leave_table_first(self, then: Callable[[], object]) -> bool:
        """At an online table (or on the way to one): ask to leave it, and call `then` once left; True if asked."""
        if self._online is None or not self._online.busy:
            return False
        self._online.leave(ask=True, then=then)
        return True

    def use_face(self, face: TableFace) -> None:
        """Play through `face` from now on (an online table's, or `local` again): the table, the status bar,
        the autosave, the statistics, the hints and the sounds follow it, in the order they followed the face
        before. The face publishes its table itself (`start`, `recover`)."""
        old = self.controller
        if face is old:
            return
        self._close_score_sheet()
        if self.move_log is not None:          # its moves are the other face's: made again when opened
            self.move_log.close()
            self.move_log.deleteLater()
            self.move_log = None
        old.published.disconnect(self.scene.on_published)
        self.scene.controller = face
        face.published.connect(self.scene.on_published)
        self.statistics.follow(face)
        self.files.follow(face)
        for name, slot in (("refused", self._on_refused), ("handOver", self._on_hand_over),
                           ("busyChanged", self._on_busy)):
            getattr(old, name).disconnect(slot)
            getattr(face, name).connect(slot)
        if self._hints is not None:
            self._hints.follow(face)
        if self.sound_player is not None:
            self.sound_player.follow(face)
        self.controller = face
        self.status.event = ""
        self.status.problem = ""
        self.status.hint = ""
        self.scene.clear_hint()
        self._refresh()

    @property
    def replays(self) -> Replays:
        """The replays (score sheet → Replay, Game → Replay a saved match…) and Play this deal again (made
        when first asked for)."""
        if self._replays is None:
            from buraco_qt.ui.window.replays import Replays
            self._replays = Replays(self)
        return self._replays

    def set_match(self, game: R.Game, seats: Sequence[str], names: Sequence[str] | None, ai_seed: int, *,
                  resumed: bool = False, hints: Sequence[int] = ()) -> None:
        """Play `game` at this table (`resumed`: a saved match going on where it stopped, with the
        `hints` each seat took in it)."""
        self._close_score_sheet()
        self.status.event = ""
        self.scene.reset_hotseat()
        self.controller.set_match(game, seats, names, ai_seed=ai_seed, resumed=resumed, hints=hints)

    def autosave_now(self) -> Path | None:
        """Write the match in play to the autosave now; its path (None: this window does not own the
        autosave, there is no match in play, or it could not be written)."""
        return self.files.autosave_now()

    def new_match(self) -> None:
        """A new match with the same rules and players (the match-end "New match"); at the end of an online
        match: back to the match of this computer, and Game → Play online… for another table."""
        if self._online is not None and self._online.at_table:
            self._online.leave(ask=False, then=self.show_play_online)
            return
        self._close_score_sheet()
        self.status.event = ""
        self.scene.reset_hotseat()
        self.controller.new_match()

    def next_hand(self) -> None:
        """Deal the next hand (or a new match once this one is over)."""
        if self.controller.snapshot.phase == "match_over":
            self.new_match()
        else:
            self.controller.next_hand()

    # ----- settings ------------------------------------------------------------------------------

    def show_settings(self) -> SettingsDialog:
        """Settings (F9), not blocking: OK applies and keeps the settings.

        A language chosen there is spoken at once; Cancel goes back to the language spoken before."""
        def make() -> SettingsDialog:
            from buraco_qt.ui.dialogs.settings_dialog import SettingsDialog
            dialog = SettingsDialog(self.settings_in_force(), self)
            spoken = languages.current()
            dialog.languageChosen.connect(self.set_language)
            dialog.accepted.connect(lambda: self.apply_settings(dialog.settings(self.settings_in_force())))
            dialog.rejected.connect(lambda: self.set_language(spoken))
            return dialog

        dialog = self._dialog("settings_dialog", make, fresh=True)
        dialog.open()
        return dialog

    def settings_in_force(self) -> Settings:
        """The settings as the table uses them now: the command line's --speed or --deck win over the file."""
        images = self.scene.images
        return self.settings.replace(
            extra=dict(self.settings.extra), speed_ms=self.controller.speed_ms,
            animation=self.scene.animations, card_scale=self.scene.card_scale,
            confirm_last_discard=self.scene.confirm_discard is not None, deck=images.deck_name,
            four_colour=images.four_colour, back=images.back)

    def apply_settings(self, settings: Settings) -> None:
        """Use `settings` at once (delay, animation, cards, confirmation); keep those that changed.

        A value the player did not change is not written down: one given on the command line holds
        for this session only."""
        before = self.settings_in_force()
        self.controller.speed_ms = settings.speed_ms
        self.scene.animations = settings.animation
        if (settings.deck, settings.four_colour, settings.back) != (before.deck, before.four_colour, before.back):
            try:
                images = self.scene.images.like(settings.deck, four_colour=settings.four_colour, back=settings.back)
            except ValueError:
                self.warn(translate("Window", "The card deck {deck} cannot be used: the table keeps its cards.").format(
                    deck=settings.deck))
                settings.deck, settings.four_colour, settings.back = before.deck, before.four_colour, before.back
            else:
                self.scene.set_images(images)
        self.scene.set_card_scale(settings.card_scale)
        self._apply_confirm(settings.confirm_last_discard)
        self.hints.enabled = settings.hints
        if self.sound_player is not None:
            self.sound_player.set_volume(settings.sound_volume if settings.sound else 0)
        from buraco_qt.ui.dialogs.settings_dialog import SettingsDialog
        for name in SettingsDialog.FIELDS:
            if getattr(settings, name) != getattr(before, name):
                setattr(self.settings, name, getattr(settings, name))
        if settings.language != before.language:
            self.set_language(settings.language)
        self.save_settings()
        self._refresh()

    def save_settings(self) -> None:
        """Write the settings where they were read from (nothing when they have no file)."""
        if self.settings.path is None:
            return
        try:
            self.settings.save()
        except OSError as error:
            self._on_refused(translate("Window", "The settings could not be saved: {error}").format(error=error))

    def _apply_confirm(self, confirm: bool) -> None:
        self.scene.confirm_discard = self._confirm_discard if confirm else None

    def _confirm_discard(self, card, go_on) -> None:
        """Ask before the last card of the hand is discarded (Settings), without blocking."""
        if self.confirm_box is not None:
            self.confirm_box.close()
        from PySide6.QtWidgets import QMessageBox
        box = QMessageBox(QMessageBox.Icon.Question, translate("Window", "Discard the last card?"),
                          self._confirm_text(card), QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                          self)
        box.setObjectName("confirm-discard")
        box.setProperty("card", str(card))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)     # one a hand, never kept
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        box.setWindowModality(Qt.WindowModality.WindowModal)

        def done(result: int) -> None:
            if self.confirm_box is box:
                self.confirm_box = None
            if result == QMessageBox.StandardButton.Yes:
                go_on()

        box.finished.connect(done)
        self.confirm_box = box
        box.open()

    @staticmethod
    def _confirm_text(card) -> str:
        return translate("Window", "Discard {card}, the last card of your hand?").format(card=card_text(card))

    def warn(self, text: str) -> QMessageBox:
        """Tell the player something went wrong outside the game (a settings file, a card deck)."""
        from PySide6.QtWidgets import QMessageBox
        box = QMessageBox(QMessageBox.Icon.Warning, translate("Window", "Buraco"), text, QMessageBox.StandardButton.Ok,
                          self)
        box.setObjectName("warning")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.warnings.append(box)
        box.finished.connect(lambda _result: self.warnings.remove(box))
        self.open_over(box)
        return box

    def open_over(self, box: QWidget) -> None:
        """Open `box` (window-modal) over this window: now, or once the window shows; a box opened before
        would be centred on the screen, over whatever window is there (another copy of the game)."""
        if self.isVisible():
            box.open()
        else:
            self._waiting_boxes.append(box)

    def showEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        """The boxes that waited for the window open over it."""
        super().showEvent(event)
        waiting, self._waiting_boxes = self._waiting_boxes, []
        for box in waiting:
            box.open()

    # ----- score sheet, help ---------------------------------------------------------------------

    def _dialog(self, name: str, make: Callable[[], QDialog], *, fresh: bool = False, kept: bool = False) -> QDialog:
        """The dialog in the window's attribute `name`, made by `make` when there is none (`fresh`: made
        anew every time, the one before closed). Once closed it is deleted, not kept hidden, unless `kept`:
        kept, the dialogs of a long session held some 20 MB (How to play alone 9 MB); each is made again
        when opened."""
        dialog = getattr(self, name)
        if dialog is not None and fresh:
            dialog.close()
            dialog.deleteLater()
            dialog = None
        if dialog is None:
            dialog = make()
            setattr(self, name, dialog)
            if not kept:
                self._let_go_when_closed(dialog, name)
        return dialog

    def _let_go_when_closed(self, dialog: QDialog, name: str) -> None:
        """Once closed, `dialog` (the window's attribute `name`) is deleted, and the window's attribute is None."""
        def closed(_result: int) -> None:
            if getattr(self, name) is dialog:
                setattr(self, name, None)
            dialog.destroyed.connect(lambda: QTimer.singleShot(0, heap_trim.release))   # its pages too
            dialog.deleteLater()
        dialog.finished.connect(closed)

    def show_score_sheet(self) -> ScoreSheet:
        """Buraco → Show score sheet (also shown by itself at the end of every hand)."""
        def make() -> ScoreSheet:
            from buraco_qt.ui.dialogs.score_sheet import ScoreSheet
            sheet = ScoreSheet(self)
            sheet.nextHandRequested.connect(self.next_hand)
            sheet.newMatchRequested.connect(self.new_match)
            sheet.replayRequested.connect(lambda: self.replays.show_hand())
            sheet.playAgainRequested.connect(lambda: self.replays.play_again())
            return sheet

        sheet = self._dialog("score_sheet", make, kept=True)
        self._fill_score_sheet()
        if not sheet.isVisible():
            sheet.adjustSize()
            self._place_beside_table(sheet)
        sheet.show()
        sheet.raise_()
        return sheet

    def show_move_log(self) -> MoveLogDialog:
        """Buraco → Move log (L): this hand's moves in words, following the game (not blocking)."""
        def make() -> MoveLogDialog:
            from buraco_qt.ui.dialogs.move_log_window import MoveLogDialog
            return MoveLogDialog(self.controller, self)

        log = self._dialog("move_log", make, kept=True)
        if not log.isVisible():
            self._place_beside_table(log)
        log.show()
        log.raise_()
        return log

    def _place_beside_table(self, dialog: QWidget) -> None:
        """Put `dialog` beside the window when the screen has room, else where it covers least of the table
        (and of the other window beside it)."""
        from buraco_qt.ui.window.placement import beside, table_weights
        frame, inner = self.frameGeometry(), self.geometry()
        size = dialog.size() + (frame.size() - inner.size())          # its frame will be as this window's
        view = QRect(self.view.mapToGlobal(QPoint(0, 0)), self.view.size())
        others = [(other.frameGeometry(), 2.0) for other in (self.score_sheet, self.move_log)
                  if other is not None and other is not dialog and other.isVisible()]
        screen = (self.screen() or dialog.screen()).availableGeometry()
        dialog.move(beside(size, frame, screen, table_weights(view) + others))

    def _fill_score_sheet(self) -> None:
        shown = self.controller.snapshot
        hints = [(shown.names[seat], self.controller.hints_used[seat]) for seat in shown.humans]
        self.score_sheet.set_game(shown, [team_name(shown, 0), team_name(shown, 1)], list(shown.names),
                                  shown.lone_person(), hints=hints,
                                  replayable=self.controller.match_to_save() is not None)

    def _close_score_sheet(self) -> None:
        if self.score_sheet is not None:
            self.score_sheet.close()

    def show_rules(self) -> RulesDialog:
        """Help → Rules: the rules of the preset being played."""
        def make() -> RulesDialog:
            from buraco_qt.ui.dialogs.rules_text import RulesDialog
            return RulesDialog(self.controller.snapshot.variant, self)

        dialog = self._dialog("rules_dialog", make, fresh=True)
        dialog.show()
        return dialog

    def show_statistics(self) -> StatisticsDialog:
        """Game → Statistics: the player's results across matches (not blocking)."""
        def make() -> StatisticsDialog:
            from buraco_qt.ui.dialogs.statistics_dialog import StatisticsDialog
            return StatisticsDialog(self.statistics, self)

        dialog = self._dialog("statistics_dialog", make)
        dialog.refresh()
        dialog.show()
        dialog.raise_()
        return dialog

    def show_how_to_play(self) -> HowToPlayDialog:
        """Help → How to play (F1): the controls, gestures and keys, with a picture of the table."""
        def make() -> HowToPlayDialog:
            from buraco_qt.ui.dialogs.how_to_play import HowToPlayDialog
            return HowToPlayDialog(self, self)

        dialog = self._dialog("how_to_play_dialog", make)
        dialog.show()
        dialog.raise_()
        return dialog

    def show_keyboard_help(self) -> HowToPlayDialog:
        """Help → Playing with the keyboard: How to play, at its keyboard section."""
        from buraco_qt.ui.dialogs.how_to_play import KEYBOARD_ANCHOR
        dialog = self.show_how_to_play()
        dialog.browser.scrollToAnchor(KEYBOARD_ANCHOR)
        return dialog

    def enable_sounds(self) -> SoundPlayer:
        """Play the sounds of the moves from now on, at the volume of the settings (silent without Qt
        Multimedia). The game calls it at startup; tests and --screenshot never do unless they ask."""
        if self.sound_player is None:
            from buraco_qt.ui.window.sound_player import SoundPlayer
            self.sound_player = SoundPlayer(self.settings.sound_volume if self.settings.sound else 0, self)
            self.sound_player.follow(self.controller)
        return self.sound_player

    def show_about(self) -> AboutDialog:
        """Help → About."""
        def make() -> AboutDialog:
            from buraco_qt.ui.dialogs.about import AboutDialog
            return AboutDialog(self)

        dialog = self._dialog("about_dialog", make)
        dialog.show()
        dialog.raise_()
        return dialog

    @Slot()
    def _on_hand_over(self) -> None:
        if not self.controller.snapshot.humans and self.controller.snapshot.phase != "match_over":
            return  # computers only: the controller deals on by itself, and stops at the match's end
        self.show_score_sheet()

    def restore_geometry(self) -> bool:
        """Size, place and maximised state as the window was last left (from the settings)."""
        saved = self.settings.window_geometry
        return bool(saved) and self.restoreGeometry(QByteArray.fromBase64(saved.encode("ascii", "ignore")))

    def closeEvent(self, event) -> None:
        self.settings.window_geometry = bytes(self.saveGeometry().toBase64()).decode("ascii")
        self.save_settings()
        if self._hints is not None:
            self._hints.shutdown()
        if self._online is not None:
            self._online.shutdown()
        self.controller.shutdown()
        if self.local is not self.controller:
            self.local.shutdown()
        self.files.release()
        super().closeEvent(event)
