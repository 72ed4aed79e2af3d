"""`python manage.py build_sample_embeddings`: recompute the shipped listings' local embeddings.

Run it after changing the normaliser or the text a listing is embedded from; `make demo` then reuses
the file instead of running the model over every shipped listing.
"""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand
from tqdm import tqdm

from infra.embedders import LocalEmbedder
from rentals.listing_text import listing_text
from rentals.normalise import MalformedListing
from seed.loaders import iter_listings
from seed.shipped import PRECOMPUTED_EMBEDDINGS, SHIPPED_SOURCES, save_precomputed


class Command(BaseCommand):
    help = "Recompute seed/data's precomputed local embeddings of the shipped listings."

    def handle(self, *args: Any, **options: Any) -> None:
        ids: list[str] = []
        texts: list[str] = []
        for path in SHIPPED_SOURCES:
            for listing in iter_listings(str(path)):
                if not isinstance(listing, MalformedListing):
                    ids.append(listing["_id"])
                    texts.append(listing_text(listing))
        embedder = LocalEmbedder()
        with tqdm(total=len(texts), unit=" listings", desc="Embedding") as bar:
            matrix = embedder.embed_documents(texts, on_batch=lambda done: bar.update(done - bar.n))
        save_precomputed(
            PRECOMPUTED_EMBEDDINGS, model=embedder.model, ids=ids, texts=texts, matrix=matrix
        )
        size_kib = PRECOMPUTED_EMBEDDINGS.stat().st_size / 1024
        self.stdout.write(
            self.style.SUCCESS(
                f"Wrote {len(ids):,} vectors ({embedder.dimensions}-d, float16) to "
                f"{PRECOMPUTED_EMBEDDINGS} ({size_kib:,.0f} KiB)."
            )
        )
