"""Which of a turn's database operations tell its story, and which MongoDB operators they use.

A turn makes a dozen or more operations (the conversation's writes, the memory bookkeeping, the
activity log); the one that answered the visitor is usually a single one among them. "Under the
hood" lists these first and marks them:

- the listings search (its ``$rankFusion``, ``$vectorSearch``, ``$geoWithin``… are the point);
- the read of the memories that shaped that search (the reply says why the dog came along);
- the read of the saved stays a comparison is made from.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

# Operators worth naming in an operation's one-line summary, in the order they are looked for.
NOTABLE_OPERATORS = (
    "$rankFusion",
    "$vectorSearch",
    "$search",
    "$geoNear",
    "$geoWithin",
    "$text",
)
# Atlas Search spells its geo filter without the dollar sign.
_SPELLINGS = {"geoWithin": "$geoWithin"}
READS = frozenset({"find", "find_one", "aggregate", "count_documents", "distinct"})


def notable_operators(operation: Mapping[str, Any]) -> list[str]:
    """The notable operators an operation's pipeline or filter uses: ``["$rankFusion", …]``."""
    found = set()
    for key in _keys(operation.get("pipeline") or operation.get("filter") or {}):
        found.add(_SPELLINGS.get(key, key))
    return [operator for operator in NOTABLE_OPERATORS if operator in found]


def key_operations(
    operations: Sequence[Mapping[str, Any]], understood: Mapping[str, Any]
) -> set[int]:
    """The positions of the operations that answered the turn."""
    memories_shaped = any(
        isinstance(memory, Mapping) and memory.get("shaped_search")
        for memory in understood.get("memories") or []
    )
    return {
        index
        for index, operation in enumerate(operations)
        if _answers(operation, memories_shaped=memories_shaped)
    }


def _answers(operation: Mapping[str, Any], *, memories_shaped: bool) -> bool:
    collection, name = operation.get("collection"), operation.get("operation")
    if name not in READS:
        return False
    if collection == "listings":
        return name == "aggregate"
    if collection == "memories":
        return memories_shaped and name == "find" and bool(operation.get("n"))
    return collection == "saved_rentals"


def _keys(value: Any) -> Iterator[str]:
    if isinstance(value, Mapping):
        for key, inner in value.items():
            yield str(key)
            yield from _keys(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from _keys(inner)
