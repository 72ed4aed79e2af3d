"""`GET /api/search` end to end over HTTP: query embedding, hybrid search, result shaping, JSON.

Figures are printed, never asserted.
"""

from __future__ import annotations

import time

import httpx

from bench.live_app import percentile
from bench.timing import Report

SEARCHES: tuple[dict[str, str], ...] = (
    {"q": "quiet apartment near the beach"},
    {"q": "loft with a rooftop terrace", "location": "New York"},
    {"q": "family house with a garden", "min_bedrooms": "3"},
    {"q": "Ribeira", "location": "Porto"},
    {"q": "apartamento perto da praia", "location": "Rio De Janeiro", "max_price": "400"},
    {"q": "cozy place for a weekend", "amenities": "Wifi", "min_rating": "4.5"},
    {"q": "Copacabana"},
    {"q": "modern flat with a view", "location": "Edinburgh", "max_price": "200"},
)
ROUNDS = 20


def run(base_url: str, report: Report = print) -> None:
    with httpx.Client(base_url=base_url, timeout=30) as client:
        for params in SEARCHES:  # warm-up: load the catalog and embed each query once
            client.get("/api/search", params=params).raise_for_status()
        latencies: list[float] = []
        for _ in range(ROUNDS):
            for params in SEARCHES:
                started = time.perf_counter()
                client.get("/api/search", params=params).raise_for_status()
                latencies.append((time.perf_counter() - started) * 1000)
    report(
        f"GET /api/search (hybrid, k=12) over HTTP: p50 {percentile(latencies, 50):.1f} ms, "
        f"p95 {percentile(latencies, 95):.1f} ms over {len(latencies)} requests"
    )
