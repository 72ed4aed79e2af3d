"""A listing on screen named in a question, by a few of its words, in any of the three languages.

The names are those of real shipped listings; the phrasings are our own.
"""

from __future__ import annotations

import pytest

from language import SearchIntentState
from language.listing_names import MAX_UTTERANCE_WORDS, named_listing

SHOWN = [
    "Ribeira Charming Duplex",
    "Cozy Loft in Alfama",
    "Sunny flat with river view",
    "Casa da Ribeira",
]
PORTO = {"location": "Porto", "max_price": 120}


@pytest.mark.parametrize(
    ("utterance", "index"),
    [
        ("does Ribeira Charming Duplex allow pets?", 0),
        ("does the charming duplex have wifi?", 0),
        ("is the Ribeira Charmming Duplex close to the metro?", 0),  # one letter off
        ("tell me more about the loft in Alfama", 1),
        ("¿el loft de Alfama tiene cocina?", 1),
        ("o flat with river view aceita cachorro?", 2),
        ("cuéntame más del sunny flat", 2),
        ("me fale da Casa da Ribeira", 3),
    ],
)
def test_a_listing_is_named_by_a_few_of_its_words(utterance: str, index: int) -> None:
    named = named_listing(utterance, SHOWN)
    assert named is not None and named.index == index


@pytest.mark.parametrize(
    "utterance",
    [
        "is there a loft in Porto?",  # one word of a name is no name
        "duplex",
        "ribeira is lovely, and far away there is a charming old duplex somewhere north",
        "does it allow pets?",
    ],
)
def test_a_word_or_two_scattered_names_no_listing(utterance: str) -> None:
    assert named_listing(utterance, SHOWN) is None


def test_a_long_name_is_named_by_its_start_with_the_words_beside_it() -> None:
    shown = ["Holiday guest house", "Clean & comfy 2-BR Granny Flat close to Bus/Train"]
    question = "does Clean & comfy 2-BR allow pets?"
    named = named_listing(question, shown)
    assert named is not None and named.index == 1
    assert question[named.start : named.end] == "Clean & comfy 2-BR"
    intent = SearchIntentState(PORTO).apply(question, shown=shown)
    assert intent.kind == "results_question" and intent.subject == 1
    assert "min_bedrooms" not in intent.mentioned  # "2-BR" is part of the name


def test_two_listings_named_as_well_as_each_other_name_neither() -> None:
    shown = ["Cozy Loft in Alfama", "Cozy Loft in Alfama II"]
    assert named_listing("tell me about the cozy loft in Alfama", shown) is None


def test_a_long_message_is_read_up_to_a_bound() -> None:
    padding = "word " * MAX_UTTERANCE_WORDS
    assert named_listing(f"{padding} does Ribeira Charming Duplex allow pets?", SHOWN) is None
    assert named_listing("does Ribeira Charming Duplex allow pets? " + padding, SHOWN) is not None


@pytest.mark.parametrize(
    ("utterance", "index", "amenities"),
    [
        ("does Ribeira Charming Duplex allow pets?", 0, ["Pets allowed"]),
        ("tell me more about the loft in Alfama", 1, []),
        ("¿el Sunny flat tiene wifi?", 2, ["Wifi"]),
        ("a Casa da Ribeira tem piscina?", 3, ["Pool"]),
        ("Cozy Loft in Alfama", 1, []),
    ],
)
def test_a_question_about_a_named_listing_changes_nothing(
    utterance: str, index: int, amenities: list[str]
) -> None:
    intent = SearchIntentState(PORTO, sort="price_asc").apply(utterance, shown=SHOWN)
    assert intent.kind == "results_question"
    assert intent.subject == index
    assert intent.filters == PORTO and intent.sort == "price_asc"
    assert intent.mentioned.get("amenities", []) == amenities
    assert "ribeira" not in intent.query and "alfama" not in intent.query


@pytest.mark.parametrize(
    "utterance",
    [
        "sunny flat in Porto for 4",  # names a listing's words, and asks for more
        "a loft in Alfama under 90?",
        "start over: Ribeira Charming Duplex",
        "charming duplex with a pool",  # a request, not a question
    ],
)
def test_a_request_with_a_listings_words_is_still_a_search(utterance: str) -> None:
    intent = SearchIntentState(PORTO).apply(utterance, shown=SHOWN)
    assert intent.kind == "search"


def test_without_results_on_screen_a_name_is_read_as_words() -> None:
    intent = SearchIntentState(PORTO).apply("does Ribeira Charming Duplex allow pets?")
    assert intent.kind == "search"
