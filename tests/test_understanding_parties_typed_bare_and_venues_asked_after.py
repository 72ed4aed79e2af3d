"""Parties typed without commas ("pra mim meu esposo e nossa bebê"), the people visited who are
no guests, "the stadium" asked for after the game was named, and a search moved to another market
by a message that only describes the stay."""

from __future__ import annotations

import pytest

from tests.understanding_helpers import turns

# --- parties typed without commas -------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "guests"),
    [
        ("queria um apartamento no rio pra mim meu esposo e nossa bebe de 8 meses", 3),
        ("vamos eu meu esposo nosso bebe de 1 ano e minha mae de 65", 4),
        ("eu, meu esposo, nosso bebê de 1 ano e minha mãe", 4),
        ("vamos con mi pareja y nuestro bebé de 1 año a Barcelona", 3),
        ("bah tchê, vamo em 6 ver o grêmio jogar no maracanã", 6),
    ],
)
def test_a_party_typed_as_people_talk_counts_everyone(said: str, guests: int) -> None:
    assert turns(said).filters["min_accommodates"] == guests


@pytest.mark.parametrize(
    ("said", "guests"),
    [
        # the article keeps "os nossos dois filhos" one member of the list
        ("Eu, a minha mulher e os nossos dois filhos (4 e 9 anos). Victoria.", 4),
        ("Somos eu, o meu marido e o nosso filho de 15 anos. Porto.", 3),
    ],
)
def test_our_after_an_article_starts_no_new_member(said: str, guests: int) -> None:
    assert turns(said).filters["min_accommodates"] == guests


def test_a_friend_who_speaks_is_no_member_of_the_party() -> None:
    filters = turns(
        "apartamento em Barcelona para 4", "o nosso amigo diz que dá para ir a pé ao estádio"
    ).filters
    assert filters["min_accommodates"] == 4


@pytest.mark.parametrize(
    "said",
    [
        "apartment in Newark for me and my wife and my 2 kids, my cousins live in the Ironbound",
        "casa em Newark pra mim, meu marido e nossos 2 filhos, meus primos moram lá",
        "piso en Newark para mí, mi esposa y mis 2 hijos, mis primos viven allí",
    ],
)
def test_the_people_visited_after_the_party_are_no_guests(said: str) -> None:
    assert turns(said).filters["min_accommodates"] == 4


def test_an_age_at_the_end_of_the_message_adds_no_one() -> None:
    assert turns("un piso en Porto para mí y mi hija de 9.").filters["min_accommodates"] == 2


# --- the venue asked for by its kind, in a question that follows the request -----------------


@pytest.mark.parametrize(
    "said",
    [
        "quer algo perto do estadio, da pra ir andando?",
        "precisamos de algo perto do estádio, dá pra ir a pé?",
        "something near the stadium, can we walk?",
    ],
)
def test_a_request_with_its_own_question_after_a_comma_still_asks(said: str) -> None:
    filters = turns("5 amigos, Barcelona, jogo no Camp Nou", said).filters
    assert filters["near"] == "Camp Nou"


@pytest.mark.parametrize(
    "said", ["o primeiro, dá pra ir a pé?", "dá pra ir a pé do primeiro ao estádio?"]
)
def test_a_question_about_a_listing_shown_still_changes_nothing(said: str) -> None:
    filters = turns("5 amigos, Barcelona, jogo no Camp Nou", said).filters
    assert "near" not in filters


def test_near_the_stadium_in_portunol_is_the_game_s_stadium() -> None:
    filters = turns(
        "Rio, somos 3, jogo no Maracanã", "perto del estadio hay algo? o mejor copacabana?"
    ).filters
    assert filters["near"] == "Maracanã"


@pytest.mark.parametrize(
    "said",
    [
        "o casamento vai ser em Manly, perto da praia. Se tiver coisa por lá seria perfeito",
        "The wedding is in Manly. Something around there would be perfect",
    ],
)
def test_something_there_after_the_event_s_place_is_near_it(said: str) -> None:
    assert turns("Sydney, casa para 6", said).filters["near"] == "Manly Beach"


def test_by_the_beach_is_no_there() -> None:
    filters = turns("Barcelona para 2", "la boda es en Gràcia, algo por la playa mejor").filters
    assert filters.get("near") != "Gràcia"


def test_teenagers_with_their_ages_are_guests_not_a_price() -> None:
    filters = turns("somos 4, eu minha esposa e 2 adolescentes de 14 e 17. Porto").filters
    assert filters["min_accommodates"] == 4
    assert "min_price" not in filters and "max_price" not in filters


@pytest.mark.parametrize(
    "said",
    [
        "playa tranquila para los niños, me dijeron que Poipu es buena",
        "praia calma para as crianças, me disseram que Poipu é boa",
    ],
)
def test_the_spanish_and_portuguese_me_before_its_verb_is_no_guest(said: str) -> None:
    assert turns("Kauai, somos 6", said).filters["min_accommodates"] == 6


@pytest.mark.parametrize(
    ("said", "guests"),
    [
        ("my wife and me are going to Oahu", 2),
        ("5 performers + me (stage manager), Edinburgh", 6),
        ("me, my wife and 2 kids", 4),
    ],
)
def test_the_english_me_in_a_list_still_counts(said: str, guests: int) -> None:
    assert turns(said).filters["min_accommodates"] == guests


# --- budgets said in other words ---------------------------------------------------------------


def test_a_budget_por_el_mes_is_a_month_s() -> None:
    filters = turns("Montreal para 2", "no más de 1500 dólares por el mes").filters
    assert filters["max_price"] == 50


def test_pila_after_an_amount_is_reais() -> None:
    filters = turns("Rio, somos 6", "barbada se for uns 100 pila por cabeça").filters
    assert filters["max_price"] == 600


def test_pila_with_no_amount_is_no_currency() -> None:
    assert "max_price" not in turns("Rio, somos 6", "a pila do controle acabou").filters


@pytest.mark.parametrize(
    "said",
    [
        "somos eu e minha esposa nossos filhos já cresceram, queremos algo no Rio",
        "mi esposa y yo nuestros hijos ya son grandes, algo en Oporto",
        "eu e minha esposa nossa filha mora no Rio, queremos algo perto dela",
    ],
)
def test_a_sentence_about_our_children_after_the_party_adds_no_one(said: str) -> None:
    assert turns(said).filters["min_accommodates"] == 2


def test_a_whole_party_that_lives_somewhere_still_travels() -> None:
    said = "Me, my wife and our 2 kids live in Toronto and want a place in Brooklyn"
    assert turns(said).filters["min_accommodates"] == 4


# --- two places weighed, with the question after a comma --------------------------------------


@pytest.mark.parametrize(
    "said",
    [
        "copacabana or ipanema, which is better for a group that wants to go out at night",
        "copacabana o ipanema, cual es mejor para salir de noche",
    ],
)
def test_two_places_then_which_is_better_weighs_them(said: str) -> None:
    assert "near" not in turns("Rio for 4", said).filters


def test_two_places_then_whichever_is_cheaper_offers_them() -> None:
    said = "copacabana or ipanema, whichever is cheaper"
    assert turns("Rio for 4", said).filters["near"] == "Copacabana Beach"


# --- a pet that died --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "said",
    [
        "Sadly our dog died last month, so we no longer need pet friendly places. Barcelona.",
        "Infelizmente o nosso cão morreu no mês passado. Queríamos ir a Barcelona em março.",
        "Nuestro perro se murió en enero, ahora vamos a Barcelona",
    ],
)
def test_a_pet_said_to_have_died_is_no_pet_brought(said: str) -> None:
    assert "amenities" not in turns(said).filters


def test_a_new_pet_after_one_that_died_still_comes() -> None:
    said = "our old dog died, but the new puppy comes with us, Barcelona"
    assert turns(said).filters["amenities"] == ["Pets allowed"]
