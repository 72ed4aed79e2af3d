"""How remembered preferences shape a search the visitor has not spelled out.

A returning visitor who once said "we travel with our dog, budget about 150 a night" and now asks
for "something in Porto" gets pet-friendly places under 150: each recalled memory whose key shapes
a search adds the filters its sentence implies, unless the visitor already set that filter, or
lifted it ("any price", "any host is fine this time"), which overrides the memory for this search
without forgetting it. An upcoming trip supplies its market when the visitor names none; a light
sleeper's search looks for "quiet" places. What was added is returned with the memory that added
it, so the reply can say why.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Any

from language.dialog import convert_price
from language.interface_text import text
from language.page_language import ENGLISH, Language
from language.parser import normalise, parse_utterance
from language.value_names import value_name
from language.vocabulary import MARKETS, MARKETS_BY_NAME, USD_PER_UNIT
from memory.extraction import retracted_keys, set_aside_keys, told_of
from memory.forms import companion_awaited, memory_names
from memory.implications import AMENITY_KEYS, SEARCH_SHAPING_KEYS
from memory.memories import Memory
from memory.remembered_children import party_with_children
from rentals.filters import format_number


@dataclass(frozen=True)
class AppliedMemory:
    memory: Memory
    added: dict[str, Any]  # the filters it added, e.g. {"max_price": 150}
    currency: str | None = None  # the currency of an added price
    query: str = ""  # the words it added to the semantic query


def remembered_query(query: str, applied: Sequence[AppliedMemory]) -> str:
    """``query`` with the words the applied memories add ("quiet"), each once."""
    words = [item.query for item in applied if item.query and item.query not in query.split()]
    return " ".join([query, *words]).strip()


def with_remembered_filters(
    filters: dict[str, Any],
    memories: Sequence[Memory],
    *,
    lifted: Collection[str] = (),
    lifted_amenities: Collection[str] = (),
    message: str = "",
) -> tuple[dict[str, Any], list[AppliedMemory]]:
    """``filters`` completed from ``memories``; ``lifted`` are the filters the visitor removed.

    A memory the ``message`` sets aside for this search ("Biscuit's staying with my mum") adds
    nothing to it, and stays remembered; one it takes back ("ya no viajo con perro") adds
    nothing either.

    The newest memory of each key speaks for it, except for amenities needed at every stay and
    accessibility needs ("uses a wheelchair", "needs step-free access"), which all apply; keys
    apply in the order of ``SEARCH_SHAPING_KEYS``, so the reply explains them in a steady order.
    """
    result = {
        key: list(value) if isinstance(value, list) else value for key, value in filters.items()
    }
    applied: list[AppliedMemory] = []
    # "Eu, meu marido e as crianças": the children are as many as the visitor said they have.
    counted = party_with_children(message, memories) if message else None
    if (
        counted
        and "min_accommodates" not in lifted
        and counted[0] != filters.get("min_accommodates")
    ):
        result["min_accommodates"] = counted[0]
        applied.append(AppliedMemory(counted[1], {"min_accommodates": counted[0]}))
    set_aside: set[str] = set()
    if message:
        # "Lola se quedó con mi ex, ya no viajo con perro": taken back for good, and so for now
        names = names_by_key(memories)
        set_aside = set_aside_keys(message, names) | retracted_keys(message, names=names)
    for memory in _speaking(memories):
        if memory.key in set_aside or not _along_if_needed(memory, message):
            continue
        if "workspace" in set_aside and memory.filters.get("amenities") == ["Wifi"]:
            continue  # "a real holiday, no laptop": the wifi was for the work
        if memory.filters.get("amenities") == [_PARKING] and _without_the_car(message):
            continue  # "vamos a Barcelona de avião": the car that needed parking stays home
        added, currency = _additions(memory, result, lifted, lifted_amenities)
        if added or memory.query:
            if "amenities" in added:
                result["amenities"] = [*result.get("amenities", []), *added["amenities"]]
            result.update({key: value for key, value in added.items() if key != "amenities"})
            applied.append(AppliedMemory(memory, added, currency, memory.query))
    return result, applied


_PARKING = "Free parking on premises"
_NO_CAR_THIS_TIME_RE = re.compile(
    r"\b(?:de aviao|en avion|de avion|by (?:plane|air|train)|(?:flying|fly|flights?) (?:to|into)"
    r"|(?:take|taking|get|getting|catch|catching) (?:the|a) (?:plane|train|flight)"
    r"|voamos|vamos volando|volamos|no car"
    # "vamos de tren", not "cerca de la estación de tren"
    r"|(?:vamos|voy|vou|iremos|viajamos|viajo|vamo|going|go) (?:[\w']+ ){0,4}?(?:de|en|by) "
    r"(?:tren|comboio|trem|train)"
    r"|sin coche|sin carro|sem carro|without (?:a|the|our) car)\b"
)
# "flying into Porto and renting a car", "de avião até Lisboa e depois de carro": the car comes
_A_CAR_THIS_TIME_RE = re.compile(
    r"\b(?:car|cars|carro|coche|auto|driving|drive|rental car|rent a car|renting a car|van"
    r"|carrinha|furgoneta|moto)\b"
)


def _without_the_car(message: str) -> bool:
    folded = normalise(message)
    return bool(_NO_CAR_THIS_TIME_RE.search(folded)) and not (
        _A_CAR_THIS_TIME_RE.search(_NO_CAR_THIS_TIME_RE.sub(" ", folded))
    )


def _along_if_needed(memory: Memory, message: str) -> bool:
    """Whether the one a memory waits for comes on this trip: "When travelling with mum: needs
    step-free access." applies to "me and my mum", not to "just me"; "Needs a building with an
    elevator (suegra)." not to "solo mi esposo y yo"."""
    who = companion_awaited(memory.content)
    if who is not None:
        return re.search(rf"\b{re.escape(normalise(who))}\b", normalise(message)) is not None
    whose = None if memory.key == "pets" else told_of(memory.content)  # a pet's name is no one's
    return whose is None or not (message and _party_without(whose, message))


def _party_without(whose: str, message: str) -> bool:
    """Whether ``message`` names a party that leaves out the one a need is told of: the visitor
    alone ("voy solo"), or with a partner only when the need is someone else's ("solo mi esposo
    y yo", "voy con mi pareja")."""
    folded = normalise(message)
    if re.search(rf"\b{re.escape(whose)}\b", folded):
        return False
    party = parse_utterance(message).settings.get("min_accommodates")
    if party == 1:
        return True
    return party == 2 and whose not in _PARTNERS and _WITH_A_PARTNER_RE.search(folded) is not None


_PARTNERS = frozenset(
    normalise(word)
    for word in (
        "wife", "husband", "partner", "hubby", "wifey", "spouse", "girlfriend", "boyfriend",
        "fiance", "fiancé", "fiancée", "esposa", "esposo", "marido", "mujer", "pareja", "novia",
        "novio", "mulher", "namorada", "namorado", "parceira", "parceiro", "companheira",
        "companheiro", "noiva", "noivo",
    )
)  # fmt: skip
_PARTNER = "(?:" + "|".join(re.escape(word) for word in sorted(_PARTNERS)) + ")"
_MY = r"(?:my|mi|meu|minha|o meu|a minha)"
# "solo mi esposo y yo", "me and my wife", "voy con mi pareja", "eu e a minha mulher"
_WITH_A_PARTNER_RE = re.compile(
    rf"\b(?:{_MY} {_PARTNER} (?:y|and|e) (?:yo|i|me|eu)"
    rf"|(?:yo|i|me|eu) (?:y|and|e|&) {_MY} {_PARTNER}|(?:con|with|com) {_MY} {_PARTNER})\b"
)


def names_by_key(memories: Sequence[Memory]) -> dict[str, set[str]]:
    """The names memories go by, by key: a pet's name in "Travels with a dog (Biscuit).", and the
    one a need is told of in "Needs a building with an elevator (suegra)."."""
    names: dict[str, set[str]] = {}
    for memory in memories:
        known = names.setdefault(memory.key, set())
        known.update(memory_names(memory.form))
        if memory.key != "pets" and (whose := told_of(memory.content)):
            known.add(whose)
    return names


# Keys whose memories each add their own amenities rather than replace one another.
_ALL_APPLY = AMENITY_KEYS | {"accessibility"}


def _speaking(memories: Sequence[Memory]) -> list[Memory]:
    """The memories that speak for their keys, in the order the keys apply."""
    by_age = sorted(memories, key=lambda m: m.updated_at)
    newest = {memory.key: memory for memory in by_age}
    return [
        memory
        for key in SEARCH_SHAPING_KEYS
        for memory in (
            [m for m in by_age if m.key == key] if key in _ALL_APPLY else [newest.get(key)]
        )
        if memory is not None
    ]


def _additions(
    memory: Memory,
    filters: dict[str, Any],
    lifted: Collection[str],
    lifted_amenities: Collection[str],
) -> tuple[dict[str, Any], str | None]:
    added: dict[str, Any] = {}
    currency = None
    for name, value in memory.filters.items():
        if name == "amenities":
            if "amenities" in lifted:
                continue
            new = [
                amenity
                for amenity in value
                if amenity not in filters.get("amenities", []) and amenity not in lifted_amenities
            ]
            if new:
                added["amenities"] = new
        elif name == "max_price":
            price, currency = _budget_for(filters, value, memory.price_currency)
            below_floor = price is not None and price < filters.get("min_price", 0)
            if price is not None and name not in filters and name not in lifted and not below_floor:
                added[name] = price
        elif name == "location":
            if not ({"location", "country"} & (set(filters) | set(lifted))):
                added[name] = value
        elif name not in lifted and not filters.get(name):
            added[name] = value
    return added, currency if "max_price" in added else None


def _budget_for(
    filters: dict[str, Any], amount: float, stated_in: str | None
) -> tuple[float | None, str | None]:
    """A remembered budget in the currency of the searched market.

    Prices are in each market's own currency. A budget stated without a currency is taken in the
    searched market's, as the site takes every price; one stated in a currency is converted at the
    reference rates, and left out when the search spans markets with different currencies.
    """
    searched_in = _currency_of(filters)
    if stated_in is None or stated_in == searched_in:
        return amount, searched_in
    if searched_in is None or stated_in not in USD_PER_UNIT or searched_in not in USD_PER_UNIT:
        return None, None
    return convert_price(amount, stated_in, searched_in), searched_in


def _currency_of(filters: dict[str, Any]) -> str | None:
    if filters.get("location") in MARKETS_BY_NAME:
        return MARKETS_BY_NAME[filters["location"]].currency
    if filters.get("country"):
        currencies = {m.currency for m in MARKETS if m.country == filters["country"]}
        return currencies.pop() if len(currencies) == 1 else None
    return None


def search_effect(memory: Memory, language: Language = ENGLISH) -> str:
    """What the memory does to a new search, for the memory panel, in ``language``: "adds Pets
    allowed", "caps the price at 200 EUR, converted per market"; "" when it changes no search."""
    effects = []
    for name, value in memory.filters.items():
        if name == "amenities":
            named = ", ".join(value_name(amenity, language) for amenity in value)
            effects.append(text("memory.effect.adds", language, amenities=named))
        elif name == "max_price" and memory.price_currency:
            amount, currency = format_number(value), memory.price_currency
            effects.append(
                text("memory.effect.price_converted", language, amount=amount, currency=currency)
            )
        elif name == "max_price":
            effects.append(text("memory.effect.price", language, amount=format_number(value)))
        elif name == "min_accommodates":
            effects.append(text("memory.effect.guests", language, count=value))
        elif name == "min_bedrooms":
            effects.append(text("memory.effect.bedrooms", language, value))
        elif name == "superhost_only":
            effects.append(text("memory.effect.superhosts", language))
        elif name == "room_type":
            effects.append(
                text("memory.effect.keeps_to", language, value=value_name(value, language))
            )
        elif name == "location":
            effects.append(text("memory.effect.market", language, market=value))
    if memory.query:
        effects.append(text("memory.effect.query", language, query=memory.query))
    return "; ".join(effects)
