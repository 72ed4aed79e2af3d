"""Answers to questions about the results on screen, from what those listings say about themselves.

"Which one is best for kids?" ranks the listings by what their amenities and text say about the
need (Family/kid friendly, a crib, bedrooms, room) and says why; "does the first one allow
pets?" answers from that listing's amenities; "is it close to the beach?" quotes its own text.
Nothing is searched again: the listings are those ``getSearchResults`` returned.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from language import lexicon
from language.vocabulary import fold
from offline_assistant import replies
from offline_assistant.listing_answers import listing_answer
from offline_assistant.reply_language import Language
from offline_assistant.superlatives import superlative_answer, superlative_in
from offline_assistant.whereabouts import area_named_in, market_of
from offline_assistant.wording import WORDING, plural, value_name

# Runners-up named after the best pick.
RUNNERS_UP = 1


@dataclass(frozen=True)
class Need:
    """What a visitor can ask the results to be good for, and what in a listing shows it."""

    words: frozenset[str]  # folded words of the question that name the need
    amenities: tuple[str, ...]
    text_words: tuple[str, ...]  # folded word starts the listing's text is searched for
    wants_room: bool  # bedrooms and beds count


_NEEDS = (
    Need(
        words=lexicon.CHILDREN_NEED_WORDS,
        amenities=lexicon.CHILDREN_AMENITIES,
        text_words=lexicon.CHILDREN_TEXT_STARTS,
        wants_room=True,
    ),
    Need(
        words=lexicon.WORK_NEED_WORDS,
        amenities=("Laptop friendly workspace", "Wifi"),
        text_words=lexicon.WORK_TEXT_STARTS,
        wants_room=False,
    ),
    Need(
        words=lexicon.PET_NEED_WORDS,
        amenities=("Pets allowed",),
        text_words=lexicon.PET_TEXT_STARTS,
        wants_room=False,
    ),
    Need(
        words=lexicon.GROUP_NEED_WORDS,
        amenities=(),
        text_words=lexicon.GROUP_TEXT_STARTS,
        wants_room=True,
    ),
)
_WHICH = re.compile(rf"\b({'|'.join(lexicon.WHICH_WORDS)})\b")
_WORD = re.compile(r"[^\W\d_]+")


@dataclass(frozen=True)
class ResultsQuestion:
    """A question about the results, read from the visitor's words."""

    text: str
    subject: int | str | None  # 0-based position (-1 the last), a listing's name, or None
    amenities: Sequence[str]  # the amenities the question names
    words: Sequence[str]  # its content words, for the listings' text
    near: str | None = None  # the search's place, what "closest" measures from by default

    def asks_which(self) -> bool:
        """Whether it asks which of the results to pick, rather than about one of them."""
        return self.subject is None and bool(
            _WHICH.search(fold(self.text)) or superlative_in(self.text)
        )


def answer(output: Mapping[str, Any], question: ResultsQuestion, language: Language) -> str:
    """The answer from ``getSearchResults``' output."""
    wording = WORDING[language]
    results = [r for r in output.get("results") or [] if isinstance(r, Mapping)]
    count = int(output.get("count") or 0)
    if count == 0:
        return wording.no_results_yet
    criterion = superlative_in(question.text) if question.subject is None else None
    if criterion is not None and len(results) > 1:
        return superlative_answer(results, criterion, question.text, question.near, language)
    if question.asks_which() and len(results) > 1:
        return _best_for(results, question, language)
    listing = _subject(results, question, count)
    if listing is None:
        position = question.subject if isinstance(question.subject, int) else 0
        return wording.no_such_result.format(
            count=count,
            listings=plural(count, wording.listing),
            ordinal=_ordinal(position, language),
        )
    answered = listing_answer(
        listing,
        text=question.text,
        amenities=question.amenities,
        words=question.words,
        near=question.near,
        language=language,
    )
    if answered is not None:
        return answered
    return wording.about_result.format(
        name=listing.get("name") or "",
        position=_ordinal(int(listing.get("position") or 1) - 1, language),
        summary=replies.summary(listing, language),
        place=replies.place(listing),
    )


def _subject(
    results: list[Mapping[str, Any]], question: ResultsQuestion, count: int
) -> Mapping[str, Any] | None:
    """The listing the question is about: by position, by name, by the district it is in ("that
    one in Leith"); "it" without a listing named is the first result."""
    subject = question.subject
    if isinstance(subject, int):
        wanted = subject + 1 if subject >= 0 else count + subject + 1
        return next((r for r in results if r.get("position") == wanted), None)
    if isinstance(subject, str):
        wanted_name = fold(subject)
        for result in results:
            name = fold(str(result.get("name") or ""))
            if wanted_name and (wanted_name in name or name in wanted_name):
                return result
    if len(results) > 1 and (area := area_named_in(question.text, market_of(results))):
        return min(results, key=lambda result: area.distance_km(result) or float("inf"))
    return results[0] if results else None


def _best_for(
    results: list[Mapping[str, Any]], question: ResultsQuestion, language: Language
) -> str:
    """The listing that fits the need best, and the runner-up, each with why."""
    wording = WORDING[language]
    folded = set(_WORD.findall(fold(question.text)))
    needs = [need for need in _NEEDS if need.words & folded]
    need = _need_label(question, needs, language)
    fits = [_fit(listing, question, needs, language) for listing in results]
    ranked = sorted(range(len(results)), key=lambda i: (-fits[i].score, i))
    best = ranked[0]
    if not fits[best].matched:
        roomiest = max(range(len(results)), key=lambda i: (_room_score(results[i]), -i))
        return wording.none_fits.format(
            count=len(results),
            listings=plural(len(results), wording.listing),
            need=need,
            name=results[roomiest].get("name") or "",
            reasons=replies.summary(results[roomiest], language),
        )
    lines = [
        wording.best_for.format(
            need=need, name=results[best].get("name") or "", reasons=", ".join(fits[best].reasons)
        )
    ]
    lines += [
        wording.runner_up.format(
            name=results[index].get("name") or "", reasons=", ".join(fits[index].reasons)
        )
        for index in ranked[1 : 1 + RUNNERS_UP]
        if fits[index].matched
    ]
    return " ".join(lines)


@dataclass(frozen=True)
class _Fit:
    score: float
    matched: bool  # its amenities or text say something about the need
    reasons: list[str]


def _fit(
    listing: Mapping[str, Any], question: ResultsQuestion, needs: list[Need], language: Language
) -> _Fit:
    """How well a listing fits the question, and why, in ``language``."""
    wording = WORDING[language]
    listed = set(listing.get("amenities") or [])
    wanted = dict.fromkeys([*question.amenities, *(a for need in needs for a in need.amenities)])
    has = [amenity for amenity in wanted if amenity in listed]
    reasons = [value_name(amenity, language) for amenity in has]
    text = fold(" ".join(str(v) for v in (listing.get("listing_text") or {}).values()))
    starts = dict.fromkeys([*(w for need in needs for w in need.text_words), *question.words])
    # The words as the listing writes them ("family" for the start "famil").
    found = list(
        dict.fromkeys(
            match.group(0)
            for word in starts
            if (match := re.search(rf"\b{re.escape(word)}\w*", text))
        )
    )
    if found:
        reasons.append(wording.mentions.format(words=", ".join(f"“{w}”" for w in found)))
    score = 3.0 * len(has) + len(found)
    if any(need.wants_room for need in needs):
        score += _room_score(listing)
        reasons += _room_reasons(listing, language)
    return _Fit(score, bool(has or found), reasons)


def _room_score(listing: Mapping[str, Any]) -> float:
    return 0.5 * (listing.get("bedrooms") or 0) + 0.25 * (listing.get("guests") or 0)


def _room_reasons(listing: Mapping[str, Any], language: Language) -> list[str]:
    wording = WORDING[language]
    reasons = []
    if listing.get("bedrooms"):
        count = listing["bedrooms"]
        reasons.append(f"{count} {plural(count, wording.bedrooms)}")
    if listing.get("guests"):
        reasons.append(wording.sleeps.format(count=listing["guests"]))
    return reasons


def _need_label(question: ResultsQuestion, needs: list[Need], language: Language) -> str:
    """The need in the visitor's own word ("kids", "niños"), or the amenities asked about."""
    for word in _WORD.findall(question.text):
        if any(fold(word) in need.words for need in needs):
            return word
    names = [value_name(amenity, language) for amenity in question.amenities]
    if names:
        return replies.and_list(names, WORDING[language].conjunction)
    return " ".join(question.words) or "?"


def _ordinal(position: int, language: Language) -> str:
    ordinals = WORDING[language].ordinal
    if position < 0:
        return ordinals[-1]
    return ordinals[position] if position < len(ordinals) - 1 else f"#{position + 1}"
