"""The offline model's words about long-term memory: why a search used a memory, what was just
remembered, what is remembered, what was forgotten.

Memory sentences are quoted as stored: they are data about the visitor, written by the visitor,
the rule extractor or a language model, and never read as instructions.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any

from memory.memories import listing_order
from memory.personalisation import AppliedMemory
from rentals.filters import format_number

MEMORY_PAGE = "You can see, edit or forget what I remember on the Memory page."
NOTHING_REMEMBERED = (
    "I don't remember anything about you yet. Tell me things like “we travel with our dog” or "
    "“our budget is about 150 a night” and I'll keep them in mind for your next searches."
)
FORGET_FAILED = (
    "I couldn't find that memory among yours, so nothing was forgotten. "
    "The Memory page lists everything I remember about you."
)

_ANIMALS = re.compile(r"\b(dogs?|cats?|pets?)\b", re.IGNORECASE)
_ACCESS_WORDS = {
    "Wheelchair accessible": ("need wheelchair access", "wheelchair-accessible places"),
    "Step-free access": ("need step-free access", "places with step-free access"),
    "Elevator": ("need an elevator", "places with an elevator"),
}


# --- a search shaped by memories ----------------------------------------------------------------


def because(applied: Sequence[AppliedMemory]) -> str:
    """ "Since you travel with your dog, I kept to pet-friendly places." for each memory used."""
    return " ".join(_because(item) for item in applied)


def _because(item: AppliedMemory) -> str:
    key, added = item.memory.key, item.added
    if key == "pets":
        animals = _ANIMALS.search(item.memory.content)
        return (
            f"Since you travel with your {animals.group(1).lower() if animals else 'pet'}, "
            "I kept to pet-friendly places."
        )
    if key == "budget":
        currency = f" {item.currency}" if item.currency else ""
        return (
            f"Since your budget is about {_amount(item.memory.filters['max_price'])}"
            f"{_stated_currency(item)} a night, I kept to places up to "
            f"{_amount(added['max_price'])}{currency}."
        )
    if key == "travel_party":
        size = added["min_accommodates"]
        return f"Since you travel as a party of {size}, I kept to places that sleep {size}."
    if key == "host_preference":
        return "Since you prefer superhosts, I kept to superhost listings."
    need, places = _ACCESS_WORDS.get(
        added["amenities"][0], ("need it", f"places with {added['amenities'][0].lower()}")
    )
    return f"Since you {need}, I kept to {places}."


def _stated_currency(item: AppliedMemory) -> str:
    stated = item.memory.price_currency
    return f" {stated}" if stated and stated != item.currency else ""


def _amount(value: float) -> str:
    return format_number(value)


# --- what the memory tools did --------------------------------------------------------------------


def remembered_note(outputs: Sequence[str]) -> str:
    """What this turn added to or changed in the visitor's memory ("" when nothing new)."""
    results = [result for output in outputs if (result := _json(output)) and result.get("memory")]
    results.sort(key=lambda result: listing_order(str(result["memory"].get("key", ""))))
    new, changed = [], []
    for result in results:
        memory = result["memory"]
        sentence = _lower_first(str(memory.get("content", "")).rstrip("."))
        if result.get("status") == "created":
            new.append(sentence)
        elif result.get("status") == "superseded":
            changed.append(sentence)
    parts = []
    if new:
        parts.append(f"I'll remember that for next time: {'; '.join(new)}.")
    if changed:
        parts.append(f"I've updated what I remember: {'; '.join(changed)}.")
    return " ".join(parts)


def recalled_reply(output: str) -> str:
    result = _json(output)
    memories = (result or {}).get("memories") or []
    if not memories:
        return NOTHING_REMEMBERED
    lines = ["Here is what I remember about you (and only you):"]
    lines += [f"- {memory.get('content', '')}" for memory in memories]
    lines += ["", MEMORY_PAGE]
    return "\n".join(lines)


def forgot_reply(output: str) -> str:
    result = _json(output)
    forgotten = (result or {}).get("forgotten")
    if not forgotten:
        return FORGET_FAILED
    return f"Done, I've forgotten that: “{forgotten.get('content', '')}”"


def _json(output: str) -> dict[str, Any] | None:
    try:
        result = json.loads(output)
    except json.JSONDecodeError:
        return None
    return result if isinstance(result, dict) else None


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]
