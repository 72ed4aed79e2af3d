"""Memory as travellers really write it, and remembered sentences in the visitor's language.

Stories, past habits, hypotheticals and other people's habits are not remembered; a pet is known
by its breed and name, and a new message can leave it at home for one search; a lasting need for
bedrooms shapes a search. Each memory keeps a language-neutral form, said in English, Spanish or
Portuguese in the chat's reply and on the memory panel, and a memory stored without a form is
shown as stored.
"""

from __future__ import annotations

import pytest
from django.test import Client

from infra.mongo import get_database
from language import parse_utterance
from memory.extraction import extract_memories, set_aside_keys
from memory.forms import sentence
from memory.memories import MemoryCandidate, remember
from tests.chat_helpers import chat_db, new_visitor_id, offline, turn  # noqa: F401
from tests.memory_helpers import visitor


def facts(*messages: str) -> list[tuple[str, str]]:
    return [(c.key, c.content) for message in messages for c in extract_memories(message)]


@pytest.mark.parametrize(
    "text",
    [
        # the past
        "I used to travel everywhere with my cat, but she passed away last winter",
        "Hace años siempre buscaba sitios donde se pudiera fumar",
        "No ano passado fui a Sydney com o meu ex e ele queria sempre piscina",
        # hypotheticals and curiosity
        "If I ever win the lottery I'll always rent villas with a pool",
        "Si fuera millonario siempre alquilaría una villa con piscina",
        "Se eu levasse cachorro, teria lugar? Não tenho cachorro não, é só curiosidade",
        "Not planning anything, my brother and I were arguing about it over dinner",
        # a one-off party, and a pet that travels along is no person
        "3 bedrooms, 6 of us, free parking because everyone's driving in",
        "She comes everywhere with me, so pet-friendly is always a must",
    ],
)
def test_stories_hypotheticals_and_one_offs_are_not_lasting_facts(text: str) -> None:
    assert all(key != "travel_party" for key, _ in facts(text))
    if "pet-friendly" not in text:
        assert facts(text) == []


@pytest.mark.parametrize(
    ("messages", "expected"),
    [
        (
            ("I'll have Biscuit with me, my beagle.", "Pet-friendly is always a must."),
            [("pets", "Travels with a dog (Biscuit).")],
        ),
        (
            ("Max, our terrier, comes on every trip with us",),
            [("pets", "Travels with a dog (Max).")],
        ),
        (
            ("Viajo siempre con Coco, mi labrador, así que necesito que acepten perros, siempre",),
            [("pets", "Travels with a dog (Coco).")],
        ),
        (
            ("Tenho uma gata, a Mimi, que vai sempre comigo para todo o lado",),
            [("pets", "Travels with a cat (Mimi).")],
        ),
        (("Necesito que acepten animales, siempre",), [("pets", "Travels with a pet.")]),
        (("We always travel with our dog to Europe and Asia",), [("pets", "Travels with a dog.")]),
        (
            ("Nuestro perro Toby viene siempre en Semana Santa",),
            [("pets", "Travels with a dog (Toby).")],
        ),
        (("We have two dogs, Rex and Luna",), [("pets", "Travels with dogs (Rex and Luna).")]),
        (
            ("We always travel as the four of us, so we need two bedrooms wherever we go",),
            [
                ("travel_party", "Travels as a party of 4."),
                ("bedrooms", "Needs at least 2 bedrooms."),
            ],
        ),
        (
            ("Sempre preciso de pelo menos 3 quartos",),
            [("bedrooms", "Needs at least 3 bedrooms.")],
        ),
        (
            ("I use a wheelchair, so anything with steps at the entrance is a non-starter",),
            [
                (
                    "accessibility",
                    "Uses a wheelchair; needs wheelchair-accessible places and step-free access.",
                )
            ],
        ),
        (
            ("Mi madre va en silla de ruedas, necesitamos acceso sin escalones y ascensor",),
            [
                (
                    "accessibility",
                    "Travels with someone who uses a wheelchair; needs wheelchair-accessible "
                    "places, step-free access and a building with an elevator (madre).",
                )
            ],
        ),
        (
            ("After a host cancelled on me last year, I only book with superhosts now",),
            [("host_preference", "Prefers superhost listings.")],
        ),
        (("Vou a Edimburgo em maio",), [("trip", "Planning a trip to Edinburgh in May.")]),
        (
            ("I never do private rooms or shared spaces, I need the whole place every time",),
            [("room_type", "Stays only in entire homes.")],
        ),
    ],
)
def test_lasting_facts_as_travellers_write_them(
    messages: tuple[str, ...], expected: list[tuple[str, str]]
) -> None:
    assert facts(" ".join(messages)) == expected


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("Victoria in June, just me, Biscuit's staying with my mum for this one", {"pets"}),
        ("Desta vez a Mimi fica com a minha mãe. Porto, 3 noites", {"pets"}),
        ("Esta vez el perro se queda en casa", {"pets"}),
        ("we're leaving the dog at home", {"pets"}),
        ("Porto with Biscuit, 3 nights", set()),
        ("something in Porto", set()),
    ],
)
def test_a_new_message_sets_a_memory_aside_by_its_topic_or_name(
    message: str, expected: set[str]
) -> None:
    names = {"pets": ["Biscuit", "Mimi"]}
    assert set_aside_keys(message, names) & {"pets"} == expected


@pytest.mark.usefixtures("chat_db", "offline")
def test_a_pet_left_with_someone_is_not_searched_for_and_stays_remembered() -> None:
    visitor_id = new_visitor_id()
    turn(visitor_id, "Max, our terrier, comes on every trip with us")
    search = turn(visitor_id, "Porto for 3 nights, Max is staying at home this time").search
    assert search is not None
    assert search.filters == {"location": "Porto"}
    later = turn(visitor_id, "something in Porto").search
    assert later is not None and later.filters["amenities"] == ["Pets allowed"]


@pytest.mark.usefixtures("chat_db", "offline")
def test_a_lasting_bedroom_need_shapes_the_next_search() -> None:
    visitor_id = new_visitor_id()
    turn(visitor_id, "We always need at least three bedrooms, wherever we go")
    search = turn(visitor_id, "anything in Brisbane?").search
    assert search is not None
    assert search.filters == {"location": "Brisbane", "min_bedrooms": 3}


# --- in the visitor's language ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("message", "note"),
    [
        ("We always travel with our dog", "I'll remember that for next time: travels with a dog."),
        (
            "Siempre viajamos con nuestro perro",
            "Lo recordaré para la próxima vez: “Viaja con un perro.”",
        ),
        (
            "Sempre viajamos com o nosso cachorro",
            "Vou lembrar disso da próxima vez: “Viaja com um cão.”",
        ),
    ],
)
@pytest.mark.usefixtures("chat_db", "offline")
def test_the_reply_says_what_it_remembers_in_the_visitors_language(message: str, note: str) -> None:
    reply = turn(new_visitor_id(), message).reply
    assert note in reply


@pytest.mark.usefixtures("chat_db", "offline")
@pytest.mark.parametrize(
    ("message", "noted"),
    [
        ("We always travel with our dog", "Travels with a dog."),
        ("Siempre viajamos con nuestro perro", "Viaja con un perro."),
        ("Sempre viajamos com o nosso cachorro", "Viaja com um cão."),
    ],
)
def test_the_remembered_note_under_the_reply_is_in_the_conversations_language(
    message: str, noted: str
) -> None:
    result = turn(new_visitor_id(), message)
    assert [entry["content"] for entry in result.metadata()["remembered"]] == [noted]
    assert result.remembered[0].content == "Travels with a dog."


@pytest.mark.parametrize(
    ("content", "key", "english_spanish_portuguese"),
    [
        (
            "Budget is about 120 euros per night.",
            "budget",
            (
                "Budget is about 120 euros per night.",
                "Presupuesto de unos 120 EUR por noche.",
                "Orçamento de cerca de 120 EUR por noite.",
            ),
        ),
        (
            "Travels as a party of 5 including 3 children.",
            "travel_party",
            (
                "Travels as a party of 5 including 3 children.",
                "Viaja en un grupo de 5 con 3 niños.",
                "Viaja em um grupo de 5 com 3 crianças.",
            ),
        ),
        (
            "Needs air conditioning at every stay.",
            "must_have",
            (
                "Needs air conditioning at every stay.",
                "Necesita aire acondicionado en cada estancia.",
                "Precisa de ar-condicionado em todas as estadias.",
            ),
        ),
        (
            "Planning a trip to Maui in August.",
            "trip",
            (
                "Planning a trip to Maui in August.",
                "Planea un viaje a Maui en agosto.",
                "Planeja uma viagem a Maui em agosto.",
            ),
        ),
        (
            "Travels with someone allergic to feathers.",
            "allergy",
            (
                "Travels with someone allergic to feathers.",
                "Viaja con alguien con alergia a feathers.",
                "Viaja com alguém com alergia a feathers.",
            ),
        ),
    ],
)
def test_a_stored_memory_is_said_in_each_language(
    empty_database: str, content: str, key: str, english_spanish_portuguese: tuple[str, ...]
) -> None:
    memory = remember(new_visitor_id(), MemoryCandidate(key, "fact", content, 6)).memory
    assert memory.form is not None and memory.form["key"] == key
    said = tuple(sentence(memory.content, memory.form, lang) for lang in ("en", "es", "pt"))
    assert said == english_spanish_portuguese


def test_the_panel_shows_memories_in_the_browsers_language(empty_database: str) -> None:
    client = Client()
    visitor_id = visitor(client)
    remember(visitor_id, MemoryCandidate("pets", "fact", "Travels with a dog (Max).", 8))
    spanish = client.get("/memory/", HTTP_ACCEPT_LANGUAGE="es-ES,es;q=0.9,en;q=0.5")
    portuguese = client.get("/memory/", HTTP_ACCEPT_LANGUAGE="pt-BR")
    english = client.get("/memory/", HTTP_ACCEPT_LANGUAGE="fr-FR,en;q=0.5")
    assert "Viaja con un perro (Max)." in spanish.content.decode()
    assert "Viaja com um cão (Max)." in portuguese.content.decode()
    assert "Travels with a dog (Max)." in english.content.decode()


def test_a_memory_stored_without_a_form_is_shown_as_stored(empty_database: str) -> None:
    client = Client()
    visitor_id = visitor(client)
    remember(visitor_id, MemoryCandidate("pets", "fact", "Travels with a dog.", 8))
    get_database()["memories"].update_many({"visitor_id": visitor_id}, {"$unset": {"form": ""}})
    page = client.get("/memory/", HTTP_ACCEPT_LANGUAGE="es").content.decode()
    assert "Travels with a dog." in page
    assert sentence("Travels with a dog.", None, "pt") == "Travels with a dog."


@pytest.mark.usefixtures("chat_db", "offline")
def test_an_upcoming_trip_is_searched_when_the_visitor_is_ready_to_look() -> None:
    visitor_id = new_visitor_id()
    turn(visitor_id, "Just browsing for now. We're going to Maui in August.")
    search = turn(
        visitor_id, "Ok, flights are booked! Ready to look now, what have you got?"
    ).search
    assert search is not None
    assert search.filters == {"location": "Maui"}


@pytest.mark.parametrize(
    "message",
    [
        "Hey, now looking for a quick solo trip to Antwerp.",
        "Ahora voy solo a Hong Kong otra vez, 5 noches",
        "busco algo en barcelona para un finde, solo yo",
        "Agora vou sozinha a Brisbane",
    ],
)
def test_travelling_alone_is_one_guest(message: str) -> None:
    assert parse_utterance(message).settings["min_accommodates"] == 1


def test_a_companion_who_always_comes_makes_a_party_of_two_and_either_lift_is_no_need() -> None:
    said = "My mum always travels with me, so we need ground floor or a lift"
    assert facts(said) == [("travel_party", "Travels as a party of 2.")]


@pytest.mark.parametrize(
    "correction",
    [
        "Well, actually we can go up to 130 if it's special",
        "Bueno, en realidad si es algo especial podemos llegar a 130",
        "Na verdade, dá pra chegar até 130",
    ],
)
def test_a_corrected_budget_is_the_amount_stretched_to(correction: str) -> None:
    corrected = extract_memories(correction, correctable={"budget"})
    assert [(c.key, c.content) for c in corrected] == [("budget", "Budget is about 130 per night.")]


@pytest.mark.usefixtures("chat_db", "offline")
def test_a_bare_corrected_budget_keeps_the_currency_it_was_stated_in() -> None:
    visitor_id = new_visitor_id()
    first = turn(visitor_id, "We never pay more than 100 dollars a night")
    turn(visitor_id, "Well, actually we can go up to 130", conversation_id=first.conversation_id)
    search = turn(visitor_id, "something in Montreal").search
    assert search is not None
    assert search.filters["max_price"] == pytest.approx(130 / 0.73, rel=0.02)


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        (
            "flat in Porto for the two of us and Max, our terrier, comes on every trip with us",
            [("pets", "Travels with a dog (Max).")],
        ),
        ("Siempre viajamos los cinco juntos", [("travel_party", "Travels as a party of 5.")]),
        ("A gente sempre viaja em quatro", [("travel_party", "Travels as a party of 4.")]),
        ("I'm from Porto, by the way", [("home", "Lives in Porto.")]),
        ("Vivo en Sevilla", [("home", "Lives in Sevilla.")]),
        ("Moramos em Belo Horizonte", [("home", "Lives in Belo Horizonte.")]),
        ("Assalamualaikum, we are a Muslim family from Jakarta.", [("home", "Lives in Jakarta.")]),
        ("Hey, it's Gerald from Corner Brook.", [("home", "Lives in Corner Brook.")]),
        ("We are flying from Toronto", []),
        ("It's 5 minutes from Times Square", []),
        ("we're back from Hawaii", []),
    ],
)
def test_who_always_travels_and_where_the_visitor_lives(
    message: str, expected: list[tuple[str, str]]
) -> None:
    assert facts(message) == expected


@pytest.mark.usefixtures("chat_db", "offline")
def test_a_home_city_is_remembered_and_sets_no_filter() -> None:
    visitor_id = new_visitor_id()
    turn(visitor_id, "Hi! I live in Porto, by the way")
    search = turn(visitor_id, "anything in Brisbane?").search
    assert search is not None and search.filters == {"location": "Brisbane"}
    home = remember(visitor_id, MemoryCandidate("home", "fact", "Lives in Porto.", 4)).memory
    assert sentence(home.content, home.form, "pt") == "Mora em Porto."


def test_the_panel_says_what_a_bedroom_need_does(empty_database: str) -> None:
    client = Client()
    visitor_id = visitor(client)
    remember(visitor_id, MemoryCandidate("bedrooms", "preference", "Needs at least 2 bedrooms.", 6))
    page = client.get("/memory/", HTTP_ACCEPT_LANGUAGE="es").content.decode()
    assert "Necesita al menos 2 habitaciones." in page
    assert "En las búsquedas nuevas: pide al menos 2 habitaciones." in page
    assert "In new searches" not in page


@pytest.mark.parametrize(
    ("message", "guests"),
    [
        ("Victoria in June, just me though, Biscuit's staying with my mum for this one", 1),
        ("Montreal! Leaving Pickle with my sister this time", None),
        ("Desta vez a Mimi fica com a minha mãe. Porto, 3 noites", None),
        ("leaving for Porto with my wife", 2),
        ("Agora sou só eu e minha noiva, lua de mel em Maui", 2),
        ("mi señora y yo", 2),
        ("me and my hubby", 2),
    ],
)
def test_whoever_looks_after_the_pet_does_not_travel(message: str, guests: int | None) -> None:
    assert parse_utterance(message).settings.get("min_accommodates") == guests


@pytest.mark.usefixtures("chat_db", "offline")
def test_a_remembered_need_is_not_filtered_for_when_the_visitor_says_not_to_bother() -> None:
    visitor_id = new_visitor_id()
    turn(visitor_id, "I absolutely need AC, it's a must for me wherever I go")
    search = turn(visitor_id, "Edinburgh this time, don't bother filtering for AC there").search
    assert search is not None and search.filters == {"location": "Edinburgh"}


@pytest.mark.usefixtures("chat_db", "offline")
@pytest.mark.parametrize(
    "said",
    [
        "I never spend more than 100 US dollars a night on accommodation",
        "Nunca gasto más de 100 dólares americanos por noche",
        "never more than 100 USD a night, that's my limit",
    ],
)
def test_a_lasting_budget_in_us_dollars_is_converted_into_the_markets_dollar(said: str) -> None:
    visitor_id = new_visitor_id()
    turn(visitor_id, said)
    search = turn(visitor_id, "a place in Sydney near Manly for 10 days in January").search
    assert search is not None
    assert search.filters["max_price"] == pytest.approx(100 / 0.66, rel=0.02)
