"""Every explanation reason and problem code has a complete message in en, ru and pl."""

from __future__ import annotations

import pytest

from spellforge.rules.explanation import REASONS, Explanation, Term
from spellforge.rules.legality import PROBLEM_CODES
from spellforge.rules.messages import (
    LANGS,
    NOTICES,
    PROBLEMS,
    render_explanation,
    render_notice,
    render_problem,
    spell_points,
)

PARAMS = {"mage": "Warlock", "used": 121, "max": 120, "card": "Lair", "qty": 7, "limit": 6, "level": 1,
          "classes": "Beastmaster", "schools": "Holy", "line": 3, "text": "1 Fireblal"}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("code", PROBLEM_CODES)
def test_every_problem_has_a_message(lang, code):
    assert code in PROBLEMS[lang]
    text = render_problem(code, PARAMS, lang)
    assert text and "{" not in text and code not in text


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("reason", REASONS)
def test_every_reason_renders(lang, reason):
    detail = {"level_cap": 3, "above_cap": 3, "combo": "Creature", "subtype": "Song", "type_opposed": "Creature"}
    term = Term("Holy", 4, 2, reason, detail.get(reason))
    text = render_explanation(Explanation("single", 8, (term,)), lang)
    assert text.endswith("= 8") and "{" not in text and "None" not in text


def test_school_names_follow_the_glossary():
    # glossary-pl-ru.md §1 rows 104-113
    term = Term("Dark", 2, 3, "opposed")
    assert render_explanation(Explanation("single", 6, (term,)), "ru").startswith("Тьма 2 × 3")
    assert render_explanation(Explanation("single", 6, (term,)), "pl").startswith("Mrok 2 × 3")


def test_unknown_language_falls_back_to_english():
    assert render_explanation(Explanation("novice", 1), "de") == "Novice: 1"


# -- counted spell points and warning texts (issue 18's notices) -----------------------------------
@pytest.mark.parametrize(
    ("n", "lang", "text"),
    [
        (1, "en", "1 spell point"), (22, "en", "22 spell points"),
        (1, "ru", "1 очко магии"), (2, "ru", "2 очка магии"), (5, "ru", "5 очков магии"), (11, "ru", "11 очков магии"),
        (21, "ru", "21 очко магии"), (22, "ru", "22 очка магии"), (25, "ru", "25 очков магии"),
        (1, "pl", "1 punkt czarów"), (2, "pl", "2 punkty czarów"), (5, "pl", "5 punktów czarów"),
        (12, "pl", "12 punktów czarów"), (21, "pl", "21 punktów czarów"), (22, "pl", "22 punkty czarów"),
        (0, "ru", "0 очков магии"), (0, "pl", "0 punktów czarów"),
    ],
)
def test_spell_points_take_the_numbers_plural_form(n, lang, text):
    assert spell_points(n, lang) == text
    if n:
        assert text in render_notice("cheaper_element", {"element": "Fire", "points_used": n}, lang)
        assert text in render_problem("over_points", {"used": n, "max": 120, "mage": "Wizard"}, lang)


@pytest.mark.parametrize(
    ("lang", "words"),
    [("en", "casting cost, traits"), ("ru", "стоимость сотворения, свойства"), ("pl", "koszt rzucenia, cechy")],
)
def test_printing_differs_names_the_fields_in_the_language(lang, words):
    params = {"card_name": "Mage Wand", "set": "Promo", "fields": ["cost", "traits"], "priced": "canonical"}
    text = render_notice("printing_differs", params, lang)
    assert words in text and "{" not in text
    # a warning asked to render itself (Problem.render) gives the same text, not its code
    assert render_problem("printing_differs", params, lang) == text


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("code", sorted(NOTICES["en"]))
def test_every_notice_has_a_message(lang, code):
    params = {"element": "Fire", "points_used": 22, "figure": "Academy Druid", "stats": "Druid",
              "card_name": "Asto Vidatu", "set": "Promo", "fields": ["schools"], "priced": "named"}
    text = render_notice(code, params, lang)
    assert code in NOTICES[lang] and text and "{" not in text and code not in text
