"""Every reply template of the chat, rendered in English, Spanish and Portuguese.

The walk renders each reply the chat can write (searches, closest matches, currency notes, saved
places, listing details, answers about the results, markets, what long-term memory did, errors,
the service's own messages, small talk) and checks that it covers every template, and that no
English template text shows in a Spanish or Portuguese reply.
"""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Any

import pytest

from chat.service import InvalidMessage, validate_message
from chat.tools import CHAT_TOOLS, tool_label
from language.cities import City
from language.dialog import BudgetConversion
from memory.memories import Memory, MemorySource
from memory.personalisation import AppliedMemory
from memory.tools import MEMORY_TOOL_NAMES
from offline_assistant import memory_replies, replies, results_answers
from offline_assistant.model import OfflineModel
from offline_assistant.reply_language import Language
from offline_assistant.wording import ENGLISH, PORTUGUESE, SPANISH, WORDING, Wording
from rentals.filters import SearchFilters
from rentals.tool_contract import SEARCH_RENTALS

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
    "lat": 41.1408,
    "lon": -8.6133,
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
    "lat": 41.1520,
    "lon": -8.6750,
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
    {"filter": "within_km", "change": "widened", "requested": 0.5, "relaxed_to": 2.4},
    {"filter": "amenities", "change": "dropped", "requested": "Pool", "relaxed_to": None},
    {"filter": "superhost_only", "change": "dropped", "requested": True, "relaxed_to": None},
    {"filter": "property_type", "change": "dropped", "requested": "Apartment", "relaxed_to": None},
]
KIDS = {"en": "which one for kids?", "es": "¿cuál para niños?", "pt": "qual para crianças?"}
GROUP = {"en": "which one for a group?", "es": "¿cuál para un grupo?", "pt": "qual para um grupo?"}
LISBON = City("Lisbon", "Portugal", 38.7223, -9.1393, ("Lisboa",))
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


def results_answers_in(language: Language) -> list[str]:
    """Answers about one result and superlatives over two, from amenities, text and place."""
    shown = {"count": 2, "results": [PICK, OTHER]}
    unrated = {"count": 2, "results": [OTHER, OTHER | {"id": "9"}]}
    in_text = {"count": 1, "results": [PICK | {"listing_text": {"space": "Piscina."}}]}
    asked = [
        (shown, question("?", 0, amenities=["Wifi", "Pool"], words=["azul"])),
        (shown, question("?", 0, words=["metro"])),
        (in_text, question("?", 0, amenities=["Pool"])),
        (shown, question("near Ribeira?", 0, words=["azul"])),
        (shown, question("near the airport?", 0)),
        (shown, question("¿cerca del mar?", 1)),
        (shown, question("which is closest?")),
        (unrated, question("which is best rated?")),
    ]
    superlatives = ("cheapest", "most expensive", "best rated", "most reviewed", "biggest")
    asked += [(shown, question(f"which is the {word}?")) for word in superlatives]
    asked.append((shown, question("which is closest to Ribeira?")))
    return [results_answers.answer(output, asked_, language) for output, asked_ in asked]


def applied(key: str, added: dict[str, Any], **memory: Any) -> AppliedMemory:
    now = datetime.now(UTC)
    stored = Memory(
        id="m1",
        kind="preference",
        key=key,
        content=memory.get("content", "Kiki, dog."),
        importance=5,
        filters=memory.get("filters", {}),
        price_currency=memory.get("price_currency"),
        source=MemorySource(),
        created_at=now,
        updated_at=now,
        last_recalled=None,
        recall_count=0,
        expire_at=None,
    )
    return AppliedMemory(stored, added, currency="EUR", query=memory.get("query", ""))


# One memory of each kind a search can use, as the offline model would say why it used them.
# Memories are quoted as stored; like the listings above, these say no word of any language.
EVERY_MEMORY_USED = [
    applied("pets", {"amenities": ["Pets allowed"]}),
    applied("budget", {"max_price": 150}, filters={"max_price": 140}, price_currency="GBP"),
    applied("travel_party", {"min_accommodates": 4}),
    applied("host_preference", {"superhost_only": True}),
    applied("trip", {"location": "Sydney"}),
    applied("room_type", {"room_type": "Entire home/apt"}),
    applied("room_type", {"room_type": "Hostel bunk"}),
    applied("accessibility", {"amenities": ["Wheelchair accessible"]}),
    applied("accessibility", {"amenities": ["Crib"]}),
    applied("workspace", {"amenities": ["Laptop friendly workspace"]}),
    applied("amenity_hot_tub", {"amenities": ["Hot tub"]}),
    applied("noise", {}, query="quiet"),
]


def memory_output(status: str, content: str) -> str:
    return json.dumps({"status": status, "memory": {"key": "pets", "content": content}})


def memory_replies_in(language: Language) -> list[str]:
    remembered = [
        memory_output("created", "Kiki, dog."),
        memory_output("superseded", "Lulu, 150 EUR."),
    ]
    listed = json.dumps({"memories": [{"content": "Kiki, dog."}]})
    forgotten = json.dumps({"forgotten": {"content": "Kiki, dog."}})
    return [
        memory_replies.because(EVERY_MEMORY_USED, language),
        memory_replies.remembered_note(remembered, language),
        memory_replies.recalled_reply(listed, language),
        memory_replies.recalled_reply(json.dumps({"memories": []}), language),
        memory_replies.forgot_reply(forgotten, language),
        memory_replies.forgot_reply("forgetMemory could not run: no such memory", language),
    ]


GREETING = {"en": "hello", "es": "hola", "pt": "olá"}


def service_replies_in(language: Language) -> list[str]:
    """What the chat says when it cannot answer as asked. The service and the views use these
    lines as they stand (tests/test_chat_turns.py and test_chat_views.py follow them there); the
    offline model opens its replies with the notice when it stands in for OpenAI."""
    wording = WORDING[language]
    try:
        validate_message(GREETING[language] + " " + "x" * 2000)
    except InvalidMessage as error:
        too_long = str(error)
    stand_in = OfflineModel(stands_in=True).respond(GREETING[language])[0]
    return [
        too_long,
        stand_in.content[0].text,  # type: ignore[union-attr,index]
        wording.gave_up,
        wording.turn_failed,
        wording.busy,
        wording.still_answering,
        wording.conversation_gone,
    ]


def tool_labels_in(language: Language) -> list[str]:
    search = json.dumps({"query": "azul", "filters": {"location": "Porto", "max_price": 90}})
    names = [*(tool.name for tool in CHAT_TOOLS), *MEMORY_TOOL_NAMES, "someOtherTool"]
    return [
        tool_label("searchRentals", search, language),
        tool_label("searchRentals", "{}", language),
        *(tool_label(name, "{}", language) for name in names),
    ]


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
        search(language, found, unknown_places=["Lisboa"]),
        search(language, found, filters=rio, conversions=[CONVERSION]),
        search(language, found, filters=SearchFilters()),
        replies.saved_reply({"saved": []}, language),
        replies.saved_reply({"saved": [PICK, OTHER | {"price": None}]}, language),
        replies.listing_line(PICK, language),
        *results_answers_in(language),
        replies.nearest_markets("Lisboa", LISBON, language),
        replies.markets_reply({"markets": [{"market": "Porto", "listings": 9}]}, language, ["X"]),
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
        *memory_replies_in(language),
        *service_replies_in(language),
        *tool_labels_in(language),
    ]


_PLACEHOLDER = re.compile(r"\{[a-z_]+\}")


def template_texts(wording: Wording) -> dict[str, list[str]]:
    """Each template's texts: one for a sentence, several for a word with forms or an order."""
    return {
        field.name: list(_flat(getattr(wording, field.name)))
        for field in dataclasses.fields(Wording)
    }


def _flat(value: Any) -> Iterator[str]:
    if isinstance(value, dict):
        value = tuple(value.values())
    if isinstance(value, tuple):
        for item in value:
            yield from _flat(item)
    else:
        yield value


def literal_parts(template: str) -> list[str]:
    return [part.strip() for part in _PLACEHOLDER.split(template) if len(part.strip()) >= 3]


# The panel's notes around a reply: tests/test_chat_panel_language.py renders them.
PANEL_NOTES = (
    "panel_greeting",
    "panel_greeting_listing",
    "stays",
    "all_stays",
)
# The service's notes outside a reply: tests/test_turn_lease.py and tests/test_turn_rate.py
# render them.
SERVICE_NOTES = ("reply_lost", "too_many_turns")


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_walk_renders_every_template(language: Language) -> None:
    rendered = "\n".join(every_reply(language))
    unused = [
        name
        for name, texts in template_texts(WORDING[language]).items()
        if name
        not in ("ordinal", "tool_failed_detail", "example_request", *PANEL_NOTES, *SERVICE_NOTES)
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


# Templates where English reads on with what others quote: a stored memory, a tool's English error.
QUOTES_DIFFER = ("memory_item", "tool_failed_detail")


def test_every_language_has_every_template_and_every_form() -> None:
    """A template with variants (an order, an animal, a kind of room) has the same ones in every
    language, with the same placeholders."""
    for field in dataclasses.fields(Wording):
        english = getattr(ENGLISH, field.name)
        for wording in (SPANISH, PORTUGUESE):
            value = getattr(wording, field.name)
            if isinstance(english, dict):
                assert value.keys() == english.keys(), field.name
            if isinstance(english, tuple):
                assert len(value) == len(english), field.name
            if isinstance(english, str) and field.name not in QUOTES_DIFFER:
                assert placeholders(value) == placeholders(english), field.name


def placeholders(template: str) -> set[str]:
    return set(_PLACEHOLDER.findall(template))


def test_every_tool_says_what_it_is_doing() -> None:
    tools = {tool.name for tool in CHAT_TOOLS} | set(MEMORY_TOOL_NAMES)
    assert set(ENGLISH.tool_activity) == tools - {SEARCH_RENTALS}
