"""Yes/no questions about one listing ("does the 2nd have parking?", "is it near the beach?",
"¿tiene lavadora?"), answered from its amenities, its own text and its coordinates, with the
evidence quoted. When none of them says, the answer says it doesn't know and offers the filter
or the search that would make sure.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from language.lexicon import AMENITY_WORDS
from language.places import distance_label
from language.vocabulary import fold
from offline_assistant.replies import sentences_about
from offline_assistant.reply_language import Language
from offline_assistant.whereabouts import Target, asks_near, target_in
from offline_assistant.wording import WORDING, value_name

# Shortest word of an amenity looked for in a listing's text: "tv" would match too much.
MIN_TEXT_WORD = 4


def listing_answer(
    listing: Mapping[str, Any],
    *,
    text: str,
    amenities: Sequence[str],
    words: Sequence[str],
    near: str | None,
    language: Language,
) -> str | None:
    """The answer about ``listing``, None when the question asks nothing this can answer."""
    name = str(listing.get("name") or "")
    parts = [_amenity_answer(listing, amenity, language) for amenity in amenities]
    target = target_in(text, str(listing.get("market") or ""), near) if asks_near(text) else None
    if target is not None:
        parts.append(_near_answer(listing, target, words, language))
    elif words:
        quotes = sentences_about(listing.get("listing_text") or {}, words)
        wording = WORDING[language]
        if quotes:
            parts.append(wording.quotes.format(name=name, quotes=_quoted(quotes)))
        elif not amenities:
            parts.append(
                wording.text_silent.format(
                    name=name, words=", ".join(f"“{word}”" for word in words)
                )
            )
    return "\n\n".join(parts) or None


def _amenity_answer(listing: Mapping[str, Any], amenity: str, language: Language) -> str:
    """Yes when its amenities list it; else what its text says; else "I don't know", with the
    filter that would make sure."""
    wording = WORDING[language]
    name = str(listing.get("name") or "")
    label = value_name(amenity, language)
    if amenity in (listing.get("amenities") or []):
        return wording.has_amenity.format(name=name, amenity=label)
    quotes = sentences_about(listing.get("listing_text") or {}, _amenity_words(amenity))
    if quotes:
        return wording.amenity_only_in_text.format(name=name, amenity=label, quotes=_quoted(quotes))
    return wording.amenity_unknown.format(name=name, amenity=label)


def _near_answer(
    listing: Mapping[str, Any], target: Target, words: Sequence[str], language: Language
) -> str:
    """How far the listing is from the target, and what its own text says about it."""
    wording = WORDING[language]
    name = str(listing.get("name") or "")
    quotes = sentences_about(listing.get("listing_text") or {}, [*words, fold(target.label)])
    evidence = wording.it_says.format(quotes=_quoted(quotes)) if quotes else ""
    distance = target.distance_km(listing)
    if distance is None:
        if evidence:
            return wording.quotes.format(name=name, quotes=_quoted(quotes))
        return wording.near_unknown.format(name=name, target=target.label)
    place = target.label if len(target.places) == 1 else _nearest_name(listing, target)
    template = wording.near_yes if distance <= target.reach_km() else wording.near_no
    sentence = template.format(name=name, distance=distance_text(distance, language), place=place)
    return f"{sentence} {evidence}".strip()


def _nearest_name(listing: Mapping[str, Any], target: Target) -> str:
    lat, lon = float(listing["lat"]), float(listing["lon"])
    return min(target.places, key=lambda place: place.distance_km(lat, lon)).name


def distance_text(km: float, language: Language) -> str:
    """A distance as a traveller says it ("400 m", "1.2 km"), with the language's decimal comma."""
    label = distance_label(km)
    return label if language == "en" else label.replace(".", ",")


@cache
def _amenity_words(amenity: str) -> tuple[str, ...]:
    """The words an amenity goes by, in the three languages, to look for in a listing's text."""
    return tuple(
        fold(word)
        for word, canonical in AMENITY_WORDS.items()
        if canonical == amenity and len(word) >= MIN_TEXT_WORD
    )


def _quoted(sentences: Sequence[str]) -> str:
    return " ".join(f"“{sentence}”" for sentence in sentences)
