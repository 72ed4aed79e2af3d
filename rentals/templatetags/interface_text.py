"""``{% text "key" %}``: an interface text in the page's language, in every template.

Slots and counts are given by name: ``{% text "listing.guests" count=guests %}``,
``{% text "search.remove_filter" filter=chip.label %}``; ``as name`` keeps the text in a variable
instead. The output is escaped like any variable. ``{% value_label amenity %}`` names a filter value
(an amenity, a kind of place, a room type) in the page's language, and ``{% ago moment %}`` says
how long ago a moment was ("5 minutes ago").
"""

from __future__ import annotations

from datetime import UTC, datetime

from django import template
from django.template.context import Context

from language.interface_text import text as interface_text
from language.interface_text import time_ago
from language.page_language import LANGUAGES, Language
from language.value_names import value_name
from rentals.page_text import request_language

register = template.Library()


@register.simple_tag(takes_context=True)
def text(context: Context, key: str, count: float | None = None, **slots: object) -> str:
    return interface_text(key, _language(context), count, **slots)


@register.simple_tag(takes_context=True)
def value_label(context: Context, value: str) -> str:
    named = value_name(value, _language(context))
    return named[:1].upper() + named[1:]


@register.simple_tag(takes_context=True)
def ago(context: Context, moment: datetime) -> str:
    return time_ago(moment, datetime.now(UTC), _language(context))


def _language(context: Context) -> Language:
    """The page's language: from the context processor, else from the request (an inclusion
    tag's own context keeps only the request), else English."""
    language = context.get("page_language")
    if language in LANGUAGES:
        return language
    return request_language(context.get("request"))
