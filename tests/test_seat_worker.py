"""The computer players' process: views in, legal moves out, no Qt in it."""

from __future__ import annotations

import io
import subprocess
import sys

from buraco_qt import rules as R
from buraco_qt.seat_worker import decode, encode, serve


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


def test_a_partial_frame_waits_for_the_rest():
    frame = encode(("seat", 1, 2, "draw", "", 0.5))
    buffer = bytearray(frame[:5])
    assert decode(buffer) == []
    buffer += frame[5:]
    assert decode(buffer) == [("seat", 1, 2, "draw", "", 0.5)]


def test_the_worker_process_loads_no_qt_and_ends_with_its_input():
    code = ("import os, sys, runpy; sys.stdin = open(os.devnull); "
            "runpy.run_module('buraco_qt.seat_worker', run_name='__main__'); "
            "print(any(name.startswith(('PySide6', 'shiboken6')) for name in sys.modules), file=sys.stderr)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                          stdin=subprocess.DEVNULL)
    assert done.returncode == 0 and done.stderr.strip() == "False" and done.stdout == ""
