"""Every page on a phone (390 × 844) and a desktop (1280 × 900), with axe-core, a keyboard and
what a screen reader hears: no sideways scrolling, a header that fits, the chat reachable from
the first screen, the results in view after a reply (a tap away on a phone, where the reply stays
in view), and no serious or critical axe violation."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.axe import blocking_violations, load_axe

SCREENS = Path("/tmp/screens")
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}
PORTO_REQUEST = "2 bedroom flat in Porto under 120"
FACTS = "We travel with our dog and our budget is about 150 a night"
PORTO_DUPLEX = "10006546"
PORTO_DUPLEX_NAME = "Ribeira Charming Duplex"
WHITE = (255, 255, 255)
CANVAS = (246, 247, 249)

# The outline that shows where the keyboard is: on the focused element, or for controls drawn by
# a neighbour (a pill's label, the message field's box), on that neighbour.
FOCUS_RING = """() => {
  const focused = document.activeElement;
  const candidates = [focused, focused.nextElementSibling, focused.closest(".chat-compose")];
  for (const node of candidates) {
    if (!node) continue;
    const style = getComputedStyle(node);
    if (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) {
      return { color: style.outlineColor, width: parseFloat(style.outlineWidth) };
    }
  }
  return null;
}"""


@pytest.fixture(params=[PHONE, DESKTOP], ids=["phone", "desktop"])
def screen(request: pytest.FixtureRequest, browser: Browser, live_app: str) -> Iterator[Page]:
    """A fresh tab of the screen's size, with axe-core loaded in every page."""
    context = browser.new_context(base_url=live_app, viewport=request.param)
    context.set_default_timeout(15_000)
    load_axe(context)
    yield context.new_page()
    context.close()


def check_page(page: Page, name: str) -> None:
    """No sideways scrolling, every header link on screen, and axe finds nothing serious."""
    width = page.viewport_size["width"] if page.viewport_size else 0
    SCREENS.mkdir(exist_ok=True)
    page.screenshot(path=SCREENS / f"a11y-{name}-{width}.png")
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth"), (
        f"{name} scrolls sideways at {width} px"
    )
    header_edges = page.locator(".site-header a").evaluate_all(
        "links => links.filter(link => link.offsetParent)"
        ".map(link => link.getBoundingClientRect().right)"
    )
    assert header_edges and max(header_edges) <= width, f"{name}: the header overflows"
    assert blocking_violations(page) == [], f"{name} at {width} px"


def in_viewport(page: Page, selector: str) -> bool:
    return page.locator(selector).evaluate(
        "node => { const box = node.getBoundingClientRect();"
        " return box.top >= 0 && box.top < innerHeight && box.height > 0; }"
    )


def results_in_view(page: Page) -> None:
    page.wait_for_function(
        "() => { const top = document.getElementById('results').getBoundingClientRect().top;"
        " return top >= 0 && top <= innerHeight - 240; }"
    )


def test_every_page_at_phone_and_desktop_widths(screen: Page) -> None:
    page = screen
    phone = page.viewport_size == PHONE

    page.goto("/")
    # The conversation is on the first screen: above the results on a phone, beside on a desktop.
    message = page.get_by_role("textbox", name="Message", exact=True)
    expect(message).to_be_in_viewport(ratio=1)
    check_page(page, "home")

    message.fill(PORTO_REQUEST)
    message.press("Enter")
    reply = page.locator("#chat-log .chat-message-assistant:not([aria-busy])")
    expect(reply).to_contain_text("I found")
    # Once the reply is complete the new results are in view beside it (on a phone, where they
    # come after the chat, the reply stays in view and the search it ran, leading it, is one tap
    # from them), and their count is announced.
    count = page.locator("#results .results-count")
    expect(count).to_contain_text("stays")
    if not phone:
        results_in_view(page)
    expect(page.locator("#results-status")).to_have_text(count.inner_text())
    expect(page.locator("#chat-status")).to_contain_text("Searching Porto")
    expect(page.get_by_role("log", name="Conversation")).to_contain_text("I found")
    expect(message).to_be_focused()
    if phone:
        expect(reply.locator(".chat-reply")).to_be_in_viewport()
        search = reply.locator(".chat-search")
        expect(search).to_be_in_viewport()
        search.click()
        results_in_view(page)
    check_page(page, "home-after-reply")

    page.goto(f"/rentals/{PORTO_DUPLEX}/")
    check_page(page, "listing")
    chat_link = page.locator(".site-nav").get_by_role("link", name="Chat", exact=True)
    if phone:
        # The chat is below the listing: the header's Chat link leads to its message field.
        assert not in_viewport(page, "#chat-input")
        chat_link.click()
        expect(message).to_be_focused()
        expect(message).to_be_in_viewport()
    else:
        expect(chat_link).to_be_hidden()
    page.get_by_role("button", name=f"Save {PORTO_DUPLEX_NAME}", exact=True).click()
    saved = page.get_by_role("button", name=f"Saved {PORTO_DUPLEX_NAME}", exact=True)
    expect(saved).to_be_visible()

    page.goto("/saved/")
    expect(page.locator(".saved-card .card-title")).to_have_text([PORTO_DUPLEX_NAME])
    check_page(page, "saved")

    page.goto("/chat/")
    message.fill(FACTS)
    message.press("Enter")
    expect(page.locator("#chat-log .chat-remembered")).to_contain_text("Travels with a dog")
    check_page(page, "chat-after-reply")

    page.goto("/memory/")
    expect(page.locator(".memory-list .memory")).to_have_count(2)
    check_page(page, "memory")
    # Repeated actions say which memory they act on.
    forget_dog = page.get_by_role("button", name="Forget “Travels with a dog.”", exact=True)
    expect(forget_dog).to_have_count(1)

    page.goto("/memory/delete-my-data")
    check_page(page, "confirm")
    page.goto("/rentals/no-such-listing/")
    check_page(page, "not-found")


def test_the_keyboard_reaches_the_chat_first_and_always_shows_where_it_is(
    browser_page: Page,
) -> None:
    page = browser_page
    page.goto("/")

    page.keyboard.press("Tab")
    skip = page.get_by_role("link", name="Skip to the chat")
    expect(skip).to_be_focused()
    expect(skip).to_be_in_viewport(ratio=1)
    page.keyboard.press("Enter")
    expect(page.get_by_role("textbox", name="Message", exact=True)).to_be_focused()

    # Without the skip link the chat still comes before the filters and the twelve cards.
    page.reload()
    stops = 0
    while not page.evaluate("document.activeElement.id === 'chat-input'"):
        page.keyboard.press("Tab")
        stops += 1
        assert stops <= 15, "the message field is not among the first 15 Tab stops"
        assert_visible_focus_ring(page)

    # The rest of the page: the filters, the results and the cards' Save buttons.
    for _ in range(30):
        page.keyboard.press("Tab")
        assert_visible_focus_ring(page)

    names = page.locator("#results .save-button-toggle").evaluate_all(
        "buttons => buttons.map(button => button.textContent.replace(/\\s+/g, ' ').trim())"
    )
    assert len(names) == 12 and len(set(names)) == 12, names
    assert all(re.fullmatch(r"♡ Save \S.*", name) for name in names), names


def assert_visible_focus_ring(page: Page) -> None:
    ring = page.evaluate(FOCUS_RING)
    focused = page.evaluate("document.activeElement.outerHTML.slice(0, 120)")
    assert ring is not None, f"no focus ring on {focused}"
    assert ring["width"] >= 2, focused
    colour = parse_rgb(ring["color"])
    assert min(contrast(colour, WHITE), contrast(colour, CANVAS)) >= 3, (ring, focused)


def parse_rgb(css: str) -> tuple[int, int, int]:
    red, green, blue, *alpha = re.findall(r"[\d.]+", css)
    assert not alpha or float(alpha[0]) == 1, f"a see-through focus ring: {css}"
    return int(float(red)), int(float(green)), int(float(blue))


def contrast(first: tuple[int, int, int], second: tuple[int, int, int]) -> float:
    """The WCAG contrast ratio of two sRGB colours."""
    lighter, darker = sorted((luminance(first), luminance(second)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def luminance(colour: tuple[int, int, int]) -> float:
    linear = [
        channel / 12.92 if channel <= 0.03928 else ((channel + 0.055) / 1.055) ** 2.4
        for channel in (value / 255 for value in colour)
    ]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
