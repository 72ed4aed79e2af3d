"""Every fixed text the pages show, in English, Spanish and Portuguese: headings, labels,
buttons, messages, titles, placeholders, accessible names and the words page scripts write.

Templates say ``{% text "site.find_a_stay" %}`` (the tag in ``rentals.templatetags.interface_text``,
available in every template), Python code ``text("site.find_a_stay", language)``, and page scripts
read the texts under ``script.`` from a JSON block every page carries (``script_texts``). Listing
data and what people write are not interface texts: they are shown as they are. The chat's replies
have their own sentences (``offline_assistant.wording``), in the language of the message answered.

Why a catalogue in Python rather than Django's gettext: gettext reads compiled ``.mo`` files, and
compiling them needs GNU gettext's ``msgfmt``, which neither CI nor a booth laptop has. Here a text
is one line per language, checked when the module loads (every language has every text, with the
same ``{slots}``) and by the type checker, and a test renders every page in Spanish and Portuguese
looking for English left over.
"""

from __future__ import annotations

import string
from dataclasses import dataclass
from datetime import datetime, timedelta

from language.page_language import Language

SCRIPT_PREFIX = "script."


@dataclass(frozen=True)
class Text:
    """One text in each language; ``{name}`` slots are filled in where it is shown."""

    en: str
    es: str
    pt: str

    def said_in(self, language: Language) -> str:
        return str(getattr(self, language))


@dataclass(frozen=True)
class CountedText:
    """A text about a number of things: its singular for exactly one, else its plural. All three
    languages agree on that rule for the counts the pages show."""

    one: Text
    other: Text

    def said_in(self, language: Language, count: float) -> str:
        return (self.one if count == 1 else self.other).said_in(language)


def _counted(en: tuple[str, str], es: tuple[str, str], pt: tuple[str, str]) -> CountedText:
    return CountedText(Text(en[0], es[0], pt[0]), Text(en[1], es[1], pt[1]))


TEXTS: dict[str, Text | CountedText] = {
    # --- every page ---------------------------------------------------------------------------
    "site.find_a_stay": Text("Find a stay", "Encuentra alojamiento", "Encontre uma estadia"),
    "site.skip_to_content": Text("Skip to content", "Ir al contenido", "Ir para o conteúdo"),
    "site.skip_to_chat": Text("Skip to the chat", "Ir al chat", "Ir para o chat"),
    "site.skip_to_results": Text(
        "Skip to the results", "Ir a los resultados", "Ir para os resultados"
    ),
    "site.main_navigation": Text("Main", "Principal", "Principal"),
    "site.nav_chat": Text("Chat", "Chat", "Chat"),
    "site.nav_search": Text("Search", "Buscar", "Pesquisar"),
    "site.nav_saved": Text("Saved", "Guardados", "Salvos"),
    "site.nav_memory": Text("Memory", "Memoria", "Memória"),
    "site.booth_host": Text("Booth host", "Anfitrión del stand", "Anfitrião do stand"),
    # The footer's report of what each concern runs on.
    "footer.database_unreachable": Text(
        "database unreachable", "base de datos inaccesible", "base de dados inacessível"
    ),
    "footer.listings": Text("{count} listings", "{count} anuncios", "{count} anúncios"),
    "footer.embeddings": Text(
        "embeddings: {provider} {model} ({count} with vectors)",
        "embeddings: {provider} {model} ({count} con vectores)",
        "embeddings: {provider} {model} ({count} com vetores)",
    ),
    "footer.words_only": Text(
        "search: by words only (no embedding model on this machine)",
        "búsqueda: solo por palabras (sin modelo de embeddings en esta máquina)",
        "pesquisa: só por palavras (sem modelo de embeddings nesta máquina)",
    ),
    "footer.vector_search": Text(
        "vector search: {backend}", "búsqueda vectorial: {backend}", "pesquisa vetorial: {backend}"
    ),
    # --- the search page ----------------------------------------------------------------------
    "search.intro": Text(
        "Real Airbnb listings: set filters, describe what you want in your own words, or both.",
        "Anuncios reales de Airbnb: elige filtros, describe lo que quieres con tus palabras, "
        "o ambas cosas.",
        "Anúncios reais do Airbnb: escolha filtros, descreva o que quer com as suas palavras, "
        "ou as duas coisas.",
    ),
    "search.describe_your_stay": Text(
        "Describe your stay", "Describe tu estancia", "Descreva a sua estadia"
    ),
    "search.box_placeholder": Text(
        "Describe your stay: loft by the river, rooftop, quiet street…",
        "Describe tu estancia: loft junto al río, azotea, calle tranquila…",
        "Descreva a sua estadia: loft junto ao rio, terraço, rua tranquila…",
    ),
    "search.sort_by": Text("Sort by", "Ordenar por", "Ordenar por"),
    "search.submit": Text("Search", "Buscar", "Pesquisar"),
    "search.location": Text("Location", "Ubicación", "Localização"),
    "search.anywhere": Text("Anywhere", "Cualquier lugar", "Qualquer lugar"),
    "search.price_per_night": Text("Price per night", "Precio por noche", "Preço por noite"),
    "search.local_currency": Text("local currency", "moneda local", "moeda local"),
    "search.min": Text("Min", "Mín.", "Mín."),
    "search.max": Text("Max", "Máx.", "Máx."),
    "search.minimum_price": Text("Minimum price", "Precio mínimo", "Preço mínimo"),
    "search.maximum_price": Text("Maximum price", "Precio máximo", "Preço máximo"),
    "search.bedrooms": Text("Bedrooms", "Habitaciones", "Quartos"),
    "search.guests": Text("Guests", "Huéspedes", "Hóspedes"),
    "search.any": Text("Any", "Cualquiera", "Qualquer"),
    "search.property_type": Text("Property type", "Tipo de alojamiento", "Tipo de imóvel"),
    "search.any_type": Text("Any type", "Cualquier tipo", "Qualquer tipo"),
    "search.room_type": Text("Room type", "Tipo de habitación", "Tipo de quarto"),
    "search.any_room": Text("Any room", "Cualquier habitación", "Qualquer quarto"),
    "search.rating": Text("Rating", "Valoración", "Avaliação"),
    "search.any_rating": Text("Any rating", "Cualquier valoración", "Qualquer avaliação"),
    "search.rating_and_up": Text("{rating}★ and up", "{rating}★ o más", "{rating}★ ou mais"),
    "search.bedrooms_or_more": _counted(
        en=("{count}+ bedroom", "{count}+ bedrooms"),
        es=("{count}+ habitación", "{count}+ habitaciones"),
        pt=("{count}+ quarto", "{count}+ quartos"),
    ),
    "search.guests_or_more": _counted(
        en=("{count}+ guest", "{count}+ guests"),
        es=("{count}+ huésped", "{count}+ huéspedes"),
        pt=("{count}+ hóspede", "{count}+ hóspedes"),
    ),
    "search.amenities": Text("Amenities", "Servicios", "Comodidades"),
    "search.more_amenities": Text("More amenities", "Más servicios", "Mais comodidades"),
    "search.superhosts_only": Text(
        "Superhosts only", "Solo superanfitriones", "Só superanfitriões"
    ),
    "search.sort.relevance": Text("Best match", "Más relevantes", "Mais relevantes"),
    "search.sort.price_asc": Text(
        "Price: low to high", "Precio: de menor a mayor", "Preço: do menor para o maior"
    ),
    "search.sort.price_desc": Text(
        "Price: high to low", "Precio: de mayor a menor", "Preço: do maior para o menor"
    ),
    "search.sort.rating": Text("Top rated", "Mejor valorados", "Mais bem avaliados"),
    "search.field.q": Text("Search", "Búsqueda", "Pesquisa"),
    "search.field.sort": Text("Sort", "Orden", "Ordem"),
    "search.field.country": Text("Country", "País", "País"),
    "search.field.superhost_only": Text("Superhost", "Superanfitrión", "Superanfitrião"),
    "search.field.filters": Text("Filters", "Filtros", "Filtros"),
    "search.check_your_search": Text(
        "Check your search", "Revisa tu búsqueda", "Verifique a sua pesquisa"
    ),
    "search.text_search_unavailable": Text(
        "Search by text is not available yet",
        "La búsqueda por texto aún no está disponible",
        "A pesquisa por texto ainda não está disponível",
    ),
    "search.new_search": Text(
        "Start a new search", "Empezar otra búsqueda", "Começar outra pesquisa"
    ),
    "search.stays_found": _counted(
        en=("stay", "stays"), es=("alojamiento", "alojamientos"), pt=("estadia", "estadias")
    ),
    "search.closest_matches": _counted(
        en=("closest match", "closest matches"),
        es=("resultado más cercano", "resultados más cercanos"),
        pt=("resultado mais próximo", "resultados mais próximos"),
    ),
    "search.closest_note": Text(
        "Nothing matches exactly, so these are the closest matches:",
        "Nada coincide exactamente, así que estos son los resultados más cercanos:",
        "Nada corresponde exatamente, por isso estes são os resultados mais próximos:",
    ),
    "search.relaxed_filters": Text("Relaxed filters", "Filtros relajados", "Filtros relaxados"),
    "search.active_filters": Text("Active filters", "Filtros activos", "Filtros ativos"),
    "search.remove_this_filter": Text(
        "Remove this filter", "Quitar este filtro", "Remover este filtro"
    ),
    "search.remove_filter": Text(
        "Remove filter: {filter}", "Quitar filtro: {filter}", "Remover filtro: {filter}"
    ),
    "search.clear_all": Text("Clear all", "Quitar todos", "Limpar tudo"),
    "search.show_more": Text("Show more stays", "Ver más alojamientos", "Ver mais estadias"),
    "search.shown_of_total": Text("{shown} of {total}", "{shown} de {total}", "{shown} de {total}"),
    "search.no_match": Text(
        "No stays match this search",
        "Ningún alojamiento coincide con esta búsqueda",
        "Nenhuma estadia corresponde a esta pesquisa",
    ),
    "search.try_without": Text("Try without:", "Prueba sin:", "Experimente sem:"),
    "search.map": Text("Map of results", "Mapa de resultados", "Mapa dos resultados"),
    "search.show_map": Text("Show the map", "Ver el mapa", "Ver o mapa"),
    "search.hide_map": Text("Hide the map", "Ocultar el mapa", "Ocultar o mapa"),
    "search.search_this_area": Text(
        "Search this area", "Buscar en esta zona", "Pesquisar nesta área"
    ),
    "search.zoom_in": Text("Zoom in", "Acercar", "Aproximar"),
    "search.zoom_out": Text("Zoom out", "Alejar", "Afastar"),
    # "800 m around Copacabana": the map's script fills in the slots.
    "search.around": Text(
        "{distance} around {place}",
        "{distance} alrededor de {place}",
        "{distance} em volta de {place}",
    ),
    "search.no_markers": Text(
        "No stays to show on the map.",
        "No hay alojamientos que mostrar en el mapa.",
        "Nenhuma estadia para mostrar no mapa.",
    ),
    "search.words_only_notice": Text(
        "This machine has no model for search by meaning, so search matches words only. "
        "The README says how to set an embedding provider.",
        "Esta máquina no tiene modelo para buscar por significado, así que la búsqueda solo "
        "encuentra palabras. El README explica cómo configurar un proveedor de embeddings.",
        "Esta máquina não tem modelo para pesquisar pelo significado, por isso a pesquisa só "
        "encontra palavras. O README explica como configurar um fornecedor de embeddings.",
    ),
    # What to change when a search finds nothing: each active filter relaxed in turn.
    "relax.nothing_loaded": Text(
        "No listings are loaded yet; run `python manage.py seed` to load them.",
        "Aún no hay anuncios cargados; ejecuta `python manage.py seed` para cargarlos.",
        "Ainda não há anúncios carregados; execute `python manage.py seed` para carregá-los.",
    ),
    "relax.nothing_with_one_removed": Text(
        "No listings match even with one filter removed; try clearing a few filters.",
        "Ningún anuncio coincide aunque se quite un filtro; prueba a quitar varios.",
        "Nenhum anúncio corresponde mesmo sem um dos filtros; experimente retirar vários.",
    ),
    "relax.no_such_words": Text(
        "No listing contains those words; hybrid search also finds listings by meaning.",
        "Ningún anuncio contiene esas palabras; la búsqueda híbrida también encuentra anuncios "
        "por su significado.",
        "Nenhum anúncio contém essas palavras; a pesquisa híbrida também encontra anúncios "
        "pelo significado.",
    ),
    # {where} in the sentences below: nothing, or where the search looked.
    "relax.in_place": Text(" in {place}", " en {place}", " em {place}"),
    "relax.max_price": _counted(
        en=(
            "No listings{where} {wanted}; the cheapest is {price} ({count} listing without the "
            "price "
            "limit).",
            "No listings{where} {wanted}; the cheapest is {price} ({count} listings without the "
            "price "
            "limit).",
        ),
        es=(
            "No hay anuncios{where} por {wanted}; el más barato cuesta {price} ({count} anuncio "
            "sin el "
            "límite de precio).",
            "No hay anuncios{where} por {wanted}; el más barato cuesta {price} ({count} anuncios "
            "sin el "
            "límite de precio).",
        ),
        pt=(
            "Não há anúncios{where} por {wanted}; o mais barato custa {price} ({count} anúncio "
            "sem o "
            "limite de preço).",
            "Não há anúncios{where} por {wanted}; o mais barato custa {price} ({count} anúncios "
            "sem o "
            "limite de preço).",
        ),
    ),
    "relax.min_price": _counted(
        en=(
            "No listings{where} {wanted}; the most expensive is {price} ({count} listing without "
            "the "
            "minimum price).",
            "No listings{where} {wanted}; the most expensive is {price} ({count} listings without "
            "the "
            "minimum price).",
        ),
        es=(
            "No hay anuncios{where} por {wanted}; el más caro cuesta {price} ({count} anuncio sin "
            "el "
            "precio mínimo).",
            "No hay anuncios{where} por {wanted}; el más caro cuesta {price} ({count} anuncios "
            "sin el "
            "precio mínimo).",
        ),
        pt=(
            "Não há anúncios{where} por {wanted}; o mais caro custa {price} ({count} anúncio sem o "
            "preço mínimo).",
            "Não há anúncios{where} por {wanted}; o mais caro custa {price} ({count} anúncios sem "
            "o "
            "preço mínimo).",
        ),
    ),
    "relax.min_bedrooms": _counted(
        en=(
            "No listings{where} with {minimum}+ bedrooms; {biggest} ({count} listing without the "
            "bedroom minimum).",
            "No listings{where} with {minimum}+ bedrooms; {biggest} ({count} listings without the "
            "bedroom minimum).",
        ),
        es=(
            "No hay anuncios{where} con {minimum}+ habitaciones; {biggest} ({count} anuncio sin el "
            "mínimo de habitaciones).",
            "No hay anuncios{where} con {minimum}+ habitaciones; {biggest} ({count} anuncios sin "
            "el "
            "mínimo de habitaciones).",
        ),
        pt=(
            "Não há anúncios{where} com {minimum}+ quartos; {biggest} ({count} anúncio sem o "
            "mínimo "
            "de quartos).",
            "Não há anúncios{where} com {minimum}+ quartos; {biggest} ({count} anúncios sem o "
            "mínimo "
            "de quartos).",
        ),
    ),
    "relax.bedrooms_unknown": Text(
        "none of them says how many bedrooms it has",
        "ninguno dice cuántas habitaciones tiene",
        "nenhum diz quantos quartos tem",
    ),
    "relax.all_studios": Text("they are all studios", "todos son estudios", "todos são estúdios"),
    "relax.largest_bedrooms": _counted(
        en=("the largest has {count} bedroom", "the largest has {count} bedrooms"),
        es=("el más grande tiene {count} habitación", "el más grande tiene {count} habitaciones"),
        pt=("o maior tem {count} quarto", "o maior tem {count} quartos"),
    ),
    "relax.min_accommodates": _counted(
        en=(
            "No listings{where} for {minimum}+ guests; the largest sleeps {largest} ({count} "
            "listing "
            "without the guest minimum).",
            "No listings{where} for {minimum}+ guests; the largest sleeps {largest} ({count} "
            "listings "
            "without the guest minimum).",
        ),
        es=(
            "No hay anuncios{where} para {minimum}+ huéspedes; el más grande admite {largest} "
            "({count} "
            "anuncio sin el mínimo de huéspedes).",
            "No hay anuncios{where} para {minimum}+ huéspedes; el más grande admite {largest} "
            "({count} "
            "anuncios sin el mínimo de huéspedes).",
        ),
        pt=(
            "Não há anúncios{where} para {minimum}+ hóspedes; o maior acomoda {largest} ({count} "
            "anúncio sem o mínimo de hóspedes).",
            "Não há anúncios{where} para {minimum}+ hóspedes; o maior acomoda {largest} ({count} "
            "anúncios sem o mínimo de hóspedes).",
        ),
    ),
    "relax.unrated": _counted(
        en=(
            "No listings{where} have a rating yet ({count} listing without the rating minimum).",
            "No listings{where} have a rating yet ({count} listings without the rating minimum).",
        ),
        es=(
            "Ningún anuncio{where} tiene valoración aún ({count} anuncio sin la "
            "valoración mínima).",
            "Ningún anuncio{where} tiene valoración aún ({count} anuncios sin la "
            "valoración mínima).",
        ),
        pt=(
            "Nenhum anúncio{where} tem avaliação ainda ({count} anúncio sem a avaliação mínima).",
            "Nenhum anúncio{where} tem avaliação ainda ({count} anúncios sem a avaliação mínima).",
        ),
    ),
    "relax.min_rating": _counted(
        en=(
            "No listings{where} rated {minimum}★ or more; the best is {best}★ ({count} listing "
            "without "
            "the rating minimum).",
            "No listings{where} rated {minimum}★ or more; the best is {best}★ ({count} listings "
            "without "
            "the rating minimum).",
        ),
        es=(
            "No hay anuncios{where} con {minimum}★ o más; el mejor tiene {best}★ ({count} anuncio "
            "sin "
            "la valoración mínima).",
            "No hay anuncios{where} con {minimum}★ o más; el mejor tiene {best}★ ({count} "
            "anuncios sin "
            "la valoración mínima).",
        ),
        pt=(
            "Não há anúncios{where} com {minimum}★ ou mais; o melhor tem {best}★ ({count} anúncio "
            "sem "
            "a avaliação mínima).",
            "Não há anúncios{where} com {minimum}★ ou mais; o melhor tem {best}★ ({count} "
            "anúncios sem "
            "a avaliação mínima).",
        ),
    ),
    "relax.without": _counted(
        en=('Without "{label}": {count} listing.', 'Without "{label}": {count} listings.'),
        es=("Sin «{label}»: {count} anuncio.", "Sin «{label}»: {count} anuncios."),
        pt=("Sem «{label}»: {count} anúncio.", "Sem «{label}»: {count} anúncios."),
    ),
    "relax.map_area": Text("the map's area", "la zona del mapa", "a área do mapa"),
    "relax.farther": _counted(
        en=(
            "Nothing {near}; {count} listing within {distance}.",
            "Nothing {near}; {count} listings within {distance}.",
        ),
        es=(
            "Nada {near}; {count} anuncio a menos de {distance}.",
            "Nada {near}; {count} anuncios a menos de {distance}.",
        ),
        pt=(
            "Nada {near}; {count} anúncio a menos de {distance}.",
            "Nada {near}; {count} anúncios a menos de {distance}.",
        ),
    ),
    # An active filter, as a chip ("under 120 EUR", "2+ bedrooms").
    "filter.range": Text(
        "{minimum}–{maximum}{unit}", "{minimum}–{maximum}{unit}", "{minimum}–{maximum}{unit}"
    ),
    "filter.under": Text(
        "under {maximum}{unit}", "menos de {maximum}{unit}", "até {maximum}{unit}"
    ),
    "filter.over": Text(
        "over {minimum}{unit}", "más de {minimum}{unit}", "mais de {minimum}{unit}"
    ),
    "filter.bedrooms": Text("{count}+ bedrooms", "{count}+ habitaciones", "{count}+ quartos"),
    "filter.guests": Text("{count}+ guests", "{count}+ huéspedes", "{count}+ hóspedes"),
    "filter.superhosts": Text("superhosts", "superanfitriones", "superanfitriões"),
    "filter.within": Text("within {distance}", "a menos de {distance}", "a menos de {distance}"),
    "filter.within_of": Text(
        "within {distance} of {place}",
        "a menos de {distance} de {place}",
        "a menos de {distance} de {place}",
    ),
    "filter.map_area": Text("in the map's area", "en la zona del mapa", "na área do mapa"),
    # Why a listing is in the results, on its card.
    "why.distance": Text(
        "{distance} from {place}", "a {distance} de {place}", "a {distance} de {place}"
    ),
    "why.in": Text("in {place}", "en {place}", "em {place}"),
    "why.sleeps": Text("sleeps {count}", "para {count}", "para {count}"),
    "why.superhost": Text("superhost", "superanfitrión", "superanfitrião"),
    "why.rated": Text("rated {rating}★", "valorado con {rating}★", "avaliado com {rating}★"),
    "why.mentions": Text("mentions {words}", "menciona {words}", "menciona {words}"),
    # --- a listing, on a card and on its page -------------------------------------------------
    "listing.superhost": Text("Superhost", "Superanfitrión", "Superanfitrião"),
    "listing.new": Text("New", "Nuevo", "Novo"),
    "listing.reviews": _counted(
        en=("{count} review", "{count} reviews"),
        es=("{count} reseña", "{count} reseñas"),
        pt=("{count} avaliação", "{count} avaliações"),
    ),
    "listing.studio": Text("Studio", "Estudio", "Estúdio"),
    "listing.bedrooms": _counted(
        en=("{count} bedroom", "{count} bedrooms"),
        es=("{count} habitación", "{count} habitaciones"),
        pt=("{count} quarto", "{count} quartos"),
    ),
    "listing.guests": _counted(
        en=("{count} guest", "{count} guests"),
        es=("{count} huésped", "{count} huéspedes"),
        pt=("{count} hóspede", "{count} hóspedes"),
    ),
    "listing.per_night": Text("/ night", "/ noche", "/ noite"),
    "listing.why_it_matches": Text("Why it matches", "Por qué coincide", "Porque corresponde"),
    "listing.back_to_results": Text(
        "← Back to results", "← Volver a los resultados", "← Voltar aos resultados"
    ),
    "listing.no_reviews_yet": Text("No reviews yet", "Sin reseñas aún", "Ainda sem avaliações"),
    "listing.photo_of": Text("Photo of {name}", "Foto de {name}", "Foto de {name}"),
    "listing.no_separate_bedroom": Text(
        "no separate bedroom", "sin dormitorio aparte", "sem quarto separado"
    ),
    "listing.bedroom_count": _counted(
        en=("bedroom", "bedrooms"), es=("habitación", "habitaciones"), pt=("quarto", "quartos")
    ),
    "listing.guest_count": _counted(
        en=("guest", "guests"), es=("huésped", "huéspedes"), pt=("hóspede", "hóspedes")
    ),
    "listing.bed_count": _counted(en=("bed", "beds"), es=("cama", "camas"), pt=("cama", "camas")),
    "listing.bath_count": _counted(
        en=("bath", "baths"), es=("baño", "baños"), pt=("casa de banho", "casas de banho")
    ),
    "listing.about": Text("About this place", "Sobre este lugar", "Sobre este lugar"),
    "listing.space": Text("The space", "El espacio", "O espaço"),
    "listing.neighbourhood": Text("The neighbourhood", "El barrio", "O bairro"),
    "listing.amenities": Text("Amenities", "Servicios", "Comodidades"),
    "listing.no_amenities": Text(
        "The host lists no amenities.",
        "El anfitrión no indica servicios.",
        "O anfitrião não indica comodidades.",
    ),
    "listing.reviews_heading": Text("Reviews", "Reseñas", "Avaliações"),
    "listing.out_of_five": Text("out of 5", "de 5", "de 5"),
    "listing.no_reviews": Text("No reviews yet.", "Sin reseñas aún.", "Ainda sem avaliações."),
    "listing.location": Text("Location", "Ubicación", "Localização"),
    "listing.open_map": Text("Open map", "Abrir el mapa", "Abrir o mapa"),
    "listing.minimum_stay": _counted(
        en=("Minimum stay: {count} night", "Minimum stay: {count} nights"),
        es=("Estancia mínima: {count} noche", "Estancia mínima: {count} noches"),
        pt=("Estadia mínima: {count} noite", "Estadia mínima: {count} noites"),
    ),
    "listing.view_on_airbnb": Text("View on Airbnb", "Ver en Airbnb", "Ver no Airbnb"),
    "listing.hosted_by": Text("Hosted by {host}", "Anfitrión: {host}", "Anfitrião: {host}"),
    "listing.private_host": Text("a private host", "un particular", "um particular"),
    "listing.aspect.accuracy": Text("Accuracy", "Veracidad", "Precisão"),
    "listing.aspect.cleanliness": Text("Cleanliness", "Limpieza", "Limpeza"),
    "listing.aspect.checkin": Text("Check-in", "Llegada", "Check-in"),
    "listing.aspect.communication": Text("Communication", "Comunicación", "Comunicação"),
    "listing.aspect.location": Text("Location", "Ubicación", "Localização"),
    "listing.aspect.value": Text("Value", "Calidad-precio", "Custo-benefício"),
    "listing.not_found_title": Text(
        "Listing not found", "Anuncio no encontrado", "Anúncio não encontrado"
    ),
    "listing.not_found": Text(
        "We couldn't find that stay",
        "No encontramos ese alojamiento",
        "Não encontrámos essa estadia",
    ),
    "listing.not_found_detail": Text(
        "There is no listing with id {id}. It may have been removed when the listings were "
        "reloaded.",
        "No hay ningún anuncio con el id {id}. Puede que se quitara al volver a cargar los "
        "anuncios.",
        "Não há nenhum anúncio com o id {id}. Pode ter sido removido quando os anúncios foram "
        "recarregados.",
    ),
    # --- saving a listing ---------------------------------------------------------------------
    "saved.save": Text("Save", "Guardar", "Salvar"),
    "saved.saved": Text("Saved", "Guardado", "Salvo"),
    "saved.save_title": Text("Save this stay", "Guardar este alojamiento", "Salvar esta estadia"),
    "saved.unsave_title": Text(
        "Remove from your saved stays",
        "Quitar de tus guardados",
        "Remover dos seus salvos",
    ),
    "saved.saved_ago": Text("Saved {ago}", "Guardado {ago}", "Salvo {ago}"),
    "saved.compare": Text("Compare", "Comparar", "Comparar"),
    "saved.compare.stay": Text("Stay", "Alojamiento", "Estadia"),
    "saved.compare.price": Text("Price / night", "Precio / noche", "Preço / noite"),
    "saved.compare.rating": Text("Rating", "Valoración", "Avaliação"),
    "saved.compare.guests": Text("Guests", "Huéspedes", "Hóspedes"),
    "saved.compare.bedrooms": Text("Bedrooms", "Dormitorios", "Quartos"),
    "saved.compare.room": Text("Room", "Tipo", "Tipo"),
    "saved.compare.studio": Text("Studio", "Estudio", "Estúdio"),
    "saved.compare.cheapest": Text("Cheapest", "El más barato", "A mais barata"),
    "saved.compare.best_rated": Text("Best rated", "El mejor valorado", "A mais bem avaliada"),
    "saved.compare.most_room": Text("Most room", "El más espacioso", "A mais espaçosa"),
    "saved.compare_more": Text(
        "Save one more stay to compare them side by side.",
        "Guarda un alojamiento más para compararlos.",
        "Salve mais uma estadia para compará-las.",
    ),
    "saved.title": Text("Saved stays", "Alojamientos guardados", "Estadias salvas"),
    "saved.count": _counted(
        en=("{count} saved stay, most recent first.", "{count} saved stays, most recent first."),
        es=(
            "{count} alojamiento guardado, el más reciente primero.",
            "{count} alojamientos guardados, los más recientes primero.",
        ),
        pt=(
            "{count} estadia salva, a mais recente primeiro.",
            "{count} estadias salvas, as mais recentes primeiro.",
        ),
    ),
    "saved.none": Text(
        "Nothing saved yet. Use “Save” on a listing and it will appear here.",
        "Aún no has guardado nada. Pulsa «Guardar» en un anuncio y aparecerá aquí.",
        "Ainda não salvou nada. Use «Salvar» num anúncio e ele aparece aqui.",
    ),
    "saved.browse": Text("Browse stays", "Ver alojamientos", "Ver estadias"),
    "saved.listing": Text("Listing {id}", "Anuncio {id}", "Anúncio {id}"),
    "saved.gone": Text(
        "This listing is no longer available.",
        "Este anuncio ya no está disponible.",
        "Este anúncio já não está disponível.",
    ),
    # --- times in words -----------------------------------------------------------------------
    "time.just_now": Text("just now", "ahora mismo", "agora mesmo"),
    "time.minutes_ago": _counted(
        en=("{count} minute ago", "{count} minutes ago"),
        es=("hace {count} minuto", "hace {count} minutos"),
        pt=("há {count} minuto", "há {count} minutos"),
    ),
    "time.hours_ago": _counted(
        en=("{count} hour ago", "{count} hours ago"),
        es=("hace {count} hora", "hace {count} horas"),
        pt=("há {count} hora", "há {count} horas"),
    ),
    "time.yesterday": Text("yesterday", "ayer", "ontem"),
    "time.days_ago": _counted(
        en=("{count} day ago", "{count} days ago"),
        es=("hace {count} día", "hace {count} días"),
        pt=("há {count} dia", "há {count} dias"),
    ),
    # --- the chat -----------------------------------------------------------------------------
    "chat.title": Text("Ask Staybot", "Pregunta a Staybot", "Pergunte ao Staybot"),
    "chat.page_title": Text("Chat with Staybot", "Chatea con Staybot", "Converse com o Staybot"),
    "chat.back_to_search": Text(
        "← Back to the search", "← Volver a la búsqueda", "← Voltar à pesquisa"
    ),
    "chat.subtitle_listing": Text(
        "Ask about this place, or search again",
        "Pregunta por este lugar o vuelve a buscar",
        "Pergunte sobre este lugar ou pesquise de novo",
    ),
    "chat.subtitle_search": Text(
        "Describe your stay: the results follow",
        "Describe tu estancia: los resultados te siguen",
        "Descreva a sua estadia: os resultados acompanham",
    ),
    "chat.new_chat": Text("New chat", "Nuevo chat", "Nova conversa"),
    "chat.history": Text("History", "Historial", "Histórico"),
    "chat.past_conversations": Text(
        "Past conversations", "Conversaciones anteriores", "Conversas anteriores"
    ),
    "chat.messages": _counted(
        en=("{count} message", "{count} messages"),
        es=("{count} mensaje", "{count} mensajes"),
        pt=("{count} mensagem", "{count} mensagens"),
    ),
    "chat.no_conversations": Text(
        "Your conversations will be listed here.",
        "Tus conversaciones aparecerán aquí.",
        "As suas conversas aparecem aqui.",
    ),
    "chat.unavailable": Text(
        "That conversation isn't available, so here is a new one.",
        "Esa conversación no está disponible, así que aquí tienes una nueva.",
        "Essa conversa não está disponível, por isso aqui está uma nova.",
    ),
    "chat.try": Text("Try", "Prueba", "Experimente"),
    "chat.conversation": Text("Conversation", "Conversación", "Conversa"),
    "chat.message": Text("Message", "Mensaje", "Mensagem"),
    "chat.placeholder_listing": Text(
        "Is it close to the beach?", "¿Está cerca de la playa?", "Fica perto da praia?"
    ),
    "chat.placeholder_search": Text(
        "2 bedroom flat in Porto under 120…",
        "Piso de 2 habitaciones en Oporto por menos de 120…",
        "Apartamento de 2 quartos no Porto até 120…",
    ),
    "chat.send": Text("Send", "Enviar", "Enviar"),
    "chat.shared_device": Text(
        "Shared device? Start fresh when you leave.",
        "¿Dispositivo compartido? Empieza de cero al irte.",
        "Dispositivo partilhado? Recomece ao sair.",
    ),
    # A reply's notes are in the reply's language (chat/_message.html).
    "chat.offline_badge": Text("Offline model", "Modelo sin conexión", "Modelo offline"),
    "chat.offline_badge_title": Text(
        "No network model answered: the offline model runs on this machine",
        "No respondió ningún modelo en red: el modelo sin conexión funciona en esta máquina",
        "Nenhum modelo da rede respondeu: o modelo offline roda nesta máquina",
    ),
    "chat.remembered": Text("Remembered:", "Recordado:", "Lembrado:"),
    "chat.manage_memory": Text("Manage memory", "Gestionar memoria", "Gerenciar memória"),
    "chat.tour": Text(
        "Take the 3-minute tour", "Haz el recorrido de 3 minutos", "Faça o percurso de 3 minutos"
    ),
    # The booth's tour: each step's title and what to do.
    "tour.meaning": Text("Search by meaning", "Buscar por significado", "Buscar pelo sentido"),
    "tour.meaning_hint": Text(
        "Descriptive words: a vector search fused with a text search, filters inside.",
        "Palabras descriptivas: búsqueda vectorial y de texto fusionadas, con los filtros.",
        "Palavras descritivas: busca vetorial e de texto fundidas, com os filtros.",
    ),
    "tour.refine": Text("Refine with filters", "Afinar con filtros", "Refinar com filtros"),
    "tour.refine_hint": Text(
        "One more pre-filter; the dog and the sea view stay.",
        "Un prefiltro más; el perro y las vistas al mar se quedan.",
        "Mais um pré-filtro; o cachorro e a vista para o mar ficam.",
    ),
    "tour.switch": Text("Switch market", "Cambiar de mercado", "Mudar de mercado"),
    "tour.switch_hint": Text(
        "The budget converts into reais.",
        "El presupuesto se convierte a reales.",
        "O orçamento é convertido em reais.",
    ),
    "tour.where": Text("Search by place", "Buscar por lugar", "Buscar por lugar"),
    "tour.where_hint": Text(
        "A geo query around the beach, drawn on the map.",
        "Una consulta geográfica alrededor de la playa, en el mapa.",
        "Uma consulta geográfica em volta da praia, no mapa.",
    ),
    "tour.compare": Text("Save and compare", "Guardar y comparar", "Salvar e comparar"),
    "tour.compare_hint": Text(
        "First tap ♥ on a stay or two.",
        "Primero toca ♥ en uno o dos alojamientos.",
        "Primeiro toque em ♥ numa ou duas acomodações.",
    ),
    "tour.memory": Text("Long-term memory", "Memoria a largo plazo", "Memória de longo prazo"),
    "tour.memory_hint": Text(
        "A new chat: the memories read keeps the dog in the search.",
        "Un chat nuevo: la lectura de memories mantiene al perro en la búsqueda.",
        "Uma conversa nova: a leitura de memories mantém o cachorro na busca.",
    ),
    "tour.hood": Text("Under the hood", "Bajo el capó", "Por dentro"),
    "tour.hood_hint": Text(
        "Open it under any reply: the operation that mattered comes first.",
        "Ábrelo bajo cualquier respuesta: la operación clave aparece primero.",
        "Abra-o sob qualquer resposta: a operação principal aparece primeiro.",
    ),
    "chat.step_done": Text("(done)", "(hecho)", "(feito)"),
    "chat.under_the_hood": Text("Under the hood", "Bajo el capó", "Por dentro"),
    "chat.reply_more": Text("Read the rest", "Leer el resto", "Ler o resto"),
    "chat.understood": Text("Understood", "Entendido", "Entendido"),
    "chat.operations": _counted(
        en=("{count} database operation", "{count} database operations"),
        es=("{count} operación en la base de datos", "{count} operaciones en la base de datos"),
        pt=("{count} operação na base de dados", "{count} operações na base de dados"),
    ),
    "chat.operations_omitted": Text(
        "({count} more not shown)", "({count} más sin mostrar)", "(mais {count} não mostradas)"
    ),
    "chat.copy_as_mongosh": Text("Copy as mongosh", "Copiar para mongosh", "Copiar para o mongosh"),
    "chat.copy_operation": Text(
        "Copy as mongosh: {operation}",
        "Copiar para mongosh: {operation}",
        "Copiar para o mongosh: {operation}",
    ),
    # --- memory -------------------------------------------------------------------------------
    "memory.new_visitor": Text("New visitor", "Nuevo visitante", "Novo visitante"),
    "memory.new_visitor_booth": Text(
        "Start over for the next person: your chat, saved stays and memories are erased",
        "Empezar de cero para la siguiente persona: se borran tu chat, tus guardados y tus "
        "recuerdos",
        "Recomeçar para a próxima pessoa: a sua conversa, os seus salvos e as suas memórias "
        "são apagados",
    ),
    "memory.new_visitor_kiosk": Text(
        "Start over with a fresh identity: the next person will not see your chat or saved stays",
        "Empezar de cero con otra identidad: la siguiente persona no verá tu chat ni tus guardados",
        "Recomeçar com outra identidade: a próxima pessoa não verá a sua conversa nem os seus "
        "salvos",
    ),
    "memory.title": Text("What I remember", "Lo que recuerdo", "O que eu lembro"),
    "memory.heading": Text(
        "What I remember about you", "Lo que recuerdo de ti", "O que eu lembro sobre si"
    ),
    "memory.export": Text("Export JSON", "Exportar JSON", "Exportar JSON"),
    "memory.forget_all": Text("Forget all", "Olvidarlo todo", "Esquecer tudo"),
    "memory.delete_my_data": Text("Delete my data", "Borrar mis datos", "Apagar os meus dados"),
    "memory.explained": Text(
        "The assistant remembers durable things you tell it, such as who you travel with, your "
        "budget or accessibility needs, and uses them in your next searches unless you say "
        "otherwise.",
        "El asistente recuerda lo duradero que le cuentas, como con quién viajas, tu "
        "presupuesto o tus necesidades de accesibilidad, y lo usa en tus próximas búsquedas "
        "salvo que digas lo contrario.",
        "O assistente lembra o que é duradouro no que lhe conta, como com quem viaja, o seu "
        "orçamento ou necessidades de acessibilidade, e usa-o nas suas próximas pesquisas, "
        "a não ser que diga o contrário.",
    ),
    "memory.list": Text("Memories", "Recuerdos", "Memórias"),
    "memory.none": Text(
        "Nothing yet. Tell the assistant something like “we travel with our dog” or “our "
        "budget is about 150 a night” and it will keep it in mind for your next searches.",
        "Nada todavía. Dile al asistente algo como «viajamos con nuestro perro» o «nuestro "
        "presupuesto es de unos 150 por noche» y lo tendrá en cuenta en tus próximas búsquedas.",
        "Nada ainda. Diga ao assistente algo como «viajamos com o nosso cão» ou «o nosso "
        "orçamento é de uns 150 por noite» e ele terá isso em conta nas próximas pesquisas.",
    ),
    "memory.start_search": Text("Start a search", "Empezar una búsqueda", "Começar uma pesquisa"),
    "memory.remembered": Text("Remembered", "Recordado", "Lembrado"),
    "memory.from": Text("from", "en", "em"),
    "memory.used": _counted(
        en=("used {count} time", "used {count} times"),
        es=("usado {count} vez", "usado {count} veces"),
        pt=("usado {count} vez", "usado {count} vezes"),
    ),
    "memory.last_used": Text("last {ago}", "la última {ago}", "a última {ago}"),
    "memory.importance": Text(
        "importance {importance}/10", "importancia {importance}/10", "importância {importance}/10"
    ),
    "memory.forgotten_on": Text("forgotten on {date}", "se olvida el {date}", "esquecido a {date}"),
    "memory.kept": Text(
        "kept until you forget it", "se guarda hasta que lo olvides", "guardado até o esquecer"
    ),
    "memory.replaces": Text("Replaces", "Sustituye a", "Substitui"),
    "memory.edit": Text("Edit", "Editar", "Editar"),
    "memory.what_i_remember": Text("What I remember", "Lo que recuerdo", "O que eu lembro"),
    "memory.kind": Text("Kind", "Tipo", "Tipo"),
    "memory.importance_label": Text("Importance", "Importancia", "Importância"),
    "memory.save": Text("Save", "Guardar", "Guardar"),
    "memory.save_changes_to": Text("changes to", "cambios de", "alterações de"),
    "memory.forget": Text("Forget", "Olvidar", "Esquecer"),
    "memory.in_new_searches": Text(
        "In new searches: {effect}.",
        "En las búsquedas nuevas: {effect}.",
        "Nas novas pesquisas: {effect}.",
    ),
    # What a memory does to a new search.
    "memory.effect.adds": Text("adds {amenities}", "añade {amenities}", "acrescenta {amenities}"),
    "memory.effect.price_converted": Text(
        "caps the price at {amount} {currency}, converted per market",
        "limita el precio a {amount} {currency}, convertido en cada mercado",
        "limita o preço a {amount} {currency}, convertido em cada mercado",
    ),
    "memory.effect.price": Text(
        "caps the price at {amount} in the searched market's currency",
        "limita el precio a {amount} en la moneda del mercado buscado",
        "limita o preço a {amount} na moeda do mercado pesquisado",
    ),
    "memory.effect.guests": Text(
        "asks for room for {count} guests",
        "pide sitio para {count} huéspedes",
        "pede espaço para {count} hóspedes",
    ),
    "memory.effect.bedrooms": _counted(
        en=("asks for at least {count} bedroom", "asks for at least {count} bedrooms"),
        es=("pide al menos {count} habitación", "pide al menos {count} habitaciones"),
        pt=("pede pelo menos {count} quarto", "pede pelo menos {count} quartos"),
    ),
    "memory.effect.superhosts": Text(
        "keeps to superhosts", "se limita a superanfitriones", "fica-se por superanfitriões"
    ),
    "memory.effect.keeps_to": Text(
        "keeps to {value}", "se limita a {value}", "fica-se por {value}"
    ),
    "memory.effect.market": Text(
        "searches {market} when you name no place",
        "busca en {market} cuando no nombras ningún lugar",
        "pesquisa em {market} quando não indica nenhum lugar",
    ),
    "memory.effect.query": Text(
        "looks for “{query}” places", "busca lugares «{query}»", "procura lugares «{query}»"
    ),
    # How long memories are kept, on the memory panel.
    "memory.policy.booth": Text(
        "This is a shared device: everything here is forgotten {hours} h after you said it.",
        "Este dispositivo es compartido: todo lo de aquí se olvida {hours} h después de decirlo.",
        "Este dispositivo é partilhado: tudo o que está aqui é esquecido {hours} h depois de o "
        "dizer.",
    ),
    "memory.policy.kept": Text(
        "{kinds} are kept until you forget them",
        "{kinds} se guardan hasta que los olvides",
        "{kinds} são guardados até os esquecer",
    ),
    "memory.policy.limited": Text(
        "{kinds} after you last mentioned them, unless they matter a lot (importance "
        "{importance} or more)",
        "{kinds} desde la última vez que los mencionaste, salvo que importen mucho "
        "(importancia {importance} o más)",
        "{kinds} desde a última vez que os mencionou, a não ser que importem muito "
        "(importância {importance} ou mais)",
    ),
    "memory.policy.for_days": Text(
        "{kinds} for {days} days", "{kinds} durante {days} días", "{kinds} durante {days} dias"
    ),
    "memory.policy.and": Text("and", "y", "e"),
    "memory.kinds.preference": Text("preferences", "las preferencias", "as preferências"),
    "memory.kinds.fact": Text("facts", "los hechos", "os factos"),
    "memory.kinds.trip": Text("trip details", "los detalles de viajes", "os detalhes de viagens"),
    "memory.kinds.decision": Text("decisions", "las decisiones", "as decisões"),
    "memory.changes_no_filter": Text(
        "Changes no search filter.",
        "No cambia ningún filtro de búsqueda.",
        "Não altera nenhum filtro de pesquisa.",
    ),
    "memory.notice.edited": Text(
        "Saved your correction.", "Corrección guardada.", "Correção guardada."
    ),
    "memory.notice.forgotten": Text("Forgotten.", "Olvidado.", "Esquecido."),
    "memory.notice.forgot-all": Text(
        "Everything I remembered about you is forgotten.",
        "He olvidado todo lo que recordaba de ti.",
        "Esqueci tudo o que lembrava sobre si.",
    ),
    "memory.notice.deleted": Text(
        "All your data is deleted. You are a new visitor now.",
        "Todos tus datos están borrados. Ahora eres un visitante nuevo.",
        "Todos os seus dados foram apagados. Agora é um novo visitante.",
    ),
    "memory.earlier_conversation": Text(
        "an earlier conversation", "una conversación anterior", "uma conversa anterior"
    ),
    "memory.kind.preference": Text("preference", "preferencia", "preferência"),
    "memory.kind.fact": Text("fact", "hecho", "facto"),
    "memory.kind.trip": Text("trip", "viaje", "viagem"),
    "memory.kind.decision": Text("decision", "decisión", "decisão"),
    "memory.key.travel_party": Text("Travel party", "Con quién viajas", "Com quem viaja"),
    "memory.key.children": Text("Children", "Hijos", "Filhos"),
    "memory.key.bedrooms": Text("Bedrooms", "Habitaciones", "Quartos"),
    "memory.key.pets": Text("Pets", "Mascotas", "Animais de estimação"),
    "memory.key.accessibility": Text("Accessibility", "Accesibilidad", "Acessibilidade"),
    "memory.key.allergy": Text("Allergy", "Alergia", "Alergia"),
    "memory.key.condition": Text("Health and mobility", "Salud y movilidad", "Saúde e mobilidade"),
    "memory.key.budget": Text("Budget", "Presupuesto", "Orçamento"),
    "memory.key.host_preference": Text("Host preference", "Anfitriones", "Anfitriões"),
    "memory.key.room_type": Text("Room type", "Tipo de habitación", "Tipo de quarto"),
    "memory.key.workspace": Text("Workspace", "Espacio de trabajo", "Espaço de trabalho"),
    "memory.key.cooking": Text("Cooking", "Cocina", "Cozinha"),
    "memory.key.parking": Text("Parking", "Aparcamiento", "Estacionamento"),
    "memory.key.must_have": Text("Must have", "Imprescindible", "Indispensável"),
    "memory.key.noise": Text("Noise", "Ruido", "Ruído"),
    "memory.key.preferred_market": Text(
        "Preferred market", "Destino preferido", "Destino preferido"
    ),
    "memory.key.home": Text("Home", "Dónde vives", "Onde vive"),
    "memory.key.property_type": Text("Property type", "Tipo de alojamiento", "Tipo de imóvel"),
    "memory.key.trip": Text("Trip", "Viaje", "Viagem"),
    "memory.key.dislike": Text("Dislike", "No le gusta", "Não gosta"),
    "memory.key.note": Text("Note", "Nota", "Nota"),
    "memory.key.need": Text("Standing need", "Necesidad habitual", "Necessidade habitual"),
    "memory.this_removes": Text("This removes:", "Esto borra:", "Isto apaga:"),
    "memory.cancel": Text("Cancel", "Cancelar", "Cancelar"),
    "memory.forget_everything_title": Text(
        "Forget everything?", "¿Olvidarlo todo?", "Esquecer tudo?"
    ),
    "memory.forget_everything_lines": _counted(
        en=(
            "{count} memory, with its earlier versions.",
            "{count} memories, with their earlier versions.",
        ),
        es=(
            "{count} recuerdo, con sus versiones anteriores.",
            "{count} recuerdos, con sus versiones anteriores.",
        ),
        pt=(
            "{count} memória, com as suas versões anteriores.",
            "{count} memórias, com as suas versões anteriores.",
        ),
    ),
    "memory.forget_everything_keeps": Text(
        "Your conversations and saved stays are kept.",
        "Tus conversaciones y alojamientos guardados se conservan.",
        "As suas conversas e estadias salvas são mantidas.",
    ),
    "memory.forget_everything_confirm": Text(
        "Yes, forget everything", "Sí, olvidarlo todo", "Sim, esquecer tudo"
    ),
    "memory.delete_title": Text(
        "Delete all your data?", "¿Borrar todos tus datos?", "Apagar todos os seus dados?"
    ),
    "memory.delete_memories": _counted(
        en=("{count} memory", "{count} memories"),
        es=("{count} recuerdo", "{count} recuerdos"),
        pt=("{count} memória", "{count} memórias"),
    ),
    "memory.delete_conversations": _counted(
        en=("{count} conversation", "{count} conversations"),
        es=("{count} conversación", "{count} conversaciones"),
        pt=("{count} conversa", "{count} conversas"),
    ),
    "memory.delete_saved": _counted(
        en=("{count} saved stay", "{count} saved stays"),
        es=("{count} alojamiento guardado", "{count} alojamientos guardados"),
        pt=("{count} estadia salva", "{count} estadias salvas"),
    ),
    "memory.delete_activity": _counted(
        en=("{count} activity record", "{count} activity records"),
        es=("{count} registro de actividad", "{count} registros de actividad"),
        pt=("{count} registo de atividade", "{count} registos de atividade"),
    ),
    "memory.delete_keeps": Text(
        "This browser then starts as a new visitor. This cannot be undone.",
        "Este navegador empieza entonces como un visitante nuevo. No se puede deshacer.",
        "Este navegador começa então como um novo visitante. Não pode ser desfeito.",
    ),
    "memory.delete_confirm": Text(
        "Yes, delete my data", "Sí, borrar mis datos", "Sim, apagar os meus dados"
    ),
    # --- a demo booth -------------------------------------------------------------------------
    "booth.still_there": Text("Still there?", "¿Sigues ahí?", "Ainda está aí?"),
    "booth.starting_fresh": Text(
        "Starting fresh for the next visitor in",
        "Empezamos de cero para el siguiente visitante en",
        "Recomeçamos para o próximo visitante em",
    ),
    "booth.will_be_erased": Text(
        "s: this visitor's chat, saved stays and memories will be erased.",
        "s: se borrarán el chat, los guardados y los recuerdos de este visitante.",
        "s: a conversa, os salvos e as memórias deste visitante serão apagados.",
    ),
    "booth.still_here": Text("I'm still here", "Sigo aquí", "Ainda estou aqui"),
    "booth.reset_done": Text(
        "Everything was reset: {conversations}, {memories}, {saved} and {activity} deleted. "
        "The listings are all still here.",
        "Todo se ha reiniciado: borrados {conversations}, {memories}, {saved} y {activity}. "
        "Los anuncios siguen todos aquí.",
        "Tudo foi reiniciado: apagados {conversations}, {memories}, {saved} e {activity}. "
        "Os anúncios continuam todos aqui.",
    ),
    "booth.activity_events": _counted(
        en=("{count} activity event", "{count} activity events"),
        es=("{count} evento de actividad", "{count} eventos de actividad"),
        pt=("{count} evento de atividade", "{count} eventos de atividade"),
    ),
    "booth.back": Text("Back to the booth", "Volver al stand", "Voltar ao stand"),
    "booth.reset_explained": Text(
        "Reset everything: every visitor's conversations, memories, saved stays and activity "
        "are deleted for good. The listings stay.",
        "Reiniciarlo todo: se borran para siempre las conversaciones, recuerdos, guardados y "
        "actividad de todos los visitantes. Los anuncios se quedan.",
        "Reiniciar tudo: as conversas, memórias, salvos e atividade de todos os visitantes são "
        "apagados de vez. Os anúncios ficam.",
    ),
    "booth.host_pin": Text("Host PIN", "PIN del anfitrión", "PIN do anfitrião"),
    "booth.reset_everything": Text("Reset everything", "Reiniciarlo todo", "Reiniciar tudo"),
    "booth.no_host_reset": Text(
        "There is no host reset here: it needs BOOTH_MODE=true and a BOOTH_HOST_PIN.",
        "Aquí no hay reinicio de anfitrión: necesita BOOTH_MODE=true y un BOOTH_HOST_PIN.",
        "Aqui não há reinício de anfitrião: precisa de BOOTH_MODE=true e de um BOOTH_HOST_PIN.",
    ),
    "booth.wrong_pin": _counted(
        en=(
            "Wrong PIN: nothing was reset. {count} more try before the reset locks for "
            "{minutes} minutes.",
            "Wrong PIN: nothing was reset. {count} more tries before the reset locks for "
            "{minutes} minutes.",
        ),
        es=(
            "PIN incorrecto: no se ha reiniciado nada. Queda {count} intento antes de que el "
            "reinicio se bloquee {minutes} minutos.",
            "PIN incorrecto: no se ha reiniciado nada. Quedan {count} intentos antes de que el "
            "reinicio se bloquee {minutes} minutos.",
        ),
        pt=(
            "PIN errado: nada foi reiniciado. Resta {count} tentativa antes de o reinício "
            "bloquear durante {minutes} minutos.",
            "PIN errado: nada foi reiniciado. Restam {count} tentativas antes de o reinício "
            "bloquear durante {minutes} minutos.",
        ),
    ),
    "booth.locked": _counted(
        en=(
            "Too many wrong PINs: the reset is locked. Try again in {count} minute.",
            "Too many wrong PINs: the reset is locked. Try again in {count} minutes.",
        ),
        es=(
            "Demasiados PIN incorrectos: el reinicio está bloqueado. Vuelve a intentarlo en "
            "{count} minuto.",
            "Demasiados PIN incorrectos: el reinicio está bloqueado. Vuelve a intentarlo en "
            "{count} minutos.",
        ),
        pt=(
            "Demasiados PIN errados: o reinício está bloqueado. Tente de novo dentro de "
            "{count} minuto.",
            "Demasiados PIN errados: o reinício está bloqueado. Tente de novo dentro de "
            "{count} minutos.",
        ),
    ),
    # --- when the database is down ------------------------------------------------------------
    "outage.title": Text(
        "Database unavailable", "Base de datos no disponible", "Base de dados indisponível"
    ),
    "outage.heading": Text(
        "The listings database is unavailable",
        "La base de datos de anuncios no está disponible",
        "A base de dados de anúncios está indisponível",
    ),
    "outage.try_again": Text("Try again", "Reintentar", "Tentar de novo"),
    # --- what page scripts write (read from the page's JSON block) ----------------------------
    "script.reply_failed": Text(
        "Sorry, the reply was interrupted. Please try again.",
        "Lo siento, la respuesta se interrumpió. Inténtalo de nuevo.",
        "Desculpe, a resposta foi interrompida. Tente de novo.",
    ),
    "script.copied": Text("Copied", "Copiado", "Copiado"),
    "script.press_to_copy": Text(
        "Selected: press Ctrl+C to copy",
        "Seleccionado: pulsa Ctrl+C para copiar",
        "Selecionado: prima Ctrl+C para copiar",
    ),
    "script.type_first": Text(
        "Type a message first.", "Escribe un mensaje primero.", "Escreva primeiro uma mensagem."
    ),
    "script.found_one": Text(
        "Found 1 stay: {summary}", "1 alojamiento: {summary}", "1 estadia: {summary}"
    ),
    "script.found_many": Text(
        "Found {total} stays: {summary}",
        "{total} alojamientos: {summary}",
        "{total} estadias: {summary}",
    ),
    "script.you": Text("You:", "Tú:", "Você:"),
    "script.staybot": Text("Staybot:", "Staybot:", "Staybot:"),
    "script.local_currency": Text("local currency", "moneda local", "moeda local"),
}


def text(key: str, language: Language, count: float | None = None, **slots: object) -> str:
    """The text ``key`` in ``language``, its ``{slots}`` filled in; a counted text takes
    ``count``, which also fills its ``{count}`` slot."""
    entry = TEXTS[key]
    if count is not None:
        slots.setdefault("count", _number(count))
    if isinstance(entry, CountedText):
        if count is None:
            raise TypeError(f"the text {key!r} needs a count")
        said = entry.said_in(language, count)
    else:
        said = entry.said_in(language)
    return said.format(**slots) if slots else said


def time_ago(moment: datetime, now: datetime, language: Language) -> str:
    """How long before ``now`` ``moment`` was, in words: "just now", "5 minutes ago",
    "yesterday", "3 days ago"; relative, so it reads right in any time zone."""
    elapsed = max(now - moment, timedelta(0))
    if elapsed < timedelta(minutes=1):
        return text("time.just_now", language)
    if elapsed < timedelta(hours=1):
        return text("time.minutes_ago", language, count=elapsed // timedelta(minutes=1))
    if elapsed < timedelta(days=1):
        return text("time.hours_ago", language, count=elapsed // timedelta(hours=1))
    days = elapsed.days
    return text("time.yesterday", language) if days == 1 else text("time.days_ago", language, days)


def has_text(key: str) -> bool:
    """Whether the catalogue has ``key``: for texts named after open-ended values (a memory's
    key), which fall back to the value itself."""
    return key in TEXTS


def script_texts(language: Language) -> dict[str, str]:
    """The texts page scripts write, by their key without ``script.``, in ``language``."""
    return {
        key.removeprefix(SCRIPT_PREFIX): entry.said_in(language)
        for key, entry in TEXTS.items()
        if key.startswith(SCRIPT_PREFIX) and isinstance(entry, Text)
    }


def english_texts_unlike(language: Language) -> list[str]:
    """Every English text that reads differently in ``language``: what must not show on a page
    in that language."""
    return sorted(
        {
            form.en
            for entry in TEXTS.values()
            for form in _forms(entry)
            if form.en != form.said_in(language)
        }
    )


def _forms(entry: Text | CountedText) -> tuple[Text, ...]:
    return (entry.one, entry.other) if isinstance(entry, CountedText) else (entry,)


def _number(count: float) -> str:
    return f"{count:,.0f}" if float(count).is_integer() else f"{count:g}"


def _slots(said: str) -> frozenset[str]:
    return frozenset(name for _, name, _, _ in string.Formatter().parse(said) if name)


def _check_catalogue() -> None:
    """Every language has every text, with the same slots as the English one: a text that
    forgot a slot, or named it differently, fails when the app starts, not on a page."""
    for key, entry in TEXTS.items():
        for form in _forms(entry):
            english = _slots(form.en)
            for said in (form.es, form.pt):
                if not said or _slots(said) != english:
                    raise ValueError(f"interface text {key!r}: {said!r} has other slots")


_check_catalogue()
