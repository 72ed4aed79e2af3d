"""Finding English interface texts left on a page meant for another language.

A page's visible text is cut into segments: each text node, and each part of it between the
site's "·" separators; its accessible names, titles, placeholders and alternative texts are
segments too. A segment is an English interface text when it reads like one of the catalogue's
English texts (``language.interface_text``) that differ in the page's language, its ``{slots}``
filled with anything short: "12 stays" is "{count} stays". A listing's own text is one long
segment, so a phrase inside a description ("the space is bright") is never taken for a label.
"""

from __future__ import annotations

import string
from dataclasses import dataclass
from functools import cache
from html.parser import HTMLParser

from language.interface_text import english_texts_unlike
from language.page_language import Language

SEPARATOR = "·"
CHECKED_ATTRIBUTES = frozenset({"aria-label", "title", "placeholder", "alt"})
UNSEEN_ELEMENTS = frozenset({"script", "style", "template"})
# What a slot may hold and still read as part of a label: a count, a name, a place.
MAX_SLOT_CHARS = 60
NUMBER_SLOTS = frozenset({"count", "total", "shown", "importance", "rating", "minutes"})


@dataclass(frozen=True)
class EnglishText:
    """An English interface text as the literal pieces around its slots."""

    text: str
    pieces: tuple[str, ...]  # one more than the slots; empty where a slot opens or closes it
    slots: tuple[str, ...]

    def reads(self, segment: str) -> bool:
        if not self.slots:
            return segment == self.text
        first, *rest = self.pieces
        if not segment.startswith(first):
            return False
        position = len(first)
        for index, (slot, piece) in enumerate(zip(self.slots, rest, strict=True)):
            last = index == len(rest) - 1
            found = len(segment) - len(piece) if last else segment.find(piece, position + 1)
            if found <= position or (last and not segment.endswith(piece)):
                return False
            if not _fits(slot, segment[position:found]):
                return False
            position = found + len(piece)
        return True


def _fits(slot: str, value: str) -> bool:
    """Whether ``value`` could fill ``slot``: short, a number where the slot counts, a number
    of metres or kilometres where it is a distance."""
    if len(value) > MAX_SLOT_CHARS:
        return False
    if slot == "distance":
        number, _, unit = value.partition(" ")
        return unit in ("m", "km") and _is_number(number)
    return slot not in NUMBER_SLOTS or _is_number(value)


def _is_number(value: str) -> bool:
    return bool(value) and all(c.isdigit() or c in ",.+" for c in value)


@cache
def english_texts(language: Language) -> tuple[EnglishText, ...]:
    """The catalogue's English texts that read differently in ``language``; texts that are only
    a slot say nothing by themselves and are left out."""
    texts = []
    for text in english_texts_unlike(language):
        parsed = list(string.Formatter().parse(text))
        slots = tuple(name for _, name, _, _ in parsed if name is not None)
        pieces = tuple(literal for literal, *_ in parsed)
        pieces += ("",) * (len(slots) + 1 - len(pieces))
        if any(piece.strip() for piece in pieces):
            texts.append(EnglishText(text, pieces, slots))
    return tuple(texts)


class _Segments(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.segments: list[str] = []
        self._unseen = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in UNSEEN_ELEMENTS:
            self._unseen += 1
        for name, value in attrs:
            if name in CHECKED_ATTRIBUTES and value:
                self._add(value)

    def handle_endtag(self, tag: str) -> None:
        if tag in UNSEEN_ELEMENTS and self._unseen:
            self._unseen -= 1

    def handle_data(self, data: str) -> None:
        if not self._unseen:
            self._add(data)

    def _add(self, text: str) -> None:
        whole = " ".join(text.split())
        parts = [part.strip() for part in whole.split(SEPARATOR)]
        self.segments += [whole] if len(parts) == 1 else [whole, *filter(None, parts)]


def page_segments(html: str) -> list[str]:
    """The visible text and the checked attributes of ``html``, as segments."""
    parser = _Segments()
    parser.feed(html)
    parser.close()
    return parser.segments


def english_left(segments: list[str], language: Language) -> list[str]:
    """The segments that are English interface texts, with the text each reads as."""
    return [
        f"{segment!r} reads as {english.text!r}"
        for segment in dict.fromkeys(segments)
        for english in english_texts(language)
        if english.reads(segment)
    ]
