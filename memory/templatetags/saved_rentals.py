"""``{% save_button rental_id %}``: the save toggle, its state read from the visitor's saved ids."""

from __future__ import annotations

from typing import Any

from django import template
from django.template.context import Context

register = template.Library()


@register.inclusion_tag("memory/_save_button.html", takes_context=True)
def save_button(context: Context, rental_id: str) -> dict[str, Any]:
    # `saved_ids` comes from memory.context_processors.saved_rentals and is read once per page.
    return {
        "rental_id": rental_id,
        "saved": rental_id in context.get("saved_ids", frozenset()),
        "request": context.get("request"),
    }
