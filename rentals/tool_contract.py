"""What the agent's rental tools and the models that call them agree on.

The tools run in ``chat``; the offline model sits below ``chat`` and calls the same tools, so
the names, the ``filters`` argument and the way a failed call reads live here, under both.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from language.vocabulary import AMENITIES, PROPERTY_TYPES, ROOM_TYPES
from rentals.filters import SearchFilters

SEARCH_RENTALS = "searchRentals"
GET_SAVED_RENTALS = "getSavedRentals"
GET_RENTAL_DETAILS = "getRentalDetails"
LIST_MARKETS = "listMarkets"
GET_SEARCH_RESULTS = "getSearchResults"

# A failed call's output: "<tool> could not run: <reason> <advice for the model>".
COULD_NOT_RUN = " could not run: "
FIX_ARGUMENTS = "Fix the arguments and call it again, or answer without it."
DO_NOT_RETRY = "Tell the visitor briefly and do not call it again this turn."


class FilterArgs(BaseModel):
    """The filters a search can apply; null or absent means "any"."""

    model_config = ConfigDict(extra="forbid")

    location: str | None = Field(default=None, description="A market name, e.g. Porto or New York.")
    country: str | None = Field(
        default=None, description="A country, only when the visitor names a country and no market."
    )
    min_price: float | None = Field(
        default=None, description="Nightly price floor, local currency."
    )
    max_price: float | None = Field(
        default=None, description="Nightly price ceiling, local currency."
    )
    min_bedrooms: int | None = None
    min_accommodates: int | None = Field(default=None, description="How many guests must fit.")
    property_type: str | None = Field(
        default=None, description=f"One of: {', '.join(PROPERTY_TYPES)}."
    )
    room_type: str | None = Field(default=None, description=f"One of: {', '.join(ROOM_TYPES)}.")
    superhost_only: bool | None = None
    amenities: list[str] | None = Field(
        default=None, description=f"All required. Known amenities: {', '.join(AMENITIES)}."
    )
    min_rating: float | None = Field(default=None, description="Stars, 0 to 5.")

    def to_search_filters(self) -> SearchFilters:
        """The canonical filters ("Rio" becomes "Rio De Janeiro"); raises ValidationError."""
        given = {name: value for name, value in self.model_dump().items() if value is not None}
        return SearchFilters.model_validate(given)


def failure_output(name: str, reason: str, advice: str) -> str:
    """The output of a call that failed: what went wrong, then what the model should do."""
    return f"{name}{COULD_NOT_RUN}{reason} {advice}"


def failure_reason(output: str) -> str:
    """What went wrong, from a failed call's output, without the tool's name or the advice meant
    for the model: the part a visitor may read."""
    _, found, reason = output.partition(COULD_NOT_RUN)
    if not found:
        return output
    for advice in (FIX_ARGUMENTS, DO_NOT_RETRY):
        reason = reason.removesuffix(advice)
    return reason.strip()
