"""What a remembered sentence means for a search: the filters it implies.

The filters are read from the memory's own words with the chat's intent parser, whoever wrote the
sentence (the rule extractor, the language model, the visitor editing it on the memory panel), and
only for the keys that shape a search. So a memory can add "Pets allowed" because it says "dog",
never because a caller handed in a filter.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from language import parse_utterance
from language.vocabulary import fold

# The keys whose memories quietly shape a search the visitor has not specified, in the order they
# apply: a trip first, as it names the market whose currency a remembered budget is converted to.
SEARCH_SHAPING_KEYS: tuple[str, ...] = (
    "trip",
    "pets",
    "budget",
    "travel_party",
    "bedrooms",
    "host_preference",
    "accessibility",
    "room_type",
    "property_type",
    "workspace",
    "cooking",
    "parking",
    "must_have",
    "noise",
)
PETS_ALLOWED = "Pets allowed"
WORKSPACE = "Laptop friendly workspace"
ACCESSIBILITY_AMENITIES: tuple[str, ...] = ("Wheelchair accessible", "Step-free access", "Elevator")
# Amenities needed at every stay get a key of their own when a habit explains them.
_AMENITY_KEY = {
    PETS_ALLOWED: "pets",
    WORKSPACE: "workspace",
    "Kitchen": "cooking",
    "Free parking on premises": "parking",
    "Free street parking": "parking",
    **dict.fromkeys(ACCESSIBILITY_AMENITIES, "accessibility"),
}
AMENITY_KEYS = frozenset({"cooking", "parking", "must_have"})
# What a memory adds to the semantic query: "quiet" for a light sleeper.
QUERY_WORDS = {"noise": "quiet"}


def amenity_key(amenity: str) -> str:
    """The memory key that holds a need for ``amenity`` ("Kitchen" -> cooking)."""
    return _AMENITY_KEY.get(amenity, "must_have")


# "Does not travel with pets any more": the parser only lifts a filter named right after "not".
_NEGATION = re.compile(
    r"\b(?:no|not|never|without|don't|doesn't|no longer|any more|anymore|sin|sem|nao|nunca"
    r"|ya no|ninguna?|nenhuma?)\b"
)


@dataclass(frozen=True)
class Implication:
    filters: dict[str, Any] = field(default_factory=dict)
    price_currency: str | None = None  # the currency a remembered budget was stated in
    query: str = ""  # words for the semantic query ("quiet")


def implied_by(key: str, content: str) -> Implication:
    """The search filters (and semantic words) a memory with ``key`` and ``content`` implies."""
    if key not in SEARCH_SHAPING_KEYS:
        return Implication()
    parsed = parse_utterance(content)
    amenities = [a for a in parsed.amenities if a not in parsed.removed_amenities]
    if key == "pets" and PETS_ALLOWED in amenities and not _NEGATION.search(fold(content)):
        return Implication({"amenities": [PETS_ALLOWED]})
    if key == "accessibility":
        needed = [a for a in amenities if a in ACCESSIBILITY_AMENITIES]
        return Implication({"amenities": needed} if needed else {})
    if key == "budget" and parsed.settings.get("max_price"):
        if parsed.money and parsed.money.currency == "":
            return Implication()  # "1,500 tala a night": a currency with no rate sets no price
        # the currency the amount was read in; a lasting budget in bare dollars is in US dollars,
        # as no market was searched when it was said
        said_in = (parsed.money.currency if parsed.money else None) or None
        currency = "USD" if said_in == "DOLLAR" else said_in
        return Implication({"max_price": parsed.settings["max_price"]}, currency)
    if key == "travel_party" and parsed.settings.get("min_accommodates"):
        return Implication({"min_accommodates": parsed.settings["min_accommodates"]})
    if key == "bedrooms" and parsed.settings.get("min_bedrooms"):
        return Implication({"min_bedrooms": parsed.settings["min_bedrooms"]})
    if key == "host_preference" and parsed.settings.get("superhost_only"):
        return Implication({"superhost_only": True})
    if key == "trip" and parsed.settings.get("location"):
        return Implication({"location": parsed.settings["location"]})
    if key == "room_type" and parsed.settings.get("room_type"):
        return Implication({"room_type": parsed.settings["room_type"]})
    if key == "property_type" and parsed.settings.get("property_type"):
        return Implication({"property_type": parsed.settings["property_type"]})
    needed = [a for a in amenities if amenity_key(a) == key]
    if needed and key in {*AMENITY_KEYS, "workspace"}:
        return Implication({"amenities": needed})
    if key in QUERY_WORDS:
        return Implication(query=QUERY_WORDS[key])
    return Implication()
