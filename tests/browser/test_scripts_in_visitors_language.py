"""What page scripts write is in the browser's language too: in a real Chromium asking for
Spanish, the chat's own messages, the activity line while a reply streams, the labels of the
messages it adds, Under the hood's copy status and the price unit say nothing in English."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from language.interface_text import text
from tests.browser.conftest import PAGE_TIMEOUT_MS
from tests.interface_language import english_left, page_segments

SPANISH_SEARCH = "piso de 2 habitaciones en Oporto por menos de 120"
# Every text the activity line and the chat's live region take while a reply is on its way.
RECORD_WRITTEN = """
window.__written = [];
new MutationObserver((changes) => {
  for (const change of changes) {
    const node = change.target.nodeType === Node.TEXT_NODE
      ? change.target.parentElement
      : change.target;
    if (node && node.closest && node.closest(".chat-activity, #chat-status, .chat-error")) {
      window.__written.push(node.textContent);
    }
  }
}).observe(document, { subtree: true, childList: true, characterData: true });
"""


@pytest.fixture
def spanish_page(browser: Browser, live_app: str) -> Iterator[Page]:
    context = browser.new_context(
        base_url=live_app,
        viewport={"width": 1360, "height": 900},
        locale="es-ES",
        extra_http_headers={"Accept-Language": "es-ES,es;q=0.9"},
    )
    context.set_default_timeout(PAGE_TIMEOUT_MS)
    page = context.new_page()
    yield page
    context.close()


def test_what_scripts_write_is_in_the_visitors_language(spanish_page: Page) -> None:
    page = spanish_page
    page.goto("/?location=Porto")
    page.evaluate(RECORD_WRITTEN)

    page.fill("#chat-input", "   ")
    page.press("#chat-input", "Enter")
    expect(page.locator("#chat-error")).to_have_text(text("script.type_first", "es"))

    page.select_option("#filter-form select[name=location]", "")
    expect(page.locator("#price-unit")).to_have_text(text("script.local_currency", "es"))

    page.fill("#chat-input", SPANISH_SEARCH)
    page.press("#chat-input", "Enter")
    reply = page.locator("#chat-log .chat-message-assistant:not([aria-busy])").last
    expect(reply.locator(".chat-search")).to_be_visible()
    expect(page.locator("#chat-log .chat-message-user .visually-hidden").last).to_have_text(
        text("script.you", "es")
    )

    reply.locator("[data-trace-toggle]").click()
    reply.locator("[data-trace-copy]").first.click()
    copy_status = (text("script.copied", "es"), text("script.press_to_copy", "es"))
    expect(reply.locator(".chat-trace-copied").first).to_have_text(
        re.compile("^(" + "|".join(map(re.escape, copy_status)) + ")$")
    )

    written = [line.strip() for line in page.evaluate("window.__written")]
    assert any(" alojamientos: " in line for line in written), written
    assert not english_left(written, "es"), written
    assert not english_left(page_segments(page.content()), "es")
