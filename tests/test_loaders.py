"""Reading listings from files and the hub through ``datasets``, and what the shipped files hold."""

from __future__ import annotations

import csv
import gzip
import io
import json
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import datasets
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from language.vocabulary import AMENITIES, PROPERTY_TYPES, ROOM_TYPES, USD_PER_UNIT
from rentals.listing_text import listing_text
from rentals.normalise import MalformedListing, from_extended_json
from seed.loaders import iter_listings, load_records
from seed.shipped import (
    INSIDE_AIRBNB,
    INSIDE_AIRBNB_MARKETS,
    SAMPLE_AIRBNB,
    SHIPPED_LISTING_COUNT,
    load_precomputed,
)
from tests.listing_helpers import sample_records

FIXTURES = Path(__file__).parent / "fixtures"

# Every shipped record is a listing (one Istanbul room has an empty name and gets a plain one).
SHIPPED_MALFORMED: set[tuple[str, str]] = set()


@pytest.fixture(scope="module")
def cache_dir(tmp_path_factory: pytest.TempPathFactory) -> str:
    return str(tmp_path_factory.mktemp("datasets-cache"))


@pytest.fixture(scope="module")
def shipped_results(cache_dir: str) -> dict[str, list[Any]]:
    return {
        path.name: list(iter_listings(path, cache_dir=cache_dir))
        for path in (SAMPLE_AIRBNB, INSIDE_AIRBNB, INSIDE_AIRBNB_MARKETS)
    }


def listings_of(results: list[Any]) -> list[dict[str, Any]]:
    return [result for result in results if not isinstance(result, MalformedListing)]


def raw_inside_airbnb_rows(path: Path = INSIDE_AIRBNB) -> list[dict[str, str]]:
    with gzip.open(path, "rt", encoding="utf-8", newline="") as text:
        return list(csv.DictReader(text))


# --- the shipped files ------------------------------------------------------------------------


def test_all_shipped_records_load_and_all_but_one_normalise(
    shipped_results: dict[str, list[Any]],
) -> None:
    results = [result for file_results in shipped_results.values() for result in file_results]
    malformed = [result for result in results if isinstance(result, MalformedListing)]

    assert len(results) == SHIPPED_LISTING_COUNT == 3931
    assert {(problem.listing_id, problem.reason) for problem in malformed} == SHIPPED_MALFORMED
    assert len(listings_of(results)) == 3931


def test_shipped_sample_airbnb_markets(shipped_results: dict[str, list[Any]]) -> None:
    listings = listings_of(shipped_results[SAMPLE_AIRBNB.name])

    assert Counter(listing["address"]["market"] for listing in listings) == {
        "Rio De Janeiro": 26,
        "New York": 15,
        "Istanbul": 12,
        "Sydney": 11,
        "Hong Kong": 10,
        "Porto": 9,
        "Oahu": 4,
        "Montreal": 4,
        "The Big Island": 4,
        "Barcelona": 3,
        "Maui": 2,
    }
    assert Counter(listing["room_type"] for listing in listings) == {
        "Entire home/apt": 67,
        "Private room": 33,
    }


def test_shipped_sample_airbnb_records_as_read_match_the_file(cache_dir: str) -> None:
    records = list(load_records(SAMPLE_AIRBNB, cache_dir=cache_dir))

    assert len(records) == 100
    assert Counter(record["address"]["market"] for record in records)["Istanbul"] == 12
    assert records[0] == from_extended_json(sample_records(1)[0])


def test_shipped_inside_airbnb_markets(shipped_results: dict[str, list[Any]]) -> None:
    listings = listings_of(shipped_results[INSIDE_AIRBNB.name])

    cities = ("Albany", "Jersey City", "Newark", "Antwerp", "Edinburgh", "Hong Kong", "Brisbane")
    assert Counter(listing["address"]["market"] for listing in listings) == dict.fromkeys(
        (*cities, "Victoria"), 375
    )
    assert Counter(listing["room_type"] for listing in listings) == {
        "Entire home/apt": 2049,
        "Private room": 894 + 12,  # Hotel rooms are private rooms
        "Shared room": 45,
    }


def test_shipped_inside_airbnb_rows_are_read_as_the_strings_in_the_file(cache_dir: str) -> None:
    records = list(load_records(INSIDE_AIRBNB, cache_dir=cache_dir))

    assert records == raw_inside_airbnb_rows()


def test_nineteen_digit_ids_survive_loading(shipped_results: dict[str, list[Any]]) -> None:
    raw_ids = [row["id"] for row in raw_inside_airbnb_rows()]
    raw_host_ids = [row["host_id"] for row in raw_inside_airbnb_rows()]
    listings = listings_of(shipped_results[INSIDE_AIRBNB.name])

    assert sum(len(listing_id) == 19 for listing_id in raw_ids) == 935
    assert [listing["_id"] for listing in listings] == raw_ids
    assert [listing["host"]["host_id"] for listing in listings] == raw_host_ids


def test_every_shipped_listing_keeps_the_contract(shipped_results: dict[str, list[Any]]) -> None:
    listings = listings_of([r for results in shipped_results.values() for r in results])

    assert len({listing["_id"] for listing in listings}) == len(listings)
    for listing in listings:
        assert listing["property_type"] in PROPERTY_TYPES
        assert listing["room_type"] in ROOM_TYPES
        assert listing["amenities"] == sorted(set(listing["amenities"]))
        assert set(listing["amenities"]) <= set(AMENITIES)
        assert listing["currency"] in USD_PER_UNIT
        assert listing["price"] > 0
        assert listing["price_usd"] == round(
            listing["price"] * USD_PER_UNIT[listing["currency"]], 2
        )
        assert listing["address"]["location"] is not None
        assert all(score is None or 0 <= score <= 5 for score in listing["review_scores"].values())
        assert "<br" not in listing["description"]


def test_shipped_listings_have_the_documented_currencies(
    shipped_results: dict[str, list[Any]],
) -> None:
    listings = listings_of([r for results in shipped_results.values() for r in results])

    assert Counter(listing["currency"] for listing in listings) == {
        "USD": 1150,
        "EUR": 387,
        "AUD": 386 + 375,
        "HKD": 385,
        "CAD": 379,
        "GBP": 375,
        "BRL": 26 + 375,
        "TRY": 12 + 81,
    }


def test_every_shipped_listing_has_a_shipped_vector_of_its_current_text(
    shipped_results: dict[str, list[Any]],
) -> None:
    precomputed = load_precomputed()
    listings = listings_of([r for results in shipped_results.values() for r in results])

    assert precomputed is not None
    stale = [
        listing["_id"]
        for listing in listings
        if precomputed.vector_for(listing["_id"], listing_text(listing)) is None
    ]
    assert stale == [], "run `make embeddings` after changing the shipped listings or their text"


# --- the Rio de Janeiro, Sydney and Istanbul file ---------------------------------------------


def markets_listings(shipped_results: dict[str, list[Any]]) -> list[dict[str, Any]]:
    return listings_of(shipped_results[INSIDE_AIRBNB_MARKETS.name])


def test_shipped_market_additions(shipped_results: dict[str, list[Any]]) -> None:
    listings = markets_listings(shipped_results)

    assert Counter(
        (listing["address"]["market"], listing["address"]["country"], listing["currency"])
        for listing in listings
    ) == {
        ("Rio De Janeiro", "Brazil", "BRL"): 375,
        ("Sydney", "Australia", "AUD"): 375,
        ("Istanbul", "Turkey", "TRY"): 81,
    }
    assert Counter(listing["room_type"] for listing in listings) == {
        "Entire home/apt": 594,
        "Private room": 227 + 1,  # Sydney's one hotel room is a private room
        "Shared room": 9,
    }


def test_shipped_market_additions_share_no_id_with_the_other_files(
    shipped_results: dict[str, list[Any]],
) -> None:
    ids = Counter(
        listing["_id"] for results in shipped_results.values() for listing in listings_of(results)
    )

    assert [listing_id for listing_id, count in ids.items() if count > 1] == []


def test_shipped_market_rows_are_read_as_the_strings_in_the_file(cache_dir: str) -> None:
    records = list(load_records(INSIDE_AIRBNB_MARKETS, cache_dir=cache_dir))

    assert records == raw_inside_airbnb_rows(INSIDE_AIRBNB_MARKETS)


def test_rio_ratings_out_of_a_hundred_become_stars_like_the_rest(
    shipped_results: dict[str, list[Any]],
) -> None:
    raw = {row["id"]: row for row in raw_inside_airbnb_rows(INSIDE_AIRBNB_MARKETS)}
    rio = [
        listing
        for listing in markets_listings(shipped_results)
        if listing["address"]["market"] == "Rio De Janeiro"
    ]
    rated = [listing for listing in rio if raw[listing["_id"]]["review_scores_rating"]]

    assert len(rated) == 375 - 69
    for listing in rated:
        out_of_a_hundred = float(raw[listing["_id"]]["review_scores_rating"])
        assert out_of_a_hundred > 5
        assert listing["review_scores"]["rating"] == round(out_of_a_hundred / 20, 1)
    aspects = [
        score
        for listing in rio
        for aspect, score in listing["review_scores"].items()
        if aspect != "rating" and score is not None
    ]
    assert max(aspects) == 5.0
    assert min(aspects) == 1.0  # the lowest aspect in the file is 2 out of 10


def test_rio_brace_format_amenities_are_read_and_mapped(
    shipped_results: dict[str, list[Any]],
) -> None:
    rio = [
        listing
        for listing in markets_listings(shipped_results)
        if listing["address"]["market"] == "Rio De Janeiro"
    ]
    amenities = Counter(amenity for listing in rio for amenity in listing["amenities"])

    assert sum(not listing["amenities_source"] for listing in rio) == 11  # "{}" in the file
    assert not any(
        name.startswith(("{", '"', "translation missing"))
        for listing in rio
        for name in listing["amenities_source"]
    )
    assert (amenities["Wifi"], amenities["Kitchen"], amenities["Pool"]) == (344, 325, 66)
    assert (amenities["Family/kid friendly"], amenities["Pets allowed"]) == (224, 45)


# --- file formats -----------------------------------------------------------------------------


def inside_airbnb_rows_with_a_broken_one() -> list[dict[str, str]]:
    """Three real rows; the middle one has lost its price."""
    rows = raw_inside_airbnb_rows()
    long_ids = [row for row in rows if len(row["id"]) == 19][:2]
    broken = {**rows[0], "price": ""}
    return [long_ids[0], broken, long_ids[1]]


def sample_records_with_a_broken_one() -> list[dict[str, Any]]:
    """Three real sample documents; the middle one has lost its id."""
    records = sample_records(3)
    broken = {key: value for key, value in records[1].items() if key != "_id"}
    return [records[0], broken, records[2]]


def write_csv(path: Path, rows: list[dict[str, str]]) -> None:
    text = io.StringIO()
    writer = csv.DictWriter(text, fieldnames=list(rows[0]))
    writer.writeheader()
    writer.writerows(rows)
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "wt", encoding="utf-8", newline="") as file:
        file.write(text.getvalue())


def write_json_lines(path: Path, records: list[dict[str, Any]]) -> None:
    path.write_text("".join(json.dumps(record) + "\n" for record in records), encoding="utf-8")


def write_json_array_gz(path: Path, records: list[dict[str, Any]]) -> None:
    with gzip.open(path, "wt", encoding="utf-8") as file:
        json.dump(records, file)


def assert_broken_row_reported_and_rest_loaded(
    results: list[Any], expected_ids: list[str], reason: str
) -> None:
    listings = listings_of(results)
    malformed = [result for result in results if isinstance(result, MalformedListing)]
    assert [listing["_id"] for listing in listings] == expected_ids
    assert len(malformed) == 1
    assert reason in malformed[0].reason


@pytest.mark.parametrize("file_name", ["listings.csv", "listings.csv.gz"])
def test_csv_files(tmp_path: Path, cache_dir: str, file_name: str) -> None:
    rows = inside_airbnb_rows_with_a_broken_one()
    path = tmp_path / file_name
    write_csv(path, rows)

    results = list(iter_listings(path, cache_dir=cache_dir))

    assert_broken_row_reported_and_rest_loaded(
        results, [rows[0]["id"], rows[2]["id"]], "no parseable price"
    )


def test_jsonl_file(tmp_path: Path, cache_dir: str) -> None:
    records = sample_records_with_a_broken_one()
    path = tmp_path / "listings.jsonl"
    write_json_lines(path, records)

    results = list(iter_listings(path, cache_dir=cache_dir))

    assert_broken_row_reported_and_rest_loaded(
        results, [records[0]["_id"], records[2]["_id"]], "no id"
    )


def test_gzipped_json_array_of_extended_json(tmp_path: Path, cache_dir: str) -> None:
    extended = json.loads((FIXTURES / "sample_airbnb_extended_json.json").read_text("utf-8"))
    unreviewed = {**extended, "_id": "2", "review_scores": {}, "price": 95}
    broken = {**extended, "_id": "3", "price": {"$numberDecimal": "0.00"}}
    path = tmp_path / "listings.json.gz"
    write_json_array_gz(path, [extended, unreviewed, broken])

    results = list(iter_listings(path, cache_dir=cache_dir))

    assert_broken_row_reported_and_rest_loaded(results, ["10006546", "2"], "must be positive")
    first, second = listings_of(results)
    assert (first["price"], second["price"]) == (80.0, 95.0)
    assert first["review_scores"]["rating"] == 4.5
    assert second["review_scores"]["rating"] is None


def test_json_lines_with_a_field_of_mixed_types(tmp_path: Path, cache_dir: str) -> None:
    records = sample_records(3)
    records[0]["price"] = {"$numberDecimal": "80.00"}
    records[1]["price"] = "$120.00"
    path = tmp_path / "mixed.jsonl"
    write_json_lines(path, records)

    listings = listings_of(list(iter_listings(path, cache_dir=cache_dir)))

    assert [listing["price"] for listing in listings] == [80.0, 120.0, records[2]["price"]]


def test_parquet_file_with_nulls_for_absent_keys(tmp_path: Path, cache_dir: str) -> None:
    records = sample_records_with_a_broken_one()
    records[0]["text_embeddings"] = [0.25] * 1536
    path = tmp_path / "listings.parquet"
    # Arrow stores nested dicts as structs: a key absent from one record reads back as None.
    pq.write_table(pa.Table.from_pylist(records), path)

    results = list(iter_listings(path, cache_dir=cache_dir))

    assert_broken_row_reported_and_rest_loaded(
        results, [records[0]["_id"], records[2]["_id"]], "no id"
    )
    first, third = listings_of(results)
    assert first["text_embeddings"] == [0.25] * 1536
    assert "text_embeddings" not in third


def test_parquet_keeps_nineteen_digit_string_ids(tmp_path: Path, cache_dir: str) -> None:
    rows = inside_airbnb_rows_with_a_broken_one()
    path = tmp_path / "listings.parquet"
    pq.write_table(pa.Table.from_pylist(rows), path)

    ids = [record["id"] for record in load_records(path, cache_dir=cache_dir)]

    assert ids == [row["id"] for row in rows]
    assert len(ids[0]) == 19


def test_a_csv_without_a_city_column_takes_the_market_option(
    tmp_path: Path, cache_dir: str
) -> None:
    rows = [
        {key: value for key, value in row.items() if key != "city"}
        for row in raw_inside_airbnb_rows()[-3:]
    ]
    path = tmp_path / "victoria.csv"
    write_csv(path, rows)

    without_market = list(iter_listings(path, cache_dir=cache_dir))
    with_market = list(iter_listings(path, market="Victoria, BC", cache_dir=cache_dir))

    assert all(isinstance(result, MalformedListing) for result in without_market)
    assert [listing["address"]["market"] for listing in listings_of(with_market)] == [
        "Victoria"
    ] * 3


def test_limit_stops_early(cache_dir: str) -> None:
    assert len(list(load_records(INSIDE_AIRBNB, limit=7, cache_dir=cache_dir))) == 7
    assert len(list(iter_listings(SAMPLE_AIRBNB, limit=2, cache_dir=cache_dir))) == 2


def test_the_datasets_cache_goes_where_it_is_told(tmp_path: Path) -> None:
    cache = tmp_path / "cache"

    next(load_records(SAMPLE_AIRBNB, cache_dir=str(cache)))

    assert any(cache.iterdir())


def test_an_unsupported_file_type_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "listings.xlsx"
    path.write_bytes(b"")

    with pytest.raises(ValueError, match=r"listings\.xlsx"):
        next(load_records(path))


def test_a_missing_file_is_reported(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError, match=r"nowhere\.jsonl"):
        next(load_records(tmp_path / "nowhere.jsonl"))


# --- the hub ----------------------------------------------------------------------------------


def test_the_hub_dataset_is_streamed_and_read_only_as_far_as_the_limit(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    calls: list[tuple[tuple[Any, ...], dict[str, Any]]] = []
    rows_read = 0
    hub_row = sample_records(1)[0]

    def streamed_rows() -> Iterator[dict[str, Any]]:
        nonlocal rows_read
        while True:
            rows_read += 1
            yield hub_row

    def fake_load_dataset(*args: Any, **kwargs: Any) -> Iterator[dict[str, Any]]:
        calls.append((args, kwargs))
        return streamed_rows()

    monkeypatch.setattr(datasets, "load_dataset", fake_load_dataset)

    results = list(iter_listings("hf", limit=3, cache_dir="/tmp/hub-cache"))

    assert calls == [
        (
            ("MongoDB/airbnb_embeddings",),
            {"split": "train", "streaming": True, "cache_dir": "/tmp/hub-cache"},
        )
    ]
    assert rows_read == 3
    assert [listing["_id"] for listing in listings_of(results)] == ["10006546"] * 3
