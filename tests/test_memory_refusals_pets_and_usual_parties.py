"""Lasting facts said in a roundabout way: a refusal "ever" or "or nothing", pets named as the ones
who come along, a pet given to someone for good, one who comes on every trip, a usual
companion's need, and the children the visitor has, counted when a new trip brings "the kids"."""

from __future__ import annotations

import pytest

from language import parse_utterance
from memory.extraction import extract_memories, retracted_keys, says_less_than
from memory.forms import form_of, sentence
from memory.implications import Implication, implied_by
from tests.chat_helpers import chat_db, new_visitor_id, offline, turn  # noqa: F401


def facts(message: str) -> list[tuple[str, str]]:
    return [(candidate.key, candidate.content) for candidate in extract_memories(message)]


def keys(message: str) -> set[str]:
    return {key for key, _ in facts(message)}


# --- a refusal for good ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "We don't share bathrooms or kitchens with anyone, ever.",
        "I won't ever take a shared room, entire place or nothing",
        "Piso entero o nada, no comparto baño con desconocidos",
        "Casa inteira ou nada, não divido banheiro com estranhos",
    ],
)
def test_a_refusal_said_for_good_keeps_to_entire_homes(message: str) -> None:
    assert ("room_type", "Stays only in entire homes.") in facts(message)


@pytest.mark.parametrize(
    "message",
    [
        "Porto for 2 nights, whole place please",
        "have you ever been to Porto?",
        "not sure we'll ever share a flat with friends again, whole place this time",
    ],
)
def test_a_whole_place_asked_for_once_is_no_refusal(message: str) -> None:
    assert "room_type" not in keys(message)


# --- pets who come along -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("message", "names"),
    [
        ("We've two greyhounds, Pip and Moss, and they come with us everywhere, always.", "Pip"),
        ("Los dos perros, Coco y Lola, vienen siempre con nosotros a todas partes", "Coco"),
        ("A gente tem duas gatas, a Mimi e a Lola, e elas vão sempre com a gente", "Mimi"),
        ("Os cachorros, o Thor e a Luna, viajam sempre com a gente pra todo lado", "Thor"),
    ],
)
def test_pets_said_to_come_along_every_time_are_remembered(message: str, names: str) -> None:
    pets = [content for key, content in facts(message) if key == "pets"]
    assert len(pets) == 1 and names in pets[0]


# --- a pet given to someone for good ------------------------------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "Actually no, Biscuit went to live with my parents on their farm, he's happier there. "
        "From now on I travel without him.",
        "Na verdade, o Thor foi morar com a minha irmã. Daqui pra frente viajo sem ele.",
        "Al final Coco se quedó a vivir con mis padres, ya no viaja conmigo.",
        "o Thor ficou com a minha irmã, daqui pra frente viajo sem ele",
    ],
)
def test_a_pet_given_away_for_good_takes_the_pet_memory_back(message: str) -> None:
    names = {"pets": {"Biscuit", "Thor", "Coco"}}
    assert "pets" in retracted_keys(message, names=names)


def test_a_trip_without_the_pet_now_and_then_takes_nothing_back() -> None:
    assert retracted_keys("I travel without him sometimes", names={"pets": {"Biscuit"}}) == set()


# --- a usual solo trip is no lasting party -------------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "normalmente viajo solo, esto es solo por este viaje",
        "This time it's a work trip for 6 of us, normally I travel alone",
    ],
)
def test_a_usual_party_alone_or_of_one_is_not_remembered(message: str) -> None:
    assert "travel_party" not in keys(message)


# --- one who comes on every trip, and who we still are --------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        "Minha mãe mora comigo e vai em todas as viagens, ela tem 78 anos",
        "My mum comes on every trip with me",
        "mi hermana va a todos mis viajes",
        "We're still two adults and we still want a full kitchen",
        "seguimos siendo dos, eso no cambió",
    ],
)
def test_one_on_every_trip_or_who_we_still_are_is_a_lasting_party_of_two(message: str) -> None:
    assert ("travel_party", "Travels as a party of 2.") in facts(message)


@pytest.mark.parametrize(
    "message",
    ["we're still in Porto", "my kids come on every trip", "We're still thinking about Porto"],
)
def test_still_somewhere_or_several_on_every_trip_is_no_party_of_two(message: str) -> None:
    assert ("travel_party", "Travels as a party of 2.") not in facts(message)


@pytest.mark.parametrize(
    ("message", "party"),
    [
        ("My son comes on every trip, so we're 3", "Travels as a party of 3."),
        ("We're still 2 adults and 1 child", "Travels as a party of 3 including 1 child."),
    ],
)
def test_the_count_said_with_one_on_every_trip_or_still_is_the_party(
    message: str, party: str
) -> None:
    assert ("travel_party", party) in facts(message)


def test_one_on_every_trip_with_children_says_no_party_of_two() -> None:
    assert "travel_party" not in keys("my sister comes to all my trips with her kids")


# --- the children the visitor has, counted when a new trip brings "the kids" ------------------


@pytest.mark.parametrize(
    ("message", "count"),
    [("I have three kids", 3), ("Tenemos dos hijas pequeñas", 2), ("tenho dois filhos", 2)],
)
def test_the_children_the_visitor_has_are_remembered(message: str, count: int) -> None:
    assert ("children", f"Has {count} children.") in facts(message)


@pytest.mark.parametrize("message", ["I don't have 2 kids", "do you have 2 kids?"])
def test_children_denied_or_asked_about_are_not_remembered(message: str) -> None:
    assert "children" not in keys(message)


@pytest.mark.usefixtures("chat_db", "offline")
@pytest.mark.parametrize(
    ("told", "then", "guests"),
    [
        (
            "I have three kids and we always look for quiet places",
            "Porto, me, my wife and the kids",
            5,
        ),
        (
            "Tenemos tres hijos, siempre buscamos sitios tranquilos",
            "Oporto, yo, mi mujer y los niños",
            5,
        ),
        (
            "tenho dois filhos e sempre preciso de lugar tranquilo",
            "Sydney, eu meu marido e as crianças",
            4,
        ),
        ("A gente tem quatro filhos", "Rio, eu e as crianças", 5),
    ],
)
def test_a_new_trip_counts_the_kids_the_visitor_has(told: str, then: str, guests: int) -> None:
    visitor_id = new_visitor_id()
    turn(visitor_id, told)
    search = turn(visitor_id, then).search
    assert search is not None and search.filters["min_accommodates"] == guests


@pytest.mark.parametrize(
    ("language", "said"),
    [("en", "Has 2 children."), ("es", "Tiene 2 hijos."), ("pt", "Tem 2 filhos.")],
)
def test_the_children_remembered_are_said_in_each_language(language: str, said: str) -> None:
    form = form_of("children", "Has 2 children.", Implication())
    assert sentence("Has 2 children.", form, language) == said


# --- the need of someone the visitor usually travels with, who is not on this trip -------------


@pytest.mark.usefixtures("chat_db", "offline")
@pytest.mark.parametrize(
    ("told", "with_them", "without_them", "needed"),
    [
        (
            "normally I travel with my mum who can't do stairs so I'd look for step-free, but "
            "this time it's just me, she's staying home",
            "Porto for 3 nights, me and my mum, under 200 a night",
            "Porto for 3 nights, just me",
            "Step-free access",
        ),
        (
            "Usually I travel with my dad, who's in a wheelchair, so I'd filter for accessible "
            "places, but he's staying home this time",
            "Sydney, my dad and I",
            "Sydney, just me",
            "Wheelchair accessible",
        ),
        (
            "Normalmente viajo con mi madre, que usa andador, así que busco sin escalones, pero "
            "esta vez no viene",
            "Oporto, mi madre y yo",
            "Oporto, solo yo",
            "Step-free access",
        ),
        (
            "Normalmente viajo com a minha avó, que anda de bengala, por isso procuro sem "
            "degraus, mas desta vez ela fica em casa",
            "Porto, eu e a minha avó",
            "Porto, só eu",
            "Step-free access",
        ),
    ],
)
def test_a_usual_companions_need_applies_when_they_come_again(
    told: str, with_them: str, without_them: str, needed: str
) -> None:
    visitor_id = new_visitor_id()
    turn(visitor_id, told)
    along = turn(visitor_id, with_them).search
    alone = turn(visitor_id, without_them).search
    assert along is not None and needed in along.filters.get("amenities", [])
    assert alone is not None and needed not in alone.filters.get("amenities", [])


def test_a_companions_condition_is_no_need_of_the_visitor() -> None:
    message = (
        "my best friend uses a wheelchair and usually travels with me, but she's not coming "
        "this time, so stairs are fine for this trip"
    )
    assert "accessibility" not in keys(message)


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "When travelling with mum: needs step-free access."),
        ("es", "Cuando viaja con mum: necesita acceso sin escalones."),
        ("pt", "Quando viaja com mum: precisa de acesso sem degraus."),
    ],
)
def test_a_companions_need_is_said_with_who_it_waits_for(language: str, said: str) -> None:
    content = "When travelling with mum: needs step-free access."
    form = form_of("accessibility", content, implied_by("accessibility", content))
    assert sentence(content, form, language) == said


@pytest.mark.parametrize(
    "said",
    [
        "hi, sadly Hamish passed last month. Looking at Victoria again",
        "nuestro perro murió en enero",
        "o nosso cão morreu no verão",
    ],
)
def test_a_pet_that_died_is_taken_back(said: str) -> None:
    assert retracted_keys(said, names={"pets": ["Hamish"]}) == {"pets"}


@pytest.mark.parametrize(
    "said", ["my father passed away last year", "we passed through Porto", "Hamish passed the vet"]
)
def test_someone_else_passing_or_passing_by_takes_nothing_back(said: str) -> None:
    assert retracted_keys(said, names={"pets": ["Hamish"]}) == set()


@pytest.mark.parametrize(
    "said",
    ["we always bring our westie Hamish so pet friendly is a must", "we always bring our lab Max"],
)
def test_a_dog_named_by_its_breed_is_remembered(said: str) -> None:
    assert [fact.key for fact in extract_memories(said)] == ["pets"]


@pytest.mark.parametrize(
    "said",
    [
        "our cat died last year but we still bring the dog",
        "the neighbour's dog died",
        "el perro de mi vecino murió",
        "sadly my mum's dog died, so we're going to cheer her up",
        "the dog nearly died last year but he's fine and coming with us",
        "nuestro gato murió pero el perro viene",
    ],
)
def test_another_s_pet_one_pet_of_several_or_a_pet_that_nearly_died_stays(said: str) -> None:
    assert retracted_keys(said, names={"pets": ["Hamish"]}) == set()


@pytest.mark.parametrize(
    "message",
    [
        "la otra vez les dije que viajábamos con nuestro gato. se murió en marzo",
        "antes viajávamos com o nosso cão, mas já não",
    ],
)
def test_a_pet_the_visitor_used_to_travel_with_is_not_remembered(message: str) -> None:
    assert "pets" not in keys(message)


@pytest.mark.usefixtures("chat_db", "offline")
@pytest.mark.parametrize(
    "then",
    [
        "Lola se quedó a vivir con mi ex, así que ya no viajo con perro. Algo en Río, 5 noches",
        "we no longer travel with a dog, somewhere in Rio for 5 nights",
    ],
)
def test_a_pet_taken_back_in_the_return_message_shapes_no_search(then: str) -> None:
    visitor_id = new_visitor_id()
    turn(visitor_id, "Siempre viajo con mi perra Lola, necesito lugares que acepten mascotas")
    search = turn(visitor_id, then).search
    assert search is not None and search.filters == {"location": "Rio De Janeiro"}


@pytest.mark.parametrize(
    "message",
    [
        "Please always avoid places where the host has a dog living in the house",
        "no listing where the host keeps cats or allows pets",
        "nada de anfitriones con perro, por favor",
    ],
)
def test_the_hosts_animals_are_no_pet_of_the_visitors(message: str) -> None:
    assert not any(fact.key == "pets" for fact in extract_memories(message))
    assert not parse_utterance(f"Istanbul, {message}").amenities


@pytest.mark.parametrize(
    ("message", "amenity"),
    [
        ("the host has to allow pets, we bring our dog", "Pets allowed"),
        ("I want a host with good reviews and a pool", "Pool"),
    ],
)
def test_a_host_named_beside_the_visitors_own_need_keeps_it(message: str, amenity: str) -> None:
    assert amenity in parse_utterance(f"Istanbul, {message}").amenities


def test_a_pet_said_again_vaguely_keeps_the_memory_that_names_it() -> None:
    visitor_id = new_visitor_id()
    first = turn(visitor_id, "Porto in June. My cat Bisi always comes with me")
    turn(
        visitor_id,
        "So pet-friendly places only please, for any trip",
        conversation_id=first.conversation_id,
    )
    then = "Sadly Bisi passed away last month so I travel alone now. Barcelona for 5 nights"
    search = turn(visitor_id, then).search
    assert search is not None
    assert search.filters == {"location": "Barcelona", "min_accommodates": 1}


def test_a_vaguer_fact_says_less_than_a_named_pet() -> None:
    named = extract_memories("my cat Bisi always comes with me")
    vague = extract_memories("pet-friendly places only, for any trip")
    known = {(fact.key, fact.content) for fact in named}
    assert [says_less_than(fact, known) for fact in vague] == [True]
    assert not says_less_than(named[0], set())
