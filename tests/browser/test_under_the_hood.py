"""Under the hood in a real Chromium: a reply's toggle shows the turn's database operations, what it
understood and its timings; an operation copies as a mongosh command; keyboard, phone and axe."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.axe import blocking_violations, load_axe
from tests.browser.test_accessibility import DESKTOP, PHONE
from tests.browser.test_chat_page import last_reply, replies, send

SEARCH_REQUEST = "quiet flat near the beach in Porto under 150"


@pytest.fixture(params=[PHONE, DESKTOP], ids=["phone", "desktop"])
def screen(request: pytest.FixtureRequest, browser: Browser, live_app: str) -> Iterator[Page]:
    """A tab that may read and write the clipboard, with axe-core loaded."""
    context = browser.new_context(
        base_url=live_app,
        viewport=request.param,
        permissions=["clipboard-read", "clipboard-write"],
    )
    load_axe(context)
    yield context.new_page()
    context.close()


def test_under_the_hood_shows_the_operations_and_copies_one_as_mongosh(screen: Page) -> None:
    page = screen
    page.goto("/")
    send(page, SEARCH_REQUEST)
    expect(replies(page)).to_have_count(1)
    reply = last_reply(page)

    toggle = reply.get_by_role("button", name="Under the hood")
    body = reply.locator(".chat-trace-body")
    expect(toggle).to_have_attribute("aria-expanded", "false")
    expect(body).to_be_hidden()
    toggle.focus()
    page.keyboard.press("Enter")
    expect(toggle).to_have_attribute("aria-expanded", "true")
    expect(body).to_be_visible()
    expect(body.locator(".chat-trace-timings")).to_contain_text(re.compile(r"total \d"))
    expect(body.locator(".chat-trace-understood")).to_contain_text('"location": "Porto"')

    operations = body.locator(".chat-trace-operation")
    # The visitor's message goes with the note of their latest conversation in one client bulk
    # write; the reply is an update of its own, journaled.
    message = operations.filter(has_text=re.compile(r"^\s*several collections · client_bulk_write"))
    expect(message.filter(has_text="conversations")).not_to_have_count(0)
    reply_write = operations.filter(has_text=re.compile(r"^\s*conversations · update_one"))
    expect(reply_write).to_have_count(1)
    # The search answered the turn: it comes first, marked, named by its operators.
    searched = operations.filter(has_text="listings · aggregate · $rankFusion · $vectorSearch")
    expect(searched).to_have_count(1)
    expect(operations.first).to_have_class(re.compile(r"\bis-key\b"))
    expect(operations.first).to_contain_text("ran in-process")
    searched.locator("summary").click()
    expect(searched.locator(".chat-trace-json")).to_contain_text('"$vectorSearch"')
    expect(searched.locator(".chat-trace-json")).to_contain_text('"ran": "local"')

    copy = searched.get_by_role("button", name=re.compile(r"^Copy as mongosh: listings"))
    copy.click()
    expect(searched.locator(".chat-trace-copied")).to_have_text("Copied")
    copied = page.evaluate("navigator.clipboard.readText()")
    assert copied == searched.locator("[data-trace-mongosh]").text_content()
    assert copied.startswith('db.listings.aggregate([{"$rankFusion": ')
    assert '"queryVector": [' in copied and "/* … 384 numbers */]" in copied
    assert '"address.market": {"$eq": "Porto"}' in copied

    width = page.viewport_size["width"] if page.viewport_size else 0
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth"), (
        f"the open trace scrolls sideways at {width} px"
    )
    assert blocking_violations(page) == []

    toggle.press("Enter")
    expect(toggle).to_have_attribute("aria-expanded", "false")
    expect(body).to_be_hidden()
