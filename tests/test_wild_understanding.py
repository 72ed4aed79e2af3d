"""Messages as travellers really write them: each kind of slip the parser once made, and what it
understands now (en/es/pt). The contract is ``eval/README.md``, "How people really talk"."""

from __future__ import annotations

from typing import Any

import pytest

from language.dialog import SearchIntentState, TurnIntent, read_search_text
from language.evaluation import filters_match


def turns(*utterances: str) -> TurnIntent:
    state = SearchIntentState()
    intent = None
    for utterance in utterances:
        intent = state.apply(utterance)
    assert intent is not None
    return intent


def assert_filters(intent: TurnIntent, expected: dict[str, Any], approx: tuple[str, ...] = ()):
    got = intent.filters | ({"sort": intent.sort} if intent.sort else {})
    assert filters_match(expected, got, approx), f"expected {expected}, got {got}"


# --- the semantic query holds only words a listing could say -------------------------------------


@pytest.mark.parametrize(
    ("utterance", "absent"),
    [
        ("our budget never goes above 200 euros a night", "goes"),
        ("I only ever book with superhosts", "ever"),
        ("we're flying to Sydney in July", "flying"),
        ("we're flying to Sydney in July", "july"),
        ("2br w/ parking nyc", "w/"),
        ("viajamos con nuestro perro", "nuestro"),
        ("cheaper, under 100", "cheaper"),
        ("I'm a light sleeper", "light"),
        ("Buenas! piso en Barcelona para un finde de mayo", "mayo"),
        ("yooo rio for carnival, 4 of us", "yooo"),
    ],
)
def test_words_about_the_visitor_dates_and_fillers_never_reach_the_query(
    utterance: str, absent: str
) -> None:
    assert absent not in turns(utterance).search_query


def test_words_a_listing_could_say_stay_in_the_query() -> None:
    intent = turns("somewhere quiet in Porto with a river view, we're back again in april")
    assert intent.search_query == "quiet river view"


def test_abbreviations_are_understood() -> None:
    assert_filters(
        turns("2br w/ parking nyc, 4 ppl"),
        {
            "location": "New York",
            "min_bedrooms": 2,
            "min_accommodates": 4,
            "amenities": ["Free parking on premises"],
        },
    )


# --- places inside a market ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("utterances", "expected"),
    [
        (["Rio for 4", "copacabana or ipanema, close to the beach is a must"],
         {"location": "Rio De Janeiro", "min_accommodates": 4, "near": "Copacabana Beach"}),
        (["Edinburgh for two", "anything within walking distance of the castle?"],
         {"location": "Edinburgh", "min_accommodates": 2, "near": "Edinburgh Castle"}),
        (["apartamento en Amberes", "cerca de la estación central"],
         {"location": "Antwerp", "property_type": "Apartment", "near": "Antwerpen-Centraal"}),
        (["Porto, 3 pessoas", "perto do centro de preferência"],
         {"location": "Porto", "min_accommodates": 3, "near": "Porto city centre"}),
        (["flat near Ipanema", "closer to the beach would be nice"],
         {"location": "Rio De Janeiro", "property_type": "Apartment", "near": "Ipanema Beach"}),
        (["flat near Ipanema", "anywhere in Rio is fine"],
         {"location": "Rio De Janeiro", "property_type": "Apartment"}),
        (["house near Bondi", "same in Brisbane"],
         {"location": "Brisbane", "property_type": "House"}),
        (["Victoria for 2", "no queremos estar en pleno centro"],
         {"location": "Victoria", "min_accommodates": 2}),
    ],
)  # fmt: skip
def test_a_place_inside_the_market_is_near(utterances: list[str], expected: dict[str, Any]) -> None:
    assert_filters(turns(*utterances), expected)


def test_two_markets_offered_as_alternatives_set_none() -> None:
    assert_filters(turns("trying to decide between Sydney and Brisbane, just the two of us"),
                   {"min_accommodates": 2})  # fmt: skip


def test_a_market_we_do_not_have_changes_nothing() -> None:
    intent = turns("2 bedroom flat in Porto", "I want to go to Lisbon")
    assert intent.unknown_places == ["Lisbon"]
    assert_filters(intent, {"location": "Porto", "min_bedrooms": 2, "property_type": "Apartment"})


# --- money: currencies, per person, for the whole stay -------------------------------------------


@pytest.mark.parametrize(
    ("utterances", "expected"),
    [
        (["somewhere near the beach in Rio for under 50 dollars"],
         {"location": "Rio De Janeiro", "max_price": 278}),
        (["house in Sydney", "max 90 a night in aussie dollars"],
         {"location": "Sydney", "property_type": "House", "max_price": 90}),
        (["flat in Porto for 3", "max 30 per person per night"],
         {"location": "Porto", "property_type": "Apartment", "min_accommodates": 3,
          "max_price": 90}),
        (["Istanbul for 5 nights, 2 of us", "about 450 euros for the whole stay"],
         {"location": "Istanbul", "min_accommodates": 2, "max_price": 3135}),
        (["Rio, 4 pibes", "40 dólares por cabeza por noche"],
         {"location": "Rio De Janeiro", "min_accommodates": 4, "max_price": 889}),
        (["casa em Porto", "500 for the week"],
         {"location": "Porto", "property_type": "House", "max_price": 71}),
        (["Porto", "120 euros", "ok, 160 then"], {"location": "Porto", "max_price": 160}),
        (["Sydney", "under 300 pesos chilenos"], {"location": "Sydney"}),
    ],
)  # fmt: skip
def test_prices_are_nightly_in_the_markets_currency(
    utterances: list[str], expected: dict[str, Any]
) -> None:
    assert_filters(turns(*utterances), expected, approx=("max_price",))
    assert "dollars" not in turns(*utterances).search_query


def test_dates_and_lengths_of_stay_set_nothing() -> None:
    assert_filters(turns("Montreal, Jan 3-10, 2 adults + a baby (9 months)"),
                   {"location": "Montreal", "min_accommodates": 3})  # fmt: skip


# --- hedges, negations, comparisons, either/or ---------------------------------------------------


@pytest.mark.parametrize(
    ("utterance", "expected"),
    [
        ("a kitchen would be nice but is not essential", {"location": "Oahu"}),
        ("w/ washer if poss, not a dealbreaker", {"location": "Oahu"}),
        ("a pool if possible", {"location": "Oahu", "amenities": ["Pool"]}),
        ("ideally with a hot tub", {"location": "Oahu", "amenities": ["Hot tub"]}),
        ("we don't need a whole house", {"location": "Oahu"}),
        ("anything but a hostel", {"location": "Oahu"}),
        ("private room is fine", {"location": "Oahu"}),
        ("a cottage would suit us better than a flat", {"location": "Oahu",
                                                        "property_type": "Cottage"}),
        ("Preferimos casa antes que apartamento", {"location": "Oahu", "property_type": "House"}),
        ("a cabin or a treehouse", {"location": "Oahu"}),
        ("a yard or a patio", {"location": "Oahu"}),
        ("Si no hay cabañas, una casa chica también está bien", {"location": "Oahu"}),
    ],
)  # fmt: skip
def test_each_clause_has_its_scope(utterance: str, expected: dict[str, Any]) -> None:
    assert_filters(turns("Oahu", utterance), expected)


def test_a_declined_type_is_taken_away_only_when_it_is_the_one_active() -> None:
    assert_filters(turns("serviced apartment in Edinburgh", "No hostels, no B&Bs."),
                   {"location": "Edinburgh", "property_type": "Serviced apartment"})  # fmt: skip
    assert_filters(turns("hostel in Porto", "anything but a hostel"), {"location": "Porto"})


def test_either_or_places_keep_everything_said_before() -> None:
    intent = turns(
        "flat in Rio for 4 with a pool", "near the beach, Leblon or Ipanema, either is fine"
    )
    assert_filters(intent, {"location": "Rio De Janeiro", "property_type": "Apartment",
                            "min_accommodates": 4, "amenities": ["Pool"],
                            "near": "Leblon"})  # fmt: skip


def test_a_hypothetical_about_this_search_refines_it() -> None:
    assert_filters(turns("house in Maui for 6 with 3 bedrooms",
                         "what if it's just the two of us, 1 bedroom?"),
                   {"location": "Maui", "property_type": "House", "min_accommodates": 2,
                    "min_bedrooms": 1})  # fmt: skip


# --- guests --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        ("just me", 1),
        ("Bom dia, vou pra Istambul, sozinho", 1),
        ("2 people bailed, so 6 of us now", 6),
        ("Somos mi esposo, yo, mis dos hijos de 8 y 5 años y la bebé de 1 añito", 5),
        ("Eu e a minha mulher vamos a Edimburgo", 2),
        ("somos una familia de cuatro (dos peques de 5 y 8 años)", 4),
    ],
)
def test_guests_are_counted_as_people_say_them(utterance: str, guests: int) -> None:
    assert turns(utterance).filters["min_accommodates"] == guests


def test_a_honeymoon_with_no_number_sets_no_guests() -> None:
    assert "min_accommodates" not in turns("our honeymoon in Maui").filters


# --- requests versus questions about the results -------------------------------------------------


@pytest.mark.parametrize(
    "question",
    [
        "which one is the cheapest?",
        "is the last one close to the beach?",
        "¿el segundo está cerca de la playa?",
        "does the cheapest one have a kitchen",
        "Does the Oak Bay one have parking?",
        "tem cozinha? assim poupamos nas refeições",
        "which one is closest to Kona? we fly in there",
    ],
)
def test_questions_about_the_results_change_nothing(question: str) -> None:
    state = SearchIntentState({"location": "Victoria", "min_accommodates": 2})
    intent = state.apply(question)
    assert intent.kind == "results_question"
    assert intent.filters == {"location": "Victoria", "min_accommodates": 2}


@pytest.mark.parametrize(
    ("request_", "amenity"),
    [("anything with a kitchen?", "Kitchen"), ("do any have parking?", "Free parking on premises"),
     ("is there one with a pool?", "Pool"), ("Alguno con piscina?", "Pool")],
)  # fmt: skip
def test_asking_whether_any_has_something_asks_for_it(request_: str, amenity: str) -> None:
    intent = SearchIntentState({"location": "Porto"}).apply(request_)
    assert intent.kind == "search" and intent.filters["amenities"] == [amenity]


def test_a_question_then_a_request_is_a_request() -> None:
    intent = SearchIntentState({"location": "Maui"}).apply(
        "Only 2? Ok what are they like. We want something romantic, ideally with a hot tub"
    )
    assert intent.filters == {"location": "Maui", "amenities": ["Hot tub"]}
    assert "romantic" in intent.search_query


# --- going back ----------------------------------------------------------------------------------


def test_going_back_restores_that_search_whole() -> None:
    intent = turns(
        "Sydney near Bondi, entire place, under 250 AUD, cheapest first",
        "Now do Brisbane, same budget, somewhere near South Bank",
        "Any with a balcony?",
        "Actually let's go back to the Bondi ones",
    )
    assert_filters(intent, {"location": "Sydney", "near": "Bondi Beach", "max_price": 250,
                            "room_type": "Entire home/apt", "sort": "price_asc"})  # fmt: skip


# --- the page's search box -----------------------------------------------------------------------


def test_the_search_box_starts_afresh_on_a_new_request() -> None:
    text = read_search_text("loft in New York", {"location": "Porto", "max_price": 120})
    assert text.filters == {"location": "New York", "property_type": "Loft"}


def test_the_search_box_refines_what_the_form_holds() -> None:
    text = read_search_text("with a pool", {"location": "Porto", "max_price": 120})
    assert text.filters == {"location": "Porto", "max_price": 120, "amenities": ["Pool"]}


def test_the_search_box_leaves_out_filters_its_search_does_not_take() -> None:
    text = read_search_text("flat near Ipanema", {}, keys=("location", "property_type"))
    assert text.filters == {"location": "Rio De Janeiro", "property_type": "Apartment"}
