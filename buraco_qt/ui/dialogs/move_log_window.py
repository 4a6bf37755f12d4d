"""Buraco → Move log: this hand's moves in words with their cards, newest last, beside the table.

The list is derived from the engine's own action log (`move_log.HandLog` replays `Game.log` of the
match played here), so it equals the engine's moves and comes back with a resumed match; a table
played elsewhere (online) is followed from its snapshots. It clears at each new deal (the
score sheet keeps the hands before). It shows only what everybody at the screen saw: a card drawn
from the stock is written only for the one person playing alone, never with friends at one screen
(hotseat), and a reserve's cards never. The sentences are the status bar's (`move_sentences`), in
context "Table"; the title names the hand and its deal number.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, Slot
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QAbstractItemView, QDialog, QLabel, QListView, QListWidget, QVBoxLayout, QWidget

from buraco_qt import rules as R
from buraco_qt.session.move_log import HandLog
from buraco_qt.text.move_sentences import hand_headline, move_sentence
from buraco_qt.text.replay_words import hand_deal_text
from buraco_qt.ui.art import theme
from buraco_qt.ui.window.retranslated import Retranslated

if TYPE_CHECKING:  # pragma: no cover
    from buraco_qt.session.table_face import TableFace

translate = QCoreApplication.translate

#: The frame of the list, in the system palette (light or dark), as the score sheet's tables.
LIST_STYLE = "QListWidget { border: 1px solid palette(mid); border-radius: 6px; padding: 2px; }"


class MoveLogDialog(Retranslated, QDialog):
    """Buraco → Move log (L): a window beside the table that follows every move of the hand."""

    def __init__(self, controller: TableFace, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("move-log")
        self.setModal(False)
        self.setWindowModality(Qt.WindowModality.NonModal)
        self.controller = controller
        #: The hand's moves, replayed from the engine's log.
        self.hand_log = HandLog()
        self._shown: list[R.Outcome] = []      # the moves the list shows, one row each
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 10, 12, 10)
        layout.setSpacing(8)
        self.headline = QLabel(self)
        self.headline.setObjectName("headline")
        self.headline.setWordWrap(True)
        self.headline.setTextFormat(Qt.TextFormat.PlainText)
        font = self.headline.font()
        font.setWeight(QFont.Weight.DemiBold)
        self.headline.setFont(font)
        layout.addWidget(self.headline)
        self.note = QLabel(self)
        self.note.setObjectName("note")
        self.note.setWordWrap(True)
        theme.secondary_text(self.note)
        layout.addWidget(self.note)
        self.moves = QListWidget(self)
        self.moves.setObjectName("moves")
        self.moves.setWordWrap(True)
        self.moves.setResizeMode(QListView.ResizeMode.Adjust)
        self.moves.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.moves.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.moves.setAlternatingRowColors(True)
        self.moves.setStyleSheet(LIST_STYLE)
        layout.addWidget(self.moves, 1)
        self.headline.setBuddy(self.moves)
        metrics = QFontMetrics(self.moves.font())
        self.resize(metrics.averageCharWidth() * 70, metrics.height() * 26)
        self.setMinimumSize(metrics.averageCharWidth() * 30, metrics.height() * 10)
        controller.published.connect(self._on_state)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text again in the current language (the entries are written anew from the moves)."""
        self.setWindowTitle(translate("Table", "Move log"))
        self.setAccessibleName(translate("Table", "Move log"))
        self.moves.setAccessibleName(translate("Table", "Moves of this hand"))
        self.moves.setAccessibleDescription(translate("Table", "Every move of the hand so far, the newest last"))
        self.refresh(force=True)

    def _set_title(self, shown) -> None:
        """"Move log — Hand 3, deal 482913077": the hand and its deal number, when the table knows it."""
        hand = self.hand_log.hand_number
        title = translate("Table", "Move log")
        if hand >= 1:
            title = f"{title} — {hand_deal_text(hand, shown.deal_of(hand))}"
        self.setWindowTitle(title)

    @Slot(object)
    def _on_state(self, shown) -> None:
        if self.isVisible():
            self.refresh()
        elif self.controller.match_to_save() is None:
            self.hand_log.follow(shown)

    def showEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        """Opened (again): catch up with the moves played while it was closed."""
        self.refresh()
        super().showEvent(event)

    def texts(self) -> list[str]:
        """The moves as the list shows them, oldest first (for tests and screen readers)."""
        return [self.moves.item(row).text() for row in range(self.moves.count())]

    def refresh(self, force: bool = False) -> None:
        """Follow the engine: write the hand's moves again if any changed (`force`: always)."""
        c = self.controller
        playing = c.match_to_save()
        if playing is None:                     # another computer's table: followed in `_on_state`
            self.hand_log.follow(c.snapshot)
        elif not self.hand_log.sync(playing.game) and not force:
            return
        shown = c.snapshot
        self._set_title(shown)
        self.headline.setText(hand_headline(shown, self.hand_log.hand_number, self.hand_log.starter))
        self.note.setText("" if self.hand_log.complete else
                          translate("Table", "The moves of this hand before the match was opened here are not known."))
        self.note.setVisible(not self.hand_log.complete)
        moves = self.hand_log.outcomes()
        kept = len(self._shown) if not force and moves[:len(self._shown)] == self._shown else 0
        if not kept:
            self.moves.clear()
        self.moves.addItems([move_sentence(move, shown, for_log=True) for move in moves[kept:]])   # a move: one new row
        self._shown = moves
        if moves and moves[-1].hand_ended:                  # the hand's end: its line stands out
            last = self.moves.item(self.moves.count() - 1)
            font = last.font()
            font.setWeight(QFont.Weight.DemiBold)
            last.setFont(font)
        self.moves.scrollToBottom()
