"""Buraco → Move log: the hand's moves as the engine logged them, hotseat-safe, live, back after Continue."""

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from buraco_qt import rules as R
from buraco_qt.session.move_log import HandLog
from buraco_qt.storage import persistence as P
from buraco_qt.text import languages
from buraco_qt.text.move_sentences import move_sentence


def _hand_start(game: R.Game) -> int:
    """The index in `game.log` of the current hand's first action."""
    nexts = [i for i, text in enumerate(game.log) if text == str(R.NextHand())]
    return nexts[-1] + 1 if nexts else 0


@pytest.mark.parametrize("preset,players", [("cardcol", 4), ("brazilian", 2)])
def test_the_log_holds_exactly_the_engines_moves_of_each_hand(preset, players):
    # a target that random play reaches in no fewer than three hands, whatever the cards dealt
    game = R.new_game(R.with_options(R.VARIANTS[preset], target=100_000), players, seed=5)
    rng = random.Random(players)
    follower = HandLog()
    outcomes: list[R.Outcome] = []
    hands = 0
    while hands < 3 and game.phase != "match_over":
        outcome = game.apply(rng.choice(game.legal_actions()))
        outcomes = [] if outcome.dealt else [*outcomes, outcome]
        follower.sync(game)
        assert follower.outcomes() == outcomes
        if game.phase in ("hand_over", "match_over"):
            hands += 1
            assert follower.hand_number == game.hand_number and follower.starter == game.starter
            assert [str(o.action) for o in outcomes] == game.log[_hand_start(game):]
            assert outcomes[-1].hand_ended and not any(o.hand_ended for o in outcomes[:-1])
            rebuilt = HandLog()                     # the same hand from the log alone, as after Continue
            rebuilt.sync(R.Game.from_json(game.to_json()))
            assert rebuilt.complete and rebuilt.outcomes() == outcomes
            if game.phase == "match_over":
                break
            game.apply(R.NextHand())
            outcomes = []
            follower.sync(game)
            assert follower.outcomes() == [] and follower.starter == game.starter
    assert hands >= 2


def test_only_the_seat_allowed_sees_its_draws_and_takes_show_the_pile(qapp):
    from buraco_qt.session.snapshot import take_snapshot
    from buraco_qt.text.move_words import cards_text
    game = R.new_game("cardcol", 4, seed=2)
    rng = random.Random(3)
    while game.phase in ("draw", "play") and len(game.log) < 120:
        game.apply(rng.choice(game.legal_actions()))
    follower = HandLog()
    follower.sync(game)
    names = ["Ana", "Bea", "Cai", "Dor"]
    for humans in ([], [0], [1], [0, 2]):
        shown = take_snapshot(game, shown=(), names=names, humans=humans, viewer=0, curtain_seat=None, can_act=False)
        for outcome in follower.outcomes():
            text = move_sentence(outcome, shown, for_log=True)
            if isinstance(outcome.action, R.Draw):
                seen = humans == [outcome.seat]                 # only the one person playing alone
                assert (cards_text(outcome.drawn) in text) == seen, (humans, text)
                assert text.startswith("You drew " if seen else f"{names[outcome.seat]} drew from the stock")
            if isinstance(outcome.action, R.TakePile):
                assert f"): {cards_text(outcome.taken)}" in text, text


def test_a_match_made_mid_hand_is_followed_from_there():
    game = R.new_game("cardcol", 4, seed=4)
    for _ in range(7):
        game.apply(game.legal_actions()[0])
    data = game.to_dict()
    data["log"] = []                                # a file without its log: the replay cannot reach it
    cut = R.Game.from_dict(data)
    follower = HandLog()
    follower.sync(cut)
    assert not follower.complete and follower.outcomes() == []
    cut.apply(cut.legal_actions()[0])
    follower.sync(cut)
    assert [str(o.action) for o in follower.outcomes()] == cut.log


def _play(qtbot, window, moves: int, seed: int = 1) -> None:
    """Let the people play `moves` random legal moves (not Undo), the computers answering meanwhile."""
    c = window.controller
    rng = random.Random(seed)
    for _ in range(moves):
        qtbot.waitUntil(lambda: c.can_act() or c.game.phase not in ("draw", "play"), timeout=20_000)
        if not c.can_act():
            return
        choices = [a for a in c.legal_actions() if not isinstance(a, R.Undo)]
        melds = [a for a in choices if isinstance(a, (R.NewMeld, R.AddToMeld, R.TakePile))]
        assert c.request(rng.choice(melds or choices))
    qtbot.waitUntil(lambda: c.settled, timeout=20_000)


def _rows(log) -> list[str]:
    shown = log.controller.snapshot
    return [move_sentence(outcome, shown, for_log=True) for outcome in log.hand_log.outcomes()]


def test_the_key_opens_it_and_it_follows_every_move_live(qtbot, game_window):
    window = game_window(R.new_game("cardcol", 4, seed=9))
    assert window.move_log is None
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    QTest.keyClick(window.view, Qt.Key.Key_L)
    log = window.move_log
    assert log is not None and log.isVisible() and log.accessibleName() == "Move log"
    c = window.controller
    seen = len(log.texts())
    for seed in range(6):
        _play(qtbot, window, 1, seed)
        game = c.game
        if game.hand_number != 1:
            break
        assert len(log.texts()) == len(game.log) - _hand_start(game) > seen
        seen = len(log.texts())
        bar = log.moves.verticalScrollBar()
        assert bar.value() == bar.maximum()          # the newest move is in sight
    texts = log.texts()
    assert texts == _rows(log)
    assert any(text.startswith("You drew ") for text in texts)          # your own draws with their card
    assert any(text.endswith(" drew from the stock") for text in texts)  # the others' without


def test_with_friends_at_one_screen_no_drawn_card_is_written(qtbot, game_window):
    window = game_window(R.new_game("cardcol", 4, seed=3), ["human", "ai:easy", "human", "ai:easy"])
    log = window.show_move_log()
    _play(qtbot, window, 14, seed=2)
    c = window.controller
    names = c.names
    draws = [(o, text) for o, text in zip(log.hand_log.outcomes(), log.texts()) if isinstance(o.action, R.Draw)]
    assert len(draws) >= 4 and {o.seat for o, _ in draws} >= {0, 2}
    for outcome, text in draws:
        assert text.split(". ")[0] == f"{names[outcome.seat]} drew from the stock"


def test_it_comes_back_the_same_after_continue(qtbot, game_window, tmp_path):
    seats = ["human", "ai:easy", "ai:easy", "ai:easy"]
    window = game_window(R.new_game("cardcol", 4, seed=12), seats)
    log = window.show_move_log()
    _play(qtbot, window, 5, seed=4)
    before = log.texts()
    assert len(before) > 10
    path = tmp_path / "autosave.buraco"
    P.save(path, window.controller.game, P.Table.for_match(seats, [""] * 4, 1, [0] * 4))
    saved = P.load(path)
    other = game_window(R.new_game("brazilian", 4, seed=1), seats, speed=60_000)
    other.set_match(saved.game, saved.seats, saved.names, saved.ai_seed, resumed=True, hints=saved.hints)
    resumed = other.show_move_log()
    assert resumed.hand_log.complete and resumed.texts() == before
    assert resumed.headline.text() == log.headline.text()


def test_a_new_language_writes_it_again(qtbot, game_window):
    window = game_window(R.new_game("cardcol", 4, seed=9))
    log = window.show_move_log()
    _play(qtbot, window, 3)
    english = log.texts()
    languages.install("es")
    qtbot.waitUntil(lambda: log.windowTitle() != "" and log.texts() != english)
    assert log.texts() == _rows(log) and len(log.texts()) == len(english)
    changed = [text for text, before in zip(log.texts(), english) if text != before]
    assert len(changed) >= len(english) // 2, log.texts()            # the status bar's sentences, in Spanish


def test_how_to_play_explains_it_with_its_key(qtbot, game_window):
    from buraco_qt.ui.dialogs.how_to_play import how_to_play_html
    window = game_window(R.new_game("cardcol", 4, seed=9))
    page = how_to_play_html(window)
    assert "Buraco → Move log (L) opens a window" in page
    assert "<b>L</b></td><td>Buraco → Move log</td>" in page                # the keys' list has it too


def test_an_addition_names_the_meld_it_went_onto(qapp):
    from buraco_qt.session.controller import GameController
    game = R.new_game("open", 4, seed=4)
    rng = random.Random(4)
    added: list[R.Outcome] = []
    while game.phase in ("draw", "play") and len(added) < 8:
        legal = game.legal_actions()
        adds = [a for a in legal if isinstance(a, R.AddToMeld)]
        outcome = game.apply(rng.choice(adds) if adds and rng.random() < 0.5 else rng.choice(legal))
        if isinstance(outcome.action, R.AddToMeld):
            added.append(outcome)
    assert added
    controller = GameController(game, ["ai:easy"] * 4, speed_ms=0)
    try:
        kinds = set()
        for outcome in added:
            meld, text = outcome.meld, move_sentence(outcome, controller.refresh_snapshot(), for_log=True)
            kinds.add(meld.kind)
            if meld.kind == "run":
                suit = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}[meld.suit]
                assert f"to the run of {suit}" in text, text
            elif meld.kind == "set":
                assert "to the set of " in text, text
            else:
                assert "to the meld of wild cards" in text, text
            assert "to a meld" not in text
        assert kinds & {"run", "set"}
    finally:
        controller.shutdown()



@pytest.mark.parametrize("preset", ["cardcol", "brazilian", "closed"])
def test_the_status_bar_and_the_log_tell_each_move_alike(qtbot, game_window, preset):
    window = game_window(R.new_game(preset, 4, seed=5))
    c = window.controller
    said: list[str] = []
    c.published.connect(lambda shown: said.append(shown.message) if shown.outcome and not shown.outcome.dealt else None)
    log = window.show_move_log()
    _play(qtbot, window, 12, seed=3)
    outcomes = log.hand_log.outcomes()
    texts = log.texts()
    assert len(said) > 20 and texts[-len(said):] == _rows(log)[-len(said):]
    kinds = set()
    for message, outcome, logged in zip(said, outcomes[-len(said):], texts[-len(said):]):
        kinds.add(type(outcome.action))
        if isinstance(outcome.action, R.TakePile):  # the log also names the cards of the pile taken
            taken, rest = message.split(")", 1)
            assert logged.startswith(taken + "): ") and logged.endswith(rest), (message, logged)
        else:
            assert logged == message, (message, logged)
    assert {R.Draw, R.Discard, R.NewMeld} <= kinds, kinds
