"""The OpenAI path with only the HTTP layer faked: a real ``AsyncOpenAI`` client whose transport
answers like the Responses API. What is checked: the request the agent sends, a tool call round
trip through the real tools and database, and the offline fallback when OpenAI fails."""

from __future__ import annotations

import json
from typing import Any

import httpx2
import pytest
from openai import AsyncOpenAI

from chat import llm
from chat.instructions import page_section
from chat.service import TextDelta, ToolStarted, TurnCompleted, run_chat_turn, stream_chat_turn
from memory.conversations import get_conversation
from offline_assistant.wording import ENGLISH, PORTUGUESE
from rentals.filters import SearchFilters
from tests.chat_helpers import chat_context, chat_db, new_visitor_id  # noqa: F401
from tests.memory_helpers import run_async

pytestmark = pytest.mark.usefixtures("chat_db")

PORTO_SEARCH = {
    "query": "near the river",
    "filters": {"location": "Porto", "max_price": 120, "min_bedrooms": None},
    "limit": 5,
}
FINAL_TEXT = "I found a few places in Porto under 120 EUR."


# --- a fake Responses API ---------------------------------------------------------------------


def function_call_item(name: str, arguments: dict[str, Any], call_id: str = "call_1") -> dict:
    return {
        "type": "function_call",
        "id": f"fc_{call_id}",
        "call_id": call_id,
        "name": name,
        "arguments": json.dumps(arguments),
        "status": "completed",
    }


def message_item(text: str) -> dict[str, Any]:
    return {
        "type": "message",
        "id": "msg_1",
        "role": "assistant",
        "status": "completed",
        "content": [{"type": "output_text", "text": text, "annotations": []}],
    }


def response_body(*output: dict[str, Any], status: str = "completed") -> dict[str, Any]:
    return {
        "id": "resp_1",
        "object": "response",
        "created_at": 1700000000,
        "model": "gpt-5-mini",
        "status": status,
        "output": list(output),
        "parallel_tool_calls": True,
        "tool_choice": "auto",
        "tools": [],
        "usage": {
            "input_tokens": 10,
            "input_tokens_details": {"cached_tokens": 0},
            "output_tokens": 5,
            "output_tokens_details": {"reasoning_tokens": 0},
            "total_tokens": 15,
        },
    }


def event_stream(*output: dict[str, Any]) -> str:
    """The server-sent events of a streamed response with ``output``."""
    events: list[dict[str, Any]] = [
        {"type": "response.created", "response": response_body(status="in_progress")}
    ]
    for index, item in enumerate(output):
        events.append({"type": "response.output_item.added", "output_index": index, "item": item})
        if item["type"] == "message":
            for word in item["content"][0]["text"].split(" "):
                events.append(
                    {
                        "type": "response.output_text.delta",
                        "item_id": item["id"],
                        "output_index": index,
                        "content_index": 0,
                        "delta": word + " ",
                        "logprobs": [],
                    }
                )
        events.append({"type": "response.output_item.done", "output_index": index, "item": item})
    events.append({"type": "response.completed", "response": response_body(*output)})
    return "".join(
        f"event: {event['type']}\ndata: {json.dumps(event | {'sequence_number': number})}\n\n"
        for number, event in enumerate(events)
    )


class FakeOpenAI:
    """Answers each request to /v1/responses with the next scripted reply: a response body, an
    HTTP status code, a server-sent event stream, or an exception to raise."""

    def __init__(self, *replies: dict[str, Any] | int | str | Exception) -> None:
        self.replies = list(replies)
        self.requests: list[dict[str, Any]] = []

    def __call__(self, request: httpx2.Request) -> httpx2.Response:
        assert request.url.path == "/v1/responses"
        assert request.headers["authorization"] == "Bearer sk-test"
        self.requests.append(json.loads(request.content))
        reply = self.replies.pop(0)
        if isinstance(reply, Exception):
            raise reply
        if isinstance(reply, int):
            error = {"error": {"message": "unavailable", "type": "server_error", "code": None}}
            return httpx2.Response(reply, json=error)
        if isinstance(reply, str):
            return httpx2.Response(200, text=reply, headers={"content-type": "text/event-stream"})
        return httpx2.Response(200, json=reply)

    def client(self) -> AsyncOpenAI:
        transport = httpx2.MockTransport(self)
        return AsyncOpenAI(
            api_key="sk-test", http_client=httpx2.AsyncClient(transport=transport), max_retries=0
        )


@pytest.fixture
def openai_api(settings: Any, monkeypatch: pytest.MonkeyPatch) -> Any:
    """Install a fake: ``openai_api(*replies)`` returns it once the key is configured."""
    settings.OPENAI_API_KEY = "sk-test"
    settings.OPENAI_MODEL = "gpt-5-mini"

    def install(*replies: dict[str, Any] | int | str | Exception) -> FakeOpenAI:
        fake = FakeOpenAI(*replies)
        monkeypatch.setattr(llm, "chat_openai_client", fake.client)
        return fake

    return install


# --- the request and the tool round trip ------------------------------------------------------


def test_the_request_has_the_model_instructions_and_the_tools(openai_api: Any) -> None:
    fake = openai_api(response_body(message_item("Hello! Where would you like to stay?")))
    result = run_async(run_chat_turn(new_visitor_id(), "hello"))
    assert result.reply == "Hello! Where would you like to stay?"
    assert (result.model_used, result.fell_back) == ("openai:gpt-5-mini", False)

    [request] = fake.requests
    assert request["model"] == "gpt-5-mini"
    assert "Markets with listings: Albany (United States, USD);" in request["instructions"]
    assert "untrusted data" in request["instructions"]
    # the understanding rules travel with the model too
    assert "BRL 0.18" in request["instructions"] and "whole stay" in request["instructions"]
    assert request["input"] == [{"role": "user", "content": "hello"}]
    tools = {tool["name"]: tool for tool in request["tools"]}
    assert list(tools) == [
        "searchRentals",
        "getSavedRentals",
        "getRentalDetails",
        "getSearchResults",
        "listMarkets",
        "remember",
        "recallMemories",
        "forgetMemory",
    ]
    assert all(tool["type"] == "function" and tool["strict"] for tool in tools.values())
    search = tools["searchRentals"]["parameters"]
    assert search["required"] == ["query", "filters", "limit", "sort"]
    assert search["additionalProperties"] is False
    filters = search["$defs"]["FilterArgs"]["properties"]
    assert {"location", "max_price", "superhost_only", "amenities"} <= set(filters)
    assert tools["getRentalDetails"]["parameters"]["required"] == ["rentalId"]
    assert tools["getSavedRentals"]["parameters"]["required"] == ["includeDetails"]


def test_the_page_is_described_to_the_model_but_the_visitor_id_never_is(openai_api: Any) -> None:
    fake = openai_api(response_body(message_item("It has wifi.")))
    visitor = new_visitor_id()
    run_async(
        run_chat_turn(
            visitor,
            "does it have wifi?",
            page_filters=SearchFilters(location="Porto", max_price=120),
            viewing_rental_id="10006546",
        )
    )
    instructions = fake.requests[0]["instructions"]
    assert "set these filters on the page by hand: Porto · under 120 EUR" in instructions
    assert "viewing listing 10006546" in instructions
    assert visitor not in json.dumps(fake.requests)


def test_the_previous_conversations_last_search_is_described_to_the_model() -> None:
    context = chat_context()
    context.last_trip_filters = {"location": "Porto", "max_price": 90}
    described = page_section(context)
    assert '{"location": "Porto", "max_price": 90}' in described
    assert "same budget as last time" in described
    assert "previous conversation" not in page_section(chat_context())


def test_a_tool_call_round_trip_runs_the_real_search(openai_api: Any) -> None:
    fake = openai_api(
        response_body(function_call_item("searchRentals", PORTO_SEARCH)),
        response_body(message_item(FINAL_TEXT)),
    )
    visitor = new_visitor_id()
    result = run_async(run_chat_turn(visitor, "something near the river in Porto under 120"))

    assert result.reply == FINAL_TEXT
    assert result.search is not None
    assert result.search.filters == {"location": "Porto", "max_price": 120.0}
    assert result.search.query == "near the river"
    second = fake.requests[1]
    [tool_output] = [item for item in second["input"] if item.get("type") == "function_call_output"]
    assert tool_output["call_id"] == "call_1"
    output = json.loads(tool_output["output"])
    assert output["total"] == result.search.total
    assert [r["id"] for r in output["results"]] == result.search.rental_ids
    stored = get_conversation(visitor, result.conversation_id)
    assert stored is not None
    assert stored.messages[-1].metadata["search"]["filters"] == result.search.filters
    assert stored.messages[-1].metadata["model"] == "openai:gpt-5-mini"


def test_a_bad_tool_argument_goes_back_to_the_model_as_a_readable_error(openai_api: Any) -> None:
    bad = PORTO_SEARCH | {"filters": {"location": "Paris"}}
    fake = openai_api(
        response_body(function_call_item("searchRentals", bad)),
        response_body(function_call_item("searchRentals", PORTO_SEARCH, call_id="call_2")),
        response_body(message_item(FINAL_TEXT)),
    )
    result = run_async(run_chat_turn(new_visitor_id(), "near the river in Paris or Porto"))
    assert result.reply == FINAL_TEXT
    [error_output] = [
        item
        for item in fake.requests[1]["input"]
        if item.get("type") == "function_call_output" and item["call_id"] == "call_1"
    ]
    assert error_output["output"].startswith(
        "searchRentals could not run: location: Unknown location 'Paris'."
    )
    assert [call.error is None for call in result.tool_calls] == [False, True]
    assert result.search is not None and result.search.filters["location"] == "Porto"


def test_a_streamed_openai_turn_streams_text_and_tools(openai_api: Any) -> None:
    fake = openai_api(
        event_stream(function_call_item("searchRentals", PORTO_SEARCH)),
        event_stream(message_item(FINAL_TEXT)),
    )

    async def stream() -> list[Any]:
        events = await stream_chat_turn(new_visitor_id(), "near the river in Porto under 120")
        return [event async for event in events]

    events = run_async(stream())
    assert all(request["stream"] is True for request in fake.requests)
    assert events[0] == ToolStarted(
        "searchRentals", "Searching Porto · under 120 EUR · “near the river”…"
    )
    deltas = "".join(event.text for event in events if isinstance(event, TextDelta))
    assert deltas.strip() == FINAL_TEXT
    completed = events[-1]
    assert isinstance(completed, TurnCompleted) and completed.result.reply == FINAL_TEXT
    assert completed.result.search is not None


# --- falling back to the offline model --------------------------------------------------------


@pytest.mark.parametrize(
    "failure",
    [500, 429, 401, httpx2.ConnectError("no route to host")],
    ids=["server error", "quota", "authentication", "network"],
)
def test_when_openai_fails_the_offline_model_completes_the_turn(
    openai_api: Any, failure: int | Exception
) -> None:
    fake = openai_api(failure)
    visitor = new_visitor_id()
    result = run_async(run_chat_turn(visitor, "2 bedroom flat in Porto under 120"))

    assert len(fake.requests) == 1
    assert (result.model_used, result.fell_back) == ("offline", True)
    assert result.reply.startswith(ENGLISH.fallback_notice + " ")
    assert result.reply.count(".") > 1  # the notice is one sentence; the answer follows
    assert result.search is not None and result.search.filters["location"] == "Porto"
    stored = get_conversation(visitor, result.conversation_id)
    assert stored is not None and stored.messages[-1].metadata["fell_back"] is True


def test_the_notice_that_the_offline_model_answered_is_in_the_visitors_language(
    openai_api: Any,
) -> None:
    openai_api(500)
    result = run_async(run_chat_turn(new_visitor_id(), "apartamento no Porto para 4 pessoas"))
    assert result.fell_back
    assert result.reply.startswith(PORTUGUESE.fallback_notice + " Encontrei")


def test_a_failure_after_a_tool_call_is_answered_from_that_tools_output(openai_api: Any) -> None:
    openai_api(response_body(function_call_item("searchRentals", PORTO_SEARCH)), 503)
    result = run_async(run_chat_turn(new_visitor_id(), "near the river in Porto under 120"))
    assert result.fell_back
    assert result.search is not None
    total = result.search.total
    assert result.reply.startswith(ENGLISH.fallback_notice)
    assert f"{total} listing" in result.reply or "Nothing matches" in result.reply


FAILED_STREAM = "".join(
    f"event: {event['type']}\ndata: {json.dumps(event)}\n\n"
    for event in (
        {"type": "response.created", "response": response_body(), "sequence_number": 0},
        {
            "type": "response.failed",
            "response": response_body(status="failed")
            | {"error": {"code": "server_error", "message": "The model failed."}},
            "sequence_number": 1,
        },
    )
)


@pytest.mark.parametrize("failure", [500, FAILED_STREAM], ids=["http error", "failed event"])
def test_a_streamed_turn_falls_back_too(openai_api: Any, failure: int | str) -> None:
    openai_api(failure)

    async def stream() -> list[Any]:
        events = await stream_chat_turn(new_visitor_id(), "2 bedroom flat in Porto under 120")
        return [event async for event in events]

    events = run_async(stream())
    completed = events[-1]
    assert isinstance(completed, TurnCompleted) and completed.result.fell_back
    text = "".join(event.text for event in events if isinstance(event, TextDelta))
    assert text == completed.result.reply and text.startswith(ENGLISH.fallback_notice)
