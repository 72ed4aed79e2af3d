"""What an amount of money is: in which currency, and whether it is for each person or for the
whole stay rather than for one night.

"50 quid each a night" is 50 GBP per person per night, "450 euros for the whole stay" is spread
over the nights of the stay, "40 dólares por cabeza" is per person, "300 pesos" names a
currency with no reference rate. The parser reads these next to the amounts it finds; the
dialog turns them into a nightly price in the market's currency, since it knows the market, the
party and the nights.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from language import lexicon
from language.folding import normalise
from language.vocabulary import USD_PER_UNIT


def _phrases(words: tuple[str, ...] | list[str]) -> str:
    folded = sorted({normalise(word) for word in words}, key=len, reverse=True)
    return "(?:" + "|".join(re.escape(word).replace(r"\ ", r"\s") for word in folded) + ")"


_CURRENCY_CODES = {normalise(word): code for word, code in lexicon.CURRENCY_CODES.items()}
_NIGHT = _phrases(("night", "nights", "noche", "noches", "noite", "noites", "nite", "day", "dia"))
_PER_PERSON_RE = re.compile(
    # "x dia cada una": "x" is "por" as typed on a phone
    rf"^[\s,]{{0,2}}(?:(?:a|per|por|x|the|la|a la|each)\s{_NIGHT}\s)?"
    # "180 USD each night" is a night's price
    rf"{_phrases(lexicon.PER_PERSON_PHRASES)}(?!\w)(?!\s{_NIGHT}(?!\w))"
    # "5 mil reais cada pra hospedagem": "cada" alone is each one's, not "cada noite"
    r"|^[\s,]{0,2}cada(?=\s?(?:[,.;!?]|$)|\s(?:pra|para|por|de|en|em|no|na)\s)"
    # "70 dólares por noite pra cada um", "150 por noche a cada uno", not "pra cada um ter seu
    # espaço", "para cada una de las noches" nor "a cada uno le gusta la playa"
    r"|^[\s,]{0,2}(?:(?:a|per|por|the|la|each)\s"
    + _NIGHT
    + r"\s)?(?:pra|para|a)\scada\s(?:um|uma|uno|una|persona|pessoa)"
    r"(?=\s?(?:[,.;!?]|$)|\s(?:de\snos|de\snosotros|de\snosotras|dos\sdois|de\slos\sdos)(?!\w))"
)
# "each of us can contribute about": a payer named a few words before the amount
_PAYER_BEFORE_RE = re.compile(
    rf"(?<!\w){_phrases(lexicon.PER_PERSON_PAYERS)}\s(?:[^\W\d]{{1,15}}\s){{0,4}}$"
)
_WHOLE_STAY_RE = re.compile(rf"(?<!\w){_phrases(lexicon.WHOLE_STAY_PHRASES)}(?!\w)")
# "700 pounds on this wedding accommodation", "1500 para nuestro alojamiento": what it pays for
_PAYS_FOR_THE_STAY_RE = re.compile(
    r"^[\s,]{0,2}(?:on|for|para|pra|en|em)\s"
    # "3500 dólares para hospedaje": the article may be left out
    r"(?:(?:the|this|our|my|el|la|este|esta|nuestro|nuestra|mi|o|a|esse|essa|nosso|nossa|minha)\s"
    r"(?:[^\W\d]{2,15}\s)?)?(?:accommodation|lodging|alojamiento|alojamento|hospedagem|hospedaje)"
    r"(?!\w)"
)
# "150 each for the long weekend", "100 cada uno para el finde": each one's share of a span named
# right after the share (said elsewhere, "for the weekend" is only how long the trip is)
_FOR_A_NAMED_SPAN_RE = re.compile(
    r"^[\s,]{0,2}(?:for|para|pra|pro|pelo|por)\s(?:(?:the|el|la|o|a)\s)?"
    r"(?:(?:whole|entire|todo|toda)\s)?(?:el\s|o\s)?"
    r"(?:long\sweekend|weekend|wknd|finde|fin\sde\ssemana|fim\sde\ssemana|week|semana|fortnight"
    r"|quincena|quinzena)(?!\w)"
)
# "£600 all in": everything paid, said right after the amount (not "all in one place")
_ALL_IN_AFTER_RE = re.compile(
    r"^[\s,]{0,2}(?:all[\s-]in|all\sup|all\sincluded|all[\s-]inclusive|everything\sincluded"
    r"|todo\sincluido|tudo\sincluido)(?!\w)"
)
_NUMBER_WORDS = {normalise(word): value for word, value in lexicon.NUMBER_WORDS.items()}
# How long a span is: "3 nights", "the whole 3 nights", "las tres semanas", "dos meses".
_SPAN_LENGTH = (
    r"(?:(?:the|las|los|as|os)\s)?"
    # "for the whole 3 nights", "for all 4 nights"
    r"(?:(?:whole|entire|full|all)\s)?"
    rf"(?P<count>\d{{1,2}}|{_phrases(tuple(lexicon.NUMBER_WORDS))})\s"
    # "1500 reais por pessoa, pros 5 dias": a stay's days count as its nights
    rf"(?:(?P<nights>{_phrases(('nights', 'noches', 'noites', 'nts', 'nites', 'days', 'dias'))})"
    rf"|(?P<months>{_phrases(('months', 'meses'))})"
    rf"|{_phrases(('weeks', 'semanas'))})(?!\w)"
)
_FOR_SPAN = (
    # "1500 en las tres semanas", "1000 nas duas semanas": over the span said
    rf"(?:for|por|para|pra|pras|pro|pros|durante|pelas|pelos|over|en(?=\slas|\slos)|nas|nos)\s"
    # "para a hospedagem das duas semanas": what the amount pays for, then how long
    rf"(?:(?:the|a|la|el|o)\s{_phrases(lexicon.STAY_PAID_NOUNS)}"
    rf"\s(?:for|of|de|da|das|do|dos|del)\s)?{_SPAN_LENGTH}"
)
_FOR_NIGHTS_RE = re.compile(rf"^[\s,]{{0,2}}{_FOR_SPAN}")
# "5.000 euros las dos semanas": the span right after the amount, with its article alone
_THE_SPAN_RE = re.compile(rf"^\s(?=(?:las|los|as|os)\s){_SPAN_LENGTH}")
_BUDGET_NOUN = _phrases(("budget", "presupuesto", "orçamento"))
# "budget for the 4 nights is 800", "presupuesto para 4 noches: 800": the span said before the
# amount, right after the word budget ("for 5 nights, budget 200" is still a night's).
_BUDGET_FOR_SPAN_RE = re.compile(rf"(?<!\w){_BUDGET_NOUN}\s(?:total\s)?{_FOR_SPAN}")
# "150 euros cada noche", "150 pn", "150/nt", "400 reais a diária": a night named after the amount
_NIGHT_NEXT_RE = re.compile(
    rf"^[\s,]{{0,2}}(?:[^\W\d]{{1,6}}\s)?(?:{_NIGHT}|nightly|pn|nt|diaria|diarias|diarios)(?!\w)"
    rf"|^[\s,]{{0,2}}/\s?(?:{_NIGHT}|nt|n)(?!\w)|^[\s,]{{0,2}}(?:for\s)?each\s{_NIGHT}(?!\w)"
)
# A price said for one night earlier in the sentence makes a "total" after it the party's night
_A_NIGHT_BEFORE_RE = re.compile(
    # not "1000 para todo el alojamiento, no por noche", a night denied
    rf"(?<!\w)(?<!(?<!\w)no\s)(?<!not\s)(?<!nao\s)(?:a|per|por|la|each|every|/|cada)\s?{_NIGHT}"
    r"(?!\w)"
)
# "150 USD for night total": a night's price, typed with "for"
_FOR_NIGHT_RIGHT_AFTER_RE = re.compile(rf"^\s?(?:[^\W\d]{{1,8}}\s)?for\s{_NIGHT}(?!\w)")
_NIGHT_SAID_RE = re.compile(rf"(?<!\w)(?:{_NIGHT}|nightly|diaria|diarias|diarios)(?!\w)")
_SENTENCE_END_RE = re.compile(r"[.!?;\n]")
_PER_MONTH_RE = re.compile(
    r"^[\s,]{0,2}(?:(?:a|per|por|al|el|ao|the|/|pelo|for\sthe|for\sa|para\sel|para\so|en\sel|"
    r"no|for\sthe\swhole|for\sthe\sentire|por\stodo\sel|durante\sel|durante\so)\s?)?"
    r"(?:month|mes|mois)(?!\w)|^[\s,]{0,2}monthly"
)
_PER_WEEK_RE = re.compile(rf"^[\s,]{{0,2}}{_phrases(lexicon.PER_WEEK_PHRASES)}(?!\w)")
_WHOLE_MONTH_RE = re.compile(
    rf"^[\s,]{{0,2}}(?:[^\W\d]{{1,8}}[\s,]{{1,2}})?{_phrases(lexicon.WHOLE_MONTH_PHRASES)}(?!\w)"
)
_PER_MONTH_PHRASE_RE = re.compile(rf"^[\s,]{{0,2}}{_phrases(lexicon.PER_MONTH_PHRASES)}(?!\w)")
_PERIOD_BUDGET_RE = re.compile(
    rf"(?<!\w)(?P<budget>{_phrases(tuple(lexicon.PERIOD_BUDGET_PHRASES))})(?!\w)"
)
_PERIODS = {normalise(phrase): period for phrase, period in lexicon.PERIOD_BUDGET_PHRASES.items()}
_CURRENCY_AFTER_RE = re.compile(
    # "12 millones de pesos": the currency after the word for a million
    rf"^(?:[\s,/]|pp|per|por|a|la|the|each|{_NIGHT}|person|head|in|en|em|millones|milhoes"
    r"|millions?|de)*\s"
    rf"(?P<currency>{_phrases(tuple(lexicon.CURRENCY_CODES))})(?!\w)"
)
# "Em euros, não queríamos gastar mais de 150", "in pounds, about 120": the currency said first.
_IN_CURRENCY_BEFORE_RE = re.compile(
    rf"(?<!\w)(?:in|en|em)\s(?P<currency>{_phrases(tuple(lexicon.CURRENCY_CODES))})(?!\w)"
)
# "What would that work out at in euro roughly? … under 3,000 for the whole stay": the currency
# the visitor just asked prices in is the one they count in
_CURRENCY_ASKED_RE = re.compile(
    # "what's that in euros?", "what is the price in pula?", "how much is it in Kenya shillings",
    # "cuánto sale el primero en pesos", "quanto dá isso em dólar": the price of a stay shown, in
    # another currency; not "how much is the city tax in euros?"
    r"(?<!\w)(?:what(?:'s|s|\sis|\sare|\swould|\sdoes|\sdo)|how\smuch\s(?:is|are|would|does|do)"
    r"|quanto\s(?:da|e|fica|seria|sai|custa|sao|custam)"
    r"|cuanto\s(?:es|son|seria|sale|salen|da|queda|cuesta|cuestan))"
    r"(?:\s(?:that|this|it|they|these|those|them|prices|the\sprices?|the\scost|the\sone"
    r"|the\s(?:first|second|third|fourth|last|cheapest)(?:\sone)?|eso|esto|esos|isso|isto|esses"
    r"|(?:el|la|los|las|o|a|os|as)\s(?:primer[oa]?|segund[oa]|tercer[oa]?|ultim[oa]|precios?"
    r"|precos?)))?"
    r"(?:\s(?:be|come\sto|work\sout|works\sout)(?:\sat)?)?"
    r"(?:\s(?:roughly|approximately|aproximadamente|mais\sou\smenos|mas\so\smenos))?"
    rf"\s(?:in|en|em)\s(?P<currency>{_phrases(tuple(lexicon.CURRENCY_CODES))})(?!\w)"
    r"[^?.!]{0,20}\?"
)
_CURRENCY_ASKED_REACH = 90
_DIGIT_RE = re.compile(r"\d")
_CURRENCY_FIRST_RE = re.compile(
    rf"^[\s,]{{0,2}}{_phrases(tuple(lexicon.CURRENCY_CODES))}(?!\w)(?=\s?[^\W\d])"
)
_DOLLARS = frozenset({"USD", "CAD", "AUD", "HKD"})
DAYS_PER_MONTH = 30
NIGHTS_PER_WEEK = 7
_REACH = 45  # characters around an amount where "for the whole stay" still speaks of it
# "2500 dólares para las 10 noches, máximo 3000": an amount of money for a span, then a ceiling
# stretched from it; not "we are 4 for 5 nights, max 150" nor "we paid 1000 for 5 nights, 250 now"
_STRETCH = (
    r"(?:up\sto|stretch\s(?:it\s)?to|go\sto|estirar\shasta|esticar\sate|max|maximum|tops"
    r"|at\smost|hasta|maximo|como\smucho|ate|no\smaximo|como\smaximo)"
)
_AMOUNT_FOR_A_SPAN_BEFORE_RE = re.compile(
    rf"\d\s?(?P<currency>{_phrases(tuple(lexicon.CURRENCY_CODES))})[\s,]{{1,2}}{_FOR_SPAN}"
    rf"[\s,]{{1,3}}(?P<stretch>{_STRETCH}\s)?$"
)
_STRETCH_RE = re.compile(rf"{_STRETCH}\s")
# A ceiling said of an amount with no period of its own: "no queremos pasar de 250", "nosso
# limite é uns 2 mil", "4000 libras pa los 3 maximo"
_CEILING_RE = re.compile(
    rf"(?<!\w)(?:{_STRETCH}|no\spase\sde|no\spasar\sde|pasar\sde|passar\sde|limit|limite"
    r"|no\smore\sthan|not\smore\sthan|under|below|menos\sde|go\sover|go\sabove|more\sthan"
    r"|mas\sde|mais\sde)(?!\w)"
)
# The stay's or the month's price talked of just before ("¿Cuánto el total con limpieza?",
# "Quanto fica as 10 noites?", "ese precio por mes es mucho") or right after ("tol mes"): a
# ceiling with no period of its own is for that span.
_NIGHTS = _phrases(("nights", "noches", "noites"))
_SPAN_TALKED_RE = re.compile(
    r"(?<!\w)(?:(?P<month>por\smes|al\smes|per\smonth|for\sthe\smonth|monthly|mensual|mensal"
    r"|todo\sel\smes|tol\smes|el\smes\sentero|o\smes\stodo|o\smes\sinteiro|the\swhole\smonth"
    r"|the\sentire\smonth)"
    r"|(?P<total>total|the\swhole\sstay)"
    r"|(?P<nights>all\sthe\snights|todas\slas\snoches|todas\sas\snoites"
    rf"|(?:the|las|los|as|os|for|por|para|pelas)\s(?P<count>\d{{1,2}})\s{_NIGHTS}))"
    r"(?!\w)"
)
# "4000 libras pa los 3 maximo, tol mes": the month said after the ceiling, in its sentence
_WHOLE_MONTH_SAID_RE = re.compile(rf"(?<!\w){_phrases(lexicon.WHOLE_MONTH_PHRASES)}(?!\w)")
_NIGHTS_SAID_RE = re.compile(rf"(?<!\w)\d{{1,2}}\s{_NIGHTS}(?!\w)")
_PRICE_TALK_RE = re.compile(
    r"(?<!\w)(?:how\smuch|price|prices|precio|precios|preco|precos|cost|costs|custa|cuesta"
    r"|quanto|cuanto|valor)(?!\w)"
)
_SPAN_TALK_REACH = 120  # characters before an amount where the span's price still speaks of it
_AMOUNT_RE = re.compile(
    r"(?<![\d.,])(?P<digits>\d{1,3}(?:[.,]\d{3})*(?:[.,]\d{1,2})?|\d{1,7})"
    r"(?:\s?(?P<thousand>k|mil|thousand|grand)(?!\w))?"
)
_SMALLEST_AMOUNT = 100
_FAR_SMALLER = 3  # a ceiling this many times smaller than an amount said of the span is a night's


@dataclass(frozen=True)
class MoneyReading:
    """How an amount is meant: ``currency`` is a code of ``USD_PER_UNIT``, "DOLLAR" for a bare
    dollar, "" for a currency with no rate, None when none is named; ``basis`` is "night",
    "person" or "stay"; ``nights`` the stay an amount for the whole stay covers, when said."""

    currency: str | None = None
    basis: str = "night"
    nights: int | None = None
    # "800 reais por pessoa pelo período todo": each person's share of the whole stay; "4000
    # libras tol mes": the month is the whole stay.
    whole_stay: bool = False


# A stay of about a month, said by its dates: "4000 libras tol mes" from the 1st to the 28th
_A_MONTH_OF_NIGHTS = range(20, 32)


def nights_share(amount: float, money: MoneyReading, stay_nights: int | None = None) -> float:
    """ "1100 dollars a month", "2000 for the week", "800 reais por pessoa pelo período todo":
    what one night of the amount comes to. ``stay_nights`` is the length of the stay when it was
    said elsewhere; an amount for a person stays that person's."""
    nights = money.nights or stay_nights
    if (money.basis == "stay" or (money.whole_stay and money.basis == "person")) and nights:
        return amount / nights
    if money.basis == "month":
        # "4000 libras tol mes" for a stay of about a month, said by its dates, is the stay's
        about_a_month = money.whole_stay and nights in _A_MONTH_OF_NIGHTS
        return amount / (nights if about_a_month and nights else DAYS_PER_MONTH)
    return amount


def currency_code(surface: str | None) -> str | None:
    """ "€" -> "EUR", "bucks" -> "DOLLAR", "pesos" -> "", None -> None."""
    if surface is None:
        return None
    return _CURRENCY_CODES.get(" ".join(normalise(surface).split()))


def read_amount(folded: str, start: int, end: int, currency: str | None) -> MoneyReading:
    """How the amount at ``folded[start:end]`` is meant (``currency`` as typed next to it)."""
    after = folded[end : end + _REACH]
    after = after[: m.start()] if (m := _SENTENCE_END_RE.search(after)) else after
    before = folded[max(0, start - _REACH) : start]
    before = before[m.end() :] if (m := _last(_SENTENCE_END_RE, before)) else before
    code = currency_code(currency)
    named = _CURRENCY_AFTER_RE.match(after)
    if named and (
        code is None or (code == "DOLLAR" and currency_code(named["currency"]) in _DOLLARS)
    ):
        # "100 pp per nite aud"; "$120 per person, US dollars" says which dollar
        code = currency_code(named["currency"])
    elif code is None and (said_first := _IN_CURRENCY_BEFORE_RE.search(before)):
        code = currency_code(said_first["currency"])
    elif code is None and (asked := _currency_asked_before(folded, start)) is not None:
        code = asked
    elif code == "DOLLAR" and (dollar := _dollar_named_elsewhere(folded)):
        code = dollar  # "AUD is easiest for me, maybe $200 a night?"
    # "5 mil reais cada pra hospedagem": the currency may stand between the amount and the rest
    currency_said = _CURRENCY_FIRST_RE.match(after)
    after = after[currency_said.end() :] if currency_said else after
    person = _PER_PERSON_RE.match(after)
    if person or _PAYER_BEFORE_RE.search(before):
        rest = after[person.end() :] if person else after
        if stay_length := _FOR_NIGHTS_RE.match(rest):
            # "100 a head for the whole 3 nights"
            return MoneyReading(code, "person", nights=_nights_said(stay_length), whole_stay=True)
        stay = (
            _WHOLE_STAY_RE.match(rest.lstrip(" ,"))
            or _PAYS_FOR_THE_STAY_RE.match(rest)
            or _FOR_A_NAMED_SPAN_RE.match(rest)
        )
        nights = _nights_in(stay[0]) if stay else None
        return MoneyReading(code, "person", nights=nights, whole_stay=stay is not None)
    if _PER_MONTH_RE.match(after) or _PER_MONTH_PHRASE_RE.match(after):
        return MoneyReading(code, "month", whole_stay=bool(_WHOLE_MONTH_RE.match(after)))
    if _PER_WEEK_RE.match(after):
        return MoneyReading(code, "stay", NIGHTS_PER_WEEK)
    # "monthly budget is 3000": the period may be said before the amount, in its sentence
    if budget := _PERIOD_BUDGET_RE.search(before + folded[start:end]):
        if _PERIODS[" ".join(budget["budget"].split())] == "month":
            return MoneyReading(code, "month")
        return MoneyReading(code, "stay", NIGHTS_PER_WEEK)
    if _NIGHT_SAID_RE.search(folded, start, end):
        # "20 euros la noche … on a budget total", "150 per night for 3 days": said per night
        return MoneyReading(code)
    if stay_length := _FOR_NIGHTS_RE.match(after):
        # "1000 for 5 nights", "2500 euros para as três semanas", "5.000 para los dos meses"
        return MoneyReading(code, "stay", _nights_said(stay_length))
    if stay_length := _THE_SPAN_RE.match(after):
        return MoneyReading(code, "stay", _nights_said(stay_length))
    said = before + folded[start:end]
    span = _BUDGET_FOR_SPAN_RE.search(said)
    if span and not _NIGHT_NEXT_RE.match(after):
        return MoneyReading(code, "stay", _nights_said(span))
    if _A_NIGHT_BEFORE_RE.search(before):
        return MoneyReading(code)  # "under 100 a night each is the max, so like 400 total"
    stay = (
        _WHOLE_STAY_RE.search(after)
        or _WHOLE_STAY_RE.search(before)
        or _PAYS_FOR_THE_STAY_RE.match(after)
        or _ALL_IN_AFTER_RE.match(after)
    )
    if stay and not (_A_NIGHT_BEFORE_RE.search(after) or _FOR_NIGHT_RIGHT_AFTER_RE.match(after)):
        # "150 euros on accommodation per night" is a night's price still
        return MoneyReading(code, "stay", _nights_in(stay[0]))
    earlier = _AMOUNT_FOR_A_SPAN_BEFORE_RE.search(before)
    if (
        earlier
        and (earlier["stretch"] or _STRETCH_RE.match(folded, start))
        and not _NIGHT_NEXT_RE.match(after)
    ):
        # "2500 dólares para las 10 noches, máximo 3000": the stretch covers the same nights
        return MoneyReading(code, "stay", _nights_said(earlier))
    return _ceiling_of_the_span_talked(folded, start, end, before, after, code)


def _ceiling_of_the_span_talked(
    folded: str, start: int, end: int, before: str, after: str, code: str | None
) -> MoneyReading:
    """ "¿Cuánto el total con limpieza? No queremos pasar de 250": a ceiling with no period of its
    own, said where the price of the stay or of the month is talked of, is for that span; not
    "the total is 900, way too much. max 150", far smaller than the span's amount."""
    said = before + folded[start:end]
    if not (_CEILING_RE.search(said) or _CEILING_RE.search(after)) or _NIGHT_SAID_RE.search(after):
        return MoneyReading(code)
    if _WHOLE_MONTH_SAID_RE.search(after):
        return MoneyReading(code, "month", whole_stay=True)
    talked_from = max(0, start - _SPAN_TALK_REACH)
    spans = list(_SPAN_TALKED_RE.finditer(folded, talked_from, start))
    amount = max(_amounts(folded, start, end + len(after)), default=None)
    if not spans or amount is None:
        return MoneyReading(code)
    span = spans[-1]
    # a month or nights are the span's price only where a price is talked of: "Quanto fica as 10
    # noites?", "ese precio por mes es mucho"; not "we are 4 for 5 nights, max 150", nor "in a
    # month we go to Barcelona, up to 140"
    cue_sentence = (
        end_before.end() if (end_before := _last(_SENTENCE_END_RE, folded[: span.start()])) else 0
    )
    # the price talked of before the span: "quanto fica as 10 noites", not "2 people for 3
    # nights, do prices include breakfast?"
    priced = _PRICE_TALK_RE.search(folded, cue_sentence, span.start()) or _amounts(
        folded, cue_sentence, span.start()
    )
    if not span["total"] and not priced:
        return MoneyReading(code)
    if span["month"] and _NIGHTS_SAID_RE.search(folded, span.end(), start):
        return MoneyReading(code)  # "how much for the month? we only need 4 nights, max 120"
    if any(other > amount * _FAR_SMALLER for other in _amounts(folded, talked_from, start)):
        return MoneyReading(code)
    if span["month"]:
        return MoneyReading(code, "month", whole_stay=True)
    return MoneyReading(code, "stay", int(span["count"]) if span["count"] else None)


def _amounts(folded: str, start: int, end: int) -> list[float]:
    """The amounts of money in ``folded[start:end]`` ("2.000", "2 mil", "3k"), not counts of
    nights or people, which are under a hundred."""
    amounts = []
    for match in _AMOUNT_RE.finditer(folded, start, end):
        digits = re.sub(r"[.,](?=\d{3}(?!\d))", "", match["digits"]).replace(",", ".")
        amount = float(digits) * (1000 if match["thousand"] else 1)
        if amount >= _SMALLEST_AMOUNT:
            amounts.append(amount)
    return amounts


_CURRENCY_WORD_RE = re.compile(
    rf"(?<!\w)(?P<currency>{_phrases(tuple(lexicon.CURRENCY_CODES))})(?!\w)"
)


# Asked once for each amount of a message, with the same whole message.
@functools.lru_cache(maxsize=32)
def _dollar_named_elsewhere(folded: str) -> str | None:
    """The one dollar (Australian, Canadian, US, Hong Kong) the message names, if it names one."""
    named = {currency_code(match["currency"]) for match in _CURRENCY_WORD_RE.finditer(folded)}
    dollars = named & _DOLLARS
    return dollars.pop() if len(dollars) == 1 else None


def _currency_asked_before(folded: str, start: int) -> str | None:
    """The currency of a price question just before an amount ("how much is it in euros? … under
    3000"), unless the message gave an amount before it, whose currency still counts ("150 euros.
    What's that in dollars? Could go to 180")."""
    reach = max(0, start - _CURRENCY_ASKED_REACH)
    asked = _last(_CURRENCY_ASKED_RE, folded[reach:start])
    if asked is None or _DIGIT_RE.search(folded, 0, reach + asked.start()):
        return None
    return currency_code(asked["currency"])


def _last(pattern: re.Pattern[str], text: str) -> re.Match[str] | None:
    matches = list(pattern.finditer(text))
    return matches[-1] if matches else None


def _nights_said(stay_length: re.Match[str]) -> int:
    """The nights of "for 5 nights", "para as três semanas", "para los dos meses"."""
    count = stay_length["count"]
    said = int(count) if count.isdigit() else _NUMBER_WORDS[" ".join(count.split())]
    if stay_length["nights"]:
        return said
    if stay_length["months"]:
        return said * DAYS_PER_MONTH
    return said * NIGHTS_PER_WEEK


# The longest noun first: "long weekend" is three nights, not a weekend's two.
_STAY_NOUNS_LONGEST_FIRST = tuple(
    (re.compile(rf"(?<!\w){re.escape(normalise(noun))}(?!\w)"), nights)
    for noun, nights in sorted(lexicon.NIGHTS_PER_STAY_NOUN.items(), key=lambda item: -len(item[0]))
)


def _nights_in(phrase: str) -> int | None:
    for noun, nights in _STAY_NOUNS_LONGEST_FIRST:
        if noun.search(phrase):
            return nights
    return None


def market_code(code: str, market_currency: str | None) -> str:
    """A bare dollar is the market's own in a dollar market, US dollars elsewhere."""
    if code != "DOLLAR":
        return code
    return market_currency if market_currency in _DOLLARS else "USD"


def has_rate(code: str) -> bool:
    return code in USD_PER_UNIT
