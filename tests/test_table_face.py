"""The table's face: the window, its table and dialogs play through `TableFace` alone, whoever implements it.

A second implementation here, `ScriptedFace`, publishes snapshots made from a game the test plays
itself (as a server would send them) and only records what the window asks: the window draws them,
sends its requests, shows a hint and the hotseat curtain without a `GameController`. That is the proof
that a network client can drive the window.
"""

from __future__ import annotations

import inspect
import re
from pathlib import Path

from PySide6.QtCore import QObject, QPoint, Qt, Signal

from buraco_qt import rules as R
from buraco_qt.session.controller import GameController
from buraco_qt.session.snapshot import take_snapshot
from buraco_qt.session.table_face import TableFace
from buraco_qt.text.move_sentences import move_sentence
from buraco_qt.ui.table.pile_id import STOCK, PileId
from buraco_qt.ui.window.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[1]
NAMES = ["Ana", "Bruno", "Carla", "Diego"]


def _members(cls) -> set[str]:
    """The names a `TableFace` has: its signals and attributes, properties and methods."""
    return {name for name in (*cls.__annotations__, *vars(cls)) if not name.startswith("_")}


class ScriptedFace(QObject):
    """A face with no engine behind it: it shows the snapshots of `game` as the test plays it."""

    published = Signal(object)
    refused = Signal(str)
    busyChanged = Signal(bool)
    handOver = Signal()
    matchOver = Signal()
    hintFound = Signal(int, object)

    def __init__(self, game: R.Game, humans: list[int]) -> None:
        super().__init__()
        self.game = game                 # the other computer's match: never shown to the window
        self.humans = humans
        self.curtain: int | None = None
        self.asked: list[object] = []    # every request and call the window made, in order
        self.hints_used = [0] * game.players
        self.busy = False
        self.speed_ms = 0
        self.snapshot = self._take(None)

    def _take(self, outcome: R.Outcome | None):
        g = self.game
        seat = g.seat_to_move if g.seat_to_move in self.humans else self.humans[0]
        shown = take_snapshot(g, shown={seat} if self.curtain is None else set(), names=NAMES, humans=self.humans,
                              viewer=seat, curtain_seat=self.curtain, can_act=g.seat_to_move == seat,
                              outcome=outcome)
        return shown.replace(message=move_sentence(outcome, shown)) if outcome is not None else shown

    def play(self, action: R.Action) -> None:
        """The match moved on elsewhere: publish its snapshot."""
        self.snapshot = self._take(self.game.apply(action))
        self.published.emit(self.snapshot)

    def request(self, action):
        self.asked.append(action)
        return True

    def next_hand(self):
        return self.request(R.NextHand())

    def explain(self, action):
        return None

    def ask_hint(self):
        self.asked.append("hint")
        self.hintFound.emit(self.game.seat_to_move, R.Draw())
        return True

    def lift_curtain(self):
        self.asked.append("lift")
        self.curtain = None
        self.snapshot = self._take(self.snapshot.outcome)
        return True

    def reset_curtain(self):
        self.asked.append("reset")

    def retranslate(self):
        self.asked.append("retranslate")

    def start(self, message=None):
        self.published.emit(self.snapshot)

    def new_match(self):
        self.asked.append("new match")

    def set_match(self, game, seats=None, names=None, ai_seed=None, *, resumed=False, hints=()):
        self.asked.append("set match")

    def match_to_save(self):
        return None

    def hold(self):
        self.asked.append("hold")

    def recover(self):
        self.asked.append("recover")

    def shutdown(self):
        self.asked.append("shutdown")


def test_the_face_is_what_both_faces_have():
    wanted = _members(TableFace)
    assert {"published", "refused", "busyChanged", "handOver", "matchOver", "hintFound", "snapshot", "request",
            "next_hand", "explain", "ask_hint", "lift_curtain", "reset_curtain", "speed_ms", "retranslate",
            "hold", "recover", "shutdown", "match_to_save"} <= wanted
    controller_has = {name for name in wanted if hasattr(GameController, name)} | {"snapshot", "hints_used"}
    assert sorted(wanted - controller_has) == []
    assert sorted(name for name in wanted if not hasattr(ScriptedFace, name) and name not in (
        "snapshot", "hints_used", "busy", "speed_ms")) == []
    for name in wanted:                  # one docstring line for each member of the face
        member = vars(TableFace).get(name)
        if callable(member) or isinstance(member, property):
            assert inspect.getdoc(member), name
    source = inspect.getsource(TableFace)
    for name in TableFace.__annotations__:
        assert re.search(rf"#: .*\n    {name}:", source), name


def test_the_window_never_reaches_behind_the_face():
    """No part of the window reads the local match, its computer players or its hotseat privacy: only the
    face. How to play makes a local controller of its own, for its picture."""
    reached = re.compile(r"(\b(controller|c)\.(game|match|seats|given_names|computer_players|privacy|view_for_hint)\b)"
                         r"|\bcomputer_players\b|\bprivacy\b|\bview_for_hint\b")
    found = []
    for path in sorted((ROOT / "buraco_qt" / "ui").rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        found += [f"{path.name}: {m.group(0)}" for m in reached.finditer(text)]
        if path.name != "how_to_play.py":
            found += [f"{path.name}: GameController" for _ in re.finditer(r"\bGameController\b", text)]
    assert found == []


def _click(qtbot, window, item) -> None:
    point = window.view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def test_a_face_without_an_engine_drives_the_window(qtbot, show_window):
    game = R.new_game("cardcol", 4, seed=3)
    while game.seat_to_move != 0:
        game.apply(R.Draw())
        game.apply(next(a for a in game.legal_actions() if isinstance(a, R.Discard)))
    face = ScriptedFace(game, [0])
    window = show_window(MainWindow(face), (1280, 800))
    face.start()
    scene = window.scene
    # it draws what the face published: your hand face up, the others as counts
    assert sorted(c.card for c in scene.card_items(PileId.hand(0))) == sorted(game.hands[0])
    assert {c.card for c in scene.card_items(PileId.hand(1))} == {None} and scene.pile(STOCK).count == len(game.stock)
    assert window.status_text() == "Your turn: draw from the stock or take the discard pile"
    # a click is a request to the face, nothing more
    _click(qtbot, window, scene.stock)
    assert face.asked == [R.Draw()] and game.log[-1] != "draw"
    # the move comes back as a snapshot: drawn, said, the menus follow it
    face.play(R.Draw())
    assert len(scene.card_items(PileId.hand(0))) == len(game.hands[0])
    assert window.status_text().startswith("You drew ")
    # the hint: asked of the face, its answer shown in words
    window.ask_hint()
    assert face.asked[-1] == "hint" and window.status_text() == "Hint: Draw from the stock"
    # refusals come from the face too
    face.refused.emit("not now")
    assert window.status_text() == "\u26A0 Not now"
    # nothing to save here: the autosave and Save as… leave the files alone, statistics count nothing
    assert window.files.autosave_now() is None and not window.files.save_to(Path("/nonexistent/x.buraco"))
    assert window.statistics.team() is None
    # the move log follows the published moves
    log = window.show_move_log()
    discard = next(a for a in game.legal_actions() if isinstance(a, R.Discard))
    face.play(discard)
    assert log.texts() == [face.snapshot.message] and face.snapshot.message.startswith("You discarded ")


def test_the_hotseat_curtain_is_lifted_through_the_face(qtbot, show_window):
    game = R.new_game("open", 4, seed=5)
    face = ScriptedFace(game, [0, 2])
    face.curtain = game.seat_to_move if game.seat_to_move in (0, 2) else 0
    face.snapshot = face._take(None)
    window = show_window(MainWindow(face), (1024, 700))
    face.start()
    scene = window.scene
    assert scene.curtain.isVisible() and not scene.card_items(PileId.hand(0))[0].face_up
    assert window.status_text() == f"Pass the screen to {NAMES[face.curtain]}"
    viewport = window.view.viewport()
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=QPoint(viewport.width() // 2, viewport.height() // 2))
    assert "lift" in face.asked and not scene.curtain.isVisible()
    assert scene.card_items(PileId.hand(scene.viewer))[0].face_up
    window.new_match()
    assert face.asked[-2:] == ["reset", "new match"]
