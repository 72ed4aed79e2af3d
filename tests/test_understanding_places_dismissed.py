"""A place dismissed ("ignore Ko Olina", "descarta Ko Olina", "esquece Ko Olina") gives way to
the one preferred in the same message, and a denial reaches a place up to what it leads to: in
"we won't rent a car so Waikiki makes more sense" Waikiki is wished, in "we don't want to be so
close to Waikiki" it is not. What is said not to be needed ("no hace falta otra habitación",
"não é preciso piscina") is not asked for. English, Spanish and Portuguese."""

from __future__ import annotations

import pytest

from tests.understanding_helpers import turns


@pytest.mark.parametrize(
    ("dismissal", "near"),
    [
        ("hmm we won't rent a car so Waikiki makes more sense, ignore Ko Olina", "Waikiki Beach"),
        ("mejor Waikiki, descarta Ko Olina", "Waikiki Beach"),
        ("esquece Ko Olina, Waikiki é melhor", "Waikiki Beach"),
    ],
)
def test_a_place_dismissed_gives_way_to_the_one_preferred(dismissal: str, near: str) -> None:
    assert turns("Oahu for 4 near Ko Olina", dismissal).filters["near"] == near


def test_a_place_denied_with_so_before_it_is_still_denied() -> None:
    assert "near" not in turns("Oahu for 4, we don't want to be so close to Waikiki").filters


@pytest.mark.parametrize(
    "utterance",
    [
        "viene conmigo el técnico, duerme en el sofá, así que no hace falta otra habitación",
        "não é preciso piscina",
    ],
)
def test_what_is_said_not_to_be_needed_is_not_asked_for(utterance: str) -> None:
    filters = turns("Porto para 1", utterance).filters
    assert "room_type" not in filters
    assert "amenities" not in filters


def test_an_amenity_said_after_all_not_to_be_needed_is_taken_away() -> None:
    filters = turns(
        "Porto para 3 com estacionamento",
        "O estacionamento afinal não é preciso, o meu irmão vai ficar com o carro",
    ).filters
    assert "amenities" not in filters


@pytest.mark.parametrize(
    ("utterance", "near"),
    [
        ("flat in New York near Soho, sorry, I mean Tribeca", "Tribeca"),
        ("apartamento no Rio perto de Copacabana, quer dizer, Ipanema", "Ipanema Beach"),
        ("piso en Nueva York, en el Soho... no, perdón, en Tribeca", "Tribeca"),
    ],
)
def test_a_place_taken_back_gives_way_to_the_next(utterance: str, near: str) -> None:
    assert turns(utterance).filters["near"] == near


@pytest.mark.parametrize(
    ("search", "utterance", "near"),
    [
        (
            "piso en Barcelona para 2",
            "Veo que en Gràcia está difícil. ¿Y en Sants?",
            "Barcelona Sants",
        ),
        ("flat in Sydney for 2", "Bondi is pricey. What about Coogee?", "Coogee"),
    ],
)
def test_a_new_sentence_turning_to_another_place_chooses_it(
    search: str, utterance: str, near: str
) -> None:
    assert turns(search, utterance).filters["near"] == near


@pytest.mark.parametrize(
    ("search", "question"),
    [
        ("flat in Edinburgh for 2", "Leith no me suena, ¿está bien comunicado con el centro?"),
        ("flat in Edinburgh for 2", "is Leith well connected?"),
        ("casa em Maui para 4", "Wailea ou Napili? Qual dos que aparecem é mais sossegado?"),
    ],
)
def test_asking_about_places_chooses_none(search: str, question: str) -> None:
    assert "near" not in turns(search, question).filters


@pytest.mark.parametrize(
    "said",
    [
        "apartment in Lisbon for 4",
        "vancouver, 4 nights, 2 ppl, next weekend",
        "¿tenés departamentos en Lisboa para dos?",
        "what about Paris, a house?",
        "yo looking for tokyo, 2 ppl, like a week in october",
        "9 girls, 3 nights in june, thinking nashville??",
        "quero levar meus dois netos pra Orlando em julho",
    ],
)
def test_a_stay_in_a_market_we_do_not_have_changes_nothing(said: str) -> None:
    before = turns("flat in Porto").filters

    assert turns("flat in Porto", said).filters == before


@pytest.mark.parametrize(
    ("said", "changed"),
    [
        (
            "Com estacionamento, vamos de carro desde Paris",
            {"amenities": ["Free parking on premises"]},
        ),
        ("we live in London, so 2 of us", {"min_accommodates": 2}),
    ],
)
def test_a_city_come_from_still_lets_the_rest_apply(said: str, changed: dict[str, object]) -> None:
    before = turns("flat in Porto").filters

    assert turns("flat in Porto", said).filters == before | changed


@pytest.mark.parametrize(
    ("search", "utterance"),
    [
        ("Big Island for 2", "I read Hilo is rainy."),
        ("Big Island for 2", "Which side is better to stay, Kona or Hilo? I read Hilo is rainy."),
        ("Oahu para 2", "dicen que Waikiki es muy turístico"),
        ("Rio para 2", "ouvi dizer que Copacabana é perigoso à noite"),
    ],
)
def test_a_place_named_for_a_drawback_is_no_wish(search: str, utterance: str) -> None:
    assert "near" not in turns(search, utterance).filters


@pytest.mark.parametrize(
    ("search", "utterance"),
    [
        ("Edinburgh for 2 in the New Town",
         "Dafydd says he'd like to walk down to Leith one day for the fish. Is that far?"),
        ("Rio para 2", "queremos ir a Niterói um dia"),
        ("Victoria for 2", "we'll take the bus out to the Butchart Gardens one day"),
    ],
)  # fmt: skip
def test_a_place_for_an_outing_one_day_is_no_wish(search: str, utterance: str) -> None:
    assert turns(search, utterance).filters.get("near") == turns(search).filters.get("near")


def test_a_place_said_instead_in_a_later_sentence_wins() -> None:
    intent = turns(
        "Victoria for 2",
        "Ok so maybe better to stay downtown by the harbour. Show me places near the Inner "
        "Harbour instead.",
    )
    assert intent.filters["near"] == "Inner Harbour"


def test_where_the_visitor_is_now_is_no_market_asked_for() -> None:
    intent = turns(
        "Rio para 3",
        "presupuesto 60 dólares por cabeza por noche, ni un peso más que estamos en Argentina",
    )
    assert intent.filters["location"] == "Rio De Janeiro"
    assert intent.filters["max_price"] == pytest.approx(1000, rel=0.01)


@pytest.mark.parametrize(
    ("search", "utterance"),
    [
        ("Maui for 2", "dates are march 8 to 14. we fly into kahului"),
        ("Big Island", "O meu bisavô foi para o Havai em 1880. Sei que esteve em Hilo."),
        ("Oahu", "el proyecto es en la north shore, por haleiwa creo"),
        ("Sydney, 1 persona", "Ay no, esos de Surry Hills están carísimos."),
    ],
)
def test_where_a_plane_lands_someone_was_a_project_is_or_listings_shown_are_is_no_wish(
    search: str, utterance: str
) -> None:
    assert "near" not in turns(search, utterance).filters


@pytest.mark.parametrize(
    ("search", "utterance", "near"),
    [
        ("Edinburgh for 2",
         "supe que en agosto está el festival y todo carísimo, cachai? hay algo en leith más "
         "barato? hay micro al centro?", "Leith"),
        ("Amberes para 2",
         "Queremos algo cerca de ella, en el barrio que le dicen Het Zuid.", "Het Zuid"),
        ("Albany, a house for 4", "We arrive the 15. Is it possible near the university?",
         "University at Albany"),
        ("Porto para 2", "¿es posible cerca de la Ribeira?", "Ribeira"),
        ("Maui, cheapest",
         "the project is in kihei i think, south maui. i dont have car so walking or bike "
         "distance is important", "Kihei"),
    ],
)  # fmt: skip
def test_a_place_asked_for_among_remarks_and_other_questions_is_wished(
    search: str, utterance: str, near: str
) -> None:
    assert turns(search, utterance).filters["near"] == near


def test_a_place_asked_for_before_a_question_weighing_another_is_wished() -> None:
    intent = turns(
        "Porto para 2",
        "perto do estádio do dragão tem coisa? ou é melhor ficar no centro e ir de metrô?",
    )
    assert intent.filters["near"] in {"Estádio do Dragão", "Dragão Stadium"}


def test_a_place_to_stay_out_of_is_no_wish_and_the_next_one_is() -> None:
    intent = turns(
        "New York for 8",
        "Is there anything cheaper if we stay out of Manhattan? Someone told me Brooklyn or "
        "even across the river in New Jersey is cheaper.",
    )
    assert intent.filters["near"] == "Brooklyn"


def test_a_question_which_of_two_places_suits_sets_neither() -> None:
    assert "near" not in turns("Rio para 3", "Copacabana o Ipanema? cuál conviene?").filters


@pytest.mark.parametrize(
    ("search", "utterance"),
    [
        ("Barcelona para 3", "Me dijeron que Gràcia es tranquilo, es cierto?"),
        ("Nueva York para 2", "vi q newark é mais barato, é verdade?"),
        ("Porto for 2", "someone said Foz is quiet, is that true?"),
    ],
)
def test_a_place_in_a_question_checking_what_was_heard_changes_nothing(
    search: str, utterance: str
) -> None:
    assert turns(search, utterance).filters == turns(search).filters


def test_which_of_two_places_is_nearer_to_a_third_sets_neither() -> None:
    search = "Sydney para 4, perto de Rushcutters Bay"
    asked = "darling harbour serve? ou the rocks? qual fica mais perto de rushcutters"
    assert turns(search, asked).filters["near"] == "Rushcutters Bay"


@pytest.mark.parametrize(
    ("utterance", "near"),
    [
        ("Sydney, we want to stay near Bondi, my friend says it's the best beach, is that true?",
         "Bondi Beach"),
        ("Sydney for 2, Surry Hills is noisy at night but we don't mind", "Surry Hills"),
        ("I want one of those lofts in Williamsburg", "Williamsburg"),
        ("just need something near JFK for a day before our flight", "JFK Airport"),
        ("necesito algo en Gràcia para un día", "Gràcia"),
        ("busco algo cerca de Gràcia, nos conviene por el trabajo, ¿hay algo?", "Gràcia"),
    ],
)  # fmt: skip
def test_a_place_wished_beside_hearsay_a_drawback_accepted_or_a_short_stay_stays_wished(
    utterance: str, near: str
) -> None:
    assert turns(utterance).filters["near"] == near


def test_a_market_named_before_hearsay_checked_stays() -> None:
    filters = turns("Barcelona, me dijeron que Gràcia es tranquilo, es cierto?").filters
    assert filters.get("location") == "Barcelona"
    assert "near" not in filters


def test_whether_it_suits_to_stay_in_one_place_or_another_sets_neither() -> None:
    asked = "Para subir al Haleakalā de madrugada, ¿conviene quedarse en Kula o en Paia?"
    assert "near" not in turns("Maui para 3", asked).filters


def test_a_country_said_of_how_things_are_there_keeps_the_budget() -> None:
    filters = turns(
        "piso en Oporto para 2",
        "Presupuesto hasta 120 euros por noche. Con el dólar como está en Argentina no te puedo "
        "decir más",
    ).filters
    assert (filters["location"], filters["max_price"]) == ("Porto", 120)


def test_a_place_denied_in_spanish_is_no_destination() -> None:
    filters = turns(
        "piso en Edimburgo para 5, del 9 al 17 de agosto",
        "Carallo, 600 libras la noche? Pensaba que era Escocia, no Mónaco jaja. Tenemos unas 2500 "
        "libras para todo",
    ).filters
    assert filters["location"] == "Edinburgh"
    assert filters["max_price"] == pytest.approx(312.5, abs=1)


@pytest.mark.parametrize(
    "said",
    [
        "o meu filho diz que fica do outro lado do rio. Há alguma coisa em New Farm?",
        "el primero está al otro lado del río, ¿hay algo en New Farm?",
    ],
)
def test_a_side_of_the_river_is_no_rio(said: str) -> None:
    filters = turns("flat in Brisbane for 2", said).filters
    assert (filters["location"], filters["near"]) == ("Brisbane", "New Farm")


def test_no_before_a_place_is_in_the_in_portuguese() -> None:
    intent = turns("quero ficar em Lisboa, no Chiado")
    assert "location" not in intent.filters


@pytest.mark.parametrize(
    ("said", "near"),
    [
        (("Istanbul, 3 of us, near Sultanahmet", "Taksim is too much for my mother"),
         "Sultanahmet"),
        (("Victoria, near Fernwood", "Fica em Oak Bay? É longe de Fernwood?"), "Fernwood"),
        (("Albany for 3", "What is Center Square? Is it safe?"), None),
        (("Sydney, just me", "el torneo es en el olympic park, no sé si queda cerca del centro"),
         None),
        (("Brisbane for 3", "las piscinas son en Chandler. Qué tan lejos queda eso del centro?"),
         None),
    ],
)  # fmt: skip
def test_a_place_too_much_or_asked_about_is_no_wish(
    said: tuple[str, ...], near: str | None
) -> None:
    assert turns(*said).filters.get("near") == near


@pytest.mark.parametrize(
    ("utterance", "market"),
    [
        ("Hong Kong: we want to do the Peak and the Big Buddha, where's best to base ourselves?",
         "Hong Kong"),
        ("Yo quiero ir al Camp Nou, ella quiere la Sagrada Familia. ¿Dónde nos conviene?",
         "Barcelona"),
        ("Queremos ver o Cristo Redentor e o Pão de Açúcar. Onde é melhor ficar?",
         "Rio De Janeiro"),
    ],
)  # fmt: skip
def test_places_in_a_message_asking_where_to_stay_are_no_wish(utterance: str, market: str) -> None:
    filters = turns(utterance).filters
    assert filters["location"] == market
    assert "near" not in filters


@pytest.mark.parametrize(
    ("utterance", "near"),
    [
        ("we'd like to stay in Gràcia in Barcelona, which area is quieter, upper or lower?",
         "Gràcia"),
        ("near the Sagrada Familia in Barcelona, which area is best?", "Sagrada Família"),
    ],
)  # fmt: skip
def test_a_place_said_as_where_to_stay_stands_beside_the_question(
    utterance: str, near: str
) -> None:
    assert turns(utterance).filters["near"] == near


@pytest.mark.parametrize(
    ("utterance", "market"),
    [
        ("what about Jersey City instead, anything with a view of Manhattan", "Jersey City"),
        ("queremos esticar para Maui depois de Oahu, mais 4 noites, algo em Kihei", "Maui"),
        ("we want to add Maui after Oahu, 4 more nights", "Maui"),
        ("Apartment with a view of Rio for 4 people", "Rio De Janeiro"),
    ],
)
def test_an_area_in_view_or_an_earlier_leg_is_not_the_market(utterance: str, market: str) -> None:
    assert turns("New York for 2", utterance).filters["location"] == market


@pytest.mark.parametrize(
    ("utterance", "expected"),
    [
        ("a flat with a view of Manhattan", {"location": "New York"}),
        ("we need a place right after the New York marathon, 2 people", {"location": "New York"}),
        ("the wedding is in Flushing and Astoria is where we'd like to be", {"near": "Astoria"}),
        ("the concert is at the Camp Nou and Gràcia would be ideal", {"near": "Gràcia"}),
        ("we're looking mostly for Brooklyn", {"near": "Brooklyn"}),
        ("Copacabana é demais! queremos ficar lá", {"near": "Copacabana Beach"}),
        ("Gràcia es demasiado bonito, queremos quedarnos ahí", {"near": "Gràcia"}),
        ("queremos algo cerca del Born, no sé si Gràcia queda lejos", {"near": "Born"}),
        ("qué barrio de Barcelona nos recomiendas? queremos estar en Gràcia", {"near": "Gràcia"}),
        ("algo cerca de la parada del bus en Gràcia", {"near": "Gràcia"}),
        ("the place must meet our needs, near Times Square", {"near": "Times Square"}),
        ("excursión a Montserrat, piso en el Eixample", {"near": "Eixample"}),
        ("the Pride parade, flat in Chelsea", {"near": "Chelsea"}),
        ("see the Opera House, flat in Surry Hills", {"near": "Surry Hills"}),
    ],
)
def test_near_misses_of_the_place_readings_keep_their_plain_meaning(
    utterance: str, expected: dict[str, object]
) -> None:
    assert expected.items() <= turns(utterance).filters.items()


@pytest.mark.parametrize(
    ("said", "absent"),
    [
        (("New York for 2", "what about central heating?"), "near"),
        (("Oahu for 2", "what about the peak season prices?"), "near"),
        (("Barcelona for 2", "¿es mejor algo en Gràcia o en el Born?"), "near"),
    ],
)
def test_ordinary_words_after_what_about_or_a_weighing_question_are_no_place(
    said: tuple[str, ...], absent: str
) -> None:
    assert absent not in turns(*said).filters


@pytest.mark.parametrize(
    ("utterance", "market"),
    [
        (
            "A minha neta está em Jersey City, ao pé de Nova Iorque, e eu queria ir vê-la",
            "Jersey City",
        ),
        ("Newark, close to New York, for 2", "Newark"),
        ("un piso en Jersey City, cerca de Nueva York", "Jersey City"),
        ("Jersey City ao pé de Nova Iorque, vou sozinha", "Jersey City"),
    ],
)
def test_a_market_placed_by_another_after_a_comma_is_the_first(utterance: str, market: str) -> None:
    assert turns(utterance).filters["location"] == market


def test_a_market_near_which_to_stay_with_none_before_it_is_searched() -> None:
    assert turns("something near New York").filters["location"] == "New York"


@pytest.mark.parametrize(
    "utterance",
    [
        "Quero comparar Maui e a Big Island antes de decidir",
        "I want to compare Maui and the Big Island first",
        "quiero comparar Maui y la Big Island",
    ],
)
def test_markets_to_compare_set_no_market(utterance: str) -> None:
    assert "location" not in turns(utterance).filters


@pytest.mark.parametrize(
    "utterance",
    ["my cousin live in Bankstown, Sydney for 3", "my parents lives in Bankstown, Sydney for 3"],
)
def test_where_someone_lives_typed_without_its_s_is_no_wish(utterance: str) -> None:
    assert "near" not in turns(utterance).filters


@pytest.mark.parametrize(
    ("utterance", "place"),
    [
        ("my cousin lives in Bankstown, we want to stay in Surry Hills", "Surry Hills"),
        ("mi prima vive en Gràcia, queremos quedarnos en el Born", "El Born"),
        ("my daughter lives in Leith, we'd like to stay close to her, maybe Portobello is cheaper?",
         "Leith"),
        ("my son lives in Brooklyn so we want to stay near him", "Brooklyn"),
    ],
)  # fmt: skip
def test_a_stay_asked_for_after_where_someone_lives_wins(utterance: str, place: str) -> None:
    assert turns(utterance).filters["near"] == place


@pytest.mark.parametrize(
    "utterance",
    [
        "Necesitamos buena calefacción, en Quito las casas no tienen calefacción",
        "precisamos de aquecimento, em Salvador as casas não têm aquecimento",
        "we need heating, back home houses don't have heating",
    ],
)
def test_how_homes_are_somewhere_else_neither_asks_nor_takes_away(utterance: str) -> None:
    filters = turns("Montreal for 2", utterance).filters
    assert filters["location"] == "Montreal"
    assert filters["amenities"] == ["Heating"]
    assert "property_type" not in filters


def test_a_market_we_do_not_have_with_a_kind_of_home_still_changes_nothing() -> None:
    assert turns("in Lisbon, houses with a garden please").filters == {}


def test_a_leg_before_a_market_we_do_not_have_changes_nothing() -> None:
    said = (
        "Barcelona para 2, apartamento",
        "E depois de Barcelona queremos ir a Lisboa 4 dias, também têm casas em Lisboa?",
    )
    assert turns(*said).filters == {
        "location": "Barcelona",
        "min_accommodates": 2,
        "property_type": "Apartment",
    }


@pytest.mark.parametrize(
    "utterance",
    [
        "Mas 5.º andar sem lift? Não, não dá. Ela tem joelho mau",
        "sem elevador não dá",
        "without a lift? no way",
    ],
)
def test_without_it_refused_asks_for_it(utterance: str) -> None:
    assert turns("Barcelona for 2", utterance).filters["amenities"] == ["Elevator"]


def test_without_it_accepted_asks_for_nothing() -> None:
    assert "amenities" not in turns("Barcelona for 2", "sin ascensor? no importa").filters


@pytest.mark.parametrize(
    "utterance",
    [
        "a flat without a lift? no, that's fine",
        "sem elevador? não, tudo bem",
        "sin ascensor? no, no pasa nada",
    ],
)
def test_without_it_answered_with_reassurance_asks_for_nothing(utterance: str) -> None:
    assert "amenities" not in turns("Barcelona for 2", utterance).filters


@pytest.mark.parametrize(
    "utterance",
    [
        "in the summer the houses don't need heating",
        "in Barcelona the apartments never have heating, so skip it",
    ],
)
def test_a_denial_said_of_the_market_searched_still_takes_away(utterance: str) -> None:
    filters = turns("Barcelona flat with heating and a pool", utterance).filters
    assert "Heating" not in filters.get("amenities", [])


@pytest.mark.parametrize(
    "utterance",
    [
        "after Barcelona we fly back home to London, so something near the airport",
        "we come from Paris. after Barcelona airport we need a taxi",
    ],
)
def test_a_market_before_going_home_or_in_another_sentence_stays(utterance: str) -> None:
    assert turns(utterance).filters["location"] == "Barcelona"
