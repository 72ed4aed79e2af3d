"""A worker that starts reads the search catalog and the markets' summaries from disk instead of
reading and indexing every listing: the same answers, recomputed when the listings, the model or
the code change, and a damaged snapshot is ignored and replaced, never trusted."""

from __future__ import annotations

import logging
import subprocess
import sys
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from config.app_process import PROJECT_ROOT
from language.places import Place
from rentals import repository
from rentals.embedding import configured_embedder
from rentals.filters import SearchFilters
from rentals.search import catalog as catalog_module
from rentals.search import selection, service, snapshots
from rentals.search.catalog import ListingCatalog, current_catalog
from tests.listing_helpers import EVERY_FILTER, store_listings, stored_listings

VECTOR_FIELD = "embedding_e5_small"


@pytest.fixture(scope="module")
def seeded_documents(seeded_database: str) -> list[dict[str, Any]]:
    return stored_listings(seeded_database)


@pytest.fixture
def fresh_process(monkeypatch: pytest.MonkeyPatch) -> None:
    """As in a worker that just started: nothing loaded in memory yet."""
    monkeypatch.setattr(catalog_module, "_loaded", {})
    monkeypatch.setattr(service, "_by_version", {})


def start_another_worker() -> None:
    catalog_module._loaded.clear()
    service._by_version.clear()


def snapshot_file(database: str) -> Path:
    return snapshots.snapshot_path(database, f"{VECTOR_FIELD}.npz")


def refuse_to_read_listings(monkeypatch: pytest.MonkeyPatch) -> None:
    def read_every_listing(*args: Any, **kwargs: Any) -> ListingCatalog:
        raise AssertionError("the catalog was read from the database")

    monkeypatch.setattr(ListingCatalog, "from_database", read_every_listing)


def lexical_ids(catalog: ListingCatalog, query: str) -> list[str]:
    return [listing_id for listing_id, _ in catalog.lexical.search(query, k=10)]


# --- the same catalog, read back --------------------------------------------------------------


def test_a_catalog_read_back_answers_every_kind_of_search_as_the_one_built(
    seeded_documents: list[dict[str, Any]], tmp_path: Path
) -> None:
    built = ListingCatalog(seeded_documents, vector_field=VECTOR_FIELD, dimensions=384, version=3)
    path = tmp_path / "catalog.npz"
    stamp = {"listings_version": 3, "anything": "that identifies these listings"}
    snapshots.write_catalog(path, built.parts, stamp)

    parts = snapshots.read_catalog(path, stamp)
    assert parts is not None
    read = ListingCatalog.from_parts(parts)

    assert (read.ids, read.cards, read.version) == (built.ids, built.cards, 3)
    porto = Place(
        "Ribeira", "Porto", "neighbourhood", lat=41.1405, lon=-8.6132, radius_km=2.0, aliases=()
    )
    for filters in (
        SearchFilters(),
        EVERY_FILTER,
        SearchFilters(location="Rio De Janeiro", max_price=300, min_rating=4.0),
        SearchFilters(property_type="House", superhost_only=True, amenities=["Kitchen"]),
    ):
        assert np.array_equal(read.mask(filters), built.mask(filters))
    assert np.array_equal(read.distances_km(porto), built.distances_km(porto), equal_nan=True)
    for query in ("Ribeira duplex", "Copacabana beach pool", "quiet garden"):
        assert lexical_ids(read, query) == lexical_ids(built, query)
        assert read.lexical.matched_terms(built.ids[0], query) == built.lexical.matched_terms(
            built.ids[0], query
        )
    vector = np.asarray(seeded_documents[7][VECTOR_FIELD], dtype=np.float32)
    assert read.vectors.search(vector, k=5) == built.vectors.search(vector, k=5)
    assert np.array_equal(read.id_rank, built.id_rank)


def test_a_snapshot_of_other_listings_or_another_model_is_not_read(
    seeded_documents: list[dict[str, Any]], tmp_path: Path
) -> None:
    built = ListingCatalog(seeded_documents[:30], vector_field=VECTOR_FIELD, dimensions=384)
    path = tmp_path / "catalog.npz"
    written = snapshots.fingerprint(
        database="db", listings_stamp=(4, "2026-01-01T00:00:00"), vector_field=VECTOR_FIELD
    )
    snapshots.write_catalog(path, built.parts, written)

    assert snapshots.read_catalog(path, written) is not None
    for database, stamp, vector_field in (
        ("db", (5, "2026-01-01T00:00:00"), VECTOR_FIELD),
        ("db", (4, "2026-02-01T00:00:00"), VECTOR_FIELD),  # emptied and seeded again
        ("db", (4, "2026-01-01T00:00:00"), "embedding_voyage"),
        ("other", (4, "2026-01-01T00:00:00"), VECTOR_FIELD),
    ):
        expected = snapshots.fingerprint(
            database=database, listings_stamp=stamp, vector_field=vector_field
        )
        assert snapshots.read_catalog(path, expected) is None, (database, stamp, vector_field)


# --- a worker that starts ----------------------------------------------------------------------


@pytest.mark.usefixtures("fresh_process")
def test_a_worker_that_starts_later_reads_the_catalog_from_disk(
    empty_database: str,
    seeded_documents: list[dict[str, Any]],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    store_listings(seeded_documents[:40])
    first = current_catalog(configured_embedder())
    assert snapshot_file(empty_database).exists()

    start_another_worker()
    refuse_to_read_listings(monkeypatch)
    later = current_catalog(configured_embedder())

    assert later.ids == first.ids and later.cards == first.cards
    assert lexical_ids(later, "beach apartment") == lexical_ids(first, "beach apartment")


@pytest.mark.usefixtures("fresh_process")
def test_the_snapshot_is_computed_again_when_the_listings_change(
    empty_database: str, seeded_documents: list[dict[str, Any]]
) -> None:
    store_listings(seeded_documents[:40])
    current_catalog(configured_embedder())
    renamed = seeded_documents[3]["_id"]
    repository.listings().update_one({"_id": renamed}, {"$set": {"name": "Zebra penthouse"}})
    repository.listings().insert_one(dict(seeded_documents[40]))
    repository.bump_listings_version()

    start_another_worker()
    catalog = current_catalog(configured_embedder())

    assert len(catalog) == 41
    assert lexical_ids(catalog, "zebra") == [renamed]
    start_another_worker()
    assert lexical_ids(current_catalog(configured_embedder()), "zebra") == [renamed]


@pytest.mark.usefixtures("fresh_process")
def test_a_database_emptied_and_seeded_again_is_not_taken_for_the_old_one(
    empty_database: str, seeded_documents: list[dict[str, Any]]
) -> None:
    store_listings(seeded_documents[:40])
    current_catalog(configured_embedder())
    repository.listings().delete_many({})
    repository.get_database()[repository.LISTINGS_VERSION].delete_many({})
    store_listings(seeded_documents[100:110])  # the listings version is 1 again

    start_another_worker()

    assert current_catalog(configured_embedder()).ids == sorted(
        str(document["_id"]) for document in seeded_documents[100:110]
    )


@pytest.mark.parametrize(
    "damage",
    [
        lambda data: data[: len(data) // 2],  # cut short (a full disk, a crash)
        lambda data: data[:5000] + bytes(byte ^ 0xFF for byte in data[5000:5200]) + data[5200:],
        lambda data: b"not a snapshot at all",
    ],
    ids=["truncated", "bytes flipped", "garbage"],
)
@pytest.mark.usefixtures("fresh_process")
def test_a_damaged_snapshot_is_ignored_and_replaced(
    empty_database: str,
    seeded_documents: list[dict[str, Any]],
    damage: Any,
    caplog: pytest.LogCaptureFixture,
) -> None:
    store_listings(seeded_documents[:40])
    first = current_catalog(configured_embedder())
    path = snapshot_file(empty_database)
    path.write_bytes(damage(path.read_bytes()))

    start_another_worker()
    with caplog.at_level(logging.WARNING, logger="rentals.search.snapshots"):
        catalog = current_catalog(configured_embedder())

    assert catalog.ids == first.ids and catalog.cards == first.cards
    assert "Ignored the damaged" in caplog.text
    expected = snapshots.fingerprint(
        database=empty_database,
        listings_stamp=repository.listings_stamp(),
        vector_field=VECTOR_FIELD,
        dimensions=384,
    )
    assert snapshots.read_catalog(path, expected) is not None, "written again, whole"


@pytest.mark.usefixtures("fresh_process")
def test_a_snapshot_written_by_other_code_is_not_read(
    empty_database: str,
    seeded_documents: list[dict[str, Any]],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    store_listings(seeded_documents[:40])
    current_catalog(configured_embedder())
    reads: list[int] = []
    original = ListingCatalog.from_database

    def counted(*args: Any, **kwargs: Any) -> ListingCatalog:
        reads.append(1)
        return original(*args, **kwargs)

    monkeypatch.setattr(ListingCatalog, "from_database", staticmethod(counted))
    monkeypatch.setattr(snapshots, "_code_fingerprint", lambda: "another release")

    start_another_worker()
    current_catalog(configured_embedder())

    assert reads == [1]


# --- the markets' summaries --------------------------------------------------------------------


@pytest.mark.usefixtures("fresh_process")
def test_the_markets_summaries_are_read_from_disk_until_the_listings_change(
    empty_database: str,
    seeded_documents: list[dict[str, Any]],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    store_listings(seeded_documents[:40])
    computed = service.list_markets()
    aggregations: list[int] = []
    aggregate = service._market_summaries

    def counted() -> list[service.MarketSummary]:
        aggregations.append(1)
        return aggregate()

    monkeypatch.setattr(service, "_market_summaries", counted)

    start_another_worker()
    assert service.list_markets() == computed
    assert aggregations == []

    store_listings([seeded_documents[3000]])
    start_another_worker()
    assert sum(market.count for market in service.list_markets()) == 41
    assert aggregations == [1]


@pytest.mark.usefixtures("fresh_process")
def test_damaged_markets_summaries_are_computed_again(
    empty_database: str, seeded_documents: list[dict[str, Any]]
) -> None:
    store_listings(seeded_documents[:40])
    computed = service.list_markets()
    path = snapshots.snapshot_path(empty_database, "markets.json")
    path.write_text('{"fingerprint": ', encoding="utf-8")

    start_another_worker()

    assert service.list_markets() == computed
    assert path.read_text(encoding="utf-8").endswith("}")


# --- what else a start would wait for ------------------------------------------------------------


def test_the_embedded_server_is_not_probed_for_atlas_search(
    seeded: str, monkeypatch: pytest.MonkeyPatch, settings: Any
) -> None:
    settings.VECTOR_BACKEND = "auto"

    def probe(*args: Any) -> None:
        raise AssertionError("probed")

    monkeypatch.setattr(selection, "probe_search_support", probe)
    selection.chosen_vector_backend.cache_clear()
    try:
        choice = selection.chosen_vector_backend()
    finally:
        selection.chosen_vector_backend.cache_clear()

    assert choice == selection.BackendChoice(
        "local", "in-process exact search (this server has no Atlas Search)"
    )


def test_finding_the_listings_already_seeded_imports_no_dataset_library(tmp_path: Path) -> None:
    imported = subprocess.run(
        [
            sys.executable,
            "-c",
            "import django, sys; django.setup(); "
            "import seed.management.commands.seed; "
            "print(sorted({'datasets', 'pandas', 'agents'} & set(sys.modules)))",
        ],
        cwd=PROJECT_ROOT,
        env={"DJANGO_SETTINGS_MODULE": "config.settings", "DATA_DIR": str(tmp_path)},
        capture_output=True,
        text=True,
        check=True,
    )

    assert imported.stdout.strip() == "[]"
