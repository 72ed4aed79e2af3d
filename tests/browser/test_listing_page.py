"""A listing's page in a real Chromium: its Save button saves it, and /saved/ then lists it."""

from __future__ import annotations

from playwright.sync_api import Page, expect

PORTO_DUPLEX = "10006546"
PORTO_DUPLEX_NAME = "Ribeira Charming Duplex"


def test_save_on_the_listing_page_saves_it_and_saved_lists_it(browser_page: Page) -> None:
    page = browser_page
    page.goto(f"/rentals/{PORTO_DUPLEX}/")
    failed: list[int] = []
    page.on(
        "response",
        lambda response: failed.append(response.status) if response.status >= 400 else None,
    )

    save = page.get_by_role("button", name=f"Save {PORTO_DUPLEX_NAME}", exact=True)
    save.click()

    expect(
        page.get_by_role("button", name=f"Saved {PORTO_DUPLEX_NAME}", exact=True)
    ).to_be_focused()
    assert failed == []
    page.goto("/saved/")
    saved = page.locator(".saved-card")
    expect(saved).to_have_count(1)
    expect(saved.locator(".card-title")).to_have_text(PORTO_DUPLEX_NAME)
    expect(saved.get_by_role("link")).to_have_attribute("href", f"/rentals/{PORTO_DUPLEX}/")

    # Unsaving from /saved/ works the same way, and the listing page shows it unsaved again.
    saved.get_by_role("button", name=f"Saved {PORTO_DUPLEX_NAME}", exact=True).click()
    page.goto(f"/rentals/{PORTO_DUPLEX}/")
    expect(page.get_by_role("button", name=f"Save {PORTO_DUPLEX_NAME}", exact=True)).to_be_visible()
