"""A kind of home the visitor always looks for is remembered and shapes the next search, unless
that message asks for another; a room in someone's home is a private room; children remembered
but left with someone this time add no one to the party."""

from __future__ import annotations

import pytest

from memory.extraction import extract_memories
from memory.implications import implied_by
from tests.chat_helpers import chat_db, new_visitor_id, offline, turn  # noqa: F401


def facts(text: str) -> list[tuple[str, str]]:
    return [(c.key, c.content) for c in extract_memories(text)]


@pytest.mark.parametrize(
    ("message", "fact"),
    [
        ("we always look for a house", ("property_type", "Prefers houses.")),
        ("Siempre buscamos casa con patio o jardín, apartamento no, ya aprendimos",
         ("property_type", "Prefers houses.")),
        ("sempre procuro apartamento", ("property_type", "Prefers apartments.")),
        ("siempre que viajo busco habitación en casa de alguien del lugar",
         ("room_type", "Prefers a private room.")),
    ],
)  # fmt: skip
def test_a_kind_always_looked_for_is_remembered(message: str, fact: tuple[str, str]) -> None:
    assert fact in facts(message)


@pytest.mark.parametrize(
    "message",
    ["we're looking for a house in Maui", "we usually pick hotels", "I only want hotels"],
)
def test_a_kind_looked_for_this_time_or_no_home_kind_is_not_remembered(message: str) -> None:
    assert facts(message) == []


def test_a_remembered_kind_implies_its_filter() -> None:
    assert implied_by("property_type", "Prefers houses.").filters == {"property_type": "House"}


@pytest.mark.usefixtures("chat_db", "offline")
def test_a_remembered_kind_shapes_the_next_search() -> None:
    visitor = new_visitor_id()
    turn(visitor, "Siempre buscamos casa con patio o jardín, apartamento no, ya aprendimos")
    search = turn(visitor, "ahora pensamos en Brisbane para diciembre").search
    assert search is not None
    assert search.filters == {"location": "Brisbane", "property_type": "House"}


@pytest.mark.usefixtures("chat_db", "offline")
def test_a_kind_asked_for_now_wins_over_the_remembered_one() -> None:
    visitor = new_visitor_id()
    turn(visitor, "we always look for a house")
    search = turn(visitor, "an apartment in Porto please").search
    assert search is not None
    assert search.filters["property_type"] == "Apartment"


@pytest.mark.usefixtures("chat_db", "offline")
def test_children_left_with_someone_add_no_one_to_the_party() -> None:
    visitor = new_visitor_id()
    turn(visitor, "Tenho três filhos pequenos e onde eu vou eles vão.")
    search = turn(
        visitor,
        "Desta vez vou sozinha, os meninos ficam com a avó. Vou a Newark de 3 a 10 de agosto.",
    ).search
    assert search is not None
    assert search.filters["min_accommodates"] == 1


@pytest.mark.parametrize(
    ("message", "fact"),
    [
        ("We always need 2 bedrooms minimum, teenagers do not share, trust me",
         ("bedrooms", "Needs at least 2 bedrooms.")),
        ("we never share, always the whole place", ("room_type", "Stays only in entire homes.")),
    ],
)  # fmt: skip
def test_beds_not_shared_within_the_party_ask_for_no_whole_place(
    message: str, fact: tuple[str, str]
) -> None:
    assert facts(message) == [fact]
