"""The JSON API under /api/ (OpenAPI docs at /api/docs)."""

from __future__ import annotations

import json
from typing import Any

from django.http import HttpRequest, HttpResponse
from django.middleware.csrf import get_token
from ninja import NinjaAPI, Schema, Status, Swagger
from ninja.errors import HttpError, ValidationError
from ninja.openapi.docs import render_template
from ninja.openapi.schema import OpenAPISchema
from pymongo.errors import PyMongoError

from booth.api import router as booth_router
from chat.api import router as chat_router
from config.api_body import InvalidText, JsonBodyParser, UnsupportedMediaType
from config.api_query import refuse_undeclared_parameters
from config.api_responses import with_common_responses
from config.health import health_report
from config.middleware import RETRY_AFTER_S, unavailable_response
from infra.mongo import DatabaseUnavailable, as_unavailable, is_unreachable_error
from memory.api import router as memory_router
from memory.memories_api import router as memories_router
from rentals.api import router as rentals_router


class CsrfSwagger(Swagger):
    """The interactive docs, sending the CSRF token with the requests they try out."""

    def render_page(self, request: HttpRequest, api: NinjaAPI, **kwargs: Any) -> HttpResponse:
        self.settings["url"] = self.get_openapi_url(api, kwargs)
        context = {
            "swagger_settings": json.dumps(self.settings, indent=1),
            "api": api,
            "add_csrf": True,
        }
        return render_template(request, self.template, self.template_cdn, context)


class RentalSearchApi(NinjaAPI):
    def get_openapi_schema(
        self, *, path_prefix: str | None = None, path_params: dict[str, Any] | None = None
    ) -> OpenAPISchema:
        schema = super().get_openapi_schema(path_prefix=path_prefix, path_params=path_params)
        with_common_responses(schema)
        return schema


api = RentalSearchApi(
    title="Rental search API",
    version="1.0",
    description="Search real Airbnb listings by filters and free text, chat with the agent, "
    "and manage what the app remembers about you. Requests that carry your visitor cookie and "
    "change something need the csrftoken cookie's value in an X-CSRFToken header "
    "(GET /api/csrf returns it).",
    parser=JsonBodyParser(),
    docs=CsrfSwagger(),
)
api.add_router("/", rentals_router)
api.add_router("/", memory_router)
api.add_router("/", memories_router)
api.add_router("/", chat_router)
api.add_router("/", booth_router)
api.add_decorator(refuse_undeclared_parameters, mode="view")


@api.exception_handler(DatabaseUnavailable)
@api.exception_handler(PyMongoError)
def database_unavailable(request: HttpRequest, error: Exception) -> HttpResponse:
    if not is_unreachable_error(error):
        raise error  # a bug: Django's 500, logged with its traceback
    return unavailable_response(request, as_unavailable(error))


@api.exception_handler(HttpError)
def http_error(request: HttpRequest, error: HttpError) -> HttpResponse:
    # The body parser's refusals reach here wrapped in a generic "cannot parse" 400.
    cause = error.__cause__
    if isinstance(cause, UnsupportedMediaType):
        return api.create_response(request, {"detail": str(cause)}, status=415)
    if isinstance(cause, InvalidText):
        detail = [{"field": cause.field, "message": str(cause)}]
        return api.create_response(request, {"detail": detail}, status=422)
    response = api.create_response(request, {"detail": str(error)}, status=error.status_code)
    if error.status_code == 503:
        # Every 503 of the API says when to try again.
        response["Retry-After"] = str(RETRY_AFTER_S)
    return response


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
def health(request: HttpRequest, response: HttpResponse) -> Status:
    report = health_report()
    if report["status"] == "ok":
        return Status(200, report)
    response["Retry-After"] = str(RETRY_AFTER_S)
    return Status(503, report)


class CsrfTokenOut(Schema):
    csrf_token: str


@api.get("/csrf", response=CsrfTokenOut, tags=["status"], summary="A CSRF token for your writes")
def csrf_token(request: HttpRequest) -> CsrfTokenOut:
    """Also sets the csrftoken cookie; send the token back in an X-CSRFToken header."""
    return CsrfTokenOut(csrf_token=get_token(request))
