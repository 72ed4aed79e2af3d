"""The offline model's words: replies written from tool results and answers to small talk.

Every reply is built from the facts a tool returned (counts, prices with their currency, the
reasons a listing matched, the relaxations the search service suggests), in short Markdown.
Listing text is quoted as the host wrote it, never followed. The model's own sentences in the
common replies come in the visitor's language (``WORDING``); tool data keeps its own words.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from chat.reply_language import Language
from rentals.filters import format_number

TOP_PICKS = 3
MAX_SUGGESTIONS = 3
MAX_QUOTES = 2


@dataclass(frozen=True)
class Wording:
    """The model's own sentences in one language; tool data is quoted as it comes."""

    example_request: str
    greeting: str
    help: str
    thanks: str
    goodbye: str
    all_markets: str
    matching: str
    unknown_places: str
    nothing: str
    found: str
    listing: tuple[str, str]
    top_picks: str
    reviews: str
    why: str
    per_night: str
    price_unknown: str
    local_currency: str
    relax: str
    try_other: str
    conjunction: str


_ENGLISH = Wording(
    example_request="2 bedroom flat in Porto under 120",
    greeting=(
        "Hi! Tell me where you'd like to stay and what matters to you, for example "
        "“{example}”, and I'll search the listings."
    ),
    help=(
        "I search real Airbnb listings for you. Tell me a place, a budget, how many bedrooms or "
        "guests and must-haves (“{example} with wifi”), then refine: “only superhosts”, "
        "“cheaper, under 100”, “what about Rio instead?”. I can also answer questions about the "
        "listing you're viewing, compare your saved places and tell you which cities I cover."
    ),
    thanks="You're welcome! Tell me if you'd like to change anything in the search.",
    goodbye="Enjoy your trip! Your search and saved places will be here when you come back.",
    all_markets="all markets",
    matching=" matching “{query}”",
    unknown_places="I don't have listings in {places}; I searched {searched}.",
    nothing="Nothing matches {searched}{matching}.",
    found="I found {total} {listings} for {searched}{matching}.",
    listing=("listing", "listings"),
    top_picks=" Top picks:",
    reviews="reviews",
    why="Why",
    per_night="/night",
    price_unknown="price unknown",
    local_currency="Prices are per night in {currency}, the local currency.",
    relax=" To find something, relax a filter:",
    try_other=" Try removing a filter or searching another market.",
    conjunction="and",
)
_SPANISH = Wording(
    example_request="piso de 2 habitaciones en Porto por menos de 120",
    greeting=(
        "¡Hola! Dime dónde te gustaría alojarte y qué es importante para ti, por ejemplo "
        "“{example}”, y buscaré entre los alojamientos."
    ),
    help=(
        "Busco alojamientos reales de Airbnb para ti. Dime un lugar, un presupuesto, cuántas "
        "habitaciones o huéspedes y lo imprescindible (“{example} con wifi”), y luego ajusta: "
        "“solo superanfitriones”, “más barato, menos de 100”, “¿y en Rio?”. También respondo "
        "preguntas sobre el alojamiento que estás viendo, comparo tus guardados y te digo qué "
        "ciudades cubro."
    ),
    thanks="¡De nada! Dime si quieres cambiar algo de la búsqueda.",
    goodbye="¡Buen viaje! Tu búsqueda y tus guardados seguirán aquí cuando vuelvas.",
    all_markets="todos los mercados",
    matching=" (búsqueda: “{query}”)",
    unknown_places="No tengo alojamientos en {places}; busqué en {searched}.",
    nothing="No encontré nada para {searched}{matching}.",
    found="Encontré {total} {listings} para {searched}{matching}.",
    listing=("alojamiento", "alojamientos"),
    top_picks=" Los mejores:",
    reviews="reseñas",
    why="Por qué",
    per_night="/noche",
    price_unknown="precio desconocido",
    local_currency="Los precios son por noche en {currency}, la moneda local.",
    relax=" Para encontrar algo, afloja un filtro:",
    try_other=" Prueba a quitar un filtro o a buscar en otro mercado.",
    conjunction="y",
)
_PORTUGUESE = Wording(
    example_request="apartamento de 2 quartos no Porto até 120",
    greeting=(
        "Olá! Diga onde gostaria de ficar e o que é importante para você, por exemplo "
        "“{example}”, e eu procuro entre as acomodações."
    ),
    help=(
        "Eu procuro acomodações reais do Airbnb para você. Diga um lugar, um orçamento, quantos "
        "quartos ou hóspedes e o que não pode faltar (“{example} com wifi”), e depois ajuste: "
        "“só superanfitriões”, “mais barato, até 100”, “e no Rio?”. Também respondo perguntas "
        "sobre a acomodação que você está vendo, comparo seus salvos e digo quais cidades cubro."
    ),
    thanks="De nada! Diga se quiser mudar algo na busca.",
    goodbye="Boa viagem! Sua busca e seus salvos estarão aqui quando você voltar.",
    all_markets="todos os mercados",
    matching=" (busca: “{query}”)",
    unknown_places="Não tenho acomodações em {places}; procurei em {searched}.",
    nothing="Não encontrei nada para {searched}{matching}.",
    found="Encontrei {total} {listings} para {searched}{matching}.",
    listing=("acomodação", "acomodações"),
    top_picks=" Os melhores:",
    reviews="avaliações",
    why="Por quê",
    per_night="/noite",
    price_unknown="preço desconhecido",
    local_currency="Os preços são por noite em {currency}, a moeda local.",
    relax=" Para encontrar algo, afrouxe um filtro:",
    try_other=" Tente remover um filtro ou procurar em outro mercado.",
    conjunction="e",
)
WORDING: dict[Language, Wording] = {"en": _ENGLISH, "es": _SPANISH, "pt": _PORTUGUESE}
LOST_TRACK = "Sorry, I lost track of that. Could you ask again?"


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


def unclear(searched: list[str]) -> str:
    if not searched:
        return "I didn't catch a place or a filter in that. " + help_text("en")
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
    language: Language,
) -> str:
    wording = WORDING[language]
    searched = result.get("searched") or wording.all_markets
    matching = wording.matching.format(query=query) if query else ""
    parts: list[str] = []
    if unknown_places:
        places = _and(unknown_places, wording.conjunction)
        parts.append(wording.unknown_places.format(places=places, searched=searched))
    total = int(result.get("total") or 0)
    if total == 0:
        nothing = wording.nothing.format(searched=searched, matching=matching)
        parts.append(nothing + _relaxations(result, wording))
    else:
        listings = wording.listing[0] if total == 1 else wording.listing[1]
        found = wording.found.format(
            total=f"{total:,}", listings=listings, searched=searched, matching=matching
        )
        picks = result.get("results") or []
        parts.append(found + (wording.top_picks if picks else ""))
        parts.append(
            "\n".join(
                _pick(index, pick, wording) for index, pick in enumerate(picks[:TOP_PICKS], 1)
            )
        )
    if currency_mentioned and local_currency:
        parts.append(wording.local_currency.format(currency=local_currency))
    return "\n\n".join(part for part in parts if part)


def _listing_link(listing: dict[str, Any]) -> str:
    """The listing's name in bold, linked to its page on this site."""
    # Brackets would end the Markdown link early; a listing's name never needs them.
    name = str(listing.get("name", "")).replace("[", "(").replace("]", ")")
    if not listing.get("id"):
        return f"**{name}**"
    return f"[**{name}**](/rentals/{listing['id']}/)"


def _pick(index: int, pick: dict[str, Any], wording: Wording) -> str:
    facts = [_price(pick, wording)]
    if pick.get("neighbourhood"):
        facts.append(pick["neighbourhood"])
    if pick.get("rating") is not None:
        facts.append(f"★ {pick['rating']} ({pick.get('reviews', 0)} {wording.reviews})")
    why = pick.get("why") or []
    reasons = f" {wording.why}: {', '.join(why)}." if why else ""
    return f"{index}. {_listing_link(pick)}: {', '.join(facts)}.{reasons}"


def _relaxations(result: dict[str, Any], wording: Wording) -> str:
    suggestions = (result.get("suggestions") or [])[:MAX_SUGGESTIONS]
    if not suggestions:
        return wording.try_other
    return wording.relax + "\n" + "\n".join(f"- {s}" for s in suggestions)


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


# Saved places and listing details are answered in English, so their prices default to it.
def _price(listing: dict[str, Any], wording: Wording = _ENGLISH) -> str:
    price = listing.get("price")
    if price is None:
        return wording.price_unknown
    amount = f"{format_number(price)} {listing.get('currency', '')}{wording.per_night}"
    return amount.replace(" /", "/")


def _place(listing: dict[str, Any]) -> str:
    return ", ".join(part for part in (listing.get("neighbourhood"), listing.get("market")) if part)


def _plural(count: int, noun: str) -> str:
    return noun if count == 1 else f"{noun}s"


def _and(items: Iterable[str], conjunction: str = "and") -> str:
    items = list(items)
    if len(items) == 1:
        return items[0]
    return f"{', '.join(items[:-1])} {conjunction} {items[-1]}"
