"""A place judged unfit for the stay, the way to a place asked about, where someone else of the
party sleeps, and a party said to be back to its size. Each kind in English, Spanish and
Portuguese where it is said in them."""

from __future__ import annotations

import pytest

from tests.understanding_helpers import turns

# --- a place judged unfit for the stay ----------------------------------------------------------


@pytest.mark.parametrize(
    ("search", "utterance"),
    [
        ("2 weeks in Oahu for 2 near Waikiki", "Hmm Waikiki is too busy I think. Quieter side?"),
        ("flat in Istanbul for 2 in Kadıköy", "Kadıköy looks way too touristy for us"),
        ("piso en Barcelona para 2 en el Born", "el Born es demasiado turístico, otra zona"),
        ("apartamento no Rio para 2 na Lapa", "a Lapa é muito barulhenta pra gente"),
        ("flat in Oahu for 2 near Waikiki", "Waikiki is not really our thing"),
    ],
)
def test_a_place_judged_unfit_is_no_longer_wished(search: str, utterance: str) -> None:
    assert "near" not in turns(search, utterance).filters


def test_a_place_judged_fit_is_still_wished() -> None:
    intent = turns("flat in Oahu for 2", "Waikiki is busy but fun, let's do Waikiki")
    assert intent.filters["near"] == "Waikiki Beach"


# --- the way to a place asked about ---------------------------------------------------------


@pytest.mark.parametrize(
    ("search", "utterance"),
    [
        ("apartment in Montreal for 2 in the Plateau", "how far to the Old Port?"),
        ("apartment in Montreal for 2 in the Plateau", "how many min to the old port"),
        ("apartment in Montreal for 2 in the Plateau", "is there a bus to the Old Port from there"),
        (
            "condo en Oahu para 4 en Kapolei",
            "el condo en kapolei se ve bien. cuanto se guía de ahí a ko olina? vamos a alquilar",
        ),
        ("condo en Oahu para 4 en Kapolei", "¿Cuánto se tarda andando a Waikiki?"),
        ("apartamento em Oahu para 4 em Kapolei", "quanto tempo leva até Waikiki?"),
    ],
)
def test_the_way_to_a_place_asked_keeps_where_to_stay(search: str, utterance: str) -> None:
    intent = turns(search, utterance)
    assert intent.filters["near"] == turns(search).filters["near"]
    assert intent.search_query == ""


def test_a_stay_close_to_a_place_is_still_asked() -> None:
    intent = turns("apartment in Montreal for 2", "something close to the Old Port please")
    assert intent.filters["near"] == "Old Montreal"


# --- where someone else of the party sleeps -------------------------------------------------


@pytest.mark.parametrize(
    ("search", "utterance", "guests"),
    [
        (
            "apartamento no Rio para 3 em Ipanema",
            "o irmão fica na casa de um amigo em madureira. voltamos a ser dois, e aí pode ser "
            "copacabana",
            2,
        ),
        (
            "flat in Edinburgh for 3",
            "my son is staying with a mate in Leith so it's just 2 of us",
            2,
        ),
    ],
)
def test_where_someone_else_sleeps_is_no_place_to_stay(
    search: str, utterance: str, guests: int
) -> None:
    intent = turns(search, utterance)
    assert intent.filters.get("near") in (None, "Copacabana Beach")
    assert intent.filters["min_accommodates"] == guests


@pytest.mark.parametrize(
    "utterance", ["o irmão fica na casa de um amigo", "mi hermano se queda en casa de unos primos"]
)
def test_a_friends_house_is_no_house_wished(utterance: str) -> None:
    intent = turns("apartamento no Rio para 3", utterance)
    assert intent.filters["property_type"] == "Apartment"


def test_someone_visited_still_counts_as_where_to_be_near() -> None:
    intent = turns("flat in Edinburgh for 2", "my daughter lives in Leith, near her please")
    assert intent.filters["near"] == "Leith"


# --- a party back to its size -----------------------------------------------------------------


@pytest.mark.parametrize(
    "utterance", ["voltamos a ser dois", "volvemos a ser 2", "ok back to being 2"]
)
def test_a_party_back_to_its_size_is_no_earlier_search(utterance: str) -> None:
    intent = turns("apartamento no Rio para 2", "casa em Porto para 3", utterance)
    assert intent.filters["location"] == "Porto"
    assert intent.filters["min_accommodates"] == 2


def test_a_walk_in_shower_is_no_wish_to_walk_to_someones_home() -> None:
    intent = turns(
        "We are going to Sydney over Christmas. My brother lives in Manly. We are 5, my "
        "mother-in-law uses a wheelchair, so a bathroom she can use (walk in shower, no bathtub)"
    )
    assert "near" not in intent.filters


# --- a ceiling said where the price of the stay or the month is talked of ---------------------


@pytest.mark.parametrize(
    ("search", "utterance", "nightly"),
    [
        (
            "piso en Oporto para 2, del 7 al 9",
            "¿Cuánto el total con limpieza? No queremos pasar de 250",
            125,
        ),
        (
            "casa em Victoria para 2, de 8 a 18 de maio",
            "Quanto fica as 10 noites? Nosso limite é uns 2 mil dólares canadenses",
            200,
        ),
        (
            "apartamento en Jersey City por un mes, del 5 de marzo al 5 de abril",
            "Ay no, ese precio por mes es mucho. Mi hijo me dice que no pase de 2000 dólares",
            65,
        ),
        (
            "piso en Edimburgo pa los 3, del 1 al 26 de agosto",
            "4000 libras pa los 3 maximo, tol mes",
            160,
        ),
        (
            "house in Oahu for 4, 8 nights",
            "4000 dollars for 8 nights is too much. Maximum 3000 all included",
            375,
        ),
        (
            "casa no Rio para 3, 10 noites",
            "temos uns 1000 reais para toda a hospedagem, não por noite",
            100,
        ),
    ],
)
def test_a_ceiling_where_the_stays_price_is_talked_of_is_for_the_stay(
    search: str, utterance: str, nightly: int
) -> None:
    assert turns(search, utterance).filters["max_price"] == nightly


@pytest.mark.parametrize(
    "utterance",
    ["the total is 900 euros, way too much. max 150", "the total is too much, max 150 a night"],
)
def test_a_nights_ceiling_after_the_stays_price_stays_a_nights(utterance: str) -> None:
    assert turns("flat in Porto for 2, 5 nights", utterance).filters["max_price"] == 150


@pytest.mark.parametrize("utterance", ["No queremos pasar de 250", "não queremos passar dos 250"])
def test_a_ceiling_not_to_be_passed_is_a_max_price(utterance: str) -> None:
    assert turns("piso en Oporto para 2", utterance).filters["max_price"] == 250


def test_someone_who_will_stay_with_a_friend_leaves_where_to_stay() -> None:
    intent = turns(
        "house in Sydney for 6 in Kensington",
        "My brother says they will stay with his friend in Parramatta, so only 4 of us now.",
    )
    assert intent.filters["near"] == "Kensington"
    assert intent.filters["min_accommodates"] == 4


# --- close to the ground of the match gone to ---------------------------------------------------


def test_near_the_ground_is_near_the_venue_of_the_match() -> None:
    intent = turns(
        "me and 3 cousins going Sydney to see the Windies play at the SCG early january. "
        "need a place jan 2 to jan 8. somewhere near the ground eh"
    )
    assert intent.filters["near"] == "Sydney Cricket Ground"


# --- parties by age and by diminutives ------------------------------------------------------


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        ("hong kong for a family trip, 4 adults 2 seniors 3 kids", 9),
        ("Looking for a place in hong kong, 9 pax, 4 adults 2 seniors 3 kids (5, 8, 11)", 9),
        ("Somos mi esposa, yo y las dos chiquitas. Maui", 4),
        ("Vamos mi esposo, yo, mi hermanito y mis papás. Nueva York", 5),
        ("Oporto, somos 2 jubilados y 2 nietos", 4),
    ],
)
def test_parties_counted_by_age_and_diminutives(utterance: str, guests: int) -> None:
    assert turns(utterance).filters["min_accommodates"] == guests


# --- a place of a market said with "of" or "de", currencies, stairs and things in the room ------


@pytest.mark.parametrize(
    "utterance",
    ["casa para 2, north shore de oahu", "2 semanas. north shore de oahu, o mais barato"],
)
def test_a_place_in_lower_case_before_de_its_market_is_meant(utterance: str) -> None:
    assert turns(utterance).filters["near"] == "Haleiwa"


def test_canadian_dollars_in_european_portuguese_are_converted_over_the_span() -> None:
    intent = turns(
        "apartamento em Oahu para 2", "Orçamento até 2500 dólares canadianos para as duas semanas."
    )
    assert (
        intent.filters["max_price"]
        == turns(
            "apartamento em Oahu para 2",
            "Orçamento até 2500 dólares canadenses para as duas semanas.",
        ).filters["max_price"]
    )
    assert intent.filters["max_price"] < 2500 / 14


def test_stairs_one_cannot_manage_ask_for_step_free_access() -> None:
    intent = turns(
        "flat in Edinburgh for 2",
        "My husband uses a walker since his hip replacement so we cannot manage stairs",
    )
    assert intent.filters["amenities"] == ["Step-free access"]


@pytest.mark.parametrize(
    "utterance",
    [
        "we want to have washing machine in the room because baby clothes get dirty",
        "quero ar condicionado no quarto",
        "a desk in each room please",
    ],
)
def test_a_thing_in_the_room_asks_for_no_room(utterance: str) -> None:
    assert "room_type" not in turns("flat in Porto for 3", utterance).filters


@pytest.mark.parametrize("utterance", ["just a room in Porto then", "quero um quarto no centro"])
def test_a_room_wished_is_still_a_private_room(utterance: str) -> None:
    assert turns("flat in Porto for 1", utterance).filters["room_type"] == "Private room"


# --- budgets for the lodging, each one's share, and who joins -----------------------------------


def test_an_amount_for_the_lodging_beside_a_question_is_the_stays_budget() -> None:
    intent = turns(
        "casa en Maui para 4, 7 noches",
        "Diay, y el primero cuánto sale en total? Tenemos como 3500 dólares para hospedaje",
    )
    assert intent.filters["max_price"] == 500


def test_each_ones_share_of_the_lodging_is_for_the_party_and_the_stay() -> None:
    intent = turns(
        "casa em Oahu para 3, 21 noites",
        "nosso orçamento é uns 5 mil reais cada pra hospedagem",
    )
    assert intent.filters["max_price"] == round(5000 * 3 / 21 * 0.18)


def test_each_night_is_no_share() -> None:
    assert turns("apartamento no Rio para 4", "100 reais cada noite").filters["max_price"] == 100


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        ("Al final se suma mi suegra unos días", 4),
        ("Perdón, corrijo: somos 13, se suma el pianista", 13),
    ],
)
def test_who_joins_before_their_name_counts_unless_the_total_said_counts_them(
    utterance: str, guests: int
) -> None:
    assert turns("piso en Barcelona para 3", utterance).filters["min_accommodates"] == guests


# --- a kind accepted among any, and someone else's own room -----------------------------------


@pytest.mark.parametrize(
    "utterance",
    [
        "qualquer coisa serve, até quarto compartilhado",
        "even a hostel would do",
        "hasta un cuarto sirve",
    ],
)
def test_a_kind_accepted_among_any_asks_for_none(utterance: str) -> None:
    filters = turns("oahu para 2", utterance).filters
    assert "room_type" not in filters and "property_type" not in filters


def test_someone_elses_own_room_is_a_bedroom_not_a_private_room() -> None:
    intent = turns(
        "house in Sydney for 4, 2 bedrooms",
        "my aunty is coming too, so 5, and she needs her own room. 3 bedrooms then",
    )
    assert "room_type" not in intent.filters
    assert intent.filters["min_bedrooms"] == 3


# --- near misses: what the kinds above must leave as it was -------------------------------------


@pytest.mark.parametrize(
    ("dialog", "expected"),
    [
        # another place judged, or something that is no place
        (("Barcelona 2 ppl in Gràcia, La Rambla is too touristy",), {"near": "Gràcia"}),
        (("Sydney for 2 near Manly, Bondi is too busy",), {"near": "Manly Beach"}),
        (
            ("We want a quiet place in Barcelona near Park Güell, our life is too hectic",),
            {"near": "Park Güell"},
        ),
        (("Maui for 2 adults in Kihei, hostels are not for us",), {"near": "Kihei"}),
        # a place liked for being lively
        (
            ("Copacabana é muito movimentada e a gente adora isso, Rio para 2",),
            {"near": "Copacabana Beach"},
        ),
        (("Bondi is busy and lively, we're in! Sydney for 2",), {"near": "Bondi Beach"}),
        (("Porto 2 pessoas, Ribeira, é muito movimentada mas adoramos",), {"near": "Ribeira"}),
        # how long or how far said of something else than the way to the place
        (
            ("We don't know how long we'll stay but we want Old Town in Edinburgh, 2 people",),
            {"location": "Edinburgh", "near": "Old Town"},
        ),
        (
            ("Doesn't matter how far it is from the airport, we want Bondi in Sydney for 2",),
            {"location": "Sydney", "near": "Bondi Beach"},
        ),
        (
            ("No sé cuánto tiempo nos quedaremos, pero queremos Gràcia en Barcelona",),
            {"location": "Barcelona", "near": "Gràcia"},
        ),
        # the visitor's own stay, and a wish to be near the one who stays with friends
        (("we will stay at an Airbnb in Gràcia, max 200, Barcelona",), {"near": "Gràcia"}),
        (
            (
                "apartamento no Rio para 3",
                "meu irmão fica na casa de um amigo em Leblon, queremos ficar perto dele",
            ),
            {"near": "Leblon"},
        ),
        (
            (
                "flat in Sydney for 3",
                "my son is staying with a mate in Surry Hills",
                "find us something near him",
            ),
            {"near": "Surry Hills"},
        ),
        # a month or nights with no price talked of leave a night's ceiling a night's
        (("In a month we go to Barcelona, 2 people, up to 140",), {"max_price": 140}),
        (("Porto for the whole month of August, 2 people, max 130",), {"max_price": 130}),
        (
            ("Do prices include cleaning? 2 people for 4 nights in Porto, max 180",),
            {"max_price": 180},
        ),
        # the venue not wished
        (
            (
                "Newark for 4, we go to a concert at the Prudential Center",
                "no need to be near the concert",
            ),
            {"location": "Newark"},
        ),
        # a part of the total
        (("Porto para 6, incluindo 2 idosos",), {"min_accommodates": 6}),
        (("Porto for 6 including 2 adults",), {"min_accommodates": 6}),
        # a remark on a place, then the one wished
        (
            ("pictures of old town of edinburgh look lovely, but we want Leith for 2",),
            {"near": "Leith"},
        ),
    ],
)
def test_look_alikes_keep_what_was_asked(
    dialog: tuple[str, ...], expected: dict[str, object]
) -> None:
    filters = turns(*dialog).filters
    assert {key: filters.get(key) for key in expected} == expected
    if "near" not in expected and expected.get("location") == "Newark":
        assert "near" not in filters


@pytest.mark.parametrize(
    ("dialog", "nightly"),
    [
        (("Istanbul for 2, 3 nights", "how much is the total? we can't go over 400"), 133),
        (("Porto para 2, 4 noites, o total não pode passar de 500",), 125),
    ],
)
def test_a_ceiling_on_the_total_is_spread_over_the_nights(
    dialog: tuple[str, ...], nightly: int
) -> None:
    assert turns(*dialog).filters["max_price"] == nightly


@pytest.mark.parametrize(
    "utterance",
    [
        "fico na casa de um amigo em Copacabana, depois quero um lugar em Ipanema, Rio para 2",
        "Our daughter's staying with friends in Copacabana, we'd like Ipanema, Rio for 3",
    ],
)
def test_where_the_visitor_or_another_sleeps_at_friends_gives_way_to_the_stay(
    utterance: str,
) -> None:
    assert turns(utterance).filters["near"] == "Ipanema Beach"


def test_a_thing_inside_the_room_in_portuguese_asks_for_no_room() -> None:
    assert "room_type" not in turns("Rio para 3, com TV dentro do quarto").filters


# --- what goes with an alternative, rooms said in Chile, cellars, a place beside a question ----


@pytest.mark.parametrize(
    "utterance",
    ["need a villa or massive apartment with a POOL", "una villa o un piso con piscina"],
)
def test_what_goes_with_an_alternative_kind_is_still_asked(utterance: str) -> None:
    intent = turns("barcelona for 11", utterance)
    assert intent.filters["amenities"] == ["Pool"]
    assert "property_type" not in intent.filters


def test_the_port_wine_cellars_are_in_gaia() -> None:
    intent = turns("apartamento no Porto para 4, perto das caves de vinho do Porto")
    assert intent.filters["near"] == "Cais de Gaia"


def test_a_place_wished_beside_a_question_about_a_listing_stands() -> None:
    intent = turns(
        "I need a studio in Newark for a month",
        "Kindly what is the monthly price for the second one? The office is near Newark Penn "
        "Station so I want to be close by.",
    )
    assert intent.filters["near"] == "Newark Penn Station"


def test_a_place_asked_about_beside_a_question_changes_nothing() -> None:
    intent = turns(
        "flat in Sydney near Bondi", "does the second one have parking? is it near Manly?"
    )
    assert intent.filters["near"] == "Bondi Beach"


@pytest.mark.parametrize(
    "utterance",
    ["algum deles tem garagem? não quero rodar atrás de vaga", "¿alguno de ellos tiene garaje?"],
)
def test_whether_any_of_them_has_a_thing_asks_for_it(utterance: str) -> None:
    intent = turns("apartamento no Porto para 4", utterance)
    assert intent.filters["amenities"] == ["Free parking on premises"]


def test_so_much_a_night_for_each_one_is_the_partys() -> None:
    intent = turns("casa em Oahu para 2", "o orçamento é uns 70 dólares por noite pra cada um")
    assert intent.filters["max_price"] == 140


def test_her_own_room_in_spanish_is_no_private_room() -> None:
    intent = turns(
        "casa en Maui para 4, 2 habitaciones",
        "mi suegra se apunta, somos 5. Ocupamos que ella tenga su cuarto aparte",
    )
    assert "room_type" not in intent.filters
    assert intent.filters["min_accommodates"] == 5


@pytest.mark.parametrize(
    ("dialog", "expected"),
    [
        # alternatives with a thing of the same facet on each side set neither
        (("Edinburgh for 3, house with a garden or a flat with a balcony",), {"amenities": None}),
        (("Maui for 4, a villa with a pool, or a condo with a balcony",), {"amenities": None}),
        # pieces of luggage or of a swimsuit are no rooms
        (("Sydney para 2, traemos 3 piezas de equipaje grandes",), {"min_bedrooms": None}),
        # wine lodges liked once, and cellars in a house, are not Gaia
        (
            ("Porto for 2, we loved the port wine lodges last year but this time we want Foz",),
            {"near": "Foz do Douro"},
        ),
        (("uma casa com caves de vinho seria engraçado, Porto para 2",), {"near": None}),
        # a place beside a question that the visitor does not want to stay at
        (
            (
                "apartment in Montreal for 2 in the Plateau",
                "is the first one available in July? We want to walk to Old Montreal sometimes",
            ),
            {"near": "Plateau Mont-Royal"},
        ),
        (
            (
                "apartamento no Rio para 2",
                "O primeiro aceita pets? Meu filho mora perto de Botafogo, mas não precisamos "
                "ficar perto.",
            ),
            {"near": None},
        ),
        (
            (
                "flat in Sydney for 2 in Manly",
                "is the 2nd one quiet? My friends want to be near Bondi but we prefer Manly.",
            ),
            {"near": "Manly Beach"},
        ),
        # each one's space, each of the nights, each of the rooms are no share per person
        (("Rio para 2, 500 reais por noite, pra cada um ter seu espaço",), {"max_price": 500}),
        (
            ("Barcelona para 2, 5 noches, 500 euros para cada una de las noches",),
            {"max_price": 500},
        ),
        (("Porto para 4, 2 quartos, 60 euros pra cada um dos quartos",), {"max_price": 60}),
        # nights said, then prices asked about: the ceiling is a night's
        (
            ("Istanbul 2 people for 3 nights, do prices include breakfast? under 100 euros",),
            {"max_price": 3484},
        ),
        (
            ("Barcelona for 2", "how much for the month? we only need 4 nights, max 120"),
            {"max_price": 120},
        ),
        # "volvemos a ser" followed by no party goes back
        (
            ("Barcelona con piscina para 2", "Porto para 6", "volvemos a ser los de Barcelona"),
            {"location": "Barcelona"},
        ),
    ],
)
def test_look_alikes_of_the_later_kinds_keep_what_was_asked(
    dialog: tuple[str, ...], expected: dict[str, object]
) -> None:
    filters = turns(*dialog).filters
    assert {key: filters.get(key) for key in expected} == expected


def test_walking_back_from_the_festival_is_a_wish_to_be_near_it() -> None:
    intent = turns(
        "depto en Montreal para 3, hasta 250",
        "el segundo esta lindo pero queda muy lejos? el festival es cerca del plateau mont royal, "
        "quiero poder volver caminando a las 3 de la mañana",
    )
    assert intent.filters["near"] == "Plateau Mont-Royal"
