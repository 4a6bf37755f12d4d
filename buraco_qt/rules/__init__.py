"""The rules of Buraco: pure Python, no Qt, deterministic from a seed; the variants are `Variant` records."""

from .actions import Action, AddToMeld, Discard, Draw, EndHand, NewMeld, NextHand, Redraw, TakePile, Undo, parse_action
from .cards import JOKER, SUITS, Card, build_deck, format_cards, parse_cards
from .deals import MAX_DEAL, Deal, deal_cards, is_deal_number, parse_deal_number
from .game import Game, SeatView, new_game
from .melds import Meld, build_meld, canasta_bonus, ladder, meld_score
from .messages import IllegalAction, MeldError, RulesError
from .outcome import Outcome
from .scoring import HandScore, table_points, team_of, team_seats
from .validation import MAX_SEED, StateError, is_seed
from .variants import BRAZILIAN_PICKUPS, CANASTA_KINDS, HAND_SIZES, VARIANTS, Variant, preset_options, with_options

__all__ = [
    "JOKER", "SUITS", "Card", "build_deck", "format_cards", "parse_cards",
    "Meld", "build_meld", "canasta_bonus", "ladder", "meld_score",
    "IllegalAction", "MeldError", "RulesError",
    "BRAZILIAN_PICKUPS", "CANASTA_KINDS", "HAND_SIZES", "VARIANTS", "Variant", "with_options", "preset_options",
    "Action", "AddToMeld", "Discard", "Draw", "EndHand", "NewMeld", "NextHand", "Redraw", "TakePile",
    "Undo", "parse_action", "Game", "SeatView", "new_game", "Outcome", "HandScore", "team_of", "team_seats",
    "table_points", "StateError",
    "MAX_SEED", "is_seed", "MAX_DEAL", "Deal", "deal_cards", "is_deal_number", "parse_deal_number",
]
