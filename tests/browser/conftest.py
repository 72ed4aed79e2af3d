"""Real-browser fixtures: a headless Chromium page on the app served by uvicorn (``live_app``,
from tests/live_server.py), so the browser sees exactly what a visitor would."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect, sync_playwright

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]
# Page loads and waits for content: room for a CI machine running other work on its two cores.
PAGE_TIMEOUT_MS = 30_000
expect.set_options(timeout=PAGE_TIMEOUT_MS)


# Module scope, not session: while Playwright's sync API is running it holds an asyncio loop on
# this thread, and later tests that call asyncio.run() would fail.
@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    if not CHROMIUM.exists():
        pytest.skip(f"no Chromium at {CHROMIUM}: install it (apt-get install chromium) to run")
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(
            executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS
        )
        yield chromium
        chromium.close()


@pytest.fixture
def browser_page(browser: Browser, live_app: str) -> Iterator[Page]:
    """A fresh browser tab (own cookies and history) whose relative URLs go to the live app."""
    context = browser.new_context(base_url=live_app, viewport={"width": 1360, "height": 900})
    context.set_default_timeout(PAGE_TIMEOUT_MS)
    page = context.new_page()
    yield page
    context.close()
