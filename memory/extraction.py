"""Durable facts in what a visitor says, found by rules, in English, Spanish and Portuguese.

"We travel with our dog", "nuestro presupuesto es de 120 la noche", "minha esposa é cadeirante":
the offline model remembers these, and consolidation reads a whole conversation with the same
rules when no language model is configured. A search request is not a fact about the visitor:
"a pet friendly flat under 100" names a dog and a price but says nothing durable, so every rule
needs a cue that the visitor is talking about themselves ("our dog", "our budget", "I only book").

Values come from the chat's intent parser and its lexicon (amounts, party sizes, amenities,
markets, property types); this module only adds the cues and writes each fact as one sentence
that the same parser reads back (``memory.implications``). Sentences that mention a password,
payment data or a one-time code are skipped whole.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from language import ParsedUtterance, lexicon, parse_utterance
from language.parser import normalise
from language.vocabulary import MARKET_ALIASES, MARKETS, resolve_market
from memory.implications import ACCESSIBILITY_AMENITIES, PETS_ALLOWED
from memory.memories import SINGLE_VALUED_KEYS, MemoryCandidate, MemoryKind
from memory.sensitive import contains_secret
from rentals.filters import format_number


@dataclass(frozen=True)
class _Clause:
    """One clause of the visitor's words: as typed, folded (same positions), and parsed."""

    text: str
    folded: str
    parsed: ParsedUtterance


def extract_memories(text: str) -> list[MemoryCandidate]:
    """The durable facts in one message, in the order the rules find them.

    For a key that holds one value (a budget) the last statement wins.
    """
    stated = [clause for clause in _clauses(text) if not _RETRACTION.search(clause.folded)]
    return _last_per_single_valued_key(_facts(stated))


def retracted_keys(text: str) -> set[str]:
    """The keys of facts the visitor takes back: "forget that we have a dog", "we don't travel
    with the dog any more", "olvida que tenemos perro"."""
    retracted = []
    for clause in _clauses(text):
        if cue := _RETRACTION.search(clause.folded):
            rest = f"{clause.text[: cue.start()]} {clause.text[cue.end() :]}"
            retracted += _clauses(rest)
    return {candidate.key for candidate in _facts(retracted)}


def mentioned_keys(text: str) -> set[str]:
    """The memory keys a message touches ("under 100" touches the budget), for recall."""
    parsed = parse_utterance(text)
    settings, amenities = parsed.settings, set(parsed.amenities) | set(parsed.removed_amenities)
    keys = {candidate.key for candidate in extract_memories(text)}
    if {"min_price", "max_price"} & (set(settings) | parsed.cleared) or _BUDGET_NOUN.search(
        normalise(text)
    ):
        keys.add("budget")
    if PETS_ALLOWED in amenities:
        keys.add("pets")
    if amenities & set(ACCESSIBILITY_AMENITIES):
        keys.add("accessibility")
    if "min_accommodates" in settings:
        keys.add("travel_party")
    if "superhost_only" in settings:
        keys.add("host_preference")
    if "property_type" in settings:
        keys.add("property_type")
    if "location" in settings:
        keys |= {"preferred_market", "trip"}
    return keys


# --- clauses -------------------------------------------------------------------------------

# Sentences, lines, and "but": "we love Porto but this time we want Lisbon" holds two clauses.
_CLAUSE_BREAK = re.compile(r"(?<=[.!?;])\s+|\n+|\s+(?:but|pero)\s+|,\s*mas\s+", re.IGNORECASE)


def _facts(clauses: list[_Clause]) -> list[MemoryCandidate]:
    candidates: list[MemoryCandidate] = []
    for clause in clauses:
        for rule in _RULES:
            candidate = rule(clause)
            if candidate is not None and candidate not in candidates:
                candidates.append(candidate)
    return candidates


# Taking a fact back: what follows is not remembered, it is forgotten.
_RETRACTION = re.compile(
    r"\b(?:forget (?:that|about)|don't remember|do not remember|no longer|not any ?more|anymore"
    r"|olvida(?:te de)? que|ya no|esquece que|esqueca que|nao mais|ja nao)\b"
)


def _clauses(text: str) -> list[_Clause]:
    clauses = []
    for part in _CLAUSE_BREAK.split(text):
        part = part.strip()
        if part and not contains_secret(part):
            clauses.append(_Clause(part, normalise(part), parse_utterance(part)))
    return clauses


def _words(words: tuple[str, ...] | list[str]) -> str:
    """An alternation of lexicon words, folded, longest first, as whole words."""
    folded = sorted({normalise(word) for word in words}, key=len, reverse=True)
    return r"\b(?:" + "|".join(re.escape(word) for word in folded) + r")\b"


_POSSESSIVE = _words(lexicon.POSSESSIVE_WORDS)
_COMPANION = _words([*lexicon.COMPANION_NOUNS, *lexicon.COMPANION_PLURAL_NOUNS, "family"])
_CHILD = _words(lexicon.CHILD_NOUNS)
_INFANT = _words(lexicon.INFANT_NOUNS)
_NUMBER = r"(?:\d+|" + _words(list(lexicon.NUMBER_WORDS)) + ")"


def _candidate(key: str, content: str) -> MemoryCandidate:
    kind, importance = _KIND_AND_IMPORTANCE[key]
    return MemoryCandidate(key=key, kind=kind, content=content, importance=importance)


_KIND_AND_IMPORTANCE: dict[str, tuple[MemoryKind, int]] = {
    "accessibility": ("fact", 9),
    "pets": ("fact", 8),
    "travel_party": ("fact", 6),
    "budget": ("preference", 6),
    "host_preference": ("preference", 5),
    "trip": ("trip", 5),
    "preferred_market": ("preference", 4),
    "property_type": ("preference", 4),
    "dislike": ("preference", 4),
}


# --- pets: "our dog", "we travel with a cat", "viajamos con nuestro perro", "temos um cão" -------

_PET = (
    r"(?P<pet>dogs?|pupp(?:y|ies)|pups?|cats?|kittens?|pets?|perr(?:o|a|os|as|ito|ita|itos)"
    r"|gat(?:o|a|os|as|ito|itos|inho|inhos)|mascotas?|cachorr(?:o|a|os|as|inho|inhos)|caes|cao"
    r"|cadelas?|animal(?:es)? de compania|animais de estimacao|animal de estimacao)\b"
)
_PET_OWNER_VERB = (
    r"\b(?:(?:we|i)\s+(?:have|own|bring|travel with|travell?ing with|are bringing|come with"
    r"|always bring|will bring)|we've got|i've got|we have got|tengo|tenemos|llevo|llevamos"
    r"|viajo con|viajamos con|voy con|vamos con|tenho|temos|levo|levamos|viajo com"
    r"|viajamos com|vou com|vamos com)"
)
_PET_RE = re.compile(
    rf"(?:{_POSSESSIVE}|{_PET_OWNER_VERB})\s+(?:(?P<count>{_NUMBER})\s+)?(?:[a-z]+\s+)??{_PET}"
)
_DOG_WORDS = ("dog", "pupp", "pup", "perr", "cachorr", "cao", "caes", "cadela")
_CAT_WORDS = ("cat", "kitten", "gat")


def _pets(clause: _Clause) -> MemoryCandidate | None:
    animals: dict[str, bool] = {}  # animal -> several of them
    for match in _PET_RE.finditer(clause.folded):
        word = match["pet"]
        animal = (
            "dog"
            if word.startswith(_DOG_WORDS)
            else "cat"
            if word.startswith(_CAT_WORDS)
            else "pet"
        )
        count = match["count"]
        several = _is_plural(word) or (count is not None and count not in ("1", "one", "um", "un"))
        animals[animal] = animals.get(animal, False) or several
    if not animals:
        return None
    named = [f"{animal}s" if several else f"a {animal}" for animal, several in animals.items()]
    return _candidate("pets", f"Travels with {_and(named)}.")


def _is_plural(word: str) -> bool:
    return word.endswith(("s", "ies")) and word not in ("cao",)


# --- budget: "our budget is about 150 a night", "presupuesto de 120", "orçamento de 200 reais" ----

_BUDGET_NOUN = re.compile(r"\b(?:budget|presupuesto|orcamento)\b")
_SPENDING_HABIT = re.compile(
    r"\b(?:(?:we|i)\s+(?:usually|normally|typically|never|don't|do not|can't|cannot|won't)\s+"
    r"(?:spend|pay)|can(?:not|'t)\s+afford|(?:normalmente|nunca|no)\s+(?:gasto|gastamos|pago"
    r"|pagamos)|(?:costumo|costumamos)\s+(?:gastar|pagar)|nao\s+(?:gasto|gastamos|pago|pagamos))\b"
)


def _budget(clause: _Clause) -> MemoryCandidate | None:
    ceiling = clause.parsed.settings.get("max_price")
    if ceiling is None:
        return None
    if not (_BUDGET_NOUN.search(clause.folded) or _SPENDING_HABIT.search(clause.folded)):
        return None
    currency = f" {clause.parsed.currency.strip()}" if clause.parsed.currency else ""
    return _candidate("budget", f"Budget is about {format_number(ceiling)}{currency} per night.")


# --- party: "we're a family of four", "2 adults and 2 kids", "mi esposa y yo", "somos 5" --------

_PARTY_CUE = re.compile(
    rf"\b(?:family of|group of|party of|we are|we're|there are \w+ of us|\w+ of us|somos"
    rf"|familia de|grupo de)\b|{_POSSESSIVE}\s+(?:\w+\s+)?(?:{_COMPANION}|{_CHILD})"
    rf"|{_NUMBER}\s+(?:adults?|adultos?|{_CHILD})"
)
_CHILDREN_RE = re.compile(
    rf"(?P<count>{_NUMBER})\s+(?:[a-z]+\s+)?{_CHILD}|{_POSSESSIVE}\s+{_CHILD}"
)
# "a family of four with two kids": the stated size counts everyone, the kids included.
_GROUP_SIZE_RE = re.compile(
    rf"\b(?:family of|group of|party of|we are|we're|there are|somos(?: una| uma)?"
    rf"(?: familia de| grupo de)?|familia de|grupo de)\s+(?P<size>{_NUMBER})\b"
    rf"|(?P<size_of_us>{_NUMBER})\s+of us\b"
)


def _travel_party(clause: _Clause) -> MemoryCandidate | None:
    if not _PARTY_CUE.search(clause.folded):
        return None
    stated = _GROUP_SIZE_RE.search(clause.folded)
    size: int | None = (
        _number(stated["size"] or stated["size_of_us"])
        if stated
        else clause.parsed.settings.get("min_accommodates")
    )
    if not size:
        return None
    details = []
    children = _CHILDREN_RE.search(clause.folded)
    if children and children["count"]:
        count = _number(children["count"])
        details.append(f"{count} {'child' if count == 1 else 'children'}")
    elif children:
        details.append("children")
    if re.search(_INFANT, clause.folded):
        details.append("a baby")
    including = f" including {' and '.join(details)}" if details else ""
    return _candidate("travel_party", f"Travels as a party of {size}{including}.")


def _number(token: str) -> int:
    return int(token) if token.isdigit() else lexicon.NUMBER_WORDS.get(token, 1)


# --- accessibility: "my partner uses a wheelchair", "soy usuario de silla de ruedas" ------------

_NEEDS = re.compile(
    r"\b(?:uses?|using|in a wheelchair|wheelchair user|need|needs|require|requires|usa|uso"
    r"|usamos|usan|usuari[oa]|cadeirante|necesit\w*|precis\w*|anda en|va en|mobility"
    r"|movilidad reducida|mobilidade reduzida)\b"
)
_STAIRS_ARE_HARD = re.compile(
    r"\b(?:can't|cannot|can not|unable to|struggles? with|difficult\w*)\s+(?:\w+\s+)?stairs"
    r"|no (?:puede|puedo|podemos|pueden) subir escaleras"
    r"|nao (?:pode|posso|podemos|consegue|consigo|conseguimos) subir escadas"
)
_SPEAKER_IN_WHEELCHAIR = re.compile(
    r"\b(?:i use|i'm in a wheelchair|i am in a wheelchair|i'm a wheelchair user|uso (?:una )?silla"
    r"|soy usuari[oa]|sou cadeirante|uso cadeira)\b"
)
_ACCESSIBILITY_CONTENT = {
    "Step-free access": "Needs step-free access.",
    "Elevator": "Needs a building with an elevator.",
}


def _accessibility(clause: _Clause) -> MemoryCandidate | None:
    needed = [a for a in clause.parsed.amenities if a in ACCESSIBILITY_AMENITIES]
    if _STAIRS_ARE_HARD.search(clause.folded):
        needed.append("Step-free access")
    elif not (needed and _NEEDS.search(clause.folded)):
        return None
    need = needed[0]
    if need != "Wheelchair accessible":
        return _candidate("accessibility", _ACCESSIBILITY_CONTENT[need])
    if _SPEAKER_IN_WHEELCHAIR.search(clause.folded):
        who = "Uses a wheelchair"
    elif re.search(_COMPANION, clause.folded):
        who = "Travels with someone who uses a wheelchair"
    else:
        who = "Needs wheelchair access"
    return _candidate("accessibility", f"{who}; needs wheelchair-accessible places.")


# --- superhosts: "I only book superhosts", "prefiero superanfitriones" --------------------------

_HABIT = re.compile(
    r"\b(?:(?:i|we)\s+(?:only|always|usually|prefer to)\s+(?:book|stay|rent|choose|go)"
    r"|prefer|prefers|preferably|trust|prefiero|preferimos|prefiro|solo reserv\w*"
    r"|siempre reserv\w*|so reserv\w*|sempre reserv\w*|reserv\w* solo|reserv\w* so)\b"
)


def _host_preference(clause: _Clause) -> MemoryCandidate | None:
    if clause.parsed.settings.get("superhost_only") and _HABIT.search(clause.folded):
        return _candidate("host_preference", "Prefers superhost listings.")
    return None


# --- property types: "we prefer apartments", "prefiro casas" ------------------------------------

_LIKING = re.compile(
    rf"{_HABIT.pattern}|\b(?:love|loves|adore|me encantan|nos encantan|adoro|adoramos"
    r"|gosto de|gostamos de)\b"
)


def _property_type(clause: _Clause) -> MemoryCandidate | None:
    property_type = clause.parsed.settings.get("property_type")
    if property_type is None or not _LIKING.search(clause.folded):
        return None
    plural = property_type.lower() + ("" if property_type.endswith("s") else "s")
    return _candidate("property_type", f"Prefers {plural}.")


# --- places: "we love Porto", "our favourite city is Rio", "vamos a Barcelona en junio" ----------

_MARKET = (
    r"(?P<market>"
    + "|".join(
        re.escape(name)
        for name in sorted(
            {normalise(name) for name in [*(m.name for m in MARKETS), *MARKET_ALIASES]},
            key=len,
            reverse=True,
        )
    )
    + r")\b"
)
_NEAR = r"\s+(?:[\w']+\s+){0,3}?"
_FAVOURITE_RE = re.compile(
    r"\b(?:love|loved|adore|favou?rite(?: city| place| destination)?(?: is)?|always go to"
    r"|usually go to|keep going back to|me encanta|nos encanta|adoro|adoramos|amo|amamos"
    r"|favorit[oa]|preferid[oa]|siempre vamos a|sempre vamos (?:a|ao|para))" + _NEAR + _MARKET
)
_TRIP_RE = re.compile(
    r"\b(?:trip to|travell?ing to|going to|heading to|flying to|visiting|holiday in"
    r"|vacation in|viaje a|viajo a|viajamos a|vamos a|voy a|viagem (?:a|ao|para)|vamos para"
    r"|vou para|viajar para|viajamos para|visitar)" + _NEAR + _MARKET
)
_MONTHS = {
    **dict.fromkeys(("january", "enero", "janeiro"), "January"),
    **dict.fromkeys(("february", "febrero", "fevereiro"), "February"),
    **dict.fromkeys(("march", "marzo", "marco"), "March"),
    **dict.fromkeys(("april", "abril"), "April"),
    **dict.fromkeys(("may", "mayo", "maio"), "May"),
    **dict.fromkeys(("june", "junio", "junho"), "June"),
    **dict.fromkeys(("july", "julio", "julho"), "July"),
    **dict.fromkeys(("august", "agosto"), "August"),
    **dict.fromkeys(("september", "septiembre", "setembro"), "September"),
    **dict.fromkeys(("october", "octubre", "outubro"), "October"),
    **dict.fromkeys(("november", "noviembre", "novembro"), "November"),
    **dict.fromkeys(("december", "diciembre", "dezembro"), "December"),
}
_MONTH_RE = re.compile(r"\b(?:in|en|em)\s+(?P<month>" + "|".join(_MONTHS) + r")\b")


def _preferred_market(clause: _Clause) -> MemoryCandidate | None:
    match = _FAVOURITE_RE.search(clause.folded)
    market = resolve_market(match["market"]) if match else None
    if market is None:
        return None
    return _candidate("preferred_market", f"Likes staying in {market}.")


def _trip(clause: _Clause) -> MemoryCandidate | None:
    match = _TRIP_RE.search(clause.folded)
    market = resolve_market(match["market"]) if match else None
    if market is None:
        return None
    month = _MONTH_RE.search(clause.folded)
    when = f" in {_MONTHS[month['month']]}" if month else ""
    return _candidate("trip", f"Planning a trip to {market}{when}.")


# --- dislikes: "I hate noisy places", "no me gustan los hostales", "não gosto de barulho" --------

_DISLIKE_EN = re.compile(
    r"\b(?:i|we)\s+(?:really\s+|just\s+)?(?:hate|dislike|can't stand|cannot stand|don't like"
    r"|do not like|avoid|don't enjoy)\s+(?P<object>[^.,;!?]{2,80})"
)
_DISLIKE_ES_PT = re.compile(
    r"\b(?:odio|odiamos|detesto|detestamos|no (?:me|nos) gusta(?:n)?|evito|evitamos|no soporto"
    r"|no soportamos|odeio|nao gosto de|nao gostamos de|nao suporto|nao suportamos)\s+"
    r"(?P<object>[^.,;!?]{2,80})"
)


def _dislike(clause: _Clause) -> MemoryCandidate | None:
    english = _DISLIKE_EN.search(clause.folded)
    match = english or _DISLIKE_ES_PT.search(clause.folded)
    if match is None:
        return None
    disliked = clause.text[match.start("object") : match.end("object")].strip()
    if not re.search(r"[^\W\d_]{2}", disliked):
        return None
    return _candidate("dislike", f"Dislikes {disliked}." if english else f"Dislikes “{disliked}”.")


# --- assembling --------------------------------------------------------------------------------

_RULES: tuple[Callable[[_Clause], MemoryCandidate | None], ...] = (
    _pets,
    _accessibility,
    _travel_party,
    _budget,
    _host_preference,
    _property_type,
    _preferred_market,
    _trip,
    _dislike,
)


def _last_per_single_valued_key(candidates: list[MemoryCandidate]) -> list[MemoryCandidate]:
    last = {c.key: c for c in candidates if c.key in SINGLE_VALUED_KEYS}
    return [c for c in candidates if c.key not in SINGLE_VALUED_KEYS or last[c.key] is c]


def _and(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]
