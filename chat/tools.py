"""The agent's tools: search listings, read one, list the visitor's saved ones and the markets.

Each tool takes the visitor id from the run context, never from its arguments, validates and
clamps its arguments, records what it did in the context (the page sync reads those records) and
logs the visitor's activity. Results are concise JSON; listing text is returned as data under
``listing_text`` so the instructions can tell the model it is untrusted.

A bad argument never crashes the turn: ``tool_error`` turns it into a short message saying what
to fix, which the model reads as the tool's output and can act on.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from typing import Any

from agents import FunctionTool, RunContextWrapper, function_tool
from agents.exceptions import ModelBehaviorError
from agents.function_schema import function_schema
from agents.tool_context import ToolContext
from pydantic import BaseModel, ValidationError

from chat.search_checks import checked_search
from memory.conversations import get_conversation
from memory.saved import list_saved
from memory.turn_context import ChatContext, SearchRecord, ToolCallRecord
from offline_assistant.replies import describe_filters
from offline_assistant.reply_language import Language
from offline_assistant.wording import WORDING
from rentals.filters import format_number
from rentals.search.closest import closest_matches, farther_note
from rentals.search.results import RentalResult, SortOrder
from rentals.search.service import get_rental, list_markets, search_rentals
from rentals.tool_contract import (
    DO_NOT_RETRY,
    FIX_ARGUMENTS,
    GET_RENTAL_DETAILS,
    GET_SAVED_RENTALS,
    GET_SEARCH_RESULTS,
    LIST_MARKETS,
    SEARCH_RENTALS,
    FilterArgs,
    ToolFailure,
)

logger = logging.getLogger(__name__)

MIN_RESULTS, MAX_RESULTS = 1, 10
MAX_SAVED = 20
MAX_ID_LENGTH = 64
# Enough of each text field to answer "is it close to the beach?", short enough to keep the
# model's input small.
LISTING_TEXT_CHARS = 1200
# Each of up to ten results at once gets less: enough for a sentence or two per field.
RESULT_TEXT_CHARS = 400
LISTING_TEXT_FIELDS = ("summary", "space", "description", "neighborhood_overview")


class ToolArgumentError(ValueError):
    """An argument the tool cannot use; the message says what to send instead."""


# --- searchRentals ----------------------------------------------------------------------------


def search_rentals_tool(
    ctx: ToolContext[ChatContext],
    query: str,
    filters: FilterArgs | None,
    limit: int,
    sort: SortOrder | None = None,
) -> str:
    """Search the rental listings by meaning and filters; returns the total and the best matches.

    When nothing matches exactly in a market that has listings, the closest matches are returned
    instead, with ``relaxed`` saying which filters were dropped or widened to find them; when the
    market has no listings at all, ``markets`` lists those that have some.

    Args:
        query: What the visitor wants in their own words, without the filters (e.g. "quiet,
            near the beach"); empty to rank by rating.
        filters: The complete set of filters for this search: start from the page's current
            filters and apply the visitor's changes.
        limit: How many listings to return, 1 to 10.
        sort: "price_asc" (cheapest first), "price_desc", "rating" (best rated first), or null
            for the best matches first.
    """
    # Read with the offline rules against the visitor's message: a model that copies the message
    # ("hi! 2br in nyc in july under $200") adds no noise, and a currency it ignored is converted.
    checked = checked_search(query, filters or FilterArgs(), ctx.context.visitor_message)
    query, search_filters = checked.query, checked.filters
    limit = min(max(limit, MIN_RESULTS), MAX_RESULTS)
    order = sort or "relevance"
    page = search_rentals(query, search_filters, sort=order, limit=limit)
    closest = closest_matches(search_filters) if page.total == 0 else None
    if closest is not None:
        page = search_rentals(query, closest.filters, sort=order, limit=limit)
    search = SearchRecord(
        query=page.query,
        filters=search_filters.active(),
        rental_ids=[result.id for result in page.results],
        total=page.total,
        chips=[*search_filters.describe(), *filter(None, [checked.place_named])],
        sort=order,
        relaxed=[relaxation.to_dict() for relaxation in closest.relaxed] if closest else [],
        place_named=checked.place_named,
    )
    arguments = {"query": search.query, "filters": search.filters, "limit": limit, "sort": sort}
    ctx.context.record(ToolCallRecord(ctx.tool_call_id, SEARCH_RENTALS, arguments, search=search))
    ctx.context.log_activity(
        "search",
        {
            "query": search.query,
            "filters": search.filters,
            "total": search.total,
            "rental_ids": search.rental_ids,
            "source": "chat",
        },
    )
    payload: dict[str, Any] = {
        "total": page.total,
        "searched": " · ".join(search.chips) or "all markets",
        "results": [_result_facts(result) for result in page.results],
    }
    if closest is not None:
        payload["exact_matches"] = 0
        payload["relaxed"] = search.relaxed
        payload["closest_searched"] = " · ".join(closest.filters.describe())
        if any(relaxation.filter == "within_km" for relaxation in closest.relaxed):
            payload["note"] = farther_note(
                search_filters, [result.distance_km for result in page.results]
            )
    elif page.total == 0:
        payload["markets"] = [market.market for market in list_markets()]
    if checked.corrections:
        payload["corrected"] = checked.corrections
    return _json(payload)


def _result_facts(result: RentalResult) -> dict[str, Any]:
    return {
        "id": result.id,
        "name": result.name,
        "price": result.price,
        "currency": result.currency,
        "property_type": result.property_type,
        "room_type": result.room_type,
        "bedrooms": result.bedrooms,
        "guests": result.accommodates,
        "neighbourhood": result.neighbourhood,
        "market": result.market,
        "rating": result.rating,
        "reviews": result.number_of_reviews,
        "superhost": result.superhost,
        "why": result.why,
    } | ({"distance_km": result.distance_km} if result.distance_km is not None else {})


# --- getRentalDetails -------------------------------------------------------------------------


def get_rental_details_tool(ctx: ToolContext[ChatContext], rentalId: str) -> str:
    """The full facts of one listing, its amenities and its own description of the place and
    neighbourhood, to answer questions about it.

    Args:
        rentalId: The listing's id, from search results, saved rentals or the page being viewed.
    """
    rental_id = _rental_id(rentalId)
    listing = get_rental(rental_id)
    if listing is None:
        raise ToolArgumentError(
            f"no listing has the id {rental_id!r}; use an id from searchRentals or "
            "getSavedRentals results."
        )
    ctx.context.record(
        ToolCallRecord(ctx.tool_call_id, GET_RENTAL_DETAILS, {"rentalId": rental_id})
    )
    ctx.context.log_activity("view", {"rental_id": rental_id, "source": "chat"})
    return _json(_listing_details(listing))


def _listing_details(
    listing: dict[str, Any], text_chars: int = LISTING_TEXT_CHARS
) -> dict[str, Any]:
    address = listing.get("address") or {}
    host = listing.get("host") or {}
    texts = {
        name: _shortened(listing.get(name) or "", text_chars)
        for name in LISTING_TEXT_FIELDS
        if listing.get(name)
    }
    return {
        **_listing_facts(listing),
        "beds": listing.get("beds"),
        "bathrooms": listing.get("bathrooms"),
        "minimum_nights": listing.get("minimum_nights"),
        "street": address.get("street") or "",
        "country": address.get("country") or "",
        "host_name": host.get("host_name") or "",
        "amenities": listing.get("amenities") or [],
        "listing_text": texts,
        **_coordinates(address.get("location")),
    }


def _coordinates(location: Any) -> dict[str, float]:
    """``lat`` and ``lon`` of a GeoJSON point, to answer "is it near the beach?" by distance;
    nothing when the listing has no point."""
    coordinates = location.get("coordinates") if isinstance(location, dict) else None
    if not isinstance(coordinates, list) or len(coordinates) != 2:
        return {}
    return {"lat": round(float(coordinates[1]), 5), "lon": round(float(coordinates[0]), 5)}


def _rental_id(value: str) -> str:
    rental_id = value.strip()
    if not 0 < len(rental_id) <= MAX_ID_LENGTH:
        raise ToolArgumentError(
            f"rentalId must be a listing id of 1 to {MAX_ID_LENGTH} characters."
        )
    return rental_id


# --- getSearchResults -------------------------------------------------------------------------


def get_search_results_tool(ctx: ToolContext[ChatContext], position: int | None = None) -> str:
    """The listings the conversation's last search showed, in the order shown, with their
    amenities and their own text: answer questions about the results from them ("which one is
    best for kids?", "does the second one allow pets?") instead of searching again.

    Args:
        position: One result by its place in the list (1 is the first, -1 the last), with its
            text in full; null for all of them.
    """
    shown = last_search_rental_ids(ctx.context)
    ctx.context.record(ToolCallRecord(ctx.tool_call_id, GET_SEARCH_RESULTS, {"position": position}))
    if not shown:
        return _json({"count": 0, "results": []})
    positions = list(range(1, len(shown) + 1))
    if position is not None:
        # A position beyond the results is answered with none: "there is no sixth one".
        in_range = 0 < abs(position) <= len(shown) and position != 0
        positions = [positions[position - 1 if position > 0 else position]] if in_range else []
    text_chars = LISTING_TEXT_CHARS if position is not None else RESULT_TEXT_CHARS
    results = []
    for number in positions:
        listing = get_rental(shown[number - 1])
        if listing is not None:
            results.append({"position": number, **_listing_details(listing, text_chars)})
    return _json({"count": len(shown), "results": results})


def last_search_rental_ids(context: ChatContext) -> list[str]:
    """The ids the conversation's last search showed, this turn's or a stored one."""
    if context.last_search is not None:
        return list(context.last_search.rental_ids)
    conversation = get_conversation(context.visitor_id, context.conversation_id)
    for message in reversed(conversation.messages if conversation else []):
        search = message.metadata.get("search")
        if isinstance(search, dict) and isinstance(search.get("rental_ids"), list):
            return [str(rental_id) for rental_id in search["rental_ids"]][:MAX_RESULTS]
    return []


# --- getSavedRentals --------------------------------------------------------------------------


def get_saved_rentals_tool(ctx: ToolContext[ChatContext], includeDetails: bool) -> str:
    """The listings this visitor saved, newest first, to list or compare them.

    Args:
        includeDetails: Also return amenities and the listing's own description.
    """
    ids = [entry.rental_id for entry in list_saved(ctx.context.visitor_id)][:MAX_SAVED]
    listings = [listing for listing in map(get_rental, ids) if listing is not None]
    describe = _listing_details if includeDetails else _listing_facts
    ctx.context.record(
        ToolCallRecord(ctx.tool_call_id, GET_SAVED_RENTALS, {"includeDetails": includeDetails})
    )
    return _json({"count": len(listings), "saved": [describe(listing) for listing in listings]})


def _listing_facts(listing: dict[str, Any]) -> dict[str, Any]:
    address = listing.get("address") or {}
    rating = (listing.get("review_scores") or {}).get("rating")
    return {
        "id": str(listing["_id"]),
        "name": listing.get("name") or "",
        "price": listing.get("price"),
        "currency": listing.get("currency") or "",
        "price_usd": listing.get("price_usd"),
        "property_type": listing.get("property_type") or "",
        "room_type": listing.get("room_type") or "",
        "bedrooms": listing.get("bedrooms"),
        "guests": listing.get("accommodates"),
        "neighbourhood": address.get("neighbourhood") or "",
        "market": address.get("market") or "",
        "rating": round(rating, 1) if rating is not None else None,
        "reviews": listing.get("number_of_reviews") or 0,
        "superhost": (listing.get("host") or {}).get("host_is_superhost") is True,
    }


# --- listMarkets ------------------------------------------------------------------------------


def list_markets_tool(ctx: ToolContext[ChatContext]) -> str:
    """The markets (cities and regions) that have listings, with their currency and prices."""
    markets = list_markets()
    ctx.context.record(ToolCallRecord(ctx.tool_call_id, LIST_MARKETS, {}))
    return _json(
        {
            "markets": [
                {
                    "market": market.market,
                    "country": market.country,
                    "listings": market.count,
                    "currency": market.currency,
                    "median_price": market.median_price,
                    "price_range": f"{format_number(market.min_price)}–"
                    f"{format_number(market.max_price)}",
                }
                for market in markets
            ]
        }
    )


# --- errors the model can recover from --------------------------------------------------------


def tool_error(ctx: RunContextWrapper[Any], error: Exception) -> str:
    """The tool output for a failed call: what went wrong and what to do, never a traceback."""
    name = getattr(ctx, "tool_name", "the tool")
    reason, advice = _explain(name, getattr(ctx, "tool_arguments", ""), error)
    if isinstance(ctx.context, ChatContext):
        arguments = _parsed_arguments(getattr(ctx, "tool_arguments", ""))
        ctx.context.record(
            ToolCallRecord(getattr(ctx, "tool_call_id", ""), name, arguments, reason)
        )
    return ToolFailure(name, reason, advice).output()


def _explain(name: str, raw_arguments: str, error: Exception) -> tuple[str, str]:
    if isinstance(error, ToolArgumentError):
        return str(error), FIX_ARGUMENTS
    if isinstance(error, ValidationError):
        return _validation_summary(error), FIX_ARGUMENTS
    if isinstance(error, ModelBehaviorError):
        # The SDK rejected the arguments before the tool ran; validating them again here gives
        # the details it redacts from its own message.
        return _argument_problems(name, raw_arguments), FIX_ARGUMENTS
    logger.warning("Tool %s failed", name, exc_info=error)
    return "the rental service had an internal problem.", DO_NOT_RETRY


def _argument_problems(name: str, raw_arguments: str) -> str:
    model = _ARGUMENT_MODELS.get(name)
    try:
        arguments = json.loads(raw_arguments or "{}")
        if model is not None:
            model.model_validate(arguments)
    except json.JSONDecodeError:
        return "the arguments are not valid JSON."
    except ValidationError as error:
        return _validation_summary(error)
    return "the arguments do not match the tool's parameters."


def _validation_summary(error: ValidationError) -> str:
    problems = []
    for item in error.errors(include_url=False):
        field = ".".join(str(part) for part in item["loc"])
        message = item["msg"].removeprefix("Value error, ")
        problems.append(f"{field}: {message}" if field else message)
    return " ".join(problems)


def _parsed_arguments(raw_arguments: str) -> dict[str, Any]:
    try:
        arguments = json.loads(raw_arguments or "{}")
    except json.JSONDecodeError:
        return {}
    return arguments if isinstance(arguments, dict) else {}


# --- what the chat shows while a tool runs ----------------------------------------------------


def tool_label(name: str, raw_arguments: str, language: Language = "en") -> str:
    """ "Searching Porto · under 120 EUR · 2+ bedrooms…" for a call about to run, in
    ``language``."""
    wording = WORDING[language]
    if name == SEARCH_RENTALS:
        arguments = _parsed_arguments(raw_arguments)
        try:
            filters = FilterArgs.model_validate(arguments.get("filters") or {}).to_search_filters()
            parts = describe_filters(filters, language)
        except ValidationError:
            parts = []
        query = " ".join(str(arguments.get("query") or "").split())
        if query:
            parts.append(f"“{_shortened(query, 40)}”")
        if not parts:
            return wording.searching_everything
        return wording.searching.format(search=" · ".join(parts))
    return wording.tool_activity.get(name, wording.working)


# --- helpers and the tool list ----------------------------------------------------------------


def _json(payload: dict[str, Any]) -> str:
    return json.dumps(payload, ensure_ascii=False, separators=(",", ":"))


def _shortened(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    return text[: limit - 1].rsplit(" ", 1)[0] + "…"


_ARGUMENT_MODELS: dict[str, type[BaseModel]] = {}


def _tool(name: str, function: Callable[..., str]) -> FunctionTool:
    _ARGUMENT_MODELS[name] = function_schema(function, name_override=name).params_pydantic_model
    return function_tool(function, name_override=name, failure_error_function=tool_error)


CHAT_TOOLS: list[FunctionTool] = [
    _tool(SEARCH_RENTALS, search_rentals_tool),
    _tool(GET_SAVED_RENTALS, get_saved_rentals_tool),
    _tool(GET_RENTAL_DETAILS, get_rental_details_tool),
    _tool(GET_SEARCH_RESULTS, get_search_results_tool),
    _tool(LIST_MARKETS, list_markets_tool),
]
