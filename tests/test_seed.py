"""The seed: idempotent, resumable, tolerant of broken rows, and honest about search indexes."""

from __future__ import annotations

import json
from io import StringIO
from pathlib import Path

import numpy as np
import pytest
from django.core.management import CommandError, call_command

from infra.embedders import LocalEmbedder
from rentals import repository
from rentals.embedding import configured_embedder
from seed.management.commands.build_sample_embeddings import shipped_vectors
from seed.seeding import SeedOptions, seed_listings
from seed.shipped import PrecomputedEmbeddings, text_fingerprint
from tests.listing_helpers import sample_records

VECTOR_FIELD = "embedding_e5_small"


@pytest.fixture
def broken_file(tmp_path: Path) -> Path:
    """Five real listings under new ids (so nothing precomputed matches) and two broken rows."""
    records = sample_records(5)
    for number, record in enumerate(records):
        record["_id"] = f"custom-{number}"
    records.append({**sample_records(1)[0], "_id": "no-price", "price": "on request"})
    records.append({**sample_records(1)[0], "_id": "no-market", "address": {"market": ""}})
    path = tmp_path / "listings.jsonl"
    path.write_text("\n".join(json.dumps(record) for record in records))
    return path


def seed(**options: object) -> str:
    out = StringIO()
    call_command("seed", stdout=out, stderr=StringIO(), **options)
    return out.getvalue()


def test_seeding_the_shipped_sample_loads_listings_with_shipped_vectors(
    empty_database: str,
) -> None:
    report = seed_listings(SeedOptions(limit=300), configured_embedder())

    assert report.inserted == 300
    assert report.malformed == []
    assert report.reused_vectors == 300, "shipped vectors are reused, not recomputed"
    assert report.embedded == 0
    assert repository.count_listings() == 300
    assert repository.count_with_vectors(VECTOR_FIELD) == 300


def test_seeding_twice_leaves_the_same_count(empty_database: str) -> None:
    first = seed_listings(SeedOptions(limit=120), configured_embedder())
    second = seed_listings(SeedOptions(limit=120), configured_embedder())

    assert (first.inserted, second.inserted) == (120, 0)
    assert second.unchanged == 120
    assert repository.count_listings() == 120


def test_a_file_with_broken_rows_reports_them_and_loads_the_rest(
    empty_database: str, broken_file: Path
) -> None:
    output = seed(source=str(broken_file))

    assert repository.count_listings() == 5
    assert repository.count_with_vectors(VECTOR_FIELD) == 5
    assert "5 inserted" in output
    assert "2 malformed" in output
    assert "Malformed listing no-price: no parseable price" in output
    assert "Malformed listing no-market:" in output


def test_a_rerun_embeds_only_listings_without_vectors(
    empty_database: str, broken_file: Path
) -> None:
    seed_listings(SeedOptions(source=str(broken_file)), configured_embedder())
    repository.listings().update_many(
        {"_id": {"$in": ["custom-1", "custom-3"]}}, {"$unset": {VECTOR_FIELD: ""}}
    )

    report = seed_listings(SeedOptions(source=str(broken_file)), configured_embedder())

    assert report.embedded == 2
    assert repository.count_with_vectors(VECTOR_FIELD) == 5


def test_the_seed_records_which_model_fills_the_vector_field(empty_database: str) -> None:
    seed_listings(SeedOptions(limit=10), configured_embedder())

    info = repository.vector_field_info(VECTOR_FIELD)

    assert info == repository.VectorFieldInfo(VECTOR_FIELD, "local", "multilingual-e5-small", 384)


def test_the_seed_creates_the_indexes_the_queries_use(empty_database: str) -> None:
    seed_listings(SeedOptions(limit=10), configured_embedder())

    names = set(repository.listings().index_information())

    assert {
        "market_price",
        "bedrooms_guests",
        "property_type",
        "room_type",
        "superhost",
        "rating",
    } <= names


def test_search_index_creation_is_skipped_in_one_plain_line_on_the_embedded_server(
    empty_database: str,
) -> None:
    output = seed(limit=10)

    lines = [line for line in output.splitlines() if "Atlas Search" in line]
    assert lines == [
        "Search indexes: none needed. The embedded database has no Atlas Search, so the app "
        "searches the vectors in process; on Atlas the seed creates them."
    ]
    assert "$listSearchIndexes" not in output, "the server's own error reads like a failure"


def test_reset_deletes_listings_first(empty_database: str) -> None:
    seed_listings(SeedOptions(limit=20), configured_embedder())
    seed_listings(SeedOptions(limit=5, reset=True), configured_embedder())

    assert repository.count_listings() == 5


def test_if_empty_does_nothing_when_listings_exist(empty_database: str) -> None:
    seed_listings(SeedOptions(limit=5), configured_embedder())

    output = seed(if_empty=True)

    assert "already holds 5 listings" in output
    assert repository.count_listings() == 5


def test_a_missing_file_is_a_clear_error(empty_database: str) -> None:
    with pytest.raises(CommandError, match=r"No such file: /nowhere/listings\.csv"):
        seed(source="/nowhere/listings.csv")


def test_a_summary_lists_counts_per_market(empty_database: str) -> None:
    output = seed(limit=100)

    assert "Per market:" in output
    assert "Porto 9" in output
    assert "Rio De Janeiro 26" in output


def test_rebuilding_shipped_vectors_recomputes_only_those_whose_text_changed() -> None:
    embedder = LocalEmbedder()
    texts = ["Sunny loft in Porto\nAmenities: Wifi", "Quiet room in Rio De Janeiro"]
    original = embedder.embed_documents(texts)
    current = PrecomputedEmbeddings(
        model=embedder.model,
        vectors={
            "kept": (text_fingerprint(texts[0]), original[0].astype(np.float16)),
            "edited": (text_fingerprint("an older text"), original[1].astype(np.float16)),
        },
    )

    matrix, computed = shipped_vectors(
        embedder, ["kept", "edited", "new"], [texts[0], texts[1], "Flat in Sydney"], current
    )

    assert computed == 2
    assert np.array_equal(matrix[0], original[0].astype(np.float16).astype(np.float32))
    assert np.allclose(matrix[1], original[1], atol=1e-5)
    assert np.allclose(matrix[2], embedder.embed_documents(["Flat in Sydney"])[0], atol=1e-5)
