"""Asking for any listing with something beside a remark on one ("el tercero se pasa. ¿Alguno con
cocina?", "Is there one of them with a lift?", "are there balconies?") asks for it; "which is the
cheapest of these" and "And it has AC?" ask about the results; "no places that allow pets" wants
none. A market asked about that we lack ("was thinking Lisbon?", "Do you have Bali?") changes
nothing; a trip gone by ("da última vez … em São Paulo") and where the visitor is from ("nós no
Algarve") are no destination. "go with Journal Square" is a place, not a companion; "4 adults, two
couples" are four. English, Spanish and Portuguese."""

from __future__ import annotations

import pytest

from tests.understanding_helpers import turns

SEARCH = "2 bedroom flat in Sydney near Bondi"


@pytest.mark.parametrize(
    ("utterance", "amenity"),
    [
        (
            "Uf, el tercero tiene muy buena pinta pero se pasa. ¿Alguno con cocina por lo menos?",
            "Kitchen",
        ),
        (
            "That first one looks very smart but it says fourth floor with no lift. I'm 72. Is "
            "there one of them with a lift?",
            "Elevator",
        ),
    ],
)
def test_any_one_with_it_is_asked_for(utterance: str, amenity: str) -> None:
    assert amenity in turns(SEARCH, utterance).filters["amenities"]


@pytest.mark.parametrize(
    "utterance",
    [
        "does the second one have a pool?",
        "Which one is cheapest? And it has AC? July is hot there also I think",
    ],
)
def test_a_question_about_one_listing_asks_for_nothing(utterance: str) -> None:
    intent = turns(SEARCH, utterance)
    assert "amenities" not in intent.filters
    assert intent.sort is None


@pytest.mark.parametrize("utterance", ["whats the cheapest of these", "o mais barato destes"])
def test_the_cheapest_of_these_asks_about_the_results(utterance: str) -> None:
    assert turns(SEARCH, utterance).sort is None


def test_cheapest_first_still_orders() -> None:
    assert turns(SEARCH, "cheapest first").sort == "price_asc"


@pytest.mark.parametrize(
    "utterance",
    [
        "So no places that allow pets please, even if there's no animal there now",
        "nothing that allows pets please, I'm allergic",
        "ningún sitio que acepte mascotas, por favor",
        "nada que aceite animais, sou alérgica",
    ],
)
def test_no_places_that_allow_pets_wants_none(utterance: str) -> None:
    assert "amenities" not in turns(SEARCH, utterance).filters


def test_a_place_that_allows_pets_is_asked_for() -> None:
    intent = turns(SEARCH, "we have a dog, need a place that allows pets")
    assert intent.filters["amenities"] == ["Pets allowed"]


@pytest.mark.parametrize(
    "utterance",
    [
        "Hi girls I mean hi 😂 organising a hen for 8 of us, was thinking Lisbon in June?",
        "My fiancé and I are getting married in Kandy and want to honeymoon somewhere special. "
        "Do you have Bali?",
    ],
)
def test_a_market_we_lack_changes_nothing(utterance: str) -> None:
    assert turns(utterance).filters == {}


def test_a_city_visited_before_is_no_destination() -> None:
    filters = turns("Porto for 2", "I was in Lisbon last year, loved it").filters
    assert filters["location"] == "Porto"


def test_a_trip_gone_by_wishes_no_place() -> None:
    filters = turns(
        "Jersey City for 1",
        "Beleza. Prefiro superhost, da última vez peguei uma furada em São Paulo",
    ).filters
    assert filters["superhost_only"] is True
    assert "near" not in filters


def test_where_the_visitor_is_from_is_no_destination() -> None:
    filters = turns(
        "Edimburgo, somos 5",
        "Aquecimento é obrigatório, nós no Algarve não sabemos o que é frio a sério 😂",
    ).filters
    assert filters["location"] == "Edinburgh"
    assert filters["amenities"] == ["Heating"]


def test_going_with_a_place_adds_no_companion() -> None:
    filters = turns(
        "Jersey City for 1 near Grove Street",
        "Ok go with Journal Square then. Is there anything with free parking?",
    ).filters
    assert filters["min_accommodates"] == 1
    assert filters["near"] == "Journal Square"


def test_going_with_someone_still_counts_them() -> None:
    assert turns("Jersey City, I'm going with Maria").filters["min_accommodates"] == 2


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        ("Looking for a high end place in Rio for Carnival, 5 nights. 4 adults, two couples.", 4),
        ("Rio for Carnival: two couples and 3 kids", 7),
        ("Somos mi esposo, yo y los dos pelaos de 7 y 10 años, Nueva York en diciembre", 4),
        ("mi esposo, yo y nuestros dos guaguas (7 y 10 años), vamos a Barcelona", 4),
    ],
)
def test_who_comes(utterance: str, guests: int) -> None:
    assert turns(utterance).filters["min_accommodates"] == guests


def test_mtl_is_montreal() -> None:
    filters = turns("hey looking for smth in mtl for 4 ppl next weekend fri-sun").filters
    assert filters == {"location": "Montreal", "min_accommodates": 4}


def test_pisto_is_money_not_a_flat() -> None:
    filters = turns(
        "Necesitamos por lo menos 2 cuartos y que tenga cocina, comer fuera sale en un montón "
        "de pisto"
    ).filters
    assert "property_type" not in filters


@pytest.mark.parametrize(
    "utterance",
    [
        "Hmm, are there no places that allow pets? We can't leave him",
        "¿No hay nada que acepte perros? No lo podemos dejar",
        "Não tem nenhum que aceite cachorro?",
    ],
)
def test_a_pet_owner_asking_for_places_that_allow_pets_keeps_them(utterance: str) -> None:
    filters = turns("Apartment in Barcelona for 2 adults and our dog", utterance).filters
    assert filters["amenities"] == ["Pets allowed"]


def test_any_of_them_with_it_is_asked_for() -> None:
    filters = turns(
        SEARCH, "the first one looks nice but it's too dear. Any of them with a washer?"
    )
    assert filters.filters["amenities"] == ["Washer"]


@pytest.mark.parametrize(
    "utterance", ["Are there stairs?", "silly question, but are there balconies?"]
)
def test_are_there_asks_about_the_listing(utterance: str) -> None:
    intent = turns(SEARCH, utterance)
    assert "amenities" not in intent.filters
    assert intent.search_query == ""


def test_it_has_to_have_is_a_need() -> None:
    assert turns(SEARCH, "it has to have AC, right?").filters["amenities"] == ["Air conditioning"]


def test_a_pet_owner_remarking_on_none_keeps_pets() -> None:
    filters = turns(
        "2 adults and our dog in Gràcia", "Hmm, no places that allow pets in Gràcia. Try Eixample"
    ).filters
    assert filters["amenities"] == ["Pets allowed"]
