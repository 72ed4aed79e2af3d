"""A place offered in a question of its own, a place named as an area, members who join the
speaker later, a party member named singly, two amounts offered for a budget, and days written
with their month. Each kind in English, Spanish and Portuguese where it is said in them, with
look-alikes that must not change."""

from __future__ import annotations

import pytest

from tests.understanding_helpers import turns

# --- a place offered in a question of its own, before a question about it -------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "¿Y Santa Teresa? ¿Es seguro para caminar de noche?",
        "What about Santa Teresa? Is it safe at night?",
        "and what about Santa Teresa? is it far from the beach?",
        "e em Santa Teresa? é seguro?",
        "Y qué tal Santa Teresa? es segura?",
    ],
)
def test_a_place_offered_alone_is_wished_whatever_is_asked_next(utterance: str) -> None:
    intent = turns("apartment in Rio near Copacabana for 2", utterance)
    assert intent.filters["near"] == "Santa Teresa"
    assert intent.filters["min_accommodates"] == 2


@pytest.mark.parametrize(
    "utterance",
    [
        "The first one in Santa Teresa? Is it safe?",
        "Is Santa Teresa safe? and the first one, does it have wifi?",
        "What about Santa Teresa? Or is Leblon better?",
    ],
)
def test_a_place_asked_about_is_not_offered_alone(utterance: str) -> None:
    intent = turns("apartment in Rio near Copacabana for 2", utterance)
    assert intent.filters["near"] == "Copacabana Beach"


# --- a place typed in lower case, named as an area ----------------------------------------------


def test_a_lower_case_place_named_as_an_area_is_meant() -> None:
    intent = turns("flat in Montreal", "the plateau area looks nice")
    assert intent.filters["near"] == "Plateau Mont-Royal"


def test_a_lower_case_ordinary_word_is_still_no_place() -> None:
    assert "near" not in turns("flat in Montreal", "a plateau of prices, sadly").filters


# --- members who join the speaker later -----------------------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "I go to Istanbul for work, but my wife and two kids will join me for the weekend after.",
        "Istanbul for work; my wife and our two kids join me on the Friday",
    ],
)
def test_members_who_join_the_speaker_count_the_speaker_too(utterance: str) -> None:
    assert turns(utterance).filters["min_accommodates"] == 4


def test_someone_who_meets_the_speaker_at_the_airport_does_not_join() -> None:
    intent = turns("Istanbul, my wife will meet me at the airport")
    assert "min_accommodates" not in intent.filters


# --- a party member named singly, and "n" for "and" -------------------------------------------


@pytest.mark.parametrize(
    ("utterance", "party"),
    [
        ("Hong Kong. We are 2 adult, 1 grandmother, 3 children.", 6),
        ("Hong Kong, 2 adults, 1 grandfather and 1 kid", 4),
        ("after a spot on the north shore oahu for me n my gf, mid jan", 2),
    ],
)
def test_each_member_listed_counts(utterance: str, party: int) -> None:
    assert turns(utterance).filters["min_accommodates"] == party


# --- one guest said as "for myself" or "on my own" -----------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "Brisbane, a small apartment near the venue for myself.",
        "Victoria. A week in April, on my own.",
        "I'm going to Victoria BC on my own for a week",
    ],
)
def test_one_guest_said_for_myself_or_on_my_own(utterance: str) -> None:
    assert turns(utterance).filters["min_accommodates"] == 1


@pytest.mark.parametrize(
    ("search", "utterance"),
    [
        ("Victoria, the two of us", "near the Inner Harbour so I can get around on my own"),
        ("Barcelona for 2", "Also I'm coeliac so I'll mostly cook for myself"),
    ],
)
def test_managing_alone_is_no_party_of_one(search: str, utterance: str) -> None:
    assert turns(search, utterance).filters["min_accommodates"] == 2


def test_for_myself_before_a_list_counts_the_list() -> None:
    intent = turns("a flat in Barcelona for myself, my husband and our two grandsons")
    assert intent.filters["min_accommodates"] == 4


# --- two amounts offered for a budget -----------------------------------------------------------


@pytest.mark.parametrize(
    ("search", "utterance", "ceiling"),
    [
        ("Barcelona, somos 8", "Presupuesto unos 40 o 50 euros por cabeza y noche", 400),
        ("Porto para 2", "uns 80 ou 90 euros", 90),
        ("Barcelona for 4", "100 or 120 euros a night", 120),
    ],
)
def test_two_amounts_offered_cap_the_budget_at_the_larger(
    search: str, utterance: str, ceiling: int
) -> None:
    intent = turns(search, utterance)
    assert intent.filters["max_price"] == ceiling
    assert "min_price" not in intent.filters


@pytest.mark.parametrize(
    "utterance",
    ["2 or 3 bedrooms", "around 10 or 11 nights", "unos 10 o 12 días", "room 12 or 14"],
)
def test_two_numbers_of_something_else_are_no_budget(utterance: str) -> None:
    intent = turns("Barcelona", utterance)
    assert "max_price" not in intent.filters
    assert "min_price" not in intent.filters


# --- days written with their month --------------------------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    ["de 10 a 17/12, perto da times square", "from 10 to 17/12", "del 3 al 9/1 si puede ser"],
)
def test_days_written_with_their_month_are_no_prices(utterance: str) -> None:
    intent = turns("New York", utterance)
    assert "max_price" not in intent.filters
    assert "min_price" not in intent.filters


def test_a_price_range_per_night_is_still_a_range() -> None:
    intent = turns("New York", "100 to 150/night")
    assert (intent.filters["min_price"], intent.filters["max_price"]) == (100, 150)


# --- a place named in full, by its first name, or by the centre of another -----------------------


@pytest.mark.parametrize(
    ("utterance", "named"),
    [
        ("Montreal, a course at the Jewish General Hospital. Something close to there", "Jewish"),
        ("Montreal, near the Jewish General Hospital please", "Jewish General Hospital"),
        ("Edinburgh, near the Royal Hospital", "Royal Hospital"),
    ],
)
def test_a_kind_of_place_after_capitalised_words_ends_its_name(utterance: str, named: str) -> None:
    assert turns(utterance).filters["near"].startswith(named)


def test_a_venue_is_meant_by_its_first_name() -> None:
    intent = turns("New York for a conference at the Javits Center", "I want to walk to Javits")
    assert intent.filters["near"] == "Javits Center"


def test_the_centre_of_a_place_named_next_is_no_centre_of_the_market_searched() -> None:
    intent = turns("need a place in jersey city, client is in downtown manhattan. near PATH pls")
    assert "near" not in intent.filters
    assert turns("a flat in downtown jersey city").filters["near"] == "Jersey City city centre"


def test_where_a_graduation_is_is_no_wish_when_a_home_is_wished() -> None:
    intent = turns(
        "me and my husband are going to Sydney to see our daughter graduate at UNSW in December. "
        "We want to stay near her, she lives in Kensington."
    )
    assert intent.filters["near"] == "Kensington"


# --- a place where a past trip went wrong ------------------------------------------------------


def test_a_place_told_of_a_past_trip_is_no_wish() -> None:
    intent = turns(
        "villa in Barcelona for 7",
        "Only superhosts please, we had a bad experience last year in Marbella.",
    )
    assert "near" not in intent.filters
    assert intent.filters["superhost_only"] is True


def test_a_place_recommended_by_someone_who_went_last_year_is_wished() -> None:
    intent = turns("Maui for 2", "Kihei was recommended by a friend who went out there last year.")
    assert intent.filters["near"] == "Kihei"


# --- a lift, or a low floor that does as well --------------------------------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "Temos instrumentos, um contrabaixo grande, então elevador é importante, ou rés-do-chão.",
        "no steps at the entrance, elevator if it's not ground floor",
        "Prefiero primer piso o que tenga ascensor",
        "ground floor or a lift please",
    ],
)
def test_a_lift_or_a_low_floor_asks_for_neither(utterance: str) -> None:
    assert "Elevator" not in turns("Montreal for 4", utterance).filters.get("amenities", [])


@pytest.mark.parametrize(
    "utterance",
    ["we need an elevator, my mum can't do stairs", "elevator please, or a lower price"],
)
def test_a_lift_asked_alone_is_asked(utterance: str) -> None:
    assert "Elevator" in turns("Montreal for 4", utterance).filters["amenities"]


# --- kinds of home talked of, not asked for -------------------------------------------------------


@pytest.mark.parametrize(
    ("search", "utterance"),
    [
        ("Jersey City for 2", "Manhattan hotels are unbelievable prices"),
        ("Porto para 3", "precisa de elevador. Esses apartamentos todos têm?"),
        ("Porto para 3", "estas casas son caras"),
        ("Barcelona", "incluso compartido con otra gente tipo hostel, con tal que sea barato"),
    ],
)
def test_a_kind_talked_of_is_not_asked_for(search: str, utterance: str) -> None:
    assert "property_type" not in turns(search, utterance).filters


@pytest.mark.parametrize(
    ("utterance", "kind"),
    [("hostels please", "Hostel"), ("a hostle please", "Hostel"), ("algo tipo loft", "Loft")],
)
def test_a_kind_asked_for_is_still_asked(utterance: str, kind: str) -> None:
    assert turns("New York", utterance).filters["property_type"] == kind


# --- a market said to be cheaper ------------------------------------------------------------------


def test_a_market_said_to_be_cheaper_keeps_the_search() -> None:
    intent = turns(
        "apartment in New York for 5 with 2 bedrooms",
        "Mi compadre dice que nos quedemos en Jersey City que está bien cerquita y sale más "
        "barato. ¿Qué hay por allá?",
    )
    assert intent.filters == {
        "location": "Jersey City",
        "property_type": "Apartment",
        "min_accommodates": 5,
        "min_bedrooms": 2,
    }


@pytest.mark.parametrize(
    "utterance",
    [
        "something cheap in Porto",
        "My brother says we should stay in Porto, there's a direct train to the beach",
        "Mi hermano dice que nos quedemos en Oporto, que hay tren directo a la playa.",
    ],
)
def test_another_market_with_only_words_of_the_stay_moves_the_search(utterance: str) -> None:
    """The contract's complete request names a market and a constraint or kind of stay; "cheap"
    or "a train" are words for the semantic query, so the search moves and keeps the rest."""
    intent = turns("apartment in New York for 5 with 2 bedrooms", utterance)
    assert intent.filters == {
        "location": "Porto",
        "property_type": "Apartment",
        "min_accommodates": 5,
        "min_bedrooms": 2,
    }


@pytest.mark.parametrize(
    ("utterance", "market"),
    [
        ("I'd like a quiet romantic place near the beach in Porto", "Porto"),
        ("busco algo tranquilo y romántico en Oporto", "Porto"),
        ("Quero um lugar tranquilo no Rio perto da praia", "Rio De Janeiro"),
        ("romantic weekend in Porto", "Porto"),
        ("escapada romántica en Oporto", "Porto"),
    ],
)
def test_words_of_the_stay_asked_for_in_another_market_start_a_new_search(
    utterance: str, market: str
) -> None:
    intent = turns("2 bedroom apartment in Sydney for 4 under 200 with a pool", utterance)
    assert intent.filters == {"location": market}


def test_another_market_with_a_constraint_of_its_own_starts_a_new_search() -> None:
    intent = turns("apartment in New York for 5 with 2 bedrooms", "a house in Porto with a pool")
    assert intent.filters == {"location": "Porto", "property_type": "House", "amenities": ["Pool"]}


# --- days, bedrooms and places said in passing ---------------------------------------------


def test_days_with_their_month_leave_no_number_behind() -> None:
    intent = turns("New York para 2", "de 10 a 17/12, perto da times square de preferencia")
    assert intent.filters == {"location": "New York", "min_accommodates": 2, "near": "Times Square"}


@pytest.mark.parametrize("utterance", ["studio or 1br fine.", "studio or 1 bedroom fine."])
def test_a_studio_or_one_bedroom_accepted_asks_for_neither(utterance: str) -> None:
    assert "min_bedrooms" not in turns("Jersey City", utterance).filters


def test_one_bedroom_said_to_be_fine_alone_still_counts() -> None:
    assert turns("Jersey City for 2", "1 bedroom is fine").filters["min_bedrooms"] == 1


@pytest.mark.parametrize(
    "utterance",
    [
        "My father cannot climb stairs well, so one bedroom need to be on ground floor.",
        "one bedroom on the ground floor please",
    ],
)
def test_where_one_bedroom_lies_is_no_count_of_bedrooms(utterance: str) -> None:
    assert "min_bedrooms" not in turns("Albany house for 8", utterance).filters


def test_where_the_drive_starts_names_no_market_over_the_trips_purpose() -> None:
    intent = turns(
        "I'm flying up from Belize City to see my son graduate from UAlbany in May. I'll be "
        "driving up from JFK with my brother"
    )
    assert intent.filters["location"] == "Albany"
    assert intent.filters["min_accommodates"] == 2


# --- look-alikes a fresh review found, which keep what was asked -------------------------------


@pytest.mark.parametrize(
    ("search", "utterance", "near"),
    [
        ("Quero um apê no Rio pra 2", "E o Cristo Redentor? Dá pra ir a pé do primeiro?", None),
        (
            "a place in Barcelona for 2 near the Sagrada Familia",
            "And Park Güell? How long from the first one?",
            "Sagrada Família",
        ),
        ("a place in Sydney for 2", "What about the Opera House? Is it open on Mondays?", None),
        (
            "apartment in Rio near Copacabana for 2",
            "E Santa Teresa? Dá pra ir a pé do primeiro?",
            "Copacabana Beach",
        ),
        (
            "a place in Rio for 2",
            "Last time we stayed in Copacabana and loved it, same area please",
            "Copacabana Beach",
        ),
        (
            "Porto pra 2",
            "no ano passado ficamos na Ribeira e foi ótimo, queremos repetir",
            "Ribeira",
        ),
        (
            "a place in Edinburgh",
            "Looking For A Place In Edinburgh Near The Castle",
            "Edinburgh Castle",
        ),
        ("a place in Albany", "near Albany University", "University at Albany"),
    ],
)
def test_look_alikes_of_this_round_keep_where_to_stay(
    search: str, utterance: str, near: str | None
) -> None:
    assert turns(search, utterance).filters.get("near") == near


@pytest.mark.parametrize(
    ("search", "utterance", "party"),
    [
        ("Place in New York", "my friends in the city will join me for drinks", None),
        ("New York for work", "a friend from college will join me for lunch one day", None),
        ("house in Kauai for the family, 5 people", "I need a bathroom for myself.", 5),
        ("Barcelona for 4 friends", "I'll take the sofa bed for myself.", 4),
        ("Porto for 3 people", "one more thing, I'd like a desk for myself", 3),
        ("a place in Sydney with a desk", "I work for myself.", None),
        ("Booking a little trip for myself to Barcelona", "late September", 1),
    ],
)
def test_look_alikes_of_this_round_keep_the_party(
    search: str, utterance: str, party: int | None
) -> None:
    assert turns(search, utterance).filters.get("min_accommodates") == party


@pytest.mark.parametrize(
    ("search", "utterance", "kind"),
    [
        ("New York for 2", "Looking for one of those lofts in Williamsburg", "Loft"),
        ("Barcelona", "Quiero uno de esos apartamentos con terraza", "Apartment"),
        ("New York for 2", "the second street view house looks nice", None),
    ],
)
def test_look_alikes_of_this_round_keep_the_kind(
    search: str, utterance: str, kind: str | None
) -> None:
    assert turns(search, utterance).filters.get("property_type") == kind


def test_a_street_facing_room_of_a_listing_asks_for_no_room() -> None:
    intent = turns("New York for 2", "the second street-facing room is noisy")
    assert "room_type" not in intent.filters


def test_a_market_said_to_be_cheaper_with_an_accent_keeps_the_search() -> None:
    intent = turns("apartment in New York for 5", "En Jersey City es todo más económico")
    assert intent.filters["min_accommodates"] == 5
    assert intent.filters["location"] == "Jersey City"


# --- a place wished close to, after a landmark named for the trip's event -------------------------


def test_a_place_wished_close_to_wins_over_a_landmark_named_without_a_wish() -> None:
    intent = turns(
        "Going to Barcelona for Mobile World Congress, 3-6 March. Need apartment near Fira Gran "
        "Via, or at least on the L9 or L1 line."
    )
    assert intent.filters == {
        "location": "Barcelona",
        "property_type": "Apartment",
        "near": "Fira Gran Via",
    }


def test_a_lesser_thing_after_the_kind_itself_still_falls_back() -> None:
    intent = turns("Barcelona", "a pool would be a dream!!! or at least a roof terrace")
    assert "amenities" not in intent.filters


@pytest.mark.parametrize(
    "utterance",
    [
        "surry hills one how many min to town hall",
        "bondi one's not bad. is it a proper window?",
    ],
)
def test_a_listing_named_by_its_place_first_is_no_wish(utterance: str) -> None:
    assert "near" not in turns("Sydney for 2", utterance).filters


def test_one_more_night_after_a_place_still_wishes_it() -> None:
    assert turns("Sydney for 2", "Surry Hills one more night").filters["near"] == "Surry Hills"


@pytest.mark.parametrize(
    "utterance",
    [
        "my wife is allergic to dogs. So please no places where pets are allowed.",
        "ningún sitio donde se admitan mascotas, por favor",
    ],
)
def test_no_places_where_a_thing_is_allowed_asks_for_none(utterance: str) -> None:
    assert "Pets allowed" not in turns("Sydney for 2", utterance).filters.get("amenities", [])


def test_pa_before_a_count_is_the_party_not_a_price() -> None:
    intent = turns(
        "Oporto, somos 9, unos 40 o 50 pavos por cabeza la noche",
        "Miarma qué caro está tó. Enséñame el más barato que haya pa 9",
    )
    assert (intent.filters["min_accommodates"], intent.filters["max_price"]) == (9, 450)


def test_a_negation_does_not_reach_past_a_new_clause() -> None:
    intent = turns("Montreal for 2", "he never saw cold like this lol so heating is important.")
    assert intent.filters["amenities"] == ["Heating"]
    assert "amenities" not in turns("Montreal for 2", "we don't need a pool").filters


# --- look-alikes a second review found, which keep what was asked ------------------------------


@pytest.mark.parametrize(
    ("utterance", "expected"),
    [
        (
            "Surry Hills one-bedroom under 200",
            {"near": "Surry Hills", "min_bedrooms": 1, "max_price": 200},
        ),
        ("so surry hills one is too pricey, what about Bondi?", {"near": "Bondi Beach"}),
    ],
)
def test_a_place_before_one_bedroom_or_a_remark_keeps_what_is_asked(
    utterance: str, expected: dict[str, object]
) -> None:
    filters = turns("apartments in Sydney for 2", utterance).filters
    assert {key: filters.get(key) for key in expected} == expected


@pytest.mark.parametrize(
    "utterance",
    [
        "We're driving up from JFK to see my son graduate from UAlbany, need a place for 3",
        "driving up from JFK to see our son graduate from UAlbany in May. A place for 3 people",
    ],
)
def test_where_the_drive_starts_said_first_names_no_market_either(utterance: str) -> None:
    assert turns(utterance).filters["location"] == "Albany"


def test_a_lift_with_a_low_floor_ruled_out_is_asked() -> None:
    intent = turns("apartment in Porto, an elevator, and not the ground floor or first floor")
    assert intent.filters["amenities"] == ["Elevator"]


@pytest.mark.parametrize(
    ("utterance", "amenity"),
    [
        ("nothing where the wifi is slow, I work remotely", "Wifi"),
        ("no place where parking is a problem, we need parking", "Free parking on premises"),
    ],
)
def test_no_place_where_something_goes_wrong_still_asks_for_it(
    utterance: str, amenity: str
) -> None:
    assert amenity in turns("apartment in Porto", utterance).filters["amenities"]


def test_managing_alone_before_a_kind_is_no_home_of_ones_own() -> None:
    intent = turns("I'd like to get around on my own, apartment in Porto")
    assert intent.filters.get("property_type") == "Apartment"
    assert "room_type" not in intent.filters


def test_downtown_and_the_market_searched_is_its_centre() -> None:
    assert turns("apartment in Porto, downtown Porto").filters["near"] == "Porto city centre"


def test_a_studio_or_one_bedroom_relaxes_a_stricter_count() -> None:
    intent = turns("apartment in Montreal with 2 bedrooms", "studio or 1br is fine actually")
    assert "min_bedrooms" not in intent.filters


def test_a_place_offered_before_asking_which_listing_is_closest_is_no_wish() -> None:
    intent = turns("apartment in Rio for 2", "And Copacabana? Which of them is closest?")
    assert "near" not in intent.filters


@pytest.mark.parametrize(
    "utterance",
    [
        "apartment in Porto for me n my gf under 100",
        "apartment in Porto for me and my gf under 100",
    ],
)
def test_a_budget_after_a_party_is_no_age(utterance: str) -> None:
    intent = turns(utterance)
    assert (intent.filters["min_accommodates"], intent.filters["max_price"]) == (2, 100)


def test_children_under_an_age_are_still_counted() -> None:
    intent = turns("Porto, 2 adults and 2 kids under 12, max 150")
    assert (intent.filters["min_accommodates"], intent.filters["max_price"]) == (4, 150)
