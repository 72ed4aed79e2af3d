"""The language the offline model answers in: the one the visitor writes in.

The intent parser reads English, Spanish and Portuguese alike, so the reply follows the visitor.
A message is read for cue words, small everyday words that belong to one language only; a
message without cues ("Rio, 4 guests") keeps the language the conversation was in, and a
conversation without any cue is answered in English.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from language.message_language import message_language
from language.page_language import ENGLISH, Language

__all__ = ["ENGLISH", "Language", "message_language", "reply_language"]


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
