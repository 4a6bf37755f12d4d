"""Computer players: legal, deterministic, fair (only the seat's view matters), CardCol's policy."""

from __future__ import annotations

import random

import pytest
from rules_helpers import rebuilt

from buraco_qt import ai
from buraco_qt import rules as R
from buraco_qt.ai.classic import ClassicPlayer
from buraco_qt.ai.common import unseen_cards
from buraco_qt.ai.hard import HardPlayer
from buraco_qt.ai.sampling import determinize

PRESETS = list(R.VARIANTS)


def _player(level: str, seed: int):
    if level == "hard":
        # a fixed sample count: no time guard, so the test never depends on the machine's speed
        return HardPlayer(seed, budget_ms=60_000, samples=2)
    return ai.create(level, seed)


def _advance(game: R.Game, moves: int, level: str = "normal") -> None:
    players = [ai.create(level, seat) for seat in range(game.players)]
    for _ in range(moves):
        if game.phase not in ("draw", "play"):
            break
        seat = game.seat_to_move
        game.apply(players[seat].choose(game.view(seat)))


def _hidden_shuffle(game: R.Game, seat: int, rng: random.Random) -> R.Game:
    """A copy of `game` whose cards hidden from `seat` are dealt differently."""
    pool = []
    hidden_of = {}
    for s in range(game.players):
        if s == seat:
            continue
        hand = list(game.hands[s])
        for card in game.known[s]:
            hand.remove(card)
        hidden_of[s] = len(hand)
        pool.extend(hand)
    pool.extend(game.stock)
    for reserve in game.reserves:
        if reserve is not None:
            pool.extend(reserve)
    rng.shuffle(pool)
    hands, reserves = list(game.hands), list(game.reserves)
    at = 0
    for s, count in hidden_of.items():
        hands[s] = [*game.known[s], *pool[at:at + count]]
        at += count
    for team, reserve in enumerate(game.reserves):
        if reserve is not None:
            reserves[team] = pool[at:at + len(reserve)]
            at += len(reserve)
    return rebuilt(game, hands=hands, reserves=reserves, stock=pool[at:])


def test_create_levels_and_interface():
    assert ai.LEVELS == ("easy", "normal", "hard", "classic")
    for level in ai.LEVELS:
        player = ai.create(level, seed=3)
        assert hasattr(player, "choose")
    with pytest.raises(ValueError):
        ai.create("grandmaster")


@pytest.mark.parametrize("level", ["easy", "normal", "classic"])
@pytest.mark.parametrize("variant", PRESETS)
def test_every_decision_is_legal_through_a_hand(level, variant):
    game = R.new_game(variant, 4, seed=11)
    players = [ai.create(level, seat) for seat in range(4)]
    steps = 0
    while game.phase in ("draw", "play") and steps < 3000:
        seat = game.seat_to_move
        view = game.view(seat)
        action = players[seat].choose(view)
        assert action in view.legal_actions(), (variant, level, str(action))
        game.apply(action)
        steps += 1
    assert game.phase in ("hand_over", "match_over")


@pytest.mark.parametrize("variant", ["cardcol", "closed", "brazilian"])
def test_two_player_hands_end(variant):
    game = R.new_game(variant, 2, seed=5)
    players = [ai.create("normal", 0), ai.create("classic", 1)]
    steps = 0
    while game.phase in ("draw", "play") and steps < 3000:
        seat = game.seat_to_move
        game.apply(players[seat].choose(game.view(seat)))
        steps += 1
    assert game.phase in ("hand_over", "match_over")


def test_hard_decisions_are_legal():
    game = R.new_game("closed", 4, seed=2)
    _advance(game, 12)
    player = _player("hard", 4)
    for _ in range(6):
        if game.phase not in ("draw", "play"):
            break
        view = game.view(game.seat_to_move)
        action = player.choose(view)
        assert action in view.legal_actions()
        game.apply(action)


def test_hard_skips_search_on_a_huge_hand_and_keeps_normal_choice(monkeypatch):
    """The size guard (no clock): with a huge hand, hard plays normal's move without rollouts."""
    from buraco_qt.ai import hard as hard_module
    game = R.new_game("closed", 4, seed=2)
    _advance(game, 12)
    view = game.view(game.seat_to_move)
    monkeypatch.setattr(hard_module, "BIG_HAND", 1)

    def no_rollout(*args, **kwargs):
        raise AssertionError("rollout on a huge hand")

    player = _player("hard", 4)
    monkeypatch.setattr(player, "rollout", no_rollout)
    assert player.choose(view) == ai.create("normal", 4).choose(view)


def test_hard_leaves_normal_choice_only_for_a_clear_gain(monkeypatch):
    """A better mean is not enough: the gain over normal's choice must stand out from the noise."""
    game = R.new_game("closed", 4, seed=2)
    _advance(game, 12)
    view = game.view(game.seat_to_move)
    base, other = view.legal_actions()[:2]

    def play(gains):
        calls = {}

        def rollout(view, option, sample_seed, deadline=None, horizon=None):
            if option == base:
                return 0.0
            calls[option] = calls.get(option, -1) + 1
            return gains[calls[option] % len(gains)]

        player = HardPlayer(3, samples=8, confidence=2.0)
        monkeypatch.setattr(player, "rollout", rollout)
        return player.search(view, [base, other], base, 0.0)

    assert play([40.0, 30.0]) == other                 # +35 every time: clear
    assert play([400.0, -300.0]) == base               # +50 on average, but a coin toss
    assert play([10.0, 5.0]) == base                   # clear, but below the margin


def _first_table_play(variant: str) -> tuple[R.Game, R.SeatView]:
    """A game advanced to a decision where normal lays a meld while it could discard instead."""
    for seed in range(1, 40):
        game = R.new_game(variant, 4, seed)
        for _ in range(80):
            if game.phase not in ("draw", "play"):
                break
            seat = game.seat_to_move
            view = game.view(seat)
            action = ai.create("normal", seat).choose(view)
            if (isinstance(action, (R.NewMeld, R.AddToMeld))
                    and any(isinstance(a, R.Discard) for a in view.legal_actions())):
                return game, view
            game.apply(action)
    raise AssertionError("no table play found")


@pytest.mark.parametrize("variant, searched", [("closed", True), ("cardcol", False)])
def test_hard_weighs_a_table_play_against_discarding_at_once(monkeypatch, variant, searched):
    """In closed, hard compares normal's meld with laying nothing more; in cardcol it lays it."""
    _, view = _first_table_play(variant)
    base = ai.create("normal", 5).choose(view)
    seen = []

    def rollout(view, option, sample_seed, deadline=None, horizon=None):
        seen.append((option, horizon))
        return 100.0 if isinstance(option, R.Discard) else 0.0

    player = HardPlayer(5, samples=6, play_horizon=3)
    monkeypatch.setattr(player, "rollout", rollout)
    chosen = player.choose(view)
    if searched:
        assert {option for option, _ in seen} == {base, player.choose_discard(player.context(view), [
            a for a in view.legal_actions() if isinstance(a, R.Discard)])}
        assert {horizon for _, horizon in seen} == {3}
        assert isinstance(chosen, R.Discard)       # discarding was worth more in every sample
    else:
        assert seen == [] and chosen == base


def _first_discard(variant: str) -> R.SeatView:
    """A view where normal discards and has other discards to choose from."""
    game = R.new_game(variant, 4, seed=3)
    for _ in range(200):
        seat = game.seat_to_move
        view = game.view(seat)
        action = ai.create("normal", seat).choose(view)
        if (isinstance(action, R.Discard)
                and sum(isinstance(a, R.Discard) for a in view.legal_actions()) >= 3):
            return view
        game.apply(action)
    raise AssertionError("no discard found")


@pytest.mark.parametrize("variant, searched", [("closed", True), ("cardcol", False)])
def test_hard_searches_the_discard_except_in_cardcol(monkeypatch, variant, searched):
    """The discard is rolled out in closed; in cardcol, where that lost, hard discards as normal does."""
    view = _first_discard(variant)
    base = ai.create("normal", 5).choose(view)
    seen = []

    def rollout(view, option, sample_seed, deadline=None, horizon=None):
        seen.append(option)
        return 0.0 if option == base else 100.0

    player = HardPlayer(5, samples=6)
    monkeypatch.setattr(player, "rollout", rollout)
    chosen = player.choose(view)
    if searched:
        assert len(set(seen)) >= 2 and chosen != base
    else:
        assert seen == [] and chosen == base
        # the constructor's table of searched decisions overrides the preset's
        forced = HardPlayer(5, samples=6, searched=frozenset({"draw", "discard"}))
        monkeypatch.setattr(forced, "rollout", rollout)
        assert forced.choose(view) != base and seen


@pytest.mark.parametrize("level", list(ai.LEVELS))
@pytest.mark.parametrize("variant", ["cardcol", "closed", "brazilian"])
def test_fairness_hidden_cards_do_not_change_decisions(level, variant):
    """Two games that differ only in what the seat cannot see give the same decision."""
    rng = random.Random(7)
    checked = 0
    for seed, moves in ((1, 9), (4, 22), (8, 30)):
        game = R.new_game(variant, 4, seed)
        _advance(game, moves)
        if game.phase not in ("draw", "play"):
            continue
        seat = game.seat_to_move
        other = _hidden_shuffle(game, seat, rng)
        assert other.hands[seat] == game.hands[seat]
        if [sorted(h) for h in other.hands] == [sorted(h) for h in game.hands]:
            continue
        first = _player(level, 99).choose(game.view(seat))
        second = _player(level, 99).choose(other.view(seat))
        assert first == second, (level, variant, seed)
        checked += 1
    assert checked >= 2


def test_determinization_is_consistent_with_the_view():
    game = R.new_game("cardcol", 4, seed=3)
    _advance(game, 25)
    seat = game.seat_to_move
    view = game.view(seat)
    sample = determinize(view, random.Random(1))
    assert sample.all_cards() == game.all_cards()
    assert sample.hands[seat] == game.hands[seat]
    assert [len(h) for h in sample.hands] == [len(h) for h in game.hands]
    assert len(sample.stock) == len(game.stock)
    assert [None if r is None else len(r) for r in sample.reserves] == \
        [None if r is None else len(r) for r in game.reserves]
    for s in range(4):
        for card in view.known[s]:
            assert card in sample.hands[s]
    assert sample.legal_actions() == game.legal_actions()
    # the sample depends on the view only
    other = _hidden_shuffle(game, seat, random.Random(5))
    assert (determinize(view, random.Random(1)).to_dict()
            == determinize(other.view(seat), random.Random(1)).to_dict())
    assert sum(unseen_cards(view).values()) == (sum(len(h) for h in game.hands) - len(game.hands[seat])
                                               - sum(len(k) for i, k in enumerate(game.known) if i != seat)
                                               + len(game.stock)
                                               + sum(len(r) for r in game.reserves if r is not None))


def _table_view(hand: str, melds=((), ()), discard: str = "9C", phase: str = "play", seat: int = 0,
                variant: str = "cardcol", next_seen_taking: str = ""):
    """A view at a table of four: the seat's hand, the melds, the pile, what the next seat was seen taking."""
    game = R.new_game(variant, 4, seed=1)
    hands, known = [list(h) for h in game.hands], [list(k) for k in game.known]
    hands[seat] = R.parse_cards(hand)
    if next_seen_taking:
        taken = R.parse_cards(next_seen_taking)
        following = (seat + 1) % 4
        hands[following][:len(taken)] = taken
        known[following] = taken
    game = rebuilt(game, hands=hands, known=known, seat_to_move=seat, phase=phase, turn=5,
                   discard=R.parse_cards(discard),
                   melds=[[R.build_meld(R.parse_cards(m), game.variant) for m in team] for team in melds])
    return game.view(seat)


def test_classic_takes_the_pile_with_a_natural_pair():
    view = _table_view("7H 7S 3C 9D KD", discard="4S 7D", phase="draw")
    action = ClassicPlayer().choose(view)
    assert isinstance(action, R.TakePile) and sorted(map(str, action.cards)) == ["7H", "7S"]


def test_classic_does_not_take_a_wild_top():
    view = _table_view("7H 7S 3C 9D KD JK", discard="4S JK", phase="draw")
    assert ClassicPlayer().choose(view) == R.Draw()


def test_classic_adds_before_new_melds_and_discards_a_loose_card():
    view = _table_view("5H 6H 7H 8S 9D QC KC", melds=(("8C 8D 8H",), ()))
    assert ClassicPlayer().choose(view) == R.AddToMeld(0, (R.Card.parse("8S"),))
    view = _table_view("5H 6H 7H 9D QC KC")
    assert ClassicPlayer().choose(view) == R.NewMeld(tuple(R.parse_cards("5H 6H 7H")))
    view = _table_view("4D 9D JC QC 7S 7H JK")
    # 4D and 9D have no partner: the first in sorted order goes; never the joker
    assert ClassicPlayer().choose(view) == R.Discard(R.Card.parse("4D"))


def test_normal_prefers_a_safe_discard():
    # closed: the opponents have a run of spades 5-6-7; the 8S on top would let them take the pile
    view = _table_view("8S 3D QH QC 9H 5C", melds=((), ("5S 6S 7S",)), discard="KD", variant="closed")
    action = ai.create("normal", 0).choose(view)
    assert isinstance(action, R.Discard) and action.card != R.Card.parse("8S")


def test_normal_knows_a_card_fitting_the_opponents_meld_takes_nothing_under_the_pair_rule():
    # cardcol: the top card must start a new meld with a natural pair, so fitting 5S 6S 7S is no danger
    melds = ((), ("5S 6S 7S",))
    player = ai.create("normal", 0)
    eight = R.Card.parse("8S")
    cardcol = player.context(_table_view("8S 3D QH QC 9H 5C", melds=melds, discard="KD"))
    assert cardcol.opponent.take_chance(eight) < 0.5
    closed = player.context(_table_view("8S 3D QH QC 9H 5C", melds=melds, discard="KD", variant="closed"))
    assert closed.opponent.take_chance(eight) == 1.0
    # what is dangerous there is a pair the next opponent was seen taking
    view = _table_view("8S 3D QH QC 9H 5C", discard="KD", next_seen_taking="8D 8C")
    assert player.context(view).opponent.take_chance(eight) == 1.0
    action = player.choose(view)
    assert isinstance(action, R.Discard) and action.card != eight


def test_normal_lays_natural_melds():
    view = _table_view("5H 6H 7H 8H 3D 9C QD")
    action = ai.create("normal", 0).choose(view)
    assert isinstance(action, R.NewMeld) and not any(c.rank in (0, 2) for c in action.cards)


def test_normal_counts_the_chance_of_going_out_next_turn():
    game = R.new_game("cardcol", 4, seed=1)
    variant = game.variant
    game = rebuilt(game, hands=[R.parse_cards("8S 3D KC"), *game.hands[1:]], seat_to_move=0, phase="play", turn=5,
                   melds=[[R.build_meld(R.parse_cards("8C 8D 8H"), variant)], []],
                   closed=[[R.build_meld(R.parse_cards("5C 5D 5H 5S 5S 5D JK"), variant)], []],
                   reserves=[None, game.reserves[1]], reserve_state=["taken", game.reserve_state[1]])
    player = ai.create("normal", 0)
    ctx = player.context(game.view(0))
    # a card that fits the set: whatever is drawn, lay one and discard the other
    assert ctx.out_chance(R.parse_cards("8S")) == 1.0
    # two loose cards: one discard cannot shed both
    assert ctx.out_chance(R.parse_cards("3D KC")) == 0.0
    # with a canasta and the reserve gone, the discard keeps the card that can go out
    action = player.choose_discard(ctx, [R.Discard(c) for c in R.parse_cards("8S 3D KC")])
    assert action.card != R.Card.parse("8S")


def test_normal_closes_the_first_canasta_with_a_wild():
    view = _table_view("JK 3D 9C QD 5S KH", melds=(("8C 8D 8H 8S 8S 8D",), ()))
    action = ai.create("normal", 0).choose(view)
    assert isinstance(action, R.AddToMeld) and action.cards == (R.Card.parse("JK"),)
