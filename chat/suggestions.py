"""What the chat suggests on an empty chat, in the visitor's language (English, Spanish or
Portuguese, from the browser's Accept-Language), and the demo booth's story.

Every prompt here shows results on the shipped listings with the offline model; the tests send
each one.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from language.interface_text import text
from offline_assistant.reply_language import Language

SEARCH_SUGGESTIONS: dict[Language, tuple[str, ...]] = {
    "en": (
        "2 bedroom flat in Porto under 120",
        "Family of five in Barcelona with a pool",
        "Compare my saved places",
    ),
    "es": (
        "Piso de 2 habitaciones en Oporto por menos de 120",
        "Familia de cinco en Barcelona con piscina",
        "Compara mis guardados",
    ),
    "pt": (
        "Apartamento de 2 quartos no Porto até 120",
        "Família de cinco em Barcelona com piscina",
        "Compare os meus salvos",
    ),
}
LISTING_SUGGESTIONS: dict[Language, tuple[str, ...]] = {
    "en": (
        "Is it close to the beach?",
        "Does it have wifi and a kitchen?",
        "Compare my saved places",
    ),
    "es": ("¿Está cerca de la playa?", "¿Tiene wifi y cocina?", "Compara mis guardados"),
    "pt": ("Fica perto da praia?", "Tem wifi e cozinha?", "Compare os meus salvos"),
}


Capability = Literal["meaning", "refine", "where", "switch", "compare", "memory", "hood"]


@dataclass(frozen=True)
class StoryStep:
    """One step of the booth's story: the capability it shows, and the prompt its button sends."""

    capability: Capability  # which MongoDB capability the step shows; the same in every language
    title: str  # "Search by meaning", in the visitor's language
    prompt: str  # "" for a step the visitor takes on the page rather than in words
    hint: str = ""  # what to watch for, or what to do besides sending the prompt
    new_chat: bool = False  # sent in a new conversation, where what was remembered applies


@dataclass(frozen=True)
class BoothStory:
    heading: str  # "Take the 3-minute tour"
    steps: tuple[StoryStep, ...]


# Each step's prompt, in the order of the tour; the capabilities' titles and hints are interface
# texts (``tour.<capability>`` in language.interface_text).
_PROMPTS: dict[Language, dict[Capability, str]] = {
    "en": {
        "meaning": "quiet flat with a sea view in Sydney under 250, we have a dog",
        "refine": "only superhosts",
        "switch": "what about Rio instead?",
        "where": "near Copacabana",
        "compare": "compare my saved places",
        "memory": "a quiet place in Brisbane with a pool",
        "hood": "",
    },
    "es": {
        "meaning": "piso tranquilo con vistas al mar en Sídney por menos de 250, tenemos un perro",
        "refine": "solo superanfitriones",
        "switch": "¿y en Río?",
        "where": "cerca de Copacabana",
        "compare": "compara mis guardados",
        "memory": "algo tranquilo en Brisbane con piscina",
        "hood": "",
    },
    "pt": {
        "meaning": (
            "apartamento tranquilo com vista para o mar em Sydney até 250, temos um cachorro"
        ),
        "refine": "só superhosts",
        "switch": "e no Rio?",
        "where": "perto de Copacabana",
        "compare": "compare os meus salvos",
        "memory": "algo tranquilo em Brisbane com piscina",
        "hood": "",
    },
}


def _story(language: Language) -> BoothStory:
    return BoothStory(
        text("chat.tour", language),
        tuple(
            StoryStep(
                capability,
                text(f"tour.{capability}", language),
                prompt,
                text(f"tour.{capability}_hint", language),
                new_chat=capability == "memory",
            )
            for capability, prompt in _PROMPTS[language].items()
        ),
    )


# A three-minute demo on the shipped listings, one MongoDB capability a step: descriptive words
# run a hybrid search ($rankFusion of $vectorSearch and $search) with the dog as a pre-filter; a
# refinement adds a pre-filter and keeps the rest; switching market converts the budget; a place
# adds $geoWithin and marks the map; the saved stays are read to compare; a new chat reads the
# memories, which shape its search; and each turn's operations are under the hood. Each prompt
# finds results with no filter relaxed (tests/test_chat_suggestions.py sends them in order).
BOOTH_STORY: dict[Language, BoothStory] = {language: _story(language) for language in _PROMPTS}
