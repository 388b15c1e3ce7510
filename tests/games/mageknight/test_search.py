"""Mage Knight search in the shared search language: the same queries in English, Russian and
Polish find the same real cards; numbers, or, negation, phrases, guesses; errors carry their
code and position like Mage Wars'."""

from __future__ import annotations

import pytest

from spellforge.games.mageknight.store import library
from spellforge.games.mageknight.search import MK_KEY_NAMES, MK_KEYS, MKSearch
from spellforge.library.normalize import fold
from spellforge.library.search.grammar import KEY_NAMES, MAGE_WARS_KEYS, SearchError, parse


@pytest.fixture(scope="module")
def search():
    return MKSearch(library())


RED_SPELLS = {"burning_shield", "flame_wall", "fireball", "offering", "demolish", "mana_meltdown", "tremor"}
LEVEL_2_CHEAP_UNITS = {"utem_crossbowmen", "utem_swordsmen", "utem_guardsmen", "magic_familiars", "shocktroops"}

# (English, Russian, Polish) — each must find exactly `ids` (a set) or these ids first (a list)
CASES = [
    (("march", "поход", "marsz"), ["march"]),
    (("t:spell col:red", "т:заклинание цв:красный", "typ:zaklęcie kolor:czerwony"), RED_SPELLS),
    (("red spell", "красное заклинание", "czerwone zaklęcie"), RED_SPELLS),
    (("t:unit l:2 cost<=6", "тип:отряд ур:2 цена<=6", "typ:jednostka poziom:2 koszt<=6"), LEVEL_2_CHEAP_UNITS),
    (("t:regular set:lost_legion", "т:обычный набор:легион", 'typ:"zwykła jednostka" zestaw:"zaginiony legion"'),
     {"thugs", "scouts", "shocktroops", "magic_familiars"}),  # 311-318: 4 units x 2 copies (MK L2234)
    (("h:tovak t:basic", "герой:Тобак т:обычное", "bohater:Tovak typ:podstawowa"), {"tovak_cold_toughness", "tovak_instinct"}),
    (("mv>=2 is:standard", "дв>=2 это:стандартные", "ruch>=2 jest:standardowe"), {"march", "stamina", "swiftness", "improvisation"}),  # Improvisation: 3 for a discard
    (("t:spell or t:artifact set:krang", "т:заклинание или т:артефакт набор:крэнг",
      "typ:zaklęcie lub typ:artefakt zestaw:krang"), None),  # checked below: or binds looser than and
    (("-set:base t:spell", "-набор:базовая т:заклинание", "-zestaw:podstawowa typ:zaklęcie"),
     {"cure", "mist_form", "charm", "offering"}),  # the Lost Legion spells 299-302 (MK L2203)
    (('"mana draw"', '"приток маны"', '"czerpanie many"'), {"mana_draw"}),  # MK L5056
    (("site:monastery arm>=5", "место:монастырь броня>=5", "miejsce:klasztor pancerz>=5"), None),
]


@pytest.mark.parametrize("queries,expected", CASES, ids=[c[0][0] for c in CASES])
def test_the_same_query_in_three_languages_finds_the_same_cards(search, queries, expected):
    found = []
    for lang, q in zip(("en", "ru", "pl"), queries):
        result = search.run(q, lang)
        assert result.errors == [], (q, [e.message() for e in result.errors])
        found.append([r.id for r in result.rows])
    assert all(found), queries
    if isinstance(expected, list):  # names: the card itself first (other languages' names differ)
        assert all(f[: len(expected)] == expected for f in found)
        return
    assert set(found[0]) == set(found[1]) == set(found[2]), queries
    if expected is not None:
        assert set(found[0]) == expected


def test_or_binds_looser_than_and(search):
    ids = {r.id for r in search.run("t:spell or t:artifact set:krang").rows}
    spells = {r.id for r in search.run("t:spell").rows}
    krang_artifacts = {r.id for r in search.run("t:artifact set:krang").rows}
    assert ids == spells | krang_artifacts and len(spells) == 24  # 20 base + 4 Lost Legion (MK L2203)


def test_names_in_every_language_and_night_halves(search):
    assert [r.id for r in search.run("Болезнь", "ru").rows] == ["cure"]  # Cure's night half (MK L2491)
    assert search.run("Крестьяне", "ru").rows[0].id == "peasants"  # MK L4437
    assert search.run("Determinacja", "pl").rows[0].id == "determination"
    assert search.run("peasants").rows[0].id == "peasants"


def test_units_numbers_and_negation(search):
    peasants = {r.id for r in search.run("t:unit l:1 c:4").rows}
    assert "peasants" in peasants
    assert all(library().units[i].cost == 4 and library().units[i].level == 1 for i in peasants)
    no_village = {r.id for r in search.run("t:unit -site:village").rows}
    assert "peasants" not in no_village and "foresters" not in no_village and no_village


def test_typos_and_endings_are_guessed_only_when_nothing_matches(search):
    result = search.run("fierball")
    assert result.guessed and result.rows[0].id == "fireball"
    result = search.run("огненый шар", "ru")
    assert result.guessed and result.rows[0].id == "fireball"
    assert not search.run("fireball").guessed


@pytest.mark.parametrize("query,code,pos,suggestion", [
    ("t:spell sch:fire", "unknown_key", 8, ""),
    ("colr:red", "unknown_key", 0, "col"),
    ("цвт:красный", "unknown_key", 0, "цв"),
    ("col:purple", "unknown_value", 0, "blue"),
    ("l>x", "bad_number", 0, ""),
    ("(t:spell", "unclosed_paren", 0, ""),
    ('march "mana', "unclosed_quote", 6, ""),
    ("t:spell or", "dangling_or", 8, ""),
    ("owned:yes", "no_collection", 0, ""),
])
def test_errors_have_a_code_and_a_position(search, query, code, pos, suggestion):
    result = search.run(query)
    assert [(e.code, e.pos) for e in result.errors] == [(code, pos)], [e.message() for e in result.errors]
    assert result.errors[0].suggestion == suggestion
    with pytest.raises(SearchError):
        search.find(query)


def test_owned_follows_the_boxes_of_the_collection():
    lib = library()
    search = MKSearch(lib, owned_sets=lambda: {"base", "krang"})
    assert {r.set for r in search.run("owned:yes").rows} == {"base", "krang"}
    assert {r.set for r in search.run("owned:no").rows} == {"lost_legion", "shades_of_tezla", "unplaced"}


def test_every_key_name_is_unambiguous_and_mage_wars_keys_are_unchanged():
    seen: dict[str, str] = {}
    for key, names in MK_KEY_NAMES.items():
        for lang in ("en", "ru", "pl"):
            assert names[lang], (key, lang)  # every key has a name in every language
            for alias in names[lang]:
                assert seen.setdefault(fold(alias), key) == key, alias
    assert MK_KEYS.canonical("цвет") == "colour" and MAGE_WARS_KEYS.canonical("цвет") is None
    assert parse("s:fire") is not None and "school" in KEY_NAMES  # Mage Wars parses as before
    with pytest.raises(SearchError):
        parse("s:fire", MK_KEYS)  # no schools in Mage Knight
