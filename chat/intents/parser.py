"""Parse one visitor utterance into filter changes and the words left for semantic search.

The grammar works on a folded copy of the text (lower case, accents stripped) that keeps every
character at its original position, so a match can always be traced back to what the visitor
typed. Each rule claims the characters it understood; later rules cannot reuse them. The order
therefore encodes the grammar's priorities: numbers with their noun first ("2 bedrooms",
"4 guests", "4.5 stars"), then the remaining amounts as prices, then words (room and property
types, amenities, superhost), then places, and whatever nobody claimed becomes the query.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from chat.intents import lexicon
from rentals.vocabulary import MARKET_ALIASES, MARKETS

_CONSUMED = "\x00"
_APOSTROPHES = str.maketrans({"’": "'", "‘": "'", "ʻ": "'", "´": "'", "`": "'"})

# The largest guest count read from a bare "for N": beyond it "for 120" is more likely a price.
_MAX_BARE_GUESTS = 16
_MAX_STARS = 5


@dataclass
class ParsedUtterance:
    """What one utterance says, before it is merged with the dialog's active filters."""

    settings: dict[str, Any] = field(default_factory=dict)
    amenities: list[str] = field(default_factory=list)
    removed_amenities: list[str] = field(default_factory=list)
    cleared: set[str] = field(default_factory=set)
    reset: bool = False
    is_refinement: bool = False
    is_request: bool = False
    query: str = ""
    unknown_places: list[str] = field(default_factory=list)
    currency: str | None = None


def normalise(text: str) -> str:
    """Lower-case and strip accents, one output character per input character."""
    chars = []
    for char in text.translate(_APOSTROPHES):
        decomposed = unicodedata.normalize("NFKD", char)
        base = "".join(c for c in decomposed if not unicodedata.combining(c)).lower()
        chars.append(base if len(base) == 1 else char.lower()[:1] or " ")
    return "".join(chars)


def parse_number(token: str) -> int | float:
    """ "4.5" -> 4.5, "1,000" -> 1000, "1.5k" -> 1500, "three" -> 3, "4,5" -> 4.5."""
    token = normalise(token).strip()
    if token in _NUMBER_WORD_VALUES:
        return _NUMBER_WORD_VALUES[token]
    multiplier = 1
    if token.endswith("k"):
        multiplier, token = 1000, token[:-1].strip()
    if re.fullmatch(r"\d{1,3}(?:[.,]\d{3})+", token):
        token = re.sub(r"[.,]", "", token)  # thousands separators, in either convention
    value = float(token.replace(",", ".")) * multiplier
    return int(value) if value.is_integer() else value


# --- building blocks of the grammar -------------------------------------------------------


def _phrase(phrase: str) -> str:
    """A regex for one lexicon phrase: word boundaries, and any spacing or hyphen between words."""
    folded = normalise(phrase)
    words = [w for w in re.split(r"[\s,]+|(?<=\w)-(?=\w)", folded) if w]
    body = r"[\s,-]*".join(re.escape(w) for w in words)
    if folded[0].isalnum():
        body = r"(?<!\w)" + body
    if folded[-1].isalnum():
        body += r"(?!\w)"
    return body


def _any_of(phrases: Iterable[str]) -> str:
    """Alternation of phrases, longest first so "bed and breakfast" beats "breakfast"."""
    unique = sorted({normalise(p) for p in phrases}, key=len, reverse=True)
    return "(?:" + "|".join(_phrase(p) for p in unique) + ")"


def _key(text: str) -> str:
    """Lookup key for a matched phrase: folded, without the separators ``_phrase`` tolerates."""
    return re.sub(r"[\s,]+|(?<=\w)-(?=\w)", "", normalise(text))


def _lookup(table: dict[str, Any]) -> dict[str, Any]:
    return {_key(word): value for word, value in table.items()}


def _compile(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.VERBOSE)


_NUMBER_WORD_VALUES = _lookup(lexicon.NUMBER_WORDS)
_NUMBER = rf"(?:\d+(?:[.,]\d+)*(?:\s?k(?!\w))?|{_any_of(lexicon.NUMBER_WORDS)})"
_ARTICLE_ONE = _any_of(lexicon.ARTICLES_MEANING_ONE)
_CURRENCY = _any_of(lexicon.CURRENCY_WORDS)
_PER_NIGHT = (
    rf"(?:\s*(?:/|per|a|an|each|por|la|por\ la|al|ao|a\ la|the)?\s*{_any_of(lexicon.PER_NIGHT_WORDS)}"
    r"|\s*nightly|\s*pn(?!\w))"
)


def _amount(name: str) -> str:
    """A price amount with optional currency on either side and an optional "per night"."""
    return (
        rf"(?:(?P<{name}_cur1>{_CURRENCY})\s*)?(?P<{name}>{_NUMBER})"
        rf"(?:\s*(?P<{name}_cur2>{_CURRENCY}))?(?P<{name}_night>{_PER_NIGHT})?"
    )


# --- the text being parsed -----------------------------------------------------------------


class _Utterance:
    """The utterance, with the characters already understood by a rule masked out."""

    def __init__(self, text: str) -> None:
        self.original = text
        self.folded = normalise(text)
        self._chars = list(self.folded)
        self._protected = [False] * len(text)

    @property
    def remaining(self) -> str:
        return "".join(self._chars)

    def find(self, pattern: re.Pattern[str]) -> Iterator[re.Match[str]]:
        """Matches over the not yet understood text, skipping protected phrases."""
        for match in pattern.finditer(self.remaining):
            if match.end() > match.start() and not any(self._protected[match.start() : match.end()]):
                yield match

    def consume(self, start: int, end: int) -> None:
        self._chars[start:end] = _CONSUMED * (end - start)

    def protect(self, pattern: re.Pattern[str]) -> None:
        """Keep phrases such as "living room" or "non-smoking" away from every filter rule."""
        for match in pattern.finditer(self.folded):
            self._protected[match.start() : match.end()] = [True] * (match.end() - match.start())

    def typed(self, start: int, end: int) -> str:
        """The text as the visitor typed it."""
        return self.original[start:end]

    def is_capitalised(self, start: int) -> bool:
        return self.original[start].isupper()


# --- resets, cues and phrases no rule may touch ----------------------------------------------

_RESET_RE = _compile(_any_of(lexicon.RESET_PHRASES) + r"\s*[:,.!-]*")
_REFINEMENT_RE = _compile(rf"^\W*(?:and|y|e)(?!\w)|{_any_of(lexicon.REFINEMENT_CUES)}")
_REQUEST_RE = _compile(_any_of(lexicon.REQUEST_OPENERS))
_PROTECTED_RE = _compile(
    _any_of(lexicon.NOT_AMENITY_PHRASES)
    + r"|(?<!\w)(?:bath|dining|family|game|laundry|living|guest)\s*rooms?(?!\w)"
    + r"|(?<!\w)(?:cuarto|quarto)\s+de\s+ban[oh]o?(?!\w)"
)
_STAY_LENGTH_NOUN = _any_of(lexicon.STAY_LENGTH_NOUNS)
_STAY_LENGTH_RE = _compile(
    rf"(?:for|por|durante|para)\s+(?:{_NUMBER}|{_ARTICLE_ONE})\s+{_STAY_LENGTH_NOUN}"
    rf"|{_NUMBER}\s+{_STAY_LENGTH_NOUN}"
)


def _take_reset(utterance: _Utterance) -> bool:
    found = False
    for match in utterance.find(_RESET_RE):
        utterance.consume(match.start(), match.end())
        found = True
    return found


# --- bedrooms ----------------------------------------------------------------------------------

_AT_LEAST = _any_of(
    ("at least", "min", "min.", "minimum", "no less than", "al menos", "por lo menos", "mínimo",
     "pelo menos", "no mínimo", "with", "con", "com", "de")
)  # fmt: skip
_MORE_THAN = _any_of(("more than", "over", "más de", "mais de", "above"))
_OR_MORE = _any_of(("+", "or more", "plus", "o más", "ou mais", "minimum", "min", "at least"))
_BEDROOM_NOUN = _any_of(lexicon.BEDROOM_NOUNS)
_BEDROOMS_RE = _compile(
    rf"""(?:(?P<strict>{_MORE_THAN})\s*|{_AT_LEAST}\s*)?
    (?P<count>{_NUMBER})(?:\s*(?:-|to|or|a|ou|o)\s*{_NUMBER})?
    \s*\+?\s*-?\s*{_BEDROOM_NOUN}(?:\s*{_OR_MORE})?"""
)
_SINGLE_BEDROOM_NOUN = _any_of(
    ("bedroom", "habitación", "cuarto", "quarto", "dormitorio", "dormitório")
)
_ONE_BEDROOM_RE = _compile(
    rf"""(?:with|con|com|de)\s+{_ARTICLE_ONE}\s+{_SINGLE_BEDROOM_NOUN}
    |{_any_of(("un", "um"))}\s+{_any_of(("dormitorio", "dormitório"))}"""
)
# Portuguese typology: "T2" is an apartment with two bedrooms ("T0" is a studio: no minimum).
_TYPOLOGY_RE = _compile(r"(?<!\w)t(?P<count>[1-9])(?!\w)")


def _take_bedrooms(utterance: _Utterance, result: ParsedUtterance) -> None:
    for match in utterance.find(_BEDROOMS_RE):
        count = int(parse_number(match["count"]))
        result.settings["min_bedrooms"] = count + 1 if match["strict"] else count
        utterance.consume(match.start(), match.end())
    for pattern in (_ONE_BEDROOM_RE, _TYPOLOGY_RE):
        for match in utterance.find(pattern):
            count = int(match["count"]) if "count" in pattern.groupindex else 1
            result.settings["min_bedrooms"] = count
            utterance.consume(match.start(), match.end())


# --- guests --------------------------------------------------------------------------------

_GUEST_NOUN = _any_of(lexicon.GUEST_NOUNS)
_CHILD_NOUN = _any_of(lexicon.CHILD_NOUNS)
_INFANT_NOUN = _any_of(lexicon.INFANT_NOUNS)
_COMPANION = _any_of(lexicon.COMPANION_NOUNS)
_COMPANIONS = _any_of(lexicon.COMPANION_PLURAL_NOUNS)
_FIRST_PERSON = _any_of(lexicon.FIRST_PERSON_WORDS)
_POSSESSIVE = _any_of(lexicon.POSSESSIVE_WORDS)
_COUPLE = rf"{_any_of(lexicon.COUPLE_PHRASES)}(?!\s+of)"

# One member of a travelling party: "2 adults", "a baby", "me", "my wife", "our 2 kids".
_PARTY_MEMBER = rf"""(?:
    {_NUMBER}\s+(?:{_GUEST_NOUN}|{_CHILD_NOUN}|{_INFANT_NOUN})
    |{_ARTICLE_ONE}\s+(?:{_INFANT_NOUN}|{_CHILD_NOUN}|{_COMPANION})
    |{_POSSESSIVE}\s+(?:{_NUMBER}\s+)?(?:{_COMPANIONS}|{_COMPANION}|{_CHILD_NOUN}|{_INFANT_NOUN})
    |{_COUPLE}
    |{_FIRST_PERSON}
)"""
_PARTY_JOINER = r"(?:\s*,\s*(?:(?:and|y|e)\s+)?|\s+(?:and|plus|y|e|with|con|com)\s+|\s*[&+]\s*)"
_PARTY_RE = _compile(
    rf"(?P<lead>(?:with|con|com)\s+)?(?P<party>{_PARTY_MEMBER}(?:{_PARTY_JOINER}{_PARTY_MEMBER})*)"
)
_GUEST_COUNT_LEAD = _any_of(
    ("for", "para", "sleeps", "sleeping", "accommodates", "accommodate", "fits", "hosts",
     "up to", "hasta", "até", "at least", "min", "minimum", "al menos", "pelo menos",
     "room for", "space for")
)  # fmt: skip
_GUESTS_RE = _compile(
    rf"""(?:(?P<strict>{_MORE_THAN})\s*|{_GUEST_COUNT_LEAD}\s*)?
    (?P<count>{_NUMBER})(?:\s*(?:-|to|or|a|ou|o)\s*{_NUMBER})?\s*\+?\s*{_GUEST_NOUN}
    (?:\s*{_OR_MORE})?"""
)
_GROUP_LEAD = _any_of(
    ("family of", "group of", "party of", "familia de", "família de", "grupo de", "we are",
     "we're", "there are", "somos", "nós somos")
)  # fmt: skip
_GROUP_OF_RE = _compile(
    rf"""{_GROUP_LEAD}\s+(?P<count>{_NUMBER})(?:\s+(?:of\s+us|{_GUEST_NOUN}))?
    |(?P<count_of_us>{_NUMBER})\s+of\s+us"""
)
_CAPACITY_LEAD = _any_of(
    ("for", "para", "sleeps", "sleeping", "accommodates", "accommodating", "fits",
     "capacity for", "capacidad para", "capacidade para", "room for", "space for")
)  # fmt: skip
# "for 4": a guest count, unless money, a night or a bigger number follows.
_BARE_GUESTS_RE = _compile(
    rf"""{_CAPACITY_LEAD}\s+(?P<count>{_NUMBER})
    (?![\d.,]|\s*(?:{_CURRENCY}|{_PER_NIGHT}|%|k(?!\w)))"""
)
_SOLO_RE = _compile(_any_of(lexicon.SOLO_PHRASES))


def _party_size(party: str) -> tuple[int, bool]:
    """Guests in "me, my wife and 2 kids": (count, whether the speaker is among them)."""
    size, includes_speaker = 0, False
    for member in re.split(_PARTY_JOINER, party):
        if re.fullmatch(_FIRST_PERSON, member):
            size, includes_speaker = size + 1, True
        elif re.search(_COUPLE, member):
            size += 2
        elif re.search(rf"(?<!\w)(?:{_INFANT_NOUN})$", member):
            continue  # infants do not count towards a listing's guest limit
        elif number := re.match(rf"(?:{_POSSESSIVE}\s+)?({_NUMBER})\s", member):
            size += int(parse_number(number.group(1)))
        elif re.search(rf"{_COMPANIONS}$", member):
            size += 2  # "my parents", "my kids": at least two of them
        else:
            size += 1
    return size, includes_speaker


def _take_party(utterance: _Utterance, result: ParsedUtterance) -> None:
    for match in utterance.find(_PARTY_RE):
        party = match["party"]
        members = len(re.split(_PARTY_JOINER, party))
        size, includes_speaker = _party_size(party)
        travelling_with = match["lead"] is not None
        is_a_party = members > 1 or re.search(_COUPLE, party) or travelling_with
        if not is_a_party or size == 0 or re.fullmatch(_FIRST_PERSON, party):
            continue
        if travelling_with and not includes_speaker:
            size += 1  # "with my wife": the speaker travels too
        result.settings["min_accommodates"] = size
        utterance.consume(match.start(), match.end())


def _take_guests(utterance: _Utterance, result: ParsedUtterance) -> None:
    _take_party(utterance, result)
    for match in utterance.find(_GUESTS_RE):
        count = int(parse_number(match["count"]))
        result.settings["min_accommodates"] = count + 1 if match["strict"] else count
        utterance.consume(match.start(), match.end())
    for match in utterance.find(_GROUP_OF_RE):
        result.settings["min_accommodates"] = int(
            parse_number(match["count"] or match["count_of_us"])
        )
        utterance.consume(match.start(), match.end())
    for match in utterance.find(_BARE_GUESTS_RE):
        count = parse_number(match["count"])
        if isinstance(count, int) and 0 < count <= _MAX_BARE_GUESTS:
            result.settings["min_accommodates"] = count
            utterance.consume(match.start(), match.end())
    for match in utterance.find(_SOLO_RE):
        result.settings["min_accommodates"] = 1
        utterance.consume(match.start(), match.end())


# --- rating --------------------------------------------------------------------------------

_RATING_NOUN = _any_of(lexicon.RATING_NOUNS)
_RATING_LEAD = _any_of(lexicon.RATING_LEAD_WORDS)
_RATING_COMPARATOR = _any_of(
    ("of", "above", "over", "at least", ">=", ">", "min", "minimum", "more than", "higher than",
     "better than", "at", "no less than", "más de", "mayor a", "mayor que", "superior a",
     "mínimo", "mínima de", "de", "acima de", "maior que", "no mínimo", "pelo menos",
     "al menos", "with a", "with", "con", "com")
)  # fmt: skip
_OR_BETTER = _any_of(
    ("+", "or better", "or more", "or higher", "or above", "or up", "and up", "and above",
     "plus", "o más", "o mejor", "ou mais", "ou melhor")
)  # fmt: skip
_RATING_RE = _compile(
    rf"""(?:(?:{_RATING_LEAD}|{_RATING_COMPARATOR})\s*)*
    (?P<stars>{_NUMBER})\s*\+?\s*-?\s*{_RATING_NOUN}(?:\s*{_OR_BETTER})?
    |{_RATING_LEAD}(?:\s*{_RATING_COMPARATOR})*\s*(?P<score>{_NUMBER})\s*(?:{_RATING_NOUN})?
    (?:\s*{_OR_BETTER})?"""
)


def _take_rating(utterance: _Utterance, result: ParsedUtterance) -> None:
    for match in utterance.find(_RATING_RE):
        stars = parse_number(match["stars"] or match["score"])
        if 0 < stars <= _MAX_STARS:
            result.settings["min_rating"] = stars
            utterance.consume(match.start(), match.end())


# --- prices --------------------------------------------------------------------------------

_RANGE_RE = _compile(
    rf"""(?:(?P<opener>{_any_of(lexicon.RANGE_OPENERS)})\s+)?{_amount("low")}
    \s*(?P<joiner>{_any_of(lexicon.RANGE_JOINERS)})\s*{_amount("high")}"""
)
_MAX_PRICE_RE = _compile(
    rf"{_any_of(lexicon.MAX_PRICE_WORDS)}\s*{_amount('before')}"
    rf"|{_amount('after')}\s*{_any_of(lexicon.MAX_PRICE_WORDS_AFTER)}"
)
_MIN_PRICE_RE = _compile(
    rf"{_any_of(lexicon.MIN_PRICE_WORDS)}\s*{_amount('before')}"
    rf"|{_amount('after')}\s*{_any_of(lexicon.MIN_PRICE_WORDS_AFTER)}"
)
_STATED_PRICE_RE = _compile(_amount("stated"))
# Joiners that need "between"/"entre" to make a range: "2 adults and 3 kids" is no price range.
_WEAK_RANGE_JOINERS = {"and", "y", "e", "a"}
_SMALLEST_UNMARKED_PRICE = 10


def _amount_value(match: re.Match[str], name: str) -> int | float:
    return parse_number(match[name])


def _is_marked_as_money(match: re.Match[str], name: str) -> bool:
    return bool(match[f"{name}_cur1"] or match[f"{name}_cur2"] or match[f"{name}_night"])


def _note_currency(utterance: _Utterance, result: ParsedUtterance, match: re.Match[str]) -> None:
    if result.currency:
        return
    for group, text in match.groupdict().items():
        if text and group.endswith(("_cur1", "_cur2")):
            result.currency = utterance.typed(*match.span(group)).strip()
            return


def _take_price_range(utterance: _Utterance, result: ParsedUtterance) -> None:
    for match in utterance.find(_RANGE_RE):
        low, high = _amount_value(match, "low"), _amount_value(match, "high")
        joiner, opener = normalise(match["joiner"]), match["opener"]
        marked = _is_marked_as_money(match, "low") or _is_marked_as_money(match, "high")
        if joiner in _WEAK_RANGE_JOINERS and normalise(opener or "") not in {"between", "entre", "de"}:
            continue
        if low > high or not (marked or opener or high >= _SMALLEST_UNMARKED_PRICE):
            continue
        result.settings["min_price"], result.settings["max_price"] = low, high
        _note_currency(utterance, result, match)
        utterance.consume(match.start(), match.end())


def _take_bound(
    utterance: _Utterance, result: ParsedUtterance, pattern: re.Pattern[str], key: str
) -> None:
    for match in utterance.find(pattern):
        name = "before" if match["before"] is not None else "after"
        result.settings[key] = _amount_value(match, name)
        _note_currency(utterance, result, match)
        utterance.consume(match.start(), match.end())


def _take_stated_prices(utterance: _Utterance, result: ParsedUtterance) -> None:
    """An amount marked as money but with no comparator ("€90 a night") is the visitor's ceiling."""
    for match in utterance.find(_STATED_PRICE_RE):
        if _is_marked_as_money(match, "stated"):
            result.settings["max_price"] = _amount_value(match, "stated")
            _note_currency(utterance, result, match)
            utterance.consume(match.start(), match.end())


def _take_prices(utterance: _Utterance, result: ParsedUtterance) -> None:
    _take_price_range(utterance, result)
    _take_bound(utterance, result, _MAX_PRICE_RE, "max_price")
    _take_bound(utterance, result, _MIN_PRICE_RE, "min_price")
    _take_stated_prices(utterance, result)


# --- words that name a filter ------------------------------------------------------------------


@dataclass(frozen=True)
class _Mention:
    """A word naming a filter value; a removal word next to it turns it into a removal."""

    kind: str  # "room_type", "property_type", "superhost", "amenity" or "filter_noun"
    value: Any
    start: int
    end: int


_PROPERTY_WORD = _any_of(lexicon.PROPERTY_TYPE_WORDS)
_GENERIC_DWELLING = _any_of(lexicon.GENERIC_DWELLING_WORDS)
_ENTIRE_RE = _compile(
    rf"""{_any_of(lexicon.ENTIRE_PHRASES)}
    |{_any_of(lexicon.ENTIRE_WORDS)}\s+(?:the\s+)?(?:{_GENERIC_DWELLING}|(?={_PROPERTY_WORD}))
    |(?P<noun>{_GENERIC_DWELLING}\s+)?(?P<after>{_any_of(lexicon.ENTIRE_WORDS_AFTER_NOUN)})"""
)
_ONE_ROOM = _any_of(("a", "an", "one", "just a", "only a", "single", "un", "una", "um", "uma"))
_PRIVATE_ROOM_RE = _compile(
    rf"""{_any_of(lexicon.PRIVATE_ROOM_PHRASES)}
    |(?:{_ONE_ROOM}\s+)?{_any_of(lexicon.ROOM_NOUNS)}(?!\s+(?:for|service|type|mates?)(?!\w))"""
)
_SHARED_ROOM_RE = _compile(_any_of(lexicon.SHARED_ROOM_PHRASES))
_PROPERTY_TYPE_RE = _compile(_PROPERTY_WORD)
_SUPERHOST_RE = _compile(_any_of(lexicon.SUPERHOST_WORDS))
_AMENITY_RE = _compile(_any_of(lexicon.AMENITY_WORDS))
_FILTER_NOUN_RE = _compile(_any_of(lexicon.FILTER_NOUNS))
_PROPERTY_TYPES = _lookup(lexicon.PROPERTY_TYPE_WORDS)
_AMENITIES = _lookup(lexicon.AMENITY_WORDS)
_FILTER_NOUNS = _lookup(lexicon.FILTER_NOUNS)


def _mentions_of(
    utterance: _Utterance, pattern: re.Pattern[str], kind: str, value_of: Any
) -> list[_Mention]:
    mentions = []
    for match in utterance.find(pattern):
        mentions.append(_Mention(kind, value_of(match), match.start(), match.end()))
        utterance.consume(match.start(), match.end())
    return mentions


def _entire_place_mentions(utterance: _Utterance) -> list[_Mention]:
    mentions = []
    for match in utterance.find(_ENTIRE_RE):
        # "casa entera" / "lugar inteiro": the adjective needs a dwelling noun before it.
        if match["after"] and not match["noun"]:
            before = utterance.remaining[: match.start()]
            if not re.search(rf"{_PROPERTY_WORD}\s+$", before):
                continue
        mentions.append(_Mention("room_type", "Entire home/apt", match.start(), match.end()))
        utterance.consume(match.start(), match.end())
    return mentions


def _find_mentions(utterance: _Utterance) -> list[_Mention]:
    mentions = [
        *_entire_place_mentions(utterance),
        *_mentions_of(utterance, _SHARED_ROOM_RE, "room_type", lambda m: "Shared room"),
        *_mentions_of(utterance, _PRIVATE_ROOM_RE, "room_type", lambda m: "Private room"),
        *_mentions_of(
            utterance, _PROPERTY_TYPE_RE, "property_type", lambda m: _PROPERTY_TYPES[_key(m[0])]
        ),
        *_mentions_of(utterance, _SUPERHOST_RE, "superhost", lambda m: True),
        *_mentions_of(utterance, _AMENITY_RE, "amenity", lambda m: _AMENITIES[_key(m[0])]),
    ]
    # Filter nouns ("budget", "rating") mean something only next to a removal word, so they
    # stay unclaimed until one is found.
    for match in utterance.find(_FILTER_NOUN_RE):
        keys = _FILTER_NOUNS[_key(match[0])]
        mentions.append(_Mention("filter_noun", keys, match.start(), match.end()))
    return sorted(mentions, key=lambda mention: mention.start)


# --- removals ("remove the pool", "forget the budget", "the pool isn't needed") ----------------

_NEGATABLE_BY_REMOVAL = {"amenity", "superhost", "property_type", "room_type", "filter_noun"}
_NEGATABLE_BY_NO = {"amenity", "superhost", "filter_noun"}
_NEGATABLE_BY_ANY = {"filter_noun"}
_REMOVAL_RE = _compile(_any_of(lexicon.REMOVAL_WORDS))
_REMOVAL_AFTER_RE = _compile(_any_of(lexicon.REMOVAL_WORDS_AFTER))
_BARE_NEGATION_RE = _compile(_any_of(lexicon.BARE_NEGATIONS))
_ANY_RE = _compile(_any_of(lexicon.ANY_WORDS))
_ANYWHERE_RE = _compile(_any_of(lexicon.ANYWHERE_PHRASES))

# Words allowed between a removal word and the filter it removes ("forget about the budget").
_GAP_WORDS = frozenset(
    "the a an any my our your that this these those for of to be have having need needs it is "
    "are was only just about number el la los las un una lo de del o os as um uma do da dos das "
    "ter tener ser que es e esta".split()
)
# And between two filters removed together ("remove the pool and the gym").
_LIST_WORDS = _GAP_WORDS | {"and", "or", "nor", "y", "ni", "ou", "nem", "plus", ",", "&", "/"}


def _is_gap(text: str, allowed: frozenset[str]) -> bool:
    if _CONSUMED in text:
        return False
    return all(token in allowed for token in re.findall(r"[^\W\d]+|[^\w\s]", text))


def _removed_by(
    utterance: _Utterance,
    trigger: re.Match[str],
    mentions: list[_Mention],
    kinds: set[str],
    backwards: bool = False,
) -> list[_Mention]:
    """The mentions a removal word governs: the nearest one, and any listed along with it."""
    text = utterance.remaining
    candidates = [m for m in mentions if m.kind in kinds]
    if backwards:
        candidates = [m for m in reversed(candidates) if m.end <= trigger.start()]
    else:
        candidates = [m for m in candidates if m.start >= trigger.end()]
    removed: list[_Mention] = []
    edge = trigger.start() if backwards else trigger.end()
    for mention in candidates:
        gap = text[mention.end : edge] if backwards else text[edge : mention.start]
        if not _is_gap(gap, _LIST_WORDS if removed else _GAP_WORDS):
            break
        removed.append(mention)
        edge = mention.start if backwards else mention.end
    return removed


def _resolve_removals(
    utterance: _Utterance, mentions: list[_Mention], result: ParsedUtterance
) -> list[_Mention]:
    """Apply removal words to the mentions they govern; return the mentions left as requests."""
    removed: list[_Mention] = []
    triggers = (
        (_REMOVAL_RE, _NEGATABLE_BY_REMOVAL, False),
        (_REMOVAL_AFTER_RE, _NEGATABLE_BY_REMOVAL, True),
        (_BARE_NEGATION_RE, _NEGATABLE_BY_NO, False),
        (_ANY_RE, _NEGATABLE_BY_ANY, False),
    )
    for pattern, kinds, backwards in triggers:
        for trigger in utterance.find(pattern):
            available = [m for m in mentions if m not in removed]
            governed = _removed_by(utterance, trigger, available, kinds, backwards)
            if backwards and not governed:  # "no importa el precio" puts it first
                governed = _removed_by(utterance, trigger, available, kinds)
            if governed:
                removed.extend(governed)
                utterance.consume(trigger.start(), trigger.end())
                for mention in governed:
                    utterance.consume(mention.start, mention.end)
    for mention in removed:
        _record_removal(mention, result)
    for match in utterance.find(_ANYWHERE_RE):
        result.cleared |= {"location", "country"}
        utterance.consume(match.start(), match.end())
    return [m for m in mentions if m not in removed and m.kind != "filter_noun"]


def _record_removal(mention: _Mention, result: ParsedUtterance) -> None:
    if mention.kind == "amenity":
        result.removed_amenities.append(mention.value)
    elif mention.kind == "superhost":
        result.cleared.add("superhost_only")
    elif mention.kind == "filter_noun":
        result.cleared.update(mention.value)
    else:
        result.cleared.add(mention.kind)


def _record_requests(mentions: list[_Mention], result: ParsedUtterance) -> None:
    for mention in mentions:
        if mention.kind == "amenity":
            if mention.value not in result.amenities:
                result.amenities.append(mention.value)
        elif mention.kind == "superhost":
            result.settings["superhost_only"] = True
        else:
            # The first type named is the one asked for ("a house or a condo" -> House).
            result.settings.setdefault(mention.kind, mention.value)


# --- places --------------------------------------------------------------------------------

_MARKET_NAMES: dict[str, str] = {_key(m.name): m.name for m in MARKETS} | _lookup(MARKET_ALIASES)
_COUNTRY_NAMES: dict[str, str] = _lookup(lexicon.COUNTRY_WORDS) | _lookup(
    lexicon.COUNTRY_WORDS_NEEDING_A_CAPITAL
)
_CAPITAL_ONLY = {_key(place) for place in lexicon.PLACES_NEEDING_A_CAPITAL}
_MARKET_RE = _compile(_any_of([*(m.name for m in MARKETS), *MARKET_ALIASES]))
_COUNTRY_RE = _compile(
    _any_of([*lexicon.COUNTRY_WORDS, *lexicon.COUNTRY_WORDS_NEEDING_A_CAPITAL])
)
# "what about Porto instead of Barcelona": the place after these is the one being left.
_LEAVING = _any_of(
    ("instead of", "rather than", "not in", "not", "from", "en vez de", "en lugar de",
     "em vez de", "em lugar de", "no en", "não em", "não no", "não na")
)  # fmt: skip
_LEFT_PLACE_RE = _compile(rf"{_LEAVING}\s+(?:the\s+)?$")
_OTHER_PLACE_RE = _compile(_any_of(lexicon.OTHER_PLACES))
_KNOWN_NAMES = {_key(name) for name in lexicon.KNOWN_REGIONS}
_PLACE_LEAD = r"(?<!\w)(?i:in|to|near|at|around|visit|visiting|en|em|no|na|para)\s+"
_CAPITALISED_WORD = r"[A-ZÀ-Þ][\w'.-]*"
_CAPITALISED_RE = re.compile(
    rf"{_PLACE_LEAD}(?P<place>{_CAPITALISED_WORD}(?:\s+(?:{_CAPITALISED_WORD}|de|da|do|del|of)){{0,3}})"
)


def _places(utterance: _Utterance, pattern: re.Pattern[str], names: dict[str, str]) -> list[str]:
    """Canonical places named, in order, leaving out the ones the visitor is moving away from."""
    named = []
    for match in utterance.find(pattern):
        key = _key(match[0])
        if key in _CAPITAL_ONLY and not utterance.is_capitalised(match.start()):
            continue
        leaving = _LEFT_PLACE_RE.search(utterance.remaining[: match.start()])
        if not leaving:
            named.append(names[key])
        utterance.consume(match.start(), match.end())
    return named


def _take_places(utterance: _Utterance, result: ParsedUtterance) -> None:
    markets = _places(utterance, _MARKET_RE, _MARKET_NAMES)
    countries = _places(utterance, _COUNTRY_RE, _COUNTRY_NAMES)
    if markets:
        result.settings["location"] = markets[0]
    elif countries:
        result.settings["country"] = countries[0]


def _take_unknown_places(utterance: _Utterance, result: ParsedUtterance) -> None:
    for match in utterance.find(_OTHER_PLACE_RE):
        result.unknown_places.append(utterance.typed(match.start(), match.end()))
        utterance.consume(match.start(), match.end())
    visible = "".join(
        typed if kept != _CONSUMED else _CONSUMED
        for typed, kept in zip(utterance.original, utterance.remaining, strict=True)
    )
    for match in _CAPITALISED_RE.finditer(visible):
        place = match["place"].rstrip(".")
        words = normalise(place).split()
        if _key(place) in _KNOWN_NAMES or words[0] in lexicon.NOT_PLACE_WORDS:
            continue
        if all(word in _FILLER for word in words):
            continue
        result.unknown_places.append(place)
        utterance.consume(match.start("place"), match.start("place") + len(place))


# --- semantic query --------------------------------------------------------------------------

_FILLER = {normalise(word) for word in lexicon.FILLER_WORDS}
_WORD_RE = re.compile(r"[^\W_][\w'/&-]*")


def _semantic_query(utterance: _Utterance) -> str:
    """The words no rule understood, as fragments trimmed of filler at both ends."""
    fragments = []
    for fragment in re.finditer(rf"[^{_CONSUMED}?!.,;:()\"]+", utterance.remaining):
        words = list(_WORD_RE.finditer(fragment[0]))
        while words and words[0][0] in _FILLER:
            words.pop(0)
        while words and words[-1][0] in _FILLER:
            words.pop()
        if words:
            start, end = fragment.start() + words[0].start(), fragment.start() + words[-1].end()
            fragments.append(utterance.typed(start, end).lower())
    return " ".join(fragments)


# --- the parse -----------------------------------------------------------------------------


def parse_utterance(text: str) -> ParsedUtterance:
    """Everything one utterance says about the search, without any dialog context."""
    utterance = _Utterance(text)
    result = ParsedUtterance(
        is_refinement=bool(_REFINEMENT_RE.search(utterance.folded)),
        is_request=bool(_REQUEST_RE.search(utterance.folded)),
    )
    result.reset = _take_reset(utterance)
    utterance.protect(_PROTECTED_RE)
    for match in utterance.find(_STAY_LENGTH_RE):
        utterance.consume(match.start(), match.end())
    _take_bedrooms(utterance, result)
    _take_guests(utterance, result)
    _take_rating(utterance, result)
    _take_prices(utterance, result)
    mentions = _find_mentions(utterance)
    requested = _resolve_removals(utterance, mentions, result)
    _record_requests(requested, result)
    _take_places(utterance, result)
    _take_unknown_places(utterance, result)
    result.query = _semantic_query(utterance)
    return result
