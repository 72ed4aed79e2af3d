"""Turn an unreachable database into a 503 that says what to check, never a traceback or a wait.

Pages get the 503 page and the API a JSON message. While the database is known to be down, a
request is answered before its view runs, within ``MONGODB_OUTAGE_TIMEOUT_MS``, instead of waiting
``MONGODB_TIMEOUT_MS`` for a server that is not there.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import cast

from asgiref.sync import iscoroutinefunction, markcoroutinefunction
from django.conf import settings
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.template.loader import render_to_string

from infra.mongo import DatabaseUnavailable, as_unavailable, is_unreachable_error, outage
from rentals.page_text import request_language

# Seconds a client is asked to wait before trying again: about what a restart of the embedded
# server takes.
RETRY_AFTER_S = 5
# Answers that never need the database, or that report on it themselves.
_UNGUARDED_PATHS = ("/api/health",)


def unavailable_response(request: HttpRequest, error: DatabaseUnavailable) -> HttpResponse:
    response: HttpResponse
    if request.path.startswith("/api/"):
        response = JsonResponse({"detail": str(error)}, status=503)
    else:
        # No context processors: they would ask the database that is down.
        context = {"message": str(error), "page_language": request_language(request)}
        html = render_to_string("errors/database_unavailable.html", context)
        response = HttpResponse(html, status=503)
    response["Retry-After"] = str(RETRY_AFTER_S)
    return response


class DatabaseUnavailableMiddleware:
    # Both sync and async, so streaming chat replies stay on the event loop under ASGI.
    sync_capable = True
    async_capable = True

    def __init__(
        self,
        get_response: Callable[[HttpRequest], HttpResponse]
        | Callable[[HttpRequest], Awaitable[HttpResponse]],
    ) -> None:
        self.get_response = get_response
        self._is_async = iscoroutinefunction(get_response)
        if self._is_async:
            markcoroutinefunction(self)

    def __call__(self, request: HttpRequest) -> HttpResponse | Awaitable[HttpResponse]:
        if self._is_async:
            return self._acall(request)
        if _needs_check(request):
            try:
                outage.ensure_up()
            except DatabaseUnavailable as error:
                return unavailable_response(request, error)
        return cast(HttpResponse, self.get_response(request))

    async def _acall(self, request: HttpRequest) -> HttpResponse:
        if _needs_check(request):
            try:
                # A thread, because a check may wait up to MONGODB_OUTAGE_TIMEOUT_MS.
                await asyncio.to_thread(outage.ensure_up)
            except DatabaseUnavailable as error:
                return unavailable_response(request, error)
        # Only called when get_response is a coroutine function.
        return await cast(Awaitable[HttpResponse], self.get_response(request))

    def process_exception(self, request: HttpRequest, exception: Exception) -> HttpResponse | None:
        if not is_unreachable_error(exception):
            return None
        return unavailable_response(request, as_unavailable(exception))


def _needs_check(request: HttpRequest) -> bool:
    if not outage.down:
        return False
    path = request.path
    return not path.startswith(f"/{settings.STATIC_URL.lstrip('/')}") and path not in (
        _UNGUARDED_PATHS
    )
