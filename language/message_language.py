"""The language a message is written in, read from its cue words: small everyday words that
belong to one of English, Spanish and Portuguese only. The offline assistant answers in it, and
the parser reads a word two of them share ("no": the Spanish "not", the Portuguese "in the") as
that language does."""

from __future__ import annotations

import re
from collections.abc import Collection

from language.lexicon import LANGUAGE_CUE_WORDS, LANGUAGE_NUMBER_CUES
from language.page_language import LANGUAGES, Language
from language.vocabulary import fold

_CUES: dict[Language, frozenset[str]] = {
    language: LANGUAGE_CUE_WORDS[language] | LANGUAGE_NUMBER_CUES.get(language, frozenset())
    for language in LANGUAGES
}
# Whole words: the letters inside an id or a code ("6b0ed91b5a042ed1e00df3da") are no words.
_TOKEN = re.compile(r"[^\W_]+")


def message_language(message: str, ignoring: Collection[str] = ()) -> Language | None:
    """The language with the most cue words in ``message``, None when no language leads.

    ``ignoring``: words that say nothing about the visitor's language, such as the names of the
    listings on screen ("does Sunny flat with river view allow pets?" in a Portuguese chat).
    """
    words = [
        token
        for token in _TOKEN.findall(fold(message))
        if token.isalpha() and token not in ignoring
    ]
    scores = {language: _score(language, words) for language in _CUES}
    best = max(scores.values())
    leaders = [language for language, score in scores.items() if score == best]
    return leaders[0] if best and len(leaders) == 1 else None


def _score(language: Language, words: list[str]) -> int:
    return sum(1 for word in words if word in _CUES[language])
