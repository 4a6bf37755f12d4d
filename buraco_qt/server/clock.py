"""The match's clock on the event loop: monotonic time and `loop.call_later` (the `Clock` of `session.match`)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable


class LoopClock:
    """Time and delayed calls for a table's match, on the running event loop."""

    def now(self) -> float:
        """Seconds on a monotonic clock."""
        return time.monotonic()

    def call_later(self, seconds: float, callback: Callable[[], None]) -> asyncio.TimerHandle:
        """Call `callback` once, `seconds` from now (its handle's `cancel()` stops it)."""
        return asyncio.get_running_loop().call_later(max(0.0, seconds), callback)
