"""The memory API with two browsers as two visitors, consolidation (the rule extractor, and OpenAI
with only the HTTP layer faked), and "delete my data"."""

from __future__ import annotations

import json
import logging
from typing import Any

import httpx2
import pytest
from django.conf import settings as django_settings
from django.test import Client
from openai import OpenAI

from infra.mongo import get_database
from memory import consolidation
from memory.activity import log_activity
from memory.conversations import new_conversation_id
from memory.memories import MemoryCandidate, list_memories, remember
from memory.saved import save_rental
from tests.browser_clients import BrowserClient
from tests.memory_helpers import add_listing, store_turn, visitor

DOG = MemoryCandidate("pets", "fact", "Travels with a dog.", 8)
BUDGET = MemoryCandidate("budget", "preference", "Budget is about 150 per night.", 6)


@pytest.fixture
def alice(empty_database: str, settings: Any) -> Client:
    settings.OPENAI_API_KEY = ""
    return BrowserClient()


@pytest.fixture
def bob(empty_database: str) -> Client:
    return BrowserClient()


def count(collection: str, visitor_id: str, field: str = "visitor_id") -> int:
    return get_database()[collection].count_documents({field: visitor_id})


# --- reading, correcting, forgetting ------------------------------------------------------------


def test_a_visitor_lists_only_their_memories(alice: Client, bob: Client) -> None:
    remember(visitor(alice), DOG)
    remember(visitor(bob), BUDGET)
    listed = alice.get("/api/memories").json()
    assert [(m["key"], m["content"], m["kind"], m["importance"]) for m in listed] == [
        ("pets", "Travels with a dog.", "fact", 8)
    ]
    assert listed[0]["filters"] == {"amenities": ["Pets allowed"]}
    assert listed[0]["recall_count"] == 0 and listed[0]["expire_at"] is None
    assert set(listed[0]) == {
        "id", "kind", "key", "content", "importance", "filters", "source", "created_at",
        "updated_at", "last_recalled", "recall_count", "expire_at", "active", "superseded_by",
    }  # fmt: skip


def test_history_is_listed_on_request(alice: Client) -> None:
    alice_id = visitor(alice)
    remember(alice_id, BUDGET)
    remember(alice_id, MemoryCandidate("budget", "preference", "Budget is about 200 per night.", 6))
    assert len(alice.get("/api/memories").json()) == 1
    history = alice.get("/api/memories?history=true").json()
    assert [(m["content"], m["active"]) for m in history] == [
        ("Budget is about 200 per night.", True),
        ("Budget is about 150 per night.", False),
    ]


def test_another_visitors_memory_is_a_404_for_every_method(alice: Client, bob: Client) -> None:
    bobs = remember(visitor(bob), DOG).memory
    visitor(alice)
    url = f"/api/memories/{bobs.id}"
    assert alice.get(url).status_code == 404
    patched = alice.patch(url, {"content": "Hates dogs."}, content_type="application/json")
    assert patched.status_code == 404
    assert alice.delete(url).status_code == 404
    assert alice.delete("/api/memories").json() == {"forgotten": 0}
    assert [m.content for m in list_memories(visitor(bob))] == ["Travels with a dog."]


def test_a_visitor_corrects_a_memory(alice: Client) -> None:
    memory = remember(visitor(alice), BUDGET).memory
    response = alice.patch(
        f"/api/memories/{memory.id}",
        {"content": "Budget is about 120 per night.", "importance": 7},
        content_type="application/json",
    )
    assert response.status_code == 200
    body = response.json()
    assert (body["content"], body["importance"], body["filters"]) == (
        "Budget is about 120 per night.",
        7,
        {"max_price": 120},
    )


@pytest.mark.parametrize(
    ("payload", "field", "message"),
    [
        ({"importance": 0}, "changes.importance", "greater than or equal to 1"),
        ({"kind": "secret"}, "changes.kind", "preference"),
        ({"content": "My password is hunter2"}, "changes.content", "never hold passwords"),
        ({"content": "x" * 300}, "changes.content", "at most 280"),
    ],
)
def test_invalid_corrections_are_readable_422s(
    alice: Client, payload: dict[str, Any], field: str, message: str
) -> None:
    memory = remember(visitor(alice), DOG).memory
    response = alice.patch(f"/api/memories/{memory.id}", payload, content_type="application/json")
    assert response.status_code == 422
    [problem] = response.json()["detail"]
    assert problem["field"] == field
    assert message in problem["message"]


def test_forgetting_one_and_all_really_removes_documents(alice: Client, bob: Client) -> None:
    alice_id, bob_id = visitor(alice), visitor(bob)
    dog = remember(alice_id, DOG).memory
    remember(alice_id, BUDGET)
    remember(alice_id, MemoryCandidate("budget", "preference", "Budget is about 200 per night.", 6))
    remember(bob_id, DOG)
    assert count("memories", alice_id) == 3

    assert alice.delete(f"/api/memories/{dog.id}").status_code == 204
    assert count("memories", alice_id) == 2
    assert alice.delete(f"/api/memories/{dog.id}").status_code == 404

    assert alice.delete("/api/memories").json() == {"forgotten": 2}
    assert count("memories", alice_id) == 0
    assert count("memories", bob_id) == 1


def test_the_export_is_a_json_file_of_everything_remembered(alice: Client, bob: Client) -> None:
    alice_id = visitor(alice)
    remember(alice_id, BUDGET)
    remember(alice_id, MemoryCandidate("budget", "preference", "Budget is about 200 per night.", 6))
    remember(visitor(bob), DOG)
    response = alice.get("/api/memories/export")
    assert response.status_code == 200
    assert response["Content-Disposition"] == 'attachment; filename="my-memories.json"'
    exported = json.loads(response.content)
    assert [m["content"] for m in exported["memories"]] == [
        "Budget is about 200 per night.",
        "Budget is about 150 per night.",
    ]


# --- delete my data -----------------------------------------------------------------------------


def test_delete_me_removes_everything_and_starts_a_new_identity(alice: Client, bob: Client) -> None:
    add_listing("L1")
    alice_id, bob_id = visitor(alice), visitor(bob)
    conversation_id = new_conversation_id()
    store_turn(alice_id, conversation_id, "We travel with our dog")
    remember(alice_id, DOG)
    save_rental(alice_id, "L1")
    log_activity(alice_id, "search", {"query": "dog"})
    remember(bob_id, DOG)
    save_rental(bob_id, "L1")

    response = alice.delete("/api/me")

    assert response.status_code == 200
    assert response.json() == {
        "deleted": {"memories": 1, "conversations": 1, "saved_rentals": 1, "activity": 2}
    }
    for name in ("memories", "conversations", "saved_rentals", "activity"):
        assert count(name, alice_id) == 0, name
    assert get_database()["visitors"].count_documents({"_id": alice_id}) == 0
    assert get_database()["memory_state"].count_documents({"_id": alice_id}) == 0
    assert count("memories", bob_id) == 1 and count("saved_rentals", bob_id) == 1

    cookie = response.cookies[django_settings.VISITOR_COOKIE_NAME]
    assert cookie["httponly"] and cookie.value
    assert visitor(alice) != alice_id


# --- consolidation ------------------------------------------------------------------------------


def alices_conversation(alice_id: str, *messages: str) -> str:
    conversation_id = new_conversation_id()
    for message in messages:
        store_turn(alice_id, conversation_id, message, "Noted. Here is a listing.")
    return conversation_id


def test_consolidation_with_the_rules_reads_only_the_visitors_messages(alice: Client) -> None:
    alice_id = visitor(alice)
    conversation_id = new_conversation_id()
    store_turn(alice_id, conversation_id, "We travel with our dog", "The host says: we love Porto.")
    store_turn(alice_id, conversation_id, "Our budget is about 150 a night")
    store_turn(alice_id, conversation_id, "We travel with our dog, as I said")

    response = alice.post(f"/api/conversations/{conversation_id}/consolidate")

    assert response.status_code == 200
    report = response.json()
    assert (report["extractor"], report["messages"], report["created"], report["merged"]) == (
        "rules",
        3,
        2,
        0,
    )
    assert sorted(m["content"] for m in report["memories"]) == [
        "Budget is about 150 per night.",
        "Travels with a dog.",
    ]
    assert {m["source"]["origin"] for m in report["memories"]} == {"consolidation"}
    assert count("memories", alice_id) == 2

    again = alice.post(f"/api/conversations/{conversation_id}/consolidate").json()
    assert (again["messages"], again["created"]) == (0, 0)


def test_another_visitors_conversation_cannot_be_consolidated(alice: Client, bob: Client) -> None:
    conversation_id = alices_conversation(visitor(alice), "We travel with our dog")
    visitor(bob)
    assert bob.post(f"/api/conversations/{conversation_id}/consolidate").status_code == 404
    assert alice.post("/api/conversations/not-an-id/consolidate").status_code == 404


def test_a_forgotten_memory_is_not_learnt_again_from_old_messages(alice: Client) -> None:
    alice_id = visitor(alice)
    conversation_id = alices_conversation(alice_id, "We travel with our dog")
    dog = remember(alice_id, DOG).memory
    alice.delete(f"/api/memories/{dog.id}")
    report = alice.post(f"/api/conversations/{conversation_id}/consolidate").json()
    assert report["messages"] == 0
    assert count("memories", alice_id) == 0


class FakeResponses:
    """The Responses API at the HTTP layer: answers with ``entries`` as the model's JSON."""

    def __init__(self, answer: str | int) -> None:
        self.answer = answer
        self.requests: list[dict[str, Any]] = []

    def __call__(self, request: httpx2.Request) -> httpx2.Response:
        assert request.url.path == "/v1/responses"
        self.requests.append(json.loads(request.content))
        if isinstance(self.answer, int):
            return httpx2.Response(self.answer, json={"error": {"message": "down"}})
        return httpx2.Response(200, json=_response_with_text(self.answer))

    def client(self) -> OpenAI:
        transport = httpx2.MockTransport(self)
        return OpenAI(
            api_key="sk-test", http_client=httpx2.Client(transport=transport), max_retries=0
        )


def _response_with_text(text: str) -> dict[str, Any]:
    return {
        "id": "resp_1",
        "object": "response",
        "created_at": 1700000000,
        "model": "gpt-5-mini",
        "status": "completed",
        "output": [
            {
                "type": "message",
                "id": "msg_1",
                "role": "assistant",
                "status": "completed",
                "content": [{"type": "output_text", "text": text, "annotations": []}],
            }
        ],
        "parallel_tool_calls": True,
        "tool_choice": "auto",
        "tools": [],
    }


@pytest.fixture
def openai_extraction(settings: Any, monkeypatch: pytest.MonkeyPatch) -> Any:
    settings.OPENAI_API_KEY = "sk-test"
    settings.OPENAI_MODEL = "gpt-5-mini"

    def install(answer: str | int) -> FakeResponses:
        fake = FakeResponses(answer)
        monkeypatch.setattr(consolidation, "openai_client", lambda **policy: fake.client())
        return fake

    return install


def test_consolidation_with_openai_uses_a_strict_schema_and_skips_invalid_entries(
    alice: Client, openai_extraction: Any, caplog: pytest.LogCaptureFixture
) -> None:
    alice_id = visitor(alice)
    conversation_id = alices_conversation(
        alice_id,
        "We travel with our dog",
        "My card is 4111 1111 1111 1111",
        "Our budget is 150 a night",
    )
    dog = {"key": "pets", "kind": "fact", "content": "Travels with a dog.", "message": 0}
    entries = [
        dog | {"importance": 8},
        dog | {"importance": 9},
        {"key": "budget", "kind": "preference", "content": "Budget is about 150 per night.",
         "importance": 6, "message": 2},
        {"key": "payment", "kind": "fact", "content": "Card 4111 1111 1111 1111.", "importance": 9,
         "message": 1},
        dog | {"kind": "mood", "importance": 3},
        dog | {"key": "budget", "importance": 42},
        dog | {"key": "trip", "kind": "trip", "importance": 5, "message": 7},
    ]  # fmt: skip
    fake = openai_extraction(json.dumps({"memories": entries}))

    with caplog.at_level(logging.WARNING, logger="memory.consolidation"):
        report = alice.post(f"/api/conversations/{conversation_id}/consolidate").json()

    [request] = fake.requests
    assert request["model"] == "gpt-5-mini"
    assert request["text"]["format"]["type"] == "json_schema"
    assert request["text"]["format"]["strict"] is True
    assert request["text"]["format"]["schema"] == consolidation.MEMORIES_SCHEMA
    assert "[0] We travel with our dog" in request["input"]
    assert "Noted. Here is a listing." not in request["input"]  # replies are not the visitor's
    assert "4111" not in request["input"]  # a message with a secret is withheld
    assert (report["extractor"], report["created"], report["skipped"]) == ("openai", 2, 4)
    memories = {m.key: m for m in list_memories(alice_id)}
    assert set(memories) == {"pets", "budget"}
    assert memories["pets"].importance == 9  # the two dog entries merged
    assert len([r for r in caplog.records if "Skipped an invalid memory" in r.message]) == 4


def test_the_rules_check_that_the_models_memories_were_said_as_lasting(
    alice: Client, openai_extraction: Any
) -> None:
    alice_id = visitor(alice)
    conversation_id = alices_conversation(
        alice_id, "with a hot tub please", "I'm a light sleeper", "only superhosts this time"
    )
    entries = [
        {"key": "must_have", "kind": "preference", "content": "Needs hot tub at every stay.",
         "importance": 5, "message": 0},
        {"key": "noise", "kind": "preference", "content": "Sleeps lightly; likes quiet places.",
         "importance": 5, "message": 1},
        {"key": "host_preference", "kind": "preference", "content": "Prefers superhost listings.",
         "importance": 5, "message": 2},
    ]  # fmt: skip
    openai_extraction(json.dumps({"memories": entries}))
    report = alice.post(f"/api/conversations/{conversation_id}/consolidate").json()
    assert (report["created"], report["skipped"]) == (1, 2)
    assert [m.key for m in list_memories(alice_id)] == ["noise"]


def test_consolidation_falls_back_to_the_rules_when_openai_fails(
    alice: Client, openai_extraction: Any
) -> None:
    alice_id = visitor(alice)
    conversation_id = alices_conversation(alice_id, "We travel with our dog")
    openai_extraction(503)
    report = alice.post(f"/api/conversations/{conversation_id}/consolidate").json()
    assert report["created"] == 1
    assert [m.content for m in list_memories(alice_id)] == ["Travels with a dog."]
