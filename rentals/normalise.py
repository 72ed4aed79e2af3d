"""Turn a listing record from any supported source into the one listing document the app stores.

Two sources are understood, detected per record:

* ``sample_airbnb``: MongoDB's ``sample_airbnb.listingsAndReviews`` documents and the rows of the
  Hugging Face dataset ``MongoDB/airbnb_embeddings`` built from them. Values may be canonical
  Extended JSON, BSON types, plain numbers or strings.
* ``inside_airbnb``: rows of an Inside Airbnb ``listings.csv``, where every value is a string.

Whatever the source, the result has the same fields, the same units (prices in the market's
currency plus USD, ratings on a 0–5 scale) and the same vocabulary (``language.vocabulary``), so
search filters mean one thing for every listing.
"""

from __future__ import annotations

import csv
import html
import json
import math
import re
from collections.abc import Iterable, Mapping
from datetime import UTC, datetime
from decimal import Decimal
from typing import Any

from bson import Decimal128, ObjectId

from language.vocabulary import (
    MARKETS,
    MARKETS_BY_NAME,
    PROPERTY_TYPES,
    ROOM_TYPES,
    USD_PER_UNIT,
    fold,
    resolve_choice,
    resolve_market,
)

SAMPLE_AIRBNB = "sample_airbnb"
INSIDE_AIRBNB = "inside_airbnb"

# The dataset's vectors come from OpenAI text-embedding-3-small; other lengths are not theirs.
TEXT_EMBEDDING_DIMENSIONS = 1536

ENTIRE_HOME = "Entire home/apt"
PRIVATE_ROOM = "Private room"
SHARED_ROOM = "Shared room"


class MalformedListing(ValueError):
    """A record that cannot become a listing; the loader counts these and carries on."""

    def __init__(self, listing_id: str | None, reason: str) -> None:
        super().__init__(f"listing {listing_id or '(no id)'}: {reason}")
        self.listing_id = listing_id
        self.reason = reason


def normalise_listing(record: Mapping[str, Any], *, market: str | None = None) -> dict[str, Any]:
    """The listing document for one source record.

    ``market`` names the market of records that do not carry one (an Inside Airbnb file without
    the ``city`` column, or a sample document with an empty ``address.market``).
    """
    if _looks_like_sample_airbnb(record):
        return _from_sample_airbnb(record, market)
    if _looks_like_inside_airbnb(record):
        return _from_inside_airbnb(record, market)
    listing_id = _listing_id(record.get("_id", record.get("id")))
    raise MalformedListing(listing_id, "unrecognised record format")


# --- source detection -------------------------------------------------------------------------


def _looks_like_sample_airbnb(record: Mapping[str, Any]) -> bool:
    return "listing_url" in record and isinstance(record.get("address"), Mapping)


def _looks_like_inside_airbnb(record: Mapping[str, Any]) -> bool:
    return any(key in record for key in ("latitude", "neighbourhood_cleansed", "host_is_superhost"))


# --- sample_airbnb / Hugging Face -------------------------------------------------------------


def _from_sample_airbnb(raw: Mapping[str, Any], market_option: str | None) -> dict[str, Any]:
    # The vectors are large and reviews are guest data we do not keep: drop them before unwrapping.
    record = from_extended_json(
        {key: value for key, value in raw.items() if key not in ("image_embeddings", "reviews")}
    )
    listing_id = _listing_id(record.get("_id"))
    address = _mapping(record.get("address"))
    market = _market(listing_id, address.get("market"), market_option)
    listing = _document(
        record,
        listing_id=listing_id,
        source=SAMPLE_AIRBNB,
        summary=record.get("summary"),
        space=record.get("space"),
        host=_mapping(record.get("host")),
        bathrooms=parse_float(record.get("bathrooms")),
        address=_address(
            market,
            street=_plain_text(address.get("street")),
            neighbourhood=_plain_text(address.get("suburb"))
            or _plain_text(address.get("government_area")),
            country=_plain_text(address.get("country")),
            country_code=_plain_text(address.get("country_code")),
            location=_sample_location(address.get("location")),
        ),
        picture_url=_plain_text(_mapping(record.get("images")).get("picture_url")),
        # 2019 scrapes rate the stay 0–100 and each aspect 0–10.
        ratings=review_scores(
            _mapping(record.get("review_scores")), rating_scale=20.0, aspect_scale=2.0
        ),
    )
    embeddings = text_embeddings(record.get("text_embeddings"))
    if embeddings is not None:
        listing["text_embeddings"] = embeddings
    return listing


def _sample_location(location: Any) -> dict[str, Any] | None:
    coordinates = _mapping(location).get("coordinates")
    if not isinstance(coordinates, list | tuple) or len(coordinates) != 2:
        return None
    return geo_point(longitude=coordinates[0], latitude=coordinates[1])


# --- Inside Airbnb ----------------------------------------------------------------------------


def _from_inside_airbnb(record: Mapping[str, Any], market_option: str | None) -> dict[str, Any]:
    listing_id = _listing_id(record.get("id"))
    market = _market(listing_id, record.get("city"), market_option)
    neighbourhood = _plain_text(record.get("neighbourhood_cleansed"))
    known_market = MARKETS_BY_NAME.get(market)
    country = known_market.country if known_market else ""
    return _document(
        record,
        listing_id=listing_id,
        source=INSIDE_AIRBNB,
        summary="",
        space="",
        # The host's fields sit in the row itself, under the same names as in a sample document.
        host=record,
        bathrooms=parse_bathrooms(record.get("bathrooms"), record.get("bathrooms_text")),
        # Inside Airbnb has no street; the sample's street is a "place, city, country" line, so
        # build the same kind of line for display.
        address=_address(
            market,
            street=", ".join(part for part in (neighbourhood, market, country) if part),
            neighbourhood=neighbourhood,
            country=country,
            country_code="",
            location=geo_point(longitude=record.get("longitude"), latitude=record.get("latitude")),
        ),
        picture_url=_plain_text(record.get("picture_url")),
        ratings=_inside_airbnb_review_scores(record),
    )


# Inside Airbnb moved every score to 0–5 with its 2021 exports; before, the stay was rated 0–100
# and each aspect 0–10.
_FIRST_YEAR_RATED_OUT_OF_FIVE = 2021
_SCRAPE_YEAR = re.compile(r"(\d{4})-\d{2}-\d{2}")


def _inside_airbnb_review_scores(record: Mapping[str, Any]) -> dict[str, float | None]:
    scores = {key: value for key, value in record.items() if key.startswith("review_scores_")}
    if _rated_on_old_scales(record.get("last_scraped"), scores):
        return review_scores(scores, rating_scale=20.0, aspect_scale=2.0)
    return review_scores(scores, rating_scale=1.0, aspect_scale=1.0)


def _rated_on_old_scales(last_scraped: Any, scores: Mapping[str, Any]) -> bool:
    """Whether a row's scores are 0–100 and 0–10: scraped before 2021, or a score above 5.

    The scrape date decides rows whose scores alone could be either scale, such as an unrated
    2018 listing whose aspects read 4, 8 and 8 (out of 10).
    """
    scraped = _SCRAPE_YEAR.match(_plain_text(last_scraped))
    if scraped and int(scraped.group(1)) < _FIRST_YEAR_RATED_OUT_OF_FIVE:
        return True
    return any((score := parse_float(value)) is not None and score > 5 for value in scores.values())


# --- the document -----------------------------------------------------------------------------


def _document(
    record: Mapping[str, Any],
    *,
    listing_id: str,
    source: str,
    summary: Any,
    space: Any,
    host: Mapping[str, Any],
    bathrooms: float | None,
    address: dict[str, Any],
    picture_url: str,
    ratings: dict[str, float | None],
) -> dict[str, Any]:
    """Assemble the listing document and enforce what every listing must have.

    The fields both sources name and write alike are read from ``record`` here; the caller
    passes the ones each source keeps in its own way.
    """
    property_type_source = _plain_text(record.get("property_type"))
    room_type = _room_type(listing_id, record.get("room_type"), property_type_source)
    host_fields = _host(listing_id, host)
    property_type = canonical_property_type(property_type_source)
    # Hosts sometimes leave the title empty; a listing is still worth showing under a plain one.
    listing_name = _plain_text(strip_html(record.get("name"))) or _fallback_name(
        property_type, room_type, address
    )
    price = record.get("price")
    nightly_price = parse_price(price)
    if nightly_price is None:
        raise MalformedListing(listing_id, f"no parseable price ({price!r})")
    if nightly_price <= 0:
        raise MalformedListing(listing_id, f"price must be positive, got {nightly_price}")
    accommodates = record.get("accommodates")
    guests = parse_int(accommodates)
    if guests is None:
        raise MalformedListing(listing_id, f"no number of guests ({accommodates!r})")
    amenities_source = amenity_names(record.get("amenities"))
    currency = currency_for(address["market"], address["country_code"], address["country"])
    return {
        "_id": listing_id,
        "source": source,
        "name": listing_name,
        "summary": strip_html(summary),
        "description": strip_html(record.get("description")),
        "space": strip_html(space),
        "neighborhood_overview": strip_html(record.get("neighborhood_overview")),
        "property_type": property_type,
        "property_type_source": property_type_source,
        "room_type": room_type,
        "accommodates": guests,
        "bedrooms": parse_int(record.get("bedrooms")),
        "beds": parse_int(record.get("beds")),
        "bathrooms": bathrooms,
        "amenities": canonical_amenities(amenities_source),
        "amenities_source": amenities_source,
        "price": nightly_price,
        "currency": currency,
        "price_usd": price_in_usd(nightly_price, currency),
        "minimum_nights": parse_int(record.get("minimum_nights")),
        "host": host_fields,
        "address": address,
        "images": {"picture_url": picture_url},
        "review_scores": ratings,
        "number_of_reviews": parse_int(record.get("number_of_reviews")) or 0,
        "listing_url": _plain_text(record.get("listing_url")),
    }


def _host(listing_id: str, host: Mapping[str, Any]) -> dict[str, Any]:
    return {
        "host_id": _identifier(host.get("host_id"), listing_id=listing_id),
        "host_name": _plain_text(host.get("host_name")),
        "host_is_superhost": parse_bool(host.get("host_is_superhost")),
        "host_picture_url": _plain_text(host.get("host_picture_url")),
        "host_location": _plain_text(host.get("host_location")),
        "host_identity_verified": parse_bool(host.get("host_identity_verified")),
    }


def _fallback_name(property_type: str, room_type: str, address: Mapping[str, Any]) -> str:
    place = address.get("neighbourhood") or address["market"]
    kind = room_type if property_type == "Other" else f"{room_type}, {property_type.lower()}"
    return f"{kind} in {place}"


def _address(
    market: str,
    *,
    street: str,
    neighbourhood: str,
    country: str,
    country_code: str,
    location: dict[str, Any] | None,
) -> dict[str, Any]:
    known_market = MARKETS_BY_NAME.get(market)
    if known_market is not None:
        country, country_code = known_market.country, known_market.country_code
    return {
        "street": street,
        "neighbourhood": neighbourhood,
        "market": market,
        "country": country,
        "country_code": country_code,
        "location": location,
    }


def _listing_id(value: Any) -> str:
    listing_id = _identifier(value, listing_id=None)
    if not listing_id:
        raise MalformedListing(None, "no id")
    return listing_id


def _identifier(value: Any, *, listing_id: str | None) -> str:
    """Ids as strings. Inside Airbnb ids have up to 19 digits, more than a float holds exactly."""
    value = from_extended_json(value)
    if isinstance(value, float):
        if not value.is_integer() or abs(value) > 2**53:
            raise MalformedListing(
                listing_id, f"id {value!r} was read as a float and lost digits; read ids as text"
            )
        value = int(value)
    return _plain_text(value)


def _market(listing_id: str, recorded: Any, market_option: str | None) -> str:
    name = _plain_text(recorded) or _plain_text(market_option)
    if not name:
        raise MalformedListing(listing_id, "no market")
    # Keep a market we do not know rather than lose the listing; it just has no aliases.
    return resolve_market(name) or name.title()


def _room_type(listing_id: str, room_type: Any, property_type_source: str) -> str:
    text = _plain_text(room_type)
    if fold(text) == "hotel room":
        return PRIVATE_ROOM
    canonical = resolve_choice(text, ROOM_TYPES) if text else None
    if canonical is None:
        canonical = _room_type_from_property_type(property_type_source)
    if canonical is None:
        raise MalformedListing(listing_id, f"unknown room type {text!r}")
    return canonical


def _room_type_from_property_type(property_type_source: str) -> str | None:
    folded = fold(property_type_source)
    if folded.startswith("entire "):
        return ENTIRE_HOME
    if folded.startswith(("private room", "room in ")):
        return PRIVATE_ROOM
    if folded.startswith("shared room"):
        return SHARED_ROOM
    return None


# --- Extended JSON ----------------------------------------------------------------------------


def from_extended_json(value: Any) -> Any:
    """Plain Python values for MongoDB Extended JSON wrappers and BSON types, recursively.

    ``{"$numberDecimal": "80.00"}`` becomes ``80.0``, ``{"$numberInt": "2"}`` becomes ``2``,
    ``{"$date": ...}`` an ISO-8601 string and ``{"$oid": ...}`` its hex string.
    """
    if isinstance(value, Mapping):
        if value and all(isinstance(key, str) and key.startswith("$") for key in value):
            return _unwrap(value)
        return {key: from_extended_json(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [from_extended_json(item) for item in value]
    if isinstance(value, Decimal128):
        return float(value.to_decimal())
    if isinstance(value, Decimal):
        return float(value)
    if isinstance(value, ObjectId):
        return str(value)
    if isinstance(value, datetime):
        return _iso(value)
    return value


def _unwrap(wrapper: Mapping[str, Any]) -> Any:
    # A table built from many documents merges wrapper kinds into one struct, e.g.
    # {"$numberInt": None, "$numberDouble": "1.5"}: the one that is set is the value.
    present = [(key, item) for key, item in wrapper.items() if item is not None]
    if not present:
        return None
    kind, payload = present[0]
    if kind in ("$numberDecimal", "$numberDouble"):
        return float(payload)
    if kind in ("$numberInt", "$numberLong"):
        return int(payload)
    if kind == "$oid":
        return str(payload)
    if kind == "$date":
        moment = from_extended_json(payload)
        if isinstance(moment, int | float):
            return _iso(datetime.fromtimestamp(moment / 1000, tz=UTC))
        return moment
    return dict(wrapper)


def _iso(moment: datetime) -> str:
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


# --- scalar parsing ---------------------------------------------------------------------------

_NUMBER = re.compile(r"-?\d+(?:\.\d+)?")


def parse_price(value: Any) -> float | None:
    """A nightly price from 80, "80.00", "$1,309.00" or Extended JSON; None if there is none."""
    value = from_extended_json(value)
    if isinstance(value, str):
        match = _NUMBER.search(value.replace(",", ""))
        return float(match.group()) if match else None
    return parse_float(value)


def parse_float(value: Any) -> float | None:
    value = from_extended_json(value)
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, str):
        value = value.strip()
        if not _NUMBER.fullmatch(value):
            return None
    try:
        number = float(value)
    except (TypeError, ValueError):
        return None
    return number if math.isfinite(number) else None


def parse_int(value: Any) -> int | None:
    number = parse_float(value)
    return round(number) if number is not None else None


def parse_bool(value: Any) -> bool:
    """Inside Airbnb writes booleans as "t"/"f"/""; other sources use real booleans."""
    if isinstance(value, str):
        return value.strip().lower() in ("t", "true", "yes", "y", "1")
    return value is True


def parse_bathrooms(bathrooms: Any, bathrooms_text: Any = None) -> float | None:
    """Bathrooms from the number when there is one, else from text such as "1.5 shared baths"."""
    number = parse_float(bathrooms)
    if number is not None:
        return number
    text = fold(_plain_text(bathrooms_text))
    if "half-bath" in text:
        return 0.5
    match = _NUMBER.search(text)
    return float(match.group()) if match else None


def _plain_text(value: Any) -> str:
    """A string value with surrounding whitespace removed; "" for missing values."""
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return ""
    return " ".join(str(value).split())


def _mapping(value: Any) -> Mapping[str, Any]:
    return value if isinstance(value, Mapping) else {}


# --- text -------------------------------------------------------------------------------------

_LINE_BREAK_TAG = re.compile(r"<\s*(?:br\s*/?|/p|/div|/li|/h\d)\s*>", re.IGNORECASE)
# A tag starts with a letter (or "/" and a letter), so "a < b" and "<3" in prose survive.
_TAG = re.compile(r"</?[a-zA-Z][^<>]*>")
# Source texts were cut at a fixed length, sometimes inside a tag: "…the flat.<br /".
_CUT_TAG = re.compile(r"</?[a-zA-Z][^<>]*$")
_SPACES = re.compile(r"[^\S\n]+")
_BLANK_LINES = re.compile(r"\n{3,}")


def strip_html(value: Any) -> str:
    """Readable plain text: tags removed, entities decoded, at most one blank line in a row."""
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return ""
    text = _LINE_BREAK_TAG.sub("\n", str(value).replace("\r\n", "\n").replace("\r", "\n"))
    text = html.unescape(_CUT_TAG.sub("", _TAG.sub(" ", text)))
    lines = (_SPACES.sub(" ", line).strip() for line in text.split("\n"))
    return _BLANK_LINES.sub("\n\n", "\n".join(lines)).strip()


# --- amenities --------------------------------------------------------------------------------


def amenity_names(value: Any) -> list[str]:
    """The original amenity strings from a list, a JSON array string or a ``{a,"b c"}`` string.

    Anything else (garbage, truncated JSON) gives no amenities rather than a lost listing.
    """
    if isinstance(value, str):
        value = _parse_amenity_string(value.strip())
    if not isinstance(value, Iterable) or isinstance(value, str | bytes | Mapping):
        return []
    names = (_plain_text(item) for item in value if isinstance(item, str))
    return [name for name in names if name and not name.startswith(_UNTRANSLATED_AMENITY)]


# Exports before 2020 hold amenities Airbnb never named, as its missing-translation key:
# "translation missing: en.hosting_amenity_49". They say nothing to a visitor.
_UNTRANSLATED_AMENITY = "translation missing:"


def _parse_amenity_string(text: str) -> list[Any]:
    try:
        parsed = json.loads(text)
    except ValueError:
        if text.startswith("{") and text.endswith("}"):
            # Inside Airbnb exports before 2020 wrote a Postgres array literal: {TV,"Cable TV"}.
            return next(csv.reader([text[1:-1]]), [])
        return []
    return parsed if isinstance(parsed, list) else []


# Amenity names are "<amenity>[ – <detail>]": "Free washer – In unit", "BBQ grill: charcoal",
# "Beach access – Beachfront", or two amenities in one: "Washer / Dryer". Each part is matched
# whole against these rules, after dropping a leading "private"/"shared". A name may yield several
# canonical amenities. A slash only separates with a space before it: "Family/kid friendly" is one.
_AMENITY_PART_SEPARATOR = re.compile(r"\s*[–—]\s*|\s+[-/]\s*|:\s*")
_OWNERSHIP_PREFIX = re.compile(r"^(?:private|shared) ")
_CRIB = r"(?:paid )?(?:crib|pack 'n play/travel crib)"
_AMENITY_PATTERNS: dict[str, tuple[str, ...]] = {
    "Wifi": (r"(?:fast |pocket )?wi-?fi", r"wireless internet"),
    "Kitchen": (r"(?:full )?kitchen", r"kitchenette"),
    "Air conditioning": (
        r"(?:(?:central|portable) )?air conditioning",
        r"(?:window )?ac(?: unit)?",
    ),
    "Heating": (r"(?:(?:central|radiant) )?heating", r"portable heater"),
    "Washer": (r"(?:(?:free|paid) )?washer",),
    "Dryer": (r"(?:(?:free|paid) )?dryer",),
    "Pool": (r"(?:(?:indoor|outdoor|heated|rooftop|infinity|lap|saltwater|plunge) )*pool",),
    "Hot tub": (r"hot tub", r"jacuzzi"),
    "Free parking on premises": (
        r"free (?:(?:driveway )?parking(?: garage| lot)?|carport|(?:residential )?garage)"
        r" on premises",
    ),
    "Free street parking": (r"free street parking",),
    "Pets allowed": (r"pets allowed",),
    "Elevator": (r"elevator", r"lift"),
    # "Gym nearby" is not at the listing.
    "Gym": (r"gym(?: in building)?", r"exercise equipment"),
    "Doorman": (r"doorman(?: entry)?",),
    "Wheelchair accessible": (r"wheelchair accessible",),
    "Step-free access": (r"step-free (?:access|guest entrance)",),
    "Beachfront": (r"beachfront",),
    "Waterfront": (r"waterfront",),
    "Patio or balcony": (r"patio or balcony", r"patio", r"balcony"),
    "Garden or backyard": (r"(?:fenced )?(?:garden or backyard|backyard|garden)",),
    "BBQ grill": (r"(?:bbq|barbecue) grill",),
    "Indoor fireplace": (r"(?:indoor )?fireplace",),
    "Breakfast": (r"breakfast(?: included)?",),
    "Self check-in": (r"self check-in",),
    "Laptop friendly workspace": (r"laptop friendly workspace", r"dedicated workspace"),
    # Newer exports dropped the host's "Family/kid friendly" flag; equipment for children is
    # what now says a place welcomes them.
    "Family/kid friendly": (
        r"family/kid friendly",
        r"children's (?:books and toys|dinnerware|playroom).*",
        r"(?:paid )?(?:(?:standalone|folding or convertible|booster seat|clamp on table seat) )?"
        r"high chair",
        _CRIB,
        r"baby (?:bath|monitor|safety gates)",
        r"babysitter recommendations",
        r"changing table",
        r"outdoor playground",
    ),
    "Crib": (_CRIB,),
    "Smoking allowed": (r"smoking allowed",),
    "TV": (r"(?:\d+(?:\.\d+)? ?(?:inch|\")\s*)?(?:cable |smart |hd)?tv(?: with .*)?",),
    "Dishwasher": (r"dishwasher",),
}
_AMENITY_RULES: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (canonical, re.compile("|".join(patterns))) for canonical, patterns in _AMENITY_PATTERNS.items()
)


def canonical_amenities(names: Iterable[str]) -> list[str]:
    """The sorted canonical amenities (``vocabulary.AMENITIES``) that source names stand for."""
    found: set[str] = set()
    for name in names:
        found.update(canonical_amenities_of(name))
    return sorted(found)


def canonical_amenities_of(name: str) -> set[str]:
    parts = [_OWNERSHIP_PREFIX.sub("", part) for part in _AMENITY_PART_SEPARATOR.split(fold(name))]
    return {
        canonical
        for canonical, rule in _AMENITY_RULES
        if any(rule.fullmatch(part) for part in parts)
    }


# --- property types ---------------------------------------------------------------------------

# Newer Inside Airbnb types read "<Entire|Private room in|Shared room in|Room in> <kind>".
_PROPERTY_TYPE_PREFIX = re.compile(r"^(?:entire|private room in|shared room in|room in) ")
_PARENTHESISED = re.compile(r"\s*\([^)]*\)")
# Kinds (folded) with another name in the canonical list; the canonical names map to themselves.
_PROPERTY_KIND_SYNONYMS: dict[str, str] = {
    "rental unit": "Apartment",
    "home": "House",
    "residential home": "House",
    "vacation home": "House",
    "tiny home": "House",
    "tiny house": "House",
    "condo": "Condominium",
    "guest house": "Guesthouse",
    "aparthotel": "Serviced apartment",
    "casa particular": "Bed and breakfast",
    "minsu": "Bed and breakfast",
    "pension": "Guesthouse",
    "hotel": "Boutique hotel",
    "heritage hotel": "Boutique hotel",
    "chalet": "Cabin",
    "hut": "Cabin",
}


def canonical_property_type(source: str) -> str:
    """The canonical property type (``vocabulary.PROPERTY_TYPES``) for a source type; else "Other".

    "Entire rental unit" and "Private room in rental unit" are apartments, "Entire condominium
    (condo)" a condominium, "Room in hotel" a (boutique) hotel, "Tiny home" a house.
    """
    kind = _PARENTHESISED.sub("", _PROPERTY_TYPE_PREFIX.sub("", fold(source))).strip()
    return resolve_choice(kind, PROPERTY_TYPES) or _PROPERTY_KIND_SYNONYMS.get(kind, "Other")


# --- money, places, ratings -------------------------------------------------------------------

_CURRENCY_BY_COUNTRY_CODE: dict[str, str] = {m.country_code: m.currency for m in MARKETS}
_CURRENCY_BY_COUNTRY: dict[str, str] = {fold(m.country): m.currency for m in MARKETS}


def currency_for(market: str, country_code: str = "", country: str = "") -> str:
    """The ISO currency prices are quoted in: the market's, else its country's; "" if unknown."""
    known_market = MARKETS_BY_NAME.get(market)
    if known_market is not None:
        return known_market.currency
    return _CURRENCY_BY_COUNTRY_CODE.get(country_code.upper()) or _CURRENCY_BY_COUNTRY.get(
        fold(country), ""
    )


def price_in_usd(price: float, currency: str) -> float | None:
    """The price in US dollars at the vocabulary's fixed rates; None for a currency without one."""
    rate = USD_PER_UNIT.get(currency)
    return round(price * rate, 2) if rate is not None else None


def geo_point(*, longitude: Any, latitude: Any) -> dict[str, Any] | None:
    """A GeoJSON point, or None when the coordinates are missing or out of range."""
    lon, lat = parse_float(longitude), parse_float(latitude)
    if lon is None or lat is None or not (-180 <= lon <= 180 and -90 <= lat <= 90):
        return None
    return {"type": "Point", "coordinates": [lon, lat]}


_REVIEW_ASPECTS = ("accuracy", "cleanliness", "checkin", "communication", "location", "value")


def review_scores(
    scores: Mapping[str, Any], *, rating_scale: float, aspect_scale: float
) -> dict[str, float | None]:
    """Review scores on 0–5: ``review_scores_rating`` divided by ``rating_scale`` (one decimal),
    each ``review_scores_<aspect>`` by ``aspect_scale``."""
    rating = parse_float(scores.get("review_scores_rating"))
    result: dict[str, float | None] = {
        "rating": _clamp_stars(rating / rating_scale, 1) if rating is not None else None
    }
    for aspect in _REVIEW_ASPECTS:
        score = parse_float(scores.get(f"review_scores_{aspect}"))
        result[aspect] = _clamp_stars(score / aspect_scale, 2) if score is not None else None
    return result


def _clamp_stars(stars: float, digits: int) -> float:
    return round(min(max(stars, 0.0), 5.0), digits)


def text_embeddings(value: Any) -> list[float] | None:
    """The dataset's OpenAI text vector, when it is one (1536 finite numbers)."""
    if value is None or isinstance(value, str | bytes | Mapping):
        return None
    vector = [parse_float(item) for item in value]
    if len(vector) != TEXT_EMBEDDING_DIMENSIONS or any(item is None for item in vector):
        return None
    return [float(item) for item in vector if item is not None]
