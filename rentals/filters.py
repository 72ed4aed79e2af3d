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
from collections.abc import Iterable, Mapping
from typing import Annotated, Any, Self

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
    """What a visitor asked for; every field is optional and all set fields must hold."""

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

    # --- validation ----------------------------------------------------------------------------

    @model_validator(mode="before")
    @classmethod
    def _known_filter_names(cls, values: Any) -> Any:
        if isinstance(values, Mapping):
            for name in values:
                if name not in cls.model_fields:
                    raise _unknown("filter", str(name), _FILTER_NAMES, "Filters")
        return values

    @field_validator(
        "location",
        "country",
        "min_price",
        "max_price",
        "min_bedrooms",
        "min_accommodates",
        "property_type",
        "room_type",
        "min_rating",
        mode="before",
    )
    @classmethod
    def _blank_is_unset(cls, value: Any) -> Any:
        # Forms and URLs send "" for a field left empty.
        if isinstance(value, str) and not value.strip():
            return None
        return value

    @field_validator("location")
    @classmethod
    def _canonical_location(cls, value: str | None) -> str | None:
        if value is None:
            return None
        market = resolve_market(value)
        if market is None:
            raise _unknown("location", value, _LOCATION_NAMES, "Markets")
        return market

    @field_validator("country")
    @classmethod
    def _canonical_country(cls, value: str | None) -> str | None:
        return None if value is None else _resolve("country", value, COUNTRIES, COUNTRY_WORDS)

    @field_validator("property_type")
    @classmethod
    def _canonical_property_type(cls, value: str | None) -> str | None:
        if value is None:
            return None
        try:
            return _resolve("property type", value, PROPERTY_TYPES, PROPERTY_TYPE_WORDS)
        except PydanticCustomError:
            # Source spellings such as "Entire rental unit" or "Tiny home" still name a type.
            normalised = canonical_property_type(value)
            if normalised != "Other":
                return normalised
            raise

    @field_validator("room_type")
    @classmethod
    def _canonical_room_type(cls, value: str | None) -> str | None:
        return None if value is None else _resolve("room type", value, ROOM_TYPES, ROOM_TYPE_WORDS)

    @field_validator("amenities", mode="before")
    @classmethod
    def _amenity_list(cls, value: Any) -> Any:
        # One amenity, or several separated by commas (no canonical amenity contains a comma).
        if isinstance(value, str):
            return [part for part in value.split(",") if part.strip()]
        return value

    @field_validator("amenities")
    @classmethod
    def _canonical_amenities(cls, value: list[str]) -> list[str]:
        canonical = (_canonical_amenity(name) for name in value if name.strip())
        return list(dict.fromkeys(canonical))

    @field_validator("min_price", "max_price")
    @classmethod
    def _price_not_negative(cls, value: float | None, info: ValidationInfo) -> float | None:
        return _at_least(str(info.field_name), value, 0, "a price of 0 or more")

    @field_validator("min_bedrooms")
    @classmethod
    def _bedrooms_not_negative(cls, value: int | None) -> int | None:
        return _within("min_bedrooms", value, 0, MAX_BEDROOMS, "0 bedrooms or more")

    @field_validator("min_accommodates")
    @classmethod
    def _at_least_one_guest(cls, value: int | None) -> int | None:
        return _within("min_accommodates", value, 1, MAX_GUESTS, "at least 1 guest")

    @field_validator("min_rating")
    @classmethod
    def _rating_in_stars(cls, value: float | None) -> float | None:
        if value is not None and not 0 <= value <= MAX_STARS:
            raise PydanticCustomError(
                "rating_range",
                "min_rating is in stars from 0 to 5, got {value}.",
                {"value": format_number(value)},
            )
        return value

    @field_validator("max_price")
    @classmethod
    def _max_not_below_min(cls, value: float | None, info: ValidationInfo) -> float | None:
        minimum = info.data.get("min_price")
        if value is not None and minimum is not None and value < minimum:
            raise PydanticCustomError(
                "price_range",
                "max_price ({maximum}) is below min_price ({minimum}); "
                "swap them or widen the range.",
                {"maximum": format_number(value), "minimum": format_number(minimum)},
            )
        return value

    @model_validator(mode="after")
    def _country_agrees_with_location(self) -> Self:
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

    def local_currency(self) -> str | None:
        """The currency prices are compared in, when the filters pin down one market or country."""
        if self.location:
            return MARKETS_BY_NAME[self.location].currency
        if self.country:
            currencies = {m.currency for m in MARKETS if m.country == self.country}
            if len(currencies) == 1:
                return currencies.pop()
        return None

    def describe(self) -> list[str]:
        """Short human labels, one per active filter ("Porto", "under 120 EUR", "Pool", "4.5★+")."""
        chips: list[str] = []
        if self.location:
            chips.append(self.location)
        if self.country:
            chips.append(self.country)
        price = price_range_label(self.min_price, self.max_price, self.local_currency())
        if price:
            chips.append(price)
        if self.min_bedrooms is not None:
            chips.append(f"{self.min_bedrooms}+ bedrooms")
        if self.min_accommodates is not None:
            chips.append(f"{self.min_accommodates}+ guests")
        if self.property_type:
            chips.append(self.property_type)
        if self.room_type:
            chips.append(self.room_type)
        if self.superhost_only:
            chips.append("superhosts")
        chips.extend(self.amenities)
        if self.min_rating is not None:
            chips.append(f"{format_number(self.min_rating)}★+")
        return chips

    # --- compiling ----------------------------------------------------------------------------

    def to_mongo_filter(self) -> dict[str, Any]:
        """A MongoDB query using only operators Atlas accepts in a ``$vectorSearch`` pre-filter.

        ``$eq`` on the array field ``amenities`` matches a listing having that amenity, so
        "all of these amenities" is an ``$and`` of ``$eq`` clauses (``$all`` is not allowed
        there). Every path is one of ``repository.FILTER_PATHS``.
        """
        clauses: list[dict[str, Any]] = []
        if self.location:
            clauses.append({"address.market": {"$eq": self.location}})
        if self.country:
            clauses.append({"address.country": {"$eq": self.country}})
        if self.min_price is not None:
            clauses.append({"price": {"$gte": self.min_price}})
        if self.max_price is not None:
            clauses.append({"price": {"$lte": self.max_price}})
        if self.min_bedrooms is not None:
            clauses.append({"bedrooms": {"$gte": self.min_bedrooms}})
        if self.min_accommodates is not None:
            clauses.append({"accommodates": {"$gte": self.min_accommodates}})
        if self.property_type:
            clauses.append({"property_type": {"$eq": self.property_type}})
        if self.room_type:
            clauses.append({"room_type": {"$eq": self.room_type}})
        if self.superhost_only:
            clauses.append({"host.host_is_superhost": {"$eq": True}})
        clauses.extend({"amenities": {"$eq": amenity}} for amenity in self.amenities)
        if self.min_rating is not None:
            clauses.append({"review_scores.rating": {"$gte": self.min_rating}})
        if not clauses:
            return {}
        if len(clauses) == 1:
            return clauses[0]
        return {"$and": clauses}

    def matches(self, listing: Mapping[str, Any]) -> bool:
        """Whether ``to_mongo_filter()`` selects this listing document, decided in Python."""
        address = listing.get("address") or {}
        host = listing.get("host") or {}
        ratings = listing.get("review_scores") or {}
        amenities = listing.get("amenities") or []
        return (
            (self.location is None or address.get("market") == self.location)
            and (self.country is None or address.get("country") == self.country)
            and _at_least_value(listing.get("price"), self.min_price)
            and _at_most_value(listing.get("price"), self.max_price)
            and _at_least_value(listing.get("bedrooms"), self.min_bedrooms)
            and _at_least_value(listing.get("accommodates"), self.min_accommodates)
            and (self.property_type is None or listing.get("property_type") == self.property_type)
            and (self.room_type is None or listing.get("room_type") == self.room_type)
            and (not self.superhost_only or host.get("host_is_superhost") is True)
            and all(amenity in amenities for amenity in self.amenities)
            and _at_least_value(ratings.get("rating"), self.min_rating)
        )

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
    minimum: float | None, maximum: float | None, currency: str | None = None
) -> str:
    """ "under 120 EUR", "over 50", "50–120 EUR", or "" when there is no price filter."""
    unit = f" {currency}" if currency else ""
    if minimum is not None and maximum is not None:
        return f"{format_number(minimum)}–{format_number(maximum)}{unit}"
    if maximum is not None:
        return f"under {format_number(maximum)}{unit}"
    if minimum is not None:
        return f"over {format_number(minimum)}{unit}"
    return ""


def format_number(value: float) -> str:
    """120.0 as "120", 4.5 as "4.5": how people write prices and stars."""
    return f"{value:g}" if float(value).is_integer() else f"{value:.10g}"


def _key(text: str) -> str:
    """A spelling-insensitive key: "Wi-Fi", "wifi" and "WIFI" all become "wifi"."""
    return re.sub(r"[^a-z0-9&]+", "", fold(text))


def _resolve(label: str, value: str, choices: Iterable[str], words: Mapping[str, str]) -> str:
    lookup = {_key(word): canonical for word, canonical in words.items()} | {
        _key(choice): choice for choice in choices
    }
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


_FILTER_NAMES: dict[str, str] = {_key(name): name for name in SearchFilters.model_fields}
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


def _is_number(value: Any) -> bool:
    # MongoDB compares numbers only with numbers; a bool is not one there.
    return isinstance(value, int | float) and not isinstance(value, bool)


def _at_least_value(value: Any, minimum: float | None) -> bool:
    return minimum is None or (_is_number(value) and value >= minimum)


def _at_most_value(value: Any, maximum: float | None) -> bool:
    return maximum is None or (_is_number(value) and value <= maximum)


def _all_values(params: Mapping[str, Any], name: str) -> list[str]:
    if hasattr(params, "getlist"):
        return [str(value) for value in params.getlist(name)]
    value = params.get(name)
    if value is None:
        return []
    if isinstance(value, list | tuple):
        return [str(item) for item in value]
    return [str(value)]
