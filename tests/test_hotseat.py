"""Hotseat: with several people at one screen, nobody ever sees another person's hand.

Two checks, each with a positive control so they cannot pass while cards are showing:
- what is painted: in a grab of the view, the fan of another person's hand has no white card faces
  (card faces are mostly white, backs are blue; the control shows the detector sees a face-up hand);
- what is in the scene: the face-up card items are never more than the public cards plus the hand
  of the person at the screen (as multisets: the decks hold duplicates).
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QImage

from buraco_qt import rules as R
from buraco_qt.text.move_words import card_text
from buraco_qt.ui.table.card_item import CardItem
from buraco_qt.ui.table.pile_id import PileId
from buraco_qt.ui.window.main_window import MainWindow

WAIT_MS = 30_000
FACE = 0.2          # more white than this in a hand's fan: face-up cards are showing


@pytest.fixture(autouse=True)
def _own_config(tmp_path, monkeypatch):
    monkeypatch.setenv("BURACO_QT_CONFIG", str(tmp_path / "settings.json"))


def seed_where(variant: str, players: int, starter: int) -> int:
    return next(s for s in range(500) if R.new_game(variant, players, s).starter == starter)


@pytest.fixture
def make_window(game_window):
    def make(game: R.Game, seats: list[str], speed: int = 0) -> MainWindow:
        return game_window(game, seats, speed=speed, ai_seed=3, size=(1200, 780))

    return make


def white_fraction(image: QImage, window: MainWindow, seat: int) -> float:
    """The share of near-white pixels in the fan of `seat`'s hand, in a grab of the view."""
    pile = window.scene.pile(PileId.hand(seat))
    view = window.view
    rect = view.mapFromScene(pile.mapRectToScene(pile.area.adjusted(3, 3, -3, -3))).boundingRect()
    dpr = image.devicePixelRatio()
    white = total = 0
    for y in range(rect.top(), rect.bottom() + 1, 2):
        for x in range(rect.left(), rect.right() + 1, 2):
            colour = image.pixelColor(round(x * dpr), round(y * dpr))
            total += 1
            white += colour.red() > 225 and colour.green() > 225 and colour.blue() > 210
    return white / max(1, total)


def grab(window: MainWindow) -> QImage:
    return window.view.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


def face_items(window: MainWindow) -> Counter:
    """Every face-up card item that is visible in the scene (wherever it is, flying or not)."""
    scene = window.scene
    shown = Counter()
    for item in scene.items():
        if isinstance(item, CardItem) and item.isVisible() and item.face_up and item.isVisibleTo(None):
            parent = item.parentItem()
            if parent is None or parent.isVisible():
                shown[item.card] += 1
    return shown


def allowed_faces(window: MainWindow, viewer: int | None) -> Counter:
    """The public cards, the hand of the person at the screen, and computers' hands after the hand."""
    g = window.controller.game
    cards = Counter(g.discard)
    for team in (0, 1):
        for meld in g.melds[team]:
            cards.update(meld.cards)
        for meld in g.closed[team]:
            cards.update(meld.cards)
    if viewer is not None:
        cards.update(g.hands[viewer])
    if g.phase in ("hand_over", "match_over"):
        for seat in range(g.players):
            if not window.controller.is_human(seat):
                cards.update(g.hands[seat])
    return cards


def check_private(window: MainWindow, problems: list[str], where: str) -> None:
    """Record every way another person's hand could be seen right now."""
    c = window.controller
    scene = window.scene
    humans = c.human_seats
    curtain = scene.curtain_seat
    viewer = None if curtain is not None else scene.viewer
    image = grab(window)
    for seat in humans:
        if seat != viewer:
            share = white_fraction(image, window, seat)
            if share > FACE:
                problems.append(f"{where}: hand:{seat} painted face up ({share:.0%} white)")
            shown = scene.pile(PileId.hand(seat)).shown_cards()
            if any(card is not None for card in shown):
                problems.append(f"{where}: hand:{seat} items face up {shown}")
            tip = scene.pile(PileId.hand(seat)).toolTip()
            if any(card_text(card) in tip or str(card) in tip for card in c.game.hands[seat]):
                problems.append(f"{where}: hand:{seat} tooltip shows cards: {tip}")
    extra = face_items(window) - allowed_faces(window, viewer)
    if extra:
        problems.append(f"{where}: face-up cards beyond the public ones and the viewer's hand: {dict(extra)}")
    if curtain is not None:
        if not scene.curtain.isVisible():
            problems.append(f"{where}: curtain not shown")
        centre = window.view.mapFromScene(scene.curtain.rect.center())
        if window.view.itemAt(centre) is not scene.curtain:
            problems.append(f"{where}: curtain not on top")


def lift(qtbot, window: MainWindow) -> None:
    """The person called to the screen clicks the curtain."""
    viewport = window.view.viewport()
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=QPoint(viewport.width() // 2, viewport.height() // 2))


def test_detector_sees_a_face_up_hand(qtbot, make_window):
    """The positive control: the same checks flag another hand shown face up."""
    game = R.new_game("open", 4, seed_where("open", 4, 0))
    window = make_window(game, ["human", "ai:easy", "human", "ai:easy"])
    lift(qtbot, window)
    assert window.scene.curtain_seat is None and window.scene.viewer == 0
    image = grab(window)
    assert white_fraction(image, window, 0) > FACE * 1.5          # your own hand, face up, is seen
    assert white_fraction(image, window, 2) < FACE / 2            # the partner's, face down, is not
    # show seat 2's hand face up on purpose (as a bug would): the checks must catch it
    scene = window.scene
    window.controller.privacy.hidden.clear()
    desired = scene.cards_sync.wanted

    def leaky(*args):
        wanted = desired(*args)
        wanted[PileId.hand(2)] = list(window.controller.game.hands[2])
        return wanted

    scene.cards_sync.wanted = leaky
    scene._update_hotseat = lambda: None
    scene.sync(None, animate=False)
    problems: list[str] = []
    check_private(window, problems, "leak")
    assert any("painted face up" in p for p in problems)
    assert any("items face up" in p for p in problems)
    assert any("beyond the public ones" in p for p in problems)
    window.controller.shutdown()


def test_two_people_and_two_computers_never_see_each_other(qtbot, make_window):
    game = R.new_game("open", 4, seed_where("open", 4, 0))
    window = make_window(game, ["human", "ai:easy", "human", "ai:easy"], speed=120)
    c = window.controller
    scene = window.scene
    problems: list[str] = []
    frames = [0]

    def on_frame(_value):
        frames[0] += 1
        if frames[0] % 4 == 0:
            check_private(window, problems, f"animation frame {frames[0]}")

    c.published.connect(lambda shown: check_private(
        window, problems, f"after {shown.outcome.action if shown.outcome else None}"))
    scene.flights.animation.valueChanged.connect(on_frame)
    # the match starts behind the curtain, for the first person to play
    assert scene.curtain_seat == 0 and scene.curtain.isVisible()
    assert "Pass to Player 1" == scene.curtain.title
    assert "Pass the screen to Player 1" in window.status_text()
    check_private(window, problems, "start")
    assert all(not card.face_up for card in scene.card_items(PileId.hand(0)))
    # a click on the table does nothing but lift the curtain
    lift(qtbot, window)
    assert scene.curtain_seat is None and scene.viewer == 0 and c.game.phase == "draw"
    assert all(card.face_up for card in scene.card_items(PileId.hand(0)))
    check_private(window, problems, "player 1 at the screen")
    rng = random.Random(5)
    seen_curtain_for = []
    turns = 0
    while c.game.phase in ("draw", "play") and turns < 6:
        qtbot.waitUntil(lambda: (c.settled and not scene.animating) or scene.curtain_seat is not None,
                        timeout=WAIT_MS)
        qtbot.waitUntil(lambda: not scene.animating, timeout=WAIT_MS)
        if scene.curtain_seat is not None:
            seat = scene.curtain_seat
            seen_curtain_for.append(seat)
            check_private(window, problems, f"curtain for {seat}")
            assert all(not card.face_up for h in c.human_seats for card in scene.card_items(PileId.hand(h)))
            # nothing can be played behind the curtain
            assert not window.action_undo.isEnabled()
            if len(seen_curtain_for) % 2:
                lift(qtbot, window)
            else:
                window.view.setFocus()
                qtbot.keyClick(window.view, Qt.Key.Key_Return)
            assert scene.curtain_seat is None and scene.viewer == seat
            check_private(window, problems, f"seat {seat} at the screen")
            continue
        if c.game.phase not in ("draw", "play"):
            break
        seat = c.game.seat_to_move
        assert c.is_human(seat) and scene.viewer == seat
        # the person plays a turn: draw, then discard
        c.request(R.Draw())
        discards = [a for a in c.game.legal_actions() if isinstance(a, R.Discard)]
        c.request(rng.choice(discards))
        turns += 1
    assert seen_curtain_for[:2] == [2, 0]
    assert frames[0] > 0                        # the computers' moves were animated (and checked)
    assert problems == []
    c.shutdown()


def test_hand_end_reveals_computers_but_not_the_other_person(qtbot, make_window):
    rng = random.Random(11)
    game = R.new_game("dirty_open", 4, 4)
    while game.phase in ("draw", "play"):
        game.apply(rng.choice(game.legal_actions()))
    assert game.phase in ("hand_over", "match_over")
    window = make_window(game, ["ai:easy", "human", "ai:easy", "human"])
    scene = window.scene
    problems: list[str] = []
    assert scene.curtain_seat is not None
    check_private(window, problems, "hand over, curtain")
    assert set(cards_in(scene.snapshot)) == {0, 2}            # the table is given the computers' cards only
    seat = scene.curtain_seat
    lift(qtbot, window)
    other = 3 if seat == 1 else 1
    assert scene.viewer == seat
    assert set(cards_in(scene.snapshot)) == {0, 2, seat}      # never the other person's
    shown = {s: scene.pile(PileId.hand(s)).shown_cards() for s in range(4)}
    assert all(card is not None for card in shown[0] + shown[2])  # computers' hands are shown
    assert all(card is None for card in shown[other])             # the other person's is not
    check_private(window, problems, "hand over, revealed")
    assert problems == []
    # the score sheet opened by the menu is on top of the table, which stays visible
    sheet = window.show_score_sheet()
    assert sheet.isVisible() and window.isVisible()
    window.controller.shutdown()


def test_one_person_has_no_curtain(qtbot, make_window):
    game = R.new_game("closed", 4, seed_where("closed", 4, 1))
    window = make_window(game, ["human", "ai:easy", "ai:easy", "ai:easy"])
    c = window.controller
    scene = window.scene
    assert scene.curtain_seat is None and not scene.curtain.isVisible()
    qtbot.waitUntil(lambda: c.settled, timeout=WAIT_MS)
    assert scene.curtain_seat is None and scene.viewer == 0
    assert all(card.face_up for card in scene.card_items(PileId.hand(0)))
    assert all(not card.face_up for s in (1, 2, 3) for card in scene.card_items(PileId.hand(s)))
    c.shutdown()


def test_two_people_face_to_face(qtbot, make_window):
    """2 players, both people: the curtain comes after every turn."""
    game = R.new_game("burraco", 2, seed_where("burraco", 2, 0))
    window = make_window(game, ["human", "human"])
    c = window.controller
    scene = window.scene
    problems: list[str] = []
    for expected in (0, 1, 0, 1):
        assert scene.curtain_seat == expected
        check_private(window, problems, f"curtain {expected}")
        lift(qtbot, window)
        check_private(window, problems, f"seat {expected}")
        c.request(R.Draw())
        discard = next(a for a in c.game.legal_actions() if isinstance(a, R.Discard))
        c.request(discard)
    assert problems == []
    c.shutdown()


def test_a_move_that_calls_the_next_person_refreshes_the_status_bar_once(qtbot, make_window):
    """The window reads the move's snapshot (curtain and message) after the table is redrawn from it
    (the scene's stateShown): one refresh per move, whose curtain it already sees, and one for a new
    match too."""
    game = R.new_game("burraco", 2, seed_where("burraco", 2, 0))
    window = make_window(game, ["human", "human"])
    c = window.controller
    lift(qtbot, window)
    assert c.request(R.Draw())
    discard = next(a for a in c.game.legal_actions() if isinstance(a, R.Discard))
    seen: list[int | None] = []
    refresh = window._refresh

    def counted() -> None:
        seen.append(window.scene.curtain_seat)
        refresh()

    window._refresh = counted
    assert c.request(discard)
    assert seen == [1]
    assert window.status_text() == "Pass the screen to Player 2"
    seen.clear()
    window.new_match()
    assert seen == [window.scene.curtain_seat] and seen[0] is not None
    c.shutdown()


def cards_in(snapshot) -> dict[int, tuple]:
    """The seats whose cards a snapshot holds, with those cards."""
    return {hand.seat: hand.cards for hand in snapshot.hands if hand.cards is not None}


def test_the_table_is_given_no_cards_of_a_hidden_hand(qtbot, make_window):
    """Privacy by construction: the snapshot the scene draws holds the cards of the person at the
    screen only (none while the curtain is up, not the other person's at the hand's end): a hidden
    hand is a count."""
    game = R.new_game("burraco", 2, seed_where("burraco", 2, 0))
    window = make_window(game, ["human", "human"])
    c, scene = window.controller, window.scene
    given: list = []
    shown = scene.on_published

    def spy(snapshot) -> None:
        given.append(snapshot)
        shown(snapshot)

    c.published.disconnect(scene.on_published)
    c.published.connect(spy)
    assert cards_in(scene.snapshot) == {} and scene.snapshot.curtain_seat == 0
    lift(qtbot, window)
    assert cards_in(scene.snapshot) == {0: tuple(c.game.hands[0])}
    assert c.request(R.Draw())
    assert cards_in(given[-1]) == {0: tuple(c.game.hands[0])}
    assert [hand.count for hand in given[-1].hands] == [len(hand) for hand in c.game.hands]
    discard = next(a for a in c.game.legal_actions() if isinstance(a, R.Discard))
    assert c.request(discard)
    assert given[-1].curtain_seat == 1 and cards_in(given[-1]) == {}      # passing the screen: nobody's
    lift(qtbot, window)
    assert cards_in(scene.snapshot) == {1: tuple(c.game.hands[1])}
    c.shutdown()
