"""The saved page in a real Chromium, on a desktop and a phone, in English and Spanish: saved
stays compare side by side, each says when it was saved in words, with the result cards' badges."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.axe import load_axe
from tests.browser.test_accessibility import DESKTOP, PHONE, check_page


@pytest.fixture(
    params=[(DESKTOP, "en-GB"), (PHONE, "es-ES")], ids=["desktop-english", "phone-spanish"]
)
def screen(request: pytest.FixtureRequest, browser: Browser, live_app: str) -> Iterator[Page]:
    viewport, locale = request.param
    context = browser.new_context(base_url=live_app, viewport=viewport, locale=locale)
    load_axe(context)
    yield context.new_page()
    context.close()


def test_saved_stays_compare_on_the_saved_page(screen: Page) -> None:
    page = screen
    spanish = page.evaluate("navigator.language").startswith("es")
    page.goto("/?location=Porto")
    cards = page.locator("#results li.card")
    room_types = [cards.nth(n).locator(".badge").last.inner_text() for n in range(2)]
    for n in range(2):
        cards.nth(n).locator(".save-button-toggle").click()
        expect(cards.nth(n).locator(".save-button.is-saved")).to_have_count(1)

    page.goto("/saved/")

    saved = page.locator(".saved-card")
    expect(saved).to_have_count(2)
    # Saved last, shown first: the same badges as on the results.
    assert [saved.nth(n).locator(".badge").last.inner_text() for n in range(2)] == room_types[::-1]
    expect(saved.locator(".saved-card-when").first).to_have_text(
        "Guardado ahora mismo" if spanish else "Saved just now"
    )

    table = page.locator(".saved-compare-table")
    expect(table).to_be_hidden()
    page.get_by_text("Comparar" if spanish else "Compare", exact=True).click()
    expect(table).to_be_visible()
    expect(table.locator("tbody tr")).to_have_count(2)
    cheapest = "El más barato" if spanish else "Cheapest"
    expect(table.locator(".saved-compare-pick", has_text=cheapest)).to_have_count(1)
    # A wide table scrolls in its own box: the page itself never scrolls sideways.
    check_page(page, "saved-compare")
