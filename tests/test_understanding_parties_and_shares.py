"""How a party sleeps, grows and pays: people per room are no party ("2 ppl per room"), a party
that grows during the stay is counted at its largest ("somos 2 e depois 3"), sleeping places
count guests, a bed "ok for one person" is no solo traveller, cars counted are no guests, a
bedroom for each couple is two guests; each one's share of the whole weekend is spread over its
nights, a ceiling is named then said ("our max is 180"), homes are asked for at a price ("qué hay
por 60 dólares"); and the kinds of places a market has one of ("the zoo", "the cricket ground").
English, Spanish and Portuguese."""

from __future__ import annotations

import pytest

from tests.understanding_helpers import turns


@pytest.mark.parametrize(
    "utterance",
    [
        "3br at least, 2 ppl per room is fine but no couches lol",
        "3 bedrooms, 2 adults per bedroom",
        "tres habitaciones, dos personas por habitación",
    ],
)
def test_people_per_room_keep_the_party_known(utterance: str) -> None:
    intent = turns("Oahu trip, 6 of us", utterance)
    assert intent.filters["min_accommodates"] == 6
    assert intent.filters["min_bedrooms"] == 3


@pytest.mark.parametrize(
    ("utterance", "party"),
    [
        ("mudança: os primeiros dias somos 2 e depois 3. dá pra ser a mesma casa?", 3),
        ("Porto, two of us at first, then 4 from the Friday", 4),
        ("Llego el 11. Al principio soy yo solo, después llega mi socio el 14.", 2),
        ("Primeiro vou sozinho, depois chega a minha mulher", 2),
        ("We need 4 separate sleeping places, sofa bed is ok for one person.", 4),
    ],
)
def test_a_party_is_counted_at_its_largest(utterance: str, party: int) -> None:
    assert turns("Porto", utterance).filters["min_accommodates"] == party


@pytest.mark.parametrize(
    ("utterance", "party"),
    [
        # a count of nights after "then" is no party
        ("Porto for 2, then 3 nights in Lisbon", 2),
        ("Porto, we are 3, then 2 nights in Sintra", 3),
        # a bed for one, said of the stay, is still one traveller
        ("Porto, just a single bed for one person", 1),
        ("Porto, a place for one person", 1),
    ],
)
def test_look_alikes_keep_the_party_said(utterance: str, party: int) -> None:
    assert turns(utterance).filters["min_accommodates"] == party


@pytest.mark.parametrize(
    "utterance", ["Parking for two rental cars please.", "Parking for 2 rental cars please."]
)
def test_cars_counted_are_no_guests(utterance: str) -> None:
    intent = turns("Porto for 6", utterance)
    assert intent.filters["min_accommodates"] == 6
    assert intent.filters["amenities"] == ["Free parking on premises"]


@pytest.mark.parametrize(
    ("earlier", "utterance", "price"),
    [
        ("montreal, 6 of us girls", "budget like 150 each for the whole wknd?? idk", 450),
        ("porto, somos 4", "100 euros cada uno para todo el finde", 200),
        # a long weekend is three nights, not a weekend's two
        ("porto, 4 of us", "200 each for the long weekend", 267),
        ("sydney, somos 2 amigas", "tenemos como 50 dolares australianos x dia cada una", 100),
    ],
)
def test_each_ones_share_is_spread_over_the_nights_it_pays_for(
    earlier: str, utterance: str, price: int
) -> None:
    assert turns(earlier, utterance).filters["max_price"] == pytest.approx(price, abs=1)


@pytest.mark.parametrize(
    "utterance",
    [
        "Budget maximum N$2,500 per night.",
        "max 300 TT$ a night",
        "around 2000 pula a night",
    ],
)
def test_a_currency_with_no_rate_sets_no_price(utterance: str) -> None:
    assert "max_price" not in turns("Victoria", utterance).filters


@pytest.mark.parametrize(
    ("market", "utterance", "place"),
    [
        ("Antwerp", "Are any of these near the zoo?", "Antwerp Zoo"),
        ("Sydney", "near the zoo", "Taronga Zoo"),
        ("Sydney", "Close to the cricket ground if possible.", "Sydney Cricket Ground"),
        ("Brisbane", "near the cricket ground", "The Gabba"),
        ("New York", "perto do zoológico", "Bronx Zoo"),
    ],
)
def test_a_kind_of_place_names_the_one_of_the_market(
    market: str, utterance: str, place: str
) -> None:
    assert turns(market, utterance).filters["near"] == place


def test_una_recamara_is_one_bedroom() -> None:
    intent = turns("Montreal", "Una recámara, hasta 150 dólares canadienses la noche")
    assert intent.filters["min_bedrooms"] == 1
    assert intent.filters["max_price"] == 150


@pytest.mark.parametrize(
    "utterance",
    [
        "Cheapest thing going honestly. Shared room is fine, I've done heaps of hostels",
        "I've stayed in lots of hostels",
        "he dormido en muchos hostales",
        "já fiquei em muitos hostels",
    ],
)
def test_kinds_of_stay_the_visitor_is_used_to_are_not_asked_for(utterance: str) -> None:
    assert "property_type" not in turns("Sydney", utterance).filters


def test_a_kind_of_stay_asked_for_is_still_set() -> None:
    assert turns("Sydney", "I want a hostel").filters["property_type"] == "Hostel"


@pytest.mark.parametrize(
    ("utterance", "party"),
    [
        ("Good morning, it's Jean again. Margaret and I so enjoyed Edinburgh. Barcelona?", 2),
        ("Lucía y yo queremos ir a Oporto", 2),
        ("Edinburgh. Mum and I want a flat", 2),
        ("Porto. Mamá y yo queremos un piso", 2),
        ("Porto. Mãe e eu vamos", 2),
    ],
)
def test_someone_named_before_the_speaker_travels_with_them(utterance: str, party: int) -> None:
    assert turns(utterance).filters["min_accommodates"] == party


@pytest.mark.parametrize(
    "utterance",
    [
        "Hello, I'm a student from Serekunda and I got a place in a summer course in Montreal.",
        "Istanbul. Mi marido quiere estar cerca del Gran Bazar y yo cerca de Santa Sofía.",
        "Barcelona, Tuesday and I are free",
    ],
)
def test_a_place_or_a_day_before_the_speaker_is_no_companion(utterance: str) -> None:
    assert "min_accommodates" not in turns(utterance).filters


@pytest.mark.parametrize(
    "utterance",
    [
        "Rio, just me. And this time my partner's coming with me.",
        "Rio, just me. My partner's coming too",
    ],
)
def test_a_companion_joining_in_a_contraction_is_counted(utterance: str) -> None:
    assert turns(utterance).filters["min_accommodates"] == 2


@pytest.mark.parametrize(
    "utterance",
    [
        "Ahora vamos a Montreal en octubre, pero nomás mi esposa y yo, mi suegra se queda "
        "cuidando a los niños.",
        "Porto for a long weekend, just the two of us this time, my mam is minding the baby!",
    ],
)
def test_someone_minding_others_at_home_is_not_along(utterance: str) -> None:
    assert turns(utterance).filters["min_accommodates"] == 2


@pytest.mark.parametrize(
    ("utterance", "kind"),
    [
        ("New York, I want my own apartment this time", "Apartment"),
        ("Porto, mi propio piso", "Apartment"),
    ],
)
def test_a_home_of_ones_own_of_a_kind_sets_both(utterance: str, kind: str) -> None:
    filters = turns(utterance).filters
    assert filters["room_type"] == "Entire home/apt"
    assert filters["property_type"] == kind


def test_a_home_of_ones_own_of_no_kind_sets_only_the_whole_place() -> None:
    filters = turns("Porto, my own place").filters
    assert filters["room_type"] == "Entire home/apt"
    assert "property_type" not in filters


@pytest.mark.parametrize(
    "utterance",
    [
        "Back again, Montreal in October, just me, 3 nights for work near the Palais des congrès.",
        "Montreal, viajo por trabajo cerca del Palais des congrès",
    ],
)
def test_a_stay_for_work_near_a_place_is_near_it(utterance: str) -> None:
    assert turns(utterance).filters["near"] == "Palais des congres"


def test_where_someone_works_is_no_wish() -> None:
    assert "near" not in turns("Montreal", "I work near the Palais des congrès.").filters


@pytest.mark.parametrize(
    ("utterance", "party"),
    [
        # things brought along are no word that says which things are counted
        ("Kauai house for 4 with surfboards", 4),
        ("Casa en Oahu para 4 con bicis", 4),
        ("Porto, sleeps 4 with car parking", 4),
        # a bed for the one who travels
        ("Studio in New York, a double bed just for one person", 1),
        # the party said wins over the places to sleep it needs
        ("Family of 4 in Sydney, we need 3 sleeping spots since the kids share a bed", 4),
        # someone who comes by, not to stay
        ("Soy yo solo en Barcelona, después viene mi socio a buscarme al aeropuerto", 1),
    ],
)
def test_look_alikes_of_things_and_beds_keep_the_party(utterance: str, party: int) -> None:
    assert turns(utterance).filters["min_accommodates"] == party


@pytest.mark.parametrize(
    ("utterance", "price"),
    [
        # how long the trip is, said apart from a nightly ceiling
        ("Barcelona para el finde, somos 2, hasta 100 euros", 100),
        # each one's share with the currency between the amount and "each"
        ("Porto for 3, 50 euros each", 150),
        ("Porto for 3, 100 euros each for the whole weekend", 150),
        ("Porto, 3 of us, 80 euros por pessoa pro fim de semana", 120),
    ],
)
def test_a_nightly_ceiling_and_each_ones_share(utterance: str, price: int) -> None:
    assert turns(utterance).filters["max_price"] == price


def test_a_bedroom_on_the_ground_floor_is_no_count_of_bedrooms() -> None:
    filters = turns("Casa en Kauai para 6 con al menos una recámara en planta baja").filters
    assert "min_bedrooms" not in filters


@pytest.mark.parametrize(
    "utterance", ["2 persons per room, Edinburgh", "Depa en Nueva York, 2 personas por recámara"]
)
def test_people_per_room_said_in_other_words_count_no_party(utterance: str) -> None:
    assert "min_accommodates" not in turns(utterance).filters


@pytest.mark.parametrize(
    ("utterance", "party"),
    [
        ("one big house with four bedrooms, each couple needs their own bedroom", 8),
        ("3 suítes, cada casal com seu banheiro, isso é inegociável", 6),
    ],
)
def test_a_bedroom_for_each_couple_counts_two_guests_a_bedroom(utterance: str, party: int) -> None:
    assert turns("Maui", utterance).filters["min_accommodates"] == party


def test_each_couple_beside_a_party_said_keeps_the_party() -> None:
    filters = turns("Rio, 4 of us, 3 bedrooms, each couple needs their own bedroom").filters
    assert filters["min_accommodates"] == 4


@pytest.mark.parametrize(
    "utterance",
    [
        "ok nvm one of the girls cant come, so 5 now. does that change anything",
        "one of the girls can't make it, so 5 now",
    ],
)
def test_the_party_said_again_with_now_is_the_party(utterance: str) -> None:
    assert turns("Oahu, 6 of us girls", utterance).filters["min_accommodates"] == 5


@pytest.mark.parametrize(
    "utterance",
    [
        "Porto. our max is 180",
        "Porto. the max was 180",
        "Porto. Carallo, 240 euros la noche. Lo máximo eran 180.",
        "Porto. el tope es 180",
        "Porto. o máximo é 180 euros",
        "Porto. my limit is 180",
    ],
)
def test_a_ceiling_named_and_then_said_is_the_budget(utterance: str) -> None:
    assert turns(utterance).filters["max_price"] == 180


def test_a_ceiling_named_before_a_count_is_no_price() -> None:
    filters = turns("Porto, our max is 4 people").filters
    assert "max_price" not in filters
    assert filters["min_accommodates"] == 4


@pytest.mark.parametrize(
    ("utterance", "price"),
    [
        (
            "cachai que la casita sale como 90 lucas la noche? es caro pa mí, qué hay como por "
            "60 dólares",
            60,
        ),
        ("is the first one 200 a night? anything for 150 dollars?", 150),
    ],
)
def test_homes_asked_for_at_a_price_beside_a_question_set_it(utterance: str, price: int) -> None:
    assert turns("Kauai", utterance).filters["max_price"] == price


def test_a_price_shown_converted_into_a_currency_with_no_rate_sets_nothing() -> None:
    utterance = (
        "esos precios están en dólares? 500 dólares la noche es como 1900 soles, no puede ser"
    )
    assert "max_price" not in turns("New York for 4", utterance).filters


@pytest.mark.parametrize(
    ("earlier", "utterance"),
    [
        (
            "House in Kauai for 6 with a pool",
            "Tom and I would need our own bathroom, is there one?",
        ),
        ("House in Kauai for 6 with a pool", "Mum and I will take the downstairs room"),
        ("Apartamento no Porto para 4 pessoas", "Sim e eu queria também estacionamento"),
        ("Piso en Barcelona para 4", "Ah y yo necesito parking"),
    ],
)
def test_someone_named_before_the_speaker_keeps_a_party_known(earlier: str, utterance: str) -> None:
    party = turns(earlier).filters["min_accommodates"]
    assert turns(earlier, utterance).filters["min_accommodates"] == party


@pytest.mark.parametrize(
    ("utterance", "place"),
    [
        ("I'm in Sydney for work near Circular Quay, but want to stay in Bondi", "Bondi Beach"),
        (
            "Vou ao Rio a trabalho perto do Centro, mas quero ficar em Copacabana",
            "Copacabana Beach",
        ),
    ],
)
def test_a_stay_named_after_work_near_a_place_is_where_to_stay(utterance: str, place: str) -> None:
    assert turns(utterance).filters["near"] == place


@pytest.mark.parametrize(
    ("earlier", "utterance"),
    [
        ("Flat in Porto for 4 with 2 bedrooms", "we need another bedroom, so 3 now"),
        ("House in Maui for 5", "my mom cant come up the stairs, so ground floor"),
        ("House in Oahu for 4 with a pool", "my sister is babysitting for us one night"),
    ],
)
def test_look_alikes_of_the_party_changing_keep_it(earlier: str, utterance: str) -> None:
    party = turns(earlier).filters["min_accommodates"]
    assert turns(earlier, utterance).filters["min_accommodates"] == party


@pytest.mark.parametrize(
    "utterance",
    [
        "does the first one offer anything for 10 euros extra, like breakfast?",
        "do they ask anything for 50 dollars deposit?",
    ],
)
def test_a_fee_asked_about_is_no_budget(utterance: str) -> None:
    assert "max_price" not in turns("Flat in Porto", utterance).filters


def test_stairs_that_do_not_matter_ask_for_nothing() -> None:
    utterance = "Piso en Barcelona, no nos importan ni cuestas ni escaleras, somos jóvenes"
    assert "amenities" not in turns(utterance).filters
