"""Template context for every page: the listings the current visitor saved."""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest
from django.utils.functional import SimpleLazyObject

from memory.saved import saved_ids


def saved_rentals(request: HttpRequest) -> dict[str, Any]:
    """``saved_ids``: the set of rental ids the visitor saved, read on first use in a template.

    Pages without a save button never query it.
    """
    visitor_id: str | None = getattr(request, "visitor_id", None)
    if visitor_id is None:
        return {"saved_ids": frozenset()}
    return {"saved_ids": SimpleLazyObject(lambda: frozenset(saved_ids(visitor_id)))}
