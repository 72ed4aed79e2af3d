"""``SearchFilters``: the single definition of a rental search's filters.

The browse form, the URL, the REST API and the agent all build one of these, and every backend
reads it: ``to_mongo_filter()`` for MongoDB (also valid as an Atlas ``$vectorSearch`` pre-filter),
``matches()`` as the plain-Python reference, and the local catalog's vectorised mask. Values are
canonical (``language.vocabulary``): aliases, neighbourhoods and everyday words resolve on input,
and anything that cannot resolve is a validation error that names the field and suggests the
closest valid value.

Prices are in the listing's local currency (EUR in Porto, HKD in Hong Kong), as people say them.
A minimum (bedrooms, guests, rating, price) never matches a listing where that value is unknown,
exactly as a MongoDB range query does not match a missing or null field.
"""

from __future__ import annotations

import difflib
import math
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Annotated, Any, Literal, Self

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    ValidationInfo,
    field_validator,
    model_validator,
)
from pydantic_core import PydanticCustomError

from language.interface_text import text
from language.page_language import ENGLISH, Language
from language.places import (
    EARTH_RADIUS_KM,
    Place,
    all_places,
    distance_label,
    place_by_name,
    place_on_the_map,
)
from language.value_names import value_name
from language.vocabulary import (
    AMENITIES,
    COUNTRIES,
    MARKET_ALIASES,
    MARKETS,
    MARKETS_BY_NAME,
    PROPERTY_TYPES,
    ROOM_TYPES,
    fold,
    resolve_market,
)
from rentals.normalise import canonical_amenities_of, canonical_property_type

MAX_STARS = 5.0
# Beyond any listing, well inside the 64-bit integers MongoDB compares.
MAX_BEDROOMS = 50
MAX_GUESTS = 100
# Farther than any market reaches from its middle: "near" beyond this is not near anything.
MAX_WITHIN_KM = 50.0
# How alike (difflib ratio) a misspelling must be to a valid value to be suggested: close enough
# for "wiifi" → Wifi and "Sidney" → Sydney, not "Paris" → Maui.
SUGGESTION_CUTOFF = 0.75
# Bounds on what a request may name, so validating one costs microseconds whatever is sent: every
# amenity once (the vocabulary has 30), and names far longer than any market, type or amenity.
MAX_AMENITIES = len(AMENITIES)
MAX_NAME_CHARS = 100

# Everyday words for canonical values, beyond the spellings the normaliser already understands.
# Keys are compared in their ``_key`` form (folded, letters and digits only).
AMENITY_WORDS: dict[str, str] = {
    "internet": "Wifi",
    "ac": "Air conditioning",
    "aircon": "Air conditioning",
    "air con": "Air conditioning",
    "jacuzzi": "Hot tub",
    "spa": "Hot tub",
    "pet friendly": "Pets allowed",
    "pets": "Pets allowed",
    "dog": "Pets allowed",
    "dogs": "Pets allowed",
    "parking": "Free parking on premises",
    "street parking": "Free street parking",
    "washing machine": "Washer",
    "piscina": "Pool",
    "swimming pool": "Pool",
    "fireplace": "Indoor fireplace",
    "bbq": "BBQ grill",
    "barbecue": "BBQ grill",
    "workspace": "Laptop friendly workspace",
    "desk": "Laptop friendly workspace",
    "kid friendly": "Family/kid friendly",
    "family friendly": "Family/kid friendly",
    "wheelchair": "Wheelchair accessible",
    "television": "TV",
}
PROPERTY_TYPE_WORDS: dict[str, str] = {
    "flat": "Apartment",
    "apt": "Apartment",
    "apartamento": "Apartment",
    "appartement": "Apartment",
    "piso": "Apartment",
    "condo": "Condominium",
    "b&b": "Bed and breakfast",
    "bnb": "Bed and breakfast",
    "guest house": "Guesthouse",
    "townhome": "Townhouse",
}
ROOM_TYPE_WORDS: dict[str, str] = {
    "entire home": "Entire home/apt",
    "entire place": "Entire home/apt",
    "whole place": "Entire home/apt",
    "entire apartment": "Entire home/apt",
    "private": "Private room",
    "room": "Private room",
    "shared": "Shared room",
}
COUNTRY_WORDS: dict[str, str] = {
    "usa": "United States",
    "united states of america": "United States",
    "america": "United States",
    "uk": "United Kingdom",
    "great britain": "United Kingdom",
    "britain": "United Kingdom",
    "scotland": "United Kingdom",
} | {market.country_code.lower(): market.country for market in MARKETS}


class SearchFilters(BaseModel):
    """What a visitor asked for; every field is optional and all set fields must hold.

    Each field is a row of ``FILTER_FIELDS`` (below), which says which document path it filters,
    with which operator, and how its value is checked; the MongoDB filter, the Atlas Search
    clauses and the local catalog's mask are all compiled from that table.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    location: str | None = Field(default=None, max_length=MAX_NAME_CHARS)
    country: str | None = Field(default=None, max_length=MAX_NAME_CHARS)
    min_price: float | None = None
    max_price: float | None = None
    min_bedrooms: int | None = None
    min_accommodates: int | None = None
    property_type: str | None = Field(default=None, max_length=MAX_NAME_CHARS)
    room_type: str | None = Field(default=None, max_length=MAX_NAME_CHARS)
    superhost_only: bool = False
    amenities: list[Annotated[str, Field(max_length=MAX_NAME_CHARS)]] = Field(
        default=[], max_length=MAX_AMENITIES
    )
    min_rating: float | None = None
    near: str | None = Field(default=None, max_length=MAX_NAME_CHARS)
    within_km: float | None = None
    bbox: tuple[float, float, float, float] | None = None

    # --- validation ----------------------------------------------------------------------------

    @model_validator(mode="before")
    @classmethod
    def _known_filter_names(cls, values: Any) -> Any:
        if isinstance(values, Mapping):
            for name in values:
                if name not in cls.model_fields:
                    raise _unknown("filter", str(name), _FILTER_NAMES, "Filters")
        return values

    @field_validator("*", mode="before")
    @classmethod
    def _blank_is_unset(cls, value: Any, info: ValidationInfo) -> Any:
        # Forms and URLs send "" for a field left empty.
        if isinstance(value, str) and not value.strip() and info.field_name != "amenities":
            return None
        prepare = FILTER_FIELDS_BY_NAME[str(info.field_name)].prepare
        return value if prepare is None or value is None else prepare(value)

    @field_validator("*")
    @classmethod
    def _checked(cls, value: Any, info: ValidationInfo) -> Any:
        check = FILTER_FIELDS_BY_NAME[str(info.field_name)].check
        return value if check is None or value is None else check(value, info)

    @model_validator(mode="after")
    def _filters_agree(self) -> Self:
        if self.location and self.country:
            market_country = MARKETS_BY_NAME[self.location].country
            if market_country != self.country:
                raise PydanticCustomError(
                    "location_country",
                    "location '{location}' is in {market_country} but country is '{country}'; "
                    "set one or the other.",
                    {
                        "location": self.location,
                        "market_country": market_country,
                        "country": self.country,
                    },
                )
        place = self.place()
        if place is not None and self.location and place.market != self.location:
            raise PydanticCustomError(
                "location_near",
                "near '{near}' is in {market} but location is '{location}'; set one or the other.",
                {"near": place.name, "market": place.market, "location": self.location},
            )
        return self

    # --- reading ------------------------------------------------------------------------------

    def is_empty(self) -> bool:
        return not self.active()

    def active(self) -> dict[str, Any]:
        """Only the filters that are set, keyed by field name (the eval's canonical keys)."""
        return {
            name: value
            for name, value in self.model_dump().items()
            if value is not None and value is not False and value != []
        }

    def place(self) -> Place | None:
        """The place of ``near``, with its centre and radius."""
        return place_by_name(self.near) if self.near else None

    def radius_km(self) -> float:
        """How far from ``near`` a listing may be: ``within_km``, or the place's own radius."""
        if self.within_km is not None:
            return self.within_km
        place = self.place()
        return place.radius_km if place is not None else 0.0

    def describe_near(self, language: Language = ENGLISH) -> str:
        """ "within 1.2 km of Bondi Beach" (or only "within 2 km" without a place)."""
        distance = distance_label(self.radius_km())
        if self.near:
            return text("filter.within_of", language, distance=distance, place=self.near)
        return text("filter.within", language, distance=distance)

    def local_currency(self) -> str | None:
        """The currency prices are compared in, when the filters pin down one market or country."""
        market = self.location or (place.market if (place := self.place()) else None)
        if market:
            return MARKETS_BY_NAME[market].currency
        if self.country:
            currencies = {m.currency for m in MARKETS if m.country == self.country}
            if len(currencies) == 1:
                return currencies.pop()
        return None

    def describe(self, language: Language = ENGLISH) -> list[str]:
        """Short human labels, one per active filter ("Porto", "under 120 EUR", "Pool", "4.5★+"),
        in ``language`` (interface texts, and filter values by their names in it)."""
        chips: list[str] = []
        if self.location:
            chips.append(self.location)
        if self.country:
            chips.append(self.country)
        price = price_range_label(self.min_price, self.max_price, self.local_currency(), language)
        if price:
            chips.append(price)
        if self.min_bedrooms is not None:
            chips.append(text("filter.bedrooms", language, self.min_bedrooms))
        if self.min_accommodates is not None:
            chips.append(text("filter.guests", language, self.min_accommodates))
        if self.property_type:
            chips.append(value_name(self.property_type, language))
        if self.room_type:
            chips.append(value_name(self.room_type, language))
        if self.superhost_only:
            chips.append(text("filter.superhosts", language))
        chips.extend(value_name(amenity, language) for amenity in self.amenities)
        if self.min_rating is not None:
            chips.append(f"{format_number(self.min_rating)}★+")
        if self.near or self.within_km is not None:
            chips.append(self.describe_near(language))
        if self.bbox:
            chips.append(text("filter.map_area", language))
        return chips

    # --- compiling ----------------------------------------------------------------------------

    def criteria(self) -> list[tuple[FilterField, Any]]:
        """Each active filter's row with the value its operator compares against (a ``Circle``
        for ``near``, a ``Box`` for ``bbox``); every backend compiles these."""
        found: list[tuple[FilterField, Any]] = []
        for field in FILTER_FIELDS:
            value = getattr(self, field.name)
            if field.operator == "radius" or value is None or value is False or value == []:
                continue
            if field.operator == "near":
                place = self.place()
                assert place is not None  # validated: near names a place
                value = Circle(place.lon, place.lat, self.radius_km())
            elif field.operator == "in_box":
                value = Box(*value)
            found.append((field, value))
        return found

    def to_mongo_filter(self, *, geometry: bool = True) -> dict[str, Any]:
        """A MongoDB query using only operators Atlas accepts in a ``$vectorSearch`` pre-filter,
        plus the ``$geoWithin`` clauses of ``near`` and ``bbox`` unless ``geometry`` is False
        (``$vectorSearch`` cannot pre-filter on geometry: Atlas applies those after it).

        ``$eq`` on the array field ``amenities`` matches a listing having that amenity, so
        "all of these amenities" is an ``$and`` of ``$eq`` clauses (``$all`` is not allowed
        there).
        """
        clauses = [
            clause
            for field, value in self.criteria()
            if geometry or field.operator not in GEO_OPERATORS
            for clause in _mongo_clauses(field, value)
        ]
        if not clauses:
            return {}
        if len(clauses) == 1:
            return clauses[0]
        return {"$and": clauses}

    def geo_filter(self) -> dict[str, Any]:
        """Only the ``$geoWithin`` clauses (``near``, ``bbox``): what Atlas ``$match``es after a
        ``$vectorSearch``."""
        clauses = [
            clause
            for field, value in self.criteria()
            if field.operator in GEO_OPERATORS
            for clause in _mongo_clauses(field, value)
        ]
        return {"$and": clauses} if len(clauses) > 1 else (clauses[0] if clauses else {})

    # --- URLs and changes ---------------------------------------------------------------------

    @classmethod
    def from_query(cls, params: Mapping[str, Any]) -> SearchFilters:
        """Filters from URL query parameters (a Django ``QueryDict`` or a plain mapping).

        Repeated ``amenities`` parameters add up, empty values are ignored and parameters that
        are not filters (``q``, ``sort``, ``page``...) are left for the caller.
        """
        values: dict[str, Any] = {}
        for name in cls.model_fields:
            given = [value for value in _all_values(params, name) if value.strip()]
            if not given:
                continue
            values[name] = given if name == "amenities" else given[-1]
        return cls.model_validate(values)

    def to_query(self) -> list[tuple[str, str]]:
        """The active filters as query parameters; ``from_query`` reads them back unchanged."""
        pairs: list[tuple[str, str]] = []
        for name, value in self.active().items():
            if name == "amenities":
                pairs.extend(("amenities", amenity) for amenity in value)
            elif isinstance(value, bool):
                pairs.append((name, "true"))
            elif isinstance(value, float):
                pairs.append((name, format_number(value)))
            elif name == "bbox":
                pairs.append((name, ",".join(format_number(edge) for edge in value)))
            else:
                pairs.append((name, str(value)))
        return pairs

    def merged(self, **changes: Any) -> SearchFilters:
        """A copy with some filters changed (``None`` unsets one), validated again."""
        return type(self).model_validate(self.model_dump() | changes)


def filter_errors(error: ValidationError) -> list[tuple[str, str]]:
    """``(field, message)`` for each problem ``SearchFilters`` validation found. A problem with a
    combination of filters (location against country) belongs to no one field: it is "filters"."""
    return [
        (str(item["loc"][0]) if item["loc"] else "filters", item["msg"]) for item in error.errors()
    ]


def price_range_label(
    minimum: float | None,
    maximum: float | None,
    currency: str | None = None,
    language: Language = ENGLISH,
) -> str:
    """ "under 120 EUR", "over 50", "50–120 EUR", or "" when there is no price filter."""
    unit = f" {currency}" if currency else ""
    low = format_number(minimum) if minimum is not None else ""
    high = format_number(maximum) if maximum is not None else ""
    if low and high:
        return text("filter.range", language, minimum=low, maximum=high, unit=unit)
    if high:
        return text("filter.under", language, maximum=high, unit=unit)
    if low:
        return text("filter.over", language, minimum=low, unit=unit)
    return ""


def format_number(value: float) -> str:
    """120.0 as "120", 4.5 as "4.5": how people write prices and stars."""
    return f"{value:g}" if float(value).is_integer() else f"{value:.10g}"


def _key(text: str) -> str:
    """A spelling-insensitive key: "Wi-Fi", "wifi" and "WIFI" all become "wifi"."""
    return re.sub(r"[^a-z0-9&]+", "", fold(text))


def _keys(choices: Iterable[str], words: Mapping[str, str]) -> dict[str, str]:
    """The canonical value of each choice and word, by its key (a choice wins over a word)."""
    return {_key(word): canonical for word, canonical in words.items()} | {
        _key(choice): choice for choice in choices
    }


def _resolve(label: str, value: str, lookup: Mapping[str, str]) -> str:
    canonical = lookup.get(_key(value))
    if canonical is None:
        raise _unknown(label, value, lookup, label.capitalize() + "s")
    return canonical


def _canonical_amenity(name: str) -> str:
    key = _key(name)
    if key in _AMENITY_EXACT:
        return _AMENITY_EXACT[key]
    if key in _AMENITY_KEYS:
        return _AMENITY_KEYS[key]
    # The normaliser's rules know the source spellings ("Wireless Internet", "Private pool").
    found = canonical_amenities_of(name)
    if len(found) == 1:
        return found.pop()
    raise _unknown("amenity", name, _AMENITY_EXACT | _AMENITY_KEYS, "Amenities")


# Built once: a request may name up to MAX_AMENITIES amenities, each looked up here.
_AMENITY_KEYS: dict[str, str] = {_key(word): canonical for word, canonical in AMENITY_WORDS.items()}
_AMENITY_EXACT: dict[str, str] = {_key(amenity): amenity for amenity in AMENITIES}


# Built once, like the amenities': every search a turn makes validates its filters.
_COUNTRY_KEYS = _keys(COUNTRIES, COUNTRY_WORDS)
_PROPERTY_TYPE_KEYS = _keys(PROPERTY_TYPES, PROPERTY_TYPE_WORDS)
_ROOM_TYPE_KEYS = _keys(ROOM_TYPES, ROOM_TYPE_WORDS)

_LOCATION_NAMES: dict[str, str] = {_key(market.name): market.name for market in MARKETS} | {
    _key(alias): market for alias, market in MARKET_ALIASES.items()
}


def _unknown(label: str, value: str, lookup: Mapping[str, str], plural: str) -> PydanticCustomError:
    """ "Unknown amenity 'wiifi'. Did you mean 'Wifi'?", or the list of valid values."""
    close = difflib.get_close_matches(_key(value), list(lookup), n=1, cutoff=SUGGESTION_CUTOFF)
    if close:
        return PydanticCustomError(
            "unknown_value",
            "Unknown {label} '{value}'. Did you mean '{suggestion}'?",
            {"label": label, "value": value, "suggestion": lookup[close[0]]},
        )
    valid = ", ".join(dict.fromkeys(lookup.values()))
    return PydanticCustomError(
        "unknown_value",
        "Unknown {label} '{value}'. {plural}: {valid}.",
        {"label": label, "value": value, "plural": plural, "valid": valid},
    )


def _at_least(field: str, value: Any, minimum: float, wanted: str) -> Any:
    if value is None:
        return None
    if not math.isfinite(value) or value < minimum:
        raise PydanticCustomError(
            "out_of_range",
            "{field} must be {wanted}, got {value}.",
            {"field": field, "wanted": wanted, "value": format_number(value)},
        )
    return value


def _within(field: str, value: int | None, minimum: int, maximum: int, wanted: str) -> int | None:
    """``value`` between ``minimum`` and ``maximum``; ``wanted`` words the minimum."""
    if value is None:
        return None
    # str(), not format_number(): an integer too big for a float cannot be formatted as one.
    shown = str(value) if len(str(value)) <= 20 else f"{str(value)[:17]}…"
    if value < minimum:
        message = "{field} must be {wanted}, got {value}."
    elif value > maximum:
        message = "{field} must be at most {maximum}, got {value}."
    else:
        return value
    raise PydanticCustomError(
        "out_of_range",
        message,
        {"field": field, "wanted": wanted, "maximum": maximum, "value": shown},
    )


def _all_values(params: Mapping[str, Any], name: str) -> list[str]:
    if hasattr(params, "getlist"):
        return [str(value) for value in params.getlist(name)]
    value = params.get(name)
    if value is None:
        return []
    if isinstance(value, list | tuple):
        return [str(item) for item in value]
    return [str(value)]


# --- the filter table ----------------------------------------------------------------------------

# How a row compares a document's path with the filter's value:
# equals          the path holds the value
# at_least/most   a number at the path is >= / <= the value (unknown values never match)
# is_true         only when the filter is on: the path holds true
# has_each        an array at the path holds every one of the values
# near            a GeoJSON point at the path within a Circle (the place of `near`)
# in_box          a GeoJSON point at the path inside a Box (west, south, east, north)
# radius          sets the near circle's radius; no clause of its own (nor any effect without
#                 a place: a distance kept while the place changes)
Operator = Literal[
    "equals", "at_least", "at_most", "is_true", "has_each", "near", "in_box", "radius"
]
GEO_OPERATORS: frozenset[str] = frozenset({"near", "in_box"})
LOCATION_PATH = "address.location"


@dataclass(frozen=True)
class Circle:
    """Points within ``radius_km`` (great-circle) of a centre."""

    lon: float
    lat: float
    radius_km: float


@dataclass(frozen=True)
class Box:
    """Points with west <= longitude <= east and south <= latitude <= north (flat, in degrees)."""

    west: float
    south: float
    east: float
    north: float


@dataclass(frozen=True)
class FilterField:
    """One search filter: the ``SearchFilters`` field, the document path it tests, its operator,
    and how a given value is read (``prepare``, before type checks) and checked (``check``)."""

    name: str
    path: str
    operator: Operator
    check: Callable[[Any, ValidationInfo], Any] | None = None
    prepare: Callable[[Any], Any] | None = None


def _check_location(value: str, info: ValidationInfo) -> str:
    market = resolve_market(value)
    if market is None:
        raise _unknown("location", value, _LOCATION_NAMES, "Markets")
    return market


def _check_country(value: str, info: ValidationInfo) -> str:
    return _resolve("country", value, _COUNTRY_KEYS)


def _check_property_type(value: str, info: ValidationInfo) -> str:
    try:
        return _resolve("property type", value, _PROPERTY_TYPE_KEYS)
    except PydanticCustomError:
        # Source spellings such as "Entire rental unit" or "Tiny home" still name a type.
        normalised = canonical_property_type(value)
        if normalised != "Other":
            return normalised
        raise


def _check_room_type(value: str, info: ValidationInfo) -> str:
    return _resolve("room type", value, _ROOM_TYPE_KEYS)


def _amenity_list(value: Any) -> Any:
    # One amenity, or several separated by commas (no canonical amenity contains a comma).
    if isinstance(value, str):
        return [part for part in value.split(",") if part.strip()]
    return value


def _check_amenities(value: list[str], info: ValidationInfo) -> list[str]:
    canonical = (_canonical_amenity(name) for name in value if name.strip())
    return list(dict.fromkeys(canonical))


def _check_price(value: float, info: ValidationInfo) -> float:
    _at_least(str(info.field_name), value, 0, "a price of 0 or more")
    minimum = info.data.get("min_price")
    if info.field_name == "max_price" and minimum is not None and value < minimum:
        raise PydanticCustomError(
            "price_range",
            "max_price ({maximum}) is below min_price ({minimum}); swap them or widen the range.",
            {"maximum": format_number(value), "minimum": format_number(minimum)},
        )
    return value


def _check_bedrooms(value: int, info: ValidationInfo) -> int | None:
    return _within("min_bedrooms", value, 0, MAX_BEDROOMS, "0 bedrooms or more")


def _check_guests(value: int, info: ValidationInfo) -> int | None:
    return _within("min_accommodates", value, 1, MAX_GUESTS, "at least 1 guest")


def _check_rating(value: float, info: ValidationInfo) -> float:
    if not 0 <= value <= MAX_STARS:
        raise PydanticCustomError(
            "rating_range",
            "min_rating is in stars from 0 to 5, got {value}.",
            {"value": format_number(value)},
        )
    return value


def _check_near(value: str, info: ValidationInfo) -> str:
    place = place_on_the_map(value, info.data.get("location"))
    if place is not None:
        return place.name
    close = misspelt_place(value)
    hint = f"Did you mean '{close}'?" if close else _PLACE_EXAMPLES
    raise PydanticCustomError(
        "unknown_value", "Unknown place '{value}'. {hint}", {"value": value[:80], "hint": hint}
    )


def misspelt_place(name: str) -> str | None:
    """The place on the map that a name it does not hold is probably a misspelling of, if any."""
    close = difflib.get_close_matches(_key(name), list(_PLACE_NAMES), n=1, cutoff=SUGGESTION_CUTOFF)
    return _PLACE_NAMES[close[0]] if close else None


def _check_within(value: float, info: ValidationInfo) -> float:
    if not math.isfinite(value) or not 0 < value <= MAX_WITHIN_KM:
        raise PydanticCustomError(
            "out_of_range",
            "within_km is a distance in kilometres above 0 and at most {maximum}, got {value}.",
            {"maximum": format_number(MAX_WITHIN_KM), "value": format_number(value)},
        )
    return value


_BBOX_EXPECTED = "bbox is west,south,east,north in degrees, e.g. -9.2,38.7,-9.1,38.8"


def _bbox_edges(value: Any) -> Any:
    if isinstance(value, str):
        parts = value.split(",")
        if len(parts) != 4:
            raise PydanticCustomError(
                "bbox", _BBOX_EXPECTED + "; got '{value}'.", {"value": value[:80]}
            )
        return [part.strip() for part in parts]
    return value


def _check_bbox(value: tuple[float, float, float, float], info: ValidationInfo) -> Any:
    west, south, east, north = value
    if not (
        all(math.isfinite(edge) for edge in value)
        and -180 <= west < east <= 180
        and -90 <= south < north <= 90
    ):
        shown = ",".join(
            format_number(edge) if math.isfinite(edge) else str(edge) for edge in value
        )
        raise PydanticCustomError(
            "bbox",
            _BBOX_EXPECTED + " (west below east, south below north); got {value}.",
            {"value": shown},
        )
    return value


# Every search filter, in the order clauses are written. A new filter is one more row here.
FILTER_FIELDS: tuple[FilterField, ...] = (
    FilterField("location", "address.market", "equals", _check_location),
    FilterField("country", "address.country", "equals", _check_country),
    FilterField("min_price", "price", "at_least", _check_price),
    FilterField("max_price", "price", "at_most", _check_price),
    FilterField("min_bedrooms", "bedrooms", "at_least", _check_bedrooms),
    FilterField("min_accommodates", "accommodates", "at_least", _check_guests),
    FilterField("property_type", "property_type", "equals", _check_property_type),
    FilterField("room_type", "room_type", "equals", _check_room_type),
    FilterField("superhost_only", "host.host_is_superhost", "is_true"),
    FilterField("amenities", "amenities", "has_each", _check_amenities, _amenity_list),
    FilterField("min_rating", "review_scores.rating", "at_least", _check_rating),
    FilterField("near", LOCATION_PATH, "near", _check_near),
    FilterField("within_km", LOCATION_PATH, "radius", _check_within),
    FilterField("bbox", LOCATION_PATH, "in_box", _check_bbox, _bbox_edges),
)
FILTER_FIELDS_BY_NAME: dict[str, FilterField] = {field.name: field for field in FILTER_FIELDS}
assert set(FILTER_FIELDS_BY_NAME) == set(SearchFilters.model_fields), "one row per field"
# The paths a `$vectorSearch` pre-filter may use (geometry is not one of them).
PREFILTER_PATHS: list[str] = list(
    dict.fromkeys(field.path for field in FILTER_FIELDS if field.path != LOCATION_PATH)
)

_FILTER_NAMES: dict[str, str] = {_key(name): name for name in SearchFilters.model_fields}
_PLACE_NAMES: dict[str, str] = {_key(place.name): place.name for place in all_places()}
_PLACE_EXAMPLES = (
    "near takes the name of a place in one of the markets, such as Bondi Beach, "
    "Copacabana Beach or Ribeira."
)


def _mongo_clauses(field: FilterField, value: Any) -> list[dict[str, Any]]:
    """The MongoDB query clauses of one filter."""
    path = field.path
    match field.operator:
        case "equals":
            return [{path: {"$eq": value}}]
        case "at_least":
            return [{path: {"$gte": value}}]
        case "at_most":
            return [{path: {"$lte": value}}]
        case "is_true":
            return [{path: {"$eq": True}}]
        case "has_each":
            return [{path: {"$eq": item}} for item in value]
        case "near":
            sphere = [[value.lon, value.lat], value.radius_km / EARTH_RADIUS_KM]
            return [{path: {"$geoWithin": {"$centerSphere": sphere}}}]
        case "in_box":
            corners = [[value.west, value.south], [value.east, value.north]]
            return [{path: {"$geoWithin": {"$box": corners}}}]
    return []
