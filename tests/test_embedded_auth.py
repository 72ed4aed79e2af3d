"""The embedded database requires authentication: credentials generated at the first start into
the data directory (mode 0600), used by every URI the app gets; an older data directory, served
without authentication, is upgraded with its data."""

from __future__ import annotations

import json
import stat
from pathlib import Path
from typing import Any

import pytest
from pymongo import MongoClient
from pymongo.errors import OperationFailure

from infra.embedded_server import EmbeddedServer, ServerState


def _refuses_strangers(state: ServerState) -> None:
    anonymous = ServerState(port=state.port, pid=state.pid)
    with (
        MongoClient[dict[str, Any]](anonymous.uri, serverSelectionTimeoutMS=5000) as client,
        pytest.raises(OperationFailure) as refused,
    ):
        client.app.notes.find_one({})
    assert refused.value.code == 13  # Unauthorized


def test_a_new_data_directory_gets_credentials_only_its_owner_can_read(tmp_path: Path) -> None:
    server = EmbeddedServer(tmp_path)
    try:
        state = server.ensure_running()
        mode = stat.S_IMODE(server.credentials_path.stat().st_mode)
        assert mode == 0o600
        credentials = json.loads(server.credentials_path.read_text())
        assert len(credentials["password"]) >= 24
        assert state.credentials is not None and state.credentials.user in state.uri

        with MongoClient[dict[str, Any]](state.uri) as client:
            client.app.notes.insert_one({"_id": "mine"})
        _refuses_strangers(state)
        # Another process of the app finds the same server and the same credentials.
        assert EmbeddedServer(tmp_path).ensure_running() == state
    finally:
        server.stop()


def test_a_data_directory_served_without_authentication_is_upgraded(tmp_path: Path) -> None:
    server = EmbeddedServer(tmp_path)
    server.root.mkdir(parents=True)
    # As an older version of the app left it: a server without --auth, and no credentials.
    port = _free_port()
    process = server._launch(port, auth=False)
    old = ServerState(port=port, pid=process.pid)
    try:
        server._wait_until_ready(old, process)
        server.state_path.write_text(json.dumps({"port": port, "pid": process.pid}))
        with MongoClient[dict[str, Any]](old.uri) as client:
            client.app.notes.insert_one({"_id": "written before"})

        upgraded = server.ensure_running()

        assert upgraded.pid != process.pid
        with MongoClient[dict[str, Any]](upgraded.uri) as client:
            assert client.app.notes.find_one({}) == {"_id": "written before"}
        _refuses_strangers(upgraded)
    finally:
        server.stop()
        EmbeddedServer._stop_process(old)


def _free_port() -> int:
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])
