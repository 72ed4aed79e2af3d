"""``{% save_button rental_id rental_name %}``: the save toggle, its state read from the visitor's
saved ids."""

from __future__ import annotations

from typing import Any

from django import template
from django.template.context import Context

register = template.Library()


@register.inclusion_tag("memory/_save_button.html", takes_context=True)
def save_button(context: Context, rental_id: str, rental_name: str) -> dict[str, Any]:
    # `saved_ids` comes from memory.context_processors.saved_rentals and is read once per page.
    # The name makes each button's accessible name unique ("Save Ribeira Charming Duplex").
    return {
        "rental_id": rental_id,
        "rental_name": rental_name,
        "saved": rental_id in context.get("saved_ids", frozenset()),
        "request": context.get("request"),
    }
