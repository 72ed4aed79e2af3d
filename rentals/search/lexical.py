"""BM25 keyword search over listing text: the exact-word half of hybrid search.

Embeddings are good at "cosy place near the beach" and poor at proper nouns: a query for
"Ribeira" or "Copacabana" must put the listings that say so first. This index scores words with
Okapi BM25 and is fused with vector search in ``rentals.search.fusion``.
"""

from __future__ import annotations

import math
import re
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from infra.vector_index import check_mask, top_k_positions
from language.vocabulary import fold

FieldText = str | Sequence[str] | None
ListingText = Mapping[str, FieldText]
Documents = Mapping[str, ListingText] | Iterable[tuple[str, ListingText]]
# terms, offsets (one more than terms), rows, impacts: see ``LexicalIndex.postings``
PostingArrays = tuple[list[str], np.ndarray, np.ndarray, np.ndarray]

# A listing's name is written to be searched for; its neighbourhood names the place people type.
DEFAULT_FIELD_WEIGHTS: dict[str, float] = {
    "name": 2.0,
    "neighbourhood": 1.5,
    "summary": 1.0,
    "description": 1.0,
    "amenities": 1.0,
}

# Chinese and Japanese do not separate words with spaces, so each ideograph or kana is a token
# of its own: "地铁" then matches listings that mention 地铁 anywhere.
_CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0002fa1f"
_TOKEN = re.compile(f"[{_CJK}]|[^\\W_{_CJK}]+")

# Only function words of the languages the listings are written in; anything that could name
# a place, a feature or a negation ("no", "sin", "sem") stays searchable.
_STOP_WORDS_BY_LANGUAGE: dict[str, str] = {
    "en": "a an and are as at be by for from has have i in is it its me my of on or our the "
    "their this to was we with you your",
    "es": "al con de del el en es la las lo los para por que se su sus un una unas unos y",
    # Accents folded ("é" is "e"); "no" (in the) stays, it is also English "no".
    "pt": "ao as com da das do dos e em na nas nos o os seu sua um uma",
}
STOP_WORDS: frozenset[str] = frozenset(
    word for words in _STOP_WORDS_BY_LANGUAGE.values() for word in words.split()
)


def tokenize(text: str) -> list[str]:
    """Folded words of ``text`` (letters and digits), CJK characters one by one, no stop words."""
    # Dropping apostrophes keeps "O'ahu" and "Kaua'i" one word, equal to "Oahu" and "Kauai".
    folded = fold(text).replace("'", "")
    return [token for token in _TOKEN.findall(folded) if token not in STOP_WORDS]


@dataclass(frozen=True)
class _Postings:
    """The listings containing one term, and that term's BM25 contribution to each of them."""

    rows: np.ndarray  # ascending row numbers
    impacts: np.ndarray  # idf * saturated term frequency, aligned with rows


class LexicalIndex:
    """Okapi BM25 over listing text fields, weighted per field (a simplified BM25F).

    A term's frequency in a listing is the weighted sum of its frequencies in each field, and a
    listing's length the weighted sum of its field lengths. Fields missing from ``field_weights``
    are not indexed. Field values may be a string, a list of strings (amenities) or None.
    """

    def __init__(
        self,
        documents: Documents,
        field_weights: Mapping[str, float] | None = None,
        *,
        k1: float = 1.2,
        b: float = 0.75,
    ) -> None:
        self._field_weights = dict(
            DEFAULT_FIELD_WEIGHTS if field_weights is None else field_weights
        )
        pairs = list(documents.items() if isinstance(documents, Mapping) else documents)
        self._ids = [doc_id for doc_id, _ in pairs]
        self._row_by_id = {doc_id: row for row, doc_id in enumerate(self._ids)}
        if len(self._row_by_id) != len(self._ids):
            raise ValueError("Listing ids must be unique.")
        term_counts = [self._weighted_term_counts(fields) for _, fields in pairs]
        self._postings = _bm25_postings(term_counts, k1=k1, b=b)

    @classmethod
    def from_postings(cls, ids: Sequence[str], postings: PostingArrays) -> LexicalIndex:
        """The index ``postings()`` exported, for ``ids`` in the same row order."""
        terms, offsets, rows, impacts = postings
        if (
            offsets.shape != (len(terms) + 1,)
            or rows.shape != impacts.shape
            or offsets[0] != 0
            or offsets[-1] != rows.size
            or np.any(np.diff(offsets) < 0)
            or (rows.size and not 0 <= rows.min() <= rows.max() < len(ids))
        ):
            raise ValueError("The postings do not fit the listings.")
        index = cls(())
        index._ids = list(ids)
        index._row_by_id = {doc_id: row for row, doc_id in enumerate(index._ids)}
        index._postings = {
            term: _Postings(rows[start:end], impacts[start:end])
            for term, start, end in zip(
                terms, offsets[:-1].tolist(), offsets[1:].tolist(), strict=True
            )
        }
        return index

    def postings(self) -> PostingArrays:
        """Every term's postings as flat arrays: terms, offsets into rows and impacts, rows,
        impacts (term ``i`` owns ``rows[offsets[i]:offsets[i + 1]]``)."""
        terms = list(self._postings)
        sizes = [self._postings[term].rows.size for term in terms]
        offsets = np.zeros(len(terms) + 1, dtype=np.int64)
        np.cumsum(sizes, out=offsets[1:])
        if not terms:
            return terms, offsets, np.empty(0, dtype=np.intp), np.empty(0, dtype=np.float64)
        rows = np.concatenate([self._postings[term].rows for term in terms])
        impacts = np.concatenate([self._postings[term].impacts for term in terms])
        return terms, offsets, rows, impacts

    def __len__(self) -> int:
        return len(self._ids)

    @property
    def ids(self) -> list[str]:
        """Listing ids in row order (the order a mask refers to)."""
        return list(self._ids)

    def search(self, query: str, k: int, mask: np.ndarray | None = None) -> list[tuple[str, float]]:
        """The ``k`` best BM25 matches for ``query`` among listings where ``mask`` is True.

        Only listings containing at least one query word are returned, best first, equal
        scores in row order. The cost grows with the postings of the query's words, not with
        the number of listings.
        """
        if k < 0:
            raise ValueError(f"k must be zero or positive, got {k}.")
        postings = [
            self._postings[term] for term in _unique(tokenize(query)) if term in self._postings
        ]
        if not postings or k == 0:
            return []
        candidates = np.unique(np.concatenate([p.rows for p in postings]))
        candidate_scores = np.zeros(candidates.size)
        for term_postings in postings:
            positions = np.searchsorted(candidates, term_postings.rows)
            candidate_scores[positions] += term_postings.impacts
        if mask is not None:
            allowed = check_mask(mask, len(self._ids))[candidates]
            candidates, candidate_scores = candidates[allowed], candidate_scores[allowed]
        best = top_k_positions(candidate_scores, k)
        return [
            (self._ids[row], float(score))
            for row, score in zip(
                candidates[best].tolist(), candidate_scores[best].tolist(), strict=True
            )
        ]

    def matched_terms(self, doc_id: str, query: str) -> list[str]:
        """The query's words (folded, in query order) that the listing contains.

        Explains a result: "matched: ribeira, duplex". Raises ``KeyError`` for an unknown id.
        """
        row = self._row_by_id[doc_id]
        return [
            term
            for term in _unique(tokenize(query))
            if term in self._postings and _contains(self._postings[term].rows, row)
        ]

    def _weighted_term_counts(self, fields: ListingText) -> tuple[dict[str, float], float]:
        counts: defaultdict[str, float] = defaultdict(float)
        length = 0.0
        for field, weight in self._field_weights.items():
            tokens = tokenize(_as_text(fields.get(field)))
            length += weight * len(tokens)
            for term, count in Counter(tokens).items():
                counts[term] += weight * count
        return counts, length


def _bm25_postings(
    term_counts: Sequence[tuple[dict[str, float], float]], *, k1: float, b: float
) -> dict[str, _Postings]:
    """Postings with each listing's full BM25 term weight computed once, at build time."""
    lengths = np.array([length for _, length in term_counts], dtype=np.float64)
    average_length = float(lengths.mean()) if lengths.size and lengths.any() else 1.0
    length_norms = k1 * (1.0 - b + b * lengths / average_length)

    rows_by_term: dict[str, list[int]] = {}
    frequencies_by_term: dict[str, list[float]] = {}
    for row, (counts, _) in enumerate(term_counts):
        for term, frequency in counts.items():
            rows_by_term.setdefault(term, []).append(row)
            frequencies_by_term.setdefault(term, []).append(frequency)

    listing_count = len(term_counts)
    postings: dict[str, _Postings] = {}
    for term, term_rows in rows_by_term.items():
        rows = np.array(term_rows, dtype=np.intp)
        frequencies = np.array(frequencies_by_term[term], dtype=np.float64)
        saturation = frequencies * (k1 + 1.0) / (frequencies + length_norms[rows])
        postings[term] = _Postings(rows, _idf(listing_count, rows.size) * saturation)
    return postings


def _idf(listing_count: int, document_frequency: int) -> float:
    # The "+1" form (as in Lucene) stays positive for words found in most listings, so a
    # common word still counts for a listing that has it instead of counting against it.
    return math.log(1.0 + (listing_count - document_frequency + 0.5) / (document_frequency + 0.5))


def _as_text(value: FieldText) -> str:
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    return " ".join(value)


def _unique(terms: list[str]) -> list[str]:
    return list(dict.fromkeys(terms))


def _contains(sorted_rows: np.ndarray, row: int) -> bool:
    position = int(np.searchsorted(sorted_rows, row))
    return position < sorted_rows.size and int(sorted_rows[position]) == row
