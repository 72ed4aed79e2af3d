"""Booth mode in a real Chromium: the tour runs from the suggested prompts, each step showing
results and its turn opened under the hood, and a kiosk left alone counts down (a key cancels it)
and then erases its visitor."""

from __future__ import annotations

import re
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from infra.embedded_server import EmbeddedServer
from infra.mongo import get_database
from tests.browser.axe import blocking_violations, load_axe
from tests.browser.test_chat_page import replies
from tests.chat_helpers import chat_db  # noqa: F401  (a fixture)
from tests.live_server import serving

WARM_UP_TIMEOUT_S = 120
REPLY_TIMEOUT_MS = 30_000
IDLE_MINUTES = "0.05"  # 3 s
COUNTDOWN_SECONDS = 6  # room for axe to check the countdown before it ends


def booth_server(
    embedded_server: EmbeddedServer, database: str, data_dir: Path, **settings: str
) -> Iterator[str]:
    uri = embedded_server.ensure_running().uri
    with serving(uri, database, data_dir, BOOTH_MODE="true", **settings) as base_url:
        # The first page a fresh server renders loads templates and the catalog: not timed.
        urllib.request.urlopen(f"{base_url}/", timeout=WARM_UP_TIMEOUT_S).close()
        yield base_url


@pytest.fixture(scope="module")
def booth_app(
    embedded_server: EmbeddedServer,
    chat_database: str,
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[str]:
    """A booth whose kiosk never idles out, so a slow turn cannot reset the story midway."""
    data_dir = tmp_path_factory.mktemp("booth_app")
    yield from booth_server(embedded_server, chat_database, data_dir, BOOTH_IDLE_MINUTES="0")


@pytest.fixture(scope="module")
def idle_booth_app(
    embedded_server: EmbeddedServer,
    chat_database: str,
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[str]:
    data_dir = tmp_path_factory.mktemp("idle_booth_app")
    yield from booth_server(
        embedded_server,
        chat_database,
        data_dir,
        BOOTH_IDLE_MINUTES=IDLE_MINUTES,
        BOOTH_COUNTDOWN_SECONDS=str(COUNTDOWN_SECONDS),
    )


def kiosk(browser: Browser, base_url: str) -> Iterator[Page]:
    context = browser.new_context(
        base_url=base_url, viewport={"width": 1920, "height": 1080}, locale="en-US"
    )
    context.set_default_timeout(REPLY_TIMEOUT_MS)
    load_axe(context)
    yield context.new_page()
    context.close()


@pytest.fixture
def booth_page(browser: Browser, booth_app: str) -> Iterator[Page]:
    yield from kiosk(browser, booth_app)


@pytest.fixture
def idle_page(browser: Browser, idle_booth_app: str) -> Iterator[Page]:
    yield from kiosk(browser, idle_booth_app)


def step(page: Page, title: str) -> Locator:
    return page.locator(".booth-step", has=page.locator(".booth-step-title", has_text=title))


def take_step(page: Page, title: str, replies_after: int, *, searched: bool = True) -> Locator:
    """Click a step's prompt; once its reply is complete, open it under the hood (the turn's
    database operations) and close it again; returns the reply."""
    step(page, title).get_by_role("button").click()
    expect(step(page, title)).to_have_class(re.compile(r"\bis-done\b"))
    expect(replies(page)).to_have_count(replies_after, timeout=REPLY_TIMEOUT_MS)
    reply = replies(page).last
    expect(reply.locator(".chat-model-badge")).to_have_text("Offline model")
    open_under_the_hood(reply, searched=searched)
    return reply


def open_under_the_hood(reply: Locator, *, searched: bool) -> None:
    toggle = reply.get_by_role("button", name="Under the hood")
    body = reply.locator(".chat-trace-body")
    toggle.click()
    expect(toggle).to_have_attribute("aria-expanded", "true")
    expect(body).to_be_visible()
    operations = body.locator(".chat-trace-operation")
    # At least the visitor's message and the reply, stored in the conversation.
    writes = operations.filter(has_text=re.compile(r"conversations · update_one"))
    expect(writes.nth(1)).to_be_visible()
    if searched:
        expect(
            operations.filter(has_text=re.compile(r"listings · aggregate")).first
        ).to_be_visible()
    else:  # the saved stays, read to compare them
        expect(
            operations.filter(has_text=re.compile(r"saved_rentals · find")).first
        ).to_be_visible()
    toggle.click()
    expect(body).to_be_hidden()


def expect_results(page: Page, reply: Locator, summary: str) -> None:
    expect(reply.locator(".chat-search")).to_contain_text(summary)
    expect(reply.locator(".chat-search-total")).to_have_text(re.compile(r"^[1-9][\d,]* stays?$"))
    expect(page.locator("#results .card").first).to_be_visible()


def test_the_booth_story_runs_from_the_suggested_prompts(booth_page: Page) -> None:
    page = booth_page
    page.goto("/")
    expect(page.locator("body")).to_have_class("booth")
    expect(page.locator(".booth-story .booth-step")).to_have_count(6)
    # The chat comes first on a large screen, left of the results.
    chat_box = page.locator("#chat").bounding_box()
    results_box = page.locator("#results").bounding_box()
    assert chat_box and results_box and chat_box["x"] < results_box["x"]

    reply = take_step(page, "Search", 1)
    expect_results(page, reply, "Sydney")
    expect(reply.locator(".chat-remembered")).to_contain_text("dog")
    assert blocking_violations(page) == []

    reply = take_step(page, "Refine", 2)
    expect_results(page, reply, "superhosts")

    reply = take_step(page, "Switch market", 3)
    expect_results(page, reply, "Rio De Janeiro")
    expect(reply).to_contain_text("BRL")

    # Save: a heart on two of the stays on screen, then the step's question.
    cards = page.locator("#results .card")
    names = []
    for index in range(2):
        card = cards.nth(index)
        names.append(card.locator(".card-title").inner_text().strip())
        card.locator(".save-button-toggle").click()
        expect(card.locator(".save-button")).to_have_class(re.compile(r"\bis-saved\b"))
    reply = take_step(page, "Save", 4, searched=False)
    for name in names:
        expect(reply).to_contain_text(name)

    # Memory: a new chat, where what was said before shapes the search.
    take_step(page, "Memory", 1)
    expect(page.locator("#chat-log .chat-message-user")).to_have_count(1)
    reply = replies(page).last
    expect(reply).to_contain_text("Since you travel with your dog")
    expect_results(page, reply, "Pets allowed")
    expect(page.locator("#chat-history")).to_be_attached()

    expect(step(page, "Under the hood")).to_contain_text("Under the hood")


@pytest.mark.usefixtures("chat_db")
def test_an_idle_kiosk_counts_down_and_erases_its_visitor(idle_page: Page) -> None:
    page = idle_page
    page.goto("/")
    take_step(page, "Search", 1)
    conversation_id = page.locator("#chat-form input[name=conversation]").input_value()
    conversations = get_database()["conversations"]
    assert conversations.count_documents({"_id": conversation_id}) == 1

    countdown = page.locator("#booth-idle")
    expect(countdown).to_be_visible(timeout=15_000)
    expect(countdown).to_contain_text("Starting fresh for the next visitor")
    assert blocking_violations(page) == []
    # Any key cancels it, and the chat stays as it was.
    page.keyboard.press("Shift")
    expect(countdown).to_be_hidden()
    expect(replies(page)).to_have_count(1)

    # Left alone again: it counts down to zero and the kiosk starts fresh.
    expect(countdown).to_be_visible(timeout=15_000)
    expect(page.locator("#booth-idle-seconds")).to_have_text("1", timeout=10_000)
    expect(page.locator("#chat-log .chat-message")).to_have_count(0, timeout=15_000)
    expect(page.locator(".booth-story .booth-step.is-done")).to_have_count(0)
    assert conversations.count_documents({"_id": conversation_id}) == 0
    # A fresh page nobody has touched does not count down again.
    page.wait_for_timeout(int(float(IDLE_MINUTES) * 60_000) + 1_000)
    expect(countdown).to_be_hidden()
