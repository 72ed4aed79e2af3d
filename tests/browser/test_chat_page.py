"""The chat in a real Chromium: a request streams its reply, the search page follows the agent, and
the conversation is still there after a reload."""

from __future__ import annotations

import re
from pathlib import Path

from playwright.sync_api import Locator, Page, expect

SCREENS = Path("/tmp/screens")
PORTO_REQUEST = "2 bedroom flat in Porto under 120"
PORTO_SEARCH = re.compile(r"/\?location=Porto&max_price=120&min_bedrooms=2")

# Records each state the chat panel went through while a reply was on its way: the tool activity
# line, and the reply's text.
RECORD_STREAMING = """
window.__chatStates = [];
new MutationObserver(() => {
  const activity = document.querySelector("#chat .chat-activity:not([hidden])");
  const replies = document.querySelectorAll("#chat .chat-message-assistant .chat-bubble");
  const reply = replies.length ? replies[replies.length - 1].textContent.trim() : "";
  const state = [activity ? activity.textContent : "", reply];
  const last = window.__chatStates.at(-1);
  if (!last || last[0] !== state[0] || last[1] !== state[1]) window.__chatStates.push(state);
}).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
"""


def send(page: Page, message: str) -> None:
    page.fill("#chat-input", message)
    page.press("#chat-input", "Enter")


def replies(page: Page) -> Locator:
    """The replies that have finished streaming."""
    return page.locator("#chat-log .chat-message-assistant:not([aria-busy])")


def last_reply(page: Page) -> Locator:
    return replies(page).last


def test_a_request_streams_its_reply_and_the_search_page_follows(browser_page: Page) -> None:
    page = browser_page
    SCREENS.mkdir(exist_ok=True)
    page.goto("/")
    expect(page.locator("#chat .chat-greeting")).to_be_visible()
    page.screenshot(path=SCREENS / "chat-empty.png")
    page.evaluate("window.__marker = 1")
    page.evaluate(RECORD_STREAMING)

    send(page, PORTO_REQUEST)

    # The message shows at once, escaped, before any reply.
    expect(page.locator("#chat-log .chat-message-user .chat-bubble")).to_have_text(PORTO_REQUEST)
    expect(last_reply(page).locator(".chat-search")).to_contain_text("Porto · under 120 EUR")
    expect(last_reply(page)).to_contain_text("I found")
    expect(page).to_have_url(PORTO_SEARCH)
    assert page.evaluate("window.__marker") == 1, "the page was reloaded"

    # The tool's activity showed while the reply was still on its way, then the reply's text.
    states = page.evaluate("window.__chatStates")
    searching = [
        index
        for index, (activity, reply) in enumerate(states)
        if activity.startswith("Searching Porto") and activity.endswith("…") and not reply
    ]
    answered = [index for index, (_, reply) in enumerate(states) if reply.startswith("I found")]
    assert searching and answered and searching[0] < answered[0], states

    # The filter form and the results follow the search the agent ran.
    form = page.locator("#filter-form")
    expect(form.locator("select[name=location]")).to_have_value("Porto")
    expect(form.locator("input[name=max_price]")).to_have_value("120")
    expect(form.locator("select[name=min_bedrooms]")).to_have_value("2")
    expect(form.locator(".chat-changed").first).to_be_visible()
    places = page.locator("#results .card-place").all_inner_texts()
    assert places and all(place.startswith("Porto") for place in places)
    expect(page.locator("#results .chip").first).to_have_text(re.compile("^Porto"))
    page.screenshot(path=SCREENS / "chat-search.png")

    # A filter set by hand is where the next request starts from.
    page.fill("#filter-form input[name=max_price]", "90")
    expect(page).to_have_url(re.compile(r"max_price=90"))
    send(page, "only superhosts")
    expect(replies(page)).to_have_count(2)
    expect(page).to_have_url(re.compile(r"max_price=90.*superhost_only=true"))
    expect(form.locator("input[name=superhost_only]")).to_be_checked()
    expect(form.locator("input[name=max_price]")).to_have_value("90")
    expect(form.locator(".chat-changed")).to_have_count(0, timeout=5_000)

    # The conversation survives a reload, and shows in the list of past conversations.
    page.reload()
    expect(page.locator("#chat-log .chat-message-user .chat-bubble")).to_have_text(
        [PORTO_REQUEST, "only superhosts"]
    )
    expect(replies(page)).to_have_count(2)
    page.locator("#chat-history > summary").click()
    current = page.locator("#chat-history a[aria-current=true]")
    expect(current).to_contain_text(PORTO_REQUEST)
    expect(current).to_contain_text("4 messages")
    page.screenshot(path=SCREENS / "chat-history.png")
    page.keyboard.press("Escape")
    expect(page.locator("#chat-history .chat-history-menu")).to_be_hidden()

    # The search under an earlier reply brings its results back.
    replies(page).first.locator(".chat-search").click()
    expect(page).to_have_url(re.compile(r"max_price=120&min_bedrooms=2&property_type=Apartment$"))
    expect(form.locator("input[name=superhost_only]")).not_to_be_checked()


def test_new_chat_and_reopening_a_past_conversation(browser_page: Page) -> None:
    page = browser_page
    page.goto("/")
    send(page, "hello")
    expect(last_reply(page)).to_contain_text("Tell me where")

    page.get_by_role("link", name="New chat").click()
    expect(page.locator("#chat .chat-greeting")).to_be_visible()
    expect(page).to_have_url(re.compile(r"conversation=new"))
    page.locator("#chat .chat-suggestions button", has_text=PORTO_REQUEST).click()
    expect(last_reply(page)).to_contain_text("I found")
    expect(page).to_have_url(PORTO_SEARCH)

    # Back leads to the page before the search, with this conversation still open.
    page.go_back()
    expect(page).to_have_url(re.compile(r"/\?conversation=[0-9a-f]{32}$"))
    expect(page.locator("#filter-form select[name=location]")).to_have_value("")
    expect(page.locator("#chat-log .chat-message-user .chat-bubble")).to_have_text([PORTO_REQUEST])

    # A past conversation opens in the panel; the page keeps its search and the URL names both.
    page.go_forward()
    expect(page).to_have_url(PORTO_SEARCH)
    # The URL changes first; the page is restored from the server after it.
    expect(page.locator("#filter-form select[name=location]")).to_have_value("Porto")
    page.locator("#chat-history > summary").click()
    expect(page.locator("#chat-history a")).to_have_count(2)
    page.locator("#chat-history a", has_text="hello").click()
    expect(page.locator("#chat-log .chat-message-user .chat-bubble")).to_have_text(["hello"])
    expect(page).to_have_url(re.compile(r"/\?location=Porto&.*&conversation=[0-9a-f]{32}$"))
    page.reload()
    expect(page.locator("#chat-log .chat-message-user .chat-bubble")).to_have_text(["hello"])
    expect(page.locator("#filter-form select[name=location]")).to_have_value("Porto")


def test_a_typed_message_is_shown_as_text(browser_page: Page) -> None:
    page = browser_page
    page.goto("/")
    send(page, "<img src=x onerror=\"document.body.dataset.hacked='yes'\"> **hi**")
    expect(replies(page)).to_have_count(1)
    expect(page.locator("#chat-log .chat-message-user .chat-bubble")).to_contain_text("<img src=x")
    page.reload()
    expect(page.locator("#chat-log .chat-message-user .chat-bubble")).to_contain_text("<img src=x")
    assert page.evaluate("document.body.dataset.hacked") is None
