"""Browse pages."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

from rentals.repository import listings


def home(request: HttpRequest) -> HttpResponse:
    top = list(listings().find({}, {"name": 1, "price": 1, "currency": 1, "address": 1, "images": 1}).limit(24))
    return render(request, "rentals/home.html", {"listings": top})
