"""Who comes, what it costs, and what is only said on the way: "2 adults, 4 children and our
housemaid" are seven; "una cuadrilla de 6" is six; "alone at first, then my wife joins me on 26"
are two; "Mi esposo y yo vamos …, con nuestra bebé" are three; "nobody wants to share with
Aoife" adds no one; "aged 70+" is an age, not a price; "90 euros by night. Or around 60 000 CFA"
keeps the euros, as does "80 euros, que ya son como 3500 pesos"; "$300 a night US" names the
currency, not the country; "my team's in Toronto" is where someone else is; "near the ribeira
thats where the bars are apparently" still wishes the Ribeira; "no nos da para más" and "con la
pensión" say what the budget allows; "private place only" and "algo solo pa nosotros" ask for a
whole home. English, Spanish and Portuguese."""

from __future__ import annotations

import pytest

from tests.understanding_helpers import turns


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        ("Edinburgh in July. 2 adults, 4 children and our housemaid.", 7),
        ("Somos una cuadrilla de 6 y vamos a Nueva York en noviembre", 6),
        (
            "Montreal for a conference. I am alone at first, then my wife she joins me on 26 "
            "and we stay until 2 May.",
            2,
        ),
        ("Montreal, just me at first, then my wife joins me on the 26th", 2),
        (
            "Mi esposo y yo vamos a la Isla Grande de Hawái en setiembre, con nuestra bebé de "
            "8 meses.",
            3,
        ),
        (
            "Eu e o meu marido queremos ir ao Porto para o São João, com os dois netos, de 7 e 9 "
            "anos.",
            4,
        ),
    ],
)
def test_who_comes_is_counted(utterance: str, guests: int) -> None:
    assert turns(utterance).filters["min_accommodates"] == guests


def test_who_nobody_wants_to_share_with_is_one_of_the_party() -> None:
    intent = turns(
        "7 of us, Jersey City",
        "Max €120 each a night, and at least 4 bedrooms cause nobody wants to share with Aoife, "
        "she snores like a tractor",
    )
    assert intent.filters["min_accommodates"] == 7
    assert intent.filters["min_bedrooms"] == 4


def test_an_age_with_a_plus_is_no_price() -> None:
    intent = turns(
        "New York in August, we are 8 persons total, including my parents who are aged 70+."
    )
    assert intent.filters["min_accommodates"] == 8
    assert "min_price" not in intent.filters


@pytest.mark.parametrize(
    "budget",
    [
        "My budget is maximum 90 euros by night. Or around 60 000 CFA.",
        "Digamos 90 euros la noche, que ya son como 3500 pesos uruguayos, una locura.",
    ],
)
def test_an_amount_restated_in_a_currency_without_a_rate_keeps_the_first(budget: str) -> None:
    assert turns("flat in Antwerp for 1", budget).filters["max_price"] == 90


def test_thousands_set_apart_by_a_space_are_one_amount() -> None:
    assert turns("Rio for 2, max 1 000 reais a night").filters["max_price"] == 1000


def test_a_per_person_budget_said_with_what_it_allows_is_kept() -> None:
    intent = turns(
        "Somos 6 amigos y nos vamos a Río",
        "Cuánto sale más o menos? Tenemos unos 60 dólares por cabeza por noche, no nos da para más",
    )
    assert intent.filters["max_price"] == pytest.approx(2000, rel=0.01)


@pytest.mark.parametrize(
    "utterance",
    [
        "Budget around $300 a night US, could stretch a bit for something special",
        "Budget around $200 CAD a night, whatever that is in US.",
    ],
)
def test_us_after_a_price_names_the_currency_not_the_country(utterance: str) -> None:
    intent = turns("cottage in Edinburgh for 2", utterance)
    assert intent.filters["location"] == "Edinburgh"
    assert "country" not in intent.filters


def test_where_someone_else_is_names_no_destination() -> None:
    intent = turns(
        "Oahu for a month, just me",
        "Non-negotiable: fast reliable wifi and a proper desk. I'm on calls from 6am Hawaii time "
        "because my team's in Toronto.",
    )
    assert intent.filters["location"] == "Oahu"
    assert intent.filters["amenities"] == ["Wifi", "Laptop friendly workspace"]


def test_a_trip_said_to_be_somewhere_we_lack_is_still_a_destination() -> None:
    assert "min_accommodates" not in turns("our trip is in Paris, 2 people").filters


def test_the_reason_for_a_place_does_not_make_it_a_remark() -> None:
    intent = turns(
        "flat in Porto for 2", "need to be near the ribeira thats where the bars are apparently"
    )
    assert intent.filters["near"] == "Ribeira"


def test_a_pension_is_what_the_visitor_lives_on() -> None:
    intent = turns(
        "flat in Jersey City for 2",
        "y eso en euros cuanto es al mes? que aqui con la pension no da para locuras",
    )
    assert intent.filters["property_type"] == "Apartment"


def test_a_guesthouse_is_still_a_pension() -> None:
    assert turns("una pensión barata en Oporto").filters["property_type"] == "Guesthouse"


def test_a_reported_question_asks_about_the_results() -> None:
    intent = turns(
        "flat in Jersey City for 2",
        "Meu marido perguntou se dá pra ir a pé até o Central Park depois da missa do galo... "
        "brincadeira, sei que é longe",
    )
    assert intent.filters["location"] == "Jersey City"
    assert "near" not in intent.filters


@pytest.mark.parametrize(
    "utterance",
    [
        "We don't want to share with anybody so private place only.",
        "ya pero el 1ro es una pieza en una casa compartida? prefiero algo solo pa nosotros",
    ],
)
def test_no_one_else_in_the_home_asks_for_a_whole_home(utterance: str) -> None:
    intent = turns("flat in Rio for 2", utterance)
    assert intent.filters["room_type"] == "Entire home/apt"


@pytest.mark.parametrize(
    "utterance",
    [
        "So I need one apartment for all the period, for 2 persons but the first days only me.",
        "Montreal, 2 people, but only me for the first 3 nights",
    ],
)
def test_a_smaller_party_for_the_first_days_leaves_the_home_for_the_larger(
    utterance: str,
) -> None:
    assert turns(utterance).filters["min_accommodates"] == 2


def test_a_stay_said_by_what_it_must_not_allow_keeps_the_market() -> None:
    intent = turns(
        "flat in Brisbane near the West End",
        "I'm very allergic to cats and dogs, so I can't stay anywhere that allows pets.",
    )
    assert intent.filters["location"] == "Brisbane"
    assert intent.filters["near"] == "West End"


def test_anywhere_on_its_own_still_lifts_the_market() -> None:
    intent = turns("flat in Brisbane near the West End", "anywhere is fine")
    assert "location" not in intent.filters


def test_whatever_an_amount_is_in_another_currency_shrugs_off_nothing() -> None:
    intent = turns(
        "Albany for 4",
        "Need parking for sure, we're driving down with the truck. Budget around $200 CAD a "
        "night, whatever that is in US.",
    )
    assert intent.filters["amenities"] == ["Free parking on premises"]
    assert intent.filters["max_price"] == pytest.approx(146, rel=0.01)


@pytest.mark.parametrize("nickname", ["brissy", "brissie", "brizzy"])
def test_brisbane_by_its_nicknames(nickname: str) -> None:
    intent = turns(f"g'day, 5 of us from CSU heading up to {nickname} for origin game 2")
    assert intent.filters["location"] == "Brisbane"


@pytest.mark.parametrize(
    "utterance", ["nyc for a weekend w my gf", "quick nyc trip w/ the gf for her bday"]
)
def test_with_typed_short_brings_a_companion(utterance: str) -> None:
    assert turns(utterance).filters["min_accommodates"] == 2


def test_a_baby_bed_is_a_crib_not_a_guest() -> None:
    intent = turns(
        "Alhamdulillah we have new baby boy now, so we are 7. This time Barcelona in August. "
        "Need a baby bed if possible."
    )
    assert intent.filters["min_accommodates"] == 7
    assert intent.filters["amenities"] == ["Crib"]


def test_the_cats_of_a_city_are_no_pet() -> None:
    intent = turns(
        "Heading to Istanbul with a friend. I hear the city is full of cats, so the flat itself "
        "needs to be perfect."
    )
    assert "amenities" not in intent.filters


def test_a_square_named_without_its_de_is_the_centre() -> None:
    intent = turns("Barcelona solo, algo cerca de Plaza Catalunya")
    assert intent.filters["near"] == "Barcelona city centre"


def test_a_hedged_count_after_some_drop_out_is_the_party() -> None:
    intent = turns(
        "stag do in porto, 8 of us",
        "actually 2 of the lads might drop out so could be 6. show us smaller ones too",
    )
    assert intent.filters["min_accommodates"] == 6


def test_someone_who_wants_to_go_shopping_is_already_counted() -> None:
    intent = turns(
        "Vamos a Oahu, somos 4 adultos y 3 chamacos",
        "Queremos estar cerca de Waikiki, que los niños quieren playa y mi suegra quiere ir de "
        "compras jaja",
    )
    assert intent.filters["min_accommodates"] == 7


def test_the_borough_of_a_wedding_venue_is_no_wish() -> None:
    intent = turns(
        "My cousin's wedding is in Richmond Hill, Queens, in August. We are 8 persons total."
    )
    assert "near" not in intent.filters
    assert intent.filters["min_accommodates"] == 8


@pytest.mark.parametrize(
    "utterance",
    [
        "My husband and I are flying to Sydney in December to spend Christmas with our son",
        "Eu e a minha mulher vamos ao Porto em junho, para estar com o nosso filho",
    ],
)
def test_the_people_a_couple_goes_to_be_with_are_no_guests(utterance: str) -> None:
    assert turns(utterance).filters["min_accommodates"] == 2


def test_a_couple_going_somewhere_with_their_children_are_all_counted() -> None:
    intent = turns("My wife and I are going to Rio de Janeiro in July with our 2 kids")
    assert intent.filters["min_accommodates"] == 4


@pytest.mark.parametrize(
    "utterance", ["My marathon is in Chicago in October, 2 people", "Our gig's in Dublin, 5 of us"]
)
def test_an_event_in_a_city_we_lack_still_names_the_destination(utterance: str) -> None:
    assert turns(utterance).filters == {}


def test_a_private_place_to_work_keeps_the_private_room() -> None:
    intent = turns("Looking for a private room in Barcelona, I need a private place to work though")
    assert intent.filters["room_type"] == "Private room"


def test_anywhere_that_has_a_feature_lets_the_place_go() -> None:
    intent = turns("flat in Barcelona near Gràcia", "we'd go anywhere that has a pool")
    assert "near" not in intent.filters


def test_whatever_that_comes_to_in_us_names_no_country() -> None:
    intent = turns("cottage in Edinburgh for 2", "$200 CAD a night, whatever that comes to in US")
    assert "country" not in intent.filters


@pytest.mark.parametrize(
    "utterance",
    [
        "My daughter is in Lisbon, we're going to see her, 2 adults",
        "My clients are in Madrid so I need a flat there",
    ],
)
def test_someone_in_a_city_we_lack_is_still_the_trip_there(utterance: str) -> None:
    assert turns(utterance).filters == {}


@pytest.mark.parametrize(
    "utterance",
    [
        "My wife and I are going to Sydney, to have dinner with my brother",
        "Mi mujer y yo vamos a Oporto en mayo a cenar con nuestra hija",
    ],
)
def test_who_a_couple_has_dinner_with_is_no_guest(utterance: str) -> None:
    assert turns(utterance).filters["min_accommodates"] == 2


def test_so_many_dogs_of_ones_own_are_pets() -> None:
    intent = turns("Porto for 2. We travel with so many dogs lol, 3 of them")
    assert intent.filters["amenities"] == ["Pets allowed"]
