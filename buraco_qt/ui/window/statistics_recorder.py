"""Counts the hands and matches that end at the window's table into the player's statistics.

It listens to the table's face: a hand is counted at `handOver`, a match at `matchOver`, for the team
the people sit on (`buraco_qt.storage.statistics.people_team`), of the match the face plays here
(`TableFace.match_to_save`); nothing is counted for a match of computers alone, of people on both
teams, or of another table (online). The statistics are written after each count (nothing is written
when they have no file, as in tests).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot

if TYPE_CHECKING:  # pragma: no cover
    from buraco_qt.session.table_face import LocalMatch, TableFace
    from buraco_qt.storage.statistics import StatisticsFile

translate = QCoreApplication.translate


class StatisticsRecorder(QObject):
    """The statistics of the person at the table, kept up to date as hands and matches end."""

    #: Something counted changed (the statistics window shows it again).
    changed = Signal()
    #: The statistics could not be written: the translated reason, for the status bar.
    problem = Signal(str)

    def __init__(self, controller: TableFace, path: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.path = path
        self._store: StatisticsFile | None = None
        controller.handOver.connect(self._on_hand_over)
        controller.matchOver.connect(self._on_match_over)

    def follow(self, controller: TableFace) -> None:
        """Count the hands and matches of `controller` from now on (the window changed its face)."""
        self.controller.handOver.disconnect(self._on_hand_over)
        self.controller.matchOver.disconnect(self._on_match_over)
        self.controller = controller
        controller.handOver.connect(self._on_hand_over)
        controller.matchOver.connect(self._on_match_over)

    @property
    def store(self) -> StatisticsFile:
        """The statistics and their file, read when first needed (a damaged one is then moved aside, see
        `startup_problem`): the window shows before they are read."""
        if self._store is None:
            from buraco_qt.storage.statistics import StatisticsFile
            self._store = StatisticsFile.load(self.path)
        return self._store

    def startup_problem(self) -> str:
        """What the player must be told about the statistics file when the game starts ("" if nothing)."""
        if self.store.set_aside is not None:
            return translate("Window", "Your statistics file could not be read. It is kept as {file}, and the "
                                       "statistics start again.").format(file=self.store.set_aside)
        if self.store.unusable:
            from buraco_qt.storage.statistics import NOT_A_FILE
            if self.store.unusable == NOT_A_FILE:
                return translate("Window", "Your statistics file {file} is not a file the game can read: it is left as "
                                           "it is, and the results of this session are not kept.").format(
                    file=self.path)
            return translate("Window", "Your statistics file {file} cannot be read ({error}): it is left as it is, "
                                       "and the results of this session are not kept.").format(
                file=self.path, error=self.store.unusable)
        if self.store.newer:
            return translate("Window", "Your statistics were written by a newer version of the game: this one "
                                       "leaves them as they are and counts nothing.")
        return ""

    def team(self) -> int | None:
        """The team counted in the match being played (None: nothing is counted)."""
        return self._counted(self.controller.match_to_save())

    @staticmethod
    def _counted(playing: LocalMatch | None) -> int | None:
        if playing is None:
            return None
        from buraco_qt.storage.statistics import people_team
        return people_team(playing.seats, playing.game.players)

    @Slot()
    def _on_hand_over(self) -> None:
        playing = self.controller.match_to_save()
        team = self._counted(playing)
        if team is None or playing.game.phase not in ("hand_over", "match_over") or not playing.game.history:
            return
        from buraco_qt.storage.statistics import HandResult
        if self.store.statistics.record_hand(HandResult.of(playing.game, team)):
            self._save()

    @Slot()
    def _on_match_over(self) -> None:
        playing = self.controller.match_to_save()
        team = self._counted(playing)
        if team is None or playing.game.phase != "match_over":
            return
        from buraco_qt.storage.statistics import MatchResult
        if self.store.statistics.record_match(MatchResult.of(playing.game, team, playing.seats)):
            self._save()

    def reset(self) -> None:
        """Forget every count (Reset in the statistics window)."""
        self.store.statistics = self.store.statistics.cleared()
        self._save()

    def _save(self) -> None:
        try:
            self.store.save()
        except OSError as error:
            self.problem.emit(translate("Window", "The statistics could not be saved: {error}").format(
                error=error.strerror or error))
        self.changed.emit()
