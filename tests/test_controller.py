"""GameController: requests, refusals, computer seats in their own process, pacing, stale answers."""

from __future__ import annotations

import gc
import os
import random
import sys
import threading

import pytest
from PySide6.QtCore import QCoreApplication, QTimer

from buraco_qt import rules as R
from buraco_qt.session.computer_seats import SeatProcess
from buraco_qt.session.controller import (
    DEFAULT_NAMES,
    GameController,
    computer_names,
    parse_seats,
    people_names,
)
from buraco_qt.text.move_words import card_text
from buraco_qt.text.team_names import team_name

WAIT_MS = 20_000


def draw_or_discard(view: R.SeatView) -> R.Action:
    """A plain move: draw, else discard, else the first legal move."""
    legal = view.legal_actions()
    for kind in (R.Draw, R.Discard):
        for action in legal:
            if isinstance(action, kind):
                return action
    return legal[0]


class GatedPlayer:
    """A computer player that answers only once the test opens its gate, and says when it starts deciding."""

    def __init__(self, opened: bool = False) -> None:
        self.deciding = threading.Event()     # set when a decision starts
        self.gate = threading.Event()         # the test sets it to let the player answer
        if opened:
            self.gate.set()
        self.threads: list[int] = []
        self.opened: list[bool] = []          # per decision: True if the gate was opened, False if it never was

    def choose(self, view: R.SeatView) -> R.Action:
        self.threads.append(threading.get_ident())
        self.deciding.set()
        self.opened.append(self.gate.wait(WAIT_MS / 1000))
        return draw_or_discard(view)


class GatedPlayers:
    """An `ai_factory` that makes a new GatedPlayer for every seat that moves, kept in the order made."""

    def __init__(self, opened: bool = False) -> None:
        self.opened = opened
        self.made: list[GatedPlayer] = []

    def __call__(self, level: str, seed: int = 0) -> GatedPlayer:
        player = GatedPlayer(self.opened)
        self.made.append(player)
        return player

    def open_all(self) -> None:
        """Let every player answer (at the end of a test: no thread waits for ever)."""
        for player in self.made:
            player.gate.set()


def deliver_answers() -> None:
    """Hand the GUI thread the answers the computer players have sent, and nothing else: no timer fires
    (the controller's clock for a silent seat, its pacing) while they are delivered."""
    QCoreApplication.sendPostedEvents(None, 0)


class BrokenPlayer:
    def __init__(self, mode: str) -> None:
        self.mode = mode

    def choose(self, view: R.SeatView) -> R.Action:
        if self.mode == "raise":
            raise RuntimeError("boom")
        return R.Discard(R.Card.parse("KS")) if view.phase == "draw" else R.Draw()


def first_seed(variant: str, starter: int) -> int:
    return next(seed for seed in range(500) if R.new_game(variant, 4, seed).starter == starter)


def make(qtbot, variant="open", starter=1, seats=None, speed=0, factory=None, **kw) -> GameController:
    game = R.new_game(variant, 4, first_seed(variant, starter))
    controller = GameController(game, seats or ["human", "ai:easy", "ai:easy", "ai:easy"], speed_ms=speed,
                                ai_factory=factory, **kw)
    return controller


def test_parse_seats():
    assert parse_seats("human,ai:hard", 4) == ["human", "ai:hard", "ai:normal", "ai:normal"]
    assert parse_seats("ai,human", 2) == ["ai:normal", "human"]
    with pytest.raises(ValueError):
        parse_seats("human,robot", 4)
    with pytest.raises(ValueError):
        parse_seats("human,human,human", 2)


def test_a_computer_seat_never_gets_a_name_given_to_another_seat():
    assert computer_names(4, [0], ["", "", "", ""]) == {1: "Bruno", 2: "Ana", 3: "Diego"}
    assert computer_names(4, [0], ["ana"]) == {1: "Bruno", 2: "Lucía", 3: "Diego"}      # not "ana & Ana"
    assert computer_names(2, [0], ["Bruno", ""]) == {1: "Lucía"}
    assert computer_names(4, [], ["", "Lucía", "", ""]) == {0: "Bruno", 2: "Ana", 3: "Diego"}
    every = computer_names(4, [], list(DEFAULT_NAMES[:3]) + [""])
    assert every == {3: "Diego"}
    crowded = computer_names(4, [0], ["Ana", "", "Bruno", "Diego"])
    assert crowded == {1: "Lucía"}


def test_a_person_s_default_name_is_never_one_given_to_another_seat():
    you, player = "You", "Player {number}"
    assert people_names([0], ["", "", "", ""], you, player) == {0: "You"}
    assert people_names([0, 2], ["", "", "", ""], you, player) == {0: "Player 1", 2: "Player 2"}
    assert people_names([0, 2], ["Ana", "", "", ""], you, player) == {2: "Player 2"}
    # a seat given "Player 1" (or "you"): the default takes the next free name
    assert people_names([0, 1], ["", "player 1"], you, player) == {0: "Player 2"}
    assert people_names([0, 1], ["Player 2", ""], you, player) == {1: "Player 1"}
    assert people_names([0, 1, 2, 3], ["", "", "Player 1", "Player 2"], you, player) == {0: "Player 3", 1: "Player 4"}
    assert people_names([0], ["", "You"], you, player) == {0: "Player 1"}
    assert people_names([0], ["", ""], you, player, others=["You"]) == {0: "Player 1"}


@pytest.mark.parametrize("seats, given", [
    (["human", "human"], ["", "Player 1"]),                                  # hotseat: "Player 1 & Player 1"
    (["human", "ai:easy"], ["", "You"]),
    (["human", "human", "human", "human"], ["", "", "Player 1", "Player 2"]),
    (["human", "ai:easy", "human", "ai:easy"], ["", "Ana", "", "Player 1"]),
])
def test_no_default_name_repeats_a_given_one_at_the_table(qapp, seats, given):
    game = R.Game(R.VARIANTS["open"], len(seats), seed=1)
    controller = GameController(game, seats, names=given, speed_ms=0)
    try:
        names = [name.casefold() for name in controller.names]
        assert len(set(names)) == len(names), controller.names
        assert [name for name, wanted in zip(controller.names, given) if wanted] == [g for g in given if g]
    finally:
        controller.shutdown()


def test_the_table_names_a_player_called_ana_and_her_partner_apart(qapp):
    game = R.Game(R.VARIANTS["cardcol"], 4, seed=1)
    controller = GameController(game, ["human", "ai:easy", "ai:easy", "ai:easy"], names=["Ana"], speed_ms=0)
    try:
        assert controller.names[0] == "Ana" and len(set(controller.names)) == 4
        team = team_name(controller.refresh_snapshot(), 0)
        assert "Ana &" in team and not team.endswith("Ana")
    finally:
        controller.shutdown()


def test_card_text_uses_suit_symbols(qapp):
    assert card_text(R.Card.parse("10H")) == "10\u2665"
    assert card_text("AS") == "A\u2660"
    assert card_text("JK") == "Joker"


def test_computer_decides_in_a_worker_and_the_gui_keeps_running(qtbot):
    player = GatedPlayer()
    controller = make(qtbot, starter=1, factory=lambda level, seed=0: player)
    controller.start()
    assert controller.busy and not controller.waiting_for_human      # start() returned at once
    assert controller.game.log == []
    # only the GUI thread's event loop opens the gate: the player answers because the loop ran while it thought
    QTimer.singleShot(0, player.gate.set)
    with qtbot.waitSignal(controller.published, timeout=WAIT_MS):
        pass
    assert controller.game.log[0] == "draw"
    assert player.opened[0] is True and player.threads[0] != threading.get_ident()
    controller.shutdown()


def test_requests_refusals_and_turns(qtbot):
    controller = make(qtbot, starter=0)
    refused = []
    controller.refused.connect(refused.append)
    controller.start()
    assert controller.waiting_for_human and controller.can_act()
    # a refusal: the engine's reason, translated, and nothing changes
    card = controller.game.hands[0][0]
    assert controller.request(R.Discard(card)) is False
    assert refused[-1] == "draw from the stock or take the discard pile first"
    assert controller.game.log == []
    assert controller.explain(R.Discard(card)) == refused[-1]
    assert controller.explain(R.Draw()) is None
    messages = []
    controller.published.connect(lambda shown: messages.append(shown.message) if shown.message else None)
    assert controller.request(R.Draw()) is True
    assert messages[-1].startswith("You drew ")
    discard = next(a for a in controller.game.legal_actions() if isinstance(a, R.Discard))
    assert controller.request(discard) is True
    assert messages[-1] == f"You discarded {card_text(discard.card)}"
    # now the computers play: a request is refused as "not your turn"
    assert controller.busy
    assert controller.request(R.Draw()) is False
    assert refused[-1] == "it is not your turn"
    qtbot.waitUntil(lambda: controller.waiting_for_human, timeout=WAIT_MS)
    assert controller.game.seat_to_move == 0
    assert [entry.split()[0] for entry in controller.game.log[2:]].count("discard") == 3
    assert any(m.startswith("Bruno ") for m in messages)
    controller.shutdown()


def test_an_answer_for_the_match_before_is_neither_played_nor_stops_the_clock_of_the_seat_deciding_now(qtbot):
    """A new match while seat 1 thinks: its answer ("draw") arrives when seat 1 is to draw in the new
    match. It must not be played there, nor stop the clock that plays for seat 1 if it stays silent."""
    players = GatedPlayers()
    controller = make(qtbot, starter=1, factory=players)
    try:
        controller.start()
        assert players.made[0].deciding.wait(WAIT_MS / 1000)
        controller.new_match(seed=first_seed("open", 0))        # seat 0 (the person) starts the new match
        assert controller.game.log == [] and controller.waiting_for_human
        controller.decision_timeout_ms = 50
        assert controller.request(R.Draw())
        discard = next(a for a in controller.game.legal_actions() if isinstance(a, R.Discard))
        assert controller.request(discard)
        assert controller.game.seat_to_move == 1 and controller.game.phase == "draw" and controller.busy
        players.made[0].gate.set()                              # the old answer is sent ...
        assert players.made[1].deciding.wait(WAIT_MS / 1000)
        # ... before the new decision started: the controller decides in one thread, one decision after the other
        assert players.made[1].threads == players.made[0].threads
        deliver_answers()
        assert controller.game.log == ["draw", str(discard)] and controller.busy     # ... and is not played
        # seat 1 stays silent: the controller's clock still plays a move for it
        qtbot.waitUntil(lambda: len(controller.game.log) > 2, timeout=WAIT_MS)
        assert controller.game.log[2] == "draw" and "no answer" in controller.last_error
    finally:
        players.open_all()
        controller.shutdown()


def test_next_hand_asked_for_during_the_pause_after_a_hand_is_dealt_once(qtbot):
    """Computers only: the controller deals the next hand after a pause. A person who asks for it sooner
    gets it at once; the pause that ends later deals nothing and leaves the seat deciding now alone."""
    game = R.new_game("open", 4, 1)
    while game.phase in ("draw", "play"):
        game.apply(next(a for a in game.legal_actions() if isinstance(a, (R.Draw, R.Discard, R.EndHand))))
    players = GatedPlayers()
    controller = GameController(game, ["ai:x"] * 4, speed_ms=0, ai_factory=players)
    try:
        controller.start()
        assert game.phase == "hand_over" and controller.busy          # the pause runs
        assert controller.next_hand() and game.hand_number == 2
        assert players.made and controller.busy                        # the first seat of hand 2 decides
        paused = []
        QTimer.singleShot(100, lambda: paused.append(1))               # the pause (1 ms at speed 0) is over
        qtbot.waitUntil(lambda: paused != [], timeout=WAIT_MS)
        assert game.hand_number == 2 and game.phase == "draw" and controller.moves_applied == 1
        assert controller.busy                                         # still waiting for that seat
    finally:
        players.open_all()
        controller.shutdown()


def test_pacing_with_a_delay_is_asynchronous(qtbot):
    controller = make(qtbot, starter=1, speed=150)
    controller.start()
    assert controller.game.log == []
    qtbot.waitUntil(lambda: controller.game.log != [], timeout=WAIT_MS)
    assert controller.game.log[0] in ("draw", "take")
    qtbot.waitUntil(lambda: controller.waiting_for_human, timeout=WAIT_MS)
    controller.shutdown()


@pytest.mark.parametrize("mode", ["raise", "illegal"])
def test_broken_computer_player_does_not_stop_the_game(qtbot, mode):
    controller = make(qtbot, starter=1, factory=lambda level, seed=0: BrokenPlayer(mode))
    controller.start()
    qtbot.waitUntil(lambda: controller.waiting_for_human, timeout=WAIT_MS)
    assert controller.last_error
    assert controller.game.seat_to_move == 0
    controller.shutdown()


def test_computers_only_play_on_to_the_next_hand(qtbot):
    controller = make(qtbot, starter=0, seats=["ai:easy"] * 4)
    hands = []
    controller.handOver.connect(lambda: hands.append(controller.game.hand_number))
    controller.start()
    qtbot.waitUntil(lambda: controller.game.hand_number >= 2 or controller.game.phase == "match_over",
                    timeout=60_000)
    assert hands and hands[0] == 1
    controller.shutdown()


def test_shutdown_drops_the_answer_on_its_way(qtbot):
    player = GatedPlayer()
    controller = make(qtbot, starter=1, factory=lambda level, seed=0: player)
    controller.start()
    assert player.deciding.wait(WAIT_MS / 1000)
    player.gate.set()
    controller.shutdown()                     # waits for the decision that runs: its answer is on its way
    deliver_answers()
    assert controller.game.log == [] and not controller.busy


def test_after_shutdown_no_computer_seat_decides(qtbot):
    # the table shown by --advance: a person's request is still applied, the computer seat after it waits
    players = GatedPlayers(opened=True)
    controller = make(qtbot, starter=0, factory=players)
    controller.start()
    controller.shutdown()
    assert controller.request(R.Draw())
    assert controller.request(next(a for a in controller.game.legal_actions() if isinstance(a, R.Discard)))
    assert controller.game.seat_to_move == 1 and not controller.busy and players.made == []


def alive(pid: int) -> bool:
    """True while process `pid` runs (a finished child that was waited for is gone)."""
    try:
        with open(f"/proc/{pid}/status") as status:
            return not any(line.startswith("State:") and "Z" in line.split()[1] for line in status)
    except FileNotFoundError:
        return False


def test_computer_seats_think_in_their_own_process_and_leave_the_interpreter_alone(qtbot):
    switch, collecting = sys.getswitchinterval(), gc.isenabled()
    controller = make(qtbot, starter=1)
    assert isinstance(controller.computer_players, SeatProcess)
    assert controller.computer_players.pid == 0              # no worker before the first computer move
    controller.start()
    qtbot.waitUntil(lambda: controller.waiting_for_human, timeout=WAIT_MS)
    pid = controller.computer_players.pid
    assert pid and pid != os.getpid()
    assert (sys.getswitchinterval(), gc.isenabled()) == (switch, collecting)
    controller.shutdown()
    assert not alive(pid)                                      # shutdown leaves no child process


def test_an_answer_for_a_match_left_behind_is_dropped(qtbot):
    controller = make(qtbot, starter=1)
    moves_when_answered = []                                  # runs after the controller took each answer
    controller.computer_players.answered.connect(lambda *_: moves_when_answered.append(len(controller.game.log)))
    controller.start()                                        # seat 1 is asked ...
    controller.new_match(seed=first_seed("open", 1))          # ... and seat 1 starts the new match too
    qtbot.waitUntil(lambda: controller.waiting_for_human, timeout=WAIT_MS)
    assert moves_when_answered[0] == 0                        # the first answer, for the old match, was dropped
    assert controller.fallbacks == 0
    controller.shutdown()


def test_a_seat_silent_in_the_worker_gets_a_legal_move_and_a_new_worker(qtbot):
    controller = make(qtbot, starter=1)
    controller.decision_timeout_ms = 0                        # no worker answers in time
    pids = set()
    controller.busyChanged.connect(lambda _: pids.add(controller.computer_players.pid))
    controller.start()
    qtbot.waitUntil(lambda: controller.waiting_for_human, timeout=WAIT_MS)
    assert "no answer" in controller.last_error
    assert [entry.split()[0] for entry in controller.game.log].count("discard") == 3
    assert not any(alive(pid) for pid in pids - {0})        # each silent worker was ended
    controller.shutdown()


def test_a_worker_that_dies_is_replaced_and_the_game_goes_on(qtbot):
    controller = make(qtbot, starter=0, seats=["ai:easy"] * 4, speed=20)
    controller.start()
    qtbot.waitUntil(lambda: controller.computer_players.pid != 0, timeout=WAIT_MS)
    first = controller.computer_players.pid
    os.kill(first, 9)
    moves = controller.moves_applied
    qtbot.waitUntil(lambda: controller.moves_applied >= moves + 12, timeout=WAIT_MS)
    second = controller.computer_players.pid
    assert second not in (0, first) and not alive(first)
    controller.shutdown()
    assert not alive(second)


class StallingPlayer:
    """Computer players that would stop a table: they loop through Undo, or answer nonsense."""

    def __init__(self, mode: str) -> None:
        self.mode = mode

    def choose(self, view: R.SeatView):
        legal = view.legal_actions()
        if self.mode == "looper":            # lay a meld, take it back, lay it again...
            for kind in (R.Undo, R.NewMeld, R.AddToMeld, R.Draw, R.Discard):
                for action in legal:
                    if isinstance(action, kind):
                        return action
            return legal[0]
        if self.mode == "undo":
            return R.Undo()
        if self.mode == "none":
            return None
        if self.mode == "garbage":
            return "meld the moon"
        raise ValueError("no idea")


@pytest.mark.parametrize("mode", ["looper", "undo", "none", "garbage", "raise"])
def test_no_computer_seat_can_freeze_a_match(qtbot, mode):
    controller = make(qtbot, variant="open", starter=0, seats=["ai:x"] * 4,
                      factory=lambda level, seed=0: StallingPlayer(mode))
    messages = []
    controller.published.connect(lambda shown: messages.append(shown.message or ""))
    controller.start()
    # a whole hand: every turn ends with a discard, never a take-back
    qtbot.waitUntil(lambda: controller.game.hand_number >= 2 or controller.game.phase == "match_over",
                    timeout=WAIT_MS)
    controller.shutdown()
    assert not any("took back" in text for text in messages)
    assert controller.fallbacks > 0 and controller.last_error
    assert not any(entry == "undo" for entry in controller.game.log)


def test_a_silent_computer_seat_gets_a_legal_move_played_for_it(qtbot):
    release = threading.Event()

    class Silent:
        def choose(self, view):
            release.wait(20)
            return view.legal_actions()[0]

    controller = make(qtbot, starter=1, factory=lambda level, seed=0: Silent())
    controller.decision_timeout_ms = 200
    controller.start()
    try:
        qtbot.waitUntil(lambda: controller.waiting_for_human, timeout=WAIT_MS)
        assert controller.game.seat_to_move == 0 and "no answer" in controller.last_error
        assert [entry.split()[0] for entry in controller.game.log].count("discard") == 3
    finally:
        release.set()
        controller.shutdown()


def test_decisions_are_let_go_once_played(qtbot):
    # PySide kept every QRunnable the pool started, with the seat's view it held: 500 views a match
    import gc

    def views() -> int:
        gc.unfreeze()
        gc.collect()
        return sum(isinstance(o, R.SeatView) for o in gc.get_objects())

    before = views()                          # other tests' players may keep theirs
    controller = make(qtbot, starter=0, seats=["ai:easy"] * 4)
    controller.start()
    qtbot.waitUntil(lambda: controller.moves_applied >= 60, timeout=WAIT_MS)
    controller.shutdown()
    # a player may keep the last view it was shown: one per seat at most (it was one per move)
    qtbot.waitUntil(lambda: views() - before <= 5, timeout=WAIT_MS)


def test_a_computer_player_is_made_when_its_seat_first_moves(qtbot):
    made = []

    def factory(level, seed=0):
        made.append((level, seed))
        return GatedPlayer(opened=True)

    controller = make(qtbot, starter=1, factory=factory, ai_seed=4)
    assert made == []                                   # a new window loads no AI
    controller.start()
    qtbot.waitUntil(lambda: controller.moves_applied >= 1)
    assert made[0] == ("easy", 41)                      # seat 1, seeded as before
    controller.shutdown()


SCREENSHOT = r"""
import os, sys
from buraco_qt import app
from buraco_qt.session import computer_seats
code = app.main(["buraco-qt", "--screenshot", sys.argv[1], "--seed", "3", "--seats", "ai:easy,ai:easy,ai:easy,ai:easy"])
children = [pid for task in os.listdir("/proc/self/task")
            for pid in open(f"/proc/self/task/{task}/children").read().split()]
print(len(computer_seats._running), children)
sys.exit(code)
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_a_screenshot_with_computer_seats_leaves_no_process_behind(tmp_path):
    import subprocess
    from pathlib import Path
    root = Path(__file__).resolve().parent.parent
    done = subprocess.run([sys.executable, "-c", SCREENSHOT, str(tmp_path / "table.png")], cwd=root,
                          capture_output=True, text=True, timeout=120,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(root)})
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == "1 []"          # a worker was started for the first seat, and ended


def test_the_status_says_which_meld_cards_and_the_pile_top_went_onto(qtbot):
    said: dict[type, str] = {}
    for seed in range(1, 40):
        game = R.new_game("closed", 4, seed=seed)     # where the pile's top card goes onto a meld as it is taken
        rng = random.Random(seed)
        while game.phase in ("draw", "play") and len(said) < 2:
            legal = game.legal_actions()
            onto = [a for a in legal if type(a) not in said
                    and (isinstance(a, R.AddToMeld) or (isinstance(a, R.TakePile) and a.target is not None))]
            if onto:
                controller = GameController(R.Game.from_json(game.to_json()), ["human"] * 4, speed_ms=0)
                messages = []
                controller.published.connect(lambda snapshot: messages.append(snapshot.message))
                try:
                    assert controller.request(onto[0])
                    said[type(onto[0])] = messages[-1]
                finally:
                    controller.shutdown()
            plays = [a for a in legal if isinstance(a, (R.NewMeld, R.AddToMeld))]
            game.apply(rng.choice(plays) if plays and rng.random() < 0.8 else rng.choice(legal))
        if len(said) == 2:
            break
    assert set(said) == {R.AddToMeld, R.TakePile}
    for message in said.values():
        assert any(words in message for words in ("to the run of ", "to the set of ", "to the meld of wild cards"))
        assert "to a meld" not in message
    assert "took the discard pile" in said[R.TakePile]
