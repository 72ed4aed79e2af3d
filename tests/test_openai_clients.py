"""The one policy of every OpenAI client: the connect timeout from the settings, each caller's
time and retries, and the chat's client kept per event loop."""

from __future__ import annotations

import asyncio
from typing import Any

import openai

from infra.openai_clients import chat_openai_client, openai_client, openai_timeout
from memory import consolidation


def configured(settings: Any) -> None:
    settings.OPENAI_API_KEY = "sk-test"
    settings.OPENAI_BASE_URL = "http://127.0.0.1:9/v1"
    settings.OPENAI_API = "responses"
    settings.OPENAI_CONNECT_TIMEOUT_S = 2
    settings.OPENAI_TURN_TIMEOUT_S = 9


def test_the_chat_client_has_the_turns_time_one_retry_and_one_client_per_event_loop(
    settings: Any,
) -> None:
    configured(settings)

    async def twice() -> tuple[openai.AsyncOpenAI, openai.AsyncOpenAI]:
        return chat_openai_client(), chat_openai_client()

    first, again = asyncio.run(twice())
    other_loop, _ = asyncio.run(twice())

    assert first is again and other_loop is not first
    assert first.timeout == openai.Timeout(9, connect=2)
    assert first.max_retries == 1
    assert (first.api_key, str(first.base_url)) == ("sk-test", "http://127.0.0.1:9/v1/")


def test_consolidation_asks_with_its_own_time_and_one_retry(settings: Any) -> None:
    configured(settings)

    extractor = consolidation.configured_extractor()

    assert isinstance(extractor, consolidation.LlmExtractor)
    client = extractor.client
    assert client.timeout == openai.Timeout(consolidation.OPENAI_TIMEOUT_S, connect=2)
    assert client.max_retries == 1


def test_a_client_for_another_key_and_endpoint(settings: Any) -> None:
    configured(settings)

    client = openai_client(
        timeout=openai_timeout(30), max_retries=0, api_key="sk-other", base_url="http://x/v1"
    )

    assert (client.api_key, str(client.base_url)) == ("sk-other", "http://x/v1/")
    assert (client.timeout, client.max_retries) == (openai.Timeout(30, connect=2), 0)
