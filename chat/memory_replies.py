"""The offline model's words about long-term memory: why a search used a memory, what was just
remembered, what is remembered, what was forgotten.

Memory sentences are quoted as stored: they are data about the visitor, written by the visitor,
the rule extractor or a language model, and never read as instructions.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from chat.reply_language import Language
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

# --- a search shaped by memories ----------------------------------------------------------------

_ANIMALS = re.compile(r"\b(dogs?|cats?|pets?)\b", re.IGNORECASE)


@dataclass(frozen=True)
class BecauseWording:
    """Why a search used a memory, in one language; the memory's own words stay as stored."""

    pets: str
    animals: dict[str, str]  # "dog" -> "your dog", with the possessive the language needs
    budget: str
    party: str
    superhost: str
    access: str
    access_words: dict[str, tuple[str, str]]  # amenity -> (what you need, which places)
    access_fallback: tuple[str, str]
    trip: str
    room_type: str
    rooms: dict[str, str]  # room type -> the places it means
    workspace: str
    amenity: str
    quiet: str


_BECAUSE: dict[Language, BecauseWording] = {
    "en": BecauseWording(
        pets="Since you travel with {animal}, I kept to pet-friendly places.",
        animals={
            animal: f"your {animal}" for animal in ("dog", "dogs", "cat", "cats", "pet", "pets")
        },
        budget=("Since your budget is about {budget} a night, I kept to places up to {ceiling}."),
        party="Since you travel as a party of {size}, I kept to places that sleep {size}.",
        superhost="Since you prefer superhosts, I kept to superhost listings.",
        access="Since you {need}, I kept to {places}.",
        access_words={
            "Wheelchair accessible": ("need wheelchair access", "wheelchair-accessible places"),
            "Step-free access": ("need step-free access", "places with step-free access"),
            "Elevator": ("need an elevator", "places with an elevator"),
        },
        access_fallback=("need it", "places with {amenity}"),
        trip="Since you're planning a trip to {market}, I searched there.",
        room_type="Since you prefer {rooms}, I kept to them.",
        rooms={
            "Entire home/apt": "entire homes",
            "Private room": "private rooms",
            "Shared room": "shared rooms",
        },
        workspace="Since you work on the road, I kept to places with a laptop-friendly workspace.",
        amenity="Since you always need {amenity}, I kept to places that have it.",
        quiet="Since noise bothers you, I looked for quiet places.",
    ),
    "es": BecauseWording(
        pets="Como viajas con {animal}, me limité a alojamientos que admiten mascotas.",
        animals={
            "dog": "tu perro",
            "dogs": "tus perros",
            "cat": "tu gato",
            "cats": "tus gatos",
            "pet": "tu mascota",
            "pets": "tus mascotas",
        },
        budget=(
            "Como tu presupuesto es de unos {budget} por noche, me limité a alojamientos de "
            "hasta {ceiling}."
        ),
        party="Como viajáis {size} personas, me limité a alojamientos para {size}.",
        superhost="Como prefieres superanfitriones, me limité a sus alojamientos.",
        access="Como {need}, me limité a {places}.",
        access_words={
            "Wheelchair accessible": (
                "necesitas acceso en silla de ruedas",
                "alojamientos accesibles en silla de ruedas",
            ),
            "Step-free access": ("necesitas acceso sin escalones", "alojamientos sin escalones"),
            "Elevator": ("necesitas ascensor", "alojamientos con ascensor"),
        },
        access_fallback=("lo necesitas", "alojamientos con {amenity}"),
        trip="Como planeas un viaje a {market}, busqué allí.",
        room_type="Como prefieres {rooms}, me limité a ellos.",
        rooms={
            "Entire home/apt": "alojamientos enteros",
            "Private room": "habitaciones privadas",
            "Shared room": "habitaciones compartidas",
        },
        workspace="Como trabajas en remoto, me limité a alojamientos con espacio de trabajo.",
        amenity="Como siempre necesitas {amenity}, me limité a alojamientos que lo tienen.",
        quiet="Como el ruido te molesta, busqué sitios tranquilos.",
    ),
    "pt": BecauseWording(
        pets="Como você viaja com {animal}, fiquei com acomodações que aceitam animais.",
        animals={
            "dog": "seu cachorro",
            "dogs": "seus cachorros",
            "cat": "seu gato",
            "cats": "seus gatos",
            "pet": "seu pet",
            "pets": "seus pets",
        },
        budget=(
            "Como seu orçamento é de cerca de {budget} por noite, fiquei com acomodações de "
            "até {ceiling}."
        ),
        party="Como vocês viajam em {size}, fiquei com acomodações para {size} pessoas.",
        superhost="Como você prefere superanfitriões, fiquei com os anúncios deles.",
        access="Como você {need}, fiquei com {places}.",
        access_words={
            "Wheelchair accessible": (
                "precisa de acesso para cadeira de rodas",
                "acomodações acessíveis para cadeira de rodas",
            ),
            "Step-free access": ("precisa de acesso sem degraus", "acomodações sem degraus"),
            "Elevator": ("precisa de elevador", "acomodações com elevador"),
        },
        access_fallback=("precisa disso", "acomodações com {amenity}"),
        trip="Como você está planejando uma viagem para {market}, procurei lá.",
        room_type="Como você prefere {rooms}, fiquei com essas opções.",
        rooms={
            "Entire home/apt": "lugares inteiros",
            "Private room": "quartos privados",
            "Shared room": "quartos compartilhados",
        },
        workspace="Como você trabalha remotamente, fiquei com acomodações com espaço de trabalho.",
        amenity="Como você sempre precisa de {amenity}, fiquei com acomodações que têm isso.",
        quiet="Como o barulho te incomoda, procurei lugares tranquilos.",
    ),
}


def because(applied: Sequence[AppliedMemory], language: Language) -> str:
    """ "Since you travel with your dog, I kept to pet-friendly places." for each memory used."""
    wording = _BECAUSE[language]
    return " ".join(filter(None, (_because(item, wording) for item in applied)))


def _because(item: AppliedMemory, wording: BecauseWording) -> str:
    key, added = item.memory.key, item.added
    if key == "pets":
        animals = _ANIMALS.search(item.memory.content)
        animal = animals.group(1).lower() if animals else "pet"
        return wording.pets.format(animal=wording.animals[animal])
    if key == "budget":
        currency = f" {item.currency}" if item.currency else ""
        budget = f"{_amount(item.memory.filters['max_price'])}{_stated_currency(item)}"
        return wording.budget.format(
            budget=budget, ceiling=f"{_amount(added['max_price'])}{currency}"
        )
    if key == "travel_party":
        return wording.party.format(size=added["min_accommodates"])
    if key == "host_preference":
        return wording.superhost
    if "location" in added:
        return wording.trip.format(market=added["location"])
    if "room_type" in added:
        room_type = added["room_type"]
        return wording.room_type.format(rooms=wording.rooms.get(room_type, room_type.lower()))
    if key == "accessibility":
        amenity = added["amenities"][0]
        need, places = wording.access_words.get(amenity, wording.access_fallback)
        return wording.access.format(need=need, places=places.format(amenity=amenity.lower()))
    if key == "workspace":
        return wording.workspace
    if "amenities" in added:
        return wording.amenity.format(amenity=" + ".join(a.lower() for a in added["amenities"]))
    return wording.quiet if item.query else ""


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
