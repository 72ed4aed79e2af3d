"""Areas asked about and people visited: "Is Fortitude Valley safe?" asks what an area is like
and wishes nothing yet; "¿Y Gràcia qué tal?" puts one forward, even after a question about a
listing; "further out" and "mais afastado do centro" move away from the place wished, "no muy
alejado de" does not; "en Nochevieja" is a night, not a place; the people a visitor
goes to visit are no guests ("to visit my daughter and grandchildren") and "my brother is living
in Côte-des-Neiges, so somewhere around there" wishes his area; "me and my girl" are two; a desk
"or at least a big table" is still somewhere to work; "it have AC?" asks about the listing shown,
an allergy's story ("because of a cat in a rental") brings no pet; a lift named for the stairs is
the need; homes exclaimed at for their price ("qué pisos más caros") are no kind asked for; "the
one w the pool" is a listing chosen; who stays behind ("as crianças vão ficar com a vó") and who
joins the two of us ("our son and his wife also coming"); "el perrón" is a dog. English, Spanish
and Portuguese."""

from __future__ import annotations

import pytest

from tests.understanding_helpers import turns


@pytest.mark.parametrize(
    "question",
    [
        "Is Fortitude Valley safe at night?",
        "Fortitude Valley ok for family or not?",
        "Is New Farm a good area for kids?",
        "Is Kangaroo Point the area with the nice views? Or is Teneriffe safer?",
        "¿El West End es buena zona para familias? He leído que sí, pero no sé.",
        "O West End é seguro à noite?",
    ],
)
def test_asking_what_an_area_is_like_keeps_the_place_wished(question: str) -> None:
    intent = turns("flat in Brisbane near South Bank", question)
    assert intent.filters["near"] == "South Bank Parklands"


@pytest.mark.parametrize(
    ("utterance", "near"),
    [
        # an area put forward, then asked about
        ("What about New Farm? Is it safe?", "New Farm"),
        ("Kangaroo Point area?", "Kangaroo Point"),
        # a comparison puts the cheaper one forward
        ("We'll hire a car anyway. Is Kangaroo Point cheaper?", "Kangaroo Point"),
        ("New Farm ok, but do any of these have 2 bathrooms?", "New Farm"),
    ],
)
def test_areas_put_forward_are_still_wished(utterance: str, near: str) -> None:
    assert turns("flat in Brisbane for 4", utterance).filters["near"] == near


def test_an_area_offered_after_a_question_about_a_listing_is_wished() -> None:
    intent = turns(
        "flat in Barcelona near Camp Nou",
        "El primero está bien lejos de todo no? Y Gràcia qué tal? Dicen que está bien bonito",
    )
    assert intent.filters["near"] == "Gràcia"


@pytest.mark.parametrize(
    "utterance",
    [
        "Anything further out that's cheaper, like a bus ride away?",
        "E mais afastado do centro, mais sossegado?",
        "¿Algo más alejado? El centro es muy ruidoso",
    ],
)
def test_moving_further_out_lets_go_of_the_place(utterance: str) -> None:
    intent = turns("flat in Sydney near Bondi for 2", utterance)
    assert "near" not in intent.filters
    assert intent.filters["location"] == "Sydney"


@pytest.mark.parametrize(
    ("utterance", "near"),
    [
        ("Un piso no muy alejado de la Sagrada Familia, para 4", "Sagrada Família"),
        ("Un piso no apartado de Gràcia, para 4", "Gràcia"),
    ],
)
def test_not_far_from_a_place_is_near_it(utterance: str, near: str) -> None:
    assert turns(f"Barcelona. {utterance}").filters["near"] == near


@pytest.mark.parametrize(
    "utterance",
    ["we don't want to be any further out than this", "não queremos nada mais afastado"],
)
def test_no_further_out_keeps_the_place(utterance: str) -> None:
    assert turns("flat in Sydney near Bondi for 2", utterance).filters["near"] == "Bondi Beach"


@pytest.mark.parametrize(
    "utterance",
    [
        "Is Bondi safe at night? we want to stay there, 2 people",
        "Is Bondi a nice area? If so find me a 2 bed there",
        "Is Bondi good for families? that's where we want to be",
    ],
)
def test_an_area_asked_about_then_wished_is_wished(utterance: str) -> None:
    assert turns(utterance).filters["near"] == "Bondi Beach"


@pytest.mark.parametrize(
    "utterance",
    [
        "Somos 5 colegas y queremos ir a Edimburgo en Nochevieja.",
        "Vamos pra Edimburgo no Réveillon, somos 5",
        "5 of us in Edinburgh for Hogmanay",
    ],
)
def test_a_holiday_is_no_place(utterance: str) -> None:
    intent = turns(utterance)
    assert intent.filters["location"] == "Edinburgh"
    assert "near" not in intent.filters


@pytest.mark.parametrize(
    "utterance",
    [
        "I am going to Brisbane in April to visit my daughter and grandchildren.",
        "Coming to Jersey City to visit my son and his wife, they have a new baby",
        "going to Brisbane to see my daughter and grandchildren",
        "vamos a Brisbane para ver a mi hija y sus niños",
    ],
)
def test_the_people_visited_are_no_guests(utterance: str) -> None:
    assert "min_accommodates" not in turns(utterance).filters


@pytest.mark.parametrize(
    "utterance",
    [
        "my wife and I are going to Brisbane",
        "I am going to Brisbane with my daughter and grandchild",
    ],
)
def test_people_travelling_together_are_still_counted(utterance: str) -> None:
    assert "min_accommodates" in turns(utterance).filters


def test_someone_living_in_an_area_and_a_wish_to_be_around_there() -> None:
    intent = turns(
        "house in Montreal for 5",
        "My brother is living in Côte-des-Neiges, so somewhere around there will be better.",
    )
    assert intent.filters["near"] == "Côte-des-Neiges"


@pytest.mark.parametrize(
    "utterance",
    ["Hi, me and my girl want to do Rio for Carnival", "me and my boy, Rio in March"],
)
def test_me_and_my_girl_are_two(utterance: str) -> None:
    assert turns(utterance).filters["min_accommodates"] == 2


@pytest.mark.parametrize(
    ("utterance", "amenities"),
    [
        (
            "We both work online so 2 desks or at least a big table, and fast wifi.",
            {"Laptop friendly workspace", "Wifi"},
        ),
        ("a desk or a table to work, that's all", {"Laptop friendly workspace"}),
        # either of two amenities still sets neither; the next item after ", and" stands
        ("a pool or a terrace, and fast wifi", {"Wifi"}),
        ("a desk or a sofa", set()),
    ],
)
def test_a_table_to_work_at_instead_of_a_desk(utterance: str, amenities: set[str]) -> None:
    intent = turns("flat in Istanbul for 2", utterance)
    assert set(intent.filters.get("amenities", [])) == amenities


def test_it_have_asks_about_the_listing_shown() -> None:
    intent = turns("flat in Rio for 2", "ok cool. it have AC? cause Rio is hot in February")
    assert "amenities" not in intent.filters


def test_the_dog_as_a_reason_still_comes() -> None:
    intent = turns("Because of the dog we need a ground floor place in Brooklyn with a yard")
    assert "Pets allowed" in intent.filters["amenities"]


def test_the_story_of_an_allergy_brings_no_pet() -> None:
    intent = turns(
        "flat in Barcelona with a balcony",
        "I am severely allergic to cats and dogs. I need a place where pets are NOT allowed. I "
        "ended up in the ER once because of a cat in a rental.",
    )
    assert intent.filters["amenities"] == ["Patio or balcony"]


@pytest.mark.parametrize(
    ("utterance", "amenities"),
    [
        ("And lift is must, my father-in-law cannot climb stairs.", ["Elevator"]),
        ("he cannot use stairs. Must be elevator building.", ["Elevator"]),
        # with no lift named, the stairs still ask for step-free access
        ("my dad cannot climb stairs", ["Step-free access"]),
        # a lift denied or done without is no lift asked
        ("I don't need a lift, but my dad can't climb stairs", ["Step-free access"]),
        ("sin ascensor está bien, pero mi madre no puede subir escaleras", ["Step-free access"]),
        ("my wife can't climb stairs, no lift needed if it's ground floor", ["Step-free access"]),
    ],
)
def test_a_lift_named_for_the_stairs_is_the_need(utterance: str, amenities: list[str]) -> None:
    assert turns(f"Porto for 3. {utterance}").filters["amenities"] == amenities


@pytest.mark.parametrize(
    "utterance",
    [
        "Qué pisos más caros madre mía. ¿Y algo en Leith?",
        "que casas tan caras",
        "what pricey flats",
    ],
)
def test_homes_exclaimed_at_for_their_price_are_no_kind(utterance: str) -> None:
    assert "property_type" not in turns("Edinburgh for 5", utterance).filters


@pytest.mark.parametrize(
    ("utterance", "kind"),
    [
        ("Edinburgh, que sea un piso, no caro", "Apartment"),
        # a question asks for pricier homes of that kind
        ("what expensive flats do you have near the beach? Rio", "Apartment"),
        ("que apartamentos caros tem em Ipanema?", "Apartment"),
    ],
)
def test_a_kind_still_asked_for_beside_a_price(utterance: str, kind: str) -> None:
    assert turns(utterance).filters["property_type"] == kind


@pytest.mark.parametrize(
    "utterance", ["lets do the one w the pool, thx!!", "the one w/ the hot tub looks great"]
)
def test_the_one_w_a_feature_is_a_listing_chosen(utterance: str) -> None:
    assert "amenities" not in turns("house in Maui for 4", utterance).filters


@pytest.mark.parametrize(
    ("utterance", "party"),
    [
        ("Agora é só eu e o marido, as crianças vão ficar com a vó. Rio", 2),
        ("Porto: me and my wife, the kids are staying with grandma", 2),
        ("Porto: me, my wife, the kids", 4),
        ("Rio: me, my wife, the kids staying with us the whole week", 4),
        ("Hong Kong in December, our son and his wife also coming.", 4),
        ("Oporto, nuestros hijos vienen también", 4),
    ],
)
def test_who_stays_behind_and_who_joins_the_two_of_us(utterance: str, party: int) -> None:
    assert turns(utterance).filters["min_accommodates"] == party


def test_an_augmentative_dog_is_a_dog() -> None:
    intent = turns("Vamos los de siempre, los dos y el perrón jaja, Oporto")
    assert intent.filters["amenities"] == ["Pets allowed"]


def test_perron_said_of_a_flat_is_praise() -> None:
    intent = turns("ese depa está perrón, ¿tiene alberca? Barcelona")
    assert intent.filters["amenities"] == ["Pool"]


def test_with_me_comes_someone() -> None:
    intent = turns("flat in Porto, just me", "With me comes my colleague, so two bedrooms")
    assert intent.filters["min_accommodates"] == 2
