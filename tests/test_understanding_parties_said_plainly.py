"""Who comes, said plainly: a wedding party or mates counted with the speaker ("me and 2 other
bridesmaids"), a total said after who makes it up ("me and my friend, 2 person"), companions
"coming too", someone on the list who cannot come, "vamos mi esposa, …" with the speaker, "apenas
eu"; a pet named by a diminutive ("nossa cachorrinha"); what the visitor earns, which is no
budget; and a count of rooms typed without its plural."""

from __future__ import annotations

import pytest

from tests.understanding_helpers import turns


@pytest.mark.parametrize(
    ("message", "guests"),
    [
        ("Sydney, me and 2 other bridesmaids need a place together", 3),
        ("Me and two fellas heading to Sydney", 3),
        ("Oahu for some days. Me and my friend, 2 person.", 2),
        ("Oahu. me and my wife, 3 people", 3),
        ("conference in Honolulu. My husband and 10 year old daughter are coming too", 3),
        ("Honolulu. my wife and kids are coming along", 4),
        ("Honolulu. My husband and daughter are coming too and we want 3 extra days", 3),
        ("Montreal over Christmas. Just me, her mother cannot get the time off work.", 1),
        ("un depa en Nueva York, vamos mi esposa, mis dos hijos (8 y 11) y mi suegra", 5),
        ("Nueva York, vamos mi esposa y yo", 2),
        ("Nueva York, vamos 4 amigos", 4),
        ("Porto. Apenas eu.", 1),
        ("Porto. apenas eu e minha esposa", 2),
    ],
)
def test_who_comes(message: str, guests: int) -> None:
    assert turns(message).filters["min_accommodates"] == guests


@pytest.mark.parametrize("pet", ["nossa cachorrinha, a Pipoca", "nosso cachorrinho"])
def test_a_pet_named_by_a_diminutive(pet: str) -> None:
    filters = turns(f"vou passar uma semana no Rio com meu namorado e {pet}").filters
    assert filters["amenities"] == ["Pets allowed"]


@pytest.mark.parametrize(
    "income",
    [
        "my scholarship stipend is 900 euros a month and i need to eat also",
        "mi sueldo es de 1200 euros al mes",
    ],
)
def test_what_the_visitor_earns_is_no_budget(income: str) -> None:
    assert "max_price" not in turns("Porto, 1 person", income).filters


def test_a_housing_stipend_is_a_budget() -> None:
    filters = turns("Jersey City", "My housing stipend is $2600 a month, so under that").filters
    assert filters["max_price"] > 0


def test_rooms_typed_without_their_plural_are_bedrooms() -> None:
    filters = turns("Istanbul. We need apartment with 3 room, each person him own room.").filters
    assert filters["min_bedrooms"] == 3
    assert "room_type" not in filters


def test_one_room_is_still_a_room() -> None:
    assert turns("Istanbul. with 1 room").filters["room_type"] == "Private room"


def test_a_wish_said_after_an_events_place_is_closeness_to_it_not_to_the_district() -> None:
    filters = turns(
        "Need a place in Manhattan Nov 4-7 for a trade show at the Javits Center. "
        "Walking distance preferably. Just me."
    ).filters
    assert filters["near"] == "Javits Center"


def test_a_wish_said_of_two_places_still_takes_the_first() -> None:
    filters = turns(
        "4 of us heading over for the new years test at the SCG. want a place in paddington "
        "or surry hills, walkable to the ground"
    ).filters
    assert filters["near"] == "Paddington"


def test_the_new_year_test_is_what_the_trip_is_for() -> None:
    filters = turns(
        "Me and two fellas heading to Sydney for the New Year test at the SCG, Jan 2 to 8. "
        "Need somewhere near the ground"
    ).filters
    assert filters["near"] == "Sydney Cricket Ground"


@pytest.mark.parametrize(
    ("messages", "guests"),
    [
        (("Sydney, me, my wife and the kids can't wait!",), 4),
        (("Barcelona, me, my husband and my mom can't climb stairs so elevator needed",), 3),
        (("Honolulu, 4 people. my parents are coming too",), 4),
        (("Maui, me, my wife and our 2 kids, 5 year old son and 8 year old daughter",), 4),
        (("Barcelona. Me, my wife, a 3 year old and a 9 month old.",), 4),
        (("Sydney, wedding, 8 bridesmaids in total but just me and my partner in this place",), 2),
        (("Porto para 3 pessoas", "apenas eu preciso de wifi"), 3),
    ],
)
def test_look_alikes_keep_the_party(messages: tuple[str, ...], guests: int) -> None:
    assert turns(*messages).filters["min_accommodates"] == guests


def test_not_sure_who_is_coming_too_counts_no_one() -> None:
    assert (
        "min_accommodates" not in turns("Honolulu. Not sure if my parents are coming too").filters
    )


@pytest.mark.parametrize(
    "income", ["I earn 1500 euros a month so not much", "meu salário é só 2000 reais"]
)
def test_what_the_visitor_earns_said_otherwise_is_no_budget(income: str) -> None:
    assert "max_price" not in turns("Porto, 1 person", income).filters


def test_a_partner_called_by_a_pet_name_is_no_pet() -> None:
    filters = turns("vou pro Rio com minha gatinha, a gente quer um lugar romântico").filters
    assert "amenities" not in filters
