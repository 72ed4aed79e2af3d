"""`manage.py doctor`: one line per check with ✓ or ✗ and the fix, exit status 0 only when all pass.

The embedded setup runs for real. Atlas answers are given at the driver's boundary (what
`list_search_indexes` returns, in Atlas's documented shape); OpenAI and Voyage AI are local HTTP
servers reached through the real client libraries.
"""

from __future__ import annotations

from collections.abc import Iterator
from io import StringIO
from pathlib import Path
from typing import Any

import pytest
import voyageai
from django.core.management import CommandError, call_command

from config import doctor
from infra.atlas_search import vector_index_definition
from infra.embedders import LocalEmbedder, OpenAIEmbedder, VoyageEmbedder
from rentals.repository import FILTER_PATHS
from rentals.search.atlas_backend import TEXT_INDEX_NAME, VECTOR_INDEX_NAME
from rentals.search.selection import chosen_vector_backend
from tests.local_provider import JsonHandler, LocalProvider, serving

EMBEDDER = LocalEmbedder()


def run_doctor() -> tuple[bool, list[str]]:
    out = StringIO()
    try:
        call_command("doctor", stdout=out, no_color=True)
    except CommandError as error:
        return False, [*out.getvalue().splitlines(), str(error)]
    return True, out.getvalue().splitlines()


def test_every_check_passes_on_the_seeded_embedded_database(seeded: str) -> None:
    passed, lines = run_doctor()

    assert passed, lines
    checks = lines[:-1]
    assert [line[0] for line in checks] == ["✓"] * len(checks)
    names = [line[2:].split(":")[0] for line in checks]
    assert names == [
        "Database",
        "Embedder",
        "Listings",
        "Listing indexes",
        "Memory indexes",
        "Vector search",
        "Stored vectors",
        "Sample search",
        "Language model",
        "Data directory",
    ]
    assert "MongoDB 8." in checks[0] and "embedded" in checks[0]
    assert f"all {3931:,} listings have multilingual-e5-small vectors" in lines[6]
    assert "found" in lines[7] and "on local" in lines[7]
    assert lines[-1] == f"All {len(checks)} checks passed."


def test_an_empty_database_fails_and_says_to_seed(empty_database: str) -> None:
    passed, lines = run_doctor()

    assert not passed
    listings = next(line for line in lines if line.startswith("✗ Listings"))
    assert "Fix: Run `python manage.py seed`" in listings
    assert any(line.startswith("✗ Stored vectors: no listing has vectors") for line in lines)
    failed = [line[2:].split(":")[0] for line in lines if line.startswith("✗")]
    assert failed == ["Listings", "Listing indexes", "Stored vectors", "Sample search"]
    assert lines[-1].startswith("4 of 10 checks failed")


def test_vectors_from_another_model_are_named(empty_database: str) -> None:
    from rentals import repository

    repository.listings().insert_one({"_id": "x", "embedding_voyage_3_5_lite": [0.1] * 4})
    repository.record_vector_field(
        repository.VectorFieldInfo("embedding_voyage_3_5_lite", "voyage", "voyage-3.5-lite", 1024)
    )

    check = doctor.stored_vectors_check(EMBEDDER)

    assert not check.ok
    assert "voyage voyage-3.5-lite (embedding_voyage_3_5_lite)" in check.detail
    assert "set EMBEDDING_PROVIDER=voyage" in check.detail


def test_a_data_directory_that_cannot_be_written_fails(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("")

    check = doctor.data_directory_check(blocker / "data")

    assert not check.ok
    assert "set DATA_DIR to a folder you can write to" in check.line()
    assert doctor.data_directory_check(tmp_path / "fresh").ok


# --- Atlas search indexes, as `$listSearchIndexes` answers ---------------------------------------


class AtlasIndexes:
    """A collection's search indexes as Atlas lists them."""

    def __init__(self, *indexes: dict[str, Any]) -> None:
        self.indexes = list(indexes)

    def list_search_indexes(self, name: str | None = None) -> list[dict[str, Any]]:
        return [index for index in self.indexes if name is None or index["name"] == name]

    def aggregate(self, pipeline: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
        assert pipeline == [{"$listSearchIndexes": {}}]
        return iter(self.indexes)


def atlas_vector_index(
    *, queryable: bool = True, status: str = "READY", **changes: Any
) -> dict[str, Any]:
    definition = vector_index_definition(
        changes.pop("path", EMBEDDER.vector_field),
        changes.pop("dimensions", EMBEDDER.dimensions),
        changes.pop("filters", FILTER_PATHS),
    )
    return {
        "id": "6524096020da840844a4c4a7",
        "name": VECTOR_INDEX_NAME,
        "type": "vectorSearch",
        "status": status,
        "queryable": queryable,
        "latestDefinitionVersion": {"version": 0, "createdAt": "2026-12-01T10:00:00Z"},
        "latestDefinition": definition,
    }


def test_a_matching_vector_index_passes() -> None:
    check = doctor.atlas_vector_index_check(AtlasIndexes(atlas_vector_index()), EMBEDDER)

    assert check.ok, check.line()
    assert f"{VECTOR_INDEX_NAME} queryable: embedding_e5_small, 384 dimensions" in check.detail


def test_a_missing_vector_index_fails_with_the_seed_as_the_fix() -> None:
    check = doctor.atlas_vector_index_check(AtlasIndexes(), EMBEDDER)

    assert not check.ok
    assert f"{VECTOR_INDEX_NAME} does not exist" in check.detail
    assert "manage.py seed" in check.fix


def test_an_index_still_building_is_not_queryable_yet() -> None:
    index = atlas_vector_index(queryable=False, status="BUILDING")

    check = doctor.atlas_vector_index_check(AtlasIndexes(index), EMBEDDER)

    assert not check.ok
    assert "not queryable yet (status BUILDING)" in check.detail
    assert check.fix.startswith("Wait")


def test_a_failed_index_points_to_the_atlas_ui() -> None:
    index = atlas_vector_index(queryable=False, status="FAILED")

    check = doctor.atlas_vector_index_check(AtlasIndexes(index), EMBEDDER)

    assert not check.ok and "FAILED" in check.detail and "Atlas Search tab" in check.fix


def test_an_index_of_other_dimensions_fails() -> None:
    index = atlas_vector_index(dimensions=1536)

    check = doctor.atlas_vector_index_check(AtlasIndexes(index), EMBEDDER)

    assert not check.ok
    assert "numDimensions is 1536, not 384" in check.detail


def test_an_index_on_another_vector_field_fails() -> None:
    index = atlas_vector_index(path="text_embeddings", dimensions=1536)

    check = doctor.atlas_vector_index_check(AtlasIndexes(index), EMBEDDER)

    assert not check.ok
    assert "it indexes vectors at text_embeddings, not embedding_e5_small" in check.detail


def test_an_index_without_a_filter_field_the_search_uses_fails() -> None:
    index = atlas_vector_index(filters=[path for path in FILTER_PATHS if path != "amenities"])

    check = doctor.atlas_vector_index_check(AtlasIndexes(index), EMBEDDER)

    assert not check.ok
    assert "filter fields missing: amenities" in check.detail
    assert "updates the index definition" in check.fix


def test_the_text_index_is_checked_too() -> None:
    ready = {"name": TEXT_INDEX_NAME, "type": "search", "status": "READY", "queryable": True}

    assert doctor.atlas_text_index_check(AtlasIndexes(ready)).ok
    assert "does not exist" in doctor.atlas_text_index_check(AtlasIndexes()).detail


def test_on_atlas_the_vector_search_checks_include_both_indexes(
    seeded: str, monkeypatch: pytest.MonkeyPatch, settings: Any
) -> None:
    settings.VECTOR_BACKEND = "atlas"
    chosen_vector_backend.cache_clear()
    indexes = AtlasIndexes(atlas_vector_index())
    monkeypatch.setattr(doctor.repository, "listings", lambda: indexes)
    try:
        checks = doctor.vector_search_checks(EMBEDDER)
    finally:
        chosen_vector_backend.cache_clear()

    assert [(check.name, check.ok) for check in checks] == [
        ("Vector search", True),
        ("Vector index", True),
        ("Text index", False),
    ]


def test_forcing_atlas_on_a_server_without_atlas_search_fails(seeded: str, settings: Any) -> None:
    settings.VECTOR_BACKEND = "atlas"
    chosen_vector_backend.cache_clear()
    try:
        checks = doctor.vector_search_checks(EMBEDDER)
    finally:
        chosen_vector_backend.cache_clear()

    [check] = checks
    assert not check.ok
    assert check.detail == "VECTOR_BACKEND=atlas, but this server has no Atlas Search."
    assert "set VECTOR_BACKEND=auto" in check.fix


# --- OpenAI and Voyage AI over HTTP ------------------------------------------------------------


class EmbeddingProvider(LocalProvider):
    """Both providers' model list and embeddings; ``paths`` lists what was asked."""

    def __init__(self) -> None:
        super().__init__(_ProviderHandler)
        self.dimensions = 1024
        self.paths: list[str] = []


class _ProviderHandler(JsonHandler):
    server: EmbeddingProvider

    def do_GET(self) -> None:  # OpenAI's model list
        self.server.paths.append(self.path)
        self.answer({"object": "list", "data": [{"id": "gpt-5-mini", "object": "model"}]})

    def do_POST(self) -> None:  # embeddings, in the shape both providers share
        self.server.paths.append(self.path)
        texts = self.read_json().get("input", [])
        vector = [0.0] * self.server.dimensions
        vector[0] = 1.0
        data = [{"object": "embedding", "index": i, "embedding": vector} for i in range(len(texts))]
        self.answer({"object": "list", "data": data, "model": "m", "usage": {"total_tokens": 1}})


@pytest.fixture
def provider() -> Iterator[EmbeddingProvider]:
    with serving(EmbeddingProvider()) as server:
        yield server


def voyage_at(server: EmbeddingProvider) -> VoyageEmbedder:
    client = voyageai.Client(api_key="pa-test", base_url=server.base_url, timeout=30)
    return VoyageEmbedder("pa-test", client=client, sleep=lambda seconds: None)


def openai_at(server: EmbeddingProvider) -> OpenAIEmbedder:
    server.dimensions = 1536
    return OpenAIEmbedder("sk-test", base_url=server.base_url, sleep=lambda seconds: None)


@pytest.mark.parametrize("embedder_at", [voyage_at, openai_at], ids=["voyage", "openai"])
def test_an_answering_embedding_provider_passes(
    provider: EmbeddingProvider, embedder_at: Any
) -> None:
    embedder = embedder_at(provider)

    check = doctor.embedding_provider_check(embedder, timeout_s=10)

    assert check.ok, check.line()
    assert f"answers ({embedder.dimensions} dimensions)" in check.detail
    assert provider.paths == ["/v1/embeddings"]


@pytest.mark.parametrize("embedder_at", [voyage_at, openai_at], ids=["voyage", "openai"])
def test_a_refused_key_is_named(provider: EmbeddingProvider, embedder_at: Any) -> None:
    provider.mode = "401"

    check = doctor.embedding_provider_check(embedder_at(provider), timeout_s=10)

    assert not check.ok
    assert "API key was rejected (HTTP 401)" in check.detail


@pytest.mark.parametrize("embedder_at", [voyage_at, openai_at], ids=["voyage", "openai"])
def test_a_provider_that_never_answers_fails_within_the_timeout(
    provider: EmbeddingProvider, embedder_at: Any
) -> None:
    provider.mode = "hang"

    check = doctor.embedding_provider_check(embedder_at(provider), timeout_s=1)

    assert not check.ok
    assert "no answer within 1 s" in check.detail
    assert "Check the network" in check.fix


def test_the_offline_language_model_passes_without_a_key(settings: Any) -> None:
    settings.OPENAI_API_KEY = ""

    check = doctor.language_model_check(timeout_s=1)

    assert check.ok and "offline model" in check.detail


@pytest.fixture
def openai_settings(settings: Any, provider: EmbeddingProvider) -> Any:
    settings.OPENAI_API_KEY = "sk-test"
    settings.OPENAI_BASE_URL = provider.base_url
    settings.OPENAI_MODEL = "gpt-5-mini"
    return settings


def test_a_reachable_openai_passes(openai_settings: Any, provider: EmbeddingProvider) -> None:
    check = doctor.language_model_check(timeout_s=10)

    assert check.ok, check.line()
    assert provider.paths == ["/v1/models"]


def test_a_refused_openai_key_is_named(openai_settings: Any, provider: EmbeddingProvider) -> None:
    provider.mode = "401"

    check = doctor.language_model_check(timeout_s=10)

    assert not check.ok
    assert check.detail.startswith("invalid key: OpenAI refused the key (HTTP 401)")


def test_a_silent_openai_fails_within_the_timeout(
    openai_settings: Any, provider: EmbeddingProvider
) -> None:
    provider.mode = "hang"

    check = doctor.language_model_check(timeout_s=1)

    assert not check.ok
    assert "gave no answer within 1 s" in check.detail
    assert "offline model" in check.detail


def test_the_location_index_is_checked_by_name_and_kind(empty_database: str) -> None:
    from config.doctor import listing_indexes_check
    from rentals import repository

    repository.ensure_indexes()
    assert listing_indexes_check().ok
    assert repository.listings().index_information()["location_2dsphere"]["key"] == [
        ("address.location", "2dsphere")
    ]

    repository.listings().drop_index("location_2dsphere")
    missing = listing_indexes_check()
    assert not missing.ok and "location_2dsphere" in missing.detail

    repository.listings().create_index([("address.location", 1)], name="location_2dsphere")
    different = listing_indexes_check()
    assert not different.ok and "location_2dsphere index other keys" in different.detail
