"""The language the offline model answers in: the one the visitor writes in.

The intent parser reads English, Spanish and Portuguese alike, so the reply follows the visitor.
A message is read for cue words, small everyday words that belong to one language only; a
message without cues ("Rio, 4 guests") keeps the language the conversation was in, and a
conversation without any cue is answered in English.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence

from language.lexicon import LANGUAGE_CUE_WORDS, LANGUAGE_NUMBER_CUES
from language.page_language import ENGLISH, LANGUAGES, Language
from language.vocabulary import fold

__all__ = ["ENGLISH", "Language", "message_language", "reply_language"]

_CUES: dict[Language, frozenset[str]] = {
    language: LANGUAGE_CUE_WORDS[language] | LANGUAGE_NUMBER_CUES.get(language, frozenset())
    for language in LANGUAGES
}
# Whole words: the letters inside an id or a code ("6b0ed91b5a042ed1e00df3da") are no words.
_TOKEN = re.compile(r"[^\W_]+")


def reply_language(user_messages: Sequence[str], ignoring: Collection[str] = ()) -> Language:
    """The language of the latest message that shows one, English when none does.

    ``ignoring``: words that say nothing about the visitor's language, such as the names of the
    listings on screen ("does Sunny flat with river view allow pets?" in a Portuguese chat).
    """
    for message in reversed(user_messages):
        language = message_language(message, ignoring)
        if language is not None:
            return language
    return ENGLISH


def message_language(message: str, ignoring: Collection[str] = ()) -> Language | None:
    """The language with the most cue words in ``message``, None when no language leads."""
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
