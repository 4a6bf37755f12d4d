

def test_a_match_keeps_its_last_moves_and_a_long_saved_log_opens_with_them():
    from buraco_qt.rules.validation import MAX_LOG, MAX_LOG_READ
    game = R.new_game("closed", 4, seed=5)
    game.log = ["draw", "discard 5H"] * (MAX_LOG // 2)
    game.apply(game.legal_actions()[0])
    assert MAX_LOG - MAX_LOG // 10 <= len(game.log) <= MAX_LOG and game.log[-1] != "discard 5H"
    data = json.loads(game.to_json())
    data["log"] = ["draw"] * (MAX_LOG * 3)
    assert len(R.Game.from_json(json.dumps(data)).log) == MAX_LOG
    data["log"] = ["draw"] * (MAX_LOG_READ + 1)
    with pytest.raises(R.StateError) as refused:
        R.Game.from_json(json.dumps(data))
    assert refused.value.params["field"] == "log"
