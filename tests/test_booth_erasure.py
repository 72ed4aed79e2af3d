"""Booth mode over HTTP against the embedded server: "New visitor" erases the previous visitor,
the host's PIN-protected "reset everything" erases every visitor and keeps the listings, and
wrong PINs are refused, counted and locked out."""

from __future__ import annotations

import hmac
import threading
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from django.conf import settings
from django.test import Client

from booth import host_reset
from booth.host_reset import LOCKOUT_WINDOW_S, MAX_WRONG_PINS, WRONG_PINS
from infra.mongo import get_database
from memory.activity import log_activity
from memory.conversations import new_conversation_id
from memory.memories import MemoryCandidate, remember
from memory.tombstones import is_erased
from rentals.repository import count_listings
from tests.browser_clients import BrowserClient
from tests.memory_helpers import add_listing, store_turn, visitor
from tests.test_erasure import traces

PIN = "4711"
DOG = MemoryCandidate(kind="preference", key="pets", content="Travels with a dog.", importance=7)


@pytest.fixture
def booth(settings: Any, empty_database: str) -> Any:
    settings.BOOTH_MODE = True
    settings.BOOTH_HOST_PIN = PIN
    add_listing("L1")
    add_listing("L2", name="Quiet loft")
    return settings


def visitor_with_data(client: Client) -> str:
    """A visitor with a saved rental, a conversation, a memory and activity; returns the id."""
    visitor_id = visitor(client)
    assert client.post("/api/saved/L1").status_code == 201
    store_turn(visitor_id, new_conversation_id(), "2 bedroom flat in Porto")
    remember(visitor_id, DOG)
    log_activity(visitor_id, "search", {"query": "loft"})
    return visitor_id


def test_new_visitor_at_a_booth_erases_the_previous_visitors_data(booth: Any) -> None:
    kiosk = BrowserClient()
    previous = visitor_with_data(kiosk)
    assert set(traces(previous)) >= {"conversations", "memories", "activity", "saved_rentals"}

    response = kiosk.post("/visitor/new")

    assert response.status_code == 302
    assert traces(previous) == {}
    assert is_erased(previous)
    assert visitor(kiosk) != previous
    assert kiosk.get("/api/saved").json() == []


def test_new_visitor_elsewhere_keeps_the_previous_visitors_data(booth: Any) -> None:
    booth.BOOTH_MODE = False
    kiosk = BrowserClient()
    previous = visitor_with_data(kiosk)

    kiosk.post("/visitor/new")

    assert visitor(kiosk) != previous
    assert set(traces(previous)) >= {"conversations", "memories", "activity", "saved_rentals"}


def test_the_hosts_reset_erases_every_visitor_and_keeps_the_listings(booth: Any) -> None:
    alice, bob, host = BrowserClient(), BrowserClient(), BrowserClient()
    alice_id, bob_id = visitor_with_data(alice), visitor_with_data(bob)
    host_id = visitor(host)

    response = host.post("/api/booth/reset", {"pin": PIN}, content_type="application/json")

    assert response.status_code == 200
    assert response.json()["deleted"] == {
        "memories": 2,
        "conversations": 2,
        "saved_rentals": 2,
        "activity": 4,  # each visitor's search and save
    }
    for visitor_id in (alice_id, bob_id):
        assert traces(visitor_id) == {}
        assert is_erased(visitor_id)
    assert count_listings() == 2
    # Whoever reset goes on as a new visitor; a kiosk still holding an erased cookie gets a 410
    # on its next write and a fresh identity.
    assert visitor(host) != host_id
    assert alice.post("/api/saved/L2").status_code == 410
    assert alice.post("/api/saved/L2").status_code == 201


def test_the_host_page_resets_with_the_right_pin(booth: Any) -> None:
    alice_id = visitor_with_data(BrowserClient())
    host = Client()

    assert "Reset everything" in host.get("/booth/host").content.decode()
    page = host.post("/booth/host/reset", {"pin": PIN})

    assert page.status_code == 200
    assert "Everything was reset: 1 conversation, 1 memory, 1 saved stay" in page.content.decode()
    assert traces(alice_id) == {}


@pytest.mark.parametrize("pin", ["0000", "", PIN + "0", PIN[:-1], " " + PIN])
def test_a_wrong_pin_is_a_403_and_erases_nothing(booth: Any, pin: str) -> None:
    alice_id = visitor_with_data(BrowserClient())

    api = Client().post("/api/booth/reset", {"pin": pin}, content_type="application/json")
    page = Client().post("/booth/host/reset", {"pin": pin})

    assert api.status_code == 403
    assert api.json()["detail"].startswith("Wrong PIN: nothing was reset.")
    assert page.status_code == 403
    assert "Wrong PIN: nothing was reset." in page.content.decode()
    assert set(traces(alice_id)) >= {"conversations", "memories", "activity", "saved_rentals"}
    assert not is_erased(alice_id)


@pytest.mark.parametrize(
    ("booth_mode", "pin"), [(True, ""), (False, PIN)], ids=["no PIN", "not a booth"]
)
def test_without_a_pin_or_outside_a_booth_there_is_no_reset(
    booth: Any, booth_mode: bool, pin: str
) -> None:
    booth.BOOTH_MODE, booth.BOOTH_HOST_PIN = booth_mode, pin
    alice_id = visitor_with_data(BrowserClient())

    api = Client().post("/api/booth/reset", {"pin": pin}, content_type="application/json")
    page = Client().post("/booth/host/reset", {"pin": pin})

    assert api.status_code == 404
    assert "BOOTH_HOST_PIN" in api.json()["detail"]
    assert page.status_code == 404
    assert Client().get("/booth/host").status_code == 404
    assert "Booth host" not in Client().get("/").content.decode()
    assert set(traces(alice_id)) >= {"conversations", "saved_rentals"}


def test_wrong_pins_lock_the_reset_for_a_while_even_for_the_right_pin(booth: Any) -> None:
    alice_id = visitor_with_data(BrowserClient())
    guesser = Client()

    def attempt(pin: str) -> Any:
        return guesser.post("/api/booth/reset", {"pin": pin}, content_type="application/json")

    statuses = [attempt(f"{guess:04d}").status_code for guess in range(MAX_WRONG_PINS)]
    locked = attempt(PIN)

    assert statuses == [403] * MAX_WRONG_PINS
    assert locked.status_code == 429
    assert 0 < int(locked["Retry-After"]) <= LOCKOUT_WINDOW_S
    assert "Too many wrong PINs" in locked.json()["detail"]
    assert traces(alice_id) != {}

    # Once the wrong guesses are older than the window, the right PIN works again.
    long_ago = datetime.now(UTC) - timedelta(seconds=LOCKOUT_WINDOW_S + 1)
    get_database()[WRONG_PINS].update_many({}, {"$set": {"at": long_ago}})
    assert attempt(PIN).status_code == 200
    assert traces(alice_id) == {}


def test_the_pin_is_compared_in_constant_time(booth: Any, monkeypatch: Any) -> None:
    compared: list[tuple[bytes, bytes]] = []
    constant_time = hmac.compare_digest

    def compare_digest(given: bytes, expected: bytes) -> bool:
        compared.append((given, expected))
        return constant_time(given, expected)

    monkeypatch.setattr(host_reset.hmac, "compare_digest", compare_digest)
    Client().post("/api/booth/reset", {"pin": "1234"}, content_type="application/json")

    assert compared == [(b"1234", PIN.encode())]


def test_a_pin_too_long_is_a_422(booth: Any) -> None:
    response = Client().post("/api/booth/reset", {"pin": "1" * 65}, content_type="application/json")
    assert response.status_code == 422
    assert response.json()["detail"][0]["field"] == "pin"


def test_the_booth_page_has_the_kiosk_and_the_host_link(booth: Any) -> None:
    booth.BOOTH_IDLE_MINUTES = 0.5
    booth.BOOTH_COUNTDOWN_SECONDS = 7
    page = Client().get("/").content.decode()

    assert "<body hx-headers" in page and 'class="booth"' in page
    assert 'data-idle-ms="30000"' in page
    assert 'data-countdown-s="7"' in page
    assert 'href="/booth/host"' in page
    assert settings.STATIC_URL + "js/booth.js" in page


def test_thirty_wrong_pins_at_once_have_exactly_five_compared(booth: Any, monkeypatch: Any) -> None:
    compared: list[bytes] = []
    constant_time = hmac.compare_digest

    def compare_digest(given: bytes, expected: bytes) -> bool:
        if expected == PIN.encode():  # not Django's own signatures, compared meanwhile
            compared.append(given)
        return constant_time(given, expected)

    monkeypatch.setattr(host_reset.hmac, "compare_digest", compare_digest)
    together = threading.Barrier(30)
    outcomes: list[str] = []

    def guess(number: int) -> None:
        together.wait()
        try:
            host_reset.verify_host_pin(f"{number:04d}")
        except (host_reset.WrongHostPin, host_reset.HostResetLocked) as refused:
            outcomes.append(type(refused).__name__)

    guessers = [threading.Thread(target=guess, args=(number,)) for number in range(30)]
    for guesser in guessers:
        guesser.start()
    for guesser in guessers:
        guesser.join()

    assert len(compared) == MAX_WRONG_PINS
    assert sorted(outcomes) == ["HostResetLocked"] * 25 + ["WrongHostPin"] * MAX_WRONG_PINS
