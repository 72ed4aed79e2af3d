"""``{% page_chat as chat %}``: the chat panel's state for the page being rendered.

The panel is included into pages that other views render, so it reads what it needs from the
request rather than from their context.
"""

from __future__ import annotations

from typing import Any

from django import template

from chat.panel import ChatPanel, build_panel, page_location
from memory.identity import current_visitor_id
from rentals.page_text import request_language

register = template.Library()


@register.simple_tag(takes_context=True)
def page_chat(context: dict[str, Any]) -> ChatPanel:
    request = context["request"]
    return build_panel(
        current_visitor_id(request), page_location(request), language=request_language(request)
    )
