"""Misspelt places and amenities ("edinbrugh", "new yrok", "wifii", "air condtioning").

A word or short run of words the grammar did not understand is compared with the known names
that start with the same letter and are about as long; one edit (a letter added, dropped,
changed, or two neighbours swapped) is a typo. Ordinary words are never corrected: names of
five letters or fewer, words the grammar knows, and common words that sit one edit from a name
("queen" / "queens", "hating" / "heating") are left alone. Each comparison stops at the first
difference, so the cost is linear in the length of the message.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable


def within_one_edit(typed: str, known: str) -> bool:
    """Whether ``typed`` is ``known`` with at most one edit (a swap of neighbours is one)."""
    if typed == known:
        return True
    if abs(len(typed) - len(known)) > 1:
        return False
    shared = 0
    for a, b in zip(typed, known, strict=False):
        if a != b:
            break
        shared += 1
    if len(typed) == len(known):
        rest = shared + 1
        if typed[rest:] == known[rest:]:
            return True  # one letter changed
        swapped = typed[shared : shared + 2] == known[shared : shared + 2][::-1]
        return swapped and typed[shared + 2 :] == known[shared + 2 :]
    if len(typed) > len(known):
        return typed[shared + 1 :] == known[shared:]  # one letter too many
    return typed[shared:] == known[shared + 1 :]  # one letter missing


class SpellingIndex:
    """Known names, looked up by their first letter and number of words."""

    def __init__(self, names: dict[str, str], *, shortest_typo: int, ordinary: Iterable[str]):
        """``names`` maps a folded name to its canonical value; typed text shorter than
        ``shortest_typo`` letters and the ``ordinary`` words are never corrected."""
        self._shortest = shortest_typo
        self._ordinary = frozenset(ordinary)
        self._by_start: dict[tuple[str, int], list[tuple[str, str]]] = defaultdict(list)
        for name, value in names.items():
            self._by_start[(name[0], len(name.split()))].append((name, value))

    def correct(self, typed: str) -> str | None:
        """The canonical value of the name ``typed`` misspells, or None."""
        if len(typed) < self._shortest or typed in self._ordinary:
            return None
        candidates = self._by_start.get((typed[0], len(typed.split())), [])
        found = {
            value
            for name, value in candidates
            if name != typed
            and abs(len(name) - len(typed)) <= 1
            and within_one_edit(typed, name)
            and not _edit_in_a_short_word(typed, name)
        }
        return found.pop() if len(found) == 1 else None  # two names as close: no guess


# "park is" is no "park it" misspelt: a typo lies in a word long enough to be misspelt.
_SHORTEST_WORD_WITH_A_TYPO = 3


def _edit_in_a_short_word(typed: str, known: str) -> bool:
    return any(
        typed_word != known_word and len(known_word) < _SHORTEST_WORD_WITH_A_TYPO
        for typed_word, known_word in zip(typed.split(), known.split(), strict=False)
    )
