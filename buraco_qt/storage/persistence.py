"""Saved matches: the ``.buraco`` file format (JSON), written atomically, read with every field checked.

A file is ``{"format": "buraco-qt", "version": 1, "saved": <ISO time>, "app": <version>,
"table": {"seats", "names", "levels", "options"}, "game": <Game.to_json() text>}`` (docs/save-format.md).
Reading refuses a file larger than `MAX_BYTES` without reading it all, anything but JSON, a newer
version, and any field out of place, with one exception type, `SaveError`, whose reason a person can
read (translated like the engine's refusals: ``QCoreApplication.translate("Rules", error.template)``).
No Qt here: the window wires autosave, Open and Save as onto these functions.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import UTC
from pathlib import Path
from typing import TYPE_CHECKING, Any

from buraco_qt import __version__
from buraco_qt import rules as R
from buraco_qt.ai import LEVELS
from buraco_qt.rules.messages import QT_TRANSLATE_NOOP, RulesError
from buraco_qt.rules.values import Record
from buraco_qt.storage import files

if TYPE_CHECKING:  # pragma: no cover
    from datetime import datetime  # loaded when a match is saved or read: not at every start
    from typing import TypeGuard

FORMAT = "buraco-qt"
VERSION = 1
SUFFIX = ".buraco"
#: The largest file `load` reads (a four-player match to 100 000 points is far below 1 MB).
MAX_BYTES = 8 * 1024 * 1024
#: The longest name and option text a file may hold, and the most options. A player's name is held to
#: the same length wherever it is given (the command line, the settings), so that it saves and opens again.
MAX_TEXT = 100
MAX_NAME = MAX_TEXT
MAX_OPTIONS = 50
#: The most hints a seat can have taken in a file (far above any match).
MAX_HINTS = 1_000_000
#: The seat kinds a table may have: a person, or a computer of a level.
SEAT_KINDS = ("human", *(f"ai:{level}" for level in LEVELS))

CANNOT_READ = QT_TRANSLATE_NOOP("Rules", "the file cannot be read: {error}")
NOT_A_FILE = QT_TRANSLATE_NOOP("Rules", "this is not a file")
TOO_LARGE = QT_TRANSLATE_NOOP("Rules", "the file is too large to be a saved match ({size} bytes)")
NOT_JSON = QT_TRANSLATE_NOOP("Rules", "the file is damaged: it is not a saved match in JSON form")
NOT_A_SAVE = QT_TRANSLATE_NOOP("Rules", "this is not a buraco-qt saved match")
NEWER = QT_TRANSLATE_NOOP(
    "Rules", "the match was saved by a newer buraco-qt (file version {version}): update buraco-qt to open it")
BAD_FIELD = QT_TRANSLATE_NOOP("Rules", "the file is damaged: its {field} has a wrong value")
NOT_PLAYABLE = QT_TRANSLATE_NOOP("Rules", "the file is damaged: the match in it cannot be played on ({error})")
TABLE_MISMATCH = QT_TRANSLATE_NOOP(
    "Rules", "the file is damaged: its table has {count} seats but its game has {players} players")


class SaveError(RulesError):
    """A saved match that cannot be opened, with the reason (nothing of it was used)."""


class Table(Record):
    """Who sits at the table: seat kinds, names, the computers' levels, and the match's options.

    `seats` are seat kinds ("human", "ai:normal"...), `names` the names given ("" for the default
    name), `levels` the computer's level of each seat ("" for a person: the seat kinds say it too
    and decide), `options` what else the window needs to go on: ``ai_seed``, from which the computer
    player of seat s takes its random seed ``ai_seed * 10 + s``, and ``hints_<s>``, the hints seat s
    took this match (Buraco → Hint; left out when none)."""

    FIELDS = ("seats", "names", "levels", "options")
    seats: list[str]
    names: list[str]
    levels: list[str]
    options: dict[str, Any]

    def __init__(self, seats: list[str], names: list[str], levels: list[str],
                 options: dict[str, Any] | None = None) -> None:
        self.seats = seats
        self.names = names
        self.levels = levels
        self.options = {} if options is None else options

    @classmethod
    def for_match(cls, seats: list[str], names: list[str], ai_seed: int, hints: Sequence[int] = ()) -> Table:
        """The table of a match being played: its seat kinds, given names, computers' seed and hints taken."""
        levels = [kind[3:] if kind.startswith("ai:") else "" for kind in seats]
        options: dict[str, Any] = {"ai_seed": int(ai_seed)}
        options.update({f"hints_{seat}": int(count) for seat, count in enumerate(hints) if count})
        return cls(list(seats), list(names), levels, options)

    def seat_kinds(self, players: int) -> list[str]:
        """One seat kind per player (no seats: a person and computers); SaveError if one is unknown."""
        if not self.seats:
            return ["human"] + ["ai:normal"] * (players - 1)
        if len(self.seats) != players or any(kind not in SEAT_KINDS for kind in self.seats):
            raise SaveError(BAD_FIELD, field="table.seats")
        return list(self.seats)

    def ai_seed(self, default: int) -> int:
        """The computers' seed of the match (`default` if the file has none); SaveError if it is not one."""
        seed = self.options.get("ai_seed", default)
        if not R.is_seed(seed):
            raise SaveError(BAD_FIELD, field="table.options")
        return seed

    def hints(self, players: int) -> list[int]:
        """The hints each seat took this match (0 where the file has none); SaveError if one is not a count."""
        counts = [self.options.get(f"hints_{seat}", 0) for seat in range(players)]
        if any(not isinstance(count, int) or isinstance(count, bool) or not 0 <= count <= MAX_HINTS
               for count in counts):
            raise SaveError(BAD_FIELD, field="table.options")
        return counts

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON data."""
        return {"seats": list(self.seats), "names": list(self.names), "levels": list(self.levels),
                "options": dict(self.options)}

    @classmethod
    def from_dict(cls, data: Any) -> Table:
        """A table from `to_dict` data; SaveError if a field is missing or of the wrong kind."""
        if not isinstance(data, dict):
            raise SaveError(BAD_FIELD, field="table")
        lists = {}
        for name in ("seats", "names", "levels"):
            value = data.get(name)
            if not (isinstance(value, list) and len(value) <= 4 and all(is_text(item) for item in value)):
                raise SaveError(BAD_FIELD, field=f"table.{name}")
            lists[name] = value
        options = data.get("options", {})
        if not (isinstance(options, dict) and len(options) <= MAX_OPTIONS
                and all(is_text(key) and _is_scalar(value)
                        for key, value in options.items())):
            raise SaveError(BAD_FIELD, field="table.options")
        return cls(options=dict(options), **lists)


class SavedMatch(Record):
    """What a ``.buraco`` file holds: the engine's match, the table around it, when and by what it was saved."""

    FIELDS = ("game", "table", "saved", "app", "version")
    game: R.Game
    table: Table
    saved: str
    app: str
    version: int

    def __init__(self, game: R.Game, table: Table, saved: str, app: str, version: int = VERSION) -> None:
        self.game = game
        self.table = table
        self.saved = saved
        self.app = app
        self.version = version

    @property
    def seats(self) -> list[str]:
        """The seat kinds of the match, one per player."""
        return self.table.seat_kinds(self.game.players)

    @property
    def names(self) -> list[str]:
        """The names given to the seats ("" for the default name), one per player."""
        return list(self.table.names) or [""] * self.game.players

    @property
    def ai_seed(self) -> int:
        """The computer players' seed (the game's seed if the file has none)."""
        return self.table.ai_seed(self.game.seed)

    @property
    def hints(self) -> list[int]:
        """The hints each seat took this match."""
        return self.table.hints(self.game.players)


def is_text(value: object, limit: int = MAX_TEXT) -> TypeGuard[str]:
    """True for a text a file may hold: a str of at most `limit` characters that UTF-8 can write (no
    lone surrogate, which JSON's escapes and an undecodable command line can give)."""
    if not isinstance(value, str) or len(value) > limit:
        return False
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _is_scalar(value: Any) -> bool:
    if isinstance(value, str):
        return is_text(value)
    if isinstance(value, bool) or value is None:
        return True
    return R.is_seed(value)            # an integer of 64 bits


def to_data(game: R.Game, table: Table, *, saved: datetime | None = None) -> dict[str, Any]:
    """The file's JSON data for a match (saved: now, unless given)."""
    from datetime import datetime
    moment = (saved or datetime.now(UTC)).isoformat(timespec="seconds")
    return {"format": FORMAT, "version": VERSION, "saved": moment, "app": __version__,
            "table": table.to_dict(), "game": game.to_json()}


def to_text(game: R.Game, table: Table, *, saved: datetime | None = None) -> str:
    """The file's text for a match (saved: now, unless given)."""
    return json.dumps(to_data(game, table, saved=saved), ensure_ascii=False, indent=1)


def save(path: Path | str, game: R.Game, table: Table, *, saved: datetime | None = None) -> None:
    """Write the match to `path` atomically (a temporary file beside it, fsynced, then renamed)."""
    files.write_atomic(path, to_text(game, table, saved=saved))


def load(path: Path | str) -> SavedMatch:
    """The match saved in `path`; SaveError with the reason if it cannot be opened (the file is left as it is)."""
    return from_text(_read_limited(Path(path)))


def from_text(text: str) -> SavedMatch:
    """The match in a file's text; SaveError with the reason if it is not a valid saved match.

    Text that does not begin as a saved match does (not JSON, another JSON) is NOT_A_SAVE: a file of
    something else, never a damaged save; NOT_JSON is a save that is damaged (cut short, say)."""
    text = text.removeprefix("\ufeff")            # a byte order mark, as some Windows editors write
    try:
        data = json.loads(text, parse_constant=_refuse_constant)
    except (ValueError, RecursionError) as error:
        raise SaveError(NOT_JSON if looks_like_a_save(text) else NOT_A_SAVE) from error
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(NOT_A_SAVE)
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError(BAD_FIELD, field="version")
    if version > VERSION:
        raise SaveError(NEWER, version=str(version)[:12])
    saved = data.get("saved")
    if not isinstance(saved, str) or len(saved) > 40 or not _is_iso_time(saved):
        raise SaveError(BAD_FIELD, field="saved")
    app = data.get("app")
    if not is_text(app):
        raise SaveError(BAD_FIELD, field="app")
    table = Table.from_dict(data.get("table"))
    game_text = data.get("game")
    if not isinstance(game_text, str):
        raise SaveError(BAD_FIELD, field="game")
    try:
        game = R.Game.from_json(game_text)
    except R.StateError as error:
        raise SaveError(error.template, **error.params) from error
    for seats in (table.seats, table.names, table.levels):
        if seats and len(seats) != game.players:
            raise SaveError(TABLE_MISMATCH, count=len(seats), players=game.players)
    table.seat_kinds(game.players)
    table.ai_seed(game.seed)
    table.hints(game.players)
    check_playable(game)
    return SavedMatch(game=game, table=table, saved=saved, app=app, version=version)


def check_playable(game: R.Game) -> None:
    """SaveError unless the match can go on: what the table asks of it at once (the snapshot it draws,
    each seat's view, the first-meld minimums, whether a team may go out, the hand's score) is
    answered, and its next move (or the next deal) can be made, on a copy. The engine's checks should
    leave nothing to find here: this is what keeps a start from depending on them being complete."""
    from buraco_qt.rules.scoring import score_team
    from buraco_qt.session import snapshot
    from buraco_qt.session.turn_guard import fallback
    try:
        trial = game.copy()
        seats = range(trial.players)
        snapshot.take_snapshot(trial, shown=seats, names=[""] * trial.players, humans=[0], viewer=0,
                               curtain_seat=None, can_act=True)
        for seat in seats:
            trial.view(seat)
        for team in (0, 1):
            trial.first_meld_minimum(team)
            trial.go_out_refusal(team)
            score_team(trial, team)
        move = fallback(trial.legal_actions())
        if move is not None:
            trial.apply(move)
            trial.legal_actions()
    except Exception as error:          # noqa: BLE001  (whatever it is, the match is not opened)
        raise SaveError(NOT_PLAYABLE, error=type(error).__name__) from error


def set_aside(path: Path | str) -> Path:
    """Move a damaged save to ``<name>.damaged`` (numbered if taken; never overwritten, never deleted)."""
    return files.set_aside(path)


def _read_limited(path: Path) -> str:
    """The file's text, refused without reading it all if it is larger than MAX_BYTES."""
    try:
        return files.read_limited(path, MAX_BYTES)
    except files.NotAFile as error:
        raise SaveError(NOT_A_FILE) from error
    except files.TooLarge as error:
        raise SaveError(TOO_LARGE, size=error.size) from error
    except UnicodeDecodeError as error:
        start = bytes(error.object[:_SAVE_START]).decode("utf-8", "replace")
        raise SaveError(NOT_JSON if looks_like_a_save(start) else NOT_A_SAVE) from error
    except OSError as error:
        raise SaveError(CANNOT_READ, error=error.strerror or type(error).__name__) from error


#: How much of a file's beginning tells whether it is a saved match (its format comes first).
_SAVE_START = 200


def looks_like_a_save(text: str) -> bool:
    """True if `text` begins as a saved match does: a JSON object whose first field is its format."""
    start = text[:_SAVE_START].lstrip("\ufeff \t\r\n")
    return start.startswith("{") and '"format"' in start and f'"{FORMAT}"' in start


def _refuse_constant(name: str) -> None:
    raise ValueError(f"{name} is not JSON")


def _is_iso_time(text: str) -> bool:
    from datetime import datetime
    try:
        datetime.fromisoformat(text)
    except ValueError:
        return False
    return True
