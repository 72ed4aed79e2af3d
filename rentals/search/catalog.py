"""The local search backend's in-memory copy of the listings.

Filtering thousands of listings row by row in Python for every keystroke would be the slow part
of a search, so the catalog keeps each filterable field as a numpy column and turns a
``SearchFilters`` into a boolean mask with a handful of vectorised comparisons. Next to the
columns sit the listings' vectors (``VectorIndex``), a BM25 index of their text
(``LexicalIndex``) and the fields a result card shows, all in the same row order.

The catalog is loaded once per process and database, shared by every request thread, and
replaced whole when the listings change: the listings version the seed bumps
(``repository.bump_listings_version``) is read at most every ``CHANGE_CHECK_INTERVAL_S`` seconds,
and requests keep using the current copy while a new one loads. A worker that starts reads the
catalog from its snapshot on disk when that is of the current listings (``snapshots``).
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from infra.embedders import Embedder
from infra.mongo import get_database, long_operations
from infra.vector_index import VectorIndex
from language.places import EARTH_RADIUS_KM, Place
from language.vocabulary import AMENITIES
from rentals import repository
from rentals.filters import FILTER_FIELDS, LOCATION_PATH, SearchFilters
from rentals.search import snapshots
from rentals.search.catalog_parts import CatalogParts, CategoryColumn
from rentals.search.lexical import LexicalIndex
from rentals.search.results import CARD_FIELDS, TEXT_FIELDS, point_of

CHANGE_CHECK_INTERVAL_S = 2.0
_AMENITY_BIT: dict[str, int] = {amenity: bit for bit, amenity in enumerate(AMENITIES)}


class ListingCatalog:
    """Listings as columns, vectors and a text index, aligned by row."""

    def __init__(
        self,
        listings: Sequence[Mapping[str, Any]],
        *,
        vector_field: str,
        dimensions: int,
        version: int = 0,
    ) -> None:
        ids = [str(listing["_id"]) for listing in listings]
        excluded = {vector_field, *TEXT_FIELDS}
        matrix, has_vector = _vector_matrix(listings, vector_field, dimensions)
        self._assemble(
            CatalogParts(
                version=version,
                ids=ids,
                cards=[
                    {key: value for key, value in listing.items() if key not in excluded}
                    for listing in listings
                ],
                matrix=matrix,
                has_vector=has_vector,
                lexical=LexicalIndex(
                    (listing_id, _lexical_fields(listing))
                    for listing_id, listing in zip(ids, listings, strict=True)
                ),
                columns={
                    field.path: _column(
                        field.operator, [_path(doc, field.path) for doc in listings]
                    )
                    for field in FILTER_FIELDS
                    if field.operator != "radius"
                },
                price_usd=_numbers(listing.get("price_usd") for listing in listings),
                reviews=np.nan_to_num(_numbers(doc.get("number_of_reviews") for doc in listings)),
            )
        )

    @classmethod
    def from_parts(cls, parts: CatalogParts) -> ListingCatalog:
        """A catalog from stored parts, without reading or indexing a listing again."""
        catalog = cls.__new__(cls)
        catalog._assemble(parts)
        return catalog

    def _assemble(self, parts: CatalogParts) -> None:
        self.parts = parts
        self.version = parts.version
        self.ids = parts.ids
        self._row_by_id = {listing_id: row for row, listing_id in enumerate(self.ids)}
        self.cards = parts.cards
        self.has_vector = parts.has_vector
        self.vectors = VectorIndex(self.ids, parts.matrix)
        self.lexical = parts.lexical
        self.columns = parts.columns
        self.price_usd = parts.price_usd
        self.bedrooms = self.columns["bedrooms"]
        self.accommodates = self.columns["accommodates"]
        self.rating = self.columns["review_scores.rating"]
        self.reviews = parts.reviews
        self.lon, self.lat = self.columns[LOCATION_PATH]
        # Rank of each id in sorted order: the final tie-break of every ordering, as on MongoDB.
        self.id_rank = np.argsort(np.argsort(np.array(self.ids, dtype=object), kind="stable"))

    @classmethod
    def from_database(
        cls, vector_field: str, dimensions: int, *, version: int | None = None
    ) -> ListingCatalog:
        """Every listing read and indexed; ``version`` is the listings version read before."""
        # Read the version first: a change made while loading then triggers another reload.
        if version is None:
            version = repository.listings_version()
        projection = {path: 1 for path in (*CARD_FIELDS, *TEXT_FIELDS, vector_field)}
        with long_operations():  # every listing with its vector: seconds on a busy machine
            cursor = repository.listings().find({}, projection).sort("_id", 1).batch_size(1000)
            listings = list(cursor)
        return cls(listings, vector_field=vector_field, dimensions=dimensions, version=version)

    def __len__(self) -> int:
        return len(self.ids)

    @property
    def vector_count(self) -> int:
        return int(self.has_vector.sum())

    def row_of(self, listing_id: str) -> int:
        return self._row_by_id[listing_id]

    def mask(self, filters: SearchFilters) -> np.ndarray:
        """The rows ``filters.to_mongo_filter()`` selects, as a boolean array.

        Unknown values (NaN) fail every comparison, as null and missing fields fail a MongoDB
        query.
        """
        selected = np.ones(len(self), dtype=bool)
        for field, value in filters.criteria():
            selected &= _compare(field.operator, self.columns[field.path], value)
        return selected

    def distances_km(self, place: Place, rows: np.ndarray | None = None) -> np.ndarray:
        """Great-circle distance of each listing (or of ``rows``) from ``place``; NaN where a
        listing has no location."""
        lon, lat = (self.lon, self.lat) if rows is None else (self.lon[rows], self.lat[rows])
        return _haversine_km(place.lon, place.lat, lon, lat)


# --- the process-wide copy ---------------------------------------------------------------------


@dataclass(frozen=True)
class _Loaded:
    catalog: ListingCatalog
    checked_at: float


_loaded: dict[tuple[str, str], _Loaded] = {}
_first_load = threading.Lock()
_refresh = threading.Lock()


def current_catalog(embedder: Embedder) -> ListingCatalog:
    """The catalog of the configured database for this embedder's vectors, fresh within ~2 s."""
    key = (get_database().name, embedder.vector_field)
    loaded = _loaded.get(key)
    if loaded is None:
        with _first_load:
            loaded = _loaded.get(key)
            if loaded is None:
                loaded = _load(key, embedder)
        return loaded.catalog
    if time.monotonic() - loaded.checked_at < CHANGE_CHECK_INTERVAL_S:
        return loaded.catalog
    # One thread checks and reloads; the others keep serving the copy they have.
    if not _refresh.acquire(blocking=False):
        return loaded.catalog
    try:
        if repository.listings_version() == loaded.catalog.version:
            _loaded[key] = _Loaded(loaded.catalog, time.monotonic())
            return loaded.catalog
        return _load(key, embedder).catalog
    finally:
        _refresh.release()


def _load(key: tuple[str, str], embedder: Embedder) -> _Loaded:
    catalog = _stored_or_built(key[0], embedder)
    loaded = _Loaded(catalog, time.monotonic())
    _loaded[key] = loaded
    return loaded


def _stored_or_built(database: str, embedder: Embedder) -> ListingCatalog:
    """The catalog from its snapshot on disk when that holds these listings; otherwise built from
    the database and stored for the workers that start next."""
    # Read the stamp first: a change made while loading then triggers another reload.
    stamp = repository.listings_stamp()
    expected = snapshots.fingerprint(
        database=database,
        listings_stamp=stamp,
        vector_field=embedder.vector_field,
        dimensions=embedder.dimensions,
    )
    path = snapshots.snapshot_path(database, f"{embedder.vector_field}.npz")
    stored = snapshots.read_catalog(path, expected)
    if stored is not None:
        return ListingCatalog.from_parts(stored)
    catalog = ListingCatalog.from_database(
        embedder.vector_field, embedder.dimensions, version=stamp[0]
    )
    snapshots.write_catalog(path, catalog.parts, expected)
    return catalog


# --- columns -----------------------------------------------------------------------------------


def _path(document: Mapping[str, Any], dotted: str) -> Any:
    value: Any = document
    for part in dotted.split("."):
        if not isinstance(value, Mapping):
            return None
        value = value.get(part)
    return value


def _column(operator: str, values: list[Any]) -> Any:
    """The values of one filter path, stored for the operator that compares them."""
    if operator == "equals":
        return CategoryColumn(values)
    if operator in ("at_least", "at_most"):
        return _numbers(values)
    if operator == "is_true":
        return np.array([value is True for value in values], dtype=bool)
    if operator == "has_each":
        return np.array([_amenity_bits(value) for value in values], dtype=np.uint64)
    points = [point_of(value) for value in values]
    return (
        np.array([math.nan if lon is None else lon for lon, _ in points], dtype=np.float64),
        np.array([math.nan if lat is None else lat for _, lat in points], dtype=np.float64),
    )


def _compare(operator: str, column: Any, value: Any) -> np.ndarray:
    """Which rows of ``column`` hold for one filter, as ``filters._mongo_clauses`` asks MongoDB."""
    if operator == "equals":
        return column.equals(value)
    if operator == "at_least":
        return column >= value
    if operator == "at_most":
        return column <= value
    if operator == "is_true":
        return column
    if operator == "has_each":
        required = np.uint64(_amenity_bits(value))
        return (column & required) == required
    lon, lat = column
    if operator == "near":
        return _haversine_km(value.lon, value.lat, lon, lat) <= value.radius_km
    return (lon >= value.west) & (lon <= value.east) & (lat >= value.south) & (lat <= value.north)


def _haversine_km(lon: float, lat: float, lons: np.ndarray, lats: np.ndarray) -> np.ndarray:
    phi1, phi2 = math.radians(lat), np.radians(lats)
    half_dphi = (phi2 - phi1) / 2
    half_dlambda = np.radians(lons - lon) / 2
    a = np.sin(half_dphi) ** 2 + math.cos(phi1) * np.cos(phi2) * np.sin(half_dlambda) ** 2
    return 2 * EARTH_RADIUS_KM * np.arcsin(np.minimum(1.0, np.sqrt(a)))


def _numbers(values: Iterable[Any]) -> np.ndarray:
    """Numbers as float64, NaN where a value is missing or not a number (MongoDB skips those)."""
    return np.array(
        [
            float(v) if isinstance(v, int | float) and not isinstance(v, bool) else np.nan
            for v in values
        ],
        dtype=np.float64,
    )


def _amenity_bits(amenities: Any) -> int:
    bits = 0
    for amenity in amenities or ():
        bit = _AMENITY_BIT.get(amenity)
        if bit is not None:
            bits |= 1 << bit
    return bits


def _vector_matrix(
    listings: Sequence[Mapping[str, Any]], vector_field: str, dimensions: int
) -> tuple[np.ndarray, np.ndarray]:
    """The (n, dimensions) float32 matrix of stored vectors, zero rows where a listing has none."""
    matrix = np.zeros((len(listings), dimensions), dtype=np.float32)
    has_vector = np.zeros(len(listings), dtype=bool)
    for row, listing in enumerate(listings):
        vector = listing.get(vector_field)
        if isinstance(vector, list) and len(vector) == dimensions:
            matrix[row] = vector
            has_vector[row] = True
    return matrix, has_vector


def _lexical_fields(listing: Mapping[str, Any]) -> dict[str, Any]:
    return {
        "name": listing.get("name"),
        "summary": listing.get("summary"),
        "description": listing.get("description"),
        "neighbourhood": _path(listing, "address.neighbourhood"),
        "amenities": listing.get("amenities"),
    }
