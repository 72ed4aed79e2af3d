"""Reopening a conversation from History in a real Chromium: the filters, results and map come
back to its last search, its replies' Under the hood opens, and the next message refines it."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from tests.browser.test_chat_page import last_reply, replies, send
from tests.browser.test_map_in_browser import MARKERS, expect_one_marker_per_card

RIO_REQUEST = "flat near Copacabana in Rio for 2 under 400"
SYDNEY_REQUEST = "2 bedroom flat in Sydney"
RIO = "Rio De Janeiro"


def test_a_reopened_conversation_brings_back_its_search_map_and_under_the_hood(
    browser_page: Page,
) -> None:
    page = browser_page
    form = page.locator("#filter-form")
    page.goto("/")
    send(page, RIO_REQUEST)
    expect(replies(page)).to_have_count(1)
    expect(form.locator("select[name=location]")).to_have_value(RIO)
    page.get_by_role("link", name="New chat").click()
    expect(page.locator("#chat .chat-greeting")).to_be_visible()
    send(page, SYDNEY_REQUEST)
    expect(replies(page)).to_have_count(1)
    expect(form.locator("select[name=location]")).to_have_value("Sydney")

    page.locator("#chat-history > summary").click()
    page.locator("#chat-history a", has_text=RIO_REQUEST).click()

    expect(page.locator("#chat-log .chat-message-user .chat-bubble")).to_have_text([RIO_REQUEST])
    expect(form.locator("select[name=location]")).to_have_value(RIO)
    expect(form.locator("input[name=near]")).to_have_value(re.compile("Copacabana"))
    expect(page).to_have_url(
        re.compile(r"/\?location=Rio.*near=Copacabana.*&conversation=[0-9a-f]{32}$")
    )
    places = page.locator("#results li.card .card-place").all_text_contents()
    assert places and all(place.startswith(RIO) for place in places)
    expect(page.locator(MARKERS).first).to_be_visible()
    expect_one_marker_per_card(page)

    reply = last_reply(page)
    reply.get_by_role("button", name="Under the hood").click()
    body = reply.locator(".chat-trace-body")
    expect(body).to_be_visible()
    searched = body.locator(".chat-trace-operation").filter(has_text="listings · aggregate")
    expect(searched.first).to_be_visible()
    assert body.locator("[data-trace-mongosh]", has_text="db.listings.aggregate(").count() >= 1

    # The next message refines Rio, not the Sydney the page showed before.
    send(page, "only superhosts")
    expect(replies(page)).to_have_count(2)
    expect(form.locator("select[name=location]")).to_have_value(RIO)
    expect(form.locator("input[name=superhost_only]")).to_be_checked()
    expect(page).to_have_url(re.compile(r"location=Rio.*superhost_only=true"))

    # A reload keeps the conversation and its search.
    page.reload()
    expect(form.locator("select[name=location]")).to_have_value(RIO)
    expect(page.locator("#chat-log .chat-message-user .chat-bubble")).to_have_text(
        [RIO_REQUEST, "only superhosts"]
    )
