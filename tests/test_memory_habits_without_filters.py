"""Habits that shape no search, a pet given away in other words, and who the visitor is.

"Wherever I go I need a plug by the bed", "é sempre necessário um chuveiro sem degrau", "tengo
pánico a las alturas" are remembered and filter nothing; "no shared walls if possible" is a wish,
not a whole home; "he'll be living with my parents from now on" takes back the pet remembered by
name; "Biscuit always comes with us" and "soy ciclista" say nothing of how many travel.
"""

from __future__ import annotations

import pytest

from memory.extraction import extract_memories, retracted_keys
from memory.implications import implied_by
from memory.memories import list_memories
from tests.chat_helpers import chat_db, new_visitor_id, offline, turn  # noqa: F401


def facts(text: str) -> list[tuple[str, str]]:
    return [(c.key, c.content) for c in extract_memories(text)]


# --- a need said as a habit, with no filter --------------------------------------------------


@pytest.mark.parametrize(
    ("message", "need"),
    [
        (
            "uso CPAP, así que donde vaya necesito un enchufe junto a la cama",
            "Always needs un enchufe junto a la cama.",
        ),
        (
            "tomo insulina e onde eu for preciso de um frigobar no quarto",
            "Always needs um frigobar no quarto.",
        ),
        (
            "pra mim é sempre necessário um colchão firme, não abro mão",
            "Always needs um colchão firme.",
        ),
        (
            "para nosotros es siempre imprescindible una bañera para el bebé",
            "Always needs una bañera para el bebé.",
        ),
        (
            "I'm a painter so wherever I stay I have to be able to work in daylight",
            "Always has to be able to work in daylight.",
        ),
    ],
)
def test_a_need_said_as_a_habit_is_remembered_and_filters_nothing(message: str, need: str) -> None:
    assert ("need", need) in facts(message)
    assert implied_by("need", need).filters == {}


@pytest.mark.parametrize(
    ("message", "condition"),
    [
        ("tengo pánico a las alturas, nada de pisos altos", "Is afraid of heights."),
        ("detalhe: tenho pavor de altura, sempre andar baixo", "Is afraid of heights."),
        ("my dad has Parkinson's so he comes with us", "Travels with someone who has Parkinson's"),
        ("mi padre tiene Parkinson", "Travels with someone who has Parkinson's"),
        ("i'm coeliac and can't trust restaurants abroad", "Is coeliac."),
        ("soy celíaca, así que comemos en casa", "Is coeliac."),
        ("mi hijo es celíaco", "Travels with someone who is coeliac (hijo)."),
        ("I'm a smoker so a balcony matters, I don't smoke indoors", "Smokes."),
        ("somos fumadores, precisamos de varanda", "Smokes."),
    ],
)
def test_a_condition_with_no_filter_is_remembered(message: str, condition: str) -> None:
    [content] = [content for key, content in facts(message) if key == "condition"]
    assert content.startswith(condition)
    assert implied_by("condition", content).filters == {}


@pytest.mark.parametrize(
    "message",
    [
        "I'm a drummer so wherever I stay I need to rehearse, no shared walls if possible",
        "we always want a detached place or at least no shared walls, ideally",
        "I always need to practise at night, a place with no shared walls",
    ],
)
def test_walls_not_shared_or_a_hedged_wish_is_no_whole_home(message: str) -> None:
    assert "room_type" not in {key for key, _ in facts(message)}


# --- a pet given away for good, in other words ---------------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "sad news, he can't travel any more, so he'll be living with my parents from now on",
        "the vet said no more flights, so from now on she stays with my sister",
        "a partir de agora a Nina fica com a minha mãe, ela já não aguenta viajar",
        "de ahora en adelante Nina se queda con mis padres",
    ],
)
def test_a_named_pet_left_with_someone_for_good_is_taken_back(message: str) -> None:
    assert retracted_keys(message, names={"pets": ["Nina"]}) == {"pets"}


@pytest.mark.parametrize(
    "message",
    [
        "By the way, Toby lives with my parents now, so it's just the two of us this time",
        "Toby se quedó a vivir con mis papás y está feliz",
        "ya no viajamos con Toby, se quedó a vivir con mis papás que tienen jardín",
    ],
)
def test_a_named_pet_living_with_someone_else_is_taken_back(message: str) -> None:
    """Living with someone else is for good, whatever this trip's party."""
    assert retracted_keys(message, names={"pets": ["Toby"]}) == {"pets"}


@pytest.mark.parametrize(
    "message",
    [
        "Porto for 3 in May. Our dog Toby lives with us in a flat, so we need a pet friendly place",
        "o Toby mora com a gente, vai conosco pro Rio",
        "Toby vive com a minha mãe e vem sempre connosco",
    ],
)
def test_one_who_lives_with_the_visitor_is_not_taken_back(message: str) -> None:
    assert retracted_keys(message, names={"pets": ["Toby"]}) == set()


def test_a_pet_left_with_someone_this_time_is_only_set_aside() -> None:
    assert retracted_keys("this time Nina stays with my mum", names={"pets": ["Nina"]}) == set()


@pytest.mark.parametrize(
    "message",
    [
        "Nina always comes with us, we never go anywhere without her",
        "Toby always comes with us, we never leave him behind",
        "he'll be staying with my brother from now on",
        "We're a retired couple and my wife has a bad heart, so we always need a lift or the"
        " ground floor on every trip",
    ],
)
def test_who_comes_along_or_stays_says_no_party(message: str) -> None:
    assert "travel_party" not in {key for key, _ in facts(message)}


@pytest.mark.parametrize(
    "message",
    [
        "soy ciclista y siempre llevo mi bici",
        "soy fotógrafa y siempre llevo mi cámara",
        "soy músico y siempre viajo con mi guitarra",
    ],
)
def test_who_the_visitor_is_is_no_party_of_one(message: str) -> None:
    assert "travel_party" not in {key for key, _ in facts(message)}


def test_a_family_introduced_with_this_search_is_no_standing_party() -> None:
    assert "travel_party" not in {
        key for key, _ in facts("We're a family of four looking at Sydney")
    }
    assert ("travel_party", "Travels as a party of 4.") in facts(
        "we're a family of four, we always travel together, looking at Sydney"
    )


@pytest.mark.parametrize("message", ["sempre viajo sozinha", "siempre viajo solo"])
def test_travelling_alone_is_still_a_party_of_one(message: str) -> None:
    assert ("travel_party", "Travels as a party of 1.") in facts(message)


@pytest.mark.usefixtures("chat_db", "offline")
def test_a_pet_given_away_in_other_words_shapes_no_next_search() -> None:
    visitor = new_visitor_id()
    said = turn(visitor, "Kauai for a week, me and our old beagle Nina")
    assert [m.key for m in list_memories(visitor)] == ["pets"]
    turn(visitor, "Nina always comes with us", conversation_id=said.conversation_id)
    turn(
        visitor,
        "sad news: she can't fly any more, so she'll be living with my sister from now on",
        conversation_id=said.conversation_id,
    )
    assert list_memories(visitor) == []
    search = turn(visitor, "Maui now, 5 nights").search
    assert search is not None
    assert search.filters == {"location": "Maui"}


@pytest.mark.usefixtures("chat_db", "offline")
def test_a_search_that_also_takes_a_pet_back_runs_without_it() -> None:
    visitor = new_visitor_id()
    turn(visitor, "Kauai for a week, we always travel with our beagle Max")
    assert [m.key for m in list_memories(visitor)] == ["pets"]
    result = turn(
        visitor,
        "Maui in February now. By the way, Max lives with my parents now, so it's just the two"
        " of us this time. Something near the beach please.",
    )
    assert list_memories(visitor) == []
    assert result.search is not None
    assert result.search.filters == {"location": "Maui", "min_accommodates": 2}
    assert "Max" in result.reply


# --- hours of the day are no budget ----------------------------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "trabajo siempre de 9 a 17 desde casa, así que siempre necesito escritorio",
        "I'm on call every night from 8 to 11 so I always need a desk",
        "I teach yoga every morning from 7 to 9, I always need space for a mat",
        "siempre estoy conectada de 14 a 20 por trabajo, necesito wifi",
    ],
)
def test_hours_of_the_day_said_with_a_habit_are_no_budget(message: str) -> None:
    assert "budget" not in {key for key, _ in facts(message)}


@pytest.mark.parametrize(
    ("message", "budget"),
    [
        ("our budget is always from 60 to 90 euros", "Budget is about 90 euros per night."),
        (
            "I always work from 9 to 5, and we never pay more than 80",
            "Budget is about 80 per night.",
        ),
    ],
)
def test_a_budget_said_beside_hours_is_still_a_budget(message: str, budget: str) -> None:
    assert ("budget", budget) in facts(message)


def test_a_pet_who_stays_with_someone_on_some_trips_is_not_taken_back() -> None:
    message = "Nina always stays with my mum when we fly"
    assert retracted_keys(message, names={"pets": ["Nina"]}) == set()


@pytest.mark.parametrize("message", ["no fumamos", "sem fumo por favor", "I quit smoking"])
def test_smoke_denied_or_as_a_thing_is_no_smoker(message: str) -> None:
    assert facts(message) == []


@pytest.mark.parametrize(
    ("message", "allergy"),
    [
        (
            "my wife has a serious cat allergy, it puts her in hospital",
            "Travels with someone allergic to cat (wife).",
        ),
        ("I have a nut allergy", "Is allergic to nut."),
    ],
)
def test_an_allergy_named_by_its_allergen_first_is_remembered(message: str, allergy: str) -> None:
    assert ("allergy", allergy) in facts(message)


@pytest.mark.parametrize(
    "message",
    [
        "i can't trust restaurants abroad so i cook everything myself",
        "we cook all our meals, always have",
        "cocinamos todo nosotros",
    ],
)
def test_cooking_everything_is_a_habit_that_needs_a_kitchen(message: str) -> None:
    assert ("cooking", "Cooks; needs a kitchen.") in facts(message)
