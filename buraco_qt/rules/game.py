"""The game state and its changes: deal, turns, pickups, melds, going out, the end of a hand, the match.

`Game` holds the state and applies actions. The state's fields are declared in `state.py` (whence
copies, the state put back after a refused move, undo steps and the JSON form); what is legal is
listed by `legal.py`, why a move is refused is decided in `refusals.py`, what a seat may see is built
by `view.py`, and the JSON envelope lives in `serialisation.py`.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

from . import messages as M
from . import state
from .actions import (
    Action,
    AddToMeld,
    Discard,
    Draw,
    EndHand,
    NewMeld,
    NextHand,
    Redraw,
    TakePile,
    Undo,
    check_action,
    parse_action,
)
from .cards import Card
from .deals import deal_cards, draw_number, is_deal_number
from .legal import legal_actions, pickup_actions
from .melds import Meld, build_meld, is_wild_card
from .messages import IllegalAction, MeldError
from .opening import first_meld_minimum
from .outcome import Outcome
from .refusals import (
    check_in_hand,
    check_minimum_reachable,
    continuation_refusal,
    discard_refusal,
    go_out_refusal,
    table_summary,
    takes_reserve,
)
from .scoring import (
    RESERVE_INDIRECT,
    RESERVE_STOCK,
    RESERVE_TAKEN,
    RESERVE_THERE,
    HandScore,
    score_team,
    team_of,
    team_seats,
)
from .serialisation import game_from_checked_dict, game_from_dict, game_from_json, game_to_dict
from .validation import MAX_LOG
from .variants import Variant
from .view import SeatView, seat_view


def _remove(hand: list[Card], cards: Iterable[Card]) -> None:
    for card in cards:
        hand.remove(card)


class Game:
    """One match of Buraco: the state of the current hand, the scores, and the action log."""

    # a slot per field of the state (state.STATE) and no other attribute
    __slots__ = (*state.ATTRS, "_legal_cache", "_happened")

    def __init__(self, variant: Variant, players: int = 4, seed: int = 0,
                 totals: Sequence[int] = (0, 0), *, deal: int | None = None, starter: int | None = None) -> None:
        if players not in (2, 4):
            raise ValueError("Buraco is played by 2 or 4 players")
        if len(totals) != 2:
            raise ValueError("match totals are two numbers, one per team")
        if deal is not None and not is_deal_number(deal):
            raise ValueError(f"no deal number: {deal!r}")
        if starter is not None and starter not in range(players):
            raise ValueError(f"no seat of {players} players: {starter!r}")
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
        #: The deal number of each hand so far (None: a hand of a match saved before deal numbers).
        self.deals: list[int | None] = []
        # a starter or a deal given still takes its draw: the generator goes on as in a match without them
        drawn = self._rng.randrange(players)
        self.starter = drawn if starter is None else starter
        self.winner: int | None = None
        self._legal_cache: list[Action] | None = None
        self._happened: dict[str, Any] = {}     # what the move being applied did (see Outcome)
        self._deal(deal)

    # ----- seats and teams -------------------------------------------------------------------

    def team_of(self, seat: int) -> int:
        """The team of a seat (`scoring.team_of`: seats 0 and 2 are team 0, seats 1 and 3 team 1)."""
        return team_of(seat)

    def team_seats(self, team: int) -> list[int]:
        """The seats of a team."""
        return team_seats(self.players, team)

    # ----- the deal --------------------------------------------------------------------------

    @property
    def deal(self) -> int | None:
        """The deal number of the hand being played (None: a hand of a match saved before deal numbers)."""
        return self.deals[-1] if self.deals else None

    def _deal(self, number: int | None = None) -> None:
        """Deal the next hand: deal `number`, or the next one the match's generator draws."""
        drawn = draw_number(self._rng)
        number = drawn if number is None else number
        dealt = deal_cards(self.variant, self.players, number)
        self.deals.append(number)
        self.hands = [list(hand) for hand in dealt.hands]
        self.reserves: list[list[Card] | None] = [list(reserve) for reserve in dealt.reserves]
        self.stock = list(dealt.stock)
        self.discard: list[Card] = list(dealt.discard)
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
            for other, reserve in enumerate(self.reserves):
                if reserve is not None:
                    self.stock = list(reserve)
                    self.reserves[other] = None
                    self.reserve_state[other] = RESERVE_STOCK
                    self._happened["reserve_to_stock"] = other
                    break
        if not self.stock:
            self.stock_out = True
            if not (self.variant.empty_stock_pickup and pickup_actions(self)):
                self._happened["stock_exhausted"] = True
                self._end_hand()

    # ----- queries ---------------------------------------------------------------------------

    def first_meld_minimum(self, team: int) -> int:
        """The minimum points of the team's first meld this hand (0 when none applies)."""
        return first_meld_minimum(self.variant, self.totals[team], self.opened[team])

    def go_out_refusal(self, team: int) -> str | None:
        """Why the team may not go out now (a template), or None if it may."""
        return go_out_refusal(self.variant, table_summary(self.melds[team], self.closed[team]))

    def first_turn_free_pickup(self) -> bool:
        """True while the starter's first turn may take the single up card freely (CardCol)."""
        return (self.variant.first_turn_free_up_card and self.turn == 0
                and self.seat_to_move == self.starter and len(self.discard) == 1)

    def view(self, seat: int) -> SeatView:
        """What `seat` may know now."""
        return seat_view(self, seat)

    # ----- legal actions ---------------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """Every legal action now: draws, pickups, new melds, additions, discards, undo."""
        if self._legal_cache is None:
            self._legal_cache = legal_actions(self)
        return list(self._legal_cache)

    def _try(self, action: Action) -> bool:
        """True if `action` would be accepted (the state is left unchanged)."""
        before = state.kept(self)
        happened = self._happened
        try:
            self._apply(action)
        except IllegalAction:
            return False
        finally:
            state.put_back(self, before)
            self._happened = happened
        return True

    # ----- applying actions ------------------------------------------------------------------

    def apply(self, action: Action | str) -> Outcome:
        """Apply an action and say what it did; IllegalAction (with the reason) leaves the state unchanged."""
        action = parse_action(action) if isinstance(action, str) else check_action(action)
        seat = self.seat_to_move
        before = state.kept(self)
        try:
            self._apply(action)
        except Exception:
            state.put_back(self, before)
            raise
        self.log.append(str(action))
        if len(self.log) > MAX_LOG:
            del self.log[:MAX_LOG // 10]          # the oldest moves give way (see validation.MAX_LOG)
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
        free_first = self.first_turn_free_pickup()
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
        check_in_hand(self, action.cards)
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
        check_minimum_reachable(self, team)
        self._after_table_play()

    def _forget_known(self, seat: int, cards: Iterable[Card]) -> None:
        for card in cards:
            if card in self.known[seat]:
                self.known[seat].remove(card)

    def _do_new_meld(self, action: NewMeld) -> None:
        check_in_hand(self, action.cards)
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
        check_in_hand(self, action.cards)
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
        summary = table_summary(self.melds[team], self.closed[team])
        refusal = continuation_refusal(self, hand, summary, self.laid_points)
        if refusal is not None:
            raise refusal
        reserve = self.reserves[team]
        if takes_reserve(self.variant, hand) and reserve is not None:
            hand.extend(reserve)
            self.reserves[team] = None
            self.reserve_state[team] = RESERVE_TAKEN
            self.reserve_taker[team] = seat
            self.undo_stack = []
            self._happened["reserve_taken"] = team
        elif not hand:
            self.went_out = seat
            self._happened["went_out"] = seat
            self._end_hand()

    def _do_discard(self, action: Discard) -> None:
        refusal = discard_refusal(self, action.card)
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
        reserve = self.reserves[team]
        if takes_reserve(self.variant, hand) and reserve is not None:
            hand.extend(reserve)
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
        self.undo_stack.append(state.undo_step(self))

    def _do_undo(self, action: Undo) -> None:
        if not self.undo_stack:
            raise IllegalAction(M.NOTHING_TO_UNDO)
        state.undo(self, self.undo_stack.pop())

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

    # ----- JSON, copies ----------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The whole match as plain JSON data (exact: includes the random generator's state)."""
        return game_to_dict(self)

    def to_json(self) -> str:
        """The match as JSON text."""
        return json.dumps(self.to_dict(), separators=(",", ":"))

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Game:
        """A match from `to_dict` data, every field checked first; StateError (a ValueError) with the reason."""
        return game_from_dict(cls, data)

    @classmethod
    def _from_checked_dict(cls, data: dict[str, Any]) -> Game:
        """A match from `to_dict` data known to be well formed (its melds are still rebuilt by the rules)."""
        return game_from_checked_dict(cls, data)

    @classmethod
    def from_state(cls, *, turn_state: dict[str, Any] | None = None, **parts: Any) -> Game:
        """A match from its parts as Python values, one per field of `state.STATE` by its name (those of the
        turn may come together as `turn_state`, as the JSON holds them), each copied (melds and cards are
        shared); a part left out takes its default (no `deals`: none known, None per hand; no history, no
        score sheet, no winner, no log; start totals 0-0). TypeError for a part missing or unknown."""
        game = cls.__new__(cls)
        state.set_state(game, parts if turn_state is None else {**parts, **turn_state})
        game._legal_cache = None
        game._happened = {}
        return game

    @classmethod
    def from_json(cls, text: str) -> Game:
        """A match from `to_json` text; StateError (a ValueError) with the reason if it is not a valid game."""
        return game_from_json(cls, text)

    @classmethod
    def replay(cls, variant: Variant, players: int, seed: int, log: Iterable[str],
               totals: Sequence[int] = (0, 0), *, deal: int | None = None,
               starter: int | None = None) -> Game:
        """A match rebuilt from its seed, the totals it started from (and the first deal and starter,
        when they were given) and its action log."""
        game = cls(variant, players, seed, totals, deal=deal, starter=starter)
        for text in log:
            game.apply(parse_action(text))
        return game

    def restart(self) -> Game:
        """The match as it began, at its first deal: the same seed, starting totals, first deal number
        and first starter (its `log`, played on it, brings it back here when the log is whole)."""
        first_starter = (self.starter - (self.hand_number - 1)) % self.players
        return type(self)(self.variant, self.players, self.seed, self.start_totals,
                          deal=self.deals[0] if self.deals else None, starter=first_starter)

    def copy(self) -> Game:
        """An independent copy of the match: each field copied by its kind (`state.py`: lists copied, the
        cards and melds in them shared, as they never change; the random generator's state copied)."""
        game = type(self).__new__(type(self))
        state.copy_state(self, game)
        game._legal_cache = self._legal_cache      # the same position has the same legal actions
        game._happened = {}
        return game

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


def new_game(variant: Variant | str, players: int = 4, seed: int = 0,
             totals: Sequence[int] = (0, 0), *, deal: int | None = None, starter: int | None = None) -> Game:
    """A new match of `variant` (a Variant or a preset name) for 2 or 4 players.

    `totals` are the match totals the first hand starts from (a match carried on from elsewhere, or
    a test of the first-meld minimums); the hand history starts empty either way. `deal` is the deal
    number of the first hand (None: drawn from `seed`, as every later hand's is), `starter` the seat
    that plays first (None: drawn from `seed`).
    """
    if isinstance(variant, str):
        from .variants import VARIANTS
        variant = VARIANTS[variant]
    return Game(variant, players, seed, totals, deal=deal, starter=starter)
