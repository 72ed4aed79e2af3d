"""Booth mode in a real Chromium: the tour runs from its steps at 1366×768, 1920×1080 and on a
phone, each step's reply and a result on screen and the operation that mattered first under the
hood; and a kiosk left alone counts down (a key cancels it) and then erases its visitor."""

from __future__ import annotations

import re
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Locator, Page, ViewportSize, expect

from infra.embedded_server import EmbeddedServer
from infra.mongo import get_database
from language.interface_text import text
from language.page_language import Language
from tests.browser.axe import blocking_violations, load_axe
from tests.browser.test_chat_page import replies
from tests.chat_helpers import chat_db  # noqa: F401  (a fixture)
from tests.interface_language import english_left, page_segments
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


# Each screen's size, and whether it is a phone's (a touch screen).
SCREENS: dict[str, tuple[ViewportSize, bool]] = {
    "booth-1366": ({"width": 1366, "height": 768}, False),
    "booth-1920": ({"width": 1920, "height": 1080}, False),
    "phone": ({"width": 390, "height": 844}, True),
}


def kiosk(browser: Browser, base_url: str, screen: str = "booth-1920") -> Iterator[Page]:
    viewport, phone = SCREENS[screen]
    context = browser.new_context(
        base_url=base_url, locale="en-US", viewport=viewport, is_mobile=phone, has_touch=phone
    )
    context.set_default_timeout(REPLY_TIMEOUT_MS)
    load_axe(context)
    yield context.new_page()
    context.close()


@pytest.fixture
def booth_page(browser: Browser, booth_app: str) -> Iterator[Page]:
    yield from kiosk(browser, booth_app)


@pytest.fixture
def screen_page(browser: Browser, booth_app: str, request: pytest.FixtureRequest) -> Iterator[Page]:
    """A kiosk page on the screen named by the test's ``screen`` parameter."""
    yield from kiosk(browser, booth_app, request.param)


@pytest.fixture
def idle_page(browser: Browser, idle_booth_app: str) -> Iterator[Page]:
    yield from kiosk(browser, idle_booth_app)


def step(page: Page, capability: str) -> Locator:
    return page.locator(f'.booth-step[data-capability="{capability}"]')


def take_step(page: Page, capability: str, replies_after: int) -> Locator:
    """Tap a step; returns its reply once complete."""
    step(page, capability).get_by_role("button").click()
    expect(step(page, capability)).to_have_class(re.compile(r"\bis-done\b"))
    expect(replies(page)).to_have_count(replies_after, timeout=REPLY_TIMEOUT_MS)
    reply = replies(page).last
    expect(reply.locator(".chat-model-badge")).to_have_text("Offline model")
    return reply


def on_screen(page: Page, element: Locator) -> None:
    """The element's first line is in the window, and inside the chat's scrolled area if it is in
    the chat: seen without scrolling."""
    box = element.bounding_box()
    viewport = page.viewport_size
    assert box and viewport
    top, line = box["y"], min(box["height"], 20)
    assert top >= 0 and top + line <= viewport["height"], (box, viewport)
    assert 0 <= box["x"] < viewport["width"], (box, viewport)
    if element.evaluate("node => Boolean(node.closest('#chat-scroll'))"):
        area = page.locator("#chat-scroll").bounding_box()
        assert area and area["y"] - 1 <= top and top + line <= area["y"] + area["height"] + 1


def under_the_hood(reply: Locator, *operators: str) -> None:
    """Opens the reply's Under the hood: it opens in view, the first operation (marked as one that
    answered the turn) uses ``operators``."""
    page = reply.page
    toggle = reply.get_by_role("button", name="Under the hood")
    toggle.click()
    expect(toggle).to_have_attribute("aria-expanded", "true")
    first = reply.locator(".chat-trace-operation").first
    expect(first).to_have_class(re.compile(r"\bis-key\b"))
    summary = first.locator("summary")
    for operator in operators:
        expect(summary).to_contain_text(operator)
    on_screen(page, toggle)
    on_screen(page, summary)
    toggle.click()
    expect(reply.locator(".chat-trace-body")).to_be_hidden()


def reply_and_result_on_screen(page: Page, reply: Locator) -> None:
    on_screen(page, reply.locator(".chat-reply"))
    on_screen(page, page.locator("#results .card .card-title").first)


@pytest.mark.parametrize("screen_page", ["booth-1366"], indirect=True)
def test_the_tour_shows_each_capability_on_a_1366_screen(screen_page: Page) -> None:
    """The whole tour at 1366×768: each step's reply starts on screen beside a result, and the
    turns of the vector search, the geo query and the memory read show them first under the
    hood; the ticks stay when the memory step opens a new chat."""
    page = screen_page
    page.goto("/")
    expect(page.locator("body")).to_have_class("booth")
    expect(page.locator(".booth-story .booth-step")).to_have_count(7)
    expect(step(page, "meaning")).to_have_class(re.compile(r"\bis-next\b"))
    chat_box = page.locator("#chat").bounding_box()
    results_box = page.locator("#results").bounding_box()
    assert chat_box and results_box and chat_box["x"] < results_box["x"]

    reply = take_step(page, "meaning", 1)
    expect(reply.locator(".chat-search-total")).to_have_text(re.compile(r"^[1-9][\d,]* stays?$"))
    expect(reply.locator(".chat-remembered")).to_contain_text("dog")
    reply_and_result_on_screen(page, reply)
    under_the_hood(reply, "listings · aggregate", "$rankFusion", "$vectorSearch")
    expect(step(page, "refine")).to_have_class(re.compile(r"\bis-next\b"))
    assert blocking_violations(page) == []

    reply = take_step(page, "refine", 2)
    expect(reply.locator(".chat-search")).to_contain_text("superhosts")
    expect(reply.locator(".chat-search")).to_contain_text("Pets allowed")
    reply_and_result_on_screen(page, reply)

    reply = take_step(page, "switch", 3)
    expect(reply.locator(".chat-search")).to_contain_text("Rio De Janeiro")
    expect(reply.locator(".chat-reply > p").first).to_contain_text("BRL")
    reply_and_result_on_screen(page, reply)

    reply = take_step(page, "where", 4)
    expect(reply.locator(".chat-search")).to_contain_text("Copacabana Beach")
    reply_and_result_on_screen(page, reply)
    expect(page.locator("#map-focus")).to_have_attribute("data-place", "Copacabana Beach")
    expect(page.locator("#results-map")).to_contain_text("Copacabana Beach")  # marked on the map
    under_the_hood(reply, "$geoWithin")

    # Save and compare: a heart on two of the stays on screen, then the step's question.
    cards = page.locator("#results .card")
    names = []
    for index in range(2):
        card = cards.nth(index)
        names.append(card.locator(".card-title").inner_text().strip())
        card.locator(".save-button-toggle").click()
        expect(card.locator(".save-button")).to_have_class(re.compile(r"\bis-saved\b"))
    reply = take_step(page, "compare", 5)
    for name in names:
        expect(reply).to_contain_text(name)
    on_screen(page, reply.locator(".chat-reply"))
    under_the_hood(reply, "saved_rentals · find")

    # Memory: a new chat, where what was said before shapes the search; the tour keeps its ticks.
    reply = take_step(page, "memory", 1)
    expect(page.locator("#chat-log .chat-message-user")).to_have_count(1)
    expect(reply.locator(".chat-reply")).to_contain_text("Since you travel with your dog")
    expect(reply.locator(".chat-search")).to_contain_text("Pets allowed")
    reply_and_result_on_screen(page, reply)
    under_the_hood(reply, "memories · find")
    expect(page.locator(".booth-step.is-done")).to_have_count(7)  # the hood's too, once opened
    page.reload()
    expect(page.locator(".booth-step.is-done")).to_have_count(6)  # every step sent, any chat


def test_a_1920_screen_shows_the_reply_a_result_and_under_the_hood(booth_page: Page) -> None:
    page = booth_page
    page.goto("/")
    reply = take_step(page, "meaning", 1)
    reply_and_result_on_screen(page, reply)
    under_the_hood(reply, "$rankFusion", "$vectorSearch")


@pytest.mark.parametrize("screen_page", ["phone"], indirect=True)
def test_on_a_phone_the_reply_stays_in_view_with_the_results_a_tap_away(screen_page: Page) -> None:
    page = screen_page
    page.goto("/")
    reply = take_step(page, "meaning", 1)
    on_screen(page, reply.locator(".chat-reply"))
    on_screen(page, reply.locator(".chat-reply a[href^='/rentals/']").first)  # the best pick
    results = page.locator("#results").bounding_box()
    assert results and results["y"] > SCREENS["phone"][0]["height"]  # the page did not jump
    link = reply.locator(".chat-search")
    on_screen(page, link)
    link.tap()
    expect(page.locator("#results .card").first).to_be_in_viewport()


@pytest.mark.usefixtures("chat_db")
def test_an_idle_kiosk_counts_down_and_erases_its_visitor(idle_page: Page) -> None:
    page = idle_page
    page.goto("/")
    take_step(page, "meaning", 1)
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


@pytest.fixture(params=["es", "pt"])
def foreign_kiosk(
    browser: Browser, booth_app: str, request: pytest.FixtureRequest
) -> Iterator[tuple[Page, Language]]:
    """A booth-1366 kiosk whose browser asks for Spanish or Portuguese."""
    language: Language = request.param
    viewport, _ = SCREENS["booth-1366"]
    locale = {"es": "es-ES", "pt": "pt-BR"}[language]
    context = browser.new_context(
        base_url=booth_app,
        locale=locale,
        viewport=viewport,
        extra_http_headers={"Accept-Language": f"{locale},{language};q=0.9"},
    )
    context.set_default_timeout(REPLY_TIMEOUT_MS)
    yield context.new_page(), language
    context.close()


def test_the_tour_in_spanish_or_portuguese_shows_no_english_interface_text(
    foreign_kiosk: tuple[Page, Language],
) -> None:
    """Every step of the tour, with its reply's Under the hood open, in an es or pt browser: no
    text of the interface is left in English, whatever the step put on the page."""
    page, language = foreign_kiosk
    page.goto("/")
    assert not english_left(page_segments(page.content()), language)
    for taken, capability in enumerate(("meaning", "refine", "switch", "where"), start=1):
        step(page, capability).get_by_role("button").click()
        expect(replies(page)).to_have_count(taken, timeout=REPLY_TIMEOUT_MS)
        reply = replies(page).last
        expect(reply.locator(".chat-model-badge")).to_have_text(
            text("chat.offline_badge", language)
        )
        reply.get_by_role("button", name=text("chat.under_the_hood", language)).click()
        expect(reply.locator(".chat-trace-body")).to_be_visible()
        left = english_left(page_segments(page.content()), language)
        assert not left, (capability, left)
    page.locator("#results .card .save-button-toggle").first.click()
    expect(page.locator("#results .card .save-button").first).to_have_class(
        re.compile(r"\bis-saved\b")
    )
    step(page, "memory").get_by_role("button").click()
    expect(replies(page)).to_have_count(1, timeout=REPLY_TIMEOUT_MS)
    left = english_left(page_segments(page.content()), language)
    assert not left, ("memory", left)
