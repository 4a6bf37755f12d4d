"""The quick player of the server's tests and load benchmark (`server.client.choose`) ends every hand.

With the stock out, `brazilian` lets the player to draw take the discard pile instead and play on: a
player that always takes it, and discards again, never ends the hand (seen: a test of whole matches
that ran for ever). These first hands (of these deal numbers) went on for ever before the player learnt to end them.
"""

from __future__ import annotations

import random

import pytest

from buraco_qt import rules as R
from buraco_qt.server.client import choose

MOVES = 3000          # a hand of random play ends in a few hundred moves


@pytest.mark.parametrize("players, seed", [(2, 24), (4, 34), (2, 37), (4, 57)])
def test_the_quick_player_ends_a_hand_when_the_stock_is_out(players, seed):
    game = R.new_game("brazilian", players, seed)
    rng = random.Random(seed)
    for _ in range(MOVES):
        if game.phase != "play" and game.phase != "draw":
            break
        game.apply(R.parse_action(choose([str(action) for action in game.legal_actions()], rng)))
    assert game.phase == "hand_over", game.log[-6:]
