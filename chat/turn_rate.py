"""How many chat turns one visitor (and, optionally, one address) may start per minute.

``CHAT_TURNS_PER_MINUTE`` turns per visitor in any 60 s; past it, ``TooManyTurns`` with the
seconds until the oldest of them leaves the window (the views answer a 429 with ``Retry-After``
in the visitor's language) and nothing is stored. ``CHAT_TURNS_PER_MINUTE_PER_ADDRESS`` does the
same per client address, off by default: a workshop's attendees or a booth's kiosk share one.

The count lives in the worker process, so it costs no database round trip; with several workers a
visitor whose requests spread over them gets up to that many times the limit, still bounded.
"""

from __future__ import annotations

import math
import threading
import time
from collections import OrderedDict, deque

from django.conf import settings
from django.http import HttpRequest

WINDOW_S = 60.0
# Visitors (and addresses) remembered at most per process; the least recently seen go first.
TRACKED_MAX = 50_000


class TooManyTurns(RuntimeError):
    def __init__(self, retry_after_s: int) -> None:
        self.retry_after_s = retry_after_s
        super().__init__(f"too many chat turns; try again in {retry_after_s} s")


class _Window:
    """The start times of the recent turns of each key, within ``WINDOW_S``."""

    def __init__(self) -> None:
        self._starts: OrderedDict[str, deque[float]] = OrderedDict()
        self._lock = threading.Lock()

    def take(self, key: str, limit: int, now: float) -> int:
        """Count a turn for ``key``; 0 when allowed, else the seconds until one would be."""
        with self._lock:
            starts = self._starts.pop(key, None) or deque()
            self._starts[key] = starts  # most recently seen last
            while starts and now - starts[0] >= WINDOW_S:
                starts.popleft()
            if len(starts) >= limit:
                return max(1, math.ceil(starts[0] + WINDOW_S - now))
            starts.append(now)
            while len(self._starts) > TRACKED_MAX:
                self._starts.popitem(last=False)
            return 0

    def clear(self) -> None:
        with self._lock:
            self._starts.clear()


_visitors = _Window()
_addresses = _Window()


def count_turn(visitor_id: str, address: str | None) -> None:
    """Count one turn of the visitor (from ``address``); raises TooManyTurns past a limit."""
    now = time.monotonic()
    per_visitor = settings.CHAT_TURNS_PER_MINUTE
    if per_visitor > 0 and (wait := _visitors.take(visitor_id, per_visitor, now)):
        raise TooManyTurns(wait)
    per_address = settings.CHAT_TURNS_PER_MINUTE_PER_ADDRESS
    if per_address > 0 and address and (wait := _addresses.take(address, per_address, now)):
        raise TooManyTurns(wait)


def forget_counts() -> None:
    """Start every count afresh (tests)."""
    _visitors.clear()
    _addresses.clear()


def client_address(request: HttpRequest) -> str | None:
    """The address the request came from (behind a proxy: the proxy's)."""
    return request.META.get("REMOTE_ADDR") or None
