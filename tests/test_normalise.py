"""What the normaliser promises: one document shape, one set of units and one vocabulary."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from bson import Decimal128, ObjectId
from hypothesis import given
from hypothesis import strategies as st

from language.vocabulary import AMENITIES, MARKETS, PROPERTY_TYPES, USD_PER_UNIT
from rentals.listing_text import LONG_TEXT_LIMIT, listing_text
from rentals.normalise import (
    MalformedListing,
    canonical_amenities,
    canonical_property_type,
    from_extended_json,
    normalise_listing,
    parse_bathrooms,
    parse_bool,
    parse_price,
    strip_html,
)

FIXTURES = Path(__file__).parent / "fixtures"

DOCUMENT_FIELDS = {
    "_id", "source", "name", "summary", "description", "space", "neighborhood_overview",
    "property_type", "property_type_source", "room_type", "accommodates", "bedrooms", "beds",
    "bathrooms", "amenities", "amenities_source", "price", "currency", "price_usd",
    "minimum_nights", "host", "address", "images", "review_scores", "number_of_reviews",
    "listing_url",
}  # fmt: skip
HOST_FIELDS = {
    "host_id", "host_name", "host_is_superhost", "host_picture_url", "host_location",
    "host_identity_verified",
}  # fmt: skip
ADDRESS_FIELDS = {"street", "neighbourhood", "market", "country", "country_code", "location"}
REVIEW_FIELDS = {
    "rating", "accuracy", "cleanliness", "checkin", "communication", "location", "value",
}  # fmt: skip


def extended_json_sample() -> dict[str, Any]:
    """A real sample_airbnb document in canonical Extended JSON, as mongoexport writes it."""
    return json.loads((FIXTURES / "sample_airbnb_extended_json.json").read_text(encoding="utf-8"))


def sample_record(**overrides: Any) -> dict[str, Any]:
    """A sample_airbnb document with plain JSON values (how the shipped file stores them)."""
    record = from_extended_json(extended_json_sample())
    record.pop("reviews")
    record.pop("image_embeddings")
    record.update(overrides)
    return record


def inside_airbnb_row(**overrides: str) -> dict[str, str]:
    """An Inside Airbnb listings.csv row: every value a string, empty meaning missing."""
    row = {
        "id": "1004978540001566331",
        "listing_url": "https://www.airbnb.com/rooms/1004978540001566331",
        "name": "Bright flat &amp; garden",
        "description": "<b>The space</b><br />Two bedrooms &amp; a garden.<br /><br />Quiet.",
        "neighborhood_overview": "Leafy streets.",
        "picture_url": "https://a0.muscache.com/pictures/example.jpg",
        "host_id": "5311020231234567890",
        "host_name": "Morag",
        "host_since": "2019-04-01",
        "host_location": "Edinburgh, United Kingdom",
        "host_is_superhost": "t",
        "host_picture_url": "https://a0.muscache.com/im/users/1/profile_pic.jpg",
        "host_identity_verified": "f",
        "neighbourhood": "Neighborhood highlights",
        "neighbourhood_cleansed": "Leith",
        "neighbourhood_group_cleansed": "",
        "latitude": "55.97",
        "longitude": "-3.17",
        "property_type": "Entire rental unit",
        "room_type": "Entire home/apt",
        "accommodates": "4",
        "bathrooms": "",
        "bathrooms_text": "1.5 baths",
        "bedrooms": "2",
        "beds": "3",
        "amenities": json.dumps(
            ["Wifi", "Dedicated workspace", "Free washer – In unit", "Smoke alarm"]
        ),
        "price": "$1,309.00",
        "minimum_nights": "3",
        "maximum_nights": "365",
        "number_of_reviews": "12",
        "review_scores_rating": "4.83",
        "review_scores_cleanliness": "4.9",
        "review_scores_location": "5.00",
        "review_scores_value": "4.7",
        "instant_bookable": "f",
        "last_scraped": "2024-09-13",
        "city": "Edinburgh",
        "source_repo": "example/repo",
    }
    row.update(overrides)
    return row


# --- the document -----------------------------------------------------------------------------


@pytest.mark.parametrize("record", [sample_record(), inside_airbnb_row()], ids=["sample", "inside"])
def test_every_source_gives_the_same_document_shape(record: dict[str, Any]) -> None:
    listing = normalise_listing(record)

    assert set(listing) == DOCUMENT_FIELDS
    assert set(listing["host"]) == HOST_FIELDS
    assert set(listing["address"]) == ADDRESS_FIELDS
    assert set(listing["review_scores"]) == REVIEW_FIELDS
    assert set(listing["images"]) == {"picture_url"}
    assert isinstance(listing["_id"], str)
    assert isinstance(listing["accommodates"], int)
    assert isinstance(listing["price"], float)
    assert isinstance(listing["price_usd"], float)
    assert listing["address"]["location"]["type"] == "Point"


def test_a_sample_airbnb_document_in_extended_json() -> None:
    listing = normalise_listing(extended_json_sample())

    assert listing["_id"] == "10006546"
    assert listing["source"] == "sample_airbnb"
    assert listing["name"] == "Ribeira Charming Duplex"
    assert listing["price"] == 80.0
    assert listing["currency"] == "EUR"
    assert listing["price_usd"] == round(80.0 * USD_PER_UNIT["EUR"], 2)
    assert (listing["accommodates"], listing["bedrooms"], listing["beds"]) == (8, 3, 5)
    assert listing["bathrooms"] == 1.0
    assert listing["minimum_nights"] == 2
    assert listing["number_of_reviews"] == 51
    assert listing["property_type"] == "House"
    assert listing["room_type"] == "Entire home/apt"
    assert listing["address"] == {
        "street": "Porto, Porto, Portugal",
        "neighbourhood": "Cedofeita, Ildefonso, Sé, Miragaia, Nicolau, Vitória",
        "market": "Porto",
        "country": "Portugal",
        "country_code": "PT",
        "location": {"type": "Point", "coordinates": [-8.61308, 41.1413]},
    }
    assert listing["host"] == {
        "host_id": "51399391",
        "host_name": "Ana&Gonçalo",
        "host_is_superhost": False,
        "host_picture_url": (
            "https://a0.muscache.com/im/pictures/fab79f25-2e10-4f0f-9711-663cb69dc7d8.jpg"
            "?aki_policy=profile_x_medium"
        ),
        "host_location": "Porto, Porto District, Portugal",
        "host_identity_verified": True,
    }
    assert listing["amenities"] == [
        "Crib", "Dishwasher", "Family/kid friendly", "Heating", "Kitchen", "Pets allowed",
        "Smoking allowed", "TV", "Washer", "Waterfront", "Wifi",
    ]  # fmt: skip
    assert listing["amenities_source"][:3] == ["TV", "Cable TV", "Wifi"]


def test_extended_json_and_plain_json_give_the_same_listing() -> None:
    assert normalise_listing(extended_json_sample()) == normalise_listing(sample_record())


def test_reviews_and_image_vectors_are_dropped() -> None:
    listing = normalise_listing(extended_json_sample())

    assert "reviews" not in listing
    assert "image_embeddings" not in listing


def test_bson_values_from_pymongo_are_plain_values() -> None:
    record = sample_record(
        _id=ObjectId("5f1e8b8a9d3e2a1b2c3d4e5f"),
        price=Decimal128("123.45"),
        bathrooms=Decimal128("1.5"),
        first_review=datetime(2016, 1, 3, 5, tzinfo=UTC),
    )

    listing = normalise_listing(record)

    assert listing["_id"] == "5f1e8b8a9d3e2a1b2c3d4e5f"
    assert listing["price"] == 123.45
    assert listing["bathrooms"] == 1.5


@pytest.mark.parametrize(
    ("wrapped", "plain"),
    [
        ({"$numberDecimal": "80.00"}, 80.0),
        ({"$numberInt": "2"}, 2),
        ({"$numberLong": "1004978540001566331"}, 1004978540001566331),
        ({"$numberDouble": "-8.61308"}, -8.61308),
        ({"$date": {"$numberLong": "1451797200000"}}, "2016-01-03T05:00:00.000Z"),
        ({"$date": "2019-02-16T05:00:00.000Z"}, "2019-02-16T05:00:00.000Z"),
        ({"$oid": "5f1e8b8a9d3e2a1b2c3d4e5f"}, "5f1e8b8a9d3e2a1b2c3d4e5f"),
        # A table of many documents merges wrapper kinds into one struct; the set one wins.
        ({"$numberInt": None, "$numberDouble": "1.5"}, 1.5),
        ({"$numberDecimal": None}, None),
        ({"a": [{"$numberInt": "1"}, {"b": {"$numberDouble": "2.5"}}]}, {"a": [1, {"b": 2.5}]}),
    ],
)
def test_extended_json_wrappers_become_plain_values(wrapped: Any, plain: Any) -> None:
    assert from_extended_json(wrapped) == plain


def test_a_hugging_face_row_with_nulls_for_absent_keys() -> None:
    row = sample_record(
        _id=10006546,
        bedrooms=None,
        beds=3.0,
        price=80,
        review_scores=dict.fromkeys(
            ["review_scores_accuracy", "review_scores_rating", "review_scores_value"]
        ),
        text_embeddings=[0.01] * 1536,
        image_embeddings=[0.5] * 512,
    )
    row["host"] = {**row["host"], "host_response_rate": None, "host_is_superhost": None}

    listing = normalise_listing(row)

    assert listing["_id"] == "10006546"
    assert listing["bedrooms"] is None
    assert listing["beds"] == 3
    assert listing["price"] == 80.0
    assert listing["host"]["host_is_superhost"] is False
    assert set(listing["review_scores"].values()) == {None}
    assert listing["text_embeddings"] == [0.01] * 1536
    assert "image_embeddings" not in listing


@pytest.mark.parametrize("vector", [[0.1] * 384, [], "0.1,0.2", [0.1] * 1535 + [float("nan")]])
def test_text_embeddings_are_kept_only_when_they_are_openai_vectors(vector: Any) -> None:
    assert "text_embeddings" not in normalise_listing(sample_record(text_embeddings=vector))


def test_sample_strings_for_numbers_are_parsed() -> None:
    listing = normalise_listing(sample_record(minimum_nights="2", price="80.00", accommodates="4"))

    assert (listing["minimum_nights"], listing["price"], listing["accommodates"]) == (2, 80.0, 4)


def test_neighbourhood_is_the_suburb_or_else_the_government_area() -> None:
    record = sample_record()
    record["address"] = {**record["address"], "suburb": "Ribeira", "government_area": "Sé"}
    assert normalise_listing(record)["address"]["neighbourhood"] == "Ribeira"

    record["address"] = {**record["address"], "suburb": "", "government_area": "Sé"}
    assert normalise_listing(record)["address"]["neighbourhood"] == "Sé"


# --- markets, countries, currencies -----------------------------------------------------------


@pytest.mark.parametrize("market", MARKETS, ids=lambda market: market.name)
def test_prices_are_in_the_markets_currency_and_in_usd(market: Any) -> None:
    listing = normalise_listing(inside_airbnb_row(city=market.name, price="$150.00"))

    assert listing["address"]["market"] == market.name
    assert listing["address"]["country"] == market.country
    assert listing["address"]["country_code"] == market.country_code
    assert listing["currency"] == market.currency
    assert listing["price"] == 150.0
    assert listing["price_usd"] == round(150.0 * USD_PER_UNIT[market.currency], 2)


@pytest.mark.parametrize(
    ("city", "market"),
    [("Albany, NY", "Albany"), ("Victoria, BC", "Victoria"), ("Jersey City, NJ", "Jersey City")],
)
def test_inside_airbnb_city_names_resolve_to_markets(city: str, market: str) -> None:
    assert normalise_listing(inside_airbnb_row(city=city))["address"]["market"] == market


def test_market_option_names_the_market_of_a_file_without_a_city_column() -> None:
    row = inside_airbnb_row()
    del row["city"]

    listing = normalise_listing(row, market="Antwerpen")

    assert listing["address"]["market"] == "Antwerp"
    assert listing["currency"] == "EUR"


def test_the_city_column_wins_over_the_market_option() -> None:
    listing = normalise_listing(inside_airbnb_row(city="Edinburgh"), market="Antwerp")

    assert listing["address"]["market"] == "Edinburgh"


def test_a_sample_market_alias_resolves_to_the_canonical_market() -> None:
    record = sample_record()
    record["address"] = {**record["address"], "market": "rio de janeiro"}

    assert normalise_listing(record)["address"]["market"] == "Rio De Janeiro"


def test_an_unknown_market_is_kept_title_cased_with_its_countrys_currency() -> None:
    record = sample_record()
    record["address"] = {**record["address"], "market": "lisbon"}

    listing = normalise_listing(record)

    assert listing["address"]["market"] == "Lisbon"
    assert listing["address"]["country"] == "Portugal"
    assert listing["currency"] == "EUR"
    assert listing["price_usd"] == round(80.0 * USD_PER_UNIT["EUR"], 2)


def test_an_unknown_market_in_an_unknown_country_has_no_usd_price() -> None:
    record = sample_record()
    record["address"] = {
        **record["address"],
        "market": "Reykjavik",
        "country": "Iceland",
        "country_code": "IS",
    }

    listing = normalise_listing(record)

    assert (listing["currency"], listing["price"], listing["price_usd"]) == ("", 80.0, None)


# --- Inside Airbnb ----------------------------------------------------------------------------


def test_an_inside_airbnb_row() -> None:
    listing = normalise_listing(inside_airbnb_row())

    assert listing["source"] == "inside_airbnb"
    assert listing["_id"] == "1004978540001566331"
    assert listing["host"]["host_id"] == "5311020231234567890"
    assert listing["name"] == "Bright flat & garden"
    assert listing["description"] == "The space\nTwo bedrooms & a garden.\n\nQuiet."
    assert (listing["summary"], listing["space"]) == ("", "")
    assert listing["price"] == 1309.0
    assert listing["currency"] == "GBP"
    assert listing["property_type"] == "Apartment"
    assert listing["property_type_source"] == "Entire rental unit"
    assert listing["bathrooms"] == 1.5
    assert (listing["bedrooms"], listing["beds"], listing["minimum_nights"]) == (2, 3, 3)
    assert listing["amenities"] == ["Laptop friendly workspace", "Washer", "Wifi"]
    assert listing["amenities_source"] == [
        "Wifi", "Dedicated workspace", "Free washer – In unit", "Smoke alarm",
    ]  # fmt: skip
    assert listing["host"]["host_is_superhost"] is True
    assert listing["host"]["host_identity_verified"] is False
    assert listing["address"] == {
        "street": "Leith, Edinburgh, United Kingdom",
        "neighbourhood": "Leith",
        "market": "Edinburgh",
        "country": "United Kingdom",
        "country_code": "GB",
        "location": {"type": "Point", "coordinates": [-3.17, 55.97]},
    }
    assert listing["images"] == {"picture_url": "https://a0.muscache.com/pictures/example.jpg"}


@pytest.mark.parametrize(
    ("bathrooms", "bathrooms_text", "expected"),
    [
        ("", "1 bath", 1.0),
        ("", "1.5 shared baths", 1.5),
        ("", "2 private baths", 2.0),
        ("", "Half-bath", 0.5),
        ("", "Private half-bath", 0.5),
        ("", "Shared half-bath", 0.5),
        ("", "0 baths", 0.0),
        ("", "", None),
        ("2.0", "1 shared bath", 2.0),
        (None, None, None),
    ],
)
def test_bathrooms_come_from_the_number_else_from_the_text(
    bathrooms: str | None, bathrooms_text: str | None, expected: float | None
) -> None:
    assert parse_bathrooms(bathrooms, bathrooms_text) == expected


def test_inside_airbnb_ratings_are_already_out_of_five() -> None:
    scores = normalise_listing(inside_airbnb_row())["review_scores"]

    assert scores == {
        "rating": 4.8,
        "accuracy": None,
        "cleanliness": 4.9,
        "checkin": None,
        "communication": None,
        "location": 5.0,
        "value": 4.7,
    }


def test_older_inside_airbnb_files_rate_out_of_a_hundred() -> None:
    row = inside_airbnb_row(review_scores_rating="94", review_scores_value="9")

    scores = normalise_listing(row)["review_scores"]

    assert (scores["rating"], scores["value"]) == (4.7, 4.5)


def test_an_unrated_inside_airbnb_listing_has_no_scores() -> None:
    row = inside_airbnb_row(
        review_scores_rating="",
        review_scores_cleanliness="",
        review_scores_location="",
        review_scores_value="",
        number_of_reviews="0",
    )

    listing = normalise_listing(row)

    assert set(listing["review_scores"].values()) == {None}
    assert listing["number_of_reviews"] == 0


# --- older and re-saved Inside Airbnb exports --------------------------------------------------


def rio_2018_row(**overrides: str) -> dict[str, str]:
    """A real row of the 2018 Rio de Janeiro export: 0–100 and 0–10 scores, numbers written as
    floats, brace-format amenities, no ``bathrooms_text``."""
    row = inside_airbnb_row(
        id="24480",
        listing_url="https://www.airbnb.com/rooms/24480",
        name="Nice and cozy near Ipanema Beach",
        neighbourhood="Ipanema",
        neighbourhood_cleansed="Ipanema",
        latitude="-22.9856978888963",
        longitude="-43.20193477968938",
        property_type="Apartment",
        accommodates="2",
        bathrooms="1.0",
        bathrooms_text="",
        bedrooms="1.0",
        beds="1.0",
        amenities=(
            '{TV,"Cable TV",Wifi,"Air conditioning","First aid kit",Essentials,'
            '"Laptop friendly workspace","Pocket wifi",Microwave,"Beach essentials"}'
        ),
        price="$222.00",
        number_of_reviews="85",
        review_scores_rating="95.0",
        review_scores_cleanliness="10.0",
        review_scores_location="10.0",
        review_scores_value="9.0",
        last_scraped="2018-04-14",
        city="Rio de Janeiro",
    )
    row.update(overrides)
    return row


def test_a_2018_rio_row_becomes_a_listing_like_any_other() -> None:
    listing = normalise_listing(rio_2018_row())

    assert listing["address"]["market"] == "Rio De Janeiro"
    assert (listing["address"]["country"], listing["address"]["country_code"]) == ("Brazil", "BR")
    assert (listing["price"], listing["currency"]) == (222.0, "BRL")
    assert listing["price_usd"] == round(222.0 * USD_PER_UNIT["BRL"], 2)
    assert (listing["bedrooms"], listing["beds"], listing["bathrooms"]) == (1, 1, 1.0)
    assert listing["review_scores"] == {
        "rating": 4.8,
        "accuracy": None,
        "cleanliness": 5.0,
        "checkin": None,
        "communication": None,
        "location": 5.0,
        "value": 4.5,
    }


def test_brace_format_amenities_map_onto_the_canonical_vocabulary() -> None:
    listing = normalise_listing(rio_2018_row())

    assert listing["amenities_source"] == [
        "TV", "Cable TV", "Wifi", "Air conditioning", "First aid kit", "Essentials",
        "Laptop friendly workspace", "Pocket wifi", "Microwave", "Beach essentials",
    ]  # fmt: skip
    assert listing["amenities"] == ["Air conditioning", "Laptop friendly workspace", "TV", "Wifi"]


def test_an_unrated_2018_row_rescales_its_aspect_scores_from_ten() -> None:
    # A real Rio listing with one review: no overall rating, aspects out of 10 that could pass
    # for scores out of 5. The scrape date says which scale they are on.
    row = rio_2018_row(
        review_scores_rating="",
        review_scores_cleanliness="4.0",
        review_scores_location="8.0",
        review_scores_value="8.0",
    )

    scores = normalise_listing(row)["review_scores"]

    assert (scores["rating"], scores["cleanliness"], scores["location"]) == (None, 2.0, 4.0)


def test_scores_up_to_five_in_a_recent_scrape_are_already_out_of_five() -> None:
    row = inside_airbnb_row(
        review_scores_rating="",
        review_scores_cleanliness="4.0",
        review_scores_location="5.0",
        last_scraped="2026-06-17",
    )

    scores = normalise_listing(row)["review_scores"]

    assert (scores["rating"], scores["cleanliness"], scores["location"]) == (None, 4.0, 5.0)


def test_without_a_scrape_date_a_score_above_five_means_the_old_scales() -> None:
    row = inside_airbnb_row(
        review_scores_rating="", review_scores_cleanliness="9.0", last_scraped=""
    )

    assert normalise_listing(row)["review_scores"]["cleanliness"] == 4.5


def test_two_amenities_written_as_one_are_both_understood() -> None:
    assert canonical_amenities(["Washer / Dryer"]) == ["Dryer", "Washer"]


def test_amenities_airbnb_never_named_are_dropped() -> None:
    row = rio_2018_row(amenities='{Wifi,"translation missing: en.hosting_amenity_49",Kitchen}')

    assert normalise_listing(row)["amenities_source"] == ["Wifi", "Kitchen"]


def test_a_resaved_sydney_row_with_floats_for_nights_and_cents_in_the_price() -> None:
    row = inside_airbnb_row(
        city="Sydney",
        price="$211.50",
        minimum_nights="2.0",
        maximum_nights="14.0",
        bedrooms="",
        beds="1.0",
        last_scraped="2026-06-17",
    )

    listing = normalise_listing(row)

    assert (listing["price"], listing["currency"]) == (211.5, "AUD")
    assert (listing["minimum_nights"], listing["bedrooms"], listing["beds"]) == (2, None, 1)
    assert listing["address"]["country"] == "Australia"


@pytest.mark.parametrize(
    ("city", "market", "currency"),
    [
        ("Rio de Janeiro", "Rio De Janeiro", "BRL"),
        ("Rio", "Rio De Janeiro", "BRL"),
        ("Sydney", "Sydney", "AUD"),
        ("Istanbul", "Istanbul", "TRY"),
        ("İstanbul", "Istanbul", "TRY"),
    ],
)
def test_the_new_markets_names_resolve_with_their_currency(
    city: str, market: str, currency: str
) -> None:
    listing = normalise_listing(inside_airbnb_row(city=city))

    assert (listing["address"]["market"], listing["currency"]) == (market, currency)


def test_missing_coordinates_give_no_location() -> None:
    listing = normalise_listing(inside_airbnb_row(latitude="", longitude="-3.17"))

    assert listing["address"]["location"] is None


@pytest.mark.parametrize(
    ("amenities", "expected_source"),
    [
        ('["Wifi", "Kitch', []),
        ("not a list", []),
        ('{"Wifi": true}', []),
        ("", []),
        ('{TV,"Cable TV",Wifi}', ["TV", "Cable TV", "Wifi"]),
    ],
    ids=["truncated-json", "garbage", "json-object", "empty", "postgres-array"],
)
def test_unreadable_amenities_leave_the_listing_without_amenities(
    amenities: str, expected_source: list[str]
) -> None:
    listing = normalise_listing(inside_airbnb_row(amenities=amenities))

    assert listing["amenities_source"] == expected_source
    assert listing["amenities"] == canonical_amenities(expected_source)


# --- ratings in sample_airbnb -----------------------------------------------------------------


def test_sample_ratings_are_rescaled_from_a_hundred_and_from_ten_to_five() -> None:
    record = sample_record()
    record["review_scores"] = {
        "review_scores_rating": 94,
        "review_scores_accuracy": 10,
        "review_scores_cleanliness": 9,
        "review_scores_checkin": 8,
        "review_scores_communication": 10,
        "review_scores_location": 7,
        "review_scores_value": 9,
    }

    assert normalise_listing(record)["review_scores"] == {
        "rating": 4.7,
        "accuracy": 5.0,
        "cleanliness": 4.5,
        "checkin": 4.0,
        "communication": 5.0,
        "location": 3.5,
        "value": 4.5,
    }


def test_an_unreviewed_sample_listing_has_no_scores() -> None:
    scores = normalise_listing(sample_record(review_scores={}))["review_scores"]

    assert set(scores.values()) == {None}


# --- malformed records ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("record", "listing_id", "reason"),
    [
        (inside_airbnb_row(id=""), None, "no id"),
        (sample_record(_id=None), None, "no id"),
        (inside_airbnb_row(price=""), "1004978540001566331", "no parseable price"),
        (inside_airbnb_row(price="on request"), "1004978540001566331", "no parseable price"),
        (sample_record(price={"$numberDecimal": "NaN"}), "10006546", "no parseable price"),
        (inside_airbnb_row(price="$0.00"), "1004978540001566331", "price must be positive"),
        (sample_record(price=-5), "10006546", "price must be positive"),
        (inside_airbnb_row(city=""), "1004978540001566331", "no market"),
        (inside_airbnb_row(accommodates=""), "1004978540001566331", "no number of guests"),
        (inside_airbnb_row(room_type="", property_type="Yurt"), "1004978540001566331", "room type"),
        ({"_id": "1", "title": "not a listing"}, "1", "unrecognised record format"),
    ],
)
def test_a_malformed_record_raises_with_its_id_and_reason(
    record: dict[str, Any], listing_id: str | None, reason: str
) -> None:
    with pytest.raises(MalformedListing) as raised:
        normalise_listing(record)

    assert raised.value.listing_id == listing_id
    assert reason in raised.value.reason
    assert isinstance(raised.value, ValueError)


@pytest.mark.parametrize("record", [inside_airbnb_row(name="  "), sample_record(name="<b></b>")])
def test_a_listing_without_a_title_gets_a_plain_descriptive_name(record: dict[str, Any]) -> None:
    listing = normalise_listing(record)

    assert listing["name"].startswith(listing["room_type"])
    assert listing["address"]["neighbourhood"] in listing["name"]


def test_a_sample_record_without_a_market_takes_the_market_option() -> None:
    record = sample_record()
    record["address"] = {**record["address"], "market": ""}

    with pytest.raises(MalformedListing, match="no market"):
        normalise_listing(record)
    assert normalise_listing(record, market="Porto")["address"]["market"] == "Porto"


def test_an_id_that_was_read_as_a_float_is_rejected_not_rounded() -> None:
    row: dict[str, Any] = inside_airbnb_row()
    row["id"] = 1004978540001566331.0

    with pytest.raises(MalformedListing, match="read ids as text"):
        normalise_listing(row)


# --- helpers ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("$1,309.00", 1309.0),
        ("$70.00", 70.0),
        ("80.00", 80.0),
        ("€ 95", 95.0),
        (80, 80.0),
        (80.5, 80.5),
        ({"$numberDecimal": "80.00"}, 80.0),
        (Decimal128("99.90"), 99.9),
        ("", None),
        ("n/a", None),
        (None, None),
        (float("nan"), None),
        (True, None),
    ],
)
def test_parse_price(value: Any, expected: float | None) -> None:
    assert parse_price(value) == expected


@given(st.decimals(min_value="0.01", max_value="99999999.99", places=2))
def test_any_inside_airbnb_price_string_reads_back_as_its_amount(amount: Any) -> None:
    assert parse_price(f"${amount:,.2f}") == float(amount)


@pytest.mark.parametrize(
    ("value", "expected"),
    [("t", True), ("f", False), ("", False), (True, True), (False, False), (None, False)],
)
def test_parse_bool(value: Any, expected: bool) -> None:
    assert parse_bool(value) is expected


@pytest.mark.parametrize(
    ("html_text", "plain"),
    [
        ("<b>The space</b><br />Big &amp; bright", "The space\nBig & bright"),
        ("One<br/><br/><br/><br/>Two", "One\n\nTwo"),
        ("<p>First</p><p>Second</p>", "First\nSecond"),
        ("  lots   of\tspace  ", "lots of space"),
        ("Caf&eacute; &lt;3 &#39;quoted&#39;", "Café <3 'quoted'"),
        ("5 < 6 and 7 > 2", "5 < 6 and 7 > 2"),
        ("Line one\r\nLine two", "Line one\nLine two"),
        ("Cut off in a tag.<br /", "Cut off in a tag."),
        (None, ""),
    ],
)
def test_strip_html(html_text: str | None, plain: str) -> None:
    assert strip_html(html_text) == plain


@pytest.mark.parametrize(
    ("source_name", "canonical"),
    [
        ("Wifi", "Wifi"),
        ("Fast wifi – 300 Mbps", "Wifi"),
        ("Wifi – 50 Mbps", "Wifi"),
        ("Pocket wifi", "Wifi"),
        ("Kitchen", "Kitchen"),
        ("Kitchenette", "Kitchen"),
        ("Air conditioning", "Air conditioning"),
        ("Central air conditioning", "Air conditioning"),
        ("Window AC unit", "Air conditioning"),
        ("AC - split type ductless system", "Air conditioning"),
        ("Central heating", "Heating"),
        ("Heating - split type ductless system", "Heating"),
        ("Free washer – In unit", "Washer"),
        ("Washer – In building", "Washer"),
        ("Free dryer – In unit", "Dryer"),
        ("Private outdoor pool - available all year, open 24 hours, heated", "Pool"),
        ("Shared pool", "Pool"),
        ("Shared outdoor heated rooftop pool", "Pool"),
        ("Hot tub", "Hot tub"),
        ("Private hot tub", "Hot tub"),
        ("Shared hot tub - available all year", "Hot tub"),
        ("Free parking on premises", "Free parking on premises"),
        ("Free driveway parking on premises – 1 space", "Free parking on premises"),
        ("Free residential garage on premises", "Free parking on premises"),
        ("Free street parking", "Free street parking"),
        ("Pets allowed", "Pets allowed"),
        ("Elevator", "Elevator"),
        ("Gym", "Gym"),
        ("Shared gym in building", "Gym"),
        ("Exercise equipment", "Gym"),
        ("Exercise equipment: free weights, yoga mat", "Gym"),
        ("Doorman", "Doorman"),
        ("Wheelchair accessible", "Wheelchair accessible"),
        ("Step-free access", "Step-free access"),
        ("Beachfront", "Beachfront"),
        ("Beach access – Beachfront", "Beachfront"),
        ("Waterfront", "Waterfront"),
        ("Patio or balcony", "Patio or balcony"),
        ("Private patio or balcony", "Patio or balcony"),
        ("Backyard", "Garden or backyard"),
        ("Private backyard – Fully fenced", "Garden or backyard"),
        ("Shared fenced garden or backyard", "Garden or backyard"),
        ("BBQ grill: charcoal", "BBQ grill"),
        ("Indoor fireplace: wood-burning", "Indoor fireplace"),
        ("Breakfast", "Breakfast"),
        ("Self check-in", "Self check-in"),
        ("Dedicated workspace", "Laptop friendly workspace"),
        ("Dedicated workspace: desk and office chair", "Laptop friendly workspace"),
        ("Laptop friendly workspace", "Laptop friendly workspace"),
        ("Family/kid friendly", "Family/kid friendly"),
        ("Children’s books and toys for ages 2-5 years old", "Family/kid friendly"),
        ("High chair - available upon request", "Family/kid friendly"),
        ("Crib", "Crib"),
        ("Crib - available upon request", "Crib"),
        ("Pack ’n play/Travel crib - always at the listing", "Crib"),
        ("Pack ’n Play/travel crib", "Crib"),
        ("Smoking allowed", "Smoking allowed"),
        ("TV", "TV"),
        ("Cable TV", "TV"),
        ("HDTV with Netflix, standard cable", "TV"),
        ('55" HDTV with Roku, Netflix', "TV"),
        ("65 inch HDTV with Amazon Prime Video", "TV"),
        ("TV with standard cable", "TV"),
        ("Dishwasher", "Dishwasher"),
    ],
)
def test_source_amenity_names_map_onto_the_canonical_vocabulary(
    source_name: str, canonical: str
) -> None:
    assert canonical in canonical_amenities([source_name])


@pytest.mark.parametrize(
    "source_name",
    [
        "Pool table",
        "Pool view",
        "Hair dryer",
        "Gym nearby",
        "Garden view",
        "Fireplace guards",
        "Paid parking on premises",
        "Paid street parking off premises",
        "Sonos connected by Wifi Bluetooth sound system",
        "Kitchen Aid stainless steel oven",
        "Internet",
        "Wide doorway",
        "Flat path to front door",
        "Building staff",
        "Lake access",
        "Smoke alarm",
        "Dog(s)",
        "Pets live on this property",
    ],
)
def test_names_that_only_look_like_an_amenity_map_to_nothing(source_name: str) -> None:
    assert canonical_amenities([source_name]) == []


def test_dishwasher_is_not_a_washer() -> None:
    assert canonical_amenities(["Dishwasher"]) == ["Dishwasher"]


def test_canonical_amenities_are_sorted_unique_and_from_the_vocabulary() -> None:
    amenities = canonical_amenities(["Wifi", "TV", "Cable TV", "Fast wifi – 90 Mbps", "Pool"])

    assert amenities == ["Pool", "TV", "Wifi"]
    assert set(amenities) <= set(AMENITIES)


@pytest.mark.parametrize(
    ("source_type", "canonical"),
    [
        ("Apartment", "Apartment"),
        ("Entire rental unit", "Apartment"),
        ("Private room in rental unit", "Apartment"),
        ("Entire apartment", "Apartment"),
        ("Private room in home", "House"),
        ("Entire home", "House"),
        ("Entire residential home", "House"),
        ("Tiny home", "House"),
        ("Entire condo", "Condominium"),
        ("Entire condominium (condo)", "Condominium"),
        ("Private room in condominium", "Condominium"),
        ("Entire serviced apartment", "Serviced apartment"),
        ("Room in aparthotel", "Serviced apartment"),
        ("Room in hotel", "Boutique hotel"),
        ("Room in boutique hotel", "Boutique hotel"),
        ("Private room in bed and breakfast", "Bed and breakfast"),
        ("Shared room in hostel", "Hostel"),
        ("Entire guest suite", "Guest suite"),
        ("Entire guesthouse", "Guesthouse"),
        ("Entire townhouse", "Townhouse"),
        ("Entire loft", "Loft"),
        ("Entire cottage", "Cottage"),
        ("Entire cabin", "Cabin"),
        ("Private room in treehouse", "Treehouse"),
        ("Camper/RV", "Other"),
        ("Entire place", "Other"),
        ("Private room", "Other"),
        ("", "Other"),
    ],
)
def test_property_types_map_onto_the_canonical_list(source_type: str, canonical: str) -> None:
    assert canonical_property_type(source_type) == canonical
    assert canonical in PROPERTY_TYPES


@pytest.mark.parametrize(
    ("room_type", "property_type", "expected"),
    [
        ("Entire home/apt", "Entire rental unit", "Entire home/apt"),
        ("Private room", "Private room in home", "Private room"),
        ("Shared room", "Shared room in hostel", "Shared room"),
        ("Hotel room", "Room in hotel", "Private room"),
        ("", "Entire cottage", "Entire home/apt"),
        ("", "Room in boutique hotel", "Private room"),
    ],
)
def test_room_types(room_type: str, property_type: str, expected: str) -> None:
    row = inside_airbnb_row(room_type=room_type, property_type=property_type)

    assert normalise_listing(row)["room_type"] == expected


# --- the embedded text ------------------------------------------------------------------------


def test_listing_text_names_what_a_visitor_searches_by() -> None:
    text = listing_text(normalise_listing(extended_json_sample()))

    assert text.splitlines() == [
        "Ribeira Charming Duplex",
        "House, entire home/apt, 3 bedrooms, in Cedofeita, Ildefonso, Sé, Miragaia, Nicolau,"
        " Vitória, Porto, Portugal",
        "Amenities: Crib, Dishwasher, Family/kid friendly, Heating, Kitchen, Pets allowed,"
        " Smoking allowed, TV, Washer, Waterfront, Wifi",
        "Fantastic duplex apartment with three bedrooms, located in the historic area of Porto,"
        " Ribeira (Cube) - UNESCO World Heritage Site. Centenary building fully rehabilitated,"
        " without losing their original character.",
    ]


def test_listing_text_uses_the_description_when_there_is_no_summary() -> None:
    text = listing_text(normalise_listing(inside_airbnb_row()))

    assert "Two bedrooms & a garden." in text
    assert "in Leith, Edinburgh, United Kingdom" in text


def test_listing_text_caps_long_prose() -> None:
    listing = normalise_listing(inside_airbnb_row(description="word " * 1000))

    prose = listing_text(listing).splitlines()[-1]

    assert len(prose) <= LONG_TEXT_LIMIT + 1
    assert prose.endswith("word…")


def test_listing_text_is_the_same_for_the_same_listing() -> None:
    first = normalise_listing(inside_airbnb_row())
    second = normalise_listing(inside_airbnb_row())

    assert listing_text(first) == listing_text(second)


def test_listing_text_says_studio_and_names_an_other_property_type_by_its_source() -> None:
    listing = normalise_listing(inside_airbnb_row(property_type="Camper/RV", bedrooms="0"))

    assert "Camper/RV, entire home/apt, studio" in listing_text(listing)


def test_listing_text_does_not_repeat_a_city_that_is_its_country() -> None:
    row = inside_airbnb_row(city="Hong Kong", neighbourhood_cleansed="Wan Chai")

    assert "in Wan Chai, Hong Kong\n" in listing_text(normalise_listing(row))
