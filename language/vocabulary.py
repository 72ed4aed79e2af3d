"""The canonical vocabulary of a listing: markets, countries, property types, room types and
amenities.

Everything that names a listing attribute (the normaliser, ``SearchFilters``, the intent parser,
the filter form) uses these values, so a search written by a person, by the agent or by the API
means the same thing everywhere.
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


MARKETS: tuple[Market, ...] = (
    Market("Barcelona", "Spain", "ES", "EUR"),
    Market("Hong Kong", "Hong Kong", "HK", "HKD"),
    Market("Istanbul", "Turkey", "TR", "TRY"),
    Market("Kauai", "United States", "US", "USD"),
    Market("Maui", "United States", "US", "USD"),
    Market("Oahu", "United States", "US", "USD"),
    Market("The Big Island", "United States", "US", "USD"),
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
# local spellings. Keys are folded with ``fold`` before lookup. Laid out several to a line,
# grouped by market, so the table stays readable as a table.
MARKET_ALIASES: dict[str, str] = {
    # New York
    "nyc": "New York", "jc": "Jersey City", "bne": "Brisbane", "syd": "Sydney", "mtl": "Montreal",
    "new york city": "New York", "ny": "New York", "manhattan": "New York",
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
    "big island": "The Big Island", "isla grande de hawai": "The Big Island",
    "la isla grande": "The Big Island", "ilha grande do havai": "The Big Island",
    "hilo": "The Big Island", "hawaii island": "The Big Island",
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
    "saanich": "Victoria", "vancouver island": "Victoria", "isla de vancouver": "Victoria",
    "ilha de vancouver": "Victoria", "south bank": "Brisbane", "fortitude valley": "Brisbane",
    # More neighbourhoods and landmarks, and Spanish/Portuguese spellings of the markets
    "hell's kitchen": "New York", "dumbo": "New York", "park slope": "New York",
    "greenpoint": "New York", "fort greene": "New York", "bed-stuy": "New York",
    "bedford-stuyvesant": "New York", "crown heights": "New York",
    "long island city": "New York", "flatiron": "New York", "financial district": "New York",
    "west village": "New York", "gramercy": "New York", "nolita": "New York",
    "east harlem": "New York", "washington heights": "New York",
    "brooklyn heights": "New York", "wall street": "New York", "hudson yards": "New York",
    "empire state building": "New York", "rockefeller center": "New York",
    "jfk airport": "New York", "tremont": "New York",
    "tijuca": "Rio De Janeiro", "urca": "Rio De Janeiro", "gavea": "Rio De Janeiro",
    "jardim botanico": "Rio De Janeiro", "sao conrado": "Rio De Janeiro",
    "recreio dos bandeirantes": "Rio De Janeiro", "recreio": "Rio De Janeiro",
    "laranjeiras": "Rio De Janeiro", "catete": "Rio De Janeiro", "arpoador": "Rio De Janeiro",
    "vila isabel": "Rio De Janeiro", "christ the redeemer": "Rio De Janeiro",
    "cristo redentor": "Rio De Janeiro", "sugarloaf": "Rio De Janeiro",
    "sugarloaf mountain": "Rio De Janeiro", "pao de acucar": "Rio De Janeiro",
    "maracana": "Rio De Janeiro",
    "haleiwa": "Oahu", "kaneohe": "Oahu", "ko olina": "Oahu", "ko'olina": "Oahu",
    "diamond head": "Oahu", "pearl harbor": "Oahu", "hawaii kai": "Oahu",
    "waimanalo": "Oahu", "kahala": "Oahu", "lanikai": "Oahu", "ewa beach": "Oahu",
    "waianae": "Oahu", "ko'olauloa": "Oahu",
    "paia": "Maui", "kahului": "Maui", "kapalua": "Maui", "hana": "Maui", "makawao": "Maui",
    "napili": "Maui", "kula": "Maui", "haleakala": "Maui", "wailuku": "Maui",
    "kahana": "Maui", "maalaea": "Maui",
    "hanalei": "Kauai", "lihue": "Kauai", "koloa": "Kauai", "wailua": "Kauai",
    "anahola": "Kauai",
    "waikoloa": "The Big Island", "pahoa": "The Big Island", "captain cook": "The Big Island",
    "kohala": "The Big Island", "volcano village": "The Big Island",
    "keauhou": "The Big Island", "holualoa": "The Big Island", "mauna kea": "The Big Island",
    "kealakekua": "The Big Island",
    "the rocks": "Sydney", "darling harbour": "Sydney", "circular quay": "Sydney",
    "sydney opera house": "Sydney", "harbour bridge": "Sydney", "glebe": "Sydney",
    "balmain": "Sydney", "pyrmont": "Sydney", "potts point": "Sydney",
    "marrickville": "Sydney", "rozelle": "Sydney", "lilyfield": "Sydney",
    "balgowlah": "Sydney", "elizabeth bay": "Sydney", "rushcutters bay": "Sydney",
    "cronulla": "Sydney", "parramatta": "Sydney", "chippendale": "Sydney",
    "redfern": "Sydney", "randwick": "Sydney", "bronte": "Sydney", "mosman": "Sydney",
    "sidney": "Sydney", "sidnei": "Sydney",
    "mongkok": "Hong Kong", "yau ma tei": "Hong Kong", "sham shui po": "Hong Kong",
    "mid-levels": "Hong Kong", "lan kwai fong": "Hong Kong", "repulse bay": "Hong Kong",
    "sai kung": "Hong Kong", "lamma island": "Hong Kong", "lantau island": "Hong Kong",
    "victoria peak": "Hong Kong", "north point": "Hong Kong", "quarry bay": "Hong Kong",
    "happy valley": "Hong Kong", "yau tsim mong": "Hong Kong", "kennedy town": "Hong Kong",
    "hong-kong": "Hong Kong",
    "las ramblas": "Barcelona", "la rambla": "Barcelona", "poble sec": "Barcelona",
    "poblenou": "Barcelona", "sants": "Barcelona", "sarria": "Barcelona",
    "sant gervasi": "Barcelona", "montjuic": "Barcelona", "park guell": "Barcelona",
    "parc guell": "Barcelona", "camp nou": "Barcelona", "raval": "Barcelona",
    "barrio gotico": "Barcelona", "can baro": "Barcelona", "les corts": "Barcelona",
    "baixa do porto": "Porto", "boavista": "Porto", "foz": "Porto", "aliados": "Porto",
    "miragaia": "Porto", "campanha": "Porto", "paranhos": "Porto", "massarelos": "Porto",
    "leca da palmeira": "Porto", "vila do conde": "Porto",
    "uskudar": "Istanbul", "fatih": "Istanbul", "eminonu": "Istanbul", "karakoy": "Istanbul",
    "cihangir": "Istanbul", "nisantasi": "Istanbul", "ortakoy": "Istanbul",
    "bebek": "Istanbul", "sariyer": "Istanbul", "zeytinburnu": "Istanbul",
    "balat": "Istanbul", "istiklal": "Istanbul", "bosphorus": "Istanbul",
    "hagia sophia": "Istanbul", "blue mosque": "Istanbul", "grand bazaar": "Istanbul",
    "griffintown": "Montreal", "verdun": "Montreal", "rosemont": "Montreal",
    "outremont": "Montreal", "westmount": "Montreal", "hochelaga-maisonneuve": "Montreal",
    "hochelaga": "Montreal", "mont-royal": "Montreal", "mount royal": "Montreal",
    "le plateau": "Montreal", "vieux-port": "Montreal", "saint-henri": "Montreal",
    "villeray": "Montreal", "cote-des-neiges": "Montreal",
    "royal mile": "Edinburgh", "stockbridge": "Edinburgh", "portobello": "Edinburgh",
    "morningside": "Edinburgh", "bruntsfield": "Edinburgh", "marchmont": "Edinburgh",
    "grassmarket": "Edinburgh", "dean village": "Edinburgh", "holyrood": "Edinburgh",
    "edimbourg": "Edinburgh",
    "zurenborg": "Antwerp", "het eilandje": "Antwerp", "eilandje": "Antwerp",
    "berchem": "Antwerp", "borgerhout": "Antwerp", "antuerpia": "Antwerp",
    "new farm": "Brisbane", "kangaroo point": "Brisbane", "south brisbane": "Brisbane",
    "brissy": "Brisbane", "brissie": "Brisbane", "brizzy": "Brisbane", "brisvegas": "Brisbane",
    "teneriffe": "Brisbane", "spring hill": "Brisbane", "woolloongabba": "Brisbane",
    "james bay": "Victoria", "fernwood": "Victoria", "oak bay": "Victoria",
    "esquimalt": "Victoria",
    "journal square": "Jersey City", "paulus hook": "Jersey City",
    "exchange place": "Jersey City",
    "ironbound": "Newark", "newark airport": "Newark", "newark liberty": "Newark",
    # Areas of the Rio, Sydney and Istanbul listings, with their Portuguese and Turkish spellings
    # (the dotless ı does not fold to i, so those names are listed as written too).
    "jacarepagua": "Rio De Janeiro", "humaita": "Rio De Janeiro",
    "cosme velho": "Rio De Janeiro", "vidigal": "Rio De Janeiro",
    "vargem grande": "Rio De Janeiro", "itanhanga": "Rio De Janeiro",
    "grajau": "Rio De Janeiro", "alto da boa vista": "Rio De Janeiro",
    "rio de janeiro, brazil": "Rio De Janeiro",
    "north sydney": "Sydney", "waverley": "Sydney", "woollahra": "Sydney",
    "warringah": "Sydney", "northern beaches": "Sydney", "pittwater": "Sydney",
    "hornsby": "Sydney", "willoughby": "Sydney", "botany bay": "Sydney",
    "the hills shire": "Sydney", "bankstown": "Sydney", "rockdale": "Sydney",
    "blacktown": "Sydney", "sutherland shire": "Sydney", "strathfield": "Sydney",
    "leichhardt": "Sydney", "lane cove": "Sydney", "hurstville": "Sydney",
    "ku-ring-gai": "Sydney", "kogarah": "Sydney", "hunters hill": "Sydney",
    "dee why": "Sydney", "bondi junction": "Sydney", "double bay": "Sydney",
    "rose bay": "Sydney", "watsons bay": "Sydney", "kirribilli": "Sydney",
    "neutral bay": "Sydney", "maroubra": "Sydney", "tamarama": "Sydney",
    "clovelly": "Sydney",
    "kadıköy": "Istanbul", "sarıyer": "Istanbul", "nişantaşı": "Istanbul",
    "kağıthane": "Istanbul", "kagithane": "Istanbul",
    "atasehir": "Istanbul", "avcılar": "Istanbul", "avcilar": "Istanbul",
    "arnavutkoy": "Istanbul", "eyup": "Istanbul", "adalar": "Istanbul",
    "princes' islands": "Istanbul", "buyukada": "Istanbul", "umraniye": "Istanbul",
    "esenyurt": "Istanbul", "bahcelievler": "Istanbul", "bakirkoy": "Istanbul",
    "bakırköy": "Istanbul", "sultanbeyli": "Istanbul", "buyukcekmece": "Istanbul",
    "cekmekoy": "Istanbul", "bagcilar": "Istanbul", "bayrampasa": "Istanbul",
    "silivri": "Istanbul", "kartal": "Istanbul",
}  # fmt: skip

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
    """Lower-cased, accents stripped, spaces collapsed: "Montréal " and "montreal" compare equal."""
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
    """The canonical spelling of ``value`` among ``choices`` (ignoring case and accents), or
    None."""
    folded = fold(value)
    for choice in choices:
        if fold(choice) == folded:
            return choice
    return None
