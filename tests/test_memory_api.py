"""The memory API, with two browsers as two visitors: each only ever sees and changes their own."""

from __future__ import annotations

import pytest
from django.test import Client

from memory.activity import log_activity
from memory.conversations import new_conversation_id
from memory.saved import is_saved, save_rental, saved_ids
from tests.browser_clients import BrowserClient
from tests.memory_helpers import add_listing, store_turn, visitor


@pytest.fixture
def alice(empty_database: str) -> Client:
    return BrowserClient()


@pytest.fixture
def bob(empty_database: str) -> Client:
    return BrowserClient()


def alices_conversation(alice: Client) -> str:
    conversation_id = new_conversation_id()
    alice_id = visitor(alice)
    store_turn(
        alice_id,
        conversation_id,
        "Quiet flat in Porto for my trip",
        "I found 1 place.",
        {"tool_calls": [{"name": "searchRentals"}], "search": {"query": "quiet", "total": 1}},
    )
    return conversation_id


# --- conversations -----------------------------------------------------------------------------


def test_a_visitor_lists_their_conversations(alice: Client, bob: Client) -> None:
    conversation_id = alices_conversation(alice)
    store_turn(visitor(bob), new_conversation_id(), "Bob's own")

    listed = alice.get("/api/conversations").json()

    assert [(c["id"], c["title"], c["message_count"]) for c in listed] == [
        (conversation_id, "Quiet flat in Porto for my trip", 2)
    ]
    assert set(listed[0]) == {
        "id",
        "title",
        "created_at",
        "updated_at",
        "last_activity",
        "message_count",
    }


def test_a_visitor_reads_their_conversation(alice: Client) -> None:
    conversation_id = alices_conversation(alice)

    body = alice.get(f"/api/conversations/{conversation_id}").json()

    assert [(m["role"], m["content"]) for m in body["messages"]] == [
        ("user", "Quiet flat in Porto for my trip"),
        ("assistant", "I found 1 place."),
    ]
    assert body["messages"][1]["metadata"]["search"] == {"query": "quiet", "total": 1}


def test_another_visitors_conversation_is_not_found(alice: Client, bob: Client) -> None:
    conversation_id = alices_conversation(alice)

    response = bob.get(f"/api/conversations/{conversation_id}")

    assert response.status_code == 404
    assert response.json() == {"detail": "No such conversation."}
    assert bob.get("/api/conversations").json() == []


def test_a_malformed_conversation_id_is_not_found(alice: Client) -> None:
    assert alice.get("/api/conversations/not-an-id").status_code == 404


def test_forged_visitor_ids_in_the_query_are_refused(alice: Client, bob: Client) -> None:
    alice_id = visitor(alice)
    alices_conversation(alice)

    forged = bob.get("/api/conversations", {"visitor_id": alice_id, "visitor": alice_id})

    assert forged.status_code == 422
    assert {problem["field"] for problem in forged.json()["detail"]} == {"visitor_id", "visitor"}
    assert bob.get("/api/conversations").json() == []


def test_the_conversation_list_limit_is_validated(alice: Client) -> None:
    assert alice.get("/api/conversations", {"limit": 0}).status_code == 422
    assert alice.get("/api/conversations", {"limit": 1000}).status_code == 422


# --- saved rentals -----------------------------------------------------------------------------


def test_saving_through_the_api(alice: Client) -> None:
    add_listing("101", name="Flat by the river")

    first = alice.post("/api/saved/101")
    again = alice.post("/api/saved/101")

    assert first.status_code == 201 and first.json() == {"rental_id": "101", "saved": True}
    assert again.status_code == 200 and again.json() == {"rental_id": "101", "saved": True}
    [entry] = alice.get("/api/saved").json()
    assert entry["rental_id"] == "101"
    assert entry["rental"]["name"] == "Flat by the river"
    assert entry["rental"]["id"] == "101"
    assert alice.get("/api/saved/101").json() == {"rental_id": "101", "saved": True}


def test_unsaving_through_the_api(alice: Client) -> None:
    add_listing("101")
    alice.post("/api/saved/101")

    first = alice.delete("/api/saved/101")
    again = alice.delete("/api/saved/101")

    assert first.status_code == again.status_code == 200
    assert again.json() == {"rental_id": "101", "saved": False}
    assert alice.get("/api/saved").json() == []
    assert alice.get("/api/saved/101").status_code == 404


def test_saving_an_unknown_rental_is_a_404(alice: Client) -> None:
    response = alice.post("/api/saved/no-such-listing")

    assert response.status_code == 404
    assert alice.get("/api/saved").json() == []


def test_a_visitor_cannot_see_or_change_anothers_saved_rentals(alice: Client, bob: Client) -> None:
    add_listing("101")
    alice_id = visitor(alice)
    alice.post("/api/saved/101")

    assert bob.get("/api/saved").json() == []
    assert bob.get("/api/saved/101").status_code == 404
    bob.delete("/api/saved/101")
    bob.delete("/api/saved/101", {"visitor_id": alice_id}, content_type="application/json")

    assert is_saved(alice_id, "101")


def test_forged_visitor_ids_in_the_body_are_ignored(alice: Client, bob: Client) -> None:
    add_listing("101")
    alice_id = visitor(alice)
    bob_id = visitor(bob)

    bob.post("/api/saved/101", {"visitor_id": alice_id}, content_type="application/json")

    assert saved_ids(alice_id) == set()
    assert saved_ids(bob_id) == {"101"}


# --- activity ----------------------------------------------------------------------------------


def test_a_visitor_sees_their_activity_and_counters(alice: Client, bob: Client) -> None:
    add_listing("101")
    alice_id = visitor(alice)
    log_activity(alice_id, "search", {"query": "pool"})
    alice.post("/api/saved/101")
    save_rental(visitor(bob), "101")

    body = alice.get("/api/activity").json()

    assert body["counters"] == {"search": 1, "save": 1}
    assert [(e["kind"], e["details"].get("rental_id")) for e in body["events"]] == [
        ("save", "101"),
        ("search", None),
    ]
    assert [e["kind"] for e in alice.get("/api/activity", {"limit": 1}).json()["events"]] == [
        "save"
    ]


def test_another_visitors_activity_is_never_shown(alice: Client, bob: Client) -> None:
    alice_id = visitor(alice)
    log_activity(alice_id, "search", {"query": "secret"})

    assert bob.get("/api/activity").json() == {"counters": {}, "events": []}
    assert bob.get("/api/activity", {"visitor_id": alice_id}).status_code == 422


def test_a_first_request_without_a_cookie_works_and_issues_one(empty_database: str) -> None:
    for method, path in [
        ("get", "/api/conversations"),
        ("get", "/api/saved"),
        ("get", "/api/activity"),
        ("delete", "/api/saved/101"),
    ]:
        response = getattr(Client(), method)(path)
        assert response.status_code == 200, path
        assert "visitor" in response.cookies, path
