"""Ordinary words: the words the shipped listings write in lower case, so the understanding can
tell a lower-case place name ("walk to murrayfield", "near kanaha beach park") from a common word
("walk to restaurants", "near everything").

A word counts as ordinary when the listings' texts write it in lower case at least as often as
capitalised, or at least ``MIN_LOWER_CASE`` times: "beach" and "hill" are ordinary, "Murrayfield"
and "Leith" are names. Shipped as ``language/data/ordinary_words.txt`` and read by
``language.ordinary_words``.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from language.ordinary_words import ORDINARY_WORDS_FILE
from language.vocabulary import fold

TEXT_FIELDS = ("name", "summary", "description", "space", "neighborhood_overview")
MIN_LOWER_CASE = 2
_WORD_RE = re.compile(r"[^\W\d_]{3,30}")


def ordinary_words(listings: Iterable[Mapping[str, Any]]) -> list[str]:
    """The folded words ``listings`` mostly write in lower case, sorted."""
    lower: Counter[str] = Counter()
    capitalised: Counter[str] = Counter()
    for listing in listings:
        text = " ".join(str(listing.get(field) or "") for field in TEXT_FIELDS)
        for word in _WORD_RE.findall(text):
            (lower if word.islower() else capitalised)[fold(word)] += 1
    return sorted(
        word
        for word, count in lower.items()
        if count >= MIN_LOWER_CASE or count >= capitalised[word]
    )


def write_ordinary_words(words: Iterable[str], path: Path = ORDINARY_WORDS_FILE) -> int:
    lines = list(words)
    path.write_text("".join(f"{word}\n" for word in lines), encoding="utf-8")
    return len(lines)
