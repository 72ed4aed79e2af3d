"""The one place that knows how to reach MongoDB.

With ``MONGODB_URI`` set the app talks to that server (Atlas or any mongod); without it, to the
embedded server of ``DATA_DIR``, started on first use. Everything else asks this module for a
database and never builds its own client.
"""

from __future__ import annotations

import asyncio
import threading
import weakref
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from django.conf import settings
from pymongo import AsyncMongoClient, MongoClient
from pymongo.asynchronous.database import AsyncDatabase
from pymongo.database import Database
from pymongo.errors import ConfigurationError, PyMongoError

from infra.embedded_server import EmbeddedServer, EmbeddedServerError

Document = dict[str, Any]


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


_lock = threading.Lock()
_connection: Connection | None = None
_client: MongoClient[Document] | None = None
# Async clients are bound to the event loop that created them; a closed loop's client is useless.
_async_clients: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, AsyncMongoClient[Document]] = (
    weakref.WeakKeyDictionary()
)


def embedded_server() -> EmbeddedServer:
    return EmbeddedServer(settings.DATA_DIR)


def connection() -> Connection:
    """Where the database is, starting the embedded server when no MONGODB_URI is configured."""
    global _connection
    with _lock:
        if _connection is None:
            _connection = _resolve_connection()
        return _connection


def _resolve_connection() -> Connection:
    if settings.MONGODB_URI:
        return Connection(uri=settings.MONGODB_URI, embedded=False)
    try:
        state = embedded_server().ensure_running()
    except EmbeddedServerError as error:
        raise DatabaseUnavailable(str(error)) from None
    return Connection(uri=state.uri, embedded=True)


def _client_options() -> dict[str, Any]:
    timeout = settings.MONGODB_TIMEOUT_MS
    return {
        "serverSelectionTimeoutMS": timeout,
        "connectTimeoutMS": timeout,
        "appname": "rental-search",
        "tz_aware": True,
    }


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
    try:
        info = get_client().server_info()
    except PyMongoError as error:
        raise DatabaseUnavailable(_unreachable_message(target, error)) from None
    return str(info.get("version", "unknown"))


def close_clients() -> None:
    """Close every client and forget the connection (tests and shutdown use this)."""
    global _client, _connection
    with _lock:
        if _client is not None:
            _client.close()
        _client = None
        _async_clients.clear()
        _connection = None


def _unreachable_message(target: Connection, error: PyMongoError) -> str:
    seconds = settings.MONGODB_TIMEOUT_MS / 1000
    if target.embedded:
        return (
            f"The embedded database at {target.host} did not answer within {seconds:g} s. "
            f"Its log is {embedded_server().log_path}; stopping the app and starting it again "
            "restarts the server."
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
