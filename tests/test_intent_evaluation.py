"""Scoring the intent parser against annotated dialogs, as eval/README.md specifies."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from language.evaluation import (
    Dialog,
    IntentFileError,
    Turn,
    evaluate,
    evaluate_file,
    filters_match,
    load_dialogs,
)

DEV_FILE = Path(__file__).resolve().parents[2] / "shared" / "eval" / "intents_dev.jsonl"


def write_dialogs(path: Path, dialogs: list[dict[str, Any]]) -> Path:
    path.write_text("\n".join(json.dumps(d) for d in dialogs) + "\n", encoding="utf-8")
    return path


# --- scoring rule ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("expected", "got"),
    [
        ({"max_price": 150}, {"max_price": 150.0}),
        ({"amenities": ["Wifi", "Pool"]}, {"amenities": ["Pool", "Wifi"]}),
        ({}, {}),
        ({"superhost_only": True}, {"superhost_only": True}),
    ],
)
def test_filters_match_compares_numbers_by_value_and_amenities_as_a_set(
    expected: dict[str, Any], got: dict[str, Any]
) -> None:
    assert filters_match(expected, got)


@pytest.mark.parametrize(
    ("expected", "got"),
    [
        ({"location": "Porto"}, {"location": "Porto", "max_price": 100}),
        ({"location": "Porto", "max_price": 100}, {"location": "Porto"}),
        ({"amenities": ["Wifi"]}, {"amenities": ["Wifi", "Pool"]}),
        ({"superhost_only": True}, {"superhost_only": 1}),
        ({"min_bedrooms": 2}, {"min_bedrooms": 3}),
    ],
)
def test_filters_match_requires_exactly_the_expected_keys_and_values(
    expected: dict[str, Any], got: dict[str, Any]
) -> None:
    assert not filters_match(expected, got)


# --- running dialogs -------------------------------------------------------------------------


def test_each_dialog_starts_from_a_fresh_state_and_every_turn_is_scored() -> None:
    dialogs = [
        Dialog("a", (Turn("house in Oahu", {"location": "Oahu", "property_type": "House"}),
                     Turn("only superhosts", {"location": "Oahu", "property_type": "House",
                                              "superhost_only": True}))),
        Dialog("b", (Turn("with a pool", {"amenities": ["Pool"]}),)),
    ]  # fmt: skip
    report = evaluate(dialogs)
    assert (report.correct, report.total, report.failures) == (3, 3, [])


def test_a_failure_names_the_dialog_turn_utterance_and_both_filter_sets() -> None:
    report = evaluate([Dialog("x", (Turn("Porto", {}), Turn("under 90", {"max_price": 90})))])
    assert report.correct == 0
    first = report.failures[0]
    assert (first.dialog_id, first.turn_index, first.utterance) == ("x", 0, "Porto")
    assert (first.expected, first.got) == ({}, {"location": "Porto"})


def test_the_summary_line_gives_counts_and_a_one_decimal_percentage() -> None:
    dialogs = [Dialog("ok", (Turn("Porto", {"location": "Porto"}),) * 2),
               Dialog("ko", (Turn("Porto", {}),))]  # fmt: skip
    assert evaluate(dialogs).summary() == "intent accuracy: 2/3 turns (66.7%)"


# --- reading files -----------------------------------------------------------------------------


def test_load_dialogs_reads_one_dialog_per_line_and_skips_blank_lines(tmp_path: Path) -> None:
    path = write_dialogs(tmp_path / "d.jsonl", [
        {"id": "s1", "turns": [{"user": "Porto", "expect": {"location": "Porto"}}]},
        {"id": "d1", "turns": [{"user": "Rio", "expect": {}}, {"user": "hi", "expect": {}}]},
    ])  # fmt: skip
    path.write_text(path.read_text() + "\n\n", encoding="utf-8")
    dialogs = load_dialogs(path)
    assert [d.id for d in dialogs] == ["s1", "d1"]
    assert dialogs[1].turns[1] == Turn("hi", {})


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("not json", "not valid JSON"),
        ('{"turns": []}', 'string "id"'),
        ('{"id": "a", "turns": []}', "non-empty list"),
        ('{"id": "a", "turns": [{"user": "hi"}]}', 'object "expect"'),
    ],
)
def test_a_malformed_line_is_an_error_naming_the_line(
    tmp_path: Path, line: str, message: str
) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text(line + "\n", encoding="utf-8")
    with pytest.raises(IntentFileError, match=message) as error:
        load_dialogs(path)
    assert f"{path}:1" in str(error.value)


def test_a_missing_file_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(IntentFileError, match="no such file"):
        load_dialogs(tmp_path / "absent.jsonl")


def test_an_empty_file_is_an_error(tmp_path: Path) -> None:
    (tmp_path / "empty.jsonl").write_text("\n", encoding="utf-8")
    with pytest.raises(IntentFileError, match="no dialogs"):
        load_dialogs(tmp_path / "empty.jsonl")


@pytest.mark.skipif(not DEV_FILE.exists(), reason="the shared evaluation data is not present")
def test_the_parser_scores_at_least_95_percent_on_the_dev_file() -> None:
    report = evaluate_file(DEV_FILE)
    assert report.accuracy_percent >= 95.0, report.failures
