"""Every reply template of the offline model, rendered in English, Spanish and Portuguese.

The walk renders each reply the model can write (searches, closest matches, currency notes, saved
places, listing details, answers about the results, markets, errors, small talk) and checks that
it covers every template, and that no English template text shows in a Spanish or Portuguese
reply.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

import pytest

from chat import offline_replies as replies
from chat import results_answers
from chat.reply_language import Language
from chat.reply_wording import ENGLISH, PORTUGUESE, SPANISH, WORDING, Wording
from language.dialog import BudgetConversion
from rentals.filters import SearchFilters

LANGUAGES: tuple[Language, ...] = ("en", "es", "pt")
# Listing data is quoted as written; these names and texts are no word of any of the languages.
PICK = {
    "id": "7",
    "name": "Casa Azul",
    "price": 90,
    "currency": "EUR",
    "price_usd": 97,
    "neighbourhood": "Ribeira",
    "market": "Porto",
    "bedrooms": 2,
    "guests": 4,
    "rating": 4.8,
    "reviews": 31,
    "superhost": True,
    "why": ["in Porto", "mentions “azul”"],
    "amenities": ["Wifi", "Crib", "Family/kid friendly"],
    "listing_text": {"neighborhood_overview": "Praia Azul a 5 minutos."},
    "position": 1,
}
OTHER = PICK | {
    "id": "8",
    "name": "Villa Sol",
    "price": 140,
    "price_usd": 151,
    "bedrooms": 1,
    "guests": 2,
    "rating": None,
    "superhost": False,
    "amenities": ["Wifi"],
    "listing_text": {"description": "Ideal para familias."},
    "position": 2,
}
EVERY_FILTER = SearchFilters(
    location="Porto",
    min_price=20,
    max_price=100,
    min_bedrooms=2,
    min_accommodates=4,
    property_type="Apartment",
    room_type="Entire home/apt",
    superhost_only=True,
    amenities=["Pool", "Wifi"],
    min_rating=4.5,
)
RELAXED = [
    {"filter": "max_price", "change": "widened", "requested": 100, "relaxed_to": 120},
    {"filter": "min_price", "change": "widened", "requested": 20, "relaxed_to": 10},
    {"filter": "min_bedrooms", "change": "widened", "requested": 2, "relaxed_to": 1},
    {"filter": "min_accommodates", "change": "widened", "requested": 4, "relaxed_to": 3},
    {"filter": "min_rating", "change": "widened", "requested": 4.5, "relaxed_to": 4.2},
    {"filter": "amenities", "change": "dropped", "requested": "Pool", "relaxed_to": None},
    {"filter": "superhost_only", "change": "dropped", "requested": True, "relaxed_to": None},
    {"filter": "property_type", "change": "dropped", "requested": "Apartment", "relaxed_to": None},
]
KIDS = {"en": "which one for kids?", "es": "¿cuál para niños?", "pt": "qual para crianças?"}
GROUP = {"en": "which one for a group?", "es": "¿cuál para un grupo?", "pt": "qual para um grupo?"}
CONVERSION = BudgetConversion("max_price", 120, "EUR", 720, "BRL")


def search(language: Language, result: dict[str, Any], **options: Any) -> str:
    arguments: dict[str, Any] = {
        "filters": EVERY_FILTER,
        "query": "",
        "sort": None,
        "unknown_places": [],
        "conversions": [],
        "currency_mentioned": False,
        "language": language,
    }
    return replies.search_reply(result, **(arguments | options))


def question(text: str, subject: int | str | None = None, **parts: Any) -> Any:
    return results_answers.ResultsQuestion(
        text, subject, parts.get("amenities", []), parts.get("words", [])
    )


def every_reply(language: Language) -> list[str]:
    found = {"total": 12, "results": [PICK, OTHER]}
    shown = {"count": 2, "results": [PICK, OTHER]}
    rio = SearchFilters(location="Rio De Janeiro", max_price=720)
    return [
        replies.greeting(language),
        replies.help_text(language),
        replies.thanks(language),
        replies.goodbye(language),
        replies.lost_track(language),
        replies.unclear(SearchFilters(), language),
        replies.unclear(EVERY_FILTER, language),
        replies.unclear(SearchFilters(location="Porto", min_price=50), language),
        *(search(language, found, sort=sort) for sort in ("price_asc", "price_desc", "rating")),
        search(language, {"total": 1, "results": [PICK]}, query="azul", currency_mentioned=True),
        search(language, found | {"relaxed": RELAXED}),
        search(language, {"total": 0, "results": [], "markets": ["Porto", "Sydney"]}),
        search(language, {"total": 0, "results": []}, unknown_places=["Atlantis", "Lemuria"]),
        search(language, found, filters=rio, conversions=[CONVERSION]),
        search(language, found, filters=SearchFilters()),
        replies.saved_reply({"saved": []}, language),
        replies.saved_reply({"saved": [PICK, OTHER | {"price": None}]}, language),
        replies.details_reply(PICK, words=["azul"], amenities=["Wifi", "Pool"], language=language),
        replies.details_reply(PICK, words=["metro"], amenities=[], language=language),
        replies.details_reply(PICK, words=[], amenities=[], language=language),
        replies.markets_reply({"markets": []}, language),
        replies.markets_reply({"markets": [{"market": "Porto", "listings": 9}]}, language),
        replies.markets_reply(
            {"markets": [{"market": "Porto", "listings": 9}, {"market": "Sydney", "listings": 11}]},
            language,
        ),
        replies.tool_failed_reply("", language),
        results_answers.answer({"count": 0, "results": []}, question("?"), language),
        results_answers.answer({"count": 2, "results": []}, question("?", 5), language),
        results_answers.answer({"count": 2, "results": [OTHER]}, question("?", 1), language),
        results_answers.answer(shown, question(KIDS[language]), language),
        results_answers.answer(shown, question(GROUP[language]), language),
    ]


_PLACEHOLDER = re.compile(r"\{[a-z_]+\}")


def template_texts(wording: Wording) -> dict[str, list[str]]:
    """Each template's texts: one for a sentence, several for a word with forms or an order."""
    texts: dict[str, list[str]] = {}
    for field in dataclasses.fields(Wording):
        value = getattr(wording, field.name)
        if isinstance(value, dict):
            texts[field.name] = list(value.values())
        elif isinstance(value, tuple):
            texts[field.name] = list(value)
        else:
            texts[field.name] = [value]
    return texts


def literal_parts(template: str) -> list[str]:
    return [part.strip() for part in _PLACEHOLDER.split(template) if len(part.strip()) >= 3]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_walk_renders_every_template(language: Language) -> None:
    rendered = "\n".join(every_reply(language))
    unused = [
        name
        for name, texts in template_texts(WORDING[language]).items()
        if name not in ("ordinal", "tool_failed_detail", "example_request")
        and not any(all(part in rendered for part in literal_parts(text)) for text in texts)
    ]
    assert unused == []


def words(text: str) -> set[str]:
    return {word.lower() for word in re.findall(r"[^\W\d_]{4,}", _PLACEHOLDER.sub(" ", text))}


def english_only_words() -> set[str]:
    """Words of the English templates that neither other language's templates use."""
    english = set().union(*(words(t) for ts in template_texts(ENGLISH).values() for t in ts))
    others = set().union(
        *(words(t) for w in (SPANISH, PORTUGUESE) for ts in template_texts(w).values() for t in ts)
    )
    return english - others


@pytest.mark.parametrize("language", ["es", "pt"])
def test_no_english_template_text_shows_in_a_spanish_or_portuguese_reply(
    language: Language,
) -> None:
    english = english_only_words()
    assert {"found", "listings", "night", "without", "budget", "cheapest"} <= english
    leaks = {
        index: sorted(words(reply) & english)
        for index, reply in enumerate(every_reply(language))
        if words(reply) & english
    }
    assert leaks == {}


def test_every_template_is_translated() -> None:
    english = template_texts(ENGLISH)
    for wording in (SPANISH, PORTUGUESE):
        same = [
            name
            for name, texts in template_texts(wording).items()
            if texts == english[name] and name != "tool_failed_detail"
        ]
        assert same == []
