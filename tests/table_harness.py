"""What the table tests check, and a seeded fuzz of the live window.

`scene_problems` compares the scene with the engine (per pile, as the seat at the screen may see
it); `deck_problems` checks that every card of the deck is somewhere in the engine. `TableFuzzer`
sends seeded random mouse and keyboard events to the real view (clicks, double-clicks, drags,
a card held while the computers play, keys, resizes; with a folder for files also Save as, Open and
Continue) and checks after every event: no exception in any slot, no frozen turn, every card
accounted for, the scene's cards equal to the engine's, a saved or opened match equal to the table's.
Used by tests/test_table.py, tests/test_table_fuzz.py and benchmarks/fuzz_table.py.
"""

from __future__ import annotations

import random
import sys
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from buraco_qt import rules as R
from buraco_qt.ui.table.card_item import CardItem
from buraco_qt.ui.table.pile_id import DISCARD, STOCK, PileId
from buraco_qt.ui.table.pile_items import PileItem

#: A computer seat's turn longer than this many moves is a frozen turn (a loop).
MAX_TURN_MOVES = 100
#: Seconds without a move while only computers are to move: a frozen turn (a stall).
STALL_S = 30.0


def viewport_point(window, scene_point: QPointF) -> QPoint:
    """A scene point in the view's viewport coordinates."""
    return window.view.mapFromScene(scene_point)


def card_point(card: CardItem) -> QPointF:
    """A point on the visible part of a card in a fan (its left strip), in scene coordinates."""
    pile = card.parentItem()
    cards = pile.cards
    index = cards.index(card)
    width = card.w
    if index + 1 < len(cards):
        nxt = cards[index + 1]
        if abs(nxt.pos().y() - card.pos().y()) < 1:
            width = max(2.0, min(card.w, nxt.pos().x() - card.pos().x()))
    return card.mapToScene(QPointF(width / 2, card.h * 0.55))


def deck_problems(game: R.Game) -> list[str]:
    """Cards missing from or added to the deck (hands, stock, discard, reserves, melds, closed)."""
    variant = game.variant
    deck = Counter(R.build_deck(variant.decks, variant.jokers_per_deck))
    found = game.all_cards()
    if found == deck:
        return []
    missing, extra = deck - found, found - deck
    return [f"cards missing {sorted(map(str, missing.elements()))}, extra {sorted(map(str, extra.elements()))}"]


def scene_problems(window) -> list[str]:
    """Differences between the scene and the engine's state (empty when they agree)."""
    c = window.controller
    g = c.game
    scene = window.scene
    problems: list[str] = []

    def children(pile: PileItem) -> list[R.Card | None]:
        return [ch.card for ch in pile.childItems() if isinstance(ch, CardItem) and ch.isVisible()]

    def same(name: str, shown: list[R.Card | None], wanted: list[R.Card | None], ordered: bool = True) -> None:
        if (shown if ordered else sorted(shown, key=str)) != (wanted if ordered else sorted(wanted, key=str)):
            problems.append(f"{name}: table {shown} != engine {wanted}")

    piles = scene.piles()
    discard = piles[DISCARD]
    same("discard", discard.shown_cards(), list(g.discard))
    same("discard children", children(discard), list(g.discard), ordered=False)
    reveal = g.phase in ("hand_over", "match_over")
    hands = sorted(pile_id for pile_id in piles if pile_id.kind == "hand")
    if hands != [PileId.hand(seat) for seat in range(g.players)]:
        problems.append(f"hands on the table {hands} for {g.players} players")
    for seat in range(g.players):
        hand = piles.get(PileId.hand(seat))
        if hand is None:
            continue
        cards = list(g.hands[seat])
        if (seat != scene.viewer and not reveal) or seat in scene.hidden_seats:
            cards = [None] * len(cards)
        same(f"{hand.pile_id}", hand.shown_cards(), cards, ordered=False)
        same(f"{hand.pile_id} children", children(hand), cards, ordered=False)
    for team in (0, 1):
        for index, meld in enumerate(g.melds[team]):
            pile_id = PileId.meld(team, index)
            if pile_id not in piles:
                problems.append(f"{pile_id} missing")
                continue
            same(f"{pile_id}", piles[pile_id].shown_cards(), list(meld.cards))
            same(f"{pile_id} children", children(piles[pile_id]), list(meld.cards), ordered=False)
        extra = [p for p in piles if p.is_meld_of(team) and p.meld_index >= len(g.melds[team])]
        if extra:
            problems.append(f"melds on the table that the engine does not have: {extra}")
        reserve = piles[PileId.reserve(team)]
        if reserve.isVisible() != (g.reserves[team] is not None):
            problems.append(f"{reserve.pile_id} visible={reserve.isVisible()}")
        if g.reserves[team] is not None and reserve.count != len(g.reserves[team]):
            problems.append(f"{reserve.pile_id} count {reserve.count}")
        closed = piles[PileId.closed(team)]
        if closed.count != len(g.closed[team]):
            problems.append(f"{closed.pile_id} count {closed.count} != {len(g.closed[team])}")
    if piles[STOCK].count != len(g.stock):
        problems.append(f"stock {piles[STOCK].count} != {len(g.stock)}")
    for item in scene.items():
        if isinstance(item, CardItem) and item.isVisible():
            parent = item.parentItem()
            if not isinstance(parent, PileItem) or not parent.objectName():
                problems.append(f"card item {item.objectName()} outside a pile")
            if item.objectName() != f"card:{'back' if item.card is None else item.card}":
                problems.append(f"card item named {item.objectName()} shows {item.card}")
    return problems


def rss_mb() -> float:
    """The resident set size of this process, in MB (Linux; 0 elsewhere)."""
    try:
        with open("/proc/self/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


@dataclass
class FuzzReport:
    """What a fuzz run found."""

    events: int = 0
    hands: int = 0
    matches: int = 0
    moves: int = 0
    files: int = 0                      # matches saved, opened and continued
    exceptions: list[str] = field(default_factory=list)
    frozen: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    rss_start: float = 0.0
    rss_max: float = 0.0
    rss_end: float = 0.0

    @property
    def failures(self) -> list[str]:
        """Everything that went wrong, first things first."""
        return self.exceptions + self.frozen + self.problems


class TableFuzzer:
    """Seeded random gestures against a window whose seat 0 is a person and the rest computers."""

    KEYS = ((Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier), (Qt.Key.Key_F5, Qt.KeyboardModifier.NoModifier),
            (Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier), (Qt.Key.Key_F4, Qt.KeyboardModifier.NoModifier),
            (Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier), (Qt.Key.Key_Space, Qt.KeyboardModifier.NoModifier),
            (Qt.Key.Key_A, Qt.KeyboardModifier.NoModifier))

    EVENTS = {"click": 22, "double": 8, "drag": 18, "hold": 5, "key": 10, "resize": 3, "wait": 10, "play": 24}
    #: With a folder for files: Save as, Open (answering the question at random) and Continue (what a
    #: restart would find in the autosave, checked against the table, then played on).
    FILE_EVENTS = {"save": 2, "open": 2, "continue": 2}

    def __init__(self, window, seed: int, *, max_turn_moves: int = MAX_TURN_MOVES, stall_s: float = STALL_S,
                 files: Path | None = None) -> None:
        self.window = window
        self.files = files
        self.saved: list[Path] = []
        self.events = dict(self.EVENTS, **(self.FILE_EVENTS if files is not None else {}))
        self.rng = random.Random(seed)
        self.max_turn_moves = max_turn_moves
        self.stall_s = stall_s
        self.report = FuzzReport()
        self._turn: tuple[int, int] = (-1, 0)           # (computer seat, its moves in a row)
        self._last_move = time.monotonic()
        self._stalled = False
        self._where = "start"
        c = window.controller
        c.published.connect(self._on_move)
        c.handOver.connect(self._on_hand_over)

    # ----- bookkeeping ---------------------------------------------------------------------------

    def _on_move(self, shown) -> None:
        move = shown.outcome
        self._last_move = time.monotonic()
        self._stalled = False
        self.report.moves += 1
        c = self.window.controller
        if move is None or move.dealt or c.is_human(move.seat):
            self._turn = (-1, 0)
            return
        seat, count = self._turn
        self._turn = (move.seat, count + 1 if seat == move.seat else 1)
        if self._turn[1] == self.max_turn_moves + 1:
            self.report.frozen.append(f"event {self.report.events} ({self._where}): seat {move.seat} made "
                                      f"{self.max_turn_moves} moves in one turn: {c.game.log[-12:]}")

    def _on_hand_over(self) -> None:
        self.report.hands += 1
        if self.window.controller.game.phase == "match_over":
            self.report.matches += 1

    def _excepthook(self, kind, error, tb) -> None:
        text = "".join(traceback.format_exception(kind, error, tb))
        self.report.exceptions.append(f"event {self.report.events} ({self._where}): {text}")

    # ----- running -------------------------------------------------------------------------------

    def run(self, events: int) -> FuzzReport:
        """Send `events` events, checking after each; the report of the run."""
        previous = sys.excepthook
        sys.excepthook = self._excepthook
        try:
            self.report.rss_start = self.report.rss_max = rss_mb()
            for _ in range(events):
                self.step()
                if self.report.events % 10 == 0:
                    self.report.rss_max = max(self.report.rss_max, rss_mb())
                if len(self.report.failures) > 20:
                    break
            self.report.rss_end = rss_mb()
            self.report.rss_max = max(self.report.rss_max, self.report.rss_end)
        finally:
            sys.excepthook = previous
        return self.report

    def step(self) -> None:
        """One random event, then the checks."""
        self.report.events += 1
        event = self.rng.choices(list(self.events), weights=list(self.events.values()))[0]
        self._where = event
        getattr(self, f"_{event}")()
        QTest.qWait(self.rng.choice((0, 1, 3, 8)))
        self.check()

    def check(self) -> None:
        """After an event: a frozen turn, the deck, the scene against the engine."""
        c = self.window.controller
        g = c.game
        computers = g.phase in ("draw", "play") and not c.is_human(g.seat_to_move)
        if computers and not self._stalled and time.monotonic() - self._last_move > self.stall_s:
            self._stalled = True
            self.report.frozen.append(f"event {self.report.events}: no move for {self.stall_s:.0f} s "
                                      f"(seat {g.seat_to_move}, {g.phase}), last problem: {c.last_error}")
        for problem in deck_problems(g) + scene_problems(self.window):
            self.report.problems.append(f"event {self.report.events} ({self._where}): {problem}")

    def _problem(self, text: str) -> None:
        self.report.problems.append(f"event {self.report.events} ({self._where}): {text}")

    # ----- files ---------------------------------------------------------------------------------

    def _save(self) -> None:
        from buraco_qt.storage import persistence
        path = self.files / f"match-{len(self.saved)}.buraco"
        game = self.window.controller.game
        if not self.window.files.save_to(path):
            self._problem(f"could not save to {path}")
        elif persistence.load(path).game.to_json() != game.to_json():
            self._problem("the saved match differs from the table's")
        else:
            self.saved.append(path)
            self.report.files += 1

    def _open(self) -> None:
        from buraco_qt.storage import persistence
        if not self.saved:
            self._save()
            return
        path = self.rng.choice(self.saved)
        files = self.window.files
        before = self.window.controller.game.to_json()
        expected = persistence.load(path).game.to_json()
        files.open_path(path)
        box = files.question
        replace = True
        if box is not None:
            replace = self.rng.random() < 0.7
            if replace:
                QTest.mouseClick(box.findChild(QPushButton, "open"), Qt.MouseButton.LeftButton)
            else:
                box.button(box.StandardButton.Cancel).click()
        if self.window.controller.game.to_json() != (expected if replace else before):
            self._problem(f"the table after Open ({'replaced' if replace else 'kept'}) is not the match it should be")
        self.report.files += 1

    def _continue(self) -> None:
        """What a restart would find in the autosave must be the table's match; then it goes on from there."""
        from buraco_qt.storage.autosave import Autosave
        files = self.window.files
        if files.autosave is None:
            self._problem("the window does not own the autosave")
            return
        files.autosave.flush()
        saved = Autosave(files.autosave.folder).read()
        game = self.window.controller.game
        if game.phase == "match_over":
            if saved is not None:
                self._problem("a finished match is still in the autosave")
            return
        if saved is None or saved.game.to_json() != game.to_json():
            self._problem("the autosave is not the table's match")
            return
        files.resume(saved)
        self.report.files += 1

    # ----- where to point ------------------------------------------------------------------------

    def _points(self) -> list[QPointF]:
        """Places worth pointing at: cards of the hand, the piles, the melds, anywhere."""
        scene = self.window.scene
        points: list[QPointF] = []
        hand = scene.pile(PileId.hand(scene.viewer))
        if hand is not None:
            points += [card_point(card) for card in hand.cards]
        for pile_id, pile in scene.piles().items():
            if pile_id.kind in ("stock", "discard", "new-meld", "meld", "melds") and pile.isVisible():
                rect = pile.target_rect()
                points.append(QPointF(rect.center().x(), rect.top() + min(rect.height() / 2, 30)))
        size = self.window.view.viewport().size()
        points.append(QPointF(self.rng.uniform(0, size.width()), self.rng.uniform(0, size.height())))
        return points

    def _point(self) -> QPoint:
        return viewport_point(self.window, self.rng.choice(self._points()))

    def _hand_card(self) -> CardItem | None:
        scene = self.window.scene
        cards = scene.card_items(PileId.hand(scene.viewer))
        return self.rng.choice(cards) if cards else None

    # ----- events --------------------------------------------------------------------------------

    def _click(self) -> None:
        QTest.mouseClick(self.window.view.viewport(), Qt.MouseButton.LeftButton, pos=self._point())

    def _double(self) -> None:
        card = self._hand_card()
        point = viewport_point(self.window, card_point(card)) if card and self.rng.random() < 0.8 else self._point()
        QTest.mouseDClick(self.window.view.viewport(), Qt.MouseButton.LeftButton, pos=point)

    def _press_and_move(self) -> tuple[QPoint, QPoint]:
        viewport = self.window.view.viewport()
        card = self._hand_card()
        scene = self.window.scene
        if card is not None and self.rng.random() < 0.8:
            start = viewport_point(self.window, card_point(card))
        elif scene.discard.cards:
            start = viewport_point(self.window, scene.discard.cards[-1].scene_centre())
        else:
            start = self._point()
        end = self._point()
        QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
        steps = self.rng.randint(2, 6)
        for i in range(1, steps + 1):
            QTest.mouseMove(viewport, QPoint(round(start.x() + (end.x() - start.x()) * i / steps),
                                             round(start.y() + (end.y() - start.y()) * i / steps)))
        return start, end

    def _drag(self) -> None:
        _start, end = self._press_and_move()
        QTest.mouseRelease(self.window.view.viewport(), Qt.MouseButton.LeftButton, pos=end)

    def _hold(self) -> None:
        """A card held while the computers play (people rearrange their hand meanwhile)."""
        _start, end = self._press_and_move()
        for _ in range(self.rng.randint(1, 6)):
            QTest.qWait(self.rng.choice((1, 5, 20)))
            self.check()
        QTest.mouseRelease(self.window.view.viewport(), Qt.MouseButton.LeftButton, pos=end)

    def _key(self) -> None:
        key, modifier = self.rng.choice(self.KEYS)
        QTest.keyClick(self.window.view, key, modifier)

    def _resize(self) -> None:
        self.window.resize(self.rng.randint(700, 1600), self.rng.randint(500, 1050))

    def _wait(self) -> None:
        QTest.qWait(self.rng.choice((5, 20, 60)))

    def _play(self) -> None:
        """A gesture that means something now: answer a question, go on after a hand, or make a
        legal move (draw, take, lay down, discard) by mouse."""
        window = self.window
        c = window.controller
        box = window.confirm_box
        if box is not None and box.isVisible():
            box.button(self.rng.choice((box.StandardButton.Yes, box.StandardButton.No))).click()
            return
        sheet = window.score_sheet
        if c.game.phase in ("hand_over", "match_over"):
            name = "next-hand" if c.game.phase == "hand_over" else "new-match"
            button = sheet.findChild(QPushButton, name) if sheet is not None and sheet.isVisible() else None
            if button is not None and button.isVisible():
                QTest.mouseClick(button, Qt.MouseButton.LeftButton)
            else:
                window.next_hand()
            return
        if not c.can_act():
            QTest.qWait(10)
            return
        scene = window.scene
        legal = c.legal_actions()
        viewport = window.view.viewport()
        if any(isinstance(a, R.Draw) for a in legal) and self.rng.random() < 0.8:
            rect = scene.stock.target_rect()
            QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=viewport_point(window, rect.center()))
            return
        discards = [a for a in legal if isinstance(a, R.Discard)]
        plays = [a for a in legal if isinstance(a, (R.NewMeld, R.AddToMeld))]
        if plays and self.rng.random() < 0.4:
            self._lay(self.rng.choice(plays))
            return
        if discards:
            chosen = self.rng.choice(discards).card
            card = next((item for item in scene.card_items(PileId.hand(scene.viewer)) if item.card == chosen), None)
            if card is not None:
                QTest.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=viewport_point(window, card_point(card)))
                return
        c.request(self.rng.choice(legal))      # a move no gesture here makes (end the hand...)

    def _lay(self, action: R.Action) -> None:
        """Select the cards of a meld or an addition, then drag them where they go."""
        window = self.window
        scene = window.scene
        viewport = window.view.viewport()
        scene.clear_selection()
        chosen: list[CardItem] = []
        for card in action.cards:
            item = next((i for i in scene.card_items(PileId.hand(scene.viewer))
                         if i.card == card and i not in chosen), None)
            if item is None:
                return
            QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=viewport_point(window, card_point(item)))
            chosen.append(item)
        if isinstance(action, R.NewMeld):
            target = scene.new_meld.target_rect()
        else:
            pile = scene.pile(PileId.meld(window.controller.game.team_of(scene.viewer), action.target))
            if pile is None:
                return
            target = pile.target_rect()
        lead = chosen[0]
        if not lead.selected:
            return
        start = viewport_point(window, card_point(lead))
        end = viewport_point(window, QPointF(target.center().x(), target.top() + min(target.height() / 2, 40)))
        QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
        for i in range(1, 5):
            QTest.mouseMove(viewport, QPoint(round(start.x() + (end.x() - start.x()) * i / 4),
                                             round(start.y() + (end.y() - start.y()) * i / 4)))
        QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)


def fuzz_window(variant: str, players: int, seed: int, *, speed: int = 0, levels: tuple[str, ...] = ("easy",),
                totals: tuple[int, int] | None = None, autosave: bool = False):
    """A window for the fuzz: seat 0 a person, the others computers of `levels` in turn; `totals`
    starts the match from those match points (in brazilian, 1975-1265 makes the first-meld minimum bite).
    `autosave`: the window owns the autosave of the data folder (``XDG_DATA_HOME``)."""
    from buraco_qt.app import create_window
    from buraco_qt.storage.settings import Settings
    seats = ["human"] + [f"ai:{levels[k % len(levels)]}" for k in range(players - 1)]
    window = create_window(["--variant", variant, "--players", str(players), "--seed", str(seed),
                            "--speed", str(speed), "--seats", ",".join(seats)], settings=Settings(),
                           autosave=autosave)
    if totals is not None:
        c = window.controller
        game = R.Game(c.game.variant, players, seed, totals)
        c.set_match(game, c.seats, c.given_names, ai_seed=seed)
    return window


def show(window, size=(1180, 760)) -> None:
    """Show the window and wait until it is on screen."""
    window.resize(*size)
    window.show()
    QTest.qWaitForWindowExposed(window)
    QApplication.processEvents()
