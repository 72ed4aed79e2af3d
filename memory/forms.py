"""A memory's language-neutral form, and its sentence in English, Spanish or Portuguese.

A memory is stored as one English sentence ("Travels with a dog (Biscuit).") that the parser reads
back for its filters, and, when its key is known, as a form: the kind of fact and its values
(``{"key": "pets", "animals": [["dog", false]], "names": ["Biscuit"]}``), read from the sentence
and its implied filters when it is written, whoever wrote it. A Spanish reply or panel says the
form in Spanish («Viaja con un perro (Biscuit).»), an English one the stored sentence. A memory
without a form (stored before forms existed, or about something the forms do not cover) is shown
as stored, in every language.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from language import parse_utterance
from language.value_names import value_name
from language.vocabulary import fold
from memory.conditions import condition_sentence, told_condition
from memory.implications import Implication
from rentals.filters import format_number

Form = dict[str, Any]

_ANIMAL_WORDS = re.compile(r"\b(dog|cat|pet)(s)?\b")
_NAMES = re.compile(r"\(([^()]{1,80})\)")
_CHILDREN = re.compile(r"\bincluding (?:(\d+) )?child(?:ren)?\b")
_MONTHS = (
    "january", "february", "march", "april", "may", "june", "july", "august", "september",
    "october", "november", "december",
)  # fmt: skip
_MONTH = re.compile(r"\bin (" + "|".join(_MONTHS) + r")\b")
_ALLERGY = re.compile(r"allergic to (?P<what>.+?)(?: \((?P<who>[^()]+)\))?\.?$", re.IGNORECASE)
_DISLIKE = re.compile(r"^Dislikes [“\"]?(?P<what>.+?)[”\"]?\.?$")
_NOTE = re.compile(r"^Asked to remember: (?P<what>.+?)\.?$")
_HOME = re.compile(r"^Lives in (?P<what>.+?)\.?$")
_NEED = re.compile(r"^Always needs (?P<what>.+?)\.?$")
_NOT_SHARED = re.compile(r"^Never stays in a shared room\b")
_HAS_CHILDREN = re.compile(r"^Has (\d+) child(?:ren)?\b")
_WHEN_WITH = re.compile(r"^When travelling with (?P<who>[^:]{1,40}):")
# Whom a fact is told of, last in its sentence: "Needs a building with an elevator (suegra)."
_TOLD_OF = re.compile(r"\((?P<who>[^()]{1,40})\)\.?$")


def form_of(key: str, content: str, implication: Implication) -> Form | None:
    """The form of a memory with ``key`` and ``content`` (``implication``: what it implies for a
    search); None when the sentence says more than a form can."""
    values = _values(key, content, implication.filters, implication.price_currency)
    return {"key": key, **values} if values is not None else None


def _values(
    key: str, content: str, filters: Mapping[str, Any], currency: str | None
) -> dict[str, Any] | None:
    folded = fold(content)
    if key == "pets" and filters.get("amenities"):
        animals = {m[1]: bool(m[2]) for m in _ANIMAL_WORDS.finditer(folded)} or {"pet": False}
        names = [n.strip() for m in _NAMES.finditer(content) for n in re.split(r",| and ", m[1])]
        return {"animals": [[a, several] for a, several in animals.items()], "names": names}
    if key == "budget" and "max_price" in filters:
        return {"amount": filters["max_price"], "currency": currency}
    if key == "travel_party" and "min_accommodates" in filters:
        children = _CHILDREN.search(folded)
        return {
            "size": filters["min_accommodates"],
            "children": (int(children[1]) if children[1] else True) if children else None,
            "baby": "a baby" in folded,
        }
    if key == "children" and (has := _HAS_CHILDREN.match(content)):
        return {"count": int(has[1])}
    if key == "bedrooms" and "min_bedrooms" in filters:
        return {"bedrooms": filters["min_bedrooms"]}
    if key == "accessibility" and filters.get("amenities"):
        who = "self" if "uses a wheelchair" in folded and "someone" not in folded else None
        who = "companion" if "someone who uses a wheelchair" in folded else who
        needs = list(filters["amenities"])
        if (along := companion_awaited(content)) is not None:
            return {"who": "along", "with": along, "needs": needs}
        whose = told_of_whom(content)
        return {"who": who, "needs": needs} | ({"of": whose} if whose else {})
    if key == "host_preference" and filters.get("superhost_only"):
        return {}
    if key == "room_type" and filters.get("room_type"):
        return {"room_type": filters["room_type"]}
    if key == "room_type" and _NOT_SHARED.match(content):
        return {"room_type": None}  # no shared room, and no one room type either
    if key == "workspace" and filters.get("amenities"):
        return {"remote": "remote" in folded}
    if key in ("cooking", "parking", "must_have") and filters.get("amenities"):
        return {"amenities": list(filters["amenities"])}
    if key == "noise":
        return {}
    if key in ("trip", "preferred_market"):
        market = filters.get("location") or parse_utterance(content).settings.get("location")
        month = _MONTH.search(folded)
        return {"market": market, "month": month[1] if month else None} if market else None
    if key == "property_type":
        kind = parse_utterance(content).settings.get("property_type")
        return {"property_type": kind} if kind else None
    if key == "condition":
        told = told_condition(content)
        return {"condition": told[0], "who": told[1]} if told else None
    return _told(key, content)


def _told(key: str, content: str) -> dict[str, Any] | None:
    """Facts told in the visitor's own words, kept as said: an allergen, a dislike, a note, a
    home town."""
    pattern = {
        "allergy": _ALLERGY,
        "dislike": _DISLIKE,
        "note": _NOTE,
        "home": _HOME,
        "need": _NEED,
    }
    told = pattern[key].search(content) if key in pattern else None
    if told is None:
        return None
    form = {"what": told["what"], "who": told.groupdict().get("who")}
    if key == "allergy" and content.startswith("Travels with someone"):
        form["companion"] = True  # "she's allergic to feathers": who it is, unnamed
    return form


def told_of_whom(content: str) -> str | None:
    """Whom a fact is told of, as said: "suegra" in "Needs a building with an elevator
    (suegra).", "hija" in "Travels with someone who is coeliac (hija).", a pet's name in "Travels
    with a dog (Biscuit)."."""
    told = _TOLD_OF.search(content)
    return told["who"] if told else None


def companion_awaited(content: str) -> str | None:
    """Who must come along for a memory to apply: "mum" in "When travelling with mum: ..."."""
    when = _WHEN_WITH.match(content)
    return when["who"] if when else None


def remembered_children(form: Form | None) -> int | None:
    """How many children a "Has 2 children." memory says the visitor has."""
    return int(form["count"]) if form and form.get("key") == "children" else None


def memory_names(form: Form | None) -> list[str]:
    """The names a memory goes by (a pet's), for telling it apart in what the visitor says."""
    return list(form.get("names") or []) if form else []


def sentence(content: str, form: Form | None, language: str) -> str:
    """The memory in ``language``: the stored sentence in English or without a form."""
    if language == "en" or not form or language not in _WORDS:
        return content
    try:
        return _render(form, _WORDS[language], language)
    except (KeyError, TypeError, ValueError):  # a form written by an older or newer version
        return content


def _render(form: Form, words: Mapping[str, Any], language: str) -> str:
    key = form["key"]
    if key == "pets":
        animals = [words["animals"][animal][bool(several)] for animal, several in form["animals"]]
        names = f" ({_and(form['names'], words)})" if form.get("names") else ""
        return words["pets"].format(animals=_and(animals, words), names=names)
    if key == "budget":
        currency = f" {form['currency']}" if form.get("currency") else ""
        return words["budget"].format(amount=format_number(form["amount"]), currency=currency)
    if key == "travel_party":
        details = []
        if form.get("children") is True:
            details.append(words["children_some"])
        elif form.get("children"):
            details.append(words["children"].format(count=form["children"]))
        if form.get("baby"):
            details.append(words["baby"])
        including = f" {words['including']} {_and(details, words)}" if details else ""
        return words["travel_party"].format(size=form["size"], including=including)
    if key == "children":
        count = int(form["count"])
        return words["children_had"][count != 1].format(count=count)
    if key == "bedrooms":
        count = int(form["bedrooms"])
        return words["bedrooms"][count != 1].format(count=count)
    if key == "accessibility":
        needs = _and([words["access"].get(need, need) for need in form["needs"]], words)
        said = words["access_who"][form.get("who")].format(needs=needs, who=form.get("with"))
        return f"{said[:-1]} ({form['of']})." if form.get("of") else said
    if key == "room_type":
        return words["room_type"][form["room_type"]]
    if key == "workspace":
        return words["workspace"][bool(form.get("remote"))]
    if key in ("cooking", "parking"):
        return words[key]
    if key == "must_have":
        named = _and([value_name(a, language).lower() for a in form["amenities"]], words)
        return words["must_have"].format(amenities=named)
    if key in ("trip", "preferred_market"):
        month = form.get("month")
        when = f" {words['in']} {words['months'][_MONTHS.index(month)]}" if month else ""
        return words[key].format(market=form["market"], when=when)
    if key == "property_type":
        return words["property_type"].format(kind=value_name(form["property_type"], language))
    if key == "condition":
        return condition_sentence(form["condition"], form.get("who"), language)
    if key == "allergy" and form.get("who"):
        return words["allergy_of"].format(what=form["what"], who=form["who"])
    if key == "allergy" and form.get("companion"):
        return words["allergy_of_someone"].format(what=form["what"])
    return str(words[key]).format(what=form.get("what"))


def _and(items: list[str], words: Mapping[str, Any]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {words['and']} " + items[-1]


_WORDS: dict[str, dict[str, Any]] = {
    "es": {
        "and": "y",
        "in": "en",
        "animals": {
            "dog": ("un perro", "perros"),
            "cat": ("un gato", "gatos"),
            "pet": ("una mascota", "mascotas"),
        },
        "pets": "Viaja con {animals}{names}.",
        "budget": "Presupuesto de unos {amount}{currency} por noche.",
        "travel_party": "Viaja en un grupo de {size}{including}.",
        "including": "con",
        "children": "{count} niños",
        "children_some": "niños",
        "baby": "un bebé",
        "children_had": ("Tiene {count} hijo.", "Tiene {count} hijos."),
        "bedrooms": (
            "Necesita al menos {count} habitación.",
            "Necesita al menos {count} habitaciones.",
        ),
        "access": {
            "Wheelchair accessible": "alojamientos accesibles en silla de ruedas",
            "Step-free access": "acceso sin escalones",
            "Elevator": "un edificio con ascensor",
        },
        "access_who": {
            "self": "Usa silla de ruedas; necesita {needs}.",
            "companion": "Viaja con alguien que usa silla de ruedas; necesita {needs}.",
            None: "Necesita {needs}.",
            "along": "Cuando viaja con {who}: necesita {needs}.",
        },
        "host_preference": "Prefiere anuncios de superanfitriones.",
        "room_type": {
            "Entire home/apt": "Solo se aloja en viviendas enteras.",
            "Private room": "Prefiere una habitación privada.",
            "Shared room": "Prefiere habitaciones compartidas.",
            None: "Nunca se aloja en habitaciones compartidas; le basta una habitación privada.",
        },
        "workspace": (
            "Siempre necesita un espacio de trabajo.",
            "Trabaja en remoto; necesita un espacio de trabajo.",
        ),
        "cooking": "Cocina; necesita cocina.",
        "parking": "Viaja en coche; necesita aparcamiento gratuito.",
        "must_have": "Necesita {amenities} en cada estancia.",
        "noise": "Le molesta el ruido; prefiere sitios tranquilos.",
        "trip": "Planea un viaje a {market}{when}.",
        "preferred_market": "Le gusta alojarse en {market}.",
        "property_type": "Prefiere este tipo de alojamiento: {kind}.",
        "allergy": "Tiene alergia a {what}.",
        "allergy_of": "Viaja con alguien con alergia a {what} ({who}).",
        "allergy_of_someone": "Viaja con alguien con alergia a {what}.",
        "dislike": "No le gusta: {what}.",
        "note": "Pidió recordar: {what}.",
        "home": "Vive en {what}.",
        "need": "Siempre necesita: {what}.",
        "months": (
            "enero",
            "febrero",
            "marzo",
            "abril",
            "mayo",
            "junio",
            "julio",
            "agosto",
            "septiembre",
            "octubre",
            "noviembre",
            "diciembre",
        ),
    },
    "pt": {
        "and": "e",
        "in": "em",
        "animals": {
            "dog": ("um cão", "cães"),
            "cat": ("um gato", "gatos"),
            "pet": ("um animal de estimação", "animais de estimação"),
        },
        "pets": "Viaja com {animals}{names}.",
        "budget": "Orçamento de cerca de {amount}{currency} por noite.",
        "travel_party": "Viaja em um grupo de {size}{including}.",
        "including": "com",
        "children": "{count} crianças",
        "children_some": "crianças",
        "baby": "um bebê",
        "children_had": ("Tem {count} filho.", "Tem {count} filhos."),
        "bedrooms": (
            "Precisa de pelo menos {count} quarto.",
            "Precisa de pelo menos {count} quartos.",
        ),
        "access": {
            "Wheelchair accessible": "acomodações acessíveis em cadeira de rodas",
            "Step-free access": "acesso sem degraus",
            "Elevator": "um prédio com elevador",
        },
        "access_who": {
            "self": "Usa cadeira de rodas; precisa de {needs}.",
            "companion": "Viaja com alguém que usa cadeira de rodas; precisa de {needs}.",
            None: "Precisa de {needs}.",
            "along": "Quando viaja com {who}: precisa de {needs}.",
        },
        "host_preference": "Prefere anúncios de superanfitriões.",
        "room_type": {
            "Entire home/apt": "Só fica em espaços inteiros.",
            "Private room": "Prefere um quarto privativo.",
            "Shared room": "Prefere quartos compartilhados.",
            None: "Nunca fica em quartos compartilhados; um quarto privativo basta.",
        },
        "workspace": (
            "Sempre precisa de um espaço de trabalho.",
            "Trabalha remotamente; precisa de um espaço de trabalho.",
        ),
        "cooking": "Cozinha; precisa de cozinha.",
        "parking": "Viaja de carro; precisa de estacionamento gratuito.",
        "must_have": "Precisa de {amenities} em todas as estadias.",
        "noise": "É sensível ao barulho; prefere lugares tranquilos.",
        "trip": "Planeja uma viagem a {market}{when}.",
        "preferred_market": "Gosta de ficar em {market}.",
        "property_type": "Prefere este tipo de acomodação: {kind}.",
        "allergy": "Tem alergia a {what}.",
        "allergy_of": "Viaja com alguém com alergia a {what} ({who}).",
        "allergy_of_someone": "Viaja com alguém com alergia a {what}.",
        "dislike": "Não gosta de: {what}.",
        "note": "Pediu para lembrar: {what}.",
        "home": "Mora em {what}.",
        "need": "Precisa sempre de: {what}.",
        "months": (
            "janeiro",
            "fevereiro",
            "março",
            "abril",
            "maio",
            "junho",
            "julho",
            "agosto",
            "setembro",
            "outubro",
            "novembro",
            "dezembro",
        ),
    },
}
