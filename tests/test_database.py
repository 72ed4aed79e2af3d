"""The database layer: the embedded server's life cycle and the unreachable-URI error."""

from __future__ import annotations

from pathlib import Path

import pytest
from django.core.management import CommandError, call_command
from pymongo import MongoClient

from infra import mongo
from infra.embedded_server import EmbeddedServer


def test_embedded_server_speaks_the_mongodb_wire_protocol(embedded_server: EmbeddedServer) -> None:
    state = embedded_server.running_state()
    assert state is not None
    client: MongoClient[dict[str, object]] = MongoClient(state.uri)
    try:
        assert client.admin.command("ping")["ok"] == 1.0
    finally:
        client.close()


def test_a_second_start_reuses_the_running_server(embedded_server: EmbeddedServer) -> None:
    first = embedded_server.running_state()
    again = EmbeddedServer(embedded_server.root.parent).ensure_running()
    assert again == first


def test_data_survives_a_server_restart(tmp_path: Path) -> None:
    server = EmbeddedServer(tmp_path)
    state = server.ensure_running()
    with MongoClient(state.uri) as client:
        client.demo.things.insert_one({"_id": "kept"})
    server.stop()
    assert server.running_state() is None
    restarted = server.ensure_running()
    try:
        with MongoClient(restarted.uri) as client:
            assert client.demo.things.find_one({"_id": "kept"}) == {"_id": "kept"}
    finally:
        server.stop()


def test_the_app_uses_the_embedded_server_without_a_uri(
    embedded_server: EmbeddedServer, empty_database: str
) -> None:
    target = mongo.connection()
    assert target.embedded
    assert target.uri == embedded_server.running_state().uri
    assert mongo.check_reachable()


@pytest.fixture
def unreachable_uri(settings: object, embedded_server: EmbeddedServer) -> object:
    # Port 9 (discard) on loopback: nothing listens there, so server selection times out quickly.
    settings.MONGODB_URI = "mongodb://app-user:secret@127.0.0.1:9/?directConnection=true"
    settings.MONGODB_TIMEOUT_MS = 300
    mongo.close_clients()
    yield settings
    mongo.close_clients()


def test_an_unreachable_uri_is_one_clear_paragraph(unreachable_uri: object) -> None:
    with pytest.raises(mongo.DatabaseUnavailable) as raised:
        mongo.check_reachable()
    message = str(raised.value)
    assert "127.0.0.1:9" in message
    assert "0.3 s" in message
    assert "MONGODB_URI" in message
    assert "secret" not in message, "credentials must never be echoed"
    assert "Traceback" not in message and "\n" not in message


def test_the_seed_command_reports_an_unreachable_uri_without_a_traceback(
    unreachable_uri: object,
) -> None:
    with pytest.raises(CommandError, match=r"Could not reach MongoDB at 127\.0\.0\.1:9"):
        call_command("seed")


def test_health_reports_an_unreachable_database_as_json(unreachable_uri: object, client) -> None:
    response = client.get("/api/health")
    assert response.status_code == 200
    body = response.json()
    assert body["status"] == "error"
    assert body["database"]["reachable"] is False
    assert "Could not reach MongoDB" in body["database"]["error"]
