"""The chat panel around a reply speaks the reply's language: the search summary and its count,
the Remembered note, the offline badge, Under the hood and the empty chat's greeting (over real
HTTP, offline model, seeded listings)."""

from __future__ import annotations

import html
import re
from typing import Any

import pytest
from django.test import Client

from language.interface_text import text
from offline_assistant.reply_language import Language
from offline_assistant.wording import WORDING
from tests.chat_helpers import chat_db, offline  # noqa: F401
from tests.memory_helpers import run_async
from tests.test_chat_views import data_of, new_visitor, stream_message

pytestmark = pytest.mark.usefixtures("chat_db", "offline")


@pytest.mark.parametrize(
    ("message", "language", "chips"),
    [
        ("we always travel with our dog: a flat in Porto please", "en", ["Porto", "Apartment"]),
        (
            "siempre viajamos con el perro, busco un piso en Oporto",
            "es",
            ["Porto", "apartamento", "mascotas permitidas"],
        ),
        (
            "sempre viajamos com o cachorro, procuro apartamento no Porto",
            "pt",
            ["Porto", "apartamento", "animais permitidos"],
        ),
    ],
)
def test_the_notes_under_a_reply_are_in_its_language(
    settings: Any, message: str, language: Language, chips: list[str]
) -> None:
    settings.BOOTH_MODE = True  # a booth shows which model answered
    wording = WORDING[language]

    async def scenario() -> str:
        client, _ = await new_visitor()
        return str(data_of(await stream_message(client, message), "done")["html"])

    reply = html.unescape(run_async(scenario()))

    summary = re.search(r'class="chat-search-summary">([^<]*)<', reply)
    assert summary is not None and summary.group(1).split(" · ")[: len(chips)] == chips
    total = re.search(r'class="chat-search-total">([\d,]+) ([^<]+)<', reply)
    assert total is not None and total.group(2) == wording.stays[int(total.group(1)) != 1]
    assert (
        f'<span class="chat-remembered-label">{text("chat.remembered", language)}</span>' in reply
    )
    assert f">{text('chat.manage_memory', language)}</a>" in reply
    badge = text("chat.offline_badge", language)
    assert f'title="{text("chat.offline_badge_title", language)}">{badge}</p>' in reply
    assert f"{text('chat.under_the_hood', language)}\n" in reply


@pytest.mark.parametrize(
    ("accept", "language"), [("en-GB,en", "en"), ("es-ES,es;q=0.9", "es"), ("pt-BR", "pt")]
)
def test_the_empty_chat_greets_in_the_browsers_language(accept: str, language: Language) -> None:
    page = Client(headers={"Accept-Language": accept}).get("/").content.decode()
    greeting = re.search(r'<p class="chat-greeting">([^<]*)</p>', page)
    assert greeting is not None
    assert html.unescape(greeting.group(1)) == WORDING[language].panel_greeting
