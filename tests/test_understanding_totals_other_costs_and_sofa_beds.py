"""A total said before who makes it up, the price of something other than the stay, a bedroom
more or a sofa bed, a budget said after a question about another currency, and an area named in
another language. Each kind in English, Spanish and Portuguese where it is said in them."""

from __future__ import annotations

import pytest

from tests.understanding_helpers import assert_filters, turns

# --- a total, then who makes it up --------------------------------------------------------------


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        ("a house on big island for 5 pax? me wife 2 kids (7 and 4) and my mother in law", 5),
        ("5 guests - my wife, our 2 kids and my mother", 5),
        ("una casa para 6 personas: mi esposa, mis 3 hijos y mi suegra", 6),
        ("uma casa para 5 pessoas: eu, minha mulher e os 3 meninos", 5),
    ],
)
def test_a_total_said_before_who_makes_it_up_wins(utterance: str, guests: int) -> None:
    assert turns(utterance).filters["min_accommodates"] == guests


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        # the students are brought along: the speaker is one more
        ("I will accompany 3 students (2 boys, 1 girl) to a competition in Sydney", 4),
        # counted again after "wait no"
        ("maui in july, 4 adults... wait no, me + 2 kids + 2 parents", 5),
        ("2 adults and 2 kids", 4),
    ],
)
def test_others_brought_or_counted_again_are_not_a_total(utterance: str, guests: int) -> None:
    assert turns(utterance).filters["min_accommodates"] == guests


def test_a_girlfriend_called_mina_is_a_second_guest() -> None:
    assert turns("Vou pro Rio em fevereiro só eu e minha mina").filters["min_accommodates"] == 2


# --- the price of something else ----------------------------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "a coworker went last year and said a breakfast was like 40 bucks for two",
        "o parking aí é um roubo, 60 dólar por dia, já paguei isso uma vez",
        "el desayuno allá cuesta como 30 dólares, qué locura",
    ],
)
def test_the_price_of_something_else_is_no_budget_and_no_party(utterance: str) -> None:
    intent = turns("Oahu for 3, Waikiki, max 250", utterance)
    assert intent.filters["max_price"] == 250
    assert intent.filters["min_accommodates"] == 3


@pytest.mark.parametrize(
    "utterance",
    [
        "breakfast included? we can pay 150 a night",
        "parking is a must, 150 a night max",
        "con desayuno, hasta 150 la noche",
    ],
)
def test_a_budget_said_beside_another_cost_is_still_the_budget(utterance: str) -> None:
    assert turns("Oahu for 3", utterance).filters["max_price"] == 150


# --- a bedroom more, or a sofa bed ------------------------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "we need another bedroom or at least a good sofa bed",
        "necesitamos otro dormitorio o al menos un sofá cama",
        "another bedroom, or a pull-out couch would do",
        "precisa de mais um quarto ou pelo menos um sofá-cama bom",
    ],
)
def test_a_bedroom_more_or_a_sofa_bed_asks_for_neither(utterance: str) -> None:
    intent = turns("Porto for 4, an apartment", utterance)
    assert "min_bedrooms" not in intent.filters
    assert "room_type" not in intent.filters


@pytest.mark.parametrize(
    "utterance",
    ["we need another bedroom", "necesitamos otro dormitorio", "precisamos de mais um quarto"],
)
def test_a_bedroom_more_alone_is_asked_for(utterance: str) -> None:
    intent = turns("Porto for 4, an apartment", utterance)
    assert intent.filters["min_bedrooms"] == 2
    assert "room_type" not in intent.filters


# --- a budget after a question about another currency -----------------------------------------


@pytest.mark.parametrize(
    ("utterance", "budget"),
    [
        ("what's that in US dollars roughly? we're thinking around 180 USD a night", 247),
        ("quanto é isso em reais? estamos pensando em uns 500 reais por noite", 83),
    ],
)
def test_a_budget_said_after_a_currency_question_is_the_budget(
    utterance: str, budget: float
) -> None:
    intent = (
        turns("Montreal for 2", utterance)
        if "USD" in utterance
        else turns("Porto for 2", utterance)
    )
    assert_filters(intent, {**intent.filters, "max_price": budget}, approx=("max_price",))


def test_a_currency_question_alone_sets_no_budget() -> None:
    assert "max_price" not in turns("Montreal for 2", "what's that in US dollars?").filters


# --- words that are no places -------------------------------------------------------------------


def test_a_pig_is_no_porto_misspelt() -> None:
    intent = turns("Barcelona for 4", "o meu sócio ressona que nem um porco")
    assert intent.filters["location"] == "Barcelona"


# --- an area named in another language ------------------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "perto do bairro dos diamantes se possível",
        "cerca del barrio de los diamantes",
        "near the Diamond District",
    ],
)
def test_an_area_named_in_spanish_or_portuguese_is_its_english_name(utterance: str) -> None:
    assert turns("Antwerp for 2", utterance).filters["near"] == "Diamond District"


@pytest.mark.parametrize(
    ("context", "utterance", "near"),
    [
        ("Barcelona for 2", "near poble sec", "Poble Sec"),
        ("NYC for 2", "near Wall Street", "Wall Street"),
        ("Antwerp for 2", "near Diamantwijk", "Diamantwijk"),
    ],
)
def test_an_area_spelt_otherwise_or_by_another_of_its_names_is_named_as_typed(
    context: str, utterance: str, near: str
) -> None:
    assert turns(context, utterance).filters["near"] == near


# --- someone who told the visitor something ----------------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "eating out will bankrupt me, a coworker said a breakfast was like 40 bucks for two",
        "me parece caro, un amigo me dijo que allá todo cuesta el doble",
    ],
)
def test_someone_who_told_the_visitor_something_is_no_guest(utterance: str) -> None:
    assert turns("Oahu for 3, max 250", utterance).filters["min_accommodates"] == 3


def test_a_friend_who_comes_is_still_a_guest() -> None:
    assert turns("Porto, me and a friend").filters["min_accommodates"] == 2


# --- what things cost elsewhere, and a budget stretched over the same stay -----------------------


def test_what_one_pays_in_a_city_we_do_not_have_is_no_destination() -> None:
    intent = turns(
        "Montreal for 2",
        "these prices are steep, about what you'd pay in nashville during CMA fest i guess. "
        "we're thinking around 180 USD a night",
    )
    assert_filters(
        intent, {"location": "Montreal", "min_accommodates": 2, "max_price": 247}, ("max_price",)
    )


@pytest.mark.parametrize(
    ("utterance", "budget"),
    [
        ("Nuestro presupuesto total son unos 2500 dólares para las 10 noches, máximo 3000 si nos "
         "ajustamos", 300),
        ("our budget is 1000 dollars for the 5 nights, max 1200", 240),
        ("orçamento de 1000 dólares para as 5 noites, no máximo 1200", 240),
    ],
)  # fmt: skip
def test_a_stretch_of_a_whole_stay_budget_covers_the_same_nights(
    utterance: str, budget: float
) -> None:
    intent = turns("New York for 6", utterance)
    assert intent.filters["max_price"] == pytest.approx(budget, rel=0.1)


def test_an_amount_all_in_is_for_the_whole_stay() -> None:
    utterance = "max £100 each for the whole weekend so £600 all in"
    intent = turns("Edinburgh for 6", utterance)
    assert intent.filters["max_price"] == pytest.approx(300, rel=0.1)


# --- the party said after where to, and alone after where to ----------------------------------


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        ("nos vamos para barcelona las dos, del 20 al 28 de julio", 2),
        ("vamos a barcelona los tres en julio", 3),
        ("quiero ir a barcelona en diciembre sola, como una semana", 1),
        ("voy a barcelona sola.", 1),
    ],
)
def test_the_party_said_after_where_to(utterance: str, guests: int) -> None:
    intent = turns(utterance)
    assert intent.filters == {"location": "Barcelona", "min_accommodates": guests}


def test_a_thing_bought_alone_is_no_party() -> None:
    assert "min_accommodates" not in turns("voy a comprar una casa sola").filters


# --- places: a name that starts with "central", an example offered, a match's ground ------------


def test_a_name_starting_with_central_is_no_wish_to_be_central() -> None:
    intent = turns("NY for 2. we want something near central park, upper west side maybe.")
    assert intent.filters["near"] == "Central Park"


def test_somewhere_central_is_still_placed_by_the_place_named_after_it() -> None:
    assert turns("Porto, somewhere central, near the Ribeira").filters["near"] == "Ribeira"


@pytest.mark.parametrize(
    "utterance",
    [
        "pensei em ficar na tijuca, mas ele quer praia. tem algo no caminho? tipo botafogo?",
        "había pensado en Tijuca, pero él quiere playa. ¿algo a mitad de camino? ¿tipo Botafogo?",
        "I thought Tijuca, but he wants a beach. anything in between? like Botafogo?",
    ],
)
def test_a_place_offered_as_the_example_asked_for_wins(utterance: str) -> None:
    assert turns("Rio for 2", utterance).filters["near"] == "Botafogo"


def test_a_test_match_at_a_ground_is_no_place_to_stay() -> None:
    intent = turns(
        "gday, 4 of us heading over for the new years test at the SCG. want a place in "
        "paddington or surry hills, whole place"
    )
    assert intent.filters["near"] == "Paddington"


def test_kiwi_dollars_have_no_rate_and_set_no_budget() -> None:
    intent = turns("Sydney for 4", "we were thinking about 2500 kiwi all up for the 5 nights")
    assert "max_price" not in intent.filters
    assert turns("Sydney for 4", "we're kiwis, max 200 a night").filters["max_price"] == 200


# --- near misses: what looks like these kinds and is not ----------------------------------------


@pytest.mark.parametrize(
    ("dialog", "expected"),
    [
        (("Oahu for 3", "a place with free parking, $200/night"),
         {"max_price": 200, "amenities": ["Free parking on premises"]}),
        (("Oahu for 3", "breakfast included would be nice, 150 a night"),
         {"max_price": 150, "amenities": ["Breakfast"]}),
        (("Sydney for 2", "close to the ferry, 200 a night"), {"max_price": 200}),
        (("Oahu for 4", "with a kitchen because meals out are crazy expensive, like 200 a night"),
         {"max_price": 200}),
        (("Barcelona para 2", "cerca de un buen café, 100 euros la noche"), {"max_price": 100}),
        (("Porto for 2", "our flight lands late, so self check-in, 90 euros per night"),
         {"max_price": 90, "amenities": ["Self check-in"]}),
        (("Porto, we are 4 for 5 nights, max 150",), {"max_price": 150, "min_accommodates": 4}),
        (("Porto for 2", "1000 euros for 5 nights, 200 pn"), {"max_price": 200}),
        (("New York for 6, 4 nights, we want to be all in one place, max 300",),
         {"max_price": 300}),
        (("Rio para 4", "vamos pra praia às 10, depois vejo"), {"min_accommodates": 4}),
        (("Sydney, I'm travelling with a colleague who says Surry Hills is best",),
         {"min_accommodates": 2}),
        (("Barcelona para 3", "quiero ir a una casa sola, sin vecinos"), {"min_accommodates": 3}),
        (("Barcelona, 3 habitaciones", "muéstrame otra habitación más barata"),
         {"min_bedrooms": 3}),
        (("vamos pro Rio às duas, o voo chega cedo. somos 5",), {"min_accommodates": 5}),
        (("apto no Rio pra 4 pessoas", "vamos comparar os dois."), {"min_accommodates": 4}),
        (("Quero ficar em Copacabana. tipo Ipanema nem pensar, muito caro",),
         {"near": "Copacabana Beach"}),
        (("Looking in Brooklyn. Like Manhattan is way too expensive for us",),
         {"near": "Brooklyn"}),
        (("Flights to Oahu were crazy, Waikiki, 200 dollars",),
         {"location": "Oahu", "near": "Waikiki Beach", "max_price": 200}),
        (("Lunch is cheap in Istanbul, 50 dollars for the flat",), {"location": "Istanbul"}),
        (("hi test 123 room in Kowloon",), {"near": "Kowloon"}),
        (("Barcelona. We want to catch a game at the Camp Nou if we can.",), {"near": None}),
    ],
)  # fmt: skip
def test_near_misses_keep_what_was_asked(
    dialog: tuple[str, ...], expected: dict[str, object]
) -> None:
    filters = turns(*dialog).filters
    assert {key: filters.get(key) for key in expected} == expected


@pytest.mark.parametrize(
    "utterance",
    ["queria ficar perto da 5a avenida", "near Fifth Avenue", "algo cerca de la 5a avenida"],
)
def test_fifth_avenue_is_a_place_to_stay_near_in_new_york(utterance: str) -> None:
    assert turns("NYC for 2", utterance).filters["near"] == "Fifth Avenue"


@pytest.mark.parametrize(
    "utterance", ["uf que caro ipanema", "how expensive is Ipanema, wow", "qué caro Ipanema!"]
)
def test_a_place_exclaimed_at_for_its_prices_is_no_wish(utterance: str) -> None:
    intent = turns("Rio for 2, Copacabana", utterance)
    assert intent.filters["near"] == "Copacabana Beach"
