"""What the chat suggests on an empty chat, in the visitor's language (English, Spanish or
Portuguese, from the browser's Accept-Language), and the demo booth's story.

Every prompt here shows results on the shipped listings with the offline model; the tests send
each one.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

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


# A three-minute demo on the shipped listings, one MongoDB capability a step: descriptive words
# run a hybrid search ($rankFusion of $vectorSearch and $search) with the dog as a pre-filter; a
# refinement adds a pre-filter and keeps the rest; switching market converts the budget; a place
# adds $geoWithin and marks the map; the saved stays are read to compare; a new chat reads the
# memories, which shape its search; and each turn's operations are under the hood. Each prompt
# finds results with no filter relaxed (tests/test_chat_suggestions.py sends them in order).
BOOTH_STORY: dict[Language, BoothStory] = {
    "en": BoothStory(
        "Take the 3-minute tour",
        (
            StoryStep(
                "meaning",
                "Search by meaning",
                "quiet flat with a sea view in Sydney under 250, we have a dog",
                "Descriptive words: a vector search fused with a text search, filters inside.",
            ),
            StoryStep(
                "refine",
                "Refine with filters",
                "only superhosts",
                "One more pre-filter; the dog and the sea view stay.",
            ),
            StoryStep(
                "switch",
                "Switch market",
                "what about Rio instead?",
                "The budget converts into reais.",
            ),
            StoryStep(
                "where",
                "Search by place",
                "near Copacabana",
                "A geo query around the beach, drawn on the map.",
            ),
            StoryStep(
                "compare",
                "Save and compare",
                "compare my saved places",
                "First tap ♥ on a stay or two.",
            ),
            StoryStep(
                "memory",
                "Long-term memory",
                "a quiet place in Brisbane with a pool",
                "A new chat: the memories read keeps the dog in the search.",
                new_chat=True,
            ),
            StoryStep(
                "hood",
                "Under the hood",
                "",
                "Open it under any reply: the operation that mattered comes first.",
            ),
        ),
    ),
    "es": BoothStory(
        "Haz el recorrido de 3 minutos",
        (
            StoryStep(
                "meaning",
                "Buscar por significado",
                "piso tranquilo con vistas al mar en Sídney por menos de 250, tenemos un perro",
                "Palabras descriptivas: búsqueda vectorial y de texto fusionadas, con los filtros.",
            ),
            StoryStep(
                "refine",
                "Afinar con filtros",
                "solo superanfitriones",
                "Un prefiltro más; el perro y las vistas al mar se quedan.",
            ),
            StoryStep(
                "switch",
                "Cambiar de mercado",
                "¿y en Río?",
                "El presupuesto se convierte a reales.",
            ),
            StoryStep(
                "where",
                "Buscar por lugar",
                "cerca de Copacabana",
                "Una consulta geográfica alrededor de la playa, en el mapa.",
            ),
            StoryStep(
                "compare",
                "Guardar y comparar",
                "compara mis guardados",
                "Primero toca ♥ en uno o dos alojamientos.",
            ),
            StoryStep(
                "memory",
                "Memoria a largo plazo",
                "algo tranquilo en Brisbane con piscina",
                "Un chat nuevo: la lectura de memories mantiene al perro en la búsqueda.",
                new_chat=True,
            ),
            StoryStep(
                "hood",
                "Bajo el capó",
                "",
                "Ábrelo bajo cualquier respuesta: la operación clave aparece primero.",
            ),
        ),
    ),
    "pt": BoothStory(
        "Faça o tour de 3 minutos",
        (
            StoryStep(
                "meaning",
                "Buscar pelo sentido",
                "apartamento tranquilo com vista para o mar em Sydney até 250, temos um cachorro",
                "Palavras descritivas: busca vetorial e de texto fundidas, com os filtros.",
            ),
            StoryStep(
                "refine",
                "Refinar com filtros",
                "só superhosts",
                "Mais um pré-filtro; o cachorro e a vista para o mar ficam.",
            ),
            StoryStep(
                "switch",
                "Mudar de mercado",
                "e no Rio?",
                "O orçamento é convertido em reais.",
            ),
            StoryStep(
                "where",
                "Buscar por lugar",
                "perto de Copacabana",
                "Uma consulta geográfica em volta da praia, no mapa.",
            ),
            StoryStep(
                "compare",
                "Salvar e comparar",
                "compare os meus salvos",
                "Primeiro toque em ♥ numa ou duas acomodações.",
            ),
            StoryStep(
                "memory",
                "Memória de longo prazo",
                "algo tranquilo em Brisbane com piscina",
                "Uma conversa nova: a leitura de memories mantém o cachorro na busca.",
                new_chat=True,
            ),
            StoryStep(
                "hood",
                "Por dentro",
                "",
                "Abra-o sob qualquer resposta: a operação principal aparece primeiro.",
            ),
        ),
    ),
}
