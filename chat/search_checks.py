"""The offline understanding checks the search a language model asks for.

A model reads the visitor well but slips in ways the offline rules do not: it copies "under 50
dollars" in Rio as a ceiling of 50 in the market's currency, it copies filler into the query, and
it passes a place name the map does not know ("Manhattan"). Before ``searchRentals`` runs, its
arguments are read against the visitor's own message with the same rules the offline model uses:

- an amount the visitor said in another currency, sent unconverted, is converted into the
  market's currency ("50 USD is about 275 BRL");
- the query keeps only words a listing could say (``stay_words``);
- a ``near`` outside the gazetteer is read as the offline parser reads it: a place it knows
  becomes that place, a part of a market without a centre on the map ("Manhattan") or a place
  in the market the map lacks ("Sai Ying Pun") searches the market with the listings that
  mention it first, and a likely misspelling or a place in no market is left to fail
  validation with a message the model can act on (with the closest known name).

Every correction is said in the tool's output, so the model tells the visitor what was searched.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from language import parse_utterance, stay_words
from language.dialog import convert_price
from language.money import has_rate, market_code
from language.places import place_by_name, place_on_the_map
from language.vocabulary import MARKETS_BY_NAME
from rentals.filters import SearchFilters, format_number, misspelt_place
from rentals.tool_contract import FilterArgs

PRICE_BOUNDS = ("min_price", "max_price")


@dataclass
class CheckedSearch:
    """The search to run, and what was changed from the model's arguments (told to the model)."""

    query: str
    filters: SearchFilters
    corrections: list[str] = field(default_factory=list)
    # The place asked for that the map has no centre for, as named: searched for by its words.
    place_named: str = ""


def checked_search(query: str, filters: FilterArgs, visitor_message: str) -> CheckedSearch:
    """The model's ``searchRentals`` arguments as the offline rules read them; raises
    ``ValidationError`` for filters no rule can make sense of."""
    corrections: list[str] = []
    filters, mentioned = _place_read(filters, corrections)
    query = " ".join(part for part in (stay_words(query), mentioned) if part)
    checked = CheckedSearch(query, filters.to_search_filters(), corrections, mentioned)
    _convert_named_currency(checked, visitor_message)
    return checked


def _place_read(filters: FilterArgs, corrections: list[str]) -> tuple[FilterArgs, str]:
    """``near`` as the offline parser understands the name, when the map does not know it, and
    the name to look for in the listings' text when the map has no centre for it: a part of a
    market ("Manhattan"), or a place in the market the map lacks and no misspelling of one it
    has ("Sai Ying Pun")."""
    name = (filters.near or "").strip()
    market = _market(filters.location)
    if not name or place_on_the_map(name, market):
        return filters, ""
    named = parse_utterance(f"near {name}").near
    candidates = [place for place in named if market in (None, place.market)]
    if len(candidates) > 1 or not (candidates or (market and not misspelt_place(name))):
        return filters, ""  # ambiguous or misspelt: validation says so, with suggestions
    if candidates:
        [place] = candidates
        if place_by_name(place.name) is not None:
            corrections.append(f"near: '{name}' is {place.name} ({place.market}).")
            return filters.model_copy(update={"near": place.name, "location": place.market}), ""
        name, market = place.name, place.market
    corrections.append(
        f"near: {name} has no centre on the map; searched all of {market}, the listings that "
        f"mention {name} first."
    )
    located = filters.model_copy(update={"near": None, "within_km": None, "location": market})
    return located, name


def _market(location: str | None) -> str | None:
    """The canonical market of a location as a model wrote it ("rio"), if it names one."""
    if not location:
        return None
    try:
        return SearchFilters(location=location).location
    except ValueError:
        return None


def _convert_named_currency(checked: CheckedSearch, visitor_message: str) -> None:
    """A nightly price the visitor named in another currency, which the model sent as the same
    number in the market's currency, becomes that price in the market's currency."""
    market = MARKETS_BY_NAME.get(checked.filters.location or "")
    if market is None or not visitor_message:
        return
    parsed = parse_utterance(visitor_message)
    reading = parsed.money
    if reading is None or not reading.currency or reading.basis != "night":
        return
    said_in = market_code(reading.currency, market.currency)
    if said_in == market.currency or not has_rate(said_in):
        return
    converted: dict[str, float] = {}
    for bound in PRICE_BOUNDS:
        sent = getattr(checked.filters, bound)
        said = parsed.settings.get(bound)
        if sent is not None and said is not None and float(sent) == float(said):
            converted[bound] = convert_price(float(said), said_in, market.currency)
            checked.corrections.append(
                f"{bound}: the visitor said {format_number(said)} {said_in}, about "
                f"{format_number(converted[bound])} {market.currency} in {market.name}; "
                f"searched in {market.currency}."
            )
    if converted:
        checked.filters = SearchFilters.model_validate(checked.filters.active() | converted)
