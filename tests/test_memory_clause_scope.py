"""What a habit, a "this time" and a person who stays behind reach inside one message.

A habit said in a trip request is lasting even when another part of the sentence is not ("we
always need 3 bedrooms, the boys can't share anymore"); a need no filter holds is remembered in
the visitor's words; what is said of someone who is not coming, or comes this time only, is not
the visitor's; "um quarto escuro" is a room described, not a bedroom counted; a party said to
vary ("usually it's just us"), a count put right for this trip and the people who pay a budget
make no standing party.
"""

from __future__ import annotations

import pytest

from memory.extraction import extract_memories, retracted_keys
from memory.forms import sentence
from memory.implications import implied_by
from memory.memories import MemoryCandidate, list_memories, remember
from tests.chat_helpers import chat_db, new_visitor_id, offline, turn  # noqa: F401


def facts(text: str, correctable: tuple[str, ...] = ()) -> list[tuple[str, str]]:
    return [(c.key, c.content) for c in extract_memories(text, correctable=correctable)]


def keys(text: str) -> set[str]:
    return {key for key, _ in facts(text)}


# --- a habit keeps its own scope --------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "need a house on Maui for 8 nights. we always need 2 bedrooms, the twins won't share "
            "a room anymore",
            ("bedrooms", "Needs at least 2 bedrooms."),
        ),
        (
            "Brisbane this time, 5 nights, and we always need a washer, wherever we go",
            ("must_have", "Needs washer at every stay."),
        ),
        (
            "Siempre necesitamos 3 habitaciones, los chicos ya no quieren compartir",
            ("bedrooms", "Needs at least 3 bedrooms."),
        ),
        (
            "Precisamos sempre de 2 quartos, as miúdas já não dormem juntas",
            ("bedrooms", "Needs at least 2 bedrooms."),
        ),
        (
            "Siempre necesitamos 3 habitaciones porque los niños ya no quieren compartir",
            ("bedrooms", "Needs at least 3 bedrooms."),
        ),
        (
            "desta vez vamos ao Porto mas precisamos sempre de elevador, a minha mãe não sobe "
            "escadas",
            ("accessibility", "Needs a building with an elevator."),
        ),
        (
            "nós precisamos sempre de pelo menos dois quartos, desta vez vamos a Porto",
            ("bedrooms", "Needs at least 2 bedrooms."),
        ),
        (
            "siempre nos hacen falta 3 habitaciones como mínimo, esta vez vamos a Oporto",
            ("bedrooms", "Needs at least 3 bedrooms."),
        ),
    ],
)
def test_a_habit_said_between_commas_is_lasting_whatever_the_rest_says(
    text: str, expected: tuple[str, str]
) -> None:
    assert expected in facts(text)


def test_this_time_and_a_retraction_still_reach_their_own_words() -> None:
    assert facts("this time we need 2 bedrooms, the kids are older") == []
    assert facts("we don't have the dog anymore, she always came along") == []


# --- a need no filter holds ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "need"),
    [
        ("We always need blackout curtains, I work nights", "Always needs blackout curtains."),
        (
            "O meu pai anda de andarilho, por isso precisamos sempre de rés-do-chão ou elevador",
            "Always needs rés-do-chão ou elevador.",
        ),
        ("Siempre necesito planta baja o ascensor", "Always needs planta baja o ascensor."),
        ("preciso sempre de um quarto escuro", "Always needs um quarto escuro."),
        ("Mi madre siempre necesita una cama baja", "Always needs una cama baja."),
        (
            "my husband always needs a ground floor or a lift",
            "Always needs a ground floor or a lift.",
        ),
    ],
)
def test_a_standing_need_with_no_filter_is_remembered_and_filters_nothing(
    text: str, need: str
) -> None:
    assert facts(text) == [("need", need)]
    assert implied_by("need", need).filters == {}


@pytest.mark.parametrize(
    ("text", "need"),
    [
        (
            "Montreal en enero, 5 noches; siempre necesitamos planta baja o ascensor porque mi "
            "madre no sube escaleras",
            "Always needs planta baja o ascensor.",
        ),
        (
            "Kauai in May, and we always need a ground-floor bedroom because grandpa can't "
            "manage the stairs",
            "Always needs a ground-floor bedroom.",
        ),
        (
            "Precisamos sempre de rés-do-chão porque a avó já não sobe escadas",
            "Always needs rés-do-chão.",
        ),
    ],
)
def test_a_reason_given_after_a_standing_need_does_not_deny_it(text: str, need: str) -> None:
    assert ("need", need) in facts(text)


def test_a_need_for_this_trip_or_said_once_is_not_a_standing_need() -> None:
    assert facts("we need blackout curtains") == []
    assert facts("my husband needs a ground floor") == []
    assert facts("this time we always need a ground floor") == []


def test_a_standing_need_is_said_in_each_language(empty_database: str) -> None:
    content = "Always needs rés-do-chão ou elevador."
    memory = remember(new_visitor_id(), MemoryCandidate("need", "preference", content, 6)).memory
    said = [sentence(memory.content, memory.form, language) for language in ("en", "es", "pt")]
    assert said == [
        content,
        "Siempre necesita: rés-do-chão ou elevador.",
        "Precisa sempre de: rés-do-chão ou elevador.",
    ]


# --- conditions no filter holds ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "condition"),
    [
        ("I'm asthmatic so smoke is a big no for me", "Has asthma."),
        ("sofro de claustrofobia, nada de elevadores", "Is claustrophobic."),
        ("padezco de vértigo, nada de pisos altos", "Is afraid of heights."),
        ("Tenho asma desde criança", "Has asthma."),
        ("we dont drive", "Does not drive."),
        ("não tenho carro, vamos de comboio", "Does not drive."),
        (
            "My husband is afraid of heights, so low floors only",
            "Travels with someone who is afraid of heights (husband).",
        ),
        ("Mi hija es epiléptica", "Travels with someone who has epilepsy (hija)."),
        ("i'm terrible with heights so nothing above the 3rd floor", "Is afraid of heights."),
        ("we are pure veg and cook our own food", "Is vegetarian."),
        ("somos veganos de toda la vida", "Is vegetarian."),
        ("My daughter is vegetarian", "Travels with someone who is vegetarian (daughter)."),
    ],
)
def test_a_condition_is_remembered_and_filters_nothing(text: str, condition: str) -> None:
    found = facts(text)
    assert ("condition", condition) in found
    assert all(implied_by(key, content).filters == {} for key, content in found)


@pytest.mark.parametrize(
    "text",
    [
        "I don't have asthma, smoke is fine",
        "my sister is claustrophobic but she's not coming this time",
        "is the building ok for someone with asthma?",
    ],
)
def test_a_condition_denied_asked_about_or_of_someone_absent_is_not_remembered(
    text: str,
) -> None:
    assert "condition" not in keys(text)


@pytest.mark.parametrize(
    ("text", "need"),
    [
        (
            "we don't drive, so anywhere we stay has to be near a bus stop",
            "Always needs to be near a bus stop.",
        ),
        (
            "no conduzco, así que donde me quede tiene que estar cerca del metro",
            "Always needs estar cerca del metro.",
        ),
        (
            "não dirijo, por isso onde eu ficar precisa de ficar perto do metro",
            "Always needs ficar perto do metro.",
        ),
        (
            "we only accept places where nobody has ever smoked",
            "Always needs places where nobody has ever smoked.",
        ),
        (
            "Me da miedo el ascensor y no subo escaleras largas, así que siempre necesito un bajo",
            "Always needs un bajo.",
        ),
    ],
)
def test_a_need_said_of_every_stay_after_its_reason_is_remembered(text: str, need: str) -> None:
    assert ("need", need) in facts(text)


def test_the_need_of_a_sentence_is_denied_only_by_its_own_words() -> None:
    assert "need" not in keys("i dont always need a ground floor")
    assert "need" not in keys("we never need a car, wherever we go")


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "Travels with someone who has asthma (son)."),
        ("es", "Viaja con alguien que tiene asma (son)."),
        ("pt", "Viaja com alguém que tem asma (son)."),
    ],
)
def test_a_condition_is_said_in_each_language(
    empty_database: str, language: str, said: str
) -> None:
    content = "Travels with someone who has asthma (son)."
    candidate = MemoryCandidate("condition", "fact", content, 7)
    memory = remember(new_visitor_id(), candidate).memory
    assert sentence(memory.content, memory.form, language) == said


# --- someone who is not coming ------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "my brother is allergic to dogs but he isn't coming this time",
        "My dad uses a wheelchair, he won't be with us on this one",
        "Mi madre es alérgica a los gatos, pero esta vez no viene",
        "O meu irmão é alérgico a gatos, mas desta vez não vem",
        "My sister always needs a ground floor, she's only coming this time",
        "my mom can't do stairs, but she's staying home this time",
        "O meu pai usa cadeira de rodas mas não pode vir",
        "Mi hermano es alérgico a los perros pero no viene, así que da igual si aceptan mascotas",
        "my brother-in-law needs step-free access but he's skipping this trip",
        "my aunt is allergic to cats, she's sitting this one out though",
        "mi prima es alérgica a los perros pero se pierde este viaje",
        "o meu cunhado usa cadeira de rodas mas fica de fora desta vez",
        "A minha irmã precisa de rés-do-chão, mas não vem junto desta vez",
        "my son is allergic to dogs but he's staying with grandma this time",
        "my daughter needs a crib, but she stays with her dad this trip",
        "A minha filha é alérgica a gatos, mas desta vez fica com os avós",
    ],
)
def test_what_is_said_of_someone_who_is_not_coming_is_not_remembered(text: str) -> None:
    assert facts(text) == []


def test_someone_else_staying_home_leaves_the_visitors_own_people_remembered() -> None:
    assert keys("My wife is allergic to cats. My sister isn't coming this time") == {"allergy"}
    assert keys("my husband uses a wheelchair. The dog is staying home") == {"accessibility"}
    assert keys("My wife is allergic to cats. We're staying with friends in Porto") == {"allergy"}


# --- an article is not a count -------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "preciso sempre de um quarto escuro e silencioso",
        "I always need a room with blackout blinds",
        "siempre necesito una habitación con persianas",
        "siempre necesito una habitación oscura, trabajo de noche",
        "precisamos sempre de um quarto sossegado e escuro",
        "I always need one of the rooms to be dark",
    ],
)
def test_a_room_described_is_no_bedroom_count_nor_room_type(text: str) -> None:
    assert not keys(text) & {"bedrooms", "room_type"}


def test_one_bedroom_said_as_a_number_is_a_bedroom_need() -> None:
    assert facts("we always need 1 bedroom") == [("bedrooms", "Needs at least 1 bedroom.")]


# --- parties that are no standing party ---------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "usually it's just the two of us",
        "normally it's me and my husband",
        "por lo general viajamos mi esposa y yo",
        "normalmente viajamos mi esposa y yo nomas",
        "Normally it is just me and my husband.",
    ],
)
def test_the_party_of_most_trips_is_remembered(text: str) -> None:
    assert ("travel_party", "Travels as a party of 2.") in facts(text)


def test_a_party_said_every_time_is_remembered() -> None:
    assert facts("we always travel as a family of four") == [
        ("travel_party", "Travels as a party of 4.")
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Aliás, somos 5, esqueci-me do meu cunhado",
        "actually we're 6, I forgot my cousin",
        "en realidad somos 4, se me olvidó mi suegra",
    ],
)
def test_a_count_put_right_in_a_trip_request_is_that_trips(text: str) -> None:
    assert "travel_party" not in keys(text)


@pytest.mark.parametrize(
    "text",
    [
        "mi señora y yo nunca pagamos más de 100 dólares la noche",
        "my husband and I never spend more than 150 a night",
        "eu e o meu marido nunca pagamos mais de 200 reais por noite",
    ],
)
def test_who_pays_a_budget_is_not_the_party(text: str) -> None:
    assert keys(text) == {"budget"}


@pytest.mark.parametrize(
    ("text", "party"),
    [
        ("Actually sorry, scratch that, our eldest left for college so it's four of us now", 4),
        ("Na verdade, esquece isso, somos 3 agora", 3),
    ],
)
def test_a_correction_that_takes_back_a_party_puts_the_new_one_in_its_place(
    text: str, party: int
) -> None:
    assert retracted_keys(text) == set()
    assert facts(text, ("travel_party",)) == [("travel_party", f"Travels as a party of {party}.")]


# --- through the chat --------------------------------------------------------------------------


@pytest.mark.usefixtures("chat_db", "offline")
def test_a_habit_inside_a_trip_request_shapes_the_next_conversation() -> None:
    visitor_id = new_visitor_id()
    turn(visitor_id, "Oahu, 6 nights. we always need 3 bedrooms, the boys can't share anymore")
    search = turn(visitor_id, "now looking at Maui").search
    assert search is not None
    assert search.filters == {"location": "Maui", "min_bedrooms": 3}


def next_search_filters(first: str, then: str) -> dict[str, object]:
    """The filters of the search ``then`` starts, after the same visitor said ``first``."""
    visitor_id = new_visitor_id()
    turn(visitor_id, first)
    search = turn(visitor_id, then).search
    assert search is not None
    return search.filters


@pytest.mark.usefixtures("chat_db", "offline")
@pytest.mark.parametrize(
    ("first", "then", "expected"),
    [
        (
            "I'm a full-time wheelchair user. Need a step-free flat in Sydney for May",
            "now looking at Brisbane",
            {"location": "Brisbane", "amenities": ["Wheelchair accessible", "Step-free access"]},
        ),
        (
            "Soy usuaria de silla de ruedas. Necesito acceso sin escalones en Oporto",
            "ahora busco en Barcelona",
            {"location": "Barcelona", "amenities": ["Wheelchair accessible", "Step-free access"]},
        ),
        (
            "Sou cadeirante. Preciso de acesso sem degraus no Porto",
            "agora procuro no Rio",
            {
                "location": "Rio De Janeiro",
                "amenities": ["Wheelchair accessible", "Step-free access"],
            },
        ),
    ],
)
def test_every_accessibility_need_remembered_shapes_the_next_search(
    first: str, then: str, expected: dict[str, object]
) -> None:
    assert next_search_filters(first, then) == expected


@pytest.mark.usefixtures("chat_db", "offline")
@pytest.mark.parametrize(
    ("first", "then", "expected"),
    [
        (
            "Siempre trabajo en remoto: necesito escritorio y una conexión estable",
            "ahora Oporto",
            {"location": "Porto", "amenities": ["Laptop friendly workspace", "Wifi"]},
        ),
        (
            "I'm a remote worker, I always need a desk and a reliable connection",
            "next up: Sydney",
            {"location": "Sydney", "amenities": ["Laptop friendly workspace", "Wifi"]},
        ),
        (
            "Trabalho remotamente e preciso sempre de mesa e boa conexão",
            "agora o Porto",
            {"location": "Porto", "amenities": ["Laptop friendly workspace", "Wifi"]},
        ),
    ],
)
def test_a_good_connection_beside_work_is_remembered_as_wifi(
    first: str, then: str, expected: dict[str, object]
) -> None:
    assert next_search_filters(first, then) == expected


@pytest.mark.usefixtures("chat_db", "offline")
@pytest.mark.parametrize(
    ("first", "then", "expected"),
    [
        (
            "I can't drive, so wherever I stay has to be close to a subway. Sydney in May",
            "now Brisbane",
            {"location": "Brisbane"},
        ),
        (
            "tengo asma y siempre pido que no se haya fumado dentro. Oporto en junio",
            "y ahora Barcelona",
            {"location": "Barcelona"},
        ),
        (
            "Sou claustrofóbica, não ando de elevador. Rio em março",
            "agora o Porto",
            {"location": "Porto"},
        ),
    ],
)
def test_a_condition_is_remembered_and_the_next_search_has_no_filter_for_it(
    first: str, then: str, expected: dict[str, object]
) -> None:
    visitor_id = new_visitor_id()
    turn(visitor_id, first)
    assert list_memories(visitor_id)
    search = turn(visitor_id, then).search
    assert search is not None
    assert search.filters == expected


@pytest.mark.usefixtures("chat_db", "offline")
@pytest.mark.parametrize(
    ("first", "then", "place", "expected"),
    [
        (
            "I work remotely, so a proper desk is a must wherever I stay",
            "Hong Kong next, two weeks in May, somewhere near Shek Tong Tsui?",
            "Shek Tong Tsui",
            {"location": "Hong Kong", "amenities": ["Laptop friendly workspace"]},
        ),
        (
            "Siempre viajo con mi perro, es parte de la familia",
            "Ahora Barcelona, una semana en julio, cerca de Pedralbes",
            "Pedralbes",
            {"location": "Barcelona", "amenities": ["Pets allowed"]},
        ),
        (
            "Viajamos sempre com o nosso cão",
            "Agora o Porto, 4 noites em junho, perto de Ramalde",
            "Ramalde",
            {"location": "Porto", "amenities": ["Pets allowed"]},
        ),
    ],
)
def test_a_place_the_map_lacks_in_a_new_conversation_is_where_its_first_search_looks(
    first: str, then: str, place: str, expected: dict[str, object]
) -> None:
    visitor_id = new_visitor_id()
    turn(visitor_id, first)
    search = turn(visitor_id, then).search
    assert search is not None
    assert search.filters == expected
    assert search.asked() == expected | {"near": place}
    assert place in search.query and place in search.chips
