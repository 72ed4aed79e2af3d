"""Lasting conditions of a traveller that no search filter holds: asthma, claustrophobia, a fear
of heights, coeliac disease, a vegetarian diet, smoking, not driving, difficulty walking.

"Sou asmática", "tengo claustrofobia", "I don't drive, never have" are remembered, so the
assistant knows them next time, and shape no search: no listing field says whether anyone ever
smoked there or how far it is from the metro. Each condition is told the same way in English,
Spanish and Portuguese, of the visitor ("Has asthma.") or of someone who travels with them
("Travels with someone who has asthma (son).").
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Condition:
    said: re.Pattern[str]  # how a visitor names it, in folded text
    phrase: dict[str, str]  # by language: what the person "has asthma", "tiene asma"


def _said(pattern: str) -> re.Pattern[str]:
    return re.compile(r"\b(?:" + pattern + r")\b")


CONDITIONS: dict[str, Condition] = {
    "asthma": Condition(
        _said(r"asthma|asthmatic|asmatic[oa]s?|asma"),
        {"en": "has asthma", "es": "tiene asma", "pt": "tem asma"},
    ),
    "claustrophobia": Condition(
        _said(r"claustrophob(?:ia|ic)|claustrofobi[ac]|claustrofobic[oa]s?"),
        {"en": "is claustrophobic", "es": "tiene claustrofobia", "pt": "tem claustrofobia"},
    ),
    "heights": Condition(
        _said(
            r"(?:fear|afraid|scared|terrified) of heights|vertigo|acrophobi[ac]"
            r"|(?:terrible|bad|awful|hopeless|not good|no good) with heights"
            r"|(?:miedo|panico|terror|pavor|fobia) (?:a|de) (?:las |la )?alturas?"
            r"|(?:medo|panico|terror|pavor|fobia) (?:de |da |das )?alturas?|vertigem|acrofobia"
        ),
        {
            "en": "is afraid of heights",
            "es": "tiene miedo a las alturas",
            "pt": "tem medo de altura",
        },
    ),
    "no_lifts": Condition(
        _said(
            r"(?:afraid|scared|terrified) of (?:the )?(?:lifts?|elevators?)"
            r"|(?:don't|dont|do not|won't|never) (?:take|use|ride|get in)"
            r" (?:the )?(?:lifts?|elevators?)"
            r"|miedo (?:a|al|de) (?:los )?ascensor(?:es)?|me da miedo el ascensor"
            r"|no (?:me subo|subo|uso|entro) (?:a |en )?(?:los |el )?ascensor(?:es)?"
            r"|medo de elevador(?:es)?|nao (?:ando|uso|entro|subo) (?:de |em |no )?elevador(?:es)?"
        ),
        {"en": "avoids lifts", "es": "evita los ascensores", "pt": "evita elevadores"},
    ),
    "vegetarian": Condition(
        _said(
            r"(?:i'm|i am|we're|we are|is|are|soy|somos|sou|es|e) (?:pure |strict |all )?"
            r"(?:veg|vegetarians?|vegans?|vegetarian[oa]s?|vegan[oa]s?)"
        ),
        {"en": "is vegetarian", "es": "es vegetariano", "pt": "é vegetariano"},
    ),
    "parkinsons": Condition(
        _said(r"parkinson(?:'s|s)?"),
        {"en": "has Parkinson's", "es": "tiene Parkinson", "pt": "tem Parkinson"},
    ),
    "epilepsy": Condition(
        _said(r"epilep(?:sy|tic)|epilepsia|epileptic[oa]"),
        {"en": "has epilepsy", "es": "tiene epilepsia", "pt": "tem epilepsia"},
    ),
    "coeliac": Condition(
        _said(r"coeliac|celiac|celiac[oa]s?|celiaquia|doenca celiaca"),
        {"en": "is coeliac", "es": "es celíaco", "pt": "é celíaco"},
    ),
    "smoker": Condition(
        _said(
            r"i'm a smoker|i am a smoker|we're smokers|we are smokers|(?:i|we) smoke"
            r"|(?:soy|somos) fumador(?:a|es|as)?|(?:yo|eu) fumo|fumamos"
            r"|(?:sou|somos) (?:fumantes?|fumador(?:a|es|as)?)"
        ),
        {"en": "smokes", "es": "fuma", "pt": "fuma"},
    ),
    # a need with no filter of its own: a low floor or a lift will do, whichever the home has
    "walking": Condition(
        _said(
            r"(?:difficulty|trouble|problems?) (?:walking|with walking)|reduced mobility"
            r"|dificultad(?:es)? (?:para|al|en) (?:caminar|andar)|movilidad reducida"
            r"|le (?:dan guerra|duelen) las rodillas|(?:mala|malas) (?:la rodilla|las rodillas)"
            r"|dificuldade(?:s)? (?:em|para|a) (?:andar|caminhar)|mobilidade reduzida"
            r"|joelhos? (?:ruim|ruins|mau|maus)"
            # a hip or a knee replaced: "Dale had his knee replaced", "operado de las rodillas"
            r"|(?:hip|knee)s? (?:replaced|replacement)|(?:hip|knee) (?:surgery|operation|op)"
            # not "recién operado de la cadera": recovering, this trip's
            r"|(?<!recien )(?:operad[oa]|operaron) de (?:la |las |los )?"
            r"(?:cadera|rodillas?|dos rodillas)"
            r"|operacion de (?:la )?(?:cadera|rodilla)|(?:las )?rodillas fatal"
            # "de la rodilla ando medio complicado", "ando mal de la cadera"
            r"|de (?:la|las) (?:rodillas?|cadera) (?:ando|estoy) (?:medio |un poco |muy )?"
            r"(?:complicad[oa]|mal|jodid[oa]|fatal)"
            r"|(?:ando|estoy) (?:medio |un poco |muy )?(?:mal|complicad[oa]) de (?:la|las) "
            r"(?:rodillas?|cadera)"
            r"|protese (?:na|no|da|do) (?:anca|quadril|joelho)"
            r"|(?:walks?|walking) with (?:a )?(?:walker|cane|walking stick|frame)"
        ),
        {
            "en": "has difficulty walking",
            "es": "tiene dificultad para caminar",
            "pt": "tem dificuldade em andar",
        },
    ),
    "no_car": Condition(
        _said(
            r"(?:i|we) (?:don't|dont|do not|can't|cannot|never) drive"
            r"|(?:i|we) (?:don't|dont|do not) (?:have|own) a car"
            r"|(?:no|nunca) (?:conduzco|conducimos|manejo|manejamos|tengo coche|tenemos coche"
            r"|tengo carro|tenemos carro)|no se conducir|no sabemos conducir"
            r"|(?:nao|nunca) (?:dirijo|dirigimos|conduzo|conduzimos|tenho carro|temos carro)"
            r"|nao sei (?:dirigir|conduzir)"
        ),
        {"en": "does not drive", "es": "no conduce", "pt": "não dirige"},
    ),
}

_WHO = {
    "en": "Travels with someone who",
    "es": "Viaja con alguien que",
    "pt": "Viaja com alguém que",
}


def condition_sentence(name: str, who: str | None, language: str = "en") -> str:
    """The condition told in ``language``, of the visitor or of ``who`` travels with them."""
    phrase = CONDITIONS[name].phrase[language]
    if who:
        return f"{_WHO[language]} {phrase} ({who})."
    return phrase[0].upper() + phrase[1:] + "."


_TOLD = re.compile(r"^(?:Travels with someone who )?(?P<phrase>.+?)(?: \((?P<who>[^()]+)\))?\.?$")


def told_condition(content: str) -> tuple[str, str | None] | None:
    """The condition and the person an English sentence of ``condition_sentence`` tells of."""
    told = _TOLD.match(content)
    if told is None:
        return None
    phrase = told["phrase"].lower()
    name = next((n for n, c in CONDITIONS.items() if c.phrase["en"] == phrase), None)
    return (name, told["who"]) if name else None
