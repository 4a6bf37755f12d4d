"""The game state machine: deal, turns, pickups, melds, going out, scoring, the match."""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Iterable, Sequence

from . import messages as M
from .actions import (Action, AddToMeld, Discard, Draw, EndHand, NewMeld, NextHand, Redraw,
                      TakePile, Undo, check_action, parse_action)
from .candidates import HandGroups, addition_options, new_meld_options, pickup_meld_options
from .cards import Card, build_deck, parse_cards
from .melds import WILD, Meld, build_meld, is_wild_card, may_join
from .messages import IllegalAction, MeldError
from .opening import can_reach, first_meld_minimum
from .outcome import Outcome
from .scoring import (RESERVE_INDIRECT, RESERVE_STOCK, RESERVE_TAKEN, RESERVE_THERE, HandScore,
                      score_team)
from .validation import (NEWER_VERSION, NOT_A_GAME, NOT_JSON, WRONG_VALUE, StateError, check_game, check_game_data,
                         meld_from_data)
from .variants import CLEAN_KINDS, Variant

FORMAT = "buraco-qt-game"
VERSION = 1
PHASES = ("draw", "play", "hand_over", "match_over")


def _counter(cards: Iterable[Card]) -> Counter:
    return Counter(cards)


def _cards_text(cards: Iterable[Card]) -> str:
    return " ".join(str(card) for card in cards)


def _remove(hand: list[Card], cards: Iterable[Card]) -> None:
    for card in cards:
        hand.remove(card)


@dataclass(frozen=True)
class SeatView:
    """What one seat may know: its hand, the table, the pile, counts of hidden cards, what was seen."""

    seat: int
    players: int
    variant: Variant
    phase: str
    seat_to_move: int
    hand: tuple[Card, ...]
    hand_counts: tuple[int, ...]
    stock_count: int
    discard: tuple[Card, ...]
    reserve_counts: tuple[int | None, ...]
    reserve_state: tuple[str, ...]
    melds: tuple[tuple[Meld, ...], ...]
    closed: tuple[tuple[Meld, ...], ...]
    known: tuple[tuple[Card, ...], ...]
    totals: tuple[int, ...]
    hand_number: int
    turn: int
    starter: int
    legal: tuple[Action, ...]
    turn_state: dict

    @property
    def team(self) -> int:
        """This seat's team."""
        return self.seat % 2

    def legal_actions(self) -> list[Action]:
        """The actions this seat may take now (empty when it is not its turn)."""
        return list(self.legal)

    def team_seats(self, team: int) -> list[int]:
        """The seats of a team."""
        return [seat for seat in range(self.players) if seat % 2 == team]


class Game:
    """One match of Buraco: the state of the current hand, the scores, and the action log."""

    def __init__(self, variant: Variant, players: int = 4, seed: int = 0,
                 totals: Sequence[int] = (0, 0)) -> None:
        if players not in (2, 4):
            raise ValueError("Buraco is played by 2 or 4 players")
        if len(totals) != 2:
            raise ValueError("match totals are two numbers, one per team")
        self.variant = variant
        self.players = players
        self.seed = seed
        self._rng = random.Random(seed)
        self.start_totals = [int(total) for total in totals]
        self.totals = list(self.start_totals)
        self.history: list[list[int]] = []
        self.hand_scores: list[HandScore] | None = None
        self.log: list[str] = []
        self.hand_number = 0
        self.starter = self._rng.randrange(players)
        self.winner: int | None = None
        self._legal_cache: list[Action] | None = None
        self._happened: dict[str, Any] = {}     # what the move being applied did (see Outcome)
        self._deal()

    # ----- seats and teams -------------------------------------------------------------------

    def team_of(self, seat: int) -> int:
        """The team of a seat: seats 0 and 2 are team 0, seats 1 and 3 team 1."""
        return seat % 2

    def team_seats(self, team: int) -> list[int]:
        """The seats of a team."""
        return [seat for seat in range(self.players) if seat % 2 == team]

    @property
    def is_over(self) -> bool:
        """True once the match has ended."""
        return self.phase == "match_over"

    # ----- the deal --------------------------------------------------------------------------

    def _deal(self) -> None:
        variant = self.variant
        deck = build_deck(variant.decks, variant.jokers_per_deck)
        self._rng.shuffle(deck)
        size = variant.hand_size
        self.hands = [deck[i * size:(i + 1) * size] for i in range(self.players)]
        rest = deck[self.players * size:]
        self.reserves: list[list[Card] | None] = [rest[:size], rest[size:2 * size]]
        self.stock = rest[2 * size:]
        self.discard: list[Card] = []
        if variant.up_card:
            self.discard.append(self.stock.pop())
        self.reserve_state = [RESERVE_THERE, RESERVE_THERE]
        self.reserve_taker: list[int | None] = [None, None]
        self.melds: list[list[Meld]] = [[], []]
        self.closed: list[list[Meld]] = [[], []]
        self.known: list[list[Card]] = [[] for _ in range(self.players)]
        self.opened = [False, False]
        self.went_out: int | None = None
        self.turn = 0
        self.hand_number += 1
        self.seat_to_move = self.starter
        self.phase = "draw"
        self._reset_turn()
        self._start_turn()

    def _reset_turn(self) -> None:
        self.laid_points = 0
        self.forbidden_discard: Card | None = None
        self.redraw_available = False
        self.undo_stack: list[dict[str, Any]] = []
        self.stock_out = False

    def _start_turn(self) -> None:
        """Begin the turn of seat_to_move: the indirect reserve becomes played, the stock refills."""
        team = self.team_of(self.seat_to_move)
        if self.reserve_state[team] == RESERVE_INDIRECT and self.reserve_taker[team] == self.seat_to_move:
            self.reserve_state[team] = RESERVE_TAKEN
        if not self.stock:
            for other in (0, 1):
                if self.reserves[other] is not None:
                    self.stock = list(self.reserves[other])
                    self.reserves[other] = None
                    self.reserve_state[other] = RESERVE_STOCK
                    self._happened["reserve_to_stock"] = other
                    break
        if not self.stock:
            self.stock_out = True
            if not (self.variant.empty_stock_pickup and self._pickup_actions()):
                self._happened["stock_exhausted"] = True
                self._end_hand()

    # ----- queries ---------------------------------------------------------------------------

    def first_meld_minimum(self, team: int) -> int:
        """The minimum points of the team's first meld this hand (0 when none applies)."""
        return first_meld_minimum(self.variant, self.totals[team], self.opened[team])

    def has_canasta(self, team: int, clean: bool = False) -> bool:
        """True if the team has a canasta on the table or closed (a clean one, with clean=True)."""
        for meld in [*self.melds[team], *self.closed[team]]:
            if meld.canasta and (not clean or meld.canasta in CLEAN_KINDS):
                return True
        return False

    def go_out_refusal(self, team: int) -> str | None:
        """Why the team may not go out now (a template), or None if it may."""
        return self._go_out_refusal(self._table_summary(self.melds[team], self.closed[team]))

    @staticmethod
    def _table_summary(melds: Iterable[Meld], closed: Iterable[Meld]) -> tuple[bool, bool, bool]:
        """(has a canasta, has a clean canasta, has an unfinished wild meld) for a team's table."""
        any_canasta = clean = open_wild = False
        for meld in melds:
            if meld.canasta:
                any_canasta = True
                clean = clean or meld.canasta in CLEAN_KINDS
            elif meld.kind == WILD:
                open_wild = True
        for meld in closed:
            any_canasta = True
            clean = clean or meld.canasta in CLEAN_KINDS
        return any_canasta, clean, open_wild

    def _go_out_refusal(self, summary: tuple[bool, bool, bool]) -> str | None:
        any_canasta, clean, open_wild = summary
        variant = self.variant
        if variant.go_out_needs == "clean" and not clean:
            return M.GO_OUT_CLEAN
        if variant.go_out_needs == "any" and not any_canasta:
            return M.GO_OUT_CANASTA
        if variant.go_out_blocked_by_wild_meld and open_wild:
            return M.GO_OUT_WILD_MELD
        return None

    def _continuation_refusal(self, hand: list[Card], summary: tuple[bool, bool, bool],
                              laid_points: int) -> IllegalAction | None:
        """Why a table play leaving `hand` would leave the player stuck, or None if it is fine."""
        team = self.team_of(self.seat_to_move)
        reserve_there = self.reserves[team] is not None
        minimum = self.first_meld_minimum(team)
        if reserve_there and self._takes_reserve(hand):
            # the reserve's cards cannot be taken back: the first meld must be complete before
            if minimum and laid_points < minimum:
                return IllegalAction(M.RESERVE_MINIMUM, minimum=minimum, points=laid_points)
            return None
        if not hand:
            if self.variant.go_out_by_discard:
                return IllegalAction(M.GO_OUT_BY_DISCARD)
            refusal = self._go_out_refusal(summary)
            if refusal:
                return IllegalAction(refusal)
            if minimum and laid_points < minimum:
                return IllegalAction(M.DISCARD_MINIMUM, minimum=minimum, points=laid_points)
            return None
        forbidden = self.forbidden_discard
        for card in set(hand):
            if card == forbidden and hand.count(card) < 2:
                continue
            if len(hand) > 1:
                return None
            if reserve_there or self._go_out_refusal(summary) is None:
                return None
        if len(hand) == 1 and hand[0] != forbidden:
            return IllegalAction(self._go_out_refusal(summary) or M.LAST_CARD_STUCK)
        return IllegalAction(M.LAST_CARD_STUCK)

    def reserve_available(self, team: int) -> bool:
        """True while the team's reserve is still on the table."""
        return self.reserves[team] is not None

    def view(self, seat: int) -> SeatView:
        """What `seat` may know now."""
        legal = tuple(self.legal_actions()) if seat == self.seat_to_move and self.phase in ("draw", "play") else ()
        return SeatView(
            seat=seat, players=self.players, variant=self.variant, phase=self.phase,
            seat_to_move=self.seat_to_move, hand=tuple(self.hands[seat]),
            hand_counts=tuple(map(len, self.hands)), stock_count=len(self.stock),
            discard=tuple(self.discard),
            reserve_counts=tuple(None if r is None else len(r) for r in self.reserves),
            reserve_state=tuple(self.reserve_state),
            melds=tuple(map(tuple, self.melds)), closed=tuple(map(tuple, self.closed)),
            known=tuple(map(tuple, self.known)), totals=tuple(self.totals),
            hand_number=self.hand_number, turn=self.turn, starter=self.starter, legal=legal,
            turn_state=self._turn_state_dict(include_undo=False))

    # ----- legal actions ---------------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """Every legal action now: draws, pickups, new melds, additions, discards, undo."""
        if self._legal_cache is None:
            self._legal_cache = self._compute_legal()
        return list(self._legal_cache)

    def _compute_legal(self) -> list[Action]:
        if self.phase == "hand_over":
            return [NextHand()]
        if self.phase == "match_over":
            return []
        if self.phase == "draw":
            actions: list[Action] = []
            if self.stock:
                actions.append(Draw())
            actions.extend(self._pickup_actions())
            if self.stock_out:
                actions.append(EndHand())
            return actions
        actions = []
        if self.redraw_available and self.stock and not self.undo_stack:
            actions.append(Redraw())
        actions.extend(self._table_play_actions())
        actions.extend(self._discard_actions())
        if self.undo_stack:
            actions.append(Undo())
        return actions

    def _pickup_actions(self) -> list[Action]:
        if not self.discard:
            return []
        variant = self.variant
        seat = self.seat_to_move
        team = self.team_of(seat)
        hand = self.hands[seat]
        top = self.discard[-1]
        rest = len(self.discard) - 1
        legal: list[Action] = []

        # a pickup that lays cards counts toward a first-meld minimum, and cannot be taken back
        minimum_applies = self.first_meld_minimum(team) > 0

        def accept(action: TakePile, hand_after: int) -> None:
            # two or more cards in hand afterwards can never leave the player stuck
            lays = bool(action.cards) or action.target is not None
            if (hand_after >= 2 and not (lays and minimum_applies)) or self._try(action):
                legal.append(action)

        if variant.pickup == "free" or self._first_turn_free_pickup():
            accept(TakePile(), len(hand) + rest + 1)
        if variant.pickup in ("pair", "top_card") and not (variant.pickup == "pair" and is_wild_card(top)):
            items = tuple(sorted(Counter(hand).items()))
            for cards, meld in pickup_meld_options(variant, top, items):
                if variant.pickup == "pair" and (len(cards) != 2 or meld.wild_count):
                    continue
                accept(TakePile(cards=cards), len(hand) - len(cards) + rest)
        if variant.pickup == "top_card":
            for index, meld in enumerate(self.melds[team]):
                if meld.is_closed or not may_join(meld, top):
                    continue
                try:
                    meld.extend([top])
                except MeldError:
                    continue
                accept(TakePile(target=index), len(hand) + rest)
        return legal

    def _first_turn_free_pickup(self) -> bool:
        return (self.variant.first_turn_free_up_card and self.turn == 0
                and self.seat_to_move == self.starter and len(self.discard) == 1)

    def _table_play_actions(self) -> list[Action]:
        seat = self.seat_to_move
        team = self.team_of(seat)
        hand_cards = self.hands[seat]
        hand_items = tuple(sorted(Counter(hand_cards).items()))
        variant = self.variant
        melds = self.melds[team]
        groups = HandGroups(hand_items)
        # two or more cards left in hand can never leave the player stuck: no table summary needed
        enough = len(hand_cards) - 2
        actions: list[Action] = []
        for cards, meld in new_meld_options(variant, hand_items, groups):
            if len(cards) <= enough or self._play_is_viable(hand_cards, cards,
                                                            self._summary_with(team, None, meld)):
                actions.append(NewMeld(cards))
        for index, meld in enumerate(melds):
            if meld.is_closed:
                continue
            useful = groups.useful_for(meld.kind, meld.suit, meld.rank)
            if not useful:
                continue
            for cards, extended in addition_options(variant, meld.kind, meld.cards, useful):
                if len(cards) <= enough or self._play_is_viable(hand_cards, cards,
                                                                self._summary_with(team, index, extended)):
                    actions.append(AddToMeld(index, cards))
        return actions

    @staticmethod
    def _meld_flags(meld: Meld) -> tuple[int, int, int]:
        canasta = meld.canasta
        return (1 if canasta else 0, 1 if canasta in CLEAN_KINDS else 0,
                1 if (meld.kind == WILD and not canasta) else 0)

    def _summary_with(self, team: int, replaced: int | None, added: Meld) -> tuple[bool, bool, bool]:
        """The team's table summary with `added` laid as a new meld, or in place of its meld `replaced`."""
        flags = [self._meld_flags(m) for m in [*self.melds[team], *self.closed[team]]]
        base = [sum(column) for column in zip(*flags)] if flags else [0, 0, 0]
        new = self._meld_flags(added)
        old = (0, 0, 0) if replaced is None else flags[replaced]
        return tuple(b - o + n > 0 for b, o, n in zip(base, old, new))  # type: ignore[return-value]

    def _play_is_viable(self, hand: list[Card], played: tuple[Card, ...],
                        summary: tuple[bool, bool, bool]) -> bool:
        left = len(hand) - len(played)
        if left >= 2:
            return True  # one of two or more cards can always be discarded
        rest = list(hand)
        for card in played:
            rest.remove(card)
        laid = self.laid_points + sum(self.variant.card_points(card) for card in played)
        return self._continuation_refusal(rest, summary, laid) is None

    def _discard_actions(self) -> list[Action]:
        """The discards `_discard_refusal` accepts, each hand card once, in card order."""
        if self._discard_turn_refusal() is not None:
            return []
        hand = self.hands[self.seat_to_move]
        forbidden = self.forbidden_discard
        return [Discard(card) for card in sorted(set(hand)) if card != forbidden or hand.count(card) >= 2]

    def _try(self, action: Action) -> bool:
        """True if `action` would be accepted (the state is left unchanged)."""
        snapshot = self._snapshot_full()
        happened = self._happened
        try:
            self._apply(action)
        except IllegalAction:
            return False
        finally:
            self._restore_full(snapshot)
            self._happened = happened
        return True

    # ----- applying actions ------------------------------------------------------------------

    def apply(self, action: Action | str) -> Outcome:
        """Apply an action and say what it did, or raise IllegalAction with the reason and leave the state unchanged."""
        action = parse_action(action) if isinstance(action, str) else check_action(action)
        seat = self.seat_to_move
        snapshot = self._snapshot_full()
        try:
            self._apply(action)
        except IllegalAction:
            self._restore_full(snapshot)
            raise
        except Exception:
            self._restore_full(snapshot)
            raise
        self.log.append(str(action))
        self._legal_cache = None
        return Outcome(seat, action, **self._happened)

    def _apply(self, action: Action) -> None:
        self._happened = {}
        if self.phase == "match_over":
            raise IllegalAction(M.HAND_OVER)
        if isinstance(action, NextHand):
            if self.phase != "hand_over":
                raise IllegalAction(M.NOT_NOW)
            self.starter = (self.starter + 1) % self.players
            self._deal()
            self._happened["dealt"] = True
            return
        if self.phase == "hand_over":
            raise IllegalAction(M.HAND_OVER)
        if isinstance(action, (Draw, TakePile, EndHand)):
            if self.phase != "draw":
                raise IllegalAction(M.ALREADY_DREW)
        elif self.phase == "draw":
            raise IllegalAction(M.MUST_DRAW_FIRST)
        handler = _HANDLERS.get(type(action))
        if handler is None:
            raise IllegalAction(M.NOT_NOW)
        getattr(self, handler)(action)

    def _do_draw(self, action: Draw) -> None:
        if not self.stock:
            raise IllegalAction(M.STOCK_EMPTY)
        card = self.stock.pop()
        self.hands[self.seat_to_move].append(card)
        self._happened["drawn"] = (card,)
        self.phase = "play"
        self.redraw_available = self.variant.first_turn_redraw and self.turn == 0

    def _do_redraw(self, action: Redraw) -> None:
        hand = self.hands[self.seat_to_move]
        if not self.redraw_available or self.undo_stack or not self.stock:
            raise IllegalAction(M.NO_REDRAW)
        self.discard.append(hand.pop())
        hand.append(self.stock.pop())
        self._happened.update(discarded=self.discard[-1], drawn=(hand[-1],))
        self.redraw_available = False

    def _do_end_hand(self, action: EndHand) -> None:
        if not self.stock_out:
            raise IllegalAction(M.NOT_NOW)
        self._happened["stock_exhausted"] = True
        self._end_hand()

    def _do_take(self, action: TakePile) -> None:
        variant = self.variant
        seat = self.seat_to_move
        team = self.team_of(seat)
        hand = self.hands[seat]
        if not self.discard:
            raise IllegalAction(M.PILE_EMPTY)
        top = self.discard[-1]
        free_first = self._first_turn_free_pickup()
        if not action.cards and action.target is None:
            if variant.pickup != "free" and not free_first:
                raise IllegalAction(M.PILE_NEEDS_PAIR if variant.pickup == "pair" else M.PILE_NEEDS_MELD)
            pile = self.discard
            self.discard = []
            hand.extend(pile)
            self.known[seat].extend(pile)
            self._happened["taken"] = tuple(pile)
            if len(pile) == 1:
                self.forbidden_discard = pile[0]
            self.phase = "play"
            return
        if variant.pickup == "free":
            raise IllegalAction(M.PILE_FREE)
        if variant.pickup == "pair":
            if is_wild_card(top):
                raise IllegalAction(M.PILE_TOP_WILD)
            if action.target is not None or len(action.cards) != 2 or any(is_wild_card(c) for c in action.cards):
                raise IllegalAction(M.PILE_PAIR_NATURAL)
        self._check_in_hand(action.cards)
        self._happened["taken"] = tuple(self.discard)
        pile = self.discard[:-1]
        self.discard = []
        was_canasta = None
        try:
            if action.target is not None:
                melds = self.melds[team]
                if not 0 <= action.target < len(melds):
                    raise IllegalAction(M.NO_SUCH_MELD)
                was_canasta = melds[action.target].canasta
                melds[action.target] = melds[action.target].extend([top])
                placed = melds[action.target]
                index = action.target
            else:
                placed = build_meld([top, *action.cards], variant)
                if variant.pickup == "pair" and placed.wild_count:
                    raise IllegalAction(M.PILE_PAIR_NATURAL)
                self.melds[team].append(placed)
                index = len(self.melds[team]) - 1
        except MeldError as error:
            raise IllegalAction(error.template, **error.params) from error
        _remove(hand, action.cards)
        self._forget_known(seat, action.cards)
        hand.extend(pile)
        self.known[seat].extend(pile)
        self.laid_points += sum(variant.card_points(card) for card in [top, *action.cards])
        self._close_if_canasta(team, index, was_canasta)
        self.phase = "play"
        self._check_minimum_reachable(team)
        self._after_table_play()

    def _check_minimum_reachable(self, team: int) -> None:
        """Refuse a pickup whose laid cards fall short of the first-meld minimum for good."""
        minimum = self.first_meld_minimum(team)
        if not minimum or self.laid_points >= minimum:
            return
        if not can_reach(self.variant, self.hands[self.seat_to_move], self.melds[team],
                         minimum - self.laid_points, reserve_there=self.reserves[team] is not None,
                         forbidden=self.forbidden_discard):
            raise IllegalAction(M.PILE_MINIMUM, minimum=minimum)

    def _check_in_hand(self, cards: Iterable[Card]) -> None:
        needed = _counter(cards)
        held = _counter(self.hands[self.seat_to_move])
        missing = needed - held
        if missing:
            raise IllegalAction(M.NOT_IN_HAND, cards=_cards_text(sorted(missing.elements())))

    def _forget_known(self, seat: int, cards: Iterable[Card]) -> None:
        for card in cards:
            if card in self.known[seat]:
                self.known[seat].remove(card)

    def _do_new_meld(self, action: NewMeld) -> None:
        self._check_in_hand(action.cards)
        team = self.team_of(self.seat_to_move)
        try:
            meld = build_meld(action.cards, self.variant)
        except MeldError as error:
            raise IllegalAction(error.template, **error.params) from error
        self._push_undo()
        self.melds[team].append(meld)
        self._lay(action.cards)
        self._close_if_canasta(team, len(self.melds[team]) - 1, None)
        self._after_table_play()

    def _do_add(self, action: AddToMeld) -> None:
        self._check_in_hand(action.cards)
        team = self.team_of(self.seat_to_move)
        melds = self.melds[team]
        if not 0 <= action.target < len(melds):
            raise IllegalAction(M.NO_SUCH_MELD)
        try:
            extended = melds[action.target].extend(action.cards)
        except MeldError as error:
            raise IllegalAction(error.template, **error.params) from error
        self._push_undo()
        was_canasta = melds[action.target].canasta
        melds[action.target] = extended
        self._lay(action.cards)
        self._close_if_canasta(team, action.target, was_canasta)
        self._after_table_play()

    def _lay(self, cards: Iterable[Card]) -> None:
        seat = self.seat_to_move
        cards = list(cards)
        _remove(self.hands[seat], cards)
        self._forget_known(seat, cards)
        self.laid_points += sum(self.variant.card_points(card) for card in cards)

    def _close_if_canasta(self, team: int, index: int, was_canasta: str | None) -> None:
        """Note the meld just laid or extended (a canasta if it became one); a closed canasta leaves the table."""
        meld = self.melds[team][index]
        happened = self._happened
        happened.update(meld=meld, meld_index=index)
        if meld.canasta and not was_canasta:
            happened["canastas"] = 1
        if meld.is_closed:
            self.closed[team].append(self.melds[team].pop(index))
            happened["meld_closed"] = True

    def _after_table_play(self) -> None:
        """After cards left the hand by melding: direct reserve pickup, going out, or refusal."""
        seat = self.seat_to_move
        team = self.team_of(seat)
        hand = self.hands[seat]
        summary = self._table_summary(self.melds[team], self.closed[team])
        refusal = self._continuation_refusal(hand, summary, self.laid_points)
        if refusal is not None:
            raise refusal
        if self._takes_reserve(hand) and self.reserves[team] is not None:
            hand.extend(self.reserves[team])
            self.reserves[team] = None
            self.reserve_state[team] = RESERVE_TAKEN
            self.reserve_taker[team] = seat
            self.undo_stack = []
            self._happened["reserve_taken"] = team
        elif not hand:
            self.went_out = seat
            self._happened["went_out"] = seat
            self._end_hand()

    def _takes_reserve(self, hand: list[Card]) -> bool:
        if not hand:
            return True
        return self.variant.reserve_when_only_wilds and all(is_wild_card(card) for card in hand)

    def _discard_refusal(self, card: Card) -> IllegalAction | None:
        hand = self.hands[self.seat_to_move]
        if card not in hand:
            return IllegalAction(M.NOT_IN_HAND, cards=card)
        if self.forbidden_discard == card and hand.count(card) < 2:
            return IllegalAction(M.DISCARD_TAKEN_CARD, card=card)
        return self._discard_turn_refusal()

    def _discard_turn_refusal(self) -> IllegalAction | None:
        """Why no card at all may be discarded now (None if the hand's cards may be)."""
        team = self.team_of(self.seat_to_move)
        minimum = self.first_meld_minimum(team)
        if minimum and 0 < self.laid_points < minimum:
            return IllegalAction(M.DISCARD_MINIMUM, minimum=minimum, points=self.laid_points)
        if len(self.hands[self.seat_to_move]) == 1:   # the last card: the reserve, or going out
            if self.reserves[team] is not None:
                return None
            refusal = self.go_out_refusal(team)
            if refusal:
                return IllegalAction(refusal)
        return None

    def _do_discard(self, action: Discard) -> None:
        refusal = self._discard_refusal(action.card)
        if refusal is not None:
            raise refusal
        seat = self.seat_to_move
        team = self.team_of(seat)
        hand = self.hands[seat]
        hand.remove(action.card)
        self._forget_known(seat, [action.card])
        self.discard.append(action.card)
        self._happened["discarded"] = action.card
        if self.laid_points:
            self.opened[team] = True
        if self._takes_reserve(hand) and self.reserves[team] is not None:
            hand.extend(self.reserves[team])
            self.reserves[team] = None
            self.reserve_state[team] = RESERVE_INDIRECT
            self.reserve_taker[team] = seat
            self._happened["reserve_taken"] = team
        elif not hand:
            self.went_out = seat
            self._happened["went_out"] = seat
            self._end_hand()
            return
        self.seat_to_move = (seat + 1) % self.players
        self.turn += 1
        self.phase = "draw"
        self._reset_turn()
        self._start_turn()

    def _push_undo(self) -> None:
        self.redraw_available = False
        seat = self.seat_to_move
        team = self.team_of(seat)
        self.undo_stack.append({
            "hand": _cards_text(self.hands[seat]),
            "melds": [_meld_to_data(m) for m in self.melds[team]],
            "closed": [_meld_to_data(m) for m in self.closed[team]],
            "known": _cards_text(self.known[seat]),
            "laid_points": self.laid_points,
        })

    def _do_undo(self, action: Undo) -> None:
        if not self.undo_stack:
            raise IllegalAction(M.NOTHING_TO_UNDO)
        seat = self.seat_to_move
        team = self.team_of(seat)
        saved = self.undo_stack.pop()
        self.hands[seat] = parse_cards(saved["hand"])
        self.melds[team] = [meld_from_data(d, self.variant) for d in saved["melds"]]
        self.closed[team] = [meld_from_data(d, self.variant) for d in saved["closed"]]
        self.known[seat] = parse_cards(saved["known"])
        self.laid_points = saved["laid_points"]

    # ----- the end of a hand -----------------------------------------------------------------

    def _end_hand(self) -> None:
        self.hand_scores = [score_team(self, team) for team in (0, 1)]
        points = [score.total for score in self.hand_scores]
        self.history.append(points)
        self.totals = [total + point for total, point in zip(self.totals, points)]
        self.phase = "hand_over"
        self._happened["hand_ended"] = True
        best = max(self.totals)
        if best >= self.variant.target and self.totals[0] != self.totals[1]:
            self.phase = "match_over"
            self.winner = self.totals.index(best)

    # ----- snapshots (used for trial moves) and JSON -----------------------------------------

    _STATE_FIELDS = ("hands", "stock", "discard", "reserves", "reserve_state", "reserve_taker",
                     "melds", "closed", "known", "opened", "went_out", "turn", "seat_to_move",
                     "phase", "laid_points", "forbidden_discard", "redraw_available", "undo_stack",
                     "stock_out", "totals", "history", "hand_scores", "hand_number", "starter", "winner")

    def _snapshot_full(self) -> dict[str, Any]:
        """Every field of _STATE_FIELDS, the lists copied (two levels deep for those per seat or team)."""
        return {
            "hands": [list(hand) for hand in self.hands],
            "stock": list(self.stock),
            "discard": list(self.discard),
            "reserves": [None if reserve is None else list(reserve) for reserve in self.reserves],
            "reserve_state": list(self.reserve_state),
            "reserve_taker": list(self.reserve_taker),
            "melds": [list(team) for team in self.melds],
            "closed": [list(team) for team in self.closed],
            "known": [list(known) for known in self.known],
            "opened": list(self.opened),
            "went_out": self.went_out,
            "turn": self.turn,
            "seat_to_move": self.seat_to_move,
            "phase": self.phase,
            "laid_points": self.laid_points,
            "forbidden_discard": self.forbidden_discard,
            "redraw_available": self.redraw_available,
            "undo_stack": list(self.undo_stack),
            "stock_out": self.stock_out,
            "totals": list(self.totals),
            "history": list(self.history),
            "hand_scores": None if self.hand_scores is None else list(self.hand_scores),
            "hand_number": self.hand_number,
            "starter": self.starter,
            "winner": self.winner,
        }

    def _restore_full(self, snap: dict[str, Any]) -> None:
        for name, value in snap.items():
            setattr(self, name, value)

    def _turn_state_dict(self, include_undo: bool = True) -> dict[str, Any]:
        data = {
            "laid_points": self.laid_points,
            "forbidden_discard": None if self.forbidden_discard is None else str(self.forbidden_discard),
            "redraw_available": self.redraw_available,
            "stock_out": self.stock_out,
            "opened": list(self.opened),
            "went_out": self.went_out,
        }
        if include_undo:
            data["undo_stack"] = self.undo_stack
        return data

    def to_dict(self) -> dict[str, Any]:
        """The whole match as plain JSON data (exact: includes the random generator's state)."""
        version, internal, gauss = self._rng.getstate()
        return {
            "format": FORMAT,
            "version": VERSION,
            "variant": self.variant.to_dict(),
            "players": self.players,
            "seed": self.seed,
            "rng": [version, list(internal), gauss],
            "hand_number": self.hand_number,
            "starter": self.starter,
            "seat_to_move": self.seat_to_move,
            "phase": self.phase,
            "turn": self.turn,
            "hands": [_cards_text(hand) for hand in self.hands],
            "stock": _cards_text(self.stock),
            "discard": _cards_text(self.discard),
            "reserves": [None if r is None else _cards_text(r) for r in self.reserves],
            "reserve_state": list(self.reserve_state),
            "reserve_taker": list(self.reserve_taker),
            "melds": [[_meld_to_data(m) for m in team] for team in self.melds],
            "closed": [[_meld_to_data(m) for m in team] for team in self.closed],
            "known": [_cards_text(k) for k in self.known],
            "turn_state": self._turn_state_dict(),
            "totals": list(self.totals),
            "start_totals": list(self.start_totals),
            "history": [list(h) for h in self.history],
            "hand_scores": None if self.hand_scores is None else [s.to_dict() for s in self.hand_scores],
            "winner": self.winner,
            "log": list(self.log),
        }

    def to_json(self) -> str:
        """The match as JSON text."""
        return json.dumps(self.to_dict(), separators=(",", ":"))

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Game":
        """A match from `to_dict` data, every field checked first; StateError (a ValueError) with the reason."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise StateError(NOT_A_GAME)
        version = data.get("version")
        if not (isinstance(version, int) and not isinstance(version, bool) and 1 <= version <= VERSION):
            raise StateError(NEWER_VERSION, version=repr(version)[:24])
        check_game_data(data)
        try:
            game = cls._from_checked_dict(data)
            check_game(game)
        except StateError:
            raise
        except (KeyError, IndexError, TypeError, ValueError, AttributeError, RecursionError) as error:
            # a damage the field checks did not foresee: still refused with a reason, never a crash
            raise StateError(WRONG_VALUE, field="game") from error
        return game

    @classmethod
    def _from_checked_dict(cls, data: dict[str, Any]) -> "Game":
        """A match from `to_dict` data known to be well formed (its melds are still rebuilt by the rules)."""
        version, internal, gauss = data["rng"]
        rng = random.Random()
        rng.setstate((version, tuple(internal), gauss))
        variant = Variant.from_dict(data["variant"])
        turn = dict(data["turn_state"])
        forbidden = turn["forbidden_discard"]
        turn["forbidden_discard"] = None if forbidden is None else Card.parse(forbidden)
        turn["undo_stack"] = list(turn.get("undo_stack", ()))
        return cls.from_state(
            variant=variant, players=int(data["players"]), seed=data["seed"], rng=rng,
            hand_number=data["hand_number"], starter=data["starter"],
            seat_to_move=data["seat_to_move"], phase=data["phase"], turn=data["turn"],
            hands=[parse_cards(hand) for hand in data["hands"]],
            stock=parse_cards(data["stock"]), discard=parse_cards(data["discard"]),
            reserves=[None if r is None else parse_cards(r) for r in data["reserves"]],
            reserve_state=data["reserve_state"], reserve_taker=data["reserve_taker"],
            melds=[[meld_from_data(m, variant) for m in team] for team in data["melds"]],
            closed=[[meld_from_data(m, variant) for m in team] for team in data["closed"]],
            known=[parse_cards(k) for k in data["known"]], turn_state=turn,
            totals=data["totals"], start_totals=data.get("start_totals", (0, 0)),
            history=data["history"],
            hand_scores=(None if data["hand_scores"] is None
                         else [HandScore.from_dict(s) for s in data["hand_scores"]]),
            winner=data["winner"], log=data["log"])

    @classmethod
    def from_state(cls, *, variant: Variant, players: int, seed: Any, rng: random.Random,
                   hand_number: int, starter: int, seat_to_move: int, phase: str, turn: int,
                   hands: Sequence[Sequence[Card]], stock: Sequence[Card], discard: Sequence[Card],
                   reserves: Sequence[Sequence[Card] | None], reserve_state: Sequence[str],
                   reserve_taker: Sequence[int | None], melds: Sequence[Sequence[Meld]],
                   closed: Sequence[Sequence[Meld]], known: Sequence[Sequence[Card]],
                   turn_state: dict[str, Any], totals: Sequence[int],
                   history: Sequence[Sequence[int]] = (), hand_scores: list[HandScore] | None = None,
                   winner: int | None = None, log: Sequence[str] = (),
                   start_totals: Sequence[int] = (0, 0)) -> "Game":
        """A match from its parts as Python values (the lists are copied; melds are shared)."""
        game = cls.__new__(cls)
        game.variant = variant
        game.players = players
        game.seed = seed
        game._rng = rng
        game.hand_number = hand_number
        game.starter = starter
        game.seat_to_move = seat_to_move
        game.phase = phase
        game.turn = turn
        game.hands = [list(hand) for hand in hands]
        game.stock = list(stock)
        game.discard = list(discard)
        game.reserves = [None if r is None else list(r) for r in reserves]
        game.reserve_state = list(reserve_state)
        game.reserve_taker = list(reserve_taker)
        game.melds = [list(team) for team in melds]
        game.closed = [list(team) for team in closed]
        game.known = [list(k) for k in known]
        game.laid_points = turn_state["laid_points"]
        game.forbidden_discard = turn_state["forbidden_discard"]
        game.redraw_available = turn_state["redraw_available"]
        game.stock_out = turn_state["stock_out"]
        game.opened = list(turn_state["opened"])
        game.went_out = turn_state["went_out"]
        game.undo_stack = list(turn_state.get("undo_stack", ()))
        game.totals = list(totals)
        game.start_totals = [int(total) for total in start_totals]
        game.history = [list(h) for h in history]
        game.hand_scores = hand_scores
        game.winner = winner
        game.log = list(log)
        game._legal_cache = None
        game._happened = {}
        return game

    @classmethod
    def from_json(cls, text: str) -> "Game":
        """A match from `to_json` text; StateError (a ValueError) with the reason if it is not a valid game."""
        try:
            data = json.loads(text)
        except (TypeError, ValueError, RecursionError) as error:
            raise StateError(NOT_JSON) from error
        return cls.from_dict(data)

    @classmethod
    def replay(cls, variant: Variant, players: int, seed: int, log: Iterable[str],
               totals: Sequence[int] = (0, 0)) -> "Game":
        """A match rebuilt from its seed, the totals it started from and its action log."""
        game = cls(variant, players, seed, totals)
        for text in log:
            game.apply(parse_action(text))
        return game

    def copy(self) -> "Game":
        """An independent copy of the match."""
        return Game._from_checked_dict(json.loads(self.to_json()))

    def card_count(self) -> int:
        """How many cards are anywhere in the game (always the whole deck)."""
        total = sum(len(h) for h in self.hands) + len(self.stock) + len(self.discard)
        total += sum(len(r) for r in self.reserves if r is not None)
        total += sum(len(m.cards) for team in self.melds for m in team)
        total += sum(len(m.cards) for team in self.closed for m in team)
        return total

    def all_cards(self) -> Counter:
        """Every card in the game as a multiset."""
        cards: Counter = Counter()
        for hand in self.hands:
            cards.update(hand)
        cards.update(self.stock)
        cards.update(self.discard)
        for reserve in self.reserves:
            if reserve is not None:
                cards.update(reserve)
        for team in (*self.melds, *self.closed):
            for meld in team:
                cards.update(meld.cards)
        return cards


# the Game method that applies each kind of action during a turn
_HANDLERS = {
    Draw: "_do_draw", TakePile: "_do_take", Redraw: "_do_redraw", NewMeld: "_do_new_meld",
    AddToMeld: "_do_add", Discard: "_do_discard", Undo: "_do_undo", EndHand: "_do_end_hand",
}


def _meld_to_data(meld: Meld) -> dict[str, str]:
    return {"kind": meld.kind, "cards": _meld_cards_text(meld.cards)}


@lru_cache(maxsize=1 << 11)
def _meld_cards_text(cards: tuple[Card, ...]) -> str:
    """`_cards_text` of a meld's cards (remembered: every undo step writes out the whole table)."""
    return _cards_text(cards)




def new_game(variant: Variant | str, players: int = 4, seed: int = 0,
             totals: Sequence[int] = (0, 0)) -> Game:
    """A new match of `variant` (a Variant or a preset name) for 2 or 4 players.

    `totals` are the match totals the first hand starts from (a match carried on from elsewhere, or
    a test of the first-meld minimums); the hand history starts empty either way.
    """
    if isinstance(variant, str):
        from .variants import VARIANTS
        variant = VARIANTS[variant]
    return Game(variant, players, seed, totals)
