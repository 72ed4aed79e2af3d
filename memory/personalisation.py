"""How remembered preferences shape a search the visitor has not spelled out.

A returning visitor who once said "we travel with our dog, budget about 150 a night" and now asks
for "something in Porto" gets pet-friendly places under 150: each recalled memory whose key shapes
a search adds the filters its sentence implies, unless the visitor already set that filter, or
lifted it ("any price", "without the pets filter"). What was added is returned with the memory
that added it, so the reply can say why.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Any

from language.vocabulary import MARKETS, MARKETS_BY_NAME, USD_PER_UNIT
from memory.implications import SEARCH_SHAPING_KEYS
from memory.memories import Memory


@dataclass(frozen=True)
class AppliedMemory:
    memory: Memory
    added: dict[str, Any]  # the filters it added, e.g. {"max_price": 150}
    currency: str | None = None  # the currency of an added price


def with_remembered_filters(
    filters: dict[str, Any],
    memories: Sequence[Memory],
    *,
    lifted: Collection[str] = (),
    lifted_amenities: Collection[str] = (),
) -> tuple[dict[str, Any], list[AppliedMemory]]:
    """``filters`` completed from ``memories``; ``lifted`` are the filters the visitor removed.

    The newest memory of each key speaks for it; keys apply in the order of
    ``SEARCH_SHAPING_KEYS``, so the reply explains them in a steady order.
    """
    result = {
        key: list(value) if isinstance(value, list) else value for key, value in filters.items()
    }
    newest = {memory.key: memory for memory in sorted(memories, key=lambda m: m.updated_at)}
    applied: list[AppliedMemory] = []
    for memory in (newest[key] for key in SEARCH_SHAPING_KEYS if key in newest):
        added, currency = _additions(memory, result, lifted, lifted_amenities)
        if added:
            if "amenities" in added:
                result["amenities"] = [*result.get("amenities", []), *added["amenities"]]
            result.update({key: value for key, value in added.items() if key != "amenities"})
            applied.append(AppliedMemory(memory, added, currency))
    return result, applied


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
    converted = amount * USD_PER_UNIT[stated_in] / USD_PER_UNIT[searched_in]
    return float(round(converted)), searched_in


def _currency_of(filters: dict[str, Any]) -> str | None:
    if filters.get("location") in MARKETS_BY_NAME:
        return MARKETS_BY_NAME[filters["location"]].currency
    if filters.get("country"):
        currencies = {m.currency for m in MARKETS if m.country == filters["country"]}
        return currencies.pop() if len(currencies) == 1 else None
    return None
