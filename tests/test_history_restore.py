"""Reopening a conversation from History brings back its last search and each reply's Under the
hood: over the real ASGI stack, with the offline model on the seeded listings."""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlencode, urlsplit

import pytest
from django.test import Client
from django.urls import reverse

from chat.trace import STORED_TRACE_MAX_CHARS
from memory.conversations import get_conversation, new_conversation_id
from tests.chat_helpers import chat_db  # noqa: F401
from tests.memory_helpers import run_async, store_turn, visitor
from tests.test_browse_pages import card_count, form_state
from tests.test_chat_views import browser_of, data_of, new_visitor, reopen_link, stream_message

pytestmark = pytest.mark.usefixtures("chat_db")

RIO_REQUEST = "flat near Copacabana in Rio for 2 under 400"
SYDNEY_PAGE = "location=Sydney&min_bedrooms=2"


def visitor_with_rio_then_sydney() -> tuple[Client, str, str]:
    """A visitor who searched Rio in one conversation, then Sydney in a newer one."""

    async def scenario() -> tuple[Client, str, str]:
        client, visitor_id = await new_visitor()
        rio = await stream_message(client, RIO_REQUEST, filters="")
        await stream_message(client, "2 bedroom flat in Sydney", filters="")
        return browser_of(client), visitor_id, data_of(rio, "done")["conversation_id"]

    return run_async(scenario())


def reopen(browser: Client, conversation_id: str, page: str) -> str:
    response = browser.get(
        reverse("chat:panel"),
        {"conversation": conversation_id},
        headers={"HX-Request": "true", "HX-Current-URL": f"http://testserver/?{page}"},
    )
    assert response.status_code == 200
    return response.content.decode()


def test_reopening_a_conversation_on_the_search_page_brings_back_its_last_search() -> None:
    browser, visitor_id, rio_id = visitor_with_rio_then_sydney()
    conversation = get_conversation(visitor_id, rio_id)
    assert conversation is not None
    searched = conversation.messages[-1].metadata["search"]
    assert searched["filters"]["location"] == "Rio De Janeiro"
    assert searched["filters"]["near"]
    assert len(conversation.messages[-1].metadata["trace"]) <= STORED_TRACE_MAX_CHARS

    html = reopen(browser, rio_id, SYDNEY_PAGE)

    restored = re.search(r'data-restored-search="([^"]+)"', html)
    assert restored is not None
    restored_url = restored.group(1).replace("&amp;", "&")
    assert restored_url.startswith("/?") and "Sydney" not in restored_url
    form = form_state(html)
    assert form == parse_qs(urlsplit(restored_url).query)
    assert form["location"] == ["Rio De Janeiro"] and form["near"] == [searched["filters"]["near"]]
    assert 'id="results"' in html and 'hx-swap-oob="true"' in html
    assert card_count(html) == min(searched["total"], 12)
    # The map's markers are the restored results.
    assert html.count('data-lat="') == card_count(html)


def test_the_next_turn_refines_the_restored_search() -> None:
    browser, _, rio_id = visitor_with_rio_then_sydney()
    form = form_state(reopen(browser, rio_id, SYDNEY_PAGE))

    async def refine() -> dict[str, object]:
        client, _ = await new_visitor()
        client.cookies = browser.cookies
        events = await stream_message(
            client, "only superhosts", filters=urlencode(form, doseq=True), conversation=rio_id
        )
        return data_of(events, "swap")

    swap = run_async(refine())

    refined = parse_qs(urlsplit(str(swap["url"])).query)
    assert refined["location"] == ["Rio De Janeiro"] and refined["near"] == form["near"]
    assert refined["superhost_only"] == ["true"]


def test_a_conversation_without_a_search_leaves_the_page_as_it_is() -> None:
    async def scenario() -> tuple[Client, str]:
        client, _ = await new_visitor()
        events = await stream_message(client, "hello", filters="")
        return browser_of(client), data_of(events, "done")["conversation_id"]

    browser, conversation_id = run_async(scenario())

    html = reopen(browser, conversation_id, SYDNEY_PAGE)

    assert "data-restored-search" not in html and 'id="results"' not in html


def test_reopening_elsewhere_than_the_search_page_restores_only_the_chat() -> None:
    browser, _, rio_id = visitor_with_rio_then_sydney()

    response = browser.get(
        reverse("chat:panel"),
        {"conversation": rio_id},
        headers={"HX-Request": "true", "HX-Current-URL": "http://testserver/saved/"},
    )

    html = response.content.decode()
    assert RIO_REQUEST in html and 'id="results"' not in html


def test_a_reopened_reply_shows_its_under_the_hood() -> None:
    browser, _, rio_id = visitor_with_rio_then_sydney()

    html = reopen(browser, rio_id, SYDNEY_PAGE)

    assert html.count("data-trace-toggle") == 1
    operations = re.findall(r"<summary>([^<]+)</summary>", html)
    assert any(summary.startswith("listings · aggregate") for summary in operations)
    assert "db.listings.aggregate(" in html  # the search's command, to copy into mongosh


@pytest.mark.parametrize(("language", "just_now"), [("en", "just now"), ("pt-BR", "agora mesmo")])
def test_the_history_says_when_in_the_visitors_language(language: str, just_now: str) -> None:
    browser = Client()
    store_turn(visitor(browser), new_conversation_id(), "hello")

    html = browser.get(
        reverse("chat:conversations"), headers={"Accept-Language": language}
    ).content.decode()

    assert re.search(rf"<time datetime=\"[^\"]+\">{just_now}</time>", html)


def test_without_javascript_a_history_link_opens_the_conversation_at_its_search() -> None:
    browser, _, rio_id = visitor_with_rio_then_sydney()
    history = browser.get(
        reverse("chat:conversations"),
        headers={"HX-Current-URL": f"http://testserver/?{SYDNEY_PAGE}"},
    ).content.decode()

    page = browser.get(reopen_link(history, rio_id), follow=True)

    [(url, status)] = page.redirect_chain
    assert status == 302 and "location=Rio+De+Janeiro" in url and f"conversation={rio_id}" in url
    html = page.content.decode()
    assert form_state(html)["location"] == ["Rio De Janeiro"]
    assert re.search(r'<div class="chat-bubble">\s*' + re.escape(RIO_REQUEST), html)


def test_a_history_link_never_leaves_the_site() -> None:
    browser = Client()
    visitor(browser)

    response = browser.get(
        reverse("chat:reopen"), {"conversation": "0" * 32, "next": "https://evil.example/?x=1"}
    )

    assert response.status_code == 302 and response["Location"].startswith("/")
