"""The computer players' process: views in, legal moves out, no Qt in it."""

from __future__ import annotations

import io
import os
import signal
import subprocess
import sys

import pytest

from buraco_qt import rules as R
from buraco_qt.session.seat_worker import decode, encode, serve


def test_the_worker_answers_each_question_with_a_legal_move_of_its_seat():
    game = R.new_game("open", 4, 5)
    view = game.view(game.seat_to_move)
    broken = R.new_game("open", 4, 5).view(game.seat_to_move)
    requests = io.BytesIO(encode(("decide", "seat", 7, "easy", 1, view, False))
                          + encode(("forget",))
                          + encode(("decide", "hint", 8, "no-such-level", 1, broken, True)))
    answers = io.BytesIO()
    serve(requests, answers)                  # returns when its input ends
    buffer = bytearray(answers.getvalue())
    first, second = decode(buffer)
    assert buffer == b""
    channel, ticket, seat, text, error, think_ms = first
    assert (channel, ticket, seat, error) == ("seat", 7, view.seat, "")
    assert R.parse_action(text) in view.legal_actions() and think_ms >= 0
    assert second[:3] == ("hint", 8, view.seat) and second[3] == "" and second[4]     # an error, not a crash


def test_forgetting_some_channels_drops_their_players_alone(monkeypatch):
    from buraco_qt import ai
    made = []
    create = ai.create
    monkeypatch.setattr(ai, "create", lambda level, seed: made.append(seed) or create(level, seed=seed))
    view = R.new_game("open", 4, 5).view(0)
    ask = lambda channel, ticket: encode(("decide", channel, ticket, "easy", 1, view, False))  # noqa: E731
    requests = io.BytesIO(ask("t1:0", 1) + ask("t2:0", 2) + encode(("forget", ["t1:0"]))
                          + ask("t1:0", 3) + ask("t2:0", 4))
    serve(requests, io.BytesIO())
    assert len(made) == 3                     # t1:0's player made again after it was forgotten, t2:0's kept


def test_a_message_that_is_no_request_is_passed_over():
    game = R.new_game("open", 4, 5)
    view = game.view(game.seat_to_move)
    malformed = [42, (), ("decide",), ("decide", "seat", "7", "easy", 1, view, False),
                 ("decide", "seat", 7, "easy", 1, "not a view", False), ("forget", 5), ("who knows", 1, 2)]
    requests = io.BytesIO(b"".join(encode(message) for message in malformed)
                          + encode(("decide", "seat", 8, "easy", 1, view, False)))
    answers = io.BytesIO()
    serve(requests, answers)                  # no exception: the worker goes on to the next frame
    (answer,) = decode(bytearray(answers.getvalue()))
    assert answer[:2] == ("seat", 8) and answer[4] == ""


def test_a_partial_frame_waits_for_the_rest():
    frame = encode(("seat", 1, 2, "draw", "", 0.5))
    buffer = bytearray(frame[:5])
    assert decode(buffer) == []
    buffer += frame[5:]
    assert decode(buffer) == [("seat", 1, 2, "draw", "", 0.5)]


def test_the_worker_process_loads_no_qt_and_ends_with_its_input():
    code = ("import os, sys, runpy; sys.stdin = open(os.devnull); "
            "runpy.run_module('buraco_qt.session.seat_worker', run_name='__main__'); "
            "print(any(name.startswith(('PySide6', 'shiboken6')) for name in sys.modules), file=sys.stderr)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                          stdin=subprocess.DEVNULL)
    assert done.returncode == 0 and done.stderr.strip() == "False" and done.stdout == ""


WARMED_UP = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
import buraco_qt.app as app

made = []
window_for = app.window_for
app.window_for = lambda *args, **kwargs: made.append(window_for(*args, **kwargs)) or made[-1]

def look():
    print(made[0].controller.computer_players.pid != 0, made[0].controller.moves_applied)
    made[0].controller.shutdown()
    QApplication.instance().quit()

class Started(QApplication):
    def exec(self):                 # the event loop runs until the warm-up is due, and a little more
        QTimer.singleShot(app.WORKER_WARM_UP_MS + 1500, look)
        return super().exec()

Started(sys.argv[:1])
app.main(["buraco-qt", "--settings", sys.argv[1], "--seats", "human,human", "--seed", "3"])
"""


def test_the_game_starts_the_players_process_while_the_table_shows(tmp_path):
    # two people at one screen: no computer seat asks, yet the first hint must not wait for the process
    import os
    from pathlib import Path
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_DATA_HOME": str(tmp_path / "share"),
           "XDG_CACHE_HOME": str(tmp_path / "cache")}
    result = subprocess.run([sys.executable, "-c", WARMED_UP, str(tmp_path / "settings.json")],
                            cwd=Path(__file__).resolve().parents[1], env=env, capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.split()[-2:] == ["True", "0"]


# ----- the process's life beside the window -------------------------------------------------------

def _answer(qtbot, seats, ticket: int) -> list:
    game = R.new_game("open", 4, 5)
    with qtbot.waitSignal(seats.answered, timeout=60_000) as answer:
        seats.ask("seat", ticket, "easy", 1, game.view(game.seat_to_move))
    return answer.args


@pytest.mark.skipif(not hasattr(os, "getpgid"), reason="process groups (Linux, macOS)")
def test_a_terminal_ctrl_c_does_not_reach_the_computer_players_process(qtbot):
    from buraco_qt.session.computer_seats import SeatProcess
    seats = SeatProcess()
    try:
        assert _answer(qtbot, seats, 1)[1] == 1
        pid = seats.pid
        assert os.getpgid(pid) != os.getpgid(0)       # not in the group a terminal's Ctrl+C goes to
        os.kill(pid, signal.SIGINT)                   # and sent to it all the same, it goes on
        assert _answer(qtbot, seats, 2)[1] == 2 and seats.pid == pid
    finally:
        seats.shutdown()


def test_a_window_deleted_while_its_players_process_runs_ends_the_process_quietly(qtbot, qtlog, monkeypatch):
    from PySide6.QtCore import QObject
    from shiboken6 import Shiboken

    from buraco_qt.session.computer_seats import SeatProcess
    errors = []
    monkeypatch.setattr(sys, "excepthook", lambda *error: errors.append(error))
    window = QObject()
    seats = SeatProcess(window)
    _answer(qtbot, seats, 1)
    pid = seats.pid
    Shiboken.delete(window)                           # as a window that is never closed (or the program's end)
    qtbot.wait(50)
    assert errors == []                               # "RuntimeError: ... already deleted" in _on_finished before
    assert not [record for record in qtlog.records if "Destroyed while process" in record.message]
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)
