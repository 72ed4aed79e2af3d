"""The language understanding reads any message in time linear in its length.

A crafted message once made one regex backtrack for minutes and froze every visitor. Each message
of the hostile corpus, and random messages of a chat message's full length, must parse; the
timeout only catches a regression to super-linear work (each parse takes well under a second).
"""

from __future__ import annotations

from datetime import timedelta

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from language import SearchIntentState, parse_utterance
from language.clauses import _CLAUSE_BREAK_RE, _clause_start
from language.hostile_inputs import hostile_messages
from language.parser import MAX_UTTERANCE_CHARS, parse_number, tidy

HOSTILE = hostile_messages()

# Pieces that make the grammar's rules start matching, mixed with noise.
_FRAGMENTS = [
    "4", "9", "1.", "1,", "120", " ", "  ", "\t", "\n", "+", "-", "$", "€", "k", "at least ",
    "rated ", "stars", " or better", "bedrooms", "for ", "me, ", "my wife", " and ", "in ",
    "Porto", "under ", "no ", "without ", "wifi", "a", "Aa", "**", "\u200b", "é", "ü",
]  # fmt: skip


@pytest.mark.slow
@pytest.mark.timeout(120)
@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_every_hostile_message_parses(name: str) -> None:
    message = HOSTILE[name]
    assert len(message) <= MAX_UTTERANCE_CHARS
    parsed = parse_utterance(message)
    assert isinstance(parsed.query, str)
    SearchIntentState().apply(message)


@pytest.mark.slow
@settings(max_examples=25, deadline=timedelta(seconds=20), derandomize=True)
@given(st.lists(st.sampled_from(_FRAGMENTS), min_size=1, max_size=600))
def test_random_long_messages_parse(fragments: list[str]) -> None:
    message = "".join(fragments)[:MAX_UTTERANCE_CHARS]
    parse_utterance(message)


def test_whitespace_runs_read_as_one_space() -> None:
    spaced = parse_utterance("2   bedrooms\t\tin \n Porto   under  \u00a0 120")
    assert spaced.settings == parse_utterance("2 bedrooms in Porto under 120").settings
    assert tidy("a \u200b\u200b b\n\nc") == "a b c"


def test_text_past_the_message_limit_is_not_read() -> None:
    tail = " in Porto"
    assert parse_utterance("x" * MAX_UTTERANCE_CHARS + tail).settings == {}
    assert parse_utterance("x" * (MAX_UTTERANCE_CHARS - len(tail)) + tail).settings == {
        "location": "Porto"
    }


@pytest.mark.parametrize("text", ["1.1.1.1 nights", "12345678901234 guests"])
def test_malformed_numbers_are_not_read_as_filters(text: str) -> None:
    assert parse_utterance(text).settings == {}


@pytest.mark.parametrize(
    ("token", "value"), [("1,000", 1000), ("1.500.000", 1500000), ("4,5", 4.5), ("1.5k", 1500)]
)
def test_number_shapes(token: str, value: float) -> None:
    assert parse_number(token) == value


# Clause breaks and the characters around them, where a break cut short reads otherwise.
_CLAUSE_FRAGMENTS = [
    "a", "pool", " ", ".", "...", ",", "(", ")", "!", "?", " - ", "but", " but ", "mas", " mas",
    " si", "nada ", "2.5", "x", "\n",
]  # fmt: skip


@settings(max_examples=200, derandomize=True)
@given(st.lists(st.sampled_from(_CLAUSE_FRAGMENTS), min_size=1, max_size=40))
def test_a_clause_starts_after_the_last_break_before_it(fragments: list[str]) -> None:
    """The clause start, found from the message's breaks read once, is the end of the last
    break in the text cut at that place, at every place of the message."""
    folded = "".join(fragments)
    for index in range(len(folded) + 1):
        cut = [match.end() for match in _CLAUSE_BREAK_RE.finditer(folded[:index])]
        assert _clause_start(folded, index) == max(cut, default=0), (folded, index)
