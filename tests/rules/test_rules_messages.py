"""Every explanation reason and problem code has a complete message in en, ru and pl."""

from __future__ import annotations

import pytest

from spellforge.rules.explanation import REASONS, Explanation, Term
from spellforge.rules.legality import PROBLEM_CODES
from spellforge.rules.messages import LANGS, PROBLEMS, render_explanation, render_problem

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
