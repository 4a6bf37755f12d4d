"""Limits against hostile or broken clients: a message rate per connection, counts per address."""

from __future__ import annotations

import time
from collections import Counter


class RateLimit:
    """A token bucket: `rate` messages a second on average, bursts of `burst`."""

    def __init__(self, rate: float, burst: int, clock=time.monotonic) -> None:
        self.rate = rate
        self.burst = burst
        self._clock = clock
        self._tokens = float(burst)
        self._last = clock()
        #: Messages refused in a row (reset by one that passes).
        self.refused_in_a_row = 0

    def allow(self) -> bool:
        """True if one more message may pass now."""
        now = self._clock()
        self._tokens = min(self.burst, self._tokens + (now - self._last) * self.rate)
        self._last = now
        if self._tokens >= 1:
            self._tokens -= 1
            self.refused_in_a_row = 0
            return True
        self.refused_in_a_row += 1
        return False


class PerAddress:
    """How many of something (connections, tables) each address holds, against a limit."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._counts: Counter[str] = Counter()

    def full(self, address: str) -> bool:
        """True if `address` holds its limit already."""
        return self._counts[address] >= self.limit

    def add(self, address: str) -> None:
        """One more for `address`."""
        self._counts[address] += 1

    def remove(self, address: str) -> None:
        """One less for `address`."""
        self._counts[address] -= 1
        if self._counts[address] <= 0:
            del self._counts[address]

    def count(self, address: str) -> int:
        """What `address` holds."""
        return self._counts[address]
