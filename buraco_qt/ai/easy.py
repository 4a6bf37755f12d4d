"""`easy`: a beginner. Legal, sensible moves, no planning and no thought for the opponents."""

from __future__ import annotations

from buraco_qt.rules import Action, AddToMeld, Discard, Draw, EndHand, NewMeld, SeatView, TakePile
from buraco_qt.rules.melds import is_wild_card

from .choice import ComputerPlayer
from .common import decision_rng, has_partner


class EasyPlayer(ComputerPlayer):
    """Lays what it can, keeps its wilds, throws away a loose card (chosen at random)."""

    level = "easy"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def decide(self, view: SeatView, legal: list[Action]) -> Action:
        """One of `legal`."""
        rng = decision_rng(self.seed, view)
        variant = view.variant
        if view.phase == "draw":
            takes = [a for a in legal if isinstance(a, TakePile)]
            melding = [a for a in takes if a.cards or a.target is not None]
            if melding and len(view.discard) >= 2:
                return min(melding, key=str)
            plain = [a for a in takes if not a.cards and a.target is None]
            if plain and view.discard and not is_wild_card(view.discard[-1]) \
                    and has_partner(view.discard[-1], view.hand, variant):
                return plain[0]
            for kind in (Draw, EndHand):
                for action in legal:
                    if isinstance(action, kind):
                        return action
            return legal[0]
        news = [a for a in legal if isinstance(a, NewMeld) and not any(is_wild_card(c) for c in a.cards)]
        if news:
            return max(news, key=lambda a: (len(a.cards), str(a)))
        adds = [a for a in legal if isinstance(a, AddToMeld) and not any(is_wild_card(c) for c in a.cards)]
        if adds:
            return max(adds, key=lambda a: (len(a.cards), str(a)))
        discards = [a for a in legal if isinstance(a, Discard)]
        if not discards:
            return min(legal, key=str)
        hand = list(view.hand)
        loose = []
        for action in discards:
            rest = list(hand)
            rest.remove(action.card)
            if not is_wild_card(action.card) and not has_partner(action.card, rest, variant):
                loose.append(action)
        pool = loose or [a for a in discards if not is_wild_card(a.card)] or discards
        return rng.choice(sorted(pool, key=str))
