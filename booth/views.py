"""The booth host's page: "reset everything" behind the host's PIN."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_GET, require_POST

from booth.host_reset import (
    HostResetLocked,
    HostResetUnavailable,
    WrongHostPin,
    host_reset_available,
    reset_everything,
)
from language.interface_text import text
from memory.identity import start_new_visitor
from rentals.page_text import request_language

TEMPLATE = "booth/host.html"


@require_GET
def host_page(request: HttpRequest) -> HttpResponse:
    if not host_reset_available():
        return _unavailable(request)
    return render(request, TEMPLATE, {"available": True})


@require_POST
def host_reset(request: HttpRequest) -> HttpResponse:
    try:
        erased = reset_everything(request.POST.get("pin", ""))
    except HostResetUnavailable:
        return _unavailable(request)
    except WrongHostPin as error:
        wrong = text(
            "booth.wrong_pin",
            request_language(request),
            error.tries_left,
            minutes=error.lockout_minutes,
        )
        return render(request, TEMPLATE, {"available": True, "error": wrong}, status=403)
    except HostResetLocked as error:
        locked = text("booth.locked", request_language(request), error.minutes)
        page = render(request, TEMPLATE, {"available": True, "error": locked}, status=429)
        page["Retry-After"] = str(error.retry_after_s)
        return page
    response = render(request, TEMPLATE, {"available": True, "erased": erased})
    # This browser's visitor was erased with everyone else: it goes on as a new one.
    start_new_visitor(request, response)
    return response


def _unavailable(request: HttpRequest) -> HttpResponse:
    context = {"available": False, "error": text("booth.no_host_reset", request_language(request))}
    return render(request, TEMPLATE, context, status=404)
