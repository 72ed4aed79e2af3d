"""axe-core in the page under test: the serious and critical accessibility violations it finds."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from playwright.sync_api import BrowserContext, Page

AXE_SCRIPT = Path(__file__).parent / "vendor" / "axe-core-4.14.1.min.js"
BLOCKING_IMPACTS = frozenset({"serious", "critical"})


def load_axe(context: BrowserContext) -> None:
    """Every page of the context gets axe-core. An init script, not a <script> tag: the app's
    Content-Security-Policy refuses inline scripts, and a test must not loosen it."""
    context.add_init_script(path=AXE_SCRIPT)


def blocking_violations(page: Page) -> list[str]:
    """One line per serious or critical violation on the page as it is now: rule, help, elements."""
    violations: list[dict[str, Any]] = page.evaluate(
        "async () => (await axe.run(document, {resultTypes: ['violations']})).violations"
    )
    return [
        f"{violation['id']} ({violation['impact']}): {violation['help']} at "
        + ", ".join(" ".join(node["target"]) for node in violation["nodes"][:5])
        for violation in violations
        if violation["impact"] in BLOCKING_IMPACTS
    ]
