"""`python manage.py build_sample_embeddings`: update the shipped listings' local embeddings.

Run it after adding shipped listings or changing the normaliser or the text a listing is embedded
from; `make demo` then reuses the file instead of running the model over every shipped listing.
Vectors whose listing text has not changed are kept (the model is slow on a busy laptop); `--all`
recomputes every one, for a new model or a new version of it.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from django.core.management.base import BaseCommand, CommandParser
from tqdm import tqdm

from infra.embedders import Embedder, LocalEmbedder
from rentals.listing_text import listing_text
from rentals.normalise import MalformedListing
from seed.loaders import iter_listings
from seed.shipped import (
    PRECOMPUTED_EMBEDDINGS,
    SHIPPED_SOURCES,
    PrecomputedEmbeddings,
    load_precomputed,
    save_precomputed,
)


class Command(BaseCommand):
    help = "Update seed/data's precomputed local embeddings of the shipped listings."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--all", action="store_true", help="recompute every vector, not only stale ones"
        )

    def handle(self, *args: Any, **options: Any) -> None:
        ids: list[str] = []
        texts: list[str] = []
        for path in SHIPPED_SOURCES:
            for listing in iter_listings(str(path)):
                if not isinstance(listing, MalformedListing):
                    ids.append(listing["_id"])
                    texts.append(listing_text(listing))
        embedder = LocalEmbedder()
        current = None if options["all"] else load_precomputed()
        reusable = current if current is not None and current.model == embedder.model else None
        matrix, computed = shipped_vectors(embedder, ids, texts, reusable)
        save_precomputed(
            PRECOMPUTED_EMBEDDINGS, model=embedder.model, ids=ids, texts=texts, matrix=matrix
        )
        size_kib = PRECOMPUTED_EMBEDDINGS.stat().st_size / 1024
        self.stdout.write(
            self.style.SUCCESS(
                f"Wrote {len(ids):,} vectors ({embedder.dimensions}-d, float16; {computed:,} "
                f"computed now, {len(ids) - computed:,} unchanged) to {PRECOMPUTED_EMBEDDINGS} "
                f"({size_kib:,.0f} KiB)."
            )
        )


def shipped_vectors(
    embedder: Embedder,
    ids: list[str],
    texts: list[str],
    current: PrecomputedEmbeddings | None,
) -> tuple[np.ndarray, int]:
    """One row per listing: its current vector when computed from the same text, else a new one."""
    matrix = np.zeros((len(ids), embedder.dimensions), dtype=np.float32)
    stale: list[int] = []
    for row, (listing_id, text) in enumerate(zip(ids, texts, strict=True)):
        vector = current.vector_for(listing_id, text) if current is not None else None
        if vector is None:
            stale.append(row)
        else:
            matrix[row] = vector
    if stale:
        with tqdm(total=len(stale), unit=" listings", desc="Embedding") as bar:
            computed = embedder.embed_documents(
                [texts[row] for row in stale], on_batch=lambda done: bar.update(done - bar.n)
            )
        matrix[stale] = computed
    return matrix, len(stale)
