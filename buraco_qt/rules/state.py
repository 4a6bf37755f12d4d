"""The state of a match, declared once: every field of a `Game`, its kind, its place in the saved JSON
and its check.

Whatever goes through the whole state follows from `STATE`: `Game.copy`, the state kept while a move
is tried and put back if it is refused, the undo steps of a turn (the fields marked `undone`),
`Game.from_state`, the JSON form (`to_data`, `from_data`) and the check of saved data (`check_data`).
A new field is one line here (its kind and its check) and its value where the game sets it (`Game`
has a slot for each field and no other, so a field set but not declared fails at once).
"""

from __future__ import annotations

import random
from functools import lru_cache
from operator import attrgetter
from typing import TYPE_CHECKING, Any, Callable

from . import validation as V
from .cards import Card, format_cards, parse_cards
from .melds import Meld
from .scoring import HandScore
from .validation import MAX_LOG, MAX_POINTS, PHASES, StateError, meld_from_data
from .variants import Variant

if TYPE_CHECKING:
    from .game import Game


# ----- kinds of values -------------------------------------------------------------------------------

class Kind:
    """How a value of one kind is copied, written as JSON data and read back. This base is the kind of a
    value that never changes and is its own JSON data: a number, a word, a flag, None."""

    #: A copy of a value that the game may change without changing the value (None: the value never
    #: changes, the game keeps it as it is). A plain callable, often a builtin: every move copies.
    copy: Callable[[Any], Any] | None = None

    def to_data(self, value: Any) -> Any:
        """The value as JSON data."""
        return value

    def from_data(self, data: Any, variant: Variant) -> Any:
        """The value of checked JSON data (melds are rebuilt by the variant's rules)."""
        return data


class Plain(Kind):
    """A list of values that never change (numbers, words, flags, None, JSON data never changed in place)."""

    copy = list

    def to_data(self, value: Any) -> list:
        return list(value)

    def from_data(self, data: Any, variant: Variant) -> list:
        return list(data)


class Cards(Kind):
    """A list of cards; in JSON, their notations separated by spaces."""

    copy = list

    def to_data(self, value: list[Card]) -> str:
        return format_cards(value)

    def from_data(self, data: str, variant: Variant) -> list[Card]:
        return parse_cards(data)


class OneCard(Kind):
    """A card or None; in JSON, its notation or null."""

    def to_data(self, value: Card | None) -> str | None:
        return None if value is None else str(value)

    def from_data(self, data: str | None, variant: Variant) -> Card | None:
        return None if data is None else Card.parse(data)


class Melds(Kind):
    """A list of melds (which never change: a meld extended is a new one); in JSON, each its kind and its
    cards (`meld_to_data`)."""

    copy = list

    def to_data(self, value: list[Meld]) -> list[dict[str, str]]:
        return [meld_to_data(meld) for meld in value]

    def from_data(self, data: list[dict[str, str]], variant: Variant) -> list[Meld]:
        return [meld_from_data(meld, variant) for meld in data]


class Maybe(Kind):
    """None, or a value of the kind `inner`."""

    def __init__(self, inner: Kind) -> None:
        self.inner = inner
        copy = inner.copy
        if copy is not None:
            self.copy = lambda value: None if value is None else copy(value)

    def to_data(self, value: Any) -> Any:
        return None if value is None else self.inner.to_data(value)

    def from_data(self, data: Any, variant: Variant) -> Any:
        return None if data is None else self.inner.from_data(data, variant)


class Each(Kind):
    """A list of values of the kind `inner`: one per seat (`per="seat"`), per team, or per hand played."""

    def __init__(self, inner: Kind, per: str) -> None:
        self.inner = inner
        self.per = per
        copy = inner.copy
        self.copy = list if copy is None else lambda value: list(map(copy, value))

    def to_data(self, value: list) -> list:
        return [self.inner.to_data(item) for item in value]

    def from_data(self, data: list, variant: Variant) -> list:
        return [self.inner.from_data(item, variant) for item in data]

    def index(self, seat: int) -> int:
        """The index of `seat`'s part of a list per seat (its own) or per team (its team's)."""
        return seat if self.per == "seat" else seat % 2


def _copy_scores(scores: list[HandScore]) -> list[HandScore]:
    return [score.copy() for score in scores]


class Scores(Kind):
    """The score sheet of each team (`HandScore`, which the score sheet's reader may change: copied)."""

    copy = staticmethod(_copy_scores)

    def to_data(self, value: list[HandScore]) -> list[dict[str, Any]]:
        return [score.to_dict() for score in value]

    def from_data(self, data: list[dict[str, Any]], variant: Variant) -> list[HandScore]:
        return [HandScore.from_dict(score) for score in data]


class Log(Plain):
    """The moves' text forms; a saved game's longer log is read to its last MAX_LOG moves."""

    def from_data(self, data: Any, variant: Variant) -> list:
        return list(data[-MAX_LOG:])


def _copy_generator(generator: random.Random) -> random.Random:
    copied = random.Random(0)            # (seeded at all only to be quick: its state is replaced)
    copied.setstate(generator.getstate())
    return copied


class Generator(Kind):
    """A random generator; in JSON, its state: [version, the 625 words, the next gaussian or null]."""

    copy = staticmethod(_copy_generator)

    def to_data(self, value: random.Random) -> list:
        version, internal, gauss = value.getstate()
        return [version, list(internal), gauss]

    def from_data(self, data: list, variant: Variant) -> random.Random:
        version, internal, gauss = data
        generator = random.Random()
        generator.setstate((version, tuple(internal), gauss))
        return generator


class VariantKind(Kind):
    """The variant (a frozen record); in JSON, its rules (`Variant.to_dict`)."""

    def to_data(self, value: Variant) -> dict[str, Any]:
        return value.to_dict()

    def from_data(self, data: dict[str, Any], variant: Variant) -> Variant:
        return Variant.from_dict(data)


def meld_to_data(meld: Meld) -> dict[str, str]:
    """A meld as JSON data (`validation.meld_from_data` reads it back)."""
    return {"kind": meld.kind, "cards": _meld_cards_text(meld.cards)}


@lru_cache(maxsize=1 << 11)
def _meld_cards_text(cards: tuple[Card, ...]) -> str:
    """The text of a meld's cards (remembered: every undo step writes out the team's melds)."""
    return format_cards(cards)


VALUE, PLAIN, CARDS, MELDS = Kind(), Plain(), Cards(), Melds()


# ----- the fields ------------------------------------------------------------------------------------

class Field:
    """One field of the state: its name (the JSON key), its kind, its check (a `validation.Check`), and:
    `group`, the JSON object that holds it (None: the game's own); `attr`, the Game attribute (default: the
    name); `kept`, kept while a move is tried and put back if it is refused (a move changes it);
    `undone`, its key in an undo step (Undo gives back the seat's or the team's part of it); `default`,
    its value, made from the other parts, where `Game.from_state` or a saved game leaves it out (or None)."""

    __slots__ = ("name", "kind", "check", "group", "attr", "kept", "undone", "default")

    def __init__(self, name: str, kind: Kind, check: V.Check, *, group: str | None = None, attr: str | None = None,
                 kept: bool = True, undone: str | None = None,
                 default: Callable[[dict[str, Any]], Any] | None = None) -> None:
        self.name = name
        self.kind = kind
        self.check = check
        self.group = group
        self.attr = attr or name
        self.kept = kept
        self.undone = undone
        self.default = default


PER_SEAT_CARDS = Each(CARDS, per="seat")
TURN = "turn_state"

#: Every field of the state, in the order of the saved JSON (docs/save-format.md).
STATE: tuple[Field, ...] = (
    # the match: its rules, its players, its generator (a deal draws from it, and a deal is never refused),
    # the hands dealt
    Field("variant", VariantKind(), V.variant_check, kept=False),
    Field("players", VALUE, V.players_check, kept=False),
    Field("seed", VALUE, V.seed_check, kept=False),
    Field("rng", Generator(), V.rng_check, attr="_rng", kept=False),
    Field("hand_number", VALUE, V.number(1, V.MAX_HANDS)),
    Field("deals", PLAIN, V.deals_check, default=lambda parts: [None] * parts["hand_number"]),
    Field("starter", VALUE, V.seat()),
    # the hand being played
    Field("seat_to_move", VALUE, V.seat()),
    Field("phase", VALUE, V.one_of(PHASES)),
    Field("turn", VALUE, V.number(0, V.MAX_TURNS)),
    Field("hands", PER_SEAT_CARDS, V.cards_per_seat, undone="hand"),
    Field("stock", CARDS, V.cards),
    Field("discard", CARDS, V.cards),
    Field("reserves", Each(Maybe(CARDS), per="team"), V.reserves_check),
    Field("reserve_state", PLAIN, V.reserve_state_check),
    Field("reserve_taker", PLAIN, V.seats_per_team),
    Field("melds", Each(MELDS, per="team"), V.melds_per_team, undone="melds"),
    Field("closed", Each(MELDS, per="team"), V.melds_per_team, undone="closed"),
    Field("known", PER_SEAT_CARDS, V.cards_per_seat, undone="known"),
    # the turn in progress (and two facts of the hand the JSON keeps with it)
    Field("laid_points", VALUE, V.number(0, MAX_POINTS), group=TURN, undone="laid_points"),
    Field("forbidden_discard", OneCard(), V.forbidden_discard_check, group=TURN),
    Field("redraw_available", VALUE, V.flag, group=TURN),
    Field("stock_out", VALUE, V.flag, group=TURN),
    Field("opened", PLAIN, V.flags_per_team, group=TURN),
    Field("went_out", VALUE, V.seat(optional=True), group=TURN),
    Field("undo_stack", PLAIN, V.undo_stack_check, group=TURN, default=lambda parts: []),
    # the match's score, and its moves
    Field("totals", PLAIN, V.numbers_per_team(-MAX_POINTS, MAX_POINTS)),
    Field("start_totals", PLAIN, V.numbers_per_team(-MAX_POINTS, MAX_POINTS, default=[0, 0]), kept=False,
          default=lambda parts: [0, 0]),
    Field("history", Each(PLAIN, per="hand"), V.history_check, default=lambda parts: []),
    Field("hand_scores", Maybe(Scores()), V.hand_scores_check, default=lambda parts: None),
    Field("winner", VALUE, V.number(0, 1, optional=True), default=lambda parts: None),
    Field("log", Log(), V.log_check, kept=False, default=lambda parts: []),
)

#: The Game attributes of the state.
ATTRS = tuple(field.attr for field in STATE)
_NAMES = frozenset(field.name for field in STATE)
_KEPT = tuple(field for field in STATE if field.kept)
_read_kept = attrgetter(*(field.attr for field in _KEPT))
# (index, copy) of the kept fields whose values the game changes in place (the others are kept as they are)
_KEPT_COPIES = tuple((index, field.kind.copy) for index, field in enumerate(_KEPT) if field.kind.copy is not None)
_UNDONE = tuple(field for field in STATE if field.undone)


# ----- what follows from it ---------------------------------------------------------------------------

def copy_state(source: Game, target: Game) -> None:
    """Give `target` a copy of every field of `source`'s state."""
    for field in STATE:
        value, copy = getattr(source, field.attr), field.kind.copy
        setattr(target, field.attr, value if copy is None else copy(value))


def kept(game: Game) -> list:
    """A copy of what a move may change (the fields marked `kept`), for `put_back`."""
    values = list(_read_kept(game))
    for index, copy in _KEPT_COPIES:
        values[index] = copy(values[index])
    return values


def put_back(game: Game, values: list) -> None:
    """Put back what `kept` kept."""
    for field, value in zip(_KEPT, values):
        setattr(game, field.attr, value)


def set_state(game: Game, parts: dict[str, Any]) -> None:
    """Give `game` the state of `parts` (a value per field's name, each copied by its kind); a part left
    out, or None, takes the field's default where it has one. TypeError for a part missing or unknown."""
    unknown = set(parts) - _NAMES
    if unknown:
        raise TypeError(f"no field of the state: {', '.join(sorted(unknown))}")
    for field in STATE:
        value = parts.get(field.name)
        if value is None and field.default is not None:
            value = field.default(parts)
        elif field.name not in parts:
            raise TypeError(f"the state lacks its {field.name}")
        copy = field.kind.copy
        setattr(game, field.attr, value if copy is None else copy(value))


def to_data(game: Game) -> dict[str, Any]:
    """The state as JSON data, the fields in the declared order (those of a group in its own object)."""
    data: dict[str, Any] = {}
    for field in STATE:
        where = data if field.group is None else data.setdefault(field.group, {})
        where[field.name] = field.kind.to_data(getattr(game, field.attr))
    return data


def from_data(data: dict[str, Any]) -> dict[str, Any]:
    """The parts of the state (for `set_state`) read from checked JSON data."""
    variant = Variant.from_dict(data["variant"])        # the one variant of the game and its melds
    parts: dict[str, Any] = {"variant": variant}
    for field in STATE[1:]:                             # (the variant is the first field)
        where = data if field.group is None else data[field.group]
        value = where.get(field.name)
        parts[field.name] = None if value is None else field.kind.from_data(value, variant)
    return parts


def check_data(data: Any) -> None:
    """StateError unless saved game data has every field, of the right kind and in range, checked in the
    declared order by each field's check. The checks that need the built game (the deck, the melds, the
    totals) are `validation.check_game`'s."""
    if not isinstance(data, dict):
        raise StateError(V.WRONG_VALUE, field="game")
    earlier: dict[str, Any] = {}
    for field in STATE:
        where = data
        if field.group is not None:
            where = V.group(data, field.group)
        earlier[field.name] = field.check(where, field.name, earlier)


def undo_step(game: Game) -> dict[str, Any]:
    """The seat to move's part of each field marked `undone`, as JSON data: what Undo gives back."""
    seat = game.seat_to_move
    step = {}
    for field in _UNDONE:
        kind, value = field.kind, getattr(game, field.attr)
        if isinstance(kind, Each):
            step[field.undone] = kind.inner.to_data(value[kind.index(seat)])
        else:
            step[field.undone] = kind.to_data(value)
    return step


def undo(game: Game, step: dict[str, Any]) -> None:
    """Give the seat to move back its parts of an undo step (from `undo_step`)."""
    seat = game.seat_to_move
    for field in _UNDONE:
        kind, data = field.kind, step[field.undone]
        if isinstance(kind, Each):
            getattr(game, field.attr)[kind.index(seat)] = kind.inner.from_data(data, game.variant)
        else:
            setattr(game, field.attr, kind.from_data(data, game.variant))
