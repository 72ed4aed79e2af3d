"""The conversation stays on track, over real HTTP with the offline model and the seeded listings:
never a dead end in a market that has listings, the visitor's request kept as asked."""

from __future__ import annotations

import re
from typing import Any

import pytest

from chat.tools import LISTING_TEXT_FIELDS
from rentals.search.service import get_rental
from tests.chat_helpers import chat_db, offline  # noqa: F401
from tests.memory_helpers import run_async
from tests.test_chat_isolation import Visitor
from tests.test_chat_views import data_of, input_value, new_visitor, stream_message

pytestmark = pytest.mark.usefixtures("chat_db", "offline")

IMPOSSIBLE_PORTO = "castle in Porto for 20 people under 10 euros"


def said(visitor: Visitor, message: str, conversation_id: str | None = None) -> dict[str, Any]:
    body = {"conversation_id": conversation_id} if conversation_id else {}
    response = visitor.chat(message, **body)
    assert response.status_code == 200, response.content
    return response.json()


def test_nothing_exact_in_a_market_with_listings_shows_the_closest_matches() -> None:
    visitor = Visitor()
    first = said(visitor, IMPOSSIBLE_PORTO)

    search = first["search"]
    assert search["filters"]["location"] == "Porto"
    assert search["filters"]["min_accommodates"] == 20 and search["filters"]["max_price"] == 10
    assert search["total"] >= 1 and len(search["rental_ids"]) >= 1
    relaxed = {relaxation["filter"] for relaxation in search["relaxed"]}
    assert relaxed and relaxed <= {"min_accommodates", "max_price"}
    assert "closest matches" in first["reply"]
    if "max_price" in relaxed:
        assert "budget widened from 10 EUR to " in first["reply"]
    if "min_accommodates" in relaxed:
        assert "instead of 20+" in first["reply"]

    # The relaxation showed something; the visitor's request is still what they asked for.
    second = said(visitor, "only superhosts", first["conversation_id"])
    assert second["search"]["filters"] == search["filters"] | {"superhost_only": True}
    assert second["search"]["total"] >= 1


def test_an_exact_match_relaxes_nothing() -> None:
    search = said(Visitor(), "2 bedroom flat in Porto under 120")["search"]
    assert search["total"] >= 1 and search["relaxed"] == []
    assert search["sort"] == "relevance"


def test_the_page_shows_the_closest_matches_with_the_relaxed_filters_marked() -> None:
    async def scenario() -> list[Any]:
        client, _ = await new_visitor()
        return await stream_message(client, IMPOSSIBLE_PORTO, filters="")

    swap = data_of(run_async(scenario()), "swap")

    assert swap["total"] >= 1
    assert re.search(r"closest match(es)?</h2>", swap["html"])
    assert 'class="chip chip-relaxed"' in swap["html"]
    # The form keeps the request as asked: the next message builds on it, not on the relaxation.
    assert input_value(swap["html"], "max_price") == "10"
    assert "max_price=10" in swap["url"]


def tool_names(turn: dict[str, Any]) -> list[str]:
    return [call["name"] for call in turn["tool_calls"]]


def test_questions_about_the_results_are_answered_from_them_without_searching() -> None:
    visitor = Visitor()
    first = said(visitor, "a place in Sydney for 4 guests")
    conversation = first["conversation_id"]
    shown = first["search"]["rental_ids"]
    listings = [get_rental(rental_id) or {} for rental_id in shown]
    assert len(listings) > 1

    kids = said(visitor, "which one is best for kids?", conversation)
    assert tool_names(kids) == ["getSearchResults"] and kids["search"] is None
    named = [listing["name"] for listing in listings if f"**{listing['name']}**" in kids["reply"]]
    assert named, kids["reply"]
    friendly = [
        listing["name"]
        for listing in listings
        if {"Family/kid friendly", "Crib"} & set(listing.get("amenities") or [])
    ]
    if friendly:
        assert kids["reply"].startswith(f"For kids, I'd pick **{friendly[0]}**") or (
            named[0] in friendly
        )

    pets = said(visitor, "does the first one allow pets?", conversation)
    assert tool_names(pets) == ["getSearchResults"] and pets["search"] is None
    first_listing = listings[0]
    allowed = "Pets allowed" in (first_listing.get("amenities") or [])
    # Not listed is not "no": the reply says it doesn't know, unless the text says.
    opening = "Yes, " if allowed else ""
    assert pets["reply"].startswith(f"{opening}**{first_listing['name']}**")

    last = said(visitor, "does the last one have wifi?", conversation)
    assert f"**{listings[-1]['name']}**" in last["reply"]

    thanks = said(visitor, "thanks!", conversation)
    assert thanks["tool_calls"] == [] and thanks["search"] is None

    # The search is untouched: a refinement still builds on the first request.
    refined = said(visitor, "only superhosts", conversation)
    assert refined["search"]["filters"] == first["search"]["filters"] | {"superhost_only": True}


@pytest.mark.parametrize(
    ("request_", "question", "yes"),
    [
        ("a place in Sydney for 4 guests", "does {name} allow pets?", "Yes, "),
        ("busco un piso en Sydney para 4 personas", "¿{name} admite mascotas?", "Sí, "),
        ("quero um apartamento em Sydney para 4 pessoas", "{name} aceita animais?", "Sim, "),
    ],
)
def test_a_listing_named_in_a_question_is_answered_about_without_searching(
    request_: str, question: str, yes: str
) -> None:
    visitor = Visitor()
    first = said(visitor, request_)
    listings = [get_rental(rental_id) or {} for rental_id in first["search"]["rental_ids"]]
    second = listings[1]
    # The visitor names it by its words, as they read them on screen.
    name = " ".join(second["name"].split()[:4])

    answer = said(visitor, question.format(name=name), first["conversation_id"])

    assert tool_names(answer) == ["getSearchResults"] and answer["search"] is None
    allowed = "Pets allowed" in (second.get("amenities") or [])
    assert answer["reply"].startswith(f"{yes if allowed else ''}**{second['name']}**")


def test_is_it_close_to_the_beach_quotes_the_listing() -> None:
    visitor = Visitor()
    first = said(visitor, "a flat in Sydney near the beach")
    answer = said(visitor, "is the first one close to the beach?", first["conversation_id"])
    assert tool_names(answer) == ["getSearchResults"]
    listing = get_rental(first["search"]["rental_ids"][0]) or {}
    assert f"**{listing['name']}**" in answer["reply"]
    texts = " ".join(str(listing.get(field) or "") for field in LISTING_TEXT_FIELDS)
    if "beach" in texts.lower():
        quoted = re.findall(r"“([^”]+)”", answer["reply"])
        assert quoted and all("beach" in quote.lower() for quote in quoted)


def test_sorting_reaches_the_search_and_the_page() -> None:
    visitor = Visitor()
    first = said(visitor, "cheapest place in Sydney with a pool")
    search = first["search"]
    assert search["sort"] == "price_asc" and search["total"] >= 1
    prices = [float((get_rental(i) or {})["price"]) for i in search["rental_ids"]]
    assert prices == sorted(prices)
    rated = said(visitor, "best rated first", first["conversation_id"])["search"]
    assert rated["sort"] == "rating" and rated["filters"] == search["filters"]

    async def scenario() -> list[Any]:
        client, _ = await new_visitor()
        return await stream_message(client, "most expensive flat in Porto", filters="")

    swap = data_of(run_async(scenario()), "swap")
    assert swap["url"].endswith("sort=price_desc")
    assert re.search(r'<option value="price_desc" selected>', swap["html"])


def test_a_spanish_conversation_stays_in_spanish() -> None:
    visitor = Visitor()
    first = said(visitor, "busco un piso en Barcelona para 20 personas con piscina")
    assert first["search"]["total"] >= 1
    assert first["reply"].startswith("Nada coincide exactamente con Barcelona")
    for english in ("listing", "night", "without", "budget", "Why"):
        assert english not in first["reply"]
    kids = said(visitor, "¿cuál es mejor para niños?", first["conversation_id"])
    assert tool_names(kids) == ["getSearchResults"]
    assert "Why" not in kids["reply"] and "I'd pick" not in kids["reply"]


CHAIN = (
    "cheapest place in Sydney with a pool",
    "castle in Porto for 20 people under 10 euros",
    "apartment in edinburgh for 2",
    "which one is best for kids?",
    "does the first one allow pets?",
    "romantic weekend in Montreal",
    "thanks!",
    "sort by price",
)


def test_a_chain_of_requests_never_ends_at_nothing_nor_inherits_stale_filters() -> None:
    visitor = Visitor()
    conversation: str | None = None
    turns = []
    for message in CHAIN:
        turns.append(said(visitor, message, conversation))
        conversation = turns[-1]["conversation_id"]
    searches = [turn["search"] for turn in turns]

    for message, search in zip(CHAIN, searches, strict=True):
        if search is not None:
            assert search["total"] >= 1, message
    assert searches[0]["filters"] == {"location": "Sydney", "amenities": ["Pool"]}
    assert searches[0]["sort"] == "price_asc"
    assert searches[1]["filters"] == {"location": "Porto", "min_accommodates": 20, "max_price": 10}
    assert searches[1]["sort"] == "relevance" and searches[1]["relaxed"]
    assert searches[2]["filters"] == {
        "location": "Edinburgh",
        "property_type": "Apartment",
        "min_accommodates": 2,
    }
    assert searches[3] is None and searches[4] is None and searches[6] is None
    assert tool_names(turns[3]) == tool_names(turns[4]) == ["getSearchResults"]
    assert searches[5]["filters"] == {"location": "Montreal"}
    assert "romantic" in searches[5]["query"] and "castle" not in searches[5]["query"]
    assert searches[7]["filters"] == {"location": "Montreal"} and searches[7]["sort"] == "price_asc"
