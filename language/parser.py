"""Parse one visitor utterance into filter changes and the words left for semantic search.

The grammar works on a folded copy of the text (lower case, accents stripped) that keeps every
character at its original position, so a match can always be traced back to what the visitor
typed. Each rule claims the characters it understood as a *mention*; later rules cannot reuse
them. The order of the rules encodes the grammar's priorities:

1. resets ("start over:") and phrases no rule may touch ("living room", "non-smoking");
   pets and people left at home ("the dog stays home", "my wife isn't coming");
2. numbers with their noun: bedrooms ("3+ bedrooms", "2BR", "T2"), guests ("sleeps 6",
   "2 adults and 2 kids", "family of five"), stars ("rated 4.7+");
3. the remaining amounts, as prices ("under $150", "100-200 euros", "€90 a night");
4. places: markets and their aliases, then countries;
5. words: room and property types, superhost, amenities, and filter nouns ("budget");
6. removal words ("remove", "without", "forget", "sin", "sem", "... isn't needed") turn the
   mentions they govern into removals; the other mentions become requests;
7. places we hold no listings for ("Paris"), reported so the reply can say so;
8. a lone number nobody claimed ("actually, make it 4"), left for the dialog to place;
9. whatever no rule claimed, trimmed of filler words, is the semantic query.
"""

from __future__ import annotations

import copy
import dataclasses
import functools
import itertools
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace
from typing import Any

from language import lexicon
from language.cities import names_to_spot
from language.clauses import (
    Named,
    asks_advice,
    asks_for_one_with,
    asks_if_true,
    asks_the_way_to,
    close_by_after,
    denies_without,
    describes_what_is_not_wanted,
    is_a_commute,
    is_a_must_after,
    is_a_past_stay_gone_wrong,
    is_a_stay_not_wanted,
    is_denied,
    is_judged_unfit,
    is_offered_alone,
    is_ruled_out,
    is_said_of_elsewhere,
    is_said_to_be_seen,
    is_seen_from,
    is_the_trips_purpose,
    is_where_an_event_is,
    is_where_to_be_one_night,
    joins_the_purpose,
    near_an_event,
    place_is_wished,
    rejects_what_a_listing_lacks,
    scope_of,
)
from language.districts import lies_within
from language.folding import normalise
from language.message_language import message_language
from language.money import MoneyReading, currency_code, read_amount
from language.ordinary_words import is_ordinary, is_ordinary_as_spelt
from language.place_names import (
    HARBOUR_WORDS_NAMING_A_MARKET,
    KIND_WORDS,
    MARKET_SPELLINGS,
    NamedPlace,
    is_a_sight,
    names_needing_a_capital,
    place_names,
)
from language.places import gazetteer_places, place_by_name
from language.spelling import SpellingIndex
from language.vocabulary import MARKET_ALIASES, MARKETS

_CONSUMED = "\x00"

# The largest guest count read from a bare "for N": beyond it "for 120" is more likely a price.
_MAX_BARE_GUESTS = 16
# Bedroom and guest counts outside this range are typos or jokes, not filters.
PLAUSIBLE_COUNTS = range(1, 51)
_MAX_STARS = 5
# The longest text one parse reads: a chat message's own limit. Longer text is cut, not refused.
MAX_UTTERANCE_CHARS = 2000


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
    # Said as a request for somewhere to stay: "I'd like …", "busco …", "quero …"
    asks_for_a_stay: bool = False
    query: str = ""
    # Every word no rule understood, trimmed of filler: what a question about a listing asks
    # its text about ("is it free?" -> "free").
    words: str = ""
    unknown_places: list[str] = field(default_factory=list)
    # One of them is where the visitor wants to stay ("accommodation in London", "vancouver, 4
    # nights"), not where they come from or pass through.
    unknown_destination: bool = False
    currency: str | None = None
    # A number with nothing to say what it counts ("actually, make it 4"): the dialog decides.
    bare_number: int | float | None = None
    # "my uncle will come, so make it 10": the party once someone joins, if larger than before
    party_after_joining: int | None = None
    # "price_asc", "price_desc", "rating", or "relevance" to take a chosen order back.
    sort: str | None = None
    # The order a superlative question names ("and the cheapest?"): it orders a new search.
    superlative: str | None = None
    # Filter keys a reset spares ("reset everything except the island").
    kept: set[str] = field(default_factory=set)
    # A question about the listings already shown ("does the first one allow pets?").
    results_question: bool = False
    # The listing such a question points at: a 0-based position (-1 = last), a quoted name.
    subject: int | str | None = None
    # Thanks, greetings and goodbyes with nothing else in them.
    small_talk: bool = False
    # Guests who no longer come ("my wife isn't coming", "our 2 kids stay home").
    guests_leaving: int = 0
    # Guests added to the party known ("my girlfriend is coming too", "viene mi pareja"); with
    # no party known, to the one who writes.
    guests_joining: int = 0
    # A pronoun and the visitor ("ela e eu precisamos de…"): a couple, only when no party is known.
    pair_named: bool = False
    # The party said as all there is ("so 3 of us", "we r 4 now"): it stands even in a message
    # that asks about a listing shown.
    party_stated: bool = False
    # The party read only from someone the visitor is "with" in a clause about something else
    # ("dont want to walk far at 11pm with a 10 yr old", "cenar fuera con 3 críos"): some of a
    # party already known, not all of it, unless the message says the party is smaller.
    party_in_passing: bool = False
    # A budget said in a sentence of its own beside a question about a listing ("How much is the
    # second one in euros? My maximum is 150 euros per night"): it stands for the searches after.
    budget_stated: bool = False
    # Likewise a place wished ("… The office is near Newark Penn Station so I want to be close").
    near_stated: bool = False
    # And a whole home ("… is that a whole unit or a room? I'd rather not share."), not a kind of
    # room a listing is said to be ("el primero dice habitación compartida").
    room_type_stated: bool = False
    # And superhosts ("Superhosts only please. … Is the first one in South Bank?").
    superhost_stated: bool = False
    # A bedroom for each guest ("separate rooms"): as many bedrooms as the party, once known.
    room_each: bool = False
    # One bedroom more than the search asks ("um quarto a mais", "an extra room for my mum").
    bedroom_added: bool = False
    # A place inside a market ("near Copacabana", "perto do centro"): the places the name may
    # mean, one per market; several only for a generic name the search's market decides.
    near: tuple[NamedPlace, ...] = ()
    # Places ruled out ("Leith and Portobello are out"): taken away if one is the place wished.
    ruled_out: list[str] = field(default_factory=list)
    # The place is offered as well as the one already wished ("Or Cihangir, I'm flexible").
    near_offered_too: bool = False
    # The place inside a market bounds the search ("only in Manhattan") rather than a wish.
    near_bounds_search: bool = False
    # A place the gazetteer lacks, named after "near" ("near the Meadows"): as typed.
    near_named: str | None = None
    # The place names results seen ("the Cedofeita options", "los de Gràcia"), not a wish.
    near_labels_results: bool = False
    # Said with a wish to be close ("near the Met", "walking distance to the SCG"), not just
    # where the trip goes ("a conference at the CCIB", "I study at McGill").
    near_cued: bool = False
    # Places the trip is for ("a game at the Camp Nou", "surgery at Albany Med"), named with no
    # wish to stay near them: a later "close to the stadium" or "near the venue" means them.
    venues: tuple[NamedPlace, ...] = ()
    # "close to the venue", "perto do evento": near the place the trip is for, said before.
    near_venue: bool = False
    # Where the person visited lives, said with no wish to stay there ("my daughter lives in
    # Paddington"): a wish only once a search is under way.
    home_visited: tuple[NamedPlace, ...] = ()
    # Places named in lower case after "na" ("e na foz?") that are also ordinary words ("na
    # moda", "na copa"): the place only inside the market searched (the dialog decides).
    places_if_searched: tuple[NamedPlace, ...] = ()
    # The market of a festival gone to ("want to do the fringe"): the search's market only when
    # none is named and none is searched yet (the dialog decides).
    festival_market: str | None = None
    # Two markets offered as alternatives ("Sydney or Brisbane"): no market is set.
    markets_undecided: bool = False
    # ... or both planned ("a week in each, Montreal and Victoria"): the search stays where it is.
    markets_both: bool = False
    # Types declined ("not a shared room", "no hostels"): taken away only if they are the ones
    # active, as (filter key, value).
    declined: list[tuple[str, Any]] = field(default_factory=list)
    # The question is about one listing shown ("the one from Newark, does it have AC?").
    about_one_shown: bool = False
    # ... named by where it is ("the first one in Jersey City").
    one_placed: bool = False
    # Going back to an earlier search ("go back to the Bondi ones").
    goes_back: bool = False
    # ... by settling on what was weighed there ("nos quedamos con Queens entonces").
    settles: bool = False
    # Filters asked for again as they were ("same budget", "mismo presupuesto"): their keys.
    same_as_before: set[str] = field(default_factory=set)
    # How the prices said are meant: currency, per night / per person / for the whole stay.
    money: MoneyReading | None = None
    # The length of the stay, when said ("for 5 nights", "a week", "un finde").
    nights: int | None = None
    # "1 bedroom is fine": a guest alone asks no bedroom by it, a party asks for one.
    one_bedroom_enough: bool = False
    # "perto do porto" with no market named: the city of Porto, or the harbour of the market
    # already searched, which the dialog knows; the harbours the word names.
    harbours_if_not_porto: tuple[NamedPlace, ...] = ()


def parse_number(token: str) -> int | float:
    """ "4.5" -> 4.5, "1,000" -> 1000, "1.5k" -> 1500, "three" -> 3, "4,5" -> 4.5."""
    if _key(token) in _NUMBER_WORD_VALUES:
        return _NUMBER_WORD_VALUES[_key(token)]
    token = normalise(token).strip()
    multiplier = 1
    if token.endswith("mil"):  # "25 mil": thousands in Spanish and Portuguese
        multiplier, token = 1000, token[:-3].strip()
    elif token.endswith("k"):
        multiplier, token = 1000, token[:-1].strip()
    if re.fullmatch(r"\d{1,3}(?:[.,\s]\d{3})+", token):
        token = re.sub(r"[.,\s]", "", token)  # thousands separators, in any convention
    value = float(token.replace(",", ".")) * multiplier
    return int(value) if value.is_integer() else value


# --- building blocks of the grammar -------------------------------------------------------


# A phrase that starts with a letter or digit starts a word (a digit may touch it: "2br").
_WORD_START = r"(?<![^\W\d_])"


def _phrase(phrase: str) -> str:
    """A regex for one lexicon phrase: spacing or a hyphen between words, a word boundary at its
    end; the boundary at its start is ``_WORD_START``, added by ``_any_of``."""
    folded = normalise(phrase)
    words = [w for w in re.split(r"[\s,]+|(?<=\w)-(?=\w)", folded) if w]
    body = r"[\s,-]{0,3}".join(re.escape(w) for w in words)
    if folded[-1].isalnum():
        body += r"(?!\w)"
    return body


def _any_of(phrases: Iterable[str]) -> str:
    """Alternation of phrases, longest first so "bed and breakfast" beats "breakfast".

    The start-of-word check stands once before the phrases, and the phrases are grouped by their
    first letter, so at each place in the text only the phrases that start there are tried.
    """
    unique = sorted({normalise(p) for p in phrases}, key=len, reverse=True)
    by_first: dict[str, list[str]] = {}
    for phrase in unique:
        if phrase[0].isalnum():
            # a letter or digit is its own regex: each group tries only the phrases it starts
            by_first.setdefault(phrase[0], []).append(_phrase(phrase)[1:])
    groups = [f"{first}(?:{'|'.join(rests)})" for first, rests in by_first.items()]
    others = [_phrase(p) for p in unique if not p[0].isalnum()]
    branches = [*([f"{_WORD_START}(?:{'|'.join(groups)})"] if groups else []), *others]
    return "(?:" + "|".join(branches) + ")"


def _key(text: str) -> str:
    """Lookup key for a matched phrase: folded, without the separators ``_phrase`` tolerates."""
    return re.sub(r"[\s,]+|(?<=\w)-(?=\w)", "", normalise(text))


def _lookup(table: Iterable[str] | dict[str, Any]) -> dict[str, Any]:
    if not isinstance(table, dict):
        table = {word: word for word in table}
    return {_key(word): value for word, value in table.items()}


def _compile(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.VERBOSE)


_NUMBER_WORD_VALUES = _lookup(lexicon.NUMBER_WORDS)
# Thousands ("1,000", "1.500.000") or a plain/decimal number ("120", "4.5", "4,5"), never inside
# a longer run of digits. Atomic groups and bounded repeats keep every attempt short.
# "60 000 CFA", "1 500 000 pesos": thousands set apart by a space are one amount
_DIGITS = (
    r"(?<!\d)(?>\d{1,3}(?:[.,]\d{3}){1,3}(?![.,]?\d)|\d{1,3}(?:\s000){1,2}(?![.,]?\d)"
    r"|\d{1,9}(?:[.,]\d{1,9})?(?!\d))"
)
_NUMBER = rf"(?:{_DIGITS}(?:\s?(?:k|mil)(?!\w))?|{_any_of(lexicon.NUMBER_WORDS)})"
_ARTICLE_ONE = _any_of(lexicon.ARTICLES_MEANING_ONE)
_CURRENCY = _any_of(lexicon.CURRENCY_WORDS)
_PER = _any_of(
    ("/", "per", "a", "an", "each", "by", "por", "la", "por la", "al", "ao", "a la", "the")
)
_PER_NIGHT = rf"(?:\s?(?:{_PER})?\s?{_any_of(lexicon.PER_NIGHT_WORDS)}|\s?nightly|\s?pn(?!\w))"

# "100 US a night": the US dollar, said by its country's letters before "a night".
_US_BEFORE_A_NIGHT = rf"us(?={_PER_NIGHT})"

# "25 millones": no night's price in our markets is millions; it is said in another currency.
_NOT_MILLIONS = r"(?!\s?(?:millones|millon|milhoes|milhao|millions?|mio|mn)(?!\w))"
# "R2500", "RM 800", "Rp 500.000": the signs of the rand, the ringgit, the rupiah and the rupee,
# which are words elsewhere, read only before an amount.
_RAND_SIGN = r"(?<!\w)(?:r(?=\d)|(?:rm|rp|rs)\s?(?=\d))"

# "25 pp", "350 per person per night", "30 por cabeza": an amount each guest pays.
# "180 USD each night" is a night's price
_PER_PERSON = rf"{_any_of(lexicon.PER_PERSON_PHRASES)}(?!\s(?:night|noche|noite|day|dia)(?!\w))"


def _amount(name: str) -> str:
    """A price amount with optional currency on either side and an optional "per night"."""
    return (
        rf"(?:(?P<{name}_cur1>{_CURRENCY}\s?|{_RAND_SIGN}))?(?P<{name}>{_NUMBER}){_NOT_MILLIONS}"
        rf"(?:\s?(?P<{name}_cur2>{_CURRENCY}|{_US_BEFORE_A_NIGHT}))?"
        rf"(?P<{name}_person>\s?{_PER_PERSON})?(?P<{name}_night>{_PER_NIGHT})?"
    )


# --- the text being parsed -----------------------------------------------------------------


@dataclass(frozen=True)
class _Mention:
    """A phrase naming a filter; a removal word next to it turns it into a removal.

    ``kind`` is "setting" (``value`` is a dict of filter values, e.g. {"min_bedrooms": 2}),
    "room_type", "property_type", "superhost", "amenity" or "filter_noun" (``value`` is the
    tuple of filter keys a noun such as "budget" names).
    """

    kind: str
    value: Any
    start: int
    end: int
    # How a price setting's amount is meant ("2k for the month", "65 a night").
    money: MoneyReading | None = field(default=None, compare=False)

    @property
    def span(self) -> tuple[int, int]:
        return self.start, self.end


class _Utterance:
    """The utterance, with the characters already understood by a rule masked out."""

    def __init__(self, text: str) -> None:
        self.original = text
        self.folded = normalise(text)
        self.mentions: list[_Mention] = []
        # The sentences that ask about the results shown, as (start, end).
        self.question_spans: list[tuple[int, int]] = []
        # Whether a listing shown is pointed at by its position ("the second one", "o 2º").
        self.points_at_a_listing = False
        # Those of them that describe one listing shown ("the one in Moda with the sea view
        # balcony"): what they name is that listing's, not a wish.
        self.listing_spans: list[tuple[int, int]] = []
        # Those that ask whether the listing shown has something ("does it have a washer?").
        self.has_it_spans: list[tuple[int, int]] = []
        self.near_start: int | None = None
        self.near_end: int | None = None
        # Where someone is said to join or leave the party ("my mum now wants to stay with me").
        self.party_changes: list[int] = []
        # "she and I need a double bed": a pair named by a pronoun, not said to travel; the party
        # only when none is known.
        self.pair_named = False
        self.party_stated = False
        # Where a party is read from someone the visitor is "with" in a clause about something
        # else ("dont want to walk far with a 10 yr old"): some of the party, named in passing
        self.parties_in_passing: set[int] = set()
        # Every place named that lies in one market only, with that market.
        self.places_named: list[tuple[int, int, set[str]]] = []
        # where the visitor comes from on the way ("driving up from JFK"), among places_named
        self.places_left: set[tuple[int, int]] = set()
        # Whether a place is named as a later leg of the trip ("... and then the Big Island").
        self.later_leg_named = False
        # Where the visitor lives ("vivimos en Verdun"): a place to stay near only when the
        # message asks to be near them ("cerca de nosotros").
        self.homes: list[tuple[NamedPlace, ...]] = []
        # Markets of the places the trip is for ("a game at the Camp Nou"): no place to stay
        # near, but the market when no other is named.
        self.purpose_markets: set[str] = set()
        self.places_if_searched: list[re.Match[str]] = []
        # Where the last place the trip is for ends: a place joined to it is one more.
        self.purpose_end = -1
        # Filter words their clause leaves unasked ("a room is fine", "a pool or a hot tub").
        self.unasked: list[_Mention] = []
        self._chars = list(self.folded)
        # The remaining text is read far more often than it changes, so it is joined once per
        # change.
        self._remaining: str | None = self.folded
        self._protected = [False] * len(text)
        self._protected_spans: list[tuple[int, int]] = []

    @property
    def remaining(self) -> str:
        if self._remaining is None:
            self._remaining = "".join(self._chars)
        return self._remaining

    def find(self, pattern: re.Pattern[str]) -> Iterator[re.Match[str]]:
        """Matches over the not yet understood text, skipping protected phrases."""
        for match in pattern.finditer(self.remaining):
            if match.end() > match.start() and not self._cuts_into_a_protected_phrase(
                match.start(), match.end()
            ):
                yield match

    def _cuts_into_a_protected_phrase(self, start: int, end: int) -> bool:
        """Whether a match takes part of a protected phrase ("centre" of "convention centre");
        a longer name written as one, with the phrase in capitals ("Albany Medical Center"),
        takes none."""
        if not any(self._protected[start:end]):
            return False
        return any(
            protected_start < end
            and start < protected_end
            and not (
                start <= protected_start
                and protected_end <= end
                and end - start > protected_end - protected_start
                and self._written_as_a_name(protected_start, protected_end)
            )
            for protected_start, protected_end in self._protected_spans
        )

    def _written_as_a_name(self, start: int, end: int) -> bool:
        return all(word[0].isupper() for word in self.original[start:end].split())

    def consume(self, start: int, end: int) -> None:
        self._chars[start:end] = _CONSUMED * (end - start)
        self._remaining = None

    def consume_all(self, pattern: re.Pattern[str]) -> None:
        for match in self.find(pattern):
            self.consume(match.start(), match.end())

    def mention(self, kind: str, value: Any, match: re.Match[str]) -> None:
        self.mentions.append(_Mention(kind, value, match.start(), match.end()))
        self.consume(match.start(), match.end())

    def protect(self, pattern: re.Pattern[str]) -> None:
        """Keep phrases such as "living room" or "non-smoking" away from every filter rule."""
        for match in pattern.finditer(self.folded):
            self._protected[match.start() : match.end()] = [True] * (match.end() - match.start())
            self._protected_spans.append(match.span())

    def is_protected(self, start: int, end: int) -> bool:
        return any(self._protected[start:end])

    def typed(self, start: int, end: int) -> str:
        """The text as the visitor typed it."""
        return self.original[start:end]

    def is_capitalised(self, start: int) -> bool:
        return self.original[start].isupper()


# --- resets, cues and phrases no rule may touch ----------------------------------------------

_RESET_RE = _compile(
    _any_of([*lexicon.RESET_PHRASES, *lexicon.NEW_TRIP_PHRASES]) + r"\s?[:,.!-]{0,3}"
)
# "and in Rio?", "Ok and Jersey City townhouses", "Uf, caro. Y en Brisbane?": "and" opening a
# sentence, maybe after an interjection, continues the search.
_INTERJECTION = _any_of(lexicon.INTERJECTIONS)
_REFINEMENT_RE = _compile(
    rf"(?:^|[.!?;…]\s?)\W{{0,3}}(?:{_INTERJECTION}\W{{1,3}})?(?:and|y|e)(?!\w)"
    rf"|{_any_of(lexicon.REFINEMENT_CUES)}"
)
_REQUEST_RE = _compile(_any_of(lexicon.REQUEST_OPENERS))
_ASKS_FOR_A_STAY_RE = _compile(_any_of(lexicon.STAY_WISH_OPENERS))
# "US Eastern hours", "GMT+1", "no horário de São Paulo": a time zone the visitor works in.
_TIME_ZONE = (
    r"(?:(?:us|u\.s\.)\s)?(?:eastern|pacific|central|mountain|atlantic)\s"
    r"(?:time(?:\szone)?|hours|timezone|standard\stime)(?!\w)"
    r"|(?<!\w)(?:est|edt|pst|pdt|gmt|utc)(?:\s?[+-]\s?\d{1,2})?(?!\w)"
    r"|(?<!\w)(?:horario|fuso\shorario|zona\shoraria)\s(?:de|do|da)\s"
    r"(?!(?:check|chegada|llegada|entrada|salida|saida|llegar|chegar|silencio|verano|verao"
    r"|invierno|inverno|trabajo|trabalho)\w*)[\w'-]{2,20}"
    r"(?:\s[\w'-]{2,20})?"
)
# "Wifi is the big one.": what matters most, said of a wish; no listing shown.
_THE_MAIN_THING_RE = _compile(
    r"(?<!\w)(?:is|are|'s)\s(?:the|my|our)\s(?:big|biggest|main|key|important)\s(?:one|thing)"
    r"(?=\s?[.!,;]|\s?$)"
)
# "We're renting a minivan at the airport", "vamos a arrendar auto en el aeropuerto": where a car
# is collected, not where to stay
_VEHICLE = (
    r"(?:car|cars|auto|carro|coche|minivan|van|vehicle|suv|ute|truck|camper|campervan|jeep"
    r"|moto|motorbike|scooter)"
)
_CAR_AT_THE_AIRPORT_RE = _compile(
    r"(?<!\w)(?:(?:rent|renting|rented|hire|hiring|arrendar|arrendamos|alquilar|alquilamos|rentar"
    rf"|rentamos|alugar|alugamos)\s(?:[\w'-]+\s)?{_VEHICLE}"
    r"|pick\sup|picking\sup|collect|collecting)\s"
    r"(?:(?!near|close|cerca|perto|junto)[\w'-]+\s){0,4}?"
    r"(?:at|from|en|em|no|na|del|do|da|al|ao)\s(?:(?:the|el|o)\s)?(?:airport|aeropuerto|aeroporto)"
    r"(?!\w)"
)
_NOT_ABOUT_THE_STAY_RE = _compile(
    rf"{_any_of(lexicon.SET_PHRASES_NOT_ABOUT_THE_STAY)}|{_TIME_ZONE}"
)
# "my scholarship stipend is 900 euros a month", "mi sueldo es de 20 mil": what the visitor
# earns, which is no price of the stay (unless it is said per night)
_INCOME_RE = _compile(
    # (a housing or travel stipend pays for the stay: "my housing stipend is $2600 a month")
    r"(?<!\w)(?:my|our|mi|nuestro|meu|minha|nosso)\s"
    r"(?:(?!housing|accommodation|lodging|rent|travel|hotel|trip)[\w-]{2,15}\s)?"
    r"(?:stipend|salary|income|pension|wage|wages|paycheck|paycheque|scholarship|beca|sueldo"
    r"|salario|jubilacion|bolsa|aposentadoria|renda|ordenado)"
    r"\s(?:is|es|e|of|de|is\sonly|is\sjust|es\sde|e\sde)\s"
    r"(?:(?:only|just|solo|so|apenas|about|around|like|unos|uns|de)\s)?"
    rf"{_amount('income')}"
    # "I earn 1500 a month", "gano 1200 al mes", "ganho 2000 por mês"
    r"|(?<!\w)(?:i\s(?:only\s)?(?:earn|make)|(?:yo\s)?gano|(?:eu\s)?(?:ganho|recebo))\s"
    r"(?:(?:only|just|solo|so|apenas|about|around|like|unos|uns)\s)?"
    rf"{_amount('earned')}(?=\s?(?:a|per|al|por|ao|/)\s?(?:month|mes|mo)(?!\w))"
)


def _take_income(utterance: _Utterance) -> None:
    for match in utterance.find(_INCOME_RE):
        if match["income_night"] is None and match["earned_night"] is None:
            utterance.consume(*match.span())


# "qué pisos más caros", "que casas tan caras", "what expensive flats": the homes shown, exclaimed
# at for their price, not a kind asked for
_HOMES = r"(?:pisos|casas|apartamentos|departamentos|depas|apes|flats|houses|apartments|condos)"
_PRICEY = r"(?:caros|caras|carisimos|carisimas|carissimos|carissimas|expensive|pricey|dear)(?!\w)"
_HOMES_EXCLAIMED_AT_RE = _compile(
    rf"(?<!\w)(?:que\s{_HOMES}\s(?:(?:mas|tan|tao|muito|so)\s)?{_PRICEY}"
    rf"|what\s{_PRICEY}\s{_HOMES}(?!\w))"
    # not "what expensive flats do you have?", "que apartamentos caros tem em Ipanema?"
    r"(?![^.!?]{0,60}\?)"
)
# "40kg of gear", "a 600mm lens", "100mbps": the number of a measure (only the number is taken,
# so that "mbps" still asks for wifi).
_MEASURE_RE = _compile(
    rf"{_DIGITS}(?=\s?(?:"
    + "|".join(re.escape(normalise(unit)) for unit in sorted(lexicon.MEASURE_UNITS, key=len)[::-1])
    + r")(?!\w))"
)
_PROTECTED_RE = _compile(
    _any_of(
        (
            *lexicon.NOT_AMENITY_PHRASES,
            *lexicon.NOT_PROPERTY_TYPE_PHRASES,
            *lexicon.NETWORK_STOP_PHRASES,
            *lexicon.A_BEDROOM_OF_ONE_PHRASES,
        )
    )
    # "a house with room for 6", "room to throw 2 cases about": room meaning space, unless it is
    # "a room for 2".
    + rf"|{_any_of(lexicon.WORKPLACE_NOUNS)}(?=\s?{_any_of(lexicon.WHERE_IT_IS_PHRASES)}"
    + r")"
    # "escritório em Exchange Place", "my office in Midtown": not "com escritório em Botafogo"
    + r"|(?<!com\s)(?<!con\s)(?<!with\s)(?<!um\s)(?<!uma\s)(?<!an\s)(?<!a\s)(?<!home\s)(?<!un\s)"
    + rf"{_any_of(lexicon.WORKPLACE_NOUNS)}(?=\s(?:in|at|em|en|no|na)\s"
    + r"(?!(?:the|a|o|el|um|un)\s(?:flat|apartment|house|home|room|place"
    r"|apartamento|piso|casa|quarto|cuarto)(?!\w))(?!(?:casa|apartamento|piso)(?!\w)))"
    + r"|(?<!a\ )(?<!an\ )(?<!one\ )(?<!private\ )(?<!shared\ )(?<!\w)(?:room|space)"
    + r"(?=\s(?:for|to)(?!\w))"
    + r"|(?<!\w)(?:cuarto|quarto|casa)\sde\sban(?:o|ho)(?!\w)"
    # "no place where the host keeps cats", "sin anfitriones con perro": the host's animals
    + rf"|(?<!\w)(?:{_any_of(lexicon.HOST_NOUNS)})\s(?:has|have|keeps?|owns?|with|tiene|tienen"
    + r"|con|tem|têm|tem|com)\s(?:(?:a|an|any|un|una|um|uma|unos|uns)\s)?"
    + rf"(?:{_any_of(lexicon.PET_NOUNS)})"
    # "pode ser só quarto e sala": a flat of one bedroom and a living room, in Brazil; "um
    # quarto, e sala de estar compartilhada" is a room
    + r"|(?<!\w)quarto[\s-]e[\s-]sala(?![\s-](?:de|compartilhada|partilhada|comum))(?!\w)"
    # "mesa de jantar", "mesa para comer", "mesas de jardim": tables to eat at are no desk
    + r"|(?<!\w)mesa(?=\s(?:de|da|do|del)\s(?!trabaj|trabalh|verdad)|\sp(?:a)?ra\scomer)"
    + r"|(?<!\w)mesas(?!\w)"
    # "so we can walk him on the beach", "jugar en la playa": what is done there, not a home on it
    + r"|(?<!\w)(?:walk|walks|walking|run|runs|running|jog|jogging|play|playing|relax|relaxing"
    + r"|days|day|picnic|caminar|correr|jugar|pasear|caminhar|brincar|passear)"
    + r"(?:\s(?:him|her|them))?"
    + r"\s(?:on|along|en|na|pela|por)\s(?:the|la|a)\s(?:beach|playa|praia)(?!\w)"
    # "walk the dog on the beach": the dog stays a pet of the visitor's
    + r"|(?<=\sdog\s)(?:on|along)\sthe\sbeach(?!\w)|(?<=\sdogs\s)(?:on|along)\sthe\sbeach(?!\w)"
    # "no puedo subir cinco pisos por escalera": floors climbed, not flats
    + r"|(?<!\w)(?:subir|bajar|subo|subimos|bajo)\s(?:\w+\s)?pisos?(?!\w)"
    # "vista pro rio Douro", "con vista al río": a river, not Rio de Janeiro
    + rf"|(?<!\w)(?:{_any_of(lexicon.VIEW_WORDS)})\s"
    + r"(?:al|del|do|pro|o|el|sobre\s(?:o|el))\srio(?!\w)"
    + rf"|(?<!\w)rio\s{_any_of(lexicon.RIVER_NAMES)}(?!\w)"
)
_STAY_LENGTH_NOUN = _any_of(lexicon.STAY_LENGTH_NOUNS)
# "3 and a half weeks", "tres semanas y media": half of one more
# (not "2 weeks and half of us leave earlier", nor "media pensión", half board)
_NOT_HALF_OF = r"(?![\s-]?(?:of|board|pension|pensao)(?!\w))"
_AND_A_HALF = rf"\s(?:and|y|e)\s(?:a\s)?half{_NOT_HALF_OF}"
_AND_A_HALF_AFTER = rf"\s(?:and|y|e)\s(?:a\s)?(?:half|media|meia)(?!\w){_NOT_HALF_OF}"
_STAY_LENGTH_RE = _compile(
    # "for 4-5 weeks", "por 2 o 3 noches": the shorter of two lengths
    rf"(?:for|por|durante|para)\s(?:(?P<count>{_NUMBER})(?:\s?(?:-|–|to|or|o|ou|a)\s?{_NUMBER})?"
    rf"(?P<half>{_AND_A_HALF})?|{_ARTICLE_ONE})\s(?P<noun>{_STAY_LENGTH_NOUN})"
    rf"(?P<half_after>{_AND_A_HALF_AFTER})?"
    # "a three-week sabbatical"; "a 6 month old baby" is someone's age
    # "alargar 3 o 4 dias": the shorter again
    rf"|(?P<count_only>{_NUMBER})(?:\s?(?:-|–|to|or|o|ou)\s?{_NUMBER})?(?P<half_only>{_AND_A_HALF})?"
    rf"[\s-](?P<noun_only>{_STAY_LENGTH_NOUN})(?![\s-]old(?!\w))"
    rf"(?P<half_only_after>{_AND_A_HALF_AFTER})?"
    # "staying a week and a half"
    rf"|{_ARTICLE_ONE}\s(?P<noun_and_half>{_STAY_LENGTH_NOUN})(?P<half_of_one>{_AND_A_HALF_AFTER})"
    rf"|(?P<noun_alone>{_any_of(lexicon.NIGHTS_PER_STAY_NOUN)})"
)
_NIGHTS_PER_NOUN = _lookup(lexicon.NIGHTS_PER_STAY_NOUN)
_AGE_OF_BEFORE_RE = _compile(
    rf"(?:{_any_of(lexicon.INFANT_NOUNS)}|{_any_of(lexicon.CHILD_NOUNS)})\s(?:de|of|com|con)\s$"
)
# "four nights on Maui, then three on Kauai", "5 noches en Oahu y 5 en Maui": the noun of the
# nights said first is left out of the next part of the stay.
_ELIDED_NIGHTS_RE = _compile(
    rf"(?:,|(?<!\w)(?:and|then|y|e|luego|depois|after\sthat))\s(?:(?:then|luego|depois)\s)?"
    rf"(?P<count>{_NUMBER})\s(?:more\s|mas\s|mais\s)?(?:on|in|at|en|em|no|na)\s"
)
_MONTH = _any_of(lexicon.MONTH_WORDS)
_DAY = r"\d{1,2}(?:st|nd|rd|th)?(?!\d)"
# "Jan 3-10", "3rd to 10th of May", "del 3 al 6 de junio": dates set no filter.
# "22.08 to 31.08", "13/02 - 18/02": day and month in figures, as a range so that no price is one
_DAY_MONTH = (
    r"(?<![\d.,])(?:0?[1-9]|[12]\d|3[01])[./](?:0?[1-9]|1[0-2])(?:[./](?:\d{4}|\d{2}))?(?![\d.,]\d)"
)
_DATE_RE = _compile(
    rf"{_DAY_MONTH}\s?(?:-|–|to|until|till|al|a|ao|hasta|ate|até)\s?{_DAY_MONTH}"
    # "em agosto. 5 players": a count of people after a month is no day
    rf"|{_MONTH}\.?\s{_DAY}(?:\s?(?:-|–|to|al|a|ao)\s?{_DAY})?(?!\s{_any_of(lexicon.GUEST_NOUNS)})"
    rf"|(?:(?:del|de|from|do)\s)?{_DAY}(?:\s?(?:-|–|to|al|a|ao)\s?{_DAY})?\s(?:(?:de|of)\s)?{_MONTH}"
    rf"|(?:(?:del|de|from|do|entre|between)\s)?{_DAY}\s?(?:-|–|to|al|a|ao|e|y|and)\s?{_DAY}"
    rf"\s(?:(?:of|del|do|de|el|no|o|in|the)\s){{0,2}}{_any_of(lexicon.RELATIVE_MONTHS)}"
    # "friday 7 to sunday 9", "sábado 14": a day of the month after its day of the week
    rf"|(?<!\w){_any_of(lexicon.WEEKDAY_NUMBERS)}\s(?:(?:the|el|o|dia)\s)?{_DAY}"
    r"(?=\s?(?:[,.;:!?)\-–]|$)|\s(?:to|till|until|through|thru|al|a|ao|hasta|ate|and|y|e"
    r"|de|of(?!\sus)|in|en|em)(?!\w))"
    # "el 14 y el 17 de noviembre", "the 2nd and 5th of May": days of the month named after them
    rf"|{_DAY}\s(?:and|y|e)\s(?:(?:the|el|o)\s)?{_DAY}\s(?:(?:de|of)\s)?{_MONTH}"
    # "a partir del 5", "desde el 12", "a partir do dia 5", "chegamos dia 29": a day of the month
    r"|(?:a\spartir\s(?:del|do|de)|desde\sel|from\sthe)\s(?:dia\s)?\d{1,2}(?!\d)"
    rf"(?:(?:st|nd|rd|th)?\s(?:de|of)\s{_MONTH}(?!\w))?"
    # "dia 12 a 16", "del 12 al 16", "do dia 3 ao 9": two days of a month with no month named
    r"|(?<!\w)(?:dia|del|do(?:\sdia)?)\s\d{1,2}\s?(?:-|–|a|al|ao|to|hasta|ate|até)\s?(?:dia\s)?"
    r"\d{1,2}(?!\d|[,.]\d)(?!\s?(?:%|euros?|reais|dolares|pessoas|personas|noites|noches|people))"
    r"|(?<!\w)dia\s\d{1,2}(?!\d|[,.]\d)(?!\s?(?:%|euros?|reais|dolares|pessoas|personas|noites|noches))"
    # "me quedo hasta el 13", "until the 13th", "até o dia 13", "del 1 al 14, no al 15": a day
    r"|(?<!\w)(?:(?:hasta|until|till|ate)\s(?:el|the|o)|no\sal|nao\sao)\s(?:dia\s)?"
    r"(?:0?[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?(?![\d,.]\d|\d)"
    r"(?!\s?(?:%|euros?|reais|dolares|pessoas|personas|noites|noches|people))"
)
_DAY_OF_MONTH = r"(?<![\d.,])(?:0?[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?(?!\d)"
# "em novembro, uma semana, de 10 a 17", "3 nights in November (14–17)": two days after a month
# named earlier in the sentence, ending their clause, are the dates.
_DAYS_AFTER_MONTH_RE = _compile(
    rf"{_MONTH}[^.!?\n]{{0,40}}?(?<!aged\s)(?<!ages\s)(?<!age\s)(?<!sleeps\s)(?<!edades\s)"
    r"(?<!idades\s)(?:(?:del|de|from|do|dia|do\sdia)\s|\()"
    rf"(?P<first>{_DAY_OF_MONTH})\s?(?:-|–|to|al|a|ao|till|until|hasta|ate|até)\s?"
    rf"(?P<last>{_DAY_OF_MONTH})(?=\s?(?:[,.;:!?)]|$))"
)
# "del 1 al 14", "do dia 3 ao 9", "from the 2nd to the 9th", "2-28 August", "Jan 3-10": the
# nights between two days
_DAYS_SPAN_RE = _compile(
    rf"(?:del|do(?:\sdia)?|from\sthe)\s(?P<first>{_DAY_OF_MONTH})\s?"
    rf"(?:-|–|a|al|ao|to|till|until|hasta|ate)\s?(?:dia\s|the\s)?(?P<last>{_DAY_OF_MONTH})"
    rf"|(?P<first_of>{_DAY_OF_MONTH})\s?(?:-|–|to)\s?(?P<last_of>{_DAY_OF_MONTH})"
    rf"\s(?:(?:de|of)\s)?{_MONTH}"
    rf"|{_MONTH}\.?\s(?P<first_in>{_DAY_OF_MONTH})\s?(?:-|–|to)\s?(?P<last_in>{_DAY_OF_MONTH})"
    # "jan 2 to jan 12", "October 2 to October 23", "del 2 de octubre al 23 de octubre": the
    # month said with each day
    rf"|(?P<month_a>{_MONTH})\.?\s(?P<first_mm>{_DAY_OF_MONTH})\s?"
    rf"(?:-|–|to|till|until|through|thru)\s?(?P=month_a)\.?\s(?P<last_mm>{_DAY_OF_MONTH})"
    rf"|(?P<first_dm>{_DAY_OF_MONTH})\s(?:(?:de|of)\s)?(?P<month_b>{_MONTH})\s?"
    rf"(?:-|–|to|till|until|al|a|ao|hasta|ate)\s?(?:(?:the|el|o)\s)?(?P<last_dm>{_DAY_OF_MONTH})"
    rf"\s(?:(?:de|of)\s)?(?P=month_b)"
    # "3rd to 26th": two days said as days of a month
    r"|(?<![\d.,])(?P<first_nth>\d{1,2}(?:st|nd|rd|th))\s?(?:-|–|to|till|until|through|thru)\s?"
    r"(?:the\s)?"
    r"(?P<last_nth>\d{1,2}(?:st|nd|rd|th))(?!\w)"
)
# "el de la calle 34", "Rua 25 de Março": a street named by a number
_NUMBERED_STREET_RE = _compile(
    r"(?<!\w)(?:calle|rua|avenida|av|carrer|carrera|rue|street|st|avenue|ave)\.?\s\d{1,4}(?!\d)"
    rf"(?!\s?(?:{_any_of(lexicon.GUEST_NOUNS)}|bed|beds|bedrooms?|br|bd|quartos?|habitaciones|dormitorios"
    r"|nights|noches|noites|pax)(?!\w))"
    r"(?:\s(?:de|of)\s[a-z]+)?"
)
# "Marta arrives a day later, on the 11th", "llega un día más tarde, el 11": the day someone
# comes or goes, a few words after the verb.
_DAY_AFTER_VERB_RE = _compile(
    rf"(?<!\w){_any_of(lexicon.COMING_AND_GOING_VERBS)}(?:\s[^\W\d][\w']*){{0,6}}[\s,]{{1,3}}"
    r"(?:on\s)?(?:the|el|o)\s(?:dia\s)?(?P<day>\d{1,2})(?:st|nd|rd|th)?(?![\d.,]\d)"
    r"(?!\s?(?:%|euros?|reais|dolares|pessoas|personas|people|noites|noches|nights))"
)

_HOUR = r"(?:[01]?\d|2[0-3])(?:[:h][0-5]\d)?(?!\d)"
_TIME_OF_DAY = (
    r"in\sthe\s(?:morning|afternoon|evening)|o'?clock|de\sla\s(?:manana|tarde|noche|madrugada)"
    r"|da\s(?:manha|tarde|noite|madrugada)|am|pm|a\.m\.|p\.m\.|h"
)
# "a las 4 de la mañana", "at 4am", "às 23h": a time of day is neither guests nor a price.
_CLOCK_RE = _compile(
    rf"(?:(?:a\slas?|as|at|around|by)\s)?{_HOUR}\s?(?:{_TIME_OF_DAY})(?!\w)"
    rf"|a\slas?\s{_HOUR}(?!\w)(?!\s?(?:personas|noches))"
    rf"|{_HOUR}:[0-5]\d"
    # "every evening from 6 to 10", "por la tarde de 3 a 7": hours of a part of the day
    rf"|{_any_of(lexicon.PARTS_OF_THE_DAY)}\s(?:from|de|desde|das|entre)\s{_HOUR}\s?"
    rf"(?:to|till|until|-|a|y|and|e|até|ate|às|as)\s?{_HOUR}(?!\w)"
)
# "oi de novo", "otra vez por aquí": a visit again, nothing about the stay.
_AGAIN_RE = _compile(_any_of(lexicon.AGAIN_PHRASES))


def _take_reset(utterance: _Utterance) -> bool:
    found = False
    for match in utterance.find(_RESET_RE):
        utterance.consume(match.start(), match.end())
        found = True
    return found


_DAY_ARTICLE = r"(?:(?:on|the|el|o|dia|el\sdia|o\sdia)\s){0,2}"
_DAY_RANGE_RE = _compile(
    rf"""(?P<lead>{_any_of(lexicon.ARRIVAL_WORDS)})\s{_DAY_ARTICLE}
    (?P<first>\d{{1,2}})(?:st|nd|rd|th)?(?!\d)(?:\s(?:(?:de|of)\s)?(?P<first_month>{_MONTH}))?
    [\s,]{{0,3}}(?:(?:and|y|e|then)\s)?(?:(?:we|i)\s)?
    {_any_of(lexicon.DEPARTURE_WORDS)}\s?(?P<marked>{_DAY_ARTICLE})
    (?P<last>\d{{1,2}})(?P<suffix>st|nd|rd|th)?(?!\d)(?:\s(?:(?:de|of)\s)?(?P<month>{_MONTH}))?"""
)
_ARRIVAL_VERBS = {normalise(verb) for verb in lexicon.ARRIVAL_VERBS}
_MONTH_NUMBERS = _lookup(lexicon.MONTH_NUMBERS)
_DAY_NOUNS = set(_lookup(lexicon.DAY_NOUNS))
_DAYS_AWAY_RE = _compile(rf"(?:in|en|em|within|dentro\sde|daqui\sa)\s{_NUMBER}\s\S+$")
_DAYS_IN_MONTH = (31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)
_LONGEST_MONTH = 31  # a month's end crossed with no month named: most months have 31 days
_LONGEST_DATED_STAY = 60


def _nights_between_days(day_ranges: Iterable[re.Match[str]]) -> int | None:
    """The nights from the day of arrival to the day of leaving, across a month's end when the
    second day is the smaller; two bare numbers ("from 2 to 4") need a date's marks."""
    for match in day_ranges:
        dated = (
            match["marked"] or match["suffix"] or match["month"] or match["first_month"]
        ) or " ".join(match["lead"].split()) in _ARRIVAL_VERBS
        first, last = int(match["first"]), int(match["last"])
        if not dated or not (0 < first <= _LONGEST_MONTH and 0 < last <= _LONGEST_MONTH):
            continue
        first_month = _MONTH_NUMBERS[_key(match["first_month"])] if match["first_month"] else None
        last_month = _MONTH_NUMBERS[_key(match["month"])] if match["month"] else None
        if first_month and last_month and last_month == first_month % 12 + 1:
            nights = _DAYS_IN_MONTH[first_month - 1] - first + last  # "20 Feb to 4 March"
        elif first < last:
            nights = last - first
        else:
            month = first_month or (last_month and (last_month - 2) % 12 + 1)
            length = _DAYS_IN_MONTH[month - 1] if month else _LONGEST_MONTH
            nights = length - first + last
        if 0 < nights <= _LONGEST_DATED_STAY:
            return nights
    return None


def _take_stay_length(utterance: _Utterance, result: ParsedUtterance) -> None:
    """ "for 3 nights" says nothing about the listing, and "3" is not a guest count; the nights
    spread a price for the whole stay."""
    for pattern in (_DATE_RE, _CLOCK_RE, _AGAIN_RE, _NUMBERED_STREET_RE):
        utterance.consume_all(pattern)
    for match in utterance.find(_DAYS_AFTER_MONTH_RE):
        utterance.consume(match.start("first"), match.end("last"))
    day_ranges = list(_DAY_RANGE_RE.finditer(utterance.folded))
    for match in utterance.find(_DAY_AFTER_VERB_RE):
        day = match.start("day")
        if not any(days.start() <= day < days.end() for days in day_ranges):
            utterance.consume(*match.span("day"))  # a range of days is read with its nights
    for match in utterance.find(_STAY_LENGTH_RE):
        if _AGE_OF_BEFORE_RE.search(utterance.folded, max(0, match.start() - 24), match.start()):
            continue  # "mi bebé de 8 meses": the baby's age
        utterance.consume(match.start(), match.end())
        noun = _key(
            match["noun"] or match["noun_only"] or match["noun_and_half"] or match["noun_alone"]
        )
        count = match["count"] or match["count_only"]
        per_noun = _NIGHTS_PER_NOUN.get(
            noun, 1 if noun.startswith(("night", "noch", "noit", "nit", "nt")) else None
        )
        if noun in _DAY_NOUNS and (
            not count or _DAYS_AWAY_RE.search(utterance.folded, 0, match.end())
        ):
            continue  # "bom dia", "we arrive in 3 days": no stay's length
        if per_noun is not None and result.nights is None:
            number = parse_number(count) if count else 1
            halves = any(
                match[half]
                for half in ("half", "half_after", "half_only", "half_only_after", "half_of_one")
            )
            result.nights = (
                int(number * per_noun + (per_noun / 2 if halves else 0))
                if isinstance(number, int)
                else None
            )
    if result.nights is not None:
        for match in utterance.find(_ELIDED_NIGHTS_RE):
            utterance.consume(*match.span("count"))
        for match in utterance.find(_TWO_DAYS_RE):
            first, last = (int(match[day].rstrip("stndrh")) for day in ("first", "last"))
            if last - first == result.nights:
                utterance.consume(*match.span())  # "3 nights 21-24": the days of those nights
    # "the first weekend of October … the whole trip, which is Thursday to Monday"
    result.nights = (
        _nights_between_weekdays(utterance.folded)
        or result.nights
        or _nights_between_days(day_ranges)
        or _nights_of_dates(utterance.folded)
    )


_WEEKDAY_NUMBERS = _lookup(lexicon.WEEKDAY_NUMBERS)
_WEEKDAY = _any_of(lexicon.WEEKDAY_NUMBERS)
# "the whole trip which is Thursday to Monday", "de viernes a domingo", "da sexta ao domingo":
# nights between two days of the week, said of the stay ("I work Monday to Friday" is not)
_WEEKDAY_SPAN_RE = _compile(
    r"(?:(?:trip|stay|weekend|visit|which\sis|it's|its|from|arrive|arriving|check\sin|estancia"
    r"|viaje|viagem|estadia|visita|llegamos|chegamos|vamos|nos\svamos|from\sthe)\s(?:[\w,]+\s){0,2})"
    rf"(?:(?:from|de|del|da|desde)\s)?(?:(?:el|o|the)\s)?(?P<first>{_WEEKDAY})\s?"
    r"(?:to|till|until|through|thru|-|–|al|a|ao|hasta|ate|até)\s"
    rf"(?:(?:el|o|the)\s)?(?P<last>{_WEEKDAY})(?!\w)"
)
_DAYS_PER_WEEK = 7


def _nights_between_weekdays(folded: str) -> int | None:
    match = _WEEKDAY_SPAN_RE.search(folded)
    if match is None:
        return None
    first, last = _WEEKDAY_NUMBERS[_key(match["first"])], _WEEKDAY_NUMBERS[_key(match["last"])]
    return (last - first) % _DAYS_PER_WEEK or _DAYS_PER_WEEK


# Two numbers that could be days of a month ("21-24", "de 5 a 19"): days when they are as far
# apart as the nights said.
_TWO_DAYS_RE = _compile(
    rf"(?<![\d.,$€£])(?P<first>{_DAY_OF_MONTH})\s?(?:-|–|to|a|al|ao|ate|até)\s?"
    rf"(?P<last>{_DAY_OF_MONTH})(?![.,]\d)"
    # "2 nights for 2-4 people": a count of guests or bedrooms
    rf"(?!\s?(?:{_any_of(lexicon.GUEST_NOUNS)}|of\sus|bedrooms?|br|quartos|habitaciones|dormitorios"
    r"|rooms)(?!\w))"
)


# "jan 20 to feb 3": the month said with each day, the second the month after the first
_ACROSS_MONTHS_RE = _compile(
    rf"(?P<first_month>{_MONTH})\.?\s(?P<first>{_DAY_OF_MONTH})\s?(?:-|–|to|till|until|through"
    rf"|thru)\s?(?P<last_month>{_MONTH})\.?\s(?P<last>{_DAY_OF_MONTH})"
)


def _nights_across_months(folded: str) -> int | None:
    for match in _ACROSS_MONTHS_RE.finditer(folded):
        first_month = _MONTH_NUMBERS[_key(match["first_month"])]
        if _MONTH_NUMBERS[_key(match["last_month"])] != first_month % 12 + 1:
            continue
        first, last = (int(match[day].rstrip("stndrh")) for day in ("first", "last"))
        nights = _DAYS_IN_MONTH[first_month - 1] - first + last
        if 0 < nights <= _LONGEST_DATED_STAY:
            return nights
    return None


# "de 29/12 a 02/01", "12/29 - 1/2": two dates written in numbers, day first unless a number
# over 12 says the month came first
_NUMERIC_DATES_RE = _compile(
    r"(?<![\d/])(?P<a1>\d{1,2})/(?P<b1>\d{1,2})(?:/\d{2,4})?\s?"
    r"(?:-|–|to|till|until|through|a|al|ao|ate|até|hasta)\s?"
    r"(?P<a2>\d{1,2})/(?P<b2>\d{1,2})(?:/\d{2,4})?(?![\d/])"
)
_MONTHS_PER_YEAR = 12


def _nights_of_numeric_dates(folded: str) -> int | None:
    """Read day first ("29/12 a 02/01"), else month first ("5/1 - 5/8"): the reading that makes
    a stay."""
    for match in _NUMERIC_DATES_RE.finditer(folded):
        a1, b1, a2, b2 = (int(match[group]) for group in ("a1", "b1", "a2", "b2"))
        for (day1, month1), (day2, month2) in (((a1, b1), (a2, b2)), ((b1, a1), (b2, a2))):
            if (nights := _nights_from_to(day1, month1, day2, month2)) is not None:
                return nights
    return None


def _nights_from_to(day1: int, month1: int, day2: int, month2: int) -> int | None:
    if not (0 < month1 <= _MONTHS_PER_YEAR and 0 < month2 <= _MONTHS_PER_YEAR):
        return None
    if not (0 < day1 <= _DAYS_IN_MONTH[month1 - 1] and 0 < day2 <= _DAYS_IN_MONTH[month2 - 1]):
        return None
    if month1 == month2:
        nights = day2 - day1
    elif month2 == month1 % _MONTHS_PER_YEAR + 1:
        nights = _DAYS_IN_MONTH[month1 - 1] - day1 + day2
    else:
        return None
    return nights if 0 < nights <= _LONGEST_DATED_STAY else None


def _nights_of_dates(folded: str) -> int | None:
    """The nights from the first day to the last of the first dates said as a range ("del 1 al
    14", "2-28 August", "em novembro … de 10 a 17", "jan 20 to feb 3", "de 29/12 a 02/01"), when
    a length of stay says none."""
    if (across := _nights_across_months(folded)) is not None:
        return across
    if (numeric := _nights_of_numeric_dates(folded)) is not None:
        return numeric
    for match in (*_DAYS_AFTER_MONTH_RE.finditer(folded), *_DAYS_SPAN_RE.finditer(folded)):
        first, last = (
            int(day.rstrip("stndrh")) for day in match.groups() if day and day[0].isdigit()
        )
        if first < last:
            return last - first
    return None


# --- the order of the results ------------------------------------------------------------

_SORT_VERB = _any_of(
    ("sort", "order", "rank", "list", "show", "ordena", "ordenar", "ordene", "ordénalos",
     "ordénalas", "muestra", "ordenalos", "mostra", "mostre", "organiza")
)  # fmt: skip
_SORT_OBJECT = _any_of(("them", "it", "results", "los", "las", "os", "as", "me", "the"))
_FIRST = _any_of(("first", "primero", "primera", "primeros", "primeras", "primeiro", "primeira",
                  "primeiros", "primeiras"))  # fmt: skip
_SORT_RE = _compile(
    rf"(?:{_SORT_VERB}\s(?:{_SORT_OBJECT}\s)?)?(?P<order>{_any_of(lexicon.SORT_PHRASES)})"
    rf"(?:\s{_FIRST})?"
)
_SORT_ORDERS = _lookup(lexicon.SORT_PHRASES)


_SUPERLATIVES = {normalise(phrase) for phrase in lexicon.RESULT_SUPERLATIVES}
_LEADING_ARTICLE_RE = re.compile(r"^(?:the|el|la|lo|los|las|o|a|os|as)\s")


# A terse superlative that opens its sentence and asks for a feature is a request: "cheapest w
# parking?", and asked, "which one is cheapest with AC?", "whats the cheapest one w/ AC", "the
# cheapest one you have on the UWS".
_ORDER_ASKED = (
    r"(?:(?:which\sone\sis|which\sis|what'?s|whats|what\sis|cual\ses|qual\se)\s)?"
    r"(?:(?:the|el|la|o|a)\s)?"
)
_THOSE_THAT_HAVE = (
    r"(?:\s(?:one|ones|place|uno|una))?"
    r"(?:\s(?:w/?|with|con|com|that\shas|that\shave|which\shas|que\stenga|que\stem)"
    r"|\syou\s(?:have|got)\s(?:in|on|near|around|by))(?!\w)"
)
_OPENS_WITH_RE = _compile(rf"\W{{0,3}}(?:(?:and|so|y|e|ok)\s)?{_ORDER_ASKED}$")
_WITH_AFTER_RE = _compile(_THOSE_THAT_HAVE)
# The same, found anywhere: the listings that have it, in that order, asked for.
_ORDER_WITH_A_FILTER_RE = _compile(
    rf"{_ORDER_ASKED}{_any_of(lexicon.RESULT_SUPERLATIVES)}{_THOSE_THAT_HAVE}"
)


# "whats the cheapest of these", "el más barato de estos": which of the listings shown, asked
# with or without a question mark
_AMONG_THE_SHOWN_AFTER_RE = _compile(
    r"\s(?:one\s)?(?:of|among|amongst|de|entre)\s(?:these|them|those|the\sresults|estos|estas"
    r"|esos|esas|ellos|ellas|estes|esses|essas|eles|elas)(?!\w)"
    r"|\s(?:one\s)?(?:destes|destas|desses|dessas|deles|delas)(?!\w)"
)


def _asks_superlative(utterance: _Utterance, match: re.Match[str]) -> bool:
    """ "and the most expensive?", "¿cuál es el más barato?": a bare superlative in a question
    asks which listing shown is most so; "cheapest first" or "sort by price?" orders them."""
    order = _LEADING_ARTICLE_RE.sub("", match["order"])
    if match[0] != match["order"] or order not in _SUPERLATIVES:
        return False
    start, end = _sentence_around(utterance.folded, match.start())
    sentence = utterance.folded[start : end + 1]
    among_shown = _AMONG_THE_SHOWN_AFTER_RE.match(utterance.folded, match.end())
    if ("?" not in sentence and not among_shown) or _ORDERING_VERB_RE.search(sentence):
        return False
    if _OPENS_WITH_RE.match(utterance.folded, start, match.start()) and _WITH_AFTER_RE.match(
        utterance.folded, match.end()
    ):
        return False  # "cheapest w parking?", "¿el más barato con piscina?": order and filter
    utterance.question_spans.append((start, end))
    return True


def _take_sort(utterance: _Utterance, result: ParsedUtterance) -> None:
    """ "cheapest first", "best rated", "ordena por precio": the last order named wins."""
    for match in utterance.find(_SORT_RE):
        if _asks_superlative(utterance, match):
            result.results_question = True
            result.superlative = _SORT_ORDERS[_key(match["order"])]
            continue
        result.sort = _SORT_ORDERS[_key(match["order"])]
        utterance.consume(match.start(), match.end())


# --- questions about the results, small talk ------------------------------------------------

_ORDINAL = _any_of(lexicon.ORDINAL_WORDS)
_RESULT_NOUN = _any_of(lexicon.RESULT_NOUNS)
_ORDINAL_RE = _compile(
    rf"""{_any_of(lexicon.RESULT_ARTICLES)}\s(?P<ordinal>{_ORDINAL})
    |(?P<ordinal_before_noun>{_ORDINAL})\s{_RESULT_NOUN}
    |(?:{_any_of(("number", "no.", "#", "option", "listing", "número", "opción", "opção"))})
    \s?(?P<position>[1-9])(?!\d)
    # "el 2 tiene piscina?", "o 3 é longe da praia?": a listing by its place in the results
    |(?<!\w)(?:el|la|o|a)\s(?P<numbered>[1-9])(?!\d)\s{_any_of(lexicon.NUMBERED_RESULT_VERBS)}"""
)
_ORDINALS = _lookup(lexicon.ORDINAL_WORDS)
_GUEST_AFTER_RE = _compile(rf"\s{_any_of(lexicon.GUEST_NOUNS)}")
# "a second bed", "un segundo baño": one more of something in the home, not a listing.
_PART_OF_A_HOME_AFTER_RE = _compile(
    r"\s(?:bed|beds|bedroom|bathroom|room|toilet|cama|camas|dormitorio|habitacion|bano|quarto"
    r"|banheiro|casa\sde\sbanho)(?!\w)"
)
# "the second house", "the last cottage": a listing shown by its kind, not a kind wished for
# ("el segundo piso" is a floor).
_HOME_SHOWN_AFTER_RE = _compile(
    rf"\s{_any_of(w for w in lexicon.LISTING_NOUNS_EN if w not in ('one', 'room'))}(?!\w)"
)
_TIMES_OF_A_TRIP = _any_of(
    # "para la primera parte", "the second leg", "a primeira metade": a part of the stay
    ("time", "trip", "visit", "year", "vez", "viaje", "viagem", "part", "parte", "leg", "half",
     "mitad", "metade", "etapa", "stop", "parada")
)  # fmt: skip
# "the first night", "for the last 3 nights": a part of the stay, not a listing.
_TIME_AFTER_RE = _compile(rf"\s(?:{_NUMBER}\s)?(?:{_STAY_LENGTH_NOUN}|{_TIMES_OF_A_TRIP})(?!\w)")
_STREET_NOUN_AFTER_RE = _compile(r"\s(?:avenue|ave|avenida|avinguda)(?![\w-])")
_RESULTS_QUESTION_RE = _compile(_any_of(lexicon.RESULTS_QUESTION_PHRASES))
# "back to Antwerp" goes back to that search; "back to 5 people" changes a number, and "I'll
# come back to you" only says goodbye.
_GO_BACK_RE = _compile(
    rf"{_any_of(lexicon.GO_BACK_PHRASES)}(?!\s{_NUMBER})(?!\s(?:you|u|ya|vos|ti|te|usted)(?!\w))"
    # "voltamos a ser dois", "back to being just us": the party, not an earlier search
    r"(?!\s(?:ser|being)\s(?:(?:so|solo|just|only|apenas)\s)?(?:\d{1,2}|dos|dois|duas|tres|tres|two"
    r"|three|four|cuatro|quatro|us|nos|nosotros|nosotras)(?!\w))"
    r"(?!\s(?:just\sus|solo\snosotros|so\snos)(?!\w))"
)
_SETTLE_RE = _compile(_any_of(lexicon.SETTLE_PHRASES))
# "does the Oak Bay one have parking?", "the cottage one looks lovely": one listing shown.
# "the Leith one", "that cheap one"; "the little one", "the older one" are children.
# ("this time Istanbul for one week" names none)
_A_CHILD_AS_ONE = (
    r"(?:little|wee|young|small|older|younger|oldest|youngest|eldest|baby|middle)\sone"
)
# Words that tie a clause together, never a word that describes a listing ("the kids won't
# survive without one", "the stroller for the little one")
_NOT_A_LISTING_WORD = (
    r"(?!(?:for|with|without|of|to|but|the|won't|will|can't|cannot|not"
    # "the two boys can share one room": who sleeps where, no listing named by a word before "one"
    r"|should|must|may|might|need|needs|share|sleep|sleeps)(?![\w'-]))"
)
_THE_X_ONE_RE = re.compile(
    r"(?<!\w)(?<!\sis\s)(?<!\sare\s)(?:the|that|this)\s"
    rf"(?!{_A_CHILD_AS_ONE})"
    r"(?!(?:first\s|last\s|next\s)?time(?!\w))"
    rf"{_NOT_A_LISTING_WORD}[\w'-]{{2,20}}(?:\s{_NOT_A_LISTING_WORD}[\w'-]{{2,20}}){{0,3}}\sone(?!\w)"
)
# "surry hills one how many min to town hall", "tsim sha tsui one's not bad": a listing shown,
# by where it is, said first with no "the"
_PLACE_ONE_FIRST_RE = re.compile(
    r"(?:^|[.!?]\s)(?P<place>[\w'-]{2,20}(?:\s[\w'-]{2,20}){0,2})"
    r"\sone(?:'s|(?=\s?(?:[,.;:!?]|$)|\s(?:how|is|looks|has|does|seems|was|isn't|not)(?!\w)))"
)
# "I will take note of the Milton-Parc apartment", "o apartamento do Plateau tem elevador?": a
# listing shown, named by where it is and what it is
_THE_PLACE_HOME_RE = re.compile(
    r"(?<!\w)(?:the|that|this)\s(?P<place>[\w'-]{2,20}(?:\s[\w'-]{2,20}){0,2})\s"
    r"(?:apartment|flat|loft|condo|house|studio|listing|villa|cottage|townhouse)(?!\w)"
    r"|(?<!\w)(?:o|el|esse|ese|aquele|aquel)\s(?:apartamento|apto|piso|departamento|depa|loft"
    r"|estudio|studio|chale|chalet)\s(?:de|do|da|del|en|em|no|na)\s"
    r"(?:(?:la|el|o|a)\s)?(?P<place_after>[\w'-]{2,20}(?:\s[\w'-]{2,20}){0,2}?)(?=\s?[,.;:!?]|$|\s)"
)
_GO_WITH_BEFORE_RE = re.compile(r"(?<!\w)(?:go|going|stick|sticking)\swith\s$")
_LIKE_BEFORE_RE = re.compile(
    r"(?<!\w)(?:like|as|como|tipo|similar\sto|parecido\s(?:a|al|com|ao)|rather\shave)\s$"
)
_LIKENESS_AFTER_RE = re.compile(r"\s(?:kind\sof|type\sof|vibe|style|feel|estilo)(?!\w)")
# "the one in Cedofeita", "the one on Lark St", "the ones by the river": "one" after "the"
# stands for a listing shown, whatever its sentence then says of it.
_THE_ONE_THERE_RE = _compile(
    r"(?<!\w)the\s(?:(?:first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th|other)\s)?"
    r"ones?\s(?:in|on|at|near|by|over\sin)\s"
    # "I will take the one close to the Diamond district": one shown, chosen
    r"|(?<!\w)(?:take|book|pick|choose|go\swith)\sthe\sone\s(?:close\sto|next\sto)\s"
)
# "forget the blue house", "scrap the Astoria flat": a listing shown, let go.
_HOME_LET_GO_RE = _compile(
    rf"(?<!\w)(?:forget|drop|skip|scrap|never\smind)\s"
    rf"the\s(?!(?:whole|entire|same)\s)(?:[\w'-]{{2,20}}\s){{0,2}}"
    rf"{_any_of(w for w in lexicon.LISTING_NOUNS_EN if w not in ('one', 'place', 'room', 'home'))}"
    r"(?!\w)"
)
# "Vale, el de Jordan.", "El del Eixample está precioso", "o da Ribeira": the listing shown in a
# place, said in Spanish or Portuguese at a sentence's start or after a word that opens a clause
# (not after any comma: a list of places goes on), before the place's capital.
_THE_ONE_OF_PLACE_RE = _compile(
    r"(?:^|[.;:!?¡¿]\s?|(?:^|\s)(?:y|e|uy|ok|vale|pero|mas|bueno|entonces|então|con|com),?\s)"
    r"\W{0,2}"
    r"(?:el|la|o|a)\s(?:de|del|da|do|de\sla)\s"
)
_WEAK_QUESTION_PHRASES = set(_lookup(lexicon.WEAK_RESULTS_QUESTION_PHRASES))
_QUESTION_START_RE = _compile(r"\W{0,3}" + _any_of(lexicon.QUESTION_OPENERS))
_SENTENCE_BREAK_RE = re.compile(r"(?<![.!?;…])[.!?;…]++(?=\s|$)")
_LISTING_NOUN_EN = _any_of(lexicon.LISTING_NOUNS_EN)
_LISTING_NOUN_ES_PT = _any_of(lexicon.LISTING_NOUNS_ES_PT)
# "tem cozinha?", "Y el de Newark, tiene aire?", "is there aircon in the bedrooms?": does it
# have ..., not "is there any ..." nor "is there a place with ...", which ask for the filter.
# What follows "does it have" when it asks for any listing ("is there one with...", "tem algum").
_NOT_OF_ONE_SHOWN = (
    # "¿no hay con dos habitaciones?", "tem com piscina?": one with it, of any listing
    # "tem coisa mais em conta?", "¿hay cosas más baratas?": something else, of any listing
    r"(?!(?:algu\w*|algo|any\w*|uma?|un|una|some\w*|one|places|con|com|coisas?|cosas?|nada|"
    rf"(?:an?\s)?{_LISTING_NOUN_EN}|{_LISTING_NOUN_ES_PT}|{_any_of(lexicon.LISTINGS_NOUNS_EN)}"
    rf"|{_any_of(lexicon.LISTINGS_NOUNS_ES_PT)})(?!\w))"
)
_HAS_IT_RE = _compile(
    r"(?:^|[,.!?¿]\s?)\W{0,2}(?:(?:ok|okay|vale|bueno|bom|ah|oh|ya)\W{0,2}\s)?"
    r"(?:(?:y|e|and|so|but|pero|mas)\s)?"
    r"(?:(?:ese|esa|este|esta|aquel|aquella|esse|essa|aquele|aquela|that\sone|this\sone)\s)?"
    # "it have AC?", typed without its "does"
    r"(?:tiene|tem|hay|does\sit\shave|has\sit\sgot|it\shave|it\shas(?!\sto(?!\w))|it\sgot|is\sthere|are\sthere"
    # "does that have a washer?", "does this one have parking?"
    r"|does\s(?:that|this)(?:\s(?:one|place|flat|house|apartment|condo|townhouse))?\shave"
    r"|incluye|inclui|does\sit\sinclude|there\sis|there's|theres)\s"
    rf"{_NOT_OF_ONE_SHOWN}[^?.!]{{1,40}}\?"
    # "is there kitchen in that flat so I can cook sometimes?": in the listing pointed at
    r"|(?:^|[,.!?¿]\s?)\W{0,2}(?:(?:ok|so|and|also|but)\W{0,2}\s)?(?:is|are)\sthere\s"
    r"[^?.!]{1,25}\s(?:in|at)\s(?:that|this)\s(?:one|place|flat|house|apartment|condo|studio"
    r"|loft|townhouse|room)(?!\w)[^?.!]{0,40}\?"
    # "¿El desayuno está incluido?", "O café da manhã está incluído?"
    r"|(?:^|[,.!?¿]\s?)\W{0,2}(?:el|la|los|las|o|a|os|as)\s[^?.!,;]{1,30}\s(?:esta|estan|vem|viene)"
    r"\s(?:incluid[oa]s?)\?"
    # "kindly check if heating is included"
    r"|(?<!\w)(?:if|whether)\s[^?.!,;]{1,30}\s(?:is|are)\sincluded(?!\w)"
    # "Kindly, is breakfast included?", "is heating included in these places?"
    r"|(?:^|[,.!?¿]\s?)\W{0,2}(?:(?:and|so|but|also|kindly|please)\W{0,2}\s)?(?:is|are)\s"
    r"(?!there(?!\w))[^?.!,;]{1,30}\sincluded(?![^?.!]{0,40}(?<!\w)(?:one|ones|place|places)\swith)"
    r"[^?.!]{0,30}\?"
    # "does it have aircon tho, january is hot": the English question needs no mark
    r"|(?:^|[,.!?]\s?)\W{0,2}(?:(?:and|so|but|also|plus)\s)?(?:does\sit\shave|has\sit\sgot"
    rf"|does\s(?:that|this)\sone\shave)\s(?!to\s){_NOT_OF_ONE_SHOWN}"
    # "also is there a dishwasher lol.", "one more thing, is there a lift, I had the hip done":
    # a thing of the listing shown, unless its clause asks for another one ("a cheaper one")
    r"|(?:^|[,.!?]\s?)\W{0,2}(?:(?:and|so|but|also)\s)?is\sthere\san?\s"
    r"(?![^?.!,;]{0,40}(?<!\w)(?:one|ones|place|anything|chance|way|version|possibility|option"
    rf"|superhost|{_LISTING_NOUN_EN})(?!\w)){_NOT_OF_ONE_SHOWN}[^?.!,;]{{1,40}}(?=[?.!,;]|$)"
)
# "meu marido perguntou se tem garagem", "she asked if it has a washer": a question about the
# listing shown, said as someone's.
_REPORTED_QUESTION_RE = _compile(
    r"(?:perguntou|pergunta|quer\ssaber|queria\ssaber|pregunto|pregunta|quiere\ssaber"
    r"|asked|asks|wants\sto\sknow|wanted\sto\sknow)\s(?:se|si|if|whether)\s"
    r"(?:(?:it|this\sone|that\sone|the\splace)\s)?(?:tem|tiene|has|hay|had|there's|there\sis)\s"
    rf"{_NOT_OF_ONE_SHOWN}"
    # "can you check if it has aircon?"
    r"|(?:check|see|confirm|tell\sme)\s(?:if|whether)\s(?:it|this\sone|that\sone|the\splace)"
    rf"\s(?:has|had)\s{_NOT_OF_ONE_SHOWN}"
)
# "does the cottage in Hana have AC?", "el de James Bay, ¿tiene cocina?", "esse com a varanda é
# em andar alto?", "o do Mile End tem aquecimento?": one listing shown, named by a description.
_LISTING_TIE_EN = _any_of(lexicon.LISTING_TIES_EN)
_LISTING_TIE_ES_PT = _any_of(lexicon.LISTING_TIES_ES_PT)
_RESULT_REFERENCE_RE = _compile(
    # ("the stroller for the little one is heavy": a child's)
    rf"""(?<!\w)(?!(?<=for\s)the\s(?:little|wee|baby|youngest|eldest)\sone)
    (?:the|that|this)\s(?!(?:whole|entire|same)\s)
    (?:[\w'-]{{2,20}}\s){{0,2}}{_LISTING_NOUN_EN}
    # "the condo downtown?", "I take the cabin.": said last in its clause or question ("for
    # the little one." is a child)
    (?:\s{_LISTING_TIE_EN}|(?=\s(?:is|looks|seems|sounds)\s)|(?=(?:\s[\w'-]{{2,20}})?\?)
    |(?<!\sone)(?P<chosen>(?=\s?(?:[.!,;]|\s[—–-]\s|$)))
    # "the downtown condo it is."
    |(?P<settled>(?=\sit\sis\s?(?:[.!,;]|$))))
    # "una habitación en la casa de una señora" is where a room is, not a listing shown
    |(?<!\w)(?<!en\s)(?:el|la|o|a|ese|esa|este|esta|aquel|aquella|esse|essa|aquele|aquela|do|da|del)\s
    {_LISTING_NOUN_ES_PT}(?:\s[\w-]{{2,15}})?\s{_LISTING_TIE_ES_PT}
    |{_any_of(lexicon.KEEP_LISTING_VERBS + lexicon.ASK_OF_LISTING_VERBS + lexicon.SETTLE_PHRASES)}\s
    (?:el|la|o|a)\s(?:de|del|do|da|dos|das)\s
    # "the apartments in El Born, are they …?"; "the ones with a lift" asks for the filter
    |(?<!\w)(?:(?P<asked>the)(?!\sones)|these|those)\s(?:[\w'-]{{2,20}}\s){{0,2}}
    {_any_of(lexicon.LISTINGS_NOUNS_EN)}
    (?:\s{_LISTING_TIE_EN}|(?=\s(?:are|look|seem|sound)\s))
    |(?<!\w)(?:esos|esas|estos|estas|aquellos|aquellas|esses|essas|estes|aqueles|aquelas)\s
    {_any_of(lexicon.LISTINGS_NOUNS_ES_PT)}(?:\s[\w-]{{2,15}})?\s{_LISTING_TIE_ES_PT}
    # "¿Se puede ir andando desde ese apartamento?": the one shown, said last in its question
    |(?:(?<=desde\s)|(?<=\sen\s)|(?<=\sem\s)|(?<=\sno\s)|(?<=\sna\s))
    (?:ese|esa|aquel|aquella|esse|essa|aquele|aquela)\s{_LISTING_NOUN_ES_PT}
    (?=(?:\s[\w'-]{{2,20}})?\s?\?)
    |(?<!\w)(?:does|did|is|has)\s(?:the|that|this)\s(?:[\w'-]{{2,15}}\s)?{_LISTING_NOUN_EN}(?!\w)
    |(?:(?<![\w\s])\s?|(?<!\w)(?:y|e)\s)
    (?:(?:el|la|o|a)\s(?:de|del|do|da|dos|das|que)|ese|esa|aquel|aquella|esse|essa|aquele|aquela)\s
    |(?<!\w)(?:este|esta)\s(?:con|com|de|do|da|del|en|em|no|na|que|tiene|tem)(?!\w)
    # "Galata tower one looks so cute", "surry hills one how many min to town hall"
    |(?:^|(?<=[.!?])\s)\W{{0,2}}(?:[\w'-]{{2,20}}\s){{1,2}}one\s(?=looks|is|has|seems|sounds|how|does)
    # "los departamentos que me muestra", "os apartamentos que aparecem"
    |(?<!\w)(?:los|las|os|as)\s{_any_of(lexicon.LISTINGS_NOUNS_ES_PT)}\sque\s(?:me\s|nos\s)?
    (?:muestra\w*|mostr\w*|aparec\w*|salen|sale|sai|saem|vi|vimos|mand\w*)
    # "los dos del Plateau que mostraste", "os dois de Gaia"
    |(?<!\w)(?:los|las|os|as)\s(?:dos|tres|dois|duas|três)\s(?:de|del|do|da|dos|das)\s"""
)
_PERSON_RIGHT_BEFORE_RE = _compile(
    _any_of((*lexicon.COMPANION_NOUNS, *lexicon.COMPANION_PLURAL_NOUNS))
    + r"\s$|(?<!\w)(?:yo|ella|ele|ela|eu|she|he)\s$"
)
# "tem piscina algum?", "has any of them got a pool?": asks for any, so it asks for the filter.
_ANY_OF_THEM_RE = _compile(_any_of(("algum", "alguma", "alguno", "alguna", "any", "anything")))
# "I've got $2,000 saved up for the room": what an amount pays for, not a listing shown
_PAID_FOR_BEFORE_RE = _compile(r"\d[^.!?\d]{0,30}\s(?:for|para|pra|por)\s$")
# An explicit ordering verb makes "can you sort them by price?" a request, not a question.
_ORDERING_VERB_RE = _compile(_any_of(("sort", "order", "ordena", "ordenar", "ordene")))
_QUOTED_NAME_RE = re.compile(r"[\"“«](?P<name>[^\"”»]{2,80})[\"”»]")
_SMALL_TALK_RE = _compile(_any_of(lexicon.SMALL_TALK_PHRASES))
_SMALL_TALK_FILLER = {normalise(word) for word in lexicon.SMALL_TALK_FILLER}


# "from the 5th", "until the 12th", "arriving on the first": a day of the month, not a listing.
_DAY_LEAD_RE = _compile(
    _any_of(
        ("from", "on", "until", "till", "til", "by", "since", "starting", "after", "before",
         "through", "thru", "arriving", "arrive", "leaving", "leave", "checking in", "check in",
         "check-in", "checkout", "check out", "back")
    )
    + r"\s$"
)  # fmt: skip
_DAY_AFTER_RE = _compile(rf"\s(?:of\s(?:the\smonth|{_MONTH}))")
_DAY_LEAD_REACH = 15  # characters before the ordinal read for a date's preposition


# "en primer piso", "un primer piso", "hasta un segundo piso": a floor, not a flat shown
_A_FLOOR_RE = _compile(
    r"(?:(?<=\ben\s)|(?<=\bun\s)|(?<=\bde\s)|(?<=\ba\s))"
    r"(?:primer|segundo|tercer|cuarto|quinto|ultimo)\spiso(?!\w)"
)


def _names_a_day(folded: str, match: re.Match[str]) -> bool:
    before = folded[max(0, match.start() - _DAY_LEAD_REACH) : match.start()]
    if _DAY_AFTER_RE.match(folded, match.end()):
        return True
    return bool(_DAY_LEAD_RE.search(before)) and not match["ordinal_before_noun"]


def _subject(utterance: _Utterance) -> tuple[bool, int | str | None]:
    """Whether the utterance points at a listing shown, and which: a position or a name."""
    quoted = _QUOTED_NAME_RE.search(utterance.original)
    if quoted:
        return True, quoted["name"].strip()
    for match in _ORDINAL_RE.finditer(utterance.folded):
        if _GUEST_AFTER_RE.match(utterance.folded, match.end()):
            continue  # "a third person" joins the party
        if _PART_OF_A_HOME_AFTER_RE.match(utterance.folded, match.end()):
            continue  # "a second bed or a sofa bed"
        if _TIME_AFTER_RE.match(utterance.folded, match.end()):
            continue  # "for the last week", "the first night": a part of the stay
        if _STREET_NOUN_AFTER_RE.match(utterance.folded, match.end()):
            continue  # "perto da Quinta Avenida", "near Fifth Avenue": a street
        if _names_a_day(utterance.folded, match):
            continue
        if match["ordinal_before_noun"] and _A_FLOOR_RE.match(utterance.folded, match.start()):
            continue  # "que sea en primer piso o con ascensor": a floor, not a flat shown
        if position := match["position"] or match["numbered"]:
            return True, int(position) - 1
        return True, _ORDINALS[_key(match["ordinal"] or match["ordinal_before_noun"])]
    return False, None


# "which ones have a washing machine", "¿cuáles tienen piscina?": show those that have it.
_WHICH_ONES_HAVE_RE = _compile(
    r"(?:which\sones|which\sof\sthem|which\sof\sthese|cuales|quais"
    # "algum deles tem garagem?", "¿alguno de ellos tiene garaje?": do any have it, asked
    r"|(?:algum\sdeles|alguma\sdelas|algum\sdesses|alguno\sde\sellos|alguna\sde\sellas"
    r"|alguno\sde\sestos)(?=[^.!?\n]{0,80}\?))\s"
    r"(?:have|has\sgot|have\sgot|tienen|tiene|tem|teem)(?!\w)"
    # "Which of these has at least 3 bedrooms?", not "which of these has the best reviews?"
    r"|(?:which\sof\sthese|which\sof\sthem|which\sones)\shas\s"
    r"(?=at\sleast|an?\s|\d|(?:one|two|three|four|five)\s)"
    # ("which of these has a nicer view?" compares them)
    r"(?!an?\s(?:nicer|better|bigger|larger|smaller|cheaper|quieter|closer|greater|more|less"
    r"|best|biggest|nicest|largest)(?!\w))"
)


def _take_results_question(utterance: _Utterance, result: ParsedUtterance) -> None:
    """ "which one is best for kids?", "does the second one allow pets?": read before any other
    rule, so the words of the question are still whole; the dialog decides whether it holds."""
    for ordinal in _ORDINAL_RE.finditer(utterance.folded):
        if part := _PART_OF_A_HOME_AFTER_RE.match(utterance.folded, ordinal.end()):
            utterance.consume(ordinal.start(), part.end())  # "la segunda habitación": no room
        elif ordinal["ordinal"] and (
            home := _HOME_SHOWN_AFTER_RE.match(utterance.folded, ordinal.end())
        ):
            utterance.consume(ordinal.start(), home.end())  # "on the second house": no House
    points_at_one, result.subject = _subject(utterance)
    utterance.points_at_a_listing = points_at_one
    folded = utterance.folded
    asking_for_filter = [m.span() for m in _WHICH_ONES_HAVE_RE.finditer(folded)]
    asking_for_filter += [m.span() for m in _ORDER_WITH_A_FILTER_RE.finditer(folded)]
    asked = [
        m
        for m in _RESULTS_QUESTION_RE.finditer(folded)
        if _really_asks(folded, m)
        and not any(start <= m.start() < end for start, end in asking_for_filter)
    ]
    has_it = [m for m in _HAS_IT_RE.finditer(folded) if not _ANY_OF_THEM_RE.search(m[0])]
    has_it += _REPORTED_QUESTION_RE.finditer(folded)
    # "I take the cabin.": a listing said last in its clause is one chosen or remarked on;
    # "the apartments in El Born, …?": listings with "the" are ones asked about
    described = [
        m
        for m in _RESULT_REFERENCE_RE.finditer(folded)
        if m["chosen"] is None
        or not _PAID_FOR_BEFORE_RE.search(folded, max(0, m.start() - 40), m.start())
    ]
    described = [
        m
        for m in described
        # "mi mamá está en silla de ruedas": someone who is somewhere, no listing
        if not _PERSON_RIGHT_BEFORE_RE.search(folded, max(0, m.start() - 30), m.start())
    ]
    described = [
        m
        for m in described
        if (_asks_about(folded, m) and m["chosen"] is None)
        or (_remarks_on(folded, m) and m["asked"] is None)
        or m["settled"] is not None
    ]
    placed = list(_THE_ONE_THERE_RE.finditer(folded))
    result.one_placed = bool(placed)
    described += placed
    described += (
        m for m in _PLACE_ONE_FIRST_RE.finditer(folded) if _PLACE_RE.fullmatch(m["place"])
    )
    described += _HOME_LET_GO_RE.finditer(folded)
    described += (
        m
        for m in _THE_PLACE_HOME_RE.finditer(folded)
        if _PLACE_RE.fullmatch(m["place"] or m["place_after"] or "")
        # "the Opera House" is a place itself; "go with the Surry Hills studio" picks the area
        and not _PLACE_RE.fullmatch(folded, m.start("place") if m["place"] else m.end(), m.end())
        and not _GO_WITH_BEFORE_RE.search(folded, max(0, m.start() - 16), m.start())
        # "algo como o apartamento do Leblon", "the Williamsburg loft kind of vibe": a likeness
        and not _LIKE_BEFORE_RE.search(folded, max(0, m.start() - 16), m.start())
        and not _LIKENESS_AFTER_RE.match(folded, m.end())
    )
    described += (
        m
        for m in _THE_ONE_OF_PLACE_RE.finditer(folded)
        if utterance.is_capitalised(m.end()) and _PLACE_RE.match(folded, m.end())
    )
    result.about_one_shown = bool(has_it or described) or points_at_one
    described += _THE_X_ONE_RE.finditer(folded)
    asked += has_it + described
    utterance.question_spans = [
        _with_follow_up(folded, _sentence_around(folded, m.end() - 1)) for m in asked
    ]
    utterance.listing_spans = [
        _with_follow_up(folded, _sentence_around(folded, m.end() - 1)) for m in described
    ]
    utterance.has_it_spans = [_sentence_around(folded, m.end() - 1) for m in has_it]
    needed = (
        _needs_what_it_asks(folded)
        or bool(_ORDER_WITH_A_FILTER_RE.search(folded))
        or rejects_what_a_listing_lacks(folded)
        or (not (points_at_one or described) and _parking_asked_for_a_vehicle(folded))
    )
    if needed:  # "does the second one have a washer? we really need it" asks for one
        utterance.question_spans = utterance.listing_spans = utterance.has_it_spans = []
    asks = (points_at_one or bool(asked)) and not needed
    result.results_question = asks and not _ORDERING_VERB_RE.search(folded)


_NEED_IT_RE = _compile(
    _any_of(lexicon.NEED_IT_PHRASES)
    # "… we need it.", not "we need it for 5 nights only", "I need it to be quiet"
    + r"|(?<!\w)(?:we|i)\sneed\sit(?=\s?(?:[.!,;]|$))"
)
# "no, we don't need it", "tampoco la necesitamos": the need denied
_NOT_NEEDED_RE = _compile(
    rf"(?<!\w){_any_of((*lexicon.DENYING_WORDS, 'tampoco', 'nem', 'neither', 'nor'))}(?!\w)"
)


# "Is there parking? My brother will lend us his car", "Tem estacionamento? A gente vai alugar um
# carro": parking asked about with the vehicle it is for is a need, not a question about a listing.
_PARKING_ASKED_RE = _compile(
    r"(?:^|[.!?,¿]\s?)\W{0,2}(?:(?:and|also|so|e|y|ok)\s)?(?:is\sthere|tem|tiene|hay|ha|any)\s"
    r"(?:(?:a|an|some|secure|free|private|covered|onsite|on-site)\s)?"
    r"(?:parking|estacionamento|estacionamiento|garagem|garaje|garage|parqueadero|aparcamiento"
    r"|cochera|car\spark)(?:\s(?:space|spot))?\s?\?"
)
_VEHICLE_RE = _compile(
    _any_of(
        (
            *lexicon.VEHICLE_NOUNS,
            "carro",
            "coche",
            "auto",
            "carrinha",
            "furgoneta",
            "camioneta",
            "moto",
            "driving",
            "drive",
            "conduzir",
            "conducir",
            "manejar",
            "manejando",
        )
    )
)


def _parking_asked_for_a_vehicle(folded: str) -> bool:
    asked = _PARKING_ASKED_RE.search(folded)
    return asked is not None and any(
        not _NO_VEHICLE_BEFORE_RE.search(folded, max(0, vehicle.start() - 30), vehicle.start())
        for vehicle in _VEHICLE_RE.finditer(folded)
        if not asked.start() <= vehicle.start() < asked.end()
    )


# "We're not bringing the car", "não tem carro", "sin coche": no vehicle comes
_NO_VEHICLE_BEFORE_RE = _compile(
    r"(?<!\w)(?:not|no|nao|don't|dont|won't|without|sin|sem|never|nunca)\s(?:[\w']+\s){0,3}$"
)


def _needs_what_it_asks(folded: str) -> bool:
    """ "¿tiene lavadora? … la necesitamos sí o sí": the need said of what is asked about, not
    denied ("no, we don't need it")."""
    return any(
        not _NOT_NEEDED_RE.search(folded, max(0, need.start() - 12), need.start())
        for need in _NEED_IT_RE.finditer(folded)
    )


# "Waikiki or Ko Olina, no sé cuál es mejor": weighing the places just named, not the results.
_UNSURE_RE = _compile(
    _any_of(
        ("not sure", "unsure", "don't know", "dont know", "do not know", "can't decide",
         "cant decide", "no sé", "no se", "no estoy seguro", "no estoy segura", "não sei",
         "nao sei", "não tenho certeza", "no lo tengo claro", "no sabemos", "não sabemos",
         "we don't know", "undecided")
    )
    + r"\W{0,3}(?:(?:if|si|se)\s)?$"
)  # fmt: skip
_UNSURE_REACH = 30


_POSSIBLE_AFTER_RE = _compile(rf"\s{_any_of(lexicon.POSSIBLE_WORDS)}")
_FINDING_AFTER_RE = _compile(
    r"\s"
    + _any_of(("achar", "encontrar", "conseguir", "arranjar", "arrumar", "buscar", "procurar"))
)


def _really_asks(folded: str, match: re.Match[str]) -> bool:
    """ "is it central?" asks; "we're happy to splurge for this one" does not: a phrase that
    is not a question on its own needs a question mark or a question's opening in its sentence."""
    if _UNSURE_RE.search(folded, max(0, match.start() - _UNSURE_REACH), match.start()):
        return False
    if _FINDING_AFTER_RE.match(folded, match.end()):
        return False  # "dá pra achar algo?": can something be found, a request
    if _POSSIBLE_AFTER_RE.match(folded, match.end()):
        return False  # "is it possible near the university?": a request said politely
    if _key(match[0]) not in _WEAK_QUESTION_PHRASES:
        return True
    if _ASKED_IF_BEFORE_RE.search(folded, max(0, match.start() - 30), match.start()):
        return True  # "meu marido perguntou se dá pra ir a pé": a question, reported
    start, end = _sentence_around(folded, match.start())
    if _REQUEST_THEN_COMMA_RE.search(folded, start, match.start()):
        return False  # "algo perto do estádio, dá pra ir a pé?": the request's own question
    return _is_question(folded, start, end)


# A clause asking for somewhere, ended by a comma: "quer algo perto do estadio, "
_REQUEST_THEN_COMMA_RE = _compile(
    r"(?<!\w)(?:algo|alguma\scoisa|something|somewhere|anything|um\slugar|un\slugar|a\splace)"
    r"\s[^,.!?]{0,60},\s?$"
)


_ASKED_IF_BEFORE_RE = _compile(
    r"(?:perguntou|pergunta|quer\ssaber|queria\ssaber|pregunto|pregunta|quiere\ssaber"
    r"|asked|asks|wants\sto\sknow|wanted\sto\sknow|wonders|wondered)\s(?:se|si|if|whether)\s$"
)


def _asks_about(folded: str, match: re.Match[str]) -> bool:
    """A question (a question mark or a question's opening) about one listing, maybe right
    after a remark on it, and not for any: "does the cabin in Hana have AC?", "the one in
    Stockbridge looks charming. Is it far?", but not "any of these with a pool?"."""
    around = _sentence_around(folded, match.end() - 1)
    start, end = _with_follow_up(folded, around)
    sentence = folded[start : end + 1]
    followed_by_a_question = end != around[1]  # only a question is taken as its follow-up
    asked = followed_by_a_question or _is_question(folded, start, end)
    return asked and not _ANY_OF_THEM_RE.search(sentence)


_RESULT_REMARK_RE = _compile(
    _any_of(lexicon.RESULT_REMARK_WORDS + lexicon.LISTING_CHOSEN_WORDS + lexicon.SETTLE_PHRASES)
)


def _remarks_on(folded: str, match: re.Match[str]) -> bool:
    """A remark on one listing, its sentence naming no new wish: "the studio in Paia looks
    good", "me guardo ese y el de Glebe"."""
    start, end = _sentence_around(folded, match.end() - 1)
    return bool(_RESULT_REMARK_RE.search(folded, start, end)) and not _ANY_OF_THEM_RE.search(
        folded, start, end
    )


def _is_question(folded: str, start: int, end: int) -> bool:
    return "?" in folded[start : end + 1] or bool(_QUESTION_START_RE.match(folded, start))


# "what about a pool?", "and in Rio?": a question of its own, which asks for something.
_REQUEST_CUE_RE = _compile(
    r"^\W{0,3}" + _any_of(("what about", "how about", "and", "y", "e", "also", "também", "también"))
)
# A question that only adds to the one before it: "is it near the beach? Barceloneta?", "the
# penthouse one looks unreal. is the pool on the roof".
_FOLLOW_UP_LENGTH = 60


def _with_follow_up(folded: str, span: tuple[int, int]) -> tuple[int, int]:
    """The span of a sentence about the results, with the short question after it when that
    asks for nothing new."""
    start, end = span
    if end >= len(folded):
        return span
    next_start, next_end = _sentence_around(folded, end + 1)
    follow_up = folded[next_start : next_end + 1]
    if (
        len(follow_up) <= _FOLLOW_UP_LENGTH
        and _is_question(folded, next_start, next_end)
        and not _ANY_OF_THEM_RE.search(follow_up)
        and not _REQUEST_CUE_RE.search(follow_up)
    ):
        return start, next_end
    return span


def _sentence_around(text: str, index: int) -> tuple[int, int]:
    starts = [m.end() for m in _SENTENCE_BREAK_RE.finditer(text, 0, index)]
    end = _SENTENCE_BREAK_RE.search(text, index)
    return (starts[-1] if starts else 0), (end.start() if end else len(text))


def _forget_what_describes_a_listing(utterance: _Utterance, result: ParsedUtterance) -> None:
    """ "we're 4 now. is the Poipu house too big?": where a listing shown stands, and the words
    said of it, are no wish."""
    if utterance.near_start is not None and _within(utterance.near_start, utterance.listing_spans):
        result.near = ()
        utterance.near_start = utterance.near_end = None
    for start, end in utterance.listing_spans:
        utterance.consume(start, end + 1)


_NEED_SAID_RE = _compile(
    r"(?<!\w)(?:we|i)\s(?:really\s|also\s)?(?:need|must\shave|have\sto\shave)(?!\w)"
    r"|(?<!\w)(?:necesito|necesitamos|preciso|precisamos)(?!\w)"
)


def _forget_amenities_asked_of_a_listing(utterance: _Utterance, result: ParsedUtterance) -> None:
    """ "under 45 dollars a night please. Is breakfast included?": an amenity named only in
    a question about the listings shown is asked about, while the rest of the message searches."""
    if _NEED_SAID_RE.search(utterance.folded) or _parking_asked_for_a_vehicle(utterance.folded):
        return  # "is there wifi? I need to work from the condo": asked for, with its reason
    questions = [
        (start, end)
        for start, end in utterance.question_spans
        if "?" in utterance.folded[start : end + 1]
    ]
    asked = {
        m.value for m in utterance.mentions if m.kind == "amenity" and _within(m.start, questions)
    }
    said = {
        m.value
        for m in utterance.mentions
        if m.kind == "amenity" and not _within(m.start, questions)
    }
    result.amenities[:] = [a for a in result.amenities if a not in asked - said]


# "the second is lovely but 280 is a lot. anything under 150?", "el tercero se pasa. ¿Alguno con
# cocina?": a sentence that asks for other listings than the one talked about.
_OTHERS_ASKED_FOR_RE = _compile(
    r"(?:^|[.!?,;]\s?)\W{0,3}(?:(?:and|but|so|ok|y|pero|e|mas|entonces|então)\s)?"
    r"(?:is\sthere\s|are\sthere\s|got\s|hay\s|tem\s|há\s|tiene[ns]?\s)?"
    r"(?:anything|something|any\sothers?|algo|otro|otra|otros|otras|outro|outra|outros|outras"
    r"|alguma\scoisa|alguna\sotra|alguma\soutra"
    # "¿Alguno con cocina por lo menos?", "Is there one of them with a lift?": any one with it
    r"|(?:one|any|alguno|alguna|algum|alguma)(?:\s(?:of\sthem|of\sthese|de\sellos|de\sellas|deles"
    r"|delas))?(?=\s(?:with|w/|con|com)\s))(?!\w)"
    r"(?!\s(?:así|asi|assim|like\sthat|like\sthis|parecido)(?!\w))"  # "algo así nos encanta"
)


_NEEDED_BEFORE_RE = _compile(
    r"(?<!\w)(?:need|needs|want|wants|necesito|necesitamos|preciso|precisamos|quiero|queremos"
    r"|quero|must\shave|tem\sde\ster|tiene\sque\stener)\s(?:(?:a|an|um|uma|un|una)\s)?$"
)


# "AC is non-negotiable in August", "la lavadora es imprescindible": a need said of it
_A_MUST_AFTER_RE = _compile(
    r"\s(?:is|es|e)\s(?:(?:a|an|absolutely|really|totally|muy|bem)\s)?"
    r"(?:must|non-negotiable|essential|required|imprescindible|obligatorio|obrigatorio|fundamental"
    r"|indispensable|indispensavel|necesario|necessario|clave)(?!\w)"
)


def _in_questions_only(utterance: _Utterance) -> bool:
    """Whether every filter word stands in a sentence that asks about the results: "Only 2?
    What are they like. We want a hot tub" asks, and then also requests."""
    spans = utterance.question_spans
    # "Is the Ironbound one a whole unit? I don't mind a room as long as...": a word its clause
    # leaves unasked adds no request to the question
    asked = [m for m in utterance.mentions if m not in utterance.unasked]
    in_questions = [m.value for m in utterance.mentions if _within(m.start, utterance.has_it_spans)]
    # "Does it have a washer? Kids + 5 days = lots of laundry": the reason for the question
    starts = [
        m.start
        for m in asked
        if _within(m.start, spans)
        or m.value not in in_questions
        or _NEEDED_BEFORE_RE.search(utterance.folded, max(0, m.start - 25), m.start)
        or _A_MUST_AFTER_RE.match(utterance.folded, m.end)
    ]
    starts += utterance.party_changes
    if utterance.near_start is not None:
        starts.append(utterance.near_start)
    return all(_within(at, spans) for at in starts)


_BUDGET_CUE_RE = _compile(_any_of(lexicon.BUDGET_CUES))


def _said_outside_questions(utterance: _Utterance, position: int) -> bool:
    """Whether ``position`` stands in a sentence that asks nothing."""
    if _within(position, utterance.question_spans):
        return False
    return _said_outside_questions_but_after(utterance, position)


def _said_outside_questions_but_after(utterance: _Utterance, position: int) -> bool:
    """Whether the sentence around ``position`` asks nothing, though it may follow a question."""
    start, end = _sentence_around(utterance.folded, position)
    return "?" not in utterance.folded[start : end + 1]


# A sentence that says what the visitor wants: "we want our own place", "preferimos casa só nossa"
_WANT_OPENS_RE = _compile(
    r"\W{0,3}(?:(?:we|i)\s(?:want|need|prefer)|we'd\srather|i'd\srather|we'd\slike|i'd\slike"
    r"|queremos|quiero"
    r"|preferimos|prefiero|quero|prefiro|precisamos|necesitamos)(?!\w)"
)


def _near_outside_questions(utterance: _Utterance, result: ParsedUtterance) -> bool:
    """ "How much is the second one? The office is near Newark Penn Station so I want to be close
    by.": a place wished in a sentence that asks nothing, with words that want it."""
    if not result.near or utterance.near_start is None or utterance.near_end is None:
        return False
    if _is_an_area_offered(utterance, result.near, utterance.near_start, utterance.near_end):
        return True
    if (
        result.settles
        and _said_outside_questions(utterance, utterance.near_start)
        # "me quedo con la primera de Ipanema": the listing kept, where it is
        and not _ORDINAL_RE.search(
            utterance.folded, *_sentence_around(utterance.folded, utterance.near_start)
        )
    ):
        return True  # "Let's stick with Botafogo then. Does the 3rd one have air con?"
    if not result.near_cued or _within(utterance.near_start, utterance.question_spans):
        return False
    start, end = _sentence_around(utterance.folded, utterance.near_start)
    # "Ok then near harbour.": the wish alone, the place ending its sentence
    fragment = _NEAR_FRAGMENT_RE.match(utterance.folded, start) and end - utterance.near_end <= 1
    return "?" not in utterance.folded[start : end + 1] and bool(
        _WANTED_RE.search(utterance.folded, start, end + 1) or fragment
    )


# "Ok then near harbour. The first one is how far…?": a wish said in a sentence of its own
_NEAR_FRAGMENT_RE = _compile(
    r"\W{0,3}(?:(?:ok|okay|so|then|fine|alright|vale|bueno|pues|entonces|entao|bom|tudo\sbem)"
    r"\W{0,2}\s){0,3}(?:near|close\sto|by\sthe|perto\sd[aeo]s?|cerca\sde(?:l)?|junto\sa(?:l)?)\s"
)


_AREA_KINDS = frozenset({"neighbourhood", "centre", "beach"})


def _is_an_area_offered(
    utterance: _Utterance, places: tuple[NamedPlace, ...], start: int, end: int
) -> bool:
    """ "¿Y Santa Teresa? ¿Es seguro?": an area to stay put forward in a question of its own, in
    a message that points at no listing shown."""
    # "El primero está lejos, ¿no? ¿Y Gràcia qué tal?": offered after a question of its own,
    # not before one that asks of it ("E Santa Teresa? Dá pra ir a pé do primeiro?")
    asked_after = any(span_start >= start for span_start, _ in utterance.question_spans)
    return (
        (
            not utterance.points_at_a_listing
            or not (asked_after or _within(start, utterance.question_spans))
        )
        and _areas_to_stay(places)
        and is_offered_alone(utterance.folded, start, end)
    )


def _areas_to_stay(places: tuple[NamedPlace, ...]) -> bool:
    """Whether the places are areas to stay in ("Santa Teresa", "Bondi"), not sights or venues
    ("What about the Opera House? Is it open on Mondays?" asks of a visit)."""
    return bool(places) and all(
        place.area
        or ((found := place_by_name(place.name)) is not None and found.kind in _AREA_KINDS)
        for place in places
    )


# "I want to be close by", "queremos ficar perto": the visitor's own wish to stay there; not "my
# friends want to be near Bondi", "não precisamos ficar perto", "we want to walk to it"
_WANTED_RE = _compile(
    r"(?<!\w)(?<!no\s)(?<!nao\s)(?:(?:i|we)\s(?:really\s|also\s|just\s)?(?:want|need|would\slike)"
    r"|i'd\slike|we'd\slike|quiero|queremos|necesito|necesitamos|quero|preciso|precisamos)"
    r"\s(?:to\s)?(?:be|stay|estar|ficar|quedarnos|quedarme"
    # "quiero poder volver caminando", "we want to walk back": close enough to walk home
    r"|(?:poder\s)?(?:volver|voltar)\s(?:caminando|andando|a\spie|a\spe)|walk\sback)(?!\w)"
)


def _budget_outside_questions(utterance: _Utterance) -> bool:
    """A budget said as one ("my maximum is 150 a night") in a sentence that asks nothing; not
    a price paid or shown ("last time we paid 90", "it says 150 a night")."""
    for mention in utterance.mentions:
        if mention.kind != "setting" or not _PRICE_KEYS & mention.value.keys():
            continue
        start, end = _sentence_around(utterance.folded, mention.start)
        if _SOMETHING_FOR_AN_AMOUNT_RE.search(
            utterance.folded, start, mention.start
        ) and _AMOUNT_ENDS_ITS_CLAUSE_RE.match(utterance.folded, mention.end):
            # "es caro pa mí, qué hay como por 60 dólares", "anything for 150?": homes asked
            # for at that price, even in a question
            return True
        comma = utterance.folded.find(",", mention.end, end)
        if (
            comma > 0
            and _AMOUNT_LEADS_RE.fullmatch(utterance.folded, start, mention.start)
            and _OR_ASKED_AFTER_RE.match(utterance.folded, comma + 1)
        ):
            return True  # "Como unos 200 dólares la noche, ¿o en quetzales cuánto sería?"
        if _within(mention.start, utterance.question_spans):
            continue
        if _OTHER_COST_AFTER_RE.match(utterance.folded, mention.end):
            continue  # "we don't want to pay more than 15 for breakfast"
        if "max_price" in mention.value and _BUDGET_CUE_RE.search(utterance.folded, start, end):
            return True

        if _MAX_PRICE_RE.match(utterance.folded, mention.start):
            return True  # "¿Cuánto sale el segundo? No queremos pasar de 90 euros."
    return False


# An amount that opens its sentence, maybe hedged: the budget, said in answer
_AMOUNT_LEADS_RE = _compile(
    r"\W{0,3}(?:(?:como|unos|unas|uns|umas|about|around|like|maybe|say|digamos|tipo|cerca\sde"
    r"|mas\so\smenos|more\sor\sless)\s){0,2}(?:[$€£]|r\$|us\$|c\$|a\$)?"
)
# "…, ¿o en quetzales cuánto sería?": another currency asked after the amount said, not the amount
# asked about ("200 euros, is that ok for the first one?", "300 dollars, for that studio?!")
_OR_ASKED_AFTER_RE = _compile(r"\s?¿?(?:or|o|ou)\s")
# "… 60 dólares", "… 150 dollars a night?", not "… 10 euros extra, like breakfast"
_AMOUNT_ENDS_ITS_CLAUSE_RE = _compile(r"\s?(?:[,.;:!?)]|$)")
_SOMETHING_FOR_AN_AMOUNT_RE = _compile(
    r"(?<!\w)(?:que\shay|hay\salgo|tem\salgo|ha\salgo|anything|something|algo|alguma\scoisa)"
    r"(?:\s[\w']+){0,3}?\s(?:(?:for|por|para|pra|around|about|como)\s){1,2}$"
)


def _is_small_talk(utterance: _Utterance, result: ParsedUtterance) -> bool:
    """Only thanks, greetings or goodbyes: nothing understood, and no other word left."""
    if result.settings or result.amenities or result.cleared or result.removed_amenities:
        return False
    if result.guests_leaving or result.guests_joining or result.one_bedroom_enough:
        return False
    if result.bedroom_added:
        return False
    if result.ruled_out or result.room_each:
        return False
    if result.reset or result.sort or result.unknown_places or result.bare_number is not None:
        return False
    if result.near or result.near_named or result.markets_undecided:
        return False
    remaining = utterance.remaining
    if not _SMALL_TALK_RE.search(remaining):
        return False
    leftover = _SMALL_TALK_RE.sub(" ", remaining)
    return all(word in _SMALL_TALK_FILLER or word in _FILLER for word in _WORD_RE.findall(leftover))


# --- bedrooms ----------------------------------------------------------------------------------

_AT_LEAST = _any_of(
    ("at least", "min", "min.", "minimum", "no less than", "al menos", "por lo menos", "mínimo",
     "pelo menos", "no mínimo", "with", "con", "com", "de")
)  # fmt: skip
_MORE_THAN = _any_of(("more than", "over", "más de", "mais de", "above"))
_OR_MORE = _any_of(("+", "or more", "plus", "o más", "ou mais", "minimum", "min", "at least"))
_COUNT_RANGE = rf"(?:\s?(?:-|to|or|a|ou|o)\s?{_NUMBER})?"
_BEDROOMS_RE = _compile(
    rf"""(?:(?P<strict>{_MORE_THAN})\s?|{_AT_LEAST}\s?)?
    (?P<count>{_NUMBER}){_COUNT_RANGE}(?:\s?{_OR_MORE})?\s?-?\s?
    (?:{_any_of(lexicon.BEDROOM_ADJECTIVES)}\s)?{_any_of(lexicon.BEDROOM_NOUNS)}
    (?:\s?{_OR_MORE})?"""
)
# "apartment with 3 room", typed without its plural: bedrooms, as "with 3 rooms" are
_ROOMS_TYPED_SINGULAR_RE = _compile(
    rf"(?<=with\s)(?!(?:1|one)\s)(?P<count>{_NUMBER})\sroom(?=\s?[,.;!?]|$|\s(?:and|for|each)\s)"
)
_SINGLE_BEDROOM_NOUN = _any_of(
    ("bedroom", "habitación", "cuarto", "quarto", "dormitorio", "dormitório", "recámara")
)
_ONE_BEDROOM_RE = _compile(
    rf"""(?:with|con|com|de)\s{_ARTICLE_ONE}\s{_SINGLE_BEDROOM_NOUN}
    |{_any_of(("un", "um"))}\s{_any_of(("dormitorio", "dormitório"))}
    # "una recámara" is a home's bedroom; "una recámara privada, en renta" is a room to rent
    |una\srecamara(?!\w)(?!\s(?:privada|en\srenta|compartida|para\smi|para\suna\spersona)(?!\w))"""
)
# "con una habitación", "de um quarto" are a bedroom of the home named before them; alone they
# are a room to stay in ("somos dos, con una habitación vale", "preciso de um quarto").
_ROOM_OR_BEDROOM_RE = _compile(
    rf"(?:con|com|de)\s{_ARTICLE_ONE}\s{_any_of(('habitación', 'cuarto', 'quarto'))}"
)
_DWELLING_BEFORE_RE = _compile(
    rf"(?:{_any_of(lexicon.GENERIC_DWELLING_WORDS)}|{_any_of(lexicon.PROPERTY_TYPE_WORDS)})"
    r"(?:\s[^\W\d_]{1,20})?\s$"
)
_DWELLING_REACH = 40  # characters before "con una habitación" read for its home
# Portuguese typology: "T2" is an apartment with two bedrooms ("T0" is a studio: no minimum).
_TYPOLOGY_RE = _compile(r"(?<!\w)t(?P<count>[1-9])(?!\w)")
# Argentine rooms: a "depto de 2 ambientes" is a living room and one bedroom; a "monoambiente"
# is a studio (no minimum).
_ROOMS_WITH_THE_LIVING_ROOM_RE = _compile(
    rf"(?<!sala\s)(?<!\w)(?P<count>{_NUMBER})\s(?:ambientes|amb)(?!\w)|(?<!\w)monoambientes?(?!\w)"
)


def _count(match: re.Match[str]) -> int:
    """The count in a match; "more than 2" means at least 3."""
    count = int(parse_number(match["count"]))
    return count + 1 if match.groupdict().get("strict") else count


# "at least 3 bedrooms, or 2 plus a sofa bed": a smaller count offered after "or" is the least
# the visitor takes.
_FEWER_BEDROOMS_RE = _compile(
    rf"[\s,]{{0,3}}(?:or|o|ou)\s(?:(?:just|only|even|maybe|solo|so)\s)?(?P<count>{_NUMBER})"
    rf"(?!\w)(?!\s?(?:{_any_of(lexicon.GUEST_NOUNS)}|%|[$€£]))"
)


# "1 bed is fine" is one bed to share; "a 1 bed flat" has one bedroom.
_ONE_BED_RE = re.compile(r"(?:1|one|a|un|una|um|uma)bed")  # as _key folds it
_DWELLING_AFTER_RE = _compile(
    rf"\s?-?\s?(?:{_any_of(lexicon.GENERIC_DWELLING_WORDS)}|{_any_of(lexicon.PROPERTY_TYPE_WORDS)})"
)


# "one bedroom on the ground floor", "un dormitorio en planta baja": where a room is, not how many
_FLOOR_OF_THE_ROOM_RE = _compile(
    # "one bedroom need to be on ground floor", "un dormitorio tiene que estar en la planta baja"
    r"(?:\s(?:needs?|has|must|should|tiene|tem|debe|deve)(?:\sto|\sque|\sde)?\s(?:be|estar|ser|ficar))?"
    r"\s(?:(?:on|at|en|em|no|na)\s(?:the\s|la\s|a\s|o\s)?(?:ground|first|main|bottom|lower)\s(?:floor|level)"
    r"|downstairs|(?:en|na|no)\s(?:la\s|a\s|o\s)?(?:planta\sbaja|primera\splanta|rés-do-chão|res-do-chao"
    r"|terreo|andar\sde\sbaixo|piso\sde\sabajo)|abajo|em\sbaixo|embaixo)(?!\w)"
)
# "O rapaz vive num T1", "she lives in a 2-bedroom": the home of someone visited
_LIVED_IN_BEFORE_RE = _compile(
    r"(?:(?:lives|lived|vive|viven|vivem|mora|moram|moro|vivo|vivimos|moramos)\s"
    r"(?:in|en|em|num|numa|no|na)\s(?:(?:a|an|the|un|una|um|uma)\s)?(?:[\w-]+\s)?"
    # "His flat is small, 1BHK only", "her place has 2 bedrooms": what someone else's home is
    r"|(?<!\w)(?:his|her|their)\s(?:flat|apartment|place|house|home)\s(?:is\s(?:only\s|just\s)?"
    r"(?:(?:small|tiny|little)\s?,?\s)?(?:a\s)?|has\s(?:only\s|just\s)?))$"
)


def _take_bedrooms(utterance: _Utterance) -> None:
    for pattern in (_BEDROOMS_RE, _ROOMS_TYPED_SINGULAR_RE, _TYPOLOGY_RE):
        for match in utterance.find(pattern):
            lived_in = _LIVED_IN_BEFORE_RE.search(
                utterance.folded, max(0, match.start() - 30), match.start()
            )
            # "one bedroom on the ground floor" of several; "2 bedrooms downstairs" still counts
            where_in_it = _count(match) == 1 and _FLOOR_OF_THE_ROOM_RE.match(
                utterance.folded, match.end()
            )
            if (
                lived_in
                or where_in_it
                or (
                    _ONE_BED_RE.fullmatch(_key(match[0]))
                    and not _DWELLING_AFTER_RE.match(utterance.remaining, match.end())
                )
            ):
                utterance.consume(match.start(), match.end())
            elif (count := _count(match)) in PLAUSIBLE_COUNTS:
                fewer = _FEWER_BEDROOMS_RE.match(utterance.remaining, match.end())
                least = parse_number(fewer["count"]) if fewer else None
                if fewer and isinstance(least, int) and least in PLAUSIBLE_COUNTS:
                    count = min(count, least)
                    utterance.consume(fewer.start(), fewer.end())
                utterance.mention("setting", {"min_bedrooms": count}, match)
    rooms = list(utterance.find(_ROOMS_WITH_THE_LIVING_ROOM_RE))
    studio_will_do = any(match["count"] is None for match in rooms)
    for match in rooms:
        utterance.consume(match.start(), match.end())
        bedrooms = int(parse_number(match["count"])) - 1 if match["count"] else 0
        if bedrooms in PLAUSIBLE_COUNTS and not studio_will_do:
            # "un monoambiente o dos ambientes": a studio will do, so no minimum
            utterance.mention("setting", {"min_bedrooms": bedrooms}, match)
    for match in utterance.find(_ONE_BEDROOM_RE):
        if _FLOOR_OF_THE_ROOM_RE.match(utterance.folded, match.end()):
            continue  # "con al menos una recámara en planta baja": where a room is
        before = utterance.folded[max(0, match.start() - _DWELLING_REACH) : match.start()]
        if _ROOM_OR_BEDROOM_RE.fullmatch(match.group()) and not _DWELLING_BEFORE_RE.search(before):
            continue
        utterance.mention("setting", {"min_bedrooms": 1}, match)


# --- guests --------------------------------------------------------------------------------

_GUEST_NOUN = _any_of(lexicon.GUEST_NOUNS)
_PARTY_TOTAL_RE = _compile(rf"^{_NUMBER}\s{_any_of(lexicon.PARTY_TOTAL_NOUNS)}$")
_PARTY_DESCRIBED_RE = _compile(rf"^{_NUMBER}\s{_any_of(lexicon.PARTY_DESCRIBED_NOUNS)}$")
_PARTY_OF_PEERS_RE = _compile(rf"^{_NUMBER}\s{_any_of(lexicon.PARTY_OF_PEERS_NOUNS)}$")
# ... split by who they are: "3 meninas e 2 meninos", "2 couples"; not "3 niños", more of them
_SPLIT_OF_PEERS_RE = _compile(
    rf"^(?:{_NUMBER}|{_ARTICLE_ONE})\s(?:girls?|boys?|guys?|women|woman|men|man|ladies|lady|lads?"
    r"|chicas?|chicos?|mujer(?:es)?|hombres?|meninas?|meninos?|mulher(?:es)?|homens?|homem"
    r"|couples?|casais|casal|parejas?)$"
)
_COMMA_AFTER_RE = re.compile(r"\s?,(?!\s?(?:plus|mas|más|and|y|e)\s)")
_NTH_GUESTS = _lookup(lexicon.NTH_GUEST_WORDS)
_CHILD_NOUN = _any_of(lexicon.CHILD_NOUNS)
# not "a baby bed", "a baby seat": things for a baby, who is counted elsewhere if at all
_INFANT_NOUN = (
    f"(?:{_any_of(lexicon.INFANT_NOUNS)})"
    r"(?!\s(?:bed|beds|cot|cots|crib|cribs|seat|seats|gate|gates|bath|monitor|stuff|things)(?!\w))"
)
_COMPANION = _any_of(lexicon.COMPANION_NOUNS)
_COMPANION_WORDS = frozenset(normalise(noun) for noun in lexicon.COMPANION_NOUNS)


def _names_someone_close(words: list[str]) -> bool:
    """ "close to Dad", "close to Dad's place": someone, or their home, not a place."""
    return " ".join(words).removesuffix("'s") in _COMPANION_WORDS or (
        len(words) > 1 and words[0].endswith("'s") and words[0][:-2] in _COMPANION_WORDS
    )


_COMPANIONS = _any_of(lexicon.COMPANION_PLURAL_NOUNS)
_FIRST_PERSON = _any_of(lexicon.FIRST_PERSON_WORDS)
_POSSESSIVE = _any_of(lexicon.POSSESSIVE_WORDS)
# The speaker as one of a list, never the Spanish or Portuguese "me" before its verb ("para los
# niños, me dijeron que Poipu es buena")
_FIRST_PERSON_MEMBER = (
    rf"{_FIRST_PERSON}(?!['’]m(?!\w))(?<!\bme(?=\s{_any_of(lexicon.VERBS_AFTER_A_CLITIC_ME)}))"
)
# "they gave us two small beds": "us two" after a verb of giving is no couple
_COUPLE = (
    # "que no somos pareja": no couple
    # "each couple needs their own bedroom": every couple of the party, not a party of two
    # "we are friends not a couple"
    rf"(?<!\bno\s)(?<!\bnao\s)(?<!\beach\s)(?<!\bcada\s)(?<!\bevery\s)(?<!\bnot\s)(?<!\bnot\sa\s)"
    rf"{_any_of(lexicon.COUPLE_PHRASES)}(?!\sof)"
    r"(?<!gave\sus\stwo)(?<!give\sus\stwo)(?<!gives\sus\stwo)(?<!got\sus\stwo)"
    r"(?<!show\sus\stwo)(?<!send\sus\stwo)(?<!sent\sus\stwo)(?<!offered\sus\stwo)"
)
# "us + my parents", "nosotros y los niños": the speaker and whoever they always travel with.
_US = _any_of(lexicon.US_WORDS)

# Ages said after children ("two kids aged 7 and 10", "mis hijos de 8 y 5 años"): no count.
_AGE_LIST = r"\d{1,2}(?:\s?(?:,|and|y|e|&)\s?\d{1,2}){0,5}"
# Ages in brackets with no unit ("the kids (9 and 12)"): one age for each child.
_BRACKETED_AGES = rf"\s?\((?:(?:aged|ages|age|de)\s)?(?P<ages>{_AGE_LIST})\)"
_AGE_RE = re.compile(r"\d{1,2}")
# An age said before the member ("a 6 month old baby", "our 3-year-old", "a 2yo"): no count.
_AGE_BEFORE = rf"(?:{_NUMBER}[\s-]?(?:months?|years?|yrs?|mo)[\s-]old|\d{{1,2}}\s?(?:yo|y/o))(?!\w)"
# "22 cantantes de 16 a 20 años", "players aged 19 to 25": the ages they span.
_AGE_SPAN = rf"\d{{1,2}}\s?(?:-|–|to|a|al)\s?\d{{1,2}}|{_AGE_LIST}"
_AGES = (
    rf"(?:\s?\(?(?:aged|ages|age|de|of|between|entre)?\s?(?:{_AGE_SPAN})"
    r"\s?(?:years?|yrs?|y/o|yo|anos?|anitos|meses|mes|months?|mos)(?:\sold)?\)?"
    rf"|{_BRACKETED_AGES.replace('?P<ages>', '')}"
    rf"|,?\s(?:aged|ages)\s(?:{_AGE_SPAN})(?![\d.,]\d)"
    # "mi hija de 9 y yo", "o meu filho de 7, a minha mãe": an age said with "de" alone
    # ... or of two: "mis dos niñas de 8 y 12 y mi suegra"
    r"|\sde\s\d{1,2}\s(?:y|e)\s\d{1,2}(?=\s(?:y|e)\s|\s?[,.;!?]|$)"
    r"|\sde\s\d{1,2}(?=\s(?:y|e|and)\s|\s?[,.;!?]|$)"
    # "three kids under ten", "dos niños menores de 10": an age bound, not a price
    # (a child's age: "my wife under 100" is a budget)
    r"|\s(?:under|below|menores\sde|menos\sde|com\smenos\sde|de\smenos\sde)\s"
    r"(?:1[0-8]|[1-9]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dos|tres"
    r"|cinco|seis|diez|dez|doce|doze)(?![\d.,]?\d)"
    r"(?:\s(?:years?|yrs?|anos|años))?(?!\s?(?:€|\$|£|euros?|dollars?|dolares|reais|bucks)))"
)
# A companion's first name ("my husband Gerald and I").
_FIRST_NAME = r"(?:\s[a-z]{2,12}(?=\s(?:and|y|e)\s|\s?[+&]))"
# What a companion is one of ("mi compañero de dominó y yo", "my buddy from work and me").
_WHOSE = r"(?:\s(?:de|do|da|from)\s[a-z]{3,15}(?=\s(?:and|y|e|&)\s|\s?,))"
# "two other couples", "mais dois casais": couples besides the speaker's
_MORE_OR_OTHER = r"(?:more|other|mais|outros|outras|otros|otras)"
_COUPLES = rf"{_NUMBER}\s(?:{_MORE_OR_OTHER}\s)?{_any_of(lexicon.COUPLE_PLURAL_NOUNS)}"
# "2 casais no grupo e 2 solteiros", "two couples and 3 singles"
_COUPLES_AND_SINGLES = (
    rf"{_COUPLES}(?:\s(?:no\sgrupo|en\sel\sgrupo|in\sthe\sgroup))?\s?,?\s(?:and|plus|y|e)\s"
    rf"{_NUMBER}\s{_any_of(lexicon.SINGLES_NOUNS)}"
)
_MULTIPLE_BIRTH = _any_of(lexicon.MULTIPLE_BIRTH_NOUNS)
_MULTIPLE_BIRTHS = _lookup(lexicon.MULTIPLE_BIRTH_NOUNS)
_DEFINITE = r"(?:the|el|la|los|las|o|a|os|as)"
_RELATIVES = (
    rf"(?:{_COMPANIONS}|{_COMPANION}|{_CHILD_NOUN}|{_INFANT_NOUN}|{_GUEST_NOUN}"
    rf"|{_any_of(lexicon.OCCUPATION_NOUNS)})"
)
# "one other performer", "two others", "otra persona", "mais um amigo": people beyond the speaker;
# without a noun for people only where the member ends ("me and one other, so...").
_PERSON_NOUN = rf"(?:{_GUEST_NOUN}|{_COMPANIONS}|{_COMPANION}|{_any_of(lexicon.OCCUPATION_NOUNS)})"
_OTHERS_MEMBER = (
    rf"(?:(?:{_NUMBER}|{_ARTICLE_ONE})\s)?{_any_of(lexicon.OTHER_PERSON_WORDS)}"
    rf"(?:\s(?:{_NUMBER}|{_ARTICLE_ONE}))?"
    rf"(?:\s{_PERSON_NOUN}|(?=\s?(?:[,.;:!?)]|$)))"
)
# Someone named by a pronoun ("él" is folded to "el", read only where no noun follows it)
_OBJECT_PRONOUN = r"(?:her|him|ella|el|ele|ela)"
_PRONOUN_MEMBER = rf"(?<!\w)(?:she|he|{_OBJECT_PRONOUN})(?!\w)"
# One member of a travelling party: "2 adults", "a baby", "me", "my wife", "our 2 kids".
_KIN_ADJECTIVE = rf"(?:{_any_of(lexicon.KIN_ADJECTIVES)}\s)?"
_PARTY_MEMBER = rf"""(?:
    {_NUMBER}\s(?:{_GUEST_NOUN}|{_CHILD_NOUN}|{_INFANT_NOUN}|{_COMPANIONS}|{_COMPANION}
    |{_any_of(lexicon.OCCUPATION_NOUNS)}){_AGES}?
    |{_ARTICLE_ONE}\s(?:{_INFANT_NOUN}|{_CHILD_NOUN}|{_COMPANION}){_AGES}?
    |(?:{_ARTICLE_ONE}|{_POSSESSIVE})\s{_AGE_BEFORE}(?:\s(?:{_INFANT_NOUN}|{_CHILD_NOUN}|{_COMPANION}))?
    |(?:(?:the|el|la|o|a)\s)?{_INFANT_NOUN}{_AGES}?
    |(?:(?:a|o|as|os)\s)?{_POSSESSIVE}\s{_KIN_ADJECTIVE}(?:{_NUMBER}\s{_KIN_ADJECTIVE})?
    {_RELATIVES}{_AGES}?{_FIRST_NAME}?{_WHOSE}?
    |(?:the|los|las|os|as)\s(?:{_NUMBER}\s)?{_COMPANIONS}{_AGES}?
    |(?:{_DEFINITE}\s|{_POSSESSIVE}\s)?{_MULTIPLE_BIRTH}{_AGES}?
    |{_DEFINITE}\s{_KIN_ADJECTIVE}{_COMPANION}{_AGES}?
    |{_COUPLES_AND_SINGLES}
    |{_COUPLES}
    |{_COUPLE}
    |{_OTHERS_MEMBER}
    # "just myself and I'm not fussy": "I'm" opens a clause, it adds no one
    |{_FIRST_PERSON_MEMBER}
    |{_US}(?=\s?(?:[,+&]|(?:and|plus|y|e)\s))
    # "Partner and I are off to Istanbul": the partner named bare, first, beside the speaker
    |(?:(?<![\w\s])|(?<=[.!?,;:]\s)){_any_of(lexicon.HOUSEHOLD_PARTNER_NOUNS)}
    (?=\s(?:and|&|y|e)\s(?:i|me|yo|eu)(?!\w))

)"""
# "ella y yo", "him, me and the kids": someone named by a pronoun, listed first with the speaker
# ("near her, I don't drive" lists no one)
_PRONOUN_FIRST = rf"""(?<!near\s)(?<!to\s)(?<!by\s)(?<!de\s){_PRONOUN_MEMBER}
    (?=\s(?:and|y|e|&)\s{_FIRST_PERSON}(?!\w)
    |\s?,\s?{_FIRST_PERSON}(?:\s?,|\s(?:and|y|e|&)\s)
    # "ella, su esposo y yo"
    |\s?,\s(?:\w+\s){{0,2}}\w+\s(?:and|y|e|&)\s{_FIRST_PERSON}(?!\w))"""
# A member listed after another may belong to them: "my two sons with their wives"; a child
# with an article belongs to the party listed ("mi marido, yo y el niño"); so does a pronoun
# ("me, her and her dad").
_THEIR = rf"(?:(?:a|o|as|os)\s)?{_any_of(lexicon.THIRD_PERSON_POSSESSIVES)}\s"
# "me and my wife and our 2 kids, 4 people": a count of people after the list is its total
_TOTAL_AFTER_A_LIST = rf"(?!{_NUMBER}\s{_any_of(lexicon.PARTY_TOTAL_NOUNS)})"
_LATER_MEMBER = rf"""{_TOTAL_AFTER_A_LIST}(?:{_PARTY_MEMBER}
    |{_THEIR}{_KIN_ADJECTIVE}(?:{_NUMBER}\s{_KIN_ADJECTIVE})?{_RELATIVES}{_AGES}?
    |(?<!\w){_OBJECT_PRONOUN}(?=\s?(?:[,.;:!?)]|$)|\s(?:and|y|e|&)\s)
    |{_DEFINITE}\s(?:{_NUMBER}\s)?{_CHILD_NOUN}{_AGES}?
    |(?:{_COMPANIONS}|{_COMPANION}){_AGES}?
    # "my husband and 10 year old daughter"
    |{_AGE_BEFORE}\s(?:{_INFANT_NOUN}|{_CHILD_NOUN}|{_COMPANION})
    # "me, my husband and our two (7 and 10)": the children, by their number alone
    |(?:our|nuestros|nuestras|nossos|nossas)\s{_NUMBER}{_AGES}?(?=\s?(?:[,.;:!?]|$))
)"""
_COUNTED_NOUNS = (
    *lexicon.GUEST_NOUNS, *lexicon.CHILD_NOUNS, *lexicon.INFANT_NOUNS,
    *lexicon.COMPANION_PLURAL_NOUNS,
)  # fmt: skip
_COUNTED_NOUN = _any_of(_COUNTED_NOUNS)
# The space right after a noun of counted people ("2 adults| 1 toddler"), never after "my" or
# "os" ("os| 2 miúdos"): one lookbehind for each noun, as each must have a fixed width. They are
# tried after the count ahead is seen, so most spaces cost one failed lookahead.
_AFTER_A_COUNTED_NOUN = "(?:{})".format(
    "|".join(sorted({rf"(?<=\b{re.escape(normalise(noun))}\s)" for noun in _COUNTED_NOUNS}))
)
_PARTY_JOINER = (
    # "me my husband and our son", "me the wife and 3 kids": typed without the comma after "me"
    r"(?:(?<=\bme)\s(?=(?:my|our|the|mi|mis|meu|minha|o\smeu|a\sminha)\s)"
    # "yo mi esposa y mis 2 hijos", "eu minha esposa e 3 filhos", "pra mim meu esposo e nossa
    # bebê", not "soy yo, mi marido se queda"
    r"|(?:(?<=\byo)|(?<=\beu)|(?<=\bmim))\s(?=(?:mi|mis|meu|minha|meus|minhas|o\smeu|a\sminha)\s"
    r"[\w-]+(?:\s[\w-]+)?(?:\s?,|\s(?:y|e)\s|\s(?:nuestro|nuestra|nuestros|nuestras|nosso|nossa"
    r"|nossos|nossas)\s))"
    # "eu meu esposo nosso bebê e minha mãe": "our" starts the next member typed without a comma
    # ("os nossos dois filhos" is one member, after its article)
    r"|(?<!\bo)(?<!\ba)(?<!\bos)(?<!\bas)(?<!\bde)(?<!\be)(?<!\by)(?<!\bcom)(?<!\bcon)"
    r"\s(?=(?:nuestro|nuestra|nuestros|nuestras|nosso|nossa|nossos|nossas)\s[\w-]+"
    # ... one member that ends the list or goes on with it ("nosso bebê de 1 ano e minha mãe"),
    # not a sentence about them ("nossos filhos já cresceram", "nossa filha mora no Rio")
    r"(?:\sde\s\d{1,2}(?:\s(?:anos?|meses|mes|years?|months?))?)?(?:\s?[,.;!?]|\s(?:y|e)\s|$))"
    r"|\s?,\s?(?:(?:and|plus|y|e|with|con|com)\s)?|\s(?:and|plus|y|e|with|con|com|n)\s"
    r"(?:(?:for|para|pra)\s)?|\s?[&+]\s?"
    # "2 adults 1 toddler": counted members typed one after the other
    rf"|\s(?={_NUMBER}\s{_COUNTED_NOUN}){_AFTER_A_COUNTED_NOUN})"
    # "plus maybe our son": a member who may come is counted
    rf"(?:{_any_of(lexicon.MAYBE_WORDS)}\s)?"
)
# Compiled once: with a lookbehind for each noun of counted people it is long to compile.
_PARTY_JOINER_RE = re.compile(_PARTY_JOINER)
_AGES_RE = re.compile(_AGES)
_PARTY_RE = _compile(
    # "w my gf", "w/ the gf": "with", typed short
    r"(?P<lead>(?:with|(?<!\w)w/?(?=\s(?:my|the|our)\s)|con|com|bringing|bringin|taking|takin"
    r"|take|bring|levar|levo|llevo|llevar|traigo|trago|llevamos|levamos|traemos|trazemos"
    r"|accompany|accompanying|chaperoning|chaperone|acompano\sa|acompanar\sa|acompanando\sa"
    r"|acompanho|acompanhar|acompanhando"
    # "vamos mi esposa, mis dos hijos y mi suegra": the speaker and them
    r"|vamos(?=\s(?:mi|mis|meu|minha|meus|minhas)\s))\s)?"
    # "going to Porto my wife and I": a member starts a word, never inside one ("o my wife")
    rf"(?<!\w)(?P<party>(?:{_PARTY_MEMBER}|{_PRONOUN_FIRST})(?:{_PARTY_JOINER}{_LATER_MEMBER}){{0,9}})"
)
_GUEST_COUNT_LEAD = _any_of(
    ("for", "para", "pra", "pa", "sleeps", "sleeping", "accommodates", "accommodate", "fits",
     "hosts", "up to", "hasta", "até", "at least", "min", "minimum", "al menos", "pelo menos")
)  # fmt: skip
_GUESTS_RE = _compile(
    rf"""(?:(?P<strict>{_MORE_THAN})\s?|{_GUEST_COUNT_LEAD}\s?)?
    (?P<count>{_NUMBER}){_COUNT_RANGE}(?:\s?{_OR_MORE})?\s?{_GUEST_NOUN}(?:\s?{_OR_MORE})?"""
)
_GROUP_LEAD = _any_of(
    ("family of", "group of", "party of", "crew of", "team of", "squad of", "gang of", "bunch of",
     "familia de", "família de", "grupo de", "equipo de", "equipa de", "equipe de",
     "cuadrilla de", "pandilla de", "banda de", "turma de", "galera de", "we are",
     "we're", "we r", "there are", "somos", "nós somos", "we'll be", "we will be", "there will be",
     "we'd be", "we would be",
     "seremos", "seríamos", "vamos a ser", "vamos ser", "seremos uns", "vamos em", "vamos en",
     "vamo em", "iremos em", "voltamos a ser", "volvemos a ser", "back to being", "somos em",
     "somos en")
)  # fmt: skip
# "we're 10 minutes from the beach": a number of a time or a distance is no party.
_DISTANCE_UNIT = _any_of(
    ("minutes", "minute", "mins", "min", "hours", "hour", "hrs", "km", "kms", "miles", "mile",
     "blocks", "metres", "meters", "minutos", "horas", "quadras", "cuadras", "metros")
)  # fmt: skip
# "seremos unos doce", "we'll be about twelve": a count said roughly is still the party.
_ROUGHLY = _any_of(
    ("about", "around", "roughly", "some", "unos", "unas", "uns", "umas", "como", "cerca de",
     "aproximadamente", "mais ou menos", "más o menos")
)  # fmt: skip
# "vamos ser só 2", "somos só os 5", "we're just 3 now": a count said as all there is.
_ONLY_THE = rf"(?:{_any_of(('só', 'solo', 'sólo', 'apenas', 'somente', 'just', 'only'))}\s)"
_GROUP_OF_RE = _compile(
    rf"""{_GROUP_LEAD}\s(?:{_ROUGHLY}\s)?{_ONLY_THE}?(?:(?:os|as|los|las)\s)?(?P<count>{_NUMBER})(?!\s{_any_of(lexicon.COUPLE_PLURAL_NOUNS)})(?!\s(?:groups|grupos|families|familias))
    (?!\s?{_DISTANCE_UNIT})
    (?:\s(?:of\sus|{_PERSON_NOUN}))?
    # "the 3 of us", not "one of us wants to see Domino Park"
    # "usually 10 or 12 of us": the fewer; not "2 or 3 of us need a desk"
    |(?P<fewest_of_us>{_NUMBER})\s(?:or|to|o|ou|a)\s{_NUMBER}\sof\sus
    (?!\s(?:need|needs|want|wants|prefer|prefers|must|will|would|can|work|works)(?!\w))
    |(?:(?<=only\s)|(?<=just\s)|(?!(?:one|1)\s))(?P<count_of_us>{_NUMBER})\sof\sus
    |{_any_of(lexicon.WE_WORDS)}\s(?P<we>{_NUMBER})(?!\w)(?!\s?(?:{_STAY_LENGTH_NOUN}|{_CURRENCY}))
    |(?P<total>{_NUMBER})(?:\s{_GUEST_NOUN})?\s{_any_of(lexicon.PARTY_TOTAL_WORDS)}(?!\w)
    |(?<!\w)(?:a\s)?total(?:\sof)?\s(?P<total_first>{_NUMBER})\s{_GUEST_NOUN}
    |(?P<listed_after>{_NUMBER})\s{_GUEST_NOUN}\s?:"""
)
# "8 luchadores más el manager, o sea 9": the party said again as its total wins.
_RESTATED_PARTY_RE = _compile(
    rf"""(?<!\w){_any_of(lexicon.RESTATING_WORDS)}\s(?P<count>{_NUMBER})
    # "así que somos 8 adultos y 2 niños nomás" says who makes it up: the list counts
    (?=\s(?:now|ahora|agora)(?!\w)|\s?(?:[,.;:!?)]|$)|\sof\sus(?!\w)
    |\s{_GUEST_NOUN}(?!,?\s(?:and|y|e|plus|\+)\s)(?!,?\s{_NUMBER}\s))
    # "plus the skip's wife, so 5", "so still 3", "so 6 people": not "so 2 people per room", nor
    # "so 2 adults and 3 kids", which says who makes up the party
    |(?<!\w)so\s(?:still\s)?(?P<so_count>{_NUMBER})
    (?=\s?(?:[,.;:!?)]|$)|\sof\sus(?!\w)|\snow(?:\s?[,.;:!?)]|$)|\s{_GUEST_NOUN}(?!\s(?:per|each|a|in\seach|por|cada|en\scada|em\scada)\s)
    (?!,?\s(?:and|y|e|plus|\+)\s)(?!,?\s{_NUMBER}\s))
    # "2 guys dropped, wives said no lmao. 7 now": a clause of the count alone
    |(?:^|(?<=[,.;!?])\s?)(?P<now_count>\d{{1,2}})\s(?:now|ahora|agora)(?=\s?(?:[,.;:!?)]|$))"""
)
_ADDED_PARTY = rf"(?P<party>{_LATER_MEMBER}(?:{_PARTY_JOINER}{_LATER_MEMBER}){{0,5}})"
# "4 of us + a baby", "somos 4 más la abuela": people added to the total said; after "we three"
# also with "and" ("nosotros tres y mi madre").
_ADDED_TO_TOTAL_RE = _compile(
    rf"(?:{_AGES})?\s?{_any_of(lexicon.ADDED_TO_TOTAL_WORDS)}\s?{_ADDED_PARTY}"
)
_ADDED_TO_WE_RE = _compile(rf"\s(?:and|y|e)\s{_ADDED_PARTY}")
# "los tres de siempre", "the usual four", "os três de sempre": the party that always travels.
_USUAL_PARTY_RE = _compile(
    rf"(?:los|las|os|as)\s(?P<count>{_NUMBER})\sde\s(?:siempre|sempre)"
    rf"|the\susual\s(?P<usual>{_NUMBER})"
)
_CAPACITY_LEAD = _any_of(
    ("for", "para", "pra", "pa", "sleeps", "sleeping", "accommodates", "accommodating", "fits",
     "capacity for", "capacidad para", "capacidade para", "que caiba", "que caibam",
     "onde caibam", "que quepan", "donde quepan", "que quepamos", "donde quepamos")
)  # fmt: skip
# Things counted, not guests: "parking for 3 cars", "two rental cars", "2 big suitcases" (a word
# may say which things, but not "for 4 with bikes")
_THINGS_COUNTED = (
    r"(?:(?!(?:with|and|plus|or|for|of|under|without|con|com|y|e|o|ou|sin|sem|para|pra|w)\s)"
    rf"[a-z]{{2,12}}\s)?{_any_of(lexicon.COUNTED_THINGS)}"
)
# "for 4": a guest count, unless money, a night or a bigger number follows.
_BARE_GUESTS_RE = _compile(
    rf"""{_CAPACITY_LEAD}\s(?P<count>{_NUMBER})
    (?!\d|[.,]\d|\s?[-–]\s?\d|\s?(?:{_CURRENCY}|{_PER_NIGHT}|%|k(?!\w)|{_THINGS_COUNTED}))"""
)
# The end of a clause or of a bracket: "(ou pelo menos 3 quartos, 2 pessoas topam dividir)"
_ENDS_A_CLAUSE = r"\s?(?:[,.;:!?)]|$)"
# "piso pa los 3 tol mes", "donde quedarnos los 5", "casa pros 4": the party by its number with
# its article, said last ("pros 2 bebês", "pa los 2 abuelos" are some of them)
_THE_PARTY_NUMBER_RE = _compile(
    rf"""(?:(?:{_CAPACITY_LEAD}|{_any_of(lexicon.PARTY_STAYING_WORDS)})\s(?:los|las|os|as)|pros|pras)
    \s(?P<count>{_NUMBER})
    # "un piso para los cinco con al menos tres dormitorios"
    (?={_ENDS_A_CLAUSE}|\s(?:tol|todo|toda|del|desde|durante|con|com|y|e|que)(?!\w)|\s\x00)"""
)
# "my daughter has an exam … I'm going with her", "vou com ela": the visitor and one other.
_GOING_WITH_ONE_RE = _compile(
    r"(?:(?:(?:i'm|im|i\sam|i'll\sbe|i\swill\sbe)\s(?:going|travelling|traveling|coming|flying)"
    r"|i(?:'ll|\swill)?\s(?:travel|come|fly)|vou|voy|viajo|irei|ire)"
    # "él" folds into the article "el" ("viajo con el contrabajo"): only "ella" in Spanish; "I'll
    # go with her place" chooses, so the pronoun ends its clause or a purpose follows
    r"\s(?:with|com|con)\s(?:her|him|ela|ele|ella))"
    r"(?=\s?(?:[.!?;]|$)|\s(?:for|to|para|pra|pro|a|al|ao|por)\s)"
)

_SHARERS_RE = _compile(
    rf"(?:{_NUMBER}\s(?:{_GUEST_NOUN}|{_any_of(lexicon.COUPLE_PLURAL_NOUNS)})"
    # "2 of us can share", not "the 4 of us can share", which is the whole party
    rf"|(?<!the\s)(?<!all\s)(?<!los\s)(?<!las\s)(?<!os\s)(?<!as\s){_NUMBER}\s"
    r"(?:of\sus|de\snosotros|de\snosotras|de\snos))"
    rf"\s(?:{_any_of(lexicon.SHARING_MODALS)}\s{_any_of(lexicon.SHARING_VERBS)}"
    rf"|{_any_of(lexicon.SHARERS_VERBS)})"
    # what they share is a bed or a room, or goes unsaid ("4 adults will share the flat" is all;
    # "2 of us can share we've done worse lol" runs on into the next clause)
    rf"(?={_ENDS_A_CLAUSE}|\s(?:we|we've|we're|weve|lol|haha|jaja|kkk+)(?!\w)"
    r"|\s(?:(?:a|the|one|un|una|um|uma|el|la|o)\s)?"
    rf"{_any_of(lexicon.SHARED_SLEEPING_NOUNS)}(?!\w))"
)
_CLAUSE_START = r"(?:(?<=^)|(?<=[,.;:!?]\s)|(?<=[,.;:!?]))"
_CLAUSE_END = r"(?=\s?(?:[,.;:!?]|$))"
# "I'll be alone so safety matters": alone at the end of its clause or before the next one
_WHEN_AFTER = r"(?=\s(?:in|on|for|from|next|this)\s)"  # "I go to Sydney alone in April"
_SOLO_CLAUSE_END = (
    r"(?=\s?(?:[,.;:!?]|$)|\s(?:so|and|but|y|e|pero|mas|porque|because|entonces|entao)\s)"
)
# "a person", "una persona": one of a guest noun; "a girls trip" counts no one
_ONE_GUEST_NOUN = _any_of(
    noun
    for noun in lexicon.GUEST_NOUNS
    if not noun.endswith("s") and noun not in lexicon.PLURAL_GUEST_NOUNS_WITHOUT_S
)
_MANAGING_ALONE_RE = _compile(r"(?<!\w)(?:around|manage|cope|walk|explore|move)\son\smy\sown(?!\w)")
# "a small apartment near the venue for myself.": the stay asked for, for one
_STAY_FOR_MYSELF_RE = _compile(
    r"(?<!\w)(?:place|apartment|flat|studio|room|house|something|somewhere|spot|condo|loft"
    r"|cabin|home|accommodation|booking|looking)(?!\w)(?:\s[\w'-]+){0,4}?\s$"
)
# "4 separate sleeping places", "lugares para dormir para 5": room for that many to sleep
_SLEEPING_PLACES_RE = _compile(
    rf"(?P<count>{_NUMBER})\s(?:separate\s|proper\s|real\s)?(?:sleeping\s(?:places|spots|spaces)"
    r"|places\sto\ssleep|spots\sto\ssleep|lugares\spara\sdormir|sitios\spara\sdormir"
    r"|lugares\spra\sdormir)(?!\w)"
)
# "sofa bed is ok for one person", "el sofá cama nos sirve para una persona": a bed said to do for
# one of the party, who is no party of one
_A_BED_BEFORE_RE = _compile(
    r"(?:bed|beds|cama|camas|sofa|couch|futon|mattress|colchon|colchao|bunk|litera|beliche)"
    r"(?:\s[\w']+){0,2}\s(?:ok|okay|fine|alright|enough|good|sirve|vale|serve|bien|bom|da)\s$"
)


def _a_bed_before(utterance: _Utterance, match: re.Match[str]) -> bool:
    return bool(
        _A_BED_BEFORE_RE.search(utterance.folded, max(0, match.start() - 30), match.start())
    )


_SOLO_UNLESS_COUNTED_RE = _compile(_any_of(lexicon.SOLO_PHRASES_UNLESS_COUNTED))
# "one room for myself only", "a small flat for me only": a stay, for whom
_A_STAY_JUST_BEFORE_RE = _compile(
    r"(?<!\w)(?:room|place|apartment|flat|studio|stay|accommodation|somewhere|something)"
    r"(?:\s[\w'-]+){0,2}\s$"
)
# "we share, but I need a bed for me only": the speaker is one of several
_US_RE = _compile(
    r"(?<!\w)(?:we|we're|us|our|nosotros|nosotras|somos|nuestro|nuestra|nos|a\sgente|nossa"
    r"|nosso)(?!\w)"
)
_SOLO_RE = _compile(
    # "5 nights, solo, $250 max", "alone, female": alone as a clause of its own
    # "Vuelvo a viajar, ahora sola, a Amberes": alone from now on
    rf"{_CLAUSE_START}\s?(?:(?:ahora|agora|now|this\stime|esta\svez|desta\svez)\s)?"
    r"(?:solo|sola|alone|sozinho|sozinha)"
    r"(?:\s(?:again|otra\svez|de\snuevo|de\snovo|outra\svez|this\stime|esta\svez|desta\svez"
    r"|\x00{1,12}))?"  # "solo again": "again" may be read already
    rf"{_CLAUSE_END}|"
    # "… por trabajo. Una persona.": one guest as a clause of its own
    + rf"{_CLAUSE_START}{_ARTICLE_ONE}\s{_ONE_GUEST_NOUN}{_CLAUSE_END}|"
    + rf"{_any_of(lexicon.SOLO_CLAUSES)}{_SOLO_CLAUSE_END}|"
    # "so I can get around on my own": managing without help, not travelling alone
    + r"(?<!around\s)(?<!manage\s)(?<!cope\s)(?<!walk\s)(?<!explore\s)(?<!move\s)"
    # "a sogra dorme sozinha", "she sleeps alone": a bed of one's own, not a party of one
    + r"(?<!sleep\s)(?<!sleeps\s)(?<!dorme\s)(?<!duerme\s)(?<!dormir\s)(?<!fica\s)"
    + _any_of(lexicon.SOLO_PHRASES)
    # "just for me and my wife" is a party; "just me and my board" is not
    # ("a viagem é só minha e do meu marido")
    + rf"(?!\s?(?:and|y|e|with|con|com|plus|&|\+)\s(?:(?:do|da|de|del)\s)?{_PARTY_MEMBER})"
    + rf"|(?:for|para)\s{_ARTICLE_ONE}\s{_ONE_GUEST_NOUN}"
    # "a small apartment near the venue for myself.", not "I'll cook for myself", "for myself,
    # my husband and our two grandsons"
    + rf"|(?<!\w)(?P<for_myself>for\smyself)(?=\s?(?:[.;:!?]|$)|\s?,(?!\s?{_PARTY_MEMBER}))"
    # "I'm going to Sydney alone for a week": alone after the going and where to
    + r"|(?<!\w)(?:i'm|im|i\sam)(?=\s(?:going|travelling|traveling|flying|heading|coming)"
    + r"(?:\s[\w-]+){0,3}?\salone(?!\w))"
    + r"|(?<!\w)i(?:'ll|\swill|\swant(?:\sto)?|\swanna|\sneed\sto)?(?=\s(?:go|travel|fly|come)"
    + r"(?:\s[\w-]+){0,3}?\salone(?!\w)(?:\s(?:now|these\sdays|from\snow\son))?"
    # "now I go alone to a conference in Hong Kong"
    + rf"(?:{_SOLO_CLAUSE_END}|{_WHEN_AFTER}|\s(?=to\s)))"
    # "quiero ir a montreal en diciembre sola, …": alone after the going and where to
    + r"|(?<!\w)(?:quiero\sir|voy\sa\sir|me\svoy|viajo|quero\sir|vou\s(?:pra|para|ao|a)(?!\w)"
    + r"|voy\s(?:a|al|para|pa)(?!\s[a-z]{1,12}(?:ar|er|ir)\s))(?=(?:\s[\w-]{1,15}){1,4}?"
    + r"\s(?<!casa\s)(?<!piso\s)(?<!lugar\s)(?<!cuarto\s)(?:sola|sozinha|sozinho)(?:\s?[,.;!?]|$))"
    # "myself and my dog", "yo y mi perro", "eu e o meu cão": one guest and a pet
    + rf"|(?:me|myself|yo|eu)(?=\s(?:and|y|e|with|con|com)\s(?:(?:o|a)\s)?{_POSSESSIVE}\s"
    + _any_of(w for w, value in lexicon.AMENITY_WORDS.items() if value == "Pets allowed")
    + ")"
)
# "dos semanas, los tres", "vamos os quatro para o Porto", "las tres: ella, su amiga y yo", "vamos
# 4 del taller": the party as the N of us.
_THE_N_OF_US_RE = _compile(
    rf"""(?:{_CLAUSE_START}|{_any_of(lexicon.WE_GO_VERBS)}\s(?:(?:todos|todas|siempre|sempre)\s)?)
    (?:los|las|os|as|the)\s(?P<count>{_NUMBER})(?:\sof\sus)?
    (?=\s?(?:[,.;:!?{_CONSUMED}]|$)|\s{_any_of(lexicon.PARTY_GOES_ON_WORDS)}(?!\w))
    |(?<!\w)(?:los|las|os|as)\s(?P<listed>{_NUMBER})\s?:
    # "vamos 4 del taller", "vamos 3 da banda": the N of a group named after them
    |{_any_of(lexicon.WE_GO_VERBS)}\s(?P<from_group>{_NUMBER})
    (?=\s(?:del|de\sla|de\slos|de\slas|da|do|dos|das|from\sthe|from\sour|from\smy)\s)
    (?!\s\w+\s(?:{_MONTH}|pr[oó]ximo|mes|mês|month)(?!\w))
    # "nos vamos para barcelona las dos, del 20 al 28": the N of us after where to
    # (a count in words: "às 10" is a time; "los dos y mi suegra" goes on)
    |{_any_of(lexicon.WE_GO_VERBS)}(?:\s[\w-]{{1,15}}){{1,3}}?\s(?P<after_where>(?:los|las|os|as)
    \s{_any_of(lexicon.PARTY_COUNT_WORDS)})(?=\s?(?:[,.;:!?]|$)|\s(?:en|em|in|del|desde|de|do)\s)"""
)
# "room for a third person": the party grows to that number.
_NTH_GUEST_RE = _compile(
    rf"(?:{_ARTICLE_ONE})\s(?P<nth>{_any_of(lexicon.NTH_GUEST_WORDS)})\s{_GUEST_NOUN}"
)


_ROOM_EACH_RE = _compile(
    _any_of(lexicon.ROOM_EACH_PHRASES)
    # "we'd each like our own bedroom", "cada uno quiere su propio cuarto", "cada um precisa do
    # seu quarto": each guest with a room of their own, said with a verb between
    + r"|(?<!\w)(?:each|cada\suno|cada\suna|cada\sum|cada\suma)(?!\s(?:couple|family|pareja|casal))"
    r"(?:\s[\w']+){1,3}?\s(?:our|their|his|her|him|su|seu|sua|o\sseu|do\sseu|a\sseparate"
    r"|separate)\s"
    r"(?:own\s|propio\s|propia\s|proprio\s)?(?:bedroom|room|cuarto|habitacion|dormitorio|quarto)"
    r"(?!\w)(?!\s(?:de\sbano|de\sbanho|at\shome|en\scasa|em\scasa))"
)
_SOMEONES_ROOM_RE = _compile(_any_of(lexicon.SOMEONES_ROOM_PHRASES))
_EXTRA_BEDROOM_RE = _compile(_any_of(lexicon.EXTRA_BEDROOM_PHRASES))
# "we need a room for her", "um quarto para ela", "un cuarto para mi suegra": a bedroom of the
# home for someone in the party.
_ROOM_FOR_SOMEONE_RE = _compile(
    r"(?:we\sneed|we'd\sneed|we\swould\sneed|we\swant|we\sneed\sto\shave|temos\sde\ster"
    r"|temos\sque\ster|precisamos\sde|necesitamos|queremos|tenemos\sque\stener|also|too|mais)\s"
    r"(?:(?:at\sleast|tambem|también|ainda)\s)?"
    r"(?:a|one|um|uma|un|una)\s(?:room|bedroom|quarto|habitacion|cuarto|dormitorio)\s"
    r"(?:for|para|pra)\s(?:her|him|them|ela|ele|eles|elas|ella|ellos|ellas"
    rf"|(?:(?:o|a)\s)?{_POSSESSIVE}\s(?:{_COMPANION}|{_COMPANIONS}))(?!\w)"
)

# "2 por quarto?", "two to a room", "dos por habitación": how the party sleeps in the home's
# bedrooms, no room rented on its own.
_PEOPLE_PER_ROOM_RE = _compile(
    # a few people ("max 150 per room" is a price)
    r"(?<![\d.,])(?:[1-4]|one|two|three|four|uno|una|dos|tres|cuatro|um|uma|dois|duas|tres|quatro)"
    r"\s(?:(?:people|ppl|pax|guests|adults|persons|person|adult|pessoas|pessoa|personas|persona"
    r"|adultos|adulto|kids|ninos|criancas)\s)?"
    r"(?:por|per|to\sa|in\seach|em\scada|en\scada)\s"
    r"(?:room|bedroom|quarto|habitacion|cuarto|dormitorio|recamara)(?!\w)"
)

# "maybe a studio is enough then", "con un estudio me vale", "busco un estudio": a home with no
# bedroom apart, accepted or asked for, so a number of bedrooms asked before no longer holds. The
# word stays for the semantic query.
_STUDIO = (
    r"(?<!\w)(?:a|an|un|um|just\sa|solo\sun|só\sum|so\sum)\s"
    r"(?:(?:small|little|pequeno|simple|simples)\s)?(?:studio|estudio|kitnet|quitinete|monoambiente)"
    r"(?!\w)"
)
_STUDIO_ACCEPTED_RE = _compile(
    rf"{_STUDIO}(?:\s(?:is|would\sbe|will|would|me|nos|es|seria|sería|ja|já|está|esta|ta|tá))?"
    r"\s(?:enough|fine|ok|okay|do|works|vale|sirve|basta|serve|bien|bom|suficiente)(?!\w)"
    rf"|(?:con|com)\s{_STUDIO}\s(?:me|nos)\s(?:vale|sirve|basta|serve)(?!\w)"
    rf"|(?:maybe|perhaps|quizas|quizá|quizás|talvez|tal\svez|looking\sfor|busco|buscamos|procuro"
    rf"|procuramos|quiero|quero|i'd\stake|we'd\stake|happy\swith|fine\swith)\s{_STUDIO}"
)


def _take_bedrooms_of_the_home(utterance: _Utterance, result: ParsedUtterance) -> None:
    """ "my son needs his own room" is a bedroom of the home, no room rented on its own; "an
    extra room for my mum" asks one bedroom more, unless denied."""
    utterance.consume_all(_SOMEONES_ROOM_RE)
    utterance.consume_all(_ROOM_FOR_SOMEONE_RE)
    utterance.consume_all(_PEOPLE_PER_ROOM_RE)
    if any(
        place_is_wished(utterance.folded, m.start()) for m in utterance.find(_STUDIO_ACCEPTED_RE)
    ):
        result.cleared.add("min_bedrooms")
    for match in utterance.find(_EXTRA_BEDROOM_RE):
        if _NOT_A_BEDROOM_AFTER_RE.match(utterance.folded, match.end()):
            continue
        utterance.consume(match.start(), match.end())
        result.bedroom_added = (
            place_is_wished(utterance.folded, match.start())
            and not _or_a_sofa_bed(utterance.folded, match)
            and not _SHOWN_BEFORE_RE.search(
                utterance.folded, max(0, match.start() - 20), match.start()
            )
        )


# "muéstrame otro cuarto más barato", "mostra outro quarto": another listing to look at
_SHOWN_BEFORE_RE = _compile(
    r"(?<!\w)(?:show\sme|show\sus|muestrame|muestranos|ensename|mostra|mostre|me\smostra|ver|see"
    r"|busca|buscame|busque|procura|procure)\s$"
    # "en el otro cuarto duermen los niños": the other room of a home
    r"|(?<!\w)(?:el|este|ese|al|del|o|esse|no|do)\s$"
)
# "otro cuarto de baño", "otro cuarto de hora": a bathroom or a quarter of an hour
_NOT_A_BEDROOM_AFTER_RE = _compile(r"\sde\s(?:bano|banho|hora)(?!\w)")


# "mais um quarto ou pelo menos um sofá-cama bom", "un sofá cama o mejor otro cuarto": a bed in
# the living room will do as well, so no bedroom more is asked.
_SOFA_BED = (
    r"(?:sofa|couch)[\s-]?(?:bed|cama)|sofacama|futon|air\smattress|colchon\sinflable|daybed"
    r"|pull[\s-]?out(?:\s(?:couch|sofa|bed))?|sofa\sque\svira\scama|bicama"
)
_SOFA_BED_OR_BEFORE_RE = _compile(rf"(?:{_SOFA_BED})\s(?:(?:or|o|ou)\s)(?:[\w']{{1,12}}\s){{0,2}}$")
_OR_SOFA_BED_AFTER_RE = _compile(
    rf"[\s,]{{0,3}}(?:or|o|ou)\s(?:[\w']{{1,12}}\s){{0,4}}(?:{_SOFA_BED})"
)


def _or_a_sofa_bed(folded: str, match: re.Match[str]) -> bool:
    return bool(
        _SOFA_BED_OR_BEFORE_RE.search(folded, max(0, match.start() - 40), match.start())
        or _OR_SOFA_BED_AFTER_RE.match(folded, match.end())
    )


_COUNT_RIGHT_BEFORE_RE = _compile(rf"(?<!\w)(?P<count>{_NUMBER})\s$")
# "kids are 8 and 10 separate rooms", "budget 150 separate rooms": an age or an amount
_NOT_A_ROOM_COUNT_BEFORE_RE = _compile(
    r"(?:\d|and|y|e|aged?|are|budget|max|under|up\sto|hasta|ate)\s?$"
)


def _take_room_each(utterance: _Utterance, result: ParsedUtterance) -> None:
    """ "separate rooms obviously": a bedroom for each guest, unless denied ("no need for
    separate rooms")."""
    for match in utterance.find(_ROOM_EACH_RE):
        # "quartos separados ou pelo menos uma cama pra cada um": either will do
        offered_with_another = _PAIR_GAP_RE.match(utterance.folded, match.end())
        wished = place_is_wished(utterance.folded, match.start()) and not offered_with_another
        count = _COUNT_RIGHT_BEFORE_RE.search(
            utterance.folded, max(0, match.start() - 12), match.start()
        )
        if count and not _NOT_A_ROOM_COUNT_BEFORE_RE.search(
            utterance.folded, max(0, count.start() - 12), count.start()
        ):
            # "dois quartos separados", "3 separate rooms": as many bedrooms as said
            utterance.consume(count.start(), match.end())
            if wished:
                result.settings["min_bedrooms"] = int(parse_number(count["count"]))
            continue
        utterance.consume(match.start(), match.end())
        result.room_each = wished


_ADULTS = ("adults", "people", "persons", "pax", "ppl", "of us", "guys", "women", "men", "ladies",
           "adultos", "personas", "pessoas", "adultas")  # fmt: skip
_ADULTS_COUNTED_RE = _compile(rf"{_NUMBER}\s{_any_of(_ADULTS)}$")


_AGED = "\x02"  # marks a member said with its age first ("10 year old daughter")
_AGED_RE = re.compile(rf"{_AGED}\s?")
# children counted by a number: "our 2 kids", not "2 adults, a 2yo and a baby"
_CHILDREN_COUNTED_RE = _compile(rf"(?<!\w){_NUMBER}\s(?:{_CHILD_NOUN}|{_COMPANIONS})")


def _party_size(party: str) -> tuple[int, bool]:
    """Guests in "me, my wife and 2 kids": (count, whether the speaker is among them)."""
    sizes, includes_speaker = [], False
    # "the kids (9 and 12)": as many children as ages, kept through the split on "and"
    party = re.sub(_BRACKETED_AGES, lambda ages: f" #{len(_AGE_RE.findall(ages['ages']))}", party)
    party = re.sub(rf"{_AGE_BEFORE}\s?", f"{_AGED} ", party)
    members = _PARTY_JOINER_RE.split(_AGES_RE.sub("", party))
    said_aged = [_AGED in member for member in members]
    members = [_AGED_RE.sub("", member) for member in members]
    party = _AGED_RE.sub("", party)
    counted = False  # whether the member before was counted by a number
    for member in members:
        if aged := re.search(r" #(\d+)$", member):
            sizes.append(int(aged.group(1)))
        elif re.fullmatch(_FIRST_PERSON, member):
            sizes.append(1)
            includes_speaker = True
        elif re.fullmatch(_US, member):
            sizes.append(2)
            includes_speaker = True
        elif re.fullmatch(_OTHERS_MEMBER, member):
            number = re.search(rf"(?<!\w){_NUMBER}(?!\w)", member)
            sizes.append(int(parse_number(number.group())) if number else 1)
        elif births := re.search(rf"{_MULTIPLE_BIRTH}$", member):
            sizes.append(_MULTIPLE_BIRTHS[_key(births.group())])
        elif couples := re.match(_COUPLES, member):
            paired = 2 * int(parse_number(couples.group().split()[0]))
            # "4 adults, two couples": who the adults counted are, said after a comma
            described = (
                counted
                and sizes[-1] == paired
                and _ADULTS_COUNTED_RE.search(members[len(sizes) - 1])
                and re.search(rf",\s?{re.escape(member)}", party)
            )
            sizes.append(0 if described else paired)
        elif re.search(_COUPLE, member):
            sizes.append(2)
        elif number := re.match(
            rf"(?:{_DEFINITE}\s)?(?:{_POSSESSIVE}\s)?({_NUMBER})(?:\s|$)", member
        ):
            sizes.append(int(parse_number(number.group(1))))
        elif re.search(rf"{_COMPANIONS}$", member):
            # "my parents": at least two; "my 3 sons with their wives": as many as they are
            theirs = re.match(_THEIR, member) and sizes and counted
            # "2 adults, brothers": who the people counted are, not more of them
            described = (
                counted
                and re.fullmatch(_COMPANIONS, member)
                and _ADULTS_COUNTED_RE.search(members[len(sizes) - 1])
            )
            sizes.append(0 if described else sizes[-1] if theirs else 2)
        else:
            sizes.append(1)
        counted = bool(re.search(rf"(?<!\w){_NUMBER}\s", member))
    # "5 ppl, me + 4 teenagers", "dos hombres, mi compañero y yo": a total said first, then who
    # makes it up (with the speaker, for a total of adults or men), counts once
    # "2 adults, my wife and me" (not "2 adults, a baby"); "5 amigos, 3 meninas e 2 meninos"
    described_after = (includes_speaker and _PARTY_DESCRIBED_RE.search(members[0])) or (
        _PARTY_OF_PEERS_RE.search(members[0])
        and all(_SPLIT_OF_PEERS_RE.search(member) for member in members[1:])
    )
    total_first = _PARTY_TOTAL_RE.search(members[0]) or (
        described_after and _COMMA_AFTER_RE.match(party, len(members[0]))
    )
    if len(sizes) > 1 and total_first and sum(sizes[1:]) == sizes[0]:
        return sizes[0], includes_speaker
    # "4 people, the boys are 17 and 14": some of the people counted, described after a comma
    if (
        len(sizes) > 1
        and _PARTY_TOTAL_RE.search(members[0])
        and _COMMA_AFTER_RE.match(party, len(members[0]))
        and sum(sizes[1:]) < sizes[0]
    ):
        return sizes[0], includes_speaker
    # "our 2 kids, 5 year old son and 8 year old daughter": the children counted, then each
    if any(said_aged):
        first_aged = said_aged.index(True)
        numbered = [sizes[i] for i in range(first_aged) if _CHILDREN_COUNTED_RE.search(members[i])]
        each_described = sum(
            size for size, aged_first in zip(sizes, said_aged, strict=True) if aged_first
        )
        if numbered and numbered[-1] == each_described:
            return sum(sizes) - each_described, includes_speaker
    # "me and my friend, 2 person": who they are, then how many that makes
    total_last = _PARTY_TOTAL_RE.search(members[-1]) and re.search(
        rf",\s?{re.escape(members[-1])}$", party
    )
    if len(sizes) > 1 and total_last and sum(sizes[:-1]) == sizes[-1]:
        return sizes[-1], includes_speaker
    return sum(sizes), includes_speaker


_LONE_CHILD_RE = _compile(
    rf"(?:(?:{_ARTICLE_ONE}|the|el|la|o|a|los|las|os|as)\s)?(?:{_INFANT_NOUN}|{_CHILD_NOUN}){_AGES}?"
)


# "Biscuit's staying with my mum", "leaving Pickle with my sister", "a Mimi fica com a minha mãe":
# whoever looks after the pet does not travel.
_LEFT_WITH_RE = _compile(
    r"(?:'s\sstaying|\sis\sstaying|\sstays|\bfica(?:r|m)?|\bse\squeda(?:n|ra)?)\s$"
    r"|(?:\bleav(?:e|ing)|\bleft|\bdeix\w*|\bdej\w*)"
    r"(?:\s(?!(?:in|at|for|to|from|en|em|no|na|a|para|pra|hacia)\b)[\w']+){1,2}\s$"
)
_LEFT_WITH_WINDOW = 40  # characters before "with" that are read for it
# "para passar o Natal e o Ano Novo com os netos", "to spend Christmas with the grandkids": the
# people visited there, not who travels
# The grandchildren a holiday is spent with, named without a count: they live there.
_GRANDCHILDREN_RE = _compile(
    r"(?:(?:the|os|as|los|las|mis|meus|minhas|my|our)\s)?"
    r"(?:netos|netas|nietos|nietas|grandkids|grandchildren)"
)
_SPEND_TIME_WITH_RE = _compile(
    r"(?<!\w)(?:passar|pasar|spend|spending|celebrate|celebrar|festejar)\s(?:[\w']+\s){0,2}"
    r"(?:natal|navidad|christmas|ano\snovo|ano\snuevo|new\syear|thanksgiving|pascoa|pascua"
    r"|easter|las\sfiestas|as\sfestas|the\sholidays)"
    # "… o Natal em Porto com os netos" goes there with them
    r"(?:\s(?!(?:em|en|in|no|na|at)\s)[\w']+){0,4}\s$"
)
_TALK_WITH_RE = _compile(
    # "lo miro esta noche con mi mujer", "I'll check tonight with my wife"
    rf"{_any_of(lexicon.TALK_WITH_VERBS)}(?:\s(?:it|this|that|first|antes|over|tonight|later"
    r"|tomorrow|esta|noche|tarde|luego|hoy|manana|hoje|depois|amanha|a|noite|mais|mas)){0,3}\s$"
)
# "I'd share a flat with other performers", "compartir cocina con otra gente": who the home is
# shared with, not who travels.
_SHARE_WITH_RE = _compile(
    rf"{_any_of(lexicon.SHARING_WORDS)}"
    r"(?:\s[\w']+){0,3}\s$"
)


# "to be with my mom, she's having surgery", "para estar con mi hija": someone the visitor goes
# to be with there, who does not travel
_HOUSEHOLD_OR_CHILDREN_RE = _compile(
    _any_of((*lexicon.HOUSEHOLD_PARTNER_NOUNS, *lexicon.CHILD_NOUNS, *lexicon.INFANT_NOUNS))
    + rf"|{_NUMBER}\s"
)
_BE_WITH_BEFORE_RE = _compile(r"(?<!\w)(?:to\sbe|para\sestar|pra\sestar|para\sficar|pra\sficar)\s$")
# "preciso de um lugar no Rio pra ficar com minha mãe": a home to stay in with them, who come
_A_HOME_TO_STAY_IN_BEFORE_RE = _compile(
    r"(?<!\w)(?:lugar|lugarzinho|sitio|apartamento|apto|ap|casa|alojamento|alojamiento|hospedagem"
    r"|algo|place|somewhere|flat|apartment)\s(?:[\w']+\s){0,6}(?:para|pra|to)\s(?:ficar|stay)\s$"
)
# "me acompaña mi marido", "me acompanha a minha filha", "accompanied by my wife"
_ACCOMPANIES_ME_BEFORE_RE = _compile(
    r"(?<!\w)(?:me\s(?:acompana|acompanha|acompanan|acompanham|acompanara|acompanhara"
    r"|acompanaran|acompanharao|va\sa\sacompanar|vai\sacompanhar|van\sa\sacompanar"
    r"|vao\sacompanhar)|accompanied\sby|quem\sme\sacompanha\se|quien\sme\sacompana\ses)\s$"
)


# "to visit my son and his wife", "para ver a mi hija y los nietos": the people visited.
_VISITED_BEFORE_RE = _compile(
    r"(?<!\w)(?:visit|visiting|to\ssee|visitar|visitando|para\sver\sa|pra\sver|para\sver)\s$"
)


# "my mum always travels with me", "viene conmigo": someone goes along with the speaker.
_WITH_LEAD_RE = _compile(r"(?:with|w/?|con|com)\s")
# "I'll come with my wife", "voy con mi mujer", "a trip with two girlfriends", "I'll be there
# with my husband": the party going, not some of it named in passing
_GOES_WITH_BEFORE_RE = _compile(
    r"(?<!\w)(?:trips?|travel\w*|go|goes|going|went|come|comes|coming|came|heading|fly|flying"
    r"|holidays?|vacation|stay|staying|be|be\sthere|viaj\w*|viagem|vacaciones|ferias|voy|vou|ire"
    r"|irei|iremos|vamos|va|vai|vem|vamo|viene|vienen|vendr\w*|ven|vir|ir|estare|estarei)"
    r"(?:\s(?:there|also|too|together|alla|la|tambien|tambem|junto|juntos))?\s$"
)
# "just me with my wife", "only with the kids", "solo con mi hijo", "me with my wife now": all of
# the party
_ALL_OF_THE_PARTY_BEFORE_RE = _compile(
    r"(?<!\w)(?:just|only|now|alone|solo|sola|solamente|ahora|apenas|somente|agora|so\seu"
    r"|sozinh[oa])(?:\s[\w']+){0,2}\s$"
)
_NOW_AFTER_RE = _compile(r"\s(?:now|ahora|agora)(?!\w)")
_GOES_BEFORE_RE = _compile(
    r"(?:travel\w*|comes?|coming|goes|going|viaj\w*|vien\w*|vem|vai|va|stays?|staying)\s$"
)


_PLURAL_END_RE = re.compile(r"(?:people|gente|[a-z]s)$")


def _others_unsaid(party: str) -> bool:
    """Whether a party is others in general ("other performers", "other people"), not a count
    ("one other performer", "otra persona")."""
    counted = re.match(rf"(?:{_NUMBER}|{_ARTICLE_ONE})(?!\w)", party) is not None
    return not counted and _PLURAL_END_RE.search(party) is not None


_DEFINITE_START_RE = _compile(r"(?:the|los|las|os|as)\s")
_SHARE_A_ROOM_AFTER_RE = _compile(
    r"\s(?:(?:can|could|will|pueden|podem|podrian|poderiam|van\sa|vao)\s)?"
    r"(?:share|compartir|compartilhar|partilhar|dividir|dividem|comparten)(?!\w)"
)


# "a coworker went last year and said …", "un amigo me dijo", "uma colega contou": someone who
# told the visitor something, named with "a", is no one travelling.
_SOMEONE_WHO_TOLD_RE = _compile(rf"(?:a|an|un|una|um|uma)\s{_COMPANION}$")
_TOLD_AFTER_RE = _compile(
    r"\s(?:(?:went|was|me|nos)\s)?(?:said|says|told|tells|recommended|swears|reckons"
    r"|dijo|dice|conto|conta|disse|diz|falou|fala|recomendo|recomendou)(?!\w)"
    r"|\swent\s(?:there|last|in|to)(?!\w)"
)


# "our son and his wife also coming", "nuestros hijos vienen también"
_ALSO_COMING_AFTER_RE = _compile(
    r"\s(?:(?:is|are|will\sbe|will)\s)?(?:also\s)?(?:coming|come|joining)"
    r"(?:\s(?:too|along|as\swell|with\sus))?(?=\s?[.,;!?]|$)"
    r"|\s(?:tambien\s)?(?:vienen|viene)(?:\s(?:tambien|con\snosotros))?(?=\s?[.,;!?]|$)"
    r"|\s(?:tambem\s)?(?:vem|vao|vai)(?:\s(?:tambem|com\sa\sgente|conosco))?(?=\s?[.,;!?]|$)"
)
# "my husband and daughter are coming too", "mi hermana viene también": along with the speaker
_COMING_TOO_AFTER_RE = _compile(
    r"\s(?:(?:is|are|will\sbe|will)\s)?(?:also\s)?(?:coming|come|joining)"
    r"\s(?:too|along|as\swell)(?=\s?[.,;!?]|$|\s(?:and|so|but)\s)"
    r"|\s(?:also|are\salso|is\salso)\s(?:coming|joining)(?=\s?[.,;!?]|$)"
    r"|\s(?:vienen|viene|vem|veem|vao|vai)\s(?:tambien|tambem)(?=\s?[.,;!?]|$)"
    r"|\s(?:tambien|tambem)\s(?:vienen|viene|vem|veem|vao|vai)(?=\s?[.,;!?]|$)"
)
_CANNOT_COME_AFTER_RE = _compile(
    r"\s(?:(?:cannot|can't|cant|can\snot|couldn't|could\snot|won't|will\snot)\s"
    r"(?:come|make\sit|join|travel|go|get\s(?:the\s)?(?:time|days)\soff|take\s(?:the\s)?time\soff)"
    r"|(?:isn't|is\snot)\s(?:coming|joining|travelling|traveling)"
    r"|no\s(?:puede|podra)\s(?:venir|ir|viajar)|no\s(?:viene|va\sa\svenir)"
    r"|nao\s(?:pode|podera|vai\spoder)\s(?:vir|ir|viajar)|nao\s(?:vem|vai)(?=\s?[.,;!]|$))(?!\w)"
)
_UNSURE_IF_BEFORE_RE = _compile(
    r"(?<!\w)(?:if|whether|maybe|might|perhaps|si|se|quizas|talvez|tal\svez)\s$"
)
_MY_RE = _compile(r"(?:my|mi|mis|meu|minha|meus|minhas)\s")
# "… the kids are staying with grandma", "as crianças vão ficar com a vó", "se quedan con"
# "me and my wife and my 2 kids, my cousins live in the ironbound": whom they visit, said last
_LIVE_THERE_AFTER_RE = _compile(
    r"\s(?:live|lives|living|viven|vive|moran|mora|moram|vivem)\s"
    r"(?:in|there|near|around|en|em|no|na|ahi|alli|alla|ali|la|aqui|cerca|perto)(?!\w)"
)
_STAY_BEHIND_AFTER_RE = _compile(
    r"\s(?:(?:are|will|is|vao|van|va|vai|se\svan\sa)\s)?"
    r"(?:stay|staying|stays|ficar|ficam|fica|quedarse|quedar|se\squedan|se\squeda)\s"
    r"(?:with|com|con|at|home|em\scasa|en\scasa)(?!\w)"
    # not "the kids staying with us the whole week"
    r"(?!\s(?:us|me|nosotros|nosotras|a\sgente|conosco|comigo|conmigo)(?!\w))"
    # "just me and the wife, grandparents have the kids!!": who keeps the ones left at home
    r"|\s(?:have|has|keep|are\skeeping|is\skeeping|will\shave|are\shaving|take|are\staking)"
    r"\s(?:the|our|my)\s(?:kids|children|little\sones|dog|dogs|cat|cats|baby)(?!\w)"
)


def _take_party(utterance: _Utterance) -> None:
    listed_with_speaker: tuple[int, int] | None = None  # where such a party ended, and its size
    read_up_to = 0  # "with me" after a party that comes along is read with that party
    for match in utterance.find(_PARTY_RE):
        if match.start() < read_up_to:
            continue
        party = match["party"]
        if (
            match["lead"] is None
            and _SOMEONE_WHO_TOLD_RE.search(party)
            and _TOLD_AFTER_RE.match(utterance.folded, match.end())
        ):
            continue  # "will bankrupt me, a coworker said …": who told, not who travels
        if (
            "," in party
            and (
                _STAY_BEHIND_AFTER_RE.match(utterance.folded, match.end())
                or _CANNOT_COME_AFTER_RE.match(utterance.folded, match.end())
                or (
                    _LIVE_THERE_AFTER_RE.match(utterance.folded, match.end())
                    # "me, my wife and our 2 kids live in Toronto": all of them live there
                    and not _NAME_JOINER_RE.search(party[party.rindex(",") :])
                )
            )
        ):
            # "só eu e o marido, as crianças vão ficar com a vó", "just me, her mother cannot
            # get the time off": the last of the list stays
            party = party[: party.rindex(",")]
        size, includes_speaker = _party_size(party)
        travelling_with = match["lead"] is not None
        if (
            not (travelling_with or includes_speaker)
            and _OUR_RE.match(party)
            and _ALSO_COMING_AFTER_RE.match(utterance.folded, match.end())
            and not _SPEAKER_ALONE_RE.search(utterance.folded, 0, match.start())
        ):
            # "we go to Hong Kong, our son and his wife also coming": they and the two of us
            if size + 2 in PLAUSIBLE_COUNTS:
                utterance.mention("setting", {"min_accommodates": size + 2}, match)
            continue
        if (
            not (travelling_with or includes_speaker)
            and _MY_RE.match(party)
            and _COMING_TOO_AFTER_RE.match(utterance.folded, match.end())
            # "4 people. my parents are coming too" counts them already; "not sure if my
            # parents are coming too" counts no one yet
            and not _GUESTS_RE.search(utterance.folded)
            and not _UNSURE_IF_BEFORE_RE.search(
                utterance.folded, max(0, match.start() - 20), match.start()
            )
        ):
            # "My husband and 10 year old daughter are coming too": they and the speaker
            if size + 1 in PLAUSIBLE_COUNTS:
                utterance.mention("setting", {"min_accommodates": size + 1}, match)
            continue
        with_the_speaker = None
        if not (travelling_with or includes_speaker):
            with_the_speaker = _COMES_WITH_THE_SPEAKER_RE.match(utterance.folded, match.end())
        if with_the_speaker and _DENIED_RE.search(with_the_speaker.group()):
            with_the_speaker = None  # "my wife never travels with me"
        if with_the_speaker:
            # "my wife and the two kids are coming with me", "mi hermana viene conmigo"
            read_up_to = with_the_speaker.end()
            if size + 1 in PLAUSIBLE_COUNTS:
                utterance.mention("setting", {"min_accommodates": size + 1}, match)
                utterance.consume(*with_the_speaker.span())
            continue
        if travelling_with and not includes_speaker and listed_with_speaker is not None:
            ended, listed = listed_with_speaker
            if _SAME_PARTY_GAP_RE.fullmatch(utterance.folded, ended, match.start()) or (
                _LONGER_PARTY_GAP_RE.fullmatch(utterance.folded, ended, match.start())
                and not _WITH_FOR_A_PURPOSE_RE.search(
                    utterance.folded, max(0, match.start() - 30), match.start()
                )
            ):
                # "eu e minha irmã vamos levar nossa mãe": who the listed party brings along
                if listed + size in PLAUSIBLE_COUNTS:
                    utterance.mention("setting", {"min_accommodates": listed + size}, match)
                continue
        if _DEFINITE_START_RE.match(party) and _SHARE_A_ROOM_AFTER_RE.match(
            utterance.folded, match.end()
        ):
            continue  # "los dos chavales pueden compartir": some of the party, sharing a room
        before = utterance.folded[max(0, match.start() - _LEFT_WITH_WINDOW) : match.start()]
        if not (travelling_with or includes_speaker) and _ACCOMPANIES_ME_BEFORE_RE.search(before):
            travelling_with = True  # "me acompaña mi marido", "accompanied by my wife"
        lived_with = not _HOUSEHOLD_OR_CHILDREN_RE.search(party) or _GRANDCHILDREN_RE.fullmatch(
            party
        )
        home_shared = _A_HOME_TO_STAY_IN_BEFORE_RE.search(
            utterance.folded, max(0, match.start() - 80), match.start()
        )
        if travelling_with and (
            (_LEFT_WITH_RE.search(before) and not home_shared)
            or _TALK_WITH_RE.search(before)
            or (
                _BE_WITH_BEFORE_RE.search(before)
                and not _HOUSEHOLD_OR_CHILDREN_RE.search(party)
                and not home_shared
            )
            or (_SPEND_TIME_WITH_RE.search(before) and lived_with)
        ):
            continue  # the pet stays with them, or the choice is talked over with them
        if _ONE_HOME_FOR_BEFORE_RE.search(before):
            continue  # "two places, one for the ladies and one for the men and me": a part
        if travelling_with and _STAYED_HOME_BEFORE_RE.search(before):
            continue  # "minha mãe ficou em casa com minha irmã": whom she stays with
        if travelling_with and _SHARE_WITH_RE.search(before) and _others_unsaid(party):
            continue  # "share a flat with other performers", not "with one other performer"
        if not travelling_with and _VISITED_BEFORE_RE.search(before):
            continue  # "to visit my daughter and grandchildren": who is visited, not who travels
        several = len(_PARTY_JOINER_RE.split(party)) > 1
        if _only_a_pronoun_and_the_speaker(utterance, match):
            utterance.pair_named = True  # "she and I need a double bed": maybe two of the party
            continue
        coupled = re.search(_COUPLE, party) or re.match(_COUPLES, party)
        if coupled and _STAY_LENGTH_AFTER_RE.match(utterance.folded, match.end()):
            continue  # "for a couple weeks": how long, no couple
        if size == 0 or not (several or travelling_with or coupled):
            continue
        if not several and _LONE_CHILD_RE.fullmatch(party):
            continue  # "with a toddler" says who comes, not how many
        if (
            travelling_with
            and not several
            and includes_speaker
            and not _GOES_BEFORE_RE.search(before)
        ):
            continue  # "you've been very patient with me": the speaker alone is no party
        more_couples = re.match(_COUPLES, party) and (
            _MORE_COUPLES_BEFORE_RE.search(before) or _MORE_COUPLES_RE.search(party)
        )
        if more_couples and not (travelling_with or _WITH_MORE_BEFORE_RE.search(before)):
            continue  # "the other 2 couples can't come", "two other couples stayed there"
        if more_couples:
            size += 2  # "com mais dois casais", "with two other couples": and the speaker's
        elif travelling_with and not includes_speaker:
            # "with my wife": the speaker travels too; "vamos con nuestro hijo": the two whose
            # son he is
            ours = _OUR_RE.match(party) and not _SPEAKER_ALONE_RE.search(
                utterance.folded, 0, match.start()
            )
            size += 2 if ours else 1
            if _WITH_LEAD_RE.fullmatch(match["lead"] or "") and not (
                _GOES_WITH_BEFORE_RE.search(before)
                or _ALL_OF_THE_PARTY_BEFORE_RE.search(
                    utterance.folded, max(0, match.start() - 12), match.start()
                )
                or _NOW_AFTER_RE.match(utterance.folded, match.end())
            ):
                utterance.parties_in_passing.add(match.start())
        if size in PLAUSIBLE_COUNTS:
            utterance.mention("setting", {"min_accommodates": size}, match)
            if includes_speaker and several:
                listed_with_speaker = (match.end(), size)
            if breakdown := _BREAKDOWN_RE.match(utterance.folded, match.end()):
                # "3 students (2 boys, 1 girl)": who they are, not more of them
                utterance.consume(*breakdown.span())
                read_up_to = breakdown.end()


_STAY_LENGTH_AFTER_RE = _compile(rf"\s(?:more\s)?{_STAY_LENGTH_NOUN}(?!\w)")
_STAYED_HOME_BEFORE_RE = _compile(rf"{_any_of(lexicon.STAYS_HOME_PHRASES)}\s(?:[\w']+\s){{0,2}}$")
_ONE_HOME_FOR_BEFORE_RE = _compile(r"(?<!\w)(?:and|y|e)\s(?:one|another)\sfor\s(?:[\w']+\s){0,4}$")
_MORE_COUPLES_BEFORE_RE = _compile(rf"{_MORE_OR_OTHER}\s$")
_WITH_MORE_BEFORE_RE = _compile(rf"(?:with|con|com)\s{_MORE_OR_OTHER}\s$")
_MORE_COUPLES_RE = _compile(rf"\s{_MORE_OR_OTHER}\s")
# "llevar a nuestros tres nietos": the Spanish personal "a" may come first
_OUR_RE = _compile(r"(?:a\s)?(?:our|nuestro|nuestra|nuestros|nuestras|nosso|nossa|nossos|nossas)\s")
_SPEAKER_ALONE_RE = _compile(r"(?<!\w)(?:i|i'm|im|i'll|yo|eu|voy|vou|viajo|me\sand|y\syo)(?!\w)")


# "(2 boys, 1 girl)", "(8 and 10)", "(ages 5 and 8)": who the party counted is, and no more
_BREAKDOWN_RE = _compile(
    r"\s?\(\s?(?:(?:\d{1,2}|and|y|e|&|\+|,|ages?|aged|years?|old|anos|boys?|girls?|kids?"
    r"|adults?|children|ninos|ninas|meninos|meninas|chicos|chicas)\s?){1,12}\)"
)
_PRONOUN_PAIR_RE = _compile(rf"{_PRONOUN_MEMBER}(?:\s?,\s?|\s(?:and|y|e|&)\s){_FIRST_PERSON}$")
# "ella y yo vamos a Oporto", "she and I are going", "somos él y yo": the pair is who travels
_PAIR_GOES_RE = _compile(
    rf"\s(?:(?:are|will|'ll|want\sto|queremos|queremos\sir|quieren)\s)?"
    rf"(?:{_any_of(lexicon.WE_GO_VERBS)}|going|coming|travelling|traveling|flying|go|want|vamos"
    r"|queremos|vao|vão)(?!\w)"
)
_PAIR_IS_US_RE = _compile(r"(?:somos|we're|we\sare|it's|its|just)\s$")


def _only_a_pronoun_and_the_speaker(utterance: _Utterance, match: re.Match[str]) -> bool:
    """ "she and I need a double bed", "him and me in the double": a pair named by a pronoun is
    the party only when it is said to travel ("ella y yo vamos a Oporto") or to be all of it
    ("somos él y yo")."""
    if not _PRONOUN_PAIR_RE.fullmatch(match["party"]):
        return False
    before = utterance.folded[max(0, match.start() - 10) : match.start()]
    return not (_PAIR_GOES_RE.match(utterance.folded, match.end()) or _PAIR_IS_US_RE.search(before))


# Between a party listed with the speaker and whom it brings: a few words, no new sentence.
_SAME_PARTY_GAP_RE = _compile(r"\s(?:[\w']+\s){0,3}")
# "Mi esposo y yo vamos a la Isla Grande en setiembre, con nuestra bebé": further on, still the
# party's, unless "with" says whom they go to be with ("to spend Christmas with our son", "para
# estar com o nosso filho", "we'll catch up with my brother")
_LONGER_PARTY_GAP_RE = _compile(r"\s(?:[\w']+,?\s){0,10}")
_WITH_FOR_A_PURPOSE_RE = _compile(
    r"(?<!\w)(?:catch\sup|spend|spending|estar|ver|see|visit|visitar|meet|stay|dinner|cenar"
    r"|jantar|reunite|comemorar|celebrate|celebrar|almorzar|almocar|lunch"
    r"|ficar|quedarnos|pasar|passar)\s(?:[\w']+\s){0,3}$"
)
# After a party: it goes along with the speaker ("are coming with me", "viajan conmigo").
_WITH_THE_SPEAKER = r"(?:with\sme|conmigo|comigo)(?!\w)"
_DENIED_RE = _compile(rf"(?<!\w){_any_of(lexicon.DENYING_WORDS)}(?!\w)")
_COMES_WITH_THE_SPEAKER_RE = _compile(
    rf"\s(?:[\w']+\s){{0,2}}?{_any_of(lexicon.COMING_ALONG_VERBS)}\s(?:along\s|ter\s)?"
    rf"{_WITH_THE_SPEAKER}"
    # "my sister will join me", "my wife will fly from Manila to meet me there"
    # "my wife and two kids will join me for the weekend after": joining for a part of the
    # trip is coming along, not "will join me for drinks"; meeting is, only where the trip is
    r"|\s(?:[\w']+\s){0,5}?(?:join|joins|joining)\sme"
    r"(?=\s?(?:[.,;!?]|$)|\s(?:there|later|after|for\sthe\s(?:weekend|week|last|rest|second"
    r"|first|trip|holiday|stay|whole)|for\s(?:a|the|\d{1,2}|two|three|four)\s(?:few\s)?"
    r"(?:days|nights|weeks)|on\sthe\s(?:trip|weekend|[a-z]{3,6}day)"
    # "joins me on 26", "joins me on the 26th", "joins me from the 20th": a day of the stay
    r"|(?:on|from)\s(?:the\s)?\d{1,2}(?:st|nd|rd|th)?)(?!\w))"
    # "mi marido me acompaña", "a minha irmã vai me acompanhar"
    r"|\s(?:(?:va|vai|van|vao)\s(?:a\s)?)?me\s(?:acompana|acompanha|acompanan|acompanham"
    r"|acompanar|acompanhar)(?!\w)"
    r"|\s(?:[\w']+\s){0,5}?(?:meet|meets|meeting)\sme"
    r"(?=\s?(?:[.,;!?]|$)|\s(?:there|for\sthe\strip|on\sthe\strip)(?!\w))"
)


# "somos dos adultos y un bebé": the number counts only the first members of the party listed.
_LISTED_FIRST_RE = _compile(rf"{_GUEST_NOUN}$")
_PARTY_GOES_ON_RE = _compile(rf"{_PARTY_JOINER}{_LATER_MEMBER}")

_HOUSEHOLD_PARTNER_RE = _compile(rf"{_POSSESSIVE}\s{_any_of(lexicon.HOUSEHOLD_PARTNER_NOUNS)}")
_OTHERS_ALONG_RE = _compile(
    _any_of((*lexicon.CHILD_NOUNS, *lexicon.COMPANION_PLURAL_NOUNS, *lexicon.GUEST_NOUNS))
)
# ("can we go back to Kaanapali" returns to a search, it goes nowhere)
_WE_GO_TOGETHER_RE = _compile(
    _any_of((*lexicon.WE_MOVE_PHRASES, *lexicon.WE_TRAVEL_PHRASES)) + r"(?!\sback(?!\w))"
)


# "I'm 71 and my husband is 74", "eu tenho 71 anos e o meu marido 74", "I'm a nurse and my wife
# teaches": the speaker and one companion, each described in turn.
_DESCRIBED_PAIR_RE = _compile(
    rf"(?:i'm|im|i\sam|yo\stengo|yo\ssoy|eu\stenho|eu\ssou|i\swork|yo\strabajo|eu\strabalho)"
    rf"\s(?:[\w-]+\s){{0,6}}(?:and|y|e)\s"
    rf"(?:(?:o|a)\s)?{_POSSESSIVE}\s{_COMPANION}(?:\s(?:is|es|e|tem|tiene|has|was))?\s"
)


def _counts_guests(mention: _Mention) -> bool:
    return mention.kind == "setting" and "min_accommodates" in mention.value


def _guests_counted(utterance: _Utterance) -> bool:
    return any(_counts_guests(mention) for mention in utterance.mentions)


# "Agora Istambul com a Rita", "Porto with Rita and Ana", "me and Dan again": companions named by
# their first names;
# "Somos Álvaro y Javi", "we're Tom and Ana": the whole party named.
_WITH_NAMES_RE = re.compile(
    r"(?<!\w)(?:(?i:with|com|con|(?:me|yo|eu)\s(?:and|y|e|&))|(?P<we>(?i:somos|we're|we\sare)))"
    r"\s(?:(?i:a|o|la|el)\s)?"
    r"(?P<names>[A-ZÀ-Þ][a-zà-ÿ]{1,14}"
    r"(?:\s(?i:and|y|e|&)\s(?:(?i:a|o|la|el)\s)?[A-ZÀ-Þ][a-zà-ÿ]{1,14}){0,3})(?![\w'’])"
)
_NAME_JOINER_RE = re.compile(r"\s(?i:and|y|e|&)\s(?:(?i:a|o|la|el)\s)?")
# "2 nights in porto in april, me and jess, up to £100": a first name typed in lower case, where
# the party is said, closing its clause
_ME_AND_A_NAME_RE = re.compile(
    r"(?<!\w)(?:me|yo|eu)\s(?:and|y|e|&|n)\s(?P<names>[a-z]{3,12})(?=\s?(?:[,.;!?]|$))"
)
# "Margaret and I so enjoyed Edinburgh", "Lucía y yo vamos", "Mum and I want a flat": a companion
# named before the speaker, opening a sentence or a clause ("from Serekunda and I got", "Gran
# Bazar y yo" name places)
_A_NAME_AND_ME_RE = re.compile(
    r"(?:^|(?<=[.!?,;:]\s))(?P<names>[A-ZÀ-Þ][a-zà-ÿ]{1,14})"
    r"\s(?:(?i:and|&)\s(?:I|me)|y\s(?i:yo)|e\s(?i:eu))(?![\w'’])"
)
# "Sim e eu queria…", "Ah y yo necesito…": a word said before the speaker, no one named
_INTERJECTIONS = frozenset(
    _key(word)
    for word in ("sim", "si", "sí", "ta", "tá", "ah", "oh", "blz", "ya", "dale", "ok", "okay",
                 "oi", "hola", "bueno", "pues", "vale", "no", "yes", "yeah", "well", "so", "and",
                 "bom", "entao", "então", "pronto", "listo", "claro", "eso", "isso")
)  # fmt: skip
_PET_DESCRIBED_RE = _compile(
    rf"\s?,?\s(?:{_POSSESSIVE}\s|(?:the|el|la|o|a)\s)?(?:[\w'-]{{1,15}}\s)?"
    rf"{_any_of(word for word, value in lexicon.AMENITY_WORDS.items() if value == 'Pets allowed')}"
)


_NOT_WITH_BEFORE_RE = _compile(
    r"(?<!\w)(?:no|not|never|nunca|nao|don't|won't|without)\s(?:[\w']+\s){0,2}$"
)
# Calls with someone who is elsewhere, not a companion on the trip.
_TALKS = (
    "call", "calls", "video call", "video calls", "zoom", "zooms", "llamada", "llamadas",
    "videollamada", "videollamadas", "chamada", "chamadas", "videochamada", "videochamadas",
)  # fmt: skip
_TALKS_BEFORE_RE = _compile(rf"{_any_of(_TALKS)}\s$")
# Taken with someone famous, not travelling with them
_TAKEN_WITH_BEFORE_RE = _compile(
    r"(?<!\w)(?:(?:emocionad|encantad|obsesionad|fascinad|enamorad|ilusionad|apaixonad|obcecad"
    r"|fissurad|loc|louc)(?:o|a|os|as)|obsessed|in\slove|fascinated|excited|crazy|mad|fans?"
    r"|fanaticos?|fanaticas?)\s$"
)
_NATIONALITIES = frozenset(_key(word) for word in lexicon.NATIONALITY_WORDS)


def _take_named_companions(utterance: _Utterance) -> None:
    if _guests_counted(utterance):
        return
    for match in _A_NAME_AND_ME_RE.finditer(utterance.original):
        # "Margaret and I so enjoyed Edinburgh": a pair, when no party is known (not "Tom and I
        # would need our own bathroom" in a house for 6)
        named = match["names"]
        if (
            _is_a_first_name(named) and _key(named) not in _INTERJECTIONS
        ) or _ONE_COMPANION_RE.fullmatch(normalise(named)):
            utterance.pair_named = True
    matches = [
        *_WITH_NAMES_RE.finditer(utterance.original),
        *_ME_AND_A_NAME_RE.finditer(utterance.original),
    ]
    for match in matches:
        names = _NAME_JOINER_RE.split(match["names"])
        if _PET_DESCRIBED_RE.match(utterance.folded, match.end()):
            continue  # "with Biscuit, our labrador"
        if _NOT_WITH_BEFORE_RE.search(utterance.folded, max(0, match.start() - 30), match.start()):
            continue  # "ya no viajamos con Toby"
        if _TALKS_BEFORE_RE.search(utterance.folded, max(0, match.start() - 30), match.start()):
            continue  # "on calls with Indianapolis", "chamadas com a Joana"
        if _SHARE_WITH_RE.search(utterance.folded, max(0, match.start() - 30), match.start()):
            continue  # "nobody wants to share with Aoife": one of the party, not one more
        if _PLACE_RE.match(utterance.folded, match.start("names")):
            continue  # "go with Journal Square then": a place chosen
        if _TAKEN_WITH_BEFORE_RE.search(
            utterance.folded, max(0, match.start() - 25), match.start()
        ):
            continue  # "los niños están emocionados con Gaudí": whom they are keen on
        whole_party = bool(match.groupdict().get("we"))
        if whole_party and (len(names) < 2 or any(_key(name) in _NATIONALITIES for name in names)):
            continue  # "we're Dutch", "somos brasileiros e portugueses"
        if all(_is_a_first_name(name) for name in names):
            count = len(names) if whole_party else len(names) + 1
            utterance.mention("setting", {"min_accommodates": count}, match)
            return


_OTHER_PLACES = (*lexicon.OTHER_COUNTRIES, *names_to_spot())
# "con Madrid" names no one, but "com a Adelaide" and "me and Austin" do
_OTHER_PLACE_KEYS = frozenset(_key(place) for place in _OTHER_PLACES) - {
    _key(name) for name in lexicon.CITIES_NAMED_LIKE_PEOPLE
}


def _is_a_first_name(word: str) -> bool:
    """A capitalised word that names no place, market, filter or ordinary word."""
    key = _key(word)
    return not (
        is_ordinary_as_spelt(key)
        or key in _FILLER
        or key in _PLACE_NAMES
        or key in _MARKET_NAMES
        or key in _COUNTRY_NAMES
        or key in _KNOWN_WORDS
        or key in _OTHER_PLACE_KEYS
    )


def _take_described_pair(utterance: _Utterance) -> None:
    pair = next(utterance.find(_DESCRIBED_PAIR_RE), None)
    if pair and not _guests_counted(utterance):
        utterance.mention("setting", {"min_accommodates": 2}, pair)


def _take_household_pair(utterance: _Utterance) -> None:
    """ "My partner got a job in Sydney, so we're relocating", "My husband is a veteran … we go
    to New York for 3 weeks": the two travel together, when no one else is counted."""
    partner = next(utterance.find(_HOUSEHOLD_PARTNER_RE), None)
    if _OTHERS_ALONG_RE.search(utterance.folded):
        return  # "we're going to New York with friends": more than the two
    if partner and _WE_GO_TOGETHER_RE.search(utterance.folded) and not _guests_counted(utterance):
        utterance.mention("setting", {"min_accommodates": 2}, partner)


def _group_count(match: re.Match[str]) -> int:
    said = (
        match["count"]
        or match["fewest_of_us"]
        or match["count_of_us"]
        or match["we"]
        or match["total"]
        or match["total_first"]  # "Total 14 people including 4 children"
        or match["listed_after"]  # "7 pessoas: eu, meu marido, …": the count before its list
    )
    return int(parse_number(said))


# "5 players + eu + coach = 7": a party added up, with its total.
_PARTY_SUM_RE = _compile(
    rf"{_NUMBER}\s{_any_of(lexicon.GUEST_NOUNS)}(?:\s?\+[^=+\n]{{1,30}}){{1,6}}=\s?"
    r"(?P<count>\d{1,2})(?!\d)"
)


def _take_party_sum(utterance: _Utterance) -> None:
    for match in utterance.find(_PARTY_SUM_RE):
        if (count := int(match["count"])) in PLAUSIBLE_COUNTS:
            utterance.mention("setting", {"min_accommodates": count}, match)


# "we already live in a house with 9 people", "vivo num T2 com mais três": who the visitor lives
# with at home is no party for the trip.
_HOME_MATES_RE = _compile(
    r"(?<!\w)(?:(?:we|i)\s(?:(?:already|currently|also|still)\s)?live|vivimos|vivo|moramos|moro)"
    r"\s(?:in|en|em|num|numa|no|na)\s(?:(?:a|an|the|un|una|um|uma)\s)?(?:[\w'-]+\s)?"
    r"(?:house|flat|apartment|home|t[0-9]|casa|piso|apartamento|departamento)\s(?:with|con|com)\s"
    r"(?:(?:another|other|mais|otros|otras|outros|outras)\s)?"
    rf"{_NUMBER}(?:\s(?:{_any_of(lexicon.GUEST_NOUNS)}|others|otros|outros))?"
)


# "a house for 5 pax? me wife 2 kids and my mother in law", "5 guests - my wife, our 2 kids and
# my mother": a total, then who makes it up, set apart by a question mark, colon, dash or bracket;
# not "4 adults... wait no, me + 2 kids", which counts again.
_WHO_MAKES_IT_UP_RE = _compile(r"\s?[?:(-]{1,2}\s?(?:(?:me|i|we|eu|yo)[\s,]{1,2})?")
# "I will accompany 3 students (2 boys, 1 girl)": others the visitor brings, not the total
_OTHERS_BROUGHT_RE = _compile(
    _any_of(("accompany", "accompanying", "bring", "bringing", "take", "taking", "with", "con",
             "com", "llevo", "levo", "acompano a", "acompanho"))
    + r"\s$"
)  # fmt: skip
_WHO_MAKES_IT_UP_REACH = 12  # characters between the mark and the first member counted ("wife ")


def _take_total_then_who(utterance: _Utterance) -> None:
    """The total said wins over the members counted after it."""
    folded = utterance.folded
    for match in utterance.find(_GUESTS_RE):
        if match["strict"] or _count(match) not in PLAUSIBLE_COUNTS:
            continue
        if _OTHERS_BROUGHT_RE.search(folded, max(0, match.start() - 15), match.start()):
            continue
        gap = _WHO_MAKES_IT_UP_RE.match(folded, match.end())
        if gap is None or gap.end() == match.end():
            continue
        _, sentence_end = _sentence_around(folded, gap.end() + 1)
        members = [
            party
            for party in utterance.find(_PARTY_RE)
            if gap.end() <= party.start() < sentence_end
        ]
        if not members or members[0].start() > gap.end() + _WHO_MAKES_IT_UP_REACH:
            continue
        utterance.mention("setting", {"min_accommodates": _count(match)}, match)
        for party in members:
            utterance.consume(*party.span())
        return


_INCLUDED_RE = _compile(
    r"(?<!\w)(?:including|incl\.?|incluindo|incluyendo|inclusive|among\sthem|entre\sellos"
    r"|entre\sellas|entre\seles|entre\selas|of\swhom|de\slos\scuales|dos\squais|das\squais)"
    rf"\s(?:{_ROUGHLY}\s)?{_NUMBER}\s(?:[\w-]+\s)?(?:{_GUEST_NOUN}|{_CHILD_NOUN}|{_COMPANIONS})(?!\w)"
)


# "I said 5 people, it's 4": a number said before, put right; the correction counts what it did
_NUMBER_PUT_RIGHT_RE = _compile(
    rf"(?<!\w)(?:i|we)\s(?:said|wrote|put|typed|told\syou)\s(?:{_NUMBER})\s"
    rf"(?:(?P<guests>{_GUEST_NOUN}|{_any_of(lexicon.PARTY_TOTAL_NOUNS)})"
    r"|(?P<bedrooms>bedrooms|rooms|beds|br))\s?[,.;–—-]?\s(?:but\s|sorry\s|oops\s)?"
    r"(?:it's|its|it\sis|it\swill\sbe|should\sbe|we're|we\sare|it's\sactually|its\sactually"
    r"|it\sis\sactually|actually)\s(?:only\s|just\s)?"
    rf"(?P<count>{_NUMBER})(?!\w)"
    # "it's 4 people", "it's 5 btw", not "it's 4 adults and a baby" nor "it's 5 with the baby",
    # which say who again, nor "it's 3 bedrooms" after people
    r"(?!\s(?:and|with|plus|counting|including|y|e|con|com|mas|más)(?!\w))(?!\s?\+)"
    r"(?:\s(?P<noun_after>[a-z]{2,12})(?![a-z]))?+"
    r"(?!\s(?:and|with|plus|counting|including|y|e|con|com|mas|más)(?!\w))(?!\s?\+)"
)


_SAME_KIND_AFTER = {
    "min_accommodates": {*lexicon.PARTY_TOTAL_NOUNS, *lexicon.GUEST_NOUNS},
    "min_bedrooms": {"bedrooms", "rooms", "beds", "br"},
}
_NOTHING_COUNTED_AFTER = {"btw", "pls", "please", "tho", "ok", "okay", "now", "then", "actually",
                          "not", "lol", "haha", "sorry", "sry", "oops"}  # fmt: skip


def _take_number_put_right(utterance: _Utterance) -> None:
    for match in utterance.find(_NUMBER_PUT_RIGHT_RE):
        key = "min_accommodates" if match["guests"] else "min_bedrooms"
        after = match["noun_after"]
        if after and after not in _SAME_KIND_AFTER[key] and after not in _NOTHING_COUNTED_AFTER:
            continue  # "I said 5 people, it's 3 bedrooms": another number, not this one
        count = _count(match)
        if count in PLAUSIBLE_COUNTS:
            utterance.mention("setting", {key: count}, match)
            utterance.party_stated |= key == "min_accommodates"


def _take_guests(utterance: _Utterance) -> None:
    for match in utterance.find(_HOME_MATES_RE):
        utterance.consume(match.start(), match.end())
    for match in utterance.find(_GROUP_OF_RE):
        if _LISTED_FIRST_RE.search(match.group()) and _PARTY_GOES_ON_RE.match(
            utterance.remaining, match.end()
        ):
            continue
        count = _group_count(match)
        added = _ADDED_TO_TOTAL_RE.match(utterance.remaining, match.end())
        if match["we"] and not added:
            added = _ADDED_TO_WE_RE.match(utterance.remaining, match.end())
        if added:
            count += _party_size(added["party"])[0]
            utterance.consume(added.start(), added.end())
        if count in PLAUSIBLE_COUNTS:
            utterance.mention("setting", {"min_accommodates": count}, match)
            # "we r 4 now", not "two of us are dating"
            utterance.party_stated |= match["count"] is not None
    if _guests_counted(utterance):
        # "a family of four (two kids aged 5 and 8)": the total said wins over who is listed
        utterance.consume_all(_PARTY_RE)
    _take_total_then_who(utterance)
    _take_party(utterance)
    utterance.consume_all(_INCLUDED_RE)  # "Porto for 6, including 2 seniors": part of the total
    for match in utterance.find(_GUESTS_RE):
        if (count := _count(match)) == 1 and _a_bed_before(utterance, match):
            continue  # "sofa bed is ok for one person": who sleeps there, not the party
        if count in PLAUSIBLE_COUNTS:
            utterance.mention("setting", {"min_accommodates": count}, match)
    for match in utterance.find(_GROUP_OF_RE):
        count = _group_count(match)
        if count in PLAUSIBLE_COUNTS:
            utterance.mention("setting", {"min_accommodates": count}, match)
    for match in [*utterance.find(_BARE_GUESTS_RE), *utterance.find(_THE_PARTY_NUMBER_RE)]:
        guests = parse_number(match["count"])
        if guests == 1 and _a_bed_before(utterance, match):
            continue
        if isinstance(guests, int) and 0 < guests <= _MAX_BARE_GUESTS:
            utterance.mention("setting", {"min_accommodates": guests}, match)
    utterance.consume_all(_MANAGING_ALONE_RE)  # "get around on my own": no "own apartment"
    for match in utterance.find(_SLEEPING_PLACES_RE):
        if _guests_counted(utterance):
            continue  # "Family of 4, 3 sleeping spots since the kids share a bed": the party
        if (places := parse_number(match["count"])) in PLAUSIBLE_COUNTS:
            utterance.mention("setting", {"min_accommodates": places}, match)
    for match in utterance.find(_SOLO_RE):
        if match["for_myself"] and not _STAY_FOR_MYSELF_RE.search(
            utterance.folded, max(0, match.start() - 40), match.start()
        ):
            continue  # "a desk for myself", "I'll cook for myself": not the stay's party
        if _a_bed_before(utterance, match):
            continue
        utterance.mention("setting", {"min_accommodates": 1}, match)
    for match in utterance.find(_SOLO_UNLESS_COUNTED_RE):
        if _A_STAY_JUST_BEFORE_RE.search(
            utterance.folded, max(0, match.start() - 25), match.start()
        ) and not (
            _guests_counted(utterance)
            or _a_bed_before(utterance, match)
            or _OTHERS_ALONG_RE.search(utterance.folded)  # "the kids share, …"
            or _US_RE.search(utterance.folded)
        ):
            utterance.mention("setting", {"min_accommodates": 1}, match)
    if not any(_counts_guests(mention) for mention in utterance.mentions):
        for match in utterance.find(_GOING_WITH_ONE_RE):  # "Somos 4 … voy con ella" is still 4
            utterance.mention("setting", {"min_accommodates": 2}, match)
    for match in utterance.find(_USUAL_PARTY_RE):
        usual = parse_number(match["count"] or match["usual"])
        if usual in PLAUSIBLE_COUNTS:
            utterance.mention("setting", {"min_accommodates": usual}, match)
    for match in utterance.find(_THE_N_OF_US_RE):
        if match["after_where"]:
            # only the count is read: where to is the places' to read; not "às duas" (a time),
            # nor "vamos comparar os dois" (the listings), nor a party counted already
            start, end = match.span("after_where")
            typed = utterance.typed(match.start(), end).lower()
            if (
                "às" in typed
                or _guests_counted(utterance)
                or not _MARKET_RE.search(utterance.folded, match.start(), start)
            ):
                continue
            if (named := parse_number(match["after_where"].split()[1])) in PLAUSIBLE_COUNTS:
                utterance.mentions.append(
                    _Mention("setting", {"min_accommodates": named}, start, end)
                )
                utterance.consume(start, end)
            continue
        said = match["count"] or match["listed"] or match["from_group"]
        if (named := parse_number(said)) in PLAUSIBLE_COUNTS:
            utterance.mention("setting", {"min_accommodates": named}, match)
    for match in utterance.find(_NTH_GUEST_RE):
        utterance.mention("setting", {"min_accommodates": _NTH_GUESTS[_key(match["nth"])]}, match)
    _take_household_pair(utterance)
    _take_described_pair(utterance)
    _take_named_companions(utterance)
    _take_party_growing_later(utterance)
    _drop_the_party_of_the_first_days(utterance)
    _take_a_bedroom_for_each_couple(utterance)
    # read in the whole text: the count before it may have taken the words in between
    for match in _RESTATED_PARTY_RE.finditer(utterance.folded):
        if match["now_count"] and not any(
            leaving.search(utterance.folded, 0, match.start()) for leaving in _LEFT_BEHIND_RES
        ):
            continue  # "it was 1 bedroom, 2 now": another number put right
        if match["so_count"] and _ROOMS_BEFORE_RE.search(
            utterance.folded, max(0, match.start() - 30), match.start()
        ):
            continue  # "we need another bedroom, so 3 now": the bedrooms
        said = match["count"] or match["so_count"] or match["now_count"]
        if (restated := parse_number(said)) in PLAUSIBLE_COUNTS:
            utterance.mentions = [m for m in utterance.mentions if not _counts_guests(m)]
            utterance.mention("setting", {"min_accommodates": restated}, match)
            utterance.party_stated = True


# "four bedrooms, each couple needs their own", "3 suítes, cada casal com seu banheiro": a
# bedroom for each couple, so two guests for each bedroom
_EACH_COUPLE_RE = _compile(r"(?<!\w)(?:each|every|cada)\s(?:couple|casal|pareja|matrimonio)(?!\w)")


def _take_a_bedroom_for_each_couple(utterance: _Utterance) -> None:
    if _guests_counted(utterance) or not any(utterance.find(_EACH_COUPLE_RE)):
        return
    for mention in utterance.mentions:
        bedrooms = mention.value.get("min_bedrooms") if mention.kind == "setting" else None
        if bedrooms and 2 * bedrooms in PLAUSIBLE_COUNTS:
            utterance.mentions.append(
                _Mention("setting", {"min_accommodates": 2 * bedrooms}, mention.start, mention.end)
            )
            return


# "somos 2 e depois 3", "two of us at first, then 4": the party grows during the stay, and the
# home must hold it at its largest
_GROWS_LATER_RE = _compile(
    r"(?:\s(?:at\sfirst|initially|al\sprincipio|al\sinicio|no\sinicio|no\scomeco))?"
    r"\s?,?\s(?:(?:and|but|y|pero|e|mas)\s)?(?:then|later|after\sthat|afterwards|despues|luego"
    r"|mas\starde|depois|mais\starde)\s(?:(?:we're|we\sare|we'll\sbe|somos|seremos|sao|son)\s)?"
    rf"(?P<count>{_NUMBER})"
    r"(?=\s?(?:[,.;:!?)]|$)|\s(?:of\sus|people|personas|pessoas|guests|adults|adultos|when|cuando"
    r"|quando|from|desde|a\spartir)(?!\w))"
)


def _take_party_growing_later(utterance: _Utterance) -> None:
    for index, mention in enumerate(utterance.mentions):
        later = _GROWS_LATER_RE.match(utterance.folded, mention.end)
        if later is None or not _counts_guests(mention):
            continue
        count = parse_number(later["count"])
        if count in PLAUSIBLE_COUNTS and count > mention.value["min_accommodates"]:
            utterance.mentions[index] = dataclasses.replace(
                mention, value={"min_accommodates": count}
            )
            utterance.consume(*later.span())


# "for 2 persons but the first days only me", "2 people, only me for the first 3 nights": the
# party of the first days is smaller than the one the home must hold
_FIRST_DAYS_RE = _compile(
    r"(?:the\s)?first\s(?:few\s|\d{1,2}\s|two\s|three\s)?(?:days|nights|week)|at\sfirst|initially"
    r"|(?:los|las|os|as)\s(?:primeros|primeras|primeiros|primeiras)\s(?:\d{1,2}\s)?"
    r"(?:dias|noches|noites|semana)|al\sprincipio|al\sinicio|no\sinicio|no\scomeco"
)
_FIRST_DAYS_REACH = 30


def _drop_the_party_of_the_first_days(utterance: _Utterance) -> None:
    parties = [m for m in utterance.mentions if _counts_guests(m)]
    if len(parties) < 2:
        return
    largest = max(m.value["min_accommodates"] for m in parties)
    folded = utterance.folded
    for mention in parties:
        first_days = _FIRST_DAYS_RE.search(
            folded, max(0, mention.start - _FIRST_DAYS_REACH), mention.end + _FIRST_DAYS_REACH
        )
        if first_days and mention.value["min_accommodates"] < largest:
            utterance.mentions.remove(mention)
            utterance.consume(*first_days.span())


_ROOMS_BEFORE_RE = _compile(r"(?:bedrooms?|rooms?|br|quartos?|habitaciones|habitacion|cuartos?)\W")


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
     "plus", "o más", "o mejor", "ou mais", "ou melhor", "rating", "reviews")
)  # fmt: skip
_AT_LEAST_RATING = _any_of(
    ("above", "over", "at least", ">=", ">", "min", "minimum", "more than", "higher than",
     "better than", "no less than", "más de", "mínimo", "al menos", "acima de", "pelo menos",
     "no mínimo")
)  # fmt: skip
# A score such as "4.8": prices have no decimals below 5, so with a comparator it is a rating.
_DECIMAL_SCORE = r"[1-5][.,]\d(?![\d.,])"
_RATING_RE = _compile(
    rf"""(?:(?:{_RATING_LEAD}|{_RATING_COMPARATOR})\s?){{0,3}}
    (?P<stars>{_NUMBER})\s?\+?\s?-?\s?{_RATING_NOUN}(?:\s?{_OR_BETTER}){{0,2}}
    |{_RATING_LEAD}(?:\s?{_RATING_COMPARATOR}){{0,3}}\s?(?P<score>{_NUMBER})\s?(?:{_RATING_NOUN})?
    (?:\s?{_OR_BETTER})?
    |{_AT_LEAST_RATING}\s?(?P<score_after_comparator>{_DECIMAL_SCORE})
    |(?P<score_before_comparator>{_DECIMAL_SCORE})\s?{_OR_BETTER}"""
)


# "in Ludhiana you get 5 star hotel for this money": a hotel's class, said with no "minimum" or
# "or more" ("a boutique hotel 4 stars minimum" still asks for the rating)
_HOTEL_AFTER_RE = _compile(r"\s?(?:hotels?|resorts?)(?![\w-])")
_HOTEL_BEFORE_RE = _compile(r"(?:hotel|hoteles|hoteis)\s(?:de\s)?$")
_BARE_STARS_RE = _compile(rf"{_NUMBER}\s?-?\s?{_RATING_NOUN}")
_AT_LEAST_AFTER_RE = _compile(
    r"\s?(?:minimum|min|minimo|no\sminimo|como\sminimo|at\sleast|or\smore|ou\smais|o\smas"
    r"|or\sbetter|\+)(?!\w)"
)


def _names_a_hotels_class(utterance: _Utterance, match: re.Match[str]) -> bool:
    """ "5 star hotel", "um hotel 5 estrelas", said bare; not "a boutique hotel 4 stars minimum"."""
    folded = utterance.folded
    hotel = _HOTEL_AFTER_RE.match(folded, match.end()) or _HOTEL_BEFORE_RE.search(
        folded, max(0, match.start() - 12), match.start()
    )
    return bool(
        hotel
        and _BARE_STARS_RE.fullmatch(match[0])
        and not _AT_LEAST_AFTER_RE.match(folded, match.end())
    )


def _take_rating(utterance: _Utterance) -> None:
    for match in utterance.find(_RATING_RE):
        if _names_a_hotels_class(utterance, match):
            utterance.consume(*match.span())
            continue
        stars = parse_number(next(score for score in match.groups() if score))
        if 0 < stars <= _MAX_STARS:
            utterance.mention("setting", {"min_rating": stars}, match)


# --- prices --------------------------------------------------------------------------------

_RANGE_RE = _compile(
    rf"""(?:(?P<opener>{_any_of(lexicon.RANGE_OPENERS)})\s)?{_amount("low")}
    \s?(?P<joiner>{_any_of(lexicon.RANGE_JOINERS)})\s?{_amount("high")}"""
)
_MAX_PRICE_RE = _compile(
    rf"{_any_of(lexicon.MAX_PRICE_WORDS)}\s?{_amount('before')}"
    rf"|{_amount('after')}\s?{_any_of(lexicon.MAX_PRICE_WORDS_AFTER)}"
)
_MIN_PRICE_RE = _compile(
    rf"{_any_of(lexicon.MIN_PRICE_WORDS)}\s?{_amount('before')}"
    rf"|{_amount('after')}\s?{_any_of(lexicon.MIN_PRICE_WORDS_AFTER)}"
)
_STATED_PRICE_RE = _compile(_amount("stated"))
# Joiners that need "between"/"entre" to make a range: "2 adults and 3 kids" is no price range.
_WEAK_RANGE_JOINERS = {"and", "y", "e", "a"}
_RANGE_OPENERS_FOR_WEAK_JOINERS = {"between", "entre", "de"}
# "40 or 50 euros", "uns 80 ou 90": two amounts offered, the larger the most to pay
_EITHER_JOINERS = {"or", "o", "ou"}
_SMALLEST_UNMARKED_PRICE = 10


def _is_marked_as_money(match: re.Match[str], name: str) -> bool:
    """Whether a currency, "a night" or "per person" says the amount is money ("25 pp", but not
    "2 each")."""
    marks = (match[f"{name}_cur1"], match[f"{name}_cur2"], match[f"{name}_night"])
    per_person = match[f"{name}_person"] and parse_number(match[name]) >= _SMALLEST_UNMARKED_PRICE
    return bool(any(marks) or per_person)


def _currency_named(utterance: _Utterance, match: re.Match[str]) -> str | None:
    """The currency typed beside the amount; "$200 US" is US dollars, not any dollar."""
    named = [
        utterance.typed(*match.span(group)).strip()
        for group, text in match.groupdict().items()
        if text and group.endswith(("_cur1", "_cur2"))
    ]
    which = [surface for surface in named if currency_code(surface) != "DOLLAR"] or named
    if which and which[0].casefold() == "r" and message_language(utterance.folded) == "pt":
        return "R$"  # "até R300 a diária": reais, written short
    return which[0] if which else None


def _price_mention(
    utterance: _Utterance, result: ParsedUtterance, match: re.Match[str], prices: dict[str, Any]
) -> None:
    named = _currency_named(utterance, match)
    result.currency = result.currency or named
    # "350 per person per night": how the amount is meant is read from the words after it
    said_per = [
        match.start(g) for g, text in match.groupdict().items() if text and g.endswith("_person")
    ]
    money = read_amount(utterance.folded, match.start(), min([match.end(), *said_per]), named)
    utterance.mentions.append(_Mention("setting", prices, *match.span(), money=money))
    utterance.consume(*match.span())


_DASHES = {"-", "–"}
_HEDGED_RANGE_RE = _compile(rf"{_any_of(lexicon.HEDGED_RANGE_WORDS)}\s$")
_AGE_RANGE_RE = _compile(rf"{_any_of(lexicon.AGE_RANGE_WORDS)}\s$")
_YEARS_AFTER_RE = _compile(r"\s?(?:years?|yrs?|y/o|yo|anos|años)(?!\w)")


# "five kids from 3 to 14", "nuestras dos hijas de 17 y 20": the ages of the children just named.
_CHILDREN_BEFORE_RE = _compile(rf"(?:{_CHILD_NOUN}|{_COMPANIONS})\s?$")


def _are_ages(utterance: _Utterance, match: re.Match[str]) -> bool:
    """ "4 of us, all 20-21", "ages 8 to 12", "de 30 a 35 años", "five kids from 3 to 14":
    ages, not prices."""
    before = utterance.folded[max(0, match.start() - 15) : match.start()]
    small = all(int(match[side]) < 100 for side in ("low", "high") if match[side].isdigit())
    return bool(
        _AGE_RANGE_RE.search(before)
        or (
            small
            and _CHILDREN_BEFORE_RE.search(before)
            and not (_is_marked_as_money(match, "low") or _is_marked_as_money(match, "high"))
            and not (match["low_night"] or match["high_night"])
        )
        or _YEARS_AFTER_RE.match(utterance.folded, match.end())
    )


_AGE_BOUND_RE = _compile(
    rf"{_any_of(lexicon.AGE_BOUND_SUBJECTS)}\s(?:(?:are|is|son|sao|são)\s)?"
    rf"{_any_of(lexicon.AGE_BOUNDS)}\s(?<!\d)\d{{1,2}}(?![\d.,]\d|\s?{_CURRENCY})"
)


def _take_age_bounds(utterance: _Utterance) -> None:
    """ "11 people, most over 65", "todos mayores de 70": ages, read before any price."""
    utterance.consume_all(_AGE_BOUND_RE)


def _take_price_range(utterance: _Utterance, result: ParsedUtterance) -> None:
    for match in utterance.find(_RANGE_RE):
        low, high = parse_number(match["low"]), parse_number(match["high"])
        joiner, opener = normalise(match["joiner"]), normalise(match["opener"] or "")
        if joiner in _WEAK_RANGE_JOINERS and opener not in _RANGE_OPENERS_FOR_WEAK_JOINERS:
            continue
        before = utterance.folded[max(0, match.start() - 20) : match.start()]
        either = joiner in _EITHER_JOINERS
        if either and not (_HEDGED_RANGE_RE.search(before) or _is_marked_as_money(match, "high")):
            continue  # "unos 40 o 50 euros": a rough ceiling; "2 or 3 nights" is none
        if _NOT_MONEY_RE.match(utterance.folded, match.end()):
            continue  # "uns 10 ou 15 minutos a pé": a time, not a price
        if _are_ages(utterance, match):
            utterance.consume(match.start(), match.end())
            continue
        marked = _is_marked_as_money(match, "low") or _is_marked_as_money(match, "high")
        if low > high or not (marked or opener or high >= _SMALLEST_UNMARKED_PRICE):
            continue
        if not marked and _are_days(utterance, match, high):
            month = _MONTH_NUMBER_AFTER_RE.match(utterance.folded, match.end())
            utterance.consume(match.start(), month.end() if month else match.end())
            continue
        # "100-130 USD", "like 150 to 200": the span of a budget, whose top is its ceiling;
        # "between 100 and 250", "from 100 to 250", "$200-$350" ask for a floor too
        both_marked = _is_marked_as_money(match, "low") and _is_marked_as_money(match, "high")
        dashed = joiner in _DASHES and not both_marked
        spanned = either or (not opener and (dashed or _HEDGED_RANGE_RE.search(before)))
        prices = {"max_price": high} if spanned else {"min_price": low, "max_price": high}
        _price_mention(utterance, result, match, prices)


_DATE_NOUN_RE = _compile(_any_of(lexicon.DATE_NOUNS))
_LAST_DAY = 31


def _are_days(utterance: _Utterance, match: re.Match[str], high: float) -> bool:
    """ "the dates: from 10 to 15", "fechas del 3 al 9": days of a month, not prices; so are "de
    3 a 10" after "a feira é de 3 a 6 de outubro", in a message that names its month."""
    if high > _LAST_DAY:
        return False
    if _MONTH_NUMBER_AFTER_RE.match(utterance.folded, match.end()):
        return True  # "de 10 a 17/12": days, the last with its month
    start, end = _sentence_around(utterance.folded, match.start())
    # "chega dia 20. Então de 20 a 23 …": the day may be named in the sentence before
    before_start = _sentence_around(utterance.folded, start - 2)[0] if start > 1 else start
    if _DATE_NOUN_RE.search(utterance.folded, before_start, end):
        return True
    # in a message that names its month, with no word of a budget and nothing priced per unit
    # ("15 to 25 per bed")
    return (
        _MONTH_RE.search(utterance.folded) is not None
        and not _BUDGET_CUE_RE.search(utterance.folded, start, end)
        and not _PRICED_PER_RE.match(utterance.folded, match.end())
    )


_MONTH_RE = _compile(_MONTH)
_MONTH_NUMBER_AFTER_RE = _compile(r"/(?:0?[1-9]|1[0-2])(?:/\d{2,4})?(?!\d)")
_PRICED_PER_RE = _compile(rf"\s?(?:/|per|each|por|pp)(?!\w)|{_PER_NIGHT}")


# "We never spend more than 100", "não gastamos mais de 300": a floor denied is a ceiling.
_DENIED = re.compile(
    r"\b(?:never|not|don't|dont|do not|won't|wont|can't|cannot|nunca|no|nao)\s+(?:\w+\s+){0,3}$"
)
_DENIAL_REACH = 30


# Amounts of things that are not money: "mínimo 100 megas", "within 2 km".
_NOT_MONEY_RE = _compile(
    r"\s?(?:megas|mbps|mb|gb|km|kms|kilometers|kilometres|miles|mi|m2|sqm|sq|metros|meters|metres"
    r"|minutes|mins|min|minutos|hours|horas|years|anos|años|people|personas|pessoas|guests)(?!\w)"
)


_AGED_BEFORE_RE = _compile(
    r"(?<!\w)(?:aged|ages|age|edad|idade|tiene|tienen|tem|teem)"
    r"\s(?:(?:de|over|above|more\sthan|mas\sde|mais\sde)\s)?$"
)


def _take_price_bound(
    utterance: _Utterance, result: ParsedUtterance, pattern: re.Pattern[str], key: str
) -> None:
    for match in utterance.find(pattern):
        name = "before" if match["before"] is not None else "after"
        if _NOT_MONEY_RE.match(utterance.folded, match.end(name)):
            continue
        amount = parse_number(match[name])
        bound = key
        before = utterance.folded[max(0, match.start() - _DENIAL_REACH) : match.start()]
        if key == "min_price" and name == "before" and _DENIED.search(before):
            bound = "max_price"
        if name == "after" and _AGED_BEFORE_RE.search(before):
            continue  # "my parents who are aged 70+": an age, not a price
        # "at least 2" with no money word is a count whose noun was left out, not a price.
        if amount >= _SMALLEST_UNMARKED_PRICE or _is_marked_as_money(match, name):
            _price_mention(utterance, result, match, {bound: amount})


_HOME_NOUNS = (*lexicon.LISTING_NOUNS_EN, *lexicon.LISTING_NOUNS_ES_PT, *lexicon.SMALL_HOME_NOUNS)
# "300 libras la noche por un piso pequeño?", "250 dólares por um quarto??": the price of a home
# shown, exclaimed at in a question; no budget is said.
_PRICE_OF_A_HOME_ASKED_RE = _compile(
    r"\s?(?:for|por|num|numa|en|em|pra|para)\s"
    r"(?:(?:a|an|one|un|una|um|uma|el|la|o|this|that|ese|esa|esse|essa|este|esta)\s)?"
    r"(?:[\w-]{2,15}\s)?"
    rf"{_any_of(_HOME_NOUNS)}"
    r"(?!\w)(?:\s(?!(?:in|en|em|no|na|near|cerca|perto)\s)[\w-]{2,15})?(?P<mark>\s?\?[?!]?)"
)
# Words that exclaim at a price: "Nossa, 250 dólares…??", "Madre mía. 300 libras…?"
_EXCLAIMED_RE = _compile(
    _any_of(("nossa", "madre mia", "dios mio", "gente", "caramba", "vaya", "uau", "wow", "whoa",
             "jeez", "geez", "omg", "damn", "puxa", "eita", "caraca", "nossa senhora", "ay",
             "hijole", "carallo", "what"))
)  # fmt: skip
_SMALL_HOME_RE = _compile(
    _any_of((*lexicon.SMALL_HOME_NOUNS, "pequeno", "pequeño", "pequena", "pequeña", "small",
             "tiny", "little", "minusculo", "minúsculo"))
)  # fmt: skip


_SOME_HOME_RE = _compile(
    _any_of(("any", "anything", "something", "somewhere", "algo", "algum", "alguma", "alguno",
             "alguna", "alguma coisa", "un lugar", "um lugar", "a place"))
)  # fmt: skip


def _home_priced_in_a_question(utterance: _Utterance, match: re.Match[str]) -> int | None:
    """Where the home whose price is exclaimed at ends, when the amount is such a price."""
    home = _PRICE_OF_A_HOME_ASKED_RE.match(utterance.folded, match.end())
    if home is None:
        return None
    start, end = _sentence_around(utterance.folded, match.start())
    asked_before = (start, match.start())
    if (
        _BUDGET_CUE_RE.search(utterance.folded, start, end)
        or _REQUEST_RE.search(utterance.folded, *asked_before)
        or _SOME_HOME_RE.search(utterance.folded, *asked_before)
    ):
        return None  # "anything for 100 a night for a room?" asks for one
    # exclaimed at: "??", "Nossa, …", "por un piso pequeño?"; not "€120 a night for a room?"
    said_before = _sentence_around(utterance.folded, max(0, start - 2))[0] if start > 1 else start
    exclaimed = (
        len(home["mark"].strip()) > 1
        or _EXCLAIMED_RE.search(utterance.folded, said_before, match.start())
        or _SMALL_HOME_RE.search(utterance.folded, match.end(), home.end())
    )
    return home.end() if exclaimed else None


# "it says 150 a night", "Tô vendo 180 dólar por dia", "last time we paid 90": a price seen or
# paid, read in its own clause.
_PRICE_SEEN_BEFORE_RE = _compile(
    _any_of(lexicon.PRICE_SEEN_WORDS) + r"(?:\s(?!(?:but|pero|mas|and|y|e)\s)[\w']+){0,3}\s$"
)
_PRICE_SEEN_REACH = 40


def _is_a_price_seen(utterance: _Utterance, match: re.Match[str]) -> bool:
    start, end = _sentence_around(utterance.folded, match.start())
    clause_start = max(start, utterance.folded.rfind(",", 0, match.start()) + 1)
    comma_after = utterance.folded.find(",", match.end(), end)
    clause_end = end if comma_after < 0 else comma_after
    lead_start = max(clause_start, match.start() - _PRICE_SEEN_REACH)
    return bool(
        _PRICE_SEEN_BEFORE_RE.search(utterance.folded, lead_start, match.start())
        and not _BUDGET_CUE_RE.search(utterance.folded, clause_start, clause_end)
    )


# "a breakfast was like 40 bucks for two", "parking em ny é um roubo, 60 dólar por dia": the price
# of something else, said before the amount in its sentence with no budget or home between.
_OTHER_COST_RE = _compile(_any_of(lexicon.OTHER_COSTS))
_HOME_OR_STAY_RE = _compile(
    _any_of(("room", "place", "flat", "apartment", "house", "stay", "night", "nights", "airbnb",
             "quarto", "casa", "apartamento", "lugar", "noche", "noches", "noite", "noites",
             "piso", "habitacion", "cuarto", "alojamiento", "hospedagem", "estadia", "depa",
             "departamento", "ape", "apto", "diaria"))
)  # fmt: skip
_OTHER_COST_REACH = 60
_OTHER_COST_AFTER_RE = _compile(
    r"\s(?:(?:a|per|por|al|ao|each|cada)\s(?:day|dia)\s)?(?:(?:just|only|so|solo)\s)?"
    r"(?:for|on|de|do|da|del|pelo|pela|para|pra)\s(?:(?:the|a|an|el|la|o|um|uma|un|una)\s)?"
    rf"(?P<cost>{_any_of(lexicon.OTHER_COSTS)})(?!\w)(?!\s(?:and|y|e)\s)"
)
# "garagem a 25 euros por dia", "parking at 20 a day": priced by the day, after what it is for
_BY_THE_DAY_RE = _compile(r"\s(?:a|per|por|al|ao)\s(?:day|dia)(?!\w)")
_PRICED_AT_RE = _compile(r"\s(?:at|a|por|for|para)\s$")
# "apartamento com garagem", "casa e garagem", "house plus garage": the garage goes with the home
_WITH_BEFORE_RE = _compile(
    r"(?:with|com|con|w/|and|e|y|plus|\+)\s(?:(?:a|an|um|uma|un|una|the|o|a|el|la)\s)?$"
)
_EXTRA_AFTER_RE = _compile(
    r"\s?,?\s(?:a\sparte|aparte|extra|on\stop|additional|a\smais|de\smas)(?!\w)"
)
_FOR_THE_PARTY_AFTER_RE = _compile(r"\s(?:for|para|pra)\s(?:two|2|dos|dois|duas)(?!\w)")
# "breakfast was like 40", "el desayuno allá cuesta como 30", "parking em ny é um roubo, 60": the
# thing, then what it costs or is, then the amount
_COST_SAID_RE = _compile(
    r"\s(?:[\w']{1,15}\s){0,3}?(?:was|were|is|are|costs?|runs?|ran|cuesta|cuestan|costo|costaba"
    r"|sale|salio|salia|custa|custam|custou|custava|e|foi|era|fue|es)\s"
    r"(?:[\w']{1,15}[\s,]{1,2}){0,2}?$"
)
# "600 dólares la noche??", "like 200 a night": a night's price is the price of a stay
_A_NIGHT_RE = _compile(r"(?:night|nights|noche|noite|diaria|nightly|pn|nt)(?!\w)")
_A_NIGHT_REACH = 14  # characters after the amount where "a night" is still its own


def _price_of_something_else(
    utterance: _Utterance, match: re.Match[str]
) -> tuple[tuple[int, int], tuple[int, int]] | None:
    """Where the thing priced is, and where its price is ("for two" included), when the amount
    is the price of something else."""
    folded = utterance.folded
    if cost_after := _OTHER_COST_AFTER_RE.match(folded, match.end()):
        # "dont wanna pay 40 bucks a day for a garage", "25 euros por dia de garagem"
        return cost_after.span("cost"), match.span()
    start, end = _sentence_around(folded, match.start())
    lead_start = max(start, match.start() - _OTHER_COST_REACH)
    costs = list(_OTHER_COST_RE.finditer(folded, lead_start, match.start()))
    if not costs or _BUDGET_CUE_RE.search(folded, start, end):
        return None
    if _HOME_OR_STAY_RE.search(folded, costs[-1].end(), match.start()):
        return None
    if (
        (by_the_day := _BY_THE_DAY_RE.match(folded, match.end()))
        and _PRICED_AT_RE.fullmatch(folded, costs[-1].end(), match.start())
        and (
            not _WITH_BEFORE_RE.search(folded, max(0, costs[-1].start() - 8), costs[-1].start())
            or _EXTRA_AFTER_RE.match(folded, by_the_day.end())
        )
    ):
        # "parking at 20 a day"; "com garagem a 25 euros por dia à parte", but not "apartamento
        # com garagem a 80 euros por dia", the home's price
        return costs[-1].span(), match.span()
    said = _COST_SAID_RE.fullmatch(folded, costs[-1].end(), match.start())
    if said is None or _A_NIGHT_RE.search(folded, match.start(), match.end() + _A_NIGHT_REACH):
        return None
    if _MARKET_RE.search(folded, costs[-1].end(), match.start()) or _PLACE_RE.search(
        utterance.remaining, costs[-1].end(), match.start()
    ):
        return None  # "Flights to Oahu were crazy, Waikiki, 200 dollars": the stay's place
    if _HOME_OR_STAY_RE.search(folded, match.end(), match.end() + _A_NIGHT_REACH):
        return None  # "50 dollars for the flat"
    party = _FOR_THE_PARTY_AFTER_RE.match(folded, match.end())
    return costs[-1].span(), (match.start(), party.end() if party else match.end())


# "$300 a night seems an awful lot", "200 por noche me parece mucho": a price judged, seen on a
# listing or heard of, not the visitor's budget
_PRICE_JUDGED_AFTER_RE = _compile(
    r"(?:\s(?:a|per|por|la|the)?\s?(?:night|nite|noche|noite|nt))?\s"
    r"(?:seems|sounds|looks|is|feels|parece|me\sparece|nos\sparece|es|esta)\s(?:like\s)?"
    r"(?:(?:an\s)?awful\slot|a\slot|too\smuch|way\stoo\smuch|crazy|insane|steep|ridiculous"
    r"|silly\smoney|muchisimo|demasiado|caro|carisimo|carissimo"
    # "me parece mucho", not "es mucho más barato que…"
    r"|mucho(?=\s?(?:[.,;!?]|$|para|pa(?!\w))))(?!\w)"
    # "is steep but doable": judged, then taken
    r"(?![^.!?]{0,40}(?<!\w)(?:but|pero|mas|though)(?!\w))"
)


def _take_stated_prices(utterance: _Utterance, result: ParsedUtterance) -> None:
    """An amount marked as money but with no comparator ("€90 a night") is the visitor's ceiling."""
    for match in utterance.find(_STATED_PRICE_RE):
        if not _is_marked_as_money(match, "stated"):
            continue
        if _is_a_price_seen(utterance, match) or _PRICE_JUDGED_AFTER_RE.match(
            utterance.folded, match.end()
        ):
            utterance.consume(*match.span())
            continue
        if (home_end := _home_priced_in_a_question(utterance, match)) is not None:
            utterance.consume(match.start(), home_end)
            continue
        if (cost := _price_of_something_else(utterance, match)) is not None:
            # "a breakfast was like 40 bucks for two": no breakfast asked for, and the two are
            # whom that price fed, not who travels
            for start, end in cost:
                utterance.mentions = [m for m in utterance.mentions if not start <= m.start < end]
                utterance.consume(start, end)
            continue
        _price_mention(utterance, result, match, {"max_price": parse_number(match["stated"])})


# "500 for the week", "1000 in total", "900 al mes": an amount for the whole stay, a week or a
# month is a budget too.
_TOTAL_PRICE_RE = _compile(
    rf"{_amount('total')}(?:\s|(?=/))(?=(?:for\sthe\s(?:whole\s)?(?:week|weekend|stay|trip)|in\stotal|total"
    rf"|para\s(?:toda\sla\sestancia|as?\s\d{{1,2}}\snoites|las\s\d{{1,2}}\snoches)|en\stotal|no\stotal"
    rf"|{_any_of((*lexicon.PER_WEEK_PHRASES, *lexicon.PER_MONTH_PHRASES))})(?!\w))"
)


def _take_total_prices(utterance: _Utterance, result: ParsedUtterance) -> None:
    """Before the length of the stay is read, which would take "for the week" away."""
    for match in utterance.find(_TOTAL_PRICE_RE):
        amount = parse_number(match["total"])
        if amount >= _SMALLEST_UNMARKED_PRICE:
            _price_mention(utterance, result, match, {"max_price": amount})


# "US dollars", "dólares americanos", "Hong Kong dollars": a currency named apart from any
# amount ("$120 a night, US dollars", "what is that in US dollars?") names no country or market.
_CURRENCY_NAME_RE = _compile(_any_of(w for w in lexicon.CURRENCY_WORDS if " " in w))


def _take_prices(utterance: _Utterance, result: ParsedUtterance) -> None:
    _take_price_range(utterance, result)
    _take_price_bound(utterance, result, _MAX_PRICE_RE, "max_price")
    _take_price_bound(utterance, result, _MIN_PRICE_RE, "min_price")
    _take_stated_prices(utterance, result)
    _take_settled_price(utterance)
    utterance.consume_all(_CURRENCY_NAME_RE)


# "250 USD per night, he says 200, let's say 220": the amount settled on, meant as the one before
_SETTLED_AMOUNT_RE = _compile(
    r"(?:let'?s\ssay|digamos|pongamos|vamos\sdizer|vamos\spor|split\sthe\sdifference\sat)\s"
    r"(?P<amount>\d{2,5})(?![\d.,]\d|\s?%)"
)


def _take_settled_price(utterance: _Utterance) -> None:
    prices = [m for m in utterance.mentions if m.kind == "setting" and "max_price" in m.value]
    for match in utterance.find(_SETTLED_AMOUNT_RE):
        said_before = [m for m in prices if m.end <= match.start()]
        if said_before:
            amount = int(match["amount"])
            utterance.mentions.append(
                _Mention(
                    "setting", {"max_price": amount}, *match.span(), money=said_before[-1].money
                )
            )
            utterance.consume(*match.span())


# "what would these cost in US dollars?", "how much is 150 CAD in euros?", "¿cuánto es eso en
# dólares?": a question about prices in another currency, which changes nothing.
# ("up to $1500 for the whole stay?" names an amount, not a currency to convert into)
_IN_CURRENCY_RE = _compile(
    rf"{_any_of(('in', 'en', 'em', 'into', 'to', 'para'))}\s{_CURRENCY}(?!\s?\d)"
)
_MONEY_QUESTION_START_RE = _compile(
    r"\W{0,3}(?:(?:and|so|y|e)\s)?"
    + _any_of(("how much", "what", "what's", "whats", "cuanto", "cuánto", "quanto", "qual"))
)


# "... in euros? That's what the project pays per night": the amount converted is the budget.
_AMOUNT_IS_BUDGET_RE = _compile(
    r"(?:that'?s|that\sis|it'?s|es|eso\ses|e|isso\se|esse\se)\s"
    r"(?:(?:my|our|the|mi|nuestro|el|o|meu|nosso)\s){0,2}(?:budget|presupuesto|orcamento|limit|limite)"
    r"|(?:that'?s|that\sis|es|eso\ses|e|isso\se)\s(?:what|lo\sque|o\sque)\s"
    r"(?:(?:i|we|me|nos|eu|the|my|our|el|mi|o|meu)\s)?"
    r"(?:have|get|can|covers?|pays?|tengo|tenemos|cubre|paga|puedo|tenho|temos|cobre|posso)(?!\w)"
)


def _take_money_questions(utterance: _Utterance, result: ParsedUtterance) -> None:
    """A question converting prices into a currency: its sentence sets no price and no place,
    unless the visitor goes on to say that the amount is the budget."""
    folded = utterance.folded
    for match in _IN_CURRENCY_RE.finditer(folded):
        sentence_start, end = _sentence_around(folded, match.start())
        if _AMOUNT_IS_BUDGET_RE.search(folded, end):
            utterance.consume(match.start(), match.end())
            continue
        # only its own clause: "our budget is 1500 reais, how much is that in dollars?"
        start = max(sentence_start, folded.rfind(",", 0, match.start()) + 1)
        if folded.startswith("?", end) or _MONEY_QUESTION_START_RE.match(folded, start):
            utterance.consume(start, end)
            utterance.question_spans.append((start, end))
            result.results_question = True


# --- pets and people left at home ----------------------------------------------------------

_PET_WORD = _any_of(
    word for word, value in lexicon.AMENITY_WORDS.items() if value == "Pets allowed"
)
_WHO_STAYS = (
    rf"(?:{_any_of(lexicon.LEFT_BEHIND_DETERMINERS)}\s)?"
    rf"(?:(?P<pet>{_PET_WORD})|(?:(?P<count>{_NUMBER})\s)?(?P<member>{_CHILD_NOUN}|{_INFANT_NOUN}"
    rf"|{_COMPANIONS}|{_COMPANION}|{_GUEST_NOUN}))"
)
_LEFT_BEHIND_RES = (
    _compile(
        rf"{_any_of(lexicon.LEAVE_BEHIND_VERBS)}\s{_WHO_STAYS}"
        rf"(?:\s{_any_of(lexicon.LEFT_AT_PHRASES)})?"
    ),
    # "a sogra não vai dormir na sala": what someone won't do there, not that they stay home
    _compile(
        rf"{_WHO_STAYS}\s{_any_of(lexicon.STAYS_HOME_PHRASES)}(?!\s(?:me|us)(?!\w))"
        rf"(?!\s{_any_of(lexicon.NOT_GOING_BUT_DOING_VERBS)}(?!\w))"
    ),
    # "2 guys dropped, wives said no": dropped from the trip, not "dropped her phone"
    _compile(rf"{_WHO_STAYS}\s(?:have\s|has\s)?dropped(?=\s?(?:[,.;:!?]|$)|\s(?:so|now)\s)"),
    # "los gatos se quedaron con mi madre", "as crianças vão ficar com a avó": whoever keeps the
    # pets or the children is not coming either
    _compile(
        rf"{_WHO_STAYS}(?:\s|(?='s\s)){_any_of(lexicon.KEPT_BY_PHRASES)}"
        r"\s(?:(?:os|as|o|a|la|el|los|las|the)\s)?"
        rf"(?:{_POSSESSIVE}\s|{_any_of(lexicon.THIRD_PERSON_POSSESSIVES)}\s)?"
        rf"(?:{_COMPANIONS}|{_COMPANION})(?!\w)"
    ),
    _compile(
        rf"{_WHO_STAYS}\s{_any_of(lexicon.SENT_OFF_TO_PHRASES)}"
        r"\s?(?:(?:os|as|o|a|la|el|los|las|the)\s)?"
        rf"(?:{_POSSESSIVE}\s|{_any_of(lexicon.THIRD_PERSON_POSSESSIVES)}\s)?"
        rf"(?:{_COMPANIONS}|{_COMPANION})(?=\s?(?:[,.;:!?)]|$)|\s(?:for|this|that|so|and|y|e)\s)"
    ),
)
# "Max lives with my parents now", "vive con mis padres": the people someone else lives with
# are not travelling.
_LIVES_WITH_OTHERS_RE = _compile(
    rf"{_any_of(lexicon.LIVING_VERBS)}\s(?:with|con|com)\s(?:(?:os|as|o|a)\s)?"
    rf"(?:{_POSSESSIVE}\s)?(?:{_COMPANIONS}|{_COMPANION})(?!\w)"
    # "con mis papás que tienen jardín": what they have is theirs
    r"(?:\s(?:que|who)\s(?:tienen|tiene|tem|têm|have|has)\s[\w-]+(?:\s[\w-]+)?)?"
)
_ONE_COMPANION_RE = _compile(rf"{_COMPANION}$")
# "no places that allow pets please, the dander lingers", "ningún sitio que acepte mascotas":
# homes without animals wanted, not pets travelling
_NO_PETS_WANTED_RE = _compile(
    r"(?<!\w)(?:no|nothing|none|nada|ningun|ninguna|ningum|nenhum|nenhuma)\s"
    r"(?:(?:places?|listings?|homes?|rentals?|flats?|apartments?|houses?|sitios?|lugar|lugares"
    r"|casas?|pisos?|apartamentos?)\s)?(?:that|which|where|que|donde|onde)\s"
    r"(?:allows?|accepts?|permits?|takes?|acepte|acepten|acepta|aceptan|admite|admita|admitan"
    r"|permite|permita|permitan|aceite|aceitem|aceita|aceitam|permitem)\s"
    rf"(?:(?:any|the|los|las|os|as)\s)?{_PET_WORD}(?!\w)"
)


# Said as a request, or for an allergy: "… please, the dander lingers", "I'm allergic"
_NO_PETS_ASKED_RE = _compile(
    r"(?<!\w)(?:please|pls|plz|por\sfavor|porfa|allerg\w*|alerg\w*|asthma\w*|asma\w*)"
)


def _take_left_behind(utterance: _Utterance, result: ParsedUtterance) -> None:
    """ "we're leaving the dog at home", "the kids stay home", "mi mujer no viene": read before
    the guest rules and the amenity words, which would take "my wife" as a guest, "dog" as
    something wanted and "casa" as a house."""
    for pattern in _LEFT_BEHIND_RES:
        for match in utterance.find(pattern):
            if match["member"] and _is_a_name_mid_sentence(utterance, match.start("member")):
                continue  # "a partir de agora a Nina fica com a minha mãe": Nina, no niña
            if match["pet"]:
                result.removed_amenities.append("Pets allowed")
            else:
                _member_left_behind(match, result)
                utterance.party_changes.append(match.start())
            utterance.consume(match.start(), match.end())
    utterance.consume_all(_LIVES_WITH_OTHERS_RE)


# "she had her knee replaced and is walking so well now, stairs are ok!": no step-free home
# needed any more
_STAIRS_FINE_RE = _compile(
    r"(?<!\w)(?<!no\s)(?<!sin\s)(?<!sem\s)(?<!without\s)(?<!zero\s)(?<!many\s)(?<!few\s)"
    r"(?<!of\s)(?<!some\s)(?<!are\s)(?<!is\s)(?:the\s|las\s|os\s|as\s)?"
    r"(?:stairs|steps|escaleras|escalones|escadas|degraus)"
    r"\s(?:(?:are|r|son|estan|sao|estao)\s)?(?:(?:now|totally|perfectly|also|ahora|agora|ya|ja)\s)?"
    r"(?:ok|okay|fine|no\sproblem|not\sa\sproblem|no\sissue|not\san\sissue|aren't\sa\sproblem"
    r"|arent\sa\sproblem|bien|sin\sproblema|no\sson\s(?:un\s)?problema|nao\ssao\s(?:um\s)?problema"
    r"|de\sboa|tranquilo)(?!\w)"
)
# Not said for certain: "if stairs are ok…", "not sure stairs are fine", "stairs are ok?"
_NOT_CERTAIN_BEFORE_RE = _compile(
    r"(?<!\w)(?:if|unless|not\ssure(?:\sif)?|no\sse\ssi|nao\ssei\sse|si|se)\s(?:[\w']+\s){0,3}$"
)
_ASKED_RIGHT_AFTER_RE = _compile(r"[^.,;!?]{0,20}\?")


def _take_stairs_fine(utterance: _Utterance, result: ParsedUtterance) -> None:
    for match in utterance.find(_STAIRS_FINE_RE):
        if _ASKED_RIGHT_AFTER_RE.match(
            utterance.folded, match.end()
        ) or _NOT_CERTAIN_BEFORE_RE.search(
            utterance.folded, max(0, match.start() - 30), match.start()
        ):
            continue
        result.removed_amenities.append("Step-free access")
        utterance.consume(match.start(), match.end())


def _take_homes_without_pets(utterance: _Utterance, result: ParsedUtterance) -> None:
    """ "no places that allow pets please, the dander lingers": read before the amenity words,
    which would take "pets" as something wanted."""
    for match in utterance.find(_NO_PETS_WANTED_RE):
        start, end = _sentence_around(utterance.folded, match.start())
        if "?" in utterance.folded[start : end + 1] or not _NO_PETS_ASKED_RE.search(
            utterance.folded
        ):
            continue  # "are there no places that allow pets?", "none that allow pets. Try Eixample"
        result.removed_amenities.append("Pets allowed")
        utterance.consume(match.start(), match.end())


def _is_a_name_mid_sentence(utterance: _Utterance, start: int) -> bool:
    before = utterance.folded[max(0, start - 3) : start]
    return utterance.is_capitalised(start) and not _SENTENCE_START_RE.search(before)


_SENTENCE_START_RE = re.compile(r"(?:^|[.!?]\s?)\W?$")


def _member_left_behind(match: re.Match[str], result: ParsedUtterance) -> None:
    """Children take their amenities with them; everyone who stays home is one guest fewer,
    when the text says how many ("our 2 kids", "my wife")."""
    member = match["member"]
    if re.fullmatch(_CHILD_NOUN, member) or re.fullmatch(_INFANT_NOUN, member):
        result.removed_amenities += [
            amenity
            for amenity in lexicon.CHILDREN_AMENITIES
            if amenity not in result.removed_amenities
        ]
    if match["count"]:
        count = parse_number(match["count"])
    elif _ONE_COMPANION_RE.search(member) or re.fullmatch(_INFANT_NOUN, member):
        count = 1
    else:
        return  # "the kids": how many is not said
    if isinstance(count, int) and count in PLAUSIBLE_COUNTS:
        result.guests_leaving += count


_WHO_JOINS = (
    rf"(?:{_any_of(lexicon.LEFT_BEHIND_DETERMINERS)}\s){{0,2}}(?:(?P<count>{_NUMBER})\s)?"
    rf"(?P<member>{_COMPANIONS}|{_COMPANION}){_FIRST_NAME}?"
)
_PET_WORD_OR_CHILD = _any_of(
    (*(w for w, value in lexicon.AMENITY_WORDS.items() if value == "Pets allowed"),
     *lexicon.CHILD_NOUNS, *lexicon.COMPANION_PLURAL_NOUNS, "\\d")
)  # fmt: skip
_JOINS_RES = (
    # "my sister from Boston is coming too", "o neto mais velho também vem": a few words may
    # describe the one who joins
    _compile(
        rf"{_WHO_JOINS}(?:\s(?!{_any_of(lexicon.DENYING_WORDS)})[\w'-]{{2,15}}){{0,3}}?"
        # "my partner's coming with me": the verb may be joined to the one who joins
        rf"(?:\s|(?='s\s)){_any_of(lexicon.JOINS_AFTER_WHO)}"
        # "o meu marido quer ir ao Cristo Redentor": where someone wants to go, not who comes
        # "mi suegra quiere ir de compras": what she wants to do there
        r"(?!(?:(?<=\sir)|(?<=\sgo))\s(?:ao|aos|a|as|al|to|para|pra|pro|see|ver|de|shopping)\s)"
    ),
    _compile(rf"{_any_of(lexicon.JOINS_BEFORE_WHO)}\s{_WHO_JOINS}"),
    # "my friend Marco and his girlfriend are coming too": one named with their partner
    _compile(
        rf"{_WHO_JOINS}\s(?:and|y|e|&)\s{_any_of(lexicon.THIRD_PERSON_POSSESSIVES)}\s"
        rf"(?P<partner>(?!{_PET_WORD_OR_CHILD})[\w'-]{{2,15}})\s"
        r"(?:are\s(?:also\s)?coming(?:\stoo|\salong)?|are\sjoining\sus|vienen(?:\stambien)?"
        r"|vem(?:\stambem)?|vao(?:\stambem)?)(?!\w)"
    ),
    # "she's coming too": the one just named
    _compile(
        r"(?<!\w)(?P<pronoun>she|he)(?:'s|\sis|\swill\sbe)\s(?:also\s)?"
        r"(?:coming(?:\stoo|\salong|\swith\s(?:us|me))|joining\s(?:us|me)|tagging\salong)(?!\w)"
    ),
)


_WITH_THE_SPEAKER_AFTER_RE = _compile(
    r"\s(?:with\s(?:me|us)|conmigo|comigo|con\snosotros|com\sa\sgente|conosco)(?!\w)"
)


def _take_joining(utterance: _Utterance, result: ParsedUtterance) -> int:
    """ "my girlfriend is coming too", "viene conmigo el técnico de luces": one guest more than
    the party known, when the text says how many ("my 2 cousins", "my brother"). Returns where
    the last one said to join ends (the text's length when no one joins)."""
    ends = []
    for pattern in _JOINS_RES:
        for match in utterance.find(pattern):
            # "one colleague will also come with me": the speaker is with them, no party of one
            with_me = _WITH_THE_SPEAKER_AFTER_RE.match(utterance.folded, match.end())
            end = with_me.end() if with_me else match.end()
            ends.append(end)
            utterance.consume(match.start(), end)
            who = match.groupdict()
            if who.get("count"):
                count = parse_number(who["count"])
            elif who.get("pronoun") or _ONE_COMPANION_RE.search(who["member"]):
                count = 1
            else:
                continue  # "the kids are coming too": how many is not said
            if who.get("partner"):
                count += 1  # "my friend Marco and his girlfriend are coming too"
            if _TOTAL_SAID_BEFORE_RE.search(
                utterance.folded, max(0, match.start() - 30), match.start()
            ):
                continue  # "corrijo: somos 13, se suma el pianista": the total counts them
            if isinstance(count, int) and count in PLAUSIBLE_COUNTS:
                result.guests_joining += count
                utterance.party_changes.append(match.start())
    return max(ends, default=len(utterance.folded))


_TOTAL_SAID_BEFORE_RE = _compile(rf"(?:{_GROUP_LEAD})\s(?:{_ROUGHLY}\s)?{_NUMBER}\s?[,;:]\s?$")


# --- words that name a filter ------------------------------------------------------------------

_PROPERTY_WORD = _any_of(lexicon.PROPERTY_TYPE_WORDS)
_GENERIC_DWELLING = _any_of(lexicon.GENERIC_DWELLING_WORDS)
_ENTIRE_RE = _compile(
    rf"""{_any_of(lexicon.ENTIRE_PHRASES)}
    |{_any_of(lexicon.ENTIRE_WORDS)}\s(?:the\s)?(?:{_GENERIC_DWELLING}|(?={_PROPERTY_WORD}))
    |(?P<noun>{_GENERIC_DWELLING}\s)?(?P<after>{_any_of(lexicon.ENTIRE_WORDS_AFTER_NOUN)})"""
)
_PROPERTY_WORD_BEFORE_RE = _compile(rf"{_PROPERTY_WORD}\s$")
# "I'd rather not share.", "no queremos compartir con nadie": nothing shared, a whole home; not
# "rather not share a bathroom"
_NOT_SHARING_RE = _compile(
    r"(?:(?:i|we)'?d\srather\snot|(?:i|we)\s(?:don'?t|do\snot)\swant\sto|(?:i'?m|we'?re)\snot"
    r"|no\s(?:queremos|quiero)|nao\s(?:queremos|quero))"
    r"\s(?:share|sharing|compartir|compartilhar|dividir)"
    r"(?:\s(?:with\s(?:anyone|anybody|strangers|other\sguests|others|the\shost)|con\s(?:nadie|nadie\smas"
    r"|desconocidos)|com\s(?:ninguem|estranhos)))?(?=\s?(?:[,.;:!?)]|$))"
)
_ONE_ROOM = _any_of(("a", "an", "one", "just a", "only a", "single", "un", "una", "um", "uma"))
_PRIVATE_ROOM_RE = _compile(
    rf"""(?:{_ONE_ROOM}\s)?(?:{_any_of(lexicon.PRIVATE_ROOM_PHRASES)}
    |(?<!her\sown\s)(?<!his\sown\s)(?<!she\sown\s)(?<!their\sown\s)(?<!\ssu\s)(?<!\sseu\s)
    {_any_of(lexicon.ROOM_NOUNS)}(?!\s(?:service|type|mates?|andar)(?!\w)))"""
)
# "qualquer coisa serve, até quarto compartilhado", "even a hostel would do": a kind accepted
# among any, not asked for
_EVEN_A_KIND_BEFORE_RE = _compile(
    r"(?<!\w)(?:ate|hasta|incluso|even|mesmo)\s(?:(?:a|an|um|uma|un|una|in\sa|num|numa)\s)?$"
)
_SHOWN_ONES_OF_A_KIND_BEFORE_RE = _compile(
    # not "one of those lofts", "uno de esos apartamentos con terraza": one like them, wished
    r"(?<!\w)(?<!of\s)(?<!de\s)(?:these|those|esses|essas|estes|estas|esos|esas|estos|aquellos"
    r"|aquellas|aqueles|aquelas)\s(?:(?:\d{1,2}|two|three|four|five|dos|tres|dois|duas|tres)\s)?$"
)
# "incluso compartido con otra gente tipo hostel": even one like that kind
_EVEN_ONE_LIKE_IT_BEFORE_RE = _compile(
    r"(?<!\w)(?:ate|hasta|incluso|even|mesmo)\s[^,.;!?]{0,40}?\s(?:tipo|like|estilo)\s"
    r"(?:(?:a|an|um|uma|un|una)\s)?$"
)
_SHARED_ROOM_RE = _compile(_any_of(lexicon.SHARED_ROOM_PHRASES))
_PROPERTY_TYPE_RE = _compile(_PROPERTY_WORD)
# "um canto silencioso pra trabalhar", "a quiet spot to work": a workspace
_PLACE_TO_WORK_RE = _compile(
    rf"{_any_of(lexicon.PLACE_TO_WORK_NOUNS)}(?=(?:\s[\w-]+)?\s(?:para|pra|to|for)\s"
    r"(?:trabajar|trabalhar|work)(?!\w)(?!\sout|\strips?))"
)
_SUPERHOST_RE = _compile(_any_of(lexicon.SUPERHOST_WORDS))
_AMENITY_RE = _compile(_any_of(lexicon.AMENITY_WORDS))
# Amenity phrases that hold a type word ("apto para niños"): read before the types.
_AMENITY_OVER_TYPE_RE = _compile(
    _any_of(
        phrase
        for phrase in lexicon.AMENITY_WORDS
        if " " in phrase and any(word in lexicon.PROPERTY_TYPE_WORDS for word in phrase.split())
    )
)
_FILTER_NOUN_RE = _compile(_any_of(lexicon.FILTER_NOUNS))
_PROPERTY_TYPES = _lookup(lexicon.PROPERTY_TYPE_WORDS)
_AMENITIES = _lookup(lexicon.AMENITY_WORDS)
_FILTER_NOUNS = _lookup(lexicon.FILTER_NOUNS)


def _take_entire_place(utterance: _Utterance) -> None:
    for match in utterance.find(_NOT_SHARING_RE):
        utterance.mention("room_type", "Entire home/apt", match)
    for match in utterance.find(_ENTIRE_RE):
        # "casa entera" / "lugar inteiro": the adjective needs a dwelling noun before it.
        after_a_type = _PROPERTY_WORD_BEFORE_RE.search(utterance.remaining[: match.start()])
        if match["after"] and not match["noun"] and not after_a_type:
            continue
        if _prices_it(utterance, match.start()):
            utterance.consume(match.start(), match.end())
            continue
        utterance.mention("room_type", "Entire home/apt", match)
        if kind := _PROPERTY_TYPE_RE.search(match[0]):
            # "my own apartment", "mi propio piso": a whole home, and of that kind
            start, end = match.start() + kind.start(), match.start() + kind.end()
            utterance.mentions.append(
                _Mention("property_type", _PROPERTY_TYPES[_key(kind[0])], start, end)
            )


_COVERS_RE = _compile(r"(?:for|para|por)\s(?:the\s|el\s|la\s|o\s|a\s)?$")
_THE_ROOM_PAID_FOR_RE = _compile(r"(?:for|para|por)\s(?:the|el|o)\s$")
_PRICE_KEYS = {"max_price", "min_price"}


def _prices_it(utterance: _Utterance, start: int) -> bool:
    """ "600 a night for the whole place, we're splitting it": what the price covers, not a
    room type asked for."""
    covers = _COVERS_RE.search(utterance.folded, max(0, start - 12), start)
    # "$2,000 saved up for the room": a few words may stand between the amount and what it pays
    return covers is not None and any(
        mention.kind == "setting"
        and _PRICE_KEYS & mention.value.keys()
        and 0 <= covers.start() - mention.end <= _PRICE_COVERS_REACH
        and _WORDS_ONLY_RE.fullmatch(utterance.folded, mention.end, covers.start())
        for mention in utterance.mentions
    )


def _saved_for_the_stay(utterance: _Utterance, start: int) -> bool:
    """ "I've got $2,000 saved up for the room": money put aside for the stay, not "150 a night
    for the room"."""
    sentence_start, _ = _sentence_around(utterance.folded, start)
    return _prices_it(utterance, start) and bool(
        _SAVED_RE.search(utterance.folded, sentence_start, start)
    )


_SAVED_RE = _compile(
    r"(?<!\w)(?:saved|saved\sup|put\saside|set\saside|ahorrad[oa]s?|guardad[oa]s?|juntad[oa]s?"
    r"|poupad[oa]s?)(?!\w)"
)
_PRICE_COVERS_REACH = 20
_WORDS_ONLY_RE = re.compile(r"[\w' ]*")


# "a permanent apartment", "piso fijo", "apartamento definitivo", "selling my house", "my flat
# back home": the home the visitor lives in or is looking for to live in, not the stay.
_LONG_TERM = _any_of(lexicon.LONG_TERM_HOME_WORDS)
_LONG_TERM_BEFORE_RE = _compile(rf"{_LONG_TERM}\s(?:[\w-]+\s)?$")
_LONG_TERM_AFTER_RE = _compile(rf"\s(?:[\w-]+\s)?{_LONG_TERM}")
_OWN_HOME_BEFORE_RE = _compile(rf"{_any_of(lexicon.HOME_OWNING_VERBS)}\s{_POSSESSIVE}\s$")
_OWN_HOME_AFTER_RE = _compile(rf"\s{_any_of(lexicon.BACK_HOME_WORDS)}")
_POSSESSIVE_BEFORE_RE = _compile(rf"{_POSSESSIVE}\s$")
# "Tenho uma pousada em Jeri", "I run a guesthouse in Galway": the visitor's business
_RUNS_ONE_BEFORE_RE = _compile(
    r"(?:i\s(?:have|own|run|manage)|we\s(?:have|own|run|manage)|tengo|tenemos|tenho|temos"
    r"|administro|manejo|gestiono|toco|cuido\sde)\s(?:(?:a|an|un|una|um|uma|small|little"
    r"|pequena|pequeno|pequeña|pequeño)\s){1,2}$"
)
# "nuestro apartamento es muy pequeño", "our flat is tiny": the visitor's home, described.
_HOME_DESCRIBED_AFTER_RE = _compile(
    r"\s(?:is|es|é|e|está|esta|'s)\s(?:(?:muy|very|too|so|really|bem|muito|tan|pretty|bastante)"
    rf"\s)?{_any_of(lexicon.HOME_SIZE_AND_LOOKS)}"
)
_HOME_MISHAP_AFTER_RE = _compile(rf"(?:\s[\w'-]+){{0,4}}?\s{_any_of(lexicon.HOME_MISHAP_WORDS)}")
# "their flat is small", "my daughter's flat", "they live in a small flat", "a casa deles": the
# home of someone the visitor visits.
_OTHERS_HOME_BEFORE_RE = _compile(
    rf"(?:{_any_of(lexicon.OTHERS_POSSESSIVES)}|[^\W\d_]{{2,20}}'s)\s(?!own\s)(?P<adjective>[\w-]+\s)?$"
    rf"|(?:{_any_of(lexicon.LIVING_VERBS)}\s(?:in|en|em|num|numa|no|na)"
    rf"|{_any_of(lexicon.MOVING_HOME_VERBS)}\s(?:into|to|a|para|pra|pro))\s"
    r"(?:(?:a|an|the|un|una|um|uma)\s)?(?P<described>[\w-]+\s)?$"
)
_DESCRIBED_AFTER_RE = _compile(rf"\s{_any_of(lexicon.HOME_SIZE_AND_LOOKS)}(?!\w)")
_OTHERS_HOME_AFTER_RE = _compile(
    rf"\s{_any_of(lexicon.OTHERS_POSSESSIVES_AFTER)}(?!\w)"
    # "na casa de um amigo", "en casa de unos primos": the home of people the visitor knows
    r"|\s(?:de|do|da|dos|das)\s(?:(?:um|uma|uns|umas|un|una|unos|unas|mi|mis|meu|minha|meus"
    r"|minhas|nuestro|nuestra|nuestros|nuestras|nosso|nossa|nossos|nossas)\s)?"
    rf"(?:{_COMPANION}|{_COMPANIONS})(?!\w)"
)
# "the flat is small", "la casa es bonita": a remark on a home already there, not a wish.
_THE_HOME_BEFORE_RE = _compile(r"(?:^|[\s,.;!?])(?:the|that|la|el|a|o|esa|esse|essa)\s$")
_THE_HOME_AFTER_RE = _compile(
    r"\s(?:is|was|es|era|e|esta|fica)\s(?:(?:really|very|so|too|quite|pretty|muy|bem|muito|tan|tao"
    r"|demasiado|demais)\s)?"
    rf"{_any_of(lexicon.HOME_SIZE_AND_LOOKS)}(?!\w)"
)


def _is_a_home_of_ones_own(utterance: _Utterance, match: re.Match[str]) -> bool:
    folded, start, end = utterance.folded, match.start(), match.end()
    before = folded[max(0, start - 30) : start]
    return bool(
        _LONG_TERM_BEFORE_RE.search(before)
        or _LONG_TERM_AFTER_RE.match(folded, end)
        or _OWN_HOME_BEFORE_RE.search(before)
        or _RUNS_ONE_BEFORE_RE.search(before)
        or (
            _POSSESSIVE_BEFORE_RE.search(before)
            and (
                _OWN_HOME_AFTER_RE.match(folded, end)
                or _HOME_MISHAP_AFTER_RE.match(folded, end)
                or _HOME_DESCRIBED_AFTER_RE.match(folded, end)
            )
        )
    )


def _someone_elses_home(utterance: _Utterance, match: re.Match[str]) -> tuple[int, int] | None:
    """The words about the home of someone the visitor visits, or is told of ("their small flat
    is full", "a casa deles é pequena"), when ``match`` names one."""
    folded, start, end = utterance.folded, match.start(), match.end()
    owner_before = _OTHERS_HOME_BEFORE_RE.search(folded, max(0, start - 30), start)
    owner_after = _OTHERS_HOME_AFTER_RE.match(folded, end)
    remarked = _THE_HOME_BEFORE_RE.search(folded, max(0, start - 8), start)
    if not (owner_before or owner_after or remarked):
        return None
    end = owner_after.end() if owner_after else end
    if owner_before and (described_after := _DESCRIBED_AFTER_RE.match(folded, end)):
        end = described_after.end()  # "un piso pequeño"
    said_of_it = _THE_HOME_AFTER_RE.match(folded, end)
    if not (owner_before or owner_after or said_of_it):
        return None  # "the flat": a remark only when something is said of it
    if owner_before and (described := owner_before["adjective"] or owner_before["described"]):
        start -= len(described)
    return start, said_of_it.end() if said_of_it else end


# "it's flat and everything is close", "pretty flat terrain": flat as level ground.
_LEVEL_BEFORE_RE = _compile(rf"(?:^|[\s,.;!?]){_any_of(lexicon.LEVEL_FLAT_BEFORE)}\s$")
_LEVEL_AFTER_RE = _compile(rf"\s{_any_of(lexicon.LEVEL_FLAT_AFTER)}(?!\w)")


def _is_level_ground(utterance: _Utterance, match: re.Match[str]) -> bool:
    folded = utterance.folded
    return _key(match[0]) == "flat" and bool(
        _LEVEL_BEFORE_RE.search(folded, max(0, match.start() - 20), match.start())
        or _LEVEL_AFTER_RE.match(folded, match.end())
    )


# "casa compartilhada", "piso compartido", "a shared flat": said of the home, not "share a house
# with friends", where the friends take the whole house.
_SHARING_AFTER_RE = _compile(r"\s(?:compartid[ao]|compartilhad[ao]|partilhad[ao])(?!\w)")
_SHARING_BEFORE_RE = _compile(r"(?<!\w)shared\s$")


_DENIED_BEFORE_RE = _compile(
    r"(?<!\w)(?:never|not|no|don't|nunca|jamás|jamais|nada\sde|nem|ni)(?!\w)[^.;!?]{0,45}$"
)


def _is_a_shared_home(utterance: _Utterance, match: re.Match[str]) -> bool:
    """A home shared with others, asked for; one denied ("we never stay in shared houses") is
    left to the rules of denial."""
    folded = utterance.folded
    if _DENIED_BEFORE_RE.search(folded, max(0, match.start() - 50), match.start()):
        return False
    return bool(
        _SHARING_AFTER_RE.match(folded, match.end())
        or _SHARING_BEFORE_RE.search(folded, max(0, match.start() - 15), match.start())
    )


_AT_HOME_RE = re.compile(r"(?<!\w)(?:en|em)\s$")
_IN_THE_BEFORE_RE = _compile(
    r"(?<!\w)(?:(?:in|inside|en|dentro\sde)\s(?:the|la|el|each|every|cada|our|my)"
    r"|dentro\sdo|dentro\sda|dentro\sdel|dentro\sde\sla)\s$"
)


def _is_accepted_among_any(utterance: _Utterance, match: re.Match[str]) -> bool:
    """ "até quarto compartilhado", "even a hostel would do": a kind accepted among any, which is
    taken out of the words and asks for nothing."""
    before = max(0, match.start() - 14)
    if (
        _EVEN_A_KIND_BEFORE_RE.search(utterance.folded, before, match.start()) is None
        and _EVEN_ONE_LIKE_IT_BEFORE_RE.search(
            utterance.folded, max(0, match.start() - 64), match.start()
        )
        is None
    ):
        return False
    utterance.consume(match.start(), match.end())
    return True


def _is_inside_the_room(folded: str, match: re.Match[str]) -> bool:
    """ "washing machine in the room", "ar condicionado no quarto": where a thing is, not a room
    wished; the English "no room" is no Portuguese "no quarto"."""
    before = folded[max(0, match.start() - 16) : match.start()]
    in_the = _IN_THE_BEFORE_RE.search(before) is not None
    return in_the or (re.search(r"(?<!\w)no\s$", before) is not None and match[0] == "quarto")


_SEEKING_BEFORE_RE = _compile(rf"{_any_of(lexicon.SEEKING_VERBS)}\s$")
# ... then when or where: "procuro casa de 10 a 24", "preciso de casa em Istambul"; not "busco
# casa o apartamento", "quero casa com jardim"
_WHEN_OR_WHERE_AFTER_RE = _compile(
    r"\s(?:de\s\d|(?:em|en|para|pra|por|no|na|perto|cerca|from|in)(?!\w))"
)
_WHOLE_AFTER_RE = _compile(rf"\s(?:{_any_of(lexicon.ENTIRE_WORDS_AFTER_NOUN)}|toda|todo)")


# "the loft w the exposed brick is so him", "esse apartamento com varanda é lindo": a listing
# shown, pointed at by its kind and what it has, and what is said of it
_HOME_SHOWN_BY_FEATURE_RE = _compile(
    r"(?:^|(?<=[\s,.;!?]))(?:the|that|this|o|esse|este|el|ese|la|esa|essa)\s"
    rf"{_PROPERTY_WORD}\s(?:w/?|with|con|com)\s(?:[\w'-]+\s){{1,4}}?"
    r"(?=(?:is|was|es|era|e|looks|look|seems|parece|esta|fica|me\sencanta|me\sgusta)(?!\w)"
    # not "… is what we want", "… é o que queremos": the kind wished
    r"(?!\s(?:what|exactly|just\swhat|o\sque|lo\sque|justo\slo|exatamente|exactamente)(?!\w)))"
)


# A station nearby, then the way in it has: "a metro station that actually has a lift", "una
# estación que tiene ascensor" ("que tenga ascensor" wishes it of the home)
_A_STATION_THAT_HAS_RE = _compile(
    r"(?<!\w)(?:station|stations|stop|stops|metro|subway|tube|estacion|estaciones|estacao"
    r"|estacoes|parada|paragem)\s(?:that|which|que)\s(?:(?:actually|also|really|si|sim)\s)?"
    r"(?:has|have|tiene|tienen|tem)\s(?:(?:a|an|un|una|um|uma)\s)?$"
)
_WAYS_IN = frozenset({"Elevator", "Wheelchair accessible", "Step-free access"})
# An amenity allowed on a condition, or paid a little more for: no requirement
_FINE_IF_AFTER_RE = _compile(
    r"\s(?:is|would\sbe|'s)\s(?:fine|ok|okay|acceptable)\s(?:if|as\slong\sas|provided)(?!\w)"
)
_DENIED_RIGHT_BEFORE_RE = _compile(r"(?<!\w)(?:no|sin|sem|without|not\sa|not\san)\s$")
_MORE_FOR_BEFORE_RE = _compile(
    r"(?<!\w)(?:(?:a\sbit|a\slittle|slightly|un\spoco|um\spouco)\s)?(?:more|mas|mais)\s"
    r"(?:for|por|pra|para)\s(?:(?:a|an|un|una|um|uma)\s)?$"
)
_ANIMALS_OF_A_PLACE_BEFORE_RE = _compile(
    r"(?<!\w)(?:full\sof|lleno\sde|llena\sde"
    r"|cheio\sde|cheia\sde)\s$"
)


def _take_words(utterance: _Utterance) -> None:
    for match in utterance.find(_HOME_SHOWN_BY_FEATURE_RE):
        utterance.consume(match.start(), match.end())
    for match in utterance.find(_AMENITY_OVER_TYPE_RE):
        utterance.mention("amenity", _AMENITIES[_key(match[0])], match)
    _take_entire_place(utterance)
    for match in utterance.find(_SHARED_ROOM_RE):
        if _is_accepted_among_any(utterance, match):
            continue
        utterance.mention("room_type", "Shared room", match)
    for match in utterance.find(_PRIVATE_ROOM_RE):
        if _is_accepted_among_any(utterance, match):
            continue
        if _THE_ROOM_PAID_FOR_RE.search(
            utterance.folded, max(0, match.start() - 10), match.start()
        ) and _saved_for_the_stay(utterance, match.start()):
            continue  # "I've got $2,000 saved up for the room": the stay it pays for
        if _is_inside_the_room(utterance.folded, match):
            continue  # "washing machine in the room", "a cama no quarto": where a thing is
        utterance.mention("room_type", "Private room", match)
    for match in utterance.find(_PROPERTY_TYPE_RE):
        if _key(match[0]) == "casa" and _casa_names_no_kind(utterance.folded, match):
            continue
        if _is_accepted_among_any(utterance, match):
            continue
        if _SHOWN_ONES_OF_A_KIND_BEFORE_RE.search(
            utterance.folded, max(0, match.start() - 16), match.start()
        ):
            utterance.consume(match.start(), match.end())
            continue  # "esses apartamentos todos têm?": the listings shown, of whatever kind
        if _is_level_ground(utterance, match):
            continue
        if _is_a_shared_home(utterance, match):
            utterance.consume(match.start(), match.end())
            continue  # "casa compartilhada", "a shared flat": a room in it, of any kind of home
        if _is_a_home_of_ones_own(utterance, match):
            utterance.consume(match.start(), match.end())
            continue
        if others := _someone_elses_home(utterance, match):
            utterance.consume(*others)
            continue
        if _names_no_kind(utterance, match):
            utterance.consume(match.start(), match.end())
            continue
        utterance.mention("property_type", _PROPERTY_TYPES[_key(match[0])], match)
    for match in utterance.find(_SUPERHOST_RE):
        utterance.mention("superhost", True, match)
    for match in utterance.find(_AMENITY_RE):
        if _COMPLAINED_OF_RE.match(utterance.folded, match.end()) or _is_a_park(utterance, match):
            utterance.consume(match.start(), match.end())
            continue
        if _AMENITIES[_key(match[0])] in _ALSO_IN_TOWN and _IN_TOWN_NEARBY_AFTER_RE.match(
            utterance.folded, match.end()
        ):
            continue  # "any of these have a gym nearby": a gym in town, not in the home
        allowed = _FINE_IF_AFTER_RE.match(
            utterance.folded, match.end()
        ) and not _DENIED_RIGHT_BEFORE_RE.search(
            utterance.folded, max(0, match.start() - 12), match.start()
        )  # "no pool is fine if …" lifts the pool
        if allowed or _MORE_FOR_BEFORE_RE.search(
            utterance.folded, max(0, match.start() - 30), match.start()
        ):
            utterance.consume(match.start(), match.end())
            continue  # "A lift is fine if it's big enough", "a bit more for a garden": allowed
        if _AMENITIES[_key(match[0])] in _WAYS_IN and _A_STATION_THAT_HAS_RE.search(
            utterance.folded, max(0, match.start() - 40), match.start()
        ):
            utterance.consume(match.start(), match.end())
            continue  # "close to a metro station that actually has a lift": the station's
        if _AMENITIES[_key(match[0])] == "Pets allowed" and _ANIMALS_OF_A_PLACE_BEFORE_RE.search(
            utterance.folded, max(0, match.start() - 20), match.start()
        ):
            utterance.consume(match.start(), match.end())
            continue  # "the city is full of cats": the animals of a place, no pet of the party
        utterance.mention("amenity", _AMENITIES[_key(match[0])], match)
    for match in utterance.find(_PET_BY_BREED_RE):
        utterance.mention("amenity", "Pets allowed", match)
    for match in utterance.find(_AIR_SAID_SHORT_RE):
        utterance.mention("amenity", "Air conditioning", match)
    for match in utterance.find(_PLACE_TO_WORK_RE):
        utterance.mention("amenity", "Laptop friendly workspace", match)
    if _WORK_CONTEXT_RE.search(utterance.folded):
        for match in utterance.find(_CONNECTION_RE):
            utterance.mention("amenity", "Wifi", match)


# Amenities a town has too: "a gym nearby" is one in town (parking nearby is still parking wanted)
_ALSO_IN_TOWN = frozenset({"Gym", "Pool"})
_IN_TOWN_NEARBY_AFTER_RE = _compile(
    r"\s(?:nearby|near\sby|around\sthe\scorner|por\sperto|por\sla\szona|na\sregiao"
    # "a gym close by", "any gym in the area?", not "a pool close by the beach" nor "a pool in the
    # area of Bondi", where the home is
    r"|close\sby(?!\s(?:the|a|an)\s)|in\sthe\s(?:area|neighbou?rhood)(?!\sof)"
    # "un gimnasio cerca", not "con piscina cerca de la playa", where the home is near it
    r"|(?:cerca|cerquita|perto|pertinho)(?!\s(?:de|del|da|do|dos|das|al|a|ao)\s))(?!\w)"
)


# "el de Tijuca con aire", "que tengan aire y ascensor", "com ar, por favor", "necesitamos aire sí
# o sí": air conditioning said short, where the clause ends or another wish follows ("con aire
# familiar" is a style)
_AIR_SAID_SHORT_RE = _compile(
    r"(?:con|tenga|tengan|com|tenha|y|e)\s(?:aire|ar)"
    r"(?=\s?(?:[,.;:!?)]|$)|\s(?:y|e|o|ou|por\sfavor|porfa|please|pls|si\so\ssi)(?!\w))"
    r"|(?:necesitamos|necesito)\saire(?=\s?(?:[,.;:!?)]|$)|\ssi\so\ssi(?!\w))"
)


# "stay close to park": a park to be near, typed without its article, not a place to park
_A_PARK_RE = _compile(r"(?:close|next|near)\sto\spark$")
_VEHICLE_AFTER_RE = _compile(
    r"\s(?:(?:the|a|my|our|your|his|her|their)\s)?(?:car|van|truck|rv|camper|vehicle|bike"
    r"|motorbike|motorcycle)(?!\w)"
)


def _is_a_park(utterance: _Utterance, match: re.Match[str]) -> bool:
    folded = utterance.folded
    return bool(
        _A_PARK_RE.search(folded, max(0, match.start() - 6), match.end())
        and not _VEHICLE_AFTER_RE.match(folded, match.end())
    )


def _casa_names_no_kind(folded: str, match: re.Match[str]) -> bool:
    """ "desayunar en casa" is at home; "casa inteira", "casa toda" the whole place, whatever it
    is; "procuro casa de 10 a 24 de janeiro" somewhere to stay."""
    return bool(
        _AT_HOME_RE.search(folded, 0, match.start())
        or _WHOLE_AFTER_RE.match(folded, match.end())
        or (
            _SEEKING_BEFORE_RE.search(folded, 0, match.start())
            and _WHEN_OR_WHERE_AFTER_RE.match(folded, match.end())
        )
    )


_THE_BEFORE_RE = _compile(r"(?:the|this|that)\s$")
# "our westie Hamish", "con mi labrador", "com o pug": a dog named by its breed, as someone's
# ("near the Beagle pub", "a husky voice" name none)
_PET_BY_BREED_RE = _compile(
    rf"(?:{_POSSESSIVE}|with\s(?:a|an)|con\s(?:un|una|el|la)|com\s(?:um|uma|o|a))\s(?:[\w-]+\s)?"
    rf"{_any_of(lexicon.DOG_BREED_WORDS)}(?!\w)"
)


_INCOME_BEFORE_RE = _compile(r"(?<!\w)(?:(?:con|de|por)\s(?:la|mi|nuestra|su)|mi|nuestra|su)\s$")


def _names_no_kind(utterance: _Utterance, match: re.Match[str]) -> bool:
    """ "the Port House of Zaha Hadid" ends a name; "in case the flat's internet is rubbish"
    speaks of the home that will be booked, whatever its kind."""
    if utterance.is_capitalised(match.start()) and _NAME_BEFORE_RE.search(
        utterance.original, max(0, match.start() - 30), match.start()
    ):
        return True
    if _key(match[0]) == "pension" and _INCOME_BEFORE_RE.search(
        utterance.folded, max(0, match.start() - 12), match.start()
    ):
        return True  # "con la pensión no da para locuras": what the visitor lives on
    return utterance.folded.startswith("'s ", match.end()) and bool(
        _THE_BEFORE_RE.search(utterance.folded, max(0, match.start() - 6), match.start())
    )


# "parking at the hospital is a nightmare", "o estacionamento de rua ali é complicado": what an
# amenity is like somewhere, said as a complaint.
_IS = _any_of(("is", "are", "es", "está", "é", "son", "são"))
_COMPLAINED_OF_RE = _compile(
    rf"(?:\s(?!{_IS})[\w'-]{{1,20}}){{0,4}}\s{_IS}"
    rf"(?:\s{_any_of(lexicon.INTENSIFIERS)})?\s{_any_of(lexicon.COMPLAINT_WORDS)}"
)
_CONNECTION_NOUN = _any_of(lexicon.CONNECTION_NOUNS)
_CONNECTION_QUALITY = _any_of(lexicon.CONNECTION_QUALITIES)
_CONNECTION_TO = _any_of(
    ("to", "with", "con", "com", "a", "al", "ao", "de", "do", "da", "del", "para")
)
_CONNECTION_RE = _compile(
    rf"""(?:{_CONNECTION_QUALITY}\s(?:{_any_of(("internet", "wifi"))}\s)?{_CONNECTION_NOUN}
    |{_CONNECTION_NOUN}\s(?:de\s)?(?:{_any_of(("internet", "wifi"))}\s)?{_CONNECTION_QUALITY})
    (?!\s{_CONNECTION_TO})"""
)
_WORK_CONTEXT_RE = _compile(_any_of(lexicon.CONNECTION_WORK_WORDS))


# "same budget", "los mismos requisitos", "a mesma turma", "the usual requirements" (not "what's
# the usual budget?", a question about prices)
_SAME_WORDS = ("same", "mismo", "misma", "mismos", "mismas", "mesmo", "mesma", "mesmos", "mesmas")
_SAME_FILTER_RE = _compile(
    r"(?:"
    rf"{_any_of(_SAME_WORDS)}\s"
    rf"(?:{_any_of(('number of', 'número de', 'cantidad de', 'quantidade de'))}\s)?"
    rf"(?P<noun>{_any_of(lexicon.SAME_AGAIN_NOUNS)})"
    rf"|usual\s(?P<requirements>{_any_of(lexicon.USUAL_REQUIREMENTS_NOUNS)})(?!\s(?:for|of)\s)"
    # "the same party atmosphere": a kind of place, not the party
    r")(?!\w)(?!\s(?:atmosphere|vibe|vibes|feel|feeling|energy|ambiente|clima)(?!\w))"
)
_FILTER_KEYS = _lookup(lexicon.SAME_AGAIN_NOUNS)
_NOT_THE_SAME_BEFORE_RE = _compile(
    r"(?<!\w)(?:not|no|nao)\s(?:(?:the|el|la|los|las|o|a|os|as)\s)?$"
)


# "same setup as Hong Kong", "el mismo presupuesto que en Oporto": the market of the last trip
_AS_IN_BEFORE_RE = _compile(r"\s(?:as|like|que|como)\s(?:(?:in|en|em|no|na)\s)?")


def _take_same_as_before(utterance: _Utterance, result: ParsedUtterance) -> None:
    """ "Kona too, same budget": the filter as it was in an earlier search; "same setup as Hong
    Kong": the market compared with is no destination. Read before places, for that market."""
    for match in utterance.find(_SAME_FILTER_RE):
        if not _NOT_THE_SAME_BEFORE_RE.search(
            utterance.folded, max(0, match.start() - 12), match.start()
        ):
            result.same_as_before.update(_FILTER_KEYS[_key(match["noun"] or match["requirements"])])
        end = match.end()
        if (compared := _AS_IN_BEFORE_RE.match(utterance.folded, end)) and (
            market := _MARKET_RE.match(utterance.folded, compared.end())
        ):
            end = market.end()
        utterance.consume(match.start(), end)


def _filter_nouns(utterance: _Utterance) -> list[_Mention]:
    """Nouns such as "budget" or "rating": they mean something only after a removal word, so
    they are not claimed until one governs them."""
    return [
        _Mention("filter_noun", _FILTER_NOUNS[_key(match[0])], match.start(), match.end())
        for match in utterance.find(_FILTER_NOUN_RE)
    ]


# --- removals ("remove the pool", "forget the budget", "the pool isn't needed") ----------------

_REMOVABLE_BY_VERB = {
    "setting",
    "amenity",
    "superhost",
    "property_type",
    "room_type",
    "filter_noun",
}
# A bare "no" never removes a place or a type: "no Rio" is Portuguese for "in Rio".
_REMOVABLE_BY_NO = {"amenity", "superhost", "filter_noun"}
_REMOVABLE_BY_ANY = {"filter_noun"}
_REMOVAL_RE = _compile(_any_of(lexicon.REMOVAL_WORDS))
_REMOVAL_AFTER_RE = _compile(_any_of(lexicon.REMOVAL_WORDS_AFTER))
_BARE_NEGATION_RE = _compile(_any_of(lexicon.BARE_NEGATIONS))
# "any pool is fine" lifts the pool; "send me whatever's near Bay Ridge with a lift" asks for it
_ANY_RE = _compile(rf"{_any_of(lexicon.ANY_WORDS)}(?!'s|\sis\s)")
_ANYWHERE_RE = _compile(_any_of(lexicon.ANYWHERE_PHRASES))
_ANY_AREA_RE = _compile(_any_of(lexicon.ANY_AREA_PHRASES))
_FURTHER_OUT_RE = _compile(_any_of(lexicon.FURTHER_OUT_PHRASES))
# "we don't want to be any further out", "não queremos nada mais afastado"
_FURTHER_OUT_DENIED_RE = _compile(
    r"(?<!\w)(?:not|don't|dont|no|nada|nao|nothing|never|nunca)(?:\s[\w']+){0,5}\s$"
)
_REMOVAL_GAP_WORDS = {normalise(word) for word in lexicon.REMOVAL_GAP_WORDS}
_LIST_ARTICLES = {normalise(word) for word in lexicon.LIST_ARTICLES}
_LIST_CONJUNCTIONS = {normalise(word) for word in lexicon.LIST_CONJUNCTIONS}


def _tokens(text: str) -> list[str]:
    return re.findall(r"[^\W\d]+|[^\w\s]", text)


def _is_removal_gap(text: str) -> bool:
    """Only filler between a removal word and its filter: "forget about the budget"."""
    return _CONSUMED not in text and all(t in _REMOVAL_GAP_WORDS for t in _tokens(text))


def _list_link(text: str) -> str | None:
    """How two mentions are joined: "conjunction" ("and", "or"), "comma", or None (no list)."""
    tokens = _tokens(text)
    joining = _LIST_ARTICLES | _LIST_CONJUNCTIONS | {","}
    if _CONSUMED in text or not all(token in joining for token in tokens):
        return None
    return "conjunction" if any(t in _LIST_CONJUNCTIONS for t in tokens) else "comma"


def _text_between(text: str, first: tuple[int, int], second: tuple[int, int]) -> str:
    """The text between two spans, whichever comes first."""
    (_, left_end), (right_start, _) = sorted((first, second))
    return text[left_end:right_start]


def _closed_list(chain: list[_Mention], links: list[str], backwards: bool) -> list[_Mention]:
    """Commas make a list only when an "and"/"or" closes it later in the text: "remove the pool,
    gym and TV" removes three, "forget the budget, superhosts only" removes only the budget."""
    if backwards:  # in reading order from here on
        chain, links = chain[::-1], links[::-1]
    closing = max((i for i, link in enumerate(links) if link == "conjunction"), default=-1)
    open_commas = [i for i, link in enumerate(links) if link == "comma" and i > closing]
    if not open_commas:
        return chain
    return chain[open_commas[-1] + 1 :] if backwards else chain[: open_commas[0] + 1]


def _governed(
    text: str, trigger: re.Match[str], mentions: list[_Mention], kinds: set[str], backwards: bool
) -> list[_Mention]:
    """The mentions a removal word governs: the nearest one, and the ones listed with it."""
    candidates = [m for m in mentions if m.kind in kinds]
    if backwards:
        candidates = [m for m in reversed(candidates) if m.end <= trigger.start()]
    else:
        candidates = [m for m in candidates if m.start >= trigger.end()]
    if not candidates or not _is_removal_gap(
        _text_between(text, trigger.span(), candidates[0].span)
    ):
        return []
    chain, links = candidates[:1], []
    for mention in candidates[1:]:
        link = _list_link(_text_between(text, chain[-1].span, mention.span))
        if link is None:
            break
        chain.append(mention)
        links.append(link)
    return _closed_list(chain, links, backwards)


_WITHOUT_WORD_RE = re.compile(r"sin|sem|without")
# "sem animais, não?" asks for agreement: a question mark after "no" takes nothing back;
# "without parking, forget it", "sin cocina, olvídalo": it is a must
_FLAT_REFUSAL = (
    r"(?:no\sway|forget\sit|olvidalo|ni\shablar|esquece|nem\spensar|nao\sda|no\sda|no\ssirve"
    r"|nao\sserve)"
)
# "sin ascensor no", "sem elevador não dá", "5.º andar sem lift? Não, não dá": not without it.
# A bare "no" answering the question stands alone ("without a lift? no, that's fine" minds
# nothing), and "…, não?" is a tag question.
_NOT_WITHOUT_IT_RE = re.compile(
    rf"\s?,?\s(?:no|nao|{_FLAT_REFUSAL})(?=\s?[.,;!]|$)"
    rf"|\s?[?!]{{1,3}}\s?(?:{_FLAT_REFUSAL}|(?:no|nao|nope)(?:\s?,\s?{_FLAT_REFUSAL}|(?=\s?[.!;]|$)))"
)


def _removed_mentions(utterance: _Utterance, mentions: list[_Mention]) -> list[_Mention]:
    """The mentions that removal words turn into removals; the words themselves are claimed."""
    removed: list[_Mention] = []
    triggers = (
        (_REMOVAL_RE, _REMOVABLE_BY_VERB, False),
        (_REMOVAL_AFTER_RE, _REMOVABLE_BY_VERB, True),
        (_BARE_NEGATION_RE, _REMOVABLE_BY_NO, False),
        (_ANY_RE, _REMOVABLE_BY_ANY, False),
    )
    for pattern, kinds, backwards in triggers:
        for trigger in utterance.find(pattern):
            if (
                denies_without(utterance.folded[max(0, trigger.start() - 30) : trigger.end() + 1])
                or is_said_of_elsewhere(utterance.folded, trigger.start())
                or asks_for_one_with(utterance.folded, trigger.start())
            ):
                continue
            available = [m for m in mentions if m not in removed]
            text = utterance.remaining
            governed = _governed(text, trigger, available, kinds, backwards)
            if backwards and not governed:  # "no importa el precio" puts it first
                governed = _governed(text, trigger, available, kinds, backwards=False)
            if _WITHOUT_WORD_RE.fullmatch(trigger[0]):
                # "sin ascensor no", "sem elevador, não": not without it
                governed = [m for m in governed if not _NOT_WITHOUT_IT_RE.match(text, m.end)]
            # "no AC = no deal", "sin aire no hay trato": a must
            governed = [m for m in governed if not is_a_must_after(text, m.start, m.end)]
            if governed:
                removed += governed
                utterance.consume(trigger.start(), trigger.end())
                for mention in governed:
                    utterance.consume(mention.start, mention.end)
    return removed


def _record(mentions: list[_Mention], removed: list[_Mention], result: ParsedUtterance) -> None:
    """Requests in the order spoken, so a correction later in the sentence wins."""
    for mention in mentions:
        if mention in removed:
            _record_removal(mention, result)
        elif mention.kind == "setting":
            result.settings.update(mention.value)
            # "under $2k for the month, so around 65 a night": the amount that stands says how
            # it is meant, in the currency said before it ("35 euros each, so 280 a night")
            if mention.money is not None:
                earlier = result.money.currency if result.money else None
                result.money = mention.money
                if mention.money.currency is None and earlier is not None:
                    result.money = replace(mention.money, currency=earlier)
        elif mention.kind == "amenity":
            if mention.value not in result.amenities:
                result.amenities.append(mention.value)
        elif mention.kind == "superhost":
            result.settings["superhost_only"] = True
        elif mention.kind in ("room_type", "property_type"):
            result.settings[mention.kind] = mention.value


def _record_removal(mention: _Mention, result: ParsedUtterance) -> None:
    if mention.kind == "amenity":
        result.removed_amenities.append(mention.value)
    elif mention.kind == "setting":
        result.cleared.update(mention.value)
    elif mention.kind == "superhost":
        result.cleared.add("superhost_only")
    elif mention.kind == "filter_noun":
        result.cleared.update(mention.value)
    else:
        result.cleared.add(mention.kind)


_KEEP_RE = _compile(_any_of(lexicon.KEEP_WORDS))


def _take_kept(utterance: _Utterance, result: ParsedUtterance, nouns: list[_Mention]) -> None:
    """ "reset everything except the island": the filters a reset spares, named by a noun
    (a place named outright is simply set again)."""
    for trigger in utterance.find(_KEEP_RE):
        governed = _governed(utterance.remaining, trigger, nouns, {"filter_noun"}, backwards=False)
        if governed:
            utterance.consume(trigger.start(), trigger.end())
        for mention in governed:
            result.kept.update(mention.value)
            utterance.consume(mention.start, mention.end)


# Filter words whose clause may leave them unasked ("a cabin or a treehouse", "not a hostel").
_SCOPED_KINDS = {"amenity", "property_type", "room_type", "superhost"}


def _scoped_out(
    utterance: _Utterance,
    mentions: list[_Mention],
    removed: list[_Mention],
    result: ParsedUtterance,
) -> list[_Mention]:
    """The mentions their clause leaves unasked; those it lifts join ``removed``."""
    scoped = [
        m
        for m in mentions
        if m.kind in _SCOPED_KINDS or (m.kind == "setting" and "min_bedrooms" in m.value)
    ]
    names = [
        Named("bedrooms", m.start, m.end, m.value["min_bedrooms"])
        if m.kind == "setting"
        else Named(m.kind, m.start, m.end, str(m.value))
        for m in scoped
    ]
    scope = scope_of(utterance.folded, names)
    result.one_bedroom_enough = result.one_bedroom_enough or bool(scope.enough)
    declined = [scoped[index] for index in scope.enough]
    for index in scope.lifted:
        mention = scoped[index]
        if mention in removed:
            continue
        if mention.kind in ("room_type", "property_type"):
            result.declined.append((mention.kind, mention.value))
            declined.append(mention)
        else:
            removed.append(mention)
    return [scoped[index] for index in scope.dropped] + declined


# "150 pounds a night, or about 170 euros", "70 lucas la noche, o sea unos 75 dólares": the
# same wish said again, not a correction.
# "150 pounds, that's about 170 euros": the amount converted, not "2 rooms at 100 each, that's
# 200 total", which corrects it
_CONVERTED_RE = re.compile(
    r"^[\s,(]{0,3}(?:that'?s|that\sis|which\sis|which\sare|eso\ses|isso\se|isso\sda"
    # "80 euros la noche, que ya son como 3500 pesos"
    r"|que\s(?:ya\s|ja\s)?(?:son|es|seria|serian|sao|e|da|dan|dao|seriam))\s"
    r"(?:(?:about|around|like|roughly|approx|approximately|aprox|aproximadamente|unos|unas|uns"
    r"|umas|como|cerca\sde)\.?\s)?"
)
_RESTATED_RE = re.compile(
    r"^[\s,.]{0,3}(?:o\ssea|ou\sseja|es\sdecir|i\.?e\.?,?|or|o|ou)\s"
    r"(?:(?:about|around|unos|unas|uns|umas|so|like|como|tipo)\s)?"
)


# "150 a night, could stretch to 180 if it's really close": a second amount on a condition;
# "máximo 150 si merece la pena" still says the most there is.
_ON_A_CONDITION_RE = _compile(
    r"\s?,?\s(?:(?:but|pero|mas)\s)?"
    # "4 bedroom ideal, 3 bedroom also ok if got sofa bed"
    r"(?:(?:(?:also|too|is|would\sbe|tambien|tambem)\s){0,2}(?:ok|okay|fine|sirve|vale|serve)\s)?"
    r"(?:(?:only|solo|so)\s)?"
    r"(?:if|si|se|for\ssomething|para\salgo|pra\salgo)(?!\w)"
    # "raise it to 150 if you can": a request said politely, on no condition
    r"(?!\s(?:you\scan|you\scould|possible|it's\spossible|puedes|puede|se\spuede|possivel|der)(?!\w))"
)
_HARD_CAP_RE = _compile(
    _any_of(("max", "maximum", "máximo", "at most", "no more than", "no más de", "não mais que"))
)
# "around 300 a night, I could stretch to 350 if it's something special": the budget stretched
# is the most there is, unlike "130 a night, maybe 150 if it's class"
_STRETCHED_TO_RE = _compile(
    r"(?:(?:could|can)\s)?(?:stretch|go\s(?:up\s)?to|estirar|esticar)(?!\w)"
)


def _alternative_settings(utterance: _Utterance, mentions: list[_Mention]) -> list[_Mention]:
    """A setting said again for the same filter after "or", or only on a condition, leaves the
    first one standing; an amount said again in a currency with a rate stands for one in a
    currency without ("70 lucas, o sea unos 75 dólares")."""
    settings = [m for m in mentions if m.kind == "setting"]
    alternatives = []
    for first, later in itertools.pairwise(settings):
        if first.value.keys() != later.value.keys():
            continue
        between = utterance.folded[first.end : later.start]
        if _unrated(first) and later.money is not None and not _unrated(later):
            # "90 lucas la noche? … qué hay por 60 dólares": the amount in a currency with a rate
            # said after ("500 dólares es como 1900 soles" converts a price shown)
            alternatives.append(first)
        elif _restated(between, first, later) or (
            _CONVERTED_RE.match(between) and _in_other_currencies(first, later)
        ):
            alternatives.append(first if _unrated(first) and not _unrated(later) else later)
        elif (
            _ON_A_CONDITION_RE.match(utterance.folded, later.end)
            and not _HARD_CAP_RE.search(utterance.folded, later.start, later.end)
            and not _STRETCHED_TO_RE.match(utterance.folded, later.start)
        ):
            alternatives.append(later)
    return alternatives


_RESTATED_AFTER_A_FEW_WORDS = 25  # "70 euros la noche entre las dos, o sea como 280 soles"


def _restated(between: str, first: _Mention, later: _Mention) -> bool:
    """Whether the words between two amounts say the second is the first said again; after a few
    words, only for the same span ("70 euros la noche entre las dos, o sea 280 soles", not "2000
    al mes, o sea unos 65 por noche")."""
    comma = between.rfind(",")
    return bool(
        _RESTATED_RE.match(between)
        or (
            0 <= comma <= _RESTATED_AFTER_A_FEW_WORDS
            and _RESTATED_RE.fullmatch(between[comma:])
            and _same_basis(first, later)
        )
    )


def _same_basis(first: _Mention, later: _Mention) -> bool:
    if first.money is None or later.money is None:
        return False
    return first.money.basis == later.money.basis


def _unrated(mention: _Mention) -> bool:
    return mention.money is not None and mention.money.currency == ""


def _in_other_currencies(first: _Mention, later: _Mention) -> bool:
    currencies = [m.money.currency if m.money else None for m in (first, later)]
    return None not in currencies and currencies[0] != currencies[1]


def _describing_a_listing(utterance: _Utterance, mentions: list[_Mention]) -> list[_Mention]:
    """In a message that also asks for something, the words of a sentence that describes one
    listing shown are that listing's, not wishes: "so 4 of us now. does the Poipu house still
    make sense?" asks for 4 guests, not for a house in Poipu."""
    wishes = [m for m in mentions if m.kind != "filter_noun"]
    described = [m for m in wishes if _within(m.start, utterance.listing_spans)]
    near_outside = utterance.near_start is not None and not _within(
        utterance.near_start, utterance.question_spans
    )
    if near_outside or any(not _within(m.start, utterance.question_spans) for m in wishes):
        return described
    return []


def _within(at: int, spans: list[tuple[int, int]]) -> bool:
    return any(start <= at <= end for start, end in spans)


def _take_removals(utterance: _Utterance, result: ParsedUtterance) -> None:
    mentions = sorted([*utterance.mentions, *_filter_nouns(utterance)], key=lambda m: m.start)
    described = _describing_a_listing(utterance, mentions)
    utterance.unasked += described
    mentions = [m for m in mentions if m not in described]
    removed = _removed_mentions(utterance, mentions)
    unasked = _scoped_out(utterance, mentions, removed, result) + _alternative_settings(
        utterance, mentions
    )
    utterance.unasked += unasked
    _record([m for m in mentions if m not in unasked], removed, result)
    if result.reset:
        nouns = [m for m in mentions if m.kind == "filter_noun" and m not in removed]
        _take_kept(utterance, result, nouns)
    for match in utterance.find(_ANY_AREA_RE):
        result.cleared.add("near")
        utterance.consume(match.start(), match.end())
    for match in utterance.find(_FURTHER_OUT_RE):
        if not _FURTHER_OUT_DENIED_RE.search(
            utterance.folded, max(0, match.start() - 40), match.start()
        ):
            result.cleared.add("near")
        utterance.consume(match.start(), match.end())
    for match in utterance.find(_ANYWHERE_RE):
        rest = utterance.remaining[match.end() :]
        if _NEARBY_RE.match(rest):  # "anywhere near the water" wishes, it does not lift
            continue
        if _SLEEP_BEFORE_RE.search(utterance.folded, max(0, match.start() - 12), match.start()):
            utterance.consume(match.start(), match.end())
            continue  # "couches are fine, we'll sleep anywhere": where in the home, not the world
        if _WITHOUT_AFTER_RE.match(rest) or (
            _KIND_OF_STAY_AFTER_RE.match(rest)
            and _CANNOT_BEFORE_RE.search(
                utterance.folded, max(0, match.start() - 25), match.start()
            )
        ):
            # "we won't go anywhere without a pool", "I can't stay anywhere that allows pets":
            # what the stay must be, not any market
            utterance.consume(match.start(), match.end())
            continue
        # "anywhere in Rio is fine" lifts only the place inside the market
        within_market = _WITHIN_NAMED_RE.match(rest)
        result.cleared |= {"near"} if within_market else {"location", "country", "near"}
        utterance.consume(match.start(), match.end())


_NEARBY_RE = _compile(r"\s(?:near|close|by|cerca|perto|junto)(?!\w)")
_SLEEP_BEFORE_RE = _compile(
    r"(?<!\w)(?:sleep|crash|kip|dormir|duermo|dormimos|durmo|dorme|duerme)\s"
    r"(?:(?:just|literally)\s)?$"
)
_WITHOUT_AFTER_RE = _compile(r"\s(?:without|sin|sem)(?!\w)")
_KIND_OF_STAY_AFTER_RE = _compile(r"\s(?:that|which|where|que|donde|onde)(?!\w)")
_CANNOT_BEFORE_RE = _compile(
    r"(?<!\w)(?:can't|cant|cannot|can\snot|won't|wont|don't|dont|never|not|no\spuedo|no\spodemos"
    r"|nao\sposso|nao\spodemos|no|nao)\s(?:[\w']+\s){0,2}$"
)
_WITHIN_NAMED_RE = re.compile(rf"\s(?:in|en|em|no|na|around)\s(?:the\s)?{_CONSUMED}")


# --- places inside a market ------------------------------------------------------------------


def _places_by_key() -> dict[str, tuple[NamedPlace, ...]]:
    """Places by the lookup key of each of their names. Names that differ only by a space or a
    hyphen share a key: within a market the last one read names the place, and places of other
    markets stay ("New Town" in Edinburgh, "Newtown" in Sydney)."""
    by_key: dict[str, tuple[NamedPlace, ...]] = {}
    names = {**place_names(), **{word: place_names()["centre"] for word in lexicon.CENTRE_WORDS}}
    for name, places in names.items():
        markets = {place.market for place in places}
        others = [place for place in by_key.get(_key(name), ()) if place.market not in markets]
        by_key[_key(name)] = (*others, *places)
    return by_key


_PLACE_NAMES = _places_by_key()
_PLACE_RE = _compile(_any_of([*place_names(), *lexicon.CENTRE_WORDS]))
_PLACE_NEEDS_A_CAPITAL = set(_lookup(names_needing_a_capital()))
_SHORTEST_NAME_START = 3  # words: "Parque Nacional" alone could be any park


@functools.cache
def _places_by_name_start() -> dict[str, tuple[NamedPlace, ...]]:
    """Places by the first words of a long name ("Parque Nacional dos Vulcões" of "… do
    Havaí"), where those words start one place's names only."""
    starts: dict[str, set[NamedPlace]] = {}
    for alias, places in place_names().items():
        words = normalise(alias).split()
        for size in range(_SHORTEST_NAME_START, len(words)):
            if words[size - 1] not in _NAME_LINKS:
                starts.setdefault(" ".join(words[:size]), set()).update(places)
        # "cerca del Prudential": a name and the kind of place it is, said by the name alone
        if (
            len(words) == 2
            and words[1] in _KIND_AFTER_A_NAME
            and len(words[0]) >= _SHORTEST_OWN_NAME
            and words[0] not in _ORDINARY_NAME_STARTS
            and all(place.listed for place in places)
        ):
            starts.setdefault(words[0], set()).update(places)
    named_alone = set(place_names()) | set(_MARKET_NAMES)
    return {
        start: tuple(places)
        for start, places in starts.items()
        if len(places) == 1 and start not in named_alone
    }


_KIND_AFTER_A_NAME = frozenset(
    {"center", "centre", "station", "stadium", "arena", "market", "museum", "hall", "gardens",
     "tower", "square", "bridge", "cathedral", "basilica", "theatre", "theater", "terminal"}
)  # fmt: skip
_SHORTEST_OWN_NAME = 6
# Words that start a name but say something else alone ("the Market", "Washington Heights").
_ORDINARY_NAME_STARTS = frozenset(
    {"market", "historic", "ladies", "ladies'", "dragon", "olympic", "george", "washington",
     "metropolitan", "metropolitano"}
)  # fmt: skip


_CODE_RE = re.compile(r"[A-Z]{2,3}")
# Words that put the name after them on a map: "in south bank", "perto da ribeira".
_LOCATIVE_BEFORE_RE = _compile(
    r"(?:in|em|en|at|on\sthe|near|around|close\sto|next\sto|perto\sd[aoe]|cerca\sde(?:l|\sla)?|"
    r"junto\sa(?:l|o)?|pr[oó]ximo\sa(?:o)?|mora\sn[ao]|vive\sen)\s(?:(?:the|el|la)\s)?$"
)
# "e na foz?", "ficar na lapa": in, said in Portuguese, before a place typed in lower case
_PORTUGUESE_IN_BEFORE_RE = _compile(r"(?<!\w)(?:na|no|e\sna|e\sno)\s$")
_LONGEST_CODE = 3  # airport and district codes: "IST", "TST"
_OR_PLACE_RE = _compile(
    rf"\s(?:or|ou|o)\s(?:(?:the|el|la|o|a|no|na|en|em|in)\s)?(?P<place>{_PLACE_RE.pattern})"
)
_LISTED_PLACE_RE = _compile(
    rf",\s(?:(?:the|el|la|o|a|no|na|en|em|in)\s)?(?P<place>{_PLACE_RE.pattern})"
)
_LONGEST_PLACE_LIST = 5
# The words between two places said in one breath, the second not an alternative ("Dumbo or near
# the Brooklyn Bridge"): no sentence ends, no "or", a few words at most.
_IN_ONE_BREATH_RE = re.compile(r"(?:(?!\b(?:or|o|ou)\b)[^.!?;\n]){0,40}")


# "Jersey City Medical Center", "Centro Médico ABC": a centre that is part of a proper name is a
# building, not the middle of the city.
_NAME_BEFORE_RE = re.compile(r"(?<=[\w,] )[A-Z][\w'.-]*(?<![.])\s$")
_NAME_AFTER_RE = re.compile(r"\s(?:[A-ZÀ-Þ]|(?i:m[eé]dico|medical|cultural|comercial|deportivo))")
_GENERIC_CENTRES = {"centre", "center", "centro"}
# "the Tuyap fair centre", "a dialysis centre", "the visitor centre": a building of its kind
_KIND_OF_CENTRE_BEFORE_RE = _compile(_any_of(lexicon.KINDS_OF_CENTRE) + r"\s$")
_CENTRE_LEADS = {"the", "city", "town", "el", "la", "o", "a", "de", "do", "da"}


def _names_a_building(utterance: _Utterance, match: re.Match[str]) -> bool:
    *before_last, last = normalise(match[0]).split()
    if last not in _GENERIC_CENTRES or set(before_last) - _CENTRE_LEADS:
        return False  # "the Bell Centre" is itself a place
    start = match.end() - len(last)  # "en el Centro Médico": the centre word itself
    before = utterance.original[max(0, start - 30) : start]
    return bool(
        _NAME_BEFORE_RE.search(before)
        or _KIND_OF_CENTRE_BEFORE_RE.search(utterance.folded, max(0, start - 20), start)
        or (
            _NAME_AFTER_RE.match(utterance.original, match.end())
            and utterance.is_capitalised(start)
        )
    )


def _offered_with_another(utterance: _Utterance, match: re.Match[str]) -> bool:
    """ "plateau ou mile end": a place named as the alternative to another place."""
    after = _OR_PLACE_RE.match(utterance.folded, match.end())
    return after is not None and _key(after["place"]) not in _PLACE_NEEDS_A_CAPITAL


def _next_to_its_market(utterance: _Utterance, match: re.Match[str]) -> bool:
    """ "north shore oahu", "oahu north shore": the market said beside the place says which one
    is meant."""
    markets = {place.market for place in _PLACE_NAMES[_key(match[0])]}
    after = _MARKET_AFTER_RE.match(utterance.folded, match.end())
    window = max(0, match.start() - 40)
    before = _MARKET_BEFORE_RE.search(utterance.folded, window, match.start())
    set_apart = _MARKET_THEN_COMMA_RE.search(utterance.folded, window, match.start())
    return any(
        side is not None and _MARKET_NAMES.get(_key(side["market"])) in markets
        for side in (after, before, set_apart)
    )


def _ends_a_note_typed_in_lower_case(utterance: _Utterance, match: re.Match[str]) -> bool:
    """ "oahu feb 10-24 two guys cheap as possible north shore": with no capital anywhere, a
    place said last in its clause, in a note that names its market, is that place."""
    if any(character.isupper() for character in utterance.original):
        return False
    if not _CLAUSE_ENDS_RE.match(utterance.folded, match.end()):
        return False
    markets = {place.market for place in _PLACE_NAMES[_key(match[0])]}
    named = (
        _MARKET_NAMES.get(_key(found[0]))
        for found in _MARKET_RE.finditer(utterance.folded)
        if found.end() <= match.start() or found.start() >= match.end()
    )
    return any(market in markets for market in named)


# "what about gracia?", not "what about central heating?"
_CLAUSE_ENDS_RE = _compile(r"\s?(?:[?.!,;]|$)")
# The words that offer a place: "what about Coogee?", "¿y qué tal Gràcia?"
_OFFER_WORDS = r"what\sabout|how\sabout|y\sque\stal|que\stal|e\sque\stal"
_OFFERED_BEFORE_RE = _compile(rf"(?<!\w)(?:{_OFFER_WORDS})\s$")
# "the plateau area", "is the plateau a nice neighbourhood?": a place named as an area
_AREA_AFTER_RE = _compile(
    r"\s(?:(?:is\s)?an?\s(?:good|nice|safe|quiet|decent|ok|cool)\s)?"
    r"(?:area|neighbou?rhood|zona|bairro|barrio)(?!\w)"
)
# "in the north of the city": a part of something, not the place of that name
_OF_AFTER_RE = _compile(r"\s(?:of|de|del|do|da)\s")


# Names that end in a word a stay is described by: written as a name only with every word
# capitalised ("North shore" is still the North Shore)
_NEEDS_EVERY_CAPITAL = frozenset((_key("Ocean View"),))
_SMALL_NAME_WORDS = frozenset(("the", "of", "de", "do", "da", "del", "dos", "das", "la", "el"))


def _every_word_capitalised(typed: str) -> bool:
    return all(word[0].isupper() for word in typed.split() if word not in _SMALL_NAME_WORDS)


def _place_is_meant(utterance: _Utterance, match: re.Match[str]) -> bool:
    """Ordinary words ("the volcano", "Central") and airport codes ("IST", "ALB") name a place
    only as written with capitals."""
    key = _key(match[0])
    if _names_a_building(utterance, match):
        return False
    if key in _PLACE_NEEDS_A_CAPITAL:
        if _NAME_BEFORE_RE.search(utterance.original, max(0, match.start() - 30), match.start()):
            return False  # "Glendale Heights": the end of a longer name, not "the Heights"
        the = re.match(r"the\s", match[0])
        spanish_noun = re.match(r"(?:el|la)\s", utterance.folded[match.start() : match.end()])
        of_something = _OF_AFTER_RE.match(utterance.folded, match.end()) is not None
        if (
            not spanish_noun
            and not of_something
            and _LOCATIVE_BEFORE_RE.search(
                utterance.folded, max(0, match.start() - 20), match.start()
            )
        ):
            return True  # "she lives in south bank", typed in lower case; not "en el barrio"
        if _next_to_its_market(utterance, match) or _offered_with_another(utterance, match):
            return True
        if _ends_a_note_typed_in_lower_case(utterance, match):
            return True
        if not of_something and _AREA_AFTER_RE.match(utterance.folded, match.end()):
            return True  # "is the plateau a good area?", "the harbour area"
        if (
            not of_something
            and _OFFERED_BEFORE_RE.search(
                utterance.folded, max(0, match.start() - 20), match.start()
            )
            and _CLAUSE_ENDS_RE.match(utterance.folded, match.end())
        ):
            return True  # "what about gracia?": a place offered, in lower case
        capitalised = utterance.is_capitalised(match.start() + (the.end() if the else 0))
        if (
            capitalised
            and key in _NEEDS_EVERY_CAPITAL
            and not _every_word_capitalised(utterance.typed(*match.span()))
        ):
            return False  # "Ocean view, a private pool": a sentence's first word, not Ocean View
        if not capitalised and _PORTUGUESE_IN_BEFORE_RE.search(
            utterance.folded, max(0, match.start() - 8), match.start()
        ):
            utterance.places_if_searched.append(match)
        return capitalised
    if len(key) <= _LONGEST_CODE and key.isalpha() and key not in lexicon.PLACE_CODES_ANY_CASE:
        return _CODE_RE.fullmatch(utterance.typed(match.start(), match.end())) is not None
    return True


# Where the visitor lives, not where "she lives" (whom the visitor comes to see).
_VISITORS_HOME_BEFORE_RE = _compile(
    r"(?<!\w)(?:(?:i|we)\s(?:live|lived|am\sbased|are\sbased|grew\sup)|(?:i'm|im|we're|i\sam"
    r"|we\sare)\s(?:based|from|living)|vivo|vivimos|moro|moramos|soy\sde|somos\sde|sou\sde)"
    r"\s(?:in|en|em|no|na|at)?\s?(?:(?:the|la|el|o|a)\s)?$"
)
# "my daughter lives in", "o meu filho que vive em Newark, no": someone else's home.
_SOMEONES_HOME_BEFORE_RE = _compile(
    # "my cousin live in Bankstown", typed without its "s"
    rf"(?:(?:(?<!\w)(?:lives|vive|viven|vivem|mora|moram|(?:they|who|{_COMPANION}|{_COMPANIONS})\slive"
    # "my brother is living in Côte-des-Neiges", "mi hija está viviendo en Gràcia", "my sister
    # who's living in Woodside"
    r"|(?:is|are|esta|estan|estao)\s(?:living|viviendo|morando|vivendo))|'s\sliving)"
    # "que vive allá, en Gràcia", "que vivem ali perto do Mile End"
    r"(?:\s(?:alla|ali|alli|there|aca|aqui|ahi)\s?,?)?"
    r"\s(?:in|en|em|no|na|at|por|(?:perto|cerca)\s(?:de|del|do|da)|near)\s"
    # "lives in the Bronx, near Fordham Road": the home said closer
    r"(?:(?:the\s)?[\w'-]{1,20}(?:\s[\w'-]{1,20})?,?\s"
    r"(?:in|en|em|no|na|por|near|(?:perto|cerca)\s(?:de|del|do|da))\s)?"
    # "tengo una prima en Jackson Heights", "we have friends in Leith"
    r"|(?<!\w)(?:i\shave|we\shave|tengo|tenemos|tenho|temos)\s"
    rf"(?:(?:a|an|un|una|um|uma|some|my|mi|mis|unos|unas|uns|umas|our)\s)?(?:{_COMPANIONS}|{_COMPANION})"
    r"\s(?:in|en|em|no|na)\s)(?:(?:the|la|el|o|a)\s)?$"
)
# "o irmão fica na casa de um amigo em Madureira", "he's staying with a mate in Leith": where
# someone else of the party sleeps, neither the visitor's wish nor a place to be near.
_STAYS_ELSEWHERE_BEFORE_RE = _compile(
    # "fico na casa de uma amiga em Copacabana, depois quero Ipanema": the visitor too, where
    # they sleep for nothing
    r"(?:(?<!\w)(?:fica|ficam|fico|ficamos|vai\sficar|vao\sficar|vou\sficar|se\squeda"
    r"|se\squedan|me\squedo|nos\squedamos|se\sva\sa\squedar|se\svan\sa\squedar|is\sstaying"
    r"|are\sstaying|am\sstaying|stays|stay|will\sstay)|'s\sstaying|'m\sstaying|'re\sstaying"
    r"|'ll\sstay)"
    r"\s(?:na\scasa\sd[eoa]|en\scasa\sde|with)\s(?:[\w'-]{1,20}\s){1,3}(?:in|en|em|no|na)\s$"
)
_STAY_ASKED_RE = _compile(_any_of(lexicon.STAY_REQUEST_WORDS))
_SOMEONES_HOME_REACH = 50  # characters before the place read for the home
# "so near there", "cerca de ella", "algo perto", "por ahí mejor": a wish to stay close to the
# people visited, not "near the river", said of their home.
_NEAR_THEM_RE = _compile(
    rf"{_any_of(lexicon.NEAR_PEOPLE_PHRASES)}|(?<!\w)(?:(?:near|close)"
    # "near her", "close by", not "near beach and city"
    r"(?=\s?(?:[.,;!?]|$)|\s(?:to\s)?(?:them|her|him|there|by|us|my|our|his|their|where)(?!\w))"
    r"|nearby|walk(?![\s-]in(?:\s|$))(?:ing|able)?|a\sp(?:e|ie)|andando|caminando|not\s(?:too\s)?far"
    r"|no\s(?:muy\s|tan\s)?lejos"
    r"|nao\s(?:muito\s)?longe|around\sthere|(?:same|that|the)\s(?:area|neighbou?rhood)"
    # "algo na zona", not "na zona portuguesa", which says where their home is
    r"|(?:esa|la|misma|essa|mesma)\szona|na\szona(?=\s?[.,;!?]|$)|(?:mismo|ese|el)\sbarrio"
    r"|(?:mesmo|esse)\sbairro|no\sbairro(?=\s?[.,;!?]|$)"
    r"|(?:cerca|cerquita|perto|pertinho)(?!\s(?:de|del|da|do|das|dos)\s)"
    r"|por\s(?:ahi|alli|ali)|ali\sperto|la\sperto|por\sla(?=\s?[.,!?]|$))(?!\w)"
)
_DOUBT_RE = _compile(
    # the Portuguese "mas" (but), not the Spanish "más barato" (cheaper) typed without its accent
    r"(?:but|pero|mas(?!\s(?:barat|cerca|lejos|amplio|espacios))|though|although|aunque|embora)"
    r"\s(?:[\w'/-]+\s){0,4}[\w'/-]+\?"
    rf"|{_any_of(lexicon.SELF_CORRECTIONS)}"
)
# "veo que en Gràcia está difícil. ¿Y en el Guinardó?", "what about Coogee?": a new sentence
# that turns to another place.
_SWITCHED_TO_RE = _compile(
    r"[.!?]\s?\W{0,2}(?:(?:and|y|e)\s(?:in|en|em|no|na)|what\sabout|how\sabout|qu[eé]\stal"
    r"|e\sse\sfor|y\ssi\ses)\s(?:(?:por|around|in|en|em|no|na)\s)?(?:(?:the|el|la|o|a|los|las)\s)?$"
)
# "tem algo no meio do caminho? tipo botafogo?": a place offered, alone, as the example asked for
_EXAMPLE_OFFERED_RE = _compile(
    r"[.!?]\s?\W{0,2}(?:tipo|like|something\slike|algo\scomo|algo\stipo|por\sejemplo"
    r"|por\sexemplo)\s(?:(?:the|el|la|o|a|los|las)\s)?$"
)
_SWITCH_REACH = 30  # characters before the place: more than the longest such turn takes
_ASKED_RIGHT_AFTER_RE = _compile(r"\s?\?")
# "… by the harbour. Show me places near the Inner Harbour instead": a later sentence's place
# said in place of the one before it
_INSTEAD_AFTER_RE = _compile(
    r"\s?,?\s(?:instead|en\s(?:su\s)?lugar|en\scambio|em\svez\sdisso|ao\sinves\sdisso)(?!\w)"
)
# "Or Cihangir, I'm flexible": a place offered as well as the one wished before, not instead.
_OFFERED_TOO_RE = _compile(
    r"^\W{0,3}(?:or|ou|o\sbien|o\ssi\sno|o\stambien)\s(?:(?:maybe|perhaps|talvez|quizas|tal\svez)\s)?"
    r"(?:(?:in|en|em|no|na|the|el|la)\s)?$"
)
_ONLY_IN_RE = _compile(r"(?<!\w)(?:only|just|solo|so|somente|apenas)\s(?:in|en|em|no|na)\s$")
_ACCEPTED_TOO_RE = _compile(
    rf"(?:\s[\w'-]{{1,20}}){{0,2}}\s{_any_of(lexicon.ACCEPTED_TOO_PHRASES)}"
)
_NAMED_AS_RE = _compile(
    r"[\s,:;(—–-]{1,4}(?:(?:like|say|e\.g\.|eg|such\sas|como|tipo|por\sejemplo|por\sexemplo"
    # "algo céntrico, cerca de la Royal Mile": the centre, said where in it
    r"|near|close\sto|cerca\sde(?:l|\sla)?|perto\sd[aoe]s?|junto\sa(?:l|o)?)"
    r"[\s,:]{1,2})?(?:(?:the|el|la|o|a)\s)?"
)
_ONLY_AFTER_RE = _compile(r"\s(?:only|solo|somente|apenas)(?!\w)")


# "zona de Beyoğlu", "the Shoreditch area", "bairro da Ribeira": the words that say the place is
# an area go with it, not into the semantic query.
_AREA_WORDS = _any_of(lexicon.AREA_WORDS)
_AREA_BEFORE_RE = _compile(rf"{_AREA_WORDS}\s(?:(?:de|del|do|da|of)\s)?(?:(?:the|el|la|o|a)\s)?$")
_AREA_AFTER_RE = _compile(rf"\s{_AREA_WORDS}")


def _consume_area_words(utterance: _Utterance, match: re.Match[str]) -> None:
    before = _AREA_BEFORE_RE.search(utterance.folded, max(0, match.start() - 30), match.start())
    if before is not None:
        utterance.consume(before.start(), before.end())
    after = _AREA_AFTER_RE.match(utterance.folded, match.end())
    if after is not None:
        utterance.consume(after.start(), after.end())


# "the Cedofeita options", "las opciones de Gràcia", "os de Copacabana": results named by their
# place.
_RESULTS_NOUN = _any_of(lexicon.RESULTS_NOUNS)
# "the other option you showed me near the University": a listing shown, by where it is
_SHOWN_ONE_BEFORE_RE = _compile(
    r"(?<!\w)(?:the|that|this|el|ese|esa|la|o|a|esse|essa|aquele|aquela)\s"
    r"(?:(?:other|otro|otra|outro|outra)\s)?(?:one|option|listing|place|opcion|opcao|anuncio)\s"
    r"(?:(?:you|que)\s)?(?:show|showed|shown|sent|(?:me\s|nos\s)?mostraste|(?:me\s|nos\s)?mostrou)"
    r"(?:\s(?:me|us))?(?:\s(?:before|earlier|antes))?\s(?:near|in|at|by|en|em|cerca\sde(?:l)?"
    r"|perto\sd[aeo])\s(?:(?:the|el|la|o|a)\s)?$"
    # "that one in mile end wi the wee garden", "tri lindo esse de James Bay!"
    r"|(?<!\w)(?:that|this)\s(?:other\s)?one\s(?:in|near|at|by)\s(?:the\s)?$"
    r"|(?<!\w)(?:esse|essa|aquele|aquela|ese|esa|aquel|aquella)\s(?:de|do|da|del|em|en|no|na)\s"
    r"(?:(?:el|la|o|a)\s)?$"
)
_SHOWN_ONES_BEFORE_RE = _compile(
    r"(?<!of\s)(?<!de\s)(?:esos|esas|aquellos|aquellas|esses|essas|aqueles|aquelas|those|these)\s"
    r"(?:de|en|em|do|da|dos|das|no|na|in|at)\s(?:(?:the|el|la|o|a)\s)?$"
)
_RESULTS_AFTER_PLACE_RE = _compile(rf"\s(?:{_RESULTS_NOUN})(?!\w)")
_RESULTS_BEFORE_PLACE_RE = _compile(
    rf"(?:(?:los|las|os|as|aos|as)\s(?:{_RESULTS_NOUN}\s)?|{_RESULTS_NOUN}\s)"
    r"(?:de|en|em|do|da|dos|das|no|na|in|of)\s(?:(?:the|el|la|o|a)\s)?$"
)


def _own_markets(places: tuple[NamedPlace, ...]) -> set[str]:
    """The one market a place belongs to; none for "the airport", "downtown", "the harbour"."""
    markets = {place.market for place in places}
    return markets if len(markets) == 1 and not all(place.generic for place in places) else set()


# "5 nights near the park and 5 on the Kona side", "3 noches en el Born y 4 en Gràcia": a stay
# split between places, each with its own nights.
_NIGHTS_SOMEWHERE_RE = _compile(
    # "at 3:30 in the night" is an hour, no leg of the stay; "2 nights volcano 3 nights kona"
    # leaves the word out
    rf"(?<![:.h\d]){_NUMBER}(?:\s{_STAY_LENGTH_NOUN})?\s(?:near|in|on|at|by|en|em|no|na|cerca|perto)(?!\w)"
    rf"|(?<![:.h\d]){_NUMBER}\s{_STAY_LENGTH_NOUN}(?=\s[^\W\d])"
)
_NIGHTS_NOUN_RE = _compile(rf"{_NUMBER}\s{_STAY_LENGTH_NOUN}")
_LEG_TO_PLACE_REACH = 20  # characters from a leg's nights to the place they are spent in


def _later_legs(utterance: _Utterance) -> list[tuple[int, int]]:
    """Where the nights of each leg after the first are said, when the stay is split between
    places ("4 noches en Kona y 3 cerca del volcán", "2 nights volcano 3 nights kona")."""
    legs = list(_NIGHTS_SOMEWHERE_RE.finditer(utterance.folded))
    if len(legs) > 1 and _NIGHTS_NOUN_RE.match(utterance.folded, legs[0].start()):
        return [leg.span() for leg in legs[1:]]
    return []


def _in_a_later_leg(later_legs: list[tuple[int, int]], start: int) -> bool:
    return any(0 <= start - end <= _LEG_TO_PLACE_REACH for _, end in later_legs)


_KIND_WORD_KEYS = frozenset(_key(word) for words in KIND_WORDS.values() for word in words)


_HARBOUR_OR_MARKET_KEYS = frozenset(_key(word) for word in HARBOUR_WORDS_NAMING_A_MARKET)


def _names_the_market_porto(utterance: _Utterance, match: re.Match[str]) -> bool:
    """ "vamos para o porto" is the city; "Victoria, perto do porto" its harbour: the word is a
    harbour only in lower case, with another market named."""
    if _key(match[0]) not in _HARBOUR_OR_MARKET_KEYS:
        return False
    if utterance.is_capitalised(match.end() - len("porto")):
        return True
    # a market word inside a protected phrase ("vista al río") names no market
    named = (_MARKET_NAMES.get(_key(market[0])) for market in utterance.find(_MARKET_RE))
    return not any(market not in (None, "Porto") for market in named)


def _take_season_remarks(utterance: _Utterance) -> None:
    for match in utterance.find(_SEASON_REMARKED_RE):
        utterance.consume(*match.span("market"))


def _take_cities_named_from_a_market(utterance: _Utterance, result: ParsedUtterance) -> None:
    """ "aqui em Porto Velho não tem": a city we lack, before its first word is read as Porto."""
    for match in utterance.find(_CITIES_NAMED_FROM_A_MARKET_RE):
        last_word = match.start() + match[0].rfind(" ") + 1
        if not utterance.is_capitalised(last_word):
            continue  # "um bairro do Porto seguro": a safe one, in Porto
        result.unknown_places.append(utterance.typed(match.start(), match.end()))
        result.unknown_destination |= _is_a_destination(utterance.folded, match.start())
        utterance.consume(match.start(), match.end())


_PORTO_CAPITALISED_RE = re.compile(r"(?<!\w)(?:Porto|PORTO|Oporto)(?!\w)")


def _take_harbour_or_porto(utterance: _Utterance, result: ParsedUtterance) -> None:
    """ "perto do porto" in lower case, with no market named: the harbour, if a search in a market
    with one is under way ("Victoria … então no centro, perto do porto")."""
    if "porto" not in utterance.folded:
        return  # the place names are not scanned again on every message
    for match in utterance.find(_PLACE_RE):
        if (
            _key(match[0]) in _HARBOUR_OR_MARKET_KEYS
            and not utterance.is_capitalised(match.end() - len("porto"))
            and _names_the_market_porto(utterance, match)
            and _NEAR_CUE_BEFORE_RE.search(
                utterance.folded, max(0, match.start() - _NEAR_CUE_REACH), match.start()
            )
        ):
            if not _PORTO_CAPITALISED_RE.search(utterance.original):
                result.harbours_if_not_porto = _PLACE_NAMES[_key(match[0])]
            return


_NAME_AFTER_KIND_RE = re.compile(
    r"\s(?:(?:de|do|da|del|dos|das|of)\s(?:(?:la|el|the|o|a)\s)?)?[A-ZÀ-Þ]"
)


_MARKET_OWN_NAMES = frozenset(_key(market.name) for market in MARKETS)


def _centre_of_the_place_after(utterance: _Utterance, match: re.Match[str]) -> bool:
    places = _PLACE_NAMES.get(_key(match[0]), ())
    after = _PLACE_RE.match(utterance.folded, match.end() + 1)
    return (
        len(places) > 1
        and all(place.name.endswith(" city centre") for place in places)
        and utterance.folded[match.end() : match.end() + 1] == " "
        and after is not None
        # "downtown Porto" is Porto's own centre; "downtown manhattan" is Manhattan's
        and _key(after[0]) not in _MARKET_OWN_NAMES
    )


def _kind_with_a_name_after(utterance: _Utterance, match: re.Match[str]) -> bool:
    return _key(match[0]) in _KIND_WORD_KEYS and bool(
        _NAME_AFTER_KIND_RE.match(utterance.original, match.end())
    )


# "the Jewish General Hospital": capitalised words before a kind of place are its name
_NAME_BEFORE_KIND_RE = _compile(r"(?<![.!?]\s)(?<!^)[A-Z][\w'-]+\s$")


_NOT_A_NAME_BEFORE_KIND = frozenset(
    _key(word) for word in ("the", "near", "in", "at", "to", "a", "an", "for", "of", "by")
)


def _kind_with_a_name_before(utterance: _Utterance, match: re.Match[str]) -> bool:
    if _key(match[0]) not in _KIND_WORD_KEYS or not utterance.is_capitalised(match.start()):
        return False
    name = _NAME_BEFORE_KIND_RE.search(
        utterance.original, max(0, match.start() - 24), match.start()
    )
    # not "Near The Castle" typed in title case, nor "Albany University" of the market
    return name is not None and not (
        _key(name[0]) in _NOT_A_NAME_BEFORE_KIND or _key(name[0]) in _MARKET_NAMES
    )


def _kind_said_in_passing(utterance: _Utterance, match: re.Match[str]) -> bool:
    if _key(match[0]) not in _KIND_WORD_KEYS:
        return False
    before = utterance.folded[max(0, match.start() - _NEAR_CUE_REACH) : match.start()]
    return not _KIND_CUE_BEFORE_RE.search(before)


# Central as a quality of the stay ("somewhere central", "algo céntrico"), not "the centre": a
# place named after it says where.
_CENTRAL_RE = _compile(_any_of(lexicon.CENTRAL_WORDS))


_PREFERRED_BEFORE_RE = _compile(
    rf"{_any_of(lexicon.PREFERRED_BEFORE_WORDS)}[\s,:]{{1,2}}"
    r"(?:(?:in|en|em|no|na|near|around|the|el|la|o|a|perto\sd[aoe]|cerca\sde)\s){0,2}$"
)
_PREFERRED_AFTER_RE = _compile(rf"[\s,]{{0,2}}{_any_of(lexicon.PREFERRED_AFTER_WORDS)}")


# "o" is "or" in Spanish and "the" in Portuguese: not "…, o meu sócio ressona"
_PAIR_GAP_RE = _compile(
    r"[\s,]{0,3}(?:or|ou|o(?!\s(?:meu|minha|meus|minhas|seu|sua|nosso|nossa)\s))\s"
    r"(?:[\w']{1,12}\s){0,2}"
)


def _offered_as_a_pair(utterance: _Utterance, match: re.Match[str]) -> bool:
    """ "Plateau or Mile End ideally": the preference is for both, and the first stays."""
    end = utterance.near_end
    return end is not None and bool(_PAIR_GAP_RE.fullmatch(utterance.folded, end, match.start()))


def _is_preferred(utterance: _Utterance, match: re.Match[str]) -> bool:
    """ "preferably Upper West Side", "Volcano Village sería ideal": the place said as the one
    the visitor would choose."""
    start, end = match.span()
    # "Southside or Newington would be ideal", "Marchmont, Newington or Southside would be great":
    # said of them all. A list is of names written with capitals ("zona sul, Leblon ou Ipanema
    # de preferência" narrows the zone down to the two it prefers).
    listed = utterance.is_capitalised(start)
    for _ in range(_LONGEST_PLACE_LIST):
        pair = _OR_PLACE_RE.match(utterance.folded, end) or (
            _LISTED_PLACE_RE.match(utterance.folded, end) if listed else None
        )
        if pair is None:
            break
        end = pair.end()
    return bool(
        _PREFERRED_BEFORE_RE.search(utterance.folded, max(0, start - _NEAR_CUE_REACH), start)
        or _PREFERRED_AFTER_RE.match(utterance.folded, end)
    )


def _said_central(utterance: _Utterance) -> bool:
    """Whether the place wished so far is the centre said as a quality ("somewhere central"),
    not the district named Central ("en Central o Sheung Wan")."""
    if utterance.near_start is None or utterance.near_end is None:
        return False
    central = _CENTRAL_RE.search(utterance.folded, utterance.near_start, utterance.near_end)
    if central is None or utterance.is_capitalised(central.start()):
        return False
    # "central park", "central station": a name that starts with the word
    rest = utterance.folded[central.end() : utterance.near_end].split()
    return not rest or rest[0] in _NAME_LINKS


def _named_with_tail(
    utterance: _Utterance, match: re.Match[str], end: int
) -> tuple[NamedPlace, ...]:
    places = _PLACE_NAMES[_key(match[0])]
    if any(place.listed for place in places):
        return places
    name = _as_a_name(utterance.typed(match.start(), end))
    return tuple(replace(place, name=name) for place in places)


_GAZETTEER_NAMES = frozenset(place.name for place in gazetteer_places())


def _named_as_typed(
    utterance: _Utterance, match: re.Match[str], places: tuple[NamedPlace, ...]
) -> tuple[NamedPlace, ...]:
    """An area the gazetteer lacks is named as the visitor types it ("Petite-Patrie" for "La
    Petite-Patrie", "Poble Sec" for "Poble-sec", "Şişli"), in our spelling when the visitor
    leaves out accents or capitals ("kadikoy" is "Kadıköy"); its name put into Spanish or
    Portuguese ("bairro dos diamantes" for the Diamond District) is its English name."""
    typed = _as_a_name(utterance.typed(*match.span()))

    def as_typed(place: NamedPlace) -> bool:
        if place.generic or place.name in _GAZETTEER_NAMES or _ACRONYM_RE.fullmatch(typed):
            return False  # "UWS" is the Upper West Side
        if normalise(typed) == normalise(place.name):
            # the listings' own neighbourhoods ("Sisli") are found by any spelling of the name
            return not typed.isascii() and (place.area or place.listed)
        return place.area and not place.listed and not _TRANSLATED_NAME_RE.search(normalise(typed))

    return tuple(replace(place, name=typed) if as_typed(place) else place for place in places)


# "bairro dos diamantes", "barrio de los diamantes": an area's name put into Spanish or
# Portuguese, which travellers name in English
_TRANSLATED_NAME_RE = _compile(
    _any_of(("barrio", "bairro", "zona", "distrito", "quartier", "barri", "vila", "villa"))
    + r"\s(?:de|dos|das|do|da|del|de\slos|de\slas)\s"
)


_WHERE_TO_STAY_RE = _compile(_any_of(lexicon.WHERE_TO_STAY_QUESTIONS))


def _asks_where_in(utterance: _Utterance) -> bool:
    return bool(_WHERE_TO_STAY_RE.search(utterance.folded))


def _asks_where_to_stay(utterance: _Utterance, match: re.Match[str]) -> bool:
    """Whether the message asks where to stay, and the place is not said as where ("near the
    Met", "stay in Gràcia")."""
    question = _WHERE_TO_STAY_RE.search(utterance.folded)
    if question is None:
        return False
    # "qué barrio nos recomiendas? queremos estar en Gràcia": a place after the question answers it
    end = _SENTENCE_END_AFTER_RE.search(utterance.folded, question.end())
    if match.start() > (end.end() if end else len(utterance.folded)):
        return False
    before = utterance.folded[max(0, match.start() - _NEAR_CUE_REACH) : match.start()]
    return not (_is_near_cued(utterance, match) or _STAY_CUE_BEFORE_RE.search(before))


_SENTENCE_END_AFTER_RE = _compile(r"[.!?]")
_STAY_CUE_BEFORE_RE = _compile(
    _any_of(("stay", "staying", "based", "base", "somewhere", "something", "a place", "a flat",
             "an apartment", "prefer", "preferably", "ideally", "quedarnos", "quedarme", "algo",
             "un lugar", "un sitio", "alojarnos", "ficar", "um lugar", "hospedar", "prefiero",
             "prefiro", "de preferencia", "estar", "be in", "we want", "queremos"))
    + r"(?:\s[\w']+){0,2}\s$"
)  # fmt: skip


def _is_near_cued(utterance: _Utterance, match: re.Match[str]) -> bool:
    """ "near the Met", or the place named and then a wish to be close to it ("surgery at Albany
    Med, I'll be staying nearby")."""
    start = match.start()
    # "in Manhattan for a trade show at the Javits Center. Walking distance preferably.": a wish
    # said after the place of an event is closeness to that one, not to the district before it
    said_after = utterance.folded
    if all(place.area for place in _PLACE_NAMES[_key(match[0])]):
        following = _PLACE_RE.search(utterance.remaining, match.end())
        if following and is_where_an_event_is(utterance.folded, following.start()):
            said_after = utterance.folded[: following.start()]
    return bool(
        _NEAR_CUE_BEFORE_RE.search(utterance.folded, max(0, start - _NEAR_CUE_REACH), start)
        or _CLOSE_BY_RE.search(said_after, match.end())
        or close_by_after(said_after, match.end())
    )


def _same_places(named: tuple[NamedPlace, ...], others: tuple[NamedPlace, ...]) -> bool:
    return bool({place.name for place in named} & {place.name for place in others})


_NEAR_PEOPLE_RE = _compile(_any_of(lexicon.NEAR_PEOPLE_PHRASES))


def _not_generic(places: tuple[NamedPlace, ...]) -> tuple[NamedPlace, ...]:
    return tuple(place for place in places if not place.generic)


_CONTRAST_RE = _compile(_any_of(("but", "pero", "mas", "however", "though", "aunque", "embora")))


def _is_someones_home_only(
    utterance: _Utterance,
    span: tuple[int, int],
    home_before: re.Pattern[str],
    wishes: tuple[re.Pattern[str], ...],
) -> bool:
    """Whether the place at ``span`` is only where someone the visitor knows lives, or sleeps
    (``home_before`` says which), with none of the ``wishes`` to stay close in the message."""
    start, end = span
    home = home_before.search(utterance.folded, max(0, start - _SOMEONES_HOME_REACH), start)
    if home is None:
        return False
    # "my cousin live in Bankstown but we want near beach": the wish after "but" is elsewhere
    contrast = _CONTRAST_RE.search(utterance.folded, end)
    read_to = contrast.start() if contrast else len(utterance.folded)
    # the words of the home ("he's staying with a mate in") ask for no stay of the visitor's
    return not any(
        not _names_a_market_right_after(utterance, wished.end())
        for wish in wishes
        for read_from, read_until in ((0, home.start()), (end, read_to))
        for wished in wish.finditer(utterance.folded, read_from, read_until)
    )


_MARKET_RIGHT_AFTER_REACH = 12  # characters: "want Big Island", "want the Big Island"
_LONGEST_MARKET_NAME = 40  # characters read for the market's name itself


def _names_a_market_right_after(utterance: _Utterance, end: int) -> bool:
    """ "My brother lives in Hilo, so we want Big Island": the wish is for the market named."""
    market = _MARKET_RE.search(
        utterance.folded, end, end + _MARKET_RIGHT_AFTER_REACH + _LONGEST_MARKET_NAME
    )
    return market is not None and market.start() - end <= _MARKET_RIGHT_AFTER_REACH


def _is_where_someone_lives(utterance: _Utterance, start: int, end: int) -> bool:
    """ "My daughter lives in Paddington.", "my cousin live in the Bronx, near Fordham Road":
    where someone the visitor sees lives, with no wish to stay close said."""
    return _is_someones_home_only(
        utterance, (start, end), _SOMEONES_HOME_BEFORE_RE, (_NEAR_THEM_RE, _STAY_ASKED_RE)
    )


def _near_the_people_visited(utterance: _Utterance, result: ParsedUtterance) -> None:
    """ "Vivimos en Verdun … buscamos algo cerca de nosotros": close to the visitor's home."""
    if not result.near and utterance.homes and _NEAR_PEOPLE_RE.search(utterance.folded):
        result.near = utterance.homes[0]


# "O escritório fica perto do WTC. Tem algo por ali?": somewhere around the place the trip is
# for, named in the same message
_AROUND_THE_PURPOSE_RE = _compile(
    r"(?<!\w)(?:algo|alguma\scoisa|coisa|something|anything|somewhere)\s"
    # "something cheap and close", "algo barato y cerca"
    r"(?:[^\W\d]{3,12}\s(?:and|y|e)\s)?(?:por\s(?:ali|ai|alli|ahi|alla)"
    # "Se tiver coisa por lá seria perfeito" (not "algo por la playa")
    r"|por\sla(?=\s?[.,;!?]|$|\s(?:seria|sera|vai|fica|mesmo|tambem)(?!\w))"
    r"|around\sthere|near\sthere|close\sby|nearby"
    # "Meu congresso é no Riocentro. Tem alguma coisa perto?"
    r"|(?:perto|pertinho|cerca|cerquita|close)(?=\s?[.,!?]|$))(?!\w)"
)


# "Waikiki side is fine", "Kowloon would be ok": a place that would do, not the one wished
_ONLY_ACCEPTED_AFTER_RE = _compile(
    r"(?:\s(?:side|area))?\s(?:is|would\sbe|is\salso|also)\s(?:fine|ok|okay|alright|good)"
    r"(?=\s?[.,;!]|$)"
)


def _near_the_venue(utterance: _Utterance, result: ParsedUtterance) -> None:
    """ "I want to be close to the venue", "we want to be close to help with the baby": near the
    place the trip is for, which the dialog knows from an earlier turn."""
    wished = _NEAR_VENUE_RE.search(utterance.folded) or (
        _AROUND_THE_PURPOSE_RE.search(utterance.folded, utterance.purpose_end)
        if utterance.purpose_end >= 0
        else None
    )
    # "we don't need to be near the concert", "no need to be close to the venue"
    denied = wished is not None and is_denied(utterance.folded, wished.start())
    # "walking distance to the convention center, Waikiki side is fine": the venue first, and a
    # place that would do besides (kept when no venue is known)
    only_accepted = (
        wished is not None
        and utterance.near_start is not None
        and utterance.near_end is not None
        and wished.end() <= utterance.near_start
        and _ONLY_ACCEPTED_AFTER_RE.match(utterance.folded, utterance.near_end) is not None
    )
    result.near_venue = (
        (not result.near or only_accepted) and not result.near_named and bool(wished) and not denied
    )


def _longest_place_at(utterance: _Utterance, match: re.Match[str]) -> re.Match[str]:
    """ "the harbour bridge" is the Harbour Bridge, not "the harbour" and a bridge: a longer
    name starting inside the one found wins."""
    remaining = utterance.remaining
    for word in re.finditer(r"\s(?=\w)", match[0]):
        longer = _PLACE_RE.match(remaining, match.start() + word.end())
        if longer and longer.end() > match.end():
            return longer
    return match


def _turns_to_another_place(utterance: _Utterance, match: re.Match[str]) -> bool:
    """Whether the place at ``match`` is said in place of the one wished before it: after a
    doubt ("Ribeira looks gorgeous but touristy? Open to Cedofeita"), as a new question ("what
    about Coogee?"), or in a later sentence with "instead"."""
    folded, start = utterance.folded, match.start()
    doubt = utterance.near_start is not None and _DOUBT_RE.search(
        folded, utterance.near_start, start
    )
    switched = _SWITCHED_TO_RE.search(folded, max(0, start - _SWITCH_REACH), start) or (
        _EXAMPLE_OFFERED_RE.search(folded, max(0, start - _SWITCH_REACH), start)
        and _ASKED_RIGHT_AFTER_RE.match(folded, match.end())
    )
    instead = (
        utterance.near_end is not None
        and _SENTENCE_BREAK_RE.search(folded, utterance.near_end, start)
        and _INSTEAD_AFTER_RE.match(folded, match.end())
    )
    return bool(doubt or switched or instead)


# "eu vou surfar em Ho'okipa", "surfing at Pipeline every morning": a spot the visitor goes to
# for a sport, right after its verb, not where to stay
_SPORT_AT_BEFORE_RE = _compile(
    r"(?<!\w)(?:surf|surfing|surfar|surfear|surfeando|surfando|windsurf|windsurfing|kitesurf"
    r"|kitesurfing|snowboard|snowboarding|ski|skiing|esquiar|fish|fishing|pescar|paddleboard"
    r"|paddleboarding|bodyboard|bodyboarding)\s(?:at|on|off|em|en|no|na|a|al|ao)\s"
    r"(?:(?:the|el|la|o|a)\s)?$"
)
# Words that ask to be close to the sport's spot, which make it where to stay ("we want to surf
# at Bondi every morning so need to be close", "surfear en la Barceloneta, algo cerca")
_CLOSE_TO_THE_SPORT_RE = _compile(
    r"(?<!\w)(?:close|near|nearby|walking|cerca|cerquita|perto|pertinho|stay\sthere"
    r"|quedarnos\sahi|ficar\sla|ficar\sali)(?!\w)"
)


def _a_sport_spot_only(utterance: _Utterance, match: re.Match[str]) -> bool:
    """ "eu vou surfar em Ho'okipa e ela vai curtir": a spot the visitor goes to for a sport, in a
    message that asks to be close to nothing."""
    start = match.start()
    return bool(
        _SPORT_AT_BEFORE_RE.search(utterance.folded, max(0, start - 30), start)
    ) and not _CLOSE_TO_THE_SPORT_RE.search(utterance.folded)


# "we're hiring a car at the airport", "alquilamos un coche en el aeropuerto": where a car is
# picked up, not where to stay
_CAR_HIRED_AT_RE = _compile(
    r"(?<!\w)(?:hire|hiring|hired|rent|renting|rented|pick\sup|picking\sup|collect|collecting"
    r"|alquilar|alquilamos|alquilo|rentar|rentamos|alugar|alugamos|alugo|pegar|pegamos)"
    r"\s(?:(?:a|an|the|our|un|una|el|um|uma|o)\s)?(?:rental\s|hire\s)?"
    r"(?:car|cars|ute|van|campervan|coche|carro|auto|vehicle|veiculo|vehiculo)"
    r"\s(?:at|from|in|en|em|no|na|del|do|da|al|desde)\s(?:(?:the|el|la|o|a)\s)?$"
)


# What the weather is like at a place, said after it: "the north side gets a lot of rain in
# winter", "en el norte llueve mucho", "no norte chove muito"
_WEATHER_SAID_AFTER_RE = _compile(
    r"\s(?:(?:gets?|has|is|are|can\sbe|tends\sto\sbe)\s(?:(?:a\slot\sof|lots\sof|much|more|less"
    r"|really|very|quite|so|too|way)\s){0,2}(?:rain|rainy|wet|wetter|drier|windy|windier|sunny"
    r"|sunnier|hotter|colder|humid|snow|snowy|cloudy)"
    r"|\s(?:(?:siempre|sempre|mucho|muito)\s)?(?:llueve|chove|hace\smas\scalor|faz\smais\scalor))"
    r"(?!\w)"
)


# "Barra do Garças", "Santa Teresa de Jesus": a capitalised name goes on after the place's own
_LONGER_NAME_AFTER_RE = re.compile(
    r"\s(?:do|da|dos|das|de|del)\s(?=[A-ZÁÉÍÓÚÂÊÔÃÕÇ][a-záéíóúâêôãõç])"
)


def _part_of_a_longer_name(utterance: _Utterance, match: re.Match[str]) -> bool:
    """Whether a place's short name is only the start of a longer one ("Barra do Garças"), not a
    place of a city named after it ("Gràcia de Barcelona", "Ribeira da Invicta")."""
    after = _LONGER_NAME_AFTER_RE.match(utterance.typed(match.end(), match.end() + 20))
    if after is None or any(
        normalise(place.name) == normalise(match[0]) for place in _PLACE_NAMES[_key(match[0])]
    ):
        return False
    rest = match.end() + after.end()
    return not (_MARKET_RE.match(utterance.folded, rest) or _PLACE_RE.match(utterance.folded, rest))


def _take_near(utterance: _Utterance, result: ParsedUtterance) -> None:
    """ "near Copacabana", "Ipanema or Leblon", "perto do centro": the first place named wins,
    leaving out the one being moved away from ("Brooklyn instead of Manhattan"), and the later
    legs of a stay split between places."""
    later_legs = _later_legs(utterance)
    later_leg_markets: set[str] = set()
    preferred_named = False  # whether the place wished so far was said as the one preferred
    home_wished = False  # whether the place wished so far is where someone the visitor sees lives
    places_found = list(utterance.find(_PLACE_RE))
    for found in places_found:
        match = _longest_place_at(utterance, found)
        if not _place_is_meant(utterance, match) or _names_the_market_porto(utterance, match):
            continue
        if len(places_found) > 1 and _LIES_CLOSER_TO_BEFORE_RE.search(
            utterance.folded, max(0, match.start() - 25), match.start()
        ):
            continue  # "y en Sunset Beach? queda más cerca de Pipeline": where the other one lies
        if _STREET_AFTER_RE.match(utterance.folded, match.end()):
            continue  # "Eastern Parkway": a street named like a place
        if _part_of_a_longer_name(utterance, match):
            continue  # "de Barra do Garças": a town whose name starts like a place
        if _centre_of_the_place_after(utterance, match):
            continue  # "downtown manhattan": the place named next says where
        if _kind_with_a_name_after(utterance, match) or _kind_with_a_name_before(utterance, match):
            continue  # "the Estádio do Bessa", "el hospital del Mar": another one, by name
        if _SHOWN_ONES_BEFORE_RE.search(
            utterance.folded, max(0, match.start() - 30), match.start()
        ) or _SHOWN_ONE_BEFORE_RE.search(
            utterance.folded, max(0, match.start() - 60), match.start()
        ):
            continue  # "esos de Surry Hills están carísimos": listings shown, by where they are
        if _kind_said_in_passing(utterance, match):
            utterance.consume(match.start(), match.end())  # "la universidad me lo paga"
            continue
        if _VISITORS_HOME_BEFORE_RE.search(
            utterance.folded, max(0, match.start() - 30), match.start()
        ):
            utterance.consume(match.start(), match.end())
            utterance.homes.append(_PLACE_NAMES[_key(match[0])])
            continue  # "we live in Hilo but need a place in Kona": where they live is no wish
        if _is_someones_home_only(
            utterance, match.span(), _STAYS_ELSEWHERE_BEFORE_RE, (_NEAR_THEM_RE,)
        ):
            # "o irmão fica na casa de um amigo em Madureira": where he sleeps, no wish of the
            # visitor's; a later "near him" means it
            utterance.consume(match.start(), match.end())
            result.venues += _not_generic(_PLACE_NAMES[_key(match[0])])
            continue
        if _is_where_someone_lives(utterance, *match.span()):
            # "My daughter lives in Paddington.": no wish yet, but what the trip is for
            utterance.consume(match.start(), match.end())
            result.home_visited = _not_generic(_PLACE_NAMES[_key(match[0])])
            result.venues += result.home_visited
            utterance.purpose_markets |= _own_markets(result.home_visited)  # still the market
            continue
        if (
            is_ruled_out(utterance.folded, match.start())
            or is_judged_unfit(utterance.folded, match.end())
            or is_a_stay_not_wanted(utterance.folded, match.start())
        ):
            result.ruled_out += [place.name for place in _PLACE_NAMES[_key(match[0])]]
        if (
            is_the_trips_purpose(utterance.folded, *match.span())
            or _joins_the_purpose(utterance, match.start(), match.end())
            or _is_a_sight_said_to_be_seen(utterance, match)
            or (
                is_where_to_be_one_night(utterance.folded, *match.span())
                and all(is_a_sight(place.name) for place in _PLACE_NAMES[_key(match[0])])
            )
            or _a_sport_spot_only(utterance, match)
        ):
            # "a game at the Camp Nou": no place to stay near, but it says which market
            utterance.purpose_end = match.end()
            utterance.consume(match.start(), match.end())
            if not is_a_commute(utterance.folded, match.start()):
                places = _PLACE_NAMES[_key(match[0])]
                utterance.purpose_markets |= _own_markets(places)
                result.venues += _not_generic(places)
            continue
        if asks_the_way_to(utterance.folded, match.start(), match.end()):
            utterance.consume(match.start(), match.end())  # "how far to the Old Port?"
            continue
        if _WEATHER_SAID_AFTER_RE.match(utterance.folded, match.end()):
            utterance.consume(match.start(), match.end())  # "the north side gets a lot of rain"
            continue
        if _CAR_HIRED_AT_RE.search(utterance.folded, max(0, match.start() - 50), match.start()):
            utterance.consume(match.start(), match.end())  # "hiring a car at the airport"
            continue
        if is_a_past_stay_gone_wrong(utterance.folded, match.start()):
            utterance.consume(match.start(), match.end())  # "a bad experience last year in …"
            continue
        if not place_is_wished(utterance.folded, match.start(), match.end()) or (
            asks_advice(utterance.folded, match.start())
            and not _is_an_area_offered(utterance, _PLACE_NAMES[_key(match[0])], *match.span())
        ):
            continue  # left for the market it names, if it names one
        if _asks_where_to_stay(utterance, match):
            # "the Peak and the Big Buddha, where's best to base ourselves?": still the market
            utterance.consume(match.start(), match.end())
            utterance.purpose_markets |= _own_markets(_PLACE_NAMES[_key(match[0])])
            continue
        utterance.consume(match.start(), match.end())
        _consume_area_words(utterance, match)
        places = _PLACE_NAMES[_key(match[0])]
        if markets := _own_markets(places):
            utterance.places_named.append((*match.span(), markets))
            if _is_left_place(utterance.remaining, *match.span()):
                utterance.places_left.add(match.span())
        if _in_a_later_leg(later_legs, match.start()):
            later_leg_markets |= {place.market for place in places}
            continue  # the first leg of a split stay is searched first
        doubted = bool(result.near) and _turns_to_another_place(utterance, match)
        # "near the harbour — Kirribilli, The Rocks?": the named place says which harbour
        specified = (
            result.near
            and all(place.generic for place in result.near)
            and not all(place.generic for place in places)
            and utterance.near_end is not None
            and _NAMED_AS_RE.fullmatch(utterance.folded, utterance.near_end, match.start())
        )
        # "somewhere central, near the Sagrada Familia": the place named says where in which city
        centre_placed = _said_central(utterance) and bool(_own_markets(places))
        # "an elopement in Central Park … preferably Upper West Side": the place preferred wins
        # over one named with no wish to be close to it
        preferred = (
            result.near
            and not result.near_cued
            and not preferred_named
            and not _offered_as_a_pair(utterance, match)
            and _is_preferred(utterance, match)
        )
        if result.near and _is_near_cued(utterance, match) and _same_places(result.near, places):
            result.near_cued = True  # "a congress at UVic, something close to the campus"
        # "en Manhattan, Midtown, cerca de Penn Station": close to a place inside the area named
        narrowed = (
            result.near
            and not result.near_cued
            and all(place.area for place in result.near)
            and not any(place.area for place in places)
            and _own_markets(result.near) & {place.market for place in places}
            and _is_near_cued(utterance, match)
            and utterance.near_end is not None
            and _IN_ONE_BREATH_RE.fullmatch(utterance.folded, utterance.near_end, match.start())
            is not None
        )
        # "Queens over Manhattan. Jackson Heights would be perfect": a place inside the district
        # wished, said in a later sentence, is the narrower wish; in one breath ("Brooklyn,
        # Williamsburg or Bushwick") the first place named wins, as ever
        within = (
            len(result.near) == 1
            and utterance.near_end is not None
            and _SENTENCE_BREAK_RE.search(utterance.folded, utterance.near_end, match.start())
            is not None
            and any(
                lies_within(place.name, result.near[0].name, result.near[0].market)
                for place in places
            )
            # said as the wish: "… would be perfect", "ideally …", "near …", "stay in …", "show me
            # TST again"
            and (
                _is_preferred(utterance, match)
                or _is_near_cued(utterance, match)
                or _ASKED_TO_SEE_BEFORE_RE.search(
                    utterance.folded, max(0, match.start() - _NEAR_CUE_REACH), match.start()
                )
                is not None
                or _STAY_CUE_RE.search(
                    utterance.folded, max(0, match.start() - _NEAR_CUE_REACH), match.start()
                )
                is not None
            )
            and not is_ruled_out(utterance.folded, match.start())
        )
        # "for Mobile World Congress … near Fira Gran Via": a place wished close to wins over a
        # landmark the gazetteer lacks, named before with no wish
        cued_after_uncued = (
            len(result.near) == 1
            and not result.near_cued
            and not result.near[0].listed
            and not result.near[0].area
            and _is_near_cued(utterance, match)
            and result.near[0].market in {place.market for place in places}
        )
        # "my cousin lives in Bankstown, we want to stay in Surry Hills": the stay said after
        # the home wins over it
        stay_after_home = (
            home_wished
            and _STAY_CUE_BEFORE_RE.search(
                utterance.folded, max(0, match.start() - _NEAR_CUE_REACH), match.start()
            )
            is not None
        )
        if (
            not result.near
            or doubted
            or specified
            or centre_placed
            or preferred
            or narrowed
            or within
            or stay_after_home
            or cued_after_uncued
        ) and not _is_left_place(utterance.remaining, *match.span()):
            # "Ribeira looks gorgeous but touristy? Open to Cedofeita": the place after the doubt
            area_markets = _own_markets(result.near) if narrowed or within else set()
            result.near = _named_as_typed(utterance, match, _PLACE_NAMES[_key(match[0])])
            if area_markets:  # "Penn Station" of Manhattan's New York, not Newark's
                result.near = tuple(p for p in result.near if p.market in area_markets)
            utterance.near_start, utterance.near_end = match.span()
            result.near_offered_too = bool(
                _OFFERED_TOO_RE.match(utterance.folded[: match.start()])
                or _ACCEPTED_TOO_RE.match(utterance.folded, match.end())
            ) and not _CHANGE_OF_MIND_RE.search(utterance.folded, 0, match.start())
            result.near_cued = _is_near_cued(utterance, match)
            preferred_named = _is_preferred(utterance, match)
            home_wished = (
                _SOMEONES_HOME_BEFORE_RE.search(
                    utterance.folded, max(0, match.start() - _SOMEONES_HOME_REACH), match.start()
                )
                is not None
            )
            if tail := _UNLISTED_KIND_TAIL_RE.match(utterance.folded, match.end()):
                # "near bolhão market": a landmark the gazetteer lacks, named as written
                utterance.consume(*tail.span())
                result.near = _named_with_tail(utterance, match, tail.end())
                if not any(place.listed for place in result.near):
                    # "the Balmoral hotel" in an Edinburgh search is no Balmoral of Sydney's
                    result.near_named = result.near[0].name
            result.near_labels_results = bool(
                _RESULTS_AFTER_PLACE_RE.match(utterance.folded, match.end())
                or _RESULTS_BEFORE_PLACE_RE.search(
                    utterance.folded, max(0, match.start() - 20), match.start()
                )
            )
            # "superhosts only in Manhattan": the area bounds the whole search, as a market does
            result.near_bounds_search = bool(
                _ONLY_IN_RE.search(utterance.folded, max(0, match.start() - 20), match.start())
                or _ONLY_AFTER_RE.match(utterance.folded, match.end())
            )
    if later_leg_markets and not later_leg_markets & {place.market for place in result.near}:
        result.near = ()  # "3 nights in Kona and 2 in Waikiki": split between markets, no place
    if not result.near:
        result.places_if_searched = next(
            (
                _PLACE_NAMES[_key(match[0])]
                for match in utterance.places_if_searched
                if place_is_wished(utterance.folded, match.start(), match.end())
            ),
            (),
        )


def _is_a_sight_said_to_be_seen(utterance: _Utterance, match: re.Match[str]) -> bool:
    """ "Pearl Harbor is a must", "mostly for Butchart Gardens"; not "Waikiki is a must"."""
    places = _PLACE_NAMES[_key(match[0])]
    return all(is_a_sight(place.name) for place in places) and is_said_to_be_seen(
        utterance.folded, *match.span()
    )


def _joins_the_purpose(utterance: _Utterance, start: int, end: int) -> bool:
    """ "the wedding events are in Jackson Heights and Flushing": one more place the trip is for."""
    purpose_end = utterance.purpose_end
    return purpose_end >= 0 and joins_the_purpose(utterance.folded, purpose_end, start, end)


_PAIRED_PLACES_RE = _compile(r"\s?(?:,|/|&|or|and|o|y|ou|e)?\s(?:the\s|el\s|la\s|o\s|a\s)?")


# "all of Queens", "toda a Zona Sul", "Queens instead", "the Eastern Suburbs in general": the
# whole place named, not a narrower one wished before inside it
_WHOLE_OF_BEFORE_RE = _compile(
    r"(?:all\sof|the\swhole\sof|whole\sof|everything\sin|any\spart\sof|anywhere\sin|toda\sa"
    r"|todo\so|toda\sla|todo\sel|cualquier\sparte\sde(?:l)?|qualquer\sparte\sd[aeo]"
    r"|qualquer\slugar\sd[aeo]|cualquier\slugar\sde(?:l)?)\s(?:(?:the|la|el|o|a)\s)?$"
)
_WHOLE_OF_AFTER_RE = _compile(
    r"\s(?:instead|in\sgeneral|as\sa\swhole|em\sgeral|en\sgeneral|mejor|entonces|then)(?!\w)"
)


# "can you show me TST again?", "what about Mong Kok?", "muéstrame Sunnyside": a place asked for
_ASKED_TO_SEE_BEFORE_RE = _compile(
    rf"(?:{_OFFER_WORDS}|show\sme|show\sus|look\sin|look\sat|muestrame|mostrame|me\smuestras"
    r"|y\sen|me\smostra|mostra|e\sem|e\sno|e\sna)\s(?:(?:the|el|la|o|a)\s)?$"
)


def _widen_to_the_whole_place(utterance: _Utterance, result: ParsedUtterance) -> None:
    if not result.near or utterance.near_start is None or utterance.near_end is None:
        return
    start, end = utterance.near_start, utterance.near_end
    if _WHOLE_OF_BEFORE_RE.search(
        utterance.folded, max(0, start - 30), start
    ) or _WHOLE_OF_AFTER_RE.match(utterance.folded, end):
        result.cleared.add("near")


_MARKETS_OF_A_PAIR = 2  # more, and the name is a kind of place found in every market


def _narrow_near_by_the_other_places(utterance: _Utterance, result: ParsedUtterance) -> None:
    """ "New Town or Stockbridge": a name found in several markets is the one in the market of
    the place paired with it."""
    markets_of_near = {place.market for place in result.near}
    if len(markets_of_near) < 2 or utterance.near_start is None or utterance.near_end is None:
        return
    others = [
        markets
        for start, end, markets in utterance.places_named
        if _PAIRED_PLACES_RE.fullmatch(utterance.folded, utterance.near_end, start)
        or _PAIRED_PLACES_RE.fullmatch(utterance.folded, end, utterance.near_start)
    ]
    if not others and len(markets_of_near) > _MARKETS_OF_A_PAIR:
        # "near train station. Maybe Newark Penn Station?": the kind, then the one meant, by
        # its own name
        named_after = [
            markets
            for start, _, markets in utterance.places_named
            if start >= utterance.near_end and len(markets) == 1
        ]
        if named_after and len(meant := named_after[0] & markets_of_near) == 1:
            result.near = tuple(
                replace(place, generic=False) for place in result.near if place.market in meant
            )
        return
    shared = set.intersection(*others) & markets_of_near if others else set()
    if len(shared) == 1:
        result.near = tuple(place for place in result.near if place.market in shared)


# --- places --------------------------------------------------------------------------------

_MARKET_NAMES: dict[str, str] = _lookup({m.name: m.name for m in MARKETS}) | _lookup(MARKET_ALIASES)
# A market's own name and spellings ("Rio", "nyc"), not the areas that also name it ("Manhattan")
_OWN_NAMES = set(_lookup([m.name for m in MARKETS])) | set(_lookup(MARKET_SPELLINGS))
_COUNTRY_NAMES: dict[str, str] = _lookup(lexicon.COUNTRY_WORDS) | _lookup(
    lexicon.COUNTRY_WORDS_NEEDING_A_CAPITAL
)
_CAPITAL_ONLY = set(_lookup(lexicon.PLACES_NEEDING_A_CAPITAL))
# "USA", never "Usa silla de ruedas" (uses) at the start of a sentence
_ALL_CAPITALS_ONLY = {"usa"}
_MARKET_RE = _compile(_any_of([*(m.name for m in MARKETS), *MARKET_ALIASES]))
# "Porto Alegre", "Porto Velho", "Victoria Falls": cities we lack whose names start with a
# market's
_CITIES_NAMED_FROM_A_MARKET_RE = _compile(
    _any_of(
        place
        for place in _OTHER_PLACES
        if (market := _MARKET_RE.match(normalise(place))) and market.end() < len(normalise(place))
    )
)
# "Do any of them have aircon? Heard New York in August is brutal": a market's weather remarked
# on after the message has asked its own thing, no destination
_SEASON_REMARKED_RE = _compile(
    r"(?<=[.!?]\s)(?:(?:heard|i\sheard|i\shear|i've\sheard|apparently|they\ssay|dicen\sque"
    r"|dizem\sque)\s)?"
    rf"(?P<market>{_MARKET_RE.pattern})\s(?:in|en|em)\s{_MONTH}\s"
    r"(?:is|gets|can\sbe|will\sbe|es|esta|e|fica)\s"
    r"(?:(?:so|really|very|super|muy|muito|bem|quite|pretty|a\sbit|too)\s)?"
    r"(?:brutal|hot|cold|freezing|humid|sticky|muggy|no\sjoke|rainy|wet|a\sfurnace|an\soven"
    r"|un\shorno|um\sforno|caluroso|calurosa|quente|frio|fria|helado|gelado|insane|crazy|packed"
    r"|busy|heaving)(?!\w)"
)

# "can you show Istanbul again", "show me the Porto ones again": the earlier search of that market
_SHOW_AGAIN_RE = _compile(
    r"(?P<show>(?<!\w)(?:show|bring\sback)\s(?:me\s|us\s)?)(?:the\s)?"
    rf"(?:{_MARKET_RE.pattern})(?P<again>\s(?:ones\s|places\s|options\s)?again)(?!\w)"
)


# "north shore oahu", "north shore de oahu": the market said right after
_MARKET_AFTER_RE = _compile(
    rf"[\s,]{{1,3}}(?:(?:in|on|en|em|de|do|da|del)\s)?(?P<market>{_MARKET_RE.pattern})"
)
# "oahu north shore", "porto, foz": the market said right before the place.
_MARKET_BEFORE_RE = _compile(
    rf"(?P<market>{_MARKET_RE.pattern})[\s,]{{1,3}}(?:(?:the|o|a|la|el)\s)?$"
)
# "surfar em oahu em dezembro, north shore": the place set apart after its market and month.
_MARKET_THEN_COMMA_RE = _compile(
    rf"(?P<market>{_MARKET_RE.pattern})\s(?:in|em|en|during|durante)\s{_MONTH},\s?$"
)
_COUNTRY_RE = _compile(_any_of([*lexicon.COUNTRY_WORDS, *lexicon.COUNTRY_WORDS_NEEDING_A_CAPITAL]))
# "under 250 US": a name that is also a word, right after an amount, names its money
_AMOUNT_BEFORE_RE = re.compile(r"\d\s?$")
# "what about Porto instead of Barcelona", "la primera vez que salimos de España": the place
# after these is the one being left.
_LEAVING = _any_of(
    ("instead of", "rather than", "not in", "not", "from", "en vez de", "en lugar de",
     "em vez de", "em lugar de", "no en", "não em", "não no", "não na", "salimos de",
     "salgo de", "venimos de", "vengo de", "somos de", "soy de", "saímos de", "saio de",
     "saímos do", "saio do", "viemos de", "venho de", "viemos do", "venho do", "sou de",
     "somos do", "sou do", "leaving",
     # "un finde en Nueva York, saliendo desde Montreal", "saindo de montreal": where they set off
     "saliendo de", "saliendo desde", "saliendo del", "partiendo de", "partiendo desde",
     "saindo de", "saindo do", "saindo da", "partindo de", "partindo do", "partindo da",
     # "calls with clients in Sydney at 10pm Portugal time": where others are
     "clients in", "client in", "customers in", "clientes en", "clientes em", "clientes no",
     "clientes na")
)  # fmt: skip
# "coming up from Kingston and Brooklyn.": both places are left, when the second ends its clause
# (in "coming from Lisbon and Porto is our choice" Porto is wished).
_LEFT_PLACE_RE = _compile(
    # "graduating from SUNY Albany" is where the trip goes
    r"(?<!graduating\s)(?<!graduates\s)(?<!graduated\s)(?<!graduate\s)"
    # "not too far from the Sagrada Familia", "a short walk away from it": how close, not left
    r"(?<!far\s)(?<!away\s)(?<!distance\s)(?<!walk\s)(?<!minutes\s)(?<!mins\s)"
    rf"{_LEAVING}\s(?:the\s)?"
    rf"(?P<first>[\w'-]{{2,20}}(?:\s[\w'-]{{2,20}})?\s(?:and|y|e|or|o|ou)\s)?$"
)
_CLAUSE_ENDS_RE = re.compile(_ENDS_A_CLAUSE)
_LEFT_PLACE_REACH = 80


def _is_left_place(text: str, start: int, end: int) -> bool:
    """Whether the place at ``text[start:end]`` is the one being left: "not in Porto", "em vez do
    Rio", but not "Lisboa? não, no Porto", where a comma makes "no" a correction."""
    leaving = _LEFT_PLACE_RE.search(text, max(0, start - _LEFT_PLACE_REACH), start)
    if leaving is None or "," in leaving[0]:
        return False
    return not leaving["first"] or _CLAUSE_ENDS_RE.match(text, end) is not None


_OTHER_PLACE_RE = _compile(_any_of(_OTHER_PLACES))
_KNOWN_REGIONS = set(_lookup(lexicon.KNOWN_REGIONS))
_STATES_OF_MARKETS_RE = _compile(_any_of(lexicon.STATES_OF_MARKETS))
_PLACE_LEAD = r"(?<!\w)(?i:in|to|near|at|around|visit|visiting|en|em|no|na|para)\s"
_CAPITALISED_WORD = r"[A-ZÀ-Þ][\w'.-]*"
# "Near Disneyland I suppose": the pronoun "I" ends a name, and so do a month before its day and
# a weekday ("in Montreal Oct 14-18", "in Montreal Fri Oct 14")
_A_DATE_WORD = (
    rf"(?i:{_any_of(lexicon.MONTH_WORDS)})\.?\s?\d"
    r"|(?i:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday"
    r"|saturday|sunday)\.?(?![\w'-])"
)
_NAME_GOES_ON = rf"(?!I(?![\w'.-]))(?!{_A_DATE_WORD}){_CAPITALISED_WORD}"
# "May. I'll": a word that ends its sentence ends the name, unless it is an abbreviation ("St.")
_PLACE_NAME = (
    rf"{_CAPITALISED_WORD}(?:\s(?<![a-z]{{2}}\.\s)(?:{_NAME_GOES_ON}|(?:de|da|do|das|dos|del|los|las|of|des|du|di|van|der|den)(?!\w)))"
    r"{0,4}"
)
_CAPITALISED_RE = re.compile(rf"{_PLACE_LEAD}(?P<place>{_PLACE_NAME})")
_ACRONYM_RE = re.compile(r"[A-Z]{2,5}")
_PLACE_KIND_TAIL = "|".join(
    re.escape(tail).replace(r"\ ", r"\s") for tail in lexicon.PLACE_KIND_TAILS
)
# "near bolhão market": the word for a kind of place after a landmark's name is part of it.
# "near bolhão market", "close to gorgie city farm": one word of a name may come before the kind.
_UNLISTED_KIND_TAIL_RE = _compile(
    rf"\s(?:(?:city|town|old|new|central|grand|royal|botanic|botanical|national|main)\s)?"
    rf"(?:{_PLACE_KIND_TAIL})(?!\w)"
)
# Words of a wish to stay near a place, in English; each reading adds the Spanish and Portuguese.
_NEAR_CUES = (
    r"near|close\sto|next\sto|walking\sdistance\s(?:to|of|from)|walk\sto|walkable\sto"
    r"|a\sshort\swalk\s(?:to|from)|malapit\ssa"  # Filipino "near", typed inside English
)
_NEAR_NAMED_RE = re.compile(
    rf"(?<!\w)(?i:{_NEAR_CUES}|perto\sd[aoe]s?|cerca\sde(?:l|\sla)?|junto\sa(?:l|o)?)\s"
    rf"(?P<article>(?i:the)\s)?(?P<place>(?P<name>{_PLACE_NAME})(?:\s(?:{_PLACE_KIND_TAIL})(?!\w))?)"
)

# "near the palace theatre", "walking distance to gorgie stadium": a landmark typed in lower case
# is a name when a word that is no kind of place comes before its kind.
_NEAR_TYPED_LOWER_RE = re.compile(
    rf"(?<!\w)(?:{_NEAR_CUES})\s(?:the\s)?(?P<place>(?P<name>[a-z][\w'-]{{3,20}})"
    rf"\s(?:{_PLACE_KIND_TAIL}))(?!\w)"
)


# "somewhere in Southside", "cerca de la University of Victoria", "em Bonfim": a capitalised name
# the gazetteer lacks, where the visitor wants to stay.
_LOCATED_RE = re.compile(
    r"(?<!\w)(?:(?P<near>(?i:near|around|close\sto|cerca\sde(?:l|\sla)?|perto\sd[aoe]s?))"
    r"|(?i:in|by|at|en|em|no|na))\s(?:(?i:the|la|el|o|a)\s)?"
    rf"(?P<place>{_PLACE_NAME})"
)
# "Southside or Newington would be ideal": the first of two names offered as the wish.
_WISHED_PAIR_RE = re.compile(
    rf"(?<![\w'.-])(?P<place>{_PLACE_NAME})\s(?:or|ou|o)\s{_PLACE_NAME}\s"
    r"(?P<near>(?i:would\sbe\s(?:ideal|great|perfect|best|lovely)|preferably|ideally"
    r"|ser[ií]a\s(?:ideal|perfect[oa]|genial|[oó]timo)|de\sprefer[eê]ncia))"
)
# "in", "em", "no" name where the visitor stays only after a wish to stay there ("somewhere in
# Southside", "algo em Bonfim"), not in "que en Vigo llueve".
_STAY_CUE_RE = _compile(_any_of(lexicon.STAY_SOMEWHERE_CUES))
# "I live in Denver", "vengo de Bogotá": where the visitor is from is no place to stay.
_HOME_BEFORE_RE = _compile(
    r"(?:live|living|lives|based|from|born|grew\sup|moro|vivo|vivimos|moramos|resido|soy\sde"
    # "os meus primos, que vivem ali perto do boulevard Saint-Laurent"
    r"|(?:vive|viven|vivem|mora|moram)(?:\s(?:ali|alli|alla|there|aqui|aca))?"
    r"(?:\s(?:perto|cerca))?"
    # "soy restaurador aquí en Puebla", "back home in Lagos"
    r"|(?<!\w)(?:aqui|aca|here|back\shome)"
    # "the rest are staying at her place in Logan"
    r"|sou\sde|(?:her|his|their|my|our|[a-z]{1,20}'s)\s(?:place|house|home|flat|apartment))"
    r"(?:\s[\w']+)?\s(?:in|en|em|no|na|at)?\s?(?:(?:the|la|el|o|a)\s)?$"
)
_HOME_REACH = 30  # characters before a place read for "from", "live in", "her place in"


def _is_a_home(folded: str, start: int) -> bool:
    """Whether the place at ``start`` is said as where someone lives, works or comes from ("from
    near Freiburg", "her place in Logan", "a lecturer at Chancellor College in Zomba") rather than
    where to stay."""
    return bool(
        _HOME_BEFORE_RE.search(folded, max(0, start - _HOME_REACH), start)
        or _WORKPLACE_BEFORE_RE.search(folded, max(0, start - _WORKPLACE_REACH), start)
    )


_WORKPLACE_REACH = 60
# "I work at a college in Zomba", "I'm a lecturer at Chancellor College in Zomba", "trabajo en un
# hospital en Tunja": where the visitor's work is
_WORKPLACE_BEFORE_RE = _compile(
    r"(?<!\w)(?:(?:i|we)\s(?:work|teach|study)|(?:i'm|im|i\sam)\s(?:a|an)\s[\w-]+|trabajo"
    r"|trabalho|estudio|estudo|ensino|enseno)"
    r"(?:\s(?:at|in|en|em|for|para|no|na)(?:\s[\w'-]+){0,4}?(?:\s(?:in|en|em))?)?\s$"
)


_NAME_LINK_RE = re.compile(r"(?:\s(?:of|de|do|da|del))+$")
_NOT_NAMES = lexicon.NOT_PLACE_WORDS | {normalise(month) for month in lexicon.MONTH_WORDS}
_HOLIDAYS = set(_lookup(lexicon.HOLIDAY_NAMES))
_SHORTEST_NAME = 3


# "Depois Brisbane", "después Sídney", "after that Brisbane": a later leg of the trip, not
# where this search looks.
_LATER_LEG_RE = _compile(
    rf"(?<!\w){_any_of(lexicon.LATER_LEG_WORDS)}(?:\s(?:em|en|in|a|para|to|no|na))?\s$"
)


# "a place in London", "alojamentos em Lisboa", "what about Paris?": where the stay is, unlike
# "from London", "on the way home to Melbourne" or "training it to Amsterdam after".
_DESTINATION_BEFORE_RE = _compile(
    r"(?:^\W{0,3}|(?<!\w)(?:in|en|em|no|na|para|pra|to|a|for|going\sto|go\sto|ir\sa|ir\spara"
    r"|vamos\sa|vamos\spara|visit|visiting|visitar|what\sabout|how\sabout|que\stal|thinking"
    r"|pensando\sen|pensando\sem"
    # "Do you have Bali?", "¿tienen Miami?": a market asked for
    r"|do\syou\shave|do\su\shave|have\syou\sgot|you\sgot|tienen|tienes|voces\stem|voce\stem)\s)$"
)
# Where the visitor comes from, lives, passes through or has been ("I tried coliving in
# Medellín"), and a place said of something else ("que en Vigo llueve"), is no destination.
_PASSING_THROUGH_RE = _compile(
    _any_of(("from", "desde", "way", "home", "after", "stopover", "escala", "layover", "live",
             "fiz", "fizemos", "hice", "hicimos",
             "lives", "vivo", "vive", "moro", "mora", "based", "tried", "stayed", "lived", "went",
             "been", "estuve", "estuvimos", "fui", "fuimos", "vivi", "estive",
             "estivemos", "morei", "fomos", "via", "through", "connecting", "connection",
             "day trip", "day-trip", "daytrip", "excursion", "excursión", "excursão", "passeio"))
    + r"|(?<!\w)(?:que|porque|because|since)\s(?:in|en|em|no|na)\s$"
    # "I was in Lisbon last year", not "was thinking Lisbon"
    + r"|(?<!\w)(?:was|were)(?!\s(?:thinking|planning|hoping|considering|wondering)(?!\w))(?!\w)"
    # "nós no Algarve não sabemos o que é frio", "we in Canada": where the visitor is from
    + r"|(?<!\w)(?:nos|we|nosotros|nosotras)\s(?:in|en|em|no|na)\s$"
    # "ni un peso más, que estamos en Argentina": where the visitor is now
    + r"|(?<!\w)(?:estamos|estoy|estou|we're|we\sare|i'm|i\sam)\s(?:in|en|em|no|na)\s$"
    # "con el dólar como está en Argentina": how things are there
    + r"|(?<!\w)(?:como|how)\s(?:esta|estan|anda|andan|things\sare|it\sis)\s(?:in|en|em|no|na)\s$"
    # "about what you'd pay in Nashville", "lo que cuesta en Lima": what things cost there
    + r"|(?<!\w)(?:pay|paid|spend|spent|costs?|pagas|pagar|pagaria|pagamos|cuesta|cuestan|custa"
    r"|custam)\s(?:in|en|em|no|na)\s$"
    + r"|(?<!\w)(?:com|con|with)\s(?:(?:a|o|la|el)\s)?$"
)  # fmt: skip


# "Pensaba que era Escocia, no Mónaco": in Spanish "no" denies, where in Portuguese it is "in the".
_SPANISH_NO_RE = _compile(r"(?<!\w)no\s$")


def _goes_on_to_a_place_we_do_not_have(utterance: _Utterance, start: int) -> bool:
    """ "depois de Barcelona queremos ir a Lisboa": a destination we do not have, in the sentence
    of the market; not "after Barcelona we fly back home to London"."""
    sentence_start, sentence_end = _sentence_around(utterance.folded, start)
    return any(
        _is_a_destination(utterance.folded, other.start())
        for other in _OTHER_PLACE_RE.finditer(utterance.folded, sentence_start, sentence_end)
    )


# "I plan weddings in Accra", "I teach in Lagos": what the visitor does at home, said in the first
# person present; not "I want to go to Lisbon", "we stay in Paris first".
_DONE_AT_HOME_BEFORE_RE = _compile(
    r"(?:^|[.!?,;]\s?)\W{0,2}(?:i|we)\s"
    r"(?:work|teach|plan|run|manage|own|study|practi[cs]e|sell|build|fix|repair|restore|design"
    r"|coach|farm|fish|trade|import|export)\s(?!(?:to|a\strip|our\strip|my\strip)\s)"
    r"(?:[a-z']{1,15}\s){0,2}(?:in|en|em)\s$"
    # "Sou corretor em Balneário Camboriú", "soy profesora en Sevilla": what one is, at home
    r"|(?:^|[.!?,;]\s?)\W{0,2}(?:sou|soy|i'm\sa|im\sa|i\sam\sa|i'm\san|i\sam\san)\s"
    r"(?:[a-z']{1,15}\s){1,2}(?:in|en|em)\s$"
)


# "because my team's in Toronto", "porque mi equipo está en Toronto": where someone else is, not
# the trip ("my marathon is in Chicago", "my daughter is in Lisbon" are where it goes).
_SOMEONE_ELSE_IS_IN_BEFORE_RE = _compile(
    r"(?<!\w)(?:because|since|cause|cos|as|porque|pois|ya\sque|ja\sque)\s"
    r"(?:my|our|mi|mis|nuestro|nuestra|nuestros|nuestras|meu|minha|meus|minhas|nosso|nossa"
    r"|nossos|nossas)\s"
    rf"{_any_of(lexicon.OTHERS_ELSEWHERE_NOUNS)}"
    r"(?:'s|\sis|\sare|\sesta|\sestan|\sestao)\s(?:(?:based|all|still)\s)?(?:in|en|em)\s$"
)


# "da última vez peguei uma furada em São Paulo", "last year in Paris", "used to … in Angus": a
# trip gone by, or a habit of home
_A_PAST_TRIP_BEFORE_RE = _compile(
    r"(?<!\w)(?:last\stime|the\stime\sbefore|da\sultima\svez|na\sultima\svez|la\sultima\svez"
    r"|last\syear|last\ssummer|ano\spassado|el\sano\spasado|el\sverano\spasado|verao\spassado"
    # "he's used to running about the fields in Angus": a habit of before, or of home
    r"|used\sto|solia|soliamos|costumava|costumavamos)"
    r"(?!\w)[^.!?;]{0,40}$"
)


def _is_a_destination(folded: str, start: int) -> bool:
    before = folded[max(0, start - 30) : start]
    # "we are couple from Brno. We like to visit Brussels": the sentence's own words
    before = before[max((before.rfind(mark) for mark in ".!?"), default=-1) + 1 :]
    if _A_PAST_TRIP_BEFORE_RE.search(folded, max(0, start - 60), start):
        return False
    if _DONE_AT_HOME_BEFORE_RE.search(folded, max(0, start - 50), start):
        return False
    if _SOMEONE_ELSE_IS_IN_BEFORE_RE.search(folded, max(0, start - 50), start):
        return False
    if _SPANISH_NO_RE.search(before) and message_language(folded) == "es":
        return False
    if is_said_of_elsewhere(folded, start):
        return False  # "en Quito las casas no tienen calefacción": how homes are there
    return bool(_DESTINATION_BEFORE_RE.search(before)) and not _PASSING_THROUGH_RE.search(before)


def _names_another_market(utterance: _Utterance, market: str) -> bool:
    """Whether the message names a market other than ``market`` ("Jersey City with a view of
    Manhattan"); with none, "a flat with a view of Manhattan" is still in New York."""
    named = (_MARKET_NAMES.get(_key(found[0])) for found in _MARKET_RE.finditer(utterance.folded))
    return any(other is not None and other != market for other in named)


_THEN_AFTER_A_MARKET_RE = _compile(
    r"(?:\s(?:first|primero|primeiro))?"
    r"(?:\s(?:for|por|para|pra)\s[\w'-]{1,20}(?:\s[\w'-]{1,20}){0,2})?,?\s"
    r"(?:(?:and|y|e)\s)?(?:then|luego|despues|depois|y\sluego|e\sdepois)\s"
    rf"(?P<hedge>{_any_of(lexicon.MAYBE_WORDS)}\s)?(?:(?:to|a|para|pra)\s)?"
)
# "esticar para Maui depois de Oahu", "Brisbane after Sydney": a leg of the trip before this one
_EARLIER_LEG_RE = _compile(
    r"(?<!\w)(?:after|depois\sd[eao]|despues\sde(?:l)?|apos|tras)\s(?:(?:the|el|la|o|a)\s)?$"
)


_BESIDE_THE_LAST_RE = _compile(
    r"\s?,?\s?(?:(?:just|right|bem|justo|mesmo|muy|very)\s)?(?:near|close\sto|next\sto|outside"
    r"|across\sfrom|ao\spe\sde|perto\sde|junto\sa|cerca\sde|al\slado\sde|ao\slado\sde"
    r"|frente\sa|en\sfrente\sde|em\sfrente\sa)\s(?:(?:the|el|la|o|a)\s)?"
)


def _is_later_leg(folded: str, start: int) -> bool:
    return bool(_LATER_LEG_RE.search(folded[max(0, start - 20) : start]))


def _take_split_stay(utterance: _Utterance, result: ParsedUtterance) -> None:
    """ "first 5 nights in Maui and then the Big Island", "3 días en Sídney y luego Brisbane": a
    stay split between two of our markets searches neither."""
    if utterance.later_leg_named and "location" in result.settings:
        del result.settings["location"]
        result.markets_undecided = True


_CONVERTED_INTO_BEFORE_RE = _compile(
    r"(?:(?:how\smuch|what)(?:\sis|'s)?\s(?:that|this|it)|convert(?:ed)?(?:\s(?:that|it|this))?"
    r"|(?:cuanto|quanto)\s(?:es|e|seria|da)(?:\s(?:eso|isso|isto|esto))?)\s(?:in|into|en|em|no|na)\s$"
    # "are these prices in aussie dollars or US": one currency or another
    r"|(?:dollars|dolares|aud|cad|hkd|euros|pounds|reais|lira)\s(?:or|o|ou)\s(?:in\s)?$"
    # "whatever that is in US", "$300 a night US": the currency of an amount just said
    r"|(?:that|it|this)(?:\sis|'s|s|\scomes\sto|\sworks\sout)\sin\s$"
    r"|\d[^.!?]{0,12}\s(?:night|noche|noite|nightly)\s$"
)


def _places(
    utterance: _Utterance,
    pattern: re.Pattern[str],
    names: dict[str, str],
    spans: list[tuple[int, int]] | None = None,
    *,
    wished_only: bool = False,
) -> list[str]:
    """Canonical places named, in order, leaving out the ones the visitor is moving away from
    or going to later and, ``wished_only``, those in a denied or conditional clause ("não vou
    levar móveis de Portugal"); ``spans`` receives where each was named."""
    named = []
    last_end = -1  # where the last market named ends
    for match in utterance.find(pattern):
        key = _key(match[0])
        if key in _CAPITAL_ONLY and (
            not utterance.is_capitalised(match.start())
            or _AMOUNT_BEFORE_RE.search(utterance.folded, max(0, match.start() - 2), match.start())
        ):
            continue
        if key in _ALL_CAPITALS_ONLY and not utterance.typed(*match.span()).isupper():
            continue
        if _STREET_AFTER_RE.match(utterance.folded, match.end()):
            utterance.consume(match.start(), match.end())
            continue  # "the one on Newark Ave": a street named after the city
        if names is _COUNTRY_NAMES and _CONVERTED_INTO_BEFORE_RE.search(
            utterance.folded, max(0, match.start() - 30), match.start()
        ):
            utterance.consume(match.start(), match.end())
            continue  # "How much is that in US?": a currency asked for, not a country
        if (
            names is _MARKET_NAMES
            and _is_closer_to(utterance.folded, match.start())
            and _names_another_market(utterance, _MARKET_NAMES[key])
        ):
            utterance.consume(match.start(), match.end())
            continue  # "Jersey City, queda más cerca de NY": the market compared with
        if _a_places_clock(utterance.folded, *match.span()):
            # "I work UK hours": the visitor's clock, not where they go
            utterance.consume(match.start(), match.end())
            continue
        if (
            names is _MARKET_NAMES
            and _BEEN_THERE_BEFORE_RE.search(
                utterance.folded, max(0, match.start() - 25), match.start()
            )
            and _names_another_market(utterance, _MARKET_NAMES[key])
        ):
            # "he'd rather do Barcelona, we've both been to Istanbul before": a trip made
            utterance.consume(match.start(), match.end())
            continue
        seen_from = is_seen_from(utterance.folded, match.start()) and key not in _OWN_NAMES
        earlier = _EARLIER_LEG_RE.search(
            utterance.folded, max(0, match.start() - 20), match.start()
        )
        if (seen_from or earlier) and (
            _names_another_market(utterance, names[key])
            # "depois de Barcelona queremos ir a Lisboa": a leg before one we do not have
            or (earlier and _goes_on_to_a_place_we_do_not_have(utterance, match.start()))
        ):
            # "Jersey City with a view of Manhattan", "Maui after Oahu": not the market searched;
            # "a view of Rio" is still in Rio
            utterance.consume(match.start(), match.end())
            continue
        if last_end >= 0 and _BESIDE_THE_LAST_RE.fullmatch(
            utterance.folded, last_end, match.start()
        ):
            # "Jersey City, ao pé de Nova Iorque": the market before, placed by this one
            utterance.consume(match.start(), match.end())
            continue
        # "Barcelona for Gaudí then Porto for Siza", "brisbane first for 5 nights then maybe sydney"
        then_after = (
            _THEN_AFTER_A_MARKET_RE.fullmatch(utterance.folded, last_end, match.start())
            if last_end >= 0
            else None
        )
        later_leg = _is_later_leg(utterance.folded, match.start()) or then_after is not None
        last_end = match.end()
        # a leg that only may follow leaves the first one searched
        utterance.later_leg_named |= later_leg and not (then_after and then_after["hedge"])
        if later_leg or (wished_only and not place_is_wished(utterance.folded, match.start())):
            utterance.consume(match.start(), match.end())
            continue
        if not wished_only and is_the_trips_purpose(utterance.folded, *match.span()):
            # "a game at the Camp Nou": the market only if no other place is named
            if not is_a_commute(utterance.folded, match.start()):
                utterance.purpose_markets.add(names[key])
            utterance.consume(match.start(), match.end())
            continue
        if (
            # "Hong Kong: where's best to base ourselves?" asks where in the market
            (asks_advice(utterance.folded, match.start()) and not _asks_where_in(utterance))
            or asks_if_true(utterance.folded, match.start())
            or _SAME_AS_IN_RE.search(utterance.folded, max(0, match.start() - 20), match.start())
            or _asks_how_far_from(utterance, match.start())
        ):
            utterance.consume(match.start(), match.end())
            continue
        if not _is_left_place(utterance.remaining, *match.span()):
            named.append(names[key])
            if spans is not None:
                spans.append(match.span())
        utterance.consume(match.start(), match.end())
    return named


# "we've both been to Istanbul before", "ya estuvimos en Oporto", "já fomos ao Rio": a trip made
_BEEN_THERE_BEFORE_RE = _compile(
    r"(?<!\w)(?:been|visited|(?:ya|ja)\s(?:estuvimos|estuve|fuimos|fui|conocemos|conozco"
    r"|estivemos|estive|fomos|conhecemos|conheco|visitamos|visite|visitei))"
    r"\s(?:(?:to|in|en|em|a|al|ao|no|na)\s)?$"
)
# "o segundo fica longe do porto?", "how far is the first from Manhattan?": a question about a
# listing shown measures from the place; it searches nowhere new.
_DISTANCE_FROM_RE = _compile(
    r"(?:far|close|near|longe|perto|lejos|cerca|distance|distancia|distância)"
    r"\s(?:from|to|of|de|do|da|del|dos|das|a|al|ao)\s(?:(?:the|el|la|o|a)\s)?$"
)


def _asks_how_far_from(utterance: _Utterance, start: int) -> bool:
    folded = utterance.folded
    if not _DISTANCE_FROM_RE.search(folded, max(0, start - 25), start):
        return False
    sentence_start, sentence_end = _sentence_around(folded, start)
    asks_of_one_shown = utterance.points_at_a_listing and _is_question(
        folded, sentence_start, sentence_end
    )
    return asks_of_one_shown or _within(start, utterance.question_spans)


# "lo mismo que en Estambul", "same as in Porto": the wishes of a search before, not its market.
_SAME_AS_IN_RE = _compile(
    r"(?:lo\smismo\sque|igual\sque|o\smesmo\sque|same\sas|just\slike|like\swe\shad)"
    r"\s(?:in|en|em|no|na)\s$"
)
# A place's clock, kept by the visitor ("I work UK hours", "I keep Sydney time"); not "I need
# some Maui time"
_CLOCK_KEPT_BEFORE_RE = _compile(
    r"(?:work|working|works|keep|keeping|follow|following)\s(?:the\s)?$"
)
_CLOCK_AFTER_RE = _compile(
    r"\s(?:hours|time|time\szone|timezone|office\shours|business\shours|working\shours)(?!\w)"
)
_OFFICE_HOURS_AFTER_RE = _compile(r"\s(?:office|business|working)\shours(?!\w)")
# "trabajo en hora de España", "no fuso de Portugal"; not "a una hora de Barcelona", a distance
_CLOCK_BEFORE_RE = _compile(
    r"(?:en\shora|en\sel\shorario|no\shorario|horario|no\sfuso(?:\shorario)?|fuso\shorario"
    r"|zona\shoraria)\s(?:de|do|da|del)\s(?:la\s|o\s)?$"
)


def _a_places_clock(folded: str, start: int, end: int) -> bool:
    """Whether the place is named for the clock the visitor keeps ("I work UK hours", "I keep
    Sydney time"), not "some Maui time" nor "Spain time!"."""
    return bool(
        (
            _CLOCK_AFTER_RE.match(folded, end)
            and _CLOCK_KEPT_BEFORE_RE.search(folded, max(0, start - 20), start)
        )
        or _OFFICE_HOURS_AFTER_RE.match(folded, end)
        or _CLOCK_BEFORE_RE.search(folded, max(0, start - 25), start)
    )


_STREET_AFTER_RE = _compile(
    rf"\s(?:{_any_of(lexicon.STREET_WORDS)}(?!\w)"
    rf"|{_any_of(lexicon.STREET_ABBREVIATIONS)}\.?(?=\s?(?:[,;:!?)]|$)|\.\s|\s[a-z]{{1,3}}\s))"
)


# "Sydney or Brisbane", "comparar Maui e a Big Island"
_ALTERNATIVE_RE = _compile(
    rf"^[\s{_CONSUMED}]{{0,3}}(?:or|o|ou|vs|versus|and|y|e)\s(?:(?:in|en|em|no|na|the|a|la)\s)?"
    rf"[\s{_CONSUMED}]?$"
)


_BOTH_RE = _compile(
    rf"^[\s{_CONSUMED}]{{0,3}}(?:and|y|e|&)\s(?:(?:in|en|em|no|na|the|a|la)\s)?[\s{_CONSUMED}]?$"
)
_WEIGHING_RE = _compile(
    _any_of(("between", "entre", "either", "whether", "si", "se", "compare", "comparing",
             "comparar", "comparando"))
    + r"\s?$"
)  # fmt: skip


# "a loft in New York or a townhouse in Jersey City": an "or" further apart still offers both.
_LOOSE_ALTERNATIVE_RE = re.compile(r"(?<!\w)(?:or|ou|vs|versus|either|whichever)(?!\w)")
_LONGEST_ALTERNATIVE_GAP = 40


_STATE_AFTER_MARKET_RES = tuple(
    _compile(rf"{_any_of((market,))}(?P<state>,?\s\(?{_any_of(states)}\)?)")
    for market, states in lexicon.MARKET_STATES.items()
)


_FESTIVALS: dict[str, str] = _lookup(lexicon.FESTIVAL_MARKETS)
_FESTIVAL_RE = _compile(_any_of(lexicon.FESTIVAL_MARKETS))


def _take_festivals(utterance: _Utterance, result: ParsedUtterance) -> None:
    """ "me and my sister want to do the fringe": the market the festival is held in ("on the
    fringe of the CBD" is an edge)."""
    for match in utterance.find(_FESTIVAL_RE):
        if not _OF_AFTER_RE.match(utterance.folded, match.end()):
            result.festival_market = _FESTIVALS[_key(match[0])]
            utterance.consume(*match.span())


# The state, which holds Albany as well as the city: "Albany Medical Center in New York state"
_NEW_YORK_STATE_RE = _compile(
    r"(?:upstate\s)?new\syork\sstate(?!\scapitol)|upstate\s(?:new\syork|ny)(?!\w)|ny\sstate"
    r"|(?:el\s|o\s)?estado\sde\s(?:nueva|nova)\s(?:york|iorque)"
)


def _take_places(utterance: _Utterance, result: ParsedUtterance) -> None:
    for pattern in _STATE_AFTER_MARKET_RES:
        for match in pattern.finditer(utterance.folded):
            utterance.consume(*match.span("state"))  # "albany new york" is Albany
    utterance.consume_all(_NEW_YORK_STATE_RE)
    spans: list[tuple[int, int]] = []
    markets = _places(utterance, _MARKET_RE, _MARKET_NAMES, spans)
    countries = _places(utterance, _COUNTRY_RE, _COUNTRY_NAMES, wished_only=True)
    # Two markets offered as alternatives set none: "Sydney or Brisbane", "entre Sídney y
    # Brisbane", "Brooklyn ou até Jersey City"; otherwise the last place named wins: "Maui? no,
    # Kauai".
    # "driving up from JFK" names no market over the graduation's at UAlbany
    places_named = [
        (start, end, named_markets)
        for start, end, named_markets in utterance.places_named
        if not (utterance.purpose_markets and (start, end) in utterance.places_left)
    ]
    named = sorted(
        [
            *((start, end, {market}) for market, (start, end) in zip(markets, spans, strict=True)),
            *places_named,
        ]
    )
    joined = [
        (a_start, utterance.remaining[a_end:b_start])
        for (a_start, a_end, a_markets), (b_start, _, b_markets) in itertools.pairwise(named)
        if not a_markets & b_markets
        and (
            _ALTERNATIVE_RE.search(utterance.remaining[a_end:b_start])
            or (
                b_start - a_end <= _LONGEST_ALTERNATIVE_GAP
                and _LOOSE_ALTERNATIVE_RE.search(utterance.folded[a_end:b_start])
            )
        )
    ]
    if joined:
        result.markets_undecided = True
        # "a week in each, Montreal and Victoria": both are planned, neither is searched now;
        # "between Sydney and Brisbane" still weighs them
        result.markets_both = all(
            _BOTH_RE.search(between) and not _WEIGHING_RE.search(utterance.folded[:start])
            for start, between in joined
        )
    elif markets:
        result.settings["location"] = markets[-1]
    elif len(utterance.purpose_markets) == 1 and not places_named:
        result.settings["location"] = next(iter(utterance.purpose_markets))
    elif countries:
        result.settings["country"] = countries[-1]


# "cerca de ... galerias de paris": a street, gallery or square named after a city, where the
# visitor wishes to stay; the city itself is not meant.
_NAMED_AFTER_RE = _compile(r"(?P<head>[^\W\d_]{3,20})\s(?:de|da|do|das|dos|del|of)\s$")
_WISH_NEAR_RE = _compile(
    r"(?<!\w)(?:near|close\sto|next\sto|cerca|perto|junto|zona|area|barrio|bairro)(?!\w)"
)
_NAME_LINKS = frozenset({"de", "da", "do", "das", "dos", "del", "los", "las", "of", "des", "du"})


def _named_after_a_city(utterance: _Utterance, match: re.Match[str]) -> str | None:
    """The place a destination's name stands in ("galerias de paris"), when a wish to stay
    near it comes first in its sentence, as the traveller would write it."""
    folded = utterance.folded
    named = _NAMED_AFTER_RE.search(folded, max(0, match.start() - 30), match.start())
    if named is None or named["head"] in lexicon.NOT_NAMED_AFTER_WORDS:
        return None
    if _A_PAST_TRIP_BEFORE_RE.search(folded, max(0, match.start() - 60), match.start()):
        return None  # "da última vez peguei uma furada em São Paulo": a trip gone by
    sentence_start, _ = _sentence_around(folded, match.start())
    if not _WISH_NEAR_RE.search(folded, sentence_start, named.start()):
        return None
    typed = utterance.typed(named.start(), match.end()).split()
    return " ".join(w if w.lower() in _NAME_LINKS else _capitalised(w) for w in typed)


def _capitalised(word: str) -> str:
    return word[:1].upper() + word[1:]


def _as_a_name(typed: str) -> str:
    """ "murray hill" as a place is named: "Murray Hill"."""
    return " ".join(_capitalised(word) for word in typed.split())


def _take_unknown_places(utterance: _Utterance, result: ParsedUtterance) -> None:
    """Places we hold no listings for: well-known destinations, and capitalised names after
    "in"/"to"/"near", so the reply can say so instead of silently searching everywhere."""
    utterance.consume_all(_STATES_OF_MARKETS_RE)  # "stay in New Jersey": no place, no words
    for match in utterance.find(_OTHER_PLACE_RE):
        if _STREET_AFTER_RE.match(utterance.folded, match.end()):
            continue  # "close to Oxford street": a street of the market
        if local := _named_after_a_city(utterance, match):
            result.near_named = result.near_named or local
            utterance.consume(match.start(), match.end())
            continue
        # a later leg in a market we do not have changes nothing ("Oporto primero y después
        # Lisboa" searches Porto)
        result.unknown_places.append(utterance.typed(match.start(), match.end()))
        result.unknown_destination |= _is_a_destination(utterance.folded, match.start())
        utterance.consume(match.start(), match.end())
    visible = "".join(
        typed if kept != _CONSUMED else _CONSUMED
        for typed, kept in zip(utterance.original, utterance.remaining, strict=True)
    )
    named_by_its_start = False
    for match in _NEAR_NAMED_RE.finditer(visible):
        place = match["place"].rstrip(".")
        words = normalise(match["name"].rstrip(".")).split()
        # "Temple Street night market": a name the kind of place follows is a name
        generic = (place == match["name"] or len(words) == 1) and all(
            word in _FILLER or word in _STAY_WORDS for word in words
        )
        if words[-1] in lexicon.NOT_PLACE_WORDS or generic or _ACRONYM_RE.fullmatch(match["name"]):
            continue  # "near the Beach", "near the MTR": a kind of place, for the query
        if _names_someone_close(words):
            continue  # "she was close to Dad": someone, not somewhere
        if _is_a_home(utterance.folded, match.start("place")) or _is_where_someone_lives(
            utterance, match.start("place"), match.start("place") + len(place)
        ):
            continue  # "we're from near Freiburg", "my cousin lives … near Fordham Road"
        if _is_closer_to(utterance.folded, match.start("place")):
            continue  # "¿Y en Oporto? Está más cerca de Zamora": how far from home, no wish
        if _PLACE_RE.fullmatch(normalise(place)) and asks_advice(
            utterance.folded, match.start("place")
        ):
            # "Is better to stay near Sagrada or near beach?": ours, weighed, not wished
            utterance.consume(match.start("place"), match.start("place") + len(place))
            continue
        started = _places_by_name_start().get(" ".join(words))
        if started and (len(words) > 1 or not _named_elsewhere(utterance, result, started)):
            result.near = result.near or started  # "perto do Parque Nacional dos Vulcões"
            named_by_its_start = True
            utterance.consume(match.start("place"), match.start("place") + len(place))
            continue
        # "anything near the Meadows?": a place inside the market that the gazetteer lacks
        if result.near_named is None:
            # "the Meadows" keeps its article, "the Estádio do Bessa" is named without it
            said = f"the {place}" if match["article"] and len(place.split()) == 1 else place
            result.near_named = _as_a_name(said)
            _first_named_wins(
                utterance, result, match.start("place"), match.start("place") + len(place)
            )
        utterance.consume(match.start("place"), match.start("place") + len(place))
    if result.near_named is None and not result.near:
        _take_landmark_typed_in_lower_case(utterance, result, visible)
    if (
        result.near_named is None
        and not named_by_its_start
        and (unlisted := _unlisted_place(utterance, visible))
    ):
        result.near_named, start = unlisted
        _first_named_wins(utterance, result, start, start + len(result.near_named))
    if (
        result.near_named is None
        and (offered := _offered_place(utterance, visible))
        # "Is better to stay near Sagrada or near beach?": a place of ours, weighed, not wished
        and not _PLACE_RE.fullmatch(utterance.folded, offered.start, offered.end)
    ):
        result.near_named = _as_a_name(visible[offered.start : offered.end])
        result.near_offered_too = offered.accepted_too
        _first_named_wins(utterance, result, offered.start, offered.end)
        utterance.consume(offered.start, _end_of_alternatives(visible, offered.end))
    for match in _CAPITALISED_RE.finditer(visible):
        place = match["place"].rstrip(".")
        words = normalise(place).split()
        if _key(place) in _KNOWN_REGIONS or words[0] in lexicon.NOT_PLACE_WORDS:
            continue
        if not utterance.remaining[match.start("place")].strip(_CONSUMED):
            continue  # a place of ours already read ("near Sagrada or near beach?", weighed)
        if all(word in _FILLER for word in words):
            continue
        result.unknown_places.append(place)
        utterance.consume(match.start("place"), match.start("place") + len(place))


# "Está más cerca de Zamora", "it's closer to Boston": a place the gazetteer lacks, compared
# ("cuanto más cerca del Fòrum mejor", "the closer to X the better" are wishes)
_CLOSER_TO_BEFORE_RE = _compile(
    r"(?:esta|queda|fica|is|it's|its|that's|it\sis)\s(?:(?:a\sbit|un\spoco|um\spouco)\s)?"
    r"(?:(?:mas|mais)\s(?:cerca|perto)\s(?:de|del|da|do)|closer\sto|nearer\sto|nearer)"
    r"\s(?:(?:the|la|el|o|a)\s)?$"
)


# Said of a place, not asked for: "queda más cerca de Pipeline", not "algo que quede (or "que
# queda") más cerca de Kailua"
_LIES_CLOSER_TO_BEFORE_RE = _compile(
    r"(?<!que\s)(?<!\w)(?:queda|fica|esta)\s(?:(?:un\spoco|um\spouco)\s)?(?:mas|mais)\s(?:cerca|perto)"
    r"\s(?:de|del|da|do)\s(?:(?:la|el|o|a)\s)?$"
)


def _is_closer_to(folded: str, start: int) -> bool:
    return bool(_CLOSER_TO_BEFORE_RE.search(folded, max(0, start - 25), start))


def _named_elsewhere(
    utterance: _Utterance, result: ParsedUtterance, places: tuple[NamedPlace, ...]
) -> bool:
    """Whether the message names a city we lack or another market than the place's ("Boston,
    near Prudential"): a name said by its first word alone is then not ours."""
    # a name said by its first word stands for one place only, so for one market
    return bool(result.unknown_places) or _names_another_market(utterance, places[0].market)


def _first_named_wins(utterance: _Utterance, result: ParsedUtterance, start: int, end: int) -> None:
    """ "Shek Tong Tsui or Kennedy Town", "near Haymarket or Princes Street", "the Inner West —
    Newtown, Glebe": a place the gazetteer lacks, named first, is the one meant, unless its name
    was cut inside a word ("Parque Nacional Do|s Vulcões")."""
    if utterance.near_start is None or end > utterance.near_start:
        return
    if not utterance.folded[end : end + 1].isalnum():
        result.near = ()


def _take_landmark_typed_in_lower_case(
    utterance: _Utterance, result: ParsedUtterance, visible: str
) -> None:
    for match in _NEAR_TYPED_LOWER_RE.finditer(visible):
        name = normalise(match["name"])
        if name in lexicon.GENERIC_PLACE_MODIFIERS or name in _FILLER or name in _STAY_WORDS:
            continue
        result.near_named = _as_a_name(match["place"])
        _first_named_wins(utterance, result, *match.span("place"))
        utterance.consume(*match.span("place"))
        return


def _unlisted_place(utterance: _Utterance, visible: str) -> tuple[str, int] | None:
    """The first capitalised name after "in"/"near"/"em"/"cerca de" that no rule knew, kept
    whole when a market closes it ("University of Victoria")."""
    matches = itertools.chain(
        _LOCATED_RE.finditer(utterance.original), _WISHED_PAIR_RE.finditer(utterance.original)
    )
    for match in sorted(matches, key=lambda m: m.start("place")):
        start = match.start("place")
        place = _NAME_LINK_RE.sub("", re.split(r"[.!?]\s", match["place"])[0].rstrip("."))
        clause_start = max(
            (m.end() for m in _SENTENCE_BREAK_RE.finditer(utterance.folded, 0, start)), default=0
        )
        wished_here = match["near"] or _STAY_CUE_RE.search(utterance.folded, clause_start, start)
        if not (wished_here or near_an_event(utterance.folded)):
            continue
        if _CONSUMED in visible[start : start + len(place)]:
            # a known word inside the name: "University of Victoria", not "Porto Ribeira"
            head = visible[start : visible.index(_CONSUMED, start)].rstrip()
            place = place if not head or _NAME_LINK_RE.search(head) else head
        words = normalise(place).split()
        if (
            not words
            or (len(words) == 1 and _CONSUMED in visible[start : start + len(place)])
            or len(place) < _SHORTEST_NAME
            or _key(place) in _MARKET_NAMES
            or _key(place) in _PLACE_NAMES
            or _key(place) in _KNOWN_REGIONS
            or _key(place) in _HOLIDAYS
            or words[0] in _NOT_NAMES
            or words[-1] in lexicon.NOT_PLACE_WORDS
            or _names_someone_close(words)  # "she was close to Dad"
            or all(word in _FILLER or word in _STAY_WORDS for word in words)
            or _ACRONYM_RE.fullmatch(place)
            or _is_a_home(utterance.folded, match.start())
            or _is_where_someone_lives(utterance, start, start + len(place))
            or not place_is_wished(utterance.folded, start, start + len(place))
            or _joins_the_purpose(utterance, start, start + len(place))
            or is_a_past_stay_gone_wrong(utterance.folded, start)
            or _A_PAST_TRIP_BEFORE_RE.search(utterance.folded, max(0, start - 60), start)
            or _is_closer_to(utterance.folded, start)
        ):
            continue
        return place, start
    return None


# "walk to murrayfield", "perto de kanaha beach park": a name typed in lower case after a wish
# to stay near it. Capitalised names after these are read by _NEAR_NAMED_RE.
# The words of a wish to be close to a place, in the three languages, right before it.
_CLOSE_TO_CUES = (
    rf"{_NEAR_CUES}|around|perto\sd(?:[aoe]s?|el)|cerca\sde(?:l|\sla)?|junto\sa(?:l|o)?"
    r"|pr[oó]ximo\sa(?:o)?"
    # "lo más cerca posible de la universidad", "o mais perto possível do estádio"
    r"|cerca\sposible\sde(?:l|\sla)?|perto\spossivel\sd[aoe]s?"
)
_NEAR_CUE_BEFORE_RE = _compile(rf"(?<!\w)(?:{_CLOSE_TO_CUES})\s(?:(?:the|la|el|o|a)\s)?$")
# "close to the venue", "cerca del recinto", "o mais perto possível do evento", "near them", "we
# want to be close to help with the baby": near the place the trip is for, said before.
_NEAR_VENUE_RE = _compile(
    rf"(?<!\w)(?:{_CLOSE_TO_CUES})\s(?:(?:the|la|el|o|a)\s)?{_any_of(lexicon.VENUE_WORDS)}"
    r"(?!\s(?:floor|level)(?!\w))"  # "close to the ground, a ground floor flat"
    rf"|{_any_of(lexicon.NEAR_PEOPLE_PHRASES)}"
    # "our son is working in Bondi so somewhere near there", "por ahí cerca", "ali perto"
    r"|(?<!\w)(?:(?:somewhere|something|stay|staying|be|so|ideally|preferably)\s"
    r"(?:near|around|close\sto|close\sby)\sthere|(?:cerca|cerquita)\sde\s(?:ahi|alli|alla)"
    r"|por\sahi\scerca|perto\s(?:de\sla|dali|dai)|(?:ali|la)\sperto(?!\s(?:de|do|da|dos|das)\s))"
    r"(?!\w)"
    # "Want something walking distance.", "Walking distance preferably."
    r"|(?:(?<!\w)(?:something|somewhere|anything|want|need)\s|(?:^|[.!?]\s?))(?:within\s)?"
    r"walking\sdistance(?:\s(?:preferably|ideally|if\spossible|would\sbe\s(?:great|nice|ideal)))?"
    r"(?=\s?[.,!?]|\s(?:please|pls|plz)(?!\w)|$)"
    # "walkable to it pls", "within walking distance of there": of the event's place said before
    r"|(?<!\w)(?:walkable|walking\sdistance)\s(?:to|of|from)\s(?:it|there)(?!\w)"
    # not "we don't need to be close", "no hace falta estar cerca"
    r"|(?<!\w)(?<!need\sto\s)(?<!have\sto\s)(?<!falta\s)(?<!precisamos\s)(?<!preciso\s)"
    r"(?:be|stay|estar|ficar|quedarnos|quedarme|ficarmos)\s(?:close|near|cerca|perto)"
    r"(?=\s?[.,!?]|\s(?:to\s(?:help|visit|see)|but|and|pero|mas|so|para|pra)\s|$)"
)
# "near the university", "in the castle's shadow", "perto da estação": a kind of place said where
# the stay is; not "my university reimburses it", "la universidad me paga".
_KIND_CUE_BEFORE_RE = _compile(
    rf"(?<!\w)(?:{_CLOSE_TO_CUES}|in|at|on|by|to|from|en|em|no|na|al|ao|desde|hasta|até|ate"
    r"|distance\s(?:to|of|from)|(?:lejos|longe)\s(?:de|del|do|da|dos|das))\s(?:(?:the|la|el|o|a)\s)?"
    # "close to the UAlbany campus": the kind of place after its name
    r"(?:[\w'-]{1,20}\s){0,2}$"
)
_NEAR_CUE_REACH = 40  # characters before a place read for the wish to be close to it
_CLOSE_BY_RE = _compile(_any_of(lexicon.CLOSE_BY_WORDS))
_LOWER_CASE_NEAR_RE = _compile(rf"(?<!\w)(?:{_NEAR_CUES}|perto\sde|cerca\sde|junto\sa)\s")
# "what about Windsor or Bowen Hills", "¿y qué tal Gràcia?": a place offered in the market.
_PLACE_OFFER_RE = _compile(rf"(?<!\w)(?:{_OFFER_WORDS}|e\sse\sfor\sem)\s")
# "Kips Bay works too", "Bonfim también vale": a place accepted besides the one wished before.
_PLACE_ACCEPTED_RE = _compile(rf"\s{_any_of(lexicon.ACCEPTED_TOO_PHRASES)}")
# "nvm, murray hill ok too": the place accepted replaces the one wished before.
_CHANGE_OF_MIND_RE = _compile(_any_of(lexicon.CHANGE_OF_MIND_WORDS))
# "what about Hoboken? it's close right": a question about the place offered, not a choice.
_ASKED_ABOUT_IT_RE = _compile(
    r"[?]\s{1,3}(?:it'?s|is\sit|is\sthat|isn'?t\sit|how\s(?:far|close)|es|esta|e|fica)(?!\w)"
)
_TYPED_WORD_RE = re.compile(r"[^\W\d_][\w'-]{0,30}")
_KIND_TAIL_WORDS = frozenset(word for tail in lexicon.PLACE_KIND_TAILS for word in tail.split())
_LONGEST_TYPED_NAME = 4  # words
_SHORTEST_TYPED_WORD = 4  # letters: "uni", "teh" are no names


@dataclass(frozen=True)
class _OfferedPlace:
    start: int
    end: int
    accepted_too: bool  # "X works too": besides the place wished before


def _offered_place(utterance: _Utterance, visible: str) -> _OfferedPlace | None:
    """Where a place the gazetteer lacks is named by the frame around it rather than by a
    capital: the first such name in ``visible``."""
    folded = utterance.folded
    offers = [
        (_typed_name(_words_after(visible, cue.end()), capitals=False), False)
        for cue in _LOWER_CASE_NEAR_RE.finditer(folded)
    ]
    offers += [
        (_typed_name(_words_after(visible, cue.end()), capitals=True), False)
        for cue in _PLACE_OFFER_RE.finditer(folded)
        if not _ASKED_ABOUT_IT_RE.search(folded, cue.end(), cue.end() + 60)
    ]
    offers += [
        (_ending_name(_words_before(visible, tail.start()), capitals=True), True)
        for tail in _PLACE_ACCEPTED_RE.finditer(folded)
    ]
    for (start, end), accepted in sorted((span, too) for span, too in offers if span is not None):
        place = visible[start:end]
        if (
            _key(place) in _MARKET_NAMES
            or _key(place) in _KNOWN_REGIONS
            or _key(place) in _HOLIDAYS
            or not place_is_wished(folded, start, end)
            or _is_a_home(folded, start)
            or _is_where_someone_lives(utterance, start, end)
            or _is_closer_to(folded, start)
        ):
            continue
        return _OfferedPlace(
            start, end, accepted and not _CHANGE_OF_MIND_RE.search(folded, 0, start)
        )
    return None


_OR_RE = re.compile(r"\s(?:or|ou|o)\s")


def _end_of_alternatives(visible: str, end: int) -> int:
    """Where the names offered after the first end: "Windsor or Bowen Hills" ends after
    "Hills", so the second name reaches no query."""
    while (joined := _OR_RE.match(visible, end)) and (
        other := _typed_name(_words_after(visible, joined.end()), capitals=True)
    ):
        end = other[1]
    return end


def _words_after(visible: str, start: int) -> list[re.Match[str]]:
    words: list[re.Match[str]] = []
    while len(words) < _LONGEST_TYPED_NAME and (word := _TYPED_WORD_RE.match(visible, start)):
        words.append(word)
        if visible[word.end() : word.end() + 1] != " ":
            break
        start = word.end() + 1
    return words


def _words_before(visible: str, end: int) -> list[re.Match[str]]:
    """The words that end at ``end``, nearest last."""
    start = max(0, end - _LONGEST_TYPED_NAME * 32)
    words = list(_TYPED_WORD_RE.finditer(visible, start, end))
    if not words or words[-1].end() != end:
        return []
    joined = [words.pop()]
    while words and words[-1].end() + 1 == joined[0].start() and visible[words[-1].end()] == " ":
        joined.insert(0, words.pop())
    return joined[-_LONGEST_TYPED_NAME:]


def _typed_name(words: list[re.Match[str]], *, capitals: bool) -> tuple[int, int] | None:
    """The span of the name that ``words`` start with: a first word of four letters or more
    that is no ordinary word, followed by more such words or the kind of place ("hill", "beach
    park"); with ``capitals``, a capitalised word counts as a name's word too."""
    if not words or not _starts_a_name(words[0], capitals=capitals):
        return None
    last = 0
    for index, word in enumerate(words[1:], start=1):
        folded = normalise(word[0])
        if folded in _FILLER or folded in _NOT_NAMES:
            break
        # "gorgie city farm": ordinary words inside a name the kind of place ends
        if _names(word, capitals=capitals) or folded in _KIND_TAIL_WORDS:
            last = index
    return words[0].start(), words[last].end()


def _ending_name(words: list[re.Match[str]], *, capitals: bool) -> tuple[int, int] | None:
    """The span of the name that ``words`` end with ("nvm murray hill" → "murray hill")."""
    run = list(
        itertools.takewhile(
            lambda word: _names(word, capitals=capitals) or normalise(word[0]) in _KIND_TAIL_WORDS,
            reversed(words),
        )
    )[::-1]
    while run and not _starts_a_name(run[0], capitals=capitals):
        run.pop(0)
    span = _typed_name(run, capitals=capitals)
    return span if span and span[1] == words[-1].end() else None


def _names(word: re.Match[str], *, capitals: bool) -> bool:
    return not is_ordinary(word[0]) or (capitals and word[0][:1].isupper())


def _starts_a_name(word: re.Match[str], *, capitals: bool) -> bool:
    folded = normalise(word[0])
    return (
        len(word[0]) >= _SHORTEST_TYPED_WORD
        and not folded.endswith(("'s", "'"))  # "grandma's": someone's place
        and folded not in _NOT_NAMES
        and folded not in _FILLER
        and folded not in _KIND_TAIL_WORDS
        and _names(word, capitals=capitals)
    )


# --- misspelt places and amenities --------------------------------------------------------

_LETTERS_RE = re.compile(r"[^\W\d_]{1,40}")
_MAX_TYPO_WORDS = 3
_LONGEST_ALIAS_TYPO = 7  # shorter neighbourhood names ("Gràcia", "Lapa") sit near common words
_KNOWN_WORDS = frozenset(
    normalise(word)
    for table in (
        lexicon.FILLER_WORDS, lexicon.AMENITY_WORDS, lexicon.PROPERTY_TYPE_WORDS,
        lexicon.ORDINARY_WORDS_NEAR_NAMES, lexicon.FILTER_NOUNS, lexicon.GUEST_NOUNS,
        lexicon.CHILD_NOUNS, lexicon.COMPANION_NOUNS, lexicon.STAY_LENGTH_NOUNS,
        lexicon.BEDROOM_NOUNS, lexicon.COUNTRY_WORDS, lexicon.NUMBER_WORDS,
    )
    for phrase in table
    for word in phrase.split()
)  # fmt: skip
_PLACE_SPELLING = SpellingIndex(
    {normalise(m.name): m.name for m in MARKETS if len(m.name) >= 5}
    | {
        normalise(alias): market
        for alias, market in MARKET_ALIASES.items()
        if len(alias) >= _LONGEST_ALIAS_TYPO and _key(alias) not in _CAPITAL_ONLY
    },
    shortest_typo=5,
    # "Tenerife" is a city of its own, not "Teneriffe" misspelt
    ordinary=_KNOWN_WORDS | {normalise(name) for name in names_to_spot()},
)


_PROPERTY_TYPE_SPELLING = SpellingIndex(
    {normalise(word): kind for word, kind in lexicon.PROPERTY_TYPE_WORDS.items() if len(word) >= 5},
    shortest_typo=5,
    ordinary=_KNOWN_WORDS,
)
_SHORT_PET_WORD = 6
_AMENITY_SPELLING = SpellingIndex(
    {
        normalise(word): amenity
        for word, amenity in lexicon.AMENITY_WORDS.items()
        # short words for pets are one letter from too many others ("perna", "cadena", "perla")
        if len(word) >= 4 and not (amenity == "Pets allowed" and len(word) <= _SHORT_PET_WORD)
    },
    shortest_typo=5,
    ordinary=_KNOWN_WORDS,
)


def _word_runs(utterance: _Utterance) -> Iterator[list[re.Match[str]]]:
    """Runs of up to three neighbouring words nobody claimed, longest first at each word."""
    text = utterance.remaining
    words = list(_LETTERS_RE.finditer(text))
    for index in range(len(words)):
        for size in range(_MAX_TYPO_WORDS, 0, -1):
            run = words[index : index + size]
            gaps = (text[a.end() : b.start()] for a, b in itertools.pairwise(run))
            protected = any(utterance.is_protected(word.start(), word.end()) for word in run)
            if len(run) == size and all(gap == " " for gap in gaps) and not protected:
                yield run


# "the weather's meant to be drier over there": a word said of something, no "dryer" misspelt
_AN_ADJECTIVE_BEFORE_RE = _compile(
    r"(?<!\w)(?:be|is|are|was|were|gets|get|getting|much|bit|lot|way|far|even)\s$"
)


def _take_misspellings(utterance: _Utterance, result: ParsedUtterance) -> None:
    """ "edinbrugh", "new yrok", "wifii", "apartmnet": one edit from a known name."""
    places: list[str] = []
    taken_until = 0
    for run in _word_runs(utterance):
        start, end = run[0].start(), run[-1].end()
        if start < taken_until:
            continue
        typed = " ".join(word[0] for word in run)
        if market := _PLACE_SPELLING.correct(typed):
            if not _is_left_place(utterance.remaining, start, end):
                places.append(market)
            utterance.consume(start, end)
        elif _names_someone(utterance, start):
            continue  # "o Pedro chega": a name, not "perro" misspelt
        elif (amenity := _AMENITY_SPELLING.correct(typed)) and not _AN_ADJECTIVE_BEFORE_RE.search(
            utterance.folded, max(0, start - 12), start
        ):
            utterance.mentions.append(_Mention("amenity", amenity, start, end))
            utterance.consume(start, end)
        elif kind := _PROPERTY_TYPE_SPELLING.correct(typed):
            utterance.mentions.append(_Mention("property_type", kind, start, end))
            utterance.consume(start, end)
        else:
            continue
        taken_until = end
    if places and "location" not in result.settings:
        result.settings.pop("country", None)
        result.settings["location"] = places[-1]


_SENTENCE_LEAD_REACH = 8  # characters before a word read for the end of the sentence before


def _names_someone(utterance: _Utterance, start: int) -> bool:
    """Whether the word at ``start`` is capitalised inside its sentence, as a name is."""
    if not utterance.is_capitalised(start):
        return False
    before = utterance.original[max(0, start - _SENTENCE_LEAD_REACH) : start]
    before = before.rstrip(" \t\n¿¡\"'(-")
    return bool(before) and before[-1] not in ".!?…;:"


# --- a number on its own --------------------------------------------------------------------

_BARE_NUMBER_RE = _compile(rf"(?<![\w.,]){_NUMBER}(?![\w.,]\w)")
_PRONOUN_NUMBERS = {"one", "uno", "una", "um", "uma"}
_RESULT_COUNT_RE = _compile(
    rf"\s(?:{_any_of(lexicon.RESULT_COUNT_NOUNS)}"
    rf"|{_any_of((*lexicon.SORT_PHRASES, *lexicon.RESULT_SUPERLATIVES, 'best', 'top'))})"
)
_COUNTED_KINDS = {"property_type", "room_type"}
_NUMBERED_PLACE_NOUNS = {normalise(word) for word in lexicon.NUMBERED_PLACE_NOUNS}
_WORD_BEFORE_RE = _compile(r"([^\W\d_]+)\.?\s$")


def _names_a_place(utterance: _Utterance, number: re.Match[str]) -> bool:
    """Whether the number is part of a name: "Posto 6", "Pier 39", "Terminal 5"."""
    before = _WORD_BEFORE_RE.search(utterance.folded, max(0, number.start() - 40), number.start())
    if before is None:
        return False
    if before[1] in _NUMBERED_PLACE_NOUNS:
        return True
    sentence_start, _ = _sentence_around(utterance.folded, before.start())
    capitalised = utterance.original[before.start()].isupper()
    return capitalised and before.start() > sentence_start and before[1] not in _FILLER


_PLURAL_ARTICLE_BEFORE_RE = _compile(r"(?:the|los|las|os|as)\s$")
_PRAISE_BEFORE_RE = re.compile(r"(?:^|[,.!]\s?|sería\s|seria\s|é\s|e\s)(?:de|nota|un)\s$")
_FULL_MARKS = 10
_SOME_OF_THEM_RE = _compile(
    r"\s(?:of\s(?:the|them|these|those|my|our)|de\s(?:los|las|ellos|ellas|mis|nuestros)"
    r"|dos|das|deles|delas)(?!\w)"
)


_TIMES_BEFORE_RE = _compile(
    r"(?:times|multiplied\sby|vezes|veces|multiplicado\spor|x|por|dividido\spor|divided\sby)\s$"
)


_THINGS_COUNTED_AFTER_RE = _compile(rf"\s{_THINGS_COUNTED}")
_AGE_SAID_BEFORE_RE = _compile(
    r"(?<!\w)(?:(?:he|she|who|they)(?:'s|'re|\sis|\sare|\sturns|\sturned|\swill\sbe)"
    r"|(?:el|ella|ele|ela)\s(?:tiene|tem|cumple|faz)|(?:tiene|tem|cumple)\s)\s?$"
)
_WHO_SLEEPS_WHERE_AFTER_RE = _compile(
    r"\s(?:of\sus\s|de\snosotros\s|de\snos\s)?(?:(?:can|could|will|pueden|podrian|podem"
    r"|poderiam)\s)?(?:share|sleep|bunk|compart[ei]n|compartir|duermen|dormir|partilham|partilhar"
    r"|compartilham|compartilhar|dormem)(?!\w)"
)


# "my husband will join us at 7", "in 2 days": when, not how many
_WHEN_BEFORE_RE = _compile(
    r"(?<!\w)(?:at|in|on|by|around|after|until|till|from|a\slas|a\sla|as|às|en|em|na|no"
    r"|dentro\sde|despues\sde|depois\sde|desde|lands\sat|week|weekend|day|night|semana|dia"
    r"|noche|noite)\s$"
)
# "my uncle says maybe he will come, so make it 10", "se suma mi suegra, entonces 6": someone
# joins, and the number said is the party
_SOMEONE_COMES_BEFORE_RE = _compile(
    r"(?<!\w)(?:(?:will|would|might|may|is|are|also|can)\s(?:also\s)?(?:come|coming|join|joining)"
    r"|comes\stoo|joins\sus|(?:se\s)?(?:suma|suman|une|unen|junta|juntam|junto|apunta|apuntan)"
    r"|(?:tambien\s)?viene|vai\sjunto|vem\stambem|tambem\svem)(?!\w)"
)


def _take_bare_number(utterance: _Utterance, result: ParsedUtterance) -> None:
    numbers = list(utterance.find(_BARE_NUMBER_RE))
    if len(numbers) != 1:
        return
    number = numbers[0]
    if _key(number[0]) in _PRONOUN_NUMBERS or _RESULT_COUNT_RE.match(
        utterance.folded, number.end()
    ):
        return  # "the cheap one", "only 4 listings?", "show the 2 cheapest"
    if _names_a_place(utterance, number):
        return
    if _TIMES_BEFORE_RE.search(utterance.folded, max(0, number.start() - 15), number.start()):
        return  # "180 a night, times 28 is a fortune": a sum, not a count
    if _PLURAL_ARTICLE_BEFORE_RE.search(
        utterance.folded, max(0, number.start() - 5), number.start()
    ):
        return  # "então os dois de Leith", "the two in Leith": listings shown, together
    if _AGE_SAID_BEFORE_RE.search(utterance.folded, max(0, number.start() - 12), number.start()):
        return  # "her brother is coming too, he's 12": an age
    if _SOME_OF_THEM_RE.match(utterance.folded, number.end()):
        return  # "two of the ladies struggle with stairs": some of the party, not its size
    if _THINGS_COUNTED_AFTER_RE.match(utterance.folded, number.end()):
        return  # "parking for two rental cars": cars, not guests
    if _WHO_SLEEPS_WHERE_AFTER_RE.match(utterance.folded, number.end()):
        return  # "2 can share, someone can have the sofa": who sleeps where, not a new number
    if parse_number(number[0]) == _FULL_MARKS and _PRAISE_BEFORE_RE.search(
        utterance.folded, max(0, number.start() - 8), number.start()
    ):
        return  # "si tiene cargador, de diez", "nota dez": full marks, not a count
    start, end = _sentence_around(utterance.folded, number.start())
    if "?" in utterance.folded[start : end + 1]:
        return  # "solo hay tres?" asks, it does not change a number
    if any(
        mention.kind in _COUNTED_KINDS and 0 < mention.start - number.end() <= 1
        for mention in utterance.mentions
    ):
        return  # "split into two apartments": it counts homes
    # "make it 4" or "4 then", but not "3 beds": a noun we do not know says what it counts.
    next_word = _WORD_RE.search(utterance.remaining, number.end())
    counts_something = (
        next_word
        and next_word[0] not in _FILLER
        and not re.search(
            rf"[{_CONSUMED}?!.,;:]", utterance.remaining[number.end() : next_word.start()]
        )
    )
    if not counts_something:
        count = parse_number(number[0])
        if (
            isinstance(count, int)
            and count in PLAUSIBLE_COUNTS
            and _SOMEONE_COMES_BEFORE_RE.search(utterance.folded, start, number.start())
            and not _WHEN_BEFORE_RE.search(
                utterance.folded, max(0, number.start() - 12), number.start()
            )
        ):
            result.party_after_joining = count
            utterance.consume(*number.span())
            return
        result.bare_number = count
        utterance.consume(*number.span())


# --- semantic query --------------------------------------------------------------------------

_FILLER = {normalise(word) for word in lexicon.FILLER_WORDS}
_WORD_RE = re.compile(r"[^\W_][\w'/&-]*")
_STAY_WORDS = {normalise(word) for word in lexicon.STAY_WORDS}
_STAY_RELATIONS = {normalise(word) for word in lexicon.STAY_RELATION_WORDS}
_STAY_GLUE = {normalise(word) for word in lexicon.STAY_GLUE_WORDS}


def _semantic_query(utterance: _Utterance) -> str:
    """The words no rule understood that a listing's text could say: runs of stay words
    ("quiet", "view", "beach"), with the small words between them and a relation word before
    them ("near the beach"), in the order typed. Everything else is left out."""
    fragments = []
    for fragment in re.finditer(rf"[^{_CONSUMED}?!.,;:()\"]+", utterance.remaining):
        run: list[re.Match[str]] = []
        previous = ""
        for word in [*_WORD_RE.finditer(fragment[0]), None]:
            role = _query_role(word[0]) if word is not None else None
            if (
                previous in lexicon.SUBJUNCTIVE_LEADS
                and word
                and word[0] in lexicon.VERBS_LIKE_STAY_WORDS
            ):
                role = None
            previous = word[0] if word is not None else ""
            if role is not None and word is not None:
                run.append(word)
                continue
            fragments += _stay_phrase(utterance, fragment.start(), run)
            run = []
    return " ".join(fragments)


def _leftover_words(utterance: _Utterance) -> str:
    """The words no rule understood, as fragments trimmed of filler at both ends."""
    fragments = []
    for fragment in re.finditer(rf"[^{_CONSUMED}?!.,;:()\"]+", utterance.remaining):
        words = list(_WORD_RE.finditer(fragment[0]))
        while words and words[0][0] in _FILLER:
            words.pop(0)
        while words and words[-1][0] in _FILLER:
            words.pop()
        if words and not all(word[0] in _STAY_RELATIONS for word in words):
            start, end = fragment.start() + words[0].start(), fragment.start() + words[-1].end()
            fragments.append(utterance.typed(start, end).lower())
    return " ".join(fragments)


def _query_role(word: str) -> str | None:
    if word in _STAY_WORDS:
        return "stay"
    if word in _STAY_RELATIONS:
        return "relation"
    return "glue" if word in _STAY_GLUE else None


def _stay_phrase(utterance: _Utterance, offset: int, run: list[re.Match[str]]) -> list[str]:
    """A run of query words trimmed to start at a stay or relation word and end at a stay word."""
    roles = [_query_role(word[0]) for word in run]
    if "stay" not in roles:
        return []
    last = max(index for index, role in enumerate(roles) if role == "stay")
    first = next(index for index, role in enumerate(roles) if role in ("stay", "relation"))
    start, end = offset + run[first].start(), offset + run[last].end()
    if describes_what_is_not_wanted(utterance.folded, start):
        return []  # "we don't need anything fancy": no word to search for
    return [utterance.typed(start, end).lower()]


# --- the parse -----------------------------------------------------------------------------


def tidy(text: str) -> str:
    """The text the grammar reads: at most ``MAX_UTTERANCE_CHARS``, every run of whitespace or
    invisible characters one plain space.

    The grammar's patterns allow one space between words and bounded repeats, so on tidied text
    each match attempt does a bounded amount of work and a parse stays linear in the length.
    """
    visible = "".join(c if c.isprintable() else " " for c in text[:MAX_UTTERANCE_CHARS])
    return " ".join(visible.split())


# Distinct utterances whose parse one process keeps: a chat turn reads its message several times
# (the model's two calls, memory extraction, the reply), and parsing is the turn's largest CPU cost.
PARSE_CACHE_SIZE = 512


def parse_utterance(text: str) -> ParsedUtterance:
    """Everything one utterance says about the search, without any dialog context.

    Each distinct text is parsed once (a bounded cache); callers get their own copy to change.
    """
    return copy.deepcopy(_parse_once(text))


@functools.lru_cache(maxsize=PARSE_CACHE_SIZE)
def _parse_once(text: str) -> ParsedUtterance:
    utterance = _Utterance(tidy(text))
    result = ParsedUtterance(
        is_refinement=bool(_REFINEMENT_RE.search(utterance.folded)),
        is_request=bool(_REQUEST_RE.search(utterance.folded)),
        asks_for_a_stay=bool(_ASKS_FOR_A_STAY_RE.search(utterance.folded)),
    )
    result.reset = _take_reset(utterance)
    for match in utterance.find(_GO_BACK_RE):
        result.goes_back = True
        utterance.consume(match.start(), match.end())
    for match in utterance.find(_SHOW_AGAIN_RE):
        result.goes_back = True  # "can you show Istanbul again": the search of Istanbul
        utterance.consume(*match.span("show"))
        utterance.consume(*match.span("again"))
    for match in utterance.find(_SETTLE_RE):
        result.goes_back = result.settles = True
        utterance.consume(match.start(), match.end())
    utterance.consume_all(_THE_MAIN_THING_RE)  # before the questions: no listing is meant
    utterance.consume_all(_HOMES_EXCLAIMED_AT_RE)
    _take_results_question(utterance, result)
    _take_money_questions(utterance, result)
    _take_room_each(utterance, result)  # "separate rooms" is no private room nor a bedroom count
    _take_bedrooms_of_the_home(utterance, result)
    utterance.protect(_PROTECTED_RE)
    utterance.consume_all(_NOT_ABOUT_THE_STAY_RE)
    _take_income(utterance)
    utterance.consume_all(_CAR_AT_THE_AIRPORT_RE)
    utterance.consume_all(_MEASURE_RE)
    _take_sort(utterance, result)
    _take_total_prices(utterance, result)
    _take_stay_length(utterance, result)
    _take_number_put_right(utterance)
    _take_party_sum(utterance)  # before who joins: "5 players + eu + coach = 7" is the total
    _take_left_behind(utterance, result)  # before guests: "my wife isn't coming" is no guest
    _take_homes_without_pets(utterance, result)
    _take_stairs_fine(utterance, result)
    joined_by = _take_joining(utterance, result)
    _take_bedrooms(utterance)
    utterance.consume_all(_SHARERS_RE)  # "2 pessoas topam dividir" is part of the party
    _take_guests(utterance)
    result.pair_named = utterance.pair_named and not _guests_counted(utterance)
    result.party_stated = utterance.party_stated
    if any(_counts_guests(m) and m.start >= joined_by for m in utterance.mentions):
        result.guests_joining = 0  # "se viene también, entonces somos 6": the total counts them
    _take_rating(utterance)
    _take_age_bounds(utterance)
    _take_prices(utterance, result)
    _take_cities_named_from_a_market(utterance, result)
    _take_season_remarks(utterance)
    _take_harbour_or_porto(utterance, result)
    _take_same_as_before(utterance, result)
    _take_near(utterance, result)  # before markets: "Copacabana" is a place in Rio
    _take_festivals(utterance, result)
    _narrow_near_by_the_other_places(utterance, result)
    _widen_to_the_whole_place(utterance, result)
    _near_the_people_visited(utterance, result)
    _near_the_venue(utterance, result)
    _take_places(utterance, result)  # before words: "Hell's Kitchen" is a place, not an amenity
    _take_words(utterance)
    _take_misspellings(utterance, result)
    _take_removals(utterance, result)
    _take_unknown_places(utterance, result)
    _take_split_stay(utterance, result)
    _take_bare_number(utterance, result)
    if (
        result.results_question
        and (result.subject is None or _OTHERS_ASKED_FOR_RE.search(utterance.folded))
        and not _in_questions_only(utterance)
    ):
        result.results_question = False
        _forget_what_describes_a_listing(utterance, result)
        _forget_amenities_asked_of_a_listing(utterance, result)
    result.budget_stated = result.results_question and _budget_outside_questions(utterance)
    result.near_stated = result.results_question and _near_outside_questions(utterance, result)
    result.room_type_stated = (
        result.results_question
        and "room_type" in result.settings
        and result.settings["room_type"] == "Entire home/apt"
        and any(
            mention.kind == "room_type"
            and (
                not _within(mention.start, utterance.question_spans)
                # "is the 2nd one a shared room?? we want our own place": a want after it
                or (
                    _said_outside_questions_but_after(utterance, mention.start)
                    and _WANT_OPENS_RE.match(
                        utterance.folded, _sentence_around(utterance.folded, mention.start)[0]
                    )
                    is not None
                )
            )
            for mention in utterance.mentions
        )
    )
    result.superhost_stated = (
        result.results_question
        and result.settings.get("superhost_only") is True
        and any(
            mention.kind == "superhost" and _said_outside_questions(utterance, mention.start)
            for mention in utterance.mentions
        )
    )
    if result.superlative and {"location", "country"} & result.settings.keys():
        result.sort = result.sort or result.superlative  # "the cheapest place in Sydney?"
    result.small_talk = _is_small_talk(utterance, result)
    result.query = _semantic_query(utterance)
    result.words = _leftover_words(utterance)
    result.party_in_passing = _party_in_passing(utterance)
    return result


def _party_in_passing(utterance: _Utterance) -> bool:
    counted = [mention for mention in utterance.mentions if _counts_guests(mention)]
    return bool(counted) and all(
        mention.start in utterance.parties_in_passing for mention in counted
    )
