"""What survives a `kill -9` of the embedded server, as the README states it.

By default a write acknowledged more than ``JOURNAL_WINDOW_S`` before the crash is there after the
restart (the last few milliseconds may be lost, as with mongod's default write concern). With
``MONGODB_JOURNAL`` (`j: true` and sync-on-commit) every acknowledged write is there.
"""

from __future__ import annotations

import asyncio
import os
import signal
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest
from pymongo import MongoClient
from pymongo.errors import PyMongoError

from infra import mongo
from infra.embedded_server import JOURNAL_WINDOW_S, EmbeddedServer, ServerState
from infra.mongo import Document

WRITING_S = 1.0

# Database servers of its own, killed while they write.
pytestmark = [pytest.mark.database, pytest.mark.slow]


@dataclass(frozen=True)
class Crash:
    acknowledged_at: dict[int, float]  # write number -> when the server acknowledged it
    killed_at: float
    present: set[int]

    def lost_older_than(self, age_s: float) -> list[int]:
        return [
            number
            for number, at in self.acknowledged_at.items()
            if number not in self.present and self.killed_at - at > age_s
        ]


def crash_while_writing(data_dir: Path, *, journal: bool) -> Crash:
    """Insert documents one by one, kill the server mid-stream, restart it and see what is left."""
    server = EmbeddedServer(data_dir, sync_on_commit=journal)
    state = server.ensure_running()
    acknowledged: dict[int, float] = {}
    client: MongoClient[dict[str, object]] = MongoClient(
        state.uri, journal=journal, serverSelectionTimeoutMS=2000
    )

    def write() -> None:
        number = 0
        while True:
            try:
                client.durability.writes.insert_one({"_id": number})
            except PyMongoError:
                return
            acknowledged[number] = time.monotonic()
            number += 1

    writer = threading.Thread(target=write)
    writer.start()
    try:
        time.sleep(WRITING_S)
        killed_at = time.monotonic()
        os.kill(state.pid, signal.SIGKILL)
        writer.join(timeout=30)
    finally:
        client.close()
    try:
        restarted = server.restart_if_dead()
        assert restarted is not None
        with MongoClient[Document](restarted.uri) as reader:
            present = {doc["_id"] for doc in reader.durability.writes.find({}, {"_id": 1})}
    finally:
        server.stop()
    return Crash(acknowledged, killed_at, present)


def test_writes_older_than_the_journal_window_survive_a_kill(tmp_path: Path) -> None:
    crash = crash_while_writing(tmp_path, journal=False)
    assert len(crash.acknowledged_at) > 10
    assert crash.lost_older_than(JOURNAL_WINDOW_S) == []


def test_with_the_journal_setting_every_acknowledged_write_survives(tmp_path: Path) -> None:
    crash = crash_while_writing(tmp_path, journal=True)
    assert len(crash.acknowledged_at) > 10
    assert crash.lost_older_than(0) == []


@pytest.fixture
def journal_setting(settings: Any, empty_database: str) -> Iterator[Any]:
    mongo.close_clients()
    yield settings
    mongo.close_clients()


@pytest.mark.parametrize("journal", [False, True])
def test_the_journal_setting_reaches_the_client_and_the_server(
    journal_setting: Any, journal: bool
) -> None:
    journal_setting.MONGODB_JOURNAL = journal
    assert mongo.embedded_server().sync_on_commit is journal
    expected = {"j": True} if journal else {}
    assert mongo.get_database().write_concern.document == expected

    async def async_write_concern() -> dict[str, Any]:
        return mongo.get_async_database().write_concern.document

    assert asyncio.run(async_write_concern()) == expected


def test_an_answered_turn_survives_a_kill_of_the_database_right_after_its_answer(
    tmp_path: Path,
) -> None:
    # The finding: a lone turn, `kill -9` of the database 50 ms after its 200, and it was gone.
    from tests.live_app_helpers import wait_for
    from tests.test_database_outage import _healthy, served_app

    with served_app(tmp_path) as app:
        for attempt in range(3):
            message = f"a flat in Porto for {attempt + 2}"
            response = httpx.post(app.base_url + "/api/chat", json={"message": message}, timeout=60)
            assert response.status_code == 200, response.text
            time.sleep(0.05)
            before = app.database.recorded_state()
            assert before is not None
            os.kill(before.pid, signal.SIGKILL)

            def restarted(crashed: ServerState = before) -> bool:
                return app.database.recorded_state() != crashed and _healthy(app)

            wait_for(
                restarted,
                60,
                app,
                "the database to be restarted",
            )
            after = app.database.recorded_state()
            assert after is not None
            with MongoClient[dict[str, Any]](after.uri) as client:
                stored = client.outage.conversations.find_one(
                    {"_id": response.json()["conversation_id"]}
                )
            assert stored is not None, f"attempt {attempt + 1}: the answered turn was lost"
            assert [(m["role"], m["content"]) for m in stored["messages"]] == [
                ("user", message),
                ("assistant", response.json()["reply"]),
            ]
