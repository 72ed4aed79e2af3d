"""The memory contract, rule by rule, in English, Spanish and Portuguese: what is durable and what
is a one-off request, what each memory does to the next conversation's first search, corrections
and retractions, and what the visitor says now winning over a memory for one search."""

from __future__ import annotations

import time
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from language import parse_utterance
from language.hostile_inputs import hostile_messages
from language.parser import normalise
from language.stance import stance_of
from memory.extraction import extract_memories, mentioned_keys, retracted_keys
from memory.implications import implied_by
from memory.memories import Memory, MemoryCandidate, MemorySource, _in_stated_currency
from memory.personalisation import remembered_query, with_remembered_filters
from offline_assistant import memory_replies

PETS = "Pets allowed"
DESK = "Laptop friendly workspace"


def effects(text: str) -> dict[str, tuple[dict[str, Any], str]]:
    """Each memory key found in ``text`` with the filters and query words it implies."""
    found = {}
    for candidate in extract_memories(text):
        implication = implied_by(candidate.key, candidate.content)
        found[candidate.key] = (implication.filters, implication.query)
    return found


# --- durable, per rule and language ----------------------------------------------------------

WHOLE_PLACE = {"room_type": "Entire home/apt"}


@pytest.mark.parametrize(
    ("text", "key", "filters", "query"),
    [
        # pets travel along
        ("We always bring our two dogs along", "pets", {"amenities": [PETS]}, ""),
        ("We never travel without our dog", "pets", {"amenities": [PETS]}, ""),
        ("Siempre viajamos con nuestro perro", "pets", {"amenities": [PETS]}, ""),
        ("Sempre viajamos com nosso cachorro", "pets", {"amenities": [PETS]}, ""),
        # remote work
        ("I'm a digital nomad and need a workspace wherever I go", "workspace",
         {"amenities": [DESK]}, ""),
        ("I work remotely so I always need a proper desk", "workspace", {"amenities": [DESK]}, ""),
        ("Trabajo en remoto y necesito un escritorio", "workspace", {"amenities": [DESK]}, ""),
        ("Sou nômade digital", "workspace", {"amenities": [DESK]}, ""),
        # wheelchair
        ("My husband uses a wheelchair", "accessibility",
         {"amenities": ["Wheelchair accessible"]}, ""),
        ("Mi madre va en silla de ruedas", "accessibility",
         {"amenities": ["Wheelchair accessible"]}, ""),
        ("Meu marido usa cadeira de rodas", "accessibility",
         {"amenities": ["Wheelchair accessible"]}, ""),
        # a party that travels together
        ("There are six of us and we always travel as a group", "travel_party",
         {"min_accommodates": 6}, ""),
        ("Somos cuatro y siempre viajamos juntos", "travel_party", {"min_accommodates": 4}, ""),
        ("Somos uma família de 5", "travel_party", {"min_accommodates": 5}, ""),
        # budgets, with the currency they were stated in
        ("We never spend more than 100 pounds a night", "budget", {"max_price": 100}, ""),
        ("Our budget never goes above 200 euros a night", "budget", {"max_price": 200}, ""),
        ("Nuestro presupuesto nunca pasa de 100 euros por noche", "budget",
         {"max_price": 100}, ""),
        ("Nosso orçamento é no máximo 300 reais por noite", "budget", {"max_price": 300}, ""),
        # superhosts
        ("I only ever book with superhosts", "host_preference", {"superhost_only": True}, ""),
        ("Solo reservo con superanfitriones", "host_preference", {"superhost_only": True}, ""),
        ("Só reservamos com superhosts", "host_preference", {"superhost_only": True}, ""),
        # whole places
        ("We only stay in entire homes", "room_type", WHOLE_PLACE, ""),
        ("We never stay in shared places, always the whole place", "room_type", WHOLE_PLACE, ""),
        ("Solo nos alojamos en casas enteras", "room_type", WHOLE_PLACE, ""),
        ("Só ficamos em lugares inteiros", "room_type", WHOLE_PLACE, ""),
        # must-have amenities, named or implied by a habit
        ("We also need a dishwasher, always", "must_have", {"amenities": ["Dishwasher"]}, ""),
        ("Please remember that we always need wifi", "must_have", {"amenities": ["Wifi"]}, ""),
        ("Siempre necesitamos piscina", "must_have", {"amenities": ["Pool"]}, ""),
        ("Remember that we need free parking, we drive everywhere", "parking",
         {"amenities": ["Free parking on premises"]}, ""),
        ("Siempre vamos en coche", "parking", {"amenities": ["Free parking on premises"]}, ""),
        ("Sempre viajamos de carro", "parking", {"amenities": ["Free parking on premises"]}, ""),
        ("We always cook our own meals", "cooking", {"amenities": ["Kitchen"]}, ""),
        ("Siempre cocinamos", "cooking", {"amenities": ["Kitchen"]}, ""),
        # noise
        ("Noise keeps me awake, I need somewhere quiet", "noise", {}, "quiet"),
        ("I'm a light sleeper", "noise", {}, "quiet"),
        ("I prefer quiet neighbourhoods", "noise", {}, "quiet"),
        ("Tengo el sueño ligero", "noise", {}, "quiet"),
        ("Prefiero zonas tranquilas", "noise", {}, "quiet"),
        ("Tenho sono leve", "noise", {}, "quiet"),
        ("Não gosto de barulho", "noise", {}, "quiet"),
        # upcoming trips
        ("We're going to Edinburgh in August", "trip", {"location": "Edinburgh"}, ""),
        ("We're coming to Sydney in July", "trip", {"location": "Sydney"}, ""),
        ("Vamos a Barcelona en junio", "trip", {"location": "Barcelona"}, ""),
        ("Vamos para o Rio em março", "trip", {"location": "Rio De Janeiro"}, ""),
        ("I never stay anywhere without wifi", "must_have", {"amenities": ["Wifi"]}, ""),
        ("Siempre elegimos superanfitriones", "host_preference", {"superhost_only": True}, ""),
        ("Siempre buscamos sitios silenciosos", "noise", {}, "quiet"),
        ("I can't sleep with noise", "noise", {}, "quiet"),
        # anything the visitor asks to be remembered
        ("Please remember that my son is 3", "note", {}, ""),
        ("Recuerda que soy vegetariano", "note", {}, ""),
        ("Lembre que meu filho tem 3 anos", "note", {}, ""),
        # allergies: remembered, no filter
        ("My wife is allergic to cats", "allergy", {}, ""),
        ("Mi marido es alérgico a los perros", "allergy", {}, ""),
        ("Minha esposa é alérgica a gatos", "allergy", {}, ""),
    ],
)  # fmt: skip
def test_durable_facts_and_what_they_do_to_a_search(
    text: str, key: str, filters: dict[str, Any], query: str
) -> None:
    found = effects(text)
    assert key in found, found
    assert found[key] == (filters, query)


def test_an_allergy_to_cats_is_no_pet() -> None:
    assert set(effects("My wife is allergic to cats")) == {"allergy"}


@pytest.mark.parametrize(
    "text",
    [
        "somewhere warm by the beach for a family of 5",
        "only superhosts please",
        "cheapest place in Sydney",
        "2 bedroom flat in Porto for 4",
        "private room in Hong Kong under 500",
        "with a hot tub please",
        "a quiet place near the beach",
        "I need a place with a desk in Porto",
        "places in Edinburgh in August",
        "a flat in Porto for me and my wife",
        "Do you have places where we can bring our dog?",
        "We're bringing our dog this time",
        "algo cerca de la playa para una familia de 5",
        "solo superanfitriones, por favor",
        "el más barato en Sydney",
        "esta vez viajamos con el perro",
        "¿se admiten perros?",
        "algo perto da praia para uma família de 5",
        "só superhosts, por favor",
        "o mais barato no Rio",
        "desta vez vamos com o cachorro",
    ],
)
def test_one_off_requests_and_questions_leave_no_memory(text: str) -> None:
    assert extract_memories(text) == []


# --- corrections and retractions -------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "keys"),
    [
        ("Scratch that, the cat stays home from now on", {"pets"}),
        ("Actually we don't have a dog anymore", {"pets"}),
        ("Forget what I said about my budget", {"budget"}),
        ("Ya no tenemos perro", {"pets"}),
        ("Olvida lo que dije de mi presupuesto", {"budget"}),
        ("Não temos mais cachorro", {"pets"}),
        ("Esquece o que eu disse sobre o orçamento", {"budget"}),
        ("forget the budget", set()),  # drops the search's filter, not a fact
    ],
)
def test_retractions_name_what_they_take_back(text: str, keys: set[str]) -> None:
    assert retracted_keys(text) == keys
    assert extract_memories(text) == []


@pytest.mark.parametrize(
    ("text", "ceiling"),
    [
        ("actually make that 150 euros", 150),
        ("en realidad, que sean 150 euros", 150),
        ("na verdade, 150 euros", 150),
    ],
)
def test_a_correction_restates_a_remembered_value(text: str, ceiling: int) -> None:
    assert extract_memories(text) == []  # nothing to correct
    [budget] = extract_memories(text, correctable={"budget"})
    assert implied_by(budget.key, budget.content).filters == {"max_price": ceiling}


def test_the_language_cues() -> None:
    lasting = stance_of(normalise("We always bring our dog"))
    assert lasting.durable and lasting.lasting and lasting.about_self
    assert not stance_of(normalise("only superhosts please")).durable
    assert not stance_of(normalise("we have a dog, anything in Porto?")).durable
    assert stance_of(normalise("please remember we have a dog?")).durable
    assert not stance_of(normalise("esta vez viajamos con el perro")).durable
    assert stance_of(normalise("el gato se queda en casa a partir de ahora")).retracts
    assert stance_of(normalise("Na verdade, 150")).corrects


def test_a_denied_floor_is_a_ceiling() -> None:
    assert parse_utterance("we never spend more than 100").settings == {"max_price": 100}
    assert parse_utterance("não gastamos mais de 300 reais").settings == {"max_price": 300}
    assert parse_utterance("over 100").settings == {"min_price": 100}


def test_leaving_the_pet_at_home_removes_the_pets_filter() -> None:
    for text in (
        "we're leaving the dog at home this time",
        "the dog stays home this time",
        "esta vez no llevamos al perro",
        "desta vez não vamos levar o cachorro",
    ):
        parsed = parse_utterance(text)
        assert parsed.removed_amenities == [PETS] and PETS not in parsed.amenities, text


# --- what memories do to a new conversation's first search ------------------------------------


def memory(key: str, content: str, *, age_minutes: int = 0) -> Memory:
    implication = implied_by(key, content)
    at = datetime.now(UTC) - timedelta(minutes=age_minutes)
    return Memory(
        id=f"m-{key}-{age_minutes}",
        kind="preference",
        key=key,
        content=content,
        importance=5,
        filters=implication.filters,
        price_currency=implication.price_currency,
        source=MemorySource(),
        created_at=at,
        updated_at=at,
        last_recalled=None,
        recall_count=0,
        expire_at=None,
        query=implication.query,
    )


def shaped(text: str, memories: list[Memory]) -> tuple[dict[str, Any], str]:
    said = parse_utterance(text)
    filters = {**said.settings}
    if said.amenities:
        filters["amenities"] = said.amenities
    result, applied = with_remembered_filters(
        filters, memories, lifted=said.cleared, lifted_amenities=said.removed_amenities
    )
    return result, remembered_query(said.query, applied)


def test_a_trip_supplies_its_market_and_its_currency_for_the_budget() -> None:
    trip = memory("trip", "Planning a trip to Rio De Janeiro in March.")
    budget = memory("budget", "Budget is about 100 euros per night.")
    filters, _ = shaped("anything with a pool?", [budget, trip])
    assert filters == {"location": "Rio De Janeiro", "amenities": ["Pool"], "max_price": 600}
    filters, _ = shaped("and in Porto?", [budget, trip])
    assert filters == {"location": "Porto", "max_price": 100}
    filters, _ = shaped("something in Spain", [trip])
    assert filters == {"country": "Spain"}


def test_each_memory_adds_its_filter_or_words() -> None:
    memories = [
        memory("room_type", "Stays only in entire homes."),
        memory("workspace", "Works remotely; needs a laptop-friendly workspace."),
        memory("must_have", "Needs dishwasher at every stay.", age_minutes=5),
        memory("must_have", "Needs wifi at every stay."),
        memory("noise", "Is sensitive to noise; prefers quiet places."),
        memory("allergy", "Is allergic to cats."),
    ]
    filters, query = shaped("places in Porto", memories)
    assert filters["room_type"] == "Entire home/apt"
    assert set(filters["amenities"]) == {DESK, "Dishwasher", "Wifi"}
    assert query == "quiet"


@pytest.mark.parametrize(
    ("text", "memories", "expected"),
    [
        ("something in Albany, any host is fine this time",
         [memory("host_preference", "Prefers superhost listings.")], {"location": "Albany"}),
        ("Porto, we're leaving the dog at home this time",
         [memory("pets", "Travels with a dog.")], {"location": "Porto"}),
        ("Porto up to 250", [memory("budget", "Budget is about 100 euros per night.")],
         {"location": "Porto", "max_price": 250}),
        ("algo en Barcelona, esta vez sin el perro", [memory("pets", "Travels with a dog.")],
         {"location": "Barcelona"}),
        ("e no Porto, desta vez qualquer anfitrião",
         [memory("host_preference", "Prefers superhost listings.")], {"location": "Porto"}),
    ],
)  # fmt: skip
def test_what_the_visitor_says_now_wins_for_this_search(
    text: str, memories: list[Memory], expected: dict[str, Any]
) -> None:
    assert shaped(text, memories)[0] == expected
    assert extract_memories(text) == []  # and nothing new is remembered from it


# --- the reply says which memories shaped the search ------------------------------------------


def test_the_reply_names_each_memory_used_in_three_languages() -> None:
    _, applied = with_remembered_filters(
        {},
        [
            memory("trip", "Planning a trip to Porto in May."),
            memory("room_type", "Stays only in entire homes."),
            memory("workspace", "Works remotely; needs a laptop-friendly workspace."),
            memory("must_have", "Needs dishwasher at every stay."),
            memory("noise", "Is sensitive to noise; prefers quiet places."),
        ],
    )
    assert memory_replies.because(applied, "en") == (
        "Since you're planning a trip to Porto, I searched there. Since you prefer entire homes, "
        "I kept to them. Since you work on the road, I kept to places with a laptop-friendly "
        "workspace. Since you always need dishwasher, I kept to places that have it. Since noise "
        "bothers you, I looked for quiet places."
    )
    spanish = memory_replies.because(applied, "es")
    assert spanish.startswith("Como planeas un viaje a Porto, busqué allí.")
    assert "Como el ruido te molesta, busqué sitios tranquilos." in spanish
    portuguese = memory_replies.because(applied, "pt")
    assert portuguese.startswith("Como você está planejando uma viagem para Porto, procurei lá.")
    assert "fiquei com acomodações com espaço de trabalho" in portuguese


def test_an_applied_memory_without_a_filter_is_not_listed() -> None:
    _, applied = with_remembered_filters({}, [memory("allergy", "Is allergic to cats.")])
    assert applied == []


@pytest.mark.slow
@pytest.mark.timeout(120)
def test_every_hostile_message_is_read_in_bounded_time() -> None:
    for name, message in hostile_messages().items():
        assert isinstance(extract_memories(message, correctable={"budget"}), list), name
        retracted_keys(message)
        mentioned_keys(message)
        stance_of(normalise(message))


def test_a_restated_budget_keeps_its_currency_and_reads_in_linear_time() -> None:
    stated = [memory("budget", "Up to 100 dollars a night")]
    currency = stated[0].price_currency
    assert currency
    restated = MemoryCandidate("budget", "preference", "Up to ,130 a night", 5)
    assert _in_stated_currency(restated, stated).content == f"Up to ,130 {currency} a night"
    # A long run of digits, dots and commas that never reaches "a night" is read once.
    hostile = MemoryCandidate("budget", "preference", "1.," * 20_000 + "x a night", 5)
    started = time.perf_counter()
    assert _in_stated_currency(hostile, stated) == hostile
    assert time.perf_counter() - started < 1.0
