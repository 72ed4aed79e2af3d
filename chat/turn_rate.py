"""How many chat turns one visitor (and, optionally, one address) may start per minute.

``CHAT_TURNS_PER_MINUTE`` turns per visitor in each minute of the clock; past it,
``TooManyTurns`` with the seconds until that minute ends (the views answer a 429 with
``Retry-After`` in the visitor's language) and nothing is stored.
``CHAT_TURNS_PER_MINUTE_PER_ADDRESS`` does the same per client address, off by default: a
workshop's attendees or a booth's kiosk share one.

The count lives in the database, so every worker process counts in the same place: one document
per visitor (or address) and minute in `chat_turn_counts`, removed by a TTL index once its minute
has passed. A turn is counted with one update of that document by `_id` alone, an update pipeline
that adds one only while the count is under the limit: two requests at once never both take the
last turn, and a refused one counts nothing. (``findAndModify`` would return the count as well,
but the embedded server answers it by reading the whole collection; an update by `_id` it answers
from the `_id` index.) A database that cannot be reached is a 503 like any other request's;
another database error lets the turn through, logged: the limit protects, it does not decide.
"""

from __future__ import annotations

import logging
import math
import threading
import time
from datetime import UTC, datetime

from django.conf import settings
from django.http import HttpRequest
from pymongo import ASCENDING
from pymongo.asynchronous.database import AsyncDatabase
from pymongo.errors import DuplicateKeyError, PyMongoError

from infra.mongo import Document, connection, get_async_database, is_unreachable_error, on_reconnect

logger = logging.getLogger(__name__)

WINDOW_S = 60
TURN_COUNTS = "chat_turn_counts"
EXPIRY_INDEX = "turn_count_expiry"

_lock = threading.Lock()
# (server URI, database name) pairs whose expiry index this process has ensured.
_indexed: set[tuple[str, str]] = set()
on_reconnect(_indexed.clear)


class TooManyTurns(RuntimeError):
    def __init__(self, retry_after_s: int) -> None:
        self.retry_after_s = retry_after_s
        super().__init__(f"too many chat turns; try again in {retry_after_s} s")


class TurnCounter:
    """The turns of each visitor or address in ``database``, for every process that counts there."""

    def __init__(self, database: AsyncDatabase[Document]) -> None:
        self._counts = database[TURN_COUNTS]

    async def take(self, key: str, limit: int, now: float) -> int:
        """Count a turn for ``key`` at ``now`` (seconds since the epoch): 0 when it is allowed,
        else the seconds until the next minute allows one."""
        await self._ensure_expiry()
        window = int(now // WINDOW_S)
        window_end = (window + 1) * WINDOW_S
        document_id = f"{key}:{window}"
        while True:
            try:
                counted = await self._counts.update_one(
                    {"_id": document_id}, _counted(limit, window_end), upsert=True
                )
            except DuplicateKeyError:
                continue  # another request created the document at the same moment: count in it
            if counted.upserted_id is not None or counted.modified_count == 1:
                return 0
            return max(1, math.ceil(window_end - now))

    async def _ensure_expiry(self) -> None:
        database_key = (connection().uri, self._counts.database.name)
        if database_key in _indexed:
            return
        await self._counts.create_index(
            [("expire_at", ASCENDING)], name=EXPIRY_INDEX, expireAfterSeconds=0
        )
        with _lock:
            _indexed.add(database_key)


async def count_turn_async(visitor_id: str, address: str | None) -> None:
    """Count one turn of the visitor (from ``address``); raises TooManyTurns past a limit."""
    counter = TurnCounter(get_async_database())
    now = time.time()
    limits = [("visitor", visitor_id, settings.CHAT_TURNS_PER_MINUTE)]
    if address:
        limits.append(("address", address, settings.CHAT_TURNS_PER_MINUTE_PER_ADDRESS))
    for kind, key, limit in limits:
        if limit <= 0:
            continue
        try:
            wait = await counter.take(f"{kind}:{key}", limit, now)
        except PyMongoError as error:
            if is_unreachable_error(error):
                raise
            logger.warning("Could not count a chat turn: %s", error)
            continue
        if wait:
            raise TooManyTurns(wait)


def client_address(request: HttpRequest) -> str | None:
    """The address the request came from (behind a proxy: the proxy's)."""
    return request.META.get("REMOTE_ADDR") or None


def _counted(limit: int, window_end: int) -> list[Document]:
    """The update pipeline that adds one turn to a count under ``limit``, and leaves it else."""
    turns = {"$ifNull": ["$turns", 0]}
    expire_at = datetime.fromtimestamp(window_end, UTC)
    return [
        {
            "$set": {
                "turns": {"$cond": [{"$lt": [turns, limit]}, {"$add": [turns, 1]}, turns]},
                "expire_at": {"$ifNull": ["$expire_at", {"$literal": expire_at}]},
            }
        }
    ]
