"""Each test leaves the interpreter as it found it: a controller's garbage-collection and thread-switch
settings do not leak into the tests after it (tests/conftest.py gives them back)."""

from __future__ import annotations

import gc
from pathlib import Path

from buraco_qt import gui_gc
from buraco_qt import rules as R
from buraco_qt.controller import GameController

TESTS = '''
import gc
import sys

from buraco_qt import rules as R
from buraco_qt.ai.memory import settle
from buraco_qt.controller import GameController

BEFORE = (gc.isenabled(), gc.get_threshold(), sys.getswitchinterval(), gc.get_freeze_count())
left_running = []


def test_a_controller_left_running(qtbot):
    controller = GameController(R.new_game("open", 4, 1), ["ai:easy"] * 4, speed_ms=0)
    controller.start()
    qtbot.waitUntil(lambda: controller.moves_applied >= 3)
    settle()                                     # as between hands: the heap is frozen
    assert not gc.isenabled() and sys.getswitchinterval() < BEFORE[2] and gc.get_freeze_count() > 0
    assert controller.busy                       # the computers play on: nobody shuts it down
    left_running.append(controller)


def test_the_next_test_finds_the_interpreter_as_it_was():
    assert (gc.isenabled(), gc.get_threshold(), sys.getswitchinterval(), gc.get_freeze_count()) == BEFORE
    assert not left_running[0].busy              # it was shut down before collection came back


def test_a_controller_of_a_later_test_takes_collection_over_again(qtbot):
    controller = GameController(R.new_game("open", 4, 2), ["human", "ai:easy", "ai:easy", "ai:easy"])
    assert not gc.isenabled()
    controller.shutdown()
'''


def test_a_controller_changes_nothing_for_the_tests_after_it(pytester):
    assert gc.isenabled()
    pytester.makeconftest((Path(__file__).parent / "conftest.py").read_text(encoding="utf-8"))
    pytester.makepyfile(test_after_a_controller=TESTS)
    result = pytester.runpytest("-p", "no:cacheprovider")
    result.assert_outcomes(passed=3)


def test_uninstall_gives_collection_back_and_a_later_controller_takes_it_again(qtbot):
    first = GameController(R.new_game("open", 4, 1), ["human", "ai:easy", "ai:easy", "ai:easy"])
    assert not gc.isenabled()
    first.shutdown()
    gui_gc.uninstall()
    assert gc.isenabled()
    second = GameController(R.new_game("open", 4, 2), ["human", "ai:easy", "ai:easy", "ai:easy"])
    assert not gc.isenabled()
    second.shutdown()
