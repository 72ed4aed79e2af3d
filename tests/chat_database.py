"""The chat tests' database: a copy of the seeded one, emptied of what each test wrote.

Chat turns write conversations, memories, activity and tombstones next to the listings they
search; on a copy, the seeded database the other tests read stays exactly as it was seeded.
"""

from __future__ import annotations

from typing import Any

import pytest
from pymongo.database import Database

from infra import mongo
from rentals import repository

CHAT_DATABASE = "test_chat"
# What a seed writes, and so what the copy holds; the rest of the chat database is what tests wrote.
SEEDED_COLLECTIONS = (repository.LISTINGS, repository.VECTOR_FIELDS, repository.LISTINGS_VERSION)
_copied_collections: set[str] = set()


@pytest.fixture(scope="session")
def chat_database(seeded_database: str) -> str:
    """The seeded database copied once, indexes and all, for the tests that chat: their turns
    write conversations, memories and activity, and the read-only seeded database stays as it
    was seeded."""
    client = mongo.get_client()
    source, target = client[seeded_database], client[CHAT_DATABASE]
    # Thousands of listings and a 2dsphere index built over them: seconds on a busy machine.
    with mongo.long_operations():
        _copy(source, target)
    return CHAT_DATABASE


def _copy(source: Database[Any], target: Database[Any]) -> None:
    for name in SEEDED_COLLECTIONS:
        # Dropped first: a live-server test's rerun sets the session's fixtures up again.
        target.drop_collection(name)
        documents = list(source[name].find())
        if documents:
            target[name].insert_many(documents)
        for index, spec in source[name].index_information().items():
            if index != "_id_":
                options = {k: v for k, v in spec.items() if k in _INDEX_OPTIONS}
                target[name].create_index(spec["key"], name=index, **options)
        _copied_collections.add(name)


_INDEX_OPTIONS = {"unique", "sparse", "partialFilterExpression", "expireAfterSeconds"}


def remove_chat_writes() -> None:
    """Empty every collection of the chat database that is not part of the copy (indexes kept:
    the app creates them once per process)."""
    if not _copied_collections:
        return  # no chat database yet: nothing was written
    database = mongo.get_client()[CHAT_DATABASE]
    for name in database.list_collection_names():
        if name not in _copied_collections:
            database[name].delete_many({})
