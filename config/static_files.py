"""Static files served by the ASGI app itself (``make demo`` needs no separate web server)."""

from __future__ import annotations

from django.contrib.staticfiles.handlers import ASGIStaticFilesHandler
from django.core.exceptions import SuspiciousFileOperation
from django.http import Http404, HttpRequest, HttpResponseBase

from config.security_headers import CONTENT_SECURITY_POLICY


class StaticFiles(ASGIStaticFilesHandler):
    """Django's static file handler, with a path that climbs out of the static directories
    (``/static/%2e%2e/config/settings.py``) answered 404 like any missing file, not 500."""

    def serve(self, request: HttpRequest) -> HttpResponseBase:
        try:
            response = super().serve(request)
        except SuspiciousFileOperation:
            raise Http404("No such file.") from None
        # Served before the middleware, so the headers every page gets are set here: a browser
        # never guesses another type for a file, and an SVG opened directly runs no script.
        response["X-Content-Type-Options"] = "nosniff"
        response["Content-Security-Policy"] = CONTENT_SECURITY_POLICY
        return response
