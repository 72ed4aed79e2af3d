"""The language a request's pages are written in, for views and templates.

A page is written in the language the browser asks for (``language.page_language``); its fixed
texts come from ``language.interface_text``. Every template gets ``page_language`` and the texts
page scripts write (``script_texts``, rendered into the page as JSON by ``base.html``).
"""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest

from language.interface_text import script_texts
from language.page_language import ENGLISH, Language, preferred_language


def request_language(request: HttpRequest | None) -> Language:
    """The language the browser asks for, among the pages'; English without a request."""
    if request is None:
        return ENGLISH
    return preferred_language(request.headers.get("Accept-Language", ""))


def page_language(request: HttpRequest) -> dict[str, Any]:
    """Template context: the page's language and the texts its scripts write."""
    language = request_language(request)
    return {"page_language": language, "script_texts": script_texts(language)}
