"""The activity log (TTL, counters) and saved rentals (idempotent, per visitor, real listings)."""

from __future__ import annotations

import pytest
from django.template import Context, Template
from django.test import Client, RequestFactory

from infra.mongo import get_database
from memory import context_processors, indexes
from memory.activity import delete_activity, log_activities_async, log_activity, recent_activity
from memory.indexes import ensure_indexes
from memory.saved import (
    UnknownRental,
    delete_saved,
    is_saved,
    list_saved,
    save_rental,
    saved_ids,
    saved_listings,
    unsave_rental,
)
from memory.visitors import get_visitor
from rentals.repository import listings
from tests.memory_helpers import add_listing, run_async, visitor

ALICE = "a" * 22
BOB = "b" * 22
DAY_S = 24 * 60 * 60


def index_named(collection: str, name: str) -> dict:
    return get_database()[collection].index_information()[name]


# --- activity ----------------------------------------------------------------------------------


def test_activity_expires_after_the_retention_setting(empty_database: str) -> None:
    ensure_indexes()

    ttl = index_named("activity", "activity_expiry")
    assert ttl["key"] == [("created_at", 1)]
    assert ttl["expireAfterSeconds"] == 90 * DAY_S


def test_a_changed_retention_updates_the_index(
    empty_database: str, settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    ensure_indexes()
    settings.ACTIVITY_RETENTION_DAYS = 7
    monkeypatch.setattr(indexes, "_databases_ready", set())  # as in a restarted process

    ensure_indexes()

    assert index_named("activity", "activity_expiry")["expireAfterSeconds"] == 7 * DAY_S


def test_every_access_path_has_an_index(empty_database: str) -> None:
    ensure_indexes()

    assert index_named("conversations", "visitor_updated")["key"] == [
        ("visitor_id", 1),
        ("updated_at", -1),
    ]
    assert index_named("activity", "visitor_created")["key"] == [
        ("visitor_id", 1),
        ("created_at", -1),
    ]
    unique = index_named("saved_rentals", "visitor_rental")
    assert unique["key"] == [("visitor_id", 1), ("rental_id", 1)]
    assert unique["unique"] is True
    assert index_named("saved_rentals", "visitor_saved")["key"] == [
        ("visitor_id", 1),
        ("saved_at", -1),
    ]


def test_logging_activity_counts_it_on_the_visitor(empty_database: str) -> None:
    log_activity(ALICE, "search", {"query": "pool", "filters": {"location": "Porto"}})
    log_activity(ALICE, "search", {"query": "beach"})
    log_activity(ALICE, "view", {"rental_id": "1"})

    events = recent_activity(ALICE)

    assert [(e.kind, e.details) for e in events] == [
        ("view", {"rental_id": "1"}),
        ("search", {"query": "beach"}),
        ("search", {"query": "pool", "filters": {"location": "Porto"}}),
    ]
    assert visitor_counters(ALICE) == {"search": 2, "view": 1}
    assert [e.kind for e in recent_activity(ALICE, limit=1)] == ["view"]


def test_an_unknown_activity_kind_is_refused(empty_database: str) -> None:
    with pytest.raises(ValueError, match="kind"):
        log_activity(ALICE, "hack", {})  # type: ignore[arg-type]
    assert recent_activity(ALICE) == []


def test_the_async_log_writes_the_same(empty_database: str) -> None:
    run_async(log_activities_async(ALICE, [("chat", {"conversation_id": "c1"})]))

    assert [e.kind for e in recent_activity(ALICE)] == ["chat"]
    assert visitor_counters(ALICE) == {"chat": 1}


def test_deleting_activity_keeps_other_visitors(empty_database: str) -> None:
    log_activity(ALICE, "search", {})
    log_activity(ALICE, "chat", {})
    log_activity(BOB, "search", {})

    assert delete_activity(ALICE) == 2

    assert recent_activity(ALICE) == []
    assert len(recent_activity(BOB)) == 1


# --- saved rentals -----------------------------------------------------------------------------


def test_saving_is_idempotent_and_logged_once(empty_database: str) -> None:
    add_listing("101")

    assert save_rental(ALICE, "101") is True
    assert save_rental(ALICE, "101") is False

    assert get_database()["saved_rentals"].count_documents({}) == 1
    assert is_saved(ALICE, "101")
    assert [e.kind for e in recent_activity(ALICE)] == ["save"]
    assert recent_activity(ALICE)[0].details == {"rental_id": "101", "name": "Sunny flat"}
    assert visitor_counters(ALICE) == {"save": 1}


def test_unsaving_is_idempotent_and_logged_once(empty_database: str) -> None:
    add_listing("101")
    save_rental(ALICE, "101")

    assert unsave_rental(ALICE, "101") is True
    assert unsave_rental(ALICE, "101") is False

    assert not is_saved(ALICE, "101")
    assert [e.kind for e in recent_activity(ALICE)] == ["unsave", "save"]
    assert visitor_counters(ALICE) == {"save": 1, "unsave": 1}


def test_an_unknown_rental_cannot_be_saved(empty_database: str) -> None:
    with pytest.raises(UnknownRental):
        save_rental(ALICE, "does-not-exist")

    assert get_database()["saved_rentals"].count_documents({}) == 0
    assert recent_activity(ALICE) == []


def test_saved_rentals_belong_to_their_visitor(empty_database: str) -> None:
    add_listing("101")
    add_listing("102")
    save_rental(ALICE, "101")
    save_rental(BOB, "102")

    assert saved_ids(ALICE) == {"101"}
    assert saved_ids(BOB) == {"102"}
    assert not is_saved(BOB, "101")
    assert unsave_rental(BOB, "101") is False
    assert is_saved(ALICE, "101")


def test_saved_rentals_are_listed_newest_first_with_their_cards(empty_database: str) -> None:
    add_listing("101", name="Older")
    add_listing("102", name="Newer")
    save_rental(ALICE, "101")
    save_rental(ALICE, "102")

    assert [entry.rental_id for entry in list_saved(ALICE)] == ["102", "101"]
    cards = saved_listings(ALICE)
    assert [
        (c.rental_id, c.rental and c.rental.name, c.rental and c.rental.market) for c in cards
    ] == [
        ("102", "Newer", "Porto"),
        ("101", "Older", "Porto"),
    ]


def test_a_saved_listing_that_was_removed_has_no_card(empty_database: str) -> None:
    add_listing("101")
    save_rental(ALICE, "101")
    listings().delete_one({"_id": "101"})

    [entry] = saved_listings(ALICE)

    assert entry.rental_id == "101"
    assert entry.rental is None


def test_deleting_saved_rentals_keeps_other_visitors(empty_database: str) -> None:
    add_listing("101")
    save_rental(ALICE, "101")
    save_rental(BOB, "101")

    assert delete_saved(ALICE) == 1

    assert saved_ids(ALICE) == set()
    assert saved_ids(BOB) == {"101"}


# --- the saved page, the save button and its endpoint -------------------------------------------


def test_the_saved_page_lists_saved_rentals(empty_database: str, client: Client) -> None:
    add_listing("101", name="Flat by the river")
    save_rental(visitor(client), "101")

    html = client.get("/saved/").content.decode()

    assert "Flat by the river" in html
    assert "/saved/101/toggle" in html
    assert ">Saved" in html.replace("\n", "").replace("  ", "")


def test_the_listing_page_save_button_posts_to_the_listings_toggle(
    empty_database: str, client: Client
) -> None:
    add_listing("101", name="Flat by the river")
    visitor_id = visitor(client)

    html = client.get("/rentals/101/").content.decode()

    assert 'action="/saved/101/toggle"' in html and 'hx-post="/saved/101/toggle"' in html
    assert '<span class="visually-hidden"> Flat by the river</span>' in html
    response = client.post("/saved/101/toggle", {"action": "save"}, headers={"HX-Request": "true"})
    assert response.status_code == 200 and is_saved(visitor_id, "101")
    assert 'value="unsave"' in client.get("/rentals/101/").content.decode()


def test_the_saved_page_says_when_nothing_is_saved(empty_database: str, client: Client) -> None:
    html = client.get("/saved/").content.decode()

    assert "Nothing saved yet" in html


def test_the_save_button_swaps_itself_over_htmx(empty_database: str, client: Client) -> None:
    add_listing("101", name="Flat by the river")
    visitor_id = visitor(client)

    response = client.post(
        "/saved/101/toggle", {"action": "save", "next": "/"}, headers={"HX-Request": "true"}
    )

    html = response.content.decode()
    assert response.status_code == 200
    assert 'hx-post="/saved/101/toggle"' in html
    assert 'hx-swap="outerHTML"' in html
    assert 'name="action" value="unsave"' in html
    assert "Saved" in html
    # The swapped button keeps the listing's name in its accessible name.
    assert '<span class="visually-hidden"> Flat by the river</span>' in html
    assert is_saved(visitor_id, "101")

    # A second "save" (a double click) leaves it saved; "unsave" removes it.
    client.post("/saved/101/toggle", {"action": "save"}, headers={"HX-Request": "true"})
    assert is_saved(visitor_id, "101")
    response = client.post(
        "/saved/101/toggle", {"action": "unsave"}, headers={"HX-Request": "true"}
    )
    assert 'name="action" value="save"' in response.content.decode()
    assert not is_saved(visitor_id, "101")


def test_without_an_action_the_button_toggles(empty_database: str, client: Client) -> None:
    add_listing("101")
    visitor_id = visitor(client)

    client.post("/saved/101/toggle")
    assert is_saved(visitor_id, "101")
    client.post("/saved/101/toggle")
    assert not is_saved(visitor_id, "101")


def test_a_plain_form_post_redirects_back(empty_database: str, client: Client) -> None:
    add_listing("101")
    visitor(client)

    back = client.post("/saved/101/toggle", {"action": "save", "next": "/?q=pool"})
    elsewhere = client.post(
        "/saved/101/toggle", {"action": "save", "next": "https://evil.example/phish"}
    )

    assert back.status_code == 302 and back["Location"] == "/?q=pool"
    assert elsewhere["Location"] == "/saved/"


def test_saving_an_unknown_rental_from_the_button_is_a_404(
    empty_database: str, client: Client
) -> None:
    response = client.post("/saved/nope/toggle", {"action": "save"}, headers={"HX-Request": "true"})

    assert response.status_code == 404


def test_the_save_button_tag_reads_the_visitors_saved_ids(empty_database: str) -> None:
    add_listing("101")
    add_listing("102")
    save_rental(ALICE, "101")
    request = RequestFactory().get("/")
    request.visitor_id = ALICE
    template = Template(
        "{% load saved_rentals %}{% save_button '101' 'Flat A' %}|{% save_button '102' 'Flat B' %}"
    )

    saved, unsaved = template.render(
        Context({"request": request, **context_processors.saved_rentals(request)})
    ).split("|")

    assert 'value="unsave"' in saved and "Saved" in saved
    assert 'value="save"' in unsaved and "Saved" not in unsaved
    assert '<span class="visually-hidden"> Flat A</span>' in saved
    assert '<span class="visually-hidden"> Flat B</span>' in unsaved


def test_saved_ids_are_only_read_when_a_page_uses_them(
    empty_database: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    reads: list[str] = []
    monkeypatch.setattr(
        context_processors, "saved_ids", lambda visitor_id: reads.append(visitor_id)
    )
    request = RequestFactory().get("/")
    request.visitor_id = ALICE

    context_processors.saved_rentals(request)

    assert reads == []


def visitor_counters(visitor_id: str) -> dict[str, int]:
    stored = get_visitor(visitor_id)
    assert stored is not None
    return stored.counters
