"""Shared test setup: Qt runs headless, with its own cache folder; windows stay alive until their test
ends; every test leaves the interpreter's garbage collector and thread switching as it found them."""

import contextlib
import gc
import os
import sys
import tempfile
import weakref

import pytest

pytest_plugins = ("pytester",)      # tests/test_global_state.py runs a small test session of its own

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# card pictures the game keeps between runs go to a folder of this test run, not the player's cache
os.environ["XDG_CACHE_HOME"] = tempfile.mkdtemp(prefix="buraco-qt-tests-cache-")
# saved matches and their lock too: never the player's data folder (each test has its own, below)
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="buraco-qt-tests-data-")


@pytest.fixture(autouse=True)
def data_folder(qapp, tmp_path_factory, monkeypatch):
    """The game's data folder (autosave, its lock) for this test alone, named as the game names it."""
    from buraco_qt.app import name_application
    from buraco_qt.autosave import data_folder
    name_application()
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path_factory.mktemp("data")))
    return data_folder()


@pytest.fixture(autouse=True)
def _english(qapp):
    """Every test starts in English, as a player without another language sees the game (plural
    forms from the English catalog, numbers as 2,000); a test that switches the language is undone."""
    from buraco_qt import languages
    if languages.current() != "en" or not languages.installed():
        languages.install("en")
    yield
    if languages.current() != "en":
        languages.install("en")


@contextlib.contextmanager
def global_state_restored():
    """Give back, on the way out, what a game controller changes for the whole interpreter.

    A controller takes cyclic garbage collection over into the GUI thread (gui_gc: automatic
    collection off), shortens the GIL's switch interval, and freezes the heap between hands
    (ai/memory.py). On the way out the controllers made inside are shut down first (a computer
    player's thread must not be running when automatic collection is on again), then the collector's
    state, its thresholds, the switch interval and the frozen heap are as they were.
    """
    import shiboken6

    from buraco_qt import gui_gc
    from buraco_qt.controller import GameController

    enabled, thresholds = gc.isenabled(), gc.get_threshold()
    interval, frozen = sys.getswitchinterval(), gc.get_freeze_count()
    controllers = weakref.WeakSet()
    made = GameController.__init__

    def tracked(controller, *args, **kwargs):
        made(controller, *args, **kwargs)
        controllers.add(controller)

    GameController.__init__ = tracked
    try:
        yield
    finally:
        GameController.__init__ = made
        for controller in list(controllers):
            if shiboken6.isValid(controller):
                controller.shutdown()
        gui_gc.uninstall()
        if gc.get_freeze_count() > frozen:
            gc.unfreeze()
        gc.set_threshold(*thresholds)
        gc.enable() if enabled else gc.disable()
        sys.setswitchinterval(interval)


@pytest.fixture(autouse=True)
def _global_state(qapp):
    """Each test leaves the garbage collector and the switch interval as it found them (autouse fixtures
    are set up first, so this one ends last: after the windows and controllers of the test are shut down)."""
    with global_state_restored():
        yield


@pytest.fixture
def show_window(qtbot):
    """Show a main window for the test and keep it until the test ends, then shut it down.

    pytest-qt holds widgets only weakly; a window collected by Python while it paints would crash.
    """
    windows = []

    def show(window, size=None):
        qtbot.addWidget(window)
        if size is not None:
            window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        windows.append(window)
        return window

    yield show
    for window in windows:
        window.controller.shutdown()
        window.close()


@pytest.fixture
def game_window(show_window):
    """A main window over a given game: game_window(game, seats, speed=0, ai_seed=1, size=...)."""
    from buraco_qt.controller import GameController
    from buraco_qt.ui.main_window import MainWindow

    def make(game, seats=None, speed=0, ai_seed=1, size=(1280, 800)):
        controller = GameController(game, seats or ["human", "ai:easy", "ai:easy", "ai:easy"],
                                    speed_ms=speed, ai_seed=ai_seed)
        window = MainWindow(controller)
        controller.start()
        return show_window(window, size)

    return make
