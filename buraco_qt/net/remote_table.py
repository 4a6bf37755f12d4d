"""What the server sends, as the window's records: a `state` as the `TableSnapshot` and the `SeatView` of
the receiving seat, a `moved` as the engine's `Outcome` (docs/online.md).

Everything is read as untrusted: a field of the wrong type, a card that is none, a meld the rules
refuse, a number out of range raise `BadFrame` with the reason, never another error. Melds are rebuilt
by the rules from their cards in table order and must come out in that order (the wild cards where
they stand); the variant is the preset with the table's options, as the server built it.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from buraco_qt import rules as R
from buraco_qt.rules.melds import RUN, SET, WILD, is_wild_card
from buraco_qt.rules.refusals import go_out_refusal, table_summary
from buraco_qt.rules.validation import StateError, meld_from_data
from buraco_qt.rules.variants import NUMBER_RANGES
from buraco_qt.session.snapshot import HandShown, TableSnapshot

PHASES = ("draw", "play", "hand_over", "match_over")
PLAYING = ("draw", "play")
RESERVE_STATES = ("there", "taken", "indirect", "stock")
#: The most cards one list of a frame may name (four decks with their jokers hold 220).
MAX_CARDS = 240
#: The most legal actions a state may list.
MAX_LEGAL = 20_000
MAX_POINTS = 10_000_000


class BadFrame(ValueError):
    """A frame from the server that cannot be read; its text says why (English, for the log)."""


class RemoteState:
    """One `state` read for its seat: the table as the window draws it, the seat's view, the clock."""

    __slots__ = ("seq", "seat", "snapshot", "view", "turn_deadline", "next_hand")

    def __init__(self, seq: int, seat: int, snapshot: TableSnapshot, view: R.SeatView,
                 turn_deadline: float | None, next_hand: bool) -> None:
        self.seq = seq                        # the server's count of changes
        self.seat = seat                      # the receiving seat
        self.snapshot = snapshot              # what the window draws (its `outcome`: None)
        self.view = view                      # what this seat may know, as `game.view(seat)` gives it
        self.turn_deadline = turn_deadline    # seconds left in this turn when it was sent (None: no clock)
        self.next_hand = next_hand            # the hand is over and this seat may ask for the next deal


# ----- reading values ------------------------------------------------------------------------------

def _get(data: Any, name: str) -> Any:
    if not isinstance(data, dict) or name not in data:
        raise BadFrame(f"{name} is missing")
    return data[name]


def _int(value: Any, name: str, low: int, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise BadFrame(f"{name} is not a number from {low} to {high}")
    return value


def _optional_int(value: Any, name: str, low: int, high: int) -> int | None:
    return None if value is None else _int(value, name, low, high)


def _bool(value: Any, name: str) -> bool:
    if not isinstance(value, bool):
        raise BadFrame(f"{name} is not true or false")
    return value


def _list(value: Any, name: str, length: int | None = None, most: int = MAX_CARDS) -> list:
    if not isinstance(value, list) or (length is not None and len(value) != length) or len(value) > most:
        raise BadFrame(f"{name} is not a list" + ("" if length is None else f" of {length}"))
    return value


def _card(value: Any, name: str) -> R.Card:
    try:
        return R.Card.parse(value)
    except (R.RulesError, ValueError):
        raise BadFrame(f"{name} holds something that is not a card") from None


def _cards(value: Any, name: str) -> tuple[R.Card, ...]:
    return tuple(_card(item, name) for item in _list(value, name))


def _text(value: Any, name: str, most: int = 200) -> str:
    if not isinstance(value, str) or len(value) > most:
        raise BadFrame(f"{name} is not a text")
    return value


def _action(text: Any, name: str) -> R.Action:
    if not isinstance(text, str) or len(text) > 4096:
        raise BadFrame(f"{name} is not an action")
    try:
        return R.parse_action(text)
    except (R.RulesError, ValueError):
        raise BadFrame(f"{name} is not an action") from None


# ----- the variant and the melds ---------------------------------------------------------------------

def table_variant(snapshot: dict[str, Any]) -> R.Variant:
    """The rules of the table: the preset `variant` with the snapshot's `target` and `options`."""
    name = _get(snapshot, "variant")
    if not isinstance(name, str) or name not in R.VARIANTS:
        raise BadFrame("variant is not a preset")
    options = snapshot.get("options") or {}
    if not isinstance(options, dict):
        raise BadFrame("options is not an object")
    hand_size = _optional_int(options.get("hand_size"), "options.hand_size", *NUMBER_RANGES["hand_size"])
    target = _optional_int(snapshot.get("target"), "target", *NUMBER_RANGES["target"])
    pickup = options.get("pickup")
    if pickup is not None and (name != "brazilian" or pickup not in R.BRAZILIAN_PICKUPS):
        raise BadFrame("options.pickup is not a pickup rule of the variant")
    return _variant(name, hand_size, target, pickup)


@lru_cache(maxsize=32)
def _variant(name: str, hand_size: int | None, target: int | None, pickup: str | None) -> R.Variant:
    """One variant object per table's rules (the rules' caches key on it)."""
    return R.with_options(R.VARIANTS[name], hand_size=hand_size, target=target, brazilian_pickup=pickup)


def _kind_first(cards: Sequence[R.Card]) -> tuple[str, ...]:
    """The meld kinds to try for `cards`, the one the rules give a new meld of them first."""
    naturals = [card for card in cards if not is_wild_card(card)]
    if not naturals:
        first = WILD
    elif len({card.rank for card in naturals}) == 1 and len(naturals) >= 2:
        first = SET
    else:
        first = RUN
    return (first, *(kind for kind in (RUN, SET, WILD) if kind != first))


def rebuild_meld(value: Any, variant: R.Variant, name: str = "meld") -> R.Meld:
    """The rules' meld whose cards in table order are `value` (card texts), or BadFrame."""
    cards = _cards(value, name)
    if len(cards) < 3:                        # no meld on the table has fewer (the rules lay three at least)
        raise BadFrame(f"{name} has fewer than three cards")
    return _rebuilt(cards, variant, name)


@lru_cache(maxsize=4096)
def _rebuilt(cards: tuple[R.Card, ...], variant: R.Variant, name: str) -> R.Meld:
    text = " ".join(map(str, cards))
    for kind in _kind_first(cards):
        try:
            meld = meld_from_data({"kind": kind, "cards": text}, variant)
        except (StateError, R.RulesError, ValueError):
            continue
        if meld.cards == cards:
            return meld
    raise BadFrame(f"{name} is not a meld of the rules in the order the rules lay it")


def _melds(value: Any, variant: R.Variant, name: str) -> tuple[tuple[R.Meld, ...], ...]:
    teams = _list(value, name, 2)
    return tuple(tuple(rebuild_meld(meld, variant, name) for meld in _list(team, name)) for team in teams)


def _hand_score(value: Any) -> R.HandScore:
    if not isinstance(value, dict) or not set(value) <= set(R.HandScore.FIELDS):
        raise BadFrame("hand_scores holds something that is not a score")
    numbers = {name: _int(value.get(name, 0), f"hand_scores.{name}", -MAX_POINTS, MAX_POINTS)
               for name in R.HandScore.FIELDS if name not in ("team", "canastas")}
    canastas = value.get("canastas", {})
    if not isinstance(canastas, dict) or len(canastas) > 20:
        raise BadFrame("hand_scores.canastas is not an object")
    rows = {}
    for kind, row in canastas.items():
        _text(kind, "hand_scores.canastas", 40)
        count, points = _list(row, "hand_scores.canastas", 2)
        rows[kind] = [_int(count, "hand_scores.canastas", 0, 1000),
                      _int(points, "hand_scores.canastas", -MAX_POINTS, MAX_POINTS)]
    return R.HandScore(team=_int(_get(value, "team"), "hand_scores.team", 0, 1), canastas=rows, **numbers)


# ----- a state ----------------------------------------------------------------------------------

def humans_of(lobby: dict[str, Any] | None, players: int, seat: int) -> tuple[int, ...]:
    """The seats people sit at, as the lobby says (without a lobby: the receiving seat alone)."""
    if not isinstance(lobby, dict) or not isinstance(lobby.get("seats"), list):
        return (seat,)
    humans = []
    for entry in lobby["seats"][:players]:
        if isinstance(entry, dict) and entry.get("kind") == "person" and isinstance(entry.get("seat"), int) \
                and 0 <= entry["seat"] < players:
            humans.append(entry["seat"])
    return tuple(sorted(set(humans) | {seat}))


def read_state(message: dict[str, Any], lobby: dict[str, Any] | None = None) -> RemoteState:
    """A `state` message read for its seat; BadFrame if any of it cannot be read."""
    seq = _int(_get(message, "seq"), "seq", 0, 1 << 62)
    snapshot = _get(message, "snapshot")
    if not isinstance(snapshot, dict):
        raise BadFrame("snapshot is not an object")
    variant = table_variant(snapshot)
    players = _get(snapshot, "players")
    if players not in (2, 4) or isinstance(players, bool):
        raise BadFrame("players is not 2 or 4")
    seat = _int(_get(message, "seat"), "seat", 0, players - 1)
    phase = _get(snapshot, "phase")
    if phase not in PHASES:
        raise BadFrame("phase is not a phase")
    over = phase not in PLAYING
    seat_to_move = _int(_get(snapshot, "seat_to_move"), "seat_to_move", 0, players - 1)
    hand_number = _int(_get(snapshot, "hand_number"), "hand_number", 0, 1 << 31)

    hands: list[HandShown] = []
    own: tuple[R.Card, ...] = ()
    for index, hand in enumerate(_list(_get(snapshot, "hands"), "hands", players)):
        if isinstance(hand, list):
            cards = _cards(hand, "hands")
            if index == seat:
                own = cards
            hands.append(HandShown(index, len(cards), cards))
        elif index == seat:
            raise BadFrame("the receiver's own hand is not a list of cards")
        else:
            hands.append(HandShown(index, _int(hand, "hands", 0, MAX_CARDS), None))

    stock = _int(_get(snapshot, "stock"), "stock", 0, MAX_CARDS)
    discard = _cards(_get(snapshot, "discard"), "discard")
    reserves = tuple(_optional_int(r, "reserves", 0, MAX_CARDS)
                     for r in _list(_get(snapshot, "reserves"), "reserves", 2))
    melds = _melds(_get(snapshot, "melds"), variant, "melds")
    closed = _melds(_get(snapshot, "closed"), variant, "closed")
    totals = tuple(_int(t, "totals", -MAX_POINTS, MAX_POINTS) for t in _list(_get(snapshot, "totals"), "totals", 2))
    names = tuple(_text(name, "names") for name in _list(_get(snapshot, "names"), "names", players))
    history = tuple(tuple(_int(p, "history", -MAX_POINTS, MAX_POINTS) for p in _list(hand, "history", 2))
                    for hand in _list(snapshot.get("history", []), "history", most=100_000))
    scores = snapshot.get("hand_scores")
    hand_scores = None if scores is None else tuple(_hand_score(s) for s in _list(scores, "hand_scores", 2))
    went_out = _optional_int(snapshot.get("went_out"), "went_out", 0, players - 1)
    winner = _optional_int(snapshot.get("winner"), "winner", 0, 1)
    minimums = snapshot.get("first_meld_minimum", [0, 0])
    first_meld_minimum = tuple(_int(m, "first_meld_minimum", 0, MAX_POINTS)
                               for m in _list(minimums, "first_meld_minimum", 2))
    go_out_refusals = tuple(go_out_refusal(variant, table_summary(melds[team], closed[team])) for team in (0, 1))
    deals = tuple(_optional_int(d, "deals", 1, R.MAX_DEAL)
                  for d in _list(snapshot.get("deals", []), "deals", most=100_000))

    texts = _list(_get(snapshot, "legal"), "legal", most=MAX_LEGAL)
    next_hand = "next" in texts
    legal = tuple(_action(text, "legal") for text in texts if text != "next")
    mine = phase in PLAYING and seat_to_move == seat and bool(legal)
    deadline = snapshot.get("turn_deadline")
    if deadline is not None and (not isinstance(deadline, (int, float)) or isinstance(deadline, bool)
                                 or not 0 <= deadline <= 1e6):
        raise BadFrame("turn_deadline is not a number of seconds")

    # the public facts of the turn (a server that sends only the contract: the engine's values at a deal)
    reserve_state = tuple(_reserve_state(snapshot, reserves))
    known = snapshot.get("known")
    known_cards = (tuple(() for _ in range(players)) if known is None
                   else tuple(_cards(cards, "known") for cards in _list(known, "known", players)))
    opened = tuple(_bool(o, "opened") for o in _list(snapshot.get("opened", [False, False]), "opened", 2))
    forbidden = snapshot.get("forbidden_discard")

    table = TableSnapshot(
        variant=variant, players=players, phase=phase, seat_to_move=seat_to_move, hand_number=hand_number,
        stock_count=stock, discard=discard, hands=tuple(hands), melds=melds, reserves=reserves,
        reserves_taken=tuple(state in ("taken", "indirect") for state in reserve_state), closed=closed,
        totals=totals, history=history, hand_scores=hand_scores, went_out=went_out, winner=winner,
        first_meld_minimum=first_meld_minimum, go_out_refusals=go_out_refusals, names=names,
        humans=humans_of(lobby, players, seat), viewer=seat, curtain_seat=None, can_act=mine,
        legal=legal if mine else (), outcome=None, message=None, deals=deals)
    view = R.SeatView(
        seat=seat, players=players, variant=variant, phase=phase, seat_to_move=seat_to_move, hand=own,
        hand_counts=tuple(hand.count for hand in hands), stock_count=stock, discard=discard,
        reserve_counts=reserves, reserve_state=reserve_state, melds=melds, closed=closed, known=known_cards,
        totals=totals, hand_number=hand_number, turn=_int(snapshot.get("turn", 0), "turn", 0, 1 << 31),
        starter=_int(snapshot.get("starter", 0), "starter", 0, players - 1),
        legal=legal if phase in PLAYING and seat_to_move == seat else (),
        laid_points=_int(snapshot.get("laid_points", 0), "laid_points", 0, MAX_POINTS),
        forbidden_discard=None if forbidden is None else _card(forbidden, "forbidden_discard"),
        redraw_available=_bool(snapshot.get("redraw_available", False), "redraw_available"),
        stock_out=_bool(snapshot.get("stock_out", False), "stock_out"), opened=opened,
        went_out=went_out if over else None, first_meld_minimum=first_meld_minimum[seat % 2],
        go_out_refusals=go_out_refusals)
    return RemoteState(seq, seat, table, view, None if deadline is None else float(deadline), next_hand)


def _reserve_state(snapshot: dict[str, Any], reserves: tuple[int | None, ...]) -> list[str]:
    states = snapshot.get("reserve_state")
    if states is None:                       # a server of the contract alone: a reserve gone counts as taken
        return ["there" if reserve is not None else "taken" for reserve in reserves]
    states = _list(states, "reserve_state", 2)
    if not all(state in RESERVE_STATES for state in states):
        raise BadFrame("reserve_state is not a reserve's state")
    return states


# ----- a move -----------------------------------------------------------------------------------

def read_moved(message: dict[str, Any], variant: R.Variant, players: int) -> R.Outcome:
    """A `moved` message as the engine's `Outcome` (another seat's drawn cards: none), or BadFrame."""
    seat = _int(_get(message, "seat"), "seat", 0, players - 1)
    fields: dict[str, Any] = {}
    if "drawn" in message:
        fields["drawn"] = _cards(message["drawn"], "drawn")
    if "taken" in message:
        fields["taken"] = _cards(message["taken"], "taken")
    if "discarded" in message:
        fields["discarded"] = _card(message["discarded"], "discarded")
    if "meld" in message:
        fields["meld"] = rebuild_meld(message["meld"], variant)
        fields["meld_index"] = _int(message.get("meld_index"), "meld_index", 0, 1000)
        fields["meld_closed"] = _bool(message.get("meld_closed", False), "meld_closed")
    if "canastas" in message:
        fields["canastas"] = _int(message["canastas"], "canastas", 0, 100)
    for name, high in (("reserve_taken", 1), ("reserve_to_stock", 1), ("went_out", players - 1)):
        if message.get(name) is not None:
            fields[name] = _int(message[name], name, 0, high)
    for name in ("stock_exhausted", "hand_ended", "dealt"):
        if name in message:
            fields[name] = _bool(message[name], name)
    return R.Outcome(seat, _action(_get(message, "action"), "action"), **fields)
