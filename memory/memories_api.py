"""The long-term memory endpoints of the JSON API, and "delete my data".

- ``GET /api/memories`` (``?history=true`` adds superseded versions), ``GET /api/memories/{id}``
- ``PATCH /api/memories/{id}``: correct the content, importance or kind
- ``DELETE /api/memories/{id}``, ``DELETE /api/memories``: forget one, forget all
- ``GET /api/memories/export``: everything remembered, as a JSON file
- ``POST /api/conversations/{id}/consolidate``: distil a conversation into memories now
- ``DELETE /api/me``: delete every trace of the visitor and start a fresh identity

Like the rest of the API, every endpoint acts for the visitor of the signed cookie: an id that
belongs to another visitor is a 404, exactly like an id that does not exist.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any, Literal

from django.http import HttpRequest, HttpResponse
from ninja import Query, Router, Schema, Status
from ninja.errors import ValidationError
from pydantic import ConfigDict, Field

from memory.consolidation import ConsolidationReport, consolidate_conversation
from memory.conversations import ConversationNotFound
from memory.erasure import erase_visitor
from memory.identity import current_visitor_id, start_new_visitor
from memory.memories import (
    CONTENT_MAX_CHARS,
    MAX_IMPORTANCE,
    MIN_IMPORTANCE,
    InvalidMemory,
    Memory,
    MemoryNotFound,
    edit_memory,
    export_memories,
    forget_all,
    forget_memory,
    get_memory,
    list_memories,
)

router = Router(tags=["memories"])


class ErrorOut(Schema):
    detail: str


class SourceOut(Schema):
    conversation_id: str | None
    message_at: datetime | None
    origin: str = Field(description='"agent" (the chat remembered it) or "consolidation".')


class MemoryOut(Schema):
    id: str
    kind: str
    key: str
    content: str
    importance: int
    filters: dict[str, Any] = Field(description="The search filters it adds when not set.")
    source: SourceOut
    created_at: datetime
    updated_at: datetime
    last_recalled: datetime | None
    recall_count: int
    expire_at: datetime | None = Field(description="null: kept until you forget it.")
    active: bool = Field(description="false: an earlier version, superseded by a newer one.")
    superseded_by: str | None


def _changes_schema(schema: dict[str, Any]) -> None:
    """At least one field, none of them null: a null changes nothing (and is refused)."""
    schema["minProperties"] = 1
    for field in schema["properties"].values():
        choices = [choice for choice in field.pop("anyOf", ()) if choice.get("type") != "null"]
        field.update(choices[0] if len(choices) == 1 else {"anyOf": choices})
        field.pop("default", None)


class MemoryPatchIn(Schema):
    # A field the API does not know (`visitor_id`, `_id`, `$set`) is refused, never ignored.
    model_config = ConfigDict(extra="forbid", json_schema_extra=_changes_schema)

    content: str | None = Field(default=None, min_length=3, max_length=CONTENT_MAX_CHARS)
    importance: int | None = Field(default=None, ge=MIN_IMPORTANCE, le=MAX_IMPORTANCE)
    kind: Literal["preference", "fact", "trip", "decision"] | None = None


class MemoryListParams(Schema):
    history: bool = Field(default=False, description="Also list superseded versions.")


class ForgottenOut(Schema):
    forgotten: int


class ConsolidationOut(Schema):
    conversation_id: str
    extractor: str = Field(description='"openai" or "rules".')
    messages: int = Field(description="Your messages read (each is read once).")
    created: int
    merged: int
    superseded: int
    skipped: int = Field(description="Invalid entries left out.")
    memories: list[MemoryOut]


class DeletedOut(Schema):
    deleted: dict[str, int]


NOT_FOUND = "No such memory."


@router.get("/memories", response=list[MemoryOut], summary="What the app remembers about you")
def memories(request: HttpRequest, params: Query[MemoryListParams]) -> list[Memory]:
    return list_memories(current_visitor_id(request), include_history=params.history)


class MemoryExportOut(Schema):
    exported_at: datetime
    memories: list[dict[str, Any]] = Field(
        description="Every memory, superseded versions included, as stored."
    )


@router.get(
    "/memories/export",
    response=MemoryExportOut,
    summary="Everything remembered about you, as a JSON file",
    openapi_extra={
        "responses": {
            "200": {
                "headers": {
                    "Content-Disposition": {
                        "description": 'attachment; filename="my-memories.json"',
                        "schema": {"type": "string"},
                    }
                }
            }
        }
    },
)
def export(request: HttpRequest) -> HttpResponse:
    document = {
        "exported_at": datetime.now(UTC).isoformat(),
        "memories": export_memories(current_visitor_id(request)),
    }
    response = HttpResponse(
        json.dumps(document, ensure_ascii=False, indent=2), content_type="application/json"
    )
    response["Content-Disposition"] = 'attachment; filename="my-memories.json"'
    return response


@router.get("/memories/{memory_id}", response={200: MemoryOut, 404: ErrorOut}, summary="One memory")
def memory(request: HttpRequest, memory_id: str) -> Memory | Status[ErrorOut]:
    found = get_memory(current_visitor_id(request), memory_id)
    return found if found is not None else Status(404, ErrorOut(detail=NOT_FOUND))


@router.patch(
    "/memories/{memory_id}",
    response={200: MemoryOut, 404: ErrorOut},
    summary="Correct a memory's content, importance or kind",
)
def edit(request: HttpRequest, memory_id: str, changes: MemoryPatchIn) -> Memory | Status[ErrorOut]:
    if changes.content is None and changes.importance is None and changes.kind is None:
        raise ValidationError(
            [{"loc": ("body", "changes"), "msg": "Send at least one of content, importance, kind."}]
        )
    try:
        return edit_memory(
            current_visitor_id(request),
            memory_id,
            content=changes.content,
            importance=changes.importance,
            kind=changes.kind,
        )
    except MemoryNotFound:
        return Status(404, ErrorOut(detail=NOT_FOUND))
    except InvalidMemory as error:
        # What the schema cannot check: a content that holds a secret.
        raise ValidationError(
            [{"loc": ("body", "changes", "content"), "msg": str(error)}]
        ) from None


@router.delete(
    "/memories/{memory_id}",
    response={204: None, 404: ErrorOut},
    summary="Forget one memory (and its earlier versions)",
)
def forget(request: HttpRequest, memory_id: str) -> Status[None] | Status[ErrorOut]:
    if forget_memory(current_visitor_id(request), memory_id) is None:
        return Status(404, ErrorOut(detail=NOT_FOUND))
    return Status(204, None)


@router.delete("/memories", response=ForgottenOut, summary="Forget everything remembered")
def forget_everything(request: HttpRequest) -> ForgottenOut:
    return ForgottenOut(forgotten=forget_all(current_visitor_id(request)))


@router.post(
    "/conversations/{conversation_id}/consolidate",
    response={200: ConsolidationOut, 404: ErrorOut},
    tags=["conversations"],
    summary="Remember the durable facts of one of your conversations now",
)
def consolidate(
    request: HttpRequest, conversation_id: str
) -> ConsolidationReport | Status[ErrorOut]:
    try:
        return consolidate_conversation(current_visitor_id(request), conversation_id)
    except ConversationNotFound:
        return Status(404, ErrorOut(detail="No such conversation."))


@router.delete(
    "/me",
    response=DeletedOut,
    tags=["visitor"],
    summary="Delete all your data and start as a new visitor",
)
def delete_me(request: HttpRequest, response: HttpResponse) -> DeletedOut:
    erased = erase_visitor(current_visitor_id(request))
    start_new_visitor(request, response)
    return DeletedOut(deleted=erased.to_dict())
