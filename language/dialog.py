"""The search a visitor is building across turns, and how each new utterance changes it.

A turn is one of three kinds:

* a search turn either refines the active search ("only superhosts", "what about Porto
  instead?", "forget the budget", "cheapest first") and keeps everything it does not touch, or
  starts a new one ("new search: ...", or a complete request of its own such as "castle in
  Porto for 20 people") and keeps nothing: no filter, no order, no words of the old query;
* a question about the results on screen ("which one is best for kids?", "does the first one
  allow pets?") and
* small talk ("thanks!") change nothing, and no search should run.

When the market changes to one with another currency, a carried budget is converted at the
reference rates; the turn reports each conversion so the reply can say so.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from language import lexicon
from language.districts import lies_within
from language.listing_names import named_listing
from language.money import MoneyReading, market_code, nights_share
from language.parser import PLAUSIBLE_COUNTS, ParsedUtterance, normalise, parse_utterance
from language.place_names import NamedPlace, is_of_kind
from language.places import place_on_the_map
from language.vocabulary import MARKETS, MARKETS_BY_NAME, USD_PER_UNIT

PLACE_KEYS = ("location", "country")
PRICE_KEYS = ("min_price", "max_price")
SORT_ORDERS = ("price_asc", "price_desc", "rating")
TurnKind = Literal["search", "results_question", "small_talk"]
# A search left behind: its filters, its order and its semantic query.
EarlierSearch = tuple[dict[str, Any], str | None, str]
# The filters a bare number can adjust ("make it 4"), with the values that make sense for each.
NUMBER_KEYS = ("min_bedrooms", "min_accommodates", "min_price", "max_price", "min_rating")
# "1500 reais … no máximo duas" (two to a bed): a lone number under a tenth of the price in force
# speaks of something else ("max 8 dollars lol" … "make it 9" still moves it)
_FAR_SMALLER_PRICE = 10


@dataclass(frozen=True)
class BudgetConversion:
    """A carried price moved into the new market's currency: 120 EUR is about 720 BRL."""

    key: str  # "min_price" or "max_price"
    amount: float
    currency: str
    converted_amount: float
    converted_currency: str


@dataclass
class TurnIntent:
    """What one visitor turn means for the search.

    ``kind`` is "search", "results_question" or "small_talk". For the last two nothing changes
    (``filters``, ``sort`` and ``search_query`` are those before the turn, ``changed`` and
    ``removed`` are empty) and no search should run: the answer comes from the results already
    shown. Only a party said as all there is ("so 3 of us. Does the first one have room?") is
    taken into ``filters`` for the searches after. ``subject`` is the listing a results question
    points at: a 0-based position in those results ("the first one" = 0, "the second" = 1, "the
    last one" = -1), a quoted listing name, or None ("it", "which one").

    ``filters`` is the complete set of active filters after the turn and ``sort`` the order of
    the results ("price_asc", "price_desc", "rating"; None is relevance). ``changed`` holds the
    keys that were added or got a new value, ``removed`` the keys that were active before and are
    not any more ("sort" among them when the order changed). ``query`` holds this turn's words
    that carry no filter (on a search turn, those a listing's text could say; on a question, every
    word it asks about); ``search_query`` is the semantic query to search with after the turn
    (the current request's descriptive words, plus those refinements added). ``mentioned`` is what
    the turn itself names as filters, whatever its kind ("does the first one allow pets?" names
    Pets allowed). ``conversions`` lists the carried prices converted into a new market's
    currency. ``reset`` says the turn started a new search. ``lifted`` and ``lifted_amenities``
    are the filters the turn itself takes away ("any budget", "the dog stays home"), whether or
    not they were active: a preference remembered from another conversation stays away too.
    """

    filters: dict[str, Any]
    changed: set[str] = field(default_factory=set)
    removed: set[str] = field(default_factory=set)
    query: str = ""
    reset: bool = False
    unknown_places: list[str] = field(default_factory=list)
    currency: str | None = None
    kind: TurnKind = "search"
    sort: str | None = None
    search_query: str = ""
    mentioned: dict[str, Any] = field(default_factory=dict)
    conversions: list[BudgetConversion] = field(default_factory=list)
    subject: int | str | None = None
    lifted: set[str] = field(default_factory=set)
    lifted_amenities: list[str] = field(default_factory=list)

    @property
    def runs_search(self) -> bool:
        return self.kind == "search"


class SearchIntentState:
    """The active filters, order and semantic query of one conversation, updated turn by turn."""

    def __init__(
        self,
        filters: dict[str, Any] | None = None,
        *,
        query: str = "",
        sort: str | None = None,
        earlier: Sequence[str] = (),
        earlier_searches: Sequence[EarlierSearch] = (),
        last_trip: dict[str, Any] | None = None,
    ) -> None:
        """A new conversation's state, or one resumed from its active ``filters``, ``query``
        and ``sort``; ``earlier`` are a resumed conversation's utterances so far, oldest first,
        read only when a lone number needs the filter it adjusts ("actually, make it 4");
        ``earlier_searches`` the searches before the active one, oldest first, that "go back to
        the Antwerp ones" returns to; ``last_trip`` the filters of the visitor's previous
        conversation's last search, which only "same budget as last time" takes from."""
        self._filters = _copy_filters(filters or {})
        self._query = query
        self._sort = sort if sort in SORT_ORDERS else None
        self._earlier = earlier
        # The utterance before this one, for a question that only continues it ("does the
        # second have a lift? and AC?").
        self._previous = earlier[-1] if earlier else ""
        self._last_number_key: str | None = None
        # The stay's nights and the currency of the last price said, for the prices after.
        self._nights: int | None = None
        self._price_currency: str | None = None
        # The amount and basis of the last budget said for a longer span ("4000 for the month").
        self._span_budget: tuple[float, MoneyReading] | None = None
        # The places the trip is for, named so far ("a game at the Camp Nou"): the latest turn's
        # first, and in a turn the first named ("the fair at the HKCEC in Wan Chai").
        self._venues: list[NamedPlace] = []
        # Every search this conversation held, oldest first: (filters, sort, query).
        self._history: list[EarlierSearch] = [
            (_copy_filters(filters), sort, query) for filters, sort, query in earlier_searches
        ][-_HISTORY_KEPT:]
        self._last_trip = _copy_filters(last_trip or {})

    @property
    def filters(self) -> dict[str, Any]:
        return _copy_filters(self._filters)

    @property
    def query(self) -> str:
        """The semantic words still in force: kept across refinements, dropped on a new search."""
        return self._query

    @property
    def sort(self) -> str | None:
        return self._sort

    def apply(self, utterance: str, *, shown: Sequence[str] = ()) -> TurnIntent:
        """What ``utterance`` does to the search; ``shown`` are the names of the listings on
        screen, in order, so that a question can name one ("does Ribeira Charming Duplex allow
        pets?")."""
        previous, self._previous = self._previous, utterance
        if _continues_a_question(utterance, previous, self._filters):
            parsed = parse_utterance(utterance)
            return self._unchanged(
                parsed, "results_question", subject=parse_utterance(previous).subject
            )
        return self._apply(utterance, shown)

    def _apply(self, utterance: str, shown: Sequence[str]) -> TurnIntent:
        named = _asked_about_by_name(utterance, shown)
        if named is not None:
            index, rest = named
            return self._unchanged(rest, "results_question", subject=index)
        parsed = parse_utterance(utterance)
        if parsed.settles and (
            not parsed.near or parsed.subject is not None or parsed.about_one_shown
        ):
            # "me quedo con el segundo", "la primera de Ipanema", "ficamos com o de Gaia": a
            # listing shown is picked
            parsed.goes_back = False
        if parsed.goes_back and (earlier := self._earlier_search(parsed)) is not None:
            return self._restore(parsed, earlier)
        _keep_market_within_country(parsed, self._filters)
        _harbour_of_the_market_searched(parsed, self._filters)
        _lower_case_place_of_the_market_searched(parsed, self._filters)
        self._venues[:0] = parsed.venues
        self._venue_meant(parsed)
        _festival_market(parsed, self._filters)
        kind = _kind(parsed, self._filters)
        if kind != "search" or _only_elsewhere(parsed):
            # "Quanto custa de 3 a 13 de março?": the dates asked about are the stay's, for a
            # budget for the whole stay said later
            self._nights = self._nights or parsed.nights
            if kind == "results_question" and self._filters:
                self._keep_what_stands_beside_a_question(parsed)
            return self._unchanged(parsed, kind, subject=parsed.subject)
        before, sort_before = self._filters, self._sort
        starts_over = parsed.reset or _is_new_request(parsed, before)
        _place_near(parsed, {} if starts_over else before)
        if starts_over:
            self._last_number_key, self._earlier = None, ()
        else:
            _apply_party_after_joining(parsed, before)
            self._apply_bare_number(parsed)
        kept = {key: value for key, value in before.items() if key in parsed.kept}
        after = _merge(kept if starts_over else before, parsed)
        self._price_as_meant(parsed, after, starts_over=starts_over)
        conversions = [] if starts_over else _convert_carried_budget(before, after, parsed)
        self._take_same_as_before(parsed, after)
        self._filters = after
        self._remember_number_key(parsed)
        self._sort = _next_sort(None if starts_over else sort_before, parsed.sort)
        self._remember_search(before, sort_before)
        if starts_over:
            self._query = parsed.query
        elif parsed.query and parsed.query not in self._query:
            self._query = f"{self._query} {parsed.query}".strip()
        changed = {key for key, value in after.items() if not _same(before.get(key), value)}
        removed = set(before) - set(after)
        if self._sort != sort_before:
            (changed if self._sort else removed).add("sort")
        return TurnIntent(
            filters=_copy_filters(after),
            changed=changed,
            removed=removed,
            query=parsed.query,
            reset=starts_over,
            unknown_places=parsed.unknown_places,
            currency=parsed.currency,
            sort=self._sort,
            search_query=self._query,
            mentioned=_mentioned(parsed),
            conversions=conversions,
            lifted=set(parsed.cleared),
            lifted_amenities=list(parsed.removed_amenities),
        )

    def _keep_what_stands_beside_a_question(self, parsed: ParsedUtterance) -> None:
        """ "so 3 of us. Does the first one have room?", "How much is the second one? My maximum
        is 150 euros per night", "… a room in someone's place? I'd rather not share.": the party,
        budget, place or kind of room stands for the searches that follow."""
        after = dict(self._filters)
        if parsed.party_stated:
            after["min_accommodates"] = parsed.settings.get("min_accommodates")
        if parsed.budget_stated:
            self._price_as_meant(parsed, after, starts_over=False)
        if parsed.room_type_stated:
            after["room_type"] = parsed.settings["room_type"]
        if parsed.superhost_stated:
            after["superhost_only"] = True
        if parsed.near_stated:
            _place_near(parsed, after)
            if (
                parsed.settings.get("location") == after.get("location")
                and "near" in parsed.settings
            ):
                after["near"] = parsed.settings["near"]
        self._filters = after

    def _venue_meant(self, parsed: ParsedUtterance) -> None:
        """ "a game at the Camp Nou" ... "close to the stadium", "near the venue": a kind of
        place, or the venue, is the one the trip is for, named earlier in this market; where the
        person visited lives is where to stay once a search is under way."""
        if parsed.home_visited and self._filters and not parsed.near:
            # "brisbane" ... "my sister lives in south bank": said of the search under way
            parsed.near = parsed.home_visited
            return
        market = parsed.settings.get("location") or self._filters.get("location")
        venues = [venue for venue in self._venues if venue.market == market]
        if not venues:
            return
        if parsed.near_venue:
            parsed.near, parsed.near_cued = (venues[0],), True  # a wish to be close to it
        elif len(parsed.near) == 1 and not parsed.near[0].listed:
            # "a conference at the Javits Center" ... "walk to Javits": the venue, by its first name
            said = parsed.near[0].name.casefold()
            named = [v for v in venues if not v.listed and v.name.casefold().startswith(f"{said} ")]
            if named:
                parsed.near = (named[0],)
        elif parsed.near and all(place.generic_kind for place in parsed.near):
            kind = parsed.near[0].generic_kind
            of_kind = [venue for venue in venues if is_of_kind(venue.name, kind)]
            if of_kind:
                parsed.near = (of_kind[0],)

    def _take_same_as_before(self, parsed: ParsedUtterance, after: dict[str, Any]) -> None:
        """ "Kona too, same budget": a filter no longer active comes back from the latest search
        that had it, or from the previous trip's ("same budget as last time"), in the currency of
        the market searched now."""
        # the latest first; the previous trip's search comes before any of this conversation's
        latest_first = [filters for filters, _, _ in reversed(self._history)] + [self._last_trip]
        for key in sorted(parsed.same_as_before - after.keys() - parsed.settings.keys()):
            earlier = next((filters for filters in latest_first if key in filters), None)
            if earlier is None:
                continue
            value = earlier[key]
            old, new = currency_of(earlier), currency_of(after)
            if key in PRICE_KEYS and old and new and old != new:
                value = int(convert_price(value, old, new))
            after[key] = value

    def _remember_search(
        self, before: dict[str, Any], sort_before: str | None, query: str | None = None
    ) -> None:
        """Keep the search this turn leaves behind, so the visitor can go back to it."""
        if before and (before != self._filters or sort_before != self._sort):
            if not self._history or self._history[-1][:2] != (before, sort_before):
                kept_query = self._query if query is None else query
                self._history.append((_copy_filters(before), sort_before, kept_query))
            del self._history[:-_HISTORY_KEPT]

    def _earlier_search(self, parsed: ParsedUtterance) -> EarlierSearch | None:
        """The latest earlier search that has what the turn names ("the Bondi ones", "the lofts
        in Porto"), or the one just before when it names nothing."""
        named = dict(parsed.settings)
        if parsed.near:
            named["near"] = {place.name for place in parsed.near}
            named.setdefault("location", {place.market for place in parsed.near})
            if parsed.settles and _holds(self._filters.get("near"), named["near"]):
                return None  # "let's stick with Manhattan" while searching there
        named.pop("sort", None)
        market_only = {key: value for key, value in named.items() if key == "location"}
        for wanted in (named, market_only) if market_only != named else (named,):
            for filters, sort, query in reversed(self._history):
                matches = all(_holds(filters.get(key), value) for key, value in wanted.items())
                if matches and filters != self._filters:
                    return filters, sort, query
        return None

    def _restore(self, parsed: ParsedUtterance, earlier: EarlierSearch) -> TurnIntent:
        before, sort_before, query_before = self._filters, self._sort, self._query
        filters, self._sort, self._query = earlier
        self._filters = _copy_filters(filters)
        named_near = {place.name for place in parsed.near}
        if (parsed.settles or parsed.near_labels_results) and not _holds(
            filters.get("near"), named_near
        ):
            # "nos quedamos con Queens", "back to the Cedofeita options": the place a listing or
            # some results were in, not a wish
            parsed.near = ()
        if not parsed.results_question:
            # "go back to Kauai, near Hanalei this time": what the turn adds applies on top;
            # "back to New York, how much was the Midtown one?" only asks
            _place_near(parsed, filters)
            self._filters = _merge(filters, parsed)
            self._sort = _next_sort(self._sort, parsed.sort)
        self._remember_search(before, sort_before, query_before)  # so it can be gone back to
        changed = {k for k, v in self._filters.items() if not _same(before.get(k), v)}
        removed = set(before) - set(self._filters)
        if self._sort != sort_before:
            (changed if self._sort else removed).add("sort")
        return TurnIntent(
            filters=self.filters,
            changed=changed,
            removed=removed,
            query=parsed.query,
            sort=self._sort,
            search_query=self._query,
            mentioned=_mentioned(parsed),
        )

    def _price_as_meant(
        self, parsed: ParsedUtterance, after: dict[str, Any], *, starts_over: bool
    ) -> None:
        """A price said this turn as a nightly price in the market's currency: converted from
        the currency named (or the one named for the budget before: "120 euros ... ok, 160
        then"), multiplied by the party when it is per person, spread over the nights when it
        is for the whole stay; a currency with no rate sets no price."""
        if starts_over:
            self._nights, self._price_currency, self._span_budget = None, None, None
        nights_before = self._nights
        self._nights = parsed.nights or self._nights
        said = [key for key in PRICE_KEYS if key in parsed.settings]
        if not said:
            if self._nights != nights_before:
                self._respread_stay_budget(after)
            return
        money = self._span_kept(parsed.money or MoneyReading(), float(parsed.settings[said[0]]))
        if money.currency is not None:
            self._price_currency = money.currency
        for key in said:
            if self._price_currency == "":
                after.pop(key, None)
                continue
            after[key] = self._nightly(float(parsed.settings[key]), money, after)

    def _nightly(self, amount: float, money: MoneyReading, after: dict[str, Any]) -> int | float:
        """An amount as meant, as a night's price in the market's currency."""
        if money.basis == "person" and after.get("min_accommodates"):
            amount *= after["min_accommodates"]
        amount = nights_share(amount, money, self._nights)
        code, market_currency = self._price_currency, currency_of(after)
        if code and market_currency:
            amount = convert_price(amount, market_code(code, market_currency), market_currency)
        return int(amount) if float(amount).is_integer() else round(amount)

    def _respread_stay_budget(self, after: dict[str, Any]) -> None:
        """ "1800 for the whole trip" ... "sorry, it's the 1st to the 14th": the budget for the
        stay is spread over the nights said since, when it named none of its own."""
        if self._span_budget is None or "max_price" not in after:
            return
        amount, money = self._span_budget
        if money.basis == "stay" and money.nights is None and self._price_currency != "":
            after["max_price"] = self._nightly(amount, money, after)

    def _span_kept(self, money: MoneyReading, amount: float) -> MoneyReading:
        """ "4000 for the month ... if I pushed it to 4500": an amount of the same size as a
        budget said for a month or a stay is for that span too; a far smaller one is a night's."""
        if money.basis in ("month", "stay"):
            self._span_budget = (amount, money)
        elif money.basis == "night" and self._span_budget is not None:
            spanned, span = self._span_budget
            if amount >= spanned * _SAME_SIZE:
                return replace(money, basis=span.basis, nights=span.nights)
            self._span_budget = None  # a night's price now stands in for the span's
        return money

    def _unchanged(
        self, parsed: ParsedUtterance, kind: TurnKind, *, subject: int | str | None
    ) -> TurnIntent:
        return TurnIntent(
            filters=self.filters,
            query=parsed.words,
            unknown_places=parsed.unknown_places,
            currency=parsed.currency,
            kind=kind,
            sort=self._sort,
            search_query=self._query,
            mentioned=_mentioned(parsed),
            subject=subject,
        )

    def _apply_bare_number(self, parsed: ParsedUtterance) -> None:
        """ "3 bedrooms" ... "actually, make it 4": a lone number adjusts the number set last."""
        if parsed.bare_number is not None and self._earlier:
            self._last_number_key, self._earlier = _number_key_in_force(self._earlier), ()
        key, number = self._last_number_key, parsed.bare_number
        if key is None or number is None or any(k in parsed.settings for k in NUMBER_KEYS):
            return
        if key == "min_rating":
            if 0 < number <= 5:
                parsed.settings[key] = number
        elif key in ("min_bedrooms", "min_accommodates"):
            if isinstance(number, int) and number in PLAUSIBLE_COUNTS:
                parsed.settings[key] = number
        elif number * _FAR_SMALLER_PRICE > float(self._filters.get(key) or 0):
            parsed.settings[key] = number

    def _remember_number_key(self, parsed: ParsedUtterance) -> None:
        keys = [key for key in NUMBER_KEYS if key in parsed.settings]
        if keys:
            self._last_number_key = keys[0] if len(keys) == 1 else None
            self._earlier = ()  # the turns before no longer matter


def _apply_party_after_joining(parsed: ParsedUtterance, before: dict[str, Any]) -> None:
    """ "My uncle will come, so make it 10": the number said is the party when it grows it;
    otherwise it adjusts the number set last ("my brother is coming too, so make it 3" bedrooms)."""
    number, parsed.party_after_joining = parsed.party_after_joining, None
    if number is None:
        return
    party = before.get("min_accommodates")
    if party is None or number > party:
        parsed.settings.setdefault("min_accommodates", number)
        parsed.guests_joining = 0  # the number said counts them
    else:
        parsed.bare_number = number
        parsed.guests_joining = 1


def _harbour_of_the_market_searched(parsed: ParsedUtterance, before: dict[str, Any]) -> None:
    """ "perto do porto" while searching Victoria is its harbour, not the city of Porto; a market
    whose harbour is no one place (Sydney) keeps only the market."""
    market = before.get("location")
    if not parsed.harbours_if_not_porto or market in (None, "Porto"):
        return
    if parsed.settings.get("location") == "Porto":
        del parsed.settings["location"]
    harbours = tuple(place for place in parsed.harbours_if_not_porto if place.market == market)
    if not parsed.near and harbours:
        parsed.near = harbours


def _lower_case_place_of_the_market_searched(
    parsed: ParsedUtterance, before: dict[str, Any]
) -> None:
    """ "e na foz?" while searching Porto is Foz do Douro; "na moda" or "na copa" elsewhere are
    words, not Istanbul's Moda or Copacabana."""
    market = parsed.settings.get("location") or before.get("location")
    places = tuple(place for place in parsed.places_if_searched if place.market == market)
    if places and not parsed.near:
        parsed.near = places


def _place_near(parsed: ParsedUtterance, before: dict[str, Any]) -> None:
    """The place the turn names inside a market becomes ``near``, and its market the location:
    a generic name ("downtown", "the airport") is the one in the market searched, and a place
    in two markets at once is none of them."""
    if parsed.markets_undecided:
        if not parsed.markets_both:
            parsed.cleared |= {"location", "country", "near"}
        return
    if parsed.unknown_places and "location" not in parsed.settings:
        parsed.settings.pop("country", None)  # "Portugal, a week in Lisbon": not our Portugal
    market = parsed.settings.get("location") or before.get("location")
    named_in_market = any(place.market == market for place in parsed.near)
    if not named_in_market and parsed.near_named and market:
        if parsed.near_offered_too and before.get("near"):
            return  # "Kips Bay works too": the place wished first stays
        parsed.settings["near"] = parsed.near_named  # "near the Meadows": as the visitor names it
        parsed.settings["location"] = market
        parsed.unknown_places = [p for p in parsed.unknown_places if p != parsed.near_named]
        return
    if not parsed.near:
        return
    in_market = [place for place in parsed.near if place.market == market]
    if in_market and parsed.near_offered_too and before.get("near"):
        parsed.settings["location"] = market  # the place wished first stays
        return
    if in_market:
        place = in_market[0]
        if _keeps_place_within(place, before, parsed):
            parsed.settings["location"] = market  # "Queens makes more sense": still in LIC
            return
    elif len(parsed.near) == 1 and "location" not in parsed.settings and not parsed.near[0].generic:
        place = parsed.near[0]
    else:
        return
    # A neighbourhood the gazetteer lacks ("un depa en Manhattan") or a landmark the visitor
    # wants to be close to ("near the Met") is near as named, unless it only bounds the search
    # to its market ("superhosts only in Manhattan"); "I study at McGill" says only the market
    in_its_market = before.get("location") == place.market
    wished_close = place.area or parsed.near_cued
    if place.listed or in_its_market or (wished_close and not parsed.near_bounds_search):
        parsed.settings["near"] = place.name
    parsed.settings["location"] = place.market
    parsed.settings.pop("country", None)
    parsed.cleared.discard("location")


def _keeps_place_within(place: NamedPlace, before: dict[str, Any], parsed: ParsedUtterance) -> bool:
    """Whether a district named keeps the place wished before inside it ("Queens makes more
    sense" after Long Island City), rather than widening to the whole district; "anywhere in
    Queens" widens."""
    return (
        before.get("location") == place.market
        and "near" not in parsed.cleared
        and lies_within(before.get("near", ""), place.name, place.market)
    )


# How near an amount must come to a budget said for a month or a stay to be for that span too.
_SAME_SIZE = 0.5

# Earlier searches a conversation can go back to.
_HISTORY_KEPT = 20


def _holds(active: Any, named: Any) -> bool:
    """Whether an earlier search's value is the one named (a set: any of them)."""
    if isinstance(named, set):
        return active in named
    return _same(active, named)


def _festival_market(parsed: ParsedUtterance, active: dict[str, Any]) -> None:
    """ "me and my sister want to do the fringe": the festival's market, when the message names
    no market or place and no search has one ("the Sydney Fringe" is Sydney's; in a Montreal
    search "the fringe" is Montreal's)."""
    if (
        parsed.festival_market
        and "location" not in parsed.settings
        and "location" not in active
        and not parsed.near
        and not parsed.unknown_places
    ):
        parsed.settings["location"] = parsed.festival_market


def _keep_market_within_country(parsed: ParsedUtterance, before: dict[str, Any]) -> None:
    """ "first time in Brazil" while searching Rio keeps Rio: the country holds the market."""
    market = MARKETS_BY_NAME.get(before.get("location") or "")
    if (
        "location" not in parsed.settings
        and market
        and parsed.settings.get("country") == market.country
    ):
        del parsed.settings["country"]


def _kind(parsed: ParsedUtterance, before: dict[str, Any] | None = None) -> TurnKind:
    """A question about the results names no new place and starts nothing new; one about a
    listing shown may name the market it is in ("the 2nd Oahu one")."""
    if parsed.reset or parsed.markets_undecided:
        return "search"
    if before == {} and parsed.about_one_shown and parsed.subject is None:
        return "search"  # "is there parking in Waikiki?" before any search: nothing is shown
    named = parsed.settings.get("location")
    in_this_market = before is not None and named is not None and named == before.get("location")
    if parsed.results_question and parsed.about_one_shown and (in_this_market or named is None):
        return "results_question"
    if (
        parsed.results_question
        and parsed.about_one_shown
        and (parsed.subject is None or parsed.one_placed)
    ):
        # "el de Newark, ¿tiene aire?", "The first one in Jersey City, how long to Times
        # Square?" name where it is
        return "results_question"
    if any(key in parsed.settings for key in PLACE_KEYS):
        return "search"
    if parsed.results_question:
        return "results_question"
    return "small_talk" if parsed.small_talk else "search"


def _only_elsewhere(parsed: ParsedUtterance) -> bool:
    """ "a flat in Lisbon for 4": a stay in a market we do not have changes nothing; the reply
    names the nearest markets we have; the country it lies in ("vou aos Estados Unidos … casas
    em Boston?") names none of ours."""
    named_here = "location" in parsed.settings or parsed.near
    return parsed.unknown_destination and not named_here and not parsed.reset


# "E ar condicionado?", "and a washer?", "y wifi?": a short question that only adds a thing.
_AND_QUESTION_RE = re.compile(r"^\W{0,3}(?:and|y|e|also|tambien|também)\s[^.!?]{1,40}\?")


def _continues_a_question(utterance: str, previous: str, filters: dict[str, Any]) -> bool:
    """ "does the second have a lift?" ... "E ar condicionado?": the same question of the same
    listing, about another thing, not a wish for it."""
    if not previous or not _AND_QUESTION_RE.match(normalise(utterance)):
        return False
    asked_before = parse_utterance(previous)
    if not (asked_before.results_question and asked_before.about_one_shown):
        return False
    parsed = parse_utterance(utterance)
    others = set(parsed.settings) - {"location"}
    same_market = parsed.settings.get("location") in (None, filters.get("location"))
    return bool(parsed.amenities) and not others and same_market and not parsed.near


def _is_new_request(parsed: ParsedUtterance, before: dict[str, Any] | None = None) -> bool:
    """A complete request of its own replaces the search: it names a market or country and at
    least one more thing to look for (a filter, an order, a kind of stay), and has no refinement
    cue ("what about Porto instead?", "and in Rio?", "same in Hong Kong").
    """
    if not any(parsed.settings.get(key) for key in PLACE_KEYS) or parsed.is_refinement:
        return False
    if before is not None and not any(before.get(key) for key in PLACE_KEYS):
        return False  # the trip is still taking shape: "2 of us" ... "Sydney, near Bondi"
    market = MARKETS_BY_NAME.get(parsed.settings.get("location") or "")
    if before is not None and market and before.get("country") == market.country:
        return False  # "Canada, the two of us" ... "Montreal first, a flat": a city of it
    if before is not None and all(
        parsed.settings.get(key) == before.get(key) for key in PLACE_KEYS if key in parsed.settings
    ):
        return False  # the same market again adds to its search
    others = [key for key in parsed.settings if key not in PLACE_KEYS]
    # words of the query make a request of their own only when asked for ("I'd like a quiet place
    # near the beach in Porto"), not in "something cheap in Porto" or "stay in Newark, there's a
    # direct train to Manhattan", which move the search
    return bool(others or parsed.amenities or (parsed.query and parsed.asks_for_a_stay))


def _asked_about_by_name(
    utterance: str, shown: Sequence[str]
) -> tuple[int, ParsedUtterance] | None:
    """A question about a listing on screen named by its words: its 0-based position, and the
    rest of the utterance read without the name ("does … allow pets?"). A turn that also asks
    for something of its own ("sunny flat in Porto for 4", "start over: …") is a search."""
    if not shown or (named := named_listing(utterance, shown)) is None:
        return None
    rest_text = utterance[: named.start] + " " * (named.end - named.start) + utterance[named.end :]
    rest = parse_utterance(rest_text)
    if rest.reset or rest.settings or rest.cleared or rest.sort or rest.unknown_places:
        return None
    if isinstance(rest.subject, int):
        # "is the last one close to the beach?" points at the last result, whatever its name.
        return None
    asks = (
        bool(_QUESTION_RE.search(normalise(utterance)))
        or rest.results_question
        or not (rest.amenities or rest.query)  # the name alone: "Cozy Loft in Alfama"
    )
    return (named.index, rest) if asks else None


_QUESTION_RE = re.compile(
    r"[?¿]|^\W*(?:"
    + "|".join(re.escape(normalise(opener)) for opener in lexicon.QUESTION_OPENERS)
    + r")(?!\w)"
)


def _number_key_in_force(earlier: Sequence[str]) -> str | None:
    """The filter a lone number adjusts after ``earlier`` (oldest first), as a state that had
    followed them would hold it: the number the latest search turn named, unless that turn
    started over without naming one. Turns in between ("also a pool", "make it 4") keep it."""
    for utterance in reversed(earlier):
        parsed = parse_utterance(utterance)
        if _kind(parsed) != "search":
            continue
        keys = [key for key in NUMBER_KEYS if key in parsed.settings]
        if keys:
            return keys[0] if len(keys) == 1 else None
        if parsed.reset or _is_new_request(parsed):
            return None
    return None


@dataclass(frozen=True)
class SearchText:
    """A search box's text read as the chat reads a message: the filters and order it sets,
    and the words left for the semantic query."""

    query: str
    filters: dict[str, Any]
    sort: str | None
    understood: bool  # whether the text set or lifted a filter or an order


def read_search_text(
    text: str,
    filters: dict[str, Any] | None = None,
    sort: str | None = None,
    *,
    keys: Collection[str] = (),
) -> SearchText:
    """ "2 bedroom flat in Porto under 120" typed in the page's search box, read exactly as the
    chat reads a message: a refinement changes the form's ``filters`` and keeps the rest, a
    complete new request ("loft in New York") or "start over" replaces them, and the rest is
    the query. ``keys``, when given, are the filters the caller's search takes; the others are
    left out."""
    before = _copy_filters(filters or {})
    current = sort if sort in SORT_ORDERS else None
    intent = SearchIntentState(before, sort=current).apply(text)
    after = {k: v for k, v in intent.filters.items() if not keys or k in keys}
    understood = intent.runs_search and (not _same_filters(before, after) or intent.sort != current)
    query = intent.query if understood else text.strip()
    if understood and (place := after.get("near")) and place != before.get("near"):
        # A place typed in the search box is also words its listings' own text may say
        # ("Ribeira Charming Duplex", "Bondi beach apartment"): they rank those first.
        query = f"{place} {query}".strip()
        if not place_on_the_map(place, after.get("location")):
            del after["near"]  # "walk to murrayfield": no centre on the map, so only its words
    return SearchText(query, after, intent.sort if understood else current, understood)


def stay_words(text: str) -> str:
    """Only the words of ``text`` a listing's own text could say ("quiet", "sea view"): what a
    semantic query should hold, whoever wrote it."""
    return parse_utterance(text).query if text.strip() else ""


def _same_filters(first: dict[str, Any], second: dict[str, Any]) -> bool:
    return first.keys() == second.keys() and all(_same(first[k], second[k]) for k in first)


def _next_sort(current: str | None, said: str | None) -> str | None:
    if said is None:
        return current
    return said if said in SORT_ORDERS else None  # "relevance" takes the order back


def _mentioned(parsed: ParsedUtterance) -> dict[str, Any]:
    named = dict(parsed.settings)
    if parsed.amenities:
        named["amenities"] = list(parsed.amenities)
    return named


def currency_of(filters: dict[str, Any]) -> str | None:
    """The currency prices are in for these filters: the market's, or the country's when all
    its markets share one."""
    if (market := MARKETS_BY_NAME.get(filters.get("location") or "")) is not None:
        return market.currency
    currencies = {m.currency for m in MARKETS if m.country == filters.get("country")}
    return currencies.pop() if len(currencies) == 1 else None


def convert_price(amount: float, currency: str, into: str) -> float:
    """An amount in another currency at the reference rates, to a whole unit."""
    return float(round(amount * USD_PER_UNIT[currency] / USD_PER_UNIT[into]))


def _convert_carried_budget(
    before: dict[str, Any], after: dict[str, Any], parsed: ParsedUtterance
) -> list[BudgetConversion]:
    """Move the prices carried into a market with another currency; a price said in this turn
    is taken as said."""
    old, new = currency_of(before), currency_of(after)
    if old is None or new is None or old == new:
        return []
    conversions = []
    for key in PRICE_KEYS:
        if key in parsed.settings or after.get(key) is None or after.get(key) != before.get(key):
            continue
        amount = after[key]
        converted = convert_price(amount, old, new)
        after[key] = int(converted)
        conversions.append(BudgetConversion(key, amount, old, converted, new))
    return conversions


_COUPLE = 2
# Parties a room each is asked for: beyond four, "separate rooms" says more about who shares.
_ROOMS_EACH_PARTIES = range(2, 5)


def _merge(filters: dict[str, Any], parsed: ParsedUtterance) -> dict[str, Any]:
    """The filters after one utterance; removals go first, so "no budget, under 90" sets 90."""
    merged = _copy_filters(filters)
    for key in parsed.cleared:
        merged.pop(key, None)
    if merged.get("near") in parsed.ruled_out:
        merged.pop("near")
    for key, value in parsed.declined:
        if merged.get(key) == value:
            merged.pop(key)
    settings = dict(parsed.settings)
    if "location" in settings:
        merged.pop("country", None)
    elif "country" in settings:
        merged.pop("location", None)
    _drop_contradicted_price_bound(merged, settings)
    guests = merged.get("min_accommodates")
    if guests and settings.get("min_accommodates", guests) < guests and parsed.party_in_passing:
        del settings["min_accommodates"]  # "dont want to walk far with a 10 yr old": some of them
    if parsed.guests_leaving and guests and "min_accommodates" not in settings:
        merged["min_accommodates"] = max(1, guests - parsed.guests_leaving)
    if parsed.pair_named and guests is None and "min_accommodates" not in settings:
        settings["min_accommodates"] = _COUPLE
    if parsed.guests_joining:
        # "just me for now, my brother is coming too": the party said, and who joins it; with no
        # party said, who joins goes along with the one who writes ("mi socio viene también")
        known = settings.get("min_accommodates", guests) or 1
        settings["min_accommodates"] = known + parsed.guests_joining
    merged.update(settings)
    guests = merged.get("min_accommodates")
    if parsed.bedroom_added and "min_bedrooms" not in settings:
        merged["min_bedrooms"] = merged.get("min_bedrooms", 1) + 1
    if parsed.room_each and "min_bedrooms" not in settings and guests in _ROOMS_EACH_PARTIES:
        merged["min_bedrooms"] = guests
    if parsed.one_bedroom_enough:
        # A couple's own bedroom is asked for; a guest alone or a family accepting one says
        # only that size does not matter.
        if merged.get("min_accommodates", _COUPLE) == _COUPLE:
            merged["min_bedrooms"] = 1
        else:
            merged.pop("min_bedrooms", None)
    # A place inside a market never outlives its market.
    if "near" not in settings and merged.get("location") != filters.get("location"):
        merged.pop("near", None)
    if "location" not in merged:
        merged.pop("near", None)
    amenities = [a for a in merged.get("amenities", []) if a not in parsed.removed_amenities]
    amenities += [a for a in parsed.amenities if a not in amenities]
    if amenities:
        merged["amenities"] = amenities
    else:
        merged.pop("amenities", None)
    return merged


def _drop_contradicted_price_bound(filters: dict[str, Any], settings: dict[str, Any]) -> None:
    """ "under 100" after "over 150" replaces the search's price range rather than emptying it."""
    new_max, new_min = settings.get("max_price"), settings.get("min_price")
    if new_max is not None and new_min is None and filters.get("min_price", 0) > new_max:
        filters.pop("min_price")
    if new_min is not None and new_max is None and filters.get("max_price", new_min) < new_min:
        filters.pop("max_price")


def _same(before: Any, after: Any) -> bool:
    if isinstance(before, list) and isinstance(after, list):
        return set(before) == set(after)
    return before == after


def _copy_filters(filters: dict[str, Any]) -> dict[str, Any]:
    return {
        key: list(value) if isinstance(value, list) else value
        for key, value in filters.items()
        if value is not None and value != []
    }
