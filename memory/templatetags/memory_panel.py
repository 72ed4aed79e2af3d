"""``{{ moment|ago }}`` for the memory panel: "just now", "5 minutes ago", "3 days ago"."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from django import template
from django.utils.timesince import timesince

register = template.Library()


@register.filter
def ago(moment: datetime) -> str:
    if datetime.now(UTC) - moment < timedelta(minutes=1):
        return "just now"
    return f"{timesince(moment, depth=1)} ago"
