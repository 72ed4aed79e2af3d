"""What a visitor tells rather than asks: a past trip ("last year we booked a 2 bedroom suite
that turned out to be a basement") says what went wrong then, not what to search now; and "the
one with the terrace" points at a listing on screen, it does not ask for a terrace. What is asked
in the same message still sets its filter. English, Spanish and Portuguese."""

from __future__ import annotations

import pytest

from tests.understanding_helpers import turns


@pytest.mark.parametrize(
    ("utterance", "told"),
    [
        (
            "Last year in San Diego we booked a '2 bedroom suite' that turned out to be a "
            "basement. Oahu, us + 2 teenagers",
            "min_bedrooms",
        ),
        ("last time we rented a flat with a pool and it was awful. Oahu for 4", "amenities"),
        ("last time we rented a flat with a pool and it was awful. Oahu for 4", "property_type"),
        (
            "El año pasado alquilamos un piso con piscina y fue un desastre. Maui, 4 personas",
            "amenities",
        ),
        (
            "No ano passado ficámos num apartamento com 3 quartos horrível. Porto, somos 4",
            "min_bedrooms",
        ),
        (
            "La última vez reservamos una casa con jardín, nunca más. Sídney para dos",
            "property_type",
        ),
    ],
)
def test_a_past_trip_sets_nothing(utterance: str, told: str) -> None:
    intent = turns(utterance)
    assert told not in intent.filters
    assert intent.filters["min_accommodates"] in (2, 4)


@pytest.mark.parametrize(
    ("utterance", "key", "value"),
    [
        (
            "last year we had a pool in Maui, this time we want a 2 bedroom in Oahu",
            "min_bedrooms",
            2,
        ),
        ("Like last time, a flat with a pool in Maui", "amenities", ["Pool"]),
        ("como la última vez, un piso con piscina en Maui", "amenities", ["Pool"]),
        (
            "After a host cancelled on me last year, I only book with superhosts now. Porto",
            "superhost_only",
            True,
        ),
    ],
)
def test_what_is_wished_now_beside_a_past_trip_still_sets_its_filter(
    utterance: str, key: str, value: object
) -> None:
    assert turns(utterance).filters[key] == value


@pytest.mark.parametrize(
    "said",
    [
        "the one with the balcony, how many bathrooms?",
        "El de la terraza en Diagonal Mar! cuántos baños tiene",
        "la del balcón, ¿cuántos baños tiene?",
        "O da varanda, quantas casas de banho tem?",
        "the flat with the balcony looks great, how far is it from the beach?",
    ],
)
def test_a_listing_pointed_at_by_what_it_has_asks_for_nothing(said: str) -> None:
    intent = turns("Barcelona, 2 bedrooms", said)
    assert "amenities" not in intent.filters
    assert intent.filters["min_bedrooms"] == 2


@pytest.mark.parametrize(
    ("said", "amenity"),
    [
        ("a flat with a balcony please", "Patio or balcony"),
        ("uno con terraza", "Patio or balcony"),
        ("um com varanda", "Patio or balcony"),
    ],
)
def test_a_home_with_something_is_still_asked_for(said: str, amenity: str) -> None:
    assert amenity in turns("Barcelona, 2 bedrooms", said).filters["amenities"]


@pytest.mark.parametrize(
    ("said", "amenity"),
    [
        ("ok show me only the ones with parking, i'll have a car", "Free parking on premises"),
        ("perfecto, mostrame solo los que tienen terraza", "Patio or balcony"),
        ("Então me mostre apenas os que têm elevador, por favor", "Elevator"),
    ],
)
def test_the_ones_with_something_ask_for_it(said: str, amenity: str) -> None:
    assert amenity in turns("Barcelona, 2 bedrooms", said).filters["amenities"]


def test_a_habit_said_beside_a_past_trip_is_still_asked_for() -> None:
    intent = turns(
        "Busco algo en Barcelona. Después de lo que me pasó el año pasado (el anfitrión me "
        "canceló el día antes) solo reservo con superanfitriones, eso ya para siempre."
    )
    assert intent.filters["superhost_only"] is True


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        ("Oporto. Seremos unos doce, casi todos matrimonios.", 12),
        ("Porto, we'll be about twelve", 12),
        ("Porto, vamos ser uns doze", 12),
    ],
)
def test_a_party_said_roughly_is_counted_and_no_price(utterance: str, guests: int) -> None:
    filters = turns(utterance).filters
    assert filters["min_accommodates"] == guests
    assert "max_price" not in filters


def test_minutes_away_are_no_party() -> None:
    assert "min_accommodates" not in turns("Rio, we're about 10 minutes from the beach").filters


@pytest.mark.parametrize(
    ("utterance", "home"),
    [
        ("Our apartment in Jersey City flooded last Tuesday. We need something close", "Apartment"),
        ("A nossa casa em Arouca ardeu e precisamos de ficar no Porto", "House"),
        ("nuestra casa se inundó, Barcelona para 3", "House"),
    ],
)
def test_what_befell_the_visitors_own_home_asks_for_no_kind(utterance: str, home: str) -> None:
    assert turns(utterance).filters.get("property_type") != home


@pytest.mark.parametrize(
    "utterance",
    ["if anything fits 3 without going over 350 show it", "sin pasar de 350", "sem passar de 350"],
)
def test_without_going_over_is_a_top_price(utterance: str) -> None:
    filters = turns("Porto for 2", utterance).filters
    assert filters["max_price"] == 350 and "min_price" not in filters


def test_a_street_named_after_a_city_is_no_market() -> None:
    intent = turns("Jersey City for 3", "the one on Newark Ave, is it far from the PATH?")
    assert intent.filters["location"] == "Jersey City"


def test_where_an_event_moved_to_is_no_place_to_stay_near() -> None:
    intent = turns(
        "Hong Kong for 2",
        "ok plot twist, our main interview moved to Kowloon. can you look at Tsim Sha Tsui "
        "instead?",
    )
    assert intent.filters["near"] == "Tsim Sha Tsui"
