"""Help → How to play (F1): the table, a turn, the gestures and the keys, with a picture of the table.

The picture is drawn when the page opens, from a small table of the preset being played (a deal
played a few turns on, `demo_game`), in the player's language: the table's own labels are in it, and
numbered marks that the list below it explains. The keys are read from the window's menus, so
the page always says the keys the menus have.

The page is a list of sections (`SECTIONS`), each a function that writes one part; a new part of
the game (hints, playing with the keyboard) is one more function in that list. Every sentence is
translated in the context ``HowToPlay``.
"""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, QUrl
from PySide6.QtGui import QColor, QFont, QImage, QKeySequence, QPainter, QPen, QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMainWindow, QMenu, QTextBrowser, QVBoxLayout, QWidget

from buraco_qt import rules as R
from buraco_qt.session.controller import GameController
from buraco_qt.text import languages
from buraco_qt.text.variant_names import preset_name
from buraco_qt.ui.art import theme
from buraco_qt.ui.art.card_images import CardImages
from buraco_qt.ui.table.pile_id import DISCARD, NEW_MELD, STOCK, PileId
from buraco_qt.ui.table.table_scene import TableScene
from buraco_qt.ui.window.retranslated import Retranslated

translate = QCoreApplication.translate

#: The size the picture's table is laid out for, and the seed of its deal.
PICTURE_SIZE = QSize(720, 460)
DEMO_SEED = 11
#: The piles the picture marks, in the order of the list under it.
MARKED = ("stock", "discard", "hand", "new-meld", "own-melds", "other-melds", "other-hands")
_PICTURE_URL = QUrl("buraco:table.png")
#: Where the page's keyboard section starts (Help → Keyboard opens the page there).
KEYBOARD_ANCHOR = "keyboard"


def demo_game(variant: R.Variant, players: int = 4, seed: int = DEMO_SEED, turns: int = 10) -> R.Game:
    """A deal of `variant` played some turns on by a plain rule (meld while the hand is large, then
    discard), until seat 0 is to draw with melds of both teams on the table: always the same table."""
    for attempt in range(20):
        game = R.Game(variant, players, seed + attempt)
        for _ in range(400):
            if game.phase not in ("draw", "play") or (
                    game.seat_to_move == 0 and game.phase == "draw" and game.turn >= turns):
                break
            seat = game.seat_to_move
            legal = game.legal_actions()
            plays = [a for a in legal if isinstance(a, (R.NewMeld, R.AddToMeld))]
            keep = 10 if seat == 0 else 5                # your hand stays full enough to show
            if game.phase == "draw":
                action = next((a for a in legal if isinstance(a, R.Draw)), legal[0])
            elif plays and len(game.hands[seat]) > keep:
                action = max(plays, key=lambda a: len(a.cards))
            else:
                action = next((a for a in legal if isinstance(a, R.Discard)), legal[0])
            game.apply(action)
        if game.phase == "draw" and game.seat_to_move == 0 and all(game.melds):
            return game
    return game


def _marks(scene: TableScene) -> list[QPointF]:
    """Where each pile of `MARKED` gets its number on the picture (scene coordinates)."""
    team = scene.snapshot.team_of(scene.viewer)
    players = scene.snapshot.players
    piles = {"stock": STOCK, "discard": DISCARD, "hand": PileId.hand(scene.viewer), "new-meld": NEW_MELD,
             "own-melds": PileId.meld(team, 0), "other-melds": PileId.meld(1 - team, 0),
             "other-hands": PileId.hand((scene.viewer + players // 2) % players)}     # partner, or the opponent
    points = []
    for key in MARKED:
        pile = scene.pile(piles[key])
        rect = pile.sceneBoundingRect() if pile is not None else QRectF()
        # a face-down hand's name is at its top left: its number goes below the name
        below_name = key == "other-hands"
        points.append(QPointF(rect.left() + (26 if below_name else 14),
                              rect.center().y() + 8 if below_name else rect.top() + 14))
    return points


def table_picture(variant: R.Variant, images: CardImages, players: int = 4, scale: float = 1.0) -> QImage:
    """A small table of `variant` in the current language, with the numbers of `MARKED` on it."""
    game = demo_game(variant, players)
    controller = GameController(game, ["human"] + ["ai:normal"] * (players - 1), speed_ms=0)
    scene = TableScene(controller, images)
    try:
        scene.animations = False
        scene.art.set_dpr(scale)
        size = PICTURE_SIZE
        scene.set_table_size(size.width(), size.height())
        image = QImage(QSize(round(size.width() * scale), round(size.height() * scale)),
                       QImage.Format.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(scale)
        painter = QPainter(image)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                               | QPainter.RenderHint.SmoothPixmapTransform)
        area = QRectF(0, 0, size.width(), size.height())
        theme.paint_felt(painter, area)
        scene.render(painter, area, area)
        font = QFont(painter.font())
        font.setPixelSize(15)
        font.setWeight(QFont.Weight.Bold)
        painter.setFont(font)
        for number, point in enumerate(_marks(scene), 1):
            painter.setPen(QPen(QColor("#123524"), 2))
            painter.setBrush(QColor("#ffd37a"))
            painter.drawEllipse(point, 12, 12)
            painter.setPen(QColor("#123524"))
            painter.drawText(QRectF(point.x() - 12, point.y() - 12, 24, 24), int(Qt.AlignmentFlag.AlignCenter),
                             str(number))
        painter.end()
        return image
    finally:
        controller.shutdown()
        scene.clear()
        scene.deleteLater()
        controller.deleteLater()


# ----- the page ------------------------------------------------------------------------------------

def _esc(text: str) -> str:
    return html.escape(text, quote=False)


def _heading(text: str, anchor: str = "") -> str:
    mark = f"<a name='{anchor}'></a>" if anchor else ""
    return f"<h3>{mark}{_esc(text)}</h3>"


def _items(lines: list[str], ordered: bool = False) -> str:
    tag = "ol" if ordered else "ul"
    return f"<{tag}>" + "".join(f"<li>{_esc(line)}</li>" for line in lines) + f"</{tag}>"


def _rows(rows: list[tuple[str, str]]) -> str:
    """A two-column table: what to do, and what it does."""
    cells = "".join(f"<tr><td style='padding:2px 14px 2px 0'><b>{_esc(key)}</b></td><td>{_esc(text)}</td></tr>"
                    for key, text in rows)
    return f"<table cellspacing='0'>{cells}</table>"


def section_table(window: QMainWindow) -> str:
    """The picture of the table and what its numbers show."""
    game = window.controller.snapshot
    reserve = translate("HowToPlay", "buraco") if game.variant.name == "cardcol" else translate("HowToPlay", "morto")
    others = (translate("HowToPlay", "The other players' hands, face down: your partner's in the middle, the "
                                     "opponents' on either side.") if game.players == 4
              else translate("HowToPlay", "Your opponent's hand, face down."))
    return (_heading(translate("HowToPlay", "The table"))
            + f"<p><img src='{_PICTURE_URL.toString()}'></p>"
            + _items([
                translate("HowToPlay", "The stock: click it to draw a card."),
                translate("HowToPlay", "The discard pile: click it, or drag it to your hand, to take it."),
                translate("HowToPlay", "Your hand: click cards to select them."),
                translate("HowToPlay", "New meld: drop cards here to lay down a new meld."),
                translate("HowToPlay", "Your team's melds, beside your team's panel (names, points, the {reserve} "
                                       "while it waits, closed canastas). Drop cards on a meld to add them."
                          ).format(reserve=reserve),
                translate("HowToPlay", "The other team's melds and panel."),
                others,
            ], ordered=True))


def section_turn(window: QMainWindow) -> str:
    """A turn, step by step."""
    return (_heading(translate("HowToPlay", "Your turn"))
            + _items([
                translate("HowToPlay", "Draw: click the stock, or take the discard pile. Where the rules want a "
                                       "meld with the pile's top card, select those cards in your hand first, or "
                                       "drop the pile on one of your team's melds."),
                translate("HowToPlay", "Meld: click cards of your hand to select them (they rise), then drag "
                                       "them onto New meld or onto one of your team's melds. Wild cards find their "
                                       "place by themselves."),
                translate("HowToPlay", "Discard: drag one card onto the discard pile, or double-click it. That "
                                       "ends your turn."),
            ], ordered=True)
            + "<p>" + _esc(translate("HowToPlay", "The status bar says what to do next and, when a move is not "
                                                  "allowed, why. Help → Rules explains the rules of the game being "
                                                  "played.")) + "</p>")


def section_gestures(window: QMainWindow) -> str:
    """Every gesture of the mouse on the table."""
    return (_heading(translate("HowToPlay", "With the mouse"))
            + _rows([
                (translate("HowToPlay", "Click"), translate("HowToPlay", "the stock: draw; the discard pile: take it; "
                                                                         "a card of your hand: select it or put it "
                                                                         "back")),
                (translate("HowToPlay", "Double-click"), translate("HowToPlay", "a card of your hand: discard it")),
                (translate("HowToPlay", "Drag"), translate("HowToPlay", "selected cards (or one card) onto New meld, "
                                                                        "onto a meld of your team, or onto the "
                                                                        "discard pile; a card along your hand to "
                                                                        "put it elsewhere; the discard pile to your "
                                                                        "hand or onto a meld to take it")),
                (translate("HowToPlay", "While dragging"), translate("HowToPlay", "the places the cards may go "
                                                                                  "light up")),
            ]))


def _menu_keys(window: QMainWindow) -> list[tuple[str, str]]:
    """(key, "Menu → Item") of every menu item that has a key, in menu order."""
    rows = []
    for menu_action in window.menuBar().actions():
        menu = menu_action.menu()
        if not isinstance(menu, QMenu):
            continue
        for action in menu.actions():
            key = action.shortcut()
            if key.isEmpty():
                continue
            rows.append((key.toString(QKeySequence.SequenceFormat.NativeText),
                         f"{_plain(menu.title())} → {_plain(action.text())}"))
    return rows


def _plain(text: str) -> str:
    """A menu text without its accelerator mark and its ellipsis ("&New…" → "New")."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…").rstrip(".")


def section_keys(window: QMainWindow) -> str:
    """The keys of the menus and of the table."""
    escape, enter = _key(Qt.Key.Key_Escape), _key(Qt.Key.Key_Enter)
    return (_heading(translate("HowToPlay", "Keys"))
            + _rows([*_menu_keys(window),
                     (escape, translate("HowToPlay", "put the selected cards back, or let go of the cards being "
                                                     "dragged")),
                     (enter, translate("HowToPlay", "with friends at one screen: show your cards when the screen "
                                                    "says it is your turn"))]))


def _key(key: Qt.Key | QKeySequence) -> str:
    """A key as the keyboards of the player's language label it ("Enter", "Leertaste"; Qt's names, which
    the catalogs translate in Qt's context "QShortcut", languages.QT_KEYS)."""
    return QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)


def section_keyboard(window: QMainWindow) -> str:
    """Every move of a turn with the keyboard alone."""
    tab = f"{_key(Qt.Key.Key_Tab)} / {_key(QKeySequence(Qt.Modifier.SHIFT | Qt.Key.Key_Tab))}"
    return (_heading(translate("HowToPlay", "With the keyboard"), KEYBOARD_ANCHOR)
            + "<p>" + _esc(translate("HowToPlay", "Every move can be made without the mouse. The first press of "
                                                  "any of these keys shows a white ring around the place in focus; "
                                                  "a click of the mouse hides it.")) + "</p>"
            + _rows([
                (tab, translate("HowToPlay", "move the focus from place to place: the stock, the discard pile, each "
                                             "card of your hand, your team's melds, New meld, the other team's "
                                             "melds")),
                ("\u2190 \u2192 \u2191 \u2193", translate("HowToPlay", "move the focus along a row, or to the nearest "
                                                                     "place of the row above or below")),
                (_key(Qt.Key.Key_Space), translate("HowToPlay", "select the card in focus, or put it back")),
                (_key(Qt.Key.Key_Enter), translate("HowToPlay", "play the selected cards on the place in focus: "
                                                                "on New meld to lay them down, on a meld of your "
                                                                "team to add them, one card on the discard pile to "
                                                                "discard it; on the stock, draw; on the discard "
                                                                "pile while you draw, take it")),
                ("D", translate("HowToPlay", "draw from the stock")),
                ("P", translate("HowToPlay", "take the discard pile (with the selected cards, where the rules want "
                                             "a meld with its top card)")),
                ("X", translate("HowToPlay", "discard the card in focus")),
            ])
            + "<p>" + _esc(translate("HowToPlay", "With a screen reader, the place in focus is read out as the focus "
                                                  "moves (a pile with its count and its top card, a meld with its "
                                                  "cards), and every move is announced as the status bar says it."))
            + "</p>")


def _section(heading: str, text: str) -> str:
    """A heading and one paragraph under it."""
    return _heading(heading) + "<p>" + _esc(text) + "</p>"


def section_hint(window: QMainWindow) -> str:
    """Buraco → Hint."""
    return _section(translate("HowToPlay", "Hints"),
                    translate("HowToPlay", "Buraco → Hint ({key}) shows what the computer player of level "
                                           "normal would do in your place now: the cards it would play get a "
                                           "dashed magenta ring with an arrow over them (they do not rise: a "
                                           "card that rises is one you selected), the pile or meld they go to "
                                           "glows magenta, and the status bar says the move in words. The "
                                           "hint never plays the move: you do, or you play something else. It "
                                           "is for your turn only. The score sheet counts the hints you took in "
                                           "the match; Settings can turn hints off.").format(
                        key=_key(window.action_hint.shortcut())))


def section_move_log(window: QMainWindow) -> str:
    """Buraco → Move log."""
    return _section(translate("HowToPlay", "Move log"),
                    translate("HowToPlay", "Buraco → Move log ({key}) opens a window beside the table that "
                                           "lists every move of this hand in words, the newest last: who "
                                           "drew, which cards each player took from the discard pile, laid "
                                           "down or discarded. It shows what everybody at the table saw, "
                                           "and the card you drew from the stock only in your own moves "
                                           "(never with friends at one screen).").format(
                        key=_key(window.action_move_log.shortcut())))


def section_friends(window: QMainWindow) -> str:
    """Playing with friends at one screen."""
    return _section(translate("HowToPlay", "Friends at one screen"),
                    translate("HowToPlay", "Choose a person for more than one seat in Game → New. Whenever "
                                           "the turn passes to another person, a curtain hides the hands: pass "
                                           "the screen on, and that person clicks to see their cards."))


def section_deals(_window: QMainWindow) -> str:
    """Deal numbers, Play this deal again and the replay."""
    return _section(translate("HowToPlay", "Replays and deal numbers"),
                    translate("HowToPlay", "Every hand has a deal number, on the score sheet and in the move "
                                           "log's title: with the same rules and the same number of players it "
                                           "deals the same cards. Game → Play deal… starts a deal by its number, "
                                           "and Play this deal again on the score sheet deals the last hand "
                                           "again, so that friends can play the same cards and compare. Replay "
                                           "on the score sheet (or Game → Replay a saved match…) shows the hand "
                                           "move by move with every hand face up: the arrow keys step back and "
                                           "forward, and at each of your moves the status bar says what the "
                                           "computer player of level normal would have done. The match you are "
                                           "playing waits, unchanged."))


def section_online(_window: QMainWindow) -> str:
    """Game → Play online…"""
    return _section(translate("HowToPlay", "Playing online"),
                    translate("HowToPlay", "With Game → Play online… friends at other computers play one match "
                                           "together. One of you hosts a table (on this computer, or on a "
                                           "server) and sends the others the invite line the lobby shows; they "
                                           "choose Join a table… and paste it. The host starts the match once "
                                           "everybody is seated: the computer plays the seats still open. If the "
                                           "connection drops, the game connects again by itself, and meanwhile "
                                           "a computer plays your seat. Game → Leave the online table brings "
                                           "your own match back."))


#: The page's sections, in order: each writes one part of the page for the window it explains.
SECTIONS: list[Callable[[QMainWindow], str]] = [section_table, section_turn, section_gestures, section_keyboard,
                                                 section_keys, section_hint, section_move_log, section_deals,
                                                 section_friends, section_online]


def how_to_play_html(window: QMainWindow) -> str:
    """The whole page, in the current language."""
    title = translate("HowToPlay", "How to play: {variant}").format(
        variant=preset_name(window.controller.snapshot.variant.name))
    return f"<h2>{_esc(title)}</h2>" + "".join(section(window) for section in SECTIONS)


class HowToPlayDialog(Retranslated, QDialog):
    """Help → How to play: the page, with the picture of the table drawn for the game being played."""

    def __init__(self, window: QMainWindow, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("how-to-play-dialog")
        self.main_window = window
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("how-to-play-text")
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        self.picture: QImage | None = None
        self._picture_of: tuple | None = None      # what the picture shows: variant, players, language, cards
        self.retranslate()
        self.resize(max(PICTURE_SIZE.width() + 80, 640), 720)

    def showEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        """Shown again: the page follows the game being played now (its preset, the keys)."""
        self.retranslate()
        super().showEvent(event)

    def retranslate(self) -> None:
        """The page in the current language, with its picture drawn again if the table it shows changed."""
        self.setWindowTitle(translate("HowToPlay", "How to play"))
        self.browser.setAccessibleName(self.windowTitle())
        window = self.main_window
        variant, players = window.controller.snapshot.variant, window.controller.snapshot.players
        images = window.scene.images
        scale = max(1.0, self.devicePixelRatioF())
        key = (variant, players, languages.current(), images, scale)
        if key != self._picture_of:
            self.picture = table_picture(variant, images, players, scale)
            self._picture_of = key
        document = self.browser.document()
        document.addResource(QTextDocument.ResourceType.ImageResource, _PICTURE_URL, self.picture)
        position = self.browser.verticalScrollBar().value()
        self.browser.setHtml(how_to_play_html(window))
        self.browser.verticalScrollBar().setValue(position)
