"""Computer seats play whole matches to their end: no loop under the first-meld minimum, no Undo."""

from __future__ import annotations

import random

import pytest
from rules_helpers import make_game, rebuilt

from buraco_qt import ai
from buraco_qt import rules as R
from buraco_qt.ai.choice import ComputerPlayer
from buraco_qt.ai.hard import HardPlayer
from buraco_qt.tools import sim

ACTIONS_PER_TURN = 60      # a seat that loops passes this within one turn
ISSUE_TOTALS = (1975, 1265)  # brazilian: both teams past 1000, so every first meld must reach 75


def player(level: str, seed: int):
    """A player of `level`; hard with one sample and no clock, so it is quick and deterministic."""
    if level == "hard":
        return HardPlayer(seed, budget_ms=60_000, samples=1)
    return ai.create(level, seed)


def legal_text(view: R.SeatView) -> set[str]:
    return {str(action) for action in view.legal_actions()}


def play_turn(game: R.Game, seat_player) -> list[str]:
    """The seat to move plays its turn to the end; the actions it took."""
    seat = game.seat_to_move
    start = len(game.log)
    for _ in range(ACTIONS_PER_TURN):
        if game.seat_to_move != seat or game.phase not in ("draw", "play"):
            break
        game.apply(seat_player.choose(game.view(seat)))
    else:
        raise AssertionError(f"the turn did not end: {game.log[-8:]}")
    return game.log[start:]


def _issue_hand() -> R.Game:
    """The issue's hand: hand 3 of brazilian, 4 players, seed 0, as the shuffle before deal numbers dealt
    it (three shuffles of the match's generator), at 1975-1265, where seat 0 used to loop."""
    variant = R.VARIANTS["brazilian"]
    rng = random.Random(0)
    starter = (rng.randrange(4) + 2) % 4
    for _ in range(3):
        deck = R.build_deck(variant.decks, variant.jokers_per_deck)
        rng.shuffle(deck)
    hands = [deck[seat * 11:(seat + 1) * 11] for seat in range(4)]
    rest = deck[44:]
    stock = rest[22:]
    discard = [stock.pop()] if variant.up_card else []
    game = R.new_game(variant, 4, seed=0, totals=ISSUE_TOTALS, starter=starter)
    return rebuilt(game, hands=hands, reserves=[rest[:11], rest[11:22]], stock=stock, discard=discard)


def test_the_issue_match_plays_to_its_end():
    """Four normal seats, brazilian: the issue's hand, then the match to its end, without a loop."""
    game = _issue_hand()
    players = [ai.create("normal", seat) for seat in range(4)]
    per_turn = 0
    turn = None
    while game.phase != "match_over":
        if game.phase == "hand_over":
            assert game.hand_number < 30, "the match does not end"
            game.apply(R.NextHand())
            continue
        seat = game.seat_to_move
        game.apply(players[seat].choose(game.view(seat)))
        per_turn = per_turn + 1 if (game.hand_number, game.turn) == turn else 0
        turn = (game.hand_number, game.turn)
        assert per_turn < ACTIONS_PER_TURN, f"seat {seat} loops: {game.log[-6:]}"
    assert "undo" not in game.log


@pytest.mark.parametrize("level", ai.LEVELS)
@pytest.mark.parametrize("players", [2, 4])
def test_every_level_ends_a_hand_where_the_minimum_bites(level, players):
    seeds = range(2) if level == "hard" else range(4)
    for seed in seeds:
        result = sim.play_match("brazilian", players, seed, (level, level), totals=ISSUE_TOTALS,
                                hands_per_match=1, actions_per_turn=ACTIONS_PER_TURN, factory=player)
        assert result.stall in ("", "match"), (seed, result.stall, result.errors)   # the hand ended
        assert result.illegal == 0 and result.undos == 0, (seed, result.errors)


def position(hand: str, totals=(0, 0), discard: str = "4H 9S", variant: str = "brazilian", players: int = 4,
             phase: str = "play", **table) -> R.Game:
    """Seat 0 to move holding `hand`; the rest of the deck dealt to the other hands, the reserves and
    the stock (so that hard's samples of the hidden cards add up)."""
    rules = R.VARIANTS[variant]
    deck = R.build_deck(rules.decks, rules.jokers_per_deck)
    for card in R.parse_cards(hand) + R.parse_cards(discard):
        deck.remove(card)
    for team in table.get("melds", ()):
        for meld in team:
            for card in R.parse_cards(meld):
                deck.remove(card)
    text = [" ".join(map(str, deck[i:i + 11])) for i in range(0, 11 * (players + 1), 11)]
    return make_game(variant, players, hands=[hand, *text[:players - 1]], reserves=text[players - 1:players + 1],
                     stock=" ".join(map(str, deck[11 * (players + 1):])), discard=discard, phase=phase,
                     totals=list(totals), turn=9, **table)


def _held_back_position() -> R.Game:
    """The issue's position: seat 0 must lay 75 to open and its hand cannot (2D 7H 8H is 25)."""
    return position("7H 3D QH QC 8H 2D 8C 4C 8S KD", ISSUE_TOTALS)


@pytest.mark.parametrize("level", ai.LEVELS)
def test_a_seat_holds_back_melds_that_cannot_reach_the_minimum(level):
    game = _held_back_position()
    assert "meld 2D 7H 8H" in legal_text(game.view(0))
    actions = play_turn(game, player(level, 3))
    assert len(actions) == 1 and actions[0].startswith("discard"), actions
    assert game.melds[0] == []


@pytest.mark.parametrize("level", ai.LEVELS)
def test_a_seat_lays_its_first_melds_only_when_together_they_reach_the_minimum(level):
    game = position("9H 10H JH QH KH AS AD AC 4D 7C", (2500, 0))       # the minimum is 90
    actions = play_turn(game, player(level, 3))
    assert "undo" not in actions and actions[-1].startswith("discard")
    laid = sum(game.variant.cards_points(meld.cards) for meld in game.melds[0])
    assert laid == 0 or laid >= 90, actions


@pytest.mark.parametrize("level", ai.LEVELS)
def test_a_seat_handed_plays_that_cannot_reach_the_minimum_takes_them_back_once(level):
    """The only way on is Undo; afterwards the seat holds the meld back instead of laying it again."""
    game = _held_back_position()
    game.apply("meld 2D 7H 8H")                        # 25 of 75, and nothing else to lay
    assert "undo" in legal_text(game.view(0))
    assert not any(text.startswith("discard") for text in legal_text(game.view(0)))
    actions = play_turn(game, player(level, 3))
    assert actions[0] == "undo" and actions.count("undo") == 1 and actions[-1].startswith("discard"), actions
    assert game.melds[0] == []


def test_seats_passing_one_card_piles_back_and_forth_draw_in_the_end():
    """Burraco, two normal seats: each took the other's one-card discard and threw back another card,
    the stock untouched, for ever (hand 2 passed 1000 turns). A seat back in a position it was in
    this hand now draws."""
    result = sim.play_match("burraco", 2, 491434609, ("normal", "normal"))
    assert result.finished and not result.stall, result.stall


@pytest.mark.parametrize("level", ai.LEVELS)
def test_a_seat_back_in_the_same_position_draws(level):
    game = position("7D 7S QS", discard="8H 7C", variant="burraco", players=2, phase="draw",
                    melds=[["5C 6C 7C"], ["5D 6D 7D"]])
    seat = player(level, 1)
    assert seat.choose(game.view(0)) == R.TakePile()  # the pair of sevens wants the pile
    assert seat.choose(game.view(0)) == R.Draw()      # the same position again: draw
    game.apply("draw")
    game.apply("discard QS")
    game.apply("draw")
    game.apply(str(game.legal_actions()[-1]))         # seat 1 discards: a new position for seat 0
    assert seat.choose(game.view(0)) == player(level, 1).choose(game.view(0))


class _Undecided(ComputerPlayer):
    """A level that has no answer: it returns something outside its choices."""

    level = "undecided"

    def decide(self, view, legal):
        return R.Undo()


def test_a_seat_that_cannot_decide_makes_a_progressing_move():
    seat = _Undecided()
    game = make_game("open", hands=["5H 6H 7H KS", "", "", ""], stock="KC QD", phase="draw")
    assert seat.choose(game.view(0)) == R.Draw()
    game.apply("draw")
    assert isinstance(seat.choose(game.view(0)), R.Discard)
    game = position("9H 10H JH QH KH AS AD AC 4D 7C", (2500, 0))
    game.apply("meld AS AD AC")                        # 45 of 90: no discard until 9H..KH is laid
    action = seat.choose(game.view(0))
    assert action == R.NewMeld(tuple(R.parse_cards("9H 10H JH QH KH")))


PRESETS = list(R.VARIANTS)


@pytest.mark.parametrize("level", ai.LEVELS)
@pytest.mark.parametrize("preset", PRESETS)
def test_every_level_plays_whole_matches_to_the_end(preset, level):
    """Short matches: a small target, or (brazilian) totals where the minimums apply from the start."""
    variant = R.VARIANTS[preset]
    players = 4 if PRESETS.index(preset) % 2 else 2
    if preset == "brazilian":
        variant, totals = R.with_options(variant, target=2300), ISSUE_TOTALS
    else:
        variant, totals = R.with_options(variant, target=600), (0, 0)
    if level == "hard":          # hard is slow: one seat, from totals one hand from the end
        target = variant.target
        totals = (max(totals[0], target - 150), max(totals[1], target - 200))
    result = sim.play_match(variant, players, 7, (level, "normal"), totals=totals, hands_per_match=12,
                            actions_per_turn=ACTIONS_PER_TURN, factory=player)
    assert result.finished and not result.stall, (result.stall, result.hands, result.totals, result.errors)
    assert result.illegal == 0 and result.undos == 0
