"""A request body past ``REQUEST_MAX_BYTES`` is refused with a 413 before anything reads it.

No request the app serves needs more than a few kilobytes (a chat message is at most 2,000
characters, a filter form 30 amenities), so a bigger body is answered at once and costs nothing:
JSON on the API, a short page elsewhere. A body sent without a Content-Length (chunked) is
measured instead (``DATA_UPLOAD_MAX_MEMORY_SIZE``, the same limit): the ASGI server has already
received it.
"""

from __future__ import annotations

from django.conf import settings
from django.core.exceptions import RequestDataTooBig
from django.http import HttpRequest, HttpResponse, HttpResponseBase, JsonResponse

from config.event_loop import EventLoopMiddlewareMixin


def too_large_response(request: HttpRequest) -> HttpResponse:
    detail = (
        f"The request body is larger than the {settings.REQUEST_MAX_BYTES:,} bytes this app "
        "accepts."
    )
    if request.path.startswith("/api/"):
        return JsonResponse({"detail": detail}, status=413)
    return HttpResponse(detail, status=413, content_type="text/plain; charset=utf-8")


class RequestSizeMiddleware(EventLoopMiddlewareMixin):
    def process_request(self, request: HttpRequest) -> HttpResponseBase | None:
        declared = request.META.get("CONTENT_LENGTH")
        try:
            if declared and int(declared) > settings.REQUEST_MAX_BYTES:
                return too_large_response(request)
            if not declared:
                # Django measures the received body against the same limit.
                request.body  # noqa: B018
        except RequestDataTooBig:
            return too_large_response(request)
        except ValueError:
            pass  # the ASGI server refuses a malformed Content-Length before Django
        return None
