"""What every benchmark shares: where its figures go, and how a call is timed."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from typing import TypeVar

import numpy as np

T = TypeVar("T")

# Where a benchmark prints its figures, one line at a time.
Report = Callable[[str], None]


def latencies_ms(call: Callable[[T], object], inputs: Iterable[T]) -> np.ndarray:
    """How many milliseconds ``call`` takes on each of ``inputs``.

    One untimed call on the first input comes first: it pays for lazy loading, caches, page faults
    and thread start-up, which no later call sees.
    """
    items = list(inputs)
    call(items[0])
    latencies = np.empty(len(items))
    for i, item in enumerate(items):
        started = time.perf_counter()
        call(item)
        latencies[i] = (time.perf_counter() - started) * 1000
    return latencies
