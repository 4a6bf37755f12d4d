"""Ctrl+C, SIGTERM and SIGHUP quit the game as Game → Quit does: the match on the disk, the lock given
up, the computer players' process ended, exit code 128 + the signal; never a crash, never a writer
that stops writing."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from buraco_qt import rules as R
from buraco_qt.platform import quit_signals
from buraco_qt.storage import persistence as P
from buraco_qt.storage.autosave import Autosave

ROOT = Path(__file__).resolve().parents[1]
POSIX = pytest.mark.skipif(not hasattr(signal, "SIGHUP"), reason="POSIX signals")
FOUR_COMPUTERS = ("--seats", "ai:normal,ai:normal,ai:normal,ai:normal", "--speed", "0", "--target", "100000")
# a terminal starts a program with SIGINT at its default, whatever the test runner did with it
WITH_DEFAULT_SIGINT = ("import os, signal, sys; signal.signal(signal.SIGINT, signal.SIG_DFL); "
                       "os.execv(sys.argv[1], sys.argv[1:])")


@pytest.fixture
def raising_sigint():
    """Python's own Ctrl+C handler (KeyboardInterrupt) for the test, whatever the runner installed."""
    before = signal.signal(signal.SIGINT, signal.default_int_handler)
    yield
    signal.signal(signal.SIGINT, before)


# ----- the handlers ---------------------------------------------------------------------------------

@POSIX
def test_a_quit_signal_is_recorded_never_raised_and_told_in_the_event_loop(qtbot, raising_sigint):
    signals = quit_signals.catch()
    told = []
    try:
        os.kill(os.getpid(), signal.SIGINT)          # raised KeyboardInterrupt here before
        for _ in range(1000):                         # Python instructions: the handler has run
            pass
        assert signals.received == signal.SIGINT and signals.exit_code == 130
        signals.listen(told.append)                   # came before the loop listened: told through it
        assert told == []
        qtbot.waitUntil(lambda: told == [signal.SIGINT])
        os.kill(os.getpid(), signal.SIGTERM)          # a second one: still recorded only, told once
        qtbot.wait(50)
        assert told == [signal.SIGINT] and signals.exit_code == 130
    finally:
        signals.restore()
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler


@POSIX
def test_the_event_loop_wakes_for_a_signal_that_comes_while_it_waits(qtbot):
    signals = quit_signals.catch()
    told = []
    try:
        signals.listen(told.append)
        qtbot.wait(20)
        os.kill(os.getpid(), signal.SIGHUP)
        qtbot.waitUntil(lambda: told == [signal.SIGHUP], timeout=2000)
        assert signals.exit_code == 129
    finally:
        signals.restore()


@POSIX
def test_an_interrupt_in_a_block_that_must_run_whole_comes_after_it(raising_sigint):
    done = []
    with pytest.raises(KeyboardInterrupt):
        with quit_signals.uninterrupted():
            os.kill(os.getpid(), signal.SIGINT)
            for _ in range(1000):
                pass
            done.append("whole")
    assert done == ["whole"] and signal.getsignal(signal.SIGINT) is signal.default_int_handler


def test_a_paint_interrupted_by_ctrl_c_raises_nothing_into_qt(qtbot, monkeypatch):
    from buraco_qt.ui.table.paint_guard import paint_guard
    caught = []
    monkeypatch.setattr(sys, "excepthook", lambda kind, value, tb: caught.append(kind))

    @paint_guard
    def paint(_item, _painter, _option, _widget=None):
        raise KeyboardInterrupt

    paint(None, None, None)                           # Qt's paint would have crashed on it
    qtbot.waitUntil(lambda: caught == [KeyboardInterrupt])


# ----- the autosave's hand-over ---------------------------------------------------------------------

@POSIX
def test_an_interrupt_during_the_autosaves_hand_over_never_stops_the_writer(tmp_path, monkeypatch, raising_sigint):
    from buraco_qt.storage import autosave as A
    game = R.Game(R.VARIANTS["open"], 2, 5)
    table = P.Table.for_match(["human", "ai:normal"], ["", ""], 1)
    autosave = Autosave(tmp_path)
    assert autosave.claim()
    writer = A._writer_thread

    def interrupted_writer():
        os.kill(os.getpid(), signal.SIGINT)           # Ctrl+C between the pending file and the hand-over
        return writer()

    monkeypatch.setattr(A, "_writer_thread", interrupted_writer)
    with pytest.raises(KeyboardInterrupt):
        autosave.write(game, table)
    monkeypatch.setattr(A, "_writer_thread", writer)
    game.apply(game.legal_actions()[0])
    autosave.write(game, table)
    assert autosave.flush(timeout=10)                 # the writer still writes (it waited forever before)
    assert P.load(autosave.path).game.to_json() == game.to_json()
    assert not autosave.pending_files()
    autosave.release()


# ----- the game itself ------------------------------------------------------------------------------

def _environment(base: Path) -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_DATA_HOME=str(base / "data"),
               XDG_CONFIG_HOME=str(base / "config"), XDG_CACHE_HOME=str(base / "cache"),
               PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    env.pop("BURACO_QT_CONFIG", None)
    return env


def _children(pid: int) -> set[int]:
    """The processes whose parent is `pid` (Linux)."""
    found = set()
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = Path(f"/proc/{entry}/stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                found.add(int(entry))
    return found


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


class Run:
    """One game started as from a terminal, signalled once; what it left behind."""

    def __init__(self, base: Path, signum: int, delay: float, playing: bool = False) -> None:
        self.base, self.signum, self.delay, self.playing = base, signum, delay, playing
        self.folder = base / "data" / "buraco-qt"
        self.env = _environment(base)
        self.workers: set[int] = set()
        self.code: int | None = None
        self.output = ""

    def play(self) -> Run:
        game = subprocess.Popen([sys.executable, "-c", WITH_DEFAULT_SIGINT, sys.executable, "-m", "buraco_qt",
                                 *FOUR_COMPUTERS], cwd=ROOT, env=self.env, stdout=subprocess.PIPE,
                                stderr=subprocess.STDOUT, text=True, start_new_session=True)
        try:
            deadline = time.monotonic() + 60
            sign = self.folder / ("autosave.buraco" if self.playing else "buraco-qt.log")
            while not sign.exists() and time.monotonic() < deadline:
                time.sleep(0.01)                      # the log exists: the game catches its signals
            time.sleep(self.delay)
            self.workers = _children(game.pid)
            if self.signum == signal.SIGINT:
                os.killpg(game.pid, signal.SIGINT)    # a terminal's Ctrl+C: the whole foreground group
            else:
                game.send_signal(self.signum)
            self.output = game.communicate(timeout=30)[0]
            self.code = game.returncode
        finally:
            if game.poll() is None:
                game.kill()
                game.communicate()
        return self

    def moves_at_quit(self) -> int | None:
        for line in (self.folder / "buraco-qt.log").read_text(encoding="utf-8").splitlines():
            if "the window closed after" in line:
                return int(line.split(", ")[-1].split()[0])
        return None


def _check(run: Run) -> None:
    name = quit_signals.signal_name(run.signum)
    assert run.code == 128 + run.signum, (name, run.code, run.output[-2000:])     # never negative: no crash
    assert "Traceback" not in run.output and "Fatal Python error" not in run.output, run.output[-2000:]
    crash = run.folder / "crash.log"
    assert not crash.exists() or crash.read_text() == ""
    assert not (run.folder / "autosave.lock").exists()
    assert not list(run.folder.glob("*.pending"))                     # every move written is on the disk
    deadline = time.monotonic() + 5
    while any(map(_alive, run.workers)) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not any(map(_alive, run.workers)), "a worker outlived the game"
    moves = run.moves_at_quit()
    assert moves is not None, run.output[-2000:]
    autosave = run.folder / "autosave.buraco"
    if autosave.exists():
        assert len(P.load(autosave).game.log) == moves              # the last move played
    else:
        assert moves == 0                                            # quit before the table showed


def _continues(run: Run) -> None:
    """The autosave opens again with ``--continue --screenshot``, with no complaint."""
    picture = run.base / "again.png"
    result = subprocess.run([sys.executable, "-m", "buraco_qt", "--continue", "--screenshot", str(picture)],
                            cwd=ROOT, env=run.env, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0 and picture.exists(), result.stderr
    assert "cannot be opened" not in result.stderr and "no saved match" not in result.stderr


@POSIX
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM, signal.SIGHUP] if hasattr(signal, "SIGHUP") else [],
                         ids=quit_signals.signal_name)
def test_a_quit_signal_quits_as_game_quit_does(tmp_path, signum):
    run = Run(tmp_path, signum, delay=1.0, playing=True).play()
    _check(run)
    assert (run.folder / "autosave.buraco").exists() and run.workers     # it was playing, its worker running
    if signum == signal.SIGINT:
        _continues(run)


@POSIX
@pytest.mark.slow
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_signals_at_random_moments_never_crash_and_never_lose_a_move():
    """24 games, two at a time, each signalled once between its start and ~3 s of play."""
    rng = random.Random(32)
    plans = [(rng.choice((signal.SIGINT, signal.SIGINT, signal.SIGTERM, signal.SIGTERM, signal.SIGHUP)),
              rng.uniform(0.0, 3.0)) for _ in range(24)]
    with tempfile.TemporaryDirectory(prefix="buraco-qt-signals-") as top:
        bases = [Path(top) / str(number) for number in range(len(plans))]
        with ThreadPoolExecutor(2) as pool:
            runs = list(pool.map(lambda base_plan: Run(base_plan[0], *base_plan[1]).play(), zip(bases, plans)))
        for run in runs:
            _check(run)
        saved = [run for run in runs if (run.folder / "autosave.buraco").exists()]
        assert len(saved) >= len(runs) // 2           # most were signalled while playing
        with ThreadPoolExecutor(2) as pool:
            list(pool.map(_continues, saved[:4]))
