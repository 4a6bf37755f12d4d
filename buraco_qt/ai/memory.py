"""Short garbage-collection pauses while the memo caches of the rules and players are full.

The rules memoize melds and meld options, and the players memoize meld fits; every one of these
caches is bounded (a long session's memory stays flat), but full they hold some 350,000 objects.
CPython's full collection walks every tracked object, so it would stall a decision (and the window)
for hundreds of milliseconds (600 ms measured with full caches). `settle()`, called between hands by
the computer players' process and by buraco-sim, collects the young generations (cheap) and then
moves the objects alive at that moment out of the cyclic collector's reach (`gc.freeze`). They are
still freed by reference counting when a cache drops them; only old cyclic garbage would stay, and
the caches hold no cycles.
"""

from __future__ import annotations

import gc


def settle() -> None:
    """Exempt the objects alive now from later full collections (call between hands)."""
    gc.collect(1)
    gc.freeze()
