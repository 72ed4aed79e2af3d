"""Where a trip goes and where the visitor wants to stay, for landmarks the gazetteer lacks
(`language/data/landmarks.csv`: universities, stadiums, convention centres, museums, hospitals):
a landmark wished close to ("near the Met", "perto do estádio do Dragão", "surgery at Albany Med,
I'll be staying nearby") is the search's `near`, named as the visitor wrote it (a spelling of the
same name, its initials, or a Spanish or Portuguese name, gives its English name); a landmark the
trip is tied to with no wish to be close ("I study at McGill") says only the market. Also a market
said before a place whose name is an ordinary word ("oahu north shore"), and "the cathedral" in a
market that has one."""

from __future__ import annotations

import pytest

from language.place_names import english_names, landmark_names
from tests.understanding_helpers import turns


@pytest.mark.parametrize(
    ("utterance", "market", "near"),
    [
        ("near the Met, 2 adults", "New York", "the Met"),
        ("close to the SCG for the test match, 3 of us", "Sydney", "Sydney Cricket Ground"),
        ("walking distance to NYU please", "New York", "New York University"),
        ("perto do estádio do Dragão, 4 pessoas", "Porto", "Estádio do Dragão"),
        ("cerca de la Universidad de Edimburgo", "Edinburgh", "University of Edinburgh"),
        ("walking distance to the Bell Centre please", "Montreal", "Bell Centre"),
        ("HONG KONG SEVENS!!! 5 lads, near kai tak stadium", "Hong Kong", "Kai Tak Stadium"),
        ("near jean talon market, montreal", "Montreal", "Jean-Talon Market"),
        # the convention centre as people shorten it
        ("Montreal, somewhere near the Palais please", "Montreal", "the Palais"),
    ],
)
def test_a_landmark_wished_close_to_is_near(utterance: str, market: str, near: str) -> None:
    filters = turns(utterance).filters
    assert (filters.get("location"), filters.get("near")) == (market, near)


def test_a_wish_to_be_close_said_after_the_landmark() -> None:
    filters = turns(
        "My dad is having heart surgery at Albany Med next Tuesday and I'll be staying nearby."
    ).filters
    assert (filters.get("location"), filters.get("near")) == ("Albany", "Albany Med")


@pytest.mark.parametrize(
    ("utterance", "market"),
    [
        ("need a furnished place in brisbane, night shifts at royal brisbane hospital", "Brisbane"),
        ("vou fazer intercâmbio na University of Edinburgh, preciso de um quarto", "Edinburgh"),
        ("I'm going to a conference at the Javits Center in March, 3 nights", "New York"),
    ],
)
def test_a_landmark_the_trip_is_tied_to_says_only_the_market(utterance: str, market: str) -> None:
    filters = turns(utterance).filters
    assert filters.get("location") == market
    assert "near" not in filters


@pytest.mark.parametrize(
    ("utterance", "market", "near"),
    [
        ("oahu north shore, 2 semanas en diciembre, solo yo", "Oahu", "Haleiwa"),
        ("north shore oahu for a week", "Oahu", "Haleiwa"),
        ("porto, foz, 2 people", "Porto", "Foz do Douro"),
        ("vamos surfar em oahu em dezembro, north shore", "Oahu", "Haleiwa"),
        ("we're surfing in oahu in december, north shore", "Oahu", "Haleiwa"),
        ("vamos pro havai surfar na temporada de dezembro, oahu north shore", "Oahu", "Haleiwa"),
    ],
)
def test_the_market_beside_a_place_named_by_an_ordinary_word(
    utterance: str, market: str, near: str
) -> None:
    """Also after the market and a month, and after surfing: a surf trip stays by its break."""
    filters = turns(utterance).filters
    assert (filters.get("location"), filters.get("near")) == (market, near)


def test_a_place_named_by_an_ordinary_word_alone_is_no_place() -> None:
    assert "near" not in turns("we need a place with a north shore view").filters


def test_the_cathedral_of_the_market_named() -> None:
    filters = turns("perto da catedral ou da estação central, Antuérpia").filters
    assert filters.get("near") == "Cathedral of Our Lady"


def test_every_landmark_names_one_of_our_markets() -> None:
    from language.vocabulary import MARKETS

    markets = {market.name for market in MARKETS}
    assert {market for _, market in landmark_names().values()} <= markets


@pytest.mark.parametrize(
    ("utterance", "near"),
    [
        ("Montreal, near the university", "McGill University"),
        ("Edinburgh, walking distance to the castle", "Edinburgh Castle"),
        ("algo perto da estação, Porto", "São Bento station"),
        ("Albany, close to the UAlbany campus if possible", "University at Albany"),
    ],
)
def test_a_kind_of_place_said_where_the_stay_is(utterance: str, near: str) -> None:
    assert turns(utterance).filters.get("near") == near


@pytest.mark.parametrize(
    "utterance",
    [
        "voy a Montreal, 120 dólares canadienses por noche, que me reembolsa la universidad",
        "in Montreal for a week. my university reimburses me",
        "Edinburgh, a flat with castle views",
    ],
)
def test_a_kind_of_place_said_in_passing_is_no_place_nor_query(utterance: str) -> None:
    intent = turns(utterance)
    assert "near" not in intent.filters
    assert not {"universidad", "university"} & set(intent.search_query.split())


@pytest.mark.parametrize(
    ("utterance", "market", "near"),
    [
        ("vamos a Edimburgo. Algo céntrico, cerca de la Royal Mile", "Edinburgh", "Old Town"),
        ("somewhere central, near the Sagrada Familia", "Barcelona", "Sagrada Família"),
        ("quero algo bem central, perto da Ribeira", "Porto", "Ribeira"),
    ],
)
def test_central_then_a_named_place_is_that_place(utterance: str, market: str, near: str) -> None:
    filters = turns(utterance).filters
    assert (filters.get("location"), filters.get("near")) == (market, near)


@pytest.mark.parametrize(
    ("utterance", "near"),
    [
        ("Prefiro um apartamento no centro do Porto, perto da Ribeira", "Porto city centre"),
        ("Hong Kong, preferiblemente en Central o Sheung Wan", "Hong Kong city centre"),
    ],
)
def test_the_centre_named_first_stays(utterance: str, near: str) -> None:
    assert turns(utterance).filters.get("near") == near


@pytest.mark.parametrize(
    ("utterance", "near"),
    [
        (
            "vou fotografar um elopement no Central Park. de preferência Upper West Side",
            "Upper West Side",
        ),
        ("a wedding at the Sagrada Familia, preferably staying in Gràcia", "Gràcia"),
        (
            "Me moveré entre los volcanes y Hilo. Volcano Village sería ideal.",
            "Hawaiʻi Volcanoes National Park",
        ),
    ],
)
def test_the_place_preferred_wins_over_one_named_in_passing(utterance: str, near: str) -> None:
    assert turns(utterance).filters.get("near") == near


@pytest.mark.parametrize(
    ("utterance", "near"),
    [
        ("Plateau or Mile End ideally, Montreal", "Plateau Mont-Royal"),
        ("Leblon ou Ipanema de preferência, Rio", "Leblon"),
        ("near Copacabana, ideally Ipanema", "Copacabana Beach"),
    ],
)
def test_a_preference_for_a_pair_or_after_a_wish_keeps_the_first(utterance: str, near: str) -> None:
    assert turns(utterance).filters.get("near") == near


@pytest.mark.parametrize(
    ("utterance", "market", "near"),
    [
        (
            "queremos ir a Victoria, no Canadá. Perto do porto, se possível",
            "Victoria",
            "Inner Harbour",
        ),
        ("Victoria BC, algo perto do porto dos barcos", "Victoria", "Inner Harbour"),
        ("vamos para o porto em maio", "Porto", None),
        ("Porto, perto do centro", "Porto", "Porto city centre"),
    ],
)
def test_porto_is_a_harbour_in_lower_case_beside_another_market(
    utterance: str, market: str, near: str | None
) -> None:
    filters = turns(utterance).filters
    assert (filters.get("location"), filters.get("near")) == (market, near)


@pytest.mark.parametrize(
    ("utterance", "near"),
    [
        ("si no hay nada más en Les Corts, ¿qué tal Gràcia?", "Gràcia"),
        ("si no hay algo más en Leblon, qué tal Ipanema?", "Ipanema Beach"),
    ],
)
def test_the_spanish_mas_is_no_but(utterance: str, near: str) -> None:
    assert turns(utterance).filters.get("near") == near


@pytest.mark.parametrize(
    ("utterance", "near"),
    [
        (
            "Vou para um congresso de odontologia em Barcelona na Fira Gran Via. Queria ficar "
            "num lugar bonito, tipo Eixample ou Gràcia",
            "Eixample",
        ),
        (
            "I'm at a conference for dentists here in Sydney at the ICC Sydney, but I'd like "
            "to stay in Surry Hills",
            "Surry Hills",
        ),
    ],
)
def test_a_venue_said_further_after_its_event_is_no_wish(utterance: str, near: str) -> None:
    assert turns(utterance).filters.get("near") == near


@pytest.mark.parametrize(
    ("utterance", "near"),
    [
        ("porto for a week, somewhere near bolhão market", "Bolhão Market"),
        ("Barcelona, close to the Casa Batlló museum", "Casa Batlló Museum"),
    ],
)
def test_a_landmark_with_the_word_for_its_kind_is_named_as_written(
    utterance: str, near: str
) -> None:
    intent = turns(utterance)
    assert intent.filters.get("near") == near
    assert intent.search_query == ""


@pytest.mark.parametrize(
    ("said_before", "wish", "near"),
    [
        (
            "I'm going to a conference at the Javits Center in March, 3 nights",
            "close to the venue please",
            "Javits Center",
        ),
        (
            "Mi nieto se gradúa de la Universidad de Columbia el 21 de mayo, vamos cuatro",
            "Lo más cerca posible de la universidad, por favor",
            "Columbia University",
        ),
        (
            "vamos ver um jogo no Camp Nou em maio, eu e o meu irmão",
            "perto do estádio se der",
            "Camp Nou",
        ),
        (
            "trade fair at the HKCEC in Wan Chai from the 13th, just me",
            "I want to be near the fair, not on the MTR at rush hour",
            "Hong Kong Convention and Exhibition Centre",
        ),
    ],
)
def test_the_place_the_trip_is_for_is_meant_by_its_kind_or_as_the_venue(
    said_before: str, wish: str, near: str
) -> None:
    assert turns(said_before).filters.get("near") is None
    assert turns(said_before, wish).filters.get("near") == near


def test_a_kind_of_place_with_no_venue_of_that_kind_is_the_markets_own() -> None:
    filters = turns("a conference at the Javits Center in March", "near the stadium").filters
    assert filters.get("near") == "Yankee Stadium"


def test_near_the_venue_with_no_venue_said_sets_no_place() -> None:
    filters = turns("New York in March, 3 nights", "close to the venue please").filters
    assert "near" not in filters


@pytest.mark.parametrize(
    ("name", "english"),
    [
        ("Estádio do Dragão", "Dragão Stadium"),
        ("Hospital de São João", "São João Hospital"),
        ("Mercado do Bolhão", "Bolhão Market"),
        ("Universidade do Porto", "University of Porto"),
        ("Estadio del Dragón", "Dragón Stadium"),
    ],
)
def test_a_landmark_named_by_its_kind_abroad_has_its_english_name(name: str, english: str) -> None:
    assert english_names(name) == (english,)
    assert english_names("Copacabana") == ()


def test_a_landmark_is_found_by_its_english_name() -> None:
    searched = turns("flat in Porto near the Dragão Stadium").filters
    assert searched["location"] == "Porto"
    assert searched["near"] == "Dragão Stadium"


def test_homes_close_by_a_venue_named_near_a_place_wish_that_place() -> None:
    searched = turns(
        "a wedding in Jersey City, the venue is near Journal Square. 14 of us, we'd like to stay "
        "in one or two houses close by"
    ).filters
    assert searched["near"] == "Journal Square"


def test_a_place_asked_after_in_a_question_of_where_is_no_wish() -> None:
    # "Old Montreal" asked after, and the convention centre it is measured from: no place wished
    dialog = turns(
        "Montreal for 1, a conference at the Palais", "Is Old Montreal close to the Palais?"
    )
    assert "near" not in dialog.filters


def test_the_courthouse_is_no_convention_centre() -> None:
    assert turns("studio in Montreal near the Palais de justice").filters["near"] == (
        "Palais de justice"
    )
