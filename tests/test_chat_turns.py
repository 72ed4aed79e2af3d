"""A chat turn's life: admitted or refused before anything is stored, one at a time in a
conversation, and finished even when the client goes away (over real HTTP to uvicorn)."""

from __future__ import annotations

import asyncio
import socket
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import httpx
import pytest
from django.test import AsyncClient

from chat import service
from chat.admission import ChatBusy, turn_limit, turn_slot
from infra.embedded_server import EmbeddedServer
from infra.mongo import get_database
from memory.conversations import (
    begin_turn_async,
    finish_turn_async,
    get_conversation,
    stored_metadata,
)
from offline_assistant.wording import ENGLISH, PORTUGUESE, SPANISH
from tests.chat_helpers import chat_db, new_visitor_id, offline, turn  # noqa: F401
from tests.live_server import serving
from tests.memory_helpers import run_async

pytestmark = pytest.mark.usefixtures("chat_db", "offline")

WAIT_FOR_STORED_S = 20.0


# --- admission ---------------------------------------------------------------------------------


def test_a_turn_past_the_limit_is_a_fast_503_and_nothing_is_stored(settings: Any) -> None:
    settings.CHAT_OFFLINE_TURNS = 1
    settings.CHAT_ADMISSION_WAIT_MS = 50

    async def scenario() -> tuple[Any, str]:
        client = AsyncClient()
        await client.get("/api/health")
        async with turn_slot(uses_openai=False):  # another visitor's turn holds the only place
            started = time.monotonic()
            response = await client.post(
                "/api/chat", {"message": "flat in Porto"}, content_type="application/json"
            )
            assert time.monotonic() - started < 2
        return response, response.asgi_request.visitor_id

    response, visitor_id = run_async(scenario())

    assert response.status_code == 503
    assert response["Retry-After"] == str(ChatBusy.retry_after_s)
    assert response.json() == {"detail": ENGLISH.busy}
    assert get_database()["conversations"].count_documents({"visitor_id": visitor_id}) == 0


def test_the_streamed_chat_answers_busy_with_the_line_the_page_shows(settings: Any) -> None:
    settings.CHAT_OFFLINE_TURNS = 0  # paused: every message gets the busy line

    async def scenario() -> Any:
        client = AsyncClient()
        await client.get("/chat/")
        return await client.post(
            "/chat/send", {"message": "flat in Porto"}, headers={"Accept": "text/event-stream"}
        )

    response = run_async(scenario())

    assert response.status_code == 503
    assert response["Retry-After"] == str(ChatBusy.retry_after_s)
    assert response.json() == {"error": ENGLISH.busy}


@pytest.mark.parametrize(
    ("message", "wording"),
    [
        ("piso en Oporto para 4 personas", SPANISH),
        ("apartamento no Porto para 4 pessoas", PORTUGUESE),
    ],
)
def test_the_busy_line_is_in_the_visitors_language(
    settings: Any, message: str, wording: Any
) -> None:
    settings.CHAT_OFFLINE_TURNS = 0

    async def scenario() -> tuple[Any, Any]:
        client = AsyncClient()
        await client.get("/chat/")
        streamed = await client.post(
            "/chat/send", {"message": message}, headers={"Accept": "text/event-stream"}
        )
        api = await client.post("/api/chat", {"message": message}, content_type="application/json")
        return streamed, api

    streamed, api = run_async(scenario())

    assert streamed.status_code == api.status_code == 503
    assert streamed.json() == {"error": wording.busy}
    assert api.json() == {"detail": wording.busy}


def test_a_turn_waits_briefly_for_a_place_and_then_runs(settings: Any) -> None:
    settings.CHAT_OFFLINE_TURNS = 1
    settings.CHAT_ADMISSION_WAIT_MS = 5000

    async def scenario() -> service.ChatTurnResult:
        async def hold_briefly() -> None:
            async with turn_slot(uses_openai=False):
                await asyncio.sleep(0.2)

        holder = asyncio.create_task(hold_briefly())
        await asyncio.sleep(0)
        result = await service.run_chat_turn(new_visitor_id(), "flat in Porto")
        await holder
        return result

    assert run_async(scenario()).search is not None


def test_turns_on_openai_and_on_the_offline_model_have_separate_limits(settings: Any) -> None:
    settings.CHAT_OFFLINE_TURNS = 1
    settings.CHAT_OPENAI_TURNS = 3
    settings.CHAT_ADMISSION_WAIT_MS = 20
    assert turn_limit(uses_openai=False) == ("offline", 1)
    assert turn_limit(uses_openai=True) == ("openai", 3)

    async def scenario() -> None:
        async with turn_slot(uses_openai=False):
            with pytest.raises(ChatBusy):
                async with turn_slot(uses_openai=False):
                    pass
            async with turn_slot(uses_openai=True), turn_slot(uses_openai=True):
                pass

    run_async(scenario())


# --- one turn at a time in a conversation -------------------------------------------------------


def test_a_turn_waits_for_the_conversations_running_turn_and_sees_it() -> None:
    visitor = new_visitor_id()
    first = turn(visitor, "apartment in Porto")
    conversation_id = first.conversation_id

    async def scenario() -> service.ChatTurnResult:
        # Another tab's turn holds the conversation.
        held = await begin_turn_async(visitor, conversation_id, "only superhosts", new=False)
        waiting = asyncio.create_task(
            service.run_chat_turn(visitor, "with wifi", conversation_id=conversation_id)
        )
        await asyncio.sleep(0.3)
        stored = await asyncio.to_thread(get_conversation, visitor, conversation_id)
        assert stored is not None and stored.message_count == 3  # the waiting message is not in
        assert not waiting.done()
        await finish_turn_async(
            visitor, conversation_id, "Only superhosts now.", {}, [], turn_id=held.turn_id
        )
        return await waiting

    run_async(scenario())

    conversation = get_conversation(visitor, conversation_id)
    assert conversation is not None
    roles = [message.role for message in conversation.messages]
    assert roles == ["user", "assistant"] * 3
    assert conversation.messages[4].content == "with wifi"


# --- over real HTTP -----------------------------------------------------------------------------


@pytest.fixture(scope="module")
def app_url(
    embedded_server: EmbeddedServer,
    chat_database: str,
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[str]:
    """The app on the chat tests' database, in a process of its own for this module."""
    uri = embedded_server.ensure_running().uri
    with serving(uri, chat_database, tmp_path_factory.mktemp("turns_app")) as base_url:
        yield base_url


@contextmanager
def visitor_client(base_url: str) -> Iterator[httpx.Client]:
    """A client with its own visitor cookie and the CSRF token a page would send."""
    with httpx.Client(base_url=base_url, timeout=30) as client:
        client.get("/chat/")
        client.headers["X-CSRFToken"] = client.cookies.get("csrftoken") or ""
        yield client


def post_chat(client: httpx.Client, message: str, conversation_id: str | None = None) -> Any:
    body: dict[str, Any] = {"message": message}
    if conversation_id:
        body["conversation_id"] = conversation_id
    response = client.post("/api/chat", json=body)
    assert response.status_code == 200, response.text
    return response.json()


def stored_roles(conversation_id: str, count: int) -> list[str]:
    """The conversation's roles once it holds ``count`` messages (or as it is after a while)."""
    deadline = time.monotonic() + WAIT_FOR_STORED_S
    while True:
        document = get_database()["conversations"].find_one({"_id": conversation_id}) or {}
        messages = document.get("messages", [])
        if len(messages) >= count and "turn_until" not in document:
            return [message["role"] for message in messages]
        if time.monotonic() > deadline:
            return [message["role"] for message in messages]
        time.sleep(0.05)


def send_and_leave(client: httpx.Client, request: httpx.Request) -> None:
    """Send ``request`` whole over a socket of its own and hang up without reading the answer,
    as a visitor who closes the tab right after pressing Send: however fast the turn is."""
    url = httpx.URL(str(client.base_url))
    head = [f"{request.method} {request.url.raw_path.decode()} HTTP/1.1"]
    request.headers["Host"] = f"{url.host}:{url.port}"
    request.headers["Connection"] = "close"
    head += [f"{name}: {value}" for name, value in request.headers.items()]
    with socket.create_connection((url.host, url.port), timeout=5) as connection:
        connection.sendall("\r\n".join(head).encode() + b"\r\n\r\n" + request.read())


def test_a_client_that_leaves_during_post_api_chat_still_gets_its_reply_stored(
    app_url: str,
) -> None:
    with visitor_client(app_url) as client:
        conversation_id = post_chat(client, "apartment in Porto")["conversation_id"]
        body = {"message": "only superhosts", "conversation_id": conversation_id}
        send_and_leave(client, client.build_request("POST", "/api/chat", json=body))

    # A client gone before its message was read leaves nothing; once stored, it is answered.
    assert stored_roles(conversation_id, 4) in (["user", "assistant"], ["user", "assistant"] * 2)


def test_a_reader_that_leaves_the_stream_still_gets_its_reply_stored(app_url: str) -> None:
    with visitor_client(app_url) as client:
        request = client.build_request(
            "POST",
            "/chat/send",
            data={"message": "apartment in Porto"},
            headers={"Accept": "text/event-stream"},
        )
        response = client.send(request, stream=True)
        assert response.status_code == 200
        conversation_id = response.headers["X-Conversation-Id"]
        response.close()  # the visitor closed the tab

    assert stored_roles(conversation_id, 2) == ["user", "assistant"]


def test_two_tabs_on_one_conversation_take_turns_and_each_sees_the_other(app_url: str) -> None:
    with visitor_client(app_url) as client:
        conversation_id = post_chat(client, "apartment in Porto")["conversation_id"]
        cookies = dict(client.cookies)

    async def two_tabs() -> None:
        async with httpx.AsyncClient(base_url=app_url, timeout=30, cookies=cookies) as tab:
            tab.headers["X-CSRFToken"] = cookies.get("csrftoken") or ""
            bodies = [
                {"message": text, "conversation_id": conversation_id}
                for text in ("only superhosts", "with wifi")
            ]
            responses = await asyncio.gather(*(tab.post("/api/chat", json=b) for b in bodies))
            assert [response.status_code for response in responses] == [200, 200]

    asyncio.run(two_tabs())

    document = get_database()["conversations"].find_one({"_id": conversation_id})
    assert document is not None
    assert [message["role"] for message in document["messages"]] == ["user", "assistant"] * 3
    last_search = stored_metadata(document["messages"][-1])["search"]["filters"]
    # Whichever tab went second built on the other's search.
    assert last_search["location"] == "Porto"
    assert last_search["superhost_only"] is True
    assert "Wifi" in last_search["amenities"]
