"""What the agent's rental tools and the models that call them agree on.

The tools run in ``chat``; the offline model sits below ``chat`` and calls the same tools, so
the names, the ``filters`` argument and the way a failed call reads live here, under both.
"""

from __future__ import annotations

from dataclasses import dataclass

from pydantic import BaseModel, ConfigDict, Field

from language.vocabulary import AMENITIES, PROPERTY_TYPES, ROOM_TYPES
from rentals.filters import SearchFilters

SEARCH_RENTALS = "searchRentals"
GET_SAVED_RENTALS = "getSavedRentals"
GET_RENTAL_DETAILS = "getRentalDetails"
LIST_MARKETS = "listMarkets"
GET_SEARCH_RESULTS = "getSearchResults"

# What a failed call's output tells the model to do next.
FIX_ARGUMENTS = "Fix the arguments and call it again, or answer without it."
DO_NOT_RETRY = "Tell the visitor briefly and do not call it again this turn."
TOOL_ADVICE = (FIX_ARGUMENTS, DO_NOT_RETRY)
_COULD_NOT_RUN = " could not run: "


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
    near: str | None = Field(
        default=None,
        description="A place inside a market the visitor wants to be near: a beach, landmark, "
        "station or neighbourhood, e.g. Bondi Beach, Ribeira, Copacabana.",
    )
    within_km: float | None = Field(
        default=None,
        description='How far from near, in km, when the visitor says so ("walking distance" is '
        "about 1); otherwise null for the place's own radius.",
    )
    bbox: list[float] | None = Field(
        default=None,
        description="The map area the visitor searches: [west, south, east, north] in degrees; "
        "keep the page's, never invent one.",
    )

    def to_search_filters(self) -> SearchFilters:
        """The canonical filters ("Rio" becomes "Rio De Janeiro"); raises ValidationError."""
        given = {name: value for name, value in self.model_dump().items() if value is not None}
        return SearchFilters.model_validate(given)


@dataclass(frozen=True)
class ToolFailure:
    """A tool call that could not run, as its output tells the model: which tool, what went
    wrong (the part a visitor may read) and what the model should do next.

    The output is text (the model reads it, and the SDK hands it back to the offline model as
    text), so this type writes it and reads it back, and no other module knows its format.
    """

    tool: str
    reason: str
    advice: str = ""

    def output(self) -> str:
        return f"{self.tool}{_COULD_NOT_RUN}{self.reason} {self.advice}".rstrip()

    @classmethod
    def from_output(cls, output: str) -> ToolFailure | None:
        """The failure a tool output reports; None for the output of a call that ran."""
        tool, found, rest = output.partition(_COULD_NOT_RUN)
        if not found:
            return None
        for advice in TOOL_ADVICE:
            if rest.endswith(advice):
                return cls(tool, rest.removesuffix(advice).strip(), advice)
        return cls(tool, rest.strip())


def failure_reason(output: str) -> str:
    """What went wrong, from a tool's output, without the tool's name or the advice meant for the
    model: the part a visitor may read (the whole output when the call ran)."""
    failure = ToolFailure.from_output(output)
    return output if failure is None else failure.reason
