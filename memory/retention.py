"""How long a memory is kept: per-kind policies from settings, decided when the memory is written.

The decision is stored on the memory as ``expire_at`` and carried out by MongoDB's TTL index on that
field (no expiry date: kept until the visitor forgets it). Recall also skips memories whose date
has passed, since the TTL monitor deletes them only about once a minute.

- ``MEMORY_RETENTION_DAYS[kind]`` days after the memory was last written (0: kept);
- importance at or above ``MEMORY_KEEP_IMPORTANCE`` is kept whatever its kind;
- ``MEMORY_BOOTH_HOURS`` (a shared demo booth) overrides both: everything a visitor told the app is
  gone that many hours after it was first written, so the next person at the stand starts clean.

Policies apply to memories written after a change of settings; existing memories keep their date.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from django.conf import settings


def expiry_for(
    kind: str, importance: int, *, written_at: datetime, first_written_at: datetime
) -> datetime | None:
    """When a memory of ``kind`` and ``importance`` expires; None when it is kept."""
    booth_hours = settings.MEMORY_BOOTH_HOURS
    if booth_hours > 0:
        return first_written_at + timedelta(hours=booth_hours)
    if importance >= settings.MEMORY_KEEP_IMPORTANCE:
        return None
    days = settings.MEMORY_RETENTION_DAYS.get(kind, 0)
    if days <= 0:
        return None
    return written_at + timedelta(days=days)


def describe_policy() -> str:
    """One sentence for the memory panel: what is kept, and for how long."""
    booth_hours = settings.MEMORY_BOOTH_HOURS
    if booth_hours > 0:
        return (
            "This is a shared device: everything here is forgotten "
            f"{booth_hours} h after you said it."
        )
    policies = settings.MEMORY_RETENTION_DAYS
    kept = [_PLURALS.get(kind, kind) for kind, days in policies.items() if days <= 0]
    limited = [
        f"{_PLURALS.get(kind, kind)} for {days} days" for kind, days in policies.items() if days > 0
    ]
    parts = []
    if kept:
        parts.append(f"{_joined(kept).capitalize()} are kept until you forget them")
    if limited:
        parts.append(
            f"{_joined(limited)} after you last mentioned them, unless they matter a lot "
            f"(importance {settings.MEMORY_KEEP_IMPORTANCE} or more)"
        )
    return "; ".join(parts) + "."


_PLURALS = {
    "preference": "preferences",
    "fact": "facts",
    "trip": "trip details",
    "decision": "decisions",
}


def _joined(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]
