"""How a card of your hand is marked: a selected card stands lifted in a gold ring, a card a hint plays
stays in the row with a dashed ring and an arrow in another colour, the two apart for colour-blind
players too; and no mark, and no lifted card, covers a neighbour's corner (its rank and suit)."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from buraco_qt import rules as R
from buraco_qt.ui.art import theme
from buraco_qt.ui.table.card_item import CardItem
from buraco_qt.ui.table.pile_id import PileId
from buraco_qt.ui.window.hints import Hint

#: Colour-blind vision (Machado, Oliveira and Fernandes 2009, full strength), linear RGB.
SEEN_BY = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
}


def _linear(channel: float) -> float:
    channel /= 255
    return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4


def seen(colour: tuple[float, float, float], vision: str | None) -> tuple[float, ...]:
    """`colour` (sRGB 0-255) as a person with `vision` sees it (None: full colour vision), in linear RGB 0-255."""
    rgb = [_linear(c) for c in colour]
    if vision is None:
        return tuple(255 * c for c in rgb)
    return tuple(255 * max(0.0, min(1.0, sum(m * c for m, c in zip(row, rgb)))) for row in SEEN_BY[vision])


def painted(card: CardItem) -> QImage:
    """`card` painted alone, with its marks, on the felt's green."""
    image = QImage(200, 240, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(theme.FELT_MID)
    painter = QPainter(image)
    painter.translate(40, 50)
    card.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return image


def mark_colour(marked: QImage, plain: QImage) -> tuple[float, float, float]:
    """The colour of a mark: the mean of the quarter of the pixels it changed the most."""
    found = []
    for y in range(marked.height()):
        for x in range(marked.width()):
            if marked.pixel(x, y) != plain.pixel(x, y):
                now, was = marked.pixelColor(x, y), plain.pixelColor(x, y)
                change = abs(now.red() - was.red()) + abs(now.green() - was.green()) + abs(now.blue() - was.blue())
                found.append((change, (now.red(), now.green(), now.blue())))
    assert found
    strongest = [colour for _change, colour in sorted(found, reverse=True)[:max(1, len(found) // 4)]]
    return tuple(sum(c[i] for c in strongest) / len(strongest) for i in range(3))


def test_a_hint_and_a_selection_look_apart_for_every_eye(show_window, qtbot):
    from buraco_qt.app import create_window
    window = show_window(create_window(["--seed", "7", "--speed", "0", "--players", "2"]), size=(1024, 700))
    art = window.scene.art
    cards = {}
    for mark in ("plain", "selected", "hinted"):
        card = CardItem(art, R.Card.parse("7H"))
        card.set_height(112)
        card.selected, card.hinted = mark == "selected", mark == "hinted"
        cards[mark] = painted(card)
    selection = mark_colour(cards["selected"], cards["plain"])
    hint = mark_colour(cards["hinted"], cards["plain"])
    for vision in (None, *SEEN_BY):
        apart = math.dist(seen(selection, vision), seen(hint, vision))
        assert apart > 120, (vision, selection, hint, apart)      # both gold, as they were: 64-83
    # a shape of its own too: the hint's arrow stands over the card, where a selection draws nothing
    above = QRectF(40, 50 - 20, 80, 18)
    changed = [(x, y) for x in range(int(above.left()), int(above.right()))
               for y in range(int(above.top()), int(above.bottom()))
               if cards["hinted"].pixel(x, y) != cards["plain"].pixel(x, y)]
    assert changed and all(cards["selected"].pixel(x, y) == cards["plain"].pixel(x, y) for x, y in changed)


def corner(card: CardItem) -> QRectF:
    """Where a card's corner shows its rank and suit, in scene coordinates."""
    return card.mapRectToScene(QRectF(card.w * 0.04, card.h * 0.03, card.w * 0.16, card.h * 0.25))


def rendered(scene) -> QImage:
    image = QImage(int(scene.width()), int(scene.height()), QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), scene.sceneRect())
    painter.end()
    return image


def differs(a: QImage, b: QImage, rect: QRectF, tolerance: int = 24) -> bool:
    for y in range(int(rect.top()), int(rect.bottom())):
        for x in range(int(rect.left()), int(rect.right())):
            ca, cb = a.pixelColor(x, y), b.pixelColor(x, y)
            if max(abs(ca.red() - cb.red()), abs(ca.green() - cb.green()), abs(ca.blue() - cb.blue())) > tolerance:
                return True
    return False


@pytest.mark.parametrize("extra", [0, 20])
def test_no_mark_and_no_lifted_card_covers_a_neighbours_corner(show_window, extra):
    from buraco_qt.app import create_window
    window = show_window(create_window(["--seed", "7", "--speed", "0", "--players", "2", "--seats", "human,ai:easy"]),
                         size=(1024, 700))
    c = window.controller
    game = c.game
    for _ in range(extra):                       # a hand crowded as after taking a big discard pile
        game.hands[0].append(game.stock.pop())
    window.set_match(game, c.seats, None, c.ai_seed)
    scene = window.scene
    scene.relayout(animate=False)
    hand = scene.pile(PileId.hand(0))
    before = rendered(scene)
    chosen = list(range(2, len(hand.cards) - 1, 3))
    for index in chosen[::2]:
        hand.cards[index].selected = True
    scene.show_hint(Hint(0, R.Draw(), "", tuple(hand.cards[index].card for index in chosen[1::2]), ()))
    scene.relayout(animate=False)
    after = rendered(scene)
    marked = [card for card in hand.cards if card.selected or card.hinted]
    assert {card.card for card in marked} >= {hand.cards[index].card for index in chosen[1::2]}
    covered = [card.card for card in hand.cards if card not in marked and differs(before, after, corner(card))]
    assert covered == []


@pytest.mark.parametrize("extra", [0, 20])
def test_the_keyboard_focus_on_a_lifted_card_leaves_its_neighbours_corners_clear(show_window, qtbot, extra):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from buraco_qt.app import create_window
    window = show_window(create_window(["--seed", "7", "--speed", "0", "--players", "2", "--seats", "human,ai:easy",
                                        "--advance", "4"]), size=(1024, 700))
    c = window.controller
    game = c.game
    for _ in range(extra):
        game.hands[0].append(game.stock.pop())
    window.set_match(game, c.seats, None, c.ai_seed)
    scene = window.scene
    window.view.setFocus()
    for key in [Qt.Key.Key_Tab] * 6 + [Qt.Key.Key_Space]:        # to the fourth card of the hand, selected
        QTest.keyClick(window.view, key)
    scene.relayout(animate=False)
    pile_id, card = scene.keys.focus
    hand = scene.pile(PileId.hand(0))
    assert pile_id is None and card.selected and 0 < hand.cards.index(card) < len(hand.cards) - 1
    mark = next(item for item in scene.items() if item.objectName() == "focus-mark")
    assert mark.isVisible()
    with_ring = rendered(scene)
    mark.setVisible(False)
    without = rendered(scene)
    index = hand.cards.index(card)
    neighbours = [hand.cards[index - 1], hand.cards[index + 1]]
    assert [n.card for n in neighbours if differs(with_ring, without, corner(n), tolerance=8)] == []
