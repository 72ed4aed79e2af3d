"""Turn an unreachable database into a 503 page that says what to check, never a traceback."""

from __future__ import annotations

from collections.abc import Callable

from django.http import HttpRequest, HttpResponse
from django.template.loader import render_to_string

from infra.mongo import DatabaseUnavailable


class DatabaseUnavailableMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        return self.get_response(request)

    def process_exception(self, request: HttpRequest, exception: Exception) -> HttpResponse | None:
        if not isinstance(exception, DatabaseUnavailable):
            return None
        html = render_to_string("errors/database_unavailable.html", {"message": str(exception)})
        return HttpResponse(html, status=503)
