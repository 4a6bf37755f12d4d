"""The replay view: a finished hand shown again move by move on the table, every hand face up.

A window of its own over the game's (application-modal: the match in play takes no input meanwhile,
and its window holds it, so no computer seat moves under the replay). Its table is the game's own
`TableScene`, driven by a `ReplayFace`; beside it, the hand chooser (finished hands only), the step
counter, the hand's steps in words (the step shown highlighted; a click goes to a step) and the
teacher's line for a person's move (what the `normal` player would have played there, asked off the
window's thread). Under the table: the step in words (or why a gesture on the table is refused), then
step back, play / pause, step forward, the speed and "Back to the match". Keys: Left / Right step,
Home / End go to the deal / the last move, Space plays or pauses, Esc leaves. Leaving closes the
window; the game's window then lets its match go on as it was.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt, Slot
from PySide6.QtGui import QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from buraco_qt.session.replay_face import DEFAULT_SPEED_MS, SPEEDS_MS, ReplayFace
from buraco_qt.text import replay_words as RW
from buraco_qt.ui.art import theme
from buraco_qt.ui.art.card_images import CardImages
from buraco_qt.ui.dialogs.move_log_window import LIST_STYLE
from buraco_qt.ui.table import accessibility
from buraco_qt.ui.table.table_scene import TableScene
from buraco_qt.ui.table.table_view import TableView
from buraco_qt.ui.window.retranslated import Retranslated
from buraco_qt.ui.window.status_line import PROBLEM_STYLE, StatusLine

translate = QCoreApplication.translate

#: The speeds offered, as the factor of the usual pace each is (the same in every language).
SPEED_NAMES = {ms: name for ms, name in zip(SPEEDS_MS, ("½×", "1×", "2×", "4×"))}
#: How wide the table must be for its smallest texts to be read (9 px: its scale 0.81), and how wide the
#: steps' column may be (at least, at most); at 1024 pixels the table keeps its width and the column has 186.
READABLE_TABLE = 834
SIDE = (170, 380)
#: The bar under the table, in the table's green, as the game window's status bar.
BAR_STYLE = ("QFrame#replay-bar { background: #123524; border-top: 1px solid #0a2216; }"
             "QLabel#replay-step { color: #efe9d6; padding: 2px 8px; }")


def _key_name(key: Qt.Key) -> str:
    """A key as the keyboards of the player's language label it ("Links", "Leertaste")."""
    return QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)


class ReplayWindow(Retranslated, QDialog):
    """A finished hand on the table again, step by step, with the moves beside it and a quiet teacher."""

    def __init__(self, face: ReplayFace, images: CardImages | None = None, *, hand_sort: str = "rank",
                 animations: bool = True, card_scale: float = 1.0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replay-window")
        self.setWindowFlag(Qt.WindowType.WindowMaximizeButtonHint, True)
        self.setWindowFlag(Qt.WindowType.WindowMinimizeButtonHint, False)
        self.setWindowModality(Qt.WindowModality.ApplicationModal)
        self.face = face
        face.setParent(self)
        self.scene = TableScene(face, images, hand_sort=hand_sort, parent=self)
        self.scene.animations = animations
        self.scene.card_scale = card_scale
        self.view = TableView(self.scene, self)
        self.view.setMinimumSize(420, 320)
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)       # the keys step the replay, not the table's focus
        self._problem = ""                                       # a refused gesture, said until the next step
        self._filled = False                                     # the chooser and the list were filled

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(self.view)
        self.splitter.addWidget(self._side_panel())
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 0)
        self._border_moved = False
        self.splitter.splitterMoved.connect(self._on_border_moved)
        layout.addWidget(self.splitter, 1)
        layout.addWidget(self._bar())

        for key, slot in ((Qt.Key.Key_Left, face.back), (Qt.Key.Key_Right, face.forward),
                          (Qt.Key.Key_Home, lambda: face.go_to(0)), (Qt.Key.Key_End, lambda: face.go_to(face.count)),
                          (Qt.Key.Key_Space, face.toggle)):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(slot)

        face.stepped.connect(self._on_stepped)
        face.playingChanged.connect(self._on_playing)
        face.advised.connect(self._on_advised)
        face.refused.connect(self._on_refused)
        self.retranslate()
        self._fill_hands()
        self._fill_steps()
        self.resize(1024, 700)
        face.start()                           # the hand as dealt: its cards fly from the stock

    # ----- the parts -----------------------------------------------------------------------------

    def _side_panel(self) -> QWidget:
        panel = QWidget(self)
        panel.setObjectName("replay-side")
        column = QVBoxLayout(panel)
        column.setContentsMargins(10, 10, 10, 10)
        column.setSpacing(8)
        self.hand_choice = QComboBox(panel)
        self.hand_choice.setObjectName("hand")
        self.hand_choice.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hand_choice.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.hand_choice.activated.connect(self._hand_chosen)
        column.addWidget(self.hand_choice, 0, Qt.AlignmentFlag.AlignLeft)
        self.deal_line = QLabel(panel)
        self.deal_line.setObjectName("deal")
        self.deal_line.setWordWrap(True)
        self.deal_line.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)    # to pass it on
        theme.secondary_text(self.deal_line)
        column.addWidget(self.deal_line)
        self.counter = QLabel(panel)
        self.counter.setObjectName("counter")
        bold = self.counter.font()
        bold.setWeight(QFont.Weight.DemiBold)
        self.counter.setFont(bold)
        column.addWidget(self.counter)
        self.steps = QListWidget(panel)
        self.steps.setObjectName("steps")
        self.steps.setWordWrap(True)
        self.steps.setResizeMode(QListView.ResizeMode.Adjust)
        self.steps.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.steps.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.steps.setAlternatingRowColors(True)
        self.steps.setStyleSheet(LIST_STYLE)
        self.steps.currentRowChanged.connect(self._step_chosen)
        column.addWidget(self.steps, 1)
        self.teacher = QLabel(panel)
        self.teacher.setObjectName("teacher")
        self.teacher.setWordWrap(True)
        self.teacher.setTextFormat(Qt.TextFormat.PlainText)
        self.teacher.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.teacher.setMinimumHeight(self.teacher.fontMetrics().lineSpacing() * 3 + 4)
        self.teacher.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        theme.secondary_text(self.teacher)
        column.addWidget(self.teacher)
        panel.setMinimumWidth(150)
        return panel

    def _bar(self) -> QFrame:
        bar = QFrame(self)
        bar.setObjectName("replay-bar")
        bar.setStyleSheet(BAR_STYLE)
        rows = QVBoxLayout(bar)
        rows.setContentsMargins(0, 2, 0, 6)
        rows.setSpacing(4)
        self.step_line = StatusLine(bar)
        self.step_line.setObjectName("replay-step")
        self.step_line.setTextFormat(Qt.TextFormat.PlainText)
        rows.addWidget(self.step_line)
        buttons = QHBoxLayout()
        buttons.setContentsMargins(8, 0, 8, 0)
        buttons.setSpacing(6)
        self.back_button = self._button("back", self.face.back)
        self.play_button = self._button("play", self.face.toggle)
        self.forward_button = self._button("forward", self.face.forward)
        self.speed_label = QLabel(bar)
        self.speed_label.setStyleSheet("color: #efe9d6; padding-left: 10px;")
        self.speed = QComboBox(bar)
        self.speed.setObjectName("speed")
        self.speed.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for ms in SPEEDS_MS:
            self.speed.addItem(SPEED_NAMES[ms], ms)
        self.speed.setCurrentIndex(self.speed.findData(DEFAULT_SPEED_MS))
        self.speed.currentIndexChanged.connect(self._speed_chosen)
        self.speed_label.setBuddy(self.speed)
        self.leave_button = self._button("leave", self.reject)
        for widget in (self.back_button, self.play_button, self.forward_button, self.speed_label, self.speed):
            buttons.addWidget(widget)
        buttons.addStretch(1)
        buttons.addWidget(self.leave_button)
        rows.addLayout(buttons)
        return bar

    def _button(self, name: str, slot) -> QPushButton:
        button = QPushButton(self)
        button.setObjectName(name)
        button.setAutoDefault(False)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)        # Space plays, Enter does not press a button
        button.clicked.connect(slot)
        return button

    # ----- texts ---------------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Every text in the current language (the names and the steps' words too); the step shown stays."""
        label = lambda key: translate("Table", RW.LABELS[key])    # noqa: E731
        self.back_button.setText("\u25C0  " + label("back"))
        self.forward_button.setText(label("forward") + "  \u25B6")
        self.speed_label.setText(label("speed"))
        self.leave_button.setText(label("leave"))
        for button, key, keys in ((self.back_button, "back", (Qt.Key.Key_Left, Qt.Key.Key_Home)),
                                  (self.forward_button, "forward", (Qt.Key.Key_Right, Qt.Key.Key_End)),
                                  (self.leave_button, "leave", (Qt.Key.Key_Escape,))):
            button.setToolTip("{} ({})".format(label(key), " · ".join(_key_name(k) for k in keys)))
        self.steps.setAccessibleName(translate("Table", "Move log"))
        self.hand_choice.setAccessibleName(label("replay"))
        self._on_playing(self.face.playing)
        if self._filled:
            self.face.retranslate()
            self._fill_hands()
            self._fill_steps()
            self.scene.retranslate()
        self._set_title()

    def _set_title(self) -> None:
        """The window's title and the deal line: the hand shown and its deal number."""
        hand = self.face.hand
        title = translate("Table", RW.LABELS["replay"])
        if hand is not None:
            title = f"{title} — {RW.hand_deal_text(hand.number, hand.deal)}"
        self.setWindowTitle(title)
        self.deal_line.setText("" if hand is None else RW.deal_text(hand.deal))

    def _fill_hands(self) -> None:
        """The chooser: every finished hand (its deal number in its tooltip, and under it for the hand shown)."""
        self.hand_choice.blockSignals(True)
        self.hand_choice.clear()
        for summary in self.face.hands:
            self.hand_choice.addItem(RW.hand_deal_text(summary.number, None), summary.number)      # "Hand 3"
            self.hand_choice.setItemData(self.hand_choice.count() - 1, RW.hand_deal_text(summary.number, summary.deal),
                                         Qt.ItemDataRole.ToolTipRole)
        if self.face.hand is not None:
            self.hand_choice.setCurrentIndex(self.hand_choice.findData(self.face.hand.number))
        self.hand_choice.blockSignals(False)

    def _fill_steps(self) -> None:
        """The list: the deal (who starts), then every step of the hand in words, every card named."""
        face, hand = self.face, self.face.hand
        self.steps.blockSignals(True)
        self.steps.clear()
        if hand is not None:
            self.steps.addItems([RW.step_text(face.replay, hand, position) for position in range(hand.count + 1)])
            last = self.steps.item(hand.count)
            if hand.count:
                font = last.font()
                font.setWeight(QFont.Weight.DemiBold)
                last.setFont(font)
        self.steps.blockSignals(False)
        self._filled = True
        self._show_position()

    # ----- following the replay ------------------------------------------------------------------

    @Slot(int)
    def _on_stepped(self, _position: int) -> None:
        self._problem = ""
        self._show_position()

    def _show_position(self) -> None:
        face = self.face
        position = face.position
        self.counter.setText(RW.step_counter_text(position, face.count))
        if self.steps.currentRow() != position and position < self.steps.count():
            self.steps.blockSignals(True)
            self.steps.setCurrentRow(position)
            self.steps.blockSignals(False)
        item = self.steps.item(position)
        if item is not None:
            self.steps.scrollToItem(item, QAbstractItemView.ScrollHint.EnsureVisible)
        self.back_button.setEnabled(position > 0)
        self.forward_button.setEnabled(position < face.count)
        self._show_teacher()
        self._show_step_line()

    def _show_teacher(self) -> None:
        line = self.face.advice_line()
        self.teacher.setText("…" if line is None else line)

    def _show_step_line(self) -> None:
        problem = bool(self._problem)
        self.step_line.setStyleSheet(PROBLEM_STYLE if problem else "")
        text = "\u26A0 " + self._problem if problem else (self.face.snapshot.message or "")
        self.step_line.set_message(text)
        if self.isVisible():
            accessibility.announce(self.step_line, text, assertive=problem)       # screen readers

    @Slot(int)
    def _on_advised(self, position: int) -> None:
        if position == self.face.position:
            self._show_teacher()

    @Slot(bool)
    def _on_playing(self, playing: bool) -> None:
        text = translate("Table", RW.LABELS["pause" if playing else "play"])
        self.play_button.setText(("\u275A\u275A  " if playing else "\u25B6  ") + text)
        self.play_button.setToolTip(f"{text} ({_key_name(Qt.Key.Key_Space)})")

    @Slot(str)
    def _on_refused(self, reason: str) -> None:
        self._problem = reason
        self._show_step_line()

    def _step_chosen(self, row: int) -> None:
        if row >= 0:
            self.face.pause()
            self.face.go_to(row)

    def _hand_chosen(self, index: int) -> None:
        number = self.hand_choice.itemData(index)
        if number is None or (self.face.hand is not None and number == self.face.hand.number):
            return
        self.face.open_hand(number, publish=False)
        self._fill_steps()
        self._set_title()
        self.face.start()

    def _on_border_moved(self, _pos: int, _index: int) -> None:
        self._border_moved = True

    def _speed_chosen(self, index: int) -> None:
        self.face.speed_ms = int(self.speed.itemData(index))

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(1024, 700)

    def showEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        """The keys go to the steps."""
        super().showEvent(event)
        self._share_width()
        self.steps.setFocus()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        """The table keeps the width it needs to be read; the steps' column has the rest."""
        super().resizeEvent(event)
        self._share_width()

    def _share_width(self) -> None:
        """The table at least READABLE_TABLE wide (its smallest texts stay 9 px tall), the steps' column
        SIDE wide at most, until the player moves the border between them."""
        if self._border_moved:
            return
        width = self.splitter.width() - self.splitter.handleWidth()
        side = max(SIDE[0], min(SIDE[1], width - READABLE_TABLE))
        self.splitter.blockSignals(True)
        self.splitter.setSizes([max(1, width - side), side])
        self.splitter.blockSignals(False)

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        """Leaving: the replay stops, its teacher's worker ends."""
        self.face.shutdown()
        super().closeEvent(event)

    def done(self, result: int) -> None:
        """Esc and "Back to the match" close the replay as closing its window does."""
        self.face.shutdown()
        super().done(result)
