"""The memory panel in a real Chromium: the chat notes what it remembered and links to the panel,
which shows it, corrects it, exports it, forgets it, and deletes everything after a confirmation."""

from __future__ import annotations

import json
import re
from pathlib import Path

from playwright.sync_api import Page, expect

SCREENS = Path("/tmp/screens")
FACTS = "We travel with our dog and our budget is about 150 a night"


def visitor_cookie(page: Page) -> str:
    return next(c["value"] for c in page.context.cookies() if c["name"] == "visitor")


def test_the_panel_shows_corrects_exports_and_forgets_what_the_chat_remembered(
    browser_page: Page,
) -> None:
    page = browser_page
    SCREENS.mkdir(exist_ok=True)
    page.goto("/")
    page.fill("#chat-input", FACTS)
    page.press("#chat-input", "Enter")

    # The reply notes what was remembered, with a link to the panel.
    note = page.locator("#chat-log .chat-message-assistant:not([aria-busy]) .chat-remembered")
    expect(note).to_contain_text("Remembered: Travels with a dog. · Budget is about 150 per night.")
    page.screenshot(path=SCREENS / "memory-chat-note.png")
    note.get_by_role("link", name="Manage memory").click()
    expect(page).to_have_url(re.compile(r"/memory/$"))

    # The panel: kind, content, where from and how often used.
    memories = page.locator(".memory-list .memory")
    expect(memories).to_have_count(2)
    dog = memories.filter(has_text="Travels with a dog.")
    budget = memories.filter(has_text="Budget is about 150 per night.")
    expect(dog.locator(".memory-kind")).to_have_text("fact")
    expect(budget.locator(".memory-kind")).to_have_text("preference")
    expect(dog.locator(".memory-meta")).to_contain_text(f"“{FACTS}”")
    expect(dog.locator(".memory-used")).to_contain_text("used 0 times")
    page.screenshot(path=SCREENS / "memory-panel.png", full_page=True)

    # Correct the budget.
    budget.get_by_text("Edit").click()
    budget.locator("textarea[name=content]").fill("Budget is about 120 per night.")
    budget.get_by_role("button", name="Save").click()
    expect(page.locator(".memory-notice")).to_have_text("Saved your correction.")
    expect(memories.filter(has_text="Budget is about 120 per night.")).to_have_count(1)

    # Export everything as JSON.
    with page.expect_download() as download_info:
        page.get_by_role("link", name="Export JSON").click()
    exported = json.loads(Path(download_info.value.path()).read_text())
    assert sorted(m["content"] for m in exported["memories"]) == [
        "Budget is about 120 per night.",
        "Travels with a dog.",
    ]

    # Forget one.
    dog.get_by_role("button", name="Forget").click()
    expect(page.locator(".memory-notice")).to_have_text("Forgotten.")
    expect(memories).to_have_count(1)
    expect(memories.first).to_contain_text("Budget is about 120 per night.")

    # Delete my data: a confirmation first, then everything is gone and the browser is new.
    before = visitor_cookie(page)
    page.get_by_role("link", name="Delete my data").click()
    expect(page.get_by_role("heading", name="Delete all your data?")).to_be_visible()
    expect(page.locator(".memory-confirm li")).to_contain_text(
        ["1 memory", "1 conversation", "0 saved stays"]
    )
    page.screenshot(path=SCREENS / "memory-delete-confirm.png")
    page.get_by_role("button", name="Yes, delete my data").click()
    expect(page.locator(".memory-notice")).to_have_text(
        "All your data is deleted. You are a new visitor now."
    )
    expect(page.locator(".memory-empty")).to_contain_text("Nothing yet.")
    assert visitor_cookie(page) != before

    page.goto("/")
    expect(page.locator("#chat .chat-greeting")).to_be_visible()
    expect(page.locator("#chat-log .chat-message")).to_have_count(0)
