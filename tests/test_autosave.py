"""The autosave without a window: written whole after every move, the newest whole file read back,
cleared at the match's end, one owner at a time (QLockFile), and a killed game that goes on with
``--continue`` with every card accounted for."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from rules_helpers import played_until
from table_harness import deck_problems, scene_problems

from buraco_qt import rules as R
from buraco_qt.storage import files
from buraco_qt.storage import persistence as P
from buraco_qt.storage.autosave import Autosave

ROOT = Path(__file__).resolve().parents[1]
TABLE = P.Table.for_match(["human", "ai:easy", "ai:normal", "ai:hard"], ["Ana", "", "", ""], ai_seed=7)


def _moves(game: R.Game, count: int, seed: int = 1) -> None:
    rng = random.Random(seed)
    for _ in range(count):
        game.apply(rng.choice(game.legal_actions()))


def test_every_write_is_read_back_and_only_the_owner_writes(tmp_path):
    autosave = Autosave(tmp_path)
    game = played_until("cardcol", 4, seed=3, until="mid")
    autosave.write(game, TABLE)                       # not claimed: nothing is written
    assert list(tmp_path.iterdir()) == [] and autosave.read() is None
    assert autosave.claim() and autosave.recover() is None
    for _ in range(30):                               # faster than the disk: the writer skips to the newest
        _moves(game, 1)
        autosave.write(game, TABLE)
        assert autosave.read().game.to_json() == game.to_json()
    assert autosave.flush()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.buraco", "autosave.lock"]
    saved = P.load(tmp_path / "autosave.buraco")
    assert saved.game.to_json() == game.to_json() and saved.table == TABLE
    assert saved.seats == TABLE.seats and saved.names == ["Ana", "", "", ""] and saved.ai_seed == 7
    assert autosave.save_now(game, TABLE) == tmp_path / "autosave.buraco"


def test_a_pending_file_is_newer_than_the_autosave_and_a_half_written_one_is_passed_over(tmp_path):
    """What a process killed between writing a move and making it durable leaves behind."""
    autosave = Autosave(tmp_path)
    assert autosave.claim()
    game = played_until("open", 2, seed=1, until="mid")
    autosave.save_now(game, TABLE.__class__.for_match(["human", "ai:easy"], ["", ""], 1))
    older = game.to_json()
    _moves(game, 3)
    table = P.Table.for_match(["human", "ai:easy"], ["", ""], 1)
    whole = tmp_path / "autosave.buraco.00000000000000000005.pending"
    files.write_new(whole, P.to_text(game, table))
    half = tmp_path / "autosave.buraco.00000000000000000009.pending"
    text = P.to_text(game, table)
    half.write_text(text[: len(text) // 3], encoding="utf-8")
    assert Autosave(tmp_path).read().game.to_json() == game.to_json()      # reading changes nothing
    assert whole.exists() and half.exists()
    assert P.load(tmp_path / "autosave.buraco").game.to_json() == older
    assert autosave.recover().game.to_json() == game.to_json()            # the owner makes it the autosave
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.buraco", "autosave.lock"]
    assert P.load(tmp_path / "autosave.buraco").game.to_json() == game.to_json()


def test_clearing_drops_a_write_on_its_way(tmp_path):
    autosave = Autosave(tmp_path)
    assert autosave.claim()
    game = played_until("burraco", 4, seed=2, until="mid")
    for _ in range(5):
        autosave.write(game, TABLE)
    autosave.clear()                                  # the match is over
    assert autosave.flush()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.lock"] and autosave.read() is None
    autosave.write(game, TABLE)                       # the next match is saved again
    assert autosave.flush() and autosave.read().game.to_json() == game.to_json()


def test_a_damaged_autosave_is_refused_and_set_aside(tmp_path):
    (tmp_path / "autosave.buraco").write_bytes(b'{"format": "buraco-qt", "version": 1, "sav')
    autosave = Autosave(tmp_path)
    with pytest.raises(P.SaveError):
        autosave.read()
    aside = autosave.set_aside()
    assert aside.name == "autosave.buraco.damaged" and aside.read_bytes().startswith(b'{"format"')
    assert autosave.read() is None


HOLD = """
import sys, time
from PySide6.QtCore import QCoreApplication
from buraco_qt.app import name_application
from buraco_qt.storage.autosave import Autosave
app = QCoreApplication([])
name_application()
autosave = Autosave(sys.argv[1])
print(autosave.claim(), flush=True)
time.sleep(120)
"""


def test_one_owner_at_a_time_and_a_killed_owner_does_not_block(tmp_path):
    first, second = Autosave(tmp_path), Autosave(tmp_path)
    assert first.claim() and not second.claim()       # two windows of one process
    first.release()
    assert second.claim()
    second.release()
    holder = subprocess.Popen([sys.executable, "-c", HOLD, str(tmp_path)], cwd=ROOT, stdout=subprocess.PIPE,
                              text=True)
    try:
        assert holder.stdout.readline().strip() == "True"
        assert not Autosave(tmp_path).claim()        # another living process
        hour_ago = time.time() - 3600
        os.utime(tmp_path / "autosave.lock", (hour_ago, hour_ago))
        assert not Autosave(tmp_path).claim()        # a living owner's lock is never stale, however old
        holder.send_signal(signal.SIGKILL)
        holder.wait(30)
        assert (tmp_path / "autosave.lock").exists()
        third = Autosave(tmp_path)
        assert third.claim()                          # the dead owner's lock is taken over at once
        third.release()
    finally:
        holder.kill()
        holder.wait(30)
        holder.stdout.close()


def _lock_naming(folder: Path, pid: int) -> None:
    """An autosave lock as Qt writes it, left by a process that died, whose number `pid` now has."""
    from PySide6.QtCore import QLockFile
    model = folder / "model"
    model.mkdir()
    lock = QLockFile(str(model / "autosave.lock"))
    assert lock.tryLock(0)
    lines = (model / "autosave.lock").read_text().split("\n")
    lock.unlock()
    (folder / "autosave.lock").write_text("\n".join([str(pid), *lines[1:]]))


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the command line is read in /proc")
def test_a_stale_lock_whose_number_another_program_now_has_is_taken_over(tmp_path):
    other = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])     # python3.x, as the game
    try:
        _lock_naming(tmp_path, other.pid)
        autosave = Autosave(tmp_path)
        assert autosave.claim()           # Qt alone took it for a living window: same program name
        autosave.release()
    finally:
        other.kill()
        other.wait(30)


def test_a_folder_that_cannot_be_written_is_not_taken_for_another_window(tmp_path, monkeypatch):
    from PySide6 import QtCore

    class UnwritableLock(QtCore.QLockFile):
        def tryLock(self, _timeout=0):
            return False

        def error(self):
            return QtCore.QLockFile.LockError.PermissionError

    def read_only(path, _text):
        raise OSError(30, "Read-only file system", str(path))

    monkeypatch.setattr(QtCore, "QLockFile", UnwritableLock)
    monkeypatch.setattr(files, "write_new", read_only)
    autosave = Autosave(tmp_path)
    assert not autosave.claim() and autosave.unwritable.strerror == "Read-only file system"


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root writes in a read-only folder")
def test_a_read_only_folder_is_told_as_such(tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    folder.chmod(0o555)
    try:
        autosave = Autosave(folder)
        assert not autosave.claim() and autosave.unwritable is not None
    finally:
        folder.chmod(0o755)


def _game_env(data_home: Path) -> dict[str, str]:
    env = dict(os.environ, XDG_DATA_HOME=str(data_home), QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    env.pop("BURACO_QT_CONFIG", None)
    return env


def _read_when(autosave: Autosave, ready, game: subprocess.Popen, timeout: float = 60.0) -> P.SavedMatch:
    """The autosave once `ready(saved)` holds (the `game` in the other process goes on meanwhile)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if game.poll() is not None:
            raise AssertionError(f"the game ended by itself: {game.stderr.read()}")
        try:
            saved = autosave.read()
        except P.SaveError:                          # caught between two renames: read again
            saved = None
        if saved is not None and ready(saved):
            return saved
        time.sleep(0.05)
    raise AssertionError("the game in the other process saved nothing in time")


@pytest.mark.slow
def test_a_killed_game_goes_on_with_continue_every_time(tmp_path, data_folder, show_window):
    """Four computer seats at speed 0, killed (SIGKILL) at a random moment five times: each time the
    autosave is whole with every card of the deck, and --continue goes on with that very match."""
    env = _game_env(Path(os.environ["XDG_DATA_HOME"]))
    settings = tmp_path / "settings.json"
    reader = Autosave(data_folder)
    rng = random.Random(19)
    log: list[str] = []
    first = ["--seats", "ai:easy,ai:easy,ai:easy,ai:easy", "--variant", "brazilian", "--target", "100000",
             "--seed", "5"]
    for run in range(5):
        argv = first if run == 0 else ["--continue"]
        game = subprocess.Popen([sys.executable, "-m", "buraco_qt", "--speed", "0", "--settings", str(settings),
                                 *argv], cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        try:
            # it goes on where the last run stopped (a longer log of the same match), then is killed
            _read_when(reader, lambda saved: len(saved.game.log) > len(log) + 5 and saved.game.log[:len(log)] == log,
                       game)
            time.sleep(rng.uniform(0.05, 0.6))
        finally:
            game.send_signal(signal.SIGKILL)
            _, errors = game.communicate(timeout=30)
        saved = reader.read()
        assert saved is not None, errors
        assert deck_problems(saved.game) == [] and saved.game.phase in ("draw", "play", "hand_over")
        assert saved.game.log[:len(log)] == log and len(saved.game.log) > len(log), f"run {run}"
        assert saved.seats == ["ai:easy"] * 4 and saved.game.variant.name == "brazilian"
        log = list(saved.game.log)
    def saved_matches() -> dict[str, bytes]:
        """The data folder's files but the log (every run writes its start there)."""
        return {path.name: path.read_bytes() for path in data_folder.iterdir() if not path.name.endswith(".log")}

    before = saved_matches()
    # a screenshot never asks and never writes the autosave; with --continue it shows the saved match
    for argv in (["--screenshot", str(tmp_path / "new.png")],
                 ["--continue", "--screenshot", str(tmp_path / "resumed.png")]):
        shot = subprocess.run([sys.executable, "-m", "buraco_qt", "--settings", str(settings), *argv], cwd=ROOT,
                              env=env, capture_output=True, text=True, timeout=120)
        assert shot.returncode == 0 and Path(argv[-1]).stat().st_size > 10_000, shot.stderr
    assert saved_matches() == before and "autosave.buraco" in before
    # the table --continue shows is the match saved, card for card
    from buraco_qt.app import create_window
    from buraco_qt.storage.settings import Settings
    window = show_window(create_window(["--continue"], settings=Settings()))
    window.controller.shutdown()
    assert window.controller.game.to_json() == saved.game.to_json()
    assert scene_problems(window) == []
