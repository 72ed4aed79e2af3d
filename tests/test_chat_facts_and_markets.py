"""Facts stated without a request are remembered without a search, and a market we don't have
changes nothing but names the nearest markets we do have: through the chat service, the offline
model and the tools, in English, Spanish and Portuguese."""

from __future__ import annotations

import pytest

from offline_assistant.reply_language import Language
from offline_assistant.wording import WORDING
from tests.chat_helpers import chat_db, new_visitor_id, offline, turn  # noqa: F401

pytestmark = pytest.mark.usefixtures("chat_db", "offline")


@pytest.mark.parametrize(
    ("fact", "language"),
    [
        ("we always travel with our dog", "en"),
        ("siempre viajamos con el perro", "es"),
        ("sempre viajamos com o cachorro", "pt"),
    ],
)
def test_a_fact_alone_is_remembered_without_a_search_and_shapes_the_next_one(
    fact: str, language: Language
) -> None:
    visitor = new_visitor_id()
    stated = turn(visitor, fact)

    assert [call.name for call in stated.tool_calls] == ["remember"]
    assert stated.search is None
    assert [memory.key for memory in stated.remembered] == ["pets"]
    assert stated.reply.startswith(WORDING[language].remembered_new.split("{")[0])

    asked = turn(visitor, "flat in Porto", conversation_id=stated.conversation_id)
    assert asked.search is not None
    assert asked.search.filters["amenities"] == ["Pets allowed"]


def test_a_fact_with_a_request_searches() -> None:
    result = turn(new_visitor_id(), "we always travel with our dog, show me flats in Porto")
    assert result.search is not None
    assert result.search.filters["location"] == "Porto"
    assert [memory.key for memory in result.remembered] == ["pets"]


@pytest.mark.parametrize(
    ("asked", "language", "expected"),
    [
        (
            "I want to go to Lisbon",
            "en",
            "I don't have listings in Lisbon; the nearest markets I have are Porto (about 270 km "
            "north) and Barcelona (about 1,000 km east).",
        ),
        (
            "¿y en París?",
            "es",
            "No tengo alojamientos en París; los mercados más cercanos que tengo son Antwerp (a "
            "unos 300 km al noreste) y Barcelona (a unos 830 km al sur).",
        ),
        (
            "e em Lisboa?",
            "pt",
            "Não tenho acomodações em Lisboa; os mercados mais próximos que tenho são Porto (a "
            "cerca de 270 km ao norte) e Barcelona (a cerca de 1,000 km a leste).",
        ),
    ],
)
def test_a_market_we_do_not_have_changes_nothing_and_names_the_nearest(
    asked: str, language: Language, expected: str
) -> None:
    visitor = new_visitor_id()
    first = turn(
        visitor,
        {"en": "flat in Porto", "es": "piso en Oporto", "pt": "apartamento no Porto"}[language],
    )
    answer = turn(visitor, asked, conversation_id=first.conversation_id)

    assert answer.tool_calls == [] and answer.search is None
    assert answer.reply == expected

    # The search on screen is still the one to refine.
    refined = turn(visitor, "only superhosts", conversation_id=first.conversation_id)
    assert first.search is not None and refined.search is not None
    assert refined.search.filters == first.search.filters | {"superhost_only": True}


def test_a_request_in_a_market_we_do_not_have_changes_nothing_and_names_the_nearest() -> None:
    """ "a flat in Lisbon for 4 guests": the guests and the kind of home are for Lisbon, so no
    search runs with them elsewhere; the reply names the nearest markets we have."""
    result = turn(new_visitor_id(), "a flat in Lisbon for 4 guests")
    assert result.search is None
    assert result.reply.startswith("I don't have listings in Lisbon; the nearest markets I have")
    assert "Porto (about 270 km north) and Barcelona" in result.reply
