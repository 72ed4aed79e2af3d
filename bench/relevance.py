"""Relevance of hybrid search in English, Spanish and Portuguese: precision at 10 per language.

The same need ("near the subway", "cerca del metro", "perto do metrô") is searched in one market
in each language. A result counts as relevant when the listing's own text says so: one of the
need's evidence words (in any of the three languages, whole words after folding) appears in its
name, summary, description, neighbourhood or amenities. Figures are printed, never asserted.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bench.timing import Report
from language.vocabulary import fold
from rentals import repository
from rentals.filters import SearchFilters
from rentals.search.service import search_rentals

K = 10
LANGUAGES = ("en", "es", "pt")
MARKETS = ("Edinburgh", "Hong Kong", "Brisbane", "Antwerp", "Victoria", "Jersey City")


@dataclass(frozen=True)
class Need:
    """One thing a visitor looks for, asked in three languages, and the words that show it."""

    asked: Mapping[str, str]
    evidence: Sequence[str]


NEEDS = (
    Need(
        {"en": "near the subway", "es": "cerca del metro", "pt": "perto do metrô"},
        ("subway", "metro", "mtr", "station", "train", "tram", "estacion", "estacao"),
    ),
    Need(
        {"en": "with a garden", "es": "con jardín", "pt": "com jardim"},
        ("garden", "gardens", "backyard", "yard", "jardin", "jardim", "tuin"),
    ),
    Need(
        {"en": "for a big family", "es": "para una familia grande", "pt": "para família grande"},
        ("family", "families", "kids", "children", "familia", "ninos", "criancas"),
    ),
    Need(
        {"en": "a quiet place", "es": "un sitio tranquilo", "pt": "um lugar sossegado"},
        ("quiet", "peaceful", "tranquil", "calm", "tranquilo", "silencioso", "sossegado"),
    ),
    Need(
        {"en": "with a sea view", "es": "con vistas al mar", "pt": "com vista para o mar"},
        ("sea", "ocean", "harbour", "harbor", "bay", "waterfront", "mar", "oceano"),
    ),
    Need(
        {
            "en": "close to restaurants and bars",
            "es": "cerca de restaurantes y bares",
            "pt": "perto de restaurantes e bares",
        },
        ("restaurant", "restaurants", "bar", "bars", "cafe", "cafes", "restaurantes", "bares"),
    ),
    Need(
        {"en": "with a swimming pool", "es": "con piscina", "pt": "com piscina"},
        ("pool", "swimming", "piscina"),
    ),
    Need(
        {"en": "with free parking", "es": "con aparcamiento gratis", "pt": "com estacionamento"},
        ("parking", "garage", "aparcamiento", "estacionamiento", "estacionamento", "garagem"),
    ),
)


def run(report: Report = print) -> None:
    precision: dict[str, list[float]] = {language: [] for language in LANGUAGES}
    for market in MARKETS:
        for need in NEEDS:
            for language in LANGUAGES:
                precision[language].append(_precision_at_k(need, language, market))
    english = sum(precision["en"]) / len(precision["en"])
    report(
        f"Hybrid search, {len(NEEDS)} needs x {len(MARKETS)} markets, precision at {K} "
        "(a result is relevant when its own text says so):"
    )
    for language in LANGUAGES:
        mean = sum(precision[language]) / len(precision[language])
        report(
            f"  {language}: {mean * 100:.1f}% ({mean / english * 100:.0f}% of English)"
            if english
            else f"  {language}: {mean * 100:.1f}%"
        )


def _precision_at_k(need: Need, language: str, market: str) -> float:
    page = search_rentals(need.asked[language], SearchFilters(location=market), limit=K)
    if not page.results:
        return 0.0
    listings = repository.listings().find({"_id": {"$in": [r.id for r in page.results]}})
    evidence = re.compile(rf"\b(?:{'|'.join(map(re.escape, need.evidence))})\b")
    relevant = sum(1 for listing in listings if evidence.search(_listing_text(listing)))
    return relevant / K


def _listing_text(listing: Mapping[str, Any]) -> str:
    address = listing.get("address") or {}
    parts = [
        listing.get("name"),
        listing.get("summary"),
        listing.get("description"),
        listing.get("neighborhood_overview"),
        address.get("neighbourhood"),
        " ".join(listing.get("amenities") or []),
    ]
    return fold(" ".join(part for part in parts if isinstance(part, str)))
