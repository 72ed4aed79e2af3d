"""Durable facts in what a visitor says, found by rules, in English, Spanish and Portuguese.

"We always bring our dogs", "my wife is allergic to cats", "I'm a light sleeper", "nosso orçamento
é no máximo 300 reais": the offline model remembers these, and consolidation reads a whole
conversation with the same rules when no language model is configured. A search request is not a
fact about the visitor: "a pet friendly flat under 100", "with a hot tub please" or "for a family
of 5" name a dog, an amenity and a party but say nothing lasting, so every rule needs a cue that the
visitor is talking about themselves or a habit ("our dog", "we always", "please remember",
``language.stance``), and nothing said "this time" or asked as a question is remembered. Each cue
reaches its own part of a sentence: in "Oahu for 10 nights, we always need 3 bedrooms, the boys
can't share anymore" the habit is lasting and the "anymore" is the boys'; what is said of someone
who is not coming ("my sister is allergic to cats but she's not coming") is not the visitor's.

Values come from the chat's intent parser and its lexicon (amounts, party sizes, amenities,
markets, property types); this module only adds the cues and writes each fact as one sentence
that the same parser reads back (``memory.implications``). Sentences that mention a password,
payment data or a one-time code are skipped whole.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, replace

from language import ParsedUtterance, lexicon, parse_utterance
from language.money import currency_code, nights_share
from language.parser import normalise, tidy
from language.stance import THIS_TIME_CUES, Stance, stance_of, without_retraction
from language.vocabulary import MARKET_ALIASES, MARKETS, MARKETS_BY_NAME, resolve_market
from memory.conditions import CONDITIONS, condition_sentence
from memory.forms import told_of_whom
from memory.implications import (
    ACCESSIBILITY_AMENITIES,
    AMENITY_KEYS,
    PETS_ALLOWED,
    WORKSPACE,
    amenity_key,
)
from memory.memories import SINGLE_VALUED_KEYS, MemoryCandidate, MemoryKind
from memory.sensitive import contains_secret
from rentals.filters import format_number


@dataclass(frozen=True)
class _Clause:
    """One clause of the visitor's words: as typed, folded (same positions), parsed, and how it
    is said."""

    text: str
    folded: str
    parsed: ParsedUtterance
    stance: Stance
    # Said as a rule for every trip by the remark after it ("Superhosts only please. Always.")
    kept_as_a_rule: bool = False


def extract_memories(text: str, *, correctable: Collection[str] = ()) -> list[MemoryCandidate]:
    """The durable facts in one message, in the order the rules find them.

    ``correctable``: keys of facts the visitor stated just before, which a correction restates
    ("actually, make that 150 euros" after a budget). For a key that holds one value (a budget)
    the last statement wins.
    """
    found: list[MemoryCandidate] = []
    clauses = _clauses(text)
    absent = _absent_companions(clauses)
    for clause in clauses:
        stance = clause.stance
        restating = stance.corrects or _restates(clause)
        if restating and not (stance.this_time or stance.past or stance.hypothetical):
            found += _corrections(clause, correctable)
        for scoped in _in_scope(clause):
            if scoped.stance.question:
                continue
            if not _about_someone_absent(scoped, absent):
                found += _facts(scoped) or _note(scoped) or _standing_need(scoped)
                found += _conditions(scoped)
            elif who := _usual_companion(scoped, absent):
                found += _when_along(scoped, who)
    # "A pool would be nice every time, but it's not a must": a wish, not a need.
    hedged = {_amenity_content(amenity) for amenity in _hedged_amenities(clauses)}
    found = [c for c in found if c.content not in hedged]
    found = _named_pet(clauses, found)
    # "My beagle ... pet-friendly is always a must": the dog says more than the need.
    if any(c.key == "pets" and c.content != _ANY_PET for c in found):
        found = [c for c in found if c.content != _ANY_PET]
    unique = [c for i, c in enumerate(found) if c not in found[:i]]
    return _last_per_single_valued_key(unique)


def retracted_keys(
    text: str,
    *,
    just_said: Collection[MemoryCandidate] = (),
    names: Mapping[str, Collection[str]] | None = None,
) -> set[str]:
    """The keys of facts the visitor takes back: "forget that we have a dog", "forget what I said
    about my budget", "scratch that, the cat stays home from now on", "ya no tenemos perro".

    "Forget the budget" drops a filter from the search, not a fact: a retraction speaks of the
    visitor ("my budget", "we have"), of what they said, or of a lasting change ("from now on").
    ``just_said``: the facts of the visitor's message before, which a retraction that names
    nothing takes back ("me cambiaron a presencial, así que olvídalo", "esqueça, vendi o carro"),
    as does news that the one they were told of is not coming after all ("al final mi hija no
    viene"). ``names`` are the names each remembered key goes by (a pet's name): "Biscuit will
    live with my brother from now on", or "he" of the one pet remembered by name, takes it back.
    """
    clauses = _clauses(text)
    of_companions = [fact for fact in just_said if _of_a_companion(fact)]
    # "She won't be coming after all" speaks of the companion the facts were told of.
    last_told = (told_of(of_companions[-1].content) or _SOMEONE_UNNAMED) if of_companions else None
    absent = {normalise(who) for who in _absent_companions(clauses, named_before=last_told)}
    keys = {
        fact.key
        for fact in of_companions
        if (told_of(fact.content) or _SOMEONE_UNNAMED) in absent
        or (absent and told_of(fact.content) is None)
    }
    for clause in clauses:
        stance = clause.stance
        keys |= _left_behind_for_good(clause, names or {})
        keys |= _pet_died(clause, names or {}, normalise(text))
        keys |= _companion_died(clause, names or {})
        if not stance.retracts:
            continue
        taken_back = topics(without_retraction(clause.folded), clause.parsed)
        amount_taken_back = _AMOUNT_TAKEN_BACK.search(clause.folded)
        if amount_taken_back:
            taken_back.add("budget")
        taken_back |= _named_in(clause.folded, names or {})
        if not taken_back and _FORGET_IT.search(clause.folded):
            keys |= {fact.key for fact in just_said}
            continue
        of_the_visitor = stance.about_self or _FIRST_PERSON.search(clause.folded)
        said_before = amount_taken_back or _WHAT_WAS_SAID.search(clause.folded)
        if of_the_visitor or stance.lasting or said_before:
            # "Scratch that, it's four of us now" puts a new value in place of the old.
            restated = _corrections(clause, taken_back) if _restates(clause) else []
            keys |= taken_back - {candidate.key for candidate in restated}
    return keys


_WORD = re.compile(r"\w+")
# "Olvida lo de los 1200", "forget the 150", "esquece os 200 reais": an amount taken back is
# the budget.
_AMOUNT_TAKEN_BACK = re.compile(
    r"\b(?:forget|olvida|olvidate de|esquece|esqueca)\s"
    r"(?:(?:about|the|what|i|said|lo|de|los|las|o|os|a|as)\s){0,4}[$€£]?(?!(?:19|20)\d\d\b)"
    r"\d{2,6}\b(?!\s?(?:nights?|noches|noites|days?|dias|minutes?|minutos|mins?|weeks?|semanas"
    r"|months?|meses|trip|people|personas|pessoas|bedrooms?|quartos|cuartos|km|miles|metros"
    r"|of us|de nosotros|de nos|\w{1,8} (?:cleaning|fee|fees|deposit|tax)))"
)


def _named_in(folded: str, names: Mapping[str, Collection[str]]) -> set[str]:
    """The keys whose names the words say: "ya no viajamos con Toby" takes back the dog."""
    words = set(_WORD.findall(folded.replace("'s", " ")))
    return {key for key, known in names.items() if words & {normalise(name) for name in known}}


def _left_behind_for_good(clause: _Clause, names: Mapping[str, Collection[str]]) -> set[str]:
    """The keys of what stays behind from now on: "he'll be staying with my brother from now
    on", "a partir de agora a Mimi fica com a minha mãe"; "this time" sets it aside only."""
    stance = clause.stance
    stays = _STAYS_BEHIND.search(clause.folded)
    lives_there = (
        stays is not None
        and stays["lives"] is not None
        and not _COMES_WITH_US.search(clause.folded)  # "vive com a mãe, mas vem sempre connosco"
    )
    # "Max lives with my parents now, so it's just us this time": this trip's party, not the pet
    if not lives_there and (stance.this_time or not _FOR_GOOD.search(clause.folded)):
        return set()
    if stays is None:
        without = _TRAVELS_WITHOUT_THEM.search(clause.folded)
        return {"pets"} if without and set(names) == {"pets"} else set()
    subject = clause.folded[: stays.end("subject")]
    keys = _named_in(subject, names)
    if _ANIMALS.search(subject):
        keys.add("pets")
    # "He", "ela": the one remembered by name, when only pets go by names.
    if not keys and stays["pronoun"] and set(names) == {"pets"}:
        keys.add("pets")
    return keys


# "sadly Hamish passed last month", "nuestro perro murió": a pet that died travels no more
# ("we passed through Porto" is no death).
_DIED = re.compile(
    r"\b(?:passed away|passed(?! (?:through|by|on|over|the|a|an)\b)|died|put down|put to sleep"
    r"|se (?:nos )?murio|murio|fallecio|morreu|faleceu|se nos fue)\b"
)


# "We lost Bonnie in the summer, she was 15", "perdimos a nuestro perro": the pet named after
# the loss is the one that died
_LOST = re.compile(
    r"\b(?:we|i) lost\s|\b(?:perdimos|perdemos|perdi)\s(?:a\s|al\s|o\s|a nossa\s|o nosso\s)?"
)

_OWNED_AFTER = re.compile(r"(?:(?:our|my)\s)?\w+'s\b")


def _pet_died(clause: _Clause, names: Mapping[str, Collection[str]], folded: str) -> set[str]:
    """The visitor's own pet, by its name or as "our dog", said to have died or been lost; not
    "the neighbour's dog", "nearly died", nor one pet of several ("our cat died but the dog
    comes")."""
    died = _DIED.search(clause.folded)
    lost = _LOST.search(clause.folded)
    if died is None and lost is not None:
        after = clause.folded[lost.end() : lost.end() + 30]
        if _OWNED_AFTER.match(after):
            return set()  # "we lost Bonnie's lead": something of hers
        lost_pet = bool(_named_in(after, {"pets": names.get("pets", ())})) or bool(
            _OUR_PET.match(" " + after)
        )
        return {"pets"} if lost_pet and len(_ANIMALS.findall(folded)) <= 1 else set()
    if died is None or _NEARLY_BEFORE.search(clause.folded, 0, died.start()):
        return set()
    subject = clause.folded[: died.start()]
    pet_named = _named_in(subject, {"pets": names.get("pets", ())})
    ours = _OUR_PET.search(subject) and not _SOMEONE_ELSES.search(subject)
    others_left = len(_ANIMALS.findall(folded)) > (1 if ours else 0)
    return {"pets"} if (pet_named or ours) and not others_left else set()


def _companion_died(clause: _Clause, names: Mapping[str, Collection[str]]) -> set[str]:
    """The keys of what was told of someone who has died ("mi madre falleció en primavera"
    takes back her wheelchair); not "my mother nearly died"."""
    died = _DIED.search(clause.folded)
    if died is None or _NEARLY_BEFORE.search(clause.folded, 0, died.start()):
        return set()
    people = {key: known for key, known in names.items() if key != "pets"}
    return _named_in(clause.folded[: died.start()], people)


# Someone or something that stays with others or at home: the words up to the verb are its
# subject ("the vet says he'll be staying with my brother").
_STAYS_BEHIND = re.compile(
    r"^(?P<subject>.{0,120}?\b(?:(?P<pronoun>he|she|it|they|el|ella|ellos|ele|ela|eles|elas)"
    r"|(?P<who>[a-z]+))(?:'ll|'m|'re| will| is| am| are|'s)?(?: be)?) (?:stay(?:s|ing)?"
    r"|se queda(?:n|ra)?|se va a quedar|fica(?:m|ra)?|vai ficar|(?:se ha|se han) quedado"
    r"|se quedo|se quedaron|ficou|ficaram"
    # living with someone else is for good: "lives with my parents now", "went to live with",
    # "se ha quedado a vivir con", "foi morar com"
    r"|(?P<lives>liv(?:e|es|ing)|vive|viven|vivira|mora|moram|vai morar"
    r"|(?:went|gone|moved) (?:to live|in)|(?:se ha|se han) quedado a vivir|se quedo a vivir"
    r"|se quedaron a vivir|se fue a vivir|se fueron a vivir|ficou a (?:morar|viver)"
    r"|ficaram a (?:morar|viver)|foi (?:morar|viver)))"
    r" (?:with|at|home|behind|con|en|com|em)\b"
    # "our dog lives with us", "a Luna mora com a gente": with the visitor is no staying behind
    r"(?! (?:us|me|nosotros|nosotras|a gente|nos|nós|conosco|connosco|mim|mi)\b)"
)
# "From now on", "any more": for good, not "Biscuit always stays with my mum when we fly".
_FOR_GOOD = re.compile(
    r"\b(?:from now on|for good|permanently|any ?more|no longer|a partir de ahora"
    r"|de ahora en adelante|para siempre|ya no|a partir de agora|de agora em diante|para sempre"
    r"|pra sempre|ja nao|daqui (?:pra|para a|para) frente|daqui em diante|de aqui en adelante"
    r"|de vez(?! em quan| en cuan)"
    # "así que ya viajamos sin ellos": travelling without them is how it is now
    r"|ya (?:viajamos|viajo) sin|agora (?:viajamos|viajo) sem|now (?:we |i )?travel without)\b"
)
# "From now on I travel without him": the one remembered by name is left out of every trip.
_TRAVELS_WITHOUT_THEM = re.compile(
    r"\b(?:travel|go|come|viajo|viajamos|voy|vamos|vou|vamos) (?:\w+ )?(?:without|sin|sem)"
    r" (?:him|her|it|them|el|ella|ellos|ellas|ele|ela|eles|elas)\b"
    # "ya no la vamos a llevar a ningún viaje", "we won't bring her any more"
    r"|\b(?:no|nunca|ya no) (?:la|lo|las|los) (?:vamos a |voy a )?(?:llevar|traer|llevamos|llevo)\b"
    r"|\b(?:won't|will not|not going to) (?:bring|take) (?:her|him|them|it)\b"
    r"|\b(?:nao|nunca) (?:vamos |vou )?(?:leva|levar|trazer)-(?:la|lo|las|los)\b"
)
_THE_VISITOR = frozenset({"i", "we", "yo", "nosotros", "eu", "nos", "me"})


def _someone_else_stays(folded: str) -> bool:
    """Whether the words say someone other than the visitor stays with others or at home."""
    stays = _STAYS_BEHIND.search(folded)
    return stays is not None and stays["who"] not in _THE_VISITOR


_SOMEONE_UNNAMED = "someone"


def told_of(content: str) -> str | None:
    """Whom a fact is told of, folded: "madre" in "Needs step-free access (madre)."."""
    whom = told_of_whom(content)
    return normalise(whom) if whom else None


def _of_a_companion(fact: MemoryCandidate) -> bool:
    """Whether a fact is told of someone who travels with the visitor (a pet's name is no
    companion's)."""
    told = fact.content.startswith("Travels with someone") or told_of(fact.content) is not None
    return fact.key != "pets" and told


# A retraction that points back at what was just said rather than naming it.
_FORGET_IT = re.compile(
    r"\b(?:forget (?:it|that|all that|about it)|scratch that|never mind|nevermind|disregard that"
    r"|olvidalo|olvida(?:te de)? eso|olvidate|borra eso|esqueca|esquece(?: isso)?|esqueca isso"
    r"|deixa pra la|deixa para la|apaga isso)\b"
)
# "... it's four of us now", "ahora somos tres": the value that holds from here on.
_NOW = re.compile(r"\b(?:now|ahora|agora)\b")


def _restates(clause: _Clause) -> bool:
    """Whether a clause that takes something back puts it right ("actually, scratch that, it's
    four of us now"), rather than only saying what no longer holds ("forget that we're 5")."""
    stance = clause.stance
    return stance.retracts and (stance.corrects or bool(_NOW.search(clause.folded)))


def says_less_than(fact: MemoryCandidate, known: Collection[tuple[str, str]]) -> bool:
    """Whether ``fact`` only says again, more vaguely, what a known memory (key, content) says:
    "pet-friendly places only, for any trip" after "my cat Bisi always comes with me"."""
    return fact.content == _ANY_PET and any(key == fact.key for key, _ in known)


def confirms_durable(text: str) -> bool:
    """Whether the rules read ``text`` as saying something lasting: a fact they find, or a clause
    said as a habit or about the visitor, not "this time" and not as a question.

    The check on a language model's memories: "with a hot tub please" confirms nothing.
    """
    clauses = _clauses(text)
    said = any(clause.stance.durable or clause.stance.corrects for clause in clauses)
    return said or bool(extract_memories(text))


def mentioned_keys(text: str) -> set[str]:
    """The memory keys a message touches ("under 100" touches the budget), for recall."""
    parsed = parse_utterance(text)
    keys = topics(normalise(tidy(text)), parsed)
    if {"min_price", "max_price"} & (set(parsed.settings) | parsed.cleared):
        keys.add("budget")
    if "min_accommodates" in parsed.settings:
        keys.add("travel_party")
    if "superhost_only" in parsed.settings:
        keys.add("host_preference")
    if "property_type" in parsed.settings:
        keys.add("property_type")
    if "location" in parsed.settings:
        keys |= {"preferred_market", "trip"}
    return keys


def set_aside_keys(text: str, names: Mapping[str, Collection[str]] | None = None) -> set[str]:
    """The memory keys a new message sets aside for this search only: "Biscuit's staying with my
    mum", "we're leaving the dog at home", "desta vez a Mimi fica com a minha mãe", "don't bother
    filtering for AC". ``names`` are the names each key's memories go by (a pet's name).
    """
    keys: set[str] = set()
    folded_text = normalise(text)
    if _NO_WORK_THIS_TIME.search(folded_text) and not _DESK_ASKED.search(folded_text):
        keys.add("workspace")
    if _SPLURGE_THIS_TIME.search(folded_text):
        keys.add("budget")  # a price said too still wins, as any price said does
    if (
        _NO_CAR_THIS_TIME.search(folded_text)
        and _THIS_TRIP_BY_AIR.search(folded_text)
        and not _CAR_KEPT.search(folded_text)
    ):
        keys.add("parking")
    for part in _SET_ASIDE_PARTS.split(text):
        clause = tidy(part)
        folded = normalise(clause)
        if not clause or not _LEFT_BEHIND.search(folded):
            continue
        keys |= topics(folded, parse_utterance(clause))
        words = set(folded.replace("'s", " ").split())
        for key, known in (names or {}).items():
            if words & {normalise(name) for name in known}:
                keys.add(key)
    return keys


# "we're treating ourselves", "nos vamos a dar un lujo", "vamos nos dar ao luxo": this trip the
# usual budget is set aside
_SPLURGE_THIS_TIME = re.compile(
    r"\b(?:treat(?:ing)? ourselves|treat(?:ing)? myself|splurg\w*|push(?:ing)? the boat out"
    r"|money(?:'s| is) no object|no expense spared|price doesn't matter|price is no object"
    r"|dar(?:nos|me)? un (?:gusto|lujo|capricho)|tirar la casa por la ventana"
    r"|dar(?: a gente| nos)? (?:ao|um) luxo|nos dar ao luxo|caprichar)\b"
)
# "this time it's a real holiday, no laptop!!", "vacaciones de verdad, sin computadora": a trip
# with no work sets the desk aside.
_NO_WORK_THIS_TIME = re.compile(
    r"\b(?:no laptop(?! (?:stand|bag|case|sleeve|charger))|leaving (?:my |the )?laptop"
    r" (?:at home|behind)"
    r"|sin (?:laptop|portatil|computadora)|sem (?:notebook|computador|laptop|portatil)"
    r"|nada de trabajo|nada de trabalho"
    r"|real (?:holiday|vacation)|vacaciones de verdad|ferias de verdade)\b"
    # "a real holiday but I still have to check emails" works after all
    r"(?![^.;!?]{0,60}\b(?:but|pero|mas|though|aunque|embora)\b)"
)
# "we fly this time so no car", "no vamos a alquilar carro", "sem carro desta vez": the parking
# was for the car
_NO_CAR_THIS_TIME = re.compile(
    r"\b(?:no car(?= this time| so| and| but|\s?[,.;!?]|$)"
    r"|without (?:a |the |our |my )?car(?=\s?[,.;!?]|$| this time| so| and| but)"
    r"|not (?:driving|renting a car|bringing the car)"
    r"|(?:won't|wont|will not|don't|dont) (?:have|need|rent|bring) (?:a |the )?car"
    r"|sin (?:coche|carro|auto)|sem carro"
    r"|no (?:vamos a |voy a )?(?:alquilar|llevar|rentar) (?:coche|carro|auto)"
    r"|nao (?:vamos |vou )?(?:alugar|levar) (?:o |um )?carro)\b"
)
# ... said of this trip, or of flying there; not "we never travel without the car", "I don't have
# a car yet but will rent one there", "no vamos a alquilar coche, vamos con el nuestro"
_THIS_TRIP_BY_AIR = re.compile(
    r"\b(?:this time|this trip|esta vez|este viaje|desta vez|dessa vez|nesta viagem|fly|flying"
    r"|we fly|volamos|vamos en avion|voamos|vamos de aviao)\b"
)
_CAR_KEPT = re.compile(
    r"\b(?:never|nunca|can't|cannot|no (?:vamos|voy) a ningun|yet|bring it|bring ours"
    r"|con el nuestro|com o nosso|rent one|alugar um|alquilar uno)\b"
)
# "even on a real vacation I need a desk": the desk is still asked for
_DESK_ASKED = re.compile(r"\b(?:desk|workspace|escritorio|escrivaninha|mesa de trabajo)\b")
# Each comma-separated part of a message on its own: "just me, Biscuit's staying with my mum".
_SET_ASIDE_PARTS = re.compile(r"[,.;!?\n]+")
_LEFT_BEHIND = re.compile(
    r"\b(?:stay(?:s|ing)? (?:with|home|at home|behind)"
    r"|leav(?:e|ing) (?:\w+ ){0,3}(?:at home|behind)"
    r"|(?:isn't|is not|aren't|are not|won't be|not) coming|without (?:the|my|our)|don't bother"
    # "mi mamá esta vez se queda en Cochabamba": at home, wherever that is
    r"|do not bother|no need for|se queda(?:n)? (?:con|en)|se quedara(?:n)? en|no viene"
    r"|sin (?:el|la|mi|nuestr[oa])|fica(?:m)? (?:com|em casa)|nao vem"
    r"|sem (?:o|a|meu|minha|noss[oa]))\b"
)


def topics(folded: str, parsed: ParsedUtterance) -> set[str]:
    """The memory keys whose subject a clause names ("the cat" -> pets, "my budget" -> budget)."""
    keys = {key for key, pattern in _TOPIC_WORDS.items() if pattern.search(folded)}
    if any(condition.said.search(folded) for condition in CONDITIONS.values()):
        keys.add("condition")
    for amenity in {*parsed.amenities, *parsed.removed_amenities}:
        keys.add(amenity_key(amenity))
    return keys


# What each kind of memory is about, as the visitor names it when taking it back.
_TOPIC_WORDS: dict[str, re.Pattern[str]] = {
    key: re.compile(r"\b(?:" + words + r")\b")
    for key, words in {
        "pets": r"dogs?|pupp(?:y|ies)|cats?|kittens?|pets?|perr[oa]s?|gat[oa]s?|mascotas?"
        r"|cachorr[oa]s?|caes|cao|cadelas?|animal(?:es)?|animais",
        "budget": r"budget|spend|spending|presupuesto|gast\w*|orcamento",
        "travel_party": r"party|group|family|of us|grupo|familia|somos",
        "accessibility": r"wheelchair|stairs|step.free|elevator|lift|silla de ruedas|escaleras"
        r"|ascensor|cadeira de rodas|cadeirante|escadas|elevador",
        "host_preference": r"superhosts?|hosts?|superanfitrion\w*|anfitrion\w*|anfitria\w*",
        "room_type": r"entire|whole place|whole home|shared|private room|casa entera|inteir[oa]",
        "workspace": r"desk|workspace|work(?:ing)? remotely|remote work|escritorio|teletrabaj\w*"
        r"|teletrabalh\w*",
        "noise": r"quiet|noise|noisy|light sleeper|ruido\w*|tranquil\w*|silencio\w*|barulh\w*",
        "allergy": r"allerg\w*|alerg\w*",
        "trip": r"trip|viaje|viagem",
    }.items()
}


# --- clauses -------------------------------------------------------------------------------

# Sentences, lines, dashes and "but": "we love Porto but this time we want Lisbon" is two clauses.
# A dash or "but" after a run of spaces is tried once, from the run's start (and only when
# the run holds more than line breaks), so a long run of spaces costs linear time.
_CLAUSE_BREAK = re.compile(
    r"(?<=[.!?;])\s+"
    r"|(?<!\s)(?=\n*+[^\S\n])\s++(?:[-\u2013\u2014]|but|pero)\s+"
    r"|\n+|,\s*mas\s+",
    re.IGNORECASE,
)
_WHAT_WAS_SAID = re.compile(
    r"\b(?:what i said|what we said|what i told you|that\b|lo que (?:te )?dije|eso|o que (?:eu )?"
    r"(?:disse|falei)|isso)"
)


# "Preciso de prédio com elevador. É só dessa vez, daqui a 6 semanas tiro a bota": a remark that
# only says "this time" is said of the sentence before it.
_ONLY_THIS_TIME = re.compile(
    r"^\W*(?:(?:it's|its|it is|that's|thats|e|es|solo|so|just|only|apenas|somente|but|pero|mas)"
    r"\s)*(?:"
    + "|".join(re.escape(normalise(cue)) for cue in sorted(THIS_TIME_CUES, key=len, reverse=True))
    + r")(?:\s(?:only|nada mais|nada más|no más))?\W*(?:[,.!;]|$)"
)


# "Eu só fico em lugar com piscina. Qualquer viagem, sempre.", "That goes for any place we ever
# book": a remark that only says "every trip" is said of the sentence before it.
_EVERY_TRIP_REMARK = re.compile(
    r"^\W*(?:(?:that|this|it|eso|esto|isso|isto)\s(?:\w+\s){0,2}?"
    r"(?:goes|applies|is|vale|aplica|serve|sirve)\s(?:for|to|para|pra|a)\s)?"
    r"(?:any|every|all|each|cualquier|todos|todas|cada|qualquer)\s(?:\w+\s){0,2}?"
    r"(?:trip|trips|stay|stays|place|places|time|viaje|viajes|estancia|viagem|viagens|lugar"
    r"|lugares|vez)\b(?:\W{1,3}(?:always|ever|siempre|sempre)"
    r"|\s(?:we|i)\s(?:ever\s)?(?:book|go|stay|travel|visit|rent))?[^\w?]*$"
    # "Superhosts only please. Always.", "siempre", "sempre"
    r"|^\W*(?:always|siempre|sempre|every\stime|toda\sla\svida|de\ssiempre)[^\w?]*$"
)


# "superhost only please. Had a bad experience in Bali last year": a rule learnt the hard way
# (read on folded text, so without accents: "más" is "mas", "péssima" "pessima")
_LEARNT_THE_HARD_WAY = re.compile(
    r"\b(?:had|have had|we've had|i've had|tuvimos|tuve|tivemos|tive)\s(?:a\s|some\s|too many\s"
    r"|many\s|una\s|uma\s|malas\s|mas\s)?(?:bad|terrible|awful|horrible|mala|malas|ma|mas"
    r"|pesima|pessima)\s(?:experience|experiences|experiencia|experiencias)\b"
    # "já tive problema sério com host novato", "we had serious problems with a host"
    r"|\b(?:had|have had|we've had|i've had|tuvimos|tuve|tivemos|tive)\s(?:a\s|um\s|un\s)?"
    r"(?:serious\s|real\s|big\s)?(?:problems?|problemas?|issues?)(?:\s(?:serio|serios|grave"
    r"|graves|serious))?\s(?:with|con|com)\s(?:a\s|an\s|um\s|un\s|uma\s|una\s|the\s|o\s|el\s)?"
    r"(?:\w+\s)?(?:host|hosts|anfitri\w*)\b"
)


def _clauses(text: str) -> list[_Clause]:
    clauses = [
        clause for part in _CLAUSE_BREAK.split(text) if (clause := _clause(part)) is not None
    ]
    return [
        _said_of_with(clause, after)
        for clause, after in zip(clauses, [*clauses[1:], None][: len(clauses)], strict=True)
    ]


def _said_of_with(clause: _Clause, after: _Clause | None) -> _Clause:
    """The clause as the remark after it says it: for this time only, or for every trip."""
    if after is not None and _ONLY_THIS_TIME.match(after.folded):
        return replace(clause, stance=replace(clause.stance, this_time=True))
    if after is not None and _EVERY_TRIP_REMARK.match(after.folded):
        return replace(clause, stance=replace(clause.stance, lasting=True), kept_as_a_rule=True)
    if (
        after is not None
        and clause.parsed.settings.get("superhost_only")
        and _LEARNT_THE_HARD_WAY.search(after.folded)
    ):
        # "superhost only please. Had a bad experience in Bali last year": a rule kept since
        return replace(clause, kept_as_a_rule=True)
    return clause


def _clause(part: str) -> _Clause | None:
    # One space between words keeps every pattern's work bounded.
    part = tidy(part)
    if not part or contains_secret(part):
        return None
    folded = normalise(part)
    stance = stance_of(folded)
    if _FOR_EVER.search(folded):
        stance = replace(stance, lasting=True)
    return _Clause(part, folded, parse_utterance(part), stance)


# A refusal said for good: "I don't do shared anything, ever", "whole place or nothing", "casa
# entera o nada", "casa inteira ou nada".
_FOR_EVER = re.compile(
    r"\b(?:don't|dont|do not|won't|wont|will not|never|not)\s+ever\b"
    r"|\b(?:don't|dont|do not|won't|wont|will not|never|not|no)\b[^.;!?]{0,60}?,\s*ever\W*$"
    r"|\b(?:or nothing|o nada|ou nada)\b"
)


# The parts of a clause between commas, a reason given after it and what follows a "but": "we
# always need 3 bedrooms, the boys can't share anymore", "... porque los niños ya no quieren
# compartir", "desta vez é o Porto mas precisamos sempre de elevador".
_SUBCLAUSE_BREAK = re.compile(
    r"[,;:()]|\s(?:because|cause|since|porque|ya que|pues|já que|ja que|pois|but|pero|mas)\s",
    re.IGNORECASE,
)


def _in_scope(clause: _Clause) -> list[_Clause]:
    """What of a clause can say something lasting. A clause told of the past or imagined says
    nothing lasting. "This time" and a retraction reach the words between their commas, so a
    habit said in a part of its own stays one: in "we always need at least 3 bedrooms, the boys
    can't all share anymore" the "anymore" is the boys'."""
    stance = clause.stance
    if stance.past or stance.hypothetical:
        return []
    if not (stance.retracts or stance.this_time):
        return [clause]
    parts = (_clause(part) for part in _SUBCLAUSE_BREAK.split(clause.text))
    return [
        part
        for part in parts
        if part is not None
        and part.stance.lasting
        and not (part.stance.retracts or part.stance.this_time)
    ]


def _facts(clause: _Clause) -> list[MemoryCandidate]:
    rules = _RULES
    if clause.stance.corrects and not clause.stance.lasting:
        # "Aliás, somos 5, esqueci-me do meu cunhado": a count put right is this trip's.
        rules = tuple(rule for rule in _RULES if rule is not _travel_party)
    found = [candidate for rule in rules if (candidate := rule(clause)) is not None]
    if len(found) > 1 and not _PARTY_SAID.search(clause.folded):
        # "Mi señora y yo nunca pagamos más de 100": who pays is not how many travel.
        found = [candidate for candidate in found if candidate.key != "travel_party"]
    return found + _amenities(clause)


_ASKED_TO_REMEMBER = re.compile(
    r"^\W*(?:please )?(?:remember|note|keep in mind|recuerda|ten en cuenta|lembre|lembra"
    r"|anota)(?:-se)?(?: (?:that|que|de que))?[ :,]+(?P<what>.{3,200})$"
)


def _note(clause: _Clause) -> list[MemoryCandidate]:
    """ "Please remember that my son is 3": what the visitor asked to be kept, as they said it."""
    asked = _ASKED_TO_REMEMBER.match(clause.folded)
    if asked is None:
        return []
    what = clause.text[asked.start("what") :].strip().rstrip(".!")
    return [_candidate("note", f"Asked to remember: {what}.")]


def _corrections(clause: _Clause, correctable: Collection[str]) -> list[MemoryCandidate]:
    """ "Actually, make that 150 euros": the restated value of a fact just stated."""
    found = []
    ceiling = clause.parsed.settings.get("max_price") or _stretched_to(clause.folded)
    if "budget" in correctable and ceiling:
        found.append(_budget_candidate(clause, ceiling))
    if "travel_party" in correctable and (size := clause.parsed.settings.get("min_accommodates")):
        found.append(_candidate("travel_party", f"Travels as a party of {size}."))
    return found


# "We can go up to 130", "podemos llegar a 130", "dá pra chegar a 130": one amount, stretched to.
_STRETCHED_TO = re.compile(
    r"\b(?:go up to|stretch to|up to|push to|llegar a|subir a|hasta|chegar a|ir ate|ate)"
    r" (?P<amount>\d{2,6})\b(?! (?:people|guests|personas|pessoas|nights|noches|noites))"
)


def _stretched_to(folded: str) -> float | None:
    amounts = _STRETCHED_TO.findall(folded)
    return float(amounts[0]) if len(amounts) == 1 else None


def _words(words: tuple[str, ...] | list[str]) -> str:
    """An alternation of lexicon words, folded, longest first, as whole words."""
    folded = sorted({normalise(word) for word in words}, key=len, reverse=True)
    return r"\b(?:" + "|".join(re.escape(word) for word in folded) + r")\b"


_POSSESSIVE = _words(lexicon.POSSESSIVE_WORDS)
_COMPANION = _words([*lexicon.COMPANION_NOUNS, *lexicon.COMPANION_PLURAL_NOUNS, "family"])
_CHILD = _words(lexicon.CHILD_NOUNS)
_INFANT = _words(lexicon.INFANT_NOUNS)
_NUMBER = r"(?:(?<!\d)\d++|" + _words(list(lexicon.NUMBER_WORDS)) + ")"
_FIRST_PERSON = re.compile(
    r"\b(?:i|we|i'm|im|we're|i've|we've|i'd|we'd|me|us|my|our|yo|nosotros|mi|nuestr[oa]s?|eu"
    r"|nos|meu|minha|noss[oa]s?)\b"
)


def _candidate(key: str, content: str) -> MemoryCandidate:
    kind, importance = _KIND_AND_IMPORTANCE.get(key, ("preference", 5))
    return MemoryCandidate(key=key, kind=kind, content=content, importance=importance)


_KIND_AND_IMPORTANCE: dict[str, tuple[MemoryKind, int]] = {
    "accessibility": ("fact", 9),
    "allergy": ("fact", 8),
    "pets": ("fact", 8),
    "travel_party": ("fact", 6),
    "bedrooms": ("preference", 6),
    "budget": ("preference", 6),
    "workspace": ("fact", 6),
    "noise": ("preference", 5),
    "host_preference": ("preference", 5),
    "room_type": ("preference", 5),
    "trip": ("trip", 5),
    "preferred_market": ("preference", 4),
    "home": ("fact", 4),
    "property_type": ("preference", 4),
    "dislike": ("preference", 4),
    "note": ("fact", 5),
    "condition": ("fact", 7),
    "need": ("preference", 6),
    "children": ("fact", 6),
}

# --- pets: "our dog", "we travel with a cat", "viajamos con nuestro perro", "temos um cão" -------

# Breeds, and words that are breeds only after "our" or "we have" ("our lab", "um salsicha")
_DOG_BREEDS = "|".join(
    (
        *(re.escape(normalise(breed)) for breed in lexicon.DOG_BREED_WORDS),
        "labs?|boxers?|greyhounds?|malteses?|vira.latas?|salsichas?|galg(?:o|a|os|as)",
    )
)
_PET = (
    r"(?P<pet>dogs?|pupp(?:y|ies)|pups?|cats?|kittens?|pets?|perr(?:o|a|os|as|ito|ita|itos)"
    r"|gat(?:o|a|os|as|ito|itos|inho|inhos)|mascotas?|cachorr(?:o|a|os|as|inho|inhos)|caes|cao"
    r"|cadelas?|animal(?:es)? de compania|animais de estimacao|animal de estimacao|"
    + _DOG_BREEDS
    + r")\b"
)
_PET_OWNER_VERB = (
    r"\b(?:(?:we|i)\s+(?:have|own|bring|travel with|travell?ing with|are bringing|come with"
    r"|always bring|will bring)|we've got|i've got|we have got|tengo|tenemos|llevo|llevamos"
    r"|viajo con|viajamos con|voy con|vamos con|tenho|temos|levo|levamos|viajo com"
    r"|viajamos com|vou com|vamos com|a gente (?:tem|leva|viaja com|vai com))"
)
_PET_RE = re.compile(
    rf"(?:{_POSSESSIVE}|{_PET_OWNER_VERB})\s+(?:(?P<count>{_NUMBER})\s+)?(?:[a-z]+\s+)??{_PET}"
)
# "We don't have a dog", "não tenho cachorro": the words just before deny it.
_DENIED = re.compile(r"\b(?:no|not|don't|dont|do not|never|nao|nunca|ya no|ja nao)\s+(?:\w+\s+)?$")
_DOG_WORDS = ("dog", "pupp", "pup", "perr", "cachorr", "cao", "caes", "cadela")
_CAT_WORDS = ("cat", "kitten", "gat")
# A pet's name: a capitalised word next to the pet ("Biscuit, my beagle", "a gata, a Mimi").
_NAME = re.compile(r"\b[A-ZÀ-Þ][a-zß-ÿ]{1,15}\b")
_NAME_RUN = re.compile(rf"{_NAME.pattern}(?:\s+{_NAME.pattern})+")
_NAME_WINDOW = 40  # characters either side of the pet word


# "Meg the collie", "Biscuit, my beagle", "our dog Max": a name said right beside its pet
_NAME_BEFORE_PET = re.compile(
    r"\b(?P<name>[A-ZÀ-Þ][a-zß-ÿ]{1,15}),?\s(?:the|our|my|el|la|o|a|nuestro|nuestra|mi|nosso|nossa"
    r"|o\snosso|a\snossa|meu|minha|o\smeu|a\sminha)\s$"
)
_NAME_AFTER_PET = re.compile(r",?\s(?P<name>[A-ZÀ-Þ][a-zß-ÿ]{1,15})\b")


def _animal_of(word: str) -> str:
    if word.startswith(_CAT_WORDS):
        return "cat"
    return "pet" if word.startswith(("pet", "mascota", "animal")) else "dog"


def _named_pet(clauses: Sequence[_Clause], found: list[MemoryCandidate]) -> list[MemoryCandidate]:
    """ "me, the wife and Meg the collie. Meg comes everywhere with us": the pet a lasting clause
    speaks of by its name alone is the one the message introduced with its kind."""
    if any(c.key == "pets" and c.content != _ANY_PET for c in found):
        return found
    introduced: dict[str, str] = {}  # a pet's name -> its animal
    for clause in clauses:
        for match in _PET_WORD_RE.finditer(clause.folded):
            before = _NAME_BEFORE_PET.search(clause.text, 0, match.start("pet"))
            after = _NAME_AFTER_PET.match(clause.text, match.end("pet"))
            for beside in (before, after):
                if beside is not None:
                    introduced.setdefault(beside["name"], _animal_of(match["pet"]))
    for clause in clauses:
        for pet_name, animal in introduced.items():
            comes = re.search(rf"\b{re.escape(pet_name)}\b{_WITH_THE_VISITOR_AFTER}", clause.text)
            if comes and clause.stance.lasting and not clause.stance.negated:
                pet = _candidate("pets", f"Travels with a {animal} ({pet_name}).")
                return [c for c in found if c.key != "pets"] + [pet]
    return found


def _pets(clause: _Clause) -> MemoryCandidate | None:
    allergy = _ALLERGY_RE.search(clause.folded)
    # "my wife is allergic to our neighbour's cats"; not "we have a dog, none of us is allergic"
    if allergy and (allergy["bare"] is None or _allergy(clause) is not None):
        return None
    animals: dict[str, bool] = {}  # animal -> several of them
    names: list[str] = []
    for match in _PET_RE.finditer(clause.folded):
        if _DENIED.search(clause.folded[: match.start()]):
            continue
        word = match["pet"]
        animal = _animal_of(word)
        count = match["count"]
        several = _is_plural(word) or (count is not None and count not in ("1", "one", "um", "un"))
        animals[animal] = animals.get(animal, False) or several
        names += _pet_names(clause.text, match.start("pet"), match.end("pet"))
    # "Los perros, Coco y Lola, vienen siempre con nosotros": the pets are the habit's subject.
    if not animals and (comes := _PET_COMES_ALONG.search(clause.folded)) and clause.stance.lasting:
        word = comes["pet"]
        animal = _animal_of(word)
        animals[animal] = _is_plural(word)
        names += _pet_names(clause.text, comes.start("pet"), comes.end("pet"))
    # "Pet-friendly is always a must", "necesito que acepten perros, siempre".
    if not animals and _needs_pets_allowed(clause):
        return _candidate("pets", _ANY_PET)
    if not animals:
        return None
    named = [f"{animal}s" if several else f"a {animal}" for animal, several in animals.items()]
    called = f" ({_and(list(dict.fromkeys(names)))})" if names else ""
    return _candidate("pets", f"Travels with {_and(named)}{called}.")


_ANY_PET = "Travels with a pet."
# A verb of coming along with the visitor, after a pet or its name: "the dogs ... come with us
# everywhere", "Meg comes everywhere with us".
_WITH_THE_VISITOR_AFTER = (
    r"[^.;!?]{0,80}?\b"
    r"(?:come|comes|go|goes|travel|travels|viene|vienen|va|van|viaja|viajan|vem|veem|vai|vao"
    r"|viajam) (?:\w+ )?(?:with (?:us|me)|along|everywhere|con nosotros|conmigo|conosco|connosco"
    r"|com a gente|com nos|comigo)\b"
)
_PET_COMES_ALONG = re.compile(
    rf"\b{_PET}(?![^.;!?]{{0,60}}?\b(?:allowed|friendly|welcome|aceit|admit|acept|bienvenid|bem.vind))"
    + _WITH_THE_VISITOR_AFTER
)
_PET_WORD_RE = re.compile(rf"\b{_PET}")
_ANIMALS = re.compile(rf"{_PET}|\b(?:animals|animales|animais)\b")
# The visitor's own pet, and someone else's ("the neighbour's dog", "el perro de mi vecino")
_OUR_PET = re.compile(rf"(?:^|\s)(?:{_POSSESSIVE})\s(?:\w+\s)?{_PET}")
_SOMEONE_ELSES = re.compile(r"'s\s|\bde\s(?:mi|mis|meu|minha|la|el|o|a)\s\w+|\bdo\s\w+|\bda\s\w+")
_NEARLY_BEFORE = re.compile(r"\b(?:nearly|almost|casi|quase|por poco|por pouco)\s(?:\w+\s)?$")


def _needs_pets_allowed(clause: _Clause) -> bool:
    return (
        PETS_ALLOWED in clause.parsed.amenities
        and clause.stance.lasting
        and bool(_ANIMALS.search(clause.folded))
    )


def _pet_names(text: str, start: int, end: int) -> list[str]:
    """Capitalised words near the pet that name no place and start no sentence."""
    window = text[max(0, start - _NAME_WINDOW) : end + _NAME_WINDOW]
    offset = max(0, start - _NAME_WINDOW)
    # "the Big Island", "New York": capitalised words that together name a market
    markets = [m.span() for m in _NAME_RUN.finditer(window) if resolve_market(m.group())]
    names = []
    skipped_end = -1  # where the last capitalised word that is no name ended
    for match in _NAME.finditer(window):
        if any(begin <= match.start() < finish for begin, finish in markets):
            skipped_end = match.end()
            continue
        at, after = offset + match.start(), offset + match.end()
        before = text[max(0, at - _NAME_WINDOW) : at].rstrip()
        opens_sentence = not before or before.endswith((".", "!", "?"))
        introduced = _INTRODUCED.match(normalise(text[after : after + _NAME_WINDOW]))
        # "Semana Santa", "Europe and Asia": the words that go on a place's name.
        goes_on = skipped_end >= 0 and _GOES_ON.fullmatch(window[skipped_end : match.start()])
        word = match.group()
        if (
            (opens_sentence and not introduced)
            or goes_on
            or _PLACE_PREPOSITION.search(normalise(before))
            or normalise(word) in _NOT_NAMES
            or resolve_market(word) is not None
        ):
            skipped_end = match.end()
            continue
        names.append(word)
    return names


_GOES_ON = re.compile(r"\s+|\s+(?:and|or|y|o|e|ou|de|do|da|del)\s+|\s*,\s*")


# "With our dog to Europe", "en Sevilla": a capitalised word after these names a place.
_PLACE_PREPOSITION = re.compile(
    r"\b(?:in|to|from|at|near|around|visiting|en|em|no|na|para|desde|hacia|perto de|cerca de)$"
)
# "Max, our terrier, ...": a name opening the sentence, introduced by what it is.
_INTRODUCED = re.compile(rf",\s*(?:the |o |a )?{_POSSESSIVE}")


def _is_plural(word: str) -> bool:
    return word.endswith(("s", "ies")) and word not in ("cao",)


# --- budget: "our budget is about 150 a night", "presupuesto de 120", "orçamento de 200 reais" ----

_OWN_BUDGET = re.compile(rf"{_POSSESSIVE}\s+(?:\w+\s+)?(?:budget|presupuesto|orcamento)\b")
_SPENDING_HABIT = re.compile(
    r"\b(?:(?:we|i)\s+(?:usually|normally|typically|never|don't|do not|can't|cannot|won't)\s+"
    r"(?:spend|pay|go)|can(?:not|'t)\s+afford|(?:normalmente|nunca|no)\s+(?:gasto|gastamos|pago"
    r"|pagamos)|(?:costumo|costumamos)\s+(?:gastar|pagar)|nao\s+(?:gasto|gastamos|pago|pagamos))\b"
)


def _budget(clause: _Clause) -> MemoryCandidate | None:
    """ "Our budget is 120", "we never spend more than 100 pounds": a budget of the visitor's, not
    a price for this search ("under 500", "budget 100 in Porto")."""
    ceiling = clause.parsed.settings.get("max_price")
    if ceiling is None:
        return None
    habit = _SPENDING_HABIT.search(clause.folded) or clause.stance.lasting
    if not (_OWN_BUDGET.search(clause.folded) or habit):
        return None
    # "I tutor every evening from 6 to 10": hours of the day, not a price.
    if _HOURS.search(clause.folded) and not (
        clause.parsed.currency or _PRICE.search(clause.folded)
    ):
        return None
    return _budget_candidate(clause, ceiling)


# Two hours of the day: "from 6 to 10", "de 18 a 22", "das 9 às 17", "6-10pm".
_HOURS = re.compile(
    r"\b(?:from|de|das|desde(?: las)?) (?:[01]?\d|2[0-4])(?::[0-5]\d)? ?(?:am|pm|h)?"
    r" (?:to|till|until|a|as|ate|hasta(?: las)?) (?:[01]?\d|2[0-4])(?::[0-5]\d)? ?(?:am|pm|h)?\b"
    r"(?! (?:euros?|dollars?|bucks|pounds|reais|a night|per night|por noche|por noite))"
)
_PRICE = re.compile(
    r"\b(?:budget|price|spend|pay|presupuesto|precio|gast\w*|pag\w*|orcamento|preco)\b"
)


def _budget_candidate(clause: _Clause, ceiling: float) -> MemoryCandidate:
    currency = _budget_currency(clause.parsed)
    money = clause.parsed.money
    if money is not None and money.basis in ("month", "stay"):
        # what a remembered budget caps is a night's price; an amount each stays as said
        ceiling = round(nights_share(ceiling, money), 2)
    return _candidate(
        "budget",
        f"Budget is about {format_number(ceiling)}{f' {currency}' if currency else ''} per night.",
    )


def _budget_currency(parsed: ParsedUtterance) -> str:
    """The currency said with the budget, or else the one of the market it was said for: "our
    budget is 120 in Porto" means euros, and stays euros in Sydney."""
    standing = parsed.money.currency if parsed.money else None
    if parsed.currency and currency_code(parsed.currency) in (standing, None):
        return parsed.currency.strip()
    if standing:
        # "100 euros, that's about 10000 rupees": the currency of the amount that stands
        return "dollars" if standing == "DOLLAR" else standing
    if parsed.currency:
        return parsed.currency.strip()
    market = MARKETS_BY_NAME.get(str(parsed.settings.get("location") or ""))
    return market.currency if market else ""


# --- party: "we're a family of four", "2 adults and 2 kids", "mi esposa y yo", "somos 5" --------

# Who "we" are: "we're a family of four", "there are six of us", "somos cinco". "For a family of
# 5" or "2 adults and 2 kids" alone ask for this search.
# "We're a family of four", "there are six of us", "somos una familia de cinco"; a bare count
# ("somos 5", "we're 4 in total") is the party of this trip.
_WE_ARE = re.compile(
    r"\b(?:(?:we are|we're|somos) (?:a |an |una |uma )?(?:\w+ )?(?:family|group|couple|familia"
    r"|grupo|pareja|casal)|there are \w+ of us"
    # "we're still two adults", "seguimos siendo dos": who we are goes on, whatever else changed
    r"|(?:we are|we're) still|seguimos siendo|todavia somos|ainda somos"
    r"|continuamos (?:a ser|sendo))\b"
)
# "Minha mãe vai em todas as viagens", "my mum comes on every trip": one person on every trip,
# with the visitor.
_ONE_ON_EVERY_TRIP = re.compile(
    rf"{_POSSESSIVE}\s+(?:\w+\s+)?(?P<who>{_words(lexicon.COMPANION_NOUNS)})[^.;!?]{{0,60}}?"
    r"\b(?:goes|comes|travels|va|viene|viaja|vai|vem)(?: \w+)? (?:on|to|a|em|en|in) "
    r"(?:every|all (?:my|our|the)|todos (?:los|mis|nuestros)|todas (?:as|as minhas|as nossas))"
    r" (?:trips?|holidays?|viajes|viagens)\b"
)
_OUR_PEOPLE = re.compile(rf"{_POSSESSIVE}\s+(?:\w+\s+)?(?:{_COMPANION}|{_CHILD})")
_CHILDREN_RE = re.compile(
    rf"(?P<count>{_NUMBER})\s+(?:[a-z]+\s+)?{_CHILD}|{_POSSESSIVE}\s+{_CHILD}"
)
# "a family of four with two kids": the stated size counts everyone, the kids included.
_GROUP_SIZE_RE = re.compile(
    rf"\b(?:family of|group of|party of|we are|we're|there are|somos(?: una| uma)?"
    rf"(?: familia de| grupo de)?|familia de|grupo de|seguimos siendo|continuamos (?:a ser|sendo))"
    # "normally we are only 2", "somos solo dos"
    rf"(?:\s+(?:always|siempre|sempre|todos|todas|still|todavia|ainda|only|just|solo|so|apenas))?"
    rf"\s+(?P<size>{_NUMBER})\b"
    rf"|(?P<size_of_us>{_NUMBER})\s+of us\b"
    # "just the two", "só os dois", "solo los dos"
    rf"|\b(?:just|only|so|solo|apenas|somente) (?:the|los|las|os|as) (?P<size_only>{_NUMBER})\b"
    r"(?! (?:nights?|noches|noites|days?|dias|weeks?|semanas|bedrooms?|quartos|habitaciones))"
    # "siempre viajamos los cinco juntos", "a gente sempre viaja em quatro"
    rf"|\b(?:los|las|os|as|the)\s+(?P<size_together>{_NUMBER})\s+(?:juntos|juntas|together"
    rf"|de siempre|de sempre)\b|\b(?:viaj\w*|travel\w*)\s+(?:em|en|in)\s+(?P<size_in>{_NUMBER})\b"
)


# The party as what the clause says: its size, or who travels together.
_PARTY_SAID = re.compile(
    rf"{_WE_ARE.pattern}|{_GROUP_SIZE_RE.pattern}"
    r"|\b(?:travel\w* (?:always )?(?:with|together)|comes? (?:with|along)"
    r"|viaj\w* (?:con|com|junt[oa]s)|viaj(?:o|amos) (?:siempre|sempre) (?:con|com)"
    r"|vien\w* con|vem com)\b"
)


def _travel_party(clause: _Clause) -> MemoryCandidate | None:
    # "Minha mãe vai em todas as viagens": the two of them, unless the count is said ("My son
    # comes on every trip, so we're 3"); "my sister comes to all my trips with her kids" brings
    # more than one
    if (
        _ONE_ON_EVERY_TRIP.search(clause.folded)
        and len(_OUR_PEOPLE.findall(clause.folded)) == 1
        and not re.search(_CHILD, clause.folded)
    ):
        counted = _GROUP_SIZE_RE.search(clause.folded)
        people = _number(next(group for group in counted.groups() if group)) if counted else 2
        return _candidate("travel_party", f"Travels as a party of {people}.")
    # "Somos un matrimonio jubilado ..., así que siempre necesitamos ascensor": the habit is what
    # the people lead to, and each side says its own party or none.
    leads_to = _PEOPLE_LEAD_TO.search(clause.folded)
    if leads_to is not None:
        sides = (_clause(clause.text[: leads_to.start()]), _clause(clause.text[leads_to.end() :]))
        return next((party for side in sides if side and (party := _travel_party(side))), None)
    # "Biscuit always comes with us", "he'll be staying with my brother": someone else comes or
    # stays, and how many the visitor's party is goes unsaid.
    if _someone_else_stays(clause.folded) or _comes_along_uncounted(clause.folded):
        return None
    # "a flat in Porto for me and my wife" names the party of this search, and "she comes
    # everywhere with me" of a pet names no person.
    # "wailea or kapalua, 7 nights from 11 april, me and my husband" plans this trip too, unlike
    # "we always stay near the centre, the 4 of us"
    requests_a_stay = bool(
        {"location", "country", "property_type"} & set(clause.parsed.settings)
        or (clause.parsed.near and not clause.stance.lasting)
    )
    if _ANIMALS.search(clause.folded) and not _GROUP_SIZE_RE.search(clause.folded):
        return None
    # "Flat in Porto for the two of us, and Max comes on every trip": the habit is the dog's.
    together = _TOGETHER.search(clause.folded)
    lasting = clause.stance.lasting and (not requests_a_stay or together is not None)
    # "me, my wife and our 2 kids" on its own says who we are; "aliás, somos 5, esqueci-me do
    # meu cunhado" corrects this trip's count, and a budget said with "my wife and I" is the budget
    ours = (
        _OUR_PEOPLE.search(clause.folded)
        and not requests_a_stay
        and not clause.stance.corrects
        and not clause.parsed.settings.keys() - {"min_accommodates"}
    )
    # "We're a family of four looking at Sydney" introduces this search's party
    we_are = _WE_ARE.search(clause.folded) and not requests_a_stay
    if not (we_are or ours or lasting):
        return None
    # "8 of us for my sister's hen do": the party of an occasion is that trip's.
    if _OCCASION.search(clause.folded) and not clause.stance.lasting:
        return None
    # "Normalmente somos só nós dois", "normally it's just me and my husband": the party of
    # most trips is the one to search with; "normally I travel solo" leaves each trip its own.
    usual = _AS_A_RULE.search(clause.folded) and not _EVERY_TIME.search(clause.folded)
    stated = _GROUP_SIZE_RE.search(clause.folded)
    # "Eu e o meu marido somos surdos", "we're a retired couple": who they are, said once, is
    # no party that always travels.
    described = _DESCRIBED.search(clause.folded) and not _TRAVEL_TOGETHER.search(clause.folded)
    if not stated and described:
        return None
    parsed_size = clause.parsed.settings.get("min_accommodates")
    size: int | None = (
        _number(next(group for group in stated.groups() if group)) if stated else parsed_size
    )
    if stated and _STILL.search(clause.folded) and parsed_size and parsed_size > (size or 0):
        size = parsed_size  # "we're still 2 adults and 1 child": all of them
    if not size:
        return None
    # "Soy ciclista y siempre llevo mi bici": who the visitor is, not that they travel alone.
    if size == 1 and not (
        stated or _ALONE.search(clause.folded) or _OUR_PEOPLE.search(clause.folded)
    ):
        return None
    if size == 1 and _OUR_PEOPLE.search(clause.folded):  # "my mum always travels with me"
        size = 2
    if usual and size == 1:
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


_STILL = re.compile(r"\b(?:still|todavia|ainda|seguimos|continuamos)\b")
# "So" of the English "so we ...", not the Portuguese "só eu e a minha mulher".
_PEOPLE_LEAD_TO = re.compile(
    r"\s(?:so(?= (?:we|i|i'm|we're|our|my)\b)|and so|which means|asi que|por eso|por lo que"
    r"|entonces|por isso|portanto|entao)\s"
)
_ALONE = re.compile(
    r"\b(?:alone|solo|by myself|on my own|just me|only me|sola|sozinh[oa]|so eu|apenas eu"
    r"|yo solo|yo sola|solo yo)\b"
)


def _comes_along_uncounted(folded: str) -> bool:
    """ "Biscuit always comes with us", "mi papá siempre viaja con nosotros": one who comes along
    with a party whose size goes unsaid; "me, my wife and our son, and grandma comes with us"
    lists it."""
    comes = _COMES_WITH_US.search(folded)
    if comes is None or _GROUP_SIZE_RE.search(folded):
        return False
    listed = [m for m in _OUR_PEOPLE.finditer(folded) if m.start() < comes.start()]
    return len(listed) <= 1


_COMES_WITH_US = re.compile(
    r"\b(?:comes?|goes|travels?|viene|va|viaja|vem|vai|viaja) (?:\w+ )?(?:with us|along"
    r"|con nosotros|conosco|connosco|com a gente|com nos)\b"
)


# Trips made for one occasion: "hen do", "boda", "casamento", "grad trip".
_OCCASION = re.compile(
    r"\b(?:weddings?|hen (?:do|party|weekend)|stag (?:do|party|weekend)|bachelor(?:ette)? party"
    r"|birthday|graduation|grad trip|reunion|conference|honeymoon|anniversary|festival|concert"
    r"|bodas?|despedida de solter[oa]|cumpleanos|graduacion|congreso|luna de miel|aniversario"
    r"|concierto|casamento|formatura|conferencia|lua de mel|show)\b"
)
# The people as the subject of a description: "my wife and I are vegetarians", "somos surdos".
_DESCRIBED = re.compile(r"\b(?:are|we're|were|somos|son|sao|estamos|both|ambos|ambas)\b")
# ... unless it says they travel together: "my wife and I are always together on our trips".
# "we always travel together, looking at Sydney": the party's habit beside this search
_TOGETHER = re.compile(r"\b(?:together|juntos|juntas)\b")
_TRAVEL_TOGETHER = re.compile(
    r"\b(?:travel\w*|trips?|come|comes|coming|together|viaj\w*|vien\w*|vem|vamos|juntos|juntas)\b"
)
# "Usually", "normalmente", "costumamos": what holds most of the time, not every time.
_AS_A_RULE = re.compile(
    r"\b(?:usually|normally|typically|generally|in general|mostly|most of the time|normalmente"
    r"|generalmente|habitualmente|por lo general|geralmente|em geral|solemos|suele|suelo"
    r"|costum(?:o|a|amos|am))\b"
)


# --- children: "I have two kids", "tengo tres hijos", "tenho dois filhos" ----------------------

# How many children the visitor has, whoever travels: it counts "the kids" a new trip brings.
_HAS_CHILDREN = re.compile(
    r"\b(?:(?:i|we) (?:have|have got)|i've got|we've got|tengo|tenemos|tenho|temos|a gente tem)"
    rf" (?P<count>{_NUMBER}) (?:[a-z]+ )??{_CHILD}"
    # "we are a couple with a 10 month old baby", "somos un matrimonio con dos niños"
    r"|\b(?:we are|we're|somos) (?:a couple|a family|una pareja|un matrimonio|una familia"
    r"|um casal|uma familia) (?:with|con|com) "
    rf"(?P<with_count>{_NUMBER}|an?|una?|uma?) "
    r"(?:(?:\d{1,2}|month|months|year|years|old|meses|mes|anos|years-old|little|young|small"
    r"|teenage|teen|pequen[oa]s|pequen[oa]|recem-nascid[oa]s?|new|newborn)[ -]){0,4}"
    rf"(?:{_CHILD}|{_INFANT})\b"
)


def _children(clause: _Clause) -> MemoryCandidate | None:
    has = _HAS_CHILDREN.search(clause.folded)
    if has is None or _DENIED.search(clause.folded[: has.start()]):
        return None
    count = _number(has["count"] or has["with_count"])
    return _candidate("children", f"Has {count} {'child' if count == 1 else 'children'}.")


# --- bedrooms: "we need at least two bedrooms wherever we go", "sempre 3 quartos" ----------------


def _bedrooms(clause: _Clause) -> MemoryCandidate | None:
    bedrooms = clause.parsed.settings.get("min_bedrooms")
    if not bedrooms or not clause.stance.lasting:
        return None
    # "Preciso sempre de um quarto escuro", "I always need a room with blinds": the article of a
    # room described, not a count of bedrooms.
    if bedrooms == 1 and not _ONE_COUNTED.search(clause.folded):
        return None
    return _candidate(
        "bedrooms", f"Needs at least {bedrooms} bedroom{'s' if bedrooms != 1 else ''}."
    )


_ONE_COUNTED = re.compile(r"(?<!\d)1(?!\d)|\bone\b")


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
    r"|no (?:puede|puedo|podemos|pueden) subir (?:muchas |tantas |las )?escaleras"
    r"|nao (?:pode|posso|podemos|consegue|consigo|conseguimos) subir"
    r" (?:muitas |tantas |as )?escadas"
)
# "Stairs are a nightmare", "bad knees", "walks with a cane": what makes stairs hard, when the
# visitor names no way round them ("ground floor or a lift" is either, and no filter).
_HARD_ON_STAIRS = re.compile(
    r"\bstairs are (?:\w+ )?(?:hard|difficult|a nightmare|a problem|impossible|tough|a struggle"
    r"|out of the question|a no.go)"
    r"|\b(?:escaleras|escadas) (?:son|sao) (?:\w+ )?(?:un problema|um problema|dificiles|dificeis"
    r"|imposibles|impossiveis|una pesadilla|um pesadelo)"
    r"|\b(?:bad|dodgy|weak|arthritic) (?:knees?|hips?)\b|\bproblemas? (?:de|en las|nas) (?:rodillas"
    r"|joelhos)\b"
    r"|\b(?:walks?|walking) with (?:a )?(?:cane|stick|walker|frame)"
    r"|\buses? (?:a )?(?:cane|walker|walking stick|walking frame|rollator)"
    r"|\b(?:anda|camina|caminamos|ando|camino) con (?:baston|andador)"
    r"|\b(?:anda|ando|andamos) (?:de|com) (?:bengala|andarilho)|\busa (?:bengala|andarilho"
    r"|baston|andador)\b"
)
_SPEAKER_IN_WHEELCHAIR = re.compile(
    r"\b(?:i use|i'm in a wheelchair|i am in a wheelchair"
    r"|(?:i'm|i am) an? (?:[\w-]+ )?wheelchair user|uso (?:una )?silla"
    r"|soy usuari[oa]|sou cadeirante|uso cadeira)\b"
)


def _accessibility(clause: _Clause) -> MemoryCandidate | None:
    needed = [a for a in clause.parsed.amenities if a in ACCESSIBILITY_AMENITIES]
    # "Ground floor or a lift": either will do; "me da miedo el ascensor": a lift is no help.
    if _EITHER_LIFT.search(clause.folded) or CONDITIONS["no_lifts"].said.search(clause.folded):
        needed = [a for a in needed if a != "Elevator"]
    stairs_are_hard = bool(_STAIRS_ARE_HARD.search(clause.folded)) or bool(
        _HARD_ON_STAIRS.search(clause.folded) and not _EITHER_LIFT.search(clause.folded)
    )
    if not (
        stairs_are_hard
        or (needed and (_NEEDS.search(clause.folded) or _AGE_REASON.search(clause.folded)))
    ):
        return None
    # A wheelchair user who names steps ("steps at the entrance are a non-starter") needs none.
    if stairs_are_hard or ("Wheelchair accessible" in needed and _STEPS.search(clause.folded)):
        needed.append("Step-free access")
    needs = [a for a in ACCESSIBILITY_AMENITIES if a in needed]
    places = _and([_ACCESS_NEEDS[a] for a in needs])
    # whose need it is, when someone is named ("mi madre va en silla de ruedas"): told with it, so
    # that a trip without them, or news of their death, leaves it out
    speaker = _SPEAKER_IN_WHEELCHAIR.search(clause.folded) is not None
    # "Mum uses wheelchair so …": named as the clause's subject, with no "my"
    someone = None if speaker else _SOMEONE.search(clause.folded) or _SUBJECT.match(clause.folded)
    whose = f" ({clause.text[someone.start('who') : someone.end('who')]})" if someone else ""
    if "Wheelchair accessible" not in needs:
        return _candidate("accessibility", f"Needs {places}{whose}.")
    if speaker:
        who = "Uses a wheelchair"
    elif re.search(_COMPANION, clause.folded):
        who = "Travels with someone who uses a wheelchair"
    else:
        who = "Needs wheelchair access"
    return _candidate("accessibility", f"{who}; needs {places}{whose}.")


# "con ascensor, que ya no tenemos edad para subir cinco pisos": a need that comes with age
_AGE_REASON = re.compile(
    r"\b(?:(?:ya )?no (?:tengo|tenemos) (?:ya )?edad|(?:ja )?nao (?:tenho|temos) (?:mais )?idade"
    r"|at (?:my|our) age|a (?:mi|nuestra) edad|na (?:minha|nossa) idade|too old for"
    r"|(?:no longer|not) of an age)\b"
)
_LIFT = r"(?:lift|elevator|ascensor|elevador)"
_EITHER_LIFT = re.compile(rf"\b(?:or|o|ou) (?:an? |un |uma? )?{_LIFT}\b|\b{_LIFT} (?:or|o|ou)\b")
_STEPS = re.compile(r"\b(?:steps?|stairs?|escalones|escaleras|degraus|escadas)\b")
_ACCESS_NEEDS = {
    "Wheelchair accessible": "wheelchair-accessible places",
    "Step-free access": "step-free access",
    "Elevator": "a building with an elevator",
}


# --- superhosts: "I only book superhosts", "prefiero superanfitriones" --------------------------

_HABIT = re.compile(
    r"\b(?:(?:i|we)\s+(?:only|always|usually|prefer to)\s+(?:book|stay|rent|choose|go)"
    r"|prefer|prefers|preferably|trust|prefiero|preferimos|prefiro|solo reserv\w*"
    r"|siempre reserv\w*|so reserv\w*|sempre reserv\w*|reserv\w* solo|reserv\w* so"
    r"|(?:solo|siempre|so|sempre)\s+(?:nos\s+)?(?:alojamos|quedamos|hospedamos|ficamos|alquilamos"
    r"|alugamos|reservamos)"
    # "we always look for a house", "siempre buscamos casa", "siempre que viajo busco…"
    r"|(?:i|we)\s+(?:only|always|usually)\s+look\s+for"
    r"|(?:siempre|sempre)\s+(?:que\s+viaj\w*\s+)?(?:busc\w*|procur\w*)"
    # "pra mim é sempre Superhost, em qualquer viagem", "for me it's always superhosts"
    r"|(?:para|pra)\s+(?:mi|mim|nosotros|nos)\s+(?:es|e)\s+(?:siempre|sempre)"
    r"|for\s+(?:me|us)\s+it'?s\s+always)\b"
)


def _host_preference(clause: _Clause) -> MemoryCandidate | None:
    if not clause.parsed.settings.get("superhost_only"):
        return None
    if (
        _HABIT.search(clause.folded)
        or _a_habit_of_mine(clause)
        or clause.kept_as_a_rule
        # "de preferência superhosts, já tivemos más experiências": a rule learnt the hard way
        or _LEARNT_THE_HARD_WAY.search(clause.folded)
    ):
        return _candidate("host_preference", "Prefers superhost listings.")
    return None


def _a_habit_of_mine(clause: _Clause) -> bool:
    """ "I only ever book...", "we always stay...", "siempre elegimos...", "nunca fico...": a
    habit, said of the visitor (Spanish and Portuguese say who in the verb)."""
    folded = clause.folded
    of_mine = _FIRST_PERSON.search(folded) or _WE_VERB.search(folded) or _I_VERB.search(folded)
    return clause.stance.lasting and bool(of_mine)


# Spanish and Portuguese "I" verbs of staying and booking ("fico", "duermo", "reservo").
_I_VERB = re.compile(
    r"\b(?:fico|durmo|reservo|alugo|alquilo|comparto|partilho|compartilho|aceito|acepto|duermo"
    r"|me quedo|me alojo|me hospedo|escolho|elijo|viajo|divido)\b"
)
# Spanish and Portuguese "we" verbs ("reservamos", "elegimos", "ficamos").
_WE_VERB = re.compile(r"\b[a-z]{2,12}(?:amos|emos|imos)\b")


# --- property types: "we prefer apartments", "prefiro casas" ------------------------------------

_LIKING = re.compile(
    rf"{_HABIT.pattern}|\b(?:love|loves|adore|me encantan|nos encantan|adoro|adoramos"
    r"|gosto de|gostamos de)\b"
)


def _property_type(clause: _Clause) -> MemoryCandidate | None:
    property_type = clause.parsed.settings.get("property_type")
    disliked = _DISLIKE_EN.search(clause.folded) or _DISLIKE_ES_PT.search(clause.folded)
    if property_type is None or disliked or not _LIKING.search(clause.folded):
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
    r"\b(?:trip to|travell?ing to|going to|coming to|heading to|flying to|moving to|visiting"
    r"|holiday in|vacation in|we'll be in|i'll be in|we will be in|i will be in"
    r"|vacation in|viaje a|viajo a|viajamos a|vamos a|voy a|viagem (?:a|ao|para)|vamos para"
    r"|vou (?:a|ao)|vamos ao"
    r"|vou para|viajar para|viajamos para|visitar"
    # "estou a pensar ir a Istambul em abril", "thinking of going to Sydney", "mirando Edimburgo"
    r"|pensar ir (?:a|ao|para)|pensando (?:em |en )?ir (?:a|ao|para)|thinking (?:of|about) going to"
    r"|planning to go to)" + _NEAR + _MARKET
)
# "I've got a Kauai trip coming up".
_MARKET_TRIP_RE = re.compile(
    r"\b(?:have|got|booked|planning) an? " + _MARKET + r" (?:trip|holiday|vacation)\b"
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
# Capitalised words that are not a pet's name.
_NOT_NAMES = frozenset(
    {
        "i", "i'm", "i'll", "hi", "hello", "hola", "ola", "oi", "we", "my", "our", "mi", "meu",
        "minha", "the", "a", "o", "el", "la", "btw", "ok", "airbnb",
        *_MONTHS,
    }
)  # fmt: skip

_MONTH_RE = re.compile(r"\b(?:in|en|em|para|pra|for)\s+(?P<month>" + "|".join(_MONTHS) + r")\b")


def _preferred_market(clause: _Clause) -> MemoryCandidate | None:
    match = _FAVOURITE_RE.search(clause.folded)
    market = resolve_market(match["market"]) if match else None
    if market is None:
        return None
    return _candidate("preferred_market", f"Likes staying in {market}.")


def _trip(clause: _Clause) -> MemoryCandidate | None:
    """ "We're going to Edinburgh in August", "vamos a Barcelona en junio": the visitor's own trip
    ("vamos", "viajo" say who goes), not "places in Edinburgh in August". Said with its length
    ("a surprise trip to Edinburgh, 2 nights") it is the stay searched now."""
    if _STAY_LENGTH.search(clause.folded):
        return None
    match = _TRIP_RE.search(clause.folded) or _MARKET_TRIP_RE.search(clause.folded)
    if match and not (
        _FIRST_PERSON.search(clause.folded)
        or _FIRST_PERSON_VERB.search(match[0])
        or _THINKING_OF_GOING_RE.search(clause.folded)
    ):
        return None
    market = resolve_market(match["market"]) if match else None
    if market is None:
        return None
    month = _MONTH_RE.search(clause.folded)
    when = f" in {_MONTHS[month['month']]}" if month else ""
    return _candidate("trip", f"Planning a trip to {market}{when}.")


_FIRST_PERSON_VERB = re.compile(r"\b(?:viajo|viajamos|vamos|voy|vou|visitar)\b")
# "estou a pensar ir a Istambul", "estoy pensando en ir a Oporto": the visitor thinking of going
_THINKING_OF_GOING_RE = re.compile(
    r"\b(?:estou|estoy|estamos|tou|to)\s+(?:a\s+)?(?:pensar|pensando)\b"
)
# How long the stay is: "2 nights", "a week", "cinco noches", "um fim de semana".
_STAY_LENGTH = re.compile(
    rf"(?:{_NUMBER}|\b(?:a|an|un|una|um|uma))\s+(?:nights?|noches?|noites?|days?|dias|weeks?"
    r"|semanas?)\b|\b(?:weekend|fin de semana|fim de semana)\b"
)


# --- home: "I'm from Porto", "vivo en Sevilla", "moramos em Curitiba" (remembered, no filter) --

_HOME_RE = re.compile(
    r"\b(?:i'm from|i am from|we're from|we are from|(?:i|we) live in|(?:i'm|we're) based in"
    r"|(?:my|our) home ?town is|vivo en|vivimos en|soy de|somos de|moro em|moramos em|vivo em"
    r"|vivemos em|sou de"
    # "we are a Muslim family from Jakarta", "it's Gerald from Corner Brook"; not "we are flying
    # from Toronto", "we're back from Hawaii", "it's 5 minutes from Times Square"
    r"|(?:i'm|i am|we're|we are) an? (?:[\w'-]+ ){1,2}from"
    # "We're a family of four from outside Boston", "we are couple from Brno"
    r"|(?:we're|we are) (?:an? )?(?:couple|family|group|students?)(?: of [\w'-]+)? from"
    # "Somos uma família de Campinas", "somos 4 amigos de Sevilla"; not "somos fans de Coldplay"
    r"|somos (?:(?:uma?|una?|unos|unas|\d{1,2}) )?(?:familia|grupo|casal|pareja|matrimonio"
    r"|amig[oa]s|chic[oa]s|patas|compas|cuates|colegas|parceir[oa]s|meninas|meninos|amigues)"
    r"(?:(?: de)? [\w'-]+)? (?:de|do|da)"
    r"|(?:it's|this is) (?!(?:far|close|near|away|different|just|not|too|only|back)\b)[a-z]+ from)"
    r" (?:(?:o|a|el|la) )?(?:(?:just )?(?:outside|near) )?"
)
# The place as typed: one to three capitalised words ("Porto", "Rio de Janeiro", "New York").
_PLACE_TYPED = re.compile(r"[A-ZÀ-Þ][\w'-]*(?: (?:de |do |da |del )?[A-ZÀ-Þ][\w'-]*){0,2}")


def _home(clause: _Clause) -> MemoryCandidate | None:
    said = _HOME_RE.search(clause.folded)
    place = _PLACE_TYPED.match(clause.text, said.end()) if said else None
    if place is None or clause.stance.question:
        return None
    return _candidate("home", f"Lives in {place.group()}.")


# --- dislikes: "I hate noisy places", "no me gustan los hostales", "não gosto de barulho" --------

_DISLIKE_EN = re.compile(
    r"\b(?:i|we)\s+(?:really\s+|just\s+|always\s+|still\s+|generally\s+|usually\s+)?"
    r"(?:hate|dislike|can't stand|cannot stand|don't like|do not like|avoid|don't enjoy"
    # "we still don't want anything near bars", "I never book places with a pool without a
    # fence": refusals of places, not "never book last minute"
    r"|(?:never want|(?<=still )(?:don't|do not) want|never book|never rent)"
    r"(?=\s+(?:anything|places|somewhere|a place|homes|houses|flats|apartments)\b))"
    r"\s+(?!to\s)(?P<object>[^.,;!?]{2,80})"
)
_DISLIKE_ES_PT = re.compile(
    r"\b(?:odio|odiamos|detesto|detestamos|no (?:me|nos) gusta(?:n)?|evito|evitamos|no soporto"
    r"|no soportamos|odeio|nao gosto de|nao gostamos de|nao suporto|nao suportamos)\s+"
    r"(?P<object>[^.,;!?]{2,80})"
)


# "no nos gusta dejarlos solos", "we hate leaving them alone": what is done to someone (the pets
# just named), not a kind of stay.
_DONE_TO_SOMEONE = re.compile(
    r"(?:\w+(?:ar|er|ir)(?:los|las|lo|la|les|le)|\w+[aei]-(?:los|las|lo|la)"
    r"|(?:leave|leaving)\s+(?:them|him|her|it)|deixar\s+(?:eles|elas|ele|ela))\b"
)


def _dislike(clause: _Clause) -> MemoryCandidate | None:
    if _noise(clause) is not None:  # "I hate noise" is remembered as a need for quiet
        return None
    if _REFUSED_HOME.search(clause.folded):  # "never basements": a refusal of its own
        return None
    english = _DISLIKE_EN.search(clause.folded)
    match = english or _DISLIKE_ES_PT.search(clause.folded)
    if match is None or _DONE_TO_SOMEONE.match(clause.folded, match.start("object")):
        return None
    disliked = clause.text[match.start("object") : match.end("object")].strip()
    if not re.search(r"[^\W\d_]{2}", disliked):
        return None
    return _candidate("dislike", f"Dislikes {disliked}." if english else f"Dislikes “{disliked}”.")


# --- refusals: "never basements", "nada de sótanos ni semisótanos", "nunca em cave" ------------

_BELOW_GROUND = (
    r"(?:basements?|semi.basements?|below.ground|lower.ground|garden.level|sotanos?"
    r"|semisotanos?|caves?|poroes|porao)"
)
# A ground floor is refused for good only with "never" or a refusal after it: "no ground floor
# please" asks it of this search.
_GROUND_FLOOR = r"(?:ground.floors?|ground.level|planta.baja|res.do.chao|terreo)"
_REFUSED_ROOM = rf"(?:{_BELOW_GROUND}|{_GROUND_FLOOR})"
# "no basement units", "never stay in basements", "nada de sótanos", "nunca em cave": the refusal,
# then at most an article before the kind of home.
_REFUSED_HOME = re.compile(
    r"\b(?:(?P<never>never|nunca|jamas|jamais)|no|nothing in|nada de|nada em)\s+"
    r"(?:(?:stay|stays|book|rent|sleep)\s+)?"
    r"(?:(?:in|en|em|on|a|an|um|uma|un|una|los|las|os|as|any|the|el|la|o)\s+){0,2}"
    rf"(?P<object>{_REFUSED_ROOM}\b[^.,;!?—]{{0,50}})"
)
# "rés-do-chão e caves nem pensar", "ground floors are out": the kind of home, then the refusal
_REFUSED_HOME_AFTER = re.compile(
    rf"\b(?P<object>{_REFUSED_ROOM}(?:\s(?:e|y|and|or|ou|o|nor|ni|nem)\s{_REFUSED_ROOM})?)\s+"
    r"(?:nem pensar|ni hablar|ni pensar|no way|are out|is out|never|nunca|jamais|jamas"
    r"|de jeito nenhum|de ninguna manera)\b"
)
_GROUND_FLOOR_RE = re.compile(_GROUND_FLOOR)
_REFUSAL_TAIL = re.compile(
    r"(?:\s+(?:at all|please|por favor|nunca|never|ever|jamas|jamais|de todo|nada))+$"
)


def _refusal(clause: _Clause) -> MemoryCandidate | None:
    """A kind of home the visitor never stays in, with the words they use for it."""
    match = _REFUSED_HOME.search(clause.folded)
    if match is not None and not match["never"] and _GROUND_FLOOR_RE.match(match["object"]):
        match = None
    match = match or _REFUSED_HOME_AFTER.search(clause.folded)
    if match is None:
        return None
    start, end = match.span("object")
    tail = _REFUSAL_TAIL.search(clause.folded, start, end)
    refused = clause.text[start : tail.start() if tail else end].strip()
    return _candidate("dislike", f"Dislikes “{refused}”.")


# --- whole places: "we only stay in entire homes", "never shared", "sempre casa inteira" --------

_NOT_SHARED = re.compile(
    r"\b(?:never|no|not|don't|do not|won't|wont|will not|nunca|nada de|nao|jamas|jamais)\s+"
    r"(?:\w+\s+){0,5}?"
    # "I never share bathroom with strangers" shares no home; a bathroom and a kitchen are one
    r"(?:shared|sharing|share|compart\w*|partilh\w*|divid\w*)\b(?! (?:walls?|paredes?))"
    r"(?! (?:(?:a|the|my|el|la|o|um|un|una|uma) )?(?:bathrooms?|baths?|banos?|banheiros?"
    r"|casas? de banho)\b(?![^.;!?]{0,50}\b(?:kitchens?|cocinas?|cozinhas?|living|sala)\b))"
    r"|\b(?:whole|entire) (?:place|home|house|flat|apartment)"
    r"|\b(?:casa|piso|alojamiento|apartamento|espaco) (?:enter[oa]|inteir[oa])\b"
)
# "teenagers do not share", "cada una con su cama, nada de compartir": beds or rooms not shared
# within the party, which says nothing of sharing the home with strangers.
_SHARED_AMONG_THE_PARTY = re.compile(
    r"\b(?:teenagers|teens|kids|children|boys|girls|hijos|hijas|ninos|chicos|chicas|filhos|filhas"
    r"|meninos|meninas|criancas|they|ellos|ellas|eles|elas) (?:do not|don't|dont|won't|wont|never"
    r"|no|nao|nunca) (?:\w+ )?(?:share|compart\w*|divid\w*|partilh\w*)\b"
    r"|\b(?:cama|camas|bed|beds|cuarto|quarto|room),? (?:\w+ ){0,3}?(?:nada de|no|nao|never|not) "
    r"(?:\w+ )?(?:share|sharing|compart\w*|divid\w*|partilh\w*)\b"
)
_ROOM_KIND_SAID = re.compile(
    r"\b(?:private|own room|room of (?:my|our) own|shared|dorms?|privad[oa]|privativ[oa]|propi[oa]"
    r"|compartid\w*|compartilhad\w*|partilhad\w*"
    # "habitación en casa de alguien del lugar", "a room in a local's home"
    r"|(?:room|habitacion|cuarto|quarto) (?:in|en|em|na) (?:a |la |una |uma )?"
    r"(?:casa|home|house))\b"
)
# "Never a shared room, my own room at least": the least the visitor accepts is a room.
_A_ROOM_WILL_DO = re.compile(
    r"\b(?:private rooms?|own room|room of (?:my|our) own"
    r"|(?:cuarto|habitacion)(?:es)? (?:privad[oa]s?|propi[oa]s?)"
    r"|quartos? (?:privad[oa]s?|privativ[oa]s?|propri[oa]s?))\b"
)
_WHOLE_PLACE = re.compile(
    r"\b(?:whole|entire|own) (?:place|home|house|flat|apartment)"
    r"|\b(?:casa|piso|alojamiento|apartamento|espaco) (?:enter[oa]|inteir[oa])\b"
)
_IF_POSSIBLE = re.compile(
    r"\b(?:if possible|ideally|preferably|si es posible|si se puede|idealmente|de preferencia"
    r"|preferiblemente|se possivel|se der|de preferencia|preferencialmente)\b"
)
_NOT_SHARED_CONTENT = "Never stays in a shared room; a private room is enough."
_ROOM_TYPE_CONTENT = {
    "Entire home/apt": "Stays only in entire homes.",
    "Private room": "Prefers a private room.",
    "Shared room": "Prefers shared rooms.",
}


def _room_type(clause: _Clause) -> MemoryCandidate | None:
    room_type = clause.parsed.settings.get("room_type")
    if room_type != "Entire home/apt" and not _ROOM_KIND_SAID.search(clause.folded):
        room_type = None  # "I always need a room with blackout blinds" describes the room
    if _NOT_SHARED.search(clause.folded) and not _SHARED_AMONG_THE_PARTY.search(clause.folded):
        room_type = "Entire home/apt"
    # "whole apartment only from now on": a rule for every stay from now, said with no "I"
    folded = clause.folded
    rule = _HABIT.search(folded) or _a_habit_of_mine(clause) or _FOR_GOOD.search(folded)
    if room_type is None or not rule:
        return None
    # "Detached or at least no shared walls if possible": a wish, not a rule of every stay.
    if _IF_POSSIBLE.search(clause.folded):
        return None
    # "Never a shared room, a private one at least" rules out sharing, not private rooms: no one
    # room type holds it.
    rules_out_sharing = _NOT_SHARED.search(clause.folded) and not _WHOLE_PLACE.search(clause.folded)
    if rules_out_sharing and _A_ROOM_WILL_DO.search(clause.folded):
        return _candidate("room_type", _NOT_SHARED_CONTENT)
    return _candidate("room_type", _ROOM_TYPE_CONTENT[room_type])


# --- work: "I work remotely", "I'm a digital nomad", "trabajo en remoto", "sou nômade digital" ---

_REMOTE_WORK = re.compile(
    r"\b(?:(?:i|we)\s+(?:work|am working|are working)\s+(?:remotely|from home|online|from anywhere"
    r"|on the road|while travell?ing|on my laptop|on the go|remote)|work(?:ing)? remotely"
    r"|remote work\w*"
    r"|digital nomads?|work trips?|business trips?|trabajo\s+(?:en\s+|a\s+)?(?:remoto|distancia"
    r"|desde)|teletrabaj\w*|nomadas? digital(?:es)?|trabalho\s+(?:remoto|remotamente|a distancia"
    r"|de casa)|teletrabalh\w*|nomades? digita(?:l|is)|home office)\b"
)
# "must have a real desk + fast wifi, on calls all day": working, whoever the clause names
_ON_CALLS_ALL_DAY = re.compile(
    r"\b(?:on (?:video |zoom |conference )?calls all day|in (?:video )?meetings all day"
    r"|en (?:llamadas|reuniones) todo el dia|em (?:chamadas|reunioes) o dia (?:todo|inteiro))\b"
)
# "I do video calls all day", "faço reunião por vídeo o dia todo", "tengo muchas videollamadas
# todo el día": a habit of the one who writes (not "no more video calls all day", "I used to …")
_CALLS_ALL_DAY_AS_A_HABIT = re.compile(
    r"\b(?<!used to )(?:i do|we do|i have|i make|faco|hago|tengo|tenho)"
    r" (?:(?:lots of|so many|many|back to back|muchas|muitas) )?(?:(?:zoom|video) ?calls"
    r"|videollamadas|videochamadas|chamadas de video|reuni(?:ao|oes|ones) (?:por|de) video)"
    r" (?:all day|todo el dia|o dia (?:todo|inteiro))\b"
)


# "On Monday I have video calls all day": one day's calls, no habit
_ONE_DAY = re.compile(
    r"\b(?:on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|tomorrow|that day"
    r"|el (?:lunes|martes|miercoles|jueves|viernes)|amanha|na (?:segunda|terca|quarta|quinta"
    r"|sexta))\b"
)


# "I'll be working remotely from Oahu for three weeks": work on the coming trip, not a habit.
_WORK_ON_THIS_TRIP = re.compile(
    r"\b(?:i'll be|ill be|i will be|we'll be|we will be|i'm going to be|voy a estar|vamos a estar"
    r"|vou estar|vamos estar|estarei|estare)\s+(?:working|trabajando|trabalhando)\b"
)


def _works_remotely(clause: _Clause) -> bool:
    if _ON_CALLS_ALL_DAY.search(clause.folded) or (
        _CALLS_ALL_DAY_AS_A_HABIT.search(clause.folded) and not _ONE_DAY.search(clause.folded)
    ):
        return True
    works = _REMOTE_WORK.search(_WORK_ON_THIS_TRIP.sub(" ", clause.folded))
    return works is not None and _speaks_of_self(clause)


def _workspace(clause: _Clause) -> MemoryCandidate | None:
    needs_desk = WORKSPACE in clause.parsed.amenities
    if _works_remotely(clause):
        return _candidate("workspace", "Works remotely; needs a laptop-friendly workspace.")
    if needs_desk and clause.stance.lasting:
        return _candidate("workspace", "Always needs a laptop-friendly workspace.")
    return None


def _speaks_of_self(clause: _Clause) -> bool:
    return clause.stance.about_self or bool(_FIRST_PERSON.search(clause.folded))


# --- must-have amenities: "we always need a dishwasher", "please remember we need parking",
# "we always cook", "we drive everywhere" ------------------------------------------------------

_COOKS = re.compile(
    r"\b(?:(?:i|we)\s+(?:\w+\s+)?(?:cook|like to cook|love to cook|make our own)|cocin(?:o|amos)"
    r"|cozinh(?:o|amos))\b"
)
# "I cook everything myself", "cocinamos todo": cooking said as what is always done.
_COOKS_EVERYTHING = re.compile(
    r"\b(?:(?:i|we) (?:\w+ )?cook (?:everything|all (?:my|our) (?:own )?(?:meals|food)"
    r"|(?:all|every)(?: of)? (?:my|our|the) (?:meals|food)|for (?:myself|ourselves))"
    r"|cocin(?:o|amos) (?:todo|siempre|todas las comidas)"
    r"|cozinh(?:o|amos) (?:tudo|sempre|todas as refeicoes))\b"
)
_DRIVES = re.compile(
    r"\b(?:(?:i|we)\s+(?:\w+\s+)?(?:drive|travel by car|road ?trip|have a car|bring the car)"
    r"|(?:vamos|viajamos|voy|viajo) en (?:coche|carro|auto)|(?:tenemos|tengo) (?:coche|carro|auto)"
    r"|(?:vamos|viajamos|vou|viajo) de carro|(?:temos|tenho) (?:um )?carro)\b"
)
_NEVER_WITHOUT = re.compile(
    r"\b(?:never|nunca|jamas|won't|wont|will not|don't|dont|do not|no|nao)\b(?: [\w']+){0,5}?"
    r" (?:without|sin|sem)\b|\bcan't do without\b"
)
_PLACES_WITH = re.compile(
    r"\b(?:places|place|homes|houses|flats|apartments|lugares|casas|sitios|pisos)\s(?:with|con|com)\b"
)
_HABIT_AMENITY = {
    "Kitchen": "Cooks; needs a kitchen.",
    "Free parking on premises": "Travels by car; needs free parking on premises.",
}


def _amenities(clause: _Clause) -> list[MemoryCandidate]:
    """Amenities needed at every stay: named with a lasting cue, or implied by a habit."""
    found = []
    named = [*clause.parsed.amenities]
    if (without := _NEVER_WITHOUT.search(clause.folded)) and not _PLACES_WITH.search(
        clause.folded, without.start(), without.end()
    ):
        # "we never stay anywhere without wifi", not "never places with a pool without a fence"
        named += clause.parsed.removed_amenities
    needed = [a for a in named if amenity_key(a) in AMENITY_KEYS]
    if not clause.stance.lasting:
        needed = []
    if "Air conditioning" in named and _HEAT.search(clause.folded) and _SLEEP.search(clause.folded):
        needed.append("Air conditioning")  # "Linda doesn't sleep well when it's hot, so AC…"
    if "Wifi" in named and _works_remotely(clause):
        needed.append("Wifi")  # "I work remotely so I need a proper desk and reliable internet"
    cooks_always = clause.stance.lasting or _COOKS_EVERYTHING.search(clause.folded)
    if _COOKS.search(clause.folded) and (cooks_always or "Kitchen" in needed):
        needed.append("Kitchen")
    # "We don't drive", "não tenho carro": the words of a car, denied.
    if _DRIVES.search(clause.folded) and not CONDITIONS["no_car"].said.search(clause.folded):
        needed.append("Free parking on premises")
    for amenity in dict.fromkeys(needed):
        found.append(_candidate(amenity_key(amenity), _amenity_content(amenity)))
    return found


def _amenity_content(amenity: str) -> str:
    return _HABIT_AMENITY.get(amenity, f"Needs {amenity.lower()} at every stay.")


# "Not a must", "nice to have", "no es imprescindible", "não faz falta": a wish, not a need.
_NOT_A_MUST = re.compile(
    r"\b(?:not (?:a must|essential|necessary|required|needed|a dealbreaker|a deal breaker)"
    r"|nice to have|no (?:es|son) (?:imprescindible|esencial|necesari[oa]|obligatori[oa])s?"
    r"|no hace falta|nao (?:e|sao) (?:essencia(?:l|is)|imprescindive(?:l|is)|necessari[oa]s?"
    r"|obrigatori[oa]s?)|nao faz falta)\b"
)


def _hedged_amenities(clauses: list[_Clause]) -> set[str]:
    """The amenities said not to be a must; "it's not a must" on its own speaks of the ones
    named just before it, between the last commas."""
    hedged: set[str] = set()
    for before, clause in zip([None, *clauses], clauses, strict=False):
        if not _NOT_A_MUST.search(clause.folded):
            continue
        named = {*clause.parsed.amenities, *clause.parsed.removed_amenities}
        parts = [part for part in re.split(r"[,;:]", before.text) if part.strip()] if before else []
        last_part = _clause(parts[-1]) if parts else None
        hedged |= named or (set(last_part.parsed.amenities) if last_part else set())
    return hedged


# --- noise: "I'm a light sleeper", "noise keeps me awake", "prefiero zonas tranquilas" ---------

_NOISE_NEED = re.compile(
    r"\b(?:light sleepers?|sleeps? (?:lightly|badly|poorly)|noise (?:keeps|wakes|bothers|disturbs)"
    r"|(?:sensitive|allergic) to noise|noise.sensitive|can't sleep|cannot sleep|no puedo dormir"
    r"|nao consigo dormir|(?:i|we)\s+(?:hate|dislike|can't stand"
    r"|cannot stand|avoid)\s+(?:\w+\s+)?(?:noise|noisy)|(?:odio|odiamos|no (?:me|nos) gusta(?:n)?"
    r"|no soporto|evito|odeio|nao gosto de|nao gostamos de|nao suporto|evito)\s+(?:\w+\s+)?"
    r"(?:ruido|ruidos[oa]s?|barulh\w*)|(?:i|we)\s+"
    r"(?:prefer|like|love|enjoy|need|want)\s+(?:\w+\s+){0,2}?(?:quiet|peaceful|calm|silent)"
    r"|sueno ligero|duermo mal|el ruido (?:no me deja|me molesta|me despierta|no nos deja)"
    r"|(?:prefiero|preferimos|nos gustan?|me gustan?|necesito|necesitamos)\s+(?:\w+\s+){0,2}?"
    r"(?:tranquil|silencios)\w*|sono leve|durmo mal|o barulho (?:nao me deixa|me incomoda|me acorda"
    r"|nao nos deixa)|(?:prefiro|preferimos|gosto de|gostamos de|preciso de|precisamos de)\s+"
    r"(?:\w+\s+){0,2}?(?:tranquil|silencios|sossegad)\w*)"
)


def _noise(clause: _Clause) -> MemoryCandidate | None:
    need = _NOISE_NEED.search(clause.folded)
    heat_only = _HEAT.search(clause.folded) and not _NOISE.search(clause.folded)
    if need and _SLEEPLESS.fullmatch(need[0]) and heat_only:
        return None  # "I can't sleep in the heat": no noise
    if need is None and clause.stance.lasting and _QUIET.search(clause.folded):
        need = _QUIET.search(clause.folded)  # "siempre buscamos sitios silenciosos"
    if need is None:
        return None
    # "I need somewhere quiet" asks for this search; with a reason or a habit it is lasting.
    wants_now = re.match(r"(?:i|we) (?:need|want)|necesit|precis", need[0])
    if wants_now and not (clause.stance.lasting or _SLEEP.search(clause.folded)):
        return None
    return _candidate("noise", "Is sensitive to noise; prefers quiet places.")


_QUIET = re.compile(
    r"\b(?:quiet|peaceful|silent|calm|tranquil\w*|silencios\w*|sossegad\w*|can't sleep"
    r"|cannot sleep|no puedo dormir|nao consigo dormir)\b"
)
# Sleep said to be hard, with no cause named: the heat may be it
_SLEEPLESS = re.compile(
    r"can't sleep|cannot sleep|no puedo dormir|nao consigo dormir|sleeps? (?:badly|poorly)"
    r"|duermo mal|durmo mal"
)
_HEAT = re.compile(r"\b(?:hot|heat|calor|quente|caliente|humid|humidity|humedad|umidade)\b")
_NOISE = re.compile(r"\b(?:noise|noisy|quiet|sounds?|ruido\w*|barulh\w*|silenc\w*|tranquil\w*)\b")
_SLEEP = re.compile(r"\b(?:sleep\w*|awake|noise|noisy|dormir|sueno|ruido|sono|barulho)\b")


# --- allergies: "my wife is allergic to cats", "soy alérgico al polen" ------------------------

_ALLERGY_RE = re.compile(
    r"\b(?:allergic|allergy|allergies|alergic[oa]s?|alergias?)"
    r"(?: (?:forte|fuerte|grave|severa|seria|muito forte|muy fuerte))?"
    r" (?:(?:to|a|al|a los|a las|ao|aos|as|de|do|da) )?(?P<object>[^.,;!?]{2,60})"
    # "a serious cat allergy", "his nut allergies": the allergen named before
    r"|\b(?:a|an|my|his|her|their|our|(?:has|have|with)(?: a)?)"
    r"(?: (?:serious|severe|bad|terrible|strong|mild|real|life-threatening))?"
    # ("has strong allergy to cats" names the allergen after)
    r" (?P<named_before>[a-z]{3,15}(?: (?:hair|fur|dander|pollen))?) (?:allergy|allergies)\b"
    r"(?! to\b)"
    # "nowhere with cats please, I'm badly allergic": the allergen said earlier in the sentence
    r"|\b(?:allergic|alergic[oa]s?)(?P<bare>)(?=\s?(?:[,.;!?]|$))"
)
# ... kept away in the words before: "nowhere with cats", "sin gatos", "no feathers"
_ALLERGEN_SAID_BEFORE = re.compile(
    r"\b(?:nowhere with|no|not with|without|sin|sem|nada de)\s(?:\w+\s)?"
    r"(?P<allergen>cats?|dogs?|pets?|feathers?|pollen|dust|gatos?|perros?|cachorros?|caes"
    r"|animales|animais|plumas|penas|polen)\b"
)
# "none of us is allergic", "we're not allergic", "ninguém é alérgico": no allergy
_NOT_ALLERGIC = re.compile(
    r"\b(?:none|no one|nobody|not|n't|ninguno|ninguna|nadie|ninguem|nao|no)\b[^.,;!?]{0,20}$"
)


_LEADS_TO = re.compile(
    r"\s(?:so|and so|which means|asi que|por eso|por lo que|entonces|por isso|portanto|entao"
    r"|logo)\s"
)


_STAYS_AWAY = re.compile(_words(lexicon.STAYS_HOME_PHRASES))
# "she's badly allergic to feathers", "él es re alérgico a los gatos", "ela tem alergia forte a
# gato": the companion just named.
_THEY_ARE = re.compile(
    r"\b(?:she|he)(?:'s| is| has)\b|\b(?:ella|el|ele|ela) (?:es|e|esta|ta|tiene|tem)\b"
)


def _allergy(clause: _Clause) -> MemoryCandidate | None:
    match = _ALLERGY_RE.search(clause.folded)
    if match is None:
        return None
    of_a_companion = any(
        they.start() < match.start() for they in _THEY_ARE.finditer(clause.folded, 0, match.end())
    )
    if not (_speaks_of_self(clause) or of_a_companion):
        return None
    if match["named_before"]:
        allergen = clause.text[match.start("named_before") : match.end("named_before")]
    elif match["bare"] is not None:
        said = list(_ALLERGEN_SAID_BEFORE.finditer(clause.folded, 0, match.start()))
        if not said or _NOT_ALLERGIC.search(clause.folded, 0, match.start()):
            return None
        allergen = clause.text[said[-1].start("allergen") : said[-1].end("allergen")]
    else:
        # "alérgica a los ácaros así que nada de moquetas": what follows "so" is what it leads to.
        leads_to = _LEADS_TO.search(clause.folded, match.start("object"), match.end("object"))
        allergen = clause.text[
            match.start("object") : leads_to.start() if leads_to else match.end("object")
        ].strip()
    companion = re.search(rf"{_POSSESSIVE}\s+(?P<who>{_COMPANION})", clause.folded)
    if companion and companion.start() < match.start():
        who = clause.text[companion.start("who") : companion.end("who")]
        return _candidate("allergy", f"Travels with someone allergic to {allergen} ({who}).")
    if of_a_companion and not _speaks_of_self(clause):
        if _STAYS_AWAY.search(clause.folded):
            return None  # "he's allergic to cats but he's staying home this time"
        return _candidate("allergy", f"Travels with someone allergic to {allergen}.")
    return _candidate("allergy", f"Is allergic to {allergen}.")


# --- conditions: "sou asmática", "tengo claustrofobia", "I don't drive, never have" ------------


def _conditions(clause: _Clause) -> list[MemoryCandidate]:
    """Conditions of the visitor, or of someone named before them ("my son has asthma"), that
    no filter holds; "I don't have asthma" denies it."""
    if not _speaks_of_self(clause):
        return []
    found = []
    for name, condition in CONDITIONS.items():
        said = condition.said.search(clause.folded)
        if said is None or (name != "no_car" and _DENIED.search(clause.folded[: said.start()])):
            continue
        if name == "walking" and _accessibility(clause) is not None:
            continue  # "I walk with a cane, stairs are hard": the step-free need says it
        someone = _SOMEONE.search(clause.folded[: said.start()])
        who = clause.text[someone.start("who") : someone.end("who")] if someone else None
        found.append(_candidate("condition", condition_sentence(name, who)))
    return found


# --- who is not along: "my sister is allergic to cats but she's not coming this time" --------

# Someone who stays behind, or comes along only this once.
_NOT_COMING = re.compile(
    r"\b(?:(?:is|are|was|were)(?:n't| not) (?:coming|joining|travell?ing)"
    r"|won't be (?:coming|joining|travell?ing|with us)|not (?:coming|joining)"
    r"|(?:skipping|sitting out|misses|missing|skips) (?:this|the|our) (?:trip|one|time)"
    r"|sitting (?:it|this(?: one| trip)?) out|(?:se pierde|se salta) (?:este|el) viaje"
    r"|(?:stays?|staying) with (?:grandma|grandpa|granny|nana|the grandparents|his |her |their )"
    r"|fica(?:m)? com (?:o|a|os|as) |no se apunta|fica de fora|nao (?:vai|vem) junto"
    r"|(?:perde|falta a) (?:esta|a) viagem"
    r"|(?:stays?|staying) (?:home|at home|behind)"
    r"|(?:isn't|aren't|is not|are not) (?:with us|along)|(?:can't|cannot|couldn't) make it"
    r"|(?:can't|cannot|couldn't) (?:come|join)|nao (?:pode|podem|consegue) (?:ir|vir)"
    r"|no (?:viene|vienen|viaja|viajan|va a venir|van a venir|puede venir|pueden venir"
    r"|nos acompana|nos acompanan)|se queda(?:n)?\b|nao (?:vem|veem|viaja|viajam|vai|vao"
    r"|pode vir|podem vir)\b|nao nos acompanha|fica(?:m)? em casa)"
)
_COMES_ALONG = re.compile(
    r"\b(?:coming|joining|comes along|come along|viene|vienen|viaja con nosotros"
    r"|viajan con nosotros|vem|veem|vai junto|vao junto|with us|con nosotros|conosco|connosco)\b"
)
_SOMEONE = re.compile(
    rf"(?:{_POSSESSIVE}\s+(?:\w+\s+)?|\b(?:um|uma|un|una)\s+)(?P<who>{_COMPANION}|{_CHILD})"
)


_SUBJECT = re.compile(
    rf"\W*(?P<who>{_COMPANION})\s+(?:uses|is in|needs|has|usa|va en|anda en|esta en|tem|tiene)"
    r"\s(?:a\s|an\s|una\s|uma\s)?(?:wheelchair|silla de ruedas|cadeira de rodas)\b"
)


def _absent_companions(clauses: list[_Clause], named_before: str | None = None) -> set[str]:
    """The people named in a message who are not coming, or come this time only: what is said of
    them ("she's allergic to cats") is no fact of the visitor's travels. A clause that names no
    one ("but she's not coming", "esta vez no viene") speaks of the one named just before
    (``named_before``: the one the message before spoke of)."""
    absent: set[str] = set()
    last_named = named_before
    for clause in clauses:
        named = [match["who"] for match in _SOMEONE.finditer(clause.folded)]
        cue = _NOT_COMING.search(clause.folded) or (
            _COMES_ALONG.search(clause.folded) if clause.stance.this_time else None
        )
        if cue is not None:
            subject = clause.folded[: cue.start()]
            before = [m["who"] for m in _SOMEONE.finditer(subject)]
            # "The dog is staying home" speaks of the dog, not of the person named before.
            someone_before = None if _ANIMALS.search(subject) else last_named
            who = (before or named or [someone_before])[-1]
            if who:
                absent.add(who)
        last_named = named[-1] if named else last_named
    return absent


# The visitor's habit of travelling with someone: "normally I travel with my mum", "viajo
# siempre con mi padre", "costumo viajar com a minha avó".
_TRAVELS_WITH = re.compile(
    r"\b(?:(?:i|we) (?:\w+ )?(?:travel|go|come)|(?:viajo|viajamos|voy|vamos|vou|costumo viajar"
    r"|costumamos viajar)) (?:\w+ )?(?:with|con|com) (?:(?:a|o|as|os|la|el) )?"
    rf"(?:{_POSSESSIVE} )?(?P<who>{_COMPANION})"
)


def _usual_companion(clause: _Clause, absent: set[str]) -> str | None:
    """The one the visitor usually travels with, who is not on this trip ("normally I travel with
    my mum who uses a walker ..., but this time it's just me"), as typed."""
    travels = _TRAVELS_WITH.search(clause.folded)
    if travels is None or not clause.stance.lasting or travels["who"] not in absent:
        return None
    return clause.text[travels.start("who") : travels.end("who")]


def _when_along(clause: _Clause, who: str) -> list[MemoryCandidate]:
    """The access needs of a usual companion, for the trips they come on."""
    need = _accessibility(clause)
    parsed = parse_utterance(need.content) if need else None
    needs = [a for a in ACCESSIBILITY_AMENITIES if parsed and a in parsed.amenities]
    if not needs:
        return []
    places = _and([_ACCESS_NEEDS[a] for a in needs])
    return [_candidate("accessibility", f"When travelling with {who}: needs {places}.")]


def _about_someone_absent(clause: _Clause, absent: set[str]) -> bool:
    """Whether the clause is about (opens by naming) someone who is not coming."""
    first = _SOMEONE.search(clause.folded)
    return first is not None and first["who"] in absent


# --- standing needs with no filter: "precisamos sempre de rés-do-chão ou elevador" -----------

# Close to something: what a liking said as a habit must be about to be a standing need.
_CLOSE = (
    r"(?:near|close to|by|next to|within walking distance|walking distance|perto|pertinho|cerca"
    r"|junto|al lado|ao lado)\b"
)

# A need said as a habit, of the visitor: "we always need", "siempre necesito", "preciso sempre".
# Or of someone who travels with them: "my husband always needs", "mi madre siempre necesita".
_STANDING_NEED = re.compile(
    r"\b(?:(?:i|we) (?:\w+ )?(?:need|require)|(?P<has_to>(?:i|we) (?:\w+ )?(?:have to|must))"
    r"|(?:es|e) (?:siempre |sempre )?(?:necesario|necessario|imprescindible|imprescindivel)"
    r"|(?:necesito|necesitamos|requiero|preciso|precisamos"
    rf"|necessito|necessitamos|{_SOMEONE.pattern} (?:\w+ )?(?:needs|requires|necesita|precisa"
    r"|necessita)"
    # the place itself: "wherever I stay needs to be near a train", "donde me quede tiene que..."
    r"|(?P<anywhere>(?:wherever|anywhere|everywhere) (?:i|we) (?:stay|go|book|sleep) (?:needs|has)"
    r"|(?:donde sea que|dondequiera que|donde|alla donde) (?:me|nos) (?:quede|quedemos|aloje"
    r"|alojemos) (?:tiene|necesita|debe)"
    r"|(?:onde quer que|onde) (?:eu |a gente |nos )?(?:fique|ficar|ficarmos|fiquemos|me hospede"
    r"|nos hospedemos|for|formos),? (?:tem|precisa|deve)))(?: (?:siempre|sempre))?(?: de| que)?"
    r"(?: ter| tener)?"
    # a habit of looking: "procuro sempre o mais barato", "I always look for a view"
    r"|(?P<looks>(?:i|we) (?:always|usually) look for|(?:busco|buscamos|procuro|procuramos)"
    r" (?:siempre|sempre)|(?:siempre|sempre) (?:busco|buscamos|procuro|procuramos))"
    # what is looked for is the stay, not "reviews", "a hotel first" or "voo barato"
    r"(?! (?:(?:the|a|an|o|a|el|la|un|una|um|uma) )?(?:reviews?|resenas|avaliacoes|hotels?|hoteles"
    r"|hoteis|flights?|voos?|vuelos?|passagens?|pasajes?|deals?|ofertas?|promo\w*)\b)"
    # a rule of the visitor's: "I only accept places where...", "só aceito alojamentos onde..."
    r"|(?P<only>(?:i|we) only (?:accept|book|take|rent)|(?:solo|solamente|unicamente)"
    r" (?:acepto|aceptamos|reservo|reservamos)|(?:so|somente|apenas) (?:aceito|aceitamos|reservo"
    r"|reservamos))"
    # a liking said as a habit, what it likes said with its verb: "we always like to stay near a
    # mosque" needs "to stay near a mosque", "sempre gosto de ficar perto…" needs "ficar perto…"
    rf"|(?:i|we) (?:\w+ )?(?:like|prefer)(?= to (?:stay|be) {_CLOSE})|(?:gosto|gostamos|prefiro"
    rf"|preferimos)(?: de)?(?= (?:ficar|estar) {_CLOSE})"
    rf"|(?:me|nos) gusta(?= (?:estar|quedarme|quedarnos) {_CLOSE})"
    rf"|(?:prefiero|preferimos)(?= (?:estar|quedarme|quedarnos) {_CLOSE})"
    # "para mí es importante quedarme cerca de una iglesia": said as what matters to the visitor
    r"|(?P<matters>(?:for me|to me|para mi|para mim|pra mim) (?:it's |its |it is |es |e )?"
    r"(?:very |muy |muito )?(?:important|importante|essential|esencial|essencial))"
    rf"(?= (?:to )?(?:stay|be|estar|quedarme|quedarnos|ficar) {_CLOSE}))"
    r" (?P<what>[^,;:.!?()]{3,80})"
)
_REASON = re.compile(r"\s(?:because|cause|since|porque|ya que|pues|ja que|pois)\s")
_DAILY_HABIT = re.compile(
    r"\b(?:every day|everyday|every morning|every sunday|todos los dias|todas las mananas"
    r"|todos os dias|todas as manhas|cada dia|cada domingo|todos los domingos|todos os domingos)\b"
)
# Words that say the need holds everywhere, not "usually".
_EVERY_TIME = re.compile(
    r"\b(?:always|every|wherever|everywhere|never|any trip|no matter where|siempre|cada"
    r"|donde vaya|donde vayamos|onde (?:eu )?for|onde formos|aonde (?:eu )?for"
    r"|donde sea|ningun viaje|cualquier viaje|sempre|toda vez|todas as vezes|onde quer que"
    r"|viagem nenhuma|nenhuma viagem|qualquer viagem|nunca|jamas|todos los dias|todos os dias)\b"
)


def _standing_need(clause: _Clause) -> list[MemoryCandidate]:
    """A need said as a habit that no filter holds ("we always need blackout curtains"): kept in
    the visitor's words, and it shapes no search. The reason given after it is not the need,
    and its "no" denies nothing of it ("... porque mi madre no sube escaleras")."""
    reason = _REASON.search(clause.folded)
    said = clause.folded[: reason.start()] if reason else clause.folded
    need = _STANDING_NEED.search(said)
    if need is None:
        return _a_must(clause) or _standing_refusal(clause)
    if stance_of(_said_before(said, need.start("what"))).negated:
        return []
    # "Wherever I stay", "donde me quede", "só aceito": said of every stay.
    if not (need["only"] or need["anywhere"] or _EVERY_TIME.search(clause.folded)):
        return []
    # "voy a misa todos los días, así que para mí es importante…": what matters, for a habit
    # said before it; not "… quedarme cerca del recinto porque voy todos los días" to a congress
    if need["matters"] and not _DAILY_HABIT.search(said, 0, need.start()):
        return []
    what = _PLEASE_AFTER.sub("", clause.text[need.start("what") : need.end("what")].strip())
    verb = "has to" if need["has_to"] else "looks for" if need["looks"] else "needs"
    return [_candidate("need", f"Always {verb} {what}.")] if _has_words(what) else []


# "I don't stay higher than the 4th floor", "I'm not staying anywhere I can't walk to the beach",
# "no me quedo en un bajo", "não fico acima do quarto andar": a stay refused.
_STANDING_REFUSAL = re.compile(
    r"\b(?:(?:i|we) (?:don't|dont|do not|never|won't|wont|will not)"
    r"|(?:i'm|im|i am|we're|were|we are) (?:not|never)|no|nunca|nao)"
    r" (?:me |nos )?(?:(?P<stay>stay|staying|quedo|quedamos|alojo|alojamos|fico|ficamos|hospedo"
    r"|hospedamos)(?= (?:in|at|on|above|below|higher|lower|anywhere|somewhere|near|far|more than"
    r"|over|under|en|em|no|na|cerca|lejos|perto|longe|acima|abaixo|arriba|debajo|encima|mas|mais)"
    r"\b)(?! in touch)"
    r"|(?P<share>share|sharing|comparto|compartimos|partilho|partilhamos|compartilho"
    r"|compartilhamos|divido|dividimos))"
    r" (?P<what>[^,;:.!?()]{3,80})"
)
# "não fico acima do quarto andar, nunca": the refusal's own tail
_EVERY_TRIP_TAIL = re.compile(
    r"\W*(?:ever|never|nunca|jamas|jamais|anywhere|any trip|every trip|en ningun viaje"
    r"|em nenhuma viagem)\W*"
)
# Words that say a refusal holds on every trip: not "every night for a week".
_EVERY_TRIP = re.compile(
    r"\b(?:any trip|every trip|all trips|any stay|every stay|anywhere|wherever|always|for always"
    r"|ever|never|nunca|jamas|jamais|siempre|sempre|ningun viaje|cualquier viaje|qualquer viagem"
    r"|nenhuma viagem|todos los viajes|todas as viagens|en todos|em todas)\b"
)


def _standing_refusal(clause: _Clause) -> list[MemoryCandidate]:
    """ "Since a hotel fire I don't stay higher than the 4th floor. Anywhere, any trip.", "I
    never share bathroom with strangers": a stay or a room refused on every trip, kept in the
    visitor's words; no filter holds it."""
    refusal = _STANDING_REFUSAL.search(clause.folded)
    if refusal is None:
        return []
    # said of every trip in its own part of the clause, or by a remark after it: not "we're not
    # staying in a hostel, we always fight over the bathroom"
    comma = clause.folded.find(",", refusal.end())
    cut = comma if comma >= 0 else len(clause.folded)
    own_part, rest = clause.folded[:cut], clause.folded[cut:]
    said_by_a_remark = clause.stance.lasting and not stance_of(rest).lasting
    if not (_EVERY_TRIP.search(own_part) or said_by_a_remark or _EVERY_TRIP_TAIL.fullmatch(rest)):
        return []
    what = clause.text[refusal.start("what") : refusal.end("what")].strip()
    verb = "stays" if refusal["stay"] else "shares"
    return [_candidate("need", f"Never {verb} {what}.")] if _has_words(what) else []


_PLEASE_AFTER = re.compile(r"\s+(?:please|pls|plz|por favor|porfa)$", re.IGNORECASE)


# What comes before says what is needed: "a room with a view is a must", "cocina es imprescindible".
_IS_A_MUST = re.compile(
    r" (?:is|are) (?:a must(?:-have)?|essential|non-negotiable|mandatory|a requirement|required"
    r"|indispensable|a dealbreaker)\b"
    r"| (?:es|son) (?:imprescindibles?|obligatori[oa]s?|esencial(?:es)?|innegociables?"
    r"|indispensables?|un requisito)\b"
    r"| (?:e|sao) (?:essencia(?:l|is)|obrigatori[oa]s?|imprescindive(?:l|is)|indispensave(?:l|is)"
    r"|inegociave(?:l|is)|um requisito)\b"
)
_POINTING_WORDS = frozenset({"it", "that", "this", "eso", "esto", "ello", "isso", "isto"})


def _a_must(clause: _Clause) -> list[MemoryCandidate]:
    """ "A room with a real view is a must for me, every single time": a need said by what it
    is, of every stay."""
    must = _IS_A_MUST.search(clause.folded)
    every_stay = _EVERY_TIME.search(clause.folded) or (
        clause.stance.lasting and not _AS_A_RULE.search(clause.folded)
    )
    if must is None or not every_stay:
        return []
    opens = [match.end() for match in _NEED_OPENS.finditer(clause.folded, 0, must.start())]
    start = opens[-1] if opens else 0
    what = clause.text[start : must.start()].strip()
    if normalise(what) in _POINTING_WORDS or not _has_words(what):
        return []
    return [_candidate("need", f"Always needs {what}.")]


# Where the words that say a need begin: "tengo claustrofobia y no me subo a ascensores, así que
# siempre necesito planta baja" says its need after "así que", and the "no" before is the reason's.
_NEED_OPENS = re.compile(r"[,;:]|\b(?:so|and|asi que|por eso|entonces|y|por isso|entao|e)\b")


def _said_before(said: str, what_starts: int) -> str:
    """The words of ``said`` from where its need is said up to what it needs."""
    opens = [match.end() for match in _NEED_OPENS.finditer(said, 0, what_starts)]
    return said[opens[-1] if opens else 0 : what_starts]


def _has_words(text: str) -> bool:
    return bool(re.search(r"[^\W\d_]{2}", text))


# --- assembling --------------------------------------------------------------------------------

_RULES: tuple[Callable[[_Clause], MemoryCandidate | None], ...] = (
    _pets,
    _accessibility,
    _travel_party,
    _children,
    _bedrooms,
    _budget,
    _host_preference,
    _property_type,
    _preferred_market,
    _trip,
    _home,
    _room_type,
    _workspace,
    _noise,
    _refusal,
    _allergy,
    _dislike,
)


def _last_per_single_valued_key(candidates: list[MemoryCandidate]) -> list[MemoryCandidate]:
    last = {c.key: c for c in candidates if c.key in SINGLE_VALUED_KEYS}
    return [c for c in candidates if c.key not in SINGLE_VALUED_KEYS or last[c.key] is c]


def _and(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]
