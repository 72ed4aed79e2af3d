"""What is computed over every listing, kept on disk so that a restarted worker does not compute
it again: the search catalog, and the summaries of the markets.

Building the catalog reads every listing with its vector from the database and tokenises all
their text: most of a worker's start on two cores. The built parts (columns, vectors, BM25
postings, cards) are written once to ``DATA_DIR/catalog/`` as plain numpy arrays and JSON (no
pickle), and read back in milliseconds by every worker that starts later.

The markets' summaries are one aggregation over every listing, about a second of the embedded
server's time for each worker that starts; they are kept as JSON beside the catalog.

A snapshot is used only when its fingerprint matches: the database, what was computed (for the
catalog, the vector field and its dimensions), the listings stamp (version and time of the last
change, see ``repository.listings_stamp``) and the code that computes it. Anything else (another
seed, another model, a new release, a file that is truncated or damaged) and it is computed again
and the snapshot replaced. Writing is atomic (a temporary file, then a rename), so two workers
starting at once never read half a file.
"""

from __future__ import annotations

import functools
import hashlib
import io
import json
import logging
import os
import zipfile
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, TypeVar

import numpy as np
from django.conf import settings

import language
import rentals
from infra import vector_index
from infra.mongo import get_database
from rentals import repository
from rentals.search.catalog_parts import CatalogParts, CategoryColumn
from rentals.search.lexical import LexicalIndex

logger = logging.getLogger(__name__)

FORMAT = 1
Fingerprint = dict[str, Any]
_T = TypeVar("_T")


def snapshot_path(database: str, name: str) -> Path:
    return Path(settings.DATA_DIR) / "catalog" / f"{database}.{name}"


def fingerprint(*, database: str, listings_stamp: tuple[int, str], **computed: Any) -> Fingerprint:
    """What a snapshot must have been computed from to be used: ``computed`` says what it is."""
    version, changed_at = listings_stamp
    return {
        "format": FORMAT,
        "database": database,
        **computed,
        "listings_version": version,
        "listings_changed_at": changed_at,
        "code": _code_fingerprint(),
    }


def stored_summary(name: str, compute: Callable[[], Any], revive: Callable[[Any], _T]) -> _T:
    """``revive(compute())`` for the current listings, where ``compute()`` (JSON) is read from
    disk when it was computed for these listings before."""
    database = get_database().name
    expected = fingerprint(
        database=database, listings_stamp=repository.listings_stamp(), summary=name
    )
    path = snapshot_path(database, f"{name}.json")
    try:
        stored = json.loads(path.read_text(encoding="utf-8"))
        if stored["fingerprint"] == expected:
            return revive(stored["value"])
    except FileNotFoundError:
        pass
    except (OSError, ValueError, KeyError, TypeError) as error:
        logger.warning("Ignored the damaged snapshot %s: %s", path, error)
    value = compute()
    _replace(path, json.dumps({"fingerprint": expected, "value": value}).encode())
    return revive(value)


def read_catalog(path: Path, expected: Fingerprint) -> CatalogParts | None:
    """The parts stored at ``path`` if their fingerprint is ``expected``; None when there is no
    usable snapshot (missing, stale, or damaged: logged, never raised)."""
    try:
        with np.load(path, allow_pickle=False) as stored:
            meta = json.loads(_text(stored["meta"]))
            if meta.get("fingerprint") != expected:
                logger.info("The search catalog snapshot is out of date; building it again.")
                return None
            return _parts(stored, meta, version=int(expected["listings_version"]))
    except FileNotFoundError:
        return None
    except (OSError, ValueError, KeyError, TypeError, zipfile.BadZipFile) as error:
        logger.warning("Ignored the damaged search catalog snapshot %s: %s", path, error)
        return None


def write_catalog(path: Path, parts: CatalogParts, stamp: Fingerprint) -> None:
    """Store ``parts`` at ``path`` under ``stamp``; a failure is logged and leaves no file."""
    try:
        arrays, columns = _column_arrays(parts.columns)
        meta = {"fingerprint": stamp, "ids": parts.ids, "columns": columns}
        terms, offsets, rows, impacts = parts.lexical.postings()
        meta["terms"] = terms
        arrays |= {
            "meta": _bytes(json.dumps(meta)),
            "cards": _bytes(json.dumps(parts.cards, allow_nan=True)),
            "matrix": parts.matrix,
            "has_vector": parts.has_vector,
            "price_usd": parts.price_usd,
            "reviews": parts.reviews,
            "postings_offsets": offsets,
            "postings_rows": rows,
            "postings_impacts": impacts,
        }
    except (TypeError, ValueError) as error:  # a card holding a value JSON cannot say
        logger.info("The search catalog is not stored on disk: %s", error)
        return
    contents = io.BytesIO()
    np.savez(contents, allow_pickle=False, **arrays)
    _replace(path, contents.getbuffer())


def _replace(path: Path, contents: bytes | memoryview) -> None:
    """Write ``path`` whole or not at all: a worker reading it meanwhile sees the old file."""
    temporary = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary.write_bytes(contents)
        os.replace(temporary, path)
    except OSError as error:
        logger.warning("Could not store %s: %s", path, error)
        temporary.unlink(missing_ok=True)


# --- encoding ----------------------------------------------------------------------------------


def _column_arrays(columns: Mapping[str, Any]) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
    """Each filter column as arrays, and what kind of column it was (with a category's labels)."""
    arrays: dict[str, np.ndarray] = {}
    kinds: dict[str, Any] = {}
    for path, column in columns.items():
        key = f"column:{path}"
        if isinstance(column, CategoryColumn):
            arrays[key] = column.codes
            kinds[path] = {"kind": "category", "labels": column.labels}
        elif isinstance(column, tuple):
            arrays[f"{key}:lon"], arrays[f"{key}:lat"] = column
            kinds[path] = {"kind": "point"}
        else:
            arrays[key] = column
            kinds[path] = {"kind": "array"}
    return arrays, kinds


def _parts(stored: Mapping[str, np.ndarray], meta: Mapping[str, Any], version: int) -> CatalogParts:
    ids = [str(listing_id) for listing_id in meta["ids"]]
    cards = json.loads(_text(stored["cards"]))
    lexical = LexicalIndex.from_postings(
        ids,
        (
            [str(term) for term in meta["terms"]],
            stored["postings_offsets"],
            stored["postings_rows"],
            stored["postings_impacts"],
        ),
    )
    parts = CatalogParts(
        version=version,
        ids=ids,
        cards=cards,
        matrix=stored["matrix"],
        has_vector=stored["has_vector"],
        lexical=lexical,
        columns=_columns(stored, meta["columns"]),
        price_usd=stored["price_usd"],
        reviews=stored["reviews"],
    )
    _check_rows(parts)
    return parts


def _columns(stored: Mapping[str, np.ndarray], kinds: Mapping[str, Any]) -> dict[str, Any]:
    columns: dict[str, Any] = {}
    for path, description in kinds.items():
        key = f"column:{path}"
        kind = description["kind"]
        if kind == "category":
            columns[path] = CategoryColumn.from_codes(stored[key], description["labels"])
        elif kind == "point":
            columns[path] = (stored[f"{key}:lon"], stored[f"{key}:lat"])
        else:
            columns[path] = stored[key]
    return columns


def _check_rows(parts: CatalogParts) -> None:
    """Every array has one entry per listing: a snapshot cut short must not shift rows."""
    count = len(parts.ids)
    rows = [parts.has_vector, parts.price_usd, parts.reviews, parts.matrix, *_column_rows(parts)]
    if len(parts.cards) != count or any(array.shape[0] != count for array in rows):
        raise ValueError("its arrays do not have one row per listing")


def _column_rows(parts: CatalogParts) -> list[np.ndarray]:
    arrays: list[np.ndarray] = []
    for column in parts.columns.values():
        if isinstance(column, CategoryColumn):
            arrays.append(column.codes)
        elif isinstance(column, tuple):
            arrays.extend(column)
        else:
            arrays.append(column)
    return arrays


def _bytes(text: str) -> np.ndarray:
    return np.frombuffer(text.encode(), dtype=np.uint8)


def _text(array: np.ndarray) -> str:
    return array.tobytes().decode()


@functools.cache
def _code_fingerprint() -> str:
    """A digest of the code and data a catalog is built with (filters, vocabulary, tokeniser):
    a snapshot written by another version of the app is not read."""
    digest = hashlib.sha256()
    sources = [
        path
        for package in (rentals, language)
        for path in Path(package.__file__ or "").parent.rglob("*")
        if path.is_file() and "__pycache__" not in path.parts
    ]
    for path in sorted([*sources, Path(vector_index.__file__ or "")]):
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()
