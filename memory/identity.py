"""Who is visiting: a random visitor id kept in a signed, HttpOnly cookie the server issues.

`VisitorMiddleware` sets ``request.visitor_id`` on every request (static files aside). It is the
only source of a visitor's identity: views, the API and the agent's tools take it from the
request, never from a query string, a form or a request body.

A visitor document is written when a visitor comes back with their cookie, then at most once per
`TOUCH_INTERVAL_S` per worker. Clients that never return the cookie (health probes, crawlers)
therefore cost no writes, and page loads do not each turn into a database write.
"""

from __future__ import annotations

import logging
import re
import secrets
import threading
import time
from collections.abc import Callable
from typing import Any

from asgiref.sync import iscoroutinefunction, markcoroutinefunction
from django.conf import settings
from django.http import HttpRequest, HttpResponse, HttpResponseBase, JsonResponse
from django.utils.cache import patch_vary_headers
from pymongo.errors import PyMongoError

from infra.mongo import DatabaseUnavailable
from memory.tombstones import VisitorErased, erasure_checks_cached
from memory.visitors import touch_visitor, touch_visitor_async

logger = logging.getLogger(__name__)

_COOKIE_SALT = "memory.visitor"
# `secrets.token_urlsafe(16)`: 16 random bytes as 22 URL-safe base64 characters.
_VISITOR_ID = re.compile(r"[A-Za-z0-9_-]{22}")

TOUCH_INTERVAL_S = 5 * 60
ERASED_MESSAGE = (
    "Your data was deleted, so nothing more is stored for that visitor; "
    "reload to go on as a new visitor."
)
# Visitors whose last touch one process keeps in memory.
TRACKED_VISITORS_MAX = 100_000

# The next handler in the chain: a view's response, or an awaitable of one in an async chain.
ResponseGetter = Callable[[HttpRequest], Any]


class TouchSchedule:
    """Remembers when this process last wrote each visitor's `last_seen`."""

    def __init__(self, interval_s: float, clock: Callable[[], float] = time.monotonic) -> None:
        self.interval_s = interval_s
        self._clock = clock
        self._touched: dict[str, float] = {}
        self._lock = threading.Lock()

    def due(self, visitor_id: str) -> bool:
        """Whether the visitor should be touched now; a True answer books the touch."""
        now = self._clock()
        with self._lock:
            last = self._touched.get(visitor_id)
            if last is not None and now - last < self.interval_s:
                return False
            if len(self._touched) >= TRACKED_VISITORS_MAX:
                self._forget_stale(now)
            self._touched[visitor_id] = now
            return True

    def _forget_stale(self, now: float) -> None:
        self._touched = {
            visitor: at for visitor, at in self._touched.items() if now - at < self.interval_s
        }
        # A flood of distinct visitors within one interval: forgetting them all costs one extra
        # write each, while keeping them would let memory grow without bound.
        if len(self._touched) >= TRACKED_VISITORS_MAX:
            self._touched.clear()


touch_schedule = TouchSchedule(TOUCH_INTERVAL_S)


def current_visitor_id(request: HttpRequest) -> str:
    """The visitor id `VisitorMiddleware` set on this request (the only place it comes from)."""
    visitor_id: str = request.visitor_id
    return visitor_id


def new_visitor_id() -> str:
    return secrets.token_urlsafe(16)


def visitor_id_from_cookie(request: HttpRequest) -> str | None:
    """The visitor id of a validly signed cookie; None when missing, tampered with or signed
    longer ago than VISITOR_COOKIE_MAX_AGE (the signature holds its time; the cookie is signed
    again whenever the visitor is touched, so only an unused identity expires)."""
    value = request.get_signed_cookie(
        settings.VISITOR_COOKIE_NAME,
        default=None,
        salt=_COOKIE_SALT,
        max_age=settings.VISITOR_COOKIE_MAX_AGE,
    )
    if value and _VISITOR_ID.fullmatch(value):
        return value
    return None


def set_visitor_cookie(request: HttpRequest, response: HttpResponseBase, visitor_id: str) -> None:
    response.set_signed_cookie(
        settings.VISITOR_COOKIE_NAME,
        visitor_id,
        salt=_COOKIE_SALT,
        max_age=settings.VISITOR_COOKIE_MAX_AGE,
        httponly=True,
        samesite="Lax",
        secure=request.is_secure(),
    )


def start_new_visitor(request: HttpRequest, response: HttpResponseBase) -> str:
    """Give this browser a fresh identity (a shared kiosk's "New visitor"); returns the new id.

    The previous visitor's data stays theirs: nothing links the new id to the old one.
    """
    visitor_id = new_visitor_id()
    request.visitor_id = visitor_id
    set_visitor_cookie(request, response, visitor_id)
    return visitor_id


class VisitorMiddleware:
    """Sets ``request.visitor_id``, issuing a cookie to visitors who have none (or a forged one).

    Works in both sync and async chains, so streamed chat replies keep their async path.
    """

    sync_capable = True
    async_capable = True

    def __init__(self, get_response: ResponseGetter) -> None:
        self.get_response = get_response
        self.async_mode = iscoroutinefunction(get_response)
        if self.async_mode:
            markcoroutinefunction(self)

    def __call__(self, request: HttpRequest) -> Any:
        if self.async_mode:
            return self.__acall__(request)
        if _is_static(request):
            return self.get_response(request)
        visit = _Visit.begin(request)
        if visit.should_touch and not _record_visit(visit.visitor_id):
            visit.reissue(request)
        with erasure_checks_cached():
            response = self.get_response(request)
        return visit.finish(request, response)

    async def __acall__(self, request: HttpRequest) -> HttpResponseBase:
        if _is_static(request):
            return await self.get_response(request)
        visit = _Visit.begin(request)
        if visit.should_touch and not await _record_visit_async(visit.visitor_id):
            visit.reissue(request)
        with erasure_checks_cached():
            response = await self.get_response(request)
        return visit.finish(request, response)

    def process_exception(self, request: HttpRequest, exception: Exception) -> HttpResponse | None:
        """A write for a visitor who deleted their data (another tab still had their cookie):
        410, and the browser becomes a new visitor."""
        if not isinstance(exception, VisitorErased):
            return None
        response: HttpResponse
        if request.path.startswith("/api/"):
            response = JsonResponse({"detail": ERASED_MESSAGE}, status=410)
        else:
            response = HttpResponse(ERASED_MESSAGE, status=410, content_type="text/plain")
        start_new_visitor(request, response)
        return response


class _Visit:
    """What the middleware decided about one request's visitor."""

    def __init__(self, visitor_id: str, *, issued: bool, should_touch: bool) -> None:
        self.visitor_id = visitor_id
        self.issued = issued
        self.should_touch = should_touch

    @classmethod
    def begin(cls, request: HttpRequest) -> _Visit:
        returning_id = visitor_id_from_cookie(request)
        if returning_id is None:
            visit = cls(new_visitor_id(), issued=True, should_touch=False)
        else:
            visit = cls(returning_id, issued=False, should_touch=touch_schedule.due(returning_id))
        request.visitor_id = visit.visitor_id
        return visit

    def reissue(self, request: HttpRequest) -> None:
        """The cookie's visitor deleted their data: this request is a new visitor's."""
        self.visitor_id = request.visitor_id = new_visitor_id()
        self.issued, self.should_touch = True, False

    def finish(self, request: HttpRequest, response: HttpResponseBase) -> HttpResponseBase:
        # Re-sending the cookie when the visitor is touched keeps a regular visitor's identity
        # alive for a year after their last visit rather than their first; a view that started a
        # new visitor has already set the cookie and wins.
        refresh = self.issued or self.should_touch
        if refresh and settings.VISITOR_COOKIE_NAME not in response.cookies:
            set_visitor_cookie(request, response, self.visitor_id)
        patch_vary_headers(response, ("Cookie",))
        return response


def _is_static(request: HttpRequest) -> bool:
    return request.path.startswith(settings.STATIC_URL)


# `last_seen` is bookkeeping: a database hiccup must not take the page down with it. False when
# the visitor deleted their data.
def _record_visit(visitor_id: str) -> bool:
    try:
        touch_visitor(visitor_id)
    except VisitorErased:
        return False
    except (PyMongoError, DatabaseUnavailable) as error:
        logger.warning("Could not record a visit: %s", error)
    return True


async def _record_visit_async(visitor_id: str) -> bool:
    try:
        await touch_visitor_async(visitor_id)
    except VisitorErased:
        return False
    except (PyMongoError, DatabaseUnavailable) as error:
        logger.warning("Could not record a visit: %s", error)
    return True
