"""Where a listing is, next to the places a question names: "is it near the beach?", "which one
is closest to the castle?", "that one in Leith".

Distances are great-circle, from the listing's own coordinates to a place of the gazetteer in
its market. "The beach" and "the sea" mean the market's nearest beach.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from language.lexicon import BEACH_WORDS, NEAR_WORDS
from language.places import Place, all_places, place_by_name
from language.vocabulary import fold

_WORD = re.compile(r"[^\W\d_]+")
# Places that are districts: a listing is "in" them ("that one in Leith").
AREA_KINDS = frozenset({"neighbourhood", "centre"})
AREA_PREPOSITIONS = ("in", "en", "em", "no", "na", "de", "do", "da", "at")


@dataclass(frozen=True)
class Target:
    """What a question measures from: one place, or the market's beaches."""

    label: str  # the place's name, or the visitor's own word for the sea ("beach", "playa")
    places: tuple[Place, ...]

    def distance_km(self, listing: Mapping[str, Any]) -> float | None:
        """How far the listing is from the nearest of the target's places; None without its
        coordinates."""
        lat, lon = listing.get("lat"), listing.get("lon")
        if not self.places or not isinstance(lat, int | float) or not isinstance(lon, int | float):
            return None
        return min(place.distance_km(lat, lon) for place in self.places)

    def reach_km(self) -> float:
        """How far "near" reaches for this target."""
        return max((place.radius_km for place in self.places), default=0.0)


def asks_near(text: str) -> bool:
    """Whether a question asks how close something is."""
    return bool(set(_WORD.findall(fold(text))) & NEAR_WORDS)


def target_in(text: str, market: str, near: str | None = None) -> Target | None:
    """The place the question measures from: a landmark, beach, station or airport of
    ``market`` it names, else the sea when it names the sea, else a district it names ("is it
    near Leith?"), else the search's ``near`` place."""
    named = places_named_in(text, market)
    landmark = next((place for place in named if place.kind not in AREA_KINDS), None)
    if landmark is not None:
        return Target(landmark.name, (landmark,))
    beach_word = next((word for word in _WORD.findall(fold(text)) if word in BEACH_WORDS), None)
    if beach_word is not None:
        beaches = (place for place in all_places() if place.market == market)
        return Target(beach_word, tuple(place for place in beaches if place.kind == "beach"))
    area = named[0] if named else place_by_name(near) if near else None
    return Target(area.name, (area,)) if area is not None else None


def area_named_in(text: str, market: str) -> Target | None:
    """The district a question places a listing in ("that one in Leith", "el de Ribeira")."""
    folded = f" {' '.join(_WORD.findall(fold(text)))} "
    for place in places_named_in(text, market):
        if place.kind in AREA_KINDS and any(
            f" {preposition} {label} " in folded
            for preposition in AREA_PREPOSITIONS
            for label, labelled in _labels(market)
            if labelled == place
        ):
            return Target(place.name, (place,))
    return None


def places_named_in(text: str, market: str) -> list[Place]:
    """The places of ``market`` the text names, by any of their names, longest names first."""
    folded = f" {' '.join(_WORD.findall(fold(text)))} "
    named: list[Place] = []
    for label, place in _labels(market):
        if f" {label} " in folded and place not in named:
            named.append(place)
    return named


def market_of(results: list[Mapping[str, Any]]) -> str:
    """The market most of the results are in."""
    markets = [str(result.get("market") or "") for result in results]
    return max(set(markets), key=markets.count) if markets else ""


@cache
def _labels(market: str) -> tuple[tuple[str, Place], ...]:
    """Each place of the market by its folded names, longest first, so "Leith Walk" wins over
    "Leith"."""
    labels = {
        " ".join(_WORD.findall(fold(label))): place
        for place in all_places()
        if place.market == market
        for label in (place.name, *place.aliases)
    }
    return tuple(sorted(labels.items(), key=lambda item: -len(item[0])))
