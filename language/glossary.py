"""Spanish and Portuguese words for what a stay offers, with the English words listings use.

Listings are written mostly in English, so an exact-word search for "jardín" or "praia" finds
little, and a Spanish or Portuguese request would lose the keyword half of hybrid search. Adding
these English words to the keyword query lets it find what an English request finds; the
multilingual vectors need no such help. Keys are folded (lower case, no accents); a key of two
words matches those words side by side.
"""

from __future__ import annotations

import re

from language.vocabulary import fold

LISTING_WORDS: dict[str, tuple[str, ...]] = {
    # Around the stay.
    "playa": ("beach",), "praia": ("beach",), "playas": ("beach",), "praias": ("beach",),
    "mar": ("sea", "ocean"), "oceano": ("ocean",), "costa": ("coast",), "bahia": ("bay",),
    "baia": ("bay",), "puerto": ("harbour", "port"), "lago": ("lake",),
    "montana": ("mountain",), "montanha": ("mountain",), "bosque": ("forest",),
    "floresta": ("forest",), "parque": ("park",), "naturaleza": ("nature",),
    "natureza": ("nature",), "metro": ("subway", "station"), "subte": ("subway", "station"),
    "estacion": ("station",), "estacao": ("station",), "tren": ("train",), "trem": ("train",),
    "autobus": ("bus",), "onibus": ("bus",), "aeropuerto": ("airport",),
    "aeroporto": ("airport",), "centro": ("centre", "center", "downtown", "central"),
    "casco antiguo": ("old town", "historic"), "centro historico": ("historic", "old town"),
    "restaurante": ("restaurant",), "restaurantes": ("restaurants",), "bares": ("bars",),
    "cafeterias": ("cafes",), "tiendas": ("shops",), "lojas": ("shops",),
    "compras": ("shopping",), "mercado": ("market",), "vida nocturna": ("nightlife",),
    "vida noturna": ("nightlife",), "museos": ("museums",), "museus": ("museums",),
    "universidad": ("university",), "universidade": ("university",), "barrio": ("neighbourhood",),
    "bairro": ("neighbourhood",), "vistas": ("view", "views"), "vista": ("view", "views"),
    "paseo": ("walk",), "caminando": ("walk", "walking"), "a pie": ("walk", "walking"),
    "a pe": ("walk", "walking"),
    # In the stay.
    "jardin": ("garden",), "jardim": ("garden",), "patio": ("patio", "yard"),
    "quintal": ("yard", "backyard"), "terraza": ("terrace",), "terraco": ("terrace",),
    "azotea": ("rooftop",), "cobertura": ("rooftop", "penthouse"), "balcon": ("balcony",),
    "varanda": ("balcony",), "piscina": ("pool",), "chimenea": ("fireplace",),
    "lareira": ("fireplace",), "escritorio": ("desk", "workspace", "office"),
    "escrivaninha": ("desk",), "secretaria": ("desk",), "cocina": ("kitchen",),
    "cozinha": ("kitchen",), "garaje": ("garage", "parking"), "garagem": ("garage", "parking"),
    "aparcamiento": ("parking",), "estacionamiento": ("parking",),
    "estacionamento": ("parking",), "ascensor": ("elevator", "lift"),
    "elevador": ("elevator", "lift"), "banera": ("bathtub",), "banheira": ("bathtub",),
    "barbacoa": ("bbq", "barbecue", "grill"), "churrasqueira": ("bbq", "barbecue", "grill"),
    "lavadora": ("washer",), "dormitorios": ("bedrooms",), "quartos": ("bedrooms",),
    # What it is like.
    "tranquilo": ("quiet", "peaceful"), "tranquila": ("quiet", "peaceful"),
    "silencioso": ("quiet",), "silenciosa": ("quiet",), "sossegado": ("quiet", "peaceful"),
    "sossegada": ("quiet", "peaceful"), "luminoso": ("bright", "light"),
    "luminosa": ("bright", "light"), "iluminado": ("bright", "light"),
    "moderno": ("modern",), "moderna": ("modern",), "acogedor": ("cozy", "cosy"),
    "acogedora": ("cozy", "cosy"), "aconchegante": ("cozy", "cosy"),
    "espacioso": ("spacious",), "espaciosa": ("spacious",), "espacoso": ("spacious",),
    "espacosa": ("spacious",), "amplio": ("spacious",), "amplia": ("spacious",),
    "amplo": ("spacious",), "grande": ("large", "spacious"), "enorme": ("huge", "large"),
    "barato": ("cheap", "budget"), "barata": ("cheap", "budget"),
    "economico": ("budget", "affordable"), "lujo": ("luxury",), "luxo": ("luxury",),
    "lujoso": ("luxury", "luxurious"), "luxuoso": ("luxury", "luxurious"),
    "romantico": ("romantic",), "romantica": ("romantic",), "historico": ("historic",),
    "historica": ("historic",), "renovado": ("renovated",), "reformado": ("renovated",),
    "limpio": ("clean",), "limpo": ("clean",), "seguro": ("safe",), "segura": ("safe",),
    # Who comes along.
    "familia": ("family",), "familias": ("family",), "ninos": ("kids", "children"),
    "criancas": ("kids", "children"), "hijos": ("kids", "children"),
    "filhos": ("kids", "children"), "bebe": ("baby", "crib"), "pareja": ("couple",),
    "casal": ("couple",), "grupo": ("group",), "amigos": ("friends",),
    "mascota": ("pets", "pet"), "mascotas": ("pets", "pet"), "perro": ("dog", "pets"),
    "cachorro": ("dog", "pets"), "gato": ("cat", "pets"),
    "trabajar": ("work", "workspace"), "trabalhar": ("work", "workspace"),
    "teletrabajo": ("work", "workspace"),
}  # fmt: skip

_WORD = re.compile(r"[^\W_]+")
_LONGEST_KEY = max(len(key.split()) for key in LISTING_WORDS)


def listing_words(query: str) -> list[str]:
    """The English words listings use for the Spanish or Portuguese words of ``query``, in order
    and without repeats; empty when the query has none."""
    words = _WORD.findall(fold(query))
    found: list[str] = []
    position = 0
    while position < len(words):
        for size in range(_LONGEST_KEY, 0, -1):
            key = " ".join(words[position : position + size])
            if key in LISTING_WORDS:
                found.extend(w for w in LISTING_WORDS[key] if w not in found)
                position += size
                break
        else:
            position += 1
    return found


def with_listing_words(query: str) -> str:
    """``query`` followed by the English words listings use for its Spanish or Portuguese words."""
    return " ".join([query, *listing_words(query)]).strip()
