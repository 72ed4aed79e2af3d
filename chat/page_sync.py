"""Filter sync between the chat and the search page, in both directions.

To the agent: the filter form, as the visitor left it, travels with each message; its filters
become the turn's ``page_filters``. To the page: when a tool ran a search, the filter form, the
result grid and the URL are rendered for that search's recorded filters and query. The reply's
words never drive the page.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.http import HttpRequest, QueryDict
from django.template.loader import render_to_string

from memory.turn_context import SearchRecord
from offline_assistant.replies import describe_filters, relaxation_phrase
from offline_assistant.reply_language import ENGLISH, Language
from offline_assistant.wording import WORDING
from rentals.filters import SearchFilters
from rentals.page_text import request_language
from rentals.search.service import search_rentals
from rentals.views import (
    PAGE_SIZE,
    filter_form_context,
    home_url,
    read_search,
    results_context,
    search_query_string,
)


@dataclass(frozen=True)
class PageSearch:
    """The search page's form when a message was sent."""

    filters: SearchFilters | None  # None while the form holds an invalid value
    sort: str


@dataclass(frozen=True)
class PageSwap:
    """What the page shows after a search the agent ran."""

    url: str  # the search page for these filters: reload and share links reproduce it
    total: int
    summary: str  # "Porto · under 120 EUR · 2+ bedrooms"
    html: str  # the filter form and the results, both marked hx-swap-oob; "" if not rendered

    def to_dict(self) -> dict[str, Any]:
        return {"url": self.url, "total": self.total, "summary": self.summary, "html": self.html}


def read_page_search(form_query: str) -> PageSearch:
    """The filters and sort order of the serialised filter form (``location=Porto&sort=…``)."""
    search = read_search(QueryDict(form_query))
    return PageSearch(search.filters, search.sort if search.filters is not None else "relevance")


def search_summary(search: SearchRecord, language: Language = ENGLISH) -> str:
    """The search in a line, in ``language``: "Porto · menos de 120 EUR · “tranquilo”"."""
    parts = describe_filters(search.search_filters(), language)
    if search.query:
        parts.append(f"“{search.query}”")
    return " · ".join(parts) or WORDING[language].all_stays


def search_url(search: SearchRecord) -> str:
    """The search page for the search as the visitor asked for it, in its order."""
    return home_url(search_query_string(search.query, search.search_filters(), search.sort))


def page_swap(request: HttpRequest, search: SearchRecord, page: PageSearch | None) -> PageSwap:
    """The swap for a search; its HTML only when the visitor is on the search page (``page``).

    The sort control follows the search's order (the visitor's, carried by the conversation).
    """
    html = _render_form_and_results(request, search) if page is not None else ""
    return PageSwap(search_url(search), search.total, search_summary(search), html)


def _render_form_and_results(request: HttpRequest, search: SearchRecord) -> str:
    """The form holds the search as asked; the results are what the agent showed, the closest
    matches with the relaxed filters marked when nothing matched exactly."""
    filters = search.search_filters()
    language = request_language(request)
    results = search_rentals(
        search.query, search.shown_filters(), sort=search.sort, limit=PAGE_SIZE, language=language
    )
    form_values = QueryDict(search_query_string(search.query, filters, search.sort))
    relaxed = [relaxation_phrase(relaxation, filters, language) for relaxation in search.relaxed]
    context = results_context(results, language) | filter_form_context(form_values)
    context |= {"oob": True, "relaxed_chips": relaxed}
    return render_to_string("chat/_page_swap.html", context, request=request)
