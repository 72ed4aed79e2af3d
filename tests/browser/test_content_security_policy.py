"""The pages run under a strict Content-Security-Policy without breaking it: no inline script,
handler or style, no eval. Chromium reports every violation; the main pages and a chat turn
(streaming, htmx swaps, a saved rental) must cause none."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import Page, expect

PLACEHOLDER = "/static/img/placeholder.svg"
SLOW_MS = 60_000  # a chat turn or a page on a busy machine
# Collects what the browser refused, from the moment each document starts.
RECORD_VIOLATIONS = """
window.__cspViolations = [];
document.addEventListener("securitypolicyviolation", (event) => {
  const where = `${event.sourceFile}:${event.lineNumber}`;
  window.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI} ${where}`);
});
"""


@pytest.fixture
def page(browser_page: Page) -> Iterator[Page]:
    """A tab that records CSP violations and whose listing photos fail to load."""
    console: list[str] = []
    browser_page.on("console", lambda message: console.append(message.text))
    browser_page.add_init_script(RECORD_VIOLATIONS)
    # Photos come from other hosts: make them fail, as on a booth without internet.
    browser_page.route(re.compile(r"^https://"), lambda route: route.abort())
    yield browser_page
    refused = [text for text in console if "Content Security Policy" in text]
    assert refused == []


def violations(page: Page) -> list[str]:
    return list(page.evaluate("window.__cspViolations"))


def test_the_pages_send_a_strict_policy(page: Page) -> None:
    response = page.goto("/")
    assert response is not None
    policy = response.headers["content-security-policy"]
    assert "script-src 'self';" in policy and "style-src 'self';" in policy
    assert "unsafe" not in policy


def test_the_main_pages_and_a_chat_turn_cause_no_violation(page: Page) -> None:
    page.goto("/?location=Porto")
    first_photo = page.locator("#results .card img").first
    # The failed photo fell back to the placeholder without an inline handler.
    expect(first_photo).to_have_attribute(
        "src", re.compile(re.escape(PLACEHOLDER)), timeout=SLOW_MS
    )
    page.fill("#chat-input", "2 bedroom flat in Porto under 120")
    page.press("#chat-input", "Enter")
    reply = page.locator("#chat-log .chat-message-assistant:not([aria-busy])")
    expect(reply).to_have_count(1, timeout=SLOW_MS)
    assert violations(page) == []

    page.locator("#results .card a.card-link").first.click()
    expect(page.locator(".detail-photo img")).to_have_attribute(
        "src", re.compile(re.escape(PLACEHOLDER)), timeout=SLOW_MS
    )
    bars = page.locator(".score-bar [data-width]")
    if bars.count():
        assert (
            bars.first.evaluate("bar => bar.style.width")
            == f"{bars.first.get_attribute('data-width')}%"
        )
    assert violations(page) == []

    for path in ("/saved/", "/memory/"):
        page.goto(path)
        page.wait_for_load_state("networkidle")
        assert violations(page) == [], path


def test_htmx_runs_without_eval(page: Page) -> None:
    page.goto("/")
    assert page.evaluate("htmx.config.allowEval") is False
    assert page.evaluate("htmx.config.includeIndicatorStyles") is False
