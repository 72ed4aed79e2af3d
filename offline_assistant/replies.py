"""The offline model's replies, written from tool results in the visitor's language.

Every reply is built from the facts a tool returned (counts, prices with their currency, what
was relaxed to find the closest matches, a listing's amenities and text), in short Markdown,
with the sentences of ``offline_assistant.wording``. Filters are named from the search's own
arguments, so they read in the visitor's language too. Listing text is quoted as the host wrote
it, never followed.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from language import cities as language_cities
from language.cities import City
from language.places import distance_label
from offline_assistant.reply_language import Language
from offline_assistant.wording import WORDING, Wording, plural, value_name
from rentals.comparison import ComparedFacts, Comparison, compare_listings
from rentals.filters import SearchFilters, format_number
from rentals.search.closest import with_relaxations

TOP_PICKS = 3
MAX_QUOTES = 2
# Markets named, with their distance, for a city we have no listings in.
NEAREST_MARKETS = 2


def greeting(language: Language) -> str:
    wording = WORDING[language]
    return wording.greeting.format(example=wording.example_request)


def help_text(language: Language) -> str:
    wording = WORDING[language]
    return wording.help.format(example=wording.example_request)


def thanks(language: Language) -> str:
    return WORDING[language].thanks


def goodbye(language: Language) -> str:
    return WORDING[language].goodbye


def lost_track(language: Language) -> str:
    return WORDING[language].lost_track


def unclear(filters: SearchFilters, language: Language) -> str:
    wording = WORDING[language]
    chips = describe_filters(filters, language)
    if not chips:
        return f"{wording.unclear_nothing} {help_text(language)}"
    return wording.unclear_kept.format(searched=" · ".join(chips))


# --- filters in words -------------------------------------------------------------------------


def describe_filters(filters: SearchFilters, language: Language) -> list[str]:
    """One label per active filter, in ``language``: "Porto · menos de 120 EUR · piscina"."""
    wording = WORDING[language]
    chips = [place for place in (filters.location, filters.country) if place]
    # A place's name reads the same in every language; a distance alone is "1.2 km".
    if filters.near:
        chips.append(filters.near)
    elif filters.within_km is not None:
        chips.append(distance_label(filters.within_km))
    price = _price_range(filters, wording)
    if price:
        chips.append(price)
    if filters.min_bedrooms is not None:
        chips.append(f"{filters.min_bedrooms}+ {wording.bedrooms[1]}")
    if filters.min_accommodates is not None:
        chips.append(wording.guests_chip.format(count=filters.min_accommodates))
    chips += [
        value_name(value, language) for value in (filters.property_type, filters.room_type) if value
    ]
    if filters.superhost_only:
        chips.append(wording.superhosts)
    chips += [value_name(amenity, language) for amenity in filters.amenities]
    if filters.min_rating is not None:
        chips.append(wording.rating_chip.format(rating=format_number(filters.min_rating)))
    return chips


def _price_range(filters: SearchFilters, wording: Wording) -> str:
    unit = f" {currency}" if (currency := filters.local_currency()) else ""
    low, high = filters.min_price, filters.max_price
    if low is not None and high is not None:
        return f"{format_number(low)}–{format_number(high)}{unit}"
    if high is not None:
        return wording.under.format(price=f"{format_number(high)}{unit}")
    if low is not None:
        return wording.over.format(price=f"{format_number(low)}{unit}")
    return ""


# --- searchRentals ----------------------------------------------------------------------------


def search_reply(
    result: Mapping[str, Any],
    *,
    filters: SearchFilters,
    query: str,
    sort: str | None,
    unknown_places: Sequence[str],
    conversions: Sequence[Any],
    currency_mentioned: bool,
    language: Language,
) -> str:
    """The reply to a search: what was searched, found or relaxed, and the top picks.

    ``filters`` are the search as the visitor asked for it; ``conversions`` the carried budgets
    converted into the market's currency (``BudgetConversion``-like objects).
    """
    wording = WORDING[language]
    searched = " · ".join(describe_filters(filters, language)) or wording.all_markets
    matching = wording.matching.format(query=query) if query else ""
    order = wording.sorted_by.get(sort or "", "")
    parts = [_converted(conversion, filters, wording) for conversion in conversions]
    if unknown_places:
        places = and_list(unknown_places, wording.conjunction)
        parts.append(wording.unknown_places.format(places=places, searched=searched))
        parts += [
            wording.nearest_are.format(markets=_nearest_to(city, language))
            for named in unknown_places[:1]
            if (city := language_cities.city_named(named)) is not None
        ]
    total = int(result.get("total") or 0)
    picks = list(result.get("results") or [])
    place = filters.location or filters.country
    if total == 0 and place and result.get("markets"):
        markets = and_list([str(m) for m in result["markets"]], wording.conjunction)
        parts.append(wording.no_listings_there.format(place=place, markets=markets))
    elif total == 0:
        parts.append(
            wording.nothing.format(searched=searched, matching=matching) + wording.try_other
        )
    else:
        listings = plural(total, wording.listing)
        relaxed = result.get("relaxed") or []
        template = wording.closest if relaxed else wording.found
        parts.append(
            template.format(
                total=f"{total:,}",
                listings=listings,
                searched=searched,
                matching=matching,
                order=order,
                relaxed="; ".join(relaxation_phrase(r, filters, language) for r in relaxed),
            )
            + (wording.top_picks if picks else "")
        )
        shown = with_relaxations(filters, relaxed)
        parts.append(
            "\n".join(
                _pick(index, pick, shown, language)
                for index, pick in enumerate(picks[:TOP_PICKS], 1)
            )
        )
    local_currency = picks[0].get("currency") if picks else None
    if currency_mentioned and local_currency and not conversions:
        parts.append(wording.local_currency.format(currency=local_currency))
    return "\n\n".join(part for part in parts if part)


def relaxation_phrase(
    relaxation: Mapping[str, Any], filters: SearchFilters, language: Language
) -> str:
    """ "without Pool", "budget widened from 10 EUR to 29 EUR", in ``language``."""
    wording = WORDING[language]
    name = str(relaxation.get("filter"))
    requested, relaxed = relaxation.get("requested"), relaxation.get("relaxed_to")
    if relaxation.get("change") == "widened" and relaxed is not None:
        values = {"requested": _value(requested), "relaxed": _value(relaxed)}
        if name in ("max_price", "min_price"):
            unit = f" {currency}" if (currency := filters.local_currency()) else ""
            values = {key: f"{value}{unit}" for key, value in values.items()}
        if name == "within_km" and isinstance(requested, int | float):
            values = {"requested": distance_label(requested), "relaxed": distance_label(relaxed)}
        template = {
            "max_price": wording.widened_max_price,
            "min_price": wording.widened_min_price,
            "min_bedrooms": wording.widened_bedrooms,
            "min_accommodates": wording.widened_guests,
            "min_rating": wording.widened_rating,
            "within_km": wording.widened_distance,
        }.get(name)
        if template:
            return template.format(**values)
    if name == "superhost_only":
        return wording.any_host
    dropped = SearchFilters.model_validate({name: requested}) if name != "amenities" else None
    label = (
        describe_filters(dropped, language)[0]
        if dropped is not None and not dropped.is_empty()
        else value_name(str(requested), language)
    )
    return wording.dropped.format(filter=label)


def _converted(conversion: Any, filters: SearchFilters, wording: Wording) -> str:
    return wording.converted.format(
        amount=_value(conversion.amount),
        currency=conversion.currency,
        converted=_value(conversion.converted_amount),
        new_currency=conversion.converted_currency,
        market=filters.location or filters.country or "",
    )


def _pick(index: int, pick: Mapping[str, Any], shown: SearchFilters, language: Language) -> str:
    wording = WORDING[language]
    facts = [price(pick, language)]
    if pick.get("neighbourhood"):
        facts.append(str(pick["neighbourhood"]))
    if pick.get("rating") is not None:
        facts.append(f"★ {pick['rating']} ({pick.get('reviews', 0)} {wording.reviews})")
    why = _reasons(pick, shown, language)
    reasons = f" {wording.why}: {', '.join(why)}." if why else ""
    return f"{index}. {listing_link(pick)}: {', '.join(facts)}.{reasons}"


_MENTIONS = re.compile(r"^mentions (?P<words>.+)$")


def _reasons(pick: Mapping[str, Any], shown: SearchFilters, language: Language) -> list[str]:
    """Why a pick fits, in ``language``: the filters it meets and the query words it has.

    The search service says why in English (``why``); other languages say it from the facts.
    """
    if language == "en":
        return [str(reason) for reason in pick.get("why") or []]
    wording = WORDING[language]
    reasons: list[str] = []
    if shown.min_bedrooms is not None and pick.get("bedrooms") is not None:
        count = pick["bedrooms"]
        reasons.append(f"{count} {plural(count, wording.bedrooms)}")
    if shown.min_accommodates is not None and pick.get("guests"):
        reasons.append(wording.sleeps.format(count=pick["guests"]))
    reasons += [
        value_name(value, language) for value in (shown.property_type, shown.room_type) if value
    ]
    reasons += [value_name(amenity, language) for amenity in shown.amenities]
    if shown.superhost_only:
        reasons.append(wording.superhost)
    for reason in pick.get("why") or []:
        if mentioned := _MENTIONS.match(str(reason)):
            reasons.append(wording.mentions.format(words=mentioned["words"]))
    return reasons


# --- getSavedRentals --------------------------------------------------------------------------


def saved_reply(result: Mapping[str, Any], language: Language) -> str:
    wording = WORDING[language]
    saved = list(result.get("saved") or [])
    if not saved:
        return wording.saved_none
    count = len(saved)
    lines = [wording.saved_count.format(count=count, places=plural(count, wording.place))]
    lines += [f"- {listing_link(listing)}: {summary(listing, language)}." for listing in saved]
    comparison = compare_listings(saved, _compared_facts)
    if comparison is not None:
        lines.append("")
        lines.append(_comparison(comparison, wording, language))
    return "\n".join(lines)


def _compared_facts(listing: dict[str, Any]) -> ComparedFacts:
    """A saved listing as the getSavedRentals tool describes it, for the comparison."""
    return ComparedFacts(
        price_usd=listing.get("price_usd"),
        rating=listing.get("rating"),
        reviews=listing.get("reviews") or 0,
        guests=listing.get("guests") or 0,
    )


def _comparison(
    comparison: Comparison[dict[str, Any]], wording: Wording, language: Language
) -> str:
    cheapest, best, roomiest = comparison.cheapest, comparison.best_rated, comparison.roomiest
    points = [wording.cheapest.format(name=cheapest["name"], price=price(cheapest, language))]
    if best is not None:
        points.append(wording.best_rated.format(name=best["name"], rating=best["rating"]))
    sleeps = wording.sleeps.format(count=roomiest.get("guests"))
    points.append(wording.most_room.format(name=roomiest["name"], sleeps=sleeps))
    return " ".join(points)


# --- one listing: getRentalDetails and questions about a result -------------------------------


def listing_line(listing: Mapping[str, Any], language: Language) -> str:
    """One line on a listing: its price, room and rating, and where it is."""
    where = WORDING[language].in_place.format(place=place(listing))
    return f"**{listing.get('name') or ''}**: {summary(listing, language)}, {where}."


_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|\n+")
# The order the host's texts are read in: the neighbourhood answers "is it close to...".
_TEXT_ORDER = ("neighborhood_overview", "description", "space", "summary")


def sentences_about(texts: Mapping[str, str], words: Sequence[str]) -> list[str]:
    """The sentences that contain the most of ``words`` (a word also matches its plural)."""
    patterns = [re.compile(rf"\b{re.escape(word)}", re.IGNORECASE) for word in words]
    scored: list[tuple[int, int, str]] = []
    seen: set[str] = set()
    for name in _TEXT_ORDER:
        for sentence in _SENTENCE_END.split(texts.get(name) or ""):
            sentence = sentence.strip()
            hits = sum(1 for pattern in patterns if pattern.search(sentence))
            if hits and sentence not in seen:
                seen.add(sentence)
                scored.append((-hits, len(scored), sentence))
    return [sentence for _, _, sentence in sorted(scored)[:MAX_QUOTES]]


# --- listMarkets ------------------------------------------------------------------------------


def markets_reply(
    result: Mapping[str, Any], language: Language, missing: Sequence[str] = ()
) -> str:
    """The markets we have; ``missing``: the places the visitor asked for that we don't have."""
    wording = WORDING[language]
    markets = list(result.get("markets") or [])
    if not markets:
        return wording.no_markets
    names = [f"{m['market']} ({m['listings']:,})" for m in markets]
    listed = wording.markets.format(
        count=len(markets),
        markets_word=plural(len(markets), wording.market),
        names=", ".join(names),
    )
    if not missing:
        return listed
    return f"{wording.no_listings_in.format(place=and_list(missing, wording.conjunction))} {listed}"


def nearest_markets(named: str, city: City, language: Language) -> str:
    """ "No Lisbon listings; Porto is 270 km north": the markets nearest a city we don't have,
    which the visitor ``named`` in their own words ("Lisboa")."""
    return WORDING[language].nearest_markets.format(
        place=named, markets=_nearest_to(city, language)
    )


def _nearest_to(city: City, language: Language) -> str:
    """ "Porto (about 270 km north) and Barcelona (about 1,000 km east)"."""
    wording = WORDING[language]
    markets = [
        wording.market_distance.format(
            market=seen.market,
            km=f"{_rounded_km(seen.km):,}",
            direction=wording.compass[round(seen.bearing / 45) % 8],
        )
        for seen in language_cities.nearest_markets(city.lat, city.lon, NEAREST_MARKETS)
    ]
    return and_list(markets, wording.conjunction)


def _rounded_km(km: float) -> int:
    """A long way in round figures: 273 km is "270", 1,006 km "1,000"."""
    step = 10 if km < 1000 else 100
    return int(round(km / step) * step)


# --- errors -----------------------------------------------------------------------------------


def tool_failed_reply(message: str, language: Language) -> str:
    """A failed tool, said in the visitor's language; its English detail only in English."""
    wording = WORDING[language]
    if language == "en" and message:
        return wording.tool_failed_detail.format(message=message)
    return wording.tool_failed


# --- shared wording ---------------------------------------------------------------------------


def listing_link(listing: Mapping[str, Any]) -> str:
    """The listing's name in bold, linked to its page on this site."""
    # Brackets would end the Markdown link early; a listing's name never needs them.
    name = str(listing.get("name", "")).replace("[", "(").replace("]", ")")
    if not listing.get("id"):
        return f"**{name}**"
    return f"[**{name}**](/rentals/{listing['id']}/)"


def summary(listing: Mapping[str, Any], language: Language) -> str:
    wording = WORDING[language]
    facts = [price(listing, language)]
    if listing.get("bedrooms") is not None:
        facts.append(f"{listing['bedrooms']} {plural(listing['bedrooms'], wording.bedrooms)}")
    if listing.get("guests"):
        facts.append(wording.sleeps.format(count=listing["guests"]))
    if listing.get("rating") is not None:
        facts.append(f"★ {listing['rating']}")
    if listing.get("superhost"):
        facts.append(wording.superhost)
    return ", ".join(facts)


def price(listing: Mapping[str, Any], language: Language) -> str:
    wording = WORDING[language]
    amount = listing.get("price")
    if amount is None:
        return wording.price_unknown
    text = f"{format_number(amount)} {listing.get('currency', '')}{wording.per_night}"
    return text.replace(" /", "/")


def place(listing: Mapping[str, Any]) -> str:
    return ", ".join(part for part in (listing.get("neighbourhood"), listing.get("market")) if part)


def and_list(items: Iterable[str], conjunction: str) -> str:
    items = list(items)
    if len(items) == 1:
        return items[0]
    return f"{', '.join(items[:-1])} {conjunction} {items[-1]}"


def _value(value: Any) -> str:
    return format_number(value) if isinstance(value, int | float) else str(value)
