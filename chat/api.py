"""``POST /api/chat``: one message to the rental assistant, answered in one piece.

The visitor is the one of the signed cookie (``request.visitor_id``); nothing in the body can name
another. ``context`` describes the page the message was sent from: ``filters`` is the filter form
as the visitor set it (omit it when the page has no form), ``viewing`` the listing open on a
detail page. The reply's ``search`` is what the page's filters and results should show.

When the app has no place for another turn, or the conversation is still answering a previous
message, the answer is a 503 with ``Retry-After`` and nothing is stored: send the message again
then. The same 503 answers a turn whose reply could not be stored (the database lost the message
in a crash). Once a message is accepted it is answered and stored even if the client goes away.
"""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest, JsonResponse
from ninja import Router, Schema, Status
from ninja.errors import ValidationError
from pydantic import ConfigDict, Field
from pydantic import ValidationError as PydanticValidationError

from chat.admission import ChatBusy
from chat.service import (
    MAX_MESSAGE_CHARS,
    ChatTurnResult,
    InvalidMessage,
    run_chat_turn,
)
from chat.tools import MAX_ID_LENGTH
from chat.turn_rate import TooManyTurns, client_address, count_turn_async
from memory.conversations import ConversationBusy, ConversationNotFound, TurnLost
from memory.identity import current_visitor_id
from offline_assistant.wording import wording_for
from rentals.filters import SearchFilters

router = Router(tags=["chat"])


class PageContextIn(Schema):
    # A field the API does not know (`visitor_id`, `_id`, `$set`) is refused, never ignored.
    model_config = ConfigDict(extra="forbid")

    filters: dict[str, Any] | None = Field(
        default=None,
        description="The page's filter form as the visitor set it (SearchFilters fields).",
    )
    viewing: str | None = Field(
        default=None,
        max_length=MAX_ID_LENGTH,
        description="The id of the listing open on the page.",
    )


class ChatIn(Schema):
    # A field the API does not know (`visitor_id`, `_id`, `$set`) is refused, never ignored.
    model_config = ConfigDict(extra="forbid")

    # The limits run_chat_turn checks, shown in the schema; its messages are in the visitor's
    # language.
    message: str = Field(
        ...,
        description=f"Up to {MAX_MESSAGE_CHARS:,} characters, not only spaces.",
        json_schema_extra={"minLength": 1, "maxLength": MAX_MESSAGE_CHARS, "pattern": r"\S"},
    )
    conversation_id: str | None = Field(
        default=None, description="Omit to start a new conversation."
    )
    context: PageContextIn = PageContextIn()


class SearchOut(Schema):
    query: str
    filters: dict[str, Any]
    rental_ids: list[str]
    total: int = Field(description="How many listings the results hold (the closest matches).")
    chips: list[str]
    sort: str = Field(description="relevance, price_asc, price_desc or rating.")
    relaxed: list[dict[str, Any]] = Field(
        description="Nothing matched exactly: the filters dropped or widened to find the closest "
        'matches, e.g. {"filter": "max_price", "change": "widened", "requested": 10, '
        '"relaxed_to": 29}; empty when the results match exactly.'
    )


class ToolCallOut(Schema):
    name: str
    arguments: dict[str, Any]
    error: str | None = None


class TraceOut(Schema):
    operations: list[dict[str, Any]] = Field(
        description="Each database operation the turn made, in order: `collection`, `operation` "
        "(the pymongo method: find, find_one, aggregate, insert_one, update_one, "
        "find_one_and_update, …), what it sent (`filter`, `update`, `pipeline`, `document`, …; "
        "long texts and vectors shortened), `ran` (`server`, or `local` for a search that ran "
        "in-process: the pipeline shown is what Atlas would run), `ms`, `n` (documents "
        "returned or affected) and `mongosh`, the same operation as a mongosh command."
    )
    omitted_operations: int = Field(description="Operations made but not listed (a long turn).")
    understood: dict[str, Any] = Field(
        description="The tools called, the search as understood (query, filters, sort, "
        "relaxations, total) and the memories recalled, with the filters each added."
    )
    timings_ms: dict[str, float] = Field(
        description="total, model, embed, search, and the database's reads and writes."
    )


class ChatOut(Schema):
    reply: str
    conversation_id: str
    search: SearchOut | None = Field(description="The turn's last search; null when none ran.")
    tool_calls: list[ToolCallOut]
    model: str = Field(description='"openai:<model>" or "offline".')
    fell_back: bool = Field(description="OpenAI failed and the offline model answered.")
    trace: TraceOut | None = Field(
        default=None, description="Under the hood: what the turn did in the database."
    )


class ErrorOut(Schema):
    detail: str


@router.post(
    "/chat",
    response={200: ChatOut, 404: ErrorOut, 429: ErrorOut, 503: ErrorOut},
    summary="Send a message to the rental assistant",
    openapi_extra={
        "responses": {
            "404": {"description": "You have no conversation with this conversation_id."},
            "429": {
                "description": "You sent more turns in a minute than the app takes "
                "(CHAT_TURNS_PER_MINUTE); nothing was stored. Send again after Retry-After "
                "seconds."
            },
            "503": {
                "description": "No place for another turn yet, your previous message is still "
                "being answered, or the reply could not be stored: nothing was stored. Send "
                "again after Retry-After seconds."
            },
        }
    },
)
async def chat(request: HttpRequest, payload: ChatIn) -> ChatOut | Status[ErrorOut] | JsonResponse:
    page_filters = _page_filters(payload.context.filters)
    try:
        await count_turn_async(current_visitor_id(request), client_address(request))
        result = await run_chat_turn(
            current_visitor_id(request),
            payload.message,
            conversation_id=payload.conversation_id,
            page_filters=page_filters,
            viewing_rental_id=payload.context.viewing,
        )
    except InvalidMessage as error:
        raise ValidationError([{"loc": ("body", "message"), "msg": str(error)}]) from None
    except ConversationNotFound:
        return Status(404, ErrorOut(detail="No conversation with this id."))
    except ChatBusy:
        return _busy(wording_for(payload.message).busy)
    except ConversationBusy:
        return _busy(wording_for(payload.message).still_answering)
    except TurnLost:
        return _busy(wording_for(payload.message).turn_failed)
    except TooManyTurns as error:
        response = JsonResponse({"detail": wording_for(payload.message).too_many_turns}, status=429)
        response["Retry-After"] = str(error.retry_after_s)
        return response
    return _chat_out(result)


def _busy(detail: str) -> JsonResponse:
    response = JsonResponse({"detail": detail}, status=503)
    response["Retry-After"] = str(ChatBusy.retry_after_s)
    return response


def _page_filters(filters: dict[str, Any] | None) -> SearchFilters | None:
    if filters is None:
        return None
    try:
        return SearchFilters.model_validate(filters)
    except PydanticValidationError as error:
        raise ValidationError(
            [
                {"loc": ("body", "context", "filters", *item["loc"]), "msg": item["msg"]}
                for item in error.errors(include_url=False)
            ]
        ) from None


def _chat_out(result: ChatTurnResult) -> ChatOut:
    return ChatOut(
        reply=result.reply,
        conversation_id=result.conversation_id,
        search=SearchOut(**result.search.to_dict()) if result.search else None,
        tool_calls=[ToolCallOut(**call.to_dict()) for call in result.tool_calls],
        model=result.model_used,
        fell_back=result.fell_back,
        trace=TraceOut(**result.trace.to_dict()) if result.trace else None,
    )
