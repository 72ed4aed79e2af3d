"""A message that searches and also asks about the listings shown: the search part applies, and
an amenity named only in the question ("under 45 dollars. Is breakfast included?") is asked
about, not required."""

from __future__ import annotations

import pytest

from tests.understanding_helpers import turns


@pytest.mark.parametrize(
    "message",
    [
        "the room must be less than 45 dollars per night please. Kindly, is breakfast included?",
        "under 45 dollars. Does it have parking?",
    ],
)
def test_an_amenity_asked_of_the_listings_beside_a_budget_is_no_requirement(message: str) -> None:
    filters = turns("a room in Istanbul near Şişli", message).filters
    assert filters["max_price"] > 1000  # 45 US dollars in lira
    assert "amenities" not in filters


def test_an_amenity_asked_for_beside_a_budget_is_still_a_requirement() -> None:
    filters = turns("a room in Istanbul", "under 45 dollars, with parking. Is it central?").filters
    assert filters["amenities"] == ["Free parking on premises"]


@pytest.mark.parametrize(
    ("messages", "wanted"),
    [
        (
            ("is there parking in Brooklyn? we need it for our car, under 200",),
            "Free parking on premises",
        ),
        (("Maui for 4", "is there wifi? I need to work from the condo every morning"), "Wifi"),
    ],
)
def test_an_amenity_asked_about_with_a_need_said_is_required(
    messages: tuple[str, ...], wanted: str
) -> None:
    assert wanted in turns(*messages).filters["amenities"]
