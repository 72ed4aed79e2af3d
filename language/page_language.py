"""The language a page is written in for a visitor: the first of English, Spanish and Portuguese
that the browser asks for (its Accept-Language header), English when it asks for none of them.

Every interface text (``language.interface_text``) and the chat's suggestions are shown in it, so
one visitor sees one language. ``Language`` is also the set of languages the offline assistant
answers in.
"""

from __future__ import annotations

from typing import Literal

Language = Literal["en", "es", "pt"]
LANGUAGES: tuple[Language, ...] = ("en", "es", "pt")
ENGLISH: Language = "en"
# Longer Accept-Language headers are cut: nobody lists that many languages.
ACCEPT_LANGUAGE_MAX_CHARS = 200


def preferred_language(accept_language: str) -> Language:
    """The first of the page's languages the browser asks for (``es-ES,es;q=0.9,en;q=0.8``);
    English when it asks for none of them. Quality values are taken in the order given, as
    browsers list them best first."""
    for entry in accept_language[:ACCEPT_LANGUAGE_MAX_CHARS].split(","):
        primary = entry.split(";", 1)[0].strip().split("-", 1)[0].lower()
        for language in LANGUAGES:
            if primary == language:
                return language
    return ENGLISH
