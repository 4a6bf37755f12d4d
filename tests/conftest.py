"""Shared test setup: Qt runs headless, with its own cache and data folders; windows stay alive until
their test ends; a heap frozen in a test is thawed after it."""

import gc
import os
import tempfile

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# card pictures the game keeps between runs go to a folder of this test run, not the player's cache
os.environ["XDG_CACHE_HOME"] = tempfile.mkdtemp(prefix="buraco-qt-tests-cache-")
# saved matches and their lock too: never the player's data folder (each test has its own, below)
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="buraco-qt-tests-data-")


@pytest.fixture(autouse=True)
def data_folder(qapp, tmp_path_factory, monkeypatch):
    """The game's data folder (autosave, its lock) for this test alone, named as the game names it."""
    from buraco_qt.app import name_application
    from buraco_qt.storage.autosave import data_folder
    name_application()
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path_factory.mktemp("data")))
    return data_folder()


@pytest.fixture(autouse=True)
def _english(qapp):
    """Every test starts in English, as a player without another language sees the game (plural
    forms from the English catalog, numbers as 2,000); a test that switches the language is undone."""
    from buraco_qt.text import languages
    if languages.current() != "en" or not languages.installed():
        languages.install("en")
    yield
    if languages.current() != "en":
        languages.install("en")


@pytest.fixture(autouse=True)
def _no_worker_left():
    """A test that forgot to shut its controller down leaves no computer players' process behind."""
    yield
    from buraco_qt.session import computer_seats
    computer_seats.stop_all()


@pytest.fixture(autouse=True)
def _unfreeze_gc():
    """Code under test may freeze the heap between hands (ai/memory.py); each test starts thawed."""
    yield
    gc.unfreeze()


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
    from buraco_qt.session.controller import GameController
    from buraco_qt.ui.window.main_window import MainWindow

    def make(game, seats=None, speed=0, ai_seed=1, size=(1280, 800)):
        controller = GameController(game, seats or ["human", "ai:easy", "ai:easy", "ai:easy"],
                                    speed_ms=speed, ai_seed=ai_seed)
        window = MainWindow(controller)
        controller.start()
        return show_window(window, size)

    return make
