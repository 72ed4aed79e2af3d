"""Latency of the local exact vector search, next to a naive pure-Python scan of the same rows.

``python -m bench.vector_search`` measures a seeded synthetic corpus; ``run_on_matrix`` measures
any ids and vectors a caller loads (e.g. the seeded listings) with the filters it cares about.
Figures are printed for people to read, never asserted: they depend on the machine.
"""

from __future__ import annotations

import functools
import heapq
import math
import os
import time
from collections.abc import Mapping, Sequence

import numpy as np

from bench.timing import Report, latencies_ms
from infra.vector_index import VectorIndex

SEED = 20_240_601
K = 10
# The pure-Python scan costs tens of microseconds per vector, so it runs on a slice of the
# corpus and a few queries; the comparison is per scored vector, which the slice does not skew.
NAIVE_ROWS = 2_000
NAIVE_REPEATS = 10


def run_synthetic(
    report: Report = print, n: int = 100_000, d: int = 384, repeats: int = 200
) -> None:
    """Search a seeded random-normal corpus without a filter and with a ~10 % filter."""
    rng = np.random.default_rng(SEED)
    matrix = rng.standard_normal((n, d), dtype=np.float32)
    ids = [f"listing-{row}" for row in range(n)]
    masks = {"~10% filter": rng.random(n) < 0.10}
    report(f"Synthetic corpus: {n:,} random-normal vectors of {d} dimensions (seed {SEED}).")
    run_on_matrix(ids, matrix, masks, report, repeats=repeats)


def run_on_matrix(
    ids: Sequence[str],
    matrix: np.ndarray,
    masks: Mapping[str, np.ndarray],
    report: Report = print,
    *,
    repeats: int = 200,
) -> None:
    """Time k=10 searches over ``matrix`` unfiltered and with each named mask (one per row)."""
    started = time.perf_counter()
    index = VectorIndex(ids, matrix)
    build_seconds = time.perf_counter() - started
    rng = np.random.default_rng(SEED)
    queries = _queries_near_rows(matrix, repeats, rng)
    naive_rows = rng.choice(len(ids), size=min(NAIVE_ROWS, len(ids)), replace=False)
    naive_scan = _NaiveScan(matrix[naive_rows])

    megabytes = len(index) * index.dimensions * 4 / 2**20
    report(
        f"Exact search, k={K}: {len(index):,} x {index.dimensions} float32 ({megabytes:.1f} MiB), "
        f"built in {build_seconds * 1000:.0f} ms; {os.cpu_count()} CPUs, numpy {np.__version__}."
    )
    report(
        f"Naive pure-Python scan on {len(naive_rows):,} of the rows, {NAIVE_REPEATS} queries; "
        "speed-up compares time per scored vector."
    )
    report(
        f"{'filter':<16}{'rows scored':>12}{'p50 ms':>10}{'p95 ms':>10}"
        f"{'naive p50 ms':>15}{'speed-up':>11}"
    )
    for name, mask in {"none": None, **masks}.items():
        numpy_ms = latencies_ms(functools.partial(index.search, k=K, mask=mask), queries)
        naive_mask = None if mask is None else mask[naive_rows]
        naive_ms = latencies_ms(
            functools.partial(naive_scan.search, k=K, mask=naive_mask), queries[:NAIVE_REPEATS]
        )
        scored = len(index) if mask is None else int(mask.sum())
        naive_scored = len(naive_rows) if naive_mask is None else int(naive_mask.sum())
        numpy_p50, numpy_p95 = np.percentile(numpy_ms, [50, 95])
        naive_p50 = float(np.percentile(naive_ms, 50))
        speed_up = (naive_p50 / max(naive_scored, 1)) / (numpy_p50 / max(scored, 1))
        report(
            f"{name:<16}{scored:>12,}{numpy_p50:>10.2f}{numpy_p95:>10.2f}"
            f"{naive_p50:>15.1f}{speed_up:>10,.0f}x"
        )


class _NaiveScan:
    """What search looks like without numpy: one Python dot product per row, then a heap."""

    def __init__(self, matrix: np.ndarray) -> None:
        self._rows = [_unit(row) for row in matrix.astype(np.float64).tolist()]

    def search(self, query: np.ndarray, k: int, mask: np.ndarray | None) -> list[tuple[float, int]]:
        unit_query = _unit(query.astype(np.float64).tolist())
        allowed = None if mask is None else mask.tolist()
        scored = (
            (sum(a * b for a, b in zip(row, unit_query, strict=True)), position)
            for position, row in enumerate(self._rows)
            if allowed is None or allowed[position]
        )
        return heapq.nlargest(k, scored)


def _unit(vector: list[float]) -> list[float]:
    norm = math.sqrt(sum(x * x for x in vector)) or 1.0
    return [x / norm for x in vector]


def _queries_near_rows(matrix: np.ndarray, count: int, rng: np.random.Generator) -> np.ndarray:
    """Stored vectors plus noise: queries that land where real queries do, near listings."""
    rows = np.asarray(matrix[rng.integers(0, len(matrix), size=count)], dtype=np.float32)
    return rows + rng.standard_normal(rows.shape, dtype=np.float32) * rows.std()


if __name__ == "__main__":
    run_synthetic()
