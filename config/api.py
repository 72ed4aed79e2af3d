"""The JSON API under /api/ (OpenAPI docs at /api/docs)."""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest, HttpResponse
from ninja import NinjaAPI, Status
from ninja.errors import ValidationError
from pymongo.errors import ConnectionFailure

from chat.api import router as chat_router
from config.health import health_report
from config.middleware import unavailable_response
from infra.mongo import DatabaseUnavailable, as_unavailable
from memory.api import router as memory_router
from memory.memories_api import router as memories_router
from rentals.api import router as rentals_router

api = NinjaAPI(
    title="Rental search API",
    version="1.0",
    description="Search real Airbnb listings by filters and free text, chat with the agent, "
    "and manage what the app remembers about you.",
)
api.add_router("/", rentals_router)
api.add_router("/", memory_router)
api.add_router("/", memories_router)
api.add_router("/", chat_router)


@api.exception_handler(DatabaseUnavailable)
@api.exception_handler(ConnectionFailure)
def database_unavailable(request: HttpRequest, error: Exception) -> HttpResponse:
    return unavailable_response(request, as_unavailable(error))


@api.exception_handler(ValidationError)
def validation_error(request: HttpRequest, error: ValidationError) -> HttpResponse:
    return api.create_response(
        request, {"detail": [_readable(item) for item in error.errors]}, status=422
    )


def _readable(item: dict[str, Any]) -> dict[str, Any]:
    location = [str(part) for part in item.get("loc", ()) if part not in ("query", "body", "path")]
    return {"field": ".".join(location), "message": str(item.get("msg", "invalid value"))}


@api.get(
    "/health",
    tags=["status"],
    summary="What each concern runs on; 503 while the database is unreachable",
    response={200: dict[str, Any], 503: dict[str, Any]},
)
def health(request: HttpRequest) -> Status:
    report = health_report()
    return Status(200 if report["status"] == "ok" else 503, report)
