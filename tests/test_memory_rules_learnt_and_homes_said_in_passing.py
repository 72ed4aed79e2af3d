"""What lasts when it is said in passing or by the remark after it.

"Superhosts only please. Always." and "superhost only please. Had a bad experience in Bali last
year" are rules for every trip, where "Superhosts only please." alone is this search's; "We're a
family of four from outside Boston", "Somos uma família de Campinas" and "we are couple from Brno"
say where the visitor lives; "we are a couple with a 10 month old baby" says there is a child;
"não consegue subir muitas escadas" makes stairs hard; someone who "ficou em casa com minha irmã"
brings no one along, and "a viagem é só minha" is a party of one.
"""

from __future__ import annotations

import pytest

from memory.extraction import extract_memories
from tests.understanding_helpers import turns


def contents(text: str) -> list[str]:
    return [candidate.content for candidate in extract_memories(text)]


@pytest.mark.parametrize(
    "text",
    [
        "Superhosts only please. Always. Had too many bad experiences.",
        "Budget is not really an issue, but superhost only please. Had a bad experience in Bali "
        "last year.",
    ],
)
def test_superhosts_kept_as_a_rule_last(text: str) -> None:
    assert "Prefers superhost listings." in contents(text)


def test_superhosts_for_this_search_do_not_last() -> None:
    assert contents("Superhosts only please.") == []


def test_a_bad_experience_makes_no_other_request_last() -> None:
    assert (
        contents("2 bedrooms in Porto please. Had a bad experience last time with a noisy flat.")
        == []
    )


@pytest.mark.parametrize(
    ("text", "home"),
    [
        ("Hi! We're a family of four from outside Boston looking at Maui", "Lives in Boston."),
        ("Oi! Somos uma família de Campinas, eu, meu marido e dois filhos.", "Lives in Campinas."),
        ("Hello, we are couple from Brno. We like to visit Brussels", "Lives in Brno."),
        ("illo buenas, somos 4 amigos de Sevilla y queremos ir a Edimburgo", "Lives in Sevilla."),
        ("Hello, we are a family from near Munich (2 adults, 2 kids)", "Lives in Munich."),
        ("somos um grupo de amigas de Curitiba", "Lives in Curitiba."),
    ],
)
def test_where_a_party_comes_from_is_their_home(text: str, home: str) -> None:
    assert home in contents(text)


def test_dates_after_a_party_are_no_home() -> None:
    assert contents("somos 8 chicas, del viernes 9 al lunes 12 de mayo") == []


@pytest.mark.parametrize(
    ("text", "children"),
    [
        ("Hi, we are a couple with a 10 month old baby, looking in Oahu for 7 nights.", 1),
        ("somos un matrimonio con dos niños pequeños", 2),
        ("we are a family with two teenage kids", 2),
    ],
)
def test_a_couple_with_children_has_them(text: str, children: int) -> None:
    expected = f"Has {children} {'child' if children == 1 else 'children'}."
    assert expected in contents(text)


def test_not_climbing_many_stairs_needs_step_free_access() -> None:
    found = contents(
        "O meu pai anda de bengala e não consegue subir muitas escadas, por isso precisamos de "
        "rés-do-chão ou elevador."
    )
    assert any("step-free access" in content for content in found)


def test_whom_someone_stays_home_with_is_no_companion() -> None:
    filters = turns(
        "Oi, voltei. Dessa vez a viagem é só minha, vou a trabalho pra Montreal em maio, 5 dias. "
        "Minha mãe ficou em casa com minha irmã."
    ).filters
    assert filters["min_accommodates"] == 1


def test_a_friend_who_stayed_somewhere_is_no_one_leaving() -> None:
    filters = turns(
        "Newark para 2",
        "minha sócia falou que uma amiga ficou em jersey city e era bem mais barato e pertinho. "
        "mostra lá também?",
    ).filters
    assert filters["min_accommodates"] == 2


@pytest.mark.parametrize(
    "text",
    [
        "Somos fans de Coldplay",
        "Somos estudiantes de la Universidad de Barcelona",
        "We are a couple with two friends and their baby",
    ],
)
def test_what_a_party_is_fond_of_or_brings_along_is_no_home_nor_child(text: str) -> None:
    assert contents(text) == []
