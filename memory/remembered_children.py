"""A new trip's party counted with the children the visitor said they have.

"Tenho dois filhos" in one conversation, then "eu, meu marido e as crianças" in the next: the
children named without a count are the two remembered, so the party is four, not the parser's
guess for "the kids".
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from language import lexicon, parse_utterance
from language.parser import normalise
from memory.forms import remembered_children
from memory.memories import Memory


def _words(words: Sequence[str]) -> str:
    return "|".join(
        re.escape(word) for word in sorted({normalise(w) for w in words}, key=len)[::-1]
    )


# "The kids", "as crianças", "mis hijos": children named by who they are, with no count.
_THE_CHILDREN = re.compile(
    r"\b(?:the|our|my|os|as|meus|minhas|nossos|nossas|los|las|mis|nuestros|nuestras) (?:"
    + "|".join(
        re.escape(normalise(noun)) for noun in lexicon.CHILD_NOUNS if normalise(noun).endswith("s")
    )
    + r")\b"
)


# "the kids stay home", "os meninos ficam com a avó": the children named are not coming.
_STAY_BEHIND = re.compile(
    rf" (?:{_words((*lexicon.STAYS_HOME_PHRASES, *lexicon.KEPT_BY_PHRASES))})\b"
)


def party_with_children(message: str, memories: Sequence[Memory]) -> tuple[int, Memory] | None:
    """The party of ``message`` counted with the remembered children, and the memory that
    counted them; None when the message names no children without a count, or no one else."""
    known = [memory for memory in memories if remembered_children(memory.form)]
    folded = normalise(message)
    named = _THE_CHILDREN.search(folded)
    if not known or named is None or _STAY_BEHIND.match(folded, named.end()):
        return None  # "os meninos ficam com a avó": not on this trip
    memory = max(known, key=lambda m: m.updated_at)
    others = folded[: named.start()] + folded[named.end() :]
    adults = parse_utterance(others).settings.get("min_accommodates") or _named_adults(others)
    if not adults:
        return None
    return int(adults) + (remembered_children(memory.form) or 0), memory


# The visitor among the people listed: "eu meu marido e ...", "me, my wife and ...".
_SPEAKER = re.compile(r"\b(?:me|myself|eu|yo|mim)\b")
# One companion each: "meu marido", "my wife", "mi madre" (the children are counted apart).
_COMPANION = re.compile(
    rf"\b(?:{_words(lexicon.POSSESSIVE_WORDS)}) (?:{_words(lexicon.COMPANION_NOUNS)})\b"
)


def _named_adults(folded: str) -> int:
    """The visitor and the companions named one by one, when the parser counted none."""
    return bool(_SPEAKER.search(folded)) + len(_COMPANION.findall(folded))
