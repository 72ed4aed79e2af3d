"""The text a listing is embedded from.

The facts a visitor searches by (kind of place, size, where, amenities) come first and the host's
prose last, capped, so a model that truncates long inputs loses the tail of the prose rather
than the facts. The same listing always gives the same text: shipped vectors are matched to
listings by a hash of it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

LONG_TEXT_LIMIT = 1000


def listing_text(listing: Mapping[str, Any]) -> str:
    """Name, kind of place and location, amenities, and summary of a listing, one per line."""
    lines = [
        _clean(listing.get("name")),
        ", ".join(part for part in (_kind_of_place(listing), _place(listing)) if part),
        _amenities(listing),
        _capped(_clean(listing.get("summary")) or _clean(listing.get("description"))),
    ]
    return "\n".join(line for line in lines if line)


def _kind_of_place(listing: Mapping[str, Any]) -> str:
    property_type = _clean(listing.get("property_type"))
    if property_type in ("", "Other"):
        property_type = _clean(listing.get("property_type_source")) or property_type
    parts = [property_type, _clean(listing.get("room_type")).lower(), _bedrooms(listing)]
    return ", ".join(part for part in parts if part)


def _bedrooms(listing: Mapping[str, Any]) -> str:
    bedrooms = listing.get("bedrooms")
    if bedrooms is None:
        return ""
    if bedrooms == 0:
        return "studio"
    return f"{bedrooms} bedroom" if bedrooms == 1 else f"{bedrooms} bedrooms"


def _place(listing: Mapping[str, Any]) -> str:
    address = listing.get("address") or {}
    parts: list[str] = []
    for key in ("neighbourhood", "market", "country"):
        part = _clean(address.get(key))
        # "Hong Kong, Hong Kong" says nothing twice.
        if part and (not parts or parts[-1].casefold() != part.casefold()):
            parts.append(part)
    return f"in {', '.join(parts)}" if parts else ""


def _amenities(listing: Mapping[str, Any]) -> str:
    amenities = listing.get("amenities") or []
    return f"Amenities: {', '.join(amenities)}" if amenities else ""


def _capped(text: str) -> str:
    if len(text) <= LONG_TEXT_LIMIT:
        return text
    cut = text[:LONG_TEXT_LIMIT].rsplit(" ", 1)[0]
    return f"{cut.rstrip(' ,.;:')}…"


def _clean(value: Any) -> str:
    return " ".join(str(value).split()) if value is not None else ""
