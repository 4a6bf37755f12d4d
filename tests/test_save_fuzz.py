"""Saves mutated field by field (tests/save_mutations.py): each one is refused by the check with a
reason, or plays a whole hand with computer players without an exception, every position on the
way saving and opening again."""

from __future__ import annotations

import pytest
import save_mutations


def test_mutated_saves_are_refused_or_play_a_hand():
    found = save_mutations.run(2, seed=11, levels=("easy",))
    assert found["refused"] and found["played"]


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1, 2])
def test_many_mutated_saves_are_refused_or_play_a_hand(seed):
    found = save_mutations.run(40, seed=seed)
    assert found["refused"] and found["played"]
