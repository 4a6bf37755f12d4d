"""The replay view: a finished hand on the game's table again, stepped with the keys, every hand face up;
the match in play untouched and held while it is open; Play this deal again; Replay a saved match…"""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from buraco_qt import ai
from buraco_qt import rules as R
from buraco_qt.session.controller import GameController
from buraco_qt.session.replay_face import ReplayFace
from buraco_qt.storage import persistence
from buraco_qt.ui.table.card_item import CardItem
from buraco_qt.ui.table.pile_id import DISCARD, STOCK, PileId
from buraco_qt.ui.window.main_window import MainWindow
from buraco_qt.ui.window.replay_window import ReplayWindow

NAMES = ["Ana", "Bruno", "Carla", "Diego"]


def play_hands(game: R.Game, hands: int = 1, seed: int = 0, level: str = "easy") -> R.Game:
    """Computers play `hands` hands of `game` to their end (the next one dealt after each but the last)."""
    players = [ai.create(level, seed=seed * 10 + seat) for seat in range(game.players)]
    for hand in range(hands):
        if hand:
            game.apply(R.NextHand())
        while game.phase in ("draw", "play"):
            game.apply(players[game.seat_to_move].choose(game.view(game.seat_to_move)))
    return game


def table_problems(scene, game: R.Game) -> list[str]:
    """Where the replay's table differs from the engine's `game`: every hand face up, the discard pile,
    the melds, the closed canastas, the reserves and the stock's count."""
    piles = scene.piles()
    problems = []

    def same(name: str, shown: list[R.Card | None], wanted: list[R.Card], ordered: bool = True) -> None:
        if (shown if ordered else sorted(shown, key=str)) != (wanted if ordered else sorted(wanted, key=str)):
            problems.append(f"{name}: table {shown} != engine {wanted}")

    same("discard", piles[DISCARD].shown_cards(), list(game.discard))
    for seat in range(game.players):
        hand = piles[PileId.hand(seat)]
        same(f"{hand.pile_id}", hand.shown_cards(), list(game.hands[seat]), False)
    for team in (0, 1):
        melds = sorted(pile_id for pile_id in piles if pile_id.is_meld_of(team))
        if len(melds) != len(game.melds[team]):
            problems.append(f"team {team}: {len(melds)} melds on the table, {len(game.melds[team])} in the engine")
        for index, meld in enumerate(game.melds[team]):
            pile_id = PileId.meld(team, index)
            if pile_id in piles:
                same(f"{pile_id}", piles[pile_id].shown_cards(), list(meld.cards))
        closed = piles[PileId.closed(team)]
        if closed.count != len(game.closed[team]):
            problems.append(f"{closed.pile_id}: {closed.count} != {len(game.closed[team])}")
        reserve = piles[PileId.reserve(team)]
        if reserve.isVisible() != (game.reserves[team] is not None):
            problems.append(f"{reserve.pile_id} shown: {reserve.isVisible()}")
    if piles[STOCK].count != len(game.stock):
        problems.append(f"stock: {piles[STOCK].count} != {len(game.stock)}")
    return problems


@pytest.fixture
def replay_view(qtbot):
    """A replay view of a match: replay_view(game, seats, names, hand=None, size=(1024, 700))."""
    views = []

    def make(game, seats, names=NAMES, hand=None, size=(1024, 700), animations=False):
        face = ReplayFace(game, seats, names[:game.players], hand)
        view = ReplayWindow(face, animations=animations)
        qtbot.addWidget(view)
        view.resize(*size)
        view.show()
        qtbot.waitExposed(view)
        view.activateWindow()
        qtbot.waitUntil(view.isActiveWindow)     # its keys work in the active window
        views.append(view)
        return view

    yield make
    for view in views:
        view.face.shutdown()
        view.close()


def press(qtbot, view, key) -> None:
    qtbot.keyClick(view.steps, key)           # where the focus is when the view opens


@pytest.mark.parametrize("preset", list(R.VARIANTS))
def test_the_replays_table_equals_the_engines_after_every_step(preset, replay_view, qtbot):
    index = list(R.VARIANTS).index(preset)
    players = 2 if index % 2 else 4
    game = play_hands(R.new_game(R.with_options(R.VARIANTS[preset], target=100_000), players, seed=index), seed=index)
    view = replay_view(game, ["ai:easy"] * players)
    scene = view.scene
    engine = game.restart()
    moves = list(game.log)
    assert view.counter.text() == "As dealt" and table_problems(scene, engine) == []
    assert all(card.face_up for seat in range(players) for card in scene.card_items(PileId.hand(seat)))
    for step, move in enumerate(moves, 1):
        press(qtbot, view, Qt.Key.Key_Right)
        engine.apply(move)
        assert view.face.position == step and view.steps.currentRow() == step
        assert table_problems(scene, engine) == [], f"step {step}: {move}"
    assert engine.to_json() == game.to_json() and view.counter.text() == f"Step {len(moves)} of {len(moves)}"
    press(qtbot, view, Qt.Key.Key_Right)                          # past the end: nothing
    assert view.face.position == len(moves)
    press(qtbot, view, Qt.Key.Key_Home)
    assert view.counter.text() == "As dealt" and table_problems(scene, game.restart()) == []
    press(qtbot, view, Qt.Key.Key_End)
    press(qtbot, view, Qt.Key.Key_Left)
    before_last = game.restart()
    for move in moves[:-1]:
        before_last.apply(move)
    assert table_problems(scene, before_last) == []


def _window(qtbot, game: R.Game, seats: list[str]) -> MainWindow:
    """A game window whose computer seats answer at once, in this process (0 ms a move)."""
    controller = GameController(game, seats, speed_ms=0, ai_seed=3,
                                ai_factory=lambda level, seed: ai.create("easy", seed=seed))
    window = MainWindow(controller)
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    qtbot.waitExposed(window)
    controller.start()
    return window


def test_the_match_in_play_is_untouched_and_held(qtbot):
    game = play_hands(R.new_game(R.with_options(R.VARIANTS["open"], target=100_000), 4, seed=8), seed=8)
    game.apply(R.NextHand())
    while game.seat_to_move == 0:                   # a computer is to move when the replay opens
        game.apply(R.Draw())
        game.apply(next(a for a in game.legal_actions() if isinstance(a, R.Discard)))
    window = _window(qtbot, game, ["human", "ai:easy", "ai:easy", "ai:easy"])
    try:
        controller = window.controller
        before = controller.game.to_json()
        moves = controller.moves_applied
        view = window.replays.show_hand()
        assert isinstance(view, ReplayWindow) and view.face.hand.number == 1
        qtbot.waitUntil(view.isActiveWindow)
        assert [view.hand_choice.itemText(i) for i in range(view.hand_choice.count())] == ["Hand 1"]   # not 2
        assert view.deal_line.text() == f"Deal {game.deals[0]}"
        assert view.windowTitle() == f"Replay — Hand 1, deal {game.deals[0]}"
        for _ in range(view.face.count):
            press(qtbot, view, Qt.Key.Key_Right)
        assert controller.game.to_json() == before
        # the teacher answers from its own worker; meanwhile the match in play stays held
        person = next(step.index for step in view.face.hand.steps if step.person)
        view.steps.setCurrentRow(person)
        qtbot.waitUntil(lambda: view.teacher.text() not in ("", "…"), timeout=20_000)
        assert view.teacher.text().startswith(("The computer's move here: ", "You played what the computer"))
        assert controller.game.to_json() == before and controller.moves_applied == moves
        press(qtbot, view, Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: window.replays.view is None)
        assert controller.game.to_json() == before
        qtbot.waitUntil(lambda: controller.moves_applied > moves, timeout=10_000)   # and goes on
    finally:
        window.controller.shutdown()
        window.close()


def test_play_this_deal_again_deals_the_same_hands(qtbot):
    game = play_hands(R.new_game("closed", 4, seed=21), seed=21)
    first = game.restart()
    window = _window(qtbot, game, ["human", "ai:easy", "ai:easy", "ai:easy"])
    try:
        controller = window.controller
        controller.set_match(game, ["human", "ai:easy", "ai:easy", "ai:easy"], ["", "Bruno", "", "Diego"], 3,
                             resumed=True)
        sheet = window.score_sheet
        assert sheet is not None and sheet.isVisible()
        assert sheet.subline.text().endswith(f" Deal\u00a0{game.deals[0]}.")
        again = sheet.findChild(QPushButton, "play-again")
        assert again.isVisible() and sheet.findChild(QPushButton, "replay").isVisible()
        qtbot.mouseClick(again, Qt.MouseButton.LeftButton)
        box = window.replays.question                # the match in progress would end: asked first
        assert isinstance(box, QMessageBox)
        qtbot.mouseClick(box.findChild(QPushButton, "play-again"), Qt.MouseButton.LeftButton)
        playing = controller.match_to_save()
        assert playing.game is not game and playing.game.hand_number == 1 and playing.game.deals == game.deals[:1]
        assert playing.game.starter == first.starter
        assert [list(hand) for hand in playing.game.hands] == [list(hand) for hand in first.hands]
        assert playing.game.reserves == first.reserves and playing.game.discard == first.discard
        assert (playing.seats == ["human", "ai:easy", "ai:easy", "ai:easy"]
                and playing.names == ["", "Bruno", "", "Diego"])
        assert playing.game.variant == game.variant
    finally:
        window.controller.shutdown()
        window.close()


def test_replay_a_saved_match_refuses_what_it_cannot_show(qtbot, tmp_path):
    window = _window(qtbot, R.new_game("open", 2, seed=4), ["human", "ai:easy"])
    try:
        text = tmp_path / "notes.buraco"
        text.write_text("my shopping list", encoding="utf-8")
        window.action_replay.trigger()                        # Game → Replay a saved match…
        dialog = window.replays.file_dialog
        assert dialog.objectName() == "replay-dialog"
        dialog.fileSelected.emit(str(text))
        assert window.replays.view is None and text.exists()        # told, and left as it is
        assert window.warnings[-1].text() == ("This saved match cannot be opened: this is not a buraco-qt "
                                              "saved match.")
        # a match whose first hand is still played: nothing finished to show
        young = R.new_game("open", 2, seed=4)
        young.apply(R.Draw())
        persistence.save(tmp_path / "young.buraco", young,
                         persistence.Table.for_match(["human", "ai:easy"], ["", ""], 1))
        assert window.replays.replay_path(tmp_path / "young.buraco") is None
        assert window.warnings[-1].text() == "This match has no finished hand to replay yet"
        # a match begun mid-hand (its moves are not known from its first deal)
        played = play_hands(R.new_game("open", 2, seed=5), seed=5)
        data = persistence.to_data(played, persistence.Table.for_match(["human", "ai:easy"], ["", ""], 1))
        game_data = json.loads(data["game"])
        game_data["log"] = game_data["log"][5:]
        data["game"] = json.dumps(game_data)
        cut = tmp_path / "cut.buraco"
        cut.write_text(json.dumps(data), encoding="utf-8")
        assert window.replays.replay_path(cut) is None
        assert window.warnings[-1].text().startswith("This match cannot be replayed")
        # a finished match replays, every hand offered
        persistence.save(tmp_path / "done.buraco", played,
                         persistence.Table.for_match(["human", "ai:easy"], ["", ""], 1))
        view = window.replays.replay_path(tmp_path / "done.buraco")
        assert view is not None and view.hand_choice.count() == 1
        view.reject()
    finally:
        window.controller.shutdown()
        window.close()


def test_the_replays_controls_and_refusals(replay_view, qtbot):
    game = play_hands(R.new_game(R.with_options(R.VARIANTS["dirty_open"], target=100_000), 2, seed=2), hands=2, seed=2)
    view = replay_view(game, ["human", "ai:easy"], hand=1, animations=True)
    face = view.face
    assert face.hand.number == 1 and view.hand_choice.currentData() == 1 and view.hand_choice.count() == 2
    qtbot.mouseClick(view.forward_button, Qt.MouseButton.LeftButton)
    assert face.position == 1 and view.back_button.isEnabled()
    qtbot.mouseClick(view.back_button, Qt.MouseButton.LeftButton)
    assert face.position == 0 and not view.back_button.isEnabled()
    assert view.steps.item(0).text() == "Hand 1: you start" or view.steps.item(0).text().startswith("Hand 1: ")
    # a click on a step of the list goes there
    row = view.steps.visualItemRect(view.steps.item(3))
    qtbot.mouseClick(view.steps.viewport(), Qt.MouseButton.LeftButton, pos=row.center())
    assert face.position == 3 and view.counter.text() == f"Step 3 of {face.count}"
    # Space plays and pauses
    press(qtbot, view, Qt.Key.Key_Space)
    assert face.playing and view.play_button.text().endswith("Pause")
    assert view.forward_button.toolTip() == "Step forward (Right · End)"
    qtbot.waitUntil(lambda: face.position > 3, timeout=10_000)
    press(qtbot, view, Qt.Key.Key_Space)
    assert not face.playing and view.play_button.text().endswith("Play")
    # a gesture on the table is refused, and said
    stock = view.scene.stock
    point = view.view.mapFromScene(stock.sceneBoundingRect().center())
    qtbot.mouseClick(view.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert view.step_line.whole() == "\u26A0 This is a replay: its moves cannot be changed"
    # another hand
    view.hand_choice.setCurrentIndex(1)
    view.hand_choice.activated.emit(1)
    assert face.hand.number == 2 and face.position == 0 and view.steps.count() == face.count + 1
    assert view.windowTitle() == f"Replay — Hand 2, deal {game.deals[1]}"
    assert view.deal_line.text() == f"Deal {game.deals[1]}"
    assert not any(isinstance(item, CardItem) and not item.face_up and item.isVisible()
                   for item in view.scene.items())            # every hand face up, the stock as a pile
    # the language changes: the steps are said again, the step shown stays
    from buraco_qt.text import languages
    press(qtbot, view, Qt.Key.Key_End)
    languages.install("de")
    QApplication.processEvents()
    assert view.counter.text() == f"Zug {face.count} von {face.count}"
    assert face.position == face.count
    assert view.back_button.toolTip() == "Zug zurück (Links · Pos1)"              # the keys, as labelled
    assert view.play_button.toolTip() == "Abspielen (Leertaste)"


def test_the_replay_is_a_table_face():
    """A third face: every member of `TableFace`, nothing to save, every request refused."""
    from test_table_face import _members

    from buraco_qt.session.table_face import TableFace
    assert sorted(name for name in _members(TableFace) if not hasattr(ReplayFace, name)
                  and name not in ("snapshot", "hints_used")) == []
    game = play_hands(R.new_game("open", 2, seed=6), seed=6)
    face = ReplayFace(game, ["human", "ai:easy"], ["", ""])
    try:
        refusals = []
        face.refused.connect(refusals.append)
        assert face.match_to_save() is None and not face.ask_hint() and not face.busy
        assert not face.request(R.Draw()) and not face.next_hand()
        assert face.explain(R.Draw()) == refusals[0] == "This is a replay: its moves cannot be changed"
        assert face.snapshot.names == ("You", "Bruno") and all(hand.face_up for hand in face.snapshot.hands)
    finally:
        face.shutdown()
