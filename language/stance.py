"""How the visitor says something: as a lasting fact about themselves, or for this search only.

"We always bring our dogs", "I'm a light sleeper", "my husband uses a wheelchair", "please
remember that we need parking" are lasting. "with a hot tub please", "for a family of 5",
"cheapest place in Sydney" ask for this search; "this time", "esta vez", "desta vez" say so
outright, and a question asks rather than tells. "Forget what I said about my budget", "scratch
that, the cat stays home from now on", "ya no tenemos perro" take back what was said before; the
topics a clause is about ("the cat", "my budget") say what is taken back.

Everything here reads text folded by ``language.parser.normalise`` (lower case, no accents), in
English, Spanish and Portuguese.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from language import lexicon
from language.parser import normalise


def _words(words: tuple[str, ...] | list[str]) -> str:
    """An alternation of phrases, folded, longest first, as whole words."""
    folded = sorted({normalise(word) for word in words}, key=len, reverse=True)
    return r"\b(?:" + "|".join(re.escape(word) for word in folded) + r")\b"


# Habits and standing instructions: "always", "every time", "from now on", "please remember".
LASTING_CUES: tuple[str, ...] = (
    "always", "never", "usually", "normally", "typically", "generally", "in general", "as a rule",
    "every time", "every single time", "each time",
    "whenever", "wherever", "everywhere", "every trip", "all our trips",
    "only ever", "all the time", "from now on", "for future reference", "for next time",
    "remember that", "please remember", "remember", "keep in mind", "bear in mind", "note that",
    "take note", "siempre", "nunca", "jamas", "normalmente", "habitualmente", "generalmente",
    "por lo general", "cada vez", "todas las veces", "donde sea", "a donde vayamos",
    "a partir de ahora", "de ahora en adelante", "recuerda que", "recuerda", "ten en cuenta",
    "toma nota", "sempre", "geralmente", "em geral", "toda vez", "todas as vezes",
    "onde quer que", "aonde formos", "onde for tem", "onde eu for tem", "onde for precisa",
    "onde eu for precisa", "a partir de agora", "de agora em diante", "lembre que",
    "lembre-se que", "lembre-se de que", "lembra que", "lembre", "tenha em mente", "anota",
    # the trips themselves: "on every trip", "en ningún viaje", "em qualquer viagem"
    "on every trip", "on any trip", "on all our trips", "every stay", "any trip", "all trips",
    "en ningun viaje", "en todos los viajes", "en todos mis viajes", "en todos nuestros viajes",
    "en cualquier viaje", "en cada viaje", "em nenhuma viagem", "em todas as viagens",
    "em qualquer viagem", "em cada viagem", "anywhere we go", "anywhere i go",
    "go anywhere without", "stay anywhere without", "travel anywhere without",
    "a ningun sitio sin", "a ningun lado sin", "a ninguna parte sin", "a lugar nenhum sem",
    "a nenhum lugar sem", "no matter where", "sin importar donde", "em viagem nenhuma",
    "nao importa onde",
    # a taste for a kind of place, said of places in general: "we like places with a yard"
    "we like places with", "i like places with", "we love places with", "i love places with",
    "we prefer places with", "i prefer places with", "we like houses with", "we like homes with",
    "nos gustan los lugares con", "nos gustan las casas con", "me gustan los lugares con",
    "nos gustan los sitios con", "gostamos de lugares com", "gostamos de casas com",
    "a gente gosta de lugares com", "a gente gosta de casas com",
)  # fmt: skip

# The speaker describing themselves or the people they travel with.
SELF_CUES: tuple[str, ...] = (
    "i am", "i'm", "im", "we are", "we're", "i have", "we have", "i've got", "we've got",
    "i've", "we've", "i work", "we work", "i use", "we use", "i travel", "we travel",
    "there are", "of us", "soy", "somos", "estoy", "estamos", "tengo", "tenemos", "trabajo",
    "trabajamos", "viajo", "viajamos", "sou", "estou", "tenho", "temos", "trabalho",
    "trabalhamos", "i suffer", "we suffer", "sufro", "padezco", "sofro",
)  # fmt: skip

# For this search only, whatever else the clause says.
THIS_TIME_CUES: tuple[str, ...] = (
    "this time", "this trip", "for this trip", "for this search", "just this once", "for now",
    "today", "tonight", "this weekend", "esta vez", "por esta vez", "este viaje", "por ahora",
    "hoy", "de momento", "desta vez", "dessa vez", "esta viagem", "nesta viagem", "por enquanto",
    "hoje", "this once", "on this one", "for this one", "essa viagem",
)  # fmt: skip

# Told of the past, or of what might be: "I used to travel with my cat", "last year my ex always
# wanted a pool", "if I ever win the lottery", "just curious". Neither says how the visitor
# travels now.
PAST_CUES: tuple[str, ...] = (
    "used to", "last year", "last summer", "last winter", "last time", "years ago", "back then",
    "when i was", "my ex", "our ex", "solia", "soliamos", "el ano pasado", "hace anos",
    "cuando era", "mi ex", "costumava", "costumavamos", "no ano passado", "ano passado",
    "ha anos", "quando eu era", "meu ex", "o meu ex", "minha ex", "a minha ex",
    # what was so until now, in the Spanish and Portuguese past that lasted ("viajábamos con
    # nuestro gato, se murió en marzo")
    "viajabamos", "viajaba", "viajavamos", "viajava", "ibamos", "iamos", "llevabamos",
    "levavamos",
)  # fmt: skip
HYPOTHETICAL_CUES: tuple[str, ...] = (
    "if i ever", "if we ever", "if i were", "if we were", "if i had", "what if", "what would",
    "just curious", "i was wondering", "not planning", "si fuera", "si fueramos", "si tuviera",
    "si algun dia", "pura curiosidad", "por curiosidad", "se eu fosse", "se eu tivesse",
    "se eu levasse", "se um dia", "so curiosidade", "por curiosidade", "e curiosidade",
)  # fmt: skip

# Taking back what was said: on their own ("forget that"), or making a negation lasting
# ("the cat stays home from now on", "no longer", "ya no", "já não").
RETRACTION_CUES: tuple[str, ...] = (
    "forget that", "forget what i said", "forget about", "forget", "scratch that", "never mind",
    "disregard", "ignore what i said", "not true any more", "that's not true", "no longer",
    "not any more", "not anymore", "anymore", "any more", "olvida", "olvidate", "olvida lo que",
    "borra eso", "ya no", "no es verdad", "esquece", "esqueca", "esqueca o que", "apaga isso",
    "ja nao", "nao mais", "deixa pra la", "nao e verdade", "olvidalo", "olvidate de eso",
    "esquece isso", "forget it",
)  # fmt: skip
_MAKES_IT_LASTING: tuple[str, ...] = (
    "from now on", "a partir de ahora", "de ahora en adelante", "a partir de agora",
    "de agora em diante",
)  # fmt: skip

# Words that say the visitor no longer has, brings or wants something.
NEGATIONS: tuple[str, ...] = (
    "no", "not", "don't", "dont", "do not", "doesn't", "does not", "never", "without", "stays home",
    "stays at home", "stay home", "stay at home", "at home", "leave", "leaving", "left", "sin",
    "se queda", "se quedan", "nao", "sem", "fica em casa", "ficam em casa",
)  # fmt: skip

# "Actually, make that 150 euros": a new value for what was just said.
CORRECTION_CUES: tuple[str, ...] = (
    "actually", "make that", "correction", "i mean", "i meant", "sorry", "no wait", "wait",
    "en realidad", "mejor dicho", "quiero decir", "perdon", "corrijo", "na verdade", "quer dizer",
    "desculpa", "corrigindo", "alias",
)  # fmt: skip

_LASTING = re.compile(_words(LASTING_CUES))
# "We were arguing about it", "we were thinking": a story, not a habit.
_PAST = re.compile(_words(PAST_CUES) + r"|\b(?:i|we|he|she|they) (?:was|were) [a-z]+ing\b")
# "After a host cancelled on me last year, I only book superhosts now": a habit of today.
_NOW = re.compile(
    _words(("now", "nowadays", "these days", "ever since", "ahora", "hoy en dia", "para siempre",
            "desde entonces", "agora", "hoje em dia", "para sempre", "pra sempre", "desde entao"))
)  # fmt: skip
_HYPOTHETICAL = re.compile(_words(HYPOTHETICAL_CUES))
_SELF = re.compile(_words(SELF_CUES) + "|" + _words(lexicon.POSSESSIVE_WORDS))
_THIS_TIME = re.compile(_words(THIS_TIME_CUES))
# "Não temos mais cachorro": Portuguese puts "mais" after the verb it denies.
_RETRACTION = re.compile(_words(RETRACTION_CUES) + r"|\bnao\s+\w+\s+mais\b")
# "ya no tenemos edad para subir cinco pisos", "já não temos idade": no longer young, nothing
# taken back
_NO_LONGER_OF_AN_AGE = re.compile(
    r"\b(?:ya no (?:tengo|tenemos|estoy|estamos) (?:ya )?(?:edad|para)|no longer of an age"
    r"|(?:ja )?nao (?:tenho|temos) (?:mais )?idade)\b"
)
_NEGATION = re.compile(_words(NEGATIONS))
_MADE_LASTING = re.compile(_words(_MAKES_IT_LASTING))
# "Bueno, en realidad...", "well, actually": a filler may come first.
_CORRECTION = re.compile(
    r"^\W*(?:(?:well|ok|okay|oh|ah|hmm|bueno|pues|vale|bom|olha|entao)\W+)?"
    + _words(CORRECTION_CUES)
)
# A request to remember is no question, even with a question mark ("remember that we...?").
_ASKS_TO_REMEMBER = re.compile(
    _words(("please remember", "remember that", "recuerda que", "lembre que", "lembre-se que",
            "lembre-se de que", "lembra que"))
)  # fmt: skip
# A question mark ends a question, but not after a tag that only seeks agreement ("…, ok?",
# "…, tá?", "…, ¿vale?", "…, right?"): that tells.
_AGREEMENT_TAG_END = re.compile(r",\s?\W?(?:ok|okay|right|yeah|eh|ta|ne|vale|sim|alright)\s?\?\s*$")
_QUESTION_OPENER = re.compile(
    r"^\W*"
    + _words(("do you", "does", "is there", "are there", "can you", "could you", "what", "which",
              "where", "how", "hay", "tienes", "voce tem", "quais"))
)  # fmt: skip


@dataclass(frozen=True)
class Stance:
    """How one clause is said."""

    lasting: bool  # a habit or standing instruction ("always", "please remember")
    about_self: bool  # the speaker describes themselves ("we are", "I have", "my wife")
    this_time: bool  # for this search only ("this time")
    question: bool  # asks rather than tells, and does not ask to be remembered
    retracts: bool  # takes back something said before
    corrects: bool  # opens with a correction ("actually, make that 150")
    negated: bool  # says no, not, without, leaves something at home
    past: bool = False  # tells of the past ("I used to", "last year")
    hypothetical: bool = False  # imagines or wonders ("if I ever", "just curious")

    @property
    def durable(self) -> bool:
        """Said as a lasting fact: a habit or a self-description, not for now, not a question."""
        said_of_now = not (self.this_time or self.question or self.past or self.hypothetical)
        return (self.lasting or self.about_self) and said_of_now


def stance_of(folded: str) -> Stance:
    """The stance of one clause of folded text."""
    retracts = bool(_RETRACTION.search(_NO_LONGER_OF_AN_AGE.sub(" ", folded)))
    negated = bool(_NEGATION.search(folded))
    if negated and _MADE_LASTING.search(folded):
        retracts = True
    asks = (folded.rstrip().endswith("?") and not _AGREEMENT_TAG_END.search(folded)) or bool(
        _QUESTION_OPENER.match(folded)
    )
    return Stance(
        lasting=bool(_LASTING.search(folded)),
        about_self=bool(_SELF.search(folded)),
        this_time=bool(_THIS_TIME.search(folded)),
        question=asks and not _ASKS_TO_REMEMBER.search(folded),
        retracts=retracts,
        corrects=bool(_CORRECTION.match(folded)),
        negated=negated,
        past=bool(_PAST.search(folded)) and not _NOW.search(folded),
        hypothetical=bool(_HYPOTHETICAL.search(folded)),
    )


def without_retraction(folded: str) -> str:
    """The clause with its retraction cues blanked out, same length: what is being taken back."""
    return _RETRACTION.sub(lambda match: " " * len(match.group()), folded)
