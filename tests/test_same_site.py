"""Where a request may send the visitor on to: this site's paths and host, nowhere else."""

from __future__ import annotations

import pytest
from django.test import RequestFactory

from infra.same_site import same_site_url


@pytest.mark.parametrize(
    ("url", "secure", "expected"),
    [
        ("/?location=Porto", False, "/?location=Porto"),
        ("http://testserver/saved/", False, "http://testserver/saved/"),
        ("http://testserver/saved/", True, None),  # an HTTPS page never sends on to plain HTTP
        ("https://evil.example/", False, None),
        ("//evil.example/", False, None),
        ("javascript:alert(1)", False, None),
        ("", False, None),
        (None, False, None),
    ],
)
def test_only_this_sites_urls_pass(url: str | None, secure: bool, expected: str | None) -> None:
    request = RequestFactory().get("/", secure=secure)
    assert same_site_url(request, url) == expected
