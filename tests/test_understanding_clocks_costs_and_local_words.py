"""A currency's country said after it, a month that ends a place's name, talk with someone far
away, a place's clock, what parking or a car costs by the day, and the local words for a bedroom,
a room, a desk and air conditioning. Each kind in English, Spanish and Portuguese where it is
said in them, with look-alikes that must not change."""

from __future__ import annotations

import pytest

from tests.understanding_helpers import turns

# --- a currency's country said after it ---------------------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    ["My budget is maximum 120 dollars US for one night.", "max 120 dollars USD a night"],
)
def test_a_currency_with_its_country_after_it_keeps_the_market(utterance: str) -> None:
    intent = turns("Hong Kong, an apartment for me", utterance)
    assert intent.filters["location"] == "Hong Kong"
    assert "country" not in intent.filters
    assert intent.filters["max_price"] == pytest.approx(120 * 7.8, rel=0.05)


def test_a_country_named_for_the_trip_is_still_the_country() -> None:
    assert turns("a house in the US for 4").filters["country"] == "United States"


# --- a month before its day ends a place's name --------------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "Need a place in Montreal Oct 14-18 for a conference. Just me.",
        "Need a place in Montreal October 14 to 18, just me",
    ],
)
def test_a_month_before_its_day_is_no_part_of_a_place(utterance: str) -> None:
    intent = turns(utterance)
    assert intent.filters["location"] == "Montreal"
    assert "near" not in intent.filters


# --- talk or work with someone far away ----------------------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "Must have a desk and wifi, I'll be on calls with Indianapolis in the evenings.",
        "preciso de internet boa, vou fazer muitas chamadas com Luanda",
        "necesito wifi, tengo llamadas con Marta todo el día",
    ],
)
def test_calls_with_someone_add_no_one_to_the_party(utterance: str) -> None:
    assert turns("Montreal, just me", utterance).filters["min_accommodates"] == 1


@pytest.mark.parametrize("utterance", ["Porto with Rita and Ana", "I'm going with Maria"])
def test_going_with_someone_still_adds_them(utterance: str) -> None:
    assert turns(utterance).filters["min_accommodates"] > 1


# --- a place's clock -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "Need a proper workspace, I work UK hours so I'll be up through the night on calls.",
        "trabajo en hora de España así que necesito escritorio",
        "I keep Sydney time for work, so a desk please",
    ],
)
def test_a_places_clock_is_not_where_the_visitor_goes(utterance: str) -> None:
    intent = turns("Hong Kong, a studio for 1", utterance)
    assert intent.filters["location"] == "Hong Kong"
    assert "country" not in intent.filters
    assert intent.filters["amenities"] == ["Laptop friendly workspace"]


def test_a_market_before_other_words_is_still_the_market() -> None:
    assert turns("2 nights in Sydney, what time is check-in?").filters["location"] == "Sydney"


# --- what parking or a car costs by the day ------------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "we're driving so need parking too, dont wanna pay 40 bucks a day for a garage",
        "Esse com garagem a 25 euros por dia à parte? Somando dá quase 200 euros só do carro.",
        "el parking a 20 euros por día es un robo",
    ],
)
def test_what_parking_costs_by_the_day_is_no_budget(utterance: str) -> None:
    intent = turns("Jersey City for 2 under 150", utterance)
    assert intent.filters["max_price"] == 150


@pytest.mark.parametrize(
    ("utterance", "ceiling"),
    [("parking is a must, max 120 a night", 120), ("200 euros for the car and the flat", 200)],
)
def test_a_budget_beside_parking_is_still_the_budget(utterance: str, ceiling: int) -> None:
    assert turns("Porto for 2", utterance).filters["max_price"] == ceiling


# --- local words ---------------------------------------------------------------------------------


def test_a_mexican_recamara_is_a_bedroom() -> None:
    assert turns("Newark", "Buscamos un depa de una recámara").filters["min_bedrooms"] == 1


def test_a_chilean_pieza_privada_is_a_private_room() -> None:
    intent = turns("Sydney", "una pieza privada, no necesitamos departamento entero")
    assert intent.filters["room_type"] == "Private room"


def test_a_portuguese_secretaria_to_work_at_is_a_desk() -> None:
    intent = turns("Porto", "Preciso de internet boa e uma secretária para trabalhar")
    assert intent.filters["amenities"] == ["Wifi", "Laptop friendly workspace"]


@pytest.mark.parametrize(
    ("utterance", "amenities"),
    [
        ("necesitamos aire sí o sí, no me quiero morir de calor", ["Air conditioning"]),
        ("necesitamos aire fresco y luz", None),
        ("tiene aire? una amiga dice que sin aire no se puede dormir", None),
    ],
)
def test_aire_said_short_is_air_conditioning_when_needed(
    utterance: str, amenities: list[str] | None
) -> None:
    assert turns("Rio for 2", utterance).filters.get("amenities") == amenities


@pytest.mark.parametrize(
    ("utterance", "kind"),
    [
        ("Ideally near Darling Harbour so I can get about on the flat.", None),
        ("Ideally a flat near Darling Harbour", "Apartment"),
    ],
)
def test_on_the_flat_is_level_ground(utterance: str, kind: str | None) -> None:
    assert turns("Sydney for 2", utterance).filters.get("property_type") == kind


# --- a place said with "no" after it -------------------------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "Ah no, Lahaina no, me dijeron que todavía se está recuperando. Mejor Kihei o Wailea.",
        "Lahaina não, por favor. Kihei ou Wailea",
    ],
)
def test_a_place_with_no_after_it_is_ruled_out(utterance: str) -> None:
    assert turns("Maui for 4, near Lahaina", utterance).filters["near"] == "Kihei"


@pytest.mark.parametrize("utterance", ["algo en Copacabana no?", "Copacabana, no sé"])
def test_a_place_asked_about_with_no_is_still_wished(utterance: str) -> None:
    assert turns("Rio for 2", utterance).filters["near"] == "Copacabana Beach"


# --- animals of the streets ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "My wife is allergic to cats. In Istanbul there are many cats in street, this is ok.",
        "los gatos en la calle no nos molestan, está bien",
        "os gatos na rua são ok",
    ],
)
def test_animals_of_the_streets_are_no_pets_brought(utterance: str) -> None:
    assert "amenities" not in turns("Istanbul for 3", utterance).filters


@pytest.mark.parametrize(
    "utterance",
    ["our two stray cats come with us", "adoptamos dos gatos callejeros y viajan con nosotros"],
)
def test_strays_adopted_and_brought_are_pets(utterance: str) -> None:
    assert turns("Istanbul for 3", utterance).filters["amenities"] == ["Pets allowed"]


def test_a_cat_brought_still_asks_for_pets() -> None:
    assert turns("Istanbul for 3", "we travel with our cat").filters["amenities"] == [
        "Pets allowed"
    ]


# --- "each night" ------------------------------------------------------------------------------


def test_each_night_is_a_nights_price_not_each_persons() -> None:
    intent = turns("Honolulu for 2 adults", "Our per diem is about 180 USD each night.")
    assert intent.filters["max_price"] == 180


def test_each_after_an_amount_is_still_each_persons() -> None:
    assert turns("Honolulu for 2 adults", "ok 100 USD each").filters["max_price"] == 200


# --- someone joining, said in Spanish and Portuguese -------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "mi hermana también viene",
        "a minha irmã também vai",
        "my colleague Tom is coming too",
    ],
)
def test_someone_joining_adds_one(utterance: str) -> None:
    assert turns("Porto, just me", utterance).filters["min_accommodates"] == 2


@pytest.mark.parametrize(
    "utterance",
    [
        "Porto for me and my wife, my sister is coming too",
        "Barcelona para mí y mi novio, mi hermana también viene",
    ],
)
def test_someone_joining_a_party_said_before_the_comma_adds_one(utterance: str) -> None:
    assert turns(utterance).filters["min_accommodates"] == 3


def test_someone_said_not_to_come_adds_no_one() -> None:
    intent = turns("Porto, just me", "my sister, who is not coming, says hi")
    assert intent.filters["min_accommodates"] == 1


# --- someone else's dorm, and a child's university days --------------------------------------


def test_someone_elses_dorm_is_no_room_asked_for() -> None:
    intent = turns("Albany", "I'm coming to help my daughter move out of her dorm at UAlbany.")
    assert "room_type" not in intent.filters
    assert "near" not in intent.filters


def test_a_dorm_asked_for_is_a_shared_room() -> None:
    assert turns("Albany, a dorm bed please").filters["room_type"] == "Shared room"


def test_a_venue_named_in_brackets_after_its_kind_is_the_trips_purpose() -> None:
    intent = turns(
        "I go with my daughter to Albany for her orientation at the university (University at "
        "Albany) in August. We need a place for 4 nights, 2 persons."
    )
    assert "near" not in intent.filters
    assert intent.filters["min_accommodates"] == 2


# --- stairs someone cannot climb ------------------------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "My mother cannot walk far and cannot climb stairs.",
        "she can't walk far and can't do stairs",
        "mi madre no puede caminar mucho y no puede subir escaleras",
    ],
)
def test_stairs_someone_cannot_climb_ask_for_step_free_access(utterance: str) -> None:
    assert turns("Honolulu, 3 of us", utterance).filters["amenities"] == ["Step-free access"]


@pytest.mark.parametrize(
    "utterance",
    [
        "mother in law cannot climb stairs much, so need one bedroom downstairs for her ok",
        "Mi mujer no puede subir escaleras, así que o bajo o con ascensor.",
    ],
)
def test_stairs_someone_cannot_climb_with_a_low_floor_offered_ask_for_neither(
    utterance: str,
) -> None:
    assert "amenities" not in turns("Honolulu, 3 of us", utterance).filters


def test_no_stairs_beside_a_lift_still_asks_for_both() -> None:
    intent = turns("New York for 2", "Very important: no stairs, building with elevator.")
    assert intent.filters["amenities"] == ["Step-free access", "Elevator"]


def test_step_free_access_not_needed_is_taken_back() -> None:
    intent = turns("New York for 2, step-free", "we don't need step-free access")
    assert "amenities" not in intent.filters


# --- "whatever's", and "that isn't" -------------------------------------------------------------


def test_whatevers_near_a_place_with_things_asks_for_them() -> None:
    intent = turns(
        "New York for 11",
        "send me whatever's near Bay Ridge with a lift and at least 3 bedrooms",
    )
    assert intent.filters["amenities"] == ["Elevator"]
    assert intent.filters["min_bedrooms"] == 3


def test_whatever_as_a_shrug_still_lifts_what_it_follows() -> None:
    assert "amenities" not in turns("New York for 2, pool", "a pool, whatever").filters


@pytest.mark.parametrize(
    "utterance", ["whatever's cheapest that isnt a dorm", "algo barato que no sea un dormitorio"]
)
def test_that_isnt_rules_a_kind_out(utterance: str) -> None:
    assert "room_type" not in turns("Antwerp for 4", utterance).filters


# --- what is done on the beach -------------------------------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "Ideally near Matosinhos, so we can walk him on the beach.",
        "quiero correr en la playa cada mañana",
        "para as crianças brincarem na praia",
    ],
)
def test_what_is_done_on_the_beach_asks_for_no_beachfront(utterance: str) -> None:
    assert "amenities" not in turns("Porto for 2", utterance).filters


def test_a_home_on_the_beach_is_beachfront() -> None:
    assert turns("Porto for 2", "a flat on the beach").filters["amenities"] == ["Beachfront"]


# --- a place the gazetteer lacks, compared -------------------------------------------------------


def test_a_place_said_to_be_closer_is_no_wish() -> None:
    intent = turns("Lisboa en octubre", "¿Y en Oporto? Está más cerca de Zamora, vamos en coche.")
    assert intent.filters == {"location": "Porto"}


def test_the_closer_the_better_is_a_wish() -> None:
    intent = turns("Barcelona for 6", "Cuanto más cerca del Fòrum mejor")
    assert intent.filters["near"] == "Fòrum"


# --- a ceiling said beside a question about a listing --------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "¿Cuánto sale el segundo por noche? No queremos pasar de 90 euros.",
        "How much is the second one? No more than 90 euros for us.",
        "Quanto custa o segundo? Não queremos passar de 90 euros.",
    ],
)
def test_a_ceiling_said_beside_a_question_stands(utterance: str) -> None:
    assert turns("Porto for 2", utterance).filters["max_price"] == 90


def test_a_ceiling_asked_about_a_listing_sets_nothing() -> None:
    intent = turns("Porto for 2", "How much is the second one? is it under 90 euros?")
    assert "max_price" not in intent.filters


# --- the party said as "me and jess", and "this time" --------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    ["2 nights in porto in april, me and jess, up to £100 a night", "porto, me n jess."],
)
def test_a_first_name_in_lower_case_beside_me_counts(utterance: str) -> None:
    assert turns(utterance).filters["min_accommodates"] == 2


@pytest.mark.parametrize("utterance", ["porto, me and work, that's all", "porto, me and books."])
def test_an_ordinary_word_beside_me_is_no_companion(utterance: str) -> None:
    assert "min_accommodates" not in turns(utterance).filters


def test_this_time_is_no_listing_shown() -> None:
    intent = turns(
        "Hello, again we travel! This time Istanbul for one week in May, my husband and me. "
        "Something near Sultanahmet please."
    )
    assert intent.filters["min_accommodates"] == 2
    assert intent.filters["near"] == "Sultanahmet"


def test_a_proper_work_setup_is_a_workspace() -> None:
    intent = turns("Rio for six weeks", "Same deal, one bedroom, proper work setup.")
    assert intent.filters["amenities"] == ["Laptop friendly workspace"]


# --- pets no longer coming, and a kind the home may turn out to be -------------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "ok nvm, pets dont matter anymore",
        "pets doesnt matter now",
    ],
)
def test_pets_that_no_longer_matter_are_taken_back(utterance: str) -> None:
    intent = turns("Jersey City, 2, cat and parking", utterance)
    assert intent.filters["amenities"] == ["Free parking on premises"]


@pytest.mark.parametrize(
    "utterance",
    ["Lift is ok if it is an apartment building.", "si es un departamento, que tenga ascensor"],
)
def test_a_kind_the_home_may_turn_out_to_be_is_not_asked(utterance: str) -> None:
    assert "property_type" not in turns("Honolulu for 2", utterance).filters


def test_a_kind_asked_if_possible_is_still_asked() -> None:
    intent = turns("Honolulu for 2", "an apartment if possible")
    assert intent.filters["property_type"] == "Apartment"


# --- look-alikes a review found ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("utterance", "market"),
    [
        ("I need some Maui time, condo for 2 with pool", "Maui"),
        ("Quero ficar a uma hora do Porto, apartamento para 2", "Porto"),
        ("arriving 10pm Sydney time, need a room", "Sydney"),
        ("¡Hora de Barcelona! piso para 2", "Barcelona"),
    ],
)
def test_a_place_beside_time_words_is_still_where_the_visitor_goes(
    utterance: str, market: str
) -> None:
    assert turns(utterance).filters["location"] == market


def test_a_homes_price_with_a_garage_by_the_day_is_the_budget() -> None:
    intent = turns("Porto, apartamento com garagem a 80 euros por dia")
    assert intent.filters["max_price"] == 80


@pytest.mark.parametrize(
    ("utterance", "amenities"),
    [
        ("New York, a balcony would be nice but whatever is fine", None),
        ("Barcelona, un piso que no sea caro con piscina", ["Pool"]),
        ("necesitamos aire y mucha luz, Barcelona", None),
    ],
)
def test_look_alikes_keep_what_they_asked(utterance: str, amenities: list[str] | None) -> None:
    assert turns(utterance).filters.get("amenities") == amenities


def test_a_lift_from_the_airport_offers_no_low_floor() -> None:
    intent = turns("Porto, my mum can't climb stairs, and we need a lift from the airport")
    assert "Step-free access" in intent.filters["amenities"]


def test_working_with_someone_on_the_trip_counts_them() -> None:
    intent = turns("I'll be working with Anna on the trip to Sydney, we need 2 rooms")
    assert intent.filters["min_accommodates"] == 2


def test_closer_to_a_place_asked_as_a_refinement_is_a_wish() -> None:
    assert turns("Barcelona", "más cerca de Sant Cugat").filters["near"] == "Sant Cugat"


def test_a_discount_on_the_flat_keeps_the_flat() -> None:
    intent = turns("Edinburgh, any discounts on the flat for a week?")
    assert intent.filters["property_type"] == "Apartment"


def test_a_weekday_ends_a_places_name() -> None:
    intent = turns("place in Montreal Fri Oct 14 to Sun Oct 16")
    assert intent.filters == {"location": "Montreal"}


# --- look-alikes a second review found -----------------------------------------------------------


@pytest.mark.parametrize(
    ("utterance", "near"),
    [
        ("Barcelona, piso en Gràcia y fumadores no", "Gràcia"),
        ("Oahu, quiero Waikiki por qué no", "Waikiki Beach"),
    ],
)
def test_a_no_after_another_wish_keeps_the_place(utterance: str, near: str) -> None:
    assert turns(utterance).filters["near"] == near


@pytest.mark.parametrize(
    ("utterance", "where"),
    [
        ("Spain time! 2 people, flat with balcony", {"country": "Spain"}),
        ("On Maui time! condo for 2 with pool", {"location": "Maui"}),
    ],
)
def test_a_place_enjoyed_as_time_is_still_the_destination(utterance: str, where: dict) -> None:
    filters = turns(utterance).filters
    assert {key: filters.get(key) for key in where} == where


@pytest.mark.parametrize(
    "utterance",
    ["Porto, casa e garagem por 80 euros por dia", "Porto, house plus garage for 80 euros a day"],
)
def test_a_home_priced_with_its_garage_keeps_the_budget(utterance: str) -> None:
    assert turns(utterance).filters["max_price"] == 80


def test_a_kind_preferred_if_it_is_one_is_asked() -> None:
    intent = turns("Porto, melhor se for uma casa com jardim, 4 pessoas")
    assert intent.filters["property_type"] == "House"


def test_a_meeting_with_someone_who_shares_the_flat_counts_them() -> None:
    intent = turns("Porto, meeting with Ana there, she'll share the flat with me")
    assert intent.filters["min_accommodates"] == 2


def test_a_broken_lift_told_of_offers_no_low_floor() -> None:
    intent = turns("Porto, mum can't climb stairs, the last flat had a lift that was always broken")
    assert intent.filters["amenities"] == ["Step-free access"]


def test_walking_the_dog_on_the_beach_keeps_the_dog() -> None:
    intent = turns("Maui, a place on the beach so we can walk the dog on the beach")
    assert intent.filters["amenities"] == ["Beachfront", "Pets allowed"]


def test_my_secretary_is_no_desk() -> None:
    assert "amenities" not in turns("Vou com a minha secretária para trabalhar em Porto").filters


@pytest.mark.parametrize(
    ("utterance", "near"),
    [
        ("3 nights in Kona and 2 nights in Waikiki, family of 4", None),
        ("Ok, entonces 4 noches en Kona y 3 cerca del volcán.", "Kailua-Kona"),
    ],
)
def test_a_stay_split_between_markets_searches_no_place(utterance: str, near: str | None) -> None:
    assert turns(utterance).filters.get("near") == near
