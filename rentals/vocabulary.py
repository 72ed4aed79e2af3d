"""The canonical vocabulary of a listing: markets, countries, property types, room types and amenities.

Everything that names a listing attribute (the normaliser, ``SearchFilters``, the intent parser, the
filter form) uses these values, so a search written by a person, by the agent or by the API means the
same thing everywhere.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass


@dataclass(frozen=True)
class Market:
    name: str
    country: str
    country_code: str
    currency: str
    region: str = ""


MARKETS: tuple[Market, ...] = (
    Market("Barcelona", "Spain", "ES", "EUR"),
    Market("Hong Kong", "Hong Kong", "HK", "HKD"),
    Market("Istanbul", "Turkey", "TR", "TRY"),
    Market("Kauai", "United States", "US", "USD", "Hawaii"),
    Market("Maui", "United States", "US", "USD", "Hawaii"),
    Market("Oahu", "United States", "US", "USD", "Hawaii"),
    Market("The Big Island", "United States", "US", "USD", "Hawaii"),
    Market("Montreal", "Canada", "CA", "CAD"),
    Market("New York", "United States", "US", "USD"),
    Market("Porto", "Portugal", "PT", "EUR"),
    Market("Rio De Janeiro", "Brazil", "BR", "BRL"),
    Market("Sydney", "Australia", "AU", "AUD"),
    Market("Albany", "United States", "US", "USD"),
    Market("Jersey City", "United States", "US", "USD"),
    Market("Newark", "United States", "US", "USD"),
    Market("Antwerp", "Belgium", "BE", "EUR"),
    Market("Edinburgh", "United Kingdom", "GB", "GBP"),
    Market("Brisbane", "Australia", "AU", "AUD"),
    Market("Victoria", "Canada", "CA", "CAD"),
)

MARKETS_BY_NAME: dict[str, Market] = {market.name: market for market in MARKETS}

COUNTRIES: tuple[str, ...] = tuple(sorted({market.country for market in MARKETS}))

# Fixed reference rates (USD per unit of currency) so prices can be compared across markets.
# They are deliberately static: listings are snapshots, and a live feed would need the network.
USD_PER_UNIT: dict[str, float] = {
    "USD": 1.0,
    "EUR": 1.08,
    "GBP": 1.27,
    "HKD": 0.128,
    "TRY": 0.031,
    "BRL": 0.18,
    "AUD": 0.66,
    "CAD": 0.73,
}

# Other names people and source files use for a market: neighbourhoods, landmarks, islands,
# local spellings. Keys are folded with ``fold`` before lookup.
MARKET_ALIASES: dict[str, str] = {
    # New York
    "nyc": "New York", "new york city": "New York", "ny": "New York", "manhattan": "New York",
    "brooklyn": "New York", "harlem": "New York", "queens": "New York", "bronx": "New York",
    "the bronx": "New York", "staten island": "New York", "soho": "New York",
    "williamsburg": "New York", "bushwick": "New York", "chelsea": "New York",
    "greenwich village": "New York", "east village": "New York", "lower east side": "New York",
    "upper east side": "New York", "upper west side": "New York", "midtown": "New York",
    "times square": "New York", "central park": "New York", "tribeca": "New York",
    "astoria": "New York", "nueva york": "New York", "nova york": "New York",
    "nova iorque": "New York",
    # Rio De Janeiro
    "rio": "Rio De Janeiro", "rio de janeiro": "Rio De Janeiro", "copacabana": "Rio De Janeiro",
    "ipanema": "Rio De Janeiro", "leblon": "Rio De Janeiro", "botafogo": "Rio De Janeiro",
    "santa teresa": "Rio De Janeiro", "barra da tijuca": "Rio De Janeiro",
    "lapa": "Rio De Janeiro", "flamengo": "Rio De Janeiro", "leme": "Rio De Janeiro",
    # Hawaii
    "waikiki": "Oahu", "honolulu": "Oahu", "o'ahu": "Oahu", "north shore": "Oahu",
    "kailua": "Oahu", "kona": "The Big Island", "kailua-kona": "The Big Island",
    "big island": "The Big Island", "hilo": "The Big Island", "hawaii island": "The Big Island",
    "island of hawaii": "The Big Island", "lahaina": "Maui", "kihei": "Maui", "wailea": "Maui",
    "kaanapali": "Maui", "princeville": "Kauai", "poipu": "Kauai", "kapaa": "Kauai",
    "kaua'i": "Kauai",
    # Sydney
    "bondi": "Sydney", "bondi beach": "Sydney", "manly": "Sydney", "surry hills": "Sydney",
    "darlinghurst": "Sydney", "coogee": "Sydney", "newtown": "Sydney",
    # Hong Kong
    "kowloon": "Hong Kong", "tsim sha tsui": "Hong Kong", "mong kok": "Hong Kong",
    "causeway bay": "Hong Kong", "wan chai": "Hong Kong", "central": "Hong Kong",
    "sheung wan": "Hong Kong", "lantau": "Hong Kong", "hk": "Hong Kong",
    # Barcelona
    "gothic quarter": "Barcelona", "barri gotic": "Barcelona", "gracia": "Barcelona",
    "eixample": "Barcelona", "el born": "Barcelona", "barceloneta": "Barcelona",
    "sagrada familia": "Barcelona", "el raval": "Barcelona", "bcn": "Barcelona",
    # Porto
    "ribeira": "Porto", "oporto": "Porto", "vila nova de gaia": "Porto", "gaia": "Porto",
    "foz do douro": "Porto", "matosinhos": "Porto", "cedofeita": "Porto", "bonfim": "Porto",
    # Istanbul
    "beyoglu": "Istanbul", "sultanahmet": "Istanbul", "kadikoy": "Istanbul",
    "besiktas": "Istanbul", "taksim": "Istanbul", "galata": "Istanbul", "sisli": "Istanbul",
    "estambul": "Istanbul", "istambul": "Istanbul", "constantinople": "Istanbul",
    # Montreal
    "montréal": "Montreal", "plateau mont-royal": "Montreal", "old montreal": "Montreal",
    "vieux-montreal": "Montreal", "mile end": "Montreal",
    # Inside Airbnb cities
    "albany, ny": "Albany", "jersey city, nj": "Jersey City", "newark, nj": "Newark",
    "antwerpen": "Antwerp", "anvers": "Antwerp", "amberes": "Antwerp", "leith": "Edinburgh",
    "old town edinburgh": "Edinburgh", "edimburgo": "Edinburgh", "victoria, bc": "Victoria",
    "saanich": "Victoria", "south bank": "Brisbane", "fortitude valley": "Brisbane",
}

PROPERTY_TYPES: tuple[str, ...] = (
    "Apartment",
    "House",
    "Condominium",
    "Loft",
    "Villa",
    "Townhouse",
    "Guest suite",
    "Guesthouse",
    "Serviced apartment",
    "Bed and breakfast",
    "Hostel",
    "Boutique hotel",
    "Bungalow",
    "Cottage",
    "Cabin",
    "Treehouse",
    "Other",
)

ROOM_TYPES: tuple[str, ...] = ("Entire home/apt", "Private room", "Shared room")

AMENITIES: tuple[str, ...] = (
    "Wifi",
    "Kitchen",
    "Air conditioning",
    "Heating",
    "Washer",
    "Dryer",
    "Pool",
    "Hot tub",
    "Free parking on premises",
    "Free street parking",
    "Pets allowed",
    "Elevator",
    "Gym",
    "Doorman",
    "Wheelchair accessible",
    "Step-free access",
    "Beachfront",
    "Waterfront",
    "Patio or balcony",
    "Garden or backyard",
    "BBQ grill",
    "Indoor fireplace",
    "Breakfast",
    "Self check-in",
    "Laptop friendly workspace",
    "Family/kid friendly",
    "Crib",
    "Smoking allowed",
    "TV",
    "Dishwasher",
)


def fold(text: str) -> str:
    """Lower-case, strip accents and collapse spaces, so "Montréal " and "montreal" compare equal."""
    decomposed = unicodedata.normalize("NFKD", text)
    stripped = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return " ".join(stripped.lower().replace("’", "'").split())


_MARKET_LOOKUP: dict[str, str] = {fold(m.name): m.name for m in MARKETS} | {
    fold(alias): market for alias, market in MARKET_ALIASES.items()
}


def resolve_market(name: str) -> str | None:
    """The canonical market for a market name, alias, neighbourhood or landmark, or None."""
    return _MARKET_LOOKUP.get(fold(name))


def resolve_choice(value: str, choices: tuple[str, ...]) -> str | None:
    """The canonical spelling of ``value`` among ``choices`` (case and accent insensitive), or None."""
    folded = fold(value)
    for choice in choices:
        if fold(choice) == folded:
            return choice
    return None
