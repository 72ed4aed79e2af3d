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
from memory.identity import start_new_visitor

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
        return render(request, TEMPLATE, {"available": True, "error": str(error)}, status=403)
    except HostResetLocked as error:
        page = render(request, TEMPLATE, {"available": True, "error": str(error)}, status=429)
        page["Retry-After"] = str(error.retry_after_s)
        return page
    response = render(request, TEMPLATE, {"available": True, "erased": erased})
    # This browser's visitor was erased with everyone else: it goes on as a new one.
    start_new_visitor(request, response)
    return response


def _unavailable(request: HttpRequest) -> HttpResponse:
    context = {"available": False, "error": str(HostResetUnavailable())}
    return render(request, TEMPLATE, context, status=404)
