"""The database layer: the embedded server's life cycle and the unreachable-URI error."""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path
from typing import Any

import pytest
from django.core.management import CommandError, call_command
from pymongo import MongoClient

from infra import embedded_server as embedded_server_module
from infra import mongo
from infra.embedded_server import (
    JOURNAL_WINDOW_S,
    EmbeddedServer,
    EmbeddedServerError,
    ServerState,
    ServerSupervisor,
)
from infra.mongo import Document
from rentals.search import catalog


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
    with MongoClient[Document](state.uri) as client:
        client.demo.things.insert_one({"_id": "kept"})
    server.stop()
    assert server.running_state() is None
    restarted = server.ensure_running()
    try:
        with MongoClient[Document](restarted.uri) as client:
            assert client.demo.things.find_one({"_id": "kept"}) == {"_id": "kept"}
    finally:
        server.stop()


def test_the_app_uses_the_embedded_server_without_a_uri(
    embedded_server: EmbeddedServer, empty_database: str
) -> None:
    target = mongo.connection()
    assert target.embedded
    running = embedded_server.running_state()
    assert running is not None and target.uri == running.uri
    assert mongo.check_reachable()


@pytest.fixture
def unreachable_uri(settings: Any, embedded_server: EmbeddedServer) -> object:
    # Port 9 (discard) on loopback: nothing listens there, so server selection times out quickly.
    settings.MONGODB_URI = "mongodb://app-user:secret@127.0.0.1:9/?directConnection=true"
    settings.MONGODB_TIMEOUT_MS = 300
    mongo.close_clients()
    # A catalog another test loaded in the last 2 s would answer from memory, not the database.
    catalog._loaded.clear()
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


def test_health_reports_an_unreachable_database_as_a_503(unreachable_uri: object, client) -> None:
    response = client.get("/api/health")
    assert response.status_code == 503
    body = response.json()
    assert body["status"] == "error"
    assert body["database"]["reachable"] is False
    assert "Could not reach MongoDB" in body["database"]["error"]


def test_pages_and_the_api_answer_503_when_the_database_is_unreachable(
    unreachable_uri: object, client
) -> None:
    api = client.get("/api/rentals?location=Porto")
    assert api.status_code == 503
    assert "Could not reach MongoDB at 127.0.0.1:9" in api.json()["detail"]
    assert api["Retry-After"]

    # The outage is known now: the next answers come from the check, not from a view's timeout.
    assert mongo.outage.down
    page = client.get("/")
    assert page.status_code == 503
    assert "The listings database is unavailable" in page.content.decode()
    assert client.get("/api/stats").status_code == 503


def test_the_outage_ends_when_the_database_answers_again(
    unreachable_uri: object, embedded_server: EmbeddedServer, empty_database: str, client
) -> None:
    assert client.get("/api/rentals").status_code == 503
    state = embedded_server.running_state()
    assert state is not None
    unreachable_uri.MONGODB_URI = state.uri  # type: ignore[attr-defined]
    mongo.close_clients()
    mongo.outage.mark_down("the database was unreachable")
    time.sleep(mongo.Outage.CHECK_INTERVAL_S)

    assert client.get("/api/rentals").status_code == 200
    assert not mongo.outage.down


def test_a_supervisor_restarts_a_killed_server_on_its_port_with_its_data(tmp_path: Path) -> None:
    server = EmbeddedServer(tmp_path)
    before = server.ensure_running()
    events: list[object] = []
    supervisor = ServerSupervisor(
        server, on_down=lambda: events.append("down"), on_up=events.append
    )
    try:
        with MongoClient[Document](before.uri) as client:
            client.demo.things.insert_one({"_id": "kept"})
        time.sleep(JOURNAL_WINDOW_S * 5)
        os.kill(before.pid, signal.SIGKILL)
        _wait_until_dead(before.pid)

        supervisor.check()

        assert events[0] == "down"
        after = events[1]
        assert isinstance(after, ServerState)
        assert (after.port, after.pid != before.pid) == (before.port, True)
        with MongoClient[Document](after.uri) as client:
            assert client.demo.things.find_one({"_id": "kept"}) == {"_id": "kept"}
    finally:
        server.stop()

    supervisor.check()
    assert len(events) == 2, "a server stopped on purpose stays stopped"
    assert server.running_state() is None


def _wait_until_dead(pid: int) -> None:
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        finished, _ = os.waitpid(pid, os.WNOHANG)
        if finished == pid:
            return
        time.sleep(0.05)
    raise AssertionError(f"process {pid} did not die")


def test_without_the_server_on_an_intel_mac_the_message_points_to_atlas(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The install skips SecantusDB on Intel Macs (no wheel): starting it says what to do."""
    monkeypatch.setattr(embedded_server_module, "SERVER_EXECUTABLE", "no-such-secantusd")
    monkeypatch.setattr(embedded_server_module.sys, "platform", "darwin")
    monkeypatch.setattr(embedded_server_module.platform, "machine", lambda: "x86_64")

    with pytest.raises(EmbeddedServerError, match="no build for Intel Macs"):
        EmbeddedServer(tmp_path).ensure_running()
