"""Cross-site request forgery protection for the JSON API.

django-ninja exempts its views from Django's CSRF middleware, so without this a page on another
site (another port of the same host included) could post to ``/api/chat`` or ``DELETE /api/me``
with the visitor's cookie. `ApiCsrfMiddleware` runs Django's own check on every unsafe API
request that carries a visitor cookie: the ``csrftoken`` cookie must come back in the
``X-CSRFToken`` header (as the pages' htmx and the README's curl recipe send it), and an
``Origin`` header must be this site's. A request without a visitor cookie acts for a brand-new
visitor with nothing to steal or spoil, so scripts and curl need no token for it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.conf import settings
from django.http import HttpRequest, HttpResponse, HttpResponseBase, JsonResponse
from django.middleware.csrf import CsrfViewMiddleware
from django.views.csrf import csrf_failure as django_csrf_failure

from config.event_loop import EventLoopMiddlewareMixin
from memory.identity import visitor_id_from_cookie

API_PREFIX = "/api/"
_SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS", "TRACE"})


def _checked_view(request: HttpRequest) -> HttpResponse:
    """Stands in for the (exempt) API view, so Django's check does not skip the request."""
    raise AssertionError("never called")  # pragma: no cover


class ApiCsrfMiddleware(EventLoopMiddlewareMixin):
    """Django's CSRF check for unsafe ``/api/`` requests from cookie-identified visitors.

    Must come after ``CsrfViewMiddleware``, which reads the ``csrftoken`` cookie.
    """

    def __init__(self, get_response: Callable[[HttpRequest], Any]) -> None:
        super().__init__(get_response)
        self._django_check = CsrfViewMiddleware(get_response)

    def process_view(
        self,
        request: HttpRequest,
        view: Callable[..., Any],
        view_args: tuple[Any, ...],
        view_kwargs: dict[str, Any],
    ) -> HttpResponseBase | None:
        if not needs_csrf_check(request):
            return None
        return self._django_check.process_view(request, _checked_view, (), {})


class SecureCsrfCookieMiddleware(EventLoopMiddlewareMixin):
    """Marks the csrftoken cookie Secure on HTTPS requests (direct, or per the proxy's
    SECURE_PROXY_SSL_HEADER), like the visitor cookie; plain-HTTP development keeps working.

    Must come before ``CsrfViewMiddleware``, so it sees the cookie that one sets.
    """

    def process_response(
        self, request: HttpRequest, response: HttpResponseBase
    ) -> HttpResponseBase:
        cookie = response.cookies.get(settings.CSRF_COOKIE_NAME)
        if cookie is not None and request.is_secure():
            cookie["secure"] = True
        return response


def needs_csrf_check(request: HttpRequest) -> bool:
    return (
        request.path.startswith(API_PREFIX)
        and request.method not in _SAFE_METHODS
        and visitor_id_from_cookie(request) is not None
    )


def csrf_failure(request: HttpRequest, reason: str = "") -> HttpResponse:
    """``CSRF_FAILURE_VIEW``: a JSON message for the API, Django's page for the site."""
    if request.path.startswith(API_PREFIX):
        return JsonResponse(
            {
                "detail": f"CSRF check failed: {reason} Send the csrftoken cookie's value in "
                "an X-CSRFToken header (GET /api/csrf returns it), from this site only."
            },
            status=403,
        )
    return django_csrf_failure(request, reason)
