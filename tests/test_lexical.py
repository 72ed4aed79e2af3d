"""BM25 keyword search: exact words, accents, Chinese text, and the explanation of a match."""

from __future__ import annotations

import numpy as np
import pytest

from rentals.search.lexical import LexicalIndex, tokenize

LISTINGS: dict[str, dict[str, str | list[str]]] = {
    "porto-duplex": {
        "name": "Charming Duplex",
        "neighbourhood": "Ribeira",
        "summary": "Duplex apartment with river views in the historic centre.",
        "amenities": ["Wifi", "Kitchen"],
    },
    "porto-flat": {
        "name": "Bright apartment near the river",
        "neighbourhood": "Bonfim",
        "summary": "A bright apartment, close to the river, ten minutes from the old town.",
        "description": "Apartment with a balcony. The apartment has river views.",
    },
    "rio-loft": {
        "name": "Industrial loft",
        "neighbourhood": "Botafogo",
        "description": "Spacious loft, a short bus ride from Copacabana beach.",
        "amenities": ["Wifi", "Air conditioning"],
    },
    "rio-studio": {
        "name": "Beach studio",
        "neighbourhood": "Leme",
        "summary": "Studio two blocks from the beach, apartment building with doorman.",
    },
    "nyc-penthouse": {
        "name": "Penthouse with terrace",
        "neighbourhood": "Chelsea",
        "summary": "Top floor apartment with a private terrace and city views.",
        "amenities": ["Wifi", "Rooftop", "Elevator"],
    },
    "montreal-flat": {
        "name": "Plateau flat",
        "neighbourhood": "Plateau Mont-Royal",
        "summary": "Cosy apartment in Montreal, near cafés and the metro.",
    },
    "hk-flat": {
        "name": "舒适公寓",
        "neighbourhood": "旺角",
        "summary": "靠近地铁站的舒适公寓, 步行五分钟到旺角。",
    },
    "hk-room": {
        "name": "Quiet room",
        "neighbourhood": "Sheung Wan",
        "summary": "Private room with a view of the harbour.",
    },
}


@pytest.fixture(scope="module")
def index() -> LexicalIndex:
    return LexicalIndex(LISTINGS)


def ranked_ids(results: list[tuple[str, float]]) -> list[str]:
    return [doc_id for doc_id, _ in results]


def test_tokenize_folds_case_accents_and_apostrophes() -> None:
    assert tokenize("Montréal LOFT, O'ahu & São-Paulo 2 quartos") == [
        "montreal",
        "loft",
        "oahu",
        "sao",
        "paulo",
        "2",
        "quartos",
    ]


def test_tokenize_drops_english_spanish_and_portuguese_stop_words() -> None:
    assert tokenize("a flat with a view of the sea") == ["flat", "view", "sea"]
    assert tokenize("piso con vistas al mar en la playa") == ["piso", "vistas", "mar", "playa"]
    assert tokenize("casa com vista para o mar na praia") == ["casa", "vista", "mar", "praia"]
    assert tokenize("no smoking, sin mascotas") == ["no", "smoking", "sin", "mascotas"]


def test_tokenize_splits_chinese_into_characters() -> None:
    assert tokenize("靠近地铁站 wifi") == ["靠", "近", "地", "铁", "站", "wifi"]


@pytest.mark.parametrize(
    ("query", "expected_first"),
    [
        ("Ribeira", "porto-duplex"),
        ("apartment with river views in Ribeira", "porto-duplex"),
        ("Copacabana", "rio-loft"),
        ("apartment near Copacabana beach", "rio-loft"),
        ("loft", "rio-loft"),
        ("rooftop apartment", "nyc-penthouse"),
    ],
)
def test_exact_words_rank_the_listings_that_contain_them_first(
    index: LexicalIndex, query: str, expected_first: str
) -> None:
    assert ranked_ids(index.search(query, k=5))[0] == expected_first


def test_only_listings_containing_a_query_word_are_returned(index: LexicalIndex) -> None:
    assert ranked_ids(index.search("loft", k=10)) == ["rio-loft"]
    assert index.search("castle", k=10) == []
    assert index.search("the and of", k=10) == []


def test_accents_are_folded_in_both_directions(index: LexicalIndex) -> None:
    assert ranked_ids(index.search("Montréal", k=3)) == ["montreal-flat"]
    assert ranked_ids(index.search("cafes", k=3)) == ["montreal-flat"]
    assert ranked_ids(index.search("CAFÉ CAFÉS", k=3)) == ["montreal-flat"]


def test_chinese_query_matches_chinese_listing(index: LexicalIndex) -> None:
    results = index.search("地铁站附近的公寓", k=3)

    assert ranked_ids(results) == ["hk-flat"]
    assert index.matched_terms("hk-flat", "地铁站附近的公寓") == [
        "地",
        "铁",
        "站",
        "近",
        "的",
        "公",
        "寓",
    ]


def test_matched_terms_explains_a_result(index: LexicalIndex) -> None:
    assert index.matched_terms("porto-duplex", "Duplex in Ribeira with a pool") == [
        "duplex",
        "ribeira",
    ]
    assert index.matched_terms("rio-loft", "Loft near COPACABANA") == ["loft", "copacabana"]
    assert index.matched_terms("hk-room", "loft") == []
    with pytest.raises(KeyError):
        index.matched_terms("unknown", "loft")


def test_mask_limits_results_to_allowed_listings(index: LexicalIndex) -> None:
    mask = np.isin(index.ids, ["porto-flat", "rio-studio"])

    results = index.search("apartment", k=10, mask=mask)

    assert ranked_ids(results) == ["porto-flat", "rio-studio"]


def test_k_limits_results_and_zero_returns_nothing(index: LexicalIndex) -> None:
    assert len(index.search("apartment", k=2)) == 2
    assert index.search("apartment", k=0) == []
    with pytest.raises(ValueError, match="k must be"):
        index.search("apartment", k=-1)


def test_bm25_score_equals_hand_computed_value() -> None:
    # One field of weight 1, N = 3 listings of 3, 1 and 3 words: average length 7/3.
    documents = {
        "a": {"name": "loft rooftop view"},
        "b": {"name": "loft"},
        "c": {"name": "garden house view"},
    }
    index = LexicalIndex(documents, field_weights={"name": 1.0})

    # rooftop: idf = ln(1 + (3 - 1 + 0.5) / (1 + 0.5)) = ln(8/3)
    # in a (length 3): tf part = 1 * 2.2 / (1 + 1.2 * (0.25 + 0.75 * 3 / (7/3)))
    assert index.search("rooftop", k=3) == [("a", pytest.approx(0.8781843311849178, rel=1e-12))]
    # loft and view: idf = ln(1 + 1.5 / 2.5) each. a has both; b (length 1) has loft only;
    # c has view only and the length of a, so it scores exactly half of a.
    assert index.search("loft view", k=3) == [
        ("a", pytest.approx(0.8416344058586429, rel=1e-12)),
        ("b", pytest.approx(0.6133945669817229, rel=1e-12)),
        ("c", pytest.approx(0.42081720292932145, rel=1e-12)),
    ]


def test_field_weights_favour_a_match_in_the_name() -> None:
    documents = [
        ("in-name", {"name": "Garden cottage", "description": "A quiet place."}),
        ("in-description", {"name": "Quiet place", "description": "A garden cottage."}),
    ]

    assert ranked_ids(LexicalIndex(documents).search("garden", k=2)) == [
        "in-name",
        "in-description",
    ]


def test_documents_can_be_given_as_pairs_in_row_order() -> None:
    index = LexicalIndex(list(LISTINGS.items()))

    assert index.ids == list(LISTINGS)
    assert len(index) == len(LISTINGS)
    assert index.search("Copacabana", k=1) == LexicalIndex(LISTINGS).search("Copacabana", k=1)


def test_equal_scores_keep_row_order() -> None:
    index = LexicalIndex({doc_id: {"name": "pool villa"} for doc_id in ("c", "a", "b")})

    assert ranked_ids(index.search("villa", k=2)) == ["c", "a"]


def test_empty_index_and_missing_fields() -> None:
    assert LexicalIndex({}).search("loft", k=5) == []
    fields: dict[str, dict[str, str | list[str] | None]] = {
        "x": {"name": None, "amenities": []},
        "y": {"summary": "loft"},
    }
    sparse = LexicalIndex(fields)
    assert ranked_ids(sparse.search("loft", k=5)) == ["y"]


def test_duplicate_ids_are_rejected() -> None:
    with pytest.raises(ValueError, match="unique"):
        LexicalIndex([("a", {"name": "x"}), ("a", {"name": "y"})])


def test_malformed_mask_is_rejected(index: LexicalIndex) -> None:
    with pytest.raises(ValueError, match="boolean array"):
        index.search("loft", k=1, mask=np.ones(2, dtype=bool))
