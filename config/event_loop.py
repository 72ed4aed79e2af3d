"""What Django would otherwise run on one thread shared by every request of an ASGI worker.

Middleware: in an async chain Django runs each hook of a ``MiddlewareMixin`` middleware
(``process_request``, ``process_view``, ``process_response``) through
``sync_to_async(thread_sensitive=True)``: on one thread shared by every request of the worker. A
chat request passes through about a dozen hooks, so under load each request queues a dozen times
behind the others' hooks and the event loop's other work. The hooks below only read the request
and set headers and cookies (no I/O), so they run directly on the event loop instead. In a sync
chain nothing changes.

Signals: Django closes stale SQL connections at the start and end of every request, a receiver it
runs through the same thread; this app has no SQL database (``DATABASES`` is empty), so
``drop_sql_housekeeping`` disconnects it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.conf import settings
from django.core import signals
from django.db import close_old_connections, reset_queries
from django.http import HttpRequest, HttpResponseBase
from django.middleware import clickjacking, common, csrf, security
from django.utils.deprecation import MiddlewareMixin


class EventLoopMiddlewareMixin(MiddlewareMixin):
    """``MiddlewareMixin`` for hooks that never block: called inline in an async chain."""

    def __init__(self, get_response: Callable[[HttpRequest], Any]) -> None:
        super().__init__(get_response)
        process_view = getattr(self, "process_view", None)
        if self.async_mode and process_view is not None:
            # Django adapts a sync process_view with sync_to_async; a coroutine it awaits as is.
            self.process_view = _coroutine(process_view)

    async def __acall__(self, request: HttpRequest) -> HttpResponseBase:
        response = None
        if hasattr(self, "process_request"):
            response = self.process_request(request)
        response = response or await self.get_response(request)
        if hasattr(self, "process_response"):
            response = self.process_response(request, response)
        return response


def _coroutine(hook: Callable[..., HttpResponseBase | None]) -> Callable[..., Any]:
    async def on_event_loop(*args: Any) -> HttpResponseBase | None:
        return hook(*args)

    return on_event_loop


class SecurityMiddleware(EventLoopMiddlewareMixin, security.SecurityMiddleware):
    pass


class CommonMiddleware(EventLoopMiddlewareMixin, common.CommonMiddleware):
    pass


class CsrfViewMiddleware(EventLoopMiddlewareMixin, csrf.CsrfViewMiddleware):
    pass


class XFrameOptionsMiddleware(EventLoopMiddlewareMixin, clickjacking.XFrameOptionsMiddleware):
    pass


def drop_sql_housekeeping() -> None:
    """Disconnect Django's per-request SQL connection receivers when there is no SQL database."""
    # Django fills an empty DATABASES with its dummy backend once anything touches connections.
    engines = {database.get("ENGINE") for database in settings.DATABASES.values()}
    if engines - {"django.db.backends.dummy"}:
        return
    signals.request_started.disconnect(reset_queries)
    signals.request_started.disconnect(close_old_connections)
    signals.request_finished.disconnect(close_old_connections)
