"""Every page speaks the browser's language: a Spanish or Portuguese visitor sees no English
interface text (over real HTTP, the app under uvicorn, the offline model).

Each page is rendered in the states that show the most of it: a search with results, filters and
more to load, one with nothing to show, an invalid one, a listing, a missing listing, the chat with
a reply that remembered something, the memory panel and its confirmations, the saved page empty
and with a stay, a booth's kiosk, tour and host page (with a wrong PIN), and the page shown while
the database is down.
"""

from __future__ import annotations

import json
import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from typing import Any

import httpx
import pytest

from infra.embedded_server import EmbeddedServer
from language.interface_text import text
from language.page_language import Language
from tests.interface_language import english_left, page_segments
from tests.live_server import serving

pytestmark = [pytest.mark.database, pytest.mark.live_server, pytest.mark.slow]

ACCEPT_LANGUAGE: dict[Language, str] = {"es": "es-ES,es;q=0.9,en;q=0.5", "pt": "pt-BR,pt;q=0.9"}
# A sentence in each language that searches Porto and is remembered (the dog).
REMEMBERED_SEARCH: dict[Language, str] = {
    "es": "siempre viajamos con el perro, busco un piso en Oporto",
    "pt": "sempre viajamos com o cachorro, procuro apartamento no Porto",
}
PORTO_DUPLEX = "10006546"
HOST_PIN = "2468"
SEARCH_PAGES = (
    "/",
    "/?min_bedrooms=1&amenities=Wifi&superhost_only=true",  # chips, and more to load
    "/?location=Porto&max_price=1",  # nothing matches: what to relax
    "/?min_price=cheap",  # invalid: what to fix
    "/?conversation=new",
    "/?near=Ribeira&superhost_only=true&min_rating=4&min_accommodates=2&max_price=200",
)
OTHER_PAGES = (
    f"/rentals/{PORTO_DUPLEX}/",
    "/rentals/no-such-listing/",
    "/chat/",
    "/memory/",
    "/memory/forget-all",
    "/memory/delete-my-data",
    "/saved/",
)


@pytest.fixture(scope="module")
def booth_app(
    embedded_server: EmbeddedServer,
    chat_database: str,
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[str]:
    """The app as a demo booth with a host PIN, in a process of its own for this module."""
    uri = embedded_server.ensure_running().uri
    data_dir = tmp_path_factory.mktemp("booth_app")
    booth = {"BOOTH_MODE": "true", "BOOTH_HOST_PIN": HOST_PIN, "OPENAI_API_KEY": ""}
    with serving(uri, chat_database, data_dir, **booth) as base_url:
        yield base_url


@pytest.fixture(scope="module")
def app_without_database(
    embedded_server: EmbeddedServer,
    chat_database: str,
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[str]:
    """The app reaching the database through a relay that is cut once the app is up."""
    server = embedded_server.ensure_running()
    with relay_to(server.port) as relay:
        uri = server.uri.replace(f":{server.port}/", f":{relay.port}/")
        data_dir = tmp_path_factory.mktemp("outage_app")
        with serving(uri, chat_database, data_dir, MONGODB_TIMEOUT_MS="1500") as base_url:
            relay.cut()
            yield base_url


@pytest.mark.parametrize("language", ["es", "pt"])
def test_no_page_shows_an_english_interface_text(live_app: str, language: Language) -> None:
    with visitor(live_app, language) as client:
        client.post(f"/saved/{PORTO_DUPLEX}/toggle", data={"action": "save", "next": "/saved/"})
        events = send(client, REMEMBERED_SEARCH[language])
        shown = {
            "the reply": events["done"]["html"],
            "the results after the reply": events["swap"]["html"],
        }
        shown |= {path: page(client, path) for path in SEARCH_PAGES + OTHER_PAGES}
        shown["more results"] = page(
            client, "/results/?min_bedrooms=1&offset=12", headers={"HX-Request": "true"}
        )
    with visitor(live_app, language) as newcomer:
        shown["the saved page, empty"] = page(newcomer, "/saved/")
        shown["the memory panel, empty"] = page(newcomer, "/memory/")

    assert_in_language(shown, language)
    # The states above did show what they were chosen for.
    assert text("chat.remembered", language) in shown["the reply"]
    assert text("chat.under_the_hood", language) in shown["the reply"]
    assert text("search.show_more", language) in shown[SEARCH_PAGES[1]]
    assert text("search.no_match", language) in shown[SEARCH_PAGES[2]]
    assert text("search.check_your_search", language) in shown[SEARCH_PAGES[3]]
    assert text("memory.forget", language) in shown["/memory/"]
    assert text("listing.not_found", language) in shown["/rentals/no-such-listing/"]


@pytest.mark.parametrize("language", ["es", "pt"])
def test_a_booth_speaks_the_visitors_language(booth_app: str, language: Language) -> None:
    with visitor(booth_app, language) as client:
        shown = {
            "the booth's home page": page(client, "/"),
            "the host page": page(client, "/booth/host"),
            "a wrong PIN": page(client, "/booth/host/reset", data={"pin": "0000"}, status=403),
        }
        events = send(client, REMEMBERED_SEARCH[language])
        shown["the reply, by the offline model"] = events["done"]["html"]

    assert_in_language(shown, language)
    assert text("chat.tour", language) in shown["the booth's home page"]
    assert text("booth.still_there", language) in shown["the booth's home page"]
    assert text("chat.offline_badge", language) in shown["the reply, by the offline model"]


@pytest.mark.parametrize("language", ["es", "pt"])
def test_the_page_shown_while_the_database_is_down_speaks_the_visitors_language(
    app_without_database: str, language: Language
) -> None:
    headers = {"Accept-Language": ACCEPT_LANGUAGE[language]}
    response = httpx.get(app_without_database + "/", headers=headers, timeout=30)

    assert response.status_code == 503
    assert_in_language({"the 503 page": response.text}, language)
    assert text("outage.heading", language) in response.text
    assert f'<html lang="{language}">' in response.text


def assert_in_language(shown: dict[str, str], language: Language) -> None:
    english = {
        where: found
        for where, html in shown.items()
        if (found := english_left(page_segments(html), language))
    }
    assert not english, f"English interface text on {language} pages: {english}"


@contextmanager
def visitor(base_url: str, language: Language) -> Iterator[httpx.Client]:
    """A browser asking for ``language``: its own visitor cookie and the page's CSRF token."""
    headers = {"Accept-Language": ACCEPT_LANGUAGE[language]}
    with httpx.Client(base_url=base_url, headers=headers, timeout=60) as client:
        client.get("/chat/")
        client.headers["X-CSRFToken"] = client.cookies.get("csrftoken") or ""
        yield client


def page(
    client: httpx.Client,
    path: str,
    *,
    data: dict[str, str] | None = None,
    headers: dict[str, str] | None = None,
    status: int | None = None,
) -> str:
    if data is None:
        response = client.get(path, headers=headers)
    else:
        response = client.post(path, data=data, headers=headers)
    expected = status or (422 if "cheap" in path else 404 if "no-such" in path else 200)
    assert response.status_code == expected, (path, response.status_code)
    return response.text


def send(client: httpx.Client, message: str) -> dict[str, Any]:
    """A chat message sent as the page sends it; the streamed events by name."""
    response = client.post(
        "/chat/send", data={"message": message}, headers={"Accept": "text/event-stream"}
    )
    assert response.status_code == 200, response.text
    events: dict[str, Any] = {}
    for block in response.text.split("\n\n"):
        lines = dict(line.split(": ", 1) for line in block.splitlines() if ": " in line)
        if "event" in lines:
            events[lines["event"]] = json.loads(lines["data"])
    assert "done" in events, events
    return events


# --- a relay to the database, cut to take it away ----------------------------------------------


class Relay:
    """Forwards connections on ``port`` to the database until ``cut``."""

    def __init__(self, target_port: int) -> None:
        self._target = target_port
        self._listener = socket.create_server(("127.0.0.1", 0))
        self.port: int = self._listener.getsockname()[1]
        self._open: list[socket.socket] = []
        self._lock = threading.Lock()
        threading.Thread(target=self._accept, daemon=True).start()

    def cut(self) -> None:
        with self._lock:
            sockets, self._open = [self._listener, *self._open], []
        for each in sockets:
            with suppress(OSError):
                each.shutdown(socket.SHUT_RDWR)
            each.close()

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self._listener.accept()
            except OSError:
                return
            upstream = socket.create_connection(("127.0.0.1", self._target))
            with self._lock:
                self._open += [client, upstream]
            for source, target in ((client, upstream), (upstream, client)):
                threading.Thread(target=_pump, args=(source, target), daemon=True).start()


def _pump(source: socket.socket, target: socket.socket) -> None:
    with suppress(OSError):
        while chunk := source.recv(65536):
            target.sendall(chunk)
    with suppress(OSError):
        target.shutdown(socket.SHUT_WR)


@contextmanager
def relay_to(port: int) -> Iterator[Relay]:
    relay = Relay(port)
    try:
        yield relay
    finally:
        relay.cut()
