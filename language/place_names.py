"""Every name a visitor may use for a place inside one of our markets, and what it names.

Two sources: the gazetteer (`language.places`: centres, landmarks, beaches, stations, airports,
neighbourhoods, with aliases in English, Spanish and Portuguese), and the neighbourhoods and
landmarks of ``MARKET_ALIASES`` that the gazetteer does not hold, named as a traveller names them
in English ("Ko Olina", "Manhattan"). Spellings of a market itself ("nyc", "Oporto") are not
places inside it.

A name may be generic ("downtown", "the airport", "centro"): it names one place in each of
several markets, and only the market of the search says which.
"""

from __future__ import annotations

import csv
import re
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path

from language.folding import normalise
from language.places import all_places
from language.vocabulary import MARKET_ALIASES, MARKETS

# Aliases of ``MARKET_ALIASES`` that spell the market itself rather than a place inside it.
MARKET_SPELLINGS: frozenset[str] = frozenset({
    "nyc", "new york city", "ny", "nueva york", "nova york", "nova iorque", "rio",
    "rio de janeiro", "rio de janeiro, brazil", "o'ahu", "big island", "hawaii island",
    "island of hawaii", "kaua'i", "hk", "hong-kong", "bcn", "oporto", "estambul", "istambul",
    "constantinople", "montreal", "albany, ny", "jersey city, nj", "newark, nj", "antwerpen",
    "anvers", "amberes", "antuerpia", "edimburgo", "edimbourg", "victoria, bc", "sidney",
    "sidnei", "honolulu", "lantau", "syd", "bne", "jc", "isla grande de hawai", "la isla grande",
    "ilha grande do havai", "vancouver island", "isla de vancouver", "ilha de vancouver",
    "brissy", "brissie", "brizzy", "brisvegas", "mtl",
})  # fmt: skip

# Places outside the gazetteer and ``MARKET_ALIASES`` that travellers name, by alias, with
# their name in English and their market.
MORE_PLACES: dict[str, tuple[str, str]] = {
    "mcgill": ("McGill University", "Montreal"),
    "mcgill university": ("McGill University", "Montreal"),
    "universidad mcgill": ("McGill University", "Montreal"),
    "universidade mcgill": ("McGill University", "Montreal"),
    "place des arts": ("Place des Arts", "Montreal"),
    "zurenborg": ("Zurenborg", "Antwerp"),
    "kohala coast": ("Kohala Coast", "The Big Island"),
    "dallas road": ("Dallas Road", "Victoria"),
    "opera": ("Sydney Opera House", "Sydney"),
    "a opera": ("Sydney Opera House", "Sydney"),
    "the opera": ("Sydney Opera House", "Sydney"),
    "kirribilli": ("Kirribilli", "Sydney"),
    # the basilica by its first word ("near Sagrada or near the beach?")
    "sagrada": ("Sagrada Família", "Barcelona"),
    "la sagrada": ("Sagrada Família", "Barcelona"),
    # the park as people shorten its name
    "volcanoes park": ("Hawaiʻi Volcanoes National Park", "The Big Island"),
    "volcano park": ("Hawaiʻi Volcanoes National Park", "The Big Island"),
    "volcano national park": ("Hawaiʻi Volcanoes National Park", "The Big Island"),
    "parque de los volcanes": ("Hawaiʻi Volcanoes National Park", "The Big Island"),
    "parque nacional de los volcanes": ("Hawaiʻi Volcanoes National Park", "The Big Island"),
    "parque dos vulcões": ("Hawaiʻi Volcanoes National Park", "The Big Island"),
    "parque nacional dos vulcões": ("Hawaiʻi Volcanoes National Park", "The Big Island"),
    "north shore": ("North Shore", "Kauai"),
    # the surf spots of Oahu's North Shore
    "pipeline": ("Pipeline", "Oahu"),
    "banzai pipeline": ("Pipeline", "Oahu"),
    "sunset beach": ("Sunset Beach", "Oahu"),
    "waimea bay": ("Waimea Bay", "Oahu"),
    "turtle bay": ("Turtle Bay", "Oahu"),
}

# Landmarks outside the gazetteer that a trip is often about (universities, stadiums, convention
# centres, museums, hospitals): `name`, `market`, `aliases` (other names, kept as written, as the
# contract names a place the gazetteer lacks, but for initials) and `translations` (Spanish and
# Portuguese names, which stand for the English `name`). See `data/PLACES.md`.
LANDMARKS_FILE = Path(__file__).with_name("data") / "landmarks.csv"


# A place named in Spanish, Portuguese, Catalan or French by its kind ("Estádio do Dragão",
# "Hospital de São João") is named in English with the kind after it ("Dragão Stadium", "São
# João Hospital"), or before "of" ("Universidade do Porto" is "University of Porto").
_OF = r"(?:\s(?:de\sla|de\sl'|del|dels|de|do|da|dos|das|du|d'))?\s"
_ENGLISH_KIND_NAMES: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(rf"(?:{kinds}){_OF}(?P<name>\S.{{0,60}})", re.IGNORECASE), english)
    for kinds, english in (
        ("estádio|estadio|stade", "{} Stadium"),
        ("hospital|hôpital", "{} Hospital"),
        ("mercado|mercat|marché", "{} Market"),
        ("museu|museo|musée", "{} Museum"),
        ("catedral|cathédrale", "{} Cathedral"),
        ("universidade|universidad|universitat|université", "University of {}"),
    )
)


def english_names(label: str) -> tuple[str, ...]:
    """ "Estádio do Dragão" -> ("Dragão Stadium",): the English names of a place named by its
    kind in another language."""
    return tuple(
        english.format(match["name"])
        for pattern, english in _ENGLISH_KIND_NAMES
        if (match := pattern.fullmatch(label))
    )


@cache
def landmark_names() -> dict[str, tuple[str, str]]:
    """Each way of naming a landmark -> (its name as the search's ``near``, its market)."""
    names: dict[str, tuple[str, str]] = {}
    with LANDMARKS_FILE.open(encoding="utf-8", newline="") as file:
        for row in csv.DictReader(file):
            market = row["market"]
            names[row["name"]] = (row["name"], market)
            names |= {
                alias: (row["name"] if _stands_for(alias, row["name"]) else alias, market)
                for alias in row["aliases"].split("|")
                if alias
            }
            names |= {
                translation: (row["name"], market)
                for translation in row["translations"].split("|")
                if translation
            }
            # named in English, as the contract names a place the gazetteer lacks
            names |= {english: (english, market) for english in _english_names_of(row)}
    return names


def _english_names_of(row: dict[str, str]) -> tuple[str, ...]:
    labels = (row["name"], *row["aliases"].split("|"), *row["translations"].split("|"))
    return tuple(english for label in labels if label for english in english_names(label))


def _stands_for(alias: str, name: str) -> bool:
    """ "Jean Talon Market" for "Jean-Talon Market" (one name, spelt apart), and "SCG" for
    "Sydney Cricket Ground" (its initials, which a traveller spells out when asked where)."""
    return _letters(alias) == _letters(name) or (alias.isupper() and alias.isalpha())


def _letters(label: str) -> str:
    return "".join(character for character in normalise(label) if character.isalnum())


# Neighbourhoods, suburbs, towns and beaches of each market that the gazetteer lacks, as travellers
# name them: `name`, `market`, `aliases` and `capital_only` (those of its names that are ordinary
# words or names of elsewhere too: "Stanley", "the Heights"). See `data/PLACES.md`.
AREAS_FILE = Path(__file__).with_name("data") / "areas.csv"


# Names that are ordinary words too: they name a place only when written with a capital
# ("Central, Hong Kong", "Moda", "Barra") and not in "somewhere central" or "the volcano".
NEEDS_A_CAPITAL: frozenset[str] = frozenset({
    "central", "moda", "barra", "pipeline", "gaia", "volcano", "pera", "the rock", "rocks",
    "the rocks",
    "the valley", "zuid", "meir", "mascot", "foz", "manly", "leme", "flamengo",
    "the village", "newport", "west end", "the egg", "the capitol", "urca", "lello",
    "legislature", "the peak", "the shore", "the empress", "butchart", "bondinho", "recreio",
    "gracia", "queens", "north shore", "south bank", "old town", "new town", "the meir",
    "chinatown", "ocean terminal", "the plateau", "plateau", "front street", "the sugar loaf",
    "sugar loaf", "trindade", "centrum", "baixa", "gotico", "gotic", "copa",
    "campanha",  # "um mês de campanha": a campaign, unless "Campanhã"
    # Hong Kong's districts named by a compass word: "the north of the city" is no place
    "north", "southern", "eastern",
})  # fmt: skip


# Words for a kind of place that each market has at most one of ("near the university", "cerca
# de la estación central", "perto do castelo", "close to the hospital"): the one in the market
# searched. A place is of that kind when its name holds the key, or its kind is the key.
# "cerca del puerto" in Victoria is its Inner Harbour; Sydney's harbour is too wide to be one
# place (and the Portuguese "porto" names a market).
_HARBOUR_WORDS = ("harbour", "the harbour", "harbor", "the harbor", "puerto", "el puerto")
# "perto do porto" in Victoria: the Portuguese word for a harbour, which is also a market's name;
# it is the harbour only in lower case with another market named (see the parser).
HARBOUR_WORDS_NAMING_A_MARKET = ("porto", "o porto")
KIND_WORDS: dict[str, tuple[str, ...]] = {
    "University": ("university", "the university", "uni", "campus", "universidad",
                   "la universidad", "universidade", "a universidade"),
    "Castle": ("castle", "the castle", "castillo", "el castillo", "castelo", "o castelo"),
    "Inner Harbour": _HARBOUR_WORDS + HARBOUR_WORDS_NAMING_A_MARKET,
    "Cathedral": ("cathedral", "the cathedral", "catedral", "la catedral", "a catedral"),
    # a landmark whose name holds the word, or that landmarks.csv marks as of that kind
    "Hospital": ("hospital", "the hospital", "el hospital", "o hospital"),
    "Stadium": ("stadium", "the stadium", "estadio", "el estadio", "estádio", "o estádio"),
    "Cricket Ground": ("cricket ground", "the cricket ground"),
    "Cruise Terminal": ("cruise terminal", "the cruise terminal", "cruise port", "the cruise port",
                        "terminal de cruceros", "la terminal de cruceros", "puerto de cruceros",
                        "el puerto de cruceros", "terminal de cruzeiros", "o terminal de cruzeiros",
                        "porto de cruzeiros", "o porto de cruzeiros"),
    "Zoo": ("zoo", "the zoo", "zoológico", "el zoológico", "o zoológico", "el zoo", "o zoo",
            "jardim zoológico", "o jardim zoológico"),
    "station": ("station", "the station", "train station", "railway station",
                "the train station", "central station", "estación", "la estación",
                "estación central", "la estación central", "estación de tren", "estação",
                "a estação", "estação central", "estação de comboios", "estação de trem"),
}  # fmt: skip


# The side of an island a traveller names ("let's stay on the west side", "el lado oeste", "a
# costa sul"): the area of that side in each island market, meant only within its search.
SIDES: dict[str, tuple[tuple[str, str], ...]] = {
    "west": (("West Maui", "Maui"), ("Kona", "The Big Island")),
    "south": (("South Maui", "Maui"), ("Poipu", "Kauai")),
    "east": (("Hilo", "The Big Island"), ("Kapaa", "Kauai")),
    "north": (("Haleiwa", "Oahu"), ("North Shore", "Kauai")),
}
_SIDE_WORDS: dict[str, tuple[str, ...]] = {
    "west": ("west", "oeste"),
    "south": ("south", "sur", "sul"),
    "east": ("east", "este", "leste"),
    "north": ("north", "norte"),
}


def _side_names(side: str) -> list[str]:
    english, *others = _SIDE_WORDS[side]
    # "the south side", never bare: "Southside" is a neighbourhood (Edinburgh's), and a
    # phrase matches with or without its spaces
    names = [f"the {english} side", f"{english} shore", f"{english} coast"]
    names += [f"the {english} shore", f"the {english} coast"]
    local = [f"{noun} {word}" for word in others for noun in ("lado", "costa")]
    return [*names, *local, *(f"{article} {name}" for name in local for article in _ARTICLES)]


_ARTICLES = ("el", "la", "o", "a")


@dataclass(frozen=True)
class NamedPlace:
    """One place a name may mean: its canonical name (the search's ``near``) and market."""

    name: str
    market: str
    # In the gazetteer; a neighbourhood outside it is a place only within a search of its market
    # ("Manhattan, preferably" while in New York), and otherwise just names the market.
    listed: bool = True
    # Named by a word for its kind ("the castle"): it is meant only within a search of its market.
    generic: bool = False
    # A neighbourhood or district of ``MARKET_ALIASES`` ("Manhattan", "Ko Olina"): an area to stay
    # in, unlike an institution the visitor's life is tied to ("McGill", "the university").
    area: bool = False
    # The kind a generic name says ("Hospital" for "the hospital"), to find the one meant.
    generic_kind: str = ""


@cache
def _kinds_of(name: str) -> frozenset[str]:
    """The gazetteer's kind of a place ("airport", "landmark") and a landmark's ("Stadium")."""
    listed = {place.kind for place in all_places() if place.name == name}
    return frozenset(listed | {landmark_kinds().get(name, "")})


def is_of_kind(name: str, kind: str) -> bool:
    """Whether the place of that canonical name is of a kind of ``KIND_WORDS`` ("Hospital")."""
    return kind in name or kind in _kinds_of(name)


def is_a_sight(name: str) -> bool:
    """Whether the place of that canonical name is a landmark (a sight or a venue), not a part of
    a city one stays in: a neighbourhood, beach, centre, station or airport."""
    return "landmark" in _kinds_of(name) or name in _landmark_canonical_names()


@cache
def _landmark_canonical_names() -> frozenset[str]:
    return frozenset(canonical for canonical, _ in landmark_names().values())


@cache
def landmark_kinds() -> dict[str, str]:
    """Each landmark marked as the one place of its kind in its market -> that kind."""
    with LANDMARKS_FILE.open(encoding="utf-8", newline="") as file:
        return {row["name"]: row["kind"] for row in csv.DictReader(file) if row["kind"]}


def _key(label: str) -> str:
    return " ".join(normalise(label).replace(",", " ").split())


@dataclass(frozen=True)
class Area:
    """A row of ``AREAS_FILE``: an area of a market the gazetteer lacks, its other
    names, and those of its names that are ordinary words or names of elsewhere too."""

    name: str
    market: str
    aliases: tuple[str, ...]
    capital_only: frozenset[str]


@cache
def traveller_areas() -> tuple[Area, ...]:
    with AREAS_FILE.open(encoding="utf-8", newline="") as file:
        return tuple(
            Area(
                row["name"],
                row["market"],
                tuple(alias for alias in row["aliases"].split("|") if alias),
                frozenset(name for name in row["capital_only"].split("|") if name),
            )
            for row in csv.DictReader(file)
        )


@cache
def place_names() -> dict[str, tuple[NamedPlace, ...]]:
    """Each folded name -> the places it names, one per market at most."""
    return _place_table()[0]


def canonical_place_name(name: str, market: str) -> str:
    """The canonical name of the place of ``market`` that ``name`` names ("SCG" -> "Sydney
    Cricket Ground", "Dragon Stadium" -> "Estádio do Dragão"), or ``name`` itself when it names
    none."""
    if landmark := _landmarks_by_key().get((_key(name), market)):
        return landmark
    for place in place_names().get(_key(name), ()):
        if place.market == market and not place.generic:
            return place.name
    return name


@cache
def _landmarks_by_key() -> dict[tuple[str, str], str]:
    """(the key of any name of a landmark, its market) -> the landmark's name."""
    with LANDMARKS_FILE.open(encoding="utf-8", newline="") as file:
        return {
            (_key(label), row["market"]): row["name"]
            for row in csv.DictReader(file)
            for label in (
                row["name"],
                *row["aliases"].split("|"),
                *row["translations"].split("|"),
                *_english_names_of(row),
            )
            if label
        }


@cache
def names_needing_a_capital() -> frozenset[str]:
    """Names that are a place only as written with a capital ("Moda", "Stanley", "the
    Heights"), not in "a la moda" or "the heights of summer"."""
    return NEEDS_A_CAPITAL | _place_table()[1]


@cache
def _place_table() -> tuple[dict[str, tuple[NamedPlace, ...]], frozenset[str]]:
    table: dict[str, list[NamedPlace]] = {}

    def add(label: str, place: NamedPlace) -> None:
        places = table.setdefault(_key(label), [])
        if all(known.market != place.market for known in places):
            places.append(place)

    for place in all_places():
        for label in (place.name, *place.aliases):
            if _key(label) not in MARKET_SPELLINGS:
                add(label, NamedPlace(place.name, place.market))
    market_names = {_key(market.name) for market in MARKETS}
    spellings = {_key(alias) for alias in MARKET_SPELLINGS}
    # "dumbo" names a market and an area: the area's spelling ("DUMBO") is its name.
    area_spelling = {
        _key(label): area.name for area in traveller_areas() for label in (area.name, *area.aliases)
    }
    for alias, market in MARKET_ALIASES.items():
        key = _key(alias)
        if key not in table and key not in spellings and key not in market_names:
            name = area_spelling.get(key) or alias.title().replace("'S", "'s")
            add(alias, NamedPlace(name, market, listed=False, area=True))
    listed_names = {place.name for place in all_places()}
    for alias, (name, market) in (MORE_PLACES | landmark_names()).items():
        add(alias, NamedPlace(name, market, listed=name in listed_names))
    # A neighbourhood adds its markets to a name already known, and only a name new to the table
    # may need a capital: "manhattan" stays a place in lower case.
    known = {_letters(key) for key in table}
    capital_only = set()
    for area in traveller_areas():
        for label in (area.name, *area.aliases):
            if _key(label) in spellings or _key(label) in market_names:
                continue
            listed = area.name in listed_names
            add(label, NamedPlace(area.name, area.market, listed=listed, area=True))
            if label in area.capital_only and _letters(label) not in known:
                capital_only.add(label)
    for marker, words in KIND_WORDS.items():
        of_kind = [
            named
            for places in list(table.values())
            for named in places
            if is_of_kind(named.name, marker)
        ]
        for word in words:
            for named in of_kind:
                add(word, replace(named, generic=True, generic_kind=marker))
    for side, areas in SIDES.items():
        for name, market in areas:
            named = NamedPlace(name, market, listed=name in listed_names, generic=True, area=True)
            for word in _side_names(side):
                add(word, named)
    return {key: tuple(places) for key, places in table.items()}, frozenset(capital_only)
