"""The search query language, table-driven against the real library."""

from __future__ import annotations

import pytest

from spellforge.library.query import QueryError, QueryParser, run_query


@pytest.fixture(scope="module")
def parser(library):
    return QueryParser.for_library(library, owned_ids=lambda: ["fireball", "dispel"])


def ids(library, parser, q, lang="en"):
    return run_query(library, parser, q, lang)


# (query, ids that must be in the result, ids that must not). Facts from the OCTGN set files:
# Fireball is Fire 2, cost 8, quick, Core (MW1A04); Steam Elemental is Fire/Air/Water 2 creature.
CASES = [
    ("s:fire l<=2 t:creature", {"steam-elemental", "magma-sprite"}, {"fireball", "adramelech-lord-of-fire"}),
    ("school:Fire level=2 type:attack", {"fireball"}, {"steam-elemental"}),
    ("trait:flying cost>8", {"adramelech-lord-of-fire"}, {"fireball"}),
    ("t:creature -trait:flying cost>20", {"kraken", "talos"}, {"adramelech-lord-of-fire"}),
    ("set:core owned:yes", {"fireball", "dispel"}, {"steam-elemental"}),
    ("owned:no s:fire", {"flameblast"}, {"fireball"}),
    ('set:"forged in fire" t:equipment', {"bloodfire-helmet"}, {"fireball"}),
    ("st:song", {"lullaby", "ballad-of-courage"}, {"fireball"}),
    ("t:wall", {"wall-of-bones"}, {"fireball"}),
    ("a:full s:war t:incantation l:1", {"weapon-strike"}, {"fireball"}),
    ("is:epic t:creature cost>20", {"talos"}, {"kraken"}),
    ("s:dark,holy t:attack", {"devils-trident"}, {"fireball"}),
    ("fire s:fire", {"fireball", "firestorm"}, {"dispel"}),
    # RU rulebook (seeds/000 L1977): Fireball = «Огненный шар»; free text in any language.
    ("огненный шар", {"fireball", "twin-fireball"}, {"firestorm"}),
    ("огненный l:3", {"firestorm"}, {"fireball"}),
]


@pytest.mark.parametrize("query,present,absent", CASES)
def test_query_cases(library, parser, query, present, absent):
    found = set(ids(library, parser, query))
    assert present <= found, (query, present - found)
    assert not (absent & found), (query, absent & found)


def test_results_are_sorted_by_card_language(library, parser):
    found = ids(library, parser, "огненный шар", "ru")
    names = [library.card(i).display_name("ru").casefold() for i in found]
    assert names == sorted(names)


@pytest.mark.parametrize("query,code,pos", [
    ("fire x:1", "unknown_key", 5),
    ("l<abc", "bad_number", 0),
    ("s:zzzz", "unknown_value", 0),
    ("t<3", "bad_operator", 0),
    ('set:"core', "unclosed_quote", 0),
    ("is:legendary", "unknown_value", 0),
    ("owned:maybe", "unknown_value", 0),
])
def test_errors_name_the_term_and_position(parser, query, code, pos):
    with pytest.raises(QueryError) as err:
        parser.parse(query)
    assert (err.value.code, err.value.pos) == (code, pos)


def test_owned_without_collection_is_an_error(library):
    bare = QueryParser.for_library(library)
    with pytest.raises(QueryError) as err:
        bare.parse("owned:yes")
    assert err.value.code == "no_collection"


def test_localized_school_names_from_the_vocabulary(library):
    # Glossary §1: RU «Огонь» / PL «Ogień» is the Fire school; diacritics fold ("ogien").
    vocab = {"school": {"Fire": {"en": "Fire", "ru": "Огонь", "pl": "Ogień"}}}
    p = QueryParser.for_library(library)
    p.vocab = lambda cat: vocab.get(cat, {})
    for q in ("s:огонь t:attack l:2", "s:ogien t:attack l:2", "s:Ogień t:attack l:2"):
        assert "fireball" in run_query(library, p, q)


def test_negation_and_not_equal_agree(library, parser):
    assert set(ids(library, parser, "t:attack -s:fire")) == set(ids(library, parser, "t:attack s!=fire"))


@pytest.mark.parametrize("query", ["t:существо s:огонь l:2", "t:stworzenie s:ogien l:2", "t:Stworzenie s:Ogień l:2"])
def test_type_and_school_in_russian_and_polish(library, parser, query):
    # Glossary §1 rows 95/113: Creature = RU «существо» / PL «stworzenie»; Fire = «Огонь» / «Ogień».
    found = set(run_query(library, parser, query))
    assert "steam-elemental" in found and "fireball" not in found
