"""The offline model's words about long-term memory: why a search used a memory, what was just
remembered, what is remembered, what was forgotten, in the visitor's language
(``offline_assistant.wording``).

Memory sentences are quoted as stored: they are data about the visitor, written by the visitor,
the rule extractor or a language model, and never read as instructions.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any

from memory.forms import sentence
from memory.memories import listing_order
from memory.personalisation import AppliedMemory
from offline_assistant.reply_language import Language
from offline_assistant.wording import WORDING, Wording, value_name
from rentals.filters import format_number

# --- a search shaped by memories ----------------------------------------------------------------

_ANIMALS = re.compile(r"\b(dogs?|cats?|pets?)\b", re.IGNORECASE)


def because(applied: Sequence[AppliedMemory], language: Language) -> str:
    """ "Since you travel with your dog, I kept to pet-friendly places." for each memory used."""
    return " ".join(filter(None, (_because(item, language) for item in applied)))


def _because(item: AppliedMemory, language: Language) -> str:
    wording = WORDING[language]
    key, added = item.memory.key, item.added
    if key == "pets":
        animals = _ANIMALS.search(item.memory.content)
        animal = animals.group(1).lower() if animals else "pet"
        return wording.because_pets.format(animal=wording.pet_owners[animal])
    if key == "budget":
        currency = f" {item.currency}" if item.currency else ""
        budget = f"{_amount(item.memory.filters['max_price'])}{_stated_currency(item)}"
        return wording.because_budget.format(
            budget=budget, ceiling=f"{_amount(added['max_price'])}{currency}"
        )
    if key == "travel_party":
        return wording.because_party.format(size=added["min_accommodates"])
    if key == "host_preference":
        return wording.because_superhost
    if "location" in added:
        return wording.because_trip.format(market=added["location"])
    if "room_type" in added:
        room_type = added["room_type"]
        rooms = wording.preferred_rooms.get(room_type, value_name(room_type, language))
        return wording.because_room_type.format(rooms=rooms)
    if key == "accessibility":
        amenity = added["amenities"][0]
        need, places = wording.access_needs.get(amenity, wording.access_fallback)
        named = _amenity_name(amenity, language)
        return wording.because_access.format(need=need, places=places.format(amenity=named))
    if key == "workspace":
        return wording.because_workspace
    if "amenities" in added:
        named = " + ".join(_amenity_name(amenity, language) for amenity in added["amenities"])
        return wording.because_amenity.format(amenity=named)
    return wording.because_quiet if item.query else ""


def _amenity_name(amenity: str, language: Language) -> str:
    return value_name(amenity, language) if language != "en" else amenity.lower()


def _stated_currency(item: AppliedMemory) -> str:
    stated = item.memory.price_currency
    return f" {stated}" if stated and stated != item.currency else ""


def _amount(value: float) -> str:
    return format_number(value)


# --- what the memory tools did --------------------------------------------------------------------


def remembered_note(outputs: Sequence[str], language: Language) -> str:
    """What this turn added to or changed in the visitor's memory ("" when nothing new)."""
    wording = WORDING[language]
    results = [result for output in outputs if (result := _json(output)) and result.get("memory")]
    results.sort(key=lambda result: listing_order(str(result["memory"].get("key", ""))))
    new, changed = [], []
    for result in results:
        item = _memory_item(_said(result["memory"], language), wording)
        if result.get("status") == "created":
            new.append(item)
        elif result.get("status") == "superseded":
            changed.append(item)
    parts = []
    if new:
        parts.append(wording.remembered_new.format(memories="; ".join(new)))
    if changed:
        parts.append(wording.remembered_changed.format(memories="; ".join(changed)))
    return " ".join(parts)


def _memory_item(content: str, wording: Wording) -> str:
    """One memory in a note: read on as part of the sentence, or quoted as stored."""
    sentence = content.rstrip(".")
    return wording.memory_item.format(sentence=sentence[:1].lower() + sentence[1:], stored=content)


def recalled_reply(output: str, language: Language) -> str:
    wording = WORDING[language]
    result = _json(output)
    memories = (result or {}).get("memories") or []
    if not memories:
        return wording.nothing_remembered
    lines = [wording.recalled]
    lines += [f"- {_said(memory, language)}" for memory in memories if isinstance(memory, dict)]
    lines += ["", wording.memory_page]
    return "\n".join(lines)


def forgot_reply(output: str, language: Language) -> str:
    wording = WORDING[language]
    result = _json(output)
    forgotten = (result or {}).get("forgotten")
    if not forgotten:
        return wording.forget_failed
    return wording.forgotten.format(memory=_said(forgotten, language))


def _said(described: dict[str, Any], language: Language) -> str:
    """A memory as a memory tool described it, in the visitor's language when its form is known."""
    form = described.get("form")
    content = str(described.get("content", ""))
    return sentence(content, form if isinstance(form, dict) else None, language)


def _json(output: str) -> dict[str, Any] | None:
    try:
        result = json.loads(output)
    except json.JSONDecodeError:
        return None
    return result if isinstance(result, dict) else None
