"""The catalogue of interface texts: complete in every language, and every text a template,
a view or a page script names is in it."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from language import interface_text
from language.interface_text import (
    TEXTS,
    CountedText,
    Text,
    script_texts,
    text,
    time_ago,
)
from language.page_language import LANGUAGES
from memory.memories import KINDS, KNOWN_KEYS
from memory.panel_views import NOTICES
from offline_assistant import reply_language
from rentals.views import FIELD_LABELS, REVIEW_ASPECTS, SORT_LABELS

ROOT = Path(__file__).resolve().parent.parent
# `{% text "key" ... %}` in a template, `text("key", ...)` in Python, `TEXTS.key` in a script.
TEMPLATE_KEY = re.compile(r'\{% text "([^"]+)"(?!\|)')
PYTHON_KEY = re.compile(r'\btext\(\s*"([^"]+)"')
SCRIPT_KEY = re.compile(r"\b(?:TEXTS|PAGE_TEXTS)\.(\w+)")


def named_keys(pattern: re.Pattern[str], files: list[Path]) -> set[str]:
    return {key for path in files for key in pattern.findall(path.read_text(encoding="utf-8"))}


def test_every_text_a_template_or_view_names_is_in_the_catalogue() -> None:
    templates = named_keys(TEMPLATE_KEY, list((ROOT / "templates").rglob("*.html")))
    python = named_keys(
        PYTHON_KEY,
        [
            path
            for package in ("rentals", "memory", "chat", "booth", "config", "language")
            for path in (ROOT / package).rglob("*.py")
        ],
    )

    assert len(templates) > 100
    assert templates | python <= set(TEXTS), (templates | python) - set(TEXTS)


def test_every_text_named_after_a_value_is_in_the_catalogue() -> None:
    named = {f"memory.kind.{kind}" for kind in KINDS}
    named |= {f"memory.key.{key}" for key in KNOWN_KEYS}
    named |= {f"listing.aspect.{aspect}" for aspect in REVIEW_ASPECTS}
    named |= set(SORT_LABELS.values()) | set(FIELD_LABELS.values()) | set(NOTICES.values())

    assert named <= set(TEXTS), named - set(TEXTS)


def test_every_text_a_page_script_writes_is_in_the_catalogue() -> None:
    scripts = named_keys(SCRIPT_KEY, list((ROOT / "static" / "js").glob("*.js")))

    assert {"reply_failed", "type_first", "found_many", "local_currency"} <= scripts
    for language in LANGUAGES:
        assert scripts <= set(script_texts(language)), scripts - set(script_texts(language))


def test_every_language_says_every_text_with_the_same_slots() -> None:
    for key in TEXTS:
        said = {language: interface_text._forms(TEXTS[key]) for language in LANGUAGES}
        for forms in said.values():
            for form in forms:
                assert all(form.said_in(language) for language in LANGUAGES), key


def test_a_translation_that_loses_a_slot_is_refused_when_the_app_starts(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    broken = Text("{count} stays", "alojamientos", "{count} estadias")
    monkeypatch.setitem(TEXTS, "broken", broken)

    with pytest.raises(ValueError, match="broken"):
        interface_text._check_catalogue()


def test_slots_and_counts_are_filled_in() -> None:
    assert text("search.remove_filter", "pt", filter="Wifi") == "Remover filtro: Wifi"
    assert text("listing.reviews", "es", 1) == "1 reseña"
    assert text("listing.reviews", "es", 1234) == "1,234 reseñas"
    assert isinstance(TEXTS["listing.reviews"], CountedText)
    with pytest.raises(TypeError):
        text("listing.reviews", "es")


@pytest.mark.parametrize(
    ("elapsed", "en", "es", "pt"),
    [
        (timedelta(seconds=20), "just now", "ahora mismo", "agora mesmo"),
        (timedelta(minutes=1), "1 minute ago", "hace 1 minuto", "há 1 minuto"),
        (timedelta(minutes=2, seconds=59), "2 minutes ago", "hace 2 minutos", "há 2 minutos"),
        (timedelta(hours=5), "5 hours ago", "hace 5 horas", "há 5 horas"),
        (timedelta(days=1, hours=3), "yesterday", "ayer", "ontem"),
        (timedelta(days=9), "9 days ago", "hace 9 días", "há 9 dias"),
    ],
)
def test_times_are_said_in_words(elapsed: timedelta, en: str, es: str, pt: str) -> None:
    now = datetime(2026, 5, 1, 12, tzinfo=UTC)

    said = [time_ago(now - elapsed, now, language) for language in LANGUAGES]

    assert said == [en, es, pt]


def test_the_page_and_the_replies_have_one_set_of_languages() -> None:
    assert reply_language.Language is interface_text.Language
    assert LANGUAGES == ("en", "es", "pt")
