"""The public API of buraco_qt.rules (the names other programs rely on) and its independence from Qt."""

import subprocess
import sys
from pathlib import Path

import pytest
from rules_helpers import make_game

from buraco_qt import rules as R

ROOT = Path(__file__).resolve().parents[1]


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


def test_the_rules_players_session_and_storage_type_check(tmp_path):
    """mypy (in the `test` extra) finds no error in the folders pyproject.toml's [tool.mypy] names."""
    pytest.importorskip("mypy")
    result = subprocess.run([sys.executable, "-m", "mypy", "--cache-dir", str(tmp_path / "cache")], cwd=ROOT,
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
    assert "Success: no issues found" in result.stdout


# Moves the engine refuses only after it began to carry them out: a canasta closed and the cards laid
# (a meld of wild cards still open forbids going out), the first turn's redraw spent, the pile taken up
# (a run of two suits; a pickup that leaves the first-meld minimum out of reach).
HALFWAY_REFUSALS = [
    ("cardcol", dict(hands=["8H 5C", "3C 4C 5D", "3D 4D 6D", "3H 4H 6H"], discard="KS", known=["8H", "", "", ""],
                     melds=[["8C 8D 8S 8C 8D 8S", "2C 2D JK"], []]), "add 0 8H"),
    ("brazilian", dict(hands=["5H 6H 7H KS", "3C 4C 5D", "3D 4D 6D", "3H 4H 6H"], discard="QS", turn=0,
                       redraw_available=True), "meld 5H 6H 7H"),
    ("cardcol", dict(hands=["5C 9D 3H 4S", "3C 4C 5D", "3D 4D 6D", "3H 4H 6H"], discard="7S KS", phase="draw"),
     "take meld 5C 9D"),
    (R.with_options(R.VARIANTS["brazilian"], brazilian_pickup="duro"),
     dict(hands=["5H 6H KS QD 9C JD 4S", "3C 4C 5D", "3D 4D 6D", "3H 4H 6H"], discard="3C 7H", phase="draw",
          totals=[1500, 0]), "take meld 5H 6H"),
]


@pytest.mark.parametrize("variant, position, move", HALFWAY_REFUSALS,
                         ids=["canasta-closed", "redraw-spent", "pile-taken-up", "pickup-below-the-minimum"])
def test_a_move_refused_halfway_leaves_the_whole_game_as_it_was(variant, position, move):
    """A refused move is undone whole: a part of the game the engine forgot to restore would leak the change."""
    position = {"stock": "9C 9D 9H", "reserves": [None, "4C 4D 4H"], "phase": "play", **position}
    game = make_game(variant, 4, **position)
    before = game.to_json()
    with pytest.raises(R.IllegalAction):
        game.apply(move)
    assert game.to_json() == before
    assert game.legal_actions() == make_game(variant, 4, **position).legal_actions()
