"""Which listing on screen a visitor names: "does Ribeira Charming Duplex allow pets?", "tell me
more about the loft in Alfama", "¿el Gràcia loft tiene wifi?".

Visitors name a listing by a few of its words, in their own order, sometimes misspelt, or by the
start of a long name. A listing is named when at least two of its name's telling words (not
"the", "in", "with"...) appear close together in the utterance, and they are its first two or
cover a good share of them; a word of five letters or more may be one edit off. The name's other
words beside them ("2-BR" in "Clean & comfy 2-BR") belong to the name too. When two listings are
named equally well, neither is. Every input is bounded (listings, words per name, words read),
so a match costs a few thousand word comparisons at most.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from language import lexicon
from language.parser import normalise
from language.spelling import within_one_edit

MAX_LISTINGS = 20
MAX_NAME_WORDS = 12
MAX_UTTERANCE_WORDS = 120
# The fewest telling words that name a listing, and the share of its telling words needed.
MIN_WORDS = 2
MIN_COVERAGE = 0.4
# Longer words may be one edit off ("Charmming Duplex").
SHORTEST_TYPO = 5
# How far apart the named words may lie: a name is said in one breath, not across a paragraph.
EXTRA_WORDS_BETWEEN = 3

_WORD = re.compile(r"[^\W_]+")
# Words that tell no listing from another.
_PLAIN_WORDS = frozenset(
    {normalise(word) for word in lexicon.FILLER_WORDS}
    | {
        "con", "com", "en", "em", "de", "da", "do", "das", "dos", "del", "el", "la", "los", "las",
        "un", "una", "um", "uma", "por", "para", "near", "from", "and", "y", "e", "no", "na",
    }
)  # fmt: skip


@dataclass(frozen=True)
class NamedListing:
    index: int  # 0-based position among the names given
    start: int  # where the naming words start and end in the utterance
    end: int


def named_listing(utterance: str, names: Sequence[str]) -> NamedListing | None:
    """The listing among ``names`` (in the order shown) that ``utterance`` names, if one is."""
    words = list(_WORD.finditer(normalise(utterance)))[:MAX_UTTERANCE_WORDS]
    found: list[tuple[tuple[int, float], NamedListing]] = []
    for index, name in enumerate(names[:MAX_LISTINGS]):
        telling = _telling_words(name)
        if len(telling) < MIN_WORDS:
            continue
        matched = {
            word: position for word in telling if (position := _position(word, words)) is not None
        }
        positions = sorted(matched.values())
        coverage = len(positions) / len(telling)
        starts_it = all(word in matched for word in telling[:MIN_WORDS])
        if len(positions) < MIN_WORDS or not (coverage >= MIN_COVERAGE or starts_it):
            continue
        if positions[-1] - positions[0] >= len(telling) + EXTRA_WORDS_BETWEEN:
            continue
        first, last = _widened(
            positions[0], positions[-1], words, set(_WORD.findall(normalise(name)))
        )
        span = NamedListing(index, words[first].start(), words[last].end())
        found.append(((len(positions), coverage), span))
    if not found:
        return None
    found.sort(key=lambda item: item[0], reverse=True)
    if len(found) > 1 and found[0][0] == found[1][0]:
        return None
    return found[0][1]


def _widened(
    first: int, last: int, words: Sequence[re.Match[str]], name_words: set[str]
) -> tuple[int, int]:
    """The span of the named words, with the name's other words right beside them."""
    while first > 0 and words[first - 1][0] in name_words:
        first -= 1
    while last + 1 < len(words) and words[last + 1][0] in name_words:
        last += 1
    return first, last


def _telling_words(name: str) -> list[str]:
    words = _WORD.findall(normalise(name))[:MAX_NAME_WORDS]
    telling = [word for word in words if len(word) >= 3 and word not in _PLAIN_WORDS]
    return list(dict.fromkeys(telling))


def _position(word: str, words: Sequence[re.Match[str]]) -> int | None:
    """Where ``word`` of a name stands in the utterance: the first match, exact or one edit off."""
    for position, typed in enumerate(words):
        said = typed[0]
        if said == word or (
            len(word) >= SHORTEST_TYPO and said[:1] == word[:1] and within_one_edit(said, word)
        ):
            return position
    return None
