"""Read listing records from a file or from the Hugging Face hub, always through ``datasets``.

Files go through the same library as the hub dataset, so the path a workshop attendee takes
(``MongoDB/airbnb_embeddings``) and the one the offline tests take (the shipped files) share their
reading code.
"""

from __future__ import annotations

import itertools
import os
import tempfile
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rentals.normalise import MalformedListing, normalise_listing

if TYPE_CHECKING:
    import datasets

# ``datasets`` and ``pandas`` are imported where a file is read, not with this module: they take
# seconds to import, and `make demo` imports the seed command on every start to find the listings
# already there.

HUB_SOURCE = "hf"
HUB_DATASET = "MongoDB/airbnb_embeddings"

Result = dict[str, Any] | MalformedListing

_BUILDER_BY_SUFFIX = {".jsonl": "json", ".json": "json", ".csv": "csv", ".parquet": "parquet"}


def load_records(
    source: str | os.PathLike[str], *, limit: int | None = None, cache_dir: str | None = None
) -> Iterator[dict[str, Any]]:
    """Raw records from ``"hf"`` (the hub dataset, streamed) or a ``.jsonl``, ``.json``, ``.csv``
    (each optionally ``.gz``) or ``.parquet`` file.

    ``cache_dir`` is where ``datasets`` keeps its Arrow copy of a file; by default a folder in the
    system's temporary directory, so loading never writes into the home directory.
    """
    import datasets

    cache = cache_dir or str(Path(tempfile.gettempdir()) / "rentals-datasets-cache")
    if str(source) == HUB_SOURCE:
        # Streaming reads only as many rows as asked for instead of the whole 245 MB file.
        rows: Iterable[dict[str, Any]] = datasets.load_dataset(
            HUB_DATASET, split="train", streaming=True, cache_dir=cache
        )
    else:
        rows = _file_rows(Path(source), cache)
    yield from itertools.islice(rows, limit)


def well_formed_listings(sources: Iterable[str | os.PathLike[str]]) -> Iterator[dict[str, Any]]:
    """The listing documents of ``sources`` that normalise cleanly, in order."""
    for source in sources:
        for listing in iter_listings(source):
            if not isinstance(listing, MalformedListing):
                yield listing


def iter_listings(
    source: str | os.PathLike[str],
    *,
    limit: int | None = None,
    market: str | None = None,
    cache_dir: str | None = None,
) -> Iterator[Result]:
    """Each record of ``source`` as a listing document, or as the ``MalformedListing`` it raised."""
    for record in load_records(source, limit=limit, cache_dir=cache_dir):
        try:
            yield normalise_listing(record, market=market)
        except MalformedListing as problem:
            yield problem


def _file_rows(path: Path, cache_dir: str) -> datasets.Dataset:
    import datasets

    if not path.is_file():
        raise FileNotFoundError(f"No such file: {path}")
    builder = _builder_for(path)
    options: dict[str, Any] = {}
    if builder == "csv":
        # Inside Airbnb ids have up to 19 digits and every value is text: read all columns as
        # strings (a float id loses digits) and keep empty cells as "" rather than missing.
        options = {
            "features": datasets.Features(
                {column: datasets.Value("string") for column in _csv_columns(path)}
            ),
            "keep_default_na": False,
            "na_filter": False,
        }
    elif builder == "json":
        # Sample documents are not uniform: review_scores is {} for unreviewed listings and a
        # field may be an Extended JSON wrapper in one record and a number in another. With this
        # option datasets stores such fields as JSON and gives back the original values, where
        # pyarrow alone could not infer one schema. It is the default; naming it makes an older
        # datasets without it fail loudly instead of mangling records.
        options = {"on_mixed_types": "use_json"}
    return datasets.load_dataset(
        builder, data_files=str(path), split="train", cache_dir=cache_dir, **options
    )


def _builder_for(path: Path) -> str:
    suffixes = [suffix.lower() for suffix in path.suffixes]
    if suffixes[-1:] == [".gz"]:
        suffixes.pop()
    builder = _BUILDER_BY_SUFFIX.get(suffixes[-1]) if suffixes else None
    if builder is None:
        supported = ", ".join([*_BUILDER_BY_SUFFIX, ".jsonl.gz", ".json.gz", ".csv.gz"])
        raise ValueError(f"Cannot read {path.name}: expected one of {supported}")
    return builder


def _csv_columns(path: Path) -> list[str]:
    import pandas

    return list(pandas.read_csv(path, nrows=0).columns)
