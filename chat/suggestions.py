"""What the chat suggests on an empty chat, in the visitor's language (English, Spanish or
Portuguese, from the browser's Accept-Language), and the demo booth's story.

Every prompt here shows results on the shipped listings with the offline model; the tests send
each one.
"""

from __future__ import annotations

from dataclasses import dataclass

from offline_assistant.reply_language import ENGLISH, Language

# Longer Accept-Language headers are cut: nobody lists that many languages.
ACCEPT_LANGUAGE_MAX_CHARS = 200
_SUPPORTED: tuple[Language, ...] = ("en", "es", "pt")

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


@dataclass(frozen=True)
class StoryStep:
    """One step of the booth's story: what it shows, and the prompt its button sends."""

    title: str  # "Search"
    prompt: str  # "" for a step the visitor takes on the page rather than in words
    hint: str = ""  # what to do besides (or instead of) sending the prompt
    new_chat: bool = False  # sent in a new conversation, where what was remembered applies


def _story(
    search: str, refine: str, switch: str, saved: str, remembered: str
) -> tuple[StoryStep, ...]:
    return (
        StoryStep("Search", search, "The filters and results follow; the dog is remembered."),
        StoryStep("Refine", refine, "The rest of the search stays."),
        StoryStep("Switch market", switch, "The budget follows into reais."),
        StoryStep("Save", saved, "First tap ♥ on a stay or two."),
        StoryStep("Memory", remembered, "A new chat: the dog is remembered.", new_chat=True),
        StoryStep(
            "Under the hood",
            "",
            "Open “Under the hood” under a reply: the MongoDB operations of that turn.",
        ),
    )


# A three-minute demo: search, refine, switch market, save, a new chat where memory applies, and
# what MongoDB did for each turn.
BOOTH_STORY: dict[Language, tuple[StoryStep, ...]] = {
    "en": _story(
        "2 bedroom flat in Sydney under 250, we have a dog",
        "only superhosts",
        "what about Rio instead?",
        "compare my saved places",
        "a place in Brisbane with a pool",
    ),
    "es": _story(
        "piso de 2 habitaciones en Sídney por menos de 250, tenemos un perro",
        "solo superanfitriones",
        "¿y en Río?",
        "compara mis guardados",
        "algo en Brisbane con piscina",
    ),
    "pt": _story(
        "apartamento de 2 quartos em Sydney até 250, temos um cachorro",
        "só superhosts",
        "e no Rio?",
        "compare os meus salvos",
        "algo em Brisbane com piscina",
    ),
}


def preferred_language(accept_language: str) -> Language:
    """The first of the chat's languages the browser asks for (``es-ES,es;q=0.9,en;q=0.8``);
    English when it asks for none of them. Quality values are taken in the order given, as
    browsers list them best first."""
    for entry in accept_language[:ACCEPT_LANGUAGE_MAX_CHARS].split(","):
        primary = entry.split(";", 1)[0].strip().split("-", 1)[0].lower()
        for language in _SUPPORTED:
            if primary == language:
                return language
    return ENGLISH
