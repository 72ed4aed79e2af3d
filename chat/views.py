"""Chat views: send a message (streamed reply, or a plain form post), the panel and its history.

A message posted by the page's script (``Accept: text/event-stream``) is answered with a stream of
server-sent events while the turn runs:

- ``tool``  ``{"name", "label"}``: a tool started ("Searching Porto · under 120 EUR…").
- ``delta`` ``{"text"}``: the next piece of the reply, as plain text.
- ``swap``  ``{"url", "total", "summary", "html"}``: a search ran; ``html`` holds the filter form
  and the results for it (out-of-band swaps, only when the message came from the search page) and
  ``url`` is the search page to push into the history.
- ``done``  ``{"conversation_id", "html", "model", "trace"}``: the reply as a rendered chat
  message, and what the turn did under the hood (``POST /api/chat``'s ``trace``).
- ``error`` ``{"message"}``: the turn failed; a message for the visitor, never a traceback.

The ``X-Conversation-Id`` response header names the conversation before any event arrives. A
message the app has no place for right now is a 503 with ``Retry-After`` and a JSON ``error`` the
page shows, keeping what the visitor typed; nothing is stored for it.
A form posted without JavaScript waits for the whole reply and is redirected back to its page.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import AsyncIterator
from dataclasses import dataclass, replace
from typing import Any

from django.http import (
    Http404,
    HttpRequest,
    HttpResponse,
    HttpResponseRedirect,
    JsonResponse,
    StreamingHttpResponse,
)
from django.shortcuts import render
from django.template.loader import render_to_string
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST

from chat.admission import ChatBusy
from chat.page_sync import PageSearch, page_swap, read_page_search, search_url
from chat.panel import (
    CONVERSATION_PARAMETER,
    NEW_CONVERSATION,
    RENTAL_ID,
    build_panel,
    conversation_links,
    message_view,
    page_location,
    reopened_page,
    with_conversation,
)
from chat.service import (
    ChatStream,
    ChatTurnResult,
    InvalidMessage,
    TextDelta,
    ToolFinished,
    ToolStarted,
    TurnCompleted,
    run_chat_turn,
    stream_chat_turn,
)
from chat.trace_panel import trace_view
from chat.turn_rate import TooManyTurns, client_address, count_turn_async
from infra.same_site import same_site_url
from memory.conversations import ConversationBusy, ConversationNotFound, TurnLost
from memory.identity import current_visitor_id
from offline_assistant.wording import Wording, wording_for
from rentals.page_text import request_language

logger = logging.getLogger(__name__)

EVENT_STREAM = "text/event-stream"


@dataclass(frozen=True)
class ChatMessageForm:
    """A posted message and what the page says about itself."""

    message: str
    conversation_id: str | None  # None starts a new conversation
    viewing: str | None  # the listing open on a listing's page
    page: PageSearch | None  # the search page's form; None when sent from another page
    next_url: str  # the page to come back to after a plain form post

    @classmethod
    def from_post(cls, request: HttpRequest) -> ChatMessageForm:
        post = request.POST
        viewing = post.get("viewing", "")
        next_url = same_site_url(request, post.get("next")) or reverse("rentals:home")
        return cls(
            # A suggestion button sends its own words in place of the typed message; a booth
            # story's step for a new chat sends them in a new conversation.
            message=post.get("new_chat_suggestion")
            or post.get("suggestion")
            or post.get("message", ""),
            conversation_id=None
            if post.get("new_chat_suggestion")
            else post.get("conversation") or None,
            viewing=viewing if RENTAL_ID.fullmatch(viewing) else None,
            page=read_page_search(post["filters"]) if "filters" in post else None,
            next_url=next_url,
        )

    def wording(self) -> Wording:
        """The wording of what the view itself says about this message: in its language."""
        return wording_for(self.message)

    def turn_arguments(self) -> dict[str, Any]:
        return {
            "conversation_id": self.conversation_id,
            "page_filters": self.page.filters if self.page else None,
            "page_sort": self.page.sort if self.page else None,
            "viewing_rental_id": self.viewing,
        }


# --- sending a message ------------------------------------------------------------------------


@require_POST
async def send_message(request: HttpRequest) -> HttpResponse | StreamingHttpResponse:
    form = ChatMessageForm.from_post(request)
    if EVENT_STREAM in request.headers.get("Accept", ""):
        return await _streamed_reply(request, form)
    return await _page_with_reply(request, form)


async def _streamed_reply(
    request: HttpRequest, form: ChatMessageForm
) -> JsonResponse | StreamingHttpResponse:
    """The reply as server-sent events; a refused message is a JSON error the script shows."""
    visitor_id = current_visitor_id(request)
    try:
        await count_turn_async(visitor_id, client_address(request))
        stream = await stream_chat_turn(visitor_id, form.message, **form.turn_arguments())
    except InvalidMessage as error:
        return JsonResponse({"error": str(error)}, status=400)
    except TooManyTurns as error:
        refused = JsonResponse({"error": form.wording().too_many_turns}, status=429)
        refused["Retry-After"] = str(error.retry_after_s)
        return refused
    except ConversationNotFound:
        return JsonResponse({"error": form.wording().conversation_gone}, status=404)
    except (ChatBusy, ConversationBusy, TurnLost) as error:
        return _busy(JsonResponse({"error": _busy_message(error, form)}, status=503))
    response = StreamingHttpResponse(
        _reply_events(request, stream, form), content_type=f"{EVENT_STREAM}; charset=utf-8"
    )
    response["Cache-Control"] = "no-cache"
    response["X-Accel-Buffering"] = "no"  # proxies such as nginx would hold the events back
    response["X-Conversation-Id"] = stream.conversation_id
    return response


async def _page_with_reply(request: HttpRequest, form: ChatMessageForm) -> HttpResponse:
    """Without JavaScript: the whole reply, then back to the page it was sent from."""
    visitor_id = current_visitor_id(request)
    try:
        await count_turn_async(visitor_id, client_address(request))
        result = await run_chat_turn(visitor_id, form.message, **form.turn_arguments())
    except InvalidMessage as error:
        return await asyncio.to_thread(_form_with_error, request, form, str(error))
    except TooManyTurns as error:
        page = await asyncio.to_thread(
            _form_with_error, request, form, form.wording().too_many_turns, status=429
        )
        page["Retry-After"] = str(error.retry_after_s)
        return page
    except ConversationNotFound:
        raise Http404(form.wording().conversation_gone) from None
    except (ChatBusy, ConversationBusy, TurnLost) as error:
        page = await asyncio.to_thread(
            _form_with_error, request, form, _busy_message(error, form), status=503
        )
        return _busy(page)
    return HttpResponseRedirect(_page_after_reply(form, result), status=303)


def _busy_message(error: ChatBusy | ConversationBusy | TurnLost, form: ChatMessageForm) -> str:
    wording = form.wording()
    if isinstance(error, TurnLost):
        return wording.turn_failed
    return wording.busy if isinstance(error, ChatBusy) else wording.still_answering


def _busy(response: HttpResponse) -> HttpResponse:
    response["Retry-After"] = str(ChatBusy.retry_after_s)
    return response


async def _reply_events(
    request: HttpRequest, stream: ChatStream, form: ChatMessageForm
) -> AsyncIterator[str]:
    page = form.page
    try:
        async for event in stream:
            match event:
                case ToolStarted(name=name, label=label):
                    yield _event("tool", {"name": name, "label": label})
                case TextDelta(text=text):
                    yield _event("delta", {"text": text})
                case ToolFinished(search=search) if search is not None:
                    swap = await asyncio.to_thread(page_swap, request, search, page)
                    yield _event("swap", swap.to_dict())
                case TurnCompleted(result=result):
                    yield _event("done", await asyncio.to_thread(_done, result))
    except Exception:
        logger.exception("A streamed chat turn failed")
        yield _event("error", {"message": form.wording().turn_failed})


def _event(name: str, data: dict[str, Any]) -> str:
    return f"event: {name}\ndata: {json.dumps(data, ensure_ascii=False)}\n\n"


def _done(result: ChatTurnResult) -> dict[str, Any]:
    message = message_view("assistant", result.reply, result.metadata())
    if result.trace is not None:
        message = replace(message, trace=trace_view(result.trace))
    return {
        "conversation_id": result.conversation_id,
        "html": render_to_string("chat/_message.html", {"message": message}).strip(),
        "model": result.model_used,
        "trace": result.trace.to_dict() if result.trace else None,
    }


def _page_after_reply(form: ChatMessageForm, result: ChatTurnResult) -> str:
    """The search page when a search ran, else the page the message came from."""
    page = search_url(result.search) if result.search else form.next_url
    return with_conversation(page, result.conversation_id) + "#chat"


def _form_with_error(
    request: HttpRequest, form: ChatMessageForm, error: str, status: int = 400
) -> HttpResponse:
    """The chat page again, with the error and the message kept (a form posted without JS)."""
    chat = build_panel(
        current_visitor_id(request),
        page_location(request, form.next_url),
        form.conversation_id or NEW_CONVERSATION,
        error=error,
        draft=form.message,
        language=request_language(request),
    )
    return render(request, "chat/page.html", {"chat": chat}, status=status)


# --- the panel --------------------------------------------------------------------------------


@require_GET
def chat_page(request: HttpRequest) -> HttpResponse:
    """The chat on a page of its own: for small screens and for forms posted without JS."""
    chat = build_panel(
        current_visitor_id(request), page_location(request), language=request_language(request)
    )
    return render(request, "chat/page.html", {"chat": chat})


@require_GET
def panel(request: HttpRequest) -> HttpResponse:
    """The panel with ``?conversation=<id>`` (or ``new``) open, for the page the visitor is on.

    htmx names that page in ``HX-Current-URL``; another visitor's conversation is a 404. On the
    search page, a conversation that searched brings its last search back: the filter form and
    the results follow out of band, and the panel names the search page's URL for the history.
    """
    location = page_location(request, request.headers.get("HX-Current-URL"))
    requested = request.GET.get("conversation") or NEW_CONVERSATION
    chat = build_panel(
        current_visitor_id(request), location, requested, language=request_language(request)
    )
    if chat.unavailable:
        raise Http404("No such conversation.")
    if chat.last_search is None or location.filters_query is None:
        return render(request, "chat/_chat.html", {"chat": chat})
    restored = page_swap(request, chat.last_search, read_page_search(location.filters_query))
    context = {"chat": chat, "restored_search_url": restored.url}
    panel_html = render_to_string("chat/_chat.html", context, request=request)
    return HttpResponse(panel_html + restored.html)


@require_GET
def reopen(request: HttpRequest) -> HttpResponse:
    """A History link followed without JavaScript (or into a new tab): the page it was clicked
    on with the conversation open, or on the search page the conversation's last search."""
    location = page_location(request, request.GET.get("next"))
    conversation = request.GET.get(CONVERSATION_PARAMETER, "")
    page = reopened_page(current_visitor_id(request), location, conversation)
    return HttpResponseRedirect(page)


@require_GET
def conversation_list(request: HttpRequest) -> HttpResponse:
    """The visitor's past conversations with ``?current=<id>`` marked; refreshed after a reply."""
    location = page_location(request, request.headers.get("HX-Current-URL"))
    current = request.GET.get("current", "")
    links = conversation_links(
        current_visitor_id(request), location, current, request_language(request)
    )
    return render(request, "chat/_conversation_list.html", {"conversations": links})
