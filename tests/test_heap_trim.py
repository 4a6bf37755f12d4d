"""Between hands the C heap gives back what the hand freed (glibc's malloc kept it all)."""

from __future__ import annotations

import pytest
from table_harness import rss_mb

from buraco_qt import rules as R
from buraco_qt.platform import heap_trim


@pytest.mark.skipif(heap_trim.malloc_trim() is None, reason="no malloc_trim in this C library")
def test_freed_heap_pages_go_back_to_the_system():
    blocks, pins = [], []
    for _ in range(7500):                    # 150 MB in blocks malloc keeps in its heap ...
        blocks.append(b"x" * 20_000)
        pins.append(b"y" * 600)              # ... between small blocks still in use
    del blocks
    held = rss_mb()
    assert heap_trim.release()
    assert held - rss_mb() > 100             # measured: 143 MB back (1 MB without the call)
    assert len(pins) == 7500


def test_the_controller_trims_at_every_deal(qtbot, monkeypatch):
    from buraco_qt.session.controller import GameController
    calls = []
    monkeypatch.setattr(heap_trim, "release", lambda: calls.append(1) or True)
    game = R.new_game("open", 4, 1)
    controller = GameController(game, ["human"] * 4, speed_ms=0)      # the whole hand played by requests
    controller.start()
    assert calls == [1]
    while game.phase in ("draw", "play"):
        assert controller.request(game.legal_actions()[0] if game.seat_to_move else next(
            a for a in game.legal_actions() if isinstance(a, (R.Draw, R.Discard, R.EndHand))))
    assert calls == [1]
    assert controller.next_hand() and calls == [1, 1]
    controller.shutdown()
