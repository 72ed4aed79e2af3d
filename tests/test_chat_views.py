"""The chat views over the real ASGI stack: streamed replies, page sync, the panel and its history.

Every turn runs the offline model through the real agent runner against the seeded listings.
"""

from __future__ import annotations

import asyncio
import html
import json
import re
from typing import Any

import pytest
from django.test import AsyncClient, Client
from django.urls import reverse

from chat import service, views
from memory.conversations import get_conversation, list_conversations
from memory.saved import save_rental
from offline_assistant.wording import ENGLISH, SPANISH
from rentals.filters import SearchFilters
from rentals.search.service import search_rentals
from tests.chat_helpers import chat_db  # noqa: F401
from tests.memory_helpers import run_async

pytestmark = pytest.mark.usefixtures("chat_db")

SEND_URL = reverse("chat:send")
PORTO_REQUEST = "2 bedroom flat in Porto under 120"
STREAM = {"Accept": "text/event-stream"}
Event = tuple[str, dict[str, Any]]


def parse_events(body: str) -> list[Event]:
    events = []
    for block in body.split("\n\n"):
        if not block.strip():
            continue
        fields = dict(line.split(": ", 1) for line in block.split("\n"))
        events.append((fields["event"], json.loads(fields["data"])))
    return events


async def new_visitor() -> tuple[AsyncClient, str]:
    client = AsyncClient()
    response = await client.get(reverse("chat:page"))
    return client, response.asgi_request.visitor_id


async def stream_message(client: AsyncClient, message: str, **fields: str) -> list[Event]:
    response = await client.post(SEND_URL, {"message": message, **fields}, headers=STREAM)
    assert response.status_code == 200
    assert response["Content-Type"] == "text/event-stream; charset=utf-8"
    assert response["Cache-Control"] == "no-cache"
    body = b"".join([chunk async for chunk in response.streaming_content]).decode()
    events = parse_events(body)
    assert events[-1][0] == "done"
    assert events[-1][1]["conversation_id"] == response["X-Conversation-Id"]
    return events


def browser_of(client: AsyncClient) -> Client:
    """A plain test client with the same visitor cookie, for the pages that are not streamed."""
    browser = Client()
    browser.cookies = client.cookies
    return browser


def a_visitor_with_a_porto_conversation() -> tuple[Client, str]:
    """A visitor's browser after one search in Porto, and that conversation's id."""

    async def scenario() -> tuple[AsyncClient, str]:
        client, _ = await new_visitor()
        events = await stream_message(client, PORTO_REQUEST)
        return client, data_of(events, "done")["conversation_id"]

    client, conversation_id = run_async(scenario())
    return browser_of(client), conversation_id


def a_porto_listing_id() -> str:
    return search_rentals("", SearchFilters(location="Porto"), limit=1).results[0].id


def reopen_link(html: str, conversation_id: str) -> str:
    """The History link that opens the conversation."""
    link = re.search(rf'href="([^"]+)" data-chat-open="{conversation_id}"', html)
    assert link is not None, "no History link to the conversation"
    return link.group(1).replace("&amp;", "&")


def names(events: list[Event]) -> list[str]:
    return [name for name, _ in events]


def data_of(events: list[Event], name: str) -> dict[str, Any]:
    return next(data for event, data in events if event == name)


def selected_location(html: str) -> list[str]:
    return re.findall(r'<option value="([^"]+)"[^>]*\bselected\b', html)


def input_value(html: str, name: str) -> str:
    match = re.search(rf'name="{name}" value="([^"]*)"', html)
    return match.group(1) if match else ""


# --- the streamed reply ------------------------------------------------------------------------


def test_a_search_streams_tool_activity_then_the_page_swap_then_the_reply() -> None:
    async def scenario() -> tuple[str, list[Event]]:
        client, visitor_id = await new_visitor()
        return visitor_id, await stream_message(client, PORTO_REQUEST, filters="")

    visitor_id, events = run_async(scenario())

    sequence = names(events)
    assert sequence[0] == "tool"
    assert sequence.index("swap") < sequence.index("delta") < sequence.index("done")
    assert set(sequence) == {"tool", "swap", "delta", "done"}
    tool = data_of(events, "tool")
    assert tool["name"] == "searchRentals"
    assert tool["label"].startswith("Searching Porto") and tool["label"].endswith("…")

    swap = data_of(events, "swap")
    assert swap["url"] == "/?location=Porto&max_price=120&min_bedrooms=2&property_type=Apartment"
    assert 'id="filter-form"' in swap["html"] and 'id="results"' in swap["html"]
    assert swap["html"].count('hx-swap-oob="true"') == 2
    assert "Porto" in selected_location(swap["html"])
    assert input_value(swap["html"], "max_price") == "120"
    assert f"<strong>{swap['total']}</strong> stay" in swap["html"]

    reply = "".join(data["text"] for name, data in events if name == "delta")
    done = data_of(events, "done")
    assert done["html"].startswith('<li class="chat-message chat-message-assistant">')
    assert 'href="/?location=Porto&amp;max_price=120' in done["html"]  # the search it ran

    conversation = get_conversation(visitor_id, done["conversation_id"])
    assert conversation is not None
    user, assistant = conversation.messages
    assert (user.role, user.content) == ("user", PORTO_REQUEST)
    assert (assistant.role, assistant.content) == ("assistant", reply)
    assert assistant.metadata["search"]["filters"] == {
        "location": "Porto",
        "max_price": 120.0,
        "min_bedrooms": 2,
        "property_type": "Apartment",
    }


def test_filters_set_by_hand_are_the_starting_point_of_the_next_search() -> None:
    async def scenario() -> tuple[list[Event], str]:
        client, _ = await new_visitor()
        first = await stream_message(client, PORTO_REQUEST, filters="")
        conversation_id = data_of(first, "done")["conversation_id"]
        # The visitor lowers the price to 90 by hand and sorts by price, then asks for more.
        page = "location=Porto&max_price=90&min_bedrooms=2&property_type=Apartment&sort=price_asc"
        second = await stream_message(
            client, "only superhosts", filters=page, conversation=conversation_id
        )
        return second, conversation_id

    events, conversation_id = run_async(scenario())

    swap = data_of(events, "swap")
    assert input_value(swap["html"], "max_price") == "90"
    assert re.search(r'name="superhost_only" value="true" checked', swap["html"])
    assert swap["url"] == (
        "/?location=Porto&max_price=90&min_bedrooms=2&property_type=Apartment"
        "&superhost_only=true&sort=price_asc"
    )
    assert data_of(events, "done")["conversation_id"] == conversation_id


def test_a_message_from_a_listing_page_is_about_that_listing() -> None:
    listing_id = a_porto_listing_id()

    async def scenario() -> tuple[str, list[Event]]:
        client, visitor_id = await new_visitor()
        events = await stream_message(client, "does it have wifi?", viewing=listing_id)
        return visitor_id, events

    visitor_id, events = run_async(scenario())

    assert data_of(events, "tool") == {"name": "getRentalDetails", "label": "Reading the listing…"}
    assert "swap" not in names(events)
    conversation = get_conversation(visitor_id, data_of(events, "done")["conversation_id"])
    assert conversation is not None
    user, assistant = conversation.messages
    assert user.metadata["page"] == {"viewing": listing_id}
    assert assistant.metadata["tool_calls"][0]["arguments"] == {"rentalId": listing_id}


def test_saved_places_are_compared_through_the_chat() -> None:
    async def scenario() -> tuple[list[str], list[Event]]:
        client, visitor_id = await new_visitor()
        porto = search_rentals("", SearchFilters(location="Porto"), limit=2).results
        for rental in porto:
            await asyncio.to_thread(save_rental, visitor_id, rental.id)
        events = await stream_message(client, "compare my saved places")
        return [rental.name for rental in porto], events

    saved_names, events = run_async(scenario())

    assert data_of(events, "tool") == {
        "name": "getSavedRentals",
        "label": "Opening your saved places…",
    }
    reply = data_of(events, "done")["html"]
    assert "You have 2 saved places" in reply and "Cheapest" in reply
    assert all(
        f"<strong>{html.escape(name, quote=False)}</strong>" in reply for name in saved_names
    )


def test_a_search_from_another_page_links_to_the_results_without_rendering_them() -> None:
    async def scenario() -> list[Event]:
        client, _ = await new_visitor()
        return await stream_message(client, PORTO_REQUEST)  # no filter form on this page

    swap = data_of(run_async(scenario()), "swap")

    assert swap["html"] == ""
    assert swap["url"].startswith("/?location=Porto&max_price=120")
    assert swap["summary"].startswith("Porto · under 120 EUR · 2+ bedrooms")


def test_the_reply_is_stored_even_when_the_visitor_leaves_mid_stream() -> None:
    async def scenario() -> tuple[str, str]:
        client, visitor_id = await new_visitor()
        response = await client.post(SEND_URL, {"message": PORTO_REQUEST}, headers=STREAM)
        chunks = aiter(response.streaming_content)
        await anext(chunks)  # the first event, then the visitor closes the page
        await chunks.aclose()
        await asyncio.gather(*service._running_turns)
        return visitor_id, response["X-Conversation-Id"]

    visitor_id, conversation_id = run_async(scenario())

    conversation = get_conversation(visitor_id, conversation_id)
    assert conversation is not None
    assert [message.role for message in conversation.messages] == ["user", "assistant"]


@pytest.mark.parametrize(
    ("message", "wording"),
    [(PORTO_REQUEST, ENGLISH), ("piso en Oporto para 4 personas con wifi", SPANISH)],
    ids=["en", "es"],
)
def test_a_failing_turn_ends_with_a_friendly_error_event(
    monkeypatch: pytest.MonkeyPatch, message: str, wording: Any
) -> None:
    def broken_swap(*arguments: Any) -> None:
        raise RuntimeError("secret internals")

    monkeypatch.setattr(views, "page_swap", broken_swap)

    async def scenario() -> str:
        client, _ = await new_visitor()
        response = await client.post(SEND_URL, {"message": message}, headers=STREAM)
        return b"".join([chunk async for chunk in response.streaming_content]).decode()

    events = parse_events(run_async(scenario()))

    assert events[-1] == ("error", {"message": wording.turn_failed})
    assert "secret internals" not in json.dumps(events)


# --- bad input ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("message", "error"),
    [("   ", "Type a message first."), ("x" * 2001, "Messages can be up to 2,000 characters")],
)
def test_an_empty_or_too_long_message_is_refused_and_nothing_is_stored(
    message: str, error: str
) -> None:
    async def scenario() -> tuple[str, Any]:
        client, visitor_id = await new_visitor()
        response = await client.post(SEND_URL, {"message": message}, headers=STREAM)
        return visitor_id, response

    visitor_id, response = run_async(scenario())

    assert response.status_code == 400
    assert response.json()["error"].startswith(error)
    assert list_conversations(visitor_id) == []


def test_without_javascript_a_refused_message_comes_back_with_the_error_and_the_draft() -> None:
    client = Client()
    response = client.post(SEND_URL, {"message": "x" * 2001, "next": "/?location=Porto"})

    assert response.status_code == 400
    html = response.content.decode()
    assert "Messages can be up to 2,000 characters" in html
    assert 'aria-invalid="true"' in html and "x" * 2001 in html
    assert '<input type="hidden" name="next" value="/?location=Porto">' in html


def test_another_visitors_conversation_is_not_found() -> None:
    async def scenario() -> tuple[Any, Any, Any]:
        owner, _ = await new_visitor()
        events = await stream_message(owner, PORTO_REQUEST)
        conversation_id = data_of(events, "done")["conversation_id"]
        intruder, _ = await new_visitor()
        streamed = await intruder.post(
            SEND_URL, {"message": "hello", "conversation": conversation_id}, headers=STREAM
        )
        posted = await intruder.post(
            SEND_URL, {"message": "hello", "conversation": conversation_id}
        )
        panel = await intruder.get(reverse("chat:panel"), {"conversation": conversation_id})
        return streamed, posted, panel

    streamed, posted, panel = run_async(scenario())

    assert streamed.status_code == 404 and streamed.json() == {"error": ENGLISH.conversation_gone}
    assert posted.status_code == 404
    assert panel.status_code == 404


# --- without JavaScript ------------------------------------------------------------------------


def test_without_javascript_the_form_posts_and_the_page_comes_back_with_the_reply() -> None:
    client = Client()
    client.get("/")
    response = client.post(SEND_URL, {"message": PORTO_REQUEST, "filters": "", "next": "/"})

    assert response.status_code == 303
    location = response["Location"]
    assert location.startswith("/?location=Porto&max_price=120&min_bedrooms=2")
    found = re.search(r"conversation=([0-9a-f]{32})#chat$", location)
    assert found is not None
    conversation_id = found.group(1)

    page = client.get(location).content.decode()
    assert PORTO_REQUEST in page
    assert "I found" in page
    assert f'name="conversation" value="{conversation_id}"' in page
    assert "Porto" in selected_location(page.split('id="filter-form"')[1])


# --- the panel ---------------------------------------------------------------------------------


def test_the_home_page_shows_the_latest_conversation_and_lists_past_ones() -> None:
    async def scenario() -> AsyncClient:
        client, _ = await new_visitor()
        await stream_message(client, "hello there")
        await stream_message(client, PORTO_REQUEST, filters="")
        return client

    sync_client = browser_of(run_async(scenario()))

    page = sync_client.get("/").content.decode()
    log = page.split('id="chat-log"')[1].split("</ol>")[0]
    assert PORTO_REQUEST in log and "hello there" not in log
    history = page.split('id="chat-history"')[1].split("</details>")[0]
    assert history.count("chat-history-name") == 2
    assert "hello there" in history
    assert 'aria-current="true"' in history

    fresh = sync_client.get("/?conversation=new").content.decode()
    assert 'id="chat-empty"' in fresh
    assert 'name="conversation" value=""' in fresh


def test_the_panel_reopens_a_conversation_for_the_page_the_visitor_is_on() -> None:
    listing_id = a_porto_listing_id()

    sync_client, conversation_id = a_visitor_with_a_porto_conversation()

    response = sync_client.get(
        reverse("chat:panel"),
        {"conversation": conversation_id},
        headers={
            "HX-Request": "true",
            "HX-Current-URL": f"http://testserver/rentals/{listing_id}/",
        },
    )

    html = response.content.decode()
    assert response.status_code == 200
    assert '<section id="chat"' in html and PORTO_REQUEST in html
    assert f'<input type="hidden" name="viewing" value="{listing_id}">' in html
    reopen = reopen_link(html, conversation_id)
    assert sync_client.get(reopen)["Location"] == (
        f"/rentals/{listing_id}/?conversation={conversation_id}"
    )


def test_the_conversation_list_marks_the_current_conversation() -> None:
    sync_client, conversation_id = a_visitor_with_a_porto_conversation()

    html = sync_client.get(
        reverse("chat:conversations"),
        {"current": conversation_id},
        headers={"HX-Request": "true", "HX-Current-URL": "http://testserver/?location=Porto"},
    ).content.decode()

    assert PORTO_REQUEST in html
    # Followed without JavaScript, the link opens the conversation at its own search.
    porto = sync_client.get(reopen_link(html, conversation_id))
    assert porto.status_code == 302
    assert porto["Location"] == (
        "/?location=Porto&max_price=120&min_bedrooms=2&property_type=Apartment"
        f"&conversation={conversation_id}"
    )
    assert 'aria-current="true"' in html
