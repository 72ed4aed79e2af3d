"""Helpers for tests of what the parser understands: a dialog's last turn, and its filters
compared as the evaluation compares them."""

from __future__ import annotations

from typing import Any

from language.dialog import SearchIntentState, TurnIntent
from language.evaluation import filters_match


def turns(*utterances: str) -> TurnIntent:
    """The intent of the last of ``utterances``, each said in turn in one conversation."""
    state = SearchIntentState()
    intent = None
    for utterance in utterances:
        intent = state.apply(utterance)
    assert intent is not None
    return intent


def assert_filters(intent: TurnIntent, expected: dict[str, Any], approx: tuple[str, ...] = ()):
    got = intent.filters | ({"sort": intent.sort} if intent.sort else {})
    assert filters_match(expected, got, approx), f"expected {expected}, got {got}"
