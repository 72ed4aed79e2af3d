"""When the app has no place for another chat turn, the page says so and keeps what was typed."""

from __future__ import annotations

import urllib.request
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from infra.embedded_server import EmbeddedServer
from offline_assistant.wording import ENGLISH
from tests.live_server import serving

TYPED = "two bedroom flat in Porto under 120"
WARM_UP_TIMEOUT_S = 120


@pytest.fixture(scope="module")
def busy_app(
    embedded_server: EmbeddedServer,
    chat_database: str,
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[str]:
    """The app with the chat paused (no turn admitted), as when every place is taken."""
    uri = embedded_server.ensure_running().uri
    data_dir = tmp_path_factory.mktemp("busy_app")
    with serving(uri, chat_database, data_dir, CHAT_OFFLINE_TURNS="0") as base_url:
        # The first page a fresh server renders loads templates and the catalog: not timed.
        urllib.request.urlopen(f"{base_url}/chat/", timeout=WARM_UP_TIMEOUT_S).close()
        yield base_url


@pytest.fixture
def busy_page(browser: Browser, busy_app: str) -> Iterator[Page]:
    context = browser.new_context(base_url=busy_app, viewport={"width": 1360, "height": 900})
    context.set_default_timeout(15_000)
    yield context.new_page()
    context.close()


def test_a_busy_app_asks_to_try_again_and_keeps_the_message(busy_page: Page) -> None:
    page = busy_page
    page.goto("/chat/")
    page.fill("#chat-input", TYPED)
    page.press("#chat-input", "Enter")

    expect(page.locator("#chat .chat-error")).to_have_text(ENGLISH.busy)
    expect(page.locator("#chat-input")).to_have_value(TYPED)
    expect(page.locator("#chat-log .chat-message-user")).to_have_count(0)
