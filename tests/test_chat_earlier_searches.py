"""Searches a visitor can return to, through the chat service on the offline model: within a
conversation, "go back to the Antwerp ones" restores an earlier search; in a new conversation,
"same budget as last time" and "same crew" take those filters from the previous conversation's
last search, converted to the new market's currency, and nothing else of it."""

from __future__ import annotations

import logging
from typing import Any

import pytest
from pymongo.errors import OperationFailure

from chat import service
from language.dialog import convert_price
from tests.chat_helpers import chat_db, new_visitor_id, offline, turn  # noqa: F401

pytestmark = pytest.mark.usefixtures("chat_db", "offline")


def searched(visitor_id: str, message: str, conversation_id: str | None = None) -> dict[str, Any]:
    result = turn(visitor_id, message, conversation_id=conversation_id)
    assert result.search is not None, result.reply
    return result.search.filters


def test_going_back_restores_an_earlier_search_of_the_conversation() -> None:
    visitor_id = new_visitor_id()
    first = turn(visitor_id, "a flat in Antwerp for 2 under 150 euros")
    antwerp = first.search.filters if first.search else {}
    searched(visitor_id, "now a house in Porto for 4", first.conversation_id)
    back = searched(visitor_id, "go back to the Antwerp ones", first.conversation_id)
    assert back == antwerp


def test_same_budget_as_last_time_takes_the_previous_conversations_budget() -> None:
    visitor_id = new_visitor_id()
    searched(visitor_id, "a flat in Porto for 2 under 100 euros")
    again = searched(visitor_id, "Hello again! Sydney in March this time, same budget as last time")
    assert again["location"] == "Sydney"
    assert again["max_price"] == pytest.approx(convert_price(100, "EUR", "AUD"), abs=1)
    assert "min_accommodates" not in again


@pytest.mark.parametrize(
    "message",
    ["Back again! Porto in May, same crew as last time", "Hola de nuevo, Oporto, la misma familia"],
)
def test_same_crew_takes_the_previous_party(message: str) -> None:
    visitor_id = new_visitor_id()
    searched(visitor_id, "a house in Barcelona for 5 with a pool")
    again = searched(visitor_id, message)
    assert again["min_accommodates"] == 5
    assert "amenities" not in again


def test_the_usual_requirements_take_what_the_stay_needed() -> None:
    visitor_id = new_visitor_id()
    searched(visitor_id, "Montreal for a conference, just me, a desk and wifi, max 250 CAD a night")
    again = searched(visitor_id, "Next one's Porto, 3 nights in June. Usual requirements.")
    assert set(again["amenities"]) == {"Laptop friendly workspace", "Wifi"}
    assert again["max_price"] == pytest.approx(convert_price(250, "CAD", "EUR"), abs=1)
    assert "min_accommodates" not in again


def test_a_new_conversation_goes_back_to_nothing_of_the_previous_one() -> None:
    visitor_id = new_visitor_id()
    searched(visitor_id, "a house in Rio for 5 with 3 bedrooms")
    again = searched(visitor_id, "queremos volver a Río pero solos mi marido y yo, en Ipanema")
    assert again["min_accommodates"] == 2
    assert "min_bedrooms" not in again


def test_same_budget_with_no_previous_conversation_sets_no_price() -> None:
    again = searched(new_visitor_id(), "Sydney in March, same budget as last time")
    assert again == {"location": "Sydney"}


def test_a_failed_read_of_the_previous_search_still_answers(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    def failing(visitor_id: str) -> None:
        raise OperationFailure("projection failed")

    visitor_id = new_visitor_id()
    searched(visitor_id, "a flat in Porto for 2 under 100 euros")
    monkeypatch.setattr(service, "last_search_filters", failing)
    with caplog.at_level(logging.WARNING, logger="chat.service"):
        again = searched(visitor_id, "Sydney in March, same budget as last time")
    assert again == {"location": "Sydney"}
    assert "previous conversation's last search" in caplog.text
