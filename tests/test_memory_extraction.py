"""The rule extractor: durable facts in English, Spanish and Portuguese, and what it ignores."""

from __future__ import annotations

import pytest

from memory.extraction import extract_memories, mentioned_keys, retracted_keys
from memory.implications import implied_by


def facts(text: str) -> list[tuple[str, str]]:
    return [(candidate.key, candidate.content) for candidate in extract_memories(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # English
        (
            "We travel with our dog and our budget is about 150 a night",
            [("pets", "Travels with a dog."), ("budget", "Budget is about 150 per night.")],
        ),
        ("We have two cats", [("pets", "Travels with cats.")]),
        ("Our budget is 120 euros per night", [("budget", "Budget is about 120 euros per night.")]),
        # A budget said for a market is in that market's currency.
        ("Our budget is 120 a night in Porto", [("budget", "Budget is about 120 EUR per night.")]),
        (
            "We're a family of four with two kids",
            [("travel_party", "Travels as a party of 4 including 2 children.")],
        ),
        (
            "Me, my wife and our 2 kids",
            [("travel_party", "Travels as a party of 4 including 2 children.")],
        ),
        ("I only book superhosts", [("host_preference", "Prefers superhost listings.")]),
        (
            "My partner uses a wheelchair",
            [
                (
                    "accessibility",
                    "Travels with someone who uses a wheelchair; needs wheelchair-accessible "
                    "places (partner).",
                )
            ],
        ),
        ("I can't do stairs", [("accessibility", "Needs step-free access.")]),
        ("We love Porto", [("preferred_market", "Likes staying in Porto.")]),
        ("We're going to Porto in June", [("trip", "Planning a trip to Porto in June.")]),
        ("I prefer apartments", [("property_type", "Prefers apartments.")]),
        ("I hate crowded hostels", [("dislike", "Dislikes crowded hostels.")]),
        # Spanish
        (
            "Viajamos con nuestro perro y nuestro presupuesto es de 120 euros la noche",
            [("pets", "Travels with a dog."), ("budget", "Budget is about 120 euros per night.")],
        ),
        (
            "Somos una familia de cinco con tres niños",
            [("travel_party", "Travels as a party of 5 including 3 children.")],
        ),
        (
            "Mi pareja usa silla de ruedas",
            [
                (
                    "accessibility",
                    "Travels with someone who uses a wheelchair; needs wheelchair-accessible "
                    "places (pareja).",
                )
            ],
        ),
        ("Solo reservo con superanfitriones", [("host_preference", "Prefers superhost listings.")]),
        ("Nos encanta Barcelona", [("preferred_market", "Likes staying in Barcelona.")]),
        ("Prefiero apartamentos", [("property_type", "Prefers apartments.")]),
        ("No me gustan los hostales", [("dislike", "Dislikes “los hostales”.")]),
        # Portuguese
        (
            "Viajamos com o nosso cachorro e o nosso orçamento é de 200 reais por noite",
            [("pets", "Travels with a dog."), ("budget", "Budget is about 200 reais per night.")],
        ),
        (
            "Somos uma família de 4 com 2 crianças",
            [("travel_party", "Travels as a party of 4 including 2 children.")],
        ),
        (
            "Minha esposa é cadeirante",
            [
                (
                    "accessibility",
                    "Travels with someone who uses a wheelchair; needs wheelchair-accessible "
                    "places (esposa).",
                )
            ],
        ),
        ("Só reservo com superhosts", [("host_preference", "Prefers superhost listings.")]),
        ("Adoramos o Rio", [("preferred_market", "Likes staying in Rio De Janeiro.")]),
        ("Temos um cão", [("pets", "Travels with a dog.")]),
        ("Não gosto de hostels", [("dislike", "Dislikes “hostels”.")]),
    ],
)
def test_durable_facts_are_found(text: str, expected: list[tuple[str, str]]) -> None:
    assert facts(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Find a pet friendly flat in Porto under 100",
        "Are dogs allowed?",
        "Only superhosts",
        "something in Porto",
        "2 bedroom flat in Barcelona with a pool",
        "We don't have pets",
        "¿Se admiten perros?",
        "apartamento em Lisboa até 100 euros",
    ],
)
def test_search_requests_are_not_facts_about_the_visitor(text: str) -> None:
    assert facts(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "My password is hunter2 and we have a dog",
        "my card number is 4111 1111 1111 1111, our budget is 100",
        "the verification code is 482913 and we travel with our dog",
        "mi contraseña es perro123, viajamos con nuestro perro",
        "minha senha é 1234 e temos um cão",
    ],
)
def test_a_sentence_with_a_secret_is_never_remembered(text: str) -> None:
    assert facts(text) == []


def test_only_the_secret_sentence_is_skipped() -> None:
    assert facts("My PIN is 1234. We travel with our dog.") == [("pets", "Travels with a dog.")]


def test_the_last_budget_of_a_message_wins() -> None:
    assert facts("Our budget was 100 a night. Our budget is now 140 a night.") == [
        ("budget", "Budget is about 140 per night.")
    ]


def test_each_fact_is_typed() -> None:
    [pets, budget] = extract_memories("We travel with our dog and our budget is 150 a night")
    assert (pets.kind, pets.importance) == ("fact", 8)
    assert (budget.kind, budget.importance) == ("preference", 6)
    [trip] = extract_memories("We're going to Porto in June")
    assert trip.kind == "trip"


@pytest.mark.parametrize(
    "text",
    [
        "We travel with our dog and our budget is about 150 a night",
        "Viajamos con nuestro perro y nuestro presupuesto es de 120 euros la noche",
        "We're a family of four with two kids",
        "My partner uses a wheelchair",
        "I only book superhosts",
    ],
)
def test_the_sentences_written_imply_the_filters_they_came_from(text: str) -> None:
    for candidate in extract_memories(text):
        assert implied_by(candidate.key, candidate.content).filters, candidate


def test_a_remembered_budget_keeps_its_currency() -> None:
    [budget] = extract_memories("Our budget is 120 euros per night")
    implication = implied_by(budget.key, budget.content)
    assert implication.filters == {"max_price": 120}
    assert implication.price_currency == "EUR"


@pytest.mark.parametrize(
    ("text", "nightly", "currency"),
    [
        ("mi presupuesto es máximo 1100 dólares canadienses al mes", 36.67, "CAD"),
        ("Our budget is always 2000 euros for the week", 285.71, "EUR"),
        ("our budget is 150 euros a night", 150, "EUR"),
    ],
)
def test_a_budget_for_a_month_or_a_week_is_remembered_as_a_night_s_share(
    text: str, nightly: float, currency: str
) -> None:
    """A remembered budget caps a night's price, whatever span it was said for."""
    [budget] = extract_memories(text)
    implication = implied_by(budget.key, budget.content)
    assert implication.filters == {"max_price": nightly}
    assert implication.price_currency == currency


def test_negative_pet_sentences_imply_nothing() -> None:
    assert implied_by("pets", "Does not travel with pets any more.").filters == {}


def test_a_message_touches_the_keys_it_talks_about() -> None:
    assert mentioned_keys("a flat in Porto under 100 for our dog") >= {"budget", "pets"}
    assert mentioned_keys("forget the budget") == {"budget"}
    assert mentioned_keys("hello") == set()


@pytest.mark.parametrize(
    ("text", "keys"),
    [
        ("Forget that we have a dog", {"pets"}),
        ("We no longer travel with our dog", {"pets"}),
        ("Olvida que tenemos perro", {"pets"}),
        ("Esquece que temos um cão", {"pets"}),
        ("forget the budget", set()),  # a search refinement, not a fact taken back
    ],
)
def test_a_fact_taken_back_is_not_remembered(text: str, keys: set[str]) -> None:
    assert facts(text) == []
    assert retracted_keys(text) == keys


def test_a_budget_said_for_a_market_keeps_its_currency_for_other_markets() -> None:
    [budget] = extract_memories("Our budget is 120 a night in Porto")

    implication = implied_by(budget.key, budget.content)

    assert implication.filters == {"max_price": 120}
    assert implication.price_currency == "EUR"


@pytest.mark.parametrize(
    ("text", "refused"),
    [
        ("Please, no basement units at all. Never again.", "basement units"),
        ("And please — never basements or below-ground units.", "basements or below-ground units"),
        ("we never stay in basements", "basements"),
        ("Una cosa: nada de sótanos ni semisótanos, nunca.", "sótanos ni semisótanos"),
        ("Só uma coisa: nada de caves nem rés-do-chão, por favor.", "caves nem rés-do-chão"),
        ("Uma coisa importante: nunca em cave nem rés-do-chão.", "cave nem rés-do-chão"),
        ("we never stay on the ground floor", "ground floor"),
        ("Uma coisa importante: rés-do-chão e caves nem pensar.", "rés-do-chão e caves"),
        ("ground floors are out for us", "ground floors"),
    ],
)
def test_a_home_below_ground_refused_is_remembered_in_the_visitors_words(
    text: str, refused: str
) -> None:
    assert facts(text) == [("dislike", f"Dislikes “{refused}”.")]
    assert implied_by("dislike", f"Dislikes “{refused}”.").filters == {}


@pytest.mark.parametrize(
    "text", ["no ground floor please, we were burgled once", "ground floor for me is fine"]
)
def test_a_ground_floor_asked_of_one_search_is_not_remembered(text: str) -> None:
    assert facts(text) == []


def test_a_basement_refused_this_time_only_is_not_remembered() -> None:
    assert facts("a flat in Porto, not a basement this time") == []


@pytest.mark.parametrize(
    ("text", "allergen"),
    [
        ("one thing: she's badly allergic to feathers, so no down duvets", "feathers"),
        ("Él es re alérgico a los gatos, así que nada donde viva un gato", "los gatos"),
        ("Ah, muito importante: ele é alérgico a gatos, alergia a sério.", "gatos"),
    ],
)
def test_an_allergy_of_the_companion_just_named_is_remembered(text: str, allergen: str) -> None:
    assert facts(text) == [("allergy", f"Travels with someone allergic to {allergen}.")]


def test_an_allergy_of_someone_who_is_not_coming_is_not_remembered() -> None:
    assert facts("she's allergic to cats and isn't coming") == []


def test_a_companion_who_always_comes_and_uses_a_wheelchair_is_both_remembered() -> None:
    assert facts("viajo siempre con mi papá, que usa silla de ruedas") == [
        (
            "accessibility",
            "Travels with someone who uses a wheelchair; needs wheelchair-accessible places "
            "(papá).",
        ),
        ("travel_party", "Travels as a party of 2."),
    ]


@pytest.mark.parametrize(
    ("text", "pet"),
    [
        (
            "Siempre viajo con Lola, mi galga, tiene que admitir perros",
            "Travels with a dog (Lola).",
        ),
        (
            "Looking for a cottage on the Big Island for me, my wife and our two labs.",
            "Travels with dogs.",
        ),
    ],
)
def test_a_market_or_a_breed_near_a_pet_is_no_name_and_no_person(text: str, pet: str) -> None:
    assert facts(text) == [("pets", pet)]


@pytest.mark.parametrize(
    "text",
    [
        "Prefiro um apartamento no rés-do-chão por causa da cadeira de rodas do meu pai",
        "No problem with basements",
        "No importa el sótano",
    ],
)
def test_a_ground_floor_wished_or_a_basement_not_minded_is_no_refusal(text: str) -> None:
    assert "dislike" not in {key for key, _ in facts(text)}


@pytest.mark.parametrize(
    "text",
    [
        "Mi papá usa silla de ruedas y siempre viaja con nosotros",
        "Hola, viajamos siempre con Thor, nuestro pastor alemán, así que admitan perros grandes",
    ],
)
def test_someone_who_comes_with_a_party_of_unsaid_size_gives_no_party(text: str) -> None:
    assert "travel_party" not in {key for key, _ in facts(text)}


@pytest.mark.parametrize(
    "text",
    [
        "Preciso de prédio com elevador, sem escada nenhuma. É só dessa vez, daqui a 6 semanas "
        "tiro a bota",
        "We need a lift. It's only for this trip.",
        "Necesitamos ascensor. Solo esta vez, mi rodilla está mal.",
    ],
)
def test_a_remark_that_says_only_this_time_holds_for_the_sentence_before(text: str) -> None:
    assert extract_memories(text) == []


def test_remote_work_on_the_coming_trip_is_no_habit() -> None:
    said = "I'll be working remotely from Oahu for three weeks, so I need a proper desk."
    assert extract_memories(said) == []
    assert {key for key, _ in facts("I work remotely, so I always need a desk")} == {"workspace"}


@pytest.mark.parametrize(
    "text",
    [
        "ela tem alergia forte a gato, se o anfitrião tiver gato a gente nem pode entrar",
        "she has a severe cat allergy",
        "ella tiene alergia a los gatos",
    ],
)
def test_the_allergy_a_companion_has_is_remembered(text: str) -> None:
    (fact,) = extract_memories(text)
    assert fact.content.startswith("Travels with someone allergic to")


@pytest.mark.parametrize(
    "text",
    [
        "Viajamos siempre con nuestros dos gatos, no nos gusta dejarlos solos.",
        "We always bring our two cats, we hate leaving them alone.",
    ],
)
def test_what_is_done_to_the_pets_is_no_dislike(text: str) -> None:
    assert {key for key, _ in facts(text)} == {"pets"}


@pytest.mark.parametrize(
    "text",
    [
        "Un cambio: los gatos se quedaron con mi madre. Así que ya viajamos sin ellos.",
        "Os gatos ficaram com a minha mãe de vez, agora viajamos sem eles.",
        "The cats stayed with my mum, so now we travel without them.",
    ],
)
def test_pets_given_to_someone_and_travel_without_them_is_taken_back(text: str) -> None:
    assert retracted_keys(text, names={"pets": {"Pimienta", "Canela"}}) == {"pets"}


def test_remote_work_said_as_a_habit_beside_the_coming_trip_is_remembered() -> None:
    said = "I work remotely, and I'll be working from the apartment most days"
    assert {key for key, _ in facts(said)} == {"workspace"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "A gente nunca viaja sem a Pipoca, nossa shih-tzu, então só lugar que aceita "
            "cachorro, tá?",
            [("pets", "Travels with a dog (Pipoca).")],
        ),
        ("We never travel without Rex, our beagle, ok?", [("pets", "Travels with a dog (Rex).")]),
    ],
)
def test_a_fact_ending_in_a_tag_that_seeks_agreement_is_told(
    text: str, expected: list[tuple[str, str]]
) -> None:
    assert facts(text) == expected


def test_a_fact_followed_by_a_question_of_its_own_is_still_told() -> None:
    assert facts("we always travel with our dog. is that ok?") == [("pets", "Travels with a dog.")]


@pytest.mark.parametrize(
    ("text", "trip"),
    [
        ("Estou a pensar ir a Istambul em abril.", "Planning a trip to Istanbul in April."),
        ("Estoy pensando en ir a Edimburgo para julio", "Planning a trip to Edinburgh in July."),
        ("We're thinking of going to Sydney in July", "Planning a trip to Sydney in July."),
    ],
)
def test_a_trip_being_thought_of_is_remembered(text: str, trip: str) -> None:
    assert facts(text) == [("trip", trip)]


def test_a_pet_left_with_someone_for_good_is_taken_back() -> None:
    said = "o Thor ficou com minha mãe de vez, ela se apegou. agora quero Montreal, só eu"
    assert retracted_keys(said, names={"pets": ["Thor"]}) == {"pets"}


def test_a_pet_left_with_someone_now_and_then_is_not_taken_back() -> None:
    said = "o Thor fica com minha mãe de vez em quando"
    assert retracted_keys(said, names={"pets": ["Thor"]}) == set()


@pytest.mark.parametrize(
    "text",
    [
        "They're going to Porto in May",
        "Estoy mirando el partido del Barcelona",
        "Estou olhando Porto no mapa",
    ],
)
def test_someone_elses_trip_or_a_look_at_a_city_is_no_trip(text: str) -> None:
    assert facts(text) == []


def test_a_pet_with_someone_not_for_keeps_is_not_taken_back() -> None:
    said = "o Thor fica com minha mãe de vez em quanto"
    assert retracted_keys(said, names={"pets": ["Thor"]}) == set()
