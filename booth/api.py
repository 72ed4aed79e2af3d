"""``POST /api/booth/reset``: the booth host's "reset everything", for a script or a terminal."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from ninja import Router, Schema, Status
from pydantic import ConfigDict, Field

from booth.host_reset import (
    PIN_MAX_CHARS,
    HostResetLocked,
    HostResetUnavailable,
    WrongHostPin,
    reset_everything,
)
from memory.identity import start_new_visitor

router = Router(tags=["booth"])


class HostResetIn(Schema):
    # A field the API does not know (`visitor_id`, `_id`, `$set`) is refused, never ignored.
    model_config = ConfigDict(extra="forbid")

    pin: str = Field(max_length=PIN_MAX_CHARS)


class ResetOut(Schema):
    deleted: dict[str, int]  # every visitor's memories, conversations, saved rentals, activity


class ErrorOut(Schema):
    detail: str


@router.post(
    "/booth/reset",
    response={200: ResetOut, 403: ErrorOut, 404: ErrorOut, 429: ErrorOut},
    summary="Erase every visitor's data (listings stay): a booth host's reset, with the PIN",
    openapi_extra={
        "responses": {
            "403": {"description": "The PIN is wrong."},
            "404": {"description": "Booth mode is off: no BOOTH_HOST_PIN is set."},
            "429": {
                "description": "Too many wrong PINs lately: try again after Retry-After seconds."
            },
        }
    },
)
def reset(
    request: HttpRequest, response: HttpResponse, body: HostResetIn
) -> ResetOut | Status[ErrorOut]:
    try:
        erased = reset_everything(body.pin)
    except HostResetUnavailable as error:
        return Status(404, ErrorOut(detail=str(error)))
    except WrongHostPin as error:
        return Status(403, ErrorOut(detail=str(error)))
    except HostResetLocked as error:
        response["Retry-After"] = str(error.retry_after_s)
        return Status(429, ErrorOut(detail=str(error)))
    start_new_visitor(request, response)
    return ResetOut(deleted=erased.to_dict())
