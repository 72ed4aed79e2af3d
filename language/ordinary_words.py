"""Whether a word is an ordinary word of the language rather than a name.

The list is built from the shipped listings' own texts by ``manage.py build_ordinary_words``
(see ``seed.ordinary_words``); the understanding's own word tables count too.
"""

from __future__ import annotations

import functools
from pathlib import Path

from language import lexicon
from language.spelling import within_one_edit
from language.vocabulary import fold

ORDINARY_WORDS_FILE = Path(__file__).with_name("data") / "ordinary_words.txt"
# A longer word one edit from an ordinary word is that word misspelt ("resturants"), not a name.
SHORTEST_TYPO = 5

_LEXICON_TABLES = (
    lexicon.FILLER_WORDS, lexicon.STAY_WORDS, lexicon.AMENITY_WORDS, lexicon.PROPERTY_TYPE_WORDS,
    lexicon.ORDINARY_WORDS_NEAR_NAMES, lexicon.FILTER_NOUNS, lexicon.GUEST_NOUNS,
    lexicon.CHILD_NOUNS, lexicon.COMPANION_NOUNS, lexicon.STAY_LENGTH_NOUNS,
    lexicon.BEDROOM_NOUNS, lexicon.NUMBER_WORDS, lexicon.NOT_PLACE_WORDS, lexicon.MONTH_WORDS,
    lexicon.PRONOUNS,
)  # fmt: skip


@functools.cache
def _ordinary_words() -> frozenset[str]:
    shipped = ORDINARY_WORDS_FILE.read_text(encoding="utf-8").split()
    from_tables = (
        fold(word) for table in _LEXICON_TABLES for phrase in table for word in phrase.split()
    )
    return frozenset(shipped) | frozenset(from_tables)


@functools.cache
def _by_start_and_length() -> dict[tuple[str, int], tuple[str, ...]]:
    grouped: dict[tuple[str, int], list[str]] = {}
    for word in _ordinary_words():
        grouped.setdefault((word[0], len(word)), []).append(word)
    return {key: tuple(words) for key, words in grouped.items()}


def is_ordinary_as_spelt(word: str) -> bool:
    """ "beach" and "netflix" are ordinary as spelt; "Marta" and "resturants" are not."""
    return fold(word) in _ordinary_words()


def is_ordinary(word: str) -> bool:
    """ "beach", "restaurants", "cerca" and "resturants" are ordinary; "murrayfield" and
    "kanaha" are not."""
    folded = fold(word)
    if folded in _ordinary_words():
        return True
    if len(folded) < SHORTEST_TYPO:
        return False
    by_start = _by_start_and_length()
    return any(
        within_one_edit(folded, known)
        for length in (len(folded) - 1, len(folded), len(folded) + 1)
        for known in by_start.get((folded[0], length), ())
    )
