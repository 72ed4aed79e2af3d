"""Places the gazetteer lacks, named by the words around them rather than by a capital letter:
typed in lower case after a wish to stay near them, offered ("what about …"), or accepted ("…
works too"). Ordinary words in the same frames ("near restaurants", "close to grandma's") are
no places. Each kind in English, Spanish and Portuguese where it is said in them."""

from __future__ import annotations

import pytest

from language.ordinary_words import is_ordinary
from tests.understanding_helpers import turns

# --- lower case after a wish to stay near it --------------------------------------------------


@pytest.mark.parametrize(
    ("utterance", "near"),
    [
        ("we'd love to walk to tynecastle park", "Tynecastle Park"),
        ("ideally close to gorgie city farm", "Gorgie City Farm"),
        ("somewhere near craiglockhart, or a bus away", "Craiglockhart"),
        ("algo cerca de portobello", "Portobello"),
        ("quero ficar perto de joppa", "Joppa"),
        ("just me, near the playhouse theatre if possible", "Playhouse Theatre"),
        ("a flat near the traverse theatre", "Traverse Theatre"),
    ],
)
def test_a_lower_case_name_after_near_is_the_place(utterance: str, near: str) -> None:
    intent = turns("Edinburgh for 2", utterance)
    assert intent.filters["near"] == near
    assert intent.filters["location"] == "Edinburgh"


@pytest.mark.parametrize(
    "utterance",
    [
        "near restaurants and bars",
        "close to grandma's",
        "we want to walk to everything",
        "near teh beach",
        "cerca de mi hermana",
        "perto de tudo",
        "close to uni",
        "close to a big park",
        "near the local market",
    ],
)
def test_ordinary_words_after_near_are_no_place(utterance: str) -> None:
    intent = turns("Edinburgh for 2", utterance)
    assert "near" not in intent.filters


# --- a place offered or accepted ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("utterance", "near"),
    [
        ("how about Bushwick or Ridgewood?", "Bushwick"),
        ("what about ridgewood", "Ridgewood"),
        ("y qué tal Bushwick?", "Bushwick"),
        ("e que tal Ridgewood?", "Ridgewood"),
    ],
)
def test_a_place_offered_is_the_place(utterance: str, near: str) -> None:
    intent = turns("nyc, 1br under 200", utterance)
    assert intent.filters["near"] == near
    assert intent.filters["max_price"] == 200


def test_the_second_name_offered_reaches_no_query() -> None:
    intent = turns("nyc, 1br under 200", "what about Ridgewood or Glendale Heights")
    assert intent.filters["near"] == "Ridgewood"
    assert "glendale" not in intent.search_query.lower()
    assert "heights" not in intent.search_query.lower()


@pytest.mark.parametrize(
    "utterance",
    ["what about Hoboken? it's close right", "how about Weehawken? is it far from the city?"],
)
def test_a_question_about_the_place_offered_chooses_nothing(utterance: str) -> None:
    intent = turns("Jersey City, 1br under 100", utterance)
    assert "near" not in intent.filters


@pytest.mark.parametrize(
    "utterance", ["ridgewood works too", "Ridgewood is fine too", "ridgewood también vale"]
)
def test_a_place_accepted_too_keeps_the_place_wished_first(utterance: str) -> None:
    intent = turns("nyc, 1br under 200 near Murray Hill", utterance)
    assert intent.filters["near"] == "Murray Hill"


@pytest.mark.parametrize(
    "utterance",
    ["nvm ridgewood ok too", "never mind, Ridgewood works too", "esquece, ridgewood também serve"],
)
def test_a_change_of_mind_replaces_the_place_wished_first(utterance: str) -> None:
    intent = turns("nyc, 1br under 200 near Murray Hill", utterance)
    assert intent.filters["near"] == "Ridgewood"


def test_a_place_accepted_with_none_wished_before_is_the_place() -> None:
    intent = turns("nyc, 1br under 200", "ridgewood works too")
    assert intent.filters["near"] == "Ridgewood"


# --- the ordinary words --------------------------------------------------------------------------


@pytest.mark.parametrize("word", ["beach", "restaurants", "resturants", "hermana", "everything"])
def test_words_the_listings_write_in_lower_case_are_ordinary(word: str) -> None:
    assert is_ordinary(word)


@pytest.mark.parametrize("word", ["murrayfield", "kanaha", "randwick"])
def test_names_the_listings_capitalise_are_not_ordinary(word: str) -> None:
    assert not is_ordinary(word)


def test_a_longer_name_inside_a_generic_one_wins() -> None:
    """ "the harbour bridge" is the Harbour Bridge, not "the harbour" with a bridge."""
    assert (
        turns("flat in Sydney near the harbour bridge").filters["near"] == "Sydney Harbour Bridge"
    )


def test_a_graduation_at_a_university_says_the_market() -> None:
    filters = turns("Our daughter is graduating from the University of Sydney in December").filters
    assert filters["location"] == "Sydney"


@pytest.mark.parametrize(
    ("search", "said", "near"),
    [
        (
            "piso en Montreal para 1",
            "Nosotros vivimos en Verdun y ella quiere su espacio. Buscamos algo cerca de nosotros",
            "Verdun",
        ),
        ("flat in Montreal for 1", "we live in Verdun; mum wants somewhere near us", "Verdun"),
        (
            "piso en Jersey City para 2",
            "queremos algo cerca de ellas. viven por journal square",
            "Journal Square",
        ),
    ],
)
def test_near_the_people_visited_is_near_their_home(search: str, said: str, near: str) -> None:
    assert turns(search, said).filters["near"] == near


@pytest.mark.parametrize("said", ["algo cerca de ellas", "perto deles, por favor", "near them"])
def test_a_pronoun_after_near_is_no_place(said: str) -> None:
    assert "near" not in turns("piso en Jersey City para 2", said).filters


def test_where_the_visitor_lives_is_still_no_wish() -> None:
    filters = turns(
        "flat in Montreal for 1", "we live in Verdun, but want something downtown"
    ).filters
    assert filters["near"] == "Montreal city centre"


# --- names that differ only by a space ----------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (("Edinburgh for 6", "New Town or Stockbridge would be lovely"), ("Edinburgh", "New Town")),
        (("for 6 people", "New Town or Stockbridge would be lovely"), ("Edinburgh", "New Town")),
        (("Sydney for 2", "somewhere in Newtown"), ("Sydney", "Newtown")),
        (("Sídney para 2", "algo en New Town"), ("Sydney", "New Town")),
    ],
)
def test_new_town_and_newtown_are_both_places(
    said: tuple[str, ...], expected: tuple[str, str]
) -> None:
    """Edinburgh's New Town and Sydney's Newtown share a lookup key; the market searched or
    the other place named says which is meant."""
    filters = turns(*said).filters
    assert (filters.get("location"), filters.get("near")) == expected


@pytest.mark.parametrize(
    ("utterances", "expected"),
    [
        (["Victoria, 2 pessoas", "perto do porto"],
         {"location": "Victoria", "min_accommodates": 2, "near": "Inner Harbour"}),
        (["Victoria, 2 pessoas", "então no centro, perto do porto"],
         {"location": "Victoria", "min_accommodates": 2, "near": "Victoria city centre"}),
        # Sydney's harbour is too wide to be one place: only the market stays
        (["Sydney, 4 pessoas", "Queria algo bonito. Perto do porto."],
         {"location": "Sydney", "min_accommodates": 4}),
        # with no search under way, or going there, it is the city
        (["perto do porto, 2 pessoas"], {"location": "Porto", "min_accommodates": 2}),
        (["Sydney, 2 pessoas", "vamos para o porto"], {"location": "Porto", "min_accommodates": 2}),
        (["Victoria, 2 pessoas", "actually we're going to Porto instead, perto do porto"],
         {"location": "Porto", "min_accommodates": 2}),
    ],
)  # fmt: skip
def test_the_portuguese_word_for_a_harbour_is_the_harbour_of_the_market_searched(
    utterances: list[str], expected: dict[str, object]
) -> None:
    assert turns(*utterances).filters == expected
