"""Text folded for matching: lower case, accents stripped, one character for each character
typed, so that a match in the folded text points at what the visitor wrote."""

from __future__ import annotations

import unicodedata

# Characters that Unicode decomposition leaves alone but people use interchangeably
# ("Kadıköy" / "Kadikoy", "O‘ahu" / "O'ahu").
_CHARACTER_VARIANTS = str.maketrans(
    {"’": "'", "‘": "'", "ʻ": "'", "´": "'", "`": "'", "ı": "i", "ł": "l", "ø": "o"}
)


def normalise(text: str) -> str:
    """Lower-case and strip accents, one output character per input character."""
    chars = []
    for char in text.translate(_CHARACTER_VARIANTS):
        if not char.isprintable():
            char = " "
        decomposed = unicodedata.normalize("NFKD", char)
        base = "".join(c for c in decomposed if not unicodedata.combining(c)).lower()
        # A ligature such as "ﬁ" decomposes into two letters; keep it whole to keep positions.
        chars.append(base if len(base) == 1 else char.lower()[:1] or " ")
    return "".join(chars)
