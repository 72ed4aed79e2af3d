"""The README's chat examples, typed in order by a new visitor in one conversation, in a real
Chromium: every one shows results, and the questions about them are answered without a search."""

from __future__ import annotations

import re
from pathlib import Path

from playwright.sync_api import Page, expect

from tests.browser.test_chat_page import replies, send

README = Path(__file__).resolve().parents[2] / "README.md"
QUESTIONS = re.compile(r"^(which|does|is)\b")


def readme_chat_examples() -> list[str]:
    text = README.read_text(encoding="utf-8")
    section = text.split("**Search by conversation.**", 1)[1]
    block = re.search(r"```text\n(.*?)```", section, re.DOTALL)
    assert block, "the README's chat examples are a ```text block"
    return [line.strip() for line in block.group(1).splitlines() if line.strip()]


def test_the_readme_examples_each_show_results(browser_page: Page) -> None:
    page = browser_page
    page.goto("/")
    examples = readme_chat_examples()
    assert len(examples) >= 6

    for number, message in enumerate(examples, 1):
        url_before = page.url
        send(page, message)
        expect(replies(page)).to_have_count(number, timeout=30_000)
        reply = replies(page).last
        if QUESTIONS.match(message):
            # Answered from the listings on screen: a listing named, no new search.
            expect(reply.locator("strong").first).to_be_visible()
            assert page.url == url_before, message
        else:
            expect(reply.locator(".chat-search")).to_be_visible()
            expect(page.locator("#results .card").first).to_be_visible()
            assert "Nothing matches" not in reply.inner_text() or "closest" in reply.inner_text()
