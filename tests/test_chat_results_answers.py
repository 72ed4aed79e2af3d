"""Questions about the results on screen, answered from the listings' own data in the visitor's
language: through the chat service, the offline model and the tools, against the seeded listings.
The expected listing is worked out from the database, never written down."""

from __future__ import annotations

from typing import Any

import pytest

from chat.service import ChatTurnResult
from language.places import all_places, place_by_name
from offline_assistant.listing_answers import distance_text
from offline_assistant.reply_language import Language
from offline_assistant.wording import WORDING, value_name
from rentals.search.service import get_rental
from tests.chat_helpers import chat_db, new_visitor_id, offline, turn  # noqa: F401

pytestmark = pytest.mark.usefixtures("chat_db", "offline")


def conversation(*messages: str) -> list[ChatTurnResult]:
    """The turns of one conversation, one per message."""
    visitor, conversation_id, results = new_visitor_id(), None, []
    for message in messages:
        result = turn(visitor, message, conversation_id=conversation_id)
        conversation_id = result.conversation_id
        results.append(result)
    return results


def shown(result: ChatTurnResult) -> list[dict[str, Any]]:
    """The listings a turn's search showed, in order, as stored."""
    assert result.search is not None
    return [get_rental(rental_id) or {} for rental_id in result.search.rental_ids]


def tool_names(result: ChatTurnResult) -> list[str]:
    return [call.name for call in result.tool_calls]


def coordinates(listing: dict[str, Any]) -> tuple[float, float]:
    lon, lat = listing["address"]["location"]["coordinates"]
    return lat, lon


def rating(listing: dict[str, Any]) -> float:
    return (listing.get("review_scores") or {}).get("rating") or 0


@pytest.mark.parametrize(
    ("request_", "question", "criterion", "language"),
    [
        ("flat in Porto", "which one is the cheapest?", "cheapest", "en"),
        ("flat in Porto", "which one has the most reviews?", "most_reviewed", "en"),
        ("piso en Barcelona", "¿cuál es el más caro?", "priciest", "es"),
        ("a place in Edinburgh for 4 guests", "¿cuál es el más grande?", "biggest", "es"),
        ("apartamento no Porto", "qual é o mais barato?", "cheapest", "pt"),
        ("apartamento em Sydney", "qual é o melhor avaliado?", "best_rated", "pt"),
    ],
)
def test_a_superlative_names_the_listing_the_data_ranks_first(
    request_: str, question: str, criterion: str, language: Language
) -> None:
    first, answer = conversation(request_, question)
    listings = shown(first)
    assert len(listings) > 1
    ranks = {
        "cheapest": lambda listing: listing.get("price_usd") or listing["price"],
        "priciest": lambda listing: -(listing.get("price_usd") or listing["price"]),
        "most_reviewed": lambda listing: -(listing.get("number_of_reviews") or 0),
        "biggest": lambda listing: (
            -(listing.get("bedrooms") or 0),
            -(listing.get("accommodates") or 0),
        ),
        "best_rated": lambda listing: (-rating(listing), -(listing.get("number_of_reviews") or 0)),
    }
    expected = min(listings, key=ranks[criterion])

    assert tool_names(answer) == ["getSearchResults"] and answer.search is None
    opening = WORDING[language].superlative_first[criterion].split("{")[0]
    assert answer.reply.startswith(opening), answer.reply
    first_named = answer.reply.split("**")[1]
    assert first_named == expected["name"]


@pytest.mark.parametrize(
    ("request_", "question", "position", "amenity", "language"),
    [
        (
            "flat near the beach in Rio",
            "does the 2nd have parking?",
            1,
            "Free parking on premises",
            "en",
        ),
        ("piso en Barcelona", "¿el primero tiene lavadora?", 0, "Washer", "es"),
        ("apartamento em Sydney", "o último tem piscina?", -1, "Pool", "pt"),
    ],
)
def test_a_yes_no_question_about_one_listing_answers_from_its_amenities_or_says_it_does_not_know(
    request_: str, question: str, position: int, amenity: str, language: Language
) -> None:
    first, answer = conversation(request_, question)
    listing = shown(first)[position]
    wording = WORDING[language]
    name, label = listing["name"], value_name(amenity, language)

    assert tool_names(answer) == ["getSearchResults"] and answer.search is None
    if amenity in listing.get("amenities", []):
        assert answer.reply == wording.has_amenity.format(name=name, amenity=label)
    else:
        unknown = wording.amenity_unknown.format(name=name, amenity=label)
        quoted = wording.amenity_only_in_text.format(name=name, amenity=label, quotes="")
        assert answer.reply == unknown or answer.reply.startswith(quoted), answer.reply


def nearest_beach(listing: dict[str, Any]) -> tuple[str, float]:
    lat, lon = coordinates(listing)
    market = listing["address"]["market"]
    beaches = [p for p in all_places() if p.market == market and p.kind == "beach"]
    beach = min(beaches, key=lambda place: place.distance_km(lat, lon))
    return beach.name, beach.distance_km(lat, lon)


@pytest.mark.parametrize(
    ("request_", "question", "position", "language"),
    [
        ("flat near the beach in Rio", "is the last one close to the beach?", -1, "en"),
        (
            "piso cerca de la playa en Rio de Janeiro",
            "¿el segundo está cerca de la playa?",
            1,
            "es",
        ),
        (
            "apartamento perto da praia no Rio de Janeiro",
            "o primeiro fica perto da praia?",
            0,
            "pt",
        ),
    ],
)
def test_near_the_beach_is_answered_with_the_distance_to_the_nearest_beach(
    request_: str, question: str, position: int, language: Language
) -> None:
    first, answer = conversation(request_, question)
    listing = shown(first)[position]
    beach, km = nearest_beach(listing)

    assert tool_names(answer) == ["getSearchResults"] and answer.search is None
    template = WORDING[language].near_yes if km <= 1.5 else WORDING[language].near_no
    sentence = template.format(
        name=listing["name"], distance=distance_text(km, language), place=beach
    )
    assert answer.reply.startswith(sentence), answer.reply


def test_it_is_the_listing_the_previous_question_was_about() -> None:
    first, _, answer = conversation(
        "flat near the beach in Rio", "does the 2nd have wifi?", "is it near the beach?"
    )
    second = shown(first)[1]
    beach, km = nearest_beach(second)
    assert answer.reply.split("**")[1] == second["name"]
    assert f"{distance_text(km, 'en')} from {beach}" in answer.reply


def test_that_one_in_a_district_is_the_result_in_it_and_closest_measures_from_a_named_place() -> (
    None
):
    first, in_leith, castle = conversation(
        "flat in Edinburgh",
        "is that one in Leith near the sea?",
        "which one is closest to the castle?",
    )
    listings = shown(first)
    leith, edinburgh_castle = place_by_name("Leith"), place_by_name("Edinburgh Castle")
    assert leith is not None and edinburgh_castle is not None

    nearest_leith = min(listings, key=lambda listing: leith.distance_km(*coordinates(listing)))
    assert tool_names(in_leith) == ["getSearchResults"]
    assert in_leith.reply.split("**")[1] == nearest_leith["name"]

    closest = min(listings, key=lambda listing: edinburgh_castle.distance_km(*coordinates(listing)))
    assert castle.reply.startswith("Closest to Edinburgh Castle of the 5 listings on screen")
    assert castle.reply.split("**")[1] == closest["name"]


def test_a_search_near_a_place_runs_with_the_filters_the_tool_takes() -> None:
    (first,) = conversation("flat near Copacabana in Rio")
    assert first.search is not None and first.search.filters["location"] == "Rio De Janeiro"
    assert "could not run" not in first.reply and "couldn't" not in first.reply


def test_closest_measures_from_the_searchs_place_when_the_question_names_none() -> None:
    first, answer = conversation("flat near Copacabana in Rio", "which one is the closest?")
    assert first.search is not None
    place = place_by_name(first.search.filters["near"])
    assert place is not None
    closest = min(shown(first), key=lambda listing: place.distance_km(*coordinates(listing)))

    assert answer.reply.startswith(f"Closest to {place.name} of the ")
    assert answer.reply.split("**")[1] == closest["name"]
