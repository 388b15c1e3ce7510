"""The effect summary templates (db/i18n/effect_templates.csv): every row in every language,
plural lists with the right number of forms, the same values used in every language."""

from __future__ import annotations

from spellforge import paths
from spellforge.i18n.effect_summary import LANGS, Templates, TemplateError, check_template, placeholders, summarise

TEMPLATES = paths.db_source_dir() / "i18n" / "effect_templates.csv"


def test_every_template_is_complete_in_every_language():
    t = Templates.read(TEMPLATES)
    assert t.rows
    problems = []
    for key, row in t.rows.items():
        for lang in LANGS:
            if not row[lang]:
                problems.append(f"{key}: no {lang} text (line {t.lines[key]})")
            problems += check_template(key, row[lang], lang)
        used = {lang: placeholders(row[lang]) for lang in LANGS}
        if len({frozenset(v) for v in used.values()}) != 1:
            problems.append(f"{key}: languages use different values {used}")
    assert not problems, "\n".join(problems)


def test_a_missing_template_or_language_fails():
    t = Templates(rows={"heal": {"en": "Heals {amount} damage.", "ru": "", "pl": "Leczy {amount}."}})
    assert summarise([{"kind": "heal", "amount": 2}], "en", t) == "Heals 2 damage."
    for effects, lang in (([{"kind": "heal", "amount": 2}], "ru"), ([{"kind": "fly"}], "en")):
        try:
            summarise(effects, lang, t)
        except TemplateError:
            continue
        raise AssertionError(f"{effects} in {lang} should fail")


def test_terms_are_translated_and_marked_in_russian_and_polish(library):
    t = Templates.read(TEMPLATES)
    effect = [{"kind": "condition", "condition": "Burn", "count": 2}]
    assert summarise(effect, "ru", t, library.term) == "Накладывает состояние «Горение» ×2."
    assert summarise(effect, "pl", t, library.term) == "Nakłada stan „Podpalenie” ×2."
    heal = [{"kind": "heal", "dice": 3}]
    assert summarise(heal, "ru", t, library.term) == \
        "Лечение: убирает столько повреждений, сколько выпадет на 3 кубиках атаки."
    assert summarise([{"kind": "heal", "amount": 21}], "ru", t) == "Лечение: убирает 21 повреждение."
    assert summarise([{"kind": "heal", "amount": 21}], "pl", t) == "Leczenie: usuwa 21 obrażeń."
    assert summarise([{"kind": "heal", "amount": 22}], "pl", t) == "Leczenie: usuwa 22 obrażenia."
