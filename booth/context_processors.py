"""Template context for every page: the booth's settings, when the app runs as a booth."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.http import HttpRequest

from booth.host_reset import host_reset_available


@dataclass(frozen=True)
class BoothPage:
    idle_ms: int  # a kiosk left alone this long starts its countdown; 0: never
    countdown_s: int
    host_reset: bool  # whether the host's "reset everything" exists


def booth(request: HttpRequest) -> dict[str, Any]:
    """``booth``: a `BoothPage` in booth mode, None otherwise."""
    if not settings.BOOTH_MODE:
        return {"booth": None}
    return {
        "booth": BoothPage(
            idle_ms=max(0, round(settings.BOOTH_IDLE_MINUTES * 60_000)),
            countdown_s=max(1, settings.BOOTH_COUNTDOWN_SECONDS),
            host_reset=host_reset_available(),
        )
    }
