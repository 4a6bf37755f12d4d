"""The player's statistics, without a window: what a finished hand and match count, whose results
they are, hands and matches never counted twice, and the file (a restart, damaged files, limits)."""

from __future__ import annotations

import json

import pytest

from buraco_qt import rules as R
from buraco_qt.rules.scoring import canasta_label
from buraco_qt.storage import statistics as statistics_module
from buraco_qt.storage.statistics import (
    CANASTA_GROUPS,
    KEEP_HANDS,
    MAX_BYTES,
    HandResult,
    MatchResult,
    Statistics,
    StatisticsError,
    StatisticsFile,
    Tally,
    canasta_group,
    opponents_key,
    people_team,
)


def greedy(game_or_view) -> R.Action:
    """A plain, fast player: draw, lay down the longest play there is, then discard."""
    legal = game_or_view.legal_actions()
    for kind in (R.Draw, R.TakePile):
        for action in legal:
            if isinstance(action, kind):
                return action
    plays = [a for a in legal if isinstance(a, (R.NewMeld, R.AddToMeld))]
    if plays:
        return max(plays, key=lambda a: len(a.cards))
    return next((a for a in legal if isinstance(a, R.Discard)),
                next((a for a in legal if not isinstance(a, R.Undo)), legal[0]))


def play_match(variant: str, seed: int, target: int = 1000, team: int = 0, statistics: Statistics | None = None,
               seats=("human", "ai:normal", "ai:normal", "ai:hard")):
    """Play a whole match with `greedy` for every seat, counting it as the window does; the game, what
    each hand's engine scores said (points per team, canasta labels of `team`) and the statistics."""
    statistics = statistics if statistics is not None else Statistics()
    game = R.Game(R.with_options(R.VARIANTS[variant], target=target), 4, seed)
    hands = []
    for _ in range(50_000):
        if game.phase == "match_over":
            break
        if game.phase == "hand_over":
            game.apply(R.NextHand())
            continue
        game.apply(greedy(game))
        if game.phase in ("hand_over", "match_over"):
            kinds = [kind for kind, (count, _) in game.hand_scores[team].canastas.items() for _ in range(count)]
            hands.append((list(game.history[-1]), kinds))
            statistics.record_hand(HandResult.of(game, team))
    assert game.phase == "match_over"
    statistics.record_match(MatchResult.of(game, team, list(seats)))
    return game, hands, statistics


def test_a_scripted_match_adds_up_to_the_engines_score_sheets():
    game, hands, statistics = play_match("burraco", seed=4)
    tally = statistics.overall
    assert len(hands) >= 2 and tally.hands_played == len(game.history) == len(hands)
    assert tally.points == sum(points[0] for points, _ in hands) == game.totals[0]
    assert tally.hands_won == sum(points[0] > points[1] for points, _ in hands)
    assert tally.best_hand == max(points[0] for points, _ in hands)
    assert tally.hand_average == pytest.approx(game.totals[0] / len(hands))
    kinds = [kind for _, labels in hands for kind in labels]
    assert sum(tally.canastas.values()) == len(kinds) > 0
    assert tally.canastas == {group: sum(canasta_group(kind) == group for kind in kinds) for group in CANASTA_GROUPS}
    won = game.winner == 0
    assert (tally.matches_played, tally.matches_won, tally.streak, tally.longest_streak) == (1, won, won, won)
    assert tally.opponents == {"normal+hard": [1, int(won)]}
    assert statistics.variants == {"burraco": tally}


def test_each_preset_has_its_tally_and_the_overall_one_is_their_sum():
    statistics = Statistics()
    for variant, seed in (("open", 1), ("cardcol", 2), ("open", 3)):
        play_match(variant, seed, statistics=statistics)
    assert set(statistics.variants) == {"open", "cardcol"}
    parts = list(statistics.variants.values())
    overall = statistics.overall
    for name in ("matches_played", "matches_won", "hands_played", "hands_won", "points"):
        assert getattr(overall, name) == sum(getattr(part, name) for part in parts), name
    assert overall.matches_played == 3 and statistics.variants["open"].matches_played == 2
    assert overall.best_hand == max(part.best_hand for part in parts)
    assert overall.canastas == {group: sum(part.canastas[group] for part in parts) for group in CANASTA_GROUPS}


def test_the_other_team_is_counted_when_the_person_sits_there():
    game, hands, statistics = play_match("open", seed=5, team=1, seats=("ai:easy", "human", "ai:easy", "ai:easy"))
    assert statistics.overall.points == game.totals[1]
    assert statistics.overall.matches_won == (game.winner == 1)
    assert statistics.overall.opponents == {"easy": [1, int(game.winner == 1)]}


def test_winning_streaks_count_matches_won_in_a_row():
    tally = Tally()
    for index, won in enumerate([True, True, False, True, True, True, False]):
        tally.add_match(MatchResult(f"{index}:open", "open", won, "normal"))
    assert (tally.matches_played, tally.matches_won, tally.streak, tally.longest_streak) == (7, 5, 0, 3)
    assert tally.win_rate == pytest.approx(5 / 7) and tally.opponents == {"normal": [7, 5]}
    assert Tally().win_rate is None and Tally().hand_average is None


def test_a_hand_or_a_match_that_ends_again_is_not_counted_twice():
    game, hands, statistics = play_match("open", seed=6)
    before = statistics.to_dict()
    # the same match resumed and played to its end once more: every hand and the match end again
    again = R.Game(R.with_options(R.VARIANTS["open"], target=1000), 4, 6)
    for action in game.log:
        again.apply(action)
        if again.phase in ("hand_over", "match_over"):
            assert not statistics.record_hand(HandResult.of(again, 0))
    assert not statistics.record_match(MatchResult.of(again, 0, ["human", "ai:normal", "ai:normal", "ai:hard"]))
    assert statistics.to_dict() == before
    # another deal (another seed) is counted, and only the last keys are kept
    statistics.record_hand(HandResult("7:open:1", "open", 10, True, dict.fromkeys(CANASTA_GROUPS, 0)))
    assert statistics.overall.hands_played == len(hands) + 1
    for number in range(KEEP_HANDS + 10):
        statistics.record_hand(HandResult(f"8:open:{number}", "open", 0, False, dict.fromkeys(CANASTA_GROUPS, 0)))
    assert len(statistics.hands_seen) == KEEP_HANDS and statistics.hands_seen[-1] == f"8:open:{KEEP_HANDS + 9}"


def test_whose_results_are_counted():
    assert people_team(["human", "ai:easy", "ai:easy", "ai:easy"], 4) == 0
    assert people_team(["ai:easy", "human", "ai:easy", "ai:easy"], 4) == 1
    assert people_team(["human", "ai:easy", "human", "ai:hard"], 4) == 0          # friends as partners
    assert people_team(["human", "human", "ai:easy", "ai:easy"], 4) is None       # friends against each other
    assert people_team(["human", "human"], 2) is None
    assert people_team(["ai:easy"] * 4, 4) is None                                # computers alone
    assert people_team(["ai:normal", "human"], 2) == 1
    assert opponents_key(["human", "ai:hard", "ai:easy", "ai:easy"], 4, 0) == "easy+hard"
    assert opponents_key(["human", "ai:classic", "ai:easy", "ai:classic"], 4, 0) == "classic"
    assert opponents_key(["human", "ai:normal"], 2, 0) == "normal"


def test_every_canasta_kind_of_the_engine_has_its_group():
    labels = {*R.CANASTA_KINDS, "aces_clean", "aces_dirty"}
    groups = {label: canasta_group(label) for label in labels}
    assert {label for label, group in groups.items() if group == "wild"} == {"wild_clean", "wild_dirty", "twos"}
    assert {label for label, group in groups.items() if group == "clean"} == {"clean", "royal", "ace_to_ace",
                                                                              "aces_clean"}
    assert {label for label, group in groups.items() if group == "dirty"} == {"dirty", "semi_clean", "aces_dirty"}
    # and the labels are the engine's: a canasta of twos in the Brazilian game is "twos"
    twos = R.build_meld([R.Card.parse(c) for c in "2C 2D 2H 2S 2C 2D 2H".split()], R.VARIANTS["brazilian"])
    assert canasta_label(twos) == "twos" and canasta_group(canasta_label(twos)) == "wild"


# ----- the file ------------------------------------------------------------------------------------

def test_the_statistics_survive_a_restart(tmp_path):
    path = tmp_path / "data" / "statistics.json"
    store = StatisticsFile.load(path)
    assert store.statistics.empty and store.path == path and not path.exists()
    play_match("cardcol", seed=7, statistics=store.statistics)
    store.save()
    again = StatisticsFile.load(path)
    assert again.statistics == store.statistics and again.set_aside is None
    assert json.loads(path.read_text(encoding="utf-8"))["format"] == "buraco-qt statistics"
    assert [p.name for p in path.parent.iterdir()] == ["statistics.json"]        # no temporary file left


def _valid(tmp_path):
    _, _, statistics = play_match("open", seed=8)
    return statistics.to_dict()


@pytest.mark.parametrize("damage", [
    "not json", "[]", "truncated", "format", "version zero", "extra field", "negative", "won more than played",
    "bool count", "float points", "canasta group", "best hand without hands", "streak", "opponents key",
    "opponents won", "variant name", "seen key", "too large", "not utf-8"])
def test_a_damaged_file_is_set_aside_and_the_statistics_start_again(tmp_path, damage):
    data = _valid(tmp_path)
    text = json.dumps(data)
    tally = data["overall"]
    if damage == "not json":
        text = "{statistics"
    elif damage == "[]":
        text = "[]"
    elif damage == "truncated":
        text = text[: len(text) // 2]
    else:
        if damage == "format":
            data["format"] = "buraco-qt"
        elif damage == "version zero":
            data["version"] = 0
        elif damage == "extra field":
            data["cheat"] = 1
        elif damage == "negative":
            tally["hands_won"] = -1
        elif damage == "won more than played":
            tally["matches_won"] = tally["matches_played"] + 1
        elif damage == "bool count":
            tally["matches_played"] = True
        elif damage == "float points":
            tally["points"] = 1.5
        elif damage == "canasta group":
            tally["canastas"]["golden"] = 1
        elif damage == "best hand without hands":
            data["variants"]["open"]["hands_played"] = 0
            data["variants"]["open"]["hands_won"] = 0
        elif damage == "streak":
            tally["longest_streak"] = tally["matches_won"] + 1
        elif damage == "opponents key":
            tally["opponents"] = {"grandmaster": [1, 0]}
        elif damage == "opponents won":
            tally["opponents"] = {"hard": [1, 2]}
        elif damage == "variant name":
            data["variants"] = {"../../etc": data["variants"]["open"]}
        elif damage == "seen key":
            data["hands_seen"] = ["<script>"]
        text = json.dumps(data)
        if damage == "too large":
            text = text[:-1] + " " * MAX_BYTES + "}"
    path = tmp_path / "statistics.json"
    path.write_bytes(b"\xff\xfe\x00" + text.encode() if damage == "not utf-8" else text.encode())
    store = StatisticsFile.load(path)
    assert store.statistics.empty and store.path == path
    assert store.set_aside == tmp_path / "statistics.json.damaged" and store.set_aside.is_file()
    assert not path.exists()
    store.save()                              # the new statistics go where the old ones were
    assert StatisticsFile.load(path).statistics.empty
    # a second damaged file does not overwrite the first one set aside
    path.write_text("{", encoding="utf-8")
    assert StatisticsFile.load(path).set_aside == tmp_path / "statistics.json.2.damaged"


def test_the_valid_file_of_the_damage_test_is_read(tmp_path):
    data = _valid(tmp_path)
    assert Statistics.from_dict(data).to_dict() == data
    with pytest.raises(StatisticsError):
        Statistics.from_json(json.dumps({**data, "overall": {**data["overall"], "points": float("nan")}}))


def test_a_file_of_a_newer_game_is_left_alone(tmp_path):
    path = tmp_path / "statistics.json"
    text = json.dumps({"format": "buraco-qt statistics", "version": 2, "whatever": []})
    path.write_text(text, encoding="utf-8")
    store = StatisticsFile.load(path)
    assert store.newer and store.path is None and store.set_aside is None
    store.statistics.record_hand(HandResult("1:open:1", "open", 10, True, dict.fromkeys(CANASTA_GROUPS, 0)))
    store.save()
    assert path.read_text(encoding="utf-8") == text


def test_a_folder_in_the_files_place_is_never_moved_or_written(tmp_path):
    path = tmp_path / "statistics.json"
    path.mkdir()
    store = StatisticsFile.load(path)
    assert store.path is None and store.set_aside is None and path.is_dir()
    store.save()
    assert path.is_dir() and not list(path.iterdir())


def test_statistics_in_memory_are_never_written(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    store = StatisticsFile.load(None)
    play_match("open", seed=9, statistics=store.statistics)
    store.save()
    assert list(tmp_path.iterdir()) == []


def test_a_result_the_file_could_not_hold_is_not_counted_and_the_file_stays_readable():
    # a variant named by a program (not a preset's form), or one more variant than the file keeps
    statistics = Statistics()
    odd = HandResult(key="7:Cardcol:1", variant="Cardcol", points=100, won=True,
                     canastas={"clean": 1, "dirty": 0, "wild": 0})
    assert not statistics.record_hand(odd)
    assert not statistics.record_match(MatchResult(key="7:Cardcol", variant="Cardcol", won=True, opponents="normal"))
    for number in range(statistics_module.MAX_VARIANTS):
        assert statistics.record_hand(HandResult(key=f"1:v{number}:1", variant=f"v{number}", points=0, won=False,
                                                 canastas=dict.fromkeys(statistics_module.CANASTA_GROUPS, 0)))
    assert not statistics.record_hand(HandResult(key="1:one_more:1", variant="one_more", points=0, won=False,
                                                 canastas=dict.fromkeys(statistics_module.CANASTA_GROUPS, 0)))
    assert Statistics.from_json(statistics.to_json()).overall.hands_played == statistics_module.MAX_VARIANTS
