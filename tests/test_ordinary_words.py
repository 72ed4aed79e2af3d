"""Ordinary words: the words the shipped listings write in lower case, built by
`manage.py build_ordinary_words` and shipped in `language/data/ordinary_words.txt`."""

from __future__ import annotations

from pathlib import Path

import pytest
from django.core.management import call_command

from language.ordinary_words import ORDINARY_WORDS_FILE
from seed.ordinary_words import ordinary_words, write_ordinary_words


def test_a_word_written_in_lower_case_is_ordinary_and_a_capitalised_one_a_name() -> None:
    listings = [
        {"name": "Flat by the beach", "description": "Walk to Murrayfield. The beach is close."},
        {"summary": "Near Murrayfield stadium", "space": "Quiet beach, Stadium views"},
    ]

    words = ordinary_words(listings)

    assert "beach" in words, "written in lower case three times"
    assert "stadium" in words, "as often in lower case as capitalised"
    assert "murrayfield" not in words, "only ever capitalised"
    assert words == sorted(words)


def test_the_words_are_written_one_per_line(tmp_path: Path) -> None:
    path = tmp_path / "words.txt"

    count = write_ordinary_words(["beach", "quiet"], path)

    assert count == 2
    assert path.read_text(encoding="utf-8") == "beach\nquiet\n"


def test_the_shipped_file_is_what_the_shipped_listings_give(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    written = tmp_path / "ordinary_words.txt"
    monkeypatch.setattr(
        "seed.management.commands.build_ordinary_words.write_ordinary_words",
        lambda words: write_ordinary_words(words, written),
    )

    call_command("build_ordinary_words")

    assert written.read_text(encoding="utf-8") == ORDINARY_WORDS_FILE.read_text(encoding="utf-8")
