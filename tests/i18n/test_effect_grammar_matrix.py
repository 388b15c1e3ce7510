"""Every effect template (db/i18n/effect_templates.csv) in Russian and Polish filled with the counts
1, 2, 5, 11, 21, 22, 25: each counted word takes the form a native speaker writes (checked against a
table written out here, not against spellforge.i18n.plurals), no count stands before a noun without
a plural choice, and no template takes a card name (so no masculine/feminine/neuter agreement can
break: the names of every gender below fill a summary unchanged)."""

from __future__ import annotations

import csv
import re
from pathlib import Path

import pytest

from spellforge.i18n.effect_summary import _OPTIONAL, _PLACEHOLDER, fill, placeholders

CSV = Path(__file__).resolve().parents[2] / "db" / "i18n" / "effect_templates.csv"
COUNTS = (1, 2, 5, 11, 21, 22, 25)
# index of the form (one | few | many) for each count: ru 21 → one, pl 21 → many
FORM = {"ru": {1: 0, 2: 1, 5: 2, 11: 2, 21: 0, 22: 1, 25: 2}, "pl": {1: 0, 2: 1, 5: 2, 11: 2, 21: 2, 22: 1, 25: 2}}
COUNT_NAMES = {"n", "dice", "v", "times", "die"}


def templates() -> list[tuple[str, str, str]]:
    with CSV.open(encoding="utf-8", newline="") as fh:
        return [(r["key"], lang, r[lang]) for r in csv.DictReader(fh) for lang in ("ru", "pl")
                if r["key"] and not r["key"].startswith("#") and r[lang]]


def test_there_are_templates_with_counts():
    assert sum(1 for _, _, t in templates() if re.search(r"\{\w+:[^{}]*\|", t)) >= 20


@pytest.mark.parametrize("n", COUNTS)
def test_every_counted_word_takes_its_form(n):
    checked = 0
    for key, lang, template in templates():
        names = placeholders(template)
        values = {name: n for name in names}
        text = fill(template, values, lang)  # never raises: every placeholder is filled
        assert "{" not in text, (key, lang, text)
        flat = _OPTIONAL.sub(lambda m: m.group(3), template)
        for m in _PLACEHOLDER.finditer(flat):
            if m.group(2) and "|" in m.group(2):
                forms = m.group(2).split("|")
                assert len(forms) == 3, (key, lang)
                wanted = forms[FORM[lang][n]]
                right_after = "{%s} {%s:" % (m.group(1), m.group(1)) in flat
                assert (f"{n} {wanted}" if right_after else wanted) in text, (key, lang, n, text)
                checked += 1
    assert checked >= 40


def test_no_count_before_a_noun_without_a_plural_choice():
    for key, lang, template in templates():
        for m in re.finditer(r"\{(\w+)\} ([^\s{(]+)", template):
            assert m.group(1) not in COUNT_NAMES, f"{key} [{lang}]: {m.group(0)!r} needs {{{m.group(1)}:one|few|many}}"


def test_no_template_agrees_with_a_card_name():
    # masculine, feminine, neuter: Лесной волк, Пентаграмма, Кольцо…; the templates never take one
    for key, lang, template in templates():
        assert not placeholders(template) & {"card", "name", "caster", "foe", "target_name"}, (key, lang)
