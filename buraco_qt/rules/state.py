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
from collections.abc import Callable
from functools import lru_cache
from operator import attrgetter
from typing import TYPE_CHECKING, Any

from . import validation as V
from .cards import Card, format_cards, parse_cards
from .melds import Meld
from .scoring import HandScore, team_of
from .validation import MAX_LOG, MAX_POINTS, PHASES, StateError, meld_from_data
from .variants import Variant

if TYPE_CHECKING:
    from .game import Game


# ----- kinds of values -------------------------------------------------------------------------------

class Kind:
    """How a value of one kind is copied, written as JSON data and read back: three functions.

    `copy(value)` makes a copy that the game may change without changing `value` (None: the value never
    changes and is kept as it is; a plain callable, often a builtin: every move copies); `to_data(value)`
    writes it as JSON data; `from_data(data, variant)` reads checked JSON data back (melds are rebuilt by
    the variant's rules). The kind of a list made by `each` also knows its items' kind (`inner`) and
    whose they are (`per`: "seat", "team" or "hand"). The kinds are values, not classes: a class made at
    import costs the game's start more than a few functions."""

    __slots__ = ("copy", "to_data", "from_data", "inner", "per")

    def __init__(self, copy: Callable[[Any], Any] | None, to_data: Callable[[Any], Any],
                 from_data: Callable[[Any, Variant], Any], inner: Kind | None = None, per: str = "") -> None:
        self.copy = copy
        self.to_data = to_data
        self.from_data = from_data
        self.inner = inner
        self.per = per

    def index(self, seat: int) -> int:
        """The index of `seat`'s part of a list per seat (its own) or per team (its team's)."""
        return seat if self.per == "seat" else team_of(seat)


def maybe(inner: Kind) -> Kind:
    """The kind of None or a value of the kind `inner`."""
    copy, to_data, from_data = inner.copy, inner.to_data, inner.from_data
    return Kind(None if copy is None else lambda value: None if value is None else copy(value),
                lambda value: None if value is None else to_data(value),
                lambda data, variant: None if data is None else from_data(data, variant))


def each(inner: Kind, per: str) -> Kind:
    """The kind of a list of values of the kind `inner`, one per seat, per team or per hand (`per`)."""
    copy, to_data, from_data = inner.copy, inner.to_data, inner.from_data
    return Kind(list if copy is None else lambda value: list(map(copy, value)),
                lambda value: [to_data(item) for item in value],
                lambda data, variant: [from_data(item, variant) for item in data], inner, per)


def _same(value: Any) -> Any:
    return value


def _as_read(data: Any, variant: Variant) -> Any:
    return data


def _list_read(data: Any, variant: Variant) -> list:
    return list(data)


def _cards_read(data: str, variant: Variant) -> list[Card]:
    return parse_cards(data)


def _card_data(card: Card | None) -> str | None:
    return None if card is None else str(card)


def _card_read(data: str | None, variant: Variant) -> Card | None:
    return None if data is None else Card.parse(data)


def meld_to_data(meld: Meld) -> dict[str, str]:
    """A meld as JSON data (`validation.meld_from_data` reads it back)."""
    return {"kind": meld.kind, "cards": _meld_cards_text(meld.cards)}


@lru_cache(maxsize=1 << 11)
def _meld_cards_text(cards: tuple[Card, ...]) -> str:
    """The text of a meld's cards (remembered: every undo step writes out the team's melds)."""
    return format_cards(cards)


def _melds_data(melds: list[Meld]) -> list[dict[str, str]]:
    return [meld_to_data(meld) for meld in melds]


def _melds_read(data: list[dict[str, str]], variant: Variant) -> list[Meld]:
    return [meld_from_data(meld, variant) for meld in data]


def _scores_copy(scores: list[HandScore]) -> list[HandScore]:
    return [score.copy() for score in scores]


def _scores_data(scores: list[HandScore]) -> list[dict[str, Any]]:
    return [score.to_dict() for score in scores]


def _scores_read(data: list[dict[str, Any]], variant: Variant) -> list[HandScore]:
    return [HandScore.from_dict(score) for score in data]


def _log_read(data: list, variant: Variant) -> list:
    return list(data[-MAX_LOG:])


def _generator_copy(generator: random.Random) -> random.Random:
    copied = random.Random(0)            # (seeded at all only to be quick: its state is replaced)
    copied.setstate(generator.getstate())
    return copied


def _generator_data(generator: random.Random) -> list:
    version, internal, gauss = generator.getstate()
    return [version, list(internal), gauss]


def _generator_read(data: list, variant: Variant) -> random.Random:
    version, internal, gauss = data
    generator = random.Random()
    generator.setstate((version, tuple(internal), gauss))
    return generator


def _variant_read(data: dict[str, Any], variant: Variant) -> Variant:
    return Variant.from_dict(data)


#: A value that never changes and is its own JSON data: a number, a word, a flag, None.
VALUE = Kind(None, _same, _as_read)
#: A list of such values (or of JSON data never changed in place: the undo steps).
PLAIN = Kind(list, list, _list_read)
#: A list of cards; in JSON, their notations separated by spaces.
CARDS = Kind(list, format_cards, _cards_read)
#: A card or None; in JSON, its notation or null.
ONE_CARD = Kind(None, _card_data, _card_read)
#: A list of melds (a meld never changes: one extended is a new meld); in JSON, each its kind and cards.
MELDS = Kind(list, _melds_data, _melds_read)
#: Each team's score sheet of the last hand (`HandScore`, which a reader may change: copied).
SCORES = Kind(_scores_copy, _scores_data, _scores_read)
#: The moves' text forms; a saved game's longer log is read to its last MAX_LOG moves.
LOG = Kind(list, list, _log_read)
#: A random generator; in JSON, its state: [version, the 625 words, the next gaussian or null].
GENERATOR = Kind(_generator_copy, _generator_data, _generator_read)
#: The variant (a frozen record); in JSON, its rules (`Variant.to_dict`).
VARIANT = Kind(None, Variant.to_dict, _variant_read)


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


PER_SEAT_CARDS = each(CARDS, per="seat")
TURN = "turn_state"

#: Every field of the state, in the order of the saved JSON (docs/save-format.md).
STATE: tuple[Field, ...] = (
    # the match: its rules, its players, its generator (a deal draws from it, and a deal is never refused),
    # the hands dealt
    Field("variant", VARIANT, V.variant_check, kept=False),
    Field("players", VALUE, V.players_check, kept=False),
    Field("seed", VALUE, V.seed_check, kept=False),
    Field("rng", GENERATOR, V.rng_check, attr="_rng", kept=False),
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
    Field("reserves", each(maybe(CARDS), per="team"), V.reserves_check),
    Field("reserve_state", PLAIN, V.reserve_state_check),
    Field("reserve_taker", PLAIN, V.seats_per_team),
    Field("melds", each(MELDS, per="team"), V.melds_per_team, undone="melds"),
    Field("closed", each(MELDS, per="team"), V.melds_per_team, undone="closed"),
    Field("known", PER_SEAT_CARDS, V.cards_per_seat, undone="known"),
    # the turn in progress (and two facts of the hand the JSON keeps with it)
    Field("laid_points", VALUE, V.number(0, MAX_POINTS), group=TURN, undone="laid_points"),
    Field("forbidden_discard", ONE_CARD, V.forbidden_discard_check, group=TURN),
    Field("redraw_available", VALUE, V.flag, group=TURN),
    Field("stock_out", VALUE, V.flag, group=TURN),
    Field("opened", PLAIN, V.flags_per_team, group=TURN),
    Field("went_out", VALUE, V.seat(optional=True), group=TURN),
    Field("undo_stack", PLAIN, V.undo_stack_check, group=TURN, default=lambda parts: []),
    # the match's score, and its moves
    Field("totals", PLAIN, V.numbers_per_team(-MAX_POINTS, MAX_POINTS)),
    Field("start_totals", PLAIN, V.numbers_per_team(-MAX_POINTS, MAX_POINTS, default=[0, 0]), kept=False,
          default=lambda parts: [0, 0]),
    Field("history", each(PLAIN, per="hand"), V.history_check, default=lambda parts: []),
    Field("hand_scores", maybe(SCORES), V.hand_scores_check, default=lambda parts: None),
    Field("winner", VALUE, V.number(0, 1, optional=True), default=lambda parts: None),
    Field("log", LOG, V.log_check, kept=False, default=lambda parts: []),
)

#: The Game attributes of the state.
ATTRS = tuple(field.attr for field in STATE)
_NAMES = frozenset(field.name for field in STATE)
_KEPT = tuple(field for field in STATE if field.kept)
_read_kept = attrgetter(*(field.attr for field in _KEPT))
# (index, copy) of the kept fields whose values the game changes in place (the others are kept as they are)
_KEPT_COPIES = tuple((index, field.kind.copy) for index, field in enumerate(_KEPT) if field.kind.copy is not None)
# (field, its key in an undo step) of the fields marked `undone`
_UNDONE = tuple((field, field.undone) for field in STATE if field.undone is not None)


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
    for field, key in _UNDONE:
        kind, value = field.kind, getattr(game, field.attr)
        if kind.inner is not None:
            step[key] = kind.inner.to_data(value[kind.index(seat)])
        else:
            step[key] = kind.to_data(value)
    return step


def undo(game: Game, step: dict[str, Any]) -> None:
    """Give the seat to move back its parts of an undo step (from `undo_step`)."""
    seat = game.seat_to_move
    for field, key in _UNDONE:
        kind, data = field.kind, step[key]
        if kind.inner is not None:
            getattr(game, field.attr)[kind.index(seat)] = kind.inner.from_data(data, game.variant)
        else:
            setattr(game, field.attr, kind.from_data(data, game.variant))
