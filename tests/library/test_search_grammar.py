"""The query language's parse tree, table-driven (as Cockatrice tests its filter grammar): every
operator, the three languages' keys, and the errors that explain themselves."""

from __future__ import annotations

import pytest

from spellforge.library.search.grammar import SearchError, parse, parse_lenient, suggest_key, to_text

TREES = [
    ("fire attack", "and(fire attack)"),
    ("fireball", "fireball"),
    ("s:fire l<=2 t:creature", "and(school:fire level<=2 type:creature)"),
    ("s:fire or s:water", "or(school:fire school:water)"),
    ("s:fire или s:water", "or(school:fire school:water)"),
    ("s:fire lub s:water", "or(school:fire school:water)"),
    ("s:fire OR s:water", "or(school:fire school:water)"),
    ("s:fire | s:water", "or(school:fire school:water)"),
    ("t:attack (s:fire or s:water)", "and(type:attack or(school:fire school:water))"),
    ("a b or c d", "or(and(a b) and(c d))"),
    ("-s:fire", "not(school:fire)"),
    ("-(s:fire or s:water) t:attack", "and(not(or(school:fire school:water)) type:attack)"),
    ("-fire", "not(fire)"),
    ("s!=fire", "not(school:fire)"),
    ('"wall of"', '"wall of"'),
    ('trait:"Warlock Only"', "trait:Warlock Only"),
    ("cost:X", "cost:X"),
    ("cost<=5", "cost<=5"),
    ("c>=10", "cost>=10"),
    ("l=2", "level:2"),
    ("life>10", "life>10"),
    ("pts<=2", "points<=2"),
    ("школа:огонь уровень<=2", "and(school:огонь level<=2)"),
    ("szkoła:ogień poziom>=2", "and(school:ogień level>=2)"),
    ("szkola:ogien", "school:ogien"),
    ("тип:существо", "type:существо"),
    ("typ:stworzenie", "type:stworzenie"),
    ("т:стена", "type:стена"),
    ("cecha:latający", "trait:latający"),
    ("свойство:летающий", "trait:летающий"),
    ("does:heal", "does:heal"),
    ("делает:лечение", "does:лечение"),
    ('text:"extra attack dice"', "text:extra attack dice"),
    ("legal:book", "legal:book"),
    ("bim-shalla", "bim-shalla"),
    ("((fire))", "fire"),
]


@pytest.mark.parametrize("query,tree", TREES)
def test_tree(query, tree):
    assert to_text(parse(query)) == tree


ERRORS = [
    ("sch:fire", "unknown_key", 0, "s"),
    ("fire lvel:2", "unknown_key", 5, "l"),
    ("шк:огонь", "unknown_key", 0, "ш"),
    ("cost:abc", "bad_number", 0, ""),
    ("l<abc", "bad_number", 0, ""),
    ("t<3", "bad_operator", 0, ""),
    ("s:", "missing_value", 0, ""),
    ('set:"core', "unclosed_quote", 4, ""),
    ('"wall of', "unclosed_quote", 0, ""),
    ("(fire", "unclosed_paren", 0, ""),
    ("fire)", "unbalanced_paren", 4, ""),
    ("fire or", "dangling_or", 5, ""),
    ("or fire", "dangling_or", 0, ""),
]


@pytest.mark.parametrize("query,code,pos,suggestion", ERRORS)
def test_errors_name_the_place_and_a_better_spelling(query, code, pos, suggestion):
    with pytest.raises(SearchError) as err:
        parse(query)
    assert (err.value.code, err.value.pos, err.value.suggestion) == (code, pos, suggestion)


def test_the_issue_message_word_for_word():
    with pytest.raises(SearchError) as err:
        parse("sch:fire")
    assert str(err.value) == "unknown key 'sch' at 1; did you mean 's'?"


def test_lenient_parse_keeps_the_readable_part():
    tree, errors = parse_lenient("sch:fire t:attack (fire")
    assert to_text(tree) == "and(type:attack fire)"
    assert [e.code for e in errors] == ["unknown_key", "unclosed_paren"]


def test_deep_nesting_is_refused_not_recursed():
    _tree, errors = parse_lenient("(" * 5000 + "fire" + ")" * 5000)
    assert {"too_long", "too_deep"} <= {e.code for e in errors}
    tree, errors = parse_lenient("(" * 900 + "fire" + ")" * 900 + " t:attack")
    assert [e.code for e in errors] == ["too_deep"] and to_text(tree) == "type:attack"


@pytest.mark.parametrize("typed,expected", [("sch", "s"), ("levl", "l"), ("typo", "t"), ("школ", "ш"), ("zzzzzz", "")])
def test_key_suggestions(typed, expected):
    assert suggest_key(typed) == expected
