"""What lasts beyond a conversation, by the kind of thing said.

A trip searched now (its length said, or no time at all) is this conversation's search, not a
trip ahead; "forget it" takes back what was just said; a companion who turns out not to come
takes their facts along; "never a shared room, a private one at least" rules out sharing without
asking for one room type; people described together ("my husband and I are deaf") are no party
that always travels; "X is a must, every single time" is a need of every stay.
"""

from __future__ import annotations

import pytest

from memory.extraction import extract_memories, retracted_keys
from memory.forms import form_of, sentence
from memory.implications import implied_by
from memory.memories import list_memories
from tests.chat_helpers import chat_db, new_visitor_id, offline, turn  # noqa: F401


def facts(text: str) -> list[tuple[str, str]]:
    return [(c.key, c.content) for c in extract_memories(text)]


def keys(text: str) -> set[str]:
    return {key for key, _ in facts(text)}


# --- a trip searched now is no trip ahead ----------------------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "planning a trip to Montreal for my girlfriend's birthday, 3 nights",
        "heading to Oahu with my cousins for 5 nights in March",
        "Vamos a Sídney mi hermano y yo, diez días",
        "viajamos a Oporto en octubre, cuatro noches",
        "vou para o Rio com duas amigas, uma semana",
    ],
)
def test_a_trip_searched_now_is_not_remembered(message: str) -> None:
    assert "trip" not in keys(message)


@pytest.mark.parametrize(
    ("message", "market"),
    [
        ("vamos a Montreal el mes que viene", "Montreal"),
        ("I've got a Sydney trip coming up", "Sydney"),
        ("vou a Edimburgo no inverno, ainda sem datas", "Edinburgh"),
    ],
)
def test_a_trip_ahead_without_its_length_is_remembered(message: str, market: str) -> None:
    [trip] = [content for key, content in facts(message) if key == "trip"]
    assert implied_by("trip", trip).filters == {"location": market}


# --- "forget it" takes back what was just said -----------------------------------------------


@pytest.mark.parametrize(
    ("said", "taken_back", "key"),
    [
        (
            "I work remotely, so I always need a proper desk",
            "they called everyone back to the office, so forget it",
            "workspace",
        ),
        ("Siempre viajo con mi perro", "bueno, se lo regalamos a mis padres, olvídalo", "pets"),
        ("Preciso sempre de estacionamento, ando sempre de carro", "esquece, vendi", "parking"),
        ("we never spend more than 120 euros a night", "scratch that, we got a raise", "budget"),
    ],
)
def test_forget_it_takes_back_the_facts_just_said(said: str, taken_back: str, key: str) -> None:
    assert retracted_keys(taken_back, just_said=extract_memories(said)) == {key}


def test_forget_it_after_a_search_takes_nothing_back() -> None:
    just_said = extract_memories("a flat in Porto under 100")
    assert retracted_keys("forget it, show me Antwerp instead", just_said=just_said) == set()


@pytest.mark.usefixtures("chat_db", "offline")
def test_a_need_taken_back_in_a_word_leaves_no_memory_for_the_next_conversation() -> None:
    visitor = new_visitor_id()
    said = turn(visitor, "trabajo en remoto, así que siempre necesito escritorio")
    assert [m.key for m in list_memories(visitor)] == ["workspace"]
    result = turn(
        visitor,
        "bueno, ya no, volví a la oficina, así que olvídalo",
        conversation_id=said.conversation_id,
    )
    assert [call.name for call in result.tool_calls] == ["forgetMemory"]
    assert list_memories(visitor) == []
    search = turn(visitor, "algo en Oporto para 4 noches").search
    assert search is not None
    assert search.filters == {"location": "Porto"}


# --- a companion who is not coming after all ------------------------------------------------


@pytest.mark.parametrize(
    ("said", "not_coming"),
    [
        ("my son is allergic to feathers so no down duvets", "turns out my son isn't coming"),
        ("Mi marido es alérgico al gluten", "al final mi marido no viene"),
        ("O meu filho é alérgico a ácaros", "afinal o meu filho não pode vir"),
    ],
)
def test_what_was_said_of_a_companion_who_drops_out_is_taken_back(
    said: str, not_coming: str
) -> None:
    assert retracted_keys(not_coming, just_said=extract_memories(said)) == {"allergy"}


@pytest.mark.parametrize(
    ("said", "not_coming"),
    [
        ("my mother-in-law uses a wheelchair", "oh she won't be coming with us after all"),
        ("Mi suegra va en silla de ruedas", "al final ella no viene"),
        ("A minha sogra usa cadeira de rodas", "afinal ela não pode vir"),
        ("my son has asthma", "he's not joining us after all"),
    ],
)
def test_a_companion_who_drops_out_unnamed_takes_their_facts_along(
    said: str, not_coming: str
) -> None:
    just_said = extract_memories(said)
    assert retracted_keys(not_coming, just_said=just_said) == {f.key for f in just_said} != set()


def test_a_pet_left_at_home_this_time_stays_remembered() -> None:
    just_said = extract_memories("we always travel with our dog Biscuit")
    assert retracted_keys("she's not coming this time", just_said=just_said) == set()


def test_an_allergen_ends_where_what_it_leads_to_begins() -> None:
    assert facts("my son is allergic to feathers so no down duvets") == [
        ("allergy", "Travels with someone allergic to feathers (son).")
    ]


# --- never a shared room, a private one at least --------------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "I never share a room with strangers, a private room is the least I accept",
        "never a shared dorm for me, always at least a private room",
        "Jamás comparto habitación, con una habitación privada me basta",
        "nunca ficamos em quartos partilhados, no mínimo um quarto privado",
        "nunca fico em quarto partilhado, preciso no mínimo de um quarto privado",
    ],
)
def test_no_shared_room_with_a_private_one_enough_asks_for_no_room_type(message: str) -> None:
    [(key, content)] = [fact for fact in facts(message) if fact[0] == "room_type"]
    implication = implied_by(key, content)
    assert implication.filters == {}
    spanish = sentence(content, form_of(key, content, implication), "es")
    assert spanish == "Nunca se aloja en habitaciones compartidas; le basta una habitación privada."


def test_never_shared_with_a_whole_place_is_still_an_entire_home() -> None:
    [(key, content)] = facts("We never stay in shared places, always the whole flat")
    assert implied_by(key, content).filters == {"room_type": "Entire home/apt"}


# --- people described together are no standing party ----------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "my wife and I are both vegetarians",
        "Mi marido y yo somos sordos",
        "eu e a minha esposa somos celíacos",
        "We're a retired couple from Leeds",
    ],
)
def test_people_described_together_are_no_party(message: str) -> None:
    assert "travel_party" not in keys(message)


def test_a_habit_said_after_people_described_together_makes_no_party() -> None:
    said = facts("my husband and I are both celiac, so a kitchen is a must every time")
    assert ("cooking", "Cooks; needs a kitchen.") in said
    assert "travel_party" not in [key for key, _ in said]


# --- "a must, every single time" -------------------------------------------------------------


@pytest.mark.parametrize(
    ("message", "need"),
    [
        ("a firm mattress is a must for me, every single time", "a firm mattress"),
        ("blackout curtains are non-negotiable on every trip", "blackout curtains"),
        ("una ducha con buena presión es imprescindible, siempre", "una ducha con buena presión"),
        ("uma vista para o mar é essencial pra mim, sempre", "uma vista para o mar"),
    ],
)
def test_a_must_on_every_stay_is_a_need_that_filters_nothing(message: str, need: str) -> None:
    assert facts(message) == [("need", f"Always needs {need}.")]
    assert implied_by("need", f"Always needs {need}.").filters == {}


@pytest.mark.parametrize("message", ["a pool is nice but not essential", "that is a must, always"])
def test_a_must_needs_a_thing_named_and_said_as_a_must(message: str) -> None:
    assert "need" not in keys(message)


# --- a wish said not to be a must -----------------------------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "a pool would be nice every time but it's not a must",
        "Siempre buscamos piscina, pero no es imprescindible",
        "sempre procuro lareira, mas não faz falta",
        "we always want a washer, but honestly it's not essential",
    ],
)
def test_an_amenity_said_not_to_be_a_must_is_no_need(message: str) -> None:
    assert facts(message) == []


def test_not_a_must_reaches_only_the_amenity_named_just_before() -> None:
    assert facts("we always need a dishwasher, a pool is nice but not essential") == [
        ("must_have", "Needs dishwasher at every stay.")
    ]


# --- what makes stairs hard is a need for step-free access -----------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "my dad has bad knees so stairs are a nightmare, he travels with us everywhere",
        "I walk with a cane, stairs are hard for me",
        "mi madre camina con bastón, las escaleras son un problema",
        "a minha mãe anda de andarilho",
    ],
)
def test_what_makes_stairs_hard_needs_step_free_access(message: str) -> None:
    [(key, content)] = facts(message)
    assert implied_by(key, content).filters == {"amenities": ["Step-free access"]}


# --- the party of one occasion ----------------------------------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "it's a girls' trip for my sister's hen do, 8 of us",
        "my cousins and I, 6 of us, for my brother's wedding",
        "somos 8 con mis primos para la boda de mi hermano",
        "eu e os meus 5 primos vamos ao casamento da minha irmã",
    ],
)
def test_the_party_of_an_occasion_is_no_standing_party(message: str) -> None:
    assert "travel_party" not in keys(message)


def test_a_party_that_comes_to_every_occasion_stands() -> None:
    assert ("travel_party", "Travels as a party of 4.") in facts(
        "my brother and his wife always come with us, 4 of us for every wedding"
    )


def test_a_walking_aid_with_either_a_lift_or_a_ground_floor_sets_no_filter() -> None:
    said = "Mi padre anda con andador, así que siempre necesitamos planta baja o ascensor"
    for key, content in facts(said):
        assert implied_by(key, content).filters == {}, content


@pytest.mark.parametrize(
    ("message", "size"),
    [
        ("Somos sempre 5: eu, o meu marido e os nossos 3 filhos", 5),
        ("somos siempre 4, mi mujer, los dos niños y yo", 4),
        ("we're always 3 when we travel: me, my wife and our daughter", 3),
    ],
)
def test_a_party_said_to_be_always_the_same_size_is_remembered(message: str, size: int) -> None:
    assert any(
        key == "travel_party" and content.startswith(f"Travels as a party of {size}")
        for key, content in facts(message)
    )


# --- "any trip, always" said after the need --------------------------------------------------


@pytest.mark.parametrize(
    ("message", "key"),
    [
        ("eu só fico em lugar com piscina. Qualquer viagem, sempre.", "must_have"),
        ("I only stay in places with a pool. Any trip, always.", "must_have"),
        ("We need a lift. That goes for any place we ever book.", "accessibility"),
        ("Necesitamos ascensor. Eso vale para todos los viajes.", "accessibility"),
    ],
)
def test_a_remark_that_says_every_trip_makes_the_sentence_before_it_last(
    message: str, key: str
) -> None:
    assert key in keys(message)


@pytest.mark.parametrize(
    "message",
    [
        "Quiero piscina. Cada vez que viajo con los niños es un lío.",
        "We need a crib. Every time?",
        "We need parking. All the places we saw.",
    ],
)
def test_a_remark_about_every_trip_that_asks_or_says_more_is_no_such_remark(message: str) -> None:
    assert not keys(message) & {"must_have", "cooking", "parking", "crib"}


# --- likings and refusals said as habits -------------------------------------------------------


@pytest.mark.parametrize(
    ("message", "content"),
    [
        ("Sempre que viajo gosto de ficar perto de uma mesquita.",
         "Always needs ficar perto de uma mesquita."),
        ("we always like to stay near a park", "Always needs to stay near a park."),
        ("siempre nos gusta estar cerca de una iglesia",
         "Always needs estar cerca de una iglesia."),
    ],
)  # fmt: skip
def test_a_liking_said_as_a_habit_is_a_standing_need(message: str, content: str) -> None:
    assert ("need", content) in facts(message)


@pytest.mark.parametrize(
    "message",
    [
        "I like to stay near the beach",
        "We always like to stay longer",
        "We always like to stay with friends but this time we need a place.",
    ],
)
def test_a_liking_said_once_or_not_of_a_place_is_no_standing_need(message: str) -> None:
    assert "need" not in keys(message)


@pytest.mark.parametrize(
    ("message", "content"),
    [
        ("we still don't want anything near bars, we sleep early", "Dislikes anything near bars."),
        ("we never want a place on a party street", "Dislikes a place on a party street."),
        ("we always avoid places near bars", "Dislikes places near bars."),
        ("so I never book places with pool without fence",
         "Dislikes places with pool without fence."),
    ],
)  # fmt: skip
def test_a_refusal_said_for_good_is_a_dislike(message: str, content: str) -> None:
    assert facts(message) == [("dislike", content)]


@pytest.mark.parametrize(
    "message",
    [
        "we don't want a ground floor",
        "We still don't want a ground floor.",
        "I still don't want to pay more than 100",
        "I never book without reading reviews",
        "We never rent cars",
    ],
)
def test_a_wish_for_this_search_is_no_dislike(message: str) -> None:
    assert "dislike" not in keys(message)


def test_a_pool_refused_unless_fenced_is_no_pool_needed() -> None:
    assert "must_have" not in keys("I never book places with a pool without a fence")
    assert "must_have" in keys("we never stay anywhere without a pool")
    assert "must_have" in keys("We never go anywhere with the kids without a pool")


def test_who_we_are_described_is_no_party() -> None:
    assert "travel_party" not in keys("Eu e o meu marido somos surdos")


def test_who_we_are_this_trip_is_no_usual_party() -> None:
    assert "travel_party" not in keys("Somos eu e minha mãe.")
