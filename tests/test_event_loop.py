"""Django serves the chat asynchronously; no request queues on the thread they all share.

In an async chain Django runs a plain ``MiddlewareMixin`` hook, and a sync signal receiver,
through ``sync_to_async(thread_sensitive=True)``: on a thread every request of the worker shares.
The configured middleware run their hooks on the event loop instead, and still do their work; the
SQL connection receivers, with no SQL database to look after, are not connected.
"""

from __future__ import annotations

import asyncio
import subprocess
import sys
import threading

import pytest
from django.conf import settings
from django.http import HttpRequest, HttpResponse, HttpResponseBase
from django.test import AsyncClient, AsyncRequestFactory
from django.utils.deprecation import MiddlewareMixin
from django.utils.module_loading import import_string

from config.event_loop import EventLoopMiddlewareMixin
from tests.chat_helpers import chat_db  # noqa: F401
from tests.memory_helpers import run_async


@pytest.mark.parametrize("path", settings.MIDDLEWARE)
def test_no_configured_middleware_hops_to_the_shared_thread(path: str) -> None:
    middleware = import_string(path)

    hops = issubclass(middleware, MiddlewareMixin) and not issubclass(
        middleware, EventLoopMiddlewareMixin
    )

    assert not hops, f"{path} would run its hooks through sync_to_async in an async chain"


class _Threads(EventLoopMiddlewareMixin):
    """Notes the thread each hook runs on."""

    seen: dict[str, threading.Thread]

    def process_request(self, request: HttpRequest) -> None:
        self.seen["request"] = threading.current_thread()

    def process_view(self, request: HttpRequest, *args: object) -> None:
        self.seen["view"] = threading.current_thread()

    def process_response(
        self, request: HttpRequest, response: HttpResponseBase
    ) -> HttpResponseBase:
        self.seen["response"] = threading.current_thread()
        return response


def test_hooks_run_on_the_event_loop_in_an_async_chain() -> None:
    async def view(request: HttpRequest) -> HttpResponse:
        return HttpResponse("ok")

    async def serve() -> tuple[HttpResponseBase, dict[str, threading.Thread]]:
        middleware = _Threads(view)
        middleware.seen = {}
        assert asyncio.iscoroutinefunction(middleware.process_view)
        request = AsyncRequestFactory().get("/")
        await middleware.process_view(request, view, (), {})
        response = await middleware(request)
        return response, middleware.seen

    loop_thread = threading.current_thread()  # asyncio.run runs the loop on this thread
    response, seen = asyncio.run(serve())

    assert response.content == b"ok"
    assert seen == {"request": loop_thread, "view": loop_thread, "response": loop_thread}


def test_a_sync_chain_keeps_the_plain_hooks() -> None:
    middleware = _Threads(lambda request: HttpResponse("ok"))
    middleware.seen = {}

    response = middleware(AsyncRequestFactory().get("/"))

    assert response.content == b"ok"
    assert not asyncio.iscoroutinefunction(middleware.process_view)
    assert set(middleware.seen) == {"request", "response"}


@pytest.mark.usefixtures("chat_db")
def test_the_async_chain_still_sets_the_security_headers_and_the_csrf_cookie() -> None:
    response = run_async(AsyncClient().get("/api/csrf"))

    assert response.status_code == 200
    assert response["X-Content-Type-Options"] == "nosniff"
    assert response["X-Frame-Options"] == "DENY"
    assert "default-src 'self'" in response["Content-Security-Policy"]
    assert len(response.cookies[settings.CSRF_COOKIE_NAME].value) == 32  # the unmasked secret


def test_the_asgi_application_drops_the_sql_connection_receivers() -> None:
    # In a fresh interpreter: Django's test client connects the receivers again after a request.
    probe = (
        "import config.asgi\n"
        "from django.core import signals\n"
        "from django.db import close_old_connections, reset_queries\n"
        "print(signals.request_started.disconnect(reset_queries),"
        " signals.request_started.disconnect(close_old_connections),"
        " signals.request_finished.disconnect(close_old_connections))\n"
    )

    connected = subprocess.run(
        [sys.executable, "-c", probe],
        cwd=settings.BASE_DIR,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    ).stdout.split()

    assert connected == ["False", "False", "False"]
