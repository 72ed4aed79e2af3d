"""Indexes come back by themselves after the database restarts, empty or not: a crash can lose
indexes created just before it, and with them the unique constraints the app relies on."""

from __future__ import annotations

import os
import signal
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pymongo import MongoClient
from pymongo.errors import PyMongoError

from config.doctor import memory_indexes_check
from infra import mongo
from infra.embedded_server import EmbeddedServer
from memory.indexes import MEMORIES, collection, expected_indexes


@pytest.fixture
def own_database(
    tmp_path: Path, settings: Any, embedded_server: EmbeddedServer
) -> Iterator[EmbeddedServer]:
    """The app on an embedded server of its own, supervised as in production."""
    mongo.close_clients()
    settings.DATA_DIR = tmp_path
    settings.MONGODB_URI = ""
    settings.MONGODB_DB = "crash"
    server = EmbeddedServer(tmp_path)
    yield server
    mongo.close_clients()
    server.stop()


def test_indexes_are_ensured_again_after_a_crash_and_restart(own_database: EmbeddedServer) -> None:
    collection(MEMORIES).insert_one({"visitor_id": "v", "key": "budget"})
    before = own_database.recorded_state()
    assert before is not None

    os.kill(before.pid, signal.SIGKILL)
    after = _restarted(own_database, before.pid)
    # What the crash may take: here everything, as if the data directory were a new one.
    with MongoClient[dict[str, Any]](after.uri) as client:
        client.drop_database("crash")

    _until_it_answers(lambda: collection(MEMORIES).insert_one({"visitor_id": "v", "key": "pets"}))

    present = set(collection(MEMORIES).index_information())
    assert set(expected_indexes()[MEMORIES]) <= present
    check = memory_indexes_check()
    assert check.ok, check


def _restarted(server: EmbeddedServer, dead_pid: int) -> Any:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        state = server.recorded_state()
        if state is not None and state.pid != dead_pid and server.running_state() is not None:
            return state
        time.sleep(0.1)
    raise AssertionError("the supervisor did not restart the server")


def _until_it_answers(write: Any) -> None:
    deadline = time.monotonic() + 30
    while True:
        try:
            write()
            return
        except (PyMongoError, mongo.DatabaseUnavailable):
            if time.monotonic() > deadline:
                raise
            time.sleep(0.2)
