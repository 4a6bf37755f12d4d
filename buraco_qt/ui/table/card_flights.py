"""Cards that fly: from where they were before a redraw to where the layout has put them.

After every redraw the scene compares each card's place with the one it had before: a card that
moved, or a card new on the table (from the stock or a reserve), flies there on one shared clock
(`QVariantAnimation`, easing out). Each `Flight` moves its own card along; a deal starts the cards
one after another. While cards fly, the piles they fly to are raised above the others; a card in
flight, and the card under it in its fan, paint whole (no clipping by the next card of their fan),
the others keep their clip (repainted, the whole fan made the first frame of a move larger).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QObject, QPointF

from buraco_qt.ui.table.card_item import CardItem
from buraco_qt.ui.table.pile_items import PileItem, ReserveItem, StockItem

if TYPE_CHECKING:  # pragma: no cover
    from PySide6.QtCore import QVariantAnimation

#: Where a card is: its scene position (x, y) and its height as drawn.
Place = tuple[float, float, float]

class Flight(NamedTuple):
    """One card on its way: from `start` (in its pile's coordinates) at `scale` of its size, to `end`."""

    item: CardItem
    start: QPointF
    end: QPointF
    scale: float
    delay: float = 0.0               # a share of the flight's time spent waiting (deals)

    def move_to(self, progress: float) -> None:
        """Put the card where it is at `progress` (0: start, 1: end) of the whole animation."""
        if self.delay:
            progress = max(0.0, min(1.0, (progress - self.delay) / (1.0 - self.delay)))
        self.item.setPos(self.start + (self.end - self.start) * progress)
        self.item.setScale(self.scale + (1.0 - self.scale) * progress)


def card_places(piles) -> dict[CardItem, Place]:
    """Where every card of `piles` is now (scene position, height as drawn); a card's place is its pile's
    (read once per pile: piles are never scaled) plus where its pile put it, read from Qt only for a card
    a flight or a drag has elsewhere."""
    places = {}
    for pile in piles:
        if not pile.cards:
            continue
        origin = pile.scenePos()
        px, py = origin.x(), origin.y()
        for card in pile.cards:
            at = card.at
            if at is None:
                places[card] = (px + card.x(), py + card.y(), card.h * card.scale())
            else:
                places[card] = (px + at[0], py + at[1], card.h)
    return places


def takeoff(reserve: ReserveItem | None, stock: StockItem) -> Place:
    """Where cards new on the table come from: the `reserve` taken, else the stock."""
    if reserve is not None:
        point = reserve.mapToScene(QPointF(0, 0))
        return point.x(), point.y(), reserve.card_h
    point = stock.mapToScene(QPointF(stock.area.width() - stock.art.width(stock.card_h),
                                     stock.area.height() - stock.card_h))
    return point.x(), point.y(), stock.card_h


class CardFlights:
    """The cards in flight and the clock that moves them."""

    def __init__(self, parent: QObject) -> None:
        self._parent = parent
        self._animation: QVariantAnimation | None = None
        self._flights: list[Flight] = []
        self._raised: dict[object, float] = {}       # top-level items raised while their cards fly: z before

    @property
    def animation(self) -> QVariantAnimation:
        """The clock of the flights, made for the first one (its classes are not loaded before the table shows)."""
        if self._animation is None:
            from PySide6.QtCore import QEasingCurve, QVariantAnimation
            animation = QVariantAnimation(self._parent)
            animation.setStartValue(0.0)
            animation.setEndValue(1.0)
            animation.setEasingCurve(QEasingCurve.Type.OutCubic)
            animation.valueChanged.connect(self._step)
            animation.finished.connect(self._land)
            self._animation = animation
        return self._animation

    @property
    def flying(self) -> bool:
        """True while cards are flying."""
        return bool(self._flights)

    def fly(self, piles, before: dict[CardItem, Place], origin: Place | None, duration_ms: float,
            deal: bool = False) -> None:
        """Fly every card of `piles` that is not where it was `before` (cards new on the table from
        `origin`, or not at all when it is None) in `duration_ms`; a deal takes longer."""
        flights: list[Flight] = []
        order = 0
        for pile in piles:
            if not pile.cards:
                continue
            origin_scene = pile.scenePos()
            px, py = origin_scene.x(), origin_scene.y()
            before_flights = len(flights)
            for card in pile.cards:
                x, y = card.at if card.at is not None else (card.x(), card.y())
                if card in before:
                    sx, sy, start_h = before[card]
                elif origin is not None:
                    sx, sy, start_h = origin
                else:
                    continue
                if abs(sx - px - x) + abs(sy - py - y) < 0.5 and abs(start_h - card.h) < 0.5:
                    continue
                delay = 0.0
                if deal and card not in before:
                    delay = min(0.6, order * 0.012)
                    order += 1
                flights.append(Flight(card, QPointF(sx - px, sy - py), QPointF(x, y),
                                      start_h / card.h if card.h else 1.0, delay))
            if len(flights) == before_flights:
                continue
            flying = {flight.item for flight in flights[before_flights:]}
            for index, card in enumerate(pile.cards):     # a card flies whole, and so does the one it leaves
                if card in flying or (index + 1 < len(pile.cards) and pile.cards[index + 1] in flying):
                    card.set_clip(None)
            top = pile
            while top.parentItem() is not None:
                top = top.parentItem()
            if top not in self._raised:
                self._raised[top] = top.zValue()
                top.setZValue(100 + top.zValue())
        if not flights:
            return
        self._flights = flights
        for flight in flights:
            flight.item.move_off()
            flight.item.setPos(flight.start)
            flight.item.setScale(flight.scale)
        self.animation.setDuration(int(duration_ms * (1.6 if deal else 1.0)))
        self.animation.start()

    def finish(self) -> None:
        """Stop flying cards where they are (the next layout places them)."""
        if self._animation is not None and self._animation.state() == self._animation.State.Running:
            self._animation.stop()
        for flight in self._flights:
            flight.item.setScale(1.0)
        self._flights = []
        self._lower()

    def _step(self, value) -> None:
        progress = float(value)
        for flight in self._flights:
            flight.move_to(progress)

    def _land(self) -> None:
        piles = {flight.item.parentItem() for flight in self._flights}
        for flight in self._flights:
            flight.item.setPos(flight.end)
            flight.item.setScale(1.0)
            flight.item.at = (round(flight.end.x()), round(flight.end.y()))
        self._flights = []
        self._lower()
        for pile in piles:
            if isinstance(pile, PileItem):
                pile.clip_cards()

    def _lower(self) -> None:
        for item, z in self._raised.items():
            item.setZValue(z)
        self._raised = {}
