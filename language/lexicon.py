"""The words visitors use for rental filters, in English, Spanish and Portuguese.

Each table maps surface words to the canonical values of ``language.vocabulary``. Entries are
written the way people type them (accents included); the parser folds them (lower case, no
accents) before matching, so "habitación" and "habitacion" are the same entry. Multi-word
entries win over their parts ("bed and breakfast" before "breakfast"), so a table never has to
worry about overlaps.
"""

from __future__ import annotations

# The tables are packed several entries to a line so that a whole vocabulary fits on a screen.
# fmt: off

NUMBER_WORDS: dict[str, int] = {
    # English
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
    "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "a dozen": 12,
    # Spanish ("un"/"una" are articles far more often than numbers, and "once" is English too)
    "uno": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6, "siete": 7, "ocho": 8,
    "nueve": 9, "diez": 10, "doce": 12, "trece": 13, "catorce": 14, "quince": 15, "dieciséis": 16,
    "diecisiete": 17, "dieciocho": 18, "diecinueve": 19, "veinte": 20,
    # Portuguese (same reason for "um"/"uma")
    "dois": 2, "duas": 2, "três": 3, "quatro": 4, "sete": 7, "oito": 8, "nove": 9, "dez": 10,
    "onze": 11, "doze": 12, "treze": 13, "catorze": 14, "quatorze": 14, "quinze": 15,
    "dezesseis": 16, "dezasseis": 16, "dezessete": 17, "dezassete": 17, "dezoito": 18,
    "dezenove": 19, "dezanove": 19, "vinte": 20,
}

# Articles that mean "one" in front of a unit noun ("un dormitorio", "uma pessoa").
ARTICLES_MEANING_ONE: tuple[str, ...] = ("a", "an", "un", "una", "um", "uma")

PROPERTY_TYPE_WORDS: dict[str, str] = {
    "apartment": "Apartment", "apartments": "Apartment", "apt": "Apartment", "apts": "Apartment",
    "flat": "Apartment", "flats": "Apartment", "studio apartment": "Apartment", "piso": "Apartment",
    "pisos": "Apartment", "apartamento": "Apartment", "apartamentos": "Apartment",
    "departamento": "Apartment", "departamentos": "Apartment", "depto": "Apartment",
    "apto": "Apartment", "depa": "Apartment", "depas": "Apartment", "apê": "Apartment",
    "apartamentinho": "Apartment", "ap": "Apartment", "aps": "Apartment", "apês": "Apartment",
    "deptos": "Apartment", "deptito": "Apartment", "pisito": "Apartment",
    "apartamentico": "Apartment", "apartamentito": "Apartment", "departamentito": "Apartment",
    "depita": "Apartment", "apezinho": "Apartment",
    "house": "House", "houses": "House", "casa": "House", "casas": "House", "moradia": "House",
    "casinha": "House", "casinhas": "House", "casita": "House", "casitas": "House",
    "moradias": "House", "vivienda unifamiliar": "House",
    "condo": "Condominium", "condos": "Condominium", "condominium": "Condominium",
    "condominiums": "Condominium", "condominio": "Condominium", "condomínio": "Condominium",
    "loft": "Loft", "lofts": "Loft",
    "villa": "Villa", "villas": "Villa", "vivenda": "Villa",
    "townhouse": "Townhouse", "townhouses": "Townhouse", "town house": "Townhouse",
    "townhome": "Townhouse", "row house": "Townhouse", "casa adosada": "Townhouse",
    "adosado": "Townhouse", "casa geminada": "Townhouse",
    "guest suite": "Guest suite", "guest suites": "Guest suite",
    "suite de huéspedes": "Guest suite", "suíte de hóspedes": "Guest suite",
    "guesthouse": "Guesthouse", "guesthouses": "Guesthouse", "guest house": "Guesthouse",
    "guest houses": "Guesthouse", "casa de huéspedes": "Guesthouse",
    "casa de hóspedes": "Guesthouse", "pousada": "Guesthouse", "pensión": "Guesthouse",
    "serviced apartment": "Serviced apartment", "serviced apartments": "Serviced apartment",
    "aparthotel": "Serviced apartment", "apart-hotel": "Serviced apartment",
    "apartahotel": "Serviced apartment", "apart hotel": "Serviced apartment",
    "bed and breakfast": "Bed and breakfast", "bed & breakfast": "Bed and breakfast",
    "b&b": "Bed and breakfast", "b & b": "Bed and breakfast", "bnb": "Bed and breakfast",
    "hostel": "Hostel", "hostels": "Hostel", "hostal": "Hostel", "albergue": "Hostel",
    "boutique hotel": "Boutique hotel", "hotel boutique": "Boutique hotel",
    "bungalow": "Bungalow", "bungalows": "Bungalow", "bangalô": "Bungalow", "bangalo": "Bungalow",
    "cottage": "Cottage", "cottages": "Cottage", "casa de campo": "Cottage",
    "cabin": "Cabin", "cabins": "Cabin", "log cabin": "Cabin", "cabaña": "Cabin",
    "cabañas": "Cabin", "cabana": "Cabin", "cabanas": "Cabin",
    "treehouse": "Treehouse", "tree house": "Treehouse", "casa del árbol": "Treehouse",
    "casa en el árbol": "Treehouse", "casa na árvore": "Treehouse",
}

# Nouns for a whole dwelling that are not a property type, so "entire place" says only
# "Entire home/apt" while "entire apartment" also says "Apartment".
GENERIC_DWELLING_WORDS: tuple[str, ...] = (
    "place", "places", "home", "homes", "unit", "units", "property", "properties", "space", "thing",
    "lugar", "lugares", "alojamiento", "alojamientos", "espacio", "espaço", "imóvel", "vivienda",
    "propiedad",
)

# "procuro casa", "necesito casa en Estambul": "casa" with no article after a verb of seeking
# is a place to stay, of any kind.
SEEKING_VERBS: tuple[str, ...] = (
    "procuro", "procuramos", "preciso de", "precisamos de", "preciso", "precisamos", "busco",
    "buscamos", "necesito", "necesitamos", "quero", "queremos", "quiero",
)

ENTIRE_WORDS: tuple[str, ...] = ("entire", "whole", "complete")
# Spanish and Portuguese put the adjective after the noun ("casa entera", "lugar inteiro").
ENTIRE_WORDS_AFTER_NOUN: tuple[str, ...] = (
    "entero", "entera", "completo", "completa", "inteiro", "inteira", "enteros", "enteras",
    "completos", "completas", "inteiros", "inteiras",
)
ENTIRE_PHRASES: tuple[str, ...] = (
    "entire home/apt", "place to myself", "place to ourselves", "all to myself", "all to ourselves",
    "para mí solo", "para nosotros solos", "só para nós", "algo solo para nosotros",
    "algo sólo para nosotros", "algo só pra nós", "algo só para nós", "something just for us",
    "a place just for us", "un lugar solo para nosotros", "algo solo pa nosotros",
    "algo solo pa' nosotros", "algo solo pa nosotros dos", "algo solo para nosotros dos",
    "private place only",
    # a home of one's own, not a room in someone else's
    "my own place", "our own place", "a place of my own", "a place of our own", "my own flat",
    "our own flat", "my own apartment", "our own apartment", "mi propio piso", "mi propio depa",
    "nuestro propio piso", "un piso para mí", "mi propio apartamento",
    "nuestro propio apartamento", "meu próprio apartamento", "nosso próprio apartamento",
    "meu próprio cantinho", "um lugar só meu", "um lugar só nosso", "um canto só meu",
)

PRIVATE_ROOM_PHRASES: tuple[str, ...] = (
    "private room", "private rooms", "private bedroom", "room in a shared", "habitación privada",
    "habitaciones privadas", "habitación individual", "cuarto privado", "quarto privado",
    "quarto privativo", "quarto individual", "quartos privados", "pieza privada",
    "pieza individual",
)
# A room noun on its own ("a room in Porto", "una habitación", "um quarto") means a private room.
ROOM_NOUNS: tuple[str, ...] = ("room", "rooms", "habitación", "cuarto", "quarto", "pieza")

# A bedroom that is someone else's inside the home ("my son needs his own room", "o quarto
# dele", "su propia habitación"): a bedroom, not a room rented on its own. The visitor's own room
# ("I want my own room") is one.
SOMEONES_ROOM_PHRASES: tuple[str, ...] = (
    "his own room", "her own room", "their own room", "his room", "her room", "their room",
    "their rooms", "a room of his own", "a room of her own", "a room of their own",
    "su propio cuarto", "su propia habitación", "su propio dormitorio", "sus cuartos",
    "quarto dele", "quarto dela", "quarto deles", "quarto delas", "su habitación propia",
    "su cuarto propio", "su dormitorio propio", "seu próprio quarto", "seu quarto próprio",
    "o seu quarto", "a room to herself", "a room to himself",
)
# One bedroom more than the home searched has ("an extra room for my mum", "um quarto a mais").
EXTRA_BEDROOM_PHRASES: tuple[str, ...] = (
    "an extra room", "an extra bedroom", "one extra room", "one extra bedroom", "a spare room",
    "a spare bedroom", "one more room", "one more bedroom", "an additional room",
    "an additional bedroom", "another bedroom", "extra room", "extra bedroom",
    "un cuarto más", "una habitación más", "un dormitorio más", "una habitación extra",
    "un cuarto extra", "otro dormitorio", "otro cuarto", "una pieza más",
    "um quarto a mais", "mais um quarto", "um quarto extra", "quarto a mais", "outro quarto",
)
SHARED_ROOM_PHRASES: tuple[str, ...] = (
    "shared room", "shared rooms", "shared bedroom", "dorm", "dorms", "dorm room", "dorm bed",
    "dormitory room", "bunk bed", "bunk", "habitación compartida", "cuarto compartido",
    "dormitorio compartido", "quarto compartilhado", "quarto partilhado",
    "dormitório compartilhado",
)

# Nouns counted in "2 bedrooms", "3 habitaciones", "2 quartos", "2BR".
BEDROOM_NOUNS: tuple[str, ...] = (
    "bedroom", "bedrooms", "bed", "bdrm", "bdrms", "bdr", "br", "bd", "bedrm", "bedrms", "rooms",
    "habitación", "habitaciones", "dormitorio", "dormitorios", "cuartos", "recámara", "recámaras",
    "quarto", "quartos", "dormitório", "dormitórios", "suítes", "bhk", "hab", "habs", "qto",
    "qtos", "qts",
)

# Words between a count and a bedroom noun that keep the count on the bedrooms ("two separate
# bedrooms", "3 proper bedrooms").
BEDROOM_ADJECTIVES: tuple[str, ...] = (
    "separate", "proper", "real", "private", "distinct", "actual", "full", "big", "large",
    "decent",
)  # fmt: skip

# Nouns counted in "6 guests", "4 personas", "2 adults and 2 kids".
GUEST_NOUNS: tuple[str, ...] = (
    "people", "ppl", "persons", "person", "guests", "guest", "adults", "adult", "pax", "travellers",
    "guys", "blokes", "girls", "buddies", "colegas", "ladies", "gals", "chavales", "pessoal",
    "pibes", "compas", "caras", "pals", "mates", "lads", "fellas", "dudes", "bros", "gents",
    "kami",  # Filipino "we": "4 kami going to HK"
    "travelers", "traveller", "traveler", "friends", "folks", "personas", "persona", "huéspedes",
    "huésped", "adultos", "adulto", "viajeros", "amigos", "amigas", "pessoas", "pessoa", "hóspedes",
    "hóspede", "viajantes", "tíos", "tías", "gajos", "gajas", "chicas", "chicos", "muchachas",
    "muchachos", "moças", "rapazes", "raparigas", "boys", "women", "men", "mujeres", "hombres",
    "mulheres", "homens", "señoras", "senhoras", "rapaces", "chavos", "chavas", "moms", "mums",
    "mothers", "dads", "fathers", "mamás", "papás", "mães",
    # "Dos hermanos.", "two sisters, 5 nights": the party by how its members are related
    "brothers", "sisters", "siblings", "cousins", "hermanos", "hermanas", "primos", "primas",
    "irmãos", "irmãs",
    # a group by what its members do: "7 músicos", "5 jogadores + 1 técnico", "14 paddlers"
    "players", "jugadores", "jogadores", "musicians", "músicos", "paddlers", "runners",
    "dancers", "bailarines", "bailarinos", "singers", "athletes", "atletas", "members",
    "miembros", "membros", "students", "estudiantes", "alunos", "surfers", "surfistas",
    "integrantes",
    "climbers", "cyclists", "ciclistas", "coaches", "técnicos", "cantantes", "cantores",
    # "4 adults 2 seniors 3 kids": the party by age
    "seniors", "elders", "retirees", "pensioners", "jubilados", "jubiladas", "idosos", "idosas",
    "aposentados", "aposentadas",
    "grad students", "graduate students", "phd students", "exchange students", "bandmates",
    "teammates", "crew members", "roadies", "drivers", "chefs", "divers", "hikers", "golfers",
    "skiers", "walkers", "nurses", "doctors", "teachers", "colleagues", "coworkers",
    "co-workers", "engineers", "photographers", "artists", "actors", "performers", "researchers",
    "scientists", "volunteers", "delegates", "attendees", "participants", "birders", "anglers",
    "pilgrims", "bikers", "riders", "retirees", "piece band", "buzos", "senderistas", "golfistas",
    "enfermeras", "enfermeros", "médicos", "médicas", "profesores", "profesoras", "compañeros",
    "compañeras", "ingenieros", "fotógrafos", "artistas", "actores", "voluntarios",
    "participantes", "peregrinos", "jubilados", "alumnas", "estudantes", "professores",
    "professoras", "enfermeiras", "enfermeiros", "mergulhadores", "voluntários", "engenheiros",
    "atores", "atrizes", "aposentados", "investigadores", "pesquisadores", "colegas de trabalho",
    "colegas de trabajo",
)
# The home a visitor lives in, not the stay: "a permanent apartment", "piso fijo", "selling my
# house", "my flat back home".
LONG_TERM_HOME_WORDS: tuple[str, ...] = (
    "permanent", "forever", "fijo", "fija", "definitivo", "definitiva", "permanente",
    "long term", "long-term", "largo plazo", "longo prazo",
)
HOME_OWNING_VERBS: tuple[str, ...] = (
    "selling", "sell", "sold", "renting out", "rent out", "own", "vendo", "vendí", "vendiendo",
    "vender", "alquilo", "alugo", "vendi", "vendendo",
)
BACK_HOME_WORDS: tuple[str, ...] = (
    "back home", "at home", "back in", "en casa", "allá", "em casa", "lá",
)
# Whose home it is, when it is someone else's ("their flat", "su piso", "a casa deles").
OTHERS_POSSESSIVES: tuple[str, ...] = ("their", "his", "her", "su", "sus", "seu", "sua")
OTHERS_POSSESSIVES_AFTER: tuple[str, ...] = (
    "dela", "dele", "delas", "deles", "de ella", "de ellos", "de ellas", "de mi hija",
    "de mi hijo", "de mis hijos", "de mi hermana", "de mi hermano", "de mis padres",
    "da minha filha", "do meu filho", "dos meus filhos", "da minha irmã", "do meu irmão",
    "dos meus pais", "of my daughter", "of my son", "of my sister", "of my brother",
)
LIVING_VERBS: tuple[str, ...] = (
    "live", "lives", "living", "lived", "vive", "viven", "vivo", "vivimos", "vivir", "mora",
    "moram", "moro", "moramos", "morar", "viver",
)
# "since we moved to a small apartment", "nos mudamos a un piso": a home moved into is lived in.
MOVING_HOME_VERBS: tuple[str, ...] = (
    "moved", "move", "moving", "mudamos", "mudé", "mudei", "mudaron", "mudaram", "mudó", "mudou",
)
# "flat" as level ground: after these ("it's flat", "nice and flat") or before these ("flat and
# everything close", "flat terrain").
LEVEL_FLAT_BEFORE: tuple[str, ...] = (
    "is", "it's", "its", "are", "pretty", "very", "quite", "fairly", "totally", "mostly", "all",
    "nice and", "really", "super", "so", "too", "is it", "mainly",
)
LEVEL_FLAT_AFTER: tuple[str, ...] = (
    "and everything", "and easy", "and walkable", "and close", "terrain", "ground", "land",
    "streets", "roads", "walk", "walking", "area", "around", "enough",
)
# What a remark says of a home already there ("the flat is small").
HOME_SIZE_AND_LOOKS: tuple[str, ...] = (
    "small", "tiny", "cramped", "big", "huge", "full", "crowded", "old", "pequeño", "pequeña",
    "pequeno", "pequena", "minúsculo", "minúscula", "grande", "lleno", "llena", "cheio",
    "cheia", "apertado", "apertada",
)
# "One other performer", "otra persona", "mais um colega": someone more, named by what they do.
OTHER_PERSON_WORDS: tuple[str, ...] = (
    "other", "others", "another", "otro", "otra", "otros", "otras", "outro", "outra", "outros",
    "outras", "mais",
)
OCCUPATION_NOUNS: tuple[str, ...] = (
    "performer", "performers", "actor", "actors", "actress", "musician", "musicians", "dancer",
    "dancers", "student", "students", "coworker", "coworkers", "co-worker", "co-workers",
    "roommate", "flatmate", "housemate", "player", "players", "artist", "artists", "nurse",
    "nurses", "doctor", "doctors", "volunteer", "volunteers", "intern", "interns", "comedian",
    "comedians", "actriz", "actores", "músico", "músicos", "bailarín", "bailarina", "bailarines",
    "estudiante", "estudiantes", "compañero", "compañera", "compañeros", "compañeras", "artista",
    "artistas", "ator", "atores", "atriz", "estudante", "estudantes", "colega",
    "teacher", "teachers", "pupils", "chaperone", "chaperones", "coach", "coaches", "profesor",
    "profesora", "profesores", "profesoras", "alumnos", "alumnas", "professor", "professora",
    "professores", "professoras", "alunos", "alunas", "entrenador", "entrenadora", "treinador",
    "treinadora", "jugadores", "jugadoras", "jogadores", "jogadoras", "técnico", "técnica",
    "técnicos", "técnicas", "manager", "managers", "trainer", "trainers", "drummer", "drummers",
    "photographer", "photographers", "fotógrafo", "fotógrafa", "fotógrafos",
    "singer", "cantante", "cantor", "cantora", "sound guy", "sound engineer", "tour manager",
    "roadie", "driver", "chef", "guitarist", "bassist",
)
CHILD_NOUNS: tuple[str, ...] = (
    "kids", "kid", "children", "child", "teens", "teenagers", "niños", "niño", "niñas", "niña",
    "hijos", "hijo", "hijas", "hija", "crianças", "criança", "filhos", "filho", "filhas", "filha",
    "menores", "miúdos", "miúdas", "miúdo", "miúda", "meninos", "meninas", "menino", "menina",
    "nenes", "nenas", "chicos", "chicas", "peques", "crias", "críos", "crío", "toddlers",
    "teenager", "teen", "adolescentes", "adolescente", "adolescents",
    "little ones", "wee ones", "chamacos", "chamacas", "gurises", "guris",
    "chavalitos", "cabros", "moleques", "pirralhos", "youngsters", "kiddos", "chavos", "chavas",
    "piás", "piá", "gurias", "pibes", "chiquillos", "chiquitos", "chiquitas",
    "cipotes", "patojos", "gurizada", "guaguas", "pelaos", "chamos", "chamitos",
    "escuincles", "morrillos",
    "rapazes", "raparigas", "chavales", "muchachos", "muchachas", "garotos", "garotas", "boys",
    "girls",
)
# Infants do not count towards a listing's guest limit on Airbnb.
INFANT_NOUNS: tuple[str, ...] = (
    "baby", "babies", "infant", "infants", "toddler", "bebé", "bebés", "bebê", "bebês",
)
# Relatives and companions in "me and my wife", "mi esposa y yo", "eu e minha namorada".
COMPANION_NOUNS: tuple[str, ...] = (
    "wife", "husband", "partner", "girlfriend", "boyfriend", "fiance", "fiancé", "fiancée",
    "friend", "mom", "mum", "mother", "dad", "father", "brother", "sister", "son", "daughter",
    "kid", "child", "little one", "wee one", "older one", "younger one", "oldest one",
    "youngest one",
    "eldest one", "spouse", "colleague", "esposa", "esposo", "marido", "mujer", "novia", "novio",
    "pareja", "amigo", "amiga", "madre", "padre", "hermano", "hermana", "hijo", "hija", "mulher",
    "namorada", "namorado", "parceira", "parceiro", "mãe", "pai", "irmão", "irmã", "filho", "filha",
    "companheira", "companheiro", "colega", "señora", "señor", "pololo", "polola", "novio",
    "esposa", "irmã", "noiva", "noivo", "cunhada", "cunhado", "prima", "primo", "tía", "tia",
    "tío", "tio", "abuela", "abuelo", "avó", "avô", "grandma", "grandpa", "grandmother",
    "grandfather", "aunt", "uncle",
    "cousin", "niece", "nephew", "sobrina", "sobrino", "sobrinha", "sobrinho", "bestie",
    "hubby", "bf", "gf", "patroa", "parienta", "missus", "missis", "prometida", "prometido",
    "senora", "senhora", "cuñado", "cuñada", "suegro", "enamorada", "enamorado",
    "suegra", "sogro", "sogra", "mother-in-law", "father-in-law", "sister-in-law",
    "brother-in-law", "granny", "boss", "jefe", "jefa", "chefe", "mamá", "mama", "mamãe", "papá",
    "papai", "mommy", "daddy", "grandson", "granddaughter", "grandkid", "grandbaby", "grandchild",
    "nieto", "mina", "girl", "boy",
    "nieta", "neto", "neta", "son-in-law", "daughter-in-law", "yerno", "nuera", "genro", "nora",
    "compañera", "compañero", "parienta", "missus", "wifey", "assistant", "asistente",
    "assistente", "carer", "caregiver", "cuidadora", "cuidador", "nanny", "niñera", "babá",
    "housemaid", "maid", "domestic helper", "au pair", "empleada", "empregada",
    "buddy", "mate", "pal", "chum", "bff", "flatmate", "roommate", "travel buddy", "companion",
    "labmate", "lab mate", "classmate", "coursemate", "workmate", "housemate", "teammate",
    "acompañante",
    "acompanhante", "maw", "mam", "mammy", "mummy", "nan", "nana",
    # "our little lad", "our last born": a child named as family says it
    "lad", "lass", "wee lad", "wee lass", "last born", "lastborn",
    # Angolan Portuguese: "o meu kota" is the father, or an elder of the family
    "kota", "cota",
    "godmother", "godfather", "godson", "goddaughter", "madrina", "padrino", "ahijada", "ahijado",
    "madrinha", "padrinho", "afilhada", "afilhado",
    # diminutives: "su hermanito de 8", "a minha irmãzinha"
    "hermanito", "hermanita", "irmãozinho", "irmãzinha", "primito", "primita", "sobrinito",
    "sobrinita",
    # who works beside the visitor on the trip: "me and my trainer", "voy con mi segundo de cocina"
    "trainer", "coach", "co-host", "cohost", "manager", "coworker", "co-worker", "teammate",
    "bandmate", "photographer", "second shooter", "cameraman", "camerawoman", "producer",
    "driver", "sous chef", "business partner", "entrenador", "entrenadora", "socio", "socia",
    "ayudante", "productor", "productora", "fotógrafo", "fotógrafa", "segundo de cocina",
    "técnico de luces", "técnico de sonido", "treinador", "treinadora", "sócio", "sócia",
    "ajudante", "produtor", "produtora", "motorista",
    # who plays beside the visitor: "voy con mi pianista y la contrabajista"
    "pianist", "pianista", "guitarist", "guitarrista", "drummer", "baterista", "bassist",
    "bajista", "baixista", "double bassist", "contrabajista", "contrabaixista", "violinist",
    "violinista", "cellist", "violonchelista", "violoncelista", "percussionist", "percusionista",
    "percussionista", "saxophonist", "saxofonista", "trumpeter", "trompetista", "accompanist",
)
# Verbs of talking a choice over with someone: "I'll check with my wife", "lo consulto con mi
# compañera", "vou ver com o meu marido". Whoever is talked to is not counted as a guest.
TALK_WITH_VERBS: tuple[str, ...] = (
    "check", "checking", "talk", "talking", "speak", "speaking", "discuss", "confirm", "consult",
    "run it by", "run this by", "chat", "consulto", "consultar", "consultarlo", "consultarla",
    "lo consulto", "lo hablo", "hablo", "hablar", "hablarlo", "confirmo", "confirmar", "lo veo",
    "veo", "ver", "verlo", "falo", "falar", "vejo", "conversar", "converso", "combinar",
    "combino", "decidir", "decido", "decide", "reviso", "revisar", "lo reviso", "lo miro",
    "miro", "mirarlo", "vejo isso", "platico", "lo platico", "platicar", "platicarlo", "comento",
    "lo comento", "comentar", "comentarlo", "converso isso",
    # said once it is done: "ya hablé con mi esposa", "I talked with my wife", "falei com ela"
    "talked", "spoke", "checked", "discussed", "chatted", "hablé", "hablamos", "platiqué",
    "platicamos", "consulté", "conversé", "falei", "falamos", "conversei", "conversamos",
    "consultei",
)
# "room for a third person": the guest that makes the party this many.
NTH_GUEST_WORDS: dict[str, int] = {
    "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "segunda": 2, "segundo": 2,
    "tercera": 3, "tercer": 3, "tercero": 3, "terceira": 3, "terceiro": 3, "cuarta": 4,
    "cuarto": 4, "quarta": 4, "quarto": 4, "quinta": 5, "quinto": 5,
}
# Guest nouns that are plural with no "s" at the end ("a people" is no one guest).
PLURAL_GUEST_NOUNS_WITHOUT_S: tuple[str, ...] = ("people", "ppl", "pax", "men", "women", "pessoal")
COMPANION_PLURAL_NOUNS: tuple[str, ...] = (
    "kids", "children", "friends", "girlfriends", "boyfriends", "parents", "sons", "daughters",
    # a wedding party counted only beside the speaker: "me and 2 other bridesmaids", not "8
    # bridesmaids in total"
    "bridesmaids", "groomsmen",
    "brothers", "sisters", "colleagues", "hijos", "hijas", "amigos", "amigas", "padres", "papás",
    "abuelos", "avós", "grandparents",
    "suegros", "sogros", "hermanos", "filhos", "filhas",
    "amigos", "pais", "irmãos", "colegas", "wives", "husbands", "partners", "esposas", "esposos",
    "maridos", "grandkids", "grandbabies", "grandchildren", "grandsons", "granddaughters",
    "nietos", "nietas",
    # diminutives: "sus hermanitos"
    "hermanitos", "hermanitas",
    "netos", "netas", "cousins", "primos", "primas", "tíos", "tías", "tios", "tias", "uncles",
    "aunts", "in-laws", "nephews", "nieces", "sobrinos", "sobrinas", "sobrinhos", "sobrinhas",
    "teens", "teenagers", "toddlers", "niños", "niñas", "crianças", "miúdos", "miúdas", "meninos",
    "meninas", "nenes", "nenas", "chicos", "chicas", "peques", "crias", "críos", "boys", "girls",
)
# What people hold against a place ("I read Hilo is rainy", "Waikiki es muy turístico"): said
# of a place, it is no wish to stay there.
PLACE_DRAWBACKS: tuple[str, ...] = (
    "rainy", "wet", "touristy", "noisy", "loud", "expensive", "pricey", "dangerous", "sketchy",
    "dodgy", "crowded", "overcrowded", "rough", "dirty", "boring", "windy", "too far",
    "lluvioso", "turístico", "turistico", "ruidoso", "caro", "peligroso", "abarrotado", "sucio",
    "aburrido", "chuvoso", "barulhento", "perigoso", "lotado", "sujo", "chato", "ventoso",
    # slopes: "santa teresa é só ladeira", "Hilly", "todo cuestas"
    "hilly", "steep", "all hills", "so ladeira", "só ladeira", "ladeira", "cheio de ladeiras",
    "todo cuestas", "muy empinado", "empinado", "íngreme",
    "hectic", "rowdy", "touristic", "turística", "turistica", "ruidosa", "barulhenta", "caótico",
    "caótica",
)
# What a place may be and still be liked, unless it is too much so ("Bondi is busy and lively,
# we're in!", but "Waikiki is too busy").
PLACE_DRAWBACKS_WHEN_TOO_MUCH: tuple[str, ...] = (
    "busy", "lively", "movimentado", "movimentada", "agitado", "agitada", "animado", "animada",
    "big", "quiet", "far",
)
# Words said between "my" and a relative ("my little sister", "our other two kids").
KIN_ADJECTIVES: tuple[str, ...] = (
    "other", "little", "baby", "big", "older", "younger", "elder", "eldest", "youngest", "kid",
    "best", "mejor", "melhor", "new",
    "otros", "otras", "outros", "outras",
)
# Whose relatives a party lists after its first member ("my sons with their wives").
THIRD_PERSON_POSSESSIVES: tuple[str, ...] = (
    "their", "his", "her", "su", "sus", "seu", "sua", "seus", "suas",
)
# Children born together, counted as many as they are: "me, hubby and the twins".
MULTIPLE_BIRTH_NOUNS: dict[str, int] = {
    "twins": 2, "gemelos": 2, "gemelas": 2, "mellizos": 2, "mellizas": 2, "gêmeos": 2,
    "gêmeas": 2, "gémeos": 2, "gémeas": 2, "triplets": 3, "trillizos": 3, "trillizas": 3,
    "trigêmeos": 3, "trigémeos": 3, "trigêmeas": 3, "trigémeas": 3,
}  # fmt: skip
# "4 of us + a baby", "a family of four plus grandma", "somos 4 más la abuela": people added to
# a total said before.
ADDED_TO_TOTAL_WORDS: tuple[str, ...] = (
    "+", "plus", "and also", "as well as", "más", "mas", "y además", "mais", "e mais", "além de",
)
# A wish to be close to a place named before: "surgery at Albany Med, I'll be staying nearby".
CLOSE_BY_WORDS: tuple[str, ...] = (
    "nearby", "close by", "near by", "walking distance", "within walking", "a short walk",
    "walkable", "perto dali", "perto de lá", "cerca de allí", "cerca de ahí", "al lado",
)
# "6 total", "6 no total", "ao todo 6": the whole party, whoever was listed.
PARTY_TOTAL_WORDS: tuple[str, ...] = (
    "total", "in total", "all told", "in all", "altogether", "all together", "en total",
    "no total", "ao todo", "em total",
)
# "8 wrestlers plus the manager, so that's 9", "o sea 9": the party said again as its total.
RESTATING_WORDS: tuple[str, ...] = (
    "o sea", "es decir", "ou seja", "isto é", "quer dizer", "i.e.", "that's", "that is",
    "which makes", "so that's",
    # the party after a change: "una pareja se cae. Quedamos en diez", "that leaves 8"
    "quedamos en", "nos quedamos en", "quedaríamos en", "ficamos em", "ficaríamos em",
    "ficamos",  # "um aluno desistiu, ficamos 3"
    # the party of the last trip again: "Barcelona para Semana Santa, los mismos cuatro"
    "los mismos", "las mismas", "os mesmos", "as mesmas",
    "that leaves", "which leaves", "so we're down to", "we're down to", "we are down to",
    # "jess bailed so its 5 now", "plus the skip's wife, so 5", "entonces somos 6"
    "so its", "so it's", "so it is", "so we're", "so we are", "that makes", "making it",
    # hedged: "2 of the lads might drop out so could be 6"
    "so could be", "so it could be", "so it might be", "so maybe", "so probably",
    "así que seríamos", "entonces seríamos", "então seríamos", "aí seríamos",
    "entonces somos", "así que somos", "ahora somos", "então somos", "agora somos",
    # "O Dudu falou que vem também, então são 5", "entonces son 5"
    "então são", "entao sao", "agora são", "aí são", "entonces son", "así que son", "ahora son",
    # "she's getting a hotel, so we're still 3", "seguimos siendo 3"
    "so we're still", "so we are still", "we're still", "we are still", "seguimos siendo",
    "seguimos a ser", "continuamos sendo", "continuamos a ser", "ainda somos", "aún somos",
    "todavía somos",
    # "2 guys dropped out, now 8"
    ", now", ", so now", "ahora", "agora",
)
# "us + my parents": the speaker and the one they share a life with, two people.
US_WORDS: tuple[str, ...] = ("us", "nosotros", "nosotras", "nós")
# "nós quatro", "nosotros tres", "we three": the speaker's party by its number.
WE_WORDS: tuple[str, ...] = ("we", "nós", "nosotros", "nosotras")
# "vamos los tres", "viajamos os quatro": going, the party named by its number.
WE_GO_VERBS: tuple[str, ...] = (
    "vamos", "viajamos", "iremos", "viajaremos", "vamos a ir", "vamos ir", "estaremos",
    "seremos", "venimos", "vimos", "vamos a estar", "vamos estar", "travel as", "going as",
)
# A party of a few counted in words after where to: "nos vamos para barcelona las dos".
PARTY_COUNT_WORDS: tuple[str, ...] = (
    "dos", "tres", "cuatro", "cinco", "seis", "dois", "duas", "três", "quatro", "two", "three",
    "four", "five", "six",
)
# After "los tres", what still speaks of the party going: "juntos", a place, "and grandma".
PARTY_GOES_ON_WORDS: tuple[str, ...] = (
    "juntos", "juntas", "together", "a", "al", "para", "pra", "en", "em", "de", "con", "com",
    "y", "e", "and", "to", "otra vez", "de novo", "again", "esta vez", "dessa vez", "desta vez",
    # "las dos solas", "os dois sozinhos"
    "solos", "solas", "sozinhos", "sozinhas", "alone",
)
# Cities we do not have whose names are people's first names too ("vamos com a Adelaide").
CITIES_NAMED_LIKE_PEOPLE: tuple[str, ...] = (
    "Adelaide", "Austin", "Darwin", "Florence", "Nazaré", "Salvador", "Orlando", "Dallas",
    "Houston", "Florencia", "Lourdes", "Regina", "Santiago", "Victoria",
)
# Where people are from, so that "somos brasileiros e portugueses" names no one.
_DEMONYM_STEMS_IN_O = (
    "mexican", "argentin", "chilen", "colombian", "peruan", "venezolan", "cuban", "uruguay",
    "paraguay", "bolivian", "ecuatorian", "brasileñ", "brasileir", "italian", "american",
    "african", "angolan", "moçambican", "australian", "canadian", "europe", "chin", "japon",
    "corean", "filipin", "russ", "ucranian", "turc", "grieg", "greg", "suec",
)
NATIONALITY_WORDS: tuple[str, ...] = (
    *(stem + ending for stem in _DEMONYM_STEMS_IN_O for ending in ("o", "a", "os", "as")),
    "american", "british", "english", "scottish", "welsh", "irish", "canadian", "australian",
    "brazilian", "portuguese", "spanish", "mexican", "argentinian", "argentine", "chilean",
    "colombian", "peruvian", "venezuelan", "cuban", "french", "german", "dutch", "belgian",
    "italian", "swiss", "austrian", "polish", "swedish", "norwegian", "danish", "finnish",
    "greek", "turkish", "chinese", "japanese", "korean", "indian", "pakistani", "filipino",
    "thai", "vietnamese", "nigerian", "kenyan", "ghanaian", "egyptian", "moroccan", "israeli",
    "russian", "ukrainian", "romanian", "hungarian", "czech", "kiwi", "aussie", "brit", "yank",
    "americans", "canadians", "australians", "brazilians", "mexicans", "argentinians",
    "chileans", "colombians", "peruvians", "venezuelans", "cubans", "germans", "belgians",
    "italians", "austrians", "indians", "pakistanis", "filipinos", "nigerians", "kenyans",
    "ghanaians", "egyptians", "moroccans", "israelis", "russians", "ukrainians", "romanians",
    "hungarians", "kiwis", "aussies", "brits", "yanks", "español", "española", "españoles",
    "españolas", "portugués", "portuguesa", "portugueses", "portuguesas", "francés",
    "francesa", "franceses", "francesas", "alemán", "alemana", "alemanes", "alemanas", "inglés",
    "inglesa", "ingleses", "inglesas", "holandés", "holandesa", "holandeses", "holandesas",
    "estadounidense", "estadounidenses", "canadiense", "canadienses", "belga", "belgas",
    "espanhol", "espanhola", "espanhóis", "espanholas", "francês", "francesa", "alemão", "alemã",
    "alemães", "inglês", "holandês", "escocés", "escocesa", "escoceses", "irlandés", "irlandesa",
    "irlandeses", "galés", "galesa", "catalán", "catalana", "catalanes", "gallego", "gallega",
    "gallegos", "vasco", "vasca", "vascos", "andaluz", "andaluza", "andaluces", "carioca",
    "cariocas", "paulista", "paulistas", "mineiro", "mineira", "mineiros", "gaúcho", "gaúcha",
    "gaúchos", "nordestino", "nordestina", "nordestinos", "marroquí", "marroquíes",
)
# "two couples", "dos parejas", "dois casais": two guests each.
COUPLE_PLURAL_NOUNS: tuple[str, ...] = ("couples", "parejas", "casais")
# "2 casais e 2 solteiros", "two couples and 3 singles": who comes without a partner, counted
# only after the couples (alone, "dos solteras" are single beds)
SINGLES_NOUNS: tuple[str, ...] = (
    "singles", "solteiros", "solteiras", "solteros", "solteras", "single", "solteiro", "solteira",
    "soltero", "soltera",
)
# "2 pessoas topam dividir", "two couples can share", "dos parejas comparten": some of the party
# said to share a room or bed, not the party.
SHARING_MODALS: tuple[str, ...] = (
    "can", "could", "will", "would", "are happy to", "don't mind", "dont mind", "are ok to",
    "are fine to", "topam", "podem", "pueden", "podrían", "poderiam", "no les importa",
    "não se importam de", "nao se importam de",
)
SHARING_VERBS: tuple[str, ...] = ("share", "dividir", "compartir", "compartilhar", "partilhar")
SHARED_SLEEPING_NOUNS: tuple[str, ...] = (
    "bed", "room", "bedroom", "cama", "quarto", "habitación", "habitacion", "cuarto", "pieza",
)
# ... or said with the verb for the sharers alone ("4 friends sharing a flat" is the party).
SHARERS_VERBS: tuple[str, ...] = ("comparten", "compartilham", "partilham", "dividem")
# Hedges before a member who may come ("plus maybe our son"): the member still counts.
MAYBE_WORDS: tuple[str, ...] = (
    "maybe", "perhaps", "possibly", "probably", "hopefully", "quizás", "quizá", "quizas",
    "tal vez", "talvez", "capaz", "probablemente", "provavelmente", "possivelmente",
)
FIRST_PERSON_WORDS: tuple[str, ...] = ("me", "i", "myself", "yo", "eu", "mim", "mí")
# Verbs after the Spanish or Portuguese "me" (to me, not "me and my wife"): "me dijeron que…"
VERBS_AFTER_A_CLITIC_ME: tuple[str, ...] = (
    "dijeron", "dijo", "dicen", "contaron", "contó", "comentaron", "comentó", "recomendaron",
    "recomendó", "gusta", "gustan", "gustaría", "encanta", "encantan", "encantaría", "parece",
    "parecen", "interesa", "preocupa", "importa", "sirve", "ayuda", "avisaron", "mandaron",
    "pasaron", "explicaron", "disseram", "disse", "falaram", "falou", "contaram", "contou",
    "indicaram", "indicou", "recomendaram", "recomendou", "interessa", "ajuda", "ajudam",
    "avisaram", "mandaram", "passaram", "explicaram",
)
POSSESSIVE_WORDS: tuple[str, ...] = (
    "my", "our", "mi", "mis", "nuestro", "nuestra", "nuestros", "nuestras", "meu", "minha", "meus",
    "minhas", "nosso", "nossa", "nossos", "nossas",
)
COUPLE_PHRASES: tuple[str, ...] = (
    "un matrimonio", "married couple",
    "a couple", "couple", "the two of us", "two of us", "us two", "una pareja",
    "en pareja", "um casal", "casal", "nosotros dos", "nós dois", "nos dois", "both of us",
    "neither of us", "nosotras dos", "nós duas", "nos duas", "los dos solos", "nós os dois",
    "somos pareja", "somos novios",
)
SOLO_PHRASES: tuple[str, ...] = (
    "just me", "only me", "just be me", "only be me", "just be myself",
    "travelling alone", "traveling alone", "solo traveller", "solo traveler",
    "by myself", "yo solo", "yo sola", "yo solita", "yo solito", "sozinho", "sozinha", "só eu",
    "viajo solo", "viajo sola",
    "voy solo", "voy sola", "travelling solo", "traveling solo", "going solo", "solo trip",
    "a solo trip", "solo work trip",
    "solo business trip", "a solo work trip", "solo yo", "sola yo", "vou sozinho", "vou sozinha",
    "viajo sozinho", "solo again", "alone again", "solo otra vez", "sola otra vez",
    "sozinho de novo", "sozinha de novo", "sozinho outra vez", "sozinha outra vez",
    "viajo sozinha", "just for me", "only for me", "just for myself", "only for myself",
    "just myself", "only myself", "me, myself and i", "me myself and i",
    "trip for myself", "place for myself", "something for myself", "getaway for myself",
    "single traveller", "single traveler", "a single person", "one single person",
    "booking for myself", "a viagem é só minha", "a viagem é minha só", "el viaje es solo mío",
    "the trip is just mine", "this trip is just me", "this one is just me",
    "por mi cuenta", "por mi conta", "por minha conta", "on my own",
    "for me alone", "solo para mí", "sólo para mí", "para mí solo", "para mí sola",
    "só para mim", "só pra mim", "apenas para mim", "apenas pra mim", "somente para mim",
    "solo female traveller", "solo female traveler", "solo woman", "solo girl", "solo guy",
    "solo male traveller", "solo male traveler", "solo backpacker", "solo travel",
    "solo travelling", "solo traveling", "viajera sola", "viajero solo", "mujer sola",
    "viajante sozinha", "viajante sozinho", "mulher sozinha", "viajo sola", "viajando sola",
    "viajando solo", "viajando sozinha", "viajando sozinho", "single occupancy",
    "ocupación individual", "ocupação individual", "uso individual",
)
# ... which say one guest only of a stay, when the message counts no one else: "I need one room
# for myself only", not "I need a desk for me only"
SOLO_PHRASES_UNLESS_COUNTED: tuple[str, ...] = ("for myself only", "for me only")
# ... and said as a clause of its own ("I am alone, no need of big space"): "I'm alone in planning
# this", "voy a estar sola por las tardes" say nothing of the party.
SOLO_CLAUSES: tuple[str, ...] = (
    "soy sola", "i'm alone", "im alone", "i am alone", "i'll be alone", "i will be alone",
    "i travel alone", "voy a estar solo", "voy a estar sola", "estou sozinho", "estou sozinha",
    "vou estar sozinho", "vou estar sozinha",
    # "Soy una sola persona.", not "somos 4 pero una sola persona necesita escritorio"
    "soy una sola persona", "sou uma só pessoa", "sou uma pessoa só", "i am one person",
    "i'm one person",
    # "Nomás yo, pero a lo mejor me cae mi novia", not "Yo nomás quiero algo con alberca"
    "nomás yo", "nomas yo",
    # "Apenas eu.", not "apenas eu preciso de wifi"
    "apenas eu", "somente eu",
    # "Myself alone, one bedroom.", not "a room to myself alone"
    "myself alone", "me alone",
)
# The one companion who shares a home with the visitor: "my partner got a job here, so we're
# moving" is a party of two even with no number said.
HOUSEHOLD_PARTNER_NOUNS: tuple[str, ...] = (
    "partner", "wife", "husband", "girlfriend", "boyfriend", "fiance", "fiancé", "fiancée",
    "spouse", "esposa", "esposo", "marido", "mujer", "novia", "novio", "pareja", "mulher",
    "patroa", "parienta", "missus", "missis", "namorada", "namorado", "companheira", "companheiro",
    "parceira", "parceiro",
)
# Verbs of the couple as one subject: "we're relocating", "nos mudamos", "vamos nos mudar".
WE_MOVE_PHRASES: tuple[str, ...] = (
    "we're relocating", "we are relocating", "we're moving", "we are moving", "we'll be moving",
    "we will be moving", "we're going to move", "we need to move", "we're relocating",
    "we relocate", "we move", "we'll move", "we will move", "nos mudamos", "nos vamos a mudar",
    "nos mudaremos", "nos trasladamos", "vamos a mudarnos", "nos estamos mudando",
    "estamos mudando", "vamos nos mudar", "vamos mudar", "nos mudaremos", "mudamos",
    "estamos nos mudando", "vamos nos mudando",
)
# Verbs of the visitor's party travelling as one subject: with "my wife" said, "we go to New York
# for 3 weeks", "queremos passar uns dias no Porto" are a couple.
WE_TRAVEL_PHRASES: tuple[str, ...] = (
    "we go", "we're going", "we are going", "we will go", "we'll go", "we want to go",
    "we'd like to go", "we fly", "we're flying", "we are flying", "we travel", "we're travelling",
    "we are travelling", "we're traveling", "we are traveling", "we're coming", "we are coming",
    "we're visiting", "we are visiting", "we're heading", "we are heading", "queremos ir",
    "queremos pasar", "queremos passar", "queremos viajar", "vamos a ir", "vamos ir",
    "vamos viajar", "viajamos",
)
# Nouns that count a whole party ("5 ppl: me + 4 teenagers"), not one kind of member in it.
PARTY_TOTAL_NOUNS: tuple[str, ...] = (
    "people", "ppl", "persons", "pax", "guests", "personas", "pessoas", "huéspedes", "hóspedes",
    "person",  # "2 person", typed without its plural
)
# Who the party is, then, after a comma, who makes it up: "dos hombres, mi compañero de dominó y
# yo", "2 adults, my wife and me" (but "2 adults and 2 teens" is four).
PARTY_DESCRIBED_NOUNS: tuple[str, ...] = (
    "adults", "adultos", "men", "women", "guys", "hombres", "mujeres", "homens", "mulheres",
    "travellers", "travelers", "viajeros", "viajantes",
)
# Peers counted first, then split by who they are: "somos 5 amigos, 3 meninas e 2 meninos",
# "4 students, 2 girls and 2 boys".
PARTY_OF_PEERS_NOUNS: tuple[str, ...] = (
    "friends", "mates", "buddies", "students", "colleagues", "amigos", "amigas", "estudiantes",
    "estudantes", "colegas", "compañeros", "companheiros", "parceiros",
)

# Vehicles a visitor brings and needs to park: "somewhere I can actually park a trailer".
VEHICLE_NOUNS: tuple[str, ...] = (
    "car", "van", "truck", "trailer", "camper", "campervan", "rv", "motorhome", "vehicle",
    "ute", "motorbike", "motorcycle", "food truck",
)  # fmt: skip
# Words after a name that make it a street ("Newark Ave", "Oxford street", "Eastern Parkway"):
# the street is no market and no place of the gazetteer.
STREET_WORDS: tuple[str, ...] = (
    "street", "road", "rd", "avenue", "ave", "lane", "square", "sq", "park", "rua", "calle",
    "blvd", "boulevard", "turnpike", "pike", "plaza", "drive", "parkway", "pkwy",
)
# ... and abbreviations that mark a street only where the clause ends ("Grove St."), being
# "Saint" or "Doctor" before a name ("the campus st lucia").
STREET_ABBREVIATIONS: tuple[str, ...] = ("st", "av", "dr")
# Dogs named by their breed ("our westie Hamish", "con mi labrador"): a pet, wherever it is said
# (not "greyhound", also a bus).
DOG_BREED_WORDS: tuple[str, ...] = (
    "labrador", "labradors", "beagle", "beagles", "terrier", "terriers", "poodle", "poodles",
    "retriever", "retrievers", "spaniel", "spaniels", "dachshund", "dachshunds", "chihuahua",
    "chihuahuas", "bulldog", "bulldogs", "husky", "huskies", "collie", "collies", "schnauzer",
    "schnauzers", "corgi", "corgis", "yorkie", "yorkies", "shih tzu", "shih tzus", "shih-tzu",
    "shih-tzus", "shihtzu", "whippet", "whippets", "pomeranian",
    "pomeranians", "westie", "westies", "frenchie", "frenchies", "labradoodle", "labradoodles",
    "cockapoo", "cockapoos", "jack russell", "jack russells", "rottweiler", "rottweilers",
    "dalmatian", "dalmatians", "caniche", "caniches", "pug", "pugs",
)
AMENITY_WORDS: dict[str, str] = {
    **{
        f"park {whose} {vehicle}": "Free parking on premises"
        for whose in ("a", "the", "our", "my", "a big", "our big")
        for vehicle in VEHICLE_NOUNS
    },
    "wifi": "Wifi", "wi-fi": "Wifi", "wi fi": "Wifi", "wireless": "Wifi", "internet": "Wifi",
    "free wifi": "Wifi", "free internet": "Wifi", "fast internet": "Wifi",
    "internet access": "Wifi",
    "kitchen": "Kitchen", "kitchenette": "Kitchen", "full kitchen": "Kitchen", "cocina": "Kitchen",
    "cozinha": "Kitchen",
    "air conditioning": "Air conditioning", "air conditioner": "Air conditioning",
    "air-conditioning": "Air conditioning", "air conditioned": "Air conditioning",
    "air-conditioned": "Air conditioning", "air con": "Air conditioning",
    "aircon": "Air conditioning", "ac": "Air conditioning", "a/c": "Air conditioning",
    "a.c.": "Air conditioning", "aire acondicionado": "Air conditioning",
    "air condition": "Air conditioning", "air-condition": "Air conditioning",


    "climatizado": "Air conditioning", "ar condicionado": "Air conditioning",
    "ar-condicionado": "Air conditioning", "climatização": "Air conditioning",
    "heating": "Heating", "heater": "Heating", "central heating": "Heating",
    "calefacción": "Heating", "calefacção": "Heating", "aquecimento": "Heating",
    "washer": "Washer", "washing machine": "Washer", "laundry": "Washer",
    "clothes washer": "Washer", "lavadora": "Washer", "lavarropas": "Washer",
    "máquina de lavar": "Washer", "máquina de lavar roupa": "Washer", "lavadora de ropa": "Washer",
    "lavandería": "Washer", "lavanderia": "Washer",
    "dryer": "Dryer", "tumble dryer": "Dryer", "clothes dryer": "Dryer", "secadora": "Dryer",
    "máquina de secar": "Dryer", "secadora de roupa": "Dryer",
    "pool": "Pool", "pools": "Pool", "swimming pool": "Pool", "piscina": "Pool", "piscinas": "Pool",
    "alberca": "Pool", "private pool": "Pool", "private outdoor pool": "Pool",
    "outdoor pool": "Pool", "indoor pool": "Pool", "heated pool": "Pool", "piscina privada": "Pool",
    "piscina privativa": "Pool",
    "hot tub": "Hot tub", "hot-tub": "Hot tub", "hottub": "Hot tub", "jacuzzi": "Hot tub",
    "jacuzzis": "Hot tub", "whirlpool": "Hot tub", "spa bath": "Hot tub", "hidromasaje": "Hot tub",
    "hidromassagem": "Hot tub", "banheira de hidromassagem": "Hot tub",
    "banheira de hidro": "Hot tub", "banheira hidro": "Hot tub",
    "bañera de hidromasaje": "Hot tub", "ofurô": "Hot tub",
    "parking": "Free parking on premises", "free parking": "Free parking on premises",
    "parking spot": "Free parking on premises", "parking space": "Free parking on premises",
    "garage": "Free parking on premises", "car park": "Free parking on premises",
    "place to park": "Free parking on premises", "estacionamiento": "Free parking on premises",
    "aparcamiento": "Free parking on premises", "parqueadero": "Free parking on premises",
    "garaje": "Free parking on premises", "cochera": "Free parking on premises",
    "estacionamento": "Free parking on premises", "garagem": "Free parking on premises",
    "vaga de garagem": "Free parking on premises",
    # a need said by what the visitor will do: "somewhere I can park a trailer", "donde aparcar"
    "to park": "Free parking on premises", "can park": "Free parking on premises",
    "let me park": "Free parking on premises", "let us park": "Free parking on premises",
    "park it": "Free parking on premises", "park my car": "Free parking on premises",
    "park our car": "Free parking on premises", "park the car": "Free parking on premises",
    "park the van": "Free parking on premises",
    "could park": "Free parking on premises", "aparcar": "Free parking on premises",
    "estacionar": "Free parking on premises", "lugar pro carro": "Free parking on premises",
    "lugar para o carro": "Free parking on premises",
    "lugar pro caminhão": "Free parking on premises",
    "lugar para o caminhão": "Free parking on premises",
    "lugar para a carrinha": "Free parking on premises",
    "sitio para el coche": "Free parking on premises",
    "sitio para la furgoneta": "Free parking on premises",
    "where i can cook": "Kitchen", "where we can cook": "Kitchen", "somewhere to cook": "Kitchen",
    "place to cook": "Kitchen", "somewhere i can cook": "Kitchen",
    "somewhere we can cook": "Kitchen", "able to cook": "Kitchen", "need to cook": "Kitchen",
    "have to cook": "Kitchen", "must cook": "Kitchen",
    "tengo que cocinar": "Kitchen", "tenemos que cocinar": "Kitchen",
    "necesito cocinar": "Kitchen", "necesitamos cocinar": "Kitchen",
    "preciso cozinhar": "Kitchen", "precisamos cozinhar": "Kitchen",
    "tenho que cozinhar": "Kitchen", "temos que cozinhar": "Kitchen",
    "donde cocinar": "Kitchen", "donde pueda cocinar": "Kitchen",
    "donde podamos cocinar": "Kitchen", "poder cocinar": "Kitchen", "onde cozinhar": "Kitchen",
    "onde possa cozinhar": "Kitchen", "onde possamos cozinhar": "Kitchen",
    "poder cozinhar": "Kitchen",
    "street parking": "Free street parking", "free street parking": "Free street parking",
    "on-street parking": "Free street parking",
    "estacionamiento en la calle": "Free street parking",
    "estacionamento na rua": "Free street parking",
    "pets allowed": "Pets allowed", "pet friendly": "Pets allowed", "pet-friendly": "Pets allowed",
    "pets": "Pets allowed", "pet": "Pets allowed", "dog": "Pets allowed", "dogs": "Pets allowed",
    "dog friendly": "Pets allowed", "dog-friendly": "Pets allowed", "puppy": "Pets allowed",
    "cat": "Pets allowed", "cats": "Pets allowed", "mascota": "Pets allowed",
    "mascotas": "Pets allowed", "perro": "Pets allowed", "perros": "Pets allowed",
    "perrito": "Pets allowed", "gato": "Pets allowed", "gatos": "Pets allowed",
    "cachorro": "Pets allowed", "cachorros": "Pets allowed", "cão": "Pets allowed",
    "cães": "Pets allowed", "animais": "Pets allowed", "animales": "Pets allowed",
    "animal de estimação": "Pets allowed", "animais de estimação": "Pets allowed",
    "animales de compañía": "Pets allowed", "perra": "Pets allowed", "perrita": "Pets allowed",
    # "el perrón", not "el depa está perrón" (Mexican for "awesome")
    "el perrón": "Pets allowed", "nuestro perrón": "Pets allowed", "mi perrón": "Pets allowed",
    "perrote": "Pets allowed", "perrazo": "Pets allowed",
    "cadela": "Pets allowed", "cadelas": "Pets allowed", "galgo": "Pets allowed",
    "galga": "Pets allowed", "pastor alemán": "Pets allowed", "pastor alemão": "Pets allowed",
    "german shepherd": "Pets allowed",
    # diminutives: "nossa cachorrinha, a Pipoca" ("minha gatinha" may be a partner)
    "cachorrinha": "Pets allowed", "cachorrinho": "Pets allowed", "perritos": "Pets allowed",
    "doggo": "Pets allowed", "kitten": "Pets allowed",
    "elevator": "Elevator", "lift": "Elevator", "ascensor": "Elevator", "elevador": "Elevator",
    "no walk-ups": "Elevator", "no walk-up": "Elevator", "no walkups": "Elevator",
    "not a walk-up": "Elevator",
    "gym": "Gym", "fitness center": "Gym", "fitness centre": "Gym", "gimnasio": "Gym",
    "academia": "Gym", "ginásio": "Gym",
    "doorman": "Doorman", "concierge": "Doorman", "portero": "Doorman", "porteiro": "Doorman",
    "portaria": "Doorman", "conserje": "Doorman",
    "wheelchair": "Wheelchair accessible", "wheelchair accessible": "Wheelchair accessible",
    "wheelchair-accessible": "Wheelchair accessible",
    "wheelchair friendly": "Wheelchair accessible", "disabled access": "Wheelchair accessible",
    "handicap accessible": "Wheelchair accessible", "silla de ruedas": "Wheelchair accessible",
    "cadeira de rodas": "Wheelchair accessible", "cadeirante": "Wheelchair accessible",
    "cadeirantes": "Wheelchair accessible",
    "accesible para silla de ruedas": "Wheelchair accessible",
    "step-free access": "Step-free access", "step-free": "Step-free access",
    "step free": "Step-free access", "no stairs": "Step-free access",
    "sin escalones": "Step-free access", "sem degraus": "Step-free access",
    "sem escadas": "Step-free access",
    # "gradas" are steps in Andean Spanish: "que no haya gradas en la entrada"
    "sin gradas": "Step-free access", "no haya gradas": "Step-free access",
    "beachfront": "Beachfront", "beach front": "Beachfront", "beach-front": "Beachfront",
    "on the beach": "Beachfront", "oceanfront": "Beachfront", "ocean front": "Beachfront",
    "frente a la playa": "Beachfront", "frente al mar": "Beachfront",
    "primera línea de playa": "Beachfront", "frente à praia": "Beachfront",
    "frente ao mar": "Beachfront", "pé na areia": "Beachfront", "beira-mar": "Beachfront",
    "de frente pro mar": "Beachfront", "de frente para o mar": "Beachfront",
    "de frente pra praia": "Beachfront", "de frente para a praia": "Beachfront",
    "de cara al mar": "Beachfront",
    "beira mar": "Beachfront",
    "waterfront": "Waterfront", "water front": "Waterfront", "lakefront": "Waterfront",
    "riverfront": "Waterfront", "on the water": "Waterfront",
    "patio or balcony": "Patio or balcony", "balcony": "Patio or balcony",
    "balconies": "Patio or balcony", "patio": "Patio or balcony", "terrace": "Patio or balcony",
    "deck": "Patio or balcony", "veranda": "Patio or balcony", "balcón": "Patio or balcony",
    "lanai": "Patio or balcony", "lanais": "Patio or balcony",
    "terraza": "Patio or balcony", "varanda": "Patio or balcony", "sacada": "Patio or balcony",
    "terraço": "Patio or balcony", "balconcito": "Patio or balcony",
    "terracita": "Patio or balcony", "varandinha": "Patio or balcony",
    "garden": "Garden or backyard", "backyard": "Garden or backyard",
    "back yard": "Garden or backyard", "yard": "Garden or backyard", "jardín": "Garden or backyard",
    "jardim": "Garden or backyard", "quintal": "Garden or backyard",
    "patio trasero": "Garden or backyard",
    "bbq": "BBQ grill", "bbq grill": "BBQ grill", "barbecue": "BBQ grill", "barbeque": "BBQ grill",
    "grill": "BBQ grill", "barbacoa": "BBQ grill", "parrilla": "BBQ grill", "asador": "BBQ grill",
    "churrasqueira": "BBQ grill",
    "fireplace": "Indoor fireplace", "indoor fireplace": "Indoor fireplace",
    "wood stove": "Indoor fireplace", "chimenea": "Indoor fireplace", "lareira": "Indoor fireplace",
    "breakfast": "Breakfast", "breakfast included": "Breakfast", "desayuno": "Breakfast",
    "desayuno incluido": "Breakfast", "café da manhã": "Breakfast", "pequeno-almoço": "Breakfast",
    "pequeno almoço": "Breakfast",
    "self check-in": "Self check-in", "self checkin": "Self check-in",
    "self check in": "Self check-in", "self-check-in": "Self check-in",
    "keyless entry": "Self check-in", "lockbox": "Self check-in", "smart lock": "Self check-in",
    "check-in autónomo": "Self check-in", "check-in autônomo": "Self check-in",
    "autocheck-in": "Self check-in", "key safe": "Self check-in", "keysafe": "Self check-in",
    "key box": "Self check-in", "keybox": "Self check-in", "keypad": "Self check-in",
    "cofre com código": "Self check-in", "cofre de chaves": "Self check-in",
    "caixa de chaves": "Self check-in", "caja de llaves": "Self check-in",
    "caja con código": "Self check-in", "cerradura con código": "Self check-in",
    "fechadura eletrônica": "Self check-in", "fechadura com senha": "Self check-in",
    "check-in sin contacto": "Self check-in", "check-in sem contato": "Self check-in",
    "check-in without meeting": "Self check-in", "contactless check-in": "Self check-in",
    "laptop friendly workspace": "Laptop friendly workspace",
    "laptop friendly": "Laptop friendly workspace", "laptop-friendly": "Laptop friendly workspace",
    "workspace": "Laptop friendly workspace", "work space": "Laptop friendly workspace",
    "dedicated workspace": "Laptop friendly workspace", "desk": "Laptop friendly workspace",
    "desks": "Laptop friendly workspace",
    # a table to work at: "a good table and good light by the window", "a table I can work on"
    "proper table": "Laptop friendly workspace", "good table": "Laptop friendly workspace",
    "table to work": "Laptop friendly workspace", "table to work at": "Laptop friendly workspace",
    "table i can work on": "Laptop friendly workspace",
    "table for my laptop": "Laptop friendly workspace",
    "home office": "Laptop friendly workspace", "place to work": "Laptop friendly workspace",
    "remote work": "Laptop friendly workspace", "escritorio": "Laptop friendly workspace",
    "work setup": "Laptop friendly workspace", "work set-up": "Laptop friendly workspace",
    "work set up": "Laptop friendly workspace", "working setup": "Laptop friendly workspace",
    "espacio de trabajo": "Laptop friendly workspace",
    "zona de trabajo": "Laptop friendly workspace",
    "espaço de trabalho": "Laptop friendly workspace",
    "mesa de trabalho": "Laptop friendly workspace", "escritório": "Laptop friendly workspace",
    "mesa de trabajo": "Laptop friendly workspace", "escrivaninha": "Laptop friendly workspace",
    "mesa para trabajar": "Laptop friendly workspace",
    "mesa para trabalhar": "Laptop friendly workspace",
    # in Portugal a desk is "uma secretária" ("a minha secretária" may be a secretary)
    "uma secretária para trabalhar": "Laptop friendly workspace",
    "uma secretária para estudar": "Laptop friendly workspace",
    "uma secretária de trabalho": "Laptop friendly workspace",
    "com secretária": "Laptop friendly workspace",
    "mesa pra trabalhar": "Laptop friendly workspace",
    # a table to work at; the parser protects a table to eat at ("mesa de jantar")
    "mesa": "Laptop friendly workspace",
    "family/kid friendly": "Family/kid friendly", "family friendly": "Family/kid friendly",
    "family-friendly": "Family/kid friendly", "kid friendly": "Family/kid friendly",
    "kid-friendly": "Family/kid friendly", "kids friendly": "Family/kid friendly",
    "child friendly": "Family/kid friendly", "child-friendly": "Family/kid friendly",
    "children friendly": "Family/kid friendly", "good for kids": "Family/kid friendly",
    "good for families": "Family/kid friendly", "suitable for children": "Family/kid friendly",
    "apto para niños": "Family/kid friendly", "apta para niños": "Family/kid friendly",
    "ideal para familias": "Family/kid friendly", "apto para familias": "Family/kid friendly",
    "adequado para crianças": "Family/kid friendly", "bom para crianças": "Family/kid friendly",
    "bom para criança": "Family/kid friendly", "bom pra criança": "Family/kid friendly",
    "bom pra crianças": "Family/kid friendly", "bueno para niños": "Family/kid friendly",
    "ideal para famílias": "Family/kid friendly",
    "crib": "Crib", "cot": "Crib", "baby cot": "Crib", "travel cot": "Crib", "cuna": "Crib",
    "baby bed": "Crib", "cama de bebé": "Crib", "cama para el bebé": "Crib",
    "berço": "Crib", "pack n play": "Crib", "pack 'n play": "Crib", "pack and play": "Crib",
    "pack-n-play": "Crib", "cuna de viaje": "Crib", "berço de viagem": "Crib",
    "smoking allowed": "Smoking allowed", "smoking": "Smoking allowed",
    "smoker friendly": "Smoking allowed", "smokers": "Smoking allowed",
    "se permite fumar": "Smoking allowed", "fumadores": "Smoking allowed",
    "fumantes": "Smoking allowed", "pode fumar": "Smoking allowed",
    "without stairs": "Step-free access", "sin escaleras": "Step-free access",
    "entrada a nivel de la calle": "Step-free access", "ground level entrance": "Step-free access",
    "no steps": "Step-free access", "sem escada": "Step-free access",
    "avoid stairs": "Step-free access", "avoid the stairs": "Step-free access",
    "avoid steps": "Step-free access", "can't do stairs": "Step-free access",
    "cannot do stairs": "Step-free access", "can't manage stairs": "Step-free access",
    "cannot manage stairs": "Step-free access",

    "can't climb stairs": "Step-free access", "evitar escaleras": "Step-free access",
    "cannot climb stairs": "Step-free access", "can't climb the stairs": "Step-free access",
    "cannot climb the stairs": "Step-free access", "can't walk up stairs": "Step-free access",
    "cannot walk up stairs": "Step-free access", "can't take stairs": "Step-free access",
    "cannot take stairs": "Step-free access", "can't use stairs": "Step-free access",
    "cannot use stairs": "Step-free access", "unable to climb stairs": "Step-free access",
    "no puede subir escaleras": "Step-free access", "no pueden subir escaleras": "Step-free access",
    "não pode subir escadas": "Step-free access", "não consegue subir escadas": "Step-free access",
    "evitar las escaleras": "Step-free access", "no puedo subir escaleras": "Step-free access",
    "evitar escadas": "Step-free access", "evitar as escadas": "Step-free access",
    "não posso subir escadas": "Step-free access",
    "não consigo subir escadas": "Step-free access",
    "que no haya escaleras": "Step-free access", "que não haja escadas": "Step-free access",
    "street-level entrance": "Step-free access", "street level entrance": "Step-free access",
    "entrance at street level": "Step-free access", "entrada a nivel de calle": "Step-free access",
    "entrada a pie de calle": "Step-free access", "entrada ao nível da rua": "Step-free access",
    "entrada no nível da rua": "Step-free access", "entrada ao rés-do-chão": "Step-free access",
    "tv": "TV", "television": "TV", "smart tv": "TV", "cable tv": "TV", "tele": "TV",
    "televisión": "TV", "televisão": "TV", "televisor": "TV",
    "dishwasher": "Dishwasher", "lavavajillas": "Dishwasher", "lavaplatos": "Dishwasher",
    "lava-louças": "Dishwasher", "lava louças": "Dishwasher", "lava-loiça": "Dishwasher",
    "máquina de lavar louça": "Dishwasher", "máquina de lavar loiça": "Dishwasher",
}

# Any stop of a network, not the market's station ("near an MTR station", "cerca del metro").
NETWORK_STOP_PHRASES: tuple[str, ...] = (
    "mtr station", "mtr stations", "metro station", "metro stations", "subway station",
    "subway stations", "tube station", "tube stations", "bus station", "bus stop", "tram station",
    "tram stop", "light rail station", "skytrain station", "a station", "any station",
    "estación de metro", "estaciones de metro", "estación de subte", "parada de metro",
    "parada de autobús", "estação de metrô", "estação de metro", "estações de metrô",
    "estações de metro", "paragem de metro", "ponto de ônibus", "uma estação",
)
# Phrases that contain a word for a kind of home but mean something else: a floor ("piso de
# madera", "un piso alto", "chuveiro no nível do piso") or getting married ("mi prima se casa").
NOT_PROPERTY_TYPE_PHRASES: tuple[str, ...] = (
    # level ground: "so I can get about on the flat"
    "about on the flat", "around on the flat", "walk on the flat", "walking on the flat",
    # someone's own home, where a room is let ("um quarto na casa de alguém")
    "casa de alguém", "casa de alguien", "someone's house", "someone's home", "casa de una señora",
    "casa de una familia", "casa de uma família", "casa de uma senhora", "a family's house",
    "a family's home",
    # the home rented, whatever its kind ("rehearse in the apartment", "um forno no apartamento")
    "in the apartment", "in the flat", "en el apartamento", "en el piso", "en el departamento",
    "no apartamento", "no apê",
    "piso de madera", "pisos de madera", "piso de madeira", "piso de parquet", "piso de parqué",
    "piso alto", "pisos altos", "piso bajo", "pisos bajos", "piso superior", "piso inferior",
    "piso de arriba", "piso de abajo", "primer piso", "segundo piso", "tercer piso", "cuarto piso",
    "quinto piso", "último piso", "ultimo piso", "piso térreo", "do piso", "no piso", "ao piso",
    "nivel do piso", "nível do piso", "piso radiante", "piso frío", "piso frio",
    # the home the visitor will look for after the stay: "necesito dónde quedarme un mes mientras
    # encuentro departamento", "until I find an apartment", "enquanto procuro casa"
    "mientras encuentro departamento", "mientras busco departamento", "mientras encuentro piso",
    "mientras busco piso", "mientras busco casa", "mientras encuentro casa",
    "enquanto procuro casa", "enquanto procuro apartamento", "enquanto procuro apê",
    "enquanto encontro casa", "until i find an apartment", "until i find a flat",
    "until i find a house", "while i look for an apartment", "while i look for a flat",
    "while i find an apartment", "while i find a flat",
    # where the party will be, not the kind asked for: "a boozy brunch in the house"
    "in the house", "at the house", "around the house",
    # how many storeys: "¿alguno es de un solo piso?", "una casa de dos pisos"
    "un solo piso", "de un piso", "de dos pisos", "de 2 pisos", "de tres pisos", "de 3 pisos",
    "cinco pisos", "cuatro pisos", "tres pisos", "dos pisos",
    "se casa", "se casan", "me caso", "te casas",
    # a piece of art or music, not the Southern Cone's room
    "montar una pieza", "pieza de arte", "pieza musical", "pieza de teatro",
    "pieza para una exposición", "pieza para la exposición",
    # the home the visitor moved into ("en el piso nuevo no nos dejaban tenerlos")
    "el piso nuevo", "el nuevo piso", "la casa nueva", "o apartamento novo", "a casa nova",
    "our new flat", "our new apartment", "our new house", "my new flat", "my new apartment",
    "my new house",
)
# What an amenity somewhere is said to be when it is a complaint, not a wish: "parking at the
# hospital is a nightmare", "o estacionamento de rua ali é complicado".
COMPLAINT_WORDS: tuple[str, ...] = (
    "a nightmare", "nightmare", "a pain", "a joke", "impossible", "terrible", "awful", "horrible",
    "hell", "a mess", "crazy", "insane", "ridiculous", "difficult", "hard to find", "una pesadilla",
    "un infierno", "imposible", "horrible", "fatal", "complicado", "complicada", "difícil",
    "um pesadelo", "impossível", "horrível", "péssimo", "péssima", "um inferno", "caótico",
)
# Words that only strengthen what follows: "is always a nightmare", "é sempre complicado".
INTENSIFIERS: tuple[str, ...] = (
    "always", "usually", "really", "so", "very", "just", "siempre", "muy", "tan", "sempre", "bem",
    "muito", "tão", "super",
)
# Sharing a home with others: "share a flat with other performers", "casa compartida con".
SHARING_WORDS: tuple[str, ...] = (
    "share", "sharing", "shared", "compartir", "compartida", "compartido", "compartilhar",
    "compartilhada", "compartilhado", "partilhar", "partilhada", "partilhado", "dividir",
)
# Things a visitor counts that are not guests: "parking for 3 cars", "sitio para 2 tablas".
# Words before "los 5", "os 4" that say the number is of the people staying.
PARTY_STAYING_WORDS: tuple[str, ...] = (
    "pa", "quedarnos", "ficarmos", "caber", "cabemos", "quepamos",
)
COUNTED_THINGS: tuple[str, ...] = (
    "cars", "car", "vehicles", "vans", "bikes", "bicycles", "boards", "surfboards", "bags",
    "suitcases", "coches", "carros", "autos", "bicis", "bicicletas", "tablas", "maletas",
    "pranchas", "malas", "motos", "laptops", "computers", "screens", "monitors", "setups",
    "portátiles", "ordenadores", "computadores", "pantallas", "telas",
    "instruments", "instrumentos", "amps", "drums", "stars", "estrelas", "estrellas",
)
# A pet said to have died is no pet brought: "sadly our dog died last month".
PETS_THAT_DIED: tuple[str, ...] = tuple(
    f"{pet} {died}"
    for pet in ("dog", "cat", "puppy", "cão", "cachorro", "cachorrinho", "cadela", "gato", "gata",
                "perro", "perra", "perrito", "perrita", "gatito", "gatita")
    for died in ("died", "passed away", "passed", "has died", "morreu", "faleceu", "murió",
                 "se murió", "se nos murió", "falleció")
)  # fmt: skip

# Phrases that contain an amenity word but say the opposite or something else.
NOT_AMENITY_PHRASES: tuple[str, ...] = (
    *PETS_THAT_DIED,
    # a table to eat or play at, not to work: "a good table for dinners", "table tennis"
    "good table for dinner", "good table for dinners", "good table for meals",
    "good table for eating", "proper table for dinner", "proper table for dinners",
    "proper table for meals", "proper table for eating", "good table to eat",
    "proper table to eat",
    "table tennis", "table and chairs", "good table tennis",
    # animals of the streets, not brought: "there are many cats in street, this is ok"
    "cats in street", "cats in the street", "cats in the streets", "dogs in the street",
    "cats on the street", "cats on the streets", "gatos en la calle", "perros en la calle",
    "gatos por la calle", "gatos na rua", "cães na rua", "gatos pela rua",
    # breakfast the visitors make themselves, in the kitchen
    "our own breakfast", "my own breakfast", "make breakfast", "cook breakfast",
    "nuestro propio desayuno", "hacer el desayuno", "hacernos el desayuno",
    "preparar el desayuno", "fazer o pequeno-almoço", "fazer o café da manhã",
    "o nosso pequeno-almoço", "hacer los desayunos", "hacer desayunos", "hacernos los desayunos",
    "preparar los desayunos", "preparar desayunos", "make our own breakfast", "fazer café da manhã",
    "fazer os cafés da manhã", "preparar o café da manhã", "fazer o pequeno almoço",
    # the host's own animals, asked about by someone allergic: not a pet brought
    "pets on the property", "pets on site", "pets living there", "resident pets",
    "host has pets", "hosts have pets", "host's pets", "hosts' pets", "the host's cat",
    "the host's dog", "el anfitrión tiene mascotas", "o anfitrião tem animais",
    # an animal that caused the allergy once: "in the ER because of a cat in a rental"
    "because of a cat", "because of a dog", "a cat in a rental", "a dog in a rental",
    "por culpa de un gato", "por culpa de un perro",
    "por causa de um gato", "por causa de um cão", "por causa de um cachorro",
    "kitchen items", "kitchen stuff", "kitchen things", "kitchenware",
    "water heater", "water heaters", "hot water heater", "calentador de agua",
    "aquecedor de água", "esquentador",
    "kitchen table", "kitchen tables", "kitchen counter", "kitchen island", "non-smoking",
    "non smoking", "no smoking", "smoke-free",
    "quit smoking", "quitting smoking", "gave up smoking", "given up smoking", "ex-smoker",
    "ex smoker",
    # the screen as a line of work, and breakfast as something the visitors do
    "film and tv", "film & tv", "tv show", "tv shows", "tv series", "tv crew", "tv production",
    "have breakfast", "eat breakfast", "make breakfast", "cook breakfast", "having breakfast",
    "smoke free", "hair dryer",
    "no fumadores", "não fumantes", "pool table", "living room", "dining room",
    "separate rooms", "flat walk", "flat route", "flat path", "flat roads",
    "lua de mel", "cama de casal", "cama de matrimonio", "double bed",
    "queen bed", "king bed", "convention centre", "convention center", "conference centre",
    "conference center", "shopping centre", "shopping center", "centro de convenciones",
    "centro comercial", "centro de congressos", "centro de convenções", "centro de congresos",
    "short flat", "flat ground", "flat access",
    "flat terrain", "flat streets", "flat street", "flat rate", "flat fee",
    "medical center", "medical centre", "health center", "health centre", "community center",
    "community centre", "science center", "science centre", "centro médico", "centro de salud",
    "centro de saúde", "centro cultural", "centro deportivo", "centro esportivo",
    # a home that feels like one's own asks for no kind of stay
    "like our own place", "like my own place", "like our own home", "like my own home",
    # a party held at a pool is no wish for one
    "pool party", "pool parties", "fiesta en la piscina", "fiesta de piscina", "festa na piscina",
    "festa de piscina",
)

# Nouns that make two small numbers days of a month ("dates: 10 to 15"), not a price range.
DATE_NOUNS: tuple[str, ...] = (
    "dates", "date", "fechas", "fecha", "datas", "días", "dias", "days", "dia", "día",
    "check-in", "check in", "checkin",
)

# Units a number may measure ("40kg of gear", "a 600mm lens", "a 90lb lab", "100mbps"): such a
# number is no price, no count of guests and no stay.
MEASURE_UNITS: tuple[str, ...] = (
    "kg", "kgs", "kilo", "kilos", "kilograms", "kilogramos", "quilos", "lb", "lbs", "mm", "cm",
    "inch", "inches", "ft", "feet", "foot", "sqm", "m2", "m²", "sq ft", "square feet",
    "square metres", "square meters", "metros cuadrados", "metros quadrados", "mbps", "mb",
    "gb", "gbps", "megas", "%", "percent", "per cent", "por ciento", "por cento", "degrees",
    "grados", "graus", "°", "litres", "liters", "litros", "mah", "kw",
    # hours: "24h doorman", "a 2 hour drive"
    "h", "hr", "hrs", "hour", "hours", "hora", "horas",
)

# Set phrases whose words look like stay words but are not ("lo que sea" is "whatever", not the
# sea): they set nothing and never reach the semantic query.
SET_PHRASES_NOT_ABOUT_THE_STAY: tuple[str, ...] = (
    "lo que sea", "sea lo que sea", "sea como sea", "o que for", "seja o que for", "o que seja",
    "whatever", "what ever", "lo que haya", "o que houver", "o que tiver", "o sea", "ou seja",
    "es decir", "quer dizer",
    # what the visitor saves for at home: "we're saving for a house"
    "saving for a house", "saving up for a house", "saving for a home", "saving for a flat",
    "saving for an apartment", "ahorrando para una casa", "ahorrando para un piso",
    "poupando para uma casa", "juntando dinheiro para uma casa", "buying a house",
    "comprar una casa", "comprar uma casa",
    # "vou levar meus 4 netos... só eu de adulta": the only adult among the party, not alone
    "só eu de adulta", "só eu de adulto", "só eu como adulta", "só eu como adulto",
    "solo yo de adulta", "solo yo de adulto", "sólo yo de adulta", "sólo yo de adulto",
    "solo yo como adulta", "solo yo como adulto", "the only adult", "the only grown-up",
    "la única adulta", "el único adulto", "a única adulta", "o único adulto",
    "just me as the adult",
)
# Verbs spelt like a stay word, read as verbs after "que" ("que sea tranquilo": let it be quiet).
VERBS_LIKE_STAY_WORDS: frozenset[str] = frozenset({"sea", "sean"})
# The words after which "sea" is a verb ("que sea tranquilo", "aunque sea pequeño", "que no sea
# caro", "o sea", "ya sea").
SUBJUNCTIVE_LEADS: frozenset[str] = frozenset({"que", "aunque", "no", "o", "ya"})
# "aunque sea un depto chiquito", "even if it's a studio", "nem que seja um quarto": a kind of
# home conceded, which any kind may be.
CONCESSION_PHRASES: tuple[str, ...] = (
    "even if it's", "even if its", "even if it is", "even if it has to be", "aunque sea",
    "aunque sean", "aunque tenga que ser", "mesmo que seja", "ainda que seja", "nem que seja",
)
# "is it possible near the university?", "¿es posible cerca de la Ribeira?": a request said
# politely, not a question about where a place lies.
POSSIBLE_WORDS: tuple[str, ...] = ("possible", "posible", "possível")
# "pode ser quarto na casa de alguém tb", "it can be a room": a kind of home or of room allowed,
# not asked for.
ALLOWANCE_PHRASES: tuple[str, ...] = (
    "pode ser", "puede ser", "can be", "could be", "could even be",
)

SUPERHOST_WORDS: tuple[str, ...] = (
    "superhost", "superhosts", "super host", "super hosts", "super-host", "super-hosts",
    "superanfitrión", "superanfitriones", "superanfitriona", "super anfitrión", "superanfitrião",
    "superanfitriões", "super anfitrião", "super anfitriões", "superhospedeiro",
)

RATING_NOUNS: tuple[str, ...] = (
    "stars", "star", "estrellas", "estrella", "estrelas", "estrela", "★", "⭐",
)
RATING_LEAD_WORDS: tuple[str, ...] = (
    "rated", "rating", "ratings", "rating of", "rated at", "score", "scored", "reviews",
    "valoración", "valoracion de", "calificación", "puntuación", "nota", "avaliação", "avaliado",
    "avaliada", "classificação",
)

COUNTRY_WORDS: dict[str, str] = {
    "spain": "Spain", "españa": "Spain", "espanha": "Spain",
    "portugal": "Portugal",
    "brazil": "Brazil", "brasil": "Brazil",
    "turkey": "Turkey", "türkiye": "Turkey", "turquía": "Turkey", "turquia": "Turkey",
    "united states": "United States", "united states of america": "United States",
    "u.s.a.": "United States", "the us": "United States",
    "the u.s.": "United States", "the states": "United States", "estados unidos": "United States",
    "eeuu": "United States", "ee.uu.": "United States", "eua": "United States",
    "united kingdom": "United Kingdom", "uk": "United Kingdom", "u.k.": "United Kingdom",
    "great britain": "United Kingdom", "britain": "United Kingdom", "scotland": "United Kingdom",
    "reino unido": "United Kingdom", "gran bretaña": "United Kingdom",
    "grã-bretanha": "United Kingdom", "escocia": "United Kingdom", "escócia": "United Kingdom",
    "australia": "Australia", "austrália": "Australia",
    "canada": "Canada", "canadá": "Canada",
    "belgium": "Belgium", "bélgica": "Belgium", "belgie": "Belgium", "belgique": "Belgium",
}

# Place names that are also ordinary words count only when written with a capital letter
# ("Central, Hong Kong" but not "somewhere central"; "the US" but not "show us").
PLACES_NEEDING_A_CAPITAL: frozenset[str] = frozenset({
    "central", "manly", "leme", "flamengo", "lapa", "gracia", "queens", "north shore",
    "south bank", "foz", "recreio", "us", "u.s.", "campanha",
})
# "usa" is also the verb "uses" ("mi padre usa silla de ruedas"): the country is written "USA"
# (see the parser).
COUNTRY_WORDS_NEEDING_A_CAPITAL: dict[str, str] = {
    "us": "United States", "u.s.": "United States", "usa": "United States",
}  # fmt: skip

# Regions the visitor may name that hold several markets; they stay in the semantic query.
# The state or province written after a market's name ("albany new york", "Newark, NJ",
# "Victoria BC"): it says which city is meant and is no second market.
MARKET_STATES: dict[str, tuple[str, ...]] = {
    "Albany": ("new york", "ny", "nueva york", "nova york", "new york state", "nys"),
    "Jersey City": ("new jersey", "nj", "nueva jersey", "nova jersey"),
    "Newark": ("new jersey", "nj", "nueva jersey", "nova jersey"),
    "Victoria": ("bc", "british columbia", "columbia británica", "colúmbia britânica"),
    "Brisbane": ("qld", "queensland"),
    "Sydney": ("nsw", "new south wales", "nueva gales del sur", "nova gales do sul"),
    "Montreal": ("qc", "quebec", "québec"),
}
# States our markets lie in: "maybe is better to stay in New Jersey?" names no place inside New
# York.
STATES_OF_MARKETS: tuple[str, ...] = (
    "new jersey", "nueva jersey", "nova jersey", "new south wales", "queensland",
    "british columbia",
)
KNOWN_REGIONS: tuple[str, ...] = (
    "hawaii", "hawaiʻi", "hawái", "havaí", "catalonia", "cataluña", *STATES_OF_MARKETS,
)  # fmt: skip

# Holidays and feasts named like places ("en Semana Santa", "no São João", "no Natal").
HOLIDAY_NAMES: tuple[str, ...] = (
    "Semana Santa", "São João", "Natal", "Navidad", "Christmas", "Easter", "Páscoa", "Pascua",
    "Carnaval", "Carnival", "Réveillon", "Ano Novo", "Año Nuevo", "New Year", "Thanksgiving",
    "Canadian Thanksgiving", "American Thanksgiving", "Chinese New Year", "Lunar New Year",
    "Fringe", "Mardi Gras", "Pride", "Ramadan", "Ramadã", "Ramadán",
)
# Festivals travellers go to, and the market each is held in: the trip's market when no other
# market or place is named ("we want to do the fringe"; "the Sydney Fringe" is Sydney's).
FESTIVAL_MARKETS: dict[str, str] = {
    "the fringe": "Edinburgh", "fringe festival": "Edinburgh", "festival fringe": "Edinburgh",
    "merrie monarch": "The Big Island", "osheaga": "Montreal",
}
# Words before "in"/"em"/"en" that make the name after it where the visitor wants to stay.
STAY_SOMEWHERE_CUES: tuple[str, ...] = (
    "somewhere", "something", "anything", "a place", "place", "stay", "staying", "based",
    "a flat", "an apartment", "a room", "prefer", "preferably", "ideally", "algo", "algún sitio",
    "algún lugar", "un lugar", "un sitio", "quedarnos", "quedarme", "alojarnos", "alojarme",
    "busco", "buscamos", "prefiero", "preferimos", "de preferencia", "de preferência", "ficar",
    "algum lugar", "um lugar", "procuro", "procuramos", "prefiro", "preferimos", "hospedar",
    "looking for", "we want", "i want", "queremos", "quiero", "quero",
)

# Countries that hold none of our markets, so the reply can say they are not covered; the cities
# we do not have are `language/data/cities.csv`.
OTHER_COUNTRIES: tuple[str, ...] = (
    "France", "Francia", "França", "Italy", "Italia", "Itália", "Germany", "Alemania", "Alemanha",
    "Japan", "Japón", "Japão", "Mexico", "México", "Argentina", "Greece", "Grecia", "Grécia",
    "Thailand", "Netherlands", "Holland", "Ireland", "Irlanda", "China", "India", "Switzerland",
    "Austria", "Morocco", "Marruecos", "Colombia", "Chile", "Peru", "New Zealand", "England",
    "Inglaterra",
)

# Capitalised words after "in"/"to" that are not places.
# Words before "de Paris" that make it the city itself ("cerca de Paris", "vuelo de Paris").
NOT_NAMED_AFTER_WORDS: frozenset[str] = frozenset({
    "cerca", "perto", "lejos", "longe", "junto", "alrededor", "afuera", "fuera", "centro",
    "center", "centre", "outside", "north", "south", "east", "west", "norte", "sur", "sul",
    "este", "oeste", "vengo", "venimos", "viene", "vienen", "venho", "viemos", "vem", "vêm",
    "salimos", "salgo", "saimos", "saio", "vuelo", "vuelos", "voo", "voos", "flight", "flights",
    "tren", "trem", "train", "viaje", "viagem", "trip", "afueras", "arredores", "cidade",
    "ciudad", "city", "area", "zona", "region", "região", "región", "suburbs", "outskirts",
    "heart", "middle", "medio", "meio", "parte", "part", "ruas", "calles", "streets",
})
NOT_PLACE_WORDS: frozenset[str] = frozenset({
    "january", "february", "march", "april", "may", "june", "july", "august", "september",
    "october", "november", "december", "monday", "tuesday", "wednesday", "thursday", "friday",
    "saturday", "sunday", "english", "spanish", "portuguese", "euros", "dollars", "christmas",
    "easter", "summer", "winter", "spring", "autumn", "fall",
    # holidays and seasons, said with a capital ("en Nochevieja", "no Réveillon")
    "nochevieja", "nochebuena", "navidad", "navidades", "reveillon", "réveillon", "natal",
    "hogmanay", "pascua", "páscoa", "pascoa", "carnaval", "carnival", "thanksgiving",
    "año", "ano", "semana",
})

# The currency each word names; "DOLLAR" is a bare dollar (the market's own in a dollar market,
# US dollars elsewhere) and "" a currency with no reference rate, which sets no price.
CURRENCY_CODES: dict[str, str] = {
    "$": "DOLLAR", "dollars": "DOLLAR", "dollar": "DOLLAR", "dólares": "DOLLAR",
    "dólar": "DOLLAR", "dlls": "DOLLAR", "dls": "DOLLAR", "dlrs": "DOLLAR", "bucks": "DOLLAR",
    "us": "USD", "us$": "USD", "usd": "USD", "usd$": "USD",
    "us dollars": "USD", "american dollars": "USD", "dólares americanos": "USD",
    "dollars us": "USD", "dollar us": "USD", "dólares us": "USD", "dollars usd": "USD",
    "dólares estadounidenses": "USD", "€": "EUR", "eur": "EUR", "euros": "EUR", "euro": "EUR",
    "£": "GBP", "gbp": "GBP", "pounds": "GBP", "pound": "GBP",
    "libras": "GBP", "quid": "GBP", "pounds sterling": "GBP", "sterling": "GBP",
    "r$": "BRL", "brl": "BRL", "reais": "BRL", "reales": "BRL", "reals": "BRL", "real": "BRL",
    "hk$": "HKD", "hkd": "HKD", "hkd$": "HKD", "hong kong dollars": "HKD",
    "hong kong dollar": "HKD", "a$": "AUD", "aud": "AUD", "aud$": "AUD",
    "australian dollars": "AUD", "aussie dollars": "AUD", "aussie": "AUD", "australian": "AUD",
    "c$": "CAD", "cad": "CAD", "cad$": "CAD", "can$": "CAD", "canadian dollars": "CAD",
    "cdn": "CAD", "cdn$": "CAD",
    "canadian": "CAD", "tl": "TRY", "₺": "TRY", "lira": "TRY", "liras": "TRY", "lire": "TRY",
    "turkish lira": "TRY", "turkish liras": "TRY", "pavos": "EUR",
    # "uns 100 pila por cabeça": reais, as the south of Brazil says them
    "pila": "BRL",
    "dólares de hong kong": "HKD", "dólares australianos": "AUD", "dólares canadienses": "CAD",
    "dólares canadenses": "CAD", "dólares canadianos": "CAD",
    "pesos": "", "peso": "", "pesos chilenos": "", "pesos mexicanos": "", "pesos argentinos": "",
    "yen": "", "yuan": "", "rupees": "", "francs": "", "swiss francs": "", "kronor": "",
    "krone": "", "zloty": "",
    "naira": "", "rand": "", "rupee": "", "baht": "", "dirham": "", "dirhams": "",
    "shillings": "", "kenya shillings": "", "kenyan shillings": "", "uganda shillings": "",
    "ugandan shillings": "", "tanzania shillings": "", "kwanza": "", "kwanzas": "", "meticais": "",
    "metical": "", "cedis": "",
    "soles": "", "bolívares": "", "colones": "", "guaraníes": "", "quetzales": "", "rupiah": "",
    "ringgit": "", "dinar": "", "dinars": "", "ngn": "", "zar": "", "inr": "", "mxn": "",
    "clp": "", "jpy": "", "cny": "", "sgd": "", "s$": "", "singapore dollars": "", "nzd": "",
    "nz$": "", "new zealand dollars": "", "kiwi dollars": "", "chf": "", "sek": "", "nok": "",
    "dkk": "", "pln": "", "ars": "", "cop": "", "krw": "", "php": "",
    "ghs": "", "kes": "", "aed": "", "riyal": "", "riyals": "", "ksh": "", "kshs": "",
    # the money of the rest of the world, which has no reference rate here
    "fj$": "", "n$": "", "nad": "", "j$": "", "tt$": "", "bz$": "", "ws$": "", "si$": "",
    "sbd": "", "pgk": "", "bwp": "", "zmw": "", "lari": "",
    "ec": "", "ec$": "", "xcd": "", "eastern caribbean dollars": "", "east caribbean dollars": "",
    "cfa": "", "fcfa": "", "cfa francs": "", "xaf": "", "convertible marks": "", "bam": "",
    "rsd": "", "dram": "", "drams": "", "soms": "", "tenge": "", "rubles": "", "roubles": "",
    "leva": "", "bgn": "", "isk": "", "fiji dollars": "", "vatu": "", "vuv": "", "pula": "",
    "kwacha": "", "ariary": "", "mga": "", "rufiyaa": "", "kyat": "", "riel": "", "awg": "",
    "florins": "", "gourdes": "", "htg": "", "bolivianos": "", "nuevos soles": "", "escudos": "",
    "dobras": "", "bnd": "", "brunei dollars": "", "djf": "", "nakfa": "", "mop": "",
    "patacas": "", "somoni": "", "byn": "", "denars": "", "manat": "", "kina": "", "tala": "",
    # "won" only after an amount ("3,000,000 won"): before one it is the verb ("we won 2 tickets");
    # "2500 kiwi" are New Zealand dollars
    "won": "", "wons": "", "₩": "", "kiwi": "", "yenes": "", "¥": "", "₹": "", "myr": "",
    "ringgits": "",
    "lkr": "", "pkr": "", "bdt": "", "vnd": "", "idr": "", "thb": "", "egp": "", "uah": "",
    "rub": "", "ils": "", "huf": "", "czk": "", "ron": "", "pen": "", "uyu": "", "pyg": "",
    "bob": "", "dop": "", "gtq": "", "hnl": "", "crc": "", "jmd": "", "ttd": "", "fjd": "",
    "xof": "", "aoa": "", "mzn": "", "cve": "", "ves": "", "lucas": "", "lukas": "", "taka": "",
    "dong": "", "rial": "", "rials": "", "rupias": "", "rúpias": "", "hryvnia": "",
    "hryvnias": "", "forint": "", "forints": "", "zł": "", "złoty": "", "shekels": "",
    "lempiras": "", "córdobas": "",
    # other dollars, pounds and francs than the ones with a rate
    "nt$": "", "ntd": "", "twd": "", "taiwan dollars": "", "new taiwan dollars": "", "bbd": "",
    "bds$": "", "barbados dollars": "", "barbadian dollars": "", "bahamian dollars": "", "bsd": "",
    "guyanese dollars": "", "gyd": "", "jamaican dollars": "", "namibian dollars": "",
    "birr": "", "etb": "", "rwf": "", "rwandan francs": "", "tzs": "", "tanzanian shillings": "",
    "kč": "", "lebanese pounds": "", "lbp": "", "egyptian pounds": "", "rmb": "",
    "renminbi": "", "mnt": "", "tugrik": "", "jod": "", "jordanian dinars": "",
    "wst": "",
    # the signs of the rand, the ringgit, the rupiah and the rupee, before an amount
    "r": "", "rm": "", "rp": "", "rs": "",
}
# Currency symbols and words matched next to a number (the surface form is reported): every one
# of the table but those that are words or signs of something else on their own ("us", "won",
# "kiwi", "r"), which the money reader takes only right after an amount.
CURRENCY_WORDS: tuple[str, ...] = tuple(
    word
    for word in CURRENCY_CODES
    if word not in {"us", "won", "wons", "kiwi", "r", "rm", "rp", "rs"}
)
# Who pays each share, said before the amount ("each of us can put in 80", "cada uno pone 40").
PER_PERSON_PAYERS: tuple[str, ...] = (
    "each of us", "each one of us", "we each", "we can each", "we could each", "everyone can",
    # "each one can pay 60", not "two rooms, each one under 100"
    "each one can", "each one could", "each one will", "each one pays", "each person",
    "cada persona", "cada pessoa",
    "cada uno", "cada una", "cada uno de nosotros", "cada quien", "cada um", "cada uma",
    "cada um de nós",
)
# After an amount: it is for each person ("25 pp", "60 each", "por persona").
PER_PERSON_PHRASES: tuple[str, ...] = (
    "each", "pp", "p.p.", "per person", "a person", "per head", "a head", "per pax", "apiece",
    "per guest", "por persona", "por cabeza", "cada uno", "cada una", "por pessoa",
    "por cabeça", "cada um", "cada uma", "por pax",
    "for each of us", "for each person",
    # typed short: "40 euros x persona", "40 p/p", "40/person"
    "x persona", "x pessoa", "x cabeza", "x cabeça", "x pax", "p/p", "/person", "/pp", "/pax",
)
# Near an amount: it is for the whole stay ("500 for the week", "450 in total").
WHOLE_STAY_PHRASES: tuple[str, ...] = (
    # what is spent on the lodging as a whole ("3500 dólares pra hospedagem toda")
    "hospedagem toda", "toda a hospedagem", "todo el alojamiento", "on accommodation",
    "on the accommodation", "on lodging", "for all the accommodation",
    "for the whole stay", "whole stay", "for the stay", "for the entire stay", "entire stay",
    "in total", "total", "altogether", "for the trip", "for the whole trip",
    "for everything",
    "for the week", "for the weekend", "for the whole week", "for all", "para toda la estancia",
    "for the whole weekend", "for the whole wknd", "for the whole long weekend",
    "para todo el finde", "para todo el fin de semana", "para o fim de semana todo",
    "toda la estancia", "en total", "por toda la estancia", "por todo", "para todo el viaje",
    "no total", "o total", "el total", "ao todo", "para a estadia toda", "pela estadia",
    "toda a estadia",
    "para toda a estadia", "pela semana", "para la semana", "por la semana", "pelo período todo",
    "pelo período inteiro", "todo o período", "o período todo", "por todo el periodo",
    "el periodo completo", "for the whole period", "for the entire period", "todo el periodo",
    "todo el período", "para todo el periodo", "para todo el período", "o período inteiro",
    # "eso es para todo el alojamiento", "1200 dólares para el alojamiento": what the amount pays
    # for, all of it
    "para el alojamiento", "para o alojamento", "para a hospedagem", "for the accommodation",
    "for accommodation", "for the lodging", "todo el alojamiento", "toda la estadía",
    "toda la estadia", "todo o alojamento",
    "toda a hospedagem", "a hospedagem toda", "all the accommodation", "all accommodation",
    "the whole accommodation", "for the whole thing", "the whole thing", "for the lot",
    "for all of it", "para dormir", "pra dormir", "para a dormida", "para todo", "para tudo",
    "pra tudo",
    # "Tenho 1200 euros para a estadia": the stay, all of it
    "para a estadia", "pra estadia", "para a estada", "para la estadía", "para la estadia",
    "para la estancia", "para a viagem", "pra viagem", "para el viaje",
)

# An amount said for a week or a month ("250 a la semana", "900 al mes", "3000 por mês") is spread
# over its nights; these follow the amount. "for a week" is left out: "100 a night for a week" is
# a stay length, not a budget.
PER_WEEK_PHRASES: tuple[str, ...] = (
    "a week", "per week", "each week", "every week", "the week", "for the week", "weekly",
    "/week", "/wk", "a wk", "per wk", "a la semana", "la semana", "por semana", "por la semana",
    "para la semana", "cada semana", "semanal", "semanales", "à semana", "pela semana",
    "para a semana", "semanais", "por toda la semana", "para toda la semana", "toda la semana",
    "la semana entera", "por la semana entera", "pela semana toda", "pela semana inteira",
    "a semana toda", "a semana inteira", "na semana",
)
# The month as the whole stay ("4000 libras tol mes"): spread over the nights of a stay of about
# a month when its dates are said.
WHOLE_MONTH_PHRASES: tuple[str, ...] = (
    "todo el mes", "tol mes", "el mes entero", "o mês todo", "o mês inteiro", "the whole month",
    "the entire month", "for the whole month", "for the entire month",
)
PER_MONTH_PHRASES: tuple[str, ...] = (
    "a month", "per month", "each month", "every month", "the month", "for the month",
    "monthly", "/month", "/mo", "al mes", "por mes", "por el mes",
    "el mes", "cada mes", "para el mes", "por todo el mes", "mensual", "mensuales", "ao mês",
    "por mês", "o mês", "pelo mês", "para o mês", "mensal", "mensais", *WHOLE_MONTH_PHRASES,
)
# "monthly budget", "presupuesto semanal": the period said before the amount.
PERIOD_BUDGET_PHRASES: dict[str, str] = {
    "monthly budget": "month", "budget for the month": "month", "presupuesto mensual": "month",
    "orçamento mensal": "month", "weekly budget": "week", "budget for the week": "week",
    "presupuesto semanal": "week", "orçamento semanal": "week",
    "budget for the whole month": "month", "budget for the entire month": "month",
    "presupuesto para todo el mes": "month", "presupuesto del mes": "month",
    "orçamento para o mês todo": "month", "orçamento do mês": "month",
    "budget for the whole week": "week", "presupuesto para toda la semana": "week",
}

PER_NIGHT_WORDS: tuple[str, ...] = (
    "night", "nights", "nite", "nt", "noche", "noches", "noite", "noites", "day", "día", "dia",
    "diaria", "diária",
)

# The words before an amount that make it a ceiling or a floor.
MAX_PRICE_WORDS: tuple[str, ...] = (
    "under", "below", "beneath", "less than", "lower than", "cheaper than", "no more than",
    "nothing over", "nothing above", "nothing more than", "nothing pricier than",
    "nada más de", "nada por encima de", "nada acima de", "nada mais de",
    "not more than", "no higher than", "not over", "at most", "up to", "upto", "max", "max.",
    "maximum", "a maximum of", "tops", "within", "budget", "budget of", "budget is", "my budget is",
    "budget like", "budget is like", "budget around", "budget is around", "budget about",
    "budget is about", "budget of about", "budget of around",
    "budget:", "around", "about", "approximately", "roughly", "~", "<", "<=", "menos de",
    "por menos de", "por debajo de", "debajo de", "por baixo de", "hasta", "máximo",
    "como máximo", "no más de", "bajo", "inferior a",
    "presupuesto", "presupuesto de", "alrededor de", "unos", "até", "abaixo de", "no máximo",
    "não mais que", "não mais de", "orçamento", "orçamento de", "por volta de", "uns",
    # a budget raised or lowered to an amount: "pushed the budget to 4500", "subo a 100"
    "budget to", "the budget to", "presupuesto a", "el presupuesto a", "orçamento para",
    "o orçamento para", "orçamento a", "o orçamento a",
    "down to", "lower it to", "drop it to", "bajemos a", "baja a", "bajar a", "bájalo a",
    "baixa para", "baixemos para", "desce para", "pongamos", "digamos",
    "raise it to", "bump it to", "bump it up to", "push it to", "increase it to", "up it to",
    "stretch to", "stretch it to", "stretch the budget to", "estirar a", "estirarnos a",
    "could go to", "can go to", "could go up to", "can go up to",
    # what the visitor will pay: "ill pay more, say 200", "podemos pagar 150"
    "pay more, say", "i'll pay", "ill pay", "i can pay", "we can pay", "willing to pay",
    "happy to pay", "able to pay", "puedo pagar", "podemos pagar", "posso pagar",
    "podemos pagar", "pagaría", "pagaríamos", "pagaria", "pagaríamos",
    "estirar hasta", "esticar para", "esticar até",
    "subimos a", "subo a", "sube a", "subir a", "subamos a", "súbelo a", "subirlo a",
    "subimos hasta", "subo hasta", "subimos para", "subo para", "sobe para", "subir para",
    "subam para", "aumenta para", "aumentamos para", "aumentar para",
    # the ceiling named and then said: "our max is 180", "lo máximo eran 180", "o teto é 200"
    "max is", "my max is", "our max is", "the max is", "max was", "the max was", "our max was",
    "maximum is", "the maximum is", "our maximum is", "my maximum is", "limit is", "my limit is",
    "our limit is", "the limit is", "lo máximo es", "lo máximo era", "lo máximo eran",
    "el máximo es", "mi máximo es", "nuestro máximo es", "el límite es", "mi límite es",
    "nuestro límite es", "el tope es", "mi tope es", "nuestro tope es", "o máximo é",
    "o máximo era", "o meu máximo é", "o nosso máximo é", "o limite é", "o meu limite é",
    "o nosso limite é", "o teto é", "o meu teto é", "o nosso teto é",
    "without going over", "not going over", "without going above", "sin pasar de",
    "sin pasarnos de", "sem passar de", "sem passar dos",
    # what the visitor means to spend: "pensaba gastar como 1500", "want to spend about 900"
    "spend about", "spend around", "spend up to", "gastar como",
    "gastar unos", "gastar uns", "gastar cerca de", "gastar alrededor de", "gastar hasta",
    "gastar até", "no pase de", "não passe de",
    # a ceiling not to be passed: "no queremos pasar de 250", "não queremos passar dos 300"
    "no queremos pasar de", "no quiero pasar de", "no queremos pasarnos de", "no pasar de",
    "não pode passar de", "não pode passar dos", "no puede pasar de", "não podemos passar de",
    "no podemos pasar de",
    "não queremos passar de", "não queremos passar dos", "não quero passar de",
    "não quero passar dos", "não passar de", "não passar dos", "no pasarnos de",
    # a floor's words denied are a ceiling: "we cant spend more than 150 a night"
    "can't spend more than", "cant spend more than", "cannot spend more than",
    "can't pay more than", "cant pay more than", "cannot pay more than", "won't pay more than",
    "wont pay more than", "don't want to spend more than", "dont want to spend more than",
    "can't go over", "cant go over", "can't go above", "cant go above",
    "no podemos gastar más de", "no puedo gastar más de", "no podemos pagar más de",
    "no puedo pagar más de", "não podemos gastar mais de", "não posso gastar mais de",
    "não podemos pagar mais de", "não posso pagar mais de",
)
MAX_PRICE_WORDS_AFTER: tuple[str, ...] = (
    "or less", "or under", "or below", "max", "max.", "maximum", "tops", "at most", "budget",
    "o menos", "como máximo", "máximo", "ou menos", "no máximo", "como mucho", "a lo sumo",
    "at the most",
)
MIN_PRICE_WORDS: tuple[str, ...] = (
    "over", "above", "more than", "higher than", "at least", "no less than", "not less than", "min",
    "min.", "minimum", "starting at", "starting from", ">", ">=", "más de", "mínimo", "al menos",
    "por lo menos", "desde", "superior a", "mais de", "acima de", "pelo menos", "no mínimo",
    "a partir de",
)
MIN_PRICE_WORDS_AFTER: tuple[str, ...] = (
    "or more", "and up", "and above", "plus", "+", "minimum", "min", "at least", "o más", "ou mais",
    "para arriba", "para cima",
)
RANGE_OPENERS: tuple[str, ...] = ("between", "from", "entre", "de", "desde")
RANGE_JOINERS: tuple[str, ...] = (
    "and", "to", "-", "–", "y", "e", "a", "hasta", "até", "or", "o", "ou",
)  # fmt: skip
# Words before a range that make it a rough ceiling ("cheap, like 50-60 a night", "tipo 50-60
# euros", "uns 80 a 100 reais"): the visitor gives an idea of the most, not a floor.
HEDGED_RANGE_WORDS: tuple[str, ...] = (
    "like", "about", "around", "roughly", "approximately", "approx", "say", "something like",
    "ish", "tipo", "como", "unos", "unas", "uns", "umas", "alrededor de", "por volta de",
    "más o menos", "mais ou menos", "aproximadamente", "aprox", "algo como", "algo así como",
)
# Words before two numbers that make them ages ("all 20-21", "ages 8 to 12", "todos de 30 a 35").
AGE_RANGE_WORDS: tuple[str, ...] = (
    "all", "both", "aged", "ages", "age", "ages of", "todos", "todas", "edades", "edad",
    "idades", "idade", "todos de", "todas de", "todos com", "todas com", "todos con",
    "todas con",
)

# Kinds of place that end a name written with a small letter: "Temple Street night market",
# "the Pu'u O'o trailhead", "Kanaha beach park".
PLACE_KIND_TAILS: tuple[str, ...] = (
    "night market", "market", "trailhead", "trail", "beach park", "beach", "park", "stadium",
    "station", "hospital", "museum", "campus", "square", "bridge", "pier", "temple", "church",
    "cathedral", "tower", "gardens", "garden", "mall", "terminal", "arena", "hall", "lookout",
    "hills", "hill", "heights", "bay", "point", "valley", "village", "harbour", "harbor", "wharf",
    "quay", "falls", "springs", "island", "farm", "zoo", "castle", "palace", "abbey", "lake",
    "docks", "dock", "airport", "university", "college", "plaza", "theatre", "theater",
    "opera house", "concert hall", "library", "hotel", "resort", "auditorium",
)
# Words that take back what was just said and put the next thing instead ("Queens... no, perdón,
# Manhattan", "near Soho, sorry, I mean Tribeca", "Copacabana, quer dizer, Ipanema").
SELF_CORRECTIONS: tuple[str, ...] = (
    "i mean", "i meant", "sorry i mean", "sorry, i mean", "no sorry", "no, sorry", "scratch that",
    "no wait", "no, wait", "or rather", "quiero decir", "quise decir", "mejor dicho", "digo",
    "no, perdón", "no perdón", "perdón, no", "quer dizer", "quis dizer", "ou melhor",
    "não, desculpa", "não, desculpe", "desculpa, não", "no, disculpa", "aliás",
)
# Personal pronouns, which are never a place: "cerca de ellas", "perto de nós", "near them".
PRONOUNS: tuple[str, ...] = (
    "nosotros", "nosotras", "ellos", "ellas", "ella", "él", "ustedes", "vosotros", "vosotras",
    "nós", "eles", "elas", "ele", "ela", "vocês", "mim", "us", "them", "him", "her", "me", "you",
)
# "near them", "cerca de nosotros", "perto deles": close to the people whose home the message
# names ("viven por Journal Square", "we live in Verdun").
NEAR_PEOPLE_PHRASES: tuple[str, ...] = (
    "near us", "near them", "near her", "near him", "near to us", "near to them", "near to her",
    "near to him", "close to us", "close to them",
    "close to her", "close to him", "near our place", "near their place", "near her place",
    "near his place", "cerca de nosotros", "cerca de nosotras", "cerca de ellos",
    "cerca de ellas", "cerca de ella", "cerca de él", "cerca de casa", "cerca de su casa",
    "cerca de nuestra casa", "perto de nós", "perto deles", "perto delas", "perto dela",
    "perto dele", "perto de casa", "perto da nossa casa", "perto da casa dele",
    "perto da casa dela", "perto da casa deles",
)
# Words for the place a trip is for, said after a wish to be close ("near the venue", "cerca
# del recinto"): the place named earlier in the conversation as the trip's purpose.
VENUE_WORDS: tuple[str, ...] = (
    "venue", "event", "conference", "congress", "convention", "fair", "trade fair", "expo",
    "tournament", "competition", "ceremony", "wedding", "recinto", "evento", "congreso",
    "congresso", "convención", "convenção", "feria", "feira", "torneo", "torneio", "ceremonia",
    "cerimônia", "cerimónia", "boda", "casamento", "local do evento", "lugar del evento",
    # "to see the Windies play at the SCG … somewhere near the ground"
    "ground", "concert", "gig", "concierto", "show",
)
# Words before a kind of place that make it a kind, not a name ("near the train station", "close
# to a big park"): "near the palace theatre" names one, "near the main station" does not.
GENERIC_PLACE_MODIFIERS: frozenset[str] = frozenset({
    "train", "bus", "metro", "subway", "tube", "underground", "railway", "rail", "tram", "ferry",
    "main", "central", "nearest", "closest", "local", "big", "small", "little", "large", "nice",
    "good", "quiet", "busy", "public", "city", "town", "village", "a", "an", "any", "some", "our",
    "my", "their", "his", "her", "your", "this", "that", "same", "old", "new", "famous", "other",
    "kids", "children's", "dog", "water", "national", "state", "convention", "conference",
    "shopping", "football", "soccer", "baseball", "basketball", "sports", "art", "science",
    "history", "night", "street", "food", "farmers", "fish", "flower", "one", "two", "every",
})
# Who an age bound is said of: "11 people, most over 65", "we're all over 70", "kids under 12",
# "todos mayores de 70", "a maioria com mais de 60". The number is an age, not a price.
AGE_BOUND_SUBJECTS: tuple[str, ...] = (
    "most", "mostly", "we're all", "we are all", "they're all", "they are all", "both",
    "everyone", "everybody", "most of us", "most of them",
    "all of us", "all of them", "the oldest", "the youngest", "people", "guests", "adults",
    "seniors", "kids", "children", "todos", "todas", "ambos", "ambas", "la mayoria",
    "la mayoría", "casi todos", "a maioria", "quase todos", "personas", "pessoas", "niños",
    "crianças", "mayores", "idosos",
)
AGE_BOUNDS: tuple[str, ...] = (
    "over", "under", "above", "below", "aged", "older than", "younger than", "mayores de",
    "menores de", "más de", "con más de", "de más de", "mais de", "com mais de", "acima de",
    "maiores de", "menores de",
)
# Visitor phrasings of "start again": the dialog forgets every filter before reading on.
RESET_PHRASES: tuple[str, ...] = (
    "start over", "start again", "let's start over", "lets start over", "start from scratch",
    "from scratch", "new search", "another search", "different search", "reset", "clear everything",
    "clear all", "clear all filters", "clear the filters", "clear filters", "remove all filters",
    "forget everything", "forget all that", "forget all of that", "forget all the filters",
    "empezar de nuevo", "empecemos de nuevo", "volver a empezar", "nueva búsqueda", "otra búsqueda",
    "desde cero", "olvida todo", "olvídate de todo", "borra todo", "começar de novo",
    "comecar de novo", "recomeçar", "vamos recomeçar", "nova busca", "nova pesquisa", "outra busca",
    "do zero", "esquece tudo", "esqueça tudo", "limpar filtros", "limpa tudo",
)

# Cues that a turn adjusts the current search rather than starting a new one.
REFINEMENT_CUES: tuple[str, ...] = (
    "what about", "how about", "instead", "rather", "and in", "and what about", "also", "too",
    "as well", "same", "switch", "change", "make it", "try", "now", "but", "still", "what if",
    "only", "just", "y en", "y qué tal", "qué tal", "que tal", "en vez", "en lugar", "mejor en",
    "también", "ahora", "solo", "e em", "e no", "e na", "e se", "em vez", "em lugar", "melhor em",
    "também", "agora", "só", "apenas", "then", "switch to", "entonces", "então", "let's try",
    # the rest carries over: "Mantém-se tudo: calmo, ar condicionado"
    "keep everything", "keep the rest", "everything else the same", "rest the same",
    "mantén todo", "mantenlo todo", "lo demás igual", "todo lo demás igual", "lo mismo",
    "mantém-se tudo", "mantém tudo", "mantenha tudo", "o resto igual", "tudo igual",
)

# Sounds and words that open a turn without saying anything ("ok and Jersey City").
INTERJECTIONS: tuple[str, ...] = (
    "ok", "okay", "oh", "ah", "uh", "um", "hmm", "hm", "ugh", "uf", "ay", "ai", "eh", "well",
    "so", "right", "alright", "yeah", "yes", "no", "nah", "vale", "bueno", "pues", "bom", "tá",
    "ta", "blz", "beleza", "então", "entonces", "ya", "sí", "si", "sim", "nossa",
)

# Who owns the home ("the host keeps cats"): their animals are none of the visitor's.
HOST_NOUNS: tuple[str, ...] = (
    "host", "hosts", "owner", "owners", "landlord", "anfitrión", "anfitriona", "anfitriones",
    "dueño", "dueña", "dueños", "anfitrião", "anfitriã", "anfitriões", "dono", "dona", "donos",
)
PET_NOUNS: tuple[str, ...] = (
    "dog", "dogs", "cat", "cats", "pet", "pets", "animals", "perro", "perros", "gato", "gatos",
    "mascota", "mascotas", "animales", "cachorro", "cachorros", "cão", "cães", "animais",
)
# Words that make an amount a budget ("my maximum is 150 a night"), not a price paid or shown.
BUDGET_CUES: tuple[str, ...] = (
    "max", "maximum", "budget", "limit", "up to", "under", "no more than", "at most", "afford",
    "can pay", "can spend", "máximo", "maximo", "presupuesto", "hasta", "como mucho", "límite",
    "limite", "podemos pagar", "puedo pagar", "orçamento", "orcamento", "até", "no máximo",
    "posso pagar", "podemos gastar", "puedo gastar", "posso gastar",
    # "não queremos gastar mais de 80 euros", "we don't want to spend more than 80"
    "want to spend more than", "want to pay more than", "queremos gastar mais de",
    "quero gastar mais de", "queremos gastar más de", "quiero gastar más de",
    "queremos pagar mais de", "quero pagar mais de", "queremos pagar más de",
    "quiero pagar más de",
    # "we're thinking around 180 USD a night", "pensamos en unos 100", "estamos pensando em 200"
    "thinking", "pensando", "pensamos", "willing to pay", "dispuestos a pagar",
    "dispostos a pagar",
    # "Tenemos como 3500 dólares para hospedaje", "we've got 2k for the week"
    "tenemos", "tengo", "temos", "tenho", "we have", "we've got", "we got", "i have", "i've got",
)

# Things travellers pay for besides the stay: "a breakfast was like 40 bucks", "parking em ny é
# um roubo, 60 dólar por dia". An amount said of one is no budget for the stay.
OTHER_COSTS: tuple[str, ...] = (
    "breakfast", "lunch", "dinner", "meal", "meals", "coffee", "a beer", "beers", "drinks",
    "taxi", "taxis", "cab", "uber", "parking", "tickets", "ticket", "flight", "flights", "ferry",
    "the tour", "tours", "entry", "groceries", "garage", "car rental", "rental car", "car hire",
    "garaje", "garagem", "garagens", "the car", "carro", "coche",
    "desayuno", "almuerzo", "cena", "comida", "cafe", "cerveza", "cervezas", "estacionamiento",
    "parqueo", "parqueadero", "aparcamiento", "boleto", "boletos", "entradas", "vuelo", "vuelos",
    "cafe da manha", "almoco", "jantar", "refeicao", "cerveja", "cervejas", "estacionamento",
    "passagem", "passagens", "ingresso", "ingressos", "voo", "voos", "bilhete", "bilhetes",
)  # fmt: skip
# Words before a price seen or paid, not wished: "it says 150 a night", "Tô vendo 180 dólar",
# "last time we paid 90".
PRICE_SEEN_WORDS: tuple[str, ...] = (
    "it says", "says here", "the listing says", "i see", "i'm seeing", "im seeing", "i am seeing",
    "it's showing", "its showing", "they charge", "veo", "estoy viendo", "cobran", "vejo",
    "tô vendo", "to vendo", "estou vendo", "estou a ver", "cobram",
)  # fmt: skip
# Openers of a request for listings ("find me...", "busco...", "procuro...").
REQUEST_OPENERS: tuple[str, ...] = (
    "find", "show", "search", "look for", "looking for", "i need", "i want", "i'd like",
    "i would like", "get me", "give me", "any", "recommend", "do you have", "are there", "is there",
    "book", "busco", "buscando", "quiero", "necesito", "muéstrame", "muestrame", "hay", "encuentra",
    "encuéntrame", "procuro", "procurando", "quero", "preciso", "mostre", "mostra", "me mostra",
    "tem", "encontre",
)

# Openers of a wish for somewhere to stay ("I'd like a quiet place near the beach in Porto"), which
# make a request of its own of the words that describe the stay.
STAY_WISH_OPENERS: tuple[str, ...] = (
    "i'd like", "i would like", "we'd like", "we would like", "i want", "we want", "looking for",
    "busco", "buscamos", "quiero", "queremos", "quisiera", "quisiéramos", "procuro", "procuramos",
    "quero", "queria", "queríamos", "gostaria", "gostaríamos",
    # ... or a stay named by what it is for: "romantic weekend in Montreal"
    "weekend", "getaway", "holiday", "holidays", "vacation", "honeymoon", "retreat", "escapada",
    "fin de semana", "finde", "vacaciones", "luna de miel", "fim de semana", "férias",
    "lua de mel",
)

# Words that take a filter away when they come just before it ("remove the pool",
# "without the wifi requirement", "sin piscina", "sem garagem").
REMOVAL_WORDS: tuple[str, ...] = (
    "without", "w/o", "remove", "drop", "delete", "forget", "forget about", "ditch", "skip", "lose",
    "scrap", "scratch", "bin", "nix",
    "exclude", "get rid of", "take off", "take out", "no need for", "no need of", "don't need",
    "dont need", "do not need", "doesn't need", "doesnt need", "does not need", "don't care about",
    "dont care about", "doesn't have to be", "doesnt have to be", "does not have to be",
    "doesn't have to have", "don't have to be", "doesn't need to be", "does not need to be",
    "doesn't need to have", "not necessarily", "never mind", "nevermind", "not bothered about",
    "no longer need", "no need to be", "no need to have", "don't bother filtering for",
    "dont bother filtering for", "don't bother with", "dont bother with",
    "no hace falta filtrar por", "não precisa filtrar por", "sem precisar de", "sem precisar ser",
    "sem precisar ter", "sem necessidade de", "sin necesidad de", "no hace falta que sea",
    "sin", "quita", "quitar", "quite", "quítale", "elimina", "eliminar", "borra",
    "borrar", "olvida", "olvídate de", "olvidar", "no necesito", "no hace falta", "ya no quiero",
    "no quiero", "no tiene que ser", "no tiene que tener", "sem", "tira", "tirar", "tire", "remova",
    "remover", "retira", "retirar", "esquece", "esqueça", "esquecer", "não preciso de",
    "não preciso", "não precisa de", "não precisa", "não quero", "não precisa ser",
    "não precisa ter", "leave", "leaving", "leave behind", "leaving behind", "won't bring",
    "will not bring", "not bringing", "aren't bringing", "are not bringing", "won't be bringing",
    "no llevamos", "no vamos a llevar", "dejamos", "não vamos levar", "não levamos", "deixamos",
)
# Words that take a filter away when they come just after it ("the pool isn't needed").
_NOT = ("not", "isn't", "aren't", "is not", "are not", "no longer", "not really")
_NEEDED = ("needed", "necessary", "required", "important", "essential", "a must", "a priority")
REMOVAL_WORDS_AFTER: tuple[str, ...] = (
    *(f"{negation} {needed}" for negation in _NOT for needed in _NEEDED),
    "not allowed", "are not allowed", "aren't allowed", "is not allowed", "isn't allowed",
    "no permitidos", "no permitido", "não permitidos", "não permitido",
    "doesn't matter", "does not matter", "don't matter", "do not matter", "is optional",
    "doesnt matter", "dont matter", "don't matter anymore", "dont matter anymore",
    "are optional", "optional", "no longer matters", "no es necesario", "no es necesaria",
    "no son necesarios", "no importa", "no importan", "no hace falta", "da igual",
    "dan igual", "no nos importa", "não é necessário", "não é necessária", "não são necessários",
    "não importa", "não importam", "tanto faz", "não é preciso", "não faz falta",
    "afinal não é preciso", "afinal não é necessário", "after all isn't needed",
    "não precisa", "is fine too", "is fine as well", "are fine too", "are fine as well",
    "is ok too", "is okay too", "would be fine too", "works too", "would work too",
    "también está bien", "también vale", "también sirve", "también me vale", "também serve",
    "também está bom", "também pode ser",
    "stays behind",
    "já não interessa", "não interessa", "ya no interesa", "ya no importa", "no interesa",
    "doesn't matter anymore", "doesn't matter any more", "já não importa",
)
# "no pool", "no budget": a bare "no" removes amenities, the superhost filter and budgets,
# but never a place ("no Rio" is Portuguese for "in Rio").
BARE_NEGATIONS: tuple[str, ...] = ("no", "not")
# "any price", "cualquier precio", "qualquer preço" lift a filter named by a filter noun.
ANY_WORDS: tuple[str, ...] = (
    "any", "whatever", "cualquier", "cualquiera", "qualquer", "no matter the",
)
# Words allowed between a removal word and the filter it removes ("forget about the budget",
# "doesn't need to be a superhost").
REMOVAL_GAP_WORDS: tuple[str, ...] = (
    "the", "a", "an", "any", "my", "our", "your", "that", "this", "these", "those", "for", "of",
    "to", "be", "have", "having", "need", "needs", "it", "is", "are", "was", "only", "just",
    "about", "number", "el", "la", "los", "las", "un", "una", "lo", "de", "del", "o", "os", "as",
    "um", "uma", "do", "da", "dos", "das", "ter", "tener", "ser", "que", "es", "e", "esta", "al",
    "ao", "there", "then", "aí", "ahí", "alli", "allí", "lá", "ali",
)
# Words allowed between filters removed together ("remove the pool, the gym and the TV").
LIST_ARTICLES: tuple[str, ...] = (
    "the", "a", "an", "my", "our", "any", "el", "la", "los", "las", "un", "una", "o", "os", "as",
    "um", "uma",
)
LIST_CONJUNCTIONS: tuple[str, ...] = (
    "and", "or", "nor", "plus", "y", "ni", "e", "ou", "nem", "&", "/",
)

# Phrases that lift the location filter on their own.
ANYWHERE_PHRASES: tuple[str, ...] = (
    "anywhere", "any city", "any location", "anyplace", "any place", "en cualquier lugar",
    "donde sea", "em qualquer lugar", "qualquer lugar", "qualquer cidade", "cualquier ciudad",
)

# Phrases that lift only the place inside the market: "regardless of area", "cualquier barrio".
ANY_AREA_PHRASES: tuple[str, ...] = (
    "regardless of area", "regardless of the area", "regardless of neighbourhood",
    "regardless of neighborhood", "regardless of the neighbourhood",
    "regardless of the neighborhood",
    "any area", "any neighbourhood", "any neighborhood", "any part of town", "any part of the city",
    "anywhere in town", "anywhere in the city", "whatever the area", "whatever area",
    "sin importar la zona", "sin importar el barrio", "da igual la zona", "da igual el barrio",
    "cualquier zona", "cualquier barrio", "en cualquier zona", "en cualquier barrio",
    "qualquer zona", "qualquer bairro", "independentemente da zona", "independentemente do bairro",
    "independente da zona", "independente do bairro", "não importa o bairro", "não importa a zona",
    "em qualquer bairro", "em qualquer zona",
)
# "anything further out that's cheaper?", "mais afastado do centro": away from the place wished,
# unless denied ("we don't want anything further out")
FURTHER_OUT_PHRASES: tuple[str, ...] = (
    "further out", "farther out", "más alejado", "más alejada", "más apartado", "más apartada",
    "mais afastado", "mais afastada", "mais retirado", "mais retirada",
)
# Nouns that name a whole filter, for "forget the budget", "any rating", "no bedroom minimum".
# Values are the filter keys they lift.
FILTER_NOUNS: dict[str, tuple[str, ...]] = {
    "budget": ("min_price", "max_price"), "price": ("min_price", "max_price"),
    "prices": ("min_price", "max_price"), "price limit": ("min_price", "max_price"),
    "price range": ("min_price", "max_price"), "cost": ("min_price", "max_price"),
    "limit": ("min_price", "max_price"), "presupuesto": ("min_price", "max_price"),
    "precio": ("min_price", "max_price"), "límite de precio": ("min_price", "max_price"),
    "preço": ("min_price", "max_price"), "orçamento": ("min_price", "max_price"),
    "limite de preço": ("min_price", "max_price"), "límite": ("min_price", "max_price"),
    "max price": ("max_price",), "maximum price": ("max_price",), "price cap": ("max_price",),
    "max budget": ("max_price",), "precio máximo": ("max_price",), "preço máximo": ("max_price",),
    "min price": ("min_price",), "minimum price": ("min_price",), "precio mínimo": ("min_price",),
    "preço mínimo": ("min_price",),
    "location": ("location", "country"), "city": ("location", "country"),
    "country": ("location", "country"), "destination": ("location", "country"),
    "ubicación": ("location", "country"), "ciudad": ("location", "country"),
    "país": ("location", "country"), "localização": ("location", "country"),
    "cidade": ("location", "country"), "island": ("location", "country"),
    "isla": ("location", "country"), "ilha": ("location", "country"),
    "market": ("location", "country"),
    "host": ("superhost_only",), "anfitrión": ("superhost_only",), "anfitrião": ("superhost_only",),
    "rating": ("min_rating",), "ratings": ("min_rating",), "stars": ("min_rating",),
    "star rating": ("min_rating",), "reviews": ("min_rating",), "valoración": ("min_rating",),
    "estrellas": ("min_rating",), "nota": ("min_rating",), "avaliação": ("min_rating",),
    "estrelas": ("min_rating",),
    "bedrooms": ("min_bedrooms",), "bedroom": ("min_bedrooms",),
    "number of bedrooms": ("min_bedrooms",), "bedroom count": ("min_bedrooms",),
    "habitaciones": ("min_bedrooms",), "dormitorios": ("min_bedrooms",),
    "quartos": ("min_bedrooms",),
    "guests": ("min_accommodates",), "number of guests": ("min_accommodates",),
    "guest count": ("min_accommodates",), "group size": ("min_accommodates",),
    "capacity": ("min_accommodates",), "huéspedes": ("min_accommodates",),
    "personas": ("min_accommodates",), "pessoas": ("min_accommodates",),
    "hóspedes": ("min_accommodates",),
    "property type": ("property_type",), "type": ("property_type",),
    "kind of place": ("property_type",), "type of place": ("property_type",),
    "type of property": ("property_type",), "tipo": ("property_type",),
    "tipo de propiedad": ("property_type",), "tipo de imóvel": ("property_type",),
    "room type": ("room_type",), "type of room": ("room_type",),
    "tipo de habitación": ("room_type",), "tipo de quarto": ("room_type",),
    "amenities": ("amenities",), "amenity": ("amenities",), "extras": ("amenities",),
    "comodidades": ("amenities",),
}

# What "the same …" brings back from an earlier search, or from the previous trip ("same crew as
# last time", "same requirements", "los mismos requisitos"), besides the filter nouns above.
_WHAT_A_STAY_REQUIRES = (
    "amenities", "min_bedrooms", "room_type", "property_type", "superhost_only", "min_rating",
    "min_price", "max_price",
)
SAME_AGAIN_NOUNS: dict[str, tuple[str, ...]] = {
    **FILTER_NOUNS,
    "crew": ("min_accommodates",), "group": ("min_accommodates",), "gang": ("min_accommodates",),
    "lot": ("min_accommodates",), "party": ("min_accommodates",), "family": ("min_accommodates",),
    "people": ("min_accommodates",), "grupo": ("min_accommodates",),
    "familia": ("min_accommodates",), "pandilla": ("min_accommodates",),
    "turma": ("min_accommodates",), "galera": ("min_accommodates",),
    "família": ("min_accommodates",),
    "requirements": _WHAT_A_STAY_REQUIRES, "needs": _WHAT_A_STAY_REQUIRES,
    "criteria": _WHAT_A_STAY_REQUIRES, "filters": _WHAT_A_STAY_REQUIRES,
    "setup": _WHAT_A_STAY_REQUIRES, "set-up": _WHAT_A_STAY_REQUIRES,
    "requisitos": _WHAT_A_STAY_REQUIRES, "exigencias": _WHAT_A_STAY_REQUIRES,
    "necesidades": _WHAT_A_STAY_REQUIRES, "filtros": _WHAT_A_STAY_REQUIRES,
    "exigências": _WHAT_A_STAY_REQUIRES, "necessidades": _WHAT_A_STAY_REQUIRES,
    "critérios": _WHAT_A_STAY_REQUIRES,
}
USUAL_REQUIREMENTS_NOUNS = ("requirements", "needs", "criteria", "filters", "setup", "set-up")

# Months, to read dates ("Jan 3-10", "del 3 al 6 de junio"), which set no filter.
MONTH_WORDS: tuple[str, ...] = (
    "january", "february", "march", "april", "may", "june", "july", "august", "september",
    "october", "november", "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep",
    "sept", "oct", "nov", "dec", "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio",
    "agosto", "septiembre", "setiembre", "octubre", "noviembre", "diciembre", "janeiro",
    "fevereiro", "março", "maio", "junho", "julho", "setembro", "outubro", "novembro", "dezembro",
    # short Spanish and Portuguese forms that are no English word ("de 13 a 18 de fev")
    "ene", "abr", "ago", "dic", "fev", "dez",
)
# A month named by when it comes: "from 3 to 10 of next month", "del 3 al 10 del mes que viene".
RELATIVE_MONTHS: tuple[str, ...] = (
    "next month", "this month", "the coming month", "mes que viene", "proximo mes", "este mes",
    "deste mes", "mes que vem",
)
# Each month word's number in the year, to count the nights of a stay across a month's end.
MONTH_NUMBERS: dict[str, int] = {
    "january": 1, "jan": 1, "enero": 1, "janeiro": 1, "february": 2, "feb": 2, "febrero": 2,
    "fevereiro": 2, "march": 3, "mar": 3, "marzo": 3, "março": 3, "april": 4, "apr": 4,
    "abril": 4, "may": 5, "mayo": 5, "maio": 5, "june": 6, "jun": 6, "junio": 6, "junho": 6,
    "july": 7, "jul": 7, "julio": 7, "julho": 7, "august": 8, "aug": 8, "agosto": 8,
    "september": 9, "sep": 9, "sept": 9, "septiembre": 9, "setiembre": 9, "setembro": 9,
    "october": 10, "oct": 10, "octubre": 10, "outubro": 10, "november": 11, "nov": 11,
    "noviembre": 11, "novembro": 11, "december": 12, "dec": 12, "diciembre": 12, "dezembro": 12,
    "ene": 1, "fev": 2, "abr": 4, "ago": 8, "dic": 12, "dez": 12,
}
# Days of the week, Monday first: "Thursday to Monday" is a stay of four nights.
WEEKDAY_NUMBERS: dict[str, int] = {
    "monday": 0, "mon": 0, "lunes": 0, "segunda": 0, "segunda-feira": 0,
    "tuesday": 1, "tue": 1, "tues": 1, "martes": 1, "terça": 1, "terça-feira": 1,
    "wednesday": 2, "wed": 2, "miércoles": 2, "quarta": 2, "quarta-feira": 2,
    "thursday": 3, "thu": 3, "thurs": 3, "jueves": 3, "quinta": 3, "quinta-feira": 3,
    "friday": 4, "fri": 4, "viernes": 4, "sexta": 4, "sexta-feira": 4,
    "saturday": 5, "sat": 5, "sábado": 5,
    "sunday": 6, "sun": 6, "domingo": 6,
}
# Arriving and leaving said with days of the month ("chegamos dia 29 e vamos embora dia 2",
# "from the 3rd to the 9th", "del 8 al 18 de enero"): how many nights the stay is.
ARRIVAL_WORDS: tuple[str, ...] = (
    "arrive", "arriving", "we arrive", "we're arriving", "check in", "checking in", "get in",
    "llegamos", "llego", "llegando", "chegamos", "chego", "chegando", "from", "del", "de", "do",
    "desde", "entre el", "entre o", "between the", "between",
)
DEPARTURE_WORDS: tuple[str, ...] = (
    "leave", "leaving", "we leave", "check out", "checking out", "fly out", "flying out",
    "salimos", "salgo", "nos vamos", "me voy", "vamos embora", "vou embora", "saímos", "saio",
    "voltamos", "until", "till", "to", "al", "hasta", "até", "a", "ao", "and", "y", "e",
    "nos quedamos hasta", "me quedo hasta", "we stay until", "we're staying until",
    "staying until", "ficamos até", "fico até", "leaving on",
)
# Verbs that make two numbers days of a stay on their own ("llegamos el 3 y nos vamos el 10").
ARRIVAL_VERBS: tuple[str, ...] = (
    "arrive", "arriving", "we arrive", "we're arriving", "check in", "checking in", "llegamos",
    "llego", "llegando", "chegamos", "chego", "chegando",
)
# Someone coming or going on a day ("arrives on the 11th", "llega el 11", "chega dia 3").
COMING_AND_GOING_VERBS: tuple[str, ...] = (
    "arrive", "arrives", "arriving", "arrived", "land", "lands", "landing", "come", "comes",
    "coming", "join", "joins", "joining", "leave", "leaves", "leaving", "fly in", "flies in",
    "llega", "llegan", "llegamos", "llego", "llegará", "llegaré", "viene", "vienen", "se une",
    "sale", "salen", "salimos", "se va", "se van", "chega", "chegam", "chegamos", "chego",
    "chegará", "vem", "vêm", "sai", "saem", "saímos", "vai embora",
)
# How many nights a stay-length noun stands for: "a week" = 7, "a weekend" = 2.
# What a budget for the whole stay is said to pay for: "8 mil dólares para a hospedagem das duas
# semanas", "1500 for the accommodation for the two weeks".
STAY_PAID_NOUNS: tuple[str, ...] = (
    "accommodation", "stay", "trip", "lodging", "hospedagem", "estadia", "alojamento",
    "acomodação", "alojamiento", "estancia", "estadía", "viaje", "viagem",
)
NIGHTS_PER_STAY_NOUN: dict[str, int] = {
    "weeks": 7, "week": 7, "semanas": 7, "semana": 7, "weekend": 2, "weekends": 2, "finde": 2,
    "wknd": 2, "wkend": 2,
    "fin de semana": 2, "fim de semana": 2, "long weekend": 3, "puente": 3, "feriadão": 3,
    "fortnight": 14, "quincena": 14, "quinzena": 14, "wks": 7, "wk": 7,
    # a budget "for the 10 days" is spread over ten: travellers count a stay's days as its nights
    # (only with a number: "buenos días" and "bom dia" are greetings)
    "days": 1, "días": 1, "dias": 1, "day": 1, "día": 1, "dia": 1,
}
DAY_NOUNS: frozenset[str] = frozenset({"days", "días", "dias", "day", "día", "dia"})
# Trip lengths ("for 3 nights", "por una semana") say nothing about the listing.
STAY_LENGTH_NOUNS: tuple[str, ...] = (
    "nights", "night", "weeks", "week", "days", "day", "weekend", "month", "months", "noches",
    "noche", "semanas", "semana", "días", "noites", "noite", "dias", "mes", "meses", "mês",
    "weekends", "long weekend", "finde", "fin de semana", "fim de semana", "fortnight",
    "quincena", "quinzena", "puente", "feriadão", "nites", "nite", "nts", "wks", "wk",
)

# Words that carry no meaning for the semantic query when they open or close a fragment.
FILLER_WORDS: frozenset[str] = frozenset({
    # Filipino particles typed inside English ("near disneyland sana kasi si mama super fan")
    "po", "sana", "kasi", "lang", "naman", "talaga", "namin", "ako", "ang", "mga", "yung",
    "medyo",
    # English
    "i", "i'm", "im", "i'd", "i'll", "me", "my", "we", "we're", "we'd", "us", "our", "you",
    "your", "a", "an", "the", "some", "any", "anything", "something", "somewhere", "someplace",
    "find", "show", "search", "look", "looking", "get", "give", "want", "wants", "need",
    "needs", "would", "like", "prefer", "please", "pls", "thanks", "thank", "can", "could",
    # chat shorthand
    "nvm", "tbh", "btw", "idk", "imo", "imho", "plz", "thx", "ty", "omg", "fyi", "ngl", "tho",
    "cuz", "ur", "yep", "nope", "kk", "haha", "hahaha", "jaja", "jajaja", "kkkk", "rsrs", "vc",
    "tb", "pq", "xq", "tmb", "porfa",
    "do", "does", "is", "are", "be", "there", "it", "its", "it's", "that", "this", "these",
    "those", "for", "in", "on", "at", "to", "of", "with", "and", "or", "but", "also", "too",
    "only", "just", "now", "then", "actually", "instead", "what", "what's", "whats", "how",
    "about", "available", "place", "places", "listing", "listings", "rental", "rentals", "stay",
    "stays", "accommodation", "accommodations", "spot", "options", "option", "results", "one",
    "ones", "hello", "hi", "hey", "ok", "okay", "sure", "yes", "no", "make", "have", "has",
    "having", "got", "let's", "lets", "let", "go", "book", "trip", "help", "which", "where",
    "requirement", "requirements", "filter", "filters", "again", "well", "so", "should", "must",
    "will", "from", "by", "as", "same", "rather", "try", "see", "check", "out", "tell", "know",
    "there's", "still", "else", "other", "up", "per",
    "night", "nights", "if", "that's", "yeah", "kind", "sort", "type",
    "good", "great", "perfect", "cool", "awesome", "fine", "morning", "evening", "afternoon",
    "anyone", "allow", "allows", "allowed", "accept", "accepts", "welcome", "permitted",
    "travelling", "traveling", "going", "visiting", "room", "budget", "s", "after", "bring",
    "take", "myself", "ourselves", "needed", "necessary", "required", "hmm", "uh", "wait",
    "oh", "travel", "travels", "everything", "all", "todo", "tudo", "first", "switch", "keep",
    "looks", "nice", "never", "always",
    # Spanish
    "yo", "mi", "mis", "un", "una", "unos", "unas", "el", "la", "los", "las", "lo", "de", "del",
    "en", "con", "para", "por", "y", "o", "que", "qué", "quiero", "busco", "buscando",
    "necesito", "muéstrame", "muestrame", "muestra", "hay", "algo", "algún", "alguna", "sitio",
    "alojamiento", "alojamientos", "hola", "gracias", "favor", "solo", "sólo", "también",
    "ahora", "mejor", "tal", "dónde", "donde", "tiene", "tenga", "sea", "es", "está", "esta",
    "quisiera", "encuentra", "encuéntrame", "dame", "ver", "opciones", "lugar", "lugares",
    "noche", "noches", "bueno", "buenos", "días", "somos", "buscamos", "queremos", "vamos",
    "estamos", "viajamos", "admite", "acepta", "permite", "tenemos", "tengo", "llevamos",
    "nunca", "siempre",
    # Portuguese
    "eu", "meu", "minha", "um", "uma", "uns", "umas", "os", "da", "dos", "das", "em", "na",
    "nos", "nas", "com", "pra", "e", "ou", "quero", "procuro", "procurando", "preciso",
    "mostre", "mostra", "tem", "algum", "hospedagem", "acomodação", "olá", "ola", "oi",
    "obrigado", "obrigada", "só", "apenas", "agora", "melhor", "onde", "tenha", "seja", "é",
    "gostaria", "encontre", "opções", "noite", "noites", "diária", "bom", "boa", "dia",
    "procuramos", "aceita", "aceitam", "alguma", "temos", "tenho", "levamos", "sempre",
})

# Orderings of the results. "cheap", "affordable" and "budget" describe the stay (semantic
# query); these phrases ask for an order. "relevance" takes a chosen order back.
SORT_PHRASES: dict[str, str] = {
    # cheapest first
    "cheapest": "price_asc", "cheapest first": "price_asc", "cheapest ones first": "price_asc",
    "cheaper first": "price_asc", "cheaper ones first": "price_asc", "lowest price": "price_asc",
    "most cheap": "price_asc", "the most cheap": "price_asc",
    # "cheap as possible", "lo más barato posible": the cheapest wanted
    "cheap as possible": "price_asc", "as cheap as possible": "price_asc",
    "cheap as poss": "price_asc", "as cheap as we can": "price_asc",
    "lo más barato posible": "price_asc", "lo más económico posible": "price_asc",
    "o mais barato possível": "price_asc", "o mais em conta possível": "price_asc",
    "lowest prices": "price_asc", "lowest price first": "price_asc",
    "lowest prices first": "price_asc", "low to high": "price_asc",
    "price low to high": "price_asc", "price ascending": "price_asc",
    "sort by price": "price_asc", "order by price": "price_asc", "sorted by price": "price_asc",
    "ordered by price": "price_asc", "by price": "price_asc",
    "cheapest to most expensive": "price_asc", "least expensive": "price_asc",
    "el más barato": "price_asc", "la más barata": "price_asc", "lo más barato": "price_asc",
    "los más baratos": "price_asc", "las más baratas": "price_asc",
    "más barato primero": "price_asc", "más baratos primero": "price_asc",
    "más baratas primero": "price_asc", "el más barato primero": "price_asc",
    "de más barato a más caro": "price_asc", "del más barato al más caro": "price_asc",
    "de menor a mayor precio": "price_asc", "menor precio": "price_asc",
    "ordena por precio": "price_asc", "ordenar por precio": "price_asc",
    "ordénalos por precio": "price_asc", "por precio": "price_asc",
    "o mais barato": "price_asc", "a mais barata": "price_asc", "os mais baratos": "price_asc",
    "as mais baratas": "price_asc", "mais barato primeiro": "price_asc",
    "mais baratos primeiro": "price_asc", "mais baratas primeiro": "price_asc",
    "do mais barato ao mais caro": "price_asc", "de mais barato a mais caro": "price_asc",
    "menor preço": "price_asc", "ordena por preço": "price_asc", "ordenar por preço": "price_asc",
    "por preço": "price_asc",
    # most expensive first
    "most expensive": "price_desc", "most expensive first": "price_desc",
    "priciest": "price_desc", "priciest first": "price_desc", "highest price": "price_desc",
    "highest prices": "price_desc", "highest price first": "price_desc",
    "highest prices first": "price_desc", "high to low": "price_desc",
    "price high to low": "price_desc", "price descending": "price_desc",
    "most expensive to cheapest": "price_desc",
    "el más caro": "price_desc", "la más cara": "price_desc", "los más caros": "price_desc",
    "las más caras": "price_desc", "más caro primero": "price_desc",
    "más caros primero": "price_desc", "de más caro a más barato": "price_desc",
    "del más caro al más barato": "price_desc", "mayor precio": "price_desc",
    "o mais caro": "price_desc", "a mais cara": "price_desc", "os mais caros": "price_desc",
    "as mais caras": "price_desc", "mais caro primeiro": "price_desc",
    "mais caros primeiro": "price_desc", "do mais caro ao mais barato": "price_desc",
    "maior preço": "price_desc",
    # best rated first
    "best rated": "rating", "top rated": "rating", "highest rated": "rating",
    "best reviewed": "rating", "best reviews": "rating", "sort by rating": "rating",
    "order by rating": "rating", "sorted by rating": "rating", "by rating": "rating",
    "best rated first": "rating", "highest rating": "rating", "highest ratings first": "rating",
    "mejor valorado": "rating", "mejor valorados": "rating", "mejor valorada": "rating",
    "mejor valoradas": "rating", "mejores valorados": "rating", "mejor puntuados": "rating",
    "ordena por valoración": "rating", "ordenar por valoración": "rating",
    "por valoración": "rating", "ordena por nota": "rating",
    "mais bem avaliado": "rating", "mais bem avaliados": "rating", "mais bem avaliada": "rating",
    "mais bem avaliadas": "rating", "melhor avaliado": "rating", "melhor avaliados": "rating",
    "melhores avaliados": "rating", "ordena por avaliação": "rating",
    "ordenar por avaliação": "rating", "por avaliação": "rating", "ordenar por nota": "rating",
    # back to the default order
    "sort by relevance": "relevance", "by relevance": "relevance",
    "no particular order": "relevance", "any order": "relevance", "por relevancia": "relevance",
    "por relevância": "relevance",
    # typed fast, or said the long way
    "chepest": "price_asc", "cheapst": "price_asc", "cheapes": "price_asc",
    "chaepest": "price_asc", "pelo mais barato": "price_asc", "pelos mais baratos": "price_asc",
    "pela mais barata": "price_asc", "pelas mais baratas": "price_asc",
    "por el más barato": "price_asc", "por lo más barato": "price_asc",
    "de la más barata a la más cara": "price_asc", "de lo más barato a lo más caro": "price_asc",
    "de los más baratos a los más caros": "price_asc",
    "do mais barato para o mais caro": "price_asc", "do mais barato pro mais caro": "price_asc",
    "nota mais alta": "rating", "com nota mais alta": "rating", "notas mais altas": "rating",
    "mejor nota": "rating", "nota más alta": "rating", "mejores notas": "rating",
    "highest score": "rating", "best reviews first": "rating",
}

# "go back to the Antwerp ones", "volvamos a lo de antes", "volta pros de Nova York": the
# visitor returns to an earlier search, named by what set it apart (a market, a place, a type).
GO_BACK_PHRASES: tuple[str, ...] = (
    "go back to", "going back to", "back to the", "back to those", "back to that", "go back",
    "return to", "revert to", "switch back to", "previous search", "earlier search",
    "the ones before", "the earlier ones", "the previous ones", "show me those again",
    "volvamos a", "vuelve a", "volver a", "regresa a", "regresemos a", "vuelve con",
    "lo de antes", "los de antes", "la búsqueda anterior", "volta pros", "volta para",
    "volta aos", "volta às", "voltar para", "voltar aos", "voltemos", "volte para", "volte aos",
    "os de antes", "a busca anterior", "de novo os", "back to", "volvemos a", "de vuelta a",
    "de vuelta en", "voltamos para", "voltamos pra", "voltamos a", "de volta para", "de volta pra",
    "de volta a",
)
# A place accepted as a fallback, said after it ("el Raval también nos sirve"): the place
# wished before stays.
ACCEPTED_TOO_PHRASES: tuple[str, ...] = (
    "is fine too", "is ok too", "is okay too", "works too", "would work too", "would also work",
    "would also be fine", "would be fine too", "is also fine", "is also ok", "also works",
    "would do too", "would also do", "también nos sirve", "también sirve", "también me sirve",
    "también vale", "también nos vale", "también me vale", "también está bien",
    "también estaría bien", "también funciona", "também serve", "também nos serve",
    "também me serve", "também está bom", "também dá", "também pode ser", "também funciona",
    "também seria bom", "também está ok", "ok too", "okay too", "fine too", "good too",
    "ok as well", "okay as well", "fine as well", "good as well", "works as well",
    "would work as well", "could work too", "could also work", "tb vale", "tb sirve",
    "también me va", "tb serve", "tb dá", "também tá bom", "também ta bom",
)
# "nvm, Murray Hill ok too": what comes after replaces what was wished before.
CHANGE_OF_MIND_WORDS: tuple[str, ...] = (
    "nvm", "never mind", "nevermind", "scratch that", "forget that", "on second thought",
    "pensándolo bien", "pensandolo bien", "mejor", "olvida eso", "pensando bem", "melhor",
    "esquece isso", "esquece",
)
# Walking between an event and the stay ("I want to walk back after the show", "volver
# caminando", "ir a pé"): a wish to stay close to the event's place.
WALKING_THERE_PHRASES: tuple[str, ...] = (
    "walking distance", "walk back", "walk there", "walk home", "walk over", "walk to work",
    "volver caminando", "volver andando", "regresar caminando", "ir caminando", "ir andando",
    "llegar caminando", "llegar andando", "ir a pie", "volver a pie", "ir a pé", "voltar a pé",
    "chegar a pé", "voltar andando", "ir caminhando", "voltar caminhando",
    "walking or bike distance", "walking or biking distance", "walking or cycling distance",
    "bike distance", "biking distance", "cycling distance",
)
# Settling on what was weighed before ("nos quedamos con Queens entonces"): back to the search
# that showed it, where the place named may be a listing's rather than a wish.
SETTLE_PHRASES: tuple[str, ...] = (
    "we'll stick with", "we will stick with", "let's stick with", "i'll stick with",
    "we'll stay with", "let's stay with", "we'll settle for", "we'll settle on", "let's settle on",
    "nos quedamos con", "me quedo con", "quedémonos con", "mejor nos quedamos con",
    "ficamos com", "fico com", "vamos ficar com", "vou ficar com", "ficamos mesmo com",
)
# Cues of a new search that take the place of "start over" ("Another trip: ...").
NEW_TRIP_PHRASES: tuple[str, ...] = (
    "another trip", "different trip", "next trip", "new trip", "other trip", "second trip",
    "i'm also planning", "im also planning", "i am also planning", "we're also planning",
    "also planning", "let's start again", "lets start again", "something else entirely",
    "otro viaje", "nuevo viaje", "próximo viaje", "siguiente viaje", "también planeo",
    "outra viagem", "nova viagem", "próxima viagem", "também estou planejando",
)

# "reset everything except the island", "clear the filters but keep Kauai": after a reset,
# these keep the filters they govern.
KEEP_WORDS: tuple[str, ...] = (
    "except", "except for", "but keep", "keep", "keeping", "apart from", "other than",
    "excepto", "salvo", "menos", "pero mantén", "mantén", "mantener", "manteniendo",
    "exceto", "mas mantém", "mantém", "manter", "mantendo", "tirando",
)

# The listings of the last search, as a visitor points at one ("the second one", "el primero").
ORDINAL_WORDS: dict[str, int] = {
    "first": 0, "1st": 0, "second": 1, "2nd": 1, "third": 2, "3rd": 2, "fourth": 3, "4th": 3,
    "fifth": 4, "5th": 4, "last": -1, "primer": 0, "primero": 0, "primera": 0, "segundo": 1,
    "segunda": 1, "tercer": 2, "tercero": 2, "tercera": 2, "quinto": 4, "quinta": 4,
    "último": -1, "última": -1, "primeiro": 0, "primeira": 0, "terceiro": 2, "terceira": 2,
    "1ro": 0, "1ra": 0, "1º": 0, "1ª": 0, "2do": 1, "2da": 1, "2º": 1, "2ª": 1, "3ro": 2, "3ra": 2,
    "3º": 2, "3ª": 2, "4to": 3, "4ta": 3, "4º": 3, "4ª": 3,
}
# What a listing numbered with an article does in a question about it ("el 2 tiene piscina?").
NUMBERED_RESULT_VERBS: tuple[str, ...] = (
    "tiene", "tem", "es", "é", "está", "fica", "queda", "parece", "incluye", "inclui", "acepta",
    "aceita", "permite", "cuesta", "custa", "sale",
)
# Nouns for one listing of the results ("the first one", "the second listing").
RESULT_NOUNS: tuple[str, ...] = (
    "one", "listing", "place", "option", "result", "apartment", "flat", "house", "home", "room",
    "stay", "rental", "uno", "una", "opción", "resultado", "piso", "casa", "lugar", "anuncio",
    "opção", "imóvel", "apartamento",
)
# Articles before an ordinal that points at a listing ("the", "el", "o", "esse"...).
RESULT_ARTICLES: tuple[str, ...] = (
    "the", "el", "la", "lo", "o", "a", "del", "do", "da", "ese", "esa", "aquel", "aquella",
    "esse", "essa", "aquele", "aquela",
)
# A listing shown named by what it is and where or what it has ("the cottage in Hana", "the
# flat with the terrace", "la casita en Kealakekua", "o apê com varanda"): the noun, after an
# English article or demonstrative ...
LISTING_NOUNS_EN: tuple[str, ...] = (
    "one", "listing", "place", "option", "apartment", "apt", "flat", "house", "home", "room",
    "rental", "cottage", "cabin", "loft", "villa", "condo", "studio", "bungalow", "townhouse",
    "suite", "chalet", "penthouse", "attic", "duplex", "unit", "bedsit", "guesthouse", "treehouse",
    "1br", "2br", "3br", "4br", "conversion",
)
# ... or after a Spanish or Portuguese one ("el de James Bay" needs no noun at all).
LISTING_NOUNS_ES_PT: tuple[str, ...] = (
    "piso", "casa", "casita", "cabaña", "apartamento", "apto", "apê", "ape", "departamento",
    "depto", "estudio", "estúdio", "loft", "chalé", "chalet", "cabana", "lugar", "anuncio",
    "anúncio", "opción", "opção", "imóvel", "villa", "vivenda", "ático", "habitación", "cuarto",
    "quarto", "ap", "dúplex", "cobertura", "sobrado", "bangalô", "kitnet", "suíte", "pisito",
    "penthouse",
)
# Small homes said with a diminutive ("un cuartito", "um quartinho", "um apezinho").
SMALL_HOME_NOUNS: tuple[str, ...] = (
    "cuartito", "quartinho", "apezinho", "apartamentinho", "pisito", "depto chico", "studio flat",
)
# Several listings shown, after a demonstrative ("those condos in Lahaina look great", "essas
# casas em Kailua são lindas").
LISTINGS_NOUNS_EN: tuple[str, ...] = (
    "ones", "listings", "places", "options", "apartments", "flats", "houses", "homes", "rooms",
    "cottages", "cabins", "lofts", "villas", "condos", "studios",
)
LISTINGS_NOUNS_ES_PT: tuple[str, ...] = (
    "pisos", "casas", "casitas", "apartamentos", "aptos", "estudios", "estúdios", "lugares",
    "opciones", "opções", "cabañas", "cabanas", "lofts", "villas", "quartos", "habitaciones",
    "anuncios", "anúncios", "departamentos",
)
# The words that tie such a noun to its place or feature, in each language: the Portuguese
# article "a" is also English's indefinite one, so "a loft in Alfama?" must not tie with "in".
LISTING_TIES_EN: tuple[str, ...] = (
    "in", "on", "at", "near", "by", "with", "w", "w/", "that", "off",
)
LISTING_TIES_ES_PT: tuple[str, ...] = (
    "en", "con", "cerca", "de", "del", "que", "em", "no", "na", "com", "do", "da", "perto", "junto",
    "entre", "frente", "sobre", "ao pé", "al lado",
)
# Words that remark on, keep or probe a listing shown ("the studio in Paia looks good", "me
# guardo ese y el de Glebe", "esse de Causeway Bay tem vista mesmo"): said of it, they ask nothing.
RESULT_REMARK_WORDS: tuple[str, ...] = (
    "looks", "look", "seems", "sounds", "i like", "we like", "love", "loved", "saving", "save",
    "saved", "bookmark", "bookmarked", "parece", "me gusta", "nos gusta", "me encanta",
    "nos encanta", "me guardo", "guardo", "tiene", "gostei", "gostamos", "adorei", "guardei",
    "vou guardar", "salvei", "tem", "fica", "queda", "guardar", "guarda", "guárdame",
    "me gustó", "nos gustó", "se ve", "se ven", "is lovely", "is great", "is perfect",
    "is gorgeous", "is amazing", "is beautiful", "is nice", "is cute", "is stunning",
    "are lovely", "are great", "are perfect", "are gorgeous", "are amazing", "are beautiful",
    "are nice", "are cute", "are stunning", "son preciosas", "son preciosos", "son bonitas",
    "son bonitos", "son lindas", "son lindos", "es precioso", "es preciosa", "es bonito",
    "es bonita", "são lindas", "são lindos", "são bonitas", "são bonitos", "são ótimas",
    "são ótimos", "são incríveis", "é lindo", "é linda", "é bonito", "é bonita", "é perfeita",
    "é perfeito", "es perfecta", "es perfecto", "está perfecta", "está perfecto", "tá perfeita",
    "tá perfeito", "está perfeita", "está perfeito", "is ideal", "é ideal", "es ideal",
    "adoramos", "adoro", "amei", "amamos", "me encantó", "nos encantó", "sirve", "nos sirve",
    "me sirve",
    # a size remarked on: "those rooms are tiny", "los departamentos son muy pequeños"
    "is tiny", "are tiny", "is small", "are small", "is too small", "are too small", "is huge",
    "are huge", "son pequeños", "son muy pequeños", "es pequeño", "es muy pequeño",
    "são pequenos", "são muito pequenos", "é pequeno", "é muito pequeno",
)
# The need of what a question just asked about ("¿tiene lavadora? … la necesitamos sí o sí",
# "no tiene escritorio?? lo necesito"): the question asks for the filter.
NEED_IT_PHRASES: tuple[str, ...] = (
    "la necesito", "lo necesito", "las necesito", "los necesito", "la necesitamos",
    "lo necesitamos", "las necesitamos", "los necesitamos", "we need one", "i need one",
    "we really need it", "i really need it", "we definitely need one",
    "preciso dela", "preciso dele", "precisamos dela", "precisamos dele",
)
# Words that choose one listing shown ("ok the one in Tai Kok Tsui, let's do that one", "ya está,
# el de Leme", "La casa de Boavista entonces"): said of it, they ask nothing either.
LISTING_CHOSEN_WORDS: tuple[str, ...] = (
    "that's it", "thats it", "that's the one", "thats the one", "let's do", "lets do",
    "let's go with", "lets go with", "we'll take", "i'll take", "i take", "we take",
    "that one if", "that one please", "that one then", "we'll go with", "i'll go with",
    "ya está", "ya esta", "vamos con", "me quedo con", "nos quedamos con", "me lo quedo",
    "fico com", "ficamos com", "vamos de", "vamos com", "é esse", "é essa", "es ese", "es esa",
    "entonces", "então", "entao", "then",
)
# Verbs that keep or like one listing shown, before "el de …", "o de …" ("pode guardar o de
# Cedofeita", "me quedo con el de Gràcia").
KEEP_LISTING_VERBS: tuple[str, ...] = (
    "save", "keep", "guardar", "guarda", "guardo", "guarde", "guárdame", "gosto", "gostei",
    "gostamos", "adorei", "me gusta", "me gustó", "nos gusta", "nos gustó", "me encanta",
    "me quedo con", "nos quedamos con", "fico com", "ficamos com", "prefiro", "prefiero",
)
# Words that count homes for a group ("several flats", "varios pisos", "um dos apartamentos"):
# a plural kind after them says how the group splits up, not which kind each home must be.
HOMES_COUNTED_BY: tuple[str, ...] = (
    "several", "multiple", "two", "three", "four", "five", "2", "3", "4", "5", "one of the",
    "either of the", "separate", "varios", "varias", "dos", "tres", "cuatro", "uno de los",
    "una de las", "vários", "várias", "dois", "duas", "três", "quatro", "um dos", "uma das",
)
# Verbs that ask of one listing shown, before "el de …", "o de …" ("¿cuántos baños tiene el de
# Kihei?", "onde fica o de Cedofeita?").
ASK_OF_LISTING_VERBS: tuple[str, ...] = ("tiene", "tem", "queda", "fica", "está", "es", "é")
# Phrases asking about the listings already shown ("which one is best for kids?").
RESULTS_QUESTION_PHRASES: tuple[str, ...] = (
    "which one", "which ones", "which of them", "which of these", "which of those",
    "which is", "which would", "which has", "which have", "which listing", "which place",
    "which option", "do they", "are they", "is it", "does it", "has it", "is this", "does this",
    "this one", "that one", "tell me more about", "more about",
    "cuál", "cuáles", "cual", "cuales", "alguno de ellos", "alguno de estos", "tienen", "es este",
    "qual", "quais", "qual deles", "algum deles", "algum desses", "eles têm", "é perto",
    "the cheapest one", "the cheap one", "the top one", "the most expensive one", "the best one",
    "the biggest one", "the one with", "the one that", "el que tiene", "la que tiene",
    "o que tem", "a que tem", "aquele que tem", "aquela que tem", "all of them", "what was its",
    "its nightly price",
    "how far", "how much is it", "how much was", "how much would",
    "el más barato tiene", "aquele de", "aquela de", "quanto fica",
    "quanto custa", "quanto custaria", "cuánto cuesta", "cuánto sale", "cuánto sería",
    "dá para", "da pra", "fica perto", "fica longe", "fica a", "queda cerca", "queda lejos",
    "está cerca", "está perto", "está longe",
)
# Phrases of RESULTS_QUESTION_PHRASES that ask only in a question ("is it central?", but not
# "we're happy to splurge for this one").
WEAK_RESULTS_QUESTION_PHRASES: tuple[str, ...] = (
    "this one", "that one", "is it", "does it", "has it", "is this", "does this", "do they",
    "are they", "tienen", "es este", "é perto", "fica perto", "fica longe", "fica a",
    # "dá pra ir a pé?" asks; "no nos da para más" says what the budget allows
    "dá para", "da pra",
    # "which is closest?" asks; "3.3 lakh rupees, which is already a lot" remarks
    "which is", "which would", "which has", "which have",
    "queda cerca", "queda lejos", "está cerca", "está perto", "está longe",
)
# Nouns a number counts when it counts the results ("only 4 listings?"), not a filter.
RESULT_COUNT_NOUNS: tuple[str, ...] = (
    "listings", "listing", "results", "result", "options", "option", "places", "ones", "hits",
    "matches", "properties", "resultados", "opciones", "opções", "anuncios", "anúncios",
    "lugares", "alojamientos", "sitios", "casas",
)
# Nouns that a number names rather than counts: "Posto 6", "Pier 39", "Terminal 5", "line 2".
NUMBERED_PLACE_NOUNS: tuple[str, ...] = (
    "posto", "post", "pier", "terminal", "gate", "line", "linha", "línea", "route", "ruta",
    "rota", "platform", "exit", "salida", "saída", "studio", "estudio", "zone", "zona",
    "district", "distrito", "arrondissement", "stage", "hall", "pavilion", "pavilhão",
    "pabellón", "number", "número", "no", "nº", "room", "quarto", "habitación",
)
# Openers of a question about one listing ("does … allow pets?", "¿tiene …?", "me fale do …").
QUESTION_OPENERS: tuple[str, ...] = (
    "does", "do", "is", "are", "has", "have", "can", "could", "tell me", "what about", "which",
    "tiene",
    "tienen", "es", "está", "hay", "admite", "acepta", "cuéntame", "háblame", "dime", "tem", "é",
    "fica", "aceita", "permite", "me fale", "fale", "me conta", "conte",
    # asked by what is wanted to know, with or without the mark ("how far is the beach")
    "how many", "how much", "how far", "how big", "how close", "where", "cuántos", "cuántas",
    "cuánto", "cuánta", "dónde", "a qué distancia", "quantos", "quantas", "quanto", "onde",
    "a que distância",
)
# Thanks, greetings and goodbyes: a turn made only of these changes nothing.
SMALL_TALK_PHRASES: tuple[str, ...] = (
    "thanks", "thank you", "thx", "ty", "cheers", "great", "perfect", "awesome", "cool", "nice",
    "lovely", "ok", "okay", "got it", "sounds good", "that's helpful", "very helpful",
    "helpful", "hi", "hello", "hey", "good morning", "good afternoon", "good evening", "bye",
    "goodbye", "see you", "gracias", "muchas gracias", "genial", "perfecto", "vale", "hola",
    "buenos días", "buenas tardes", "buenas", "adiós", "hasta luego", "obrigado", "obrigada",
    "muito obrigado", "muito obrigada", "valeu", "ótimo", "beleza", "olá", "oi", "bom dia",
    "boa tarde", "boa noite", "tchau", "até logo",
)
# Words that may come with small talk without making it a request ("thank you, that's
# really helpful").
SMALL_TALK_FILLER: frozenset[str] = frozenset({
    "that's", "thats", "that", "is", "was", "it", "this", "so", "very", "really", "much",
    "a", "lot", "you", "for", "the", "help", "all", "again", "indeed", "super", "muy", "mucho",
    "por", "todo", "la", "ayuda", "muito", "pela", "ajuda", "tudo", "está", "es", "é", "there",
    "now", "alright",
})

# Pets and people left behind ("we're leaving the dog at home", "the kids stay home",
# "el perro se queda en casa", "mi mujer no viene", "o cão fica em casa", "as crianças não vêm"):
# what they needed goes (the pet filter, the children's amenities) and so do the guests they were.
LEAVE_BEHIND_VERBS: tuple[str, ...] = (
    "leaving", "we're leaving", "we are leaving", "we'll leave", "leave", "won't bring",
    "will not bring", "won't be bringing", "not bringing", "aren't bringing", "are not bringing",
    "no longer bringing", "not taking", "won't take", "won't be taking", "aren't taking",
    "dejamos", "dejaremos", "vamos a dejar", "no llevamos", "no llevaremos", "no traemos",
    "no vamos a llevar", "no vamos a traer", "no viajamos con", "deixamos", "vamos deixar",
    "deixaremos", "não vamos levar", "não levamos", "não vamos trazer", "não trazemos",
    "não viajamos com",
)
STAYS_HOME_PHRASES: tuple[str, ...] = (
    # "mi suegra se queda cuidando a los niños": kept at home by someone in need of looking after
    "se queda cuidando", "se queda a cuidar", "se queda cuidándolos", "se queda con los niños",
    "fica cuidando", "fica a cuidar", "vai ficar cuidando", "vai ficar a cuidar",
    "is staying to look after", "is staying to mind",
    "stays home", "stays at home", "stay home", "stay at home", "is staying home",
    "is staying at home", "are staying home", "are staying at home", "will stay home",
    "will stay at home", "stays behind", "stay behind", "are staying behind",
    "is staying behind", "isn't coming", "is not coming", "won't come", "won't be coming",
    "aren't coming", "are not coming", "can't come", "cannot come", "isn't coming along",
    "cant come", "cant make it", "can't make it", "cannot make it", "isnt coming", "arent coming",
    "not coming", "no longer coming",
    "aren't coming along", "isn't joining", "aren't joining", "won't be joining",
    "se queda en casa", "se quedan en casa", "se quedará en casa", "se quedarán en casa",
    "no viene", "no vienen", "no vendrá", "no vendrán", "fica em casa", "ficam em casa",
    "vai ficar em casa", "vão ficar em casa", "não vem", "não vêm", "não vai", "não vão",
    # said once the trip is planned: "minha mãe ficou em casa"
    "ficou em casa", "ficaram em casa", "se quedó en casa", "se quedaron en casa",
    # "2 guys dropped out", "dos se rajaron", "a Ana desistiu"
    "dropped out", "have dropped out", "has dropped out", "dropping out", "bailed", "have bailed",
    "has bailed", "pulled out", "backed out", "cancelled", "canceled", "can't make it",
    "cannot make it", "se bajaron", "se bajó", "se rajaron", "se rajó", "se cayeron", "se cayó",
    "desistieron", "desistió", "ya no van", "ya no viene", "ya no vienen", "desistiram",
    "desistiu", "já não vem", "já não vêm", "já não vão", "já não vai",
    # staying with someone else while the trip goes on ("mom is staying with my sister")
    "is staying with", "are staying with", "will stay with",
)
# What someone "won't" do on the trip, which says they come ("a sogra não vai dormir na sala",
# "mi madre no va a subir escaleras").
NOT_GOING_BUT_DOING_VERBS: tuple[str, ...] = (
    "dormir", "ficar no sofá", "ficar na sala", "subir", "caber", "dividir", "compartilhar",
    "a dormir", "a subir", "a compartir", "sleep", "share", "climb",
    # "my mom cant come up the stairs": what someone can't do there
    "up", "down", "upstairs", "downstairs",
)
# Whom someone goes off to instead of coming, when that person ends the clause: "the children
# are off to their grandparents!" (not "my husband is going to his colleagues' conference")
SENT_OFF_TO_PHRASES: tuple[str, ...] = (
    "are off to", "is off to", "are going to", "is going to", "se van con", "se va con",
    "se van a casa de", "se va a casa de", "vão para", "vai para", "vão pra", "vai pra",
    "vão para casa d", "vão pra casa d", "vai para casa d", "vai pra casa d",
)
# Pets and people kept by someone else ("los gatos se quedaron con mi madre", "the dog stayed
# with my mum", "as crianças vão ficar com a avó").
KEPT_BY_PHRASES: tuple[str, ...] = (
    "stayed with", "stay with", "stays with", "live with", "lives with", "se quedaron con",
    "se quedó con", "se quedan con", "se queda con", "ficaram com", "ficou com", "ficam com",
    "fica com", "vão ficar com", "vai ficar com", "se van a quedar con", "se va a quedar con",
    "se quedarán con", "se quedará con", "ficarão com", "ficará com",
    "is gonna stay with", "is going to stay with", "will stay with", "is staying with",
    "'s staying with", "'s gonna stay with", "are staying with", "are gonna stay with",
    # "w" for "with", as typed on a phone
    "stay w", "stays w", "stayed w", "is staying w", "is gonna stay w", "will stay w",
    "'s staying w", "'s gonna stay w",
)
LEFT_AT_PHRASES: tuple[str, ...] = (
    "at home", "home", "behind", "en casa", "em casa", "with friends", "con amigos",
    "com amigos", "with grandma", "with the grandparents", "con los abuelos", "com os avós",
)
LEFT_BEHIND_DETERMINERS: tuple[str, ...] = (
    "the", "our", "my", "el", "la", "los", "las", "al", "a", "nuestro", "nuestra", "nuestros",
    "nuestras", "mi", "mis", "o", "os", "as", "nosso", "nossa", "nossos", "nossas", "meu",
    "minha", "meus", "minhas",
)
# What children need from a listing: these go when the children stay home.
CHILDREN_AMENITIES: tuple[str, ...] = ("Family/kid friendly", "Crib")

# A view of a river or a side of it ("vista al río", "do outro lado do rio"): the river, not Rio
# de Janeiro.
VIEW_WORDS: tuple[str, ...] = (
    "view", "views", "view of", "view over", "vista", "vistas", "vista para", "vistas para",
    "vista a", "vistas a", "vista de", "vistas de", "con vista", "com vista", "beira", "orilla",
    "junto", "lado", "margem", "margen", "atravessar", "atravesar", "cruzar",
)
RIVER_NAMES: tuple[str, ...] = (
    "douro", "tejo", "tajo", "hudson", "east river", "san lorenzo", "são lourenço",
    "sao lourenco", "brisbane", "escalda", "scheldt", "schelde", "llobregat", "besòs",
)
# A place in the home to work, said with a word between ("um canto silencioso pra trabalhar").
PLACE_TO_WORK_NOUNS: tuple[str, ...] = (
    "corner", "spot", "space", "canto", "cantinho", "lugar", "espaço", "espacio", "rincón",
    "sitio",
)
# Ordinary words one letter away from a place or amenity name, never read as a misspelling.
ORDINARY_WORDS_NEAR_NAMES: frozenset[str] = frozenset({
    "hearing", "hearings",  # "an arbitration hearing", no heating
    "academic", "academics",  # "an academic conference", no gym ("academia")
    "gardens",  # "the bus out to the gardens": the gardens visited
    "healing", "horses", "hostess",
    "hosted", "hosting",  # "a flat hosted by a superhost", no hostel
    "hotel", "hotels", "hoteles", "hotéis",  # "Manhattan hotels are unbelievable prices"
    "jardins", "jardines",  # "os jardins ficam fora da cidade": the gardens visited
    "pisto", "pistos",  # "sale en un montón de pisto": money, in Central America
    "casar", "casado", "casada", "casal", "heading", "reading", "seating", "beating", "eating",
    "camas", "cosa", "cosas", "caja", "cajas", "caso", "casos", "cansa", "cansas", "coisas",
    "caña", "cañas", "canas", "caras", "capas", "cazas", "tasas",
    "gasto", "gastos", "paso", "pasos", "poso", "posos", "barco", "barcos", "cata", "catas",
    "lofty", "cadera", "caderas", "noodle", "noodles", "gates", "peras", "candela", "candelas",
    "galas", "gotas", "perdas", "packing", "campainha", "campainhas",
    "cama", "casas", "wife", "mesma", "misa", "masa", "meta", "pesa", "musa", "mesas", "mesada",
    "parting", "pooling", "gyms", "kitchener", "tub", "hottest", "poll", "pole",
    "queen", "perto", "posto", "porta", "ponto", "porte", "parto", "portos", "cafes", "cases",
    "porco", "porca", "porcos",  # "ressona que nem um porco": a pig, no Porto misspelt
    "chats", "heated", "heater", "yards", "example", "garbage", "santa", "gracias", "washed",
    "washes", "hating", "doormat", "dryers", "poole", "pools", "kitchens", "views", "sydney's",
    "pesos", "peso", "dela", "delas", "dele", "deles", "nela", "nelas", "nele", "neles",
    "ladeira", "ladeiras",  # "santa teresa é só ladeira": slopes, no fireplace
    # cooking is what a kitchen is for, not a kitchen asked for ("queremos cocinar juntos")
    "cocinar", "cocinan", "cocinamos", "cocinando", "cocine", "cocino", "cozinhar", "cozinham",
    "cozinhamos", "cozinhando", "cozinhe", "cozinho",
    # "um coro amador" is an amateur choir, not an "asador"
    "amador", "amadora", "amadores", "amadoras",
    # "¿hay alguno que permita practicar?": allowing playing music, not pets
    "permita", "permitan", "permito", "permitas",
    # "o casamento é numa quinta em Gondomar": an estate where the wedding is, a Thursday or a
    # fifth, never a "quintal" misspelt
    "quinta", "quintas",
    # "lo demás me da igual": the rest, one letter from "depas" (flats, in Mexico)
    "demas", "demás",
})

# Words a listing's own text could say about the stay: the only words the semantic query keeps.
# Greetings, fillers, dates, amounts, currencies and words about the visitor are not here, so
# "we're flying in july, budget 200 euros, something quiet" searches for "quiet".
STAY_WORDS: frozenset[str] = frozenset((
    # English: feel, look and size
    "quiet", "peaceful", "calm", "tranquil", "silent", "cozy", "cosy", "charming", "romantic",
    "unique", "quirky", "stylish", "modern", "contemporary", "rustic", "traditional", "historic",
    "classic", "vintage", "luxury", "luxurious", "upscale", "fancy", "elegant", "boutique",
    "simple", "basic", "minimalist", "bright", "sunny", "airy", "spacious", "big",
    "large", "huge", "roomy", "small", "tiny", "compact", "clean", "new", "renovated",
    "design", "designer", "artsy", "colourful", "colorful", "beautiful", "gorgeous", "lovely",
    "stunning", "amazing", "pretty", "cute", "comfortable", "comfy", "homely", "warm", "cool",
    "private", "secluded", "safe", "secure", "lively", "vibrant", "trendy", "hip", "local",
    "authentic", "cheap", "affordable", "inexpensive", "value", "relaxing",
    "friendly", "accessible", "nature", "green", "leafy",
    "central", "walkable", "convenient", "accessible",
    # English: what is around or in view
    "view", "views", "sea", "ocean", "beach", "beaches", "water", "river", "lake", "harbour",
    "harbor", "bay", "coast", "coastal", "mountain", "mountains", "hill", "hills", "volcano",
    "forest", "jungle", "garden", "gardens", "park", "parks", "sunset", "sunrise", "skyline",
    "city", "downtown", "centre", "center", "old", "town", "quarter", "village", "neighbourhood",
    "street", "streets", "road", "square", "plaza",
    "neighborhood", "area", "nightlife", "bars", "bar", "restaurants", "restaurant", "cafes",
    "cafe", "shops", "shopping", "market", "markets", "museum", "museums", "metro", "subway",
    "mtr", "tram", "train", "station", "bus", "transport", "transit", "airport", "university",
    "campus", "castle", "cathedral", "church", "temple", "stadium", "festival", "surf",
    "surfing", "snorkeling", "snorkelling", "hiking", "walks", "walking", "cycling", "ski",
    "golf", "vineyard", "wine", "rooftop", "roof", "terrace", "loft", "penthouse", "studio",
    "cottage", "cabin", "farm", "farmhouse", "treehouse", "castle", "boat", "houseboat",
    "tower", "character", "architecture", "art", "deco", "tiles", "wood", "stone", "brick",
    "high", "ceilings", "floor", "ground", "top", "storey", "stairs", "lift", "bathroom",
    "bathrooms", "bath", "bathtub", "tub", "shower", "beds", "bed", "sofa", "couch",
    "bunk", "king", "queen", "twin", "desk", "office", "workspace", "piano", "books",
    "library", "fireplace", "hammock", "lanai", "deck", "yard", "lawn", "grass", "pier",
    "dock", "waterfront", "oceanfront", "beachfront", "seafront", "lakefront", "riverside",
    "seaside", "harbourside",
    # Spanish
    "tranquilo", "tranquila", "silencioso", "silenciosa", "sossegado", "sossegada", "sossego",
    "calmo", "calma", "tranquilidad", "tranquilidade", "silencio", "silêncio", "tranquilito",
    "acogedor", "acogedora", "romantico",
    "romantica", "unico", "unica", "moderno", "moderna", "rustico", "rustica", "lujo",
    "lujoso", "lujosa", "luminoso", "luminosa", "soleado", "soleada", "amplio", "amplia",
    "grande", "pequeno", "pequena", "limpio", "limpia", "nuevo", "nueva", "bonito", "bonita",
    "precioso", "preciosa", "comodo", "comoda", "privado", "privada", "seguro", "segura",
    "barato", "barata", "economico", "economica", "vista", "vistas", "mar", "playa", "playas",
    "agua", "rio", "lago", "puerto", "bahia", "costa", "montana", "montanas", "bosque",
    "jardin", "parque", "atardecer", "ciudad", "centro", "centrico", "centrica", "casco",
    "antiguo", "barrio", "zona", "vida", "nocturna", "bares", "restaurantes", "tiendas",
    "mercado", "museo", "museos", "estacion", "tren", "autobus", "aeropuerto", "universidad",
    "castillo", "catedral", "iglesia", "terraza", "azotea", "atico", "estudio", "encanto",
    # Portuguese
    "tranquila", "silenciosa", "aconchegante", "charmoso", "charmosa", "romantico", "unico",
    "moderno", "luxo", "luxuoso", "luminoso", "ensolarado", "amplo", "ampla", "espacoso",
    "espacosa", "pequeno", "limpo", "novo", "nova", "bonito", "lindo", "linda", "confortavel",
    "privativo", "privativa", "seguro", "barato", "barata", "economico", "vista", "mar",
    "praia", "praias", "agua", "rio", "lago", "porto", "baia", "costa", "montanha", "floresta",
    "jardim", "parque", "por-do-sol", "cidade", "centro", "bairro", "zona", "noturna",
    "bares", "restaurantes", "lojas", "mercado", "museu", "estacao", "trem", "comboio",
    "onibus", "aeroporto", "universidade", "castelo", "catedral", "igreja", "terraco",
    "cobertura", "estudio",
))
# Small words kept inside a run of stay words ("near the beach", "cozy place with a nice view",
# "perto da praia"), never at its end.
STAY_GLUE_WORDS: frozenset[str] = frozenset((
    "the", "a", "an", "of", "to", "with", "and", "from", "by", "on", "place", "flat",
    "nice", "good", "great", "really", "very", "de", "del", "la", "el", "los", "las", "con",
    "y", "da", "do", "das", "dos", "o", "os", "com", "e", "a", "al", "en", "em", "no", "na",
    "within", "in", "at",
))
# Words that lead to what is around ("near the beach", "walking distance to the castle",
# "perto da praia"): kept before stay words, never alone.
STAY_RELATION_WORDS: frozenset[str] = frozenset({
    "near", "nearby", "close", "next", "walking", "walk", "distance", "steps", "minutes",
    "short", "within", "overlooking", "facing", "cerca", "junto", "lado", "pie", "paso",
    "andando", "caminando", "perto", "proximo", "proxima", "ao", "pe", "frente", "vistas",
})

# Words that ask for the centre of whatever market is searched ("somewhere central").
CENTRE_WORDS: tuple[str, ...] = (
    "somewhere central", "centrally located", "centrally", "central location", "central area",
    "in the centre", "in the center", "céntrico", "céntrica", "céntricos", "céntricas",
    "no centro", "en el centro", "be central", "stay central", "staying central",
    "something central", "anywhere central", "fairly central", "pretty central", "quite central",
    "algo central", "bem central", "ficar central", "estar central",
    # the centre asked as a change: "maybe a bit more central now", "algo más céntrico"
    "somewhere more central", "something more central", "maybe more central",
    "maybe a bit more central", "algo más céntrico", "algo más céntrica", "algo mais central",
    "um pouco mais central", "un poco más céntrico", "mais perto do centro",
    "in the middle of town", "in the middle of the city",
    "in the middle of everything", "in the thick of it", "en pleno centro", "no meio da cidade",
    "en medio de la ciudad", "no meio de tudo", "en medio de todo",
    # "the city" as Australians and Canadians name its centre
    "near the city", "close to the city", "somewhere in the city", "near town", "close to town",
)
# A place said as the one the visitor would choose: "preferably Upper West Side", "de
# preferência Ribeira", "Volcano Village sería ideal".
PREFERRED_BEFORE_WORDS: tuple[str, ...] = (
    "preferably", "ideally", "i'd prefer", "we'd prefer", "i prefer", "we prefer",
    "de preferencia", "de preferência", "preferiblemente", "preferentemente", "idealmente",
    "preferencialmente", "prefiero", "preferimos", "prefiro", "preferia", "preferiría",
)
PREFERRED_AFTER_WORDS: tuple[str, ...] = (
    "would be ideal", "would be perfect", "would be best", "would be great", "is ideal",
    "preferably", "ideally", "sería ideal", "seria ideal", "sería perfecto", "seria perfeito",
    "seria ótimo", "de preferencia", "de preferência", "preferiblemente",
)
# Parts of the day before hours said as a range ("every evening from 6 to 10").
PARTS_OF_THE_DAY: tuple[str, ...] = (
    "morning", "mornings", "afternoon", "afternoons", "evening", "evenings", "night", "nights",
    "mañana", "mañanas", "tarde", "tardes", "noche", "noches", "manhã", "manhãs", "noite",
    "noites", "madrugada",
)
# A visit again: "oi de novo", "otra vez por aquí", "hello again".
AGAIN_PHRASES: tuple[str, ...] = (
    "de novo", "de nuevo", "outra vez", "otra vez", "once again", "again", "nuevamente",
    "novamente",
)
# Central as a quality of the stay, in the words of CENTRE_WORDS.
CENTRAL_WORDS: tuple[str, ...] = (
    "central", "centrally", "céntrico", "céntrica", "céntricos", "céntricas", "middle", "meio",
    "medio", "pleno", "thick",
)
# Short place names that are read in any case ("cbd", "jfk", "tst"); other codes need capitals.
PLACE_CODES_ANY_CASE: frozenset[str] = frozenset({"cbd", "jfk", "tst"})

# --- the stance of a clause (``language.clauses``) ---------------------------------------------

# Said right after a place: wished, but not required ("close to Camp Nou would be lekker but not
# fussed"); unlike "we don't mind", which accepts a drawback of the place.
PLACE_NOT_REQUIRED_PHRASES: tuple[str, ...] = (
    "not essential", "not a must", "not a dealbreaker", "not a deal breaker", "not necessary",
    "not required", "not important", "not crucial", "not a priority", "nice to have", "optional",
    "not fussed", "not too fussed", "not bothered", "not too bothered", "no es imprescindible",
    "no es esencial", "no es necesario", "no es indispensable", "no es prioridad",
    "não é essencial", "não é imprescindível", "não é necessário", "não é indispensável",
    "não é prioridade",
)
# Said after "but", right after a wish: the wish given up as it is said ("Bosphorus view would
# be a dream but I'm realistic", "uma piscina seria um sonho, mas sou realista").
WISH_GIVEN_UP_PHRASES: tuple[str, ...] = (
    "i'm realistic", "im realistic", "i am realistic", "we're realistic", "we are realistic",
    "soy realista", "somos realistas", "sou realista",
)
# Said of something named in the same clause or the one before: wanted, but not required.
OPTIONAL_PHRASES: tuple[str, ...] = (
    *PLACE_NOT_REQUIRED_PHRASES,
    "not a deal-breaker", "not needed", "not a requirement", "no need to filter", "don't filter",
    "dont filter", "bonus", "if not no worries", "not the end of the world",
    "no es obligatorio", "tampoco es imprescindible", "opcional", "não é obrigatório",
    "tanto faz", "da igual", "dá igual", "no nos importa", "não nos importamos",
    "no nos importamos", "não importa", "no importa", "we don't mind", "i don't mind",
    "don't mind", "doesn't matter", "don't care", "whatever",
)
# Words that say only how sure a hedge is, not what it is about: "definitely not essential though",
# "but that would be a bonus", "pero claro que no es obligatorio", "porém não é essencial"
HEDGE_FILLER_WORDS: frozenset[str] = frozenset((
    "but", "and", "though", "tho", "although", "albeit", "however", "still", "that", "thats",
    "that's", "which", "it", "its", "it's", "this", "is", "was", "would", "be", "will", "just",
    "only", "also", "too", "really", "honestly", "honest", "to", "tbh", "definitely", "totally",
    "obviously", "absolutely", "certainly", "course", "of", "again", "even", "kinda", "kind",
    "sort", "pretty", "quite", "rather", "very", "super", "so", "then", "maybe", "probably",
    "perhaps", "i", "guess", "think", "mean", "we", "you", "not", "no", "at", "all",
    "necessarily", "strictly", "entirely", "completely", "more", "a", "an", "the", "bit",
    "little", "nice", "big", "huge", "real", "as", "well", "ok", "okay", "if", "lol", "haha",
    "pero", "y", "e", "eso", "esto", "es", "seria", "sería", "mas", "más", "isso", "isto", "é",
    "também", "tambem", "también", "tambien", "tampoco", "aunque", "embora", "porém", "porem",
    "sin", "embargo", "claro", "que", "la", "el", "lo", "o", "os", "las", "los", "verdad",
    "verdade", "na", "sinceramente", "honestamente", "obviamente", "totalmente", "realmente",
    "igual", "por", "supuesto", "de", "um", "una", "un", "uma", "não", "nao", "si", "se",
    "jaja", "kkk", "kkkk", "we're", "were", "i'm", "im", "it'd", "itd", "having", "one", "for",
    "us", "me", "mí", "mi", "mim", "nos", "pra", "para", "gente", "they", "they're", "he", "she",
    "his", "her", "our", "my", "yo", "eu", "nosotros", "nós", "ele", "ela", "would've",
))
# What a centre is a centre of, when it is a building and not the middle of the city: "the Tuyap
# fair centre", "a dialysis centre", "the visitor centre"
KINDS_OF_CENTRE: tuple[str, ...] = (
    "fair", "trade", "exhibition", "expo", "convention", "conference", "congress", "shopping",
    "medical", "health", "sports", "sport", "community", "leisure", "aquatic", "fitness",
    "cultural", "arts", "science", "visitor", "visitors", "dialysis", "cancer", "treatment",
    "research", "training", "testing", "test", "call", "data", "garden", "day", "care", "rehab",
    "rehabilitation", "recreation", "youth", "student", "language", "diving", "dive", "surf",
    "tennis", "golf", "climbing", "yoga", "wellness", "events", "event", "exam", "examination",
)
# Said after something named: accepted, not asked for ("a private room is fine").
# What a hedge may be about instead of the things just named: "everything else is optional".
THE_REST_PHRASES: tuple[str, ...] = (
    "everything else", "anything else", "the rest", "all the rest", "all else", "lo demás",
    "todo lo demás", "el resto", "lo otro", "todo lo otro", "lo de más", "o resto", "tudo o resto",
    "todo o resto", "o restante", "tudo mais", "o demais", "os demais", "todo lo que sea extra",
)
ACCEPTANCE_PHRASES: tuple[str, ...] = (
    "is fine", "are fine", "is ok", "are ok", "is okay", "are okay", "ok", "okay", "fine",
    "would do", "will do", "would be fine", "works", "would work", "is acceptable", "no problem",
    "también está bien", "está bien", "esta bien", "también vale", "vale también", "me vale",
    "nos vale", "también sirve", "sirve", "sin problema", "también me sirve", "também serve",
    "serve", "tá bom", "está bom", "também está bom", "de boa", "sem problema", "chega", "basta",
    "bastaria", "is enough", "would be enough", "será suficiente", "é suficiente", "es suficiente",
    "alcanza", "vale", "nos sirve", "me sirve", "or whatever", "or anything", "o lo que sea",
    "o cualquier cosa", "o lo que haya", "ou o que for", "ou qualquer coisa", "ou o que houver",
    "ou o que tiver", "whatever", "lo que sea", "o que for", "no me molesta", "no nos molesta",
    "no me importa", "não me incomoda", "não nos incomoda", "não me importa", "doesn't bother me",
    "doesn't bother us", "does not bother me", "does not bother us",
)
# Negations that govern the filter words after them in their clause.
CLAUSE_NEGATIONS: tuple[str, ...] = (
    "not", "don't", "dont", "do not", "doesn't", "doesnt", "does not", "never", "rather not",
    "anything but", "anything except", "except", "no need for", "nada de", "ni", "nem",
    "cualquier cosa menos", "lo que sea menos", "todo menos", "qualquer coisa menos",
    "tudo menos", "o que for menos",
    "no necesito", "no necesitamos", "no queremos", "no quiero", "excepto", "salvo",
    "não precisamos", "nao precisamos", "não preciso", "não precisa", "não queremos", "não quero",
    "sem ser", "tirando", "allergy to", "allergic to", "allergies to", "alergia a", "alergia al",
    "alérgico a", "alérgica a", "afraid of", "scared of", "won't", "wont", "will not", "can't",
    "cannot", "no longer", "ya no", "já não", "ja nao", "no viajo", "no viajamos", "avoid",
    "evitar", "evito", "evitamos", "that isn't a", "that isnt a", "that is not a",
    "that's not a", "that isn't an", "that isnt an", "que no sea un", "que no sea una",
    "que não seja um", "que não seja uma",
    "no voy a", "no vamos a", "não vou", "não vamos", "no puede ser", "no pueden ser",
    "não pode ser", "não podem ser", "can't be", "cannot be", "mustn't be", "must not be",
    "ignore", "ignora", "ignorá", "esquece", "esqueça", "olvídate de", "descarta",
    "no hace falta", "no hacen falta", "no es necesario", "no es necesaria", "não faz falta",
    "não é preciso", "não é necessário", "não é necessária",
    # "no tiene que ser en el Bronx", "não tem que ser em Copacabana": not required there
    "no tiene que", "no tienen que", "no tiene por qué", "no hay que", "no necesita",
    "não tem que", "não tem de", "não têm que", "não têm de", "nao tem que", "nao tem de",
    # "I'd rather avoid places with a pool", "prefiero evitar los pisos con piscina"
    "avoid", "avoiding", "evitar", "evito", "evitamos",
)
# Words that put what follows below what came before ("a house would be better than a condo").
# Verbs of preferring, before "X to Y" ("prefiero una casa a un departamento").
PREFERENCE_VERBS: tuple[str, ...] = (
    "prefer", "prefers", "we'd prefer", "i'd prefer", "would prefer", "prefiero", "preferimos",
    "prefiere", "preferiría", "preferiríamos", "prefiro", "preferia", "preferíamos",
    "preferiria", "preferiríamos", "preferimos",
)
COMPARISON_WORDS: tuple[str, ...] = (
    "than", "rather than", "instead of", "in place of", "over", "antes que", "antes de",
    "mejor que", "más que", "en vez de", "en lugar de", "do que", "melhor que", "em vez de",
    "em lugar de", "ao invés de", "al revés de",
)
# Events a trip is for: a place named as where one happens is not where to stay ("a conference
# in Barra da Tijuca").
# Where a daily trip goes ("I'll commute to lower Manhattan", "voy a ir cada día a Manhattan"):
# not where to stay.
COMMUTE_PHRASES: tuple[str, ...] = (
    "commute to", "commuting to", "commute into", "commuting into", "commute daily to",
    "ir cada día a", "ir todos los días a", "desplazarme a", "desplazarme hasta",
    "ir todo dia para", "ir todos os dias para", "me deslocar até", "me deslocar para",
    # trips out of the stay: "i'll be going into manhattan on weekends"
    "going into", "go into", "head into", "heading into", "get into", "getting into",
    "travel into", "trips into", "pop into", "popping into",
    # where a line runs: "near an MTR line heading toward Kowloon"
    "line heading toward", "line heading towards", "line going toward", "line going towards",
    "line that goes to", "line going to", "línea que va a", "línea que va hacia",
    "linha que vai para", "linha que vai pra",
    # a train or a daily trip there: "the train goes to Manhattan", "go every day to manhattan"
    "train goes to", "trains go to", "the path to", "goes straight to", "go every day to",
    "going every day to", "go daily to", "ir todos los dias a", "ir cada dia a",
    "ir todo dia pra",
    # a bus or a train from the stay: "com autocarro para o centro", "a bus into the city"
    "bus to", "bus into", "buses to", "train to", "train into", "tram to", "ferry to",
    "autocarro para", "autocarro pro", "ônibus para", "ônibus pro", "ônibus pra", "metro para",
    "metrô para", "metrô pro", "trem para", "bus al", "bus a", "bus hasta", "camión al",
    "camión a", "metro al", "tren al", "colectivo al", "guagua al",
)
# What the visitor goes out to do at a place ("wants to swim at Bondi", "ver el volcán",
# "conhecer o Pão de Açúcar"): a sight, not where to stay. Surfing is not among them: a surf trip
# stays by its break ("vamos surfar na temporada de dezembro, oahu north shore").
SIGHTSEEING_VERBS: tuple[str, ...] = (
    "see", "seeing", "visit", "visiting", "swim", "swimming", "snorkel",
    "snorkelling", "snorkeling", "dive", "diving", "hike", "hiking", "climb", "climbing", "watch",
    "watching", "photograph", "photographing", "explore", "exploring", "tour", "cycle up",
    "ride up", "drive up", "ver", "visitar", "conocer", "nadar", "bucear", "subir", "subida",
    "escalar", "recorrer", "fotografiar", "explorar", "conhecer", "mergulhar", "fotografar",
    "passear", "shoot", "shooting",
    # what someone is keen on, or a road to drive: "she's obsessed with the Opera House", "la
    # carretera a Hana"
    "obsessed with", "obsesionada con", "obsesionado con",
    "obcecada por", "obcecado por", "road to", "carretera a", "estrada para",
    "observe", "observing", "observar", "admire", "admiring", "admirar",
    # an outing on one day of the stay: "queremos ir un día a los jardines Butchart"
    "go one day", "ir un dia", "ir um dia", "go for a day", "day trip", "excursión", "excursion",
    "excursão", "passeio",
    # shopping or eating out on a day of the stay: "comprar en el Gran Bazar", "eat at the market"
    "comprar", "shopping", "shop", "ir de compras", "fazer compras", "eat", "eating", "comer",
    "have dinner", "cenar", "jantar",
)
# What the trip is mostly for, said right before a sight: "flying out to Victoria in May, mostly
# for Butchart Gardens".
MOSTLY_FOR_WORDS: tuple[str, ...] = (
    "mostly for", "mainly for", "chiefly for", "principalmente por", "principalmente para",
    "sobre todo por", "sobre todo para", "sobretudo por", "sobretudo para",
)
# Words after a sightseeing verb that make it about the listings ("see flats in Gràcia", "ver
# algo en el Born") or about where to stay ("see the fireworks, so near Circular Quay", "passear
# depois, tipo Eixample"), not about a sight.
LISTING_WORDS_AFTER_SEEING: tuple[str, ...] = (
    "something", "somewhere", "anything", "a place", "places", "options", "listings", "ones",
    "flats", "apartments", "homes", "houses", "rooms", "more", "what", "what's", "whats", "stays",
    "algo", "lugares", "opciones", "sitios", "pisos", "casas", "apartamentos", "habitaciones",
    "mas", "más", "que", "qué", "lo que", "o que", "opções", "opcoes", "quartos", "mais",
    "um lugar", "un lugar", "un sitio", "alojamiento", "alojamento", "anuncios", "anúncios",
    "near", "close", "nearby", "cerca", "perto", "junto", "so", "then", "así", "então", "but",
    # "see the Opera House, flat in Surry Hills": a home asked for after the sight
    "flat", "apartment", "piso", "apartamento", "house", "casa", "room", "loft", "studio",
    "a flat", "an apartment", "un piso", "um apartamento", "uma casa",
    "pero", "mas", "like", "such as", "tipo", "como", "stay", "staying", "quedarnos", "ficar",
    # "to see as much as we can, Tsim Sha Tsui or Central": all there is, then where to stay
    "much", "everything", "mucho", "muito",
)
# Words that start asking for a stay ("shows at the Zoo, need somewhere in the Valley"): what
# follows them is no longer the event's.
STAY_REQUEST_WORDS: tuple[str, ...] = (
    "need", "looking", "want", "somewhere", "something", "a place", "stay", "staying", "busco",
    "buscamos", "necesito", "necesitamos", "queremos", "algo", "quedarnos", "preciso",
    "precisamos", "ficar", "then", "luego", "depois", "a flat", "an apartment", "a house",
    "un piso", "un apartamento", "um apartamento", "uma casa",
    # "the Pride parade, flat in Chelsea"
    "flat", "apartment", "piso", "apartamento", "loft", "studio",
)
EVENT_NOUNS: tuple[str, ...] = (
    "conference", "congress", "convention", "meeting", "wedding", "concert", "gig", "exam",
    # a show as the thing to see, never the verb ("show me places near Ipanema")
    "a show", "um show", "un show", "pega show", "pegar show", "pegar um show", "ver show",
    "project", "proyecto", "projeto", "fieldwork", "office", "escritório", "oficina", "work",
    "trabalho", "trabajo",
    "interview", "congreso", "conferencia", "boda", "concierto", "reunión", "congresso",
    "conferência", "casamento", "reunião", "evento",
    "event", "festival", "job", "new job", "empleo", "trabajo nuevo", "emprego", "contract",
    "contrato", "internship", "prácticas", "estágio", "course", "curso", "campus", "venue",
    # what the trip is for: a game, a study exchange, a sight to photograph
    "game", "partido", "jogo", "exchange", "exchange semester", "intercambio",
    "intercâmbio", "semester", "semestre", "study", "studying", "studies", "estudiar",
    # "I am starting my PhD at McGill", "doing his masters at the University at Albany"
    "phd", "my phd", "doctorate", "masters", "master's", "my masters", "my master's",
    "doctorado", "doutorado", "doutoramento", "maestría", "mestrado",
    "estudiando", "estudia", "estudar", "estudando", "estuda", "eruption", "erupción", "erupção",
    "indoor meet", "track meet", "swim meet", "parade", "desfile", "parada lgbt", "parada gay",
    "match", "final", "derby", "the test", "test match", "cricket test", "day test", "years test",
    "year's test", "year test", "ashes test", "windies test", "tournament", "torneo", "torneio",
    "championship", "campeonato",
    "marathon", "maratón", "maratona", "regatta", "regata", "graduation", "graduación",
    "formatura", "ceremony", "ceremonia", "cerimônia", "cerimónia", "graduating", "graduates",
    "graduate",
    "se gradúa", "se forma",
    "hospital", "clinic", "clínica", "university", "universidad", "universidade", "school",
    # where the visitor works on the trip: "a guest spot at a tattoo shop on St-Laurent"
    "shop", "tienda", "loja",
    "escuela", "escola", "college", "stadium", "estadio", "estádio", "arena",
    # a performance or a contest the visitor takes part in: "a fight at Barclays Center"
    "fight", "bout", "pelea", "combate", "luta", "shows", "performance", "recital",
    "audition", "competition", "competición", "competição", "race", "carrera", "corrida",
    # a talk the visitor gives: "I'm giving a talk at the state university"
    "talk", "giving a talk", "lecture", "keynote", "seminar", "workshop", "charla", "ponencia",
    "palestra", "seminario", "seminário", "taller", "oficina",
    # where a course or training is held: "the academy is in Santa Teresa"
    "academy", "academia", "dojo", "gym", "gimnasio", "ginásio", "workshop", "taller",
    "intensive", "intensivo", "training camp", "rehearsals", "ensayos", "ensaios", "retreat",
    "residency",
    # said in the plural, or as the party after a ceremony: "the concerts are at Place des Arts"
    "concerts", "conciertos", "concertos", "games", "matches", "partidos", "jogos", "events",
    "eventos", "sessions", "sesiones", "sessões", "classes", "clases", "aulas", "reception",
    "recepción", "recepção", "fair", "trade fair", "trade show", "feria", "feira", "expo",
    "milonga", "communion",
    "comunión", "comunhão", "christening", "baptism", "bautizo", "batizado",
    # a research post: "a short fellowship at the University at Albany"
    "fellowship", "postdoc", "post-doc", "sabbatical", "posdoc", "pós-doc", "beca de investigación",
    # a court date: "una audiencia en Hong Kong"
    "audiencia", "audiência", "julgamento",
    # a gathering: "o encontro é na universidade", "el retiro es por Kihei"
    "encontro", "encuentro", "gathering", "retiro",
    "convención", "convenção", "convenciones", "convenções", "comic con", "comic-con",
    "exposición", "exposição",
    "exhibition", "espectáculo", "espetáculo", "función",
    # "The party is in Logan", not "a party of six"
    "the party is", "the party's", "birthday party",
    # a child settled in or moved out: "her orientation at the university", "move out of her dorm"
    "orientation", "orientación", "orientação", "dorm", "move out", "move in", "moving out",
    "moving in", "mudanza", "mudança",
    # care the trip is for: "unas pruebas en el hospital Vall d'Hebron", "tratamento no INCA"
    "treatment", "tratamiento", "tratamento", "pruebas", "exames", "exámenes", "surgery",
    "cirugía", "cirurgia", "chemo", "quimio", "quimioterapia", "radiotherapy", "radioterapia",
    "check-up", "checkup", "chequeo",
    # appointments and work out in the field: "tengo citas en el barrio de los diamantes"
    "meetings", "appointment", "appointments", "citas", "consultas", "reuniones", "reuniões",
    "field work", "coleta de campo", "trabajo de campo", "trabalho de campo",
    # whom the visitor works for or celebrates: "the client is in Midtown", "a friend's 50th in
    # New Farm"
    "client", "clients", "cliente", "clientes", "birthday", "bday", "cumpleaños", "cumple",
    "aniversário", "30th", "40th", "50th", "60th", "70th", "80th", "90th",
    # a hall the visitor plays or speaks in: "tocamos en un salón de eventos en Queens"
    "salón de eventos", "salón de fiestas", "salão de festas", "salão de eventos",
)
# What a sight is to the visitor, said after its name ("Pearl Harbor is a must", "Butchart
# Gardens is for me a pilgrimage", "o Cristo é obrigatório"): a place to see, not to stay near.
MUST_SEE_WORDS: tuple[str, ...] = (
    "a must", "a must-see", "a must see", "must-see", "must see", "a pilgrimage",
    "on my bucket list", "on our bucket list", "on my list", "on our list", "top of my list",
    "top of our list", "imprescindible", "obligatorio", "obligatoria", "una peregrinación",
    "un must", "obrigatório", "obrigatória", "imperdível", "imperdible", "uma peregrinação",
)
# Words that say where an event happens ("held near Admiralty", "se celebra en el Palau",
# "acontece no Riocentro"): the place is the event's, with no event noun before it.
EVENT_HELD_WORDS: tuple[str, ...] = (
    "held", "takes place", "taking place", "will take place", "is on at",
    "se celebra", "se celebrará", "tiene lugar", "tendrá lugar", "se realiza", "acontece",
    "vai acontecer", "é realizado", "é realizada", "será realizado", "será realizada",
    # "I'm working at Mauna Kea", "a trabajar con un equipo en Mauna Kea": where the work is
    "working", "to work", "trabajar", "trabajando", "a trabajar", "trabalhar", "trabalhando",
    # a wedding, a show or a move the visitor goes for: "mi prima se casa en Hanalei", "tocamos en
    # un salón en Queens", "dropping my daughter off at UAlbany"
    "se casa", "se casan", "se casam", "vai casar", "van a casar", "getting married",
    "gets married", "get married", "tocamos", "vamos a tocar", "actuamos", "performing",
    "we perform", "we're playing", "dropping my", "dropping our", "dropping the", "dropping her",
    "dropping him", "dropping them", "dropping off", "drop off",
)
# Words before a market that make it a later leg of the trip ("depois Brisbane").
LATER_LEG_WORDS: tuple[str, ...] = (
    "depois", "después", "luego", "afterwards", "after that", "later on", "mais tarde",
    "más tarde", "and then", "followed by", "em seguida", "a seguir",
)
# Where the visitor works, said as a place ("o escritório é em Quarry Bay", "my office is in
# Midtown"): no workspace is asked for.
WORKPLACE_NOUNS: tuple[str, ...] = (
    "office", "escritório", "escritorio", "oficina", "work", "trabalho", "trabajo",
)
WHERE_IT_IS_PHRASES: tuple[str, ...] = (
    "is in", "is at", "is near", "is by", "'s in", "é em", "é no", "é na", "é perto", "fica em",
    "fica no", "fica na", "fica perto", "está em", "está no", "está na", "está en", "queda en",
    "queda cerca", "está cerca", "es en",
)
# Words of a question that weighs options ("is Kowloon or the Island better?").
# How far a place lies, in a question about it ("is Waikiki close to the airport?").
DISTANCE_WORDS: tuple[str, ...] = (
    "close", "near", "far", "walking distance", "cerca", "lejos", "perto", "longe", "a pie", "a pé",
)
# A message asking where to stay ("want to do the Peak and the Big Buddha, where's best to base
# ourselves?"): the places it names are what the stay should reach, not where it is.
WHERE_TO_STAY_QUESTIONS: tuple[str, ...] = (
    "where's best", "where is best", "where would be best", "where should we stay",
    "where should i stay", "where should we base", "where should i base", "where to stay",
    "where to base", "where do you recommend", "where would you recommend", "which area",
    "what area", "which neighbourhood", "which neighborhood", "what neighbourhood",
    "what neighborhood", "which part of", "dónde nos conviene", "dónde me conviene",
    "dónde conviene", "dónde es mejor", "dónde nos recomiendas", "dónde me recomiendas",
    "dónde nos recomienda", "dónde me recomienda", "qué zona", "qué barrio", "que zona nos",
    "onde é melhor", "onde e melhor", "onde nos aconselha", "onde me aconselha",
    "onde nos recomenda", "onde me recomenda", "onde compensa", "qual zona", "qual bairro",
    "que bairro", "onde ficar", "dónde quedarnos", "dónde quedarse",
)
ADVICE_WORDS: tuple[str, ...] = (
    "better", "best for", "worth it", "recommend", "compensa", "vale a pena", "vale la pena",
    "cuál conviene", "qual convém", "qual compensa", "conviene quedarse", "conviene quedarnos",
    "convém ficar", "compensa ficar",
    "mejor", "melhor", "mejores", "melhores", "which is closer", "qual é mais", "cuál es más",
    "which is more",
    "qual fica mais", "cuál queda más", "which is nearer",
    "which one is more", "quanto tempo", "how long", "how far", "cuánto tarda",
    "qué tan lejos", "que tan lejos", "a qué distancia", "a que distância", "quão longe",
    # where a place lies: "¿y Victoria dónde está?", "where is Kona, on which island?"
    "where is", "where's", "dónde está", "dónde queda", "onde fica", "onde é", "onde está",
    # whether a budget is realistic there: "that might be naive for Manhattan?"
    "naive", "realistic", "unrealistic", "doable", "ingenuo", "ingenua", "realista", "ingênuo",
    "ingênua", "irreal",
    # which of the places named, or whether one is well placed: "Wailea ou Napili? qual dos que
    # aparecem é mais sossegado", "Leith no me suena, ¿está bien comunicado?"
    "qual dos", "qual das", "cuál de los", "cuál de las", "which of the", "which of them",
    "no me suena", "não conheço", "never heard of", "well connected", "bien comunicado",
    "bem ligado", "bem servido", "is it safe", "es seguro", "é seguro",
)
# A condition that something is missing: what it names is not asked for ("if there are no
# cabins, a small house is fine too").
# A trip told of the past ("last year we booked a 2 bedroom suite that was a basement"): what
# went wrong then, not what to search now.
PAST_TRIP_CUES: tuple[str, ...] = (
    "last year", "last summer", "last winter", "last spring", "last time", "last trip",
    "the last place", "the last flat", "the last apartment", "years ago", "back then",
    "el año pasado", "el verano pasado", "la última vez", "la vez pasada", "el último viaje",
    "hace años", "no ano passado", "ano passado", "no verão passado", "da última vez",
    "na última vez", "a última vez", "na viagem passada", "há anos",
)  # fmt: skip
# "like last time", "como da última vez": the past trip is the wish.
PAST_TRIP_REPEATED_BEFORE: tuple[str, ...] = (
    "like", "same as", "just like", "as", "como", "igual que", "igual a", "tal como",
)  # fmt: skip
# "… this time we want a 2 bedroom": the clause from here on is about now.
NOW_CUES: tuple[str, ...] = (
    "this time", "now", "this year", "this trip", "again", "esta vez", "ahora", "este año",
    "este viaje", "desta vez", "dessa vez", "agora", "este ano", "esta viagem",
)  # fmt: skip
NEGATIVE_CONDITIONS: tuple[str, ...] = (
    "if there are no", "if there is no", "if there's no", "if there aren't", "if there isn't",
    "if not", "if nothing", "if nothing's", "if none", "if you can't find", "if you don't have",
    "if you have no", "si no hay", "si no encuentras", "si no tienes", "si no", "se não houver",
    "se não tiver", "se não encontrar", "se não", "caso não haja", "caso no haya",
    # a price stretched for a wish: "around 200, more if it's right on the beach"
    "more if", "a bit more if", "higher if", "extra if", "stretch if", "más si", "un poco más si",
    "mais se", "um pouco mais se",
    # the home looked for later, not this stay: "while we find a permanent rental"
    "while we find", "while i find", "while we look for", "while i look for", "until we find",
    "while we search for", "while i search for", "while we're looking for",
    "while i'm looking for", "while we hunt for",
    "until i find", "mientras busco", "mientras buscamos", "hasta encontrar", "enquanto procuro",
    "enquanto procuramos", "até encontrar", "enquanto busco", "enquanto buscamos",
)

# Who or what of the visitor's is somewhere else, given as a reason ("because my team's in
# Toronto", "porque mi oficina está en Madrid"): not where the trip goes.
OTHERS_ELSEWHERE_NOUNS: tuple[str, ...] = (
    "team", "office", "company", "boss", "colleagues", "family", "folks", "clients", "customers",
    "work", "employer", "headquarters", "hq", "equipo", "oficina", "empresa", "jefe", "jefa",
    "familia", "clientes", "equipa", "equipe", "escritorio", "chefe", "família",
)
# Openers of a clause that tells what the visitor heard or knows about the world, not what they
# ask for ("I've heard both are good for kids", "sei que os apartamentos lá são minúsculos").
REMARK_OPENERS: tuple[str, ...] = (
    "i've heard", "i have heard", "i heard", "i hear", "i've read", "i read that", "i know that",
    "i know", "they say", "people say", "apparently", "he oído", "he oido", "he leído",
    "dicen que", "sé que", "me han dicho", "ouvi dizer", "ouvi que", "li que", "dizem que",
    "sei que", "me disseram", "nos disseram", "disseram-nos", "disseram-me", "me dijeron",
    "nos dijeron", "nos han dicho", "i was told", "we were told", "i've been told",
    "we've been told", "i've seen", "i saw that", "he visto", "vi que", "supe que", "soube que",
    "i found out", "we found out", "me enteré de que", "me enteré que", "fiquei sabendo que",
)
# Hearsay said after a clause ("Street parking in the Ironbound is rough I hear", "es caro,
# dicen"): the clause is a remark like one opened by "I've heard".
HEARSAY_TAILS: tuple[str, ...] = (
    "i hear", "i heard", "i've heard", "i'm told", "i am told", "they say", "people say",
    "apparently", "dicen", "me dicen", "según dicen", "he oído", "dizem", "ouvi dizer",
    "pelo que ouvi", "pelo que dizem",
)
# Verbs of a clause that describes how places are, not what the visitor asks ("the Old Town
# flats seem to be up five flights", "los pisos de allí suelen ser pequeños").
REMARK_VERBS: tuple[str, ...] = (
    "seem to be", "seems to be", "seem to have", "seems to have", "tend to be", "tend to have",
    "tends to be", "are usually", "are often", "parecen ser", "parecen estar", "parecem ser",
    "parecem estar", "suelen ser", "suelen estar", "suelen tener", "costumam ser",
    "costumam estar", "costumam ter",
    # what a listing's page shows ("the listing only shows the lanai")
    "only shows", "shows only", "the photos show", "the pictures show",
    "solo muestra", "só mostra",
    # what a listing's page says ("pone que está encima de un restaurante con terraza")
    "pone que", "it says", "says it's", "the listing says", "el anuncio dice", "o anúncio diz",
    "dice que está", "diz que fica",
)
# What the visitor needs, said inside such a remark ("I know we need parking", "sé que
# necesitamos tres habitaciones"): the remark is about them, and the need stands.
OWN_NEED_PHRASES: tuple[str, ...] = (
    "we need", "i need", "we want", "i want", "we'd like", "i'd like", "we will need",
    "we'll need", "i'll need", "we must have", "we have to have", "is a must", "must have",
    "necesitamos", "necesito", "queremos", "quiero", "nos hace falta", "me hace falta",
    "precisamos", "preciso", "quero", "temos que ter", "tem que ter", "tiene que tener",
    # "my wife says it has to have a pool": a need, said through someone
    "has to have", "have to have", "needs to have", "tienen que tener", "têm que ter",
)

# --- questions about the results on screen ---------------------------------------------------
# These are matched against folded text, so they are written folded (no accents).

# Words of a question that say nothing about what to look for in a listing's text.
QUESTION_FILLER_WORDS: frozenset[str] = frozenset({
    "the", "this", "that", "there", "here", "does", "did", "has", "have", "any", "some", "with",
    "how", "far", "close", "near", "nearby", "distance", "walk", "walking", "what", "whats",
    "where", "which", "about", "los", "las", "hay", "una", "del", "cerca", "lejos", "are",
    "you", "your", "can", "could", "would", "will", "was", "were", "for", "and", "tem", "uma",
    "perto", "longe", "tell", "more", "know", "info", "information", "details", "cuentame",
    "hablame", "dime", "mas", "informacion", "detalles", "fale", "conte", "conta", "mais",
    "informacoes", "detalhes", "tiene", "tienen", "esta", "estan", "fica", "queda", "is",
})
# Words that ask which of the results to pick ("which one is best for kids?").
WHICH_WORDS: tuple[str, ...] = (
    "which", "what", "best", "better", "recommend", "cual", "cuales", "mejor", "recomiendas",
    "qual", "quais", "melhor",
)
# What a visitor can ask the results to be good for: the words that name the need, and the word
# starts a listing's text shows it with ("famil" for family, families, familia).
CHILDREN_NEED_WORDS: frozenset[str] = frozenset({
    "kid", "kids", "child", "children", "family", "families", "baby", "babies", "toddler",
    "toddlers", "nino", "ninos", "nina", "ninas", "familia", "familias", "bebe", "bebes",
    "crianca", "criancas",
})
CHILDREN_TEXT_STARTS: tuple[str, ...] = (
    "kid", "child", "famil", "baby", "toddler", "crib", "nino", "crianca",
)
# Words for the listings shown: "the Cedofeita ones", "las opciones de Gràcia".
RESULTS_NOUNS: tuple[str, ...] = (
    "ones", "options", "listings", "results", "places", "opciones", "resultados", "anuncios",
    "opções", "anúncios",
)
# Nouns that call a named place an area: "zona de Beyoğlu", "the Shoreditch area".
AREA_WORDS: tuple[str, ...] = (
    "area", "district", "neighbourhood", "neighborhood", "zona", "barrio", "área", "bairro",
    "região", "región", "distrito",
)
# "Buena conexión", "boa conexão", "a decent connection": the internet when said with work or a
# desk; a connection to or with somewhere ("buena conexión con el centro") is the transport.
CONNECTION_NOUNS: tuple[str, ...] = ("connection", "conexión", "conexion", "conexão", "conexao")
CONNECTION_QUALITIES: tuple[str, ...] = (
    "good", "fast", "decent", "reliable", "strong", "stable", "solid", "proper", "buena", "rápida",
    "estable", "decente", "boa", "estável", "bom", "excelente", "great",
)
CONNECTION_WORK_WORDS: tuple[str, ...] = (
    "work", "working", "remote", "remotely", "laptop", "desk", "calls", "zoom", "nomad",
    "trabajo", "trabajar", "teletrabajo", "remoto", "nómada", "escritorio", "llamadas",
    "trabalho", "trabalhar", "teletrabalho", "nômade", "nómada", "mesa", "chamadas",
)
WORK_NEED_WORDS: frozenset[str] = frozenset({
    "work", "working", "remote", "laptop", "desk", "trabajo", "trabajar", "trabalho",
})
WORK_TEXT_STARTS: tuple[str, ...] = (
    "desk", "workspace", "work", "wifi", "escritorio", "trabalho",
)
PET_NEED_WORDS: frozenset[str] = frozenset({
    "dog", "dogs", "pet", "pets", "cat", "cats", "perro", "perros", "mascota", "mascotas",
    "cachorro",
})
PET_TEXT_STARTS: tuple[str, ...] = (
    "pet", "dog", "cat",
)
GROUP_NEED_WORDS: frozenset[str] = frozenset({
    "group", "groups", "friends", "party", "amigos", "grupo",
})
GROUP_TEXT_STARTS: tuple[str, ...] = (
    "group", "friends",
)
# Superlatives over the results on screen ("which one is the cheapest?", "¿cuál es el más
# grande?"), each with what it ranks by. Longer phrases win over their parts.
RESULT_SUPERLATIVES: dict[str, str] = {
    "cheapest": "cheapest", "least expensive": "cheapest", "lowest price": "cheapest",
    "most affordable": "cheapest", "mas barato": "cheapest", "mas barata": "cheapest",
    "mas economico": "cheapest", "mas economica": "cheapest", "menos caro": "cheapest",
    "menos cara": "cheapest",
    "most expensive": "priciest", "priciest": "priciest", "highest price": "priciest",
    "mas caro": "priciest", "mas cara": "priciest",
    "best rated": "best_rated", "highest rated": "best_rated", "top rated": "best_rated",
    "best reviewed": "best_rated", "best rating": "best_rated", "highest rating": "best_rated",
    "mejor valorado": "best_rated", "mejor valorada": "best_rated",
    "mejor puntuado": "best_rated", "mejor puntuada": "best_rated",
    "melhor avaliado": "best_rated", "melhor avaliada": "best_rated",
    "most reviewed": "most_reviewed", "most reviews": "most_reviewed",
    "mas resenas": "most_reviewed", "mas opiniones": "most_reviewed",
    "mas avaliacoes": "most_reviewed", "mais avaliacoes": "most_reviewed",
    "biggest": "biggest", "largest": "biggest", "roomiest": "biggest", "most spacious": "biggest",
    "most bedrooms": "biggest", "mas grande": "biggest", "mas amplio": "biggest",
    "mas amplia": "biggest", "mas espacioso": "biggest", "mas espaciosa": "biggest",
    "maior": "biggest", "mais espacoso": "biggest", "mais espacosa": "biggest",
    "mais amplo": "biggest", "mais ampla": "biggest",
    "closest": "closest", "nearest": "closest", "mas cerca": "closest", "mas cercano": "closest",
    "mas cercana": "closest", "mais perto": "closest", "mais proximo": "closest",
    "mais proxima": "closest",
    # Portuguese "mais" spellings of the Spanish-looking entries above.
    "mais barato": "cheapest", "mais barata": "cheapest", "mais economico": "cheapest",
    "mais caro": "priciest", "mais cara": "priciest", "mais avaliado": "most_reviewed",
}
# Words that point at one of the results rather than describe it ("the second one", "it").
RESULT_REFERENCE_WORDS: frozenset[str] = frozenset({
    "one", "ones", "first", "second", "third", "fourth", "fifth", "last", "it", "its", "that",
    "this", "listing", "place", "primero", "primera", "segundo", "segunda", "tercero", "tercera",
    "cuarto", "cuarta", "quinto", "quinta", "ultimo", "ultima", "primeiro", "primeira",
    "terceiro", "terceira", "quarto", "quarta", "esta", "este", "ese", "esa", "isso", "esse",
    "essa",
})
# Asking whether a listing is near something: the answer comes from its coordinates too.
NEAR_WORDS: frozenset[str] = frozenset({
    "near", "nearby", "close", "closer", "walking", "walk", "far", "distance", "cerca",
    "cercano", "cercana", "lejos", "perto", "longe", "proximo", "proxima",
})
# The sea, however it is asked about: "near the beach" is answered from the nearest beach.
BEACH_WORDS: frozenset[str] = frozenset({
    "beach", "beaches", "sea", "seaside", "ocean", "shore", "coast", "playa", "playas", "mar",
    "costa", "praia", "praias", "oceano",
})
# Words that ask to be shown listings: a message that states a fact and has one of them also
# asks for a search ("we travel with our dog, show me something in Porto").
SEARCH_REQUEST_WORDS: frozenset[str] = frozenset({
    "show", "find", "search", "looking", "muestrame", "muestra", "busca", "buscame", "buscando",
    "encuentra", "encuentrame", "mostra", "mostre", "procura", "procure", "procurando",
    "encontre",
})
# Cue words of each language the chat answers in: small everyday words that belong to one
# language only. Words shared by two of them ("para", "casa", "no", "a") are left out: they say
# nothing about which one the visitor writes. Folded, like the messages they are looked for in.
LANGUAGE_CUE_WORDS: dict[str, frozenset[str]] = {
    "en": frozenset({
        "the", "in", "with", "under", "for", "and", "only", "find", "show", "me", "i", "we",
        "my", "our", "want", "need", "looking", "near", "what", "about", "how", "please",
        "hi", "hello", "hey", "thanks", "thank", "cheaper", "people", "guests", "bedroom",
        "bedrooms", "flat", "night", "instead", "also", "which", "you", "your", "have",
        "has", "is", "are", "does", "cities", "one",
    }),
    "es": frozenset({
        "el", "los", "las", "en", "con", "y", "del", "una", "busco", "quiero", "necesito",
        "buscando", "muestrame", "hay", "personas", "huespedes", "habitacion",
        "habitaciones", "dormitorios", "piso", "noche", "noches", "hasta", "sin", "hola",
        "gracias", "buenas", "ayuda", "adios", "cerca", "barato", "mejor", "tambien",
        "ahora", "solo", "cuentame", "hablame", "dime", "tiene", "tienen", "cual", "cuales",
        "primero", "tercero",
    }),
    "pt": frozenset({
        "em", "com", "um", "uma", "na", "do", "da", "os", "procuro", "quero", "preciso",
        "procurando", "mostre", "pessoas", "hospedes", "quarto", "quartos", "noite",
        "noites", "ate", "sem", "ola", "oi", "obrigado", "obrigada", "valeu", "ajuda",
        "tchau", "perto", "melhor", "tambem", "agora", "so", "apenas", "reais", "fale",
        "conte", "mais", "aceita", "qual", "quais", "tem", "primeiro", "primeira",
        "terceiro", "terceira",
    }),
}
# Number words spelled alike in Spanish and Portuguese ("seis", "três") are no cue.
LANGUAGE_NUMBER_CUES: dict[str, frozenset[str]] = {
    "es": frozenset({
        "dos", "cuatro", "siete", "ocho", "nueve", "diez", "doce",
    }),
    "pt": frozenset({
        "dois", "duas", "quatro", "sete", "oito", "nove", "dez",
    }),
}

# A room for each guest: "me and my coach, separate rooms obviously", "quartos separados". With two
# to four guests it asks for as many bedrooms.
ROOM_EACH_PHRASES: tuple[str, ...] = (
    "separate rooms", "separate bedrooms", "a room each", "a bedroom each", "our own rooms",
    "their own rooms", "own room each", "habitaciones separadas", "cuartos separados",
    "una habitación cada uno", "una habitación para cada uno", "quartos separados",
    "um quarto para cada", "um quarto cada", "each with their own room", "each their own room",
    "a room for each of us", "each of us with our own room", "cada uno con su cuarto",
    "cada uno con su habitación", "cada una con su cuarto", "cada una con su habitación",
    "cada quien con su cuarto", "cada uno su cuarto", "un cuarto para cada uno",
    "una habitación por persona", "cada um com o seu quarto", "cada um com seu quarto",
    "cada um no seu quarto", "um quarto por pessoa", "a room per person",
)  # fmt: skip

# A bedroom of one guest's own inside the home, no private room to rent: "she needs her own
# room", "she needs a room downstairs", "um quarto só pra ela", "todas con habitación individual".
A_BEDROOM_OF_ONE_PHRASES: tuple[str, ...] = (
    "his own room", "her own room", "need a room downstairs", "needs a room downstairs",
    "quarto só pra ela", "quarto só pra ele", "quarto só para ela", "quarto só para ele",
    "todas con habitación individual", "todos con habitación individual",
    "cada uno con habitación individual", "su propia habitación", "su propio cuarto",
    "o seu próprio quarto", "seu próprio quarto",
)
# Someone added to the party in a later message: "my girlfriend is coming too", "viene conmigo el
# técnico de luces", "vem também a minha sogra". A "might tag along" is no guest yet.
JOINS_AFTER_WHO: tuple[str, ...] = (
    "wants to stay with me", "now wants to stay with me", "is staying with me",
    "wants to stay with us", "is staying with us", "will stay with us", "wants to stay with us too",
    "quiere quedarse con nosotros", "quer ficar com a gente", "quer ficar conosco",
    "will stay with me", "quiere quedarse conmigo", "se queda conmigo", "vai ficar comigo",
    "quer ficar comigo", "fica comigo",
    "is coming too", "is coming along", "is coming with us", "is coming with me", "is joining us",
    "'s coming with me", "'s coming with us", "'s joining me",
    "is joining me", "is joining", "will join us", "will be joining us", "'s coming too",
    "'s coming along", "'s joining us", "is tagging along", "se suma", "se une", "viene también",
    "también viene", "también va", "también se viene", "também vai com", "se junta",
    "se unen", "se juntan", "se van a unir", "se va a unir", "vai se juntar", "vão se juntar",
    "se juntam", "se junta a mim", "se juntam a mim",
    "vem também", "vai também", "will be with me", "will be with us", "is coming with me",
    "also wants to join", "wants to join", "wants to join us",
    "also wants to come", "wants to come too", "wants to come along", "is also coming",
    "will also come", "will come too", "is also joining", "also joins", "decided to come",
    "decided to join", "también quiere venir", "quiere venir", "quiere sumarse",
    "también se suma", "se apunta", "também quer vir", "quer vir", "também vem",
    "vem junto", "vai junto", "também vai", "também quer ir", "quer ir", "quer ir também",
    "también quiere ir", "quiere ir", "wants to go too", "decided she's coming",
    "decided he's coming", "decided shes coming", "decided hes coming", "decided she is coming",
    "decided he is coming",
    # "then my partner Nikos flies in"; "my brother arrives a day later" is one already counted
    "flies in", "is flying in", "will fly in",
    # a hypothetical refines this search too: "what if my sister comes too?", "e se a minha
    # cunhada vier também?"
    "comes too", "joins us too", "vier também", "vier junto", "vier com a gente", "vier conosco",
    "viesse também", "viesse junto", "venga también", "viniera también", "viene con nosotros",
)  # fmt: skip
# A party that goes along with the speaker: "my wife and kids are coming with me", "viene
# conmigo", "vêm comigo".
COMING_ALONG_VERBS: tuple[str, ...] = (
    "come", "comes", "coming", "travel", "travels", "travelling", "traveling", "go", "goes",
    "going", "fly", "flies", "flying", "viene", "vienen", "vendrá", "vendrán", "viaja", "viajan",
    "va", "van", "irá", "irán", "vem", "vêm", "virá", "virão", "vai", "vão", "viajam",
)  # fmt: skip
# Words that deny what follows them: "my sister no longer wants to join".
DENYING_WORDS: tuple[str, ...] = (
    "not", "no", "never", "longer", "don't", "doesn't", "won't", "isn't", "can't", "nao", "não",
    "nunca", "ya", "já",
)
JOINS_BEFORE_WHO: tuple[str, ...] = (
    "with me comes", "with us comes", "with me travels", "with me is coming",
    "viene conmigo", "viene con nosotros", "viene también", "y viene", "vem comigo",
    "vem connosco", "vem conosco", "vem também", "e vem", "joining us is", "plus now",
    # "al final se suma mi suegra unos días", "se junta a minha sogra"
    "se suma", "se une", "se apunta", "se nos suma", "se nos une", "se junta", "se junta a nós",
    # "al principio soy yo solo, después llega mi socio": who comes later, for the rest of the stay
    "después llega", "luego llega", "depois chega", "mais tarde chega",
)  # fmt: skip

# What befell the visitor's own home: "our apartment in Jersey City flooded", "a nossa casa ardeu".
# The home named is theirs, not the stay.
HOME_MISHAP_WORDS: tuple[str, ...] = (
    "flooded", "burned", "burnt", "burned down", "burnt down", "caught fire", "was damaged",
    "got damaged", "is being renovated", "is being repaired", "is under renovation", "has mould",
    "has mold", "se inundó", "se quemó", "se incendió", "ardió", "está en obras", "ardeu",
    "inundou", "pegou fogo", "está em obras", "foi inundada", "ficou inundada", "had a fire",
    "had a flood", "was flooded", "got flooded", "was burgled", "tuvo un incendio",
    "teve um incêndio", "is being rebuilt", "is uninhabitable",
)  # fmt: skip
