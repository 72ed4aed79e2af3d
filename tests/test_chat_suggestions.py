"""The chat's suggested prompts, in each of its languages, show results on the shipped listings
for a new visitor with the offline model; a booth's story runs from start to end, each step
showing its capability under the hood."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.test import Client

from chat.service import ChatTurnResult
from chat.suggestions import BOOTH_STORY, SEARCH_SUGGESTIONS, StoryStep
from chat.trace_panel import trace_view
from language.page_language import preferred_language
from memory.saved import save_rental
from offline_assistant.reply_language import Language
from tests.chat_helpers import chat_db, new_visitor_id, offline, turn  # noqa: F401

LANGUAGES: tuple[Language, ...] = ("en", "es", "pt")


@pytest.mark.parametrize(
    ("header", "language"),
    [
        ("", "en"),
        ("es-ES,es;q=0.9,en;q=0.8", "es"),
        ("pt-BR", "pt"),
        ("de-DE,de;q=0.9,pt;q=0.5", "pt"),
        ("fr, de", "en"),
        ("EN-gb", "en"),
        ("x" * 5000 + ",es", "en"),
    ],
)
def test_the_browsers_language_picks_the_suggestions(header: str, language: str) -> None:
    assert preferred_language(header) == language


@pytest.mark.usefixtures("chat_db", "offline")
@pytest.mark.parametrize("language", LANGUAGES)
def test_each_search_suggestion_shows_results(language: Language) -> None:
    for prompt in SEARCH_SUGGESTIONS[language]:
        result = turn(new_visitor_id(), prompt)
        if result.search is None:  # "compare my saved places": nothing saved yet, no search
            assert "saved" in prompt.lower() or "guardados" in prompt or "salvos" in prompt
            continue
        assert result.search.total > 0, prompt


def story_step(language: Language, capability: str) -> StoryStep:
    return next(step for step in BOOTH_STORY[language].steps if step.capability == capability)


def answered_with(result: ChatTurnResult, *operators: str) -> list[dict[str, Any]]:
    """The turn's key operations under the hood (listed first), checked to use ``operators``."""
    assert result.trace is not None
    view = trace_view(result.trace)
    keys = [operation for operation in view.operations if operation.key]
    assert keys and view.operations[: len(keys)] == keys
    assert any(all(operator in key.summary for operator in operators) for key in keys), (
        [key.summary for key in keys],
        operators,
    )
    return result.trace.operations


@pytest.mark.usefixtures("chat_db", "offline")
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_booth_story_shows_each_capability_with_results(language: Language) -> None:
    visitor_id = new_visitor_id()

    def step(capability: str, **options: Any) -> ChatTurnResult:
        result = turn(visitor_id, story_step(language, capability).prompt, **options)
        if result.search is not None:  # every search finds stays, none relaxed to do it
            assert result.search.total > 0 and result.search.relaxed == [], capability
        return result

    first = step("meaning")
    assert first.search is not None and first.search.query
    assert "Pets allowed" in first.search.filters["amenities"]
    assert [memory.key for memory in first.remembered] == ["pets"]
    answered_with(first, "$rankFusion", "$vectorSearch")
    conversation = first.conversation_id

    refined = step("refine", conversation_id=conversation)
    assert refined.search is not None
    assert refined.search.filters["superhost_only"] is True
    assert refined.search.query == first.search.query  # the earlier wishes stay
    assert "Pets allowed" in refined.search.filters["amenities"]
    answered_with(refined, "$vectorSearch")

    switched = step("switch", conversation_id=conversation)
    assert switched.search is not None
    assert switched.search.filters["location"] == "Rio De Janeiro"
    assert "BRL" in switched.reply  # the budget converts
    assert switched.search.filters["superhost_only"] is True

    placed = step("where", conversation_id=conversation)
    assert placed.search is not None and placed.search.filters["near"] == "Copacabana Beach"
    answered_with(placed, "$geoWithin")

    # The visitor taps ♥ on two of the stays on screen, then asks.
    picks = placed.search.rental_ids[:2]
    for rental_id in picks:
        save_rental(visitor_id, rental_id)
    compared = step("compare", conversation_id=conversation)
    assert all(f"/rentals/{rental_id}/" in compared.reply for rental_id in picks)
    answered_with(compared, "saved_rentals · find")

    remembered = story_step(language, "memory")
    assert remembered.new_chat
    fresh = step("memory")
    assert fresh.conversation_id != conversation
    assert fresh.search is not None
    assert "Pets allowed" in fresh.search.filters["amenities"]
    answered_with(fresh, "memories · find")
    answered_with(fresh, "$rankFusion")
    assert fresh.trace is not None
    assert fresh.trace.understood["memories"][0]["shaped_search"] == {"amenities": ["Pets allowed"]}


def test_each_language_tells_the_same_story() -> None:
    capabilities = [step.capability for step in BOOTH_STORY["en"].steps]
    assert capabilities == ["meaning", "refine", "switch", "where", "compare", "memory", "hood"]
    for language in LANGUAGES:
        steps = BOOTH_STORY[language].steps
        assert [step.capability for step in steps] == capabilities
        assert [step.new_chat for step in steps] == [c == "memory" for c in capabilities]
        assert len({step.title for step in steps}) == len(steps)


def test_a_booth_shows_the_story_in_the_visitors_language(settings: Any, seeded: str) -> None:
    settings.BOOTH_MODE = True
    page = Client().get("/", headers={"Accept-Language": "pt-BR,pt;q=0.9"}).content.decode()

    assert 'class="booth-story"' in page
    assert BOOTH_STORY["pt"].heading in page
    for step in BOOTH_STORY["pt"].steps:
        assert step.title in page
        if step.prompt:
            assert f'value="{step.prompt}"' in page
    assert 'name="new_chat_suggestion" value="algo tranquilo em Brisbane com piscina"' in page
    assert 'class="chat-suggestions"' not in page


def test_elsewhere_the_empty_chat_suggests_in_the_visitors_language(seeded: str) -> None:
    page = Client().get("/", headers={"Accept-Language": "es"}).content.decode()

    assert 'class="booth-story"' not in page
    for prompt in SEARCH_SUGGESTIONS["es"]:
        assert f'name="suggestion" value="{prompt}"' in page


@pytest.mark.usefixtures("chat_db", "offline")
def test_without_javascript_a_new_chat_step_starts_a_new_conversation(settings: Any) -> None:
    settings.BOOTH_MODE = True
    kiosk = Client()
    kiosk.post("/chat/send", {"message": "hello", "next": "/"})
    (first,) = kiosk.get("/api/conversations").json()
    prompt = story_step("en", "memory").prompt

    response = kiosk.post(
        "/chat/send",
        {"new_chat_suggestion": prompt, "message": "", "conversation": first["id"], "next": "/"},
    )

    assert response.status_code == 303
    conversations = kiosk.get("/api/conversations").json()
    assert len(conversations) == 2
    newest = kiosk.get(f"/api/conversations/{conversations[0]['id']}").json()
    assert newest["id"] != first["id"]
    assert newest["messages"][0]["content"] == prompt
    assert f"conversation={newest['id']}" in response["Location"]


def step_classes(page: str) -> dict[str, str]:
    """Each tour step's classes on a rendered page, by capability."""
    return {
        capability: classes
        for classes, capability in re.findall(
            r'<li class="booth-step([^"]*)" data-capability="(\w+)"', page
        )
    }


@pytest.mark.usefixtures("chat_db", "offline")
def test_the_tour_keeps_its_ticks_in_a_new_chat_for_that_visitor_only(settings: Any) -> None:
    settings.BOOTH_MODE = True
    kiosk = Client()
    kiosk.post("/chat/send", {"suggestion": story_step("en", "meaning").prompt, "next": "/"})

    steps = step_classes(kiosk.get("/?conversation=new").content.decode())
    assert steps["meaning"] == " is-done"
    assert steps["refine"] == " is-next"
    assert set(steps.values()) == {" is-done", " is-next", ""}

    fresh = step_classes(Client().get("/").content.decode())
    assert fresh["meaning"] == " is-next"
    assert "is-done" not in "".join(fresh.values())
