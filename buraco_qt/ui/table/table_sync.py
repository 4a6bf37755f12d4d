"""The table drawn from a snapshot: which cards each pile shows, and the card items that show them.

`TableSync.show` is the one entry point: given the controller's snapshot (what the screen may see;
a hand it may not show has no cards in it) and the move that led to it, it makes one hand item per
seat and one meld item per meld, then
gives every pile its cards, reusing the card items already on the table (a card that stays in its
pile keeps its item; a card that changed pile takes the item it had, so that it can fly from where
it was), and marks the cards of your hand you may touch and the ones new in it.
"""

from __future__ import annotations

from collections import Counter, defaultdict, deque

from PySide6.QtWidgets import QGraphicsScene

from buraco_qt import rules as R
from buraco_qt.platform.qt_namespace import Qt, when_made
from buraco_qt.session.snapshot import TableSnapshot
from buraco_qt.text.move_words import card_name
from buraco_qt.ui.art.card_art import CardArt
from buraco_qt.ui.table.card_item import CardItem
from buraco_qt.ui.table.pile_id import DISCARD, PileId
from buraco_qt.ui.table.pile_items import HandItem, MeldItem, PileItem

_SUIT_ORDER = {"S": 0, "H": 1, "C": 2, "D": 3, "": 4}   # alternate black and red


def sort_key_number(card: R.Card) -> tuple[int, int]:
    """Sort by number: A, 2 ... K, jokers last; suits alternate colours within a rank."""
    return (14 if card.is_joker else card.rank, _SUIT_ORDER[card.suit])


def sort_key_colour(card: R.Card) -> tuple[int, int]:
    """Sort by colour: suit by suit (♠ ♥ ♣ ♦), A to K within a suit, jokers last."""
    return (_SUIT_ORDER[card.suit], card.rank)


class HandOrder:
    """The order of the cards of a hand: by number ("rank"), by colour ("suit"), or as the player
    arranged them ("manual": cards new in the hand go after the arranged ones)."""

    def __init__(self, mode: str) -> None:
        self.mode = mode if mode in ("rank", "suit", "manual") else "rank"
        self._arranged: dict[int, list[R.Card]] = {}      # seat -> the cards in the order last shown

    def sort(self, mode: str, seat: int) -> None:
        """Sort the hand of `seat` by number or by colour from now on."""
        self.mode = mode
        self._arranged.pop(seat, None)

    def arrange(self, seat: int, cards: list[R.Card]) -> None:
        """The player put the cards of `seat` in this order (drag within the hand)."""
        self.mode = "manual"
        self._arranged[seat] = cards

    def order(self, seat: int, cards: list[R.Card]) -> list[R.Card]:
        """`cards`, the hand of `seat`, in the order to show them."""
        if self.mode in ("rank", "suit"):
            key = sort_key_number if self.mode == "rank" else sort_key_colour
            shown = sorted(cards, key=key)
        else:
            remaining = Counter(cards)
            shown = []
            for card in self._arranged.get(seat, []) + cards:
                if remaining[card] > 0:
                    shown.append(card)
                    remaining[card] -= 1
        self._arranged[seat] = shown
        return shown


class TableSync:
    """Makes the piles of `scene` (by id in `piles`, shared with the scene) hold the state's cards."""

    def __init__(self, scene: QGraphicsScene, piles: dict[PileId, PileItem], art: CardArt,
                 hand_order: HandOrder) -> None:
        self.scene = scene
        self.piles = piles
        self.art = art
        self.hand_order = hand_order
        self._shown_viewer: int | None = None     # the seat whose hand was face up at the last redraw
        self._loose: list[CardItem] = []          # cards of piles taken off the table, not yet given again
        self._in_place = False
        self._appearing: list[CardItem] = []

    def show(self, snapshot: TableSnapshot, move: R.Outcome | None, in_place: bool = False) -> list[CardItem]:
        """Redraw the piles from `snapshot` after `move` (None: no move, e.g. a new language).

        `in_place`: every card stays where it is on the screen until the layout places it, in a pass
        of its own (a card that changes pile keeps its place in the scene; a new card stays hidden): the
        new cards are returned, for the layout to show."""
        self._in_place = in_place
        self._appearing = []
        viewer = snapshot.viewer
        last_hand = None if self._shown_viewer is None else self.piles.get(PileId.hand(self._shown_viewer))
        hand_before = set(last_hand.cards) if last_hand is not None else set()
        self._shown_viewer = viewer
        wanted = self.wanted(snapshot)
        self._ensure_piles(snapshot)
        self._deal(wanted)
        self._mark_hand(move, viewer, snapshot.curtain_seat is None, hand_before)
        return self._appearing

    def _reparent(self, card: CardItem, pile: PileItem | None) -> None:
        """Give `card` to `pile` (None: the scene); in place, where it is on the screen."""
        if not self._in_place:
            card.setParentItem(pile)
            return
        seen = card.scenePos()
        card.setParentItem(pile)
        card.move_off()
        card.setPos(seen if pile is None else seen - pile.scenePos())

    def wanted(self, snapshot: TableSnapshot) -> dict[PileId, list[R.Card | None]]:
        """What each pile shows: its cards in table order, None for a card face down (every hand the
        snapshot holds no cards of)."""
        g = snapshot
        wanted: dict[PileId, list[R.Card | None]] = {DISCARD: list(g.discard)}
        for hand in g.hands:
            if hand.cards is None:
                wanted[PileId.hand(hand.seat)] = [None] * hand.count
            elif hand.seat == g.viewer:
                wanted[PileId.hand(hand.seat)] = self.hand_order.order(hand.seat, list(hand.cards))
            else:                            # the hand is over: every hand not hidden shows
                wanted[PileId.hand(hand.seat)] = sorted(hand.cards, key=sort_key_number)
        for team in (0, 1):
            for index, meld in enumerate(g.melds[team]):
                wanted[PileId.meld(team, index)] = list(meld.cards)
            wanted[PileId.closed(team)] = list(g.closed[team][-1].cards) if g.closed[team] else []
        return wanted

    def add_pile(self, pile: PileItem) -> None:
        """Put `pile` on the table under its id."""
        self.piles[pile.pile_id] = pile
        if pile.parentItem() is None:
            self.scene.addItem(pile)

    def _ensure_piles(self, g: TableSnapshot) -> None:
        """One hand per seat and one meld item per meld of the state: make the missing, drop the rest."""
        for seat in range(g.players):
            if PileId.hand(seat) not in self.piles:
                hand = HandItem(seat)
                hand.setZValue(3)
                self.add_pile(hand)
        for seat in range(g.players, len(hands_on_table(self.piles))):
            self._drop_pile(PileId.hand(seat))     # a match with fewer players than the last one
        for team in (0, 1):
            row = self.piles[PileId.melds(team)]
            count = len(g.melds[team])
            for index in range(count):
                pile_id = PileId.meld(team, index)
                if pile_id not in self.piles or self.piles[pile_id].scene() is not self.scene:
                    meld = MeldItem(team, index, row)
                    meld.setZValue(index)
                    self.piles[pile_id] = meld
            index = count
            while PileId.meld(team, index) in self.piles:
                self._drop_pile(PileId.meld(team, index))
                index += 1

    def _drop_pile(self, pile_id: PileId) -> None:
        """Take a pile off the table; its cards stay in the scene until reassigned or retired."""
        stale = self.piles.pop(pile_id)
        for card in stale.cards:
            self._reparent(card, None)
            self._loose.append(card)
        stale.cards = []
        stale.setParentItem(None)
        self.scene.removeItem(stale)

    def _deal(self, wanted: dict[PileId, list[R.Card | None]]) -> None:
        """Give every pile the cards `wanted` says, reusing card items: a card that stays in its pile keeps
        its item; one that changed pile takes the same card's item if it is free, else any free item,
        else a new one. Items left over leave the table."""
        orphans = [card for card in self._loose if card.parentItem() is None and card.scene() is self.scene]
        self._loose = []
        pool: dict[R.Card | None, deque] = defaultdict(deque)
        plan: dict[PileId, list] = {}
        for pile_id, shown in wanted.items():
            pile = self.piles[pile_id]
            if len(pile.cards) == len(shown) and all(item.card == face and item.at is not None
                                                     for item, face in zip(pile.cards, shown)):
                continue                          # as it was (and no drag or flight has its cards elsewhere)
            have: dict[R.Card | None, deque] = defaultdict(deque)
            for item in pile.cards:
                have[item.card].append(item)
            slots: list = []
            for face in shown:
                slots.append(have[face].popleft() if have[face] else face)
            for queue in have.values():
                _add_to_pool(pool, queue)
            plan[pile_id] = slots
        for pile_id, pile in self.piles.items():
            if pile_id not in wanted and pile.cards:
                _add_to_pool(pool, pile.cards)
                pile.cards = []
        _add_to_pool(pool, orphans)
        spare: deque = deque(card for queue in pool.values() for card in queue)
        used: set = set()
        for pile_id, slots in plan.items():
            pile = self.piles[pile_id]
            for i, slot in enumerate(slots):
                if not isinstance(slot, CardItem):        # the card to show, with no item yet
                    card = _first_unused(pool.get(slot), used)
                    if card is None:
                        card = _first_unused(spare, used)
                    if card is None:
                        card = CardItem(self.art, slot)
                        if self._in_place:
                            card.setVisible(False)
                            self._appearing.append(card)
                        self.scene.addItem(card)
                    used.add(card)
                    card.set_card(slot)
                    slots[i] = card
                card = slots[i]
                if card.parentItem() is not pile:
                    self._reparent(card, pile)
                card.setZValue(i)
                if not self._in_place or card not in self._appearing:
                    card.setVisible(True)
            pile.cards = slots
        for queue in pool.values():
            for card in queue:
                if card not in used:
                    self._retire(card)

    def _retire(self, card: CardItem) -> None:
        card.setVisible(False)
        card.setParentItem(None)
        if self.scene.mouseGrabberItem() is card:
            card.ungrabMouse()
        self.scene.removeItem(card)

    def _mark_hand(self, move: R.Outcome | None, viewer: int, curtain_down: bool, hand_before: set[CardItem]) -> None:
        """Only the face-up cards of your hand take clicks and have a name as tooltip; cards that came
        into your hand by your own draw or pickup are marked new until your next move."""
        own = self.piles[PileId.hand(viewer)]
        mark = move is not None and move.seat == viewer and isinstance(move.action, (R.Draw, R.TakePile, R.Redraw))
        for pile in self.piles.values():
            for card in pile.cards:
                mine = pile is own and curtain_down and card.face_up
                if card.clickable != mine:
                    card.clickable = mine
                    when_made(lambda card=card, mine=mine: card.setAcceptedMouseButtons(
                        Qt.MouseButton.LeftButton if mine else Qt.MouseButton.NoButton))
                tip = card_name(card.card) if mine else ""          # "Jack of diamonds"
                if card.tip != tip:
                    card.tip = tip
                    card.setToolTip(tip)
                if not mine:
                    card.selected = False
                    card.new = False
                    card.hinted = False
        if move is not None and move.seat == viewer and not mark:
            for card in own.cards:
                card.new = False
        if mark:
            for card in own.cards:
                if card not in hand_before:
                    card.new = True
        if move is not None and move.dealt:
            for card in own.cards:
                card.new = False


def hands_on_table(piles: dict[PileId, PileItem]) -> list[HandItem]:
    """The hands on the table, by seat (the seats of the state last drawn)."""
    hands = []
    while PileId.hand(len(hands)) in piles:
        hands.append(piles[PileId.hand(len(hands))])
    return hands


def melds_on_table(piles: dict[PileId, PileItem], team: int) -> list[MeldItem]:
    """A team's meld items on the table, in meld order (the melds of the state last drawn)."""
    melds = []
    while PileId.meld(team, len(melds)) in piles:
        melds.append(piles[PileId.meld(team, len(melds))])
    return melds


def _first_unused(queue: deque | None, used: set) -> CardItem | None:
    """Pop cards off the queue until one not yet used turns up (None when it runs out)."""
    while queue:
        candidate = queue.popleft()
        if candidate not in used:
            return candidate
    return None


def _add_to_pool(pool: dict, items) -> None:
    for item in items:
        pool[item.card].append(item)
