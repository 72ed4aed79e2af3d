"""Memory pages: the saved rentals page, the save button's endpoint and "New visitor"."""

from __future__ import annotations

from django.conf import settings
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST
from django_htmx.http import HttpResponseClientRedirect

from infra.same_site import same_site_url
from language.page_language import preferred_language
from memory.erasure import erase_visitor
from memory.identity import current_visitor_id, start_new_visitor
from memory.saved import (
    UnknownRental,
    is_saved,
    rental_name,
    save_rental,
    saved_listings,
    unsave_rental,
)
from memory.saved_page import compared_stays, saved_cards


@require_POST
def new_visitor(request: HttpRequest) -> HttpResponse:
    """Start a fresh identity on a shared device and go back to the home page. At a demo booth
    the previous visitor's data is erased first (as by "delete my data"): the kiosk keeps
    nothing of them."""
    if settings.BOOTH_MODE:
        erase_visitor(current_visitor_id(request))
    home = reverse("rentals:home")
    response = HttpResponseClientRedirect(home) if request.htmx else redirect(home)
    start_new_visitor(request, response)
    return response


@require_GET
def saved_page(request: HttpRequest) -> HttpResponse:
    """The visitor's saved stays, when each was saved, and a comparison of them."""
    saved = saved_listings(current_visitor_id(request))
    language = preferred_language(request.headers.get("Accept-Language", ""))
    context = {
        "saved_listings": saved,
        "saved_cards": saved_cards(saved, language),
        "compared_stays": compared_stays(saved, language),
    }
    return render(request, "memory/saved.html", context)


@require_POST
def toggle_saved(request: HttpRequest, rental_id: str) -> HttpResponse:
    """Save or unsave a listing; htmx gets the updated button, a plain form post a redirect.

    The button posts the state it asks for (``action=save`` or ``unsave``), so a double click
    or a second tab cannot flip it back; without ``action`` the current state is toggled.
    """
    visitor_id = current_visitor_id(request)
    action = request.POST.get("action")
    if action not in ("save", "unsave"):
        action = "unsave" if is_saved(visitor_id, rental_id) else "save"
    should_save = action == "save"
    if should_save:
        try:
            save_rental(visitor_id, rental_id)
        except UnknownRental:
            raise Http404("No such rental.") from None
    else:
        unsave_rental(visitor_id, rental_id)
    next_url = _safe_next_url(request)
    if request.htmx:
        context = {
            "rental_id": rental_id,
            "rental_name": rental_name(rental_id),
            "saved": should_save,
            "next_url": next_url,
        }
        return render(request, "memory/_save_button.html", context)
    return redirect(next_url)


def _safe_next_url(request: HttpRequest) -> str:
    """Where the visitor came from, if it is on this site; the saved page otherwise."""
    for candidate in (request.POST.get("next"), request.headers.get("Referer")):
        if same := same_site_url(request, candidate):
            return same
    return reverse("memory:saved")
