"""The search a visitor is building across turns, and how each new utterance changes it.

A turn either refines the active search ("only superhosts", "what about Porto instead?",
"forget the budget") or starts a new one ("start over: ...", or a fresh request for listings
somewhere else). Refinements keep every filter the turn does not touch.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from language.parser import ParsedUtterance, parse_utterance

PLACE_KEYS = ("location", "country")
# The filters a bare number can adjust ("make it 4"), with the values that make sense for each.
NUMBER_KEYS = ("min_bedrooms", "min_accommodates", "min_price", "max_price", "min_rating")


@dataclass
class TurnIntent:
    """What one visitor turn means for the search.

    ``filters`` is the complete set of active filters after the turn. ``changed`` holds the
    keys that were added or got a new value, ``removed`` the keys that were active before and
    are not any more. ``query`` holds this turn's words that carry no filter, for semantic search.
    """

    filters: dict[str, Any]
    changed: set[str] = field(default_factory=set)
    removed: set[str] = field(default_factory=set)
    query: str = ""
    reset: bool = False
    unknown_places: list[str] = field(default_factory=list)
    currency: str | None = None


class SearchIntentState:
    """The active filters of one conversation, updated turn by turn."""

    def __init__(self, filters: dict[str, Any] | None = None) -> None:
        self._filters = _copy_filters(filters or {})
        self._query = ""
        self._last_number_key: str | None = None

    @property
    def filters(self) -> dict[str, Any]:
        return _copy_filters(self._filters)

    @property
    def query(self) -> str:
        """The semantic words still in force: kept across refinements, dropped on a new search."""
        return self._query

    def apply(self, utterance: str) -> TurnIntent:
        parsed = parse_utterance(utterance)
        before = self._filters
        starts_over = parsed.reset or self._is_new_request(parsed)
        if starts_over:
            self._last_number_key = None
        else:
            self._apply_bare_number(parsed)
        after = _merge({} if starts_over else before, parsed)
        self._filters = after
        self._remember_number_key(parsed)
        if starts_over:
            self._query = parsed.query
        elif parsed.query:
            self._query = f"{self._query} {parsed.query}".strip()
        return TurnIntent(
            filters=_copy_filters(after),
            changed={key for key, value in after.items() if not _same(before.get(key), value)},
            removed=set(before) - set(after),
            query=parsed.query,
            reset=starts_over,
            unknown_places=parsed.unknown_places,
            currency=parsed.currency,
        )

    def _is_new_request(self, parsed: ParsedUtterance) -> bool:
        """A full request for another place ("apartments in New York") replaces the search.

        A bare place or a turn with a refinement cue ("what about Porto instead?", "and in
        Rio?") only moves the search; a request that names another place together with what
        to look for ("find me...", a property or room type) is a new search.
        """
        current = {key: self._filters.get(key) for key in PLACE_KEYS}
        named = {key: parsed.settings.get(key) for key in PLACE_KEYS}
        if not any(named.values()) or not any(current.values()) or named == current:
            return False
        if parsed.is_refinement:
            return False
        describes_listing = "property_type" in parsed.settings or "room_type" in parsed.settings
        return parsed.is_request or describes_listing

    def _apply_bare_number(self, parsed: ParsedUtterance) -> None:
        """ "3 bedrooms" ... "actually, make it 4": a lone number adjusts the number set last."""
        key, number = self._last_number_key, parsed.bare_number
        if key is None or number is None or any(k in parsed.settings for k in NUMBER_KEYS):
            return
        if key == "min_rating":
            if 0 < number <= 5:
                parsed.settings[key] = number
        elif key in ("min_bedrooms", "min_accommodates"):
            if isinstance(number, int) and number > 0:
                parsed.settings[key] = number
        else:
            parsed.settings[key] = number

    def _remember_number_key(self, parsed: ParsedUtterance) -> None:
        keys = [key for key in NUMBER_KEYS if key in parsed.settings]
        if keys:
            self._last_number_key = keys[0] if len(keys) == 1 else None


def _merge(filters: dict[str, Any], parsed: ParsedUtterance) -> dict[str, Any]:
    """The filters after one utterance; removals go first, so "no budget, under 90" sets 90."""
    merged = _copy_filters(filters)
    for key in parsed.cleared:
        merged.pop(key, None)
    settings = dict(parsed.settings)
    if "location" in settings:
        merged.pop("country", None)
    elif "country" in settings:
        merged.pop("location", None)
    _drop_contradicted_price_bound(merged, settings)
    merged.update(settings)
    amenities = [a for a in merged.get("amenities", []) if a not in parsed.removed_amenities]
    amenities += [a for a in parsed.amenities if a not in amenities]
    if amenities:
        merged["amenities"] = amenities
    else:
        merged.pop("amenities", None)
    return merged


def _drop_contradicted_price_bound(filters: dict[str, Any], settings: dict[str, Any]) -> None:
    """ "under 100" after "over 150" replaces the search's price range rather than emptying it."""
    new_max, new_min = settings.get("max_price"), settings.get("min_price")
    if new_max is not None and new_min is None and filters.get("min_price", 0) > new_max:
        filters.pop("min_price")
    if new_min is not None and new_max is None and filters.get("max_price", new_min) < new_min:
        filters.pop("max_price")


def _same(before: Any, after: Any) -> bool:
    if isinstance(before, list) and isinstance(after, list):
        return set(before) == set(after)
    return before == after


def _copy_filters(filters: dict[str, Any]) -> dict[str, Any]:
    return {
        key: list(value) if isinstance(value, list) else value
        for key, value in filters.items()
        if value is not None and value != []
    }
