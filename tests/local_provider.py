"""OpenAI's and Voyage AI's HTTP APIs, stood in for on 127.0.0.1: the clients under test speak
real HTTP to them. ``mode``: "ok" answers, "401" refuses the key, "hang" accepts the request and
never answers (until the server stops)."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, TypeVar

# The refusal of a bad key, in the shapes of both providers (OpenAI's "error", Voyage's "detail").
KEY_REFUSED: dict[str, Any] = {
    "error": {
        "message": "Incorrect API key provided",
        "type": "invalid_request_error",
        "code": "invalid_api_key",
    },
    "detail": "Provided API key is invalid.",
}
HANG_S = 60.0

Server = TypeVar("Server", bound="LocalProvider")


class LocalProvider(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, handler: type[BaseHTTPRequestHandler]) -> None:
        super().__init__(("127.0.0.1", 0), handler)
        self.mode = "ok"
        self.released = threading.Event()

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}/v1"


@contextmanager
def serving(server: Server) -> Iterator[Server]:
    """The server answering in a thread of its own for the block, then stopped."""
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield server
    finally:
        server.released.set()
        server.shutdown()
        server.server_close()


class JsonHandler(BaseHTTPRequestHandler):
    server: LocalProvider

    def read_json(self) -> dict[str, Any]:
        length = int(self.headers.get("content-length", 0))
        return dict(json.loads(self.rfile.read(length) or b"{}"))

    def answer(self, body: dict[str, Any]) -> None:
        """``body`` with a 200, or what the server's mode says instead."""
        if self.server.mode == "hang":
            self.server.released.wait(HANG_S)
            return
        status = 200
        if self.server.mode == "401":
            status, body = 401, KEY_REFUSED
        payload = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def log_message(self, format: str, *args: Any) -> None:
        pass
