"""The effect summary templates (db/i18n/effect_templates.csv): every row in every language,
plural lists with the right number of forms, the same values used in every language."""

from __future__ import annotations

import re

from spellforge import paths
from spellforge.i18n.effect_summary import LANGS, Templates, TemplateError, check_template, placeholders, summarise
from tests.i18n.test_language_lint import allow_list

TEMPLATES = paths.db_source_dir() / "i18n" / "effect_templates.csv"


def test_every_template_is_complete_in_every_language():
    t = Templates.read(TEMPLATES)
    assert t.rows
    problems = []
    for key, row in t.rows.items():
        if not any(row.values()):
            continue  # a phrase that says nothing (duration/instant)
        for lang in LANGS:
            if not row[lang]:
                problems.append(f"{key}: no {lang} text (line {t.lines[key]})")
            problems += check_template(key, row[lang], lang)
        used = {lang: placeholders(row[lang]) for lang in LANGS}
        if len({frozenset(v) for v in used.values()}) != 1:
            problems.append(f"{key}: languages use different values {used}")
    assert not problems, "\n".join(problems)


def test_a_key_written_twice_is_refused_with_both_lines(tmp_path):
    """Two helpers once added the same five `target/…/one` rows: the later row silently won."""
    import pytest

    path = tmp_path / "t.csv"
    path.write_text("key,en,ru,pl,source\nfoo,a,б,c,x\nbar,a,б,c,x\nfoo,d,д,d,x\n", encoding="utf-8")
    with pytest.raises(TemplateError, match=r"t\.csv:4: foo is already on line 2"):
        Templates.read(path)


def test_a_missing_template_or_language_fails():
    t = Templates(rows={"heal": {"en": "heals {n} damage", "ru": "", "pl": "leczy {n}"}})
    assert summarise([{"kind": "heal", "amount": "2"}], "en", t) == "Heals 2 damage."
    for effects, lang in (([{"kind": "heal", "amount": "2"}], "ru"), ([{"kind": "fly"}], "en")):
        try:
            summarise(effects, lang, t)
        except TemplateError:
            continue
        raise AssertionError(f"{effects} in {lang} should fail")


def test_terms_are_translated_and_marked_in_russian_and_polish(library):
    t = Templates.read(TEMPLATES)
    effect = [{"kind": "condition", "mode": "add", "arg": "Burn", "amount": "2"}]
    assert summarise(effect, "ru", t, library.term) == "Накладывает состояние «Горение» ×2."
    assert summarise(effect, "pl", t, library.term) == "Nakłada stan „Podpalenie” ×2."
    heal = [{"kind": "heal", "amount": "3d"}]
    assert summarise(heal, "ru", t, library.term) == \
        "Лечение: убирает столько повреждений, сколько выпадет на 3 кубиках атаки."
    assert summarise([{"kind": "heal", "amount": "21"}], "ru", t) == "Лечение: убирает 21 повреждение."
    assert summarise([{"kind": "heal", "amount": "21"}], "pl", t) == "Leczenie: usuwa 21 obrażeń."
    assert summarise([{"kind": "heal", "amount": "22"}], "pl", t) == "Leczenie: usuwa 22 obrażenia."
    # who and how long, as nominative phrases: no agreement with an unknown gender
    bear = [{"kind": "grant_trait", "arg": "Melee +2", "target": "bearer", "duration": "attached"}]
    assert summarise(bear, "ru", t, library.term) == \
        "Даёт свойство «Ближняя атака +2», пока карта присоединена (носитель)."
    assert summarise(bear, "pl", t, library.term) == "Daje cechę „Walka Wręcz +2”, dopóki karta jest dołączona (nosiciel)."
    assert summarise(bear, "en", t, library.term) == "Gives Melee +2 while attached (the bearer)."
    upkeep = [{"kind": "gain_mana", "amount": "1", "target": "controller", "trigger": "upkeep"}]
    assert summarise(upkeep, "ru", t, library.term) == "В фазе поддержки: даёт 1 ману (ваш маг)."


def test_every_effect_kind_and_phrase_has_a_template():
    """A kind, mode, event, target, duration, stat or restriction of the db/effects vocabulary
    without its row in every language fails here (the build would silently drop the sentence)."""
    from spellforge.domain import effects as vocab

    t = Templates.read(TEMPLATES)
    missing = []
    for kind, spec in vocab.KINDS.items():
        keys = [f"{kind}/{m}" for m in spec.modes] or [kind]
        for key in keys:
            if t.find(key, kind) is None:
                missing.append(key)
    for group, values in (("event", vocab.EVENTS), ("target", vocab.TARGETS), ("duration", vocab.DURATIONS),
                          ("stat", vocab.STATS), ("cannot", vocab.RESTRICTIONS)):
        missing += [f"{group}/{v}" for v in values if f"{group}/{v}" not in t.rows]
    assert not missing, "templates missing in db/i18n/effect_templates.csv: " + ", ".join(missing)


def test_every_shipped_effect_summarises_in_three_languages(library):
    """Every row of db/effects fills its template in en, ru and pl (strictly: no sentence lost)."""
    t = Templates.read(TEMPLATES)
    problems = []
    for cid, rows in library.card_effects().items():
        for lang in LANGS:
            try:
                text = summarise(rows, lang, t, library.term)
            except TemplateError as exc:
                problems.append(f"{cid} [{lang}]: {exc}")
                continue
            if not text or "{" in text or "}" in text:
                problems.append(f"{cid} [{lang}]: {text!r}")
    assert not problems, "\n".join(problems[:30])


def test_negated_and_zone_conditions_are_said_in_every_language(library):
    """not_subtype / not_trait / has_condition … were silently left out of the summaries, so
    Meredia's Blessing read as if it healed Mages too; Elephant Grass's 'Hindered' stayed English."""
    summary = library.summary
    assert "not Mage" in summary("meredias-blessing", "en")
    assert "кроме подтипа «Маг»" in summary("meredias-blessing", "ru")
    assert "z wyjątkiem podtypu „Mag”" in summary("meredias-blessing", "pl")
    grass = {lang: summary("elephant-grass", lang) for lang in ("ru", "pl")}
    assert "Задержанный" in grass["ru"] and "Hindered" not in grass["ru"]
    assert "Zatrzymany" in grass["pl"] and "Hindered" not in grass["pl"]


def _key_and_template(t: Templates, row: dict) -> tuple[str, dict]:
    kind, mode, arg = row["kind"], row.get("mode", ""), row.get("arg", "")
    keys = [k for k in (f"{kind}/{mode}/{arg.lower()}" if mode and arg else "", f"{kind}/{mode}" if mode else "",
                        f"{kind}/{arg.lower()}" if arg else "", kind) if k]
    found = t.find(*keys)
    assert found is not None, f"no template for {keys}"
    return found


def test_every_effect_key_is_rendered(library):
    """Issue 36: a fact of a row that no template says was dropped silently (state=, min=, pay=
    in tokens or Ki, attack=non_spell…, the notes). Every condition key=value, every note, every
    arg and every amount of every shipped row is said in en, ru and pl, or this fails naming the
    card and the key."""
    from spellforge.i18n.effect_summary import sentence

    t = Templates.read(TEMPLATES)
    problems = []
    for cid, rows in library.card_effects().items():
        for row in rows:
            key, template = _key_and_template(t, row)
            used = placeholders(template["en"])
            if row.get("arg") and "arg" not in used and row["arg"].lower() not in key.lower():
                problems.append(f"{cid}: arg {row['arg']!r} not said by {key}")
            if row.get("amount") and not used & {"n", "dice", "die", "signed", "times"}:
                problems.append(f"{cid}: amount {row['amount']!r} not said by {key}")
            for lang in LANGS:
                try:
                    sentence(row, lang, t, library.term, complete=True)
                except TemplateError as exc:
                    problems.append(f"{cid} [{lang}]: {exc}")
    assert not problems, "\n".join(problems[:40])


def test_an_unrendered_condition_fails_the_complete_summary():
    """The check above can fail: a condition without a template raises in complete mode, and
    only that qualifier is left out of the library's (lenient) summary."""
    from spellforge.i18n.effect_summary import Unrendered

    t = Templates(rows={"heal": {"en": "heals {n} damage", "ru": "лечит {n}", "pl": "leczy {n}"}})
    row = {"kind": "heal", "amount": "2", "condition": "state=while nobody looks"}
    assert summarise([row], "en", t) == "Heals 2 damage."
    try:
        summarise([row], "en", t, complete=True)
    except Unrendered as exc:
        assert "state=while nobody looks" in str(exc)
    else:
        raise AssertionError("an unrendered condition must fail")


# Words a Polish summary may share with English (Polish words spelt alike, proper names 004 keeps):
# the reviewed allow-list of i18n/README.md ("Language lint"), each entry with its reason.
PL_SAME_AS_ENGLISH = allow_list()["pl"]


def test_russian_and_polish_summaries_carry_no_english_words(library):
    """Issue 31: tokens, traits, subtypes and card names in a summary go through the library's
    translations. A Russian summary has no word in Latin letters but X (the card's X); a Polish
    one no word of the English summaries unless it is a reviewed Polish word or proper name."""
    english = set()
    for card in library.spells():
        english |= {w.lower() for w in re.findall(r"[A-Za-z][A-Za-z']+", library.summary(card.id, "en"))}
    problems = []
    for card in library.spells():
        ru = [w for w in re.findall(r"[A-Za-z][A-Za-z']*", library.summary(card.id, "ru")) if w != "X"]
        pl = [w for w in re.findall(r"[A-Za-zĄĆĘŁŃÓŚŹŻąćęłńóśźż][A-Za-zĄĆĘŁŃÓŚŹŻąćęłńóśźż']+", library.summary(card.id, "pl"))
              if w.lower() in english and w.lower() not in PL_SAME_AS_ENGLISH]
        problems += [f"{card.id} [ru]: {w}" for w in ru] + [f"{card.id} [pl]: {w}" for w in pl]
    assert problems == []
