"""Who comes, said the way people say it: "going to Porto my wife and I" (the party never starts
inside a word), "con mi mejor amiga", "me acompaña mi marido", "somos 5 amigos, 3 meninas e 2
meninos", "um lugar pra ficar com minha mãe"; the brother a Christmas is spent with lives there,
and "she was close to Dad" names no place. A stay asked for in a destination we lack ("Tienen algo
en Los Cabos?") changes nothing; an ordinary word ("an academic conference") is no amenity
misspelt. English, Spanish and Portuguese."""

from __future__ import annotations

import pytest

from tests.understanding_helpers import turns


@pytest.mark.parametrize(
    ("utterance", "location"),
    [
        ("Queremos ir a Oporto mi pareja y yo el puente de diciembre", "Porto"),
        ("We're going to Porto my wife and I in May", "Porto"),
        ("vamos a Oporto mi hermana y yo", "Porto"),
    ],
)
def test_a_party_after_a_market_leaves_the_market_whole(utterance: str, location: str) -> None:
    filters = turns(utterance).filters
    assert filters["location"] == location
    assert filters["min_accommodates"] == 2


@pytest.mark.parametrize(
    "utterance",
    [
        "me voy a Estambul con mi mejor amiga del 1 al 7 de mayo",
        "I'm going to Istanbul with my best friend",
        "vou pra Istambul com a minha melhor amiga",
    ],
)
def test_a_best_friend_comes_along(utterance: str) -> None:
    assert turns(utterance).filters["min_accommodates"] == 2


def test_a_best_friend_who_recommends_comes_nowhere() -> None:
    assert "min_accommodates" not in turns("my best friend recommended Istanbul").filters


@pytest.mark.parametrize(
    "utterance",
    [
        "Barcelona del 12 al 16 de febrero. Voy en silla de ruedas y me acompaña mi marido.",
        "Barcelona in February, accompanied by my wife",
        "Barcelona em fevereiro, me acompanha a minha filha",
        "Barcelona, mi marido me acompaña",
        "Barcelona, quem me acompanha é minha irmã",
        "Barcelona, a minha irmã vai me acompanhar",
    ],
)
def test_someone_who_accompanies_the_speaker_comes_along(utterance: str) -> None:
    assert turns(utterance).filters["min_accommodates"] == 2


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        ("somos 5 amigos, 3 meninas e 2 meninos", 5),
        ("we're 4 friends, 2 girls and 2 guys", 4),
        ("4 students, 2 boys and 2 girls", 4),
    ],
)
def test_peers_split_by_who_they_are_count_once(utterance: str, guests: int) -> None:
    assert turns("Rio", utterance).filters["min_accommodates"] == guests


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        ("we are 2 adults, 2 kids", 4),
        ("somos 3 amigas, 3 niños", 6),
        ("we're 2 friends, 2 kids", 4),
    ],
)
def test_more_people_after_a_comma_still_add_up(utterance: str, guests: int) -> None:
    assert turns("Rio", utterance).filters["min_accommodates"] == guests


def test_a_home_to_stay_in_with_someone_is_for_both() -> None:
    filters = turns(
        "Boa tarde, preciso de um lugar no Rio de Janeiro pra ficar com minha mãe umas 3 semanas"
    ).filters
    assert filters["min_accommodates"] == 2


@pytest.mark.parametrize(
    "utterance",
    [
        "vou ao Rio para ficar com minha mãe que está doente",
        "Rio em maio, o cachorro vai ficar com minha mãe",
    ],
)
def test_staying_with_someone_there_or_leaving_the_dog_with_them_adds_no_one(
    utterance: str,
) -> None:
    assert "min_accommodates" not in turns(utterance).filters


def test_the_relative_a_holiday_is_spent_with_lives_there() -> None:
    filters = turns(
        "Please I need accommodation in Antwerp for myself, my wife and our three children "
        "(14, 11 and 7). We are coming to spend Christmas with my brother."
    ).filters
    assert filters["min_accommodates"] == 5


def test_the_household_a_holiday_is_spent_with_comes_along() -> None:
    filters = turns("Antwerp, to spend Christmas with my wife and kids").filters
    assert filters["min_accommodates"] == 4


def test_children_who_accompany_the_speaker_come_along() -> None:
    assert turns("Barcelona, me acompañan mis hijos").filters["min_accommodates"] == 3


def test_someones_home_one_is_close_to_is_no_place() -> None:
    filters = turns("Oahu, 2 of us", "close to Dad's place in Kailua").filters
    assert filters["near"] == "Kailua"


def test_someone_one_is_close_to_is_no_place() -> None:
    filters = turns(
        "Kauai, 2 of us, near the North Shore",
        "my brother's wife wants to come too now, she was close to Dad. So three of us",
    ).filters
    assert filters["near"] == "North Shore"
    assert filters["min_accommodates"] == 3


@pytest.mark.parametrize(
    "utterance",
    [
        "somos 2 adultos, 2 niños (5 y 8) y mi suegra. Tienen algo en Los Cabos?",
        "two of us, anything in Puerto Vallarta?",
        "queremos ir a Fernando de Noronha em maio, somos 4",
    ],
)
def test_a_stay_asked_for_in_a_destination_we_lack_changes_nothing(utterance: str) -> None:
    assert turns(utterance).filters == {}


def test_what_a_budget_buys_at_home_leaves_the_budget() -> None:
    filters = turns(
        "a one bedroom apartment in Albany",
        "the fellowship gives me 2000 dollars per month for housing. I hope this is enough? In "
        "Bologna with this money you have a palace, well, almost.",
    ).filters
    assert filters["location"] == "Albany"
    assert filters["max_price"] == pytest.approx(66.67, rel=0.02)


def test_a_job_at_home_is_no_destination() -> None:
    filters = turns(
        "Sou corretor em Balneário Camboriú, vou pro Havaí com mais dois casais em novembro"
    ).filters
    assert filters == {"min_accommodates": 6}


@pytest.mark.parametrize(
    "utterance",
    [
        "I will be attending an academic conference at McGill University in Montreal",
        "Montreal in May, my daughter is an academic",
    ],
)
def test_an_ordinary_word_is_no_amenity_misspelt(utterance: str) -> None:
    assert "amenities" not in turns(utterance).filters


@pytest.mark.parametrize(
    ("utterance", "amenity"),
    [("Montreal with wifii", "Wifi"), ("Montreal, air condtioning please", "Air conditioning")],
)
def test_a_misspelt_amenity_is_still_read(utterance: str, amenity: str) -> None:
    assert turns(utterance).filters["amenities"] == [amenity]


@pytest.mark.parametrize(
    ("utterance", "kind", "value"),
    [
        ("Montreal, appartment with a kicthen", "property_type", "Apartment"),
        ("Montreal, a flat with wiifi", "amenities", ["Wifi"]),
        ("Montreal, condominiun please", "property_type", "Condominium"),
    ],
)
def test_typos_that_hosts_make_too_are_still_read(utterance: str, kind: str, value: object) -> None:
    assert turns(utterance).filters[kind] == value


def test_the_gardens_visited_are_no_garden_wished() -> None:
    filters = turns("Victoria, just me", "I'll take the bus out to the gardens.").filters
    assert "amenities" not in filters


def test_sydneys_central_station_is_a_place_to_stay_near() -> None:
    filters = turns("Sydney, just me", "ok show me near central station then").filters
    assert filters["near"] == "Central Station"


def test_a_generic_train_station_in_sydney_stays_in_the_query() -> None:
    assert "near" not in turns("Sydney, just me", "near train station pls").filters


@pytest.mark.parametrize(
    "question",
    [
        "y de ahi a times square cuanto se tarda en metro",
        "y desde ahí a Times Square cuánto se tarda?",
        "e de lá até a Times Square quanto tempo?",
        "from there to Times Square, how long on foot?",
        "e dali até a Times Square quanto tempo leva?",
    ],
)
def test_the_way_from_a_listing_to_a_place_asked_wishes_no_place(question: str) -> None:
    filters = turns("Brooklyn, 2 of us", question).filters
    assert filters["near"] == "Brooklyn"


@pytest.mark.parametrize(
    "utterance",
    [
        "Near Place des Arts ideally, or close to a metro station that actually has a lift.",
        "cerca de una estación de metro que tiene ascensor",
    ],
)
def test_the_way_in_a_station_nearby_has_is_no_amenity(utterance: str) -> None:
    assert "Elevator" not in turns("Montreal", utterance).filters.get("amenities", [])


@pytest.mark.parametrize(
    ("utterance", "amenities"),
    [
        ("a flat near the metro with a lift", ["Elevator"]),
        ("un piso cerca del metro que tenga ascensor y wifi", ["Elevator", "Wifi"]),
        ("a flat near the subway that has a washer", ["Washer"]),
        ("perto do metrô que tenha ar condicionado", ["Air conditioning"]),
    ],
)
def test_what_is_wished_after_a_station_nearby_is_the_homes(
    utterance: str, amenities: list[str]
) -> None:
    assert sorted(turns("Montreal", utterance).filters["amenities"]) == sorted(amenities)


@pytest.mark.parametrize(
    "utterance",
    [
        "I will take note of the Milton-Parc apartment. Thank you.",
        "Is the Plateau loft quiet?",
        "o apartamento do Plateau tem elevador?",
    ],
)
def test_a_listing_named_by_its_area_and_kind_is_asked_about(utterance: str) -> None:
    filters = turns("Montreal near McGill, just me", utterance).filters
    assert filters == {"location": "Montreal", "min_accommodates": 1, "near": "McGill University"}


def test_a_place_named_like_a_home_is_still_a_place() -> None:
    filters = turns("Sydney for 2", "near the Opera House please").filters
    assert filters["near"] == "Sydney Opera House"


def test_a_listing_named_as_a_likeness_leaves_the_wish() -> None:
    filters = turns(
        "New York, 2 of us", "I'd rather have the Williamsburg loft kind of vibe, lofts only"
    ).filters
    assert filters["property_type"] == "Loft"


def test_an_area_and_kind_wished_with_an_article_is_a_wish() -> None:
    filters = turns("Montreal, just me", "I'd love an apartment in the Plateau").filters
    assert filters["near"] == "Plateau Mont-Royal"
    assert filters["property_type"] == "Apartment"


@pytest.mark.parametrize(
    "utterance",
    [
        "Tengo que ir a Barcelona para unas pruebas en el hospital Vall d'Hebron, del 12 al 16 "
        "de febrero.",
        "Rio de Janeiro, 3 semanas. Ela vai fazer tratamento no INCA, ali no centro.",
    ],
)
def test_where_the_care_a_trip_is_for_happens_is_no_wish(utterance: str) -> None:
    assert "near" not in turns(utterance).filters


@pytest.mark.parametrize(
    ("utterance", "near"),
    [
        (
            "Rio, 2 pessoas. O hospital fica no Centro. Quanto mais perto melhor.",
            "Rio De Janeiro city centre",
        ),
        (
            "Montreal. la oficina está en el centro, algo que esté cerca para no caminar",
            "Montreal city centre",
        ),
        ("Barcelona, cerca del hospital Vall d'Hebron", "Vall d'Hebron"),
    ],
)
def test_staying_close_to_where_the_trip_is_for_is_a_wish(utterance: str, near: str) -> None:
    assert turns(utterance).filters["near"] == near


def test_drier_weather_is_no_dryer() -> None:
    filters = turns("Big Island, Kona side, the weather's meant to be drier over there").filters
    assert "amenities" not in filters


def test_a_drier_asked_for_is_a_dryer() -> None:
    assert turns("Big Island", "washer and drier please").filters["amenities"] == [
        "Washer",
        "Dryer",
    ]


@pytest.mark.parametrize(
    "utterance", ["thinking maui for a couple weeks in october", "Maui, a couple days"]
)
def test_a_couple_of_weeks_is_no_couple(utterance: str) -> None:
    assert "min_accommodates" not in turns(utterance).filters


def test_a_couple_is_still_two() -> None:
    assert turns("Maui for a couple, 5 nights").filters["min_accommodates"] == 2


def test_it_will_just_be_me_is_one_guest() -> None:
    filters = turns("Sadly Geoffrey passed away, so it will just be me this time. Porto").filters
    assert filters["min_accommodates"] == 1


@pytest.mark.parametrize(
    "remark",
    [
        "Is December rainy there? I read the north side gets a lot of rain in winter",
        "dicen que en el norte llueve mucho en diciembre",
    ],
)
def test_the_weather_of_a_side_of_the_island_wishes_no_place(remark: str) -> None:
    assert "near" not in turns("Kauai, 2 of us", remark).filters


def test_a_state_a_market_lies_in_is_no_place_inside_another() -> None:
    filters = turns(
        "New York, 2 of us",
        "Maybe is better to stay in New Jersey? I hear the parking in Manhattan is very expensive",
    )
    assert "near" not in filters.filters
    assert "new" not in filters.search_query.split()


@pytest.mark.parametrize(
    "question",
    [
        "The first one in Jersey City, how many time to go to Times Square with the train?",
        "the second one in Harlem, does it have AC?",
    ],
)
def test_a_listing_named_by_its_order_and_place_is_asked_about(question: str) -> None:
    before = {
        "location": "New York",
        "min_accommodates": 5,
        "max_price": 256,
        "amenities": ["Free parking on premises"],
    }
    assert turns("New York for 5, under 256, parking", question).filters == before
