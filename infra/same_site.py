"""Which URLs a request may send the visitor on to: this site's only.

A ``next`` field, a Referer or a page location arrives from the browser; a redirect or a link
built from it must not lead to another site (an open redirect).
"""

from __future__ import annotations

from django.http import HttpRequest
from django.utils.http import url_has_allowed_host_and_scheme


def same_site_url(request: HttpRequest, url: str | None) -> str | None:
    """``url`` when it leads to this site (a path, or this host, over HTTPS when the request came
    over HTTPS); None otherwise."""
    if url and url_has_allowed_host_and_scheme(
        url, allowed_hosts={request.get_host()}, require_https=request.is_secure()
    ):
        return url
    return None
