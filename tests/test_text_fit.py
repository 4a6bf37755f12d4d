"""Every text of the table and of the dialogs is shown whole, in every language, at 1024 × 700: none
cut with "…", none clipped by its place, none squeezed below a readable size (tests/text_fit.py)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication, QLabel, QPushButton
from text_fit import SLACK, dialog_text_problems, drawn_problems, paint_item, table_text_problems

from buraco_qt import rules as R
from buraco_qt.app import create_window
from buraco_qt.text import languages
from buraco_qt.ui.art import theme
from buraco_qt.ui.dialogs.crash_dialog import CrashDialog
from buraco_qt.ui.table import table_labels
from buraco_qt.ui.table.pile_id import PileId
from buraco_qt.ui.table.pile_items import MeldItem

translate = QCoreApplication.translate
SIZE = (1024, 700)
#: Tables with melds, canastas, closed canastas and reserves (two and four players), and the shapes on which
#: texts did not fit (tools/text_fit_scan.py): a row of six (eight) melds, its ribbons two lines tall and each
#: meld narrower than a ribbon's longest word (Spanish "Comodines", Portuguese "Semilimpa", English
#: "Semi-clean"); the closed canastas' label beside the reserve's (German "6 · 2.950 Pkt." beside "Reserve").
TABLES = {"closed": ["--variant", "closed", "--players", "2", "--seed", "1", "--advance", "40"],
          "cardcol": ["--variant", "cardcol", "--players", "4", "--seed", "3", "--advance", "60"],
          "six-melds": ["--variant", "brazilian", "--players", "2", "--seed", "26", "--advance", "80"],
          "eight-melds": ["--variant", "brazilian", "--players", "4", "--seed", "1", "--advance", "80"],
          "reserve": ["--variant", "closed", "--players", "2", "--seed", "7", "--advance", "40"],
          "reserve-4": ["--variant", "brazilian", "--players", "4", "--seed", "10", "--advance", "20"],
          "reserve-whole-px": ["--variant", "brazilian", "--players", "2", "--seed", "12", "--advance", "40"]}


def window_for(code: str, table: str, show_window):
    window = show_window(create_window(["--lang", code, "--speed", "0", *TABLES[table]]), size=SIZE)
    window.scene.relayout(animate=False)
    return window


def longest_texts(window) -> list[str]:
    """Give every label of the table the longest text it can say (big numbers, every status, every
    ribbon in turn); the problems of each, painted."""
    scene = window.scene
    piles = scene.piles()
    names = window.controller.names
    problems = []
    for team in (0, 1):
        row = piles[PileId.melds(team)]
        row.lines = table_labels.team_lines(2_345, 4_950, 5_000)
        row.empty_text = "" if row.own else translate("Table", "No melds yet")      # as `label_table` says it
        closed = piles[PileId.closed(team)]
        closed.label = table_labels.closed_label(6, 2_950)
        closed.count = 6
        closed.setVisible(True)
        piles[PileId.reserve(team)].setVisible(True)
    scene.stock.count = 108
    scene.relayout(animate=False)
    view = scene.sceneRect()
    problems += table_text_problems(scene)
    melds = [item for item in scene.items() if isinstance(item, MeldItem) and item.isVisible()]
    for kind in table_labels.RIBBONS:
        for meld in melds:
            meld.ribbon, meld.canasta = translate("Table", table_labels.RIBBONS[kind]), kind
            problems += drawn_problems(meld.objectName(), meld, paint_item(meld), view)
    plate = scene.plate
    for status in [*table_labels.PLATE_STATUSES.values(), None]:
        plate.status = translate("Table", status) if status else translate("Table", "{name} is playing").format(
            name=max(names, key=len))
        plate.active = status in ("Your turn: draw a card", "Your turn: meld or discard", "Your turn")
        problems += drawn_problems("plate", plate, paint_item(plate), view)
    for seat in range(1, len(names)):
        hand = piles[PileId.hand(seat)]
        hand.count_text = "28"
        for status in table_labels.HAND_STATUSES.values():
            hand.status, hand.active = translate("Table", status), True
            problems += drawn_problems(hand.objectName(), hand, paint_item(hand), view)
    discard = scene.discard
    held, discard.cards = discard.cards, []                # an empty pile shows its name
    problems += drawn_problems("discard", discard, paint_item(discard), view)
    discard.cards = held
    curtain = scene.curtain
    title, line, _tooltip = table_labels.curtain_texts(max(names, key=len))
    curtain.set_text(title, line)
    curtain.set_rect(view)
    problems += drawn_problems("curtain", curtain, paint_item(curtain), view)
    return list(dict.fromkeys(problems))


@pytest.mark.parametrize("table", list(TABLES))
@pytest.mark.parametrize("code", list(languages.LANGUAGES))
def test_every_text_of_the_table_is_shown_whole(code, table, show_window):
    window = window_for(code, table, show_window)
    assert list(dict.fromkeys(table_text_problems(window.scene))) == []      # the table as played
    assert longest_texts(window) == []


@pytest.mark.parametrize("code", list(languages.LANGUAGES))
def test_every_text_of_the_dialogs_is_shown_whole(code, show_window, qtbot, tmp_path):
    window = window_for(code, "cardcol", show_window)
    problems = []
    for show in (window.new_game, window.show_settings, window.show_score_sheet, window.show_rules, window.show_about,
                 window.show_statistics, window.show_how_to_play, window.show_move_log):
        dialog = show()
        qtbot.waitExposed(dialog)
        QApplication.processEvents()
        problems += dialog_text_problems(dialog)
    crash = CrashDialog(tmp_path / "buraco-qt.log", tmp_path / "autosave.buraco", can_continue=True)
    qtbot.addWidget(crash)
    crash.set_more_errors(3)
    crash.show()
    qtbot.waitExposed(crash)
    problems += dialog_text_problems(crash)
    new_game = window.new_game_dialog
    for index in range(new_game.variant.count()):           # every preset's description
        new_game.variant.setCurrentIndex(index)
        QApplication.processEvents()
        problems += dialog_text_problems(new_game)
    assert list(dict.fromkeys(problems)) == []


@pytest.mark.parametrize("code", list(languages.LANGUAGES))
def test_the_score_sheet_at_the_end_of_a_match_is_shown_whole(code, show_window, qtbot):
    window = show_window(create_window(["--lang", code, "--speed", "0", "--seed", "11", "--variant", "cardcol",
                                        "--players", "2", "--target", "100", "--advance", "1000"]), size=SIZE)
    assert window.controller.snapshot.phase == "match_over"
    sheet = window.show_score_sheet()
    qtbot.waitExposed(sheet)
    QApplication.processEvents()
    assert dialog_text_problems(sheet) == []
    headline = sheet.findChild(QLabel, "headline")
    assert headline.heightForWidth(headline.width()) <= headline.fontMetrics().lineSpacing() + 2   # one line


def test_the_checks_find_texts_cut_clipped_and_squeezed(show_window, qtbot):
    window = window_for("de", "cardcol", show_window)
    scene = window.scene
    closed = scene.pile(PileId.closed(1))
    closed.label_room = QRectF(closed.label_room.left(), closed.label_room.top(), 30, closed.label_room.height())
    closed.label = "1.765 Punkte und mehr"
    problems = drawn_problems("closed", closed, paint_item(closed), scene.sceneRect())
    assert any("is cut" in problem for problem in problems)
    row = scene.pile(PileId.melds(0))
    row.lines = ["x" * 80]
    assert any("is cut" in problem for problem in drawn_problems("row", row, paint_item(row), scene.sceneRect()))
    new_meld = scene.new_meld
    new_meld.label = "Sehr lange Kombinationsbezeichnung"
    problems = drawn_problems("new meld", new_meld, paint_item(new_meld), scene.sceneRect())
    assert any("wide" in problem for problem in problems)
    new_meld.s = 0.5
    problems = drawn_problems("new meld", new_meld, paint_item(new_meld), scene.sceneRect())
    assert any("drawn 8 px tall" in problem for problem in problems)
    sheet = window.show_score_sheet()
    qtbot.waitExposed(sheet)
    button = sheet.findChild(QPushButton, "close")
    button.setText("Schließen " * 3)
    button.setFixedWidth(40)
    QApplication.processEvents()
    sheet.table.setFixedHeight(sheet.table.horizontalHeader().height() + 10)     # no room for its one row
    problems = dialog_text_problems(sheet)
    assert any("Schließen" in problem for problem in problems) and any("rows need" in problem for problem in problems)


@pytest.mark.parametrize("code", list(languages.LANGUAGES))
def test_the_pieces_a_line_cannot_break_are_those_qt_keeps_whole(code, qapp):
    """`theme.unbreakable_pieces` breaks where Qt breaks a word-wrapped line (spaces, hyphens, soft hyphens;
    not a no-break space), so the fonts fitted to them are neither too large nor too small."""
    languages.install(code)
    texts = [translate("Table", word) for word in table_labels.RIBBONS.values()]
    texts += [table_labels.closed_label(6, 2_950), "Semi-clean", "Curingui\u00adnhas", "6\u00a0·\u00a02.950"]
    metrics = QFontMetricsF(theme.font(10, bold=True))
    for text in texts:
        qt_widest = metrics.boundingRect(QRectF(0, 0, 1, 1_000), theme.WORD_WRAP, text).width()
        widest = max(metrics.horizontalAdvance(piece) for piece in theme.unbreakable_pieces(text))
        assert widest == pytest.approx(qt_widest, abs=SLACK), text


def test_a_line_font_shrinks_for_the_whole_line(qapp):
    """`theme.fitted_line_font` shrinks a text of several words until the whole line fits (to 85 % at most)."""
    label = "6 · 2.950 Pkt."
    full = QFontMetricsF(theme.font(10.5, bold=True)).horizontalAdvance(label)
    fitted = theme.fitted_line_font(10.5, label, full - 4, bold=True)
    assert fitted.pixelSize() < 10 and QFontMetricsF(fitted).horizontalAdvance(label) <= full - 4
    assert theme.fitted_line_font(10.5, label, 20, bold=True).pixelSize() == theme.least_px(10.5)


@pytest.mark.parametrize("code", list(languages.LANGUAGES))
def test_the_replay_view_is_shown_whole(code, show_window, qtbot):
    """The replay view over the table (its table, the steps, the teacher's line, the controls while playing
    and a refusal), and Game → New refusing a deal number, in every language."""
    window = show_window(create_window(["--lang", code, "--speed", "0", "--seed", "11", "--variant", "cardcol",
                                        "--players", "4", "--target", "100000", "--advance", "300"]), size=SIZE)
    view = window.replays.show_hand()
    qtbot.waitExposed(view)
    view.scene.animations = False
    face = view.face
    person = next(step.index for step in face.hand.steps if step.person)
    face.go_to(person)
    qtbot.waitUntil(lambda: view.teacher.text() not in ("", "…"), timeout=20_000)
    face.play()                                            # "Pause" on its button
    view.face.request(R.Draw())                            # the refusal, in bold, in the bar
    QApplication.processEvents()
    view.scene.relayout(animate=False)
    problems = dialog_text_problems(view) + table_text_problems(view.scene)
    face.pause()
    view.reject()
    dialog = window.new_game()
    qtbot.waitExposed(dialog)
    dialog.deal.setText("1.5")
    dialog.accept()                                        # refused: said in the dialog, which stays
    QApplication.processEvents()
    assert dialog.isVisible() and dialog.deal_problem.isVisible()
    problems += dialog_text_problems(dialog)
    assert list(dict.fromkeys(problems)) == []


def online_dialogs(window) -> list:
    """Every dialog of online play, shown over `window`: Play online, hosting here and on a server, joining (with
    its problem said), the invite in its three kinds, the lobby of four as the host and as a guest, of two."""
    from buraco_qt.net.invite import Invite
    from buraco_qt.ui.dialogs.host_dialog import HostChoices, HostDialog
    from buraco_qt.ui.dialogs.invite_dialog import HOSTED_ALONE, HOSTED_ON_NETWORK, ON_SERVER, InviteDialog
    from buraco_qt.ui.dialogs.join_dialog import JoinDialog
    from buraco_qt.ui.dialogs.lobby_dialog import LobbyDialog
    from buraco_qt.ui.dialogs.play_online_dialog import PlayOnlineDialog
    invite = Invite("192.168.100.200", 54321, "ABCDEFGHJKLM")
    dialogs = [PlayOnlineDialog(True, window)]
    for here in (True, False):
        host = HostDialog(HostChoices(name="Maximiliane", turn_seconds=90, seats=["open", "ai:classic", "ai:hard"]),
                          here, window)
        host.name.clear()
        host.accept()                                       # refused: the problem is said in the dialog
        dialogs.append(host)
    join = JoinDialog("Bia", "not an invite", window)
    join.accept()
    dialogs.append(join)
    dialogs += [InviteDialog(invite, reach, window) for reach in (HOSTED_ON_NETWORK, HOSTED_ALONE, ON_SERVER)]
    seats = [{"seat": 0, "name": "Maximiliane", "kind": "person", "connected": True, "computer_plays": False},
             {"seat": 1, "name": None, "kind": "ai:classic", "connected": False, "computer_plays": True},
             {"seat": 2, "name": None, "kind": "open", "connected": False, "computer_plays": False},
             {"seat": 3, "name": "Wolfgang Amadeus", "kind": "person", "connected": False, "computer_plays": True}]
    lobby = {"type": "lobby", "code": invite.code, "host": 0, "started": False, "variant": "brazilian", "players": 4,
             "turn_seconds": 120, "seats": seats}
    for seat, players in ((0, 4), (3, 4), (0, 2)):
        dialog = LobbyDialog(invite, HOSTED_ON_NETWORK, window)
        shown = dict(lobby, players=players, seats=seats[:players])
        dialog.show_lobby(shown, seat)
        dialog.say("Wolfgang Amadeus is away: a computer plays the seat meanwhile" if seat else "", problem=True)
        dialogs.append(dialog)
    return dialogs


@pytest.mark.parametrize("code", list(languages.LANGUAGES))
def test_the_online_dialogs_are_shown_whole(code, show_window, qtbot):
    window = window_for(code, "cardcol", show_window)
    problems = []
    for dialog in online_dialogs(window):
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        dialog.adjustSize()
        QApplication.processEvents()
        problems += dialog_text_problems(dialog)
        size = dialog.size()
        if size.width() > SIZE[0] or size.height() > SIZE[1]:
            problems.append(f"{dialog.objectName()} is {size.width()}×{size.height()}, larger than the screen")
        dialog.close()
    assert list(dict.fromkeys(problems)) == []
