"""The chat's suggested prompts, in each of its languages, show results on the shipped listings
for a new visitor with the offline model; a booth's story runs from start to end."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client

from chat.suggestions import BOOTH_STORY, SEARCH_SUGGESTIONS, preferred_language
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


@pytest.mark.usefixtures("chat_db", "offline")
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_booth_story_shows_results_at_every_step(language: Language) -> None:
    search, refine, switch, saved, remembered, _under_the_hood = BOOTH_STORY[language]
    visitor_id = new_visitor_id()

    first = turn(visitor_id, search.prompt)
    assert first.search is not None and first.search.total > 0
    assert [memory.key for memory in first.remembered] == ["pets"]
    conversation = first.conversation_id
    refined = turn(visitor_id, refine.prompt, conversation_id=conversation)
    assert refined.search is not None and refined.search.total > 0
    assert refined.search.filters["superhost_only"] is True
    assert refined.search.filters["location"] == first.search.filters["location"]
    switched = turn(visitor_id, switch.prompt, conversation_id=conversation)
    assert switched.search is not None and switched.search.total > 0
    assert switched.search.filters["location"] == "Rio De Janeiro"
    assert switched.search.filters["superhost_only"] is True

    # The visitor taps ♥ on two of the stays on screen, then asks.
    picks = switched.search.rental_ids[:2]
    for rental_id in picks:
        save_rental(visitor_id, rental_id)
    compared = turn(visitor_id, saved.prompt, conversation_id=conversation)
    assert all(f"/rentals/{rental_id}/" in compared.reply for rental_id in picks)

    assert remembered.new_chat
    fresh = turn(visitor_id, remembered.prompt)
    assert fresh.conversation_id != conversation
    assert fresh.search is not None and fresh.search.total > 0
    assert "Pets allowed" in fresh.search.filters["amenities"]


def test_a_booth_shows_the_story_in_the_visitors_language(settings: Any, seeded: str) -> None:
    settings.BOOTH_MODE = True
    page = Client().get("/", headers={"Accept-Language": "pt-BR,pt;q=0.9"}).content.decode()

    assert 'class="booth-story"' in page
    for step in BOOTH_STORY["pt"]:
        assert step.title in page
        if step.prompt:
            assert f'value="{step.prompt}"' in page
    assert 'name="new_chat_suggestion" value="algo em Brisbane com piscina"' in page
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
    prompt = BOOTH_STORY["en"][4].prompt

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
