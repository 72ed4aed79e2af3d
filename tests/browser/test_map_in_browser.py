"""The map of the results in a real Chromium, on a desktop and a phone: one numbered marker per
card, named after its listing and reached by keyboard; a marker and its card highlight each
other; "Search this area" searches the box shown and the URL keeps it; no tiles are fetched
without MAP_TILE_URL; and axe finds nothing serious."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
from playwright.sync_api import Browser, Locator, Page, ViewportSize, expect

from tests.browser.axe import blocking_violations, load_axe

pytestmark = pytest.mark.browser

SCREENS = Path("/tmp/screens")
PHONE: ViewportSize = {"width": 390, "height": 844}
DESKTOP: ViewportSize = {"width": 1360, "height": 900}
RIO = "/?location=Rio+De+Janeiro"
MARKERS = "#results-map .map-marker"


@pytest.fixture
def desktop(browser: Browser, live_app: str) -> Iterator[Page]:
    context = browser.new_context(base_url=live_app, viewport=DESKTOP)
    load_axe(context)
    yield context.new_page()
    context.close()


@pytest.fixture
def phone(browser: Browser, live_app: str) -> Iterator[Page]:
    context = browser.new_context(base_url=live_app, viewport=PHONE, has_touch=True, is_mobile=True)
    load_axe(context)
    yield context.new_page()
    context.close()


def map_region(page: Page) -> Locator:
    return page.get_by_role("region", name="Map of results")


def card_markers(page: Page) -> list[tuple[str, str]]:
    """Each card's number and listing name, in page order."""
    return page.locator("#results li.card").evaluate_all(
        "cards => cards.map(card => [card.dataset.marker,"
        " card.querySelector('.card-title').textContent.trim()])"
    )


def marker_names(page: Page) -> list[str]:
    return page.locator(MARKERS).evaluate_all(
        "markers => markers.map(marker => marker.getAttribute('aria-label'))"
    )


def expect_one_marker_per_card(page: Page) -> None:
    cards = card_markers(page)
    assert cards, "no results to map"
    expect(page.locator(MARKERS)).to_have_count(len(cards))
    assert marker_names(page) == [f"{number}. {name}" for number, name in cards]
    for number, _ in cards:
        expect(
            page.locator(f"#results li.card[data-marker='{number}'] .badge-number")
        ).to_have_text(number)


def test_on_a_desktop_the_map_sits_beside_the_results_with_one_marker_per_card(
    desktop: Page,
) -> None:
    page = desktop
    page.goto(RIO)
    region = map_region(page)
    expect(region).to_be_visible()
    expect(page.locator("#map-toggle")).to_be_hidden()
    expect_one_marker_per_card(page)
    results_box = page.locator("#results").bounding_box()
    map_box = region.bounding_box()
    assert results_box and map_box and map_box["x"] >= results_box["x"] + results_box["width"]
    # Every marker is drawn inside the map, and there is a scale; no tile was asked for.
    inside = page.locator(MARKERS).evaluate_all(
        "(markers) => { const map = document.getElementById('map-canvas').getBoundingClientRect();"
        " return markers.every(marker => { const box = marker.getBoundingClientRect();"
        " return box.left >= map.left && box.right <= map.right"
        " && box.top >= map.top && box.bottom <= map.bottom; }); }"
    )
    assert inside, "a marker lies outside the map's view"
    expect(region.locator(".leaflet-control-scale-line")).to_have_text(re.compile(r"\d+ k?m"))
    expect(region.locator(".leaflet-tile-pane img")).to_have_count(0)
    SCREENS.mkdir(exist_ok=True)
    page.screenshot(path=SCREENS / "map-desktop.png")
    assert blocking_violations(page) == []


def test_markers_are_reached_by_keyboard_and_lead_to_their_cards(desktop: Page) -> None:
    page = desktop
    page.goto(RIO)
    expect(page.locator(MARKERS)).to_have_count(len(card_markers(page)))
    # From the last control of the results, Tab goes into the map and through its markers.
    page.locator("#results .load-more button").focus()
    names: list[str] = []
    for _ in range(4):
        page.keyboard.press("Tab")
        focused = page.evaluate("document.activeElement.getAttribute('aria-label') || ''")
        if focused.startswith("1. "):
            names.append(focused)
            break
    assert names, "Tab never reached the first marker"
    page.keyboard.press("Tab")
    page.keyboard.press("Tab")
    third = page.locator(f"{MARKERS}[data-marker='3']")
    expect(third).to_be_focused()
    expect(third).to_have_attribute("role", "button")
    # Focusing a marker highlights its card, and Enter leads to the card's link.
    third_card = page.locator("#results li.card[data-marker='3']")
    expect(third_card).to_have_class(re.compile(r"\bis-highlighted\b"))
    page.keyboard.press("Enter")
    expect(third_card.locator(".card-link")).to_be_focused()
    # Pointing at a card highlights its marker.
    page.locator("#results li.card[data-marker='2']").hover()
    expect(page.locator(f"{MARKERS}[data-marker='2']")).to_have_class(
        re.compile(r"\bis-highlighted\b")
    )
    expect(third).not_to_have_class(re.compile(r"\bis-highlighted\b"))


def test_more_results_add_their_markers(desktop: Page) -> None:
    page = desktop
    page.goto(RIO)
    expect(page.locator(MARKERS)).to_have_count(12)
    page.locator("#results .load-more button").click()
    expect(page.locator("#results li.card")).to_have_count(24)
    expect_one_marker_per_card(page)


def test_search_this_area_searches_the_box_shown_and_the_url_keeps_it(desktop: Page) -> None:
    page = desktop
    page.goto(RIO)
    search_area = page.get_by_role("button", name="Search this area")
    expect(search_area).to_be_hidden()
    total_before = page.locator(".results-count strong").inner_text()
    for _ in range(2):
        page.get_by_role("button", name="Zoom in").click()
    expect(search_area).to_be_visible()
    search_area.click()

    expect(page).to_have_url(
        re.compile(r"[?&]bbox=[-\d.]+(%2C|,)[-\d.]+(%2C|,)[-\d.]+(%2C|,)[-\d.]+")
    )
    expect(search_area).to_be_hidden()
    expect(page.locator(".results-count strong")).not_to_have_text(total_before)
    box = _bbox(page.url)
    assert parse_qs(urlsplit(page.url).query)["location"] == ["Rio De Janeiro"]
    _expect_results_inside(page, box)
    expect_one_marker_per_card(page)

    # Reload and a shared link restore the box: the same results, the map showing the box.
    page.reload()
    assert _bbox(page.url) == box
    _expect_results_inside(page, box)
    expect(page.locator("#filter-form input[name=bbox]")).to_have_count(1)
    shown = page.evaluate(
        "() => { const map = document.getElementById('map-canvas').getBoundingClientRect();"
        " return map.width > 0; }"
    )
    assert shown
    expect(search_area).to_be_hidden()

    # Back returns to the whole of Rio.
    page.go_back()
    expect(page).to_have_url(re.compile(r"/\?location=Rio\+De\+Janeiro$"))
    expect(page.locator(".results-count strong")).to_have_text(total_before)


def _bbox(url: str) -> tuple[float, float, float, float]:
    west, south, east, north = (
        float(v) for v in parse_qs(urlsplit(url).query)["bbox"][0].split(",")
    )
    return west, south, east, north


def _expect_results_inside(page: Page, box: tuple[float, float, float, float]) -> None:
    west, south, east, north = box
    expect(page.locator("#results li.card").first).to_be_visible()
    points = page.locator("#results li.card").evaluate_all(
        "cards => cards.map(card => [Number(card.dataset.lat), Number(card.dataset.lon)])"
    )
    assert points
    for lat, lon in points:
        assert south <= lat <= north and west <= lon <= east, (lat, lon, box)


def test_on_a_phone_the_map_is_one_tap_from_the_results(phone: Page) -> None:
    page = phone
    page.goto(RIO)
    expect(page.locator("#results li.card").first).to_be_visible()
    expect(map_region(page)).to_be_hidden()
    toggle = page.get_by_role("button", name="Show the map")
    expect(toggle).to_have_attribute("aria-expanded", "false")
    toggle.tap()
    expect(map_region(page)).to_be_visible()
    expect(page.get_by_role("button", name="Hide the map")).to_have_attribute(
        "aria-expanded", "true"
    )
    expect_one_marker_per_card(page)
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")
    SCREENS.mkdir(exist_ok=True)
    page.screenshot(path=SCREENS / "map-phone.png", full_page=True)
    assert blocking_violations(page) == []
    # A marker's card is a tap away too (one that no other marker covers).
    page.locator("#map-canvas").scroll_into_view_if_needed()
    number = page.locator(MARKERS).evaluate_all(
        "markers => markers.find(marker => { const box = marker.getBoundingClientRect();"
        " return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)"
        " ?.closest('.map-marker') === marker; }).dataset.marker"
    )
    page.locator(f"{MARKERS}[data-marker='{number}']").tap()
    expect(page.locator(f"#results li.card[data-marker='{number}'] .card-link")).to_be_focused()


def test_a_place_is_marked_with_its_radius_and_kept_with_the_box(desktop: Page) -> None:
    page = desktop
    page.goto("/?near=Copacabana+Beach")
    region = map_region(page)
    expect(region.locator(".map-place")).to_have_text("Copacabana Beach")
    expect(region.locator("path.map-place-area")).to_have_count(1)
    expect(region.locator(".map-caption")).to_have_text("2 km around Copacabana Beach")
    expect_one_marker_per_card(page)
    page.get_by_role("button", name="Zoom in").click()
    page.get_by_role("button", name="Search this area").click()
    expect(page).to_have_url(re.compile(r"near=Copacabana\+Beach.*&bbox="))
    box = _bbox(page.url)
    _expect_results_inside(page, box)

    page.reload()
    expect(region.locator(".map-place")).to_have_text("Copacabana Beach")
    assert _bbox(page.url) == box
    _expect_results_inside(page, box)
    page.screenshot(path=SCREENS / "map-near.png")
    assert blocking_violations(page) == []
