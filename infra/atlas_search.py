"""Atlas Search capability: probing for it, and creating the search indexes the app relies on.

Community servers (and the embedded server) answer search-index commands with an "Atlas only"
error; the app then runs its own in-process vector search over the same vectors.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from pymongo.collection import Collection
from pymongo.errors import OperationFailure, PyMongoError
from pymongo.operations import SearchIndexModel

from infra.mongo import is_unreachable_error

NO_ATLAS_SEARCH = "this server has no Atlas Search"


@dataclass(frozen=True)
class SearchSupport:
    available: bool
    reason: str


def probe_search_support(collection: Collection[Any]) -> SearchSupport:
    """Whether this server runs Atlas Search stages: it can list the collection's search indexes."""
    try:
        # Read to the end, so that an error in any batch of the answer surfaces here.
        list(collection.aggregate([{"$listSearchIndexes": {}}]))
    except OperationFailure as error:
        if error.code == _UNAUTHORIZED:
            return SearchSupport(
                False, f"not allowed to list search indexes: {_first_sentence(error)}"
            )
        # Community servers and the embedded one refuse the stage: expected, so said plainly.
        return SearchSupport(False, NO_ATLAS_SEARCH)
    except PyMongoError as error:
        if is_unreachable_error(error):
            raise  # says nothing about the server's features; asked again once it answers
        return SearchSupport(False, f"probe failed: {type(error).__name__}")
    return SearchSupport(True, "Atlas Search is available")


def vector_index_definition(
    vector_field: str, dimensions: int, filter_paths: list[str]
) -> dict[str, Any]:
    fields: list[dict[str, Any]] = [
        {
            "type": "vector",
            "path": vector_field,
            "numDimensions": dimensions,
            "similarity": "cosine",
        }
    ]
    fields += [{"type": "filter", "path": path} for path in filter_paths]
    return {"fields": fields}


def ensure_search_index(
    collection: Collection[Any],
    *,
    name: str,
    definition: dict[str, Any],
    index_type: str,
    timeout_s: float = 300.0,
    on_wait: Callable[[str], None] = lambda status: None,
) -> None:
    """Create (or update) a search index and wait until it is queryable."""
    existing = {index["name"]: index for index in collection.list_search_indexes()}
    if name in existing:
        if existing[name].get("latestDefinition") != definition:
            collection.update_search_index(name, definition)
    else:
        collection.create_search_index(
            SearchIndexModel(definition=definition, name=name, type=index_type)
        )
    wait_until_queryable(collection, name, timeout_s=timeout_s, on_wait=on_wait)


def wait_until_queryable(
    collection: Collection[Any],
    name: str,
    *,
    timeout_s: float,
    on_wait: Callable[[str], None],
    poll_s: float = 5.0,
) -> None:
    deadline = time.monotonic() + timeout_s
    while True:
        indexes = list(collection.list_search_indexes(name))
        status = str(indexes[0].get("status", "PENDING")) if indexes else "PENDING"
        if indexes and indexes[0].get("queryable"):
            return
        if status == "FAILED":
            raise RuntimeError(f"Atlas reports the search index {name!r} as FAILED.")
        if time.monotonic() >= deadline:
            raise TimeoutError(
                f"The search index {name!r} was not queryable after {timeout_s:.0f} s "
                f"(status {status}). It keeps building on Atlas; run the seed again later to wait."
            )
        on_wait(status)
        time.sleep(poll_s)


_UNAUTHORIZED = 13


def _first_sentence(error: OperationFailure) -> str:
    message = str(error.details.get("errmsg") if error.details else error) or str(error)
    return message.split(". ")[0].rstrip(".")
