"""The memory panel's pages: what is shown (escaped), correcting, forgetting, and the confirmed
"forget everything" and "delete my data"."""

from __future__ import annotations

import pytest
from django.conf import settings as django_settings
from django.template.loader import render_to_string
from django.test import Client

from chat.panel import message_view
from infra.mongo import get_database
from memory.conversations import new_conversation_id
from memory.memories import MemoryCandidate, MemorySource, get_memory, remember
from memory.recall import recall
from memory.saved import save_rental
from tests.memory_helpers import add_listing, store_turn, visitor

PANEL = "/memory/"
DOG = MemoryCandidate("pets", "fact", "Travels with a dog.", 8)
SOMEONE_ELSE = "someone-else-000000001"


@pytest.fixture
def alice(empty_database: str) -> Client:
    return Client()


def memories_of(visitor_id: str) -> int:
    return get_database()["memories"].count_documents({"visitor_id": visitor_id})


def test_an_empty_panel_says_how_memory_works(alice: Client) -> None:
    page = alice.get(PANEL).content.decode()
    assert "What I remember about you" in page
    assert "Nothing yet." in page
    assert "Preferences and facts are kept until you forget them" in page
    assert 'href="/memory/"' in page  # the navigation link
    assert 'href="/api/memories/export"' in page


def test_the_panel_shows_what_when_where_from_and_how_often_used(alice: Client) -> None:
    alice_id = visitor(alice)
    conversation_id = new_conversation_id()
    store_turn(alice_id, conversation_id, "Weekend in Porto with the dog")
    remember(alice_id, DOG, source=MemorySource(conversation_id, None, "agent"))
    remember(alice_id, MemoryCandidate("budget", "preference", "Budget is about 150 per night.", 6))
    remember(alice_id, MemoryCandidate("budget", "preference", "Budget is about 200 per night.", 6))
    recall(alice_id, "dog", keys={"pets"}, limit=1)
    remember(SOMEONE_ELSE, MemoryCandidate("pets", "fact", "Travels with a parrot.", 8))

    page = alice.get(PANEL).content.decode()

    assert page.count('class="memory"') == 2
    assert "Travels with a dog." in page and "Budget is about 200 per night." in page
    assert "parrot" not in page
    assert f'href="/?conversation={conversation_id}"' in page
    assert "“Weekend in Porto with the dog”" in page
    assert "used 1 time, last" in page
    assert "used 0 times" in page
    assert "Replaces “Budget is about 150 per night.”" in page
    assert "kept until you forget it" in page


def test_everything_shown_is_escaped(alice: Client) -> None:
    remember(
        visitor(alice),
        MemoryCandidate("dislike", "preference", "Dislikes <script>alert(1)</script> noise.", 4),
    )
    page = alice.get(PANEL).content.decode()
    assert "<script>alert(1)</script>" not in page
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page


def test_a_memory_is_corrected_from_the_panel(alice: Client) -> None:
    memory = remember(visitor(alice), DOG).memory
    response = alice.post(
        f"/memory/{memory.id}/edit",
        {"content": "Travels with two dogs.", "kind": "fact", "importance": "9"},
    )
    assert response.status_code == 302 and response["Location"] == "/memory/?done=edited"
    edited = get_memory(visitor(alice), memory.id)
    assert edited is not None and (edited.content, edited.importance) == (
        "Travels with two dogs.",
        9,
    )
    assert "Saved your correction." in alice.get(response["Location"]).content.decode()


def test_an_invalid_correction_is_shown_with_the_reason(alice: Client) -> None:
    memory = remember(visitor(alice), DOG).memory
    response = alice.post(
        f"/memory/{memory.id}/edit", {"content": "my password is hunter2", "importance": "5"}
    )
    assert response.status_code == 400
    assert "never hold passwords" in response.content.decode()
    assert get_memory(visitor(alice), memory.id) == memory


def test_forgetting_one_memory_from_the_panel(alice: Client) -> None:
    alice_id = visitor(alice)
    memory = remember(alice_id, DOG).memory
    remember(alice_id, MemoryCandidate("dislike", "preference", "Dislikes noise.", 4))
    response = alice.post(f"/memory/{memory.id}/forget")
    assert response["Location"] == "/memory/?done=forgotten"
    assert memories_of(alice_id) == 1
    assert alice.post(f"/memory/{memory.id}/forget").status_code == 404


def test_another_visitors_memory_cannot_be_changed_from_the_panel(alice: Client) -> None:
    theirs = remember(SOMEONE_ELSE, DOG).memory
    visitor(alice)
    assert alice.post(f"/memory/{theirs.id}/forget").status_code == 404
    edit = alice.post(f"/memory/{theirs.id}/edit", {"content": "Hates dogs.", "importance": "5"})
    assert edit.status_code == 404
    assert memories_of(SOMEONE_ELSE) == 1


def test_forgetting_everything_asks_first(alice: Client) -> None:
    alice_id = visitor(alice)
    remember(alice_id, DOG)
    remember(alice_id, MemoryCandidate("dislike", "preference", "Dislikes noise.", 4))

    confirmation = alice.get("/memory/forget-all").content.decode()
    assert "Forget everything?" in confirmation and "2 memories" in confirmation
    assert memories_of(alice_id) == 2

    response = alice.post("/memory/forget-all")
    assert response["Location"] == "/memory/?done=forgot-all"
    assert memories_of(alice_id) == 0


def test_delete_my_data_asks_first_then_removes_everything_and_starts_afresh(
    alice: Client,
) -> None:
    add_listing("L1")
    alice_id = visitor(alice)
    conversation_id = new_conversation_id()
    store_turn(alice_id, conversation_id, "We travel with our dog")
    remember(alice_id, DOG)
    save_rental(alice_id, "L1")

    confirmation = alice.get("/memory/delete-my-data").content.decode()
    for line in ("1 memory", "1 conversation", "1 saved stay", "1 activity record"):
        assert line in confirmation
    assert memories_of(alice_id) == 1

    response = alice.post("/memory/delete-my-data")

    assert response["Location"] == "/memory/?done=deleted"
    database = get_database()
    for name in ("memories", "conversations", "saved_rentals", "activity"):
        assert database[name].count_documents({"visitor_id": alice_id}) == 0, name
    new_id = response.cookies[django_settings.VISITOR_COOKIE_NAME].value
    assert new_id and alice_id not in new_id
    page = alice.get(response["Location"]).content.decode()
    assert "All your data is deleted. You are a new visitor now." in page
    assert visitor(alice) != alice_id


def test_the_chat_reply_notes_what_was_remembered() -> None:
    metadata = {"remembered": [{"id": "x", "content": "Travels with a <b>dog</b>."}]}
    html = render_to_string(
        "chat/_message.html", {"message": message_view("assistant", "Noted.", metadata)}
    )
    assert "Remembered:" in html
    assert "Travels with a &lt;b&gt;dog&lt;/b&gt;." in html
    assert 'href="/memory/"' in html
    assert "Remembered:" not in render_to_string(
        "chat/_message.html", {"message": message_view("assistant", "Hello.", {})}
    )


def test_each_memory_says_what_it_does_to_a_search(alice: Client) -> None:
    alice_id = visitor(alice)
    remember(alice_id, DOG)
    remember(
        alice_id, MemoryCandidate("budget", "preference", "Budget is about 200 EUR per night.", 6)
    )
    remember(alice_id, MemoryCandidate("trip", "trip", "Planning a trip to Porto in May.", 5))
    remember(alice_id, MemoryCandidate("noise", "preference", "Prefers quiet places.", 5))
    remember(alice_id, MemoryCandidate("allergy", "fact", "Is allergic to cats.", 8))

    page = alice.get(PANEL).content.decode()

    assert "In new searches: adds Pets allowed." in page
    assert "In new searches: caps the price at 200 EUR, converted per market." in page
    assert "In new searches: searches Porto when you name no place." in page
    assert "In new searches: looks for “quiet” places." in page
    assert page.count("Changes no search filter.") == 1  # the allergy
