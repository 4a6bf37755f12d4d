"""buraco-sim: duplicate hands, the report's figures, no Qt."""

from __future__ import annotations

import gc
import json
import subprocess
import sys

import pytest

from buraco_qt import rules as R
from buraco_qt.tools import sim


def test_play_hand_duplicate_swaps_sides():
    first = sim.play_hand("closed", 4, 3, ("normal", "easy"), swapped=False)
    second = sim.play_hand("closed", 4, 3, ("normal", "easy"), swapped=True)
    for result in (first, second):
        assert result.illegal == 0 and not result.stalled
        assert set(result.latencies) == {"normal", "easy"}
        assert result.decisions > 0


@pytest.mark.parametrize("variant,players", [("cardcol", 4), ("brazilian", 2), ("burraco", 4),
                                             ("dirty_open", 2)])
def test_run_reports_the_figures(variant, players):
    report = sim.run(variant, players, ("normal", "classic"), hands=4, seed=2, jobs=1)
    assert report["hands"] == 4 and report["deals"] == 2
    assert report["illegal_moves"] == 0 and report["stalls"] == 0
    sides = report["sides"]
    assert set(sides) == {"normal", "classic"}
    assert sum(side["won"] for side in sides.values()) + report["ties"] == 4
    for side in sides.values():
        low, high = side["ci95"]
        assert 0.0 <= low <= side["share"] <= high <= 1.0
    for level in ("normal", "classic"):
        figures = report["latency"][level]
        assert figures["p50_ms"] <= figures["p99_ms"] <= figures["max_ms"]
    assert report["hands_per_second"] > 0
    assert "illegal moves 0" in sim.format_report(report)


def test_hands_at_given_totals_where_the_minimum_bites():
    report = sim.run("brazilian", 4, ("normal", "easy"), hands=4, seed=3, totals=(1975, 1265))
    assert report["start_totals"] == [1975, 1265] and report["stalls"] == 0 and report["illegal_moves"] == 0
    assert "at 1975-1265" in sim.format_report(report)


def test_same_level_both_sides_and_jobs():
    report = sim.run("closed_dirty", 4, ("easy", "easy"), hands=4, seed=1, jobs=2)
    assert report["hands"] == 4 and report["illegal_moves"] == 0
    assert len(report["sides"]) == 2


def cli_json(*args: str) -> dict:
    """buraco-sim's JSON report, run in a fresh interpreter that must not import Qt."""
    argv = [*args, "--json", "--no-progress"]
    code = (f"import sys; from buraco_qt.tools import sim; rc = sim.main({argv!r}); "
            "assert not any(m.startswith('PySide6') for m in sys.modules); sys.exit(rc)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def test_cli_json_without_qt():
    report = cli_json("--variant", "open", "--players", "2", "--teams", "classic,easy", "--hands", "2")
    for key in ("sides", "illegal_moves", "stalls", "latency", "hands_per_second"):
        assert key in report
    assert report["illegal_moves"] == 0 and report["stalls"] == 0


def test_play_match_plays_hand_after_hand_to_the_target():
    variant = R.with_options(R.VARIANTS["closed"], target=1500)
    result = sim.play_match(variant, 4, 5, ("normal", "easy"))
    assert result.finished and not result.stall and result.illegal == 0
    assert result.hands >= 1 and max(result.totals) >= 1500
    assert result.winner == (0 if result.totals[0] > result.totals[1] else 1)
    swapped = sim.play_match(variant, 4, 5, ("normal", "easy"), swapped=True)
    assert swapped.finished and swapped.winner in (0, 1)


def test_a_match_past_the_hand_bound_is_a_stall():
    result = sim.play_match("open", 2, 3, ("easy", "easy"), hands_per_match=1)
    assert not result.finished and result.stall == "match" and result.hands == 1


def test_a_looping_turn_is_a_stall(monkeypatch):
    from buraco_qt.ai.easy import EasyPlayer

    def back_and_forth(self, view):        # lays a meld and takes it back, forever
        legal = view.legal_actions()
        for kind in (R.Undo, R.NewMeld, R.AddToMeld, R.Draw, R.TakePile, R.Discard):
            for action in legal:
                if isinstance(action, kind):
                    return action
        return legal[0]

    monkeypatch.setattr(EasyPlayer, "choose", back_and_forth)
    result = sim.play_match("open", 4, 1, ("easy", "easy"), actions_per_turn=50)
    assert result.stall == "turn" and not result.finished


def test_run_matches_reports_finished_and_stalled():
    variant = R.with_options(R.VARIANTS["cardcol"], target=1000)
    report = sim.run_matches(variant, 4, ("normal", "classic"), matches=4, seed=2)
    assert report["matches"] == 4 and report["finished"] + report["stalled"] == 4
    assert report["finished"] == 4 and report["stalls"] == {"turn": 0, "hand": 0, "match": 0}
    assert sum(side["won"] for side in report["sides"].values()) == 4
    assert report["hands_per_match"]["min"] >= 1 and report["hands"] >= 4
    text = sim.format_match_report(report)
    assert "finished 4/4" in text and "stalled 0" in text


def test_cli_matches_json_without_qt():
    report = cli_json("--variant", "closed", "--players", "2", "--teams", "classic,easy", "--matches", "2",
                      "--target", "800")
    assert report["matches"] == 2 and report["finished"] == 2 and report["stalled"] == 0


def test_cli_rejects_bad_teams(capsys):
    with pytest.raises(SystemExit):
        sim.main(["--teams", "normal"])


def test_objects_alive_between_hands_leave_the_full_collections():
    sim.play_hand("cardcol", 4, 3, ("normal", "easy"))
    survivor = [object()]                      # alive when the next hand is dealt
    sim.play_hand("cardcol", 4, 4, ("normal", "easy"))
    assert gc.get_freeze_count() > 0 and gc.is_tracked(survivor)
    # frozen: in none of the generations a collection walks
    assert not any(item is survivor for generation in (0, 1, 2) for item in gc.get_objects(generation))


def test_the_help_gives_every_default_and_says_what_each_option_does():
    parser = sim.build_parser()
    for action in parser._actions:
        if not action.option_strings or action.dest == "help":
            continue
        assert action.help, action.dest
        if action.nargs != 0:                          # an option that takes a value
            assert "(default: " in action.help, action.dest
    text = " ".join(parser.format_help().split())
    assert "(default: cardcol)" in text and "(default: normal,easy)" in text and "(default: 400)" in text


def test_what_runs_is_said_before_it_runs(monkeypatch, capsys):
    seen = []
    real_run = sim.run

    def run(*args, **kwargs):
        seen.append(capsys.readouterr())
        return real_run(*args, **kwargs)

    monkeypatch.setattr(sim, "run", run)
    assert sim.main(["--variant", "open", "--players", "2", "--teams", "easy,classic", "--hands", "2",
                     "--seed", "3", "--no-progress"]) == 0
    heading = "buraco-sim: open, 2 players, easy vs classic, 2 duplicate hands (1 deal), seed 3"
    assert seen[0].out == heading + "\n"
    after = capsys.readouterr().out
    assert heading not in after and "illegal moves 0" in after          # said once, at the start
    # with --json the heading goes to the error stream: the output stays one JSON object
    assert sim.main(["--variant", "open", "--players", "2", "--teams", "easy,easy", "--hands", "2", "--json",
                     "--no-progress"]) == 0
    assert seen[1].err.startswith("buraco-sim: open, 2 players, easy vs easy") and seen[1].out == ""
    assert json.loads(capsys.readouterr().out)["hands"] == 2


def test_matches_are_said_before_they_run(monkeypatch, capsys):
    seen = []
    real = sim.run_matches

    def run_matches(*args, **kwargs):
        seen.append(capsys.readouterr().out)
        return real(*args, **kwargs)

    monkeypatch.setattr(sim, "run_matches", run_matches)
    sim.main(["--variant", "open", "--players", "2", "--teams", "easy,classic", "--matches", "1", "--target", "300",
              "--no-progress"])
    assert seen == ["buraco-sim: open, 2 players, easy vs classic, 2 whole matches (two per seed), seed 1, "
                    "target 300\n"]
