"""Who travels, counted the way people list a party in a first message: members typed with no
joining word between their counts ("2 adults 1 toddler"), a companion with an article or none
("me and the gf", "o marido", "me + wife"), twins, "nós quatro", and someone added to a total
("4 of us + a baby", "a family of four plus grandma"). Each kind in English, Spanish and
Portuguese where it is said in them. A total followed by who makes it up still counts once."""

from __future__ import annotations

import pytest

from tests.understanding_helpers import turns


def guests(utterance: str) -> int | None:
    return turns(utterance).filters.get("min_accommodates")


@pytest.mark.parametrize(
    ("utterance", "count"),
    [
        ("Barcelona, 2 adults 1 toddler, near the beach", 3),
        ("two families, 4 adults 4 kids, Big Island", 8),
        ("Rio, 3 adultos 2 niños", 5),
        ("Porto: 2 adultos 2 crianças 1 bebé", 5),
        ("need a place in Maui for 2 adults 2 teens", 4),
    ],
)
def test_counted_members_typed_without_a_joining_word(utterance: str, count: int) -> None:
    assert guests(utterance) == count


@pytest.mark.parametrize(
    ("utterance", "count"),
    [
        ("staying by bondi, just me and the gf, max 200 aud", 2),
        ("me and the wife and the kids, Sydney", 4),
        ("me + wife + 3 kids (8, 5, 2), need a house near Kaanapali", 5),
        ("me, hubby and 2 kids, Oahu", 4),
        ("somos eu, o marido e os 2 miúdos, Porto", 4),
        ("vamos yo, la parienta y los 3 niños a Barcelona", 5),
        ("eu, a esposa e a sogra, Rio", 3),
    ],
)
def test_a_companion_with_an_article_or_none(utterance: str, count: int) -> None:
    assert guests(utterance) == count


@pytest.mark.parametrize(
    ("utterance", "count"),
    [
        ("me, hubby, and the twins, Rio", 4),
        ("my wife and I with our triplets, Montreal", 5),
        ("mi marido, yo y los gemelos, Barcelona", 4),
        ("eu, o meu marido e os gêmeos, Rio", 4),
    ],
)
def test_twins_and_triplets_count_as_many_as_they_are(utterance: str, count: int) -> None:
    assert guests(utterance) == count


@pytest.mark.parametrize(
    ("utterance", "count"),
    [
        ("nós quatro + um bebê, Oahu", 5),
        ("nosotros tres y mi madre, Estambul", 4),
        ("we three, Edinburgh, old town", 3),
    ],
)
def test_we_and_a_number(utterance: str, count: int) -> None:
    assert guests(utterance) == count


@pytest.mark.parametrize(
    ("utterance", "count"),
    [
        ("4 of us + a baby, Brooklyn, under 300 dollars", 5),
        ("we're a family of four plus grandma, Victoria", 5),
        ("somos 4 más la abuela, Barcelona", 5),
        ("somos 3 e mais um bebê, Porto", 4),
    ],
)
def test_someone_added_to_a_total(utterance: str, count: int) -> None:
    assert guests(utterance) == count


@pytest.mark.parametrize(
    ("utterance", "count"),
    [
        ("a family of four (two kids aged 5 and 8), Porto", 4),
        ("we are 4, 2 adults and 2 kids, Rio", 4),
        ("somos 5: mi mujer, yo y 3 niños, Barcelona", 5),
        ("5 ppl, me + 4 teenagers, Sydney", 5),
    ],
)
def test_a_total_then_who_makes_it_up_counts_once(utterance: str, count: int) -> None:
    assert guests(utterance) == count


@pytest.mark.parametrize(
    "utterance",
    [
        "my 2 kids love the beach, Oahu please",
        "the wife says Porto, 3 nights",
        "Barcelona, 2 bedrooms 1 bathroom",
    ],
)
def test_people_mentioned_are_no_party(utterance: str) -> None:
    assert guests(utterance) is None


@pytest.mark.parametrize(
    ("utterance", "count"),
    [
        ("Oahu, Aug 3-13. Us + my in-laws + 2 teenagers, 6 total", 6),
        ("camas pra todo mundo (6 no total), Newark", 6),
        ("somos mis padres, mis tíos y nosotros, 7 en total, Barcelona", 7),
        ("me, my sister and the kids, 5 altogether, Maui", 5),
    ],
)
def test_a_total_said_after_the_list_wins(utterance: str, count: int) -> None:
    assert guests(utterance) == count


@pytest.mark.parametrize(
    ("utterance", "count"),
    [
        ("roadie for a band playing in Antwerp, crew of 4, 2 nights", 4),
        ("a team of 9 for a tournament in Montreal", 9),
        ("equipo de 6 personas, Barcelona", 6),
        ("us + my parents + our 8 month old. Victoria BC", 5),
        ("nosotros y los 2 niños, Rio", 4),
        ("alone, female, Rio, under 100 usd", 1),
        ("somos un matrimonio de Bilbao, Edimburgo en agosto", 2),
    ],
)
def test_crews_us_alone_and_a_married_couple(utterance: str, count: int) -> None:
    assert guests(utterance) == count


@pytest.mark.parametrize(
    "utterance",
    [
        "una cama de matrimonio en Porto",
        "300 total for 2 nights in Porto",
        "the son won't share with us lol",
    ],
)
def test_no_party_in_a_bed_a_total_price_or_us_alone(utterance: str) -> None:
    assert guests(utterance) is None


@pytest.mark.parametrize(
    ("utterance", "count"),
    [
        ("vou com meu assistente, 3 noites, Nova York", 2),
        ("traveling with my carer, Victoria", 2),
        ("me and my mate, Sydney", 2),
        ("voy con mi acompañante, Barcelona", 2),
    ],
)
def test_companions_by_what_they_do_for_the_visitor(utterance: str, count: int) -> None:
    assert guests(utterance) == count


@pytest.mark.parametrize(
    ("utterance", "count"),
    [
        ("Agora Istambul com a Rita, 6 noites", 2),
        ("Porto with Rita next month", 2),
        ("voy con Marta y Ana a Barcelona", 3),
    ],
)
def test_companions_named_by_their_first_names(utterance: str, count: int) -> None:
    assert guests(utterance) == count


@pytest.mark.parametrize(
    "utterance",
    [
        "Sydney with Airbnb Plus",
        "a flat with Netflix in Porto",
        "travelling with Biscuit our dog, Porto",
        "com o Tobias, o nosso gato, Rio",
        "reuniones por videollamada con Madrid a horas raras, Hong Kong",
    ],
)
def test_a_capitalised_word_after_with_that_is_no_person(utterance: str) -> None:
    assert guests(utterance) is None


@pytest.mark.parametrize(
    "utterance",
    [
        "Booking a little trip for myself to Barcelona in May",
        "looking for a place for myself in Porto, 3 nights",
        "Something for myself in Sydney next month",
        "Edinburgh for 6 nights, from 3rd to 9th March. Myself alone, one bedroom.",
        "Me alone. A studio in Porto is fine",
    ],
)
def test_a_trip_for_myself_is_one_guest(utterance: str) -> None:
    assert turns(utterance).filters["min_accommodates"] == 1


@pytest.mark.parametrize(
    "utterance",
    [
        "this time it's just me and my wife, mom is staying with my sister. Newark for a week",
        "Newark for a week, me and my husband; my dad is staying with my brother this time",
        "Newark, mi mujer y yo; mi madre se queda con mi hermana",
    ],
)
def test_someone_staying_with_someone_else_is_not_counted(utterance: str) -> None:
    assert turns(utterance).filters["min_accommodates"] == 2


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        ("Vamos em 7 pessoas: eu, meu marido, os dois filhos, a minha mãe e a vó. Oahu", 7),
        ("Oahu, 5 people: me, my wife, our two boys and grandma", 5),
        ("Oahu, somos 6 personas: mi marido, yo, los tres niños y mi suegra", 6),
    ],
)
def test_a_count_before_its_list_is_the_party(utterance: str, guests: int) -> None:
    assert turns(utterance).filters["min_accommodates"] == guests


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        ("Somos 6 bailarines más la coreógrafa, o sea 7, en Nueva York", 7),
        ("NYC: 10 rowers + our cox + the coach, so that's 12 people", 12),
        ("Somos 4 músicos e o técnico, ou seja 5. Porto", 5),
        ("torneio em nova york em agosto. 5 players + eu + coach = 7", 7),
        ("Somos un mariachi de Guadalajara, 7 integrantes, en Nueva York", 7),
        ("Porto in June. 5 people", 5),
    ],
)
def test_a_party_said_again_as_its_total_is_that_total(utterance: str, guests: int) -> None:
    assert turns(utterance).filters["min_accommodates"] == guests


def test_a_total_of_nights_is_no_party() -> None:
    assert turns("Porto, 2 adults and 2 kids, that's 4 nights").filters["min_accommodates"] == 4


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        ("Hola, ahora vamos a Sydney en abril, dos semanas, los tres. Algo cerca de Manly.", 3),
        ("vamos os quatro para o Porto em maio", 4),
        ("siempre viajamos los cinco", 5),
        ("we're going as the four of us, Porto", 4),
        ("nos vamos a Río de Janeiro las tres: ella, su mejor amiga y yo", 3),
    ],
)
def test_the_party_named_by_its_number_is_that_many(utterance: str, guests: int) -> None:
    assert turns(utterance).filters["min_accommodates"] == guests


@pytest.mark.parametrize(
    "utterance",
    [
        "¿cuál de los tres es más barato?",
        "vamos las dos semanas de agosto a Porto",
        "me gustan los dos primeros",
    ],
)
def test_the_n_of_something_else_is_no_party(utterance: str) -> None:
    assert "min_accommodates" not in turns(utterance).filters


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        ("Maui, 2 adults, a 2yo and a 3 month old. need a cot", 4),
        ("Porto: me, my wife and our 5yo", 3),
        ("Porto, 2 adults + a 7 y/o", 3),
    ],
)
def test_a_child_named_by_age_alone_counts(utterance: str, guests: int) -> None:
    assert turns(utterance).filters["min_accommodates"] == guests


@pytest.mark.parametrize(
    "joins",
    [
        "my uncle also wants to join",
        "my sister wants to come too",
        "mi hermano también quiere venir",
        "a minha mãe também vem",
    ],
)
def test_someone_who_wants_to_join_is_one_guest_more(joins: str) -> None:
    assert turns("Porto for 3", joins).filters["min_accommodates"] == 4


def test_a_child_called_the_little_one_is_a_guest_not_a_listing() -> None:
    intent = turns(
        "Oahu for 3",
        "ok change of plan, mom says the older one will stay with them at the resort. so just "
        "me and the little one",
    )
    assert intent.kind == "search"
    assert intent.filters["min_accommodates"] == 2


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        ("fala! time de e-sports, 5 jogadores + 1 técnico, campeonato em montreal", 6),
        ("Sydney: 4 players plus the manager", 5),
    ],
)
def test_a_team_and_its_staff_count_together(utterance: str, guests: int) -> None:
    assert turns(utterance).filters["min_accommodates"] == guests


def test_the_two_listings_of_a_place_chosen_together_change_no_party() -> None:
    intent = turns("Edinburgh for 13", "Então os dois de Leith. Obrigada!")
    assert intent.filters["min_accommodates"] == 13


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        ("eita, a menina do caixa desistiu, vamos ser só 2 então", 2),
        ("ah o técnico vai ficar no hotel do evento, então somos só os 5", 5),
        ("ok we're just 3 now", 3),
    ],
)
def test_a_count_said_as_all_there_is_is_the_party(utterance: str, guests: int) -> None:
    assert turns("Porto para 6", utterance).filters["min_accommodates"] == guests


def test_someone_who_will_be_with_the_visitor_is_one_guest_more() -> None:
    assert turns("Brisbane, just me", "My wife will be with me.").filters["min_accommodates"] == 2


def test_the_visitor_alone_after_with_is_no_party() -> None:
    intent = turns("Edinburgh for 7", "Thank you so much, you have been very patient with me.")
    assert intent.filters["min_accommodates"] == 7


@pytest.mark.parametrize(
    "utterance",
    [
        "Two of the ladies are in their eighties and would struggle with steep stairs.",
        "dos de los niños duermen juntos",
        "fine I'd share a flat with other performers, but my own room",
        "I can share kitchen with other people, no problem",
    ],
)
def test_some_of_the_party_or_who_a_home_is_shared_with_change_no_count(utterance: str) -> None:
    assert turns("Edinburgh for 7", utterance).filters["min_accommodates"] == 7


def test_sharing_with_one_other_counted_is_a_party_of_two() -> None:
    said = "i'll share with one other performer, so 2 bedrooms"
    assert turns("Edinburgh for 1", said).filters["min_accommodates"] == 2


@pytest.mark.parametrize(
    "utterance",
    [
        "we'll all have cars, so parking for 3 cars would be amazing",
        "¿y una habitación en casa compartida con otros surfistas?",
    ],
)
def test_things_counted_and_housemates_are_no_guests(utterance: str) -> None:
    assert turns("Montreal for 13", utterance).filters["min_accommodates"] == 13


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        ("my sister from Boston is coming too", 3),
        ("o neto mais velho também vem de Boston", 3),
        ("my sister no longer wants to join", 2),
        ("mi hermana ya no quiere venir", 2),
    ],
)
def test_someone_described_who_joins_is_one_guest_more(utterance: str, guests: int) -> None:
    assert turns("Porto for 2", utterance).filters["min_accommodates"] == guests


def test_a_total_said_after_someone_joins_counts_them() -> None:
    said = "ay oye mi suegra dice que se viene tambien 😅 entonces somos 6, necesito una cama más"
    assert turns("Porto for 5", said).filters["min_accommodates"] == 6


@pytest.mark.parametrize(
    ("said", "guests"),
    [
        ("Me acaban de llamar: una pareja se cae. Quedamos en diez.", 10),
        ("two of them bailed, so that leaves 8", 8),
        ("we're down to 9 now", 9),
        ("Ah, a minha namorada vem. Então algo que caiba 2 pelo menos", 2),
        ("algo donde quepamos 4", 4),
    ],
)
def test_the_party_said_after_a_change_is_its_size(said: str, guests: int) -> None:
    assert turns("casa en Oporto para 12", said).filters["min_accommodates"] == guests


@pytest.mark.parametrize(
    ("said", "guests"),
    [
        ("need somewhere for the 4 of us plus our sound guy", 5),
        ("Somos 22 cantantes más 3 adultos acompañantes", 25),
        ("hi! three grad students going to a conference at mcgill", 3),
        ("me and my driver", 2),
    ],
)
def test_people_named_by_what_they_do_count(said: str, guests: int) -> None:
    assert turns("flat in Brisbane", said).filters["min_accommodates"] == guests


@pytest.mark.parametrize(
    "utterance",
    [
        "Barcelona. Seremos mi marido, yo y el niño, que tiene 11 años.",
        "Porto: me, my wife and the kid",
        "Rio: eu, o meu marido e o menino",
    ],
)
def test_a_child_named_with_an_article_in_a_list_is_counted(utterance: str) -> None:
    assert turns(utterance).filters["min_accommodates"] == 3


@pytest.mark.parametrize(
    "utterance",
    [
        "Maui: me, my husband and three kids under ten",
        "Maui: mi marido, yo y tres niños menores de 10",
        "Maui: eu, o meu marido e três miúdos com menos de 10 anos",
    ],
)
def test_children_under_an_age_are_no_price(utterance: str) -> None:
    filters = turns(utterance).filters
    assert filters["min_accommodates"] == 5
    assert "max_price" not in filters


@pytest.mark.parametrize(
    "utterance",
    [
        "thinking rio in october for 6 nights, solo again",
        "Hey! solo again, Rio",
        "Río, sola otra vez",
    ],
)
def test_solo_again_is_one_guest(utterance: str) -> None:
    assert turns("Porto for 4", utterance).filters["min_accommodates"] == 1


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        ("Eu e minha irmã vamos levar nossa mãe de 80 anos pra Istambul", 3),
        ("my wife and I are bringing our son and his friend to Porto", 4),
        ("mi marido y yo llevamos a mi madre a Oporto", 3),
        ("it'll be me, my husband, and our other two kids some of the time", 4),
        ("seremos yo, mi marido y nuestros otros dos hijos", 4),
    ],
)
def test_whom_a_listed_party_brings_along_is_added_to_it(utterance: str, guests: int) -> None:
    """ "Eu e minha irmã vamos levar nossa mãe": the party listed, and who they bring; "our
    other two kids" are two more."""
    assert turns(utterance).filters["min_accommodates"] == guests


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        ("my wife and the two kids are coming with me to Porto", 4),
        ("a minha esposa e os dois filhos vêm comigo para o Porto", 4),
        ("mi mujer y los dos niños vienen conmigo a Oporto", 4),
        ("Porto, my mum always travels with me", 2),
        ("Oporto, mi hermana viene conmigo", 2),
        ("Porto: my wife is coming with me", 2),
    ],
)
def test_a_party_that_comes_with_the_speaker_counts_the_speaker_too(
    utterance: str, guests: int
) -> None:
    """ "with me" said after who comes is the speaker, not a party of one."""
    assert turns(utterance).filters["min_accommodates"] == guests


def test_someone_coming_with_the_speaker_joins_a_party_already_said() -> None:
    assert (
        turns("Barcelona, somos 3", "viene conmigo el técnico de luces").filters["min_accommodates"]
        == 4
    )


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        ("Barcelona: somos 22 cantantes de 16 a 20 años más 3 adultos acompañantes", 25),
        ("Maui: 14 players aged 19 to 25 plus 2 coaches", 16),
        ("Porto: vamos ser 8 alunas + eu", 9),
        ("New York con mi bebé de 8 meses y mi esposo", 3),
        ("Jersey City. Total 14 people including 4 children and my parents", 14),
        ("Albany, need a place for me, her and her dad", 3),
        ("Barcelona: yo, ella y su padre", 3),
    ],
)
def test_ages_pronouns_and_totals_inside_a_party(utterance: str, guests: int) -> None:
    """Ages said as a span ("de 16 a 20 años") or as months are no count and no stay; "Total 14
    people including …" is the party, and who it includes is not added again."""
    assert turns(utterance).filters["min_accommodates"] == guests


@pytest.mark.parametrize(
    "changed",
    [
        "update jess bailed so its 5 now. does that open anything up",
        "4 of us plus the skip's wife, so 5. Mid-February",
        "two girls just dropped out so its 9 now if that opens up anything",
        "una se baja, entonces somos 5",
        "a Rita desistiu, então somos 5",
    ],
)
def test_a_total_said_after_a_change_is_the_party(changed: str) -> None:
    expected = 9 if "9" in changed else 5
    assert turns("Edinburgh for 6", changed).filters["min_accommodates"] == expected


@pytest.mark.parametrize(
    "unchanged",
    [
        "update, our advisor is also coming but she's getting a hotel thank god. so still 3",
        "my aunt is coming but she's at a hotel, so we're still 3",
        "mi tía viene pero duerme en un hotel, seguimos siendo 3",
        "a minha tia vem mas fica num hotel, ainda somos 3",
    ],
)
def test_a_party_said_to_be_unchanged_is_no_price(unchanged: str) -> None:
    """After a budget, "so still 3" restates the party; it is no new price."""
    filters = turns("Montreal, 3 of us, 50 CAD per person per night max", unchanged).filters
    assert (filters["min_accommodates"], filters["max_price"]) == (3, 150)


@pytest.mark.parametrize(
    "joins",
    [
        "Actually my mum now wants to stay with me for the last 3 nights.",
        "my mum is staying with me for the last 3 nights",
        "mi madre quiere quedarse conmigo las últimas 3 noches",
        "a minha mãe vai ficar comigo as últimas 3 noites",
    ],
)
def test_someone_who_will_stay_with_the_speaker_joins(joins: str) -> None:
    """ "the last 3 nights" is a part of the stay, not the last listing shown."""
    intent = turns("Sydney for 1", joins)
    assert intent.filters["min_accommodates"] == 2
    assert intent.kind == "search"


def test_someone_staying_with_another_person_still_leaves() -> None:
    assert turns("Sydney for 3", "mom is staying with my sister").filters["min_accommodates"] == 2


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        ("¡Hola! Volvemos a viajar, esta vez a Nueva York, somos los dos de nuevo.", 2),
        ("Porto, somos os quatro", 4),
        ("Hi, I'm going to Sydney alone for a week in March for work", 1),
    ],
)
def test_the_party_said_with_an_article_or_as_going_alone(utterance: str, guests: int) -> None:
    filters = turns(utterance).filters
    assert filters["min_accommodates"] == guests
    assert "location" in filters


def test_a_dog_named_with_its_breed_is_no_guest() -> None:
    filters = turns("Barcelona. Siempre viajo con Lola, mi galga").filters
    assert "min_accommodates" not in filters
    assert filters["amenities"] == ["Pets allowed"]


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        ("Porto: we are 8 adults and want 4 bedrooms, so 2 people per room", 8),
        ("Porto, family of 5 so 2 adults and 3 kids", 5),
        ("Porto. Mis padres no viajan conmigo esta vez, somos 2", 2),
    ],
)
def test_so_before_a_count_per_room_or_a_denied_companion_keeps_the_party(
    utterance: str, guests: int
) -> None:
    assert turns(utterance).filters["min_accommodates"] == guests


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        ("Oporto. Dos hermanos. 5 noches en junio.", 2),
        ("two sisters, 5 nights in Porto", 2),
        ("Porto with my two sisters", 3),
        ("Porto. Voy con mi pianista y la contrabajista.", 3),
        ("Porto, vou com o meu baterista e a baixista", 3),
        ("I'm coming to Porto with my pianist", 2),
        ("Porto. Vamos 4 del taller, tres semanas de montaje", 4),
        ("Porto, vamos 3 da banda", 3),
        ("Porto. Just myself. Three weeks in late April.", 1),
        ("Vou levar meus 4 netos pro Porto. Só eu de adulta, a minha filha não pode ir", 5),
        ("I'm taking my 3 grandkids to Porto, I'm the only adult", 4),
        ("I want to take my wife to Porto for 10 nights in October", 2),
        ("Ahora toca Porto, en Navidad, los tres otra vez.", 3),
        ("Porto. Viajamos sempre os quatro, fins de semana românticos só daqui a uns anos", 4),
    ],
)
def test_a_party_named_by_kin_by_trade_or_by_its_group(utterance: str, guests: int) -> None:
    """Siblings said with no "my" are the party itself; musicians who play beside the visitor
    count as companions; "the only adult" beside the grandchildren taken is no solo trip."""
    assert turns(utterance).filters["min_accommodates"] == guests


def test_a_piece_of_art_is_no_room() -> None:
    filters = turns("me han invitado a montar una pieza para una exposición en Porto").filters
    assert "room_type" not in filters


def test_pets_that_stayed_with_someone_take_that_someone_along() -> None:
    filters = turns(
        "al final los gatos se quedaron con mi madre, en el piso nuevo no nos dejaban tenerlos. "
        "Buscamos algo en Porto para 5 noches."
    ).filters
    assert filters == {"location": "Porto"}


@pytest.mark.parametrize(
    "utterance",
    [
        "a studio in Porto, I am alone",
        "I'll be alone, Edinburgh in May",
        "Porto, vou estar sozinha",
    ],
)
def test_being_alone_is_one_guest(utterance: str) -> None:
    assert turns(utterance).filters["min_accommodates"] == 1


@pytest.mark.parametrize(
    "utterance",
    [
        "we are 4 sisters going to Istanbul for a girls trip",
        "4 of us to Porto, a guys weekend",
        "somos 4 en Barcelona, un viaje de amigas",
    ],
)
def test_a_trip_named_after_its_party_counts_no_one(utterance: str) -> None:
    """ "a girls trip" is no one girl."""
    assert turns(utterance).filters["min_accommodates"] == 4


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        ("Montreal, necesitamos donde quedarnos los 5", 5),
        ("Edimburgo, necesitamos piso pa los 3 tol mes", 3),
        ("Porto, casa pros 4", 4),
        ("Vou pra Sydney com a patroa visitar o guri", 2),
        ("me and the missus, Porto", 2),
    ],
)
def test_the_party_by_its_number_with_an_article_or_a_partner_in_slang(
    utterance: str, guests: int
) -> None:
    assert turns(utterance).filters["min_accommodates"] == guests


@pytest.mark.parametrize(
    "utterance", ["Porto, casa para los 3 días", "Porto, pa los 3 meses", "Porto, pros 3 dias"]
)
def test_a_length_of_stay_with_an_article_is_no_party(utterance: str) -> None:
    assert "min_accommodates" not in turns(utterance).filters


@pytest.mark.parametrize(
    "utterance",
    [
        "5 camas (ou pelo menos 3 quartos, 2 pessoas topam dividir)",
        "con 3 cuartos alcanza, dos parejas comparten",
        "2 people can share a bed",
    ],
)
def test_some_of_the_party_said_to_share_leave_the_party_as_it_was(utterance: str) -> None:
    assert turns("Porto for 5", utterance).filters["min_accommodates"] == 5


@pytest.mark.parametrize(
    "utterance", ["Porto, 4 people sharing a flat", "Porto, 4 friends sharing"]
)
def test_a_party_sharing_a_home_is_still_the_party(utterance: str) -> None:
    assert turns(utterance).filters["min_accommodates"] == 4


@pytest.mark.parametrize(
    "utterance",
    ["Hi again, I go to Sydney alone in April", "I'll travel to Porto alone"],
)
def test_going_alone_is_one_guest(utterance: str) -> None:
    assert turns(utterance).filters["min_accommodates"] == 1


@pytest.mark.parametrize(
    "utterance",
    [
        "My daughter has an exam in Antwerp and I'm going with her for moral support",
        "O meu filho tem um exame no Porto, vou com ele",
        "Mi hija tiene un examen en Barcelona y voy con ella",
    ],
)
def test_going_with_the_one_named_is_a_party_of_two(utterance: str) -> None:
    assert turns(utterance).filters["min_accommodates"] == 2


def test_the_visitor_alone_said_as_who_she_is_is_one_guest() -> None:
    assert turns("Sydney. soy sola, algo barato").filters["min_accommodates"] == 1


@pytest.mark.parametrize(
    ("earlier", "utterance"),
    [
        ("Porto for 4", "Maria's flat looks great, I'll go with her place"),
        ("Porto for 4", "I'm alone in planning this, so keep it simple"),
        ("Barcelona para 4", "voy a estar sola por las tardes, ¿la zona es segura?"),
        ("Porto para 6", "Para os 2 bebês precisamos de berço"),
        ("Barcelona para 6", "una cama doble pa los 2 abuelos"),
        ("Porto for 4", "4 adults will share the apartment"),
    ],
)
def test_part_of_the_party_or_of_the_day_keeps_the_party(earlier: str, utterance: str) -> None:
    party = turns(earlier).filters["min_accommodates"]
    assert turns(earlier, utterance).filters["min_accommodates"] == party


def test_going_with_her_beside_a_count_keeps_the_count() -> None:
    intent = turns("Somos 4 en Barcelona. Mi mujer quiere ver el Camp Nou, voy con ella")
    assert intent.filters["min_accommodates"] == 4


@pytest.mark.parametrize("utterance", ["Porto, pros 2 primeiros dias", "Porto, pa los 3 findes"])
def test_days_said_with_an_article_are_no_party(utterance: str) -> None:
    assert "min_accommodates" not in turns(utterance).filters


@pytest.mark.parametrize(
    "joins",
    [
        "my sister is coming too",
        "Cambio de planes: mi socio viene también.",
        "Afinal um colega da Beira também vai",
    ],
)
def test_someone_who_joins_with_no_party_said_goes_with_the_visitor(joins: str) -> None:
    assert turns("Porto, a flat", joins).filters["min_accommodates"] == 2


def test_children_joining_with_no_count_still_count_no_one() -> None:
    assert "min_accommodates" not in turns("Porto, a flat", "the kids are coming too").filters


@pytest.mark.parametrize(
    ("utterance", "count"),
    [
        ("ella y yo vamos a Oporto en mayo", 2),
        ("ela e eu vamos ao Porto", 2),
        ("she and I want a flat in Sydney", 2),
        ("Somos él, yo y los tres críos. Queremos ir a Nueva York", 5),
        ("him, me and the 3 kids, nyc", 5),
        ("mi marido, yo y los tres críos, Barcelona", 5),
        ("somos ela, eu e os dois miúdos, Porto", 4),
    ],
)
def test_someone_named_by_a_pronoun_beside_the_visitor(utterance: str, count: int) -> None:
    assert guests(utterance) == count


@pytest.mark.parametrize(
    ("utterance", "count"),
    [
        ("within walking distance of her, I don't drive in Sydney", None),
        ("Hola che, mi marido y yo queremos ir a Victoria", 2),
        ("Underground garages won't clear the height, I need parking in Victoria", None),
    ],
)
def test_a_pronoun_elsewhere_or_its_letters_in_a_word_list_no_one(
    utterance: str, count: int | None
) -> None:
    assert guests(utterance) == count


@pytest.mark.parametrize(
    "utterance",
    ["Rio, así que somos 8 adultos y 2 niños nomás", "Rio, so we're 8 adults and 2 kids now"],
)
def test_a_total_said_again_with_who_makes_it_up_counts_the_list(utterance: str) -> None:
    assert guests(utterance) == 10


def test_so_n_of_us_after_someone_joins_is_the_party() -> None:
    said = "Actually her dad says he's coming too now, so 3 of us."
    assert turns("Edinburgh for 2", said).filters["min_accommodates"] == 3


@pytest.mark.parametrize(
    "joins",
    ["Wait, my mom wants to stay with us too.", "mi madre quiere quedarse con nosotros"],
)
def test_someone_who_wants_to_stay_with_the_party_joins_it(joins: str) -> None:
    assert turns("Newark for 4", joins).filters["min_accommodates"] == 5


@pytest.mark.parametrize(
    ("earlier", "utterance"),
    [
        ("Porto for 4", "She and I need a double bed."),
        ("Porto for 4", "Ella y yo dormimos juntas."),
        ("Porto for 5", "He and I arrive on Friday, the rest on Saturday."),
        ("Porto, we are 4 friends", "she and I are vegetarian."),
    ],
)
def test_a_pronoun_and_the_visitor_not_said_to_travel_keep_the_party(
    earlier: str, utterance: str
) -> None:
    party = turns(earlier).filters["min_accommodates"]
    assert turns(earlier, utterance).filters["min_accommodates"] == party


@pytest.mark.parametrize(
    "utterance",
    [
        "Porto for 4. My cousin lives there and will meet us at the airport.",
        "Porto for 4. My friend is meeting me for dinner.",
    ],
)
def test_someone_who_meets_the_visitor_for_a_meal_or_at_the_airport_stays_elsewhere(
    utterance: str,
) -> None:
    assert guests(utterance) == 4


@pytest.mark.parametrize(
    "utterance", ["she and I need a double bed in Porto", "Porto, ela e eu precisamos de sossego"]
)
def test_a_pronoun_and_the_visitor_are_the_party_when_none_is_known(utterance: str) -> None:
    assert guests(utterance) == 2


@pytest.mark.parametrize(
    ("utterance", "party"),
    [
        ("so we r 4 now", 4),
        ("update: Usman cant get his visa so we r 4 now 😞 so that first surry hills one works",
         4),
        ("Actually her dad says he's coming too now, so 3 of us. Does the first one have room for "
         "a third bed?", 3),
        ("ahora somos 3. ¿El primero tiene sofá cama?", 3),
    ],
)  # fmt: skip
def test_a_party_said_as_all_there_is_stands_beside_a_question_about_a_listing(
    utterance: str, party: int
) -> None:
    intent = turns("Sydney for 5", utterance)
    assert intent.filters["min_accommodates"] == party


def test_how_many_of_the_party_do_something_is_no_party() -> None:
    intent = turns(
        "three grad students going to montreal",
        "two of us are dating so 1 double + anything for the third",
    )
    assert intent.filters["min_accommodates"] == 3


@pytest.mark.parametrize(
    ("utterance", "party"),
    [
        ("Hey there honey, I'm takin my 3 grandbabies to see the parade in New York", 4),
        ("Albany. Me, my wife, our son and his little sister", 4),
        ("Porto, me, my wife and our other two kids", 4),
        ("my big brother and I, Porto", 2),
    ],
)
def test_relatives_with_a_word_before_them_and_dropped_endings_count(
    utterance: str, party: int
) -> None:
    assert turns(utterance).filters["min_accommodates"] == party


@pytest.mark.parametrize(
    ("utterance", "party"),
    [
        ("opa, tudo certo? vamos em 4 pra sydney no fim de dezembro", 4),
        ("Es sorpresa por los 40 de mi hermana, vamos ella, su esposo y yo a Barcelona", 3),
    ],
)
def test_a_party_said_by_going_in_a_number_or_listed_after_a_pronoun(
    utterance: str, party: int
) -> None:
    assert turns(utterance).filters["min_accommodates"] == party


def test_a_pronoun_after_near_lists_no_one() -> None:
    assert turns("Porto, near her, the kids and me").filters["min_accommodates"] == 3


@pytest.mark.parametrize(
    "utterance",
    [
        "my friend and his girlfriend are coming too",
        "news: my friend Marco and his ragazza are coming too. need 2 bedrooms now",
    ],
)
def test_someone_joining_with_their_partner_adds_two(utterance: str) -> None:
    assert turns("Barcelona for 2", utterance).filters["min_accommodates"] == 4


@pytest.mark.parametrize(
    "utterance",
    [
        "vamos en familia: mi esposo, mi hija de 9 y yo, a Sídney",
        "Porto, eu, o meu filho de 7, e a minha mãe",
    ],
)
def test_a_child_with_an_age_said_with_de_alone_counts(utterance: str) -> None:
    assert turns(utterance).filters["min_accommodates"] == 3


def test_wanting_to_go_alone_is_a_party_of_one() -> None:
    intent = turns("hello, i come back. now i want go Montreal alone, in winter, what you have?")
    assert intent.filters["min_accommodates"] == 1


def test_someone_who_wants_to_go_to_a_sight_is_not_joining() -> None:
    intent = turns("Rio para 2", "O meu marido quer ir ao Cristo Redentor e ao Pão de Açúcar.")
    assert intent.filters["min_accommodates"] == 2


@pytest.mark.parametrize(
    ("utterance", "party"),
    [
        ("Porto, 2 adults, my parents are coming too", 4),
        ("estamos em 2 famílias, 4 adultos e 3 crianças, Porto", 7),
        ("Barcelona 2 nights for 2-4 people", 2),
    ],
)
def test_plural_joiners_families_and_ranges_of_guests_still_count(
    utterance: str, party: int
) -> None:
    assert turns(utterance).filters["min_accommodates"] == party


def test_a_friend_and_her_dog_joining_add_one_guest_and_a_pet() -> None:
    filters = turns("Porto for 2", "my friend and her dog are coming too").filters
    assert filters["amenities"] == ["Pets allowed"]
    assert filters["min_accommodates"] <= 3


@pytest.mark.parametrize(
    ("utterance", "count"),
    [
        ("I will accompany 3 students (2 boys, 1 girl) to a competition in Sydney", 4),
        ("voy a acompañar a 3 alumnos a un torneo en Sídney", 4),
        ("vou acompanhar 2 alunas a Sydney", 3),
        ("taking my 2 kids (8 and 10) to Sydney", 3),
    ],
)
def test_those_the_visitor_accompanies_and_who_they_are(utterance: str, count: int) -> None:
    assert turns(utterance).filters["min_accommodates"] == count


@pytest.mark.parametrize(
    ("utterance", "count"),
    [
        ("busco depa en nueva york para 4 personas, somos 2 mamás y 2 chavos de 16", 4),
        ("somos un grupo de gaiteiros, 5 rapaces, piso en Edimburgo", 5),
        ("2 moms and 3 kids, sydney", 5),
        ("con mi enamorada queremos ir a la isla grande", 2),
    ],
)
def test_members_by_regional_words(utterance: str, count: int) -> None:
    assert turns(utterance).filters["min_accommodates"] == count


def test_one_of_us_is_no_party_of_one() -> None:
    filters = turns(
        "loft in Williamsburg for 3", "Williamsburg is fine, one of us wants to see Domino Park"
    ).filters
    assert filters["min_accommodates"] == 3


@pytest.mark.parametrize(
    "utterance",
    [
        "My husband is a veteran, he lost his leg last year. We go to New York for 3 weeks",
        "Somos de Évora e queremos passar uns dias no Porto. A minha mulher está de 6 meses.",
        "mi marido es marinero y por fin queremos ir a Nueva York en agosto",
    ],
)
def test_the_visitors_partner_and_we_travelling_are_a_couple(utterance: str) -> None:
    assert turns(utterance).filters["min_accommodates"] == 2


def test_a_partner_with_others_counted_keeps_the_count() -> None:
    filters = turns("we're going to Sydney, my wife and I and my mum").filters
    assert filters["min_accommodates"] == 3


@pytest.mark.parametrize(
    ("utterance", "count"),
    [
        ("me and my wife and our 2 kids, 4 people, Brisbane", 4),
        ("eu, minha esposa e 2 filhos, 4 pessoas no total, Sydney", 4),
    ],
)
def test_a_count_of_people_after_the_list_is_its_total(utterance: str, count: int) -> None:
    assert turns(utterance).filters["min_accommodates"] == count


@pytest.mark.parametrize(
    ("utterance", "count", "amenity"),
    [
        ("Traveling with my wife (she uses a wheelchair) to Sydney", 2, "Wheelchair accessible"),
        ("Coming with my husband (and our dog) to Sydney", 2, "Pets allowed"),
    ],
)
def test_brackets_that_say_more_than_who_is_counted_are_read(
    utterance: str, count: int, amenity: str
) -> None:
    filters = turns(utterance).filters
    assert filters["min_accommodates"] == count
    assert amenity in filters["amenities"]


def test_only_one_of_us_is_a_party_of_one() -> None:
    assert turns("New York for 3", "only one of us is coming now").filters["min_accommodates"] == 1


def test_a_partner_and_others_along_are_not_counted_as_a_couple() -> None:
    filters = turns("My husband has a bad knee. We're going to New York with friends").filters
    assert "min_accommodates" not in filters


@pytest.mark.parametrize(
    ("utterance", "count"),
    [
        ("Montreal, 2 adults, brothers. Separate beds required.", 2),
        ("Montreal, 3 people, sisters", 3),
        ("Montreal, 2 adults, my parents", 4),
    ],
)
def test_who_the_people_counted_are_adds_no_one(utterance: str, count: int) -> None:
    assert turns(utterance).filters["min_accommodates"] == count


@pytest.mark.parametrize(
    "utterance",
    [
        "We'd each like our own bedroom please",
        "we each need our own room",
        "cada uno quiere su propio cuarto",
        "cada um precisa do seu quarto",
        "we each want a separate room",
    ],
)
def test_each_with_a_room_of_their_own_is_a_bedroom_each(utterance: str) -> None:
    filters = turns("Victoria, two friends", utterance).filters
    assert filters["min_bedrooms"] == 2
    assert "room_type" not in filters


@pytest.mark.parametrize(
    "utterance",
    [
        "not a hostel, we already live in a house with 9 people lol",
        "vivo num T2 com mais três, não me importo de partilhar",
    ],
)
def test_who_the_visitor_lives_with_at_home_is_no_party(utterance: str) -> None:
    assert turns("Edinburgh, 4 of us", utterance).filters["min_accommodates"] == 4


def test_travelling_alone_now_is_a_party_of_one() -> None:
    filters = turns("Sadly Bisi passed away so I travel alone now. Barcelona for 5 nights").filters
    assert filters["min_accommodates"] == 1


@pytest.mark.parametrize(
    ("utterance", "expected"),
    [
        ("moro com mais 2 amigos e vamos todos ao Rio", {"min_accommodates": 3}),
        ("I live with 2 friends and we're all going to Porto", {"min_accommodates": 3}),
        ("friday 4 of us in Oahu", {"min_accommodates": 4}),
        ("saturday 2 kids and 2 adults, Porto", {"min_accommodates": 4}),
        ("2 bedrooms on the ground floor in Leith", {"min_bedrooms": 2}),
        ("una habitación solo para nosotros, no compartida, Porto", {"room_type": "Private room"}),
        ("if we can go with our dog that would be great, Oahu", {"amenities": ["Pets allowed"]}),
        ("quero um lugar com escritório em Botafogo", {"amenities": ["Laptop friendly workspace"]}),
        ("até R300 a diária no Rio", {"max_price": 300}),
    ],
)
def test_near_misses_of_the_count_and_need_readings_keep_their_plain_meaning(
    utterance: str, expected: dict[str, object]
) -> None:
    assert expected.items() <= turns(utterance).filters.items()


def test_a_bathroom_each_is_no_bedroom_each() -> None:
    assert "min_bedrooms" not in turns("somos 3, cada uno quiere su cuarto de baño, Porto").filters


@pytest.mark.parametrize(
    "utterance",
    [
        "E se a minha cunhada vier também a partir do dia 10?",
        "what if my sister comes too?",
        "¿y si mi hermana viene con nosotros?",
    ],
)
def test_someone_who_would_come_too_is_one_more(utterance: str) -> None:
    assert turns("Newark for 2", utterance).filters["min_accommodates"] == 3


def test_someone_who_usually_comes_but_not_this_trip_adds_no_one() -> None:
    said = ("Newark for 2", "my sister comes along every time, but not this trip")
    assert turns(*said).filters["min_accommodates"] == 2


@pytest.mark.parametrize(
    ("utterance", "guests"),
    [
        ("looking at oahu, me the wife and 3 kids (13, 9 and 4)", 5),
        ("Vamos eu e a minha senhora ao Porto", 2),
        ("vou pro Porto com mais dois casais", 6),
        ("going to Porto with two other couples", 6),
        ("vamos con otras dos parejas a Porto", 6),
        ("2 couples, Porto", 4),
    ],
)
def test_a_party_typed_loosely_or_with_more_couples_counts_everyone(
    utterance: str, guests: int
) -> None:
    assert turns(utterance).filters["min_accommodates"] == guests


def test_me_and_the_thing_asked_for_is_no_party() -> None:
    assert "min_accommodates" not in turns("give me the list for Oahu").filters


@pytest.mark.parametrize(
    ("said", "guests"),
    [
        (("Barcelona for 6 people", "the other 2 couples can't come"), 6),
        (("two other couples stayed there last year, Barcelona",), None),
    ],
)
def test_other_couples_who_do_not_come_add_no_one(
    said: tuple[str, ...], guests: int | None
) -> None:
    assert turns(*said).filters.get("min_accommodates") == guests


@pytest.mark.parametrize(
    ("utterance", "count"),
    [
        ("Somos un matrimonio jubilado y queremos llevar a nuestros tres nietos a Río", 5),
        ("queremos llevar a nuestros dos hijos a Barcelona", 4),
        # the speaker alone bringing them
        ("yo llevo a nuestros dos hijos a Río", 3),
    ],
)
def test_those_whose_children_are_brought_travel_with_them(utterance: str, count: int) -> None:
    assert guests(utterance) == count


@pytest.mark.parametrize(
    "said",
    [
        "precisa de duas camas, a sogra dorme sozinha",
        "two beds please, my mother-in-law sleeps alone",
        "dos camas, la abuela duerme sola",
    ],
)
def test_someone_who_sleeps_alone_is_no_party_of_one(said: str) -> None:
    assert turns("casa no Porto para 4", said).filters["min_accommodates"] == 4
