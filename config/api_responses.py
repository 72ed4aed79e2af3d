"""The answers every API operation can give besides its own, written into the OpenAPI schema.

Some refusals come from the layers in front of the endpoints, not from the endpoints: the query
check (``config.api_query``), the body parser, the size limit, the CSRF check, the erased-visitor
check and the outage guard. Each is described here once, for the operations it can reach, so
the schema lists every status a client can receive; an endpoint's own description of a status
(the booth's 403 for a wrong PIN) is kept, and this one's added to its text.
"""

from __future__ import annotations

from http import HTTPStatus
from typing import Any

from config.middleware import RETRY_AFTER_S

ERROR_NAME = "ErrorMessage"
VALIDATION_NAME = "ValidationErrors"
ERROR_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {"detail": {"type": "string"}},
    "required": ["detail"],
}
VALIDATION_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "detail": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {
                    "field": {"type": "string", "description": "The parameter or body field."},
                    "message": {"type": "string", "description": "What is wrong, in words."},
                },
                "required": ["field", "message"],
            },
        }
    },
    "required": ["detail"],
}
RETRY_AFTER_HEADER: dict[str, Any] = {
    "description": "Seconds to wait before sending the request again.",
    "required": True,
    "schema": {"type": "integer", "minimum": 0},
}
_UNSAFE_METHODS = frozenset({"post", "put", "patch", "delete"})


def _answer(description: str, schema_name: str) -> dict[str, Any]:
    reference = {"$ref": f"#/components/schemas/{schema_name}"}
    return {"description": description, "content": {"application/json": {"schema": reference}}}


_EVERY_OPERATION = {
    "422": _answer(
        "A query parameter or body field is invalid, unknown, repeated or too long; `detail` "
        "names each one and says what is wrong.",
        VALIDATION_NAME,
    ),
    "503": _answer(
        f"The database is unreachable, or the app has no room for the request yet: send it "
        f"again after Retry-After seconds (about {RETRY_AFTER_S}).",
        ERROR_NAME,
    ),
}
_UNSAFE_OPERATION = {
    "403": _answer(
        "CSRF check failed: a request that carries your visitor cookie needs the csrftoken "
        "cookie's value in an X-CSRFToken header (GET /api/csrf returns it).",
        ERROR_NAME,
    ),
    "410": _answer(
        "You deleted your data (in another tab, say): nothing was changed, and the response "
        "sets a new visitor cookie.",
        ERROR_NAME,
    ),
}
_OPERATION_WITH_BODY = {
    "400": _answer("The body is not valid JSON.", ERROR_NAME),
    "413": _answer("The body is larger than the app accepts (REQUEST_MAX_BYTES).", ERROR_NAME),
    "415": _answer("The body is not sent as JSON (Content-Type: application/json).", ERROR_NAME),
}


def with_common_responses(schema: dict[str, Any]) -> dict[str, Any]:
    """``schema`` (an OpenAPI document) with the shared answers added to every operation."""
    components = schema.setdefault("components", {}).setdefault("schemas", {})
    components[ERROR_NAME] = ERROR_SCHEMA
    components[VALIDATION_NAME] = VALIDATION_SCHEMA
    for operations in schema["paths"].values():
        for method, operation in operations.items():
            responses = _by_status_text(operation["responses"])
            common = dict(_EVERY_OPERATION)
            if method in _UNSAFE_METHODS:
                common |= _UNSAFE_OPERATION
            if "requestBody" in operation:
                common |= _OPERATION_WITH_BODY
            for status, answer in common.items():
                _add(responses, status, answer)
            for status in ("429", "503"):
                if status in responses:
                    responses[status].setdefault("headers", {})["Retry-After"] = RETRY_AFTER_HEADER
            operation["responses"] = dict(sorted(responses.items()))
    return schema


def _by_status_text(responses: dict[int | str, Any]) -> dict[str, Any]:
    """Ninja keys an endpoint's statuses by number and its ``openapi_extra`` by text; JSON has
    only text, so both halves of one status are merged under it."""
    merged: dict[str, Any] = {}
    for status, answer in responses.items():
        merged.setdefault(str(status), {}).update(answer)
    return merged


def _add(responses: dict[str, Any], status: str, answer: dict[str, Any]) -> None:
    own = responses.get(status)
    if own is None:
        responses[status] = {**answer}
    elif own.get("description") in ("", HTTPStatus(int(status)).phrase):
        own["description"] = answer["description"]
    elif own["description"] != answer["description"]:
        own["description"] = f"{own['description']} Also: {answer['description']}"
