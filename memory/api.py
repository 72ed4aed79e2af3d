"""The memory endpoints of the JSON API: conversations, saved rentals and the activity log.

Every endpoint acts for the visitor of the signed cookie (``request.visitor_id``); no visitor id
is read from the path, the query string or the body, so nobody can ask for another visitor's data.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from django.http import HttpRequest
from ninja import Query, Router, Schema, Status
from pydantic import Field

from memory.activity import RECENT_MAX, recent_activity
from memory.conversations import (
    LIST_MAX,
    Conversation,
    ConversationSummary,
    get_conversation,
    list_conversations,
)
from memory.identity import current_visitor_id
from memory.saved import (
    SavedListing,
    UnknownRental,
    is_saved,
    save_rental,
    saved_listings,
    unsave_rental,
)
from memory.visitors import get_visitor
from rentals.search.results import RentalResult

router = Router()


class ErrorOut(Schema):
    detail: str


class ConversationSummaryOut(Schema):
    id: str
    title: str
    created_at: datetime
    updated_at: datetime
    last_activity: datetime
    message_count: int  # every message ever sent; `messages` keeps the latest ones


class MessageOut(Schema):
    role: str
    content: str
    at: datetime
    metadata: dict[str, Any]


class ConversationOut(ConversationSummaryOut):
    messages: list[MessageOut]


class SavedRentalOut(Schema):
    rental_id: str
    saved_at: datetime
    rental: RentalResult | None  # null once the listing is no longer in the database


class SavedStateOut(Schema):
    rental_id: str
    saved: bool


class ActivityOut(Schema):
    kind: str
    created_at: datetime
    details: dict[str, Any]


class ActivityReportOut(Schema):
    counters: dict[str, int]  # all-time totals per kind; `events` only go back so far
    events: list[ActivityOut]


class ConversationListParams(Schema):
    limit: int = Field(20, ge=1, le=LIST_MAX)


class ActivityParams(Schema):
    limit: int = Field(50, ge=1, le=RECENT_MAX)


@router.get(
    "/conversations",
    response=list[ConversationSummaryOut],
    tags=["conversations"],
    summary="Your conversations, most recent first",
)
def conversations(
    request: HttpRequest, params: Query[ConversationListParams]
) -> list[ConversationSummary]:
    return list_conversations(current_visitor_id(request), limit=params.limit)


@router.get(
    "/conversations/{conversation_id}",
    response={200: ConversationOut, 404: ErrorOut},
    tags=["conversations"],
    summary="One of your conversations with its messages",
)
def conversation(request: HttpRequest, conversation_id: str) -> Conversation | Status[ErrorOut]:
    found = get_conversation(current_visitor_id(request), conversation_id)
    if found is None:
        return Status(404, ErrorOut(detail="No such conversation."))
    return found


@router.get(
    "/saved",
    response=list[SavedRentalOut],
    tags=["saved"],
    summary="Your saved rentals, most recently saved first",
)
def saved(request: HttpRequest) -> list[SavedListing]:
    return saved_listings(current_visitor_id(request))


@router.get(
    "/saved/{rental_id}",
    response={200: SavedStateOut, 404: ErrorOut},
    tags=["saved"],
    summary="Whether you saved a rental: 404 when you did not (or removed it)",
)
def saved_state(request: HttpRequest, rental_id: str) -> SavedStateOut | Status[ErrorOut]:
    # A member of your saved rentals, like any resource: once removed, it is not found.
    if not is_saved(current_visitor_id(request), rental_id):
        return Status(404, ErrorOut(detail="You have not saved this rental."))
    return SavedStateOut(rental_id=rental_id, saved=True)


@router.post(
    "/saved/{rental_id}",
    response={200: SavedStateOut, 201: SavedStateOut, 404: ErrorOut},
    tags=["saved"],
    summary="Save a rental (201 when newly saved, 200 when it already was)",
)
def save(request: HttpRequest, rental_id: str) -> Status[SavedStateOut] | Status[ErrorOut]:
    try:
        newly_saved = save_rental(current_visitor_id(request), rental_id)
    except UnknownRental:
        return Status(404, ErrorOut(detail=f"No rental has the id {rental_id!r}."))
    return Status(201 if newly_saved else 200, SavedStateOut(rental_id=rental_id, saved=True))


@router.delete(
    "/saved/{rental_id}",
    response=SavedStateOut,
    tags=["saved"],
    summary="Remove a rental from your saved ones (also when it was not saved)",
)
def unsave(request: HttpRequest, rental_id: str) -> SavedStateOut:
    unsave_rental(current_visitor_id(request), rental_id)
    return SavedStateOut(rental_id=rental_id, saved=False)


@router.get(
    "/activity",
    response=ActivityReportOut,
    tags=["activity"],
    summary="What you did recently, and how often overall",
)
def activity(request: HttpRequest, params: Query[ActivityParams]) -> ActivityReportOut:
    visitor_id = current_visitor_id(request)
    visitor = get_visitor(visitor_id)
    events = recent_activity(visitor_id, limit=params.limit)
    return ActivityReportOut(
        counters=visitor.counters if visitor else {},
        events=[ActivityOut.model_validate(event) for event in events],
    )
