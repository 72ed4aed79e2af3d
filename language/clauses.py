"""The scope of what a message names: whether a filter word is asked for, or only mentioned.

People write in clauses, and each clause has its own stance: "a kitchen would be nice but is
not essential" (optional: set nothing), "private room is fine" (accepted: set nothing, lift it),
"not a shared room", "anything but a hostel" (negated: set nothing, lift it), "a cabin or a
treehouse" (either/or: set nothing for that facet), "a house would be better than a condo" (a
comparison: the condo is not asked for), "if there are no cabins, ..." (a condition: set
nothing). Everything reads text folded by ``language.folding.normalise`` and the spans of the
filter words found in it.
"""

from __future__ import annotations

import bisect
import itertools
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache

from language import lexicon
from language.cities import names_to_spot
from language.folding import normalise
from language.message_language import message_language
from language.place_names import MARKET_SPELLINGS
from language.vocabulary import MARKETS


@dataclass(frozen=True)
class Named:
    """A filter word as the parser found it: its facet ("amenity", "property_type", ...) and
    where it stands in the folded text."""

    facet: str
    start: int
    end: int
    value: object = None


@dataclass(frozen=True)
class Scope:
    """What the clauses do to the words named: indexes into the list given."""

    dropped: frozenset[int]  # set nothing for these
    lifted: frozenset[int]  # set nothing, and take away what is active for their facet
    # one bedroom accepted as enough ("1 bedroom is fine"): the party decides what it asks
    enough: frozenset[int] = frozenset()


def _phrases(words: Sequence[str]) -> str:
    folded = sorted({normalise(word) for word in words}, key=len, reverse=True)
    return (
        r"(?<!\w)(?:"
        + "|".join(re.escape(word).replace(r"\ ", r"\s") for word in folded)
        + r")(?!\w)"
    )


# Sentences end at these; clauses also at commas and "but".
_SENTENCE_END_RE = re.compile(r"(?<![.!?;…])[.!?;…]++(?=\s|$)|\n")
_CLAUSE_BREAK_RE = re.compile(
    r"(?<![.!?;…,()])[.!?;…,()]++(?=\s|$)|\s[-–—]\s|(?<!anything\s)(?<!everything\s)(?<!all\s)"
    + _phrases(("but", "pero", "though", "however"))
    # the Portuguese "mas" (but), not the Spanish "más si" (more if)
    + r"|(?<!\w)(?<!nada\s)(?<!algo\s)(?<!poco\s)(?<!mucho\s)(?<!muy\s)(?<!lo\s)mas(?!\w)"
    r"(?!\ssi(?!\w))"
)
# "we'll bring our own crib", "llevamos nuestra propia cuna", "levamos o nosso próprio berço"
_BROUGHT_ALONG_RE = re.compile(
    r"(?<!\w)(?:bring|bringing|take|taking|pack|packing|travel\swith)\s(?:our|my|their)\sown\s"
    r"(?:[\w'-]+\s)?$"
    r"|(?<!\w)(?:llevamos|llevo|traemos|traigo|levamos|levo|trazemos|trago)\s(?:(?:o|a)\s)?"
    r"(?:nuestr[oa]|mi|su|nosso|nossa|meu|minha)\s(?:propi[oa]|propri[oa])\s$"
)
# "whatever" is a shrug, but "send me whatever's near Bay Ridge with a lift" picks what is sent
_NOT_A_SHRUG = (
    r"(?!(?<=whatever)(?:'s|\sis)\s(?:near|in|at|on|with|around|by|close|available|there)(?!\w))"
    r"(?!(?<=whatever)\s(?:you|they)\s(?:have|got|find|show|can)(?!\w))"
    # "$200 CAD a night, whatever that is in US", "whatever that converts to": the amount converted
    r"(?!(?<=whatever)\s(?:that|it|this)(?:\sis|'s|s|\scomes\sto|\sworks\sout|\sconverts)?"
    r"\s(?:in|to)(?!\w))"
)
_OPTIONAL_RE = re.compile(_phrases(lexicon.OPTIONAL_PHRASES) + _NOT_A_SHRUG)
# the clause after "but" that gives up the wish before it
_GIVEN_UP_RE = re.compile(r"\s?" + _phrases(lexicon.WISH_GIVEN_UP_PHRASES))
_ACCEPTED_RE = re.compile(_phrases(lexicon.ACCEPTANCE_PHRASES) + _NOT_A_SHRUG)
_THE_REST_RE = re.compile(_phrases(lexicon.THE_REST_PHRASES))
# … up to the word, unless a new clause starts between ("never saw cold like this lol so heating
# is important")
_NEGATION_RE = re.compile(
    _phrases(lexicon.CLAUSE_NEGATIONS)
    + r"(?:(?!\s(?:so(?!\s(?:close|near|far|much|many|big|small|long|high|busy|noisy|loud"
    r"|touristy|crowded|central|quiet|cheap|expensive|pricey)(?!\w))|because|porque|entonces"
    r"|entao|pq|since)\s)[\w\s'-])*$"
)
_NEGATION_REACH = 32  # characters between a negation and the word it governs
# "please no places where pets are allowed", "ningún sitio donde se admitan mascotas": no home
# that allows it
_NO_PLACES_WHERE_BEFORE_RE = re.compile(
    r"(?<!\w)(?:no\s(?:places?|homes?|listings?)\swhere|(?:ningun|nenhum)\s(?:sitio|lugar)"
    r"\s(?:donde|onde)(?:\sse\s(?:admitan|admiten|aceptan|permitan|permiten|aceitam|permitem))?)"
    r"\s$"
)
_ALLOWED_AFTER_RE = re.compile(
    r"(?:\s(?:are|is)\s(?:allowed|permitted|welcome|accepted)"
    r"|(?=\s?(?:[,.;:!?]|$)|\s(?:por\sfavor|please)))"
)
# "casa con jardín, apartamento no", "piscina não, obrigado": the Spanish and Portuguese "no"
# after the word, ending its clause ("no centro" is "in the centre")
_NO_AFTER_RE = re.compile(
    r"\s(?P<no>no|nao)(?=\s?(?:[,.;:!)]|$)|\s(?:gracias|obrigad[oa]|por\sfavor|please|thanks"
    r"|ya\saprendimos|que\s|porque\s))"
)
_WITHOUT = r"(?<!\w)(?:without|sin|sem)"
_WITHOUT_BEFORE_RE = re.compile(_WITHOUT + r"(?:\s[\w']+)?\s$")
_DENIED_WITHOUT_RE = re.compile(
    r"(?:(?<!\w)(?:never|not|no|nao|nunca|jamas|jamais|cannot)|n't)(?!\w)[\w\s'-]*" + _WITHOUT
)


def denies_without(before: str) -> bool:
    """Whether the text before a word denies going without it ("we never travel without our
    dog", "não viajamos sem o cão"): a double negation asks for it."""
    return bool(_WITHOUT_BEFORE_RE.search(before)) and bool(_DENIED_WITHOUT_RE.search(before))


_ADJACENT_NO_RE = re.compile(r"(?<!\w)(?:no|nada de|ningun|ninguna|nenhum|nenhuma)\s(?:\w+\s)?$")
# "¿no hay con dos habitaciones?", "não tem com piscina?": asks for one with it
_ISNT_THERE_ONE_WITH_RE = re.compile(
    r"(?:no|nao)\s(?:hay|tem|tiene|tienen)\s(?:(?:uno|una|alguno|alguna|algum|alguma|algo|nada"
    r"|otro|otra|outro|outra|nenhum|nenhuma|ninguno|ninguna)\s)?(?:con|com)\s[^?.!]{1,60}\?"
)


def asks_for_one_with(folded: str, at: int) -> bool:
    """Whether the "no" at ``at`` opens a question asking for one with something ("¿no hay con
    dos habitaciones?"), which denies nothing."""
    return _ISNT_THERE_ONE_WITH_RE.match(folded, at) is not None


_ARTICLES = (
    r"(?:\s(?:a|an|the|un|una|um|uma|maybe|perhaps|even|at least|just|al menos|pelo menos))*"
)
# "o dos departamentos", "o tres cabañas": the Spanish "o" before a count of homes ("o dos pais"
# is the Portuguese "the one of the parents")
_COUNTED_HOMES = (
    r"(?:dos|tres|cuatro|cinco|[2-5])\s(?:departamentos|depas|pisos|apartamentos|casas|cabanas"
    r"|habitaciones|cuartos|lugares|sitios|estudios|lofts)(?!\w)"
)
# "a cabin or a treehouse", "apê ou casa", "cabaña o cottage": only "or" between two words;
# further apart, an English or Portuguese "or" ("smoking allowed, or at least a balcony"), since
# the Spanish "o" is also the Portuguese "the".
_TIGHT_ALTERNATIVE_RE = re.compile(rf"^[\s,]{{0,3}}(?:or|o|ou|o bien|ou entao){_ARTICLES}\s?$")
_LOOSE_ALTERNATIVE_RE = re.compile(
    r"(?<!\w)(?:or|ou|either|o\s(?:algo|alguna?|alguno|bien|quizas|tal\svez))(?!\w)"
    # "una casa grande, o dos departamentos": a count of the other kind, right before its name
    r"|(?<!\w)o\s(?:dos|tres|cuatro|cinco|[2-5])\s$"
)
# "a studio or 1 bedroom", "ground floor or a building with a lift", "un estudio o un cuarto
# privado": the Spanish "o" only before an article, since it is also the Portuguese "the"
_LEADING_ALTERNATIVE_RE = re.compile(
    r"(?<!\w)(?:or|ou)\s(?!(?:more|less|so|better|mais|menos)\s)(?:[\w-]+\s){0,4}$"
    r"|(?<!\w)o\s(?:(?:con|sin|en)\s)?(?:(?:un|una|el|la)\s(?:[\w-]+\s){0,2})?$"
)
# "a gente topa dividir quarto": a bedroom the party shares, no room rented
_ROOM_DIVIDED_BEFORE_RE = re.compile(
    r"(?<!\w)(?:dividir|dividimos|dividem)\s(?:(?:o|a|um|uma)\s)?$"
)
# "no me importa compartir cocina", "shared kitchen is fine": sharing it is no wish for it.
_SHARED_BEFORE_RE = re.compile(
    r"(?<!\w)(?:share|sharing|shared|compartir|compartido|compartida|compartilhar|compartilhado"
    r"|compartilhada|partilhar|partilhado|partilhada)\s(?:(?:a|the|la|el|o|a|my|our)\s)?$"
)
# "not in their apartment", "ela tem o apartamento pequeno", "pagar a casa", "em casa dela": a
# home of someone's, not one asked for.
_SOMEONES_HOME_BEFORE_RE = re.compile(
    r"(?<!\w)(?:their|his|her|su|sus|seu|sua|seus|suas|(?:has|have|tem|tiene|tienen|temos|tenemos"
    r"|pagar|pagando|pagamos)\s(?:a|the|o|la|el|uma?|una?))\s(?:[\w-]+\s)?$"
)
# "that's a lot of money for one room", "muy caro para un cuarto": the price of a home shown.
_PRICED_FOR_BEFORE_RE = re.compile(
    r"(?<!\w)(?:expensive|pricey|a\slot\sof\smoney|so\smuch\smoney|too\smuch|caro|cara|caros"
    r"|caras|mucho\sdinero|muito\sdinheiro)\s(?:[\w']+\s){0,2}?(?:for|para|pra|por)\s"
    r"(?:(?:one|a|the|un|una|um|uma|el|la|o|this|that|ese|esa|esse|essa)\s)?(?:[\w-]+\s)?$"
)
# "Lift is ok if it is an apartment building", "si es un departamento, con ascensor": a kind the
# home may turn out to be, not one asked for
_IF_IT_IS_BEFORE_RE = re.compile(
    # not "mejor si es una casa", "melhor se for uma casa": a kind preferred
    r"(?<!\w)(?<!better\s)(?<!mejor\s)(?<!melhor\s)(?<!ideal\s)(?:if|si|se)\s"
    r"(?:it\s(?:is|'s)|it's|its|es|fuera|sea|for|e)\s(?:(?:a|an|un|una|um|uma)\s)?$"
)
# "They pay me 100 dollar per night for the apartment": an amount for the home meant; "150 a
# night for the room" still asks for a room
_AMOUNT_FOR_THE_HOME_BEFORE_RE = re.compile(
    r"(?<!\w)(?:pay|pays|paying|will\spay|pagan|paga|pagam)\s(?:me|us|nos)\s"
    r"[^.!?\d]{0,10}\d+[^.!?\d]{0,30}\s(?:for|para|pra|por)\s"
    r"(?:the|el|la|this|that|este|esta|ese|esa|esse|essa)\s(?:[\w-]+\s)?$"
)
_LIFE_TOLD_BEFORE_RE = re.compile(
    r"(?<!\w)(?:spent\smy\slife|spent\sour\slives|all\smy\slife|my\swhole\slife|toda\smi\svida"
    r"|toda\sla\svida|toda\sa\sminha\svida|a\svida\stoda|a\svida\sinteira)(?:\s[\w']+){0,2}\s$"
    # "I've done heaps of hostels", "we've stayed in lots of cabins": what the visitor is used to
    r"|(?<!\w)(?:i've|ive|i\shave|we've|weve|we\shave)\s(?:done|stayed\sin|slept\sin|been\sin)\s"
    r"(?:(?:heaps|lots|loads|plenty|tons|a\slot|a\sbunch)\sof\s|many\s|so\smany\s|a\sfew\s)$"
    r"|(?<!\w)(?:he|hemos)\s(?:estado|dormido)\sen\s(?:muchos|muchas|varios|varias)\s$"
    r"|(?<!\w)ja\s(?:fiquei|ficamos|dormi|dormimos|estive|estivemos)\sem\s(?:muitos|muitas|varios"
    r"|varias)\s$"
)
# "que el cuarto se quede oscuro de día", "the room has to be dark": the bedroom described, not
# a room type asked for
_THE_ROOM_BEFORE_RE = re.compile(r"(?<!\w)(?:the|el|la|o|a)\s$")
_ROOM_DESCRIBED_AFTER_RE = re.compile(
    r"\s(?:se\squede|quede|este|esteja|fique|sea|seja|is|has\sto\sbe|must\sbe|needs\sto\sbe"
    r"|should\sbe|to\sbe|tiene\sque\sser|tem\sque\sser|debe\sser|deve\sser)(?!\w)"
    # "the room should be private" says its type
    r"(?!\s(?:\w+\s)?(?:private|privad[oa]|privativ[oa]|shared|compartid[oa]|partilhad[oa]"
    r"|compartilhad[oa]|for\s(?:me|us|myself)|para\smi|so\spara\smim)(?!\w))"
)
# "el vive en un cuarto compartido", "she lives in a tiny studio": where someone lives.
_LIVED_IN_BEFORE_RE = re.compile(
    r"(?<!\w)(?:lives|live|vive|viven|vivem|mora|moram)\s"
    r"(?:(?:in|en|em)\s(?:a|an|the|un|una|um|uma|el|la|o)|num|numa)\s(?:[\w-]+\s)?$"
)
_SOMEONES_HOME_AFTER_RE = re.compile(r"\s(?:dela|dele|delas|deles|de\sella|de\sel)(?!\w)")
# "o ginásio fica em Newark", "the gym is in Brooklyn": the thing located is a venue of the trip.
# "a room on ground floor for her", "un cuarto en planta baja para mi madre": a bedroom of the
# home for someone of the party, where it is; not "a room downstairs in a shared house"
_ON_A_LOW_FLOOR_FOR_SOMEONE_AFTER_RE = re.compile(
    r"\s(?:on\s(?:the\s)?(?:ground|first|lower|bottom|main)\s(?:floor|level)|downstairs"
    r"|(?:en|na|no)\s(?:la\s|o\s)?(?:planta\sbaja|res-do-chao|res\sdo\schao|terreo|primer\spiso)"
    r"|abajo|em\sbaixo|embaixo)"
    r"\s(?:for|para|pra)\s(?:her|him|them|(?:my|our|mi|su|minha|meu|a\sminha|o\smeu)\s"
    r"(?:mother|father|mum|mom|dad|gran|nan|grandma|grandpa|grandmother|grandfather|parents"
    r"|mother-in-law|father-in-law|madre|padre|abuela|abuelo|suegra|suegro|mama|papa|mae|pai"
    r"|avo|sogra|sogro|mamae|papai)|ella|ela|ele)(?!\w)"
)
_ROOM_KIND_SAID_RE = re.compile(r"private|shared|privad|compartid|partilhad|individual")
_LOCATED_AFTER_RE = re.compile(
    r"\s(?:is|fica|esta|queda|se\sencuentra|se\sencontra)\s(?:in|em|en|no|na|at|al|ao)\s"
)
# "the one with the terrace", "el de la terraza", "o da varanda": a listing on screen pointed at
# by what it has ("the ones with parking" asks for every listing that has it).
_POINTED_AT_BEFORE_RE = re.compile(
    r"(?:^|(?<=[\s,.!?¡¿]))(?:the\sone\swith(?:\sthe)?"
    r"|(?:el|la)\s(?:de(?:\s(?:la|el|los|las))?|del|que\stiene)"
    r"|(?:o|a)\s(?:do|da|dos|das|de|que\stem|com(?:\s(?:o|a|os|as))?)"
    # "esse da casa de madeira com varanda", "el del ático con terraza": what else it has
    r"|(?:esse|essa|ese|esa|este|esta|aquele|aquela|o|a|el|la)\s(?:do|da|de|del|de\sla)\s"
    r"(?:[\w-]+\s){1,4}(?:com|con)(?:\s(?:o|a|os|as|el|la))?"
    # "the one you showed me before in Gràcia with the terrace", "that one in mile end wi the…"
    r"|(?:the|that|this)\s(?:other\s)?one\s(?:[\w'-]+\s){1,8}?(?:with|wi)(?:\sthe)?"
    r"(?:\s(?:wee|little|small|big|lovely|nice|huge))?)\s$"
)
_HOMES_COUNTED_BEFORE_RE = re.compile(_phrases(lexicon.HOMES_COUNTED_BY) + r"\s$")
# "Una casa, un bajo, un loft": kinds of home listed one after another are alternatives.
_LISTED_KINDS_RE = re.compile(
    r"^\s?,\s(?:(?:a|an|un|una|um|uma)\s)?(?:[\w-]+\s?,\s(?:(?:a|an|un|una|um|uma)\s)?){0,2}$"
)
_SPANISH_ARTICLE_RE = re.compile(r"(?:un|una|el|la)\s")
_BARE_O_RE = re.compile(r"(?<!\w)o\s$")
# "a balcony or a view", "terraza o vista al mar": the Spanish "o" only right after the word
_TRAILING_ALTERNATIVE_RE = re.compile(
    r"[\s,]{0,3}(?:(?<![\w-])[\w-]++\s)?(?:or|ou)\s(?!(?:more|less|so|above|higher|better|up|mais|menos|two|three|2|3)(?!\w))"
    r"|\s?,?\so\s(?!(?:mas|menos|asi|similar|parecido)(?!\w))"
)
_LONGEST_ALTERNATIVE_GAP = 40
_DESCRIBED_THEN_OR_RE = re.compile(
    r"\s(?!(?:si|sim)\s)[^\W\d_]{3,15}\s?,?\s(?:o|or|ou)\s(?:(?:un|una|uma|um|an?)\s)?"
)
# After a lift: a low floor that does as well ("elevador é importante, ou rés-do-chão",
# "elevator if it's not ground floor", "ascensor o que sea planta baja")
_LOW_FLOOR = (
    r"(?:(?:the|a|el|la|o|um|un|una)\s)?(?:(?:ground|first|low|lower|bottom)\sfloor|ground\slevel"
    r"|planta\sbaja|primer\spiso|bajo|res-do-chao|res\sdo\schao|terreo|primeiro\sandar)(?!\w)"
)
_LOW_FLOOR_INSTEAD_RE = re.compile(
    # not "an elevator, and not the ground floor or first floor": a low floor ruled out
    r"(?:(?!(?<!\w)(?:not|no|nao|don't|dont|never|ni|nem)(?!\w))[^.;!?]){0,40}?"
    r"(?:(?<!\w)(?:or|ou|o)\s(?:(?:que\ssea|que\sseja|be|on|in|en|em|no|na)\s)?"
    r"|(?<!\w)(?:if|unless|si|se)\s(?:(?:it's|its|it\sis|no\ses|nao\se|nao\sfor|not)\s){1,3}"
    r"(?:(?:on|in|en|em|no|na)\s)?)" + _LOW_FLOOR
)
# After stairs ruled out: a low floor, a bedroom downstairs or a lift that does ("mother in law
# cannot climb stairs much, so need one bedroom downstairs", "no puede subir escaleras, así que o
# bajo o con ascensor")
_LOW_FLOOR_AFTER_STAIRS_RE = re.compile(
    # offered as what will do ("so", "or"); not "the last flat had a lift that was always broken"
    r"[^.;!?]{0,30}?(?<!\w)(?:so|asi\sque|entao|por\sisso|or|o|ou)\s"
    r"[^.;!?]{0,40}?(?:" + _LOW_FLOOR + r"|downstairs|(?<!\w)(?:elevator|lift|ascensor|elevador)"
    # not "a lift from the airport", a ride
    r"(?!\s(?:from|to)\s))"
)
# "sin ascensor está bien", "no lift needed": a lift done without
_DONE_WITHOUT_BEFORE_RE = re.compile(r"(?<!\w)(?:without|sin|sem|no)\s(?:(?:a|an|un|um)\s)?$")
# "a lift from the airport": a ride, not a lift in the building
_A_RIDE_AFTER_RE = re.compile(r"\s(?:from|to)\s")
_UNABLE = r"can't|cant|cannot|can\snot|unable|no\spuede|no\spueden|nao\spode|nao\sconsegue"
_UNABLE_RE = re.compile(rf"(?:{_UNABLE})(?!\w)")
# Before a lift: "prefiero primer piso o que tenga ascensor", "ground floor or a lift"
_LOW_FLOOR_BEFORE_RE = re.compile(
    r"(?<!\w)" + _LOW_FLOOR + r"[^.;!?]{0,12}?\s(?:or|ou|o)\s[^.;!?]{0,24}$"
)
# What may stand between "or" and a second word for the same thing ("a crib or a travel cot").
_SAID_AGAIN_RE = re.compile(
    # "a garage or at least parking", "garagem ou pelo menos estacionamento"
    r"(?:(?:at\sleast|pelo\smenos|ao\smenos|al\smenos|por\slo\smenos)\s)?"
    r"(?:(?:a|an|the|one|un|una|um|uma)\s)?(?:(?<![\w-])[\w-]++\s)?$"
)
_COMPARISON_RE = re.compile(
    _phrases(lexicon.COMPARISON_WORDS)
    + r"(?:\s(?:a|an|the|un|una|um|uma|el|la|o))?\s?$"
    # "rather than a hotel-type room": a word that says which kind, between them
    + r"|(?<!\w)(?<!more\s)(?<!less\s)(?<!mais\s)(?<!menos\s)(?<!mas\s)"
    r"(?:than|instead\sof|en\svez\sde|em\svez\sde|en\slugar\sde|antes\sque|do\sque)"
    r"\s(?:a|an|the|un|una|um|uma|el|la|o)\s(?:(?<![\w-])[\w-]{2,15}\s)$"
)
# "prefiero una casa a un departamento", "we'd prefer a house to a flat": the second is not asked.
_PREFERENCE_RE = re.compile(_phrases(lexicon.PREFERENCE_VERBS))
_PREFERRED_TO_RE = re.compile(
    r"^\s(?:to|a|al|ao|aos|as)(?:\s(?:a|an|the|un|una|um|uma|el|la|los|las|o|os))?\s$"
)
_CONDITION_RE = re.compile(_phrases(lexicon.NEGATIVE_CONDITIONS))
# "se for de frente pra praia pode ir a 200", "if it's beachfront we can go up to 250": what
# would stretch the budget, not what is asked
_STRETCHED_IF_RE = re.compile(
    r"(?<!\w)(?:if|si|se)\s[^,.;!?]{1,50}?\s(?:we|i)?\s?(?:can|could|pode|podemos|puedo|podemos"
    r"|puede|posso)\s(?:go|pay|stretch|ir|pagar|subir|llegar|chegar)\s(?:up\s)?"
    r"(?:to\s|a\s|ate\s|hasta\s)?[$€£]?\d"
)
# "If it has a lift we will take it", "si tiene ascensor lo cogemos": what would settle on a
# listing shown, not a filter
_TAKEN_IF_RE = re.compile(
    r"(?<!\w)(?:if|si|se)\s(?:it\s)?(?:has|tiene|tem|there's|there\sis|hay)\s[^,.;!?]{1,40}?,?\s"
    r"(?:(?:we|i)(?:'ll|\swill|'d|\swould)\s(?:take|book)\sit|lo\s(?:cogemos|tomamos|reservamos)"
    r"|nos\slo\squedamos|ficamos\scom\sele|reservamos)(?!\w)"
    # "if have pool it must have fence", "si tiene piscina que tenga valla": a condition on the
    # thing should the home have it
    r"|(?<!\w)(?:if|si|se)\s(?:it\s)?(?:has|have|tiene|tem|tiver|there's|there\sis|hay)\s"
    r"[^,.;!?]{1,40}?,?\s(?:(?:it|that|este|esta|ela|ele)\s)?"
    r"(?:must|needs?\sto|has\sto|debe|que\stenga|que\sesté|tiene\sque|tem\sque|precisa"
    r"|deve|esteja)(?!\w)"
)
_CONCEDED_BEFORE_RE = re.compile(
    _phrases(lexicon.CONCESSION_PHRASES) + r"\s(?:(?:a|an|un|una|um|uma)\s)?(?:[\w-]+\s)?$"
)
_ALLOWED_BEFORE_RE = re.compile(
    _phrases(lexicon.ALLOWANCE_PHRASES) + r"\s(?:(?:a|an|un|una|um|uma)\s)?(?:[\w-]+\s)?$"
)
_DESCRIBING_RE = re.compile(
    _phrases(lexicon.REMARK_VERBS) + "|" + _phrases(lexicon.HEARSAY_TAILS) + r"[\s!.…]*$"
)
# "my pal says the converted ones have lifts", "mi prima dice que los de ahí tienen piscina":
# what someone else claims of the places, not a wish
_SOMEONE_CLAIMS_RE = re.compile(
    r"^\W*(?:[\w']+\s){1,3}(?:says|said|dice|dijo|diz|disse)(?:\s(?:that|que))?"
    r"\s(?:the|they|it|those|these|there|el|la|los|las|o|a|os|as|ahi|ali)\s(?:[\w']+\s){0,3}"
    r"(?:have|has|are|is|tienen|tiene|tem|son|es|sao|e|hay)(?!\w)(?!\s(?:to|que|de|got\sto)\s)"
)
_REMARK_RE = re.compile(
    r"^\W*(?:(?:ja|ya|also|tambem|tambien)\s)?"
    + _phrases(lexicon.REMARK_OPENERS)
    + "|"
    + _DESCRIBING_RE.pattern
    + "|"
    + _SOMEONE_CLAIMS_RE.pattern
)
_OWN_NEED_RE = re.compile(_phrases(lexicon.OWN_NEED_PHRASES))
# "what does 'entire place' mean?", "¿qué significa 'habitación privada'?": a question about a
# word of the site, which asks for nothing.
_ASKS_MEANING_RE = re.compile(
    r"(?<!\w)(?:what\s(?:does|is)\s(?!you\s)(?:[\w'\"-]+\s){1,4}mean|what\sis\smeant\sby"
    r"|que\ssignifica|que\squiere\sdecir|que\squer\sdizer)(?!\w)"
)
# Facets that stand for the same choice: "a room or a hostel" chooses nothing.
_KIND_FACETS = {"room_type": "kind", "property_type": "kind"}


def _spans(pattern: re.Pattern[str], text: str) -> list[tuple[int, int]]:
    """The pieces of ``text`` between the matches of ``pattern``."""
    bounds = [
        0,
        *itertools.chain.from_iterable(m.span() for m in pattern.finditer(text)),
        len(text),
    ]
    return [(bounds[i], bounds[i + 1]) for i in range(0, len(bounds), 2)]


# A hostel is a bed in a shared room: ruling out one rules out the other.
_SAME_CHOICE = {("property_type", "Hostel"): ("room_type", "Shared room")}


def _whole_of_the_kind_before(names: Sequence[Named], members: list[int], position: int) -> bool:
    """ "casa ou apartamento inteiro": "whole" said of the kind right before it, which either
    kind offered shares."""
    named = names[members[position]]
    if named.facet != "room_type" or named.value != "Entire home/apt" or not position:
        return False
    prior = names[members[position - 1]]
    return prior.facet == "property_type" and 0 <= named.start - prior.end <= 1


def _choice(named: Named) -> tuple[str, str]:
    choice = (named.facet, str(named.value))
    return _SAME_CHOICE.get(choice, choice)


def _facet(named: Named) -> str:
    return _KIND_FACETS.get(named.facet, named.facet)


_NEXT_ITEM_RE = re.compile(r"[,;]\s?(?:and|y|e|plus|also|tambien|tambem)\s")


def _are_alternatives(first: Named, between: str) -> bool:
    """ "a cabin or a treehouse", "una casa, un bajo, un loft": two names of one facet offered
    in place of each other; not "a desk or a table, and fast wifi", where the choice has ended."""
    if _NEXT_ITEM_RE.search(between):
        return False
    return bool(
        _TIGHT_ALTERNATIVE_RE.search(between)
        or (len(between) <= _LONGEST_ALTERNATIVE_GAP and _LOOSE_ALTERNATIVE_RE.search(between))
        or (_facet(first) == "kind" and _LISTED_KINDS_RE.match(between))
    )


_PAST_TRIP_RE = re.compile(_phrases(lexicon.PAST_TRIP_CUES))
_REPEATED_BEFORE_RE = re.compile(_phrases(lexicon.PAST_TRIP_REPEATED_BEFORE) + r"\s$")
_NOW_RE = re.compile(_phrases(lexicon.NOW_CUES))
_CUE_LEAD = 15  # characters before a past-trip cue where "like" or "como" is read


def _told_of_the_past(
    folded: str, clauses: list[tuple[int, int]], names: Sequence[Named]
) -> set[int]:
    """The names in a clause that tells of a past trip ("last year we booked a 2 bedroom
    suite that turned out to be a basement"), unless it also says what is wished now ("this
    time we want ...") or asks for the same again ("like last time")."""
    told: set[int] = set()
    for start, end in clauses:
        past = any(
            not _REPEATED_BEFORE_RE.search(folded, max(start, cue.start() - _CUE_LEAD), cue.start())
            for cue in _PAST_TRIP_RE.finditer(folded, start, end)
        )
        if past and not _NOW_RE.search(folded, start, end):
            told.update(i for i, n in enumerate(names) if start <= n.start < end)
    return told


def is_a_past_stay_gone_wrong(folded: str, start: int) -> bool:
    """Whether the word at ``start`` follows, in its clause, the telling of a past trip that went
    wrong ("we had a bad experience last year in Marbella"); not "Kihei was recommended by a
    friend who went there last year", nor "last time we stayed in Copacabana and loved it"."""
    clause_start = _clause_start(folded, start)
    clause_end = _CLAUSE_BREAK_RE.search(folded, start)
    end = clause_end.start() if clause_end else len(folded)
    return bool(
        _told_of_the_past(folded, [(clause_start, start + 1)], [Named("", start, start)])
        and _WENT_WRONG_RE.search(folded, clause_start, end)
    )


_WENT_WRONG_RE = re.compile(
    r"(?<!\w)(?:bad|terrible|awful|horrible|nightmare|disaster|never\sagain|mala|malo|pesima"
    r"|pesimo|horrible|desastre|ruim|pessima|pessimo|horrivel)(?!\w)"
)


def _counts_homes(folded: str, named: Named, before: str) -> bool:
    """ "several flats", "dos apartamentos": how many homes a group takes, not their kind."""
    plural = folded[named.end - 1] == "s"
    return (
        named.facet == "property_type" and plural and bool(_HOMES_COUNTED_BEFORE_RE.search(before))
    )


def _is_one_bedroom(named: Named) -> bool:
    return named.facet == "bedrooms" and named.value == 1


# A comma and an article: what follows is said of another thing.
_ANOTHER_SUBJECT_RE = re.compile(r"[,;]\s?(?:the|a|an|el|la|los|las|o|os|as)\s")


def _said_right_after(folded: str, start: int, end: int) -> str:
    """The words after a name in its clause, up to another thing it goes on to: "Quarto
    privado, a casa de banho pode ser partilhada" accepts a shared bathroom, not any room."""
    after = folded[start:end]
    other = _ANOTHER_SUBJECT_RE.search(after)
    return after[: other.start()] if other else after


# "… or at least a roof terrace", "um berço, ou pelo menos espaço para o nosso": a lesser thing
# that would do instead, so the first is wished, not required.
_FALLBACK_RE = re.compile(
    r"(?<!\w)(?:or|ou|o)\s(?:at\sleast|pelo\smenos|ao\smenos|al\smenos|por\slo\smenos)(?!\w)"
)
_FALLBACK_REACH = 40
_ANOTHER_ITEM_RE = re.compile(r"\d|(?:,\s?|\s)(?:and|e|y)\s")


# "with a lift, or on the ground floor?": a comma before "or" goes on with the alternative
_OR_AFTER_A_COMMA_RE = re.compile(
    r"\s?(?:or|ou)\s(?!(?:i|we|else|otherwise|it|he|she|they|you|eu|nos|ele|ela|senao|not|nao)(?!\w))"
    # "una casa grande para todos, o dos departamentos": the Spanish "o" before a count
    r"|\s?o\s(?=" + _COUNTED_HOMES + ")"
)


def _denied_after(folded: str, end: int) -> bool:
    """ "apartamento no", "piscina não": denied by the word after it; in Portuguese "no" is "in
    the" ("um apartamento no, sei lá, centro")."""
    denial = _NO_AFTER_RE.match(folded, end)
    return denial is not None and (denial["no"] == "nao" or message_language(folded) != "pt")


_ALTERNATIVE_REACH = 60  # characters before an "or" where the first alternative is read


def _another_facet_before(
    names: Sequence[Named], index: int, clause_start: int, alternative_at: int
) -> bool:
    """Whether the alternative after the "or" at ``alternative_at`` is another name, of another
    facet than name ``index``, which only goes with it: in "a villa or apartment with a pool"
    the apartment is the alternative, and the pool is asked of it; in "a house with a garden or
    a flat with a balcony" the garden and the balcony are alternatives too."""
    between = [name for name in names[:index] if name.start > alternative_at]
    same_facet_before = any(
        clause_start <= name.start and name.end <= alternative_at
        for name in names[:index]
        if _facet(name) == _facet(names[index])
    )
    return bool(between) and _facet(between[-1]) != _facet(names[index]) and not same_facet_before


def _alternatives_end(folded: str, clauses: list[tuple[int, int]], index: int) -> int:
    """Where the alternatives to a word of clause ``index`` may end: that clause's end, or the
    next clause's when it starts with "or"."""
    end = clauses[index][1]
    if index + 1 < len(clauses) and _OR_AFTER_A_COMMA_RE.match(folded, clauses[index + 1][0]):
        return clauses[index + 1][1]
    return end


_WHERE_BETWEEN_RE = re.compile(r"(?<!\w)(?:near|close\sto|next\sto|perto|cerca|junto)(?!\w)")


# "a desk or at least a big table", "escritorio o una mesa grande": a table to work at instead
_TABLE_INSTEAD_RE = re.compile(
    r"[\s,]{0,3}(?:or|o|ou)\s(?:(?:at\sleast|al\smenos|pelo\smenos|por\slo\smenos)\s)?"
    r"(?:(?:a|an|una|uma|um)\s)?(?:(?:big|large|proper|good|decent|real|grande|buena|boa)\s)?"
    r"(?:table|mesa)(?!\w)"
)


def _a_table_to_work_at_instead(folded: str, name: Named) -> bool:
    return name.value == "Laptop friendly workspace" and bool(
        _TABLE_INSTEAD_RE.match(folded, name.end)
    )


def _falls_back_after(folded: str, names: Sequence[Named], index: int) -> bool:
    end = names[index].end
    fallback = _FALLBACK_RE.search(folded, end, end + _FALLBACK_REACH)
    if fallback is None or _ANOTHER_ITEM_RE.search(folded, end, fallback.start()):
        return False  # "wifi bom, e 5 camas (ou pelo menos 3 quartos)": said of the next thing
    if _WHERE_BETWEEN_RE.search(folded, end, fallback.start()):
        return False  # "apartment near Fira Gran Via, or at least on the L9": of where it is
    return not any(end <= other.start < fallback.start() for other in names)


# "en Quito las casas no tienen calefacción", "back home houses don't have heating": how homes
# are somewhere else, neither asked of this stay nor taken away from it
_SAID_OF_ELSEWHERE_RE = re.compile(
    r"\W{0,3}(?:(?:and|but|y|pero|e|mas|porque|because|since|as|que)\s)?"
    r"(?:(?:en|in|em|no|na)\s(?P<place>[\w'-]+(?:\s[\w'-]+)?)|back\shome|where\s(?:i|we)\slive"
    r"|donde\s(?:vivo|vivimos)|onde\s(?:moro|moramos)|la\sem\scasa|la\sna\sminha\sterra)"
    r"\s(?:(?:(?:the|las|los|os|as|most|all|todas\slas|todas\sas|casi\stodas\slas|quase\stodas"
    r"\sas)\s)?(?:houses|homes|flats|apartments|casas|pisos|departamentos|apartamentos)"
    # … and what they are like there
    r"\s(?:[\w'-]+\s){0,2}?(?:don't|dont|do\snot|no|nao|never|rarely|nunca|have|tienen|tem|are"
    r"|son|sao|usually|normally|suelen|costumam|come|vienen|vem)"
    # "en Veracruz nadie tiene calefacción", "back home everyone has AC": what people have there
    r"|(?P<people>(?:nobody|no\sone|everyone|everybody|nadie|todo\sel\smundo|ninguem|todo\smundo"
    r"|hardly\sanyone|casi\snadie|quase\sninguem)\s(?:has|have|tiene|tem|uses|usa)"
    # "In Bologna with this money you have a palace": what a budget buys there
    r"|(?:(?:with|con|com)\s(?:this|that|esta|ese|este|esse|essa|esa)\s"
    r"(?:money|budget|dinero|plata|presupuesto|dinheiro|grana|orcamento)\s)?"
    r"(?:you|one|voce|vc|tu)\s(?:(?:can|could|would|pode|puedes)\s)?"
    r"(?:have|get|rent|find|pay|tienes|consigues|alquilas|pagas|tem|consegue|aluga|paga)))(?!\w)"
)


@cache
def _elsewhere_names() -> frozenset[str]:
    """Cities and countries where we have no listings, as folded text finds them."""
    return frozenset(normalise(name) for name in (*names_to_spot(), *lexicon.OTHER_COUNTRIES))


_GROUP_WORDS_RE = re.compile(
    r"(?:our|my|the|this|nuestro|nuestra|el|la|este|esta|nosso|nossa|meu|minha|o|a)\s"
)


@cache
def _market_names() -> frozenset[str]:
    return frozenset(normalise(name) for name in (*(m.name for m in MARKETS), *MARKET_SPELLINGS))


def _said_of_elsewhere(folded: str, start: int) -> bool:
    said = _SAID_OF_ELSEWHERE_RE.match(folded, start)
    if said is None:
        return False
    place = said["place"]
    if said["people"]:
        # what everyone has or lacks somewhere else: not "in our group everyone has a car", nor
        # "in Maui everyone has a car", which say why the stay needs something
        return place is None or not (
            _GROUP_WORDS_RE.match(place) or normalise(place) in _market_names()
        )
    # "in the end", "in general", "in Barcelona": not a place where we have no listings
    return place is None or any(
        " ".join(place.split()[:words]) in _elsewhere_names() for words in (1, 2)
    )


def is_said_of_elsewhere(folded: str, index: int) -> bool:
    """Whether the clause around ``index`` says how homes are somewhere else ("en Quito las casas
    no tienen calefacción"): a denial there takes nothing away from this stay."""
    return _said_of_elsewhere(folded, _clause_start(folded, index))


# "no tiene aire acondicionado?? … ni loco", "5.º andar sem lift? Não, não dá": what a listing
# shown lacks, rejected for it, is wanted
_LACKS = (
    r"(?<!\w)(?:no\stiene|nao\stem|doesn'?t\shave|does\snot\shave|has\sno|hasn'?t\sgot|sin|sem"
    r"|without)\s"
)
_LISTING_LACKS_BEFORE_RE = re.compile(_LACKS + r"(?:(?:a|an|um|uma|un|una|el|la|o)\s)?$")
_LISTING_LACKS_RE = re.compile(_LACKS)
_REJECTED_RE = re.compile(
    r"(?<!\w)(?:ni\sloc[oa]|ni\sde\sbroma|no\sgracias|nao\sda|no\sway|nem\spensar"
    r"|de\sjeito\snenhum|deal\s?breaker|l[oa]\snecesit(?:o|amos)|preciso\sdisso|precisamos\sdisso"
    r"|no\sthanks?(?:\syou)?|nope)(?!\w)"
)
# What lacks it asked about, then the listing turned down: "aire?? en marzo ni loco", "lift? Não,
# não dá"; not "Without a car, no way we can get around."
_TURNED_DOWN_AFTER_RE = re.compile(r"[^.!?\n]{0,40}\?+\s?[^.!?\n]{0,40}?" + _REJECTED_RE.pattern)


# "you know my issue with animals", "tengo un problema con los perros"; not "no problem with
# dogs", "any problem with dogs?"
_TROUBLE_WITH_BEFORE_RE = re.compile(
    r"(?<!\bno\s)(?<!\bsem\s)(?<!\bsin\s)(?<!\bany\s)(?<!\bningun\s)(?<!\bnenhum\s)"
    r"(?<!\balgun\s)(?<!\balgum\s)"
    r"(?:issue|issues|problem|problems|problema|problemas)\s(?:with|con|com)\s"
    r"(?:(?:the|los|las|os|as|o|a)\s)?$"
)


def rejects_what_a_listing_lacks(folded: str) -> bool:
    """Whether a listing shown is turned down for lacking something ("no tiene aire?? ni
    loco"): a wish for it, no question."""
    return any(
        _TURNED_DOWN_AFTER_RE.match(folded, lack.end())
        for lack in _LISTING_LACKS_RE.finditer(folded)
    )


# "no AC = no deal", "sin aire no hay trato", "no wifi is a dealbreaker": said as a must, unlike
# "not a hostel, no way", a refusal
_WITHOUT_IT_BEFORE_RE = re.compile(r"(?:^|[^\w\s]\s?|\s)(?:no|sin|sem|without)\s$")
_NO_DEAL_AFTER_RE = re.compile(
    r"\s?(?:=|,|->|means)?\s?(?:(?:no|nao)\s(?:deal|trato)|no\shay\strato"
    r"|(?:is|es|e)\s(?:a\s)?deal\s?breaker)(?!\w)"
)


def is_a_must_after(folded: str, start: int, end: int) -> bool:
    """Whether what is named from ``start`` to ``end`` is said to be a must by going without it
    ("no AC = no deal")."""
    return bool(
        _WITHOUT_IT_BEFORE_RE.search(folded, max(0, start - 10), start)
        and _NO_DEAL_AFTER_RE.match(folded, end)
    )


def _is_negated(folded: str, name: Named, clause_start: int, before: str) -> bool:
    """Whether the clause denies ``name`` ("not a hostel", "no places where pets are allowed",
    "sin ascensor, no"); a need said as a negation itself ("cannot climb stairs") is not, nor
    what a listing lacks when it is turned down for it ("no tiene escritorio?? lo necesito")."""
    if _SAID_AS_A_NEGATION_RE.match(folded, name.start) or is_a_must_after(
        folded, name.start, name.end
    ):
        return False
    near_before = before[-_NEGATION_REACH:]
    if _LISTING_LACKS_BEFORE_RE.search(near_before) and _TURNED_DOWN_AFTER_RE.match(
        folded, name.start
    ):
        return False
    if name.value == "Pets allowed" and _TROUBLE_WITH_BEFORE_RE.search(near_before):
        return True
    return bool(
        _NEGATION_RE.search(near_before)
        or (
            _NO_PLACES_WHERE_BEFORE_RE.search(near_before)
            and _ALLOWED_AFTER_RE.match(folded, name.end)
        )
        or (
            (adjacent := _ADJACENT_NO_RE.search(before))
            and not asks_for_one_with(folded, clause_start + adjacent.start())
        )
        # not "sin ascensor no", which denies going without
        or (_denied_after(folded, name.end) and not _WITHOUT_BEFORE_RE.search(before))
    ) and not denies_without(near_before)


# What a shrug accepts when it is said right after it: "don't mind being a bit out of the centre",
# "nos da igual dormir de dos en dos" (not "don't mind either way", which is said of what came
# before)
_ACCEPTED_NEXT_RE = re.compile(
    r"\s(?:being|staying|paying|walking|sharing|driving|taking"
    r"|dormir|pagar|caminar|andar|compartir|compartilhar|dividir|ficar|quedarnos|estar"
    r"|de\s(?:dormir|pagar|andar|caminhar|compartilhar|dividir|ficar))(?!\w)"
)


def _names_its_own_subject(said_before_the_hedge: str) -> bool:
    """Whether a hedge's clause says what it is about ("near a course would be a bonus"), not
    only how sure it is ("definitely not essential though", "pero claro que no es obligatorio")."""
    words = re.findall(r"[\w']+", said_before_the_hedge)
    return any(word not in lexicon.HEDGE_FILLER_WORDS for word in words)


def scope_of(folded: str, names: Sequence[Named]) -> Scope:
    """Which of ``names`` the clauses of ``folded`` leave unasked, and which they lift."""
    dropped: set[int] = set()
    lifted: set[int] = set()
    enough: set[int] = set()
    offered: set[int] = set()  # either of two will do
    negated: set[int] = set()  # "not a hostel", "anything but a hostel"
    unable_to_climb: list[int] = []  # "cannot climb stairs": step-free, unless a lift is asked
    clauses = _spans(_CLAUSE_BREAK_RE, folded)
    in_clause = [
        [i for i, n in enumerate(names) if start <= n.start < end] for start, end in clauses
    ]
    for index, (start, end) in enumerate(clauses):
        text = folded[start:end]
        members = in_clause[index]
        if _said_of_elsewhere(folded, start):
            dropped.update(members)  # "en Quito las casas no tienen calefacción": not this stay
            continue
        if (
            _CONDITION_RE.search(text)
            or _STRETCHED_IF_RE.search(text)
            or _TAKEN_IF_RE.search(text)
            or (_REMARK_RE.search(text) and not _OWN_NEED_RE.search(text))
        ):
            dropped.update(members)
        if not members and _GIVEN_UP_RE.match(folded, start):
            # "uma piscina seria um sonho, mas sou realista": the wish of the clause before
            lifted.update(
                next((in_clause[j] for j in range(index - 1, -1, -1) if in_clause[j]), [])
            )
        optional = _OPTIONAL_RE.search(text)
        if optional and (members or not _THE_REST_RE.search(text)):
            # "not essential" on its own says it of the clause before that named something;
            # "everything else is optional" says it of what was not named; "don't mind being a
            # bit out of the centre" says what it accepts; "near a course would be a bonus" says
            # it of its own words
            target = members or (
                []
                if _ACCEPTED_NEXT_RE.match(text, optional.end())
                or _names_its_own_subject(text[: optional.start()])
                else next((in_clause[j] for j in range(index - 1, -1, -1) if in_clause[j]), [])
            )
            lifted.update(target)
        for position, i in enumerate(members):
            before = folded[start : names[i].start]
            prior = names[members[position - 1]].value if position else None
            following = names[members[position + 1]].value if position + 1 < len(members) else None
            near_before = before[-_NEGATION_REACH:]
            if _BROUGHT_ALONG_RE.search(near_before) and names[i].value != "Pets allowed":
                # "we'll bring our own pack n play": not asked of the home; "our own dog" is
                dropped.add(i)
                continue
            if _is_negated(folded, names[i], start, before):
                lifted.add(i)
                negated.add(i)
            accepted = (
                _ACCEPTED_RE.search(_said_right_after(folded, names[i].end, end))
                or (names[i].facet == "property_type" and _CONCEDED_BEFORE_RE.search(before))
                or (_facet(names[i]) == "kind" and _ALLOWED_BEFORE_RE.search(before))
            )
            if accepted and _facet(names[i]) == "kind":
                lifted.add(i)
            elif accepted and _is_one_bedroom(names[i]):
                enough.add(i)
            if (
                _SHARED_BEFORE_RE.search(before)
                or (names[i].facet == "room_type" and _ROOM_DIVIDED_BEFORE_RE.search(before))
                or (
                    names[i].facet == "room_type"
                    and _ON_A_LOW_FLOOR_FOR_SOMEONE_AFTER_RE.match(folded, names[i].end)
                    and not _ROOM_KIND_SAID_RE.search(folded, names[i].start, names[i].end)
                )
                or _LOCATED_AFTER_RE.match(folded, names[i].end)
                or _POINTED_AT_BEFORE_RE.search(before)
                or _counts_homes(folded, names[i], before)
                or _a_home_not_asked_for(folded, names[i], before)
                # "I've spent my life on the water": a life told, no wish
                or _LIFE_TOLD_BEFORE_RE.search(before)
            ):
                dropped.add(i)
            if _a_table_to_work_at_instead(folded, names[i]):
                continue  # "2 desks or at least a big table": somewhere to work, either way
            if _falls_back_after(folded, names, i):
                dropped.add(i)  # "pool would be a dream!!! or at least a roof terrace"
            trailing = _TRAILING_ALTERNATIVE_RE.match(
                folded[names[i].end : _alternatives_end(folded, clauses, index)]
            )
            said_again = following == names[i].value and (
                trailing is None
                or _SAID_AGAIN_RE.match(
                    folded[names[i].end + trailing.end() : names[members[position + 1]].start]
                )
            )
            if trailing and not said_again:
                # "an elevator or a ground floor", "a crib or space for our travel cot": either
                # will do (and the cot is ours); "a crib or a cot" says the same twice
                offered.add(i)
                if following == names[i].value:
                    offered.add(members[position + 1])
            if (
                following is not None
                and _facet(names[members[position + 1]]) == _facet(names[i])
                and _DESCRIBED_THEN_OR_RE.fullmatch(
                    folded, names[i].end, names[members[position + 1]].start
                )
            ):
                offered.update((i, members[position + 1]))  # "un piso grande o casa": either
            if names[i].value == "Elevator" and (
                _LOW_FLOOR_INSTEAD_RE.match(
                    folded, names[i].end, _sentence_bounds(folded, names[i].end)[1]
                )
                or _LOW_FLOOR_BEFORE_RE.search(before)
            ):
                offered.add(i)  # "elevador é importante, ou rés-do-chão": either will do
            if (
                names[i].value == "Step-free access"
                and _UNABLE_RE.match(folded, names[i].start)
                and _LOW_FLOOR_AFTER_STAIRS_RE.match(
                    folded, names[i].end, _sentence_bounds(folded, names[i].end)[1]
                )
            ):
                offered.add(i)  # "cannot climb stairs, so a bedroom downstairs": that will do
            if names[i].value == "Step-free access" and _UNABLE_RE.match(folded, names[i].start):
                unable_to_climb.append(i)
            leading = _LEADING_ALTERNATIVE_RE.search(before)
            if (
                leading
                and prior != names[i].value
                and not _whole_of_the_kind_before(names, members, position)
                and (
                    not _BARE_O_RE.search(before)
                    or _SPANISH_ARTICLE_RE.match(folded, names[i].start)
                )
                and not _another_facet_before(
                    names, i, start + leading.start() - _ALTERNATIVE_REACH, start + leading.start()
                )
            ):
                offered.add(i)  # "a studio or 1 bedroom"
    dropped.update(_told_of_the_past(folded, clauses, names))
    # a lift asked for outright: not denied, not one of two, not a ride from the airport
    lift_asked = any(
        name.value == "Elevator"
        and j not in dropped | lifted | offered
        and not _A_RIDE_AFTER_RE.match(folded, name.end)
        and not _DONE_WITHOUT_BEFORE_RE.search(folded, max(0, name.start - 12), name.start)
        for j, name in enumerate(names)
    )
    if lift_asked:
        dropped.update(unable_to_climb)  # "lift is a must, he cannot climb stairs": the lift
    # "anything but a hostel, I've done two weeks of dorms": what is ruled out is not asked for
    # by another word for it after ("a private room, I won't share a room" rules out sharing)
    for i in negated:
        sentence_end = _sentence_bounds(folded, names[i].end)[1]
        dropped.update(
            j
            for j in range(i + 1, len(names))
            if _choice(names[j]) == _choice(names[i]) and names[j].start < sentence_end
        )
    dropped.update(_asked_what_they_mean(folded, names))
    for sentence_start, sentence_end in _spans(_SENTENCE_END_RE, folded):
        inside = [i for i, n in enumerate(names) if sentence_start <= n.start < sentence_end]
        for a, b in itertools.pairwise(inside):
            if _facet(names[a]) != _facet(names[b]) or names[a].value == names[b].value:
                continue
            between = folded[names[a].end : names[b].start]
            if ":" in between:
                dropped.add(b)  # "step-free access: ground floor, or a lift" explains the first
            elif _are_alternatives(names[a], between):
                offered.update((a, b))
            elif _COMPARISON_RE.search(between) or (
                _PREFERRED_TO_RE.match(between)
                and _PREFERENCE_RE.search(folded, sentence_start, names[a].start)
            ):
                dropped.add(b)
        for i in inside:
            before = folded[sentence_start : names[i].start]
            if _COMPARISON_RE.search(before[-30:]):
                dropped.add(i)
    # "elevator or ground level is a must. No walkups": offered as one of two, it is not asked
    # for by another word for it either
    either = {_choice(names[i]) for i in offered}
    dropped |= offered | {i for i, n in enumerate(names) if _choice(n) in either}
    # "studio or 1 bedroom fine": either will do, so neither is asked, nor a stricter count kept
    lifted |= enough & offered
    enough -= offered
    return Scope(
        frozenset(dropped - lifted - enough), frozenset(lifted), frozenset(enough - lifted)
    )


# "… mean? Is that the whole flat?", "¿Es un cuarto en…?": the question goes on about the word
_ABOUT_THE_WORD_RE = re.compile(
    r"\W{0,3}(?:is\s(?:that|it)|does\sthat|so\sit's|es|e\s(?:isso|um|uma)|quiere\sdecir"
    r"|quer\sdizer)(?!\w)"
)


def _asked_what_they_mean(folded: str, names: Sequence[Named]) -> set[int]:
    """ "What does 'entire place' mean? Is that the whole flat?": the words asked about, and
    those of the questions after, ask for nothing."""
    meaning = _ASKS_MEANING_RE.search(folded)
    if meaning is None:
        return set()
    asked: set[int] = set()
    for start, end in _spans(_SENTENCE_END_RE, folded):
        about_it = start <= meaning.start() or _ABOUT_THE_WORD_RE.match(folded, start)
        if end > meaning.start() and about_it:
            asked.update(
                i
                for i, n in enumerate(names)
                if start <= n.start < end and n.start >= meaning.start()
            )
    return asked


def _words_but(stop_words: Sequence[str]) -> str:
    """Up to five words between a cue and the place named after it, none of them a word that
    ends what the cue is about."""
    return r"(?:\s(?!" + _phrases(stop_words) + r")[\w']+,?){0,5}\s"


_EVENT_BEFORE_RE = re.compile(
    _phrases((*lexicon.EVENT_NOUNS, *lexicon.EVENT_HELD_WORDS))
    # "my venue is the Pleasance": the place is the event's; "shows at the Zoo, need somewhere
    # in the Valley" says where to stay after it; "the tournament, it's at the Verdun
    # Auditorium", "sessions at a clinic near Jean-Talon Market"
    + ",?"
    # "meetings all week so anywhere in Gràcia": the stay, said after the event
    + _words_but((*lexicon.STAY_REQUEST_WORDS, "so", "anywhere"))
    # "trade fair at convention centre wan chai": the venue's kind right before the place
    + r"(?:(?:in|at|on|is|to|from|near|by|na|no|em|en|el|de|del|da|do|por)\s"
    r"|(?<=convention\scentre\s)|(?<=convention\scenter\s))"
    # "a talk at the state university": a word that says which one, before a kind of place
    r"(?:the\s|la\s|el\s|o\s|a\s)?(?:(?:state|city|main|local|federal|estatal|estadual)\s)?"
    # "a trade exhibition at ICC Darling Harbour": a venue's short name before its district
    r"(?:[^\W\d_]{2,4}\s)?"
    # "her orientation at the university (University at Albany)": its name in brackets
    r"(?:[^\W\d_]{3,15}\s\()?$"
)


_NEAR_EVENT_RE = re.compile(
    r"(?<!\w)(?:near|close|walking\sdistance|walk|cerca|perto|junto|pr[oó]ximo)"
    r"(?:\s(?:to|from|of|de|del|da|do|a|al|ao|the|my|our|mi|nuestra|nuestro|minha|meu|nosso|nossa)){0,3}\s"
    + _phrases(lexicon.EVENT_NOUNS)
)


# "Leith and Portobello are out", "Gràcia y el Born quedan descartados": places ruled out after
# they are named.
_RULED_OUT_RE = re.compile(
    r"(?<!\w)(?:(?:are|is)\s(?:out(?!\s?of)|off\sthe\stable|a\sno)"
    r"|(?:estan|quedan|estao|ficam)\s(?:descartad[oa]s?|fora|de\sfora)"
    r"|descartad[oa]s?|fora\sde\squestao"
    # "Waikiki não nos interessa muito", "Leith no nos interesa"
    r"|(?:nao|no)\s(?:nos|me)\s(?:interessa|interesa)|doesn't\sinterest|does\snot\sinterest"
    # "Taksim is too much for my mother"
    r"|(?:is|are|'s)\s(?:(?:just|a\sbit|way|a\slittle)\s)?too\smuch(?=\s(?:for|money)|\s?[,.!?]|$)"
    # "them Times Square ones too much money": the listings shown there
    r"|ones?\s(?:(?:are|is|r|cost)\s)?(?:way\s)?too\s(?:much|expensive|pricey|dear)"
    # "Hilo is a 45 min drive each way", "Bondi queda muy lejos": too far to stay
    r"|(?P<far>(?:is|are|'s)\s(?:(?:a\s)?(?:bit|little|way)\s)?too\sfar"
    r"|(?:is|are)\sa\s\d{1,3}\s?(?:min|mins|minute|minutes|hour|hours|hr|hrs)\s(?:drive|ride|commute)"
    r"|(?:esta|estan|queda|quedan)\s(?:muy\s|demasiado\s)?lejos"
    r"|(?:fica|ficam|esta|estao)\s(?:muito\s|bem\s)?longe))(?!\w)(?!\s(?:from|de|da|do|del|of)\s)"
)
# "Hana seems far from everything", "Leith queda muy lejos", "a Barra fica longe demais"; asked
# ("E Matosinhos, fica longe?") it is a question about the place.
_TOO_FAR_RE = re.compile(
    r"(?<!\w)(?:(?:is|are|seems?|looks?|feels?)\s(?:(?:way|so|a\sbit|kinda|pretty|really)\s)?"
    r"(?:too\s)?far"
    r"|(?:esta|queda|parece|fica)\s(?:(?:muy|demasiado|muito|meio|bem|um\spouco)\s)?"
    r"(?:lejos|longe))(?!\w)"
)
# A sentence after the place that only discards it: "descártalo", "forget it.", "esquece!".
_DISCARD_IT_RE = re.compile(
    r"\s?(?:descartalo|descartala|descartalos|descartalas|descarta(?:\sese|\sesa)?|descarte"
    r"|esquece|esquecer|forget\sit|forget\sthat|scratch\sthat|scratch\sit|nope|olvidalo|olvidate)"
    r"\W{0,3}(?:[.!?;]|$)"
)
_RULED_OUT_REACH = 60  # characters after a place where its ruling out is read
# A name of up to three words, then "no" ending the clause; not asked ("¿Lahaina no?")
# and no word that joins another wish or asks why ("Gràcia y fumadores no", "Waikiki por qué no")
_NO_AFTER_THE_NAME_RE = re.compile(
    r"(?:(?!(?:y|e|and|or|o|ou|por|porque|why|with|con|com)\s)[^\W\d_][\w'-]*\s){1,3}"
    r"(?:no|nao)\s?(?:[,.!;]|$)"
)
_ANOTHER_PLACE_SAID_RE = re.compile(r",\s(?:[\w']+\s){0,3}?(?:si|se|if)\s")


# Said right after a place: "Waikiki is too busy I think", "Kadıköy looks way too touristy", "a
# Lapa é barulhenta demais", "Waikiki is not really our thing": a place judged unfit for the stay.
_UNFIT = rf"(?:{_phrases((*lexicon.PLACE_DRAWBACKS, *lexicon.PLACE_DRAWBACKS_WHEN_TOO_MUCH))})"
_JUDGED_UNFIT_AFTER_RE = re.compile(
    # "Waikiki but my husband says is too touristic": the judgement reported
    r"(?:,?\s(?:but|pero|mas)\s(?:[\w']+\s){0,3}?(?:says|said|thinks|dice|dijo|diz|disse|acha|cree)"
    r"(?:\s(?:that|que))?(?:\sit)?)?"
    r",?\s(?:(?:no|nao)\s)?(?:is|are|'s|seems|seem|looks|look|feels|es|esta|parece|e|fica)\s"
    r"(?:(?:just|a\sbit|way|so|kinda|a\slittle|really|un\spoco|um\spouco|bem|meio)\s)?"
    rf"(?:(?:too|demasiado)\s{_UNFIT}|{_UNFIT}\s(?:demais|demasiado)"
    # "muito barulhenta pra gente", "muy turístico para nosotros": too much so for them
    rf"|(?:muy|muito|very|really)\s{_UNFIT}\s(?:pra|para|for)\s(?:(?:a\s)?gente|nos|nosotros|us|me|mi)"
    r"|(?:really\s)?not\s(?:really\s)?(?:our|my)\s(?:thing|vibe|scene|style)"
    r"|not\sfor\s(?:us|me)(?=\s?[,.!?]|$)|lo\snuestro|para\snosotros|a\snossa\spraia|pra\snos)"
    r"(?!\w)"
)


# "Manhattan prices are insane", "los precios de Leblon son una locura" (said before the name)
_PRICES_JUDGED_AFTER_RE = re.compile(
    r"(?:'s)?\s(?:prices|rates|rents|precios|precos)\s(?:are|r|son|sao|estan|estao)\s"
    r"(?:(?:just|so|absolutely|completely|muy|muito|bien|bem)\s)?"
    r"(?:insane|crazy|ridiculous|nuts|mad|wild|absurd|a\sjoke|through\sthe\sroof|locos"
    r"|una\slocura|uma\sloucura|absurdos|surreais|un\sabuso|um\sabsurdo)(?!\w)"
)


# "the Ribeira streets are a nightmare to drive", "Copacabana's traffic is hell": hard to get
# around, so not wished there, though not ruled out ("Gràcia's streets are a nightmare for
# parking, so no car for us" keeps a Gràcia chosen)
_STREETS_JUDGED_AFTER_RE = re.compile(
    r"(?:'s)?\s(?:streets|roads|traffic|calles|ruas|trafico|transito)"
    r"\s(?:are|is|r|son|es|sao|e|estan|estao)\s"
    r"(?:(?:just|so|absolutely|really|muy|muito|bien|bem)\s)?"
    r"(?:a\snightmare|hell|impossible|terrible|awful|horrible|una\spesadilla"
    r"|um\spesadelo|un\sinfierno|um\sinferno|horrivel|imposible|impossivel|una\slocura"
    r"|uma\sloucura)(?!\w)"
    # "… are hell with luggage, but we love the vibe": weighed, and kept
    r"(?![^.!?]{0,40}(?<!\w)(?:but|pero|mas|though)(?!\w))"
)


# "puro Manhattan carísimo", "Leblon is way too expensive": priced out, said right after
_PRICED_OUT_AFTER_RE = re.compile(
    r",?\s(?:(?:is|'s|es|e|esta|son|sao)\s)?(?:(?:just|way|so|super|re|muy|muito|tan|tao|bem|bien)\s)?"
    r"(?:carisim[oa]s?|carissim[oa]s?|too\sexpensive|overpriced|caro\sdemais|cara\sdemais"
    r"|demasiado\scar[oa])(?!\w)"
)


def is_judged_unfit(folded: str, end: int) -> bool:
    """Whether the place ending at ``end`` is judged unfit for the stay right after it is named
    ("Waikiki is too busy", "Manhattan prices are insane"); not "Waikiki is busy and fun", nor
    "in Gràcia, La Rambla is too touristy", which judges another place."""
    return bool(
        _JUDGED_UNFIT_AFTER_RE.match(folded, end)
        or _PRICES_JUDGED_AFTER_RE.match(folded, end)
        or _is_priced_out(folded, end)
    )


def _is_priced_out(folded: str, end: int) -> bool:
    """ "puro Manhattan carísimo. ¿Y Brooklyn?", not "Is Leblon too expensive?" nor "Manhattan
    is overpriced but we want to be there anyway"."""
    priced_out = _PRICED_OUT_AFTER_RE.match(folded, end)
    if priced_out is None:
        return False
    rest = folded[priced_out.end() : _sentence_bounds(folded, priced_out.end())[1] + 1]
    return "?" not in rest and not _YET_TAKEN_RE.search(rest)


_YET_TAKEN_RE = re.compile(r"(?<!\w)(?:but|pero|mas|anyway|though|o\shay|ou\stem)(?!\w)")


def is_ruled_out(folded: str, start: int) -> bool:
    """Whether the place named at ``start`` is ruled out after it ("Leith and Portobello are
    out", "Hana seems far from everything")."""
    after = folded[start : start + _RULED_OUT_REACH]
    if _NO_AFTER_THE_NAME_RE.match(after):
        return True  # "Ah no, Lahaina no, me dijeron que…", "Copacabana não!"
    asked = False
    if sentence_end := _SENTENCE_END_RE.search(after):
        if _DISCARD_IT_RE.match(after, sentence_end.end()):
            return True  # "waikoloa es resort no? descártalo"
        after, asked = after[: sentence_end.start()], "?" in sentence_end[0]
    # "cerca del Born, no sé si Gràcia queda lejos": what follows another place is said of it
    if (other := _ANOTHER_PLACE_SAID_RE.search(after)) is not None:
        after = after[: other.start()]
    match = _RULED_OUT_RE.search(after) or _TOO_FAR_RE.search(after)
    if match is None:
        return False
    far = match.re is _TOO_FAR_RE or bool(match["far"])
    # "E Matosinhos, fica longe?" asks how far it is; "Hilo is too far, anything else?" does not
    asks_how_far = asked and not re.search(r"[,;]", after[match.end() :])
    return not (far and asks_how_far)


# "close to the beach", "walk back to the flat" say what to be close to; said on its own, the
# closeness is to the event just named.
_NOT_TOWARDS = r"(?!\s(?:to|of|from|de|do|da|del|dos|das)(?!\w))"
# "un congreso en el Palais des congrès … Busco alojamiento cerca", "si puede ser cerca mejor":
# close to it, said on its own.
_STAY_CLOSE_BY_RE = re.compile(
    r"(?<!\w)(?:alojamiento|algo|something|somewhere|a\splace|a\sstay|lugar|sitio|alojamento"
    r"|flats?|apartments?|pisos?|apartamentos?|house|houses|homes|places|casas?"
    r"|hospedagem|quedarme|quedarnos|ficar|stay|staying|be|estar|ser|sea|seja|quede|fique)"
    r"\s(?:(?:really|very|super|quite|muy|bien|bem|muito|bastante)\s)?"
    r"(?:cerca|cerquita|close|nearby|near\sby|close\sby|perto|pertinho)"
    rf"{_NOT_TOWARDS}(?!\w)"
    # "está en Leith, así que cerca de ahí sería perfecto": close to there, the place just named
    r"|(?<!\w)(?:cerca\sde\sah[ií]|cerca\sde\sall[ií]|perto\sd(?:e\s)?a?l[aá]|perto\sdali"
    r"|close\sto\sthere|near\sthere|nearby\sthere|close\sto\sthat|near\sthat|close\sto\sit"
    r"|cerca\sde\seso|perto\sdisso|perto\sdaquilo|stay\sthere|staying\sthere|quedarnos\sah[ií]"
    r"|quedarme\sah[ií]|ficar\sl[aá]"
    # "Anything around that side?", "algo por ese lado", "alguma coisa desse lado"
    r"|around\s(?:that|this)\s(?:side|area|way)|around\sthere|on\sthat\sside|in\sthat\sarea"
    r"|(?:over|out)\sthat\sway|in\sthat\sdirection|around\sthose\sparts"
    r"|por\s(?:ese|este|aquel)\slado|(?:desse|deste|daquele|por\sesse)\slado)(?!\w)"
    # "algo que esté cerca", "something that's close"; "quanto mais perto melhor", "the closer
    # the better"
    r"|(?<!\w)(?:algo|something|somewhere|lugar|sitio|alojamiento|alojamento|a\splace)\s"
    r"(?:que|that's|thats|that\sis)\s(?:(?:este|esteja|quede|fique|is|seja|sea)\s)?"
    r"(?:cerca|cerquita|perto|pertinho|close|nearby)(?!\w)"
    r"|(?<!\w)(?:quanto\smais\sperto,?\smelhor|cuanto\smas\scerca,?\smejor"
    r"|the\scloser,?\sthe\sbetter)(?!\w)"
    # "lo más cerca posible", "as close as possible", "within a short taxi ride of there"
    r"|(?<!\w)(?:lo\smas\scerca\sposible|o\smais\sperto\sposs[ií]vel|as\sclose\sas\spossible"
    r"|short\s(?:taxi\s|bus\s|car\s)?(?:ride|walk|drive)\s(?:of|from)\s(?:there|it|that))(?!\w)"
)


# "quiero poder volver caminando", "se der pra ir a pé": walking between the event and the stay
_WALKING_THERE_RE = re.compile(_phrases(lexicon.WALKING_THERE_PHRASES) + _NOT_TOWARDS)
# "within 10 mins' walk", "a five minute walk", "a 10 minutos andando": a walk of a few minutes
_MINUTES_WALK_RE = re.compile(
    r"(?<!\w)(?:\d{1,2}|five|ten|fifteen|twenty|few|cinco|diez|quince|dez|quinze)[\s-]?"
    r"(?:min|mins|minute|minutes|minutos)'?\s(?:walk|stroll|a\spie|a\spe|andando|caminando"
    r"|caminhando)" + _NOT_TOWARDS + r"(?!\w)"
)


def _walk_said_of_another_place(folded: str, walk: re.Match[str]) -> bool:
    """ "Want to stay in Hell's Kitchen, within 10 mins' walk", "a metro within a 5 minute walk",
    "a 10 minutos andando al metro": a walk from a place the visitor names to stay, or to
    something else, says nothing of the venue."""
    start, end = _sentence_bounds(folded, walk.start())
    return bool(
        _STAY_NAMED_BEFORE_RE.search(folded, start, walk.start())
        or _WALKED_TO_RE.search(folded, start, end)
    )


_STAY_NAMED_BEFORE_RE = re.compile(
    r"(?<!\w)(?:stay|staying|stayed|be\sin|based\sin|quedarnos|quedarme|quedamos|ficar|ficamos"
    r"|alojarnos)\s(?:in|en|em|no|na|at|by|around|por)\s"
)
_WALKED_TO_RE = re.compile(
    r"(?<!\w)(?:metro|subway|tube|station|estacion|estacao|train|tren|trem|bus|onibus|grocery"
    r"|supermarket|supermercado|shops|tiendas|lojas|restaurants|restaurantes|beach|playa|praia"
    r"|park|parque)(?!\w)"
)
_WALK_TOWARDS_RE = re.compile(r"\s(?:a|al|ao|aos|as|to|into|hasta|ate)(?!\w)")


def near_an_event(folded: str) -> bool:
    """Whether the visitor wants to stay near where an event is ("cerca del campus", "a
    congress at the Palais … somewhere close", "we want to walk back")."""
    return _wishes_to_be_close(folded, 0)


def close_by_after(folded: str, end: int) -> bool:
    """Whether, after ``end``, the visitor wishes to stay close to what was just named ("the
    Palais des congrès. Busco alojamiento cerca", "… within 10 mins' walk")."""
    return _wishes_to_be_close(folded, end, event_named=True)


def _wishes_to_be_close(folded: str, start: int, *, event_named: bool = False) -> bool:
    wishes = [*_STAY_CLOSE_BY_RE.finditer(folded, start), *_NEAR_EVENT_RE.finditer(folded, start)]
    # asking whether one can walk there ("Dá para ir a pé?") wishes nothing yet; after a place,
    # a walk to somewhere else ("Old Town, para ir caminando a los shows") is no closeness to it
    wishes += [
        walk
        for pattern in (_WALKING_THERE_RE, _MINUTES_WALK_RE)
        for walk in pattern.finditer(folded, start)
        if not _in_a_question(folded, walk.end())
        and not (event_named and _WALK_TOWARDS_RE.match(folded, walk.end()))
        and not (pattern is _MINUTES_WALK_RE and _walk_said_of_another_place(folded, walk))
    ]
    # "I don't want to be close to it", "no pienso volver caminando": no wish to be close
    return any(not _denied(folded, wish.start()) for wish in wishes)


def _a_home_not_asked_for(folded: str, name: Named, before: str) -> bool:
    """Whether a kind of home is said of a home other than the one wished: someone's ("not in
    their apartment"), one lived in ("el vive en un cuarto compartido"), one priced ("a lot of
    money for one room", "they pay me 100 for the apartment"), or the bedroom described ("que el
    cuarto se quede oscuro")."""
    if _facet(name) != "kind":
        return False
    if (
        _LIVED_IN_BEFORE_RE.search(before)
        or _PRICED_FOR_BEFORE_RE.search(before)
        or _IF_IT_IS_BEFORE_RE.search(before)
    ):
        return True
    if name.facet == "property_type":
        return _someones_home(folded, name, before) or bool(
            _AMOUNT_FOR_THE_HOME_BEFORE_RE.search(before)
        )
    # "help my daughter move out of her dorm": a room someone else lives in
    return _someones_home(folded, name, before) or bool(
        _THE_ROOM_BEFORE_RE.search(before) and _ROOM_DESCRIBED_AFTER_RE.match(folded, name.end)
    )


def _someones_home(folded: str, name: Named, before: str) -> bool:
    return bool(
        _SOMEONES_HOME_BEFORE_RE.search(before) or _SOMEONES_HOME_AFTER_RE.match(folded, name.end)
    )


def _clause_start(folded: str, index: int) -> int:
    """Where the clause around ``index`` starts: after the last break in ``folded[:index]``.

    The breaks ending well before ``index`` are those of the whole message, found once per
    message; only its last few characters are searched again, cut at ``index``, so that a long
    message asked about at many places costs linear time.
    """
    ends = _clause_break_ends(folded)
    settled = bisect.bisect_right(ends, index - _BREAK_LOOKAHEAD)
    start = ends[settled - 1] if settled else 0
    return max((m.end() for m in _CLAUSE_BREAK_RE.finditer(folded, start, index)), default=start)


# Further than any clause break looks past its own end ("mas" not before " si").
_BREAK_LOOKAHEAD = 8


@lru_cache(maxsize=8)
def _clause_break_ends(folded: str) -> tuple[int, ...]:
    return tuple(match.end() for match in _CLAUSE_BREAK_RE.finditer(folded))


def _denied(folded: str, start: int) -> bool:
    clause_start = _clause_start(folded, start)
    before = folded[max(clause_start, start - _NEGATION_REACH) : start]
    # "I don't have a car so walking distance is important": what follows "so" is wished
    before = _CONSEQUENCE_RE.split(before)[-1]
    return bool(_NEGATION_RE.search(before) or _WONT_RE.search(before))


# A need said as a negation ("cannot climb stairs", "no steps") is not taken back by a negation
# before it: in "she cannot walk far and cannot climb stairs" each "cannot" says a need.
_SAID_AS_A_NEGATION_RE = re.compile(rf"(?:{_UNABLE}|no|nao|sin|sem|without|avoid|evitar)(?!\w)")
_CONSEQUENCE_RE = re.compile(
    r"(?<!\w)(?:so|then|therefore|entonces|asi\sque|por\seso|entao|por\sisso|logo)\s"
)


_WONT_RE = re.compile(r"(?<!\w)(?:no|nao|not|won't|wont|don't|dont|can't|cant)\s(?:[\w']+\s){0,3}$")


def _in_a_question(folded: str, index: int) -> bool:
    end = _SENTENCE_END_RE.search(folded, index)
    return end is not None and "?" in end[0]


# "my daughter is at McGill", "a minha neta, que está a estudar na": a relative's place. Where
# a relative lives is where a visit stays near ("my sister lives in South Bank").
_RELATIVE_THERE_RE = re.compile(
    _phrases(lexicon.COMPANION_NOUNS)
    + r"(?:,?\s(?:que|who|quien))?\s(?:is|works|esta|trabaja|trabalha)"
    # not "my brother is living in …": a home, which a wish to be near may follow
    r"(?:\s(?!(?:living|viviendo|vivendo|morando)(?!\w))[\w']+){0,2}\s(?:at|in|en|em|na|no)\s"
    r"(?:(?:the|la|el|a|o)\s)?$"
)
# "going into Manhattan", "heading toward Kowloon and Sai Kung": each place the trip goes to
_COMMUTE_BEFORE_RE = re.compile(
    _phrases(lexicon.COMMUTE_PHRASES)
    + r"(?:\s[\w']+)?(?:\s[\w'-]+(?:\s[\w'-]+)?\s(?:and|y|e|or|o|ou))?\s$"
)


def is_a_commute(folded: str, start: int) -> bool:
    """Whether the place at ``start`` is where the visitor goes from the stay ("I'll be going
    into Manhattan"): it says neither where to stay nor which market."""
    return bool(_COMMUTE_BEFORE_RE.search(folded[max(0, start - 60) : start]))


# "the Kilauea eruption", "a Camp Nou football match": the place names the event after it.
_EVENT_AFTER_RE = re.compile(r"\s(?:[\w']+\s)?" + _phrases(lexicon.EVENT_NOUNS))


# "we won't rent a car so Waikiki makes more sense": what follows "so" is what the denial leads
# to, not what it denies ("not so close to the centre" still denies).
_LEADS_TO_RE = re.compile(
    r"(?<!\w)(?:so|asi que|entonces|por eso|por lo que|entao|por isso|portanto)\s"
    r"(?!(?:close|near|far|central|much|very|long)(?!\w))"
)


def describes_what_is_not_wanted(folded: str, start: int) -> bool:
    """Whether the words at ``start`` describe what the visitor says they do not want or need
    ("don't need anything fancy", "no need for a sea view", "nothing fancy", "sem luxo"), said
    right before them; not "we don't have a car, need something near the beach"."""
    return bool(_NOT_WANTED_RIGHT_BEFORE_RE.search(folded, max(0, start - 40), start))


_NOT_WANTED_RIGHT_BEFORE_RE = re.compile(
    r"(?<!\w)(?:(?:nothing|nada|sem|sin|without)\s(?:de\s)?(?:(?:a|an|un|una|um|uma)\s)?"
    # "we don't (really) need anything (too) fancy", "doesn't have to be fancy", "we won't need
    # to be near the beach", "not interested in anything fancy"
    r"|(?:don't|dont|do\snot|doesn't|doesnt|does\snot|won't|wont|never)\s(?:really\s)?"
    r"(?:need|want|require|have\sto\sbe|need\sto\sbe|need\sit\sto\sbe)"
    r"\s(?:to\sbe\s)?(?:(?:a|an|any|anything|something|the)\s)?(?:(?:too|super|very|that)\s)?"
    r"|no\sneed\s(?:for|of|to\sbe)\s(?:(?:a|an|any|anything)\s)?"
    r"|not\s(?:looking\sfor|interested\sin|after)\s(?:(?:a|an|any|anything|something)\s)?"
    r"(?:(?:too|super|very)\s)?"
    # "no necesitamos estar cerca de la playa", "no tiene que ser lujoso", "no hace falta que sea",
    # "não precisa ser", "não faz falta vista"
    r"|no\s(?:(?:nos|me)\s)?(?:necesit\w{1,6}|quer\w{1,6}|busc\w{1,6}|hace\sfalta|tiene\sque\sser)"
    r"\s(?:(?:estar|ser|que\ssea|nada|algo|un|una)\s)?"
    r"|nao\s(?:precis\w{1,6}|quer\w{1,6}|faz\sfalta|tem\sque\sser)\s(?:de\s)?"
    r"(?:(?:estar|ficar|ser|nada|algo|um|uma)\s)?)$"
)


def is_denied(folded: str, start: int) -> bool:
    """Whether the clause before ``start`` denies what follows ("we don't need to be near the
    concert", "no hace falta estar cerca del estadio")."""
    before = folded[_clause_start(folded, start) : start][-_NEGATION_REACH:]
    return _negates_the_place(before) or _NO_NEED_RE.search(before) is not None


_NO_NEED_RE = re.compile(
    r"(?<!\w)(?:no\sneed|not\snecessary|needn't|no\shace\sfalta|no\shay\sque|nao\sprecisa"
    r"|nao\sprecisamos|nao\sfaz\sfalta)(?!\w)"
)


def _negates_the_place(before: str) -> bool:
    negation = _NEGATION_RE.search(before)
    if negation is None or _NOT_FAR_RE.search(before, negation.start()):
        return False  # "que no quede lejos del estadio", "not far from the stadium": near it
    return not _LEADS_TO_RE.search(before, negation.start())


_NOT_FAR_RE = re.compile(
    r"(?<!\w)(?:not|no|nao|isn't|aren't|wasn't|don't|dont|doesn't|nada)\s(?:[\w']+\s){0,4}?"
    r"(?:(?:too|so|very|muy|tan|muito|tao|demasiado)\s)?(?:far|lejos|longe|alejad[oa]|afastad[oa]"
    r"|apartad[oa])"
    r"(?:\s(?:from|away\sfrom|de|del|da|do|das|dos|of))?(?:\s(?:the|el|la|los|las|o|a|os|as))?\s?$"
)


# "close to Camp Nou would be lekker but not fussed": the place wished, but not required
_OPTIONAL_AFTER_RE = re.compile(
    r"[^,.;!?]{0,40}?\s(?:(?:but|pero|mas)\s)?"
    + _phrases(lexicon.PLACE_NOT_REQUIRED_PHRASES)
    + r"|[^,.;!?]{0,40}?,?\s(?:but|pero|mas)\s"
    + _phrases(lexicon.WISH_GIVEN_UP_PHRASES)
)


# "we don't want to stay right in the middle of the chaos of", "no queremos quedarnos en pleno":
# a stay not wanted, read further back than a bare negation
_STAY_NOT_WANTED_BEFORE_RE = re.compile(
    r"(?<!\w)(?:nao|no|don't|dont|do\snot|would\snot|wouldn't)\s"
    r"(?:queremos|quero|queria|queriamos|quiero|queria|want|wanna|need)\s(?:to\s)?"
    r"(?:ficar|estar|quedarnos|quedarme|stay|be)\s(?:[\w'-]+\s){0,6}$"
)
_STAY_NOT_WANTED_REACH = 70


def is_a_stay_not_wanted(folded: str, start: int) -> bool:
    """Whether the clause before ``start`` says the visitor does not want to stay there ("we
    don't want to be in the chaos of", not "we don't want to be too far from")."""
    before = folded[_clause_start(folded, start) : start]
    not_wanted = _STAY_NOT_WANTED_BEFORE_RE.search(before[-_STAY_NOT_WANTED_REACH:])
    # "we don't want to stay anywhere other than Gràcia", "… more than 10 minutes from"
    return not_wanted is not None and not (
        _NOT_FAR_RE.search(before)
        or _ONLY_THERE_RE.search(not_wanted[0])
        or _BUT_NEAR_IT_AFTER_RE.match(folded, start)
    )


# "numa rua barulhenta da Ribeira, mas sim perto dela": near it after all
_BUT_NEAR_IT_AFTER_RE = re.compile(
    r"[\w'-]+(?:\s[\w'-]+){0,2}\s?,?\s(?:but|pero|mas)\s(?:(?:sim|si|yes)\s)?"
    r"(?:near|close|cerca|perto|pertinho|cerquita)(?!\w)"
)


_ONLY_THERE_RE = re.compile(
    r"(?<!\w)(?:other\sthan|anywhere\sbut|but|except|apart\sfrom|more\sthan|further|farther|far"
    r"|away|lejos|longe|mas\sde|mais\sde|fuera\sde|fora\sde|otro\slado|outro\slado|walk|drive"
    r"|hours?|horas?|minutes|minutos|mins|km|miles|blocks|cuadras|quadras)(?!\w)"
)


_EASY_TO_GET_TO_BEFORE_RE = re.compile(
    # "so easy to go to Causeway Bay", not "somewhere easy to get to Bondi by bus"
    r"(?<!\w)(?:so|since|as)\s(?:(?:it's|its|it\sis|that's|thats)\s)?"
    r"(?:easy|easier|quick|quicker|simple|convenient)\s(?:to\s)?(?:go|get|travel|commute)"
    r"\s(?:to|into)\s(?:the\s)?$"
    r"|(?<!\w)(?:facil|rapido)\s(?:ir|llegar|chegar)\s(?:a|al|ao|para|pra|hasta|ate)\s"
    r"(?:(?:la|el|o|a)\s)?$"
    # "voy a alquilar carro para ir al puerto", "a car to drive to the port": an outing by car
    r"|(?<!\w)(?:car|carro|coche|auto|ute|van)\s(?:para|pra|to)\s(?:ir|go|drive|get|llegar|chegar)"
    r"\s(?:a|al|ao|to|para|pra|hasta|ate)\s(?:(?:la|el|o|a|the)\s)?$"
)


def place_is_wished(folded: str, start: int, end: int | None = None) -> bool:
    """Whether a place named at ``start`` (ending at ``end``, when known) is where the visitor
    wants to stay: not in a clause that denies it ("we don't want to be right in the centre"),
    nor in a condition ("if nothing's accessible in Midtown"), nor where an event happens ("a
    conference in Barra", "the Kilauea eruption")."""
    clause_start = _clause_start(folded, start)
    before = folded[clause_start:start]
    if _CONDITION_RE.search(before) or _negates_the_place(before[-_NEGATION_REACH:]):
        return False
    if is_a_stay_not_wanted(folded, start):
        return False  # "Não queremos ficar mesmo na confusão da Ribeira"
    if is_ruled_out(folded, start) or _in_a_remark(folded, clause_start, start):
        return False
    if end is not None and (
        is_judged_unfit(folded, end) or _STREETS_JUDGED_AFTER_RE.match(folded, end)
    ):
        return False
    if _SEEN_FROM_RE.search(before):
        return False  # "views of the castle", "vista al Cristo": seen from the stay, not near it
    if _LET_GO_BEFORE_RE.search(before):
        return False  # "Forget Tsim Sha Tsui", "esquece Copacabana"
    if _EASY_TO_GET_TO_BEFORE_RE.search(before):
        return False  # "near the MTR so easy to go to Causeway Bay": a trip out of the stay
    if _EXCLAIMED_AT_BEFORE_RE.search(before):
        return False  # "uf que caro ipanema": a price exclaimed at, not a wish
    if _STAYED_BEFORE_RE.search(before) and not _AGAIN_RE.search(folded, start):
        return False  # "we stayed in Lahaina back then": a stay of the past, not wished again
    if _FAR_FROM_RE.search(before) and not _NOT_FAR_RE.search(before):
        return False  # "far from the Ramblas please"
    if end is not None and _held_against(folded, end):
        return False
    if end is not None and _ONE_DAY_AFTER_RE.match(folded, end):
        return False  # "he'd like to walk down to Leith one day": an outing from the stay
    if end is not None and _OPTIONAL_AFTER_RE.match(folded, end):
        return False
    if asks_if_true(folded, start):
        return False
    if end is not None and asks_what_it_is_like(folded, start, end):
        return False
    return not is_the_trips_purpose(folded, start, end)


# "Is Fortitude Valley safe?", "¿El Upper West Side es buena zona para familias?", "Ipanema é
# perigosa?": what the place is like, asked of it as the question's subject; not "and Harlem, is
# it safe?" nor "what about Gràcia?", which put a place forward.
_ASKED_OF_BEFORE_RE = re.compile(
    r"^\W{0,3}(?:(?:but|pero|mas|or|o|ou)\s)?(?P<pronoun>(?:it|that)\s)?(?:(?:is|are|isn't|es|e)\s)?"
    r"(?:(?:the|el|la|o|a)\s)?$"
)
_WHAT_IT_IS_LIKE_AFTER_RE = re.compile(
    r"\s(?:(?:is|are|es|e|esta|fica|queda)\s)?"
    r"(?:(?:really|very|too|actually|still|muy|muito|bem|tan|so|mas|more)\s)?"
    r"(?:(?:an?|una?|uma?)\s)?"
    # "ok for families", not "Copacabana ok, but …"; not "is Kihei cheaper?", another put forward
    r"(?:safe|safer|(?:ok|okay)\sfor|good|nice|quiet|noisy|loud|dangerous|rough|busy|touristy"
    r"|expensive|pricey|lively|walkable|family[\s-]friendly"
    r"|the\s(?:area|neighbou?rhood|part|side)|(?P<area>area|neighbou?rhood|side)"
    r"|seguro|segura|seguros|tranquilo|tranquila|ruidoso|ruidosa|barulhento|barulhenta"
    r"|peligroso|peligrosa|perigoso|perigosa|caro|cara|buena\szona|boa\szona"
    r"|buen\sbarrio|bom\sbairro)(?!\w)"
)


# "… we want to stay there", "find me a 2 bed there", "that's where we want to be", "algo lá"
_STAY_THERE_LATER_RE = re.compile(
    r"(?<!\w)(?:(?:stay|staying|be|book|find|get|something|anything|somewhere|place|algo|ficar"
    r"|quedarnos|quedarme|alojarnos)(?:\s[\w']+){0,4}?\s(?:there|ahi|alli|ali|la)"
    r"|that's\swhere|thats\swhere)(?!\w)"
)


def asks_what_it_is_like(folded: str, start: int, end: int) -> bool:
    """Whether the place from ``start`` to ``end`` is asked about, as what it is like ("Is
    Fortitude Valley safe at night?"): no wish to stay there yet."""
    sentence_start, sentence_end = _sentence_bounds(folded, start)
    asked_of = _ASKED_OF_BEFORE_RE.match(folded[sentence_start:start])
    like = _WHAT_IT_IS_LIKE_AFTER_RE.match(folded, end)
    if "?" not in folded[end:sentence_end] or asked_of is None or like is None:
        return False
    if _STAY_THERE_LATER_RE.search(folded, sentence_end):
        return False  # "Is Bondi safe at night? we want to stay there"
    # "It is Şişli area?" asks where something is; "Kapaa area?" offers the area
    return like["area"] is None or asked_of["pronoun"] is not None


_TRUTH_CHECK_RE = re.compile(
    r"(?<!\w)(?:es\scierto|es\sverdad|e\sverdade|is\sthat\strue|is\sit\strue|is\sthat\sright"
    r"|is\sthat\sso)(?!\w)"
)


def asks_if_true(folded: str, start: int) -> bool:
    """Whether the place at ``start`` is what was heard, in a sentence that checks it ("Me
    dijeron que Gràcia es tranquilo, es cierto?", "vi q newark é mais barato, é verdade?"); the
    place wished before the hearsay stays ("near Bondi, my friend says it's the best, is that
    true?")."""
    sentence_start, sentence_end = _sentence_bounds(folded, start)
    heard = _HEARD_RE.search(folded, sentence_start, start)
    return heard is not None and bool(_TRUTH_CHECK_RE.search(folded, start, sentence_end))


_HEARD_RE = re.compile(
    _phrases((*lexicon.REMARK_OPENERS, "says", "said", "told me", "dice que", "dijo que",
              "diz que", "disse que", "vi q"))
)  # fmt: skip


_BUT_RE = re.compile(r"(?<!\w)(?:but|pero|mas|though|aunque|embora)(?!\w)")


def _held_against(folded: str, end: int) -> bool:
    """ "I read Hilo is rainy"; not "Waikiki is expensive, but that's where we want to be"."""
    drawback = _DRAWBACK_AFTER_RE.match(folded, end)
    if drawback is None:
        return False
    return not _BUT_RE.search(folded, drawback.end(), _sentence_bounds(folded, drawback.end())[1])


def _sentence_bounds(folded: str, index: int) -> tuple[int, int]:
    """Where the sentence around ``index`` starts, and where it ends (after its mark)."""
    start = max((m.end() for m in _SENTENCE_END_RE.finditer(folded, 0, index)), default=0)
    end = _SENTENCE_END_RE.search(folded, index)
    return start, end.end() if end else len(folded)


_ONE_DAY_AFTER_RE = re.compile(
    r"(?:\s(?!one|un|um|for|some|algun)[\w']+){0,3}(?<!para)(?<!pra)(?<!por)(?<!for)\s"
    r"(?:one\sday|some\sday|un\sdia|algun\sdia|um\sdia)(?!\w)"
)
_DRAWBACK_AFTER_RE = re.compile(
    r"\s(?:is|are|gets|can\sbe|es|esta|puede\sser|suele\sser|e|fica|pode\sser|costuma\sser"
    # "Waikiki parece-me muito turístico", "Bondi seems too busy"
    r"|seems|looks|sounds|feels|parece|parece-me|me\sparece|parecem|me\sparecen)\s"
    r"(?:(?:too|very|a\sbit|kinda|really|so|quite|pretty|super|muy|muito|bastante|un\spoco"
    r"|um\spouco|meio|demasiado|mas|mais)\s)?" + _phrases(lexicon.PLACE_DRAWBACKS)
)


_EXCLAIMED_AT_BEFORE_RE = re.compile(
    r"(?<!\w)(?:que|how|so|tan|tao)\s(?:caro|cara|caros|caras|carisimo|carissimo|expensive"
    r"|pricey|turistico|turistica|touristy)\s(?:(?:es|e|is|esta|the|el|la|o|a)\s)?$"
)
_LET_GO_BEFORE_RE = re.compile(
    r"(?<!\w)(?<!don't\s)(?<!dont\s)(?:forget|scrap|skip|drop|never\smind|olvida|olvidate\sde"
    r"|esquece|esqueca)\s(?:about\s)?(?:(?:the|el|la|o|a)\s)?$"
)
_FAR_FROM_RE = re.compile(
    r"(?<!\w)(?:(?:far|further|farther|lejos|longe|lejisimos|longissimo|longuissimo|alejado"
    r"|alejada|afastado|afastada|apartado|apartada)\s(?:away\s)?"
    r"(?:from|de|del|da|do|das|dos)|away\sfrom"
    # "anything cheaper if we stay out of Manhattan?", "fuera del centro"
    # "don't mind being a bit out of the centre"
    r"|(?:stay|staying|be|being)\s(?:(?:a\s)?(?:bit|little|tad)\s|slightly\s)?out\sof"
    r"|outside(?:\sof)?|fuera\sde(?:l)?|fora\sd[aeo]s?)"
    r"(?:\s(?:the|el|la|los|las|o|a|os|as))?"
    # "lejísimos de la carretera de Mauna Kea": far from the road there
    r"(?:\s(?:road|carretera|estrada|highway|autopista)\s(?:to|de|del|do|da|a))?\s$"
)


_STAYED_BEFORE_RE = re.compile(
    r"(?<!\w)(?:(?:we|i|they|he|she)\s(?:stayed|lived|were|was)|estuvimos|estuve|estivemos|estive"
    r"|estuvo|estuvieron|esteve|estiveram|vivio|viveu|morou"
    r"|fiquei|ficamos\sda\sultima\svez|nos\squedamos\sla\sultima\svez"
    # "we fly into Kahului": where the plane lands
    r"|fly|flying|flies|land|landing|lands|aterrizamos|aterrizo|aterramos|aterro|pousamos)"
    r"(?:\s(?:in|into|at|en|em|no|na|near|by|cerca\sde|perto\sd[aeo]))?\s(?:(?:the|el|la|o|a)\s)?$"
)
_AGAIN_RE = re.compile(
    r"(?<!\w)(?:again|de\snuevo|otra\svez|de\snovo|outra\svez|same\s(?:place|area|spot)"
    r"|volver|voltar|repetir)(?!\w)"
)
# "a balcony looking at the sea" sees it; "Looking at Brooklyn this time", "we're looking at
# Leith" consider where to stay.
_CONSIDERING_BEFORE = "".join(
    rf"(?<!{word}\s)"
    for word in ("i'm", "im", "we're", "am", "are", "is", "now", "also", "still", "but")
)  # fmt: skip
# "my wife wants to see Santa Sofía", "quiere ir a los mercados y al Big Buddha", "o meu marido
# quer ir ao Cristo Redentor": a sight someone means to go to from the stay, not where to sleep.
_GOING_TO_SEE_BEFORE_RE = re.compile(
    r"(?:(?<!\w)(?:want|wants|wanna|would\slike|'d\slike|hope|hopes)\sto\s(?:go\s(?:and\s|to\s)?)?"
    r"(?:see|visit|go\sto)"
    r"|(?<!\w)(?:quiero|quiere|queremos|quieren|quisiera)\s(?:ir\s(?:a\sver|a|al)|ver|conocer|visitar)"
    # "meu marido quer muito ir lá e na Estátua da Liberdade"
    r"|(?<!\w)(?:quero|quer|queremos|querem|queria)\s(?:muito\s)?(?:ir(?=\s(?:la|ali)\s)"
    r"|ir\s(?:ver|ao|a|à|aos|as|pra|pro|na|no)|ver|conhecer|visitar)"
    r")(?:\s[^,.;!?]{1,40}?\s(?:and|y|e)\s(?:al|ao|a|o|el|la|the|na|no)?)?"
    r"(?:\s(?:the|el|la|los|las|o|a|os|as|al))?\s$"
)
# "Nos gustaría estar en Times Square en Nochevieja", "to be in Times Square for the ball drop":
# where to be on one night, not where to stay
_BE_AT_BEFORE_RE = re.compile(
    r"(?<!\w)(?:be|estar|celebrate|celebrar|festejar)\s(?:in|at|en|em|no|na)\s(?:the\s)?$"
)
_AT_A_NIGHT_OF_NIGHTS_AFTER_RE = re.compile(
    r"\s(?:en|on|for|para|no|na|at)\s(?:(?:the|el|la|o|a)\s)?(?:nochevieja|new\syear'?s(?:\seve)?"
    r"|ano\snuevo|fin\sde\sano|reveillon|ano\snovo|countdown|ball\sdrop|nochebuena"
    r"|christmas\seve|cuenta\sregresiva|contagem\sregressiva)(?!\w)"
)
# "I want to go to the Times Square area, something there", "to the Sagrada Familia on foot":
# where to stay after all
_STAY_THERE_AFTER_RE = re.compile(
    r"\s(?:area|zone|zona|neighbou?rhood|side|on\sfoot|by\sfoot|walking|andando|caminando|a\spe"
    r"|a\spie)(?!\w)"
    r"|[^.;!?]{0,30}?\s(?:something|anything|somewhere|algo|alguma\scoisa|un\ssitio|um\slugar)\s"
    r"(?:there|near|close|around|nearby|ahi|alli|la|ali|por\sahi|por\sai|perto|cerca)(?!\w)"
)
# "I would like to see the Inner Harbour from the window": seen from the stay
_FROM_THE_STAY_AFTER_RE = re.compile(
    r"[^,.;!?]{0,30}?\s(?:from|desde|da|de)\s(?:(?:the|my|our|la|a|mi|minha)\s)?"
    r"(?:window|balcony|flat|apartment|room|terrace|ventana|balcon|janela|varanda|quarto)(?!\w)"
)


_SEEN_FROM_RE = re.compile(
    r"(?<!\w)(?:views?\s(?:of|over|onto|to|across)|overlooking|looking\s(?:out\s)?(?:over|onto)"
    rf"|looking\sout\sat|(?<=\w\s){_CONSIDERING_BEFORE}looking\sat"
    r"|vistas?\s(?:a|al|a\sla|de|del|da|do|para|pra|pro|pros|sobre|hacia)"
    r"|de\sfrente\s(?:para|pro|pra|a|al))"
    r"(?:\s(?:the|el|la|los|las|o|a|os|as))?\s$"
)


def is_seen_from(folded: str, start: int) -> bool:
    """Whether the place at ``start`` is what the stay looks at ("a view of Manhattan")."""
    return bool(_SEEN_FROM_RE.search(folded, max(0, start - 40), start))


def _in_a_remark(folded: str, clause_start: int, start: int) -> bool:
    """ "A lot of the Old Town flats seem to be up five flights": the clause describes the place
    ("I've heard Ipanema is lovely" still offers it)."""
    clause_end = _CLAUSE_BREAK_RE.search(folded, start)
    end = clause_end.start() if clause_end else len(folded)
    # "near the ribeira thats where the bars are apparently": the remark gives the reason
    if reason := _REASON_AFTER_RE.search(folded, start, end):
        end = reason.start()
    clause = folded[clause_start:end]
    return bool(_DESCRIBING_RE.search(clause)) and not _OWN_NEED_RE.search(clause)


_REASON_AFTER_RE = re.compile(
    r"\s(?:that'?s\swhere|which\sis\swhere|where|because|since|cause|cos"
    r"|que\ses\sdonde|es\sdonde|donde|porque|pq|que\se\sonde|e\sonde|onde)(?!\w)"
)


_NEAR_RIGHT_BEFORE_RE = re.compile(
    r"(?<!\w)(?:near|close\sto|next\sto|walking\sdistance\s(?:to|of|from)|cerca\sde(?:l)?"
    r"|perto\sd[aoe]s?|junto\sa(?:l|o)?|pr[oó]ximo\sa(?:o)?)\s(?:(?:the|el|la|o|a)\s)?$"
)
# "wants to swim at Bondi", "see the native forest birds up at Kokee", "ver el volcán": a sight.
_SIGHT_BEFORE_RE = re.compile(
    _phrases(lexicon.SIGHTSEEING_VERBS)
    + _words_but((*lexicon.LISTING_WORDS_AFTER_SEEING, *lexicon.COMPANION_NOUNS))
    + r"(?:(?:at|on|in|to|up\sat|al|a|en|em|no|na|do|da|del|de)\s)?"
    r"(?:the\s|la\s|el\s|los\s|las\s|o\s|a\s|os\s|as\s)?$"
)


_MOSTLY_FOR_BEFORE_RE = re.compile(
    # "we're looking mostly for Brooklyn" searches there
    r"(?<!looking\s)(?<!searching\s)(?<!buscando\s)(?<!procurando\s)"
    + _phrases(lexicon.MOSTLY_FOR_WORDS)
    + r"\s(?:(?:the|el|la|los|las|o|a|os|as)\s)?$"
)
# "Pearl Harbor is a must", "Butchart Gardens is for me a pilgrimage": a sight, by what it is to
# the visitor
_MUST_SEE_AFTER_RE = re.compile(
    r"\s(?:is|are|es|son|e|sao)\s(?:(?:for\sme|for\sus|to\sme|to\sus|para\smi|para\smim"
    r"|para\snosotros|para\snos|para\sela|para\sella|para\sele|para\sel)\s)?"
    r"(?:(?:really|truly|absolutely|just|simply|realmente|simplemente|simplesmente)\s)?"
    + _phrases(lexicon.MUST_SEE_WORDS)
)
# "staying in Waikiki is a must": the place is where to stay
_STAYING_IN_BEFORE_RE = re.compile(
    r"(?<!\w)(?:stay|staying|be|being|based|quedarnos|quedarme|estar|ficar|alojarnos)"
    r"\s(?:in|on|at|en|em|no|na)\s(?:(?:the|el|la|o|a)\s)?$"
)


# "quero ver o Rio, Copacabana": the market is what is seen, and the place right after it is where
# to stay; not "ver aquele teatro de Sydney, a Ópera"
_SEES_THE_MARKET_RE = re.compile(
    _phrases(lexicon.SIGHTSEEING_VERBS)
    + r"\s(?:(?:the|o|a|el|la)\s)?"
    + _phrases((*(market.name for market in MARKETS), *MARKET_SPELLINGS))
    + r"\s?[,:;-]\s?(?:(?:the|o|a|el|la|em|en|in|no|na)\s)?$"
)


# "if possible", "ideally", "se possível" said right after a place, ending its clause: where the
# visitor would stay; not "the Sagrada Familia, preferably staying in Gràcia"
_HEDGED_WISH_AFTER_RE = re.compile(
    r"[\s,]{0,2}(?:if\spossible|if\swe\scan|ideally|preferably|se\spossivel|se\sder"
    r"|si\ses\sposible|si\sse\spuede|de\spreferencia|idealmente|preferentemente)"
    r"(?=\s?[,.;:!?)]|\s?$)"
)


# "3 nights for work near the Palais des congrès": why the trip, then where to stay
_FOR_WORK_NEAR_RE = re.compile(
    r"(?<!\w)(?:for|por|para|pra|a)\s(?:work|business|trabajo|trabalho|negocios)\s"
    r"(?:near|close\sto|by|cerca\sde(?:l)?|perto\sd[aeo]s?)\s(?:the\s|el\s|la\s|o\s|a\s)?$"
)


# "… for work near Circular Quay, but want to stay in Bondi": where to stay is named after
_STAY_NAMED_RE = re.compile(
    r"(?<!\w)(?:stay|staying|alojarme|alojarnos|quedarme|quedarnos|hospedarme|hospedarnos|ficar"
    r"|ficarmos)\s(?:in|at|en|em|no|na|by|near|cerca|perto)(?!\w)"
)


# "in Richmond Hill, Queens", "se casa en Kauai!! en Hanalei", "citas en el barrio de los
# diamantes, al lado de la estación": one to three words, then the narrower or nearby place
_QUALIFIED_RE = re.compile(
    r"[\w'-]{2,20}(?:\s[\w'-]{2,20}){0,2}"
    r"(?:,|[,!]{1,3}\s(?:in|en|em|no|na)"
    r"|,\s(?:near|next\sto|close\sto|al\slado\sde(?:l)?|cerca\sde(?:l)?|junto\sa(?:l)?"
    r"|perto\sd[aeo]s?|ao\slado\sd[aeo]s?)(?:\s(?:the|la|el|o|a))?)\s"
)
_WORD_START_RE = re.compile(r"(?<![\w'-])(?=[\w'-])")
# "… in Richmond Hill, Queens, in August": the borough closes the event's words, unlike "…, Old
# Town would be best"
_QUALIFIER_ENDS_RE = re.compile(r"\s?(?:[,.;)!?]|$)|\s(?:in|en|em|on|this|next|para|for)\s")


# "I'll be at the Convention Centre every day": where the visitor spends the days, not a stay
# ("we'll be based at Bondi", "we'll be at Waikiki most of the time" say where to stay)
_SPENDS_THE_DAYS_AT_RE = re.compile(
    r"(?<!\w)(?:i'll|i\swill|we'll|we\swill|ill)\sbe\s(?:working\s)?at\sthe\s$"
)


# "No meetings this trip, just beach time in Waikiki!", "sin reuniones esta vez": no event;
# "I'm on calls with clients in Sydney", "Zoom meetings": people called from the stay, not met
_NO_EVENT_BEFORE_RE = re.compile(
    r"(?<!\w)(?:no|sin|sem|without|zero|nada\sde"
    r"|(?:calls?|zooms?|llamadas?|chamadas?|videollamadas?|videochamadas?)\s(?:with|con|com)"
    r"|zoom|online|virtual|teams)\s$"
)


def _event_named_before(before: str, end: int) -> bool:
    """Whether an event the trip is for is named right before ``end`` of ``before``, and not
    denied."""
    event = _EVENT_BEFORE_RE.search(before, 0, end)
    return event is not None and not _NO_EVENT_BEFORE_RE.search(before, 0, event.start())


def _event_before_a_qualifier(before: str) -> bool:
    """ "the wedding is in Richmond Hill, Queens": the place said last says where the one before
    it is, and that one is the event's."""
    return any(
        _QUALIFIED_RE.fullmatch(before, word.start()) and _event_named_before(before, word.start())
        for word in _WORD_START_RE.finditer(before)
    )


_PREPOSITION_FIRST_RE = re.compile(r"(?:no|na|en|em|in|at)\s")
# The kind of place said before its name: "the hospital Vall d'Hebron", "o estádio Maracanã"
_KIND_BEFORE_A_NAME_RE = re.compile(
    r"(?<!\w)(?:hospital|clinic|clinica|university|universidad|universidade|stadium|estadio"
    r"|arena)\s$"
)


def is_where_an_event_is(folded: str, start: int) -> bool:
    """Whether the place at ``start`` is named as where an event is ("a trade show at the Javits
    Center"), whether or not the visitor wishes to stay near it."""
    before = folded[max(0, start - 60) : start]
    before = before[max(before.rfind(mark) for mark in ".!?;") + 1 :]  # in its own sentence
    return _event_named_before(before, len(before))


def is_the_trips_purpose(folded: str, start: int, end: int | None = None) -> bool:
    """Whether the place at ``start`` is where the event the trip is for happens ("a game at
    the Camp Nou", "the Kilauea eruption", "my job at a hospital in Camperdown"), unless the
    visitor asks to stay near that event ("the office is in Newport, so near the office")."""
    if (lead := _PREPOSITION_FIRST_RE.match(folded, start)) and (end is None or lead.end() < end):
        start = lead.end()  # "ali no centro": a centre named with its "in"
    before = folded[max(0, start - 60) : start]
    if kind := _KIND_BEFORE_A_NAME_RE.search(before):
        before = before[: kind.start()]  # "unas pruebas en el hospital Vall d'Hebron"
    if (
        end is not None
        and _HEDGED_WISH_AFTER_RE.match(folded, end)
        and _NEAR_RIGHT_BEFORE_RE.search(before)
    ) or (_FOR_WORK_NEAR_RE.search(before) and not _STAY_NAMED_RE.search(folded, start)):
        # "vou a trabalho, perto do bairro dos diamantes se possível", "3 nights for work near
        # the Palais": a wish
        return False
    event_after = end is not None and _EVENT_AFTER_RE.match(folded, end) is not None
    names_an_event = bool(
        _event_named_before(before, len(before))
        or (
            end is not None
            and _QUALIFIER_ENDS_RE.match(folded, end)
            and _event_before_a_qualifier(before)
        )
        or (_SIGHT_BEFORE_RE.search(before) and not _SEES_THE_MARKET_RE.search(before))
        or _SPENDS_THE_DAYS_AT_RE.search(before)
    ) or (
        # "near the George Square campus": close to the event's place, named before its noun
        event_after and not _NEAR_RIGHT_BEFORE_RE.search(before)
    )
    elsewhere = is_a_commute(folded, start) or bool(_RELATIVE_THERE_RE.search(before))
    return (names_an_event and not near_an_event(folded)) or elsewhere


def is_where_to_be_one_night(folded: str, start: int, end: int) -> bool:
    """Whether the place from ``start`` to ``end`` is where the visitor means to be on one night
    ("estar en Times Square en Nochevieja"), not where to stay."""
    before = folded[max(0, start - 30) : start]
    return bool(
        _BE_AT_BEFORE_RE.search(before) and _AT_A_NIGHT_OF_NIGHTS_AFTER_RE.match(folded, end)
    )


def is_said_to_be_seen(folded: str, start: int, end: int) -> bool:
    """Whether the sight at ``start`` (to ``end``) is said to be a must, what the trip is mostly
    for or where someone means to go ("Pearl Harbor is a must", "mostly for Butchart Gardens",
    "quiere ir al Camp Nou"): to be seen, not stayed near.
    Said of a neighbourhood or a beach ("Waikiki is a must"), it is where to stay; the caller
    knows which the place is."""
    before = folded[max(0, start - 60) : start]
    if _NEAR_RIGHT_BEFORE_RE.search(before) or _STAYING_IN_BEFORE_RE.search(before):
        return False
    said = (
        _MUST_SEE_AFTER_RE.match(folded, end)
        or _MOSTLY_FOR_BEFORE_RE.search(before)
        or (
            _GOING_TO_SEE_BEFORE_RE.search(before)
            and not _FROM_THE_STAY_AFTER_RE.match(folded, end)
            and not _STAY_THERE_AFTER_RE.match(folded, end)
        )
    )
    # "vamos principalmente por el Camp Nou, algo cerca": a stay close to it asked for
    return bool(said) and not near_an_event(folded)


# "the wedding events are in Jackson Heights and Flushing", "see the birds at Kokee, plus the
# albatrosses on the north shore": a place joined to the sight or event just named is one more.
_JOINED_TO_PURPOSE_RE = re.compile(
    r",?\s(?:and|plus|y|e|&|as\swell\sas)(?:\s(?:also|also\sat|tambien|tambem|then|luego|depois))?"
    + _words_but((*lexicon.STAY_REQUEST_WORDS, *lexicon.LISTING_WORDS_AFTER_SEEING))
    + r"?(?:(?:at|on|in|to|up\sat|al|a|en|em|no|na|do|da|del|de)\s)?"
    r"(?:the\s|la\s|el\s|los\s|las\s|o\s|a\s|os\s|as\s)?"
    # "meetings in the Ironbound area and near the airport": close to one more place of the event
    r"|(?:\s(?:area|zone|zona|side|neighbou?rhood|district|bairro|barrio))?,?\s(?:and|y|e)\s"
    r"(?:near|close\sto|cerca\sde(?:l)?|perto\sd[aeo]s?)\s(?:the\s|la\s|el\s|o\s|a\s)?"
)


def joins_the_purpose(folded: str, purpose_end: int, start: int, end: int) -> bool:
    """Whether the place at ``start`` (to ``end``) is named together with the sight or event of
    the trip that ends at ``purpose_end``, with nothing about the stay between them or after it
    ("the wedding is in Flushing and Astoria is where we'd like to be")."""
    return (
        _JOINED_TO_PURPOSE_RE.fullmatch(folded, purpose_end, start) is not None
        and _WISHED_AFTER_RE.match(folded, end) is None
    )


_WISHED_AFTER_RE = re.compile(
    r"\s(?:(?:would|will|'d)\sbe\s|is\s(?:where|great|ideal|perfect|best)|are\s(?:great|ideal)"
    r"|preferably|ideally|seria\s|ser[ií]a\s|sera\s|es\sideal|e\sideal|por\sfavor|please"
    r"|para\s(?:ficar|quedarnos|quedarme|dormir)|to\sstay|for\sthe\sstay)"
)


_ADVICE_WORDS = _phrases(lexicon.ADVICE_WORDS)
_ADVICE_RE = re.compile(r"(?<!\w)" + _ADVICE_WORDS)


# "wait is kihei or lahaina better for going out at night": two places weighed, typed with no
# question mark anywhere
_WEIGHED_WITHOUT_A_MARK_RE = re.compile(
    r"^\W{0,3}(?:(?:wait|ok|okay|so|hmm|also|and|but|y|e|pero|mas)\W{1,2})?"
    r"(?:(?:is|are|should\swe\sstay\sin|es\smejor|sera\smejor|e\smelhor|sera\smelhor)\s"
    r"[\w'-]+(?:\s[\w'-]+)?\s(?:or|o|ou)\s"
    # "copacabana or ipanema, which is better for a group"
    r"|[\w'-]+(?:\s[\w'-]+)?\s(?:or|o|ou)\s[\w'-]+(?:\s[\w'-]+)?\s?,\s"
    r"(?:which|what|cual|qual)(?!\w))"
)
# "... close to the park? or is Kona better": a question by its word order, with no mark.
_ASKED_BY_ORDER_RE = re.compile(
    r"^\W{0,3}(?:(?:or|o|ou)(?!\w)|(?:(?:and|y|e)\s)?"
    + _phrases(
        ("is", "are", "would", "will", "should", "could", "es", "será", "sería", "é", "seria")
    )
    + ")"
)


# "is Waikiki close to the airport?", "¿está Gràcia lejos del centro?": asks where it lies.
_ASKED_WHERE_RE = re.compile(
    r"^\W{0,3}(?:(?:and|so|but|y|e|ok|pero|mas)\s)?(?:is|are|esta|queda|fica|es"
    # "É em Copacabana?" asks where a listing is; "E na Big Island, perto de Kona, …?" offers
    r"|e(?!\s(?:em|na|no|nas|nos)\s[^?,.]{1,30},))\s"
    r"(?!(?:there|anything|any|something|algo|algum|alguma|alguno|alguna|hay)(?!\w))"
)
_DISTANCE_RE = re.compile(_phrases(lexicon.DISTANCE_WORDS))
_OR_AGAIN_RE = re.compile(r"^\W{0,3}(?:or|o|ou)\s")


_POSSIBLE_RE = re.compile(_phrases(lexicon.POSSIBLE_WORDS))


# "Kennedy Town ou Sai Ying Pun ficam perto da HKU?", "¿Jersey City está cerca?": where places
# lie, asked with the places first; not "Any condos are close to Waikiki?" nor "My conference is
# near the Opera House, anything around there?"
_WHERE_THEY_LIE_ASKED_RE = re.compile(
    r"^\W{0,3}(?:(?!(?:something|anything|somewhere|anywhere|any|algo|algum|alguma|alguno|alguna"
    r"|one|ones|place|places|lugar|lugares|sitio|that|which|que|there|hay|tem|tiene|my|our|your"
    r"|his|her|their|mi|mis|su|sus|nuestro|nuestra|meu|minha|nosso|nossa|the|el|la|o|a|condos"
    r"|flats|apartments|houses|homes|casas|pisos|apartamentos)\s)[\w'-]+\s){1,6}"
    r"(?:fica|ficam|queda|quedan|esta|estan|estao|is|are)\s(?:(?:muito|muy|very|really|too|mas"
    r"|mais|more)\s)?(?:perto|cerca|close|near|far|longe|lejos)(?!\w)[^,?]*\?"
)


def _asks_where(sentence: str) -> bool:
    return bool(
        (_ASKED_WHERE_RE.match(sentence) or _WHERE_THEY_LIE_ASKED_RE.match(sentence))
        and _DISTANCE_RE.search(sentence)
    )


# "Fica em Oak Bay?", "is it in Leith?", "What is Center Square?": where a listing is, or what a
# place is, asked.
_ASKED_WHAT_OR_WHERE_RE = re.compile(
    r"^\W{0,3}(?:(?:and|so|y|e|ok)\s)?(?:(?:fica|queda|esta|is\sit|is\sthat|is\sthis|is\sthe)"
    r"\s(?:em|en|in|no|na)|what\sis|que\ses|o\sque\se)\s(?:(?:the|el|la|o|a)\s)?$"
)
# "no sé si queda cerca del centro", "not sure if it's far from the beach": a question, unmarked
_INDIRECT_QUESTION_RE = re.compile(
    r"(?<!\w)(?:no\sse\ssi|nao\ssei\sse|not\ssure\sif|not\ssure\swhether|i\sdon't\sknow\sif"
    r"|i\sdont\sknow\sif|i\swonder\sif|me\spregunto\ssi)(?!\w)"
)

# "how far to the jazz fest stages?", "surry hills one how many min to town hall", "cuánto se
# tarda andando a Sultanahmet", "quanto tempo leva até a praia", "is there a bus to the
# university?": how long the way to a place takes, asked; the place is where they go, not stay.
_HOW_LONG_TO_GET_RE = re.compile(
    r"(?<!\w)(?:how\s(?:far|long|many\s(?:min|mins|minutes|hours|hrs|stops))"
    r"|cuant[oa]s?\s(?:se\s)?(?:tarda|tardo|tardamos|tiempo|minutos|horas|guia|maneja|camina)"
    r"|quant[oa]s?\s(?:tempo|demora|leva|minutos|horas)"
    # "¿y de ahí cuánto es al aeropuerto?", "quanto fica até a praia?"
    r"|cuanto\s(?:es|hay|queda)|quanto\s(?:e|fica|da)"
    r"|(?:a|en)\sque\sdistancia|what'?s\sthe\s(?:distance|commute|drive|walk)"
    r"|(?:is|are)\sthere\s(?:a\s|any\s)?(?:bus|buses|train|trains|metro|subway|tram|ferry|ferries)"
    r"|there\sis\s(?:a\s)?(?:bus|train|metro|subway)"
    r"|hay\s(?:bus|buses|metro|tren|colectivo|guagua)|tem\s(?:onibus|metro|trem|autocarro))"
    # ... then the way, ending in the place: "how far is it to the", "cuanto se guia de ahi a"
    r"(?:\s[\w']+){0,6}?\s(?:to|a|al|ao|aos|ate|hasta|pra|pro|para|into|till)\s"
    r"(?:(?:the|el|la|los|las|o|os|as)\s)?$"
)


# "y de ahí a Times Square cuánto se tarda", "from there to the Opera House, how long?": the way
# from a listing to a place, then the question
_WAY_FROM_THERE_BEFORE_RE = re.compile(
    r"(?<!\w)(?:from\s(?:there|here|it|that\sone)|(?:de|desde)\s(?:ahi|alli|aqui|ali|ese|esse"
    r"|la)|dali|daqui|dai)\s(?:to|a|al|ao|ate|pra|pro|hasta)\s(?:(?:the|el|la|o|a)\s)?$"
)
_HOW_LONG_AFTER_RE = re.compile(
    r"[^.!?\n]{0,30}?(?<!\w)(?:cuanto|cuanta|quanto|quanta|how\slong|how\sfar|how\smany\smin"
    r"|how\smuch\stime|que\stan\slejos|e\slonge|es\slejos|fica\slonge|queda\slejos)(?!\w)"
)


def asks_the_way_to(folded: str, start: int, end: int | None = None) -> bool:
    """Whether the place at ``start`` (ending at ``end``) is where a question about how long the
    way takes goes."""
    sentence_start, _ = _sentence_bounds(folded, start)
    if _HOW_LONG_TO_GET_RE.search(folded, max(sentence_start, start - 80), start) is not None:
        return True
    return (
        end is not None
        and _WAY_FROM_THERE_BEFORE_RE.search(folded, max(sentence_start, start - 20), start)
        is not None
        and _HOW_LONG_AFTER_RE.match(folded, end) is not None
    )


# "¿Y Santa Teresa? ¿Es seguro?", "What about the Plateau? Is it safe?": a place offered in a
# question of its own, before a question about it or about a listing
_OFFERED_ALONE_BEFORE_RE = re.compile(
    r"(?:^|[.!?;…]\s)[¿¡]?(?:(?:and|y|e)\s)?(?:(?:what|how)\sabout\s|que\stal\s|(?:and|y|e)\s)"
    # "E se for em Poblenou, perto da praia?", "¿y si es en Gràcia?"
    r"(?:(?:se\sfor|si\ses|if\sit's|if\sit\sis)\s)?"
    r"(?:(?:in|en|em|no|na|the|el|la|o|a)\s)?$"
)
# "… Santa Teresa? Or is Leblon better?": weighed against another, not offered
_OFFERED_ALONE_AFTER_RE = re.compile(
    r"\s?(?:then|entonces|entao|,?\s(?:que|q)\stal"
    # "…, perto da praia?": what the place offers, said after it
    r"|,\s(?:near|close\sto|by|perto\sd[aeo]|cerca\sde(?:l)?|junto\sa(?:l)?)\s[^?.!,]{1,25})?"
    r"\?+(?!\s?[¿]?(?:or|o|ou)\s)"
)


# "And Copacabana? Which of them is closest?": the question after asks about the listings
_WHICH_OF_THEM_RE = re.compile(
    r"(?<!\w)(?:which|cual|qual)\s(?:one|ones|of\sthem|of\sthese|deles|delas|de\sellos"
    r"|de\sellas|de\sestos)(?!\w)"
)


# "What about Poipu, is the weather better in the south?": put forward, then asked about
_WHAT_ABOUT_BEFORE_RE = re.compile(
    r"(?:^|[.!?;…]\s)[¿¡]?(?:(?:and|ok|okay|hmm|so|y|e)\W{0,2}\s)?"
    # "¿Y qué tal Brooklyn, es seguro?"
    r"(?:(?:what|how)\sabout|que\stal)\s(?:(?:en|em|no|na|el|la|o|a)\s)?$"
)


def is_offered_alone(folded: str, start: int, end: int) -> bool:
    """Whether the place from ``start`` to ``end`` is all its question says, but for the words
    that offer it: a place put forward, whatever is asked of it next."""
    if _WHICH_OF_THEM_RE.search(folded, end):
        return False
    if _WHAT_ABOUT_BEFORE_RE.search(folded, max(0, start - 24), start):
        return folded.startswith(",", end) or bool(_OFFERED_ALONE_AFTER_RE.match(folded, end))
    return bool(
        _OFFERED_ALONE_BEFORE_RE.search(folded, max(0, start - 24), start)
        and _OFFERED_ALONE_AFTER_RE.match(folded, end)
    )


def asks_advice(folded: str, start: int) -> bool:
    """Whether the place at ``start`` stands in a question weighing options ("is Kowloon or
    the Island better?", "Jersey City compensa?"): it asks, it does not choose."""
    sentence_start, sentence_end = _sentence_bounds(folded, start)
    sentence = folded[sentence_start:sentence_end]
    if asks_the_way_to(folded, start):
        return True
    if "?" in sentence and _asks_where(sentence) and not _POSSIBLE_RE.search(sentence):
        return True  # "is it close to the airport?", not "is it possible near the airport?"
    if "?" in sentence and _ASKED_WHAT_OR_WHERE_RE.match(folded[sentence_start:start]):
        return True
    clause_start = _clause_start(folded, start)
    if _INDIRECT_QUESTION_RE.search(folded, clause_start, start) and _DISTANCE_RE.search(sentence):
        return True  # "no sé si queda cerca del centro", not "cerca del Born, no sé si Gràcia…"
    if "?" in sentence and _OR_AGAIN_RE.match(sentence) and sentence_start:
        # "is Waikiki close to the airport? or Kailua?": the same question of another place
        before = max(
            (m.end() for m in _SENTENCE_END_RE.finditer(folded, 0, sentence_start - 1)), default=0
        )
        if _asks_where(folded[before:sentence_start]):
            return True
    if _weighed_by_the_next_question(folded, start, sentence, sentence_end):
        return True
    asked = (
        "?" in sentence
        or (
            "?" in folded
            and bool(_ASKED_BY_ORDER_RE.match(sentence) and _ADVICE_RE.search(sentence))
        )
        or bool(_WEIGHED_WITHOUT_A_MARK_RE.match(sentence) and _ADVICE_RE.search(sentence))
    )
    if _ASKS_FOR_ONE_RE.search(sentence) and not _ADVICE_RE.search(sentence):
        return False  # "perto do Dragão tem coisa? ou é melhor ficar no centro?" asks for one
    if _SUGGESTS_ONE_RE.search(sentence) and not _ANOTHER_OFFERED_RE.search(sentence):
        return False  # "¿mejor algo en Tijuca o por ahí?" asks for one there
    if _OR_THEREABOUTS_RE.search(sentence) and not _ANOTHER_OFFERED_RE.search(sentence):
        return False  # "cerca de la playa mejor, la Barceloneta o por ahí?" offers one place
    # "Kihei ou Wailea? Qual é mais calma?": the weighing may come in another sentence, but not
    # in hearsay ("¿y en Leith? Me dicen que está bien comunicado")
    return asked and bool(_ADVICE_RE.search(sentence) or _weighs_outside_hearsay(folded))


@lru_cache(maxsize=32)
def _weighs_outside_hearsay(folded: str) -> bool:
    """Whether a sentence of the message that is not hearsay weighs options; read once per
    message, as every place named asks it."""
    sentence_end = 0
    while sentence_end < len(folded):
        sentence_start, sentence_end = _sentence_bounds(folded, sentence_end)
        sentence = folded[sentence_start:sentence_end]
        if _ADVICE_RE.search(sentence) and not _HEARD_RE.search(sentence):
            return True
        sentence_end = max(sentence_end, sentence_start + 1)
    return False


_WHICH_RE = re.compile(r"\W{0,3}(?:(?:so|and|then|y|e|entonces|entao)\s)?(?:which|qual|cual)(?!\w)")
# "Waimea or Hilo", "de Lahaina e de Kihei": a place named with another
_WEIGHED_BEFORE_RE = re.compile(
    r"\s(?:or|o|ou|and|y|e|vs|versus)\s(?:(?:de|do|da|del|the|el|la|o|a)\s)?$"
)
# the place's own name, maybe with "side" or "area", then another: "Waimea or", "Hilo side or"
_WEIGHED_AFTER_RE = re.compile(
    r"[\w'-]+(?:\s[\w'-]+)?(?:\s(?:side|area|lado|zona))?\s(?:or|o|ou|and|y|e|vs|versus)\s"
)
# "Which is better, May or June?": the question weighs something else
_OWN_ALTERNATIVES_RE = re.compile(r"(?:,|\s(?:or|o|ou|vs|versus))\s")


def _weighed_by_the_next_question(
    folded: str, start: int, sentence: str, sentence_end: int
) -> bool:
    """ "Waimea or Hilo side is closer to the Saddle Road. Which is better for this?": places
    named together, then weighed by the question after them."""
    named_with_another = _WEIGHED_BEFORE_RE.search(
        folded, max(0, start - 12), start
    ) or _WEIGHED_AFTER_RE.match(folded, start)
    if "?" in sentence or not named_with_another or sentence_end >= len(folded):
        return False
    question_start, question_end = _sentence_bounds(folded, sentence_end + 1)
    question = folded[question_start:question_end]
    return (
        "?" in question
        and bool(_WHICH_RE.match(question) and _ADVICE_RE.search(question))
        and not _OWN_ALTERNATIVES_RE.search(question)
    )


# "¿mejor algo en Gràcia o en el Born?": another place offered, so the question weighs them
_ANOTHER_OFFERED_RE = re.compile(
    r"\s(?:o|or|ou)\s(?!(?:por\s(?:ahi|ai|ali|alli)|around|so|algo|something|whatever|cerca"
    r"|perto|nearby)(?!\w))"
)
# "… or around there?", "¿… o por ahí?": one place offered, give or take its surroundings
_OR_THEREABOUTS_RE = re.compile(
    r"\s(?:o\spor\s(?:ahi|alli)|o\sasi|ou\spor\s(?:ai|ali)|or\s(?:around\sthere|so|thereabouts))"
    r"(?!\w)"
)
_SUGGESTS_ONE_RE = re.compile(
    r"(?<!\w)(?:mejor|better|melhor)\s(?:algo|something|somewhere|alguma\scoisa|um\slugar"
    r"|un\slugar|un\ssitio)\s(?:en|in|em|no|na|por|around|near|cerca|perto)(?!\w)"
)
_ASKS_FOR_ONE_RE = re.compile(
    r"(?<!\w)(?:tem\s(?:coisa|algo|alguma\scoisa|algum|alguma)|hay\s(?:algo|alguno|alguna)"
    r"|anything|is\sthere\s(?:something|one|a\splace))(?!\w)"
)
