"""A hedge that says what it is about ("near a course would be a bonus") leaves the wishes of
the sentence before standing, while a bare hedge ("a pool. not essential though") still lifts
them."""

from __future__ import annotations

import pytest

from tests.understanding_helpers import turns


@pytest.mark.parametrize(
    "said",
    [
        "We'd prefer a condo with a lanai. We golf so near a course would be a bonus.",
        "We'd prefer a condo with a lanai. Walking to the beach would be a bonus.",
        "Queremos un condominio con balcón. Estar cerca del campo de golf no es obligatorio.",
    ],
)
def test_a_hedge_about_its_own_words_keeps_the_wishes_before(said: str) -> None:
    filters = turns("Big Island for 2", said).filters
    assert filters["property_type"] == "Condominium"
    assert filters["amenities"] == ["Patio or balcony"]


@pytest.mark.parametrize(
    "said",
    [
        "a pool. not essential though",
        "a pool, but that would be a bonus",
        "a pool, honestly a bonus",
        "una piscina, pero no es obligatorio",
    ],
)
def test_a_bare_hedge_lifts_the_wish_before(said: str) -> None:
    assert "amenities" not in turns("Big Island for 2", said).filters


@pytest.mark.parametrize(
    ("said", "guests"),
    [
        ("myself and my husband are heading out. We'll have our little lad with us, he's 2.", 3),
        ("me and my husband and our last born who is 10", 3),
        ("eu minha esposa e 3 filhos", 5),
        ("yo mi esposa y mis 2 hijos", 4),
        ("me my wife and 2 kids", 4),
    ],
)
def test_a_party_listed_with_family_words_counts_everyone(said: str, guests: int) -> None:
    assert turns(f"Brisbane. {said}").filters["min_accommodates"] == guests


@pytest.mark.parametrize(
    "said",
    [
        "I need one room for myself only, near to the MTR station please.",
        "Soy una sola persona.",
        "Sou uma só pessoa.",
    ],
)
def test_one_person_said_in_full_is_a_party_of_one(said: str) -> None:
    assert turns("Hong Kong", said).filters["min_accommodates"] == 1


@pytest.mark.parametrize(
    ("said", "guests"),
    [
        ("My uncle also says maybe he will come, so make it 10. Sorry!", 10),
        ("se suma mi suegra, entonces 10", 10),
    ],
)
def test_a_number_said_as_someone_joins_is_the_party(said: str, guests: int) -> None:
    filters = turns("Sydney, 9 people, at least 4 bedrooms", said).filters
    assert filters["min_accommodates"] == guests
    assert filters["min_bedrooms"] == 4


def test_a_lone_number_with_no_one_joining_still_adjusts_the_last_number() -> None:
    assert turns("Porto, 2 bedrooms", "actually make it 3").filters["min_bedrooms"] == 3


@pytest.mark.parametrize(
    "said",
    [
        "Presupuesto unos 70 euros la noche entre las dos, o sea como 280 soles creo",
        "70 euros a night for the flat, i.e. about 280 soles",
    ],
)
def test_an_amount_said_again_after_a_few_words_keeps_the_first(said: str) -> None:
    assert turns("Porto for 2", said).filters["max_price"] == 70


@pytest.mark.parametrize(
    "said",
    [
        "con cocina para hacer los desayunos",
        "a kitchen so we can make our own breakfast",
        "cozinha pra fazer o café da manhã",
    ],
)
def test_breakfast_the_visitors_make_is_no_breakfast_served(said: str) -> None:
    assert turns("Rio for 4", said).filters["amenities"] == ["Kitchen"]


def test_breakfast_served_is_still_asked_for() -> None:
    assert turns("Rio for 4", "breakfast included please").filters["amenities"] == ["Breakfast"]


@pytest.mark.parametrize(
    "said",
    [
        "Our daughter is a doctor at Albany Medical Center in New York state.",
        "Albany Medical Center, upstate New York",
        "vamos ao Albany Medical Center, no estado de Nova Iorque",
    ],
)
def test_the_state_of_new_york_is_not_the_city(said: str) -> None:
    assert turns(said).filters["location"] == "Albany"


def test_a_place_named_after_the_state_is_still_that_place() -> None:
    filters = turns("somewhere near the New York State Capitol").filters
    assert filters["near"] == "New York State Capitol"


@pytest.mark.parametrize(
    "said",
    [
        "need a room on ground floor for her or an elevator, she wont do stairs",
        "una habitación en planta baja para mi madre",
        "um quarto no térreo pra minha mãe",
    ],
)
def test_a_room_on_a_low_floor_is_a_bedroom_not_a_private_room(said: str) -> None:
    assert "room_type" not in turns("Maui for 6", said).filters


def test_a_private_room_is_still_a_room_type() -> None:
    assert turns("Maui for 1", "a private room please").filters["room_type"] == "Private room"


@pytest.mark.parametrize(
    ("said", "price"),
    [
        ("What would that be in euro? We'd hope to keep it under 100 a night", 100 * 1.08 / 0.66),
        ("quanto dá em reais? não queremos passar de 500 por noite", 500 * 0.18 / 0.66),
        ("¿cuánto es en euros? máximo 90 la noche", 90 * 1.08 / 0.66),
    ],
)
def test_an_amount_after_asking_prices_in_a_currency_is_in_that_currency(
    said: str, price: float
) -> None:
    filters = turns("Brisbane for 3", said).filters
    assert filters["max_price"] == pytest.approx(price, rel=0.01)


def test_an_amount_after_asking_in_a_currency_with_no_rate_sets_no_price() -> None:
    said = "how much is it in Kenya shillings roughly? we are thinking not more than 250,000"
    assert "max_price" not in turns("Jersey City for 3", said).filters


def test_an_amount_after_a_question_in_no_currency_is_in_the_markets() -> None:
    assert turns("Brisbane for 3", "is it far? max 150 a night").filters["max_price"] == 150


@pytest.mark.parametrize(
    ("said", "guests"),
    [
        ("Ahora estamos pensando en Barcelona para Semana Santa, los mismos cuatro.", 4),
        ("Agora queremos o Porto, os mesmos quatro de sempre", 4),
        ("Sydney. We always travel as big family, usually 10 or 12 of us", 10),
    ],
)
def test_the_same_party_and_a_party_said_as_a_range(said: str, guests: int) -> None:
    assert turns(said).filters["min_accommodates"] == guests


@pytest.mark.parametrize(
    "said", ["Porto, los mismos 2 dormitorios", "Porto, los mismos dos barrios de antes"]
)
def test_the_same_of_something_else_is_no_party(said: str) -> None:
    assert "min_accommodates" not in turns(said).filters


@pytest.mark.parametrize(
    "said",
    [
        "actually her brother is coming too, he's 12, so we need a 4th bed",
        "se viene también mi sobrino, tiene 9",
    ],
)
def test_an_age_said_of_someone_joining_is_no_count_and_no_price(said: str) -> None:
    filters = turns("Albany for 3, max 200", said).filters
    assert filters["max_price"] == 200
    assert filters["min_accommodates"] == 4


@pytest.mark.parametrize(
    ("first", "said", "price"),
    [
        ("Sydney for 2", "Do the listings update in real time? Max 200 a night", 200),
        ("Istanbul for 2", "can I pay in euros? under 3000 a night", 3000),
        ("Rio for 2", "Dá pra pagar em dólares? Até 500 por noite", 500),
        ("Barcelona para 2", "¿Se puede pagar en dólares? Máximo 120 la noche", 120),
        ("Porto for 2", "Budget 150 euros a night. What's that in dollars? Could go to 180", 180),
    ],
)
def test_a_currency_named_in_another_question_leaves_the_amount_alone(
    first: str, said: str, price: int
) -> None:
    assert turns(first, said).filters["max_price"] == price


@pytest.mark.parametrize(
    ("first", "said", "guests"),
    [
        ("Barcelona para 4", "somos 4 pero una sola persona necesita escritorio", 4),
        ("Porto para 3", "somos 3, uma só pessoa fuma", 3),
        ("Hong Kong for 3", "the kids share, but I need a bed for me only", 3),
        ("Brisbane for 4", "2 adults and 2 kids, the youngest is 5", 4),
        ("Brisbane", "Me, my wife and our 2 kids, the eldest is 14", 4),
        ("Sydney for 3, 2 bedrooms", "my husband will join us at 7", 4),
    ],
)
def test_look_alikes_of_a_party_said_in_full_keep_the_party(
    first: str, said: str, guests: int
) -> None:
    assert turns(first, said).filters["min_accommodates"] == guests


def test_the_speaker_then_someone_staying_home_is_no_list() -> None:
    assert "min_accommodates" not in turns("Barcelona. Soy yo mi marido se queda").filters


@pytest.mark.parametrize(
    "said",
    [
        "We'd love a hot tub. Definitely not essential though.",
        "a hot tub, which would be a bonus",
        "a hot tub. To be honest not essential",
        "Uma banheira de hidromassagem, porém não é essencial",
    ],
)
def test_a_hedge_with_an_adverb_still_lifts_the_wish_before(said: str) -> None:
    assert "amenities" not in turns("Big Island for 2", said).filters


@pytest.mark.parametrize(
    "said",
    [
        "El año pasado pagamos 200 la noche en Madrid, o sea que ahora máximo 150",
        "Vimos uno de 250 la noche en el centro, o sea carísimo. Hasta 150",
    ],
)
def test_o_sea_that_means_so_leaves_the_new_ceiling(said: str) -> None:
    assert turns("Barcelona para 2", said).filters["max_price"] == 150


@pytest.mark.parametrize(
    ("first", "said", "room"),
    [
        ("Maui for 1", "just me, a room on the ground floor for a week please", "Private room"),
        ("Maui for 1", "a private room on the ground floor for my mother", "Private room"),
        ("Maui for 1", "a shared room on the ground floor for a couple of nights", "Shared room"),
    ],
)
def test_a_room_type_asked_on_a_low_floor_stays(first: str, said: str, room: str) -> None:
    assert turns(first, said).filters["room_type"] == room


def test_breakfast_someone_else_cooks_is_still_breakfast() -> None:
    filters = turns("Rio for 4", "a host who will cook our breakfast").filters
    assert filters["amenities"] == ["Breakfast"]


@pytest.mark.parametrize(
    ("said", "guests"),
    [
        ("Somos mi esposo, yo, mis dos niñas de 8 y 12 y mi suegra", 5),
        ("somos em 6, eu minha esposa 3 filhos e minha sogra", 6),
        ("Nomás yo, pero a lo mejor me cae mi novia unos días", 1),
    ],
)
def test_parties_said_as_people_type_them(said: str, guests: int) -> None:
    assert turns("New York", said).filters["min_accommodates"] == guests


def test_a_friend_not_coming_typed_short_leaves_the_party() -> None:
    filters = turns("Sydney for 5", "one friend not coming now, he didnt get visa. so 4 only")
    assert filters.filters["min_accommodates"] == 4


def test_a_hydromassage_tub_typed_short_is_a_hot_tub() -> None:
    said = "queria algo romântico, vista pro mar, banheira de hidro se tiver"
    assert turns("Maui for 2", said).filters["amenities"] == ["Hot tub"]


@pytest.mark.parametrize(
    ("said", "near"),
    [
        ("Somos uma turma grande de Barra do Garças, Réveillon em Copacabana", "Copacabana Beach"),
        ("el barrio de Gràcia de Barcelona", "Gràcia"),
        ("perto da Barra da Tijuca", "Barra da Tijuca"),
    ],
)
def test_a_town_whose_name_starts_like_a_place_is_not_that_place(said: str, near: str) -> None:
    assert turns("Rio" if "Barra" in said else "Barcelona", said).filters["near"] == near


@pytest.mark.parametrize(
    ("said", "near"),
    [
        (
            "I'm presenting at a conference at the Palais des congrès in Montreal, so I'm trying "
            "to find something cheap and close",
            "Palais des congres",
        ),
        (
            "El festival es en el Quartier des Spectacles, algo cerquita de ahí sería lo ideal",
            "Quartier des Spectacles",
        ),
    ],
)
def test_close_said_after_the_venue_is_near_it(said: str, near: str) -> None:
    assert turns(said).filters["near"].casefold() == near.casefold()


def test_close_to_something_else_is_not_near_the_venue() -> None:
    filters = turns("Montreal", "something quiet and close to the metro").filters
    assert "near" not in filters


@pytest.mark.parametrize(
    ("first", "said", "guests"),
    [
        ("Hong Kong for 2", "I need a desk for me only", 2),
        ("Barcelona para 3", "una sola persona necesita escritorio", 3),
        ("Barcelona para 4", "Yo nomás quiero algo con alberca y cerca de la playa", 4),
        ("Barcelona para 2", "¿la cama del sofá es para una sola persona?", 2),
        ("Sydney for 3, 2 bedrooms", "My brother is coming too, so make it 3", 4),
    ],
)
def test_look_alikes_a_second_review_found_keep_the_party(
    first: str, said: str, guests: int
) -> None:
    assert turns(first, said).filters["min_accommodates"] == guests


@pytest.mark.parametrize(
    ("first", "said", "price"),
    [
        ("Istanbul for 2", "How much is the city tax in euros? Our max is 3000 a night", 3000),
        ("Hong Kong for 2", "what's the deposit in US dollars? under 1000 a night", 1000),
        ("Rio para 2", "Quanto custa o Uber do aeroporto em dólares? Até 400 por noite", 400),
        ("Oahu for 2", "What would this cost in yen? Max 300 a night", 300),
    ],
)
def test_a_price_of_something_else_asked_in_a_currency_leaves_the_budget(
    first: str, said: str, price: int
) -> None:
    assert turns(first, said).filters["max_price"] == price


def test_the_price_of_a_listing_asked_in_a_currency_with_no_rate_sets_no_price() -> None:
    said = "What is the price in pula? We budgeted about P3,000 a night."
    assert "max_price" not in turns("Rio for 6", said).filters


@pytest.mark.parametrize(
    "said",
    [
        "We'd love a hot tub, but we're not fussed.",
        "A hot tub. For us it's not essential.",
        "Queremos jacuzzi, aunque nos da igual",
    ],
)
def test_a_hedge_with_a_pronoun_still_lifts_the_wish_before(said: str) -> None:
    assert "amenities" not in turns("Big Island for 2", said).filters


@pytest.mark.parametrize(
    ("said", "near"),
    [
        ("My conference is near the Opera House, anything around there?", "Sydney Opera House"),
        ("Our son's flat is close to Bondi, do you have something?", "Bondi Beach"),
        ("Any condos are close to Bondi?", "Bondi Beach"),
    ],
)
def test_a_request_that_names_the_place_first_keeps_it(said: str, near: str) -> None:
    assert turns("Sydney for 2", said).filters["near"] == near


@pytest.mark.parametrize(
    "said", ["Kennedy Town ou Sai Ying Pun ficam perto da HKU?", "¿Kennedy Town está cerca?"]
)
def test_where_places_lie_asked_with_the_places_first_is_no_wish(said: str) -> None:
    assert "near" not in turns("Hong Kong for 2", said).filters


@pytest.mark.parametrize(
    ("said", "near"),
    [("perto da Ribeira da Invicta", "Ribeira"), ("cerca de Gràcia de Barna", "Gràcia")],
)
def test_a_place_with_its_citys_nickname_after_is_still_that_place(said: str, near: str) -> None:
    first = "Porto para 2" if "Ribeira" in said else "Barcelona para 2"
    assert turns(first, said).filters["near"] == near


def test_a_room_on_a_low_floor_for_a_month_is_still_a_room() -> None:
    said = "una habitación en planta baja para el mes de julio"
    assert turns("Barcelona para 1", said).filters["room_type"] == "Private room"


@pytest.mark.parametrize(
    "said",
    [
        "I am a lecturer at Chancellor College in Zomba and I have a short course at the "
        "University of Edinburgh. We need a flat near the university",
        "I work at a college in Zomba. We need a flat near the University of Edinburgh",
    ],
)
def test_where_the_visitor_works_is_no_destination(said: str) -> None:
    filters = turns(said).filters
    assert filters["location"] == "Edinburgh"
    assert filters["near"] == "University of Edinburgh"


def test_a_place_to_stay_after_where_the_visitor_works_is_still_wished() -> None:
    filters = turns("I work in Manhattan so I want to stay in Brooklyn").filters
    assert filters["near"] == "Brooklyn"


@pytest.mark.parametrize(
    "said",
    [
        "I am travelling to Istanbul for a trade fair at the Tuyap fair centre in November.",
        "Istanbul, my treatment is at a dialysis centre three times a week",
    ],
)
def test_a_centre_of_a_kind_is_a_building_not_the_city_centre(said: str) -> None:
    assert "near" not in turns(said).filters


def test_the_centre_is_still_the_city_centre() -> None:
    assert turns("Istanbul", "near the centre please").filters["near"] == "Istanbul city centre"


def test_a_labmate_coming_too_is_one_more() -> None:
    filters = turns("Montreal for 1", "my labmate Priya is coming too so we need 2 beds").filters
    assert filters["min_accommodates"] == 2
