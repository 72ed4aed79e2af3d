"""The memory panel: what the app remembers about the visitor, to read, correct, export and erase.

Plain forms that post and redirect back (they work without JavaScript); the two actions that
cannot be undone, "forget everything" and "delete my data", go through a confirmation page first.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from language.interface_text import has_text, text
from language.page_language import ENGLISH, Language
from memory.conversations import LIST_MAX, list_conversations
from memory.erasure import erase_visitor, stored_data
from memory.forms import sentence
from memory.identity import current_visitor_id, start_new_visitor
from memory.memories import (
    CONTENT_MAX_CHARS,
    KINDS,
    MAX_IMPORTANCE,
    MIN_IMPORTANCE,
    InvalidMemory,
    Memory,
    MemoryNotFound,
    edit_memory,
    forget_all,
    forget_memory,
    list_memories,
)
from memory.personalisation import search_effect
from memory.retention import describe_policy
from rentals.page_text import request_language

# What ?done= says after an action: fixed interface texts, so nothing from the URL is shown.
NOTICES = {
    done: f"memory.notice.{done}" for done in ("edited", "forgotten", "forgot-all", "deleted")
}


@dataclass(frozen=True)
class MemoryRow:
    """One memory as the panel shows it."""

    memory: Memory
    conversation_title: str
    conversation_url: str
    earlier: list[Memory] = field(default_factory=list)  # versions it superseded, newest first
    language: Language = ENGLISH  # the visitor's: what the memory says is shown in it

    @property
    def sentence(self) -> str:
        return sentence(self.memory.content, self.memory.form, self.language)

    @property
    def key_label(self) -> str:
        key = f"memory.key.{self.memory.key}"
        if has_text(key):
            return text(key, self.language)
        return self.memory.key.replace("_", " ").capitalize()

    @property
    def effect(self) -> str:
        """What it does to a new search ("adds Pets allowed"), or that it changes none."""
        effect = search_effect(self.memory, self.language)
        if not effect:
            return text("memory.changes_no_filter", self.language)
        return text("memory.in_new_searches", self.language, effect=effect)


@require_GET
def memory_panel(request: HttpRequest) -> HttpResponse:
    visitor_id = current_visitor_id(request)
    context = _panel_context(visitor_id, request_language(request))
    context["notice"] = NOTICES.get(request.GET.get("done", ""), "")
    return render(request, "memory/panel.html", context)


@require_POST
def edit(request: HttpRequest, memory_id: str) -> HttpResponse:
    visitor_id = current_visitor_id(request)
    try:
        edit_memory(
            visitor_id,
            memory_id,
            content=request.POST.get("content", ""),
            importance=_importance(request.POST.get("importance", "")),
            kind=request.POST.get("kind") or None,
        )
    except MemoryNotFound:
        raise Http404("No such memory.") from None
    except InvalidMemory as error:
        context = _panel_context(visitor_id, request_language(request))
        context |= {"edit_error": str(error), "editing": memory_id}
        return render(request, "memory/panel.html", context, status=400)
    return _back_to_panel("edited")


@require_POST
def forget(request: HttpRequest, memory_id: str) -> HttpResponse:
    if forget_memory(current_visitor_id(request), memory_id) is None:
        raise Http404("No such memory.")
    return _back_to_panel("forgotten")


@require_http_methods(["GET", "POST"])
def forget_everything(request: HttpRequest) -> HttpResponse:
    visitor_id = current_visitor_id(request)
    if request.method == "POST":
        forget_all(visitor_id)
        return _back_to_panel("forgot-all")
    count = len(list_memories(visitor_id, include_history=True))
    language = request_language(request)
    return render(
        request,
        "memory/confirm.html",
        {
            "title": text("memory.forget_everything_title", language),
            "lines": [text("memory.forget_everything_lines", language, count)],
            "keeps": text("memory.forget_everything_keeps", language),
            "confirm": text("memory.forget_everything_confirm", language),
            "action": reverse("memory:forget_all"),
        },
    )


@require_http_methods(["GET", "POST"])
def delete_my_data(request: HttpRequest) -> HttpResponse:
    visitor_id = current_visitor_id(request)
    if request.method == "POST":
        erase_visitor(visitor_id)
        response = _back_to_panel("deleted")
        start_new_visitor(request, response)
        return response
    data = stored_data(visitor_id)
    language = request_language(request)
    return render(
        request,
        "memory/confirm.html",
        {
            "title": text("memory.delete_title", language),
            "lines": [
                text("memory.delete_memories", language, data.memories),
                text("memory.delete_conversations", language, data.conversations),
                text("memory.delete_saved", language, data.saved_rentals),
                text("memory.delete_activity", language, data.activity),
            ],
            "keeps": text("memory.delete_keeps", language),
            "confirm": text("memory.delete_confirm", language),
            "action": reverse("memory:delete_my_data"),
        },
    )


def _panel_context(visitor_id: str, language: Language = ENGLISH) -> dict[str, object]:
    memories = list_memories(visitor_id, include_history=True)
    titles = {c.id: c.title for c in list_conversations(visitor_id, limit=LIST_MAX)}
    return {
        "rows": _rows(memories, titles, language),
        "policy": describe_policy(language),
        "kinds": KINDS,
        "importances": range(MIN_IMPORTANCE, MAX_IMPORTANCE + 1),
        "content_max_chars": CONTENT_MAX_CHARS,
    }


def _rows(memories: list[Memory], titles: dict[str, str], language: Language) -> list[MemoryRow]:
    """Active memories, newest first, each with the earlier versions it superseded."""
    by_id = {memory.id: memory for memory in memories}
    earlier: dict[str, list[Memory]] = {}
    for memory in memories:
        if not memory.active:
            earlier.setdefault(_current_version(memory, by_id), []).append(memory)
    home = reverse("rentals:home")
    rows = []
    for memory in memories:
        if memory.active:
            conversation_id = memory.source.conversation_id
            rows.append(
                MemoryRow(
                    memory=memory,
                    conversation_title=titles.get(
                        conversation_id or "", text("memory.earlier_conversation", language)
                    ),
                    conversation_url=f"{home}?conversation={conversation_id}"
                    if conversation_id in titles
                    else "",
                    earlier=earlier.get(memory.id, []),
                    language=language,
                )
            )
    return rows


def _current_version(memory: Memory, by_id: dict[str, Memory]) -> str:
    seen = {memory.id}
    while memory.superseded_by in by_id and memory.superseded_by not in seen:
        memory = by_id[memory.superseded_by]
        seen.add(memory.id)
    return memory.id


def _importance(value: str) -> int | None:
    try:
        return int(value)
    except ValueError:
        return None


def _back_to_panel(done: str) -> HttpResponse:
    return redirect(f"{reverse('memory:panel')}?done={done}")
