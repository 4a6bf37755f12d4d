"""The tunable numbers of `normal`'s value model, and the ones tuned per preset."""

from __future__ import annotations

from dataclasses import dataclass, replace


@dataclass(frozen=True)
class Weights:
    """The tunable numbers of the `normal` value model."""

    wild_hold: float = 0.15          # value of a wild kept in hand: share of (clean - dirty bonus
    mono_hold: float = 1.0           #   + mono_hold * a seventh of the wild-meld bonus)
    wild_draw_share: float = 0.6     # wilds the team draws per card, relative to the unseen share
    mono_share: float = 1.0          # share of the wild-meld bonus counted for a finishable meld
    fit_draw_share: float = 1.5      # fitting cards the team gets per draw, relative to the unseen share
    first_canasta: float = 0.5       # extra weight of the team's first canasta (it allows going out)
    progress_scale: float = 0.3      # weight of the expected canasta bonus of a meld on its way
    mono_block: float = 1.0          # an unfinished meld of wilds blocks going out
    pile_bonus: float = 3.0          # option value of each card taken with the pile
    progress: tuple[float, ...] = (0.0, 0.0, 0.0, 0.30, 0.40, 0.55, 0.75)  # P(canasta) by length
    race: float = 10.0               # per card laid while the team's reserve is there
    reserve_take: float = 150.0      # emptying the hand onto the reserve
    go_out: float = 400.0            # going out while ahead
    hold_back_margin: float = 150.0  # behind by more than this with time left: hold back
    pair: float = 16.0               # discard: keep a card with a same-rank partner
    near1: float = 11.0              # ... with a suited neighbour
    near2: float = 6.0               # ... with a suited card two places away
    fits_meld: float = 22.0          # ... that fits one of the team's melds
    wild_keep: float = 250.0         # never discard a wild when anything else will do
    shed: float = 0.6                # discard: weight of the card's hand points at risk
    danger: float = 1.0              # discard: weight of feeding the next opponent
    pile_card: float = 9.0           # what one pile card is worth to whoever takes it
    feed_free: float = 25.0          # free pickup: what a card that fits the opponents is worth to them
    draw_value: float = 6.0          # what an unknown stock card is worth
    take_margin: float = 0.0         # take the pile when it beats a draw by this much
    redraw_below: float = 5.0        # Brazilian first turn: redraw a card kept for less than this
    play_threshold: float = 0.0      # lay a table play worth more than this
    out_race: float = 0.0            # per card laid once the team may go out (reserve taken, canasta)
    threat_race: float = 0.0         # per card laid while the opponents may go out
    first_close: float = 0.0         # closing the team's first canasta (it allows going out)
    dirty_early: float = 0.0         # reserve gone, no canasta: a wild laid on a meld that stays open
    thin_hand: float = 0.0           # reserve gone, no canasta: per card the hand falls below hand_floor
    hand_floor: float = 3.0          #   (a hand of one card may lay nothing until the team has a canasta)
    out_next: float = 0.0            # discard once the team may go out: weight of P(going out next turn)


DEFAULT_WEIGHTS = Weights(wild_hold=0.6, progress_scale=0.8)
# Tuned per preset with benchmarks/ai_strength.py; presets not listed use DEFAULT_WEIGHTS.
PRESET_WEIGHTS = {
    # canastas close at 7 and leave the table: going out fast with dirty canastas pays; the first
    # canasta is the bottleneck once the reserve is gone, then the cards that let the team go out;
    # a canasta of seven wilds with a joker is worth 1000: a wild kept counts a seventh of it twice
    "cardcol": replace(DEFAULT_WEIGHTS, wild_hold=0.3, mono_hold=2.0, progress_scale=0.3, out_race=40.0,
                       first_canasta=1.0, first_close=300.0, dirty_early=150.0, thin_hand=30.0,
                       out_next=300.0),
    # a clean canasta to go out, the top card played at once: keep fewer wilds, feed less
    "closed": replace(DEFAULT_WEIGHTS, wild_hold=0.4, danger=1.5),
}
