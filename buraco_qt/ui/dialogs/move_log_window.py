"""Buraco → Move log: this hand's moves in words with their cards, newest last, beside the table.

The list is derived from the engine's own action log (`move_log.HandLog` replays `Game.log`), so it
equals the engine's moves and comes back with a resumed match. It clears at each new deal (the
score sheet keeps the hands before). It shows only what everybody at the screen saw: a card drawn
from the stock is written only for the one person playing alone, never with friends at one screen
(hotseat), and a reserve's cards never. The sentences are the status bar's, in context "Table".
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Slot
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QAbstractItemView, QDialog, QLabel, QListView, QListWidget, QVBoxLayout, QWidget

from buraco_qt.text import move_words as W
from buraco_qt.session.controller import GameController
from buraco_qt.text.languages import number
from buraco_qt.session.move_log import ADD, DISCARD, DRAW, END, MELD, REDRAW, TAKE, UNDO, Entry, HandLog

from buraco_qt.ui.art import theme
from buraco_qt.ui.window.retranslated import Retranslated

translate = QCoreApplication.translate

#: The frame of the list, in the system palette (light or dark), as the score sheet's tables.
LIST_STYLE = "QListWidget { border: 1px solid palette(mid); border-radius: 6px; padding: 2px; }"


def _start_text(c: GameController, entry: Entry, hand: int) -> str:
    return W.hand_start_text(hand, None if entry.seat == c.lone_person() else c.names[entry.seat])


def _move_parts(c: GameController, entry: Entry, you: bool) -> list[str]:
    """The sentences of the move itself (what the status bar says of it), before its consequences."""
    name = c.names[entry.seat]
    kind = entry.kind

    def drew() -> str:
        return W.drew_text(you, name, W.cards_text(entry.drawn) if entry.drawn else None)

    def discarded() -> str:
        return W.discarded_text(you, name, W.card_text(entry.cards[0]))

    if kind == DRAW:
        return [drew()]
    if kind == TAKE:
        parts = [W.took_pile_text(you, name, len(entry.cards), W.cards_text(entry.cards))]
        if entry.added:
            parts.append(W.added_text(you, name, W.cards_text(entry.added), entry.onto) if entry.onto is not None
                         else W.laid_text(you, name, W.cards_text(entry.meld)))
        return parts
    if kind == MELD:
        return [W.laid_text(you, name, W.cards_text(entry.cards))]
    if kind == ADD:
        return [W.added_text(you, name, W.cards_text(entry.cards), entry.onto)]
    if kind == DISCARD:
        return [discarded()]
    if kind == REDRAW:
        return [W.exchanged_text(you, name), *([discarded()] if entry.cards else []), *([drew()] if entry.drawn else [])]
    if kind == UNDO:
        return [W.took_back_text(you, name)]
    if kind == END:
        return [W.ended_text(you, name)]
    return []


def entry_text(c: GameController, entry: Entry) -> str:
    """One move in words, in the current language, with its cards as the table writes them."""
    you = entry.seat == c.lone_person()
    parts = _move_parts(c, entry, you)
    parts += W.aftermath_texts(
        you=you, name=c.names[entry.seat], variant=c.game.variant.name, canastas=bool(entry.canastas),
        reserve_taken=bool(entry.reserve_taken), reserve_to_stock=bool(entry.reserve_to_stock),
        went_out=None if entry.went_out is None else (entry.went_out == c.lone_person(), c.names[entry.went_out]),
        points=None if entry.points is None else (c.team_name(0), number(entry.points[0]), c.team_name(1),
                                                  number(entry.points[1])))
    return W.sentences(parts)


class MoveLogDialog(Retranslated, QDialog):
    """Buraco → Move log (L): a window beside the table that follows every move of the hand."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("move-log")
        self.setModal(False)
        self.setWindowModality(Qt.WindowModality.NonModal)
        self.controller = controller
        #: The hand's moves, replayed from the engine's log.
        self.hand_log = HandLog()
        self._shown: list[Entry] = []      # the entries the list shows, one row each
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

    @Slot(object)
    def _on_state(self, _shown) -> None:
        if self.isVisible():
            self.refresh()

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
        if not self.hand_log.sync(c.game) and not force:
            return
        entries = self.hand_log.entries(c.lone_person())
        self.headline.setText(_start_text(c, entries[0], self.hand_log.hand_number))
        self.note.setText("" if self.hand_log.complete else
                          translate("Table", "The moves of this hand before the match was opened here are not known."))
        self.note.setVisible(not self.hand_log.complete)
        moves = entries[1:]
        kept = len(self._shown) if not force and moves[:len(self._shown)] == self._shown else 0
        if not kept:
            self.moves.clear()
        self.moves.addItems([entry_text(c, entry) for entry in moves[kept:]])   # a move: one new row
        self._shown = moves
        if moves and moves[-1].points is not None:          # the hand's end: its line stands out
            last = self.moves.item(self.moves.count() - 1)
            font = last.font()
            font.setWeight(QFont.Weight.DemiBold)
            last.setFont(font)
        self.moves.scrollToBottom()
