"""Writes to several collections in one round trip: a client ``bulkWrite`` (MongoDB 8.0 and later).

pymongo reports every failure of a client bulk write as one ``ClientBulkWriteException``. Here it
becomes what the failed write alone would have raised: a server that could not be reached raises
its connection error or timeout (an outage, a 503, like any other command), and a write refused by
the server raises ``DuplicateKeyError`` or ``WriteError``. ``InvalidOperation`` means the server
predates client bulk writes: the caller sends the writes one by one instead.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pymongo import InsertOne, UpdateOne, WriteConcern
from pymongo.asynchronous.mongo_client import AsyncMongoClient
from pymongo.errors import ClientBulkWriteException, DuplicateKeyError, WriteError
from pymongo.results import ClientBulkWriteResult

from infra.mongo import Document

ClientWrite = InsertOne[Document] | UpdateOne
_DUPLICATE_KEY_CODES = frozenset({11000, 11001, 12582})


async def write_in_order(
    client: AsyncMongoClient[Document],
    writes: Sequence[ClientWrite],
    *,
    write_concern: WriteConcern | None = None,
) -> ClientBulkWriteResult:
    """Send ``writes`` in one command, in order, stopping at the first that fails; the result
    has each write's own counts (``update_results[index].matched_count``)."""
    try:
        return await client.bulk_write(
            list(writes), ordered=True, verbose_results=True, write_concern=write_concern
        )
    except ClientBulkWriteException as error:
        if isinstance(error.error, BaseException):
            raise error.error from None
        raise _first_write_error(error) from None


def _first_write_error(error: ClientBulkWriteException) -> Exception:
    failed: list[Any] = list(error.write_errors or [])
    if not failed:
        return error
    details = failed[0]
    code = details.get("code")
    message = str(details.get("errmsg", ""))
    if code in _DUPLICATE_KEY_CODES:
        return DuplicateKeyError(message, code, details)
    return WriteError(message, code, details)
