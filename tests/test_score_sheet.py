"""The score sheet: its rows add up to the engine's totals; it opens by itself at the end of a
hand without blocking; Next hand deals on; at the end of the match it names the winner."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QLabel, QPushButton, QTableWidget

from buraco_qt import rules as R
from buraco_qt.text.languages import number
from buraco_qt.text.team_names import team_name
from buraco_qt.ui.dialogs.score_sheet import ROW_LABELS, ScoreChart, row_label
from buraco_qt.ui.window.main_window import MainWindow

WAIT_MS = 30_000


@pytest.fixture(autouse=True)
def _own_config(tmp_path, monkeypatch):
    monkeypatch.setenv("BURACO_QT_CONFIG", str(tmp_path / "settings.json"))


def played(variant: str, seed: int, hands: int) -> R.Game:
    """A game played at random (engine only) through `hands` hands."""
    rng = random.Random(seed)
    game = R.new_game(variant, 4, seed)
    for hand in range(hands):
        while game.phase in ("draw", "play"):
            game.apply(rng.choice(game.legal_actions()))
        if game.phase == "hand_over" and hand + 1 < hands:
            game.apply(R.NextHand())
    return game


@pytest.fixture
def make_window(game_window):
    def make(game: R.Game, seats=None) -> MainWindow:
        return game_window(game, seats, size=(1100, 720))

    return make


@pytest.mark.parametrize("variant,seed", [("cardcol", 3), ("brazilian", 5), ("burraco", 8), ("closed", 2)])
def test_rows_add_up_to_the_engines_totals(qtbot, variant, seed, make_window):
    game = played(variant, seed, 3)
    window = make_window(game)
    window.action_score.trigger()
    sheet = window.score_sheet
    assert sheet.isVisible()
    table = sheet.findChild(QTableWidget, "score-table")
    labels = [table.verticalHeaderItem(r).text() for r in range(table.rowCount())]
    for team in (0, 1):
        shown = sheet.values(team)
        score = game.hand_scores[team]
        parts = {item: points for item, points in shown.items() if item not in ("total", "match")}
        assert sum(parts.values()) == shown["total"] == score.total == game.history[-1][team]
        assert shown["match"] == game.totals[team] == sum(hand[team] for hand in game.history)
        assert dict(score.rows()).items() <= {**shown}.items()          # every engine row, same points
        # the cells show those numbers
        for r, item in enumerate(sheet.items):
            text = table.item(r, team).text()
            if item.startswith("canasta_") and not score.canastas.get(item[8:]):
                assert text == "—"
            else:
                assert text.split()[0] == number(shown[item])
        assert table.horizontalHeaderItem(team).text() == team_name(window.controller.snapshot, team)
    for item in sheet.items:
        assert row_label(item) in labels
    chart = sheet.findChild(ScoreChart, "score-chart")
    assert chart.series[0][-1] == game.totals[0] and len(chart.series[1]) == len(game.history) + 1
    window.controller.shutdown()


def test_every_engine_item_has_a_label():
    for kind in R.CANASTA_KINDS + ("aces_clean", "aces_dirty"):
        assert f"canasta_{kind}" in ROW_LABELS
    for item, _ in R.HandScore(0).rows():
        assert item in ROW_LABELS


def test_sheet_opens_at_hand_end_and_next_hand_deals(qtbot, make_window):
    """Two people take turns (hotseat) until the hand ends: the sheet opens by itself, non-modal."""
    variant = R.with_options(R.VARIANTS["open"], target=100000)
    game = R.Game(variant, 2, 9)
    window = make_window(game, ["human", "human"])
    c = window.controller
    rng = random.Random(4)
    moves = 0
    while c.game.phase in ("draw", "play"):
        c.request(rng.choice(c.game.legal_actions()))
        moves += 1
        assert moves < 3000
    assert c.game.phase == "hand_over"
    sheet = window.score_sheet
    assert sheet is not None and sheet.isVisible() and not sheet.isModal()
    assert "Hand 1 is over" in sheet.findChild(QLabel, "headline").text()
    assert sheet.findChild(QPushButton, "next-hand").isVisible()
    assert not sheet.findChild(QPushButton, "new-match").isVisible()
    assert sheet.values(0)["total"] == c.game.history[-1][0]
    sheet.findChild(QPushButton, "next-hand").click()
    assert c.game.hand_number == 2 and c.game.phase == "draw"
    assert not sheet.isVisible()
    c.shutdown()


def test_match_end_names_the_winner(qtbot, make_window):
    variant = R.with_options(R.VARIANTS["dirty_open"], target=150)
    game = R.Game(variant, 4, 21)
    window = make_window(game, ["human", "ai:easy", "ai:easy", "ai:easy"])
    c = window.controller
    rng = random.Random(2)
    for _ in range(20000):
        g = c.game
        if g.phase == "match_over":
            break
        if g.phase == "hand_over":
            window.score_sheet.findChild(QPushButton, "next-hand").click()
            continue
        if c.can_act():
            c.request(rng.choice(g.legal_actions()))
        else:
            qtbot.waitUntil(lambda: c.settled, timeout=WAIT_MS)
    g = c.game
    assert g.phase == "match_over"
    sheet = window.score_sheet
    assert sheet.isVisible() and window.isVisible()
    headline = sheet.findChild(QLabel, "headline").text()
    margin = abs(g.totals[0] - g.totals[1])
    # the person's own team is "your team"; the other is named (whichever won, as the cards fell)
    assert ("Your team won" in headline if g.winner == 0 else team_name(c.snapshot, g.winner) in headline)
    assert str(margin) in headline
    assert str(g.totals[0]) in sheet.findChild(QLabel, "subline").text()
    assert not sheet.findChild(QPushButton, "next-hand").isVisible()
    new_match = sheet.findChild(QPushButton, "new-match")
    assert new_match.isVisible() and sheet.findChild(QPushButton, "close").isVisible()
    new_match.click()
    assert c.game.hand_number == 1 and c.game.totals == [0, 0] and c.game.variant == variant
    assert not sheet.isVisible()
    c.shutdown()


def test_a_match_of_computers_only_ends_on_the_score_sheet(qtbot, make_window):
    variant = R.with_options(R.VARIANTS["dirty_open"], target=150)
    window = make_window(R.Game(variant, 4, 21), ["ai:easy"] * 4)
    c = window.controller
    qtbot.waitUntil(lambda: c.game.phase == "match_over", timeout=60_000)
    assert window.score_sheet is not None and window.score_sheet.isVisible()
    g = c.game
    headline = window.score_sheet.findChild(QLabel, "headline").text()
    assert team_name(c.snapshot, g.winner) in headline and str(abs(g.totals[0] - g.totals[1])) in headline
    assert window.score_sheet.findChild(QPushButton, "new-match").isVisible()
    c.shutdown()


def test_the_person_at_the_screen_is_spoken_to_as_you(qapp):
    """A name can be "You": the sheet says "Your team won" / "You went out." instead of "You & Ana won"."""
    from buraco_qt.ui.dialogs.score_sheet import ScoreSheet
    variant = R.with_options(R.VARIANTS["dirty_open"], target=150)
    game = R.Game(variant, 4, 21)
    rng = random.Random(2)
    while game.phase != "match_over":
        game.apply(R.NextHand() if game.phase == "hand_over" else rng.choice(game.legal_actions()))
    sheet = ScoreSheet()
    winner_seat = game.team_seats(game.winner)[0]
    loser_seat = game.team_seats(1 - game.winner)[0]
    sheet.set_game(game, ["A & B", "C & D"], ["A", "C", "B", "D"], you=winner_seat)
    assert sheet.findChild(QLabel, "headline").text().startswith("Your team won the match by")
    sheet.set_game(game, ["A & B", "C & D"], ["A", "C", "B", "D"], you=loser_seat)
    assert sheet.findChild(QLabel, "headline").text().startswith(["A & B", "C & D"][game.winner] + " won the match")
    sheet.set_game(game, ["A & B", "C & D"], ["A", "C", "B", "D"], you=None)
    assert sheet.findChild(QLabel, "headline").text().startswith(["A & B", "C & D"][game.winner] + " won the match")
    sheet.close()
