"""Template context shared by every page."""

from __future__ import annotations

import time
from typing import Any

from django.http import HttpRequest

from config.health import footer_line, health_report
from rentals.page_text import request_language

_FOOTER_TTL_S = 30.0
_footer_cache: tuple[float, dict[str, Any]] | None = None


def backends(request: HttpRequest) -> dict[str, Any]:
    """The footer's one-line report of what each concern runs on, in the page's language; the
    report is refreshed every 30 s."""
    global _footer_cache
    now = time.monotonic()
    if _footer_cache is None or now - _footer_cache[0] > _FOOTER_TTL_S:
        _footer_cache = (now, health_report())
    return {"backend_footer": footer_line(_footer_cache[1], request_language(request))}
