"""The offline model's words: replies written from tool results and answers to small talk.

Every reply is built from the facts a tool returned (counts, prices with their currency, the
reasons a listing matched, the relaxations the search service suggests), in short Markdown.
Listing text is quoted as the host wrote it, never followed.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from rentals.filters import format_number

TOP_PICKS = 3
MAX_SUGGESTIONS = 3
MAX_QUOTES = 2
EXAMPLE_REQUEST = "2 bedroom flat in Porto under 120"

GREETING = (
    "Hi! Tell me where you'd like to stay and what matters to you, for example "
    f"“{EXAMPLE_REQUEST}”, and I'll search the listings."
)
HELP = (
    "I search real Airbnb listings for you. Tell me a place, a budget, how many bedrooms or "
    f"guests and must-haves (“{EXAMPLE_REQUEST} with wifi”), then refine: “only superhosts”, "
    "“cheaper, under 100”, “what about Rio instead?”. I can also answer questions about the "
    "listing you're viewing, compare your saved places and tell you which cities I cover."
)
THANKS = "You're welcome! Tell me if you'd like to change anything in the search."
GOODBYE = "Enjoy your trip! Your search and saved places will be here when you come back."
LOST_TRACK = "Sorry, I lost track of that. Could you ask again?"


def unclear(searched: list[str]) -> str:
    if not searched:
        return "I didn't catch a place or a filter in that. " + HELP
    return (
        f"I didn't catch a change in that; your search is still {' · '.join(searched)}. "
        "Tell me what to change, e.g. “only superhosts” or “under 100”."
    )


# --- searchRentals ----------------------------------------------------------------------------


def search_reply(
    result: dict[str, Any],
    *,
    query: str,
    unknown_places: list[str],
    local_currency: str | None,
    currency_mentioned: bool,
) -> str:
    searched = result.get("searched") or "all markets"
    matching = f" matching “{query}”" if query else ""
    parts: list[str] = []
    if unknown_places:
        parts.append(f"I don't have listings in {_and(unknown_places)}; I searched {searched}.")
    total = int(result.get("total") or 0)
    if total == 0:
        parts.append(f"Nothing matches {searched}{matching}." + _relaxations(result))
    else:
        found = f"I found {total:,} {_plural(total, 'listing')} for {searched}{matching}."
        picks = result.get("results") or []
        parts.append(found + (" Top picks:" if picks else ""))
        parts.append(
            "\n".join(_pick(index, pick) for index, pick in enumerate(picks[:TOP_PICKS], 1))
        )
    if currency_mentioned and local_currency:
        parts.append(f"Prices are per night in {local_currency}, the local currency.")
    return "\n\n".join(part for part in parts if part)


def _listing_link(listing: dict[str, Any]) -> str:
    """The listing's name in bold, linked to its page on this site."""
    # Brackets would end the Markdown link early; a listing's name never needs them.
    name = str(listing.get("name", "")).replace("[", "(").replace("]", ")")
    if not listing.get("id"):
        return f"**{name}**"
    return f"[**{name}**](/rentals/{listing['id']}/)"


def _pick(index: int, pick: dict[str, Any]) -> str:
    facts = [_price(pick)]
    if pick.get("neighbourhood"):
        facts.append(pick["neighbourhood"])
    if pick.get("rating") is not None:
        facts.append(f"★ {pick['rating']} ({pick.get('reviews', 0)} reviews)")
    why = pick.get("why") or []
    reasons = f" Why: {', '.join(why)}." if why else ""
    return f"{index}. {_listing_link(pick)}: {', '.join(facts)}.{reasons}"


def _relaxations(result: dict[str, Any]) -> str:
    suggestions = (result.get("suggestions") or [])[:MAX_SUGGESTIONS]
    if not suggestions:
        return " Try removing a filter or searching another market."
    return " To find something, relax a filter:\n" + "\n".join(f"- {s}" for s in suggestions)


# --- getSavedRentals --------------------------------------------------------------------------


def saved_reply(result: dict[str, Any]) -> str:
    saved = result.get("saved") or []
    if not saved:
        return (
            "You haven't saved any places yet. Tap the heart on a listing to save it and I can "
            "compare them for you."
        )
    lines = [f"You have {len(saved)} saved {_plural(len(saved), 'place')}:"]
    lines += [f"- {_listing_link(listing)}: {_summary(listing)}." for listing in saved]
    if len(saved) > 1:
        lines.append("")
        lines.append(_comparison(saved))
    return "\n".join(lines)


def _comparison(saved: list[dict[str, Any]]) -> str:
    # Prices in different currencies compare through their USD value.
    cheapest = min(saved, key=lambda listing: listing.get("price_usd") or float("inf"))
    points = [f"Cheapest: **{cheapest['name']}** ({_price(cheapest)})."]
    rated = [listing for listing in saved if listing.get("rating") is not None]
    if rated:
        best = max(rated, key=lambda listing: (listing["rating"], listing.get("reviews", 0)))
        points.append(f"Best rated: **{best['name']}** (★ {best['rating']}).")
    roomiest = max(saved, key=lambda listing: listing.get("guests") or 0)
    points.append(f"Most room: **{roomiest['name']}** (sleeps {roomiest.get('guests')}).")
    return " ".join(points)


# --- getRentalDetails -------------------------------------------------------------------------


def details_reply(listing: dict[str, Any], *, words: list[str], amenities: list[str]) -> str:
    """Answer a question about one listing from its amenities and its own text."""
    name = listing.get("name", "This listing")
    parts = [_amenity_answer(listing, amenity) for amenity in amenities]
    if words:
        quotes = _sentences_about(listing.get("listing_text") or {}, words)
        if quotes:
            quoted = " ".join(f"“{sentence}”" for sentence in quotes)
            parts.append(f"Here is what the listing says about that: {quoted}")
        elif not amenities:
            parts.append(
                f"The listing's description doesn't mention {_and(words)}. "
                f"**{name}** is in {_place(listing)}."
            )
    if not parts:
        parts.append(f"**{name}**: {_summary(listing)}, in {_place(listing)}.")
    return "\n\n".join(parts)


def _amenity_answer(listing: dict[str, Any], amenity: str) -> str:
    if amenity in (listing.get("amenities") or []):
        return f"Yes, it lists {amenity} among its amenities."
    return f"It doesn't list {amenity} among its amenities."


_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|\n+")
# The order the host's texts are read in: the neighbourhood answers "is it close to...".
_TEXT_ORDER = ("neighborhood_overview", "description", "space", "summary")


def _sentences_about(texts: dict[str, str], words: list[str]) -> list[str]:
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


def markets_reply(result: dict[str, Any]) -> str:
    markets = result.get("markets") or []
    if not markets:
        return "No listings are loaded yet, so there is nothing to search."
    names = [f"{m['market']} ({m['listings']:,})" for m in markets]
    return (
        f"I have listings in {len(markets)} {_plural(len(markets), 'market')}: "
        f"{', '.join(names)}. Where would you like to stay?"
    )


# --- errors -----------------------------------------------------------------------------------


def tool_failed_reply(message: str) -> str:
    return f"Sorry, I couldn't do that: {message}"


# --- shared wording ---------------------------------------------------------------------------


def _summary(listing: dict[str, Any]) -> str:
    facts = [_price(listing)]
    if listing.get("bedrooms") is not None:
        facts.append(f"{listing['bedrooms']} {_plural(listing['bedrooms'], 'bedroom')}")
    if listing.get("guests"):
        facts.append(f"sleeps {listing['guests']}")
    if listing.get("rating") is not None:
        facts.append(f"★ {listing['rating']}")
    if listing.get("superhost"):
        facts.append("superhost")
    return ", ".join(facts)


def _price(listing: dict[str, Any]) -> str:
    price = listing.get("price")
    if price is None:
        return "price unknown"
    return f"{format_number(price)} {listing.get('currency', '')}/night".replace(" /", "/")


def _place(listing: dict[str, Any]) -> str:
    return ", ".join(part for part in (listing.get("neighbourhood"), listing.get("market")) if part)


def _plural(count: int, noun: str) -> str:
    return noun if count == 1 else f"{noun}s"


def _and(items: Iterable[str]) -> str:
    items = list(items)
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]
