"""Turn an unreachable database into a 503 page that says what to check, never a traceback."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import cast

from asgiref.sync import iscoroutinefunction, markcoroutinefunction
from django.http import HttpRequest, HttpResponse
from django.template.loader import render_to_string

from infra.mongo import DatabaseUnavailable


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
        return self.get_response(request)

    async def _acall(self, request: HttpRequest) -> HttpResponse:
        # Only called when get_response is a coroutine function.
        return await cast(Awaitable[HttpResponse], self.get_response(request))

    def process_exception(self, request: HttpRequest, exception: Exception) -> HttpResponse | None:
        if not isinstance(exception, DatabaseUnavailable):
            return None
        html = render_to_string("errors/database_unavailable.html", {"message": str(exception)})
        return HttpResponse(html, status=503)
