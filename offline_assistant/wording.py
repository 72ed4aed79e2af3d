"""The chat's own words in English, Spanish and Portuguese.

Every sentence the chat writes comes from here, so a reply is entirely in the visitor's
language: searches, closest matches, currency notes, saved places, listing details, answers
about the results, markets, what long-term memory did, errors, the notice that the offline
assistant took over from OpenAI, the busy and failure messages, and small talk. Filter names
(amenities, kinds of place) have their usual name in each language; listing names, the host's
text and stored memories are quoted as written.
"""

from __future__ import annotations

from dataclasses import dataclass

from language.value_names import value_name as value_name  # replies name values by it
from offline_assistant.reply_language import Language, message_language


@dataclass(frozen=True)
class Wording:
    """The model's sentences in one language. ``{name}`` fields are filled in by the replies."""

    # small talk
    example_request: str
    greeting: str
    help: str
    thanks: str
    goodbye: str
    lost_track: str
    unclear_nothing: str
    unclear_kept: str
    # searches
    all_markets: str
    matching: str
    unknown_places: str
    no_listings_there: str
    nothing: str
    found: str
    closest: str
    listing: tuple[str, str]
    top_picks: str
    sorted_by: dict[str, str]
    reviews: str
    why: str
    mentions: str
    per_night: str
    price_unknown: str
    local_currency: str
    converted: str
    try_other: str
    conjunction: str
    # filters, as chips and as relaxations
    under: str
    over: str
    bedrooms: tuple[str, str]
    guests_chip: str
    sleeps: str
    superhosts: str
    superhost: str
    rating_chip: str
    dropped: str
    any_host: str
    widened_max_price: str
    widened_min_price: str
    widened_bedrooms: str
    widened_guests: str
    widened_rating: str
    widened_distance: str
    # saved places
    saved_none: str
    saved_count: str
    place: tuple[str, str]
    cheapest: str
    best_rated: str
    most_room: str
    # one listing
    in_place: str
    has_amenity: str
    quotes: str
    # questions about the results
    no_results_yet: str
    no_such_result: str
    about_result: str
    best_for: str
    runner_up: str
    none_fits: str
    ordinal: tuple[str, ...]
    text_silent: str
    amenity_only_in_text: str
    amenity_unknown: str  # ends by offering the filter
    it_says: str
    near_yes: str
    near_no: str
    near_unknown: str
    closest_to_what: str
    superlative_first: dict[str, str]  # criterion -> who is most so, with {fact}
    superlative_next: str
    superlative_unknown: dict[str, str]  # criterion -> none of them says
    # markets we do not have
    nearest_markets: str
    no_listings_in: str
    nearest_are: str
    market_distance: str
    compass: tuple[str, str, str, str, str, str, str, str]  # N, NE, E, SE, S, SW, W, NW
    # markets and errors
    no_markets: str
    markets: str
    market: tuple[str, str]
    tool_failed: str
    tool_failed_detail: str
    # long-term memory: why a search used a memory (the memory's own words stay as stored)
    because_pets: str
    pet_owners: dict[str, str]  # "dog" -> "your dog", with the possessive the language needs
    because_budget: str
    because_party: str
    because_superhost: str
    because_access: str
    access_needs: dict[str, tuple[str, str]]  # amenity -> (what you need, which places)
    access_fallback: tuple[str, str]
    because_trip: str
    because_room_type: str
    preferred_rooms: dict[str, str]  # room type -> the places it means
    because_workspace: str
    because_amenity: str
    because_quiet: str
    # long-term memory: what the memory tools did
    remembered_new: str
    remembered_changed: str
    memory_item: str  # one memory in those notes: {sentence} reads on, {stored} quotes it
    recalled: str
    nothing_remembered: str
    memory_page: str
    forgotten: str
    forget_failed: str
    # a turn that could not be answered as asked
    gave_up: str
    turn_failed: str
    reply_lost: str  # the reply of a message whose turn died (its process stopped) unanswered
    fallback_notice: str
    busy: str
    too_many_turns: str  # a visitor past CHAT_TURNS_PER_MINUTE
    still_answering: str
    conversation_gone: str
    message_too_long: str
    # the chat panel around the replies
    panel_greeting: str
    panel_greeting_listing: str
    stays: tuple[str, str]
    all_stays: str
    # what the chat shows while a tool runs
    searching: str
    searching_everything: str
    tool_activity: dict[str, str]  # tool name -> what it is doing
    working: str


ENGLISH = Wording(
    example_request="2 bedroom flat in Porto under 120",
    greeting=(
        "Hi! Tell me where you'd like to stay and what matters to you, for example "
        "“{example}”, and I'll search the listings."
    ),
    help=(
        "I search real Airbnb listings for you. Tell me a place, a budget, how many bedrooms or "
        "guests and must-haves (“{example} with wifi”), then refine: “only superhosts”, "
        "“cheaper, under 100”, “what about Rio instead?”. I can also answer questions about the "
        "results (“which one is best for kids?”) and the listing you're viewing, compare your "
        "saved places and tell you which cities I cover."
    ),
    thanks="You're welcome! Tell me if you'd like to change anything in the search.",
    goodbye="Enjoy your trip! Your search and saved places will be here when you come back.",
    lost_track="Sorry, I lost track of that. Could you ask again?",
    unclear_nothing="I didn't catch a place or a filter in that.",
    unclear_kept=(
        "I didn't catch a change in that; your search is still {searched}. Tell me what to "
        "change, e.g. “only superhosts” or “under 100”."
    ),
    all_markets="all markets",
    matching=" matching “{query}”",
    unknown_places="I don't have listings in {places}; I searched {searched}.",
    no_listings_there="I don't have any listings in {place} yet. I have listings in {markets}.",
    nothing="Nothing matches {searched}{matching}.",
    found="I found {total} {listings} for {searched}{matching}{order}.",
    closest=(
        "Nothing matches {searched}{matching} exactly, so here are the closest matches "
        "({relaxed}): {total} {listings}{order}."
    ),
    listing=("listing", "listings"),
    top_picks=" Top picks:",
    sorted_by={
        "price_asc": ", cheapest first",
        "price_desc": ", most expensive first",
        "rating": ", best rated first",
    },
    reviews="reviews",
    why="Why",
    mentions="mentions {words}",
    per_night="/night",
    price_unknown="price unknown",
    local_currency="Prices are per night in {currency}, the local currency.",
    converted="Your budget of {amount} {currency} is about {converted} {new_currency} in {market}.",
    try_other=" Try removing a filter or searching another market.",
    conjunction="and",
    under="under {price}",
    over="over {price}",
    bedrooms=("bedroom", "bedrooms"),
    guests_chip="{count}+ guests",
    sleeps="sleeps {count}",
    superhosts="superhosts",
    superhost="superhost",
    rating_chip="{rating}★+",
    dropped="without {filter}",
    any_host="any host, not only superhosts",
    widened_max_price="budget widened from {requested} to {relaxed}",
    widened_min_price="minimum price lowered from {requested} to {relaxed}",
    widened_bedrooms="{relaxed}+ bedrooms instead of {requested}+",
    widened_guests="for {relaxed}+ guests instead of {requested}+",
    widened_rating="rated {relaxed}★+ instead of {requested}★+",
    widened_distance="within {relaxed} instead of {requested}",
    saved_none=(
        "You haven't saved any places yet. Tap the heart on a listing to save it and I can "
        "compare them for you."
    ),
    saved_count="You have {count} saved {places}:",
    place=("place", "places"),
    cheapest="Cheapest: **{name}** ({price}).",
    best_rated="Best rated: **{name}** (★ {rating}).",
    most_room="Most room: **{name}** ({sleeps}).",
    in_place="in {place}",
    has_amenity="Yes, **{name}** lists {amenity} among its amenities.",
    quotes="Here is what **{name}** says about that: {quotes}",
    no_results_yet=(
        "I haven't shown you any listings in this conversation yet. Tell me where you'd like to "
        "stay and I'll search."
    ),
    no_such_result="I only showed {count} {listings}, so there is no {ordinal} one.",
    about_result="**{name}** ({position} in the results): {summary}, {place}.",
    best_for="For {need}, I'd pick **{name}**: {reasons}.",
    runner_up="Next: **{name}** ({reasons}).",
    none_fits=(
        "None of the {count} {listings} on screen says much about {need}; **{name}** is the "
        "roomiest ({reasons})."
    ),
    ordinal=(
        "first",
        "second",
        "third",
        "fourth",
        "fifth",
        "sixth",
        "seventh",
        "eighth",
        "ninth",
        "tenth",
        "last",
    ),
    text_silent="**{name}** doesn't say anything about {words}, so I can't tell.",
    amenity_only_in_text=(
        "**{name}** doesn't list {amenity} among its amenities, but its description says: {quotes}"
    ),
    amenity_unknown=(
        "**{name}** doesn't list {amenity} among its amenities and its description doesn't "
        "mention it, so I don't know. Say “only with {amenity}” and I'll show only places that "
        "list it."
    ),
    it_says="Its description says: {quotes}",
    near_yes="Yes, **{name}** is about {distance} from {place}.",
    near_no="Not really: **{name}** is about {distance} from {place}.",
    near_unknown=(
        "**{name}** doesn't say how close it is to the {target}, and I don't know where that is "
        "here, so I can't tell. Say “near the {target}” and I'll look for places that mention it."
    ),
    closest_to_what="Closest to what? Name a place, e.g. “which one is closest to the beach?”.",
    superlative_first={
        "cheapest": "The cheapest of the {count} {listings} on screen is {name} ({fact}).",
        "priciest": "The most expensive of the {count} {listings} on screen is {name} ({fact}).",
        "best_rated": "The best rated of the {count} {listings} on screen is {name} ({fact}).",
        "most_reviewed": (
            "The most reviewed of the {count} {listings} on screen is {name} ({fact})."
        ),
        "biggest": "The biggest of the {count} {listings} on screen is {name} ({fact}).",
        "closest": "Closest to {place} of the {count} {listings} on screen: {name} ({fact}).",
    },
    superlative_next="Next comes {name} ({fact}).",
    superlative_unknown={
        "cheapest": "None of the {count} {listings} on screen shows a price.",
        "priciest": "None of the {count} {listings} on screen shows a price.",
        "best_rated": "None of the {count} {listings} on screen has a rating yet.",
        "most_reviewed": "None of the {count} {listings} on screen has reviews yet.",
        "biggest": "None of the {count} {listings} on screen says how big it is.",
        "closest": "None of the {count} {listings} on screen says where it is exactly.",
    },
    nearest_markets="I don't have listings in {place}; the nearest markets I have are {markets}.",
    no_listings_in="I don't have listings in {place}.",
    nearest_are="The nearest markets I have are {markets}.",
    market_distance="{market} (about {km} km {direction})",
    compass=("north", "northeast", "east", "southeast", "south", "southwest", "west", "northwest"),
    no_markets="No listings are loaded yet, so there is nothing to search.",
    markets="I have listings in {count} {markets_word}: {names}. Where would you like to stay?",
    market=("market", "markets"),
    tool_failed="Sorry, I couldn't do that.",
    tool_failed_detail="Sorry, I couldn't do that: {message}",
    because_pets="Since you travel with {animal}, I kept to pet-friendly places.",
    pet_owners={
        animal: f"your {animal}" for animal in ("dog", "dogs", "cat", "cats", "pet", "pets")
    },
    because_budget="Since your budget is about {budget} a night, I kept to places up to {ceiling}.",
    because_party="Since you travel as a party of {size}, I kept to places that sleep {size}.",
    because_superhost="Since you prefer superhosts, I kept to superhost listings.",
    because_access="Since you {need}, I kept to {places}.",
    access_needs={
        "Wheelchair accessible": ("need wheelchair access", "wheelchair-accessible places"),
        "Step-free access": ("need step-free access", "places with step-free access"),
        "Elevator": ("need an elevator", "places with an elevator"),
    },
    access_fallback=("need it", "places with {amenity}"),
    because_trip="Since you're planning a trip to {market}, I searched there.",
    because_room_type="Since you prefer {rooms}, I kept to them.",
    preferred_rooms={
        "Entire home/apt": "entire homes",
        "Private room": "private rooms",
        "Shared room": "shared rooms",
    },
    because_workspace=(
        "Since you work on the road, I kept to places with a laptop-friendly workspace."
    ),
    because_amenity="Since you always need {amenity}, I kept to places that have it.",
    because_quiet="Since noise bothers you, I looked for quiet places.",
    remembered_new="I'll remember that for next time: {memories}.",
    remembered_changed="I've updated what I remember: {memories}.",
    memory_item="{sentence}",
    recalled="Here is what I remember about you (and only you):",
    nothing_remembered=(
        "I don't remember anything about you yet. Tell me things like “we travel with our dog” "
        "or “our budget is about 150 a night” and I'll keep them in mind for your next searches."
    ),
    memory_page="You can see, edit or forget what I remember on the Memory page.",
    forgotten="Done, I've forgotten that: “{memory}”",
    forget_failed=(
        "I couldn't find that memory among yours, so nothing was forgotten. "
        "The Memory page lists everything I remember about you."
    ),
    gave_up="Sorry, I couldn't finish that one. Could you say it another way?",
    turn_failed="Sorry, something went wrong while answering. Please try again in a moment.",
    reply_lost="(This message wasn't answered: the app restarted. Ask again if you still need it.)",
    fallback_notice="(OpenAI is unavailable right now, so the offline assistant answered.)",
    busy="Lots of people are chatting right now, try again in a few seconds.",
    too_many_turns=(
        "That's a lot of messages in a minute. Please wait a moment, then send it again."
    ),
    still_answering=("I'm still answering your other message in this chat; try again in a moment."),
    conversation_gone=("That conversation isn't available any more. Start a new chat to go on."),
    message_too_long="Messages can be up to {limit} characters; this one has {length}.",
    panel_greeting=(
        "Hi! Tell me where you'd like to stay and what matters to you. I'll search the listings "
        "and set the filters for you."
    ),
    panel_greeting_listing="Questions about this place? Ask away, or start a new search.",
    stays=("stay", "stays"),
    all_stays="All stays",
    searching="Searching {search}…",
    searching_everything="Searching all listings…",
    tool_activity={
        "getSavedRentals": "Opening your saved places…",
        "getRentalDetails": "Reading the listing…",
        "getSearchResults": "Reading the results…",
        "listMarkets": "Checking which cities have listings…",
        "remember": "Noting that for next time…",
        "recallMemories": "Checking what I remember…",
        "forgetMemory": "Forgetting that…",
    },
    working="Working…",
)

SPANISH = Wording(
    example_request="piso de 2 habitaciones en Porto por menos de 120",
    greeting=(
        "¡Hola! Dime dónde te gustaría alojarte y qué es importante para ti, por ejemplo "
        "“{example}”, y buscaré entre los alojamientos."
    ),
    help=(
        "Busco alojamientos reales de Airbnb para ti. Dime un lugar, un presupuesto, cuántas "
        "habitaciones o huéspedes y lo imprescindible (“{example} con wifi”), y luego ajusta: "
        "“solo superanfitriones”, “más barato, menos de 100”, “¿y en Rio?”. También respondo "
        "preguntas sobre los resultados (“¿cuál es mejor para niños?”) y el alojamiento que "
        "estás viendo, comparo tus guardados y te digo qué ciudades cubro."
    ),
    thanks="¡De nada! Dime si quieres cambiar algo de la búsqueda.",
    goodbye="¡Buen viaje! Tu búsqueda y tus guardados seguirán aquí cuando vuelvas.",
    lost_track="Perdona, he perdido el hilo. ¿Puedes preguntarlo otra vez?",
    unclear_nothing="No he entendido ningún lugar ni filtro en eso.",
    unclear_kept=(
        "No he entendido ningún cambio; tu búsqueda sigue siendo {searched}. Dime qué cambiar, "
        "por ejemplo “solo superanfitriones” o “menos de 100”."
    ),
    all_markets="todos los mercados",
    matching=" (búsqueda: “{query}”)",
    unknown_places="No tengo alojamientos en {places}; busqué en {searched}.",
    no_listings_there="Todavía no tengo alojamientos en {place}. Tengo alojamientos en {markets}.",
    nothing="No encontré nada para {searched}{matching}.",
    found="Encontré {total} {listings} para {searched}{matching}{order}.",
    closest=(
        "Nada coincide exactamente con {searched}{matching}, así que estos son los más "
        "parecidos ({relaxed}): {total} {listings}{order}."
    ),
    listing=("alojamiento", "alojamientos"),
    top_picks=" Los mejores:",
    sorted_by={
        "price_asc": ", del más barato al más caro",
        "price_desc": ", del más caro al más barato",
        "rating": ", los mejor valorados primero",
    },
    reviews="reseñas",
    why="Por qué",
    mentions="menciona {words}",
    per_night="/noche",
    price_unknown="precio desconocido",
    local_currency="Los precios son por noche en {currency}, la moneda local.",
    converted=(
        "Tu presupuesto de {amount} {currency} equivale a unos {converted} {new_currency} "
        "en {market}."
    ),
    try_other=" Prueba a quitar un filtro o a buscar en otro mercado.",
    conjunction="y",
    under="menos de {price}",
    over="más de {price}",
    bedrooms=("habitación", "habitaciones"),
    guests_chip="{count}+ huéspedes",
    sleeps="para {count} personas",
    superhosts="solo superanfitriones",
    superhost="superanfitrión",
    rating_chip="{rating}★ o más",
    dropped="sin {filter}",
    any_host="cualquier anfitrión, no solo superanfitriones",
    widened_max_price="presupuesto ampliado de {requested} a {relaxed}",
    widened_min_price="precio mínimo bajado de {requested} a {relaxed}",
    widened_bedrooms="{relaxed}+ habitaciones en lugar de {requested}+",
    widened_guests="para {relaxed}+ huéspedes en lugar de {requested}+",
    widened_rating="valoración de {relaxed}★ o más en lugar de {requested}★",
    widened_distance="a menos de {relaxed} en lugar de {requested}",
    saved_none=(
        "Todavía no has guardado ningún alojamiento. Toca el corazón de un alojamiento para "
        "guardarlo y podré compararlos."
    ),
    saved_count="Tienes {count} {places} guardados:",
    place=("alojamiento", "alojamientos"),
    cheapest="El más barato: **{name}** ({price}).",
    best_rated="El mejor valorado: **{name}** (★ {rating}).",
    most_room="El más amplio: **{name}** ({sleeps}).",
    in_place="en {place}",
    has_amenity="Sí, **{name}** incluye {amenity} entre sus servicios.",
    quotes="Esto dice **{name}** al respecto: {quotes}",
    no_results_yet=(
        "Todavía no te he mostrado alojamientos en esta conversación. Dime dónde te gustaría "
        "alojarte y buscaré."
    ),
    no_such_result="Solo mostré {count} {listings}, así que no hay un {ordinal}.",
    about_result="**{name}** ({position} de los resultados): {summary}, {place}.",
    best_for="Para {need}, elegiría **{name}**: {reasons}.",
    runner_up="Después: **{name}** ({reasons}).",
    none_fits=(
        "Ninguno de los {count} {listings} en pantalla dice mucho sobre {need}; **{name}** es "
        "el más amplio ({reasons})."
    ),
    ordinal=(
        "primero",
        "segundo",
        "tercero",
        "cuarto",
        "quinto",
        "sexto",
        "séptimo",
        "octavo",
        "noveno",
        "décimo",
        "último",
    ),
    text_silent="**{name}** no dice nada sobre {words}, así que no lo sé.",
    amenity_only_in_text=(
        "**{name}** no incluye {amenity} entre sus servicios, pero su descripción dice: {quotes}"
    ),
    amenity_unknown=(
        "**{name}** no incluye {amenity} entre sus servicios y su descripción no lo menciona, así "
        "que no lo sé. Di “solo con {amenity}” y te mostraré solo alojamientos que lo incluyan."
    ),
    it_says="Su descripción dice: {quotes}",
    near_yes="Sí, **{name}** está a unos {distance} de {place}.",
    near_no="No mucho: **{name}** está a unos {distance} de {place}.",
    near_unknown=(
        "**{name}** no dice a qué distancia está de {target}, y no sé dónde queda aquí, así que no "
        "lo sé. Di “cerca de {target}” y buscaré alojamientos que lo mencionen."
    ),
    closest_to_what=(
        "¿Más cerca de qué? Nombra un lugar, por ejemplo “¿cuál está más cerca de la playa?”."
    ),
    superlative_first={
        "cheapest": "El más barato de los {count} {listings} en pantalla es {name} ({fact}).",
        "priciest": "El más caro de los {count} {listings} en pantalla es {name} ({fact}).",
        "best_rated": (
            "El mejor valorado de los {count} {listings} en pantalla es {name} ({fact})."
        ),
        "most_reviewed": (
            "El que tiene más reseñas de los {count} {listings} en pantalla es {name} ({fact})."
        ),
        "biggest": "El más grande de los {count} {listings} en pantalla es {name} ({fact}).",
        "closest": (
            "El más cercano a {place} de los {count} {listings} en pantalla: {name} ({fact})."
        ),
    },
    superlative_next="Le sigue {name} ({fact}).",
    superlative_unknown={
        "cheapest": "Ninguno de los {count} {listings} en pantalla muestra un precio.",
        "priciest": "Ninguno de los {count} {listings} en pantalla muestra un precio.",
        "best_rated": "Ninguno de los {count} {listings} en pantalla tiene valoración todavía.",
        "most_reviewed": "Ninguno de los {count} {listings} en pantalla tiene reseñas todavía.",
        "biggest": "Ninguno de los {count} {listings} en pantalla dice su tamaño.",
        "closest": "Ninguno de los {count} {listings} en pantalla dice dónde está exactamente.",
    },
    nearest_markets=(
        "No tengo alojamientos en {place}; los mercados más cercanos que tengo son {markets}."
    ),
    no_listings_in="No tengo alojamientos en {place}.",
    nearest_are="Los mercados más cercanos que tengo son {markets}.",
    market_distance="{market} (a unos {km} km {direction})",
    compass=(
        "al norte",
        "al noreste",
        "al este",
        "al sureste",
        "al sur",
        "al suroeste",
        "al oeste",
        "al noroeste",
    ),
    no_markets="Todavía no hay alojamientos cargados, así que no hay nada que buscar.",
    markets=("Tengo alojamientos en {count} {markets_word}: {names}. ¿Dónde te gustaría alojarte?"),
    market=("mercado", "mercados"),
    tool_failed="Lo siento, no he podido hacerlo.",
    tool_failed_detail="Lo siento, no he podido hacerlo.",
    because_pets="Como viajas con {animal}, me limité a alojamientos que admiten mascotas.",
    pet_owners={
        "dog": "tu perro",
        "dogs": "tus perros",
        "cat": "tu gato",
        "cats": "tus gatos",
        "pet": "tu mascota",
        "pets": "tus mascotas",
    },
    because_budget=(
        "Como tu presupuesto es de unos {budget} por noche, me limité a alojamientos de "
        "hasta {ceiling}."
    ),
    because_party="Como viajáis {size} personas, me limité a alojamientos para {size}.",
    because_superhost="Como prefieres superanfitriones, me limité a sus alojamientos.",
    because_access="Como {need}, me limité a {places}.",
    access_needs={
        "Wheelchair accessible": (
            "necesitas acceso en silla de ruedas",
            "alojamientos accesibles en silla de ruedas",
        ),
        "Step-free access": ("necesitas acceso sin escalones", "alojamientos sin escalones"),
        "Elevator": ("necesitas ascensor", "alojamientos con ascensor"),
    },
    access_fallback=("lo necesitas", "alojamientos con {amenity}"),
    because_trip="Como planeas un viaje a {market}, busqué allí.",
    because_room_type="Como prefieres {rooms}, me limité a ellos.",
    preferred_rooms={
        "Entire home/apt": "alojamientos enteros",
        "Private room": "habitaciones privadas",
        "Shared room": "habitaciones compartidas",
    },
    because_workspace="Como trabajas en remoto, me limité a alojamientos con espacio de trabajo.",
    because_amenity="Como siempre necesitas {amenity}, me limité a alojamientos que lo tienen.",
    because_quiet="Como el ruido te molesta, busqué sitios tranquilos.",
    remembered_new="Lo recordaré para la próxima vez: {memories}.",
    remembered_changed="He actualizado lo que recuerdo: {memories}.",
    memory_item="“{stored}”",
    recalled="Esto es lo que recuerdo de ti (y solo de ti):",
    nothing_remembered=(
        "Todavía no recuerdo nada de ti. Dime cosas como “viajamos con nuestro perro” o "
        "“nuestro presupuesto es de unos 150 por noche” y las tendré en cuenta en tus próximas "
        "búsquedas."
    ),
    memory_page="En la página Memoria puedes ver, editar u olvidar lo que recuerdo.",
    forgotten="Hecho, lo he olvidado: “{memory}”",
    forget_failed=(
        "No he encontrado ese recuerdo entre los tuyos, así que no he olvidado nada. "
        "La página Memoria muestra todo lo que recuerdo de ti."
    ),
    gave_up="Lo siento, no he podido terminar esa. ¿Puedes decirlo de otra manera?",
    turn_failed=(
        "Lo siento, algo ha fallado al responder. Inténtalo de nuevo en un momento, por favor."
    ),
    reply_lost=(
        "(Este mensaje no tuvo respuesta: la aplicación se reinició. Pregunta de nuevo si aún lo "
        "necesitas.)"
    ),
    fallback_notice=(
        "(OpenAI no está disponible ahora mismo, así que respondió el asistente sin conexión.)"
    ),
    busy="Hay mucha gente chateando ahora mismo; inténtalo de nuevo en unos segundos.",
    too_many_turns=(
        "Son muchos mensajes en un minuto. Espera un momento y vuelve a enviarlo, por favor."
    ),
    still_answering=(
        "Todavía estoy respondiendo a tu otro mensaje en este chat; inténtalo de nuevo en un "
        "momento."
    ),
    conversation_gone=(
        "Esa conversación ya no está disponible. Empieza un chat nuevo para seguir."
    ),
    message_too_long="Los mensajes pueden tener hasta {limit} caracteres; este tiene {length}.",
    panel_greeting=(
        "¡Hola! Dime dónde te gustaría alojarte y qué es importante para ti. Buscaré entre los "
        "alojamientos y pondré los filtros por ti."
    ),
    panel_greeting_listing=(
        "¿Preguntas sobre este alojamiento? Pregunta lo que quieras, o empieza una nueva búsqueda."
    ),
    stays=("alojamiento", "alojamientos"),
    all_stays="Todos los alojamientos",
    searching="Buscando {search}…",
    searching_everything="Buscando en todos los alojamientos…",
    tool_activity={
        "getSavedRentals": "Abriendo tus guardados…",
        "getRentalDetails": "Leyendo el alojamiento…",
        "getSearchResults": "Leyendo los resultados…",
        "listMarkets": "Comprobando qué ciudades tienen alojamientos…",
        "remember": "Tomando nota para la próxima vez…",
        "recallMemories": "Comprobando lo que recuerdo…",
        "forgetMemory": "Olvidándolo…",
    },
    working="Trabajando…",
)

PORTUGUESE = Wording(
    example_request="apartamento de 2 quartos no Porto até 120",
    greeting=(
        "Olá! Diga onde gostaria de ficar e o que é importante para você, por exemplo "
        "“{example}”, e eu procuro entre as acomodações."
    ),
    help=(
        "Eu procuro acomodações reais do Airbnb para você. Diga um lugar, um orçamento, quantos "
        "quartos ou hóspedes e o que não pode faltar (“{example} com wifi”), e depois ajuste: "
        "“só superanfitriões”, “mais barato, até 100”, “e no Rio?”. Também respondo perguntas "
        "sobre os resultados (“qual é melhor para crianças?”) e a acomodação que você está "
        "vendo, comparo seus salvos e digo quais cidades cubro."
    ),
    thanks="De nada! Diga se quiser mudar algo na busca.",
    goodbye="Boa viagem! Sua busca e seus salvos estarão aqui quando você voltar.",
    lost_track="Desculpe, perdi o fio. Pode perguntar de novo?",
    unclear_nothing="Não entendi nenhum lugar nem filtro nisso.",
    unclear_kept=(
        "Não entendi nenhuma mudança; sua busca continua {searched}. Diga o que mudar, por "
        "exemplo “só superanfitriões” ou “até 100”."
    ),
    all_markets="todos os mercados",
    matching=" (busca: “{query}”)",
    unknown_places="Não tenho acomodações em {places}; procurei em {searched}.",
    no_listings_there="Ainda não tenho acomodações em {place}. Tenho acomodações em {markets}.",
    nothing="Não encontrei nada para {searched}{matching}.",
    found="Encontrei {total} {listings} para {searched}{matching}{order}.",
    closest=(
        "Nada corresponde exatamente a {searched}{matching}, então aqui estão as mais "
        "próximas ({relaxed}): {total} {listings}{order}."
    ),
    listing=("acomodação", "acomodações"),
    top_picks=" As melhores:",
    sorted_by={
        "price_asc": ", da mais barata à mais cara",
        "price_desc": ", da mais cara à mais barata",
        "rating": ", as mais bem avaliadas primeiro",
    },
    reviews="avaliações",
    why="Por quê",
    mentions="menciona {words}",
    per_night="/noite",
    price_unknown="preço desconhecido",
    local_currency="Os preços são por noite em {currency}, a moeda local.",
    converted=(
        "Seu orçamento de {amount} {currency} equivale a cerca de {converted} {new_currency} "
        "em {market}."
    ),
    try_other=" Tente remover um filtro ou procurar em outro mercado.",
    conjunction="e",
    under="até {price}",
    over="acima de {price}",
    bedrooms=("quarto", "quartos"),
    guests_chip="{count}+ hóspedes",
    sleeps="para {count} pessoas",
    superhosts="só superanfitriões",
    superhost="superanfitrião",
    rating_chip="{rating}★ ou mais",
    dropped="sem {filter}",
    any_host="qualquer anfitrião, não só superanfitriões",
    widened_max_price="orçamento ampliado de {requested} para {relaxed}",
    widened_min_price="preço mínimo reduzido de {requested} para {relaxed}",
    widened_bedrooms="{relaxed}+ quartos em vez de {requested}+",
    widened_guests="para {relaxed}+ hóspedes em vez de {requested}+",
    widened_rating="avaliação de {relaxed}★ ou mais em vez de {requested}★",
    widened_distance="a menos de {relaxed} em vez de {requested}",
    saved_none=(
        "Você ainda não salvou nenhuma acomodação. Toque no coração de uma acomodação para "
        "salvá-la e eu posso compará-las."
    ),
    saved_count="Você tem {count} {places} salvas:",
    place=("acomodação", "acomodações"),
    cheapest="A mais barata: **{name}** ({price}).",
    best_rated="A mais bem avaliada: **{name}** (★ {rating}).",
    most_room="A mais espaçosa: **{name}** ({sleeps}).",
    in_place="em {place}",
    has_amenity="Sim, **{name}** inclui {amenity} entre as comodidades.",
    quotes="Isto é o que **{name}** diz sobre isso: {quotes}",
    no_results_yet=(
        "Ainda não mostrei acomodações nesta conversa. Diga onde gostaria de ficar e eu procuro."
    ),
    no_such_result="Só mostrei {count} {listings}, então não há uma {ordinal}.",
    about_result="**{name}** ({position} nos resultados): {summary}, {place}.",
    best_for="Para {need}, eu escolheria **{name}**: {reasons}.",
    runner_up="Depois: **{name}** ({reasons}).",
    none_fits=(
        "Nenhuma das {count} {listings} na tela fala muito sobre {need}; **{name}** é a mais "
        "espaçosa ({reasons})."
    ),
    ordinal=(
        "primeira",
        "segunda",
        "terceira",
        "quarta",
        "quinta",
        "sexta",
        "sétima",
        "oitava",
        "nona",
        "décima",
        "última",
    ),
    text_silent="**{name}** não diz nada sobre {words}, então não sei.",
    amenity_only_in_text=(
        "**{name}** não inclui {amenity} entre as comodidades, mas a descrição diz: {quotes}"
    ),
    amenity_unknown=(
        "**{name}** não inclui {amenity} entre as comodidades e a descrição não menciona, então "
        "não sei. Diga “só com {amenity}” e eu mostro só acomodações que incluam."
    ),
    it_says="A descrição diz: {quotes}",
    near_yes="Sim, **{name}** fica a cerca de {distance} de {place}.",
    near_no="Não muito: **{name}** fica a cerca de {distance} de {place}.",
    near_unknown=(
        "**{name}** não diz a que distância fica de {target}, e não sei onde fica aqui, então não "
        "sei. Diga “perto de {target}” e eu procuro acomodações que mencionem isso."
    ),
    closest_to_what=(
        "Mais perto do quê? Diga um lugar, por exemplo “qual fica mais perto da praia?”."
    ),
    superlative_first={
        "cheapest": "A mais barata das {count} {listings} na tela é {name} ({fact}).",
        "priciest": "A mais cara das {count} {listings} na tela é {name} ({fact}).",
        "best_rated": "A mais bem avaliada das {count} {listings} na tela é {name} ({fact}).",
        "most_reviewed": "A com mais avaliações das {count} {listings} na tela é {name} ({fact}).",
        "biggest": "A maior das {count} {listings} na tela é {name} ({fact}).",
        "closest": "A mais perto de {place} das {count} {listings} na tela: {name} ({fact}).",
    },
    superlative_next="Depois vem {name} ({fact}).",
    superlative_unknown={
        "cheapest": "Nenhuma das {count} {listings} na tela mostra um preço.",
        "priciest": "Nenhuma das {count} {listings} na tela mostra um preço.",
        "best_rated": "Nenhuma das {count} {listings} na tela tem avaliação ainda.",
        "most_reviewed": "Nenhuma das {count} {listings} na tela tem avaliações ainda.",
        "biggest": "Nenhuma das {count} {listings} na tela diz o seu tamanho.",
        "closest": "Nenhuma das {count} {listings} na tela diz onde fica exatamente.",
    },
    nearest_markets=(
        "Não tenho acomodações em {place}; os mercados mais próximos que tenho são {markets}."
    ),
    no_listings_in="Não tenho acomodações em {place}.",
    nearest_are="Os mercados mais próximos que tenho são {markets}.",
    market_distance="{market} (a cerca de {km} km {direction})",
    compass=(
        "ao norte",
        "a nordeste",
        "a leste",
        "a sudeste",
        "ao sul",
        "a sudoeste",
        "a oeste",
        "a noroeste",
    ),
    no_markets="Ainda não há acomodações carregadas, então não há nada para procurar.",
    markets="Tenho acomodações em {count} {markets_word}: {names}. Onde gostaria de ficar?",
    market=("mercado", "mercados"),
    tool_failed="Desculpe, não consegui fazer isso.",
    tool_failed_detail="Desculpe, não consegui fazer isso.",
    because_pets="Como você viaja com {animal}, fiquei com acomodações que aceitam animais.",
    pet_owners={
        "dog": "seu cachorro",
        "dogs": "seus cachorros",
        "cat": "seu gato",
        "cats": "seus gatos",
        "pet": "seu pet",
        "pets": "seus pets",
    },
    because_budget=(
        "Como seu orçamento é de cerca de {budget} por noite, fiquei com acomodações de "
        "até {ceiling}."
    ),
    because_party="Como vocês viajam em {size}, fiquei com acomodações para {size} pessoas.",
    because_superhost="Como você prefere superanfitriões, fiquei com os anúncios deles.",
    because_access="Como você {need}, fiquei com {places}.",
    access_needs={
        "Wheelchair accessible": (
            "precisa de acesso para cadeira de rodas",
            "acomodações acessíveis para cadeira de rodas",
        ),
        "Step-free access": ("precisa de acesso sem degraus", "acomodações sem degraus"),
        "Elevator": ("precisa de elevador", "acomodações com elevador"),
    },
    access_fallback=("precisa disso", "acomodações com {amenity}"),
    because_trip="Como você está planejando uma viagem para {market}, procurei lá.",
    because_room_type="Como você prefere {rooms}, fiquei com essas opções.",
    preferred_rooms={
        "Entire home/apt": "lugares inteiros",
        "Private room": "quartos privados",
        "Shared room": "quartos compartilhados",
    },
    because_workspace=(
        "Como você trabalha remotamente, fiquei com acomodações com espaço de trabalho."
    ),
    because_amenity="Como você sempre precisa de {amenity}, fiquei com acomodações que têm isso.",
    because_quiet="Como o barulho te incomoda, procurei lugares tranquilos.",
    remembered_new="Vou lembrar disso da próxima vez: {memories}.",
    remembered_changed="Atualizei o que lembro: {memories}.",
    memory_item="“{stored}”",
    recalled="Isto é o que eu lembro sobre você (e só sobre você):",
    nothing_remembered=(
        "Ainda não lembro nada sobre você. Diga coisas como “viajamos com nosso cachorro” ou "
        "“nosso orçamento é de cerca de 150 por noite” e vou levá-las em conta nas suas "
        "próximas buscas."
    ),
    memory_page="Na página Memória você pode ver, editar ou esquecer o que eu lembro.",
    forgotten="Pronto, esqueci isso: “{memory}”",
    forget_failed=(
        "Não encontrei essa memória entre as suas, então nada foi esquecido. "
        "A página Memória mostra tudo o que eu lembro sobre você."
    ),
    gave_up="Desculpe, não consegui terminar essa. Pode dizer de outro jeito?",
    turn_failed="Desculpe, algo deu errado ao responder. Tente de novo daqui a pouco.",
    reply_lost=(
        "(Esta mensagem ficou sem resposta: o aplicativo reiniciou. Pergunte de novo se ainda "
        "precisar.)"
    ),
    fallback_notice="(A OpenAI está indisponível agora, então o assistente offline respondeu.)",
    busy="Tem muita gente conversando agora; tente de novo em alguns segundos.",
    too_many_turns="São muitas mensagens em um minuto. Espere um pouco e envie de novo, por favor.",
    still_answering=(
        "Ainda estou respondendo à sua outra mensagem neste chat; tente de novo daqui a pouco."
    ),
    conversation_gone="Essa conversa não está mais disponível. Comece um chat novo para continuar.",
    message_too_long="As mensagens podem ter até {limit} caracteres; esta tem {length}.",
    panel_greeting=(
        "Olá! Diga onde gostaria de ficar e o que é importante para você. Eu procuro entre as "
        "acomodações e ajusto os filtros para você."
    ),
    panel_greeting_listing="Dúvidas sobre esta acomodação? Pergunte, ou comece uma nova busca.",
    stays=("acomodação", "acomodações"),
    all_stays="Todas as acomodações",
    searching="Procurando {search}…",
    searching_everything="Procurando em todas as acomodações…",
    tool_activity={
        "getSavedRentals": "Abrindo seus salvos…",
        "getRentalDetails": "Lendo a acomodação…",
        "getSearchResults": "Lendo os resultados…",
        "listMarkets": "Verificando quais cidades têm acomodações…",
        "remember": "Anotando para a próxima vez…",
        "recallMemories": "Verificando o que eu lembro…",
        "forgetMemory": "Esquecendo isso…",
    },
    working="Trabalhando…",
)

WORDING: dict[Language, Wording] = {"en": ENGLISH, "es": SPANISH, "pt": PORTUGUESE}


def wording_for(message: str) -> Wording:
    """The wording for a reply to ``message`` alone, when the conversation is not at hand (a
    refused message): its language, English when it shows none."""
    return WORDING[message_language(message) or "en"]


def plural(count: float, forms: tuple[str, str]) -> str:
    return forms[0] if count == 1 else forms[1]
