"""The goldfish report's plan line names the planner's styles in the reader's language (issue 31:
«раунды 1–3 creatures, attack» was English inside Russian)."""

from __future__ import annotations

import pytest

from spellforge.cli.goldfish_text import labels
from spellforge.sim.policy.policies import STYLES
from tests.i18n.test_language_lint import foreign_words


@pytest.mark.parametrize("lang", ("en", "ru", "pl"))
def test_every_planner_style_has_a_name(lang):
    t = labels(lang)
    names = {style: t.get(f"style_{style}") for style in STYLES}
    assert all(names.values()), names  # a new style needs its words
    if lang != "en":
        english = labels("en")
        assert all(names[s] != english[f"style_{s}"] for s in STYLES)
        assert [(s, w) for s, n in names.items() if (w := foreign_words(n, lang))] == []
    assert len(set(names.values())) == len(STYLES)  # each style its own name
