"""The main window: the table, the menus and the status bar."""

from __future__ import annotations

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox

from buraco_qt import rules as R
from buraco_qt.controller import GameController

from .card_images import CardImages
from .table_scene import TableScene
from .table_view import TableView


_PROBLEM_STYLE = "color: #ffd37a; font-weight: 600;"


class MainWindow(QMainWindow):
    """Buraco: the table in CardCol's layout, menus Game and Buraco, status bar."""

    def __init__(self, controller: GameController, images: CardImages | None = None, *,
                 hand_sort: str = "rank", parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("main-window")
        self.controller = controller
        controller.setParent(self)
        self.setWindowTitle(self.tr("Buraco"))
        self.scene = TableScene(controller, images, hand_sort=hand_sort, parent=self)
        self.view = TableView(self.scene, self)
        self.setCentralWidget(self.view)
        self.hand_over_box: QMessageBox | None = None
        self._event = ""
        self._problem = ""
        self._shown_problem = False
        self._build_menus()
        self._build_status_bar()
        self._style()
        controller.stateChanged.connect(self._on_state)
        controller.message.connect(self._on_message)
        controller.refused.connect(self._on_refused)
        controller.handOver.connect(self._on_hand_over)
        controller.busyChanged.connect(self._on_busy)
        self.scene.hint.connect(self._on_refused)
        self.resize(1024, 700)
        self._refresh()

    # ----- menus ---------------------------------------------------------------------------------

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu(self.tr("&Game"))
        self.action_new = QAction(self.tr("&New"), self)
        self.action_new.setShortcut(QKeySequence.StandardKey.New)
        self.action_new.triggered.connect(self.new_game)
        game.addAction(self.action_new)
        self.action_next = QAction(self.tr("Ne&xt hand"), self)
        self.action_next.setShortcut(QKeySequence(Qt.Key.Key_F5))
        self.action_next.triggered.connect(self.next_hand)
        game.addAction(self.action_next)
        game.addSeparator()
        self.action_quit = QAction(self.tr("&Quit"), self)
        self.action_quit.setShortcut(QKeySequence.StandardKey.Quit)
        self.action_quit.triggered.connect(self.close)
        game.addAction(self.action_quit)
        buraco = bar.addMenu(self.tr("&Buraco"))
        self.action_undo = QAction(self.tr("&Undo"), self)
        self.action_undo.setShortcut(QKeySequence.StandardKey.Undo)
        self.action_undo.triggered.connect(self.undo)
        buraco.addAction(self.action_undo)
        buraco.addSeparator()
        self.action_sort_number = QAction(self.tr("Sort by &number"), self)
        self.action_sort_number.triggered.connect(self.sort_by_number)
        buraco.addAction(self.action_sort_number)
        self.action_sort_colour = QAction(self.tr("Sort by &colour"), self)
        self.action_sort_colour.triggered.connect(self.sort_by_colour)
        buraco.addAction(self.action_sort_colour)
        buraco.addSeparator()
        self.action_redraw = QAction(self.tr("&Exchange the first card drawn"), self)
        self.action_redraw.triggered.connect(self.redraw)
        buraco.addAction(self.action_redraw)
        self.action_end = QAction(self.tr("&End the hand (stock is empty)"), self)
        self.action_end.triggered.connect(self.end_hand)
        buraco.addAction(self.action_end)
        for action in (self.action_new, self.action_next, self.action_quit, self.action_undo):
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)

    def _style(self) -> None:
        self.menuBar().setStyleSheet(
            "QMenuBar { background: #123524; color: #efe9d6; border-bottom: 1px solid #0a2216; }"
            "QMenuBar::item { padding: 4px 10px; background: transparent; }"
            "QMenuBar::item:selected { background: #1f5a3b; border-radius: 4px; }"
            "QMenu { background: #fbfaf5; color: #1b1b1b; border: 1px solid #9aa59d; }"
            "QMenu::item { padding: 5px 24px 5px 20px; }"
            "QMenu::item:selected { background: #1f6a40; color: white; }"
            "QMenu::item:disabled { color: #9a9a9a; }"
            "QMenu::separator { height: 1px; background: #d5d9d3; margin: 4px 8px; }")

    def _build_status_bar(self) -> None:
        bar = self.statusBar()
        bar.setSizeGripEnabled(False)
        self.status_label = QLabel(self)
        self.status_label.setObjectName("status-message")
        self.status_label.setTextFormat(Qt.TextFormat.PlainText)
        self.points_label = QLabel(self)
        self.points_label.setObjectName("status-points")
        self.points_label.setTextFormat(Qt.TextFormat.PlainText)
        bar.addWidget(self.status_label, 1)
        bar.addPermanentWidget(self.points_label)
        bar.setStyleSheet("QStatusBar { background: #123524; color: #efe9d6; border-top: 1px solid #0a2216; }"
                          "QStatusBar::item { border: none; }"
                          "QLabel { color: #efe9d6; padding: 2px 8px; }")

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
        self._refresh()

    # ----- status bar ----------------------------------------------------------------------------

    def status_text(self) -> str:
        """The left part of the status bar (what happened / what to do, or why a move was refused)."""
        return self.status_label.text()

    def points_text(self) -> str:
        """The right part: "Points [Buraco]: team A [Y] / team B [N]"."""
        return self.points_label.text()

    def _refresh(self) -> None:
        c = self.controller
        g = c.game
        prompt = c.prompt()
        if self._problem:
            text = "\u26A0 " + self._problem
        elif self._event:
            text = self.tr("{event} — {prompt}").format(event=self._event, prompt=prompt)
        else:
            text = prompt
        self.status_label.setText(text)
        problem = bool(self._problem)
        if problem != self._shown_problem:
            self._shown_problem = problem
            self.status_label.setStyleSheet(_PROBLEM_STYLE if problem else "")
        yes, no = self.tr("Y"), self.tr("N")
        flags = [yes if g.reserves[t] is not None else no for t in (0, 1)]
        self.points_label.setText(self.tr("Points [{reserve}]: {team_a} {points_a} [{flag_a}] / "
                                          "{team_b} {points_b} [{flag_b}]").format(
            reserve=c.reserve_name(), team_a=c.team_name(0), points_a=c.table_points(0), flag_a=flags[0],
            team_b=c.team_name(1), points_b=c.table_points(1), flag_b=flags[1]))
        legal = c.legal_actions()
        self.action_undo.setEnabled(any(isinstance(a, R.Undo) for a in legal))
        self.action_redraw.setEnabled(any(isinstance(a, R.Redraw) for a in legal))
        self.action_end.setEnabled(any(isinstance(a, R.EndHand) for a in legal))
        self.action_next.setEnabled(g.phase == "hand_over" and not c.busy)

    @Slot(object)
    def _on_state(self, move) -> None:
        self._problem = ""
        if self.hand_over_box is not None and self.controller.game.phase in ("draw", "play"):
            self.hand_over_box.close()
            self.hand_over_box = None
        self._refresh()

    @Slot(str)
    def _on_message(self, text: str) -> None:
        self._event = text
        self._refresh()

    @Slot(str)
    def _on_refused(self, reason: str) -> None:
        text = reason[:1].upper() + reason[1:] if reason else reason
        self._problem = text
        self._refresh()

    # ----- game flow -----------------------------------------------------------------------------

    def new_game(self) -> None:
        """Game → New: a new match with the same options."""
        if self.hand_over_box is not None:
            self.hand_over_box.close()
            self.hand_over_box = None
        self._event = ""
        self.controller.new_match()

    def next_hand(self) -> None:
        """Deal the next hand (or a new match once this one is over)."""
        if self.controller.game.phase == "match_over":
            self.new_game()
        else:
            self.controller.next_hand()

    @Slot()
    def _on_hand_over(self) -> None:
        c = self.controller
        g = c.game
        if not c.human_seats:
            return  # computers only: the controller deals on by itself
        box = QMessageBox(self)
        box.setObjectName("hand-over")
        box.setIcon(QMessageBox.Icon.Information)
        over = g.phase == "match_over"
        box.setWindowTitle(self.tr("Game over") if over else self.tr("Hand over"))
        lines = []
        scores = g.hand_scores or []
        for score in scores:
            team = score.team
            lines.append(self.tr("{team}: {total} this hand (canastas {canastas}, table {table}, in hand {hand}, "
                                 "going out {out}, {reserve_name} {reserve})").format(
                team=c.team_name(team), total=score.total, canastas=score.canasta_points, table=score.table_cards,
                hand=score.hand_cards, out=score.going_out, reserve_name=c.reserve_name().lower(),
                reserve=score.reserve + score.penalties))
        lines.append("")
        lines.append(self.tr("Match: {team_a} {a} — {team_b} {b}").format(
            team_a=c.team_name(0), a=g.totals[0], team_b=c.team_name(1), b=g.totals[1]))
        if over:
            box.setText(self.tr("{team} won the game!").format(team=c.team_name(g.winner or 0)))
        else:
            box.setText(self.tr("The hand is over."))
        box.setInformativeText("\n".join(lines))
        button = box.addButton(self.tr("New game") if over else self.tr("Next hand"),
                               QMessageBox.ButtonRole.AcceptRole)
        button.setObjectName("next-hand")
        box.addButton(self.tr("Look at the table"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(button)
        button.clicked.connect(self.next_hand)
        box.setWindowModality(Qt.WindowModality.NonModal)
        self.hand_over_box = box
        box.show()

    def closeEvent(self, event) -> None:
        self.controller.shutdown()
        super().closeEvent(event)
