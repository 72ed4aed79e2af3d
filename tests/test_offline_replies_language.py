"""The offline model answers entirely in the visitor's language: English, Spanish or Portuguese.

Its sentences, the filters it names and why each pick fits follow the visitor; listing names and
the hosts' own text are quoted as written. Every reply template is rendered in all three
languages, and no English template text may show in a Spanish or Portuguese reply.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

import pytest
from agents.items import TResponseInputItem

from memory.memories import Memory, MemorySource
from memory.personalisation import AppliedMemory
from offline_assistant import memory_replies
from offline_assistant.model import OfflineModel
from offline_assistant.reply_language import message_language, reply_language
from tests.test_offline_model import (
    CLOSEST_RESULT,
    PORTO_DIALOG,
    PORTO_REQUEST,
    SEARCH_RESULT,
    call,
    output,
    reply,
    tool_call,
    user,
)

SPANISH_REQUEST = "busco un piso en Barcelona para 4 personas con wifi"
PORTUGUESE_REQUEST = "apartamento no Rio até 400 reais com piscina"


def search_result(searched: str, total: int, *picks: dict[str, Any]) -> dict[str, Any]:
    return {"total": total, "searched": searched, "results": list(picks), "suggestions": []}


def listing(name: str, price: float, currency: str, neighbourhood: str, why: str) -> dict:
    return {
        "id": "1",
        "name": name,
        "price": price,
        "currency": currency,
        "neighbourhood": neighbourhood,
        "rating": 4.9,
        "reviews": 80,
        "guests": 4,
        "why": [why],
    }


BARCELONA_RESULT = search_result(
    "Barcelona · 4+ guests · Apartment · Wifi",
    9,
    listing("Gràcia loft", 140, "EUR", "Gràcia", "sleeps 4"),
)
RIO_RESULT = search_result(
    "Rio de Janeiro · under 400 BRL · Apartment · Pool",
    7,
    listing("Copacabana view", 350, "BRL", "Copacabana", "has a pool"),
)


def searched(
    request: str, result: dict[str, Any], history: Sequence[TResponseInputItem] = ()
) -> str:
    """The reply to ``request`` once the search the model asked for returned ``result``."""
    items = [*history, user(request)]
    name, arguments = tool_call(OfflineModel(), items)
    return reply(OfflineModel(), [*items, call(name, arguments), output(result)])


@pytest.mark.parametrize(
    ("message", "language"),
    [
        (PORTO_REQUEST, "en"),
        (SPANISH_REQUEST, "es"),
        (PORTUGUESE_REQUEST, "pt"),
        ("solo superanfitriones", "es"),
        ("só superanfitriões", "pt"),
        ("Olá!", "pt"),
        ("Rio de Janeiro", None),
        # The letters inside an id are no words ("da", "e" would read as Portuguese).
        ("forget memory 6b0ed91b5a042ed1e00df3da", None),
        ("L1 con piscina", "es"),
    ],
)
def test_a_message_is_read_for_cue_words(message: str, language: str | None) -> None:
    assert message_language(message) == language


def test_a_message_without_cues_keeps_the_conversations_language() -> None:
    assert reply_language([SPANISH_REQUEST, "Barcelona, 120"]) == "es"
    assert reply_language(["Barcelona, 120"]) == "en"


def test_a_spanish_request_gets_a_spanish_reply() -> None:
    text = searched(SPANISH_REQUEST, BARCELONA_RESULT)

    assert text == (
        "Encontré 9 alojamientos para Barcelona · 4+ huéspedes · apartamento · wifi. "
        "Los mejores:\n\n"
        "1. [**Gràcia loft**](/rentals/1/): 140 EUR/noche, Gràcia, ★ 4.9 (80 reseñas)."
        " Por qué: para 4 personas, apartamento, wifi."
    )


def test_a_portuguese_request_gets_a_portuguese_reply() -> None:
    text = searched(PORTUGUESE_REQUEST, RIO_RESULT)

    assert text.startswith(
        "Encontrei 7 acomodações para Rio De Janeiro · até 400 BRL · apartamento · piscina."
        " As melhores:"
    )
    assert (
        "350 BRL/noite, Copacabana, ★ 4.9 (80 avaliações). Por quê: apartamento, piscina.\n\n"
        in text
    )
    assert text.endswith("Os preços são por noite em BRL, a moeda local.")


def test_closest_matches_are_explained_in_portuguese() -> None:
    relaxed = [{"filter": "max_price", "change": "widened", "requested": 20, "relaxed_to": 25}]
    text = searched("apartamento no Porto até 20 euros", CLOSEST_RESULT | {"relaxed": relaxed})

    assert text.startswith(
        "Nada corresponde exatamente a Porto · até 20 EUR · apartamento, então aqui estão as mais "
        "próximas (orçamento ampliado de 20 EUR para 25 EUR): 9 acomodações. As melhores:"
    )


def test_a_stay_in_a_market_we_do_not_have_names_the_nearest_in_the_visitors_language() -> None:
    text = reply(OfflineModel(), [user("busco un piso en Madrid con wifi")])

    assert text == (
        "No tengo alojamientos en Madrid; los mercados más cercanos que tengo son Porto (a unos "
        "420 km al oeste) y Barcelona (a unos 510 km al este)."
    )


def test_unknown_places_in_a_search_are_named_in_the_visitors_language() -> None:
    """A search that ran with a market we do not have named (the model's choice, with OpenAI)."""
    items = [
        user("busco un piso en Madrid con wifi"),
        call(
            "searchRentals",
            {"query": "", "filters": {"property_type": "Apartment", "amenities": ["Wifi"]}},
        ),
        output(search_result("Wifi · Apartment", 0)),
    ]
    text = reply(OfflineModel(), items)

    assert text == (
        "No tengo alojamientos en Madrid; busqué en apartamento · wifi.\n\n"
        "Los mercados más cercanos que tengo son Porto (a unos 420 km al oeste) y Barcelona (a "
        "unos 510 km al este).\n\n"
        "No encontré nada para apartamento · wifi. Prueba a quitar un filtro o a buscar en otro "
        "mercado."
    )


def test_a_refinement_without_cues_answers_in_the_conversations_language() -> None:
    history = [user(SPANISH_REQUEST), call("searchRentals", {"query": "", "filters": {}})]
    history += [output(BARCELONA_RESULT)]

    assert searched("Porto", SEARCH_RESULT, history).startswith("Encontré 12 alojamientos")


def test_english_replies_are_unchanged() -> None:
    text = searched(PORTO_REQUEST, SEARCH_RESULT)

    assert text.startswith(
        "I found 12 listings for Porto · under 120 EUR · 2+ bedrooms · Apartment. Top picks:"
    )
    assert reply(OfflineModel(), [*PORTO_DIALOG, user("thanks!")]).startswith("You're welcome!")


@pytest.mark.parametrize(
    ("message", "opening"),
    [
        ("hola", "¡Hola! Dime dónde te gustaría alojarte"),
        ("oi", "Olá! Diga onde gostaria de ficar"),
        ("gracias", "¡De nada!"),
        ("obrigado", "De nada! Diga se quiser mudar algo"),
        ("ayuda", "Busco alojamientos reales de Airbnb para ti."),
        ("ajuda", "Eu procuro acomodações reais do Airbnb para você."),
    ],
)
def test_small_talk_follows_the_visitor(message: str, opening: str) -> None:
    assert reply(OfflineModel(), message).startswith(opening)


def applied(key: str, content: str, filters: dict[str, Any], **added: Any) -> AppliedMemory:
    now = datetime.now(UTC)
    memory = Memory(
        id="m1",
        kind="preference",
        key=key,
        content=content,
        importance=3,
        filters=filters,
        price_currency=None,
        source=MemorySource(),
        created_at=now,
        updated_at=now,
        last_recalled=None,
        recall_count=0,
        expire_at=None,
    )
    return AppliedMemory(memory=memory, added=added, currency="EUR")


def test_memory_sentences_follow_the_visitor() -> None:
    dog = applied("pets", "We travel with our dog.", {}, amenities=["Pets allowed"])
    budget = applied(
        "budget", "Our budget is about 150 a night.", {"max_price": 150}, max_price=150
    )

    assert memory_replies.because([dog, budget], "en") == (
        "Since you travel with your dog, I kept to pet-friendly places. Since your budget is "
        "about 150 a night, I kept to places up to 150 EUR."
    )
    assert memory_replies.because([dog, budget], "es") == (
        "Como viajas con tu perro, me limité a alojamientos que admiten mascotas. Como tu "
        "presupuesto es de unos 150 por noche, me limité a alojamientos de hasta 150 EUR."
    )
    assert memory_replies.because([dog], "pt") == (
        "Como você viaja com seu cachorro, fiquei com acomodações que aceitam animais."
    )


def test_the_name_of_a_listing_on_screen_says_nothing_about_the_visitors_language() -> None:
    """ "Sunny flat" is English; the question about it is Portuguese, and so is the answer."""
    question = "Sunny flat aceita cachorro?"
    items = [*PORTO_DIALOG, user(question)]
    name, arguments = tool_call(OfflineModel(), items)
    shown = {"count": 4, "results": [SEARCH_RESULT["results"][1] | {"position": 2}]}
    answer = reply(OfflineModel(), [*items, call(name, arguments, "c2"), output(shown, "c2")])
    assert answer.startswith("**Sunny flat** não inclui")
    assert message_language(question) != "pt"  # without knowing what is on screen
    assert reply_language([question], ignoring={"sunny", "flat"}) == "pt"
