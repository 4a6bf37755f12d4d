"""Checks of saved game data before the engine uses it: structure, types, ranges, the deck, the melds."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, TypeGuard

from .cards import Card, build_deck, format_cards, parse_cards
from .deals import MAX_DEAL
from .melds import Meld, _check_length, _make
from .messages import QT_TRANSLATE_NOOP, MeldError, RulesError
from .variants import (
    BONUS_RANGE,
    CANASTA_KINDS,
    CHOICES,
    FIRST_MELD_POINTS,
    MAX_THRESHOLDS,
    NUMBER_RANGES,
    OPTIONAL_NUMBERS,
    THRESHOLD_RANGE,
    VARIANT_NAME,
    Variant,
    deal_fits,
)

NOT_JSON = QT_TRANSLATE_NOOP("Rules", "the saved game is not readable text in JSON form")
NOT_A_GAME = QT_TRANSLATE_NOOP("Rules", "this is not a buraco-qt game")
NEWER_VERSION = QT_TRANSLATE_NOOP(
    "Rules", "the game was saved in format version {version}, which this version of buraco-qt cannot read")
MISSING = QT_TRANSLATE_NOOP("Rules", "the saved game lacks its {field}")
WRONG_VALUE = QT_TRANSLATE_NOOP("Rules", "the saved game's {field} has a value of the wrong kind")
OUT_OF_RANGE = QT_TRANSLATE_NOOP("Rules", "the saved game's {field} is out of range: {value}")
NOT_CARDS = QT_TRANSLATE_NOOP("Rules", "the saved game's {field} holds something that is not a card")
EXTRA_CARDS = QT_TRANSLATE_NOOP("Rules", "the saved game holds cards that the deck does not have: {cards}")
MISSING_CARDS = QT_TRANSLATE_NOOP("Rules", "the saved game lacks cards of the deck: {cards}")
BAD_MELD = QT_TRANSLATE_NOOP("Rules", "the saved game has a meld that is not legal in this variant: {cards}")
BAD_LOG = QT_TRANSLATE_NOOP("Rules", "the saved game's move list holds {text}, which is not a move")
DISAGREES = QT_TRANSLATE_NOOP("Rules", "the saved game's {field} does not agree with the rest of the game")
NO_MOVE = QT_TRANSLATE_NOOP("Rules", "the saved game stops at a position where no move is possible")
SMALL_DECK = QT_TRANSLATE_NOOP("Rules", "the saved game's deck is too small to deal its hands and reserves")

PHASES = ("draw", "play", "hand_over", "match_over")
RESERVE_STATES = ("there", "taken", "indirect", "stock")
MELD_KINDS = ("run", "set", "wild")
#: The largest match total, hand score or points value a saved game may hold.
MAX_POINTS = 10_000_000
#: The most moves a match keeps in its log: past it the oldest give way, a tenth at a time (`Game.apply`),
#: so that a save, and the autosave's cost per move, stay bounded (under 1 MB; the longest match the
#: game offers, to 100 000 points, takes some 25 000 moves). A saved game may bring up to ten times as
#: many (written before this bound): it keeps the last MAX_LOG.
MAX_LOG = 50_000
MAX_LOG_READ = 10 * MAX_LOG
#: The longest score sheet a saved game may hold, and the highest turn number of a hand (never reached).
MAX_HANDS = 10_000
MAX_TURNS = 1_000_000_000
#: A seed (of the deal, of the computer players) is a signed 64-bit integer: -MAX_SEED < seed < MAX_SEED.
MAX_SEED = 1 << 63
_SEQUENCE = (list, tuple)


class StateError(RulesError):
    """Saved game data that cannot be a game, with the reason (nothing of it was used)."""


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def is_seed(value: object) -> bool:
    """True for a seed a saved game may hold: an integer (not a bool) with -MAX_SEED < value < MAX_SEED."""
    return _is_int(value) and -MAX_SEED < value < MAX_SEED


def _shown(value: object) -> str:
    text = str(value)
    return text if len(text) <= 24 else text[:21] + "..."


def _field(data: dict, name: str, check: Callable[[Any], bool]) -> Any:
    """data[name], or StateError if it is missing or `check` refuses it."""
    if name not in data:
        raise StateError(MISSING, field=name)
    value = data[name]
    if not check(value):
        raise StateError(WRONG_VALUE, field=name)
    return value


def _number(data: dict, name: str, low: int, high: int, *, optional: bool = False) -> int | None:
    """An integer field within low..high (None allowed with `optional`)."""
    value = _field(data, name, lambda v: _is_int(v) or (optional and v is None))
    if value is not None and not low <= value <= high:
        raise StateError(OUT_OF_RANGE, field=name, value=_shown(value))
    return value


def _numbers(values: Any, name: str, count: int, low: int, high: int, *, optional: bool = False) -> Sequence:
    """A list of `count` integers within low..high (None allowed with `optional`)."""
    if not isinstance(values, _SEQUENCE) or len(values) != count:
        raise StateError(WRONG_VALUE, field=name)
    for value in values:
        if not (_is_int(value) or (optional and value is None)):
            raise StateError(WRONG_VALUE, field=name)
        if value is not None and not low <= value <= high:
            raise StateError(OUT_OF_RANGE, field=name, value=_shown(value))
    return values


def _cards(text: Any, name: str) -> list[Card]:
    if not isinstance(text, str):
        raise StateError(WRONG_VALUE, field=name)
    try:
        return parse_cards(text)
    except RulesError as error:
        raise StateError(NOT_CARDS, field=name) from error


def check_variant(data: Any) -> Variant:
    """The variant of saved data, every field checked against what a variant may hold (variants.py:
    the name's form, the ranges and signs of the numbers, the words, the lengths of the tables)."""
    if not isinstance(data, dict):
        raise StateError(WRONG_VALUE, field="variant")
    if not isinstance(data.get("name"), str):
        raise StateError(MISSING, field="variant.name")
    for key in ("canasta_bonus", "first_meld_minimum"):
        value = data.get(key, ())
        if not (isinstance(value, _SEQUENCE) and len(value) <= len(CANASTA_KINDS) + MAX_THRESHOLDS
                and all(isinstance(pair, _SEQUENCE) for pair in value)):
            raise StateError(WRONG_VALUE, field=f"variant.{key}")
    if not (data.get("ace_set_bonus") is None or isinstance(data.get("ace_set_bonus"), _SEQUENCE)):
        raise StateError(WRONG_VALUE, field="variant.ace_set_bonus")
    try:
        variant = Variant.from_dict(data)
    except (TypeError, ValueError) as error:
        raise StateError(WRONG_VALUE, field="variant") from error
    for key, value in variant.to_dict().items():
        _check_variant_field(key, value)
    return variant


def _check_variant_field(key: str, value: Any) -> None:
    """StateError unless `value` is one that the variant's field `key` may hold."""
    name = f"variant.{key}"
    if key == "name":
        ok = VARIANT_NAME.fullmatch(value) is not None
    elif key in NUMBER_RANGES:
        if value is None and key in OPTIONAL_NUMBERS:
            return
        if not _is_int(value):
            raise StateError(WRONG_VALUE, field=name)
        low, high = NUMBER_RANGES[key]
        if not low <= value <= high:
            raise StateError(OUT_OF_RANGE, field=name, value=_shown(value))
        return
    elif key in CHOICES:
        ok = isinstance(value, str) and value in CHOICES[key]
    elif key == "canasta_bonus":
        kinds = [pair[0] for pair in value if len(pair) == 2]
        ok = (len(kinds) == len(value) and all(isinstance(kind, str) and kind in CANASTA_KINDS for kind in kinds)
              and len(set(kinds)) == len(kinds) and all(_within(points, BONUS_RANGE) for _, points in value))
    elif key == "first_meld_minimum":
        ok = (len(value) <= MAX_THRESHOLDS and all(len(pair) == 2 and _within(pair[0], THRESHOLD_RANGE)
                                                   and _within(pair[1], FIRST_MELD_POINTS) for pair in value)
              and all(a[0] < b[0] for a, b in zip(value, value[1:])))
    elif key == "ace_set_bonus":
        ok = value is None or (len(value) == 2 and all(_within(points, BONUS_RANGE) for points in value))
    else:   # the rules that are yes or no
        ok = isinstance(value, bool)
    if not ok:
        raise StateError(WRONG_VALUE, field=name)


def _within(value: Any, limits: tuple[int, int]) -> bool:
    return _is_int(value) and limits[0] <= value <= limits[1]


# The check of each field of the saved state (`state.STATE` names it beside the field). A check is
# called with the part of the saved data that holds the field, the field's name and what was checked
# before it (`earlier`: each earlier field's checked value, the variant as a `Variant`); it returns the
# field's checked value, or raises StateError with the reason.
if TYPE_CHECKING:      # (a type made at import costs the game's start)
    Check = Callable[[dict, str, dict[str, Any]], Any]


def group(data: dict, name: str) -> dict:
    """The JSON object `name` that holds a group of fields (the turn's)."""
    return _field(data, name, lambda v: isinstance(v, dict))


def variant_check(data: dict, name: str, earlier: dict[str, Any]) -> Variant:
    """The variant, every rule of it checked (`check_variant`)."""
    return check_variant(_field(data, name, lambda v: isinstance(v, dict)))


def players_check(data: dict, name: str, earlier: dict[str, Any]) -> int:
    """2 or 4 players, whom the variant's deck can deal."""
    players = _field(data, name, lambda v: v in (2, 4) and _is_int(v))
    if not deal_fits(earlier["variant"], players):
        raise StateError(SMALL_DECK)
    return players


def seed_check(data: dict, name: str, earlier: dict[str, Any]) -> int:
    """A seed (`is_seed`)."""
    seed = _field(data, name, _is_int)
    if not is_seed(seed):
        raise StateError(OUT_OF_RANGE, field=name, value=_shown(seed))
    return seed


def rng_check(data: dict, name: str, earlier: dict[str, Any]) -> Sequence[Any]:
    """The state of Python's Mersenne Twister generator: [3, 625 words, a float or None]."""
    rng = _field(data, name, lambda v: isinstance(v, _SEQUENCE) and len(v) == 3)
    version, internal, gauss = rng
    if (version != 3 or not isinstance(internal, _SEQUENCE) or len(internal) != 625
            or not all(_is_int(word) and 0 <= word < 1 << 32 for word in internal)
            or internal[-1] > 624 or not (gauss is None or isinstance(gauss, float))):
        raise StateError(WRONG_VALUE, field=name)
    return rng


def number(low: int, high: int, *, optional: bool = False) -> Check:
    """The check of a whole number within low..high (or None, with `optional`)."""
    return lambda data, name, earlier: _number(data, name, low, high, optional=optional)


def seat(*, optional: bool = False) -> Check:
    """The check of a seat number (or None, with `optional`)."""
    return lambda data, name, earlier: _number(data, name, 0, earlier["players"] - 1, optional=optional)


def deals_check(data: dict, name: str, earlier: dict[str, Any]) -> Any:
    """A deal number (or None) per hand dealt; saves made before deal numbers have none."""
    if data.get(name) is not None:
        _numbers(data[name], name, earlier["hand_number"], 1, MAX_DEAL, optional=True)
    return data.get(name)


def one_of(words: tuple[str, ...]) -> Check:
    """The check of a field that holds one of `words`."""
    return lambda data, name, earlier: _field(data, name, lambda v: v in words)


def flag(data: dict, name: str, earlier: dict[str, Any]) -> bool:
    """True or False."""
    return _field(data, name, lambda v: isinstance(v, bool))


def flags_per_team(data: dict, name: str, earlier: dict[str, Any]) -> Sequence[Any]:
    """True or False for each team."""
    return _field(data, name, lambda v: isinstance(v, _SEQUENCE) and len(v) == 2
                  and all(isinstance(x, bool) for x in v))


def numbers_per_team(low: int, high: int, *, default: Any = None) -> Check:
    """The check of a whole number within low..high per team (`default` when the field is missing)."""
    return lambda data, name, earlier: _numbers(data.get(name, default), name, 2, low, high)


def seats_per_team(data: dict, name: str, earlier: dict[str, Any]) -> Sequence[Any]:
    """A seat or None per team."""
    return _numbers(data.get(name), name, 2, 0, earlier["players"] - 1, optional=True)


def cards(data: dict, name: str, earlier: dict[str, Any]) -> list[Card]:
    """Cards in their text form."""
    return _cards(_field(data, name, lambda v: True), name)


def cards_per_seat(data: dict, name: str, earlier: dict[str, Any]) -> Sequence[Any]:
    """Cards in their text form for each seat."""
    texts = _field(data, name, lambda v: isinstance(v, _SEQUENCE) and len(v) == earlier["players"])
    for index, text in enumerate(texts):
        _cards(text, f"{name}[{index}]")
    return texts


def reserves_check(data: dict, name: str, earlier: dict[str, Any]) -> Sequence[Any]:
    """A reserve (its cards, or None once gone) per team; its cards are checked with `reserve_state_check`."""
    return _field(data, name, lambda v: isinstance(v, _SEQUENCE) and len(v) == 2)


def reserve_state_check(data: dict, name: str, earlier: dict[str, Any]) -> Sequence[Any]:
    """The state of each team's reserve, which agrees with the reserve (only one that is there has cards)."""
    states = _field(data, name, lambda v: isinstance(v, _SEQUENCE) and len(v) == 2
                    and all(state in RESERVE_STATES for state in v))
    for team, reserve in enumerate(earlier["reserves"]):
        if (reserve is None) != (states[team] != "there"):
            raise StateError(DISAGREES, field="reserves")
        if reserve is not None:
            _cards(reserve, f"reserves[{team}]")
    return states


def melds_per_team(data: dict, name: str, earlier: dict[str, Any]) -> Sequence[Any]:
    """Each team's melds (their cards; the rules rebuild them when the game is built)."""
    teams = _field(data, name, lambda v: isinstance(v, _SEQUENCE) and len(v) == 2
                   and all(isinstance(team, _SEQUENCE) for team in v))
    for team in teams:
        for meld in team:
            _check_meld_data(meld, name)
    return teams


def forbidden_discard_check(data: dict, name: str, earlier: dict[str, Any]) -> str | None:
    """None or one card."""
    forbidden = _field(data, name, lambda v: v is None or isinstance(v, str))
    if forbidden is not None and len(_cards(forbidden, name)) != 1:
        raise StateError(WRONG_VALUE, field=name)
    return forbidden


def undo_stack_check(data: dict, name: str, earlier: dict[str, Any]) -> Sequence[Any]:
    """At most 1000 undo steps (missing: none), each the cards and melds a table play took back."""
    undo = data.get(name, [])
    if not isinstance(undo, _SEQUENCE) or len(undo) > 1000:
        raise StateError(WRONG_VALUE, field=name)
    for step in undo:
        if not isinstance(step, dict):
            raise StateError(WRONG_VALUE, field=name)
        _cards(step.get("hand"), name)
        _cards(step.get("known"), name)
        _number(step, "laid_points", 0, MAX_POINTS)
        for part in ("melds", "closed"):
            melds = step.get(part)
            if not isinstance(melds, _SEQUENCE):
                raise StateError(WRONG_VALUE, field=name)
            for meld in melds:
                _check_meld_data(meld, name)
    return undo


def history_check(data: dict, name: str, earlier: dict[str, Any]) -> Sequence[Any]:
    """Each hand's points per team, at most MAX_HANDS hands."""
    history = _field(data, name, lambda v: isinstance(v, _SEQUENCE) and len(v) <= MAX_HANDS)
    for row in history:
        _numbers(row, name, 2, -MAX_POINTS, MAX_POINTS)
    return history


def hand_scores_check(data: dict, name: str, earlier: dict[str, Any]) -> Sequence[Any] | None:
    """None, or the last hand's score sheet of each team."""
    scores = _field(data, name, lambda v: v is None or (isinstance(v, _SEQUENCE) and len(v) == 2))
    for score in scores or ():
        _check_hand_score(score)
    return scores


def log_check(data: dict, name: str, earlier: dict[str, Any]) -> Sequence[Any]:
    """The moves of the match in their text form (at most MAX_LOG_READ; the last MAX_LOG are read)."""
    log = _field(data, name, lambda v: isinstance(v, _SEQUENCE))
    if len(log) > MAX_LOG_READ:
        raise StateError(OUT_OF_RANGE, field=name, value=len(log))
    from .actions import parse_action
    for text in log[-MAX_LOG:]:              # the moves kept (the older ones of a long log are not used)
        try:
            parse_action(text)
        except RulesError as error:
            raise StateError(BAD_LOG, text=_shown(repr(text))) from error
    return log


def _check_meld_data(meld: Any, name: str) -> None:
    if not isinstance(meld, dict) or meld.get("kind") not in MELD_KINDS:
        raise StateError(WRONG_VALUE, field=name)
    _cards(meld.get("cards"), name)


def _check_hand_score(score: Any) -> None:
    from .scoring import HandScore
    fields = set(HandScore.FIELDS)
    if not isinstance(score, dict) or not set(score) <= fields:
        raise StateError(WRONG_VALUE, field="hand_scores")
    _number(score, "team", 0, 1)
    for name in fields - {"team", "canastas"}:
        if name in score:
            _number(score, name, -MAX_POINTS, MAX_POINTS)
    canastas = score.get("canastas", {})
    if not isinstance(canastas, dict) or not all(
            isinstance(kind, str) and isinstance(row, _SEQUENCE) and len(row) == 2 for kind, row in canastas.items()):
        raise StateError(WRONG_VALUE, field="hand_scores")
    for row in canastas.values():
        _numbers(row, "hand_scores", 2, -MAX_POINTS, MAX_POINTS)


def check_game(game: Any) -> None:
    """StateError unless a game built from saved data is consistent: exactly the variant's deck,
    legal melds, the totals that its score sheet adds up to, an undo that gives back what was laid."""
    variant = game.variant
    deck = Counter(build_deck(variant.decks, variant.jokers_per_deck))
    held = game.all_cards()
    if held - deck:
        raise StateError(EXTRA_CARDS, cards=_shown(format_cards(sorted((held - deck).elements()))))
    if deck - held:
        raise StateError(MISSING_CARDS, cards=_shown(format_cards(sorted((deck - held).elements()))))
    for team in (0, 1):
        for meld in game.melds[team]:
            if meld.is_closed:
                raise StateError(DISAGREES, field="melds")
        for meld in game.closed[team]:
            if not meld.canasta:
                raise StateError(DISAGREES, field="closed")
    if game.phase in ("draw", "play") and not all(game.hands):
        raise StateError(DISAGREES, field="hands")           # an empty hand took its reserve or went out
    if game.phase == "draw" and (game.undo_stack or game.laid_points or game.forbidden_discard is not None
                                 or game.redraw_available):
        raise StateError(DISAGREES, field="turn_state")      # a turn that has not drawn has done nothing yet
    if any(reserve is not None and len(reserve) != variant.hand_size for reserve in game.reserves):
        raise StateError(DISAGREES, field="reserves")        # a reserve is dealt whole and taken whole
    sums = [start + sum(row[team] for row in game.history) for team, start in enumerate(game.start_totals)]
    if sums != game.totals:
        raise StateError(DISAGREES, field="totals")
    hands_scored = game.hand_number - (0 if game.phase in ("hand_over", "match_over") else 1)
    if len(game.history) != hands_scored:
        raise StateError(DISAGREES, field="hand_number")
    if (game.phase == "match_over") != (game.winner is not None):
        raise StateError(DISAGREES, field="winner")
    if game.phase in ("draw", "play") and game.undo_stack:
        _check_undo(game)
    if game.phase != "match_over" and not game.legal_actions():
        raise StateError(NO_MOVE)


def _check_undo(game: Any) -> None:
    """Each undo step gives back exactly the cards the seat and its team's melds hold now."""
    seat = game.seat_to_move
    team = game.team_of(seat)
    now = Counter(game.hands[seat])
    for meld in (*game.melds[team], *game.closed[team]):
        now.update(meld.cards)
    for step in game.undo_stack:
        before = Counter(parse_cards(step["hand"]))
        for name in ("melds", "closed"):
            for meld in step[name]:
                before.update(parse_cards(meld["cards"]))
                meld_from_data(meld, game.variant)
        if before != now:
            raise StateError(DISAGREES, field="undo_stack")


def meld_from_data(data: dict[str, str], variant: Variant) -> Meld:
    """A saved meld rebuilt by the variant's rules (its kind as saved), or StateError if they refuse it."""
    try:
        return _check_length(_make(data["kind"], parse_cards(data["cards"]), variant, new=False))
    except MeldError as error:
        raise StateError(BAD_MELD, cards=_shown(data["cards"])) from error
