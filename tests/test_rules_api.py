"""The public API of buraco_qt.rules (the names other programs rely on) and its independence from Qt."""

import subprocess
import sys

from buraco_qt import rules as R


def test_design_api_names_exist():
    game = R.new_game(R.VARIANTS["open"], players=4, seed=0)
    for name in ("seat_to_move", "phase", "legal_actions", "apply", "hands", "stock", "discard",
                 "reserves", "melds", "closed", "hand_scores", "totals", "view", "to_json"):
        assert hasattr(game, name), name
    assert callable(R.Game.from_json)
    meld = R.build_meld(R.parse_cards("5H 6H JK"), R.VARIANTS["cardcol"])
    assert isinstance(meld.cards, tuple) and meld.canasta is None
    assert str(R.Card.parse("10H")) == "10H"
    assert isinstance(R.meld_score(meld, R.VARIANTS["cardcol"]), int)
    assert game.phase in ("draw", "play", "hand_over", "match_over")


def test_action_text_round_trip():
    for text in ["draw", "take", "take meld 5H 6H", "take add 2", "redraw", "meld 5H 6H 7H",
                 "add 0 8H 9H", "discard KS", "undo", "end", "next"]:
        assert str(R.parse_action(text)) == text


def test_rules_import_no_qt():
    code = "import sys, buraco_qt.rules; print(any(m.startswith('PySide6') for m in sys.modules))"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "False"


def test_the_full_snapshot_copies_every_state_field():
    """A refused move restores the game from this snapshot: a field left out would leak the change."""
    game = R.new_game("cardcol", 4, seed=3)
    snapshot = game._snapshot_full()
    assert set(snapshot) == set(R.Game._STATE_FIELDS)
    for name, value in snapshot.items():
        if isinstance(value, list):
            assert value == getattr(game, name) and value is not getattr(game, name), name
