"""What a computer seat may choose, and the move it falls back on when it cannot decide.

Every level decides among the same choices, made here once for all of them:

- never Undo. Undo is a person's tool; a seat that takes back its plays can lay and take back the
  same meld forever. The one exception is a position where Undo is the only way on (table plays
  that can no longer reach a first-meld minimum, and no discard allowed); a seat never plays into
  one (below), so it meets one only if handed it;
- under a first-meld minimum, only table plays that keep the minimum within reach this turn. A
  seat lays melds only when, together, they reach the minimum (`rules.opening`); otherwise it holds
  them back and discards;
- never the same turn twice: a seat about to draw in a position it was already in this hand (two
  seats passing one-card discard piles back and forth, the stock untouched) draws from the stock,
  or ends the hand once the stock is gone. A repeated position needs the stock untouched, so the
  hand always moves on.

`ComputerPlayer.choose` asks the level (`decide`) among those choices, checks the answer, asks
again without a play that would leave the minimum out of reach, and if the level still has no
answer, returns a progressing move: draw, end the hand, take the pile, a discard, or the next
play toward the minimum. Never nothing, never a move outside the legal ones.
"""

from __future__ import annotations

from buraco_qt.rules import Action, AddToMeld, Discard, Draw, EndHand, NewMeld, SeatView, TakePile, Undo, build_meld
from buraco_qt.rules.melds import is_wild_card
from buraco_qt.rules.opening import can_reach, reaching_plays

ASKS = 4    # how often a level is asked again after choosing a play that leaves the minimum out of reach


class Opening:
    """A team's first-meld minimum during its turn, as the seat to move sees it."""

    def __init__(self, view: SeatView, minimum: int, laid: int) -> None:
        self.view = view
        self.needed = minimum - laid      # the card points still to lay this turn
        self.melds = view.melds[view.team]
        self.reserve_there = view.reserve_counts[view.team] is not None
        self.forbidden = view.forbidden_discard
        self._reachable: bool | None = None

    @classmethod
    def of(cls, view: SeatView) -> Opening | None:
        """The minimum still to reach this turn, or None when none applies."""
        if view.phase != "play":
            return None
        minimum, laid = view.first_meld_minimum, view.laid_points
        return cls(view, minimum, laid) if minimum and laid < minimum else None

    def reachable(self) -> bool:
        """True if the hand can still lay the points missing this turn."""
        if self._reachable is None:
            self._reachable = can_reach(self.view.variant, self.view.hand, self.melds, self.needed,
                                        reserve_there=self.reserve_there, forbidden=self.forbidden)
        return self._reachable

    def allows(self, action: Action) -> bool:
        """True unless `action` is a table play after which the minimum is out of reach."""
        if not isinstance(action, (NewMeld, AddToMeld)):
            return True
        variant = self.view.variant
        laid = sum(map(variant.card_points, action.cards))
        if laid >= self.needed:
            return True     # listed, so the engine has checked that the turn can go on
        rest = list(self.view.hand)
        for card in action.cards:
            rest.remove(card)
        melds = list(self.melds)
        if isinstance(action, NewMeld):
            melds.append(build_meld(action.cards, variant))
        else:
            melds[action.target] = melds[action.target].extend(action.cards)
        return can_reach(variant, rest, melds, self.needed - laid, reserve_there=self.reserve_there,
                         forbidden=self.forbidden)

    def next_play(self, options: list[Action]) -> Action | None:
        """The first play of a way to the minimum from here, if it is among `options`."""
        plays = reaching_plays(self.view.variant, self.view.hand, self.melds, self.needed,
                               reserve_there=self.reserve_there, forbidden=self.forbidden)
        if plays and plays[0] in options:
            return plays[0]
        return None


def choices(view: SeatView, opening: Opening | None = None) -> list[Action]:
    """The legal actions a computer seat chooses among (see the module docstring)."""
    options: list[Action] = [action for action in view.legal_actions() if not isinstance(action, Undo)]
    if opening is not None and not opening.reachable():
        options = [action for action in options if not isinstance(action, (NewMeld, AddToMeld))]
    return options


def progressing_move(options: list[Action], opening: Opening | None = None) -> Action | None:
    """A move that takes the game on: draw, end the hand, take the pile, discard, a play toward the minimum.

    None when `options` hold none of them.
    """
    for kind in (Draw, EndHand, TakePile):
        for action in options:
            if isinstance(action, kind):
                return action
    discards = [action for action in options if isinstance(action, Discard)]
    if discards:
        return min(discards, key=lambda action: (is_wild_card(action.card), action.card))   # a low natural
    if opening is not None:
        return opening.next_play(options)
    plays = [action for action in options if isinstance(action, (NewMeld, AddToMeld))]
    return plays[0] if plays else (options[0] if options else None)


class ComputerPlayer:
    """The common base of the levels: `choose` asks `decide` among `choices` (see the module docstring)."""

    level = ""

    def choose(self, view: SeatView) -> Action:
        """One of the seat's legal actions, never Undo unless it is the only way on."""
        legal = view.legal_actions()
        if not legal:
            raise ValueError("no legal action: it is not this seat's turn")
        if view.phase == "draw" and self._seen_before(view):
            for action in legal:
                if isinstance(action, (Draw, EndHand)):
                    return action
        opening = Opening.of(view)
        options = choices(view, opening)
        for _ in range(ASKS):
            if not options:
                break
            action = options[0] if len(options) == 1 else self.decide(view, options)
            if action not in options:
                break
            if opening is None or opening.allows(action):
                return action
            options = [other for other in options if other != action]
        fallback = progressing_move(options, opening)
        if fallback is not None:
            return fallback
        # only Undo leads on: plays that cannot reach the minimum, handed to this seat as they are
        return Undo() if Undo() in legal else legal[0]

    def decide(self, view: SeatView, legal: list[Action]) -> Action:
        """The level's choice among `legal` (the seat's choices, at least two)."""
        raise NotImplementedError

    def _seen_before(self, view: SeatView) -> bool:
        """True if the seat was about to draw in this very position before in this hand (remembered)."""
        position = (tuple(sorted(view.hand)), view.discard, view.stock_count, view.hand_counts,
                    view.reserve_counts, view.melds, view.closed)
        hand, seen = self.__dict__.get("_positions", (None, set()))
        if hand != view.hand_number:
            seen = set()
            self._positions = (view.hand_number, seen)
        if position in seen:
            return True
        seen.add(position)
        return False
