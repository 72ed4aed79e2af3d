"""A returning visitor "treating ourselves" sets the remembered budget aside for this search; "i
work remote" is remote work; "for a couple weeks" is how long, and "it will just be me this time"
is one guest."""

from __future__ import annotations

import pytest

from memory.extraction import extract_memories, set_aside_keys


@pytest.mark.parametrize(
    "message",
    [
        "We've had a bit of good news money-wise so we're treating ourselves: Kauai in October",
        "esta vez nos vamos a dar un lujo, Maui en octubre",
        "dessa vez vamos nos dar ao luxo, Porto em setembro",
        "we're going to splurge this time, Sydney for a week",
    ],
)
def test_a_splurge_sets_the_budget_aside(message: str) -> None:
    assert "budget" in set_aside_keys(message)


def test_an_ordinary_return_keeps_the_budget() -> None:
    assert "budget" not in set_aside_keys("Hello again! Kauai in October, 10 nights")


@pytest.mark.parametrize(
    "said", ["also i work remote so some kind of desk pls", "we work remote, so a desk please"]
)
def test_working_remote_is_remote_work(said: str) -> None:
    keys = {memory.key for memory in extract_memories(said)}
    assert "workspace" in keys
