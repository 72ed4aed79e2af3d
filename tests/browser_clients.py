"""Test clients that send the CSRF token with every write, like the pages and the README's curl
recipe: the token comes from ``GET /api/csrf`` (which also sets its cookie) and goes back in the
``X-CSRFToken`` header. Django's check is enforced, as it is for a real browser."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.test import AsyncClient, Client

_SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS", "TRACE"})


class BrowserClient(Client):
    def __init__(self, **defaults: Any) -> None:
        super().__init__(enforce_csrf_checks=True, **defaults)

    def generic(self, method: str, path: str, *args: Any, **kwargs: Any) -> Any:
        if method.upper() not in _SAFE_METHODS:
            if settings.CSRF_COOKIE_NAME not in self.cookies:
                self.get("/api/csrf")
            kwargs["headers"] = {**(kwargs.get("headers") or {}), "X-CSRFToken": self._token()}
        return super().generic(method, path, *args, **kwargs)

    def _token(self) -> str:
        return str(self.cookies[settings.CSRF_COOKIE_NAME].value)


class AsyncBrowserClient(AsyncClient):
    def __init__(self, **defaults: Any) -> None:
        super().__init__(enforce_csrf_checks=True, **defaults)

    async def generic(self, method: str, path: str, *args: Any, **kwargs: Any) -> Any:
        if method.upper() not in _SAFE_METHODS:
            if settings.CSRF_COOKIE_NAME not in self.cookies:
                await self.get("/api/csrf")
            token = str(self.cookies[settings.CSRF_COOKIE_NAME].value)
            kwargs["headers"] = {**(kwargs.get("headers") or {}), "X-CSRFToken": token}
        return await super().generic(method, path, *args, **kwargs)
