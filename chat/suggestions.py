"""What the chat suggests on an empty chat, in the visitor's language (English, Spanish or
Portuguese, from the browser's Accept-Language), and the demo booth's story.

Every prompt here shows results on the shipped listings with the offline model; the tests send
each one.
"""

from __future__ import annotations

from dataclasses import dataclass

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


@dataclass(frozen=True)
class StoryStep:
    """One step of the booth's story: what it shows, and the prompt its button sends."""

    title: str  # "Search"
    prompt: str  # "" for a step the visitor takes on the page rather than in words
    hint: str = ""  # what to do besides (or instead of) sending the prompt
    new_chat: bool = False  # sent in a new conversation, where what was remembered applies


def _story(
    language: Language, search: str, refine: str, switch: str, saved: str, remembered: str
) -> tuple[StoryStep, ...]:
    def step(name: str, prompt: str, new_chat: bool = False) -> StoryStep:
        title, hint = text(f"tour.{name}", language), text(f"tour.{name}_hint", language)
        return StoryStep(title, prompt, hint, new_chat)

    return (
        step("search", search),
        step("refine", refine),
        step("switch", switch),
        step("save", saved),
        step("memory", remembered, new_chat=True),
        step("under_the_hood", ""),
    )


# A three-minute demo: search, refine, switch market, save, a new chat where memory applies, and
# what MongoDB did for each turn.
BOOTH_STORY: dict[Language, tuple[StoryStep, ...]] = {
    "en": _story(
        "en",
        "2 bedroom flat in Sydney under 250, we have a dog",
        "only superhosts",
        "what about Rio instead?",
        "compare my saved places",
        "a place in Brisbane with a pool",
    ),
    "es": _story(
        "es",
        "piso de 2 habitaciones en Sídney por menos de 250, tenemos un perro",
        "solo superanfitriones",
        "¿y en Río?",
        "compara mis guardados",
        "algo en Brisbane con piscina",
    ),
    "pt": _story(
        "pt",
        "apartamento de 2 quartos em Sydney até 250, temos um cachorro",
        "só superhosts",
        "e no Rio?",
        "compare os meus salvos",
        "algo em Brisbane com piscina",
    ),
}
