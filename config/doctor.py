"""`manage.py doctor`: the configuration checked end to end, one verdict per concern, with the fix.

Each check returns a ``Check``; a check that needs something an earlier one found broken says it
was not run. Every network call is bounded: the database by ``MONGODB_TIMEOUT_MS``, the embedding
and language model providers by ``PROVIDER_TIMEOUT_S`` (the call runs in a daemon thread, so a
provider that never answers cannot hold the command).
"""

from __future__ import annotations

import os
import queue
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol, TypeVar

from django.conf import settings
from pymongo.errors import OperationFailure, PyMongoError

from infra.atlas_search import probe_search_support, vector_index_definition
from infra.embedders import Embedder, EmbeddingConfigError, EmbeddingError
from infra.mongo import DatabaseUnavailable, check_reachable, connection, get_database
from infra.openai_breaker import check_openai, describe_failure
from memory.indexes import expected_indexes
from rentals import repository
from rentals.embedding import check_stored_vectors, embedder_from_settings, meaning_search_problem
from rentals.search.atlas_backend import TEXT_INDEX_NAME, VECTOR_INDEX_NAME
from rentals.search.results import SearchPage
from rentals.search.selection import chosen_vector_backend
from rentals.search.service import search_rentals

# Long enough for a hosted API on conference wifi, short enough that nobody wonders if it hung.
PROVIDER_TIMEOUT_S = 15.0
SAMPLE_QUERY = "bright apartment close to the beach"
RESEED = (
    "Run `python manage.py seed` (it creates what is missing and embeds only what lacks vectors)."
)

_T = TypeVar("_T")


@dataclass(frozen=True)
class Check:
    name: str
    ok: bool
    detail: str
    fix: str = ""

    def line(self) -> str:
        if self.ok:
            return f"✓ {self.name}: {self.detail}"
        return f"✗ {self.name}: {self.detail}" + (f" Fix: {self.fix}" if self.fix else "")


class SearchIndexes(Protocol):
    """What the Atlas checks read from a collection (pymongo's ``Collection`` has it)."""

    def list_search_indexes(self, name: str | None = None) -> Any: ...


class ProviderTimeout(Exception):
    """A provider did not answer within ``PROVIDER_TIMEOUT_S``."""


def within(seconds: float, call: Callable[[], _T]) -> _T:
    """``call()``'s result, or ``ProviderTimeout`` after ``seconds``; its exception re-raised."""
    outcome: queue.Queue[tuple[bool, Any]] = queue.Queue(maxsize=1)

    def run() -> None:
        try:
            outcome.put((True, call()))
        except BaseException as error:  # handed to the caller, who decides
            outcome.put((False, error))

    threading.Thread(target=run, name="doctor-call", daemon=True).start()
    try:
        succeeded, value = outcome.get(timeout=seconds)
    except queue.Empty:
        raise ProviderTimeout(f"no answer within {seconds:g} s") from None
    if not succeeded:
        raise value
    return value


# --- the checks ------------------------------------------------------------------------------


def run_checks(*, provider_timeout_s: float = PROVIDER_TIMEOUT_S) -> list[Check]:
    checks = [database_check()]
    database_ok = checks[0].ok
    embedder, embedder_check = configured_embedder_check()
    checks.append(embedder_check)
    if embedder is not None and embedder.provider != "local":
        checks.append(embedding_provider_check(embedder, provider_timeout_s))
    if database_ok:
        checks.append(listings_check())
        checks.append(listing_indexes_check())
        checks.append(memory_indexes_check())
        checks += vector_search_checks(embedder)
        if embedder is not None:
            checks.append(stored_vectors_check(embedder))
            checks.append(sample_search_check(embedder, provider_timeout_s))
    else:
        checks += [
            _not_run(name, "the database")
            for name in (
                "Listings",
                "Listing indexes",
                "Memory indexes",
                "Vector search",
                "Stored vectors",
                "Sample search",
            )
        ]
    checks.append(language_model_check(provider_timeout_s))
    checks.append(data_directory_check(Path(settings.DATA_DIR)))
    return checks


def database_check() -> Check:
    try:
        version = check_reachable()
    except DatabaseUnavailable as error:
        return Check("Database", False, str(error))
    target = connection()
    where = f"embedded at {target.host}" if target.embedded else target.host
    return Check("Database", True, f"MongoDB {version} ({where}), database {settings.MONGODB_DB}")


def configured_embedder_check() -> tuple[Embedder | None, Check]:
    try:
        embedder = embedder_from_settings()
    except EmbeddingConfigError as error:
        return None, Check("Embedder", False, str(error))
    described = f"{embedder.provider} {embedder.model} ({embedder.dimensions} dimensions)"
    problem = meaning_search_problem(embedder)
    if problem:
        return embedder, Check("Embedder", False, f"{described}: {problem}")
    return embedder, Check("Embedder", True, described)


def embedding_provider_check(embedder: Embedder, timeout_s: float) -> Check:
    """Voyage AI or OpenAI embeds one short query with the configured key and model."""
    name = "Embedding provider"
    try:
        vector = within(timeout_s, lambda: embedder.embed_query(SAMPLE_QUERY))
    except ProviderTimeout as error:
        return Check(
            name,
            False,
            f"{embedder.provider} gave {error}.",
            "Check the network (a proxy or firewall may block the provider), or use "
            "EMBEDDING_PROVIDER=local.",
        )
    except EmbeddingError as error:
        return Check(name, False, str(error))
    return Check(
        name, True, f"{embedder.provider} {embedder.model} answers ({len(vector)} dimensions)"
    )


def listings_check() -> Check:
    count = repository.count_listings()
    if count == 0:
        return Check("Listings", False, "the listings collection is empty.", RESEED)
    return Check("Listings", True, f"{count:,} listings")


def listing_indexes_check() -> Check:
    """Every regular index by name and keys: the `2dsphere` index on `address.location` too, which
    `$geoNear` needs to order listings near a place."""
    wanted = [str(model.document["name"]) for model in repository.LISTING_INDEXES]
    present = repository.listings().index_information()
    missing = [name for name in wanted if name not in present]
    if missing:
        return Check("Listing indexes", False, f"missing {', '.join(missing)}.", RESEED)
    different = [
        str(model.document["name"])
        for model in repository.LISTING_INDEXES
        if [tuple(key) for key in present[model.document["name"]]["key"]]
        != list(model.document["key"].items())
    ]
    if different:
        return Check(
            "Listing indexes",
            False,
            f"{', '.join(different)} index other keys than the app's; drop them.",
            RESEED,
        )
    return Check("Listing indexes", True, f"all {len(wanted)} present ({', '.join(wanted)})")


def memory_indexes_check() -> Check:
    """The memory app creates its indexes when it first uses a collection, so a collection that
    does not exist yet is fine; one that exists without its indexes is not."""
    database = get_database()
    existing = set(database.list_collection_names())
    missing: list[str] = []
    waiting: list[str] = []
    for name, indexes in expected_indexes().items():
        if name not in existing:
            waiting.append(name)
            continue
        present = set(database[name].index_information())
        missing += [f"{name}.{index}" for index in indexes if index not in present]
    if missing:
        return Check(
            "Memory indexes",
            False,
            f"missing {', '.join(missing)}.",
            "Restart the app: it creates them when it first uses each collection.",
        )
    later = f"; {', '.join(waiting)} created on first use" if waiting else ""
    return Check("Memory indexes", True, f"present where the collections exist{later}")


def vector_search_checks(embedder: Embedder | None) -> list[Check]:
    backend = chosen_vector_backend()
    if backend.name == "local":
        forced = backend.reason.startswith("VECTOR_BACKEND")
        why = backend.reason if forced else "this server has no Atlas Search"
        return [Check("Vector search", True, f"in-process exact search over the vectors ({why})")]
    support = probe_search_support(repository.listings())
    if not support.available:
        return [
            Check(
                "Vector search",
                False,
                f"{backend.reason}, but this server has no Atlas Search.",
                "Point MONGODB_URI at an Atlas cluster, or set VECTOR_BACKEND=auto.",
            )
        ]
    checks = [Check("Vector search", True, f"Atlas ({backend.reason})")]
    if embedder is not None:
        checks.append(atlas_vector_index_check(repository.listings(), embedder))
    checks.append(atlas_text_index_check(repository.listings()))
    return checks


def atlas_vector_index_check(collection: SearchIndexes, embedder: Embedder) -> Check:
    """The Atlas Vector Search index: present, queryable, and as the seed would define it."""
    name = "Vector index"
    index = _queryable_index(collection, VECTOR_INDEX_NAME, name)
    if isinstance(index, Check):
        return index
    expected = vector_index_definition(
        embedder.vector_field, embedder.dimensions, repository.FILTER_PATHS
    )
    problems = vector_definition_problems(index.get("latestDefinition") or {}, expected)
    if problems:
        return Check(
            name,
            False,
            f"{VECTOR_INDEX_NAME} differs from what the app needs: {'; '.join(problems)}.",
            "Run `python manage.py seed`: it updates the index definition, and Atlas rebuilds "
            "the index in the background (a minute or two; the old one answers meanwhile).",
        )
    filters = len(repository.FILTER_PATHS)
    return Check(
        name,
        True,
        f"{VECTOR_INDEX_NAME} queryable: {embedder.vector_field}, {embedder.dimensions} "
        f"dimensions, cosine, {filters} filter fields",
    )


def atlas_text_index_check(collection: SearchIndexes) -> Check:
    name = "Text index"
    index = _queryable_index(collection, TEXT_INDEX_NAME, name)
    if isinstance(index, Check):
        return index
    return Check(name, True, f"{TEXT_INDEX_NAME} queryable")


def vector_definition_problems(actual: Mapping[str, Any], expected: Mapping[str, Any]) -> list[str]:
    """How an Atlas vector index definition differs from ``expected``, in words."""
    (wanted_vector,) = [field for field in expected["fields"] if field["type"] == "vector"]
    fields = actual.get("fields") or []
    vectors = [field for field in fields if field.get("type") == "vector"]
    problems: list[str] = []
    vector = next((field for field in vectors if field.get("path") == wanted_vector["path"]), None)
    if vector is None:
        indexed = ", ".join(str(field.get("path")) for field in vectors) or "none"
        problems.append(f"it indexes vectors at {indexed}, not {wanted_vector['path']}")
    else:
        for key in ("numDimensions", "similarity"):
            if vector.get(key) != wanted_vector[key]:
                problems.append(f"{key} is {vector.get(key)}, not {wanted_vector[key]}")
    wanted_filters = [field["path"] for field in expected["fields"] if field["type"] == "filter"]
    present = {field.get("path") for field in fields if field.get("type") == "filter"}
    missing = [path for path in wanted_filters if path not in present]
    if missing:
        problems.append(f"filter fields missing: {', '.join(missing)}")
    return problems


def stored_vectors_check(embedder: Embedder) -> Check:
    name = "Stored vectors"
    try:
        check_stored_vectors(embedder)
    except RuntimeError as error:  # EmbeddingModelMismatch: another model filled the field
        return Check(name, False, str(error))
    total = repository.count_listings()
    with_vectors = repository.count_with_vectors(embedder.vector_field)
    if with_vectors == 0:
        others = [
            info for info in repository.all_vector_fields() if info.field != embedder.vector_field
        ]
        found = (
            " The listings have vectors from "
            + ", ".join(f"{info.provider} {info.model} ({info.field})" for info in others)
            + f"; set EMBEDDING_PROVIDER={others[0].provider} to use them."
            if others
            else ""
        )
        return Check(
            name, False, f"no listing has vectors in {embedder.vector_field}.{found}", RESEED
        )
    if with_vectors < total:
        return Check(
            name,
            False,
            f"{with_vectors:,} of {total:,} listings have {embedder.model} vectors "
            f"({embedder.vector_field}); the others cannot be found by meaning.",
            RESEED,
        )
    return Check(
        name,
        True,
        f"all {total:,} listings have {embedder.model} vectors ({embedder.vector_field})",
    )


def sample_search_check(embedder: Embedder, timeout_s: float) -> Check:
    """One search by meaning, through the same code the app runs: embeds the query with the
    configured provider and runs the vector search on the chosen backend."""
    name = "Sample search"
    if meaning_search_problem(embedder):
        return _not_run(name, "the embedder")

    def search() -> SearchPage:
        return search_rentals(SAMPLE_QUERY, mode="vector", limit=3)

    try:
        # The local model computes, it does not wait on a network: only a provider is bounded.
        page = search() if embedder.provider == "local" else within(timeout_s, search)
    except ProviderTimeout as error:
        return Check(name, False, f"the search with {embedder.provider} embeddings gave {error}.")
    except PyMongoError as error:
        return Check(name, False, f"the database refused the search: {_said(error)}")
    except (EmbeddingError, RuntimeError) as error:  # each message says what to fix
        return Check(name, False, str(error))
    if not page.results:
        return Check(name, False, f"{SAMPLE_QUERY!r} found no listing.", RESEED)
    top = page.results[0]
    return Check(
        name,
        True,
        f"{SAMPLE_QUERY!r} found {page.total:,} listings on {page.backend}, "
        f"first {top.name!r} ({top.market})",
    )


def language_model_check(timeout_s: float) -> Check:
    name = "Language model"
    if not settings.OPENAI_API_KEY:
        return Check(name, True, "offline model (no OPENAI_API_KEY): answers without network")
    where = settings.OPENAI_BASE_URL or "api.openai.com"
    try:
        within(timeout_s, check_openai)
    except ProviderTimeout as error:
        return Check(
            name,
            False,
            f"{where} gave {error}; chat turns fall back to the offline model.",
            "Check the network, or OPENAI_BASE_URL.",
        )
    except Exception as error:  # whatever the client raised, named for people
        failure = describe_failure(error)
        return Check(
            name, False, f"{failure.problem}: {failure.detail} The offline model answers meanwhile."
        )
    return Check(name, True, f"OpenAI {settings.OPENAI_MODEL} reachable at {where}")


def data_directory_check(data_dir: Path) -> Check:
    name = "Data directory"
    probe = data_dir / f".doctor-{os.getpid()}"
    try:
        data_dir.mkdir(parents=True, exist_ok=True)
        probe.write_text("ok")
        probe.unlink()
    except OSError as error:
        return Check(
            name,
            False,
            f"{data_dir} is not writable ({error.strerror or error}).",
            "Make it writable, or set DATA_DIR to a folder you can write to.",
        )
    return Check(name, True, f"{data_dir} is writable")


# --- helpers ---------------------------------------------------------------------------------


def _queryable_index(
    collection: SearchIndexes, index_name: str, check_name: str
) -> Mapping[str, Any] | Check:
    """The search index's description once Atlas can query it, or the failed check saying why
    not (listing failed, missing, still building, failed to build)."""
    try:
        found: Sequence[Mapping[str, Any]] = list(collection.list_search_indexes(index_name))
    except PyMongoError as error:
        return Check(check_name, False, f"listing the search indexes failed: {_said(error)}")
    if not found:
        return Check(check_name, False, f"{index_name} does not exist.", RESEED)
    if not found[0].get("queryable"):
        return _not_queryable(check_name, found[0])
    return found[0]


def _said(error: PyMongoError) -> str:
    """What the server said, without the driver's dump of the whole reply."""
    if isinstance(error, OperationFailure) and error.details:
        return str(error.details.get("errmsg") or error)
    return f"{type(error).__name__}: {error}"


def _not_queryable(name: str, index: Mapping[str, Any]) -> Check:
    status = index.get("status", "PENDING")
    if status == "FAILED":
        return Check(
            name,
            False,
            f"{index.get('name')} FAILED to build on Atlas.",
            "Open the cluster's Atlas Search tab for the reason, then run "
            "`python manage.py seed` again.",
        )
    return Check(
        name,
        False,
        f"{index.get('name')} is not queryable yet (status {status}).",
        "Wait: Atlas builds it in the background, usually within a few minutes for this data; "
        "`python manage.py seed` waits for it.",
    )


def _not_run(name: str, broken: str) -> Check:
    return Check(name, False, f"not checked until {broken} works.")
