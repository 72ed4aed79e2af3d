"""Bad wifi, a bad key and OpenAI-compatible servers, against a real HTTP server on 127.0.0.1.

The app's own OpenAI client (timeouts, retries, the Responses or Chat Completions API) talks to a
local server that either never answers, refuses the key, or answers like OpenAI. What is checked:
a turn's model time is capped and the offline model finishes it; the next turns skip OpenAI while
it cools down; a background check brings OpenAI back; /api/health names the problem.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from typing import Any

import pytest
from django.test import Client

from chat.service import run_chat_turn
from infra.openai_breaker import INVALID_KEY, UNREACHABLE, openai_breaker
from offline_assistant.wording import ENGLISH
from tests.chat_helpers import chat_db, new_visitor_id  # noqa: F401
from tests.local_provider import JsonHandler, LocalProvider, serving
from tests.memory_helpers import run_async
from tests.test_openai_path import PORTO_SEARCH, message_item, response_body

pytestmark = pytest.mark.usefixtures("chat_db")

TURN_TIMEOUT_S = 1.0  # for the endpoints that never answer
ANSWERING_TURN_TIMEOUT_S = 60  # for the ones that answer, on a busy machine
# A capped turn costs the cap more than the offline model alone; without the cap a silent endpoint
# cost a minute. The margin absorbs a busy machine.
CAPPED_TURN_MARGIN_S = 10.0


class LocalOpenAI(LocalProvider):
    """An HTTP server in OpenAI's shape. ``mode``: "hang" accepts and never answers, "401"
    refuses the key, "ok" answers the scripted ``replies`` in order (and lists models)."""

    def __init__(self) -> None:
        super().__init__(_Handler)
        self.replies: list[dict[str, Any]] = []
        self.requests: list[tuple[str, str, dict[str, Any]]] = []  # method, path, body

    def paths(self, method: str = "POST") -> list[str]:
        return [path for verb, path, _ in self.requests if verb == method]


class _Handler(JsonHandler):
    server: LocalOpenAI

    def do_GET(self) -> None:
        self.server.requests.append(("GET", self.path, {}))
        self.answer(
            {
                "object": "list",
                "data": [{"id": "gpt-5-mini", "object": "model", "created": 0, "owned_by": "test"}],
            }
        )

    def do_POST(self) -> None:
        self.server.requests.append(("POST", self.path, self.read_json()))
        self.answer(self.server.replies.pop(0) if self.server.replies else {})


@pytest.fixture
def local_openai(settings: Any) -> Iterator[LocalOpenAI]:
    with serving(LocalOpenAI()) as server:
        settings.OPENAI_API_KEY = "sk-test"
        settings.OPENAI_MODEL = "gpt-5-mini"
        settings.OPENAI_BASE_URL = server.base_url
        settings.OPENAI_API = "responses"
        settings.OPENAI_CONNECT_TIMEOUT_S = 3
        settings.OPENAI_TURN_TIMEOUT_S = ANSWERING_TURN_TIMEOUT_S
        settings.OPENAI_COOLDOWN_S = 60
        yield server
        openai_breaker.reset()


def porto_turn() -> tuple[Any, float]:
    started = time.monotonic()
    result = run_async(run_chat_turn(new_visitor_id(), "2 bedroom flat in Porto under 120"))
    return result, time.monotonic() - started


def wait_until(condition: Any, timeout_s: float = 15.0) -> None:
    deadline = time.monotonic() + timeout_s
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.05)


# --- an endpoint that accepts connections and never answers -----------------------------------


def test_a_silent_endpoint_costs_one_capped_turn_then_the_offline_model_answers_at_once(
    local_openai: LocalOpenAI, client: Client, settings: Any
) -> None:
    settings.OPENAI_API_KEY = ""
    _, offline_s = porto_turn()  # the same turn by the offline model alone, warmed up
    settings.OPENAI_API_KEY = "sk-test"
    settings.OPENAI_TURN_TIMEOUT_S = TURN_TIMEOUT_S
    local_openai.mode = "hang"

    first, first_s = porto_turn()

    assert (first.model_used, first.fell_back) == ("offline", True)
    assert first.reply.startswith(ENGLISH.fallback_notice)
    assert first.search is not None and first.search.filters["location"] == "Porto"
    assert first_s < offline_s + TURN_TIMEOUT_S + CAPPED_TURN_MARGIN_S, (first_s, offline_s)
    time.sleep(TURN_TIMEOUT_S)  # a request still on its way when the cap fired lands now
    asked = len(local_openai.paths())

    second, _ = porto_turn()
    assert (second.model_used, second.fell_back) == ("offline", True)
    assert len(local_openai.paths()) == asked, "cooling down: OpenAI is not asked again"

    health = client.get("/api/health").json()
    assert health["llm"] == "offline"
    assert health["openai"]["state"] == "cooling down"
    assert health["openai"]["problem"] == UNREACHABLE
    assert local_openai.base_url.split("/v1")[0] in health["openai"]["detail"]


def test_after_a_failure_a_background_check_brings_openai_back(
    local_openai: LocalOpenAI, settings: Any
) -> None:
    settings.OPENAI_COOLDOWN_S = 0.2
    settings.OPENAI_TURN_TIMEOUT_S = TURN_TIMEOUT_S
    local_openai.mode = "hang"
    assert porto_turn()[0].fell_back

    settings.OPENAI_TURN_TIMEOUT_S = ANSWERING_TURN_TIMEOUT_S
    local_openai.mode = "ok"
    local_openai.replies = [response_body(message_item("Porto has lovely flats."))]
    wait_until(openai_breaker.allows_openai)

    assert "GET" in {verb for verb, _, _ in local_openai.requests}, "a cheap check, not a turn"
    recovered, _ = porto_turn()
    assert (recovered.model_used, recovered.fell_back) == ("openai:gpt-5-mini", False)
    assert recovered.reply == "Porto has lovely flats."


# --- a key OpenAI refuses ---------------------------------------------------------------------


def test_a_refused_key_is_told_apart_from_an_outage(
    local_openai: LocalOpenAI, settings: Any, client: Client
) -> None:
    settings.OPENAI_COOLDOWN_S = 0.2
    local_openai.mode = "401"

    result, _ = porto_turn()
    assert (result.model_used, result.fell_back) == ("offline", True)
    assert result.search is not None

    # The background check keeps finding the same refusal: the breaker stays open, named.
    wait_until(lambda: len(local_openai.paths("GET")) >= 2)
    health = client.get("/api/health").json()
    assert health["llm"] == "offline"
    assert health["openai"]["problem"] == INVALID_KEY
    assert "OPENAI_API_KEY" in health["openai"]["detail"]
    assert "sk-test" not in json.dumps(health)


def test_health_says_ok_while_openai_answers(local_openai: LocalOpenAI, client: Client) -> None:
    health = client.get("/api/health").json()
    assert health["llm"] == "openai:gpt-5-mini"
    assert health["openai"] == {"model": "gpt-5-mini", "api": "responses", "state": "ok"}


# --- OPENAI_API=chat_completions --------------------------------------------------------------


def chat_completion(message: dict[str, Any]) -> dict[str, Any]:
    return {
        "id": "chatcmpl-1",
        "object": "chat.completion",
        "created": 1700000000,
        "model": "gpt-5-mini",
        "choices": [{"index": 0, "message": message, "finish_reason": "stop"}],
        "usage": {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15},
    }


def test_chat_completions_runs_a_tool_round_trip(local_openai: LocalOpenAI, settings: Any) -> None:
    settings.OPENAI_API = "chat_completions"
    tool_call = {
        "id": "call_1",
        "type": "function",
        "function": {"name": "searchRentals", "arguments": json.dumps(PORTO_SEARCH)},
    }
    local_openai.replies = [
        chat_completion({"role": "assistant", "content": None, "tool_calls": [tool_call]}),
        chat_completion({"role": "assistant", "content": "Here are flats in Porto."}),
    ]

    result, _ = porto_turn()

    assert (result.model_used, result.fell_back) == ("openai:gpt-5-mini", False)
    assert result.reply == "Here are flats in Porto."
    assert result.search is not None and result.search.filters["location"] == "Porto"
    assert local_openai.paths() == ["/v1/chat/completions", "/v1/chat/completions"]
    first, second = (body for _, _, body in local_openai.requests)
    assert first["model"] == "gpt-5-mini"
    assert first["messages"][0]["role"] == "system"
    assert "Markets with listings" in first["messages"][0]["content"]
    assert {tool["function"]["name"] for tool in first["tools"]} >= {"searchRentals", "remember"}
    [tool_output] = [m for m in second["messages"] if m["role"] == "tool"]
    assert tool_output["tool_call_id"] == "call_1"
    assert json.loads(tool_output["content"])["total"] == result.search.total


def test_chat_completions_falls_back_like_responses(
    local_openai: LocalOpenAI, settings: Any
) -> None:
    settings.OPENAI_API = "chat_completions"
    local_openai.mode = "401"
    result, _ = porto_turn()
    assert result.fell_back and result.reply.startswith(ENGLISH.fallback_notice)
    assert local_openai.paths() == ["/v1/chat/completions"]
