"""The Content-Security-Policy every response carries.

Scripts and styles come only from this site's own files: no inline scripts, no inline event
handlers (``onerror=``), no inline styles, no eval (htmx runs with ``allowEval: false``). Listing
photos are the one thing loaded from elsewhere (any HTTPS host). The interactive API docs
(Swagger UI, from django-ninja) set element styles inline, so only that page allows them.
"""

from __future__ import annotations

from django.http import HttpRequest, HttpResponseBase

from config.event_loop import EventLoopMiddlewareMixin

_POLICY = {
    "default-src": "'self'",
    "script-src": "'self'",
    "style-src": "'self'",
    "img-src": "'self' https: data:",
    "connect-src": "'self'",
    "font-src": "'self'",
    "object-src": "'none'",
    "base-uri": "'self'",
    "form-action": "'self'",
    "frame-ancestors": "'none'",
}
_API_DOCS_POLICY = _POLICY | {"style-src": "'self' 'unsafe-inline'"}
API_DOCS_PATH = "/api/docs"


def _header(policy: dict[str, str]) -> str:
    return "; ".join(f"{directive} {sources}" for directive, sources in policy.items())


CONTENT_SECURITY_POLICY = _header(_POLICY)
API_DOCS_CONTENT_SECURITY_POLICY = _header(_API_DOCS_POLICY)


class ContentSecurityPolicyMiddleware(EventLoopMiddlewareMixin):
    def process_response(
        self, request: HttpRequest, response: HttpResponseBase
    ) -> HttpResponseBase:
        if "Content-Security-Policy" not in response:
            docs = request.path.startswith(API_DOCS_PATH)
            response["Content-Security-Policy"] = (
                API_DOCS_CONTENT_SECURITY_POLICY if docs else CONTENT_SECURITY_POLICY
            )
        return response
