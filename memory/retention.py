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

from language.interface_text import has_text, text
from language.page_language import ENGLISH, Language


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


def describe_policy(language: Language = ENGLISH) -> str:
    """One sentence for the memory panel, in ``language``: what is kept, and for how long."""
    booth_hours = settings.MEMORY_BOOTH_HOURS
    if booth_hours > 0:
        return text("memory.policy.booth", language, hours=booth_hours)
    policies = settings.MEMORY_RETENTION_DAYS
    kept = [_kinds(kind, language) for kind, days in policies.items() if days <= 0]
    limited = [
        text("memory.policy.for_days", language, kinds=_kinds(kind, language), days=days)
        for kind, days in policies.items()
        if days > 0
    ]
    parts = []
    if kept:
        kinds = _joined(kept, language)
        parts.append(text("memory.policy.kept", language, kinds=kinds[:1].upper() + kinds[1:]))
    if limited:
        importance = settings.MEMORY_KEEP_IMPORTANCE
        parts.append(
            text(
                "memory.policy.limited",
                language,
                kinds=_joined(limited, language),
                importance=importance,
            )
        )
    return "; ".join(parts) + "."


def _kinds(kind: str, language: Language) -> str:
    key = f"memory.kinds.{kind}"
    return text(key, language) if has_text(key) else kind


def _joined(items: list[str], language: Language) -> str:
    if len(items) == 1:
        return items[0]
    return f"{', '.join(items[:-1])} {text('memory.policy.and', language)} {items[-1]}"
