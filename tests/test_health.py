"""`/api/health` and the page footer say what each concern runs on."""

from __future__ import annotations

from django.test import Client

from rentals.embedding import configured_embedder
from seed.seeding import SeedOptions, seed_listings


def test_health_reports_every_concern(empty_database: str, client: Client) -> None:
    seed_listings(SeedOptions(limit=40), configured_embedder())

    body = client.get("/api/health").json()

    assert body["status"] == "ok"
    assert body["database"]["mode"] == "embedded"
    assert body["database"]["reachable"] is True
    assert body["database"]["server_version"]
    assert body["listings"] == 40
    assert body["embedding"] == {
        "provider": "local",
        "model": "multilingual-e5-small",
        "dimensions": 384,
        "vector_field": "embedding_e5_small",
        "listings_with_vectors": 40,
    }
    assert body["vector_search"] == {
        "backend": "local",
        "reason": "in-process exact search (this server has no Atlas Search)",
    }
    assert body["llm"] == "offline"


def test_health_names_the_openai_model_when_a_key_is_set(
    empty_database: str, client: Client, settings
) -> None:
    settings.OPENAI_API_KEY = "sk-test"
    settings.OPENAI_MODEL = "gpt-5-mini"

    assert client.get("/api/health").json()["llm"] == "openai:gpt-5-mini"


def test_the_footer_shows_the_same_in_one_line(empty_database: str, client: Client) -> None:
    seed_listings(SeedOptions(limit=12), configured_embedder())

    html = client.get("/").content.decode()

    assert 'id="backend-footer"' in html
    assert "vector search: local" in html
    assert "LLM: offline" in html


def test_health_does_not_publish_the_embedded_servers_address(seeded: str, client: Client) -> None:
    from infra import mongo

    database = client.get("/api/health").json()["database"]
    assert database["mode"] == "embedded" and database["reachable"] is True
    assert "host" not in database
    port = mongo.connection().uri.rsplit(":", 1)[-1].split("/")[0]
    assert port not in str(client.get("/api/health").json())
