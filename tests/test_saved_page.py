"""The saved page: when each stay was saved in words, in the visitor's language; the same badges as
the result cards; and the saved stays compared with the picks of the chat's comparison."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from django.test import Client

from infra.mongo import get_database
from language.interface_text import time_ago
from memory.saved import save_rental
from offline_assistant.replies import saved_reply
from rentals.comparison import ComparedFacts, compare_listings
from rentals.repository import upsert_listings
from tests.memory_helpers import visitor

NOW = datetime(2026, 5, 4, 12, 0, tzinfo=UTC)


def listing(listing_id: str, name: str, **fields: Any) -> dict[str, Any]:
    document = {
        "_id": listing_id,
        "name": name,
        "price": 95.0,
        "currency": "EUR",
        "price_usd": 103.0,
        "bedrooms": 1,
        "accommodates": 2,
        "property_type": "Apartment",
        "room_type": "Entire home/apt",
        "number_of_reviews": 12,
        "address": {"neighbourhood": "Ribeira", "market": "Porto", "country": "Portugal"},
        "review_scores": {"rating": 4.5},
        "host": {"host_is_superhost": False},
        "images": {"picture_url": "https://example.com/p.jpg"},
    }
    return document | fields


CHEAP = listing("201", "Cheap room", price=40.0, price_usd=43.0, room_type="Private room")
RATED = listing("202", "Loved flat", review_scores={"rating": 4.9}, number_of_reviews=80)
ROOMY = listing("203", "Big house", accommodates=8, bedrooms=4, host={"host_is_superhost": True})


def save_all(client: Client, *documents: dict[str, Any]) -> str:
    upsert_listings(list(documents))
    visitor_id = visitor(client)
    for document in documents:
        save_rental(visitor_id, document["_id"])
    return visitor_id


def saved_page(client: Client, language: str = "en") -> str:
    response = client.get("/saved/", headers={"Accept-Language": language})
    assert response.status_code == 200
    return response.content.decode()


def saved_ago(html: str) -> list[str]:
    return re.findall(r'<p class="saved-card-when muted"><time [^>]+>([^<]+)</time>', html)


# --- times in words ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("seconds_ago", "en", "es", "pt"),
    [
        (0, "just now", "ahora mismo", "agora mesmo"),
        (59, "just now", "ahora mismo", "agora mesmo"),
        (60, "1 minute ago", "hace 1 minuto", "há 1 minuto"),
        (2 * 60 + 30, "2 minutes ago", "hace 2 minutos", "há 2 minutos"),
        (59 * 60 + 59, "59 minutes ago", "hace 59 minutos", "há 59 minutos"),
        (60 * 60, "1 hour ago", "hace 1 hora", "há 1 hora"),
        (5 * 60 * 60, "5 hours ago", "hace 5 horas", "há 5 horas"),
        (30 * 60 * 60, "yesterday", "ayer", "ontem"),
        (3 * 24 * 60 * 60, "3 days ago", "hace 3 días", "há 3 dias"),
    ],
)
def test_a_moment_is_said_in_words_in_each_language(
    seconds_ago: int, en: str, es: str, pt: str
) -> None:
    moment = NOW - timedelta(seconds=seconds_ago)

    assert [time_ago(moment, NOW, language) for language in ("en", "es", "pt")] == [en, es, pt]


def test_the_saved_page_says_when_in_words(empty_database: str, client: Client) -> None:
    visitor_id = save_all(client, CHEAP, RATED)
    two_minutes_ago = datetime.now(UTC) - timedelta(minutes=2, seconds=5)
    get_database()["saved_rentals"].update_one(
        {"visitor_id": visitor_id, "rental_id": "201"}, {"$set": {"saved_at": two_minutes_ago}}
    )

    assert saved_ago(saved_page(client)) == ["Saved just now", "Saved 2 minutes ago"]
    assert saved_ago(saved_page(client, "es-ES,es;q=0.9")) == [
        "Guardado ahora mismo",
        "Guardado hace 2 minutos",
    ]
    assert saved_ago(saved_page(client, "pt-BR")) == ["Salvo agora mesmo", "Salvo há 2 minutos"]
    assert "0 minutes" not in saved_page(client)


# --- badges ------------------------------------------------------------------------------------


def badges(html: str, listing_id: str) -> list[str]:
    """The badges of the listing's card, without its number on the map."""
    link = f'<a class="card-link" href="/rentals/{listing_id}/'
    card = re.search(rf'{link}[^"]*">.*?<div class="badges">(.*?)</div>', html, re.S)
    assert card is not None, f"no card for {listing_id}"
    return re.findall(r'<span class="badge(?: badge-superhost)?">([^<]+)</span>', card.group(1))


def test_saved_cards_have_the_badges_of_the_result_cards(
    empty_database: str, client: Client
) -> None:
    save_all(client, CHEAP, ROOMY)

    results = client.get("/?location=Porto").content.decode()
    saved = saved_page(client)

    assert badges(saved, "201") == badges(results, "201") == ["Private room"]
    assert badges(saved, "203") == badges(results, "203") == ["Superhost", "Entire home/apt"]


# --- comparing -----------------------------------------------------------------------------------


def compared_rows(html: str) -> dict[str, list[str]]:
    """Each row of the comparison: the stay's name and its picks."""
    table = re.search(r'<details class="saved-compare".*?</details>', html, re.S)
    assert table is not None, "no comparison on the page"
    rows = re.findall(r'<th scope="row">(.*?)</th>', table.group(0), re.S)
    compared = {}
    for row in rows:
        name = re.search(r"<a [^>]+>([^<]+)</a>", row)
        assert name is not None
        compared[name.group(1)] = re.findall(r'saved-compare-pick">([^<]+)<', row)
    return compared


def test_the_saved_page_compares_the_saved_stays(empty_database: str, client: Client) -> None:
    save_all(client, CHEAP, RATED, ROOMY)

    html = saved_page(client)

    assert '<summary class="button">Compare</summary>' in html
    assert compared_rows(html) == {
        "Big house": ["Most room"],
        "Loved flat": ["Best rated"],
        "Cheap room": ["Cheapest"],
    }
    assert compared_rows(saved_page(client, "es"))["Cheap room"] == ["El más barato"]
    assert compared_rows(saved_page(client, "pt"))["Big house"] == ["A mais espaçosa"]


def test_the_page_and_the_chat_pick_the_same_stays(empty_database: str, client: Client) -> None:
    save_all(client, CHEAP, RATED, ROOMY)
    # The saved places as the chat's getSavedRentals tool describes them.
    described = [
        {
            "name": document["name"],
            "price": document["price"],
            "currency": document["currency"],
            "price_usd": document["price_usd"],
            "rating": document["review_scores"]["rating"],
            "reviews": document["number_of_reviews"],
            "guests": document["accommodates"],
        }
        for document in (ROOMY, RATED, CHEAP)
    ]

    reply = saved_reply({"saved": described}, "en")
    picks = {name: row for name, row in compared_rows(saved_page(client)).items() if row}

    assert "Cheapest: **Cheap room**" in reply and picks["Cheap room"] == ["Cheapest"]
    assert "Best rated: **Loved flat**" in reply and picks["Loved flat"] == ["Best rated"]
    assert "**Big house**" in reply.split("Best rated")[1] and picks["Big house"] == ["Most room"]


def test_one_saved_stay_asks_for_another_to_compare(empty_database: str, client: Client) -> None:
    save_all(client, CHEAP)

    html = saved_page(client)

    assert "saved-compare" in html and '<details class="saved-compare"' not in html
    assert "Save one more stay to compare them side by side." in html


def facts(price_usd: float | None, rating: float | None, reviews: int, guests: int) -> Any:
    return ComparedFacts(price_usd, rating, reviews, guests)


def test_the_comparison_picks_through_usd_prices_ratings_and_room() -> None:
    stays = {
        "a": facts(None, None, 0, 2),  # no USD price: never the cheapest
        "b": facts(80.0, 4.8, 10, 4),
        "c": facts(60.0, 4.8, 30, 4),  # the same rating, more reviews
    }

    comparison = compare_listings(list(stays), stays.__getitem__)

    assert comparison is not None
    assert (comparison.cheapest, comparison.best_rated, comparison.roomiest) == ("c", "c", "b")
    assert compare_listings(["b"], stays.__getitem__) is None
    unrated = compare_listings(["a", "a"], stays.__getitem__)
    assert unrated is not None and unrated.best_rated is None
