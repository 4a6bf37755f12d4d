"""Which sound a move makes: the draw, the discard, a meld, a canasta, going out, the end of a match.

The sounds themselves are the project's own (``assets/sounds/<name>.wav``, made by
``tools/make_sounds.py``); `buraco_qt.ui.window.sound_player` plays them. No Qt here.
"""

from __future__ import annotations

from buraco_qt import rules as R

#: Every sound, by the name of its file in ``assets/sounds``.
SOUNDS = ("draw", "discard", "meld", "canasta", "go_out", "match_over")


def sound_for(move: R.Outcome | None, phase: str, went_out: int | None) -> str | None:
    """The sound of `move`, given the game's phase and who went out after it (None: no sound).

    The end of a match wins over going out, going out over a canasta, a canasta over the meld or the
    discard that made it. A deal, an undo and a hand ended on an empty stock make no sound of their own."""
    if move is None or move.dealt:
        return None
    if phase == "match_over":
        return "match_over"
    if phase == "hand_over" and went_out is not None and went_out == move.seat:
        return "go_out"
    if move.canastas:
        return "canasta"
    action = move.action
    if isinstance(action, (R.Draw, R.TakePile, R.Redraw)):
        return "draw"
    if isinstance(action, (R.NewMeld, R.AddToMeld)):
        return "meld"
    if isinstance(action, R.Discard):
        return "discard"
    return None
