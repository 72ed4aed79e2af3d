"""The listings shipped with the project and their precomputed local embeddings.

Embedding 3,931 listings with the local model takes minutes on a laptop, so the vectors are computed
once (`make embeddings`) and shipped as float16 beside the data. Each vector carries a hash of the
text it was computed from: when the normaliser or the text composition changes, stale vectors are
ignored and those listings are embedded afresh.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path

import numpy as np

DATA_DIR = Path(__file__).resolve().parent / "data"
SAMPLE_AIRBNB = DATA_DIR / "airbnb_listings_sample.jsonl.gz"
INSIDE_AIRBNB = DATA_DIR / "inside_airbnb_sample.csv.gz"
INSIDE_AIRBNB_MARKETS = DATA_DIR / "inside_airbnb_markets.csv.gz"
SHIPPED_SOURCES: tuple[Path, ...] = (SAMPLE_AIRBNB, INSIDE_AIRBNB, INSIDE_AIRBNB_MARKETS)
SHIPPED_LISTING_COUNT = 3931

PRECOMPUTED_EMBEDDINGS = DATA_DIR / "sample_embeddings_e5_small.npz"


def text_fingerprint(text: str) -> str:
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:16]


@dataclass(frozen=True)
class PrecomputedEmbeddings:
    model: str
    vectors: dict[str, tuple[str, np.ndarray]]  # listing id -> (text fingerprint, float16 vector)

    def vector_for(self, listing_id: str, text: str) -> list[float] | None:
        """The shipped vector for this listing, if it was computed from exactly this text."""
        entry = self.vectors.get(listing_id)
        if entry is None or entry[0] != text_fingerprint(text):
            return None
        return entry[1].astype(np.float32).tolist()


def load_precomputed(path: Path = PRECOMPUTED_EMBEDDINGS) -> PrecomputedEmbeddings | None:
    if not path.exists():
        return None
    with np.load(path, allow_pickle=False) as archive:
        ids = archive["ids"].tolist()
        fingerprints = archive["fingerprints"].tolist()
        matrix = archive["vectors"]
        model = str(archive["model"])
    vectors = {
        id_: (fingerprint, matrix[row])
        for row, (id_, fingerprint) in enumerate(zip(ids, fingerprints, strict=True))
    }
    return PrecomputedEmbeddings(model=model, vectors=vectors)


def save_precomputed(
    path: Path, *, model: str, ids: list[str], texts: list[str], matrix: np.ndarray
) -> None:
    np.savez_compressed(
        path,
        ids=np.array(ids),
        fingerprints=np.array([text_fingerprint(text) for text in texts]),
        vectors=matrix.astype(np.float16),
        model=np.array(model),
    )
