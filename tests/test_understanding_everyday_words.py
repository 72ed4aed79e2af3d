"""Everyday ways of saying who comes and what is needed: a partner named bare ("Partner and I"),
children counted by their number alone ("our two (7 and 10)"), a chum, "yo solita", "somos
pareja"; "air condition", the "gradas" of Andean Spanish; a budget said as what one will not
spend beside a question; and a person who "está en" somewhere is no listing pointed at.
English, Spanish and Portuguese."""

from __future__ import annotations

import pytest

from language.place_names import canonical_place_name
from tests.understanding_helpers import turns


@pytest.mark.parametrize(
    ("utterance", "party"),
    [
        ("Evening! Partner and I are off to Istanbul in October, 6 nights.", 2),
        ("partner and i want a flat in Porto", 2),
        ("Barcelona for half term, me, my husband and our two (7 and 10). A pool if any", 4),
        ("Barcelona: me, my wife and our two.", 4),
        ("me and my chum we go at Montreal for see the Canadiens", 2),
        ("Porto, soy yo solita", 1),
        ("Queremos algo en Porto, somos pareja", 2),
        ("somos novios, buscamos algo en Barcelona", 2),
    ],
)
def test_everyday_ways_of_saying_who_comes_count_the_party(utterance: str, party: int) -> None:
    assert turns(utterance).filters["min_accommodates"] == party


@pytest.mark.parametrize(
    "utterance",
    [
        "Barcelona, 3 camas separadas eh, que no somos pareja jajaja",
        "a flat in Porto, our two favourite areas are Ribeira and Foz",
        "Porto flat, my partner is coming later, we'll see",
    ],
)
def test_look_alikes_count_no_party(utterance: str) -> None:
    assert "min_accommodates" not in turns(utterance).filters


@pytest.mark.parametrize(
    ("utterance", "amenities"),
    [
        ("Air condition is must. We are not used to 35 degrees", {"Air conditioning"}),
        (
            "Mi mamá está en silla de ruedas, entonces necesitamos que no haya gradas en la "
            "entrada y que tenga ascensor, sí o sí pues.",
            {"Wheelchair accessible", "Step-free access", "Elevator"},
        ),
    ],
)
def test_needs_said_in_everyday_words_are_asked_for(utterance: str, amenities: set[str]) -> None:
    assert set(turns("Barcelona for 3", utterance).filters["amenities"]) == amenities


def test_someone_who_is_somewhere_is_no_listing_pointed_at() -> None:
    intent = turns(
        "Barcelona for 3", "Mi mamá está en silla de ruedas, entonces necesitamos ascensor"
    )
    assert intent.kind == "search"


def test_this_one_in_a_place_still_points_at_a_listing() -> None:
    intent = turns("Barcelona for 3", "y esta en Gràcia tiene ascensor?")
    assert intent.kind == "results_question"


@pytest.mark.parametrize(
    "budget",
    [
        "Não queremos gastar mais de 80 euros por noite.",
        "We don't want to spend more than 80 euros a night.",
        "No queremos pagar más de 80 euros por noche.",
    ],
)
def test_a_budget_beside_a_question_about_a_listing_still_stands(budget: str) -> None:
    intent = turns("apartamento em Istambul para dois", f"E quanto custa o segundo? {budget}")
    assert intent.filters["max_price"] == pytest.approx(80 * 1.08 / 0.031, abs=1)


@pytest.mark.parametrize(
    "utterance",
    [
        "Antwerp for business meetings, from 3 to 10 of next month.",
        "Amberes del 3 al 10 del mes que viene",
        "Antuérpia do 3 ao 10 do mês que vem",
    ],
)
def test_days_of_a_month_named_by_when_it_comes_are_dates(utterance: str) -> None:
    filters = turns(utterance).filters
    assert "max_price" not in filters
    assert "min_price" not in filters


@pytest.mark.parametrize(
    ("utterance", "bedrooms"),
    [
        ("Queremos um apartamento com dois quartos separados, o meu sócio ressona", 2),
        ("Porto, we need two separate bedrooms", 2),
        ("Porto, 3 separate rooms please", 3),
    ],
)
def test_a_count_of_separate_rooms_is_a_count_of_bedrooms(utterance: str, bedrooms: int) -> None:
    assert turns(utterance).filters["min_bedrooms"] == bedrooms


@pytest.mark.parametrize(
    "utterance",
    [
        "Porto, no need for 2 separate rooms",
        "Porto, dois quartos separados ou pelo menos uma cama pra cada um",
    ],
)
def test_separate_rooms_denied_or_offered_with_another_count_no_bedrooms(utterance: str) -> None:
    assert "min_bedrooms" not in turns(utterance).filters


def test_the_little_one_is_a_child_not_a_listing() -> None:
    intent = turns(
        "Barcelona for 4", "2 bedrooms minimum though, the wee one still wakes up at night"
    )
    assert intent.filters["min_bedrooms"] == 2


def test_a_filter_scrapped_is_removed() -> None:
    intent = turns("Porto for 2 with a garden", "Ok scrap the yard, a short walk to a park is fine")
    assert "Garden or backyard" not in intent.filters.get("amenities", [])


@pytest.mark.parametrize(
    "utterance",
    [
        "I'd rather not share.",
        "We don't want to share with strangers.",
        "no queremos compartir con nadie",
        "não queremos dividir com estranhos.",
        "The first one — is that a whole unit or a room in someone's place? I'd rather not share.",
    ],
)
def test_not_wanting_to_share_asks_for_a_whole_home(utterance: str) -> None:
    assert turns("Porto for 2", utterance).filters["room_type"] == "Entire home/apt"


@pytest.mark.parametrize(
    "utterance",
    [
        "I'd rather not share a bathroom, is that ok?",
        "El primero dice habitación compartida, ¿con otras personas?",
        "O segundo parece-me bem, mas é num quarto andar. Tem elevador?",
    ],
)
def test_a_room_shared_or_described_asks_no_whole_home(utterance: str) -> None:
    assert "room_type" not in turns("Porto for 2", utterance).filters


def test_near_to_someone_working_in_a_place_is_near_that_place() -> None:
    intent = turns(
        "Hello po. I am going to Hong Kong for visit my sister, she is working there as helper "
        "in Mid-Levels. I want a place near to her for 6 nights in December."
    )
    assert intent.filters["near"] == "Mid-Levels"


def test_sharing_a_bedroom_among_the_party_is_no_private_room() -> None:
    intent = turns("Rio para 7", "o Lucas desistiu, então somos 6. e a gente topa dividir quarto")
    assert "room_type" not in intent.filters
    assert intent.filters["min_accommodates"] == 6


@pytest.mark.parametrize(
    ("utterance", "place"),
    [
        ("Ocean view, a private pool if possible. Kona side, we've heard it's sunnier.",
         "Kailua-Kona"),
        ("North shore would be best if possible.", "North Shore"),
    ],
)  # fmt: skip
def test_a_name_typed_at_a_sentence_start_is_read_by_its_other_words(
    utterance: str, place: str
) -> None:
    market = "Big Island" if "Kona" in utterance else "Kauai"
    assert turns(f"{market} for 2", utterance).filters["near"] == place


@pytest.mark.parametrize(
    "utterance",
    [
        "Manhattan prices are insane lol. Budget is like $180/night",
        "we're flying and hiring a car at the airport, only ones with parking please",
        "vamos alugar um carro no aeroporto, só com estacionamento",
    ],
)
def test_a_place_priced_or_where_a_car_is_hired_is_no_wish_to_stay_there(utterance: str) -> None:
    assert "near" not in turns("New York for 2", utterance).filters


def test_an_amount_in_a_currency_with_no_rate_asked_in_us_dollars_sets_nothing() -> None:
    intent = turns(
        "Victoria for 2",
        "Budget is about 1000 EC a night. How much is that in US? I'm not sure what I can get",
    )
    assert intent.filters == {"location": "Victoria", "min_accommodates": 2}


@pytest.mark.parametrize(
    ("utterance", "place"),
    [
        ("Buscamos un piso baratito en Barcelona cerca del Parque del Fórum", "Parc del Fòrum"),
        ("Istanbul, near Galataport please, we arrive by ship", "Galataport"),
        ("nova york perto da Macy's, queremos ficar perto das lojas", "Macy's Herald Square"),
        ("Edinburgh, walking distance to St Giles please", "St Giles' Cathedral"),
    ],
)
def test_landmarks_travellers_name_are_places_to_stay_near(utterance: str, place: str) -> None:
    filters = turns(utterance).filters
    assert canonical_place_name(filters["near"], filters["location"]) == place


def test_an_ordinary_word_that_names_a_landmark_needs_its_capital() -> None:
    assert "near" not in turns("Barcelona for 5", "I read on a forum that it gets hot").filters


def test_relatives_named_by_first_name_in_a_list_joined_by_plus_each_count() -> None:
    intent = turns("Barcelona, early September, me + my brother Tou + our cousin Pa")
    assert intent.filters["min_accommodates"] == 3


@pytest.mark.parametrize(
    "utterance",
    [
        "I'm traveling to Albany NY in late November to be with my mom, she's having surgery.",
        "Voy a Porto para estar con mi madre, que la operan en mayo.",
    ],
)
def test_someone_the_visitor_goes_to_be_with_does_not_travel(utterance: str) -> None:
    assert "min_accommodates" not in turns(utterance).filters


@pytest.mark.parametrize(
    ("utterance", "amenity"),
    [
        ("la tercera no tiene escritorio?? lo necesito sí o sí para estudiar",
         "Laptop friendly workspace"),
        ("el primero está bárbaro pero no tiene aire acondicionado?? en marzo ni loco",
         "Air conditioning"),
        ("Mas o primeiro é num 5.º andar sem lift? Não, não dá. Ela tem joelho mau", "Elevator"),
        ("the second one doesn't have a washer?? no way, we have two toddlers", "Washer"),
    ],
)  # fmt: skip
def test_what_a_listing_shown_lacks_turned_down_for_it_is_wanted(
    utterance: str, amenity: str
) -> None:
    assert amenity in turns("Porto para 2", utterance).filters["amenities"]


@pytest.mark.parametrize(
    "utterance",
    [
        "does the first one have a pool? we don't need one",
        "the second one has no pool, is that right?",
    ],
)
def test_what_a_listing_lacks_asked_about_or_not_needed_is_not_wanted(utterance: str) -> None:
    assert "amenities" not in turns("Porto para 2", utterance).filters


def test_a_currency_or_another_names_no_country() -> None:
    intent = turns("Sydney under 100", "wait are these prices in aussie dollars or US")
    assert intent.filters == {"location": "Sydney", "max_price": 100}


@pytest.mark.parametrize(
    ("utterance", "place"),
    [
        ("Conference at the Javits Center in New York. Want to stay in Hell's Kitchen, within 10 "
         "mins' walk.", "Hell's Kitchen"),
        ("Congreso en el Palais des congrès de Montreal. Queremos quedarnos en el Plateau, a unos "
         "20 minutos andando", "Plateau Mont-Royal"),
    ],
)  # fmt: skip
def test_a_walk_from_a_place_named_to_stay_keeps_that_place(utterance: str, place: str) -> None:
    assert turns(utterance).filters["near"] == place


@pytest.mark.parametrize(
    "utterance",
    [
        "Conference at the Palais des congrès in Montreal, 2 people. Close to a metro, 5 minute "
        "walk max",
        "Congreso en el Palais des congrès de Montreal, somos 3. Que el metro quede a 5 minutos "
        "andando",
    ],
)
def test_a_walk_to_something_else_is_no_wish_near_the_venue(utterance: str) -> None:
    assert "near" not in turns(utterance).filters


@pytest.mark.parametrize(
    ("utterance", "party"),
    [
        ("A romantic getaway in Kauai to be with my wife, ocean view please", 2),
        ("Busco una casa en Maui para estar con mis tres hijos y mi marido en vacaciones", 5),
    ],
)
def test_a_partner_or_children_one_goes_to_be_with_travel_along(utterance: str, party: int) -> None:
    assert turns(utterance).filters["min_accommodates"] == party


@pytest.mark.parametrize(
    "utterance",
    ["el otro esta en Gràcia?", "mmm esta en Gràcia?", "genial, y la otra esta en el Born?"],
)
def test_a_listing_said_to_be_somewhere_is_asked_about(utterance: str) -> None:
    assert turns("Piso en Barcelona para 2", utterance).kind == "results_question"


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Flat in Edinburgh for 2",
         "Does the first include breakfast? We don't want to pay more than 15 for breakfast"),
        ("Apartment in New York for 2",
         "Is the first one in Brooklyn? We'd rather pay more than 200 than stay far out"),
    ],
)  # fmt: skip
def test_other_costs_and_floors_beside_a_question_set_no_budget(first: str, second: str) -> None:
    filters = turns(first, second).filters
    assert "max_price" not in filters
    assert "min_price" not in filters


@pytest.mark.parametrize(
    "utterance",
    [
        "Vamos passar de 10 a 15 no Porto em julho, somos 2",
        "Flat in Porto from 3 to 10 next month",
        "Istambul entre 3 e 10 do mês que vem",
        "Rio de 3 a 10 no mês que vem",
    ],
)
def test_more_ways_of_saying_days_set_no_price(utterance: str) -> None:
    filters = turns(utterance).filters
    assert "max_price" not in filters
    assert "min_price" not in filters


def test_ages_before_separate_rooms_are_no_count_of_bedrooms() -> None:
    intent = turns("Family of 4 in Maui, kids are 8 and 10 separate rooms would be great")
    assert intent.filters.get("min_bedrooms") != 10


def test_splitting_a_flat_among_friends_keeps_the_flat() -> None:
    intent = turns("Somos 4 amigos e vamos dividir o apartamento, Porto")
    assert intent.filters["property_type"] == "Apartment"


@pytest.mark.parametrize(
    ("utterance", "amenity"),
    [
        ("My mum has issues with stairs and needs an elevator, Barcelona for 3", "Elevator"),
        ("Porto para 2, sem problema com animais, levamos o nosso cão", "Pets allowed"),
        ("Edinburgh for 3, we've got no problem with pets, bringing our cat", "Pets allowed"),
    ],
)
def test_a_problem_with_something_else_or_no_problem_keeps_the_wish(
    utterance: str, amenity: str
) -> None:
    assert amenity in turns(utterance).filters["amenities"]


def test_how_much_it_is_in_another_market_still_moves_there() -> None:
    intent = turns("Porto for 2 under 80 euros", "How much is it in Rio?")
    assert intent.filters["location"] == "Rio De Janeiro"


@pytest.mark.parametrize(
    ("utterances", "place"),
    [
        (("Albany for 1", "Close to Albany Medical Center please, I don't want to drive in snow."),
         "Albany Medical Center"),
        (("Good day. I will be attending a conference at the Brisbane Convention and Exhibition "
          "Centre from 8 to 12 July. I am looking for a small apartment near the venue.",),
         "Brisbane Convention & Exhibition Centre"),
    ],
)  # fmt: skip
def test_a_landmark_whose_name_holds_an_ordinary_phrase_is_still_named(
    utterances: tuple[str, ...], place: str
) -> None:
    filters = turns(*utterances).filters
    assert canonical_place_name(filters["near"], filters["location"]) == place


def test_a_shopping_centre_is_still_no_city_centre() -> None:
    assert "near" not in turns("Porto for 2, near the shopping centre").filters


@pytest.mark.parametrize(
    "utterance",
    [
        "Boa tarde. Vou a Hong Kong em Abril para a feira de electrónica no centro de convenções "
        "em Wan Chai. Preciso de um apartamento para 8 noites.",
        "need apartment in HK for trade fair at convention centre wan chai, 14-18 oct. 1 person",
    ],
)
def test_where_a_fair_at_a_convention_centre_is_held_is_no_wish(utterance: str) -> None:
    filters = turns(utterance).filters
    assert filters["location"] == "Hong Kong"
    assert "near" not in filters


def test_the_first_part_of_a_stay_is_no_listing_pointed_at() -> None:
    intent = turns(
        "Maui para 2",
        "el retiro es por kihei entonces cerca de ahí estaría bien para la primera parte",
    )
    assert intent.filters["near"] == "Kihei"


@pytest.mark.parametrize(
    "utterance",
    [
        "Without a car, no way we can get around. Does the first one have parking?",
        "Sin niños esta vez, ni loco los traigo. ¿La primera tiene piscina?",
        "No thanks, I'll go without breakfast. Does the first one have a kitchen?",
    ],
)
def test_a_refusal_of_something_else_beside_a_question_asks_for_nothing(utterance: str) -> None:
    assert "amenities" not in turns("Porto para 2", utterance).filters


@pytest.mark.parametrize(
    ("utterance", "place"),
    [
        ("My work is remote, two of us, ideally in Leith, Edinburgh", "Leith"),
        ("Hong Kong for 2, trade show at the convention centre in Wan Chai, stay in Tsim Sha Tsui "
         "please", "Tsim Sha Tsui"),
    ],
)  # fmt: skip
def test_a_place_wished_after_the_purpose_is_still_wished(utterance: str, place: str) -> None:
    assert turns(utterance).filters["near"] == place


def test_a_landmark_name_written_in_lower_case_inside_a_phrase_is_not_read() -> None:
    intent = turns("Sydney, convention centre crowds are not our thing, we want Bondi, 2 people")
    assert intent.filters["near"] == "Bondi Beach"


@pytest.mark.parametrize(
    ("utterance", "amenity"),
    [
        ("¿hay algo con entrada a nivel de calle?", "Step-free access"),
        (
            "necesitamos que sea en primer piso o con ascensor, y con cocina porque mi esposo no "
            "come cualquier cosa",
            "Kitchen",
        ),
    ],
)
def test_needs_said_beside_a_floor_or_a_street_level_entrance_are_asked(
    utterance: str, amenity: str
) -> None:
    assert amenity in turns("Porto", utterance).filters["amenities"]


@pytest.mark.parametrize(
    "utterance", ["ni escaleras ni ascensor, da igual", "el primer piso tiene cocina?"]
)
def test_look_alikes_of_floors_and_stairs_ask_nothing(utterance: str) -> None:
    assert "amenities" not in turns("Porto", utterance).filters


@pytest.mark.parametrize(
    "utterance",
    [
        "ok nvm the cat is gonna stay w my mom after all, she offered. so pets dont matter anymore",
        "the cat is gonna stay with my mom",
        "the dog is staying with my sister",
    ],
)
def test_a_pet_staying_with_someone_else_takes_the_pets_back(utterance: str) -> None:
    assert "Pets allowed" not in turns("Porto, with my cat", utterance).filters.get("amenities", [])


@pytest.mark.parametrize(
    ("utterance", "kind"),
    [
        ("queremos algo seguro, un apartamentico entero, no compartir con extraños", "Apartment"),
        ("um apezinho perto da praia, só para nós", "Apartment"),
    ],
)
def test_a_home_said_with_a_diminutive_is_of_its_kind(utterance: str, kind: str) -> None:
    assert turns("Porto", utterance).filters["property_type"] == kind


def test_whole_said_of_either_kind_offered_asks_for_a_whole_home() -> None:
    filters = turns(
        "Porto", "Queremos casa ou apartamento inteiro, com piscina se possível"
    ).filters
    assert filters["room_type"] == "Entire home/apt"
    assert "property_type" not in filters


def test_either_of_a_whole_home_and_a_room_asks_for_neither() -> None:
    assert "room_type" not in turns("Porto", "un piso o una habitación privada").filters


@pytest.mark.parametrize(
    ("earlier", "utterance"),
    [
        ("Porto, with my dog", "the dog's staying with my sister"),
        ("Porto, with my cat", "the cat's staying w my mom"),
    ],
)
def test_a_pet_staying_with_someone_said_in_a_contraction_is_not_along(
    earlier: str, utterance: str
) -> None:
    assert "Pets allowed" not in turns(earlier, utterance).filters.get("amenities", [])
