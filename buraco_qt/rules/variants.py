"""The `Variant` record of rule parameters and the eight presets."""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cached_property, lru_cache
from typing import Any, Literal, get_args

from .cards import Card, build_deck
from .values import Frozen, set_field

SetsRule = Literal["any", "aces", "none"]
WildMeldRule = Literal["none", "any", "twos_one_joker"]
AceToAce = Literal["yes", "no", "wild_end"]
PickupRule = Literal["free", "top_card", "pair"]
GoOutNeeds = Literal["any", "clean"]

CANASTA_KINDS = ("clean", "dirty", "semi_clean", "royal", "ace_to_ace", "wild_clean", "wild_dirty", "twos")
CLEAN_KINDS = frozenset({"clean", "royal", "ace_to_ace", "twos", "wild_clean"})


class Variant(Frozen):
    """Every rule parameter and scoring value of one Buraco variant (its rules and its scoring table)."""

    # no __slots__: the tables below are cached in the variant's __dict__
    FIELDS = (
        "name", "decks", "jokers_per_deck", "hand_size", "up_card", "natural_twos", "twos_own_suit_only", "sets",
        "wild_melds", "max_wilds", "ace_to_ace", "canasta_closes", "max_meld_cards", "pickup", "pickup_option",
        "go_out_needs", "go_out_blocked_by_wild_meld", "go_out_by_discard", "first_meld_minimum", "target",
        "reserve_when_only_wilds", "first_turn_free_up_card", "first_turn_redraw", "empty_stock_pickup",
        "points_low", "points_high", "points_ace", "points_two", "points_joker", "canasta_bonus", "ace_set_bonus",
        "going_out_bonus", "reserve_taken_bonus", "reserve_missed_penalty", "indirect_reserve_penalty",
        "unfinished_wild_meld_penalty", "min_naturals")
    name: str
    decks: int
    jokers_per_deck: int
    hand_size: int
    up_card: bool
    natural_twos: bool
    # A 2 may be wild only in a run of its own suit (Brazilian super-duro).
    twos_own_suit_only: bool
    sets: SetsRule
    wild_melds: WildMeldRule
    max_wilds: int | None
    ace_to_ace: AceToAce
    canasta_closes: bool
    # the most cards a meld may hold (None: no limit); CardCol's cerrado never holds more than 7
    max_meld_cards: int | None
    pickup: PickupRule
    pickup_option: str
    go_out_needs: GoOutNeeds
    go_out_blocked_by_wild_meld: bool
    go_out_by_discard: bool
    # (team total strictly above, minimum points of the first meld), highest threshold last.
    first_meld_minimum: tuple[tuple[int, int], ...]
    target: int
    reserve_when_only_wilds: bool
    first_turn_free_up_card: bool
    first_turn_redraw: bool
    empty_stock_pickup: bool
    points_low: int
    points_high: int
    points_ace: int
    points_two: int
    points_joker: int
    canasta_bonus: tuple[tuple[str, int], ...]
    ace_set_bonus: tuple[int, int] | None
    going_out_bonus: int
    reserve_taken_bonus: int
    reserve_missed_penalty: int
    indirect_reserve_penalty: int
    unfinished_wild_meld_penalty: int
    min_naturals: int

    def __init__(self, name: str, decks: int = 2, jokers_per_deck: int = 2, hand_size: int = 11,
                 up_card: bool = False, natural_twos: bool = True, twos_own_suit_only: bool = False,
                 sets: SetsRule = "any", wild_melds: WildMeldRule = "none", max_wilds: int | None = 1,
                 ace_to_ace: AceToAce = "yes", canasta_closes: bool = False, max_meld_cards: int | None = None,
                 pickup: PickupRule = "free", pickup_option: str = "", go_out_needs: GoOutNeeds = "clean",
                 go_out_blocked_by_wild_meld: bool = False, go_out_by_discard: bool = False,
                 first_meld_minimum: tuple[tuple[int, int], ...] = (), target: int = 2000,
                 reserve_when_only_wilds: bool = False, first_turn_free_up_card: bool = False,
                 first_turn_redraw: bool = False, empty_stock_pickup: bool = False, points_low: int = 5,
                 points_high: int = 10, points_ace: int = 15, points_two: int = 10, points_joker: int = 20,
                 canasta_bonus: tuple[tuple[str, int], ...] = (
                     ("clean", 200), ("dirty", 100), ("royal", 500), ("ace_to_ace", 1000)),
                 ace_set_bonus: tuple[int, int] | None = None, going_out_bonus: int = 100,
                 reserve_taken_bonus: int = 0, reserve_missed_penalty: int = -100,
                 indirect_reserve_penalty: int = -100, unfinished_wild_meld_penalty: int = 0,
                 min_naturals: int = 2) -> None:
        set_field(self, "name", name)
        set_field(self, "decks", decks)
        set_field(self, "jokers_per_deck", jokers_per_deck)
        set_field(self, "hand_size", hand_size)
        set_field(self, "up_card", up_card)
        set_field(self, "natural_twos", natural_twos)
        set_field(self, "twos_own_suit_only", twos_own_suit_only)
        set_field(self, "sets", sets)
        set_field(self, "wild_melds", wild_melds)
        set_field(self, "max_wilds", max_wilds)
        set_field(self, "ace_to_ace", ace_to_ace)
        set_field(self, "canasta_closes", canasta_closes)
        set_field(self, "max_meld_cards", max_meld_cards)
        set_field(self, "pickup", pickup)
        set_field(self, "pickup_option", pickup_option)
        set_field(self, "go_out_needs", go_out_needs)
        set_field(self, "go_out_blocked_by_wild_meld", go_out_blocked_by_wild_meld)
        set_field(self, "go_out_by_discard", go_out_by_discard)
        set_field(self, "first_meld_minimum", first_meld_minimum)
        set_field(self, "target", target)
        set_field(self, "reserve_when_only_wilds", reserve_when_only_wilds)
        set_field(self, "first_turn_free_up_card", first_turn_free_up_card)
        set_field(self, "first_turn_redraw", first_turn_redraw)
        set_field(self, "empty_stock_pickup", empty_stock_pickup)
        set_field(self, "points_low", points_low)
        set_field(self, "points_high", points_high)
        set_field(self, "points_ace", points_ace)
        set_field(self, "points_two", points_two)
        set_field(self, "points_joker", points_joker)
        set_field(self, "canasta_bonus", canasta_bonus)
        set_field(self, "ace_set_bonus", ace_set_bonus)
        set_field(self, "going_out_bonus", going_out_bonus)
        set_field(self, "reserve_taken_bonus", reserve_taken_bonus)
        set_field(self, "reserve_missed_penalty", reserve_missed_penalty)
        set_field(self, "indirect_reserve_penalty", indirect_reserve_penalty)
        set_field(self, "unfinished_wild_meld_penalty", unfinished_wild_meld_penalty)
        set_field(self, "min_naturals", min_naturals)

    def __eq__(self, other: Any) -> bool:
        if other.__class__ is self.__class__:
            return self is other or self._key == other._key
        return NotImplemented

    def __hash__(self) -> int:
        return self._hash

    @cached_property
    def _key(self) -> tuple:
        """The fields' values, kept: variants are compared often (as keys of the players' caches)."""
        return self._values()

    @cached_property
    def _hash(self) -> int:
        return hash(self._key)

    def __reduce__(self) -> tuple:
        return _received, self._key

    @property
    def cards_in_play(self) -> int:
        """How many cards the deck holds."""
        return self.decks * (52 + self.jokers_per_deck)

    @cached_property
    def _bonus_table(self) -> dict[str, int]:
        return dict(self.canasta_bonus)

    @cached_property
    def _points_table(self) -> dict[Card, int]:
        return {card: self._points_of(card) for card in set(build_deck(1, 1))}

    def bonus_for(self, kind: str | None) -> int | None:
        """The canasta bonus of a kind in this variant, None if the variant does not know it."""
        return self._bonus_table.get(kind) if kind else None

    def card_points(self, card: Card) -> int:
        """The points of one card."""
        return self._points_table[card]

    def cards_points(self, cards: Iterable[Card]) -> int:
        """The points of several cards."""
        return sum(map(self._points_table.__getitem__, cards))

    def _points_of(self, card: Card) -> int:
        if card.is_joker:
            return self.points_joker
        if card.rank == 2:
            return self.points_two
        if card.rank == 1:
            return self.points_ace
        return self.points_low if card.rank <= 7 else self.points_high

    def to_dict(self) -> dict[str, Any]:
        """The variant as plain JSON data."""
        return {name: getattr(self, name) for name in self.FIELDS}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Variant:
        """A variant from `to_dict` data; a field that older data lacks takes its preset's value."""
        values = {key: value for key, value in data.items() if key in cls.FIELDS}
        for key in ("canasta_bonus", "first_meld_minimum"):
            if key in values:
                values[key] = tuple(tuple(pair) for pair in values[key])
        if values.get("ace_set_bonus") is not None:
            values["ace_set_bonus"] = tuple(values["ace_set_bonus"])
        preset = VARIANTS.get(values.get("name", ""))
        if preset is not None:
            return preset.replace(**values)
        return cls(**values)


@lru_cache(maxsize=16)
def _received(*values: Any) -> Variant:
    """The variant of `values` as pickle rebuilds it: one object for equal variants, so that the computer
    players' process, which receives the variant with every view, keeps its tables and finds it at once
    in the players' caches."""
    return Variant(*values)


#: The rules the online presets share, as keyword arguments of `Variant` (of several types).
_ONLINE: dict[str, Any] = dict(decks=2, jokers_per_deck=2, natural_twos=True, target=2000)

VARIANTS: dict[str, Variant] = {
    "cardcol": Variant(
        name="cardcol", decks=4, jokers_per_deck=3, up_card=True, natural_twos=False,
        sets="any", wild_melds="any", max_wilds=1, ace_to_ace="no", canasta_closes=True,
        max_meld_cards=7,
        pickup="pair", go_out_needs="any", go_out_blocked_by_wild_meld=True, target=2000,
        reserve_when_only_wilds=True, first_turn_free_up_card=True,
        points_ace=20, points_two=25, points_joker=50,
        canasta_bonus=(("clean", 400), ("dirty", 200), ("wild_dirty", 1000), ("twos", 2000)),
        ace_set_bonus=(500, 300), reserve_taken_bonus=100, indirect_reserve_penalty=0,
        unfinished_wild_meld_penalty=-1000),
    "brazilian": Variant(
        name="brazilian", decks=2, jokers_per_deck=1, natural_twos=True, sets="aces",
        wild_melds="twos_one_joker", max_wilds=None, ace_to_ace="yes", pickup="free",
        pickup_option="free", go_out_needs="clean",
        first_meld_minimum=((1000, 75), (2000, 90)), target=3000, first_turn_redraw=True,
        empty_stock_pickup=True,
        canasta_bonus=(("clean", 200), ("dirty", 100), ("royal", 500), ("ace_to_ace", 1000),
                       ("twos", 1000), ("wild_dirty", 100)),
        going_out_bonus=200, indirect_reserve_penalty=0),
    "open": Variant(name="open", jokers_per_deck=0, sets="none", ace_to_ace="yes", pickup="free",
                    go_out_needs="clean", **{k: v for k, v in _ONLINE.items() if k != "jokers_per_deck"}),
    "dirty_open": Variant(
        name="dirty_open", sets="any", ace_to_ace="wild_end", pickup="free", go_out_needs="any",
        go_out_by_discard=True, points_two=20, points_joker=30, indirect_reserve_penalty=0,
        **_ONLINE),
    "closed": Variant(name="closed", sets="any", ace_to_ace="yes", pickup="top_card",
                      go_out_needs="clean", **_ONLINE),
    "closed_stcl": Variant(name="closed_stcl", sets="none", ace_to_ace="yes", pickup="top_card",
                           go_out_needs="clean", **_ONLINE),
    "closed_dirty": Variant(name="closed_dirty", sets="any", ace_to_ace="yes", pickup="top_card",
                            go_out_needs="any", **_ONLINE),
    "burraco": Variant(
        name="burraco", sets="any", ace_to_ace="no", pickup="free", go_out_needs="any",
        go_out_by_discard=True, points_two=20, points_joker=30,
        canasta_bonus=(("clean", 200), ("dirty", 100), ("semi_clean", 150), ("royal", 500)),
        **_ONLINE),
}

HAND_SIZES = {"cardcol": (11, 13, 15)}
BRAZILIAN_PICKUPS = ("free", "duro", "super_duro")
#: The points to end a match that a player may choose (New game, the command line, the settings).
TARGET_RANGE = (100, 100_000)

# What a variant may hold: the one definition that saved variants are checked against
# (`validation.check_variant`). Every preset and every option of the presets lies within it
# (tests/test_variant_limits.py); the ranges are the presets' own, widened, with their signs:
# card points and bonuses are never negative, penalties never positive.
#: A variant's name (a preset's, or a name of the same form): it keys the player's statistics.
VARIANT_NAME = re.compile(r"[a-z][a-z0-9_]{0,39}")
#: The lowest and highest value of each whole-number field.
NUMBER_RANGES: dict[str, tuple[int, int]] = {
    "decks": (1, 4), "jokers_per_deck": (0, 4), "hand_size": (1, 20), "max_wilds": (0, 7),
    "max_meld_cards": (3, 104), "min_naturals": (1, 7), "target": (1, TARGET_RANGE[1]),
    "points_low": (0, 100), "points_high": (0, 100), "points_ace": (0, 100), "points_two": (0, 100),
    "points_joker": (0, 100), "going_out_bonus": (0, 1000), "reserve_taken_bonus": (0, 1000),
    "reserve_missed_penalty": (-5000, 0), "indirect_reserve_penalty": (-5000, 0),
    "unfinished_wild_meld_penalty": (-5000, 0)}
#: The whole-number fields that may also be None (no limit).
OPTIONAL_NUMBERS = ("max_wilds", "max_meld_cards")
#: The fields that take one of a few words.
CHOICES: dict[str, tuple[str, ...]] = {
    "sets": get_args(SetsRule), "wild_melds": get_args(WildMeldRule), "ace_to_ace": get_args(AceToAce),
    "pickup": get_args(PickupRule), "go_out_needs": get_args(GoOutNeeds), "pickup_option": ("", *BRAZILIAN_PICKUPS)}
#: A canasta's bonus, an ace set's bonus (clean, dirty) and the points a first meld must reach.
BONUS_RANGE = (0, 5000)
FIRST_MELD_POINTS = (0, 1000)
#: The team totals above which a first-meld minimum applies (increasing), and how many there may be.
THRESHOLD_RANGE = (-TARGET_RANGE[1], TARGET_RANGE[1])
MAX_THRESHOLDS = 10


def deal_fits(variant: Variant, players: int) -> bool:
    """True if the variant's deck deals every hand and both reserves whole, with an up card and a stock."""
    return variant.cards_in_play >= (players + 2) * variant.hand_size + 2


def preset_options(preset: str, hand_size: int, brazilian_pickup: str) -> dict[str, Any]:
    """Of a player's choices, the options the preset named `preset` takes (`with_options`' keywords; None for
    an option it does not take)."""
    return {"hand_size": hand_size if hand_size in HAND_SIZES.get(preset, ()) else None,
            "brazilian_pickup": brazilian_pickup if preset == "brazilian" else None}


def with_options(variant: Variant, *, hand_size: int | None = None, target: int | None = None,
                 brazilian_pickup: str | None = None) -> Variant:
    """A preset with the player's options: hand size, target points, Brazilian pickup rule."""
    changes: dict[str, Any] = {}
    if hand_size is not None:
        changes["hand_size"] = hand_size
    if target is not None:
        changes["target"] = target
    if brazilian_pickup is not None:
        if brazilian_pickup not in BRAZILIAN_PICKUPS:
            raise ValueError(f"unknown pickup option {brazilian_pickup!r}")
        changes["pickup_option"] = brazilian_pickup
        changes["pickup"] = "free" if brazilian_pickup == "free" else "top_card"
        if brazilian_pickup == "super_duro":
            changes.update(jokers_per_deck=0, twos_own_suit_only=True, wild_melds="none")
    return variant.replace(**changes)
