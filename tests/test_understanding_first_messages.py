"""What long first messages say about where and who: where the visitor lives is no wish (where
the person they visit lives is), a place named by the start of its long name or linked by "des"
or "dos", a party typed without commas, a teacher with a class, and the speaker and a companion
described in turn. Each kind in English, Spanish and Portuguese where it is said in them."""

from __future__ import annotations

import pytest

from tests.understanding_helpers import turns

# --- where the visitor lives ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("utterance", "near"),
    [
        ("We live in Hilo but need a place in Kona for the week", "Kailua-Kona"),
        ("I'm based in Leith, want a weekend in Edinburgh near the Old Town", "Old Town"),
        ("moro em Copacabana mas quero algo em Ipanema", "Ipanema Beach"),
        ("vivimos en Gràcia y buscamos algo cerca de la Barceloneta", "Barceloneta Beach"),
    ],
)
def test_where_the_visitor_lives_is_no_wish(utterance: str, near: str) -> None:
    assert turns(utterance).filters["near"] == near


@pytest.mark.parametrize(
    "utterance",
    [
        "my son lives in Randwick, Sydney, we'd like to be close",
        "my son lives in Randwick, Sydney, so somewhere near there",
        "mi hijo vive en Randwick, en Sídney, queremos estar a pie de su casa",
        "o meu filho mora em Randwick, em Sydney, e queremos algo perto",
        "my son lives in Randwick, Sydney, and we need a flat for two",
    ],
)
def test_where_the_person_visited_lives_is_the_wish(utterance: str) -> None:
    assert turns(utterance).filters["near"] == "Randwick"


@pytest.mark.parametrize(
    "utterance",
    [
        "Going to Sydney in October to meet my first grandchild. My daughter lives in Randwick.",
        "Vamos a Sídney en octubre, un primo de mi marido vive en Randwick.",
        "Vou a Sydney visitar o meu filho, que vive em Sydney, no Randwick. A casa dele é pequena.",
    ],
)
def test_where_someone_lives_said_with_no_wish_is_none_yet(utterance: str) -> None:
    filters = turns(utterance).filters
    assert (filters.get("location"), filters.get("near")) == ("Sydney", None)


@pytest.mark.parametrize(
    "wish",
    [
        "we want to be close to help with the baby",
        "queremos estar cerca, pero no en su piso",
        "near them if possible",
    ],
)
def test_a_later_wish_to_be_close_is_near_where_they_live(wish: str) -> None:
    said = "Going to Sydney in October to meet my first grandchild. My daughter lives in Randwick."
    assert turns(said, wish).filters["near"] == "Randwick"


# --- names of places ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "perto do Parque Nacional dos Vulcões, Big Island",
        "cerca del Parque Nacional de los Volcanes, Big Island",
        "big island, que quede cerca del parque de los volcanes",
        "big island, near volcanoes park",
        "big island, perto do parque dos vulcões",
    ],
)
def test_a_place_named_by_the_start_of_its_long_name(utterance: str) -> None:
    assert turns(utterance).filters["near"] == "Hawaiʻi Volcanoes National Park"


@pytest.mark.parametrize(
    "utterance",
    [
        "Montreal, close to the Quartier des Spectacles",
        "Montreal, algo perto do Quartier des Spectacles",
    ],
)
def test_a_name_linked_by_des_is_one_name(utterance: str) -> None:
    assert turns(utterance).filters["near"].casefold() == "quartier des spectacles"


# --- who travels --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        ("me my husband and our son, Newark", 3),
        ("me my wife and my 2 kids to Porto", 4),
        ("I'm taking 12 students and another teacher to Edinburgh", 14),
        ("acompaño a 20 alumnos y otro profesor a Edimburgo", 22),
        ("vou com 15 alunos e duas professoras a Edimburgo", 18),
        ("with 3 colleagues to Porto", 4),
    ],
)
def test_the_party_is_counted(utterance: str, guests: int) -> None:
    assert turns(utterance).filters["min_accommodates"] == guests


@pytest.mark.parametrize(
    "utterance",
    [
        "I'm 68 and my wife is 70, we'd like a quiet place in Porto",
        "eu tenho 71 anos e o meu marido 74, queremos ficar no Porto",
        "yo tengo 65 y mi marido 67, buscamos algo en Oporto",
        "I'm a nurse and my husband is a teacher, Porto in May",
    ],
)
def test_the_speaker_and_a_companion_described_in_turn_are_two(utterance: str) -> None:
    assert turns(utterance).filters["min_accommodates"] == 2


def test_the_speaker_described_alone_sets_no_party() -> None:
    assert "min_accommodates" not in turns("I'm 71 and I love gardens, Porto").filters


@pytest.mark.parametrize(
    ("utterance", "market"),
    [
        ("Trip to Albany (NY) for 2 people", "Albany"),
        ("Jersey City (NJ), 2 ppl", "Jersey City"),
        ("Victoria (BC) in July, just me", "Victoria"),
    ],
)
def test_a_state_in_brackets_after_a_market_names_no_other(utterance: str, market: str) -> None:
    assert turns(utterance).filters["location"] == market


@pytest.mark.parametrize(
    ("utterance", "market"),
    [
        ("My daughter lives in Brooklyn, we're 2 adults for 5 nights", "New York"),
        ("Mi hija vive en Gràcia. Somos 2 adultos, del 3 al 10 de mayo", "Barcelona"),
        ("We're visiting our daughter who lives in Surry Hills", "Sydney"),
    ],
)
def test_where_someone_lives_still_says_the_market(utterance: str, market: str) -> None:
    assert turns(utterance).filters["location"] == market


def test_not_needing_to_be_close_to_the_venue_sets_no_place() -> None:
    said = ("a game at the Camp Nou, 2 of us", "we don't need to be close")
    assert "near" not in turns(*said).filters
