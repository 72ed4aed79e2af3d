"""What a first conversation leaves in memory: a trip ahead; no need of a companion who cannot
come; one guest on a solo work trip; habits said "every single time", facts taken back in a word."""

from __future__ import annotations

import pytest

from language.folding import normalise
from language.stance import stance_of
from memory.extraction import extract_memories
from tests.understanding_helpers import turns


def _contents(message: str) -> list[str]:
    return [candidate.content for candidate in extract_memories(message)]


@pytest.mark.parametrize(
    "message",
    [
        "we're flying to Sydney in July",
        "vamos a Barcelona en junio",
        "we're going to Porto next month",
        "vamos para o Rio no verão",
    ],
)
def test_a_trip_said_ahead_is_remembered(message: str) -> None:
    assert any(content.startswith("Planning a trip to") for content in _contents(message))


@pytest.mark.parametrize(
    "message",
    [
        "Our other friend uses a wheelchair but she can't come this time, so no need",
        "Uma amiga nossa usa cadeira de rodas, mas não pode ir desta vez",
        "my brother uses a wheelchair but he cannot come on this one",
    ],
)
def test_the_need_of_someone_who_cannot_come_is_not_remembered(message: str) -> None:
    assert not any("wheelchair" in content.lower() for content in _contents(message))


def test_the_need_of_someone_who_comes_is_remembered() -> None:
    assert any("wheelchair" in c.lower() for c in _contents("my brother uses a wheelchair"))


@pytest.mark.parametrize(
    "utterance",
    ["booking a solo work trip to New York, 3 nights", "a solo business trip to Porto"],
)
def test_a_solo_work_trip_is_one_guest(utterance: str) -> None:
    assert turns(utterance).filters["min_accommodates"] == 1


@pytest.mark.parametrize(
    "clause", ["a real view is a must, every single time", "we need wifi every single time"]
)
def test_every_single_time_is_a_habit(clause: str) -> None:
    assert stance_of(normalise(clause)).lasting


@pytest.mark.parametrize(
    "clause", ["me cambiaron a presencial, así que olvídalo", "esquece isso", "forget it"]
)
def test_taking_a_fact_back_in_a_word_is_a_retraction(clause: str) -> None:
    assert stance_of(normalise(clause)).retracts
