"""Districts that hold other places (`language/data/districts.csv`): a borough, a side of a city,
a stretch of coast. Naming the district does not widen a wish already inside it, and a place
inside the district, said after it, is the narrower wish. English, Spanish and Portuguese."""

from __future__ import annotations

import csv

import pytest

from language.districts import DISTRICTS_FILE, lies_within
from language.place_names import landmark_names, traveller_areas
from language.places import all_places
from tests.understanding_helpers import turns


def test_every_district_and_every_place_in_it_is_a_place_of_its_market() -> None:
    known = {(place.name, place.market) for place in all_places()}
    known |= {(area.name, area.market) for area in traveller_areas()}
    known |= set(landmark_names().values())
    with DISTRICTS_FILE.open(encoding="utf-8", newline="") as file:
        rows = list(csv.DictReader(file))
    assert rows
    for row in rows:
        assert (row["name"], row["market"]) in known
        for place in row["contains"].split("|"):
            assert (place, row["market"]) in known, place


def test_a_place_lies_within_its_district_of_its_market_only() -> None:
    assert lies_within("Jackson Heights", "Queens", "New York")
    assert not lies_within("Jackson Heights", "Brooklyn", "New York")
    assert not lies_within("Jackson Heights", "Queens", "Newark")
    assert not lies_within("", "Queens", "New York")


@pytest.mark.parametrize(
    ("utterances", "near"),
    [
        (["a room in Long Island City, New York", "yeah ok, Queens makes more sense"],
         "Long Island City"),
        (["Times Square, 2 people", "budget 1500 for 6 nights, too little for Manhattan?"],
         "Times Square"),
        (["hong kong near mong kok", "no, we stay in kowloon"], "Mong Kok"),
        (["un piso cerca de Kadıköy, Estambul", "mejor en el lado asiático"], "Kadıköy"),
        (["algo em Copacabana, Rio", "na Zona Sul mesmo"], "Copacabana Beach"),
    ],
)  # fmt: skip
def test_a_district_named_keeps_the_place_wished_inside_it(
    utterances: list[str], near: str
) -> None:
    assert turns(*utterances).filters["near"] == near


@pytest.mark.parametrize(
    ("utterances", "near"),
    [
        (["a room in Long Island City, New York", "actually anywhere in Queens is fine"], "Queens"),
        (["a room in Long Island City, New York", "Brooklyn then"], "Brooklyn"),
    ],
)
def test_a_district_widens_when_said_so_or_when_the_place_is_outside_it(
    utterances: list[str], near: str
) -> None:
    assert turns(*utterances).filters["near"] == near


@pytest.mark.parametrize(
    ("utterance", "near"),
    [
        ("New York, 6 of us. We'd prefer Queens over Manhattan. Jackson Heights would be perfect.",
         "Jackson Heights"),
        ("Istanbul for a week on the Asian side. Ideally Kadikoy.", "Kadıköy"),
        ("Vamos a Nueva York, mejor en Queens. Preferiblemente cerca de Sunnyside.", "Sunnyside"),
        ("Rio, Zona Sul. De preferência no Leblon.", "Leblon"),
    ],
)  # fmt: skip
def test_a_place_inside_the_district_said_after_it_is_the_narrower_wish(
    utterance: str, near: str
) -> None:
    assert turns(utterance).filters["near"] == near


@pytest.mark.parametrize(
    ("utterance", "near"),
    [
        # in one breath, the first place named wins, as for any two places
        ("New York, somewhere in Brooklyn, Williamsburg or Bushwick", "Brooklyn"),
        ("Sydney, the Inner West would be ideal - Newtown, Glebe, Annandale", "Inner West"),
        # someone's home inside the district is no wish
        ("Nueva York, ¿y en Queens? Tengo una prima en Jackson Heights", "Queens"),
    ],
)
def test_a_place_inside_the_district_in_one_breath_or_as_a_home_is_not_the_wish(
    utterance: str, near: str
) -> None:
    assert turns(utterance).filters["near"] == near


@pytest.mark.parametrize(
    "utterance",
    [
        "I have a cousin in Astoria",
        "we have friends in Leith",
        "tengo una prima en Jackson Heights",
        "temos uns amigos em Boavista",
    ],
)
def test_where_someone_the_visitor_has_lives_is_no_wish(utterance: str) -> None:
    assert "near" not in turns(utterance).filters


@pytest.mark.parametrize(
    ("utterance", "near"),
    [
        ("New York for 2, Brooklyn. No Bushwick please.", "Brooklyn"),
        ("New York, Queens. We went to Astoria last year and hated it.", "Queens"),
        ("Sydney, the Eastern Suburbs. Bondi Beach is lovely but too busy.", "Eastern Suburbs"),
        ("New York, Brooklyn. Coney Island sounds fun for a day trip.", "Brooklyn"),
    ],
)
def test_a_place_inside_the_district_said_but_not_wished_is_not_the_wish(
    utterance: str, near: str
) -> None:
    assert turns(utterance).filters["near"] == near


@pytest.mark.parametrize(
    "widened",
    [
        "let's look at Queens instead",
        "widen it to all of Queens",
        "show me everything in Queens",
        "any part of Queens works",
    ],
)
def test_the_whole_district_said_widens_the_wish(widened: str) -> None:
    assert turns("a room in Long Island City, New York", widened).filters["near"] == "Queens"
