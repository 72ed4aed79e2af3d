"""``eval_memory``: stories read from the evaluation format, run through the real chat service."""

from __future__ import annotations

import json
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from chat.memory_evaluation import MemoryFileError, Story, load_stories, search_matches
from infra.mongo import get_database
from tests.chat_helpers import chat_db, offline  # noqa: F401


def _story(**fields: object) -> Story:
    values: dict[str, object] = {
        "id": "s",
        "says": ("hi",),
        "then": "x",
        "remembered": False,
        "expect": {},
    }
    return Story(**(values | fields))  # type: ignore[arg-type]


def test_filters_compare_as_the_readme_says() -> None:
    story = _story(
        expect={"location": "Antwerp", "max_price": 118}, approx=frozenset({"max_price"})
    )
    assert search_matches(story, {"location": "Antwerp", "max_price": 112}, "")
    assert not search_matches(story, {"location": "Antwerp", "max_price": 100}, "")
    assert not search_matches(story, {"location": "Antwerp"}, "")
    exact = _story(expect={"location": "Porto", "amenities": ["Wifi", "Kitchen"]})
    assert search_matches(exact, {"location": "Porto", "amenities": ["Kitchen", "Wifi"]}, "")
    assert not search_matches(exact, {"location": "Porto", "amenities": ["Kitchen"]}, "")
    assert search_matches(
        _story(expect={"location": "Porto"}), {"location": "Porto", "amenities": []}, ""
    )
    quiet = _story(expect={"location": "Porto"}, query_has=("quiet",))
    assert search_matches(quiet, {"location": "Porto"}, "Quiet street")
    assert not search_matches(quiet, {"location": "Porto"}, "near the beach")


def test_a_malformed_file_names_the_line(tmp_path: Path) -> None:
    path = tmp_path / "stories.jsonl"
    path.write_text('{"id": "a", "says": [], "then": "x", "remembered": true, "expect": {}}\n')
    with pytest.raises(MemoryFileError, match=r"stories\.jsonl:1"):
        load_stories(path)
    with pytest.raises(CommandError, match="no such file"):
        call_command("eval_memory", str(tmp_path / "missing.jsonl"))


@pytest.mark.usefixtures("empty_database")
def test_the_command_refuses_a_database_without_listings(tmp_path: Path) -> None:
    path = tmp_path / "stories.jsonl"
    path.write_text(
        '{"id": "a", "says": ["hi"], "then": "Porto", "remembered": false, '
        '"expect": {"location": "Porto"}}\n'
    )
    with pytest.raises(CommandError, match=r"no listings: run `python manage\.py seed`"):
        call_command("eval_memory", str(path))


@pytest.mark.usefixtures("chat_db", "offline")
def test_the_command_runs_stories_through_the_chat_and_cleans_up(tmp_path: Path) -> None:
    stories = [
        {
            "id": "dog",
            "says": ["We always bring our dog along"],
            "then": "anything in Antwerp?",
            "remembered": True,
            "expect": {"location": "Antwerp", "amenities": ["Pets allowed"]},
        },
        {  # expects the wrong thing on purpose: the report must show it
            "id": "wrong",
            "says": ["hello"],
            "then": "anything in Antwerp?",
            "remembered": True,
            "expect": {"location": "Porto"},
        },
    ]
    path = tmp_path / "stories.jsonl"
    path.write_text("\n".join(json.dumps(story) for story in stories) + "\n")
    out = StringIO()
    call_command("eval_memory", str(path), stdout=out)
    lines = out.getvalue().strip().splitlines()
    assert lines[-1] == "memory accuracy: 1/2 lines (50.0%)"
    assert lines[0].startswith("wrong: hello → anything in Antwerp?")
    assert not any(line.startswith("dog:") for line in lines)
    database = get_database()
    for name in ("memories", "conversations", "activity"):
        assert database[name].count_documents({}) == 0, name
