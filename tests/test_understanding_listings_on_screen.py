"""A listing on screen named by where it is, what it is and what it has ("the Lahaina condo
with the hot tub looks amazing", "gostei do estúdio na Foz", "la casa de Gràcia con patio!")
is remarked on or asked about: the search stays as it was. The same words as a wish ("a condo
in Lahaina with a hot tub") still ask for them. English, Spanish and Portuguese."""

from __future__ import annotations

import pytest

from language.dialog import SearchIntentState
from tests.understanding_helpers import turns


@pytest.mark.parametrize(
    ("search", "about_one"),
    [
        (
            "condo in Maui for 4 with a kitchen",
            "the Lahaina condo with the hot tub looks amazing. is it walking distance to the "
            "beach?",
        ),
        ("cabin on the big island for 2", "the Hilo cabin is great, does it have a washer?"),
        ("cabin on the big island for 2", "ok the Waimea cabin is lovely. how far is the beach"),
        ("flat in Edinburgh for 3", "Save the Leith flat with the balcony for me please"),
        ("estúdio no Porto para 2", "Gostei do estúdio na Foz. Fica perto da praia?"),
        ("estúdio no Porto para 2", "Adorei o apartamento em Cedofeita com varanda!"),
        ("casa en Barcelona para 4", "La casa de Gràcia con patio! cuántas habitaciones tiene"),
        ("apartamento no Porto para 2", "Pode guardar o de Cedofeita, vou mostrar ao meu marido"),
        ("piso en Barcelona para 2", "Me gustó el piso del Born con terraza. ¿Dónde queda?"),
        ("apartamento em Montreal para 4", "essa casa com quintal é perfeita, valeu!!"),
        (
            "Porto under 180",
            "Does the Vila Nova de Gaia one mean we're across the river? Is that a long walk?",
        ),
    ],
)
def test_a_listing_named_by_its_place_and_kind_changes_nothing(search: str, about_one: str) -> None:
    before = turns(search).filters

    assert turns(search, about_one).filters == before


@pytest.mark.parametrize(
    ("search", "wish", "key", "value"),
    [
        ("condo in Maui for 4", "a condo in Lahaina with a hot tub please", "near", "Lahaina"),
        ("condo in Maui for 4", "a condo in Lahaina with a hot tub please", "amenities",
         ["Hot tub"]),
        ("estúdio no Porto para 2", "quero um estúdio na Foz com varanda", "near", "Foz do Douro"),
        ("piso en Barcelona para 2", "mejor un piso en el Born con terraza", "amenities",
         ["Patio or balcony"]),
    ],
)  # fmt: skip
def test_the_same_words_as_a_wish_still_ask(
    search: str, wish: str, key: str, value: object
) -> None:
    assert turns(search, wish).filters[key] == value


@pytest.mark.parametrize(
    "question",
    [
        "how many bedrooms does the Lahaina one have",
        "cuántos baños tiene el de Kihei",
        "quantos quartos tem o de Kihei",
        "where is the second one exactly",
        "¿dónde queda el primero?",
    ],
)
def test_a_question_without_its_mark_is_still_a_question(question: str) -> None:
    search = "condo in Maui for 4"
    before = turns(search).filters

    assert turns(search, question).filters == before


def test_what_a_listing_only_shows_asks_for_nothing() -> None:
    search = "condo in Oahu for 4"
    before = turns(search).filters

    asked = "Does the Hawaii Kai one have photos of the bedrooms? listing only shows the lanai"
    assert turns(search, asked).filters == before


def test_asking_to_be_shown_only_some_is_a_request() -> None:
    intent = turns("flat in Sydney for 2", "Please only show entire places, I don't want to share")

    assert intent.filters["room_type"] == "Entire home/apt"


@pytest.mark.parametrize(
    ("search", "about_several"),
    [
        ("condo in Maui for 4", "those condos in Lahaina look great but we won't rent a car"),
        (
            "house on Oahu for 7",
            "Essas casas em Kailua são lindas mas a gente não vai alugar carro",
        ),
        ("casa en Maui para 4", "Estas casas en Kihei son preciosas, pero lejos"),
    ],
)
def test_listings_on_screen_pointed_at_together_change_nothing(
    search: str, about_several: str
) -> None:
    before = turns(search).filters

    assert turns(search, about_several).filters == before


def test_the_last_week_of_a_stay_is_no_listing() -> None:
    intent = turns("Porto for 3", "my uncle also wants to join for the last week, from 16th.")
    assert intent.kind == "search"
    assert intent.filters["min_accommodates"] == 4


@pytest.mark.parametrize("question", ["el 1ro es cuarto compartido?", "o 2º é longe da praia?"])
def test_a_listing_numbered_with_a_short_ordinal_is_asked_about(question: str) -> None:
    before = turns("Porto para 2").filters

    intent = turns("Porto para 2", question)
    assert intent.kind == "results_question"
    assert intent.filters == before


@pytest.mark.parametrize(
    ("search", "about_one"),
    [
        ("flat in Porto for 2", "The one in Cedofeita with the tiled facade is exactly the vibe."),
        ("flat in Albany for 1", "the one on lark st, does the parking fit a van"),
        ("flat in Hong Kong for 4", "the tsim sha tsui one says 35 sqm. is that livable with kids"),
        ("flat in Hong Kong for 4", "ok the one in tai kok tsui is bigger, lets do that one"),
        ("flat in Istanbul for 1", "The one in Moda with the sea view balcony. That's it."),
        ("casa en Oporto para 10", "La casa de Boavista entonces, si es llana manda"),
        ("casa en Río para 6", "Bueno ya está, el de Leme con tres dormitorios. Muchas gracias"),
        ("casa no Porto para 4", "Fico com a casa da Foz, obrigada"),
        ("apartamento no Porto para 2", "Pronto, o apartamento ao pé da Boavista parece-me bem."),
        ("flat in Edinburgh for 2", "What about the Newington flat? Does it have a doorbell?"),
    ],
)  # fmt: skip
def test_a_listing_chosen_or_described_by_its_place_changes_nothing(
    search: str, about_one: str
) -> None:
    """ "the one in X" stands for a listing shown, whatever its sentence says of it; so does
    "el de X" or "la casa de X" with words that choose it ("entonces", "ya está")."""
    before = turns(search).filters

    assert turns(search, about_one).filters == before


@pytest.mark.parametrize(
    ("search", "question"),
    [
        ("Victoria para 2, até 250", "O segundo parece bonito mas fica longe do porto, não?"),
        ("Jersey City for 2 under 200", "is the second one far from New York?"),
        ("Jersey City para 2", "¿el primero está muy lejos de Nueva York?"),
    ],
)
def test_how_far_a_listing_is_from_a_market_searches_nowhere_new(
    search: str, question: str
) -> None:
    before = turns(search).filters

    intent = turns(search, question)

    assert intent.kind == "results_question"
    assert intent.filters == before


@pytest.mark.parametrize(
    "said",
    [
        ("apartamento no Porto para 2", "até 150 euros", "Vamos ficar com o de Gaia então"),
        ("piso en Estambul cerca de Beyoğlu", "hasta 100 dólares", "nos quedamos con el de Galata"),
        ("flat in Porto for 2", "under 150 euros", "we'll stick with the one in Gaia, thanks"),
    ],
)  # fmt: skip
def test_settling_on_a_listing_by_its_place_keeps_the_search(said: tuple[str, ...]) -> None:
    """Settling on a listing shown is no going back to an earlier search: the budget said
    since stays."""
    before = turns(*said[:-1]).filters

    assert turns(*said).filters == before


@pytest.mark.parametrize(
    ("search", "message", "changed"),
    [
        (
            "house in Kauai for 5",
            "one of the girls can't come anymore so 4 of us. does the Poipu house still make "
            "sense or is it too big now?",
            {"min_accommodates": 4},
        ),
        (
            "piso en Barcelona para 2",
            "Somos 3 al final. El piso de Gràcia con terraza, ¿tiene ascensor?",
            {"min_accommodates": 3},
        ),
    ],
)
def test_a_message_that_also_asks_keeps_the_listings_words_out(
    search: str, message: str, changed: dict[str, object]
) -> None:
    """What a sentence says of a listing shown (its place, its kind, "too big") is no wish, even
    when another sentence of the message asks for something."""
    before = turns(search).filters

    intent = turns(search, message)

    assert intent.filters == {**before, **changed}
    assert "big" not in intent.query


@pytest.mark.parametrize(
    ("question", "follow_up"),
    [
        ("o segundo tem elevador? carrinho de bebê + escada não dá", "E ar condicionado?"),
        ("does the second one have a lift?", "and a washer?"),
        ("¿el primero tiene ascensor?", "¿Y wifi?"),
    ],
)
def test_a_short_and_question_after_one_about_a_listing_asks_about_it_too(
    question: str, follow_up: str
) -> None:
    search = "apartamento em Barcelona para 3"
    before = turns(search).filters

    intent = turns(search, question, follow_up)

    assert intent.kind == "results_question"
    assert intent.filters == before


def test_the_same_follow_up_in_a_resumed_conversation_asks_too() -> None:
    before = turns("flat in Barcelona for 3").filters
    state = SearchIntentState(
        before, earlier=["flat in Barcelona for 3", "does the 2nd have a lift?"]
    )

    assert state.apply("and a washer?").kind == "results_question"


def test_and_a_thing_after_a_search_still_asks_for_it() -> None:
    assert turns("flat in Porto for 2", "and a washer?").filters["amenities"] == ["Washer"]


def test_a_place_wished_beside_a_question_about_a_listing_keeps_the_question_out() -> None:
    """ "10 to 20 in Kona … does the Volcano house have heating?": Kona is wished; heating is
    asked of one listing shown."""
    search = "casa na Big Island para 4"
    said = "blz, 10 a 20 em kona e 20 a 24 em volcano. a casa de volcano tem aquecimento?"

    assert "amenities" not in turns(search, said).filters


def test_a_listing_named_among_trees_is_a_listing_shown() -> None:
    search = "cabaña en Big Island para 2"
    said = "La cabaña entre los árboles parece perfecta. ¿Hay tienda cerca?"

    assert turns(search, said).filters == turns(search).filters


def test_the_whole_flat_asked_in_a_question_is_still_a_request() -> None:
    assert turns("Edinburgh for 2", "can we get the whole flat?").filters["room_type"] == (
        "Entire home/apt"
    )


@pytest.mark.parametrize(
    "asked",
    [
        "Meu marido perguntou se tem garagem, ele quer alugar carro pra ir pro Douro uns dias.",
        "my wife asked if it has a washer",
        "mi hermano pregunta si tiene piscina",
    ],
)
def test_a_question_about_a_listing_said_as_someone_elses_changes_nothing(asked: str) -> None:
    search = "apartamento no Porto para 2"
    intent = turns(search, asked)
    assert intent.filters == turns(search).filters
    assert intent.kind == "results_question"


def test_a_second_bed_is_no_second_listing_and_who_joins_still_counts() -> None:
    intent = turns(
        "Sydney for 1",
        "Actually my mum now wants to stay with me for the last 3 nights. Does the Fairlight one "
        "have a second bed or a sofa bed?",
    )
    assert intent.filters["min_accommodates"] == 2


def test_coming_back_to_the_assistant_goes_back_to_no_search() -> None:
    intent = turns(
        "Edinburgh for 2 under 120",
        "Edinburgh for 2 under 140",
        "Thanks, I will show the one near Haymarket to my colleague and come back to you.",
    )
    assert intent.filters["max_price"] == 140


@pytest.mark.parametrize(
    "asked",
    [
        "Hi! I was wondering if there's a place with parking in Porto",
        "Mi mujer quiere saber si hay algo con piscina en Barcelona",
    ],
)
def test_asking_whether_any_listing_has_something_is_still_a_request(asked: str) -> None:
    intent = turns(asked)
    assert intent.kind == "search"
    assert intent.filters["amenities"]


def test_a_second_bedroom_asked_about_is_no_room_rented_alone() -> None:
    search = "piso en Oporto para 4, 2 habitaciones"
    asked = "¿Alguno tiene dos camas individuales en la segunda habitación?"
    assert "room_type" not in turns(search, asked).filters


@pytest.mark.parametrize(
    ("search", "about_one"),
    [
        ("Victoria for 2", "What about the condo downtown?"),
        ("cabin on Oahu for 2", "OK, I take the cabin. Is there 2 beds there or only 1?"),
        (
            "Hong Kong for 2",
            "Fine, HK then. The serviced apt in Jordan with two bedrooms — that one if the "
            "dates work.",
        ),
        ("Maui para 2", "Adoramos o bangalô em Kihei!"),
        ("Barcelona for 12", "The apartments in El Born, can you confirm they are on one street?"),
    ],
)
def test_a_listing_chosen_or_asked_about_by_its_kind_changes_nothing(
    search: str, about_one: str
) -> None:
    before = turns(search).filters

    assert turns(search, about_one).filters == before


@pytest.mark.parametrize(
    ("search", "wish", "key", "value"),
    [
        ("Hong Kong for 2", "Okay, show only the ones with an elevator then.", "amenities",
         ["Elevator"]),
        ("Oahu for 6", "Somewhere with a calm beach for the little one, like Ko Olina?", "near",
         "Ko Olina"),
        ("Porto for 2", "I want a house.", "property_type", "House"),
    ],
)  # fmt: skip
def test_the_ones_with_a_thing_the_little_one_and_a_kind_wished_still_ask(
    search: str, wish: str, key: str, value: object
) -> None:
    assert turns(search, wish).filters[key] == value


@pytest.mark.parametrize(
    ("search", "about_one"),
    [
        ("Newark for 2", "does the 1br near branch brook park have a washer? scrubs every day ugh"),
        ("Antwerp para 6", "Esse do Eilandje tem espaço? Brincadeira. Mas tem máquina de lavar?"),
        (
            "Rio para 2",
            "El penthouse con terraza se ve espectacular!!! Desde ahí se ven los fuegos?",
        ),
    ],
)
def test_a_listing_named_by_its_size_or_a_borrowed_word_and_asked_about_changes_nothing(
    search: str, about_one: str
) -> None:
    before = turns(search).filters

    assert turns(search, about_one).filters == before


@pytest.mark.parametrize(
    "asked",
    [
        "Y una pregunta, ¿tiene lavadora? Con la ropa de ciclismo la necesitamos sí o sí.",
        "does the second one have a washer? we really need it",
        "o primeiro tem máquina de lavar? precisamos dela",
    ],
)
def test_a_question_followed_by_the_need_of_it_asks_for_the_filter(asked: str) -> None:
    assert turns("Porto para 4", asked).filters["amenities"] == ["Washer"]


def test_a_question_followed_by_no_need_of_it_asks_for_nothing() -> None:
    intent = turns(
        "Montreal for 2", "Is the second one with air conditioning? no, we don't need it"
    )
    assert "amenities" not in intent.filters


@pytest.mark.parametrize(
    ("utterance", "key", "value"),
    [
        ("That one is too expensive, something under 80.", "max_price", 80),
        ("Can we get a house instead of the apartment.", "property_type", "House"),
        ("The apartments in Boavista look good, show me more of those.", "near", "Boavista"),
        ("Mas tem apartamentos com varanda?", "amenities", ["Patio or balcony"]),
    ],
)
def test_a_listing_word_in_a_request_still_asks(utterance: str, key: str, value: object) -> None:
    assert turns("Porto for 2", utterance).filters[key] == value


def test_a_question_followed_by_neither_needing_it_asks_for_nothing() -> None:
    intent = turns("Porto for 2", "¿El primero tiene piscina? Tampoco la necesitamos.")
    assert "amenities" not in intent.filters


@pytest.mark.parametrize(
    ("search", "chosen"),
    [
        ("Victoria for 1, up to 220", "Perfect, the downtown condo it is. Thanks so much!"),
        ("Newark for 4", "The townhouse off Ferry St looks great. Is it walkable to the hall?"),
    ],
)
def test_a_listing_settled_on_or_placed_off_a_street_changes_nothing(
    search: str, chosen: str
) -> None:
    assert turns(search, chosen).filters == turns(search).filters


def test_an_english_question_about_a_listing_needs_no_question_mark() -> None:
    search = "Sydney for 4, up to 750"
    asked = "does it have aircon tho, january in sydney is hot i heard"
    assert turns(search, asked).filters == turns(search).filters


@pytest.mark.parametrize(
    "utterance",
    ["We like to make our own breakfast.", "preferimos hacer el desayuno nosotros"],
)
def test_breakfast_made_by_the_visitors_is_no_breakfast_amenity(utterance: str) -> None:
    assert "amenities" not in turns("Victoria for 2", utterance).filters


@pytest.mark.parametrize(
    "said",
    [
        "How much costs the second one in euros? My maximum is 150 euros per night",
        "¿Cuánto cuesta el segundo en euros? Mi máximo son 150 euros por noche",
        "Quanto custa o segundo em euros? O meu máximo são 150 euros por noite",
    ],
)
def test_a_budget_said_beside_a_question_about_a_listing_stands(said: str) -> None:
    intent = turns("apartment in Kowloon for 2", said)
    assert intent.kind == "results_question"
    assert intent.filters["max_price"] == pytest.approx(1266, rel=0.01)


def test_a_price_inside_the_question_about_a_listing_sets_nothing() -> None:
    intent = turns("apartment in Kowloon for 2", "is the second one under 150 euros?")
    assert "max_price" not in intent.filters


def test_a_budget_in_a_currency_without_a_rate_beside_a_question_sets_nothing() -> None:
    intent = turns(
        "apartment in New York for 4",
        "¿Cuánto es en pesos el primero? Tenemos unos 12 millones de pesos para el alojamiento.",
    )
    assert "max_price" not in intent.filters


@pytest.mark.parametrize(
    "question", ["ok y tiene lavadora?", "vale, ¿tiene ascensor?", "bom, tem máquina de lavar?"]
)
def test_does_it_have_after_an_ok_asks_about_the_listing(question: str) -> None:
    intent = turns("piso en Barcelona para 4", question)
    assert intent.kind == "results_question"
    assert "amenities" not in intent.filters


@pytest.mark.parametrize(
    "said",
    [
        "How much is the second? Last time we paid 90 a night",
        "Is the first one pet friendly? We spent 200 a night in Paris",
        "¿Cuánto cuesta el segundo? El primero cuesta 150 por noche",
    ],
)
def test_a_price_paid_or_shown_beside_a_question_is_no_budget(said: str) -> None:
    intent = turns("apartment in Kowloon for 2", said)
    assert "max_price" not in intent.filters


@pytest.mark.parametrize(
    ("said", "near"),
    [
        (("Albany for 3", "The other option you showed me near the University is cheaper"), None),
        (("NYC for 2, Times Square", "Them Times Square ones too much money man"), None),
    ],
)
def test_listings_shown_named_by_their_place_are_no_wish(
    said: tuple[str, ...], near: str | None
) -> None:
    assert turns(*said).filters.get("near") == near


def test_something_just_for_us_after_a_shared_flat_is_an_entire_home() -> None:
    filters = turns(
        "Barcelona, 2 of us",
        "es un cuarto en un piso compartido? no pues, queremos algo solo para nosotros",
    ).filters
    assert filters["room_type"] == "Entire home/apt"


@pytest.mark.parametrize(
    "utterance",
    [
        "Esse da casa de madeira com varanda está bom",
        "el del ático con terraza me gusta",
        "este primero tiene buena pinta pero pone que está encima de un restaurante con terraza",
    ],
)
def test_what_a_listing_shown_has_is_no_wish(utterance: str) -> None:
    assert "amenities" not in turns("Porto for 2", utterance).filters


@pytest.mark.parametrize(
    "utterance",
    [
        "Kindly show me the New Town one again. If it has a lift we will take it.",
        "si tiene ascensor lo cogemos",
    ],
)
def test_what_would_settle_on_a_listing_shown_is_no_filter(utterance: str) -> None:
    assert "amenities" not in turns("Edinburgh for 2", utterance).filters


@pytest.mark.parametrize(
    ("utterances", "expected"),
    [
        (["Montreal, 3 of us, near Mount Royal",
          "whit about that one in mile end wi the wee garden"],
         {"location": "Montreal", "min_accommodates": 3, "near": "Mount Royal"}),
        (["Barcelona near Barceloneta, with a washer",
          "The one you showed me before in Gràcia with the terrace, is that still open?"],
         {"location": "Barcelona", "near": "Barceloneta Beach", "amenities": ["Washer"]}),
        (["Victoria, no centro, 2 pessoas", "Tri lindo esse de James Bay! Quanto fica?"],
         {"location": "Victoria", "min_accommodates": 2, "near": "Victoria city centre"}),
    ],
)  # fmt: skip
def test_a_listing_shown_pointed_at_by_its_place_and_features_changes_nothing(
    utterances: list[str], expected: dict[str, object]
) -> None:
    assert turns(*utterances).filters == expected


def test_a_place_and_feature_asked_for_are_still_a_search() -> None:
    assert turns("Barcelona", "something with a terrace in Gràcia").filters == {
        "location": "Barcelona",
        "near": "Gràcia",
        "amenities": ["Patio or balcony"],
    }


@pytest.mark.parametrize(
    "utterance",
    [
        "omg the loft w the exposed brick is so him",
        "the loft with the terrace looks great",
        "esse apartamento com varanda é lindo",
        "el piso con terraza me encanta",
    ],
)
def test_a_listing_shown_pointed_at_by_its_kind_and_features_changes_nothing(
    utterance: str,
) -> None:
    assert turns("Montreal for 2", utterance).filters == {
        "location": "Montreal",
        "min_accommodates": 2,
    }


@pytest.mark.parametrize(
    "utterance",
    [
        "a loft with a terrace is what we want",
        "o apartamento com varanda é o que queremos",
        "el piso con terraza es exactamente lo que buscamos",
    ],
)
def test_a_kind_and_feature_said_to_be_the_wish_are_a_search(utterance: str) -> None:
    filters = turns("Montreal for 2", utterance).filters
    assert filters["amenities"] == ["Patio or balcony"]
    assert "property_type" in filters


@pytest.mark.parametrize(
    ("said", "bedrooms"),
    [
        ("Please show the ones with 2 bedrooms, the children can share one room.", 2),
        ("3 bedrooms please, the two boys can share one room", 3),
        ("2 bedrooms, the girls will share one", 2),
    ],
)
def test_who_shares_one_room_points_at_no_listing(said: str, bedrooms: int) -> None:
    intent = turns("a flat in Sydney for 4", said)
    assert intent.kind == "search"
    assert intent.filters["min_bedrooms"] == bedrooms


def test_a_listing_named_by_a_word_before_one_is_still_asked_about() -> None:
    assert turns("a flat in Sydney for 4", "is the cheap one near the beach?").kind == (
        "results_question"
    )
