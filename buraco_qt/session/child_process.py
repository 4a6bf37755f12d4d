"""The game's child processes (the computer players' worker, the table client, the game's own table
server): `python -m <module>` of this same buraco_qt, in a session of its own, and their end."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

import buraco_qt

if TYPE_CHECKING:
    from PySide6.QtCore import QObject, QProcess


def python_child(owner: QObject, module: str, *arguments: str) -> QProcess:
    """A QProcess (not started) that runs `python -m module arguments` with the buraco_qt this process runs,
    its standard error forwarded to ours, in a session of its own."""
    from PySide6.QtCore import QProcess, QProcessEnvironment  # made when a child first starts, not at import
    process = QProcess(owner)
    process.setProgram(sys.executable)
    process.setArguments(["-m", module, *arguments])
    environment = QProcessEnvironment.systemEnvironment()
    root = os.path.dirname(os.path.dirname(os.path.abspath(buraco_qt.__file__)))
    paths = [root, *filter(None, [environment.value("PYTHONPATH")])]
    environment.insert("PYTHONPATH", os.pathsep.join(paths))     # the same buraco_qt as this process
    process.setProcessEnvironment(environment)
    process.setWorkingDirectory(root)          # `-m` puts the working directory first on the path
    process.setProcessChannelMode(QProcess.ProcessChannelMode.ForwardedErrorChannel)
    own_session(process)
    return process


def own_session(process: QProcess) -> None:
    """Start the child in a session of its own (Qt 6.7 or newer on Linux and macOS): the Ctrl+C
    that a terminal sends to the game's process group does not reach it. (The children also ignore
    SIGINT themselves: on Windows, and while the game quits in order.)"""
    flags = getattr(process, "UnixProcessFlag", None)
    new_session = getattr(flags, "CreateNewSession", None)
    if new_session is None or not hasattr(process, "setUnixProcessParameters"):
        return
    process.setUnixProcessParameters(new_session)


def end_child(process: QProcess, ask: Callable[[], None], wait_ms: int, workers: list[QProcess]) -> None:
    """End `process` telling nobody: `ask` it to end (close its input, or SIGTERM), wait `wait_ms`, then kill it;
    it leaves `workers` and is deleted later."""
    process.blockSignals(True)
    ask()
    if not process.waitForFinished(wait_ms):
        process.kill()
        process.waitForFinished(wait_ms)
    if process in workers:
        workers.remove(process)
    process.deleteLater()


def end_quietly(processes: list[QProcess]) -> None:
    """Kill the worker processes in `processes` and wait for them, telling nobody."""
    for process in list(processes):
        try:
            process.blockSignals(True)
            process.kill()
            process.waitForFinished(3000)
        except RuntimeError:                  # already deleted by Qt
            pass
