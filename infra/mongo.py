"""The one place that knows how to reach MongoDB.

With ``MONGODB_URI`` set the app talks to that server (Atlas or any mongod); without it, to the
embedded server of ``DATA_DIR``, started on first use and restarted when it dies. Everything else
asks this module for a database and never builds its own client.

Every operation has a deadline, ``MONGODB_TIMEOUT_MS`` (pymongo's ``timeoutMS``): a server that
stops answering (paused, overloaded, a network that drops packets) costs a request that long at
most, then a 503. Work that legitimately takes longer (seeding, loading every listing) runs inside
``long_operations()``.

It also knows whether the database is down right now (``outage``): once a call failed to reach it,
or the embedded server's process died, requests are answered with a 503 within
``MONGODB_OUTAGE_TIMEOUT_MS`` instead of each waiting ``MONGODB_TIMEOUT_MS`` for a server.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import threading
import time
import weakref
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

import pymongo
from django.conf import settings
from pymongo import AsyncMongoClient, MongoClient
from pymongo.asynchronous.database import AsyncDatabase
from pymongo.database import Database
from pymongo.errors import ConfigurationError, ConnectionFailure, PyMongoError

from infra.embedded_server import (
    EmbeddedServer,
    EmbeddedServerError,
    ServerState,
    ServerSupervisor,
)
from infra.operation_recorder import COMMAND_RECORDER

logger = logging.getLogger(__name__)

Document = dict[str, Any]

# The deadline of the operations inside ``long_operations()``: a seed's batch, the whole catalog.
LONG_OPERATION_TIMEOUT_S = 300


class DatabaseUnavailable(RuntimeError):
    """MongoDB cannot be reached; the message says where the app looked and what to check."""


@dataclass(frozen=True)
class Connection:
    uri: str
    embedded: bool

    @property
    def host(self) -> str:
        """The host part of the URI, without credentials, for messages and /api/health."""
        netloc = urlsplit(self.uri).netloc
        return netloc.rsplit("@", 1)[-1]


class Outage:
    """Whether the database is down, so that while it is, requests fail in milliseconds.

    While down, one caller at a time checks the server with a short timeout (at most every
    ``CHECK_INTERVAL_S``); the others are told at once that it is still down.
    """

    CHECK_INTERVAL_S = 0.5

    def __init__(self) -> None:
        self._down_since: float | None = None
        self._checked_at = 0.0
        self._checking = threading.Lock()
        self.reason = ""

    @property
    def down(self) -> bool:
        return self._down_since is not None

    def mark_down(self, reason: str) -> None:
        if self._down_since is None:
            logger.warning("The database is unreachable: %s", reason)
            self._down_since = time.monotonic()
        # The failure that says so was a check: the next one is due an interval later.
        self._checked_at = time.monotonic()
        self.reason = reason

    def mark_up(self) -> None:
        was_down = self._down_since is not None
        if self._down_since is not None:
            logger.warning(
                "The database answers again after %.1f s.", time.monotonic() - self._down_since
            )
        self.forget()
        if was_down:
            _reconnected()

    def forget(self) -> None:
        self._down_since = None
        self.reason = ""

    def ensure_up(self) -> None:
        """Return when the database is (back) up; raise DatabaseUnavailable quickly while not."""
        if self._down_since is None:
            return
        due = time.monotonic() - self._checked_at >= self.CHECK_INTERVAL_S
        if not due or not self._checking.acquire(blocking=False):
            raise DatabaseUnavailable(self.reason)
        try:
            self._checked_at = time.monotonic()
            _ping_quickly()
        except PyMongoError as error:
            message = self.reason or _unreachable_message(connection(), error)
            raise DatabaseUnavailable(message) from None
        finally:
            self._checking.release()
        self.mark_up()


outage = Outage()

# Called whenever the database answers again after an outage or a restart: what this process set
# up in it (indexes) may have been lost with the crash, or the server may be a new, empty one.
_reconnect_listeners: list[Callable[[], None]] = []


def on_reconnect(listener: Callable[[], None]) -> None:
    """Call ``listener`` each time the database is back after an outage or a restart."""
    _reconnect_listeners.append(listener)


def _reconnected() -> None:
    for listener in _reconnect_listeners:
        listener()


_lock = threading.Lock()
_connection: Connection | None = None
_client: MongoClient[Document] | None = None
_probe_client: MongoClient[Document] | None = None
_supervisor: ServerSupervisor | None = None
# Async clients are bound to the event loop that created them; a closed loop's client is useless.
_async_clients: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, AsyncMongoClient[Document]] = (
    weakref.WeakKeyDictionary()
)


def embedded_server() -> EmbeddedServer:
    return EmbeddedServer(settings.DATA_DIR, sync_on_commit=settings.MONGODB_JOURNAL)


def connection() -> Connection:
    """Where the database is, starting the embedded server when no MONGODB_URI is configured."""
    global _connection
    with _lock:
        if _connection is None:
            _connection = _resolve_connection()
        return _connection


def _resolve_connection() -> Connection:
    global _supervisor
    if settings.MONGODB_URI:
        return Connection(uri=settings.MONGODB_URI, embedded=False)
    server = embedded_server()
    try:
        state = server.ensure_running()
    except EmbeddedServerError as error:
        raise DatabaseUnavailable(str(error)) from None
    _supervisor = ServerSupervisor(server, on_down=_embedded_server_died, on_up=_embedded_server_up)
    _supervisor.start()
    return Connection(uri=state.uri, embedded=True)


def _embedded_server_died() -> None:
    outage.mark_down(
        "The embedded database stopped unexpectedly and is being restarted; try again in a few "
        f"seconds. Its log is {embedded_server().log_path}."
    )


def _embedded_server_up(state: ServerState) -> None:
    global _connection
    with _lock:
        if _connection is not None and _connection.uri != state.uri:
            # Restarted on another port: later calls build clients for the new address.
            _connection = Connection(uri=state.uri, embedded=True)
            _close_sync_clients()
    # Another process may have restarted it before this one saw it down: said here in any case.
    _reconnected()
    outage.mark_up()


def _client_options(timeout_ms: int | None = None) -> dict[str, Any]:
    timeout = timeout_ms or settings.MONGODB_TIMEOUT_MS
    options: dict[str, Any] = {
        # The deadline of each operation, from server selection to the last byte of its answer.
        "timeoutMS": timeout,
        "serverSelectionTimeoutMS": timeout,
        "connectTimeoutMS": timeout,
        "appname": "rental-search",
        "tz_aware": True,
        # Records a chat turn's operations for its trace; a lookup and nothing more otherwise.
        "event_listeners": [COMMAND_RECORDER],
    }
    if settings.MONGODB_JOURNAL:
        # Acknowledge a write only once it is in the on-disk journal.
        options["journal"] = True
    return options


@contextlib.contextmanager
def long_operations() -> Iterator[None]:
    """Give the database operations in the block ``LONG_OPERATION_TIMEOUT_S`` instead of
    ``MONGODB_TIMEOUT_MS``: for work that reads or writes thousands of documents at once."""
    with pymongo.timeout(LONG_OPERATION_TIMEOUT_S):
        yield


def is_unreachable_error(error: BaseException) -> bool:
    """Whether ``error`` means the database could not be reached or did not answer within its
    deadline (a 503, not a bug)."""
    if isinstance(error, DatabaseUnavailable | ConnectionFailure):
        return True
    return isinstance(error, PyMongoError) and error.timeout


def as_unavailable(error: BaseException) -> DatabaseUnavailable:
    """The readable DatabaseUnavailable for an unreachable-database ``error``, recording the outage
    so that the next requests fail fast."""
    if isinstance(error, DatabaseUnavailable):
        unavailable = error
    else:
        unavailable = DatabaseUnavailable(_unreachable_message(connection(), error))
    outage.mark_down(str(unavailable))
    return unavailable


def _ping_quickly() -> None:
    global _probe_client
    target = connection()
    with _lock:
        if _probe_client is None:
            _probe_client = MongoClient(
                target.uri, **_client_options(settings.MONGODB_OUTAGE_TIMEOUT_MS)
            )
        probe = _probe_client
    probe.admin.command("ping")


def get_client() -> MongoClient[Document]:
    """The process-wide synchronous client (pymongo clients are thread-safe and pool
    connections)."""
    global _client
    target = connection()
    with _lock:
        if _client is None:
            try:
                _client = MongoClient(target.uri, **_client_options())
            except ConfigurationError as error:
                raise DatabaseUnavailable(_bad_uri_message(target, error)) from None
        return _client


def get_database() -> Database[Document]:
    return get_client()[settings.MONGODB_DB]


def get_async_database() -> AsyncDatabase[Document]:
    """An async database handle for the running event loop (async clients are bound to one loop)."""
    loop = asyncio.get_running_loop()
    target = connection()
    with _lock:
        client = _async_clients.get(loop)
        if client is None:
            client = AsyncMongoClient(target.uri, **_client_options())
            _async_clients[loop] = client
    return client[settings.MONGODB_DB]


def get_async_client() -> AsyncMongoClient[Document]:
    return get_async_database().client


def check_reachable() -> str:
    """Ping the server and return its version, or raise DatabaseUnavailable with the fix."""
    target = connection()
    outage.ensure_up()
    try:
        info = get_client().server_info()
    except PyMongoError as error:
        raise as_unavailable(DatabaseUnavailable(_unreachable_message(target, error))) from None
    return str(info.get("version", "unknown"))


def close_clients() -> None:
    """Close every client, stop supervising and forget the connection (tests and shutdown)."""
    global _connection, _supervisor
    with _lock:
        if _supervisor is not None:
            _supervisor.stop()
        _supervisor = None
        _close_sync_clients()
        _connection = None
    outage.forget()


def _close_sync_clients() -> None:
    """Drop the clients (the caller holds ``_lock``)."""
    global _client, _probe_client
    for client in (_client, _probe_client):
        if client is not None:
            client.close()
    _client = _probe_client = None
    _async_clients.clear()


def _unreachable_message(target: Connection, error: BaseException) -> str:
    seconds = settings.MONGODB_TIMEOUT_MS / 1000
    if target.embedded:
        return (
            f"The embedded database did not answer within {seconds:g} s. "
            f"Its log is {embedded_server().log_path}; the app restarts the server when its "
            "process has stopped."
        )
    reason = type(error).__name__
    return (
        f"Could not reach MongoDB at {target.host}: no server answered within {seconds:g} s "
        f"({reason}). Check that MONGODB_URI is right, that the server is running and reachable "
        "from this machine (for Atlas: that this machine's IP address is on the project's "
        "network access list and the user name and password are right), or unset MONGODB_URI "
        "to use the embedded database."
    )


def _bad_uri_message(target: Connection, error: ConfigurationError) -> str:
    return (
        f"MONGODB_URI for {target.host or 'the database'} is not a valid MongoDB connection "
        f"string ({error}). It should look like mongodb+srv://user:password@cluster.example.net/."
    )
