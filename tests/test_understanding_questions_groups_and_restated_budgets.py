"""A thing of the listing shown asked about without a question mark, a place typed in lower case
after "na", how a group is made up and sleeps, a festival that names its city, a budget said again
in a currency with a rate, what everyone has somewhere else, a wish given up as it is said, and a
studio. Each kind in English, Spanish and Portuguese where it is said in them."""

from __future__ import annotations

import pytest

from tests.understanding_helpers import turns

# --- "is there a …" about the listing shown ----------------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "also is there a dishwasher lol. not being funny but i'm not washing up after everyone",
        "one more thing, is there a lift, I had the hip done last year",
        "and is there a washer, we lost basically all our clothes",
    ],
)
def test_is_there_a_thing_asks_about_the_listing_shown(utterance: str) -> None:
    intent = turns("2 bedroom flat in Porto for 4", utterance)
    assert "amenities" not in intent.filters


@pytest.mark.parametrize(
    ("utterance", "wanted"),
    [
        ("is there a place with a pool", ("amenities", ["Pool"])),
        ("is there one with a balcony?", ("amenities", ["Patio or balcony"])),
        ("is there a cheaper one that still has a washer, under 180", ("max_price", 180)),
    ],
)
def test_is_there_one_with_a_thing_still_asks_for_it(
    utterance: str, wanted: tuple[str, object]
) -> None:
    key, value = wanted
    assert turns("2 bedroom flat in Porto for 4", utterance).filters[key] == value


# --- a place typed in lower case after "na" ------------------------------------------------------


@pytest.mark.parametrize(
    ("search", "utterance", "near"),
    [
        (
            "apartamento no Porto para 5",
            "e na foz? vi que tem praia, os meninos iam amar",
            "Foz do Douro",
        ),
        ("apartamento no Rio para 2", "e no flamengo?", "Flamengo"),
    ],
)
def test_a_place_of_the_market_after_na_is_meant_in_lower_case(
    search: str, utterance: str, near: str
) -> None:
    assert turns(search, utterance).filters["near"] == near


def test_a_refusal_before_an_ordinary_word_names_no_place() -> None:
    assert "near" not in turns("apartamento no Rio para 2", "no central heating please").filters


# --- how a group is made up and sleeps ----------------------------------------------------------


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        ("somos 2 casais e 2 solteiros", 6),
        ("tem 2 casais no grupo e 2 solteiros que vão ter que se aturar", 6),
        ("dos parejas y tres solteros", 7),
        ("Hi there, planning a trip with two girlfriends for the Fringe", 3),
    ],
)
def test_couples_singles_and_girlfriends_are_counted(utterance: str, guests: int) -> None:
    assert turns("Rio for 4", utterance).filters["min_accommodates"] == guests


def test_single_beds_are_no_guests() -> None:
    intent = turns("Edinburgh for 4", "nr 3 has one double bed and 2 singles. Not ok.")
    assert intent.filters["min_accommodates"] == 4


def test_people_who_dropped_leave_the_party() -> None:
    intent = turns("Rio for 9 with a pool", "2 guys dropped, wives said no lmao. 7 now")
    assert intent.filters["min_accommodates"] == 7


@pytest.mark.parametrize(
    "utterance", ["cabe 6? 2 por quarto?", "two to a room is fine", "dos por habitación"]
)
def test_people_per_bedroom_rent_no_room(utterance: str) -> None:
    assert "room_type" not in turns("3 bedroom apartment in Rio for 6", utterance).filters


def test_another_bedroom_or_a_sofa_bed_asks_for_neither() -> None:
    intent = turns(
        "casa en Oahu para 2",
        "mi primo dice que su esposa también viene, seríamos 3. se puede con un sofá cama o mejor"
        " otro cuarto",
    )
    assert intent.filters["min_accommodates"] == 3
    assert "room_type" not in intent.filters
    assert "min_bedrooms" not in intent.filters


@pytest.mark.parametrize(
    ("search", "utterance"),
    [
        ("Barcelona, 3 habitaciones", "muéstrame otro cuarto más barato"),
        ("Porto, 3 quartos", "mostra outro quarto mais barato"),
    ],
)
def test_another_room_to_look_at_is_no_bedroom_more(search: str, utterance: str) -> None:
    assert turns(search, utterance).filters["min_bedrooms"] == 3


# --- a festival names its city ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("utterance", "market"),
    [
        ("hiya, me and my sister want to do the fringe this year, 2nd to 5th august?", "Edinburgh"),
        ("vamos al Merrie Monarch en abril, somos 3", "The Big Island"),
        ("going to Osheaga this summer, just the 2 of us", "Montreal"),
    ],
)
def test_a_festival_names_its_market_when_none_is_named(utterance: str, market: str) -> None:
    intent = turns(utterance)
    assert intent.filters["location"] == market
    assert "near" not in intent.filters


@pytest.mark.parametrize(
    ("dialog", "market"),
    [
        (("We're going to the Sydney Fringe festival in September, 3 of us",), "Sydney"),
        (("Brisbane for 2", "we're in town for the Brisbane Fringe festival"), "Brisbane"),
        (("Montreal for 2", "somewhere near the fringe festival venues"), "Montreal"),
        (("Sydney for 2", "somewhere on the fringe of the CBD, quieter"), "Sydney"),
    ],
)
def test_a_festival_never_moves_a_search_named_or_under_way(
    dialog: tuple[str, ...], market: str
) -> None:
    assert turns(*dialog).filters["location"] == market


# --- a budget said again ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("search", "utterance", "price"),
    [
        # 75 USD in reais at the reference rates
        (
            "apartamento en Rio para 2",
            "nuestro presupuesto es como 70 lucas la noche, o sea unos 75 dólares más o menos",
            417,
        ),
        ("apartamento em Porto", "uns 20 mil escudos, ou seja uns 100 euros", 100),
    ],
)
def test_a_budget_said_again_in_a_currency_with_a_rate_stands(
    search: str, utterance: str, price: int
) -> None:
    assert turns(search, utterance).filters["max_price"] == price


def test_a_budget_said_again_after_or_keeps_the_first() -> None:
    # 150 pounds in euros at the reference rates
    assert (
        turns("flat in Porto", "150 pounds a night, or about 170 euros").filters["max_price"] == 176
    )


@pytest.mark.parametrize(
    "utterance",
    [
        "Budget about NT$6000 per night.",
        "around 300 Barbados dollars a night",
        "we can do 2000 birr a night",
    ],
)
def test_a_currency_with_no_rate_sets_no_price(utterance: str) -> None:
    assert "max_price" not in turns("Big Island for 2", utterance).filters


# --- what everyone has somewhere else -----------------------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "perdón la pregunta, pero en Veracruz nadie tiene calefacción, no sé cómo funciona allá",
        "back home everyone has AC, it's so humid",
        "em Teresina quase ninguém tem aquecimento",
    ],
)
def test_what_everyone_has_or_lacks_elsewhere_is_no_wish(utterance: str) -> None:
    assert "amenities" not in turns("Montreal for 5", utterance).filters


def test_a_need_said_after_it_still_counts() -> None:
    intent = turns("Montreal for 5", "in Veracruz nobody has heating. Here we need heating")
    assert intent.filters["amenities"] == ["Heating"]


# --- a wish given up as it is said --------------------------------------------------------------


@pytest.mark.parametrize(
    ("utterance", "absent"),
    [
        ("Bosphorus view would be a dream but I'm realistic. Up to 90 USD/night.", "near"),
        ("uma piscina seria um sonho, mas sou realista", "amenities"),
        ("una piscina sería un sueño, pero soy realista", "amenities"),
    ],
)
def test_a_wish_given_up_as_it_is_said_sets_nothing(utterance: str, absent: str) -> None:
    assert absent not in turns("Istanbul for 2", utterance).filters


# --- a cot by any name --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "precisa ter berço ou pack n play, minha filha não dorme na cama grande ainda",
        "we need a crib or a pack and play for the baby",
        "necesitamos cuna de viaje para la bebé",
    ],
)
def test_a_travel_cot_is_a_crib(utterance: str) -> None:
    assert turns("New York for 3", utterance).filters["amenities"] == ["Crib"]


# --- a studio -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "So it's mostly just me. Maybe a studio is enough then, and cheaper?",
        "así que solo yo. Con un estudio me vale",
        "agora sou só eu, um estúdio serve",
    ],
)
def test_a_studio_takes_back_the_bedrooms_asked(utterance: str) -> None:
    assert "min_bedrooms" not in turns("2 bedroom flat in Porto", utterance).filters


@pytest.mark.parametrize(
    "utterance", ["we don't want a studio", "I work in a studio of design nearby"]
)
def test_a_studio_refused_or_of_something_else_keeps_them(utterance: str) -> None:
    assert turns("2 bedroom flat in Porto", utterance).filters["min_bedrooms"] == 2


# --- who shares, and who was talked with ---------------------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "4 of us heading to montreal, at least 3 bedrooms, 2 of us can share we've done worse lol",
        "somos 4 para Montreal, 3 quartos, 2 de nós podem dividir",
    ],
)
def test_some_of_us_who_share_are_not_the_party(utterance: str) -> None:
    assert turns(utterance).filters["min_accommodates"] == 4


@pytest.mark.parametrize(
    "utterance",
    [
        "ya hablé con mi esposa, mejor nos vamos solo del 5 al 10",
        "I talked with my wife, we'd rather go from the 5th to the 10th",
        "falei com a minha mulher, vamos só de 5 a 10",
    ],
)
def test_whom_it_was_talked_over_with_is_no_party(utterance: str) -> None:
    assert turns("house in Oahu for 6", utterance).filters["min_accommodates"] == 6


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [("Quiere Nueva York. Vamos ella, yo y su madrina.", 3), ("me and my godmother", 2)],
)
def test_a_godparent_is_a_companion(utterance: str, guests: int) -> None:
    assert turns("New York", utterance).filters["min_accommodates"] == guests


# --- a ceiling said with a floor's words denied, and a hotel's stars ------------------------------


@pytest.mark.parametrize(
    ("utterance", "price"),
    [
        ("we cant spend more than 150 US a night, the exchange rate kill we", 150),
        ("no podemos gastar más de 200 la noche", 200),
        ("não posso pagar mais de 180 por noite", 180),
    ],
)
def test_cannot_spend_more_than_is_a_ceiling(utterance: str, price: int) -> None:
    filters = turns("New York for 2", utterance).filters
    assert filters["max_price"] == price
    assert "min_price" not in filters


@pytest.mark.parametrize(
    "utterance",
    [
        "Budget 150 euros per night max. In Ludhiana you get 5 star hotel for this money but ok",
        "com esse dinheiro eu fico num hotel 5 estrelas lá em Aracaju",
        "por ese precio en Cancún te quedas en un hotel de 5 estrellas",
    ],
)
def test_a_hotels_stars_are_no_rating(utterance: str) -> None:
    assert "min_rating" not in turns("flat in Antwerp", utterance).filters


def test_stars_for_the_listing_are_still_a_rating() -> None:
    assert turns("flat in Antwerp", "4.5 stars or better").filters["min_rating"] == 4.5


# --- one place offered, or around there -----------------------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "cerca de la playa mejor, la Barceloneta o por ahí? y que no pase de 150 la noche",
        "near the beach would be better, Barceloneta or around there?",
    ],
)
def test_a_place_or_around_there_is_wished(utterance: str) -> None:
    assert turns("Barcelona for 4", utterance).filters["near"] == "Barceloneta Beach"


def test_two_places_weighed_are_still_a_question() -> None:
    assert "near" not in turns("Barcelona for 4", "¿es mejor Gràcia o el Born?").filters


# --- a sight someone means to go to -------------------------------------------------------------


@pytest.mark.parametrize(
    ("search", "utterance", "near"),
    [
        (
            "Rio for 2 near Leblon",
            "O meu marido quer ir ao Cristo Redentor e ao Pão de Açúcar. Fica longe do Leblon?",
            "Leblon",
        ),
        (
            "Rio para 2 en Copacabana",
            "Queremos ir al Sambódromo una noche. ¿Cuál queda más cerca de un metro?",
            "Copacabana Beach",
        ),
        ("Hong Kong for 2 near Mong Kok", "my mum wants to see the Big Buddha one day", "Mong Kok"),
    ],
)
def test_a_sight_someone_means_to_go_to_is_no_place_to_stay(
    search: str, utterance: str, near: str
) -> None:
    assert turns(search, utterance).filters["near"] == near


def test_a_sight_to_go_to_still_names_its_market() -> None:
    intent = turns(
        "nos vamos las dos en julio. ella es loquita con el barça, quiere ir al camp nou"
    )
    assert intent.filters["location"] == "Barcelona"
    assert "near" not in intent.filters


@pytest.mark.parametrize(
    ("utterance", "near"),
    [
        ("I want to see Santa Sofia so near Sultanahmet please", "Sultanahmet"),
        ("we want to stay near the castle", "Edinburgh Castle"),
    ],
)
def test_a_stay_near_a_place_is_still_wished(utterance: str, near: str) -> None:
    assert (
        turns("flat for 2 in Istanbul" if "Sofia" in utterance else "Edinburgh", utterance).filters[
            "near"
        ]
        == near
    )


# --- near misses found by review ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("dialog", "expected"),
    [
        (
            ("Hi! Villa in Maui for 6. is there a pool, kids love swimming",),
            {"amenities": ["Pool"]},
        ),
        (("house in Kauai for 8", "is there a hot tub in any of them"), {"amenities": ["Hot tub"]}),
        (("house in Kauai for 8", "is there a chance to get a pool too"), {"amenities": ["Pool"]}),
        (
            ("apartamento no Rio", "quero algo que esteja na moda, bairro jovem"),
            {"location": "Rio De Janeiro", "near": None},
        ),
        (("Barcelona", "que tenga una barra para desayunar"), {"near": None}),
        (
            ("flat in Porto for 2", "we have no central heating back home so heating is a must"),
            {"location": "Porto", "near": None},
        ),
        (
            ("2 bedroom flat in Porto", "I'm a studio photographer, need good light"),
            {"min_bedrooms": 2},
        ),
        (
            ("2 bedroom flat in Porto", "a studio would be way too cramped for us"),
            {"min_bedrooms": 2},
        ),
        (("2 bedroom flat in Porto", "ningún estudio por favor, somos 4"), {"min_bedrooms": 2}),
        (("apartment in Rio for 2", "max 150 per room"), {"max_price": 150}),
        (
            ("2 bedroom flat in Barcelona", "queremos otro cuarto de baño, somos muchos"),
            {"min_bedrooms": 2},
        ),
        (
            ("2 bedroom flat in Barcelona", "busca otro cuarto, este es muy oscuro"),
            {"min_bedrooms": 2},
        ),
        (
            ("2 bedroom flat in Barcelona", "however one more bedroom would be great"),
            {"min_bedrooms": 3},
        ),
        (
            ("Maui for 4", "in our group everyone has a car so we need parking"),
            {"amenities": ["Free parking on premises"]},
        ),
        (
            ("Istanbul for 2", "we're realistic: we need AC in August, and under 150"),
            {"amenities": ["Air conditioning"]},
        ),
        (
            ("Oahu for 4", "my wife dropped her phone, anyway anything with parking"),
            {"min_accommodates": 4},
        ),
        (
            ("New York for 3", "we'll bring our own pack n play so no need for a crib"),
            {"amenities": None},
        ),
        (("Porto", "até 80 euros. pela lei 12 não pode ter fumante"), {"max_price": 80}),
        (("Barcelona for 4", "2 rooms at 100 each, that's 200 total"), {"max_price": 200}),
        (
            ("Rio for 6", "la habitación tiene una cama de matrimonio y dos solteras"),
            {"min_accommodates": 6},
        ),
        # a second look
        (("Porto, 2 bedrooms for 4", "it was 1 bedroom, 2 now"), {"min_accommodates": 4}),
        (("Edinburgh for 3", "rating was 4.5. 4 now."), {"min_accommodates": 3}),
        (("Hong Kong, boutique hotel 4 stars minimum",), {"min_rating": 4}),
        (("Maui for 2", "we want at least 4.5 star resort feel"), {"min_rating": 4.5}),
        (("Barcelona para 3", "un loft con aire industrial"), {"amenities": None}),
        (
            ("Barcelona para 3", "buscamos algo con aire familiar, tranquilo"),
            {"amenities": None},
        ),
        (("Porto for 2", "we will be bringing our own dog"), {"amenities": ["Pets allowed"]}),
        (("Montreal for 2 in Mile End", "ok this one is more central"), {"near": "Mile End"}),
        (
            ("Barcelona for 2", "we want to go to Park Guell area, anything there?"),
            {"near": "Park Güell"},
        ),
        (
            ("Barcelona for 2", "I want to go to the Sagrada Familia on foot"),
            {"near": "Sagrada Família"},
        ),
        (
            ("Porto para 4", "o meu pai não vai conseguir ir, está doente"),
            {"min_accommodates": 3},
        ),
        (
            ("Porto 2 bedroom flat", "the 4 of us can share, we're close"),
            {"min_accommodates": 4},
        ),
        (("Porto para 4", "if it has 2 bedrooms it should work for us"), {"min_bedrooms": 2}),
        (("Rio para 5", "2 casais e 1 solteiro"), {"min_accommodates": 5}),
    ],
)
def test_near_misses_keep_what_was_asked(
    dialog: tuple[str, ...], expected: dict[str, object]
) -> None:
    filters = turns(*dialog).filters
    assert {key: filters.get(key) for key in expected} == expected


# --- the party said alone after a change, and "isn't there one with …?" -------------------------


def test_a_count_alone_after_people_drop_is_the_party() -> None:
    intent = turns("Rio for 9 with a pool, under 1350", "2 guys dropped, wives said no lmao. 7 now")
    assert intent.filters["min_accommodates"] == 7
    assert intent.filters["max_price"] == 1350


@pytest.mark.parametrize("utterance", ["no hay con dos habitaciones?", "não tem com dois quartos?"])
def test_isnt_there_one_with_asks_for_it(utterance: str) -> None:
    assert turns("Barcelona for 4", utterance).filters["min_bedrooms"] == 2


@pytest.mark.parametrize("utterance", ["no pool please", "sin piscina, no hay con niños pequeños"])
def test_a_pool_refused_is_still_refused(utterance: str) -> None:
    assert "amenities" not in turns("Barcelona for 4 with a pool", utterance).filters


# --- nights in a range, what someone won't do, air said short, a condition on a thing ------------


def test_a_range_of_days_is_no_party() -> None:
    intent = turns("Barcelona para 2", "puede que tengamos que alargar 3 o 4 dias, alguno deja?")
    assert intent.filters["min_accommodates"] == 2


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        ("tem que ser dois quartos né, a sogra não vai dormir na sala não kkk", 3),
        ("a sogra não vai, ficou doente", 2),
    ],
)
def test_what_someone_wont_do_there_keeps_them_in_the_party(utterance: str, guests: int) -> None:
    assert turns("Rio para 3", utterance).filters["min_accommodates"] == guests


@pytest.mark.parametrize(
    ("utterance", "amenities"),
    [
        ("Muéstreme solo los que tengan aire y ascensor", ["Air conditioning", "Elevator"]),
        ("dale, el de Tijuca con aire", ["Air conditioning"]),
        ("me gusta que tenga aire fresco y luz", None),
    ],
)
def test_air_said_short_is_air_conditioning(utterance: str, amenities: list[str] | None) -> None:
    assert turns("Barcelona para 3", utterance).filters.get("amenities") == amenities


@pytest.mark.parametrize(
    "utterance",
    [
        "and if have pool it must have fence, my sister very scared",
        "si tiene piscina que tenga valla",
        "se tiver piscina tem que ter grade",
    ],
)
def test_a_condition_on_a_thing_the_home_may_have_does_not_ask_for_it(utterance: str) -> None:
    assert "amenities" not in turns("Sydney for 3", utterance).filters


# --- a talk given somewhere, and the centre asked as a change ------------------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "something in Albany for a week in October, I'm giving a talk at the state university",
        "vou dar uma palestra na universidade de Albany, algo tranquilo em Albany",
    ],
)
def test_where_a_talk_is_given_is_no_place_to_stay(utterance: str) -> None:
    intent = turns(utterance)
    assert intent.filters["location"] == "Albany"
    assert "near" not in intent.filters


@pytest.mark.parametrize(
    ("utterance", "centre"),
    [
        ("Thinking Edinburgh again, maybe a bit more central now", "Edinburgh city centre"),
        ("Oporto otra vez, algo más céntrico", "Porto city centre"),
    ],
)
def test_more_central_asks_for_the_centre(utterance: str, centre: str) -> None:
    assert turns(utterance).filters["near"] == centre
