"""The player's statistics across matches: per rule preset and overall, kept in a small JSON file.

Whose statistics: the people at the screen, counted as a team. With one person at the table, their
team's results (a partner played by the computer wins and loses with them); with several people
who all sit on one team (friends as partners against the computer), that team's results. A match
with people on both teams (friends against each other) and a match of computers alone are not
counted: there is no side to count for.

A hand is counted when it ends, a match when it ends. Both are keyed by the match's seed and preset
(and the hand's number), and the last keys are kept, so that a hand that ends again (a match
resumed from before its end, the same seed dealt again) is not counted twice.

The file is ``{"format": "buraco-qt statistics", "version": 1, "overall": {...}, "variants":
{preset: {...}}, "hands_seen": [...], "matches_seen": [...]}``, written atomically; reading checks
every field and refuses a file larger than `MAX_BYTES`. A damaged file is moved aside (never
deleted) and the statistics start again; a file of a newer version is left alone and not written.
No Qt here: the window gives the path and shows the numbers.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from buraco_qt import rules as R
from buraco_qt.rules.scoring import canasta_label
from buraco_qt.rules.variants import CLEAN_KINDS, VARIANT_NAME
from buraco_qt.storage import files

if TYPE_CHECKING:
    from typing import TypeGuard

FORMAT = "buraco-qt statistics"
VERSION = 1
FILE_NAME = "statistics.json"
#: The largest statistics file read (a file of every preset and level is a few kilobytes).
MAX_BYTES = 256 * 1024
#: How many hand and match keys are kept to recognise a hand or a match that ends again.
KEEP_HANDS = 400
KEEP_MATCHES = 100
#: The groups canastas are counted in, and the engine's kinds (score-sheet labels) in each.
CANASTA_GROUPS = ("clean", "dirty", "wild")
_GROUP_OF_KIND = {"clean": "clean", "royal": "clean", "ace_to_ace": "clean", "aces_clean": "clean",
                  "dirty": "dirty", "semi_clean": "dirty", "aces_dirty": "dirty",
                  "wild_clean": "wild", "wild_dirty": "wild", "twos": "wild"}
#: The computer levels a seat can have (``ai:<level>``).
LEVELS = ("easy", "normal", "hard", "classic")
_LEVELS_KEY = re.compile(r"^({levels})(\+({levels}))*$".format(levels="|".join(LEVELS)))
_VARIANT_KEY = VARIANT_NAME                   # the names a saved variant may have: every one can be counted
_SEEN_KEY = re.compile(r"^[-0-9a-z_:]{1,80}$")
#: The most presets (or variants of their form) a file keeps a tally of.
MAX_VARIANTS = 100
#: The largest count and the largest hand total a file may hold.
MAX_COUNT = 10 ** 9
MAX_POINTS = 10 ** 7


#: `StatisticsFile.unusable` when what stands in the file's place is no file (a folder, a pipe, a device).
NOT_A_FILE = "not a file"


class StatisticsError(ValueError):
    """A statistics file that cannot be used; `newer` when a newer version of the game wrote it."""

    def __init__(self, reason: str, newer: bool = False) -> None:
        super().__init__(reason)
        self.newer = newer


def canasta_group(kind: str) -> str:
    """The group of a canasta kind (a score-sheet label such as ``royal``): clean, dirty or wild."""
    if kind in _GROUP_OF_KIND:
        return _GROUP_OF_KIND[kind]
    return "wild" if kind.startswith("wild") else "clean" if kind in CLEAN_KINDS else "dirty"


def people_team(seats: Sequence[str], players: int) -> int | None:
    """The team whose statistics a match counts for: the one all the people sit on, else None."""
    teams = {seat % 2 for seat, kind in enumerate(seats[:players]) if kind == "human"}
    return teams.pop() if len(teams) == 1 else None


def opponents_key(seats: Sequence[str], players: int, team: int) -> str:
    """The levels of the other team's computer seats: "normal", or "easy+hard" when they differ."""
    levels = {kind[3:] for seat, kind in enumerate(seats[:players]) if seat % 2 != team and kind.startswith("ai:")}
    return "+".join(level for level in LEVELS if level in levels)


@dataclass(frozen=True)
class HandResult:
    """One finished hand as the statistics count it, for the people's team."""

    key: str                  # "<seed>:<preset>:<hand number>"
    variant: str
    points: int               # the team's hand total
    won: bool                 # more points than the other team this hand
    canastas: dict[str, int]  # group -> count

    @classmethod
    def of(cls, game: R.Game, team: int) -> HandResult:
        """The hand that just ended in `game` (phase hand_over or match_over), for `team`."""
        history = game.history[-1]
        canastas = dict.fromkeys(CANASTA_GROUPS, 0)
        for meld in [*game.melds[team], *game.closed[team]]:
            if meld.canasta:
                canastas[canasta_group(canasta_label(meld))] += 1
        return cls(key=f"{game.seed}:{game.variant.name}:{game.hand_number}", variant=game.variant.name,
                   points=history[team], won=history[team] > history[1 - team], canastas=canastas)


@dataclass(frozen=True)
class MatchResult:
    """One finished match as the statistics count it, for the people's team."""

    key: str                  # "<seed>:<preset>"
    variant: str
    won: bool
    opponents: str            # `opponents_key`; "" when the other team has no computer seat

    @classmethod
    def of(cls, game: R.Game, team: int, seats: Sequence[str]) -> MatchResult:
        """The match that just ended in `game` (phase match_over), for `team`."""
        return cls(key=f"{game.seed}:{game.variant.name}", variant=game.variant.name, won=game.winner == team,
                   opponents=opponents_key(seats, game.players, team))


@dataclass
class Tally:
    """The statistics of one preset, or of all of them together."""

    matches_played: int = 0
    matches_won: int = 0
    hands_played: int = 0
    hands_won: int = 0
    points: int = 0                      # the sum of the team's hand totals
    canastas: dict[str, int] = field(default_factory=lambda: dict.fromkeys(CANASTA_GROUPS, 0))
    best_hand: int | None = None         # the best hand total (None before any hand)
    streak: int = 0                      # matches won in a row, up to the last match
    longest_streak: int = 0
    opponents: dict[str, list[int]] = field(default_factory=dict)   # levels -> [played, won]

    @property
    def win_rate(self) -> float | None:
        """Matches won per match played (None before any match)."""
        return self.matches_won / self.matches_played if self.matches_played else None

    @property
    def hand_average(self) -> float | None:
        """Points per hand (None before any hand)."""
        return self.points / self.hands_played if self.hands_played else None

    def add_hand(self, hand: HandResult) -> None:
        """Count one finished hand."""
        self.hands_played += 1
        self.hands_won += hand.won
        self.points += hand.points
        for group, count in hand.canastas.items():
            self.canastas[group] += count
        self.best_hand = hand.points if self.best_hand is None else max(self.best_hand, hand.points)

    def add_match(self, match: MatchResult) -> None:
        """Count one finished match."""
        self.matches_played += 1
        self.matches_won += match.won
        self.streak = self.streak + 1 if match.won else 0
        self.longest_streak = max(self.longest_streak, self.streak)
        if match.opponents:
            played_won = self.opponents.setdefault(match.opponents, [0, 0])
            played_won[0] += 1
            played_won[1] += match.won

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON data."""
        return {"matches_played": self.matches_played, "matches_won": self.matches_won,
                "hands_played": self.hands_played, "hands_won": self.hands_won, "points": self.points,
                "canastas": dict(self.canastas), "best_hand": self.best_hand, "streak": self.streak,
                "longest_streak": self.longest_streak,
                "opponents": {key: list(value) for key, value in sorted(self.opponents.items())}}

    @classmethod
    def from_dict(cls, data: Any, where: str) -> Tally:
        """A tally from `to_dict` data; StatisticsError naming the field that is wrong."""
        if not isinstance(data, dict) or set(data) != set(cls().to_dict()):
            raise StatisticsError(f"{where} is not a tally")
        counts = {name: _count(data[name], f"{where}.{name}") for name in
                  ("matches_played", "matches_won", "hands_played", "hands_won", "streak", "longest_streak")}
        points = data["points"]
        if not _is_int(points) or abs(points) > MAX_COUNT * MAX_POINTS:
            raise StatisticsError(f"{where}.points")
        canastas = data["canastas"]
        if not isinstance(canastas, dict) or set(canastas) != set(CANASTA_GROUPS):
            raise StatisticsError(f"{where}.canastas")
        best = data["best_hand"]
        if best is not None and (not _is_int(best) or abs(best) > MAX_POINTS):
            raise StatisticsError(f"{where}.best_hand")
        opponents = data["opponents"]
        if not isinstance(opponents, dict) or len(opponents) > 2 ** len(LEVELS):
            raise StatisticsError(f"{where}.opponents")
        for key, value in opponents.items():
            if not (isinstance(key, str) and _LEVELS_KEY.match(key) and isinstance(value, list) and len(value) == 2):
                raise StatisticsError(f"{where}.opponents")
            played, won = (_count(number, f"{where}.opponents") for number in value)
            if won > played:
                raise StatisticsError(f"{where}.opponents does not add up")
        tally = cls(points=points, best_hand=best, opponents={key: list(value) for key, value in opponents.items()},
                    canastas={group: _count(canastas[group], f"{where}.canastas") for group in CANASTA_GROUPS},
                    **counts)
        if (tally.matches_won > tally.matches_played or tally.hands_won > tally.hands_played
                or tally.streak > tally.longest_streak or tally.longest_streak > tally.matches_won
                or (tally.best_hand is None) != (tally.hands_played == 0)
                or sum(played for played, _ in tally.opponents.values()) > tally.matches_played):
            raise StatisticsError(f"{where} does not add up")
        return tally


@dataclass
class Statistics:
    """Every preset's tally and the overall one, with the keys of the hands and matches counted."""

    variants: dict[str, Tally] = field(default_factory=dict)
    overall: Tally = field(default_factory=Tally)
    hands_seen: list[str] = field(default_factory=list)
    matches_seen: list[str] = field(default_factory=list)

    def record_hand(self, hand: HandResult) -> bool:
        """Count a finished hand; False (and nothing counted) if it was counted before, or if the file
        could not hold it (a variant's name its reader would refuse: a match made by a program)."""
        if hand.key in self.hands_seen or not self._can_hold(hand.variant, hand.key):
            return False
        self.hands_seen = [*self.hands_seen, hand.key][-KEEP_HANDS:]
        for tally in self._tallies(hand.variant):
            tally.add_hand(hand)
        return True

    def record_match(self, match: MatchResult) -> bool:
        """Count a finished match; False (and nothing counted) if it was counted before, or if the file
        could not hold it."""
        if match.key in self.matches_seen or not self._can_hold(match.variant, match.key):
            return False
        self.matches_seen = [*self.matches_seen, match.key][-KEEP_MATCHES:]
        for tally in self._tallies(match.variant):
            tally.add_match(match)
        return True

    def _can_hold(self, variant: str, key: str) -> bool:
        """True if the file, as its reader checks it, can hold a result of `variant` with `key`."""
        return (_VARIANT_KEY.fullmatch(variant) is not None and _SEEN_KEY.match(key) is not None
                and (variant in self.variants or len(self.variants) < MAX_VARIANTS))

    def _tallies(self, variant: str) -> tuple[Tally, Tally]:
        """The tallies a result of `variant` adds to: the overall one and the preset's."""
        return self.overall, self.variants.setdefault(variant, Tally())

    def cleared(self) -> Statistics:
        """No counts, but the keys of the hands and matches counted: they are not counted again."""
        return Statistics(hands_seen=list(self.hands_seen), matches_seen=list(self.matches_seen))

    @property
    def empty(self) -> bool:
        """True before any hand has been counted."""
        return self.overall.hands_played == 0

    def to_dict(self) -> dict[str, Any]:
        """The file's JSON data."""
        return {"format": FORMAT, "version": VERSION, "overall": self.overall.to_dict(),
                "variants": {name: tally.to_dict() for name, tally in sorted(self.variants.items())},
                "hands_seen": list(self.hands_seen), "matches_seen": list(self.matches_seen)}

    @classmethod
    def from_dict(cls, data: Any) -> Statistics:
        """Statistics from the file's data; StatisticsError if anything is out of place."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise StatisticsError("not a statistics file")
        version = data.get("version")
        if not _is_int(version) or version < 1:
            raise StatisticsError("version")
        if version > VERSION:
            raise StatisticsError(f"written by a newer version ({str(version)[:12]})", newer=True)
        if set(data) != {"format", "version", "overall", "variants", "hands_seen", "matches_seen"}:
            raise StatisticsError("fields")
        variants = data["variants"]
        if (not isinstance(variants, dict) or len(variants) > MAX_VARIANTS
                or not all(map(_VARIANT_KEY.fullmatch, variants))):
            raise StatisticsError("variants")
        seen = {}
        for name, limit in (("hands_seen", KEEP_HANDS), ("matches_seen", KEEP_MATCHES)):
            keys = data[name]
            if not (isinstance(keys, list) and len(keys) <= limit
                    and all(isinstance(key, str) and _SEEN_KEY.match(key) for key in keys)):
                raise StatisticsError(name)
            seen[name] = list(keys)
        return cls(variants={name: Tally.from_dict(value, f"variants.{name}") for name, value in variants.items()},
                   overall=Tally.from_dict(data["overall"], "overall"), **seen)

    def to_json(self) -> str:
        """The file's text."""
        return json.dumps(self.to_dict(), indent=1, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> Statistics:
        """Statistics from the file's text; StatisticsError if it is not a valid statistics file."""
        try:
            data = json.loads(text, parse_constant=_refuse_constant)
        except (ValueError, RecursionError) as error:
            raise StatisticsError("not JSON") from error
        return cls.from_dict(data)


@dataclass
class StatisticsFile:
    """The statistics and the file they are kept in (None: in memory only, never written)."""

    path: Path | None
    statistics: Statistics = field(default_factory=Statistics)
    #: Where a damaged file was moved (the window says so), and whether a newer game's file was found.
    set_aside: Path | None = None
    newer: bool = False
    #: Why a file was left as it is and nothing is kept ("": it was not): it cannot be read (no
    #: permission), or is no file (a folder, a pipe, a device). The window says so.
    unusable: str = ""

    @classmethod
    def load(cls, path: Path | str | None) -> StatisticsFile:
        """The statistics in `path` (empty when there is none; a damaged file is moved aside)."""
        if path is None:
            return cls(None)
        path = Path(path)
        try:
            statistics = Statistics.from_json(files.read_limited(path, MAX_BYTES))
        except FileNotFoundError:
            return cls(path)
        except StatisticsError as error:
            if error.newer:
                return cls(None, newer=True)          # left for the newer game, never overwritten
            return cls._damaged(path)
        except files.NotAFile:
            return cls(None, unusable=NOT_A_FILE)     # a folder, a pipe, a device: never moved, never written to
        except OSError as error:                      # no permission...: nothing wrong inside it
            return cls(None, unusable=error.strerror or type(error).__name__)
        except ValueError:                            # too large, not UTF-8
            return cls._damaged(path)
        return cls(path, statistics)

    @classmethod
    def _damaged(cls, path: Path) -> StatisticsFile:
        try:
            aside = files.set_aside(path)
        except OSError as error:      # it could not be moved: it is not overwritten either
            return cls(None, unusable=error.strerror or type(error).__name__)
        return cls(path, set_aside=aside)

    def save(self) -> None:
        """Write the statistics atomically (nothing without a path); OSError if that fails."""
        if self.path is not None:
            files.write_atomic(self.path, self.statistics.to_json())


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _count(value: Any, where: str) -> int:
    if not _is_int(value) or not 0 <= value <= MAX_COUNT:
        raise StatisticsError(where)
    return value


def _refuse_constant(name: str) -> None:
    raise ValueError(f"{name} is not JSON")
