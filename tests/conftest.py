"""Shared fixtures: every test that needs MongoDB talks to a real embedded server over the wire.

One SecantusDB server is started per test session in a temporary directory. Tests that only read
share one database seeded with the shipped listings; tests that write get an empty database of
their own; tests that chat (in process or through the live app) share a copy of the seeded
listings, and everything their turns write is removed after each of them.

Lanes: the hooks below mark each test by what it uses, so a run can pick them
(``-m "not slow"`` for the quick ones): ``database`` (the embedded server), ``live_server`` (the
app under uvicorn, or another process it talks to), ``browser`` (a real Chromium) and ``slow``
(every live-server and browser test, and the few long ones marked by hand).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pymongo
import pytest
from django.conf import settings

from infra import mongo
from infra.embedded_server import EmbeddedServer
from tests.chat_database import chat_database, remove_chat_writes  # noqa: F401  (a fixture)
from tests.live_server import live_app  # noqa: F401  (a fixture for the tests that speak HTTP)

_database_numbers = itertools.count(1)
# Dropping a test's database, or a test reading every listing on the server, may outlast the
# app's per-operation deadline on a busy two-core machine; the app's own deadline stays as set.
SLOW_DATABASE_CHORE_S = 60


@pytest.fixture(scope="session")
def embedded_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[EmbeddedServer]:
    data_dir: Path = tmp_path_factory.mktemp("data")
    server = EmbeddedServer(data_dir)
    server.ensure_running()
    original = (settings.DATA_DIR, settings.MONGODB_URI, settings.MONGODB_DB)
    settings.DATA_DIR = data_dir
    settings.MONGODB_URI = ""
    mongo.close_clients()
    yield server
    mongo.close_clients()
    server.stop()
    settings.DATA_DIR, settings.MONGODB_URI, settings.MONGODB_DB = original


@pytest.fixture(autouse=True)
def closed_openai_breaker() -> Iterator[None]:
    """Each test starts with OpenAI allowed: one test's failure must not decide the next's model."""
    from infra.openai_breaker import openai_breaker

    yield
    openai_breaker.reset()


@pytest.fixture
def empty_database(embedded_server: EmbeddedServer) -> Iterator[str]:
    """A fresh, empty database for a test that writes; dropped afterwards."""
    name = f"test_{next(_database_numbers)}"
    previous = settings.MONGODB_DB
    settings.MONGODB_DB = name
    yield name
    with pymongo.timeout(SLOW_DATABASE_CHORE_S):
        mongo.get_client().drop_database(name)
    settings.MONGODB_DB = previous


SEEDED_DATABASE = "test_seeded"


@pytest.fixture(scope="session")
def seeded_database(embedded_server: EmbeddedServer) -> str:
    """The shipped listings with their local vectors, seeded once per session; read-only."""
    from rentals.embedding import configured_embedder
    from seed.seeding import SeedOptions, seed_listings

    previous = settings.MONGODB_DB
    settings.MONGODB_DB = SEEDED_DATABASE
    try:
        with pymongo.timeout(SLOW_DATABASE_CHORE_S):
            seed_listings(SeedOptions(), configured_embedder())
    finally:
        settings.MONGODB_DB = previous
    return SEEDED_DATABASE


@pytest.fixture(autouse=True)
def live_app_writes_removed(request: pytest.FixtureRequest) -> Iterator[None]:
    """What a visitor did in a live app (they serve the chat database) is gone after the test."""
    yield
    if request.node.get_closest_marker("live_server"):
        remove_chat_writes()


@pytest.fixture
def seeded(seeded_database: str) -> Iterator[str]:
    """Point the app at the seeded database for one test."""
    previous = settings.MONGODB_DB
    settings.MONGODB_DB = seeded_database
    yield seeded_database
    settings.MONGODB_DB = previous


# Fixtures that start a real server and talk to it over sockets (and a browser on top).
_LIVE_SERVER_FIXTURES = {"live_app", "app_url", "browser_page"}
_BROWSER_FIXTURES = {"browser", "browser_page"}
BROWSER_TESTS = Path(__file__).resolve().parent / "browser"
# On a busy two-core machine such a test can miss a deadline that has nothing to do with what it
# checks (a page load, a server start, a stream's pacing). It runs again up to this many times; a
# failure that repeats is still a failure, and pytest reports every rerun.
LIVE_SERVER_RERUNS = 2


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        fixtures = set(getattr(item, "fixturenames", ()))
        if "embedded_server" in fixtures:
            item.add_marker(pytest.mark.database)
        if _BROWSER_FIXTURES & fixtures or BROWSER_TESTS in item.path.parents:
            item.add_marker(pytest.mark.browser)
        # A browser test's page comes from an app served over HTTP, whichever fixture serves it.
        if (
            _LIVE_SERVER_FIXTURES & fixtures
            or item.get_closest_marker("live_server")
            or item.get_closest_marker("browser")
        ):
            item.add_marker(pytest.mark.live_server)
            item.add_marker(pytest.mark.flaky(reruns=LIVE_SERVER_RERUNS, reruns_delay=2))
        if item.get_closest_marker("live_server"):
            item.add_marker(pytest.mark.slow)


def pytest_terminal_summary(terminalreporter: Any, config: pytest.Config) -> None:
    """The random order's seed at the end of every run (the header that shows it is hidden by
    ``-q``): ``--randomly-seed=N`` runs the same order again."""
    if config.pluginmanager.has_plugin("randomly"):
        seed = config.getoption("randomly_seed", default=None)
        terminalreporter.write_line(f"random order: --randomly-seed={seed}")
