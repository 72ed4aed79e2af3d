"""Numbers said of something else and numbers put right: "2 can share" is who sleeps where, "I
said 5 people, it's 4" corrects the party, "4 people, the boys are 17 and 14" describes some of
the four, "her two younger brothers" are counted; places said beside the stay: an exhibition "at
ICC Darling Harbour" and a fellowship "at the University at Albany" are what the trip is for, a
brother "living in Hilo, so we want Big Island" wishes the market, a gym "nearby" is no amenity,
"queda más cerca de Pipeline" says where another place lies, "the one close to the Diamond
district" is a listing chosen; and what a visitor does not want never reaches the semantic
query ("don't need anything fancy")."""

from __future__ import annotations

import pytest

from tests.understanding_helpers import turns


def test_a_number_that_shares_a_bed_keeps_the_budget() -> None:
    budget = "cheapest possible tbh we're students. like £30 each a night max"
    before = turns("me n 4 mates wanna do antwerp for a long weekend", budget).filters
    filters = turns(
        "me n 4 mates wanna do antwerp for a long weekend",
        budget,
        "dont care about beds, 2 can share, someone can have the sofa",
    ).filters
    assert filters["max_price"] == before["max_price"]


@pytest.mark.parametrize(("number", "price"), [("120 would be better", 120), ("100 will do", 100)])
def test_a_number_that_adjusts_the_budget_still_does(number: str, price: int) -> None:
    assert turns("flat in Porto max 150 a night", number).filters["max_price"] == price


@pytest.mark.parametrize(
    ("message", "guests"),
    [
        ("Myself, my husband and her two younger brothers are coming to Jersey City", 4),
        ("Jersey City for me, my husband and our two younger sons", 4),
        ("Jersey City. 4 people, the boys are 17 and 14 so they can share a room.", 4),
        ("Big Island. 2 person, me and my dive buddy. Separate bed ok", 2),
        ("Jersey City. 4 people, 2 adults and 2 kids", 4),
        ("Jersey City. 3 people, plus a baby", 4),
        ("Porto, me and the new husband", 2),
    ],
)
def test_who_comes(message: str, guests: int) -> None:
    assert turns(message).filters["min_accommodates"] == guests


@pytest.mark.parametrize(
    ("correction", "key", "value"),
    [
        ("Oh wait I said 5 people, it's 4. I counted myself twice lol", "min_accommodates", 4),
        ("I said 5 people, it's 4 btw", "min_accommodates", 4),
        ("i said 5 ppl its 4 pls", "min_accommodates", 4),
        ("sorry I said 2 bedrooms, it's actually 3", "min_bedrooms", 3),
        ("I said 5 people, it's 3 bedrooms", "min_accommodates", 5),
    ],
)
def test_a_number_put_right(correction: str, key: str, value: int) -> None:
    filters = turns("Oahu, 5 people, 2 bedrooms, max 300", correction).filters
    assert filters[key] == value
    assert filters["max_price"] == 300


def test_children_off_to_their_grandparents_do_not_come() -> None:
    filters = turns(
        "This time it's just my husband and me, the children are off to their grandparents! "
        "Something romantic in Porto please."
    ).filters
    assert filters["min_accommodates"] == 2


@pytest.mark.parametrize(
    "message",
    [
        "Sydney for a coffee trade exhibition at ICC Darling Harbour in May",
        "I have been accepted for a short fellowship at the University at Albany",
    ],
)
def test_the_place_of_what_the_trip_is_for_is_no_wish(message: str) -> None:
    assert "near" not in turns(message).filters


def test_walkable_to_the_event_said_before_is_near_it() -> None:
    filters = turns(
        "montreal, sept 22-26",
        "solo. work trip. conference at palais des congres",
        "walkable to it pls. need a desk and good wifi",
    ).filters
    assert filters["near"].casefold() == "palais des congres"  # as typed: not in the gazetteer


def test_walkable_to_it_with_no_event_is_near_nothing() -> None:
    assert "near" not in turns("montreal, sept 22-26", "walkable to it pls").filters


@pytest.mark.parametrize(
    "message",
    [
        "My husband's brother is living in Hilo, so we want Big Island.",
        "My brother lives in Hilo, so we want the Big Island.",
    ],
)
def test_a_home_before_a_wish_for_the_market_is_no_wish(message: str) -> None:
    filters = turns(message).filters
    assert filters["location"] == "The Big Island"
    assert "near" not in filters


def test_a_home_with_a_wish_to_be_close_is_still_near() -> None:
    filters = turns("My brother lives in Hilo, so we want to stay close to him.").filters
    assert filters["near"] == "The Big Island city centre"


@pytest.mark.parametrize(
    "message",
    [
        "any of these have a gym nearby",
        "a gym nearby would be great",
        "un gimnasio cerca",
        "a gym close by would be good",
    ],
)
def test_an_amenity_nearby_is_a_place_near_the_home(message: str) -> None:
    assert "amenities" not in turns("sydney max 200", message).filters


@pytest.mark.parametrize(
    ("message", "amenity"),
    [("need a gym", "Gym"), ("con piscina cerca de la playa", "Pool")],
)
def test_an_amenity_of_the_home_is_still_asked(message: str, amenity: str) -> None:
    assert turns("sydney max 200", message).filters["amenities"] == [amenity]


@pytest.mark.parametrize(
    "message",
    [
        "y en sunset beach no hay nada? queda mas cerca de pipeline creo",
        "y en Sunset Beach? está más cerca de Pipeline",
    ],
)
def test_where_another_place_lies_is_no_wish(message: str) -> None:
    assert turns("oahu 2 personas max 150", message).filters["near"] == "Sunset Beach"


def test_two_places_weighed_without_a_question_mark_choose_neither() -> None:
    filters = turns(
        "maui for 6 max 720", "wait is kihei or lahaina better for going out at night"
    ).filters
    assert "near" not in filters


def test_one_place_preferred_over_another_is_chosen() -> None:
    filters = turns("maui for 6 max 720", "Kihei or Lahaina, Kihei is better for us").filters
    assert filters["near"] == "Kihei"


def test_the_one_close_to_a_place_is_a_listing_chosen() -> None:
    filters = turns(
        "antwerp max 120", "Ok. I will take the one close to the Diamond district. How do I pay?"
    ).filters
    assert "near" not in filters


@pytest.mark.parametrize(
    "message",
    [
        "show me the one closest to Bondi Beach",
        "just the ones close to Bondi Beach",
        "not the one close to Manly Beach, I want something near Bondi Beach",
    ],
)
def test_the_ones_close_to_a_place_still_search_near_it(message: str) -> None:
    assert turns("sydney max 200", message).filters["near"] == "Bondi Beach"


def test_someone_elses_flat_is_not_the_bedrooms_asked() -> None:
    filters = turns(
        "jersey city",
        "His flat is small, 1BHK only, so we require separate accommodation nearby.",
    ).filters
    assert "min_bedrooms" not in filters


def test_bedrooms_asked_beside_someone_elses_are_kept() -> None:
    filters = turns("jersey city", "her place has 2 bedrooms but we need 3 bedrooms").filters
    assert filters["min_bedrooms"] == 3


def test_a_kind_compared_with_a_word_between_is_not_asked() -> None:
    filters = turns(
        "Edinburgh",
        "We would prefer a quiet one-bedroom apartment rather than a hotel-type room.",
    ).filters
    assert filters["property_type"] == "Apartment"
    assert "room_type" not in filters


def test_sleeping_anywhere_keeps_the_market() -> None:
    filters = turns("maui", "dont need anything fancy. couches are fine, we'll sleep anywhere fr")
    assert filters.filters["location"] == "Maui"


def test_anywhere_still_lifts_the_market() -> None:
    assert "location" not in turns("maui", "anywhere is fine").filters


@pytest.mark.parametrize(
    "message", ["lo platico con mi esposa", "Muchas gracias, ahorita lo comento con mi marido"]
)
def test_talking_it_over_with_someone_adds_no_one(message: str) -> None:
    assert turns("jersey city para 6", message).filters["min_accommodates"] == 6


def test_saving_for_a_house_asks_for_no_house() -> None:
    filters = turns(
        "a quiet few nights in Porto, nothing crazy price wise, we're saving for a house"
    )
    assert "property_type" not in filters.filters


@pytest.mark.parametrize(
    "message",
    [
        "she had her knee replaced and is walking so well now, stairs are ok!",
        "stairs aren't a problem now",
    ],
)
def test_stairs_said_to_be_fine_lift_step_free_access(message: str) -> None:
    filters = turns("Jersey City, step-free access please", message).filters
    assert "amenities" not in filters


def test_stairs_that_cannot_be_done_keep_step_free_access() -> None:
    filters = turns("Jersey City, step-free access please", "mum can't do stairs").filters
    assert filters["amenities"] == ["Step-free access"]


@pytest.mark.parametrize(
    "message",
    [
        "nothing fancy",
        "don't need anything fancy",
        "we don't really need anything too fancy",
        "don't need to be near the beach",
        "no necesitamos estar cerca de la playa",
        "no tiene que ser lujoso",
        "nada de lujo",
        "no need for a sea view",
        "sem luxo, nada chique",
        "a flat without a view is fine",
    ],
)
def test_what_is_not_wanted_stays_out_of_the_query(message: str) -> None:
    assert turns("maui", message).search_query == ""


@pytest.mark.parametrize(
    ("message", "word"),
    [
        ("not too far from the beach", "beach"),
        ("I don't want to be far from the beach", "beach"),
        ("no muy lejos de la playa", "playa"),
    ],
)
def test_not_far_from_a_place_still_wishes_it(message: str, word: str) -> None:
    assert word in turns("maui", message).search_query


@pytest.mark.parametrize(
    "message", ["O Dudu falou que vem também, então são 5.", "entonces son 5, nada más"]
)
def test_the_party_said_again_after_someone_joins(message: str) -> None:
    assert turns("Porto, 4 pessoas, max 100", message).filters["min_accommodates"] == 5


def test_a_number_of_nights_is_no_party() -> None:
    assert turns("Porto, 4 pessoas", "entonces son 3 noches").filters["min_accommodates"] == 4


@pytest.mark.parametrize(
    "message",
    ["Sorry, one colleague will also come with me.", "mi hermana también viene conmigo"],
)
def test_someone_coming_with_the_speaker_joins_the_party(message: str) -> None:
    assert turns("Porto, just me, max 100", message).filters["min_accommodates"] == 2


@pytest.mark.parametrize(
    ("party", "message"),
    [
        (
            "looking for 1 nite in newark, taking my 2 boys to the devils game",
            "whats closest to the arena? dont want to walk far at 11pm with a 10 yr old",
        ),
        (
            "Somos dos adultos y tres niños, Isla Grande de Hawái",
            "Cocina buena es imprescindible, no vamos a cenar fuera 14 días con 3 críos.",
        ),
        (
            "looking for 1 nite in newark, taking my 2 boys to the devils game",
            "I dont want to walk far at 11pm with a 10 yr old so close pls",
        ),
        ("Porto for 5 people", "hard to carry a stroller up stairs with a 2 yr old"),
        (
            "Porto for 5 people",
            "hard to carry a stroller up stairs with a 2 yr old, so only ground floor or lift",
        ),
        ("Porto for 5 people", "durante el viaje no queremos caminar mucho con 2 niños"),
        ("Porto for 5 people", "planning to cook since eating out with 3 kids is expensive"),
        ("Somos 5, Porto", "a gente não janta fora com 3 crianças"),
    ],
)
def test_some_of_the_party_named_in_passing_keep_the_party(party: str, message: str) -> None:
    assert (
        turns(party, message).filters["min_accommodates"]
        == turns(party).filters["min_accommodates"]
    )


@pytest.mark.parametrize(
    ("message", "guests"),
    [
        ("for 4 then", 4),
        ("make it a couple", 2),
        ("two couples", 4),
        ("una pareja y un bebé", 3),
        ("what if it's a couple, 1 bedroom?", 2),
        ("traveling alone after all", 1),
        ("I'll come with my wife", 2),
        ("Voy con mi mujer", 2),
        ("mi hermano canceló, iré con mi mujer y mi hijo", 3),
        ("just me with my wife now", 2),
        ("Um aluno desistiu, ficamos 3.", 3),
        ("it's just me and my wife now", 2),
        ("Ay, una se cae porque tiene una boda ese finde. Seríamos 8.", 8),
        ("vale vale de momento 6", 6),
    ],
)
def test_a_smaller_party_said_as_all_of_it_replaces_it(message: str, guests: int) -> None:
    assert turns("Porto for 10 people", message).filters["min_accommodates"] == guests


@pytest.mark.parametrize(
    ("message", "guests"),
    [
        ("so from the 16th onward we'd be two", 2),
        ("vou com ele pro Rio", 2),
    ],
)
def test_the_party_said_in_passing(message: str, guests: int) -> None:
    assert turns("Porto under 100", message).filters["min_accommodates"] == guests


@pytest.mark.parametrize(
    "message",
    [
        "take her out for dinner in Sydney",
        "my son loves animals, we want to take him to the zoo",
        "my son loves music, we want to take him to the Sydney Opera House",
        "we'd be two groups of three",
    ],
)
def test_taking_someone_out_adds_no_party(message: str) -> None:
    filters = turns("Sydney for 6 of us", message).filters
    assert filters["min_accommodates"] == 6


@pytest.mark.parametrize(
    ("message", "amenity"),
    [
        ("we'll have a car so parking close by please", "Free parking on premises"),
        ("we need a pool in the area of Bondi", "Pool"),
        ("a place with a pool close by the beach", "Pool"),
    ],
)
def test_an_amenity_of_the_home_said_with_a_place_is_still_asked(
    message: str, amenity: str
) -> None:
    assert amenity in turns("sydney max 200", message).filters["amenities"]


@pytest.mark.parametrize(
    "message",
    [
        "my husband is going to his colleagues' conference, so near the centre",
        "my mom is with her sister most days",
        "mi hijo se va con sus amigos a la playa un día",
    ],
)
def test_someone_going_out_for_the_day_still_comes(message: str) -> None:
    filters = turns("Porto, me, my husband and our 2 kids", message).filters
    assert filters["min_accommodates"] == 4


def test_a_correction_followed_by_who_comes_counts_them() -> None:
    filters = turns(
        "Oahu, 5 people, 2 bedrooms, max 300", "I said 5 people, it's 4 adults and a baby"
    ).filters
    assert filters["min_accommodates"] == 5


@pytest.mark.parametrize(
    ("message", "query"),
    [
        ("we dont have a car need something near the beach", "near the beach"),
        ("no sé algo tranquilo cerca de la playa", "tranquilo cerca de la playa"),
    ],
)
def test_a_negation_earlier_in_the_sentence_keeps_the_wish(message: str, query: str) -> None:
    assert turns("maui", message).search_query == query


def test_a_place_asked_for_as_closer_to_is_near_it() -> None:
    filters = turns(
        "Oahu max 300", "Waikiki is too busy, I'd prefer something that is closer to Diamond Head"
    ).filters
    assert filters["near"] == "Diamond Head"


def test_someone_elses_small_home_keeps_the_bedrooms_asked() -> None:
    filters = turns("jersey city", "his house is small, need 2 bedrooms").filters
    assert filters["min_bedrooms"] == 2


@pytest.mark.parametrize(
    "message",
    [
        "no stairs ok",
        "zero stairs ok",
        "are stairs ok for a toddler",
        "I can do stairs but my dad can't",
        "not sure stairs are ok for mum",
    ],
)
def test_stairs_not_said_to_be_fine_keep_step_free_access(message: str) -> None:
    filters = turns("Jersey City, step-free access please", message).filters
    assert filters["amenities"] == ["Step-free access"]


@pytest.mark.parametrize(
    "message",
    [
        "las escaleras no son problema",
        "mi madre se operó la rodilla y ya camina bien, las escaleras están bien",
        "stairs are fine now, does any have a balcony?",
    ],
)
def test_stairs_said_to_be_no_problem_lift_step_free_access(message: str) -> None:
    filters = turns("Jersey City, step-free access please", message)
    assert "Step-free access" not in filters.filters.get("amenities", [])


def test_nothing_more_than_a_kind_asks_for_it() -> None:
    filters = turns("Porto", "nothing more than a simple flat for 2").filters
    assert filters["property_type"] == "Apartment"


@pytest.mark.parametrize(
    "message",
    ["es mejor kihei o lahaina para salir de noche", "also is kihei or lahaina better for kids"],
)
def test_two_places_weighed_in_any_language_choose_neither(message: str) -> None:
    assert "near" not in turns("maui for 6", message).filters


def test_an_event_at_a_venues_short_name_after_the_is_no_wish() -> None:
    assert "near" not in turns("Sydney", "a conference at the ICC Darling Harbour").filters


def test_sleeping_anywhere_in_portuguese_keeps_the_market() -> None:
    filters = turns("maui", "sofá serve, a gente dorme em qualquer lugar").filters
    assert filters["location"] == "Maui"


def test_a_wish_to_be_near_a_home_after_the_market_is_near_it() -> None:
    filters = turns(
        "Big Island for 4",
        "My brother lives in Hilo, so we want Big Island, somewhere around his place",
    ).filters
    assert filters["near"] == "The Big Island city centre"


def test_whoever_keeps_the_kids_is_not_in_the_party() -> None:
    filters = turns(
        "this time it's just me and the wife, grandparents have the kids!! something romantic in "
        "Barcelona"
    ).filters
    assert filters["min_accommodates"] == 2


def test_grandparents_listed_with_the_party_come() -> None:
    assert turns("Porto for me, my wife and the grandparents").filters["min_accommodates"] == 4
