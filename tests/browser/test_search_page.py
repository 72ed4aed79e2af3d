"""The search page in a real Chromium: filters swap the results in place, the URL keeps the state,
and the detail page leads back to the same search."""

from __future__ import annotations

import re
from pathlib import Path

from playwright.sync_api import Page, expect

SCREENS = Path("/tmp/screens")
PORTO_WIFI_UNDER_100 = re.compile(r"/\?location=Porto&max_price=100&amenities=Wifi$")


def card_ids(page: Page) -> list[str]:
    return page.locator("#results .card-link").evaluate_all(
        "links => links.map(link => new URL(link.href).pathname)"
    )


def set_porto_wifi_under_100(page: Page) -> None:
    page.select_option("#filter-form select[name=location]", "Porto")
    expect(page).to_have_url(re.compile(r"/\?location=Porto$"))
    page.locator("#filter-form label.pill", has_text="Wifi").first.click()
    expect(page).to_have_url(re.compile(r"/\?location=Porto&amenities=Wifi$"))
    page.fill("#filter-form input[name=max_price]", "100")
    expect(page).to_have_url(PORTO_WIFI_UNDER_100)


def test_filters_swap_the_results_in_place_and_the_url_keeps_the_search(
    browser_page: Page,
) -> None:
    page = browser_page
    SCREENS.mkdir(exist_ok=True)
    page.goto("/")
    expect(page.locator("#results .card")).to_have_count(12)
    expect(page.locator(".results-count")).to_contain_text("3,931 stays")
    page.screenshot(path=SCREENS / "home.png", full_page=True)
    # A full page load would lose this; htmx swaps keep the same document.
    page.evaluate("window.__marker = 1")

    set_porto_wifi_under_100(page)

    assert page.evaluate("window.__marker") == 1, "the page was reloaded"
    chips = page.locator("#results .results-header .chip")
    expect(chips).to_have_count(3)
    expect(chips).to_contain_text(["Porto", "under 100 EUR", "Wifi"])
    places = page.locator("#results .card-place").all_inner_texts()
    assert places and all(place.startswith("Porto") for place in places)
    expect(page.locator("#price-unit")).to_have_text("EUR")
    page.screenshot(path=SCREENS / "home-filtered.png", full_page=True)

    # Back and forward through the searches restore the form along with the results.
    page.go_back()
    expect(page).to_have_url(re.compile(r"/\?location=Porto&amenities=Wifi$"))
    expect(page.locator("#filter-form input[name=max_price]")).to_have_value("")
    expect(page.locator("#results .chip")).to_have_count(2)
    page.go_forward()
    expect(page).to_have_url(PORTO_WIFI_UNDER_100)
    expect(page.locator("#filter-form input[name=max_price]")).to_have_value("100")
    expect(page.locator("#results .chip")).to_have_count(3)
    assert page.evaluate("window.__marker") == 1


def test_a_detail_page_leads_back_to_the_same_results(browser_page: Page) -> None:
    page = browser_page
    page.goto("/")
    set_porto_wifi_under_100(page)
    results = card_ids(page)
    first = page.locator("#results .card").first
    name = first.locator(".card-title").inner_text()

    first.locator(".card-link").click()
    expect(page).to_have_url(re.compile(r"/rentals/[^/]+/\?back="))
    expect(page.locator("h1")).to_have_text(name)
    expect(page.locator(".booking-card")).to_contain_text("EUR")
    page.screenshot(path=SCREENS / "detail.png", full_page=True)

    page.go_back()
    expect(page).to_have_url(PORTO_WIFI_UNDER_100)
    expect(page.locator("#filter-form select[name=location]")).to_have_value("Porto")
    expect(page.locator("#filter-form input[name=amenities][value=Wifi]")).to_be_checked()
    expect(page.locator("#filter-form input[name=max_price]")).to_have_value("100")
    expect(page.locator("#results .card")).to_have_count(len(results))
    assert card_ids(page) == results

    page.locator("#results .card-link").first.click()
    page.get_by_role("link", name="Back to results").click()
    expect(page).to_have_url(PORTO_WIFI_UNDER_100)
    assert card_ids(page) == results


def test_load_more_appends_cards_without_changing_the_url(browser_page: Page) -> None:
    page = browser_page
    page.goto("/?sort=price_asc")
    expect(page.locator("#results .card")).to_have_count(12)

    page.get_by_role("button", name="Show more stays").click()

    expect(page.locator("#results .card")).to_have_count(24)
    expect(page.locator(".load-more-count")).to_have_text("24 of 3,931")
    expect(page).to_have_url(re.compile(r"/\?sort=price_asc$"))


def test_an_empty_search_offers_relaxations_that_update_the_form(browser_page: Page) -> None:
    page = browser_page
    page.goto("/?location=Porto")
    page.fill("#filter-form input[name=max_price]", "5")
    expect(page.locator(".empty")).to_contain_text("No stays match this search")
    expect(page.locator(".suggestions")).to_contain_text("the cheapest is")

    page.locator(".empty .chip-relax", has_text="under 5 EUR").click()

    expect(page).to_have_url(re.compile(r"/\?location=Porto$"))
    expect(page.locator("#results .card").first).to_be_visible()
    expect(page.locator("#filter-form input[name=max_price]")).to_have_value("")


def test_invalid_input_shows_the_message_in_place(browser_page: Page) -> None:
    page = browser_page
    page.goto("/")
    page.fill("#filter-form input[name=min_price]", "300")
    page.fill("#filter-form input[name=max_price]", "100")

    alert = page.locator("#results [role=alert]")
    expect(alert).to_contain_text("max_price (100) is below min_price (300)")
    SCREENS.mkdir(exist_ok=True)
    page.screenshot(path=SCREENS / "invalid.png")


def test_typing_in_the_search_box_waits_for_enter_and_the_filters_do_not(
    browser_page: Page,
) -> None:
    page = browser_page
    page.goto("/?location=Porto")
    shown = card_ids(page)
    searches: list[str] = []
    page.on(
        "request", lambda request: searches.append(request.url) if "q=" in request.url else None
    )
    box = page.locator("#filter-form input[name=q]")

    box.press_sequentially("quiet and bright", delay=50)
    # Well past the pause after which the box used to search on its own.
    page.wait_for_timeout(1500)
    assert searches == []
    expect(page).to_have_url(re.compile(r"/\?location=Porto$"))
    assert card_ids(page) == shown

    box.press("Enter")
    expect(page).to_have_url(re.compile(r"/\?(?=.*location=Porto)(?=.*q=quiet\+and\+bright)"))
    assert len(searches) == 1

    # The filter controls still search as they change, with the text in the box.
    page.select_option("#filter-form select[name=min_bedrooms]", "1")
    expect(page).to_have_url(re.compile(r"min_bedrooms=1"))
    page.locator("#filter-form label.pill", has_text="Wifi").first.click()
    expect(page).to_have_url(re.compile(r"amenities=Wifi"))
    page.fill("#filter-form input[name=max_price]", "150")
    expect(page).to_have_url(re.compile(r"max_price=150"))
    assert "q=quiet" in page.url


def test_the_search_box_understands_a_request_and_the_form_shows_it(browser_page: Page) -> None:
    page = browser_page
    page.goto("/")
    page.fill("#filter-form input[name=q]", "2 bedroom flat in Porto under 120")
    page.press("#filter-form input[name=q]", "Enter")

    form = page.locator("#filter-form")
    expect(page).to_have_url(
        re.compile(r"/\?location=Porto&max_price=120&min_bedrooms=2&property_type=Apartment$")
    )
    expect(form.locator("select[name=location]")).to_have_value("Porto")
    expect(form.locator("input[name=max_price]")).to_have_value("120")
    expect(form.locator("select[name=min_bedrooms]")).to_have_value("2")
    expect(form.locator("select[name=property_type]")).to_have_value("Apartment")
    expect(form.locator("input[name=q]")).to_have_value("")
    places = page.locator("#results .card-place").all_inner_texts()
    assert places and all(place.startswith("Porto") for place in places)
