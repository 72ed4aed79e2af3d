"""The booth host's "reset everything": every visitor's data erased, behind the host's PIN.

The PIN is compared in constant time. Attempts are counted in the database, for every worker and
every client together, and counted before the PIN is compared (one atomic increment, then the
check): of any number of guesses at once, `MAX_WRONG_PINS` at most are compared within
`LOCKOUT_WINDOW_S`; the others are refused, the right PIN too, until that window (from its first
attempt) has passed. The right PIN starts the count afresh. A kiosk's visitors share one address,
so counting per address would protect nothing there.
"""

from __future__ import annotations

import hmac
import threading
from datetime import UTC, datetime, timedelta

from django.conf import settings
from pymongo import DESCENDING, IndexModel, ReturnDocument
from pymongo.collection import Collection
from pymongo.errors import DuplicateKeyError

from infra.mongo import Document, get_database
from memory.erasure import VisitorData, erase_everyone

# One document, the attempts of the current window: its first attempt's time (`at`) and how many
# (`attempts`); removed by a TTL index once the window has passed.
WRONG_PINS = "booth_wrong_pins"
_ATTEMPTS_ID = "host_pin"
MAX_WRONG_PINS = 5
LOCKOUT_WINDOW_S = 15 * 60
PIN_MAX_CHARS = 64

_indexed: set[str] = set()
_indexed_lock = threading.Lock()


class HostResetUnavailable(Exception):
    def __init__(self) -> None:
        super().__init__(
            "There is no host reset here: it needs BOOTH_MODE=true and a BOOTH_HOST_PIN."
        )


class WrongHostPin(Exception):
    def __init__(self, tries_left: int) -> None:
        self.tries_left = tries_left
        self.lockout_minutes = minutes = LOCKOUT_WINDOW_S // 60
        super().__init__(
            f"Wrong PIN: nothing was reset. {tries_left} more "
            f"{'try' if tries_left == 1 else 'tries'} before the reset locks for {minutes} minutes."
        )


class HostResetLocked(Exception):
    def __init__(self, retry_after_s: int) -> None:
        self.retry_after_s = retry_after_s
        self.minutes = minutes = max(1, -(-retry_after_s // 60))
        super().__init__(
            f"Too many wrong PINs: the reset is locked. Try again in {minutes} "
            f"{'minute' if minutes == 1 else 'minutes'}."
        )


def host_reset_available() -> bool:
    return settings.BOOTH_MODE and bool(settings.BOOTH_HOST_PIN)


def reset_everything(pin: str) -> VisitorData:
    """Erase every visitor's data (listings stay) if ``pin`` is the host's; returns what went.

    Raises `HostResetUnavailable`, `HostResetLocked` or `WrongHostPin`, having erased nothing.
    """
    verify_host_pin(pin)
    return erase_everyone()


def verify_host_pin(pin: str) -> None:
    if not host_reset_available():
        raise HostResetUnavailable()
    now = datetime.now(UTC)
    number, window_start = _count_attempt(now)
    if number > MAX_WRONG_PINS:
        unlocks_at = window_start + timedelta(seconds=LOCKOUT_WINDOW_S)
        raise HostResetLocked(max(1, int((unlocks_at - now).total_seconds()) + 1))
    if not _same_pin(pin, settings.BOOTH_HOST_PIN):
        raise WrongHostPin(MAX_WRONG_PINS - number)
    _wrong_pins().delete_one({"_id": _ATTEMPTS_ID})


def _same_pin(given: str, expected: str) -> bool:
    """Constant time in the PIN's content: what a wrong guess costs says nothing of the PIN."""
    return (
        hmac.compare_digest(
            given[:PIN_MAX_CHARS].encode("utf-8", "surrogatepass"),
            expected.encode("utf-8", "surrogatepass"),
        )
        and len(given) <= PIN_MAX_CHARS
    )


def _count_attempt(now: datetime) -> tuple[int, datetime]:
    """Count one more attempt, atomically; returns its number in the window and the window's
    start. A window that has passed (the TTL index may not have removed it yet) starts again."""
    attempts = _wrong_pins()
    while True:
        try:
            counted = attempts.find_one_and_update(
                {"_id": _ATTEMPTS_ID},
                {"$inc": {"attempts": 1}, "$setOnInsert": {"at": now}},
                upsert=True,
                return_document=ReturnDocument.AFTER,
            )
        except DuplicateKeyError:
            continue  # another attempt created the document at the same moment: count in it
        assert counted is not None  # an upsert that returns the document after the update
        window_start = _aware(counted["at"])
        if now - window_start < timedelta(seconds=LOCKOUT_WINDOW_S):
            return int(counted["attempts"]), window_start
        attempts.delete_one({"_id": _ATTEMPTS_ID, "at": counted["at"]})


def _aware(moment: datetime) -> datetime:
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def _wrong_pins() -> Collection[Document]:
    wrong_pins = get_database()[WRONG_PINS]
    database = settings.MONGODB_DB
    if database not in _indexed:
        with _indexed_lock:
            wrong_pins.create_indexes(
                [
                    IndexModel(
                        [("at", DESCENDING)], name="at_expiry", expireAfterSeconds=LOCKOUT_WINDOW_S
                    )
                ]
            )
            _indexed.add(database)
    return wrong_pins
